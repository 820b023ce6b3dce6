"""Adapter stage: output. An article's fields in, a :class:`ArticleItem` out.

Field names are those of zyte-common-items' ``Article`` (schema.org's
NewsArticle), so items from this package and from Zyte's extraction API can
share pipelines, plus ``keywords``, ``siteName``, ``printUrl``, ``pages``,
``algorithm``, ``probability`` and ``pageType``. Image captions live inside ``images``.
Values are JSON types only (str, float, list, dict), so every built-in
exporter writes them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import scrapy
from scrapy.utils.misc import load_object


class ArticleItem(scrapy.Item):
    """One article, possibly merged from several pages."""

    url = scrapy.Field()  # the URL the article was read from (its first page)
    canonicalUrl = scrapy.Field()  # <link rel=canonical> or og:url
    headline = scrapy.Field()
    articleBody = scrapy.Field()  # plain text, one paragraph a line
    articleBodyHtml = scrapy.Field()  # sanitised HTML: p, h1-h6, ul/ol/li, blockquote, pre, inline emphasis, links
    authors = scrapy.Field()  # [{"name": ...}]
    datePublished = scrapy.Field()  # ISO 8601
    datePublishedRaw = scrapy.Field()  # as written on the page
    dateModified = scrapy.Field()  # ISO 8601
    dateModifiedRaw = scrapy.Field()
    inLanguage = scrapy.Field()  # BCP 47 code
    description = scrapy.Field()  # the page's own summary (meta description, og:description)
    mainImage = scrapy.Field()  # {"url", "alt", "caption", "width", "height"}
    images = scrapy.Field()  # [{"url", "alt", "caption", ...}] in reading order
    breadcrumbs = scrapy.Field()  # [{"name", "url"}]
    metadata = scrapy.Field()  # {"dateDownloaded", "probability", "pageProbability", "feedGuid"?}: about the extraction
    keywords = scrapy.Field()  # [str]
    siteName = scrapy.Field()
    printUrl = scrapy.Field()  # the print version's URL, when the page links one
    pages = scrapy.Field()  # [URL] of every page merged into the article, in order
    algorithm = scrapy.Field()  # the extraction algorithm that read the body
    probability = scrapy.Field()  # confidence in the text kept as the article's body, 0 to 1
    pageType = scrapy.Field()  # the page decision: "article" (or "articleList", "other" if ARTICLES_PAGE_TYPES allows)


class FromAddon:
    """Marks the add-on's items, whatever their class (``ARTICLES_ITEM_CLASS``)."""

    __slots__ = ()


class ExtractedArticleItem(ArticleItem, FromAddon):
    """An :class:`ArticleItem` the add-on made, not the spider.

    Only these pass :class:`~.pipelines.ArticleFilterPipeline`'s judgement by
    default: the spider's own items, whatever their class, are never dropped
    unless ``ARTICLES_FILTER_SPIDER_ITEMS`` asks for it.
    """


ITEM_FIELDS: tuple[str, ...] = tuple(ArticleItem.fields)


def _empty(value: Any) -> bool:
    return value is None or (isinstance(value, (str, list, tuple, dict)) and not value)


def article_item(values: Mapping[str, Any]) -> ExtractedArticleItem:
    """The add-on's item of the known fields of ``values`` (``Article.to_dict()`` names).

    Empty values are left out, as zyte-common-items does: a missing field
    means the page did not say.
    """
    return ExtractedArticleItem({name: values[name] for name in ITEM_FIELDS
                        if name in values and not _empty(values[name])})


# ARTICLES_ITEM_CLASS: the class of the add-on's items, by its import path.
ARTICLE_ITEM = "scrapy_articles.ArticleItem"
ZYTE_ARTICLE = "zyte_common_items.Article"
ItemFactory = Callable[[Mapping[str, Any]], FromAddon]


def item_factory(item_class: str | type) -> ItemFactory:
    """The function making the add-on's items of ``item_class`` from ``Article.to_dict()`` fields.

    ``item_class`` is :class:`ArticleItem` or zyte-common-items' ``Article``,
    or the import path of either. Raises ``ValueError`` for another class,
    or for Zyte's when the ``zyte`` extra is not installed.
    """
    try:
        cls = load_object(item_class)
    except (ImportError, NameError, ValueError) as exc:  # no such module, name, or not a dotted path
        raise ValueError(f"ARTICLES_ITEM_CLASS={item_class!r} cannot be imported ({exc}); "
                         f"for {ZYTE_ARTICLE}: pip install 'scrapy-articles[zyte]'") from None
    factory = article_item if cls is ArticleItem else _zyte_factory(cls)
    if factory is None:
        raise ValueError(f"ARTICLES_ITEM_CLASS={item_class!r}; choose {ARTICLE_ITEM} or {ZYTE_ARTICLE}")
    return factory


def _zyte_factory(cls: type) -> ItemFactory | None:
    """The maker of Zyte items when ``cls`` is zyte-common-items' ``Article``, else None."""
    try:
        from .. import poet  # the zyte extra, loaded only when asked for
    except ImportError:
        return None
    return poet.extracted_article if cls is poet.Article else None
