"""Text around an image: its caption, and the advertisement labels that disqualify it.

Stage: images (a helper of :mod:`images`). Input: an image element of the
cleaned tree, the region spanning the article and the article's elements.
Output: the image's caption or None, in Article Clipper's order (Fan et al.,
KDD 2011, sec. 2.4): (1) a frame holding image and text (figure/figcaption,
wp-caption...), (2) short text right below the image, (3) short text right
beside it (the next table cell); and whether the nearest text above or below
the image is an advertisement label. Article text is a caption only inside
a figure or an element marked as a caption (figcaption, class "caption"...).

Speed: the text next to an image is found by walking from the image outwards
(siblings, then ancestors) only until the first words, not by reading the
whole region.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Container, Iterator
from itertools import islice

from lxml import etree, html

from ..document.positions import text_of
from ..lazyregex import compile_lazily
from ..title.text import clean  # whitespace collapsed and stripped: one definition

CAPTION_MAX_CHARS = 300  # characters; longer text is a paragraph, not a caption
# Text chunks (element texts and tails, an empty one for each tail without
# text) looked through for an image's advertisement label on either side. A
# label stands next to its ads, which may come in a column: one label under
# nine sidebar tiles lies 11 to 18 chunks from them (dragnet/R1). Unbounded, a
# row of thousands of images with no text between them read every other
# image for each: 2,000 took 4.7 s.
AD_LABEL_REACH = 64
FRAME_MAX_LEVELS = 4  # ancestors searched for a frame around the image
IMAGE_TAGS = ("img", "amp-img")

# Attributes that name an element's part: class and id, and the names React and Vue
# sites set for tests and components where the class is a generated hash.
MARK_ATTRIBUTES = ("class", "id", "data-testid", "data-component")

IMAGES = etree.XPath(".//img | .//amp-img")
# The text chunks of an element in reading order (its text, its descendants' texts
# and tails, not its own tail), as plain strings in one call.
_TEXTS = etree.XPath("descendant::text()", smart_strings=False)
# Standalone labels printed above or below advertisements.
_AD_LABELS = frozenset({
    "advertisement", "advertisements", "advertising", "ad", "ads", "anzeige", "werbung",
    "publicidad", "publicite", "pubblicita", "advertentie", "reclame", "annonce", "sponsored",
    "reklama", "mainos", "annons"})
# First words of longer ad labels ("Advertisement - scroll to continue", "Ads via ...").
_AD_LEADS = frozenset(_AD_LABELS - {"ad", "annonce", "reclame"})
# Frames: a figure, or a wrapper whose class says caption/figure/photo/image.
_FRAME_WORDS = frozenset({"caption", "figure", "photo", "image", "img", "picture", "media",
                          "thumbnail", "wp", "attachment", "illustration"})
# Caption parts inside a frame (German, French and Polish names too: "Bildunterschrift",
# "Bildtext", "légende", "podpis").
_CAPTION_WORDS = frozenset({"caption", "figcaption", "credit", "credits", "legend", "cutline",
                            "description", "desc", "copyright", "attribution", "source",
                            "bildunterschrift", "bildtext", "imagetext", "legende", "podpis"})
# A caption frame's label with nothing after it (a screen-reader "Credit" before an empty credit).
_EMPTY_CAPTIONS = _CAPTION_WORDS | {"photo", "image", "picture"}
_BLOCKS_NOT_CAPTION = frozenset({"h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "table",
                                 "figure", "blockquote", "pre", "form", "hr"})
# ASCII characters that are neither letters, digits nor spaces: dropped from labels.
_ASCII_NOT_ALNUM = {c: None for c in range(128) if not (chr(c).isalnum() or chr(c).isspace())}
# The same for any text, in one C call: \w is str.isalnum() or "_", \s is str.isspace().
_NOT_ALNUM = compile_lazily(r"[^\w\s]|_")
_CLASS_WORDS = compile_lazily(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")


def marks(el: html.HtmlElement) -> str:
    """What names an element's part in the page: its class, id and the test and component
    names of framework-rendered pages (``data-testid="caption"``, ``data-component="credit"``),
    which carry the part's name where the class is a generated hash."""
    names = el.keys()
    if not names:
        return ""  # most elements of a story have no attribute: told without a look-up
    return " ".join([el.get(name) for name in MARK_ATTRIBUTES if name in names])


def class_words(el: html.HtmlElement) -> set[str]:
    """Words of the element's marks (:func:`marks`): "relatedPosts" -> related, posts."""
    found = marks(el)
    # map calls str.lower from C: no comprehension frame a call. A third have no marks.
    return set(map(str.lower, _CLASS_WORDS.findall(found))) if found else set()


def _label(text: str) -> str:
    """Casefolded, accents and punctuation removed: "Publicité :" -> "publicite"."""
    if text.isascii():  # the same in one C call: lower-case, drop what is not a letter or digit
        return " ".join(text.lower().translate(_ASCII_NOT_ALNUM).split())
    return " ".join(_NOT_ALNUM.sub("", unicodedata.normalize("NFKD", text.casefold())).split())


def is_ad_label(text: str) -> bool:
    label = _label(text)
    return label in _AD_LABELS or label.split(" ", 1)[0] in _AD_LEADS


def _texts(el: html.HtmlElement) -> list[str]:
    """``el``'s text nodes (_TEXTS). An element with no child and no text (an image, a line
    break) has none, told without evaluating XPath; text nodes are not merged, so a
    leaf with text is still read by XPath (strip_invisible can leave two side by side)."""
    return _TEXTS(el) if len(el) or el.text else []


def _chunks_after(el: html.HtmlElement, region: html.HtmlElement) -> Iterator[str]:
    """Text chunks after the start of ``el`` in reading order, up to the region's end; an
    empty chunk for each tail without text, so that every node passed counts (AD_LABEL_REACH)."""
    yield from _texts(el)
    node = el
    while node is not region:
        yield node.tail or ""
        for sibling in node.itersiblings():
            yield from _texts(sibling)
            yield sibling.tail or ""
        node = node.getparent()


def _chunks_before(el: html.HtmlElement, region: html.HtmlElement) -> Iterator[str]:
    """Text chunks before the start of ``el`` in reverse reading order, back to the region's
    start; an empty chunk for each tail, or parent's text, that has none, so that every node
    passed counts (AD_LABEL_REACH)."""
    node = el
    while node is not region:
        for sibling in node.itersiblings(preceding=True):
            yield sibling.tail or ""
            yield from reversed(_texts(sibling))
        node = node.getparent()
        yield node.text or ""


def _first_words(chunks: Iterator[str]) -> str | None:
    # The first chunk with words: filter calls str.strip from C, no generator frame a chunk.
    return next(filter(str.strip, islice(chunks, AD_LABEL_REACH)), None)


def is_ad_labelled(img: html.HtmlElement, region: html.HtmlElement) -> bool:
    """Whether the nearest text above or below an image of the region is an advertisement label."""
    return any(text is not None and is_ad_label(text)
               for text in (_first_words(_chunks_before(img, region)), _first_words(_chunks_after(img, region))))


def _valid_caption(text: str, el: html.HtmlElement | None) -> bool:
    if not text or len(text) > CAPTION_MAX_CHARS or is_ad_label(text) or _label(text) in _EMPTY_CAPTIONS:
        return False
    if el is not None:
        linked = clean(" ".join(map(text_of, el.iter("a"))))
        if linked and len(linked) >= len(text):
            return False  # all-link text: a teaser or a share bar, not a caption
    return True


def _frame(img: html.HtmlElement) -> html.HtmlElement | None:
    """The nearest figure, or wrapper whose class names a picture, a few levels above the image."""
    el = img
    for _ in range(FRAME_MAX_LEVELS):
        el = el.getparent()
        if el is None:
            return None
        if el.tag == "figure" or class_words(el) & _FRAME_WORDS:
            return el
    return None


def _is_caption_part(el: html.HtmlElement) -> bool:
    return el.tag == "figcaption" or bool(class_words(el) & _CAPTION_WORDS)


def _holds_only_caption_text(frame: html.HtmlElement, parts: list[html.HtmlElement],
                             blocks: set[html.HtmlElement]) -> bool:
    """Whether the article text inside a frame is its caption and nothing else.

    A figure's text is its caption by definition (HTML's figure element); a
    wrapper found by its class may be the article's own container, so its
    article blocks must all lie inside explicit caption parts.
    """
    if frame.tag == "figure":
        return True
    inside = set(parts)
    for part in parts:
        inside.update(part.iter())
    return all(el in inside for el in frame.iter() if el in blocks)


def frame_caption(img: html.HtmlElement, blocks: set[html.HtmlElement],
                  article: Container[html.HtmlElement]) -> str | None:
    """Layout (1); ``blocks`` are the content elements, ``article`` also holds their ancestors.

    The caption is reported whether or not the content decision also kept
    its text as article text (the readability corpus keeps captions of
    figures inside the article in its gold text; the image keeps them too).
    """
    frame = _frame(img)
    if frame is None or len(IMAGES(frame)) != 1:
        return None  # a gallery holds many images, each in its own frame
    parts = [p for p in frame.iter() if _is_caption_part(p)]
    parts = [p for p in parts if not any(a in parts for a in p.iterancestors())]
    if frame in article and not _holds_only_caption_text(frame, parts, blocks):
        return None  # a frame around article text is the article, not a caption frame
    if parts:
        text = clean(" ".join(map(text_of, parts)))
        return text if _valid_caption(text, None) else None
    text = clean(text_of(frame))
    return text if _valid_caption(text, frame) else None


def image_box(img: html.HtmlElement, region: html.HtmlElement) -> html.HtmlElement:
    """The largest ancestor holding nothing but this image (a link, a <p>, a <div>)."""
    box = img
    while True:
        parent = box.getparent()
        if parent is None or box is region or parent is region:
            return box
        if text_of(parent).strip() or len(IMAGES(parent)) != 1:
            return box
        box = parent


def below_or_beside(box: html.HtmlElement, content: set[html.HtmlElement],
                     article: Container[html.HtmlElement]) -> str | None:
    """Layouts (2) and (3); ``article`` holds the content elements and their ancestors."""
    if any(a in content for a in box.iterancestors()):
        return None  # an image inside a paragraph: the words around it are article text
    tail = clean(box.tail)
    if tail:
        return tail if _valid_caption(tail, None) else None
    sibling = box.getnext()
    while sibling is not None and sibling.tag == "br" and not clean(sibling.tail):
        sibling = sibling.getnext()
    if sibling is not None and sibling.tag == "br":
        tail = clean(sibling.tail)
        return tail if _valid_caption(tail, None) else None
    parent = box.getparent()
    if sibling is None and parent is not None and parent.tag == "td":
        sibling = parent.getnext()  # layout (3): the caption in the next table cell
    if sibling is None or sibling.tag in _BLOCKS_NOT_CAPTION:
        return None
    if sibling in article and not _is_caption_part(sibling):
        return None  # article text right below an image is a caption only when marked as one
    if IMAGES(sibling) or sibling.tag in IMAGE_TAGS:
        return None
    text = clean(sibling.text_content())
    return text if _valid_caption(text, sibling) else None


