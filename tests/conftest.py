"""Shared test helpers: where the development corpora and the ruler live."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
# CI clones the project with shared/ beside it; SCRAPY_ARTICLES_SHARED overrides.
SHARED = Path(os.environ.get("SCRAPY_ARTICLES_SHARED", REPO.parent / "shared"))


@pytest.fixture(scope="session")
def shared() -> Path:
    if not (SHARED / "corpus").is_dir():
        pytest.fail(f"development corpora not found at {SHARED}; set SCRAPY_ARTICLES_SHARED")
    return SHARED
