"""Adapter stage: one run's frontier. Discovered URLs and their dates in; "request it, and is it an update?" out.

:class:`Frontier` keeps the bookkeeping of one run of
:class:`~.sitespider.NewsSiteSpider`: the URLs requested (each once), what
each kind of source named (the ``articles/discovered/*`` stats), the latest
date any discovery document gave a URL, the URLs left unfetched because an
earlier run emitted them unchanged, and the page budget. It asks the crawl
state (:mod:`.state`) for its verdicts; the spider turns its answers into
requests.
"""

from __future__ import annotations

import logging
from datetime import datetime
from urllib.parse import urlsplit

from scrapy.statscollectors import StatsCollector

from .discovery import Found
from .siteconfig import SiteConfig
from .state import NEW, UNCHANGED, UPDATED, CrawlState, verdict

logger = logging.getLogger(__name__)


class Frontier:
    """The URLs of one site crawl run: what to request, what to leave, and the counts of both."""

    def __init__(self, site: SiteConfig, state: CrawlState | None, hosts: frozenset[str], stats: StatsCollector):
        self.site = site
        self.state = state
        self.hosts = hosts
        self.stats = stats
        self._requested: set[str] = set()  # URLs this run requested or decided not to
        self._discovered: set[tuple[str, str]] = set()  # (source, URL) counted in articles/discovered/<source>
        self._unchanged: set[str] = set()  # URLs emitted by an earlier run and unchanged since
        self._lastmod: dict[str, datetime] = {}  # the latest date a discovery document gave each URL
        self._sent = 0
        self._budget_warned = False

    def admit(self, url: str) -> bool:
        """Whether ``url`` may be requested: not yet this run, and within the page budget (counted when not)."""
        if url in self._requested:
            return False
        self._requested.add(url)
        if self.site.max_pages and self._sent >= self.site.max_pages:
            self.stats.inc_value("articles/site/over_budget")
            if not self._budget_warned:
                logger.warning("page budget of %d requests spent; further pages are left for the next run "
                               "(counted in articles/site/over_budget)", self.site.max_pages)
                self._budget_warned = True
            return False
        self._sent += 1
        return True

    def page(self, url: str, lastmod: datetime | None, source: str) -> str | None:
        """NEW or UPDATED when the page a ``source`` names is to be requested (and admitted); None otherwise."""
        if urlsplit(url).scheme not in ("http", "https") or urlsplit(url).hostname not in self.hosts:
            self.stats.inc_value("articles/discovered/offsite")
            return None
        if lastmod is not None and (url not in self._lastmod or lastmod > self._lastmod[url]):
            self._lastmod[url] = lastmod
        if (source, url) not in self._discovered:
            self._discovered.add((source, url))
            self.stats.inc_value(f"articles/discovered/{source}")
        if url in self._requested:
            return None
        if self._too_old(lastmod):
            self._requested.add(url)
            return None
        judged = verdict(self.state.known(url), lastmod) if self.state is not None else NEW
        if judged == UNCHANGED:
            # Not marked requested: a dated sitemap or feed entry read later may
            # still say it changed. Counted when the run closes.
            self._unchanged.add(url)
            return None
        if not self.admit(url):
            return None
        if judged == UPDATED:
            self.stats.inc_value("articles/state/updated")
        return judged

    def sitemap(self, entry: Found) -> bool:
        """Whether a sitemap (from robots.txt or an index) is to be requested (and admitted)."""
        if self._too_old(entry.lastmod):
            return False
        # An undated sitemap is always read: nothing says it did not change.
        if entry.lastmod is not None and self.state is not None \
                and verdict(self.state.known(entry.url), entry.lastmod) == UNCHANGED:
            self.stats.inc_value("articles/state/sitemap_unchanged")
            return False
        return self.admit(entry.url)

    def lastmod(self, url: str) -> datetime | None:
        """The latest date a discovery document of this run gave ``url``."""
        return self._lastmod.get(url)

    def close(self) -> None:
        """Count the URLs left unfetched as unchanged (``articles/state/unchanged``)."""
        unchanged = len(self._unchanged - self._requested)
        if unchanged:
            self.stats.set_value("articles/state/unchanged", unchanged)

    def _too_old(self, lastmod: datetime | None) -> bool:
        too_old = lastmod is not None and self.site.since is not None and lastmod < self.site.since
        if too_old:
            self.stats.inc_value("articles/discovered/too_old")
        return too_old
