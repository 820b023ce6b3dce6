"""The metadata stages' time, this checkout against another, in one process.

``read_metadata`` (on the FULL tree, with its declarations read beforehand,
as ``extract.analyse`` calls it) and ``find_title`` (on the cleaned tree, with
the content decision's first block and the segment walk's marks, as
``analyse`` calls it) run on the speed pages (:func:`benchmarks.pages.speed_rows`:
470 pages, 59 in quick mode) for each checkout, the checkouts taking turns
round after round; each keeps its lowest round (noise only adds). The
machine is shared: milliseconds swing between runs, the two checkouts' ratio
in one run does not. Both stages' answers are compared too: the same
answers on every page, or the pages that differ.

Usage: ``python benchmarks/metadata_speed.py --against DIR [--quick] [--rounds N]``
(DIR: another checkout, an earlier commit say: ``git archive REV | tar -x -C DIR``).
"""

from __future__ import annotations

import argparse
import importlib
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks import pages  # noqa: E402
from benchmarks.paired import import_checkout  # noqa: E402

ROUNDS = 5


class Stages:
    """One checkout's two stages, with their inputs built once per page as ``analyse`` builds them."""

    def __init__(self, package: str, rows: list[dict[str, Any]]) -> None:
        self.extract = ex = importlib.import_module(f"{package}.extraction.extract")
        self.full: list[tuple[Any, str | None, Any]] = []
        self.cleaned: list[tuple[Any, ...]] = []
        for row in rows:
            url = row.get("url")
            root = ex.parse(row["html"], url).root
            self.full.append((root, url, ex.declarations(root)))
            page = ex.parse(row["html"], url)
            declared = ex.declarations(page.root)
            metadata = ex.read_metadata(page.root, url, declared)
            title, headlines = ex.title_field(page.root), ex.headline_candidates(page.root, declared)
            ex.strip_invisible(page.root)
            blocks = ex.segment(page.root)
            decision = ex.METHODS["auto"](ex.prepare(page.source, blocks, ex.DEFAULT_CONFIG), ex.DEFAULT_CONFIG)
            chosen = np.flatnonzero(decision.selected)
            self.cleaned.append((page.root, title, headlines, blocks.elements[chosen[0]] if len(chosen) else None,
                                 metadata.site_name, blocks.marks, url or metadata.canonical_url))

    def read_metadata(self) -> list[str]:
        return [repr(self.extract.read_metadata(*args)) for args in self.full]

    def find_title(self) -> list[str | None]:
        return [self.extract.find_title(root, title, headlines, first, site_name=site, marks=marks, url=url)
                for root, title, headlines, first, site, marks, url in self.cleaned]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", type=Path, required=True, help="another checkout of this project")
    parser.add_argument("--corpus", type=Path, default=pages.DEFAULT_CORPUS)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--rounds", type=int, default=ROUNDS)
    args = parser.parse_args()
    rows = pages.speed_rows(args.corpus, args.quick)
    with tempfile.TemporaryDirectory() as scratch:
        sides = {"this checkout": Stages("scrapy_articles", rows),
                 str(args.against): Stages(import_checkout(args.against, Path(scratch)), rows)}
        best = {(name, stage): float("inf") for name in sides for stage in ("read_metadata", "find_title")}
        answers: dict[tuple[str, str], list[Any]] = {}
        for _ in range(args.rounds):
            for name, stages in sides.items():
                for stage in ("read_metadata", "find_title"):
                    start = time.process_time_ns()
                    answers[name, stage] = getattr(stages, stage)()
                    ms = (time.process_time_ns() - start) / len(rows) / 1e6
                    best[name, stage] = min(best[name, stage], ms)
    print(f"{len(rows)} pages x {args.rounds} rounds, CPU ms a page, lowest round\n")
    print("| checkout | read_metadata | find_title |\n|---|---:|---:|")
    for name in sides:
        print(f"| {name} | {best[name, 'read_metadata']:.3f} | {best[name, 'find_title']:.3f} |")
    this, other = sides
    for stage in ("read_metadata", "find_title"):
        differ = [row["id"] for row, a, b in zip(rows, answers[this, stage], answers[other, stage]) if a != b]
        print(f"\n{stage}: {len(differ)} pages differ" + (f" ({', '.join(differ[:10])}...)" if differ else ""))


if __name__ == "__main__":
    main()
