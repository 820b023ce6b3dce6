"""Adapter stage: the news site spider. Site URLs in; each article once, and on later runs only the new ones, out.

``scrapy crawl articles_site -a urls=https://example.com/`` (or
``scrapy-articles crawl https://example.com/``) reads, for each site: its
``robots.txt`` sitemaps (``/sitemap.xml`` when it lists none), sitemap
indexes and Google News sitemaps with their dates; the RSS and Atom feeds
the start page and article lists announce (``<link rel="alternate">``);
and the links of the start pages and of pages the add-on judges article
lists (section fronts, tag pages), to ``ARTICLES_SITE_LIST_DEPTH`` lists
deep. Links leave the site only for the start URLs' hosts, their ``www.``
and ``m.`` variants and ``ARTICLES_SITE_HOSTS``. Discovery documents are
fetched first, then URLs that look like articles (dates, ids, long slugs),
then the rest; at most ``max_pages`` requests a run.

Between runs (:mod:`.state`, asked through :mod:`.frontier`): a URL an earlier run emitted is not fetched
again unless its sitemap or feed entry carries a later date; an article
found under another URL whose canonical URL or text an earlier run emitted
is not emitted again (``articles/skipped/seen_before``); feeds, article
lists and sitemaps are fetched every run (but a sitemap whose index date
did not change is not read again). ``-a since=2024-06-01`` skips sitemap
and feed entries dated before that day.

Stats: ``articles/discovered/<feed|sitemap|list>`` (distinct on-site URLs
each kind of source named; a URL may count under several), ``articles/discovered/offsite`` and ``too_old``,
``articles/state/unchanged`` (URLs not fetched: emitted before, unchanged)
and ``updated``, ``articles/site/<robots|sitemap|feed>_read``,
``articles/site/over_budget``, and, for a discovery document that gave
nothing, ``articles/skipped/<robots|sitemap|feed>_<failed|unreadable>``. Pages
go through the add-on's decision (:mod:`.flow`) and counts as every crawl's do.

An updated article is emitted as the spider's own :class:`~.items.ArticleItem`,
past the add-on's duplicate filter (see :meth:`NewsSiteSpider._new_version`).

With the distributed add-on, the workers of a run share the request filter
(each page fetched once), and the state is in Redis; :func:`~.state.start_run`
forgets the filter before the next run.

The spider extracts in its own callbacks (``articles_enabled = False``, as
:class:`~.spiders.FullTextFeedSpider`) because it follows links by the page
type the extraction judged.
"""

from __future__ import annotations

import logging
import re
import time
from collections.abc import AsyncIterator, Iterator
from datetime import datetime, timezone
from typing import Any
from urllib.parse import urldefrag, urljoin, urlsplit

import scrapy
from itemadapter import ItemAdapter
from scrapy import Request, signals
from scrapy.crawler import Crawler
from scrapy.exceptions import DontCloseSpider
from scrapy.http import Response, TextResponse
from scrapy.linkextractors import LinkExtractor
from scrapy.settings import BaseSettings
from scrapy.spidermiddlewares.httperror import HttpError
from scrapy.utils.gz import gunzip, gzip_magic_number
from twisted.python.failure import Failure

from ..extraction import Analysis, Article
from ..extraction.page.decision import ARTICLE_LIST
from .dedup import digest, words
from .discovery import Found, feed_links, parse_date, read_feed_links, read_sitemap, robots_sitemaps
from .flow import STATE_KEY, ArticleFlow, failure_reason
from .frontier import Frontier
from .items import ArticleItem
from .settings import read_settings
from .siteconfig import SiteConfig, open_state, read_site_settings
from .state import ARTICLE, SITEMAP, UPDATED, CrawlState, article_keys, seen_before

logger = logging.getLogger(__name__)

# Set for this spider at add-on priority: a project's or command line's own value wins.
POLITE_SETTINGS = {"ROBOTSTXT_OBEY": True, "AUTOTHROTTLE_ENABLED": True}
# request.meta keys; the "articles_" prefix carries them to an article's later pages (see flow.py).
SOURCE_KEY = "articles_site_source"  # START, FEED, SITEMAP or LIST: where the URL was found
LASTMOD_KEY = "articles_site_lastmod"  # ISO 8601: the date its sitemap or feed entry gave
DEPTH_KEY = "articles_site_depth"  # article lists between a start page and this page
UPDATED_KEY = "articles_site_updated"  # True: an earlier run emitted this URL, and it changed since
START, FEED, SITEMAP_SOURCE, LIST, ROBOTS = "start", "feed", "sitemap", "list", "robots"
# Scrapy request priorities (higher first): discovery documents give dates
# and the most article URLs, so they go first; then URLs that look like
# articles, whose pages hold what the crawl is for; then the rest.
DOCUMENT_PRIORITY = 30
ARTICLE_PRIORITY = 20
LINK_PRIORITY = 0
# A worker of a distributed run with nothing to do waits this long for
# work other workers are queueing before it closes: seconds; Scrapy looks
# again at an idle crawl every 5 s, so this is one more look.
SHARED_IDLE_SECONDS = 5.0
# Hosts a site also serves its pages from.
HOST_VARIANTS = ("www.", "m.")
# What an article URL looks like on news sites: a date in the path, a
# numeric id, or a slug of four words or more (section and tag pages have
# short names). A slug is tried only where a run of letters and digits starts: a slug found inside a run
# is found from its start too, and a long run tried at each of its letters would cost its length squared.
_ARTICLE_URL = re.compile(r"/(?:19|20)\d\d/\d\d?/|\d{5,}|(?<![a-z0-9])[a-z0-9]+(?:[-_][a-z0-9]+){3,}", re.IGNORECASE)
_LINKS = LinkExtractor()  # its defaults leave out images, archives and documents


class SiteFlow(ArticleFlow):
    """:class:`~.flow.ArticleFlow` that keeps the page type it judged each first page, for the spider."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.judged: dict[str, str | None] = {}  # URL -> page type, taken by the spider right after

    def page_read(self, response: Response, analysis: Analysis, article: Article, continuation: bool) -> None:
        if not continuation:
            self.judged[response.url] = article.page_type


def site_hosts(urls: list[str], extra: tuple[str, ...]) -> frozenset[str]:
    """The hosts of ``urls`` with their ``www.`` and ``m.`` variants, and ``extra``."""
    hosts = set(extra)
    for url in urls:
        host = urlsplit(url).hostname or ""
        base = next((host[len(p):] for p in HOST_VARIANTS if host.startswith(p)), host)
        hosts.update([base, *(p + base for p in HOST_VARIANTS)])
    return frozenset(hosts)


class NewsSiteSpider(scrapy.Spider):
    """Find a news site's articles from its feeds, sitemaps and fronts; emit only what earlier runs did not."""

    name = "articles_site"
    articles_enabled = False  # see the module docstring

    def __init__(self, *args: Any, urls: str | list[str] | None = None, since: str | None = None,
                 max_pages: str | int | None = None, **kwargs: Any):
        super().__init__(*args, **kwargs)
        if isinstance(urls, str):
            urls = urls.replace(",", " ").split()
        self.start_urls: list[str] = list(urls or getattr(self, "start_urls", []))
        self._arguments = (since, max_pages)
        self._idle_since: float | None = None
        self.state: CrawlState | None = None

    @classmethod
    def update_settings(cls, settings: BaseSettings) -> None:
        super().update_settings(settings)
        for name, value in POLITE_SETTINGS.items():
            settings.set(name, value, priority="addon")

    @classmethod
    def from_crawler(cls, crawler: Crawler, *args: Any, **kwargs: Any) -> NewsSiteSpider:
        spider = super().from_crawler(crawler, *args, **kwargs)
        crawler.signals.connect(spider._kept, signal=signals.item_scraped)
        crawler.signals.connect(spider._kept, signal=signals.item_dropped)
        crawler.signals.connect(spider._closed, signal=signals.spider_closed)
        crawler.signals.connect(spider._idle, signal=signals.spider_idle)
        crawler.signals.connect(spider._busy, signal=signals.response_received)
        return spider

    # Start: the settings are final only now, after the add-ons ran.

    async def start(self) -> AsyncIterator[Any]:
        if not self.start_urls:
            raise ValueError(f"{type(self).__name__} needs site URLs: -a urls=https://example.com/")
        settings = self.crawler.settings
        assert self.crawler.stats is not None
        self.stats = self.crawler.stats
        self.site: SiteConfig = read_site_settings(settings, *self._arguments)
        self.flow = SiteFlow(self.stats, *read_settings(settings))
        self.state = open_state(self.site, settings, self.name)
        self.frontier = Frontier(self.site, self.state, site_hosts(self.start_urls, self.site.hosts), self.stats)
        self.max_bytes = settings.getint("DOWNLOAD_MAXSIZE")
        for url in self.start_urls:
            if self.frontier.admit(url):
                yield self._request(url, self.parse_page, START, LINK_PRIORITY + DOCUMENT_PRIORITY)
            robots = urljoin(url, "/robots.txt")
            if self.frontier.admit(robots):
                request = self._request(robots, self.parse_robots, ROBOTS, DOCUMENT_PRIORITY, self.robots_failed)
                request.meta["dont_obey_robotstxt"] = True  # reading robots.txt is always allowed
                yield request

    # Discovery documents.

    def parse_robots(self, response: Response) -> Iterator[Request]:
        sitemaps = robots_sitemaps(response.body, response.url)
        self.stats.inc_value("articles/site/robots_read")
        if not sitemaps:
            logger.info("robots.txt at %s lists no sitemap; trying /sitemap.xml", response.url)
        yield from self._sitemaps([Found(url) for url in sitemaps] or [Found(urljoin(response.url, "/sitemap.xml"))])

    def robots_failed(self, failure: Failure) -> Iterator[Request]:
        request = failure.request  # type: ignore[attr-defined]
        self._document_failed(failure, ROBOTS)
        yield from self._sitemaps([Found(urljoin(request.url, "/sitemap.xml"))])

    def parse_sitemap(self, response: Response) -> Iterator[Request]:
        body = self._sitemap_body(response)
        entries = read_sitemap(body, response.url) if body is not None else None
        if entries is None:
            self._unreadable(response, SITEMAP_SOURCE)
            return
        self.stats.inc_value("articles/site/sitemap_read")
        yield from self._sitemaps([e for e in entries if e.is_sitemap])
        over_budget = self.stats.get_value("articles/site/over_budget", 0)
        for entry in entries:
            if not entry.is_sitemap:
                request = self._discover(entry.url, entry.lastmod, SITEMAP_SOURCE, 0)
                if request is not None:
                    yield request
        # Remembered only when every entry got its request: an unchanged
        # sitemap is not read again, and would not give the others again.
        if self.state is not None and self.stats.get_value("articles/site/over_budget", 0) == over_budget:
            self.state.keep([response.url], SITEMAP, self._date(response), _now(), [])

    def parse_feed(self, response: Response) -> Iterator[Request]:
        entries = read_feed_links(response.body, response.url)
        if entries is None:
            self._unreadable(response, FEED)
            return
        self.stats.inc_value("articles/site/feed_read")
        for entry in entries:
            request = self._discover(entry.url, entry.lastmod, FEED, 0)
            if request is not None:
                yield request

    def document_failed(self, failure: Failure) -> None:
        request = failure.request  # type: ignore[attr-defined]
        self._document_failed(failure, request.meta[SOURCE_KEY])

    # Pages.

    def parse_page(self, response: Response) -> Iterator[Any]:
        meta = response.meta
        outcome = self.flow.handle(response, self)
        page_type = self.flow.judged.pop(response.url, None)
        if outcome.request is not None:
            yield outcome.request
        if outcome.item is not None and self._fresh(outcome.item):
            yield self._new_version(outcome.item) if meta.get(UPDATED_KEY) else outcome.item
        if STATE_KEY in meta or not isinstance(response, TextResponse):
            return  # a later page of an article, or no HTML: no links to follow
        source, depth = meta.get(SOURCE_KEY), meta.get(DEPTH_KEY, 0)
        if not (source == START or page_type == ARTICLE_LIST):
            return
        if depth > self.site.list_depth:
            self.stats.inc_value("articles/site/list_too_deep")
            return
        for url in feed_links(response.text, response.url):
            if self.frontier.admit(url):
                yield self._request(url, self.parse_feed, FEED, DOCUMENT_PRIORITY, self.document_failed)
        for link in _LINKS.extract_links(response):
            request = self._discover(link.url, None, LIST, depth + 1)
            if request is not None:
                yield request

    def page_failed(self, failure: Failure) -> Iterator[Any]:
        request = failure.request  # type: ignore[attr-defined]
        outcome = self.flow.failed(request, failure_reason(failure))
        if outcome.item is not None and self._fresh(outcome.item):  # the pages gathered before the failure
            yield self._new_version(outcome.item) if request.meta.get(UPDATED_KEY) else outcome.item

    # Steps.

    def _discover(self, url: str, lastmod: datetime | None, source: str, depth: int) -> Request | None:
        """The request for a page a discovery document or list names; None when it is not to be fetched."""
        url = urldefrag(url)[0]
        judged = self.frontier.page(url, lastmod, source)
        if judged is None:
            return None
        looks_like_article = source in (FEED, SITEMAP_SOURCE) or bool(_ARTICLE_URL.search(urlsplit(url).path))
        priority = (ARTICLE_PRIORITY if looks_like_article else LINK_PRIORITY) - depth
        request = self._request(url, self.parse_page, source, priority, self.page_failed)
        request.meta[DEPTH_KEY] = depth
        if judged == UPDATED:
            request.meta[UPDATED_KEY] = True
        if lastmod is not None:
            request.meta[LASTMOD_KEY] = lastmod.isoformat()
        return request

    def _sitemaps(self, found: list[Found]) -> Iterator[Request]:
        for entry in found:
            if self.frontier.sitemap(entry):
                request = self._request(entry.url, self.parse_sitemap, SITEMAP_SOURCE, DOCUMENT_PRIORITY,
                                        self.document_failed)
                if entry.lastmod is not None:
                    request.meta[LASTMOD_KEY] = entry.lastmod.isoformat()
                yield request

    @staticmethod
    def _request(url: str, callback: Any, source: str, priority: int, errback: Any = None) -> Request:
        """A request the frontier admitted.

        Scrapy's request filter sees it too: with the distributed add-on,
        whose filter every worker shares, two workers of a run fetch each
        URL once (see :func:`~.state.start_run` for the next run).
        """
        return Request(url, callback=callback, errback=errback, priority=priority, meta={SOURCE_KEY: source})

    def _sitemap_body(self, response: Response) -> bytes | None:
        """The sitemap's XML, gunzipped when it came compressed; None when it is too large unpacked."""
        if not gzip_magic_number(response):
            return response.body
        try:
            return gunzip(response.body, max_size=self.max_bytes)
        except (OSError, ValueError, EOFError):
            return None

    def _unreadable(self, response: Response, kind: str) -> None:
        # A warning: the site announced it, so the site (or this crawl's reading of it) is at fault.
        logger.warning("the %s at %s is not one (%s); nothing discovered from it", kind, response.url,
                    (response.headers.get(b"Content-Type") or b"no content type").decode("latin-1"))
        self.stats.inc_value(f"articles/skipped/{kind}_unreadable")

    def _document_failed(self, failure: Failure, kind: str) -> None:
        request = failure.request  # type: ignore[attr-defined]
        status = failure.value.response.status if failure.check(HttpError) else None
        logger.info("no %s at %s: %s", kind, request.url, f"HTTP {status}" if status else failure.getErrorMessage())
        self.stats.inc_value(f"articles/skipped/{kind}_failed")

    def _date(self, response: Response) -> datetime | None:
        return parse_date(response.meta.get(LASTMOD_KEY))

    @staticmethod
    def _new_version(item: ArticleItem) -> ArticleItem:
        """An updated article's item, past the add-on's duplicate filter.

        The filter's memory may outlive the run (the distributed add-on keeps
        it in Redis) and then holds the earlier version, of which the new
        one, a line added or a word corrected, is a near duplicate. The state
        knows it is the same article at the same URL: the spider's own item
        class, which the filter leaves alone, lets it through.
        """
        return ArticleItem(item)

    def _fresh(self, item: ArticleItem) -> bool:
        """Whether ``item`` is no article an earlier run emitted under another URL (counted when it is)."""
        if self.state is None:
            return True
        adapter = ItemAdapter(item)
        body_digest = digest(words(adapter.get("articleBody") or ""), near=False).exact.hex()
        if not seen_before(self.state, adapter["url"], adapter.get("canonicalUrl"), body_digest):
            return True
        logger.debug("no article from %s: an earlier run emitted it under another URL", adapter["url"])
        self.stats.inc_value("articles/skipped/seen_before")
        self.state.keep([adapter["url"]], ARTICLE, self.frontier.lastmod(adapter["url"]), _now(), [])
        return False

    # Signals.

    def _kept(self, item: Any, **_: Any) -> None:
        """Remember an article once its item left the pipelines (exported, or dropped as a duplicate)."""
        if self.state is None or not isinstance(item, ArticleItem):
            return
        adapter = ItemAdapter(item)
        url = adapter.get("url")
        if not isinstance(url, str):
            return
        pages = list(adapter.get("pages") or [url])
        body_digest = digest(words(adapter.get("articleBody") or ""), near=False).exact.hex()
        keys = article_keys(adapter.get("canonicalUrl"), body_digest)
        self.state.keep(pages, ARTICLE, self.frontier.lastmod(url), _now(), keys)

    def _busy(self, **_: Any) -> None:
        self._idle_since = None

    def _idle(self) -> None:
        """In a distributed run, stay open a while: another worker may be queueing this one's work.

        Its start requests may all have been filtered as another worker's,
        which has not yet turned the pages into requests.
        """
        if not self.site.shared:
            return
        now = time.monotonic()
        if self._idle_since is None:
            self._idle_since = now
        if now - self._idle_since < SHARED_IDLE_SECONDS:
            raise DontCloseSpider

    def _closed(self, spider: scrapy.Spider, reason: str) -> None:
        if self.state is not None:
            self.state.close()
        assert self.crawler.stats is not None
        if hasattr(self, "frontier"):  # the crawl started
            self.frontier.close()
        get = self.crawler.stats.get_value
        logger.info("Site crawl: discovered %d from feeds, %d from sitemaps, %d from lists; %d unchanged "
                    "not fetched, %d updated", *(get(f"articles/{key}", 0) for key in (
                        "discovered/feed", "discovered/sitemap", "discovered/list", "state/unchanged",
                        "state/updated")))


def _now() -> datetime:
    return datetime.now(timezone.utc)
