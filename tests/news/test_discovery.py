"""Discovery documents: robots.txt sitemaps, sitemaps and indexes (Google News dates), feeds, feed autodiscovery."""

from __future__ import annotations

import gzip
from datetime import datetime, timezone

import pytest

from scrapy_articles.scrapy.discovery import (
    Found,
    feed_links,
    parse_date,
    read_feed_links,
    read_sitemap,
    robots_sitemaps,
)

BASE = "http://news.test"
NEWS_SITEMAP = b"""<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
        xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">
<url><loc>http://news.test/a.html</loc><news:news><news:publication><news:name>T</news:name></news:publication>
  <news:publication_date>2024-06-02T10:00:00+02:00</news:publication_date><news:title>A</news:title></news:news></url>
<url><loc>/b.html</loc><lastmod>2024-06-03</lastmod>
  <news:news><news:publication_date>2024-06-01</news:publication_date></news:news></url>
<url><loc>  </loc></url>
<url><loc>http://news.test/c.html</loc></url>
</urlset>"""
INDEX = b"""<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>http://news.test/2024-06.xml</loc><lastmod>2024-06-30T00:00:00Z</lastmod></sitemap>
<sitemap><loc>http://news.test/2024-07.xml.gz</loc></sitemap></sitemapindex>"""
RSS = b"""<?xml version="1.0"?><rss version="2.0"><channel><title>T</title>
<item><title>A</title><link>http://news.test/a.html</link><pubDate>Sun, 02 Jun 2024 08:00:00 +0000</pubDate></item>
<item><title>No link</title></item>
<item><title>B</title><link>/b.html</link></item></channel></rss>"""


def utc(*parts: int) -> datetime:
    return datetime(*parts, tzinfo=timezone.utc)


@pytest.mark.parametrize(("raw", "expected"), [
    ("2024-06-02T10:00:00+02:00", utc(2024, 6, 2, 8)),
    ("2024-06-02", utc(2024, 6, 2)),  # a date alone: its midnight, UTC
    ("2024-06-02T10:00:00", utc(2024, 6, 2, 10)),  # no zone: UTC
    ("Sun, 02 Jun 2024 08:00:00 +0000", utc(2024, 6, 2, 8)),  # RFC 822, as RSS writes it
    ("yesterday", None), ("", None), (None, None),
])
def test_parse_date(raw: str | None, expected: datetime | None) -> None:
    assert parse_date(raw) == expected


def test_robots_sitemaps_are_absolute_ordered_and_once() -> None:
    robots = (b"User-agent: *\nDisallow: /private/\nSitemap: /news.xml\nsitemap: http://news.test/index.xml\n"
              b"Sitemap: /news.xml\n")
    assert robots_sitemaps(robots, f"{BASE}/robots.txt") == [f"{BASE}/news.xml", f"{BASE}/index.xml"]
    assert robots_sitemaps(b"User-agent: *\nDisallow:\n", f"{BASE}/robots.txt") == []


def test_google_news_sitemap_dates() -> None:
    found = read_sitemap(NEWS_SITEMAP, f"{BASE}/sitemap.xml")
    assert found == [
        Found(f"{BASE}/a.html", utc(2024, 6, 2, 8)),  # the news publication date, when no lastmod
        Found(f"{BASE}/b.html", utc(2024, 6, 3)),  # lastmod first
        Found(f"{BASE}/c.html", None),  # the empty <loc> is left out
    ]


def test_sitemap_index_entries_are_sitemaps() -> None:
    found = read_sitemap(INDEX, f"{BASE}/sitemap_index.xml")
    assert found == [Found(f"{BASE}/2024-06.xml", utc(2024, 6, 30), True), Found(f"{BASE}/2024-07.xml.gz", None, True)]


@pytest.mark.parametrize("body", [
    b"<html><body><p>Not found</p></body></html>",  # an error page served as the sitemap
    b"\x1f\x8b\x08\x00garbage",  # bytes, not XML
    b"",
    gzip.compress(NEWS_SITEMAP),  # still compressed: the spider unpacks it first
    b"<rss><channel/></rss>",  # a feed where a sitemap was announced
])
def test_what_is_no_sitemap(body: bytes) -> None:
    assert read_sitemap(body, f"{BASE}/sitemap.xml") is None


def test_feed_entries_with_dates() -> None:
    assert read_feed_links(RSS, f"{BASE}/feed.xml") == [Found(f"{BASE}/a.html", utc(2024, 6, 2, 8)),
                                                         Found(f"{BASE}/b.html", None)]


@pytest.mark.parametrize("body", [b"<!DOCTYPE html><html><head><title>Feed</title></head><body></body></html>",
                                  b"", b"{\"items\": []}"])
def test_what_is_no_feed(body: bytes) -> None:
    assert read_feed_links(body, f"{BASE}/feed.xml") is None


def test_feed_autodiscovery() -> None:
    page = """<html><head>
    <link rel="alternate" type="application/rss+xml" title="All" href="/feed.xml">
    <link rel="Alternate" type="application/atom+xml; charset=utf-8" href="http://news.test/atom.xml">
    <link rel="alternate" hreflang="fr" href="/fr/">
    <link rel="stylesheet" type="text/css" href="/s.css">
    <link rel="alternate" type="application/rss+xml" href="/feed.xml">
    </head><body><a href="/rss.xml" type="application/rss+xml">not in the head</a></body></html>"""
    assert feed_links(page, f"{BASE}/section/") == [f"{BASE}/feed.xml", f"{BASE}/atom.xml"]
    assert feed_links("", BASE) == []
