"""Paired speed benchmark: ``auto`` against trafilatura, page by page in one process.

The speed table (:mod:`benchmarks.speed`) runs each extractor in its own
process, round after round; on a shared machine whose speed drifts by a
tenth within minutes, two rounds taken a minute apart can differ by more
than the change being measured. Here every page is extracted by each
contender in turn, in one process, the order rotating from page to page,
and each contender's CPU time (``time.process_time``) is summed over the
pages: a drift slows all of them alike, and the ratios hold.

``--against DIR`` adds another checkout of this project (an earlier
commit, say: ``git worktree add /tmp/base REV``): its package is copied
under another name (``scrapy_articles_against``; the extraction code imports
itself relatively), so both versions run side by side in the same process.

``--site`` times the pages of the crawl benchmark's generated news site
instead (its quick size, 515 pages): every page has a URL and about 370
links, as a crawl's pages do, so the stages that read links (next pages,
print links) weigh as they do in a crawl.

Usage: ``python benchmarks/paired.py [--rounds N] [--against DIR] [--corpus DIR | --site]``
(trafilatura from the ``bench`` extra). Prints a Markdown table.
"""

from __future__ import annotations

import argparse
import importlib
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks import pages  # noqa: E402

WARMUP_PAGES = 20  # imports, models, caches: not timed
SITE_ORIGIN = "http://127.0.0.1:8000"  # the site's pages are given URLs here; nothing is fetched


def site_rows(root: Path) -> list[dict]:
    """The crawl benchmark's quick site, generated under ``root``: each page's markup and URL."""
    from benchmarks.crawl import QUICK_SITE
    from tests.sites.big.generate import generate
    generate(root, **QUICK_SITE)
    return [{"html": path.read_text(encoding="utf-8"), "url": f"{SITE_ORIGIN}/{path.relative_to(root).as_posix()}"}
            for path in sorted(root.rglob("*.html"))]


AGAINST_PACKAGE = "scrapy_articles_against"


def import_checkout(checkout: Path, scratch: Path) -> str:
    """Make another checkout's package importable beside this one; its name (:data:`AGAINST_PACKAGE`).

    The package is copied under ``scratch`` with that name: the extraction
    code imports itself relatively, so the copy runs as that checkout's code.
    """
    shutil.copytree(checkout / "scrapy_articles", scratch / AGAINST_PACKAGE)
    sys.path.insert(0, str(scratch))
    return AGAINST_PACKAGE


def contenders(against: Path | None, scratch: Path) -> dict[str, Callable[[str, str], object]]:
    """The extract functions to compare, by name."""
    import trafilatura

    from scrapy_articles import extract
    found: dict[str, Callable[[str, str], object]] = {"scrapy-articles (auto)": extract}
    if against is not None:
        other = importlib.import_module(f"{import_checkout(against, scratch)}.extraction.extract")
        found[f"scrapy-articles (auto) at {against}"] = other.extract
    found["trafilatura (default, no comments)"] = (
        lambda html, url: trafilatura.extract(html, url=url, include_comments=False))
    return found


def measure(functions: dict[str, Callable[[str, str], object]], rows: list[dict], rounds: int) -> dict[str, float]:
    """CPU seconds of each function over all ``rows``, ``rounds`` times, the order rotating per page."""
    names = list(functions)
    for row in rows[:WARMUP_PAGES]:
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


def cli() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--against", type=Path, help="another checkout of this project to time beside this one")
    parser.add_argument("--corpus", type=Path, default=pages.DEFAULT_CORPUS)
    parser.add_argument("--site", action="store_true",
                        help="the crawl benchmark's generated site (515 pages with URLs) instead of the corpus pages")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        if args.site:
            rows = site_rows(Path(scratch) / "site")
        else:
            rows = [{"html": row["html"], "url": row["url"]} for row in pages.speed_rows(args.corpus, False)]
        spent = measure(contenders(args.against, Path(scratch)), rows, args.rounds)
    trafilatura = spent["trafilatura (default, no comments)"]
    print(f"{len(rows)} pages x {args.rounds} round(s), one process, order rotating page by page\n")
    print("| extractor | CPU s | pages/s | speed-up over trafilatura |\n|---|---:|---:|---:|")
    for name, seconds in spent.items():
        print(f"| {name} | {seconds:.2f} | {len(rows) * args.rounds / seconds:.0f} | {trafilatura / seconds:.2f}x |")


if __name__ == "__main__":
    cli()
