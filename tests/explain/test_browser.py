"""The report in a real browser: headless Chromium draws it, and CSP holds.

Chromium comes from Debian's ``chromium`` package (``apt-get install -y
chromium``); CI installs it, and forbids skips there: a report nobody has
seen rendered is not tested. Locally, without it, these tests are skipped
with that reason (marker ``browser``).
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import numpy as np
import pytest

from scrapy_articles.explain import build_report
from scrapy_articles.explain.assets import PALETTE
from scrapy_articles.extraction.article import Article
from scrapy_articles.extraction.extract import Analysis

from tests.needs import REASONS, chromium_path

from .png import read_png

WINDOW = (1200, 2400)
# Seconds a headless run may take on a loaded two-core machine.
TIMEOUT = 120
# Pixels of a role's background that must show: a few rows' worth.
MIN_ROLE_PIXELS = 2000
# Flags that keep Chromium off the network and out of the user's profile.
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage", "--hide-scrollbars")


pytestmark = pytest.mark.browser


def chromium() -> str:
    found = chromium_path()
    if not found:
        pytest.fail(REASONS["browser"])
    return found


def run_chromium(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[bytes]:
    command = [chromium(), *FLAGS, f"--user-data-dir={tmp_path / 'profile'}", *args]
    done = subprocess.run(command, capture_output=True, timeout=TIMEOUT, cwd=tmp_path)
    assert done.returncode == 0, done.stderr.decode(errors="replace")[-2000:]
    return done


def _hex(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def test_report_renders_with_its_colours(tmp_path: Path, analysis: Analysis, article: Article) -> None:
    report = tmp_path / "report.html"
    report.write_text(build_report(analysis, article), encoding="utf-8")
    shot = tmp_path / "shot.png"
    run_chromium(tmp_path, f"--screenshot={shot}", f"--window-size={WINDOW[0]},{WINDOW[1]}", report.as_uri())
    assert shot.is_file(), "Chromium wrote no screenshot"
    pixels = read_png(shot.read_bytes())[:, :, :3]
    assert pixels.shape[:2] == (WINDOW[1], WINDOW[0])
    colours = np.unique(pixels.reshape(-1, 3), axis=0)
    assert len(colours) > 50, f"screenshot looks blank: {len(colours)} colours"
    for name, background, _ in PALETTE:
        count = int(np.all(pixels == _hex(background), axis=2).sum())
        assert count >= MIN_ROLE_PIXELS, f"{name} blocks not visible ({count} pixels of {background})"
    smoothed_line = int(np.all(pixels == _hex("#1f4fb4"), axis=2).sum())
    assert smoothed_line > 100, "the TTR plot's smoothed line is not drawn"


def test_policy_runs_our_script_and_blocks_an_injected_one(tmp_path: Path, analysis: Analysis,
                                                           article: Article) -> None:
    html = build_report(analysis, article)
    # Simulate an escaping bug: a page script that reached the report verbatim.
    tampered = html.replace("</body>", '<script>document.body.setAttribute("data-owned", "1")</script></body>')
    report = tmp_path / "report.html"
    report.write_text(tampered, encoding="utf-8")
    dom = run_chromium(tmp_path, "--dump-dom", report.as_uri()).stdout.decode()
    assert 'class="js"' in dom, "the report's own script did not run"
    assert "data-owned" not in dom.split("<body", 1)[1].split(">", 1)[0], "an injected script ran"
