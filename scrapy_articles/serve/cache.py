"""Service stage: the article cache. A feed entry in, its extracted article (if fresh) out.

A feed reader polls the same feed every few minutes, and most entries are
the same each time. Articles are kept per entry: the entry's link together
with what the feed says about it (guid, title, date), so an entry the feed
republishes with a new title or date is fetched again. Entries expire after
a time to live and the least recently used go first past a size bound. The
cache belongs to one server process; nothing is shared between processes.
"""

from __future__ import annotations

import copy
import time
from collections import OrderedDict
from collections.abc import Callable, Mapping
from typing import Any

from ..scrapy.items import ArticleItem

EntryKey = tuple[str | None, ...]


def entry_key(entry: Mapping[str, Any]) -> EntryKey:
    """The cache key of a feed entry (``FeedEntry.to_meta()``): its link and what the feed says of it."""
    return entry["link"], entry["guid"], entry["title"], entry["published_raw"]


class ArticleCache:
    """Articles by feed entry, with a time to live (seconds) and a size bound (articles)."""

    def __init__(self, ttl: float, size: int, clock: Callable[[], float] = time.monotonic):
        self.ttl, self.size, self.clock = ttl, size, clock
        self._items: OrderedDict[EntryKey, tuple[float, ArticleItem]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._items)

    def get(self, key: EntryKey) -> ArticleItem | None:
        """A copy of the article stored for ``key`` when still fresh, else None."""
        stored = self._items.get(key)
        if stored is None:
            return None
        if self.clock() - stored[0] > self.ttl:
            del self._items[key]
            return None
        self._items.move_to_end(key)
        return copy.deepcopy(stored[1])  # the spider completes items in place

    def put(self, key: EntryKey, item: ArticleItem) -> None:
        self._items[key] = (self.clock(), copy.deepcopy(item))
        self._items.move_to_end(key)
        while len(self._items) > self.size:
            self._items.popitem(last=False)
