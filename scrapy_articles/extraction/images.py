"""Images: the article's pictures and their captions.

Stage: images. Input: the cleaned tree (after ``strip_invisible``), the page
URL and the elements holding the article's text blocks, in document order.
Output: a tuple of :class:`Image` (absolute URL, alt, caption, size).

Method: Article Clipper (Fan et al., KDD 2011, sec. 2.4) without rendering.
The search is limited to the region spanning the article text (plus a lead
figure right above it); images under 50 px, tracking pixels, icons and logos,
and images labelled "advertisement" close above or below are dropped. Each
image's caption is searched in the paper's order: (1) a frame holding image
and text (figure/figcaption, wp-caption...), (2) short text right below the
image, (3) short text right beside it (the next table cell). A caption is
never article text, never all links, and shorter than a paragraph.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from collections.abc import Iterator, Sequence
from urllib.parse import urljoin, urlsplit

from lxml import etree, html

from .article import Image

MIN_SIDE_PX = 50  # px; smaller known width or height is no article image (paper, sec. 2.4)
TRACKER_SIDE_PX = 1  # px; 1x1 (or 0x0) images are tracking pixels
CAPTION_MAX_CHARS = 300  # characters; longer text is a paragraph, not a caption
FRAME_MAX_LEVELS = 4  # ancestors searched for a frame around the image
LEAD_FIGURE_GAP_CHARS = 400  # non-space characters allowed between a lead figure and the text

_IMAGES = etree.XPath(".//img | .//amp-img")
_LEAD_MEDIA = etree.XPath("preceding::*[self::figure or self::picture or self::img][1]")
# Lazy-loading attributes that hold the real URL while src holds a placeholder.
_LAZY_SRC = ("data-src", "data-lazy-src", "data-original", "data-lazy", "data-url",
             "data-hi-res-src", "data-full-src")
_SRCSET_ATTRS = ("srcset", "data-srcset", "data-lazy-srcset")
# One srcset candidate: URL, then an optional "640w" / "2x" descriptor.
_SRCSET_DESCRIPTOR = re.compile(r"^(\d+(?:\.\d+)?)([wx])$", re.I)
_PIXELS = re.compile(r"^\s*(\d+)\s*(?:px)?\s*$")
_STYLE_SIDE = re.compile(r"(?:^|;)\s*(width|height)\s*:\s*(\d+)px", re.I)
# Beacons: analytics hosts and the file names tracking pixels are given.
_BEACON = re.compile(
    r"doubleclick\.net|google-analytics\.com|scorecardresearch\.com|quantserve\.com"
    r"|facebook\.com/tr|/b/ss/|__utm\.gif|pixel\.(?:gif|png)|(?:^|[/_.-])(?:beacon|tracking|tracker"
    r"|spacer|blank|transparent|clear|1x1)\.(?:gif|png)", re.I)
# Class, id and file-name words of decoration: icons, logos, avatars, buttons.
_DECORATION = re.compile(
    r"(?<![a-z])(?:icons?|logos?|avatars?|sprites?|emojis?|emoticons?|badges?|gravatar|favicon"
    r"|spinner|loader|loading|placeholder|headshot|share|social|button|btn|author|profile)(?![a-z])")
# Standalone labels printed above or below advertisements.
_AD_LABELS = frozenset({
    "advertisement", "advertisements", "advertising", "ad", "ads", "anzeige", "werbung",
    "publicidad", "publicite", "pubblicita", "advertentie", "reclame", "annonce", "sponsored",
    "reklama", "mainos", "annons"})
# First words of longer ad labels ("Advertisement - scroll to continue", "Ads via ...").
_AD_LEADS = frozenset(_AD_LABELS - {"ad", "annonce", "reclame"})
# Class/id words and tags of page furniture around an image: teasers, sidebars, menus.
_CHROME_WORDS = frozenset({"related", "recommended", "promo", "teaser", "teasers", "sidebar",
                           "widget", "comments", "comment", "footer", "nav", "navbar", "menu",
                           "share", "sharing", "social", "newsletter", "popular", "trending"})
_CHROME_TAGS = frozenset({"aside", "nav", "footer", "form"})
# Class/id words of ad slots around an image.
_AD_WORDS = frozenset({"ad", "ads", "advert", "adverts", "advertisement", "advertising",
                       "sponsored", "dfp", "adsense", "adslot", "adunit", "gpt"})
_CLASS_WORDS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
# Frames: a figure, or a wrapper whose class says caption/figure/photo/image.
_FRAME_WORDS = frozenset({"caption", "figure", "photo", "image", "img", "picture", "media",
                          "thumbnail", "wp", "attachment", "illustration"})
# Caption parts inside a frame.
_CAPTION_WORDS = frozenset({"caption", "figcaption", "credit", "credits", "legend", "cutline",
                            "description", "desc", "copyright", "attribution", "source"})
_BLOCKS_NOT_CAPTION = frozenset({"h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "table",
                                 "figure", "blockquote", "pre", "form", "hr"})
_SPACES = re.compile(r"\s+")


def _clean(text: str | None) -> str:
    return _SPACES.sub(" ", text or "").strip()


def _words(el: html.HtmlElement) -> set[str]:
    return {w.lower() for w in _CLASS_WORDS.findall(f"{el.get('class', '')} {el.get('id', '')}")}


def _label(text: str) -> str:
    """Casefolded, accents and punctuation removed: "Publicité :" -> "publicite"."""
    text = unicodedata.normalize("NFKD", text.casefold())
    return " ".join("".join(c for c in text if c.isalnum() or c.isspace()).split())


def largest_srcset(srcset: str | None) -> str | None:
    """The URL of the largest candidate of a srcset ("a.jpg 320w, b.jpg 1024w" -> b.jpg)."""
    best: tuple[float, str] | None = None
    for candidate in (srcset or "").split(", "):
        parts = candidate.strip().split()
        if not parts:
            continue
        url, size = parts[0].rstrip(","), 1.0  # no descriptor means 1x
        match = _SRCSET_DESCRIPTOR.match(parts[1]) if len(parts) > 1 else None
        if match:
            size = float(match.group(1))
        if best is None or size > best[0]:
            best = (size, url)
    return best[1] if best else None


def _absolute(src: str | None, url: str | None) -> str | None:
    src = (src or "").strip()
    if not src or src.startswith("data:"):
        return None
    absolute = urljoin(url, src) if url else src
    return absolute if urlsplit(absolute).scheme in ("http", "https") else None


def image_url(img: html.HtmlElement, url: str | None) -> str | None:
    """Largest srcset candidate (img or <picture> sources), then lazy attributes, then src."""
    sets = [img.get(a) for a in _SRCSET_ATTRS]
    # libxml2 does not know <source> is void and nests the <img> inside it.
    picture = next(img.iterancestors("picture"), None)
    if picture is not None:
        sets += [s.get(a) for s in picture.iter("source") for a in _SRCSET_ATTRS]
    choices = [largest_srcset(s) for s in sets if s]
    choices += [img.get(a) for a in _LAZY_SRC] + [img.get("src")]
    return next(filter(None, (_absolute(c, url) for c in choices)), None)


def _side(img: html.HtmlElement, name: str) -> int | None:
    match = _PIXELS.match(img.get(name, ""))
    if match:
        return int(match.group(1))
    style = {k.lower(): int(v) for k, v in _STYLE_SIDE.findall(img.get("style", ""))}
    return style.get(name)


def _is_unwanted(img: html.HtmlElement, src: str, width: int | None, height: int | None) -> bool:
    sides = [s for s in (width, height) if s is not None]
    if any(s <= TRACKER_SIDE_PX for s in sides) or _BEACON.search(src):
        return True
    if any(s < MIN_SIDE_PX for s in sides):
        return True
    parent = img.getparent()
    marks = f"{img.get('class', '')} {img.get('id', '')} " + (
        f"{parent.get('class', '')} {parent.get('id', '')} " if parent is not None else "")
    filename = urlsplit(src).path.rsplit("/", 1)[-1]
    return bool(_DECORATION.search(f"{marks} {filename}".lower())) or "gravatar.com" in src


def _in_furniture(img: html.HtmlElement, region: html.HtmlElement) -> bool:
    """Inside an ad slot, a teaser list, a sidebar or a menu below the region's top."""
    for el in img.iterancestors():
        if el is region:
            return False
        if el.tag in _CHROME_TAGS or _words(el) & (_AD_WORDS | _CHROME_WORDS):
            return True
    return False


def _is_ad_label(text: str) -> bool:
    label = _label(text)
    return label in _AD_LABELS or label.split(" ", 1)[0] in _AD_LEADS


def _stream(region: html.HtmlElement) -> Iterator[str | html.HtmlElement]:
    """Text chunks and images of the region in reading order."""
    for event, el in etree.iterwalk(region, events=("start", "end")):
        if event == "start":
            if el.tag in ("img", "amp-img"):
                yield el
            if isinstance(el.tag, str) and el.text:
                yield el.text
        elif el is not region and el.tail:
            yield el.tail


def _ad_labelled(region: html.HtmlElement) -> set[html.HtmlElement]:
    """Images whose nearest text above or below is an advertisement label."""
    items = list(_stream(region))
    text_at = [i for i, item in enumerate(items) if isinstance(item, str) and item.strip()]
    labelled = set()
    for i, item in enumerate(items):
        if isinstance(item, str):
            continue
        k = bisect.bisect(text_at, i)  # text_at[k - 1] is above the image, text_at[k] below
        if any(_is_ad_label(str(items[t])) for t in text_at[max(k - 1, 0):k + 1]):
            labelled.add(item)
    return labelled


def _valid_caption(text: str, el: html.HtmlElement | None) -> bool:
    if not text or len(text) > CAPTION_MAX_CHARS or _is_ad_label(text):
        return False
    if el is not None:
        linked = _clean(" ".join(a.text_content() for a in el.iter("a")))
        if linked and len(linked) >= len(text):
            return False  # all-link text: a teaser or a share bar, not a caption
    return True


def _frame_caption(img: html.HtmlElement, article: set[html.HtmlElement]) -> str | None:
    frame, el = None, img
    for _ in range(FRAME_MAX_LEVELS):
        el = el.getparent()
        if el is None:
            return None
        if el.tag == "figure" or _words(el) & _FRAME_WORDS:
            frame = el
            break
    if frame is None or frame in article or len(_IMAGES(frame)) != 1:
        return None  # a gallery holds many images; a frame around article text is none
    parts = [p for p in frame.iter() if p.tag == "figcaption" or _words(p) & _CAPTION_WORDS]
    parts = [p for p in parts if not any(a in parts for a in p.iterancestors())]
    if parts:
        text = _clean(" ".join(p.text_content() for p in parts))
        return text if _valid_caption(text, None) else None
    text = _clean(frame.text_content())
    return text if _valid_caption(text, frame) else None


def _image_box(img: html.HtmlElement, region: html.HtmlElement) -> html.HtmlElement:
    """The largest ancestor holding nothing but this image (a link, a <p>, a <div>)."""
    box = img
    while True:
        parent = box.getparent()
        if parent is None or box is region or parent is region:
            return box
        if _clean(parent.text_content()) or len(_IMAGES(parent)) != 1:
            return box
        box = parent


def _below_or_beside(box: html.HtmlElement, content: set[html.HtmlElement],
                     article: set[html.HtmlElement]) -> str | None:
    """Layouts (2) and (3); ``article`` holds the content elements and their ancestors."""
    if any(a in content for a in box.iterancestors()):
        return None  # an image inside a paragraph: the words around it are article text
    tail = _clean(box.tail)
    if tail:
        return tail if _valid_caption(tail, None) else None
    sibling = box.getnext()
    while sibling is not None and sibling.tag == "br" and not _clean(sibling.tail):
        sibling = sibling.getnext()
    if sibling is not None and sibling.tag == "br":
        tail = _clean(sibling.tail)
        return tail if _valid_caption(tail, None) else None
    parent = box.getparent()
    if sibling is None and parent is not None and parent.tag == "td":
        sibling = parent.getnext()  # layout (3): the caption in the next table cell
    if sibling is None or sibling.tag in _BLOCKS_NOT_CAPTION or sibling in article:
        return None
    if _IMAGES(sibling) or sibling.tag in ("img", "amp-img"):
        return None
    text = _clean(sibling.text_content())
    return text if _valid_caption(text, sibling) else None


def _region(content: Sequence[html.HtmlElement]) -> html.HtmlElement:
    """Lowest common ancestor of the content elements, widened one level."""
    chain = [content[0], *content[0].iterancestors()]
    depth = {id(el): i for i, el in enumerate(chain)}
    lowest = 0
    for el in content[1:]:
        for anc in (el, *el.iterancestors()):
            if id(anc) in depth:
                lowest = max(lowest, depth[id(anc)])
                break
    top = chain[min(lowest + 1, len(chain) - 1)]
    return top


def _visible_chars(text: str | None) -> int:
    return sum(map(len, text.split())) if text else 0


def _chars_between(before: html.HtmlElement, after: html.HtmlElement) -> int:
    """Non-space characters of text after ``before`` ends and before ``after`` starts."""
    gap, counting = 0, False
    for event, el in etree.iterwalk(after.getroottree().getroot(), events=("start", "end")):
        if event == "start":
            if el is after:
                break
            if counting and isinstance(el.tag, str):
                gap += _visible_chars(el.text)
        else:
            counting = counting or el is before
            if counting:
                gap += _visible_chars(el.tail)
    return gap


def _lead_media(first: html.HtmlElement, region: html.HtmlElement) -> list[html.HtmlElement]:
    """Images of a figure right above the article text, outside the region."""
    found = _LEAD_MEDIA(first)
    if not found or any(a is region for a in found[0].iterancestors()):
        return []
    media = found[0]
    if _chars_between(media, first) > LEAD_FIGURE_GAP_CHARS:
        return []
    return [media] if media.tag == "img" else list(_IMAGES(media))


def find_images(root: html.HtmlElement, url: str | None,
                content: Sequence[html.HtmlElement]) -> tuple[Image, ...]:
    """The article's images with captions, in document order; () without content."""
    if not content:
        return ()
    region = _region(content)
    blocks = set(content)
    article = blocks | {a for el in content for a in el.iterancestors()}
    candidates = [*_lead_media(content[0], region), *_IMAGES(region)]
    ads = _ad_labelled(region)
    seen: set[str] = set()
    images = []
    for img in candidates:
        src = image_url(img, url)
        width, height = _side(img, "width"), _side(img, "height")
        if (src is None or src in seen or img in ads or _in_furniture(img, region)
                or _is_unwanted(img, src, width, height)):
            continue
        seen.add(src)
        caption = (_frame_caption(img, article)
                   or _below_or_beside(_image_box(img, region), blocks, article))
        images.append(Image(url=src, alt=_clean(img.get("alt")) or None, caption=caption,
                            width=width, height=height))
    return tuple(images)


def main_image(images: Sequence[Image], og_image: str | None) -> Image | None:
    """The page's declared image (og:image) if any, else the article's first image."""
    if og_image:
        return next((i for i in images if i.url == og_image), Image(url=og_image))
    return images[0] if images else None
