"""Stage: pagination. Find the link to the next page of a multi-page article.

Input: the FULL parsed tree of one page (``parse(html, url).root``, head
included so ``<link rel="next">`` is seen) and the page URL. Output: the
page's pagination links (:class:`PageLinks`), the best next-page and
previous-page candidates (:class:`NextPage` or ``None``), and
:func:`same_article`, the confirmation a crawler runs once it has fetched the
next page.

Method: Fan et al., "Article Clipper" (KDD 2011), section 2.5, four stages:
(1) group links into clusters; without rendering, a cluster is the smallest
nearby container holding several links (a pagination bar); (2) keep links whose
URL is the current URL with another page number and whose text or URL carries
page k+1 or a "next" phrase; (3) reject pages of comments, gallery images,
neighbouring articles and calendars, each for what it is: a link is judged
by its own text, class and URL (:mod:`pagetext` reads the texts, in many
languages), so a lone "Next page" stands among "Next image" and "Older
comments" links; (4) confirm: same title, different body. The pages of a
list of posts ("Older posts") or of comments (a forum thread) are pages of
a list, not of an article: taken only when asked for (``lists``). A list's
pager may also step to another path ("Next →" to a search URL), and its
"Older posts" / "Newer posts" go the way the page presents them
(:func:`_presented`); neither is read on an article's page. A list's pages
are the ones its pager shows: a head ``<link rel="next">`` that no anchor
repeats names an article's next page, not a list's.
The cues (same host, a number beyond the base URL, short text, "next" in text
or class, "prev"/"first"/"last" penalised, "pag" in an ancestor's class) echo
Readability's findNextPageLink and DOM Distiller's PagingLinksFinder.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from dataclasses import dataclass
from urllib.parse import parse_qsl, urldefrag, urlencode, urlsplit, urlunsplit

from lxml.html import HtmlElement

from ..document.urls import join
from ..lazyregex import compile_lazily
from .anchors import PageAnchors, page_anchors
from .candidates import (
    Anchor, Anchors, Link, add_elsewhere, anchors_to_pages, folded, page_number, read_links, shown_page,
)
from .linktext import decoy, is_first_or_last, later_in_time, mentioned_page, names_a_page, says
from .pageurls import PageUrls, Step

logger = logging.getLogger(__name__)

# Scores are additive points; a link is taken at MIN_LINK_SCORE. Values were
# set by hand on the fixture site, then checked on the tuning half of the
# autopager corpus (benchmarks/pagination.py).
REL_SCORE = 50.0  # rel=next/prev: the page's own declaration, enough by itself
PHRASE_SCORE = 35.0  # short link text "next", "weiter", "»"...
ATTR_SCORE = 20.0  # "next"/"prev" in the link's or its parent's class/id
# ... on a link that shows an icon and no words, label or image text ("<a class="next"><svg>"): its class
# is all it says, read as its text would be. An empty link keeps the weak cue (a script's or a stylesheet's
# arrow: enough inside a pager, not alone).
ICON_ATTR_SCORE = 35.0
NUMBER_TEXT_SCORE = 30.0  # text is k+1 inside a numbered bar
NUMBER_URL_SCORE = 20.0  # the URL's page number is k+1
OFFSET_URL_SCORE = 15.0  # the URL's item offset ("?start=30") moves forward
PAGER_SCORE = 15.0  # an ancestor's class/id says pagination ("pag", "pager")
ARTICLE_NAV_PENALTY = -40.0  # class like "next-post": next article, not page
OPPOSITE_PENALTY = -60.0  # a "prev" cue on a next candidate and vice versa
FIRST_LAST_PENALTY = -60.0  # "first"/"last" links jump, they do not step
MIN_LINK_SCORE = 50.0  # rel alone, or phrase + k+1 URL, or bar number + URL

SHINGLE_WORDS = 5  # word n-gram size for body overlap (Broder's shingles)
MAX_SHARED_SHINGLES = 0.5  # larger shared fraction: the same body again
MIN_PREFIX_TITLE_CHARS = 8  # a shorter title cannot match by prefix

# Class/id cues, matched against lower-cased "class id" strings.
# Bounded where a longer word would match: "folder", "preview", "background".
_NEXT_ATTR = compile_lazily(r"next|nxt|forward|\bolder")
_PREV_ATTR = compile_lazily(r"prev(?!iew)|newer|\bback\b")
# The box of an "Older posts" link says next or previous only by these words ("nav-next").
_BOX_NEXT = compile_lazily(r"next|nxt|forward")
_BOX_PREV = compile_lazily(r"prev(?!iew)|\bback\b")
# "page" alone is not one: "page-wrap" and "homepage" wrap whole pages.
_PAGER_ATTR = compile_lazily(r"paginat|pager|paging|page-?nav|page-?numbers|pages\b|pagn|pagelink")


@dataclass(frozen=True)
class _Direction:
    """The cues of one direction, next or previous."""

    rels: frozenset[str]
    attr: re.Pattern[str]


_NEXT = _Direction(frozenset({"next"}), _NEXT_ATTR)
_PREV = _Direction(frozenset({"prev", "previous"}), _PREV_ATTR)
# Article-to-article navigation (WordPress, Drupal, news templates).
# A "Read next" or "Up next" box offers the next story.
_ARTICLE_NAV_ATTR = compile_lazily(r"(?:next|prev(?:ious)?)[-_]?(?:post|article|story|entry)"
                               r"|post[-_]?nav|nav[-_](?:next|previous|prev)|related|(?:read|up)[-_]?next")
# Stage 3 rejections. Class/id, fragment and link text may say it freely; in a
# URL only a folder or a parameter counts ("/stocks-slide-again-2" is news).
_COMMENT_ATTR = compile_lazily(r"comment|kommentar|reply|replies|respond|disqus")
# A parameter naming comments pages them whatever else it says ("?comment_page=2", "&commentsPage=3").
_COMMENT_URL = compile_lazily(r"cpage=|comment-page|/comments?/|[?&](?:[\w-]*comment[\w-]*|replytocom)=", re.I)
_GALLERY_ATTR = compile_lazily(r"galler|slide|carousel|filmstrip|lightbox|photo|foto|picture|image|\bimg\b|bilder")
_GALLERY_URL = compile_lazily(r"/(?:galler(?:y|ies)|galerie|slideshows?|photos|fotos|bilder|pictures|images)/"
                          r"|[?&](?:slide|image|photo|img|pic)=", re.I)
_CALENDAR_ATTR = compile_lazily(r"calend|datepicker")
# Blog index pagers ("Older posts", Blogger's "blog-pager-older-link") step between lists of posts.
_LISTING_ATTR = compile_lazily(r"older|newer|blog-pager|more-posts|load-more")
# (The first branch never starts inside a run of its leading characters: one starting
# at the run's first character was tried before, and scans stay linear.)
# A list's pager stepping to another path goes to a list ("/search?updated-max=...", "/", a
# script's URL with its page); a path ending in a slug of words with no query is a story
# ("/2018/07/31/was-passiert-hier/", "/brokkoli-muffins/"): the next post, not the next page.
# A page word in the slug ("/comment-page-2", "/seite-2/") names a page, and a path that extends
# this page's ("story,nId,5,nPack,2") is this story's.
# A match starts where a run of letters does (the lookbehind): the leftmost match always
# did, and a search then tries each long run of letters once, not once a letter.
_STORY_SLUG = compile_lazily(r"(?<![^\W\d_])[^\W\d_]{3,}[-_][^\W\d_]{3,}[^/]*/?$")
_EXTENSION = compile_lazily(r"\.\w{1,5}$")  # "story.html" extended by "story.html/comment-page-2" or "story-2.html"
_PAGE_IN_SLUG = compile_lazily(r"(?:^|[-_/.,])(?:page|pages|seite|pagina|página|strona|sayfa|part|teil)(?:[-_/.,]|\d|$)", re.I)
# Drupal numbers the pagers of a page's lists in one parameter ("?page=0,1": the second list's
# page 2): a step of any but the first inside a view (Drupal's list markup, _VIEW_ATTR) is a
# teaser block's pager; outside one, the story's own pages may be numbered so (a paged article
# node on a site whose first pager is elsewhere: "next page ›" to "?page=0,1").
# Read as characters, not with a pattern: r"\d*(?:,\d*)+" costs a search quadratic time on long digit runs.
_PAGER_LIST_CHARACTERS = frozenset("0123456789,")
_VIEW_ATTR = compile_lazily(r"(?:^|\s)view(?:\s|$)|view-id-|views-element-container|block-views")
_TITLE_PAGE_MARK = compile_lazily(r"(?:(?<![\s\-–—|:·,])|(?![\s\-–—|:·,]))[\s\-–—|:·,]*[(\[]?\b(?:page|seite|pagina|página|part|teil)"
                              r"\s*\d+(?:\s*(?:of|von|de|di|/)\s*\d+)?[)\]]?|\(\d+\)|\s\d+/\d+", re.I)
_WORDS = compile_lazily(r"\w+")
# "Next: <the next page's heading>", a review's link to its next chapter: a direction, a colon, a title.
# To another story (another slug, or the next id of a script's story) the same words name that story
# (:mod:`linktext` reads a bare "Next: <headline>" so): they name a page only where the URL is this URL
# one page on or back, a page number being small (a story's id moving by one is a larger number).
# (Never starting inside a run of non-word characters: a search stays linear on long runs of them.)
_CHAPTER_LABEL = compile_lazily(r"(?:^|(?<=\w))\W*?\b(next|prev|previous)\s*:\s*\w")
# Pages of one article: a larger number moving by one is a story's id, and a bar showing a larger one
# ("1 2 3 … 91") pages a list (a forum's threads, a blog's posts), never an article (:mod:`..page.chain`).
MAX_CHAPTER_PAGE = 50
# A story served under another path than its pages' ("/article/720531/How_Big_Data_Will_Separate_Haves"
# whose "next page ›" goes to "/d/business-intelligence/how-big-data-will-separate-haves-206515?page=0,1",
# a feed's "/Mind-Matters/<slug>" whose bar goes to "/ideas/<slug>?page=2"): a link with a page parameter
# to a path whose last segment names the story in the same words is the pager of this page read under its
# other address, which the page is then read at (:func:`_alias`).
_PAGE_PARAMETER = compile_lazily(r"[?&](page|pg|pagina|página|seite|strona)=", re.I)
_SLUG_WORD = compile_lazily(r"[^\W\d_]{2,}")
_DIGITS = compile_lazily(r"\d+")
MIN_ALIAS_WORDS = 3  # fewer words in a path's last segment name no story ("/news/", "/index.php")
# ... but two words beside a story's id do ("most-expensive-240215"): a run of digits longer than a year's
MIN_ID_ALIAS_WORDS = 2
MIN_STORY_ID_DIGITS = 5
MIN_ALIAS_SHARED = 0.8  # share of the shorter slug's words the other one has: the same story's name
MAX_ALIASES = 2  # other addresses read: one is the rule, a second for a page whose links disagree


@dataclass(frozen=True)
class PageLinks:
    """All pagination links of a page, absolute URLs in document order."""

    next: tuple[str, ...]
    prev: tuple[str, ...]
    pages: tuple[str, ...]  # numbered page links


@dataclass(frozen=True)
class NextPage:
    """The best next-page link, its score and the cues behind it."""

    url: str
    score: float
    reason: str
    # Shown as a chapter of the article's contents list (a title at its place, not a number): such a list
    # may stand above the text it pages (see :mod:`..page.chain`).
    contents: bool = False
    # The highest page number of a bar showing the link (0: none): "1 2 3 … 91" pages a list (see
    # :mod:`..page.chain`).
    bar_last: int = 0


_NEXT_ARTICLE = "next article"  # the trap that vetoes a URL outright
_LISTING = "listing"  # a list of posts: a trap for an article, a page for a listing
_BOX = "box beside"  # the pager of a box of teasers beside the text or in a second list


def _story_elsewhere(link: Link, own: str) -> bool:
    """A link to another path that names another story (:data:`_STORY_SLUG`); ``own`` is the page's URL."""
    if not link.step.elsewhere:
        return False
    own_path = urlsplit(own).path
    split = urlsplit(link.page)
    slug = _STORY_SLUG.search(split.path)
    return (not split.query and slug is not None and not _PAGE_IN_SLUG.search(slug.group())
            and not split.path.startswith(_EXTENSION.sub("", own_path).rstrip("/")))


def _second_pager(url: str) -> bool:
    """A Drupal page parameter stepping a later list of the page (:data:`_PAGER_LIST_CHARACTERS`)."""
    if "," not in url and "%2c" not in url.lower():  # most URLs: no list of numbers to read
        return False
    for key, value in parse_qsl(urlsplit(url).query):
        if key.lower() == "page" and "," in value and _PAGER_LIST_CHARACTERS.issuperset(value):
            numbers = [int(n) if n else 0 for n in value.split(",")]
            return numbers[0] == 0 and any(numbers[1:])
    return False


# Stage 3 by the page's own address: a number of it that names an item, not a page, names another item
# when a link changes it: a parameter named as an id ("?id=4412", "?sid=", "?page_id=", "?articleID="),
# and WordPress's plain permalink "?p=1234" on the site's root (or its "/index.php"), where "?paged=2" or
# "&page=2" pages the post ("?p=2" beside a story's own path is its page two); on an article's page, also
# a "?p=" above any article's page number (MAX_CHAPTER_PAGE): WordPress installed in a folder, "/blog/?p=123".
_ITEM_SUFFIX = "id"
_ITEM_P = "p"
_ROOT_PATHS = frozenset({"/", "/index.php"})


def _item_numbers(own: str, lists: bool) -> dict[str, str]:
    """The parameters of the page's own address that name the item it shows (see above), by value; with
    ``lists``, a list's page may be numbered so ("?p=60" of a forum's threads)."""
    if "?" not in own:
        return {}
    split = urlsplit(own)
    root = split.path in _ROOT_PATHS or not split.path
    return {key: value for key, value in parse_qsl(split.query)
            if value.isdecimal() and (key.lower().endswith(_ITEM_SUFFIX) or (key == _ITEM_P and (
                root or (not lists and int(value) > MAX_CHAPTER_PAGE))))}


def _another_item(url: str, items: dict[str, str]) -> bool:
    """Whether ``url`` changes a parameter naming the page's item (:func:`_item_numbers`)."""
    if not items or "?" not in url:
        return False
    query = dict(parse_qsl(urlsplit(url).query))
    return any(key in query and query[key] != value for key, value in items.items())


def _label_decoy(link: Link) -> str | None:
    """The kind of neighbour a visible link's title or aria-label names: an arrow "›" titled "Next
    photo" steps through a gallery, whatever its text says (a link without text is read by its label
    already)."""
    if not link.visible:
        return None
    label = link.element.get("title") or link.element.get("aria-label")
    return decoy(folded(label)) if label else None


def _trap(link: Link, lists: bool, own: str = "", items: dict[str, str] | None = None) -> str | None:
    """Stage 3: why following this link would leave the article, or None.

    The link's class and id, its context's, its fragment and its URL say what
    it steps to; so does a short text naming what comes next ("Next image",
    "Older comments", "next month"), unless the text names a page, or the
    link's title naming it ("›" titled "Next photo"), and the
    heading of the section around it ("Comments (24)" over a pager of "2"
    and "Next »"). A box beside the text (an ``<aside>``, a sidebar) or a
    second list's Drupal pager steps through teasers; a list's link to
    another path that names a story is the next post, and a link changing
    the number that names the page's item in its address (``items``,
    :func:`_item_numbers`) another item. With
    ``lists``, a pager of a list of posts ("Older posts") or of comments is
    a page too.
    """
    url, fragment = urldefrag(link.url)
    attrs = f"{link.attrs} {link.context} {fragment.lower()}"
    kind = decoy(link.text) or _label_decoy(link)
    if not lists and (_COMMENT_ATTR.search(attrs) or _COMMENT_URL.search(url) or kind == "comment pages"
                      or decoy(link.section) == "comment pages"):
        return "comment pages"
    if _GALLERY_ATTR.search(attrs) or _GALLERY_URL.search(url) or kind == "gallery":
        return "gallery"
    if link.step.after_year or _CALENDAR_ATTR.search(attrs) or kind == "calendar":
        return "calendar"
    if (link.headline and not names_a_page(link.text)) or kind == _NEXT_ARTICLE or _story_elsewhere(link, own) \
            or (_ARTICLE_NAV_ATTR.search(attrs) and says(link.text, True) is None) or _another_item(url, items or {}):
        return _NEXT_ARTICLE
    if link.beside or (_second_pager(url) and _VIEW_ATTR.search(link.context)):
        return _BOX
    if not lists and (kind == _LISTING or (_LISTING_ATTR.search(link.attrs) and not names_a_page(link.text))):
        return _LISTING
    return None


_Cues = dict[str, tuple[float, str]]  # cue kind -> (points, human description)
# The cue of a link shown by its place in a contents list (Anchor.place), not by a number: worth a number's
# points and pooled in the number's slot (a URL is page k+1 once, however many lists show it), but a kind of
# its own, since a chapter of the contents may stand above the text it pages (NextPage.contents).
_CONTENTS = "contents"
_NUMBER = "number"
_POOLED_AS = {_CONTENTS: _NUMBER}  # cue kinds that share a slot when a URL's links pool their cues


def _bar_current(link: Link) -> int | None:
    """The current page k a link's number is read against: its bar's, else its URL's (not an offset's)."""
    if link.bar_current is not None:
        return link.bar_current
    return None if link.step.offset or link.step.elsewhere else link.step.current


def _number_cue(link: Link, delta: int) -> tuple[str, tuple[float, str]] | None:
    """The "number" cue, or the "contents" one: the link's text is page k+1 (k-1) of a numbered bar, or
    names it ("page 3"), or the link stands at that place of a contents list; the kind and the cue."""
    step, current = link.step, _bar_current(link)
    number = shown_page(link)
    if number is not None and link.numbered_bar and current is not None:
        if number != current + delta:
            return None
        if link.element.tag == "a" and page_number(link.text) is None:
            return _CONTENTS, (NUMBER_TEXT_SCORE, f"place in contents list {number}")
        return _NUMBER, (NUMBER_TEXT_SCORE, f"link text {number} in numbered bar")
    named = mentioned_page(link.text)
    if named is not None and not step.offset and not step.elsewhere and named == step.target == step.current + delta:
        return _NUMBER, (NUMBER_TEXT_SCORE, f"link text names page {named}")
    return None


def _another_bar_number(link: Link, delta: int) -> bool:
    """A number of a numbered bar that is not k+1 (k-1): a jump, never the neighbouring page."""
    number, current = shown_page(link), _bar_current(link)
    return number is not None and link.numbered_bar and current is not None and number != current + delta


def _presented(link: Link, lists: bool) -> bool | None:
    """With ``lists``, the direction an "Older posts" / "Newer posts" link is presented in (True: next):
    its box's ("nav-next"), else time's, newer being next as the autopager labels have it (WordPress
    puts "Newer posts →" in "nav-next", Blogger "Newer Posts" on its pager's left); None for any
    other link, whose direction its page number gives."""
    later = later_in_time(link.text) if lists else None
    if later is None:
        return None
    forward, backward = bool(_BOX_NEXT.search(link.attrs)), bool(_BOX_PREV.search(link.attrs))
    return forward if forward != backward else later


def _direction_cues(link: Link, forward: bool, presented: bool | None) -> _Cues:
    """What the link itself says of its direction: its rel, its text, its class and id."""
    want, other = (_NEXT, _PREV) if forward else (_PREV, _NEXT)
    cues: _Cues = {}
    if link.rel & want.rels:
        cues["rel"] = (REL_SCORE, f"rel={min(link.rel & want.rels)}")
    said = says(link.text, forward) if presented is None else presented == forward
    if said is None and presented is None:
        said = _chapter_label(link, forward)
    if said is not None:
        cues["text"] = (PHRASE_SCORE, f"link text {link.text!r}") if said else (
            OPPOSITE_PENALTY, f"opposite text {link.text!r}")
    if is_first_or_last(link.text):
        cues["first/last"] = (FIRST_LAST_PENALTY, f"first/last text {link.text!r}")
    # An "Older posts" link's class says "older" again: only its box's next or previous counts.
    if (want.attr if presented is None else _BOX_NEXT if forward else _BOX_PREV).search(link.attrs):
        cues["class"] = (ICON_ATTR_SCORE, "class/id of an icon link") if _icon_only(link) else (ATTR_SCORE, "class/id")
    elif presented is None and other.attr.search(link.attrs):
        cues["opposite class"] = (OPPOSITE_PENALTY, "opposite class/id")
    return cues


def _icon_only(anchor: Anchor) -> bool:
    """A link holding an element (an icon) and no words, label or image text (:data:`ICON_ATTR_SCORE`)."""
    return not anchor.text and len(anchor.element) > 0


def _chapter_label(link: Link, forward: bool) -> bool | None:
    """Whether a "Next: <chapter>" ("Previous: <chapter>") link says the wanted direction: only to this
    URL one page on or back (:data:`_CHAPTER_LABEL`); None for any other text or URL."""
    label = _CHAPTER_LABEL.match(link.text)
    step = link.step
    if (label is None or link.headline or step.elsewhere or step.offset or abs(step.target - step.current) != 1
            or max(step.target, step.current) > MAX_CHAPTER_PAGE):
        return None
    return (label.group(1) == "next") == forward


def _score(link: Link, forward: bool, lists: bool = False) -> _Cues | None:
    """The cues for ``link`` being the next (or previous) page; None rejects it.

    With ``lists``, an "Older posts" or "Newer posts" link goes the way it
    is presented (:func:`_presented`), whichever way its page number goes.
    """
    step, delta = link.step, (1 if forward else -1)
    presented = _presented(link, lists)
    if step.target == step.current or ((step.target > step.current) if presented is None else presented) != forward:
        return None
    cues = _direction_cues(link, forward, presented)
    if _another_bar_number(link, delta):
        return None
    number = _number_cue(link, delta)
    if number is not None:
        kind, cue = number
        cues[kind] = cue
    # A link to another path (:func:`pagelinks.add_elsewhere`): its URL tells nothing.
    if not step.elsewhere and step.target == step.current + delta:
        cues["url"] = (NUMBER_URL_SCORE, f"URL page {step.target}")
    elif step.offset:  # the direction is all an item offset tells
        cues["url"] = (OFFSET_URL_SCORE, f"URL offset {step.target}")
    if _PAGER_ATTR.search(link.context + " " + link.attrs):
        cues["pager"] = (PAGER_SCORE, "pager container")
    # A link to another path says "next" by its text alone: its class or its pager box must agree.
    if step.elsewhere and not cues.keys() & {"rel", "class", "pager"}:
        return None
    # A text naming a page outweighs the class of the list it sits in; "Newer posts" steps between lists.
    if (_ARTICLE_NAV_ATTR.search(link.attrs + " " + link.context) and not names_a_page(link.text)
            and presented is None):
        cues["article nav"] = (ARTICLE_NAV_PENALTY, "article navigation")
    return cues


class _Judged:
    """Links with what does not depend on the direction: their stage-3 trap and their URL without fragment."""

    def __init__(self, links: list[Link], lists: bool = False, own: str = "") -> None:
        self.links, self.lists = links, lists
        items = _item_numbers(own, lists)
        self.traps = [_trap(link, lists, own, items) for link in links]
        self.pages = [link.page for link in links]
        # One link showing a neighbouring article's headline vetoes its URL, even
        # when a <link rel=next> in the head points there too (old WordPress).
        self.vetoed = {page for page, trap in zip(self.pages, self.traps) if trap == _NEXT_ARTICLE}
        self.reach: dict[str, int] = {}  # URL without fragment -> the highest number of a bar showing it
        for link, page in zip(links, self.pages):
            if link.bar_last > self.reach.get(page, 0):
                self.reach[page] = link.bar_last


def _ranked(judged: _Judged, forward: bool) -> list[NextPage]:
    """URLs taken as next (or previous) page, best first, ties in document order.

    The links to one URL pool their cues (a bar's "3" and a "next" link agree),
    each kind counted once; a link whose own cues add up to nothing or less
    (a "last" link) does not take part.
    """
    # URL without fragment -> first URL, its cues by slot (:data:`_POOLED_AS`): the kind and the cue
    pooled: dict[str, tuple[str, dict[str, tuple[str, tuple[float, str]]]]] = {}
    shown: dict[str, str] = {}  # URL without fragment -> the first anchor's URL
    for link, trap, page in zip(judged.links, judged.traps, judged.pages):
        cues = _score(link, forward, judged.lists)
        if cues is None and trap is None:  # not a link in this direction: nothing to report
            continue
        if cues is None or trap is not None or page in judged.vetoed or sum(p for p, _ in cues.values()) <= 0:
            logger.debug("pagination: %s not taken as the %s page (%s)", link.url,
                         "next" if forward else "previous", trap or ("vetoed" if page in judged.vetoed else cues))
            continue
        url, merged = pooled.setdefault(page, (link.url, {}))
        if link.element.tag == "a":
            shown.setdefault(page, link.url)
        for kind, (points, why) in cues.items():
            slot = _POOLED_AS.get(kind, kind)
            if slot not in merged or abs(points) > abs(merged[slot][1][0]):
                merged[slot] = (kind, (points, why))
    if judged.lists:  # a list's pages are those its pager shows: a head <link> alone names none
        pooled = {page: (shown[page], cues) for page, (_, cues) in pooled.items() if page in shown}
    found = [NextPage(url, sum(p for _, (p, _) in cues.values()), ", ".join(why for _, (_, why) in cues.values()),
                      any(kind == _CONTENTS for kind, _ in cues.values()), judged.reach.get(page, 0))
             for page, (url, cues) in pooled.items()]
    return sorted((page for page in found if page.score >= MIN_LINK_SCORE), key=lambda page: -page.score)


def _own_cues(anchor: Anchor) -> dict[str, float]:
    """The most points each kind of :func:`_score`'s cues read off a link itself could give it, in either
    direction: its rel, its text ("next", "»", a number), its and its parent's class or id; a pager
    container and a numbered bar around it assumed, penalties left out."""
    text = anchor.text
    best = {"pager": PAGER_SCORE}
    if anchor.rel & (_NEXT.rels | _PREV.rels):
        best["rel"] = REL_SCORE
    if says(text, True) is not None or _CHAPTER_LABEL.match(text):  # a next or a previous phrase
        best["text"] = PHRASE_SCORE
    if _NEXT_ATTR.search(anchor.attrs) or _PREV_ATTR.search(anchor.attrs):
        best["class"] = ICON_ATTR_SCORE if _icon_only(anchor) else ATTR_SCORE
    # A place in a contents list pools in the number's slot (:data:`_POOLED_AS`).
    if page_number(text) is not None or anchor.place is not None or mentioned_page(text) is not None:
        best[_NUMBER] = NUMBER_TEXT_SCORE
    return best


def _url_cue(step: Step) -> dict[str, float]:
    """The points :func:`_score` could give a link for its URL's step, in either direction."""
    if abs(step.target - step.current) == 1:
        return {"url": NUMBER_URL_SCORE}
    return {"url": OFFSET_URL_SCORE} if step.offset else {}


def _contenders(found: Anchors) -> list[Anchor]:
    """The anchors to URLs whose links together could reach MIN_LINK_SCORE, in order.

    A URL's score pools its links' cues, each kind once, so the best points of
    every kind any of its links could bring bound it from above; and a link's
    trap vetoes only its own URL. The other URLs can never be taken: the
    costly part of reading a link (its cluster, bar and context) is skipped
    for theirs. On a news page those are most: the dozens of links to other
    stories whose URLs differ from this one's in a number only. First without
    the URLs' steps (the best step adds NUMBER_URL_SCORE), then with them, for
    the URLs still in the running (a step is read with urllib).
    """
    cues = [_own_cues(anchor) for anchor in found.anchors]
    own: dict[str, dict[str, float]] = {}
    for anchor, its_own in zip(found.anchors, cues):
        _pool(own.setdefault(anchor.page, {}), its_own)
    running = {page for page, kinds in own.items() if sum(kinds.values()) + NUMBER_URL_SCORE >= MIN_LINK_SCORE}
    best: dict[str, dict[str, float]] = {}
    for anchor, its_own in zip(found.anchors, cues):
        if anchor.page in running and (step := found.step_of(anchor)) is not None:
            _pool(best.setdefault(anchor.page, {}), {**its_own, **_url_cue(step)})
    taken = {page for page, kinds in best.items() if sum(kinds.values()) >= MIN_LINK_SCORE}
    return [anchor for anchor in found.anchors if anchor.page in taken]


def _pool(kinds: dict[str, float], cues: dict[str, float]) -> None:
    """Each kind's best points so far, as :func:`_ranked` pools a URL's cues (each kind once)."""
    for kind, points in cues.items():
        if points > kinds.get(kind, 0.0):
            kinds[kind] = points


def find_page_links(root: HtmlElement, url: str, lists: bool = False) -> PageLinks:
    """All pagination links of the page: next, previous and numbered pages of this article (with
    ``lists``, also of a list of posts or comments). Read at the page's other address as
    :func:`find_neighbour_pages` reads it, for the kinds of links the page lacks at its own."""
    found = anchors_to_pages(root, url)
    links = _page_links(_Judged(read_links(add_elsewhere(root, found) if lists else found), lists, found.own))
    if (not links.next or not links.prev) and found.pages is not None:  # None: the URL cannot be read
        for alias in _aliases(found):
            other = anchors_to_pages(root, alias)
            more = _page_links(_Judged(read_links(other), lists, other.own))
            links = PageLinks(links.next or more.next, links.prev or more.prev, links.pages or more.pages)
    return links


def _page_links(judged: _Judged) -> PageLinks:
    """The next, previous and numbered pages among the judged links, in document order."""
    pages = [link.url for link, trap in zip(judged.links, judged.traps)
             if link.numbered_bar and page_number(link.text) is not None and trap is None]
    order = {u: i for i, u in reversed(list(enumerate(link.url for link in judged.links)))}
    nexts = sorted((page.url for page in _ranked(judged, True)), key=order.__getitem__)
    prevs = sorted((page.url for page in _ranked(judged, False)), key=order.__getitem__)
    return PageLinks(tuple(nexts), tuple(prevs), tuple(dict.fromkeys(pages)))


def find_neighbour_pages(root: HtmlElement, url: str, lists: bool = False,
                         page: PageAnchors | None = None) -> tuple[NextPage | None, NextPage | None]:
    """The links to the next and to the previous page of this article, each or None; with ``lists``,
    of this page, also when it lists posts or comments (its "Older posts" and "Newer posts" then
    count: see :func:`_presented`).

    One pass over the links serves both directions: a crawler needs the next
    page to follow and the previous one to tell page 2 reached directly. Only
    the links to URLs that could be taken are read in full (:func:`_contenders`).
    ``page`` is the tree's links when the print link has gathered them already.
    """
    page = page_anchors(root) if page is None else page
    found = anchors_to_pages(root, url, with_self=False, page=page)
    if lists:
        found = add_elsewhere(root, found)
    judged = _Judged(read_links(found, _contenders(found)), lists, found.own)
    nexts, prevs = _ranked(judged, True), _ranked(judged, False)
    if (not nexts or not prevs) and found.pages is not None:  # None: the page's URL cannot be read
        # Read at its other address (:func:`_aliases`), the page may show the neighbours this one lacks.
        for alias in _aliases(found):
            other = anchors_to_pages(root, alias, with_self=False, page=page)
            judged = _Judged(read_links(other, _contenders(other)), lists, other.own)
            nexts, prevs = nexts or _ranked(judged, True), prevs or _ranked(judged, False)
    return (nexts[0] if nexts else None), (prevs[0] if prevs else None)


def _slug_words(path: str) -> set[str]:
    """The words of a path's last segment, its extension left out ("how-big-data-206515" -> how, big, data),
    when they name a story: at least MIN_ALIAS_WORDS, or MIN_ID_ALIAS_WORDS beside a story's id (a run of
    MIN_STORY_ID_DIGITS digits: "most-expensive-240215"); else none."""
    segment = path.rstrip("/").rsplit("/", 1)[-1].rsplit(".", 1)[0]
    words = set(_SLUG_WORD.findall(segment.lower()))
    if len(words) >= MIN_ALIAS_WORDS or (len(words) >= MIN_ID_ALIAS_WORDS
                                         and any(len(run) >= MIN_STORY_ID_DIGITS for run in _DIGITS.findall(segment))):
        return words
    return set()


def _aliases(found: Anchors) -> list[str]:
    """The page's other addresses, where its pager's links are: for each link on this host to another
    path whose last segment names the story in the same words as this page's (:func:`_slug_words`), its
    URL without its page parameter when it has one ("/ideas/<slug>?page=2": the pages of "/ideas/<slug>"),
    else this page's last segment in that link's folder ("previous page" to "/other-section/<slug>/" from
    "/section/<slug>-p2/": this page is "/other-section/<slug>-p2/" there); at most MAX_ALIASES, in order."""
    own_split = urlsplit(found.own)
    own_path = own_split.path
    own_words = _slug_words(own_path)
    if not own_words:
        return []
    key = max(own_words, key=len)  # in every href of the same story: most hrefs are ruled out by it alone
    own_folder, own_segment = _folder_and_segment(own_path)
    aliases: list[str] = []
    for href in found.hrefs:
        if key not in href.lower() or (target := join(found.base, href)) is None:
            continue
        try:
            split = urlsplit(target)
        except ValueError:
            continue
        if split.netloc != own_split.netloc or split.path == own_path:
            continue
        words = _slug_words(split.path)
        if not words or len(own_words & words) < MIN_ALIAS_SHARED * min(len(own_words), len(words)):
            continue
        pairs = parse_qsl(split.query, keep_blank_values=True)
        query = [(k, v) for k, v in pairs if not _PAGE_PARAMETER.fullmatch(f"?{k}=")]
        folder, segment = _folder_and_segment(split.path)
        if len(query) < len(pairs):
            alias = urlunsplit((split.scheme, split.netloc, split.path, urlencode(query), ""))
        # The same segment is this page elsewhere ("/amp/<slug>/"); folders apart by numbers alone are dates
        # ("/2012/10/04/<series>-6/" then "/2012/10/08/<series>-7/": the next post of a series).
        elif segment.rstrip("/") != own_segment.rstrip("/") and _DIGITS.sub("", folder) != _DIGITS.sub("", own_folder):
            alias = urlunsplit((split.scheme, split.netloc, folder + own_segment, own_split.query, ""))
        else:
            continue
        # Read again only where the link is another page of the alias (most links to the story are not).
        if alias in aliases or alias == found.own or (pages := PageUrls.of(alias, found.base)) is None \
                or (located := pages.locate(href)) is None or pages.step_of(*located) is None:
            continue
        aliases.append(alias)
        if len(aliases) == MAX_ALIASES:
            break
    return aliases


def _folder_and_segment(path: str) -> tuple[str, str]:
    """A path's folder (up to its last "/" before the last segment) and its last segment, its "/" kept."""
    stripped = path.rstrip("/")
    cut = stripped.rfind("/") + 1
    return stripped[:cut], path[cut:]


def find_next_page(root: HtmlElement, url: str, lists: bool = False) -> NextPage | None:
    """The link to the next page of this article (with ``lists``, of this page), or None."""
    return find_neighbour_pages(root, url, lists)[0]


def _title_key(title: str | None) -> str:
    text = _TITLE_PAGE_MARK.sub(" ", unicodedata.normalize("NFKC", title or "").lower())
    return " ".join(_WORDS.findall(text))


def _shingles(text: str) -> set[tuple[str, ...]]:
    words = _WORDS.findall(text.lower())
    size = min(SHINGLE_WORDS, len(words))
    return {tuple(words[i:i + size]) for i in range(len(words) - size + 1)} if size else set()


def same_article(title_a: str | None, text_a: str, title_b: str | None, text_b: str) -> bool:
    """Stage 4: whether page b continues page a: same title, different body.

    Titles match when equal or one extends the other, once page marks ("- Page
    2", "(2)", "2/3") are dropped; a missing title cannot confirm anything.
    Bodies differ when they share under MAX_SHARED_SHINGLES of the shorter
    body's word 5-grams, so a page served again under another URL is refused.
    """
    key_a, key_b = _title_key(title_a), _title_key(title_b)
    short, long_ = sorted((key_a, key_b), key=len)
    if not short or not (short == long_ or (
            len(short) >= MIN_PREFIX_TITLE_CHARS and long_.startswith(short + " "))):
        return False
    shingles_a, shingles_b = _shingles(text_a), _shingles(text_b)
    if not shingles_a or not shingles_b:
        return False
    shared = len(shingles_a & shingles_b) / min(len(shingles_a), len(shingles_b))
    return shared < MAX_SHARED_SHINGLES
