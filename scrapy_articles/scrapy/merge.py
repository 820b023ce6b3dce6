"""Adapter stage: multi-page merge. Per-page article fields in, one article out.

Input: ``Article.to_dict()`` of each page, in page order. Output: the fields
of the merged article. In between, the half-merged article is a
:class:`State`, a frozen record. It travels in ``request.meta`` as
:meth:`State.to_meta`'s plain dict of strings, numbers and lists, not as the
record: scrapy-redis pickles requests into Redis (or writes them with
``SCHEDULER_SERIALIZER``, JSON for one), Scrapy's disk queues pickle or
marshal them, and a plain dict names no class, so a queue written by one
version of the package is read by the next whatever its modules are called.
:meth:`State.from_meta` reads it back, the dicts of the versions before the
record (the same keys, no ``format``) included; anything else (a later
``format``, a missing or mistyped field) gives None, which the flow counts
and logs (``articles/skipped/bad_state``).

Pages of a long article repeat a few blocks, and the merge keeps each once
or not at all (:func:`_repeated`), in the text and in the HTML alike:

- the lines that open page one and every later page again (standfirst,
  byline) stay once, where page one has them;
- a line repeated on the other pages that is not part of page one's opening
  (the site's "Most read" or "Related" box between the pages, a "Share this"
  line) is chrome: no copy stays;
- a pager line ("Words by X · Page 2 of 3", "Continued from page 1") is
  compared with its numbers blanked, and no copy stays either; nor of a
  short line that opens or ends with a page mark, on any page, once the
  article has two pages ("Continued from previous page" stands on page two
  of two alone): it says where the reader is, which a merged body no longer has;
  nor, in any language, of a few words ending with the number of the page
  before or after ("Continua da pagina 1" on page two, "Segue a pagina 3");
  nor of a page's seam, a few words saying the story goes on that end a page
  with a next one or open a later page ("Story continues after the advertisement");
- anything else a later page repeats is dropped there;
- a heading that ends a page's HTML heads nothing of the article (the box it
  titled was left out, its heading kept): no copy of it stays on that page.

A line is chrome only when it stands as many times on each page it is on
(once, or twice when two boxes list the same story) and on all pages but
one at least (all of them when there are two): a refrain of the story
comes back more often on one page than on another, or skips pages, and
keeps its copies on the first page it is on. (Of a two-page article, a line of the story found once
on each page after page one's opening is taken for chrome: rare, and the
cost of dropping the boxes.)
Lines of code (``<pre>``) are always kept.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, replace
from html import escape
from typing import Any, Literal, TypeGuard

from lxml import html as lxml_html
from lxml.etree import ParserError

# Fields of a page that are per page and merged separately, not copied from page one.
_BODY_FIELDS = ("articleBody", "articleBodyHtml", "images", "nextPageUrl", "isArticle", "pages", "probability")
_LIST_TAGS = ("ul", "ol")
_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
_HEADING_ENDS = tuple(f"</{tag}>" for tag in sorted(_HEADINGS))

Kind = Literal["pages", "print"]  # following next pages, or fetching the print version
KINDS: tuple[Kind, ...] = ("pages", "print")
# The version of State.to_meta's dict. The dicts written before it had this
# field hold the same keys and count as FORMAT 1; a change of keys or of
# their meaning takes the next number, and from_meta reads every number it knows.
FORMAT = 1
FORMAT_KEY = "format"
# What each list of State.to_meta's dict holds, and those holding one entry a page.
_LIST_ITEMS: dict[str, type | tuple[type, ...]] = {
    "pages": str, "texts": str, "htmls": str, "visited": str, "images": Mapping, "probabilities": (int, float)}
_PER_PAGE = ("pages", "texts", "htmls", "probabilities")

# A pager line: "Page 2 of 3", "Seite 2 von 3", "Pagina 2 van 3", "Strona 2 z 3", "Sida 2 av 3", "2/3", "Continued from page 1",
# "Fortsetzung von Seite 1", "Vervolg van pagina 1", "Het verhaal gaat verder op pagina 3". Its numbers change from page
# to page, so it is compared with them blanked.
_PAGER_LINE = re.compile(r"\b(?:page|seite|página|pagina|strona|sida|side|part|teil|partie|parte)\s+\d+\s*"
                         r"(?:of|von|de|di|sur|van|z|av|af|/)\s*\d+"
                         r"|\bcontinued (?:from|on) (?:page \d+|(?:the )?(?:previous|next) page)"
                         r"|\bfortsetzung (?:von|auf) seite \d+|\bweiter auf seite \d+"
                         r"|\b(?:vervolg van|verder op) pagina \d+"
                         r"|\bsuite (?:de|en) (?:la )?page \d+|\bcontinúa (?:de|en) (?:la )?página \d+", re.I)
_DIGITS = re.compile(r"\d+")
# In any language, a line of a few words ending with a page and a number ("Continua da pagina 1", "Segue a
# pagina 3", "Suite page 3 »") says where the text came from or goes on when the number is that of the
# page before or after the one it stands on (:func:`_continued`); a line naming its own page's number
# is the page's own.
MAX_CONTINUED_WORDS = 5  # words before "page N" ("Het verhaal gaat verder op pagina 3")
_CONTINUED_LINE = re.compile(rf"\A\W*(?:\w+\W+){{0,{MAX_CONTINUED_WORDS}}}"
                             r"(?:page|seite|página|pagina|strona|sida|side|sivu|strana|oldal|sayfa|pag\.)\s*(\d{1,4})\W*",
                             re.I)
MAX_MISSING_PAGES = 1  # pages a chrome line may skip: "Continued from page k" is not on page one
# A line this short with a page mark at one end is the mark with a byline at most ("Words by Ines
# Calloway · Page 2 of 3": 8 words); a story's sentence citing "page 2 of 3" has words on both sides.
MAX_PAGER_LINE_WORDS = 12
# A page's seam: a line of a few words saying the story goes on ("Story continues after the advertisement",
# "Article continues below", "Fortsetzung folgt", "Suite après la publicité") at the end of a page that has a
# next one, or at the start of a later page. It told the reader of one page to read on (past an advert, to
# the next page); a merged body reads on by itself. Within a page such a line is the body cleaning's.
MAX_SEAM_WORDS = 8
_SEAM_LINE = re.compile(r"\A\W*(?:(?:the|this)\s+)?(?:(?:story|article|text|report|artikel|bericht|artículo|articolo|"
                        r"verhaal)\s+)?(?:continues|continued|to be continued|fortsetzung|geht weiter|"
                        r"suite|la suite|continúa|sigue|continua|segue|gaat verder|vervolg)\b", re.I)
_WORDS = re.compile(r"\w+")


def _pager_only(key: str) -> bool:
    """A short line that opens or ends with a page mark (:data:`MAX_PAGER_LINE_WORDS`)."""
    mark = _PAGER_LINE.search(key)
    if mark is None or len(_WORDS.findall(key)) > MAX_PAGER_LINE_WORDS:
        return False
    return not _WORDS.search(key, 0, mark.start()) or not _WORDS.search(key, mark.end())


def _continued(line: str, page: int) -> bool:
    """Whether a line on page ``page`` (1-based) names the page before or after it (:data:`_CONTINUED_LINE`)."""
    match = _CONTINUED_LINE.fullmatch(line)
    return match is not None and abs(int(match[1]) - page) == 1


def _seams(page: list[str], drop: set[str], number: int, pages: int) -> set[str]:
    """The keys of page ``number``'s (1-based, of ``pages``) seam lines (:data:`_SEAM_LINE`): its last line
    kept when a page follows, its first when one comes before."""
    kept = [key for key in page if key not in drop]
    ends = ([kept[0]] if number > 1 and kept else []) + ([kept[-1]] if number < pages and kept else [])
    return {key for key in ends if len(_WORDS.findall(key)) <= MAX_SEAM_WORDS and _SEAM_LINE.match(key)}


def _key(line: str) -> str:
    """What two lines are compared by: their words, and a pager line's numbers blanked."""
    key = " ".join(line.split())
    return _DIGITS.sub("0", key) if _PAGER_LINE.search(key) else key  # still a pager line


@dataclass(frozen=True)
class State:
    """A half-merged article: what its pages gave so far, one entry per page in order."""

    kind: Kind
    first: Mapping[str, Any]  # page one's fields, but the per-page ones (_BODY_FIELDS)
    pages: tuple[str, ...]  # URLs of the pages merged
    texts: tuple[str, ...]  # each page's articleBody
    htmls: tuple[str, ...]  # each page's articleBodyHtml
    images: tuple[Mapping[str, Any], ...]  # every page's images, each URL once, in the order found
    probabilities: tuple[float, ...]  # each page's probability
    visited: tuple[str, ...]  # URLs fetched for this article, the one being fetched included

    def to_meta(self) -> dict[str, Any]:
        """The state as ``request.meta`` carries it: plain data that pickle, JSON and marshal all keep."""
        return {FORMAT_KEY: FORMAT, "kind": self.kind, "first": dict(self.first), "pages": list(self.pages),
                "texts": list(self.texts), "htmls": list(self.htmls), "images": [dict(i) for i in self.images],
                "probabilities": list(self.probabilities), "visited": list(self.visited)}

    @classmethod
    def from_meta(cls, data: object) -> State | None:
        """The state :meth:`to_meta` (or a version before the ``format`` field) wrote; None if unreadable."""
        if not _readable(data):
            return None
        return cls(kind=data["kind"], first=dict(data["first"]), pages=tuple(data["pages"]),
                   texts=tuple(data["texts"]), htmls=tuple(data["htmls"]),
                   images=tuple(dict(i) for i in data["images"]), probabilities=tuple(data["probabilities"]),
                   visited=tuple(data["visited"]))


def _readable(data: object) -> TypeGuard[Mapping[str, Any]]:
    """Whether ``data`` holds a state of a format this version reads, every field of its type."""
    if not isinstance(data, Mapping) or data.get(FORMAT_KEY, FORMAT) != FORMAT:
        return False
    if data.get("kind") not in KINDS or not isinstance(data.get("first"), Mapping):
        return False
    for key, kind in _LIST_ITEMS.items():
        items = data.get(key)
        if not isinstance(items, (list, tuple)) or not all(isinstance(item, kind) for item in items):
            return False
    return len(data["pages"]) >= 1 and len({len(data[key]) for key in _PER_PAGE}) == 1


def start(fields: Mapping[str, Any], url: str, kind: Kind = "pages") -> State:
    """The state after the first page."""
    return State(
        kind=kind,
        first={k: v for k, v in fields.items() if k not in _BODY_FIELDS},
        pages=(url,),
        texts=(fields.get("articleBody") or "",),
        htmls=(fields.get("articleBodyHtml") or "",),
        images=tuple(fields.get("images") or ()),
        probabilities=(fields.get("probability") or 0.0,),
        visited=(url,),
    )


def visit(state: State, url: str) -> State:
    """A copy of ``state`` recording that ``url`` is being fetched."""
    return replace(state, visited=(*state.visited, url))


def add_page(state: State, fields: Mapping[str, Any], url: str) -> State:
    """A copy of ``state`` with one more page appended."""
    known = {image.get("url") for image in state.images}
    return replace(
        state,
        pages=(*state.pages, url),
        texts=(*state.texts, fields.get("articleBody") or ""),
        htmls=(*state.htmls, fields.get("articleBodyHtml") or ""),
        images=state.images + tuple(i for i in fields.get("images") or () if i.get("url") not in known),
        probabilities=(*state.probabilities, fields.get("probability") or 0.0),
        visited=tuple(dict.fromkeys((*state.visited, url))),
    )


def _repeated(keys: list[list[str]]) -> tuple[set[str], list[set[str]]]:
    """The chrome keys (no copy stays) and, per page, the keys seen on earlier pages.

    ``keys``: per page, the keys of its lines in order. See the module docstring
    for the rule.
    """
    counts = [Counter(page) for page in keys]
    pages_with = Counter(key for count in counts for key in count)
    needed = max(2, len(keys) - MAX_MISSING_PAGES)
    opening = set()  # page one's lines before its first line of its own
    for key in keys[0] if keys else []:
        if pages_with[key] < 2:
            break
        opening.add(key)
    chrome = {key for key, pages in pages_with.items() if (pages >= needed
              and len({count[key] for count in counts if key in count}) == 1
              and (key not in opening or _PAGER_LINE.search(key))) or (len(keys) > 1 and _pager_only(key))}
    seen: set[str] = set()
    before = []
    for page in keys:
        before.append(set(seen))
        seen.update(page)
    return chrome, before


def _new_lines(texts: tuple[str, ...], htmls: tuple[str, ...]) -> tuple[list[list[str]], list[set[str]]]:
    """Per page, the lines kept and the keys its HTML drops (:func:`_repeated`).

    Lines of preformatted blocks (code) are always kept: code repeats its
    lines ("}", "fi", "end") without being a shared block.
    """
    lines = [[line for line in text.splitlines() if _key(line)] for text in texts]
    keys = [[_key(line) for line in page] for page in lines]
    chrome, before = _repeated(keys)
    kept, dropped = [], []
    for number, (page, page_keys, seen, fragment) in enumerate(zip(lines, keys, before, htmls), 1):
        code = _code_lines(fragment)
        closing = _closing_heading(fragment) if len(texts) > 1 else None
        continued = {key for line, key in zip(page, page_keys) if _continued(key, number)} if len(texts) > 1 else set()
        drop = (seen | chrome | continued | ({closing} if closing else set())) - code
        drop |= _seams(page_keys, drop, number, len(texts)) - code
        kept.append([line for line, key in zip(page, page_keys) if key not in drop])
        dropped.append(drop)
    return kept, dropped


def _closing_heading(fragment: str) -> str | None:
    """The key of the heading that ends a page's HTML, if one does: it heads nothing of the article.

    The text it titled was left out of the page (a "Most read" box after the story, its heading kept
    where its links were not); in a merged body it would head the next page's text.
    """
    if not fragment.rstrip().lower().endswith(_HEADING_ENDS):
        return None
    try:
        parts = lxml_html.fragments_fromstring(fragment)
    except (ParserError, ValueError):
        return None
    last = parts[-1] if parts else None
    return _key(last.text_content()) if last is not None and not isinstance(last, str) and last.tag in _HEADINGS else None


def _code_lines(fragment: str) -> set[str]:
    """Keys of the lines of the ``<pre>`` elements in ``fragment`` (an article's HTML)."""
    if "<pre" not in fragment:
        return set()
    try:
        parts = lxml_html.fragments_fromstring(fragment)
    except (ParserError, ValueError):
        return set()
    return {_key(line) for part in parts if not isinstance(part, str)
            for pre in part.iter("pre") for line in pre.text_content().splitlines()}


def _html_without(fragment: str, seen: set[str]) -> str:
    """``fragment`` without the top-level blocks (or list items) whose text's key is in ``seen``."""
    if not seen or not fragment.strip():
        return fragment
    try:
        parts = lxml_html.fragments_fromstring(fragment)
    except (ParserError, ValueError):
        return fragment
    out = []
    for part in parts:
        if isinstance(part, str):
            if _key(part) not in seen:
                out.append(escape(part.strip()))
            continue
        part.tail = None
        if part.tag in _LIST_TAGS:
            for li in list(part):
                if _key(li.text_content()) in seen:
                    part.remove(li)
            if len(part):
                out.append(lxml_html.tostring(part, encoding="unicode"))
        elif part.tag == "pre" or _key(part.text_content()) not in seen:
            out.append(lxml_html.tostring(part, encoding="unicode"))
    return "\n".join(out)


def merged(state: State) -> dict[str, Any]:
    """The article fields of every page gathered so far, joined in order."""
    kept, dropped = _new_lines(state.texts, state.htmls)
    htmls = [_html_without(h, drop) for h, drop in zip(state.htmls, dropped)]
    probabilities = state.probabilities
    return {
        **state.first,
        "url": state.pages[0],
        "articleBody": "\n".join(line for lines in kept for line in lines),
        "articleBodyHtml": "\n".join(h for h in htmls if h),
        "images": [dict(i) for i in state.images],
        "pages": list(state.pages),
        "probability": round(sum(probabilities) / len(probabilities), 4),
    }


def with_print_version(state: State, fields: Mapping[str, Any], print_url: str) -> dict[str, Any]:
    """The first page's fields with the body of its print version.

    What the article page says about itself (headline, authors, dates) wins;
    the print page only fills what the article page lacks.
    """
    first = merged(state)
    body = {k: fields.get(k) for k in ("articleBody", "articleBodyHtml", "images", "probability")}
    filled = {k: v for k, v in fields.items() if k not in _BODY_FIELDS and not first.get(k)}
    return {**first, **filled, **body, "url": state.pages[0], "printUrl": print_url,
            "pages": list(state.pages)}
