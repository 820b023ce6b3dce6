"""Real crawls on 127.0.0.1: page objects through scrapy-poet, and the add-on emitting Zyte's Article."""

from __future__ import annotations

import json
from pathlib import Path

import feedparser
import pytest
from dateutil.parser import isoparse

from tests.scrapy.crawl_settings import ADDON
from tests.scrapy.server import FixtureServer

from .checks import assert_article, html_paragraphs
from .conftest import EXPECTED, expected, run_crawl
from .validation import valid_article

pytestmark = pytest.mark.slow  # real `scrapy crawl` processes, a few seconds each (pytest --full runs them)

ARTICLES = [page for page, gold in EXPECTED.items() if gold["is_article"]]
NOT_ARTICLES = [page for page, gold in EXPECTED.items() if not gold["is_article"]]
ZYTE_ARTICLE = "zyte_common_items.items.article.Article"


def _by_url(items: list[dict]) -> dict[str, dict]:
    return {item["fields"]["url"]: item for item in items if "url" in item["fields"]}


def test_page_object_gives_a_valid_article_of_each_page(site: FixtureServer, tmp_path: Path) -> None:
    pages = [*ARTICLES, *NOT_ARTICLES]
    result = run_crawl(tmp_path, "tests.poet.spiders.PageSpider", base=site.base_url, paths=",".join(pages))
    items = [item for item in result["items"] if item["class"] == ZYTE_ARTICLE]
    notes = {item["fields"]["page"]: item["fields"] for item in result["items"] if "page" in item["fields"]}
    assert len(items) == len(notes) == len(pages)
    by_url = _by_url(items)
    for page in ARTICLES:
        gold = expected(page, site.base_url)
        url = f"{site.base_url}/{page}"
        assert_article(by_url[url]["fields"], gold)
        assert notes[url] == {"page": url, "is_article": True, "nextPageUrl": gold.get("next_page")}
    for page in NOT_ARTICLES:
        url = f"{site.base_url}/{page}"
        item = valid_article(by_url[url]["fields"])  # still a valid item, saying how unlikely an article it is
        assert item.get_probability() < EXPECTED[page]["max_probability"]
        assert notes[url]["is_article"] is False


def test_item_injection_finds_the_fallback_page_object(site: FixtureServer, tmp_path: Path) -> None:
    result = run_crawl(tmp_path, "tests.poet.spiders.ItemSpider", base=site.base_url, paths=",".join(ARTICLES))
    assert [item["class"] for item in result["items"]] == [ZYTE_ARTICLE] * len(ARTICLES)
    by_url = _by_url(result["items"])
    for page in ARTICLES:
        assert_article(by_url[f"{site.base_url}/{page}"]["fields"], expected(page, site.base_url))


@pytest.mark.parametrize("spider", ["OverrideSpider", "SiteRuleSpider"])
def test_a_subclass_overriding_the_headline_wins(site: FixtureServer, tmp_path: Path, spider: str) -> None:
    """Asked for by name (``page: Subclass``) or by a site rule (``item: Article``): its headline, our other fields."""
    pages = ["story.html", "brief.html"]
    result = run_crawl(tmp_path, f"tests.poet.spiders.{spider}", base=site.base_url, paths=",".join(pages))
    by_url = _by_url(result["items"])
    assert len(result["items"]) == len(pages)
    for page in pages:
        gold = expected(page, site.base_url)
        assert_article(by_url[f"{site.base_url}/{page}"]["fields"], gold, headline=gold["item"]["headline"].upper())


def test_the_multi_page_example_merges_the_pages(site: FixtureServer, tmp_path: Path) -> None:
    """docs/poet.md's spider: follow ``nextPageUrl``, join with ``merged_article``."""
    result = run_crawl(tmp_path, "tests.poet.spiders.LongReadSpider", base=site.base_url, paths="long.html")
    (item,) = result["items"]
    assert_article(item["fields"], expected("long.html", site.base_url), paragraphs="merged_paragraphs")
    assert result["stats"]["downloader/response_count"] == 2


def _feed_settings(tmp_path: Path) -> dict:
    return {"ADDONS": {ADDON: 0}, "ARTICLES_ITEM_CLASS": "zyte_common_items.Article",
            "FEEDS": {str(tmp_path / "out.jsonl"): {"format": "jsonlines"},
                      str(tmp_path / "out.rss"): {"format": "rss"},
                      str(tmp_path / "out.atom"): {"format": "atom"}}}


@pytest.mark.parametrize("zyte_addon", [False, True])
def test_the_addon_emits_zyte_articles_to_json_lines_rss_and_atom(site: FixtureServer, tmp_path: Path,
                                                                 zyte_addon: bool) -> None:
    """``zyte_addon``: zyte-common-items' add-on too, whose item adapter leaves empty fields out."""
    pages = [*ARTICLES, *NOT_ARTICLES]
    settings = _feed_settings(tmp_path)
    if zyte_addon:
        settings["ADDONS"] = {**settings["ADDONS"], "zyte_common_items.Addon": 400}
    result = run_crawl(tmp_path, "tests.poet.spiders.AddonSpider", settings,
                       base=site.base_url, paths=",".join(pages))
    stats = result["stats"]
    assert [item["class"] for item in result["items"]] == ["scrapy_articles.poet.ExtractedArticle"] * len(ARTICLES)
    assert stats["articles/extracted"] == stats["articles/passed"] == len(ARTICLES)  # judged as the add-on's
    assert sum(v for k, v in stats.items() if k.startswith("articles/skipped/not_article/")) == len(NOT_ARTICLES)
    lines = [json.loads(line) for line in (tmp_path / "out.jsonl").read_text().splitlines()]
    assert lines == [item["fields"] for item in result["items"]]
    assert any(value is None for line in lines for value in line.values()) is not zyte_addon
    for line in lines:
        page = line["url"].rsplit("/", 1)[1]
        gold = expected(page, site.base_url)
        assert_article(line, gold, paragraphs="merged_paragraphs" if "merged_paragraphs" in gold else "paragraphs")
    for feed_file in ("out.rss", "out.atom"):
        feed = feedparser.parse((tmp_path / feed_file).read_bytes())
        assert not feed.bozo, (feed_file, feed.bozo_exception)
        assert len(feed.entries) == len(lines)
        for entry, line in zip(feed.entries, lines):
            assert entry.title == line["headline"]
            assert entry.link == line["url"]
            assert entry.id == (line.get("canonicalUrl") or line["url"])
            assert [a.name for a in entry.authors] == [a["name"] for a in line["authors"]]
            assert entry.published_parsed[:6] == isoparse(line["datePublished"]).utctimetuple()[:6]
            content = html_paragraphs(entry.content[0].value)
            for paragraph in line["articleBody"].splitlines():
                assert paragraph in content, (feed_file, paragraph)
            for image in [*(line.get("images") or []), *([line["mainImage"]] if not line.get("images")
                                                         and line.get("mainImage") else [])]:
                assert f'src="{image["url"]}"' in entry.content[0].value, (feed_file, image)
            if line.get("mainImage"):
                enclosures = [link.href for link in entry.links if link.rel == "enclosure"]
                assert enclosures == [line["mainImage"]["url"]], feed_file


def test_the_addon_works_without_the_zyte_packages(site: FixtureServer, tmp_path: Path) -> None:
    """web-poet, scrapy-poet and zyte-common-items unimportable: ArticleItems as ever, feeds too."""
    settings = _feed_settings(tmp_path)
    del settings["ARTICLES_ITEM_CLASS"]
    result = run_crawl(tmp_path, "tests.poet.spiders_plain.PlainSpider", settings,
                       block=("web_poet", "scrapy_poet", "zyte_common_items"),
                       base=site.base_url, paths=",".join([*ARTICLES, *NOT_ARTICLES]))
    assert result["loaded"] == []
    assert [item["class"] for item in result["items"]] == ["scrapy_articles.scrapy.items.ExtractedArticleItem"] * len(ARTICLES)
    feed = feedparser.parse((tmp_path / "out.rss").read_bytes())
    assert [e.link for e in feed.entries] == [item["fields"]["url"] for item in result["items"]]
