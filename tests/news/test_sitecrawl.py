"""The site crawl end to end: a real crawl of a changing site on 127.0.0.1, run after run.

Run 1 emits every article once; run 2, after the site added three
articles (to its feed, its news sitemap, a section front) and updated one
(new text, later lastmod), emits exactly those four and fetches no other
article page; run 3, nothing changed, fetches no article and reads no
unchanged sitemap.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.scrapy.server import FixtureServer

from .crawls import Crawl, crawl
from .site import ARCHIVE_SITEMAP, EDITION_1, EDITION_2, NEW_IN_2, NEWS_SITEMAP, UPDATED, write_broken, write_edition

# Each crawl is a child interpreter: a second or two.
pytestmark = pytest.mark.slow


@pytest.fixture
def site(tmp_path: Path) -> Iterator[tuple[Path, FixtureServer]]:
    root = tmp_path / "site"
    write_edition(root, EDITION_1)
    server = FixtureServer(root)
    yield root, server
    server.close()


def assert_every_response_accounted_for(stats: dict[str, object]) -> None:
    """Each response the spider got ends counted: as a page of the add-on, or as a discovery document."""
    responses = int(stats["response_received_count"]) - int(stats.get("robotstxt/response_count", 0))
    documents = sum(int(v) for k, v in stats.items() if k.startswith("articles/site/") and k.endswith("_read")
                    or k.startswith("articles/skipped/") and k.endswith(("_failed", "_unreadable")))
    assert responses == int(stats["articles/responses"]) + documents, stats


def article_paths(requested: list[str]) -> set[str]:
    return {path for path in requested if path.startswith("/news/")}


def assert_each_once(run: Crawl, slugs: set[str]) -> None:
    assert sorted(run.slugs()) == sorted(slugs), run.log[-3000:]


def test_runs_emit_each_article_once_then_only_the_new_and_updated(
        tmp_path: Path, site: tuple[Path, FixtureServer]) -> None:
    root, server = site
    state = {"ARTICLES_STATE": str(tmp_path / "state.sqlite")}
    first = crawl(tmp_path / "run1", server, state)
    assert_each_once(first, {s.slug for s in EDITION_1})
    stats = first.stats
    # Two feed entries, two news sitemap entries and two archive entries; the fronts link all six.
    assert (stats["articles/discovered/feed"], stats["articles/discovered/sitemap"]) == (2, 4)
    assert stats["articles/discovered/list"] >= len(EDITION_1)
    assert stats["articles/discovered/offsite"] >= 1 and "/news/partner-story-about-the-valley.html" not in \
        first.requested
    assert (stats["articles/site/robots_read"], stats["articles/site/sitemap_read"],
            stats["articles/site/feed_read"]) == (1, 3, 1)
    assert stats["robotstxt/request_count"] == 1  # ROBOTSTXT_OBEY is on for this spider
    assert "scrapy.extensions.throttle.AutoThrottle" in first.log  # and AutoThrottle
    assert "articles/state/unchanged" not in stats and "articles/state/updated" not in stats
    assert article_paths(first.requested) == {s.path for s in EDITION_1}
    assert all(first.requested.count(path) == 1 for path in article_paths(first.requested))
    assert_every_response_accounted_for(stats)

    write_edition(root, EDITION_2)
    second = crawl(tmp_path / "run2", server, state)
    assert_each_once(second, NEW_IN_2 | {UPDATED})
    updated = next(item for item in second.items if UPDATED in item["url"])
    assert "Update 2: the meeting is on Monday." in updated["articleBody"]  # the new text, not the old one
    assert article_paths(second.requested) == {s.path for s in EDITION_2 if s.slug in NEW_IN_2 | {UPDATED}}
    assert second.stats["articles/state/unchanged"] == len(EDITION_1) - 1
    assert second.stats["articles/state/updated"] == 1
    assert_every_response_accounted_for(second.stats)
    assert {"/feed.xml", "/index.html", "/section/local.html", "/section/world.html"} <= set(second.requested)

    third = crawl(tmp_path / "run3", server, state)
    assert third.items == []
    assert article_paths(third.requested) == set()
    # Every article but the one only the (unread) news sitemap names.
    assert third.stats["articles/state/unchanged"] == len(EDITION_2) - 1
    assert third.stats["articles/state/sitemap_unchanged"] == 2  # their dates in the index did not move
    assert NEWS_SITEMAP not in third.requested and ARCHIVE_SITEMAP not in third.requested
    assert {"/feed.xml", "/sitemap_index.xml", "/section/local.html"} <= set(third.requested)


def test_without_state_each_run_emits_everything(tmp_path: Path, site: tuple[Path, FixtureServer]) -> None:
    _, server = site
    for run in ("run1", "run2"):
        result = crawl(tmp_path / run, server, {"ARTICLES_STATE": None})
        assert_each_once(result, {s.slug for s in EDITION_1})
        assert not (tmp_path / run / ".scrapy").exists()


def test_default_state_file_is_in_the_scrapy_folder(tmp_path: Path, site: tuple[Path, FixtureServer]) -> None:
    _, server = site
    crawl(tmp_path, server)
    assert (tmp_path / ".scrapy" / "articles-state.sqlite").is_file()
    again = crawl(tmp_path, server)
    assert again.items == [] and article_paths(again.requested) == set()


def test_since_skips_older_sitemaps_and_entries(tmp_path: Path, site: tuple[Path, FixtureServer]) -> None:
    _, server = site
    result = crawl(tmp_path, server, {"ARTICLES_STATE": None}, since="2026-11-26")
    # The archive sitemap's date in the index is October's: not read at all;
    # the feed's entry of 25 November is skipped.
    assert ARCHIVE_SITEMAP not in result.requested and NEWS_SITEMAP in result.requested
    assert result.stats["articles/discovered/too_old"] == 2
    assert result.stats["articles/discovered/feed"] == 2
    # The feed's old article is only in the feed; the archive's articles,
    # whose dates went unread, come from the fronts.
    assert_each_once(result, {s.slug for s in EDITION_1} - {"library-opens-on-saturday-mornings"})


def test_page_budget(tmp_path: Path, site: tuple[Path, FixtureServer]) -> None:
    _, server = site
    result = crawl(tmp_path, server, {"ARTICLES_STATE": None}, max_pages="5")
    assert result.stats["scheduler/enqueued"] == 5
    assert result.stats["articles/site/over_budget"] >= 1
    assert result.log.count("page budget of 5 requests spent") == 1


def test_bad_discovery_documents_are_counted_and_logged(tmp_path: Path) -> None:
    root = tmp_path / "site"
    write_broken(root)
    server = FixtureServer(root)
    try:
        result = crawl(tmp_path / "run", server, {"ARTICLES_STATE": None})
    finally:
        server.close()
    stats = result.stats
    assert stats["articles/skipped/robots_failed"] == 1  # 404
    assert "no robots at" in result.log and "HTTP 404" in result.log
    assert stats["articles/skipped/sitemap_unreadable"] == 1  # /sitemap.xml, tried instead, is an HTML page
    assert stats["articles/skipped/feed_unreadable"] == 1  # the announced feed is an HTML page
    assert "the feed at" in result.log and "the sitemap at" in result.log
    assert "/sitemap.xml" in result.requested and "/feed.html" in result.requested
    assert_every_response_accounted_for(stats)
    # The articles still come, from the front.
    assert_each_once(result, {s.slug for s in EDITION_1 if "local" in s.where})
    assert "ERROR" not in result.log
