"""The library and the command line start without Scrapy."""

from __future__ import annotations

import subprocess
import sys

from .conftest import REPO, python_env

CHECK = """
import sys
import scrapy_articles, scrapy_articles.extraction, scrapy_articles.cli
loaded = sorted(m for m in ("scrapy", "twisted", "itemadapter", "w3lib") if m in sys.modules)
print(",".join(loaded))
"""


def test_no_scrapy_in_a_fresh_interpreter() -> None:
    done = subprocess.run([sys.executable, "-c", CHECK], cwd=REPO, env=python_env(), capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == ""


def test_the_scrapy_names_load_on_first_use() -> None:
    import scrapy_articles

    for name in ("Addon", "ArticleItem", "ArticleMiddleware", "ArticlePipeline", "ArticleFilterPipeline",
                 "RssItemExporter", "AtomItemExporter", "FullTextFeedSpider"):
        assert getattr(scrapy_articles, name).__name__ == name
