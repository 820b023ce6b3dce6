"""Adapter stage: sharing a crawl between processes. Settings in; shared scheduling, filtering and start URLs out.

Workers of one crawl share, through Redis, what scrapy-redis shares (the
request queue and the request duplicate filter) plus the articles already
exported: :class:`RedisArticleFilterPipeline` keeps the digests and simhash
fingerprints of :class:`~.pipelines.ArticleFilterPipeline` in Redis sets, so
an article found under two URLs by two workers is exported once;
:class:`RedisArticleMiddleware` keeps the pages of articles exported or being
merged in Redis (:mod:`.redisstore`), so a later page one worker merged is
never read as an article by another. A half-merged article travels in its
requests (``articles_pages``), which scrapy-redis pickles into its queue, so
any worker continues it; the queue hands requests out with a lease
(:mod:`.reliable`), so those of a killed worker come back.

``ADDONS = {"scrapy_articles.scrapy.redis.RedisAddon": 0}`` does what
``scrapy_articles.Addon`` does and also sets, at add-on priority (the project's
own values win), ``SCHEDULER`` (:class:`~.reliable.ReliableScheduler`),
``DUPEFILTER_CLASS`` (scrapy-redis' with a local memory,
:class:`CachedRFPDupeFilter`) and ``SCHEDULER_PERSIST``
(:data:`SCHEDULER_SETTINGS`), puts the Redis middleware and article filter
in the place of the per-process ones, and writes local feed files unbuffered
(:mod:`.storage`), so a killed worker's file holds every item it exported.
``REDIS_URL`` says where the server is; ``ARTICLES_REDIS_LEASE`` (seconds,
default 30) how long a silent worker is still taken for alive. See
``docs/distributed.md`` for what is guaranteed under which failures.

Start URLs: :class:`RedisStartMixin` gives any spider an ``async def start()``
(Scrapy 2.13+) that reads its start URLs from the Redis list
``REDIS_START_URLS_KEY`` (``"<spider name>:start_urls"``, as scrapy-redis), and
keeps the worker waiting for more until it has been idle for
``MAX_IDLE_TIME_BEFORE_CLOSE`` seconds (0: forever). :class:`RedisNewsSpider`
is a ready worker that follows same-host links.
"""

from __future__ import annotations

import json
import logging
import re
import time
from collections.abc import AsyncIterator, Iterable, Iterator, Sequence
from typing import Any
from urllib.parse import urlsplit

import redis
import scrapy
from itemadapter import ItemAdapter
from scrapy import Request, signals
from scrapy.crawler import Crawler
from scrapy.exceptions import DontCloseSpider
from scrapy.http import Response, TextResponse
from scrapy.linkextractors import LinkExtractor
from scrapy.settings import SETTINGS_PRIORITIES, BaseSettings
from scrapy.statscollectors import StatsCollector
from scrapy.utils.misc import load_object
from scrapy_redis.connection import get_redis_from_settings  # type: ignore[import-untyped]
from scrapy_redis.dupefilter import RFPDupeFilter  # type: ignore[import-untyped]

from ..extraction import ExtractionConfig
from .addon import Addon
from .dedup import DuplicateIndex
from .flow import ArticleFlow
from .lease import LEASE_KEY, Lease
from .middleware import ArticleMiddleware
from .pipelines import ArticleFilterPipeline
from .redisstore import RedisPageStore
from .settings import AdapterConfig, read_settings
from .storage import FILE_SCHEMES, WriteThroughFileFeedStorage

logger = logging.getLogger(__name__)

# What makes a crawl shared: scrapy-redis' scheduler and request filter, and a
# queue that outlives a worker, without which the first worker to close
# would empty the queue under the others.
SCHEDULER_SETTINGS = {
    "SCHEDULER": "scrapy_articles.scrapy.reliable.ReliableScheduler",
    "DUPEFILTER_CLASS": "scrapy_articles.scrapy.redis.CachedRFPDupeFilter",
    "SCHEDULER_PERSIST": True,
}
# Request fingerprints a worker remembers having sent to Redis: about 13 MB
# of 40-character strings; past it the memory starts again, costing only
# round trips.
SEEN_CACHE_SIZE = 100_000
# Redis keys. The articles key prefix is ours; the start URLs key and the idle
# setting are scrapy-redis' names, so its documentation applies unchanged.
ARTICLES_KEY_SETTING = "ARTICLES_REDIS_KEY"
ARTICLES_KEY = "%(spider)s:articles"
START_URLS_KEY_SETTING = "REDIS_START_URLS_KEY"
START_URLS_KEY = "%(name)s:start_urls"
MAX_IDLE_SETTING = "MAX_IDLE_TIME_BEFORE_CLOSE"
SCRAPY_REDIS_KEYS = ("%(spider)s:requests", "%(spider)s:dupefilter")  # scrapy-redis' defaults
REQUESTS_KEY = SCRAPY_REDIS_KEYS[0]
# The characters SCAN's MATCH treats as a pattern, escaped so that a key
# prefix is matched literally.
_GLOB_CHARS = re.compile(r"([*?\[\]\\])")
# Links a worker follows: any, as the example project's spider does; the
# extractor's defaults already leave out images, archives and documents.
_LINKS = LinkExtractor()

# Check-and-add in one step, so two workers finding the same article at the
# same moment cannot both pass. KEYS[1]: the set of exact digests; KEYS[2]:
# the article URL of each digest; KEYS[3..]: the bucket of each band of the
# fingerprint. ARGV: digest, fingerprint (16 hex digits), near-duplicate
# distance in bits, article URL ("" if none). The same text from the same
# URL again is the same article, filtered again: the request that gave it
# came back from a worker killed before it exported the item (see
# reliable.py), so it is no duplicate. Redis' Lua numbers are doubles, so
# fingerprints are compared 16 bits at a time.
# Returns 0 (new, now remembered), 1 (duplicate) or 2 (near duplicate).
_CHECK_AND_ADD = """
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then
  if ARGV[4] ~= '' and redis.call('HGET', KEYS[2], ARGV[1]) == ARGV[4] then return 0 end
  return 1
end
local function distance(a, b)
  local bits = 0
  for i = 1, 16, 4 do
    local x = bit.bxor(tonumber(string.sub(a, i, i + 3), 16), tonumber(string.sub(b, i, i + 3), 16))
    while x ~= 0 do x = bit.band(x, x - 1); bits = bits + 1 end
  end
  return bits
end
local limit = tonumber(ARGV[3])
for i = 3, #KEYS do
  for _, other in ipairs(redis.call('SMEMBERS', KEYS[i])) do
    if distance(ARGV[2], other) <= limit then return 2 end
  end
end
redis.call('SADD', KEYS[1], ARGV[1])
if ARGV[4] ~= '' then redis.call('HSET', KEYS[2], ARGV[1], ARGV[4]) end
for i = 3, #KEYS do redis.call('SADD', KEYS[i], ARGV[2]) end
return 0
"""
_VERDICTS = {0: None, 1: "duplicate", 2: "near_duplicate"}


class RedisDuplicateIndex(DuplicateIndex):
    """:class:`~.dedup.DuplicateIndex` kept in Redis under ``prefix``, shared by every process using it.

    Keys: ``<prefix>:exact`` (digests), ``<prefix>:exact:urls`` (the
    article URL of each digest) and ``<prefix>:band:<band>:<value>``
    (fingerprints sharing that band value). :attr:`article_url` is the URL
    of the article being checked: its own text again is no duplicate.
    Memory in Redis: 1.1 kB an article measured at 5,000 articles before
    ``exact:urls`` (a URL more an article), mostly the band sets; there are at
    most ``max_bits + 1`` times 2^(64 / (max_bits + 1)) of them (262,144 for
    3 bits), so an article costs less as the crawl grows.
    """

    def __init__(self, server: redis.Redis, prefix: str, max_bits: int):
        super().__init__(max_bits)
        self.server = server
        self.prefix = prefix
        self.article_url: str | None = None
        self._script = server.register_script(_CHECK_AND_ADD)

    def check(self, tokens: Sequence[str]) -> str | None:
        key = self.digest(tokens)
        buckets = [f"{self.prefix}:band:{band}:{value:x}" for band, value in enumerate(self.bands(key.fingerprint))]
        verdict = self._script(keys=[f"{self.prefix}:exact", f"{self.prefix}:exact:urls", *buckets],
                               args=[key.exact.hex(), f"{key.fingerprint:016x}", self.max_bits,
                                     self.article_url or ""])
        return _VERDICTS[int(verdict)]

    def clear(self) -> None:
        """Forget every article of this index."""
        for key in self.server.scan_iter(match=_GLOB_CHARS.sub(r"\\\1", self.prefix) + ":*"):
            self.server.delete(key)


class CachedRFPDupeFilter(RFPDupeFilter):  # type: ignore[misc]
    """scrapy-redis' request filter, remembering the requests this worker already sent to Redis.

    A fingerprint once in the shared set stays there for the whole crawl, so
    asking Redis again would get the same answer: on news sites, where every
    page repeats the same navigation links, the memory saves a round trip
    for most links.
    """

    def __init__(self, server: redis.Redis, key: str, debug: bool = False):
        super().__init__(server, key, debug)
        self._known: set[str] = set()

    def request_seen(self, request: Request) -> bool:
        fingerprint = self.request_fingerprint(request)
        if fingerprint in self._known:
            return True
        if len(self._known) >= SEEN_CACHE_SIZE:
            self._known.clear()
        self._known.add(fingerprint)
        return int(self.server.sadd(self.key, fingerprint)) == 0

    def clear(self) -> None:
        super().clear()
        self._known.clear()


class RedisArticleFilterPipeline(ArticleFilterPipeline):
    """:class:`~.pipelines.ArticleFilterPipeline` whose duplicates are those of every worker.

    Keys start with ``ARTICLES_REDIS_KEY`` (default ``"<spider name>:articles"``).
    They are deleted when the spider closes unless ``SCHEDULER_PERSIST``, as
    scrapy-redis does with its queue.
    """

    def __init__(self, stats: StatsCollector, extraction: ExtractionConfig, config: AdapterConfig,
                 index: RedisDuplicateIndex, persist: bool):
        super().__init__(stats, extraction, config)
        self.shared = index if self.duplicates is not None else None
        self.duplicates = self.shared
        self.persist = persist

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> RedisArticleFilterPipeline:
        assert crawler.stats is not None and crawler.spider is not None
        extraction, config = read_settings(crawler.settings)
        prefix = crawler.settings.get(ARTICLES_KEY_SETTING, ARTICLES_KEY) % {"spider": crawler.spider.name}
        index = RedisDuplicateIndex(get_redis_from_settings(crawler.settings), prefix, config.near_duplicate_bits)
        return cls(crawler.stats, extraction, config, index, crawler.settings.getbool("SCHEDULER_PERSIST"))

    def process_item(self, item: Any, spider: scrapy.Spider | None = None) -> Any:
        if self.shared is not None:
            url = ItemAdapter(item).get("url")
            self.shared.article_url = url if isinstance(url, str) else None
        return super().process_item(item, spider)

    def close_spider(self, spider: scrapy.Spider | None = None) -> None:
        if self.shared is not None and not self.persist:
            self.shared.clear()


class RedisArticleMiddleware(ArticleMiddleware):
    """:class:`~.middleware.ArticleMiddleware` whose memory of article pages is shared by every worker.

    The pages live under ``ARTICLES_REDIS_KEY`` (see :mod:`.redisstore`),
    beside the article filter's digests, and go with them.
    """

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> RedisArticleMiddleware:
        extraction, config = read_settings(crawler.settings)
        assert crawler.stats is not None and crawler.spider is not None
        prefix = crawler.settings.get(ARTICLES_KEY_SETTING, ARTICLES_KEY) % {"spider": crawler.spider.name}
        store = RedisPageStore(get_redis_from_settings(crawler.settings), prefix, Lease.of(crawler))
        for signal in (signals.item_scraped, signals.item_dropped, signals.item_error):
            crawler.signals.connect(store.settled, signal=signal)
        return cls(crawler, ArticleFlow(crawler.stats, extraction, config, pages=store))


def _path(cls: type) -> str:
    return f"{cls.__module__}.{cls.__qualname__}"


def _swap(settings: BaseSettings, name: str, local: type, shared: type) -> None:
    """Put ``shared`` in the place of ``local`` in the component dict ``name``, unless the project chose either."""
    configured = {load_object(k): v for k, v in settings.getdict(name).items()}
    order = configured.get(local)
    if order is not None and shared not in configured:
        # Disabled rather than removed, so that Addon running again later
        # (both listed in ADDONS) does not bring it back.
        settings.set_in_component_priority_dict(name, local, None)
        settings.set_in_component_priority_dict(name, shared, order)


class RedisAddon(Addon):
    """:class:`~.addon.Addon`, with the crawl's queue, request filter, article pages and filter in Redis."""

    def update_settings(self, settings: BaseSettings) -> None:
        super().update_settings(settings)
        for name, value in SCHEDULER_SETTINGS.items():
            settings.set(name, value, priority="addon")
        _swap(settings, "SPIDER_MIDDLEWARES", ArticleMiddleware, RedisArticleMiddleware)
        _swap(settings, "ITEM_PIPELINES", ArticleFilterPipeline, RedisArticleFilterPipeline)
        storages = dict(settings.getdict("FEED_STORAGES"))
        missing = {scheme: _path(WriteThroughFileFeedStorage) for scheme in FILE_SCHEMES if scheme not in storages}
        if missing:
            # As Addon does with FEED_EXPORTERS: the project's other storages stay.
            priority = max(settings.getpriority("FEED_STORAGES") or 0, SETTINGS_PRIORITIES["addon"])
            settings.set("FEED_STORAGES", {**storages, **missing}, priority=priority)


class RedisStartMixin:
    """Start URLs from a Redis list, for spiders run as workers of a shared crawl.

    Each list entry is a URL, or a JSON object ``{"url": ..., "meta": {...}}``.
    Push them with ``RPUSH <spider name>:start_urls URL`` (or
    :func:`push_start_urls`); any worker takes them, CONCURRENT_REQUESTS at a
    time, when it starts and whenever it runs out of work. Start requests are
    never filtered as duplicates: a feed pushed again is fetched again.
    """

    name: str
    crawler: Crawler
    _redis: redis.Redis
    _start_key: str
    _batch: int
    _max_idle: float
    _idle_since: float | None = None

    async def start(self) -> AsyncIterator[Any]:
        settings = self.crawler.settings
        self._redis = get_redis_from_settings(settings)
        self._start_key = settings.get(START_URLS_KEY_SETTING, START_URLS_KEY) % {"name": self.name}
        self._batch = settings.getint("CONCURRENT_REQUESTS")
        self._max_idle = settings.getfloat(MAX_IDLE_SETTING)
        self.crawler.signals.connect(self._on_idle, signal=signals.spider_idle)
        self.crawler.signals.connect(self._on_response, signal=signals.response_received)
        for request in self._pop_start_requests():
            yield request

    def redis_start_request(self, url: str, meta: dict[str, Any]) -> Request:
        """The request for a start URL; the spider's default callback handles it."""
        return Request(url, meta=meta, dont_filter=True)

    def _pop_start_requests(self) -> Iterator[Request]:
        for raw in self._redis.lpop(self._start_key, self._batch) or ():
            entry = raw.decode("utf-8") if isinstance(raw, bytes) else str(raw)
            url, meta = entry.strip(), {}
            if url.startswith("{"):
                try:
                    data = json.loads(url)
                    url, meta = str(data["url"]), dict(data.get("meta") or {})
                except (ValueError, KeyError, TypeError) as exc:
                    logger.warning("Ignoring start entry %r from Redis key %s: %r", entry, self._start_key, exc)
                    continue
            yield self.redis_start_request(url, meta)

    def _on_response(self, **_: Any) -> None:
        self._idle_since = None

    def _on_idle(self) -> None:
        """Take more start URLs; stay open until idle for ``MAX_IDLE_TIME_BEFORE_CLOSE`` seconds.

        Scrapy calls this when this worker has nothing to download and the
        shared queue is empty, then every few seconds while it stays so.
        """
        requests = list(self._pop_start_requests())
        for request in requests:
            assert self.crawler.engine is not None  # the crawl is running
            self.crawler.engine.crawl(request)
        now = time.monotonic()
        if requests or self._idle_since is None:
            self._idle_since = now
        if requests or not self._max_idle or now - self._idle_since < self._max_idle:
            raise DontCloseSpider


class RedisNewsSpider(RedisStartMixin, scrapy.Spider):
    """A worker that follows every link to the host of the page it is on.

    The host is read from each page, not remembered from the start URLs, as
    another worker may have taken those. Articles come from the middleware.
    """

    name = "redis_news"

    def parse(self, response: Response) -> Iterator[Request]:
        if not isinstance(response, TextResponse):
            return
        host = urlsplit(response.url).netloc
        for link in _LINKS.extract_links(response):
            if urlsplit(link.url).netloc == host:
                yield response.follow(link, callback=self.parse)


def push_start_urls(server: redis.Redis, spider_name: str, urls: Iterable[str], key: str = START_URLS_KEY) -> int:
    """Append ``urls`` to the spider's start URL list; how many were pushed."""
    entries = list(urls)
    if entries:
        server.rpush(key % {"name": spider_name}, *entries)
    return len(entries)


def clear_crawl(server: redis.Redis, spider_name: str) -> None:
    """Forget a crawl kept under the default keys: queue and requests in flight, seen requests, start URLs,
    leases, and articles (digests and pages)."""
    names = {"spider": spider_name, "name": spider_name}
    server.delete(*(key % names for key in (*SCRAPY_REDIS_KEYS, START_URLS_KEY)))
    queue = REQUESTS_KEY % names
    for prefix in (queue + ":", LEASE_KEY % names):  # requests in flight and their workers; leases
        for key in server.scan_iter(match=_GLOB_CHARS.sub(r"\\\1", prefix) + "*"):
            server.delete(key)
    RedisDuplicateIndex(server, ARTICLES_KEY % names, -1).clear()
