"""Story paragraphs a method left out, put back (a helper of :mod:`tidy`).

Stage: tidy. Input: the blocks, the kept mask and the headline's block.
Output: the blocks to add back. :func:`lead_block`: the first long block
between the headline and the first kept block after it. :func:`later_blocks`:
paragraphs of the story's container after an interruption inside it.
:func:`embed_blocks`: a post of a social network the story quotes. A
page often sets its lead apart (as an ``<h2>``, in a box of its own, in
bold): a content model scores it low because it looks like a dek or a
heading; where it stands, between the headline and the story, says it is the
story's first paragraph. The body's convention keeps the lead (docs/body.md).
"""

from __future__ import annotations


import numpy as np
from lxml import html

from ..content.segment import CONTEXT_TAGS, Blocks
from ..lazyregex import compile_lazily
from .captionblocks import MAX_GALLERY_WORDS, is_caption
from .chrome import LINK_SHARE, is_chrome, is_dateline, is_teaser_heading
from .storyheader import normal

# Words of a lead paragraph styled apart: a shorter line there is a dek, a label or a
# byline, which the header's own rules judge. Set apart from the half of
# trafilatura-eval's sites the tidy rules are written on (benchmarks/HISTORY.md).
MIN_LEAD_WORDS = 15

# Words of a story paragraph after an interruption (a rail, a promo box, an embedded
# teaser) in the story's container: shorter lines there are the interruption's own
# labels and captions. Set from dragnet and half of trafilatura-eval's sites
# (benchmarks/HISTORY.md).
MIN_LATER_WORDS = 15
# Link characters over all characters above which a block is not a story paragraph:
# a sentence may hold a link or two, a teaser is mostly one.
MAX_LATER_LINK_SHARE = 0.2
# Last characters of a block that ends as a sentence does.
_SENTENCE_END = ('.', '!', '?', '\u2026', '"', '\u201d', '\u2019', '\u00bb', '\u201c', ')')

# Class words of a social network's embedded post, as its embed code writes it
# (X / Twitter "twitter-tweet", Instagram "instagram-media", TikTok "tiktok-embed",
# Bluesky "bluesky-embed", Facebook "fb-xfbml-parse-ignore", Mastodon "mastodon-embed").
_EMBED_CLASS = compile_lazily(r"twitter-tweet|instagram-media|tiktok-embed|bluesky-embed|mastodon-embed"
                          r"|threads-embed|fb-xfbml|fb-post|embedded-?post")
# How an embedded post's attribution line opens ("— Name (@handle) April 2, 2013").
_ATTRIBUTION = ("—", "–", "&mdash;")
# Ancestor levels searched for the embedded post's <blockquote> around a block.
EMBED_LEVELS = 3
_BLOCKQUOTE_COLUMN = CONTEXT_TAGS.index("blockquote")

# Columns of Blocks.context for the containers a story's lead never lies in.
_FURNITURE_COLUMNS = [CONTEXT_TAGS.index(tag) for tag in ("nav", "aside", "footer", "form", "figure", "figcaption")]


def lead_block(blocks: Blocks, kept: np.ndarray, headline: int | None, description: str) -> int | None:
    """The lead paragraph styled apart: the first block of MIN_LEAD_WORDS words or more after
    the headline and before the first kept block after it, if it can be the story's
    (:func:`_can_be_lead`) and is not the page's ``description`` (:func:`normal`: a standfirst,
    a field of its own); None if there is no such block or the method kept it."""
    if headline is None:
        return None
    after = kept[headline + 1:].nonzero()[0]
    if not len(after):
        return None
    for i in range(headline + 1, headline + 1 + int(after[0])):
        if blocks.n_words[i] >= MIN_LEAD_WORDS:
            return i if _can_be_lead(blocks, i) and normal(blocks.texts[i]) != description else None
    return None


def _can_be_lead(blocks: Blocks, i: int) -> bool:
    """Whether block ``i`` can be the story's lead: not mostly a link, not in a menu, aside,
    footer, form or figure, not in comments, not a caption (a picture's box stands between a
    headline and its story as often as a lead does), a dateline, chrome or a teaser heading."""
    words = int(blocks.n_words[i])
    if (blocks.link_chars[i] >= LINK_SHARE * max(int(blocks.n_chars[i]), 1)
            or blocks.context[i, _FURNITURE_COLUMNS].any() or blocks.comment_ancestor[i] >= 0):
        return False
    return not (is_dateline(blocks.texts[i], words) or is_chrome(blocks, i) or is_teaser_heading(blocks.texts[i])
                or is_caption(blocks.elements[i], gallery=words <= MAX_GALLERY_WORDS and not blocks.heading[i]))


def later_blocks(blocks: Blocks, selected: np.ndarray, kept: np.ndarray) -> np.ndarray:
    """Story paragraphs the method left out after an interruption (a rail, a promo box, an
    embedded teaser, an ad slot): a block not ``selected`` (what tidy's own rules took out of
    ``selected`` stays out) that has the same parent element (the story's container) as the
    nearest ``kept`` block before it, follows it across a box of its own (the interruption: a
    block between them with another parent element), reads as a paragraph
    (MIN_LATER_WORDS words or more, ending as a sentence, MAX_LATER_LINK_SHARE of links at most)
    and can be the story's (:func:`_can_be_lead`). The interruption lies in a box of its own
    inside the container, so its blocks' parent is that box and they stay out; a paragraph after
    the last kept one with no box between is one the method judged (a disclaimer, a promo) and
    stays out too."""
    out = np.zeros(len(kept), dtype=bool)
    if not kept.any():
        return out
    index = np.arange(len(kept))
    before = np.maximum.accumulate(np.where(kept, index, -1))
    parents = blocks.ancestors[:, 1]
    candidates = (~selected & ~kept & (before >= 0) & (blocks.n_words >= MIN_LATER_WORDS)
                  & (blocks.link_chars <= MAX_LATER_LINK_SHARE * blocks.n_chars)
                  & (blocks.heading == 0) & (parents >= 0)).nonzero()[0]
    for i in candidates:
        start = before[i]
        if (parents[i] == parents[start] and (parents[start + 1:i] != parents[i]).any()
                and blocks.texts[i].rstrip().endswith(_SENTENCE_END) and _can_be_lead(blocks, int(i))):
            out[i] = True
    return out


def embed_blocks(blocks: Blocks, selected: np.ndarray, kept: np.ndarray) -> np.ndarray:
    """Blocks of a social network's post embedded in the story (a ``<blockquote>`` its embed code
    names, :data:`_EMBED_CLASS`) that the method left out: the story quotes it, as it quotes
    a person. The post's paragraphs come back, not the embed's attribution line. Only a post
    standing in the story's own container (the blockquote's parent is a kept block's parent),
    between the first and the last kept block, comes back: a post in a rail or under the story
    is another matter."""
    out = np.zeros(len(kept), dtype=bool)
    index = kept.nonzero()[0]
    if len(index) < 2:
        return out
    first, last = int(index[0]), int(index[-1])
    candidates = (~selected[first:last] & blocks.context[first:last, _BLOCKQUOTE_COLUMN]).nonzero()[0] + first
    if not len(candidates):
        return out
    before = np.maximum.accumulate(np.where(kept, np.arange(len(kept)), -1))
    for i in candidates.tolist():
        if blocks.elements[i].tag != "p" or blocks.texts[i].startswith(_ATTRIBUTION):
            continue  # the embed's attribution, "— Name (@handle) date", not the post's words
        quote = _embedded_post(blocks.elements[i])
        if quote is not None and quote.getparent() is blocks.elements[before[i]].getparent():
            out[i] = True
    return out


def _embedded_post(element: html.HtmlElement) -> html.HtmlElement | None:
    """The embedded post's ``<blockquote>`` holding ``element`` (or being it), if any."""
    el: html.HtmlElement | None = element
    for _ in range(EMBED_LEVELS):
        if el is None:
            return None
        if el.tag == "blockquote" and _EMBED_CLASS.search(el.get("class", "").lower()):
            return el
        el = el.getparent()
    return None
