"""Method ``ttr``: text-to-tag ratio per source line (Weninger & Hsu 2008).

Input: the page source and the blocks. Output: per-line ratios, their
smoothing, the content decision per line, and per-block values read from the
lines each block came from.

Algorithm 1 of the paper: remove script, style and comments ("remark tags")
and empty lines; for each line, x = non-tag characters, y = tags, and
TTR = x / y, or x when the line has no tag. The array is smoothed with a
moving mean of radius 2, and lines at or above one standard deviation of the
smoothed array are content ("threshold clustering"). K-means and EM over
k = 1..3 clusters are the paper's alternatives: clusters whose mean lies above
the standard deviation are content, and the k giving the most such clusters
wins, ties going to the lower k. A single cluster holding every line is not
counted as a hit: it separates nothing.

One deliberate difference: the paper counts ASCII characters (its test set
was English); we count every non-space character so the method works on any
script.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..config import ExtractionConfig
from ..lazyregex import compile_lazily
from .features import window_bounds
from .segment import Blocks

# Openers of the sections whose content is not text to a reader; each is
# blanked up to its closer, found with a search from the opener to stay
# linear on pages with thousands of unclosed openers. Tag names match in any
# ASCII case, as in HTML; not with re.I, which also takes "ſcript" (long s)
# for "script", and no lower-cased copy of the page, which cost most of the
# blanking and whose positions drift after an "İ" (it lowers to two characters).
_HIDDEN_OPEN = compile_lazily(r"<([sS][cC][rR][iI][pP][tT]|[sS][tT][yY][lL][eE])\b|<!--")
_CLOSERS = {"script": compile_lazily("</[sS][cC][rR][iI][pP][tT]"), "style": compile_lazily("</[sS][tT][yY][lL][eE]"),
            "!--": compile_lazily("-->")}
# Bytes of the characters read by line_ratios, in UTF-8 (ASCII: one byte each,
# never part of another character's encoding).
_NEWLINE, _LESS, _GREATER = (np.uint8(ord(c)) for c in "\n<>")
# What str.isspace() and the regex \s take for space (Py_UNICODE_ISSPACE),
# as a table indexed by code point, one entry past the last space: read with
# mode="clip", every later code point lands on that entry, not space.
_SPACE_CODES = (*range(0x09, 0x0E), *range(0x1C, 0x21), 0x85, 0xA0, 0x1680, *range(0x2000, 0x200B),
                0x2028, 0x2029, 0x202F, 0x205F, 0x3000)
_IS_SPACE = np.zeros(max(_SPACE_CODES) + 2, dtype=bool)
_IS_SPACE[list(_SPACE_CODES)] = True
# The ASCII spaces are the runs U+0009..U+000D and U+001C..U+0020.
_LOW_SPACES = (np.uint8(0x09), np.uint8(0x0D), np.uint8(0x1C), np.uint8(0x20))
# UTF-8 continuation bytes are 0x80..0xBF: each byte outside them starts a character.
_CONTINUATION, _CONTINUATION_SPAN = np.uint8(0x80), np.uint8(0x40)
# Lead bytes of the characters from U+0080 to U+3FFF, which hold every space
# past ASCII (U+0085 to U+3000): two-byte leads up to 0xDF, three-byte ones from 0xE0.
_FIRST_LEAD, _LAST_LEAD, _FIRST_THREE_BYTE_LEAD = np.uint8(0xC2), np.uint8(0xE3), 0xE0


@dataclass(frozen=True)
class LineRatios:
    """Text-to-tag ratios of the non-empty source lines.

    ``lines`` holds the 1-based source line number of each entry.
    """

    lines: np.ndarray  # int (m,)
    raw: np.ndarray  # float (m,)
    smoothed: np.ndarray  # float (m,)
    threshold: float
    content: np.ndarray  # bool (m,)


def blank_hidden(source: str) -> str:
    """Replace script, style and comment sections by their newlines only."""
    out: list[str] = []
    pos = 0
    while True:
        match = _HIDDEN_OPEN.search(source, pos)
        if match is None:
            break
        out.append(source[pos:match.start()])
        opener = (match.group(1) or "!--").lower()
        close = _CLOSERS[opener].search(source, match.end())
        if close is None:
            end = len(source)
        elif opener == "!--":
            end = close.end()
        else:  # "</script" and "</style" end at the next ">"
            gt = source.find(">", close.start())
            end = len(source) if gt < 0 else gt + 1
        out.append("\n" * source.count("\n", match.start(), end))
        pos = end
    out.append(source[pos:])
    return "".join(out)


def line_ratios(source: str) -> tuple[np.ndarray, np.ndarray]:
    """Line numbers and raw TTR of the non-empty lines of ``source`` (Algorithm 1).

    Read with numpy over the page's UTF-8 bytes (a page has ~100k): masks of
    the bytes in tags and of the first bytes of characters other than space,
    reduced over each line's range (``np.ufunc.reduceat``: positions listed
    with flatnonzero and searchsorted cost twice as much). A character is
    counted at its first byte; "<", ">" and line breaks are one byte each and
    never inside another character, so lines and tags cut the bytes where
    they cut the characters. Bytes, not code points: a quarter of the memory
    each mask and comparison reads. A line is kept when it holds a character
    other than space. The line breaks and the "<" are read among the marks
    (:func:`_in_tags`), found in one pass over the page: a pass each cost as much.
    """
    blanked = blank_hidden(source)
    units = np.frombuffer(blanked.encode("utf-8", "surrogatepass"), dtype=np.uint8)
    if units.size == 0:  # reduceat takes no range of an empty array
        return np.zeros(0, dtype=np.intp), np.zeros(0)
    # nonzero()[0] of 1-D masks: np.flatnonzero's Python wrapper cost more than its work.
    marks = ((units == _LESS) | (units == _NEWLINE) | (units == _GREATER)).nonzero()[0]
    kinds = units[marks]
    breaks, less = (kinds == _NEWLINE).nonzero()[0], kinds == _LESS  # among the marks
    # Line j's range runs from starts[j] to starts[j + 1]: the break before
    # it (a space) and its characters. Only the first range can be empty,
    # when the page opens with a break: reduceat then reads that break alone,
    # which is neither text nor other than space, so the line still counts 0.
    starts = np.concatenate(([0], marks[breaks]))
    text = _text_starts(units, blanked.isascii())
    tags = _steps(np.cumsum(less)[breaks], 0, int(np.count_nonzero(less)))
    kept = np.logical_or.reduceat(text, starts)
    # int32 sums (a page is far below 2**31 characters) cost less than int64.
    chars = np.add.reduceat(text & ~_in_tags(marks, kinds, units.size), starts, dtype=np.int32)
    ratios = np.where(tags > 0, chars / np.maximum(tags, 1.0), chars)
    return kept.nonzero()[0] + 1, ratios.compress(kept)


def _text_starts(units: np.ndarray, ascii: bool) -> np.ndarray:
    """Mask of the first bytes of the characters other than space (str.isspace()) among the
    UTF-8 bytes ``units`` (``ascii``: they are all ASCII)."""
    tab, carriage_return, file_separator, blank = _LOW_SPACES
    # units - tab wraps around below the tab, so one comparison bounds the run; so do the others.
    other = (((units - tab) <= carriage_return - tab) | ((units >= file_separator) & (units <= blank)))
    if ascii:
        return ~other
    other |= (units - _CONTINUATION) < _CONTINUATION_SPAN
    leads = ((units - _FIRST_LEAD) <= _LAST_LEAD - _FIRST_LEAD).nonzero()[0]
    if leads.size:  # each lead is followed by its one or two continuation bytes
        last = units.size - 1
        first = units[leads].astype(np.uint32)
        second = units[leads + 1].astype(np.uint32) & 0x3F
        third = units[np.minimum(leads + 2, last)].astype(np.uint32) & 0x3F
        codes = np.where(first < _FIRST_THREE_BYTE_LEAD, ((first & 0x1F) << 6) | second,
                         ((first & 0x0F) << 12) | (second << 6) | third)
        other[leads] = _IS_SPACE.take(codes, mode="clip")
    return ~other


def _in_tags(marks: np.ndarray, kinds: np.ndarray, size: int) -> np.ndarray:
    """Mask of the ``size`` characters of a page inside tags: every ``<...>`` within one line, then,
    among the characters left, every ``<...>`` across lines.

    ``marks``: the positions of the "<", ">" and line breaks, in order;
    ``kinds``: those characters' code points. The two passes of the regular
    expressions <[^<>\\n]*> then <[^<>]*>: a match runs from a "<" to a ">"
    when that ">" is the next mark after it (in the first pass the line
    break is a mark too). Matches of a pass are disjoint and in order.
    """
    first = (kinds[:-1] == _LESS) & (kinds[1:] == _GREATER)  # per mark: it opens a match
    in_first = np.zeros(marks.size, dtype=bool)
    in_first[:-1] |= first
    in_first[1:] |= first
    still = ~in_first & (kinds != _NEWLINE)
    # compress(mask) selects as a[mask] does (1-D arrays) with less setup per call.
    left, kinds = marks.compress(still), kinds.compress(still)
    second = (kinds[:-1] == _LESS) & (kinds[1:] == _GREATER)
    return (_ranges(marks[:-1].compress(first), marks[1:].compress(first), size)
            | _ranges(left[:-1].compress(second), left[1:].compress(second), size))


def _ranges(starts: np.ndarray, ends: np.ndarray, size: int) -> np.ndarray:
    """Mask of length ``size`` over the disjoint, ordered ranges ``starts[i]..ends[i]`` (inclusive)."""
    bounds = np.empty(2 * starts.size, dtype=starts.dtype)
    bounds[0::2], bounds[1::2] = starts, ends + 1
    lengths = _steps(bounds, 0, size)
    inside = np.zeros(lengths.size, dtype=bool)  # the runs alternate: outside, inside, ..., outside
    inside[1::2] = True
    return np.repeat(inside, lengths)


def _steps(values: np.ndarray, before: int, after: int) -> np.ndarray:
    """``np.diff(values, prepend=before, append=after)`` at a quarter of its cost on a page's arrays."""
    padded = np.empty(values.size + 2, dtype=values.dtype)
    padded[0], padded[1:-1], padded[-1] = before, values, after
    return padded[1:] - padded[:-1]


def smooth(values: np.ndarray, radius: int) -> np.ndarray:
    """Moving mean over ``2 * radius + 1`` entries, truncated at the ends (Eq. 1)."""
    size = values.size
    if size == 0:
        return values.astype(np.float64)
    # The full convolution's central sums, one a value: mode="same" gives
    # max(size, 2 * radius + 1) of them, too many on a page of fewer lines.
    sums = np.convolve(values, np.ones(2 * radius + 1))[radius:radius + size]
    low, high = window_bounds(size, radius)
    return sums / (high - low)


def kmeans_1d(values: np.ndarray, k: int, iterations: int = 100) -> np.ndarray:
    """Cluster labels of a 1-D array by Lloyd's k-means, initialised at quantiles."""
    centers = np.quantile(values, (np.arange(k) + 0.5) / k)
    labels = np.zeros(values.size, dtype=np.int64)
    for _ in range(iterations):
        labels = np.abs(values[:, None] - centers[None, :]).argmin(axis=1)
        new = np.array([values[labels == j].mean() if np.any(labels == j) else centers[j]
                        for j in range(k)])
        if np.allclose(new, centers):
            break
        centers = new
    return labels


def em_1d(values: np.ndarray, k: int, iterations: int) -> np.ndarray:
    """Cluster labels from a k-component 1-D Gaussian mixture fitted by EM."""
    labels = kmeans_1d(values, k)
    means = np.array([values[labels == j].mean() if np.any(labels == j) else values.mean()
                      for j in range(k)])
    var = np.full(k, values.var() + 1e-6)
    weights = np.full(k, 1.0 / k)
    for _ in range(iterations):
        dens = weights * np.exp(-0.5 * (values[:, None] - means) ** 2 / var) / np.sqrt(var)
        resp = dens / np.maximum(dens.sum(axis=1, keepdims=True), 1e-300)
        mass = resp.sum(axis=0) + 1e-12
        weights = mass / values.size
        means = (resp * values[:, None]).sum(axis=0) / mass
        var = (resp * (values[:, None] - means) ** 2).sum(axis=0) / mass + 1e-6
    return np.asarray(resp.argmax(axis=1), dtype=np.int64)


def _clustered_content(smoothed: np.ndarray, threshold: float, config: ExtractionConfig) -> np.ndarray:
    best = np.zeros(smoothed.size, dtype=bool)
    best_hits = 0
    for k in range(1, config.ttr_max_clusters + 1):
        if config.ttr_clustering == "kmeans":
            labels = kmeans_1d(smoothed, k)
        else:
            labels = em_1d(smoothed, k, config.ttr_em_iterations)
        # A cluster holding every line separates nothing (k = 1 whenever the
        # mean exceeds the deviation), so it counts as no hit.
        hits = [j for j in range(k) if 0 < np.sum(labels == j) < labels.size
                and smoothed[labels == j].mean() > threshold]
        if len(hits) > best_hits:  # ties keep the lower k, as in the paper
            best_hits = len(hits)
            best = np.isin(labels, hits)
    return best


def compute(source: str, config: ExtractionConfig) -> LineRatios:
    """The per-line ratios and content decision for ``source``."""
    numbers, raw = line_ratios(source)
    smoothed = smooth(raw, config.ttr_radius)
    threshold = float(smoothed.std() * config.ttr_threshold_sd) if smoothed.size else 0.0
    if smoothed.size == 0:
        content = np.zeros(0, dtype=bool)
    elif config.ttr_clustering == "threshold":
        content = smoothed >= threshold
    else:
        content = _clustered_content(smoothed, threshold, config)
    return LineRatios(numbers, raw, smoothed, threshold, content)


def block_values(ratios: LineRatios, blocks: Blocks) -> tuple[np.ndarray, np.ndarray]:
    """Per block: the highest smoothed TTR over its lines, and whether any is content.

    A block whose lines were all removed (it sits on a script line, say) reads
    the nearest kept line before it.
    """
    n = len(blocks)
    if n == 0 or ratios.lines.size == 0:
        return np.zeros(n), np.zeros(n, dtype=bool)
    first = np.searchsorted(ratios.lines, blocks.line_start, side="left")
    last = np.searchsorted(ratios.lines, blocks.line_end, side="right") - 1
    # minimum/maximum: np.clip's Python wrapper cost more than its work here.
    top = ratios.lines.size - 1
    first = np.minimum(np.maximum(np.minimum(first, last), 0), top)
    last = np.minimum(np.maximum(np.maximum(first, last), 0), top)
    content_cum = np.concatenate(([0], np.cumsum(ratios.content)))
    content = (content_cum[last + 1] - content_cum[first]) > 0
    return range_max(ratios.smoothed, first, last), content


def range_max(values: np.ndarray, first: np.ndarray, last: np.ndarray) -> np.ndarray:
    """``max(values[first[i]:last[i] + 1])`` for every i (``first <= last``, both within ``values``).

    One ``np.maximum.reduceat`` over the bounds interleaved (first, last + 1,
    ...): every other result is a range's maximum, the others fall between
    ranges and are dropped; a last + 1 past the end reads one padding value.
    A sparse table cost fifty numpy calls a page, for ranges of a few lines.
    """
    if first.size == 0:
        return np.zeros(0)
    padded = np.append(values, values[-1:])
    return np.maximum.reduceat(padded, np.column_stack((first, last + 1)).ravel())[::2]


def select(source: str, blocks: Blocks, config: ExtractionConfig) -> tuple[np.ndarray, np.ndarray]:
    """Method ``ttr``: block scores (smoothed TTR over threshold) and selection."""
    ratios = compute(source, config)
    values, content = block_values(ratios, blocks)
    scores = values / ratios.threshold if ratios.threshold > 0 else values
    return scores, content
