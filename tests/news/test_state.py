"""The crawl state: what earlier runs emitted, kept in SQLite or Redis, and the refetch verdicts."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path

import pytest

from scrapy_articles.scrapy.state import (
    ARTICLE,
    NEW,
    SITEMAP,
    UNCHANGED,
    UPDATED,
    CrawlState,
    RedisState,
    Remembered,
    SqliteState,
    article_keys,
    seen_before,
    verdict,
)

FETCHED = datetime(2024, 6, 10, 12, tzinfo=timezone.utc)
EARLY, LATE = datetime(2024, 6, 1, tzinfo=timezone.utc), datetime(2024, 6, 20, tzinfo=timezone.utc)


@pytest.mark.parametrize(("known", "lastmod", "expected"), [
    (None, None, NEW),
    (None, LATE, NEW),
    (Remembered(ARTICLE, None, FETCHED), None, UNCHANGED),  # no date now: nothing says it changed
    (Remembered(ARTICLE, EARLY, FETCHED), EARLY, UNCHANGED),
    (Remembered(ARTICLE, EARLY, FETCHED), LATE, UPDATED),
    (Remembered(ARTICLE, LATE, FETCHED), EARLY, UNCHANGED),  # an older date than kept
    (Remembered(ARTICLE, EARLY, FETCHED), datetime(2024, 6, 5, tzinfo=timezone.utc), UPDATED),  # later than kept
    # Kept without a date (found on a front): compared with when it was fetched.
    (Remembered(ARTICLE, None, FETCHED), EARLY, UNCHANGED),
    (Remembered(ARTICLE, None, FETCHED), LATE, UPDATED),
])
def test_verdict(known: Remembered | None, lastmod: datetime | None, expected: str) -> None:
    assert verdict(known, lastmod) == expected


@pytest.fixture(params=["sqlite", pytest.param("redis", marks=pytest.mark.redis)])
def state(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[CrawlState]:
    if request.param == "sqlite":
        store: CrawlState = SqliteState(tmp_path / "deep" / "state.sqlite")  # the folder is made
    else:
        server = request.getfixturevalue("redis_server")
        store = RedisState(server.client, "site:state")
    yield store
    store.close()


def test_kept_articles_and_keys(state: CrawlState) -> None:
    assert state.known("http://a.test/1") is None
    keys = article_keys("http://a.test/1", "d1")
    state.keep(["http://a.test/1", "http://a.test/1-2"], ARTICLE, EARLY, FETCHED, keys)
    state.keep(["http://a.test/map.xml"], SITEMAP, None, FETCHED, [])
    assert state.known("http://a.test/1") == Remembered(ARTICLE, EARLY, FETCHED)
    assert state.known("http://a.test/1-2") == Remembered(ARTICLE, EARLY, FETCHED)  # a later page
    assert state.known("http://a.test/map.xml") == Remembered(SITEMAP, None, FETCHED)
    assert [state.owner(key) for key in keys] == ["http://a.test/1", "http://a.test/1"]
    assert state.owner("digest:other") is None
    state.keep(["http://a.test/1"], ARTICLE, LATE, LATE, keys)  # updated: the later date replaces the earlier
    assert state.known("http://a.test/1") == Remembered(ARTICLE, LATE, LATE)


@pytest.mark.parametrize(("url", "canonical", "digest", "expected"), [
    ("http://a.test/1", "http://a.test/1", "d1", False),  # the same article again (updated): not "another URL"
    ("http://a.test/1", None, "d2", False),  # its new text
    ("http://a.test/copy", None, "d1", True),  # the same text under another URL
    ("http://a.test/1?utm=x", "http://a.test/1", "d3", True),  # its canonical URL was emitted
    ("http://a.test/print/1", "http://a.test/1-2", "d4", True),  # canonical is a page of an emitted article
    ("http://a.test/2", "http://a.test/2", "d5", False),  # a new article
])
def test_seen_before(state: CrawlState, url: str, canonical: str | None, digest: str, expected: bool) -> None:
    state.keep(["http://a.test/1", "http://a.test/1-2"], ARTICLE, EARLY, FETCHED, article_keys("http://a.test/1", "d1"))
    assert seen_before(state, url, canonical, digest) is expected


def test_sqlite_state_outlives_the_process(tmp_path: Path) -> None:
    path = tmp_path / "state.sqlite"
    first = SqliteState(path)
    first.keep(["http://a.test/1"], ARTICLE, None, FETCHED, article_keys(None, "d1"))
    first.close()
    again = SqliteState(path)
    assert again.known("http://a.test/1") == Remembered(ARTICLE, None, FETCHED)
    assert again.owner("digest:d1") == "http://a.test/1"
    again.close()
