"""Instruction count of ``extract()`` on a fixed sample of the speed pages, under callgrind.

Seconds on a shared 2-core machine swing by a quarter from one round to the
next; instructions do not depend on what else the machine is doing (the same
code on the same pages counts the same to about 0.1%), so two versions of
the code can be compared on a busy machine, and a change of a fraction of a
percent can be seen. Instructions are not time (a cache miss costs more than
an add), so the speed benchmark still has the last word.

Protocol: every ``--stride``-th page of the speed sample (:mod:`benchmarks.pages`;
16 gives 30 pages), one process under ``valgrind --tool=callgrind``, three
untimed pages first (imports, model loads), then ``extract()`` on each page
with the default configuration except the time budget (valgrind runs code
50 times slower: no page may hit the budget). Callgrind zeroes its counts when
the worker calls ``getppid`` just before the loop and dumps them when it calls
``getpgrp`` just after: libc calls nothing else in the loop makes. Prints the
count and a hash of the extracted texts: the same hash means the same output.

Usage: ``python benchmarks/instructions.py [--corpus DIR] [--stride N]``
(needs valgrind: ``apt-get install valgrind``).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks import pages  # noqa: E402

DEFAULT_STRIDE = 16  # 470 speed pages / 16 -> 30 pages, about a minute under valgrind
WARMUP_PAGES = 3
UNBOUNDED_SECONDS = 1e9  # ExtractionConfig.time_budget under valgrind
# The dump callgrind writes when the worker calls getpgrp (the first one: ".1").
_SUMMARY = re.compile(r"^summary:\s*(\d+)", re.M)


def worker(pages_file: Path) -> None:
    """In the process under callgrind: extract every page between the two marker calls, print the hash."""
    from scrapy_articles import ExtractionConfig, extract
    rows = json.loads(pages_file.read_text(encoding="utf-8"))
    config = ExtractionConfig(time_budget=UNBOUNDED_SECONDS)
    for row in rows[:WARMUP_PAGES]:
        extract(row["html"], row["url"], config=config)
    os.getppid()  # callgrind zeroes its counts here
    texts = [extract(row["html"], row["url"], config=config).text for row in rows]
    os.getpgrp()  # ...and dumps them here
    print(hashlib.sha1("\0".join(texts).encode("utf-8")).hexdigest()[:12])


def measure(corpus: Path, stride: int) -> tuple[int, int, str]:
    """Pages, instructions and output hash of ``extract()`` on every ``stride``-th speed page."""
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt-get install valgrind)")
    rows = [{"html": row["html"], "url": row["url"]} for row in pages.speed_rows(corpus, False)[::stride]]
    with tempfile.TemporaryDirectory() as tmp:
        pages_file = Path(tmp) / "pages.json"
        pages_file.write_text(json.dumps(rows), encoding="utf-8")
        out = Path(tmp) / "callgrind.out"
        env = {**os.environ, "OPENBLAS_NUM_THREADS": "1"}  # one BLAS thread, as extract() runs its networks
        done = subprocess.run(
            ["valgrind", "--tool=callgrind", "--zero-before=getppid", "--dump-before=getpgrp",
             f"--callgrind-out-file={out}", sys.executable, __file__, "--worker", str(pages_file)],
            env=env, capture_output=True, text=True, check=True)
        dump = Path(f"{out}.1").read_text(encoding="utf-8", errors="replace")
    found = _SUMMARY.search(dump)
    if found is None:
        raise SystemExit("callgrind wrote no summary; its output:\n" + done.stderr[-2000:])
    return len(rows), int(found.group(1)), done.stdout.strip()


def cli() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=pages.DEFAULT_CORPUS)
    parser.add_argument("--stride", type=int, default=DEFAULT_STRIDE, help="every Nth page of the speed sample")
    parser.add_argument("--worker", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(args.worker)
        return
    n, instructions, digest = measure(args.corpus, args.stride)
    print(f"extract() on {n} speed pages: {instructions:,} instructions; output hash {digest}")


if __name__ == "__main__":
    cli()
