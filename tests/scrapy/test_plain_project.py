"""A new Scrapy project with only the README's two settings, driven by the real ``scrapy`` command.

``scrapy startproject``, the README's ``ADDONS`` and ``FEEDS`` appended to its
settings, a spider of the user's own, then ``scrapy crawl`` with ``-O`` in
child processes against the example site on 127.0.0.1. What the add-on
promises a new user: the spider's items arrive with every field, one item per
page, and ``-O out.rss`` / ``-O out.atom:atom`` write valid feeds with the
pictures in the full text.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import feedparser
import pytest

from .conftest import CRAWL_TIMEOUT, REPO, python_env
from .feedrules import atom_problems, rss_problems
from .server import FixtureServer

pytestmark = pytest.mark.slow  # scrapy startproject and real `scrapy crawl` processes

SITE = REPO / "example_project" / "site"
README_SETTINGS = '''
ADDONS = {"scrapy_articles.Addon": 0}
FEEDS = {"articles.jsonl": {"format": "jsonlines", "item_classes": ["scrapy_articles.ArticleItem"]}}
'''
# The user's spider: its own raw-HTML item on news pages (ArticlePipeline
# fills it), a small item of its own on blog pages (the add-on adds an article).
SPIDERS = '''
import scrapy
from scrapy_articles import FullTextFeedSpider


class MineSpider(scrapy.Spider):
    name = "mine"

    def __init__(self, base, **kwargs):
        super().__init__(**kwargs)
        self.base = base

    async def start(self):
        yield scrapy.Request(self.base + "/index.html")

    def parse(self, response):
        for href in response.css("a::attr(href)").getall():
            if href.startswith(("news/", "blog/")):
                yield response.follow(href, callback=self.parse_page)

    def parse_page(self, response):
        if "/news/" in response.url:
            yield {"url": response.url, "html": response.text, "mine": 1, "headline": ""}
        else:
            yield {"url": response.url, "mine": 2}


class FulltextSpider(FullTextFeedSpider):
    name = "fulltext"
'''
NEWS = 5  # news pages on the example site, each an article with pictures
BLOGS = 2


@pytest.fixture(scope="module")
def site() -> Iterator[FixtureServer]:
    server = FixtureServer(SITE)
    yield server
    server.close()


def scrapy(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    done = subprocess.run([sys.executable, "-m", "scrapy", *args], cwd=cwd, env=python_env(),
                          capture_output=True, text=True, timeout=CRAWL_TIMEOUT)
    assert done.returncode == 0, done.stderr[-3000:]
    return done


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("plain")
    scrapy(root, "startproject", "plain")
    with (root / "plain" / "plain" / "settings.py").open("a") as settings:
        settings.write(README_SETTINGS)
    (root / "plain" / "plain" / "spiders" / "mine.py").write_text(SPIDERS)
    return root / "plain"


@pytest.fixture(scope="module")
def rss_crawl(project: Path, site: FixtureServer) -> dict[str, Any]:
    done = scrapy(project, "crawl", "mine", "-a", f"base={site.base_url}", "-O", "out.rss", "-O", "all.jsonl")
    items = [json.loads(line) for line in (project / "all.jsonl").read_text().splitlines()]
    return {"items": items, "log": done.stderr, "feed": (project / "out.rss").read_bytes(),
            "articles": (project / "articles.jsonl").read_text().splitlines()}


def test_the_spiders_items_arrive_with_every_field(rss_crawl: dict[str, Any]) -> None:
    items = rss_crawl["items"]
    news = [item for item in items if item.get("mine") == 1]
    assert len(news) == NEWS and "ERROR" not in rss_crawl["log"]
    for item in news:  # filled by ArticlePipeline, keeping what the spider set
        assert item["html"].startswith("<!DOCTYPE") and item["headline"] == ""
        assert len(item["articleBody"]) > 500 and item["images"]
    blogs = [item for item in items if item.get("mine") == 2]
    assert len(blogs) == BLOGS and all(set(item) == {"url", "mine"} for item in blogs)


def test_one_item_per_page_and_nothing_dropped(rss_crawl: dict[str, Any]) -> None:
    items = rss_crawl["items"]
    added = [item for item in items if "mine" not in item]
    # The add-on's articles are for the blog pages only: the news pages have the spider's items.
    assert sorted(item["url"].split("/")[-2] for item in added) == ["blog"] * BLOGS
    assert len(rss_crawl["articles"]) == BLOGS  # the README's FEEDS: ArticleItems only
    assert f"'articles/skipped/spider_item': {NEWS}" in rss_crawl["log"]
    assert "item_dropped_count" not in rss_crawl["log"] and "dropped/duplicate" not in rss_crawl["log"]


def test_dash_capital_o_out_rss(rss_crawl: dict[str, Any]) -> None:
    assert rss_problems(rss_crawl["feed"]) == []
    feed = feedparser.parse(rss_crawl["feed"])
    assert len(feed.entries) == len(rss_crawl["items"])
    flood = next(e for e in feed.entries if e.link.endswith("news/flood-defences.html"))
    assert '<img alt="The raised tilting gate at Kettleby Weir"' in flood.content[0].value
    assert "Photo: Tom Okafor</figcaption></figure>" in flood.content[0].value


def test_dash_capital_o_with_a_format(project: Path, site: FixtureServer) -> None:
    scrapy(project, "crawl", "mine", "-a", f"base={site.base_url}", "-O", "out.atom:atom")
    data = (project / "out.atom").read_bytes()
    assert atom_problems(data) == []
    pictured = [e for e in feedparser.parse(data).entries if "content" in e and "<img" in e.content[0].value]
    assert len(pictured) == NEWS + BLOGS


def test_the_readmes_full_text_feed_command(project: Path, site: FixtureServer) -> None:
    scrapy(project, "crawl", "fulltext", "-a", f"feed_url={site.base_url}/feed.xml", "-O", "fulltext.rss:rss")
    data = (project / "fulltext.rss").read_bytes()
    assert rss_problems(data) == []
    feed = feedparser.parse(data)
    assert (feed.feed.title, feed.feed.link) == ("The Riverside Courier", f"{site.base_url}/index.html")
    assert feed.feed.language == "en-gb"
    assert feed.entries and all("<img" in e.content[0].value for e in feed.entries if "content" in e)
    assert not any(e.content[0].value.startswith("<figcaption") for e in feed.entries if "content" in e)


def test_without_the_addon_the_formats_are_unknown_as_before(project: Path, site: FixtureServer) -> None:
    done = subprocess.run([sys.executable, "-m", "scrapy", "crawl", "mine", "-a", f"base={site.base_url}",
                           "-s", "ADDONS={}", "-O", "out.rss"], cwd=project, env=python_env(),
                          capture_output=True, text=True, timeout=CRAWL_TIMEOUT)
    assert done.returncode == 2 and "Unrecognized output format 'rss'" in done.stderr


def test_runspider_knows_the_formats_when_asked_for_the_addon(tmp_path: Path, site: FixtureServer) -> None:
    spider = tmp_path / "one.py"
    spider.write_text(SPIDERS.split("class FulltextSpider")[0])  # runspider wants one spider in its file
    scrapy(tmp_path, "runspider", str(spider), "-a", f"base={site.base_url}", "-s",
           'ADDONS={"scrapy_articles.Addon": 0}', "-O", "out.rss")
    assert rss_problems((tmp_path / "out.rss").read_bytes()) == []
    assert len(feedparser.parse((tmp_path / "out.rss").read_bytes()).entries) == NEWS + 2 * BLOGS


def test_crawl_outside_a_project_is_refused_as_scrapy_does(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "scrapy", "crawl", "mine"], cwd=tmp_path, env=python_env(),
                          capture_output=True, text=True, timeout=CRAWL_TIMEOUT)
    assert done.returncode == 2 and "only available from within a project" in done.stderr
