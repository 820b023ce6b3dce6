"""A distributed crawl on one machine: a real redis-server and crawl workers, each in its own process.

Used by the tests in this folder and by ``benchmarks/crawl.py distributed``.
Everything listens on 127.0.0.1 only.
"""

from __future__ import annotations

import json
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import redis

from tests.scrapy.crawl_settings import crawl_settings, python_env

SPIDER = "scrapy_articles.scrapy.redis.RedisNewsSpider"
SPIDER_NAME = "redis_news"
REDIS_START_TIMEOUT = 10.0  # seconds; the server answers in milliseconds
STOP_TIMEOUT = 30.0  # seconds a worker gets to finish its downloads after a signal
POLL_INTERVAL = 0.1  # seconds between looks at a worker's progress
# What every worker shares: the test crawls' settings with the Redis add-on.
WORKER_SETTINGS = crawl_settings(
    "scrapy_articles.scrapy.redis.RedisAddon",
    # Long enough for the other worker to turn the start page into requests,
    # short enough to end the test soon after the queue runs dry.
    MAX_IDLE_TIME_BEFORE_CLOSE=6,
)
MISSING_SERVER = ("redis-server is not installed (looked on PATH): the distributed crawl tests need a real "
                  "Redis server. Install it with `apt-get install -y redis-server` (.ci/run does).")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class RedisServer:
    """A throwaway redis-server on 127.0.0.1 keeping its files in ``workdir``; no persistence."""

    def __init__(self, workdir: Path):
        executable = shutil.which("redis-server")
        if executable is None:
            raise FileNotFoundError(MISSING_SERVER)
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self._log = (workdir / "redis.log").open("wb")
        self._process = subprocess.Popen(
            [executable, "--bind", "127.0.0.1", "--port", str(self.port), "--save", "", "--appendonly", "no",
             "--dir", str(workdir)], stdout=self._log, stderr=subprocess.STDOUT)
        self.client = redis.Redis.from_url(self.url)
        deadline = time.monotonic() + REDIS_START_TIMEOUT
        while True:
            try:
                self.client.ping()
                break
            except redis.ConnectionError:
                if self._process.poll() is not None or time.monotonic() > deadline:
                    self.stop()
                    raise RuntimeError(f"redis-server did not start: {(workdir / 'redis.log').read_text()}")
                time.sleep(POLL_INTERVAL)

    def stop(self) -> None:
        self.client.close()
        if self._process.poll() is None:
            self._process.terminate()
            self._process.wait(timeout=STOP_TIMEOUT)
        self._log.close()


class Worker:
    """A crawl worker process (``tests.distributed.worker``) writing to ``workdir``."""

    def __init__(self, workdir: Path, settings: dict[str, Any], spider: str = SPIDER):
        workdir.mkdir(parents=True, exist_ok=True)
        self.workdir = workdir
        spec = workdir / "spec.json"
        spec.write_text(json.dumps({"spider": spider, "settings": {**WORKER_SETTINGS, **settings},
                                    "workdir": str(workdir)}))
        self._log = (workdir / "log.txt").open("wb")
        self.process = subprocess.Popen([sys.executable, "-m", "tests.distributed.worker", str(spec)],
                                        cwd=workdir, env=python_env(), stdout=self._log,
                                        stderr=subprocess.STDOUT)

    def wait(self, timeout: float) -> int:
        try:
            return self.process.wait(timeout=timeout)
        finally:
            self._log.close()

    def stop(self, signum: int = signal.SIGTERM) -> None:
        """Ask the worker to shut down as Ctrl-C would: it finishes what it is downloading."""
        self.process.send_signal(signum)

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self._log.close()

    def items(self) -> list[dict[str, Any]]:
        path = self.workdir / "items.jsonl"
        if not path.exists():
            return []
        lines = path.read_text(encoding="utf-8").splitlines()
        return [json.loads(line) for line in lines if line.endswith("}")]

    def responses(self) -> list[tuple[float, str]]:
        """(wall-clock time, URL) of each response, in order."""
        path = self.workdir / "responses.txt"
        lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
        return [(float(when), url) for when, url in (line.split(" ", 1) for line in lines if " " in line)]

    def stats(self) -> dict[str, Any]:
        path = self.workdir / "stats.json"
        return json.loads(path.read_text()) if path.exists() else {}

    def log(self) -> str:
        return (self.workdir / "log.txt").read_text(errors="replace")
