"""Time the article-parts stages against a bare lxml parse of the same pages.

Stages timed, as ``extract.analyse`` calls them: ``read_metadata``,
``title_field``, ``headline_candidates``, ``find_next_page`` and
``find_print_link`` on the FULL tree, then (after ``strip_invisible`` and the
content decision) ``find_title`` and ``find_images``. The reference is
``lxml.html.document_fromstring`` on the same source in the same run: the
machine is shared and noisy, so ratios to the parse are what compare between
runs, not milliseconds.

Sample (deterministic): every ``DRAGNET_STRIDE``-th dragnet page by id plus
all of readability. The corpora carry no URLs, so each page gets its own
canonical URL when it declares an absolute one (as a crawler would know it),
else a placeholder under ``PLACEHOLDER_ORIGIN``. The article text comes from
the ``ttr`` method, which needs no trained model: the stages only need a
plausible article region.

Each stage runs ``--repeat`` times per page and its best time counts (noise
only ever adds). Output: a Markdown section (``main(quick)``, which
``benchmarks/run.py`` runs; printed when run alone) with the median and mean
ms per page of each stage, each also as a multiple of the parse's. Quick
mode: every ``QUICK_FACTOR``-th page of that sample, one run per stage.

Usage: ``python benchmarks/stages.py [--quick] [--corpus DIR] [--repeat N] [--stride N]``
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
from lxml import etree, html

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.pages import DEFAULT_CORPUS, read_rows  # noqa: E402
from scrapy_articles.extraction.config import ExtractionConfig  # noqa: E402
from scrapy_articles.extraction.images import find_images  # noqa: E402
from scrapy_articles.extraction.metadata import (  # noqa: E402
    headline_candidates, read_metadata, title_field,
)
from scrapy_articles.extraction.methods import METHODS, prepare  # noqa: E402
from scrapy_articles.extraction.pagination import find_next_page  # noqa: E402
from scrapy_articles.extraction.parse import parse, strip_invisible  # noqa: E402
from scrapy_articles.extraction.printlink import find_print_link  # noqa: E402
from scrapy_articles.extraction.segment import segment  # noqa: E402
from scrapy_articles.extraction.title import find_title  # noqa: E402

DRAGNET_STRIDE = 10  # every 10th of 1381 dragnet pages by id: 139, plus 122 readability
DEFAULT_REPEAT = 3  # runs per stage and page; the best one counts
QUICK_FACTOR = 4  # quick mode: every 4th page of the sample (~65 pages), one run each
PLACEHOLDER_ORIGIN = "http://example.com/"  # pages without a declared absolute URL
CONTENT_METHOD = "ttr"  # needs no trained model file
REFERENCE = "lxml parse"
# The page's own URL as a crawler would have it: <link rel=canonical> or og:url.
_DECLARED_URL = etree.XPath("//link[@rel='canonical']/@href | //meta[@property='og:url']/@content")

Timer = Callable[[], object]


def sample(corpus: Path, stride: int, readability_stride: int = 1) -> list[dict[str, Any]]:
    return read_rows(corpus, "dragnet")[::stride] + read_rows(corpus, "readability")[::readability_stride]


def page_url(row: dict[str, Any], root: html.HtmlElement) -> str:
    declared = [u.strip() for u in _DECLARED_URL(root) if u.strip().startswith(("http://", "https://"))]
    return row["url"] or (declared[0] if declared else PLACEHOLDER_ORIGIN + row["id"])


def best_ms(run: Timer, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter_ns()
        run()
        best = min(best, time.perf_counter_ns() - start)
    return best / 1e6


def time_page(row: dict[str, Any], repeat: int, config: ExtractionConfig) -> dict[str, float] | None:
    """Best ms per stage on one page; None when the page has no document."""
    page = parse(row["html"], None)
    if page is None:
        return None
    url = page_url(row, page.root)
    page = parse(row["html"], url)
    assert page is not None
    root, source = page.root, page.source
    times = {REFERENCE: best_ms(lambda: html.document_fromstring(source), repeat)}
    full_tree: dict[str, Timer] = {
        "read_metadata": lambda: read_metadata(root, url),
        "title_field": lambda: title_field(root),
        "headline_candidates": lambda: headline_candidates(root),
        "find_next_page": lambda: find_next_page(root, url),
        "find_print_link": lambda: find_print_link(root, url),
    }
    times.update({name: best_ms(run, repeat) for name, run in full_tree.items()})
    metadata, declared = read_metadata(root, url), (title_field(root), headline_candidates(root))
    strip_invisible(root)
    blocks = segment(root)
    decision = METHODS[CONTENT_METHOD](prepare(source, blocks, config), config)
    content = [blocks.elements[i] for i in np.flatnonzero(decision.selected)]
    first = content[0] if content else None
    times["find_title"] = best_ms(lambda: find_title(root, *declared, first, site_name=metadata.site_name),
                                  repeat)
    times["find_images"] = best_ms(lambda: find_images(root, url, content), repeat)
    return times


def measure(rows: list[dict[str, Any]], repeat: int) -> dict[str, list[float]]:
    """Best ms of each stage (and the parse) on each page, by stage, plus the stages' sum."""
    config = ExtractionConfig()
    per_page = []
    gc.disable()  # a collection inside one timed call is noise of the allocator, not the stage
    try:
        for row in rows:
            times = time_page(row, repeat, config)
            if times is not None:
                per_page.append(times)
            gc.collect()
    finally:
        gc.enable()
    stages = list(per_page[0])
    column = {name: [t[name] for t in per_page] for name in stages}
    column["all stages above"] = [sum(t[n] for n in stages if n != REFERENCE) for t in per_page]
    return column


def main(quick: bool, corpus: Path = DEFAULT_CORPUS, repeat: int | None = None,
         stride: int = DRAGNET_STRIDE) -> str:
    """Time the stages on the sample and return the Markdown section."""
    factor = QUICK_FACTOR if quick else 1
    repeat = repeat or (1 if quick else DEFAULT_REPEAT)
    column = measure(sample(corpus, stride * factor, factor), repeat)
    pages = len(column[REFERENCE])
    ref_median, ref_mean = statistics.median(column[REFERENCE]), statistics.fmean(column[REFERENCE])
    lines = [f"## Article-parts stages against the lxml parse ({'quick' if quick else 'full'})", "",
             f"{pages} pages (every {stride * factor}th dragnet page by id + "
             f"{'all readability' if factor == 1 else f'every {factor}th readability page'}), "
             f"best of {repeat} run{'s' * (repeat > 1)} per stage and page; wall-clock ms in this process.", "",
             "| stage | median ms | median / parse | mean ms | mean / parse |", "|---|---:|---:|---:|---:|"]
    for name, values in column.items():
        median, mean = statistics.median(values), statistics.fmean(values)
        lines.append(f"| {name} | {median:.3f} | {median / ref_median:.2f} | {mean:.3f} | {mean / ref_mean:.2f} |")
    return "\n".join(lines) + "\n"


def cli() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help=f"every {QUICK_FACTOR}th page of the sample, one run")
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--repeat", type=int, default=None, help=f"runs per stage (default {DEFAULT_REPEAT}, quick 1)")
    parser.add_argument("--stride", type=int, default=DRAGNET_STRIDE)
    args = parser.parse_args()
    print(main(args.quick, args.corpus, args.repeat, args.stride))


if __name__ == "__main__":
    cli()
