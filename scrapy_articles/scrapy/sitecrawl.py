"""Adapter stage: a site crawl without a project. Site URLs and options in; a finished crawl and its feed file out.

What ``scrapy-articles crawl`` runs: :class:`~.sitespider.NewsSiteSpider`
in a :class:`~scrapy.crawler.CrawlerProcess` of its own with the add-on on,
writing the items where each ``-o FILE[:FORMAT]`` says (Scrapy's ``FEEDS``;
the format from the suffix unless given: ``.jsonl``, ``.rss``, ``.atom``...),
JSON lines on standard output otherwise, and Scrapy's log on standard error.
"""

from __future__ import annotations

from typing import Any

from scrapy.crawler import CrawlerProcess
from scrapy.exceptions import UsageError as ScrapyUsageError
from scrapy.settings import Settings
from scrapy.utils.conf import feed_process_params_from_cli

from .addon import add_feed_exporters
from .siteconfig import parse_since
from .sitespider import NewsSiteSpider

ADDON = "scrapy_articles.Addon"
STDOUT_FEED: dict[str, dict[str, Any]] = {"stdout:": {"format": "jsonlines"}}  # no -o: for a pipe
APPENDABLE_FORMATS = ("jsonlines", "jsonl", "jl")  # a file that stays valid when a later run adds to its end


class CrawlUsageError(ValueError):
    """An option the crawl cannot run with; the message says what to give instead."""


def crawl_settings(outputs: list[str], state: str | None, overrides: dict[str, Any]) -> Settings:
    """The crawl's settings: the add-on, the feeds of ``outputs``, the state file, then ``overrides`` (``-s``).

    A JSON lines file grows run after run (each run adds its new articles);
    a file of any other format (RSS, Atom, a JSON array...) cannot take
    more at its end and is replaced: it holds this run's articles.
    """
    settings = Settings({"ADDONS": {ADDON: 0}, "LOG_LEVEL": "INFO"}, priority="cmdline")
    if state is not None:
        settings.set("ARTICLES_STATE", state or None, priority="cmdline")
    settings.setdict(overrides, priority="cmdline")
    add_feed_exporters(settings)
    try:
        feeds = (feed_process_params_from_cli(settings, outputs) if outputs
                 else {uri: dict(options) for uri, options in STDOUT_FEED.items()})
    except ScrapyUsageError as exc:
        raise CrawlUsageError(str(exc)) from None
    for options in feeds.values():
        options.setdefault("overwrite", options["format"] not in APPENDABLE_FORMATS)
    settings.set("FEEDS", feeds, priority="cmdline")
    return settings


def crawl_sites(urls: list[str], settings: Settings, since: str | None = None,
                max_pages: int | None = None) -> str:
    """Crawl ``urls`` to the end; the crawl's finish reason (``"finished"`` when it ran its course)."""
    try:
        parse_since(since)
    except ValueError as exc:
        raise CrawlUsageError(str(exc)) from None
    bad = [url for url in urls if not url.startswith(("http://", "https://"))]
    if bad:
        raise CrawlUsageError(f"not http(s) URLs: {' '.join(bad)} (give a site's address, https://example.com/)")
    process = CrawlerProcess(settings)
    crawler = process.create_crawler(NewsSiteSpider)
    process.crawl(crawler, urls=urls, since=since, max_pages=max_pages)
    process.start()
    assert crawler.stats is not None
    return str(crawler.stats.get_value("finish_reason", "unknown"))
