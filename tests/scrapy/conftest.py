"""Fixtures for the Scrapy tests: fixture sites on 127.0.0.1 and crawls in subprocesses."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from scrapy.utils.reactor import install_reactor, is_reactor_installed

from .crawl_settings import REPO, crawl_settings, python_env
from .server import FixtureServer

# Scrapy 2.13's get_crawler() wants an installed reactor; later versions do
# not. The crawls themselves run in child interpreters with their own.
if not is_reactor_installed():
    install_reactor("twisted.internet.asyncioreactor.AsyncioSelectorReactor")

SITES = REPO / "tests" / "sites"
CRAWL_TIMEOUT = 60  # seconds; a fixture crawl takes two or three
CRAWL_SETTINGS = crawl_settings()  # what every test crawl shares: the add-on, see crawl_settings.py


@pytest.fixture(scope="session")
def basic_site() -> Iterator[FixtureServer]:
    server = FixtureServer(SITES / "basic", drop=frozenset({"/dropped-2.html"}))
    yield server
    server.close()


@pytest.fixture(scope="session")
def pagination_site() -> Iterator[FixtureServer]:
    server = FixtureServer.for_pagination_site(SITES / "pagination")
    yield server
    server.close()


def run_crawl(workdir: Path, spider: str, settings: dict[str, Any] | None = None, **kwargs: str) -> dict[str, Any]:
    """Run ``spider`` (a dotted path) in a fresh interpreter in ``workdir``.

    The result has the crawl's ``items`` (as dicts, in the order they were
    scraped), ``dropped`` items with their reasons, ``stats`` and ``log``.
    """
    spec = workdir / "spec.json"
    output = workdir / "output.json"
    spec.write_text(json.dumps({"spider": spider, "settings": {**CRAWL_SETTINGS, **(settings or {})},
                                "kwargs": kwargs, "output": str(output)}))
    done = subprocess.run([sys.executable, "-m", "tests.scrapy.runner", str(spec)], cwd=workdir,
                          env=python_env(), capture_output=True, text=True, timeout=CRAWL_TIMEOUT)
    assert done.returncode == 0, done.stderr[-3000:]
    result: dict[str, Any] = json.loads(output.read_text())
    result["log"] = done.stderr
    return result
