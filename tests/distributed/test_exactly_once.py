"""Exactly once across workers, and a crash that heals (issue 38), with real workers, Redis and HTTP server.

The site's multi-page articles declare no rel=next/prev and their later pages
link nothing before them ("Next page", "Continue reading", a German page bar
with "nächste Seite"): ``redis_news`` follows page 1's plain link to page 2
into the shared queue while the add-on follows it as the article's next page,
so two workers read page 1 and page 2 of one article at the same moment, and
only the shared memory of article pages tells the second worker that page 2
is not an article of its own.
"""

from __future__ import annotations

import json
import os
import signal
import time
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest
from scrapy_redis import picklecompat  # type: ignore[import-untyped]

from scrapy_articles.scrapy.redis import push_start_urls
from scrapy_articles.scrapy.reliable import INFLIGHT_KEY, WORKERS_KEY
from tests.scrapy.server import FixtureServer
from tests.sites.big.generate import STYLES, ExpectedArticle, generate

from .cluster import POLL_INTERVAL, SPIDER_NAME, STOP_TIMEOUT, RedisServer, Worker
from .test_crawl import CRAWL_TIMEOUT, MIN_SHARE, assert_every_article_once_and_complete, finish, path

pytestmark = [pytest.mark.redis, pytest.mark.slow]  # worker processes crawling through a real redis-server

# 60 single-page articles, 24 multi-page ones (8 of each style, 2 to 4 pages:
# 53 later pages with seed 8, 46 with seed 21) and 6 served under a second
# URL: 168 and 161 pages with the fronts.
SITE = {"articles": 60, "long_reads": 24, "syndicated": 6, "styles": tuple(STYLES)}
SEEDS = (8, 21)
# Worker settings: a short lease, so a killed worker's requests come back
# soon; no closing when idle: the test stops the workers once the crawl is
# done, so neither a worker that started first nor one slow to start on a
# busy machine changes how the crawl is shared.
WORKER_SETTINGS = {"ARTICLES_REDIS_LEASE": 3.0, "MAX_IDLE_TIME_BEFORE_CLOSE": 0}
QUEUE_KEY = f"{SPIDER_NAME}:requests"
FEED = "feed.jsonl"
# Looks in a row that must find the crawl done: the queue, the start URLs and
# the requests in flight are read one after the other, not at one instant.
DONE_LOOKS = 3
# Politeness per worker: one worker alone takes about 10 s over the site, so
# the other, which an idle Scrapy engine lets look at the queue every 5 s,
# takes a fair share.
DOWNLOAD_DELAY = 0.05  # seconds
# Responses a worker has had before it may be killed (of about 220 with the
# add-on's own requests): it has exported articles and merged pages by then.
KILL_AFTER_RESPONSES = 40


class StyledSite:
    def __init__(self, root: Path, seed: int):
        self.expected: dict[str, ExpectedArticle] = generate(root, seed=seed, **SITE)
        self.server = FixtureServer(root)
        self.base_url = self.server.base_url


@pytest.fixture(scope="module", params=SEEDS, ids=[f"seed{seed}" for seed in SEEDS])
def styled_site(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Any:
    site = StyledSite(tmp_path_factory.mktemp("styled-site"), request.param)
    yield site
    site.server.close()


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Any:
    """The site of the first seed only: the kill test is the slowest (benchmarks/crawl.py distributed --kill repeats it)."""
    site = StyledSite(tmp_path_factory.mktemp("styled-site"), SEEDS[0])
    yield site
    site.server.close()


def wait_for(condition: Callable[[], bool], workers: Sequence[Worker]) -> None:
    deadline = time.monotonic() + CRAWL_TIMEOUT
    while not condition():
        running = all(w.process.poll() is None for w in workers)
        assert running and time.monotonic() < deadline, [w.log()[-3000:] for w in workers]
        time.sleep(POLL_INTERVAL)


def start_workers(tmp_path: Path, site: StyledSite, server: RedisServer) -> tuple[Worker, Worker]:
    """Two workers, each also exporting to its own JSON lines feed (Scrapy's feed exports, as a user would).

    The start page is pushed once both hold a lease: both are ready to crawl.
    """
    shared = {"REDIS_URL": server.url, "DOWNLOAD_DELAY": DOWNLOAD_DELAY, **WORKER_SETTINGS}
    workers = tuple(Worker(tmp_path / name, {**shared, "FEEDS": {str(tmp_path / name / FEED): {"format": "jsonlines"}}})
                    for name in "ab")
    wait_for(lambda: len(server.client.keys(f"{SPIDER_NAME}:lease:*")) == len(workers), workers)
    push_start_urls(server.client, SPIDER_NAME, [site.base_url + "/index.html"])
    return workers  # type: ignore[return-value]


def crawled(server: RedisServer) -> bool:
    """Nothing queued, nothing taken and unfinished, no start URL waiting: no worker can get more work."""
    client = server.client
    return (client.zcard(QUEUE_KEY) == 0 and client.llen(f"{SPIDER_NAME}:start_urls") == 0
            and not client.keys(INFLIGHT_KEY % {"queue": QUEUE_KEY, "worker": "*"}))


def stop_once_crawled(server: RedisServer, workers: Sequence[Worker]) -> None:
    """Wait until the crawl is done, then stop the workers as Ctrl-C would."""
    streak = 0

    def done() -> bool:
        nonlocal streak
        streak = streak + 1 if crawled(server) else 0
        return streak >= DONE_LOOKS

    wait_for(done, workers)
    for worker in workers:
        worker.stop(signal.SIGTERM)
    for worker in workers:
        finish(worker, STOP_TIMEOUT)


def feed_items(worker: Worker) -> list[dict[str, Any]]:
    """The items in the worker's feed file: whole lines only (a killed worker may leave half of one)."""
    path = worker.workdir / FEED
    lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    return [json.loads(line) for line in lines if line.endswith("}")]


def later_pages(site: StyledSite) -> dict[str, ExpectedArticle]:
    return {page: article for article in site.expected.values() for page in article.pages[1:]}


def test_two_workers_export_each_article_once_whoever_fetches_its_later_pages(
        tmp_path: Path, styled_site: StyledSite, redis_server: RedisServer) -> None:
    workers = start_workers(tmp_path, styled_site, redis_server)
    try:
        stop_once_crawled(redis_server, workers)
    finally:
        for worker in workers:
            worker.kill()
    assert_every_article_once_and_complete(styled_site, [item for w in workers for item in w.items()])
    assert_every_article_once_and_complete(styled_site, [item for w in workers for item in feed_items(w)])
    # The race was run: every later page was fetched twice, as its article's
    # next page and by the spider's own link, some by the worker that did not
    # export the article.
    fetched = Counter(path(url) for w in workers for _, url in w.responses())
    assert {page: fetched[page] for page in later_pages(styled_site) if fetched[page] < 2} == {}
    shares = [len(w.responses()) for w in workers]
    assert min(shares) >= MIN_SHARE * sum(shares), shares
    stats = [w.stats() for w in workers]
    exporter = {item["url"]: w for w in workers for item in w.items()}
    crossed = {page for w in workers for _, url in w.responses() for page in [path(url)]
               if page in later_pages(styled_site)
               and exporter[styled_site.base_url + later_pages(styled_site)[page].pages[0]] is not w}
    assert crossed, "no worker fetched a later page of an article the other exported"
    assert [s["finish_reason"] for s in stats] == ["shutdown", "shutdown"]


def inflight(server: RedisServer, worker: str) -> list[dict[str, Any]]:
    raw = server.client.hvals(INFLIGHT_KEY % {"queue": QUEUE_KEY, "worker": worker})
    return [picklecompat.loads(data) for data in raw]


def worker_ids(server: RedisServer) -> dict[int, str]:
    """Redis worker names by process id."""
    names = [raw.decode() for raw in server.client.smembers(WORKERS_KEY % {"queue": QUEUE_KEY})]
    return {int(name.split(":")[1]): name for name in names}


def marked_by(server: RedisServer, worker: str) -> set[str]:
    """First pages of the articles ``worker`` emitted whose items it has not yet marked done (see redisstore)."""
    marks = server.client.hgetall(f"{SPIDER_NAME}:articles:exported")
    return {root.decode() for root, mark in marks.items() if mark.decode() == worker}


def kill_holding_a_half_merged_article(
        workers: tuple[Worker, Worker], server: RedisServer) -> tuple[Worker, Worker, list[dict[str, Any]], set[str]]:
    """SIGKILL the first worker seen, past KILL_AFTER_RESPONSES, holding the request for a later page of an article.

    The worker is stopped (SIGSTOP) and looked at first: one stopped between
    writing an item and marking its article done, the moment
    docs/distributed.md names as the one that exports an article twice, is
    let go on and looked at again later, so that the kill tests every other
    moment. Returns the killed worker, the other, the requests the killed one
    held and the articles it had emitted and not written.
    """
    deadline = time.monotonic() + CRAWL_TIMEOUT
    while time.monotonic() < deadline:
        assert all(w.process.poll() is None for w in workers), [w.log()[-3000:] for w in workers]
        names = worker_ids(server)
        for victim in workers:
            name = names.get(victim.process.pid)
            held = inflight(server, name) if name else []
            if len(victim.responses()) >= KILL_AFTER_RESPONSES and any(
                    "articles_pages" in request["meta"] for request in held):
                os.kill(victim.process.pid, signal.SIGSTOP)
                unwritten = marked_by(server, name)
                if unwritten & {item["url"] for item in victim.items()}:
                    os.kill(victim.process.pid, signal.SIGCONT)
                    break
                os.kill(victim.process.pid, signal.SIGKILL)
                victim.process.wait()
                survivor = workers[1] if victim is workers[0] else workers[0]
                return victim, survivor, inflight(server, name), unwritten  # as the victim left them
        time.sleep(POLL_INTERVAL / 4)
    raise AssertionError("no worker was seen merging a multi-page article")


def test_a_worker_killed_mid_article_loses_and_doubles_nothing(tmp_path: Path, site: StyledSite,
                                                               redis_server: RedisServer) -> None:
    workers = start_workers(tmp_path, site, redis_server)
    try:
        victim, survivor, held, unwritten = kill_holding_a_half_merged_article(workers, redis_server)
        killed_at = time.time()
        stop_once_crawled(redis_server, [survivor])
    finally:
        for worker in workers:
            worker.kill()
    items = victim.items() + survivor.items()
    assert 0 < len(victim.items()) < len(site.expected)  # it died mid-crawl
    assert_every_article_once_and_complete(site, items)
    # What Scrapy's feed exports wrote, unbuffered (RedisAddon's file storage): the same.
    assert_every_article_once_and_complete(site, feed_items(victim) + feed_items(survivor))
    assert survivor.stats()["articles/requests_reclaimed"] >= len(held) > 0
    # The articles the victim had emitted and not written were emitted again
    # by the survivor (and exported once, above), each counted and logged.
    assert survivor.stats().get("articles/exported_again", 0) == len(unwritten)
    # The half-merged article the victim held was finished by the survivor,
    # from the request it took back, unless the victim had exported it already
    # (a request is deleted from Redis a moment after it is done with).
    continued = [request for request in held if "articles_pages" in request["meta"]]
    fetched = {url for when, url in survivor.responses() if when >= killed_at}
    exported = {item["url"]: item for item in victim.items()}
    for request in continued:
        root = request["meta"]["articles_pages"]["pages"][0]
        assert request["url"] in fetched or root in exported, request["url"]
    assert redis_server.client.keys(INFLIGHT_KEY % {"queue": QUEUE_KEY, "worker": "*"}) == []
    assert redis_server.client.zcard(QUEUE_KEY) == 0

