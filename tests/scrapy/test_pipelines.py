"""ArticlePipeline fills items from raw HTML; ArticleFilterPipeline drops with a reason."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import scrapy
from scrapy.exceptions import DropItem
from scrapy.utils.test import get_crawler

from scrapy_articles.scrapy.pipelines import ArticleFilterPipeline, ArticlePipeline

BASIC = Path(__file__).resolve().parents[1] / "sites" / "basic"
ARTICLE = (BASIC / "article.html").read_text()
LONG_TEXT = " ".join(f"word{i}" for i in range(200))


class PageItem(scrapy.Item):
    url = scrapy.Field()
    html = scrapy.Field()
    headline = scrapy.Field()
    articleBody = scrapy.Field()


def build(cls: Any, settings: dict[str, Any] | None = None) -> Any:
    crawler = get_crawler(settings_dict={"ARTICLES_ALGORITHM": "ttr", **(settings or {})})
    return cls.from_crawler(crawler), crawler.stats


def test_a_dict_gets_every_field_and_loses_its_html() -> None:
    pipeline, stats = build(ArticlePipeline)
    item = pipeline.process_item({"url": "http://h/a.html", "html": ARTICLE, "mine": 1})
    assert "Agnes Pell" in item["articleBody"] and item["algorithm"] == "ttr"
    assert item["mine"] == 1 and "html" not in item
    assert stats.get_value("articles/pipeline/filled") == 1


def test_declared_fields_only_and_the_spiders_values_win() -> None:
    pipeline, _ = build(ArticlePipeline, {"ARTICLES_KEEP_HTML": True})
    item = pipeline.process_item(PageItem(url="http://h/a.html", html=ARTICLE.encode(), headline="Mine"))
    assert item["headline"] == "Mine" and "Agnes Pell" in item["articleBody"]
    assert set(item.keys()) == {"url", "html", "headline", "articleBody"}


@pytest.mark.parametrize("item", [{"url": "http://h/a"}, {"html": None}, {"body": 3}])
def test_items_without_raw_html_pass_untouched(item: dict[str, Any]) -> None:
    pipeline, _ = build(ArticlePipeline)
    assert pipeline.process_item(dict(item)) == item


def test_the_html_field_names_are_a_setting() -> None:
    pipeline, _ = build(ArticlePipeline, {"ARTICLES_HTML_FIELDS": ["page"]})
    assert "articleBody" in pipeline.process_item({"page": ARTICLE})
    assert "articleBody" not in pipeline.process_item({"html": ARTICLE})


@pytest.mark.parametrize(("item", "reason"), [
    ({"articleBody": "Too short to be an article."}, "too_short"),
    ({"articleBody": LONG_TEXT, "probability": 0.2}, "not_article"),
])
def test_filter_drops(item: dict[str, Any], reason: str) -> None:
    pipeline, stats = build(ArticleFilterPipeline)
    with pytest.raises(DropItem, match=reason.replace("_", " ")):
        pipeline.process_item(item)
    assert stats.get_value(f"articles/dropped/{reason}") == 1


def test_filter_drops_duplicates_per_process() -> None:
    pipeline, stats = build(ArticleFilterPipeline)
    assert pipeline.process_item({"url": "a", "articleBody": LONG_TEXT})
    with pytest.raises(DropItem, match="duplicate: b"):
        pipeline.process_item({"url": "b", "articleBody": LONG_TEXT.upper()})
    with pytest.raises(DropItem, match="near duplicate"):
        pipeline.process_item({"url": "c", "articleBody": LONG_TEXT + " word7"})
    assert stats.get_value("articles/passed") == 1


def test_filter_without_dedup_and_for_other_items() -> None:
    pipeline, _ = build(ArticleFilterPipeline, {"ARTICLES_DEDUP": False})
    for _ in range(2):
        assert pipeline.process_item({"articleBody": LONG_TEXT})
    assert pipeline.process_item({"title": "not an article item"}) == {"title": "not an article item"}
