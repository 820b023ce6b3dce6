"""Adapter stage: switching on. Project settings in, the same settings with our components added out.

``ADDONS = {"scrapy_articles.Addon": 0}`` registers, each only when the
project has not already configured it (even as ``None``, to disable it):

- ``SPIDER_MIDDLEWARES``: :class:`~.middleware.ArticleMiddleware` (850)
- ``DOWNLOADER_MIDDLEWARES``: :class:`~.middleware.ArticlePageFailureMiddleware` (540)
- ``ITEM_PIPELINES``: :class:`~.pipelines.ArticlePipeline` (100), then
  :class:`~.pipelines.ArticleFilterPipeline` (110)
- ``FEED_EXPORTERS``: ``rss`` and ``atom`` (``scrapy crawl -O out.rss`` checks
  formats before add-ons load: :mod:`.commands` registers them in time)

``ARTICLES_*`` settings are read by the components themselves and keep
their defaults when unset.
"""

from __future__ import annotations

from scrapy.settings import SETTINGS_PRIORITIES, BaseSettings

from .exporters import AtomItemExporter, RssItemExporter
from .middleware import (
    DOWNLOADER_MIDDLEWARE_ORDER,
    SPIDER_MIDDLEWARE_ORDER,
    ArticleMiddleware,
    ArticlePageFailureMiddleware,
)
from .pipelines import ArticleFilterPipeline, ArticlePipeline

# Early in the item pipeline, so the project's own pipelines see filled and
# filtered items; the filter runs after the pipeline that fills.
ARTICLE_PIPELINE_ORDER = 100
FILTER_PIPELINE_ORDER = 110
FEED_FORMATS = {"rss": RssItemExporter, "atom": AtomItemExporter}


def _path(cls: type) -> str:
    return f"{cls.__module__}.{cls.__qualname__}"


class Addon:
    """Enable article extraction, filtering and full-text feeds in one line."""

    def update_settings(self, settings: BaseSettings) -> None:
        settings.setdefault_in_component_priority_dict(
            "SPIDER_MIDDLEWARES", ArticleMiddleware, SPIDER_MIDDLEWARE_ORDER)
        settings.setdefault_in_component_priority_dict(
            "DOWNLOADER_MIDDLEWARES", ArticlePageFailureMiddleware, DOWNLOADER_MIDDLEWARE_ORDER)
        settings.setdefault_in_component_priority_dict("ITEM_PIPELINES", ArticlePipeline, ARTICLE_PIPELINE_ORDER)
        settings.setdefault_in_component_priority_dict(
            "ITEM_PIPELINES", ArticleFilterPipeline, FILTER_PIPELINE_ORDER)
        add_feed_exporters(settings)


def add_feed_exporters(settings: BaseSettings) -> None:
    """Add the ``rss`` and ``atom`` formats to ``FEED_EXPORTERS``, keeping the project's own."""
    exporters = dict(settings.getdict("FEED_EXPORTERS"))
    missing = {fmt: _path(cls) for fmt, cls in FEED_FORMATS.items() if fmt not in exporters}
    if missing:
        # Kept at the setting's own priority when the project set it, so
        # the project's other exporters stay; "addon" priority otherwise.
        priority = max(settings.getpriority("FEED_EXPORTERS") or 0, SETTINGS_PRIORITIES["addon"])
        settings.set("FEED_EXPORTERS", {**exporters, **missing}, priority=priority)
