"""ArticlePipeline fills items from raw HTML; ArticleFilterPipeline drops with a reason."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import scrapy
from scrapy.exceptions import DropItem
from scrapy.utils.test import get_crawler

from scrapy_articles.scrapy.items import ArticleItem, ExtractedArticleItem
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


@pytest.mark.parametrize(("settings", "kept"), [({}, True), ({"ARTICLES_KEEP_HTML": False}, False)])
def test_a_dict_gets_every_field_and_keeps_its_own(settings: dict[str, Any], kept: bool) -> None:
    pipeline, stats = build(ArticlePipeline, settings)
    own = {"url": "http://h/a.html", "html": ARTICLE, "mine": 1, "headline": "", "description": None}
    item = pipeline.process_item(dict(own))
    assert "Agnes Pell" in item["articleBody"] and item["algorithm"] == "ttr"
    # Every field the spider set stays as it was, even empty ones; the raw HTML goes only when asked.
    assert {k: v for k, v in item.items() if k in own} == {k: v for k, v in own.items() if kept or k != "html"}
    assert stats.get_value("articles/pipeline/filled") == 1


def test_declared_fields_only_and_the_spiders_values_win() -> None:
    pipeline, _ = build(ArticlePipeline, {"ARTICLES_KEEP_HTML": True})
    item = pipeline.process_item(PageItem(url="http://h/a.html", html=ARTICLE.encode(), headline="Mine"))
    assert item["headline"] == "Mine" and "Agnes Pell" in item["articleBody"]
    assert set(item.keys()) == {"url", "html", "headline", "articleBody"}


@pytest.mark.parametrize("item", [{"url": "http://h/a"}, {"html": None}, {"body": 3},
                                  {"url": "http://h/a", "body": "Plain text, 3 > 2, no markup."}])
def test_items_without_raw_html_pass_untouched(item: dict[str, Any]) -> None:
    pipeline, _ = build(ArticlePipeline)
    assert pipeline.process_item(dict(item)) == item


def test_the_html_field_names_are_a_setting() -> None:
    pipeline, _ = build(ArticlePipeline, {"ARTICLES_HTML_FIELDS": ["page"]})
    assert "articleBody" in pipeline.process_item({"page": ARTICLE})
    assert "articleBody" not in pipeline.process_item({"html": ARTICLE})


# The add-on's items are judged; the spider's own only when the project asks.
OURS = ExtractedArticleItem
SPIDERS = {"ARTICLES_FILTER_SPIDER_ITEMS": True}


@pytest.mark.parametrize(("make", "settings"), [(dict, SPIDERS), (ArticleItem, SPIDERS)])
@pytest.mark.parametrize(("fields", "reason"), [
    ({"articleBody": "Too short to be an article."}, "too_short"),
    ({"articleBody": LONG_TEXT, "probability": 0.2}, "not_article"),
])
def test_filter_drops(make: Any, settings: dict[str, Any], fields: dict[str, Any], reason: str) -> None:
    pipeline, stats = build(ArticleFilterPipeline, settings)
    with pytest.raises(DropItem, match=reason.replace("_", " ")):
        pipeline.process_item(make(fields))
    assert stats.get_value(f"articles/dropped/{reason}") == 1


@pytest.mark.parametrize("fields", [{"articleBody": "A brief whose headline was tidied out."},
                                    {"articleBody": LONG_TEXT, "probability": 0.2}])
def test_the_addons_items_are_not_judged_twice_on_length_or_confidence(fields: dict[str, Any]) -> None:
    """The middleware's page decision applied both thresholds already, to the text before tidying."""
    pipeline, stats = build(ArticleFilterPipeline)
    assert pipeline.process_item(OURS(fields))
    assert stats.get_value("articles/passed") == 1


@pytest.mark.parametrize("make", [dict, ArticleItem])
def test_the_spiders_items_pass_untouched_by_default(make: Any) -> None:
    pipeline, stats = build(ArticleFilterPipeline)
    for fields in ({"articleBody": "Too short."}, {"articleBody": LONG_TEXT, "probability": 0.2},
                   {"url": "a", "articleBody": LONG_TEXT}, {"url": "b", "articleBody": LONG_TEXT}):
        item = make(fields)
        assert pipeline.process_item(item) is item and dict(item) == fields
    # ...and they do not count as seen: the add-on's own copy of an article still passes.
    assert pipeline.process_item(OURS({"url": "c", "articleBody": LONG_TEXT}))
    assert stats.get_value("articles/passed") == 1 and not stats.get_value("articles/dropped/duplicate")


@pytest.mark.parametrize(("make", "settings"), [(OURS, {}), (dict, SPIDERS)])
def test_filter_drops_duplicates_per_process(make: Any, settings: dict[str, Any]) -> None:
    pipeline, stats = build(ArticleFilterPipeline, settings)
    assert pipeline.process_item(make({"url": "a", "articleBody": LONG_TEXT}))
    with pytest.raises(DropItem, match="duplicate: b"):
        pipeline.process_item(make({"url": "b", "articleBody": LONG_TEXT.upper()}))
    with pytest.raises(DropItem, match="near duplicate"):
        pipeline.process_item(make({"url": "c", "articleBody": LONG_TEXT + " word7"}))
    assert stats.get_value("articles/passed") == 1


def test_filter_without_dedup_and_for_other_items() -> None:
    pipeline, _ = build(ArticleFilterPipeline, {"ARTICLES_DEDUP": False, **SPIDERS})
    for _ in range(2):
        assert pipeline.process_item(OURS({"articleBody": LONG_TEXT}))
    assert pipeline.process_item({"title": "not an article item"}) == {"title": "not an article item"}
