"""scrapy_articles.poet without a crawl: the mapping to Zyte's types, ArticlePage on a web-poet response, the setting."""

from __future__ import annotations

import asyncio
import sys
from typing import Any

import pytest
from itemadapter import ItemAdapter
from scrapy.settings import Settings
from web_poet import HttpResponse, default_registry
from zyte_common_items import Article, Image

from scrapy_articles.poet import (
    FALLBACK_PRIORITY,
    ArticlePage,
    ExtractedArticle,
    extracted_article,
    merged_article,
    zyte_date,
    zyte_language,
    zyte_values,
)
from scrapy_articles.scrapy.items import FromAddon, article_item
from scrapy_articles.scrapy.settings import read_settings

from .checks import assert_article
from .conftest import EXPECTED, SITE, expected
from .spiders import ShoutingArticlePage
from .validation import valid_article

BASE = "http://news.example"


def _page(name: str, cls: type[ArticlePage] = ArticlePage) -> ArticlePage:
    body = (SITE / name).read_bytes().replace(b"{BASE}", BASE.encode())
    return cls(response=HttpResponse(f"{BASE}/{name}", body=body, headers={"Content-Type": "text/html; charset=utf-8"}))


def _item(page: ArticlePage) -> dict[str, Any]:
    return ItemAdapter(asyncio.run(page.to_item())).asdict()


@pytest.mark.parametrize(("value", "zyte"), [
    ("2025-06-02T07:15:00+01:00", "2025-06-02T07:15:00+01:00"),
    ("2025-06-02T07:15:00+00:00", "2025-06-02T07:15:00Z"),
    ("2025-06-02T07:15:00-00:00", "2025-06-02T07:15:00Z"),
    ("2025-06-02T07:15:00", "2025-06-02T07:15:00"),  # no zone known: none given
    ("2025-06-02", "2025-06-02T00:00:00"),
    ("", None),
    (None, None),
])
def test_dates_in_zytes_format(value: Any, zyte: str | None) -> None:
    assert zyte_date(value) == zyte


@pytest.mark.parametrize(("value", "zyte"), [("en", "en"), ("en-GB", "en"), ("zh-Hant-TW", "zh"), ("PT-br", "pt"),
                                             ("", None), (None, None)])
def test_languages_as_iso_639_1(value: Any, zyte: str | None) -> None:
    assert zyte_language(value) == zyte


def test_zyte_values_leave_out_what_zyte_has_no_place_for() -> None:
    values = zyte_values({"url": f"{BASE}/a", "headline": "A", "articleBody": "Text", "keywords": ["k"],
                          "siteName": "S", "pages": [f"{BASE}/a"], "authors": [], "images": [{"url": "data:x"}],
                          "datePublishedRaw": "last week", "probability": 0.8})
    item = valid_article(ItemAdapter(ExtractedArticle(**values)).asdict())
    assert (values["headline"], values["articleBody"], values["authors"], values["images"]) == ("A", "Text", None, None)
    assert values["datePublishedRaw"] is None  # no raw date without the date it is the raw form of
    assert item.get_probability() == 0.8  # no page decision: the text's confidence


@pytest.mark.parametrize("name", [page for page, gold in EXPECTED.items() if gold["is_article"]])
def test_article_page_on_a_web_poet_response(name: str) -> None:
    """Outside Scrapy too: web-poet alone builds the page object."""
    page = _page(name)
    assert_article(_item(page), expected(name, BASE))
    assert page.is_article
    assert page.nextPageUrl == expected(name, BASE).get("next_page")


def test_a_page_that_is_no_article() -> None:
    page = _page("notice.html")
    item = valid_article(_item(page))
    assert not page.is_article
    assert item.get_probability() < EXPECTED["notice.html"]["max_probability"]


def test_a_subclass_field_wins_and_the_others_stay() -> None:
    gold = expected("story.html", BASE)
    assert_article(_item(_page("story.html", ShoutingArticlePage)), gold, headline=gold["item"]["headline"].upper())


def test_merged_article_joins_the_pages_in_order() -> None:
    first, second = (asyncio.run(_page(name).to_item()) for name in ("long.html", "long-2.html"))
    first.images, second.images = [Image(url=f"{BASE}/a.jpg")], [Image(url=f"{BASE}/a.jpg"), Image(url=f"{BASE}/b.jpg")]
    joined = merged_article([first, second])
    assert joined.images is not None
    assert [image.url for image in joined.images] == [f"{BASE}/a.jpg", f"{BASE}/b.jpg"]
    joined.images = None
    assert_article(ItemAdapter(joined).asdict(), expected("long.html", BASE), paragraphs="merged_paragraphs")


def test_article_page_is_the_generic_fallback_for_article() -> None:
    rules = [rule for rule in default_registry.get_rules() if rule.use is ArticlePage]
    assert len(rules) == 1
    (rule,) = rules
    assert rule.to_return is Article
    assert rule.for_patterns.is_universal_pattern()
    assert rule.for_patterns.priority == FALLBACK_PRIORITY < 500  # web-poet's default: a project's rule wins
    assert default_registry.page_cls_for_item("https://any.example/news/1.html", Article) is ArticlePage


@pytest.mark.parametrize("item_class", ["zyte_common_items.Article", "zyte_common_items.items.Article", Article])
def test_item_class_setting_names_zytes_article(item_class: Any) -> None:
    config = read_settings(Settings({"ARTICLES_ITEM_CLASS": item_class}))[1]
    assert config.item_factory is extracted_article
    item = config.item_factory({"url": f"{BASE}/a", "headline": "A", "metadata": {"probability": 0.9}})
    assert isinstance(item, Article) and isinstance(item, FromAddon)


def test_item_class_defaults_to_article_item() -> None:
    assert read_settings(Settings())[1].item_factory is article_item
    assert read_settings(Settings({"ARTICLES_ITEM_CLASS": "scrapy_articles.ArticleItem"}))[1].item_factory is article_item


@pytest.mark.parametrize("item_class", ["builtins.dict", "zyte_common_items.Product", "no_such_module.Item",
                                        "zyte_common_items.NoSuchItem", "ArticleItem"])
def test_item_class_setting_refuses_what_the_addon_cannot_make(item_class: str) -> None:
    with pytest.raises(ValueError, match="ARTICLES_ITEM_CLASS"):
        read_settings(Settings({"ARTICLES_ITEM_CLASS": item_class}))


def test_item_class_setting_says_how_to_install_zyte(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "zyte_common_items", None)  # as if not installed
    with pytest.raises(ValueError, match=r"pip install 'scrapy-articles\[zyte\]'"):
        read_settings(Settings({"ARTICLES_ITEM_CLASS": "zyte_common_items.Article"}))
