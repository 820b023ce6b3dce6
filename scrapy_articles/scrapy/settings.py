"""Adapter stage: configuration. Scrapy settings in, two frozen configs out.

Input: the crawler's settings. Output: the library's :class:`ExtractionConfig`
and this package's :class:`AdapterConfig`. :func:`read_settings` is the only
place that reads an ``ARTICLES_*`` setting; components call it once, in
``from_crawler``, and keep the result.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any

from scrapy.exceptions import NotConfigured
from scrapy.settings import BaseSettings

from ..explain.crawl import DoubtfulPages, Stats
from ..explain.doubt import DoubtRule
from ..explain.sample import ReportSample
from ..extraction.config import ALGORITHMS, ExtractionConfig
from ..extraction.page.decision import PAGE_TYPES
from .items import ARTICLE_ITEM, ItemFactory, item_factory

_EXTRACTION_DEFAULTS = ExtractionConfig()
_DOUBT_DEFAULTS = DoubtRule()


@dataclass(frozen=True)
class AdapterConfig:
    """What the Scrapy components do around the extraction."""

    enabled: bool = True  # ARTICLES_ENABLED: False switches every component off
    # Responses over this size are skipped unread: bytes; 10 MB is twice the
    # library's max_chars, beyond which a page is a dump, not an article.
    max_bytes: int = 10_000_000
    follow_pages: bool = True  # follow and merge the pages of multi-page articles
    # Pages merged into one article at most: a guard against pagination that
    # never ends (calendars, infinite lists); long reads rarely pass 10 pages.
    max_pages: int = 20
    prefer_print: bool = False  # fetch the page's print version and extract that instead
    dedup: bool = True  # skip URLs already emitted; drop exact and near-duplicate bodies
    # Simhash fingerprints at most this many bits apart are near duplicates:
    # bits of 64; Manku, Jain and Das Sarma (WWW 2007) chose 3 for 8 billion pages.
    near_duplicate_bits: int = 3
    log_interval: float = 60.0  # seconds between INFO progress lines; 0 turns them off
    html_fields: tuple[str, ...] = ("html", "body")  # item fields ArticlePipeline reads raw HTML from
    # ArticlePipeline keeps the raw HTML field after extraction: it is the
    # spider's, and the add-on removes nothing the spider set unless asked.
    keep_html: bool = True
    # ArticleFilterPipeline also judges (and may drop) the spider's own items,
    # not only the add-on's: off, as dropping them loses the spider's data.
    filter_spider_items: bool = False
    # RSS/Atom channel title, link and description (Atom subtitle) unless the
    # feed's options say otherwise; empty: the source feed's (FullTextFeedSpider),
    # else the exporters' defaults.
    feed_title: str = ""
    feed_link: str = ""
    feed_description: str = ""
    feed_self_link: str = ""  # the URL the feed will be served at (atom:link rel=self); empty: unknown, left out
    # Characters of article text in a feed entry's summary: about two
    # sentences, what feed readers show in a list view.
    excerpt_chars: int = 300
    # Explanations of doubtful pages (scrapy_articles.explain.doubt): the
    # folder of reports, None or "" for none.
    explain_dir: str | None = None
    # Reports kept per crawl, a uniform sample of the doubtful pages: about
    # an hour's review at half a minute a report.
    explain_max: int = 100
    explain_margin: float = _DOUBT_DEFAULTS.probability_margin  # probability, 0 to 1
    explain_words_factor: float = _DOUBT_DEFAULTS.words_factor  # ratio of word counts, >= 1
    explain_reasons: tuple[str, ...] = _DOUBT_DEFAULTS.reasons  # which doubts get a report
    # The class of the add-on's items (an import path or the class):
    # ArticleItem, or zyte-common-items' Article for projects on Zyte's stack.
    item_class: str | type = ARTICLE_ITEM

    @property
    def item_factory(self) -> ItemFactory:
        """The function making the add-on's items of ``item_class`` (ValueError for another class)."""
        return item_factory(self.item_class)

    @property
    def doubt_rule(self) -> DoubtRule:
        return DoubtRule(self.explain_margin, self.explain_words_factor, self.explain_reasons)

    def doubtful_pages(self, stats: Stats, extraction: ExtractionConfig, subfolder: str = "") -> DoubtfulPages | None:
        """The reporter of doubtful pages that ``ARTICLES_EXPLAIN_*`` configure, None when off."""
        if not self.explain_dir:
            return None
        sample = ReportSample(Path(self.explain_dir, subfolder), self.explain_max)
        return DoubtfulPages(stats, extraction, self.doubt_rule, sample)


# Setting name -> (AdapterConfig field, Settings getter). The table in the
# README lists the same names with their defaults.
_ADAPTER_SETTINGS = {
    "ARTICLES_ENABLED": ("enabled", "getbool"),
    "ARTICLES_MAX_BYTES": ("max_bytes", "getint"),
    "ARTICLES_FOLLOW_PAGES": ("follow_pages", "getbool"),
    "ARTICLES_MAX_PAGES": ("max_pages", "getint"),
    "ARTICLES_PREFER_PRINT": ("prefer_print", "getbool"),
    "ARTICLES_DEDUP": ("dedup", "getbool"),
    "ARTICLES_NEAR_DUPLICATE_BITS": ("near_duplicate_bits", "getint"),
    "ARTICLES_LOG_INTERVAL": ("log_interval", "getfloat"),
    "ARTICLES_HTML_FIELDS": ("html_fields", "getlist"),
    "ARTICLES_KEEP_HTML": ("keep_html", "getbool"),
    "ARTICLES_FILTER_SPIDER_ITEMS": ("filter_spider_items", "getbool"),
    "ARTICLES_FEED_TITLE": ("feed_title", "get"),
    "ARTICLES_FEED_LINK": ("feed_link", "get"),
    "ARTICLES_FEED_DESCRIPTION": ("feed_description", "get"),
    "ARTICLES_FEED_SELF_LINK": ("feed_self_link", "get"),
    "ARTICLES_EXCERPT_CHARS": ("excerpt_chars", "getint"),
    "ARTICLES_EXPLAIN_DIR": ("explain_dir", "get"),
    "ARTICLES_EXPLAIN_MAX": ("explain_max", "getint"),
    "ARTICLES_EXPLAIN_MARGIN": ("explain_margin", "getfloat"),
    "ARTICLES_EXPLAIN_WORDS_FACTOR": ("explain_words_factor", "getfloat"),
    "ARTICLES_EXPLAIN_REASONS": ("explain_reasons", "getlist"),
    "ARTICLES_ITEM_CLASS": ("item_class", "get"),
}
_EXTRACTION_SETTINGS = {
    "ARTICLES_ALGORITHM": ("algorithm", "get"),
    "ARTICLES_MIN_WORDS": ("min_article_words", "getint"),
    "ARTICLES_MIN_PROBABILITY": ("min_article_probability", "getfloat"),
    "ARTICLES_MAX_CHARS": ("max_chars", "getint"),
    "ARTICLES_MAX_ELEMENTS": ("max_elements", "getint"),
    "ARTICLES_TIME_BUDGET": ("time_budget", "getfloat"),
    "ARTICLES_KEEP_COMMENTS": ("keep_comments", "getbool"),
    "ARTICLES_KEEP_BYLINES": ("keep_bylines", "getbool"),
    "ARTICLES_PAGE_TYPES": ("page_types", "getlist"),
}
# Any other ExtractionConfig field, as a dict: {"ttr_radius": 3}.
EXTRACTION_OVERRIDES = "ARTICLES_EXTRACTION"


def _read(settings: BaseSettings, table: dict[str, tuple[str, str]]) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for name, (field, getter) in table.items():
        if name in settings and settings[name] is not None:
            value = getattr(settings, getter)(name)
            values[field] = tuple(value) if getter == "getlist" else value
    return values


def read_settings(settings: BaseSettings) -> tuple[ExtractionConfig, AdapterConfig]:
    """The extraction and adapter configs of these settings.

    Raises ``NotConfigured`` when ``ARTICLES_ENABLED`` is false, and
    ``ValueError`` for an unknown algorithm, page type, extraction field or doubt
    reason, an out-of-range explain setting or an item class the add-on cannot
    make (a mistake in the project's settings, better reported before the
    crawl starts).
    """
    adapter = AdapterConfig(**_read(settings, _ADAPTER_SETTINGS))
    if not adapter.enabled:
        raise NotConfigured("ARTICLES_ENABLED is False")
    # A pathlib.Path is welcome; an empty string means off, as None does.
    adapter = replace(adapter, explain_dir=str(adapter.explain_dir) if adapter.explain_dir else None)
    if adapter.explain_max < 0:
        raise ValueError(f"ARTICLES_EXPLAIN_MAX={adapter.explain_max}; give 0 or more reports")
    adapter.item_factory  # checks ARTICLES_ITEM_CLASS
    try:
        DoubtRule(adapter.explain_margin, adapter.explain_words_factor, adapter.explain_reasons)  # checks itself
    except ValueError as exc:
        raise ValueError(f"ARTICLES_EXPLAIN_*: {exc}") from None
    overrides = dict(settings.getdict(EXTRACTION_OVERRIDES))
    known = {f.name for f in fields(ExtractionConfig)}
    unknown = sorted(set(overrides) - known)
    if unknown:
        raise ValueError(f"{EXTRACTION_OVERRIDES}: unknown ExtractionConfig fields {unknown}; "
                         f"known: {sorted(known)}")
    values = {**overrides, **_read(settings, _EXTRACTION_SETTINGS)}
    algorithm = values.get("algorithm", _EXTRACTION_DEFAULTS.algorithm)
    if algorithm not in ALGORITHMS:
        raise ValueError(f"ARTICLES_ALGORITHM={algorithm!r}; choose one of {', '.join(ALGORITHMS)}")
    unknown_types = sorted(set(values.get("page_types", ())) - set(PAGE_TYPES))
    if unknown_types:
        raise ValueError(f"ARTICLES_PAGE_TYPES: unknown page types {unknown_types}; choose of {', '.join(PAGE_TYPES)}")
    if "page_types" in values:  # a list from the settings; the config holds a tuple
        values["page_types"] = tuple(values["page_types"])
    try:  # ExtractionConfig checks the rest of its fields itself
        extraction = replace(_EXTRACTION_DEFAULTS, **values)
    except ValueError as exc:
        raise ValueError(f"ARTICLES_* or {EXTRACTION_OVERRIDES}: {exc}") from None
    return extraction, adapter
