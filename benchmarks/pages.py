"""Benchmark pages: the development corpora and the deterministic samples taken from them.

Input: the corpus folder (``../shared/corpus`` relative to the repository by
default), gzip JSON lines with ``id, dataset, url, html, gold``. Output: lists
of rows, always in the same order (sorted by id within a corpus, corpora in
name order), so that every run measures the same pages.

Samples:

- accuracy, full: every page of every corpus except ``pagination`` (it has
  links, not gold text); quick: every ``QUICK_ACCURACY_STRIDE``-th page of each.
- speed, full: all of cleanportaleval and readability plus every
  ``SPEED_DRAGNET_STRIDE``-th dragnet page: 71 + 122 + 277 = 470 news pages,
  close to the 481 of the peers' protocol (/work/shared/peers/RESULTS.md);
  cleaneval-dev is left out because it is not news. Quick: every
  ``QUICK_SPEED_STRIDE``-th page of that sample (59 pages).
- pages with their URL (a crawl's pages, on which the link stages run): every
  page of the corpora that has a URL, ``pagination`` included (cleaneval-dev,
  cleanportaleval, pagination: 325 pages), corpora in name order.
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus"

NOT_EXTRACTION = ("pagination",)  # corpora without gold article text
SPEED_WHOLE = ("cleanportaleval", "readability")  # news corpora taken whole for speed
SPEED_DRAGNET_STRIDE = 5  # every 5th of 1381 dragnet pages: 277, total 470 (~480 asked)
QUICK_SPEED_STRIDE = 8  # 470 / 8 -> 59 pages, the ~60 of quick mode
QUICK_ACCURACY_STRIDE = 8  # 1632 / 8 -> ~205 pages: minutes become seconds while developing


def corpus_names(folder: Path) -> list[str]:
    """The extraction corpora in ``folder``, by name."""
    names = (p.name.removesuffix(".jsonl.gz") for p in folder.glob("*.jsonl.gz"))
    return sorted(n for n in names if n not in NOT_EXTRACTION)


def read_rows(folder: Path, name: str) -> list[dict[str, Any]]:
    """The rows of one corpus, sorted by id."""
    with gzip.open(folder / f"{name}.jsonl.gz", "rt", encoding="utf-8") as lines:
        rows = [json.loads(line) for line in lines if line.strip()]
    return sorted(rows, key=lambda row: row["id"])


def accuracy_rows(folder: Path, quick: bool) -> list[dict[str, Any]]:
    """Pages to score: all of every extraction corpus, or a stride of each."""
    stride = QUICK_ACCURACY_STRIDE if quick else 1
    return [row for name in corpus_names(folder) for row in read_rows(folder, name)[::stride]]


def speed_rows(folder: Path, quick: bool) -> list[dict[str, Any]]:
    """Pages to time (see the module docstring)."""
    rows = [row for name in SPEED_WHOLE for row in read_rows(folder, name)]
    rows += read_rows(folder, "dragnet")[::SPEED_DRAGNET_STRIDE]
    return rows[::QUICK_SPEED_STRIDE] if quick else rows


def url_rows(folder: Path) -> list[dict[str, Any]]:
    """Every corpus page that has a URL (see the module docstring)."""
    names = sorted([*corpus_names(folder), *NOT_EXTRACTION])
    return [row for name in names if (folder / f"{name}.jsonl.gz").exists()
            for row in read_rows(folder, name) if row.get("url")]


def describe_speed_sample(rows: list[dict[str, Any]], quick: bool) -> str:
    """One sentence saying which pages were timed and how large they are."""
    counts: dict[str, int] = {}
    for row in rows:
        counts[row["dataset"]] = counts.get(row["dataset"], 0) + 1
    sizes = sorted(len(row["html"].encode("utf-8")) for row in rows)
    median_kb = sizes[len(sizes) // 2] / 1000 if sizes else 0.0
    parts = ", ".join(f"{n} {name}" for name, n in sorted(counts.items()))
    rule = (f"all of {' and '.join(SPEED_WHOLE)}, every {SPEED_DRAGNET_STRIDE}th dragnet page by id"
            + (f", then every {QUICK_SPEED_STRIDE}th page of that" if quick else ""))
    return (f"{len(rows)} pages ({parts}; {rule}); median {median_kb:.0f} kB of HTML (UTF-8), "
            f"{sum(sizes) / 1e6:.1f} MB in all.")
