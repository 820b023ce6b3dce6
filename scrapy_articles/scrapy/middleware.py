"""Adapter stage: the spider middleware. Responses in, article items added to the spider's output.

Input: each response a spider callback handled, with the callback's output.
Output: that output, unchanged and in order, followed by the response's
:class:`~.items.ExtractedArticleItem` when the page holds an article
(``Article.is_article``: enough words, and a confident classifier), or by a
request for the next page of a multi-page article, which is emitted once
whole. See :mod:`.flow` for the decision and its stats.

One item per page: when the callback's output holds an item of its own that
carries the page's raw HTML (a field of ``ARTICLES_HTML_FIELDS`` with markup,
and the page's ``url`` or none), :class:`~.pipelines.ArticlePipeline` fills
that item and the middleware adds none (``articles/skipped/spider_item``).
Extraction waits for the end of the output to know; when the callback raises
on the way, the article is still emitted before the error goes on to Scrapy.

The later pages of an article are requested by the middleware, not by the
spider: their callback output is not read (a generator callback never runs),
so the spider sees the pages it asked for and no other, as without the
add-on; each such page counts ``articles/pages_withheld``. A spider that wants
them names a method in ``articles_page_callback``, whose output passes.

Per spider: ``articles_algorithm = "ttr"``, ``articles_enabled = False``,
``articles_page_callback = "parse_page"``. Per request: ``meta["articles_algorithm"]``
and ``meta["articles_skip"] = True``.
"""

from __future__ import annotations

import logging
import weakref
from collections.abc import AsyncIterator, Iterable, Iterator
from typing import Any

from itemadapter import ItemAdapter, is_item
from scrapy import Request, Spider
from scrapy.crawler import Crawler
from scrapy.exceptions import IgnoreRequest
from scrapy.http import Response
from scrapy.spidermiddlewares.base import BaseSpiderMiddleware
from scrapy.spidermiddlewares.httperror import HttpError
from scrapy.utils.conf import build_component_list
from scrapy.utils.misc import load_object

from .flow import DOWNLOAD_FAILED_FLAG, SPIDER_ENABLED, SPIDER_PAGE_CALLBACK, STATE_KEY, ArticleFlow
from .pipelines import ArticlePipeline, raw_html
from .settings import read_settings

logger = logging.getLogger(__name__)

# Orders at which the add-on registers the middlewares. The spider middleware
# sits above HttpErrorMiddleware (50) so it sees a failed page's HttpError
# first, and below DepthMiddleware (900) so a page that continues an article
# keeps its depth. The downloader one sits below RetryMiddleware (550) so
# retries are spent before a page counts as failed.
SPIDER_MIDDLEWARE_ORDER = 850
DOWNLOADER_MIDDLEWARE_ORDER = 540
# Status of the stand-in response for a continuation page that could not be
# downloaded: an unassigned code (some proxies use it for network errors), so
# no built-in middleware retries or redirects it.
DOWNLOAD_FAILED_STATUS = 599


class ArticleMiddleware(BaseSpiderMiddleware):
    """Add an article item for each article page the spider sees."""

    def __init__(self, crawler: Crawler, flow: ArticleFlow, pipeline_fills: bool = True):
        super().__init__(crawler)
        self.flow = flow
        # False when ArticlePipeline is off: the spider's raw-HTML items are
        # then left unfilled, and the middleware gives the article itself.
        self.pipeline_fills = pipeline_fills
        # Responses whose output is being read or was counted, so one whose
        # callback raised is counted once.
        self._seen: weakref.WeakSet[Response] = weakref.WeakSet()

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> ArticleMiddleware:
        extraction, config = read_settings(crawler.settings)
        assert crawler.stats is not None
        pipelines = build_component_list(crawler.settings.getwithbase("ITEM_PIPELINES"))
        fills = any(issubclass(load_object(path), ArticlePipeline) for path in pipelines)
        return cls(crawler, ArticleFlow(crawler.stats, extraction, config), fills)

    def _enabled(self) -> bool:
        return bool(getattr(self.crawler.spider, SPIDER_ENABLED, True))

    def _withhold(self, response: Response | None) -> bool:
        """True, and counted, when ``response`` is a later page the spider did not ask for.

        Its callback output is then left unread; a generator callback never runs.
        """
        withhold = (response is not None and response.request is not None
                    and STATE_KEY in response.request.meta and self._enabled()
                    and not getattr(self.crawler.spider, SPIDER_PAGE_CALLBACK, None))
        if withhold:
            self.flow.stats.inc_value("articles/pages_withheld")
        return withhold

    def _carries_page(self, obj: Any, response: Response) -> bool:
        """True when ``obj`` is an item of the spider's holding this page's raw HTML, for ArticlePipeline."""
        if not self.pipeline_fills or isinstance(obj, Request) or not is_item(obj):
            return False
        adapter = ItemAdapter(obj)
        if raw_html(adapter, self.flow.config.html_fields) is None:
            return False
        url = adapter.get("url")
        return url is None or url == response.url or (response.request is not None and url == response.request.url)

    def _own_output(self, response: Response, taken: bool = False) -> Iterator[Any]:
        """The article item or next-page request of ``response``; nothing when the spider's item ``taken`` it."""
        self._seen.add(response)
        later_page = response.request is not None and STATE_KEY in response.request.meta
        if taken and not later_page:  # a later page still belongs to its article
            self.flow.stats.inc_value("articles/responses")
            logger.debug("no article item from %s: the spider's own item carries its HTML", response.url)
            self.flow.stats.inc_value("articles/skipped/spider_item")
            return
        outcome = self.flow.handle(response, self.crawler.spider)
        if outcome.item is not None:
            yield outcome.item
        if outcome.request is not None:
            yield outcome.request

    def process_spider_output(self, response: Response | None, result: Iterable[Any],
                              spider: Spider | None = None) -> Iterable[Any]:
        if response is None or not self._enabled():
            yield from result
            return
        self._seen.add(response)
        if self._withhold(response):
            yield from self._own_output(response)
            return
        taken = False
        try:
            for obj in result:
                taken = taken or self._carries_page(obj, response)
                yield obj
        except Exception:
            yield from self._own_output(response, taken)
            raise
        yield from self._own_output(response, taken)

    async def process_spider_output_async(self, response: Response | None, result: AsyncIterator[Any],
                                          spider: Spider | None = None) -> AsyncIterator[Any]:
        if response is None or not self._enabled():
            async for obj in result:
                yield obj
            return
        self._seen.add(response)
        if self._withhold(response):
            for obj in self._own_output(response):
                yield obj
            return
        taken = False
        try:
            async for obj in result:
                taken = taken or self._carries_page(obj, response)
                yield obj
        except Exception:
            for obj in self._own_output(response, taken):
                yield obj
            raise
        for obj in self._own_output(response, taken):
            yield obj

    def process_spider_exception(self, response: Response, exception: Exception,
                                 spider: Spider | None = None) -> Iterable[Any] | None:
        """Count error pages; a failed page of a multi-page article emits what was gathered.

        Returning nothing leaves the exception to the other middlewares
        (HttpErrorMiddleware logs and counts ignored responses). A callback
        that raised on a later page the spider did not ask for is one whose
        output would not have been read: the article goes on regardless.
        """
        if not self._enabled() or response in self._seen:
            return None
        if STATE_KEY in response.meta and (isinstance(exception, HttpError) or self._withhold(response)):
            return list(self._own_output(response))
        self._seen.add(response)
        self.flow.stats.inc_value("articles/responses")
        reason = "http_error" if isinstance(exception, HttpError) else "spider_error"
        logger.debug("no article from %s: %s", response.url, reason.replace("_", " "))
        self.flow.stats.inc_value(f"articles/skipped/{reason}")
        return None


class ArticlePageFailureMiddleware:
    """Turn a download failure of an article's next page into a response.

    Without it the failure would go to the request's errback only, which the
    spider middleware never sees, and the pages gathered so far would be lost.
    The stand-in response is flagged, never cached, and fails HttpErrorMiddleware,
    so only :class:`ArticleMiddleware` (or the spider's errback) handles it.
    """

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> ArticlePageFailureMiddleware:
        read_settings(crawler.settings)  # NotConfigured when ARTICLES_ENABLED is False
        return cls()

    def process_exception(self, request: Request, exception: Exception,
                          spider: Spider | None = None) -> Response | None:
        if STATE_KEY not in request.meta:
            return None
        request.meta["dont_cache"] = True
        flags = [DOWNLOAD_FAILED_FLAG, "ignored" if isinstance(exception, IgnoreRequest) else type(exception).__name__]
        return Response(request.url, status=DOWNLOAD_FAILED_STATUS, request=request, flags=flags)
