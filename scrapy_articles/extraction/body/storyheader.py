"""The story's header: the headline and the lines of its own fields (a helper of :mod:`tidy`).

Stage: tidy. Input: the blocks, the kept mask and what the page declares of
its story (:class:`Story`). Output: the headline's block and the header's
blocks: the headline, the short blocks before it (a kicker, a section label,
a breadcrumb), the headline's own small container's standfirst, byline and
dateline, and the dateline lines right under it. Each is a field of its own
(``headline``, ``description``, ``datePublished``, ``authors``); a lead
paragraph, longer than MAX_HEADER_WORDS, stays.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

from ..content.segment import Blocks
from ..lazyregex import compile_lazily
from .chrome import SENTENCE_ENDS, is_dateline

# Words of the header's own lines after the headline (dek, byline, dateline): a
# longer block there is a lead paragraph, which stays.
MAX_HEADER_WORDS = 30
# Words of an author's bare name standing between the headline and the date line under it.
MAX_NAME_WORDS = 4
# Share of the selected characters the headline's container may hold and
# still be the page's header rather than the story's container.
MAX_HEADER_SHARE = 0.2
# Words of the short blocks before the headline taken out with it: a kicker, a
# section label, a breadcrumb ("Home › News › Transport"), a date.
MAX_KICKER_WORDS = 10
# Selected blocks among which the headline is looked for: a heading further
# down that repeats it is a teaser of the same story, not the header.
HEADLINE_REACH = 6
# Words a heading may hold beside the headline and still be it ("Education: <headline>").
MAX_KICKER_IN_HEADLINE = 4
# Texts :func:`normal` remembers: a page's tidy folds its headline, its description and its
# first kept blocks more than once each (the headline, the header, the lead look for them).
NORMAL_CACHE_TEXTS = 32

_WORDS = compile_lazily(r"\w+")
# A name as bylines print it: capitalised words of letters, with initials, hyphens and apostrophes
# ("Jo Roe", "Ana García-Prieto", "J. R. O'Neill"); no digits, colons or brackets (a download link's
# "DOWNLOAD: Band - Song(MP3)").
_NAME = compile_lazily(r"[^\W\d_](?:[^\W\d_]|['’.-])*(?: [^\W\d_](?:[^\W\d_]|['’.-])*){0,3}")


@dataclass(frozen=True)
class Story:
    """What the page declares of its story, to recognise it in the blocks."""

    headline: str | None = None
    description: str | None = None
    url: str | None = None  # the page's: other stories are links to other pages of its site


@functools.lru_cache(maxsize=NORMAL_CACHE_TEXTS)
def normal(text: str) -> str:
    """``text``'s words, case-folded, joined by single spaces: how a declared text is compared."""
    return " ".join(_WORDS.findall(text.casefold()))


def headline_block(blocks: Blocks, kept: np.ndarray, story: Story) -> int | None:
    """The block that is the headline: a kept one among the first HEADLINE_REACH, else a
    heading the method left out, before the first of them (its header's standfirst and
    dateline may still have been kept); None if none is."""
    headline = normal(story.headline or "")
    first = kept.nonzero()[0][:HEADLINE_REACH].tolist()
    found = next((i for i in first if _is_headline(blocks, i, headline)), None)
    if found is not None or not first:
        return found
    return next((i for i in range(first[0]) if blocks.heading[i] and _is_headline(blocks, i, headline)), None)


def header_blocks(blocks: Blocks, kept: np.ndarray, story: Story, at: int | None, keep_bylines: bool) -> np.ndarray:
    """The header's blocks: the headline, the short blocks before it, the headline's own
    container (if it is small) without its long paragraphs, which are a lead, and the
    dateline right after it (unless ``keep_bylines``: then datelines and bylines stay);
    a heading repeating the description (the standfirst) anywhere among the first blocks."""
    out = np.zeros(len(kept), dtype=bool)
    indices = kept.nonzero()[0].tolist()
    description = normal(story.description or "")
    for i in indices[:HEADLINE_REACH]:
        if blocks.heading[i] and description and normal(blocks.texts[i]) == description:
            out[i] = True
    if at is None:
        return out
    out[at] = True
    for i in indices:
        if i >= at:
            break
        out[i] = blocks.n_words[i] <= MAX_KICKER_WORDS
    container = _header_container(blocks, kept, at)
    if container is not None:
        for i in indices:
            if i > at and container[i]:
                out[i] = _is_header_line(blocks, i, description, keep_bylines)
    if not keep_bylines:
        out |= _datelines_after(blocks, indices, at, out)
    return out


def _datelines_after(blocks: Blocks, indices: list[int], at: int, header: np.ndarray) -> np.ndarray:
    """The dateline and byline lines under the headline, up to the first other line."""
    out = np.zeros(len(header), dtype=bool)
    after = [i for i in indices if i > at and not header[i]]
    for n, i in enumerate(after):
        if is_dateline(blocks.texts[i], int(blocks.n_words[i])):
            out[i] = True
        elif n + 1 < len(after) and _is_name_line(blocks, i) and is_dateline(blocks.texts[after[n + 1]],
                                                                              int(blocks.n_words[after[n + 1]])):
            out[i] = True  # the author's bare name over the date line ("Jo Roe" / "Madrid - 7 nov 2023 - 07:00")
        else:
            break
    return out


def _is_name_line(blocks: Blocks, i: int) -> bool:
    """Whether block ``i`` could be an author's bare name: a few capitalised words, no heading, no sentence."""
    text = blocks.texts[i].strip()
    return (0 < blocks.n_words[i] <= MAX_NAME_WORDS and not blocks.heading[i] and not text.endswith(SENTENCE_ENDS)
            and _NAME.fullmatch(text) is not None and all(word[:1].isupper() for word in text.split()))


def _is_header_line(blocks: Blocks, i: int, description: str, keep_bylines: bool) -> bool:
    """Whether block ``i`` of the header's container is a line of its own fields: the
    standfirst (the description, if short: a long one is the lead paragraph), a
    dateline, a byline."""
    words = int(blocks.n_words[i])
    if words > MAX_HEADER_WORDS:
        return False
    text = blocks.texts[i]
    if description and normal(text) == description:
        return True
    return not keep_bylines and is_dateline(text, words)


def _is_headline(blocks: Blocks, i: int, headline: str) -> bool:
    """Whether block ``i`` is the headline: its text, or a heading holding it beside a
    kicker of a few words ("Lindenau Stadtbibliothek verlängert...")."""
    if not headline:
        return False
    text = normal(blocks.texts[i])
    if text == headline:
        return True
    return (bool(blocks.heading[i]) and headline in text
            and len(text.split()) - len(headline.split()) <= MAX_KICKER_IN_HEADLINE)


def _header_container(blocks: Blocks, kept: np.ndarray, at: int) -> np.ndarray | None:
    """Per block, whether it lies in the headline's largest container (of its ANCESTOR_LEVELS)
    holding under MAX_HEADER_SHARE of the kept characters; None if even its parent holds more."""
    total = float(blocks.n_chars[kept].sum())
    innermost, ends = blocks.ancestors[:, 0], blocks.element_ends
    found = None
    for level in range(1, blocks.ancestors.shape[1]):
        element = int(blocks.ancestors[at, level])
        if element < 0:
            break
        inside = (innermost >= element) & (innermost < ends[element])
        if blocks.n_chars[kept & inside].sum() >= MAX_HEADER_SHARE * total:
            break
        found = inside
    return found
