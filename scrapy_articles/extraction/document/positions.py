"""Reading positions: how much visible text lies between two elements.

Stage: title (a helper of :mod:`title`, for its position cue). Input: a tree,
an anchor element (the article's first block) and target elements (heading
candidates). Output: each target's start minus the anchor's start, counted in
non-space characters of text in document order, for the targets within a
window around the anchor; a target outside the window is farther than that.

Only the neighbourhood of the anchor is read: from the anchor, the walk goes
backwards and forwards over siblings and up through ancestors until the window
is covered, reading a sibling subtree as one text unless a target is inside.
Where the segment walk's blocks are at hand, :func:`block_offsets` reads the
same numbers from them, without a walk, for targets and an anchor at which a
block starts.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import accumulate, chain, repeat
from operator import sub

from lxml import etree, html

from .tags import BLOCK_TAGS

# Characters from which counting spaces one kind at a time beats splitting into words.
LONG_TEXT_CHARS = 64
# What str.split() takes for space among ASCII characters.
_ASCII_SPACES = " \t\n\r\x0b\x0c\x1c\x1d\x1e\x1f"

_Offsets = dict[html.HtmlElement, int]


def text_of(el: html.HtmlElement) -> str:
    """``el.text_content()`` of an element (not a comment): its descendants' text,
    serialised in C without the XPath evaluation text_content() sets up, at half the cost.

    An element without children (comments and processing instructions count
    as children; the parser keeps none) holds only text: its ``text`` is all
    of it, read without setting up a serialiser (half the instructions).
    """
    if not len(el):
        return el.text or ""
    return etree.tostring(el, method="text", encoding=str, with_tail=False)


def visible_length(text: str | None) -> int:
    """Non-space characters: source indentation is no distance on screen."""
    if not text:
        return 0
    if len(text) >= LONG_TEXT_CHARS and text.isascii():
        return len(text) - sum(map(text.count, _ASCII_SPACES))
    return sum(map(len, text.split()))


def _content_length(el: html.HtmlElement) -> int:
    return visible_length(text_of(el)) if isinstance(el.tag, str) else 0


def _walk(el: html.HtmlElement, seen: int, on_path: set[html.HtmlElement], found: _Offsets) -> int:
    """Record the start of ``el`` and of the targets inside it; return the position after
    its content (its tail excluded). Subtrees off the paths to targets are read whole."""
    found[el] = seen
    seen += visible_length(el.text)
    for child in el:
        seen = _walk(child, seen, on_path, found) if child in on_path else seen + _content_length(child)
        seen += visible_length(child.tail)
    return seen


def offsets(root: html.HtmlElement, anchor: html.HtmlElement, targets: Iterable[html.HtmlElement],
            before: int, after: int) -> _Offsets | None:
    """``start(target) - start(anchor)`` for every target within ``before`` characters
    before the anchor's start or ``after`` characters after it (and maybe a few more).

    None when the anchor is not inside ``root``.
    """
    if anchor is not root and root not in anchor.iterancestors():
        return None
    wanted = set(targets)
    on_path: set[html.HtmlElement] = set()
    for target in wanted:
        for el in chain((target,), target.iterancestors()):  # lazily: paths soon meet
            if el in on_path or el is root:
                break
            on_path.add(el)
    found: _Offsets = {}
    _backwards(root, anchor, on_path, before, found)
    _forwards(root, anchor, on_path, after, found)
    return {el: offset for el, offset in found.items() if el in wanted}


def _backwards(root: html.HtmlElement, anchor: html.HtmlElement, on_path: set[html.HtmlElement],
               limit: int, found: _Offsets) -> None:
    """From the anchor's start back: sibling tails and contents, then the parent's text."""
    passed, node = 0, anchor  # characters between the current point and the anchor's start
    while node is not root and passed <= limit:
        for sibling in node.itersiblings(preceding=True):
            passed += visible_length(sibling.tail)
            if sibling in on_path:
                inner: _Offsets = {}
                length = _walk(sibling, 0, on_path, inner)
                found.update((el, offset - passed - length) for el, offset in inner.items())
                passed += length
            else:
                passed += _content_length(sibling)
            if passed > limit:
                return
        node = node.getparent()
        passed += visible_length(node.text)
        found[node] = -passed  # an ancestor starts where its text does


def _forwards(root: html.HtmlElement, anchor: html.HtmlElement, on_path: set[html.HtmlElement],
              limit: int, found: _Offsets) -> None:
    """From the anchor's start on: its content, its tail, following siblings, then up."""
    passed, node = _walk(anchor, 0, on_path, found), anchor
    while node is not root and passed <= limit:
        passed += visible_length(node.tail)
        for sibling in node.itersiblings():
            if passed > limit:
                return
            if sibling in on_path:
                inner: _Offsets = {}
                length = _walk(sibling, 0, on_path, inner)
                found.update((el, offset + passed) for el, offset in inner.items())
                passed += length
            else:
                passed += _content_length(sibling)
            passed += visible_length(sibling.tail)
        node = node.getparent()


class BlockPlaces:
    """Where elements start, read from a tree's text blocks: non-space characters before them,
    as :func:`offsets` counts them, at any distance (see :meth:`start`).

    ``texts``, ``holders``: the blocks' texts (words joined by single spaces) and the
    block-level elements holding them, in document order (``Blocks.texts``,
    ``Blocks.elements``). ``opened``: block-level elements beside the blocks flushed
    before they opened (``Blocks.element_blocks_opened``), where they start; another
    block-level element starts where the first block it holds does, unless blocks of its
    descendants come first.
    """

    def __init__(self, texts: Sequence[str], holders: Sequence[html.HtmlElement],
                 opened: Mapping[html.HtmlElement, int]) -> None:
        # Each holder's first block (built backwards, so that the first one stays), and the
        # non-space characters before each block: a block's words are its non-space characters.
        held = dict(zip(reversed(holders), range(len(holders) - 1, -1, -1)))
        starts = list(accumulate(map(sub, map(len, texts), map(str.count, texts, repeat(" "))), initial=0))
        self._known = _Starts(holders, held, opened, starts)

    def start(self, el: html.HtmlElement) -> int | None:
        """Non-space characters before ``el``, or None when the blocks do not tell."""
        return _start(el, self._known)


class LazyOffsets:
    """:func:`offsets` of ``targets``, each read when asked: from the blocks where they tell
    the target's and the anchor's starts, else from one walk around the anchor. ``inside``:
    whether the anchor is inside ``root`` (else :func:`offsets` has no answer at all)."""

    def __init__(self, root: html.HtmlElement, anchor: html.HtmlElement, targets: Sequence[html.HtmlElement],
                 places: BlockPlaces | None, before: int, after: int) -> None:
        self._root, self._anchor, self._targets = root, anchor, targets
        self._places, self._before, self._after = places, before, after
        self.inside = anchor is root or root in anchor.iterancestors()
        self._anchor_start = places.start(anchor) if places is not None and self.inside else None
        self._walked: _Offsets | None = None

    def get(self, el: html.HtmlElement) -> int | None:
        """``start(el) - start(anchor)``, or None for a target outside :func:`offsets`' window."""
        if self._places is not None and self._anchor_start is not None:
            start = self._places.start(el)
            if start is not None:
                return start - self._anchor_start
        if self._walked is None:
            self._walked = offsets(self._root, self._anchor, self._targets, self._before, self._after) or {}
        return self._walked.get(el)


@dataclass(frozen=True)
class _Starts:
    """What :func:`_start` reads: the blocks' holders, each holder's first block, block-level
    elements' first blocks where known, and the non-space characters before each block."""

    holders: Sequence[html.HtmlElement]
    held: Mapping[html.HtmlElement, int]
    opened: Mapping[html.HtmlElement, int]
    starts: Sequence[int]


def _start(el: html.HtmlElement, known: _Starts) -> int | None:
    """Non-space characters before ``el``: the text before it back to the nearest block-level
    element, itself or an ancestor, whose start the blocks tell. None when none does."""
    passed, node = 0, el
    while node is not None:
        if node.tag in BLOCK_TAGS:
            start = _block_start(node, known)
            if start is not None:
                return start + passed
        for sibling in node.itersiblings(preceding=True):
            passed += visible_length(sibling.tail) + _content_length(sibling)
        node = node.getparent()
        if node is not None:
            passed += visible_length(node.text)
    return None


def _block_start(el: html.HtmlElement, known: _Starts) -> int | None:
    """A block-level element starts where its first block does (known, or the first it holds),
    or where its first child does when that is block-level and no text comes before it."""
    block = known.opened.get(el)
    if block is None:
        block = _first_block(known.holders, known.held, el)
    if block is not None:
        return known.starts[block]
    if len(el) and not visible_length(el.text) and el[0].tag in BLOCK_TAGS:
        return _block_start(el[0], known)
    return None


def _first_block(holders: Sequence[html.HtmlElement], held: Mapping[html.HtmlElement, int],
                 el: html.HtmlElement) -> int | None:
    """The block at which ``el`` starts: the first it holds (``held``), unless a block before it
    is its descendant's (its first text is in a block-level child). None when it holds none."""
    first = held.get(el)
    if first is None:
        return None
    if first and any(each is el for each in chain((holders[first - 1],), holders[first - 1].iterancestors())):
        return None
    return first
