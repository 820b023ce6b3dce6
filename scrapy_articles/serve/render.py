"""Service stage: output. A crawl's items and channel in, a full-text feed document out.

RSS and Atom are written by the project's exporters
(:mod:`scrapy_articles.scrapy.exporters`); JSON by :func:`json_feed`
(JSON Feed 1.1, https://jsonfeed.org/version/1.1). Extracted bodies hold
text markup only, so each entry's images are added back around it: the
main image first, the others after the text, each a ``<figure>`` with its
caption.
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterable
from html import escape
from typing import Any

from ..scrapy.exporters import AtomItemExporter, RssItemExporter
from .crawl import Channel

FORMATS = {  # ?format= -> Content-Type
    "rss": "application/rss+xml; charset=utf-8",
    "atom": "application/atom+xml; charset=utf-8",
    "json": "application/feed+json; charset=utf-8",
}
_EXPORTERS: dict[str, type[RssItemExporter] | type[AtomItemExporter]] = {
    "rss": RssItemExporter, "atom": AtomItemExporter}
JSON_FEED_VERSION = "https://jsonfeed.org/version/1.1"


def _figure(image: dict[str, Any], html: str) -> str:
    """An image as a figure; its caption left out when the text already has it."""
    alt = escape(image.get("alt") or "")
    caption = escape(image.get("caption") or "", quote=False)
    figcaption = f"<figcaption>{caption}</figcaption>" if caption and caption not in html else ""
    return f'<figure><img src="{escape(image["url"])}" alt="{alt}">{figcaption}</figure>'


def body_html(item: dict[str, Any]) -> str:
    """The item's article HTML with its images: the main one before the text, the others after."""
    html = item.get("articleBodyHtml") or "\n".join(
        f"<p>{escape(line, quote=False)}</p>" for line in (item.get("articleBody") or "").splitlines()
        if line.strip())
    main = item.get("mainImage") if (item.get("mainImage") or {}).get("url") else None
    others = [image for image in item.get("images") or []
              if image.get("url") and (main is None or image["url"] != main["url"]) and image["url"] not in html]
    parts = ([_figure(main, html)] if main and main["url"] not in html else []) + [html] + [
        _figure(image, html) for image in others]
    return "\n".join(part for part in parts if part)


def _with_images(items: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{**item, "articleBodyHtml": body_html(item)} if item.get("articleBody") else item for item in items]


def xml_feed(fmt: str, items: Iterable[dict[str, Any]], channel: Channel, feed_url: str) -> bytes:
    """The items as an RSS 2.0 (``rss``) or Atom (``atom``) feed titled and linked like the source."""
    out = io.BytesIO()
    exporter = _EXPORTERS[fmt](out, feed_title=channel.title or feed_url, feed_link=channel.link or feed_url,
                               feed_description=f"Full text of {feed_url}")
    exporter.start_exporting()
    for item in _with_images(items):
        exporter.export_item(item)
    exporter.finish_exporting()
    return out.getvalue()


def _json_item(item: dict[str, Any]) -> dict[str, Any]:
    url = item.get("url")
    entry = {
        "id": (item.get("metadata") or {}).get("feedGuid") or item.get("canonicalUrl") or url,
        "url": url,
        "title": item.get("headline"),
        "content_html": body_html(item) if item.get("articleBody") else None,
        "content_text": item.get("articleBody"),
        "summary": item.get("description"),
        "image": (item.get("mainImage") or {}).get("url"),
        "date_published": item.get("datePublished"),
        "date_modified": item.get("dateModified"),
        "authors": item.get("authors"),
        "tags": item.get("keywords"),
        "language": item.get("inLanguage"),
    }
    return {key: value for key, value in entry.items() if value}


def json_feed(items: Iterable[dict[str, Any]], channel: Channel, feed_url: str) -> bytes:
    """The items as a JSON Feed 1.1 document."""
    document = {"version": JSON_FEED_VERSION, "title": channel.title or feed_url,
                "home_page_url": channel.link, "description": f"Full text of {feed_url}",
                "items": [_json_item(item) for item in items]}
    return json.dumps({k: v for k, v in document.items() if v}, ensure_ascii=False, indent=1).encode("utf-8")


def feed_document(fmt: str, items: Iterable[dict[str, Any]], channel: Channel, feed_url: str) -> bytes:
    return json_feed(items, channel, feed_url) if fmt == "json" else xml_feed(fmt, items, channel, feed_url)
