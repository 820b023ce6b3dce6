"""The core package and the add-on never import Zyte's stack: only scrapy_articles.poet does."""

from __future__ import annotations

import subprocess
import sys

from tests.scrapy.crawl_settings import REPO, python_env

CHECK = """
import sys
import scrapy_articles
from scrapy.settings import Settings
from scrapy.utils.reactor import install_reactor
from scrapy.utils.test import get_crawler
from scrapy_articles.scrapy import addon, exporters, flow, middleware, pipelines, settings, spiders

install_reactor("twisted.internet.asyncioreactor.AsyncioSelectorReactor")  # Scrapy 2.13's get_crawler wants one
crawler = get_crawler(settings_dict={"ADDONS": {"scrapy_articles.Addon": 0}})
middleware.ArticleMiddleware.from_crawler(crawler)
pipelines.ArticleFilterPipeline.from_crawler(crawler)
scrapy_articles.Addon, scrapy_articles.ArticleItem, scrapy_articles.RssItemExporter
settings.read_settings(Settings())
print(",".join(sorted(m for m in ("web_poet", "scrapy_poet", "zyte_common_items", "scrapy_articles.poet")
                      if m in sys.modules)))
"""


def test_the_addon_loads_nothing_of_zytes_stack() -> None:
    done = subprocess.run([sys.executable, "-c", CHECK], cwd=REPO, env=python_env(), capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == ""
