"""The multi-page fixture site (tests/sites/multipage), crawled by a plain spider with the add-on.

Every article once, with all its pages in order and their words; no line of
the box repeated between its pages, no pager line; no trap followed: the
server saw the start pages and the articles' later pages, nothing else. The
part of the site tuned on and the parts held out are crawled and reported
apart (``-k tune``, ``-k held-out``, ``-k unseen``, ``-k blind``,
``-k sealed``, ``-k sealed-2``, ``-k sealed-3``, ``-k sealed-4``, ``-k sealed-5``, ``-k dev``). The
``dev`` part is crawled a second time as a plain user's spider would, from the site's front
page along every link.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import pytest

from .conftest import SITES, run_crawl
from .server import FixtureServer
from .test_crawl import articles, counters, path

SITE = SITES / "multipage"
EXPECTED = json.loads((SITE / "expected.json").read_text(encoding="utf-8"))
PARTS = ("tune", "held-out", "unseen", "blind", "sealed", "sealed-2", "sealed-3", "sealed-4", "sealed-5", "dev")
FRONT_PAGE = "/quire/index.html"  # the dev part's front page, which links every story by its index file
# Each part is a crawl of its own (about 1.5 s): two in the fast loop, every one with --full (CI).
FAST_PARTS = ("held-out", "sealed-3")
CAP = 6  # ARTICLES_MAX_PAGES: above the longest article (4 pages)
MIN_WORD_RECALL = 0.95  # of the words of all an article's pages (issue 32)
_WORDS = re.compile(r"\w+")


def word_recall(gold: list[str], body: str) -> float:
    want, got = Counter(_WORDS.findall(" ".join(gold).lower())), Counter(_WORDS.findall(body.lower()))
    return sum(min(n, got[w]) for w, n in want.items()) / sum(want.values())


def of_part(part: str) -> list[dict[str, Any]]:
    return [a for a in EXPECTED["articles"] if a["part"] == part]


@pytest.fixture(scope="module", params=[part if part in FAST_PARTS else pytest.param(part, marks=pytest.mark.slow)
                                        for part in PARTS])
def crawl(request: pytest.FixtureRequest,
          tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, dict[str, Any], list[str]]]:
    part = request.param
    server = FixtureServer.for_pagination_site(SITE)
    try:
        result = run_crawl(tmp_path_factory.mktemp(part), "tests.scrapy.spiders.PagesSpider",
                           # The shipped default extractor: complete and clean bodies are what is tested.
                           {"ARTICLES_MAX_PAGES": CAP, "ARTICLES_ALGORITHM": "auto"}, base=server.base_url,
                           # Some paths hold commas (",nPack,2").
                           paths=" ".join(a["start"] for a in of_part(part)), sep=" ")
        yield part, result, list(server.requests)
    finally:
        server.close()


def test_every_article_once_with_all_its_pages(crawl: tuple[str, dict[str, Any], list[str]]) -> None:
    part, result, _ = crawl
    found = articles(result)
    emitted = [path(item["url"]) for item in result["items"] if "articleBody" in item]
    assert len(emitted) == len(set(emitted))
    for article in of_part(part):
        item = found.get(article["start"])
        if article["trap"]:
            assert item is None or [path(u) for u in item["pages"]] == [article["start"]], article["kind"]
            continue
        assert item is not None, article["start"]
        assert [path(u) for u in item["pages"]] == article["merged"], article["style"]


def test_merged_bodies_complete_without_chrome_or_traps(crawl: tuple[str, dict[str, Any], list[str]]) -> None:
    part, result, _ = crawl
    found = articles(result)
    for article in of_part(part):
        if article["trap"]:
            continue
        body = found[article["start"]]["articleBody"]
        assert word_recall(article["paragraphs"], body) >= MIN_WORD_RECALL, article["start"]
        assert [s for s in article["must_not_contain"] if s in body] == [], article["start"]


def test_no_trap_followed(crawl: tuple[str, dict[str, Any], list[str]]) -> None:
    part, result, requested = crawl
    starts = {a["start"] for a in of_part(part)}
    later = {p for a in of_part(part) for p in a["merged"][1:]}
    assert set(requested) == starts | later
    assert counters(result).get("articles/pages_followed", 0) == len(later)


def test_a_plain_spider_from_the_front_page(tmp_path_factory: pytest.TempPathFactory) -> None:
    """The dev part's stories, reached from the front page by a spider following every link: the spider
    fetches later pages and decoys itself too. Every story once, from its first page, whole and clean;
    the add-on followed the stories' next pages and nothing else, on the site's own host (a story whose
    ``<base href>`` is a CDN's links its pages there). Among the stories, the shapes of a first page's
    address the front page gives: a folder's index file, a query its pager drops (``?from=home``), capitals,
    a feed's parameters beside a script's own, a story's old address whose pager goes to another path."""
    server = FixtureServer.for_pagination_site(SITE)
    try:
        result = run_crawl(tmp_path_factory.mktemp("front"), "tests.scrapy.spiders.SiteSpider",
                           {"ARTICLES_MAX_PAGES": CAP, "ARTICLES_ALGORITHM": "auto"}, base=server.base_url,
                           path=FRONT_PAGE)
        requested = set(server.requests)
    finally:
        server.close()
    stories = of_part("dev")
    assert {a["start"] for a in stories} <= requested
    found = articles(result)
    assert sorted(found) == sorted(a["start"] for a in stories)
    for article in stories:
        item = found[article["start"]]
        assert [path(u) for u in item["pages"]] == article["merged"], article["style"]
        assert {urlsplit(u).netloc for u in item["pages"]} == {urlsplit(server.base_url).netloc}, article["style"]
        assert word_recall(article["paragraphs"], item["articleBody"]) >= MIN_WORD_RECALL, article["start"]
        assert [s for s in article["must_not_contain"] if s in item["articleBody"]] == [], article["start"]
    assert counters(result).get("articles/pages_followed", 0) == sum(len(a["merged"]) - 1 for a in stories)


@pytest.mark.slow
def test_the_print_version_is_fetched_instead_of_the_pages_when_preferred(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    """With ``ARTICLES_PREFER_PRINT``, the forum article whose page one links its "Printable version"
    (``printarticle.php?articleid=N``, vBulletin's) is read from that version: the crawler asks for it and
    for no later page, and the item holds every page's words at page one's address, clean of the pages'
    boxes. (By default the same crawl follows the pages: the ``sealed-4`` part.)"""
    (article,) = [a for a in EXPECTED["articles"] if a.get("style") == "tr-vb-article"]
    print_path = "/articles/printarticle.php?articleid=" + article["start"].rsplit("=", 1)[1]
    assert print_path in EXPECTED["pages"]
    server = FixtureServer.for_pagination_site(SITE)
    try:
        result = run_crawl(tmp_path_factory.mktemp("print"), "tests.scrapy.spiders.PagesSpider",
                           {"ARTICLES_MAX_PAGES": CAP, "ARTICLES_ALGORITHM": "auto", "ARTICLES_PREFER_PRINT": True},
                           base=server.base_url, paths=article["start"], sep=" ")
        requested = list(server.requests)
    finally:
        server.close()
    assert requested == [article["start"], print_path]
    (item,) = [i for i in result["items"] if "articleBody" in i]
    assert path(item["url"]) == article["start"] and path(item["printUrl"]) == print_path
    assert word_recall(article["paragraphs"], item["articleBody"]) >= MIN_WORD_RECALL
    assert [s for s in article["must_not_contain"] if s in item["articleBody"]] == []
    assert counters(result).get("articles/print_followed", 0) == 1
    assert counters(result).get("articles/pages_followed", 0) == 0
