"""GET /feed against the real service: full text in the feed's order, channel, images, limits, the cache."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import feedparser
import lxml.html
import pytest

from ..scrapy.server import FixtureServer
from .conftest import SITE, Service, expected

pytestmark = pytest.mark.slow  # each test starts the service and crawls through it


def check_entry(content: str, entry: dict[str, Any], must_not: list[str]) -> None:
    """``content`` (an entry's HTML) holds the entry's text on every page and its images, and no boilerplate."""
    for phrase in entry["must"]:
        assert phrase in content, f"{entry['page']}: {phrase!r} missing"
    for phrase in must_not:
        assert phrase not in content, f"{entry['page']}: {phrase!r} should not be there"
    images = [(img.get("src"), img.get("alt")) for img in lxml.html.fragment_fromstring(content, "div").iter("img")]
    assert images == [(image["url"], image["alt"]) for image in entry["images"]], entry["page"]


def test_rss_is_the_full_text_feed_in_the_source_order(service: Service, shared_site: FixtureServer) -> None:
    want = expected(shared_site.base_url)
    reply = service.get("/feed", url=shared_site.base_url + "/feed.xml")
    assert (reply.status, reply.content_type) == (200, "application/rss+xml; charset=utf-8"), reply.text
    feed = feedparser.parse(reply.body)
    assert not feed.bozo, feed.bozo_exception
    assert feed.version == "rss20"
    assert (feed.feed.title, feed.feed.link) == (want["channel"]["title"], want["channel"]["link"])
    assert [e.title for e in feed.entries] == [e["title"] for e in want["entries"]]
    assert [e.link for e in feed.entries] == [f"{shared_site.base_url}/{e['page']}" for e in want["entries"]]
    assert [e.id for e in feed.entries] == [e["guid"] for e in want["entries"]]
    for got, entry in zip(feed.entries, want["entries"]):
        check_entry(got.content[0].value, entry, want["must_not"])


@pytest.mark.parametrize("fmt", ["atom", "json"])
def test_atom_and_json_feed_carry_the_same_entries(service: Service, shared_site: FixtureServer, fmt: str) -> None:
    want = expected(shared_site.base_url)
    reply = service.get("/feed", url=shared_site.base_url + "/feed.xml", format=fmt)
    assert reply.status == 200, reply.text
    if fmt == "atom":
        assert reply.content_type == "application/atom+xml; charset=utf-8"
        feed = feedparser.parse(reply.body)
        assert not feed.bozo and feed.version == "atom10"
        title, link = feed.feed.title, feed.feed.link
        entries = [(e.title, e.content[0].value) for e in feed.entries]
    else:
        assert reply.content_type == "application/feed+json; charset=utf-8"
        document = json.loads(reply.body)
        assert document["version"] == "https://jsonfeed.org/version/1.1"
        title, link = document["title"], document["home_page_url"]
        entries = [(item["title"], item["content_html"]) for item in document["items"]]
    assert (title, link) == (want["channel"]["title"], want["channel"]["link"])
    assert [t for t, _ in entries] == [e["title"] for e in want["entries"]]
    for (_, content), entry in zip(entries, want["entries"]):
        check_entry(content, entry, want["must_not"])


def test_max_reads_only_the_first_entries(service: Service, site: FixtureServer) -> None:
    want = expected(site.base_url)
    feed_file = site.root / "feed.xml"  # an entry without link after the others: it needs no fetch
    feed_file.write_text(feed_file.read_text().replace("</channel>", "<item><title>No link</title></item></channel>"))
    reply = service.get("/feed", url=site.base_url + "/feed.xml", max="2")
    feed = feedparser.parse(reply.body)
    assert [e.title for e in feed.entries] == [e["title"] for e in want["entries"][:2]]
    assert "/bridge.html" not in site.requests, "an entry past max was fetched"
    everything = feedparser.parse(service.get("/feed", url=site.base_url + "/feed.xml").body)
    assert [e.title for e in everything.entries] == [e["title"] for e in want["entries"]] + ["No link"]


def _fetches(site: FixtureServer, since: int) -> list[str]:
    return sorted(site.requests[since:])


@pytest.fixture
def fresh_service() -> Iterator[Service]:
    """A service of its own: an empty cache."""
    running = Service("--allow-private")
    yield running
    running.close()


def test_a_second_poll_fetches_only_the_new_entry(fresh_service: Service, site: FixtureServer) -> None:
    want = expected(site.base_url)
    feed_url = site.base_url + "/feed.xml"
    first = feedparser.parse(fresh_service.get("/feed", url=feed_url).body)
    assert len(first.entries) == 3
    assert _fetches(site, 0) == ["/bakery.html", "/bridge.html", "/feed.xml", "/harbour-2.html", "/harbour.html"]

    # The site publishes a new article at the top of its feed.
    new = want["new_entry"]
    feed_file = site.root / "feed.xml"
    item = (f"<item>\n<title>{new['title']}</title>\n<link>{{BASE}}/{new['page']}</link>\n"
            f"<guid>{{BASE}}/{new['page']}</guid>\n</item>\n")
    feed_file.write_text(feed_file.read_text().replace("<item>", item + "<item>", 1))
    before = len(site.requests)
    second = feedparser.parse(fresh_service.get("/feed", url=feed_url).body)
    assert _fetches(site, before) == ["/feed.xml", "/ferry.html"]
    assert [e.title for e in second.entries] == [new["title"]] + [e["title"] for e in want["entries"]]
    check_entry(second.entries[0].content[0].value, new, want["must_not"])
    for got, entry in zip(second.entries[1:], want["entries"]):  # the cached entries keep their full text
        check_entry(got.content[0].value, entry, want["must_not"])


def test_an_entry_the_feed_changes_is_fetched_again(fresh_service: Service, site: FixtureServer) -> None:
    feed_url = site.base_url + "/feed.xml"
    fresh_service.get("/feed", url=feed_url)
    feed_file = site.root / "feed.xml"
    feed_file.write_text(feed_file.read_text().replace("Footbridge over the creek to close for repairs",
                                                       "Footbridge over the creek to close in March"))
    before = len(site.requests)
    feed = feedparser.parse(fresh_service.get("/feed", url=feed_url).body)
    assert _fetches(site, before) == ["/bridge.html", "/feed.xml"]
    assert feed.entries[2].title == "Footbridge over the creek to close for repairs"  # the page's own headline


def test_extract_gives_the_article_fields_as_json(service: Service, shared_site: FixtureServer) -> None:
    want = expected(shared_site.base_url)
    harbour = want["entries"][0]
    reply = service.get("/extract", url=f"{shared_site.base_url}/{harbour['page']}")
    assert (reply.status, reply.content_type) == (200, "application/json; charset=utf-8"), reply.text
    article = json.loads(reply.body)
    assert article["headline"] == harbour["title"]
    assert article["pages"] == [f"{shared_site.base_url}/{page}" for page in harbour["pages"]]
    assert [(i["url"], i["alt"]) for i in article["images"]] == [(i["url"], i["alt"]) for i in harbour["images"]]
    for phrase in harbour["must"]:
        assert phrase in article["articleBody"]
    for phrase in want["must_not"]:
        assert phrase not in article["articleBody"]


def test_the_fixture_feed_lists_the_expected_entries() -> None:
    """The fixture and its expectations agree, so a test above cannot pass on a wrong fixture."""
    want = expected("{BASE}")
    feed = feedparser.parse((SITE / "feed.xml").read_bytes())
    assert [e.title for e in feed.entries] == [e["title"] for e in want["entries"]]


def test_an_entry_without_article_keeps_its_summary_and_is_tried_again(fresh_service: Service,
                                                                       site: FixtureServer) -> None:
    feed_file = site.root / "feed.xml"
    gone = ("<item><title>Gone</title><link>{BASE}/gone.html</link>"
            "<description>Only the summary is left.</description></item>")
    feed_file.write_text(feed_file.read_text().replace("</channel>", gone + "</channel>"))
    feed_url = site.base_url + "/feed.xml"
    for _ in range(2):
        before = len(site.requests)
        feed = feedparser.parse(fresh_service.get("/feed", url=feed_url).body)
        assert (feed.entries[-1].title, feed.entries[-1].summary) == ("Gone", "Only the summary is left.")
        assert "content" not in feed.entries[-1]
        assert "/gone.html" in site.requests[before:]


def test_after_the_time_to_live_every_entry_is_fetched_again(site: FixtureServer) -> None:
    service = Service("--allow-private", "--cache-ttl", "0")
    try:
        feed_url = site.base_url + "/feed.xml"
        service.get("/feed", url=feed_url)
        before = len(site.requests)
        assert len(feedparser.parse(service.get("/feed", url=feed_url).body).entries) == 3
        assert _fetches(site, before) == ["/bakery.html", "/bridge.html", "/feed.xml", "/harbour-2.html",
                                          "/harbour.html"]
    finally:
        service.close()
