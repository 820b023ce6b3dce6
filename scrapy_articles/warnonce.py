"""The first failure of a kind logged as a warning with its traceback, the rest at DEBUG.

A crawl of a million pages on which the same library bug or full disk
fails every page must not bury its log under a million tracebacks, yet
its first failure must be seen. Each component that can fail page after
page keeps one :class:`WarnOnce` and counts every failure in Scrapy's stats
beside it (the count, not the log, says how many).
"""

from __future__ import annotations

import logging


class WarnOnce:
    """Logs to ``logger``: the first call at WARNING, every later one at DEBUG."""

    def __init__(self, logger: logging.Logger):
        self.logger = logger
        self.warned = False

    def __call__(self, message: str, *args: object, traceback: bool = True) -> None:
        """Log ``message % args``; ``traceback``: with the exception being handled (the first time only)."""
        self.logger.log(logging.DEBUG if self.warned else logging.WARNING, message, *args,
                        exc_info=traceback and not self.warned)
        self.warned = True
