"""What some tests need beyond Python and the test extras, and how to tell it is there.

The fast default run needs none of it. ``--full`` selects the tests that do:
those marked ``browser`` need headless Chromium, those marked ``redis`` a
redis-server, and those using the ``shared`` fixture the development corpora.
Locally a missing one skips its tests with the reason; CI installs all of
them and forbids skips (``FORBID_SKIPS``), so there nothing is left untested.
"""

from __future__ import annotations

import functools
import os
import shutil
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
# Developers keep the corpora in shared/ beside the checkout; SCRAPY_ARTICLES_SHARED overrides.
SHARED = Path(os.environ.get("SCRAPY_ARTICLES_SHARED", REPO.parent / "shared"))
# Set to 1 (as .ci/run does) and a skipped test fails the run instead.
FORBID_SKIPS = "SCRAPY_ARTICLES_FORBID_SKIPS"
# What each need is, and how to meet it: the reason a test gives when it cannot run.
REASONS = {
    "browser": ("needs headless Chromium: `apt-get install -y chromium` (Debian package 'chromium'), "
                "or set CHROMIUM to a Chromium binary"),
    "redis": "needs redis-server on PATH: `apt-get install -y redis-server`",
    "shared": f"needs the development corpora, not found at {SHARED}: set SCRAPY_ARTICLES_SHARED",
}


def chromium_path() -> str | None:
    """The Chromium binary: $CHROMIUM, else ``chromium`` or ``chromium-browser`` on PATH."""
    candidates = [os.environ["CHROMIUM"]] if os.environ.get("CHROMIUM") else ["chromium", "chromium-browser"]
    return next(filter(None, map(shutil.which, candidates)), None)


def _present(need: str) -> bool:
    if need == "browser":
        return chromium_path() is not None
    if need == "redis":
        return shutil.which("redis-server") is not None
    return (SHARED / "corpus").is_dir()


@functools.cache  # asked once per test at collection: look once
def missing(need: str) -> str | None:
    """Why the tests marked with (or using the fixture) ``need`` cannot run here; None when they can."""
    return None if _present(need) else REASONS[need]


def skips_forbidden() -> bool:
    return os.environ.get(FORBID_SKIPS, "") not in ("", "0")
