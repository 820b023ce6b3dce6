"""Stages 1-2 of next-page detection: a page's links to other pages of the same URL.

Stage: pagination (a helper of :mod:`pagination`). Input: the FULL parsed
tree of one page and its URL. Output: one :class:`Link` per anchor or
``<link rel=next/prev>`` whose URL is the current URL with another page
number, in document order, with what the later stages read: its text, the
class and id around it, and whether it sits in a numbered pagination bar
(Article Clipper's link clusters, Fan et al., KDD 2011, sec. 2.5). In two
steps: :func:`anchors_to_pages` reads each such link by itself
(:class:`Anchor`), :func:`read_links` adds what its surroundings say, for
all anchors or only those a caller still needs.

Speed: the page's links come from one walk shared with the print link
(:mod:`anchors`); their hrefs are ruled out by :class:`PageUrls` without
urllib, and clusters are counted only for the few links that remain.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection
from dataclasses import dataclass
from itertools import islice
from urllib.parse import urldefrag, urlencode

from lxml.etree import Element, XPath
from lxml.html import HtmlElement

from ..content.hints import class_and_id
from ..document.positions import text_of
from ..document.urls import join, may_join_to, without_fragment
from ..lazyregex import compile_lazily
from .anchors import DATA_HREF, PageAnchors, page_anchors
from .linktext import says
from .pageurls import ELSEWHERE, PAGE_PARAM, SELF, PageUrls, Step, file_extension

HEADLINE_WORDS = 8  # more words in a link: another article's headline
CLUSTER_DEPTH = 3  # ancestors searched for a link cluster (a bar is shallow)
MAX_CLUSTER_LINKS = 60  # a container with more links is a menu, not a bar
MIN_BAR_NUMBERS = 2  # numeric items that make a cluster a numbered bar
MAX_LONE_BAR_ELEMENTS = 24  # a larger parent of a lone link is a block of text, never a bar of a few pages
CONTEXT_DEPTH = 4  # ancestors whose class/id give the link's context

# A numbered link: "3", "[3]", "page 3", "Seite 3".
# (Never starting inside a run of spaces: linear on long runs, as fullmatch uses it.)
_NUMBER_TEXT = compile_lazily(r"(?:(?<!\s)|(?!\s))[\[(]?(?:page|seite|pagina|página|p\.)?\s*(\d{1,4}|\d{1,3}(?:[,. ]\d{3})+)[\])]?",
                          re.I)
_THOUSANDS = compile_lazily(r"[,. ]")  # "1,094" is page 1094

# A bar marks its current page by a class or by not linking it.
_CURRENT_ATTR = compile_lazily(r"current|active|selected")
# Links that can carry pagination: anchors, and <link rel=next/prev> in the head
# (walked by tag in C where a list's pager is sought beyond the page's own URL).
_PAGING_TAGS = ("a", "link")
# A cluster's paging elements: anchors and next/prev <link>s up to CLUSTER_DEPTH
# levels below it (counted only for the few links that are another page).
_CLUSTER_LINKS = XPath("count(a[@href] | */a[@href] | */*/a[@href] | (link | */link | */*/link)[@href]"
                       "[contains(concat(' ', translate(@rel, 'NEXTPRVIOU', 'nextprviou'), ' '), ' next ')"
                       " or contains(concat(' ', translate(@rel, 'NEXTPRVIOU', 'nextprviou'), ' '), ' prev')])")
# Containers that hold the whole article: their class speaks for the article ("format-gallery",
# "has-comments"), not for one link inside it, so a link's context stops below them. So does the
# container of the page's headline (an ancestor of its first <h1>: a later one may head the comments).
_ARTICLE_TAGS = frozenset({"article", "main", "body", "html"})
# A page jumper's options are a numbered bar whose current page is the page's own (its URL's).
_OPTION = "option"
# An option's value that is a page's file in this folder ("story.html", the jumper's page one) is a URL
# as much as one with a "/" or a "?"; a bare number is one a script reads. None of these are in a file name.
_NOT_IN_FILE_NAMES = frozenset("#: \t\n")
_NO_PAGE_VALUES = ("", "#")  # an option valued so (by its first character) is a jumper's prompt ("Go to page")
_Bar = tuple[bool, int | None, int]  # a numbered bar or not, its current page, its highest number (0: none)
_OPTION_BAR: _Bar = (True, None, 0)
_NO_BAR: _Bar = (False, None, 0)
# A page menu in a GET form ("Jump to page" <select name="page"> of numbers, a "Go" button): a browser
# sends the form to its action with the select's name and the chosen value (and the hidden inputs), so
# an option's number is the URL "<action>?page=N". Only a select named as a page parameter is one.
_FORM = "form"
_GET = "get"
_HIDDEN = "hidden"
# A contents list of a paged article (chapter titles, "1. The storm"): a list whose items each link to
# the page of their place, but for the page's own, unlinked or linked to itself. Its links show their
# place as a page jumper's options do. Longer lists are menus.
_LIST_TAGS = frozenset({"ul", "ol"})
_ITEM = "li"
MAX_CONTENTS_ITEMS = 30
# The rels of a link to the next or the previous page.
_RELS = frozenset({"next", "prev", "previous"})
# Headings that open a section ("<section><h2>Comments (24)</h2>..."): they name what the
# section holds when no class does.
_HEADINGS = frozenset({"h2", "h3", "h4", "h5", "h6"})
# A box beside the article or the list: an <aside>, a container its class or id calls a
# sidebar or a rail (news templates' "right-rail", BEM's "o-rail"), or a Drupal view placed
# as a block ("block-views-block-multimedia-block-5": the page's own list is the main block,
# "block-system-main-block"). Its pager steps through its own teasers ("Briefs: › 2"), never
# through the page's text.
_BESIDE_TAG = "aside"
# A bar's label with the current page in one text ("Pages: 1", "Seiten: 1").
_LABELLED_NUMBER = compile_lazily(r"(?:pages?|seiten?|pagina|páginas?|strona|strony)\s*:?\s*(\d{1,4})")
_PAGE_TAGS = frozenset({"body", "html"})  # their classes describe the layout ("sidebar-left"), not a box
_BESIDE_ATTR = compile_lazily(r"(?:^|\s)(?:sidebar|side-bar|sidebar-(?:left|right|first|second|\d))(?:\s|$)"
                          r"|(?:^|\s)(?:[\w-]*[-_])?rail(?:[-_](?:left|right|first|second|\d))?(?:\s|$)"
                          r"|block-views-?block")


# An icon's name says which way it points ("fa-chevron-right", "icon-arrow-left", "bi-caret-right-fill",
# "dashicons-arrow-right-alt2", an SVG sprite's "#icon-angle-right"): a link showing only such an icon
# says what the glyph "›" ("‹") would.
_ICON_ARROW = compile_lazily(r"(?:chevron|angle|arrow|caret|triangle)s?[-_](?:double[-_]|circle[-_])?(right|left)")
_ICON_GLYPHS = {"right": "›", "left": "‹"}
_ICON_REFERENCES = ("class", "xlink:href", "href")  # where an icon font's or a sprite's icon is named


def folded(text: str) -> str:
    """A link's or a heading's words as they are compared: spaces collapsed, NFKC, lower-cased."""
    return unicodedata.normalize("NFKC", " ".join(text.split())).lower()


def _text(a: HtmlElement) -> tuple[str, bool]:
    """The link's text, lower-cased, and whether it is visible (not a label)."""
    text = text_of(a)
    visible = bool(text.split())
    if not visible:  # image links: the alt or a label says what the arrow means
        labels = a.xpath(".//img/@alt") + [a.get("aria-label"), a.get("title")]
        text = next((x for x in labels if x and x.strip()), "") or _icon(a)
    return folded(text), visible


def _icon(a: HtmlElement) -> str:
    """The glyph of the arrow an icon inside a link names (:data:`_ICON_ARROW`), else ""."""
    for el in a.iterdescendants(Element):
        for name in _ICON_REFERENCES:
            value = el.get(name)
            if value and (arrow := _ICON_ARROW.search(value.lower())) is not None:
                return _ICON_GLYPHS[arrow.group(1)]
    return ""


def page_number(text: str) -> int | None:
    match = _NUMBER_TEXT.fullmatch(text)
    return int(_THOUSANDS.sub("", match.group(1))) if match else None


def shown_page(anchor: Anchor) -> int | None:
    """The page a link shows: the number of its text ("3", "page 3"), else its place in a page jumper
    (:attr:`Anchor.place`)."""
    number = page_number(anchor.text)
    return anchor.place if number is None else number


def _cluster(a: HtmlElement, counts: dict[HtmlElement, int]) -> HtmlElement | None:
    """Stage 1: the nearest ancestor that groups this link with a few others.

    ``counts`` keeps the paging elements counted under each ancestor so far.
    """
    for anc in islice(a.iterancestors(), CLUSTER_DEPTH):
        if anc not in counts:
            counts[anc] = int(_CLUSTER_LINKS(anc))
        if 2 <= counts[anc] <= MAX_CLUSTER_LINKS:
            return anc
    return None


def _is_paging_rel(rel: str | None) -> bool:
    """rel="next" or "prev"/"previous" (any case) on a <link>."""
    return rel is not None and (" next " in f" {rel.lower()} " or " prev" in f" {rel.lower()}")


def _shown_number(el: HtmlElement) -> int | None:
    """The page number an element's own text shows: "3", or the current page after a bar's label
    ("Pages: 1 <a>2</a>", WordPress's two-page posts)."""
    text = " ".join((el.text or "").split()).lower()
    number = page_number(text)
    if number is None and el.tag != "a" and (labelled := _LABELLED_NUMBER.fullmatch(text)):
        return int(labelled.group(1))
    return number


def _bar_current(bar: HtmlElement, own_url: str, base: str) -> _Bar:
    """Whether a cluster is a numbered bar, the page it marks as current and the highest number it shows.

    The current page is a number shown unlinked, linked to this page or with a
    "current" class, next to a linked number ("Page 3 of 137" is not a page).
    """
    linked, current = set(), []
    for el in bar.iter():
        n = _shown_number(el) if isinstance(el.tag, str) else None
        if n is None:
            continue
        link = el if el.tag == "a" else next(el.iterancestors("a"), None)
        written = link.get("href", "").strip() if link is not None else ""
        # Most of a bar's links end otherwise than this page's URL: no urljoin for them (may_join_to).
        target = join(base, written) if link is not None and may_join_to(written.split("#", 1)[0], own_url) else None
        href = without_fragment(target) if target is not None else ""
        if (link is None or href == own_url
                or _CURRENT_ATTR.search(f"{class_and_id(link)} {class_and_id(link.getparent())}")):
            current.append(n)
        else:
            linked.add(n)
    marked = [n for n in current if n - 1 in linked or n + 1 in linked]
    return (len(linked) + len(current) >= MIN_BAR_NUMBERS, marked[0] if marked else None,
            max([*linked, *current], default=0))


@dataclass(frozen=True)
class Anchor:
    """A link that may go to another page of this URL, as read off the link itself.

    Whether it does, and by what step, is read on demand (:meth:`Anchors.step_of`):
    on most pages only a few links need to know.
    """

    element: HtmlElement  # an <a>, or a <link rel=next/prev>
    url: str
    page: str  # the URL without fragment: the page it names
    text: str  # lower-cased, whitespace collapsed ("" for a <link>)
    visible: bool  # the text is the link's own, not an image's alt or a label
    attrs: str  # class and id of the link and its parent
    rel: frozenset[str]
    # An option of a page jumper: its place among the options with a value ("2. The storm", "Page 2 of
    # 3": the jumper lists the pages in order, whatever its options say); None for any other link.
    place: int | None = None


@dataclass(frozen=True, kw_only=True)
class Link(Anchor):
    """An :class:`Anchor` to another page of this URL, with its step and what its surroundings say (stage 1)."""

    step: Step
    headline: bool  # the visible text is as long as a headline
    context: str  # class and id of the ancestors
    section: str  # the heading opening the nearest ancestor that opens with one, lower-cased ("" if none)
    beside: bool  # the link sits in a box beside the article (an <aside>, a sidebar)
    numbered_bar: bool  # the link sits in a bar of page numbers
    bar_current: int | None  # current page shown in that bar
    bar_last: int = 0  # the highest page number that bar shows (0: none, or no bar)


class Anchors:
    """A page's :class:`Anchor` list, with the URLs its links are read against."""

    def __init__(self, anchors: list[Anchor], pages: PageUrls | None, own: str, base: str,
                 steps: dict[str, Step | None] | None = None, hrefs: Collection[str] = ()) -> None:
        self.anchors = anchors
        self.hrefs = hrefs  # every href of the page's links, stripped, each once (read for other addresses)
        self.pages = pages  # None when the page's URL cannot be read: then there are no anchors
        self.own = own  # the page's URL without fragment
        self.base = base  # what its relative links resolve against
        self.steps: dict[str, Step | None] = {} if steps is None else steps  # by URL

    def step_of(self, anchor: Anchor) -> Step | None:
        """The anchor's step from this page; None when its URL is no other page of this URL."""
        if anchor.url not in self.steps:
            assert self.pages is not None
            self.steps[anchor.url] = self.pages.step_of(anchor.url, anchor.page)
        return self.steps[anchor.url]

    def set_step(self, url: str, step: Step) -> None:
        """Take ``step`` for the links to ``url`` (see :func:`add_elsewhere`)."""
        self.steps[url] = step


def anchors_to_pages(root: HtmlElement, url: str, with_self: bool = True,
                     page: PageAnchors | None = None) -> Anchors:
    """Stage 2, the cheap half: every link of the page that may go to another page of this URL, in
    document order (:meth:`PageUrls.locate`); :func:`read_links` keeps those that do.

    Links to the page itself count as its numbered page link when ``with_self``;
    they can never be the next or previous page. ``page`` is the tree's links
    when another stage has gathered them already (:func:`anchors.page_anchors`).
    """
    page = page_anchors(root) if page is None else page
    # A browser ignores a <base href> it cannot read.
    base = (join(url, page.base.strip()) or url) if page.base is not None else url
    pages = PageUrls.of(url, base)
    if pages is None:
        return Anchors([], None, url, base)
    found: dict[str, tuple[str, str] | None] = {}  # stripped href -> URL and URL without fragment
    contents: dict[HtmlElement, dict[HtmlElement, int]] = {}  # list -> its links' places (see _places)
    anchors = []
    for el in page.elements:
        if el.tag == "link" and not _is_paging_rel(el.get("rel")):
            continue
        href = el.get("href").strip()
        if href not in found:
            found[href] = _wanted(pages, href, with_self)
        located = found[href]
        if located is None:
            continue
        target, page_url = located
        text, visible = _text(el) if el.tag == "a" else ("", False)
        anchors.append(Anchor(el, target, page_url, text, visible,
                              class_and_id(el) + " " + class_and_id(el.getparent()),
                              frozenset(el.get("rel", "").lower().split()), _list_place(el, pages, contents)))
    for select in page.selects:
        anchors += _jumper(select, pages, with_self, found)
    for button in page.buttons:
        anchors += _button(button, pages, with_self, found)
    return Anchors(anchors, pages, pages.own, base, hrefs=found)


def _list_place(a: HtmlElement, pages: PageUrls, contents: dict[HtmlElement, dict[HtmlElement, int]]) -> int | None:
    """The place of a link in a contents list of this article's pages (:func:`_places`), else None."""
    item = a.getparent()
    if item is not None and item.tag != _ITEM:
        item = item.getparent()
    box = item.getparent() if item is not None and item.tag == _ITEM else None
    if box is None or box.tag not in _LIST_TAGS:
        return None
    if box not in contents:
        contents[box] = _places(box, pages)
    return contents[box].get(a)


def _places(box: HtmlElement, pages: PageUrls) -> dict[HtmlElement, int]:
    """Each link of a contents list with its place, when the list's items link in order to this URL's
    pages 1, 2, 3... but for one, the page's own (unlinked or a link to itself, at the place of the page
    the other links step from); else nothing. Read until an item says otherwise: most lists are menus."""
    items = list(box.iterchildren(_ITEM))
    if not 2 <= len(items) <= MAX_CONTENTS_ITEMS:
        return {}
    places: dict[HtmlElement, int] = {}
    own, current = None, set()
    for place, item in enumerate(items, 1):
        a = next((x for x in item.iter("a") if x.get("href") is not None), None)
        located = pages.locate(a.get("href").strip()) if a is not None else None
        step = pages.step_of(*located) if located is not None else None
        if a is None or step is SELF:
            if own is not None:
                return {}
            own = place
            continue
        if step is None or step.offset or step.elsewhere or step.target != place:
            return {}
        current.add(step.current)
        places[a] = place
    return places if own is not None and current == {own} else {}


def _button(button: HtmlElement, pages: PageUrls, with_self: bool,
            found: dict[str, tuple[str, str] | None]) -> list[Anchor]:
    """A button a script sends to its data-href ("Load the rest of the article"), as an anchor when that
    is another page of this one; after the page's links, which win a tie."""
    href = button.get(DATA_HREF, "").strip()
    if href not in found:
        found[href] = _wanted(pages, href, with_self)
    located = found[href]
    if located is None:
        return []
    text, visible = _text(button)
    return [Anchor(button, *located, text, visible, class_and_id(button) + " " + class_and_id(button.getparent()),
                   frozenset())]


def _jumper(select: HtmlElement, pages: PageUrls, with_self: bool,
            found: dict[str, tuple[str, str] | None]) -> list[Anchor]:
    """The options of a page jumper ("Go to: Page 2 of 3") whose value is a URL of another page of
    this one, as anchors of the select's class; after the page's links, which win a tie.

    A value with no "/" and no "?" is a number a script reads, not a URL a crawler can follow, unless
    it names a file (:func:`_file_name`).
    """
    anchors = []
    attrs = class_and_id(select) + " " + class_and_id(select.getparent())
    form = _form_action(select, pages)
    place = 0
    for option in select.iter(_OPTION):
        value = (option.get("value") or "").strip()
        place += value[:1] not in _NO_PAGE_VALUES
        if form is not None and value.isdecimal() and option.get("selected") is None:
            # The selected number is the page's own, whatever URL the form would make of it; page one's
            # own address has no page number ("story.html", which serves "?page=1" too).
            action, hidden = form
            query = urlencode(hidden + ([] if place == 1 == int(value) else [(select.get("name"), value)]))
            value = action + ("?" + query if query else "")
        elif "/" not in value and not value.startswith("?") and not _file_name(value):
            continue
        if value not in found:
            found[value] = _wanted(pages, value, with_self)
        located = found[value]
        if located is not None:
            anchors.append(Anchor(option, *located, _text(option)[0], True, attrs, frozenset(), place))
    return anchors


def _form_action(select: HtmlElement, pages: PageUrls) -> tuple[str, list[tuple[str, str]]] | None:
    """Where a GET form sends a page menu's choice, for a select named as a page parameter
    (:data:`_FORM`): its action without query (an empty one is the page's URL) and its hidden inputs;
    else None."""
    name = select.get("name")
    form = next(select.iterancestors(_FORM), None) if name and PAGE_PARAM.search(name) else None
    if form is None or (form.get("method") or _GET).strip().lower() != _GET:
        return None
    action = (form.get("action") or "").strip() or pages.own
    hidden = [(i.get("name"), i.get("value") or "") for i in form.iter("input")
              if (i.get("type") or "").strip().lower() == _HIDDEN and i.get("name")]
    return urldefrag(action)[0].split("?", 1)[0], hidden


def _file_name(value: str) -> bool:
    """Whether an option's value names a page's file ("story.html"): see :data:`_NOT_IN_FILE_NAMES`."""
    return file_extension(value) is not None and _NOT_IN_FILE_NAMES.isdisjoint(value)


def add_elsewhere(root: HtmlElement, found: Anchors) -> Anchors:
    """``found`` with the links to other paths of its host that a link saying next or previous (by its
    text, else by its rel) goes to, in document order: a list's pager may step so ("Next →" to "/search?updated-max=...", a
    shop's "▶" to its script's URL). Their step is the direction that text gives
    (:data:`ELSEWHERE`); the other links to the same URL ("2" in the bar) share it.

    Every link's text is read: for a list's pages only, never on an article's hot path. A list's pages
    are its anchors: the options of a page jumper are left to an article's pages.
    """
    if found.pages is None:
        return found
    located = {anchor.element: anchor for anchor in found.anchors}
    anchors: list[Anchor] = []
    directions: dict[str, bool] = {}  # URL -> the direction a link to it says
    for el in root.iter(_PAGING_TAGS):
        anchor = located.get(el) or (_elsewhere(el, found.pages) if el.tag == "a" else None)
        if anchor is None:
            continue
        anchors.append(anchor)
        direction = _says(anchor)
        if direction is not None and anchor.url not in directions and found.step_of(anchor) is None:
            directions[anchor.url] = direction
    for url, direction in directions.items():
        found.set_step(url, ELSEWHERE[direction])
    kept = [anchor for anchor in anchors if anchor.element in located or anchor.url in directions]
    return Anchors(kept, found.pages, found.own, found.base, found.steps, found.hrefs)


def _says(anchor: Anchor) -> bool | None:
    """The direction an anchor gives itself, by its text or else by its rel (True: next)."""
    said = says(anchor.text, True)
    if said is None and anchor.rel & _RELS:
        return "next" in anchor.rel
    return said


def _elsewhere(el: HtmlElement, pages: PageUrls) -> Anchor | None:
    """An anchor to another page of the page's host, read as :func:`anchors_to_pages` reads its anchors."""
    href = el.get("href")
    target = pages.join(href.strip()) if href is not None else None
    if target is None or not pages.on_site(page := urldefrag(target)[0]):
        return None
    text, visible = _text(el)
    return Anchor(el, target, page, text, visible, class_and_id(el) + " " + class_and_id(el.getparent()),
                  frozenset(el.get("rel", "").lower().split()))


def _wanted(pages: PageUrls, href: str, with_self: bool) -> tuple[str, str] | None:
    located = pages.locate(href)
    # A link to this very page (step SELF) still counts as a numbered page link, when asked.
    return located if with_self or located is None or located[1] != pages.own else None


def read_links(found: Anchors, anchors: list[Anchor] | None = None) -> list[Link]:
    """Stage 1 for ``anchors`` (by default all of ``found``'s) that go to another page of this URL:
    each link with its step, cluster and context.

    A link's cluster, bar and context are read from the tree around it alone,
    so any subset of the anchors gives the same links as all of them.
    """
    counts: dict[HtmlElement, int] = {}
    bars: dict[HtmlElement, _Bar] = {}
    headline_holders: set[HtmlElement] | None = None
    links = []
    for anchor in found.anchors if anchors is None else anchors:
        step = found.step_of(anchor)
        if step is None:
            continue
        el = anchor.element
        bar = (_OPTION_BAR if anchor.place is not None else _bar_of(el, found, counts, bars) if el.tag == "a"
               else _NO_BAR)
        if headline_holders is None:
            headline = next(el.getroottree().iter("h1"), None)
            headline_holders = set(headline.iterancestors()) if headline is not None else set()
        context, section = _context(el, headline_holders)
        links.append(Link(
            el, anchor.url, anchor.page, anchor.text, anchor.visible, anchor.attrs, anchor.rel, anchor.place, step=step,
            headline=anchor.visible and len(anchor.text.split()) > HEADLINE_WORDS,
            context=context, section=section, beside=_beside(el, headline_holders),
            numbered_bar=bar[0], bar_current=bar[1], bar_last=bar[2] if bar[0] else 0))
    return links


def _bar_of(a: HtmlElement, found: Anchors, counts: dict[HtmlElement, int],
            bars: dict[HtmlElement, _Bar]) -> _Bar:
    """Whether the link sits in a numbered bar, the bar's current page and its highest number.

    The bar is the link's cluster; a link alone in its parent ("Pages: <b>1</b>
    <a>2</a>", a two-page article) makes a bar with it when the parent shows
    the current page beside it.
    """
    cluster = _cluster(a, counts)
    if cluster is None:
        parent = a.getparent()
        if parent is None or sum(1 for _ in islice(parent.iter(), MAX_LONE_BAR_ELEMENTS + 1)) > MAX_LONE_BAR_ELEMENTS:
            return _NO_BAR
        lone = bars[parent] if parent in bars else _bar_current(parent, found.own, found.base)
        bars[parent] = lone
        return (True, lone[1], lone[2]) if lone[1] is not None else _NO_BAR
    if cluster not in bars:
        bars[cluster] = _bar_current(cluster, found.own, found.base)
    return bars[cluster]


def _context(el: HtmlElement, headline_holders: set[HtmlElement]) -> tuple[str, str]:
    """Class and id of up to CONTEXT_DEPTH ancestors, below the article's own container, and the
    heading that opens the nearest of them opening with one (a section's own title)."""
    names, section = [], ""
    for anc in islice(el.iterancestors(), CONTEXT_DEPTH):
        if anc.tag in _ARTICLE_TAGS or anc in headline_holders:
            break
        names.append(class_and_id(anc))
        if not section:
            first = next(anc.iterchildren("*"), None)
            if first is not None and first.tag in _HEADINGS and first is not el:
                section = folded(text_of(first))
    return " ".join(names), section


def _beside(el: HtmlElement, headline_holders: set[HtmlElement]) -> bool:
    """Whether an ancestor is a box beside the article (:data:`_BESIDE_ATTR`), below the container of
    the page's headline (a layout's "has-sidebar" wrapper holds the article too)."""
    for anc in el.iterancestors():
        if anc in headline_holders or anc.tag in _PAGE_TAGS:
            return False
        if anc.tag == _BESIDE_TAG or _BESIDE_ATTR.search(class_and_id(anc)):
            return True
    return False


def links_to_pages(root: HtmlElement, url: str, with_self: bool = True) -> list[Link]:
    """Stages 1-2: every link of the page whose URL is another page of this URL (see :func:`anchors_to_pages`)."""
    return read_links(anchors_to_pages(root, url, with_self))
