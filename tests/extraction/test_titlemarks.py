"""Tests for titlemarks.py: title and logo marks, read from the tree or from the segment walk alike."""

import pytest

from scrapy_articles.extraction.document.parse import parse, strip_invisible
from scrapy_articles.extraction.content.segment import segment
from scrapy_articles.extraction.title.marks import marked, marked_among, tree_marks


def stripped(markup: str):
    page = parse(f"<html><head><title>t</title></head><body>{markup}</body></html>")
    strip_invisible(page.root)
    return page.root


def names(elements) -> list[str]:
    return [el.get("data-n") for el in elements]


@pytest.mark.parametrize(("markup", "titled", "logos"), [
    ("<p>plain</p>", [], []),
    ("<h1 data-n='a' class='Entry-Title'>x</h1><div data-n='b' id='logo'>y</div>", ["a"], ["b"]),
    # A class holding two marks counts twice, in their order within the value.
    ("<div data-n='a' class='brand-title'>x</div>", ["a"], ["a"]),
    # Classes first, then ids, then itemprop headlines; "brand" marks a class only.
    ("<div data-n='a' id='headline'>x</div><div data-n='b' class='site-logo' id='brand'>y</div>"
     "<span data-n='c' itemprop='headline'>z</span><p data-n='d' class='title'>w</p>",
     ["d", "a", "c"], ["b"]),
    ("<span data-n='a' itemprop='name'>x</span>", [], []),
])
def test_marks(markup, titled, logos):
    root = stripped(markup)
    assert [names(found) for found in marked(root)] == [titled, logos]


@pytest.mark.parametrize("markup", [
    "<p>plain</p>",
    "<header><a class='logo' href='/'><img alt='Site'></a></header><h1 class='title headline'>x</h1>"
    "<article id='post-title' itemprop='articleBody'><h2 itemprop='headline'>y</h2><p class='brand'>z</p>"
    "</article><div role='banner' class='LOGO'>w</div>",
    "<div class='plain' itemprop='author'>a</div><span id='x'>b</span><p itemprop='name headline'>c</p>",
])
def test_segment_walk_gives_the_marks_of_the_tree(markup):
    root = stripped(markup)
    assert segment(root).marks == tree_marks(root)
    assert marked_among(segment(root).marks) == marked(root)
