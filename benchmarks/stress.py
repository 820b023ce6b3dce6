"""Does extraction hold up: on larger pages, on a long crawl, on minified pages. Commands of ``benchmarks/speed.py``.

- ``scaling`` (:func:`scaling_section`): a page of one structure repeated n
  times (paragraphs, links, images with srcsets, declared headlines, nested
  blocks...) is extracted at n and at ``FACTOR`` times n items. Linear work
  grows about ``FACTOR`` times (4); work that compares every item with every
  other grows ``FACTOR`` squared (16). Rows growing more than ``SUPERLINEAR``
  (8) times are flagged: on a crawl, such a structure is a page that stalls a
  worker for minutes once it is large. The pages are generated (seeded), not
  taken from the corpora: the question is how the cost grows, not what it is
  on typical pages. CPU time, lowest of ``SCALING_ROUNDS`` extractions per size.
- ``memory`` (:func:`memory_section`): does a long crawl with the add-on grow?
  Peak RSS every 1,000 pages up to 10,000. The big fixture site
  (``tests/sites/big``) with topic pages and a news site's boilerplate,
  generated at ``MEMORY_SITE`` (10,024 pages of 55-103 kB;
  ``QUICK_MEMORY_SITE``: the crawl benchmark's 2,035), served on 127.0.0.1 in
  this process, is crawled twice, each in a fresh process (see
  :func:`benchmarks.crawl.child`), by :class:`ListSpider`, which requests
  the site's URLs in a fixed shuffled order (articles, listings and fronts
  mixed, as a crawl meets them) and yields a small item of its own per page:
  without the add-on, then with it (defaults). Its start requests are read
  lazily by Scrapy, so the queue stays short and what grows is what the crawl
  remembers. Every ``MARK`` responses the crawler process records ``VmRSS``
  and ``VmHWM`` from ``/proc/self/status``, and the size of the state a crawl
  keeps on purpose: Scrapy's request fingerprints, and the add-on's emitted
  URLs and article-text digests and simhashes. Those grow by design, linearly
  and by tens of bytes a page; anything else growing would be a leak.
- ``minified`` (:func:`minified_section`): shingle F1 per method and corpus
  on every ``MINIFIED_STRIDE``-th page of each development corpus, as stored
  and minified (every line break a space, as HTML minifiers do). The learned
  methods were trained on these corpora, so the figures are in-sample; the
  point is the difference between the two columns, which should be near
  zero: a minified page is the same page.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import scrapy  # noqa: E402
from scrapy.crawler import Crawler  # noqa: E402
from scrapy.http import Response  # noqa: E402

from benchmarks import pages  # noqa: E402
from benchmarks.crawl import crawl_spec, page_files, run_child, site_description  # noqa: E402
from scrapy_articles.evaluation import score_by_dataset  # noqa: E402
from scrapy_articles.extraction import extract  # noqa: E402
from tests.scrapy.server import FixtureServer  # noqa: E402
from tests.sites.big.generate import generate  # noqa: E402

# scaling.

FACTOR = 4  # the larger page has FACTOR times the items of the smaller
# Growth flagged: the geometric middle of FACTOR (linear) and FACTOR ** 2
# (quadratic). Linear structures measure 2.5x to 6.2x on a shared machine
# (caches, noise), the three quadratic ones found by this benchmark 14x to 18x.
SUPERLINEAR = 8.0
SCALING_N, QUICK_N = 1000, 100  # items in the smaller page
SCALING_ROUNDS = 2
URL = "https://example.com/news/story.html"
NESTING_ITEMS = 20  # items a level of "nested blocks": 50 and 200 levels in the full run
WORDS = ("alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa", "lambda", "mu")

Structure = Callable[[int, Callable[[int], str]], str]
Measured = tuple[int, float, int, float]  # characters and CPU seconds at n, then at FACTOR times n


def _jsonld(value: str) -> str:
    return f'<script type="application/ld+json">{value}</script>'


# name -> the body of a page of k items, given words(n): n random words.
STRUCTURES: dict[str, Structure] = {
    "paragraphs": lambda k, w: "".join(f"<p>{w(40)}</p>" for _ in range(k)),
    "link list": lambda k, w: "<ul>" + "".join(f'<li><a href="/story-{i}.html">{w(5)}</a></li>' for i in range(k))
                               + "</ul>",
    "numbered page links": lambda k, w: "".join(f'<a href="/news/story.html?page={i}">{i}</a> ' for i in range(k)),
    "rel=next links": lambda k, w: "".join(f'<a rel="next" href="/news/story.html?page={i}">Next</a> '
                                           for i in range(k)),
    "print links": lambda k, w: "".join(f'<a href="/print/{i}">Print this article</a> ' for i in range(k)),
    "figures": lambda k, w: "".join(f'<figure><img src="/img/{i}.jpg" width="600" height="400">'
                                    f"<figcaption>{w(8)}</figcaption></figure><p>{w(20)}</p>" for i in range(k)),
    "images with srcset": lambda k, w: "".join(
        f'<img src="/a{i}.jpg" srcset="' + ", ".join(f"/a{i}-{px}.jpg {px}w" for px in range(100, 2000, 100)) + '">'
        for i in range(k)),
    "images beside text": lambda k, w: "".join(f'<div><img src="/i{i}.jpg" width="500" height="300">'
                                               f"<span>{w(8)}</span></div>" for i in range(k)),
    "table rows": lambda k, w: "<table>" + "".join(f"<tr><td>{w(3)}</td><td>{w(6)}</td></tr>" for _ in range(k))
                               + "</table>",
    "line breaks": lambda k, w: "<div>" + "<br>".join(w(6) for _ in range(k)) + "</div>",
    "inline markup": lambda k, w: "<p>" + "".join(f"<b>{w(2)}</b> <i>{w(2)}</i> " for _ in range(k)) + "</p>",
    "headings": lambda k, w: "".join(f"<h2>{w(4)}</h2><p>{w(30)}</p>" for _ in range(k)),
    "h1 headings": lambda k, w: "".join(f"<h1>{w(6)}</h1>" for _ in range(k)),
    "itemprop=headline": lambda k, w: "".join(f'<div itemprop="headline">{w(6)}</div>' for _ in range(k)),
    # One level per NESTING_ITEMS items: the parser flattens nesting past 256 levels.
    "nested blocks": lambda k, w: "".join(f"<div>{w(10)}" for _ in range(k // NESTING_ITEMS))
                                  + "</div>" * (k // NESTING_ITEMS),
    "comment threads": lambda k, w: "".join(f'<div class="comment"><p>{w(15)}</p></div>' for _ in range(k)),
    "hint classes": lambda k, w: "".join(f'<div class="comment sidebar related share ad-{i}" id="x{i}">'
                                         f"<p>{w(10)}</p></div>" for i in range(k)),
    "bylines": lambda k, w: "".join(f"<p>By {w(2).title()}</p>" for _ in range(k)),
    "times": lambda k, w: "".join(f'<time datetime="2024-01-{1 + i % 28:02d}">{w(2)}</time> ' for i in range(k)),
    "repeated paragraph": lambda k, w: "<p>the same words again</p>" * k,
    "author meta tags": lambda k, w: "".join(f'<meta name="author" content="{w(2)}">' for _ in range(k)),
    "og:title tags": lambda k, w: "".join(f'<meta property="og:title" content="{w(5)}">' for _ in range(k)),
    "JSON-LD articles": lambda k, w: "".join(_jsonld(f'{{"@type": "NewsArticle", "headline": "{w(5)}", '
                                                     f'"author": {{"name": "{w(2)}"}}}}') for _ in range(k)),
    "JSON-LD authors": lambda k, w: _jsonld('{"@type": "NewsArticle", "headline": "h", "author": ['
                                            + ",".join(f'{{"name": "{w(2)}"}}' for _ in range(k)) + "]}"),
    "JSON-LD graph": lambda k, w: _jsonld('{"@graph": [' + ",".join(
        f'{{"@id": "#n{i}", "@type": "Person", "name": "{w(2)}", "knows": {{"@id": "#n{(i + 1) % k}"}}}}'
        for i in range(k)) + "]}"),
    "scripts": lambda k, w: "".join(f"<script>var x{i} = '{w(20)}';</script>" for i in range(k)),
    "long words": lambda k, w: "<p>" + " ".join("x" * 200 for _ in range(k)) + "</p>",
    "attributes": lambda k, w: "".join(f'<span class="{w(6)}" id="i{i}" data-x="{w(4)}">{w(3)}</span>'
                                       for i in range(k)),
}


def page(structure: str, k: int) -> str:
    """A page of ``k`` items of ``structure``, with an article paragraph beside them (seeded)."""
    rng = random.Random(k)

    def words(n: int) -> str:
        return " ".join(rng.choice(WORDS) for _ in range(n))

    body = STRUCTURES[structure](k, words)
    return (f"<html><head><title>{structure}</title></head><body><article>{body}"
            f"<p>{words(100)}</p></article></body></html>")


def cost(markup: str, algorithm: str) -> float:
    """CPU seconds of one extraction, lowest of SCALING_ROUNDS."""
    best = float("inf")
    for _ in range(SCALING_ROUNDS):
        start = time.process_time()
        extract(markup, URL, algorithm=algorithm)
        best = min(best, time.process_time() - start)
    return best


def scaling_measure(structure: str, n: int, algorithm: str) -> Measured:
    """Characters and CPU seconds at n items and at FACTOR times n."""
    small, large = page(structure, n), page(structure, FACTOR * n)
    return len(small), cost(small, algorithm), len(large), cost(large, algorithm)


def scaling_table(measured: dict[str, Measured]) -> list[str]:
    """The Markdown rows of the measurements, by structure, and the line naming the superlinear ones."""
    lines = ["| structure | chars | ms | chars | ms | growth |", "|---|---:|---:|---:|---:|---:|"]
    flagged = []
    for name, (small_chars, small, large_chars, large) in measured.items():
        growth = large / max(small, 1e-6)
        if growth > SUPERLINEAR:
            flagged.append(name)
        lines.append(f"| {name} | {small_chars:,} | {small * 1000:.1f} | {large_chars:,} | {large * 1000:.1f} | "
                     f"{growth:.1f}x{' **superlinear**' if growth > SUPERLINEAR else ''} |")
    return lines + ["", f"Superlinear: {', '.join(flagged)}." if flagged else "No structure grows superlinearly."]


def scaling_section(quick: bool, n: int | None = None, structures: list[str] | None = None,
                    algorithm: str = "auto") -> str:
    """Measure every structure and return the Markdown section."""
    n = n or (QUICK_N if quick else SCALING_N)
    extract(page("paragraphs", 10), URL, algorithm=algorithm)  # models loaded before timing
    measured = {name: scaling_measure(name, n, algorithm) for name in structures or list(STRUCTURES)}
    return "\n".join([
        f"## Scaling ({'quick' if quick else 'full'}, `{algorithm}`)", "",
        (f"Each structure at {n:,} and {FACTOR * n:,} items; CPU time, lowest of {SCALING_ROUNDS}. Linear work "
         f"grows about {FACTOR}x, work comparing each item with each {FACTOR ** 2}x; over {SUPERLINEAR:g}x "
         "is flagged."), "",
        *scaling_table(measured), ""])


# memory.

# generate() arguments. Full: 7,300 articles, 200 three-page ones, 100
# served twice, 1,999 topic listings (one topic draws no article), 24 fronts
# and the home page: 10,024 pages, the 10,000 of issue 9. Quick: the crawl
# benchmark's 2,035 pages.
MEMORY_SITE: dict[str, Any] = {"articles": 7300, "long_reads": 200, "syndicated": 100, "tags": 2000,
                               "boilerplate": True}
QUICK_MEMORY_SITE: dict[str, Any] = {"articles": 1450, "long_reads": 40, "syndicated": 40, "tags": 400,
                                     "boilerplate": True}
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


def memory_crawl(site: FixtureServer, urls_file: Path, addon: bool, mark: int, total: int,
                 workdir: Path) -> dict[str, Any]:
    folder = workdir / ("with" if addon else "without")
    folder.mkdir()
    spec = crawl_spec(site, addon, spider="benchmarks.stress.ListSpider", kwargs={"urls_file": str(urls_file)},
                      marks=list(range(mark, total + 1, mark)), sizes="benchmarks.stress.state_sizes")
    started = time.monotonic()
    result = run_child(folder, "--child", spec)
    print(f"memory: {'with' if addon else 'without'} add-on: {time.monotonic() - started:.0f} s, "
          f"{result['responses']} responses", file=sys.stderr)
    return result


def memory_report(without: dict[str, Any], with_: dict[str, Any], description: str, quick: bool) -> str:
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


def memory_section(quick: bool) -> str:
    """Generate and serve the site, crawl it without and with the add-on, return the Markdown section."""
    mark = QUICK_MARK if quick else MARK
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "site"
        started = time.monotonic()
        generate(root, **(QUICK_MEMORY_SITE if quick else MEMORY_SITE))
        print(f"memory: site generated in {time.monotonic() - started:.0f} s", file=sys.stderr)
        site = FixtureServer(root)
        try:
            urls = [url for _, url in page_files(root, site.base_url)]
            random.Random(ORDER_SEED).shuffle(urls)
            urls_file = Path(tmp) / "urls.txt"
            urls_file.write_text("\n".join(urls) + "\n", encoding="utf-8")
            total = len(urls) // mark * mark
            without = memory_crawl(site, urls_file, False, mark, total, Path(tmp))
            with_ = memory_crawl(site, urls_file, True, mark, total, Path(tmp))
        finally:
            site.close()
        return memory_report(without, with_, site_description(root), quick)


# minified.

MINIFIED_STRIDE = 3  # every 3rd page of each corpus: ~540 pages, a few minutes a method


def minify(markup: str) -> str:
    """``markup`` on one line: every line break a space."""
    return " ".join(markup.split("\n"))


def f1_by_corpus(rows: list[dict[str, Any]], method: str, transform: Callable[[str], str]) -> dict[str, float]:
    predictions = {row["id"]: extract(transform(row["html"]), row.get("url"), algorithm=method).text
                   for row in rows}
    scores = score_by_dataset(rows, predictions)
    return {name: result["shingle"]["f1"] for name, result in scores.items()}


def minified_section(stride: int, corpus: Path, methods: list[str]) -> str:
    rows = [row for name in pages.corpus_names(corpus) for row in pages.read_rows(corpus, name)[::stride]]
    names = pages.corpus_names(corpus)
    lines = ["| method | " + " | ".join(f"{n} as is | {n} minified" for n in names) + " |",
             "|---|" + "---:|---:|" * len(names)]
    for method in methods:
        as_is = f1_by_corpus(rows, method, lambda markup: markup)
        minified = f1_by_corpus(rows, method, minify)
        cells = " | ".join(f"{as_is[n]:.3f} | {minified[n]:.3f}" for n in names)
        lines.append(f"| {method} | {cells} |")
    return "\n".join([f"Shingle F1, one page in {stride} of each corpus ({len(rows)} pages).", "", *lines])


# The commands of benchmarks/speed.py, by name: their parsed arguments in, a Markdown section out.
COMMANDS: dict[str, Callable[[argparse.Namespace], str]] = {
    "scaling": lambda args: scaling_section(args.quick, args.n, args.structures.split(",") if args.structures
                                            else None, args.algorithm),
    "memory": lambda args: memory_section(args.quick),
    "minified": lambda args: minified_section(args.stride, args.corpus, args.methods.split(",")),
}
# run.py's sections: name -> main(quick) returning Markdown.
SECTIONS: dict[str, Callable[..., str]] = {"scaling": scaling_section, "memory": memory_section}
