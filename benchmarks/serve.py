"""Service latency: what a feed reader's poll costs, with and without the article cache.

Input: the service's fixture site (``tests/serve/site``, three entries, four
pages) on 127.0.0.1. Output: one Markdown row per cache setting: the first
poll (the service cold: model loaded, nothing cached) and the median of the
next ``POLLS`` polls, in wall-clock milliseconds, each poll a real HTTP
request to ``scrapy-articles serve`` in a child process.

    nice -n 10 .venv/bin/python -m benchmarks.serve
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
import urllib.request
from urllib.parse import urlencode

from tests.scrapy.crawl_settings import REPO, python_env
from tests.scrapy.server import FixtureServer

POLLS = 10  # polls timed after the first: enough for a stable median on a shared machine
SETTINGS = {"article cache on (default)": [], "article cache off": ["--cache-size", "0"]}


def polls(feed_url: str, flags: list[str]) -> list[float]:
    """Seconds of 1 + POLLS polls of ``feed_url`` through a fresh service."""
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


def main() -> None:
    site = FixtureServer(REPO / "tests" / "serve" / "site")
    try:
        print("| service | first poll, ms | later polls, median ms |\n|---|---|---|")
        for name, flags in SETTINGS.items():
            times = polls(site.base_url + "/feed.xml", flags)
            print(f"| {name} | {times[0] * 1000:.0f} | {statistics.median(times[1:]) * 1000:.0f} |")
    finally:
        site.close()


if __name__ == "__main__":
    main()
