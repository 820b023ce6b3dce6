"""Spiders for the crawl tests, importable by the runner's fresh interpreter."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from typing import Any

from urllib.parse import urlsplit

import scrapy
from scrapy.http import Response, TextResponse
from scrapy.linkextractors import LinkExtractor


class LinkSpider(scrapy.Spider):
    """Follow every link of the start page once, yielding its own marker items around them.

    ``start_url``: the page to start from. ``algorithms``: "path=algorithm,..."
    per-request algorithms. ``skip``: comma-separated paths whose requests opt out.
    """

    name = "links"

    def __init__(self, start_url: str, algorithms: str = "", skip: str = "", use_async: str = "",
                 **kwargs: Any):
        super().__init__(**kwargs)
        self.start_url = start_url
        self.algorithms = dict(pair.split("=") for pair in algorithms.split(",") if pair)
        self.skip = set(filter(None, skip.split(",")))
        if use_async:
            self.parse_page = self.parse_page_async  # type: ignore[method-assign,assignment]

    async def start(self) -> AsyncIterator[Any]:
        yield scrapy.Request(self.start_url, callback=self.parse_index)

    def parse_index(self, response: Response) -> Iterator[Any]:
        yield {"marker": "index-before", "url": response.url}
        for href in response.css("a::attr(href)").getall():
            path = href.split("/")[-1]
            meta: dict[str, Any] = {}
            if path in self.algorithms:
                meta["articles_algorithm"] = self.algorithms[path]
            if path in self.skip:
                meta["articles_skip"] = True
            yield response.follow(href, callback=self.parse_page, meta=meta)
        yield {"marker": "index-after", "url": response.url}

    def parse_page(self, response: Response) -> Iterator[Any]:
        yield {"marker": "page", "url": response.url}

    async def parse_page_async(self, response: Response) -> AsyncIterator[Any]:
        yield {"marker": "page-async", "url": response.url}


class PagesSpider(scrapy.Spider):
    """Request each of ``paths`` (separated by ``sep``, a comma unless the paths hold one) on ``base``;
    the middleware does the rest."""

    name = "pages"

    def __init__(self, base: str, paths: str, sep: str = ",", **kwargs: Any):
        super().__init__(**kwargs)
        self.urls = [base + path for path in paths.split(sep)]

    async def start(self) -> AsyncIterator[Any]:
        for url in self.urls:
            yield scrapy.Request(url, callback=self.parse)

    def parse(self, response: Response) -> Iterator[Any]:
        return iter(())


class SiteSpider(scrapy.Spider):
    """A plain user's spider: ``path`` on ``base``, then every link of every page on the same host and port,
    as the example project's spider crawls; the add-on does the rest."""

    name = "site"

    def __init__(self, base: str, path: str, **kwargs: Any):
        super().__init__(**kwargs)
        self.start_url = base + path
        self.netloc = urlsplit(base).netloc
        self.links = LinkExtractor()

    async def start(self) -> AsyncIterator[Any]:
        yield scrapy.Request(self.start_url, callback=self.parse)

    def parse(self, response: Response) -> Iterator[Any]:
        if isinstance(response, TextResponse):
            for link in self.links.extract_links(response):
                if urlsplit(link.url).netloc == self.netloc:
                    yield response.follow(link, callback=self.parse)


class ChainSpider(PagesSpider):
    """Request ``paths`` one after another, each from the previous page's callback; a marker item per page."""

    name = "chain"

    async def start(self) -> AsyncIterator[Any]:
        yield scrapy.Request(self.urls[0], callback=self.parse, cb_kwargs={"index": 0})

    def parse(self, response: Response, index: int = 0) -> Iterator[Any]:
        yield {"marker": "page", "url": response.url}
        if index + 1 < len(self.urls):
            yield scrapy.Request(self.urls[index + 1], callback=self.parse, cb_kwargs={"index": index + 1})


class HtmlItemSpider(PagesSpider):
    """Yield each page's raw HTML as an item, for ArticlePipeline."""

    name = "html_items"

    def parse(self, response: Response) -> Iterator[Any]:
        yield {"url": response.url, "html": response.text}
