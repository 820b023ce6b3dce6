"""Adapter stage: a worker's lease. A crawler in; a Redis key that says this worker is alive out.

Each worker of a shared crawl holds a lease: the key ``<spider>:lease:<worker>``,
set with an expiry of ``ARTICLES_REDIS_LEASE`` seconds and refreshed
:data:`REFRESHES_PER_LEASE` times a lease. A worker killed with SIGKILL stops
refreshing it; once it expires, the other workers take back the requests it
had taken from the queue (:mod:`.reliable`) and may export again the articles
it had emitted but not yet seen through the item pipelines (:mod:`.redisstore`).
A worker that stalls longer than its lease (a debugger, SIGSTOP, a swap storm)
is taken for dead in the same way: what it holds is done again.

One lease per crawler, shared by the scheduler and the page store, which
both ask :meth:`Lease.of`; it starts with the spider (or the scheduler,
whichever opens first) and is released when the spider closes.
"""

from __future__ import annotations

import logging
import os
import secrets
import socket
import weakref
from collections.abc import Callable

import redis
from scrapy import signals
from scrapy.crawler import Crawler
from scrapy_redis.connection import get_redis_from_settings  # type: ignore[import-untyped]
from twisted.internet.task import LoopingCall

logger = logging.getLogger(__name__)

LEASE_SETTING = "ARTICLES_REDIS_LEASE"
# Seconds a silent worker is still taken for alive: long enough for a page
# whose extraction blocks the reactor (the library's time budget is 2 s) on
# a loaded machine, short enough that a crawl barely notices a lost worker.
DEFAULT_LEASE = 30.0
# Refreshes per lease: a worker misses two in a row before it is taken for dead.
REFRESHES_PER_LEASE = 3
LEASE_KEY = "%(spider)s:lease:"
# Every crawler's lease, so that the components of one crawl share one; a
# finished crawler's goes with it.
_LEASES: weakref.WeakKeyDictionary[Crawler, Lease] = weakref.WeakKeyDictionary()


class Lease:
    """This worker's name and its expiring key in Redis, refreshed while the crawl runs."""

    def __init__(self, server: redis.Redis, spider_name: str, seconds: float):
        if seconds <= 0:
            raise ValueError(f"{LEASE_SETTING}={seconds}; give a number of seconds above 0")
        self.server = server
        # Host and process, to tell workers apart in Redis and in logs; the
        # random part keeps a restarted process with a reused pid apart.
        self.worker = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"
        self.prefix = LEASE_KEY % {"spider": spider_name}
        self.key = self.prefix + self.worker
        self.seconds = seconds
        self._on_refresh: list[Callable[[], None]] = []
        self._loop: LoopingCall | None = None

    @classmethod
    def of(cls, crawler: Crawler) -> Lease:
        """The crawler's lease, made on first use."""
        lease = _LEASES.get(crawler)
        if lease is None:
            assert crawler.spider is not None  # components are built for a spider
            server = get_redis_from_settings(crawler.settings)
            lease = cls(server, crawler.spider.name, crawler.settings.getfloat(LEASE_SETTING, DEFAULT_LEASE))
            crawler.signals.connect(lease.start, signal=signals.spider_opened)
            crawler.signals.connect(lease.release, signal=signals.spider_closed)
            _LEASES[crawler] = lease
        return lease

    def alive(self, worker: str) -> bool:
        """Whether ``worker`` holds its lease."""
        return bool(self.server.exists(self.prefix + worker))

    def every_refresh(self, task: Callable[[], None]) -> None:
        """Run ``task`` after each refresh, while the lease is held."""
        self._on_refresh.append(task)

    def start(self) -> None:
        """Take the lease and keep it; a second call does nothing."""
        if self._loop is not None:
            return
        self._loop = LoopingCall(self.refresh)
        self._loop.start(self.seconds / REFRESHES_PER_LEASE, now=True)

    def refresh(self) -> None:
        try:
            self.server.set(self.key, b"1", px=int(self.seconds * 1000))
            for task in self._on_refresh:
                task()
        except redis.RedisError as exc:  # Redis away for a moment: the next refresh tries again
            logger.warning("Could not refresh the lease of worker %s in Redis: %r", self.worker, exc)

    def release(self) -> None:
        """Give the lease up: this worker has nothing left that another should take back."""
        if self._loop is not None and self._loop.running:
            self._loop.stop()
        self.server.delete(self.key)
