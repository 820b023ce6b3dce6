"""The bundled site as a default target: served while the spider runs."""

from __future__ import annotations

from scrapy import Spider, signals

from ..site_server import SiteServer


def serve_bundled_site(spider: Spider) -> str:
    """Start serving the bundled site until ``spider`` closes; its base URL."""
    server = SiteServer()
    spider.crawler.signals.connect(server.close, signal=signals.spider_closed, weak=False)
    spider.logger.info("no target given: crawling the bundled site at %s", server.base_url)
    return server.base_url
