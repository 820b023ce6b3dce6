"""The example project, run as its README says: ``scrapy crawl news`` in its folder."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import feedparser
import pytest

from .conftest import CRAWL_TIMEOUT, REPO, python_env

EXAMPLE = REPO / "example_project"
OUTPUTS = ("articles.jsonl", "articles.rss")


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the example project, so its outputs do not land in the checkout."""
    copy = tmp_path_factory.mktemp("example") / "example_project"
    shutil.copytree(EXAMPLE, copy, ignore=shutil.ignore_patterns(*OUTPUTS, "__pycache__", ".scrapy"))
    return copy


def scrapy_crawl(project: Path, spider: str) -> tuple[list[dict[str, object]], feedparser.FeedParserDict]:
    done = subprocess.run([sys.executable, "-m", "scrapy", "crawl", spider], cwd=project, env=python_env(),
                          capture_output=True, text=True, timeout=CRAWL_TIMEOUT)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "ERROR" not in done.stderr, done.stderr[-3000:]
    items = [json.loads(line) for line in (project / "articles.jsonl").read_text().splitlines()]
    return items, feedparser.parse((project / "articles.rss").read_bytes())


def test_news_crawl_of_the_bundled_site(project: Path) -> None:
    expected = json.loads((EXAMPLE / "site" / "expected.json").read_text())
    items, feed = scrapy_crawl(project, "news")
    paths = {str(item["url"]).split("/", 3)[3] for item in items}
    articles = {page for page, gold in expected.items() if gold.get("is_article") and not gold.get("part_of")}
    multi = {page for page, gold in expected.items() if gold.get("part_of") and gold["part_of"] != page}
    assert len(paths & articles) >= len(articles) - 2, sorted(articles - paths)
    assert not paths & multi  # later pages of the long read are merged, not separate articles
    (long_read,) = [item for item in items if str(item["url"]).endswith("features/long-read.html")]
    assert len(long_read["pages"]) == 3  # type: ignore[arg-type]
    assert not feed.bozo and len(feed.entries) == len(items)


def test_fulltext_crawl_of_the_bundled_feed(project: Path) -> None:
    items, feed = scrapy_crawl(project, "fulltext")
    source = (EXAMPLE / "site" / "feed.xml").read_text()
    assert [e.title for e in feed.entries] == [item["headline"] for item in items]
    assert len(items) == source.count("<item>")
    assert sum("articleBody" in item for item in items) >= len(items) - 1  # full text, not the summaries
    assert not feed.bozo
