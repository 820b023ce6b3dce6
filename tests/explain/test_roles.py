from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest
from lxml import html

from scrapy_articles.explain.roles import (
    ARTICLE, BOILERPLATE, CAPTION, NEXT_PAGE, PRINT_LINK, TITLE, block_roles, caption_blocks, fold,
    link_blocks, title_block)
from scrapy_articles.extraction.article import Article, Image
from scrapy_articles.extraction.extract import Analysis
from scrapy_articles.extraction.document.parse import strip_invisible
from scrapy_articles.extraction.content.segment import Blocks, segment


def blocks_of(body: str) -> Blocks:
    root = html.fromstring(f"<html><body>{body}</body></html>")
    strip_invisible(root)
    return segment(root)


@pytest.mark.parametrize("body, headline, expected", [
    ("<p>River barrier passes</p><h1>River barrier passes</h1>", "River barrier passes", 1),  # heading first
    ("<h2>Intro</h2><p>Short  title\n here</p>", "short title here", 1),  # folded text
    ("<h1>Live: River barrier passes its test</h1>", "River barrier passes its test", 0),  # near, heading
    ("<p>Live: River barrier passes its test</p>", "River barrier passes its test", None),  # near needs heading
    ("<h1>Weather</h1>", "River barrier passes its test", None),
    ("<h1>River barrier</h1>", None, None),
])
def test_title_block(body: str, headline: str | None, expected: int | None) -> None:
    assert title_block(blocks_of(body), headline) == expected


@pytest.mark.parametrize("body, captions, expected", [
    ("<p>Gate raised at dawn.</p><p>Other text here.</p>", ("Gate raised at dawn.",), {0}),
    ("<figcaption>Gate raised at dawn. <span>Photo: T. O.</span></figcaption>", ("Gate raised at dawn.",), {0}),
    ("<figcaption><p>Gate raised</p><p>Photo: T. O.</p></figcaption>", ("Gate raised Photo: T. O.",), {0, 1}),
    ("<p>A long paragraph that only quotes the caption: gate raised at dawn, and goes on and on.</p>",
     ("Gate raised at dawn",), set()),
    ("<p>Gate</p>", ("Gate raised at dawn.",), set()),  # one word is no evidence
    ("<p>Gate raised at dawn.</p>", (), set()),
])
def test_caption_blocks(body: str, captions: tuple[str, ...], expected: set[int]) -> None:
    assert caption_blocks(blocks_of(body), captions) == expected


@pytest.mark.parametrize("body, target, expected", [
    ('<p>Text</p><div><a href="/a?page=2">Next</a></div>', "https://x.example/a?page=2", {1}),
    ('<div><a href="/a?page=2#top">Next</a></div>', "https://x.example/a?page=2", {0}),  # fragment ignored
    ('<p>Read on <a href="/a?page=2">here</a> please</p>', "https://x.example/a?page=2", {0}),
    ('<div><a href="/a?page=3">Next</a></div>', "https://x.example/a?page=2", set()),
    ('<div><a href="http://[bad">Next</a></div>', "https://x.example/a?page=2", set()),
    ('<div><a href="/a?page=2">Next</a></div>', None, set()),
])
def test_link_blocks(body: str, target: str | None, expected: set[int]) -> None:
    assert link_blocks(blocks_of(body), "https://x.example/a", target) == expected


def test_block_roles_on_the_page(analysis: Analysis, article: Article) -> None:
    assert analysis.page is not None and analysis.decision is not None
    roles = block_roles(analysis.page.blocks, analysis.decision.selected, article)
    by_text = {fold(t): r for t, r in zip(analysis.page.blocks.texts, roles)}
    assert by_text["river barrier passes its first test"] == TITLE
    assert by_text["the gate raised on monday morning."] == CAPTION
    assert by_text["next page"] == NEXT_PAGE
    assert by_text["print"] == PRINT_LINK
    assert by_text["sport"] == BOILERPLATE
    assert roles.count(ARTICLE) == 5


def test_block_roles_without_parts_follow_the_selection() -> None:
    blocks = blocks_of("<p>One</p><p>Two</p><p>Three</p>")
    bare = Article(url=None, text="", html="")
    assert block_roles(blocks, np.array([True, False, True]), bare) == (ARTICLE, BOILERPLATE, ARTICLE)
    with_parts = replace(bare, images=(Image(url="https://x.example/i.png", caption="Two"),))
    assert block_roles(blocks, np.array([True, False, True]), with_parts)[1] == CAPTION
