"""Stage 6, clean: remove inline boilerplate from the selected blocks.

Input: the blocks and a selected mask. Output: the mask without blocks that
sit in a small container whose class or id names boilerplate (share bars,
related links, advertisements, newsletter and cookie boxes, sidebars:
:data:`hints.BOILERPLATE_HINTS`) or, unless they are kept, reader comments.
A block that is nothing but a short link so named ("Skip to content",
"Tweet", "Follow @desk") is its own container, and the blocks inside
``<nav>`` elements (HTML's own mark for navigation: breadcrumbs, menus) are
one container together.

This is Article Clipper's refinement step (seed 003, section 2.2.2) without
rendering: the article region has been chosen; inside it, components that
the page marks as furniture are pulled out. "Small" protects pages that put
such a name on the article's own wrapper: a container holding a large share
of the selected text is kept.

Then the article's region itself (Article Clipper's main container): the
deepest element holding most of the selected words is the article; a block
selected outside it (a teaser list, the next story, a footer line) stays
only if the classifier is confident of it. Headings and bylines that sit
just outside the story's own wrapper are usually that confident.

Comments are a separate pass because annotators disagree on them: dragnet's
and some of CLEANEVAL's kept them as content, Readability's and
cleanportaleval's did not. The classifiers learned from all four, so the
choice is made here, by configuration.
"""

from __future__ import annotations

import numpy as np

from .hints import BOILERPLATE_HINTS, HINT_CATEGORIES
from .segment import CONTEXT_TAGS, Blocks

# Columns of Blocks.hints that name boilerplate.
_BOILERPLATE_COLUMNS = [HINT_CATEGORIES.index(name) for name in BOILERPLATE_HINTS]
# Column of Blocks.context for a <nav> ancestor.
_NAV_COLUMN = CONTEXT_TAGS.index("nav")
# Words of a link label ("Skip to content", "Follow @desk"); a longer all-link
# block is a list entry or a linked paragraph, not a control.
MAX_LABEL_WORDS = 8


def clean(blocks: Blocks, selected: np.ndarray, max_share: float, keep_comments: bool = False) -> np.ndarray:
    """``selected`` without blocks in small boilerplate-marked (and comment-marked) containers."""
    return clean_selection(selected, blocks.n_chars, boilerplate_chars(blocks),
                           marked_chars(blocks, blocks.comment_ancestor), max_share, keep_comments)


def clean_selection(selected: np.ndarray, n_chars: np.ndarray, boilerplate_chars: np.ndarray,
                    comment_chars: np.ndarray, max_share: float, keep_comments: bool) -> np.ndarray:
    """:func:`clean` over per-block arrays (see :func:`marked_chars`): what training caches."""
    selected = clean_by_size(selected, n_chars, boilerplate_chars, max_share)
    if keep_comments:
        return selected
    return clean_by_size(selected, n_chars, comment_chars, max_share)


def keep_main_container(selected: np.ndarray, probabilities: np.ndarray, n_words: np.ndarray,
                        innermost: np.ndarray, parents: np.ndarray, share: float, confidence: float) -> np.ndarray:
    """``selected`` without the blocks outside its main container whose probability is under ``confidence``.

    ``innermost`` (per block) is the innermost element open around the
    block's text (``Blocks.ancestors[:, 0]``); ``parents`` is every element's
    parent (``Blocks.parents``). The main container is the deepest element
    holding at least ``share`` (over one half) of the selected words.
    """
    total = float(n_words[selected].sum())
    if total <= 0 or share >= 1.0:
        return selected
    # Words under each element: every selected block climbs its chain of
    # ancestors, a level per step, all blocks at once.
    words = n_words[selected].astype(np.float64)
    chain = innermost[selected]
    held = np.zeros(len(parents))
    while (chain >= 0).any():
        climbing = chain >= 0
        held += np.bincount(chain[climbing], weights=words[climbing], minlength=len(parents))
        chain = np.where(climbing, parents[np.maximum(chain, 0)], -1)
    # Elements holding over half of the words nest in one another (share > 0.5),
    # and a descendant comes after its ancestor in document order: the deepest is the last.
    main = int(np.flatnonzero(held >= share * total).max(initial=-1))
    if main < 0:
        return selected
    inside = innermost == main
    chain = innermost
    while (chain >= 0).any():
        chain = np.where(chain >= 0, parents[np.maximum(chain, 0)], -1)
        inside |= chain == main
    return selected & (inside | (probabilities >= confidence))


def boilerplate_chars(blocks: Blocks) -> np.ndarray:
    """Per block: characters of its boilerplate container (see :func:`marked_chars`).

    A block outside any boilerplate-marked container whose boilerplate hint
    comes from an inline element (the skip link directly under ``body``), and
    whose text is one short link, counts as a container of its own size.
    Blocks inside ``<nav>`` count as one container holding all of them.
    """
    chars = marked_chars(blocks, blocks.boilerplate_ancestor)
    if not len(blocks):
        return chars
    label = ((blocks.boilerplate_ancestor < 0) & blocks.hints[:, _BOILERPLATE_COLUMNS].any(axis=1)
             & (blocks.link_chars >= blocks.n_chars) & (blocks.n_words <= MAX_LABEL_WORDS))
    chars = np.where(label, blocks.n_chars.astype(np.float64), chars)
    in_nav = blocks.context[:, _NAV_COLUMN]
    return np.where(in_nav, np.minimum(chars, float(blocks.n_chars[in_nav].sum())), chars)


def marked_chars(blocks: Blocks, marked_ancestor: np.ndarray) -> np.ndarray:
    """Per block: characters under its innermost marked container (``marked_ancestor``), inf if none."""
    chars = blocks.element_chars[np.maximum(marked_ancestor, 0)] if len(blocks) else np.zeros(0)
    return np.where(marked_ancestor >= 0, chars, np.inf)


def clean_by_size(selected: np.ndarray, n_chars: np.ndarray, marked_chars: np.ndarray,
                  max_share: float) -> np.ndarray:
    """``selected`` without blocks whose marked container holds under ``max_share`` of it."""
    total = float(n_chars[selected].sum())
    return selected & ~(marked_chars < max_share * total)
