"""Sameness: does a change leave the library's answers as they were? Hashes of its outputs, page by page.

A change meant to make the code faster or clearer must not change what it
finds. This runs ``extract()`` (every field of the article, as
``Article.to_dict()`` gives it) on every corpus page with gold text, and the
link stages that run on pages with a URL (``find_page_links``,
``find_neighbour_pages``, ``find_print_link``) on every corpus page with a
URL and on the crawl benchmark's generated site (515 pages of about 370
links each): one SHA-1 per stage over all pages, and, with ``--against DIR``
(another checkout, an earlier commit say: ``git worktree add /tmp/base REV``),
the same for that checkout in the same process, then the pages on which the
two differ, stage by stage.

Usage: ``python benchmarks/sameness.py [--against DIR] [--corpus DIR] [--show N]``.
Exits 1 when the two checkouts differ.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import json
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks import pages  # noqa: E402
from benchmarks.speed import import_checkout, site_rows  # noqa: E402

STAGES = ("extract", "page links", "neighbour pages", "print link")
# Where each module the stages read lives under extraction/, by layout: a checkout
# from before the stage sub-packages (issue 34) has them at the top.
LAYOUT = {"extract": ("extract",), "parse": ("document.parse", "parse"),
          "pagination": ("links.nextpage", "pagination"), "printlink": ("links.printlink", "printlink")}


def _module(package: str, name: str) -> ModuleType:
    """The module ``name`` of LAYOUT in ``package``, wherever that checkout keeps it."""
    for path in LAYOUT[name][:-1]:
        try:
            return importlib.import_module(f"{package}.extraction.{path}")
        except ModuleNotFoundError:
            continue
    return importlib.import_module(f"{package}.extraction.{LAYOUT[name][-1]}")


def answers(package: str) -> Callable[[dict[str, Any]], dict[str, str]]:
    """For a package (this one or an imported checkout): a page's answers per stage, as text."""
    modules: dict[str, ModuleType] = {name: _module(package, name) for name in LAYOUT}

    def answer(row: dict[str, Any]) -> dict[str, str]:
        found = {}
        if row.get("gold") is not None:
            article = modules["extract"].extract(row["html"], row["url"])
            found["extract"] = json.dumps(article.to_dict(), sort_keys=True, ensure_ascii=False, default=repr)
        page = modules["parse"].parse(row["html"], row["url"]) if row["url"] else None
        if page is not None:
            pagination = modules["pagination"]
            found["page links"] = repr(pagination.find_page_links(page.root, row["url"]))
            found["neighbour pages"] = repr(pagination.find_neighbour_pages(page.root, row["url"]))
            found["print link"] = repr(modules["printlink"].find_print_link(page.root, row["url"]))
        return found
    return answer


def page_rows(corpus: Path, scratch: Path) -> list[dict[str, Any]]:
    """Every page of every corpus (the pagination corpus too: it has URLs), then the generated site's."""
    rows = [{"id": row["id"], "html": row["html"], "url": row.get("url"), "gold": row.get("gold")}
            for path in sorted(corpus.glob("*.jsonl.gz"))
            for row in pages.read_rows(corpus, path.name.removesuffix(".jsonl.gz"))]
    site = site_rows(scratch / "site")
    return rows + [{"id": row["url"], **row} for row in site]


def digests(outputs: list[dict[str, str]]) -> dict[str, str]:
    """One SHA-1 per stage over the pages' answers, in page order."""
    hashes = {stage: hashlib.sha1() for stage in STAGES}
    for found in outputs:
        for stage, text in found.items():
            hashes[stage].update(text.encode("utf-8") + b"\0")
    return {stage: h.hexdigest()[:16] for stage, h in hashes.items()}


def cli() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", type=Path, help="another checkout of this project to compare with")
    parser.add_argument("--corpus", type=Path, default=pages.DEFAULT_CORPUS)
    parser.add_argument("--show", type=int, default=5, help="differing pages to list per stage")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        rows = page_rows(args.corpus, Path(scratch))
        versions = {"this checkout": answers("scrapy_articles")}
        if args.against is not None:
            versions[str(args.against)] = answers(import_checkout(args.against, Path(scratch)))
        outputs = {name: [answer(row) for row in rows] for name, answer in versions.items()}
    print(f"{len(rows)} pages\n\n| checkout | " + " | ".join(STAGES) + " |\n|---|" + "---|" * len(STAGES))
    for name, found in outputs.items():
        print(f"| {name} | " + " | ".join(digests(found).values()) + " |")
    if args.against is None:
        return 0
    mine, theirs = outputs.values()
    differing = {stage: [row["id"] for row, a, b in zip(rows, mine, theirs) if a.get(stage) != b.get(stage)]
                 for stage in STAGES}
    for stage, ids in differing.items():
        print(f"\n{stage}: {len(ids)} pages differ" + "".join(f"\n  {page}" for page in ids[:args.show]))
    return 1 if any(differing.values()) else 0


if __name__ == "__main__":
    sys.exit(cli())
