"""Adapter stage: discovery. robots.txt, sitemaps, feeds and HTML heads in; the URLs they name out.

Input: the body of a document a news site publishes to say what it has.
Output: :class:`Found` entries (a URL, the date the document gives it, and
whether it is a further sitemap to read) or, for an HTML page, the feeds its
head announces. :class:`~.sitespider.NewsSiteSpider` turns them into
requests; nothing here knows about Scrapy's engine.

Sitemaps are read with lxml directly rather than :class:`scrapy.utils.sitemap.Sitemap`,
which keeps only the text of an entry's direct children: a Google News
sitemap's ``<news:publication_date>`` sits one level deeper. Element names
are matched without namespaces, as sites mix them freely.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import date, datetime, time, timezone
from email.utils import parsedate_to_datetime
from urllib.parse import urljoin

from dateutil.parser import isoparse
from lxml import etree, html
from scrapy.utils.sitemap import sitemap_urls_from_robots

from .feeds import UNTRUSTED_XML, read_channel, read_feed

logger = logging.getLogger(__name__)

# Sitemap entries: <url> of a urlset, <sitemap> of a sitemap index.
_ENTRIES = etree.XPath("/*/*[local-name()='url' or local-name()='sitemap']")
_LOC = etree.XPath("string(*[local-name()='loc'])")
_LASTMOD = etree.XPath("string(*[local-name()='lastmod'])")
# Google News sitemaps: <news:news><news:publication_date>, the article's date.
_NEWS_DATE = etree.XPath("string(*[local-name()='news']/*[local-name()='publication_date'])")
# Feed autodiscovery (the RSS Advisory Board's and RFC 4287's convention):
# <link rel="alternate" type="application/rss+xml" href="..."> in the head.
_FEED_LINKS = etree.XPath("//link[contains(concat(' ', normalize-space(translate(@rel, 'ALTERNATE', "
                          "'alternate')), ' '), ' alternate ')][@href]")
_FEED_TYPES = frozenset({"application/rss+xml", "application/atom+xml", "application/rdf+xml",
                         "text/xml", "application/xml"})
SITEMAP_ROOTS = {"urlset": False, "sitemapindex": True}  # root element -> its entries are sitemaps


@dataclass(frozen=True)
class Found:
    """A URL a discovery document names."""

    url: str
    lastmod: datetime | None = None  # when the document says the page last changed (UTC)
    is_sitemap: bool = False  # an entry of a sitemap index: another sitemap to read


def parse_date(raw: str | None) -> datetime | None:
    """An ISO 8601 or RFC 822 date as an aware UTC datetime (a date alone is its midnight); None when unreadable."""
    if not raw:
        return None
    try:
        parsed = isoparse(raw.strip())
    except (ValueError, OverflowError):
        try:
            parsed = parsedate_to_datetime(raw.strip())
        except (TypeError, ValueError, IndexError):
            return None
    if isinstance(parsed, date) and not isinstance(parsed, datetime):
        parsed = datetime.combine(parsed, time())
    return (parsed if parsed.tzinfo else parsed.replace(tzinfo=timezone.utc)).astimezone(timezone.utc)


def robots_sitemaps(body: bytes, url: str) -> list[str]:
    """The sitemap URLs a robots.txt lists, absolute, in order, each once."""
    return list(dict.fromkeys(sitemap_urls_from_robots(body, base_url=url)))


def read_sitemap(body: bytes, url: str) -> list[Found] | None:
    """The entries of a sitemap or sitemap index, in order; None when ``body`` is neither.

    An entry's date is its ``lastmod``, else its Google News publication date.
    """
    try:
        root = etree.fromstring(body, parser=UNTRUSTED_XML)
    except etree.XMLSyntaxError as exc:
        logger.debug("no sitemap at %s: %s", url, exc)
        return None
    if root is None or not isinstance(root.tag, str) or etree.QName(root).localname not in SITEMAP_ROOTS:
        return None
    index = SITEMAP_ROOTS[etree.QName(root).localname]
    found = []
    for entry in _ENTRIES(root):
        loc = str(_LOC(entry)).strip()
        if loc:
            lastmod = parse_date(str(_LASTMOD(entry))) or parse_date(str(_NEWS_DATE(entry)))
            found.append(Found(urljoin(url, loc), lastmod, index))
    return found


def read_feed_links(body: bytes, url: str) -> list[Found] | None:
    """The entries of an RSS, RDF or Atom feed, dated by their publication; None when ``body`` is no feed."""
    if read_channel(body, url) is None:
        return None
    return [Found(entry.link, parse_date(entry.published)) for entry in read_feed(body, url)[1] if entry.link]


def feed_links(page: str, url: str) -> list[str]:
    """The feeds an HTML page's ``<link rel="alternate">`` announces, absolute, in order, each once."""
    try:
        tree = html.fromstring(page)
    except (etree.ParserError, ValueError):
        return []
    hrefs = (link.get("href", "").strip() for link in _FEED_LINKS(tree)
             if (link.get("type") or "").split(";")[0].strip().lower() in _FEED_TYPES)
    return list(dict.fromkeys(urljoin(url, href) for href in hrefs if href))
