"""Output: the source feed's channel, images put back around the text, JSON Feed."""

from __future__ import annotations

import json
from typing import Any

import lxml.html
import pytest

from scrapy_articles.scrapy.feeds import FeedChannel as Channel, read_channel
from scrapy_articles.scrapy.feedbody import entry_html
from scrapy_articles.serve.render import body_html, json_feed

ATOM = b"""<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title> The  Gazette </title>
<link rel="self" href="http://a.test/atom.xml"/><link href="http://a.test/"/></feed>"""
RSS = b"""<rss version="2.0"><channel><title>Echo</title><link>http://e.test/</link></channel></rss>"""
RDF = b"""<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/">
<channel><title>Old</title><link>http://o.test/</link></channel></rdf:RDF>"""


@pytest.mark.parametrize(("body", "channel"), [
    (RSS, Channel("Echo", "http://e.test/")),
    (ATOM, Channel("The Gazette", "http://a.test/")),
    (RDF, Channel("Old", "http://o.test/")),
    (b"<rss><channel></channel></rss>", Channel(None, None)),
    (b"<html><body><p>front page</p></body></html>", None),
    (b"not xml at all", None),
    (b"", None),
])
def test_read_channel(body: bytes, channel: Channel | None) -> None:
    assert read_channel(body, "http://feeds.test/feed.xml") == channel


def images(html: str) -> list[tuple[str | None, str | None]]:
    return [(i.get("src"), i.get("alt")) for i in lxml.html.fragment_fromstring(html, "div").iter("img")]


def test_the_main_image_leads_and_the_others_follow_the_text_as_in_the_exporters() -> None:
    item = {
        "articleBody": "First.\nSecond.",
        "articleBodyHtml": "<p>First.</p>\n<figcaption>A quay at dawn</figcaption>\n<p>Second.</p>",
        "mainImage": {"url": "http://a.test/quay.jpg", "alt": "Quay", "caption": "A quay at dawn"},
        "images": [{"url": "http://a.test/quay.jpg", "alt": "Quay"},
                   {"url": "http://a.test/boat.jpg", "alt": "A \"red\" boat", "caption": "<b>Red</b>"}],
    }
    html = body_html(item)
    assert images(html) == [("http://a.test/quay.jpg", "Quay"), ("http://a.test/boat.jpg", 'A "red" boat')]
    assert html.index("quay.jpg") < html.index("First.") < html.index("Second.") < html.index("boat.jpg")
    assert html.count("A quay at dawn") == 1  # the caption the text already has is not repeated
    assert "<figcaption>&lt;b&gt;Red&lt;/b&gt;</figcaption>" in html  # a caption is text, escaped
    assert html == entry_html(item["articleBodyHtml"], item["images"], item["mainImage"])


def test_an_item_without_html_gets_paragraphs_of_its_text() -> None:
    html = body_html({"articleBody": "One <two>\n\nThree", "images": [{"url": "http://a.test/x.png"}]})
    # No caption places it: it leads the text, as in the exporters.
    assert html == '<figure><img src="http://a.test/x.png" alt=""></figure>\n<p>One &lt;two&gt;</p>\n<p>Three</p>'


def test_json_feed() -> None:
    items: list[dict[str, Any]] = [
        {"url": "http://a.test/1", "headline": "One", "articleBody": "Text.", "articleBodyHtml": "<p>Text.</p>",
         "metadata": {"feedGuid": "g1"}, "authors": [{"name": "Ann"}], "datePublished": "2025-01-02T00:00:00"},
        {"url": "http://a.test/2", "headline": "Two"}]
    document = json.loads(json_feed(items, Channel("Site", "http://a.test/"), "http://a.test/feed"))
    assert document["version"] == "https://jsonfeed.org/version/1.1"
    assert (document["title"], document["home_page_url"]) == ("Site", "http://a.test/")
    assert document["items"] == [
        {"id": "g1", "url": "http://a.test/1", "title": "One", "content_html": "<p>Text.</p>", "content_text": "Text.",
         "date_published": "2025-01-02T00:00:00", "authors": [{"name": "Ann"}]},
        {"id": "http://a.test/2", "url": "http://a.test/2", "title": "Two"},
    ]
