"""The command line every benchmark tool shares: one subcommand per measurement.

Each subcommand names the function that runs it (``args.run(args)``), so a
tool's ``main`` is the same two lines whatever its subcommands.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

Run = Callable[[argparse.Namespace], None]


class Tool:
    """A tool's parser and its subcommands."""

    def __init__(self, prog: str, doc: str | None) -> None:
        self.parser = argparse.ArgumentParser(prog=prog, description=(doc or "").splitlines()[0])
        self._sub = self.parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    def command(self, name: str, run: Run, summary: str) -> argparse.ArgumentParser:
        """A subcommand that runs ``run``; its parser, for the options of its own."""
        found = self._sub.add_parser(name, help=summary, description=summary)
        found.set_defaults(run=run)
        return found


def run_command(parser: argparse.ArgumentParser, argv: list[str] | None = None) -> None:
    """Parse ``argv`` and run the subcommand it names."""
    args = parser.parse_args(argv)
    args.run(args)
