"""Stage 6, clean: remove inline boilerplate from the selected blocks.

Input: the blocks and a selected mask. Output: the mask without blocks that
sit in a small container whose class or id names boilerplate (share bars,
related links, advertisements, newsletter and cookie boxes, sidebars:
:data:`segment.BOILERPLATE_HINTS`) or, unless they are kept, reader comments.

This is Article Clipper's refinement step (seed 003, section 2.2.2) without
rendering: the article region has been chosen; inside it, components that
the page marks as furniture are pulled out. "Small" protects pages that put
such a name on the article's own wrapper: a container holding a large share
of the selected text is kept.

Comments are a separate pass because annotators disagree on them: dragnet's
and some of CLEANEVAL's kept them as content, Readability's and
cleanportaleval's did not. The classifiers learned from all four, so the
choice is made here, by configuration.
"""

from __future__ import annotations

import numpy as np

from .segment import Blocks


def clean(blocks: Blocks, selected: np.ndarray, max_share: float, keep_comments: bool = False) -> np.ndarray:
    """``selected`` without blocks in small boilerplate-marked (and comment-marked) containers."""
    return clean_selection(selected, blocks.n_chars, marked_chars(blocks, blocks.boilerplate_ancestor),
                           marked_chars(blocks, blocks.comment_ancestor), max_share, keep_comments)


def clean_selection(selected: np.ndarray, n_chars: np.ndarray, boilerplate_chars: np.ndarray,
                    comment_chars: np.ndarray, max_share: float, keep_comments: bool) -> np.ndarray:
    """:func:`clean` over per-block arrays (see :func:`marked_chars`): what training caches."""
    selected = clean_by_size(selected, n_chars, boilerplate_chars, max_share)
    if keep_comments:
        return selected
    return clean_by_size(selected, n_chars, comment_chars, max_share)


def marked_chars(blocks: Blocks, marked_ancestor: np.ndarray) -> np.ndarray:
    """Per block: characters under its innermost marked container (``marked_ancestor``), inf if none."""
    chars = blocks.element_chars[np.maximum(marked_ancestor, 0)] if len(blocks) else np.zeros(0)
    return np.where(marked_ancestor >= 0, chars, np.inf)


def clean_by_size(selected: np.ndarray, n_chars: np.ndarray, marked_chars: np.ndarray,
                  max_share: float) -> np.ndarray:
    """``selected`` without blocks whose marked container holds under ``max_share`` of it."""
    total = float(n_chars[selected].sum())
    return selected & ~(marked_chars < max_share * total)
