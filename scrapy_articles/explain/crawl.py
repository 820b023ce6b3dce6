"""Explain, crawl: the doubtful pages of a crawl, reported and counted.

Input: each page a crawl component reads (its :class:`Analysis` and
:class:`Article`). Output: for a doubtful one (:func:`.doubt.doubt`), a
report offered to a :class:`.sample.ReportSample`, and counts in the
crawl's stats: ``articles/doubtful/<reason>`` for every doubtful page,
``articles/explained/<reason>`` for the reports in the folder (a report
replaced by a later one is taken off its count), ``articles/explained/error``
for a report that could not be written.

The report is drawn from the component's own analysis: nothing is
extracted twice. Scrapy is not imported; the stats are anything with
Scrapy's ``inc_value``.
"""

from __future__ import annotations

import logging
from typing import Protocol

from ..extraction.article import Article
from ..extraction.config import ExtractionConfig
from ..extraction.extract import Analysis
from ..warnonce import WarnOnce
from .doubt import DoubtRule, doubt
from .sample import ReportSample

logger = logging.getLogger(__name__)


class Stats(Protocol):
    """The part of Scrapy's ``StatsCollector`` used here."""

    def inc_value(self, key: str, count: int = 1, start: int = 0) -> None: ...


class DoubtfulPages:
    """Report and count the doubtful pages one component reads."""

    def __init__(self, stats: Stats, extraction: ExtractionConfig, rule: DoubtRule, sample: ReportSample):
        self.stats = stats
        self.extraction = extraction  # the configuration the component extracts with
        self.rule = rule
        self.sample = sample
        self._warn = WarnOnce(logger)

    def consider(self, analysis: Analysis, article: Article, key: str | bytes = b"") -> str | None:
        """Count and maybe report this page if it is doubtful; return the doubt or None.

        ``key`` names a page without a URL (see :func:`.sample.report_name`).
        A report that cannot be written (a full disk, a read-only folder, a
        bug in the report) is counted and warned about once; the crawl and
        the page's article go on.
        """
        reason = doubt(analysis, article, self.extraction, self.rule)
        if reason is None:
            return None
        self.stats.inc_value(f"articles/doubtful/{reason}")
        try:
            offer = self.sample.offer(analysis, article, reason, self.extraction, key)
        except Exception as exc:  # the explanation must never cost the article
            self._warn("cannot write the explanation of %s in %s: %r (further failures are logged at DEBUG "
                       "and counted in articles/explained/error)", analysis.url, self.sample.directory, exc,
                       traceback=not isinstance(exc, OSError))
            self.stats.inc_value("articles/explained/error")
            return reason
        if offer.written is not None:
            self.stats.inc_value(f"articles/explained/{offer.written.reason}")
        if offer.evicted is not None:
            self.stats.inc_value(f"articles/explained/{offer.evicted.reason}", -1)
        return reason
