"""RSS and Atom exporters, read back with feedparser."""

from __future__ import annotations

from io import BytesIO
from typing import Any

import feedparser
import pytest
from scrapy import Spider
from scrapy.utils.test import get_crawler

from scrapy_articles.scrapy.exporters import AtomItemExporter, RssItemExporter
from scrapy_articles.scrapy.feeds import FeedChannel
from scrapy_articles.scrapy.items import ArticleItem

from .feedrules import atom_problems, rss_problems

EXPORTERS = [RssItemExporter, AtomItemExporter]


def article(n: int, **extra: Any) -> ArticleItem:
    return ArticleItem({
        "url": f"https://news.test/{n}.html", "headline": f"Headline {n} & <more>",
        "articleBody": f"First paragraph {n}.\nSecond paragraph.",
        "articleBodyHtml": f"<p>First paragraph {n}.</p>\n<p>Second <em>paragraph</em>.</p>",
        "authors": [{"name": "Ann Author"}, {"name": "Bob Writer"}], "datePublished": "2024-03-12T09:30:00+01:00",
        "keywords": ["local", "library"], **extra})


def export(cls: type, items: list[Any], **kwargs: Any) -> tuple[bytes, Any]:
    buffer = BytesIO()
    exporter = cls(buffer, **kwargs)
    exporter.start_exporting()
    for item in items:
        exporter.export_item(item)
    exporter.finish_exporting()
    assert not buffer.closed  # the file belongs to the caller
    data = buffer.getvalue()
    return data, feedparser.parse(data)


@pytest.mark.parametrize("cls", EXPORTERS)
def test_valid_feed_with_full_text(cls: type) -> None:
    data, feed = export(cls, [article(1), article(2)], feed_title="My feed", feed_link="https://news.test/")
    assert CHECK[cls](data) == []
    assert feed.feed.title == "My feed"
    assert [e.title for e in feed.entries] == ["Headline 1 & <more>", "Headline 2 & <more>"]
    entry = feed.entries[0]
    assert entry.link == "https://news.test/1.html" and entry.id == "https://news.test/1.html"
    assert entry.content[0].value.startswith("<p>First paragraph 1.</p>")
    assert "<em>paragraph</em>" in entry.content[0].value
    assert entry.summary == "First paragraph 1. Second paragraph."
    assert [a.name for a in entry.authors] == ["Ann Author", "Bob Writer"]
    assert entry.published_parsed[:6] == (2024, 3, 12, 8, 30, 0)  # in UTC
    assert [t.term for t in entry.tags] == ["local", "library"]


def test_rss_specifics() -> None:
    data, feed = export(RssItemExporter, [article(1, metadata={"feedGuid": "urn:x:1"})])
    assert b"<content:encoded>" in data and b"<dc:creator>Ann Author</dc:creator>" in data
    assert b"<pubDate>Tue, 12 Mar 2024 09:30:00 +0100</pubDate>" in data
    assert b'<guid isPermaLink="false">urn:x:1</guid>' in data


@pytest.mark.parametrize("cls", EXPORTERS)
def test_any_text_stays_xml(cls: type) -> None:
    nasty = "Bell\x07 \x00and\x1b\ufffe form-feed\x0c ]]> </content> &amp;"
    item = ArticleItem(url="https://news.test/x", headline=nasty, articleBody=nasty, articleBodyHtml=nasty,
                       description=nasty)
    _, feed = export(cls, [item])
    assert not feed.bozo, feed.get("bozo_exception")
    assert feed.entries[0].title == "Bell and form-feed ]]> </content> &amp;"


@pytest.mark.parametrize("cls", EXPORTERS)
def test_long_texts_are_excerpted_and_text_only_items_get_html(cls: type) -> None:
    body = " ".join(["word"] * 200)
    _, feed = export(cls, [{"title": "Plain", "link": "https://news.test/p", "articleBody": body}],
                     excerpt_chars=50)
    entry = feed.entries[0]
    assert entry.title == "Plain" and entry.link == "https://news.test/p"
    assert len(entry.summary) <= 51 and entry.summary.endswith("…")
    assert entry.content[0].value == f"<p>{body}</p>"


@pytest.mark.parametrize("cls", EXPORTERS)
def test_empty_feed(cls: type) -> None:
    _, feed = export(cls, [])
    assert not feed.bozo and feed.entries == []
    data, feed = export(cls, [], feed_self_link="https://news.test/full.xml")
    assert CHECK[cls](data) == [] and feed.feed.link == "https://news.test/full.xml"


@pytest.mark.parametrize("cls", EXPORTERS)
def test_defaults_from_settings_and_link_from_the_first_item(cls: Any) -> None:
    crawler = get_crawler(settings_dict={"ARTICLES_FEED_TITLE": "From settings"})
    buffer = BytesIO()
    exporter = cls.from_crawler(crawler, buffer, fields_to_export=None, encoding=None, indent=None)
    exporter.start_exporting()
    exporter.export_item(article(1))
    exporter.finish_exporting()
    feed = feedparser.parse(buffer.getvalue())
    assert feed.feed.title == "From settings" and feed.feed.link == "https://news.test/"


def test_unknown_options_are_mistakes() -> None:
    with pytest.raises(TypeError):
        RssItemExporter(BytesIO(), feed_titel="typo")


PICTURED = {
    "articleBodyHtml": "<figcaption>The gate, raised.</figcaption>\n<p>First paragraph.</p>",
    "images": [{"url": "https://news.test/gate.jpg", "alt": "Gate", "caption": "The gate, raised."}],
    "mainImage": {"url": "https://news.test/og.jpg"},
}
CHECK: dict[Any, Any] = {RssItemExporter: rss_problems, AtomItemExporter: atom_problems}


def from_crawler(cls: Any, items: list[Any], settings: dict[str, Any] | None = None,
                 channel: FeedChannel | None = None, **kwargs: Any) -> bytes:
    crawler = get_crawler(Spider, settings_dict=settings or {})
    crawler.spider = Spider("s")
    if channel is not None:
        setattr(crawler.spider, "feed_channel", channel)  # what FullTextFeedSpider sets once it read its feed
    buffer = BytesIO()
    exporter = cls.from_crawler(crawler, buffer, fields_to_export=None, encoding=None, indent=None, **kwargs)
    exporter.start_exporting()
    for item in items:
        exporter.export_item(item)
    exporter.finish_exporting()
    return buffer.getvalue()


SOURCE = FeedChannel(title="The Echo", link="https://news.test/", description="News", language="en-GB")


@pytest.mark.parametrize("cls", EXPORTERS)
def test_pictures_inline_the_main_image_attached_and_the_source_channel_kept(cls: Any) -> None:
    data = from_crawler(cls, [article(1, **PICTURED), article(2)], channel=SOURCE,
                        feed_self_link="https://news.test/full.xml")
    assert CHECK[cls](data) == []
    feed = feedparser.parse(data)
    assert (feed.feed.title, feed.feed.link, feed.feed.language) == ("The Echo", "https://news.test/", "en-GB")
    assert (feed.feed.get("subtitle") or feed.feed.get("description")) == "News"
    pictured = feed.entries[0].content[0].value
    # (feedparser writes the attributes sorted)
    assert pictured.startswith('<figure><img alt="Gate" src="https://news.test/gate.jpg" />'
                               "<figcaption>The gate, raised.</figcaption></figure>")
    assert not any(e.content[0].value.startswith("<figcaption") for e in feed.entries)
    enclosures = [(link.href, link.get("type")) for link in feed.entries[0].get("links", []) if link.rel == "enclosure"]
    assert enclosures == [("https://news.test/og.jpg", "image/jpeg")]
    assert [link.href for link in feed.feed.links if link.rel == "self"] == ["https://news.test/full.xml"]
    if cls is RssItemExporter:
        assert feed.entries[0].media_content == [{"url": "https://news.test/og.jpg", "medium": "image"}]
        assert b"<lastBuildDate>" in data and "media_content" not in feed.entries[1]


@pytest.mark.parametrize("cls", EXPORTERS)
def test_the_feeds_options_and_settings_come_before_the_source_channel(cls: Any) -> None:
    named = feedparser.parse(from_crawler(cls, [article(1)], {"ARTICLES_FEED_TITLE": "Mine"}, SOURCE))
    assert (named.feed.title, named.feed.link) == ("Mine", "https://news.test/")
    named = feedparser.parse(from_crawler(cls, [article(1)], {"ARTICLES_FEED_TITLE": "Mine"}, SOURCE,
                                          feed_title="Ours", feed_link="https://ours.test/"))
    assert (named.feed.title, named.feed.link) == ("Ours", "https://ours.test/")
    plain = feedparser.parse(from_crawler(cls, [article(1)]))
    assert (plain.feed.title, plain.feed.link) == ("Articles", "https://news.test/")


@pytest.mark.parametrize("cls", EXPORTERS)
def test_a_feed_guid_that_is_no_url(cls: Any) -> None:
    data = from_crawler(cls, [article(1, metadata={"feedGuid": "echo-mills-1986"})])
    assert CHECK[cls](data) == []
    expected = "echo-mills-1986" if cls is RssItemExporter else "https://news.test/1.html"
    assert feedparser.parse(data).entries[0].id == expected
