"""The readability corpus in two: Readability's own test fixtures and the real pages.

Of the corpus's 122 pages, 30 are fixtures of Mozilla Readability's test
suite: short "Lorem ipsum" pages, each testing one cleaning rule
(``base-url``, ``hidden-nodes``, ``rtl-1``...). The other 92 are real pages
from news sites, Wikipedia and blogs. A fixture is a page whose markup or gold
text holds "lorem ipsum". Scores on the two halves tell apart what an
extractor does on real pages from how closely it follows Readability's rules.

Input: prediction files (JSON lines ``{"id", "text"}``, such as the
out-of-fold texts ``scrapy-articles crossval ... --predictions DIR`` writes,
or the peers' ``shared/peers/preds``). Output: shingle F1 on all pages, the
fixtures and the real pages, one row per file, as Markdown.

Usage: ``python benchmarks/fixtures.py PRED.jsonl... [--corpus FILE]``
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scrapy_articles.evaluation import read_corpus, score  # noqa: E402

DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus" / "readability.jsonl.gz"
FIXTURE_MARK = "lorem ipsum"


def is_fixture(row: dict) -> bool:
    return FIXTURE_MARK in f"{row['html']}\n{row['gold']}".lower()


def table(corpus: Path, predictions: list[Path]) -> list[str]:
    rows = [r for r in read_corpus(str(corpus)) if r.get("gold") is not None]
    fixtures = [r for r in rows if is_fixture(r)]
    real = [r for r in rows if not is_fixture(r)]
    lines = [f"| predictions | all ({len(rows)}) | fixtures ({len(fixtures)}) | real pages ({len(real)}) |",
             "|---|---:|---:|---:|"]
    for path in predictions:
        predicted = {d["id"]: d.get("text") or "" for d in read_corpus(str(path))}  # JSON lines, .gz or not
        scores = [score(part, predicted)["shingle"]["f1"] for part in (rows, fixtures, real)]
        lines.append(f"| {path} | " + " | ".join(f"{value:.4f}" for value in scores) + " |")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("predictions", nargs="+", type=Path, metavar="PRED.jsonl")
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    args = parser.parse_args(argv)
    print("\n".join(table(args.corpus, args.predictions)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
