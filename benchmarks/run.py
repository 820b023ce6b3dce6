"""The one command: every benchmark in one run, one Markdown report.

Input: the development corpora and whatever each benchmark reads. Output: a
Markdown report (``benchmarks/results/REPORT.md`` by default, git-ignored)
that states the machine, the date and the versions, then one section per
benchmark.

A benchmark is any module ``benchmarks/<name>.py`` defining
``main(quick: bool) -> str`` that returns a Markdown section (it may also
accept ``corpus: Path``, which then receives ``--corpus``), or a module
whose ``SECTIONS`` maps section names to such functions (``speed.py``:
``speed`` and ``stages``; ``stress.py``: ``scaling`` and ``memory``;
``crawl.py``: ``crawl`` and ``distributed``; ``accuracy.py``: ``accuracy``, its
``table``; ``metadata.py``: ``metadata``, ``metadata-labelled`` and ``metadata-dates``). Sections come in
``ORDER`` first (speed, accuracy, then the crawl and memory benchmarks, which
run Scrapy on a generated local site), then the others by name; a module
without such a ``main`` is listed as not run, with the reason.

Usage: ``python benchmarks/run.py [--quick|--full] [--out PATH] [--corpus DIR] [--only NAME,...]``
"""

from __future__ import annotations

import argparse
import datetime
import importlib
import importlib.metadata
import inspect
import os
import platform
import subprocess
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks import pages, peers  # noqa: E402

HERE = Path(__file__).resolve().parent
DEFAULT_OUT = HERE / "results" / "REPORT.md"
ORDER = ("speed", "accuracy", "crawl", "memory")  # sections in this order, the rest after them by name
# Helpers of the benchmarks, and the page-type fixtures' generator and its text.
NOT_BENCHMARKS = ("__init__", "run", "pages", "peers", "pagetype_pages", "pagetype_text", "metadata_kinds")
LIBRARIES = ("lxml", "numpy", "scrapy", "parsel")  # runtime dependencies whose versions matter

Section = Callable[..., str]


def discover() -> tuple[list[tuple[str, Section]], list[str]]:
    """Benchmarks to run, in report order, and the modules passed over with why."""
    found: dict[str, Section] = {}
    passed: list[str] = []
    for path in sorted(HERE.glob("*.py")):
        name = path.stem
        if name in NOT_BENCHMARKS:
            continue
        try:
            module = importlib.import_module(f"benchmarks.{name}")
        except Exception as error:  # another engineer's module mid-edit must not stop the run
            passed.append(f"- `{path.name}`: import failed: {type(error).__name__}: {error}")
            continue
        sections = getattr(module, "SECTIONS", None)
        main = getattr(module, "main", None)
        if isinstance(sections, dict):
            found.update(sections)
        elif callable(main) and "quick" in inspect.signature(main).parameters:
            found[name] = main
        else:
            passed.append(f"- `{path.name}`: no `main(quick: bool) -> str` and no `SECTIONS`")
    first = [name for name in ORDER if name in found]
    rest = sorted(name for name in found if name not in ORDER)
    return [(name, found[name]) for name in first + rest], passed


def git_state() -> str:
    """Short commit of the repository, marked dirty when files differ from it."""
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                                text=True, check=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain"], cwd=ROOT, capture_output=True,
                               text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown (no git)"
    return f"{commit}{' + uncommitted changes' if dirty else ''}"


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def version(distribution: str) -> str:
    try:
        return importlib.metadata.version(distribution)
    except importlib.metadata.PackageNotFoundError:
        return "not installed"


def machine() -> list[str]:
    """The report's header: where, when and with what it was measured."""
    from lxml import etree
    libxml2 = ".".join(map(str, etree.LIBXML_VERSION))
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    peer_versions = {e.name: e.version for e in peers.EXTRACTORS if e.kind == "peer"}
    return [
        f"- Date: {datetime.datetime.now(datetime.timezone.utc).strftime('%Y-%m-%d %H:%M UTC')}",
        f"- Machine: {os.cpu_count()} cores ({cpu_model()}), {platform.platform()}; "
        f"load average at start {load}",
        f"- Python: {platform.python_implementation()} {platform.python_version()}",
        f"- scrapy-articles {peers.ours_version()}, commit {git_state()}",
        "- Libraries: " + ", ".join(f"{lib} {version(lib)}" for lib in LIBRARIES) + f" (libxml2 {libxml2})",
        "- Peers: " + ", ".join(f"{name} {v}" for name, v in peer_versions.items()),
    ]


def run_section(name: str, main: Section, quick: bool, corpus: Path) -> tuple[str, float]:
    """One benchmark's Markdown, or a note saying how it failed; and its duration."""
    started = time.monotonic()
    print(f"run: {name} ...", file=sys.stderr)
    kwargs = {"corpus": corpus} if "corpus" in inspect.signature(main).parameters else {}
    try:
        text = main(quick=quick, **kwargs)
    except Exception:  # one broken benchmark must not lose the others' numbers
        tail = traceback.format_exc().strip().splitlines()[-1]
        text = f"## {name}\n\nFailed: `{tail}`\n"
    return text, time.monotonic() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--quick", action="store_true", help="small samples, one round: a few minutes")
    mode.add_argument("--full", action="store_true", help="the default: all pages, best of 3 rounds")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--corpus", type=Path, default=pages.DEFAULT_CORPUS)
    parser.add_argument("--only", default=None, help="comma-separated section names (default: all)")
    args = parser.parse_args()
    started = time.monotonic()
    header = machine()
    benchmarks, passed = discover()
    if args.only:
        wanted = args.only.split(",")
        benchmarks = [(name, main) for name, main in benchmarks if name in wanted]
    sections, durations = [], []
    for name, section in benchmarks:
        text, seconds = run_section(name, section, args.quick, args.corpus)
        sections.append(text)
        durations.append(f"{name} {seconds / 60:.1f} min")
    report = [
        f"# scrapy-articles benchmarks ({'quick' if args.quick else 'full'})", "", *header,
        f"- Corpus: `{args.corpus}`",
        "- Command: `" + " ".join(["python benchmarks/run.py", *sys.argv[1:]]) + "`",
        f"- Duration: {(time.monotonic() - started) / 60:.1f} min ({', '.join(durations)})", "",
        *sections,
        *(["## Not run", "", *passed, ""] if passed else []),
    ]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("\n".join(report) + "\n", encoding="utf-8")
    print(f"run: report written to {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
