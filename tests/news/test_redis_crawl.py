"""The site crawl's state in a real redis-server, shared by workers that share nothing else.

Each worker is its own interpreter in its own folder (no SQLite file
between them): only Redis tells a worker what another emitted. Run 1 on one
worker and run 2 on another; and two workers crawling each run together
through the distributed add-on's shared queue and request filter.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from scrapy_articles.scrapy.state import start_run
from tests.distributed.cluster import RedisServer
from tests.scrapy.crawl_settings import crawl_settings, python_env
from tests.scrapy.server import FixtureServer

from .crawls import FAST_THROTTLE, SPIDER, Crawl, crawl
from .site import EDITION_1, EDITION_2, NEW_IN_2, UPDATED, write_edition

pytestmark = [pytest.mark.redis, pytest.mark.slow]
REDIS_ADDON = "scrapy_articles.scrapy.redis.RedisAddon"
SPIDER_NAME = "articles_site"
WORKER_TIMEOUT = 90  # seconds for a run of two workers; about five on an idle machine
# One request in flight per worker, and politeness, as real crawls have:
# otherwise the first worker to start takes the whole small site into its
# downloader at once and leaves the queue empty for the other.
# An idle worker looks at the shared queue every 5 s, so one worker alone
# must take longer than that: 16 requests at 0.4 s.
WORKER_SETTINGS = {**FAST_THROTTLE, "CONCURRENT_REQUESTS": 1, "DOWNLOAD_DELAY": 0.4, "AUTOTHROTTLE_MAX_DELAY": 1.0}


def slug(url: str) -> str:
    return url.rsplit("/", 1)[1].removesuffix(".html")


def news_paths(requested: list[str]) -> list[str]:
    return [path for path in requested if path.startswith("/news/")]


def assert_second_run_only_new_and_updated(first_slugs: list[str], second_slugs: list[str],
                                           second_requested: list[str], second_stats: dict[str, Any]) -> None:
    assert sorted(first_slugs) == sorted(s.slug for s in EDITION_1)
    assert sorted(second_slugs) == sorted(NEW_IN_2 | {UPDATED})
    assert sorted(news_paths(second_requested)) == sorted(s.path for s in EDITION_2 if s.slug in NEW_IN_2 | {UPDATED})
    assert second_stats["articles/state/updated"] == 1


def sequential(tmp_path: Path, server: RedisServer, settings: dict[str, object], addon: str) -> tuple[Crawl, Crawl]:
    root = tmp_path / "site"
    write_edition(root, EDITION_1)
    site = FixtureServer(root)
    try:
        first = crawl(tmp_path / "worker-a", site, settings, addon=addon)
        write_edition(root, EDITION_2)
        start_run(server.client, SPIDER_NAME)
        second = crawl(tmp_path / "worker-b", site, settings, addon=addon)
    finally:
        site.close()
    assert list(tmp_path.glob("worker-*/.scrapy/*.sqlite")) == []  # the state was in Redis only
    assert server.client.hlen(f"{SPIDER_NAME}:state:urls") >= len(EDITION_2)
    return first, second


def test_state_in_redis_by_url(tmp_path: Path, redis_server: RedisServer) -> None:
    first, second = sequential(tmp_path, redis_server, {"ARTICLES_STATE": redis_server.url}, "scrapy_articles.Addon")
    assert_second_run_only_new_and_updated(first.slugs(), second.slugs(), second.requested, second.stats)
    assert second.stats["articles/state/unchanged"] == len(EDITION_1) - 1
    updated = next(item for item in second.items if UPDATED in item["url"])
    assert "Update 2: the meeting is on Monday." in updated["articleBody"]


def test_state_in_redis_with_the_distributed_addon(tmp_path: Path, redis_server: RedisServer) -> None:
    first, second = sequential(tmp_path, redis_server, {"REDIS_URL": redis_server.url}, REDIS_ADDON)
    assert_second_run_only_new_and_updated(first.slugs(), second.slugs(), second.requested, second.stats)
    # Emitted past the add-on's filter, whose Redis memory holds the first
    # version: the update is a near duplicate of it.
    updated = next(item for item in second.items if UPDATED in item["url"])
    assert "Update 2: the meeting is on Monday." in updated["articleBody"]


class Worker:
    """A worker of a shared run: a crawl in its own interpreter (``tests.scrapy.runner``), in ``workdir``."""

    def __init__(self, workdir: Path, settings: dict[str, Any], urls: str):
        workdir.mkdir(parents=True)
        self.output = workdir / "output.json"
        spec = workdir / "spec.json"
        spec.write_text(json.dumps({"spider": SPIDER, "settings": settings, "kwargs": {"urls": urls},
                                    "output": str(self.output)}))
        self.process = subprocess.Popen([sys.executable, "-m", "tests.scrapy.runner", str(spec)], cwd=workdir,
                                        env=python_env(), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                        text=True)

    def finish(self) -> dict[str, Any]:
        """The crawl's items and stats, once it ended."""
        try:
            _, log = self.process.communicate(timeout=WORKER_TIMEOUT)
        finally:
            if self.process.poll() is None:
                self.process.kill()
        assert self.process.returncode == 0, log[-3000:]
        return dict(json.loads(self.output.read_text()))


def shared_run(folder: Path, site: FixtureServer, server: RedisServer) -> tuple[list[str], list[str], dict[str, Any]]:
    """Two workers crawling the site together; their items' slugs, the paths fetched, their summed stats
    (``responses`` lists each worker's count of responses)."""
    settings = crawl_settings(REDIS_ADDON, REDIS_URL=server.url, **WORKER_SETTINGS)
    site.requests.clear()
    workers = [Worker(folder / name, settings, site.base_url + "/index.html") for name in ("a", "b")]
    results = [worker.finish() for worker in workers]
    stats: Counter[str] = Counter()
    for result in results:
        stats.update({k: v for k, v in result["stats"].items() if isinstance(v, int)})
    slugs = [slug(item["url"]) for result in results for item in result["items"]]
    responses = [result["stats"].get("response_received_count", 0) for result in results]
    return slugs, [urlsplit(path).path for path in site.requests], {**stats, "responses": responses}


def test_two_workers_share_each_run(tmp_path: Path, redis_server: RedisServer) -> None:
    root = tmp_path / "site"
    write_edition(root, EDITION_1)
    site = FixtureServer(root)
    try:
        first_slugs, first_requested, first_stats = shared_run(tmp_path / "run1", site, redis_server)
        write_edition(root, EDITION_2)
        start_run(redis_server.client, SPIDER_NAME)
        second_slugs, second_requested, second_stats = shared_run(tmp_path / "run2", site, redis_server)
    finally:
        site.close()
    # Each article once across both workers, each page fetched once a run
    # (robots.txt aside: each worker's robots.txt middleware reads its own).
    for requested in (first_requested, second_requested):
        pages = Counter(path for path in requested if path != "/robots.txt")
        assert {path: n for path, n in pages.items() if n > 1} == {}
    assert sorted(news_paths(first_requested)) == sorted(s.path for s in EDITION_1)
    assert_second_run_only_new_and_updated(first_slugs, second_slugs, second_requested, second_stats)
    assert "/index.html" in second_requested and "/feed.xml" in second_requested  # fetched again: a new run
    # Both workers took part in a run (which one starts first is up to the machine).
    assert any(min(stats["responses"]) > 0 for stats in (first_stats, second_stats)), (first_stats, second_stats)
