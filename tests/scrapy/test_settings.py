"""ARTICLES_* settings onto the two frozen configs."""

from __future__ import annotations

from typing import Any

import pytest
from scrapy.exceptions import NotConfigured
from scrapy.settings import Settings

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
    ("ARTICLES_KEEP_HTML", True, "keep_html", True),
    ("ARTICLES_FEED_TITLE", "T", "feed_title", "T"),
    ("ARTICLES_FEED_LINK", "https://example.com/", "feed_link", "https://example.com/"),
    ("ARTICLES_FEED_DESCRIPTION", "D", "feed_description", "D"),
    ("ARTICLES_EXCERPT_CHARS", 50, "excerpt_chars", 50),
])
def test_adapter_setting(setting: str, value: Any, field: str, expected: Any) -> None:
    assert getattr(read_settings(Settings({setting: value}))[1], field) == expected


@pytest.mark.parametrize(("setting", "value", "field", "expected"), [
    ("ARTICLES_ALGORITHM", "ttr", "algorithm", "ttr"),
    ("ARTICLES_MIN_WORDS", "30", "min_article_words", 30),
    ("ARTICLES_MIN_PROBABILITY", 0.7, "min_article_probability", 0.7),
    ("ARTICLES_MAX_CHARS", 1000, "max_chars", 1000),
    ("ARTICLES_MAX_ELEMENTS", 500, "max_elements", 500),
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
])
def test_mistakes_are_reported(settings: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        read_settings(Settings(settings))


def test_disabled() -> None:
    with pytest.raises(NotConfigured):
        read_settings(Settings({"ARTICLES_ENABLED": False}))


def test_configs_are_frozen() -> None:
    extraction, adapter = read_settings(Settings())
    with pytest.raises(AttributeError):
        adapter.max_pages = 3  # type: ignore[misc]
    with pytest.raises(AttributeError):
        extraction.algorithm = "ttr"  # type: ignore[misc]
