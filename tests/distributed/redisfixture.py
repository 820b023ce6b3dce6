"""The redis_server fixture, shared by the conftests of the suites that talk to Redis."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from .cluster import MISSING_SERVER, RedisServer


@pytest.fixture
def redis_server(tmp_path: Path) -> Iterator[RedisServer]:
    """A fresh redis-server on 127.0.0.1; the test fails (not skips) when none is installed."""
    if shutil.which("redis-server") is None:
        pytest.fail(MISSING_SERVER, pytrace=False)
    server = RedisServer(tmp_path)
    yield server
    server.stop()
