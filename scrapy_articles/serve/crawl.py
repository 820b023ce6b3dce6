"""Service stage: crawling. A feed or page URL in, a :class:`CrawlResult` out.

Each request to the service runs one Scrapy crawl on the server's own
reactor (``CrawlerRunner``: the reactor is already running and outlives
every crawl). Feeds go through :class:`ServedFeedSpider`, the project's
:class:`~scrapy_articles.scrapy.spiders.FullTextFeedSpider` with a cache in
front of its entry requests and a bound on the entries read; pages through
:class:`ServedPageSpider`, the same machinery for one entry. Both follow
multi-page articles as the spider always does. A crawl that has not ended
after ``ServeConfig.timeout`` seconds is stopped and answered with a
timeout.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from scrapy import Request, signals
from scrapy.crawler import Crawler, CrawlerRunner
from scrapy.http import Response
from scrapy.spidermiddlewares.httperror import HttpError
from scrapy.utils.defer import deferred_from_coro
from twisted.internet.defer import Deferred, DeferredSemaphore, succeed
from twisted.internet.base import ReactorBase
from twisted.python.failure import Failure

from ..scrapy.feeds import FeedChannel, FeedEntry, read_channel
from ..scrapy.items import ArticleItem
from ..scrapy.spiders import ENTRY_KEY, FullTextFeedSpider
from .cache import ArticleCache, entry_key
from .config import ServeConfig
from .safety import AddressGuardMiddleware, PublicOnlyResolver, RefusedAddress

logger = logging.getLogger(__name__)

# Last of the downloader middlewares, so it sees each request as it leaves,
# redirects and meta refreshes included (Scrapy's own stop at 900).
GUARD_ORDER = 990


@dataclass(frozen=True)
class Problem:
    """Why a request gets no feed or article: an HTTP status and a one-line reason."""

    status: int
    reason: str


@dataclass(frozen=True)
class CrawlResult:
    """The items of a crawl in order, the feed's channel, and what went wrong if anything did."""

    items: tuple[dict[str, Any], ...] = ()
    channel: FeedChannel | None = None
    problem: Problem | None = None


@dataclass
class _Run:
    """What one crawl gathers while it runs (the spider and the signals write here)."""

    items: list[dict[str, Any]] = field(default_factory=list)
    channel: FeedChannel | None = None
    failure: Failure | None = None  # the feed's or page's own download failure
    timed_out: bool = False
    crashed: bool = False  # the crawl itself failed: a bug

    def add_item(self, item: ArticleItem, **_: Any) -> None:
        self.items.append(dict(item))


class ServedFeedSpider(FullTextFeedSpider):
    """The full-text feed spider, reading at most ``max_entries`` entries, fresh ones from ``cache``."""

    name = "served_feed"

    def __init__(self, *args: Any, run: _Run, cache: ArticleCache, max_entries: int, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.run, self.cache, self.max_entries = run, cache, max_entries

    async def start(self) -> AsyncIterator[Any]:
        yield Request(self.feed_url, callback=self.parse_feed, errback=self.feed_failed)

    def feed_failed(self, failure: Failure) -> None:
        self.run.failure = failure

    def parse_feed(self, response: Response) -> Iterator[Any]:
        self.run.channel = read_channel(response.body, response.url)
        if self.run.channel is None:
            return
        for output in super().parse_feed(response):
            if isinstance(output, Request):
                entry = output.meta[ENTRY_KEY]
                if entry["index"] >= self.max_entries:
                    continue
                cached = self.cache.get(entry_key(entry))
                if cached is not None:
                    yield from super()._finish(entry, cached)
                    continue
            yield output

    def _finish(self, entry: dict[str, Any], item: ArticleItem | None) -> Iterator[ArticleItem]:
        """Entries past the bound end here; fetched articles are kept, before the entry completes them."""
        if entry["index"] >= self.max_entries:
            return iter(())
        if item is not None and entry["link"]:
            self.cache.put(entry_key(entry), item)
        return super()._finish(entry, item)


class ServedPageSpider(FullTextFeedSpider):
    """One page's article (following its later pages), read as a feed entry of its own."""

    name = "served_page"

    def __init__(self, *args: Any, run: _Run, page_url: str, **kwargs: Any):
        super().__init__(*args, feed_url=page_url, **kwargs)
        self.run = run

    async def start(self) -> AsyncIterator[Any]:
        entry = FeedEntry(index=0, link=self.feed_url).to_meta()
        yield Request(self.feed_url, callback=self.parse_entry, errback=self.entry_failed,
                      meta={ENTRY_KEY: entry}, dont_filter=True)

    def entry_failed(self, failure: Failure) -> Iterator[Any]:
        self.run.failure = failure
        yield from super().entry_failed(failure)


def crawl_settings(config: ServeConfig) -> dict[str, Any]:
    """The Scrapy settings of every crawl the service runs."""
    settings: dict[str, Any] = {
        "TELNETCONSOLE_ENABLED": False,
        "LOG_LEVEL": "WARNING",
        # A proxy would resolve host names where the address guard cannot see.
        "HTTPPROXY_ENABLED": False,
        "DOWNLOAD_MAXSIZE": config.max_bytes,
        "DOWNLOAD_TIMEOUT": config.timeout,
        "RETRY_TIMES": 1,  # the reader polls again soon; a second retry would outlast its patience
        "ARTICLES_ALGORITHM": config.algorithm,
        "ARTICLES_MAX_BYTES": config.max_bytes,
        "ARTICLES_LOG_INTERVAL": 0,
    }
    if not config.allow_private:
        guard = f"{AddressGuardMiddleware.__module__}.{AddressGuardMiddleware.__qualname__}"
        settings["DOWNLOADER_MIDDLEWARES"] = {guard: GUARD_ORDER}
    return settings


def _download_problem(failure: Failure, what: str, resolver: PublicOnlyResolver | None) -> Problem:
    if failure.check(RefusedAddress):
        return Problem(403, str(failure.value))
    request = getattr(failure, "request", None)  # Scrapy sets it on download failures
    if resolver is not None and request is not None:
        refused = resolver.why_refused(urlsplit(request.url).hostname or "")
        if refused:
            return Problem(403, refused)
    if failure.check(HttpError):
        return Problem(502, f"the {what} answered HTTP {failure.value.response.status}")
    return Problem(502, f"the {what} could not be fetched: {failure.getErrorMessage()}")


class Crawls:
    """Runs the service's crawls: at most ``concurrency`` at once, each bounded in time."""

    def __init__(self, config: ServeConfig, reactor: ReactorBase, resolver: PublicOnlyResolver | None = None):
        self.config = config
        self.reactor = reactor
        self.resolver = resolver  # the one the reactor uses when private addresses are refused
        self.runner = CrawlerRunner(crawl_settings(config))
        self.cache = ArticleCache(config.cache_ttl, config.cache_size)
        self.slots = DeferredSemaphore(config.concurrency)

    def feed(self, url: str, max_entries: int) -> Deferred[CrawlResult]:
        """The full-text items of the feed at ``url``, in the feed's order."""
        run = _Run()
        bound = min(max_entries, self.config.max_entries)
        started = self._start(ServedFeedSpider, run, feed_url=url, cache=self.cache, max_entries=bound)
        return started.addCallback(self._feed_result)

    def page(self, url: str) -> Deferred[CrawlResult]:
        """The article of the page at ``url`` (one item), or the problem."""
        run = _Run()
        return self._start(ServedPageSpider, run, page_url=url).addCallback(self._page_result)

    def _start(self, spidercls: type[FullTextFeedSpider], run: _Run, **kwargs: Any) -> Deferred[_Run | None]:
        """Fires with ``run`` once the crawl ends or times out; with None when every slot is taken."""
        if self.slots.tokens == 0 and len(self.slots.waiting) >= self.config.max_waiting:
            return succeed(None)
        return self.slots.acquire().addCallback(lambda _: self._crawl(spidercls, run, kwargs))

    def _crawl(self, spidercls: type[FullTextFeedSpider], run: _Run, kwargs: dict[str, Any]) -> Deferred[_Run]:
        crawler: Crawler = self.runner.create_crawler(spidercls)
        crawler.signals.connect(run.add_item, signal=signals.item_scraped)
        answer: Deferred[_Run] = Deferred()

        def expire() -> None:
            run.timed_out = True
            if hasattr(crawler, "stop_async"):
                deferred_from_coro(crawler.stop_async())
            else:  # Scrapy 2.13
                crawler.stop()
            answer.callback(run)

        timer = self.reactor.callLater(self.config.timeout, expire)

        def ended(result: Any) -> None:
            self.slots.release()  # only now: a stopped crawl holds its slot until it has wound down
            if isinstance(result, Failure):
                logger.error("crawl of %s failed", kwargs, exc_info=result.value)
                run.crashed = True
            if timer.active():
                timer.cancel()
                answer.callback(run)

        self.runner.crawl(crawler, run=run, **kwargs).addBoth(ended)
        return answer

    def _problem(self, run: _Run | None) -> Problem | None:
        """What went wrong whatever was crawled: no slot, the time limit, a bug."""
        if run is None:
            return Problem(503, "too many requests are waiting; try again later")
        if run.timed_out:
            return Problem(504, f"gave up after {self.config.timeout:g} seconds")
        if run.crashed:
            return Problem(500, "internal error; see the server's log")
        return None

    def _feed_result(self, run: _Run | None) -> CrawlResult:
        problem = self._problem(run)
        if problem is not None or run is None:
            return CrawlResult(problem=problem)
        if run.failure is not None:
            return CrawlResult(problem=_download_problem(run.failure, "feed", self.resolver))
        if run.channel is None:
            return CrawlResult(problem=Problem(502, "the URL answered, but not with an RSS or Atom feed"))
        return CrawlResult(tuple(run.items), run.channel)

    def _page_result(self, run: _Run | None) -> CrawlResult:
        problem = self._problem(run)
        if problem is not None or run is None:
            return CrawlResult(problem=problem)
        if run.failure is not None:
            return CrawlResult(problem=_download_problem(run.failure, "page", self.resolver))
        items = tuple(item for item in run.items if item.get("articleBody"))
        if not items:
            return CrawlResult(problem=Problem(422, "the page holds no article"))
        return CrawlResult(items)

