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
