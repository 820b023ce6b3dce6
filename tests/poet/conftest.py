"""Fixtures for the page-object tests: the fixture site on 127.0.0.1 and crawls in fresh interpreters."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.scrapy.crawl_settings import REPO, TEST_SETTINGS, python_env
from tests.scrapy.server import FixtureServer

SITE = REPO / "tests" / "poet" / "site"
EXPECTED: dict[str, Any] = json.loads((SITE / "expected.json").read_text())
CRAWL_TIMEOUT = 60  # seconds; a fixture crawl takes two or three


@pytest.fixture(scope="session")
def site() -> Iterator[FixtureServer]:
    server = FixtureServer(SITE)
    yield server
    server.close()


def expected(page: str, base: str) -> dict[str, Any]:
    """``expected.json``'s entry for ``page``, with ``{BASE}`` replaced as the server does."""
    return json.loads(json.dumps(EXPECTED[page]).replace("{BASE}", base))


def run_crawl(workdir: Path, spider: str, settings: dict[str, Any] | None = None,
              block: tuple[str, ...] = (), **kwargs: str) -> dict[str, Any]:
    """Run ``spider`` (a dotted path) in a fresh interpreter (see runner.py): its items, stats and log.

    ``settings`` come on top of the test crawls' shared ones (no add-on:
    each test says which it enables); ``block`` names packages the crawl
    cannot import.
    """
    spec = workdir / "spec.json"
    output = workdir / "output.json"
    spec.write_text(json.dumps({"spider": spider, "settings": {**TEST_SETTINGS, **(settings or {})},
                                "kwargs": kwargs, "output": str(output), "block": list(block)}))
    done = subprocess.run([sys.executable, "-m", "tests.poet.runner", str(spec)], cwd=workdir,
                          env=python_env(), capture_output=True, text=True, timeout=CRAWL_TIMEOUT)
    assert done.returncode == 0, done.stderr[-3000:]
    result: dict[str, Any] = json.loads(output.read_text())
    result["log"] = done.stderr
    assert "Traceback" not in done.stderr, done.stderr[-3000:]
    return result
