"""See why: a self-contained HTML explanation of one extraction.

Stage: a tool over the extraction library, never part of it. Input: a page
(or an :class:`~scrapy_articles.extraction.Analysis` and its
:class:`~scrapy_articles.extraction.Article`). Output: one HTML file with the
page's blocks coloured by what became of them, the signal that decided each,
the method's plots as inline SVG, and the extracted result. During a crawl,
:class:`ReportSample` keeps such reports for a sample of the pages whose
decision was doubtful (:func:`doubt`).
"""

from .command import add_parser
from .doubt import REASONS, DoubtRule, doubt
from .report import build_report, render_report, write_report
from .sample import ReportSample

__all__ = ["REASONS", "DoubtRule", "ReportSample", "add_parser", "build_report", "doubt", "render_report",
           "write_report"]
