"""Tests for reflow.py: minified pages get source lines; formatted pages and the tree's text stay as they were."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lxml import html

from scrapy_articles.extraction.document.reflow import _BLOCK_NAMES, _BLOCK_START, MINIFIED_LINE_CHARS, _minified, reflow
from scrapy_articles.extraction.content.segment import segment

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


def sources(length: int, breaks: int) -> list[str]:
    """``length`` characters holding ``breaks`` line breaks: first, last, and spread evenly."""
    text = "x" * (length - breaks)
    step = max(len(text) // max(breaks, 1), 1)
    spread = "\n".join(text[i:i + step] for i in range(0, len(text), step))[:length]
    return ["\n" * breaks + text, text + "\n" * breaks, spread]


@pytest.mark.parametrize("length", [0, 1, MINIFIED_LINE_CHARS, MINIFIED_LINE_CHARS + 1, 40_000, 100_001])
def test_minified_is_the_average_line_length_wherever_the_breaks_are(length):
    """Counting breaks a stretch at a time, stopping early, answers as counting them all."""
    for breaks in {0, max(length // MINIFIED_LINE_CHARS - 1, 0), length // MINIFIED_LINE_CHARS, length // 7}:
        for source in sources(length, min(breaks, length)):
            expected = len(source) > MINIFIED_LINE_CHARS * (source.count("\n") + 1)
            assert _minified(source) == expected, (length, source.count("\n"))


# The definition _BLOCK_START implements faster: its first-letter test turns
# away no block-level tag, whatever the case, nor letters that fold to ASCII.
BLOCK_START = re.compile(r"<(?<!\n<)(?=(?:" + "|".join(_BLOCK_NAMES) + r")[\s/>])", re.IGNORECASE)
TAG_NAMES = [f"h{level}" for level in range(1, 7)] + [name for name in _BLOCK_NAMES if name.isalpha()]


@pytest.mark.parametrize("name", TAG_NAMES)
def test_every_block_level_tag_starts_a_line(name):
    for spelled in (name, name.upper(), name.title()):
        assert _BLOCK_START.sub("\n<", f"x<{spelled}>") == f"x\n<{spelled}>"


@settings(derandomize=True, database=None, deadline=None, max_examples=500)
@given(st.lists(st.tuples(st.sampled_from(["<", "</", "\n<", "x<", "<!--", "x"]),
                          st.sampled_from(TAG_NAMES + ["DiV", "Tbody", "h7", "hr", "br", "a", "span", "\u017fection",
                                                       "\u017fummary", "\u212a", "\u0130", "\u0131", ""]),
                          st.sampled_from([" ", "\t", "\n", "/", ">", "x", ""])).map("".join),
                max_size=12).map("".join))
def test_block_starts_are_what_the_definition_finds(source):
    assert _BLOCK_START.sub("\n<", source) == BLOCK_START.sub("\n<", source)
