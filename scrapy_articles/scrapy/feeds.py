"""Adapter stage: feed reading. RSS or Atom bytes in, the feed's channel and entries out, in order.

Input: the body of an RSS 0.9x/2.0, RSS 1.0 (RDF) or Atom document and its
URL. Output: a :class:`FeedChannel` (title, link, description, language: what
a full-text version of the feed keeps) and one :class:`FeedEntry` per item or
entry, in document order, links made absolute, dates as ISO 8601 next to the
text the feed wrote.
Element names are matched without namespaces, since feeds in the wild mix
them freely. An unparseable body gives no entries.
"""

from __future__ import annotations

import logging
from dataclasses import asdict, dataclass
from datetime import datetime
from email.utils import parsedate_to_datetime
from typing import Any
from urllib.parse import urljoin

from dateutil.parser import isoparse
from lxml import etree

logger = logging.getLogger(__name__)

# External entities and DTD fetches are off: a feed (or a sitemap, discovery.py) is untrusted input.
UNTRUSTED_XML = etree.XMLParser(resolve_entities=False, no_network=True, recover=True, remove_comments=True,
                               huge_tree=False)
# Entries: RSS <item> (2.0 and RDF) and Atom <entry>, whatever their namespace.
_ENTRIES = etree.XPath("//*[local-name()='item' or local-name()='entry']")
# Atom links: the page is the rel="alternate" link, or the link without rel.
_ATOM_LINK = etree.XPath("*[local-name()='link'][not(@rel) or @rel='alternate']/@href")
# The channel: RSS 2.0 <channel>, RSS 1.0 <channel> (a sibling of the items),
# or the Atom <feed> root itself.
_CHANNEL = etree.XPath("/*[local-name()='feed'] | /*/*[local-name()='channel']")
# The root elements of RSS 0.9x/2.0, RSS 1.0 (RDF) and Atom documents.
_FEED_ROOTS = frozenset({"rss", "RDF", "feed"})
# Atom authors' names; RSS has author/dc:creator as plain text.
_ATOM_AUTHORS = etree.XPath("*[local-name()='author']/*[local-name()='name']/text()")


@dataclass(frozen=True)
class FeedEntry:
    """What a feed says about one article."""

    index: int  # position in the feed, from 0
    link: str | None
    title: str | None = None
    guid: str | None = None
    published: str | None = None  # ISO 8601
    published_raw: str | None = None
    summary: str | None = None
    authors: tuple[str, ...] = ()

    def to_meta(self) -> dict[str, Any]:
        """The entry as plain data, for ``request.meta``."""
        return {**asdict(self), "authors": list(self.authors)}


@dataclass(frozen=True)
class FeedChannel:
    """What a feed says about itself."""

    title: str | None = None
    link: str | None = None  # the site's page, absolute
    description: str | None = None
    language: str | None = None


def _local(el: etree._Element) -> str:
    return etree.QName(el).localname if isinstance(el.tag, str) else ""


def _text(entry: etree._Element, *names: str) -> str | None:
    """Text of the first child named like one of ``names`` that has some."""
    for name in names:
        for child in entry:
            if _local(child) == name and isinstance(child.tag, str):
                text = " ".join("".join(child.itertext()).split())
                if text:
                    return text
    return None


def _date(raw: str | None) -> str | None:
    """RFC 822 (RSS) or ISO 8601 (Atom, dc:date) as ISO 8601, else None."""
    if not raw:
        return None
    parsed: datetime | None
    try:
        parsed = isoparse(raw)
    except (ValueError, OverflowError):
        try:
            parsed = parsedate_to_datetime(raw)
        except (TypeError, ValueError, IndexError):
            parsed = None
    return parsed.isoformat() if parsed else None


def _entry(index: int, el: etree._Element, base: str) -> FeedEntry:
    hrefs = _ATOM_LINK(el)
    guid = _text(el, "guid", "id")
    link = hrefs[0].strip() if hrefs else _text(el, "link")
    if not link and guid and guid.startswith(("http://", "https://")):
        link = guid  # RSS: a permalink guid is the link when <link> is missing
    raw_date = _text(el, "pubDate", "published", "date", "issued", "updated", "modified")
    authors = tuple(" ".join(a.split()) for a in _ATOM_AUTHORS(el)) or tuple(
        a for a in (_text(el, "creator"), _text(el, "author")) if a)
    return FeedEntry(
        index=index, link=urljoin(base, link) if link else None, title=_text(el, "title"), guid=guid,
        published=_date(raw_date), published_raw=raw_date, summary=_text(el, "description", "summary"),
        authors=authors)


def _channel(root: etree._Element, base: str) -> FeedChannel:
    found = _CHANNEL(root)
    if not found:
        return FeedChannel()
    el = found[0]
    hrefs = _ATOM_LINK(el)
    link = hrefs[0].strip() if hrefs else _text(el, "link")
    language = _text(el, "language") or root.get("{http://www.w3.org/XML/1998/namespace}lang")
    return FeedChannel(title=_text(el, "title"), link=urljoin(base, link) if link else None,
                       description=_text(el, "description", "subtitle", "tagline"), language=language)


def _root(body: bytes, url: str) -> etree._Element | None:
    try:
        return etree.fromstring(body, parser=UNTRUSTED_XML)
    except etree.XMLSyntaxError as exc:
        logger.debug("no feed at %s: %s", url, exc)
        return None


def read_channel(body: bytes, url: str) -> FeedChannel | None:
    """The channel of an RSS, RDF or Atom document; None when ``body`` is no feed."""
    root = _root(body, url)
    if root is None or _local(root) not in _FEED_ROOTS:
        return None
    return _channel(root, url)


def parse_feed(body: bytes, url: str) -> list[FeedEntry]:
    """The entries of the feed in ``body``, in document order."""
    return read_feed(body, url)[1]


def read_feed(body: bytes, url: str) -> tuple[FeedChannel, list[FeedEntry]]:
    """The channel and the entries (in document order) of the feed in ``body``."""
    root = _root(body, url)
    if root is None:
        return FeedChannel(), []
    return _channel(root, url), [_entry(i, el, url) for i, el in enumerate(_ENTRIES(root))]
