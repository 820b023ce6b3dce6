"""The command line's cleaning flags, shared by the commands that extract (extract, evaluate, crossval).

Its own module so that the training commands read them without importing
the command line that imports them (no import cycle).
"""

from __future__ import annotations

import argparse
from typing import Any

from .extraction.config import ExtractionConfig


def add_cleaning_flags(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--keep-comments", action="store_true",
                        help="auto: keep reader comments in the text (default: cleaned out)")
    parser.add_argument("--keep-bylines", action="store_true",
                        help="auto: keep bylines in the text (default: cleaned out; authors are a field)")
    parser.add_argument("--no-tidy", action="store_true",
                        help="keep the method's selection as it is: no headline, caption, teaser or widget "
                             "taken out of the body (default: tidied, see docs/body.md)")


def cleaning_config(args: argparse.Namespace, **fields: Any) -> ExtractionConfig:
    """The extraction configuration of the cleaning flags (:func:`add_cleaning_flags`) and ``fields``."""
    return ExtractionConfig(keep_comments=args.keep_comments, keep_bylines=args.keep_bylines,
                            tidy_body=not args.no_tidy, **fields)
