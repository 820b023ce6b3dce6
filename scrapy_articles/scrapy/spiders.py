"""Adapter stage: the full-text feed spider. A feed URL in, one article item per entry out, in feed order.

``scrapy crawl fulltext -a feed_url=https://example.com/feed.xml`` reads the
feed, fetches every entry's page (following the pages of multi-page
articles), extracts the article and yields the items in the feed's order, so
that exporting them as ``rss`` gives the full-text version of the feed. Where
the page lacks them, the entry's title, date, authors and summary are kept;
the entry's guid goes to ``metadata.feedGuid``. An entry whose page fails or
holds no article still yields an item made of the entry alone (no
``articleBody``). The source feed's title, link, description and language
(``feed_channel``) become those of the exported feed, unless the feed's
options or ``ARTICLES_FEED_*`` settings name others.

The spider extracts in its own callbacks (``articles_enabled = False`` keeps
:class:`~.middleware.ArticleMiddleware` away) because it must hold items
back until every earlier entry is done; the order is kept per process.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Iterator
from typing import Any

import scrapy
from scrapy import Request, signals
from scrapy.crawler import Crawler
from scrapy.exceptions import DontCloseSpider
from scrapy.http import Response
from twisted.python.failure import Failure

from .feeds import FeedChannel, read_feed
from .flow import ArticleFlow, failure_reason
from .items import ArticleItem, article_item
from .settings import read_settings

logger = logging.getLogger(__name__)

ENTRY_KEY = "articles_entry"  # request.meta: the feed entry (FeedEntry.to_meta()); carried to later pages
# Scrapy fetches data: URLs locally; one such request releases entries held
# back behind an entry whose request was dropped (e.g. by DEPTH_LIMIT).
_FLUSH_URL = "data:,"


class FullTextFeedSpider(scrapy.Spider):
    """Turn a summary feed into a full-text one."""

    name = "fulltext_feed"
    articles_enabled = False  # see the module docstring
    feed_url: str = ""

    def __init__(self, *args: Any, feed_url: str | None = None, **kwargs: Any):
        super().__init__(*args, **kwargs)
        if feed_url:
            self.feed_url = feed_url
        self._done: dict[int, ArticleItem] = {}  # finished entries waiting for earlier ones
        self._next = 0  # index of the next entry to yield
        self._flow: ArticleFlow | None = None
        self.feed_channel: FeedChannel | None = None  # the source feed's, once read

    @classmethod
    def from_crawler(cls, crawler: Crawler, *args: Any, **kwargs: Any) -> FullTextFeedSpider:
        spider = super().from_crawler(crawler, *args, **kwargs)
        crawler.signals.connect(spider._release_stuck, signal=signals.spider_idle)
        return spider

    @property
    def articles(self) -> ArticleFlow:
        """The extraction and page following, built on first use (stats exist once the crawl runs)."""
        if self._flow is None:
            assert self.crawler.stats is not None
            # ArticleItems whatever ARTICLES_ITEM_CLASS says: an entry's guid goes to
            # metadata.feedGuid, which Zyte's Article has no place for.
            self._flow = ArticleFlow(self.crawler.stats, *read_settings(self.crawler.settings),
                                     make_item=article_item)
        return self._flow

    async def start(self) -> AsyncIterator[Any]:
        if not self.feed_url:
            raise ValueError(f"{type(self).__name__} needs a feed: -a feed_url=https://...")
        yield Request(self.feed_url, callback=self.parse_feed)

    def parse_feed(self, response: Response) -> Iterator[Any]:
        self.feed_channel, entries = read_feed(response.body, response.url)
        assert self.crawler.stats is not None
        self.crawler.stats.set_value("articles/feed_entries", len(entries))
        if not entries:
            logger.warning("no feed entries at %s", response.url)
        for entry in entries:
            meta = entry.to_meta()
            if entry.link is None:
                yield from self._finish(meta, None)
                continue
            # dont_filter: two entries may share a link, and each must finish.
            yield Request(entry.link, callback=self.parse_entry, errback=self.entry_failed,
                          meta={ENTRY_KEY: meta}, dont_filter=True)

    def parse_entry(self, response: Response) -> Iterator[Any]:
        outcome = self.articles.handle(response, self)
        if outcome.request is not None:
            yield outcome.request
        else:
            yield from self._finish(response.meta[ENTRY_KEY], outcome.item)

    def entry_failed(self, failure: Failure) -> Iterator[Any]:
        request = failure.request  # type: ignore[attr-defined]
        outcome = self.articles.failed(request, failure_reason(failure))
        yield from self._finish(request.meta[ENTRY_KEY], outcome.item)

    def _finish(self, entry: dict[str, Any], item: ArticleItem | None) -> Iterator[ArticleItem]:
        """Record an entry's item; yield every item whose earlier entries are all done."""
        self._done[entry["index"]] = _with_entry(item, entry)
        while self._next in self._done:
            yield self._done.pop(self._next)
            self._next += 1

    def _release_stuck(self) -> None:
        if self._done:
            self.crawler.engine.crawl(Request(_FLUSH_URL, callback=self._flush, dont_filter=True))
            raise DontCloseSpider

    def _flush(self, response: Response) -> Iterator[ArticleItem]:
        """Yield the held-back items in order, skipping entries that never finished."""
        indices = sorted(self._done)
        logger.warning("feed entry %d never finished; yielding the %d entries after it", self._next, len(indices))
        self._next = indices[-1] + 1
        for index in indices:
            yield self._done.pop(index)


def _with_entry(item: ArticleItem | None, entry: dict[str, Any]) -> ArticleItem:
    """``item`` completed with what the feed entry says, or an item of the entry alone."""
    fallback = {
        "url": entry["link"],
        "headline": entry["title"],
        "datePublished": entry["published"],
        "datePublishedRaw": entry["published_raw"],
        "authors": [{"name": a} for a in entry["authors"]],
        "description": entry["summary"],
    }
    result = item if item is not None else article_item({k: v for k, v in fallback.items() if v})
    for field, value in fallback.items():
        if value and not result.get(field):
            result[field] = value
    if entry["guid"]:
        result["metadata"] = {**result.get("metadata", {}), "feedGuid": entry["guid"]}
    return result
