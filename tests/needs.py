"""What some tests need beyond Python and the test extras, and how to tell it is there.

The fast default run needs none of it. ``--full`` selects the tests that do:
those marked ``browser`` need headless Chromium, those marked ``redis`` a
redis-server, and those using the ``shared`` fixture the development corpora.
Locally a missing one skips its tests with the reason; CI installs all of
them and forbids skips (``FORBID_SKIPS``), so there nothing is left untested.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
# Developers keep the corpora in shared/ beside the checkout; SCRAPY_ARTICLES_SHARED overrides.
SHARED = Path(os.environ.get("SCRAPY_ARTICLES_SHARED", REPO.parent / "shared"))
# Set to 1 (as .ci/run does) and a skipped test fails the run instead.
FORBID_SKIPS = "SCRAPY_ARTICLES_FORBID_SKIPS"


def chromium_path() -> str | None:
    """The Chromium binary: $CHROMIUM, else ``chromium`` or ``chromium-browser`` on PATH."""
    candidates = [os.environ["CHROMIUM"]] if os.environ.get("CHROMIUM") else ["chromium", "chromium-browser"]
    return next(filter(None, map(shutil.which, candidates)), None)


def missing(marker_or_fixture: str) -> str | None:
    """Why the tests marked (or using the fixture) ``marker_or_fixture`` cannot run here, or None."""
    if marker_or_fixture == "browser" and chromium_path() is None:
        return ("needs headless Chromium: `apt-get install -y chromium` (Debian package 'chromium'), "
                "or set CHROMIUM to a Chromium binary")
    if marker_or_fixture == "redis" and shutil.which("redis-server") is None:
        return "needs redis-server on PATH: `apt-get install -y redis-server`"
    if marker_or_fixture == "shared" and not (SHARED / "corpus").is_dir():
        return f"needs the development corpora, not found at {SHARED}: set SCRAPY_ARTICLES_SHARED"
    return None


def skips_forbidden() -> bool:
    return os.environ.get(FORBID_SKIPS, "") not in ("", "0")
