"""Stage 2, segment: a cleaned tree to the text blocks every method shares.

Input: the root of a tree after :func:`parse.strip_invisible`. Output:
:class:`Blocks`, struct-of-arrays indexed by block number in reading order.

A block is the run of text between two block-level tag boundaries, as in
boilerpipe (Kohlschütter et al. 2010): inline tags (``a``, ``em``,
``span``...) stay inside a block, block-level tags (``p``, ``div``, ``li``,
``h2``...) end it. Like the tracking parser of Champandard (2007), every element's
markup bytes are charged to the block that is open when the element starts,
so each block knows how many HTML bytes and tags produced it.

Each DOM element that contains text also gets subtree totals (characters,
link characters), so that methods can reason about containers, not only
about single blocks.
"""

from __future__ import annotations

import struct
from collections.abc import Iterable
from dataclasses import dataclass, fields

import numpy as np
from lxml import html

from ..document.codepoints import code_points
from ..document.tags import BLOCK_TAGS
from ..document.marks import BODY, LINKS, NAVS, TIMES, Marks
from .hints import BOILERPLATE_MASK, COMMENT_MASK, HINT_CATEGORIES, cached_hint_mask, new_hint_mask

HEADING_LEVEL = {f"h{i}": i for i in range(1, 7)}

# Structural tags whose presence among a block's ancestors is a feature.
CONTEXT_TAGS = ("p", "li", "td", "blockquote", "pre", "article", "main", "nav", "aside",
                "header", "footer", "form", "figure", "a", "table", "h", "figcaption")
_CONTEXT_INDEX = {t: i for i, t in enumerate(CONTEXT_TAGS)}

# Characters of scripts written without spaces between words (kana and CJK
# ideographs): each counts as a word. Inclusive ranges of code points, lowest first.
_UNSPACED_RANGES = ((0x3040, 0x30FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF))

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
    # int, per element: its siblings (itself included) of the same tag and
    # class, the shape that teaser lists repeat and story paragraphs' containers do not.
    # Counted only for the blocks' ancestors (``ancestors``), where it is read, and their siblings; 0 elsewhere.
    element_alike: np.ndarray
    # int, the elements of the outermost <article>s, in document order: a
    # page that holds several (infinite scroll, teaser cards) has its story in one.
    articles: np.ndarray
    # int, the elements marked itemprop="articleBody" (schema.org microdata).
    declared_bodies: np.ndarray
    # int, per element: the blocks flushed before it opened and before it closed. A
    # block-level element's text is blocks opened..closed-1 (a flush opens it), and its
    # start is where they start: the title stage reads headings' texts and places here.
    element_blocks_opened: np.ndarray
    element_blocks_closed: np.ndarray
    # int, the element number of each heading of ``marks.headings``.
    heading_elements: np.ndarray
    # What the title and metadata stages read of the elements (class, id, itemprop and
    # itemtype values, headings, <body>, <time>, <nav>, rel links): read here once, where
    # every element's attributes are read anyway (see document/marks.py).
    marks: Marks = Marks()

    def __len__(self) -> int:
        return len(self.texts)


# The tags Marks records besides headings (document/marks.py), numbered for the walk (0: none).
_BODY, _TIME, _NAV, _LINK = 1, 2, 3, 4
_MARKED_TAG = {BODY: _BODY, **dict.fromkeys(TIMES, _TIME), NAVS: _NAV, LINKS: _LINK}
# Per tag: (ends a block, context bit or 0, heading level, recorded tag number or 0).
_TAG_INFO = {
    tag: (tag in BLOCK_TAGS,
          1 << _CONTEXT_INDEX["h" if tag in HEADING_LEVEL else tag]
          if ("h" if tag in HEADING_LEVEL else tag) in _CONTEXT_INDEX else 0,
          HEADING_LEVEL.get(tag, 0), _MARKED_TAG.get(tag, 0))
    for tag in BLOCK_TAGS | set(CONTEXT_TAGS) | set(HEADING_LEVEL) | set(_MARKED_TAG)
}
_INLINE = (False, 0, 0, 0)
# What _walk reads of a node that is no element (a comment or a processing instruction).
_NOT_ELEMENT = ()
# The attributes the walk reads besides class (see _walk).
_READ_ATTRIBUTES = frozenset(("id", "role", "itemprop", "itemtype", "rel"))
# The bit of each context tag and hint category in the walk's masks, in column order.
_CONTEXT_BITS = 1 << np.arange(len(CONTEXT_TAGS))
_HINT_BITS = 1 << np.arange(len(HINT_CATEGORIES))
_CONTEXT_BITS.setflags(write=False)
_HINT_BITS.setflags(write=False)
# Columns of a block row (written where _walk closes a block): its link
# characters, tags, markup bytes, first and last source lines, then where it
# sits when it closes: the depth, heading, context, hints, boilerplate and
# comment ancestors, the innermost open element's index; last, the elements
# opened by then (a leaf that closes no block is numbered among the blocks from
# these, see _element_totals). Characters and words come from the text.
_ROW_WIDTH = 13
# What an open element changed, restored when it closes: the index, holder
# and block-endingness of its parent (the innermost open element before it),
# the blocks flushed before it opened, the heading, context, hints,
# boilerplate and comment ancestors and link depth before it; and the element.
_Saved = tuple[int, html.HtmlElement, bool, int, int, int, int, int, int, int, html.HtmlElement]


class _Walk:
    """What one walk over the tree collects: a row per block, a parent per element."""

    def __init__(self) -> None:
        # Every block's row (see _ROW_WIDTH), one after another: packed as they are, without a tuple a block.
        self.rows: list[int] = []
        self.words: list[int] = []  # per block, its words between spaces
        self.texts: list[str] = []
        self.elements: list[html.HtmlElement] = []
        self.parents: list[int] = []  # per element, its parent's index (-1 for the root)
        # Per element, as it closes: its index, the blocks flushed before it
        # opened and before it closed, and the elements opened by then (flat).
        self.closed: list[int] = []
        # Per element, its tag, or its tag and class as a pair (see Blocks.element_alike): a tuple
        # costs less to build than a string joining them, and tells the same elements apart.
        self.signatures: list[str | tuple[str, str]] = []
        self.articles: list[int] = []  # see Blocks.articles
        self.declared_bodies: list[int] = []  # see Blocks.declared_bodies
        self.headings: list[int] = []  # see Blocks.heading_elements
        # Per field of Marks, what the walk has found for it so far (the <body>s for its body).
        self.marks: dict[str, list[str] | list[html.HtmlElement]] = {each.name: [] for each in fields(Marks)
                                                                     if each.name != "texts"}


def segment(root: html.HtmlElement) -> Blocks:
    """Split the tree under ``root`` into text blocks (see module docstring)."""
    w = _Walk()
    _walk(root, w)
    return _to_blocks(w)


def _walk(root: html.HtmlElement, w: _Walk) -> None:
    """Read every element under ``root`` into ``w``, in one pass in document order.

    An element closes after its last child, found by counting its children
    (len) down: the same order as etree.iterwalk's start and end events,
    without the cost of the end events; a leaf (about half the elements)
    closes where it is read, so what it would change of the walk's state is
    never saved and restored. The state of the walk, the open block's
    included, is local variables, read at every element (attributes and
    cell variables are slower); a block closes where a block-level element
    opens or closes, written out at each of those places: a call costs more
    than the closing itself.
    """
    # The open block: its text pieces, the characters of those inside <a>, the
    # elements opened and their markup bytes before it opened (the walk's running
    # totals then), and the source lines of its first piece and of the last
    # element whose text it took.
    pieces: list[str] = []
    link_chars = first_element = first_markup = line_start = line_end = 0
    saved: list[_Saved] = []  # per open element, what it changed
    # Per open element with children, how many of them are still to come: the innermost's in
    # remaining, the others' here (kept in a local, the count read at every element costs less).
    waiting: list[int] = []
    remaining = 0
    # Per tag, what _tag_info says of it: looked up once a walk.
    infos: dict[object, tuple[bool, int, int, int, int] | tuple[()]] = {}
    # The innermost open element: its index, holder (the block-level element
    # holding its text) and whether it ends a block. Before the root, the
    # root holds its own text whatever its tag.
    index, holder, is_block = -1, root, False
    heading = context = hints = 0
    # Hints of inline elements opened in the open block (a.skip-link): they
    # close before the block does, yet their words are the block's.
    inline_hints = 0
    boilerplate = -1  # innermost open element with a boilerplate hint
    comment = -1  # innermost open element with a comment hint
    link_depth = 0
    markup = 0  # bytes of the elements' markup so far
    opened_count = 0  # elements opened so far: len(parents), kept without a call at every element
    block_count = 0  # blocks so far: len(w.texts), likewise
    parents, texts, closed = w.parents, w.texts, w.closed
    add_row, add_words, add_text, add_element = w.rows.extend, w.words.append, texts.append, w.elements.append
    # The title and metadata stages' marks (Blocks.marks) are read here, where every element's
    # attributes are read anyway: a walk of their own would cost about what this one does. Their
    # lists' appends are bound once as well.
    marks = w.marks
    add_class, add_class_owner = marks["classes"].append, marks["class_owners"].append
    add_id, add_id_owner = marks["ids"].append, marks["id_owners"].append
    add_itemprop, add_itemprop_owner = marks["itemprops"].append, marks["itemprop_owners"].append
    add_itemtype, add_itemtype_owner = marks["itemtypes"].append, marks["itemtype_owners"].append
    add_heading, add_heading_element = marks["headings"].append, w.headings.append
    add_body, add_time, add_nav = marks["body"].append, marks["times"].append, marks["navs"].append
    add_rel, add_rel_owner = marks["rels"].append, marks["rel_owners"].append
    add_signature = w.signatures.append
    article_bit = _TAG_INFO["article"][1]
    for el in root.iter():
        tag = el.tag
        info = infos.get(tag)
        if info is None:
            info = infos[tag] = _tag_info(tag)
        # A comment or a processing instruction (parse leaves none) opens and closes nothing,
        # but counts as a child.
        if info:
            ends_block, bit, level, marked_tag, tag_markup = info
            if ends_block:
                if pieces:  # the open block closes (no block if it was only space), and the next opens
                    tokens = "".join(pieces).split()
                    if tokens:
                        add_row((link_chars, opened_count - first_element, markup - first_markup, line_start,
                                 line_end, len(saved), heading, context, hints | inline_hints, boilerplate, comment,
                                 index, opened_count))
                        add_words(len(tokens))  # the characters of _UNSPACED_RANGES are added in _to_blocks
                        add_text(" ".join(tokens))
                        add_element(holder)
                        block_count += 1
                    pieces = []
                    link_chars, first_element, first_markup = 0, opened_count, markup
                inline_hints = 0
            parents.append(index)
            element = opened_count
            opened_count += 1
            if bit:
                if bit == article_bit and not context & article_bit:
                    w.articles.append(element)
                if level:
                    add_heading(el)
                    add_heading_element(element)
            markup += tag_markup
            hint = 0
            items = el.items()
            if items:
                markup += _ATTR_OVERHEAD * len(items)
                # The class is found in the one pass over the names that counts their bytes (a dict of
                # the attributes cost more: it hashes every name); the other attributes read here
                # (_READ_ATTRIBUTES) only on the few elements that have one.
                cls = None
                others = False
                for name, value in items:
                    markup += len(name) + len(value)
                    if name == "class":
                        cls = value
                    elif name in _READ_ATTRIBUTES:  # most are not: href, src, style...
                        others = True
                # What the title stage reads (Blocks.marks), and the element's signature.
                if cls is not None:
                    add_class(cls)
                    add_class_owner(el)
                    add_signature((tag, cls))
                else:
                    add_signature(tag)
                # Hints are read from class, id and role; most elements carry none of them. hint_mask
                # reads words split on spaces: the class alone names the same hints as the class, id
                # and role joined, without building the string.
                identifiers: str | None = cls
                if others:
                    found = dict(items)
                    ident, role = found.get("id"), found.get("role")
                    itemprop, itemtype = found.get("itemprop"), found.get("itemtype")
                    if ident is not None:
                        add_id(ident)
                        add_id_owner(el)
                    if itemprop is not None:
                        add_itemprop(itemprop)
                        add_itemprop_owner(el)
                        if "articleBody" in itemprop:
                            w.declared_bodies.append(element)
                    if itemtype is not None:
                        add_itemtype(itemtype)
                        add_itemtype_owner(el)
                    if marked_tag == _LINK and "rel" in found:
                        add_rel(found["rel"])
                        add_rel_owner(el)
                    if ident is not None or role is not None:
                        identifiers = f"{cls or ''} {ident or ''} {role or ''}"
                # Most strings repeat: their cached mask is looked up here, new_hint_mask called for the others.
                if identifiers is not None:
                    cached = cached_hint_mask(identifiers)
                    hint = new_hint_mask(identifiers) if cached is None else cached
                    if hint and not ends_block:
                        inline_hints |= hint
            else:
                add_signature(tag)
            # The link depth inside el (el's own text is read at it).
            inner_links = link_depth
            if marked_tag:
                if marked_tag == _LINK:
                    inner_links += 1
                elif marked_tag == _TIME:
                    add_time(el)
                elif marked_tag == _NAV:
                    add_nav(el)
                else:
                    add_body(el)
            text = el.text
            # Whitespace opens no block (indentation between tags), but
            # inside one it still separates words.
            if text and (pieces or not text.isspace()):
                line = el.sourceline or 0
                if not pieces:
                    line_start = line
                line_end = line
                pieces.append(text)
                if inner_links:
                    link_chars += len(text.strip())
            children = len(el)
            if children:
                # el stays open until its last child closes: what it changes is saved, to be restored then.
                saved.append((index, holder, is_block, block_count, heading, context, hints, boilerplate, comment,
                              link_depth, el))
                index = element
                if ends_block:
                    holder = el
                is_block = ends_block
                context |= bit
                if level:
                    heading = level
                if hint:
                    hints |= hint
                    if hint & BOILERPLATE_MASK:
                        boilerplate = element
                    if hint & COMMENT_MASK:
                        comment = element
                link_depth = inner_links
                waiting.append(remaining)
                remaining = children
                continue
            # A leaf closes at once: nothing it changed outlives it, so nothing is saved. Only a
            # block-level leaf's own text makes a block, where el is the innermost open element.
            if ends_block and pieces:
                opened = block_count
                tokens = "".join(pieces).split()
                if tokens:
                    add_row((link_chars, opened_count - first_element, markup - first_markup, line_start, line_end,
                             len(saved) + 1, level or heading, context | bit, hints | hint,
                             element if hint & BOILERPLATE_MASK else boilerplate,
                             element if hint & COMMENT_MASK else comment, element, opened_count))
                    add_words(len(tokens))
                    add_text(" ".join(tokens))
                    add_element(el)
                    block_count += 1
                pieces = []
                link_chars, first_element, first_markup = 0, opened_count, markup
                inline_hints = 0
                closed += element, opened, block_count, opened_count
            # Any other leaf is left out of closed: what it would record follows from the blocks' rows.
            tail = el.tail
            if tail and saved and (pieces or not tail.isspace()):
                if not pieces:
                    line_start = el.sourceline or 0
                pieces.append(tail)
                if link_depth:
                    link_chars += len(tail.strip())
        # Each open element whose last child el was closes now, innermost first (saved holds as
        # many as waiting).
        while saved:
            remaining -= 1
            if remaining:
                break
            remaining = waiting.pop()
            if is_block:
                if pieces:
                    tokens = "".join(pieces).split()
                    if tokens:
                        add_row((link_chars, opened_count - first_element, markup - first_markup, line_start,
                                 line_end, len(saved), heading, context, hints | inline_hints, boilerplate, comment,
                                 index, opened_count))
                        add_words(len(tokens))
                        add_text(" ".join(tokens))
                        add_element(holder)
                        block_count += 1
                    pieces = []
                    link_chars, first_element, first_markup = 0, opened_count, markup
                inline_hints = 0
            shut_index = index
            index, holder, is_block, opened, heading, context, hints, boilerplate, comment, link_depth, element = \
                saved.pop()
            closed += shut_index, opened, block_count, opened_count
            tail = element.tail
            if tail and saved and (pieces or not tail.isspace()):
                if not pieces:
                    line_start = element.sourceline or 0
                pieces.append(tail)
                if link_depth:
                    link_chars += len(tail.strip())
    tokens = "".join(pieces).split()
    if tokens:
        add_row((link_chars, opened_count - first_element, markup - first_markup, line_start, line_end, len(saved),
                 heading, context, hints | inline_hints, boilerplate, comment, -1, opened_count))
        add_words(len(tokens))
        add_text(" ".join(tokens))
        add_element(root)


def _tag_info(tag: object) -> tuple[bool, int, int, int, int] | tuple[()]:
    """What the walk reads of a tag (see _TAG_INFO) and the markup bytes of its start and end tags;
    _NOT_ELEMENT for a comment's or a processing instruction's (lxml's factory functions)."""
    if tag.__class__ is not str:
        return _NOT_ELEMENT
    return *_TAG_INFO.get(tag, _INLINE), 2 * len(tag) + _TAG_OVERHEAD


def _to_blocks(w: _Walk) -> Blocks:
    n = len(w.texts)
    table = _int64(w.rows, n * _ROW_WIDTH).reshape(n, _ROW_WIDTH)
    # One contiguous array per field, as the fields are read column by column;
    # in the order of the row (_Walk.flush).
    (counted_link_chars, n_tags, markup_bytes, line_start, line_end, depth, heading, context, hints,
     boilerplate_ancestor, comment_ancestor, innermost, flushed_at) = table.T.copy()
    n_chars = np.fromiter(map(len, w.texts), dtype=np.int64, count=n)
    link_chars = np.minimum(counted_link_chars, n_chars)
    element_chars, element_link_chars, element_ends, opened, closed = _element_totals(w.closed, len(w.parents),
                                                                                      n_chars, link_chars, flushed_at)
    parents = _int64(w.parents, len(w.parents))
    ancestors = _ancestors(innermost, parents)
    texts = tuple(w.texts)
    return Blocks(
        texts=texts,
        elements=tuple(w.elements),
        n_chars=n_chars, n_words=_int64(w.words, n) + _unspaced_chars(w.texts, n_chars), link_chars=link_chars,
        n_tags=n_tags, markup_bytes=markup_bytes + n_chars, line_start=line_start, line_end=line_end,
        depth=depth, heading=heading,
        context=_bits(context, _CONTEXT_BITS),
        hints=_bits(hints, _HINT_BITS),
        boilerplate_ancestor=boilerplate_ancestor,
        comment_ancestor=comment_ancestor,
        ancestors=ancestors,
        element_chars=element_chars,
        element_link_chars=element_link_chars,
        element_ends=element_ends,
        element_alike=_alike_siblings(parents, w.signatures, ancestors),
        articles=_int64(w.articles, len(w.articles)),
        declared_bodies=_int64(w.declared_bodies, len(w.declared_bodies)),
        element_blocks_opened=opened,
        element_blocks_closed=closed,
        heading_elements=_int64(w.headings, len(w.headings)),
        marks=_marks(w.marks, texts),
    )


def _marks(found: dict[str, list[str] | list[html.HtmlElement]], texts: tuple[str, ...]) -> Marks:
    """The walk's marks as a record, with the blocks' texts: the first of the <body>s it found is the body."""
    bodies = found.pop("body")
    return Marks(**{name: tuple(values) for name, values in found.items()}, body=bodies[0] if bodies else None,
                 texts=texts)


def _int64(values: Iterable[int], count: int) -> np.ndarray:
    # Read-only (its callers only read it). Packed by struct: half the instructions of np.fromiter,
    # which converts each value through numpy's generic scalar path (np.array is slower still).
    return np.frombuffer(struct.pack(f"{count}q", *values), dtype=np.int64)


def _unspaced_chars(texts: list[str], n_chars: np.ndarray) -> np.ndarray:
    """Per text of ``n_chars`` characters: how many are in _UNSPACED_RANGES (numpy, all texts at once)."""
    none = np.zeros(len(texts), dtype=np.int64)
    joined = "\n".join(texts)  # a line break is in no range
    if joined.isascii():
        return none
    codes = code_points(joined)
    if codes.max() < _UNSPACED_RANGES[0][0]:
        return none
    unspaced = np.zeros(codes.size, dtype=bool)
    for low, high in _UNSPACED_RANGES:
        unspaced |= (codes >= low) & (codes <= high)
    starts = np.concatenate(([0], np.cumsum(n_chars + 1)))  # of each text, then past the end
    return np.diff(np.searchsorted(np.flatnonzero(unspaced), starts))


def _element_totals(closed: list[int], n_elements: int, n_chars: np.ndarray, link_chars: np.ndarray,
                    flushed_at: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Per element: characters and link characters of its subtree, one past its last element, and
    the blocks flushed before it opened and before it closed.

    An element's subtree holds the blocks flushed while it was open: the
    difference of the running totals when it closed and when it opened.
    ``closed`` lists the elements with children and the leaves that close a
    block; every other element is a leaf that holds no block: nothing in its
    subtree, itself its only element, and before and after it the blocks
    flushed when at most it had been opened (``flushed_at``, per block, the
    elements opened when it was flushed: ascending).
    """
    index, opened, shut, end = _int64(closed, len(closed)).reshape(-1, 4).T
    chars = np.concatenate(([0], np.cumsum(n_chars)))
    links = np.concatenate(([0], np.cumsum(link_chars)))
    totals = np.zeros((5, n_elements), dtype=np.int64)
    elements = np.arange(n_elements)
    totals[2] = elements + 1
    totals[3] = totals[4] = flushed_at.searchsorted(elements, side="right")
    totals[0, index] = chars[shut] - chars[opened]
    totals[1, index] = links[shut] - links[opened]
    totals[2, index] = end
    totals[3, index] = opened
    totals[4, index] = shut
    return totals[0], totals[1], totals[2], totals[3], totals[4]


def _alike_siblings(parents: np.ndarray, signatures: list[str | tuple[str, str]], ancestors: np.ndarray) -> np.ndarray:
    """Per element of ``ancestors`` and their siblings: the children of its parent with its signature
    (tag and class), itself included; 0 for the other elements.

    Only the children of the ancestors' parents are counted: the rest of the
    elements (nearly half of them) are nobody's reading, and numbering their
    signatures costs a thousand instructions an element.
    """
    alike = np.zeros(len(signatures), dtype=np.int64)
    held = ancestors[ancestors >= 0]
    if not held.size:
        return alike
    # The elements whose parent is the parent of an ancestor: -1 (the root's) shifted to 0.
    counted_parents = np.zeros(len(signatures) + 1, dtype=bool)
    counted_parents[parents[held] + 1] = True
    counted = counted_parents[parents + 1].nonzero()[0]
    # Numbered in one pass, in order of first sight (a new signature's number is the count so far):
    # each signature hashed once, where numbering the distinct ones first (dict.fromkeys) hashed it twice.
    numbers: dict[str | tuple[str, str], int] = {}
    number = numbers.setdefault
    kinds = _int64([number(signature, len(numbers)) for signature in map(signatures.__getitem__, counted.tolist())],
                   len(counted))
    # Equal keys (parent, signature) lie together once sorted: each run's length is its count.
    keys = parents[counted] * len(numbers) + kinds
    order = keys.argsort()
    ordered = keys[order]
    runs = np.concatenate(([True], ordered[1:] != ordered[:-1], [True])).nonzero()[0]
    sizes = np.diff(runs)
    alike[counted[order]] = np.repeat(sizes, sizes)
    return alike


def _bits(masks: np.ndarray, bits: np.ndarray) -> np.ndarray:
    """Bool matrix (n, len(bits)) of the bit masks (n,): which of ``bits`` each has."""
    return (masks[:, None] & bits) > 0


def _ancestors(innermost: np.ndarray, parents: np.ndarray) -> np.ndarray:
    """Per block (n, ANCESTOR_LEVELS): the innermost open element's index, its parent's... -1 past the root.

    Read from the parent of every element after the walk, in numpy, rather
    than copied from the open elements at every block.
    """
    # The parents with a -1 after the last: indexed by -1 (past the root), it gives -1 again.
    padded = np.append(parents, -1)
    levels = np.empty((innermost.size, ANCESTOR_LEVELS), dtype=np.int64)
    levels[:, 0] = innermost
    for level in range(1, ANCESTOR_LEVELS):
        levels[:, level] = padded.take(levels[:, level - 1])
    return levels
