"""What full-text feed export costs next to extraction: the example site's pages, per page and per item.

``python benchmarks/feeds.py [--rounds N]``: ``extract()`` on every page of
``example_project/site`` once, then the feed entry HTML (pictures inline,
:func:`scrapy_articles.scrapy.feedbody.entry_html`) and a whole
``RssItemExporter`` run over the items, ``N`` rounds; prints milliseconds.
"""

from __future__ import annotations

import argparse
import io
import time
from pathlib import Path

from scrapy_articles import extract
from scrapy_articles.scrapy.exporters import RssItemExporter
from scrapy_articles.scrapy.feedbody import entry_html
from scrapy_articles.scrapy.items import ExtractedArticleItem, article_item

SITE = Path(__file__).resolve().parents[1] / "example_project" / "site"
BASE = "http://127.0.0.1:8000"  # what FixtureServer puts for {BASE}; any host does


def items() -> tuple[list[ExtractedArticleItem], float]:
    """The site's pages as items, and the seconds extract() took on them."""
    made, seconds = [], 0.0
    for page in sorted(SITE.glob("*/*.html")):
        body = page.read_bytes().replace(b"{BASE}", BASE.encode())
        started = time.perf_counter()
        article = extract(body, f"{BASE}/{page.relative_to(SITE)}")
        seconds += time.perf_counter() - started
        made.append(article_item(article.to_dict()))
    return made, seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    rounds = parser.parse_args().rounds
    pages, extraction = items()
    started = time.perf_counter()
    for _ in range(rounds):
        for item in pages:
            entry_html(item.get("articleBodyHtml") or "", item.get("images") or [], item.get("mainImage"))
    body = (time.perf_counter() - started) / rounds
    started = time.perf_counter()
    for _ in range(rounds):
        exporter = RssItemExporter(io.BytesIO())
        exporter.start_exporting()
        for item in pages:
            exporter.export_item(item)
        exporter.finish_exporting()
    rss = (time.perf_counter() - started) / rounds
    n = len(pages)
    print(f"{n} pages: extract() {1000 * extraction / n:.2f} ms a page; RSS export {1000 * rss / n:.3f} ms an "
          f"item, of which the entry HTML with pictures {1000 * body / n:.3f} ms")


if __name__ == "__main__":
    main()
