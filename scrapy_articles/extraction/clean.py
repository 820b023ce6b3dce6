"""Stage 6, clean: remove inline boilerplate from the selected blocks.

Input: the blocks and a selected mask. Output: the mask without blocks that
sit in a small container whose class or id names boilerplate (share bars,
related links, advertisements, newsletter and cookie boxes, comments,
sidebars: :data:`segment.BOILERPLATE_HINTS`).

This is Article Clipper's refinement step (seed 003, section 2.2.2) without
rendering: the article region has been chosen; inside it, components that
the page marks as furniture are pulled out. "Small" protects pages that put
such a name on the article's own wrapper: a container holding a large share
of the selected text is kept.
"""

from __future__ import annotations

import numpy as np

from .segment import Blocks



def clean(blocks: Blocks, selected: np.ndarray, max_share: float) -> np.ndarray:
    """``selected`` without blocks in small boilerplate-marked containers."""
    return clean_by_size(selected, blocks.n_chars, boilerplate_chars(blocks), max_share)


def boilerplate_chars(blocks: Blocks) -> np.ndarray:
    """Per block: characters under its innermost boilerplate-marked container, inf if none."""
    index = blocks.boilerplate_ancestor
    chars = blocks.element_chars[np.maximum(index, 0)] if len(blocks) else np.zeros(0)
    return np.where(index >= 0, chars, np.inf)


def clean_by_size(selected: np.ndarray, n_chars: np.ndarray, marked_chars: np.ndarray,
                  max_share: float) -> np.ndarray:
    """``selected`` without blocks whose marked container holds under ``max_share`` of it."""
    total = float(n_chars[selected].sum())
    return selected & ~(marked_chars < max_share * total)
