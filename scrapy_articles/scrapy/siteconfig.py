"""Adapter stage: configuration of the site crawl. Scrapy settings and spider arguments in, a frozen config out.

Input: the crawler's settings (``ARTICLES_STATE*``, ``ARTICLES_SITE_*``) and
the spider's ``since`` and ``max_pages`` arguments, which win over the
settings. Output: a :class:`SiteConfig` and the crawl state it names
(:func:`open_state`). Read once, when :class:`~.sitespider.NewsSiteSpider`
starts (after the add-ons have set their settings).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from scrapy.settings import BaseSettings

from .discovery import parse_date
from .state import CrawlState, RedisState, SqliteState

DEFAULT_STATE = ".scrapy/articles-state.sqlite"
# The distributed add-on's scheduler: a crawl using it keeps its state in Redis too.
SHARED_SCHEDULER = "scrapy_articles.scrapy.reliable.ReliableScheduler"
STATE_KEY = "%(spider)s:state"  # Redis key prefix of the state, beside the add-on's "<spider>:articles"


@dataclass(frozen=True)
class SiteConfig:
    """What a site crawl discovers, how far it goes, and where it remembers."""

    # ARTICLES_STATE: an SQLite file, a redis:// URL, or None for no memory
    # between runs. The default sits in Scrapy's own .scrapy folder, as
    # HTTPCACHE_DIR does.
    state: str | None = DEFAULT_STATE
    state_key: str = STATE_KEY  # ARTICLES_STATE_KEY: Redis key prefix; %(spider)s is the spider's name
    shared: bool = False  # the crawl runs with the distributed add-on: state in Redis at REDIS_URL by default
    # ARTICLES_SITE_MAX_PAGES: requests a run sends at most, robots.txt,
    # sitemaps and feeds included; 0 for no budget. An hourly run of a big
    # news site finds a few hundred new pages; the budget stops a first run
    # (the whole archive) or a site gone wrong at a bounded cost.
    max_pages: int = 10_000
    # ARTICLES_SITE_LIST_DEPTH: how many article lists deep links are
    # followed from a start page (0: the start pages' links only). Fronts
    # link sections, sections link articles: two levels reach what a
    # site's navigation shows; older articles come from the sitemaps.
    list_depth: int = 2
    hosts: tuple[str, ...] = ()  # ARTICLES_SITE_HOSTS: more hosts than the start URLs' (and their www., m.)
    since: datetime | None = None  # ARTICLES_SITE_SINCE or -a since=: sitemap and feed entries older are skipped


_DEFAULTS = SiteConfig()


def parse_since(raw: object) -> datetime | None:
    """The ``since`` date as an aware UTC datetime; None when not given. ValueError when unreadable."""
    if raw in (None, ""):
        return None
    parsed = parse_date(str(raw))
    if parsed is None:
        raise ValueError(f"since={raw!r}: give a date as YYYY-MM-DD (or an ISO 8601 time)")
    return parsed


def read_site_settings(settings: BaseSettings, since: object = None, max_pages: str | int | None = None) -> SiteConfig:
    """The site crawl's config of ``settings``, with the spider's arguments over them.

    Raises ``ValueError`` for an unreadable date or a negative number.
    """
    # Set to None is off; Settings.get would give the default for it.
    state = settings["ARTICLES_STATE"] if "ARTICLES_STATE" in settings else DEFAULT_STATE
    config = SiteConfig(
        state=str(state) if state else None,
        state_key=settings.get("ARTICLES_STATE_KEY", STATE_KEY),
        shared=settings.get("SCHEDULER") == SHARED_SCHEDULER and settings.getpriority("ARTICLES_STATE") is None,
        max_pages=(int(max_pages) if max_pages not in (None, "")
                   else settings.getint("ARTICLES_SITE_MAX_PAGES", _DEFAULTS.max_pages)),
        list_depth=settings.getint("ARTICLES_SITE_LIST_DEPTH", _DEFAULTS.list_depth),
        hosts=tuple(settings.getlist("ARTICLES_SITE_HOSTS")),
        since=parse_since(since if since not in (None, "") else settings.get("ARTICLES_SITE_SINCE")),
    )
    if config.max_pages < 0 or config.list_depth < 0:
        raise ValueError(f"max_pages={config.max_pages}, ARTICLES_SITE_LIST_DEPTH={config.list_depth}: "
                         "give 0 or more")
    return config


def open_state(config: SiteConfig, settings: BaseSettings, spider_name: str) -> CrawlState | None:
    """The crawl state the config names: Redis for a redis:// URL or a distributed crawl, else SQLite; None when off."""
    if config.state is None:
        return None
    prefix = config.state_key % {"spider": spider_name}
    if config.shared or config.state.startswith(("redis://", "rediss://", "unix://")):
        import redis

        if config.shared:
            from scrapy_redis.connection import get_redis_from_settings  # type: ignore[import-untyped]

            return RedisState(get_redis_from_settings(settings), prefix)
        return RedisState(redis.Redis.from_url(config.state), prefix)
    return SqliteState(config.state)
