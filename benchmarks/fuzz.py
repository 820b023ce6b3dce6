"""Fuzzing the extraction engine: hypothesis at scale, and the hostile pages timed.

Input: generated HTML-ish documents (``tests/hostile/properties.py``'s
strategy, some repeated up to REPEAT_MAX times to make big pages) and random
bytes; with ``--hostile``, the pages of ``tests/hostile/``. Output: a Markdown
report: inputs tried, inputs failing, distinct failures (exception type and
place, or the property broken) each with its shortest input, and the
per-input extraction time (CPU seconds of one ``extract`` call: max, mean).

Every input goes through ``extract`` for each algorithm asked, then through
the properties the tests check (inert well-formed HTML, words from the page,
no file read, same output twice). Batches of examples run under successive
seeds (``--seed`` gives the first) until ``--seconds`` have passed, so a run
is reproducible for a given seed and duration, up to the machine's speed.

Usage: ``python benchmarks/fuzz.py [--seconds 60] [--algorithms ttr,auto] [--seed 0] [--hostile]``
"""

from __future__ import annotations

import argparse
import re
import sys
import time
import traceback
import warnings
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hypothesis import HealthCheck, Phase, given, seed, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from scrapy_articles.extraction import ALGORITHMS, ExtractionConfig, extract  # noqa: E402
from tests.hostile.generate import hostile_pages  # noqa: E402
from tests.hostile.properties import (check_html_is_inert, check_html_says_what_the_text_says,  # noqa: E402
                                      check_secret_unread, check_words_come_from_page, documents)

URL = "https://example.com/news/2024/story.html"
CONFIG = ExtractionConfig()
BATCH = 200  # examples per hypothesis run; each batch has its own seed
REPEAT_MAX = 50  # a generated document repeated up to this many times makes a big page
SHOWN_CHARS = 160  # characters of an input shown in the report
_DIGITS = re.compile(r"\d+")  # numbers differ between instances of one failure

inputs = st.one_of(
    documents(),
    st.builds(lambda doc, times: doc * times, documents(), st.integers(1, REPEAT_MAX)),
    st.binary(max_size=4096),
)


@dataclass
class Tally:
    tried: int = 0
    failing: int = 0
    times: list[float] = field(default_factory=list)
    slowest: tuple[float, str, int] = (0.0, "", 0)  # seconds, algorithm, input size
    failures: dict[str, str | bytes] = field(default_factory=dict)  # signature: shortest input


def signature(exc: BaseException) -> str:
    """What a failure is, stripped of its instance: the property or the place that raised."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if "scrapy_articles" in f.filename
              or "properties.py" in f.filename]
    place = f"{Path(frames[-1].filename).name}:{frames[-1].name}" if frames else "?"
    message = _DIGITS.sub("N", str(exc).split("\n")[0])[:90]
    return f"{type(exc).__name__} in {place}: {message}"


def run_one(markup: str | bytes, algorithms: list[str], tally: Tally) -> None:
    tally.tried += 1
    failed = False
    for algorithm in algorithms:
        try:
            start = time.process_time()
            article = extract(markup, URL, algorithm=algorithm, config=CONFIG)
            elapsed = time.process_time() - start
            tally.times.append(elapsed)
            if elapsed > tally.slowest[0]:
                tally.slowest = (elapsed, algorithm, len(markup))
            check_html_is_inert(article)
            check_html_says_what_the_text_says(article)
            check_words_come_from_page(article, markup, URL, CONFIG)
            check_secret_unread(article)
            again = extract(markup, URL, algorithm=algorithm, config=CONFIG)
            assert again.to_dict() == article.to_dict(), "output differs between two runs"
        except Exception as exc:  # noqa: BLE001 - a fuzzer records every failure and goes on
            failed = True
            key = f"[{algorithm}] {signature(exc)}"
            if key not in tally.failures or len(markup) < len(tally.failures[key]):
                tally.failures[key] = markup
    tally.failing += failed


def fuzz(seconds: float, algorithms: list[str], first_seed: int) -> Tally:
    tally = Tally()
    deadline = time.monotonic() + seconds
    batch_seed = first_seed
    while time.monotonic() < deadline:
        @seed(batch_seed)
        @settings(max_examples=BATCH, database=None, deadline=None, phases=[Phase.generate],
                  suppress_health_check=list(HealthCheck))
        @given(inputs)
        def batch(markup: str | bytes) -> None:
            if time.monotonic() < deadline:
                run_one(markup, algorithms, tally)

        batch()
        batch_seed += 1
    return tally


def hostile_table(algorithms: list[str]) -> list[str]:
    rows = ["| page | bytes | " + " | ".join(algorithms) + " |",
            "|---|---:|" + "---:|" * len(algorithms)]
    for name, make in hostile_pages().items():
        data = make()
        cells = []
        for algorithm in algorithms:
            start = time.process_time()
            article = extract(data, URL, algorithm=algorithm, config=CONFIG)
            cells.append(f"{time.process_time() - start:.2f} s / {len(article.text)} ch")
        rows.append(f"| {name} | {len(data):,} | " + " | ".join(cells) + " |")
    return rows


def report(tally: Tally, seconds: float, algorithms: list[str]) -> list[str]:
    times = tally.times or [0.0]
    lines = [f"## Fuzzing ({seconds:.0f} s, algorithms {', '.join(algorithms)})", "",
             f"- inputs tried: {tally.tried}",
             f"- inputs failing: {tally.failing}",
             f"- distinct failures: {len(tally.failures)}",
             f"- extract CPU time per input and algorithm: max {tally.slowest[0]:.3f} s "
             f"({tally.slowest[1]}, {tally.slowest[2]:,} chars/bytes), mean {sum(times) / len(times) * 1000:.1f} ms",
             ""]
    for key, markup in sorted(tally.failures.items()):
        lines += [f"- {key}", f"  shortest input ({len(markup)}): `{markup[:SHOWN_CHARS]!r}`"]
    return lines


QUICK_SECONDS, FULL_SECONDS = 10.0, 60.0  # fuzzing time of run.py's quick and full modes


def main(quick: bool, seconds: float | None = None, algorithms: tuple[str, ...] = ("ttr", "auto"),
         seed: int = 0, hostile: bool | None = None) -> str:
    """The fuzzing report as Markdown; the full mode also times every hostile page."""
    seconds = seconds if seconds is not None else QUICK_SECONDS if quick else FULL_SECONDS
    hostile = (not quick) if hostile is None else hostile
    warnings.simplefilter("ignore")  # hypothesis warns about its strategies' long repr
    lines = report(fuzz(seconds, list(algorithms), seed), seconds, list(algorithms))
    if hostile:
        lines += ["", "## Hostile pages (extract CPU time / characters of text)", ""]
        lines += hostile_table(list(ALGORITHMS))
    return "\n".join(lines) + "\n"


def cli() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=FULL_SECONDS)
    parser.add_argument("--algorithms", default="ttr,auto")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--hostile", action="store_true", help="also time every hostile page")
    args = parser.parse_args()
    algorithms = tuple(a for a in args.algorithms.split(",") if a)
    unknown = set(algorithms) - set(ALGORITHMS)
    if unknown:
        parser.error(f"unknown algorithms {sorted(unknown)}; choose from {', '.join(ALGORITHMS)}")
    print(main(False, args.seconds, algorithms, args.seed, args.hostile))


if __name__ == "__main__":
    cli()
