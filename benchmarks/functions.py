"""Instructions per function: ``extract()`` on the instruction count's pages under callgrind, each
function of the library counted with everything it calls, in one run.

Callgrind counts C functions. A Python function runs inside the interpreter's loop and has no
name of its own there, so ``speed.py instructions`` tells how many instructions ``extract()``
took but not where. Here every module-level function of ``scrapy_articles.extraction`` (or those
whose qualified name matches ``--only``) is called through a C function of its own: a small
library, written and compiled here with the system's C compiler, holds a pair per function
(``tramp_K`` calls ``inner_K``, which calls the Python function), and ``inner_K``'s inclusive
count is the function's. ctypes reaches ``tramp_K`` through libffi, whose call callgrind reads
as a jump: the second level is the one callgrind sees called.

The wrapping costs: each wrapped call adds about 7,000 instructions (ctypes' conversions and the
wrapper's frame) to the count of every wrapped function around it. A function that calls many
wrapped ones is counted high by that much (the calls column tells how many it made of its own);
``--only`` wraps fewer for exact figures of a few. Generators are left unwrapped (their calls
would count only the generator's creation). The output hash is printed to show that the wrapped
run extracted what ``speed.py instructions`` does.

Usage: ``python benchmarks/functions.py [--only REGEX] [--top N] [--stride N] [--urls]`` (needs
valgrind and a C compiler; about three minutes on 30 pages; ``--urls``: the pages of
``speed.py instructions --urls``, each extracted at its URL).
"""

from __future__ import annotations

import argparse
import ctypes
import inspect
import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import types
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks import pages  # noqa: E402
from benchmarks.speed import (  # noqa: E402
    INSTRUCTIONS_WARMUP, UNBOUNDED_SECONDS, compile_patterns, fields_digest, instruction_rows, text_digest)

PACKAGE = "scrapy_articles.extraction"
# Trampoline pairs compiled: more than the package's module-level functions.
MAX_FUNCTIONS = 2000
DEFAULT_TOP = 60
_INNER = re.compile(r"inner_(\d+)$")


def c_source(n: int) -> str:
    """The library: ``tramp_K(f, args, kwargs)`` calls ``inner_K``, which returns ``f(*args, **kwargs)``.
    The empty asm after each call keeps the compiler from making it a jump (a tail call)."""
    lines = ["#include <Python.h>"]
    for k in range(n):
        lines.append(f"__attribute__((noinline)) PyObject *inner_{k}(PyObject *f, PyObject *a, PyObject *kw) "
                     "{ PyObject *r = PyObject_Call(f, a, kw); __asm__ volatile(\"\"); return r; }")
        lines.append(f"__attribute__((noinline)) PyObject *tramp_{k}(PyObject *f, PyObject *a, PyObject *kw) "
                     f"{{ PyObject *r = inner_{k}(f, a, kw); __asm__ volatile(\"\"); return r; }}")
    return "\n".join(lines) + "\n"


def build_library(folder: Path, n: int = MAX_FUNCTIONS) -> Path:
    """The trampolines compiled into ``folder`` (SystemExit without a C compiler)."""
    compiler = shutil.which(os.environ.get("CC", "cc"))
    if compiler is None:
        raise SystemExit("no C compiler found (set CC)")
    source, library = folder / "trampolines.c", folder / "trampolines.so"
    source.write_text(c_source(n), encoding="utf-8")
    subprocess.run([compiler, "-O1", "-fno-optimize-sibling-calls", "-fno-ipa-icf", "-shared", "-fPIC",
                    f"-I{sysconfig.get_paths()['include']}", str(source), "-o", str(library)], check=True)
    return library


def module_functions(only: str | None) -> list[types.FunctionType]:
    """The module-level functions (not generators) defined in the package's loaded modules, whose
    ``module.qualname`` (without the package's prefix) matches ``only`` if given."""
    wanted = re.compile(only) if only else None
    found: dict[int, types.FunctionType] = {}
    for name, module in list(sys.modules.items()):
        if not name.startswith(PACKAGE + ".") or module is None:
            continue
        for value in vars(module).values():
            if (isinstance(value, types.FunctionType) and value.__module__ == name
                    and not inspect.isgeneratorfunction(value)
                    and (wanted is None or wanted.search(function_name(value)))):
                found[id(value)] = value
    return list(found.values())


def function_name(function: types.FunctionType) -> str:
    return f"{function.__module__.removeprefix(PACKAGE + '.')}.{function.__qualname__}"


def wrap(functions: list[types.FunctionType], library: Path) -> list[str]:
    """Put a wrapper calling each function through its trampoline wherever a module of the
    package names the function; the functions' names, by trampoline number."""
    if len(functions) > MAX_FUNCTIONS:
        raise SystemExit(f"{len(functions)} functions, {MAX_FUNCTIONS} trampolines: narrow them with --only")
    lib = ctypes.PyDLL(str(library))
    wrappers: dict[int, Any] = {}
    for k, function in enumerate(functions):
        trampoline = getattr(lib, f"tramp_{k}")
        trampoline.restype, trampoline.argtypes = ctypes.py_object, [ctypes.py_object] * 3

        def wrapper(*args: Any, _call: Any = trampoline, _function: Any = function, **kwargs: Any) -> Any:
            return _call(_function, args, kwargs)

        wrapper.__name__, wrapper.__qualname__, wrapper.__wrapped__ = (  # type: ignore[attr-defined]
            function.__name__, function.__qualname__, function)
        wrappers[id(function)] = wrapper
    for name, module in list(sys.modules.items()):
        if name.startswith(PACKAGE + ".") and module is not None:
            for key, value in list(vars(module).items()):
                if isinstance(value, types.FunctionType) and id(value) in wrappers:
                    setattr(module, key, wrappers[id(value)])
    return [function_name(function) for function in functions]


def worker(pages_file: Path, library: Path, only: str | None, names_file: Path) -> None:
    """In the process under callgrind: warm up, wrap, extract every page between the marker calls
    (see speed.instructions_worker), print the output hash."""
    from scrapy_articles import ExtractionConfig, extract
    rows = json.loads(pages_file.read_text(encoding="utf-8"))
    config = ExtractionConfig(time_budget=UNBOUNDED_SECONDS)
    for row in rows[:INSTRUCTIONS_WARMUP]:
        extract(row["html"], row["url"], config=config)
    compile_patterns()
    names = wrap(module_functions(only), library)
    names_file.write_text(json.dumps(names), encoding="utf-8")
    extract(rows[0]["html"], rows[0]["url"], config=config)  # ctypes' first calls outside the count
    os.getppid()  # callgrind zeroes its counts here
    articles = [extract(row["html"], row["url"], config=config) for row in rows]
    os.getpgrp()  # ...and dumps them here
    print(text_digest(articles), fields_digest(articles))


def inclusive_counts(dump: str) -> tuple[Counter[int], Counter[int]]:
    """Per trampoline number: the inclusive instructions of its ``inner_K`` and the calls it made
    (to the Python function: one per call of the function), read from a callgrind dump written
    with ``--compress-strings=no --compress-pos=no``. A recursive entry (``inner_K'2``) is inside
    the first one's count already and is left out."""
    costs: Counter[int] = Counter()
    calls: Counter[int] = Counter()
    current: int | None = None
    pending: int | None = None
    for line in dump.splitlines():
        if line.startswith("fn="):
            found = _INNER.match(line[3:].strip())
            current = int(found.group(1)) if found else None
        elif line.startswith("calls="):
            pending = int(line[6:].split()[0])
        elif line[:1].isdigit() or line[:1] in "+-*":
            if current is not None:
                parts = line.split()
                if len(parts) >= 2:
                    costs[current] += int(parts[1])
                if pending is not None:
                    calls[current] += pending
            pending = None
    return costs, calls


def count(corpus: Path, stride: int | None, only: str | None,
          urls: bool = False) -> tuple[list[tuple[str, int, int]], int, str]:
    """(name, inclusive instructions, calls) of every wrapped function called, the whole count and the
    output hashes (text, every field)."""
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt-get install valgrind)")
    rows = instruction_rows(corpus, stride, urls)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        library = build_library(folder)
        pages_file, names_file, out = folder / "pages.json", folder / "names.json", folder / "callgrind.out"
        pages_file.write_text(json.dumps(rows), encoding="utf-8")
        env = {**os.environ, "OPENBLAS_NUM_THREADS": "1"}
        command = [sys.executable, __file__, "--worker", str(pages_file), str(library), str(names_file)]
        if only:
            command += ["--only", only]
        done = subprocess.run(
            ["valgrind", "--tool=callgrind", "--zero-before=getppid", "--dump-before=getpgrp",
             "--compress-strings=no", "--compress-pos=no", f"--callgrind-out-file={out}", *command],
            env=env, capture_output=True, text=True, check=True)
        dump = Path(f"{out}.1").read_text(encoding="utf-8", errors="replace")
        names = json.loads(names_file.read_text(encoding="utf-8"))
    total = re.search(r"^summary:\s*(\d+)", dump, re.M)
    if total is None:
        raise SystemExit("callgrind wrote no summary; its output:\n" + done.stderr[-2000:])
    costs, calls = inclusive_counts(dump)
    found = sorted(((names[k], cost, calls[k]) for k, cost in costs.items()), key=lambda row: -row[1])
    return found, int(total.group(1)), done.stdout.strip()


def table(found: list[tuple[str, int, int]], total: int, top: int) -> list[str]:
    lines = ["| function | instructions (inclusive) | share | calls |", "|---|---:|---:|---:|"]
    lines += [f"| `{name}` | {cost:,} | {100 * cost / total:.1f}% | {calls:,} |" for name, cost, calls in found[:top]]
    return lines


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="benchmarks/functions.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", help="wrap only the functions whose module.qualname this regex finds")
    parser.add_argument("--top", type=int, default=DEFAULT_TOP, help="rows printed")
    parser.add_argument("--stride", type=int, default=None, help="every N-th page (speed.py instructions' default)")
    parser.add_argument("--urls", action="store_true", help="the corpus pages with a URL, each extracted at it")
    parser.add_argument("--corpus", type=Path, default=pages.DEFAULT_CORPUS)
    parser.add_argument("--worker", nargs=3, type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        worker(*args.worker[:2], args.only, args.worker[2])
        return
    found, total, digest = count(args.corpus, args.stride, args.only, args.urls)
    print(f"extract() on the pages of speed.py instructions{' --urls' if args.urls else ''}, functions wrapped: "
          f"{total:,} instructions (the wrapping included); output hashes {digest}\n")
    print("\n".join(table(found, total, args.top)))


if __name__ == "__main__":
    main()
