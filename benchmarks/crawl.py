"""Crawl benchmark: what the add-on costs a Scrapy crawl, against what the extraction itself costs.

Input: the big fixture site (``tests/sites/big``) generated with topic pages
and a news site's boilerplate (``SITE``: 2,035 pages of 56-83 kB, median
~70 kB; ``QUICK_SITE``: 515), served on 127.0.0.1 by the test suite's
``FixtureServer``, in this process. Output: a Markdown section.

Three kinds of run, each in a fresh process, rounds interleaved, the lowest
CPU time of each kept (other jobs on the machine only ever add to it):
``without``: Scrapy and :class:`SiteSpider`, which follows every link of the
site and yields a small item of its own per page; ``with``: the same plus
``ADDONS = {"scrapy_articles.Addon": 0}`` with its defaults; ``extraction``:
``extract(text, url)``, default configuration, over every page, no Scrapy.

CPU time is the crawler process's own (``time.process_time``, every thread),
from ``spider_opened`` to ``spider_closed``: start-up and imports are left
out, the lazy model load at the first page is in, as it is in the extraction
run. The add-on's cost per page is the difference of the two crawls' CPU
time over the site's pages, to be compared with the extraction's CPU time
per page: the goal of issue 10 is a ratio of at most 1 plus a few percent.
The with-add-on crawl fetches the later pages of multi-page articles twice
(once as links of the spider, once to merge them): that counts in its cost;
the spider's own copy is skipped unread once the add-on has merged the page,
and the add-on's copy does not run the spider's callback.
BLAS threads are left as a user's process has them: the classifier limits
its own products to one thread (``classify._blas``).

A fourth run (``parts``, :func:`benchmarks.crawlparts.parts_child`) times the add-on's parts page by
page without Scrapy's engine, next to ``extract()`` in the same process: what
the add-on's own code costs, apart from the extraction and from the noise of
two crawls, and what exporting the items would add.

``--instructions`` counts instructions instead of CPU seconds, which swing by
a third between rounds on a shared machine: the ``without``, ``with`` and
``extraction`` runs once each under ``valgrind --tool=callgrind`` (every
thread of the process), on a smaller site (``INSTRUCTIONS_SITE``: valgrind
runs code about 50 times slower), counted from ``spider_opened`` to
``spider_closed`` and around the extraction loop. The same crawl counts the
same to a fraction of a percent, so the ratio of the add-on's instructions
to the extraction's is what the CPU-time ratio tries to show.

``--addon-setting NAME=VALUE`` sets a setting of the crawl with the add-on
only (``ARTICLES_FOLLOW_PAGES=false``: what following multi-page articles costs).

Usage: ``python benchmarks/crawl.py [--quick] [--rounds N] [--instructions] [--addon-setting NAME=VALUE]``
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urldefrag, urlsplit

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import scrapy  # noqa: E402
from scrapy import signals  # noqa: E402
from scrapy.crawler import Crawler, CrawlerProcess  # noqa: E402
from scrapy.http import Response  # noqa: E402
from scrapy.utils.misc import load_object  # noqa: E402

from benchmarks.crawlparts import parts_child, parts_table  # noqa: E402
from tests.scrapy.server import FixtureServer  # noqa: E402
from tests.sites.big.generate import generate  # noqa: E402

# generate() arguments. Full: 1,450 articles, 40 three-page ones, 40 served
# twice, 400 topic listings, 24 fronts and the home page: 2,035 pages, over
# the 2,000 of issue 10. Quick: a quarter, for a smoke run.
SITE: dict[str, Any] = {"articles": 1450, "long_reads": 40, "syndicated": 40, "tags": 400, "boilerplate": True}
QUICK_SITE: dict[str, Any] = {"articles": 350, "long_reads": 10, "syndicated": 10, "tags": 100, "boilerplate": True}
# --instructions: 150 pages (109 articles, 4 of three pages, 30 topic listings), about 15 minutes under callgrind.
INSTRUCTIONS_SITE: dict[str, Any] = {"articles": 100, "long_reads": 4, "syndicated": 4, "tags": 30,
                                     "boilerplate": True}
INSTRUCTION_KINDS = ("without", "with", "extraction")
# Under valgrind no page may run into the add-on's time budget (5 s of a 50-times slower clock).
UNBOUNDED_SECONDS = 1e9
# Callgrind's first dump (".1", when the child calls getpgrp): its total.
_SUMMARY = re.compile(r"^summary:\s*(\d+)", re.MULTILINE)
FULL_ROUNDS = 2  # ~4 min a round on 2 shared cores
QUICK_ROUNDS = 1
CHILD_TIMEOUT = 1800  # seconds for one run; a full crawl takes 2-3 minutes
KIB_PER_MIB = 1024  # /proc/self/status counts kibibytes; reported in MiB
STATUS = Path("/proc/self/status")
# What both crawls share: quiet logs, nothing listening, Scrapy's defaults otherwise.
CRAWL_SETTINGS: dict[str, Any] = {"LOG_LEVEL": "WARNING", "TELNETCONSOLE_ENABLED": False}
ADDON = {"ADDONS": {"scrapy_articles.Addon": 0}}
KINDS = ("without", "with", "extraction", "parts")
# Scrapy stats that say a crawl lost or refused something, kept with the measurements.
# The add-on's stats that end a response (flow.py's accounting).
ENDS = ("articles/extracted", "articles/pages_followed", "articles/print_followed", "articles/skipped/")
TROUBLE = ("log_count/ERROR", "log_count/WARNING", "downloader/exception", "dupefilter/", "spider_exceptions/")
Sizes = Callable[[Crawler], dict[str, int]]  # what a crawl holds, by name, for the memory benchmark


class SiteSpider(scrapy.Spider):
    """Follow every link of the site from ``start_url``; yield each page's URL and title."""

    name = "site"

    def __init__(self, start_url: str, **kwargs: Any):
        super().__init__(**kwargs)
        self.start_url = start_url
        self.host = urlsplit(start_url).netloc

    async def start(self) -> AsyncIterator[Any]:
        yield scrapy.Request(self.start_url)

    def parse(self, response: Response) -> Iterator[Any]:
        yield {"url": response.url, "title": response.css("title::text").get()}
        links = {urldefrag(response.urljoin(href))[0] for href in response.css("a::attr(href)").getall()}
        for url in sorted(links):
            if urlsplit(url).netloc == self.host:
                yield scrapy.Request(url)


def status_mb(field: str) -> float:
    """A memory field of this process (``VmRSS``, ``VmHWM``) in MiB."""
    for line in STATUS.read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) / KIB_PER_MIB
    raise RuntimeError(f"{field} missing from {STATUS}: not Linux?")


class Probe:
    """Measures a crawl from inside its process: CPU, wall clock, responses, items, memory at marks.

    ``marks``: response counts at which to take a snapshot (memory, CPU so
    far, and what ``sizes(crawler)`` reports of the crawl's state).
    """

    def __init__(self, crawler: Crawler, marks: list[int], sizes: Sizes | None = None):
        self.crawler = crawler
        self.marks = sorted(marks)
        self.sizes = sizes
        self.responses = 0
        self.items = {"own": 0, "article": 0}
        self.snapshots: list[dict[str, Any]] = []
        self.cpu = [0.0, 0.0]
        self.wall = [0.0, 0.0]  # first and last response
        crawler.signals.connect(self.opened, signal=signals.spider_opened)
        crawler.signals.connect(self.closed, signal=signals.spider_closed)
        crawler.signals.connect(self.received, signal=signals.response_received)
        crawler.signals.connect(self.scraped, signal=signals.item_scraped)

    def opened(self, **_: Any) -> None:
        os.getppid()  # under callgrind (--instructions), counting starts here
        self.cpu[0] = time.process_time()

    def closed(self, **_: Any) -> None:
        self.cpu[1] = time.process_time()
        os.getpgrp()  # ...and ends here

    def received(self, **_: Any) -> None:
        self.responses += 1
        self.wall[1] = time.monotonic()
        if self.responses == 1:
            self.wall[0] = self.wall[1]
        if self.marks and self.responses == self.marks[0]:
            self.marks.pop(0)
            self.snapshots.append(self.snapshot())

    def scraped(self, item: Any, **_: Any) -> None:
        self.items["article" if "articleBody" in item else "own"] += 1

    def snapshot(self) -> dict[str, Any]:
        return {"responses": self.responses, "rss_mb": status_mb("VmRSS"), "peak_mb": status_mb("VmHWM"),
                "cpu_s": time.process_time() - self.cpu[0], **(self.sizes(self.crawler) if self.sizes else {})}

    def result(self) -> dict[str, Any]:
        stats = self.crawler.stats.get_stats() if self.crawler.stats is not None else {}
        return {"cpu_s": self.cpu[1] - self.cpu[0], "wall_s": self.wall[1] - self.wall[0],
                "responses": self.responses, "items": self.items, "snapshots": self.snapshots,
                "end": self.snapshot(), "finish_reason": stats.get("finish_reason"),
                "articles": {k: v for k, v in stats.items() if k.startswith("articles/")},
                "trouble": {k: v for k, v in stats.items() if k.startswith(TROUBLE)}}


def child(spec_path: Path) -> None:
    """One crawl, in this (fresh) process; its measurements go to the spec's output file."""
    spec = json.loads(spec_path.read_text())
    process = CrawlerProcess(settings=spec["settings"])
    crawler = process.create_crawler(load_object(spec["spider"]))
    probe = Probe(crawler, spec["marks"], load_object(spec["sizes"]) if spec.get("sizes") else None)
    process.crawl(crawler, **spec["kwargs"])
    process.start()
    Path(spec["output"]).write_text(json.dumps(probe.result(), default=str))


def extraction_child(spec_path: Path) -> None:
    """``extract`` over the site's pages, in this (fresh) process, as the add-on calls it."""
    from scrapy_articles.extraction import ExtractionConfig, extract
    spec = json.loads(spec_path.read_text())
    config = ExtractionConfig(time_budget=spec.get("time_budget", ExtractionConfig.time_budget))
    pages = [(Path(path).read_text(encoding="utf-8"), url) for path, url in spec["pages"]]
    os.getppid()  # under callgrind (--instructions), counting starts here
    started = time.process_time()
    articles = sum(extract(text, url, config=config).is_article for text, url in pages)
    cpu = time.process_time() - started
    os.getpgrp()  # ...and ends here
    Path(spec["output"]).write_text(json.dumps({"cpu_s": cpu, "responses": len(pages), "articles": articles}))


def run_child(workdir: Path, flag: str, spec: dict[str, Any], callgrind: bool = False) -> dict[str, Any]:
    """Run :func:`child`, :func:`extraction_child` or ``parts_child`` (``flag``) in a fresh interpreter.

    With ``callgrind``, under valgrind: the result also holds the ``instructions`` counted.
    """
    spec_path, output = workdir / "spec.json", workdir / "output.json"
    spec_path.write_text(json.dumps({**spec, "output": str(output)}))
    path = os.environ.get("PYTHONPATH")
    env = {**os.environ, "PYTHONPATH": str(ROOT) + (os.pathsep + path if path else "")}
    command = [sys.executable, "-m", "benchmarks.crawl", flag, str(spec_path)]
    counts = workdir / "callgrind.out"
    if callgrind:
        command = ["valgrind", "--tool=callgrind", "--zero-before=getppid", "--dump-before=getpgrp",
                   f"--callgrind-out-file={counts}", *command]
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, check=False,
                          timeout=CHILD_TIMEOUT * (20 if callgrind else 1))
    if done.returncode != 0:
        raise RuntimeError(f"{flag} run failed: {done.stderr[-2000:]}")
    result: dict[str, Any] = json.loads(output.read_text())
    if callgrind:
        found = _SUMMARY.search(Path(f"{counts}.1").read_text(encoding="utf-8", errors="replace"))
        if found is None:
            raise RuntimeError(f"callgrind wrote no count for {flag}: {done.stderr[-2000:]}")
        result["instructions"] = int(found.group(1))
    return result


def crawl_spec(site: FixtureServer, addon: bool, spider: str = "benchmarks.crawl.SiteSpider",
               kwargs: dict[str, Any] | None = None, marks: list[int] | None = None,
               sizes: str | None = None, settings: dict[str, Any] | None = None) -> dict[str, Any]:
    """What :func:`child` runs; ``spider`` and ``sizes`` (a :data:`Sizes` function) are dotted paths."""
    return {"spider": spider, "kwargs": kwargs or {"start_url": site.base_url + "/index.html"},
            "settings": {**CRAWL_SETTINGS, **(ADDON if addon else {}), **(settings or {})}, "marks": marks or [],
            "sizes": sizes}


def page_files(root: Path, base_url: str) -> list[tuple[str, str]]:
    """(file, URL) of every page of the generated site, in path order."""
    return [(str(p), f"{base_url}/{p.relative_to(root).as_posix()}") for p in sorted(root.rglob("*.html"))]


def measure(root: Path, site: FixtureServer, rounds: int, workdir: Path,
            addon_settings: dict[str, Any] | None = None) -> dict[str, dict[str, Any]]:
    """Every kind of run, rounds interleaved; the lowest-CPU round of each kind."""
    pages = {"pages": page_files(root, site.base_url)}
    specs = {"without": ("--child", crawl_spec(site, addon=False)),
             "with": ("--child", crawl_spec(site, addon=True, settings=addon_settings)),
             "extraction": ("--extract", pages), "parts": ("--parts", pages)}
    best: dict[str, dict[str, Any]] = {}
    for number in range(rounds):
        for kind in KINDS:
            folder = workdir / f"{kind}-{number}"
            folder.mkdir()
            started = time.monotonic()
            result = run_child(folder, *specs[kind])
            cpu = sum(result["cpu_s"].values()) if kind == "parts" else result["cpu_s"]
            print(f"crawl: round {number + 1}/{rounds} {kind}: {time.monotonic() - started:.0f} s, "
                  f"{cpu:.1f} CPU s", file=sys.stderr)
            if kind not in best or cpu < best[kind]["total_s"]:
                best[kind] = {**result, "total_s": cpu}
    return best


def count_instructions(root: Path, site: FixtureServer, workdir: Path,
                       addon_settings: dict[str, Any] | None = None) -> dict[str, dict[str, Any]]:
    """The ``without``, ``with`` and ``extraction`` runs once each under callgrind."""
    unbounded = {"ARTICLES_TIME_BUDGET": UNBOUNDED_SECONDS, **(addon_settings or {})}
    specs = {"without": ("--child", crawl_spec(site, addon=False)),
             "with": ("--child", crawl_spec(site, addon=True, settings=unbounded)),
             "extraction": ("--extract", {"pages": page_files(root, site.base_url),
                                          "time_budget": UNBOUNDED_SECONDS})}
    counted: dict[str, dict[str, Any]] = {}
    for kind in INSTRUCTION_KINDS:
        folder = workdir / f"{kind}-callgrind"
        folder.mkdir()
        started = time.monotonic()
        counted[kind] = run_child(folder, *specs[kind], callgrind=True)
        print(f"crawl: {kind} under callgrind: {time.monotonic() - started:.0f} s, "
              f"{counted[kind]['instructions']:,} instructions", file=sys.stderr)
    return counted


def instructions_report(counted: dict[str, dict[str, Any]], pages: int, description: str) -> str:
    without, with_, alone = counted["without"], counted["with"], counted["extraction"]
    stats = with_["articles"]
    added = (with_["instructions"] - without["instructions"]) / pages
    extraction = alone["instructions"] / alone["responses"]
    lines = [
        "## Crawl: the add-on's cost in instructions", "",
        (f"Site: {description}; generated by `tests/sites/big`, served on 127.0.0.1 from the benchmark's "
         "process. Each run once, in a fresh process under `valgrind --tool=callgrind` (every thread), counted "
         "from `spider_opened` to `spider_closed` (the crawls) and around the loop (`extract()` alone); the "
         "time budget lifted (valgrind is ~50 times slower)."), "",
        "| run | responses | spider's items | article items | instructions | per response |",
        "|---|---:|---:|---:|---:|---:|"]
    for name, result in (("Scrapy, no add-on", without), ("Scrapy + add-on", with_)):
        lines.append(f"| {name} | {result['responses']} | {result['items']['own']} | {result['items']['article']} "
                     f"| {result['instructions']:,} | {result['instructions'] / result['responses'] / 1e6:.1f}M |")
    lines.append(f"| `extract()` alone, no Scrapy | {alone['responses']} | - | {alone['articles']} "
                 f"| {alone['instructions']:,} | {extraction / 1e6:.1f}M |")
    lines += ["", "| instructions per site page | value |", "|---|---:|",
              f"| added by the add-on: (with - without) / {pages} pages | {added / 1e6:.1f}M |",
              f"| the extraction alone: `extract()` / {pages} pages | {extraction / 1e6:.1f}M |",
              f"| **add-on over extraction** (goal: at most ~1.05x) | **{added / extraction:.3f}x** |", "",
              (f"The add-on's responses in that crawl: {_ends(stats)}; later pages merged "
               f"{stats.get('articles/pages_merged', 0)}, of which read once for the spider and the "
               f"add-on (pages_reused) {stats.get('articles/pages_reused', 0)}. Scrapy's trouble "
               f"stats: without {without['trouble'] or 'none'}, with {with_['trouble'] or 'none'}."), ""]
    return "\n".join(lines)


def _ends(stats: dict[str, Any]) -> str:
    """How the add-on's responses ended, from its ``articles/`` stats: responses = each end and its count."""
    ends = ", ".join(f"{k.removeprefix('articles/')} {v}" for k, v in sorted(stats.items()) if k.startswith(ENDS))
    return f"{stats.get('articles/responses', 0)} = {ends}"


def site_description(root: Path) -> str:
    sizes = sorted(p.stat().st_size for p in root.rglob("*.html"))
    kinds: dict[str, int] = {}
    for path in root.rglob("*.html"):
        kind = path.parent.name if path.parent != root else "home"
        kinds[kind] = kinds.get(kind, 0) + 1
    parts = ", ".join(f"{n} {kind}" for kind, n in sorted(kinds.items()))
    return (f"{len(sizes)} pages ({parts}), {sizes[0] / 1000:.0f}-{sizes[-1] / 1000:.0f} kB, "
            f"median {sizes[len(sizes) // 2] / 1000:.0f} kB, {sum(sizes) / 1e6:.0f} MB in all")


def report(best: dict[str, dict[str, Any]], pages: int, description: str, rounds: int, quick: bool) -> str:
    without, with_, alone = best["without"], best["with"], best["extraction"]
    added_ms = 1000 * (with_["cpu_s"] - without["cpu_s"]) / pages
    extraction_ms = 1000 * alone["cpu_s"] / alone["responses"]
    lines = [
        f"## Crawl: the add-on's cost ({'quick' if quick else 'full'})", "",
        f"Site: {description}; generated by `tests/sites/big` (topic pages, news-site boilerplate), served on "
        f"127.0.0.1 from the benchmark's process. {os.cpu_count()} CPUs; load average "
        f"{', '.join(f'{x:.1f}' for x in os.getloadavg())} at the end. Each run in a fresh process; "
        f"lowest CPU time of {rounds} interleaved round{'s' * (rounds > 1)} per row. CPU: the crawler "
        "process's CPU time from `spider_opened` to `spider_closed`; pages/s by the wall clock, first to last "
        "response. Scrapy defaults (16 concurrent requests), LOG_LEVEL WARNING.", "",
        "| run | responses | spider's items | article items | pages/s | CPU s | CPU ms per response "
        "| peak RSS MiB |", "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for name, result in (("Scrapy, no add-on", without), ("Scrapy + add-on", with_)):
        lines.append(f"| {name} | {result['responses']} | {result['items']['own']} | {result['items']['article']} "
                     f"| {result['responses'] / result['wall_s']:.1f} | {result['cpu_s']:.1f} "
                     f"| {1000 * result['cpu_s'] / result['responses']:.1f} | {result['end']['peak_mb']:.0f} |")
    lines.append(f"| `extract()` alone, no Scrapy | {alone['responses']} | - | {alone['articles']} "
                 f"| {alone['responses'] / alone['cpu_s']:.1f} (CPU) | {alone['cpu_s']:.1f} "
                 f"| {extraction_ms:.1f} | - |")
    stats = with_["articles"]
    responses = stats.get("articles/responses", 0)
    ends = _ends(stats)
    lines += [
        "", "| CPU ms per site page | value |", "|---|---:|",
        f"| added by the add-on: (CPU with - CPU without) / {pages} pages | {added_ms:.1f} |",
        f"| the extraction alone: `extract()` CPU / {pages} pages | {extraction_ms:.1f} |",
        f"| **add-on over extraction** (goal: at most ~1.05x) | **{added_ms / extraction_ms:.2f}x** |", "",
        f"The add-on's responses in that crawl: {ends}; "
        f"`articles/extraction_time` {1000 * stats.get('articles/extraction_time', 0.0) / max(responses, 1):.1f} "
        f"ms per response (wall clock); later pages the spider did not ask for, its output withheld: "
        f"{stats.get('articles/pages_withheld', 0)}. Scrapy's trouble stats: without "
        f"{without['trouble'] or 'none'}, with {with_['trouble'] or 'none'}.", ""]
    return "\n".join(lines + parts_table(best["parts"], added_ms, extraction_ms)) + "\n"


def main(quick: bool, rounds: int | None = None, instructions: bool = False,
         addon_settings: dict[str, Any] | None = None) -> str:
    """Generate and serve the site, run every kind of run, return the Markdown section.

    ``addon_settings`` go to the crawl with the add-on only (``ARTICLES_FOLLOW_PAGES=False``:
    what following multi-page articles costs).
    """
    rounds = rounds or (QUICK_ROUNDS if quick else FULL_ROUNDS)
    if instructions and shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt-get install valgrind)")
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "site"
        generate(root, **(INSTRUCTIONS_SITE if instructions else QUICK_SITE if quick else SITE))
        pages = len(list(root.rglob("*.html")))
        site = FixtureServer(root)
        try:
            if instructions:
                return instructions_report(count_instructions(root, site, Path(tmp), addon_settings), pages,
                                           site_description(root))
            best = measure(root, site, rounds, Path(tmp), addon_settings)
        finally:
            site.close()
        return report(best, pages, site_description(root), rounds, quick)


def _setting(text: str) -> tuple[str, Any]:
    """``--addon-setting``'s NAME=VALUE as (name, value), the value read as JSON when it parses."""
    name, sep, value = text.partition("=")
    if not sep or not name:
        raise argparse.ArgumentTypeError(f"{text!r}: give NAME=VALUE")
    try:
        return name, json.loads(value)
    except ValueError:
        return name, value


def cli() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="the 515-page site, one round")
    parser.add_argument("--rounds", type=int, default=None, help=f"rounds (default {FULL_ROUNDS}, quick 1)")
    parser.add_argument("--instructions", action="store_true",
                        help="count instructions under callgrind on a 150-page site (needs valgrind)")
    parser.add_argument("--addon-setting", action="append", default=[], metavar="NAME=VALUE", type=_setting,
                        help="a setting for the crawl with the add-on only, VALUE read as JSON when it parses "
                             "(ARTICLES_FOLLOW_PAGES=false); repeatable")
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--extract", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--parts", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child)
    elif args.extract:
        extraction_child(args.extract)
    elif args.parts:
        parts_child(args.parts, SiteSpider, CRAWL_SETTINGS)
    else:
        print(main(args.quick, args.rounds, args.instructions, dict(args.addon_setting)))


if __name__ == "__main__":
    cli()
