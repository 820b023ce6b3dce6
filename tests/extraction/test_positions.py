"""document/positions.py: offsets read from the segment's blocks are the tree walk's."""

import pytest

from scrapy_articles.extraction.content.segment import segment
from scrapy_articles.extraction.document.parse import parse, strip_invisible
from scrapy_articles.extraction.document.positions import LazyOffsets, offsets
from scrapy_articles.extraction.title.headline import _block_texts, _places, find_title

PAGE = """<html><head><title>Storm hits the coast | Daily Planet</title></head><body>
<header><div class="logo">Daily  Planet</div><nav><a href="/">Home</a> <a href="/world">World</a></nav></header>
<div id="main">Lead <b>bold  words</b> text  before <span class="title">an inline title</span> here
  <h1 id="head">Storm <em>hits</em> the coast</h1>
  <h2 id="broken">First line<br>Second line</h2>
  <div id="story"><p id="first">The storm reached the coast at dawn, with winds of a hundred km/h.</p>
    <p>Roads were closed and schools shut for the day.</p> tail text</div>
  <div id="nested"><p>Inside first</p> then the div's own text <span id="late">late span</span></div>
  <h3 id="after">Related stories</h3>
</div></body></html>"""


def tree_and_blocks():
    page = parse(PAGE)
    strip_invisible(page.root)
    return page.root, segment(page.root)


def by_id(root, name):
    return root.xpath(f"//*[@id='{name}']")[0]


@pytest.mark.parametrize("anchor", ["first", "main", "head", "after"])
def test_block_offsets_are_the_walks_offsets(anchor):
    root, blocks = tree_and_blocks()
    first = by_id(root, anchor)
    targets = [*blocks.marks.headings, *(by_id(root, n) for n in ("first", "main", "story", "nested")),
               root.xpath("//span[@class='title']")[0], *root.xpath("//em | //b"), by_id(root, "late")]
    walked = offsets(root, first, targets, 10**6, 10**6)
    places = _places(blocks)
    assert {el: places.start(el) - places.start(first) for el in targets} == {el: walked[el] for el in targets}
    # Read lazily, a target the blocks place needs no walk; one they do not place is walked.
    near = LazyOffsets(root, first, targets, places, 10**6, 10**6)
    assert [near.get(el) for el in targets] == [walked[el] for el in targets] and near.inside


def test_block_places_leave_out_elements_whose_start_no_block_tells():
    root, blocks = tree_and_blocks()
    # A fragment segmented alone: its blocks tell nothing of the text around it in the page.
    story, head = by_id(root, "story"), by_id(root, "head")
    places = _places(segment(story))
    assert places.start(by_id(root, "first")) == 0 and places.start(head) is None
    # There the walk around the anchor answers, within its window.
    near = LazyOffsets(root, head, [story, by_id(root, "after")], places, 100, 100)
    assert near.get(story) == offsets(root, head, [story], 100, 100)[story]
    assert near.get(by_id(root, "after")) is None  # beyond the window


def test_lazy_offsets_of_an_anchor_outside_the_tree_have_no_answer():
    root, blocks = tree_and_blocks()
    other, _ = tree_and_blocks()
    near = LazyOffsets(root, by_id(other, "first"), [by_id(root, "head")], _places(blocks), 100, 100)
    assert not near.inside


def test_heading_texts_from_blocks_are_the_trees_and_skip_several_blocks():
    root, blocks = tree_and_blocks()
    known = _block_texts(blocks)
    assert known[by_id(root, "head")] == "Storm hits the coast"
    assert known[by_id(root, "after")] == "Related stories"
    assert by_id(root, "broken") not in known  # joined without the <br>'s space in the tree


@pytest.mark.parametrize("anchor", ["first", "story", "nested", None])
def test_find_title_with_blocks_is_find_title_without(anchor):
    root, blocks = tree_and_blocks()
    first = by_id(root, anchor) if anchor else None
    title = "Storm hits the coast | Daily Planet"
    assert find_title(root, title, (), first, blocks=blocks) == find_title(root, title, (), first)
    assert find_title(root, title, (), first, blocks=blocks) == "Storm hits the coast"
