"""Title: pick the article's headline among headings and declared headlines.

Stage: title. Input: the cleaned tree (after ``strip_invisible``), the
``<title>`` text, the headlines the page declares (og/twitter/JSON-LD, from
:mod:`metadata`) and the first element of the article text. Output: the
headline string, or None.

Method: Article Clipper's two-step scoring (Fan et al., KDD 2011, sec. 2.3;
Fan, Luo & Joshi, SPIE 7879, 2011) without rendering. Each candidate gets
``Q = (m + lambda) * beta^(7-h) * (0.1 + alpha)^omega * f`` where ``m`` is the
Levenshtein match with the ``<title>`` field and ``h`` the header level, as in
the paper; the paper's horizontal alignment ``alpha`` becomes a position cue
(how close before the article text the candidate sits in document order) and
the font size ``f`` becomes a prominence cue from the tag, class and itemprop
(CSS default heading sizes stand in for rendered font sizes). One addition:
a heading that shares almost nothing with any title the page declares
(``MIN_RELATED_MATCH``) is a section or blog-name heading, and the <title>
itself answers instead. Two more: the end of the <title> that names the site
is told by the headings (:func:`_site_side`), and the <title>'s own m comes
from the declared headlines and the heading the article text starts with. And
when a declared headline or the <title> wins that the page shows nowhere, the
one story <h1> right over the text that shares nothing with them answers: the
declarations are written for search engines and social networks
(:func:`_shown_story_heading`).

Speed: candidates are found from the class, id and itemprop values (see
:mod:`titlemarks`); candidates are scored best first from upper bounds of Q,
so positions (read from the segment's blocks, else counted around the article start: :mod:`positions`),
chrome cues and edit distances are computed only for candidates that can
still win. The answer is the one exhaustive scoring gives.
"""

from __future__ import annotations

import heapq
import re
from collections.abc import Mapping, Sequence
from copy import deepcopy
from dataclasses import dataclass

from lxml import etree, html

from ..content.segment import Blocks
from ..document.marks import HEADINGS, Marks, tree_marks
from ..document.positions import BlockPlaces, LazyOffsets, text_of, visible_length
from ..lazyregex import compile_lazily
from ..metadata.bylines import is_byline
from .marks import IN_DOCUMENT_ORDER, logo_names, marked_among, site_names_in_page
from .text import (MAX_SITE_NAME_CHARS, MIN_SITE_KEY_CHARS, MIN_TITLE_CHARS, SITE_KEY_EXTRA_CHARS, SITE_TAIL_MAX_WORDS, clean, fold, folded_match_score, host_keys, is_site_name, levenshtein, title_hosts,
                        match_bound, match_score, no_markup, site_key, strip_site_name, strip_site_parts,
                        strip_unknown_site, title_parts, without_page_number, SOFT_HYPHEN, without_soft_hyphens)

__all__ = ["find_title", "levenshtein", "match_score", "site_names_in_page", "strip_site_name",
           "strip_unknown_site"]

# The paper's constants (sec. 2.3): lambda, beta, omega.
LAMBDA = 0.5
BETA = 1.15
OMEGA = 2
NON_HEADER_LEVEL = 7  # the paper's h for text outside H1-H6
ALPHA_FLOOR = 0.1  # the paper's 0.1 added to alpha: a misplaced candidate still counts
BODY_SIZE = 1.0  # plain text, the unit of the sizes below

# Default rendered size of H1..H6 relative to body text (CSS 2.1 UA style sheet:
# 2em, 1.5em, 1.17em, 1em, .83em, .67em): stands in for the paper's font size.
HEADER_SIZE = {1: 2.0, 2: 1.5, 3: 1.17, 4: 1.0, 5: 0.83, 6: 0.67}
HEADLINE_CLASS_SIZE = 1.5  # a non-header styled as a title: assume H2 size
ITEMPROP_HEADLINE_SIZE = 2.0  # schema.org markup says it is THE headline: H1 size
DECLARED_BOOST = 2.0  # text also declared by og/twitter/JSON-LD; tuned on readability corpus
DECLARED_SIZE = 2.0  # a declared headline absent from the page: shown as an H1 would be
TITLE_FIELD_SIZE = 2.0  # the cleaned <title> itself, the fallback candidate
NEGATIVE_FACTOR = 0.3  # logo, menu, sidebar, related-links headings
LINKED_FACTOR = 0.7  # all text is a link: a teaser, or a permalink on a blog
# A candidate sharing less than this match m with every title the page declares
# (<title>, og/twitter/JSON-LD) is no headline when there is a title to compare
# with: a section heading ("Information and Resources", "Mac Apps") then loses
# to the <title> itself. Tuned on the readability corpus's pages with a gold title
# at even positions by id: every value from 0.2 to 0.45 scored the same there,
# 0.3 is the middle (benchmarks/metadata.py readability reports the other half).
MIN_RELATED_MATCH = 0.3

# Position cue: characters of text between a candidate and the article text.
POSITION_SPAN = 2000  # characters; a nav menu or a sidebar is about this long
AFTER_CONTENT_WEIGHT = 4.0  # text after the article start counts this many times more
NEUTRAL_ALPHA = 0.5  # position unknown: no article text given yet
# Declared headlines and the <title> have no place on the page; once the article
# text is known, they are treated as well placed, so position only demotes headings.
UNPLACED_ALPHA = 1.0

# The story's shown heading against declared titles it shares nothing with
# (:func:`_shown_story_heading`): an <h1> this close before the article text (the position cue
# alpha), of this many words or more: a blog's, a section's or a box's name has four at most
# ("Notes from the towpath", "Get More from Life", "Music from this release").
STORY_HEADING_ALPHA = 0.9
STORY_HEADING_MIN_WORDS = 5
# Farther before the text, an <h1> may still be the story's when no more text than a box's comes
# between (a video strip's captions, about 1,400 characters: the position cue alpha at 0.3).
STORY_HEADING_FAR_ALPHA = 0.3
MAX_TITLE_CHARS = 300  # characters; longer "headings" are paragraphs
# Text read around the article start for the position cue (characters): beyond,
# a candidate before it is POSITION_SPAN away even after its own text, and one
# after it is weighted past POSITION_SPAN.
BEFORE_WINDOW = POSITION_SPAN + MAX_TITLE_CHARS
AFTER_WINDOW = int(POSITION_SPAN / AFTER_CONTENT_WEIGHT)
# Bounds are raised by this factor so that no rounding in Q can make a bound lower
# than the score it bounds (a relative 1e-9 is far above float error, far below Q's steps).
BOUND_MARGIN = 1 + 1e-9

# Class/id words of headings that are not the article's: site chrome and teasers.
# Whole words only: "shared-mutable-history" is no share button.
_NEGATIVE_WORDS = frozenset({
    "logo", "brand", "branding", "masthead", "sitetitle", "sitename", "widget", "widgets",
    "sidebar", "related", "comment", "comments", "footer", "nav", "navbar", "navigation",
    "menu", "promo", "newsletter", "subscribe", "modal", "popup", "share", "sharing",
    "social", "breadcrumb", "breadcrumbs", "teaser", "teasers", "recommended", "next",
    "prev", "previous", "popular", "trending", "more", "ad", "ads", "sponsored"})
# Words of class and id: "relatedPosts" -> related, posts; "site-title" -> site, title.
_WORDS = compile_lazily(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
_SITE_TITLE = compile_lazily(r"site[-_]?(?:title|name)", re.I)
_HEADLINE_WORD = compile_lazily(r"(?:title|headline)$")
# A link to the site's front page: the heading is the site's name, not the article's.
_HOME_HREF = compile_lazily(r"^(?:https?://[^/]+)?/?(?:index\.\w+)?$", re.I)
_CHROME_TAGS = ("aside", "nav", "footer", "form")
# An issue's number in parentheses ending a headline: "(2021/5)", "(12/2019)", "(Nr. 34)" (:func:`_without_issue`).
_ISSUE = compile_lazily(r"\((?:nr\.?\s?|no\.?\s?|heft\s|issue\s)?\d[\d/.-]*\)$", re.I)
# Last words of a <title>'s part that names a site or its archive (:func:`_says_site`).
_SITE_WORDS = frozenset({"blog", "weblog", "archive", "archiv", "archives"})
HOME_HEADINGS_READ = 3  # the first headings: a banner's comes first, the story's soon after
# Headings that label a list or a call to action, not a story ("More in Health",
# "Recent Features", "Get involved: volunteer").
_CHROME_TEXT = compile_lazily(
    r"^(?:more\s+(?:in|from|on|stories|news)|recent|related|popular|latest|most\s+(?:read|popular|viewed|shared)"
    r"|top\s+stories|get\s+involved|sign\s+up|subscribe|follow\s+us|share\s+this|you\s+may\s+also"
    r"|read\s+more|trending|archives?$|categories$|tags$|search$)\b", re.I)
# A byline in an element marked as part of the headline ("headline_meta": "by Ann Lee
# on June 29, 2012") is no headline: it says "by" first and holds an author mark
# ("By the Numbers" alone is a headline).
_BYLINE_TEXT = compile_lazily(r"(?:(?:posted|written)\s+)?by\s+\S", re.I)
_COLONS = (":", "\uff1a")  # the colon and the full-width colon of CJK titles
# A kicker set above the headline in its own element, first in the heading: "<h1><span
# class="ts-overline">Abstandsregeln</span><span>: </span><span>Wie Firmen ...</span></h1>". It
# labels the story's subject; the headline is what follows it. Read in the first child's class.
_KICKER_CLASS = compile_lazily(r"kicker|overline|topline|toptitle|roofline|dachzeile|spitzmarke|eyebrow|supertitle"
                           r"|overtitle|pretitle", re.I)
_KICKER_TAG = "small"  # "<h1><small>Tunesien</small><br> Große Aufgaben ...</h1>": small print first
# What joins a kicker to the headline when the page writes it out (": " in a span of its own).
_KICKER_JOINS = ":|-\u2013\u2014 "
_RUBY_NOTES = ("rt", "rp")  # ruby's readings and its fallback parentheses
# Kickers and ruby are read in <h1> and <h2> alone, where stories' headings are: reading every
# sidebar heading's children costs more than the few story headings set in an <h3> gain.
STORY_LEVEL = 2
# Permalink anchors that documentation generators append to headings ("Setup¶").
_PERMALINK_MARKS = "\u00b6\u00a7#\U0001f517"


def _without_permalink(text: str) -> str:
    """The text without trailing permalink marks and the spaces before them."""
    kept = text.rstrip(_PERMALINK_MARKS)
    return kept.rstrip() if kept != text else text


def _without_ruby(el: html.HtmlElement, text: str) -> str:
    """The heading's text without its ruby annotations (``<rt>``, ``<rp>``): the readings set
    over CJK words ("<ruby>子<rt>こ</rt></ruby>ども") are a pronunciation guide, not the headline's
    words."""
    if next(el.iter(_RUBY_NOTES[0]), None) is None:  # filtered by tag in C
        return text
    bare = deepcopy(el)
    etree.strip_elements(bare, *_RUBY_NOTES, with_tail=False)
    return clean(text_of(bare))


def _without_kicker(el: html.HtmlElement, text: str) -> str:
    """The heading's text without the kicker its first child holds (:data:`_KICKER_CLASS`, or a
    ``<small>`` first) and the colon or dash after it; the text as it is when there is none or
    nothing would be left."""
    if el.text and not el.text.isspace():
        return text  # text before the first child
    for first in el:
        if isinstance(first.tag, str):  # the first element child (comments are children too)
            break
    else:
        return text
    # A heading wrapping its whole text in one element ("<h1><span itemprop="headline"><small>Einheit
    # der Woche</small><br>Lagen-Pyramide mit GA2</span></h1>") sets its kicker first in that one.
    if len(el) == 1 and len(first) and not (first.tail and not first.tail.isspace()) \
            and not (first.text and not first.text.isspace()) and isinstance(first[0].tag, str):
        first = first[0]
    if not (first.tag == _KICKER_TAG or _KICKER_CLASS.search(first.get("class", ""))):
        return text
    kicker = clean(text_of(first))
    rest = text[len(kicker):].lstrip(_KICKER_JOINS) if kicker and text.startswith(kicker) else ""
    return rest if len(rest) >= MIN_TITLE_CHARS else text


def _cut_told_kicker(e: _Entry, written: frozenset[str]) -> None:
    """Cut a story heading's kicker that the page's own headlines tell: the text of the heading's
    first child, when what follows it is the <title>'s or a declared headline, folded
    (``written``): "<h1><em>Holocaust-Gedenktag </em>Erinnerung an die Opfer der NS-Verbrechen</h1>"
    under the og:title "Erinnerung an die Opfer der NS-Verbrechen". Whatever the child's tag or
    class: the declaration says where the headline starts."""
    el = e.el
    if el is None or len(el) == 0 or (el.text and not el.text.isspace()):
        return
    first = next((child for child in el if isinstance(child.tag, str)), None)
    kicker = without_soft_hyphens(clean(text_of(first))) if first is not None else ""
    if not kicker or not e.text.startswith(kicker):
        return
    rest = e.text[len(kicker):].lstrip(_KICKER_JOINS)
    if len(rest) >= MIN_TITLE_CHARS and fold(rest) in written:
        e.text, e.folded = rest, fold(rest)


def _cut_told_tail(e: _Entry, written: frozenset[str]) -> None:
    """Cut a story heading's last child, a meta line set inside the heading after the headline,
    when what comes before it is the <title>'s or a declared headline, folded (``written``):
    "<h1>Over 100 Unidentified Flying Objects seen along China border <span>India, Posted on Nov
    06, 2012</span></h1>", "<h1>Zuschauerrückkehr ...<br><small>02.02.2022 • Presse</small></h1>"
    under og:titles without them. As for the kicker, the declaration says where the headline ends."""
    el = e.el
    if el is None or len(el) == 0:
        return
    last = next((child for child in reversed(el) if isinstance(child.tag, str)), None)
    if last is None or (last.tail and not last.tail.isspace()):
        return
    tail = without_soft_hyphens(clean(text_of(last)))
    if not tail or len(tail) >= len(e.text) or not e.text.endswith(tail):
        return
    rest = e.text[:-len(tail)].rstrip(_KICKER_JOINS)
    if len(rest) >= MIN_TITLE_CHARS and fold(rest) in written:
        e.text, e.folded = rest, fold(rest)


def _is_byline_line(el: html.HtmlElement, text: str) -> bool:
    return bool(_BYLINE_TEXT.match(text)) and any(is_byline(d) for d in el.iter(etree.Element))


def _alpha(el: html.HtmlElement, length: int, first: html.HtmlElement | None, near: LazyOffsets | None) -> float:
    if first is None or near is None or not near.inside:
        return NEUTRAL_ALPHA
    offset = near.get(el)
    if offset is None:
        return 0.0  # beyond the window offsets() reads: at least POSITION_SPAN away
    gap = -offset - length
    if gap < 0 and offset > 0:
        gap = int(offset * AFTER_CONTENT_WEIGHT)
    return 1.0 - min(max(gap, 0), POSITION_SPAN) / POSITION_SPAN


def _marks(el: html.HtmlElement | None) -> tuple[str, set[str]]:
    if el is None:
        return "", set()
    marks = f"{el.get('class', '')} {el.get('id', '')}"
    return marks, {w.lower() for w in _WORDS.findall(marks)} if marks != " " else set()  # no class, no id


def _is_chrome(el: html.HtmlElement) -> bool:
    """Site furniture: logo, menu, sidebar, teaser... by class/id words or ancestry."""
    for marks, words in (_marks(el), _marks(el.getparent())):
        if words & _NEGATIVE_WORDS or _SITE_TITLE.search(marks):
            return True
    if next(el.iterancestors(*_CHROME_TAGS), None) is not None:  # filtered by tag in C
        return True
    return any(_HOME_HREF.match(a.get("href", "x").strip()) for a in el.iter("a"))


def _base_size(el: html.HtmlElement, level: int) -> float:
    """The prominence cue from the tag, itemprop and class alone."""
    if level < NON_HEADER_LEVEL:
        return HEADER_SIZE[level]
    if "headline" in el.get("itemprop", ""):
        return ITEMPROP_HEADLINE_SIZE
    if any(_HEADLINE_WORD.search(w) for w in _marks(el)[1]):
        return HEADLINE_CLASS_SIZE
    return BODY_SIZE


def _home_headings(headings: Sequence[html.HtmlElement]) -> list[str]:
    """The texts of the first headings that are one link to the site's front page: a blog's
    banner ("<h1><a href="http://www.abeautifulmess.com/">A Beautiful Mess</a></h1>") names the
    site, as a logo does."""
    names = []
    for heading in headings[:HOME_HEADINGS_READ]:
        links = list(heading.iter("a"))
        href = links[0].get("href", "").strip() if len(links) == 1 else ""
        text = clean(text_of(heading))
        # An empty href is the page itself, as "#" is: a headline linking to its own page.
        if (href and _HOME_HREF.match(href)
                and MIN_TITLE_CHARS <= len(text) <= MAX_SITE_NAME_CHARS and clean(text_of(links[0])) == text):
            names.append(text)
    return names


def _prominence(el: html.HtmlElement, text: str, size: float) -> float:
    """The base size, lowered for site furniture and for text that is all link."""
    if _is_chrome(el) or _CHROME_TEXT.match(text):
        size *= NEGATIVE_FACTOR
    if _is_linked(el, text):
        size *= LINKED_FACTOR
    return size


@dataclass(slots=True)
class _Entry:
    """A candidate being scored. Until its element's cues are read (``el`` set),
    ``alpha`` and ``size`` hold upper bounds of their values."""

    text: str
    level: int
    alpha: float
    size: float
    titles: list[str]  # folded titles its m is measured against
    el: html.HtmlElement | None = None
    base: float = BODY_SIZE  # size from the tag, itemprop and class alone
    boost: float = 1.0  # DECLARED_BOOST when the text is also declared
    # False for the <title> itself (the titles are what it is) and for schema.org
    # microdata's headline, a declaration as JSON-LD's is.
    must_relate: bool = True
    folded: str = ""  # the text as titles are compared, folded once (here when not given)

    def __post_init__(self) -> None:
        if not self.folded:
            self.folded = fold(self.text)


def _dom_entries(root: html.HtmlElement, headings: Sequence[html.HtmlElement], titled: list[html.HtmlElement],
                 first: html.HtmlElement | None, known: Mapping[html.HtmlElement, str]) -> list[_Entry]:
    """The ``headings`` and title-marked elements, with bounds for their position and size
    (the article's first block among them: see :func:`_article_start`). ``known``: texts
    already read (:func:`_block_texts`), cleaned."""
    alpha = UNPLACED_ALPHA if first is not None else NEUTRAL_ALPHA  # the most alpha can be
    out = []
    # The headings are in document order already: only title-marked elements need sorting in.
    for el in IN_DOCUMENT_ORDER(root, elements=[*headings, *titled]) if titled else headings:
        text = known.get(el)
        text = _without_permalink(clean(text_of(el)) if text is None else text)  # clean: folded is casefold()
        if SOFT_HYPHEN in text:
            text = without_soft_hyphens(text)
        tag = el.tag
        level = int(tag[1]) if tag in HEADINGS else NON_HEADER_LEVEL
        if level <= STORY_LEVEL and len(el):  # the story's heading, with elements inside
            text = _without_kicker(el, _without_ruby(el, text))
        if MIN_TITLE_CHARS <= len(text) <= MAX_TITLE_CHARS and not _is_byline_line(el, text):
            base = _base_size(el, level)
            out.append(_Entry(text, level, alpha, base, [], el, base,
                              must_relate="headline" not in el.get("itemprop", ""), folded=text.casefold()))
    return out


def _block_texts(blocks: Blocks) -> dict[html.HtmlElement, str]:
    """The cleaned text of each heading that holds one block or none, read from the blocks: a
    block's text is its words joined by single spaces, as :func:`clean` joins them."""
    texts, opened, closed = blocks.texts, blocks.element_blocks_opened, blocks.element_blocks_closed
    known = {}
    for el, i in zip(blocks.marks.headings, blocks.heading_elements.tolist()):
        first, end = opened[i], closed[i]
        if end - first <= 1:  # several blocks (a <br> inside) are joined without the space between
            known[el] = texts[first] if end > first else ""
    return known


def _places(blocks: Blocks) -> BlockPlaces:
    """Where elements start, read from the blocks (headings' first blocks given)."""
    opened = zip(blocks.marks.headings, blocks.element_blocks_opened[blocks.heading_elements].tolist())
    return BlockPlaces(blocks.texts, blocks.elements, dict(opened))


def _links_home(el: html.HtmlElement) -> bool:
    """Whether an element's first link goes to the site's front page."""
    link = next(el.iter("a"), None)
    return link is not None and bool(_HOME_HREF.match(link.get("href", "x").strip()))


def _is_linked(el: html.HtmlElement, text: str) -> bool:
    """Whether all the text is link text: a teaser, a permalink or a banner."""
    return fold("".join(map(text_of, el.iter("a")))) == fold(text)


def _site_side(title: str, entries: Sequence[_Entry], names: frozenset[str],
               hosts: frozenset[str]) -> tuple[str, str] | None:
    """The parts at one end of the ``<title>`` that name the site, told by the page's
    headings, and the rest (the headline), or None. The rest must be the whole text of a
    heading that is no site furniture (the story's: "Seth's Blog: The false choice of
    mediocrity" over an entry heading "The false choice of mediocrity"), and no heading may
    show the end parts but the site's banner (furniture, or a first heading all link). Which
    side is the site is the point: a blog's banner h1 "Joy the Baker" is one side of "Joy
    the Baker | Chai-Spiced Cinnamon Rolls" as much as the story's heading is the other,
    and a title shown whole as a heading ("EDDIE ROSS - flower magazine") is the headline.
    The site's part has no more words than the rest: "Villa Galaxy - Ferienvilla in Florida"
    over an h1 "Villa Galaxy" is a name and what it is, both the headline. A rest that is the
    site's name by the ``names`` (og:site_name) or ``hosts`` keys (:func:`is_site_name`) is no
    headline.
    ``entries``: the heading candidates in document order, their cues not yet read."""
    pieces = title_parts(title)  # part, separator, part, ...
    if len(pieces) < 3:
        return None
    # Each separator splits the title in two; either side may be the site's.
    splits = [(clean("".join(pieces[:j])), clean("".join(pieces[j + 1:]))) for j in range(1, len(pieces), 2)]
    wanted = {fold(title), *(fold(side) for split in splits for side in split)}
    at: dict[str, list[int]] = {}  # the entries showing each wanted text
    for i, e in enumerate(entries):
        if e.folded in wanted:
            at.setdefault(e.folded, []).append(i)
    if not at or fold(title) in at:
        return None

    def banner(i: int, home: bool = False) -> bool:
        """Furniture, or a first heading that is all link (to the front page, when ``home``:
        an old blog's story heading is its permalink)."""
        el = entries[i].el
        return _is_chrome(el) or (i == 0 and _is_linked(el, entries[i].text) and (not home or _links_home(el)))

    for before, after in splits:
        for head, site in ((after, before), (before, after)):
            longer = len(site.split()) > len(head.split())
            if len(site) > MAX_SITE_NAME_CHARS or (longer and not _says_site(site)):
                continue  # a heading shorter than the rest shows the headline's first half
            story = [i for i in at.get(fold(head), ()) if not banner(i, home=True)]
            if longer:  # a site's side saying so: beside the story's own heading (h1, h2) only
                story = [i for i in story if entries[i].level <= STORY_LEVEL]
            # A headline may open with the site's name ("Skepchick Quickies 10.29 - Skepchick"):
            # beside a part that is that name exactly, it is no site name; nor, when it is not the
            # name exactly itself, beside a part the site's banner shows ("Inside Google Desktop:
            # Google Desktop Update", the first part the logo's <h1>: "EDDIE ROSS" on eddieross.com
            # stays the site's).
            keys = names | hosts
            named = is_site_name(head, names, hosts) and not (
                (site_key(site) in keys or (fold(site) in at and site_key(head) not in keys))
                and site_key(site) != site_key(head))
            if story and not named and all(map(banner, at.get(fold(site), ()))):
                return site, head
    return None


def _heading_in_title(title: str, entries: Sequence[_Entry], keys: frozenset[str]) -> str | None:
    """The story heading the ``<title>`` holds whole at one of its ends, the site's name beside it
    with no separator :func:`title_parts` knows: "» The biggest blogging mistake I ever made …
    Early Retirement Extreme: — a combination of simple living, ..." over an ``<h1>`` "The biggest
    blogging mistake I ever made …", "How to Spot an Instagram Junkie / Flowtown (@flowtown)",
    "Why should MG be left behind?, Best car reviews and ratings : SUVBlogger.com". The rest of
    the <title> must hold a site key (``keys``: the site's names and host keys) and either have
    the site's name next to the heading, separators aside, or hold fewer other words than the
    heading (a tagline, not the rest of a longer headline: "Headline. How to ... | by John C.
    Welch | Medium", "Title - Chapter 1 - Author - Fandom | ... [Archive of Our Own]"). The
    longest such heading of two words or more that is no site furniture, or None. (Read only when no heading
    shows what the site-name stripping kept of the <title>.)"""
    keys = frozenset(k for k in keys if len(k) >= MIN_SITE_KEY_CHARS)
    folded = fold(title)
    if not keys or not any(k in site_key(folded) for k in keys):
        return None
    found = None
    for i, e in enumerate(entries):
        text = e.folded  # cleaned: words joined by single spaces
        if len(text) >= len(folded) or (found is not None and len(text) <= len(found.text)):
            continue
        at = folded.find(text)
        if at < 0 or " " not in text:
            continue
        before, after = folded[:at], folded[at + len(text):]
        if (before and before[-1].isalnum()) or (after and after[0].isalnum()):
            continue  # inside a word
        if site_key(before):
            if site_key(after):
                continue  # in the middle: the site's name is at neither end beside it
            rest = before
            next_to = any(site_key(before).endswith(k) for k in keys)
        else:
            rest = after
            next_to = any(site_key(after).startswith(k) for k in keys)
        others = [w for w in rest.split() if site_key(w) and not any(site_key(w) in k or k in site_key(w)
                                                                     for k in keys)]
        if (any(k in site_key(rest) for k in keys) and not any(k in site_key(text) for k in keys)
                and (next_to or len(others) < len(text.split()))
                and e.el is not None and not _is_chrome(e.el) and not (i == 0 and _is_linked(e.el, e.text))):
            found = e
    return found.text if found is not None else None


def _without_site_after(text: str, headline: str | None, title: str, keys: frozenset[str]) -> str:
    """``text`` without the site's name and what follows it after the headline: a story heading
    whose element holds the blog's name and the day after the headline, a space between ("Climate change and NZ's
    freshwaters: NIWA presentation, Friday Waiology Jul 26" under the <title> "Climate change and
    NZ's freshwaters: NIWA presentation, Friday | Waiology") is the ``headline`` (the <title>'s,
    without its site part). The site's name is a site key (``keys``) or what the <title> has after
    the headline. Else ``text`` as it is."""
    if not headline or len(text) <= len(headline) or not text.casefold().startswith(headline.casefold()):
        return text
    rest = text[len(headline):]
    key = site_key(rest)
    if not (rest[0].isspace() and rest.lstrip()[:1].isalnum()) or not key:
        return text  # inside a word, or a separator: the heading's own subtitle ("Headline – Subtitle")
    cut = site_key(title[len(headline):]) if title.casefold().startswith(headline.casefold()) else ""
    return headline if any(len(k) >= MIN_SITE_KEY_CHARS and key.startswith(k) for k in {*keys, cut}) else text


def _says_site(side: str) -> bool:
    """Whether a side of the <title> ends in a word that says it is a site or a section of
    one ("Hacker Monthly Blog", "Time 4 talks » Blog Archiv"): beside the story's own heading,
    such a side names the site however many words the headline has (not beside an author box's
    "Dan Schawbel" under "Personal Branding Weekly and Social Proof | Personal Branding Blog -
    Dan Schawbel")."""
    words = side.split()
    return bool(words) and words[-1].casefold() in _SITE_WORDS


def _is_labelled(text: str, title: str) -> bool:
    """Whether ``text`` is the ``title`` whole with a label at one end, cut off by a separator
    ("Press Announcements - FDA approves a drug" over a <title> "FDA approves a drug"): a
    section's or the site's name, as short as a site name. A colon is no such cut: "Review:"
    or "By the numbers:" before a title is the headline's own kicker."""
    pieces = title_parts(text)
    if len(pieces) < 3:
        return False
    wanted = fold(title)
    for label, cut, rest in ((pieces[0], pieces[1], pieces[2:]), (pieces[-1], pieces[-2], pieces[:-2])):
        if (fold("".join(rest)) == wanted and len(label.split()) <= SITE_TAIL_MAX_WORDS
                and cut.strip() not in _COLONS):
            return True
    return False


def _article_start(first: html.HtmlElement | None) -> set[html.HtmlElement]:
    """The article's first block and its containers: text, never its headline."""
    return {first, *first.iterancestors()} if first is not None else set()


def _read_cues(e: _Entry, first: html.HtmlElement | None, near: LazyOffsets | None) -> None:
    """Replace the bounds of a candidate by its exact position and size cues."""
    if e.el is not None:
        e.alpha = _alpha(e.el, visible_length(e.text), first, near)
        e.size = _prominence(e.el, e.text, e.base) * e.boost
        e.el = None


def _q(m: float, e: _Entry) -> float:
    """The paper's Q, zero for a candidate unrelated to the page's titles.

    A larger m never gives a smaller Q, rounding included.
    """
    if e.must_relate and e.titles and m < MIN_RELATED_MATCH:
        return 0.0
    return (m + LAMBDA) * BETA ** (NON_HEADER_LEVEL - e.level) * (ALPHA_FLOOR + e.alpha) ** OMEGA * e.size


def _best(root: html.HtmlElement, pool: list[_Entry], first: html.HtmlElement | None,
          blocks: Blocks | None) -> str | None:
    """The text of the first candidate with the highest Q (the paper's score).

    Best first: candidates wait in a heap by an upper bound of their Q, at
    first with ``m`` from the lengths alone and the position and size cues at
    their most; reading an element's cues tightens its bound, and only a
    candidate still on top with a tight bound gets an edit distance. Once the
    top bound is below the best score (or only ties it from later in the
    page), no other candidate can win.
    """
    folded = [e.folded for e in pool]
    m_max = [max((match_bound(f, t) for t in e.titles), default=0.0) for f, e in zip(folded, pool)]
    bounds = [_q(m, e) * BOUND_MARGIN for m, e in zip(m_max, pool)]
    heap = [(-bound, i) for i, bound in enumerate(bounds)]
    heapq.heapify(heap)
    best: tuple[float, int] | None = None
    memo: dict[tuple[str, str], float] = {}  # teaser lists repeat texts
    near: LazyOffsets | None = None  # offsets from the article start
    while heap:
        bound, i = heapq.heappop(heap)
        bound = -bound
        if best is not None and (bound < best[0] or (bound == best[0] and i > best[1])):
            break
        e = pool[i]
        if e.el is not None:  # read its element; positions from the blocks, or once for all from one walk
            if near is None and first is not None:
                near = LazyOffsets(root, first, [c.el for c in pool if c.el is not None],
                                   _places(blocks) if blocks is not None else None, BEFORE_WINDOW, AFTER_WINDOW)
            _read_cues(e, first, near)
        if bound != _q(m_max[i], e) * BOUND_MARGIN:  # cues read since it was queued
            heapq.heappush(heap, (-_q(m_max[i], e) * BOUND_MARGIN, i))
            continue
        for t in e.titles:
            if (folded[i], t) not in memo:
                memo[folded[i], t] = folded_match_score(folded[i], t)
        score = _q(max((memo[folded[i], t] for t in e.titles), default=0.0), e)
        if score <= 0.0:
            continue  # unrelated to the page's titles: never the answer
        if best is None or score > best[0] or (score == best[0] and i < best[1]):
            best = (score, i)
    return pool[best[1]].text if best is not None else None


def find_title(root: html.HtmlElement, title_field: str | None, candidates: Sequence[str],
               first_content: html.HtmlElement | None, *, site_name: str | None = None,
               marks: Marks | None = None, url: str | None = None, blocks: Blocks | None = None) -> str | None:
    """The article's headline, or None when the page shows no title at all.

    ``candidates`` are declared headlines (og:title, twitter:title, JSON-LD);
    ``site_name`` (og:site_name) helps strip " | Site" from the answer.
    ``marks``, the tree's :class:`document.marks.Marks` (``Blocks.marks``), spares
    reading them from the tree again. ``url``, the page's: its host names the
    site too ("NDTV.com: Headline", "The Hindu : Business : Headline"). ``blocks``, the
    tree's segment (its marks are ``marks``): headings' texts and places are read from it.
    """
    marks = blocks.marks if blocks is not None else marks if marks is not None else tree_marks(root)
    titled, logos = marked_among(marks)
    entries = _dom_entries(root, marks.headings, titled, first_content, _block_texts(blocks) if blocks else {})
    # Soft hyphens go from the declared texts as from the headings (_dom_entries): a CMS writes
    # its hyphenation hints into og:title too ("Deutsch\u00adland"), where no browser hides them.
    raw_title = without_page_number(no_markup(clean(without_soft_hyphens(title_field or ""))))
    candidates = [without_soft_hyphens(c) if c and SOFT_HYPHEN in c else c for c in candidates]
    # A logo's text that a declared headline is belongs to a teaser's image: the story's, not the site's.
    headlines_declared = {fold(no_markup(clean(c))) for c in candidates}
    sites = [*(n for n in logo_names(logos) if fold(n) not in headlines_declared), *_home_headings(marks.headings),
             *([site_name] if site_name else [])]
    # A page without its URL: the host a <title> part is ("NDTV.com: Headline").
    hosts = host_keys(url) or title_hosts(raw_title)
    # Only the declared site name and the host say the rest names the site: a logo's alt may
    # be a teaser's headline, and strip_site_name then takes the headline for the site.
    side = _site_side(raw_title, entries, frozenset([site_key(site_name)] if site_name else []), hosts)
    sites += [side[0]] if side else []
    site_folds = {fold(s) for s in sites}
    names = frozenset(site_key(s) for s in sites)
    # A text twice as long as the longest site key (and the word a site name may add) is
    # no site name whatever its punctuation: most headings are not looked up at all.
    site_chars = 2 * (max(map(len, names | hosts), default=0) + SITE_KEY_EXTRA_CHARS)

    def stripped(text: str) -> str:
        return strip_site_parts(strip_site_name(text, sites), names, hosts)

    fields = [t for t in dict.fromkeys([raw_title, strip_site_name(raw_title, sites), stripped(raw_title)])
              if t and fold(t) not in site_folds and not is_site_name(t, names, hosts)]
    # A site part told by the headings is the site's whole part: what is left is the headline
    # ("Series - Part 49" keeps its "Part 49").
    fallback = side[1] if side else strip_unknown_site(fields[-1]) if fields else None
    declared = {fold(text): text for text in (stripped(no_markup(clean(c))) for c in candidates if clean(c))}
    # m is measured against the <title> field and, as further title fields the
    # page's author wrote, the declared headlines.
    titles = [fold(t) for t in fields + [t for f, t in declared.items() if f not in site_folds]]
    pool = []
    article_start = _article_start(first_content)
    opening = []  # headings the article text starts with: not candidates, but witnesses
    opening_texts: dict[str, str] = {}  # their texts, by folded text
    written = frozenset(declared) | frozenset(map(fold, fields))
    for e in entries:
        if e.level <= STORY_LEVEL and e.folded not in written:
            _cut_told_kicker(e, written)
            if e.folded not in written:
                _cut_told_tail(e, written)
        if e.el in article_start:
            opening.append(e.folded)
            opening_texts.setdefault(e.folded, e.text)
            # With no title to weigh headings against (the <title> names the site alone, nothing
            # declared), the heading the text opens with is the best witness there is: a candidate
            # against the comment form's "Leave a Reply" after the story.
            if titles and not _is_story_heading(e):
                continue
        if e.folded in site_folds or (len(e.text) <= site_chars and is_site_name(e.text, names, hosts)):
            continue  # the logo heading: a headline is never the site's name
        e.titles, e.boost = titles, DECLARED_BOOST if e.folded in declared else 1.0
        e.size = e.base * e.boost
        pool.append(e)
    shown = {e.folded for e in pool}
    if fallback and not side and fold(fallback) not in shown and fold(fallback) not in opening:
        # A <title> joining the story's heading to the site's name with no separator the parts know.
        fallback = _heading_in_title(raw_title, entries, names | hosts) or fallback
    alpha = NEUTRAL_ALPHA if first_content is None else UNPLACED_ALPHA
    pool += [_Entry(text, NON_HEADER_LEVEL, alpha, DECLARED_SIZE, titles)
             for fold_, text in declared.items() if fold_ not in shown and fold_ not in site_folds]
    if fallback:
        # The <title> cannot vouch for itself: its m comes from the declared headlines
        # and from a heading the article text starts with (shown, so never a candidate).
        # Shown as that heading, it is boosted as a declared text shown is: the story's own
        # heading beats a headline declared for social networks and shown nowhere.
        shown_boost = DECLARED_BOOST if fold(fallback) in opening else 1.0
        pool.append(_Entry(fallback, NON_HEADER_LEVEL, alpha, TITLE_FIELD_SIZE * shown_boost,
                           [fold(t) for t in declared.values()] + opening, must_relate=False))
    # The story's heading unrelated to every title the page declares, kept aside before _best
    # reads (and drops) the candidates' elements: see _shown_story_heading.
    unrelated = [(e, e.el) for e in pool if e.level == 1 and e.el is not None and e.must_relate and e.titles
                 and len(e.text.split()) >= STORY_HEADING_MIN_WORDS]
    best = _best(root, pool, first_content, blocks)
    if best is not None and first_content is not None and not _shows_parts(best, shown | set(opening)):
        # The <h1> the article text opens with is shown too: a witness above, a candidate here,
        # unless the answer holds it whole (the heading and a subtitle the <title> adds).
        folded = fold(best)
        opened = [e for e in entries if e.level == 1 and e.el in article_start and e.must_relate
                  and len(e.text.split()) >= STORY_HEADING_MIN_WORDS and e.folded not in site_folds
                  and e.folded not in folded] if titles else []
        if unrelated or opened:
            best = _shown_story_heading(root, unrelated, opened, first_content, blocks, logos) or best
    if best is None:
        return None
    best = _without_site_after(best, fallback, raw_title, names | hosts)
    kept = best if _shown_and_declared_whole(best, raw_title, headlines_declared, shown) else stripped(best)
    answer = _without_issue(_without_section(kept, raw_title), opening_texts)
    # Only the <title> as written: a guessed cut of it ("Headline - Subtitle" less its last
    # part) would take the answer's own subtitle for a label.
    return (fallback if fallback == raw_title and _is_labelled(answer, fallback) else answer) or None


def _shows_parts(text: str, shown: set[str]) -> bool:
    """Whether the page shows ``text``, or a part of it, as a heading of its own (``shown``: the
    headings' texts, folded): "Andy Stott: Luxury Problems" declared over the headings "Andy
    Stott" and "Luxury Problems" is what the page shows, in two elements."""
    folded = fold(text)
    return folded in shown or any(len(t) >= MIN_TITLE_CHARS and f" {t} " in f" {folded} " for t in shown)


def _shown_story_heading(root: html.HtmlElement, unrelated: Sequence[tuple[_Entry, html.HtmlElement]],
                         opened: Sequence[_Entry], first: html.HtmlElement,
                         blocks: Blocks | None, logos: Sequence[html.HtmlElement]) -> str | None:
    """The heading the page shows over its story when the answer is a headline it declares (or
    its <title>) and shows nowhere. A page writes its <title> and og:title for search engines and
    social networks ("Hitachi in U.K. Nuclear Bid" over the shown "Hitachi Set to Win Bid for U.K.
    Nuclear Venture"); the reader reads the story's heading. The one ``<h1>`` among:

    - those before the article text (``unrelated``: candidates that lost), no furniture, not all
      link, beside no logo, sharing almost nothing with the declared titles (below
      :data:`MIN_RELATED_MATCH`), right before the text (:data:`STORY_HEADING_ALPHA`) or, farther,
      with a box between (:data:`STORY_HEADING_FAR_ALPHA`: CNN's video strip between "The royal
      split, racism and family struggles: 11 things we learned ..." and its text);
    - those the article text opens with (``opened``: witnesses of the <title> so far), no
      furniture, related to the titles or not: a <title>
      and og:title "Industriestrompreis, Habeck: Druck um schnelle Entscheidung" over the text's
      "Industriestrompreis: kein Ende der Debatte".

    A shown heading near the text that the titles tell and that lost to them leaves the answer:
    it was weighed. Else None."""
    near = LazyOffsets(root, first, [el for _, el in unrelated], _places(blocks) if blocks is not None else None,
                       BEFORE_WINDOW, AFTER_WINDOW)
    found = [e.text for e in opened if not _is_chrome(e.el)]
    for e, el in unrelated:
        if _is_chrome(el) or _is_linked(el, e.text):
            continue
        alpha = _alpha(el, visible_length(e.text), first, near)
        if alpha < STORY_HEADING_ALPHA and (alpha < STORY_HEADING_FAR_ALPHA
                                            or IN_DOCUMENT_ORDER(root, elements=[el, first])[0] is not el):
            continue  # after the text, or a long way before it (a box of other stories between)
        parent = el.getparent()
        if parent is not None and any(logo is not el and parent in logo.iterancestors() for logo in logos):
            continue  # a banner's tagline under the site's logo ("Get More from Life")
        if max(folded_match_score(e.folded, t) for t in e.titles) >= MIN_RELATED_MATCH:
            return None  # a shown heading the titles tell lost to them: not this case
        found.append(e.text)
    return found[0] if len(set(found)) == 1 else None


def _shown_and_declared_whole(text: str, title: str, declared: frozenset[str] | set[str], shown: set[str]) -> bool:
    """Whether ``text`` is a heading the page shows (``shown``, folded) and declares as its headline
    (``declared``: the declared headlines as written, folded) alike, and the ``<title>`` is that text
    with a site part after it: "Nutty Nomads: Tripfilms Interview!" in an ``<h2>`` and the og:title
    under the <title> "Nutty Nomads: Tripfilms Interview! - nutty nomads blog". The <title> names
    the site at its end; the blog's name before the colon is the headline's own (a series), not a
    second site part to cut."""
    folded = fold(text)
    if folded not in declared or folded not in shown:
        return False
    whole = fold(title)
    if len(whole) <= len(folded) or not whole.startswith(folded):
        return False
    pieces = title_parts(title[len(text):]) if title.casefold().startswith(text.casefold()) else []
    return len(pieces) >= 3 and not pieces[0].strip()  # the heading, then a separator


def _is_story_heading(e: _Entry) -> bool:
    """Whether a heading the article text starts with may still be its headline: one the page
    marks as its headline (itemprop, or a class or id ending in "title" or "headline"). Where
    the text's first block falls depends on the body's decision; the story's marked heading stays
    a candidate either way ("Der Nervenkrieg um den Brexit geht in die nächste Runde" in an ``<h1
    class="title" itemprop="headline">`` under a <title> "Brexit: Nervenkrieg geht in nächste
    Runde"). An unmarked heading opening the text is a witness only, as the body's first words are."""
    return not e.must_relate or any(_HEADLINE_WORD.search(w) for w in _marks(e.el)[1])


def _without_issue(text: str, opening: Mapping[str, str]) -> str:
    """``text`` without the issue number after it ("Der historische Purzelbaum (2021/5)") when the
    heading the article text starts with shows it so (``opening``: those headings' texts by folded
    text): the number is the magazine's, the <title>'s and the declarations' addition. Else
    ``text`` as it is."""
    issue = _ISSUE.search(text)
    if issue is None:
        return text
    return opening.get(fold(text[:issue.start()].rstrip()), text)


def _without_section(text: str, title: str) -> str:
    """``text`` without a section's name before it ("Eintracht Presse : Eintracht Frankfurt
    stellt Weichen") when the <title> holds both as parts of its own, the section's after the
    headline ("Site - Eintracht Frankfurt stellt Weichen - Eintracht Presse - News") and not the
    heading whole: the page itself says the first part is a label, even after a colon. Else
    ``text`` as it is."""
    pieces = title_parts(text)
    if len(pieces) < 3 or len(pieces[0].split()) > SITE_TAIL_MAX_WORDS or fold(text) in fold(title):
        return text  # the <title> holds the heading whole: "Minecraft 1.8 - The Bountiful Update - ..."
    rest = "".join(pieces[2:]).strip()
    parts = [fold(part) for part in title_parts(title)[::2]]
    label, story = fold(pieces[0]), fold(rest)
    return rest if story in parts and label in parts[parts.index(story) + 1:] else text
