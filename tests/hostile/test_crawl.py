"""Hostile pages through a real crawl: every response ends as an item or a counted reason, nothing crashes.

Every hostile page (``tests/hostile``: the files and the generated big and
binary ones) and a control article are served on 127.0.0.1 under several
Content-Types each (``crawling.VARIANTS``: the realistic one, HTML with a
UTF-8 charset whatever the bytes, none at all, and for the small pages XHTML,
plain text and an unknown charset), and crawled once, in a fresh interpreter,
with the add-on (default algorithm) and a spider that yields an item of its
own per response. The accounting is that of ``scrapy_articles/scrapy/flow.py``:
``articles/responses`` is the sum of ``articles/extracted``,
``articles/pages_followed``, ``articles/print_followed`` and every
``articles/skipped/<reason>``; each extracted article is an item or a counted
``articles/dropped/<reason>``.

Two pages, served as HTML, never reach a spider middleware, with or without
the add-on: Scrapy's own MetaRefreshMiddleware raises on them (``UPSTREAM_FAILURES``),
logs "Error downloading" at ERROR and drops the response. The crawl goes on;
the strict xfail below says so and will report when Scrapy or w3lib fix it.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from tests.scrapy.crawl_settings import crawl_settings, python_env

from .crawling import CONTROL, HostileServer, routes

pytestmark = pytest.mark.slow

# One crawl takes ~20 s on an idle 2-core machine (the 5 MB one-line page
# three times is most of it); shared machines are slower.
CRAWL_TIMEOUT = 180  # seconds
SETTINGS = crawl_settings(
    ARTICLES_ALGORITHM="auto",  # the default, which users run; its model ships with the package
    LOG_LEVEL="DEBUG",  # skips are routine: a DEBUG line is what they should leave
)
# Ends of a response that continues its article on another page (flow.py).
FOLLOWED = ("articles/pages_followed", "articles/print_followed")
OVER_MAX_BYTES = ("huge-20mb.html", "attribute-10mb.html")  # over ARTICLES_MAX_BYTES (10 MB) as served
# Pages whose HTML responses Scrapy's MetaRefreshMiddleware fails on (Scrapy 2.19, w3lib 2.5):
# get_base_url raises ValueError("Invalid IPv6 URL") on <base href="http://[::1">, and
# TextResponse.text raises LookupError on <meta charset="rot13"> when no header charset wins.
UPSTREAM_FAILURES = ("bad-urls.html", "unknown-charsets.html")
BINARY = (".bin", ".png", ".pdf")  # files that are no web page, whatever they are served as


@pytest.fixture(scope="module")
def crawl(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    """The crawl's items, drops, stats and log, and the URLs served."""
    workdir = tmp_path_factory.mktemp("hostile-crawl")
    served = routes()
    server = HostileServer(served)
    try:
        urls = [server.base_url + path for path in served]
        urls_file = workdir / "urls.txt"
        urls_file.write_text("\n".join(urls), encoding="utf-8")
        output = workdir / "output.json"
        (workdir / "spec.json").write_text(json.dumps({
            "spider": "tests.hostile.crawling.HostileSpider", "settings": SETTINGS,
            "kwargs": {"urls_file": str(urls_file)}, "output": str(output)}))
        done = subprocess.run([sys.executable, "-m", "tests.scrapy.runner", str(workdir / "spec.json")],
                              cwd=workdir, env=python_env(), capture_output=True, text=True, timeout=CRAWL_TIMEOUT)
        assert done.returncode == 0, done.stderr[-3000:]
        result: dict[str, Any] = json.loads(output.read_text())
        yield {**result, "log": done.stderr, "urls": urls}
    finally:
        server.close()


def own_items(crawl: dict[str, Any]) -> list[dict[str, Any]]:
    return [item for item in crawl["items"] if item.get("own")]


def lost(crawl: dict[str, Any]) -> list[str]:
    """URLs whose response never reached the spider."""
    delivered = {item["url"] for item in own_items(crawl)}
    return [url for url in crawl["urls"] if url not in delivered]


def page_name(url: str) -> str:
    return url.rsplit("/", 1)[1]


def article_items(crawl: dict[str, Any]) -> list[dict[str, Any]]:
    return [item for item in crawl["items"] if "articleBody" in item]


def counted(stats: dict[str, Any], prefix: str) -> dict[str, int]:
    return {key.removeprefix(prefix): value for key, value in stats.items() if key.startswith(prefix)}


def test_the_crawl_finishes_and_logs_errors_only_for_responses_scrapy_lost(crawl):
    stats = crawl["stats"]
    assert stats["finish_reason"] == "finished"
    assert counted(stats, "spider_exceptions/") == {}
    errors = [line for line in crawl["log"].splitlines() if " ERROR: " in line]
    assert [line for line in errors if not any(f"<GET {url}>" in line for url in lost(crawl))] == []
    assert stats.get("log_count/ERROR", 0) == len(lost(crawl))


def test_every_url_is_fetched_and_every_own_item_of_a_delivered_response_arrives_once(crawl):
    assert crawl["stats"]["downloader/response_status_count/200"] >= len(crawl["urls"])
    assert [url for url in lost(crawl) if page_name(url) not in UPSTREAM_FAILURES] == []
    assert Counter(item["url"] for item in own_items(crawl)) == Counter(set(crawl["urls"]) - set(lost(crawl)))


@pytest.mark.xfail(strict=True, reason="Scrapy's MetaRefreshMiddleware raises on bad-urls.html (w3lib get_base_url: "
                   "ValueError 'Invalid IPv6 URL' on <base href='http://[::1'>) and unknown-charsets.html "
                   "(TextResponse.text: LookupError on <meta charset='rot13'>); the response is dropped with "
                   "'Error downloading' at ERROR before any spider middleware sees it, with or without the add-on")
def test_scrapy_delivers_every_hostile_response(crawl):
    assert lost(crawl) == []


def test_every_response_ends_as_an_article_or_a_counted_reason(crawl):
    stats = crawl["stats"]
    skipped = counted(stats, "articles/skipped/")
    ends = stats.get("articles/extracted", 0) + sum(stats.get(key, 0) for key in FOLLOWED) + sum(skipped.values())
    delivered = len(crawl["urls"]) - len(lost(crawl))
    assert stats["articles/responses"] == delivered == ends, (stats["articles/responses"], skipped)


def test_every_extracted_article_is_an_item_or_a_counted_drop(crawl):
    stats = crawl["stats"]
    dropped = counted(stats, "articles/dropped/")
    assert len(article_items(crawl)) + sum(dropped.values()) == stats.get("articles/extracted", 0)
    assert len(crawl["dropped"]) == sum(dropped.values())


def test_the_control_article_arrives_once_and_its_copies_are_dropped_as_duplicates(crawl):
    control = [item for item in article_items(crawl) if item["url"].endswith("/" + CONTROL)]
    assert [item["headline"] for item in control] == ["Ferry back in service"]
    copies = [drop for drop in crawl["dropped"] if drop["item"]["url"].endswith("/" + CONTROL)]
    assert copies and {drop["reason"].split(":")[0] for drop in copies} == {"article duplicate"}


@pytest.mark.parametrize("reason, unreadable", [
    ("not_html", lambda url: "/plain/" in url),  # served as text/plain
    ("too_large", lambda url: page_name(url) in OVER_MAX_BYTES),
])
def test_pages_that_cannot_be_read_are_skipped_with_their_reason(crawl, reason, unreadable):
    urls = [url for url in crawl["urls"] if unreadable(url)]
    assert urls
    assert [item["url"] for item in article_items(crawl) if unreadable(item["url"])] == []
    assert crawl["stats"].get(f"articles/skipped/{reason}", 0) >= len(urls)


def test_binary_files_never_become_articles(crawl):
    binary = [item["url"] for item in article_items(crawl) if page_name(item["url"]).endswith(BINARY)]
    assert binary == []


def test_every_skipped_response_leaves_a_log_line_with_its_reason(crawl):
    reasons = sorted(counted(crawl["stats"], "articles/skipped/"))
    extracted = {item["url"] for item in article_items(crawl)} | {d["item"]["url"] for d in crawl["dropped"]}
    lines = [line for line in crawl["log"].splitlines() if "Crawled (" not in line and "Scraped from" not in line]
    skipped = set(crawl["urls"]) - extracted - set(lost(crawl))
    silent = [url for url in sorted(skipped) if not any(
        url in line and any(r in line or r.replace("_", " ") in line for r in reasons) for line in lines)]
    assert silent == []
