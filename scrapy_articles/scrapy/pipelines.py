"""Adapter stage: item pipelines. Items in; items with article fields, or dropped, out.

:class:`ArticlePipeline` extracts the article of items that carry a page's raw
HTML: it reads the first of ``ARTICLES_HTML_FIELDS`` (default ``html``, then
``body``; str or bytes) and the page URL from ``url``, and fills the
:class:`~.items.ArticleItem` fields the item can hold and does not hold yet
(the spider's values win). The raw HTML field is removed unless
``ARTICLES_KEEP_HTML``. With ``ARTICLES_EXPLAIN_DIR``, a sample of the items
whose extraction was doubtful get a report in its ``items`` subfolder.

:class:`ArticleFilterPipeline` drops article items (those with an
``articleBody``) that are too short (``ARTICLES_MIN_WORDS``), not articles
(``probability`` under ``ARTICLES_MIN_PROBABILITY``) or, with
``ARTICLES_DEDUP``, exact or near duplicates of an earlier article of this
process (see :mod:`.dedup`; memory grows by about 100 bytes an article).
Other items pass untouched.
"""

from __future__ import annotations

import logging
from typing import Any

from itemadapter import ItemAdapter
from scrapy import Spider
from scrapy.crawler import Crawler
from scrapy.exceptions import DropItem
from scrapy.statscollectors import StatsCollector

from ..extraction import ExtractionConfig, analyse
from ..extraction.extract import assemble
from .dedup import DuplicateIndex, words
from .items import article_item
from .settings import AdapterConfig, read_settings

logger = logging.getLogger(__name__)

# Subfolder of ARTICLES_EXPLAIN_DIR for ArticlePipeline's reports: the
# middleware keeps its own sample and index in the folder itself.
ITEMS_FOLDER = "items"


class ArticlePipeline:
    """Fill article fields from an item's raw HTML."""

    def __init__(self, stats: StatsCollector, extraction: ExtractionConfig, config: AdapterConfig):
        self.stats = stats
        self.extraction = extraction
        self.config = config
        self.doubtful = config.doubtful_pages(stats, extraction, ITEMS_FOLDER)
        self._warned = False

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> ArticlePipeline:
        assert crawler.stats is not None
        return cls(crawler.stats, *read_settings(crawler.settings))

    def _raw_html(self, adapter: ItemAdapter) -> tuple[str, str | bytes] | None:
        for name in self.config.html_fields:
            value = adapter.get(name)
            if isinstance(value, (str, bytes)) and value:
                return name, value
        return None

    def process_item(self, item: Any, spider: Spider | None = None) -> Any:
        adapter = ItemAdapter(item)
        raw = self._raw_html(adapter)
        if raw is None:
            return item
        name, markup = raw
        url = adapter.get("url")
        try:
            analysis = analyse(markup, url if isinstance(url, str) else None, config=self.extraction)
            article = assemble(analysis, self.extraction)
        except Exception as exc:  # a library bug must not lose the item
            logger.log(logging.DEBUG if self._warned else logging.WARNING,
                       "article extraction failed on item from %s: %r", url, exc, exc_info=not self._warned)
            self._warned = True
            self.stats.inc_value("articles/pipeline/error")
            return item
        self.stats.inc_value("articles/pipeline/" + ("filled" if article.is_article else "not_article"))
        if self.doubtful is not None:
            self.doubtful.consider(analysis, article, key=markup)
        declared = ItemAdapter.get_field_names_from_class(type(item))
        for field, value in article_item(article.to_dict()).items():
            if (declared is None or field in declared) and adapter.get(field) in (None, "", [], {}):
                adapter[field] = value
        if not self.config.keep_html:
            del adapter[name]
        return item


class ArticleFilterPipeline:
    """Drop article items that are short, not articles, or seen before."""

    def __init__(self, stats: StatsCollector, extraction: ExtractionConfig, config: AdapterConfig):
        self.stats = stats
        self.min_words = extraction.min_article_words
        self.min_probability = extraction.min_article_probability
        self.duplicates = DuplicateIndex(config.near_duplicate_bits) if config.dedup else None

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> ArticleFilterPipeline:
        assert crawler.stats is not None
        return cls(crawler.stats, *read_settings(crawler.settings))

    def _reason(self, body: str, adapter: ItemAdapter) -> str | None:
        tokens = words(body)  # once, for the length and the duplicate digest
        if len(tokens) < self.min_words:
            return "too_short"
        probability = adapter.get("probability")
        if isinstance(probability, (int, float)) and probability < self.min_probability:
            return "not_article"
        return self.duplicates.check(tokens) if self.duplicates is not None else None

    def process_item(self, item: Any, spider: Spider | None = None) -> Any:
        adapter = ItemAdapter(item)
        body = adapter.get("articleBody")
        if not isinstance(body, str):
            return item
        reason = self._reason(body, adapter)
        if reason is None:
            self.stats.inc_value("articles/passed")
            return item
        self.stats.inc_value(f"articles/dropped/{reason}")
        # Routine and counted in stats: logged at DEBUG, not Scrapy's default WARNING.
        raise DropItem(f"article {reason.replace('_', ' ')}: {adapter.get('url')}", log_level="DEBUG")

