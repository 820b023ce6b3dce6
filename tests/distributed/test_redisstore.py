"""The shared memory of article pages, the leases and the reliable queue, against a real redis-server."""

from __future__ import annotations

import logging
from typing import Any

import pytest
import scrapy
from scrapy.utils.test import get_crawler

from scrapy_articles.scrapy.lease import Lease
from scrapy_articles.scrapy.pagestore import Known
from scrapy_articles.scrapy.redis import SCHEDULER_SETTINGS, RedisArticleMiddleware, RedisNewsSpider
from scrapy_articles.scrapy.redisstore import RedisPageStore
from scrapy_articles.scrapy.reliable import ReliableScheduler
from tests.scrapy.test_middleware import NewsSpider, fixture_response, run
from tests.scrapy.test_pagestore import P1, P2, STORIES, play

from .cluster import RedisServer

pytestmark = pytest.mark.redis

PREFIX = "redis_news:articles"
LEASE = 30.0


def store(server: RedisServer, alive: bool = True) -> RedisPageStore:
    """A worker's store; ``alive``: its lease is held (never refreshed again: a test is short)."""
    lease = Lease(server.client, "redis_news", LEASE)
    if alive:
        lease.refresh()
    return RedisPageStore(server.client, PREFIX, lease)


@pytest.mark.parametrize(("story", "steps"), STORIES, ids=[story for story, _ in STORIES])
def test_same_verdicts_as_the_local_store(redis_server: RedisServer, story: str,
                                          steps: list[tuple[str, tuple[Any, ...], Any]]) -> None:
    play(store(redis_server), steps)


def test_workers_share_the_pages(redis_server: RedisServer) -> None:
    worker_a, worker_b = store(redis_server), store(redis_server)
    assert worker_a.claim(P1, P2) == "ok"
    assert worker_b.seen(P2) == Known(P1, False)
    assert worker_b.emit(P2, [P2]) == "later_page"
    assert worker_a.emit(P1, [P1, P2]) is None
    assert worker_b.seen(P2) == Known(P1, True)


def test_an_article_emitted_by_a_dead_worker_is_emitted_again_unless_its_item_was_done(
        redis_server: RedisServer) -> None:
    dead, other = store(redis_server, alive=False), store(redis_server)
    assert dead.emit(P1, [P1]) is None
    assert other.seen(P1) == Known(P1, False)  # the request that emitted it comes back: emit it again
    assert other.emit(P1, [P1]) == "again"  # the dead worker may have written it: said, to be counted
    assert dead.emit(P2, [P2]) is None
    dead.settled({"url": P2})  # its item left the pipelines: exported whatever happens to the worker
    assert other.seen(P2) == Known(P2, True) and other.emit(P2, [P2]) == "duplicate"
    other.settled({"url": P1})
    assert dead.emit(P1, [P1]) == "duplicate"


def test_an_article_emitted_by_a_live_worker_is_exported(redis_server: RedisServer) -> None:
    worker_a, worker_b = store(redis_server), store(redis_server)
    assert worker_a.emit(P1, [P1]) is None
    assert worker_b.seen(P1) == Known(P1, True) and worker_b.emit(P1, [P1]) == "duplicate"


def test_a_worker_exports_again_what_a_dead_one_emitted_and_says_so(redis_server: RedisServer,
                                                                     caplog: pytest.LogCaptureFixture) -> None:
    crawler = get_crawler(NewsSpider, {"REDIS_URL": redis_server.url, "ARTICLES_REDIS_LEASE": LEASE,
                                       "ARTICLES_ALGORITHM": "ttr"})
    crawler.spider = spider = NewsSpider.from_crawler(crawler)
    middleware = RedisArticleMiddleware.from_crawler(crawler)
    response = fixture_response("article.html", spider)
    dead = RedisPageStore(redis_server.client, f"{spider.name}:articles", Lease(redis_server.client, spider.name, LEASE))
    assert dead.emit(response.url, [response.url]) is None  # emitted, and killed before its item was marked done
    with caplog.at_level(logging.INFO, logger="scrapy_articles.scrapy.flow"):
        items = run(middleware, response)
    assert [item["url"] for item in items] == [response.url]
    assert middleware.flow.stats.get_value("articles/exported_again") == 1
    assert f"Exporting {response.url} again" in caplog.text


def scheduler(server: RedisServer) -> ReliableScheduler:
    crawler = get_crawler(RedisNewsSpider, {**SCHEDULER_SETTINGS, "REDIS_URL": server.url,
                                            "ARTICLES_REDIS_LEASE": LEASE})
    spider = RedisNewsSpider.from_crawler(crawler)
    crawler.spider = spider
    instance = ReliableScheduler.from_crawler(crawler)
    instance.open(spider)
    return instance


def urls(requests: list[scrapy.Request | None]) -> list[str | None]:
    return [request.url if request is not None else None for request in requests]


def test_the_requests_of_a_worker_whose_lease_expired_come_back(redis_server: RedisServer) -> None:
    taker, other = scheduler(redis_server), scheduler(redis_server)
    try:
        for n, priority in ((1, 0), (2, 1), (3, 0)):
            taker.enqueue_request(scrapy.Request(f"http://h/{n}", priority=priority))
        taken = urls([taker.next_request(), taker.next_request()])
        assert taken == ["http://h/2", "http://h/1"]
        other.tend()
        assert other.has_pending_requests()  # its queue holds one request, and the taker two more
        assert urls([other.next_request(), other.next_request()]) == ["http://h/3", None]
        other.tend()
        assert other.has_pending_requests()  # the taker's requests may add work, or come back
        redis_server.client.delete(taker.lease.key)  # as its expiry would, once SIGKILL stopped its refreshes
        other.tend()
        assert other.stats.get_value("articles/requests_reclaimed") == 2
        assert urls([other.next_request(), other.next_request(), other.next_request()]) == [
            "http://h/2", "http://h/1", None]  # at their own priority
    finally:
        other.lease.release(), taker.lease.release()

