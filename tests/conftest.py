"""The test loop: a fast default run, ``--full`` for every test, skips only where a tool is missing.

``pytest`` alone runs the fast tests. Tests marked ``slow``, ``browser`` or
``redis`` (setup.cfg registers the markers) run with ``--full``, with ``-m``
(``-m slow``, ``-m "not redis"``...), or when named by path. A selected test
whose tool is missing (``tests/needs.py``) is skipped with the reason, unless
SCRAPY_ARTICLES_FORBID_SKIPS is set: then every skip fails the run.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.needs import FORBID_SKIPS, SHARED, missing, skips_forbidden

# Left out of the default run: slow ones, and those needing more than Python.
OPTIONAL = ("slow", "browser", "redis")
# What a test may need, by marker or fixture name (tests/needs.py), in the order the reasons are checked.
NEEDS = ("browser", "redis", "shared")
# How many tests the default run left out, for the closing line.
_LEFT_OUT = pytest.StashKey[int]()


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--full", action="store_true",
                     help="run every test, the slow, browser and redis ones too (what CI runs)")


def _default_run(config: pytest.Config) -> bool:
    """No --full, no -m and no paths of the caller's own: the fast loop."""
    return not (config.getoption("--full") or config.option.markexpr
                or config.args_source != pytest.Config.ArgsSource.TESTPATHS)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if _default_run(config):
        left_out = [item for item in items if any(item.get_closest_marker(m) for m in OPTIONAL)]
        if left_out:
            config.hook.pytest_deselected(items=left_out)
            dropped = set(left_out)
            items[:] = [item for item in items if item not in dropped]
            config.stash[_LEFT_OUT] = len(left_out)
    if skips_forbidden():
        return  # each test meets its missing tool and fails with the reason
    for item in items:
        wanted = [n for n in NEEDS if item.get_closest_marker(n) or n in getattr(item, "fixturenames", ())]
        reason = next(filter(None, map(missing, wanted)), None)
        if reason:
            item.add_marker(pytest.mark.skip(reason=reason))


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter, config: pytest.Config) -> None:
    left_out = config.stash.get(_LEFT_OUT, 0)
    if left_out:
        terminalreporter.write_line(f"{left_out} slow, browser and redis tests left out of this fast run: "
                                    "`pytest --full` runs every test")


def _forbid(report: pytest.TestReport | pytest.CollectReport) -> None:
    """A skip made into a failure that says why the test could not run."""
    if skips_forbidden() and report.skipped and not hasattr(report, "wasxfail"):
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        report.outcome = "failed"
        report.longrepr = f"skipped, and {FORBID_SKIPS} forbids skips: {reason}"


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]):
    report = yield
    _forbid(report)
    return report


@pytest.hookimpl(wrapper=True)
def pytest_make_collect_report(collector: pytest.Collector):
    report = yield
    _forbid(report)
    return report


@pytest.fixture(scope="session")
def shared() -> Path:
    """The development corpora and the reference ruler (tests needing them skip or fail without)."""
    reason = missing("shared")
    if reason:
        pytest.fail(reason)
    return SHARED
