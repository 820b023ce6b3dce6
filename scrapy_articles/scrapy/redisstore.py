"""Adapter stage: the memory of article pages, shared by the workers of a crawl. Page URLs in; verdicts out.

:class:`RedisPageStore` is :class:`~.pagestore.LocalPageStore` kept in Redis
(same rules, same verdicts; see :mod:`.pagestore`), each question answered by
one Lua script, so two workers reading page 1 and page 2 of one article at
the same moment cannot both win. Keys, under ``ARTICLES_REDIS_KEY``
(``<spider>:articles``): ``:owner`` (hash: page URL to the first page of its
article), ``:exported`` (hash: first page to ``done``, or to the worker that
emitted it while its item is in the pipelines) and ``:claims:<first page>``
(set: the pages an article being merged has claimed).

Exactly once across a crash: an article is marked with the emitting worker
when it is emitted and ``done`` once its item has left the pipelines
(scraped, dropped or failed). A mark of a worker whose lease (:mod:`.lease`)
expired counts as not exported: the request that emitted it comes back from
that worker (:mod:`.reliable`) and whoever runs it emits it again, with the
verdict ``"again"``: the dead worker may have written the item in the moment
between its feed's write and the mark (docs/distributed.md), so the emitting
worker counts and logs it for whoever must drop a second copy.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import redis
from itemadapter import ItemAdapter

from .lease import Lease
from .pagestore import AGAIN, Known

DONE = "done"

# Shared by the scripts. KEYS: owner hash, exported hash. ARGV[1]: prefix of
# the claims sets, ARGV[2]: prefix of the lease keys.
_COMMON = """
local owner, exported = KEYS[1], KEYS[2]
local function is_exported(root)
  local mark = redis.call('HGET', exported, root)
  return mark and (mark == 'done' or redis.call('EXISTS', ARGV[2] .. mark) == 1)
end
local function valid(root)
  local first = redis.call('HGET', owner, root)
  return (not first) or first == root
end
"""
# ARGV[3]: page. Returns {root or "", 1 if exported else 0}.
_SEEN = _COMMON + """
local root = redis.call('HGET', owner, ARGV[3])
if not root then return {'', 0} end
return {root, is_exported(root) and 1 or 0}
"""
# ARGV[3]: the claiming article's first page, ARGV[4]: the page it claims.
_CLAIM = _COMMON + """
local root, page = ARGV[3], ARGV[4]
if is_exported(root) then return 'exported' end
if not valid(root) then return 'superseded' end
redis.call('HSET', owner, root, root)
local other = redis.call('HGET', owner, page)
if other and other ~= root then
  if is_exported(other) or (valid(other) and other ~= page) then return 'taken' end
end
redis.call('HSET', owner, page, root)
redis.call('SADD', ARGV[1] .. root, page)
return 'ok'
"""
# ARGV[3]: first page, ARGV[4]: the emitting worker, ARGV[5..]: the pages.
# Returns "" (emit it), "again" (emit it: a dead worker's mark was on it),
# "duplicate" or "later_page".
_EMIT = _COMMON + """
local root = ARGV[3]
if is_exported(root) then return 'duplicate' end
if not valid(root) then return 'later_page' end
for i = 5, #ARGV do
  local first = redis.call('HGET', owner, ARGV[i])
  if first and first ~= root then return 'later_page' end
end
local before = redis.call('HGET', exported, root)
local merged = {}
for i = 5, #ARGV do
  redis.call('HSET', owner, ARGV[i], root)
  merged[ARGV[i]] = true
end
redis.call('HSET', exported, root, ARGV[4])
for _, page in ipairs(redis.call('SMEMBERS', ARGV[1] .. root)) do
  if not merged[page] and redis.call('HGET', owner, page) == root then redis.call('HDEL', owner, page) end
end
redis.call('DEL', ARGV[1] .. root)
if before then return 'again' end
return ''
"""
# Mark an article done, unless another worker took it over. ARGV[3]: first
# page, ARGV[4]: this worker.
_SETTLE = _COMMON + """
if redis.call('HGET', exported, ARGV[3]) == ARGV[4] then redis.call('HSET', exported, ARGV[3], 'done') end
return 0
"""


def _text(value: Any) -> str:
    return value.decode("utf-8") if isinstance(value, bytes) else str(value)


class RedisPageStore:
    """:class:`~.pagestore.PageStore` in Redis under ``prefix``, shared by every worker using it."""

    def __init__(self, server: redis.Redis, prefix: str, lease: Lease):
        self.server = server
        self.lease = lease
        self._keys = [f"{prefix}:owner", f"{prefix}:exported"]
        self._claims = f"{prefix}:claims:"
        self._seen, self._claim, self._emit, self._settle = (
            server.register_script(script) for script in (_SEEN, _CLAIM, _EMIT, _SETTLE))
        # Articles this worker emitted whose items are still in the pipelines.
        self._pending: set[str] = set()

    def _run(self, script: Any, *args: str) -> Any:
        return script(keys=self._keys, args=[self._claims, self.lease.prefix, *args])

    def seen(self, url: str) -> Known:
        root, exported = self._run(self._seen, url)
        return Known(_text(root) or None, bool(exported))

    def claim(self, root: str, url: str) -> str:
        return _text(self._run(self._claim, root, url))

    def emit(self, root: str, pages: Sequence[str]) -> str | None:
        verdict = _text(self._run(self._emit, root, self.lease.worker, *pages))
        if verdict and verdict != AGAIN:
            return verdict
        self._pending.add(root)
        return verdict or None

    def settled(self, item: Any, **_: Any) -> None:
        """Signal handler (item scraped, dropped or failed): the item of an article emitted here is done."""
        url = ItemAdapter(item).get("url") if ItemAdapter.is_item(item) else None
        if isinstance(url, str) and url in self._pending:
            self._pending.discard(url)
            self._run(self._settle, url, self.lease.worker)
