"""Where ``extract()``'s time goes: each of its stages as a multiple of the lxml parse.

The speed table says what ``auto`` costs over a bare lxml parse of the same
pages (issue 10's goal: three times at most); this says which stages the
cost is made of, measured where ``extract()`` calls them. For the run, every
stage function that :mod:`scrapy_articles.extraction.extract` calls by name
(``STAGES``), and the content method, is replaced in that module by a
wrapper that adds its CPU time (``time.process_time_ns``) to the stage's
total; ``extract()`` itself is timed around, and what no stage accounts for
(the assembly of the article, the glue) is the last row. Beside them, in the
same loop on the same pages: the reference, ``lxml.html.document_fromstring``
of the page, and the floor of any tree walk written in Python, a bare
``iter()`` over the parsed tree reading each element's tag, class, text and
tail, and nothing else.

Pages: those of the speed table (:func:`benchmarks.pages.speed_rows`: 470
news pages, 59 in quick mode), or with ``--site`` those of the crawl
benchmark's generated news site (:func:`benchmarks.paired.site_rows`: 515
pages with URLs and about 370 links each, as a crawl's pages are, where the
stages that read links weigh more). Every page is extracted ``rounds`` times
(3, quick 1), round after round; each row keeps its lowest round (noise only
adds). The wrappers cost about a microsecond a call, some twenty calls a
page: 0.2% of ``extract()``.

Usage: ``python benchmarks/budget.py [--quick] [--corpus DIR | --site] [--algorithm NAME]``
"""

from __future__ import annotations

import argparse
import gc
import importlib
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType
from typing import Any

from lxml import html

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks import pages, paired
from scrapy_articles.extraction import ALGORITHMS
from scrapy_articles.extraction.content.methods import METHODS

# The module, not the package's function of the same name.
EXTRACT_MODULE: ModuleType = importlib.import_module("scrapy_articles.extraction.extract")
# The names extract.analyse and extract.assemble call, in the order they call them.
STAGES = ("is_binary", "parse", "_count_elements", "declarations", "read_metadata", "title_field",
          "headline_candidates", "page_anchors", "find_neighbour_pages", "find_print_link", "page_type",
          "strip_invisible", "segment", "prepare", "find_title", "page_evidence", "decide_page", "tidy",
          "find_images", "main_image", "render")
WARMUP_PAGES = 20  # imports, models, caches: not timed
ROUNDS, QUICK_ROUNDS = 3, 1
REFERENCE = "lxml parse (`lxml.html.document_fromstring`)"
WALK = "a bare Python walk of the parsed tree"
EXTRACT = "`extract()` in all"
UNACCOUNTED = "assembling the article, glue"


def decision(algorithm: str) -> str:
    """The row of the content method."""
    return f"the content decision (`{algorithm}`)"


def bare_walk(root: html.HtmlElement) -> None:
    """What any tree walk written in Python costs at least: each element's tag, class, text and tail read."""
    for element in root.iter():
        element.tag, element.get("class"), element.text, element.tail


@contextmanager
def stages_timed(algorithm: str, totals: Counter[str]) -> Iterator[None]:
    """Within the block, ``extract()``'s stages add their CPU nanoseconds to ``totals``, by name."""
    def timed(name: str, stage: Callable[..., Any]) -> Callable[..., Any]:
        def run(*args: Any, **kwargs: Any) -> Any:
            start = time.process_time_ns()
            try:
                return stage(*args, **kwargs)
            finally:
                totals[name] += time.process_time_ns() - start
        return run

    originals = {name: getattr(EXTRACT_MODULE, name) for name in STAGES}  # AttributeError: a stage renamed
    method = METHODS[algorithm]
    try:
        for name, stage in originals.items():
            setattr(EXTRACT_MODULE, name, timed(name, stage))
        METHODS[algorithm] = timed(decision(algorithm), method)
        yield
    finally:
        for name, stage in originals.items():
            setattr(EXTRACT_MODULE, name, stage)
        METHODS[algorithm] = method


def one_round(rows: list[dict[str, Any]], algorithm: str) -> Counter[str]:
    """CPU nanoseconds of each stage, of the reference and the walk, and of ``extract()``, over ``rows``."""
    totals: Counter[str] = Counter()
    clock = time.process_time_ns
    with stages_timed(algorithm, totals):
        for row in rows:
            markup, url = row["html"], row.get("url")
            start = clock()
            tree = html.document_fromstring(markup)
            totals[REFERENCE] += clock() - start
            start = clock()
            bare_walk(tree)
            totals[WALK] += clock() - start
            del tree
            start = clock()
            EXTRACT_MODULE.extract(markup, url, algorithm=algorithm)
            totals[EXTRACT] += clock() - start
    return totals


def measure(rows: list[dict[str, Any]], algorithm: str, rounds: int) -> dict[str, float]:
    """Each stage's (and the reference's, the walk's, the whole's) lowest total over ``rounds`` rounds, in ns.

    The rest that no stage accounts for is added as :data:`UNACCOUNTED`.
    """
    for row in rows[:WARMUP_PAGES]:
        EXTRACT_MODULE.extract(row["html"], row.get("url"), algorithm=algorithm)
    best: dict[str, float] = {}
    for _ in range(rounds):
        totals = one_round(rows, algorithm)
        gc.collect()
        for name, ns in totals.items():
            best[name] = min(best.get(name, float("inf")), ns)
    stages = sum(ns for name, ns in best.items() if name not in (REFERENCE, WALK, EXTRACT))
    # Never below zero: in the round of extract()'s lowest total, the stages' own totals add up to less.
    best[UNACCOUNTED] = best[EXTRACT] - stages
    return best


def table(best: dict[str, float], n_pages: int) -> list[str]:
    """The Markdown rows: reference and walk first, then the stages by cost, then the whole."""
    reference, whole = best[REFERENCE], best[EXTRACT]
    lines = ["| | ms a page | x lxml parse | share of `extract()` |", "|---|---:|---:|---:|"]

    def row(name: str, share: bool = True) -> str:
        ns = best[name]
        return (f"| {name} | {ns / n_pages / 1e6:.2f} | {ns / reference:.2f} | "
                f"{f'{100 * ns / whole:.1f}%' if share else ''} |")

    lines += [row(REFERENCE, share=False), row(WALK, share=False)]
    stages = sorted((n for n in best if n not in (REFERENCE, WALK, EXTRACT, UNACCOUNTED)),
                    key=best.__getitem__, reverse=True)
    lines += [row(name) for name in stages] + [row(UNACCOUNTED), row(EXTRACT)]
    return lines


def sample(corpus: Path, quick: bool, site: bool) -> tuple[list[dict[str, Any]], str]:
    """The pages to time (the speed table's, or the crawl benchmark's site's), and a sentence saying which."""
    if not site:
        rows = pages.speed_rows(corpus, quick)
        return rows, pages.describe_speed_sample(rows, quick)
    with tempfile.TemporaryDirectory() as scratch:
        rows = paired.site_rows(Path(scratch) / "site")
    rows = rows[::pages.QUICK_SPEED_STRIDE] if quick else rows
    return rows, (f"{len(rows)} pages of the crawl benchmark's generated news site"
                  f"{f', every {pages.QUICK_SPEED_STRIDE}th' if quick else ''}, with their URLs.")


def main(quick: bool, corpus: Path = pages.DEFAULT_CORPUS, algorithm: str = "auto", site: bool = False) -> str:
    """Measure and return the Markdown section."""
    rounds = QUICK_ROUNDS if quick else ROUNDS
    rows, described = sample(corpus, quick, site)
    best = measure(rows, algorithm, rounds)
    return "\n".join([
        f"## Where `extract()`'s time goes ({'quick' if quick else 'full'}, `{algorithm}`)", "",
        "Pages: " + described, "",
        (f"CPU time of each stage where `extract()` calls it, in one process, lowest of {rounds} "
         f"round{'s' * (rounds > 1)}; the lxml parse and the bare walk timed on the same pages in the same "
         "loop. `x lxml parse` compares with issue 10's goal for the whole: 3."), "",
        *table(best, len(rows)), ""])


def cli() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help=f"~60 pages, {QUICK_ROUNDS} round")
    parser.add_argument("--corpus", type=Path, default=pages.DEFAULT_CORPUS)
    parser.add_argument("--site", action="store_true", help="the crawl benchmark's site pages instead")
    parser.add_argument("--algorithm", default="auto", choices=ALGORITHMS)
    args = parser.parse_args()
    print(main(args.quick, args.corpus, args.algorithm, args.site))


if __name__ == "__main__":
    cli()
