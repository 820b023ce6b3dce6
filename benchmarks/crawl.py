"""Crawl benchmarks, one tool: ``python benchmarks/crawl.py COMMAND [options]``.

Commands (``--help`` after one says its options):

- ``addon``: what the add-on costs a Scrapy crawl, against what the
  extraction itself costs (:func:`addon_section`); ``--instructions`` counts
  it under callgrind.
- ``distributed``: pages per second of Redis distributed crawling, one
  worker and two, and whether every article was exported exactly once
  (:func:`distributed_section`).
- ``feeds``: what full-text feed export costs next to extraction, per page
  and per item (:func:`feeds_line`).
- ``service``: what a feed reader's poll of ``scrapy-articles serve`` costs,
  with and without the article cache (:func:`service_table`).

The crawls (``addon``, ``distributed``) run on the big fixture site
(``tests/sites/big``), generated in a temporary folder and served on
127.0.0.1 by the test suite's ``FixtureServer`` in this process
(:func:`served_site`). ``run.py`` includes the sections of :data:`SECTIONS`.

``addon``: the site generated with topic pages and a news site's boilerplate
(``SITE``: 2,035 pages of 56-83 kB, median ~70 kB; ``QUICK_SITE``: 515).
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

A fourth run (``parts``, :func:`parts_child`) times the add-on's parts page by
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

``distributed``: the site generated plain (465 pages; ``--small``: the
tests' 305 pages) and a throwaway ``redis-server`` on 127.0.0.1, in three
set-ups, each ``--rounds`` times:

- ``1 worker, local``: one process, Scrapy's own memory queue (start URL
  from Redis, nothing else): the baseline;
- ``1 worker, Redis``: one process, the queue and filters in Redis
  (``RedisAddon``);
- ``2 workers, Redis``: two processes sharing that queue.

Two rates: ``crawl`` counts responses between the first and the last
response of the run (the work itself), ``end to end`` from launching the
workers to their exit (interpreter start, and the idle wait before a worker
closes: up to MAX_IDLE_TIME_BEFORE_CLOSE plus Scrapy's 5-second heartbeat).
Workers run the ``ttr`` algorithm, as the tests do. The HTTP server runs in
this process and takes its share of the CPU; on a 2-core machine two
workers cannot double the rate. ``CPU ms/page`` is the CPU time of the
workers and redis-server (not the HTTP server) per response, which other
jobs on the machine disturb less than the rates.

``--delay`` sets every worker's ``DOWNLOAD_DELAY`` (politeness is per
process): a crawl bound by waiting rather than by CPU, which is what
spreading a crawl over workers is mostly for.

Every run is also checked against the articles the site holds:
``doubled`` counts exports beyond the first of an article, ``lost`` articles
never exported, ``incomplete`` exports whose pages are not the article's
pages in order. ``--styled`` gives the multi-page articles the styles of
``tests/sites/big/generate.STYLES`` (no rel=next/prev, later pages linking
nothing before them), and ``--kill`` adds a set-up where one of two workers
is killed with SIGKILL while it holds the request for a later page of an
article it is merging (lease ``KILL_LEASE`` seconds).

``feeds``: ``extract()`` on every page of ``example_project/site`` once,
then the feed entry HTML (pictures inline,
:func:`scrapy_articles.scrapy.feedbody.entry_html`) and a whole
``RssItemExporter`` run over the items, ``--rounds`` rounds; prints
milliseconds.

``service``: the service's fixture site (``tests/serve/site``, three
entries, four pages) on 127.0.0.1; one Markdown row per cache setting: the
first poll (the service cold: model loaded, nothing cached) and the median of
the next ``POLLS`` polls, in wall-clock milliseconds, each poll a real HTTP
request to ``scrapy-articles serve`` in a child process.

Only Scrapy and the site generator are imported at the top: the crawl
children (``--child``, ``--extract``, ``--parts``, also started by
:mod:`benchmarks.stress`) run this module, and what they import counts in
their peak RSS; each command imports the rest it needs.
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
import io
import resource
import statistics
import urllib.request
from collections import Counter
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urldefrag, urlencode, urlsplit

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import scrapy  # noqa: E402
from benchmarks.tool import Tool, run_command  # noqa: E402
from scrapy.exceptions import DropItem  # noqa: E402
from scrapy import signals  # noqa: E402
from scrapy.crawler import Crawler, CrawlerProcess  # noqa: E402
from scrapy.http import Response  # noqa: E402
from scrapy.utils.misc import load_object  # noqa: E402

from tests.scrapy.server import FixtureServer  # noqa: E402
from tests.sites.big.generate import STYLES, ExpectedArticle, generate  # noqa: E402

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


@contextmanager
def served_site(root: Path, shape: dict[str, Any]) -> Iterator[tuple[FixtureServer, dict[str, ExpectedArticle]]]:
    """The big fixture site generated under ``root`` (``generate(**shape)``), served while the block runs.

    Yields the server and the articles the site holds, by path.
    """
    expected = generate(root, **shape)
    site = FixtureServer(root)
    try:
        yield site, expected
    finally:
        site.close()


def load_average() -> str:
    """The machine's load averages over 1, 5 and 15 minutes, as the reports print them."""
    return ", ".join(f"{x:.1f}" for x in os.getloadavg())


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
        f"{load_average()} at the end. Each run in a fresh process; "
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


def addon_section(quick: bool, rounds: int | None = None, instructions: bool = False,
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
        with served_site(root, INSTRUCTIONS_SITE if instructions else QUICK_SITE if quick else SITE) as (site, _):
            pages = len(list(root.rglob("*.html")))
            if instructions:
                return instructions_report(count_instructions(root, site, Path(tmp), addon_settings), pages,
                                           site_description(root))
            best = measure(root, site, rounds, Path(tmp), addon_settings)
        return report(best, pages, site_description(root), rounds, quick)


# The add-on's parts, page by page without Scrapy's engine (the fourth kind of run).

# What parts_child times on each page, in order.
PARTS = ("extract", "middleware", "pipelines", "own", "jsonlines", "rss")
HTML_HEADERS = {"Content-Type": "text/html; charset=utf-8"}  # as FixtureServer serves the site


def parts_child(spec_path: Path, spider: type[scrapy.Spider], settings: dict[str, Any]) -> None:
    """The add-on's components on the site's pages, no engine, in this (fresh) process: CPU per part.

    Page by page: ``extract()`` alone, then the middleware on a response of
    the same page (extraction, decision, item), the two pipelines on its
    item, then the add-on's own code timed apart (``own``: a second
    middleware, whose extraction hands back what the first one's found, and
    a second pair of pipelines), then exports of what passed: Scrapy's JSON
    lines and the add-on's RSS (full text, ``content:encoded``). One process and the same
    warm state for all, so the parts compare closely; the first page is read
    once before, so that the model load counts in no part. ``spider`` (built
    with ``start_url``) and ``settings`` are the crawls' (``crawl.SiteSpider``).
    """
    from scrapy.exporters import JsonLinesItemExporter
    from scrapy.http import HtmlResponse, Response
    from scrapy.utils.test import get_crawler

    from scrapy_articles.extraction import Analysis, Article, extract
    from scrapy_articles.scrapy.exporters import RssItemExporter
    from scrapy_articles.scrapy.flow import ArticleFlow
    from scrapy_articles.scrapy.items import ArticleItem
    from scrapy_articles.scrapy.middleware import ArticleMiddleware
    from scrapy_articles.scrapy.pipelines import ArticleFilterPipeline, ArticlePipeline
    from scrapy_articles.scrapy.settings import read_settings
    spec = json.loads(spec_path.read_text())
    crawler = get_crawler(spider, settings)
    crawler.spider = spider.from_crawler(crawler, start_url=spec["pages"][0][1])
    read: dict[str, Any] = {}  # URL -> what the first middleware's extraction gave, until replayed

    class Recorded(ArticleFlow):
        def _extract(self, response: Response, spider: scrapy.Spider | None) -> tuple[Analysis, Article] | None:
            read[response.url] = super()._extract(response, spider)
            return read[response.url]

    class Replayed(ArticleFlow):
        def _extract(self, response: Response, spider: scrapy.Spider | None) -> tuple[Analysis, Article] | None:
            return read.pop(response.url)  # one page's tree held at a time

    configs = read_settings(crawler.settings)
    middleware, own = (ArticleMiddleware(crawler, flow(crawler.stats, *configs)) for flow in (Recorded, Replayed))
    fill, filter_ = ArticlePipeline.from_crawler(crawler), ArticleFilterPipeline.from_crawler(crawler)
    own_fill, own_filter = ArticlePipeline.from_crawler(crawler), ArticleFilterPipeline.from_crawler(crawler)
    exporters = [JsonLinesItemExporter(io.BytesIO()), RssItemExporter(io.BytesIO())]
    pages = [(Path(path).read_bytes(), url) for path, url in spec["pages"]]
    extract(pages[0][0].decode("utf-8"), pages[0][1])
    cpu = dict.fromkeys(PARTS, 0.0)
    for body, url in pages:
        started = time.process_time()
        extract(body.decode("utf-8"), url)
        marks = [started, time.process_time()]
        response = HtmlResponse(url, body=body, request=scrapy.Request(url), headers=HTML_HEADERS)
        items = [obj for obj in middleware.process_spider_output(response, []) if isinstance(obj, ArticleItem)]
        marks.append(time.process_time())
        passed = _filtered(items, fill, filter_)
        marks.append(time.process_time())
        _filtered([obj for obj in own.process_spider_output(response, []) if isinstance(obj, ArticleItem)],
                  own_fill, own_filter)
        marks.append(time.process_time())
        for exporter in exporters:
            for item in passed:
                exporter.export_item(item)
            marks.append(time.process_time())
        for part, before, after in zip(PARTS, marks, marks[1:]):
            cpu[part] += after - before
    Path(spec["output"]).write_text(json.dumps({"cpu_s": cpu, "responses": len(pages)}))


def _filtered(items: list[Any], fill: Any, filter_: Any) -> list[Any]:
    """The items that pass the two pipelines."""
    passed = []
    for item in items:
        try:
            passed.append(filter_.process_item(fill.process_item(item)))
        except DropItem:
            pass
    return passed


def parts_table(parts: dict[str, Any], added_ms: float, extraction_ms: float) -> list[str]:
    """Where the add-on's CPU goes: its parts without the engine (:func:`parts_child`) against the crawl's delta."""
    ms = {part: 1000 * cpu / parts["responses"] for part, cpu in parts["cpu_s"].items()}
    own = ms["own"]
    rest = added_ms - extraction_ms - own
    return [
        ("The add-on's parts on the same pages without Scrapy's engine (`--parts`: one process, page by page, "
         "lowest round):"), "", "| CPU ms per site page | value |", "|---|---:|",
        f"| `extract()` | {ms['extract']:.2f} |",
        f"| the middleware: extraction, decision, item | {ms['middleware']:.2f} |",
        f"| the item pipelines: fill, filter (words, simhash) | {ms['pipelines']:.2f} |",
        (f"| **the add-on's own code**, timed apart: the middleware handed back its extraction, the pipelines "
         f"| **{own:.2f}** ({own / ms['extract']:.1%} of `extract()`) |"),
        (f"| the rest of the crawl's delta ({added_ms:.1f} - {extraction_ms:.1f} - {own:.1f}): Scrapy carrying the "
         f"add-on's responses, requests and items; three processes' noise | {rest:.1f} |"),
        f"| not in the crawls above (no FEEDS): exporting the articles as JSON lines | {ms['jsonlines']:.2f} |",
        f"| or as full-text RSS (the add-on's exporter) | {ms['rss']:.2f} |"]


# Distributed crawling.

DISTRIBUTED_TIMEOUT = 600  # seconds for one run; an idle 2-core machine needs about 20
SMALL_SITE: dict[str, Any] = {"articles": 200, "long_reads": 20, "syndicated": 20}  # the tests' site: 305 pages
# Close a worker soon after the queue runs dry: the end-to-end rate should
# measure the crawl, not the wait for more start URLs.
MAX_IDLE = 1
LOCAL = {"ADDONS": {"scrapy_articles.Addon": 0}}
SETUPS: dict[str, tuple[int, dict[str, Any]]] = {
    "1 worker, local": (1, LOCAL),
    "1 worker, Redis": (1, {}),
    "2 workers, Redis": (2, {}),
}
KILLED = "2 workers, one killed"
KILL_LEASE = 3.0  # seconds: ARTICLES_REDIS_LEASE of the killed set-up, so the survivor takes back soon


def _children_cpu() -> float:
    """CPU seconds used by this process's ended children: the workers and redis-server."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def whole(article: ExpectedArticle, base_url: str) -> list[list[str]]:
    """The page lists an export of ``article`` may have: its pages in order, or one of its aliases."""
    return [[base_url + page for page in article.pages], *([base_url + alias] for alias in article.aliases)]


def exactness(expected: dict[str, ExpectedArticle], items: list[dict[str, Any]], base_url: str) -> dict[str, float]:
    """Exports beyond the first of an article, articles never exported, exports not whole and in order."""
    by_headline = {article.headline: article for article in expected.values()}
    counts = Counter(item.get("headline") for item in items)
    incomplete = sum(1 for item in items if item.get("headline") in by_headline
                     and item.get("pages") not in whole(by_headline[item["headline"]], base_url))
    return {"doubled": sum(n - 1 for n in counts.values() if n > 1),
            "lost": len(set(by_headline) - set(counts)), "incomplete": incomplete}


def distributed_run(workdir: Path, site: FixtureServer, workers: int, settings: dict[str, Any],
                    expected: dict[str, ExpectedArticle], kill: bool = False) -> dict[str, float]:
    """One crawl of the site; its response count, rates and articles, and how exactly they were exported."""
    from scrapy_articles.scrapy.redis import push_start_urls
    from tests.distributed.cluster import SPIDER_NAME, RedisServer, Worker
    from tests.distributed.test_exactly_once import kill_holding_a_half_merged_article
    cpu = _children_cpu()
    server = RedisServer(workdir)
    try:
        push_start_urls(server.client, SPIDER_NAME, [site.base_url + "/index.html"])
        started = time.time()
        procs = [Worker(workdir / f"worker-{i}", {"REDIS_URL": server.url, "MAX_IDLE_TIME_BEFORE_CLOSE": MAX_IDLE,
                                                  **settings}) for i in range(workers)]
        survivors = procs
        if kill:
            _, survivor, _, _ = kill_holding_a_half_merged_article((procs[0], procs[1]), server)
            survivors = [survivor]
        for proc in survivors:
            if proc.wait(DISTRIBUTED_TIMEOUT) != 0:
                raise RuntimeError(proc.log()[-3000:])
        ended = time.time()
    finally:
        for proc in procs:
            proc.kill()
        server.stop()
    cpu = _children_cpu() - cpu
    times = sorted(when for proc in procs for when, _ in proc.responses())
    items = [item for proc in procs for item in proc.items()]
    return {"responses": len(times), "crawl": len(times) / (times[-1] - times[0]),
            "end_to_end": len(times) / (ended - started), "cpu_ms": 1000 * cpu / len(times),
            "articles": len(items), "shares": min(len(proc.responses()) for proc in procs) / len(times),
            **exactness(expected, items, site.base_url)}


def median(rounds: list[dict[str, float]], key: str) -> float:
    return statistics.median(r[key] for r in rounds)


def total(rounds: list[dict[str, float]], key: str) -> int:
    return int(sum(r[key] for r in rounds))


def distributed_report(results: dict[str, list[dict[str, float]]], pages: int, expected: int, delay: float,
                       styled: bool) -> str:
    site = "with multi-page styles that declare no rel=next/prev" if styled else "with rel=next/prev pages"
    lines = ["## Distributed crawling: pages per second", "",
             f"Site: {pages} pages, {expected} articles, generated by tests/sites/big {site}, served on "
             f"127.0.0.1; {os.cpu_count()} CPUs; load average {load_average()}. Median of "
             f"{len(next(iter(results.values())))} rounds (doubled, lost and incomplete: totals over the rounds); "
             f"DOWNLOAD_DELAY {delay} s per worker.", "",
             "| set-up | responses | articles | crawl pages/s | end-to-end pages/s | CPU ms/page "
             "| smallest worker share | doubled | lost | incomplete |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for name, rounds in results.items():
        lines.append(f"| {name} | {median(rounds, 'responses'):.0f} | {median(rounds, 'articles'):.0f} | "
                     f"{median(rounds, 'crawl'):.1f} | {median(rounds, 'end_to_end'):.1f} | "
                     f"{median(rounds, 'cpu_ms'):.1f} | "
                     f"{median(rounds, 'shares'):.0%} | {total(rounds, 'doubled')} | {total(rounds, 'lost')} | "
                     f"{total(rounds, 'incomplete')} |")
    return "\n".join(lines) + "\n"


DISTRIBUTED_ROUNDS = 2  # crawls per set-up in the full mode; the quick mode runs one on the small site


def distributed_section(quick: bool, rounds: int | None = None, small: bool | None = None, delay: float = 0.0,
                        styled: bool = False, kill: bool = False) -> str:
    """Pages per second of each set-up, as Markdown (quick: one round on the tests' small site)."""
    rounds = rounds if rounds is not None else 1 if quick else DISTRIBUTED_ROUNDS
    small = quick if small is None else small
    extra = {"DOWNLOAD_DELAY": delay, "RANDOMIZE_DOWNLOAD_DELAY": False} if delay else {}
    setups = {**SETUPS, **({KILLED: (2, {"ARTICLES_REDIS_LEASE": KILL_LEASE})} if kill else {})}
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "site"
        shape = {**(SMALL_SITE if small else {}), **({"styles": tuple(STYLES)} if styled else {})}
        with served_site(root, shape) as (site, expected):
            pages = len(list(root.rglob("*.html")))
            results: dict[str, list[dict[str, float]]] = {name: [] for name in setups}
            for round_ in range(rounds):
                for name, (workers, settings) in setups.items():
                    workdir = Path(tmp) / f"{round_}-{name.replace(' ', '').replace(',', '-')}"
                    workdir.mkdir()
                    results[name].append(distributed_run(workdir, site, workers, {**settings, **extra}, expected,
                                                         kill=name == KILLED))
                    print(f"round {round_ + 1}, {name}: {results[name][-1]}", file=sys.stderr)
    return distributed_report(results, pages, len(expected), delay, styled)




# Feeds: export next to extraction, and the feed service's polls.

EXAMPLE_SITE = ROOT / "example_project" / "site"
EXAMPLE_BASE = "http://127.0.0.1:8000"  # what FixtureServer puts for {BASE}; any host does
FEEDS_ROUNDS = 20  # entry HTML and RSS export runs over the items
POLLS = 10  # polls timed after the first: enough for a stable median on a shared machine
SERVICE_SETTINGS = {"article cache on (default)": [], "article cache off": ["--cache-size", "0"]}


def feed_items() -> tuple[list[Any], float]:
    """The example site's pages as items, and the seconds extract() took on them."""
    from scrapy_articles import extract
    from scrapy_articles.scrapy.items import article_item
    made, seconds = [], 0.0
    for page in sorted(EXAMPLE_SITE.glob("*/*.html")):
        body = page.read_bytes().replace(b"{BASE}", EXAMPLE_BASE.encode())
        started = time.perf_counter()
        article = extract(body, f"{EXAMPLE_BASE}/{page.relative_to(EXAMPLE_SITE)}")
        seconds += time.perf_counter() - started
        made.append(article_item(article.to_dict()))
    return made, seconds


def feeds_line(rounds: int) -> str:
    """Milliseconds of extract() a page, of the RSS export an item and of the entry HTML in it."""
    from scrapy_articles.scrapy.exporters import RssItemExporter
    from scrapy_articles.scrapy.feedbody import entry_html
    items, extraction = feed_items()
    started = time.perf_counter()
    for _ in range(rounds):
        for item in items:
            entry_html(item.get("articleBodyHtml") or "", item.get("images") or [], item.get("mainImage"))
    body = (time.perf_counter() - started) / rounds
    started = time.perf_counter()
    for _ in range(rounds):
        exporter = RssItemExporter(io.BytesIO())
        exporter.start_exporting()
        for item in items:
            exporter.export_item(item)
        exporter.finish_exporting()
    rss = (time.perf_counter() - started) / rounds
    n = len(items)
    return (f"{n} pages: extract() {1000 * extraction / n:.2f} ms a page; RSS export {1000 * rss / n:.3f} ms an "
            f"item, of which the entry HTML with pictures {1000 * body / n:.3f} ms")


def polls(feed_url: str, flags: list[str]) -> list[float]:
    """Seconds of 1 + POLLS polls of ``feed_url`` through a fresh service."""
    from tests.scrapy.crawl_settings import python_env
    command = [sys.executable, "-m", "scrapy_articles.cli", "serve", "--port", "0", "--allow-private", *flags]
    service = subprocess.Popen(command, env=python_env(), stdout=subprocess.PIPE, text=True)
    try:
        assert service.stdout is not None
        base = service.stdout.readline().split()[-1]
        times = []
        for _ in range(1 + POLLS):
            started = time.perf_counter()
            with urllib.request.urlopen(base + "feed?" + urlencode({"url": feed_url})) as answer:
                answer.read()
            times.append(time.perf_counter() - started)
        return times
    finally:
        service.terminate()
        service.wait()


def service_table() -> str:
    """First poll and median later poll of the service's fixture feed, with the article cache on and off."""
    site = FixtureServer(ROOT / "tests" / "serve" / "site")
    lines = ["| service | first poll, ms | later polls, median ms |", "|---|---|---|"]
    try:
        for name, flags in SERVICE_SETTINGS.items():
            times = polls(site.base_url + "/feed.xml", flags)
            lines.append(f"| {name} | {times[0] * 1000:.0f} | {statistics.median(times[1:]) * 1000:.0f} |")
    finally:
        site.close()
    return "\n".join(lines)


# The command line.

def _setting(text: str) -> tuple[str, Any]:
    """``--addon-setting``'s NAME=VALUE as (name, value), the value read as JSON when it parses."""
    name, sep, value = text.partition("=")
    if not sep or not name:
        raise argparse.ArgumentTypeError(f"{text!r}: give NAME=VALUE")
    try:
        return name, json.loads(value)
    except ValueError:
        return name, value


def _addon(args: argparse.Namespace) -> None:
    print(addon_section(args.quick, args.rounds, args.instructions, dict(args.addon_setting)))


def _distributed(args: argparse.Namespace) -> None:
    print(distributed_section(args.quick, args.rounds, True if args.small else None, args.delay, args.styled,
                              args.kill))


def _feeds(args: argparse.Namespace) -> None:
    print(feeds_line(args.rounds))


def _service(args: argparse.Namespace) -> None:
    print(service_table())


def parser() -> argparse.ArgumentParser:
    tool = Tool("benchmarks/crawl.py", __doc__)
    command = tool.command
    addon = command("addon", _addon, "what the add-on costs a Scrapy crawl, against what the extraction costs")
    addon.add_argument("--quick", action="store_true", help="the 515-page site, one round")
    addon.add_argument("--rounds", type=int, default=None, help=f"rounds (default {FULL_ROUNDS}, quick 1)")
    addon.add_argument("--instructions", action="store_true",
                       help="count instructions under callgrind on a 150-page site (needs valgrind)")
    addon.add_argument("--addon-setting", action="append", default=[], metavar="NAME=VALUE", type=_setting,
                       help="a setting for the crawl with the add-on only, VALUE read as JSON when it parses "
                            "(ARTICLES_FOLLOW_PAGES=false); repeatable")

    distributed = command("distributed", _distributed, "pages per second of Redis distributed crawling, one "
                          "worker and two, each article exported exactly once")
    distributed.add_argument("--quick", action="store_true", help="one round on the tests' 305-page site")
    distributed.add_argument("--rounds", type=int, default=None,
                             help=f"crawls per set-up (default {DISTRIBUTED_ROUNDS}, quick 1)")
    distributed.add_argument("--small", action="store_true", help="the tests' 305-page site instead of 465 pages")
    distributed.add_argument("--delay", type=float, default=0.0, help="DOWNLOAD_DELAY of every worker, seconds")
    distributed.add_argument("--styled", action="store_true", help="multi-page articles without rel=next/prev")
    distributed.add_argument("--kill", action="store_true", help="also kill one of two workers mid-article")

    feeds = command("feeds", _feeds, "what full-text feed export costs next to extraction, per page and per item")
    feeds.add_argument("--rounds", type=int, default=FEEDS_ROUNDS, help="export runs over the example site's items")

    command("service", _service, "a feed reader's polls of scrapy-articles serve, the article cache on and off")
    return tool.parser


# The children run_child starts (python -m benchmarks.crawl FLAG SPEC): not commands a user types.
CHILDREN: dict[str, Callable[[Path], None]] = {
    "--child": child, "--extract": extraction_child,
    "--parts": lambda spec: parts_child(spec, SiteSpider, CRAWL_SETTINGS)}


def main(argv: list[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) == 2 and argv[0] in CHILDREN:
        CHILDREN[argv[0]](Path(argv[1]))
        return
    run_command(parser(), argv)


# run.py's sections: name -> main(quick) returning Markdown.
SECTIONS: dict[str, Callable[..., str]] = {"crawl": addon_section, "distributed": distributed_section}


if __name__ == "__main__":
    main()
