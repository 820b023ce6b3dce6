"""The example project, run as its README says: ``scrapy crawl news`` in its folder.

The news crawl is held to ``site/expected.json`` in full: every field an
entry gives is checked against the item of its page (see the site's README
for what each field means).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from html import unescape
from pathlib import Path
from typing import Any

import feedparser
import lxml.html
import pytest

from .conftest import CRAWL_TIMEOUT, REPO, python_env

EXAMPLE = REPO / "example_project"
OUTPUTS = ("articles.jsonl", "articles.rss")
EXPECTED: dict[str, dict[str, Any]] = json.loads((EXAMPLE / "site" / "expected.json").read_text())
# Pages the crawl must keep as items of their own: articles that are not a later page
# of a multi-page article (merged into its first) nor a print version (the same
# article as its canonical page, deduplicated).
ITEM_PAGES = sorted(page for page, gold in EXPECTED.items()
                    if gold.get("is_article") and gold.get("part_of", page) == page and not gold.get("canonical"))
# Later pages of a multi-page article, by the article's first page.
LATER_PAGES = {first: [page for page in EXPECTED[first]["pages"] if page != first]
               for first, gold in EXPECTED.items() if "pages" in gold}
# What the body's HTML holds as paragraphs: <p> elements outside quotes
# (expected.json counts body <p> elements, not quotes, read-more lines or captions).
_QUOTE = re.compile(r"<blockquote>.*?</blockquote>", re.S)
_PARAGRAPH = re.compile(r"<p>(.*?)</p>", re.S)
_TAG = re.compile(r"<[^>]+>")


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the example project, so its outputs do not land in the checkout."""
    copy = tmp_path_factory.mktemp("example") / "example_project"
    shutil.copytree(EXAMPLE, copy, ignore=shutil.ignore_patterns(*OUTPUTS, "__pycache__", ".scrapy"))
    return copy


def scrapy_crawl(project: Path, spider: str) -> tuple[list[dict[str, Any]], feedparser.FeedParserDict]:
    done = subprocess.run([sys.executable, "-m", "scrapy", "crawl", spider], cwd=project, env=python_env(),
                          capture_output=True, text=True, timeout=CRAWL_TIMEOUT)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "ERROR" not in done.stderr, done.stderr[-3000:]
    items = [json.loads(line) for line in (project / "articles.jsonl").read_text().splitlines()]
    return items, feedparser.parse((project / "articles.rss").read_bytes())


@pytest.fixture(scope="module")
def news_crawl(project: Path) -> tuple[dict[str, dict[str, Any]], feedparser.FeedParserDict]:
    """The news crawl's items by page path (relative to the site root), and its feed."""
    items, feed = scrapy_crawl(project, "news")
    return {site_path(item["url"]): item for item in items}, feed


def site_path(url: str) -> str:
    return url.split("/", 3)[3]


def paragraphs(item: dict[str, Any]) -> list[str]:
    """The body's paragraphs as expected.json counts them: <p> elements outside quotes, as text."""
    body = _QUOTE.sub("", str(item.get("articleBodyHtml", "")))
    return [" ".join(unescape(_TAG.sub("", p)).split()) for p in _PARAGRAPH.findall(body)]


def test_news_crawl_of_the_bundled_site(news_crawl: tuple[dict[str, dict[str, Any]], Any]) -> None:
    items, feed = news_crawl
    assert sorted(items) == ITEM_PAGES  # no front, section, contact or privacy page; no page twice
    assert not feed.bozo and len(feed.entries) == len(items)
    front = EXPECTED["index.html"]["links_to"]
    assert {page for page in front if page in ITEM_PAGES} <= set(items)


@pytest.mark.parametrize("page", ITEM_PAGES)
def test_news_item_holds_what_expected_json_says(page: str,
                                                 news_crawl: tuple[dict[str, dict[str, Any]], Any]) -> None:
    items, _ = news_crawl
    gold, item = EXPECTED[page], items[page]
    later = [EXPECTED[other] for other in LATER_PAGES.get(page, [])]
    body = str(item.get("articleBody", ""))
    assert item["headline"] == gold["headline"]
    assert [author["name"] for author in item["authors"]] == gold["authors"]
    assert item["datePublished"] == gold["datetime"] and item["datePublished"][:10] == gold["datePublished"]
    for text in gold["must_not_contain"] + [g for other in later for g in other["must_not_contain"]]:
        assert text not in body, text
    for comment in gold.get("comments", []):  # comments are not kept by default
        assert comment["text"] not in body
    if "standfirst" in gold:  # the dek is the description, not the body's first paragraph
        assert item["description"] == gold["standfirst"] and gold["standfirst"] not in body
    lines = body.splitlines()
    found = paragraphs(item)
    assert lines[0] == found[0] == gold["first_paragraph"]
    assert lines[-1] == found[-1] == (later[-1] if later else gold)["last_paragraph"]
    counts = gold.get("paragraph_counts", [gold["paragraph_count"]])
    assert len(found) == sum(counts)
    for other in later:  # each later page starts where the one before it ended
        start = found.index(other["first_paragraph"])
        assert found[start + other["paragraph_count"] - 1] == other["last_paragraph"]
    if "pages" in gold:
        assert [site_path(url) for url in item["pages"]] == gold["pages"]
        assert [found[sum(counts[:i])] for i in range(len(counts))] == gold["page_first_paragraphs"]
        assert [EXPECTED[p]["page_number"] for p in gold["pages"]] == list(range(1, len(counts) + 1))


@pytest.mark.parametrize("page", ITEM_PAGES)
def test_news_item_images_are_what_expected_json_says(page: str,
                                                      news_crawl: tuple[dict[str, dict[str, Any]], Any]) -> None:
    items, _ = news_crawl
    gold, item = EXPECTED[page], items[page]
    later = [EXPECTED[other] for other in LATER_PAGES.get(page, [])]
    body = str(item.get("articleBody", ""))
    images = {site_path(image["url"]): image.get("caption") for image in item.get("images", [])}
    expected = [image for g in [gold, *later] for image in g.get("images", [])]
    assert images == {image["src"]: image["caption"] for image in expected}
    for image in expected:  # a caption is the image's, not the body's
        assert image["caption"] not in body
    for other in gold.get("not_images", []):
        assert other not in images
    if "lead_image" in gold:
        assert site_path(item["mainImage"]["url"]) == gold["lead_image"]
    if "image_count" in gold:
        assert len(images) == gold["image_count"]
    if "captions" in gold:
        assert [image.get("caption") for image in item["images"]] == gold["captions"]


# The boxes between a multi-page article's pages: everything of a page outside the article's own
# text (byline and page mark, "Continued from page 1", the page bar, share bar, newsletter, "Most
# read" and "Related"), as lines of text: each element's own text.
_ARTICLE_TEXT = "longform-body"
_BOX_LINES = ("//body//*[not(ancestor-or-self::*[contains(concat(' ', @class, ' '), ' longform-body ')])]"
              "[not(self::script or self::style)]/text()[normalize-space()]")


def box_lines(page: str) -> set[str]:
    tree = lxml.html.fromstring((EXAMPLE / "site" / page).read_text(encoding="utf-8"))
    assert tree.xpath(f"//*[contains(@class, '{_ARTICLE_TEXT}')]"), page
    return {" ".join(text.split()) for text in tree.xpath(_BOX_LINES)}


@pytest.mark.parametrize("page", sorted(LATER_PAGES))
def test_a_long_read_holds_no_line_of_the_boxes_between_its_pages(
        page: str, news_crawl: tuple[dict[str, dict[str, Any]], Any]) -> None:
    items, _ = news_crawl
    lines = set(str(items[page]["articleBody"]).splitlines())
    boxes = set().union(*(box_lines(p) for p in EXPECTED[page]["pages"]))
    assert {"Continued from page 1", "Most read", "Related", "Share this article"} <= boxes
    assert not any(" ".join(line.split()) in boxes for line in lines)
    for text in boxes:  # nor inside a line, when it is more than a word or two
        assert len(text.split()) < 3 or text not in str(items[page]["articleBody"]), text


def test_print_and_later_pages_are_not_items_of_their_own(
        news_crawl: tuple[dict[str, dict[str, Any]], Any]) -> None:
    items, _ = news_crawl
    for page, gold in EXPECTED.items():
        if gold.get("canonical"):  # a print version: its canonical page's item stands for it
            assert page not in items and gold["canonical"] in items
            assert paragraphs(items[gold["canonical"]])[0] == gold["first_paragraph"]
        if gold.get("part_of", page) != page:
            assert page not in items and site_path(items[gold["part_of"]]["url"]) == gold["part_of"]
            assert items[gold["part_of"]]["headline"] + gold["title_suffix"] != items[gold["part_of"]]["headline"]


def test_fulltext_crawl_of_the_bundled_feed(project: Path) -> None:
    items, feed = scrapy_crawl(project, "fulltext")
    source = (EXAMPLE / "site" / "feed.xml").read_text()
    assert [e.title for e in feed.entries] == [item["headline"] for item in items]
    assert len(items) == source.count("<item>")
    assert sum("articleBody" in item for item in items) >= len(items) - 1  # full text, not the summaries
    assert not feed.bozo
