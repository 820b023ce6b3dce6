"""Stage 7, render: selected blocks to text and to sanitised HTML."""

from __future__ import annotations

import re

import numpy as np
import pytest

from scrapy_articles.extraction.document.parse import parse, strip_invisible
from scrapy_articles.extraction.content.render import render
from scrapy_articles.extraction.content.segment import segment

URL = "https://news.example.com/world/story.html"


def rendered(body: str, base: str | None = URL) -> tuple[str, str]:
    root = parse(f"<html><body>{body}</body></html>", base).root
    strip_invisible(root)
    blocks = segment(root)
    return render(blocks, np.ones(len(blocks.texts), dtype=bool), base)


@pytest.mark.parametrize("body, expected", [
    ('<p>See <a href="/a">one</a> and <a href="/a">again</a>.</p>',
     '<p>See <a href="https://news.example.com/a">one</a> and <a href="https://news.example.com/a">again</a>.</p>'),
    # the same href in two paragraphs, resolved alike
    ('<p><a href="b.html">x</a></p><p><a href="b.html">y</a></p>',
     '<p><a href="https://news.example.com/world/b.html">x</a></p>\n'
     '<p><a href="https://news.example.com/world/b.html">y</a></p>'),
    # unsafe links keep their text only; inline tags are mapped
    ('<p><a href="javascript:x()">run</a> <b>bold</b> <span>next <i>it</i></span></p>',
     "<p>run <strong>bold</strong> next <em>it</em></p>"),
    ('<p><a href=" /c?x=1&amp;y=2 ">amp</a> &lt;tag&gt;</p>',
     '<p><a href="https://news.example.com/c?x=1&amp;y=2">amp</a> &lt;tag&gt;</p>'),
    ('<ul><li>one <a href="/l">link</a></li><li>two</li></ul>',
     '<ul>\n<li>one <a href="https://news.example.com/l">link</a></li>\n<li>two</li>\n</ul>'),
])
def test_inline_markup_and_links(body, expected):
    assert rendered(body)[1] == expected


def test_relative_links_without_a_base_are_dropped():
    assert rendered('<p><a href="/a">x</a> and <a href="/a">y</a> <a href="https://e.org/">z</a></p>', None)[1] == (
        '<p>x and y <a href="https://e.org/">z</a></p>')


CODE = "<pre><code>def f(x):\n    return x + 1\n\nprint(f(2))\n</code></pre>"


def test_preformatted_text_keeps_its_lines_and_indentation():
    text, body = rendered(f"<p>Before the code.</p>{CODE}<p>After it.</p>")
    assert text == "Before the code.\ndef f(x):\n    return x + 1\nprint(f(2))\nAfter it."
    assert body == ("<p>Before the code.</p>\n<pre><code>def f(x):\n    return x + 1\n\nprint(f(2))\n</code></pre>\n"
                    "<p>After it.</p>")


def test_preformatted_text_around_a_block_element_is_one_line_a_block():
    # The <pre> holds a <div> (its own block): its text is not the block's alone.
    text, _ = rendered("<pre>first\n  line <div>inner\n block</div></pre>")
    assert text == "first line\ninner block"


@pytest.mark.parametrize("body, expected", [
    # A block-level element inside the one that holds a block is a block of its own, written once.
    ("<div>Intro of the story.<div>Inner paragraph.</div></div>",
     "<p>Intro of the story.</p>\n<p>Inner paragraph.</p>"),
    ("<ul><li>One<ul><li>Sub one</li><li>Sub two</li></ul></li><li>Two</li></ul>",
     "<ul>\n<li>One</li>\n<li>Sub one</li>\n<li>Sub two</li>\n<li>Two</li>\n</ul>"),
    # ... inside inline markup too, its tail kept for the block around it.
    ('<p><em>Lead <a href="/x">in<div>Boxed.</div></a></em></p>',
     '<p><em>Lead <a href="https://news.example.com/x">in</a></em></p>\n<p>Boxed.</p>'),
    ("<div><div>First.</div> Then the rest.</div>", "<p>First.</p>\n<p>Then the rest.</p>"),
])
def test_nested_blocks_are_written_once(body, expected):
    text, body_html = rendered(body)
    assert body_html == expected
    assert re.sub(r"<[^>]*>", " ", body_html).split() == text.split()


def test_deeply_nested_blocks_give_each_word_once():
    # Every <div> holds one word and the rest of the page: written whole for each
    # level, the HTML grew with the square of the depth (a 1.8 MB hostile page
    # took 10 s and gave 12.8 MB of HTML for 74 kB of text).
    depth = 120
    text, body_html = rendered("".join(f"<div>w{i} " for i in range(depth)) + "</div>" * depth)
    words = [f"w{i}" for i in range(depth)]
    assert text.split() == words
    assert re.findall(r"w\d+", body_html) == words


@pytest.mark.parametrize("body, expected", [
    # a link around an image only, an empty or blank emphasis: their space kept, not their tags
    ('<p>Read <a href="/x"><img src="y.jpg"></a> more and <em> </em>then <strong>bold</strong>.</p>',
     "<p>Read more and then <strong>bold</strong>.</p>"),
    ('<p><a href="/x"><em></em><img src="y.jpg"></a>Tail <a href="/z"><em>z</em></a></p>',
     '<p>Tail <a href="https://news.example.com/z"><em>z</em></a></p>'),
    # text after an image inside the emphasis is text of the emphasis
    ('<p>A <em><img src="x.jpg">stressed words</em> end</p>', "<p>A <em>stressed words</em> end</p>"),
])
def test_tags_around_no_text_are_left_out(body, expected):
    assert rendered(body)[1] == expected
