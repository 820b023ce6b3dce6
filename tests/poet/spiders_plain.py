"""A spider importing nothing of Zyte's stack, for crawls where it is not installed."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import scrapy
from scrapy.http import Response


class PathsSpider(scrapy.Spider):
    """Requests the pages named in ``paths`` (comma-separated) under ``base``, each to ``parse``."""

    def __init__(self, base: str, paths: str, **kwargs: Any):
        super().__init__(**kwargs)
        self.urls = [f"{base}/{path}" for path in paths.split(",")]

    async def start(self) -> AsyncIterator[Any]:
        for url in self.urls:
            yield scrapy.Request(url, callback=self.parse)


class PlainSpider(PathsSpider):
    """No extraction of its own: the add-on makes the items of the pages in ``paths`` under ``base``."""

    name = "plain"

    def parse(self, response: Response) -> list[Any]:
        return []
