"""ExtractionConfig keeps its word: a value the extraction would not honour is refused, naming the choices."""

from __future__ import annotations

from dataclasses import fields, replace

import pytest

from scrapy_articles.extraction.page import decision as pagetype
from scrapy_articles.extraction.config import (ALGORITHMS, DENSITY_RULES, PAGE_TYPE_NAMES, TTR_CLUSTERINGS,
                                               ExtractionConfig)
from scrapy_articles.extraction.extract import METHODS


def test_the_defaults_are_valid():
    assert ExtractionConfig() == replace(ExtractionConfig())


@pytest.mark.parametrize("field, value, choices", [
    ("algorithm", "autoo", ALGORITHMS),
    ("ttr_clustering", "kmean", TTR_CLUSTERINGS),  # once ran EM silently
    ("density_rule", "lerned", DENSITY_RULES),  # once ran "learned" silently
])
def test_a_misspelt_choice_is_refused_with_the_choices(field, value, choices):
    with pytest.raises(ValueError) as error:
        ExtractionConfig(**{field: value})
    assert value in str(error.value)
    assert all(choice in str(error.value) for choice in choices)


def test_every_choice_is_accepted():
    for choice in ALGORITHMS:
        assert ExtractionConfig(algorithm=choice).algorithm == choice
    for choice in TTR_CLUSTERINGS:
        assert ExtractionConfig(ttr_clustering=choice).ttr_clustering == choice
    for choice in DENSITY_RULES:
        assert ExtractionConfig(density_rule=choice).density_rule == choice


def test_page_types_are_the_models_classes():
    assert PAGE_TYPE_NAMES == pagetype.PAGE_TYPES
    assert ExtractionConfig(page_types=("article", "articleList")).page_types == ("article", "articleList")
    with pytest.raises(ValueError, match="articleList"):
        ExtractionConfig(page_types=("article", "listing"))
    with pytest.raises(ValueError):
        ExtractionConfig(page_types="article")  # a str is a tuple of letters


def test_algorithms_are_the_methods():
    assert set(ALGORITHMS) == set(METHODS)


@pytest.mark.parametrize("field", ["block_threshold", "main_share", "min_article_probability",
                                   "min_page_probability"])
@pytest.mark.parametrize("value", [-0.1, 1.5])
def test_probabilities_outside_zero_to_one_are_refused(field, value):
    with pytest.raises(ValueError, match=field):
        ExtractionConfig(**{field: value})


def test_negative_limits_are_refused():
    numeric = [f.name for f in fields(ExtractionConfig)
               if isinstance(f.default, (int, float)) and not isinstance(f.default, bool)]
    assert "max_chars" in numeric and "time_budget" in numeric
    for name in numeric:
        with pytest.raises(ValueError, match=name):
            ExtractionConfig(**{name: -1})


def test_no_field_is_read_nowhere():
    """Every field is read by the library (a field nobody reads promises what the code does not do)."""
    from pathlib import Path
    package = Path(__file__).resolve().parents[2] / "scrapy_articles"
    code = "\n".join(path.read_text(encoding="utf-8") for path in package.rglob("*.py")
                     if path.name != "config.py")
    unread = [f.name for f in fields(ExtractionConfig) if f".{f.name}" not in code]
    assert unread == []
