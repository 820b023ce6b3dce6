"""Speed benchmarks, one tool: ``python benchmarks/speed.py COMMAND [options]``.

Commands (``--help`` after one says its options):

- ``table``: every extractor's pages/s, latency and memory on the same pages,
  each round in a fresh process pinned to one CPU; ours against trafilatura
  and against the lxml floors (:func:`table_section`).
- ``paired``: ``auto`` against trafilatura page by page in one process, the
  order rotating, ``--against DIR`` adding another checkout of this project
  (:func:`paired_times`): the ratio that holds on a machine whose speed drifts.
- ``stages``: each stage of ``extract()`` timed where it is called, as a
  multiple of the lxml parse, beside the floor of a bare Python tree walk
  (:func:`stages_section`).
- ``instructions``: ``extract()``'s instruction count under callgrind, the
  same on a busy machine as on an idle one (:func:`count_instructions`);
  ``--urls`` on corpus pages with their URL, as a crawl's pages are, where
  the link stages (next pages, print links, page links) run.
- ``metadata``: ``read_metadata`` and ``find_title``, this checkout against
  another, with their answers compared (:class:`MetadataStages`).
- ``process``: the command lines as whole processes, start-up included:
  a batch, one page a process and the start-up alone, ours against
  trafilatura's (:func:`process_section`).
- ``scaling``, ``memory``, ``minified``: does extraction hold up on larger
  pages, on a long crawl and on minified pages (:mod:`benchmarks.stress`).

Pages: the speed sample of the development corpora (:func:`benchmarks.pages.speed_rows`:
470 news pages, 59 with ``--quick``), or with ``--site`` (``paired``,
``stages``) the crawl benchmark's generated news site (:func:`site_rows`:
515 pages with URLs and about 370 links each, as a crawl's pages are, where
the stages that read links weigh more). Time is CPU time
(``time.process_time_ns``): on a machine shared with other jobs, wall time
measures how much of the core we were given, CPU time the work. Each
command warms up on its first pages (lazy imports, model loads, caches)
before timing; ``paired`` on every page (patterns first used on a late page
are compiled before its rounds). ``run.py`` includes the sections of :data:`SECTIONS`.

The table's memory column is the growth of the worker's peak resident set
from just after the pages were loaded to the end of the round, read from
``/proc/self/status`` (``VmRSS`` first, ``VmHWM`` at the end, the peak reset
in between through ``/proc/self/clear_refs``), not from
``resource.getrusage``: on Linux ``ru_maxrss`` survives fork and exec, so a
worker would start with its parent's high-water mark. So this module
imports no extractor at its top: the table's workers run it.
"""

from __future__ import annotations

import argparse
import gc
import hashlib
import importlib
import inspect
import json
import logging
import math
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import warnings
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks import pages, peers  # noqa: E402
from benchmarks.tool import Run, Tool, run_command  # noqa: E402

Row = dict[str, Any]  # a page: "html", "url" (and the corpus' "id"...)
WARMUP_PAGES = 20  # untimed calls first: lazy imports, model loads, regex caches
NS_PER_MS = 1e6
NS_PER_S = 1e9
SITE_ORIGIN = "http://127.0.0.1:8000"  # the site's pages are given URLs here; nothing is fetched
AGAINST_PACKAGE = "scrapy_articles_against"


# Pages and checkouts, shared by the commands.

def site_rows(root: Path) -> list[Row]:
    """The crawl benchmark's quick site, generated under ``root``: each page's markup and URL."""
    from benchmarks.crawl import QUICK_SITE
    from tests.sites.big.generate import generate
    generate(root, **QUICK_SITE)
    return [{"html": path.read_text(encoding="utf-8"), "url": f"{SITE_ORIGIN}/{path.relative_to(root).as_posix()}"}
            for path in sorted(root.rglob("*.html"))]


def sample(corpus: Path, quick: bool, site: bool) -> tuple[list[Row], str]:
    """The pages to time (the speed sample, or the crawl benchmark's site's), and a sentence saying which."""
    if not site:
        rows = pages.speed_rows(corpus, quick)
        return rows, pages.describe_speed_sample(rows, quick)
    with tempfile.TemporaryDirectory() as scratch:
        rows = site_rows(Path(scratch) / "site")
    rows = rows[::pages.QUICK_SPEED_STRIDE] if quick else rows
    return rows, (f"{len(rows)} pages of the crawl benchmark's generated news site"
                  f"{f', every {pages.QUICK_SPEED_STRIDE}th' if quick else ''}, with their URLs.")


def import_checkout(checkout: Path, scratch: Path) -> str:
    """Make another checkout's package importable beside this one; its name (:data:`AGAINST_PACKAGE`).

    The package is copied under ``scratch`` with that name: the extraction
    code imports itself relatively, so the copy runs as that checkout's code.
    """
    shutil.copytree(checkout / "scrapy_articles", scratch / AGAINST_PACKAGE)
    sys.path.insert(0, str(scratch))
    return AGAINST_PACKAGE


# table: every extractor, each round in a fresh process.

FULL_ROUNDS = 3  # best of 3, as in the peers' protocol (/work/shared/peers/RESULTS.md)
QUICK_ROUNDS = 1
WORKER_TIMEOUT_S = 600  # a round that takes longer is reported, not waited for
P90 = 0.9  # latency quantile reported besides the median
KB = 1024  # /proc/self/status counts kibibytes
MB = 1e6  # memory is reported in megabytes
STATUS = Path("/proc/self/status")
CLEAR_REFS = Path("/proc/self/clear_refs")
RESET_PEAK = "5"  # clear_refs code that resets VmHWM to the current RSS (Linux >= 4.0)


def status_kb(field: str) -> int:
    """A memory field of this process, in kB, from ``/proc/self/status``."""
    for line in STATUS.read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    raise RuntimeError(f"{field} missing from {STATUS}: not Linux?")


def table_worker(key: str, pages_file: Path, cpu: int) -> dict[str, Any]:
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


def table_round(key: str, pages_file: Path, cpu: int) -> dict[str, Any]:
    """Run :func:`table_worker` in a fresh interpreter and return its result."""
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as handle:
        result_file = Path(handle.name)
    command = [sys.executable, str(Path(__file__).resolve()), "table", "--worker", key, "--pages", str(pages_file),
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


def run_rounds(keys: list[str], rows: list[Row], rounds: int, cpu: int) -> list[dict[str, Any]]:
    """Interleaved rounds of every extractor, so that a burst of load hits all alike; one result per key.

    The two slowest peers (``repeat=False`` in :mod:`benchmarks.peers`) run
    one round only: 4-6 times slower than the rest, more rounds would cost
    minutes and change no ranking.
    """
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
                result = table_round(key, pages_file, cpu)
                print(f"speed: round {number}/{rounds} {key}: {time.monotonic() - started:.0f} s",
                      file=sys.stderr)
                if "skipped" in result:
                    skipped[key] = result
                else:
                    done[key].append(result)
    return [skipped[key] if key in skipped else best_round(done[key]) for key in keys]


def table_section(quick: bool, corpus: Path = pages.DEFAULT_CORPUS, cpu: int | None = None,
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


# paired: page by page in one process, the order rotating.

TRAFILATURA = "trafilatura (default, no comments)"


def paired_contenders(against: Path | None, scratch: Path) -> dict[str, Callable[[str, str], object]]:
    """The extract functions to compare, by name: ours, ours at ``against``, trafilatura."""
    import trafilatura

    from scrapy_articles import extract
    found: dict[str, Callable[[str, str], object]] = {"scrapy-articles (auto)": extract}
    if against is not None:
        other = importlib.import_module(f"{import_checkout(against, scratch)}.extraction.extract")
        found[f"scrapy-articles (auto) at {against}"] = other.extract
    found[TRAFILATURA] = lambda html, url: trafilatura.extract(html, url=url, include_comments=False)
    return found


def paired_times(functions: dict[str, Callable[[str, str], object]], rows: list[Row],
                 rounds: int) -> dict[str, float]:
    """CPU seconds of each function over all ``rows``, ``rounds`` times, the order rotating per page.

    A drift of the machine's speed slows every contender alike, so the
    ratios hold where two rounds a minute apart would differ. Each function
    first reads every page once, untimed: what a process pays once (our
    patterns compiled at their first use, lazyregex.py; caches filled) stays
    out of the rounds, which measure the steady state. The ``process``
    command keeps those costs in.
    """
    names = list(functions)
    for row in rows:
        for f in functions.values():
            f(row["html"], row["url"])
    spent = dict.fromkeys(names, 0.0)
    turn = 0
    for _ in range(rounds):
        for row in rows:
            turn += 1
            for name in names[turn % len(names):] + names[:turn % len(names)]:
                start = time.process_time()
                functions[name](row["html"], row["url"])
                spent[name] += time.process_time() - start
    return spent


def paired_table(spent: dict[str, float], n_pages: int, rounds: int) -> list[str]:
    trafilatura = spent[TRAFILATURA]
    lines = [f"{n_pages} pages x {rounds} round(s), one process, order rotating page by page", "",
             "| extractor | CPU s | pages/s | speed-up over trafilatura |", "|---|---:|---:|---:|"]
    return lines + [f"| {name} | {seconds:.2f} | {n_pages * rounds / seconds:.0f} | {trafilatura / seconds:.2f}x |"
                    for name, seconds in spent.items()]


# stages: where extract()'s time goes, as multiples of the lxml parse.

# The names extract.analyse and extract.assemble call, in the order they call them.
STAGES = ("readable", "is_binary", "parse", "_count_elements", "declarations", "read_metadata", "title_field",
          "headline_candidates", "page_anchors", "saved_page_site", "find_neighbour_pages", "find_print_link", "page_type",
          "strip_invisible", "segment", "prepare", "find_title", "page_evidence", "decide_page", "own_next_page",
          "tidy", "find_images", "main_image", "render")
REFERENCE = "lxml parse (`lxml.html.document_fromstring`)"
WALK = "a bare Python walk of the parsed tree"
EXTRACT = "`extract()` in all"
UNACCOUNTED = "assembling the article, glue"


def extract_module() -> Any:
    """:mod:`scrapy_articles.extraction.extract`, the module, not the package's function of that name."""
    return importlib.import_module("scrapy_articles.extraction.extract")


def decision(algorithm: str) -> str:
    """The row of the content method."""
    return f"the content decision (`{algorithm}`)"


def bare_walk(root: Any) -> None:
    """What any tree walk written in Python costs at least: each element's tag, class, text and tail read."""
    for element in root.iter():
        element.tag, element.get("class"), element.text, element.tail


@contextmanager
def stages_timed(algorithm: str, totals: Counter[str]) -> Iterator[None]:
    """Within the block, ``extract()``'s stages add their CPU nanoseconds to ``totals``, by name.

    Every stage function :mod:`scrapy_articles.extraction.extract` calls by
    name, and the content method, is replaced in that module by a wrapper
    that adds its CPU time; about a microsecond a call, some twenty calls a
    page: 0.2% of ``extract()``.
    """
    from scrapy_articles.extraction.content.methods import METHODS

    def timed(name: str, stage: Callable[..., Any]) -> Callable[..., Any]:
        def run(*args: Any, **kwargs: Any) -> Any:
            start = time.process_time_ns()
            try:
                return stage(*args, **kwargs)
            finally:
                totals[name] += time.process_time_ns() - start
        return run

    module = extract_module()
    originals = {name: getattr(module, name) for name in STAGES}  # AttributeError: a stage renamed
    method = METHODS[algorithm]
    try:
        for name, stage in originals.items():
            setattr(module, name, timed(name, stage))
        METHODS[algorithm] = timed(decision(algorithm), method)
        yield
    finally:
        for name, stage in originals.items():
            setattr(module, name, stage)
        METHODS[algorithm] = method


def stages_round(rows: list[Row], algorithm: str) -> Counter[str]:
    """CPU nanoseconds of each stage, of the reference and the walk, and of ``extract()``, over ``rows``."""
    from lxml import html

    module = extract_module()
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
            module.extract(markup, url, algorithm=algorithm)
            totals[EXTRACT] += clock() - start
    return totals


def stages_best(rows: list[Row], algorithm: str, rounds: int) -> dict[str, float]:
    """Each stage's (and the reference's, the walk's, the whole's) lowest total over ``rounds`` rounds, in ns.

    Noise only adds, so the lowest round is kept. The rest that no stage
    accounts for is added as :data:`UNACCOUNTED`.
    """
    module = extract_module()
    for row in rows[:WARMUP_PAGES]:
        module.extract(row["html"], row.get("url"), algorithm=algorithm)
    best: dict[str, float] = {}
    for _ in range(rounds):
        totals = stages_round(rows, algorithm)
        gc.collect()
        for name, ns in totals.items():
            best[name] = min(best.get(name, float("inf")), ns)
    stages = sum(ns for name, ns in best.items() if name not in (REFERENCE, WALK, EXTRACT))
    # Never below zero: in the round of extract()'s lowest total, the stages' own totals add up to less.
    best[UNACCOUNTED] = best[EXTRACT] - stages
    return best


def stages_table(best: dict[str, float], n_pages: int) -> list[str]:
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
    return lines + [row(name) for name in stages] + [row(UNACCOUNTED), row(EXTRACT)]


def stages_section(quick: bool, corpus: Path = pages.DEFAULT_CORPUS, algorithm: str = "auto",
                   site: bool = False) -> str:
    """Measure and return the Markdown section."""
    rounds = QUICK_ROUNDS if quick else FULL_ROUNDS
    rows, described = sample(corpus, quick, site)
    best = stages_best(rows, algorithm, rounds)
    return "\n".join([
        f"## Where `extract()`'s time goes ({'quick' if quick else 'full'}, `{algorithm}`)", "",
        "Pages: " + described, "",
        (f"CPU time of each stage where `extract()` calls it, in one process, lowest of {rounds} "
         f"round{'s' * (rounds > 1)}; the lxml parse and the bare walk timed on the same pages in the same "
         "loop. `x lxml parse` compares with issue 10's goal for the whole: 3."), "",
        *stages_table(best, len(rows)), ""])


# instructions: extract() under callgrind.

DEFAULT_STRIDE = 16  # 470 speed pages / 16 -> 30 pages, about a minute under valgrind
URL_STRIDE = 11  # 325 corpus pages with a URL / 11 -> 30 pages
INSTRUCTIONS_WARMUP = 3  # fewer than the others': every page costs 50 times more under valgrind
UNBOUNDED_SECONDS = 1e9  # ExtractionConfig.time_budget under valgrind: no page may hit the budget
# The dump callgrind writes when the worker calls getpgrp (the first one: ".1").
_SUMMARY = re.compile(r"^summary:\s*(\d+)", re.M)


def compile_patterns() -> None:
    """Compile now every pattern of the library still waiting for its first use (lazyregex.py).

    A pattern a page first uses would be compiled inside the count, a cost
    once a process that the count is not about (and the warm-up pages of a
    checkout without lazy patterns compiled them all at import).
    """
    from scrapy_articles.extraction.lazyregex import LazyPattern
    for found in gc.get_objects():
        if isinstance(found, LazyPattern):
            found.pattern  # noqa: B018  (the first read compiles it)


def instructions_worker(pages_file: Path) -> None:
    """In the process under callgrind: extract every page between the two marker calls, print the hash.

    Callgrind zeroes its counts when the worker calls ``getppid`` just
    before the loop and dumps them when it calls ``getpgrp`` just after:
    libc calls nothing else in the loop makes.
    """
    from scrapy_articles import ExtractionConfig, extract
    rows = json.loads(pages_file.read_text(encoding="utf-8"))
    config = ExtractionConfig(time_budget=UNBOUNDED_SECONDS)
    for row in rows[:INSTRUCTIONS_WARMUP]:
        extract(row["html"], row["url"], config=config)
    compile_patterns()
    os.getppid()  # callgrind zeroes its counts here
    articles = [extract(row["html"], row["url"], config=config) for row in rows]
    os.getpgrp()  # ...and dumps them here
    print(text_digest(articles), fields_digest(articles))


def text_digest(articles: list[Any]) -> str:
    """The output hash of the articles' texts (the figure quoted since session 26)."""
    return hashlib.sha1("\0".join(article.text for article in articles).encode("utf-8")).hexdigest()[:12]


def fields_digest(articles: list[Any]) -> str:
    """The output hash of every field of the articles (``Article.to_dict``: next page, print link,
    pages, metadata...), for changes to the stages that do not touch the text."""
    fields = (json.dumps(article.to_dict(), sort_keys=True, ensure_ascii=False) for article in articles)
    return hashlib.sha1("\0".join(fields).encode("utf-8")).hexdigest()[:12]


def instruction_rows(corpus: Path, stride: int | None, urls: bool) -> list[Row]:
    """The pages counted: every ``stride``-th speed page, or with ``urls`` every ``stride``-th corpus
    page that has a URL (:func:`benchmarks.pages.url_rows`)."""
    if urls:
        rows = pages.url_rows(corpus)[::stride or URL_STRIDE]
    else:
        rows = pages.speed_rows(corpus, False)[::stride or DEFAULT_STRIDE]
    return [{"html": row["html"], "url": row["url"]} for row in rows]


def count_instructions(corpus: Path, stride: int | None, urls: bool = False) -> tuple[int, int, str, str]:
    """Pages, instructions and the two output hashes (:func:`text_digest`, :func:`fields_digest`) of
    ``extract()`` on the pages of :func:`instruction_rows`.

    Instructions do not depend on what else the machine is doing (the same
    code on the same pages counts the same to about 0.1%), so two versions
    can be compared on a busy machine; they are not time (a cache miss costs
    more than an add), so the table and ``paired`` have the last word.
    """
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt-get install valgrind)")
    rows = instruction_rows(corpus, stride, urls)
    with tempfile.TemporaryDirectory() as tmp:
        pages_file = Path(tmp) / "pages.json"
        pages_file.write_text(json.dumps(rows), encoding="utf-8")
        out = Path(tmp) / "callgrind.out"
        env = {**os.environ, "OPENBLAS_NUM_THREADS": "1"}  # one BLAS thread, as extract() runs its networks
        done = subprocess.run(
            ["valgrind", "--tool=callgrind", "--zero-before=getppid", "--dump-before=getpgrp",
             f"--callgrind-out-file={out}", sys.executable, __file__, "instructions", "--worker", str(pages_file)],
            env=env, capture_output=True, text=True, check=True)
        dump = Path(f"{out}.1").read_text(encoding="utf-8", errors="replace")
    found = _SUMMARY.search(dump)
    if found is None:
        raise SystemExit("callgrind wrote no summary; its output:\n" + done.stderr[-2000:])
    texts, fields = done.stdout.split()
    return len(rows), int(found.group(1)), texts, fields


# metadata: read_metadata and find_title, this checkout against another.

METADATA_ROUNDS = 5
METADATA_STAGES = ("read_metadata", "find_title")


class MetadataStages:
    """One checkout's two metadata stages, called as its ``analyse`` calls them, their inputs built once a page.

    Both run on the cleaned tree (``strip_invisible``, then ``segment``):
    ``read_metadata`` with the declarations and the ``<title>`` read from the
    full tree before, and the segment walk's marks; ``find_title`` with the
    content decision's first block and the segment. A checkout whose
    ``read_metadata`` takes no marks yet (``walked``) is timed as it ran:
    on the full tree, and ``find_title`` with the marks alone.
    """

    def __init__(self, package: str, rows: list[Row]) -> None:
        import numpy as np

        self.extract = ex = importlib.import_module(f"{package}.extraction.extract")
        walks = "walked" in inspect.signature(ex.read_metadata).parameters
        self.metadata_calls: list[tuple[tuple[Any, ...], dict[str, Any]]] = []
        self.title_calls: list[tuple[tuple[Any, ...], dict[str, Any]]] = []
        for row in rows:
            url = row.get("url")
            page = ex.parse(row["html"], url)
            declared = ex.declarations(page.root)
            title, headlines = ex.title_field(page.root), ex.headline_candidates(page.root, declared)
            if not walks:
                full = ex.parse(row["html"], url).root
                self.metadata_calls.append(((full, url, ex.declarations(full)), {}))
            ex.strip_invisible(page.root)
            blocks = ex.segment(page.root)
            if walks:
                self.metadata_calls.append(((page.root, url, declared), {"walked": blocks.marks, "title": title}))
            metadata = ex.read_metadata(*self.metadata_calls[-1][0], **self.metadata_calls[-1][1])
            decided = ex.METHODS["auto"](ex.prepare(page.source, blocks, ex.DEFAULT_CONFIG), ex.DEFAULT_CONFIG)
            chosen = np.flatnonzero(decided.selected)
            first = blocks.elements[chosen[0]] if len(chosen) else None
            context = {"blocks": blocks} if walks else {"marks": blocks.marks}
            self.title_calls.append(((page.root, title, headlines, first),
                                     {"site_name": metadata.site_name, "url": url, **context}))

    def read_metadata(self) -> list[str]:
        return [repr(self.extract.read_metadata(*args, **kwargs)) for args, kwargs in self.metadata_calls]

    def find_title(self) -> list[str | None]:
        return [self.extract.find_title(*args, **kwargs) for args, kwargs in self.title_calls]


def metadata_report(rows: list[Row], against: Path, rounds: int) -> list[str]:
    """Lowest CPU ms a page of each stage for each checkout, taking turns round after round; pages that differ."""
    with tempfile.TemporaryDirectory() as scratch:
        sides = {"this checkout": MetadataStages("scrapy_articles", rows),
                 str(against): MetadataStages(import_checkout(against, Path(scratch)), rows)}
        best = {(name, stage): float("inf") for name in sides for stage in METADATA_STAGES}
        answers: dict[tuple[str, str], list[Any]] = {}
        for _ in range(rounds):
            for name, stages in sides.items():
                for stage in METADATA_STAGES:
                    start = time.process_time_ns()
                    answers[name, stage] = getattr(stages, stage)()
                    best[name, stage] = min(best[name, stage], (time.process_time_ns() - start) / len(rows) / 1e6)
    lines = [f"{len(rows)} pages x {rounds} rounds, CPU ms a page, lowest round", "",
             "| checkout | read_metadata | find_title |", "|---|---:|---:|"]
    lines += [f"| {name} | {best[name, 'read_metadata']:.3f} | {best[name, 'find_title']:.3f} |" for name in sides]
    this, other = sides
    for stage in METADATA_STAGES:
        differ = [row["id"] for row, a, b in zip(rows, answers[this, stage], answers[other, stage]) if a != b]
        lines += ["", f"{stage}: {len(differ)} pages differ" + (f" ({', '.join(differ[:10])}...)" if differ else "")]
    return lines


# process: whole processes through each command line, start-up included.

PROCESS_PAGES = 30  # pages run one fresh process each; every Nth speed page
PROCESS_QUICK_PAGES = 10
PROCESS_TIMEOUT_S = 900  # a batch run that takes longer is a failure, not a measurement
OURS_CLI = "scrapy-articles"
TRAFILATURA_CLI = "trafilatura"
BATCH, PER_PAGE, HELP, EMPTY = ("a batch, one process", "one page a process", "start-up: `--help`",
                                "start-up: an empty page")
EXIT_NO_ARTICLE = 1  # our extract found no article on the page: a normal outcome, timed like the rest
Spent = dict[tuple[str, str], tuple[float, float]]  # (case, command line) -> (wall s, CPU s)


def process_env(pythonpath: Path | None = None) -> dict[str, str]:
    """The environment the command lines run in: byte-code caches allowed, as in an installed package.

    ``PYTHONDONTWRITEBYTECODE`` (set on this machine) would have our package
    compile its sources in every process, while trafilatura's install came
    with its ``.pyc`` files. ``pythonpath`` puts another checkout's package
    before this one (the editable install's finder comes after ``sys.path``).
    """
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    if pythonpath is not None:
        env["PYTHONPATH"] = str(pythonpath)
    return env


def program(name: str) -> str:
    """A console script of this interpreter's environment (``.venv/bin/NAME``), else the one on the PATH."""
    beside = Path(sys.executable).parent / name
    found = str(beside) if beside.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} is not installed (pip install -e '.[bench]')")
    return found


def timed_process(command: list[str], env: dict[str, str], stdin: Path | None = None) -> tuple[float, float]:
    """Wall and CPU seconds (user and system, children included) of one run of ``command``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    with open(stdin or os.devnull, "rb") as source:
        done = subprocess.run(command, stdin=source, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                              env=env, cwd=ROOT, timeout=PROCESS_TIMEOUT_S)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode not in (0, EXIT_NO_ARTICLE):
        tail = (done.stderr.decode(errors="replace").strip().splitlines() or ["no message"])[-1]
        raise SystemExit(f"{' '.join(command)} exited with {done.returncode}: {tail}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


class ProcessPages:
    """The pages written as each command line reads them: our corpus file, trafilatura's directory of files."""

    def __init__(self, folder: Path, rows: list[Row], single: int) -> None:
        self.folder, self.n = folder, len(rows)
        self.corpus = folder / "pages.jsonl"
        self.directory = folder / "pages"
        self.directory.mkdir()
        with self.corpus.open("w", encoding="utf-8") as out:
            for number, row in enumerate(rows):
                out.write(json.dumps({"id": str(number), "html": row["html"], "url": row["url"]}) + "\n")
                (self.directory / f"{number:04d}.html").write_text(row["html"], encoding="utf-8")
        stride = max(1, len(rows) // single)
        self.single = [(self.directory / f"{number:04d}.html", rows[number].get("url"))
                       for number in range(0, len(rows), stride)][:single]
        self.empty = folder / "empty.html"
        self.empty.write_bytes(b"")

    def output(self, name: str) -> Path:
        """A fresh output path (trafilatura names its files by a hash of the text: a used folder would hide a miss)."""
        path = self.folder / "out" / name
        shutil.rmtree(path, ignore_errors=True)
        path.parent.mkdir(exist_ok=True)
        return path


class CommandLine:
    """One contender's command line: how it runs each case, and a check that a batch wrote its pages."""

    def __init__(self, name: str, executable: str, env: dict[str, str], ours: bool) -> None:
        self.name, self.executable, self.env, self.ours = name, executable, env, ours

    def batch(self, pages: ProcessPages) -> tuple[float, float]:
        out = pages.output(re.sub(r"\W+", "-", self.name))
        if self.ours:
            spent = timed_process([self.executable, "extract", "--corpus", str(pages.corpus), "--output", str(out)],
                                  self.env)
            written = len(out.read_text(encoding="utf-8").splitlines())
        else:
            spent = timed_process([self.executable, "--input-dir", str(pages.directory), "--output-dir", str(out),
                                   "--parallel", "1"], self.env)
            written = len(list(out.rglob("*.txt"))) if out.exists() else 0
        if written == 0:
            raise SystemExit(f"{self.name} wrote nothing for {pages.n} pages: not a measurement")
        return spent

    def page(self, path: Path, url: str | None) -> tuple[float, float]:
        if self.ours:
            return timed_process([self.executable, "extract", str(path), *(["--url", url] if url else [])], self.env)
        return timed_process([self.executable], self.env, stdin=path)  # no URL: -u would download it

    def help(self) -> tuple[float, float]:
        return timed_process([self.executable, "--help"], self.env)

    def empty(self, pages: ProcessPages) -> tuple[float, float]:
        if self.ours:
            return timed_process([self.executable, "extract", "-"], self.env, stdin=pages.empty)
        return timed_process([self.executable], self.env, stdin=pages.empty)


def command_lines(against: Path | None) -> list[CommandLine]:
    """Ours, ours at ``against`` (its package first on ``PYTHONPATH``), trafilatura's."""
    found = [CommandLine(OURS_CLI, program(OURS_CLI), process_env(), ours=True)]
    if against is not None:
        found.append(CommandLine(f"{OURS_CLI} at {against}", program(OURS_CLI), process_env(against), ours=True))
    return found + [CommandLine(TRAFILATURA_CLI, program(TRAFILATURA_CLI), process_env(), ours=False)]


def process_round(contenders: list[CommandLine], pages: ProcessPages, turn: int) -> Spent:
    """Wall and CPU seconds of every case for every contender, the contenders' order turned by ``turn``."""
    order = contenders[turn % len(contenders):] + contenders[:turn % len(contenders)]
    spent: Spent = {}
    for c in order:
        spent[BATCH, c.name] = c.batch(pages)
    for c in order:
        spent[HELP, c.name] = c.help()
    for c in order:
        spent[EMPTY, c.name] = c.empty(pages)
    totals = {c.name: [0.0, 0.0] for c in contenders}
    for path, url in pages.single:
        for c in order:
            wall, cpu = c.page(path, url)
            totals[c.name][0] += wall
            totals[c.name][1] += cpu
    for name, (wall, cpu) in totals.items():
        spent[PER_PAGE, name] = (wall, cpu)
    return spent


def process_best(contenders: list[CommandLine], pages: ProcessPages, rounds: int) -> Spent:
    """Each case's lowest wall and lowest CPU seconds over ``rounds`` interleaved rounds, after a warm-up.

    The warm-up runs each command line once (start-up, one page): it fills
    the byte-code caches and the file cache, as a second run by a user would.
    """
    for c in contenders:
        c.help()
        c.page(*pages.single[0])
    best: Spent = {}
    for turn in range(rounds):
        for key, (wall, cpu) in process_round(contenders, pages, turn).items():
            low = best.get(key, (math.inf, math.inf))
            best[key] = (min(low[0], wall), min(low[1], cpu))
        print(f"speed: process round {turn + 1}/{rounds} done", file=sys.stderr)
    return best


def process_table(best: Spent, pages: ProcessPages) -> list[str]:
    """The Markdown rows: each case, each contender, and the speed-up over trafilatura by CPU time."""
    pages_of = {BATCH: pages.n, PER_PAGE: len(pages.single)}
    processes_of = {BATCH: 1, PER_PAGE: len(pages.single), HELP: 1, EMPTY: 1}
    lines = ["| case | command line | processes | wall s | CPU s | CPU ms a page (a process: start-up) "
             "| pages/s (CPU) | speed-up over trafilatura (CPU) |", "|---|---|---:|---:|---:|---:|---:|---:|"]
    for (case, name), (wall, cpu) in sorted(best.items(), key=lambda item: list(processes_of).index(item[0][0])):
        n = pages_of.get(case, 1)
        rate = f"{n / cpu:.1f}" if case in pages_of else ""
        lines.append(f"| {case} | {name} | {processes_of[case]} | {wall:.2f} | {cpu:.2f} | {1000 * cpu / n:.1f} "
                     f"| {rate} | {best[case, TRAFILATURA_CLI][1] / cpu:.2f}x |")
    return lines


def process_section(quick: bool, corpus: Path = pages.DEFAULT_CORPUS, against: Path | None = None,
                    rounds: int = FULL_ROUNDS) -> str:
    """Measure and return the Markdown section."""
    rows = pages.speed_rows(corpus, quick)
    single = PROCESS_QUICK_PAGES if quick else PROCESS_PAGES
    contenders = command_lines(against)
    with tempfile.TemporaryDirectory() as folder:
        written = ProcessPages(Path(folder), rows, single)
        best = process_best(contenders, written, rounds)
        table = process_table(best, written)
    return "\n".join([
        f"## Whole processes, start-up included ({'quick' if quick else 'full'})", "",
        "Pages: " + pages.describe_speed_sample(rows, quick), "",
        f"Each command line as a user runs it, in a fresh process: a batch (ours `{OURS_CLI} extract --corpus "
        f"PAGES.jsonl --output OUT`, trafilatura's `{TRAFILATURA_CLI} --input-dir DIR --output-dir OUT "
        f"--parallel 1`, the same pages as files), {single} pages one process each (ours `extract PAGE --url "
        "URL`, trafilatura's the page on standard input: it has no URL option that does not download), and "
        "the start-up alone (`--help`; an empty page on standard input). Output: the article text (ours JSON "
        "lines of id and text, trafilatura's a .txt file a page). Wall and CPU time (user + system of the "
        "process and its children, `getrusage`) of the whole process; best of "
        f"{rounds} interleaved round{'s' * (rounds > 1)} after one untimed run of each command line "
        "(byte-code and file caches warm, as for a user's second run).", "",
        *table, ""])


# The command line.

def _table(args: argparse.Namespace) -> None:
    if args.worker:
        args.result.write_text(json.dumps(table_worker(args.worker, args.pages, args.cpu)), encoding="utf-8")
        return
    print(table_section(args.quick, args.corpus, args.cpu, args.only.split(",") if args.only else None))


def _paired(args: argparse.Namespace) -> None:
    rows, _ = sample(args.corpus, args.quick, args.site)
    with tempfile.TemporaryDirectory() as scratch:
        spent = paired_times(paired_contenders(args.against, Path(scratch)), rows, args.rounds)
    print("\n".join(paired_table(spent, len(rows), args.rounds)))


def _stages(args: argparse.Namespace) -> None:
    print(stages_section(args.quick, args.corpus, args.algorithm, args.site))


def _instructions(args: argparse.Namespace) -> None:
    if args.worker:
        instructions_worker(args.worker)
        return
    n, instructions, digest, fields = count_instructions(args.corpus, args.stride, args.urls)
    print(f"extract() on {n} {'pages with their URL' if args.urls else 'speed pages'}: {instructions:,} "
          f"instructions; output hash {digest}, every field's {fields}")


def _metadata(args: argparse.Namespace) -> None:
    print("\n".join(metadata_report(pages.speed_rows(args.corpus, args.quick), args.against, args.rounds)))


def _process(args: argparse.Namespace) -> None:
    print(process_section(args.quick, args.corpus, args.against, QUICK_ROUNDS if args.quick else args.rounds))


def _stress(args: argparse.Namespace) -> None:
    from benchmarks import stress
    print(stress.COMMANDS[args.command](args))


def parser() -> argparse.ArgumentParser:
    tool = Tool("benchmarks/speed.py", __doc__)

    def command(name: str, run: Run, summary: str, quick: str | None = "the 59-page quick sample, one round",
                corpus: bool = True) -> argparse.ArgumentParser:
        found = tool.command(name, run, summary)
        if corpus:
            found.add_argument("--corpus", type=Path, default=pages.DEFAULT_CORPUS, help="the development corpora")
        if quick:
            found.add_argument("--quick", action="store_true", help=quick)
        return found

    table = command("table", _table, "every extractor's pages/s, latency and memory, each round in a fresh process")
    table.add_argument("--cpu", type=int, default=None, help="CPU to pin workers to (default: the last one)")
    table.add_argument("--only", default=None, help=f"comma-separated keys among {', '.join(peers.BY_KEY)}")
    table.add_argument("--worker", help=argparse.SUPPRESS)
    table.add_argument("--pages", type=Path, help=argparse.SUPPRESS)
    table.add_argument("--result", type=Path, help=argparse.SUPPRESS)

    paired = command("paired", _paired, "auto against trafilatura page by page in one process, the order rotating",
                     quick="the 59-page quick sample (every 8th site page with --site)")
    paired.add_argument("--rounds", type=int, default=1, help="times over the pages (CPU time summed)")
    paired.add_argument("--against", type=Path, help="another checkout of this project to time beside this one")
    paired.add_argument("--site", action="store_true", help="the crawl benchmark's 515 site pages (URLs, links)")

    stages = command("stages", _stages, "each stage of extract() where it is called, as a multiple of the lxml parse",
                     quick=f"the 59-page quick sample (every 8th site page with --site), {QUICK_ROUNDS} round")
    stages.add_argument("--site", action="store_true", help="the crawl benchmark's 515 site pages (URLs, links)")
    stages.add_argument("--algorithm", default="auto", help="extraction method (default: auto)")

    instructions = command("instructions", _instructions, "extract()'s instructions on 30 speed pages under "
                           "callgrind (needs valgrind)", quick=None)
    instructions.add_argument("--stride", type=int, default=None,
                              help=f"every Nth page of the speed sample (default {DEFAULT_STRIDE}), or with --urls "
                                   f"of the pages with a URL (default {URL_STRIDE})")
    instructions.add_argument("--urls", action="store_true",
                              help="the corpus pages that have a URL, each extracted at it (a crawl's pages)")
    instructions.add_argument("--worker", type=Path, help=argparse.SUPPRESS)

    metadata = command("metadata", _metadata, "read_metadata and find_title, this checkout against another")
    metadata.add_argument("--against", type=Path, required=True, help="another checkout of this project")
    metadata.add_argument("--rounds", type=int, default=METADATA_ROUNDS)

    process = command("process", _process, "the command lines as whole processes, start-up included: a batch, "
                      "one page a process, and the start-up alone, ours against trafilatura's",
                      quick=f"the 59-page quick sample, {PROCESS_QUICK_PAGES} pages one process each, one round")
    process.add_argument("--rounds", type=int, default=FULL_ROUNDS, help="interleaved rounds (the best is kept)")
    process.add_argument("--against", type=Path, help="another checkout of this project, its package first on "
                                                      "PYTHONPATH, run beside this one")

    scaling = command("scaling", _stress, "each page structure at n and 4n items: growth over 8x is flagged",
                      quick="100 items instead of 1,000", corpus=False)
    scaling.add_argument("--n", type=int, default=None, help="items in the smaller page")
    scaling.add_argument("--structures", default=None, help="comma-separated structure names (default: all)")
    scaling.add_argument("--algorithm", default="auto", help="extraction method (default: auto)")

    command("memory", _stress, "peak RSS of a 10,000-page crawl with and without the add-on",
            quick="the 2,035-page site, a snapshot every 250 responses", corpus=False)

    minified = command("minified", _stress, "shingle F1 of our methods on the corpus pages as they are and minified",
                       quick=None)
    minified.add_argument("--stride", type=int, default=3, help="every Nth page of each corpus")
    minified.add_argument("--methods", default="auto,ttr", help="comma-separated extraction methods")
    return tool.parser


def main(argv: list[str] | None = None) -> None:
    run_command(parser(), argv)


# run.py's sections: name -> main(quick, corpus) returning Markdown.
SECTIONS: dict[str, Callable[..., str]] = {"speed": table_section, "stages": stages_section}


if __name__ == "__main__":
    main()
