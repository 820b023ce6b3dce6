"""Accuracy benchmark: every method of ours and every peer, scored on the development corpora.

Input: the development corpora (all pages, or a stride of each in quick mode,
see :mod:`benchmarks.pages`). Output: Markdown tables, one per metric
(shingle and words F1, precision, recall), one row per extractor, one column
per corpus, scored with our own evaluation code
(``scrapy_articles.evaluation.score_by_dataset``, equal to the reference
ruler ``/work/shared/ruler/score.py`` to the last digit).

Each extractor runs in its own subprocess, with the network forbidden
(:func:`benchmarks.peers.forbid_network`) and nothing else loaded. Peer
predictions are cached in ``benchmarks/results/preds/`` (git-ignored), one
file per extractor, version and adapter code, one line per page id and page
hash, so reruns only compute pages not seen before. Our predictions are never
cached: the models change. Scores are memoised in ``benchmarks/results/scores/``
by a digest of the pages, the predictions and the evaluation code.

Usage: ``python benchmarks/accuracy.py [--quick] [--corpus DIR] [--only KEY,...]``
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import inspect
import json
import logging
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks import pages, peers  # noqa: E402

PREDICTIONS = ROOT / "benchmarks" / "results" / "preds"  # peers' predictions, per page
SCORES = ROOT / "benchmarks" / "results" / "scores"  # score_by_dataset results, per exact input
METRICS = (("shingle", "f1"), ("shingle", "precision"), ("shingle", "recall"),
           ("words", "f1"), ("words", "precision"), ("words", "recall"))
WORKER_TIMEOUT_S = 1800  # goose3 and newspaper4k need ~3 min for all pages on an idle core
IN_SAMPLE = "in-sample"


def page_hash(html: str) -> str:
    """Identifies a page's content, so a changed page invalidates its cached prediction."""
    return hashlib.sha1(html.encode("utf-8")).hexdigest()


def worker(key: str, pages_file: Path, ids_file: Path, out_file: Path) -> None:
    """Extract the pages listed in ``ids_file`` and write ``{id, text, failed}`` lines."""
    peers.forbid_network()
    logging.disable(logging.CRITICAL)
    warnings.simplefilter("ignore")
    wanted = set(json.loads(ids_file.read_text(encoding="utf-8")))
    run, reason = peers.prepare(peers.BY_KEY[key])
    if run is None:
        raise SystemExit(f"skipped: {reason}")
    with pages_file.open(encoding="utf-8") as lines, out_file.open("w", encoding="utf-8") as out:
        for row in map(json.loads, lines):
            if row["id"] in wanted:
                text, failed = peers.run_page(run, row["html"], row["url"])
                out.write(json.dumps({"id": row["id"], "text": text, "failed": failed}) + "\n")


def read_cache(path: Path) -> dict[str, dict[str, Any]]:
    """Cached predictions by page id (later lines win)."""
    if not path.exists():
        return {}
    with gzip.open(path, "rt", encoding="utf-8") as lines:
        return {entry["id"]: entry for entry in map(json.loads, lines)}


def predict(extractor: peers.Extractor, rows: list[dict[str, Any]], pages_file: Path,
            folder: Path) -> tuple[dict[str, dict[str, Any]], str | None]:
    """Predictions for ``rows`` (cached ones reused for peers) or None and why."""
    hashes = {row["id"]: page_hash(row["html"]) for row in rows}
    cache_file = PREDICTIONS / f"{extractor.cache_tag}.jsonl.gz"
    cached = {} if extractor.kind == "ours" else read_cache(cache_file)
    known = {i: e for i, e in cached.items() if i in hashes and e.get("sha1") == hashes[i]}
    missing = [i for i in hashes if i not in known]
    if missing:
        ids_file, out_file = folder / "ids.json", folder / "out.jsonl"
        ids_file.write_text(json.dumps(missing), encoding="utf-8")
        command = [sys.executable, str(Path(__file__).resolve()), "--worker", extractor.key,
                   "--pages", str(pages_file), "--ids", str(ids_file), "--out", str(out_file)]
        try:
            done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=WORKER_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            return {}, f"took more than {WORKER_TIMEOUT_S} s"
        if done.returncode != 0:
            return {}, (done.stderr.strip().splitlines() or ["no message"])[-1]
        with out_file.open(encoding="utf-8") as lines:
            fresh = {e["id"]: {**e, "sha1": hashes[e["id"]]} for e in map(json.loads, lines)}
        if extractor.kind != "ours":
            PREDICTIONS.mkdir(parents=True, exist_ok=True)
            with gzip.open(cache_file, "at", encoding="utf-8") as out:
                for entry in fresh.values():
                    out.write(json.dumps(entry) + "\n")
        known.update(fresh)
    return known, None


def score(rows: list[dict[str, Any]], predictions: dict[str, str]) -> dict[str, Any]:
    """``score_by_dataset``, memoised on disk by a digest of all its inputs and its code.

    The words metric runs difflib over word lists and takes minutes on a few
    long pages; the same pages and predictions always give the same scores.
    """
    from scrapy_articles import evaluation
    digest = hashlib.sha1(inspect.getsource(evaluation).encode())
    for row in rows:
        for part in (row["id"], row["dataset"], row["gold"] or "", predictions.get(row["id"], "")):
            digest.update(hashlib.sha1(part.encode("utf-8")).digest())
    memo = SCORES / f"{digest.hexdigest()}.json"
    if memo.exists():
        cached: dict[str, Any] = json.loads(memo.read_text(encoding="utf-8"))
        return cached
    result = evaluation.score_by_dataset(rows, predictions)
    SCORES.mkdir(parents=True, exist_ok=True)
    memo.write_text(json.dumps(result), encoding="utf-8")
    return result


def metric_tables(scores: dict[str, dict[str, Any]], datasets: list[str]) -> list[str]:
    lines: list[str] = []
    for metric, field in METRICS:
        lines += [f"### {metric} {field}", "", "| extractor | " + " | ".join(datasets) + " |",
                  "|---|" + "---:|" * len(datasets)]
        for label, by_dataset in scores.items():
            cells = [f"{by_dataset[d][metric][field]:.3f}" for d in datasets]
            lines.append(f"| {label} | " + " | ".join(cells) + " |")
        lines.append("")
    return lines


def main(quick: bool, corpus: Path = pages.DEFAULT_CORPUS, only: list[str] | None = None) -> str:
    """Score every extractor but the lxml floors (or those in ``only``); the Markdown section."""
    keys = only or [e.key for e in peers.EXTRACTORS if e.kind != "floor"]
    unknown = [key for key in keys if key not in peers.BY_KEY]
    if unknown:
        raise ValueError(f"unknown extractor {', '.join(unknown)}; choose among {', '.join(peers.BY_KEY)}")
    rows = pages.accuracy_rows(corpus, quick)
    datasets = sorted({row["dataset"] for row in rows})
    scores: dict[str, dict[str, Any]] = {}
    notes: list[str] = []
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        pages_file = folder / "pages.jsonl"
        with pages_file.open("w", encoding="utf-8") as out:
            for row in rows:
                out.write(json.dumps({"id": row["id"], "html": row["html"], "url": row["url"]}) + "\n")
        for key in keys:
            extractor, started = peers.BY_KEY[key], time.monotonic()
            found, reason = predict(extractor, rows, pages_file, folder)
            print(f"accuracy: {key}: {time.monotonic() - started:.0f} s", file=sys.stderr)
            label = extractor.labelled(IN_SAMPLE) if extractor.learned else extractor.label
            if reason is not None:
                notes.append(f"- {label}: not scored: {reason}")
                continue
            scores[label] = score(rows, {i: e["text"] for i, e in found.items()})
            failed = sum(e["failed"] for e in found.values())
            if failed:
                notes.append(f"- {label}: raised on {failed} pages, scored as empty text")
    counts = ", ".join(f"{d} {sum(r['dataset'] == d for r in rows)}" for d in datasets)
    sample = (f"every {pages.QUICK_ACCURACY_STRIDE}th page of each corpus by id (quick mode: not comparable "
              "to full-corpus numbers)" if quick else "every page")
    return "\n".join([
        f"## Accuracy ({'quick' if quick else 'full'})", "",
        f"Pages: {sample}; {counts}. Scored with `scrapy_articles.evaluation.score_by_dataset` "
        "(equal to `/work/shared/ruler/score.py`); higher is better. Shingle: 4-token shingles, P and R "
        "averaged over pages, F1 of the means. Words: word-sequence P/R/F1 averaged over pages where "
        "neither side is empty.", "",
        f"Rows marked \"{IN_SAMPLE}\" are our learned methods scored with the shipped models, which were "
        "trained on these very corpora: they are in-sample and flatter the method. The honest, "
        "cross-validated numbers come from `scrapy-articles crossval`, not from this table. "
        "`ttr` learns nothing and the peers were not tuned here.", "",
        *metric_tables(scores, datasets), *notes, "",
    ])


def cli() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="every 8th page of each corpus")
    parser.add_argument("--corpus", type=Path, default=pages.DEFAULT_CORPUS)
    parser.add_argument("--only", default=None, help=f"comma-separated keys among {', '.join(peers.BY_KEY)}")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    parser.add_argument("--pages", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--ids", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--out", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(args.worker, args.pages, args.ids, args.out)
        return
    print(main(args.quick, args.corpus, args.only.split(",") if args.only else None))


if __name__ == "__main__":
    cli()
