"""Memory benchmark: does a long crawl with the add-on grow? Peak RSS every 1,000 pages up to 10,000.

Input: the big fixture site (``tests/sites/big``) with topic pages and a
news site's boilerplate, generated at ``SITE`` (10,024 pages of 55-103 kB;
``QUICK_SITE``: the crawl benchmark's 2,035), served on 127.0.0.1 in this
process. Output: a Markdown section.

Two crawls of every page, each in a fresh process (see
:func:`benchmarks.crawl.child`), with :class:`ListSpider`, which requests the
site's URLs in a fixed shuffled order (articles, listings and fronts mixed,
as a crawl meets them) and yields a small item of its own per page: without
the add-on, then with it (``ADDONS = {"scrapy_articles.Addon": 0}``,
defaults). Its start requests are read lazily by Scrapy, so the queue stays
short and what grows is what the crawl remembers. Every ``MARK`` responses
the crawler process records ``VmRSS`` (resident now) and ``VmHWM`` (peak so
far) from ``/proc/self/status``, and the size of the state a crawl keeps on
purpose: Scrapy's request fingerprints, and the add-on's emitted URLs (to
skip repeats of an article) and article-text digests and simhashes (to drop
duplicates). Those grow by design, linearly and by tens of bytes a page;
anything else growing would be a leak.

Usage: ``python benchmarks/memory.py [--quick]``
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import scrapy  # noqa: E402
from scrapy.crawler import Crawler  # noqa: E402
from scrapy.http import Response  # noqa: E402

from benchmarks.crawl import crawl_spec, page_files, run_child, site_description  # noqa: E402
from tests.scrapy.server import FixtureServer  # noqa: E402
from tests.sites.big.generate import generate  # noqa: E402

# generate() arguments. Full: 7,300 articles, 200 three-page ones, 100
# served twice, 1,999 topic listings (one topic draws no article), 24 fronts
# and the home page: 10,024 pages, the 10,000 of issue 9. Quick: the crawl
# benchmark's 2,035 pages.
SITE: dict[str, Any] = {"articles": 7300, "long_reads": 200, "syndicated": 100, "tags": 2000, "boilerplate": True}
QUICK_SITE: dict[str, Any] = {"articles": 1450, "long_reads": 40, "syndicated": 40, "tags": 400, "boilerplate": True}
MARK = 1000  # responses between snapshots; issue 9 asks for 1,000 and 10,000
QUICK_MARK = 250
ORDER_SEED = 9  # the shuffle of the URLs: fixed, so every run crawls in the same order
KIB = 1024


class ListSpider(scrapy.Spider):
    """Request every URL of ``urls_file`` (one a line) in order; yield each page's URL and title."""

    name = "list"

    def __init__(self, urls_file: str, **kwargs: Any):
        super().__init__(**kwargs)
        self.urls_file = urls_file

    async def start(self) -> AsyncIterator[Any]:
        with open(self.urls_file, encoding="utf-8") as lines:
            for line in lines:
                yield scrapy.Request(line.strip())

    def parse(self, response: Response) -> Iterator[Any]:
        yield {"url": response.url, "title": response.css("title::text").get()}


def deep_size(value: Any, seen: set[int] | None = None) -> int:
    """Bytes held by ``value`` and the containers and scalars inside it, each object counted once."""
    seen = set() if seen is None else seen
    if id(value) in seen:
        return 0
    seen.add(id(value))
    size = sys.getsizeof(value)
    if isinstance(value, dict):
        return size + sum(deep_size(k, seen) + deep_size(v, seen) for k, v in value.items())
    if isinstance(value, (list, tuple, set, frozenset)):
        return size + sum(deep_size(item, seen) for item in value)
    return size


def state_sizes(crawler: Crawler) -> dict[str, int]:
    """Entries and KiB of the state a crawl keeps on purpose (a ``benchmarks.crawl.Sizes``).

    Private attributes of Scrapy and of the add-on, read for measurement
    only; one that a version lacks is left out.
    """
    sizes: dict[str, int] = {}
    engine = crawler.engine
    scheduler = getattr(engine, "scheduler", None)
    if scheduler is not None:
        sizes["pending requests"] = len(scheduler)
        fingerprints = getattr(getattr(scheduler, "df", None), "_fingerprints", None)
        if fingerprints is not None:
            sizes["fingerprints"], sizes["fingerprints KiB"] = len(fingerprints), deep_size(fingerprints) // KIB
    scraper = getattr(engine, "scraper", None)
    for component in getattr(getattr(scraper, "spidermw", None), "middlewares", ()):
        emitted = getattr(getattr(component, "flow", None), "_emitted", None)
        if emitted is not None:
            sizes["emitted URLs"], sizes["emitted URLs KiB"] = len(emitted), deep_size(emitted) // KIB
    for component in getattr(getattr(scraper, "itemproc", None), "middlewares", ()):
        index = getattr(component, "duplicates", None)
        if index is not None:
            held = deep_size((getattr(index, "_exact", ()), getattr(index, "_buckets", ())))
            sizes["texts seen"], sizes["texts seen KiB"] = len(getattr(index, "_exact", ())), held // KIB
    return sizes


def crawl(site: FixtureServer, urls_file: Path, addon: bool, mark: int, total: int, workdir: Path) -> dict[str, Any]:
    folder = workdir / ("with" if addon else "without")
    folder.mkdir()
    spec = crawl_spec(site, addon, spider="benchmarks.memory.ListSpider", kwargs={"urls_file": str(urls_file)},
                      marks=list(range(mark, total + 1, mark)), sizes="benchmarks.memory.state_sizes")
    started = time.monotonic()
    result = run_child(folder, "--child", spec)
    print(f"memory: {'with' if addon else 'without'} add-on: {time.monotonic() - started:.0f} s, "
          f"{result['responses']} responses", file=sys.stderr)
    return result


def report(without: dict[str, Any], with_: dict[str, Any], description: str, quick: bool) -> str:
    lines = [
        f"## Memory of a long crawl ({'quick' if quick else 'full'})", "",
        f"Site: {description}; every page requested once by a list spider in a fixed shuffled order "
        "(the add-on also fetches the later pages of three-page articles again, to merge them). "
        "Crawler process memory from `/proc/self/status`: RSS now and peak RSS (`VmHWM`) so far, MiB. "
        "State kept on purpose, entries (KiB): Scrapy's request fingerprints; the add-on's emitted URLs "
        "and the article texts its duplicate filter remembers.", "",
        "| responses | no add-on: RSS | peak | add-on: RSS | peak | add-on - no add-on (peak) "
        "| fingerprints | emitted URLs | texts seen | pending requests |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    base = {s["responses"]: s for s in without["snapshots"]}
    for snap in with_["snapshots"]:
        other = base.get(snap["responses"])
        plain = f"{other['rss_mb']:.0f} | {other['peak_mb']:.0f}" if other else "- | -"
        delta = f"{snap['peak_mb'] - other['peak_mb']:+.0f}" if other else "-"
        lines.append(
            f"| {snap['responses']:,} | {plain} | {snap['rss_mb']:.0f} | {snap['peak_mb']:.0f} | {delta} "
            f"| {snap.get('fingerprints', 0):,} ({snap.get('fingerprints KiB', 0):,}) "
            f"| {snap.get('emitted URLs', 0):,} ({snap.get('emitted URLs KiB', 0):,}) "
            f"| {snap.get('texts seen', 0):,} ({snap.get('texts seen KiB', 0):,}) | {snap.get('pending requests', 0)} |")
    first, last = with_["snapshots"][0], with_["snapshots"][-1]
    grown = last["peak_mb"] - first["peak_mb"]
    per_page = grown * KIB * KIB / (last["responses"] - first["responses"])
    kept = sum(last.get(k, 0) - first.get(k, 0) for k in ("fingerprints KiB", "emitted URLs KiB", "texts seen KiB"))
    baseline = [base[n]["peak_mb"] for n in (first["responses"], last["responses"]) if n in base]
    lines += ["", f"Peak RSS with the add-on: {first['peak_mb']:.0f} MiB at {first['responses']:,} responses, "
              f"{last['peak_mb']:.0f} MiB at {last['responses']:,} ({grown:+.1f} MiB, {per_page:.0f} bytes a "
              f"response), of which the state kept on purpose grew {kept / KIB:.1f} MiB"
              + (f"; without the add-on: {baseline[0]:.0f} MiB, then {baseline[1]:.0f} MiB" if len(baseline) == 2
                 else "")
              + f". Crawls ended: {without['finish_reason']} / {with_['finish_reason']}; "
              f"{with_['responses']:,} responses and {with_['items']['article']:,} article items with the add-on; "
              f"Scrapy's trouble stats: {without.get('trouble') or 'none'} / {with_.get('trouble') or 'none'}."]
    return "\n".join(lines) + "\n"


def main(quick: bool) -> str:
    """Generate and serve the site, crawl it without and with the add-on, return the Markdown section."""
    mark = QUICK_MARK if quick else MARK
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "site"
        started = time.monotonic()
        generate(root, **(QUICK_SITE if quick else SITE))
        print(f"memory: site generated in {time.monotonic() - started:.0f} s", file=sys.stderr)
        site = FixtureServer(root)
        try:
            urls = [url for _, url in page_files(root, site.base_url)]
            random.Random(ORDER_SEED).shuffle(urls)
            urls_file = Path(tmp) / "urls.txt"
            urls_file.write_text("\n".join(urls) + "\n", encoding="utf-8")
            total = len(urls) // mark * mark
            without = crawl(site, urls_file, False, mark, total, Path(tmp))
            with_ = crawl(site, urls_file, True, mark, total, Path(tmp))
        finally:
            site.close()
        return report(without, with_, site_description(root), quick)


def cli() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="the 2,035-page site, a snapshot every 250 responses")
    print(main(parser.parse_args().quick))


if __name__ == "__main__":
    cli()
