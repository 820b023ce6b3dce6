"""Stage 3, features: blocks to feature matrices, one row per block.

Input: :class:`segment.Blocks` (and the per-block TTR for ``auto``). Output:
float matrices whose column names are listed beside them, so that a trained
model can check it reads the columns it was trained on.

- :func:`density_features`: seed 002's inputs: text density (characters per
  HTML byte), HTML bytes and text length of the current, previous and next
  block.
- :func:`shallow_features`: boilerpipe's shallow text features (Kohlschütter
  et al. 2010, seed 000): words, average word and sentence length, link
  density, text density over lines wrapped at 80 columns, tag context,
  relative position, capitalisation, date tokens, and the same for the
  previous and next block.
- :func:`context_features`: what ``auto`` adds: the smoothed text-to-tag
  ratio, container totals at four ancestor levels, class/id hints, and a
  window of neighbouring blocks.
"""

from __future__ import annotations

import re

import numpy as np

from .segment import CONTEXT_TAGS, Blocks

# Boilerpipe wraps text at 80 columns to measure its text density.
WRAP_COLUMNS = 80
# Sentence ends: runs of terminal punctuation in Latin and CJK scripts.
_SENTENCE_END = re.compile(r"[.!?\u3002\uff01\uff1f]+(?:\s|$)")
# Words starting with an upper-case letter, and words all in capitals.
_CAPITALISED = re.compile(r"\b[^\W\d_a-z]\w*", re.UNICODE)
_ALL_CAPS = re.compile(r"\b[^\W\d_a-z]{2,}\b", re.UNICODE)
_LOWER_START = re.compile(r"\b[a-z]")
# Date and time tokens, numeric forms only (any language): 2012-07-24,
# 24.07.2012, 7/24/12, 12:11, and four-digit years.
_DATE_TOKEN = re.compile(
    r"\b(?:\d{1,4}[-./]\d{1,2}[-./]\d{1,4}|\d{1,2}:\d{2}|(?:19|20)\d{2})\b")
# Neighbour window (blocks each side) for the smoothed context features.
WINDOW = 2


def _safe_div(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return np.asarray(a, dtype=np.float64) / np.maximum(np.asarray(b, dtype=np.float64), 1.0)


def shift(matrix: np.ndarray, offset: int) -> np.ndarray:
    """Rows moved by ``offset`` (+1: each row sees the previous block), zero-padded."""
    out = np.zeros_like(matrix)
    if offset > 0:
        out[offset:] = matrix[:-offset]
    elif offset < 0:
        out[:offset] = matrix[-offset:]
    else:
        out[:] = matrix
    return out


def with_neighbours(matrix: np.ndarray, names: list[str]) -> tuple[np.ndarray, list[str]]:
    """Append the previous and next block's columns, as boilerpipe and seed 002 do."""
    full = np.hstack([matrix, shift(matrix, 1), shift(matrix, -1)])
    return full, names + [f"prev_{n}" for n in names] + [f"next_{n}" for n in names]


def density_features(blocks: Blocks) -> tuple[np.ndarray, list[str]]:
    """Seed 002's per-line inputs for the current, previous and next block."""
    density = _safe_div(blocks.n_chars, blocks.markup_bytes)
    base = np.column_stack([density, np.log1p(blocks.markup_bytes), np.log1p(blocks.n_chars)])
    return with_neighbours(base, ["density", "log_bytes", "log_chars"])


def text_counts(texts: tuple[str, ...]) -> np.ndarray:
    """Per block: sentences, capitalised words, all-caps words, lower-case starts, date tokens."""
    rows = [
        (len(_SENTENCE_END.findall(t)), len(_CAPITALISED.findall(t)), len(_ALL_CAPS.findall(t)),
         len(_LOWER_START.findall(t)), len(_DATE_TOKEN.findall(t)))
        for t in texts
    ]
    return np.asarray(rows, dtype=np.float64).reshape(len(texts), 5)


def shallow_features(blocks: Blocks, counts: np.ndarray | None = None) -> tuple[np.ndarray, list[str]]:
    """Boilerpipe's shallow text features with the previous and next block's."""
    n = len(blocks)
    if counts is None:
        counts = text_counts(blocks.texts)
    words = blocks.n_words.astype(np.float64)
    wrapped_lines = np.maximum(1.0, np.ceil(blocks.n_chars / WRAP_COLUMNS))
    sentences = np.maximum(counts[:, 0], 1.0)
    position = np.arange(n) / max(n - 1, 1)
    base = np.column_stack([
        np.log1p(words),
        _safe_div(blocks.n_chars - words, words),  # average word length (chars between spaces)
        np.log1p(words / sentences),
        _safe_div(blocks.link_chars, blocks.n_chars),
        words / wrapped_lines,
        blocks.heading > 0,
        blocks.context,
        position,
        _safe_div(counts[:, 1], words),
        _safe_div(counts[:, 2], words),
        _safe_div(counts[:, 3], words),
        np.log1p(counts[:, 4]),
    ]).astype(np.float64)
    names = (["log_words", "word_len", "log_sentence_len", "link_density", "wrapped_density",
              "is_heading"] + [f"in_{t}" for t in CONTEXT_TAGS]
             + ["position", "capitalised", "all_caps", "lower_start", "log_dates"])
    return with_neighbours(base, names)


def _window_mean(values: np.ndarray, radius: int) -> np.ndarray:
    if values.shape[0] == 0:
        return values
    kernel = np.ones(2 * radius + 1)
    pad = np.pad(values, ((radius, radius), (0, 0)), mode="constant")
    counts = np.convolve(np.pad(np.ones(values.shape[0]), radius), kernel, mode="valid")
    out = np.stack([np.convolve(pad[:, j], kernel, mode="valid") for j in range(values.shape[1])], axis=1)
    return out / counts[:, None]


def context_features(blocks: Blocks, ttr_values: np.ndarray, ttr_threshold: float) -> tuple[np.ndarray, list[str]]:
    """Container, hint, TTR and window features that ``auto`` adds to the shallow ones."""
    n = len(blocks)
    total = max(float(blocks.n_chars.sum()), 1.0)
    cols: list[np.ndarray] = []
    names: list[str] = []
    for level in range(blocks.ancestors.shape[1]):
        idx = blocks.ancestors[:, level]
        valid = idx >= 0
        chars = np.where(valid, blocks.element_chars[np.maximum(idx, 0)], 0)
        links = np.where(valid, blocks.element_link_chars[np.maximum(idx, 0)], 0)
        cols += [np.log1p(chars), chars / total, _safe_div(links, chars)]
        names += [f"anc{level}_log_chars", f"anc{level}_share", f"anc{level}_link_density"]
    before = np.concatenate(([0], np.cumsum(blocks.n_chars)[:-1])) / total if n else np.zeros(0)
    cols += [
        np.log1p(ttr_values), ttr_values / max(ttr_threshold, 1e-9),
        np.minimum(blocks.positive_hints, 3), np.minimum(blocks.negative_hints, 3),
        blocks.depth / max(float(blocks.depth.max(initial=1)), 1.0), before,
        blocks.n_chars / total, np.full(n, np.log1p(total)), np.full(n, np.log1p(n)),
    ]
    names += ["log_ttr", "ttr_over_threshold", "positive_hints", "negative_hints", "rel_depth",
              "chars_before", "char_share", "page_log_chars", "page_log_blocks"]
    base = np.column_stack(cols) if n else np.zeros((0, len(names)))
    local = np.column_stack([np.log1p(blocks.n_words), _safe_div(blocks.link_chars, blocks.n_chars),
                             np.log1p(ttr_values)]) if n else np.zeros((0, 3))
    window = _window_mean(local, WINDOW)
    return (np.hstack([base, window]),
            names + ["win_log_words", "win_link_density", "win_log_ttr"])
