"""ARTICLES_* settings onto the two frozen configs."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from scrapy.exceptions import NotConfigured
from scrapy.settings import Settings

from scrapy_articles.explain import DoubtRule
from scrapy_articles.extraction import ExtractionConfig
from scrapy_articles.scrapy.settings import AdapterConfig, read_settings


def test_defaults() -> None:
    extraction, adapter = read_settings(Settings())
    assert extraction == ExtractionConfig()
    assert adapter == AdapterConfig()
    assert adapter.max_pages == 20 and adapter.prefer_print is False


@pytest.mark.parametrize(("setting", "value", "field", "expected"), [
    ("ARTICLES_MAX_BYTES", "1000", "max_bytes", 1000),
    ("ARTICLES_FOLLOW_PAGES", "False", "follow_pages", False),
    ("ARTICLES_MAX_PAGES", 3, "max_pages", 3),
    ("ARTICLES_PREFER_PRINT", True, "prefer_print", True),
    ("ARTICLES_DEDUP", "0", "dedup", False),
    ("ARTICLES_NEAR_DUPLICATE_BITS", 5, "near_duplicate_bits", 5),
    ("ARTICLES_LOG_INTERVAL", "2.5", "log_interval", 2.5),
    ("ARTICLES_HTML_FIELDS", "raw,page", "html_fields", ("raw", "page")),
    ("ARTICLES_KEEP_HTML", False, "keep_html", False),
    ("ARTICLES_FILTER_SPIDER_ITEMS", True, "filter_spider_items", True),
    ("ARTICLES_FEED_TITLE", "T", "feed_title", "T"),
    ("ARTICLES_FEED_LINK", "https://example.com/", "feed_link", "https://example.com/"),
    ("ARTICLES_FEED_DESCRIPTION", "D", "feed_description", "D"),
    ("ARTICLES_EXCERPT_CHARS", 50, "excerpt_chars", 50),
    ("ARTICLES_EXPLAIN_DIR", "reports", "explain_dir", "reports"),
    ("ARTICLES_EXPLAIN_DIR", Path("out") / "reports", "explain_dir", str(Path("out") / "reports")),
    ("ARTICLES_EXPLAIN_DIR", "", "explain_dir", None),  # empty: off
    ("ARTICLES_EXPLAIN_MAX", "7", "explain_max", 7),
    ("ARTICLES_EXPLAIN_MARGIN", "0.05", "explain_margin", 0.05),
    ("ARTICLES_EXPLAIN_WORDS_FACTOR", 2, "explain_words_factor", 2.0),
    ("ARTICLES_EXPLAIN_REASONS", "not_article,few_words", "explain_reasons", ("not_article", "few_words")),
])
def test_adapter_setting(setting: str, value: Any, field: str, expected: Any) -> None:
    assert getattr(read_settings(Settings({setting: value}))[1], field) == expected


@pytest.mark.parametrize(("setting", "value", "field", "expected"), [
    ("ARTICLES_ALGORITHM", "ttr", "algorithm", "ttr"),
    ("ARTICLES_MIN_WORDS", "30", "min_article_words", 30),
    ("ARTICLES_MIN_PROBABILITY", 0.7, "min_article_probability", 0.7),
    ("ARTICLES_MAX_CHARS", 1000, "max_chars", 1000),
    ("ARTICLES_MAX_ELEMENTS", 500, "max_elements", 500),
    ("ARTICLES_TIME_BUDGET", "2.5", "time_budget", 2.5),
    ("ARTICLES_KEEP_COMMENTS", "true", "keep_comments", True),
    ("ARTICLES_KEEP_BYLINES", "1", "keep_bylines", True),
    ("ARTICLES_PAGE_TYPES", "article,articleList", "page_types", ("article", "articleList")),
    ("ARTICLES_PAGE_TYPES", ["other"], "page_types", ("other",)),
])
def test_extraction_setting(setting: str, value: Any, field: str, expected: Any) -> None:
    assert getattr(read_settings(Settings({setting: value}))[0], field) == expected


def test_other_extraction_fields_through_one_dict() -> None:
    settings = Settings({"ARTICLES_EXTRACTION": {"ttr_radius": 4, "min_article_words": 10},
                         "ARTICLES_MIN_WORDS": 20})
    extraction = read_settings(settings)[0]
    assert extraction.ttr_radius == 4
    assert extraction.min_article_words == 20  # the named setting wins


@pytest.mark.parametrize("settings", [
    {"ARTICLES_ALGORITHM": "magic"},
    {"ARTICLES_EXTRACTION": {"no_such_field": 1}},
    {"ARTICLES_EXPLAIN_REASONS": ["few_words", "bad_luck"]},
    {"ARTICLES_EXPLAIN_MAX": -1},
    {"ARTICLES_EXPLAIN_MARGIN": -0.1},
    {"ARTICLES_EXPLAIN_WORDS_FACTOR": 0.5},
    {"ARTICLES_PAGE_TYPES": ["article", "listing"]},
])
def test_mistakes_are_reported(settings: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        read_settings(Settings(settings))


def test_explain_defaults_make_the_doubt_rule() -> None:
    adapter = read_settings(Settings())[1]
    assert adapter.explain_dir is None and adapter.explain_max == 100
    assert adapter.doubt_rule == DoubtRule()
    tuned = read_settings(Settings({"ARTICLES_EXPLAIN_MARGIN": 0.2, "ARTICLES_EXPLAIN_REASONS": "few_words"}))[1]
    assert tuned.doubt_rule == DoubtRule(probability_margin=0.2, reasons=("few_words",))


def test_disabled() -> None:
    with pytest.raises(NotConfigured):
        read_settings(Settings({"ARTICLES_ENABLED": False}))


def test_configs_are_frozen() -> None:
    extraction, adapter = read_settings(Settings())
    with pytest.raises(AttributeError):
        adapter.max_pages = 3  # type: ignore[misc]
    with pytest.raises(AttributeError):
        extraction.algorithm = "ttr"  # type: ignore[misc]
