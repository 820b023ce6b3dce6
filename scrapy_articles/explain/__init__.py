"""See why: a self-contained HTML explanation of one extraction.

Stage: a tool over the extraction library, never part of it. Input: a page
(or an :class:`~scrapy_articles.extraction.Analysis` and its
:class:`~scrapy_articles.extraction.Article`). Output: one HTML file with the
page's blocks coloured by what became of them, the signal that decided each,
the method's plots as inline SVG, and the extracted result. During a crawl,
:class:`ReportSample` keeps such reports for a sample of the pages whose
decision was doubtful (:func:`doubt`).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from .command import add_parser
from .doubt import REASONS, DoubtRule, doubt  # eager: a lazy ``doubt`` would be shadowed by its module's name

if TYPE_CHECKING:  # the lazily loaded names, for type checkers only
    from .report import build_report, render_report, write_report
    from .sample import ReportSample

# Names and the modules that define them, imported on first use: the command
# line registers ``explain`` (:func:`add_parser`) for every command it runs,
# and the report's modules (the SVG plots, the page verdict, the sample's
# files) are needed only when a report is written.
_LAZY_EXPORTS = {"build_report": "report", "render_report": "report", "write_report": "report",
                 "ReportSample": "sample"}

__all__ = ["REASONS", "DoubtRule", "ReportSample", "add_parser", "build_report", "doubt", "render_report",
           "write_report"]


def __getattr__(name: str) -> Any:
    module = _LAZY_EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{module}"), name)
