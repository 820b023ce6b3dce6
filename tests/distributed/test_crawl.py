"""Two crawl workers, two processes, one Redis queue: every article exported exactly once, and complete.

The site (``tests/sites/big``) has single-page articles, three-page articles
whose pages any worker may fetch (their half-merged state travels through
Redis in the requests), and articles served under two URLs, which only a
filter shared by the workers can export once.
"""

from __future__ import annotations

import signal
import time
from collections import Counter
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from scrapy_articles.scrapy.redis import push_start_urls

from .cluster import POLL_INTERVAL, SPIDER_NAME, STOP_TIMEOUT, RedisServer, Worker
from .conftest import BigSite

# Two real crawls of a 305-page site through a real redis-server: about 40 s.
pytestmark = [pytest.mark.redis, pytest.mark.slow]

CRAWL_TIMEOUT = 150  # seconds for a whole crawl; about 20 on an idle machine
# Each worker fetches at least this share of the pages: both took part.
MIN_SHARE = 0.1
# A little politeness per worker, as real crawls have: without it one worker
# can crawl the whole local site before the other has started.
DOWNLOAD_DELAY = 0.02  # seconds
STOP_AFTER_ITEMS = 40  # items the stopped worker exports before it is stopped, of 220


def path(url: str) -> str:
    return urlsplit(url).path


def start_workers(tmp_path: Path, site: BigSite, server: RedisServer) -> tuple[Worker, Worker]:
    push_start_urls(server.client, SPIDER_NAME, [site.base_url + "/index.html"])
    settings = {"REDIS_URL": server.url, "DOWNLOAD_DELAY": DOWNLOAD_DELAY}
    return Worker(tmp_path / "a", settings), Worker(tmp_path / "b", settings)


def finish(worker: Worker, timeout: float = CRAWL_TIMEOUT) -> None:
    assert worker.wait(timeout) == 0, worker.log()[-3000:]


def assert_every_article_once_and_complete(site: BigSite, items: list[dict[str, Any]]) -> None:
    by_headline = {article.headline: article for article in site.expected.values()}
    counts = Counter(item.get("headline") for item in items)
    assert {h: n for h, n in counts.items() if n != 1} == {}, "exported more than once"
    assert set(counts) - set(by_headline) == set(), "not an article of the site"
    assert set(by_headline) - set(counts) == set(), "article lost"
    for item in items:
        article = by_headline[item["headline"]]
        pages = [path(url) for url in item["pages"]]
        assert pages == article.pages or pages in ([alias] for alias in article.aliases), item["url"]
        body = item["articleBody"]
        positions = [body.find(marker) for marker in article.markers]
        assert -1 not in positions and positions == sorted(positions), f"pages missing or out of order: {pages}"


def test_two_workers_share_one_queue(tmp_path: Path, big_site: BigSite, redis_server: RedisServer) -> None:
    workers = start_workers(tmp_path, big_site, redis_server)
    try:
        for worker in workers:
            finish(worker)
    finally:
        for worker in workers:
            worker.kill()
    assert_every_article_once_and_complete(big_site, [item for w in workers for item in w.items()])
    fetched = [len(w.responses()) for w in workers]
    assert min(fetched) >= MIN_SHARE * sum(fetched), fetched
    assert [w.stats()["finish_reason"] for w in workers] == ["finished", "finished"]
    assert redis_server.client.exists(f"{SPIDER_NAME}:requests") == 0  # the queue ran dry


def test_a_worker_stopped_mid_crawl_loses_no_article(tmp_path: Path, big_site: BigSite,
                                                     redis_server: RedisServer) -> None:
    workers = start_workers(tmp_path, big_site, redis_server)
    try:
        # Stop whichever worker first exports STOP_AFTER_ITEMS items: on a busy
        # machine one worker may get most of the queue.
        deadline = time.monotonic() + CRAWL_TIMEOUT
        while max(len(w.items()) for w in workers) < STOP_AFTER_ITEMS:
            running = all(w.process.poll() is None for w in workers)
            assert running and time.monotonic() < deadline, [w.log()[-3000:] for w in workers]
            time.sleep(POLL_INTERVAL)
        stopped, other = sorted(workers, key=lambda w: len(w.items()), reverse=True)
        stopped.stop(signal.SIGTERM)
        finish(stopped, STOP_TIMEOUT)
        finish(other)
    finally:
        for worker in workers:
            worker.kill()
    assert stopped.stats()["finish_reason"] == "shutdown"
    assert len(stopped.items()) < len(big_site.expected) / 2  # it really stopped mid-crawl
    assert_every_article_once_and_complete(big_site, stopped.items() + other.items())
