"""A feed validator's rules, for the tests: RSS 2.0 and Atom (RFC 4287) requirements feedparser does not check.

No validator that works offline is on PyPI, so the rules the W3C feed
validator applies to what our exporters write are written out here:
required elements, RFC 822 and RFC 3339 dates, enclosure attributes, ids
that are IRIs, a self link of the right type. Each function returns the
problems found, so a test shows them all.
"""

from __future__ import annotations

import re
from email.utils import parsedate_to_datetime
from xml.etree import ElementTree

import feedparser

ATOM = "{http://www.w3.org/2005/Atom}"
MEDIA = "{http://search.yahoo.com/mrss/}"
CONTENT = "{http://purl.org/rss/1.0/modules/content/}encoded"
# RFC 822 as RSS 2.0 uses it (four-digit years allowed): "Tue, 12 Mar 2024 09:30:00 +0100".
RFC822 = re.compile(r"^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) "
                    r"\d{4} \d{2}:\d{2}:\d{2} ([+-]\d{4}|GMT|UT|Z)$")
RFC3339 = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$")
IRI = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:\S+$")
WEB_URL = re.compile(r"^https?://\S+$")


def _text(el: ElementTree.Element | None) -> str:
    return (el.text or "").strip() if el is not None else ""


def _rfc822(value: str, where: str) -> list[str]:
    if not RFC822.match(value):
        return [f"{where}: not an RFC 822 date: {value!r}"]
    parsedate_to_datetime(value)
    return []


def rss_problems(data: bytes) -> list[str]:
    problems = [f"feedparser: {feedparser.parse(data).get('bozo_exception')}"] if feedparser.parse(data).bozo else []
    root = ElementTree.fromstring(data)
    if root.tag != "rss" or root.get("version") != "2.0":
        return problems + ["root is not <rss version='2.0'>"]
    channels = root.findall("channel")
    if len(channels) != 1:
        return problems + [f"{len(channels)} channels"]
    channel = channels[0]
    for name in ("title", "link", "description"):
        if not _text(channel.find(name)):
            problems.append(f"channel: no {name}")
    if not WEB_URL.match(_text(channel.find("link"))):
        problems.append(f"channel link is not a web URL: {_text(channel.find('link'))!r}")
    for name in ("lastBuildDate", "pubDate"):
        if channel.find(name) is not None:
            problems += _rfc822(_text(channel.find(name)), f"channel {name}")
    for link in channel.findall(f"{ATOM}link"):
        if link.get("rel") == "self" and not (WEB_URL.match(link.get("href") or "")
                                              and link.get("type") == "application/rss+xml"):
            problems.append(f"atom:link rel=self: {link.attrib}")
    for n, item in enumerate(channel.findall("item")):
        where = f"item {n}"
        if not (_text(item.find("title")) or _text(item.find("description"))):
            problems.append(f"{where}: neither title nor description")
        guid = item.find("guid")
        if guid is not None and guid.get("isPermaLink", "true") == "true" and not WEB_URL.match(_text(guid)):
            problems.append(f"{where}: permalink guid is not a URL: {_text(guid)!r}")
        if item.find("pubDate") is not None:
            problems += _rfc822(_text(item.find("pubDate")), f"{where} pubDate")
        for enclosure in item.findall("enclosure"):
            if not (WEB_URL.match(enclosure.get("url") or "") and (enclosure.get("length") or "").isdigit()
                    and "/" in (enclosure.get("type") or "")):
                problems.append(f"{where}: enclosure needs url, length and type: {enclosure.attrib}")
        if len(item.findall("enclosure")) > 1:
            problems.append(f"{where}: more than one enclosure")
        for media in item.findall(f"{MEDIA}content"):
            if not WEB_URL.match(media.get("url") or ""):
                problems.append(f"{where}: media:content without a URL: {media.attrib}")
    return problems


def atom_problems(data: bytes) -> list[str]:
    problems = [f"feedparser: {feedparser.parse(data).get('bozo_exception')}"] if feedparser.parse(data).bozo else []
    root = ElementTree.fromstring(data)
    if root.tag != f"{ATOM}feed":
        return problems + ["root is not an Atom <feed>"]

    def required(el: ElementTree.Element, where: str) -> None:
        if not IRI.match(_text(el.find(f"{ATOM}id"))):
            problems.append(f"{where}: id is not an IRI: {_text(el.find(f'{ATOM}id'))!r}")
        if not _text(el.find(f"{ATOM}title")):
            problems.append(f"{where}: no title")
        if not RFC3339.match(_text(el.find(f"{ATOM}updated"))):
            problems.append(f"{where}: updated is not RFC 3339: {_text(el.find(f'{ATOM}updated'))!r}")
        for link in el.findall(f"{ATOM}link"):
            if not IRI.match(link.get("href") or ""):
                problems.append(f"{where}: link without href: {link.attrib}")
            if link.get("rel") == "self" and link.get("type") != "application/atom+xml":
                problems.append(f"{where}: self link type: {link.attrib}")

    required(root, "feed")
    feed_author = root.find(f"{ATOM}author") is not None
    for n, entry in enumerate(root.findall(f"{ATOM}entry")):
        required(entry, f"entry {n}")
        if not feed_author and entry.find(f"{ATOM}author") is None:
            problems.append(f"entry {n}: no author, and the feed has none")
        published = entry.find(f"{ATOM}published")
        if published is not None and not RFC3339.match(_text(published)):
            problems.append(f"entry {n}: published is not RFC 3339: {_text(published)!r}")
        if entry.find(f"{ATOM}content") is None and entry.find(f"{ATOM}summary") is None:
            problems.append(f"entry {n}: neither content nor summary")
    return problems
