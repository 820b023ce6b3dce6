"""Caption blocks: the text of a figure or a caption box around a picture (a helper of :mod:`tidy`).

Stage: tidy. Input: the blocks and the kept mask. Output: the kept blocks
that are image captions or photo credits. Captions belong in
``images[].caption`` (:mod:`captions` finds them there), not in the body,
unless captions are most of the kept text: a photo story's captions are its
text.
"""

from __future__ import annotations


import numpy as np
from lxml import html

from ..content.segment import Blocks
from ..document.positions import text_of
from ..images.captions import CAPTION_MAX_CHARS, MARK_ATTRIBUTES
from ..lazyregex import compile_lazily

# Share of the kept characters captions may hold and still be taken out: a page
# that is mostly captions is a photo story, its captions its text.
MAX_CAPTION_SHARE = 0.5
# Characters of a block's start read for a figure label (lower-cased: faster than a
# case-insensitive pattern).
FIGURE_LABEL_CHARS = 24
# Ancestor levels searched for a figure or a caption-marked element around a block.
CAPTION_LEVELS = 4

# Words of a caption or credit element's marks (class, id, data-testid, data-component),
# in the languages of today's CMSs: German "Bildunterschrift" / "Bildtext" (and "imagetext"),
# French "légende", Spanish "foto-texto", Polish "podpis"; "image-desc" of themes.
_CAPTION_CLASS = compile_lazily(r"caption|credit|cutline|bildunterschrift|bildtext|imagetext|image-text|bu-text"
                            r"|image-?source|image-?desc|legende|foto-?text|photo-?text|podpis")
# Words of a gallery's or a slideshow's box (German "Galerie", Polish "galeria"; "slides", "carousel",
# "lightbox"): such a box holding a picture and a few words is a figure by another name, its words
# the caption, its counter and its credit ("Bild 1 von 12", "Foto: dpa"). A listicle sets its story
# in slides too, a paragraph and a picture each: a block of such a box is a caption only when it is
# no heading and at most MAX_GALLERY_WORDS words.
_GALLERY_CLASS = compile_lazily(r"gallery|galerie|galeria|slide|carousel|lightbox")
# Words of a caption in a gallery's box (a story's paragraph in a slide runs longer).
MAX_GALLERY_WORDS = 30
# A caption's or a gallery's words, in one pattern: an element's marks searched once.
_MARK_WORDS = compile_lazily(_CAPTION_CLASS.pattern + "|" + _GALLERY_CLASS.pattern)
# What an element's marks name (:func:`_mark`).
_UNMARKED, _CAPTION, _GALLERY = 0, 1, 2
# Words of a picture's box in the names frameworks give (data-testid, data-component): such
# a box holding a picture and a few words is a figure, its words the caption.
_PICTURE_NAME = compile_lazily(r"image|photo|picture|figure|media")
_FRAMEWORK_NAMES = ("data-testid", "data-component")
# A caption's label, in the story's own text ("Abbildung 4: ...", "Fig. 2 - ...", "Figure:").
_FIGURE_LABEL = compile_lazily(r"(?:abbildung|abb\.|figure|fig\.|grafik|grafika|rycina|ryc\.|illustration)"
                           r"\s{0,3}\d{0,3}\s{0,3}[:.–—-]\s")
# Tags of the pictures and players a caption's frame holds: looked for among its descendants, the
# first one found ends the walk (an XPath would collect every one).
_MEDIA_TAGS = ("img", "picture", "video", "iframe", "amp-img", "svg")
# Pictures a caption box holds as a child (looked for in C: most blocks have none).
_PICTURE_TAGS = ("img", "picture", "amp-img")
# Words of a player's box (class, id): parsing strips the <video>, <iframe> or <object> a
# video or audio caption sits under, and the box's name is what is left of the player.
_PLAYER_NAME = compile_lazily(r"video|player|audio|podcast|embed")


def caption_blocks(blocks: Blocks, kept: np.ndarray) -> np.ndarray:
    """Caption blocks (:func:`is_caption`), unless they hold MAX_CAPTION_SHARE of the kept
    characters or more: then the pictures and their captions are the page (a photo story)."""
    found = np.zeros(len(kept), dtype=bool)
    marked: dict[html.HtmlElement, int] = {}  # element: what its tag and marks name (_mark)
    short = (blocks.n_words <= MAX_GALLERY_WORDS) & (blocks.heading == 0)
    for i in (kept & (blocks.n_chars <= CAPTION_MAX_CHARS)).nonzero()[0].tolist():
        found[i] = (bool(_FIGURE_LABEL.match(blocks.texts[i][:FIGURE_LABEL_CHARS].lower()))
                    or is_caption(blocks.elements[i], marked, gallery=bool(short[i])))
    if blocks.n_chars[found].sum() >= MAX_CAPTION_SHARE * blocks.n_chars[kept].sum():
        found[:] = False
    return found


def is_caption(element: html.HtmlElement, marked: dict[html.HtmlElement, int] | None = None,
               gallery: bool = False) -> bool:
    """Whether a block's element is an image's caption: a figcaption, or text in a figure or
    a box holding a picture whose class, id, data-testid or data-component names a caption
    (a figure around a quote keeps its attribution), or a picture's box whose text is inline in a
    caption-marked element, of at most CAPTION_MAX_CHARS characters. A player's box counts as a
    picture's (parsing strips the player).
    ``marked`` remembers, across the blocks of a page, which elements are figures or
    caption-marked: blocks share their ancestors. A gallery's or slideshow's box counts as a
    caption's only if ``gallery`` (the caller's block is short and no heading: :data:`_GALLERY_CLASS`);
    a paragraph the lead and interruption rules would put back is no gallery's caption."""
    known = {} if marked is None else marked
    if _picture_and_caption(element):
        return len(text_of(element)) <= CAPTION_MAX_CHARS  # a picture and its credit in one block
    el: html.HtmlElement | None = element
    for _ in range(CAPTION_LEVELS):
        if el is None:
            return False
        mark = known.get(el)
        if mark is None:
            mark = known[el] = _CAPTION if el.tag in ("figure", "figcaption") else _mark(el)
        if mark == _CAPTION or (gallery and mark == _GALLERY):
            if len(text_of(el)) > CAPTION_MAX_CHARS:
                return False  # a wrapper of the article so named, not a caption box
            frame = el if el.tag == "figure" else _frame_of(el)
            return frame is not None and (_holds_media(frame) or _names_a_player(frame))
        el = el.getparent()
    return False


def _picture_and_caption(element: html.HtmlElement) -> bool:
    """Whether the element's children are a picture and a caption-marked element (a box holding
    an image and its credit inline: ``<div><img><small class="credit">``). Children only: a
    block's element may be a large container, and its subtree is no caption box. Half the
    blocks' elements have no children: told by len() before a tag search is set up."""
    return (len(element) > 0 and next(element.iterchildren(*_PICTURE_TAGS), None) is not None
            and any(_caption_marked(child) for child in element))


def _mark(el: html.HtmlElement) -> int:
    """What an element's marks name: a caption (as :func:`_caption_marked` reads them), a gallery's
    box (:data:`_GALLERY_CLASS`), or neither. One search of :data:`_MARK_WORDS` a mark: most name
    neither, and only those that name one are searched again for which."""
    found = _UNMARKED
    for name in el.keys():
        if name in MARK_ATTRIBUTES:
            value = el.get(name).lower()
            if name in _FRAMEWORK_NAMES and _PICTURE_NAME.search(value):
                return _CAPTION
            if _MARK_WORDS.search(value):
                if _CAPTION_CLASS.search(value):
                    return _CAPTION
                found = _GALLERY
    return found


def _caption_marked(el: html.HtmlElement) -> bool:
    """Whether the element's marks (:data:`MARK_ATTRIBUTES`) name a caption or credit, or a
    framework's name of it (data-testid, data-component) says picture box. The element's own
    attributes are walked (most have none or one), not the marks looked up one by one."""
    for name in el.keys():
        if name in MARK_ATTRIBUTES:
            value = el.get(name).lower()
            if _CAPTION_CLASS.search(value) or (name in _FRAMEWORK_NAMES and _PICTURE_NAME.search(value)):
                return True
    return False


def _frame_of(el: html.HtmlElement) -> html.HtmlElement | None:
    """The figure (or the element holding a picture, or a player's box) a caption element belongs to."""
    node: html.HtmlElement | None = el
    for _ in range(CAPTION_LEVELS):
        if node is None:
            return None
        if node.tag == "figure" or _holds_media(node) or _names_a_player(node):
            return node
        node = node.getparent()
    return None


def _holds_media(el: html.HtmlElement) -> bool:
    """Whether a picture or a player (:data:`_MEDIA_TAGS`) stands anywhere under the element."""
    return next(el.iterdescendants(*_MEDIA_TAGS), None) is not None


def _names_a_player(el: html.HtmlElement) -> bool:
    """Whether the element's class or id names a video or audio player's box."""
    return bool(_PLAYER_NAME.search((el.get("class", "") + " " + el.get("id", "")).lower()))
