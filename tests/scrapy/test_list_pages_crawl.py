"""A real crawl of a blog whose index shows a whole post: its "/page/2/" pages the list, a story's its text."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.extraction.test_pagechain import PARAGRAPHS, wordpress_pager

from .conftest import run_crawl
from .server import FixtureServer

TITLE = "Harbour road closed to lorries"
# Page two of the story: the same title, the text going on.
MORE = [
    "The harbour master said the quay itself would stay open to the fishing fleet's vans, which load at "
    "dawn and leave before the school run, and that no boat owner had objected at the meeting.",
    "Shopkeepers on the quay asked for a loading bay outside the market hall, and the council promised "
    "to look at it again in the spring, once the cameras at both ends of the road are working.",
    "The bus company will keep its route along the quay, since its buses are lighter than the lorries "
    "and stop at the school, and the ferry timetable will not change either, the council said.",
]
# The folders: a blog's index (a list's address) and a story's, each paged by WordPress's "/page/N/".
BLOG, STORY = "/blog/", "/reports/harbour-road/"


def _page(folder: str, paragraphs: list[str], pager: bool) -> str:
    text = "".join(f"<p>{p}</p>" for p in paragraphs)
    return (f"<html><head><title>{TITLE}</title></head><body><h1>{TITLE}</h1><div class='post'>{text}</div>"
            f"{wordpress_pager(folder) if pager else ''}</body></html>")


@pytest.mark.slow
def test_a_blogs_page_two_is_not_followed_and_a_storys_is(tmp_path: Path) -> None:
    site = tmp_path / "site"
    site.mkdir()
    routes = {}
    for folder in (BLOG, STORY):
        name = folder.strip("/").replace("/", "-")
        (site / f"{name}.html").write_text(_page(folder, PARAGRAPHS, True), encoding="utf-8")
        (site / f"{name}-2.html").write_text(_page(folder, MORE, False), encoding="utf-8")
        routes.update({folder: f"{name}.html", f"{folder}page/2/": f"{name}-2.html"})
    server = FixtureServer(site, routes)
    try:
        result = run_crawl(tmp_path, "tests.scrapy.spiders.PagesSpider", {"ARTICLES_ALGORITHM": "auto"},
                           base=server.base_url, paths=f"{BLOG},{STORY}")
        requests = list(server.requests)
    finally:
        server.close()
    items = {item["url"].removeprefix(server.base_url): item for item in result["items"]}
    # Both first pages are judged articles (the blog's index shows one whole post): the page decision
    # lets both chains start, and the blog's is stopped by its pager's shape alone.
    assert sorted(items) == [BLOG, STORY]
    assert sorted(requests) == sorted([BLOG, STORY, f"{STORY}page/2/"])
    assert result["stats"]["articles/pages_followed"] == 1
    assert [page.removeprefix(server.base_url) for page in items[BLOG]["pages"]] == [BLOG]
    assert [page.removeprefix(server.base_url) for page in items[STORY]["pages"]] == [STORY, f"{STORY}page/2/"]
    for paragraph in PARAGRAPHS:
        assert paragraph in items[BLOG]["articleBody"] and paragraph in items[STORY]["articleBody"]
    for paragraph in MORE:
        assert paragraph in items[STORY]["articleBody"] and paragraph not in items[BLOG]["articleBody"]
