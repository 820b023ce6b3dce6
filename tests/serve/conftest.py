"""Fixtures for the service tests: the fixture site on 127.0.0.1 and the real service in a subprocess."""

from __future__ import annotations

import json
import select
import shutil
import subprocess
import sys
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import pytest

from ..scrapy.crawl_settings import python_env
from ..scrapy.server import FixtureServer

SITE = Path(__file__).resolve().parent / "site"
START_TIMEOUT = 60  # seconds for the service to print where it listens, on a loaded machine
REQUEST_TIMEOUT = 60  # seconds for one request to the service


@dataclass(frozen=True)
class Reply:
    status: int
    content_type: str
    body: bytes

    @property
    def text(self) -> str:
        return self.body.decode("utf-8")


class Service:
    """``scrapy-articles serve`` running in a child interpreter until :meth:`close`."""

    def __init__(self, *flags: str):
        command = [sys.executable, "-m", "scrapy_articles.cli", "serve", "--port", "0", *flags]
        self.process = subprocess.Popen(command, env=python_env(), stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, text=True)
        assert self.process.stdout is not None
        ready, _, _ = select.select([self.process.stdout], [], [], START_TIMEOUT)
        line = self.process.stdout.readline() if ready else ""
        if not line.startswith("serving full-text feeds on http://127.0.0.1:"):
            self.close()
            pytest.fail(f"the service did not start: {line!r} {self.stderr()[-2000:]}")
        self.base_url = line.split()[-1].rstrip("/")

    def get(self, path: str, **params: Any) -> Reply:
        url = self.base_url + path + ("?" + urlencode(params) if params else "")
        try:
            with urllib.request.urlopen(url, timeout=REQUEST_TIMEOUT) as answer:
                return Reply(answer.status, answer.headers["Content-Type"], answer.read())
        except urllib.error.HTTPError as error:
            return Reply(error.code, error.headers["Content-Type"], error.read())

    def stderr(self) -> str:
        return self.process.stderr.read() if self.process.stderr and self.process.poll() is not None else ""

    def close(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


@pytest.fixture
def site(tmp_path: Path) -> Iterator[FixtureServer]:
    """The fixture site, copied so that a test may change its feed."""
    root = tmp_path / "site"
    shutil.copytree(SITE, root)
    server = FixtureServer(root)
    yield server
    server.close()


@pytest.fixture(scope="module")
def shared_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[FixtureServer]:
    """The fixture site, unchanged, for the tests that only read it."""
    root = tmp_path_factory.mktemp("shared") / "site"
    shutil.copytree(SITE, root)
    server = FixtureServer(root)
    yield server
    server.close()


@pytest.fixture(scope="module")
def service() -> Iterator[Service]:
    """The service as the tests use it: private addresses allowed, the default algorithm."""
    running = Service("--allow-private")
    yield running
    running.close()


def expected(base_url: str) -> dict[str, Any]:
    """The fixture site's expected.json with ``{BASE}`` filled in."""
    result: dict[str, Any] = json.loads((SITE / "expected.json").read_text().replace("{BASE}", base_url))
    return result

