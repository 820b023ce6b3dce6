"""Adapter stage: multi-page merge. Per-page article fields in, one article out.

Input: ``Article.to_dict()`` of each page, in page order. Output: the fields
of the merged article. In between, the half-merged article travels in
``request.meta`` as a :data:`State`: a dict of strings, numbers and lists
only, so it survives pickling and JSON (scrapy-redis queues, disk queues).

Pages of a long article repeat a few blocks (standfirst, byline, "continued
from page 1"): a later page's line that an earlier page already had is
dropped, in the text and in the HTML alike; lines of code (``<pre>``) are not.
"""

from __future__ import annotations

from html import escape
from typing import Any

from lxml import html as lxml_html
from lxml.etree import ParserError

# Fields of a page that are per page and merged separately, not copied from page one.
_BODY_FIELDS = ("articleBody", "articleBodyHtml", "images", "nextPageUrl", "isArticle", "pages", "probability")
_LIST_TAGS = ("ul", "ol")

State = dict[str, Any]


def _key(line: str) -> str:
    return " ".join(line.split())


def start(fields: dict[str, Any], url: str, kind: str = "pages") -> State:
    """The state after the first page. ``kind`` is "pages" or "print"."""
    return {
        "kind": kind,
        "first": {k: v for k, v in fields.items() if k not in _BODY_FIELDS},
        "pages": [url],
        "texts": [fields.get("articleBody") or ""],
        "htmls": [fields.get("articleBodyHtml") or ""],
        "images": list(fields.get("images") or []),
        "probabilities": [fields.get("probability") or 0.0],
        "visited": [url],
    }


def visit(state: State, url: str) -> State:
    """A copy of ``state`` recording that ``url`` is being fetched."""
    return {**state, "visited": [*state["visited"], url]}


def add_page(state: State, fields: dict[str, Any], url: str) -> State:
    """A copy of ``state`` with one more page appended."""
    known = {image.get("url") for image in state["images"]}
    return {
        **state,
        "pages": [*state["pages"], url],
        "texts": [*state["texts"], fields.get("articleBody") or ""],
        "htmls": [*state["htmls"], fields.get("articleBodyHtml") or ""],
        "images": state["images"] + [i for i in fields.get("images") or [] if i.get("url") not in known],
        "probabilities": [*state["probabilities"], fields.get("probability") or 0.0],
        "visited": list(dict.fromkeys([*state["visited"], url])),
    }


def _new_lines(texts: list[str], htmls: list[str]) -> tuple[list[list[str]], list[set[str]]]:
    """Per page, the lines kept and the lines seen on earlier pages.

    Lines of preformatted blocks (code) are always kept: code repeats its
    lines ("}", "fi", "end") without being a shared block.
    """
    seen: set[str] = set()
    kept, before = [], []
    for text, fragment in zip(texts, htmls):
        code = _code_lines(fragment)
        before.append(set(seen))
        keys = [(line, _key(line)) for line in text.splitlines()]
        kept.append([line for line, key in keys if key and (key in code or key not in seen)])
        seen.update(key for _, key in keys)
    return kept, before


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
    """``fragment`` without the top-level blocks (or list items) whose text is in ``seen``."""
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
    kept, before = _new_lines(state["texts"], state["htmls"])
    htmls = [_html_without(h, seen) for h, seen in zip(state["htmls"], before)]
    probabilities = state["probabilities"]
    return {
        **state["first"],
        "url": state["pages"][0],
        "articleBody": "\n".join(line for lines in kept for line in lines),
        "articleBodyHtml": "\n".join(h for h in htmls if h),
        "images": state["images"],
        "pages": state["pages"],
        "probability": round(sum(probabilities) / len(probabilities), 4),
    }


def with_print_version(state: State, fields: dict[str, Any], print_url: str) -> dict[str, Any]:
    """The first page's fields with the body of its print version.

    What the article page says about itself (headline, authors, dates) wins;
    the print page only fills what the article page lacks.
    """
    first = merged(state)
    body = {k: fields.get(k) for k in ("articleBody", "articleBodyHtml", "images", "probability")}
    filled = {k: v for k, v in fields.items() if k not in _BODY_FIELDS and not first.get(k)}
    return {**first, **filled, **body, "url": state["pages"][0], "printUrl": print_url,
            "pages": state["pages"]}
