"""The article cache: per entry (link and what the feed says), a time to live, a size bound."""

from __future__ import annotations

from scrapy_articles.scrapy.feeds import FeedEntry
from scrapy_articles.scrapy.items import ArticleItem
from scrapy_articles.serve.cache import ArticleCache, entry_key


class Clock:
    """Seconds that pass only when a test says so."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def key(link: str, **fields: str) -> tuple[str | None, ...]:
    return entry_key(FeedEntry(index=0, link=link, **fields).to_meta())  # type: ignore[arg-type]


def test_an_article_is_served_until_its_time_to_live_passes() -> None:
    clock = Clock()
    cache = ArticleCache(ttl=60, size=10, clock=clock)
    cache.put(key("http://a.test/1"), ArticleItem(headline="One"))
    clock.now = 60
    assert cache.get(key("http://a.test/1")) == ArticleItem(headline="One")
    clock.now = 60.5
    assert cache.get(key("http://a.test/1")) is None
    assert len(cache) == 0


def test_the_least_recently_used_article_goes_first() -> None:
    cache = ArticleCache(ttl=60, size=2, clock=Clock())
    cache.put(key("http://a.test/1"), ArticleItem(headline="One"))
    cache.put(key("http://a.test/2"), ArticleItem(headline="Two"))
    assert cache.get(key("http://a.test/1")) is not None  # now the most recently used
    cache.put(key("http://a.test/3"), ArticleItem(headline="Three"))
    assert len(cache) == 2
    assert cache.get(key("http://a.test/2")) is None
    assert [cache.get(key(f"http://a.test/{n}")) for n in (1, 3)] == [
        ArticleItem(headline="One"), ArticleItem(headline="Three")]


def test_what_the_feed_says_is_part_of_the_key() -> None:
    cache = ArticleCache(ttl=60, size=10, clock=Clock())
    cache.put(key("http://a.test/1", title="Old title", guid="g1"), ArticleItem(headline="One"))
    assert cache.get(key("http://a.test/1", title="Old title", guid="g1")) is not None
    assert cache.get(key("http://a.test/1", title="New title", guid="g1")) is None
    assert cache.get(key("http://a.test/1", title="Old title", guid="g2")) is None
    assert cache.get(key("http://a.test/1", title="Old title", guid="g1", published_raw="Mon")) is None


def test_a_served_article_is_a_copy() -> None:
    cache = ArticleCache(ttl=60, size=10, clock=Clock())
    stored = ArticleItem(headline="One", metadata={"probability": 1.0})
    cache.put(key("http://a.test/1"), stored)
    stored["headline"] = "changed after storing"
    served = cache.get(key("http://a.test/1"))
    assert served is not None
    served["metadata"]["feedGuid"] = "changed after serving"
    assert cache.get(key("http://a.test/1")) == ArticleItem(headline="One", metadata={"probability": 1.0})
