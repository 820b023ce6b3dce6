"""Page-type evidence: one page's analysis in, one feature vector out.

Input: the page's URL, its cleaned tree, its blocks and the text decision,
its metadata and declarations. Output: a float vector, indexed as
:data:`FEATURES`, for the page-type model (:mod:`.pagetype`).

What tells an article from a listing or a service page, besides what the
page declares:

- the kept text: one run of prose (long paragraphs, few links) or a list of
  teaser records (a headline link, a line of summary, again and again: the
  records are containers side by side under one parent);
- the page around it: linked headings per word, how many ``<article>``
  and ``<time>`` elements, password and message forms, players;
- the URL and the title: the paths CMSs give tag, author, search, page-2,
  legal and account pages (:mod:`.pagekinds`) against dated paths and slugs;
- the declarations, each weighed by the model: JSON-LD ``CollectionPage``,
  ``SearchResultsPage``, ``ItemList``, ``ProfilePage``, ``AboutPage``,
  ``VideoObject``; ``og:type`` ``article`` and the media types. ``og:type``
  ``website`` is no evidence: CMSs set it alike on every page, articles
  included.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np
from lxml import html

from .article import Metadata
from .metadata import Declarations
from .methods import Decision
from .pagekinds import article_url, title_kinds, url_kinds, url_target
from .segment import Blocks

# "@type": "NewsArticle" or "@type": ["Article", ...]: every type named in the script.
_JSONLD_TYPES = re.compile(r'"@type"\s*:\s*\[?\s*"([A-Za-z]{1,40})"')
ARTICLE_TYPES = frozenset({
    "article", "newsarticle", "blogposting", "reportagenewsarticle", "analysisnewsarticle",
    "opinionnewsarticle", "reviewnewsarticle", "backgroundnewsarticle", "scholarlyarticle",
    "techarticle", "report", "socialmediaposting", "liveblogposting", "posting",
})
LIST_TYPES = frozenset({"collectionpage", "searchresultspage", "itemlist", "profilepage", "mediagallery",
                        "imagegallery", "videogallery", "discussionforumposting"})
SERVICE_TYPES = frozenset({"aboutpage", "contactpage", "faqpage", "checkoutpage", "qapage"})
MEDIA_TYPES = frozenset({"videoobject", "product", "event", "offer", "musicrecording", "movie"})
_URL_LIST = frozenset({"search", "tag", "author", "forum", "events", "gallery", "live", "archive"})
_URL_SERVICE = frozenset({"error", "signin", "privacy", "terms", "about", "contact"})
_URL_MEDIA = frozenset({"video", "product"})
_TITLE_LIST = frozenset({"search", "tag", "archive", "events", "gallery", "live", "forum"})
_TITLE_SERVICE = frozenset({"error", "signin", "consent", "privacy", "terms", "about", "contact"})
# Words of cookie walls, legal pages and account pages: their share of the
# kept text (news about privacy has some; a consent wall is made of them).
SERVICE_WORDS = frozenset(
    "cookie cookies consent privacy personal data partners preferences subscribe subscription subscriber "
    "subscribers password account sign log terms conditions liability policy processing advertising rights "
    "cancel licence license agree warrant jurisdiction refund refunds controller".split())
_WORD = re.compile(r"[a-z]+")
# A teaser record's meta line: a byline or a date alone in its block. An
# article has one, if any (and the byline is cleaned out); a listing one a record.
_META_LINE = re.compile(
    r"^(?:by|posted by|written by|von|par|por|door)\s|^\d{1,2}\s+\w+\s+\d{4}$|^\w+\s+\d{1,2},\s+\d{4}$"
    r"|\b\d+\s+(?:minutes?|hours?|days?)\s+ago\b", re.IGNORECASE)
META_LINE_MAX_WORDS = 8  # "By Jane Doe, Political Correspondent": longer is a sentence

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

# Levels of ancestors a teaser record may be (0: the headline's own
# element); the parent of the outermost must be known (segment.ANCESTOR_LEVELS).
RECORD_LEVELS = 3

# The elements the structure features count, found in one walk of the tree
# (libxml2 matches the tags; five XPath counts would walk it five times).
_COUNTED_TAGS = ("article", "time", "input", "textarea", "video", "iframe", "embed", "object", "h1", "h2", "h3", "h4")
_PLAYER_TAGS = frozenset({"video", "iframe", "embed", "object"})
_HEADING_TAGS = frozenset({"h1", "h2", "h3", "h4"})


def _structure(root: html.HtmlElement) -> dict[str, int]:
    """Counts of <article> and <time> elements, password and message fields, players and linked headings."""
    counts = {"article": 0, "time": 0, "account": 0, "players": 0, "linked_headings": 0}
    for el in root.iter(*_COUNTED_TAGS):
        tag = el.tag
        if tag in _HEADING_TAGS:
            # lxml's tag-filtered walk in C: ElementPath's find(".//a") parsed its path at every call.
            counts["linked_headings"] += next(el.iter("a"), None) is not None
        elif tag in _PLAYER_TAGS:
            counts["players"] += 1
        elif tag == "textarea" or (tag == "input" and el.get("type") == "password"):
            counts["account"] += 1
        elif tag in ("article", "time"):
            counts[tag] += 1
    return counts


FEATURES = (
    "kept_words_log", "body_probability", "kept_link_density", "prose_share", "prose_words_log", "max_block_words_log",
    "teaser_word_share", "teaser_share", "records_per_100_words", "record_word_share", "meta_lines_per_100_words", "mean_block_words_log",
    "articles_log", "times_log", "account_forms",
    "players", "linked_headings_per_100_words",
    "url_list", "url_front", "url_service", "url_media", "url_article", "url_query",
    "title_list", "title_service",
    "has_date", "has_authors",
    "og_article", "og_other", "ld_article", "ld_list", "ld_service", "ld_media", "ld_webpage_only",
    "service_word_share",
)


# JSON-LD types that name a page kind (for the skipped-page stats).
_TYPE_KINDS = {"searchresultspage": "search", "profilepage": "author", "aboutpage": "about",
               "contactpage": "contact", "videoobject": "video", "product": "product",
               "imagegallery": "gallery", "mediagallery": "gallery", "event": "events"}


@dataclass(frozen=True)
class Evidence:
    """A page's features for the model, and the kinds its URL, title and declarations name."""

    features: np.ndarray  # float (len(FEATURES),)
    kinds: frozenset[str]  # of pagekinds.LIST_KINDS and OTHER_KINDS

    def named(self) -> dict[str, float]:
        return dict(zip(FEATURES, self.features.tolist()))


def declared_types(found: Declarations) -> tuple[frozenset[str], frozenset[str]]:
    """The og:type values and JSON-LD @type names the page declares, lower-cased."""
    og = frozenset(t.strip().lower() for t in found.og_types if t.strip())
    ld: set[str] = set()
    for kind, script in found.jsonld:
        if "ld+json" in kind:
            ld.update(m.lower() for m in _JSONLD_TYPES.findall(script))
    return og, frozenset(ld)


def _records(blocks: Blocks, kept: np.ndarray, teasers: np.ndarray) -> tuple[int, np.ndarray]:
    """Teaser records: containers side by side under one parent, each holding a kept teaser headline.

    ``teasers``: indices of the kept blocks that are teaser headlines. A
    record is the headline's element or one of its two nearest ancestors
    (a card holds its link, image and summary); the level whose records
    share one parent most often wins. Returns the number of records and
    the mask of kept blocks inside them.
    """
    best, inside = 0, np.zeros(len(kept), dtype=bool)
    for level in range(RECORD_LEVELS):
        own, parent = blocks.ancestors[teasers, level], blocks.ancestors[teasers, level + 1]
        valid = (own >= 0) & (parent >= 0)
        if not valid.any():
            continue
        parents, counts = np.unique(parent[valid], return_counts=True)
        records = np.unique(own[valid & (parent == parents[np.argmax(counts)])])
        if len(records) > best:
            best, inside = len(records), kept & np.isin(blocks.ancestors[:, level], records)
    return best, inside


def _meta_lines(blocks: Blocks, kept: np.ndarray) -> int:
    """Kept blocks that are a byline or a date alone."""
    short = np.flatnonzero(kept & (blocks.n_words <= META_LINE_MAX_WORDS))
    return sum(1 for i in short if _META_LINE.search(blocks.texts[i].strip()))


def _kept(blocks: Blocks, decision: Decision) -> dict[str, float]:
    """The kept text's shape: how long, how linked, prose or teasers."""
    kept = decision.selected
    words, chars, links = blocks.n_words[kept], blocks.n_chars[kept], blocks.link_chars[kept]
    total_words, total_chars = int(words.sum()), int(chars.sum())
    link_share = links / np.maximum(chars, 1)
    prose = (words >= PROSE_MIN_WORDS) & (link_share < PROSE_MAX_LINK_SHARE)
    teasers = (link_share >= TEASER_LINK_SHARE) & (words <= TEASER_MAX_WORDS) & (words >= HEADLINE_LINK_WORDS)
    n_kept = int(kept.sum())
    records, inside = _records(blocks, kept, np.flatnonzero(kept)[teasers])
    return {
        "records_per_100_words": 100.0 * records / max(total_words, 1),
        "meta_lines_per_100_words": 100.0 * _meta_lines(blocks, kept) / max(total_words, 1),
        "record_word_share": float(blocks.n_words[inside].sum()) / max(total_words, 1),
        "kept_words_log": np.log1p(total_words),
        "kept_link_density": float(links.sum()) / max(total_chars, 1),
        "prose_share": float(words[prose].sum()) / max(total_words, 1),
        "prose_words_log": np.log1p(int(words[prose].sum())),
        "max_block_words_log": np.log1p(int(words.max()) if n_kept else 0),
        "teaser_word_share": float(words[teasers].sum()) / max(total_words, 1),
        "teaser_share": float(teasers.sum()) / max(n_kept, 1),
        "mean_block_words_log": np.log1p(total_words / max(n_kept, 1)),
    }


def _service_share(blocks: Blocks, decision: Decision) -> float:
    text = " ".join(blocks.texts[i] for i in np.flatnonzero(decision.selected)).lower()
    found = _WORD.findall(text)
    return sum(map(SERVICE_WORDS.__contains__, found)) / max(len(found), 1)


def page_evidence(url: str | None, root: html.HtmlElement, blocks: Blocks, decision: Decision,
                  body_probability: float, metadata: Metadata, found: Declarations,
                  title: str | None) -> Evidence:
    """The evidence of one analysed page; ``title``: its ``<title>`` text."""
    values = _kept(blocks, decision)
    page_words = int(blocks.n_words.sum())
    counted = _structure(root)
    kinds_of_url = url_kinds(url)
    heading = next((blocks.texts[i] for i in np.flatnonzero(blocks.heading == 1)[:1]), None)
    kinds_of_title = title_kinds(title, heading)
    og, ld = declared_types(found)
    _, query = url_target(url)
    values |= {
        "body_probability": body_probability,
        "articles_log": np.log1p(counted["article"]),
        "times_log": np.log1p(counted["time"]),
        "account_forms": float(counted["account"] > 0),
        "players": float(counted["players"] > 0),
        "linked_headings_per_100_words": 100.0 * counted["linked_headings"] / max(page_words, 1),
        "url_list": float(bool(kinds_of_url & _URL_LIST)),
        "url_front": float("front" in kinds_of_url),
        "url_service": float(bool(kinds_of_url & _URL_SERVICE)),
        "url_media": float(bool(kinds_of_url & _URL_MEDIA)),
        "url_article": float(article_url(url)),
        "url_query": float(bool(query)),
        "title_list": float(bool(kinds_of_title & _TITLE_LIST)),
        "title_service": float(bool(kinds_of_title & _TITLE_SERVICE)),
        "has_date": float(metadata.date_published is not None),
        "has_authors": float(bool(metadata.authors)),
        "og_article": float("article" in og),
        "og_other": float(bool(og - {"article", "website"})),
        "ld_article": float(bool(ld & ARTICLE_TYPES)),
        # Articles declare lists (related stories), videos and products of
        # their own: these weigh only on a page that declares no article.
        "ld_list": float(bool(ld & LIST_TYPES) and not ld & ARTICLE_TYPES),
        "ld_service": float(bool(ld & SERVICE_TYPES) and not ld & ARTICLE_TYPES),
        "ld_media": float(bool(ld & MEDIA_TYPES) and not ld & ARTICLE_TYPES),
        "ld_webpage_only": float("webpage" in ld and not ld & ARTICLE_TYPES),
        "service_word_share": _service_share(blocks, decision),
    }
    kinds = kinds_of_url | kinds_of_title | {_TYPE_KINDS[t] for t in ld if t in _TYPE_KINDS}
    return Evidence(np.array([values[name] for name in FEATURES], dtype=np.float64), frozenset(kinds))
