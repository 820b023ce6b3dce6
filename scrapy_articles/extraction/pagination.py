"""Stage: pagination. Find the link to the next page of a multi-page article.

Input: the FULL parsed tree of one page (``parse(html, url).root``, head
included so ``<link rel="next">`` is seen) and the page URL. Output: the
page's pagination links (:class:`PageLinks`), the best next-page candidate
(:class:`NextPage` or ``None``), and :func:`same_article`, the confirmation a
crawler runs once it has fetched that candidate.

Method: Fan et al., "Article Clipper" (KDD 2011), section 2.5, four stages:
(1) group links into clusters; without rendering, a cluster is the smallest
nearby container holding several links (a pagination bar); (2) keep links whose
URL is the current URL with another page number and whose text or URL carries
page k+1 or a "next" phrase; (3) reject pages of comments, gallery images,
neighbouring articles and calendars; (4) confirm: same title, different body.
The cues (same host, a number beyond the base URL, short text, "next" in text
or class, "prev"/"first"/"last" penalised, "pag" in an ancestor's class) echo
Readability's findNextPageLink and DOM Distiller's PagingLinksFinder.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from dataclasses import dataclass
from itertools import islice
from os.path import commonprefix
from urllib.parse import parse_qsl, urldefrag, urljoin, urlsplit

from lxml.etree import XPath
from lxml.html import HtmlElement

logger = logging.getLogger(__name__)

# Scores are additive points; a link is taken at MIN_LINK_SCORE. Values were
# set by hand on the fixture site, then checked on the tuning half of the
# autopager corpus (benchmarks/pagination.py).
REL_SCORE = 50.0  # rel=next/prev: the page's own declaration, enough by itself
PHRASE_SCORE = 35.0  # short link text "next", "weiter", "»"...
ATTR_SCORE = 20.0  # "next"/"prev" in the link's or its parent's class/id
NUMBER_TEXT_SCORE = 30.0  # text is k+1 inside a numbered bar
NUMBER_URL_SCORE = 20.0  # the URL's page number is k+1
OFFSET_URL_SCORE = 15.0  # the URL's item offset ("?start=30") moves forward
PAGER_SCORE = 15.0  # an ancestor's class/id says pagination ("pag", "pager")
ARTICLE_NAV_PENALTY = -40.0  # class like "next-post": next article, not page
OPPOSITE_PENALTY = -60.0  # a "prev" cue on a next candidate and vice versa
FIRST_LAST_PENALTY = -60.0  # "first"/"last" links jump, they do not step
MIN_LINK_SCORE = 50.0  # rel alone, or phrase + k+1 URL, or bar number + URL

MAX_PHRASE_CHARS = 40  # longer link text is a headline, never a "next" phrase
HEADLINE_WORDS = 8  # more words in a link: another article's headline
MAX_PAGE_NUMBER = 9999  # page numbers are small; longer runs are article ids
MAX_CHANGED_NUMBERS = 2  # numbers allowed to change between two page URLs
CLUSTER_DEPTH = 3  # ancestors searched for a link cluster (a bar is shallow)
MAX_CLUSTER_LINKS = 60  # a container with more links is a menu, not a bar
MIN_BAR_NUMBERS = 2  # numeric items that make a cluster a numbered bar
CONTEXT_DEPTH = 4  # ancestors whose class/id give the link's context
SHINGLE_WORDS = 5  # word n-gram size for body overlap (Broder's shingles)
MAX_SHARED_SHINGLES = 0.5  # larger shared fraction: the same body again
MIN_PREFIX_TITLE_CHARS = 8  # a shorter title cannot match by prefix

# Short link texts, after lower-casing and stripping digits and punctuation.
_NEXT_PHRASES = frozenset("""next|next page|next pages|continue|continue reading|
read next page|older|older posts|older entries|older articles|weiter|weiterlesen|
nächste|nächste seite|suivant|suivante|page suivante|siguiente|página siguiente|
successivo|successiva|pagina successiva|avanti|próxima|próximo|próxima página|
volgende|volgende pagina|verder|следующая|след|далее|вперёд|вперед|次へ|次のページ|
下一页|下一頁|następna|następne|następna strona|dalej""".replace("\n", "").split("|"))
_PREV_PHRASES = frozenset("""prev|previous|previous page|back|newer|newer posts|
newer entries|zurück|vorherige|vorherige seite|précédent|précédente|page précédente|
anterior|página anterior|precedente|pagina precedente|indietro|vorige|vorige pagina|
предыдущая|пред|назад|前へ|前のページ|上一页|上一頁|poprzednia|poprzednie|wstecz
""".replace("\n", "").split("|"))
_FIRST_LAST_PHRASES = frozenset("""first|last|first page|last page|erste|letzte|
première|dernière|primera|última|prima|ultima|eerste|laatste|в начало|в конец|首页|
末页|最初|最後""".replace("\n", "").split("|"))
# Arrow-only texts: "»", "›", "→", ">" and doubles read as next, mirrored as prev.
_NEXT_ARROWS = re.compile(r"[»›→>▶▸⟩]{1,2}")
_PREV_ARROWS = re.compile(r"[«‹←<◀◂⟨]{1,2}")
# Punctuation and digits around a phrase ("Next page (2) »") are not the phrase.
_PHRASE_NOISE = re.compile(r"[\d\W_]+")
# A numbered link: "3", "[3]", "page 3", "Seite 3".
_NUMBER_TEXT = re.compile(r"[\[(]?(?:page|seite|pagina|página|p\.)?\s*(\d{1,4}|\d{1,3}(?:[,. ]\d{3})+)[\])]?",
                          re.I)
_THOUSANDS = re.compile(r"[,. ]")  # "1,094" is page 1094

# Class/id cues, matched against lower-cased "class id" strings.
# Bounded where a longer word would match: "folder", "preview", "background".
_NEXT_ATTR = re.compile(r"next|nxt|forward|\bolder")
_PREV_ATTR = re.compile(r"prev(?!iew)|newer|\bback\b")
# "page" alone is not one: "page-wrap" and "homepage" wrap whole pages.
_PAGER_ATTR = re.compile(r"paginat|pager|paging|page-?nav|page-?numbers|pages\b|pagn|pagelink")


@dataclass(frozen=True)
class _Direction:
    """The cues of one direction, next or previous."""

    rels: frozenset[str]
    phrases: frozenset[str]
    arrows: re.Pattern[str]
    attr: re.Pattern[str]


_NEXT = _Direction(frozenset({"next"}), _NEXT_PHRASES, _NEXT_ARROWS, _NEXT_ATTR)
_PREV = _Direction(frozenset({"prev", "previous"}), _PREV_PHRASES, _PREV_ARROWS, _PREV_ATTR)
# Article-to-article navigation (WordPress, Drupal, news templates).
_ARTICLE_NAV_ATTR = re.compile(r"(?:next|prev(?:ious)?)[-_]?(?:post|article|story|entry)"
                               r"|post[-_]?nav|nav[-_](?:next|previous|prev)|related")
# Stage 3 rejections. Class/id, fragment and link text may say it freely; in a
# URL only a folder or a parameter counts ("/stocks-slide-again-2" is news).
_COMMENT_ATTR = re.compile(r"comment|kommentar|reply|replies|respond|disqus")
_COMMENT_URL = re.compile(r"cpage=|comment-page|/comments?/|[?&](?:comments?|replytocom)=", re.I)
_GALLERY_ATTR = re.compile(r"galler|slide|carousel|lightbox|photo|foto|picture|image|\bimg\b|bilder")
_GALLERY_URL = re.compile(r"/(?:galler(?:y|ies)|galerie|slideshows?|photos|fotos|bilder|pictures|images)/"
                          r"|[?&](?:slide|image|photo|img|pic)=", re.I)
_CALENDAR_ATTR = re.compile(r"calend|datepicker")
_MONTH_TEXT = re.compile(r"\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|"
                         r"aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b")
# A number right after /YYYY/ or /YYYY/MM/ is a month or a day: calendar paging.
_AFTER_YEAR = re.compile(r"(?:^|/)(?:19|20)\d\d/(?:\d{1,2}/)?$")

# URL differences that mark a page number: "", "-", "/", "page/", "&paged=", "p".
_DIGIT_RUNS = re.compile(r"(\d+)")
_PAGE_PART = re.compile(r"[/\-_.?&=;,+]*(?P<word>[a-z_]*?)[/\-_.=;,+]*(?P<num>\d{1,4})?[/\-_.&=;,+]*",
                        re.I)
_PAGE_WORDS = frozenset("""|page|pages|pag|pagina|paged|pg|p|seite|s|start|offset|from|pn|
pageno|pagenum|page_num|pagenumber|index|part|teil|deel|strona|sayfa|list""".replace("\n", "").split("|"))
_OFFSET_WORDS = frozenset({"start", "offset", "from"})  # page one is offset 0
# Query parameters that carry a page number or an item offset.
_PAGE_PARAM = re.compile(r"pag|^(?:p|pg|pn|s|start|offset|from|seite|index|part)$", re.I)
_TITLE_PAGE_MARK = re.compile(r"[\s\-–—|:·,]*[(\[]?\b(?:page|seite|pagina|página|part|teil)"
                              r"\s*\d+(?:\s*(?:of|von|de|di|/)\s*\d+)?[)\]]?|\(\d+\)|\s\d+/\d+", re.I)
_WORDS = re.compile(r"\w+")
# A bar marks its current page by a class or by not linking it.
_CURRENT_ATTR = re.compile(r"current|active|selected")
# Links that can carry pagination: anchors, and <link rel=next/prev> in the head.
_PAGING_ELEMENTS = XPath("//a[@href] | //link[@href][contains(concat(' ', "
                         "translate(@rel, 'NEXTPRVIOU', 'nextprviou'), ' '), ' next ') or "
                         "contains(concat(' ', translate(@rel, 'NEXTPRVIOU', 'nextprviou'), ' '), ' prev')]")
# <base href> changes how relative links resolve, as in a browser.
_BASE_HREF = XPath("//base/@href")


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


@dataclass(frozen=True)
class _Step:
    """How a candidate URL relates to the current one: page ``current`` to ``target``."""

    current: int
    target: int
    after_year: bool  # the changed number follows a year segment
    offset: bool = False  # the numbers count items ("?start=30"), not pages


_SELF = _Step(0, 0, False)  # the step of a link to the page itself
_NEXT_ARTICLE = "next article"  # the trap that vetoes a URL outright


@dataclass(frozen=True)
class _Link:
    url: str
    step: _Step
    text: str  # lower-cased, whitespace collapsed
    headline: bool  # the visible text is as long as a headline
    attrs: str  # class and id of the link and its parent
    context: str  # class and id of the ancestors
    rel: frozenset[str]
    numbered_bar: bool  # the link sits in a bar of page numbers
    bar_current: int | None  # current page shown in that bar


def _host(netloc: str) -> str:
    host = netloc.lower().rsplit("@", 1)[-1].split(":", 1)[0]
    return host[4:] if host.startswith("www.") else host


def _query(query: str) -> dict[str, str]:
    return dict(parse_qsl(query, keep_blank_values=True))


def _make_step(word: str, old: int | None, new: int | None, after_year: bool) -> _Step | None:
    """The step between page numbers ``old`` and ``new`` (None: not in the URL)."""
    first = 0 if word in _OFFSET_WORDS else 1
    current, target = first if old is None else old, first if new is None else new
    if current == target or max(current, target) > MAX_PAGE_NUMBER:
        return None
    return _Step(current, target, after_year, first == 0)


def _digit_step(a: str, b: str) -> _Step | None:
    """Two URLs equal but for one or two numbers: the last changed one is the page."""
    parts_a, parts_b = _DIGIT_RUNS.split(a), _DIGIT_RUNS.split(b)
    if len(parts_a) != len(parts_b) or parts_a[::2] != parts_b[::2]:
        return None
    changed = [i for i in range(1, len(parts_a), 2) if int(parts_a[i]) != int(parts_b[i])]
    if not changed or len(changed) > MAX_CHANGED_NUMBERS:
        return None
    i = changed[-1]
    return _make_step("", int(parts_a[i]), int(parts_b[i]), bool(_AFTER_YEAR.search("".join(parts_b[:i]))))


def _query_step(qa: dict[str, str], qb: dict[str, str]) -> _Step | None:
    """Same path, queries differing in one page parameter (and at most one other)."""
    changed = [k for k in sorted(qa.keys() | qb.keys()) if qa.get(k) != qb.get(k)]
    paging = [k for k in changed if _PAGE_PARAM.search(k)
              and all(v is None or v.isdigit() for v in (qa.get(k), qb.get(k)))]
    # Another changed parameter ("&order=desc") is allowed only beside a page
    # number the candidate names: "?count=20" from "?page=2" sets the page size.
    if len(paging) != 1 or len(changed) > (MAX_CHANGED_NUMBERS if paging[0] in qb else 1):
        return None
    k = paging[0]
    word = k.lower() if k.lower() in _OFFSET_WORDS else ""
    old = int(qa[k]) if k in qa else None
    if old is None and qb.get(k) == "1" and not word:  # zero-based: "?page=1" is page two
        old = 0
    return _make_step(word, old, int(qb[k]) if k in qb else None, False)


def _path_step(a: str, b: str) -> _Step | None:
    """Paths differing in a page marker only: "-2", "/2/", "/page/2", "p2"."""
    prefix = len(commonprefix([a, b]))
    while prefix and a[prefix - 1].isdigit():  # never split a number in two
        prefix -= 1
    suffix = len(commonprefix([a[prefix:][::-1], b[prefix:][::-1]]))
    while suffix and a[len(a) - suffix].isdigit():
        suffix -= 1
    old = _PAGE_PART.fullmatch(a[prefix:len(a) - suffix])
    new = _PAGE_PART.fullmatch(b[prefix:len(b) - suffix])
    if old is None or new is None or not {old["word"].lower(), new["word"].lower()} <= _PAGE_WORDS:
        return None
    word = old["word"].lower() or new["word"].lower()
    old_num, new_num = (int(m["num"]) if m["num"] else None for m in (old, new))
    return _make_step(word, old_num, new_num, not word and bool(_AFTER_YEAR.search(b[:prefix])))


def _step(current_url: str, url: str) -> _Step | None:
    """Stage 2: ``url`` as the current URL with another page number, else None."""
    cur, new = urlsplit(current_url), urlsplit(url)
    if new.scheme not in ("http", "https") or _host(cur.netloc) != _host(new.netloc):
        return None
    qa, qb = _query(cur.query), _query(new.query)
    a, b = (path + "?" + "&".join(f"{k}={v}" for k, v in sorted(q.items()))
            for path, q in ((cur.path, qa), (new.path, qb)))
    if a == b:
        return None
    step = _digit_step(a, b)
    if step is None and cur.path == new.path:
        step = _query_step(qa, qb)
    elif step is None and qa == qb:
        step = _path_step(cur.path, new.path)
    return step


def _attrs(el: HtmlElement | None) -> str:
    if el is None:
        return ""
    return f"{el.get('class', '')} {el.get('id', '')}".lower()


def _text(a: HtmlElement) -> tuple[str, bool]:
    """The link's text, lower-cased, and whether it is visible (not a label)."""
    text = " ".join(a.text_content().split())
    visible = bool(text)
    if not visible:  # image links: the alt or a label says what the arrow means
        labels = a.xpath(".//img/@alt") + [a.get("aria-label"), a.get("title")]
        text = next((" ".join(x.split()) for x in labels if x and x.strip()), "")
    return unicodedata.normalize("NFKC", text).lower(), visible


def _number(text: str) -> int | None:
    match = _NUMBER_TEXT.fullmatch(text)
    return int(_THOUSANDS.sub("", match.group(1))) if match else None


def _cluster(a: HtmlElement, link_counts: dict[HtmlElement, int]) -> HtmlElement | None:
    """Stage 1: the nearest ancestor that groups this link with a few others."""
    for anc in islice(a.iterancestors(), CLUSTER_DEPTH):
        if 2 <= link_counts.get(anc, 0) <= MAX_CLUSTER_LINKS:
            return anc
    return None


def _bar_current(bar: HtmlElement, own_url: str, base: str) -> tuple[bool, int | None]:
    """Whether a cluster is a numbered bar, and the page it marks as current.

    The current page is a number shown unlinked, linked to this page or with a
    "current" class, next to a linked number ("Page 3 of 137" is not a page).
    """
    linked, current = set(), []
    for el in bar.iter():
        n = _number(" ".join((el.text or "").split()).lower()) if isinstance(el.tag, str) else None
        if n is None:
            continue
        link = el if el.tag == "a" else next(el.iterancestors("a"), None)
        href = urldefrag(urljoin(base, link.get("href", "").strip()))[0] if link is not None else ""
        if link is None or href == own_url or _CURRENT_ATTR.search(f"{_attrs(link)} {_attrs(link.getparent())}"):
            current.append(n)
        else:
            linked.add(n)
    marked = [n for n in current if n - 1 in linked or n + 1 in linked]
    return len(linked) + len(current) >= MIN_BAR_NUMBERS, marked[0] if marked else None


def _links(root: HtmlElement, url: str) -> list[_Link]:
    """Stages 1-2: every link of the page whose URL is another page of this URL."""
    base_hrefs = _BASE_HREF(root)
    base = urljoin(url, base_hrefs[0].strip()) if base_hrefs else url
    own = urldefrag(url)[0]
    elements = _PAGING_ELEMENTS(root)
    link_counts: dict[HtmlElement, int] = {}
    for el in elements:
        for anc in islice(el.iterancestors(), CLUSTER_DEPTH):
            link_counts[anc] = link_counts.get(anc, 0) + 1
    bars: dict[HtmlElement, tuple[bool, int | None]] = {}
    links = []
    for el in elements:
        target = urljoin(base, el.get("href", "").strip())
        # A link to this very page still counts as a numbered page link.
        step = _SELF if urldefrag(target)[0] == own else _step(own, target)
        if step is None:
            continue
        bar: tuple[bool, int | None] = (False, None)
        cluster = _cluster(el, link_counts) if el.tag == "a" else None
        if cluster is not None:
            bar = bars.setdefault(cluster, _bar_current(cluster, own, base))
        context = " ".join(_attrs(anc) for anc in islice(el.iterancestors(), CONTEXT_DEPTH))
        text, visible = _text(el) if el.tag == "a" else ("", False)
        links.append(_Link(
            url=target, step=step, text=text, headline=visible and len(text.split()) > HEADLINE_WORDS,
            attrs=_attrs(el) + " " + _attrs(el.getparent()), context=context,
            rel=frozenset(el.get("rel", "").lower().split()), numbered_bar=bar[0], bar_current=bar[1]))
    return links


def _trap(link: _Link) -> str | None:
    """Stage 3: why following this link would leave the article, or None."""
    url, fragment = urldefrag(link.url)
    attrs = f"{link.attrs} {link.context} {fragment.lower()}"
    if _COMMENT_ATTR.search(attrs) or _COMMENT_URL.search(url):
        return "comment pages"
    if _GALLERY_ATTR.search(f"{attrs} {link.text}") or _GALLERY_URL.search(url):
        return "gallery"
    if link.step.after_year or _CALENDAR_ATTR.search(attrs) or _MONTH_TEXT.search(link.text):
        return "calendar"
    if link.headline or (_ARTICLE_NAV_ATTR.search(attrs) and _says(link.text, _NEXT) is None):
        return _NEXT_ARTICLE
    return None


def _says(text: str, want: _Direction) -> bool | None:
    """True if a short link text says ``want`` ("next", "»"), False if it says the opposite."""
    phrase = _PHRASE_NOISE.sub(" ", text).strip()
    if len(text) > MAX_PHRASE_CHARS:
        return None
    for direction in (want, _PREV if want is _NEXT else _NEXT):
        if phrase in direction.phrases or (not phrase and direction.arrows.fullmatch(text)):
            return direction is want
    return None


_Cues = dict[str, tuple[float, str]]  # cue kind -> (points, human description)


def _score(link: _Link, forward: bool) -> _Cues | None:
    """The cues for ``link`` being the next (or previous) page; None rejects it."""
    step, delta = link.step, (1 if forward else -1)
    if step.target == step.current or (step.target > step.current) != forward:
        return None
    want, other = (_NEXT, _PREV) if forward else (_PREV, _NEXT)
    cues: _Cues = {}
    if link.rel & want.rels:
        cues["rel"] = (REL_SCORE, f"rel={min(link.rel & want.rels)}")
    says = _says(link.text, want)
    if says is not None:
        cues["text"] = (PHRASE_SCORE, f"link text {link.text!r}") if says else (
            OPPOSITE_PENALTY, f"opposite text {link.text!r}")
    if _PHRASE_NOISE.sub(" ", link.text).strip() in _FIRST_LAST_PHRASES:
        cues["first/last"] = (FIRST_LAST_PENALTY, f"first/last text {link.text!r}")
    if want.attr.search(link.attrs):
        cues["class"] = (ATTR_SCORE, "class/id")
    elif other.attr.search(link.attrs):
        cues["opposite class"] = (OPPOSITE_PENALTY, "opposite class/id")
    number = _number(link.text)
    current = link.bar_current if link.bar_current is not None else (None if step.offset else step.current)
    if number is not None and link.numbered_bar and current is not None:
        if number != current + delta:
            return None
        cues["number"] = (NUMBER_TEXT_SCORE, f"link text {number} in numbered bar")
    if step.target == step.current + delta:
        cues["url"] = (NUMBER_URL_SCORE, f"URL page {step.target}")
    elif step.offset:  # the direction is all an item offset tells
        cues["url"] = (OFFSET_URL_SCORE, f"URL offset {step.target}")
    if _PAGER_ATTR.search(link.context + " " + link.attrs):
        cues["pager"] = (PAGER_SCORE, "pager container")
    if _ARTICLE_NAV_ATTR.search(link.attrs + " " + link.context):
        cues["article nav"] = (ARTICLE_NAV_PENALTY, "article navigation")
    return cues


def _ranked(links: list[_Link], forward: bool) -> list[NextPage]:
    """URLs taken as next (or previous) page, best first, ties in document order.

    The links to one URL pool their cues (a bar's "3" and a "next" link agree),
    each kind counted once; a link whose own cues add up to nothing or less
    (a "last" link) does not take part.
    """
    pooled: dict[str, tuple[str, _Cues]] = {}  # URL without fragment -> first URL, cues
    traps = [_trap(link) for link in links]
    # One link showing a neighbouring article's headline vetoes its URL, even
    # when a <link rel=next> in the head points there too (old WordPress).
    vetoed = {urldefrag(link.url)[0] for link, trap in zip(links, traps) if trap == _NEXT_ARTICLE}
    for link, trap in zip(links, traps):
        cues = _score(link, forward)
        if (cues is None or trap is not None or urldefrag(link.url)[0] in vetoed
                or sum(p for p, _ in cues.values()) <= 0):
            logger.debug("pagination: %s not taken (%s)", link.url, trap or cues)
            continue
        url, merged = pooled.setdefault(urldefrag(link.url)[0], (link.url, {}))
        for kind, (points, why) in cues.items():
            if kind not in merged or abs(points) > abs(merged[kind][0]):
                merged[kind] = (points, why)
    found = [NextPage(url, sum(p for p, _ in cues.values()), ", ".join(why for _, why in cues.values()))
             for url, cues in pooled.values()]
    return sorted((page for page in found if page.score >= MIN_LINK_SCORE), key=lambda page: -page.score)


def find_page_links(root: HtmlElement, url: str) -> PageLinks:
    """All pagination links of the page: next, previous and numbered pages."""
    links = _links(root, url)
    pages = [link.url for link in links
             if link.numbered_bar and _number(link.text) is not None and _trap(link) is None]
    order = {u: i for i, u in reversed(list(enumerate(link.url for link in links)))}
    nexts = sorted((page.url for page in _ranked(links, True)), key=order.__getitem__)
    prevs = sorted((page.url for page in _ranked(links, False)), key=order.__getitem__)
    return PageLinks(tuple(nexts), tuple(prevs), tuple(dict.fromkeys(pages)))


def find_next_page(root: HtmlElement, url: str) -> NextPage | None:
    """The link to the next page of this article, or None."""
    ranked = _ranked(_links(root, url), True)
    return ranked[0] if ranked else None


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
