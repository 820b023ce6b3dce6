"""Fixtures of the explain tests: one hand-written page, analysed with ``ttr``.

``ttr`` needs no trained model, so these tests do not depend on the models
shipped at the time. The article is the one :func:`assemble` gives, with a
caption added to its image so that every role appears on the page.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from scrapy_articles.extraction.article import Article, Image
from scrapy_articles.extraction.extract import Analysis, analyse, assemble

PAGES = Path(__file__).parent / "pages"
URL = "https://news.example/news/barrier"
CAPTION = "The gate raised on Monday morning."


@pytest.fixture
def markup() -> bytes:
    return (PAGES / "article.html").read_bytes()


@pytest.fixture
def analysis(markup: bytes) -> Analysis:
    return analyse(markup, URL, algorithm="ttr")


@pytest.fixture
def article(analysis: Analysis) -> Article:
    found = assemble(analysis)
    image = Image(url="https://news.example/img/gate.png", alt="The raised gate", caption=CAPTION)
    return replace(found, images=(image,))
