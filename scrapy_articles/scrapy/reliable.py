"""Adapter stage: a request queue that survives its workers. Requests in; each one handled at least once out.

scrapy-redis' priority queue removes a request from Redis when a worker takes
it: a worker killed with SIGKILL loses every request it had taken and not
finished (in its download slots, waiting for the spider, its items in the
pipelines). :class:`ReliableScheduler` takes a request from the same sorted
set and, in the same Lua script, files it under the worker in
``<spider>:requests:inflight:<worker>``; it deletes it from there only once
Scrapy has finished with it: downloaded, read by the spider and the
middlewares, its new requests queued and its items through the pipelines.
When a worker's lease (:mod:`.lease`) expires, any other worker puts its
unfinished requests back in the queue, where they are taken again
(``articles/requests_reclaimed`` counts them). A worker that closes puts back
what it did not finish.

While another worker holds unfinished requests, a worker whose queue is
empty is not idle: the other's requests may still add work, or come back if
it died, so a worker does not close (``MAX_IDLE_TIME_BEFORE_CLOSE``) before
the crawl is done.

Only scrapy-redis' default ``SCHEDULER_QUEUE_CLASS`` (its priority queue)
is supported: the requests are the same members of the same sorted set,
so workers with and without this scheduler can share a queue.
"""

from __future__ import annotations

import logging
import time

from scrapy import Request, Spider
from scrapy.crawler import Crawler
from scrapy.utils.misc import load_object
from scrapy_redis.queue import PriorityQueue  # type: ignore[import-untyped]
from scrapy_redis.scheduler import Scheduler  # type: ignore[import-untyped]

from .lease import Lease

logger = logging.getLogger(__name__)

INFLIGHT_KEY = "%(queue)s:inflight:%(worker)s"
WORKERS_KEY = "%(queue)s:workers"  # the workers that may hold unfinished requests
# Seconds an idle worker trusts its last look at the other workers' requests:
# Scrapy asks whether requests are pending many times a second, and a worker
# waiting for the others' last requests should notice them done soon.
BUSY_CHECK_INTERVAL = 1.0

# Take the best request: out of the queue and into this worker's in-flight
# hash, in one step, so that no moment exists when only the worker has it.
# KEYS: queue, in-flight hash, workers set. ARGV: worker. The hash field is
# "<score> <sha1 of the request>", so the request goes back at its priority.
_TAKE = """
local best = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
if #best == 0 then return false end
redis.call('ZREM', KEYS[1], best[1])
local field = best[2] .. ' ' .. redis.sha1hex(best[1])
redis.call('HSET', KEYS[2], field, best[1])
redis.call('SADD', KEYS[3], ARGV[1])
return {field, best[1]}
"""
# Put a worker's unfinished requests back, unless its lease is held (ARGV[2]
# "1": put them back anyway, the worker itself closing). KEYS: queue,
# in-flight hash, workers set, lease key. ARGV: worker, force.
# Returns how many went back, or -1 when the worker is alive.
_RECLAIM = """
if ARGV[2] ~= '1' and redis.call('EXISTS', KEYS[4]) == 1 then return -1 end
local entries = redis.call('HGETALL', KEYS[2])
for i = 1, #entries, 2 do
  redis.call('ZADD', KEYS[1], tonumber(string.match(entries[i], '^(%S+)')), entries[i + 1])
end
redis.call('DEL', KEYS[2])
redis.call('SREM', KEYS[3], ARGV[1])
return #entries / 2
"""


def _in_progress(crawler: Crawler) -> set[Request] | None:
    """The requests the engine has taken from the scheduler and not finished; None without a running engine.

    Scrapy keeps them in its engine slot from ``next_request`` until the
    response, the spider's output and its items are done with (or the
    download failed and the errback ran); there is no signal for that moment.
    """
    try:
        engine = crawler.engine
    except RuntimeError:  # Scrapy 2.14+: the crawl has not started
        return None
    slot = getattr(engine, "_slot", None)
    return slot.inprogress if slot is not None else None


class ReliableScheduler(Scheduler):  # type: ignore[misc]
    """scrapy-redis' scheduler whose taken requests come back when their worker dies."""

    crawler: Crawler
    lease: Lease
    _taken: dict[Request, str]  # requests handed to the engine: their field in the in-flight hash
    _others_busy: bool  # another worker held requests at the last look
    _looked_at: float  # time.monotonic() of that look

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> ReliableScheduler:
        scheduler = super().from_crawler(crawler)
        if load_object(scheduler.queue_cls) is not PriorityQueue:
            raise ValueError(f"{cls.__name__} keeps scrapy-redis' priority queue; SCHEDULER_QUEUE_CLASS is "
                             f"{scheduler.queue_cls!r}")
        scheduler.crawler = crawler
        scheduler.lease = Lease.of(crawler)
        scheduler._taken = {}
        scheduler._others_busy = False
        scheduler._looked_at = -BUSY_CHECK_INTERVAL
        return scheduler

    def open(self, spider: Spider) -> None:
        super().open(spider)
        names = {"queue": self.queue.key, "worker": self.lease.worker}
        self.inflight_key = INFLIGHT_KEY % names
        self.workers_key = WORKERS_KEY % names
        self._take = self.server.register_script(_TAKE)
        self._reclaim = self.server.register_script(_RECLAIM)
        self.lease.every_refresh(self.tend)
        self.lease.start()

    def next_request(self) -> Request | None:
        self._finish()
        taken = self._take(keys=[self.queue.key, self.inflight_key, self.workers_key], args=[self.lease.worker])
        if not taken:
            return None
        field, data = taken
        request = self.queue._decode_request(data)
        self._taken[request] = field
        if self.stats:
            self.stats.inc_value("scheduler/dequeued/redis")
        return request

    def has_pending_requests(self) -> bool:
        return bool(super().has_pending_requests() or self._others_hold_requests())

    def tend(self) -> None:
        """After each lease refresh: forget finished requests, take back those of dead workers."""
        self._finish()
        for worker in self._others():
            back = self._put_back(worker, force=False)
            if back > 0:
                logger.info("Worker %s lost its lease: %d of its requests are back in the queue", worker, back)
                if self.stats:
                    self.stats.inc_value("articles/requests_reclaimed", back)

    def _others(self) -> list[str]:
        names = (raw.decode() if isinstance(raw, bytes) else str(raw) for raw in self.server.smembers(self.workers_key))
        return [name for name in names if name != self.lease.worker]

    def _others_hold_requests(self) -> bool:
        """Whether another worker, alive or not yet known dead, holds unfinished requests."""
        if time.monotonic() - self._looked_at >= BUSY_CHECK_INTERVAL:
            self._others_busy = any(self.server.hlen(INFLIGHT_KEY % {"queue": self.queue.key, "worker": worker})
                                    for worker in self._others())
            self._looked_at = time.monotonic()
        return self._others_busy

    def close(self, reason: str) -> None:
        self._finish()
        self._put_back(self.lease.worker, force=True)
        super().close(reason)

    def _put_back(self, worker: str, force: bool) -> int:
        keys = [self.queue.key, INFLIGHT_KEY % {"queue": self.queue.key, "worker": worker}, self.workers_key,
                self.lease.prefix + worker]
        return int(self._reclaim(keys=keys, args=[worker, "1" if force else "0"]))

    def _finish(self) -> None:
        """Delete from Redis the requests Scrapy is done with."""
        if not self._taken:
            return
        running = _in_progress(self.crawler)
        if running is None:  # nothing is finished where nothing runs
            return
        done = [request for request in self._taken if request not in running]
        if done:
            self.server.hdel(self.inflight_key, *(self._taken.pop(request) for request in done))

