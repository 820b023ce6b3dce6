"""Page-type evidence: one page's analysis in, one feature vector out.

Input: the page's URL, its cleaned tree, its blocks and the text decision,
its metadata and declarations. Output: a float vector, indexed as
:data:`FEATURES`, for the page-type model (:mod:`.pagetype`).

What tells an article from a listing or a service page, besides what the
page declares:

- the kept text: one run of prose (long paragraphs, few links) or a list of
  teaser records (a headline link, a line of summary, again and again: the
  records are containers side by side under one parent);
- the kept text's longest run of blocks that no teaser headline breaks:
  an article's paragraphs, inline links and short lines are one run;
- the words of prose in the longest stretch that neither a teaser headline
  nor a long block of links breaks: the story, however its page ends
  (references, see-also lists), against a listing's one summary;
- the page around it, as the segmentation saw it: its teaser records,
  kept or not (a section front whose text decision keeps only a lead
  summary still lists its stories around it); headings that are links
  (not a heading holding an "[edit]" or "#" anchor) per word, how many
  outermost ``<article>`` elements;
- the URL and the title: the paths CMSs give tag, author, search, page-2,
  legal and account pages (:mod:`.pagekinds`) against dated paths and slugs;
- the h1: a listing or a service page names itself in a word or two, an
  article's h1 is its headline;
- the declarations, each weighed by the model: JSON-LD ``CollectionPage``,
  ``SearchResultsPage``, ``ItemList``, ``ProfilePage``, ``AboutPage``,
  ``VideoObject``; ``og:type`` ``article`` and the media types; ``og:type``
  ``website``, weak (CMSs set it alike on every page, articles included);
- records, whose main content is not a piece to read: a declared recipe
  (JSON-LD or microdata, even beside the post that wraps it), offer
  (a shop's product, a holiday let) or forum thread; the URL and title
  words of recipes, shops, wikis and results; in the kept text, lines that
  start with a quantity (an ingredient list) and prices;
- a media player of the site's own (``<video>``, ``<audio>``) beside kept
  text that is only a blurb: a story embeds its video among paragraphs, a
  video page holds the player and a few lines;
- a soft 404's wording in the kept text's first words ("the page you are
  looking for", "page introuvable"): a CMS serving its error page with
  status 200 may title it as the story it lost, or not at all;
- what a dated piece carries and a firm's, a club's or a reference's page
  does not, however long its prose: a date next to where the kept text
  starts (a dateline, the date under the headline), a byline, and a URL
  that is a page's name (``/about-us``, ``/leistungen/beratung``), not a
  date, an id or a headline's slug.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

import numpy as np

from ..article import Metadata
from ..content.methods import Decision
from ..content.segment import Blocks
from ..lazyregex import compile_lazily
from ..metadata.fields import Declarations
from ..title.text import MIN_SITE_KEY_CHARS, site_key
from .kinds import article_url, title_kinds, url_kinds, url_target

# "@type": "NewsArticle" or "@type": ["Article", "Recipe"]: every type named in the script.
_JSONLD_TYPES = compile_lazily(r'"@type"\s*:\s*(?:"([A-Za-z]{1,40})"|\[([^\]]{0,200})\])')
_QUOTED = compile_lazily(r'"([A-Za-z]{1,40})"')
ARTICLE_TYPES = frozenset({
    "article", "newsarticle", "blogposting", "reportagenewsarticle", "analysisnewsarticle",
    "opinionnewsarticle", "reviewnewsarticle", "backgroundnewsarticle", "scholarlyarticle",
    "techarticle", "report", "socialmediaposting", "liveblogposting", "posting",
})
LIST_TYPES = frozenset({"collectionpage", "searchresultspage", "itemlist", "profilepage", "mediagallery",
                        "imagegallery", "videogallery"})
SERVICE_TYPES = frozenset({"aboutpage", "contactpage", "faqpage", "checkoutpage"})
MEDIA_TYPES = frozenset({"videoobject", "event", "sportsevent", "musicrecording", "movie"})
# Things for sale or hire: a shop's item, a holiday house, a hotel.
OFFER_TYPES = frozenset({"product", "offer", "aggregateoffer", "lodgingbusiness", "hotel", "vacationrental",
                         "accommodation", "individualproduct", "productgroup"})
FORUM_TYPES = frozenset({"discussionforumposting", "qapage"})
# A recipe is a record (ingredients and steps), even when a blog post wraps
# it and declares the post: it weighs beside an article type too.
RECIPE_TYPES = frozenset({"recipe"})
# JSON-LD keys and microdata itemprops only a recipe or an offer has.
_RECIPE_KEYS = ('"recipeIngredient"', '"recipeInstructions"')
RECIPE_PROPS = ("recipeingredient", "recipeinstructions", "ingredients")
OFFER_PROPS = ("pricecurrency", "price")
_URL_LIST = frozenset({"search", "tag", "author", "forum", "events", "gallery", "live", "archive"})
_URL_SERVICE = frozenset({"error", "signin", "privacy", "terms", "about", "contact"})
_URL_MEDIA = frozenset({"video"})
_RECORD = frozenset({"recipe", "product", "wiki", "results"})
_TITLE_LIST = frozenset({"search", "tag", "archive", "events", "gallery", "live", "forum", "front"})
_TITLE_SERVICE = frozenset({"error", "signin", "consent", "privacy", "terms", "about", "contact"})
# Words of cookie walls, legal pages and account pages: their share of the
# kept text (news about privacy has some; a consent wall is made of them).
SERVICE_WORDS = frozenset(
    "cookie cookies consent privacy personal data partners preferences subscribe subscription subscriber "
    "subscribers password account sign log terms conditions liability policy processing advertising rights "
    "cancel licence license agree warrant jurisdiction refund refunds controller".split())
# The kept text's words for that share are its runs of a-z (the text is
# lower-cased), cut from its ASCII bytes: every other byte made a space and the
# bytes split in C (non-ASCII characters become "?" first), where a findall
# built a match object a word, at twice the instructions.
_NOT_A_TO_Z = bytes(byte if ord("a") <= byte <= ord("z") else ord(" ") for byte in range(256))
_SERVICE_WORD_BYTES = frozenset(word.encode("ascii") for word in SERVICE_WORDS)
# A teaser record's meta line: a byline or a date alone in its block, or a
# date beside a name or a section across a separator ("Jane Okafor · 5 March
# 2024", "March 4, 2016 | News": a card's byline and date in one line). An
# article has one, if any (and the byline is cleaned out); a listing one a record.
_DATE = r"(?:\d{1,2}\.?\s+\w+\.?\s+\d{4}|\w+\.?\s+\d{1,2},\s+\d{4}|\d{1,2}\.\d{1,2}\.\d{2,4}|\d{4}-\d{2}-\d{2})"
_META_LINE = compile_lazily(
    r"^(?:by|posted by|written by|von|par|por|door)\s|^\d{1,2}\s+\w+\s+\d{4}$|^\w+\s+\d{1,2},\s+\d{4}$"
    r"|\b\d+\s+(?:minutes?|hours?|days?)\s+ago\b"
    rf"|[·•|–—]\s*{_DATE}$|^{_DATE}\s*[·•|–—]", re.IGNORECASE)
META_LINE_MAX_WORDS = 8  # "By Jane Doe, Political Correspondent": longer is a sentence
# An ingredient's line: a quantity and a unit or a noun, alone in a short
# block ("200 g Mehl", "1 1/2 cups flour", "2 EL Öl", "3 eggs"; not a year,
# "2024 results"). Read among the same short kept blocks as the meta lines.
_QUANTITY_LINE = compile_lazily(
    r"^(?:\d{1,3}(?:[.,/]\d+)?(?:\s+\d/\d)?|[½¼¾⅓⅔]|\d+\s*[½¼¾])\s*(?:-\s*\d+\s*)?"
    r"(?:g|gr|kg|mg|ml|cl|dl|l|el|tl|tbsp|tsp|tbs|cups?|oz|lbs?|pinch|prise|msp|stk|stück|pck|pkg|bund|dose|"
    r"cloves?|zehen?|slices?|scheiben?|[a-zäöüß]{3,})\b", re.IGNORECASE)
# A price: a currency sign or code beside an amount ("€ 12", "$9.99",
# "19,99 €", "49 zł"); a sign alone is a program's variable as often.
# Written as one character class first, the sign or the digit, then what
# follows each (a look-behind tells which it was): the regex engine then skips
# to those characters, where an alternation of a class and a digit made it
# try a match at every character.
_PRICE = compile_lazily(r"[$€£\d](?:(?<=[$€£])\s?\d|(?<=\d)\s?(?:€|eur\b|zł))")
CURRENCY_MARKS = ("$", "€", "£", "eur", "zł")  # what a price holds, looked for before the pattern
# Prices per 100 words counted up to this: a shop's page names a few, and a
# table of prices is no more a shop's for naming dozens.
MAX_PRICES_PER_100_WORDS = 5.0

# A teaser headline has this many words or more: menus and "read more"
# links have fewer; teaser headlines, 5 to 15.
HEADLINE_LINK_WORDS = 4
# A kept block is a teaser headline when links hold this share of its
# characters and it has at most TEASER_MAX_WORDS words.
TEASER_LINK_SHARE = 0.6
TEASER_MAX_WORDS = 25
# A kept block is prose when it has this many words or more and links hold
# under PROSE_MAX_LINK_SHARE of its characters: a paragraph, not a teaser.
PROSE_MIN_WORDS = 30
PROSE_MAX_LINK_SHARE = 0.2

# A kept block is loose prose when it has this many words or more and links
# hold under LOOSE_PROSE_MAX_LINK_SHARE of its characters: an encyclopedia's
# or a how-to's paragraph links a third of its words and is still prose.
LOOSE_PROSE_MIN_WORDS = 15
LOOSE_PROSE_MAX_LINK_SHARE = 0.5

# Levels of ancestors a teaser record may be (0: the headline's own
# element); the parent of the outermost must be known (segment.ANCESTOR_LEVELS).
RECORD_LEVELS = 3
# The kept text's first words read for its share of service words: a consent
# wall or a legal page is made of them from the start, and a long article's
# first words tell as much as all of them.
SERVICE_SAMPLE_WORDS = 300
# Headings h1-h4 (segment's heading levels): a teaser's headline is one of them.
MAX_HEADING_LEVEL = 4
# A page's h1 names a listing or a service page ("Politics", "Jane Okafor",
# "Contact us", a glossary's term) in a few words; an article's h1 is its
# headline (a median of 6 to 8 words on every corpus). Weak on real pages,
# where a blog's h1 is often its own name (28% of Dragnet's articles have
# one of 3 words or fewer): two indicators, not a word count, so the model
# weighs the names and the short headlines apart.
H1_NAME_WORDS = (2, 4)

# A media player of the site's own in the page's source: a <video> or
# <audio> element. strip_invisible takes them out of the tree (they hold no
# text), so the source is read, and only on a page whose kept text is short
# enough to be a blurb: a search of the whole source on every page would cost
# as much as a walk of the tree. An embedded player (a YouTube or Vimeo
# iframe) does not count: blog posts embed a clip above a few lines, and
# Dragnet labels 25 of those articles; a site's video page plays its own.
_PLAYER = compile_lazily(r"<(?:video|audio)\b", re.IGNORECASE)
# Kept text under this many words beside a player is a blurb: the issue's
# "video page with a short blurb" (a sentence or three). A 70-word brief
# with a video embedded is under it too: the model weighs it against the
# rest of the page's evidence.
PLAYER_BLURB_WORDS = 100

# A soft 404's wording, served with status 200: read in the kept text's first
# words (the title is read by pagekinds, but a CMS may title the page as the
# story it lost, or not at all).
# Each alternative opens with its first letter and checks the word start
# after it (a look-behind, as content/hints.py does): the engine then skips to
# those letters, where a leading \b made it try every alternative at every character.
_ERROR_TEXT = compile_lazily(
    r"p(?<!\wp)(?:age (?:you (?:are|were|'re) looking for|you requested|(?:was )?not found"
    r"|(?:could|can)(?:n't|not) be found|(?:does not|doesn't|no longer) exists?|introuvable\b)"
    r"|agina non trovata\b|ágina no encontrada\b)"
    r"|c(?<!\wc)(?:(?:ouldn't|ould not|an't|annot) find (?:that|the|this) page\b|ette page n'existe\b)"
    r"|e(?<!\we)rror 404\b|4(?<!\w4)04 (?:error|not found)\b|s(?<!\ws)eite (?:wurde )?nicht gefunden\b")
# What every one of those phrases holds, looked for before the pattern: most kept texts hold none.
ERROR_MARKS = ("page", "404", "seite", "pagina", "página")

# A dateline: a full date (day, month and year) in the blocks around where
# the kept text starts, the headline's date line or the story's first line.
# A dated piece is dated where it begins; an about, promotion or reference
# page may print dates (a list of events, a history) but not there. English
# and German month names and the numeric forms (day, month name and year in
# either order, "DD.MM.YYYY", "YYYY-MM-DD").
_MONTH = (r"(?:jan(?:uary|uar)?|feb(?:ruary|ruar)?|m[aä]r(?:ch|z)?|apr(?:il)?|ma[iy]|june?|juni|july?|juli"
          r"|aug(?:ust)?|sep(?:t|tember)?|o[ck]t(?:ober)?|nov(?:ember)?|de[cz](?:ember)?)")
# Every form holds a digit first: the pattern opens with one (a look-behind
# checks the word start after it, as _ERROR_TEXT does), so that the engine
# skips to digits; the month named before the day ("March 4, 2024") is
# checked behind such a match (_MONTH_BEFORE), where a pattern opening with
# the month names tried each of them at every character.
_FULL_DATE = compile_lazily(
    rf"\d(?<!\w\d)(?:\d?(?:\.?\s+{_MONTH}\.?,?\s+(?:19|20)\d\d\b|[./]\d{{1,2}}[./](?:19|20)?\d\d\b"
    r"|(?P<day>(?:st|nd|rd|th)?,?\s+(?:19|20)\d\d\b))|(?<=1)9\d\d-\d\d-\d\d\b|(?<=2)0\d\d-\d\d-\d\d\b)",
    re.IGNORECASE)
_MONTH_BEFORE = compile_lazily(rf"(?<!\w){_MONTH}\.?\s+$", re.IGNORECASE)
MONTH_BEFORE_CHARS = 16  # "September. " and its spaces: where the month before a day is looked for
# The blocks read for it: this many before the first kept block (the headline, its
# byline and date line stand there when the text decision keeps the story alone) and
# this many from it on.
DATELINE_BLOCKS_BEFORE = 10
DATELINE_BLOCKS_FROM = 4
# A URL that names a page: at most this many path segments, the last of at most
# NAME_URL_WORDS words of letters, no digit anywhere in the path.
NAME_URL_SEGMENTS = 2
NAME_URL_WORDS = 3
_NAME_WORD = compile_lazily(r"[a-z]+")
_WORD_SEPARATORS = compile_lazily(r"[-_]+")
_DIGIT = compile_lazily(r"\d")


FEATURES = (
    "kept_words_log", "body_probability", "kept_link_density", "prose_share", "prose_words_log", "max_block_words_log",
    "teaser_word_share", "teaser_share", "records_per_100_words", "record_word_share", "meta_lines_per_100_words",
    "mean_block_words_log", "loose_prose_share", "run_share", "run_words_log", "prose_run_words_log",
    "articles_log", "linked_headings_per_100_words",
    "url_list", "url_front", "url_service", "url_media", "url_article", "url_query",
    "title_list", "title_service",
    "has_date",
    "og_article", "og_other", "ld_article", "ld_list", "ld_service", "ld_media", "ld_webpage_only",
    "service_word_share",
    "url_record", "title_record", "og_website", "ld_recipe", "ld_offer", "ld_forum",
    "quantity_lines_per_100_words", "prices_per_100_words",
    "h1_two_words", "h1_four_words",
    "player_blurb", "page_records_log",
    "error_text",
    "dateline", "has_author", "url_name",
)


# The features read from the URL. A page read without one (a saved file, a
# corpus page) has them UNKNOWN: the model reads an unknown feature as its
# training mean, so a missing URL counts neither for nor against an article,
# where zeros would say "a URL that is no article's".
URL_FEATURES = ("url_list", "url_front", "url_service", "url_media", "url_article", "url_query", "url_record",
                "url_name")
UNKNOWN = math.nan

# JSON-LD types that name a page kind (for the skipped-page stats).
_TYPE_KINDS = {"searchresultspage": "search", "profilepage": "author", "aboutpage": "about",
               "contactpage": "contact", "videoobject": "video", "product": "product",
               "imagegallery": "gallery", "mediagallery": "gallery", "event": "events", "recipe": "recipe",
               "offer": "product", "aggregateoffer": "product", "lodgingbusiness": "product", "hotel": "product",
               "vacationrental": "product", "sportsevent": "results", "discussionforumposting": "forum",
               "qapage": "forum"}


@dataclass(frozen=True)
class Evidence:
    """A page's features for the model, and the kinds its URL, title and declarations name."""

    features: np.ndarray  # float (len(FEATURES),); NaN where not known (URL_FEATURES without a URL)
    kinds: frozenset[str]  # of pagekinds.LIST_KINDS and OTHER_KINDS

    def named(self) -> dict[str, float]:
        return dict(zip(FEATURES, self.features.tolist()))


def declared_types(found: Declarations) -> tuple[frozenset[str], frozenset[str]]:
    """The og:type values and JSON-LD @type names the page declares, lower-cased."""
    og = frozenset(t.strip().lower() for t in found.og_types if t.strip())
    ld: set[str] = set()
    for kind, script in found.jsonld:
        if "ld+json" in kind:
            for one, listed in _JSONLD_TYPES.findall(script):
                ld.update(t.lower() for t in ([one] if one else _QUOTED.findall(listed)))
    return og, frozenset(ld)


def _records(blocks: Blocks, kept: np.ndarray, teasers: np.ndarray) -> tuple[int, np.ndarray]:
    """Teaser records: containers side by side under one parent, each holding a kept teaser headline.

    ``teasers``: indices of the kept blocks that are teaser headlines. A
    record is the headline's element or one of its two nearest ancestors
    (a card holds its link, image and summary); the level whose records
    share one parent most often wins. Returns the number of records and
    the mask of kept blocks inside them.
    """
    best: set[int] = set()
    best_level = 0
    # A page keeps a handful of teasers, a listing some dozens: counted in
    # Python, as numpy's unique and isin cost more than that at every level.
    # One list per level: the teasers' elements at that level, -1 above the tree's top.
    columns = blocks.ancestors[teasers, :RECORD_LEVELS + 1].T.tolist()
    for level in range(RECORD_LEVELS):
        pairs = [(own, parent) for own, parent in zip(columns[level], columns[level + 1]) if own >= 0 and parent >= 0]
        if len(pairs) <= len(best):
            continue  # a level holds at most as many records as pairs: it cannot win
        counts: dict[int, int] = {}
        for _, parent in pairs:
            counts[parent] = counts.get(parent, 0) + 1
        most = max(counts.values())
        if most <= len(best):
            continue  # nor when no parent holds more records than the best level's
        # The parent of most records; of those, the first in document order.
        top = min(parent for parent, n in counts.items() if n == most)
        records = {own for own, parent in pairs if parent == top}
        if len(records) > len(best):
            best, best_level = records, level
    if not best:
        return 0, np.zeros(len(kept), dtype=bool)
    # A lookup table over the elements (and a last slot for -1, no element):
    # np.isin sorts, at several times the cost, for a handful of records.
    is_record = np.zeros(len(blocks.element_chars) + 1, dtype=bool)
    is_record[list(best)] = True
    return len(best), kept & is_record[blocks.ancestors[:, best_level]]


def _short_lines(blocks: Blocks, kept: np.ndarray) -> tuple[int, int]:
    """Kept blocks that are a byline or a date alone, and those that are an ingredient's quantity."""
    meta = quantity = 0
    for i in (kept & (blocks.n_words <= META_LINE_MAX_WORDS)).nonzero()[0].tolist():
        text = blocks.texts[i].strip()
        if _META_LINE.search(text):
            meta += 1
        elif _QUANTITY_LINE.match(text):  # a date alone ("12 March 2024") is a meta line, not a quantity
            quantity += 1
    return meta, quantity


def _kept(blocks: Blocks, decision: Decision) -> dict[str, float]:
    """The kept text's shape: how long, how linked, prose or teasers."""
    kept = decision.selected
    index = kept.nonzero()[0]
    words, chars, links = blocks.n_words[index], blocks.n_chars[index], blocks.link_chars[index]
    total_words, total_chars, n_kept = int(words.sum()), int(chars.sum()), len(index)
    link_share = links / np.maximum(chars, 1)
    prose = (words >= PROSE_MIN_WORDS) & (link_share < PROSE_MAX_LINK_SHARE)
    teasers = (link_share >= TEASER_LINK_SHARE) & (words <= TEASER_MAX_WORDS) & (words >= HEADLINE_LINK_WORDS)
    loose = (words >= LOOSE_PROSE_MIN_WORDS) & (link_share < LOOSE_PROSE_MAX_LINK_SHARE)
    records, inside = _records(blocks, kept, index[teasers])
    run = _longest_run(words, teasers)
    prose_run = _longest_prose_run(words, loose, teasers)
    # Sums as dot products with the masks, logs of Python numbers: numpy's
    # per-call cost is most of this function's, on a few dozen blocks.
    prose_words = int(words @ prose)
    denominator = max(total_words, 1)  # the denominator of the shares
    meta_lines, quantity_lines = _short_lines(blocks, kept)
    return {
        "loose_prose_share": int(words @ loose) / denominator,
        "run_share": run / denominator,
        "run_words_log": math.log1p(run),
        "prose_run_words_log": math.log1p(prose_run),
        "records_per_100_words": 100.0 * records / denominator,
        "meta_lines_per_100_words": 100.0 * meta_lines / denominator,
        "quantity_lines_per_100_words": 100.0 * quantity_lines / denominator,
        "record_word_share": int(blocks.n_words @ inside) / denominator,
        "kept_words_log": math.log1p(total_words),
        "kept_link_density": int(links.sum()) / max(total_chars, 1),
        "prose_share": prose_words / denominator,
        "prose_words_log": math.log1p(prose_words),
        "max_block_words_log": math.log1p(int(words.max()) if n_kept else 0),
        "teaser_word_share": int(words @ teasers) / denominator,
        "teaser_share": int(teasers.sum()) / max(n_kept, 1),
        "mean_block_words_log": math.log1p(total_words / max(n_kept, 1)),
    }


def _longest_run(words: np.ndarray, teasers: np.ndarray) -> int:
    """Words of the longest run of kept blocks that no teaser headline breaks.

    ``words``, ``teasers``: per kept block, in reading order. An article's
    text is one run (its inline links and short lines included); a
    listing's breaks at every record's headline.
    """
    prose = ~teasers
    if not prose.any():
        return 0
    runs = np.cumsum(teasers)  # the run each block belongs to: the teasers before it
    return int(np.bincount(runs[prose], weights=words[prose]).max())


def _longest_prose_run(words: np.ndarray, loose: np.ndarray, teasers: np.ndarray) -> int:
    """Words of loose prose in the longest stretch of kept blocks that no teaser or link list breaks.

    ``words``, ``loose``, ``teasers``: per kept block, in reading order.
    Short blocks (headings, captions, a byline) pass; a teaser headline or
    a long block of links (references, a link list) ends the stretch. The
    story of an encyclopedia, documentation or recipe page is one such
    stretch of paragraphs, whatever it ends with; a listing's summaries are
    a stretch each, cut by their records' headlines.
    """
    if not loose.any():
        return 0
    breaks = teasers | (~loose & (words >= LOOSE_PROSE_MIN_WORDS))
    stretches = np.cumsum(breaks)
    return int(np.bincount(stretches[loose], weights=words[loose]).max())


def _sample(blocks: Blocks, decision: Decision) -> dict[str, float]:
    """Among the kept text's first SERVICE_SAMPLE_WORDS words (whole blocks): the share of service words, prices."""
    kept = decision.selected.nonzero()[0]
    enough = int(np.searchsorted(np.cumsum(blocks.n_words[kept]), SERVICE_SAMPLE_WORDS)) + 1
    text = " ".join([blocks.texts[i] for i in kept[:enough]]).lower()
    found = text.encode("ascii", "replace").translate(_NOT_A_TO_Z).split()
    return {"service_word_share": sum(map(_SERVICE_WORD_BYTES.__contains__, found)) / max(len(found), 1),
            "prices_per_100_words": min(100.0 * _prices(text) / max(len(found), 1), MAX_PRICES_PER_100_WORDS),
            "error_text": float(any(mark in text for mark in ERROR_MARKS) and _ERROR_TEXT.search(text) is not None)}


def _prices(text: str) -> int:
    """Prices in ``text`` (lower-cased); most texts hold no currency sign or code, found at str.find's speed."""
    if not any(sign in text for sign in CURRENCY_MARKS):
        return 0
    return len(_PRICE.findall(text))


def _microdata(blocks: Blocks) -> tuple[bool, bool]:
    """Whether the page's microdata itemprops (read by the segment walk) mark a recipe, an offer."""
    props = "\0".join(blocks.marks.itemprops).lower()
    return any(word in props for word in RECIPE_PROPS), any(word in props for word in OFFER_PROPS)


def _structure(blocks: Blocks) -> dict[str, float]:
    """What the segmentation saw of the page: teaser records, <article> elements and linked headings.

    Not the blocks inside forms: ASP.NET pages hold the whole page in one.
    """
    page_words = int(blocks.n_words.sum())
    heading = blocks.heading
    # A teaser's headline is its link; an encyclopedia's "History [edit]" or a
    # documentation heading's "#" anchor is a small part of the heading.
    headline = blocks.link_chars >= TEASER_LINK_SHARE * blocks.n_chars
    linked = int(((heading >= 1) & (heading <= MAX_HEADING_LEVEL) & headline & (blocks.link_chars > 0)).sum())
    # The page's teaser records, kept or not: a section front or an author page whose text
    # decision keeps a lead summary or a bio still lists its stories around it.
    words = blocks.n_words
    teasers = (headline & (words >= HEADLINE_LINK_WORDS) & (words <= TEASER_MAX_WORDS)).nonzero()[0]
    page_records, _ = _records(blocks, np.ones(len(words), dtype=bool), teasers)
    return {
        "page_records_log": math.log1p(page_records),
        # The outermost ones: teaser cards stand side by side, an article's own parts nest in it.
        "articles_log": math.log1p(len(blocks.articles)),
        "linked_headings_per_100_words": 100.0 * linked / max(page_words, 1),
    }


def _heading(heading: str | None, site_name: str | None) -> dict[str, float]:
    """Whether the page's first h1 has at most 2, at most 4 words; NaN, no evidence, for a page
    without one or whose h1 opens with the site's own name: the logo's heading, which front
    pages and blog themes alike set on every page ("The Riverside Courier: news from ...")."""
    site = site_key(site_name) if site_name else ""
    if heading is None or (len(site) >= MIN_SITE_KEY_CHARS and site_key(heading).startswith(site)):
        return {"h1_two_words": UNKNOWN, "h1_four_words": UNKNOWN}
    n = len(heading.split())
    short, shortish = H1_NAME_WORDS
    return {"h1_two_words": float(n <= short), "h1_four_words": float(n <= shortish)}


def _url(url: str | None, kinds: frozenset[str]) -> dict[str, float]:
    """What the URL's shape says; NaN, no evidence either way, for a page read without its URL."""
    if not url:
        return dict.fromkeys(URL_FEATURES, UNKNOWN)
    _, query = url_target(url)
    return {
        "url_list": float(bool(kinds & _URL_LIST)),
        "url_front": float("front" in kinds),
        "url_service": float(bool(kinds & _URL_SERVICE)),
        "url_media": float(bool(kinds & _URL_MEDIA)),
        "url_article": float(article_url(url)),
        "url_query": float(bool(query)),
        "url_record": float(bool(kinds & _RECORD)),
        "url_name": float(name_url(url)),
    }


def name_url(url: str) -> bool:
    """Whether the URL's path names a page (``/about-us``, ``/wiki/Penny``): no date, id or headline slug."""
    path, _ = url_target(url)
    segments = [segment for segment in path.split("/") if segment]
    if not 1 <= len(segments) <= NAME_URL_SEGMENTS or _DIGIT.search(path):
        return False
    last = segments[-1]
    for extension in (".html", ".htm", ".php", ".aspx", ".asp"):
        last = last.removesuffix(extension)
    words = _WORD_SEPARATORS.split(last) if last else []
    return 1 <= len(words) <= NAME_URL_WORDS and all(_NAME_WORD.fullmatch(word) for word in words)


def _dateline(blocks: Blocks, decision: Decision) -> float:
    """Whether a full date stands in the blocks around the first kept block (DATELINE_BLOCKS_BEFORE, _FROM)."""
    kept = decision.selected.nonzero()[0]
    if not len(kept):
        return 0.0
    first = int(kept[0])
    texts = blocks.texts[max(first - DATELINE_BLOCKS_BEFORE, 0):first + DATELINE_BLOCKS_FROM]
    return float(any(map(_full_date, texts)))


def _full_date(text: str) -> bool:
    """Whether ``text`` holds a full date (_FULL_DATE; a day before the year needs its month before it)."""
    for match in _FULL_DATE.finditer(text):
        start = match.start()
        if match.group("day") is None or _MONTH_BEFORE.search(text, max(start - MONTH_BEFORE_CHARS, 0), start):
            return True
    return False


def _player_blurb(blocks: Blocks, decision: Decision, source: str | None) -> float:
    """Whether the kept text is under PLAYER_BLURB_WORDS words and the page's source holds a media player."""
    if source is None or int(blocks.n_words @ decision.selected) >= PLAYER_BLURB_WORDS:
        return 0.0
    return float(_PLAYER.search(source) is not None)


def page_evidence(url: str | None, blocks: Blocks, decision: Decision, body_probability: float,
                  metadata: Metadata, found: Declarations, title: str | None, source: str | None = None) -> Evidence:
    """The evidence of one analysed page; ``title``: its ``<title>`` text; ``source``: its markup as parsed."""
    values = _kept(blocks, decision) | _structure(blocks) | _sample(blocks, decision)
    values["player_blurb"] = _player_blurb(blocks, decision, source)
    values["dateline"] = _dateline(blocks, decision)
    microdata_recipe, microdata_offer = _microdata(blocks)
    kinds_of_url = url_kinds(url)
    heading = next((blocks.texts[i] for i in (blocks.heading == 1).nonzero()[0][:1]), None)
    kinds_of_title = title_kinds(title, heading)
    values |= _heading(heading, metadata.site_name)
    og, ld = declared_types(found)
    article_declared = not ld.isdisjoint(ARTICLE_TYPES)
    recipe_keys = any(key in script for _, script in found.jsonld for key in _RECIPE_KEYS)
    values |= _url(url, kinds_of_url)
    values |= {
        "body_probability": body_probability,
        "title_list": float(bool(kinds_of_title & _TITLE_LIST)),
        "title_service": float(bool(kinds_of_title & _TITLE_SERVICE)),
        "title_record": float(bool(kinds_of_title & _RECORD)),
        "has_date": float(metadata.date_published is not None),
        "has_author": float(bool(metadata.authors)),
        "og_article": float("article" in og),
        "og_other": float(bool(og - {"article", "website"})),
        "ld_article": float(bool(ld & ARTICLE_TYPES)),
        # Articles declare lists (related stories), videos and products of
        # their own: these weigh only on a page that declares no article.
        "ld_list": float(bool(ld & LIST_TYPES) and not ld & ARTICLE_TYPES),
        "ld_service": float(bool(ld & SERVICE_TYPES) and not ld & ARTICLE_TYPES),
        "ld_media": float(bool(ld & MEDIA_TYPES) and not ld & ARTICLE_TYPES),
        "ld_webpage_only": float("webpage" in ld and not ld & ARTICLE_TYPES),
        # Weak: CMSs set it on every page, articles included; some on their articles only.
        "og_website": float("website" in og),
        "ld_recipe": float(bool(ld & RECIPE_TYPES) or recipe_keys or microdata_recipe),
        "ld_offer": float((bool(ld & OFFER_TYPES) or microdata_offer) and not article_declared),
        "ld_forum": float(bool(ld & FORUM_TYPES) and not article_declared),
    }
    kinds = kinds_of_url | kinds_of_title | {_TYPE_KINDS[t] for t in ld if t in _TYPE_KINDS}
    # A recipe or a shop item declared in JSON-LD or marked up in its body (microdata).
    kinds |= {kind for kind, name in (("recipe", "ld_recipe"), ("product", "ld_offer")) if values[name]}
    return Evidence(np.array([values[name] for name in FEATURES], dtype=np.float64), frozenset(kinds))
