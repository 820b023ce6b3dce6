"""Block labels from a gold text: which blocks hold the annotated article.

Input: block texts and the gold text. Output: per block, the share of its
word trigrams found in the gold text (for blocks under three words: whether
its words occur in gold in that order). A block is content when the share is
at least :data:`CONTENT_SHARE`.
"""

from __future__ import annotations

import re

import numpy as np

_TOKEN = re.compile(r"\w+", re.UNICODE)
# A block is labelled content when at least half its trigrams are in gold:
# the midpoint, so a block counts where most of its text belongs.
CONTENT_SHARE = 0.5
NGRAM = 3
# Blocks away within which a short block needs a long content block.
SHORT_REACH = 2


def tokens(text: str) -> list[str]:
    return _TOKEN.findall(text.lower())


def block_shares(texts: tuple[str, ...] | list[str], gold: str) -> np.ndarray:
    """Per block, the share of its word trigrams that occur in ``gold``."""
    gold_tokens = tokens(gold)
    grams = {tuple(gold_tokens[i:i + NGRAM]) for i in range(len(gold_tokens) - NGRAM + 1)}
    joined = " " + " ".join(gold_tokens) + " "
    shares = np.zeros(len(texts))
    short = np.zeros(len(texts), dtype=bool)
    for i, text in enumerate(texts):
        toks = tokens(text)
        if not toks:
            continue
        if len(toks) < NGRAM:
            short[i] = True
            shares[i] = float(" " + " ".join(toks) + " " in joined)
            continue
        own = [tuple(toks[j:j + NGRAM]) for j in range(len(toks) - NGRAM + 1)]
        shares[i] = sum(g in grams for g in own) / len(own)
    # A word or two ("Video", "More") occurs in most gold texts by chance;
    # it counts only beside a longer block that is content.
    long_content = (~short) & (shares >= CONTENT_SHARE)
    near = np.zeros(len(texts), dtype=bool)
    for offset in range(1, SHORT_REACH + 1):
        near[offset:] |= long_content[:-offset]
        near[:-offset] |= long_content[offset:]
    shares[short & ~near] = 0.0
    return shares


def _spaced(text: str) -> str:
    """Whitespace runs as one space, as the reference ruler compares segments."""
    return " ".join(text.split())


def segment_labels(texts: tuple[str, ...] | list[str], must: list[str],
                   must_not: list[str]) -> tuple[np.ndarray, np.ndarray]:
    """Weak block labels from segments that must and must not appear (trafilatura's evaluation set).

    Returns per block the label share (1.0 for content, 0.0 otherwise) and
    whether the block is labelled at all. A block holding part of a ``must``
    segment is content, one holding part of a ``must_not`` segment is not;
    a segment is found in the blocks joined by spaces (the ruler's
    whitespace-normalised, case-sensitive substring test), so one that spans
    blocks labels each of them. A block holding both kinds is left unlabelled,
    as are the blocks no segment names.
    """
    spaced = [_spaced(t) for t in texts]
    starts = np.cumsum([0] + [len(t) + 1 for t in spaced])
    joined = " ".join(spaced)
    hits = np.zeros((2, len(texts)), dtype=bool)
    for kind, segments in enumerate((must_not, must)):
        for segment in segments:
            needle = _spaced(segment)
            if not needle:
                continue
            at = joined.find(needle)
            while at >= 0:
                first = int(np.searchsorted(starts, at, side="right")) - 1
                last = int(np.searchsorted(starts, at + len(needle) - 1, side="right")) - 1
                hits[kind, first:last + 1] = True
                at = joined.find(needle, at + 1)
    labelled = hits[0] ^ hits[1]
    return np.where(hits[1] & labelled, 1.0, 0.0), labelled
