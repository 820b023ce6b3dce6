"""The doubt rule: decisions that a small change would flip, hand-computed on the default thresholds.

Defaults: an article needs 60 words at probability 0.5 (180 words at 0.9 on
a page declaring another type); the rule's margin is 0.1 and its factor 1.5.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from scrapy_articles.explain.doubt import DoubtRule, doubt, doubt_of, kept_words
from scrapy_articles.extraction.config import ExtractionConfig
from scrapy_articles.extraction.extract import Analysis, assemble

CONFIG = ExtractionConfig()
RULE = DoubtRule()
T = CONFIG.min_page_probability


@pytest.mark.parametrize(("kept", "words", "probability", "declared", "expected"), [
    (True, 300, 0.95, None, None),
    (True, 300, 0.55, None, "low_probability"),  # 0.45 would be rejected
    (True, 300, 0.65, None, None),  # 0.55 still passes
    (True, 80, 0.95, None, "few_words"),  # 80 / 1.5 = 53 words would be rejected
    (True, 95, 0.95, None, None),  # 95 / 1.5 = 63 still passes
    (True, 80, 0.55, None, "low_probability"),  # both: the first doubt named
    (True, 200, 0.99, "article", None),
    (True, 250, 0.95, "other", None),  # a declared type is no stricter: the page decision weighs it
    (False, 0, 0.0, None, None),
    (False, 0, 0.0, "article", "declared_article"),
    (False, 50, 0.9, None, "not_article"),  # 75 words would pass
    (False, 30, 0.9, None, None),  # 45 words would not
    (False, 300, 0.45, None, "not_article"),  # 0.55 would pass
    (False, 300, 0.3, None, None),
    (False, 150, 0.95, "other", "not_article"),  # 225 words of 180 would pass
    (False, 100, 0.95, "other", "not_article"),  # 150 words would pass: a declared type is no stricter
])
def test_doubt_of(kept: bool, words: int, probability: float, declared: str | None, expected: str | None) -> None:
    assert doubt_of(words, probability, declared, kept, CONFIG, RULE) == expected


@pytest.mark.parametrize(("rule", "case", "expected"), [
    (DoubtRule(reasons=("few_words",)), (True, 80, 0.55, None), "few_words"),
    (DoubtRule(reasons=("not_article",)), (False, 50, 0.9, "article"), "not_article"),
    (DoubtRule(reasons=()), (False, 0, 0.0, "article"), None),
    (DoubtRule(probability_margin=0.0), (True, 300, 0.55, None), None),
    (DoubtRule(words_factor=2.0), (True, 110, 0.95, None), "few_words"),  # 55 words would be rejected
    (DoubtRule(words_factor=2.0), (False, 30, 0.9, None), "not_article"),  # 60 words would pass
])
def test_the_rule_is_tunable(rule: DoubtRule, case: tuple[bool, int, float, str | None], expected: str | None) -> None:
    kept, words, probability, declared = case
    assert doubt_of(words, probability, declared, kept, CONFIG, rule) == expected


@pytest.mark.parametrize("kwargs", [
    {"reasons": ("bad_luck",)},
    {"probability_margin": -0.1},
    {"words_factor": 0.5},
])
def test_rule_mistakes_are_reported(kwargs: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        DoubtRule(**kwargs)


def test_doubt_of_an_analysed_page(analysis: Analysis) -> None:
    """The fixture page keeps 169 words (blocks 7-13) at probability 1.0 with ttr."""
    assert kept_words(analysis) == 169
    assert doubt(analysis, assemble(analysis), CONFIG, RULE) is None
    strict = replace(CONFIG, min_article_words=150)  # 169 / 1.5 = 112 words would be rejected
    assert doubt(analysis, assemble(analysis, strict), strict, RULE) == "few_words"
    stricter = replace(CONFIG, min_article_words=200)  # rejected; 254 words would pass
    assert doubt(analysis, assemble(analysis, stricter), stricter, RULE) == "not_article"


def test_a_page_without_blocks_has_no_words(analysis: Analysis) -> None:
    empty = replace(analysis, page=None, decision=None, page_type="article")
    assert kept_words(empty) == 0
    assert doubt(empty, assemble(empty), CONFIG, RULE) == "declared_article"


@pytest.mark.parametrize(("kept", "words", "probability", "page", "expected"), [
    # Page probabilities around the decision's threshold (CONFIG.min_page_probability: T).
    (True, 300, 0.95, T + 0.05, "page_type"),  # T - 0.05 would have made it no article
    (True, 300, 0.95, T + 0.15, None),
    (False, 300, 0.95, T - 0.05, "page_type"),  # T + 0.05 would have made it an article
    (False, 300, 0.95, T - 0.2, None),  # a clear listing: its text is no near miss
    (False, 50, 0.9, 0.9, "not_article"),  # judged an article, its text a little short
    (False, 30, 0.9, 0.9, None),
])
def test_doubt_of_the_page_decision(kept: bool, words: int, probability: float, page: float,
                                    expected: str | None) -> None:
    assert doubt_of(words, probability, None, kept, CONFIG, RULE, page) == expected
