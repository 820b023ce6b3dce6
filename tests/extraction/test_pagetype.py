import numpy as np
import pytest

from scrapy_articles.extraction import ExtractionConfig
from scrapy_articles.extraction.extract import article_probability, is_article_page
from scrapy_articles.extraction.methods import Decision
from scrapy_articles.extraction.metadata import declarations
from scrapy_articles.extraction.pagetype import page_type
from scrapy_articles.extraction.parse import parse


@pytest.mark.parametrize("head, expected", [
    ('<meta property="og:type" content="article">', "article"),
    ('<meta property="og:type" content="website">', "other"),
    ('<script type="application/ld+json">{"@type": "NewsArticle"}</script>', "article"),
    ('<script type="application/ld+json">{"@type": ["BlogPosting", "Thing"]}</script>', "article"),
    ('<script type="application/ld+json">{"@type": "CollectionPage"}</script>', "other"),
    ('<meta property="og:type" content="website"><script type="application/ld+json">'
     '{"@type": "NewsArticle"}</script>', "article"),
    ("", None),
    # The og:type key and the script type as written: other spellings are not read here.
    ('<meta property="OG:TYPE" content="article">', None),
    ('<meta itemprop="og:type" content="article">', None),
    ('<script type="application/LD+JSON">{"@type": "NewsArticle"}</script>', None),
    ('<meta name="og:type" content=" Article ">', "article"),
])
def test_declared_page_type(head, expected):
    page = parse(f"<html><head>{head}</head><body><p>x</p></body></html>")
    assert page_type(page.root) == expected
    assert page_type(page.root, declarations(page.root)) == expected  # as extract reads it


@pytest.mark.parametrize("words, probability, declared, expected", [
    (100, 0.9, None, True),
    (59, 0.9, None, False),
    (100, 0.4, "article", False),
    (130, 0.95, "other", False),  # a section front's teasers
    (400, 0.95, "other", True),  # a long article on a site that calls every page a website
    (400, 0.8, "other", False),
])
def test_article_decision(words, probability, declared, expected):
    assert is_article_page(words, probability, declared, ExtractionConfig()) is expected


@pytest.mark.parametrize("probabilities, selected, expected", [
    # Blocks kept on their own probability count; the region's doubtful ones (0.2) do not dilute them.
    ([0.9, 0.2, 0.8], [True, True, True], (0.9 * 10 + 0.8 * 30) / 40),
    ([0.9, 0.2, 0.8], [True, True, False], 0.9),
    ([0.3, 0.2, 0.8], [True, True, False], (0.3 * 10 + 0.2 * 20) / 30),  # no confident block kept: all count
    ([0.9, 0.9, 0.9], [False, False, False], 0.0),
])
def test_article_probability_counts_the_confident_blocks(probabilities, selected, expected):
    p = np.array(probabilities)
    decision = Decision(p, p, np.array(selected))
    assert article_probability(decision, np.array([10, 20, 30]), ExtractionConfig()) == pytest.approx(expected)
