"""Stage 7, render: selected blocks to plain text and to clean article HTML.

Input: the blocks and the selected mask. Output: text with one paragraph a
line (a preformatted block, such as code, a line per line of its own), and
sanitised HTML (headings, paragraphs, lists, quotes, preformatted text and
inline emphasis and links) in reading order.

The HTML is built from scratch, never copied: only the tags and attributes
listed here are written, every text is escaped, and links are kept only when
they resolve to http(s) or mailto URLs. Nothing executable can survive.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from html import escape
from urllib.parse import urlsplit

import numpy as np
from lxml import html

from ..document.positions import text_of
from ..document.tags import BLOCK_TAGS
from ..document.urls import join
from ..title.text import without_soft_hyphens
from .segment import CONTEXT_TAGS, Blocks

# Inline tags kept inside a paragraph, mapped to what we write.
INLINE_TAGS = {"a": "a", "em": "em", "i": "em", "strong": "strong", "b": "strong",
               "code": "code", "sub": "sub", "sup": "sup", "mark": "mark", "q": "q"}
SAFE_SCHEMES = ("http", "https", "mailto")
# Tag written for a block, by the tag of the element holding it.
_BLOCK_TAG = {**{f"h{i}": f"h{i}" for i in range(1, 7)}, "pre": "pre", "li": "li",
              "dt": "p", "dd": "p", "figcaption": "figcaption"}


def safe_url(href: str | None, base: str | None) -> str | None:
    """``href`` made absolute against ``base`` when it is a safe link, else None."""
    if not href:
        return None
    absolute = join(base, href.strip())
    # join has split it already: urlsplit's own cache answers.
    return absolute if absolute is not None and urlsplit(absolute).scheme.lower() in SAFE_SCHEMES else None


def _link_resolver(base: str | None) -> Callable[[str | None], str | None]:
    """:func:`safe_url` against ``base``, worked out once per distinct href: articles
    link the same URL several times (sources, author pages)."""
    known: dict[str | None, str | None] = {}

    def resolve(href: str | None) -> str | None:
        if href not in known:
            known[href] = safe_url(href, base)
        return known[href]

    return resolve


def _inline(el: html.HtmlElement, resolve: Callable[[str | None], str | None], out: list[str]) -> bool:
    """Serialise the inline content of ``el`` (not the element itself); whether it wrote any text.

    A block-level descendant is left out, its tail kept: its text is a block
    of its own (segment.BLOCK_TAGS), rendered in its turn or not selected.
    Serialising it here too wrote its words twice (once for every
    block-level ancestor holding one block), and, in deeply nested markup,
    took time quadratic in the depth. A tag around no text (a link around an
    image, an empty ``<em>``) is left out, its space kept.
    """
    wrote = False
    text = el.text  # read once: lxml makes a new str at each read
    if text:
        out.append(escape(text))
        wrote = not text.isspace()
    for child in el:
        tag = child.tag
        if tag == "br":
            out.append("<br/>")
        elif isinstance(tag, str) and tag not in BLOCK_TAGS:
            name = INLINE_TAGS.get(tag)
            href = resolve(child.get("href")) if name == "a" else None
            if name == "a" and not href:
                name = None  # a link that is not safe: its text alone
            opening = len(out)
            out.append("")  # the start tag, once the content is known to hold text
            if _inline(child, resolve, out):
                wrote = True
                if name:
                    out[opening] = f'<a href="{escape(href)}">' if href else f"<{name}>"
                    out.append(f"</{name}>")
        tail = child.tail
        if tail:
            out.append(escape(tail))
            wrote = wrote or not tail.isspace()
    return wrote


def _block_html(text: str, element: html.HtmlElement, tag: object, single: bool,
                resolve: Callable[[str | None], str | None]) -> str:
    """One block's HTML: inline markup kept when the element (whose tag is ``tag``) holds
    only this block (and, in a ``<pre>``, its line breaks and indentation)."""
    if not single:
        return escape(text)
    out: list[str] = []
    _inline(element, resolve, out)
    if tag == "pre":
        return "".join(out).lstrip("\r\n").rstrip()
    return " ".join("".join(out).split())


def _preformatted_text(element: html.HtmlElement, text: str) -> str:
    """The text of a ``<pre>`` holding the one block ``text``: a line per line of
    its source, indentation kept, blank lines and trailing space dropped.

    ``text`` itself (the block's words on one line) when the element holds
    more than the block does (a nested block-level element).
    """
    lines = (line.rstrip() for line in text_of(element).splitlines())
    kept = "\n".join(line for line in lines if line.strip())
    return kept if kept.split() == text.split() else text


def _wrapper(element_tag: object, context_quote: bool) -> str:
    tag = _BLOCK_TAG.get(str(element_tag), "p")
    if tag == "li":
        return "li"
    return "blockquote" if context_quote and tag == "p" else tag


def render(blocks: Blocks, selected: np.ndarray, base: str | None) -> tuple[str, str]:
    """``(text, html)`` of the selected blocks."""
    indices = np.flatnonzero(selected)
    counts = Counter(map(id, blocks.elements))  # blocks per holding element, counted in C
    quote_column = CONTEXT_TAGS.index("blockquote")
    lines: list[str] = []
    parts: list[str] = []
    open_list: str | None = None
    resolve = _link_resolver(base)
    for i in indices.tolist():
        element = blocks.elements[i]
        text = blocks.texts[i]
        element_tag = element.tag  # read once: lxml makes a new str at each read
        single = counts[id(element)] == 1
        if single and element_tag == "pre":
            text = _preformatted_text(element, text)
        lines.append(text)
        tag = _wrapper(element_tag, bool(blocks.context[i, quote_column]))
        body = _block_html(text, element, element_tag, single, resolve)
        if tag == "li":
            parent = element.getparent()
            kind = "ol" if parent is not None and parent.tag == "ol" else "ul"
            if open_list != kind:
                if open_list:
                    parts.append(f"</{open_list}>")
                parts.append(f"<{kind}>")
                open_list = kind
            parts.append(f"<li>{body}</li>")
            continue
        if open_list:
            parts.append(f"</{open_list}>")
            open_list = None
        if tag == "blockquote":
            parts.append(f"<blockquote><p>{body}</p></blockquote>")
        else:
            parts.append(f"<{tag}>{body}</{tag}>")
    if open_list:
        parts.append(f"</{open_list}>")
    # Soft hyphens mark where a word may break, and only there: in the text they split words.
    return without_soft_hyphens("\n".join(lines)), without_soft_hyphens("\n".join(parts))
