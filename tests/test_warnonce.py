"""WarnOnce: the first failure at WARNING with its traceback, the later ones at DEBUG without."""

from __future__ import annotations

import logging

from scrapy_articles.warnonce import WarnOnce


def _fail(warn: WarnOnce, n: int, **kwargs) -> None:
    try:
        raise RuntimeError(f"failure {n}")
    except RuntimeError as exc:
        warn("page %s failed: %r", n, exc, **kwargs)


def test_the_first_failure_is_a_warning_with_its_traceback_the_rest_debug(caplog):
    logger = logging.getLogger("scrapy_articles.test_warnonce")
    warn = WarnOnce(logger)
    with caplog.at_level(logging.DEBUG, logger=logger.name):
        for n in range(3):
            _fail(warn, n)
    levels = [record.levelno for record in caplog.records]
    assert levels == [logging.WARNING, logging.DEBUG, logging.DEBUG]
    assert caplog.records[0].exc_info and not caplog.records[1].exc_info
    assert [record.getMessage() for record in caplog.records] == [
        f"page {n} failed: RuntimeError('failure {n}')" for n in range(3)]


def test_without_traceback_even_the_first_has_none(caplog):
    logger = logging.getLogger("scrapy_articles.test_warnonce")
    with caplog.at_level(logging.DEBUG, logger=logger.name):
        _fail(WarnOnce(logger), 0, traceback=False)
    assert caplog.records[0].levelno == logging.WARNING and not caplog.records[0].exc_info


def test_each_component_warns_once_for_itself(caplog):
    logger = logging.getLogger("scrapy_articles.test_warnonce")
    with caplog.at_level(logging.DEBUG, logger=logger.name):
        _fail(WarnOnce(logger), 0)
        _fail(WarnOnce(logger), 1)
    assert [record.levelno for record in caplog.records] == [logging.WARNING, logging.WARNING]
