"""The extraction library type-checks strictly (mypy --strict, returning numpy's and lxml's Any allowed)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_the_extraction_library_type_checks_strictly():
    pytest.importorskip("mypy", reason="mypy comes with the test extra")
    result = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-warn-return-any",
                             "scrapy_articles/extraction"], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
