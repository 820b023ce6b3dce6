"""scrapy-articles: clean article extraction for Scrapy crawls.

The extraction library (``extract``, ``Article``...) never imports Scrapy;
it and the Scrapy parts (``Addon``, ``ArticleItem``...) load on first use.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the lazily loaded names, for type checkers only
    from .extraction import ALGORITHMS, Analysis, Article, ExtractionConfig, Image, Metadata, analyse, extract
    from .scrapy.addon import Addon
    from .scrapy.exporters import AtomItemExporter, RssItemExporter
    from .scrapy.items import ArticleItem
    from .scrapy.middleware import ArticleMiddleware
    from .scrapy.pipelines import ArticleFilterPipeline, ArticlePipeline
    from .scrapy.sitespider import NewsSiteSpider
    from .scrapy.spiders import FullTextFeedSpider

__version__ = "0.1.0"

# The library's names and the Scrapy-facing ones, with the modules that define
# them, imported lazily: the library and the command line start without loading
# Scrapy, and the command line sets up its process before numpy loads (cli.py).
_LIBRARY_EXPORTS = dict.fromkeys(
    ("ALGORITHMS", "Analysis", "Article", "ExtractionConfig", "Image", "Metadata", "analyse", "extract"),
    "scrapy_articles.extraction")
_SCRAPY_EXPORTS = {
    "Addon": "scrapy_articles.scrapy.addon",
    "ArticleItem": "scrapy_articles.scrapy.items",
    "ArticleMiddleware": "scrapy_articles.scrapy.middleware",
    "ArticlePipeline": "scrapy_articles.scrapy.pipelines",
    "ArticleFilterPipeline": "scrapy_articles.scrapy.pipelines",
    "RssItemExporter": "scrapy_articles.scrapy.exporters",
    "AtomItemExporter": "scrapy_articles.scrapy.exporters",
    "FullTextFeedSpider": "scrapy_articles.scrapy.spiders",
    "NewsSiteSpider": "scrapy_articles.scrapy.sitespider",
}

__all__ = [*_LIBRARY_EXPORTS, *_SCRAPY_EXPORTS]


def __getattr__(name: str) -> Any:
    module = _LIBRARY_EXPORTS.get(name) or _SCRAPY_EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'scrapy_articles' has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)
