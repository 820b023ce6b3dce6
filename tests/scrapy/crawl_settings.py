"""What the crawls of the tests and benchmarks share: their settings and their interpreter's environment.

Input: nothing. Output: :data:`TEST_SETTINGS`, :func:`crawl_settings` and
:func:`python_env`, for ``tests/scrapy``, ``tests/hostile``,
``tests/distributed`` (whose workers use the Redis add-on) and the
benchmarks that run them. A module of its own, not a conftest: pytest loads
a conftest as a plugin, and importing one from elsewhere loads it twice.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
ADDON = "scrapy_articles.Addon"
# Logs to read when a test fails, nothing listening, one retry, no trained
# model to load (plumbing, not quality, is tested with crawls) and no
# progress lines.
TEST_SETTINGS: dict[str, Any] = {
    "LOG_LEVEL": "INFO",
    "TELNETCONSOLE_ENABLED": False,
    "RETRY_TIMES": 1,
    "ARTICLES_ALGORITHM": "ttr",
    "ARTICLES_LOG_INTERVAL": 0,
}


def crawl_settings(addon: str = ADDON, **overrides: Any) -> dict[str, Any]:
    """:data:`TEST_SETTINGS` with ``addon`` (a dotted path) enabled, then ``overrides``."""
    return {"ADDONS": {addon: 0}, **TEST_SETTINGS, **overrides}


def python_env() -> dict[str, str]:
    """The environment of a child interpreter that imports this checkout."""
    path = os.environ.get("PYTHONPATH")
    return {**os.environ, "PYTHONPATH": str(REPO) + (os.pathsep + path if path else "")}
