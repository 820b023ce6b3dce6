"""Adapter stage: item pipelines. Items in; items with article fields, or dropped, out.

:class:`ArticlePipeline` extracts the article of items that carry a page's raw
HTML: it reads the first of ``ARTICLES_HTML_FIELDS`` (default ``html``, then
``body``; str or bytes holding markup) and the page URL from ``url``, and adds
the :class:`~.items.ArticleItem` fields the item can hold and does not have
yet. It never changes or removes a field the spider set: the raw HTML field
stays unless ``ARTICLES_KEEP_HTML = False``. With ``ARTICLES_EXPLAIN_DIR``, a
sample of the items whose extraction was doubtful get a report in its
``items`` subfolder.

:class:`ArticleFilterPipeline` drops the add-on's article items
(:class:`~.items.ExtractedArticleItem`, or the Zyte ``Article`` of
``ARTICLES_ITEM_CLASS``) that are too short
(``ARTICLES_MIN_WORDS``), not articles (``probability`` under
``ARTICLES_MIN_PROBABILITY``) or, with ``ARTICLES_DEDUP``, exact or near
duplicates of an earlier article of this process (see :mod:`.dedup`; memory
grows by about 100 bytes an article). The spider's own items pass untouched,
unless ``ARTICLES_FILTER_SPIDER_ITEMS`` asks to judge those with an
``articleBody`` as well.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from typing import Any

from itemadapter import ItemAdapter
from scrapy import Spider
from scrapy.crawler import Crawler
from scrapy.exceptions import DropItem
from scrapy.statscollectors import StatsCollector

from ..extraction import ExtractionConfig, analyse
from ..extraction.extract import assemble
from ..warnonce import WarnOnce
from .dedup import DuplicateIndex, words
from .items import FromAddon, article_item
from .settings import AdapterConfig, read_settings

logger = logging.getLogger(__name__)

# A tag's opening, in text and in bytes: what tells raw HTML from a plain-text
# field that happens to be named "body".
_MARKUP_TEXT = re.compile(r"<[a-zA-Z!/]")
_MARKUP_BYTES = re.compile(rb"<[a-zA-Z!/]")

# Subfolder of ARTICLES_EXPLAIN_DIR for ArticlePipeline's reports: the
# middleware keeps its own sample and index in the folder itself.
ITEMS_FOLDER = "items"


def raw_html(adapter: ItemAdapter, names: Sequence[str]) -> tuple[str, str | bytes] | None:
    """The first of the fields ``names`` that holds markup (str or bytes), with its name; else None."""
    for name in names:
        value = adapter.get(name)
        if isinstance(value, str) and _MARKUP_TEXT.search(value):
            return name, value
        if isinstance(value, bytes) and _MARKUP_BYTES.search(value):
            return name, value
    return None


class ArticlePipeline:
    """Fill article fields from an item's raw HTML."""

    def __init__(self, stats: StatsCollector, extraction: ExtractionConfig, config: AdapterConfig):
        self.stats = stats
        self.extraction = extraction
        self.config = config
        self.doubtful = config.doubtful_pages(stats, extraction, ITEMS_FOLDER)
        self._warn = WarnOnce(logger)

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> ArticlePipeline:
        assert crawler.stats is not None
        return cls(crawler.stats, *read_settings(crawler.settings))

    def process_item(self, item: Any, spider: Spider | None = None) -> Any:
        adapter = ItemAdapter(item)
        raw = raw_html(adapter, self.config.html_fields)
        if raw is None:
            return item
        name, markup = raw
        url = adapter.get("url")
        try:
            analysis = analyse(markup, url if isinstance(url, str) else None, config=self.extraction)
            article = assemble(analysis, self.extraction)
        except Exception as exc:  # a library bug must not lose the item
            self._warn("article extraction failed on item from %s: %r (further failures are logged at DEBUG "
                       "and counted in articles/pipeline/error)", url, exc)
            self.stats.inc_value("articles/pipeline/error")
            return item
        self.stats.inc_value("articles/pipeline/" + ("filled" if article.is_article else "not_article"))
        if self.doubtful is not None:
            self.doubtful.consider(analysis, article, key=markup)
        declared = ItemAdapter.get_field_names_from_class(type(item))
        for field, value in article_item(article.to_dict()).items():
            if (declared is None or field in declared) and field not in adapter:
                adapter[field] = value
        if not self.config.keep_html:
            del adapter[name]
        return item


class ArticleFilterPipeline:
    """Drop the add-on's article items that are short, not articles, or seen before."""

    def __init__(self, stats: StatsCollector, extraction: ExtractionConfig, config: AdapterConfig):
        self.stats = stats
        self.spider_items = config.filter_spider_items
        self.min_words = extraction.min_article_words
        self.min_probability = extraction.min_article_probability
        self.duplicates = DuplicateIndex(config.near_duplicate_bits) if config.dedup else None

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> ArticleFilterPipeline:
        assert crawler.stats is not None
        return cls(crawler.stats, *read_settings(crawler.settings))

    def _reason(self, body: str, adapter: ItemAdapter, judged: bool) -> str | None:
        """Why the item goes, if it does. ``judged``: the middleware's page decision
        already applied the word and confidence thresholds (to the text before the
        body was tidied of its headline and datelines), so they are not applied again
        to the shorter body: a 70-word brief would be dropped for its headline's sake."""
        tokens = words(body)  # once, for the length and the duplicate digest
        if not judged:
            if len(tokens) < self.min_words:
                return "too_short"
            probability = adapter.get("probability")
            if isinstance(probability, (int, float)) and probability < self.min_probability:
                return "not_article"
        return self.duplicates.check(tokens) if self.duplicates is not None else None

    def process_item(self, item: Any, spider: Spider | None = None) -> Any:
        if not (self.spider_items or isinstance(item, FromAddon)):
            return item
        adapter = ItemAdapter(item)
        body = adapter.get("articleBody")
        if not isinstance(body, str):
            return item
        reason = self._reason(body, adapter, judged=isinstance(item, FromAddon))
        if reason is None:
            self.stats.inc_value("articles/passed")
            return item
        self.stats.inc_value(f"articles/dropped/{reason}")
        # Routine and counted in stats: logged at DEBUG, not Scrapy's default WARNING.
        raise DropItem(f"article {reason.replace('_', ' ')}: {adapter.get('url')}", log_level="DEBUG")

