"""``scrapy-articles crawl``: the site crawl without a project, as a user types it, twice."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import feedparser
import pytest

from scrapy_articles.cli import build_parser, main
from tests.scrapy.crawl_settings import python_env
from tests.scrapy.feedrules import rss_problems
from tests.scrapy.server import FixtureServer

from .crawls import FAST_THROTTLE
from .site import EDITION_1, EDITION_2, NEW_IN_2, UPDATED, write_edition

CLI_TIMEOUT = 60  # seconds; a crawl of the test site takes one or two


def scrapy_articles(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    throttle = [f"-s{name}={value}" for name, value in FAST_THROTTLE.items()]
    return subprocess.run([sys.executable, "-m", "scrapy_articles.cli", "crawl", *args, *throttle], cwd=cwd,
                          env=python_env(), capture_output=True, text=True, timeout=CLI_TIMEOUT)


def lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


@pytest.mark.slow
def test_crawl_twice_to_json_lines_and_rss(tmp_path: Path) -> None:
    root = tmp_path / "site"
    write_edition(root, EDITION_1)
    server = FixtureServer(root)
    outputs = ("-o", "articles.jsonl", "-o", "new.xml:rss")
    try:
        first = scrapy_articles(tmp_path, server.base_url + "/", *outputs)
        assert first.returncode == 0, first.stderr[-3000:]
        items = lines(tmp_path / "articles.jsonl")
        assert sorted(item["url"] for item in items) == sorted(server.base_url + s.path for s in EDITION_1)
        assert all(item["articleBody"] and item["headline"] for item in items)
        assert len(feedparser.parse((tmp_path / "new.xml").read_bytes()).entries) == len(EDITION_1)
        assert "Spider closed (finished)" in first.stderr and "'articles/discovered/sitemap': 4" in first.stderr
        assert first.stderr.count("Spider closed (finished)") == 1  # Scrapy's log, once
        assert (tmp_path / ".scrapy" / "articles-state.sqlite").is_file()

        write_edition(root, EDITION_2)
        second = scrapy_articles(tmp_path, server.base_url + "/", *outputs)
        assert second.returncode == 0, second.stderr[-3000:]
    finally:
        server.close()
    expected = sorted(server.base_url + s.path for s in EDITION_2 if s.slug in NEW_IN_2 | {UPDATED})
    # The JSON lines file grew by this run's articles.
    items = lines(tmp_path / "articles.jsonl")
    assert len(items) == len(EDITION_1) + len(expected)
    assert sorted(item["url"] for item in items[len(EDITION_1):]) == expected
    # The RSS file holds this run's articles only, and is a valid feed.
    data = (tmp_path / "new.xml").read_bytes()
    assert rss_problems(data) == []
    feed = feedparser.parse(data)
    assert not feed.bozo
    assert sorted(entry.link for entry in feed.entries) == expected
    assert all(entry.get("content") for entry in feed.entries)  # full text, not the feed's titles


@pytest.mark.slow
def test_crawl_to_standard_output_without_state(tmp_path: Path) -> None:
    root = tmp_path / "site"
    write_edition(root, EDITION_1)
    server = FixtureServer(root)
    try:
        done = scrapy_articles(tmp_path, server.base_url + "/index.html", "--state", "", "--max-pages", "40")
    finally:
        server.close()
    assert done.returncode == 0, done.stderr[-3000:]
    assert sorted(json.loads(line)["url"] for line in done.stdout.splitlines()) == sorted(
        server.base_url + s.path for s in EDITION_1)
    assert not (tmp_path / ".scrapy").exists()


@pytest.mark.parametrize(("args", "message"), [
    (["ftp://example.com/"], "not http(s) URLs: ftp://example.com/"),
    (["https://example.com/", "--since", "last week"], "since='last week'"),
    (["https://example.com/", "-o", "out.unknownformat"], "unknownformat"),
    (["https://example.com/", "-s", "NOVALUE"], "NAME=VALUE"),
])
def test_crawl_usage_mistakes(args: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["crawl", *args]) == 2
    err = capsys.readouterr().err
    assert err.startswith("scrapy-articles crawl: error:") and message in err


def test_crawl_is_in_the_help() -> None:
    assert "crawl" in build_parser().format_help()


@pytest.mark.parametrize(("outputs", "feeds"), [
    ([], {"stdout:": {"format": "jsonlines", "overwrite": False}}),
    (["a.jsonl"], {"a.jsonl": {"format": "jsonl", "overwrite": False}}),  # grows run after run
    (["a.jl", "new.rss", "new.atom", "all.json"], {
        "a.jl": {"format": "jl", "overwrite": False}, "new.rss": {"format": "rss", "overwrite": True},
        "new.atom": {"format": "atom", "overwrite": True}, "all.json": {"format": "json", "overwrite": True}}),
    (["new.xml:atom"], {"new.xml": {"format": "atom", "overwrite": True}}),
])
def test_crawl_outputs(outputs: list[str], feeds: dict[str, Any]) -> None:
    from scrapy_articles.scrapy.sitecrawl import crawl_settings

    settings = crawl_settings(outputs, "state.sqlite", {"DOWNLOAD_DELAY": "1"})
    assert settings.getdict("FEEDS") == feeds
    assert settings["ARTICLES_STATE"] == "state.sqlite" and settings.getfloat("DOWNLOAD_DELAY") == 1.0
    assert crawl_settings([], "", {})["ARTICLES_STATE"] is None  # --state '': no memory
    assert "ARTICLES_STATE" not in crawl_settings([], None, {})  # the default file
