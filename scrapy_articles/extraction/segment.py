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
# language's pages), one named group per category. Whether a category occurs
# among a block's ancestors is a feature, never a rule. Matched once against
# all identifiers joined and lower-cased: re.I makes alternations 8x slower.
HINT_CATEGORIES = ("content", "comment", "navigation", "related", "social", "ads", "sidebar",
                   "meta", "notice")
_HINTS = re.compile(
    r"(?P<comment>comment|repl(?:y|ies)|respond|discuss|disqus)"
    r"|(?P<related>related|recommend|popular|trending|outbrain|taboola|teaser|most-|read-?next|also)"
    r"|(?P<social>share|social|follow|twitter|facebook|whatsapp|linkedin|pinterest)"
    r"|(?P<ads>advert|sponsor|promo|banner|dfp|doubleclick|\bads?\b|\bad-|-ad\b)"
    r"|(?P<sidebar>sidebar|widget|\brail\b|secondary)"
    r"|(?P<notice>cookie|newsletter|subscri|signup|popup|modal|consent|paywall|login|register"
    r"|skip-?(?:link|to)|sr-only|screen-reader|visually-?hidden)"
    r"|(?P<meta>byline|author|dateline|\bdate|timestamp|\bmeta|\btags?\b|caption|credit)"
    r"|(?P<navigation>\bnav|menu|breadcrumb|paginat|pager|toolbar|masthead|header|footer|topbar)"
    r"|(?P<content>article|content|post|entry|story|body|text|main|blog|news|hentry|prose|column)")
_HINT_BIT = {name: 1 << i for i, name in enumerate(HINT_CATEGORIES)}
# Categories naming inline boilerplate: a container so marked is cleaned out
# of an article unless it holds much of it (see clean.py).
# Comments are tracked apart (comment_ancestor): some annotators count them
# as content, so cleaning them is a configuration choice.
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


def _hint_map(root: html.HtmlElement) -> dict[html.HtmlElement, int]:
    """Bitmask of HINT_CATEGORIES for every element whose class/id/role has a hint.

    Identifiers repeat within a page and across a site's pages, so each
    distinct one is matched once per process (_HINT_CACHE); the new ones of a
    page in one regex pass over them joined: pages carry hundreds.
    """
    elements = _IDENTIFIED(root)
    if not elements:
        return {}
    idents = [f"{e.get('class', '')} {e.get('id', '')} {e.get('role', '')}".lower() for e in elements]
    known = {i: _HINT_CACHE.get(i) for i in idents}
    new = [i for i, mask in known.items() if mask is None]
    if new:
        starts = list(itertools.accumulate((len(i) + 1 for i in new), initial=0))
        masks = [0] * len(new)
        for m in _HINTS.finditer("\n".join(new)):
            masks[bisect.bisect_right(starts, m.start()) - 1] |= _HINT_BIT[m.lastgroup or "content"]
        known.update(zip(new, masks))
        if len(_HINT_CACHE) + len(new) > _HINT_CACHE_SIZE:
            _HINT_CACHE.clear()
        _HINT_CACHE.update(zip(new, masks))
    return {e: mask for e, ident in zip(elements, idents) if (mask := known[ident])}


# Per tag: (ends a block, context bit or 0, heading level).
_TAG_INFO = {
    tag: (tag in BLOCK_TAGS,
          1 << _CONTEXT_INDEX["h" if tag in HEADING_LEVEL else tag]
          if ("h" if tag in HEADING_LEVEL else tag) in _CONTEXT_INDEX else 0,
          HEADING_LEVEL.get(tag, 0))
    for tag in BLOCK_TAGS | set(CONTEXT_TAGS) | set(HEADING_LEVEL)
}
_INLINE = (False, 0, 0)
# Elements whose identifiers may carry hints.
_IDENTIFIED = etree.XPath("descendant-or-self::*[@class or @id or @role]")


class _Walk:
    """What one walk over the tree collects: a row per block, and the running totals."""

    def __init__(self) -> None:
        self.rows: list[tuple] = []
        self.texts: list[str] = []
        self.elements: list[html.HtmlElement] = []
        self.total_chars = 0
        self.total_link_chars = 0

    def flush(self, pieces: list[str], link_chars: int, tags: int, markup: int, lines: tuple[int, int],
              indices: list[int], state: tuple[int, int, int, int, int], holder: html.HtmlElement) -> None:
        """Close the block of ``pieces``; ``state`` is (heading, context, hints, boilerplate and comment ancestors)."""
        tokens = "".join(pieces).split()
        if not tokens:
            return
        text = " ".join(tokens)
        n_chars = len(text)
        link_chars = min(link_chars, n_chars)
        self.total_chars += n_chars
        self.total_link_chars += link_chars
        words = len(tokens)
        if not text.isascii():
            # Scripts written without spaces: each character is about a word.
            words += len(_UNSPACED_SCRIPT.findall(text))
        heading, context, hints, boilerplate, comment = state
        self.rows.append((
            n_chars, words, link_chars, tags, markup + n_chars, lines[0], lines[1], len(indices),
            heading, context, hints, boilerplate, tuple(indices[-ANCESTOR_LEVELS:]), comment,
        ))
        self.texts.append(text)
        self.elements.append(holder)


def segment(root: html.HtmlElement) -> Blocks:
    """Split the tree under ``root`` into text blocks (see module docstring)."""
    w = _Walk()
    hint_of = _hint_map(root)
    # The open block: its text pieces, link characters, tags, markup bytes, lines.
    pieces: list[str] = []
    link_chars = tags = markup = line_start = line_end = 0
    # The open elements: their indices, holders (block-level element holding
    # their text), and what each one changed, to restore when it closes.
    indices: list[int] = []
    holders: list[html.HtmlElement] = []
    saved: list[tuple[int, int, int, int, int]] = []
    heading = context = hints = 0
    # Hints of inline elements opened in the open block (a.skip-link): they
    # close before the block does, yet their words are the block's.
    inline_hints = 0
    boilerplate = -1  # innermost open element with a boilerplate hint
    comment = -1  # innermost open element with a comment hint
    link_depth = 0
    # Per element: totals when it opened, then its subtree's totals.
    starts: list[tuple[int, int]] = []
    el_chars: list[int] = []
    el_links: list[int] = []
    for event, el in etree.iterwalk(root, events=("start", "end")):
        tag = el.tag
        if not isinstance(tag, str):
            continue
        is_block, bit, level = _TAG_INFO.get(tag, _INLINE)
        if is_block:
            if pieces:
                w.flush(pieces, link_chars, tags, markup, (line_start, line_end), indices,
                        (heading, context, hints | inline_hints, boilerplate, comment), holders[-1])
                pieces = []
                link_chars = tags = markup = 0
            inline_hints = 0
        if event == "start":
            index = len(el_chars)
            indices.append(index)
            el_chars.append(0)
            el_links.append(0)
            starts.append((w.total_chars, w.total_link_chars))
            saved.append((heading, context, hints, boilerplate, comment))
            context |= bit
            if level:
                heading = level
            hint = hint_of.get(el, 0)
            if hint:
                hints |= hint
                if not is_block:
                    inline_hints |= hint
                if hint & _BOILERPLATE_MASK:
                    boilerplate = index
                if hint & _COMMENT_MASK:
                    comment = index
            items = el.items()
            markup += 2 * len(tag) + _TAG_OVERHEAD
            if items:
                markup += len("".join(itertools.chain.from_iterable(items))) + _ATTR_OVERHEAD * len(items)
            holders.append(el if is_block or not holders else holders[-1])
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
            heading, context, hints, boilerplate, comment = saved.pop()
            if tag == "a":
                link_depth -= 1
            index = indices.pop()
            holders.pop()
            start_chars, start_links = starts[index]
            el_chars[index] = w.total_chars - start_chars
            el_links[index] = w.total_link_chars - start_links
            tail = el.tail
            if tail and holders and (pieces or not tail.isspace()):
                if not pieces:
                    line_start = el.sourceline or 0
                pieces.append(tail)
                if link_depth:
                    link_chars += len(tail.strip())
    if pieces:
        w.flush(pieces, link_chars, tags, markup, (line_start, line_end), indices,
                (heading, context, hints | inline_hints, boilerplate, comment), holders[-1] if holders else root)
    return _to_blocks(w, el_chars, el_links)


def _to_blocks(b: _Walk, el_chars: list[int], el_links: list[int]) -> Blocks:
    n = len(b.rows)
    cols = list(zip(*b.rows)) if n else [()] * 14

    def ints(i: int) -> np.ndarray:
        return np.asarray(cols[i], dtype=np.int64).reshape(n)

    return Blocks(
        texts=tuple(b.texts),
        elements=tuple(b.elements),
        n_chars=ints(0), n_words=ints(1), link_chars=ints(2), n_tags=ints(3),
        markup_bytes=ints(4), line_start=ints(5), line_end=ints(6), depth=ints(7),
        heading=ints(8),
        context=_bits(cols[9], n, len(CONTEXT_TAGS)),
        hints=_bits(cols[10], n, len(HINT_CATEGORIES)),
        boilerplate_ancestor=ints(11),
        comment_ancestor=ints(13),
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


def _bits(masks: tuple, n: int, width: int) -> np.ndarray:
    """Bool matrix (n, width) of the bit masks."""
    return (np.asarray(masks, dtype=np.int64).reshape(n, 1) & (1 << np.arange(width))) > 0
