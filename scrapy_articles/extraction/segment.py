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
# language's pages), words per category, in the order they are tried (the
# first that matches at a position wins: "newsletter" is a notice, not news).
# Whether a category occurs among a block's ancestors is a feature, never a
# rule. Matched against identifiers lower-cased: re.I makes alternations 8x
# slower. Each entry is a regular expression; a leading \b asks for the
# start of a word.
HINT_CATEGORIES = ("content", "comment", "navigation", "related", "social", "ads", "sidebar",
                   "meta", "notice")
_HINT_WORDS = (
    ("comment", r"comment repl(?:y|ies) respond discuss disqus"),
    ("related", r"related recommend popular trending outbrain taboola teaser most- read-?next also"),
    ("social", r"share social follow twitter facebook whatsapp linkedin pinterest"),
    ("ads", r"advert sponsor promo banner dfp doubleclick \bads?\b \bad- -ad\b"),
    ("sidebar", r"sidebar widget \brail\b secondary"),
    ("notice", r"cookie newsletter subscri signup popup modal consent paywall login register"
               r" skip-?(?:link|to) sr-only screen-reader visually-?hidden"),
    ("meta", r"byline author dateline \bdate timestamp \bmeta \btags?\b caption credit"),
    ("navigation", r"\bnav menu breadcrumb paginat pager toolbar masthead header footer topbar"),
    ("content", r"article content post entry story body text main blog news hentry prose column"),
)
_HINT_BIT = {name: 1 << i for i, name in enumerate(HINT_CATEGORIES)}


def _hint_pattern() -> tuple[re.Pattern[str], dict[str, int]]:
    """One regex over every hint word, and the category bit of each word's group.

    The words are nested by their first two letters, order kept, as
    ``c(?:o(?:mment|okie|...)|a(?:ption)...)``: the engine skips to letters
    that start a word and tries only the words beginning with the two letters
    it sees (one alternation of the categories' words was 4.5x slower).
    A leading \\b becomes a look-behind after the two letters. Group names are
    unique, so each word is captured as ``<category>_<number>``.
    """
    nested: dict[str, dict[str, list[str]]] = {}
    bit_of_group: dict[str, int] = {}
    for category, words in _HINT_WORDS:
        for number, word in enumerate(words.split()):
            group = f"{category}_{number}"
            bit_of_group[group] = _HINT_BIT[category]
            at_start = word.startswith(r"\b")
            if at_start:
                word = word[2:]
            first, second, rest = word[0], word[1], word[2:]
            if at_start:
                rest = rf"(?<!\w{re.escape(first + second)}){rest}"
            nested.setdefault(first, {}).setdefault(second, []).append(f"(?P<{group}>{rest})")
    pattern = "|".join(
        re.escape(first) + "(?:" + "|".join(
            re.escape(second) + "(?:" + "|".join(rests) + ")" for second, rests in seconds.items()) + ")"
        for first, seconds in nested.items())
    return re.compile(pattern), bit_of_group


_HINTS, _HINT_BIT_OF_GROUP = _hint_pattern()
# Categories naming inline boilerplate: a container so marked is cleaned out
# of an article unless it holds much of it (see clean.py).
# Comments are tracked apart (comment_ancestor): some annotators count them
# as content, so cleaning them out is a configuration choice.
BOILERPLATE_HINTS = ("related", "social", "ads", "notice", "sidebar")
# Distinct identifier strings whose hint masks a process remembers; a
# crawl of many sites fills it, and it starts over (a few MB at most).
_HINT_CACHE_SIZE = 100_000
_HINT_CACHE: dict[str, int] = {}
_BOILERPLATE_MASK = sum(_HINT_BIT[name] for name in BOILERPLATE_HINTS)
_COMMENT_MASK = _HINT_BIT["comment"]

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

    def __len__(self) -> int:
        return len(self.texts)


def _hint_mask(el: html.HtmlElement) -> int:
    """Bitmask of HINT_CATEGORIES named by the class, id and role of ``el``.

    Identifiers repeat within a page and across a site's pages, so each
    distinct one is matched once per process (_HINT_CACHE).
    """
    ident = f"{el.get('class', '')} {el.get('id', '')} {el.get('role', '')}"
    mask = _HINT_CACHE.get(ident)
    if mask is None:
        mask = 0
        for match in _HINTS.finditer(ident.lower()):
            mask |= _HINT_BIT_OF_GROUP[match.lastgroup or ""]
        if len(_HINT_CACHE) >= _HINT_CACHE_SIZE:
            _HINT_CACHE.clear()
        _HINT_CACHE[ident] = mask
    return mask


# Per tag: (ends a block, context bit or 0, heading level).
_TAG_INFO = {
    tag: (tag in BLOCK_TAGS,
          1 << _CONTEXT_INDEX["h" if tag in HEADING_LEVEL else tag]
          if ("h" if tag in HEADING_LEVEL else tag) in _CONTEXT_INDEX else 0,
          HEADING_LEVEL.get(tag, 0))
    for tag in BLOCK_TAGS | set(CONTEXT_TAGS) | set(HEADING_LEVEL)
}
_INLINE = (False, 0, 0)
# Ancestor indices of a block in a shallow tree: -1 for the missing levels.
_NO_ANCESTORS = (-1,) * ANCESTOR_LEVELS
# Columns of a block row (see _Walk.flush), the ancestor indices last.
_ROW_WIDTH = 13 + ANCESTOR_LEVELS
# An open element: its index, its holder (the block-level element holding its
# text), and the heading, context, hints, boilerplate and comment ancestors it
# changed, to restore when it closes.
_Open = tuple[int, html.HtmlElement, int, int, int, int, int]


class _Walk:
    """What one walk over the tree collects: a row per block."""

    def __init__(self) -> None:
        self.rows: list[tuple[int, ...]] = []
        self.texts: list[str] = []
        self.elements: list[html.HtmlElement] = []

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
        ancestors = [entry[0] for entry in open_elements[:-ANCESTOR_LEVELS - 1:-1]]  # innermost first
        self.rows.append((
            n_chars, words, link_chars, tags, markup + n_chars, *lines, len(open_elements), *state,
            *ancestors, *_NO_ANCESTORS[len(ancestors):],
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
            el_links.append(total_link_chars)
            holder = el if is_block or not open_elements else open_elements[-1][1]
            open_elements.append((index, holder, heading, context, hints, boilerplate, comment))
            context |= bit
            if level:
                heading = level
            markup += 2 * len(tag) + _TAG_OVERHEAD
            items = el.items()
            if items:
                markup += sum(map(len, itertools.chain.from_iterable(items))) + _ATTR_OVERHEAD * len(items)
                hint = _hint_mask(el)
                if hint:
                    hints |= hint
                    if not is_block:
                        inline_hints |= hint
                    if hint & _BOILERPLATE_MASK:
                        boilerplate = index
                    if hint & _COMMENT_MASK:
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
    return _to_blocks(w, el_chars, el_links)


def _to_blocks(b: _Walk, el_chars: list[int], el_links: list[int]) -> Blocks:
    table = np.array(b.rows, dtype=np.int64).reshape(len(b.rows), _ROW_WIDTH)
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
        ancestors=np.ascontiguousarray(table[:, 13:]),
        element_chars=np.asarray(el_chars, dtype=np.int64),
        element_link_chars=np.asarray(el_links, dtype=np.int64),
    )


def _bits(masks: np.ndarray, width: int) -> np.ndarray:
    """Bool matrix (n, width) of the bit masks (n,)."""
    return (masks[:, None] & (1 << np.arange(width))) > 0
