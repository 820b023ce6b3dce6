"""Real crawls: Scrapy's engine against the fixture sites on 127.0.0.1, one interpreter per crawl."""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit
from xml.etree import ElementTree

import feedparser
import pytest

from .conftest import SITES, run_crawl
from .server import FixtureServer

Result = dict[str, Any]


def path(url: str) -> str:
    parts = urlsplit(url)
    return parts.path + (f"?{parts.query}" if parts.query else "")


def articles(result: Result) -> dict[str, dict[str, Any]]:
    return {path(item["url"]): item for item in result["items"] if "articleBody" in item}


def counters(result: Result) -> dict[str, Any]:
    return {k: v for k, v in result["stats"].items() if k.startswith("articles/") and k != "articles/extraction_time"}


# One crawl of the basic site serves the tests below it: a spider that follows
# the index's links with async callbacks and yields marker items of its own.

@pytest.fixture(scope="module")
def links(basic_site: FixtureServer, tmp_path_factory: pytest.TempPathFactory) -> Result:
    workdir = tmp_path_factory.mktemp("links")
    return run_crawl(
        workdir, "tests.scrapy.spiders.LinkSpider",
        # A job directory puts requests in pickled disk queues: the half-merged
        # article must survive serialisation, as in scrapy-redis.
        {"JOBDIR": str(workdir / "job"), "ARTICLES_EXTRACTION": {"density_rule": "fixed"}},
        start_url=basic_site.base_url + "/index.html", algorithms="second.html=density", skip="short.html",
        use_async="1")


def test_articles_are_emitted(links: Result) -> None:
    found = articles(links)
    assert {"/second.html", "/multi.html", "/broken.html", "/dropped.html"} <= set(found)
    assert "Agnes Pell" in (found.get("/article.html") or found["/copy.html"])["articleBody"]
    assert found["/second.html"]["headline"] == "Canal towpath to be resurfaced this summer"
    assert counters(links)["articles/extracted"] == 6


def test_spider_items_and_requests_untouched_and_in_order(links: Result) -> None:
    markers = [item for item in links["items"] if "marker" in item]
    assert markers[0]["marker"] == "index-before" and markers[1]["marker"] == "index-after"
    assert all(set(item) == {"marker", "url"} for item in markers)
    pages = sorted(path(item["url"]) for item in markers if item["marker"] == "page-async")
    # Every page the spider asked for reached its callback, and no other: the
    # index links page 1 of the multi-page article, whose pages 2 and 3 the
    # add-on fetched for itself (as without the add-on, the spider sees none).
    assert pages == sorted(["/article.html", "/second.html", "/multi.html", "/broken.html", "/dropped.html",
                            "/copy.html", "/short.html", "/report.pdf"])
    assert counters(links)["articles/pages_withheld"] == 2
    position = {(item.get("marker"), path(item["url"])): i for i, item in enumerate(links["items"])}
    # The spider's own output first: the add-on's item follows it.
    assert position[("page-async", "/second.html")] < position[(None, "/second.html")]


def test_every_response_is_accounted_for(links: Result) -> None:
    c = counters(links)
    assert c["articles/skipped/not_html"] == 1  # report.pdf
    assert c["articles/skipped/opted_out"] == 1  # short.html
    assert c["articles/skipped/not_article/front"] == 1  # the index: a list of links
    assert c["articles/skipped/http_error"] == 1  # missing.html
    skipped = sum(v for k, v in c.items() if k.startswith("articles/skipped/"))
    assert c["articles/responses"] == c["articles/extracted"] + c["articles/pages_followed"] + skipped


def test_per_request_algorithm(links: Result) -> None:
    found = articles(links)
    assert found["/second.html"]["algorithm"] == "density"
    assert found["/multi.html"]["algorithm"] == "ttr"


def test_multi_page_article_merged_once_in_order(links: Result) -> None:
    found = articles(links)
    item = found["/multi.html"]
    assert [path(u) for u in item["pages"]] == ["/multi.html", "/multi-2.html", "/multi-3.html"]
    body = item["articleBody"]
    assert body.index("In 1890") < body.index("The first blow came in 1931") < body.index("The last bale")
    assert body.count("Three mills once made this town.") <= 1
    assert not {"/multi-2.html", "/multi-3.html"} & set(found)
    assert counters(links)["articles/pages_merged"] == 2


def test_failed_next_pages_emit_what_was_gathered(links: Result, basic_site: FixtureServer) -> None:
    found = articles(links)
    assert [path(u) for u in found["/broken.html"]["pages"]] == ["/broken.html"]
    assert [path(u) for u in found["/dropped.html"]["pages"]] == ["/dropped.html"]
    c = counters(links)
    assert c["articles/incomplete/http_error"] == 1 and c["articles/incomplete/download_error"] == 1


def test_state_travelled_through_disk_queues(links: Result) -> None:
    stats = links["stats"]
    assert stats["scheduler/enqueued/disk"] == stats["scheduler/enqueued"]
    assert "scheduler/unserializable" not in stats


def test_near_duplicate_dropped(links: Result) -> None:
    found = articles(links)
    assert ("/article.html" in found) != ("/copy.html" in found)
    (drop,) = links["dropped"]
    assert "near duplicate" in drop["reason"]


# The pagination fixture site: every style of pager, and its traps.

def test_pagination_site(pagination_site: FixtureServer, tmp_path: Path) -> None:
    expected = json.loads((SITES / "pagination" / "expected.json").read_text())["articles"]
    cap = 5
    result = run_crawl(tmp_path, "tests.scrapy.spiders.PagesSpider", {"ARTICLES_MAX_PAGES": cap},
                       base=pagination_site.base_url, paths=",".join(a["start"] for a in expected))
    found = articles(result)
    for article in expected:
        item = found.get(article["start"])
        if item is None:
            assert article["trap"], f"no article from {article['start']}"
            continue
        want = article["merged"][:cap] if article.get("capped") else article["merged"]
        assert [path(u) for u in item["pages"]] == want, article["style"]
    # The infinite trap (a live page of three short updates, each page linking
    # the next) is judged no article; judged one, it would still start no chain
    # (test_a_live_page_judged_an_article_starts_no_chain). The page cap is
    # tested in test_middleware's test_following_stops.
    c = counters(result)
    assert "/traps/infinite/page-1.html" not in found
    assert sum(v for k, v in c.items() if k.startswith("articles/skipped/not_article/")) >= 1
    assert "articles/incomplete/max_pages" not in c


def test_a_live_page_judged_an_article_starts_no_chain(pagination_site: FixtureServer, tmp_path: Path) -> None:
    # The infinite trap is a live page of three short updates. With a page
    # threshold under its probability the page decision calls it an article
    # (a live blog's page is one by this project's labels), and it is emitted,
    # alone: its pager pages older entries (page/chain.py), so no later page
    # is fetched and the page cap is never reached.
    start = "/traps/infinite/page-1.html"
    result = run_crawl(tmp_path, "tests.scrapy.spiders.PagesSpider",
                       {"ARTICLES_MAX_PAGES": 5, "ARTICLES_EXTRACTION": {"min_page_probability": 0.1}},
                       base=pagination_site.base_url, paths=start)
    item = articles(result)[start]
    assert item["pageType"] == "article"
    assert [path(u) for u in item["pages"]] == [start]
    assert item["articleBody"].count("Update 1, 10:15.") == 1 and "Update 2" not in item["articleBody"]
    c = counters(result)
    assert "articles/pages_followed" not in c and "articles/incomplete/max_pages" not in c
    assert result["stats"]["downloader/response_count"] == 1


def test_later_pages_the_spider_fetched_first_are_read_once(basic_site: FixtureServer, tmp_path: Path) -> None:
    # The spider asks for pages 3, 2 and 1 in turn: when page 1 arrives the
    # add-on fetches pages 2 and 3 again to merge them, and does not read them again.
    paths = ["/multi-3.html", "/multi-2.html", "/multi.html"]
    result = run_crawl(tmp_path, "tests.scrapy.spiders.ChainSpider", base=basic_site.base_url, paths=",".join(paths))
    assert [path(item["url"]) for item in result["items"] if "marker" in item] == paths
    (item,) = articles(result).values()
    assert [path(u) for u in item["pages"]] == ["/multi.html", "/multi-2.html", "/multi-3.html"]
    c = counters(result)
    assert c["articles/skipped/later_page"] == 2 and c["articles/pages_reused"] == 2
    assert c["articles/responses"] == 5 and result["stats"]["downloader/response_count"] == 5


def test_pages_over_the_time_budget_are_skipped_and_counted(basic_site: FixtureServer, tmp_path: Path) -> None:
    # No page fits in a budget of zero seconds: each is given up after its
    # metadata, with the reason in the stats, and the spider's items still arrive.
    paths = ["/article.html", "/second.html", "/multi.html"]
    result = run_crawl(tmp_path, "tests.scrapy.spiders.PagesSpider", {"ARTICLES_TIME_BUDGET": 0},
                       base=basic_site.base_url, paths=",".join(paths))
    assert articles(result) == {}
    assert counters(result)["articles/skipped/over_the_time_budget"] == len(paths)
    assert counters(result)["articles/responses"] == len(paths)


def test_pages_cut_at_max_chars_are_articles_counted_as_truncated(basic_site: FixtureServer, tmp_path: Path) -> None:
    # A page longer than ARTICLES_MAX_CHARS is read up to the limit: its article is what
    # was read, and the stats say it was cut (never silently).
    result = run_crawl(tmp_path, "tests.scrapy.spiders.PagesSpider", {"ARTICLES_MAX_CHARS": 1500},
                       base=basic_site.base_url, paths="/article.html")
    c = counters(result)
    assert c["articles/responses"] == 1
    assert c["articles/truncated/longer_than_max_chars"] == 1
    (tmp_path / "whole").mkdir()
    result = run_crawl(tmp_path / "whole", "tests.scrapy.spiders.PagesSpider", {},
                       base=basic_site.base_url, paths="/article.html")
    assert not any(k.startswith("articles/truncated/") for k in counters(result))


# Exporters: the six formats from one crawl.

FEEDS = {
    "out.json": {"format": "json"},
    "out.jsonl": {"format": "jsonlines"},
    "out.csv": {"format": "csv"},
    "out.xml": {"format": "xml"},
    "out.rss": {"format": "rss", "item_export_kwargs": {"feed_title": "Echo, full text"}},
    "out.atom": {"format": "atom"},
}


@pytest.fixture(scope="module")
def exported(basic_site: FixtureServer, tmp_path_factory: pytest.TempPathFactory) -> Path:
    workdir = tmp_path_factory.mktemp("feeds")
    run_crawl(workdir, "tests.scrapy.spiders.PagesSpider", {"FEEDS": FEEDS},
              base=basic_site.base_url, paths="/article.html,/second.html,/multi.html")
    return workdir


def test_json_and_jsonlines(exported: Path) -> None:
    items = json.loads((exported / "out.json").read_text())
    lines = [json.loads(line) for line in (exported / "out.jsonl").read_text().splitlines()]
    assert len(items) == 3 and sorted(items, key=lambda i: i["url"]) == sorted(lines, key=lambda i: i["url"])
    assert all(item["authors"] and item["articleBodyHtml"].startswith("<") for item in items)


def test_csv(exported: Path) -> None:
    with (exported / "out.csv").open(newline="") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 3
    assert {"url", "headline", "articleBody", "datePublished"} <= set(rows[0])
    assert any("Agnes Pell" in row["articleBody"] for row in rows)


def test_xml(exported: Path) -> None:
    root = ElementTree.parse(exported / "out.xml").getroot()
    assert len(root) == 3
    assert all(item.find("headline") is not None and item.find("authors/value/name") is not None
               for item in root)


@pytest.mark.parametrize("name", ["out.rss", "out.atom"])
def test_feeds_are_valid(exported: Path, name: str) -> None:
    feed = feedparser.parse((exported / name).read_bytes())
    assert not feed.bozo, feed.get("bozo_exception")
    assert len(feed.entries) == 3 and all(entry.content[0].value for entry in feed.entries)
    if name == "out.rss":
        assert feed.feed.title == "Echo, full text"


# The full-text feed spider and ArticlePipeline.

@pytest.mark.parametrize(("feed", "expected"), [
    ("feed.xml", ["/multi.html", "/second.html", "/missing.html", "/article.html"]),
    ("atom.xml", ["/second.html", "/article.html"]),
])
def test_full_text_feed(basic_site: FixtureServer, tmp_path: Path, feed: str, expected: list[str]) -> None:
    result = run_crawl(tmp_path, "scrapy_articles.FullTextFeedSpider",
                       {"FEEDS": {"full.rss": {"format": "rss"}}}, feed_url=f"{basic_site.base_url}/{feed}")
    assert [path(item["url"]) for item in result["items"]] == expected
    out = feedparser.parse((tmp_path / "full.rss").read_bytes())
    assert not out.bozo and [path(e.link) for e in out.entries] == expected
    by_path = {path(item["url"]): item for item in result["items"]}
    if feed == "feed.xml":
        assert len(by_path["/multi.html"]["pages"]) == 3
        assert by_path["/multi.html"]["metadata"]["feedGuid"] == "echo-mills-1986"
        assert "articleBody" not in by_path["/missing.html"]  # the entry alone
        assert by_path["/missing.html"]["headline"] == "An old story that was deleted"
        assert "content" in out.entries[0] and "content" not in out.entries[2]


@pytest.mark.parametrize(("settings", "kept"), [
    ({}, ["/article.html", "/second.html", "/short.html"]),  # the spider's items: never dropped, html kept
    ({"ARTICLES_FILTER_SPIDER_ITEMS": True, "ARTICLES_KEEP_HTML": False}, ["/article.html", "/second.html"]),
])
def test_article_pipeline_fills_items_with_html(basic_site: FixtureServer, tmp_path: Path,
                                                settings: dict[str, Any], kept: list[str]) -> None:
    result = run_crawl(tmp_path, "tests.scrapy.spiders.HtmlItemSpider",
                       {"SPIDER_MIDDLEWARES": {"scrapy_articles.ArticleMiddleware": None}, **settings},
                       base=basic_site.base_url, paths="/article.html,/second.html,/short.html")
    assert sorted(path(item["url"]) for item in result["items"]) == kept
    assert all(("html" in item) == (not settings) and item["articleBody"] for item in result["items"])
    assert [d["reason"].split(":")[0] for d in result["dropped"]] == ([] if not settings else ["article too short"])
    assert result["stats"]["articles/pipeline/filled"] == 2
