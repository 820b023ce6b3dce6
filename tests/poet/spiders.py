"""Spiders for the page-object crawls, importable by the runner's fresh interpreter.

Each reads the pages named in ``paths`` (comma-separated) under ``base``.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any
from urllib.parse import urlsplit

import attrs
from scrapy.crawler import Crawler
from scrapy.http import Response
from scrapy_poet import DummyResponse
from web_poet import ApplyRule, default_registry, field
from zyte_common_items import Article

from scrapy_articles.poet import ArticlePage, merged_article
from tests.poet.spiders_plain import PathsSpider

POET = {"ADDONS": {"scrapy_poet.Addon": 300}}  # what a project on Zyte's stack has


class PageSpider(PathsSpider):
    """``page: ArticlePage``: its item, then what the page object says beside it."""

    name = "poet_page"
    custom_settings = POET

    async def parse(self, response: Response, page: ArticlePage) -> AsyncIterator[Any]:
        yield await page.to_item()
        yield {"page": response.url, "is_article": page.is_article, "nextPageUrl": page.nextPageUrl}


class ItemSpider(PathsSpider):
    """``item: Article``: scrapy-poet finds the page object by the registry's rules."""

    name = "poet_item"
    custom_settings = POET

    async def parse(self, response: DummyResponse, item: Article) -> AsyncIterator[Any]:  # type: ignore[override]
        yield item


@attrs.define
class ShoutingArticlePage(ArticlePage):
    """A site's page object: the headline read its own way, every other field ArticlePage's."""

    @field
    def headline(self) -> str | None:
        return (self.css("h1::text").get() or "").upper() or None


class OverrideSpider(PathsSpider):
    """``page: ShoutingArticlePage``, the subclass asked for by name."""

    name = "poet_override"
    custom_settings = POET

    async def parse(self, response: Response, page: ShoutingArticlePage) -> AsyncIterator[Any]:
        yield await page.to_item()


class SiteRuleSpider(ItemSpider):
    """``item: Article`` with a rule for the fixture site, as a site's ``@handle_urls(...)`` makes.

    The rule is set here rather than by the decorator, which would register
    it for every spider of this module; url-matcher's pattern holds the port.
    """

    name = "poet_site_rule"

    @classmethod
    def from_crawler(cls, crawler: Crawler, *args: Any, **kwargs: Any) -> SiteRuleSpider:
        rule = ApplyRule(urlsplit(kwargs["base"]).netloc, use=ShoutingArticlePage, to_return=Article)
        crawler.settings.set("SCRAPY_POET_RULES", [*default_registry.get_rules(), rule], priority="spider")
        spider: SiteRuleSpider = super().from_crawler(crawler, *args, **kwargs)
        return spider


class LongReadSpider(PathsSpider):
    """docs/poet.md's multi-page example: follow ``nextPageUrl``, then :func:`merged_article`."""

    name = "poet_long_reads"
    custom_settings = POET
    max_pages = 20  # a guard against pagination that never ends

    async def parse(self, response: Response, page: ArticlePage, pages: tuple[Article, ...] = ()
                    ) -> AsyncIterator[Any]:
        pages = (*pages, await page.to_item())
        if page.nextPageUrl and len(pages) < self.max_pages:
            yield response.follow(page.nextPageUrl, self.parse, cb_kwargs={"pages": pages})
        else:
            yield merged_article(pages)


class AddonSpider(PathsSpider):
    """No extraction of its own: the scrapy-articles add-on makes the items."""

    name = "poet_addon"

    def parse(self, response: Response) -> list[Any]:
        return []
