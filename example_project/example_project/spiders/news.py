"""``scrapy crawl news [-a start_urls=URL[,URL...]]``: crawl a site, keep its articles.

The spider only follows same-site links; the articles come from
scrapy-articles' middleware, which the add-on in ``settings.py`` enables.
Without ``start_urls`` it crawls the bundled site. On a real site, bound the
crawl, e.g. ``-s CLOSESPIDER_PAGECOUNT=200 -s ROBOTSTXT_OBEY=True``.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from typing import Any
from urllib.parse import urlsplit

import scrapy
from scrapy.http import Response, TextResponse
from scrapy.linkextractors import LinkExtractor

from .bundled import serve_bundled_site


class NewsSpider(scrapy.Spider):
    name = "news"

    def __init__(self, *args: Any, start_urls: str = "", **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.start_urls = [url.strip() for url in start_urls.split(",") if url.strip()]

    async def start(self) -> AsyncIterator[Any]:
        if not self.start_urls:
            self.start_urls = [serve_bundled_site(self) + "/index.html"]
        # Same site: same host and port (LinkExtractor's allow_domains ignores ports).
        self.sites = {urlsplit(url).netloc for url in self.start_urls}
        self.links = LinkExtractor()
        for url in self.start_urls:
            yield scrapy.Request(url, callback=self.parse)

    def parse(self, response: Response) -> Iterator[Any]:
        if isinstance(response, TextResponse):
            for link in self.links.extract_links(response):
                if urlsplit(link.url).netloc in self.sites:
                    yield response.follow(link, callback=self.parse)
