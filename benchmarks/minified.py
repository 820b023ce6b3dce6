"""Minified-page benchmark: our methods on the corpus pages as they are and minified.

Input: the development corpora (every ``STRIDE``-th page of each, see
:mod:`benchmarks.pages`). Output: a Markdown table of shingle F1 per method
and corpus, on the pages as stored and on the same pages minified (every line
break a space, as HTML minifiers do), scored with
``scrapy_articles.evaluation.score_by_dataset``.

The learned methods were trained on these corpora, so the absolute figures
are in-sample; the point is the difference between the two columns, which
should be near zero: a minified page is the same page. Before parse gave
minified source lines (``scrapy_articles.extraction.document.reflow``), the text-to-tag
ratio saw one line per page, and ``auto`` lost 0.085 on readability.

Usage: ``python benchmarks/minified.py [--stride N] [--corpus DIR] [--methods auto,ttr,...]``
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks import pages  # noqa: E402
from scrapy_articles.evaluation import score_by_dataset  # noqa: E402
from scrapy_articles.extraction import ALGORITHMS, extract  # noqa: E402

STRIDE = 3  # every 3rd page of each corpus: ~540 pages, a few minutes a method


def minify(markup: str) -> str:
    """``markup`` on one line: every line break a space."""
    return " ".join(markup.split("\n"))


def f1_by_corpus(rows: list[dict[str, Any]], method: str, transform) -> dict[str, float]:
    predictions = {row["id"]: extract(transform(row["html"]), row.get("url"), algorithm=method).text
                   for row in rows}
    scores = score_by_dataset(rows, predictions)
    return {name: result["shingle"]["f1"] for name, result in scores.items()}


def main(stride: int, corpus: Path, methods: list[str]) -> str:
    rows = [row for name in pages.corpus_names(corpus) for row in pages.read_rows(corpus, name)[::stride]]
    names = pages.corpus_names(corpus)
    lines = ["| method | " + " | ".join(f"{n} as is | {n} minified" for n in names) + " |",
             "|---|" + "---:|---:|" * len(names)]
    for method in methods:
        as_is = f1_by_corpus(rows, method, lambda markup: markup)
        minified = f1_by_corpus(rows, method, minify)
        cells = " | ".join(f"{as_is[n]:.3f} | {minified[n]:.3f}" for n in names)
        lines.append(f"| {method} | {cells} |")
    return "\n".join([f"Shingle F1, one page in {stride} of each corpus ({len(rows)} pages).", "", *lines])


def cli() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stride", type=int, default=STRIDE)
    parser.add_argument("--corpus", type=Path, default=pages.DEFAULT_CORPUS)
    parser.add_argument("--methods", default="auto,ttr", help=f"comma-separated, of {', '.join(ALGORITHMS)}")
    args = parser.parse_args()
    print(main(args.stride, args.corpus, args.methods.split(",")))


if __name__ == "__main__":
    cli()
