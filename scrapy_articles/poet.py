"""Adapter stage: Zyte's ecosystem. A page (web-poet) or the add-on's article fields in, a Zyte ``Article`` out.

Input: a web-poet ``HttpResponse`` (:class:`ArticlePage`, injected by
scrapy-poet) or the ``Article.to_dict()`` fields the add-on gathered
(:func:`extracted_article`, for ``ARTICLES_ITEM_CLASS =
"zyte_common_items.Article"``). Output: a ``zyte_common_items.Article`` with
our fields under Zyte's names and in Zyte's types (:func:`zyte_values`).

Fields Zyte's Article has no place for (``keywords``, ``siteName``,
``printUrl``, ``pages``, image captions and sizes...) are left out of the
item; the page object still offers the whole library article
(:meth:`ArticlePage.article`) and the next page's URL
(:attr:`ArticlePage.nextPageUrl`; :func:`merged_article`
joins the pages' items).

Needs the ``zyte`` extra (``pip install "scrapy-articles[zyte]"``). The rest
of the package imports this module only when ``ARTICLES_ITEM_CLASS`` names
Zyte's Article, so ``import scrapy_articles`` and the add-on work without
web-poet, scrapy-poet and zyte-common-items.
Importing it registers :class:`ArticlePage` with web-poet's default registry
as the generic fallback for ``Article`` (any URL, below any rule for a
site), so ``item: Article`` works under scrapy-poet once it is imported.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import datetime, timezone
from typing import Any, ClassVar

import attrs
from itemadapter import ItemAdapter
from web_poet import WebPage, field, handle_urls
from web_poet.utils import cached_method
from zyte_common_items import Article, ArticleMetadata, Author, Breadcrumb, Image

from .extraction import Article as ExtractedPage
from .extraction import ExtractionConfig, extract
from .scrapy import merge
from .scrapy.items import FromAddon

__all__ = ["ArticlePage", "ExtractedArticle", "extracted_article", "merged_article", "zyte_values"]

# web-poet's default priority is 500: a universal rule of the project's own
# for Article wins over this one; rules for a site win whatever their priority.
FALLBACK_PRIORITY = 100
# Zyte's date format, "YYYY-MM-DDThh:mm:ssZ" or with a "±zz:zz" offset: the
# library's dates are ISO 8601 with seconds and offset, or a day alone.
_DAY_ONLY = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_UTC_OFFSET = re.compile(r"[+-]00:00$")
MIDNIGHT = "T00:00:00"  # a day without a time, as Zyte writes it
_WEB_URL = re.compile(r"^https?://", re.I)  # Zyte's media URLs: no data: URIs


def zyte_date(value: Any) -> str | None:
    """A library date (ISO 8601) in Zyte's format: a time always, UTC as ``Z``."""
    if not isinstance(value, str) or not value:
        return None
    if _DAY_ONLY.match(value):
        return value + MIDNIGHT
    return _UTC_OFFSET.sub("Z", value)


def zyte_language(value: Any) -> str | None:
    """A BCP 47 tag ("en-GB", "zh-Hant-TW") as Zyte's ISO 639-1 code: its primary subtag."""
    if not isinstance(value, str) or not value:
        return None
    return value.split("-", 1)[0].lower()


def _image(value: Any) -> Image | None:
    url = value.get("url") if isinstance(value, Mapping) else None
    return Image(url=url) if isinstance(url, str) and _WEB_URL.match(url) else None


def _images(values: Any) -> list[Image] | None:
    images = [image for image in map(_image, values or []) if image is not None]
    return list({image.url: image for image in images}.values()) or None


def _authors(values: Any) -> list[Author] | None:
    names = [a.get("name") if isinstance(a, Mapping) else a for a in values or []]
    return [Author(name=name) for name in names if isinstance(name, str) and name] or None


def _breadcrumbs(values: Any) -> list[Breadcrumb] | None:
    return [Breadcrumb(name=b.get("name"), url=b.get("url")) for b in values or []
            if isinstance(b, Mapping) and (b.get("name") or b.get("url"))] or None


def _text(value: Any) -> str | None:
    return value if isinstance(value, str) and value.strip() else None


def zyte_probability(values: Mapping[str, Any]) -> float:
    """Zyte's ``metadata.probability``: that the page is an article.

    The page decision's probability when it was made, else the confidence in
    the text kept (``probability``), which is what the library has then.
    """
    metadata = values.get("metadata") or {}
    for value in (values.get("pageProbability"), metadata.get("pageProbability"),
                  values.get("probability"), metadata.get("probability")):
        if isinstance(value, (int, float)):
            return round(float(value), 4)
    return 0.0


def utc_now() -> str:
    """Now, in Zyte's ``dateDownloaded`` format."""
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def zyte_values(values: Mapping[str, Any]) -> dict[str, Any]:
    """Every field of ``values`` (``Article.to_dict()`` names) that Zyte's Article has, in its types.

    Empty values become None, as Zyte leaves a field out when the page did not say.
    """
    metadata = values.get("metadata") or {}
    published, modified = zyte_date(values.get("datePublished")), zyte_date(values.get("dateModified"))
    return {
        "url": values["url"],
        "canonicalUrl": _text(values.get("canonicalUrl")),
        "headline": _text(values.get("headline")),
        "articleBody": _text(values.get("articleBody")),
        "articleBodyHtml": _text(values.get("articleBodyHtml")),
        "authors": _authors(values.get("authors")),
        # A raw date is "the same date before parsing" to Zyte: none without a date.
        "datePublished": published,
        "datePublishedRaw": _text(values.get("datePublishedRaw")) if published else None,
        "dateModified": modified,
        "dateModifiedRaw": _text(values.get("dateModifiedRaw")) if modified else None,
        "inLanguage": zyte_language(values.get("inLanguage")),
        "description": _text(values.get("description")),
        "mainImage": _image(values.get("mainImage")),
        "images": _images(values.get("images")),
        "breadcrumbs": _breadcrumbs(values.get("breadcrumbs")),
        "metadata": ArticleMetadata(dateDownloaded=metadata.get("dateDownloaded") or utc_now(),
                                    probability=zyte_probability(values)),
    }


@attrs.define
class ExtractedArticle(Article, FromAddon):
    """A Zyte ``Article`` the add-on made, not the spider.

    As :class:`~.scrapy.items.ExtractedArticleItem` is to ``ArticleItem``:
    ``ArticleFilterPipeline`` judges these for duplicates and leaves the
    spider's own items alone.
    """


def extracted_article(values: Mapping[str, Any]) -> ExtractedArticle:
    """The add-on's Zyte item of its article fields (``ARTICLES_ITEM_CLASS``)."""
    return ExtractedArticle(**zyte_values(values))


def merged_article(pages: Sequence[Article]) -> Article:
    """One article of the items of its pages, in page order, as the add-on merges them.

    The first page's item with the text and HTML of every page (the lines
    each later page repeats, standfirst, byline, "Most read" boxes, left out:
    see :mod:`.scrapy.merge`) and every page's images, each once.
    """
    first, *later = [ItemAdapter(page).asdict() for page in pages]
    state = merge.start(first, first["url"])
    for fields in later:
        state = merge.add_page(state, fields, fields["url"])
    joined = merge.merged(state)
    images: dict[str, Image] = {}
    for page in pages:
        for image in page.images or []:
            images.setdefault(image.url, image)
    return attrs.evolve(pages[0], articleBody=_text(joined["articleBody"]),
                        articleBodyHtml=_text(joined["articleBodyHtml"]), images=list(images.values()) or None)


@handle_urls("", priority=FALLBACK_PRIORITY)
@attrs.define
class ArticlePage(WebPage[Article]):
    """The article of any page, as a Zyte ``Article``.

    ``async def parse(self, response, page: ArticlePage)`` then
    ``await page.to_item()``. A subclass overrides a field with web-poet's
    ``@field`` (``headline``...) and keeps the others; ``algorithm`` and
    ``config`` choose how the page is read.
    """

    algorithm: ClassVar[str | None] = None  # None: the config's (the learned "auto")
    config: ClassVar[ExtractionConfig] = ExtractionConfig()

    @cached_method
    def article(self) -> ExtractedPage:
        """The library's article of the page, read once: every field, ``is_article`` and ``next_page_url``."""
        return extract(self.response.text, str(self.response.url), algorithm=self.algorithm, config=self.config)

    @cached_method
    def _values(self) -> dict[str, Any]:
        return zyte_values(self.article().to_dict())

    @property
    def is_article(self) -> bool:
        """Whether the library judged the page an article (the add-on emits only those)."""
        return self.article().is_article

    @property
    def nextPageUrl(self) -> str | None:  # noqa: N802 (named as the add-on's field)
        """The URL of the article's next page, when it has more than one; Zyte's Article has no field for it."""
        return self.article().next_page_url

    @field
    def url(self) -> str:
        return str(self.response.url)

    @field
    def canonicalUrl(self) -> str | None:  # noqa: N802 (Zyte's field names)
        return self._values()["canonicalUrl"]

    @field
    def headline(self) -> str | None:
        return self._values()["headline"]

    @field
    def articleBody(self) -> str | None:  # noqa: N802
        return self._values()["articleBody"]

    @field
    def articleBodyHtml(self) -> str | None:  # noqa: N802
        return self._values()["articleBodyHtml"]

    @field
    def authors(self) -> list[Author] | None:
        return self._values()["authors"]

    @field
    def datePublished(self) -> str | None:  # noqa: N802
        return self._values()["datePublished"]

    @field
    def datePublishedRaw(self) -> str | None:  # noqa: N802
        return self._values()["datePublishedRaw"]

    @field
    def dateModified(self) -> str | None:  # noqa: N802
        return self._values()["dateModified"]

    @field
    def dateModifiedRaw(self) -> str | None:  # noqa: N802
        return self._values()["dateModifiedRaw"]

    @field
    def inLanguage(self) -> str | None:  # noqa: N802
        return self._values()["inLanguage"]

    @field
    def description(self) -> str | None:
        return self._values()["description"]

    @field
    def mainImage(self) -> Image | None:  # noqa: N802
        return self._values()["mainImage"]

    @field
    def images(self) -> list[Image] | None:
        return self._values()["images"]

    @field
    def breadcrumbs(self) -> list[Breadcrumb] | None:
        return self._values()["breadcrumbs"]

    @field
    def metadata(self) -> ArticleMetadata:
        return self._values()["metadata"]
