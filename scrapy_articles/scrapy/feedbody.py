"""Adapter stage: a feed entry's HTML. An item's article HTML and images in, the full text with its pictures out.

Input: ``articleBodyHtml`` (sanitised: blocks of text, where a caption the
article kept is a bare ``<figcaption>``), ``images`` in reading order and
``mainImage``. Output: HTML for RSS ``content:encoded`` or Atom ``content``
with every picture inline, as a ``<figure>`` with its ``<img>`` and caption,
the way FiveFilters' Full-Text RSS and morss keep them:

- an image whose caption is a block of the text takes that block's place;
- a caption left without its image becomes a paragraph (no bare ``<figcaption>``);
- the other images follow the placed image that precedes them in reading
  order; those before any placed image open the entry, and with none placed,
  all but the first close it;
- the main image is shown only when the article has no other image.

Only http(s) images are written; the HTML is built, not copied, so the text
stays as sanitised as the body was.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any
from urllib.parse import urlsplit

from lxml import html
from lxml.etree import ParserError

# Characters XML 1.0 forbids even as references (C0 controls but tab and
# newlines, lone surrogates, U+FFFE/FFFF): a page may carry them, a feed must not.
_NOT_XML = re.compile("[^\x09\x0a\x0d\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
# Image attributes copied onto <img>, when the item has them.
_SIZE_ATTRIBUTES = ("width", "height")
# Blocks that may be an image's caption kept in the text.
_CAPTION_BLOCKS = ("figcaption", "p")


def clean(text: Any) -> str:
    """``text`` as a string without the characters XML cannot hold."""
    return _NOT_XML.sub("", str(text))


def _words(text: Any) -> str:
    return " ".join(clean(text).split()) if text else ""


def _web_images(images: Sequence[Any]) -> list[Mapping[str, Any]]:
    """The http(s) images of ``images``, each URL once, in order."""
    seen: set[str] = set()
    out: list[Mapping[str, Any]] = []
    for image in images:
        url = image.get("url") if isinstance(image, Mapping) else None
        if isinstance(url, str) and urlsplit(url).scheme in ("http", "https") and url not in seen:
            seen.add(url)
            out.append(image)
    return out


def _images(images: Sequence[Any], main: Any) -> list[Mapping[str, Any]]:
    """The article's images; the main image only when it has none.

    The main image is often another crop of the lead picture (og:image), and
    would show twice next to it.
    """
    return _web_images(images) or _web_images([main])


def _figure(image: Mapping[str, Any], caption: html.HtmlElement | None = None) -> html.HtmlElement:
    figure = html.Element("figure")
    img = html.Element("img", src=clean(image["url"]), alt=_words(image.get("alt")))
    for name in _SIZE_ATTRIBUTES:
        if isinstance(image.get(name), int):
            img.set(name, str(image[name]))
    figure.append(img)
    if caption is None and _words(image.get("caption")):
        caption = html.Element("figcaption")
        caption.text = _words(image.get("caption"))
    if caption is not None:
        caption.tag = "figcaption"
        caption.tail = None
        figure.append(caption)
    return figure


def _blocks(body_html: str) -> list[html.HtmlElement]:
    """The top-level elements of ``body_html``; loose text becomes a paragraph."""
    if not body_html.strip():
        return []
    try:
        parts = html.fragments_fromstring(body_html)
    except ParserError:  # nothing but whitespace or comments
        return []
    blocks: list[html.HtmlElement] = []
    for part in parts:
        if isinstance(part, str):
            if part.strip():
                paragraph = html.Element("p")
                paragraph.text = part.strip()
                blocks.append(paragraph)
        else:
            blocks.append(part)
    return blocks


def entry_html(body_html: str, images: Sequence[Any] = (), main_image: Any = None) -> str:
    """The article HTML with its pictures inline (see the module docstring)."""
    blocks = _blocks(body_html)
    pictures = _images(images, main_image)
    placed: dict[int, int] = {}  # picture index -> block index
    for b, block in enumerate(blocks):
        text = _words(block.text_content()) if block.tag in _CAPTION_BLOCKS else ""
        match = next((i for i, image in enumerate(pictures)
                      if i not in placed and text and _words(image.get("caption")) == text), None)
        if match is not None:
            placed[match] = b
            blocks[b] = _figure(pictures[match], block)
        elif block.tag == "figcaption":
            block.tag = "p"
    before: list[html.HtmlElement] = []
    after: dict[int, list[html.HtmlElement]] = {}  # block index -> pictures that follow it
    last_block: int | None = None
    for i, image in enumerate(pictures):
        if i in placed:
            last_block = placed[i]
        elif last_block is not None:
            after.setdefault(last_block, []).append(_figure(image))
        elif placed or not before:
            before.append(_figure(image))
        else:
            after.setdefault(len(blocks) - 1, []).append(_figure(image))
    out = [*before]
    for b, block in enumerate(blocks):
        out += [block, *after.get(b, [])]
    if not blocks:
        out += after.get(-1, [])
    return "\n".join(html.tostring(el, encoding="unicode", with_tail=False) for el in out)
