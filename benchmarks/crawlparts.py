"""The crawl benchmark's fourth run: the add-on's parts timed page by page, without Scrapy's engine.

Input: a spec file written by ``benchmarks/crawl.py`` (the site's page files
and URLs, the output path). Output: CPU seconds per part (:data:`PARTS`) in
the output file, and the Markdown table :func:`parts_table` makes of them.
Kept apart from ``crawl.py``, which starts it in a fresh process
(``python -m benchmarks.crawl --parts SPEC``) and passes it the crawls'
spider and settings.
"""

from __future__ import annotations

import io
import json
import time
from pathlib import Path
from typing import Any

import scrapy
from scrapy.exceptions import DropItem

# What parts_child times on each page, in order.
PARTS = ("extract", "middleware", "pipelines", "own", "jsonlines", "rss")
HTML_HEADERS = {"Content-Type": "text/html; charset=utf-8"}  # as FixtureServer serves the site


def parts_child(spec_path: Path, spider: type[scrapy.Spider], settings: dict[str, Any]) -> None:
    """The add-on's components on the site's pages, no engine, in this (fresh) process: CPU per part.

    Page by page: ``extract()`` alone, then the middleware on a response of
    the same page (extraction, decision, item), the two pipelines on its
    item, then the add-on's own code timed apart (``own``: a second
    middleware, whose extraction hands back what the first one's found, and
    a second pair of pipelines), then exports of what passed: Scrapy's JSON
    lines and the add-on's RSS (full text, ``content:encoded``). One process and the same
    warm state for all, so the parts compare closely; the first page is read
    once before, so that the model load counts in no part. ``spider`` (built
    with ``start_url``) and ``settings`` are the crawls' (``crawl.SiteSpider``).
    """
    from scrapy.exporters import JsonLinesItemExporter
    from scrapy.http import HtmlResponse, Response
    from scrapy.utils.test import get_crawler

    from scrapy_articles.extraction import Analysis, Article, extract
    from scrapy_articles.scrapy.exporters import RssItemExporter
    from scrapy_articles.scrapy.flow import ArticleFlow
    from scrapy_articles.scrapy.items import ArticleItem
    from scrapy_articles.scrapy.middleware import ArticleMiddleware
    from scrapy_articles.scrapy.pipelines import ArticleFilterPipeline, ArticlePipeline
    from scrapy_articles.scrapy.settings import read_settings
    spec = json.loads(spec_path.read_text())
    crawler = get_crawler(spider, settings)
    crawler.spider = spider.from_crawler(crawler, start_url=spec["pages"][0][1])
    read: dict[str, Any] = {}  # URL -> what the first middleware's extraction gave, until replayed

    class Recorded(ArticleFlow):
        def _extract(self, response: Response, spider: scrapy.Spider | None) -> tuple[Analysis, Article] | None:
            read[response.url] = super()._extract(response, spider)
            return read[response.url]

    class Replayed(ArticleFlow):
        def _extract(self, response: Response, spider: scrapy.Spider | None) -> tuple[Analysis, Article] | None:
            return read.pop(response.url)  # one page's tree held at a time

    configs = read_settings(crawler.settings)
    middleware, own = (ArticleMiddleware(crawler, flow(crawler.stats, *configs)) for flow in (Recorded, Replayed))
    fill, filter_ = ArticlePipeline.from_crawler(crawler), ArticleFilterPipeline.from_crawler(crawler)
    own_fill, own_filter = ArticlePipeline.from_crawler(crawler), ArticleFilterPipeline.from_crawler(crawler)
    exporters = [JsonLinesItemExporter(io.BytesIO()), RssItemExporter(io.BytesIO())]
    pages = [(Path(path).read_bytes(), url) for path, url in spec["pages"]]
    extract(pages[0][0].decode("utf-8"), pages[0][1])
    cpu = dict.fromkeys(PARTS, 0.0)
    for body, url in pages:
        started = time.process_time()
        extract(body.decode("utf-8"), url)
        marks = [started, time.process_time()]
        response = HtmlResponse(url, body=body, request=scrapy.Request(url), headers=HTML_HEADERS)
        items = [obj for obj in middleware.process_spider_output(response, []) if isinstance(obj, ArticleItem)]
        marks.append(time.process_time())
        passed = _filtered(items, fill, filter_)
        marks.append(time.process_time())
        _filtered([obj for obj in own.process_spider_output(response, []) if isinstance(obj, ArticleItem)],
                  own_fill, own_filter)
        marks.append(time.process_time())
        for exporter in exporters:
            for item in passed:
                exporter.export_item(item)
            marks.append(time.process_time())
        for part, before, after in zip(PARTS, marks, marks[1:]):
            cpu[part] += after - before
    Path(spec["output"]).write_text(json.dumps({"cpu_s": cpu, "responses": len(pages)}))


def _filtered(items: list[Any], fill: Any, filter_: Any) -> list[Any]:
    """The items that pass the two pipelines."""
    passed = []
    for item in items:
        try:
            passed.append(filter_.process_item(fill.process_item(item)))
        except DropItem:
            pass
    return passed


def parts_table(parts: dict[str, Any], added_ms: float, extraction_ms: float) -> list[str]:
    """Where the add-on's CPU goes: its parts without the engine (:func:`parts_child`) against the crawl's delta."""
    ms = {part: 1000 * cpu / parts["responses"] for part, cpu in parts["cpu_s"].items()}
    own = ms["own"]
    rest = added_ms - extraction_ms - own
    return [
        ("The add-on's parts on the same pages without Scrapy's engine (`--parts`: one process, page by page, "
         "lowest round):"), "", "| CPU ms per site page | value |", "|---|---:|",
        f"| `extract()` | {ms['extract']:.2f} |",
        f"| the middleware: extraction, decision, item | {ms['middleware']:.2f} |",
        f"| the item pipelines: fill, filter (words, simhash) | {ms['pipelines']:.2f} |",
        (f"| **the add-on's own code**, timed apart: the middleware handed back its extraction, the pipelines "
         f"| **{own:.2f}** ({own / ms['extract']:.1%} of `extract()`) |"),
        (f"| the rest of the crawl's delta ({added_ms:.1f} - {extraction_ms:.1f} - {own:.1f}): Scrapy carrying the "
         f"add-on's responses, requests and items; three processes' noise | {rest:.1f} |"),
        f"| not in the crawls above (no FEEDS): exporting the articles as JSON lines | {ms['jsonlines']:.2f} |",
        f"| or as full-text RSS (the add-on's exporter) | {ms['rss']:.2f} |"]
