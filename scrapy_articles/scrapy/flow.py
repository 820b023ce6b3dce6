"""Adapter stage: decide. One response in; an item, a follow-up request or a counted reason out.

Input: a response (or a failed request) and the spider. Output: an
:class:`Outcome`. Shared by :class:`~.middleware.ArticleMiddleware` and
:class:`~.spiders.FullTextFeedSpider`, so both follow pages and count alike.

Every response seen ends in exactly one of ``articles/extracted`` (an item),
``articles/pages_followed`` or ``articles/print_followed`` (a request for the
rest of the article) or ``articles/skipped/<reason>``; so
``articles/responses`` is their sum. A page that is not an article counts
``articles/skipped/not_article/<kind>``: the kind the page decision named
(``section``, ``tag``, ``search``, ``privacy``...; see
:mod:`scrapy_articles.extraction.page.decision`), or ``weak_text`` for a page
judged an article whose kept text is too short or too unsure. Next-page
links are followed only from pages judged articles: a listing's page 2
continues no article. A multi-page article is emitted once,
by its last page's response; one emitted before its end also counts
``articles/incomplete/<reason>``.

A request whose half-merged article cannot be read (a state no version of
the package wrote: see :mod:`.merge`) counts ``articles/skipped/bad_state``.

A later page the spider fetched itself is read, found to continue another
page and skipped; it is kept a while, as the article it continues is usually
fetching it at the same moment, and that response is then not read again
(``articles/pages_reused``).

With ``ARTICLES_EXPLAIN_DIR``, a sample of the pages read whose decision was
doubtful get an explanation report in that folder; see
:mod:`scrapy_articles.explain.crawl` for the counts.
"""

from __future__ import annotations

import hashlib
import logging
import time
from collections import OrderedDict
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any
from urllib.parse import urldefrag, urlsplit

from scrapy import Request, Spider
from scrapy.http import HtmlResponse, Response, TextResponse
from scrapy.spidermiddlewares.httperror import HttpError
from scrapy.statscollectors import StatsCollector
from twisted.python.failure import Failure

from ..extraction import Analysis, Article, ExtractionConfig, analyse
from ..extraction.extract import assemble, is_article_page
from ..extraction.links.nextpage import same_article
from ..extraction.page.decision import ARTICLE
from ..warnonce import WarnOnce
from . import merge
from .items import ItemFactory
from .pagestore import AGAIN, EXPORTED, SUPERSEDED, TAKEN, LocalPageStore, PageStore
from .settings import AdapterConfig

logger = logging.getLogger(__name__)

# request.meta keys. Every key starting with META_PREFIX is carried to the
# pages that continue an article, so per-request options hold on all pages.
META_PREFIX = "articles_"
STATE_KEY = "articles_pages"  # the half-merged article (merge.State.to_meta)
SKIP_KEY = "articles_skip"  # True: no extraction for this response
ALGORITHM_KEY = "articles_algorithm"  # algorithm for this request
# Spider attributes.
SPIDER_ALGORITHM = "articles_algorithm"  # algorithm for the whole spider
SPIDER_ENABLED = "articles_enabled"  # False: the middleware leaves this spider alone
SPIDER_PAGE_CALLBACK = "articles_page_callback"  # method name for continuation pages
# Response flag set by ArticlePageFailureMiddleware when a continuation page could not be downloaded.
DOWNLOAD_FAILED_FLAG = "articles:download_failed"
# Continuation pages jump the queue a little: a half-merged article holds
# memory until its last page arrives. Scrapy priority units.
PAGE_PRIORITY_BOOST = 1
HTTP_ERROR_STATUS = 400  # this status and above are error pages
# Later pages the spider fetched and read itself, kept for the article they
# continue: the latest ones. An article is a few kilobytes of text.
KEPT_LATER_PAGES = 64


@dataclass(frozen=True)
class Outcome:
    """What a response gave: an article item, a request for more, or neither."""

    item: Any = None  # of ARTICLES_ITEM_CLASS (a FromAddon), unless the flow's maker says otherwise
    request: Request | None = None


def _meta(response: Response) -> dict[str, Any]:
    # Responses built by hand (tests, caches) may have no request.
    return response.request.meta if response.request is not None else {}


def _host(url: str) -> str:
    host = urlsplit(url).hostname or ""
    return host[4:] if host.startswith("www.") else host


def failure_reason(failure: Failure) -> str:
    """The ``articles/incomplete`` reason for a failed continuation page."""
    if failure.check(HttpError):
        response = failure.value.response
        return "download_error" if DOWNLOAD_FAILED_FLAG in response.flags else "http_error"
    return "download_error"


class ArticleFlow:
    """Extraction, multi-page following and the counting around them.

    Crawl-wide state (the warn-once log, the progress clock) lives here,
    one instance per component; the pages of articles emitted or being
    merged live in ``pages`` (a :class:`~.pagestore.PageStore`, shared by
    the workers of a distributed crawl); what one article needs travels in
    its requests' meta.

    Extension point: a subclass that needs what the library found on each
    page (its page type, its analysis) overrides :meth:`page_read`; the
    methods whose names start with ``_`` may change from one version to
    the next.
    """

    def __init__(self, stats: StatsCollector, extraction: ExtractionConfig, config: AdapterConfig,
                 pages: PageStore | None = None, make_item: ItemFactory | None = None):
        self.stats = stats
        self.extraction = extraction
        self.config = config
        # The items' class is ARTICLES_ITEM_CLASS unless the caller needs its own.
        self.make_item = make_item or config.item_factory
        self.pages: PageStore = pages if pages is not None else LocalPageStore()
        # Later pages read from the spider's own responses, by URL: what was
        # read (see _what_was_read) and the article.
        self._later_pages: OrderedDict[str, tuple[tuple[str, bytes], Article]] = OrderedDict()
        self.doubtful = config.doubtful_pages(stats, extraction)
        self._warn = WarnOnce(logger)
        self._warn_state = WarnOnce(logger)  # its own: a bad queue must not hide the first library failure
        self._last_log = time.monotonic()

    # Entry points.

    def handle(self, response: Response, spider: Spider | None) -> Outcome:
        """The outcome of a response that reached the spider."""
        self.stats.inc_value("articles/responses")
        carried = _meta(response).get(STATE_KEY)
        if not carried:
            outcome = self._first_page(response, spider)
        else:
            state = self._state(carried, response.url)
            outcome = self._next_page(response, state, spider) if state else self._skip("bad_state", response.url)
        self._log_progress()
        return outcome

    def failed(self, request: Request, reason: str) -> Outcome:
        """The outcome of a request that ended in an error instead of a response."""
        self.stats.inc_value("articles/responses")
        carried = request.meta.get(STATE_KEY)
        if not carried:
            return self._skip(reason, request.url)
        state = self._state(carried, request.url)
        return self._give_up(state, reason) if state else self._skip("bad_state", request.url)

    def _state(self, carried: object, url: str) -> merge.State | None:
        """The half-merged article a request carries; None, logged, when no version of the package wrote it."""
        state = merge.State.from_meta(carried)
        if state is None:
            self._warn_state("the half-merged article carried by the request for %s cannot be read: its pages so far "
                       "are lost (further ones are logged at DEBUG and counted in articles/skipped/bad_state)", url,
                             traceback=False)
        return state

    # Decisions.

    def _first_page(self, response: Response, spider: Spider | None) -> Outcome:
        if _meta(response).get(SKIP_KEY):
            return self._skip("opted_out", response.url)
        if response.status >= HTTP_ERROR_STATUS:  # the spider accepts error pages; they hold no article
            return self._skip("http_error", response.url)
        # Known without reading: what would be found after an extraction below.
        known = self.pages.seen(response.url)
        if known.exported and (self.config.dedup or known.root != response.url):  # a page of an exported article
            return self._skip("duplicate" if self.config.dedup else "later_page", response.url)
        read = self._read(response, spider)
        if isinstance(read, str):
            return self._skip(read, response.url)
        analysis, article = read
        fields = article.to_dict()
        # A page whose canonical URL is a page exported already (the print
        # version, a URL with tracking parameters) repeats an article.
        canonical = fields.get("canonicalUrl")
        if self.config.dedup and canonical and canonical != response.url and self.pages.seen(canonical).exported:
            return self._skip("duplicate", response.url)
        if known.root not in (None, response.url):
            # A later page of an article being merged, fetched by the spider:
            # its next page is claimed for that article now, before the
            # spider's own link to it is queued, so that no worker reads that
            # page as an article of its own in the meantime.
            next_url = self._same_site(article.next_page_url, response.url)
            if self.config.follow_pages and next_url:
                self.pages.claim(known.root, next_url)
            self._keep_later_page(response, spider, article)
            return self._skip("later_page", response.url)
        # A page linking a previous page of itself is page 2 or later reached
        # directly; its article is emitted from page one, which the chain starts at.
        if self.config.follow_pages and analysis.previous_page is not None:
            self._keep_later_page(response, spider, article)
            return self._skip("later_page", response.url)
        print_url = self._same_site(article.print_url, response.url)
        if self.config.prefer_print and print_url:
            state = merge.visit(merge.start(fields, response.url, kind="print"), print_url)
            return self._follow(response, print_url, state, spider, "articles/print_followed")
        next_url = self._same_site(article.next_page_url, response.url)
        # Only an article continues on a next page: a listing's page 2 is another listing.
        judged_article = article.page_type in (None, ARTICLE)  # None: no page decision was made
        if self.config.follow_pages and next_url and self.config.max_pages > 1 and judged_article:
            state = merge.visit(merge.start(fields, response.url), next_url)
            return self._follow(response, next_url, state, spider, "articles/pages_followed")
        return self._emit(fields)

    def _next_page(self, response: Response, state: merge.State, spider: Spider | None) -> Outcome:
        if DOWNLOAD_FAILED_FLAG in response.flags:
            return self._give_up(state, "download_error")
        if response.status >= HTTP_ERROR_STATUS:
            return self._give_up(state, "http_error")
        article = self._kept_later_page(response, spider)
        if article is None:
            read = self._read(response, spider, continuation=True)
            if isinstance(read, str):
                return self._give_up(state, read)
            article = read[1]
        fields = article.to_dict()
        if state.kind == "print":
            return self._emit(merge.with_print_version(state, fields, response.url))
        if not same_article(state.first.get("headline"), state.texts[-1],
                            fields.get("headline"), fields.get("articleBody") or ""):
            return self._give_up(state, "not_same_article")
        state = merge.add_page(state, fields, response.url)
        self.stats.inc_value("articles/pages_merged")
        next_url = self._same_site(article.next_page_url, response.url)
        if next_url is None or next_url in state.visited:
            return self._emit(merge.merged(state))
        if len(state.pages) >= self.config.max_pages:
            return self._give_up(state, "max_pages")
        return self._follow(response, next_url, merge.visit(state, next_url), spider, "articles/pages_followed")

    def _give_up(self, state: merge.State, reason: str) -> Outcome:
        """Emit what was gathered of an article whose next page failed."""
        logger.debug("article %s ends early: %s", state.pages[0], reason)
        self.stats.inc_value(f"articles/incomplete/{reason}")
        return self._emit(merge.merged(state))

    # Steps.

    def _read(self, response: Response, spider: Spider | None,
              continuation: bool = False) -> tuple[Analysis, Article] | str:
        """The page's analysis and article, or why it gave none: the skipped or incomplete reason.

        A ``continuation`` page (page 2 of an article, reached from page 1)
        needs its text only: its URL and its lack of a headline of its own
        would make it look like a listing's page 2 to the page decision.
        """
        reason = self._unreadable(response)
        if reason:
            return reason
        read = self._extract(response, spider)
        if read is None:
            return "error"
        analysis, article = read
        self.page_read(response, analysis, article, continuation)
        if analysis.given_up:  # empty, binary, too large, too slow
            return analysis.given_up.replace(" ", "_")
        if analysis.truncated:  # read in part: the article is what was read
            self.stats.inc_value(f"articles/truncated/{analysis.truncated.replace(' ', '_')}")
        if continuation:
            return read if article.is_article or self._enough_text(analysis, article) else "not_article/weak_text"
        if not article.is_article:
            wanted = article.page_type is None or article.page_type in self.extraction.page_types
            return f"not_article/{'weak_text' if wanted else article.page_kind}"
        return read

    def page_read(self, response: Response, analysis: Analysis, article: Article, continuation: bool) -> None:
        """Called once for each page the library read, before the flow decides what the page gives.

        ``continuation``: a later page fetched for an article being merged
        (else a first page, or a page the spider fetched itself). Pages left
        unread (not HTML, too large, duplicates, a library failure) do not
        come here. Does nothing; a subclass overrides it to keep what it
        needs, and must not change ``analysis`` or ``article``.
        """

    def _enough_text(self, analysis: Analysis, article: Article) -> bool:
        """Whether the kept text is long and sure enough for an article, whatever the page type."""
        if analysis.page is None or analysis.decision is None:
            return False
        words = int(analysis.page.blocks.n_words[analysis.decision.selected].sum())
        return is_article_page(words, article.probability, None, self.extraction)

    def _unreadable(self, response: Response) -> str | None:
        content_type = (response.headers.get(b"Content-Type") or b"").lower()
        if not isinstance(response, TextResponse) or not (
                isinstance(response, HtmlResponse) or b"html" in content_type):
            return "not_html"
        if len(response.body) > self.config.max_bytes:
            return "too_large"
        return None

    def _extract(self, response: Response, spider: Spider | None) -> tuple[Analysis, Article] | None:
        """The page's analysis and article; None when the library failed.

        The analysis is kept, not only the article: it holds the previous-page
        link and what explaining a doubtful page needs.
        """
        assert isinstance(response, TextResponse)
        algorithm = self._algorithm(response, spider)
        started = time.perf_counter()
        try:
            # response.text decodes with the HTTP header's charset, which the
            # library cannot see.
            analysis = analyse(response.text, response.url, algorithm=algorithm, config=self.extraction)
            article = assemble(analysis, self.extraction)
        except Exception as exc:  # a library bug must not stop the crawl
            self._warn("article extraction failed on %s: %r (further failures are logged at DEBUG and counted "
                       "in articles/skipped/error)", response.url, exc)
            return None
        finally:
            elapsed = time.perf_counter() - started
            self.stats.set_value("articles/extraction_time", self.stats.get_value("articles/extraction_time", 0.0)
                                 + elapsed)
        if self.doubtful is not None:
            self.doubtful.consider(analysis, article)
        return analysis, article

    def _algorithm(self, response: Response, spider: Spider | None) -> str:
        return (_meta(response).get(ALGORITHM_KEY) or getattr(spider, SPIDER_ALGORITHM, None)
                or self.extraction.algorithm)

    def _what_was_read(self, response: Response, spider: Spider | None) -> tuple[str, bytes]:
        """Besides the URL, what a page's article depends on: the algorithm and the body's digest."""
        return self._algorithm(response, spider), hashlib.blake2b(response.body, digest_size=16).digest()

    def _keep_later_page(self, response: Response, spider: Spider | None, article: Article) -> None:
        self._later_pages[response.url] = (self._what_was_read(response, spider), article)
        self._later_pages.move_to_end(response.url)
        if len(self._later_pages) > KEPT_LATER_PAGES:
            self._later_pages.popitem(last=False)

    def _kept_later_page(self, response: Response, spider: Spider | None) -> Article | None:
        """The article read from the spider's own response for this URL and body, taken once; else None."""
        kept = self._later_pages.pop(response.url, None)
        if kept is None or kept[0] != self._what_was_read(response, spider):
            return None
        self.stats.inc_value("articles/pages_reused")
        return kept[1]

    @staticmethod
    def _same_site(url: str | None, base: str) -> str | None:
        """``url`` without fragment when it is another http(s) page of ``base``'s site."""
        if not url:
            return None
        url = urldefrag(url)[0]
        if urlsplit(url).scheme not in ("http", "https") or _host(url) != _host(base) or url == base:
            return None
        return url

    def _follow(self, response: Response, url: str, state: merge.State, spider: Spider | None,
                stat: str) -> Outcome:
        """A request for the page that continues this article, carrying its state.

        Its callback is the spider method named by ``articles_page_callback``,
        else the first page's: a spider method either way, so the request can
        be serialised (``request_to_dict``). Only a named method's output is
        read (see :mod:`.middleware`): the spider asked for no other page.
        The page is claimed for this article first (see :mod:`.pagestore`).
        """
        verdict = self.pages.claim(state.pages[0], url)
        if verdict == SUPERSEDED:  # this article's first page is a later page of another
            return self._skip("later_page", response.url)
        if verdict == EXPORTED:  # this article was exported already: its request ran twice
            return self._skip("duplicate", response.url)
        if verdict == TAKEN:  # the page belongs to another article: this one ends before it
            return self._give_up(state, "page_taken")
        self.stats.inc_value(stat)
        request = response.request
        assert request is not None
        callback = request.callback
        name = getattr(spider, SPIDER_PAGE_CALLBACK, None)
        if name:
            callback = getattr(spider, name)
        meta = {k: v for k, v in request.meta.items() if k.startswith(META_PREFIX)}
        meta[STATE_KEY] = state.to_meta()
        if "depth" in request.meta:  # a page of the same article is not a level deeper
            meta["depth"] = request.meta["depth"]
        return Outcome(request=Request(
            url, callback=callback, errback=request.errback, cb_kwargs=dict(request.cb_kwargs), meta=meta,
            priority=request.priority + PAGE_PRIORITY_BOOST, dont_filter=True))

    def _emit(self, fields: dict[str, Any]) -> Outcome:
        # Page URLs only: a canonical URL shared by many pages (a site
        # pointing every page at its home page) must not hide them all.
        pages = fields.get("pages") or [fields["url"]]
        verdict = self.pages.emit(pages[0], pages)
        if verdict == AGAIN:
            logger.info("Exporting %s again: the worker that exported it died before its item was marked done, "
                        "so its own feed may hold it too", pages[0])
            self.stats.inc_value("articles/exported_again")
        elif verdict is not None and (verdict != "duplicate" or self.config.dedup):
            return self._skip(verdict, pages[0])
        self.stats.inc_value("articles/extracted")
        downloaded = datetime.now(timezone.utc).isoformat(timespec="seconds").replace("+00:00", "Z")
        metadata = {"dateDownloaded": downloaded, "probability": fields.get("probability"),
                    "pageProbability": fields.get("pageProbability")}
        return Outcome(item=self.make_item({**fields, "metadata": metadata}))

    def _skip(self, reason: str, url: str) -> Outcome:
        logger.debug("no article from %s: %s", url, reason.replace("_", " "))
        self.stats.inc_value(f"articles/skipped/{reason}")
        return Outcome()

    def _log_progress(self) -> None:
        if self.config.log_interval <= 0 or time.monotonic() - self._last_log < self.config.log_interval:
            return
        self._last_log = time.monotonic()
        get = self.stats.get_value
        responses = get("articles/responses", 0)
        seconds = get("articles/extraction_time", 0.0)
        logger.info("Articles: %d extracted from %d responses (%.0f ms of extraction per response)",
                    get("articles/extracted", 0), responses, 1000 * seconds / max(responses, 1))
