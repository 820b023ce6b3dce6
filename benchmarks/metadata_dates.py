"""Publication dates: our reader against htmldate (the date library trafilatura relies on).

Input: the metadata fixtures and the hand-labelled corpus pages with a date
(:mod:`benchmarks.metadata_fixtures`), and the readability corpus pages
(those with an annotated ``publishedTime`` are scored). Output: a
Markdown table: the share right (same calendar day) on each set, the answers
where the label says there is no date, and the milliseconds a page each
takes on the already parsed tree (one run a page, as htmldate caches its answers; summed over the
pages): ours is the date part of :func:`scrapy_articles.extraction.metadata.fields.read_metadata`,
measured as that whole function; htmldate is ``find_date(tree, url=...,
original_date=True, extensive_search=False)`` (its fast mode) and with its
default extensive search.

Usage: ``python benchmarks/metadata_dates.py [--corpus DIR]`` (htmldate from
the ``bench`` extra: trafilatura installs it).
"""

from __future__ import annotations

import argparse
import copy
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks import pages  # noqa: E402
from benchmarks.metadata_fixtures import cases, labelled_corpus_pages  # noqa: E402
from scrapy_articles.extraction.metadata.fields import read_metadata  # noqa: E402
from scrapy_articles.extraction.document.parse import parse  # noqa: E402

RUNS = 1  # timings per page: one, as htmldate caches results (functools caches) across calls

Reader = Callable[[Any, str | None], str | None]


def ours(root: Any, url: str | None) -> str | None:
    return read_metadata(root, url).date_published


def htmldate_reader(extensive: bool) -> Reader:
    from htmldate import find_date

    def read(root: Any, url: str | None) -> str | None:
        # htmldate edits the tree it is given: a copy, made outside the timing.
        return find_date(root, url=url, original_date=True, extensive_search=extensive)
    return read


def measure(read: Reader, rows: list[dict[str, Any]]) -> tuple[int, int, int, float]:
    """(labelled, right, answers without a label, ms per page)."""
    n = hits = extra = 0
    seconds = 0.0
    for row in rows:
        root = parse(row["html"], row["url"]).root
        best = float("inf")
        for _ in range(RUNS):
            tree = copy.deepcopy(root)
            start = time.process_time()
            got = read(tree, row["url"])
            best = min(best, time.process_time() - start)
        seconds += best
        if row["date"]:
            n += 1
            hits += bool(got) and got[:10] == row["date"][:10]
        else:
            extra += bool(got)
    return n, hits, extra, 1000 * seconds / len(rows)


def main(quick: bool, corpus: Path = pages.DEFAULT_CORPUS) -> str:
    sets = {
        "fixtures": [{"html": c["html"], "url": c["url"], "date": c["datePublished"]} for c in cases()],
        "readability": [{"html": r["html"], "url": r["url"], "date": (r["meta"] or {}).get("publishedTime")}
                        for r in pages.read_rows(corpus, "readability")],
        "labelled corpus pages": [{"html": c["html"], "url": c["url"], "date": c["datePublished"]}
                                  for c in labelled_corpus_pages(corpus) if "datePublished" in c],
    }
    readers: dict[str, Reader] = {"scrapy-articles (all of read_metadata)": ours}
    notes = []
    try:
        readers["htmldate fast (extensive_search=False)"] = htmldate_reader(False)
        readers["htmldate default (extensive)"] = htmldate_reader(True)
    except ImportError:
        notes.append("- htmldate is not installed: not scored.")
    table = ["| reader | pages | labelled | right | answers without a label | ms a page |",
             "|---|---|---:|---:|---:|---:|"]
    for name, read in readers.items():
        for label, rows in sets.items():
            n, hits, extra, ms = measure(read, rows)
            table.append(f"| {name} | {label} ({len(rows)}) | {n} | {hits / n:.1%} | {extra} | {ms:.2f} |")
    return "\n".join(["## Publication dates: ours and htmldate", "", *table, "", *notes]).rstrip() + "\n"


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=pages.DEFAULT_CORPUS, help="corpus folder")
    print(main(quick=False, corpus=parser.parse_args().corpus))
