"""ArticleMiddleware and ArticlePageFailureMiddleware, built with get_crawler and fed responses."""

from __future__ import annotations

import asyncio
import logging
import pickle
import sys
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
from scrapy import Request, Spider
from scrapy.http import HtmlResponse, Response, TextResponse
from scrapy.spidermiddlewares.httperror import HttpError
from scrapy.utils.request import request_from_dict
from scrapy.utils.test import get_crawler

from scrapy_articles.extraction import Analysis, Article, Metadata
from scrapy_articles.extraction.document.parse import parse
from scrapy_articles.scrapy import flow
from scrapy_articles.scrapy.items import ArticleItem, ExtractedArticleItem
from scrapy_articles.scrapy.middleware import (
    DOWNLOAD_FAILED_STATUS,
    ArticleMiddleware,
    ArticlePageFailureMiddleware,
)

BASIC = Path(__file__).resolve().parents[1] / "sites" / "basic"
HOST = "http://news.test"


class NewsSpider(Spider):
    name = "news"

    def parse(self, response: Response) -> Iterator[Any]:
        yield from ()

    def parse_page(self, response: Response) -> Iterator[Any]:
        yield from ()

    def parse_continued(self, response: Response) -> Iterator[Any]:
        yield from ()


def setup(settings: dict[str, Any] | None = None, *, spider_cls: type[Spider] = NewsSpider,
          **attrs: Any) -> tuple[ArticleMiddleware, Any]:
    crawler = get_crawler(spider_cls, {"ARTICLES_ALGORITHM": "ttr", **(settings or {})})
    spider = spider_cls.from_crawler(crawler)
    for name, value in attrs.items():
        setattr(spider, name, value)
    crawler.spider = spider
    return ArticleMiddleware.from_crawler(crawler), spider


def stats(mw: ArticleMiddleware) -> dict[str, Any]:
    """The middleware's counters (extraction time left out: it is not a count)."""
    return {k: v for k, v in mw.flow.stats.get_stats().items()
            if k.startswith("articles/") and k != "articles/extraction_time"}


def fixture_response(name: str, spider: Any, meta: dict[str, Any] | None = None,
                     url: str | None = None) -> HtmlResponse:
    url = url or f"{HOST}/{name}"
    body = (BASIC / name).read_bytes().replace(b"{BASE}", HOST.encode())
    request = Request(url, callback=spider.parse_page, meta=meta or {})
    return HtmlResponse(url, body=body, request=request, headers={"Content-Type": "text/html"})


def run(mw: ArticleMiddleware, response: Response, result: list[Any] | None = None) -> list[Any]:
    return list(mw.process_spider_output(response, result or []))


def test_the_spider_output_unchanged_in_order_then_the_article() -> None:
    mw, spider = setup()
    own = [{"n": 1}, Request(f"{HOST}/x"), {"n": 2}]
    out = run(mw, fixture_response("article.html", spider), list(own))
    assert isinstance(out[-1], ExtractedArticleItem)
    assert out[-1]["url"] == f"{HOST}/article.html" and out[-1]["algorithm"] == "ttr"
    assert "Agnes Pell" in out[-1]["articleBody"] and "Most read" not in out[-1]["articleBody"]
    assert out[:-1] == own  # the same objects, in order
    assert stats(mw)["articles/extracted"] == 1


def page_item(spider: Spider, **fields: Any) -> dict[str, Any]:
    return {"url": f"{HOST}/article.html", "html": fixture_response("article.html", spider).text, **fields}


@pytest.mark.parametrize(("make", "settings", "added"), [
    # The spider's item carries the page: ArticlePipeline fills it, no second item.
    (lambda s: page_item(s, mine=1), {}, False),
    (lambda s: {"html": page_item(s)["html"].encode()}, {}, False),  # bytes, and no url: this page's
    (lambda s: page_item(s, url=f"{HOST}/other.html"), {}, True),  # another page's HTML
    (lambda s: {"url": f"{HOST}/article.html", "body": "A summary, no markup."}, {}, True),  # not raw HTML
    (lambda s: page_item(s), {"ITEM_PIPELINES": {"scrapy_articles.ArticlePipeline": None}}, True),  # nobody fills
    (lambda s: {"url": f"{HOST}/article.html", "page": page_item(s)["html"]}, {"ARTICLES_HTML_FIELDS": ["page"]},
     False),
])
@pytest.mark.parametrize("use_async", [False, True])
def test_one_item_per_page(make: Any, settings: dict[str, Any], added: bool, use_async: bool) -> None:
    mw, spider = setup({"ITEM_PIPELINES": {"scrapy_articles.ArticlePipeline": 100}, **settings})
    own = [make(spider), Request(f"{HOST}/x")]

    async def result() -> AsyncIterator[Any]:
        for obj in own:
            yield obj

    async def collect() -> list[Any]:
        response = fixture_response("article.html", spider)
        return [obj async for obj in mw.process_spider_output_async(response, result())]

    out = asyncio.run(collect()) if use_async else run(mw, fixture_response("article.html", spider), list(own))
    assert out[:2] == own
    assert [type(o) for o in out[2:]] == ([ExtractedArticleItem] if added else [])
    assert stats(mw) == {"articles/responses": 1, **(
        {"articles/extracted": 1} if added else {"articles/skipped/spider_item": 1})}


@pytest.mark.parametrize("use_async", [False, True])
def test_a_callback_raising_midway_keeps_its_output_and_the_article(use_async: bool) -> None:
    mw, spider = setup()
    response = fixture_response("article.html", spider)
    out: list[Any] = []

    def callback() -> Iterator[Any]:
        yield {"n": 1}
        # Scrapy offers the error to every middleware first: this one declines it.
        assert mw.process_spider_exception(response, ValueError("spider bug")) is None
        raise ValueError("spider bug")

    async def callback_async() -> AsyncIterator[Any]:
        for obj in callback():
            yield obj

    async def collect() -> None:
        async for obj in mw.process_spider_output_async(response, callback_async()):
            out.append(obj)

    with pytest.raises(ValueError, match="spider bug"):
        if use_async:
            asyncio.run(collect())
        else:
            out.extend(mw.process_spider_output(response, callback()))
    assert out[0] == {"n": 1} and isinstance(out[1], ExtractedArticleItem) and len(out) == 2
    assert stats(mw) == {"articles/responses": 1, "articles/extracted": 1}


def test_async_spider_output() -> None:
    mw, spider = setup()
    own = [{"n": 1}, Request(f"{HOST}/x"), {"n": 2}]

    async def result() -> AsyncIterator[Any]:
        for obj in own:
            await asyncio.sleep(0)
            yield obj

    async def collect() -> list[Any]:
        response = fixture_response("article.html", spider)
        return [obj async for obj in mw.process_spider_output_async(response, result())]

    out = asyncio.run(collect())
    assert isinstance(out[-1], ArticleItem) and out[:-1] == own


def binary_response(spider: Spider) -> Response:
    return Response(f"{HOST}/report.pdf", body=(BASIC / "report.pdf").read_bytes(), request=Request(f"{HOST}/r"))


def json_response(spider: Spider) -> Response:
    return TextResponse(f"{HOST}/a.json", body=b'{"a": 1}', encoding="utf-8", request=Request(f"{HOST}/a"),
                        headers={"Content-Type": "application/json"})


@pytest.mark.parametrize(("make", "settings", "reason"), [
    (binary_response, {}, "not_html"),
    (json_response, {}, "not_html"),
    (lambda s: fixture_response("article.html", s), {"ARTICLES_MAX_BYTES": 100}, "too_large"),
    (lambda s: fixture_response("article.html", s, {"articles_skip": True}), {}, "opted_out"),
    (lambda s: fixture_response("short.html", s), {}, "not_article/other"),  # a short notice
    # An article by its page decision, its text under the body's word floor.
    (lambda s: fixture_response("article.html", s), {"ARTICLES_MIN_WORDS": 100_000}, "not_article/weak_text"),
    (lambda s: fixture_response("article.html", s).replace(status=404), {}, "http_error"),
    (lambda s: fixture_response("multi-2.html", s), {}, "later_page"),
    (lambda s: fixture_response("article.html", s, {"articles_algorithm": "nonsense"}), {}, "error"),
])
def test_skipped_with_a_reason(make: Any, settings: dict[str, Any], reason: str) -> None:
    mw, spider = setup(settings)
    own = [{"own": True}]
    assert run(mw, make(spider), own) == own
    assert stats(mw) == {"articles/responses": 1, f"articles/skipped/{reason}": 1}


@pytest.mark.parametrize(("name", "settings", "emitted"), [
    ("article.html", {}, 1),
    ("multi-2.html", {}, 0),  # page 2 reached directly: told from the one analysis
    ("multi-2.html", {"ARTICLES_FOLLOW_PAGES": False}, 1),  # read on its own
])
def test_each_page_is_parsed_once(monkeypatch: pytest.MonkeyPatch, name: str, settings: dict[str, Any],
                                  emitted: int) -> None:
    parsed: list[str | None] = []

    def counted(markup: str | bytes, url: str | None = None, **kwargs: Any) -> Any:
        parsed.append(url)
        return parse(markup, url, **kwargs)

    # Wherever the package imported parse() to, flow.py included.
    for module in list(sys.modules.values()):
        if module.__name__.startswith("scrapy_articles.") and getattr(module, "parse", None) is parse:
            monkeypatch.setattr(module, "parse", counted)
    mw, spider = setup(settings)
    out = run(mw, fixture_response(name, spider))
    assert len([o for o in out if isinstance(o, ArticleItem)]) == emitted
    assert parsed == [f"{HOST}/{name}"]


def test_a_url_already_emitted_is_a_duplicate() -> None:
    mw, spider = setup()
    assert run(mw, fixture_response("article.html", spider))
    assert run(mw, fixture_response("article.html", spider)) == []
    assert stats(mw)["articles/skipped/duplicate"] == 1


@pytest.mark.parametrize(("spider_algorithm", "meta", "expected"), [
    (None, {}, "ttr"),
    ("density", {}, "density"),
    ("density", {"articles_algorithm": "ttr"}, "ttr"),
])
def test_algorithm_per_spider_and_per_request(spider_algorithm: str | None, meta: dict[str, Any],
                                              expected: str) -> None:
    attrs: dict[str, Any] = {"articles_algorithm": spider_algorithm} if spider_algorithm else {}
    mw, spider = setup({"ARTICLES_EXTRACTION": {"density_rule": "fixed"}}, **attrs)
    (item,) = run(mw, fixture_response("article.html", spider, meta))
    assert item["algorithm"] == expected


def test_a_spider_can_opt_out() -> None:
    mw, spider = setup(articles_enabled=False)
    assert run(mw, fixture_response("article.html", spider), [{"own": 1}]) == [{"own": 1}]
    assert stats(mw) == {}


def test_extraction_errors_are_counted_and_warned_once(monkeypatch: pytest.MonkeyPatch,
                                                       caplog: pytest.LogCaptureFixture) -> None:
    def broken(*args: Any, **kwargs: Any) -> Analysis:
        raise RuntimeError("library bug")

    monkeypatch.setattr(flow, "analyse", broken)
    mw, spider = setup()
    with caplog.at_level(logging.DEBUG, logger="scrapy_articles"):
        for _ in range(3):
            assert run(mw, fixture_response("article.html", spider), [{"own": 1}]) == [{"own": 1}]
    assert stats(mw)["articles/skipped/error"] == 3
    assert [r.levelno for r in caplog.records].count(logging.WARNING) == 1


def test_progress_is_logged_at_info(caplog: pytest.LogCaptureFixture) -> None:
    mw, spider = setup({"ARTICLES_LOG_INTERVAL": 1e-9})
    with caplog.at_level(logging.INFO, logger="scrapy_articles"):
        run(mw, fixture_response("article.html", spider))
    assert any("1 extracted from 1 responses" in r.getMessage() for r in caplog.records)


def test_spider_errors_and_error_pages_are_counted_and_left_to_scrapy() -> None:
    mw, spider = setup()
    response = fixture_response("article.html", spider)
    assert mw.process_spider_exception(response, ValueError("spider bug")) is None
    not_found = HtmlResponse(f"{HOST}/gone", status=404, request=Request(f"{HOST}/gone"))
    assert mw.process_spider_exception(not_found, HttpError(not_found)) is None
    assert stats(mw) == {"articles/responses": 2, "articles/skipped/spider_error": 1,
                         "articles/skipped/http_error": 1}


# Multi-page articles. The library's last step is replaced by a table of
# articles so that the middleware's following and merging are tested on their
# own (the tiny pages analysed link no previous page).

SHARED = "Standfirst shared by every page of the story."


def story_page(n: int, next_n: int | None, headline: str = "The mills") -> Article:
    words = " ".join(f"page{n}word{i}" for i in range(40))
    return Article(url=f"{HOST}/story-{n}", text=f"{SHARED}\nParagraph {n}: {words}",
                   html=f"<p>{SHARED}</p>\n<p>Paragraph {n}: {words}</p>", metadata=Metadata(headline=headline),
                   next_page_url=f"{HOST}/story-{next_n}#top" if next_n else None, algorithm="ttr",
                   probability=0.9, is_article=True)


@pytest.fixture
def story(monkeypatch: pytest.MonkeyPatch) -> dict[str, Article]:
    """URL -> the article the library gives for it; tests fill it."""
    table: dict[str, Article] = {}
    monkeypatch.setattr(flow, "assemble", lambda analysis, config: table[analysis.url])
    return table


def page_response(request: Request, status: int = 200) -> HtmlResponse:
    return HtmlResponse(request.url, status=status, body=b"<html><body><p>page</p></body></html>",
                        request=request, headers={"Content-Type": "text/html"})


def first_request(spider: Any, n: int = 1) -> Request:
    return Request(f"{HOST}/story-{n}", callback=spider.parse_page, meta={"depth": 2})


def walk(mw: ArticleMiddleware, request: Request) -> tuple[list[Request], list[ArticleItem]]:
    """Feed the middleware the responses to its own requests until it emits."""
    requests: list[Request] = []
    items: list[ArticleItem] = []
    current: Request | None = request
    while current is not None:
        out = run(mw, page_response(current))
        items += [o for o in out if isinstance(o, ArticleItem)]
        current = next((o for o in out if isinstance(o, Request)), None)
        if current is not None:
            requests.append(current)
    return requests, items


def test_pages_are_followed_then_merged_once(story: dict[str, Article]) -> None:
    story.update({f"{HOST}/story-{n}": story_page(n, n + 1 if n < 3 else None) for n in (1, 2, 3)})
    mw, spider = setup()
    requests, items = walk(mw, first_request(spider))
    assert [r.url for r in requests] == [f"{HOST}/story-2", f"{HOST}/story-3"]
    assert all(r.callback == spider.parse_page and r.dont_filter and r.meta["depth"] == 2 for r in requests)
    (item,) = items
    assert item["pages"] == [f"{HOST}/story-{n}" for n in (1, 2, 3)]
    assert item["articleBody"].count(SHARED) == 1
    body = item["articleBody"]
    assert body.index("Paragraph 1") < body.index("Paragraph 2") < body.index("Paragraph 3")
    counts = stats(mw)
    assert counts == {"articles/responses": 3, "articles/pages_followed": 2, "articles/pages_merged": 2,
                      "articles/extracted": 1, "articles/pages_withheld": 2}


def test_the_state_survives_request_serialisation(story: dict[str, Article]) -> None:
    story.update({f"{HOST}/story-{n}": story_page(n, n + 1) for n in (1, 2)})
    mw, spider = setup()
    (request,) = [o for o in run(mw, page_response(first_request(spider))) if isinstance(o, Request)]
    restored = request_from_dict(pickle.loads(pickle.dumps(request.to_dict(spider=spider))), spider=spider)
    assert restored.callback == spider.parse_page and restored.meta == request.meta
    out = run(mw, page_response(restored))
    assert [o.url for o in out if isinstance(o, Request)] == [f"{HOST}/story-3"]


def test_a_request_queued_by_the_previous_version_continues_its_article(story: dict[str, Article]) -> None:
    """Its state is the dict of today without "format" (tests/scrapy/test_merge.py): the same item comes out."""
    story.update({f"{HOST}/story-{n}": story_page(n, n + 1 if n < 2 else None) for n in (1, 2)})
    mw, spider = setup()
    (request,) = [o for o in run(mw, page_response(first_request(spider))) if isinstance(o, Request)]
    (today,) = [o for o in run(mw, page_response(request)) if isinstance(o, ArticleItem)]
    mw, spider = setup()
    previous = {k: v for k, v in request.meta["articles_pages"].items() if k != "format"}
    queued = request_from_dict(pickle.loads(pickle.dumps(
        request.replace(meta={**request.meta, "articles_pages": previous}).to_dict(spider=spider))), spider=spider)
    (item,) = [o for o in run(mw, page_response(queued)) if isinstance(o, ArticleItem)]
    assert {**item, "metadata": None} == {**today, "metadata": None}  # metadata: the download time
    assert item["pages"] == [f"{HOST}/story-1", f"{HOST}/story-2"]
    assert stats(mw) == {"articles/responses": 1, "articles/pages_merged": 1, "articles/extracted": 1,
                         "articles/pages_withheld": 1}


@pytest.mark.parametrize("failed", [False, True], ids=["response", "download-failure"])
def test_an_unreadable_state_is_skipped_counted_and_warned_once(story: dict[str, Article], failed: bool,
                                                                caplog: pytest.LogCaptureFixture) -> None:
    story.update({f"{HOST}/story-{n}": story_page(n, n + 1) for n in (1, 2)})
    mw, spider = setup()
    (request,) = [o for o in run(mw, page_response(first_request(spider))) if isinstance(o, Request)]
    mw, spider = setup()
    later = {**request.meta["articles_pages"], "format": 99}  # a later version's state
    outputs = []
    with caplog.at_level(logging.DEBUG, logger=flow.__name__):
        for carried in (later, {"pages": ["lost"]}):
            queued = request.replace(meta={**request.meta, "articles_pages": carried})
            if failed:
                outputs.append(mw.flow.failed(queued, "download_error"))
            else:
                outputs += run(mw, page_response(queued))
    assert all(o == flow.Outcome() for o in outputs) if failed else outputs == []
    counts = stats(mw)
    assert counts["articles/responses"] == 2 and counts["articles/skipped/bad_state"] == 2
    assert not any(k.startswith(("articles/extracted", "articles/incomplete")) for k in counts)
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1 and f"{HOST}/story-2" in warnings[0].getMessage()


class ReadPages(flow.ArticleFlow):
    """A flow that records what page_read, its extension point, was given."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.calls: list[tuple[str, str, bool]] = []

    def page_read(self, response: Response, analysis: Analysis, article: Article, continuation: bool) -> None:
        assert analysis.url == article.url == response.url
        self.calls.append((response.url, article.metadata.headline or "", continuation))


def test_page_read_sees_every_page_read_once(story: dict[str, Article]) -> None:
    story.update({f"{HOST}/story-{n}": story_page(n, n + 1 if n < 2 else None, f"Mills {n}") for n in (1, 2)})
    mw, spider = setup()
    mw.flow = ReadPages(mw.flow.stats, mw.flow.extraction, mw.flow.config)
    requests, items = walk(mw, first_request(spider))
    image = Response(f"{HOST}/image.png", body=b"\x89PNG\r\n", headers={"Content-Type": "image/png"},
                     request=Request(f"{HOST}/image.png"))
    opted_out = page_response(Request(f"{HOST}/other", meta={"articles_skip": True}))
    for unread in (image, opted_out):
        run(mw, unread)
    assert mw.flow.calls == [(f"{HOST}/story-1", "Mills 1", False), (f"{HOST}/story-2", "Mills 2", True)]
    assert len(items) == 1 and [r.url for r in requests] == [f"{HOST}/story-2"]


def test_a_spider_hook_names_the_continuation_callback(story: dict[str, Article]) -> None:
    story.update({f"{HOST}/story-{n}": story_page(n, n + 1) for n in (1, 2)})
    mw, spider = setup(articles_page_callback="parse_continued")
    (request,) = [o for o in run(mw, page_response(first_request(spider))) if isinstance(o, Request)]
    assert request.callback == spider.parse_continued


@pytest.mark.parametrize("use_async", [False, True])
@pytest.mark.parametrize(("attrs", "passed"), [
    ({}, False),  # the spider asked for page 1 only: its callback does not run on page 2
    ({"articles_page_callback": "parse_continued"}, True),  # it asked for later pages by name
])
def test_later_pages_reach_the_spider_only_when_it_asks(story: dict[str, Article], use_async: bool,
                                                         attrs: dict[str, Any], passed: bool) -> None:
    story.update({f"{HOST}/story-{n}": story_page(n, n + 1 if n < 2 else None) for n in (1, 2)})
    mw, spider = setup(**attrs)
    (request,) = [o for o in run(mw, page_response(first_request(spider))) if isinstance(o, Request)]
    ran: list[str] = []

    def callback() -> Iterator[Any]:  # what Scrapy hands the middleware: the callback's generator
        ran.append(request.url)
        yield {"own": request.url}

    async def callback_async() -> AsyncIterator[Any]:
        for obj in callback():
            yield obj

    async def collect() -> list[Any]:
        return [o async for o in mw.process_spider_output_async(page_response(request), callback_async())]

    out = asyncio.run(collect()) if use_async else list(mw.process_spider_output(page_response(request), callback()))
    assert isinstance(out[-1], ArticleItem) and out[-1]["pages"] == [f"{HOST}/story-1", f"{HOST}/story-2"]
    assert (out[:-1], ran) == (([{"own": request.url}], [request.url]) if passed else ([], []))
    assert stats(mw).get("articles/pages_withheld", 0) == (0 if passed else 1)


def test_a_callback_failing_on_a_withheld_page_does_not_lose_the_article(story: dict[str, Article]) -> None:
    story.update({f"{HOST}/story-{n}": story_page(n, n + 1 if n < 2 else None) for n in (1, 2)})
    mw, spider = setup()
    (request,) = [o for o in run(mw, page_response(first_request(spider))) if isinstance(o, Request)]
    # A callback that returns a list runs before its output could be withheld, and may raise.
    (item,) = mw.process_spider_exception(page_response(request), ValueError("spider bug")) or []
    assert item["pages"] == [f"{HOST}/story-1", f"{HOST}/story-2"]
    assert "articles/skipped/spider_error" not in stats(mw)


@pytest.mark.parametrize(("pages", "settings", "merged", "reason"), [
    # page 3 is another story: pages 1-2 are emitted
    ({1: (2, "The mills"), 2: (3, "The mills"), 3: (None, "Bus strike")}, {}, 2, "not_same_article"),
    # the cap stops an endless series
    ({n: (n + 1, "The mills") for n in range(1, 6)}, {"ARTICLES_MAX_PAGES": 3}, 3, "max_pages"),
    # page 3 links back to page 1: a cycle ends the article, complete
    ({1: (2, "The mills"), 2: (3, "The mills"), 3: (1, "The mills")}, {}, 3, None),
])
def test_following_stops(story: dict[str, Article], pages: dict[int, tuple[int | None, str]],
                         settings: dict[str, Any], merged: int, reason: str | None) -> None:
    story.update({f"{HOST}/story-{n}": story_page(n, nxt, title) for n, (nxt, title) in pages.items()})
    mw, spider = setup(settings)
    _, items = walk(mw, first_request(spider))
    (item,) = items
    assert len(item["pages"]) == merged
    incomplete = {k for k in stats(mw) if k.startswith("articles/incomplete/")}
    assert incomplete == ({f"articles/incomplete/{reason}"} if reason else set())


def test_following_can_be_switched_off(story: dict[str, Article]) -> None:
    story[f"{HOST}/story-1"] = story_page(1, 2)
    mw, spider = setup({"ARTICLES_FOLLOW_PAGES": False})
    (item,) = run(mw, page_response(first_request(spider)))
    assert item["pages"] == [f"{HOST}/story-1"]


def test_offsite_next_pages_are_not_followed(story: dict[str, Article]) -> None:
    story[f"{HOST}/story-1"] = Article(**{**story_page(1, None).__dict__, "next_page_url": "http://elsewhere.test/2"})
    mw, spider = setup()
    (item,) = run(mw, page_response(first_request(spider)))
    assert isinstance(item, ArticleItem)


def test_an_error_page_emits_what_was_gathered(story: dict[str, Article]) -> None:
    story[f"{HOST}/story-1"] = story_page(1, 2)
    mw, spider = setup()
    (request,) = [o for o in run(mw, page_response(first_request(spider))) if isinstance(o, Request)]
    not_found = page_response(request, status=404)
    (item,) = mw.process_spider_exception(not_found, HttpError(not_found)) or []
    assert item["pages"] == [f"{HOST}/story-1"]
    assert stats(mw)["articles/incomplete/http_error"] == 1


def test_a_download_failure_becomes_a_flagged_response(story: dict[str, Article]) -> None:
    story[f"{HOST}/story-1"] = story_page(1, 2)
    mw, spider = setup()
    (request,) = [o for o in run(mw, page_response(first_request(spider))) if isinstance(o, Request)]
    failures = ArticlePageFailureMiddleware()
    assert failures.process_exception(Request(f"{HOST}/other"), ConnectionRefusedError()) is None
    response = failures.process_exception(request, ConnectionRefusedError())
    assert response is not None and response.status == DOWNLOAD_FAILED_STATUS
    assert request.meta["dont_cache"] is True
    (item,) = mw.process_spider_exception(response, HttpError(response)) or []
    assert item["pages"] == [f"{HOST}/story-1"]
    assert stats(mw)["articles/incomplete/download_error"] == 1


def test_the_print_version_is_preferred_when_asked(story: dict[str, Article]) -> None:
    story[f"{HOST}/story-1"] = Article(**{**story_page(1, 2).__dict__, "print_url": f"{HOST}/print/story-1"})
    story[f"{HOST}/print/story-1"] = Article(url=f"{HOST}/print/story-1", text="The whole story.",
                                             html="<p>The whole story.</p>", is_article=True, probability=0.8)
    mw, spider = setup({"ARTICLES_PREFER_PRINT": True})
    requests, (item,) = walk(mw, first_request(spider))
    assert [r.url for r in requests] == [f"{HOST}/print/story-1"]
    assert item["articleBody"] == "The whole story." and item["headline"] == "The mills"
    assert item["url"] == f"{HOST}/story-1" and item["printUrl"] == f"{HOST}/print/story-1"
    assert stats(mw)["articles/print_followed"] == 1


def test_duplicates_by_url_or_canonical_url(story: dict[str, Article]) -> None:
    def page(n: int, canonical: str) -> Article:
        article = story_page(n, None)
        return Article(**{**article.__dict__, "metadata": Metadata(headline="x", canonical_url=canonical)})

    # Two articles whose canonical URL is the home page (a site's mistake), then
    # a print version whose canonical URL is the first article.
    story.update({f"{HOST}/story-1": page(1, f"{HOST}/"), f"{HOST}/story-2": page(2, f"{HOST}/"),
                  f"{HOST}/story-3": page(3, f"{HOST}/story-1")})
    mw, spider = setup()
    emitted = [run(mw, page_response(first_request(spider, n))) for n in (1, 2, 3)]
    assert [len(out) for out in emitted] == [1, 1, 0]
    assert stats(mw)["articles/skipped/duplicate"] == 1


def test_a_given_up_later_page_reports_the_library_reason(story: dict[str, Article]) -> None:
    # What assemble() gives for a page the library gave up on: no text, not an article.
    story[f"{HOST}/story-1"] = story_page(1, 2)
    story[f"{HOST}/story-2"] = Article(url=f"{HOST}/story-2", text="", html="")
    many = b"<html><body>" + b"<p>x</p>" * 100 + b"</body></html>"
    mw, spider = setup({"ARTICLES_MAX_ELEMENTS": 50})
    (request,) = [o for o in run(mw, page_response(first_request(spider))) if isinstance(o, Request)]
    (item,) = run(mw, page_response(request).replace(body=many))
    assert item["pages"] == [f"{HOST}/story-1"]
    incomplete = {k for k in stats(mw) if k.startswith("articles/incomplete/")}
    assert incomplete == {"articles/incomplete/too_many_elements"}  # as a first page would be skipped


def counted_reads(monkeypatch: pytest.MonkeyPatch) -> list[str | None]:
    """The URLs the middleware analyses from now on, in order."""
    read: list[str | None] = []
    analyse = flow.analyse

    def counted(markup: str | bytes, url: str | None = None, **kwargs: Any) -> Analysis:
        read.append(url)
        return analyse(markup, url, **kwargs)

    monkeypatch.setattr(flow, "analyse", counted)
    return read


@pytest.mark.parametrize(("settings", "reason"), [
    ({}, "duplicate"),  # emitted already
    ({"ARTICLES_DEDUP": False}, "later_page"),  # merged into an article
])
def test_the_spiders_own_fetch_of_a_merged_page_is_not_read_again(
        monkeypatch: pytest.MonkeyPatch, story: dict[str, Article], settings: dict[str, Any], reason: str) -> None:
    story.update({f"{HOST}/story-{n}": story_page(n, n + 1 if n < 3 else None) for n in (1, 2, 3)})
    mw, spider = setup(settings)
    walk(mw, first_request(spider))
    read = counted_reads(monkeypatch)
    own = [{"own": True}]
    for n in (2, 3):  # the spider's own requests: no state in their meta
        assert run(mw, page_response(Request(f"{HOST}/story-{n}", callback=spider.parse)), own) == own
    assert read == []
    assert stats(mw)[f"articles/skipped/{reason}"] == 2


def continued(request: Request, suffix: bytes = b"") -> HtmlResponse:
    """The response to the middleware's request for a later page of the basic site's article."""
    body = (BASIC / request.url.rsplit("/", 1)[-1]).read_bytes().replace(b"{BASE}", HOST.encode())
    return HtmlResponse(request.url, body=body + suffix, request=request, headers={"Content-Type": "text/html"})


@pytest.mark.parametrize("changed", [False, True])
def test_a_later_page_the_spider_fetched_first_is_read_once(monkeypatch: pytest.MonkeyPatch, changed: bool) -> None:
    mw, spider = setup()
    read = counted_reads(monkeypatch)
    own = [{"own": True}]
    for name in ("multi-2.html", "multi-3.html"):  # the spider's own requests come back first
        assert run(mw, fixture_response(name, spider), own) == own
    (out,) = run(mw, fixture_response("multi.html", spider))
    while isinstance(out, Request):  # the add-on's requests for pages 2 and 3, answered
        # The page changed between the two fetches: what the spider read is not this page.
        edited = changed and out.url.endswith("multi-2.html")
        (out,) = run(mw, continued(out, b"<!-- edited -->" if edited else b""))
    item = out
    assert isinstance(item, ArticleItem)
    assert item["pages"] == [f"{HOST}/multi.html", f"{HOST}/multi-2.html", f"{HOST}/multi-3.html"]
    pages = [f"{HOST}/multi-2.html", f"{HOST}/multi-3.html", f"{HOST}/multi.html"]
    assert read == (pages + [f"{HOST}/multi-2.html"] if changed else pages)
    counts = stats(mw)
    assert counts["articles/skipped/later_page"] == 2 and counts["articles/pages_merged"] == 2
    assert counts.get("articles/pages_reused", 0) == (1 if changed else 2)


def test_only_the_latest_later_pages_are_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(flow, "KEPT_LATER_PAGES", 1)
    mw, spider = setup()
    read = counted_reads(monkeypatch)
    for name in ("multi-2.html", "multi-3.html"):
        run(mw, fixture_response(name, spider))
    (request,) = run(mw, fixture_response("multi.html", spider))
    run(mw, continued(request))
    assert read[-1] == f"{HOST}/multi-2.html"  # pushed out by page 3, read again
    assert "articles/pages_reused" not in stats(mw)


def test_a_page_that_turned_out_another_story_is_still_read_when_the_spider_fetches_it(
        story: dict[str, Article]) -> None:
    story.update({f"{HOST}/story-1": story_page(1, 2), f"{HOST}/story-2": story_page(2, None, "Bus strike")})
    mw, spider = setup()
    walk(mw, first_request(spider))
    (item,) = run(mw, page_response(Request(f"{HOST}/story-2", callback=spider.parse)))
    assert item["headline"] == "Bus strike"


def test_the_page_followed_is_not_logged_as_not_taken(caplog: pytest.LogCaptureFixture) -> None:
    mw, spider = setup()
    with caplog.at_level(logging.DEBUG, logger="scrapy_articles"):
        (request,) = run(mw, fixture_response("multi.html", spider))
    assert request.url == f"{HOST}/multi-2.html" and stats(mw)["articles/pages_followed"] == 1
    lines = [r.getMessage() for r in caplog.records if "not taken" in r.getMessage()]
    assert not [line for line in lines if request.url in line], lines


def test_a_later_page_the_spider_keeps_as_its_own_item_still_completes_the_article(
        story: dict[str, Article]) -> None:
    story.update({f"{HOST}/story-{n}": story_page(n, n + 1 if n < 2 else None) for n in (1, 2)})
    mw, spider = setup({"ITEM_PIPELINES": {"scrapy_articles.ArticlePipeline": 100}},
                       articles_page_callback="parse_continued")
    (request,) = [o for o in run(mw, page_response(first_request(spider))) if isinstance(o, Request)]
    own = {"url": request.url, "html": page_response(request).text}
    out = run(mw, page_response(request), [own])
    assert out[0] is own and out[1]["pages"] == [f"{HOST}/story-1", f"{HOST}/story-2"]
    assert "articles/skipped/spider_item" not in stats(mw)
