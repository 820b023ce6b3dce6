"""The ``train`` and ``crossval`` commands: their arguments, registered on ``scrapy-articles``.

:func:`add_parsers` is what the top-level command line calls; it never
imports that module (no import cycle), and the work itself
(:mod:`.commands`, the models and corpora) is loaded only when one of these
commands runs.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any

from ..cleaningflags import add_cleaning_flags

USAGE_ERROR = 2  # the exit status of a command-line mistake, as argparse gives
METHODS = ("ttr", "density", "shallow", "mss", "auto")  # the methods crossval can score
STORY_PAGES_HELP = ("segment-labelled pages of the dataset 'bodysuite' (benchmarks/bodysuite.py writes them) "
                    "that train the body's block check too, never auto")


def add_parsers(sub: Any) -> None:
    """Register ``train`` and ``crossval`` on ``sub``, the ``scrapy-articles`` subcommands."""
    tr = sub.add_parser("train", help="train the learned models from annotated corpora",
                        description="Train density, shallow, mss and auto models deterministically and write "
                                    "them as .npz files (default: the package's model folder), with their "
                                    "entries in the folder's MANIFEST.json.")
    tr.add_argument("corpus", nargs="+", metavar="CORPUS")
    tr.add_argument("--output", metavar="DIR", help="model folder (default: the installed package's)")
    tr.add_argument("--cache", metavar="DIR", help="cache segmented pages here between runs")
    tr.add_argument("--scores", nargs="+", metavar="PROTOCOL=FILE",
                    help="cross-validation results (crossval --json) to record in the models' manifest, "
                         "by protocol name (kfold=cv.json loco=loco.json)")
    tr.set_defaults(func=cmd_train)

    st = sub.add_parser("train-story", help="train the body's \"not the story\" model from annotated corpora",
                        description="Train the logistic model tidy applies to the blocks its rules keep "
                                    "(teasers, captions, bylines, widgets), on auto's leave-one-corpus-out "
                                    "decisions; of trafilatura-eval only the rules' half of its sites.")
    st.add_argument("corpus", nargs="+", metavar="CORPUS")
    st.add_argument("--score-only", nargs="+", metavar="DATASET", help="datasets (by name) never trained on")
    st.add_argument("--output", metavar="DIR", help="model folder (default: the installed package's)")
    st.add_argument("--cache", metavar="DIR", help="cache segmented pages here between runs")
    st.add_argument("--story-pages", metavar="FILE", help=STORY_PAGES_HELP)
    st.add_argument("--scores", nargs="+", metavar="PROTOCOL=FILE",
                    help="auto's cross-validation results (crossval --json) to record as the model's scores")
    st.set_defaults(func=cmd_train_story)

    cv = sub.add_parser("crossval", help="score the learned methods on pages their models never saw",
                        description="k-fold cross-validation split by site (by page where the URL is unknown), "
                                    "or leave-one-corpus-out.")
    cv.add_argument("corpus", nargs="+", metavar="CORPUS")
    cv.add_argument("--protocol", default="kfold", choices=("kfold", "loco"))
    cv.add_argument("--folds", type=int, default=5)
    cv.add_argument("--score-only", nargs="+", metavar="DATASET",
                    help="datasets (by name, as in the tables) to score but never train on")
    cv.add_argument("--methods", nargs="+", default=list(METHODS), choices=list(METHODS), help="methods to score")
    add_cleaning_flags(cv)
    cv.add_argument("--cache", metavar="DIR", help="cache segmented pages here between runs")
    cv.add_argument("--story-pages", metavar="FILE", help=STORY_PAGES_HELP + " (with --protocol loco)")
    cv.add_argument("--json", metavar="FILE", help="also write the scores as JSON")
    cv.add_argument("--predictions", metavar="DIR",
                    help="also write each method's out-of-fold texts to DIR/METHOD.jsonl (for evaluate --pred)")
    cv.set_defaults(func=cmd_crossval)


def cmd_train(args: argparse.Namespace) -> int:
    from . import commands

    return _reporting_too_few_sites("train", commands.train, args)


def cmd_train_story(args: argparse.Namespace) -> int:
    from . import commands

    return _reporting_too_few_sites("train-story", commands.train_story, args)


def cmd_crossval(args: argparse.Namespace) -> int:
    from . import commands

    return _reporting_too_few_sites("crossval", commands.crossval, args)


def _reporting_too_few_sites(name: str, command: Callable[[argparse.Namespace], int],
                             args: argparse.Namespace) -> int:
    """``command(args)``, a corpus too small to split reported as the command line reports a usage mistake.

    Not raised as its UsageError: this module never imports the command line.
    """
    from .train import TooFewSites

    try:
        return command(args)
    except TooFewSites as exc:
        print(f"scrapy-articles {name}: error: {exc}", file=sys.stderr)
        return USAGE_ERROR
