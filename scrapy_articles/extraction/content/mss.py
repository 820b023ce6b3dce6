"""Stage 5, select: maximum subsequence segmentation (Pasternack & Roth 2009).

Input: one real score per block (positive leans content). Output: the
contiguous run of blocks with the largest sum, found in O(n) (Kadane's
algorithm), as a boolean mask.
"""

from __future__ import annotations

import numpy as np


def max_subsequence(scores: np.ndarray) -> tuple[int, int]:
    """``(start, stop)`` of the maximum-sum contiguous run; ``(0, 0)`` if all are <= 0.

    >>> max_subsequence(np.array([-1.0, 2.0, -0.5, 3.0, -4.0, 1.0]))
    (1, 4)
    """
    best, best_start, best_stop = 0.0, 0, 0
    running, start = 0.0, 0
    for i, value in enumerate(scores.tolist()):
        if running <= 0.0:
            running, start = value, i
        else:
            running += value
        if running > best:
            best, best_start, best_stop = running, start, i + 1
    return best_start, best_stop


def run_mask(scores: np.ndarray) -> np.ndarray:
    """Boolean mask of the maximum subsequence of ``scores``."""
    start, stop = max_subsequence(scores)
    mask = np.zeros(scores.shape[0], dtype=bool)
    mask[start:stop] = True
    return mask
