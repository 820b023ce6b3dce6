"""Images: the article's pictures and their captions.

Stage: images. Input: the cleaned tree (after ``strip_invisible``), the page
URL and the elements holding the article's text blocks, in document order.
Output: a tuple of :class:`Image` (absolute URL, alt, caption, size).

Method: Article Clipper (Fan et al., KDD 2011, sec. 2.4) without rendering.
The search is limited to the region spanning the article text (plus a lead
figure right above it); images under 50 px, tracking pixels, icons and logos,
and images labelled "advertisement" close above or below are dropped. So are
other stories' thumbnails (a link to another page, a one-picture card beside
another page's headline link, or an alt repeating the text of a link to
another page outside the story) and the author's headshot (at most 150 px,
beside a short byline). Each
image's caption is searched in the paper's order: (1) a frame holding image
and text (figure/figcaption, wp-caption...), (2) short text right below the
image, (3) short text right beside it (the next table cell). A caption is
never all links and shorter than a paragraph. It may also be article text:
a figure's caption is reported with its image whether or not the content
decision kept it in the body, as the readability corpus's gold keeps it;
unmarked article text is never taken for a caption.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from urllib.parse import urlsplit

from lxml import html

from ..article import Image
from ..document.tags import BLOCK_TAGS
from ..lazyregex import compile_lazily
from ..title.text import clean, without_tags
from .captions import (IMAGE_TAGS, IMAGES, below_or_beside, class_words, frame_caption, image_box,
                       is_ad_labelled)
from ..document.positions import text_of, visible_length
from ..document.urls import join

# Ancestor levels searched for the link an image is (a teaser's thumbnail sits in its
# link, at most in a <picture> or a wrapper or two).
TEASER_LINK_LEVELS = 3
# Ancestor levels searched for a teaser card: a thumbnail in its media wrapper, beside the
# text wrapper holding the other story's headline link.
TEASER_CARD_LEVELS = 3
# Words of a teaser card's headline link; shorter link texts (a name, a file name) are a
# byline's or a file's.
MIN_HEADLINE_WORDS = 3
# Words a teaser card may hold beside an unmarked headline link (a date, "2h ago", a section label).
MAX_CARD_EXTRA_WORDS = 4
# Words of an alt text taken for the headline of a story linked elsewhere on the page: the
# link may be anywhere, so a shorter alt ("Usain Bolt 200", a name) repeats a tag by chance.
MIN_HEADLINE_ALT_WORDS = 4
# px; a known width and height both at most this, beside a byline, is the author's headshot
# (portrait thumbnails are served at 50-150 px; article pictures are wider).
MAX_HEADSHOT_PX = 150
BYLINE_LEVELS = 2  # ancestors of a headshot searched for the byline it sits beside
MAX_BYLINE_CHARS = 120  # characters; the byline beside a headshot is a line, not a paragraph
MAX_NAME_WORDS = 4  # words of an alt that can be the author's name a byline gives
MIN_SIDE_PX = 50  # px; smaller known width or height is no article image (paper, sec. 2.4)
LEAD_FIGURE_GAP_CHARS = 400  # non-space characters allowed between a lead figure and the text

# The tags of a lead figure's media (see _preceding_media).
_LEAD_TAGS = ("figure", "picture", "img")
# Lazy-loading attributes that hold the real URL while src holds a placeholder.
_LAZY_SRC = ("data-src", "data-lazy-src", "data-original", "data-lazy", "data-url",
             "data-hi-res-src", "data-full-src")
_SRCSET_ATTRS = ("srcset", "data-srcset", "data-lazy-srcset")
# One srcset candidate: URL, then an optional "640w" / "2x" descriptor.
_SRCSET_DESCRIPTOR = compile_lazily(r"^(\d+(?:\.\d+)?)([wx])$", re.I)
# Picture files a link may open (the full-size image of a thumbnail in the story).
_PICTURE_FILE = compile_lazily(r"\.(?:jpe?g|png|gif|webp|avif|svg|tiff?|bmp)$", re.I)
_PIXELS = compile_lazily(r"^\s*(\d+)\s*(?:px)?\s*$")
_STYLE_SIDE = compile_lazily(r"(?:^|;)\s*(width|height)\s*:\s*(\d+)px", re.I)
# Beacons: analytics hosts and the file names tracking pixels are given.
_BEACON = compile_lazily(
    r"doubleclick\.net|google-analytics\.com|scorecardresearch\.com|quantserve\.com"
    r"|facebook\.com/tr|/b/ss/|__utm\.gif|pixel\.(?:gif|png)|(?:^|[/_.-])(?:beacon|tracking|tracker"
    r"|spacer|blank|transparent|clear|1x1)\.(?:gif|png)", re.I)
# Class, id and file-name words of decoration: icons, logos, avatars, buttons.
_DECORATION = compile_lazily(
    r"(?<![a-z])(?:icons?|logos?|avatars?|sprites?|emojis?|emoticons?|badges?|gravatar|favicon"
    r"|spinner|loader|loading|placeholder|headshot|share|social|button|btn|author|profile)(?![a-z])")
# Class/id words and tags of page furniture around an image: teasers, sidebars, menus.
_CHROME_WORDS = frozenset({"related", "recommended", "promo", "teaser", "teasers", "sidebar",
                           "widget", "comments", "comment", "footer", "nav", "navbar", "menu",
                           "share", "sharing", "social", "newsletter", "popular", "trending"})
_CHROME_TAGS = frozenset({"aside", "nav", "footer", "form"})
# Class/id words of ad slots around an image.
_AD_WORDS = frozenset({"ad", "ads", "advert", "adverts", "advertisement", "advertising",
                       "sponsored", "dfp", "adsense", "adslot", "adunit", "gpt"})
_FURNITURE_WORDS = _AD_WORDS | _CHROME_WORDS
# Tags and class/id words of a teaser card's headline.
_HEADLINE_TAGS = frozenset({"h2", "h3", "h4", "h5", "h6"})
_HEADLINE_WORDS = frozenset({"headline", "title", "heading"})
_SENTENCE_ENDS = (".", "!", "?", "…")
# A byline's opening word ("By Jo Roe", "Von Jo Roe").
_BY_WORD = compile_lazily(r"^\s*(?:by|von|par|por|door)\s", re.I)


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
    absolute = join(url, src)
    return absolute if absolute is not None and urlsplit(absolute).scheme in ("http", "https") else None


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
    value = img.get(name, "")
    if value.isdecimal():  # most sides are bare digits, which _PIXELS takes whole (\d is a decimal)
        return int(value)
    match = _PIXELS.match(value)
    if match:
        return int(match.group(1))
    style = {k.lower(): int(v) for k, v in _STYLE_SIDE.findall(img.get("style", ""))}
    return style.get(name)


def _too_small(width: int | None, height: int | None) -> bool:
    # Also rules out 1x1 (or 0x0) tracking pixels.
    return any(s < MIN_SIDE_PX for s in (width, height) if s is not None)


def _is_unwanted(img: html.HtmlElement, src: str) -> bool:
    """A beacon, an icon, a logo, an avatar...: by URL, file name, class and id."""
    if _BEACON.search(src):
        return True
    parent = img.getparent()
    marks = f"{img.get('class', '')} {img.get('id', '')} " + (
        f"{parent.get('class', '')} {parent.get('id', '')} " if parent is not None else "")
    filename = urlsplit(src).path.rsplit("/", 1)[-1]
    return bool(_DECORATION.search(f"{marks} {filename}".lower())) or "gravatar.com" in src


def _in_furniture(img: html.HtmlElement, region: html.HtmlElement,
                  furniture: dict[html.HtmlElement, bool]) -> bool:
    """Inside an ad slot, a teaser list, a sidebar or a menu below the region's top.

    ``furniture`` remembers the verdict on each ancestor: images share them.
    """
    for el in img.iterancestors():
        if el is region:
            return False
        if el not in furniture:
            furniture[el] = el.tag in _CHROME_TAGS or bool(class_words(el) & _FURNITURE_WORDS)
        if furniture[el]:
            return True
    return False


def _region(content: Sequence[html.HtmlElement]) -> html.HtmlElement:
    """Lowest common ancestor of the content elements, widened one level.

    The blocks' texts are in document order and each lies in its element: when the lowest
    common ancestor of the first and last elements is block-level, every block between has
    its text in it and so its element too (a block-level element holds the blocks read
    while it is open), and it is the answer. An inline one may sit inside a block whose
    element is higher: then every element's path up is walked.
    """
    chain = [content[0], *content[0].iterancestors()]
    last = {content[-1], *content[-1].iterancestors()}
    lowest = next(i for i, el in enumerate(chain) if el in last)
    if chain[lowest].tag not in BLOCK_TAGS:
        depth = {id(el): i for i, el in enumerate(chain)}
        for el in content[1:]:
            lowest = max(lowest, next(depth[id(a)] for a in itertools.chain((el,), el.iterancestors())
                                      if id(a) in depth))
    return chain[min(lowest + 1, len(chain) - 1)]


class _Article:
    """The content elements and all their ancestors, gathered when first asked (most images
    are dropped before a caption is looked for, most pages have none)."""

    __slots__ = ("_content", "_members")

    def __init__(self, content: Sequence[html.HtmlElement]) -> None:
        self._content = content
        self._members: set[html.HtmlElement] | None = None

    def __contains__(self, el: object) -> bool:
        if self._members is None:
            members = set(self._content)
            for block in self._content:
                for anc in block.iterancestors():  # lazily: blocks are mostly siblings
                    if anc in members:
                        break
                    members.add(anc)
            self._members = members
        return el in self._members


def _gap_before(before: html.HtmlElement, after: html.HtmlElement, limit: int) -> int:
    """Non-space characters of text after ``before`` ends and before ``after`` starts,
    counted backwards from ``after``; any count over ``limit`` may stop early."""
    holds_before = set(before.iterancestors())
    gap, node = 0, after
    while True:
        for sibling in node.itersiblings(preceding=True):
            gap += visible_length(sibling.tail)
            if sibling is before:
                return gap
            if sibling in holds_before:
                return gap + _text_after(before, sibling)
            gap += visible_length(text_of(sibling)) if isinstance(sibling.tag, str) else 0
            if gap > limit:
                return gap
        parent = node.getparent()
        if parent is None:
            return gap
        gap += visible_length(parent.text)
        node = parent


def _text_after(el: html.HtmlElement, container: html.HtmlElement) -> int:
    """Non-space characters of text after ``el`` ends, up to the end of ``container``."""
    gap, node = visible_length(el.tail), el
    while True:
        for sibling in node.itersiblings():
            gap += visible_length(text_of(sibling)) if isinstance(sibling.tag, str) else 0
            gap += visible_length(sibling.tail)
        node = node.getparent()
        if node is container:
            return gap
        gap += visible_length(node.tail)


def _preceding_media(el: html.HtmlElement) -> html.HtmlElement | None:
    """The nearest figure, picture or img before ``el`` in document order, not an ancestor of it:
    XPath's ``preceding::*[self::figure or self::picture or self::img][1]``.

    Walked back sibling by sibling, each sibling's subtree searched by tag in
    C (the last match is the nearest), up through the ancestors: the walk
    stops at the first sibling that holds one, where XPath collected every
    element before ``el`` (six times the instructions).
    """
    node: html.HtmlElement | None = el
    while node is not None:
        for sibling in node.itersiblings(preceding=True):
            if not len(sibling):  # a leaf is its own subtree: its tag told without a tag matcher
                if sibling.tag in _LEAD_TAGS:
                    return sibling
                continue
            found = None
            for found in sibling.iter(_LEAD_TAGS):
                pass
            if found is not None:
                return found
        node = node.getparent()
    return None


def _lead_media(first: html.HtmlElement, region: html.HtmlElement) -> list[html.HtmlElement]:
    """Images of a figure right above the article text, outside the region."""
    media = _preceding_media(first)
    if media is None or any(a is region for a in media.iterancestors()):
        return []
    if _gap_before(media, first, LEAD_FIGURE_GAP_CHARS) > LEAD_FIGURE_GAP_CHARS:
        return []
    return [media] if media.tag == "img" else list(IMAGES(media))


def _other_page(href: str | None, url: str | None) -> bool:
    """Whether a link opens another page of the web: not a picture file, an anchor or this page."""
    href = (href or "").strip()
    if not href or href.startswith(("#", "javascript:")):
        return False
    target = join(url, href)
    if target is None:
        return False
    parts = urlsplit(target)
    if _PICTURE_FILE.search(parts.path):
        return False
    return url is None or parts._replace(fragment="") != urlsplit(url)._replace(fragment="")


def _teaser_link(img: html.HtmlElement, url: str | None) -> bool:
    """Whether the image is a link to another page of the web (a teaser's thumbnail: its
    story is elsewhere), not to a picture file, an anchor or the page itself."""
    el = img
    for _ in range(TEASER_LINK_LEVELS):
        el = el.getparent()
        if el is None:
            return False
        if el.tag == "a":
            return _other_page(el.get("href"), url)
    return False


def _headline_link(a: html.HtmlElement) -> bool:
    """Whether a link is a card's headline: in a heading, or marked as a title."""
    parent = a.getparent()
    if parent is not None and parent.tag in _HEADLINE_TAGS:
        return True
    return bool(class_words(a) & _HEADLINE_WORDS) or (
        parent is not None and bool(class_words(parent) & _HEADLINE_WORDS))


def _teaser_card(img: html.HtmlElement, url: str | None, region: html.HtmlElement, article: _Article) -> bool:
    """Whether the image sits in a card beside another story's headline link: the thumbnail
    of a teaser whose picture is no link itself. A card holds one picture (a gallery's
    wrapper holds its slides and, at its end, links to other galleries) and none of the
    article text."""
    card, el = None, img
    for _ in range(TEASER_CARD_LEVELS):
        el = el.getparent()
        if el is None or el is region or el in article or _holds_another(el, img):
            break
        card = el
    # The widest card holds the links of the narrower ones: its links are read once.
    if card is None:
        return False
    card_words = None
    for a in card.iter("a"):
        words = len(text_of(a).split())
        if words < MIN_HEADLINE_WORDS or not _other_page(a.get("href"), url):
            continue
        if _headline_link(a):
            return True
        # An unmarked link is the card's headline when it leads to another page of the page's own
        # site and is the card's text, but for a date or a label: a list item of a picture and a
        # headline link. A picture's credit or caption links to the photographer's or a tool's site.
        if not _same_site(a.get("href"), url):
            continue
        if card_words is None:
            card_words = len(text_of(card).split())
        if card_words - words <= MAX_CARD_EXTRA_WORDS:
            return True
    return False


def _same_site(href: str | None, url: str | None) -> bool:
    """Whether a link stays on the page's site: a web link (not ``mailto:``, ``tel:``) whose host
    is the URL's (a ``www.`` apart), or, on a page of unknown address, one with no host."""
    target = join(url, (href or "").strip())  # None for a link urllib cannot read ("http://[::1")
    if target is None:
        return False
    parts = urlsplit(target)
    if parts.scheme.lower() not in ("", "http", "https"):
        return False
    host = parts.netloc.lower().removeprefix("www.")
    return not host or url is not None and host == urlsplit(url).netloc.lower().removeprefix("www.")


def _holds_another(el: html.HtmlElement, img: html.HtmlElement) -> bool:
    return any(other is not img for other in el.iter(IMAGE_TAGS))


def _words(text: str | None) -> str:
    """Lower-cased, spaces collapsed, typographic quotes made plain: an alt typed by hand
    repeats a headline the CMS set with curly apostrophes. (str.replace runs in C, where
    str.translate with a table calls back per character.)"""
    folded = (text or "").lower()
    if not folded.isascii():
        folded = folded.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return " ".join(folded.split())


class _LinkTexts:
    """The page's links by text, gathered when first asked (most images have no
    headline-long alt); an href is resolved only for a link whose text an alt repeats.

    The links in the story's own text name what the story is about, and its pictures may
    show it; the headline (and <h1>) names the page itself, which its own permalinks and
    its pictures' alts repeat: neither is another story's."""

    __slots__ = ("_root", "_url", "_content", "_headline", "_links", "_own_names", "_story_links")

    def __init__(self, root: html.HtmlElement, url: str | None, content: Sequence[html.HtmlElement],
                 headline: str | None) -> None:
        self._root, self._url, self._content, self._headline = root, url, content, headline
        self._links: dict[str, list[html.HtmlElement]] | None = None
        self._own_names: list[str] = []
        self._story_links: set[html.HtmlElement] = set()

    def names_another_story(self, text: str) -> bool:
        links = self._links if self._links is not None else self._gather()
        anchors = links.get(text)
        if not anchors or any(text in name for name in self._own_names):
            return False
        if any(a in self._story_links for a in anchors):
            return False
        return any(_other_page(a.get("href"), self._url) for a in anchors)

    def _gather(self) -> dict[str, list[html.HtmlElement]]:
        links: dict[str, list[html.HtmlElement]] = {}
        for a in self._root.iter("a"):
            links.setdefault(_words(text_of(a)), []).append(a)
        self._links = links
        self._own_names = [_words(name) for name in
                           (self._headline or "", *(text_of(h) for h in self._root.iter("h1")))]
        self._story_links = {a for block in self._content for a in block.iter("a")}
        return links


def _names_a_linked_story(img: html.HtmlElement, links: _LinkTexts) -> bool:
    """Whether the image's alt text is the text of a link to another page: the thumbnail
    of that story's teaser (its headline), wherever the link sits."""
    alt = _words(img.get("alt"))
    return len(alt.split()) >= MIN_HEADLINE_ALT_WORDS and links.names_another_story(alt)


def _headshot(img: html.HtmlElement, width: int | None, height: int | None, declared: bool) -> bool:
    """Whether a small image sits beside a byline: the author's portrait. The byline is
    the short text of a near ancestor, opening with "By" or holding the image's alt and
    more (a role, a date: a text that only repeats the alt is a caption), and not ending
    as a sentence. A picture of unknown size (lazy-loaded, sized by a style sheet) is one
    only when its alt is the name the byline gives, and the line is a byline by more than
    holding it ("By", a ``<time>``, the name linked), and it is not the page's ``declared``
    image (a book's cover beside "<title> by <author>"): a lead photo beside a "By" line is
    no portrait, nor is a person's photo beside a caption naming them."""
    if any(side > MAX_HEADSHOT_PX for side in (width, height) if side is not None):
        return False
    alt = _words(img.get("alt"))
    if width is None or height is None:
        if declared or not alt or len(alt.split()) > MAX_NAME_WORDS:
            return False
        return _beside_byline(img, alt, named=True)
    return _beside_byline(img, alt, named=False)


def _beside_byline(img: html.HtmlElement, alt: str, named: bool) -> bool:
    """Whether the short text of one of ``img``'s BYLINE_LEVELS nearest ancestors with text
    is a byline: opening with "By" or holding ``alt`` and more; if ``named``, holding ``alt``
    and more and opening with "By", holding a ``<time>`` or linking ``alt``."""
    el = img
    for _ in range(BYLINE_LEVELS):
        el = el.getparent()
        if el is None:
            return False
        text = " ".join(text_of(el).split())
        if not text:
            continue
        if len(text) > MAX_BYLINE_CHARS or text.endswith(_SENTENCE_ENDS):
            return False  # a paragraph the picture illustrates, not a byline
        folded = _words(text)
        names = bool(alt) and alt in folded and alt != folded
        by = bool(_BY_WORD.match(text))
        if named:
            return names and (by or el.find(".//time") is not None
                              or any(_words(a.text_content()) == alt for a in el.iter("a")))
        return by or names
    return False


def _is_teaser(img: html.HtmlElement, url: str | None, region: html.HtmlElement, article: _Article,
               links: _LinkTexts) -> bool:
    """Whether the image is another story's thumbnail: a link to it, beside its headline
    link, or named after it."""
    return (_teaser_link(img, url) or _teaser_card(img, url, region, article)
            or _names_a_linked_story(img, links))


def find_images(root: html.HtmlElement, url: str | None,
                content: Sequence[html.HtmlElement], declared: str | None = None,
                headline: str | None = None) -> tuple[Image, ...]:
    """The article's images with captions, in document order; () without content.

    ``declared`` is the page's own image (og:image, JSON-LD image): it is the
    article's even where it links elsewhere, which other images may not (a
    picture that is a link to another page is that page's teaser). ``headline`` is the
    page's own: an alt repeating it names this story, not another one linked.
    """
    if not content:
        return ()
    region, article = _region(content), _Article(content)
    blocks = set(content)
    lead = _lead_media(content[0], region)
    inside = [el for el in region.iter(IMAGE_TAGS) if el is not region]
    seen: set[str] = set()
    furniture: dict[html.HtmlElement, bool] = {}
    links = _LinkTexts(root, url, content, headline)
    images = []
    for img in [*lead, *inside]:
        # The cheap tests first; lead media lie outside the region, where no
        # advertisement label is looked for.
        width, height = _side(img, "width"), _side(img, "height")
        if _too_small(width, height) or _in_furniture(img, region, furniture):
            continue
        src = image_url(img, url)
        if (src is None or src in seen or _is_unwanted(img, src)
                or (src != declared and _is_teaser(img, url, region, article, links))
                or _headshot(img, width, height, src == declared)
                or (img not in lead and is_ad_labelled(img, region))):
            continue
        seen.add(src)
        caption = (frame_caption(img, blocks, article)
                   or below_or_beside(image_box(img, region), blocks, article))
        images.append(Image(url=src, alt=without_tags(clean(img.get("alt"))) or None, caption=caption,
                            width=width, height=height))
    return tuple(images)


def main_image(images: Sequence[Image], og_image: str | None) -> Image | None:
    """The page's declared image (og:image) if any, else the article's first image."""
    if og_image:
        return next((i for i in images if i.url == og_image), Image(url=og_image))
    return images[0] if images else None
