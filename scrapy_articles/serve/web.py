"""Service stage: HTTP. Requests in, answers out, on a twisted.web server.

``GET /feed?url=&max=&format=`` answers the full-text feed, ``GET
/extract?url=`` one page's article as JSON, ``GET /`` the home page. A
request that gets no feed or article is answered with a status and a
one-line plain-text reason: 400 for a bad request, 403 for a missing key or
a refused address, 502 when the source is unreachable or not a feed, 503
when too many requests wait, 504 on timeout.
"""

from __future__ import annotations

import hmac
import json
import logging
from dataclasses import dataclass
from typing import Any

from twisted.internet.defer import Deferred, succeed
from twisted.internet.base import ReactorBase
from twisted.python.failure import Failure
from twisted.web.resource import Resource
from twisted.web.server import NOT_DONE_YET, Request, Site

from .config import ServeConfig
from .crawl import CrawlResult, Crawls, Problem
from .page import CONTENT_SECURITY_POLICY, home_page
from .render import FORMATS, feed_document
from .safety import PublicOnlyResolver, url_problem

logger = logging.getLogger(__name__)

TEXT = "text/plain; charset=utf-8"
HTML = "text/html; charset=utf-8"
JSON = "application/json; charset=utf-8"


@dataclass(frozen=True)
class Answer:
    status: int
    content_type: str
    body: bytes


def problem_answer(problem: Problem) -> Answer:
    return Answer(problem.status, TEXT, (problem.reason + "\n").encode("utf-8"))


def _arg(request: Request, name: str) -> str:
    args: dict[bytes, list[bytes]] = request.args or {}
    values = args.get(name.encode("ascii")) or [b""]
    return values[0].decode("utf-8", errors="replace").strip()


def _max_entries(raw: str, bound: int) -> int | Problem:
    if not raw:
        return bound
    if not raw.isdecimal() or int(raw) < 1:
        return Problem(400, f"max must be a whole number of entries from 1 (got {raw!r})")
    return min(int(raw), bound)


class FeedService(Resource):
    """The service's three addresses, on one resource."""

    isLeaf = True

    def __init__(self, config: ServeConfig, crawls: Crawls):
        super().__init__()
        self.config = config
        self.crawls = crawls

    def render_GET(self, request: Request) -> Any:  # noqa: N802
        lost: list[Failure] = []
        request.notifyFinish().addErrback(lost.append)  # the client hung up; the crawl still fills the cache
        self._answer(request).addErrback(self._bug).addCallback(self._write, request, lost)
        return NOT_DONE_YET

    def _answer(self, request: Request) -> Deferred[Answer]:
        if self.config.key and not hmac.compare_digest(_arg(request, "key").encode(), self.config.key.encode()):
            return succeed(problem_answer(Problem(403, "this service needs its key: add &key=...")))
        routes = {b"/": self.home, b"/feed": self.feed, b"/extract": self.extract}
        route = routes.get(request.path)
        if route is None:
            return succeed(problem_answer(Problem(404, "no such page: try /, /feed?url= or /extract?url=")))
        return route(request)

    def feed(self, request: Request) -> Deferred[Answer]:
        url, fmt = _arg(request, "url"), _arg(request, "format") or "rss"
        reason = url_problem(url)
        if reason:
            return succeed(problem_answer(Problem(400, reason)))
        if fmt not in FORMATS:
            return succeed(problem_answer(Problem(400, f"format must be one of {', '.join(FORMATS)}")))
        limit = _max_entries(_arg(request, "max"), self.config.max_entries)
        if isinstance(limit, Problem):
            return succeed(problem_answer(limit))

        def document(result: CrawlResult) -> Answer:
            if result.problem is not None or result.channel is None:
                return problem_answer(result.problem or Problem(502, "no feed"))
            return Answer(200, FORMATS[fmt], feed_document(fmt, result.items, result.channel, url))

        return self.crawls.feed(url, limit).addCallback(document)

    def extract(self, request: Request) -> Deferred[Answer]:
        url = _arg(request, "url")
        reason = url_problem(url)
        if reason:
            return succeed(problem_answer(Problem(400, reason)))

        def article(result: CrawlResult) -> Answer:
            if result.problem is not None:
                return problem_answer(result.problem)
            return Answer(200, JSON, json.dumps(result.items[0], ensure_ascii=False, indent=1).encode("utf-8"))

        return self.crawls.page(url).addCallback(article)

    def home(self, request: Request) -> Deferred[Answer]:
        url, key = _arg(request, "url"), _arg(request, "key") or None
        needs_key = self.config.key is not None
        if not url:
            return succeed(Answer(200, HTML, home_page(needs_key=needs_key, key=key)))
        reason = url_problem(url)
        if reason:
            refused = home_page(url, CrawlResult(problem=Problem(400, reason)), needs_key, key)
            return succeed(Answer(400, HTML, refused))
        previewed = self.config.preview_items

        def page(result: CrawlResult) -> Answer:
            status = result.problem.status if result.problem else 200
            return Answer(status, HTML, home_page(url, result, needs_key, key, previewed))

        return self.crawls.feed(url, previewed).addCallback(page)  # only what the preview shows: a quick answer

    @staticmethod
    def _bug(failure: Failure) -> Answer:
        logger.error("request failed", exc_info=failure.value)
        return problem_answer(Problem(500, "internal error; see the server's log"))

    @staticmethod
    def _write(answer: Answer, request: Request, lost: list[Failure]) -> None:
        if lost:
            return
        request.setResponseCode(answer.status)
        request.setHeader(b"Content-Type", answer.content_type.encode("ascii"))
        request.setHeader(b"X-Content-Type-Options", b"nosniff")
        if answer.content_type == HTML:
            request.setHeader(b"Content-Security-Policy", CONTENT_SECURITY_POLICY.encode("ascii"))
        request.write(answer.body)
        request.finish()


def site(config: ServeConfig, reactor: ReactorBase, resolver: PublicOnlyResolver | None) -> Site:
    return Site(FeedService(config, Crawls(config, reactor, resolver)))

