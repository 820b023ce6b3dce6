"""Service stage: output. A crawl's items and channel in, a full-text feed document out.

RSS and Atom are written by the project's exporters
(:mod:`scrapy_articles.scrapy.exporters`); JSON by :func:`json_feed`
(JSON Feed 1.1, https://jsonfeed.org/version/1.1). Extracted bodies hold
text markup only; each entry's pictures are put back inline, as ``<figure>``
elements with their captions, by :func:`~scrapy_articles.scrapy.feedbody.entry_html`
for all three formats.
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterable
from html import escape
from typing import Any

from ..scrapy.exporters import AtomItemExporter, RssItemExporter
from ..scrapy.feedbody import clean, entry_html
from ..scrapy.feeds import FeedChannel

FORMATS = {  # ?format= -> Content-Type
    "rss": "application/rss+xml; charset=utf-8",
    "atom": "application/atom+xml; charset=utf-8",
    "json": "application/feed+json; charset=utf-8",
}
_EXPORTERS: dict[str, type[RssItemExporter] | type[AtomItemExporter]] = {
    "rss": RssItemExporter, "atom": AtomItemExporter}
JSON_FEED_VERSION = "https://jsonfeed.org/version/1.1"


def body_html(item: dict[str, Any]) -> str:
    """The item's article HTML with its pictures inline, placed as the RSS and Atom exporters place them."""
    html = item.get("articleBodyHtml") or "\n".join(
        f"<p>{escape(line, quote=False)}</p>" for line in (item.get("articleBody") or "").splitlines()
        if line.strip())
    return entry_html(clean(html), item.get("images") or [], item.get("mainImage"))


def xml_feed(fmt: str, items: Iterable[dict[str, Any]], channel: FeedChannel, feed_url: str) -> bytes:
    """The items as an RSS 2.0 (``rss``) or Atom (``atom``) feed titled and linked like the source."""
    out = io.BytesIO()
    exporter = _EXPORTERS[fmt](out, feed_title=channel.title or feed_url, feed_link=channel.link or feed_url,
                               feed_description=f"Full text of {feed_url}")
    exporter.start_exporting()
    for item in items:  # the exporters put each entry's pictures inline themselves
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


def json_feed(items: Iterable[dict[str, Any]], channel: FeedChannel, feed_url: str) -> bytes:
    """The items as a JSON Feed 1.1 document."""
    document = {"version": JSON_FEED_VERSION, "title": channel.title or feed_url,
                "home_page_url": channel.link, "description": f"Full text of {feed_url}",
                "items": [_json_item(item) for item in items]}
    return json.dumps({k: v for k, v in document.items() if v}, ensure_ascii=False, indent=1).encode("utf-8")


def feed_document(fmt: str, items: Iterable[dict[str, Any]], channel: FeedChannel, feed_url: str) -> bytes:
    return json_feed(items, channel, feed_url) if fmt == "json" else xml_feed(fmt, items, channel, feed_url)
