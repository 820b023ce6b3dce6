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

import itertools
import re
from dataclasses import dataclass

import numpy as np
from lxml import etree, html

from .hints import BOILERPLATE_MASK, COMMENT_MASK, HINT_CATEGORIES, hint_mask

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

# Characters of scripts written without spaces between words (kana and CJK
# ideographs): each counts as a word.
_UNSPACED_SCRIPT = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")

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
    hints: np.ndarray  # bool (n, len(HINT_CATEGORIES)): class/id categories of ancestors and inline elements
    boilerplate_ancestor: np.ndarray  # int, innermost ancestor with a BOILERPLATE_HINTS hint, or -1
    comment_ancestor: np.ndarray  # int, innermost ancestor with a comment hint, or -1
    ancestors: np.ndarray  # int (n, ANCESTOR_LEVELS)
    element_chars: np.ndarray  # int, per element: text characters in its subtree
    element_link_chars: np.ndarray  # int, per element: link characters in its subtree
    # int, per element: one past the last element of its subtree. Elements are
    # numbered in document order, so element e holds exactly the elements e..end-1.
    element_ends: np.ndarray
    # Elements with a class, id or itemprop, in document order, with their attributes:
    # read here once for the title stage (see titlemarks.py), which would walk the tree again.
    marked: tuple[tuple[html.HtmlElement, dict[str, str]], ...] = ()

    def __len__(self) -> int:
        return len(self.texts)


# Per tag: (ends a block, context bit or 0, heading level).
_TAG_INFO = {
    tag: (tag in BLOCK_TAGS,
          1 << _CONTEXT_INDEX["h" if tag in HEADING_LEVEL else tag]
          if ("h" if tag in HEADING_LEVEL else tag) in _CONTEXT_INDEX else 0,
          HEADING_LEVEL.get(tag, 0))
    for tag in BLOCK_TAGS | set(CONTEXT_TAGS) | set(HEADING_LEVEL)
}
_INLINE = (False, 0, 0)
# Attributes whose values are read for hints; most elements carry none of them.
_IDENTIFIERS = frozenset(("class", "id", "role"))
# Attributes that mark an element for the title stage (Blocks.marked).
_TITLE_MARKS = frozenset(("class", "id", "itemprop"))
# Columns of a block row (see _Walk.flush), the innermost open element's index last.
_ROW_WIDTH = 14
# An open element: its index, its holder (the block-level element holding its
# text), and the heading, context, hints, boilerplate and comment ancestors it
# changed, to restore when it closes.
_Open = tuple[int, html.HtmlElement, int, int, int, int, int]


class _Walk:
    """What one walk over the tree collects: a row per block, a parent per element."""

    def __init__(self) -> None:
        self.rows: list[tuple[int, ...]] = []
        self.texts: list[str] = []
        self.elements: list[html.HtmlElement] = []
        self.parents: list[int] = []  # per element, its parent's index (-1 for the root)
        self.marked: list[tuple[html.HtmlElement, dict[str, str]]] = []

    def flush(self, pieces: list[str], link_chars: int, tags: int, markup: int, lines: tuple[int, int],
              open_elements: list[_Open], state: tuple[int, int, int, int, int],
              holder: html.HtmlElement) -> tuple[int, int]:
        """Close the block of ``pieces``; ``state`` is (heading, context, hints, boilerplate and comment ancestors).

        Returns the block's characters and link characters, (0, 0) if it was only space.
        """
        tokens = "".join(pieces).split()
        if not tokens:
            return 0, 0
        text = " ".join(tokens)
        n_chars = len(text)
        if link_chars > n_chars:
            link_chars = n_chars
        words = len(tokens)
        if not text.isascii():
            # Scripts written without spaces: each character is about a word.
            words += len(_UNSPACED_SCRIPT.findall(text))
        self.rows.append((
            n_chars, words, link_chars, tags, markup + n_chars, *lines, len(open_elements), *state,
            open_elements[-1][0] if open_elements else -1,
        ))
        self.texts.append(text)
        self.elements.append(holder)
        return n_chars, link_chars


def segment(root: html.HtmlElement) -> Blocks:
    """Split the tree under ``root`` into text blocks (see module docstring)."""
    w = _Walk()
    # The open block: its text pieces, link characters, tags, markup bytes, lines.
    pieces: list[str] = []
    link_chars = tags = markup = line_start = line_end = 0
    open_elements: list[_Open] = []
    heading = context = hints = 0
    # Hints of inline elements opened in the open block (a.skip-link): they
    # close before the block does, yet their words are the block's.
    inline_hints = 0
    boilerplate = -1  # innermost open element with a boilerplate hint
    comment = -1  # innermost open element with a comment hint
    link_depth = 0
    total_chars = total_link_chars = 0
    # Per element: the running totals when it opens, its subtree's once it closes.
    el_chars: list[int] = []
    el_links: list[int] = []
    el_ends: list[int] = []
    # Start and end events come for elements only (comments and processing
    # instructions would need events of their own).
    for event, el in etree.iterwalk(root, events=("start", "end")):
        tag = el.tag
        is_block, bit, level = _TAG_INFO.get(tag, _INLINE)
        if is_block:
            if pieces:
                chars, links = w.flush(pieces, link_chars, tags, markup, (line_start, line_end), open_elements,
                                       (heading, context, hints | inline_hints, boilerplate, comment),
                                       open_elements[-1][1])
                total_chars += chars
                total_link_chars += links
                pieces = []
                link_chars = tags = markup = 0
            inline_hints = 0
        if event == "start":
            index = len(el_chars)
            el_chars.append(total_chars)
            el_ends.append(0)
            el_links.append(total_link_chars)
            if open_elements:
                parent = open_elements[-1]
                w.parents.append(parent[0])
                holder = el if is_block else parent[1]
            else:
                w.parents.append(-1)
                holder = el
            open_elements.append((index, holder, heading, context, hints, boilerplate, comment))
            context |= bit
            if level:
                heading = level
            markup += 2 * len(tag) + _TAG_OVERHEAD
            items = el.items()
            if items:
                markup += sum(map(len, itertools.chain.from_iterable(items))) + _ATTR_OVERHEAD * len(items)
                attrs = dict(items)
                if not _TITLE_MARKS.isdisjoint(attrs):
                    w.marked.append((el, attrs))
                hint = 0 if _IDENTIFIERS.isdisjoint(attrs) else hint_mask(
                    f"{attrs.get('class', '')} {attrs.get('id', '')} {attrs.get('role', '')}")
                if hint:
                    hints |= hint
                    if not is_block:
                        inline_hints |= hint
                    if hint & BOILERPLATE_MASK:
                        boilerplate = index
                    if hint & COMMENT_MASK:
                        comment = index
            tags += 1
            if tag == "a":
                link_depth += 1
            text = el.text
            # Whitespace opens no block (indentation between tags), but
            # inside one it still separates words.
            if text and (pieces or not text.isspace()):
                line = el.sourceline or 0
                if not pieces:
                    line_start = line
                line_end = line
                pieces.append(text)
                if link_depth:
                    link_chars += len(text.strip())
        else:
            index, _, heading, context, hints, boilerplate, comment = open_elements.pop()
            if tag == "a":
                link_depth -= 1
            el_chars[index] = total_chars - el_chars[index]
            el_ends[index] = len(el_chars)
            el_links[index] = total_link_chars - el_links[index]
            tail = el.tail
            if tail and open_elements and (pieces or not tail.isspace()):
                if not pieces:
                    line_start = el.sourceline or 0
                pieces.append(tail)
                if link_depth:
                    link_chars += len(tail.strip())
    if pieces:
        w.flush(pieces, link_chars, tags, markup, (line_start, line_end), open_elements,
                (heading, context, hints | inline_hints, boilerplate, comment), root)
    return _to_blocks(w, el_chars, el_links, el_ends)


def _to_blocks(b: _Walk, el_chars: list[int], el_links: list[int], el_ends: list[int]) -> Blocks:
    # fromiter: np.array would first inspect the rows for their shape and type.
    table = np.fromiter(itertools.chain.from_iterable(b.rows), dtype=np.int64,
                        count=len(b.rows) * _ROW_WIDTH).reshape(len(b.rows), _ROW_WIDTH)
    # One contiguous array per field, as the fields are read column by column.
    columns = table.T.copy()
    return Blocks(
        texts=tuple(b.texts),
        elements=tuple(b.elements),
        n_chars=columns[0], n_words=columns[1], link_chars=columns[2], n_tags=columns[3],
        markup_bytes=columns[4], line_start=columns[5], line_end=columns[6], depth=columns[7],
        heading=columns[8],
        context=_bits(columns[9], len(CONTEXT_TAGS)),
        hints=_bits(columns[10], len(HINT_CATEGORIES)),
        boilerplate_ancestor=columns[11],
        comment_ancestor=columns[12],
        ancestors=_ancestors(columns[13], np.asarray(b.parents, dtype=np.int64)),
        element_chars=np.asarray(el_chars, dtype=np.int64),
        element_link_chars=np.asarray(el_links, dtype=np.int64),
        element_ends=np.asarray(el_ends, dtype=np.int64),
        marked=tuple(b.marked),
    )


def _bits(masks: np.ndarray, width: int) -> np.ndarray:
    """Bool matrix (n, width) of the bit masks (n,)."""
    return (masks[:, None] & (1 << np.arange(width))) > 0


def _ancestors(innermost: np.ndarray, parents: np.ndarray) -> np.ndarray:
    """Per block (n, ANCESTOR_LEVELS): the innermost open element's index, its parent's... -1 past the root.

    Read from the parent of every element after the walk, in numpy, rather
    than copied from the open elements at every block.
    """
    levels = [innermost]
    for _ in range(ANCESTOR_LEVELS - 1):
        inner = levels[-1]
        levels.append(np.where(inner >= 0, parents[np.maximum(inner, 0)], -1))
    return np.column_stack(levels)
