"""Feed reading: RSS 2.0, RSS 1.0 and Atom entries in document order."""

from __future__ import annotations

from pathlib import Path

import pytest

from scrapy_articles.scrapy.feeds import parse_feed

BASIC = Path(__file__).resolve().parents[1] / "sites" / "basic"
BASE = "http://feeds.test"


def read(name: str) -> bytes:
    return (BASIC / name).read_bytes().replace(b"{BASE}", BASE.encode())


def test_rss() -> None:
    entries = parse_feed(read("feed.xml"), f"{BASE}/feed.xml")
    assert [e.link for e in entries] == [f"{BASE}/multi.html", f"{BASE}/second.html", f"{BASE}/missing.html",
                                         f"{BASE}/article.html"]
    first = entries[0]
    assert (first.index, first.title, first.guid) == (0, "A century of the Millbrook mills", "echo-mills-1986")
    assert first.published == "2024-05-20T06:00:00+00:00"
    assert first.published_raw == "Mon, 20 May 2024 06:00:00 +0000"
    assert first.authors == ("Ines Calloway",) and first.summary == "Three mills once made this town."


def test_atom_links_resolve_against_the_feed() -> None:
    entries = parse_feed(read("atom.xml"), f"{BASE}/feeds/atom.xml")
    assert [e.link for e in entries] == [f"{BASE}/feeds/second.html", f"{BASE}/article.html"]
    assert entries[0].guid == "urn:echo:towpath" and entries[0].authors == ("Hannah Oduya",)
    assert entries[1].published == "2024-03-12T09:30:00+00:00"


RDF = b"""<?xml version="1.0"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"
         xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel rdf:about="http://feeds.test/"><title>T</title></channel>
<item rdf:about="http://feeds.test/a"><title>A</title><link>http://feeds.test/a</link>
<dc:date>2024-01-02</dc:date><dc:creator>Zed</dc:creator></item>
</rdf:RDF>"""
GUID_ONLY = b"""<rss version="2.0"><channel><item><title>G</title>
<guid>http://feeds.test/g</guid></item><item><title>No link</title></item></channel></rss>"""
XXE = b"""<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>
<rss><channel><item><title>&x;</title><link>http://feeds.test/x</link></item></channel></rss>"""


@pytest.mark.parametrize(("body", "expected"), [
    (RDF, [("A", "http://feeds.test/a", "2024-01-02T00:00:00", ("Zed",))]),
    (GUID_ONLY, [("G", "http://feeds.test/g", None, ()), ("No link", None, None, ())]),
    (XXE, [("&x;", "http://feeds.test/x", None, ())]),  # the external entity is not read
    (b"not a feed at all", []),
    (b"", []),
])
def test_other_shapes(body: bytes, expected: list[tuple[object, ...]]) -> None:
    entries = parse_feed(body, "http://feeds.test/feed")
    assert [(e.title, e.link, e.published, e.authors) for e in entries] == expected
