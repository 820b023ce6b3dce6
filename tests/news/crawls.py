"""Site crawls for the tests: the changing site served on 127.0.0.1 and crawls of it in child interpreters."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from tests.scrapy.crawl_settings import crawl_settings, python_env
from tests.scrapy.server import FixtureServer

SPIDER = "scrapy_articles.NewsSiteSpider"
CRAWL_TIMEOUT = 60  # seconds; a crawl of the test site takes one or two
# AutoThrottle stays on, as for users, but starts without its 5-second
# first delay: the site answers in a millisecond.
FAST_THROTTLE = {"AUTOTHROTTLE_START_DELAY": 0.0, "AUTOTHROTTLE_MAX_DELAY": 0.1}


@dataclass(frozen=True)
class Crawl:
    """What one crawl gave: its items, stats and log, and the paths the site was asked for."""

    items: list[dict[str, Any]]
    stats: dict[str, Any]
    log: str
    requested: list[str]

    def slugs(self) -> list[str]:
        """The article slugs of the items, in order."""
        return [urlsplit(item["url"]).path.rsplit("/", 1)[1].removesuffix(".html") for item in self.items]


def crawl(workdir: Path, server: FixtureServer, settings: dict[str, Any] | None = None,
          addon: str = "scrapy_articles.Addon", **kwargs: str) -> Crawl:
    """Crawl ``server``'s site from its home page with :data:`SPIDER` in a fresh interpreter in ``workdir``."""
    workdir.mkdir(parents=True, exist_ok=True)
    spec, output = workdir / "spec.json", workdir / "output.json"
    kwargs.setdefault("urls", server.base_url + "/index.html")
    all_settings = crawl_settings(addon, **FAST_THROTTLE, **(settings or {}))
    spec.write_text(json.dumps({"spider": SPIDER, "settings": all_settings, "kwargs": kwargs, "output": str(output)}))
    server.requests.clear()
    done = subprocess.run([sys.executable, "-m", "tests.scrapy.runner", str(spec)], cwd=workdir,
                          env=python_env(), capture_output=True, text=True, timeout=CRAWL_TIMEOUT)
    assert done.returncode == 0, done.stderr[-3000:]
    result = json.loads(output.read_text())
    return Crawl(result["items"], result["stats"], done.stderr, [urlsplit(p).path for p in server.requests])
