"""Stage 6, clean: remove inline boilerplate from the selected blocks.

Input: the blocks and a selected mask. Output: the mask without blocks that
sit in a small container whose class or id names boilerplate (share bars,
related links, advertisements, newsletter and cookie boxes, sidebars:
:data:`hints.BOILERPLATE_HINTS`) or, unless they are kept, reader comments.
A block that is nothing but a short link so named ("Skip to content",
"Tweet", "Follow @desk") is its own container, and the blocks inside
``<nav>`` elements (HTML's own mark for navigation: breadcrumbs, menus) are
one container together.

This is Article Clipper's refinement step (Fan et al. 2011, section 2.2.2) without
rendering: the article region has been chosen; inside it, components that
the page marks as furniture are pulled out. "Small" protects pages that put
such a name on the article's own wrapper: a container holding a large share
of the selected text is kept.

Then the article's region itself (Article Clipper's main container): the
deepest element of two blocks or more holding most of the selected words is
the article (not the one paragraph a classifier may have kept). Inside
it a block needs little confidence (the region is the article; what it
marks as furniture is cleaned out again); a block selected outside it (a
teaser list, the next story, a footer line) stays only if the classifier is
sure of it. Headings just outside the story's own wrapper usually are, and
so are bylines, which the last step then takes out unless they are kept.

Bylines go last, by configuration too (``keep_bylines``): a block that is a
byline by its marks (:func:`bylines.is_byline`: a class saying author or
byline, an author itemprop), short, outside reader comments. The authors and
date are the article's fields; dragnet's annotators kept bylines in the
text, cleanportaleval's and Readability's did not.

Comments are a separate pass because annotators disagree on them: dragnet's
and some of CLEANEVAL's kept them as content, Readability's and
cleanportaleval's did not. The classifiers learned from all four, so the
choice is made here, by configuration. A comment section is measured by the
selected text it holds, not by its length: a long discussion whose blocks the
classifier mostly left out is small, and the region step must not take its
doubtful blocks in because the page put it inside the story's container.
A thread whose only mark is its container's ("comment-list", "coral_thread")
is measured record by record (:func:`comment_containers`): its comments are
repeated siblings of one shape, each small, while a story whose wrapper is
named like a discussion holds paragraphs, not records. When the classifier
is sure of the thread alone (a brief story above a long discussion reads as
boilerplate beside it), the story is looked for beside the thread: the
best-rated block outside it and its container (:func:`_story_beside_thread`).
"""

from __future__ import annotations

from typing import Protocol

import numpy as np
from lxml import html

from ..config import ExtractionConfig
from ..document.positions import text_of
from ..metadata.bylines import MAX_BYLINE_CHARS, is_byline
from ..title.marks import matching_values
from ..title.text import clean as collapsed  # whitespace collapsed and stripped: one definition
from .hints import BOILERPLATE_HINTS, HINT_CATEGORIES
from .segment import ANCESTOR_LEVELS, CONTEXT_TAGS, Blocks


class PageArrays(Protocol):
    """The per-block arrays :func:`select_article` reads: :class:`Blocks` has them, and so does training's PageData."""

    @property
    def n_words(self) -> np.ndarray: ...
    @property
    def n_chars(self) -> np.ndarray: ...
    @property
    def ancestors(self) -> np.ndarray: ...
    @property
    def element_ends(self) -> np.ndarray: ...


# Columns of Blocks.hints that name boilerplate.
_BOILERPLATE_COLUMNS = [HINT_CATEGORIES.index(name) for name in BOILERPLATE_HINTS]
# Column of Blocks.context for a <nav> ancestor.
_NAV_COLUMN = CONTEXT_TAGS.index("nav")
# Words of a link label ("Skip to content", "Follow @desk"); a longer all-link
# block is a list entry or a linked paragraph, not a control.
MAX_LABEL_WORDS = 8
# Characters a block may hold beyond the byline marked inside it and still be
# the byline line ("Posted by <span class=author>Jo Roe</span> on March 8,
# 2013 at 3:23 pm"); a longer block is a paragraph that names its author.
BYLINE_SLACK_CHARS = 40
# A reader thread's records: siblings of one tag and class inside a comment-marked
# container, at least this many (a thread of two comments is small anyway), each
# holding at least MIN_RECORD_BLOCKS blocks (a comment's author or date line and its
# text). Story paragraphs repeat their shape too, but one block each.
MIN_THREAD_RECORDS = 3
MIN_RECORD_BLOCKS = 2
# Probability of the best block outside a reader thread that makes it the story's, when the
# classifier kept the thread alone: a brief story above 40 comments scored 0.15 to 0.42
# (tests/extraction/test_comment_threads.py); a forum's or a gallery's chrome beside its thread less.
STORY_BESIDE_THREAD = 0.3


def clean(blocks: Blocks, selected: np.ndarray, config: ExtractionConfig) -> np.ndarray:
    """``selected`` without blocks in small boilerplate-marked (and comment-marked) containers."""
    return clean_selection(selected, blocks.n_chars, boilerplate_chars(blocks), comment_containers(blocks), config)


def clean_selection(selected: np.ndarray, n_chars: np.ndarray, boilerplate_chars: np.ndarray,
                    comment_containers: np.ndarray, config: ExtractionConfig,
                    measured: np.ndarray | None = None) -> np.ndarray:
    """:func:`clean` over per-block arrays: what training caches.

    ``boilerplate_chars`` per block: see :func:`boilerplate_chars`;
    ``comment_containers``: ``Blocks.comment_ancestor``. Containers are
    measured against ``measured`` (by default ``selected``): a boilerplate
    container by all its characters, a comment container by those of the
    measured selection it holds, so that a comment section the classifier
    mostly left out is small however long the discussion.
    """
    if measured is None:
        measured = selected
    total = float(n_chars[measured].sum())
    selected = clean_by_size(selected, n_chars, boilerplate_chars, config.clean_max_share, total)
    if config.keep_comments:
        return selected
    held = held_chars(measured, n_chars, comment_containers)
    return selected & ~(held < config.comment_max_share * total)


def select_article(p: np.ndarray, blocks: PageArrays, boilerplate: np.ndarray, comments: np.ndarray,
                   bylines: np.ndarray, config: ExtractionConfig) -> np.ndarray:
    """``auto``'s selected blocks, from its block probabilities ``p``.

    ``boilerplate``, ``comments`` and ``bylines`` are :func:`boilerplate_chars`,
    ``Blocks.comment_ancestor`` and :func:`byline_blocks` of the blocks. Steps: blocks at
    ``block_threshold`` or above, cleaned; the main container of what is
    left (:func:`main_container`); then, inside it, every block at
    ``main_threshold`` or above, and outside it only the selected blocks at
    ``main_confidence`` or above, cleaned again (containers still measured
    against the first selection); last, unless ``keep_bylines``, the bylines.
    With ``keep_comments``, the region is the main container of the whole selection
    and that of its blocks outside reader comments.
    """
    confident = p >= config.block_threshold
    selected = clean_selection(confident, blocks.n_chars, boilerplate, comments, config)
    if _thread_alone(confident, blocks.n_chars, comments, config):
        selected |= _story_beside_thread(p, blocks, boilerplate, comments, config)
    inside = main_container(selected, blocks.n_words, blocks.ancestors[:, 0], blocks.element_ends,
                            config.main_share)
    if config.keep_comments:
        # Kept comments can outweigh the story: a region drawn around a long discussion
        # alone dropped the story's doubtful blocks. The story's own container joins it.
        story = selected & (comments < 0)
        own = main_container(story, blocks.n_words, blocks.ancestors[:, 0], blocks.element_ends,
                             config.main_share) if story.any() else None
        inside = own if inside is None else inside if own is None else inside | own
    if inside is not None:
        # Containers are still measured against the first selection: what the
        # region adds must not make the story's own wrapper look small when its
        # class names boilerplate ("post-share-wrapper"), nor a comment section
        # large because its doubtful blocks lie in the main container.
        region = (inside & (p >= config.main_threshold)) | (selected & (p >= config.main_confidence))
        selected = clean_selection(region, blocks.n_chars, boilerplate, comments, config, measured=selected)
    return selected if config.keep_bylines else selected & ~bylines


def _thread_alone(confident: np.ndarray, n_chars: np.ndarray, comments: np.ndarray,
                  config: ExtractionConfig) -> bool:
    """Whether every block the classifier is sure of lies in reader comments small enough to be
    cleaned out (as without ``keep_comments``): the page would have no story."""
    inside = comments[confident]
    if not inside.size or inside.min() < 0:  # a confident block outside every thread: most pages
        return False
    held = held_chars(confident, n_chars, comments)
    return bool((held[confident] < config.comment_max_share * float(n_chars[confident].sum())).all())


def _story_beside_thread(p: np.ndarray, blocks: PageArrays, boilerplate: np.ndarray, comments: np.ndarray,
                         config: ExtractionConfig) -> np.ndarray:
    """The story the classifier doubted where it was sure only of a reader thread.

    A brief story (a few short paragraphs) above a long discussion reads as
    boilerplate beside it: the comments are the page's longest run of
    sentences. The story is then the block outside the thread the classifier
    rated highest (at STORY_BESIDE_THREAD or above) and its container's
    blocks at ``main_threshold`` or above, as inside any main container.
    """
    outside = comments < 0
    if not outside.any():
        return outside
    seed = int(np.argmax(np.where(outside, p, -1.0)))
    if p[seed] < STORY_BESIDE_THREAD:
        return np.zeros(len(p), dtype=bool)
    alone = np.zeros(len(p), dtype=bool)
    alone[seed] = True
    inside = main_container(alone, blocks.n_words, blocks.ancestors[:, 0], blocks.element_ends, config.main_share)
    story = alone if inside is None else inside & outside & (p >= config.main_threshold)
    return clean_by_size(story, blocks.n_chars, boilerplate, config.clean_max_share)


def byline_blocks(blocks: Blocks) -> np.ndarray:
    """Per block: whether it is a byline, outside reader comments.

    A byline is an element :func:`bylines.is_byline` accepts whose text is
    at most ``MAX_BYLINE_CHARS``: the blocks it holds are bylines, and so is
    the block holding it, when that block's text is hardly longer (by
    ``BYLINE_SLACK_CHARS``). The candidates are the marked elements the
    segmentation walk collected (``Blocks.marks``), not a search of the tree.
    """
    found = np.zeros(len(blocks), dtype=bool)
    marks = blocks.marks
    marked = matching_values(marks.classes, ("uthor", "yline"))  # what is_byline's class test can accept
    candidates = dict.fromkeys(marks.class_owners[i] for i, _ in marked)
    candidates.update(dict.fromkeys(marks.itemprop_owners))
    bylines = [(el, size) for el in candidates if is_byline(el)
               and 0 < (size := len(collapsed(text_of(el)))) <= MAX_BYLINE_CHARS]
    if not bylines:
        return found
    holders = set(blocks.elements)
    inside: set[html.HtmlElement] = set()  # holders of blocks inside a byline
    around: dict[html.HtmlElement, int] = {}  # holder of an inline byline: the longest such byline's length
    for byline, size in bylines:
        inside.update(el for el in byline.iter() if el in holders)
        holder = next((el for el in byline.iterancestors() if el in holders), None)
        if holder is not None:
            around[holder] = max(size, around.get(holder, 0))
    for number, holder in enumerate(blocks.elements):
        if holder in inside:
            found[number] = True
        elif holder in around:
            found[number] = blocks.n_chars[number] <= around[holder] + BYLINE_SLACK_CHARS
    return found & (blocks.comment_ancestor < 0)


def comment_containers(blocks: Blocks) -> np.ndarray:
    """Per block, the comment container it is measured in (element number, -1 for none).

    ``Blocks.comment_ancestor``, except inside a thread: the outermost of a block's
    ancestors below its comment-marked container that is a record (``MIN_THREAD_RECORDS``
    siblings of its tag and class, ``MIN_RECORD_BLOCKS`` blocks or more) is its container,
    unless the marked container holds every block of the page.
    """
    containers = blocks.comment_ancestor.copy()
    inside = np.flatnonzero(containers >= 0)
    if not inside.size:
        return containers
    marked = containers[inside]
    # A mark on the whole page's wrapper (<html class="template-thread_view">, a theme's
    # "comment-styles-disabled" on <body>) is no thread's: its records are the page's own.
    whole = (blocks.element_blocks_opened[marked] == 0) & (blocks.element_blocks_closed[marked] >= len(blocks))
    inside, marked = inside[~whole], marked[~whole]
    is_record = ((blocks.element_alike >= MIN_THREAD_RECORDS)
                 & (blocks.element_blocks_closed - blocks.element_blocks_opened >= MIN_RECORD_BLOCKS))
    # Both hold the block, so an element numbered after the marked container lies in it.
    levels = blocks.ancestors[inside]
    records = (levels > marked[:, None]) & is_record[levels]  # -1 (past the root) is never after marked
    # The outermost record level of each block, if any (levels run innermost first).
    found = records.any(axis=1)
    outer = ANCESTOR_LEVELS - 1 - np.argmax(records[:, ::-1], axis=1)
    containers[inside[found]] = levels[found, outer[found]]
    return containers


def main_container(selected: np.ndarray, n_words: np.ndarray, innermost: np.ndarray, element_ends: np.ndarray,
                   share: float) -> np.ndarray | None:
    """Per block, whether it lies in the deepest container holding ``share`` of the selected words; None if none does.

    A container is an element holding two blocks or more: when the selected
    words are nearly all one paragraph's (a classifier trained on other
    sites may keep only the longest), the article is the element around
    that paragraph, not the paragraph itself.

    ``innermost`` (per block) is the innermost element open around the
    block's text (``Blocks.ancestors[:, 0]``); ``element_ends`` is
    ``Blocks.element_ends``: element e holds elements e to its end - 1.
    ``share`` is over one half; 1.0 or more means no main container.
    """
    total = float(n_words[selected].sum())
    if total <= 0 or share >= 1.0:
        return None
    counted = selected & (innermost >= 0)
    # Selected words and blocks per element, summed over each element's span of descendants.
    held = _per_subtree(np.bincount(innermost[counted], weights=n_words[counted], minlength=len(element_ends)),
                        element_ends)
    n_blocks = _per_subtree(np.bincount(innermost[innermost >= 0], minlength=len(element_ends)), element_ends)
    # Elements holding over half of the words nest in one another (share > 0.5),
    # and a descendant comes after its ancestor in document order: the deepest is the last.
    main = int(np.flatnonzero((held >= share * total) & (n_blocks >= 2)).max(initial=-1))
    if main < 0:
        return None
    return (innermost >= main) & (innermost < element_ends[main])


def _per_subtree(own: np.ndarray, element_ends: np.ndarray) -> np.ndarray:
    """Per element, the sum of ``own`` (per element) over its subtree (elements e to its end - 1)."""
    running = np.concatenate(([0], np.cumsum(own)))
    return running[element_ends] - running[:-1]


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


def held_chars(measured: np.ndarray, n_chars: np.ndarray, containers: np.ndarray) -> np.ndarray:
    """Per block: characters of ``measured`` blocks in its container (``containers``: element, -1 none), inf if none."""
    marked = containers >= 0
    if not marked.any():
        return np.full(len(containers), np.inf)
    held = np.bincount(containers[marked], weights=n_chars[marked] * measured[marked])
    return np.where(marked, held[np.maximum(containers, 0)], np.inf)


def marked_chars(blocks: Blocks, marked_ancestor: np.ndarray) -> np.ndarray:
    """Per block: characters under its innermost marked container (``marked_ancestor``), inf if none."""
    chars = blocks.element_chars[np.maximum(marked_ancestor, 0)] if len(blocks) else np.zeros(0)
    return np.where(marked_ancestor >= 0, chars, np.inf)


def clean_by_size(selected: np.ndarray, n_chars: np.ndarray, marked_chars: np.ndarray,
                  max_share: float, total: float | None = None) -> np.ndarray:
    """``selected`` without blocks whose marked container holds under ``max_share`` of it (or of ``total``)."""
    if total is None:
        total = float(n_chars[selected].sum())
    return selected & ~(marked_chars < max_share * total)
