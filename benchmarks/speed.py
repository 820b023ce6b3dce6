"""Speed benchmark: throughput, per-page latency and memory of every extractor on the same pages.

Input: the development corpora (sampled by :mod:`benchmarks.pages`). Output:
a Markdown table, one row per extractor, and the ratios of ours to
trafilatura and to the lxml floors, all measured in this one run.

Protocol (that of /work/shared/peers/RESULTS.md, adapted to a shared
machine): every round of every extractor runs in a fresh subprocess pinned to
one CPU with ``os.sched_setaffinity``; it loads the pages, imports the
extractor, warms it up on the first ``WARMUP_PAGES`` pages, then times every
page once. Rounds are interleaved (round 1 of every extractor, then round 2...)
so that a burst of load from other users hits all extractors alike, and the
fastest of ``rounds`` rounds is kept. The two slowest peers (goose3,
newspaper4k: ``repeat=False`` in :mod:`benchmarks.peers`) run one round only:
they are 4-6 times slower than the rest, so more rounds would cost minutes
and change no ranking; our methods, trafilatura and the floors, which the
ratios compare, always run every round.

Time is CPU time of the worker (``time.process_time_ns`` around each call):
on a machine shared with other jobs, wall time measures how much of the core
we were given, CPU time measures the work. Wall-clock pages/s of the same
round is shown beside it. Pages/s is pages over the round's summed time;
median, mean and p90 are of its per-page times.

Memory is the growth of the worker's peak resident set from just after the
pages were loaded to the end of the round: the extractor's imports, models
and working memory, not the pages. It is read from ``/proc/self/status``
(``VmRSS`` first, ``VmHWM`` at the end, the peak reset in between through
``/proc/self/clear_refs``), not from ``resource.getrusage``: on Linux
``ru_maxrss`` survives fork and exec, so a worker would start with its
parent's high-water mark (the parent holds the corpora) and measure zero.
The largest of the rounds is reported.

Usage: ``python benchmarks/speed.py [--quick] [--corpus DIR] [--cpu N] [--only KEY,...]``
"""

from __future__ import annotations

import argparse
import gc
import json
import logging
import math
import os
import statistics
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

FULL_ROUNDS = 3  # best of 3, as in the peers' protocol
QUICK_ROUNDS = 1
WARMUP_PAGES = 20  # untimed calls first: lazy imports, model loads, regex caches
WORKER_TIMEOUT_S = 600  # a round that takes longer is reported, not waited for
P90 = 0.9  # latency quantile reported besides the median
KB = 1024  # /proc/self/status counts kibibytes
MB = 1e6  # memory is reported in megabytes
NS_PER_MS = 1e6
NS_PER_S = 1e9
STATUS = Path("/proc/self/status")
CLEAR_REFS = Path("/proc/self/clear_refs")
RESET_PEAK = "5"  # clear_refs code that resets VmHWM to the current RSS (Linux >= 4.0)


def status_kb(field: str) -> int:
    """A memory field of this process, in kB, from ``/proc/self/status``."""
    for line in STATUS.read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    raise RuntimeError(f"{field} missing from {STATUS}: not Linux?")


def worker(key: str, pages_file: Path, cpu: int) -> dict[str, Any]:
    """One timed round of one extractor, in this (fresh) process."""
    os.sched_setaffinity(0, {cpu})
    peers.forbid_network()
    logging.disable(logging.CRITICAL)
    warnings.simplefilter("ignore")
    with pages_file.open(encoding="utf-8") as lines:
        docs = [(row["html"], row["url"]) for row in map(json.loads, lines)]
    gc.collect()
    CLEAR_REFS.write_text(RESET_PEAK)
    base_kb = status_kb("VmRSS")
    run, reason = peers.prepare(peers.BY_KEY[key])
    if run is None:
        return {"key": key, "skipped": reason}
    for html, url in docs[:WARMUP_PAGES]:
        peers.run_page(run, html, url)
    times: list[int] = []
    errors = 0
    wall_start = time.perf_counter_ns()
    for html, url in docs:
        start = time.process_time_ns()
        _, failed = peers.run_page(run, html, url)
        times.append(time.process_time_ns() - start)
        errors += failed
    wall_ns = time.perf_counter_ns() - wall_start
    return {"key": key, "times_ns": times, "wall_ns": wall_ns, "errors": errors,
            "memory_bytes": (status_kb("VmHWM") - base_kb) * KB}


def measure(key: str, pages_file: Path, cpu: int) -> dict[str, Any]:
    """Run :func:`worker` in a fresh interpreter and return its result."""
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as handle:
        result_file = Path(handle.name)
    command = [sys.executable, str(Path(__file__).resolve()), "--worker", key, "--pages", str(pages_file),
               "--cpu", str(cpu), "--result", str(result_file)]
    try:
        done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=WORKER_TIMEOUT_S)
        if done.returncode != 0:
            tail = (done.stderr.strip().splitlines() or ["no message"])[-1]
            return {"key": key, "skipped": f"worker exited with {done.returncode}: {tail}"}
        result: dict[str, Any] = json.loads(result_file.read_text(encoding="utf-8"))
        return result
    except subprocess.TimeoutExpired:
        return {"key": key, "skipped": f"a round took more than {WORKER_TIMEOUT_S} s"}
    finally:
        result_file.unlink(missing_ok=True)


def best_round(rounds: list[dict[str, Any]]) -> dict[str, Any]:
    """The fastest round (CPU time), with every round's total and the largest memory."""
    best = min(rounds, key=lambda r: sum(r["times_ns"]))
    return {**best, "rounds_s": [sum(r["times_ns"]) / NS_PER_S for r in rounds],
            "memory_bytes": max(r["memory_bytes"] for r in rounds)}


def stats(result: dict[str, Any]) -> dict[str, float]:
    """Pages/s (CPU and wall), median, mean and p90 ms of a best round."""
    times = sorted(t / NS_PER_MS for t in result["times_ns"])
    total_s = sum(times) / 1000
    return {"pages_per_s": len(times) / total_s if total_s else math.inf,
            "wall_pages_per_s": len(times) * NS_PER_S / result["wall_ns"],
            "median_ms": statistics.median(times), "mean_ms": statistics.fmean(times),
            "p90_ms": times[max(0, math.ceil(P90 * len(times)) - 1)],
            "memory_mb": result["memory_bytes"] / MB}


def speed_table(results: list[dict[str, Any]]) -> list[str]:
    lines = ["| extractor | pages/s | median ms | mean ms | p90 ms | extractor memory MB | wall pages/s "
             "| errors | CPU s per round |", "|---|---:|---:|---:|---:|---:|---:|---:|---|"]
    for result in results:
        if "skipped" in result:
            continue
        s = stats(result)
        rounds = ", ".join(f"{t:.1f}" for t in result["rounds_s"])
        lines.append(f"| {peers.BY_KEY[result['key']].label} | {s['pages_per_s']:.0f} | {s['median_ms']:.1f} "
                     f"| {s['mean_ms']:.1f} | {s['p90_ms']:.1f} | {s['memory_mb']:.0f} "
                     f"| {s['wall_pages_per_s']:.0f} | {result['errors']} | {rounds} |")
    return lines


def ratio_table(results: list[dict[str, Any]]) -> list[str]:
    """Ours against trafilatura (speed-up) and against the lxml floors (cost multiple)."""
    rate = {r["key"]: stats(r)["pages_per_s"] for r in results if "skipped" not in r}
    refs = [k for k in ("trafilatura", "lxml-parse", "lxml-itertext") if k in rate]
    ours = [k for k in rate if peers.BY_KEY[k].kind == "ours"]
    if not refs or not ours:
        return ["(Ratios need one of our methods and trafilatura or an lxml floor in the same run.)"]
    heads = {"trafilatura": "speed-up over trafilatura (default)",
             "lxml-parse": "cost over lxml parse", "lxml-itertext": "cost over lxml parse + itertext"}
    lines = ["| ours | " + " | ".join(heads[k] for k in refs) + " |", "|---|" + "---:|" * len(refs)]
    for key in ours:
        cells = [rate[key] / rate[k] if k == "trafilatura" else rate[k] / rate[key] for k in refs]
        lines.append(f"| {peers.BY_KEY[key].label} | " + " | ".join(f"{c:.2f}x" for c in cells) + " |")
    return lines


def run_rounds(keys: list[str], rows: list[dict[str, Any]], rounds: int, cpu: int) -> list[dict[str, Any]]:
    """Interleaved rounds of every extractor; one result per key, in order."""
    done: dict[str, list[dict[str, Any]]] = {key: [] for key in keys}
    skipped: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory() as folder:
        pages_file = Path(folder) / "pages.jsonl"
        with pages_file.open("w", encoding="utf-8") as out:
            for row in rows:
                out.write(json.dumps({"html": row["html"], "url": row["url"]}) + "\n")
        for number in range(1, rounds + 1):
            for key in keys:
                if key in skipped or (number > 1 and not peers.BY_KEY[key].repeat):
                    continue
                started = time.monotonic()
                result = measure(key, pages_file, cpu)
                print(f"speed: round {number}/{rounds} {key}: {time.monotonic() - started:.0f} s",
                      file=sys.stderr)
                if "skipped" in result:
                    skipped[key] = result
                else:
                    done[key].append(result)
    return [skipped[key] if key in skipped else best_round(done[key]) for key in keys]


def main(quick: bool, corpus: Path = pages.DEFAULT_CORPUS, cpu: int | None = None,
         only: list[str] | None = None) -> str:
    """Time every extractor (or those in ``only``) and return the Markdown section."""
    keys = only or [e.key for e in peers.EXTRACTORS]
    unknown = [key for key in keys if key not in peers.BY_KEY]
    if unknown:
        raise ValueError(f"unknown extractor {', '.join(unknown)}; choose among {', '.join(peers.BY_KEY)}")
    rows = pages.speed_rows(corpus, quick)
    rounds = QUICK_ROUNDS if quick else FULL_ROUNDS
    cpu = max(os.sched_getaffinity(0)) if cpu is None else cpu
    results = run_rounds(keys, rows, rounds, cpu)
    skipped = [f"- {peers.BY_KEY[r['key']].label}: {r['skipped']}" for r in results if "skipped" in r]
    once = " and ".join(peers.BY_KEY[key].label for key in keys if not peers.BY_KEY[key].repeat) or "none"
    return "\n".join([
        f"## Speed ({'quick' if quick else 'full'})", "",
        f"Pages: {pages.describe_speed_sample(rows, quick)}", "",
        f"Every round of every extractor in a fresh process pinned to CPU {cpu}, rounds interleaved; "
        f"warm-up on the first {WARMUP_PAGES} pages; best of {rounds} round{'s' * (rounds > 1)}"
        + ("" if rounds == 1 else f", except {once}: one round (slowest by far)") + ". "
        "Times are CPU time of the worker (`time.process_time_ns`), robust to other jobs on the machine; "
        "`wall pages/s` is the same round by the wall clock. Memory: growth of the worker's peak RSS "
        "(`VmHWM` of `/proc/self/status`) from after loading the pages to the end of the round, i.e. "
        "imports, models and working memory. Errors: pages on which the extractor raised (timed, "
        "scored as empty). Compare ratios within one run, not numbers across runs or machines.", "",
        *speed_table(results), "", "Ratios in this run (CPU pages/s against CPU pages/s):", "",
        *ratio_table(results), "",
        *(["Not measured:", "", *skipped, ""] if skipped else []),
    ])


def cli() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="~60 pages, 1 round")
    parser.add_argument("--corpus", type=Path, default=pages.DEFAULT_CORPUS)
    parser.add_argument("--cpu", type=int, default=None, help="CPU to pin workers to (default: the last one)")
    parser.add_argument("--only", default=None, help=f"comma-separated keys among {', '.join(peers.BY_KEY)}")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    parser.add_argument("--pages", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--result", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        args.result.write_text(json.dumps(worker(args.worker, args.pages, args.cpu)), encoding="utf-8")
        return
    print(main(args.quick, args.corpus, args.cpu, args.only.split(",") if args.only else None))


if __name__ == "__main__":
    cli()
