"""``scrapy crawl fulltext [-a feed_url=URL]``: a summary feed in, a full-text feed out.

Without ``feed_url`` it reads the bundled site's ``feed.xml``. The items,
in the feed's order, go to ``articles.jsonl`` and ``articles.rss``.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

from scrapy_articles import FullTextFeedSpider

from .bundled import serve_bundled_site


class FullTextSpider(FullTextFeedSpider):
    name = "fulltext"

    async def start(self) -> AsyncIterator[Any]:
        if not self.feed_url:
            self.feed_url = serve_bundled_site(self) + "/feed.xml"
        async for request in super().start():
            yield request
