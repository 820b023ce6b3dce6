"""Adapter stage: the memory of earlier crawls. URLs, dates and digests in; "fetch it again?" out.

:class:`~.sitespider.NewsSiteSpider` asks a crawl state two things: before
fetching a URL, whether an earlier run emitted it and whether it changed
since (:meth:`CrawlState.verdict`); before emitting an article, whether an
earlier run emitted it under another URL, by its canonical URL or the
digest of its text (:meth:`CrawlState.seen_before`). Once the article's item
left the pipelines it is remembered (:meth:`CrawlState.record`), as are the
sitemaps read (so an unchanged monthly sitemap is not read again).

One machine keeps the state in an SQLite file (:class:`SqliteState`); the
workers of a distributed crawl keep it in Redis (:class:`RedisState`).

Changed means: the discovery document's date is later than the date stored
with the page, or, when none was stored, later than the moment the page was
fetched. A page discovered without a date (a link on a section front) is
never fetched again.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:  # the redis client is an optional extra, needed by RedisState alone
    import redis

NEW, UPDATED, UNCHANGED = "new", "updated", "unchanged"
ARTICLE, SITEMAP = "article", "sitemap"  # what a remembered URL was
CANONICAL, DIGEST = "canonical", "digest"  # the other keys an article is remembered by


@dataclass(frozen=True)
class Remembered:
    """What an earlier run kept of a URL."""

    kind: str  # ARTICLE or SITEMAP
    lastmod: datetime | None  # the date its discovery document gave, if any
    fetched: datetime  # when it was fetched (UTC)


def verdict(known: Remembered | None, lastmod: datetime | None) -> str:
    """NEW (never kept), UPDATED (``lastmod`` says it changed since) or UNCHANGED."""
    if known is None:
        return NEW
    if lastmod is None:
        return UNCHANGED
    return UPDATED if lastmod > (known.lastmod or known.fetched) else UNCHANGED


class CrawlState(Protocol):
    """URLs emitted or read by earlier runs of a crawl, with the keys of their articles."""

    def known(self, url: str) -> Remembered | None:
        """What is kept of ``url``; None when no earlier run kept it."""

    def owner(self, key: str) -> str | None:
        """The article URL a canonical URL or text digest (``"canonical:..."``, ``"digest:..."``) belongs to."""

    def keep(self, urls: list[str], kind: str, lastmod: datetime | None, fetched: datetime,
             keys: list[str]) -> None:
        """Remember ``urls`` (an article's pages, or one sitemap) and the ``keys`` of its article."""

    def close(self) -> None:
        """Release the file or connection."""


def article_keys(canonical: str | None, digest: str) -> list[str]:
    """The keys an article is remembered by besides its URLs: its text's digest and its canonical URL."""
    return [f"{DIGEST}:{digest}"] + ([f"{CANONICAL}:{canonical}"] if canonical else [])


def seen_before(state: CrawlState, url: str, canonical: str | None, digest: str) -> bool:
    """Whether the article read at ``url`` was emitted by an earlier run under another URL."""
    if any(owner not in (None, url) for owner in map(state.owner, article_keys(canonical, digest))):
        return True
    if canonical and canonical != url:
        remembered = state.known(canonical)
        return remembered is not None and remembered.kind == ARTICLE
    return False


def _date(text: str | None) -> datetime | None:
    return datetime.fromisoformat(text) if text else None


class SqliteState:
    """:class:`CrawlState` in an SQLite file: two tables, one row a URL or key."""

    SCHEMA = ("CREATE TABLE IF NOT EXISTS urls (url TEXT PRIMARY KEY, kind TEXT NOT NULL, lastmod TEXT, "
              "fetched TEXT NOT NULL)",
              "CREATE TABLE IF NOT EXISTS keys (key TEXT PRIMARY KEY, url TEXT NOT NULL)")

    def __init__(self, path: str | Path):
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        self.path = str(path)
        self._db = sqlite3.connect(self.path)
        # WAL: a reader (a second crawl, a report) does not block the crawl writing.
        self._db.execute("PRAGMA journal_mode=WAL")
        for statement in self.SCHEMA:
            self._db.execute(statement)
        self._db.commit()

    def known(self, url: str) -> Remembered | None:
        row = self._db.execute("SELECT kind, lastmod, fetched FROM urls WHERE url = ?", (url,)).fetchone()
        return None if row is None else Remembered(row[0], _date(row[1]), datetime.fromisoformat(row[2]))

    def owner(self, key: str) -> str | None:
        row = self._db.execute("SELECT url FROM keys WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def keep(self, urls: list[str], kind: str, lastmod: datetime | None, fetched: datetime,
             keys: list[str]) -> None:
        stamp = lastmod.isoformat() if lastmod else None
        with self._db:  # one transaction: an article is kept whole or not at all
            self._db.executemany("INSERT OR REPLACE INTO urls VALUES (?, ?, ?, ?)",
                                 [(url, kind, stamp, fetched.isoformat()) for url in urls])
            self._db.executemany("INSERT OR REPLACE INTO keys VALUES (?, ?)", [(key, urls[0]) for key in keys])

    def close(self) -> None:
        self._db.close()


class RedisState:
    """:class:`CrawlState` in Redis under ``prefix``: hashes ``<prefix>:urls`` and ``<prefix>:keys``."""

    def __init__(self, server: redis.Redis, prefix: str):
        self.server = server
        self._urls = f"{prefix}:urls"
        self._keys = f"{prefix}:keys"

    def known(self, url: str) -> Remembered | None:
        raw = self.server.hget(self._urls, url)
        if raw is None:
            return None
        kind, lastmod, fetched = json.loads(raw)
        return Remembered(kind, _date(lastmod), datetime.fromisoformat(fetched))

    def owner(self, key: str) -> str | None:
        raw = self.server.hget(self._keys, key)
        return None if raw is None else (raw.decode("utf-8") if isinstance(raw, bytes) else str(raw))

    def keep(self, urls: list[str], kind: str, lastmod: datetime | None, fetched: datetime,
             keys: list[str]) -> None:
        value = json.dumps([kind, lastmod.isoformat() if lastmod else None, fetched.isoformat()])
        with self.server.pipeline() as pipe:  # MULTI/EXEC: kept whole or not at all
            pipe.hset(self._urls, mapping=dict.fromkeys(urls, value))
            if keys:
                pipe.hset(self._keys, mapping=dict.fromkeys(keys, urls[0]))
            pipe.execute()

    def close(self) -> None:
        self.server.close()


# scrapy-redis' shared request filter: SCHEDULER_DUPEFILTER_KEY's default.
REQUEST_FILTER_KEY = "%(spider)s:dupefilter"


def start_run(server: redis.Redis, spider_name: str, key: str = REQUEST_FILTER_KEY) -> None:
    """Make the next run of a distributed site crawl fetch its lists and feeds again.

    The distributed add-on's request filter outlives the workers
    (``SCHEDULER_PERSIST``): call this before starting the workers of a
    run, not while one still crawls. What was emitted stays in the state.
    """
    server.delete(key % {"spider": spider_name})
