"""Scaling benchmark: does ``extract()`` stay linear in every kind of page structure?

A page of one structure repeated n times (paragraphs, links, images with
srcsets, declared headlines, nested blocks...) is extracted at n and at
``FACTOR`` times n items. Linear work grows about ``FACTOR`` times (4);
work that compares every item with every other grows ``FACTOR`` squared
(16). Rows growing more than ``SUPERLINEAR`` (8) times are flagged: on a crawl,
such a structure is a page that stalls a worker for minutes once it is
large. The first run of this benchmark found three (2026-11-27): article
HTML written again for every block-level ancestor, declared headlines
compared each with each, and advertisement labels looked for across every
image of a row.

The pages are generated (seeded), not taken from the corpora: the question
is how the cost grows, not what it is on typical pages. CPU time
(``time.process_time``), lowest of ``ROUNDS`` extractions per size.

Usage: ``python benchmarks/scaling.py [--quick] [--n N] [--structures NAME,...] [--algorithm NAME]``
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scrapy_articles.extraction import ALGORITHMS, extract

FACTOR = 4  # the larger page has FACTOR times the items of the smaller
# Growth flagged: the geometric middle of FACTOR (linear) and FACTOR ** 2
# (quadratic). Linear structures measure 2.5x to 6.2x on a shared machine
# (caches, noise), the three quadratic ones found by this benchmark 14x to 18x.
SUPERLINEAR = 8.0
N, QUICK_N = 1000, 100  # items in the smaller page
ROUNDS = 2
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
    """CPU seconds of one extraction, lowest of ROUNDS."""
    best = float("inf")
    for _ in range(ROUNDS):
        start = time.process_time()
        extract(markup, URL, algorithm=algorithm)
        best = min(best, time.process_time() - start)
    return best


def measure(structure: str, n: int, algorithm: str) -> Measured:
    """Characters and CPU seconds at n items and at FACTOR times n."""
    small, large = page(structure, n), page(structure, FACTOR * n)
    return len(small), cost(small, algorithm), len(large), cost(large, algorithm)


def table(measured: dict[str, Measured]) -> list[str]:
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


def main(quick: bool, n: int | None = None, structures: list[str] | None = None, algorithm: str = "auto") -> str:
    """Measure every structure and return the Markdown section."""
    n = n or (QUICK_N if quick else N)
    extract(page("paragraphs", 10), URL, algorithm=algorithm)  # models loaded before timing
    measured = {name: measure(name, n, algorithm) for name in structures or list(STRUCTURES)}
    return "\n".join([
        f"## Scaling ({'quick' if quick else 'full'}, `{algorithm}`)", "",
        (f"Each structure at {n:,} and {FACTOR * n:,} items; CPU time, lowest of {ROUNDS}. Linear work "
         f"grows about {FACTOR}x, work comparing each item with each {FACTOR ** 2}x; over {SUPERLINEAR:g}x "
         "is flagged."), "",
        *table(measured), ""])


def cli() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help=f"{QUICK_N} items instead of {N}")
    parser.add_argument("--n", type=int, default=None, help="items in the smaller page")
    parser.add_argument("--structures", default=None, help=f"comma-separated among: {', '.join(STRUCTURES)}")
    parser.add_argument("--algorithm", default="auto", choices=ALGORITHMS)
    args = parser.parse_args()
    print(main(args.quick, args.n, args.structures.split(",") if args.structures else None, args.algorithm))


if __name__ == "__main__":
    cli()
