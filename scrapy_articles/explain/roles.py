"""Explain, roles: which part of the :class:`Article` each block became.

Input: the page's :class:`Blocks`, the selected mask and the extracted
:class:`Article`. Output: one role name per block, in reading order: the
title, an image caption, the next-page or print link, else article or
boilerplate by the method's decision.

The article's parts are found by their own stages (title, images,
pagination, print link), which return strings and URLs, not block numbers;
here they are matched back to blocks by folded text and by resolved link
targets, so a role is shown only where the page really carries it.
"""

from __future__ import annotations

from urllib.parse import urldefrag, urljoin

import numpy as np
from lxml import etree, html

from ..extraction.article import Article
from ..extraction.content.segment import Blocks
from ..extraction.document.tags import BLOCK_TAGS

ARTICLE = "article"
BOILERPLATE = "boilerplate"
TITLE = "title"
CAPTION = "caption"
NEXT_PAGE = "next page"
PRINT_LINK = "print link"
# Every role, most specific first: a block shows the first that applies.
ROLES = (TITLE, CAPTION, NEXT_PAGE, PRINT_LINK, ARTICLE, BOILERPLATE)

# A heading counts as the title when one text holds the other and the
# shorter is at least this share of the longer (site names, "Live:" prefixes).
TITLE_OVERLAP = 0.6
# A block holding a caption may add a credit or a label around it ("Photo:
# name / agency" runs 10-60 characters), but not a paragraph's worth.
CREDIT_CHARS = 60

# Links that may carry the next-page or print URL.
_LINKS = etree.XPath("//a[@href]")


def fold(text: str | None) -> str:
    """Text compared case- and whitespace-insensitively."""
    return " ".join((text or "").split()).casefold()


def _overlaps(a: str, b: str) -> bool:
    short, long = sorted((a, b), key=len)
    return bool(short) and short in long and len(short) >= TITLE_OVERLAP * len(long)


def title_block(blocks: Blocks, headline: str | None) -> int | None:
    """The block showing the headline: an exact match first, headings first."""
    want = fold(headline)
    if not want:
        return None
    texts = [fold(t) for t in blocks.texts]
    exact = [i for i, t in enumerate(texts) if t == want]
    near = [i for i, t in enumerate(texts) if blocks.heading[i] and _overlaps(t, want)]
    for found in (exact, near):
        if found:
            return min(found, key=lambda i: (blocks.heading[i] == 0, i))
    return None


def caption_blocks(blocks: Blocks, captions: tuple[str, ...]) -> set[int]:
    """Blocks that show one of the image captions (or a part of one)."""
    wanted = [c for c in map(fold, captions) if c]
    found: set[int] = set()
    for i, text in enumerate(map(fold, blocks.texts)):
        for caption in wanted:
            part_of = len(text.split()) > 1 and text in caption
            holds = caption in text and len(text) <= len(caption) + CREDIT_CHARS
            if text == caption or part_of or holds:
                found.add(i)
    return found


def _holder(el: html.HtmlElement) -> html.HtmlElement:
    """The nearest block-level element around ``el``: the one segment charged it to."""
    node = el
    while node.tag not in BLOCK_TAGS and node.getparent() is not None:
        node = node.getparent()
    return node


def link_blocks(blocks: Blocks, page_url: str | None, target: str | None) -> set[int]:
    """Blocks holding a link whose resolved URL is ``target`` (fragments ignored)."""
    if not target or not len(blocks):
        return set()
    wanted = urldefrag(target)[0]
    by_holder: dict[html.HtmlElement, list[int]] = {}
    for i, el in enumerate(blocks.elements):
        by_holder.setdefault(el, []).append(i)
    found: set[int] = set()
    root = blocks.elements[0].getroottree().getroot()
    for link in _LINKS(root):
        try:
            resolved = urljoin(page_url or "", link.get("href", "").strip())
        except ValueError:  # a malformed href (bad IPv6 host) names no page
            continue
        if urldefrag(resolved)[0] != wanted:
            continue
        label = fold(link.text_content())
        found.update(i for i in by_holder.get(_holder(link), ())
                     if not label or label in fold(blocks.texts[i]))
    return found


def block_roles(blocks: Blocks, selected: np.ndarray, article: Article) -> tuple[str, ...]:
    """One role of :data:`ROLES` per block."""
    special: dict[int, str] = {}
    # Later assignments win, so the most specific role is written last.
    for role, found in (
        (PRINT_LINK, link_blocks(blocks, article.url, article.print_url)),
        (NEXT_PAGE, link_blocks(blocks, article.url, article.next_page_url)),
        (CAPTION, caption_blocks(blocks, tuple(i.caption for i in article.images if i.caption))),
    ):
        special.update(dict.fromkeys(found, role))
    title = title_block(blocks, article.headline)
    if title is not None:
        special[title] = TITLE
    return tuple(special.get(i, ARTICLE if selected[i] else BOILERPLATE) for i in range(len(blocks)))
