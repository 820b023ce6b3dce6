"""Stage 2, segment: a cleaned tree to the text blocks every method shares.

Input: the root of a tree after :func:`parse.strip_invisible`. Output:
:class:`Blocks`, struct-of-arrays indexed by block number in reading order.

A block is the run of text between two block-level tag boundaries, as in
boilerpipe (Kohlschütter et al. 2010, seed 000): inline tags (``a``, ``em``,
``span``...) stay inside a block, block-level tags (``p``, ``div``, ``li``,
``h2``...) end it. Like the tracking parser of seed 002, every element's
markup bytes are charged to the block that is open when the element starts,
so each block knows how many HTML bytes and tags produced it.

Each DOM element that contains text also gets subtree totals (characters,
link characters), so that methods can reason about containers, not only
about single blocks.
"""

from __future__ import annotations

import bisect
import itertools
import re
from dataclasses import dataclass

import numpy as np
from lxml import etree, html

# Tags that end a block when they open or close (HTML block-level elements
# and the table/list parts that browsers lay out as separate boxes).
BLOCK_TAGS = frozenset(
    "html body div p section article main header footer nav aside h1 h2 h3 h4 h5 h6 "
    "ul ol li dl dt dd table thead tbody tfoot tr td th caption blockquote pre form "
    "fieldset legend figure figcaption address hr br center details summary dialog "
    "menu noscript".split()
)
HEADING_LEVEL = {f"h{i}": i for i in range(1, 7)}

# Structural tags whose presence among a block's ancestors is a feature.
CONTEXT_TAGS = ("p", "li", "td", "blockquote", "pre", "article", "main", "nav", "aside",
                "header", "footer", "form", "figure", "a", "table", "h")
_CONTEXT_INDEX = {t: i for i, t in enumerate(CONTEXT_TAGS)}

# Class/id vocabularies (identifiers, not prose: they are the same in every
# language's pages). Counted over ancestors as features, never as rules.
# Matched against lower-cased text: re.I makes these alternations 8x slower.
_POSITIVE_HINT = re.compile(
    r"article|content|post|entry|story|body|text|main|blog|news|hentry|prose|column")
_NEGATIVE_HINT = re.compile(
    r"comment|sidebar|widget|footer|header|menu|nav|related|share|social|sponsor|promo|"
    r"advert|banner|cookie|newsletter|subscribe|popup|modal|breadcrumb|tags?\b|meta|byline|"
    r"caption|credit|recommend|outbrain|taboola|masthead|toolbar|pagination|pager")

# Approximate markup bytes of a start plus end tag around an element name:
# "<" ">" "</" ">" is 5 bytes beside twice the name.
_TAG_OVERHEAD = 5
# Attribute serialisation overhead: space, "=", and two quotes.
_ATTR_OVERHEAD = 4
# Ancestor levels whose container totals each block records.
ANCESTOR_LEVELS = 4


@dataclass(frozen=True)
class Blocks:
    """The text blocks of one page, in reading order.

    Arrays are indexed by block number. ``ancestors[i, k]`` is the element
    index of block i's container at level k (0 = the element holding the text,
    1 = its parent...), -1 where the tree is shallower; ``element_chars`` and
    ``element_link_chars`` hold every element's subtree totals.
    """

    texts: tuple[str, ...]
    elements: tuple[html.HtmlElement, ...]  # the block-level element holding each block
    n_chars: np.ndarray  # int, characters of text
    n_words: np.ndarray  # int
    link_chars: np.ndarray  # int, characters inside <a>
    n_tags: np.ndarray  # int, tags opened while the block was current
    markup_bytes: np.ndarray  # int, HTML bytes (markup plus text) producing the block
    line_start: np.ndarray  # int, source line where the block starts (1-based)
    line_end: np.ndarray  # int
    depth: np.ndarray  # int, DOM depth of the holding element
    heading: np.ndarray  # int, 1-6 inside h1-h6, else 0
    context: np.ndarray  # bool (n, len(CONTEXT_TAGS)): ancestor tags present
    positive_hints: np.ndarray  # int, ancestors whose class/id reads like content
    negative_hints: np.ndarray  # int, ancestors whose class/id reads like boilerplate
    ancestors: np.ndarray  # int (n, ANCESTOR_LEVELS)
    element_chars: np.ndarray  # int, per element: text characters in its subtree
    element_link_chars: np.ndarray  # int, per element: link characters in its subtree

    def __len__(self) -> int:
        return len(self.texts)


def _markup_size(tag: str, attrib: dict) -> int:
    size = 2 * len(tag) + _TAG_OVERHEAD
    for name, value in attrib.items():
        size += len(name) + len(value) + _ATTR_OVERHEAD
    return size


def _hint_map(root: html.HtmlElement) -> dict[html.HtmlElement, tuple[int, int]]:
    """(positive, negative) class/id hint of every element that has one.

    One regex pass over all identifiers joined, instead of a search per
    element: most pages carry hundreds of class names.
    """
    elements = _IDENTIFIED(root)
    if not elements:
        return {}
    idents = [f"{e.get('class', '')} {e.get('id', '')} {e.get('role', '')}" for e in elements]
    starts = list(itertools.accumulate((len(i) + 1 for i in idents), initial=0))
    joined = "\n".join(idents).lower()
    positive = {bisect.bisect_right(starts, m.start()) - 1 for m in _POSITIVE_HINT.finditer(joined)}
    negative = {bisect.bisect_right(starts, m.start()) - 1 for m in _NEGATIVE_HINT.finditer(joined)}
    return {e: (int(i in positive), int(i in negative)) for i, e in enumerate(elements)
            if i in positive or i in negative}


# Per tag: (ends a block, context bit or 0, heading level).
_TAG_INFO = {
    tag: (tag in BLOCK_TAGS,
          1 << _CONTEXT_INDEX["h" if tag in HEADING_LEVEL else tag]
          if ("h" if tag in HEADING_LEVEL else tag) in _CONTEXT_INDEX else 0,
          HEADING_LEVEL.get(tag, 0))
    for tag in BLOCK_TAGS | set(CONTEXT_TAGS) | set(HEADING_LEVEL)
}
_INLINE = (False, 0, 0)
_NO_HINT = (0, 0)
# Elements whose identifiers may carry hints.
_IDENTIFIED = etree.XPath("descendant-or-self::*[@class or @id or @role]")


class _Walk:
    """State of one walk over the tree; :meth:`flush` closes the current block."""

    def __init__(self) -> None:
        self.pieces: list[str] = []
        self.link_chars = 0
        self.tags = 0
        self.markup = 0
        self.line_start = 0
        self.line_end = 0
        self.rows: list[tuple] = []
        self.texts: list[str] = []
        self.elements: list[html.HtmlElement] = []
        self.total_chars = 0
        self.total_link_chars = 0
        # Open elements: holders, element indices, and running context state.
        self.holders: list[html.HtmlElement] = []
        self.indices: list[int] = []
        self.context_counts: dict[int, int] = {}
        self.context_mask = 0
        self.heading = 0
        self.positive = 0
        self.negative = 0

    def flush(self) -> None:
        tokens = "".join(self.pieces).split()
        self.pieces = []
        if tokens:
            text = " ".join(tokens)
            n_chars = len(text)
            link_chars = min(self.link_chars, n_chars)
            self.total_chars += n_chars
            self.total_link_chars += link_chars
            self.rows.append((
                n_chars, len(tokens), link_chars, self.tags, self.markup + n_chars,
                self.line_start, self.line_end, len(self.indices), self.heading,
                self.context_mask, self.positive, self.negative,
                tuple(self.indices[-ANCESTOR_LEVELS:]),
            ))
            self.texts.append(text)
            self.elements.append(self.holders[-1])
        self.link_chars = 0
        self.tags = 0
        self.markup = 0


def segment(root: html.HtmlElement) -> Blocks:
    """Split the tree under ``root`` into text blocks (see module docstring)."""
    w = _Walk()
    # Per open element: (context bit, heading before it, positive, negative).
    saved: list[tuple[int, int, int, int]] = []
    starts: list[tuple[int, int]] = []
    el_chars: list[int] = []
    el_links: list[int] = []
    link_depth = 0
    hint_of = _hint_map(root)
    counts = w.context_counts
    for event, el in etree.iterwalk(root, events=("start", "end")):
        tag = el.tag
        if not isinstance(tag, str):
            continue
        is_block, bit, level = _TAG_INFO.get(tag, _INLINE)
        if event == "start":
            if is_block and w.pieces:
                w.flush()
            w.indices.append(len(el_chars))
            el_chars.append(0)
            el_links.append(0)
            starts.append((w.total_chars, w.total_link_chars))
            if bit:
                counts[bit] = counts.get(bit, 0) + 1
                w.context_mask |= bit
            attrib = el.attrib
            w.markup += _markup_size(tag, attrib) if attrib else 2 * len(tag) + _TAG_OVERHEAD
            pos, neg = hint_of.get(el, _NO_HINT)
            saved.append((bit, w.heading, pos, neg))
            if level:
                w.heading = level
            w.positive += pos
            w.negative += neg
            w.holders.append(el if is_block or not w.holders else w.holders[-1])
            w.tags += 1
            if tag == "a":
                link_depth += 1
            text = el.text
            # Whitespace opens no block (indentation between tags), but
            # inside one it still separates words.
            if text and (w.pieces or not text.isspace()):
                if not w.pieces:
                    w.line_start = el.sourceline or 0
                w.line_end = el.sourceline or 0
                w.pieces.append(text)
                if link_depth:
                    w.link_chars += len(text.strip())
        else:
            if is_block and w.pieces:
                w.flush()
            bit, w.heading, pos, neg = saved.pop()
            if bit:
                counts[bit] -= 1
                if not counts[bit]:
                    w.context_mask &= ~bit
            w.positive -= pos
            w.negative -= neg
            if tag == "a":
                link_depth -= 1
            index = w.indices.pop()
            w.holders.pop()
            start_chars, start_links = starts[index]
            el_chars[index] = w.total_chars - start_chars
            el_links[index] = w.total_link_chars - start_links
            tail = el.tail
            if tail and w.holders and (w.pieces or not tail.isspace()):
                if not w.pieces:
                    w.line_start = el.sourceline or 0
                w.pieces.append(tail)
                if link_depth:
                    w.link_chars += len(tail.strip())
    if w.pieces:
        w.flush()
    return _to_blocks(w, el_chars, el_links)


def _to_blocks(b: _Walk, el_chars: list[int], el_links: list[int]) -> Blocks:
    n = len(b.rows)
    cols = list(zip(*b.rows)) if n else [()] * 13

    def ints(i: int) -> np.ndarray:
        return np.asarray(cols[i], dtype=np.int64).reshape(n)

    return Blocks(
        texts=tuple(b.texts),
        elements=tuple(b.elements),
        n_chars=ints(0), n_words=ints(1), link_chars=ints(2), n_tags=ints(3),
        markup_bytes=ints(4), line_start=ints(5), line_end=ints(6), depth=ints(7),
        heading=ints(8),
        context=(np.asarray(cols[9], dtype=np.int64).reshape(n, 1)
                 & (1 << np.arange(len(CONTEXT_TAGS)))) > 0,
        positive_hints=ints(10), negative_hints=ints(11),
        ancestors=_ancestor_matrix(cols[12], n),
        element_chars=np.asarray(el_chars, dtype=np.int64),
        element_link_chars=np.asarray(el_links, dtype=np.int64),
    )


def _ancestor_matrix(paths: tuple, n: int) -> np.ndarray:
    """Rows of the innermost ANCESTOR_LEVELS element indices, innermost first, -1 padded."""
    out = np.full((n, ANCESTOR_LEVELS), -1, dtype=np.int64)
    for i, path in enumerate(paths):
        out[i, :len(path)] = path[::-1]
    return out
