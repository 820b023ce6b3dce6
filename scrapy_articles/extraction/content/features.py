"""Stage 3, features: blocks to feature matrices, one row per block.

Input: :class:`segment.Blocks` (and the page source for ``auto``). Output:
float matrices whose column names are listed beside them, so that a trained
model can check it reads the columns it was trained on.

- :func:`density_features`: Champandard's (2007) inputs: text density (characters per
  HTML byte), HTML bytes and text length of the current, previous and next
  block.
- :func:`shallow_features`: boilerpipe's shallow text features (Kohlschütter
  et al. 2010): words, average word and sentence length, link
  density, text density over lines wrapped at 80 columns, tag context,
  relative position, capitalisation, date tokens, and the same for the
  previous and next block.
- :func:`context_features`: what ``auto`` adds: container totals at four
  ancestor levels, class/id hints, and a window of neighbouring blocks.
- :func:`structure_features`: what modern pages declare or repeat: the
  JSON-LD ``articleBody`` and ``itemprop=articleBody`` of schema.org, the
  first of several ``<article>`` elements, sibling records alike (teaser
  lists), and text that occurs twice on the page.
"""

from __future__ import annotations

import functools
import html
import json
from collections import Counter

import numpy as np

from ..document.codepoints import code_points
from ..lazyregex import compile_lazily
from .hints import HINT_CATEGORIES
from .segment import ANCESTOR_LEVELS, CONTEXT_TAGS, Blocks

# Boilerpipe wraps text at 80 columns to measure its text density.
WRAP_COLUMNS = 80
# Sentence ends, capitalised words, all-caps words and lower-case starts are
# counted per character class (numpy over the code points of all blocks at
# once). Words are the word runs (\w+) of the patterns \b[^\W\d_a-z]\w*,
# \b[^\W\d_a-z]{2,}\b and \b[a-z], where any letter outside a-z counts as a
# capital. A sentence ends at a run of terminal marks (Latin and CJK) followed
# by a space (\s) or the end: the pattern [.!?\u3002\uff01\uff1f]+(?:\s|$)
# matched from a run's first mark. Classes: a-z, capital, digit or "_" (the
# word characters, lowest), then other characters, sentence marks and spaces.
_LOWER, _CAPITAL, _DIGIT_OR_UNDERSCORE, _NON_WORD, _SENTENCE_MARK, _SPACE = range(6)
_SENTENCE_MARKS = frozenset(".!?\u3002\uff01\uff1f")
# Date and time tokens, numeric forms only (any language): 2012-07-24,
# 24.07.2012, 7/24/12, 12:11, and four-digit years. The pattern is
# \b(?:\d{1,4}[-./]\d{1,2}[-./]\d{1,4}|\d{1,2}:\d{2}|(?:19|20)\d{2})\b with
# the first digit taken out of the alternatives. A token starts a word (its
# look-behind), so the pattern is only tried where a word starts with a digit,
# found with the word starts: searching every character cost 4% of ``auto``.
_DATE_TOKEN = compile_lazily(
    r"\d(?<!\w\d)(?:\d{0,3}[-./]\d{1,2}[-./]\d{1,4}|\d?:\d{2}|(?<=1)9\d{2}|(?<=2)0\d{2})\b")


def _char_class(char: str) -> int:
    if char in _SENTENCE_MARKS:
        return _SENTENCE_MARK
    if char.isspace():  # what \s takes for space
        return _SPACE
    if "a" <= char <= "z":
        return _LOWER
    if char.isdecimal() or char == "_":  # \d is str.isdecimal(), \w is str.isalnum() or "_"
        return _DIGIT_OR_UNDERSCORE
    return _CAPITAL if char.isalnum() else _NON_WORD


# Classes of the ASCII code points, and one entry for the rest, which are
# read as runs of one class among their sorted code points (a page's few
# hundred distinct characters fall in a few dozen runs): a group per class,
# in _char_class's order (\d is str.isdecimal(), \w isalnum() or "_", \s
# isspace()), and _RUN_CLASS gives the class of each group.
_ASCII_CLASS = np.array([*(_char_class(chr(i)) for i in range(128)), _NON_WORD], dtype=np.int8)
_FIRST_NON_ASCII = np.uint32(128)
_WIDE_MARKS = "".join(sorted(c for c in _SENTENCE_MARKS if not c.isascii()))
_NON_ASCII_RUN = compile_lazily(rf"([{_WIDE_MARKS}]+)|(\s+)|(\d+)|([^\W\d]+)|([^\w\s{_WIDE_MARKS}]+)")
_RUN_CLASS = np.array([_SENTENCE_MARK, _SPACE, _DIGIT_OR_UNDERSCORE, _CAPITAL, _NON_WORD], dtype=np.int8)
# Neighbour window (blocks each side) for the smoothed context features.
WINDOW = 2


def _safe_div(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return np.asarray(a, dtype=np.float64) / np.maximum(np.asarray(b, dtype=np.float64), 1.0)


def neighbour_names(names: list[str]) -> list[str]:
    """Column names of :func:`with_neighbours` of columns ``names``."""
    return names + [f"prev_{n}" for n in names] + [f"next_{n}" for n in names]


def with_neighbours(matrix: np.ndarray, names: list[str]) -> tuple[np.ndarray, list[str]]:
    """Append the previous and next block's columns (zero past the ends), as boilerpipe and Champandard (2007) do."""
    rows, width = matrix.shape
    full = np.empty((rows, 3 * width), dtype=matrix.dtype)
    full[:, :width] = matrix
    _fill_neighbours(full, width)
    return full, neighbour_names(names)


def _fill_neighbours(full: np.ndarray, width: int) -> None:
    """Write the previous and next row's copies of ``full``'s first ``width`` columns beside them, in place."""
    # Written into one matrix: shifted copies joined cost twice the numpy calls.
    full[1:, width:2 * width] = full[:-1, :width]
    full[:1, width:2 * width] = 0.0
    full[:-1, 2 * width:] = full[1:, :width]
    full[-1:, 2 * width:] = 0.0


DENSITY_NAMES = neighbour_names(["density", "log_bytes", "log_chars"])


def density_features(blocks: Blocks) -> tuple[np.ndarray, list[str]]:
    """Seed 002's per-line inputs for the current, previous and next block."""
    out = np.empty((len(blocks), len(DENSITY_NAMES)))
    _fill_density(blocks, out)
    return out, list(DENSITY_NAMES)


def _fill_density(blocks: Blocks, out: np.ndarray) -> None:
    """Write :func:`density_features` into ``out`` (n, len(DENSITY_NAMES))."""
    out[:, 0] = _safe_div(blocks.n_chars, blocks.markup_bytes)
    np.log1p(blocks.markup_bytes, out=out[:, 1])
    np.log1p(blocks.n_chars, out=out[:, 2])
    _fill_neighbours(out, 3)


def text_counts(texts: tuple[str, ...], lengths: np.ndarray | None = None) -> np.ndarray:
    """Per block: sentences, capitalised words, all-caps words, lower-case starts, date tokens.

    Read over the blocks joined by line breaks (neither a word character nor
    a mark, and a space where a sentence ends) in one pass per count; each
    match is the block's in which it starts. ``lengths``: the texts' lengths,
    if known (``Blocks.n_chars``).
    """
    joined = "\n".join(texts)
    if lengths is None:
        lengths = np.fromiter(map(len, texts), dtype=np.int64, count=len(texts))
    starts = np.concatenate(([0], np.cumsum(lengths + 1)))  # of each block, then past the end
    *counted, numbers = _positions(joined)
    columns = [*counted, _date_tokens(joined, numbers)]
    at = np.array([c.searchsorted(starts) for c in columns], dtype=np.float64).T  # per block start: matches before it
    return at[1:] - at[:-1]


def _date_tokens(text: str, numbers: np.ndarray) -> np.ndarray:
    """Start positions of the date tokens of ``text``, tried only at ``numbers``.

    ``numbers``: the starts of the words that begin with a digit or "_"
    (:func:`_positions`), the only places where a token can start.
    """
    found: list[int] = []
    end = 0  # of the last token: as in a search, tokens do not overlap
    for start in numbers.tolist():
        if start >= end and (match := _DATE_TOKEN.match(text, start)) is not None:
            found.append(start)
            end = match.end()
    return np.array(found, dtype=np.int64)


def _non_ascii_classes(codes: np.ndarray) -> np.ndarray:
    """Classes of the non-ASCII code points ``codes``, as :func:`_char_class` gives them.

    Sorted, the code points fall in runs of one class, each matched by
    :data:`_NON_ASCII_RUN`; a code point takes the class of the run its value
    falls in. A Python call per distinct character cost four times as much.
    """
    ordered = np.sort(codes)
    runs = list(_NON_ASCII_RUN.finditer(ordered.tobytes().decode("utf-32-le", "surrogatepass")))
    firsts = ordered[[run.start() for run in runs]]
    found = _RUN_CLASS[np.array([run.lastindex for run in runs]) - 1]  # every run matches one group
    return found[np.searchsorted(firsts, codes, side="right") - 1]


def _positions(text: str) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Sentence ends and word starts in ``text``, read from its characters' classes.

    In order: the sentence ends (each at its last mark, in the same block as
    its first: blocks are joined by a line break), then the starts of the
    capitalised, all-caps, lower-case and digit-initial words (those begin
    with a digit or "_").
    """
    codes = code_points(text)
    classes = _ASCII_CLASS.take(codes, mode="clip")
    # nonzero()[0] of 1-D masks: np.flatnonzero's Python wrapper cost more than its work.
    other = (codes >= _FIRST_NON_ASCII).nonzero()[0]
    if other.size:
        classes[other] = _non_ascii_classes(codes[other])
    sentence_ends = classes == _SENTENCE_MARK
    sentence_ends[:-1] &= classes[1:] == _SPACE
    word = classes < _NON_WORD
    first = word.copy()
    first[1:] &= ~word[:-1]
    last = word.copy()
    last[:-1] &= ~word[1:]
    starts, ends = first.nonzero()[0], last.nonzero()[0] + 1
    initial = classes[starts]
    capitalised = initial == _CAPITAL
    long = capitalised & (ends - starts >= 2)
    # All capitals: no other word character in the word. Each range from a word's
    # start to the next word's holds no word character past the word's end, so one
    # reduceat over those ranges reads every word (two searches among the other
    # word characters cost twice as much).
    mixed = np.logical_or.reduceat(word & (classes != _CAPITAL), starts) if starts.size else np.zeros(0, dtype=bool)
    all_caps = ~mixed.compress(long)
    return (sentence_ends.nonzero()[0], starts[capitalised], starts[long][all_caps],
            starts[initial == _LOWER], starts[initial == _DIGIT_OR_UNDERSCORE])


SHALLOW_NAMES = neighbour_names(["log_words", "word_len", "log_sentence_len", "link_density", "wrapped_density",
                                 "is_heading"] + [f"in_{t}" for t in CONTEXT_TAGS]
                                + ["position", "capitalised", "all_caps", "lower_start", "log_dates"])


def shallow_features(blocks: Blocks, counts: np.ndarray | None = None) -> tuple[np.ndarray, list[str]]:
    """Boilerpipe's shallow text features with the previous and next block's."""
    out = np.empty((len(blocks), len(SHALLOW_NAMES)))
    _fill_shallow(blocks, out, counts)
    return out, list(SHALLOW_NAMES)


def _fill_shallow(blocks: Blocks, out: np.ndarray, counts: np.ndarray | None = None) -> None:
    """Write :func:`shallow_features` into ``out`` (n, len(SHALLOW_NAMES)), a column or a slice at a time."""
    n = len(blocks)
    if counts is None:
        counts = text_counts(blocks.texts, blocks.n_chars)
    words = blocks.n_words.astype(np.float64)
    wrapped_lines = np.maximum(1.0, np.ceil(blocks.n_chars / WRAP_COLUMNS))
    sentences = np.maximum(counts[:, 0], 1.0)
    tags = len(CONTEXT_TAGS)
    np.log1p(words, out=out[:, 0])
    out[:, 1] = _safe_div(blocks.n_chars - words, words)  # average word length (chars between spaces)
    np.log1p(words / sentences, out=out[:, 2])
    out[:, 3] = _safe_div(blocks.link_chars, blocks.n_chars)
    np.divide(words, wrapped_lines, out=out[:, 4])
    out[:, 5] = blocks.heading > 0
    out[:, 6:6 + tags] = blocks.context
    np.divide(np.arange(n), max(n - 1, 1), out=out[:, 6 + tags])
    # Capitalised, all-caps and lower-case starts per word.
    np.divide(counts[:, 1:4], np.maximum(words, 1.0)[:, None], out=out[:, 7 + tags:10 + tags])
    np.log1p(counts[:, 4], out=out[:, 10 + tags])
    _fill_neighbours(out, 11 + tags)


def _window_mean(values: np.ndarray, radius: int) -> np.ndarray:
    """Column-wise mean over ``2 * radius + 1`` rows, truncated at the ends."""
    if values.shape[0] == 0:
        return values
    low, high = window_bounds(values.shape[0], radius)
    return _window_sum(values, low, high) / (high - low)[:, None]


CONTEXT_NAMES = ([f"anc{level}_{name}" for level in range(ANCESTOR_LEVELS)
                  for name in ("log_chars", "share", "link_density")]
                 + [*(f"hint_{h}" for h in HINT_CATEGORIES), "rel_depth",
                    "chars_before", "char_share", "page_log_chars", "page_log_blocks",
                    "win_log_words", "win_link_density"])


def context_features(blocks: Blocks) -> tuple[np.ndarray, list[str]]:
    """Container, hint and window features that ``auto`` adds to the shallow ones.

    No text-to-tag ratio (Weninger & Hsu): it reads the whole source line by
    line, which the default path does for nothing else, and beside the
    density features (characters per markup byte of each block) auto
    scored as well without it, each corpus left out in turn
    (benchmarks/HISTORY.md).
    """
    out = np.empty((len(blocks), len(CONTEXT_NAMES)))
    _fill_context(blocks, out)
    return out, list(CONTEXT_NAMES)


def _fill_context(blocks: Blocks, out: np.ndarray) -> None:
    """Write :func:`context_features` into ``out`` (n, len(CONTEXT_NAMES))."""
    n = len(blocks)
    total = max(float(blocks.n_chars.sum()), 1.0)
    # Every level at once (columns level by level): a page's blocks are few,
    # and each numpy call's own cost outweighed its work.
    idx = blocks.ancestors
    valid, element = idx >= 0, np.maximum(idx, 0)
    # As floats (the counts are exact in them): the columns below read them without a cast each.
    chars = np.where(valid, blocks.element_chars[element], 0.0)
    links = np.where(valid, blocks.element_link_chars[element], 0.0)
    containers = 3 * ANCESTOR_LEVELS
    np.log1p(chars, out=out[:, 0:containers:3])
    np.divide(chars, total, out=out[:, 1:containers:3])
    out[:, 2:containers:3] = _safe_div(links, chars)
    hints = containers + len(HINT_CATEGORIES)
    out[:, containers:hints] = blocks.hints
    np.divide(blocks.depth, max(float(blocks.depth.max(initial=1)), 1.0), out=out[:, hints])
    if n:
        out[0, hints + 1] = 0.0
        np.divide(np.cumsum(blocks.n_chars)[:-1], total, out=out[1:, hints + 1])  # characters before the block
    np.divide(blocks.n_chars, total, out=out[:, hints + 2])
    out[:, hints + 3] = np.log1p(total)
    out[:, hints + 4] = np.log1p(n)
    local = np.column_stack([np.log1p(blocks.n_words), _safe_div(blocks.link_chars, blocks.n_chars)])
    out[:, hints + 5:] = _window_mean(local, WINDOW)


# The body a page declares in JSON-LD: the "articleBody" key and the start of its string value.
_JSONLD_BODY = compile_lazily(r'"articleBody"\s*:\s*(?=")')
# Markup some sites leave inside a declared body: each tag is a word boundary.
_MARKUP_TAG = compile_lazily(r"<[^<>]{0,300}>")
# Characters of a block's start looked up in the declared body: long enough
# that a match is no chance, short enough that a body whose quotes or spaces
# differ a little further on still matches.
BODY_PROBE_CHARS = 60
# Blocks shorter than this (characters) are not looked up in the declared
# body, nor counted as repeated: "Share", "Home" or a date occur anywhere.
MIN_EVIDENCE_CHARS = 15
# Ancestor levels whose alike siblings are features (the holder, its parent, its grandparent).
ALIKE_LEVELS = 3


def declared_body(source: str) -> str:
    """The JSON-LD ``articleBody`` of a page's source, as plain text with spaces collapsed ("" if none).

    Read from the source with the first string after an "articleBody" key
    (a page declares one article; the graph is not built here), so that the
    feature costs a string search on pages that declare none.
    """
    start = source.find('"articleBody"')
    if start < 0:
        return ""
    found = _JSONLD_BODY.search(source, start)  # a match starts with that key: none before it
    if found is None:
        return ""
    try:
        body, _ = json.JSONDecoder().raw_decode(source, found.end())
    except ValueError:  # a truncated or malformed script: no declaration
        return ""
    if not isinstance(body, str):
        return ""
    if "<" in body:
        body = _MARKUP_TAG.sub(" ", body)
    if "&" in body:
        body = html.unescape(body)
    return " ".join(body.split())


def _inside(elements: np.ndarray, starts: np.ndarray, ends: np.ndarray) -> np.ndarray:
    """Per element of ``elements`` (-1: none): the index of the range [start, end) holding it, or -1.

    ``starts`` ascending, the ranges disjoint (outermost elements).
    """
    if not starts.size:
        return np.full(elements.shape, -1, dtype=np.int64)
    at = np.searchsorted(starts, elements, side="right") - 1
    held = (at >= 0) & (elements >= 0) & (elements < ends[np.maximum(at, 0)])
    return np.where(held, at, -1)


def _outermost(elements: np.ndarray, element_ends: np.ndarray) -> np.ndarray:
    """Those of ``elements`` (ascending) not inside another of them."""
    kept: list[int] = []
    end = -1
    for e in elements.tolist():
        if e >= end:
            kept.append(e)
            end = int(element_ends[e])
    return np.array(kept, dtype=np.int64)


STRUCTURE_NAMES = ([f"anc{level}_log_alike" for level in range(ALIKE_LEVELS)]
                   + ["in_first_article", "in_later_article", "page_log_articles",
                      "in_itemprop_body", "page_itemprop_body",
                      "in_jsonld_body", "page_jsonld_body", "jsonld_body_found",
                      "repeated_text"])


def structure_features(blocks: Blocks, source: str) -> tuple[np.ndarray, list[str]]:
    """Evidence of modern pages, per block (see the module docstring); ``source`` is the page's markup."""
    out = np.empty((len(blocks), len(STRUCTURE_NAMES)))
    _fill_structure(blocks, source, out)
    return out, list(STRUCTURE_NAMES)


def _fill_structure(blocks: Blocks, source: str, out: np.ndarray) -> None:
    """Write :func:`structure_features` into ``out`` (n, len(STRUCTURE_NAMES))."""
    n = len(blocks)
    innermost = blocks.ancestors[:, 0] if n else np.zeros(0, dtype=np.int64)
    ends = blocks.element_ends
    valid = blocks.ancestors[:, :ALIKE_LEVELS] >= 0
    alike = np.where(valid, blocks.element_alike[np.maximum(blocks.ancestors[:, :ALIKE_LEVELS], 0)], 1)
    np.log(alike, out=out[:, :ALIKE_LEVELS])
    at = ALIKE_LEVELS
    article = _inside(innermost, blocks.articles, ends[blocks.articles])
    out[:, at] = article == 0
    out[:, at + 1] = article > 0
    out[:, at + 2] = np.log1p(blocks.articles.size)
    bodies = _outermost(blocks.declared_bodies, ends)
    out[:, at + 3] = _inside(innermost, bodies, ends[bodies]) >= 0
    out[:, at + 4] = float(bodies.size > 0)
    long = blocks.n_chars >= MIN_EVIDENCE_CHARS
    body = declared_body(source)
    in_body = np.zeros(n, dtype=bool)
    if body:
        in_body = np.fromiter((keep and text[:BODY_PROBE_CHARS] in body for text, keep in zip(blocks.texts, long)),
                              dtype=bool, count=n)
    coverage = float(blocks.n_chars[in_body].sum()) / max(len(body), 1)
    out[:, at + 5] = in_body
    out[:, at + 6] = float(bool(body))
    out[:, at + 7] = min(coverage, 1.0)
    seen = Counter(blocks.texts)  # counted in C
    out[:, at + 8] = (np.fromiter(map(seen.__getitem__, blocks.texts), dtype=np.int64, count=n) > 1) & long


AUTO_NAMES = SHALLOW_NAMES + DENSITY_NAMES + CONTEXT_NAMES + STRUCTURE_NAMES
# The columns of each part in auto_features' matrix.
_SHALLOW_COLUMNS = slice(0, len(SHALLOW_NAMES))
_DENSITY_COLUMNS = slice(_SHALLOW_COLUMNS.stop, _SHALLOW_COLUMNS.stop + len(DENSITY_NAMES))
_CONTEXT_COLUMNS = slice(_DENSITY_COLUMNS.stop, _DENSITY_COLUMNS.stop + len(CONTEXT_NAMES))
_STRUCTURE_COLUMNS = slice(_CONTEXT_COLUMNS.stop, len(AUTO_NAMES))


def auto_features(blocks: Blocks, source: str) -> np.ndarray:
    """The shallow, density, context and structure features side by side (n, len(AUTO_NAMES)).

    Each part is written into its columns of one matrix: a matrix a part,
    each built of columns and then joined, cost twice the numpy calls.
    """
    out = np.empty((len(blocks), len(AUTO_NAMES)))
    _fill_shallow(blocks, out[:, _SHALLOW_COLUMNS])
    _fill_density(blocks, out[:, _DENSITY_COLUMNS])
    _fill_context(blocks, out[:, _CONTEXT_COLUMNS])
    _fill_structure(blocks, source, out[:, _STRUCTURE_COLUMNS])
    return out


# Window radii (blocks) over which first-stage probabilities are averaged.
REFINE_WINDOWS = (1, 3, 8)
# The same as a column, a row of window bounds a radius (window_bounds).
_REFINE_RADII = np.array(REFINE_WINDOWS)[:, None]
_REFINE_RADII.setflags(write=False)


def window_sum(values: np.ndarray, radius: int) -> np.ndarray:
    """Sum of ``values[i - radius : i + radius + 1]`` for every i (rows), truncated at the ends."""
    return _window_sum(values, *window_bounds(values.shape[0], radius))


def _window_sum(values: np.ndarray, low: np.ndarray, high: np.ndarray) -> np.ndarray:
    """Sum of ``values[low[i]:high[i]]`` for every i (rows)."""
    cumulative = np.cumsum(values, axis=0, dtype=np.float64)  # column by column, each as alone
    padded = np.concatenate((np.zeros((1, *values.shape[1:])), cumulative))
    return padded[high] - padded[low]


def window_bounds(n: int, radius: int | np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """First row and one past the last of each of ``n`` rows' windows, ``radius`` rows each side, truncated
    at the ends; a column of radii gives a row of bounds per radius."""
    index = np.arange(n)
    return np.maximum(index - radius, 0), np.minimum(index + radius + 1, n)


class Regions:
    """A page's blocks by container and by window, to read first-stage probabilities in (:meth:`features`).

    ``n_words`` (n,) and ``ancestors`` (n, levels) are the blocks' (see
    :class:`segment.Blocks`). What does not depend on the probabilities is
    computed here once: ``auto`` reads the answers of several first networks
    on the same page. Every level, and every window, is read in one numpy
    call: a page's blocks are few, and each call's own cost outweighed its
    work (two thirds of the refining stage).
    """

    def __init__(self, n_words: np.ndarray, ancestors: np.ndarray) -> None:
        n, levels = ancestors.shape
        self.words = n_words.astype(np.float64) + 1.0
        valid = ancestors >= 0
        self.valid = valid.T
        # Per level, each block's bin: its ancestor element + 1, or 0 for the
        # blocks without one, which are each their own group; the levels'
        # bins numbered apart, so that one bincount sums every level, each
        # bin over the same blocks in the same order as a level alone.
        level_bins = int(ancestors.max(initial=-1)) + 2
        bins = np.where(valid, ancestors + 1, 0).T + level_bins * np.arange(levels)[:, None]
        # Renumbered 0, 1, 2... in the same order: element numbers run into
        # the thousands, and bincount would fill and clear that many bins a level.
        used = np.zeros(level_bins * levels, dtype=bool)
        used[bins] = True
        number = np.cumsum(used) - 1
        self.bins = number.take(bins)
        self.n_bins = int(number[-1]) + 1 if levels else 0
        self.words_in = self._sum_in_containers(self.words)
        # Per window radius (rows) and block: the ends of its window.
        self.window_low, self.window_high = window_bounds(n, _REFINE_RADII)
        self.window_words = np.maximum(self._window_sums(self.words), 1e-9)

    def _sum_in_containers(self, values: np.ndarray) -> np.ndarray:
        """Per level and block: the sum of ``values`` over the blocks sharing its bin.

        ``values`` (n,) gives (levels, n); (k, n), k rows summed apart, gives (k, levels, n).
        """
        bins = self.bins
        if values.ndim == 2:  # row j's bins numbered after those of the rows before it
            bins = bins + self.n_bins * np.arange(len(values))[:, None, None]
        values = values[..., None, :]  # repeated for every level below
        # take: a gather by an index array in one call, faster than fancy indexing on arrays this small
        return np.bincount(bins.ravel(), weights=values.repeat(bins.shape[-2], axis=-2).ravel()).take(bins)

    def _window_sums(self, values: np.ndarray, cumulative: np.ndarray | None = None) -> np.ndarray:
        """Per REFINE_WINDOWS radius: :func:`window_sum` of ``values`` along their last axis, given
        their ``cumulative`` sums along it; (n,) gives (radii, n), (k, n) gives (k, radii, n)."""
        if cumulative is None:
            cumulative = np.cumsum(values, axis=-1, dtype=np.float64)
        padded = np.concatenate((np.zeros((*cumulative.shape[:-1], 1)), cumulative), axis=-1)
        return padded.take(self.window_high, axis=-1) - padded.take(self.window_low, axis=-1)

    def features(self, p: np.ndarray) -> tuple[np.ndarray, list[str]]:
        """Second-stage features: first-stage probabilities ``p`` (n,) seen by container and neighbourhood.

        The article is a region, not scattered blocks (Article Clipper's
        premise, Fan et al. 2011): a block whose container or neighbours hold the
        page's likely content is itself likely content. Per ancestor level:
        the word-weighted mean probability over blocks sharing that ancestor,
        and that ancestor's share of the page's expected content words.
        Window means over REFINE_WINDOWS, and where the block lies relative to
        the expected content.

        ``p`` of shape (k, n), the probabilities of k first networks, gives
        each network's columns in turn (n, k x names), each as ``p[j]`` alone
        gives them: auto's pipelines read theirs in one pass.
        """
        levels = self.bins.shape[0]
        names = _refine_names(levels)
        ps = np.atleast_2d(p)  # (k, n): every sum below runs along a row, as over p alone
        k, n = ps.shape
        content_mass = ps * self.words
        total_mass = np.maximum(content_mass.sum(axis=1), 1e-9)[:, None]
        mass_in = self._sum_in_containers(content_mass)
        cumulative = np.cumsum(content_mass, axis=1)
        # Filled as (k, columns, n), a block's column a contiguous row; transposed once at the end.
        out = np.empty((k, len(names), n))
        out[:, 0] = ps
        # minimum/maximum: np.clip's Python wrapper cost more than its work here.
        out[:, 1] = np.log(np.minimum(np.maximum(ps, 1e-4), 1.0)) - np.log(np.minimum(np.maximum(1.0 - ps, 1e-4), 1.0))
        containers = 2 + 2 * levels
        out[:, 2:containers:2] = np.where(self.valid, mass_in / self.words_in, ps[:, None, :])
        out[:, 3:containers:2] = np.where(self.valid, mass_in, content_mass[:, None, :]) / total_mass[:, :, None]
        windows = containers + len(REFINE_WINDOWS)
        out[:, containers:windows] = self._window_sums(content_mass, cumulative) / self.window_words
        cumulative /= total_mass
        out[:, windows] = cumulative - content_mass / total_mass
        out[:, windows + 1] = 1.0 - cumulative
        out[:, windows + 2] = np.log1p(total_mass)
        out[:, windows + 3] = ps.max(axis=1, initial=0.0)[:, None]
        return out.transpose(2, 0, 1).reshape(n, k * len(names)), names


def _refine_names(levels: int) -> list[str]:
    """Column names of :meth:`Regions.features` for blocks with ``levels`` ancestor levels."""
    return list(_refine_name_tuple(levels))


@functools.cache  # the same few levels on every page: the names built once
def _refine_name_tuple(levels: int) -> tuple[str, ...]:
    names = ["p1", "p1_logit"]
    for level in range(levels):
        names += [f"anc{level}_p1_mean", f"anc{level}_p1_share"]
    return tuple(names + [f"win{radius}_p1" for radius in REFINE_WINDOWS]
                 + ["p1_mass_before", "p1_mass_after", "page_log_p1_mass", "page_p1_max"])


def refine_features(n_words: np.ndarray, ancestors: np.ndarray, p: np.ndarray) -> tuple[np.ndarray, list[str]]:
    """:meth:`Regions.features` of the blocks' probabilities ``p``, for one first network."""
    return Regions(n_words, ancestors).features(p)
