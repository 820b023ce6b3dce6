"""FullTextFeedSpider: entries followed, items yielded in feed order, feed data kept."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from scrapy import Request
from scrapy.exceptions import DontCloseSpider
from scrapy.http import HtmlResponse, XmlResponse
from scrapy.utils.test import get_crawler
from twisted.python.failure import Failure

from scrapy_articles.scrapy.items import ArticleItem
from scrapy_articles.scrapy.spiders import ENTRY_KEY, FullTextFeedSpider

BASIC = Path(__file__).resolve().parents[1] / "sites" / "basic"
BASE = "http://feeds.test"


def read(name: str) -> bytes:
    return (BASIC / name).read_bytes().replace(b"{BASE}", BASE.encode())


@pytest.fixture
def spider() -> FullTextFeedSpider:
    crawler = get_crawler(FullTextFeedSpider, {"ARTICLES_ALGORITHM": "ttr"})
    spider = FullTextFeedSpider.from_crawler(crawler, feed_url=f"{BASE}/feed.xml")
    crawler.spider = spider
    return spider


def entry_requests(spider: FullTextFeedSpider) -> list[Request]:
    feed = XmlResponse(f"{BASE}/feed.xml", body=read("feed.xml"), request=Request(f"{BASE}/feed.xml"))
    return list(spider.parse_feed(feed))


def answer(spider: FullTextFeedSpider, request: Request) -> list[Any]:
    """The spider's output for ``request``, answering the page requests it makes on the way."""
    name = request.url.rsplit("/", 1)[-1]
    if (BASIC / name).exists():
        response = HtmlResponse(request.url, body=read(name), request=request,
                                headers={"Content-Type": "text/html"})
        out = list(spider.parse_entry(response))
    else:
        failure = Failure(ConnectionRefusedError("refused"))
        failure.request = request  # type: ignore[attr-defined]
        out = list(spider.entry_failed(failure))
    return [x for o in out for x in (answer(spider, o) if isinstance(o, Request) else [o])]


def test_one_request_per_entry_in_order(spider: FullTextFeedSpider) -> None:
    requests = entry_requests(spider)
    assert [r.url.rsplit("/", 1)[-1] for r in requests] == ["multi.html", "second.html", "missing.html",
                                                           "article.html"]
    assert all(r.dont_filter and r.callback == spider.parse_entry and r.errback == spider.entry_failed
               for r in requests)
    assert [r.meta[ENTRY_KEY]["index"] for r in requests] == [0, 1, 2, 3]


def test_items_wait_for_earlier_entries(spider: FullTextFeedSpider) -> None:
    multi, second, missing, article = entry_requests(spider)
    assert answer(spider, article) == []  # entry 3 waits for 0-2
    assert answer(spider, second) == []  # entry 1 waits for 0
    assert answer(spider, missing) == []  # entry 2 waits for 0
    out = answer(spider, multi)  # entry 0, all three pages: then 1, 2 and 3 follow
    assert all(isinstance(o, ArticleItem) for o in out)
    assert [item["url"].rsplit("/", 1)[-1] for item in out] == ["multi.html", "second.html", "missing.html",
                                                               "article.html"]
    assert len(out[0]["pages"]) == 3


def test_entry_data_fills_what_the_page_lacks(spider: FullTextFeedSpider) -> None:
    multi, second, missing, article = entry_requests(spider)
    (item,) = answer(spider, multi)
    assert item["metadata"]["feedGuid"] == "echo-mills-1986"
    assert item["datePublished"] == "2024-05-20T06:00:00+00:00"
    assert item["authors"] == [{"name": "Ines Calloway"}]
    assert item["headline"] == "A century of the Millbrook mills"


def test_a_failed_entry_still_gives_an_item_of_the_entry(spider: FullTextFeedSpider) -> None:
    requests = entry_requests(spider)
    for request in requests[:2]:
        answer(spider, request)
    (item,) = answer(spider, requests[2])
    assert item["url"] == f"{BASE}/missing.html" and item["headline"] == "An old story that was deleted"
    assert item["description"] == "This page no longer exists." and "articleBody" not in item
    assert spider.crawler.stats.get_value("articles/skipped/download_error") == 1


def test_a_feed_url_is_required() -> None:
    crawler = get_crawler(FullTextFeedSpider)
    spider = FullTextFeedSpider.from_crawler(crawler)

    async def first() -> Any:
        return await spider.start().__anext__()

    with pytest.raises(ValueError, match="feed_url"):
        asyncio.run(first())


def test_entries_stuck_behind_a_lost_one_are_released(spider: FullTextFeedSpider) -> None:
    multi, second, missing, article = entry_requests(spider)
    answer(spider, second)
    answer(spider, article)  # entry 0 (and 2) never finish: 1 and 3 wait

    class Engine:
        crawled: list[Request] = []

        def crawl(self, request: Request) -> None:
            self.crawled.append(request)

    spider.crawler.engine = Engine()  # type: ignore[assignment]
    with pytest.raises(DontCloseSpider):
        spider._release_stuck()
    (flush,) = Engine.crawled
    assert flush.callback is not None
    released = list(flush.callback(HtmlResponse(flush.url, body=b"", request=flush)))
    assert [item["url"].rsplit("/", 1)[-1] for item in released] == ["second.html", "article.html"]
    spider._release_stuck()  # nothing held back: the spider may close
