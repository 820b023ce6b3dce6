"""Page metadata: what a document says about itself outside the article body.

Stage: metadata. Input: the page's declarations (:func:`declarations`, read
from the FULL parsed tree: head and JSON-LD scripts still present, i.e. before
``strip_invisible``), its visible tree with the marks the segment walk read
(``Blocks.marks``), and the page URL. Output: a
:class:`Metadata` with headline, authors, dates (ISO 8601 plus the raw
strings), language, canonical URL, description, site name, keywords, main
image and breadcrumbs. Sources in order of trust: JSON-LD (schema.org), then
``<meta>`` (Open Graph, Twitter, Dublin Core...), then visible markup.

Speed: one pass over the few tags that declare metadata (``<meta>``,
``<script>``, ``<base>``, ``<link>``) reads the head; the body is searched
only for a field the declarations leave empty (bylines, dates, breadcrumbs),
through the lists of marked elements the segment walk collected rather than
in a walk of its own. Hidden elements (``strip_invisible``) are searched no
more than a reader sees them.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from functools import cached_property
from itertools import chain
from urllib.parse import urlsplit

from lxml import etree, html

from ..article import Metadata
from ..document.marks import Marks
from ..document.positions import text_of
from ..document.urls import join
from ..lazyregex import compile_lazily
from ..title.text import clean as _clean
from ..title.text import host_keys, no_markup, site_key
from .authors import choose_authors, parsely_page
from .bylines import BY_LINE_MARKS, MarkedElements, elsewhere, heading_lines, shown_text, spaced_text, split_byline
from .dates import (DATE_MARKS, PageDates, address_dates, first_date, free_dates, heading_dates, labelled_dates,
                    on_address_day, on_shown_day, opening_dates, parse_date, shown_before, shown_dates, story_datelines,
                    url_dates)
from .jsonld import JsonLd

__all__ = ["Declarations", "declarations", "headline_candidates", "normalise_language", "parse_date",
           "read_metadata", "split_byline", "title_field"]

logger = logging.getLogger(__name__)

# The tags that declare metadata, walked once in C by lxml (no XPath predicates).
_DECLARING_TAGS = ("meta", "script", "base", "link")
_META_KEY_ATTRS = ("property", "name", "itemprop", "http-equiv")
# CDATA sections and HTML comments wrapped around JSON-LD to hide it from old parsers.
_JSON_WRAPPER = compile_lazily(r"^\s*(?://\s*)?(?:<!\[CDATA\[|<!--)|(?://\s*)?(?:\]\]>|-->)\s*$")
# What every match of _JSON_WRAPPER holds: the pattern has no literal to skip to, and
# tries its closing alternative at every character of a script, where most hold none.
_JSON_WRAPPER_MARKS = ("<!", "]]>", "-->")
_DUBLIN_CORE_PREFIXES = ("dc:", "dcterms:")
# The visible markup, searched only when the declarations say nothing. The page's
# class, itemprop and itemtype values, read in one walk (bylines.MarkedElements),
# tell whether a costlier search can find anything at all.
# Breadcrumb trails: a nav labelled so or a class naming it, in any case of the
# word's letters, or BreadcrumbList microdata.
_BREADCRUMB = "breadcrumb"
_BREADCRUMB_FOLD = str.maketrans("BREADCUM", "breadcum")
_BREADCRUMB_TYPE = "BreadcrumbList"
# The elements of a variable in document order, without duplicates.
_IN_DOCUMENT_ORDER = etree.XPath("$elements")
_TITLE_AND_SVG = ("title", "svg")

# A language tag as written in lang/og:locale/content-language: "en", "en_US", "zh-Hant-TW".
_LANG_TAG = compile_lazily(r"^([a-zA-Z]{2,3})(?:[-_]([a-zA-Z]{4}))?(?:[-_]([a-zA-Z]{2}|\d{3}))?\b")
_XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
MAX_BREADCRUMBS = 12  # links; longer "breadcrumbs" are menus

# <meta> keys in order of trust, per field.
_HEADLINE_KEYS = ("og:title", "twitter:title", "dc.title", "parsely-title")
# Declared headlines kept from each source (JSON-LD articles, meta tags),
# first first: a page declares one or two of its own in each (the most among
# the 1,828 corpus pages: 6 in meta tags). The title stage compares every
# candidate with every declared headline, so a page declaring thousands
# (hostile, or a listing of every article on a site) took minutes: 2,000
# took 103 s.
MAX_DECLARED_HEADLINES = 8
# Publication dates by trust: the standards' own keys, then tools' and CMSs' keys,
# then generic "date" keys; Sailthru's date is the last revision on many sites, so last.
_PUBLISHED_KEYS = ("article:published_time", "og:article:published_time", "og:published_time",
                   "article:published", "datepublished", "pubdate", "publishdate", "publish-date",
                   "publish_date", "published_time", "parsely-pub-date", "article_date_original", "dc.date.issued",
                   "dcterms.issued", "dc.date.created", "dcterms.created", "citation_publication_date",
                   "citation_date", "citation_online_date", "pdate")
# Generic date keys, read after a <time pubdate> (:func:`_pubdate_times`): many CMSs fill them
# with the day the page was rendered or revised (sailthru.date is a revision date on many sites).
_GENERIC_DATE_KEYS = ("date", "dc.date", "dcterms.date", "displaydate", "sailthru.date")
# The guesses whose shown date is weighed against a date of those generic keys (:func:`dates.shown_before`):
# the line under the headline and the elements marked as dates, not the body's datelines and labels.
SHOWN_OVER_GENERIC = 2
_MODIFIED_KEYS = ("article:modified_time", "og:updated_time", "datemodified",
                  "dcterms.modified", "last-modified")
_LANGUAGE_KEYS = ("content-language", "language", "dc.language", "og:locale")
_DESCRIPTION_KEYS = ("description", "og:description", "twitter:description", "dc.description")
_IMAGE_KEYS = ("og:image", "og:image:secure_url", "og:image:url", "twitter:image",
               "twitter:image:src")
_KEYWORD_KEYS = ("keywords", "news_keywords", "article:tag")
# Keyword lists are written "a, b, c" or "a; b; c".
_KEYWORD_SEPARATOR = compile_lazily(r"[,;]")


@dataclass
class Declarations:
    """What the page's declaring tags say, in document order: read once, for
    the metadata, the declared headlines and the page type (:mod:`pagetype`)."""

    meta: dict[str, list[str]] = field(default_factory=dict)  # key -> contents
    jsonld: list[tuple[str, str]] = field(default_factory=list)  # (type as written, text) of scripts
    base: str | None = None  # the first <base href>
    canonical: list[str] = field(default_factory=list)  # <link rel=canonical> hrefs
    og_types: list[str] = field(default_factory=list)  # content of property or name "og:type", as written

    @cached_property
    def graph(self) -> JsonLd:
        """The JSON-LD scripts parsed, once for the metadata and the declared headlines."""
        return _graph(self.jsonld)


def _add_meta(found: Declarations, el: html.HtmlElement) -> None:
    raw = el.get("content")
    if raw is not None and "og:type" in (el.get("property"), el.get("name")):
        found.og_types.append(raw)
    content = " ".join((raw or "").split())
    if not content:
        return
    for attr in _META_KEY_ATTRS:
        names = el.get(attr)
        # property="og:title twitter:title" names two keys at once.
        for key in names.lower().split() if names else ():
            if key.startswith(_DUBLIN_CORE_PREFIXES):  # "dc:creator" is spelt "dc.creator" too
                key = key.replace(":", ".", 1)
            found.meta.setdefault(key, []).append(content)


def declarations(root: html.HtmlElement) -> Declarations:
    """What the page's ``<meta>``, JSON-LD, ``<base>`` and canonical ``<link>`` declare."""
    found = Declarations()
    for el in root.iter(_DECLARING_TAGS):
        tag = el.tag
        if tag == "meta":
            _add_meta(found, el)
        elif tag == "script":
            kind = el.get("type")
            # The type is matched loosely because sites vary its case.
            if kind and "ld+json" in kind.lower():
                found.jsonld.append((kind, el.text or ""))
        elif tag == "link":
            rel = el.get("rel")
            if rel and " canonical " in f" {rel.lower()} " and el.get("href") is not None:
                found.canonical.append(el.get("href"))
        elif found.base is None:
            found.base = el.get("href")
    return found


def _graph(scripts: list[tuple[str, str]]) -> JsonLd:
    documents = []
    for _, text in scripts:
        if any(mark in text for mark in _JSON_WRAPPER_MARKS):
            text = _JSON_WRAPPER.sub("", text)
        try:  # strict=False: raw line breaks in strings, which pages have and reflow adds
            documents.append(json.loads(text, strict=False))
        except (ValueError, RecursionError) as exc:
            logger.debug("skipping malformed JSON-LD: %s", exc)
    return JsonLd(documents)


class _Marks:
    """The page's class, itemprop and itemtype values (the segment walk's, or read in one walk
    when a field first needs them), and the tests of them that tell whether a search can find anything."""

    def __init__(self, root: html.HtmlElement, titles: Callable[[], list[str]], marks: Marks | None) -> None:
        self.root = root
        self.marked = MarkedElements(root, marks)  # microdata for dates; classes for the searches by class
        self.titles = titles  # the page's titles, case folded, when the lines under the headline are read

    @property
    def classes(self) -> str:
        return self.marked.joined_classes

    @cached_property
    def lowered_classes(self) -> str:  # lower-cased once for every test that reads it so
        return self.classes.lower()

    def may_have_bylines(self) -> bool:
        classes, ids = self.classes, self.marked.joined_ids
        return (bool(self.marked.itemprops) or "uthor" in classes or "yline" in classes or "utor" in classes
                or "uthor" in ids or "yline" in ids or "utor" in ids)

    @cached_property
    def heading_lines(self) -> list[html.HtmlElement]:
        return list(heading_lines(self.root, self.marked, self.titles()))

    def may_have_by_lines(self) -> bool:
        return any(mark in self.classes for mark in BY_LINE_MARKS)

    def may_have_shown_dates(self) -> bool:
        return any(mark in self.lowered_classes for mark in DATE_MARKS)

    def may_have_breadcrumbs(self) -> bool:
        # The labels are read only when no class tells.
        if "breadcrumb" in self.lowered_classes:
            return True
        walked = self.marked.walked
        labels = [*walked.itemtypes, *(nav.get("aria-label") or "" for nav in walked.navs)]
        return "breadcrumb" in "\n".join(labels).lower()

    def dates(self, prop: str) -> Callable[[], list[str]]:
        """The microdata dates named ``prop``, when called."""
        return lambda: [_clean(el.get("content") or el.get("datetime") or shown_text(el))
                        for el in self.marked.with_itemprop(prop)]


def _unique(items: Iterator[str] | list[str]) -> tuple[str, ...]:
    seen: dict[str, str] = {}
    for item in items:
        seen.setdefault(item.casefold(), item)
    return tuple(seen.values())


def _first_meta(meta: dict[str, list[str]], keys: tuple[str, ...]) -> list[str]:
    return [value for key in keys for value in meta.get(key, ())]


def title_field(root: html.HtmlElement) -> str | None:
    """The ``<title>`` text, whitespace-normalised, or None."""
    inside_svg = 0  # <title> also names SVG shapes: only the document's counts
    for event, el in etree.iterwalk(root, events=("start", "end"), tag=_TITLE_AND_SVG):
        if el.tag == "svg":
            inside_svg += 1 if event == "start" else -1
        elif event == "start" and not inside_svg:
            return no_markup(_clean(text_of(el))) or None
    return None


def headline_candidates(root: html.HtmlElement, declared: Declarations | None = None) -> tuple[str, ...]:
    """Headlines the page declares: JSON-LD headline/name, og:title, twitter:title.

    ``declared``: the page's :func:`declarations`, when already read."""
    declared = declared if declared is not None else declarations(root)
    return _headlines(declared.graph, declared.meta)


def _headlines(graph: JsonLd, meta: dict[str, list[str]]) -> tuple[str, ...]:
    declared = graph.strings("headline", graph.articles) or graph.strings("name", graph.articles)
    meta_declared = _first_meta(meta, _HEADLINE_KEYS)
    return _unique(declared[:MAX_DECLARED_HEADLINES] + meta_declared[:MAX_DECLARED_HEADLINES])


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
    absolute = join(base, href)
    return absolute if absolute is not None and urlsplit(absolute).scheme in ("http", "https") else None


def _breadcrumbs(marks: _Marks, graph: JsonLd, base: str | None
                 ) -> tuple[tuple[str, str | None], ...]:
    for crumbs in graph.crumbs:
        items = [graph.deref(i) for i in crumbs.get("itemListElement") or []]
        items = sorted((i for i in items if isinstance(i, dict)),
                       key=lambda i: int(i["position"]) if str(i.get("position", "")).isdecimal() else 0)
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
    if not marks.may_have_breadcrumbs():
        return ()
    links = [(_clean(text_of(a)), _absolute(a.get("href"), base)) for a in _breadcrumb_links(marks.marked)]
    return tuple((name, link) for name, link in links if name)[:MAX_BREADCRUMBS]


def _breadcrumb_links(marked: MarkedElements) -> list[html.HtmlElement]:
    """The links (with an href) inside the page's first breadcrumb trail."""
    walked = marked.walked
    trails = [*(nav for nav in walked.navs if _BREADCRUMB in (nav.get("aria-label") or "").translate(_BREADCRUMB_FOLD)),
              *(el for value, el in zip(walked.classes, walked.class_owners)
                if _BREADCRUMB in value.lower() and _BREADCRUMB in value.translate(_BREADCRUMB_FOLD)),
              *(el for value, el in zip(walked.itemtypes, walked.itemtype_owners) if _BREADCRUMB_TYPE in value)]
    if not trails:
        return []
    first = _IN_DOCUMENT_ORDER(marked.root, elements=trails)[0]
    return [a for a in first.iterdescendants("a") if a.get("href") is not None]


# Where a <time> or <relative-time> (GitHub's) keeps its date: the standard attribute,
# then the data attributes of CMSs and scripts, then the tooltip of a relative date.
_TIME_ATTRS = ("datetime", "data-published", "data-datetime", "data-time", "data-date", "title")
MAX_TIME_TEXTS = 4  # <time> texts read when no attribute dates them; the article's comes first
MAX_TIME_TEXT_CHARS = 200  # characters; a <time> whose text is longer holds more than a date
# Class, itemprop and attribute names that mark a <time> as the publication or as a revision.
_PUBLISHED_MARKS = ("publish", "pubdate", "posted", "created")
_REVISION_MARKS = ("updated", "modified", "revised", "edited", "print")  # "print-date": when it was printed
_PUBDATE = "pubdate"  # the attribute of a <time> that dates the article's publication


def _pubdate_times(marked: MarkedElements) -> Iterator[str]:
    """The ``datetime`` of each ``<time pubdate>`` in the body outside comments and related
    stories: HTML5's draft attribute marking the article's publication, which outranks a generic
    ``date`` meta tag that a CMS fills with the day it rendered the page ("July 31, 2012, 2:38 pm"
    over the story's ``<time pubdate datetime="2012-07-24T09:49:32-04:00">``)."""
    for t in marked.walked.times:
        value = t.get("datetime") if t.get(_PUBDATE) is not None else None
        if value and next(t.iterancestors("body"), None) is not None and not elsewhere(t):
            yield _clean(value)


def _time_datetimes(marked: MarkedElements) -> list[str]:
    """The date of each <time> in the body, those marked as the publication first and those
    marked as a revision left out; the others in document order, a date attribute's value or the
    short text of a <time> without one ("<time>19. Oktober 2019</time>"), but not the texts of
    those among comments or related stories (:func:`bylines.elsewhere`): their dates are others'.
    A story's own <time> comes first whether or not it has an attribute: a later one with an
    attribute is a box's (CNET's "Review Date: <time class="dtreviewed" datetime=...>" of a
    product beside the story's "<time class="datestamp">July 24, 2012</time>")."""
    marked_first: list[str] = []
    plain: list[str] = []
    texts = 0
    for t in marked.walked.times:
        if next(t.iterancestors("body"), None) is None:
            continue
        marks = " ".join(filter(None, (t.get("class"), t.get("itemprop"), *t.attrib.keys()))).lower()
        if any(word in marks for word in _REVISION_MARKS):
            continue
        value = next((t.get(a) for a in _TIME_ATTRS if t.get(a)), None)
        if value is None:
            # Its text nodes spaced apart: a responsive <time> holds the date twice, in spans
            # shown at different widths ("Jueves, 21 de Abril de 2022" "21/04/2022").
            text = spaced_text(t, MAX_TIME_TEXT_CHARS) if texts < MAX_TIME_TEXTS and not elsewhere(t) else None
            if text:
                plain.append(text)
                texts += 1
            continue
        (marked_first if any(word in marks for word in _PUBLISHED_MARKS) else plain).append(_clean(value))
    return marked_first + plain


def read_metadata(root: html.HtmlElement, url: str | None, declared: Declarations | None = None, *,
                  walked: Marks | None = None, title: str | None = None) -> Metadata:
    """Read the page's own metadata: its declarations, then its visible markup.

    ``declared``: the page's :func:`declarations`, when already read. ``walked``:
    the tree's :class:`Marks` as the segment walk read them (``Blocks.marks``),
    after ``strip_invisible`` took the head and the hidden elements; then
    ``title`` is the page's :func:`title_field`, read before. Without them, the
    tree is the full one, and both are read from it."""
    declared = declared if declared is not None else declarations(root)
    meta, graph = declared.meta, declared.graph

    def page_title() -> str | None:
        return title if walked is not None else title_field(root)

    marks = _Marks(root, lambda: [t.casefold() for t in (page_title(), *_headlines(graph, meta)) if t], walked)
    # A browser ignores a <base href> it cannot read.
    base = (join(url, declared.base.strip()) or url) if url and declared.base is not None else url
    language = next(filter(None, map(normalise_language, [
        root.get("lang"), root.get(_XML_LANG),
        *_first_meta(meta, _LANGUAGE_KEYS), *graph.strings("inLanguage", graph.articles)])), None)
    # Numeric dates are day-first everywhere but in US English ("03/04/2020").
    dayfirst = language not in (None, "en", "en-US")
    articles_and_pages = graph.articles + graph.pages
    parsely = parsely_page(meta)
    canonical = [_absolute(h, base) for h in declared.canonical + _first_meta(meta, ("og:url",))]
    canonical_url = next(filter(None, canonical), None)
    guesses = (lambda: heading_dates(marks.heading_lines, marks.marked),
               lambda: shown_dates(root, marks.marked) if marks.may_have_shown_dates() else (),
               lambda: opening_dates(marks.heading_lines, marks.marked),
               lambda: story_datelines(marks.marked),
               lambda: labelled_dates(marks.marked))
    parse = PageDates(dayfirst).parse
    # The first source is always read: its key lists also tell below whether the date came from a generic key.
    declared_dates = graph.strings("datePublished", articles_and_pages) + _first_meta(meta, _PUBLISHED_KEYS)
    generic_dates = _first_meta(meta, _GENERIC_DATE_KEYS)
    published = first_date((
        lambda: chain(declared_dates, _pubdate_times(marks.marked),
                      generic_dates + ([str(parsely["pub_date"])] if "pub_date" in parsely else [])),
        marks.dates("datePublished"),
        lambda: _time_datetimes(marks.marked),
        lambda: url_dates(url),
        lambda: address_dates(url_dates(canonical_url), guesses, parse)), parse,
        # The short texts near the headline last, on pages nothing else dates: never weighed against a
        # declared or an address's date, as the guesses above are.
        guesses=(*guesses, lambda: free_dates(marks.marked)))
    published = on_shown_day(on_address_day(published, url_dates(url) or url_dates(canonical_url)), guesses, parse)
    if published[1] is not None and published[1] in generic_dates and published[1] not in declared_dates:
        published = shown_before(published, guesses[:SHOWN_OVER_GENERIC], parse)
    modified = first_date((
        lambda: graph.strings("dateModified", articles_and_pages) + _first_meta(meta, _MODIFIED_KEYS),
        marks.dates("dateModified")), parse)
    publishers = [graph.deref(n.get("publisher")) for n in graph.articles]
    site_names = (_first_meta(meta, ("og:site_name", "application-name"))
                  + [n for p in publishers for n in graph.names(p)]
                  + [n for s in graph.sites for n in graph.names(s)])
    keywords = [k.strip() for text in _first_meta(meta, _KEYWORD_KEYS)
                + graph.strings("keywords", graph.articles) for k in _KEYWORD_SEPARATOR.split(text)]
    images = [_absolute(i, base) for i in _first_meta(meta, _IMAGE_KEYS)
              + graph.strings("image", graph.articles)]
    headlines = _headlines(graph, meta)
    # A saved page has no address of its own: its site is where it says it lives.
    sites = frozenset(site_key(n) for n in site_names), host_keys(url or canonical_url)
    return _without_markup(Metadata(
        headline=headlines[0] if headlines else None,
        authors=choose_authors(graph, meta, sites, root, marks.may_have_bylines, marks.may_have_by_lines,
                               lambda: marks.heading_lines, marks.marked),
        date_published=published[0], date_published_raw=published[1],
        date_modified=modified[0], date_modified_raw=modified[1],
        language=language,
        canonical_url=canonical_url,
        description=next(iter(_first_meta(meta, _DESCRIPTION_KEYS)
                              + graph.strings("description", graph.articles)), None),
        site_name=site_names[0] if site_names else None,
        keywords=_unique([k for k in keywords if k]),
        main_image=next(filter(None, images), None),
        breadcrumbs=_breadcrumbs(marks, graph, base),
    ))


def _without_markup(found: Metadata) -> Metadata:
    """The text fields cut before any markup in them (:func:`titletext.no_markup`): a
    declaration's text inside a comment or a tag is never a field's value."""
    def text(value: str | None) -> str | None:
        return (no_markup(value) or None) if value else value

    return replace(found, headline=text(found.headline), description=text(found.description),
                   site_name=text(found.site_name), date_published_raw=text(found.date_published_raw),
                   date_modified_raw=text(found.date_modified_raw),
                   keywords=tuple(k for k in map(text, found.keywords) if k),
                   breadcrumbs=tuple((name, link) for name, link in
                                     ((text(n), u) for n, u in found.breadcrumbs) if name))
