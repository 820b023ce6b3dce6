"""One process, a spider that fetches an article's later pages itself: each article still emitted once.

Real pages from the generated site (``tests/sites/big``, "Next page" style:
no rel=next/prev, later pages linking nothing before them), a real
middleware built by ``get_crawler``, responses fed in the orders a crawl can
deliver them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from scrapy import Request
from scrapy.http import HtmlResponse

from scrapy_articles.scrapy.items import ArticleItem
from scrapy_articles.scrapy.middleware import ArticleMiddleware
from tests.sites.big.generate import ExpectedArticle, generate

from .test_middleware import HOST, NewsSpider, setup, stats

PAGES = 4  # the article the tests walk through


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, ExpectedArticle]:
    """The generated site's folder, and an article of PAGES pages in the "Next page" style."""
    root = tmp_path_factory.mktemp("next-style")
    expected = generate(root, articles=4, long_reads=6, syndicated=0, styles=("next",))
    return root, next(a for a in expected.values() if len(a.pages) == PAGES)


def response(root: Path, page: str, request: Request) -> HtmlResponse:
    return HtmlResponse(HOST + page, body=(root / page.lstrip("/")).read_bytes(), request=request,
                        headers={"Content-Type": "text/html"})


def spiders_own(mw: ArticleMiddleware, spider: NewsSpider, root: Path, page: str) -> list[Any]:
    """What the middleware adds for the spider's own request for ``page``."""
    request = Request(HOST + page, callback=spider.parse)
    return list(mw.process_spider_output(response(root, page, request), []))


def answer(mw: ArticleMiddleware, root: Path, request: Request) -> list[Any]:
    """What the middleware gives for the response to its own request."""
    path = request.url[len(HOST):]
    return list(mw.process_spider_output(response(root, path, request), []))


def items(outputs: list[Any]) -> list[ArticleItem]:
    return [o for o in outputs if isinstance(o, ArticleItem)]


def follow(outputs: list[Any]) -> Request:
    (request,) = [o for o in outputs if isinstance(o, Request)]
    return request


def test_later_pages_the_spider_fetches_while_the_article_is_merged_are_not_articles(
        site: tuple[Path, ExpectedArticle]) -> None:
    root, article = site
    mw, spider = setup()
    to_page_2 = follow(spiders_own(mw, spider, root, article.pages[0]))
    # The spider's own copies of pages 2 and 3 arrive first: page 2 is known
    # (claimed by page 1), and page 3 is claimed while page 2 is read.
    assert spiders_own(mw, spider, root, article.pages[1]) == []
    assert spiders_own(mw, spider, root, article.pages[2]) == []
    outputs = answer(mw, root, to_page_2)
    outputs = answer(mw, root, follow(outputs))
    assert spiders_own(mw, spider, root, article.pages[3]) == []
    outputs = answer(mw, root, follow(outputs))
    (item,) = items(outputs)
    assert item["pages"] == [HOST + page for page in article.pages]
    assert stats(mw)["articles/skipped/later_page"] == 3
    assert stats(mw)["articles/pages_reused"] == 3  # pages 2 to 4 were read once, from the spider's copies


def test_a_page_exported_alone_first_ends_the_article_before_it(site: tuple[Path, ExpectedArticle]) -> None:
    """Its last page fetched and emitted before any page linking to it: never emitted twice."""
    root, article = site
    mw, spider = setup()
    (alone,) = items(spiders_own(mw, spider, root, article.pages[-1]))
    outputs = answer(mw, root, follow(spiders_own(mw, spider, root, article.pages[0])))
    outputs = answer(mw, root, follow(outputs))
    (rest,) = items(outputs)
    assert alone["pages"] == [HOST + article.pages[-1]]
    assert rest["pages"] == [HOST + page for page in article.pages[:-1]]
    assert stats(mw)["articles/incomplete/page_taken"] == 1


def test_an_article_read_from_its_second_page_gives_way_to_the_whole_one(site: tuple[Path, ExpectedArticle]) -> None:
    root, article = site
    mw, spider = setup()
    to_page_3 = follow(spiders_own(mw, spider, root, article.pages[1]))  # page 2 read first: an article of its own
    outputs = answer(mw, root, follow(spiders_own(mw, spider, root, article.pages[0])))  # page 1 takes page 2 over
    assert answer(mw, root, to_page_3) == []  # the article from page 2 is dropped
    while not items(outputs):
        outputs = answer(mw, root, follow(outputs))
    (item,) = items(outputs)
    assert item["pages"] == [HOST + page for page in article.pages]
    assert stats(mw)["articles/skipped/later_page"] == 1
    assert stats(mw)["articles/extracted"] == 1
