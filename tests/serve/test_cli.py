"""The ``serve`` command: its flags map onto ServeConfig, and importing it loads neither Scrapy nor Twisted."""

from __future__ import annotations

import socket
import subprocess
import sys

import pytest

from scrapy_articles.cli import build_parser
from scrapy_articles.serve import ServeConfig
from scrapy_articles.serve.cli import config_of

from ..scrapy.crawl_settings import python_env


def test_flags_map_onto_the_config() -> None:
    args = build_parser().parse_args([
        "serve", "--host", "0.0.0.0", "--port", "9000", "--allow-private", "--key", "k", "--algorithm", "ttr",
        "--max-entries", "5", "--timeout", "7.5", "--max-bytes", "1000", "--concurrency", "2",
        "--max-waiting", "3", "--cache-ttl", "60", "--cache-size", "10"])
    assert config_of(args) == ServeConfig(
        host="0.0.0.0", port=9000, allow_private=True, key="k", algorithm="ttr", max_entries=5, timeout=7.5,
        max_bytes=1000, concurrency=2, max_waiting=3, cache_ttl=60, cache_size=10)


def test_the_defaults_are_the_config_defaults() -> None:
    assert config_of(build_parser().parse_args(["serve"])) == ServeConfig()


def test_importing_the_command_loads_neither_scrapy_nor_twisted() -> None:
    code = ("import sys, scrapy_articles.cli, scrapy_articles.serve; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('scrapy', 'twisted')))")
    done = subprocess.run([sys.executable, "-c", code], env=python_env(), capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


@pytest.mark.parametrize(("flags", "words"), [
    (["--concurrency", "0"], "concurrency must be at least 1, not 0"),
    (["--max-entries", "-1"], "max_entries must be at least 1"),
    (["--port", "-5"], "port must be at least 0"),
    (["--timeout", "0"], "timeout must be above 0 seconds"),
    (["--cache-ttl", "-1"], "cache_ttl must be 0 seconds or more"),
])
def test_a_bad_limit_is_a_usage_error(flags: list[str], words: str) -> None:
    done = subprocess.run([sys.executable, "-m", "scrapy_articles.cli", "serve", *flags], env=python_env(),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stderr.startswith(f"scrapy-articles serve: error: {words}")


def test_a_port_in_use_is_a_usage_error() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run([sys.executable, "-m", "scrapy_articles.cli", "serve", "--port", str(port)],
                              env=python_env(), capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert f"scrapy-articles serve: error: Couldn't listen on 127.0.0.1:{port}" in done.stderr
