"""The add-on registers every component at add-on priority and never overrides the project."""

from __future__ import annotations

from typing import Any

import pytest
from scrapy.exceptions import NotConfigured
from scrapy.settings import SETTINGS_PRIORITIES, Settings
from scrapy.utils.misc import load_object
from scrapy.utils.test import get_crawler

from scrapy_articles import Addon
from scrapy_articles.scrapy.exporters import AtomItemExporter, RssItemExporter
from scrapy_articles.scrapy.middleware import ArticleMiddleware, ArticlePageFailureMiddleware
from scrapy_articles.scrapy.pipelines import ArticleFilterPipeline, ArticlePipeline

OTHER = "scrapy.spidermiddlewares.depth.DepthMiddleware"  # any importable component of the project
COMPONENTS = [
    ("SPIDER_MIDDLEWARES", ArticleMiddleware, 850),
    ("DOWNLOADER_MIDDLEWARES", ArticlePageFailureMiddleware, 540),
    ("ITEM_PIPELINES", ArticlePipeline, 100),
    ("ITEM_PIPELINES", ArticleFilterPipeline, 110),
]


def resolved(settings: Settings, name: str) -> dict[Any, Any]:
    return {load_object(k) if isinstance(k, str) else k: v for k, v in settings.getdict(name).items()}


def with_addon(project: dict[str, Any] | None = None) -> Settings:
    settings = Settings(project or {}, priority="project")
    Addon().update_settings(settings)
    return settings


@pytest.mark.parametrize(("name", "cls", "order"), COMPONENTS)
def test_registers(name: str, cls: type, order: int) -> None:
    assert resolved(with_addon(), name)[cls] == order


def test_registers_feed_formats() -> None:
    exporters = with_addon().getdict("FEED_EXPORTERS")
    assert load_object(exporters["rss"]) is RssItemExporter and load_object(exporters["atom"]) is AtomItemExporter


@pytest.mark.parametrize(("name", "cls", "order"), COMPONENTS)
@pytest.mark.parametrize("users", [None, 7])
def test_the_projects_choice_stays(name: str, cls: type, order: int, users: int | None) -> None:
    path = f"{cls.__module__}.{cls.__qualname__}"
    settings = with_addon({name: {path: users, OTHER: 300}})
    values = resolved(settings, name)
    assert values[cls] == users and len([k for k in values if k is cls]) == 1
    assert settings.getdict(name)[OTHER] == 300


def test_the_projects_exporters_stay() -> None:
    settings = with_addon({"FEED_EXPORTERS": {"rss": "myproject.MyRss", "csv2": "myproject.Csv"}})
    assert settings.getdict("FEED_EXPORTERS") == {
        "rss": "myproject.MyRss", "csv2": "myproject.Csv",
        "atom": "scrapy_articles.scrapy.exporters.AtomItemExporter"}
    assert settings.getpriority("FEED_EXPORTERS") == SETTINGS_PRIORITIES["project"]


def test_through_addons_setting() -> None:
    crawler = get_crawler(settings_dict={"ADDONS": {"scrapy_articles.Addon": 0}})
    assert ArticleMiddleware in resolved(crawler.settings, "SPIDER_MIDDLEWARES")
    assert "rss" in crawler.settings.getdict("FEED_EXPORTERS")


@pytest.mark.parametrize("cls", [ArticleMiddleware, ArticlePageFailureMiddleware, ArticlePipeline,
                                 ArticleFilterPipeline])
def test_each_piece_works_alone_and_can_be_switched_off(cls: Any) -> None:
    assert cls.from_crawler(get_crawler()) is not None
    with pytest.raises(NotConfigured):
        cls.from_crawler(get_crawler(settings_dict={"ARTICLES_ENABLED": False}))
