"""The Redis-backed parts, against a real redis-server: shared duplicate index, pipeline, add-on, start URLs."""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

import pytest
import scrapy
from scrapy.exceptions import DontCloseSpider, DropItem
from scrapy.settings import Settings
from scrapy.utils.misc import load_object
from scrapy.utils.test import get_crawler
from scrapy_redis.queue import PriorityQueue  # type: ignore[import-untyped]

from scrapy_articles import Addon
from scrapy_articles.scrapy import merge
from scrapy_articles.scrapy.dedup import DuplicateIndex, words
from scrapy_articles.scrapy.items import ExtractedArticleItem
from scrapy_articles.scrapy.middleware import ArticleMiddleware
from scrapy_articles.scrapy.pipelines import ArticleFilterPipeline
from scrapy_articles.scrapy.storage import WriteThroughFileFeedStorage
from scrapy_articles.scrapy import redis as redis_module
from scrapy_articles.scrapy.redis import (
    CachedRFPDupeFilter, RedisAddon, RedisArticleFilterPipeline, RedisArticleMiddleware, RedisDuplicateIndex,
    RedisNewsSpider, clear_crawl, push_start_urls,
)

from .cluster import RedisServer

pytestmark = pytest.mark.redis

TEXT = ("Millbrook's public library opened its doors again on Monday morning, eight months after a "
        "winter storm tore part of the roof away and soaked the reference section. A queue of about forty "
        "people had formed on the steps by nine o'clock, and the head librarian said she had never seen "
        "the building so busy on a weekday.")
WORDS = words(TEXT)
NEAR = TEXT.replace("weekday", "Tuesday")  # 3 bits from TEXT's fingerprint
EDITED = TEXT.replace("forty", "fifty")  # 8 bits: another text to the index
OTHER = "The canal towpath between the lock and the gasworks will be resurfaced in July. " * 3
NEAR_BITS = 3  # the default ARTICLES_NEAR_DUPLICATE_BITS


def verdicts(index: DuplicateIndex, texts: list[str]) -> list[str | None]:
    return [index.check(words(text)) for text in texts]


@pytest.mark.parametrize(("max_bits", "texts", "expected"), [
    (NEAR_BITS, [TEXT, TEXT, TEXT.upper() + "!"], [None, "duplicate", "duplicate"]),
    (NEAR_BITS, [TEXT, NEAR, EDITED, OTHER], [None, "near_duplicate", None, None]),
    (-1, [TEXT, NEAR, TEXT], [None, None, "duplicate"]),  # exact duplicates only
    (0, [OTHER, OTHER.replace("July", "June"), OTHER], [None, None, "duplicate"]),
])
def test_same_verdicts_as_the_in_memory_index(redis_server: RedisServer, max_bits: int, texts: list[str],
                                              expected: list[str | None]) -> None:
    shared = RedisDuplicateIndex(redis_server.client, "test:articles", max_bits)
    assert verdicts(shared, texts) == verdicts(DuplicateIndex(max_bits), texts) == expected


def test_workers_share_the_index_and_spiders_do_not(redis_server: RedisServer) -> None:
    worker_a, worker_b = (RedisDuplicateIndex(redis_server.client, "news:articles", NEAR_BITS) for _ in "ab")
    other_crawl = RedisDuplicateIndex(redis_server.client, "blogs:articles", NEAR_BITS)
    assert worker_a.check(WORDS) is None
    assert verdicts(worker_b, [TEXT, NEAR]) == ["duplicate", "near_duplicate"]
    assert other_crawl.check(WORDS) is None


def test_clear_forgets_one_crawl_only(redis_server: RedisServer) -> None:
    news, blogs = (RedisDuplicateIndex(redis_server.client, f"{name}:articles", NEAR_BITS)
                   for name in ("news", "blogs"))
    news.check(WORDS), blogs.check(WORDS)
    news.clear()
    assert redis_server.client.keys("news:*") == []
    assert news.check(WORDS) is None and blogs.check(WORDS) == "duplicate"


def spider_for(redis_server: RedisServer, settings: dict[str, Any] | None = None) -> RedisNewsSpider:
    """A worker's spider, its crawler configured but not running."""
    crawler = get_crawler(RedisNewsSpider, {"REDIS_URL": redis_server.url, "ARTICLES_ALGORITHM": "ttr",
                                            **(settings or {})})
    spider = RedisNewsSpider.from_crawler(crawler)
    crawler.spider = spider
    return spider


def test_pipelines_of_two_workers_drop_each_others_duplicates(redis_server: RedisServer) -> None:
    first, second = (RedisArticleFilterPipeline.from_crawler(spider_for(redis_server).crawler) for _ in "ab")
    # The add-on's own items: the filter leaves the spider's alone (ARTICLES_FILTER_SPIDER_ITEMS).
    article = {"url": "http://h/a.html", "articleBody": TEXT * 2, "probability": 1.0}
    assert first.process_item(ExtractedArticleItem(article)) == article
    with pytest.raises(DropItem, match="duplicate"):
        second.process_item(ExtractedArticleItem({**article, "url": "http://h/copy.html"}))
    assert redis_server.client.scard("redis_news:articles:exact") == 1


def test_the_same_article_filtered_again_is_no_duplicate_of_itself(redis_server: RedisServer) -> None:
    """Its request came back from a worker killed before the item was exported: it must pass again."""
    dead, survivor = (RedisArticleFilterPipeline.from_crawler(spider_for(redis_server).crawler) for _ in "ab")
    article = {"url": "http://h/a.html", "articleBody": TEXT * 2, "probability": 1.0}
    assert dead.process_item(ExtractedArticleItem(article)) == article
    assert survivor.process_item(ExtractedArticleItem(article)) == article
    with pytest.raises(DropItem, match="duplicate"):
        survivor.process_item(ExtractedArticleItem({**article, "url": "http://h/copy.html"}))
    with pytest.raises(DropItem, match="duplicate"):
        survivor.process_item(ExtractedArticleItem({**article, "url": None}))


@pytest.mark.parametrize(("persist", "kept"), [(True, 1), (False, 0)])
def test_the_index_outlives_the_spider_only_when_the_queue_does(redis_server: RedisServer, persist: bool,
                                                                kept: int) -> None:
    spider = spider_for(redis_server, {"SCHEDULER_PERSIST": persist})
    pipeline = RedisArticleFilterPipeline.from_crawler(spider.crawler)
    pipeline.process_item(ExtractedArticleItem({"url": "http://h/a.html", "articleBody": TEXT * 2}))
    pipeline.close_spider()
    assert redis_server.client.scard("redis_news:articles:exact") == kept


def test_the_request_filter_is_shared_and_asks_redis_once_per_request(redis_server: RedisServer,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    worker_a, worker_b = (CachedRFPDupeFilter(redis_server.client, "news:dupefilter") for _ in "ab")
    page, other = scrapy.Request("http://h/a.html"), scrapy.Request("http://h/b.html")
    assert [worker_a.request_seen(page), worker_b.request_seen(page), worker_a.request_seen(page)] == [
        False, True, True]
    redis_server.client.delete("news:dupefilter")  # behind the workers' backs: they remember, a new one asks
    newcomer = CachedRFPDupeFilter(redis_server.client, "news:dupefilter")
    assert [worker_a.request_seen(page), worker_b.request_seen(page), newcomer.request_seen(page)] == [
        True, True, False]
    monkeypatch.setattr(redis_module, "SEEN_CACHE_SIZE", 1)
    worker_a.request_seen(other)  # the memory is full: it starts again
    redis_server.client.delete("news:dupefilter")
    assert worker_a.request_seen(page) is False


def resolved(settings: Settings, name: str) -> dict[Any, Any]:
    return {load_object(k): v for k, v in settings.getdict(name).items()}


@pytest.mark.parametrize(("project", "filters"), [
    ({}, {RedisArticleFilterPipeline: 110, ArticleFilterPipeline: None}),
    ({"ITEM_PIPELINES": {ArticleFilterPipeline: 300}}, {RedisArticleFilterPipeline: 300, ArticleFilterPipeline: None}),
    ({"ITEM_PIPELINES": {ArticleFilterPipeline: None}}, {ArticleFilterPipeline: None}),
    ({"ITEM_PIPELINES": {RedisArticleFilterPipeline: None, ArticleFilterPipeline: 110}},
     {RedisArticleFilterPipeline: None, ArticleFilterPipeline: 110}),
])
def test_the_addon_swaps_the_filter_unless_the_project_chose(project: dict[str, Any],
                                                             filters: dict[type, int | None]) -> None:
    settings = Settings(project, priority="project")
    RedisAddon().update_settings(settings)
    Addon().update_settings(settings)  # both listed in ADDONS, in either order
    pipelines = resolved(settings, "ITEM_PIPELINES")
    assert {cls: pipelines[cls] for cls in filters} == filters
    assert settings["SCHEDULER"] == "scrapy_articles.scrapy.reliable.ReliableScheduler"
    assert settings["DUPEFILTER_CLASS"] == "scrapy_articles.scrapy.redis.CachedRFPDupeFilter"


@pytest.mark.parametrize(("project", "middlewares"), [
    ({}, {RedisArticleMiddleware: 850, ArticleMiddleware: None}),
    ({"SPIDER_MIDDLEWARES": {ArticleMiddleware: 500}}, {RedisArticleMiddleware: 500, ArticleMiddleware: None}),
    ({"SPIDER_MIDDLEWARES": {ArticleMiddleware: None}}, {ArticleMiddleware: None}),
])
def test_the_addon_swaps_the_middleware_unless_the_project_chose(project: dict[str, Any],
                                                                 middlewares: dict[type, int | None]) -> None:
    settings = Settings(project, priority="project")
    RedisAddon().update_settings(settings)
    Addon().update_settings(settings)
    configured = resolved(settings, "SPIDER_MIDDLEWARES")
    assert {cls: configured.get(cls) for cls in middlewares} == middlewares


@pytest.mark.parametrize(("project", "storages"), [
    ({}, {"": WriteThroughFileFeedStorage, "file": WriteThroughFileFeedStorage}),
    ({"s3": "my.S3Storage"}, {"s3": "my.S3Storage", "": WriteThroughFileFeedStorage,
                              "file": WriteThroughFileFeedStorage}),
    ({"": "my.Storage"}, {"": "my.Storage", "file": WriteThroughFileFeedStorage}),
])
def test_the_addon_writes_local_feeds_through_unless_the_project_chose(project: dict[str, str],
                                                                      storages: dict[str, Any]) -> None:
    settings = Settings({"FEED_STORAGES": project} if project else {}, priority="project")
    RedisAddon().update_settings(settings)
    assert {k: load_object(v) if v.startswith("scrapy_articles") else v
            for k, v in settings.getdict("FEED_STORAGES").items()} == storages


def test_the_project_settings_win_over_the_addon() -> None:
    settings = Settings({"SCHEDULER_PERSIST": False, "SCHEDULER": "my.Scheduler"}, priority="project")
    RedisAddon().update_settings(settings)
    assert settings["SCHEDULER_PERSIST"] is False and settings["SCHEDULER"] == "my.Scheduler"


async def take(spider: RedisNewsSpider) -> list[scrapy.Request]:
    return [request async for request in spider.start()]


def test_start_urls_come_from_redis(redis_server: RedisServer) -> None:
    spider = spider_for(redis_server)
    push_start_urls(redis_server.client, "redis_news", [
        "http://h/index.html", json.dumps({"url": "http://h/feed.xml", "meta": {"articles_algorithm": "density"}}),
        '{"no url": 1}', '{"broken'])
    requests = asyncio.run(take(spider))
    assert [(r.url, r.meta, r.dont_filter) for r in requests] == [
        ("http://h/index.html", {}, True), ("http://h/feed.xml", {"articles_algorithm": "density"}, True)]
    assert redis_server.client.llen("redis_news:start_urls") == 0


class Engine:
    """Records what the spider schedules when idle."""

    def __init__(self) -> None:
        self.crawled: list[scrapy.Request] = []

    def crawl(self, request: scrapy.Request) -> None:
        self.crawled.append(request)


IDLE_SECONDS = 0.05  # MAX_IDLE_TIME_BEFORE_CLOSE of the idle tests


def test_an_idle_worker_takes_new_start_urls_and_closes_once_idle_long_enough(redis_server: RedisServer) -> None:
    spider = spider_for(redis_server, {"MAX_IDLE_TIME_BEFORE_CLOSE": IDLE_SECONDS})
    engine = Engine()
    spider.crawler.engine = engine  # type: ignore[assignment]
    assert asyncio.run(take(spider)) == []
    push_start_urls(redis_server.client, "redis_news", ["http://h/later.html"])
    with pytest.raises(DontCloseSpider):
        spider._on_idle()
    assert [r.url for r in engine.crawled] == ["http://h/later.html"]
    with pytest.raises(DontCloseSpider):
        spider._on_idle()  # idle, but not for long
    time.sleep(2 * IDLE_SECONDS)
    spider._on_idle()  # may close
    spider._on_response()
    with pytest.raises(DontCloseSpider):
        spider._on_idle()  # a response started a new idle period


def test_a_worker_without_idle_limit_waits_forever(redis_server: RedisServer) -> None:
    spider = spider_for(redis_server)
    asyncio.run(take(spider))
    time.sleep(IDLE_SECONDS)
    for _ in range(2):
        with pytest.raises(DontCloseSpider):
            spider._on_idle()


def test_half_merged_articles_survive_the_redis_queue(redis_server: RedisServer) -> None:
    """What ArticleFlow sends for page 2, pushed by one worker and popped by another."""
    fields = {"url": "http://h/long.html", "headline": "A long read", "articleBody": "First page.",
              "images": [{"url": "http://h/a.png", "alt": "A"}], "probability": 0.9}
    state = merge.visit(merge.start(fields, "http://h/long.html"), "http://h/long-2.html")
    sender, receiver = spider_for(redis_server), spider_for(redis_server)
    # Today's state, and the one a worker of the version before the typed state queued (no "format").
    previous = {k: v for k, v in state.to_meta().items() if k != "format"}
    for carried in (state.to_meta(), previous):
        request = scrapy.Request("http://h/long-2.html", callback=sender.parse, priority=1, dont_filter=True,
                                 meta={"articles_pages": carried, "articles_algorithm": "ttr", "depth": 2})
        PriorityQueue(redis_server.client, sender, "%(spider)s:requests").push(request)
        popped = PriorityQueue(redis_server.client, receiver, "%(spider)s:requests").pop()
        assert popped is not None and popped.meta == request.meta
        assert merge.State.from_meta(popped.meta["articles_pages"]) == state
        assert popped.callback == receiver.parse and popped.dont_filter and popped.priority == 1


def test_clear_crawl_forgets_queue_requests_start_urls_and_articles(redis_server: RedisServer) -> None:
    client = redis_server.client
    push_start_urls(client, "news", ["http://h/"])
    client.zadd("news:requests", {"r": 0})
    client.hset("news:requests:inflight:w1", "0 ab", "r")  # what reliable.py and lease.py keep
    client.sadd("news:requests:workers", "w1")
    client.set("news:lease:w1", 1)
    client.sadd("news:dupefilter", "f")
    RedisDuplicateIndex(client, "news:articles", NEAR_BITS).check(WORDS)
    client.hset("news:articles:owner", "http://h/2", "http://h/1")  # what redisstore.py keeps
    push_start_urls(client, "blogs", ["http://h/"])
    clear_crawl(client, "news")
    assert client.keys("*") == [b"blogs:start_urls"]
