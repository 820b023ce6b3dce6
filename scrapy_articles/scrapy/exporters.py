"""Adapter stage: feed export. Article items in, an RSS 2.0 or Atom feed out.

Input: items with ``ArticleItem`` fields, or zyte-common-items' ``Article``
(``ARTICLES_ITEM_CLASS``; other items work too: ``title`` and ``link`` stand
in for ``headline`` and ``url``). Output: UTF-8 XML bytes
written to a file the exporter does not own (Scrapy's FeedExporter opens and
closes it). Each entry carries the full article HTML with its pictures inline
(RSS ``content:encoded``, Atom ``content``; see :mod:`.feedbody`), an excerpt
(``description`` / ``summary``) and the main image (RSS ``enclosure`` and
``media:content``, Atom ``link rel="enclosure"``).

Feed-level options come from the feed's ``item_export_kwargs`` in ``FEEDS``
(``feed_title``, ``feed_link``, ``feed_description``, ``feed_language``,
``feed_self_link``, ``excerpt_chars``), then the ``ARTICLES_FEED_*``
settings, then the source feed's channel when the spider read one
(:class:`~.spiders.FullTextFeedSpider`'s ``feed_channel``), then defaults: the
first item's site as the link.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
import mimetypes
from datetime import datetime, timezone
from email.utils import format_datetime
from html import escape
from io import TextIOWrapper
from typing import IO, Any
from urllib.parse import urlsplit
from xml.sax.saxutils import XMLGenerator
from xml.sax.xmlreader import AttributesImpl

from dateutil.parser import isoparse
from itemadapter import ItemAdapter
from scrapy.crawler import Crawler
from scrapy.exceptions import NotConfigured
from scrapy.exporters import BaseItemExporter

from .feedbody import clean, entry_html
from .feeds import FeedChannel
from .settings import AdapterConfig, read_settings

_SPACES = re.compile(r"\s+")  # whitespace runs, collapsed in excerpts
_IRI = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:\S")  # a scheme, then something: what an Atom id must be
_ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}")  # what isoparse accepts; anything else is skipped
FALLBACK_FEED_ID = "urn:scrapy-articles:feed"  # Atom ids are required; used when no feed link is known
GENERATOR = "scrapy-articles"
DEFAULT_TITLE = "Articles"
DEFAULT_DESCRIPTION = "Full-text articles"
# The RSS Best Practices Profile's advice when an enclosure's size is unknown.
UNKNOWN_LENGTH = "0"
CHANNEL_ATTRIBUTE = "feed_channel"  # the spider attribute holding the source feed's FeedChannel
INDENT = "  "  # two spaces per level: readable, and feed readers ignore it


def parse_date(value: Any) -> datetime | None:
    """An ISO 8601 string as an aware datetime (UTC when no offset is given), else None."""
    if not isinstance(value, str) or not _ISO_DATE.match(value):
        return None
    try:
        parsed = isoparse(value)
    except (ValueError, OverflowError):
        return None
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=timezone.utc)


class _Entry:
    """The fields of one item that a feed entry shows."""

    def __init__(self, item: Any, excerpt_chars: int):
        # Plain values all the way down: a Zyte Article holds its authors,
        # images and metadata as attrs objects, an ArticleItem as dicts.
        a = ItemAdapter(item).asdict()
        self.url: str = a.get("url") or a.get("link") or ""
        self.title: str = a.get("headline") or a.get("title") or self.url
        metadata = a.get("metadata") or {}
        self.guid: str = metadata.get("feedGuid") or a.get("canonicalUrl") or self.url
        self.published = parse_date(a.get("datePublished"))
        self.updated = parse_date(a.get("dateModified")) or self.published
        self.authors = [x.get("name") if isinstance(x, dict) else str(x) for x in a.get("authors") or []]
        self.keywords: list[str] = list(a.get("keywords") or [])
        body = a.get("articleBody") or ""
        summary = _SPACES.sub(" ", a.get("description") or body).strip()
        if len(summary) > excerpt_chars:
            summary = summary[:excerpt_chars].rsplit(" ", 1)[0] + "…"
        self.summary = summary
        html = a.get("articleBodyHtml")
        if not html and body:
            html = "\n".join(f"<p>{escape(line, quote=False)}</p>" for line in body.splitlines() if line.strip())
        main = a.get("mainImage")
        self.html: str = entry_html(clean(html or ""), a.get("images") or [], main)
        url = main.get("url") if isinstance(main, dict) else None
        self.image: str | None = url if isinstance(url, str) and url.startswith(("http://", "https://")) else None
        self.image_type, _ = mimetypes.guess_type(urlsplit(self.image).path) if self.image else (None, None)


class _XmlFeedExporter(BaseItemExporter, ABC):
    """Streams a feed: the header with the first item, then one entry per item."""

    def __init__(self, file: IO[bytes], *, feed_title: str | None = None, feed_link: str | None = None,
                 feed_description: str | None = None, feed_language: str | None = None,
                 feed_self_link: str | None = None, excerpt_chars: int | None = None,
                 config: AdapterConfig | None = None, crawler: Crawler | None = None, **kwargs: Any):
        super().__init__(**kwargs)
        defaults = config or AdapterConfig()
        self.title = feed_title or defaults.feed_title
        self.link = feed_link or defaults.feed_link
        self.description = feed_description or defaults.feed_description
        self.language = feed_language
        self.self_link = feed_self_link or defaults.feed_self_link
        self.excerpt_chars = excerpt_chars or defaults.excerpt_chars
        self.crawler = crawler  # whose spider may have read a source feed's channel
        self.encoding = self.encoding or "utf-8"
        # Written through a wrapper detached at the end: the file is not ours to close.
        self.stream = TextIOWrapper(file, encoding=self.encoding, errors="xmlcharrefreplace",
                                    newline="\n", write_through=True)
        self.xg = XMLGenerator(self.stream, encoding=self.encoding, short_empty_elements=True)
        self._started = False

    @classmethod
    def from_crawler(cls, crawler: Crawler, file: IO[bytes], **kwargs: Any) -> _XmlFeedExporter:
        try:
            config = read_settings(crawler.settings)[1]
        except NotConfigured:  # the feed still works with extraction switched off
            config = AdapterConfig()
        return cls(file, config=config, crawler=crawler, **kwargs)

    def _start(self, depth: int, name: str, attrs: dict[str, str] | None = None) -> None:
        self.xg.ignorableWhitespace("\n" + INDENT * depth)
        self.xg.startElement(name, AttributesImpl({k: clean(v) for k, v in (attrs or {}).items()}))

    def _end(self, depth: int, name: str) -> None:
        self.xg.ignorableWhitespace("\n" + INDENT * depth)
        self.xg.endElement(name)

    def _element(self, depth: int, name: str, text: Any = None, attrs: dict[str, str] | None = None) -> None:
        self._start(depth, name, attrs)
        if text is not None:
            self.xg.characters(clean(text))
        self.xg.endElement(name)

    def _source_channel(self) -> FeedChannel:
        spider = self.crawler.spider if self.crawler is not None else None
        channel = getattr(spider, CHANNEL_ATTRIBUTE, None)
        return channel if isinstance(channel, FeedChannel) else FeedChannel()

    def _ensure_started(self, first: _Entry | None) -> None:
        if self._started:
            return
        self._started = True
        source = self._source_channel()
        self.title = self.title or source.title or DEFAULT_TITLE
        self.link = self.link or source.link or ""
        self.description = self.description or source.description or DEFAULT_DESCRIPTION
        self.language = self.language or source.language
        if not self.link and first is not None and first.url:
            parts = urlsplit(first.url)
            self.link = f"{parts.scheme}://{parts.netloc}/"
        self.link = self.link or self.self_link  # an empty feed: RSS needs some link
        self.xg.startDocument()
        self._open_feed()

    def start_exporting(self) -> None:
        """Nothing yet: the header waits for the first item, whose site is the default feed link."""

    def export_item(self, item: Any) -> None:
        entry = _Entry(item, self.excerpt_chars)
        self._ensure_started(entry)
        self._write_entry(entry)

    def finish_exporting(self) -> None:
        self._ensure_started(None)
        self._close_feed()
        self.xg.endDocument()
        self.stream.write("\n")
        self.stream.detach()

    @abstractmethod
    def _open_feed(self) -> None:
        """Write the feed's opening elements."""

    @abstractmethod
    def _write_entry(self, entry: _Entry) -> None:
        """Write one item."""

    @abstractmethod
    def _close_feed(self) -> None:
        """Close what _open_feed opened."""


class RssItemExporter(_XmlFeedExporter):
    """RSS 2.0 with the content and Dublin Core modules."""

    def _open_feed(self) -> None:
        self.xg.startElement("rss", AttributesImpl({
            "version": "2.0",
            "xmlns:content": "http://purl.org/rss/1.0/modules/content/",
            "xmlns:dc": "http://purl.org/dc/elements/1.1/",
            "xmlns:media": "http://search.yahoo.com/mrss/",
            "xmlns:atom": "http://www.w3.org/2005/Atom",
        }))
        self._start(1, "channel")
        self._element(2, "title", self.title)
        self._element(2, "link", self.link)
        self._element(2, "description", self.description)
        if self.self_link:
            self._element(2, "atom:link", attrs={"href": self.self_link, "rel": "self",
                                                 "type": "application/rss+xml"})
        if self.language:
            self._element(2, "language", self.language)
        self._element(2, "lastBuildDate", format_datetime(datetime.now(timezone.utc).replace(microsecond=0)))
        self._element(2, "generator", GENERATOR)

    def _write_entry(self, entry: _Entry) -> None:
        self._start(2, "item")
        self._element(3, "title", entry.title)
        if entry.url:
            self._element(3, "link", entry.url)
        if entry.guid:
            permalink = "true" if entry.guid.startswith(("http://", "https://")) else "false"
            self._element(3, "guid", entry.guid, {"isPermaLink": permalink})
        if entry.published:
            self._element(3, "pubDate", format_datetime(entry.published))
        for author in entry.authors:
            self._element(3, "dc:creator", author)
        for keyword in entry.keywords:
            self._element(3, "category", keyword)
        self._element(3, "description", entry.summary)
        if entry.image:
            if entry.image_type:  # RSS 2.0 requires the type; media:content does not
                self._element(3, "enclosure", attrs={"url": entry.image, "length": UNKNOWN_LENGTH,
                                                     "type": entry.image_type})
            self._element(3, "media:content", attrs={"url": entry.image, "medium": "image"})
        if entry.html:
            self._element(3, "content:encoded", entry.html)
        self._end(2, "item")

    def _close_feed(self) -> None:
        self._end(1, "channel")
        self._end(0, "rss")


class AtomItemExporter(_XmlFeedExporter):
    """Atom 1.0 (RFC 4287); the feed's ``updated`` comes last, once every entry is known."""

    def __init__(self, file: IO[bytes], **kwargs: Any):
        super().__init__(file, **kwargs)
        self._updated: datetime | None = None

    def _open_feed(self) -> None:
        self.xg.startElement("feed", AttributesImpl({"xmlns": "http://www.w3.org/2005/Atom",
                                                     **({"xml:lang": self.language} if self.language else {})}))
        self._element(1, "title", self.title)
        self._element(1, "subtitle", self.description)
        if self.link:
            self._element(1, "link", attrs={"href": self.link})
        if self.self_link:
            self._element(1, "link", attrs={"href": self.self_link, "rel": "self",
                                            "type": "application/atom+xml"})
        self._element(1, "id", self.link or FALLBACK_FEED_ID)
        self._start(1, "author")
        self._element(2, "name", self.title)
        self._end(1, "author")
        self._element(1, "generator", GENERATOR)

    def _write_entry(self, entry: _Entry) -> None:
        updated = entry.updated or datetime.now(timezone.utc)
        self._updated = max(self._updated, updated) if self._updated else updated
        self._start(1, "entry")
        self._element(2, "title", entry.title)
        if entry.url:
            self._element(2, "link", attrs={"href": entry.url})
        if entry.image:
            self._element(2, "link", attrs={"href": entry.image, "rel": "enclosure",
                                            **({"type": entry.image_type} if entry.image_type else {})})
        # Atom ids are IRIs: a feed's guid such as "story-123" is not one.
        self._element(2, "id", entry.guid if _IRI.match(entry.guid) else entry.url or FALLBACK_FEED_ID)
        if entry.published:
            self._element(2, "published", entry.published.isoformat())
        self._element(2, "updated", updated.isoformat())
        for author in entry.authors:
            self._start(2, "author")
            self._element(3, "name", author)
            self._end(2, "author")
        for keyword in entry.keywords:
            self._element(2, "category", attrs={"term": keyword})
        self._element(2, "summary", entry.summary, {"type": "text"})
        if entry.html:
            self._element(2, "content", entry.html, {"type": "html"})
        self._end(1, "entry")

    def _close_feed(self) -> None:
        self._element(1, "updated", (self._updated or datetime.now(timezone.utc)).isoformat())
        self._end(0, "feed")
