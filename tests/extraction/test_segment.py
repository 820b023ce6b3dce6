from dataclasses import fields

import numpy as np
import pytest
from lxml import etree, html

from scrapy_articles.extraction.document.parse import parse, strip_invisible
from scrapy_articles.extraction.content.segment import CONTEXT_TAGS, HINT_CATEGORIES, segment
from scrapy_articles.extraction.document.marks import Marks


def blocks_of(markup: str):
    page = parse(markup)
    strip_invisible(page.root)
    return segment(page.root)


def test_block_level_tags_split_and_inline_tags_do_not():
    blocks = blocks_of("<body><p>One <b>bold</b> <a href='/x'>link</a> here.</p><div>Two</div></body>")
    assert blocks.texts == ("One bold link here.", "Two")


def test_link_characters_are_counted_inside_anchors_only():
    blocks = blocks_of("<body><p>abc <a href='/x'>defg</a></p></body>")
    assert blocks.n_chars.tolist() == [8]
    assert blocks.link_chars.tolist() == [4]


def test_words_tags_and_markup_bytes():
    blocks = blocks_of('<body><p class="x">one two three</p></body>')
    assert blocks.n_words.tolist() == [3]
    # html, body and p are charged to the block: text 13, <p class="x"></p> 17,
    # <body></body> 13 and <html></html> 13 bytes
    assert blocks.n_tags.tolist() == [3]
    assert blocks.markup_bytes.tolist() == [13 + 17 + 13 + 13]


@pytest.mark.parametrize("attributes, attribute_bytes", [
    ("", 0),
    (' class="x"', 1 + 5 + 4),
    # Characters, not UTF-8 bytes, of every name and value, each with its 4 bytes of overhead.
    (' data-caf\u00e9="\u6771\u4eac" title="" id="a b"', (9 + 2 + 4) + (5 + 0 + 4) + (2 + 3 + 4)),
])
def test_markup_bytes_count_every_attribute(attributes, attribute_bytes):
    blocks = blocks_of(f"<body><p{attributes}>one two three</p></body>")
    assert blocks.markup_bytes.tolist() == [13 + 7 + 13 + 13 + attribute_bytes]


@pytest.mark.parametrize("attributes, marked", [
    ('class="a"', {"classes": ("a",)}), ('id="a"', {"ids": ("a",)}), ('itemprop="headline"', {"itemprops": ("headline",)}),
    ('class="a b" id="c" itemprop="d"', {"classes": ("a b",), "ids": ("c",), "itemprops": ("d",)}),
    ('role="main"', {}), ('data-class="a" title="id"', {}), ("", {}),
])
def test_class_id_and_itemprop_values_and_headings_are_collected_for_the_title(attributes, marked):
    blocks = blocks_of(f"<body><h1 {attributes}>Title</h1><div><h2>Sub</h2><p class='x'>Text</p></div></body>")
    h1, h2, p = blocks.elements
    owners = {name: (h1,) for name in marked}
    assert blocks.marks == Marks(
        classes=(*marked.get("classes", ()), "x"), class_owners=(*owners.get("classes", ()), p),
        ids=marked.get("ids", ()), id_owners=owners.get("ids", ()),
        itemprops=marked.get("itemprops", ()), itemprop_owners=owners.get("itemprops", ()),
        headings=(h1, h2), body=h1.getparent())


@pytest.mark.parametrize("texts, expected", [
    (["one two", "three"], [2, 1]),
    (["caf\u00e9 na\u00efve", "\u201cquoted\u201d"], [2, 1]),  # Latin text: words between spaces only
    # Kana and CJK ideographs count one word each, beside the words between spaces.
    (["\u6771\u4eac\u306f\u6674\u308c", "Tokyo \u6771\u4eac"], [1 + 5, 2 + 2]),
    (["\u30ab\u30bf\u30ab\u30ca x", "\u3400\u4dbf \uf900\ufaff"], [2 + 4, 2 + 4]),
    # Just outside the ranges: half-width katakana, U+303F and U+FB00 (a Latin ligature).
    (["\uff76\uff80", "\u303f\ufb00 ok"], [1, 2]),
])
def test_unspaced_scripts_count_a_word_per_character(texts, expected):
    blocks = blocks_of("<body>" + "".join(f"<p>{t}</p>" for t in texts) + "</body>")
    assert blocks.n_words.tolist() == expected


def test_scripts_styles_and_hidden_elements_give_no_blocks():
    blocks = blocks_of("<body><script>var x=1;</script><style>p{}</style><p>Seen</p>"
                       "<div hidden>Hidden</div><div aria-hidden='true'>Also hidden</div></body>")
    assert blocks.texts == ("Seen",)


@pytest.mark.parametrize("markup, tag, expected", [
    ("<body><ul><li>item</li></ul></body>", "li", True),
    ("<body><blockquote><p>quoted</p></blockquote></body>", "blockquote", True),
    ("<body><nav><a href='/'>Home</a></nav></body>", "nav", True),
    ("<body><p>plain</p></body>", "nav", False),
])
def test_context_flags(markup, tag, expected):
    blocks = blocks_of(markup)
    assert bool(blocks.context[0, CONTEXT_TAGS.index(tag)]) is expected


def test_heading_level_and_hints():
    blocks = blocks_of('<body><div class="sidebar"><h2>Most read</h2></div>'
                       '<div class="article-body"><p>Text</p></div></body>')
    assert blocks.heading.tolist() == [2, 0]
    sidebar, content = HINT_CATEGORIES.index("sidebar"), HINT_CATEGORIES.index("content")
    assert blocks.hints[:, sidebar].tolist() == [True, False]
    assert blocks.hints[:, content].tolist() == [False, True]


def test_hint_categories_nest_and_close():
    blocks = blocks_of('<body><div id="comments"><div class="comment-body"><p>Nice</p></div>'
                       '<p>Also</p></div><p>After</p></body>')
    comment = HINT_CATEGORIES.index("comment")
    assert blocks.hints[:, comment].tolist() == [True, True, False]


@pytest.mark.parametrize("attributes, hinted", [
    ('role="navigation"', True), ('id="main-nav"', True), ('class="x nav"', True),
    ('data-role="nav" title="nav"', False), ('itemprop="nav"', False),
])
def test_hints_are_read_from_class_id_and_role_only(attributes, hinted):
    blocks = blocks_of(f"<body><div {attributes}><p>Home</p></div></body>")
    assert blocks.hints[:, HINT_CATEGORIES.index("navigation")].tolist() == [hinted]


@pytest.mark.parametrize("classes", ["x nav", "NAV\tmain", "  comments ", "côté nav-é", "", "share\nbar ad"])
def test_class_alone_hints_as_class_with_id_and_role(classes):
    # An element with a class alone takes its own path to hint_mask: it must hint as the joined string.
    alone = blocks_of(f'<body><div class="{classes}"><p>Home</p></div></body>')
    joined = blocks_of(f'<body><div class="{classes}" id="" role=""><p>Home</p></div></body>')
    assert alone.hints.tolist() == joined.hints.tolist()


def test_container_totals_cover_the_subtree():
    blocks = blocks_of("<body><div><p>aaaa</p><p>bb <a href='/'>cc</a></p></div><p>z</p></body>")
    # the div (ancestor level 1 of the first two blocks) holds 4 + 5 chars, 2 of them links
    div = blocks.ancestors[0, 1]
    assert blocks.ancestors[1, 1] == div
    assert blocks.element_chars[div] == 9
    assert blocks.element_link_chars[div] == 2


def test_source_lines_are_recorded():
    blocks = blocks_of("<html><body>\n<p>first</p>\n\n<p>second</p>\n</body></html>")
    assert blocks.line_start.tolist() == [2, 4]


def test_empty_body_gives_no_blocks():
    blocks = blocks_of("<html><body>   </body></html>")
    assert len(blocks) == 0
    assert blocks.context.shape == (0, len(CONTEXT_TAGS))
    assert isinstance(blocks.n_chars, np.ndarray)


def test_boilerplate_ancestor_is_the_innermost_marked_container():
    blocks = blocks_of('<body><div class="story"><p>Text</p><div class="share-bar"><a href="/s">Share</a>'
                       '</div></div><aside class="related-links"><p>More</p></aside></body>')
    assert blocks.boilerplate_ancestor[0] == -1
    assert blocks.boilerplate_ancestor[1] >= 0 and blocks.boilerplate_ancestor[2] >= 0
    assert blocks.boilerplate_ancestor[1] != blocks.boilerplate_ancestor[2]


def test_comment_ancestor_is_the_innermost_comment_marked_container():
    blocks = blocks_of('<body><p>Story</p><div id="comments"><h3>Comments</h3>'
                       '<div class="comment-body"><p>Nice</p></div></div></body>')
    assert blocks.comment_ancestor[0] == -1
    assert blocks.comment_ancestor[1] >= 0 and blocks.comment_ancestor[2] > blocks.comment_ancestor[1]
    assert (blocks.boilerplate_ancestor == -1).all()


@pytest.mark.parametrize(("ident", "category"), [
    ("newsletter-box", "notice"), ("news-list", "content"), ("ad", "ads"), ("head-ad", "ads"), ("bad", None),
    ("guardrail", None), ("rail", "sidebar"), ("update", None), ("date", "meta"),
])
def test_hint_categories_of_identifiers(ident, category):
    blocks = blocks_of(f'<body><div class="{ident}"><p>Text</p></div></body>')
    expected = [name == category for name in HINT_CATEGORIES]
    assert blocks.hints[0].tolist() == expected


@pytest.mark.parametrize(("markup", "expected"), [
    # Elements are numbered in document order: html 0, body 1, then the body's.
    ("<body><div><section><article><p>deep</p></article></section></div></body>", [[5, 4, 3, 2]]),
    ("<body><p>shallow</p></body>", [[2, 1, 0, -1]]),
    ("<body><p>one <b>bold</b></p><div><span>two</span></div></body>", [[2, 1, 0, -1], [4, 1, 0, -1]]),
])
def test_ancestors_are_the_holding_element_and_its_parents(markup, expected):
    assert blocks_of(markup).ancestors.tolist() == expected


def test_element_ends_span_each_elements_descendants():
    page = parse("<html><body><div><p>a <b>b</b></p><p>c</p></div><ul><li>d</li><li>e</li></ul></body></html>")
    strip_invisible(page.root)
    blocks = segment(page.root)
    elements = list(page.root.iter())
    assert blocks.element_ends.tolist() == [i + 1 + sum(1 for _ in el.iterdescendants())
                                            for i, el in enumerate(elements)]


def test_alike_siblings_are_counted_at_the_blocks_ancestors_and_their_siblings_only():
    page = parse("<html><body><div class='story'><p>one</p><p class='x'>two</p><p>three</p></div>"
                 "<ul><li class='card'><a href='/1'>a</a></li><li class='card'><a href='/2'>b</a></li>"
                 "<li>c <em>d</em></li></ul><section><div><div><div><p>deep</p></div></div></div></section>"
                 "<div class='story'><span><b>inline</b></span> tail</div></body></html>")
    strip_invisible(page.root)
    blocks = segment(page.root)
    elements = list(page.root.iter())
    held = {elements[i].getparent() for i in blocks.ancestors[blocks.ancestors >= 0].tolist()}

    def alike(el):  # its parent's children of its tag and class, itself included
        siblings = [el] if el.getparent() is None else list(el.getparent())
        return sum(1 for s in siblings if s.tag == el.tag and s.get("class") == el.get("class"))

    expected = [alike(el) if el.getparent() in held else 0 for el in elements]
    assert blocks.element_alike.tolist() == expected
    assert {"p": 2, "li": 2, "div": 2} == {elements[i].tag: n for i, n in enumerate(expected) if n == 2}
    assert 0 in expected  # the a and em inside blocks, the section's inner divs above the ancestor levels


@pytest.mark.parametrize("markup", [
    "<div><p>One <b>two</b></p><ul><li>a</li><li><i></i></li></ul>tail<p>x<br>y<img></p></div>",
    "<div><p></p><p><span><a href='/'><em>deep</em></a></span> after</p></div>",
    "<div>lone</div>",
])
def test_comments_and_processing_instructions_change_no_block(markup):
    # parse removes them; a tree that still has them (as children counted by len) segments the same.
    plain = html.fromstring(markup)
    noisy = html.fromstring(markup)
    for el in list(noisy.iter()):
        el.insert(0, etree.Comment("c"))
        el.append(etree.ProcessingInstruction("pi", "x"))
    expected, got = segment(plain), segment(noisy)
    assert got.texts == expected.texts
    for field in fields(expected):
        if field.name not in ("elements", "marked", "texts"):
            assert np.array_equal(getattr(got, field.name), getattr(expected, field.name)), field.name
