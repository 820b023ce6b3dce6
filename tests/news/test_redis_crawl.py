"""The site crawl's state in a real redis-server: run 1 on one worker, run 2 on another, nothing else shared.

Each worker is its own interpreter in its own folder (no SQLite file
between them): only Redis tells worker B what worker A emitted.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.distributed.cluster import RedisServer
from tests.scrapy.server import FixtureServer

from .crawls import Crawl, crawl
from .site import EDITION_1, EDITION_2, NEW_IN_2, UPDATED, write_edition

pytestmark = [pytest.mark.redis, pytest.mark.slow]
REDIS_ADDON = "scrapy_articles.scrapy.redis.RedisAddon"


def two_workers(tmp_path: Path, settings: dict[str, object], addon: str) -> tuple[Crawl, Crawl]:
    root = tmp_path / "site"
    write_edition(root, EDITION_1)
    server = FixtureServer(root)
    try:
        first = crawl(tmp_path / "worker-a", server, settings, addon=addon)
        write_edition(root, EDITION_2)
        second = crawl(tmp_path / "worker-b", server, settings, addon=addon)
    finally:
        server.close()
    return first, second


def assert_second_run_only_new_and_updated(first: Crawl, second: Crawl, tmp_path: Path) -> None:
    assert sorted(first.slugs()) == sorted(s.slug for s in EDITION_1)
    assert sorted(second.slugs()) == sorted(NEW_IN_2 | {UPDATED})
    updated = next(item for item in second.items if UPDATED in item["url"])
    assert "Update 2: the meeting is on Monday." in updated["articleBody"]
    fetched = {path for path in second.requested if path.startswith("/news/")}
    assert fetched == {s.path for s in EDITION_2 if s.slug in NEW_IN_2 | {UPDATED}}
    assert second.stats["articles/state/unchanged"] == len(EDITION_1) - 1
    assert second.stats["articles/state/updated"] == 1
    assert list(tmp_path.glob("worker-*/.scrapy/*.sqlite")) == []  # the state was in Redis only


def test_state_in_redis_by_url(tmp_path: Path, redis_server: RedisServer) -> None:
    first, second = two_workers(tmp_path, {"ARTICLES_STATE": redis_server.url}, "scrapy_articles.Addon")
    assert_second_run_only_new_and_updated(first, second, tmp_path)
    assert redis_server.client.hlen("articles_site:state:urls") >= len(EDITION_2)


def test_state_in_redis_with_the_distributed_addon(tmp_path: Path, redis_server: RedisServer) -> None:
    first, second = two_workers(tmp_path, {"REDIS_URL": redis_server.url}, REDIS_ADDON)
    assert_second_run_only_new_and_updated(first, second, tmp_path)
    assert redis_server.client.hlen("articles_site:state:urls") >= len(EDITION_2)
