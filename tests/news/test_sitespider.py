"""NewsSiteSpider's steps, fed responses by hand: settings, hosts, discovery requests, budget, state verdicts.

The crawls of a real site are in test_sitecrawl.py (slow); these run in the fast loop.
"""

from __future__ import annotations

import asyncio
import gzip
import re
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import pytest
from scrapy import Request
from scrapy.http import HtmlResponse, Response, XmlResponse
from scrapy.settings import Settings
from scrapy.spiderloader import SpiderLoader
from scrapy.utils.test import get_crawler

from scrapy_articles import NewsSiteSpider
from scrapy_articles.scrapy.siteconfig import DEFAULT_STATE, SiteConfig, read_site_settings
from scrapy_articles.scrapy.sitespider import (
    ARTICLE_PRIORITY,
    DOCUMENT_PRIORITY,
    LASTMOD_KEY,
    LINK_PRIORITY,
    UPDATED_KEY,
    _ARTICLE_URL,
    site_hosts,
)
from scrapy_articles.scrapy.state import ARTICLE, SqliteState, article_keys

from .site import EDITION_1, _sitemap

BASE = "http://news.test"
SITEMAP = _sitemap([s for s in EDITION_1 if "news" in s.where], news=True).replace("{BASE}", BASE).encode()


def started(tmp_path: Path, settings: dict[str, Any] | None = None,
            **kwargs: Any) -> tuple[NewsSiteSpider, list[Request]]:
    """A spider as Scrapy starts it (settings final), with its start requests."""
    crawler = get_crawler(NewsSiteSpider, {"ARTICLES_STATE": str(tmp_path / "state.sqlite"), **(settings or {})})
    spider = NewsSiteSpider.from_crawler(crawler, urls=kwargs.pop("urls", f"{BASE}/"), **kwargs)
    crawler.spider = spider

    async def collect() -> list[Request]:
        return [request async for request in spider.start()]

    return spider, asyncio.run(collect())


def test_public_and_found_by_scrapy_crawl() -> None:
    import scrapy_articles

    assert "NewsSiteSpider" in scrapy_articles.__all__
    loader = SpiderLoader.from_settings(Settings({"SPIDER_MODULES": ["scrapy_articles.scrapy.sitespider"]}))
    assert loader.list() == ["articles_site"] and loader.load("articles_site") is NewsSiteSpider


def test_start_requests_the_site_and_its_robots(tmp_path: Path) -> None:
    _, requests = started(tmp_path, urls=f"{BASE}/, https://www.other.test/news/")
    assert [(r.url, r.priority) for r in requests] == [
        (f"{BASE}/", LINK_PRIORITY + DOCUMENT_PRIORITY), (f"{BASE}/robots.txt", DOCUMENT_PRIORITY),
        ("https://www.other.test/news/", LINK_PRIORITY + DOCUMENT_PRIORITY),
        ("https://www.other.test/robots.txt", DOCUMENT_PRIORITY)]
    assert requests[1].meta["dont_obey_robotstxt"] is True
    assert not any(r.dont_filter for r in requests)  # a distributed run's shared filter sees them


def test_no_urls_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="needs site URLs"):
        started(tmp_path, urls="")


@pytest.mark.parametrize(("project", "expected"), [({}, True), ({"ROBOTSTXT_OBEY": False}, False)])
def test_robots_and_autothrottle_on_unless_the_project_says(project: dict[str, Any], expected: bool) -> None:
    settings = Settings()
    settings.setdict(project, priority="project")
    NewsSiteSpider.update_settings(settings)
    assert settings.getbool("ROBOTSTXT_OBEY") is expected
    assert settings.getbool("AUTOTHROTTLE_ENABLED") is True


def test_hosts_are_the_sites_with_www_and_m() -> None:
    hosts = site_hosts(["https://www.news.test/a", "http://m.other.test/"], ("cdn.news.test",))
    assert hosts == {"news.test", "www.news.test", "m.news.test", "other.test", "www.other.test", "m.other.test",
                     "cdn.news.test"}


def test_site_settings(tmp_path: Path) -> None:
    assert read_site_settings(Settings()) == SiteConfig()
    assert SiteConfig().state == DEFAULT_STATE
    assert read_site_settings(Settings({"ARTICLES_STATE": None})).state is None
    config = read_site_settings(Settings({"ARTICLES_SITE_MAX_PAGES": 50, "ARTICLES_SITE_SINCE": "2024-01-01"}),
                                since="2024-06-01", max_pages="7")  # the spider's arguments win
    assert (config.max_pages, config.since) == (7, datetime(2024, 6, 1, tzinfo=timezone.utc))
    shared = Settings({"SCHEDULER": "scrapy_articles.scrapy.reliable.ReliableScheduler"})
    assert read_site_settings(shared).shared is True
    shared.set("ARTICLES_STATE", str(tmp_path / "s.sqlite"), priority="project")
    assert read_site_settings(shared).shared is False  # the project's own state wins
    with pytest.raises(ValueError, match="YYYY-MM-DD"):
        read_site_settings(Settings(), since="soon")
    with pytest.raises(ValueError, match="0 or more"):
        read_site_settings(Settings(), max_pages=-1)


def xml(url: str, body: bytes, **meta: Any) -> Response:
    return XmlResponse(url, body=body, request=Request(url, meta=meta))


def test_sitemap_entries_become_article_requests_gzipped_or_not(tmp_path: Path) -> None:
    for url, body in ((f"{BASE}/news.xml", SITEMAP), (f"{BASE}/news.xml.gz", gzip.compress(SITEMAP))):
        spider, _ = started(tmp_path)
        requests = list(spider.parse_sitemap(Response(url, body=body, request=Request(url))))
        assert [r.url for r in requests] == [f"{BASE}{s.path}" for s in EDITION_1 if "news" in s.where]
        assert all(r.priority == ARTICLE_PRIORITY and LASTMOD_KEY in r.meta for r in requests)
        assert spider.stats.get_value("articles/site/sitemap_read") == 1
        assert list(spider.parse_sitemap(Response(url, body=body, request=Request(url)))) == []  # each URL once


def test_known_articles_are_not_requested_unless_changed(tmp_path: Path) -> None:
    state = SqliteState(tmp_path / "state.sqlite")
    first, second = (f"{BASE}{s.path}" for s in EDITION_1 if "news" in s.where)
    fetched = datetime(2026, 11, 26, 12, tzinfo=timezone.utc)  # after both entries' dates
    state.keep([first], ARTICLE, None, fetched, article_keys(None, "d1"))
    state.keep([second], ARTICLE, datetime(2026, 11, 1, tzinfo=timezone.utc), fetched, [])
    state.close()
    spider, _ = started(tmp_path)
    requests = list(spider.parse_sitemap(xml(f"{BASE}/news.xml", SITEMAP)))
    # The first: kept without a date, fetched after the entry's date. The second: its date moved on.
    assert [(r.url, r.meta.get(UPDATED_KEY)) for r in requests] == [(second, True)]
    spider._closed(spider, "finished")
    assert spider.stats.get_value("articles/state/unchanged") == 1
    assert spider.stats.get_value("articles/state/updated") == 1


def test_page_budget_counts_every_request(tmp_path: Path) -> None:
    spider, requests = started(tmp_path, max_pages=3)
    assert len(requests) == 2
    assert len(list(spider.parse_sitemap(xml(f"{BASE}/news.xml", SITEMAP)))) == 1
    assert spider.stats.get_value("articles/site/over_budget") == 1


@pytest.mark.parametrize(("kind", "body", "stat"), [
    ("sitemap", b"<html><body>Not found</body></html>", "articles/skipped/sitemap_unreadable"),
    ("sitemap", b"\x1f\x8b\x08\x00 cut short", "articles/skipped/sitemap_unreadable"),
    ("feed", b"<!DOCTYPE html><html><body>Feed moved</body></html>", "articles/skipped/feed_unreadable"),
])
def test_unreadable_documents_are_counted(tmp_path: Path, kind: str, body: bytes, stat: str,
                                          caplog: pytest.LogCaptureFixture) -> None:
    spider, _ = started(tmp_path)
    parse = spider.parse_sitemap if kind == "sitemap" else spider.parse_feed
    url = f"{BASE}/{kind}.xml"
    assert list(parse(Response(url, body=body, request=Request(url)))) == []
    assert spider.stats.get_value(stat) == 1
    assert f"the {kind} at {url} is not one" in caplog.text


def test_links_are_followed_from_lists_only(tmp_path: Path) -> None:
    spider, _ = started(tmp_path, {"ARTICLES_ALGORITHM": "ttr"})
    front = ('<html><head><link rel="alternate" type="application/rss+xml" href="/feed.xml"></head><body>'
             '<ul><li><a href="/news/council-backs-market-hall-repairs.html">Council</a></li>'
             '<li><a href="/section/local.html">Local</a></li><li><a href="http://elsewhere.test/x">X</a></li>'
             "</ul></body></html>")
    start = HtmlResponse(f"{BASE}/", body=front.encode(), encoding="utf-8",
                         request=Request(f"{BASE}/", meta={"articles_site_source": "start"}))
    requests = [r for r in spider.parse_page(start) if isinstance(r, Request)]
    assert [(r.url, r.priority) for r in requests] == [
        (f"{BASE}/feed.xml", DOCUMENT_PRIORITY),
        (f"{BASE}/news/council-backs-market-hall-repairs.html", ARTICLE_PRIORITY - 1),  # looks like an article
        (f"{BASE}/section/local.html", LINK_PRIORITY - 1)]
    assert spider.stats.get_value("articles/discovered/offsite") == 1
    # The same page reached as a link, and judged no article list: its links stay.
    linked = HtmlResponse(f"{BASE}/other.html", body=front.encode(), encoding="utf-8",
                          request=Request(f"{BASE}/other.html", meta={"articles_site_source": "list"}))
    spider, _ = started(tmp_path, {"ARTICLES_ALGORITHM": "ttr"})
    assert [r for r in spider.parse_page(linked) if isinstance(r, Request)] == []


@pytest.mark.parametrize("path", ["/news/2024/3/slug/", "/story/123456", "/world/a-long-story-slug-here",
                                  "/world/A_Long_Story_Slug", "/x" + "a" * 3000 + "-b-c-d", "/tag/politics",
                                  "/section/two-word", "/" + "a" * 3000, "/a-b-c", "/a-b-c-d", "/-a-b-c-d"])
def test_the_article_url_shape_is_the_slug_anywhere_in_a_run(path: str) -> None:
    """Trying a slug only where a run of letters starts finds what trying it at every letter finds."""
    anywhere = re.compile(r"/(?:19|20)\d\d/\d\d?/|\d{5,}|[a-z0-9]+(?:[-_][a-z0-9]+){3,}", re.IGNORECASE)
    assert bool(_ARTICLE_URL.search(path)) is bool(anywhere.search(path))
