"""Benchmark for distributed crawling (scrapy_articles.scrapy.redis): pages per second, one worker and two.

Crawls the generated big site (``tests/sites/big``, 465 pages by default)
served on 127.0.0.1, with a throwaway ``redis-server`` on 127.0.0.1, in
three set-ups, each ``--rounds`` times:

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

Usage: ``python benchmarks/distributed.py [--rounds 2] [--small] [--delay SECONDS] [--styled] [--kill]``
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scrapy_articles.scrapy.redis import push_start_urls  # noqa: E402
from tests.distributed.cluster import SPIDER_NAME, RedisServer, Worker  # noqa: E402
from tests.distributed.test_exactly_once import kill_holding_a_half_merged_article  # noqa: E402
from tests.scrapy.server import FixtureServer  # noqa: E402
from tests.sites.big.generate import STYLES, ExpectedArticle, generate  # noqa: E402

RUN_TIMEOUT = 600  # seconds for one run; an idle 2-core machine needs about 20
SMALL_SITE = {"articles": 200, "long_reads": 20, "syndicated": 20}  # the tests' site: 305 pages
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


def run(workdir: Path, site: FixtureServer, workers: int, settings: dict[str, Any],
        expected: dict[str, ExpectedArticle], kill: bool = False) -> dict[str, float]:
    """One crawl of the site; its response count, rates and articles, and how exactly they were exported."""
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
            if proc.wait(RUN_TIMEOUT) != 0:
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


def load_average() -> str:
    return ", ".join(f"{x:.1f}" for x in os.getloadavg())


def report(results: dict[str, list[dict[str, float]]], pages: int, expected: int, delay: float,
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


FULL_ROUNDS = 2  # crawls per set-up in the full mode; the quick mode runs one on the small site


def main(quick: bool, rounds: int | None = None, small: bool | None = None, delay: float = 0.0,
         styled: bool = False, kill: bool = False) -> str:
    """Pages per second of each set-up, as Markdown (quick: one round on the tests' small site)."""
    rounds = rounds if rounds is not None else 1 if quick else FULL_ROUNDS
    small = quick if small is None else small
    extra = {"DOWNLOAD_DELAY": delay, "RANDOMIZE_DOWNLOAD_DELAY": False} if delay else {}
    setups = {**SETUPS, **({KILLED: (2, {"ARTICLES_REDIS_LEASE": KILL_LEASE})} if kill else {})}
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "site"
        expected = generate(root, **(SMALL_SITE if small else {}), **({"styles": tuple(STYLES)} if styled else {}))
        pages = len(list(root.rglob("*.html")))
        site = FixtureServer(root)
        results: dict[str, list[dict[str, float]]] = {name: [] for name in setups}
        try:
            for round_ in range(rounds):
                for name, (workers, settings) in setups.items():
                    workdir = Path(tmp) / f"{round_}-{name.replace(' ', '').replace(',', '-')}"
                    workdir.mkdir()
                    results[name].append(run(workdir, site, workers, {**settings, **extra}, expected,
                                             kill=name == KILLED))
                    print(f"round {round_ + 1}, {name}: {results[name][-1]}", file=sys.stderr)
        finally:
            site.close()
    return report(results, pages, len(expected), delay, styled)


def cli() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=FULL_ROUNDS, help=f"crawls per set-up (default {FULL_ROUNDS})")
    parser.add_argument("--small", action="store_true", help="the tests' 305-page site instead of 465 pages")
    parser.add_argument("--delay", type=float, default=0.0, help="DOWNLOAD_DELAY of every worker, seconds")
    parser.add_argument("--styled", action="store_true", help="multi-page articles without rel=next/prev")
    parser.add_argument("--kill", action="store_true", help="also kill one of two workers mid-article")
    args = parser.parse_args()
    print(main(False, args.rounds, args.small, args.delay, args.styled, args.kill))


if __name__ == "__main__":
    cli()
