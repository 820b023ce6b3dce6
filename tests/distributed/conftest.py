"""Fixtures for the distributed crawl tests: a real redis-server per test and the generated big site."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from scrapy.utils.reactor import install_reactor, is_reactor_installed

from tests.scrapy.server import FixtureServer
from tests.sites.big.generate import ExpectedArticle, generate

from .redisfixture import redis_server

__all__ = ["redis_server"]  # a fixture, for the tests of this folder

# Scrapy 2.13's get_crawler() wants an installed reactor (as in tests/scrapy);
# the crawls themselves run in child interpreters with their own.
if not is_reactor_installed():
    install_reactor("twisted.internet.asyncioreactor.AsyncioSelectorReactor")

# The site the crawl tests share: 200 single-page articles, 20 three-page
# ones and 20 articles served under a second URL, plus 24 section fronts and
# the home page: 305 pages, 220 articles. Big enough for two workers to
# overlap for most of the crawl, small enough for two crawls in about a
# minute on two cores.
SITE = {"articles": 200, "long_reads": 20, "syndicated": 20}


class BigSite:
    """The generated site being served, and the articles a crawl of it must export."""

    def __init__(self, root: Path):
        self.expected: dict[str, ExpectedArticle] = generate(root, **SITE)
        self.server = FixtureServer(root)
        self.base_url = self.server.base_url


@pytest.fixture(scope="session")
def big_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[BigSite]:
    site = BigSite(tmp_path_factory.mktemp("big-site"))
    yield site
    site.server.close()
