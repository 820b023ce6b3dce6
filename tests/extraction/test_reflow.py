"""Tests for reflow.py: minified pages get source lines; formatted pages and the tree's text stay as they were."""

from __future__ import annotations

import pytest
from lxml import html

from scrapy_articles.extraction.reflow import MINIFIED_LINE_CHARS, reflow
from scrapy_articles.extraction.segment import segment

PARAGRAPH = "Text of the article, long enough to be a paragraph of its own. " * 4
MINIFIED = ('<html><head><title>t</title></head><body><div id="page"><nav><ul><li><a href="/">Home</a></li>'
            '<li><a href="/news">News</a></li></ul></nav><article><h1>Headline</h1>'
            + f"<p>{PARAGRAPH}<br>after a break</p>" * 3
            + '<TABLE><tr><td>cell</td></tr></TABLE><pre>keep  as is</pre></article></div></body></html>')
FORMATTED = "<html>\n<body>\n<div>\n<p>one</p><p>two</p>\n</div>\n</body>\n</html>\n"


def test_a_minified_page_gets_a_line_per_block_level_tag():
    lines = reflow(MINIFIED).split("\n")
    assert len(MINIFIED) > MINIFIED_LINE_CHARS * (MINIFIED.count("\n") + 1)
    assert [line.split(">")[0] for line in lines] == [
        "<html", '<div id="page"', "<nav", "<ul", "<li", "<li", "<article", "<h1",
        "<p", "<p", "<p", "<TABLE", "<tr", "<td", "<pre"]
    assert "<br>after a break" in lines[8]  # br and inline tags stay in their line


def test_a_formatted_page_is_unchanged():
    assert reflow(FORMATTED) == FORMATTED


@pytest.mark.parametrize("source", [MINIFIED, MINIFIED.replace("<p>", "<p class='x'>")])
def test_the_blocks_text_is_unchanged(source):
    def blocks(markup: str) -> tuple[str, ...]:
        return segment(html.document_fromstring(markup)).texts

    assert blocks(reflow(source)) == blocks(source)


def test_tags_that_start_a_line_get_no_second_break():
    source = "<div><p>" + "word " * 100 + "</p>\n<p>next</p><p>last</p></div>"
    assert reflow(source) == "<div>\n<p>" + "word " * 100 + "</p>\n<p>next</p>\n<p>last</p></div>"
