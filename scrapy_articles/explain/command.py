"""The ``scrapy-articles explain`` subcommand: a page in, an HTML report out.

Input: the command line (``PAGE.html`` or ``-``, ``--url``, ``--algorithm``,
``-o``). Output: the report written with :func:`.report.write_report`.
:func:`add_parser` registers the subcommand on the main command's
subparsers; like the rest of the command, it never imports Scrapy.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..extraction.config import ALGORITHMS

DESCRIPTION = (
    "Write one self-contained HTML file explaining the extraction of PAGE: its blocks in "
    "reading order coloured by role (article, boilerplate, title, caption, next-page and "
    "print links) with the signal that decided each, the text-to-tag ratio, density, "
    "probability and maximum-subsequence plots, and the extracted result. The file loads "
    "nothing from the network; open it in any browser.")
EPILOG = """example:
  scrapy-articles explain page.html --url https://example.com/news/1 -o why.html
"""


def _fail(message: str) -> int:
    print(f"scrapy-articles explain: error: {message}", file=sys.stderr)
    return 2


def cmd_explain(args: argparse.Namespace) -> int:
    if args.page == "-":
        markup = sys.stdin.buffer.read()
    elif Path(args.page).is_file():
        markup = Path(args.page).read_bytes()
    else:
        return _fail(f"no such file: {args.page} (give an HTML file, or - to read standard input)")
    output = Path(args.output)
    if not output.parent.is_dir():
        return _fail(f"cannot write {output}: folder {output.parent} does not exist")
    from .report import write_report  # the report's modules load only when this command runs: see explain/__init__

    write_report(output, markup, args.url, algorithm=args.algorithm)
    print(f"wrote {output}", file=sys.stderr)
    return 0


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """Register ``explain`` on the main parser's subparsers and return its parser."""
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "explain", help="write an HTML report showing why each block was kept or dropped",
        description=DESCRIPTION, epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("page", help="HTML file, or - for standard input")
    parser.add_argument("--url", help="the page's URL, to resolve links and images")
    parser.add_argument("--algorithm", default="auto", choices=ALGORITHMS,
                        help="extraction method to explain (default: auto)")
    parser.add_argument("-o", "--output", required=True, metavar="REPORT.html",
                        help="where to write the report (replaced if it exists)")
    parser.set_defaults(func=cmd_explain)
    return parser
