"""Adapter stage: the memory of article pages. Page URLs in; "whose page is this, and is it exported?" out.

:class:`~.flow.ArticleFlow` asks a page store three things: before reading
a page, whether it belongs to an article already (:meth:`PageStore.seen`);
before following an article's next page, whether that page may join it
(:meth:`PageStore.claim`); before emitting an article, whether it is still
the one to emit (:meth:`PageStore.emit`). One process keeps this memory in
a :class:`LocalPageStore`; workers sharing a crawl keep it in Redis
(:class:`~.redisstore.RedisPageStore`), with the same rules.

The rules. Every page of an article, once claimed, names the article's
first page (its root). An article that reaches, as its next page, the first
page of another article still being merged takes that page over: the
article starting earlier is the whole one, and the other, whose root now
names another article, is dropped at its next step (counted as a later
page). A page of an exported article is never claimed again; an article is
emitted only while its root is its own and not exported, and emitting it
releases the pages it claimed but did not merge (a next page that turned
out to be another article).

Verdicts of :meth:`PageStore.claim`: ``"ok"``; ``"superseded"`` (the
claiming article's root belongs to another article); ``"exported"`` (the
claiming article was exported already: the request was run twice);
``"taken"`` (the page belongs to another article, exported or being
merged). Verdicts of :meth:`PageStore.emit`: None (emit it), ``"again"``
(emit it; a worker that died had emitted it and may have written its item:
only a shared store says so, see :mod:`.redisstore`), ``"duplicate"`` or
``"later_page"``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

OK, SUPERSEDED, EXPORTED, TAKEN = "ok", "superseded", "exported", "taken"
AGAIN = "again"


@dataclass(frozen=True)
class Known:
    """What a store knows of a page: the first page of the article it belongs to, and whether that is exported."""

    root: str | None = None  # None: the page belongs to no article yet
    exported: bool = False


class PageStore(Protocol):
    """Pages of articles emitted or being merged, by URL."""

    def seen(self, url: str) -> Known:
        """The article ``url`` belongs to, if any."""

    def claim(self, root: str, url: str) -> str:
        """Make ``url`` the next page of the article starting at ``root``; the verdict."""

    def emit(self, root: str, pages: Sequence[str]) -> str | None:
        """Mark the article starting at ``root`` exported with ``pages``; None, or why it must not be."""


class LocalPageStore:
    """:class:`PageStore` of one process. Memory: a dict entry per page of every article emitted or being merged."""

    def __init__(self) -> None:
        self._owner: dict[str, str] = {}
        self._exported: set[str] = set()
        self._claims: dict[str, set[str]] = {}

    def _valid(self, root: str) -> bool:
        return self._owner.get(root, root) == root

    def seen(self, url: str) -> Known:
        root = self._owner.get(url)
        return Known() if root is None else Known(root, root in self._exported)

    def claim(self, root: str, url: str) -> str:
        if root in self._exported:
            return EXPORTED
        if not self._valid(root):
            return SUPERSEDED
        self._owner[root] = root
        owner = self._owner.get(url, root)
        if owner != root and (owner in self._exported or (self._valid(owner) and owner != url)):
            return TAKEN
        self._owner[url] = root
        self._claims.setdefault(root, set()).add(url)
        return OK

    def emit(self, root: str, pages: Sequence[str]) -> str | None:
        if root in self._exported:
            return "duplicate"
        if not self._valid(root) or any(self._owner.get(page, root) != root for page in pages):
            return "later_page"
        self._owner.update(dict.fromkeys(pages, root))
        self._exported.add(root)
        for page in self._claims.pop(root, set()) - set(pages):
            if self._owner.get(page) == root:
                del self._owner[page]
        return None
