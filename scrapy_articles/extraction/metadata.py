"""Page metadata: what a document says about itself outside the article body.

Stage: metadata. Input: the FULL parsed tree (head and JSON-LD scripts still
present, i.e. before ``strip_invisible``) and the page URL. Output: a
:class:`Metadata` with headline, authors, dates (ISO 8601 plus the raw
strings), language, canonical URL, description, site name, keywords, main
image and breadcrumbs. Sources in order of trust: JSON-LD (schema.org), then
``<meta>`` (Open Graph, Twitter, Dublin Core...), then visible markup.
"""

from __future__ import annotations

import json
import logging
import re
import warnings
from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from typing import Any
from urllib.parse import urljoin, urlsplit

from dateutil import parser as dateparser
from lxml import etree, html

from .article import Metadata

logger = logging.getLogger(__name__)

# Every <meta> with a value; keys come from name/property/itemprop/http-equiv.
_META = etree.XPath("//meta[@content]")
_META_KEY_ATTRS = ("property", "name", "itemprop", "http-equiv")
# JSON-LD blocks; the type attribute is matched loosely because sites vary case.
_JSONLD = etree.XPath(
    "//script[contains(translate(@type, 'JSONLD', 'jsonld'), 'ld+json')]")
# CDATA sections and HTML comments wrapped around JSON-LD to hide it from old parsers.
_JSON_WRAPPER = re.compile(r"^\s*(?://\s*)?(?:<!\[CDATA\[|<!--)|(?://\s*)?(?:\]\]>|-->)\s*$")
_TITLE = etree.XPath("(//head/title | //title[not(ancestor::svg)])[1]")
_BASE_HREF = etree.XPath("//base[@href][1]/@href")
_CANONICAL = etree.XPath(
    "//link[@href][contains(concat(' ', translate(@rel, 'CANONICAL', 'canonical'), ' '),"
    " ' canonical ')]/@href")
_REL_AUTHOR = etree.XPath("//body//a[contains(concat(' ', @rel, ' '), ' author ')]")
# Visible bylines: itemprop/class "author" or "byline" on body elements.
_BYLINE_ELEMENTS = etree.XPath(
    "//body//*[not(self::script or self::meta or self::link or self::style)]"
    "[contains(@itemprop, 'author') or contains(translate(@class, 'BYLINEAUTHOR',"
    " 'bylineauthor'), 'byline') or contains(translate(@class, 'AUTHOR', 'author'),"
    " 'author')]")
# The class words themselves or as a camelCase hump ("FeatureByline"), not
# "authority-control" or "followauthor".
_BYLINE_CLASS = re.compile(
    r"(?:(?<![A-Za-z])(?:author|byline)|(?<=[a-z])(?:Author|Byline))(?:s|Name|name)?(?![a-z])")
MAX_BYLINE_CHARS = 120  # characters; a longer "byline" element is a bio or a comment
_ITEMPROP_NAME = etree.XPath(".//*[@itemprop='name']")
_DOM_DATE = etree.XPath("//*[@itemprop=$prop]")
_TIME = etree.XPath("//body//time[@datetime]")
_BREADCRUMB_LINKS = etree.XPath(
    "(//nav[contains(translate(@aria-label, 'BREADCRUMB', 'breadcrumb'), 'breadcrumb')]"
    " | //*[contains(translate(@class, 'BREADCRUMB', 'breadcrumb'), 'breadcrumb')]"
    " | //*[contains(@itemtype, 'BreadcrumbList')])[1]//a[@href]")

_SPACES = re.compile(r"\s+")
_DUBLIN_CORE = re.compile(r"^(dc|dcterms):")
# A language tag as written in lang/og:locale/content-language: "en", "en_US", "zh-Hant-TW".
_LANG_TAG = re.compile(r"^([a-zA-Z]{2,3})(?:[-_]([a-zA-Z]{4}))?(?:[-_]([a-zA-Z]{2}|\d{3}))?\b")

# Schema.org types whose headline/author/dates are the article's own.
_ARTICLE_TYPES = frozenset({
    "article", "newsarticle", "blogposting", "reportagenewsarticle", "analysisnewsarticle",
    "opinionnewsarticle", "reviewnewsarticle", "backgroundnewsarticle", "scholarlyarticle",
    "techarticle", "socialmediaposting", "liveblogposting", "report", "review",
})
# JSON-LD nesting deeper than this is not metadata worth reading (count of levels).
MAX_JSONLD_DEPTH = 12
MAX_BREADCRUMBS = 12  # links; longer "breadcrumbs" are menus

# <meta> keys in order of trust, per field.
_HEADLINE_KEYS = ("og:title", "twitter:title", "dc.title", "parsely-title")
_AUTHOR_KEYS = ("dc.creator", "author", "article:author", "parsely-author",
                "sailthru.author", "byl", "dcterms.creator")
_PUBLISHED_KEYS = ("article:published_time", "og:published_time", "article:published",
                   "datepublished", "pubdate", "publishdate", "publish-date", "publish_date",
                   "date", "dc.date.issued", "dc.date", "dcterms.created", "dcterms.date",
                   "sailthru.date", "parsely-pub-date", "citation_publication_date")
_MODIFIED_KEYS = ("article:modified_time", "og:updated_time", "datemodified",
                  "dcterms.modified", "last-modified")
_LANGUAGE_KEYS = ("content-language", "language", "dc.language", "og:locale")
_DESCRIPTION_KEYS = ("description", "og:description", "twitter:description", "dc.description")
_IMAGE_KEYS = ("og:image", "og:image:secure_url", "og:image:url", "twitter:image",
               "twitter:image:src")
_KEYWORD_KEYS = ("keywords", "news_keywords", "article:tag")
# Keyword lists are written "a, b, c" or "a; b; c".
_KEYWORD_SEPARATOR = re.compile(r"[,;]")

# Bylines: a leading "By"/"Von"/"Par"/"Por"/"Door" (and "Written by") is no part of a name.
_BYLINE_PREFIX = re.compile(r"^(?:(?:written|posted|story|words)\s+by|by|von|par|por|door)\b[\s:]*",
                            re.I)
# Names are joined by commas, "&", ";" or a lower-case "and" in a few languages.
_BYLINE_JOINERS = re.compile(r"\s*(?:[;&|]|\band\b|\bund\b|\bet\b|\by\b|\be\b|\ben\b)\s*")
# A name ends where a date, a time, a count or an e-mail starts ("By Jo Roe March 3, 2015").
_NAME_END = re.compile(
    r"\s*(?:\d|@|\b(?:(?:last\s+)?updated|published|posted|(?-i:on)|(?:mon|tues|wednes|thurs|fri"
    r"|satur|sun)day)\b|[|\u2022\u00b7]"
    r"|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d).*$", re.I | re.S)
# Parenthesised asides in bylines hold homepages, handles or roles, not names.
_ASIDE = re.compile(r"\([^)]*\)?")
# Only a full calendar date goes to the strict ISO parser, which fills a missing day with 1.
_ISO_DAY = re.compile(r"^\d{4}-\d{2}-\d{2}")
MAX_NAME_WORDS = 5  # words; a longer "name" is a sentence or a bio
MAX_NAME_CHARS = 60  # characters; same reason

# Dates: a clock time in the raw string tells a date-time from a bare date.
_CLOCK = re.compile(r"\d{1,2}:\d{2}")
# Two defaults that differ in every field: a field that differs between the two parses
# was not in the string, so the date would be invented (dateutil fills gaps from default).
_DEFAULTS = (datetime(1904, 1, 1, 0, 0, 0), datetime(1905, 2, 2, 1, 1, 1))
MIN_YEAR, MAX_YEAR = 1800, 2100  # years; outside, a "date" is a number that parsed
MAX_DATE_CHARS = 80  # characters; longer strings are sentences that merely hold a date
# North American and European zone abbreviations seen in bylines; offsets in hours.
_TZINFOS = {name: timezone(timedelta(hours=h)) for name, h in (
    ("UTC", 0), ("GMT", 0), ("Z", 0), ("BST", 1), ("CET", 1), ("CEST", 2), ("EST", -5),
    ("EDT", -4), ("CST", -6), ("CDT", -5), ("MST", -7), ("MDT", -6), ("PST", -8), ("PDT", -7))}


def _clean(text: str | None) -> str:
    return _SPACES.sub(" ", text or "").strip()


def _unique(items: Iterator[str] | list[str]) -> tuple[str, ...]:
    seen: dict[str, str] = {}
    for item in items:
        seen.setdefault(item.casefold(), item)
    return tuple(seen.values())


def _is_url(text: str) -> bool:
    return text.startswith(("http://", "https://", "//", "/", "www."))


def split_byline(text: str) -> tuple[str, ...]:
    """"By Jane Doe and John Roe" -> ("Jane Doe", "John Roe"); () when no name is there."""
    text = _NAME_END.sub("", _BYLINE_PREFIX.sub("", _ASIDE.sub(" ", _clean(text))))
    parts = [p.strip(" ,.:-") for p in _BYLINE_JOINERS.split(text)]
    # "Doe, Jane" is one reversed name; "Jane Doe, John Roe" are two.
    by_comma = [q.strip(" .:-") for p in parts for q in p.split(",")]
    if all(" " in q for q in by_comma if q):
        parts = by_comma
    parts = [_clean(p) for p in parts]
    return tuple(p for p in parts if p and not _is_url(p) and len(p) <= MAX_NAME_CHARS
                 and len(p.split()) <= MAX_NAME_WORDS)


def parse_date(raw: str | None, dayfirst: bool = False) -> str | None:
    """ISO 8601 for a date string ("2015-07-24T05:36:09+01:00" or "2015-07-24").

    None when the string lacks a year, month or day: dates are never invented.
    """
    text = _clean(raw)
    if not text or len(text) > MAX_DATE_CHARS or not any(c.isdigit() for c in text):
        return None
    parsed: list[datetime] = []
    if _ISO_DAY.match(text):
        try:
            parsed = [dateparser.isoparse(text)]
        except ValueError:
            logger.debug("not strict ISO 8601: %r", text)
    if not parsed:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", dateparser.UnknownTimezoneWarning)
            try:
                parsed = [dateparser.parse(text, default=d, dayfirst=dayfirst, fuzzy=True,
                                           tzinfos=_TZINFOS) for d in _DEFAULTS]
            except (ValueError, OverflowError) as exc:
                logger.debug("no date in %r: %s", text, exc)
                return None
    first = parsed[0]
    if any((p.year, p.month, p.day) != (first.year, first.month, first.day) for p in parsed):
        return None
    if not MIN_YEAR <= first.year <= MAX_YEAR:
        return None
    return first.isoformat(timespec="seconds") if _CLOCK.search(text) else first.date().isoformat()


def title_field(root: html.HtmlElement) -> str | None:
    """The ``<title>`` text, whitespace-normalised, or None."""
    found = _TITLE(root)
    return (_clean(found[0].text_content()) or None) if found else None


def _meta_values(root: html.HtmlElement) -> dict[str, list[str]]:
    values: dict[str, list[str]] = {}
    for el in _META(root):
        content = _clean(el.get("content"))
        if not content:
            continue
        for attr in _META_KEY_ATTRS:
            # property="og:title twitter:title" names two keys at once.
            for key in (el.get(attr) or "").lower().split():
                # Dublin Core is spelt "dc.creator" and "dc:creator" alike.
                key = _DUBLIN_CORE.sub(r"\1.", key)
                values.setdefault(key, []).append(content)
    return values


def _first_meta(meta: dict[str, list[str]], keys: tuple[str, ...]) -> list[str]:
    return [value for key in keys for value in meta.get(key, ())]


def _jsonld_nodes(root: html.HtmlElement) -> list[dict[str, Any]]:
    """All JSON objects of all JSON-LD blocks, outer before inner."""
    nodes: list[dict[str, Any]] = []
    for script in _JSONLD(root):
        try:
            data = json.loads(_JSON_WRAPPER.sub("", script.text or ""))
        except (ValueError, RecursionError) as exc:
            logger.debug("skipping malformed JSON-LD: %s", exc)
            continue
        stack: list[tuple[Any, int]] = [(data, 0)]
        while stack:
            value, depth = stack.pop(0)
            if depth > MAX_JSONLD_DEPTH:
                continue
            if isinstance(value, dict):
                nodes.append(value)
                stack.extend((v, depth + 1) for v in value.values() if isinstance(v, (dict, list)))
            elif isinstance(value, list):
                stack.extend((v, depth + 1) for v in value)
    return nodes


def _types(node: dict[str, Any]) -> set[str]:
    raw = node.get("@type")
    names = raw if isinstance(raw, list) else [raw]
    # "schema:NewsArticle" and "http://schema.org/NewsArticle" mean NewsArticle.
    return {str(n).rsplit("/", 1)[-1].rsplit(":", 1)[-1].lower() for n in names if n}


class _JsonLd:
    """The JSON-LD graph of a page: typed nodes, with ``@id`` references resolved."""

    def __init__(self, nodes: list[dict[str, Any]]) -> None:
        # Only nodes that say more than their own id and type can resolve a reference.
        self.ids = {n["@id"]: n for n in nodes
                    if isinstance(n.get("@id"), str) and set(n) - {"@id", "@type"}}
        self.articles = [n for n in nodes if _types(n) & _ARTICLE_TYPES
                         or any(t.endswith("article") for t in _types(n))]
        self.pages = [n for n in nodes if any(t.endswith("page") for t in _types(n))]
        self.crumbs = [n for n in nodes if "breadcrumblist" in _types(n)]
        self.sites = [n for n in nodes if "website" in _types(n)]

    def deref(self, value: Any) -> Any:
        if isinstance(value, dict) and set(value) <= {"@id", "@type"}:
            return self.ids.get(value.get("@id"), value)
        return value

    def names(self, value: Any) -> list[str]:
        """Names in a str / {"name": ...} / list value; URLs are no names."""
        value = self.deref(value)
        if isinstance(value, list):
            return [name for item in value for name in self.names(item)]
        if isinstance(value, dict):
            return self.names(value.get("name"))
        text = _clean(value) if isinstance(value, str) else ""
        return [text] if text and not _is_url(text) else []

    def strings(self, key: str, nodes: list[dict[str, Any]]) -> list[str]:
        out = []
        for node in nodes:
            value = self.deref(node.get(key))
            for item in value if isinstance(value, list) else [value]:
                item = self.deref(item)
                if isinstance(item, dict):
                    item = item.get("url") or item.get("contentUrl") or item.get("name")
                if isinstance(item, (str, int, float)) and _clean(str(item)):
                    out.append(_clean(str(item)))
        return out


def headline_candidates(root: html.HtmlElement) -> tuple[str, ...]:
    """Headlines the page declares: JSON-LD headline/name, og:title, twitter:title."""
    graph = _JsonLd(_jsonld_nodes(root))
    return _headlines(graph, _meta_values(root))


def _headlines(graph: _JsonLd, meta: dict[str, list[str]]) -> tuple[str, ...]:
    declared = graph.strings("headline", graph.articles) or graph.strings("name", graph.articles)
    return _unique(declared + _first_meta(meta, _HEADLINE_KEYS))


def _authors(root: html.HtmlElement, graph: _JsonLd, meta: dict[str, list[str]]) -> tuple[str, ...]:
    sources: list[list[str]] = [
        [n for node in graph.articles for n in graph.names(node.get("author"))],
        # One key at a time: different keys mostly spell one person differently.
        *([m for m in meta.get(key, ()) if not _is_url(m)] for key in _AUTHOR_KEYS),
        [_clean(a.text_content()) for a in _REL_AUTHOR(root)],
    ]
    for el in _BYLINE_ELEMENTS(root):
        if not (el.get("itemprop") or _BYLINE_CLASS.search(el.get("class", ""))):
            continue
        named = _ITEMPROP_NAME(el)
        text = _clean((named[0] if named else el).text_content())
        if len(text) <= MAX_BYLINE_CHARS:
            sources.append([text])
    for texts in sources:
        names = _unique([name for text in texts for name in split_byline(text)])
        if names:
            return names
    return ()


def _date(raws: list[str], dayfirst: bool) -> tuple[str | None, str | None]:
    """(ISO date, raw) of the first parseable raw string; the raw alone if none parses."""
    for raw in raws:
        iso = parse_date(raw, dayfirst=dayfirst)
        if iso:
            return iso, raw
    return None, (raws[0] if raws else None)


def _dom_dates(root: html.HtmlElement, prop: str) -> list[str]:
    return [_clean(el.get("content") or el.get("datetime") or el.text_content())
            for el in _DOM_DATE(root, prop=prop)]


def normalise_language(tag: str | None) -> str | None:
    """"en_us" -> "en-US", "zh-hant-tw" -> "zh-Hant-TW"; None unless a language tag."""
    match = _LANG_TAG.match(_clean(tag))
    if not match:
        return None
    primary, script, region = match.groups()
    return "-".join(p for p in (primary.lower(), script and script.title(),
                                region and region.upper()) if p)


def _absolute(href: str | None, base: str | None) -> str | None:
    href = _clean(href)
    if not href or href.startswith("data:"):
        return None
    absolute = urljoin(base, href) if base else href
    return absolute if urlsplit(absolute).scheme in ("http", "https") else None


def _breadcrumbs(root: html.HtmlElement, graph: _JsonLd, base: str | None
                 ) -> tuple[tuple[str, str | None], ...]:
    for crumbs in graph.crumbs:
        items = [graph.deref(i) for i in crumbs.get("itemListElement") or []]
        items = sorted((i for i in items if isinstance(i, dict)),
                       key=lambda i: int(i["position"]) if str(i.get("position", "")).isdigit() else 0)
        out = []
        for item in items:
            target = graph.deref(item.get("item"))
            name = graph.names(item) or graph.names(target)
            link = target if isinstance(target, str) else (
                target.get("@id") or target.get("url") if isinstance(target, dict) else None)
            if name:
                out.append((name[0], _absolute(link, base)))
        if out:
            return tuple(out[:MAX_BREADCRUMBS])
    links = [(_clean(a.text_content()), _absolute(a.get("href"), base))
             for a in _BREADCRUMB_LINKS(root)]
    return tuple((name, link) for name, link in links if name)[:MAX_BREADCRUMBS]


def read_metadata(root: html.HtmlElement, url: str | None) -> Metadata:
    """Read the page's own metadata from the FULL tree (before ``strip_invisible``)."""
    meta = _meta_values(root)
    graph = _JsonLd(_jsonld_nodes(root))
    base_hrefs = _BASE_HREF(root)
    base = urljoin(url, base_hrefs[0].strip()) if url and base_hrefs else url
    language = next(filter(None, map(normalise_language, [
        root.get("lang"), root.get("{http://www.w3.org/XML/1998/namespace}lang"),
        *_first_meta(meta, _LANGUAGE_KEYS), *graph.strings("inLanguage", graph.articles)])), None)
    # Numeric dates are day-first everywhere but in US English ("03/04/2020").
    dayfirst = language not in (None, "en", "en-US")
    published = _date(graph.strings("datePublished", graph.articles + graph.pages)
                      + _first_meta(meta, _PUBLISHED_KEYS) + _dom_dates(root, "datePublished")
                      + [_clean(t.get("datetime")) for t in _TIME(root)], dayfirst)
    modified = _date(graph.strings("dateModified", graph.articles + graph.pages)
                     + _first_meta(meta, _MODIFIED_KEYS) + _dom_dates(root, "dateModified"),
                     dayfirst)
    publishers = [graph.deref(n.get("publisher")) for n in graph.articles]
    site_names = (_first_meta(meta, ("og:site_name", "application-name"))
                  + [n for p in publishers for n in graph.names(p)]
                  + [n for s in graph.sites for n in graph.names(s)])
    keywords = [k.strip() for text in _first_meta(meta, _KEYWORD_KEYS)
                + graph.strings("keywords", graph.articles) for k in _KEYWORD_SEPARATOR.split(text)]
    images = [_absolute(i, base) for i in _first_meta(meta, _IMAGE_KEYS)
              + graph.strings("image", graph.articles)]
    canonical = [_absolute(h, base) for h in _CANONICAL(root) + _first_meta(meta, ("og:url",))]
    headlines = _headlines(graph, meta)
    return Metadata(
        headline=headlines[0] if headlines else None,
        authors=_authors(root, graph, meta),
        date_published=published[0], date_published_raw=published[1],
        date_modified=modified[0], date_modified_raw=modified[1],
        language=language,
        canonical_url=next(filter(None, canonical), None),
        description=next(iter(_first_meta(meta, _DESCRIPTION_KEYS)
                              + graph.strings("description", graph.articles)), None),
        site_name=site_names[0] if site_names else None,
        keywords=_unique([k for k in keywords if k]),
        main_image=next(filter(None, images), None),
        breadcrumbs=_breadcrumbs(root, graph, base),
    )
