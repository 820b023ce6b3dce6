"""The memory of article pages (pagestore.py): claims, takeovers and the emission decision.

:data:`STORIES` is shared with ``tests/distributed/test_redisstore.py``, which
plays it against the Redis store: both stores must give the same verdicts.
"""

from __future__ import annotations

from typing import Any

import pytest

from scrapy_articles.scrapy.pagestore import Known, LocalPageStore, PageStore

P1, P2, P3, P4, OTHER = (f"http://h/story-{n}" for n in (1, 2, 3, 4, 9))

# (story, [(operation, arguments, expected verdict)]): what a flow asks, in
# order, and what it must hear.
STORIES: list[tuple[str, list[tuple[str, tuple[Any, ...], Any]]]] = [
    ("a merged page belongs to its article, then to the exported article", [
        ("seen", (P2,), Known()),
        ("claim", (P1, P2), "ok"),
        ("seen", (P2,), Known(P1, False)),
        ("seen", (P1,), Known(P1, False)),  # a first page being merged may be read again
        ("emit", (P1, [P1, P2]), None),
        ("seen", (P2,), Known(P1, True)),
        ("seen", (P1,), Known(P1, True)),
        ("emit", (P1, [P1, P2]), "duplicate"),  # the same article emitted again (a request run twice)
        ("claim", (P1, P3), "exported"),
    ]),
    ("a page exported alone first is never merged again: the article ends before it", [
        ("emit", (P2, [P2]), None),
        ("claim", (P1, P2), "taken"),
        ("emit", (P1, [P1]), None),
        ("seen", (P2,), Known(P2, True)),
    ]),
    ("an article reaching the first page of another being merged takes it over", [
        ("claim", (P2, P3), "ok"),  # page 2 read first, as an article of its own
        ("claim", (P1, P2), "ok"),  # page 1 read: page 2 is its next page
        ("claim", (P2, P4), "superseded"),
        ("emit", (P2, [P2, P3]), "later_page"),
        ("claim", (P1, P3), "ok"),  # the pages of the dropped article follow
        ("emit", (P1, [P1, P2, P3]), None),
        ("seen", (P3,), Known(P1, True)),
    ]),
    ("a page claimed but not merged is released when the article is emitted", [
        ("claim", (P1, P2), "ok"),
        ("claim", (P1, P3), "ok"),  # page 2's next page, claimed by a worker that read page 2
        ("emit", (P1, [P1, P2]), None),  # page 3 was another article after all
        ("seen", (P3,), Known()),
        ("emit", (P3, [P3]), None),
    ]),
    ("a later page of one article is not taken by another", [
        ("claim", (P1, P2), "ok"),
        ("claim", (OTHER, P2), "taken"),
        ("emit", (OTHER, [OTHER]), None),
        ("emit", (P1, [P1, P2]), None),
    ]),
    ("an article whose page another article holds is not emitted", [
        ("claim", (P1, P2), "ok"),
        ("emit", (P2, [P2]), "later_page"),
        ("emit", (OTHER, [OTHER, P2]), "later_page"),
    ]),
]


def play(store: PageStore, steps: list[tuple[str, tuple[Any, ...], Any]]) -> None:
    for number, (operation, arguments, expected) in enumerate(steps, 1):
        assert getattr(store, operation)(*arguments) == expected, f"step {number}: {operation}{arguments}"


@pytest.mark.parametrize(("story", "steps"), STORIES, ids=[story for story, _ in STORIES])
def test_verdicts(story: str, steps: list[tuple[str, tuple[Any, ...], Any]]) -> None:
    play(LocalPageStore(), steps)
