import numpy as np
import pytest

from scrapy_articles.extraction.content.clean import (boilerplate_chars, byline_blocks, clean, clean_by_size,
                                                      comment_containers, held_chars, main_container, marked_chars,
                                                      select_article)
from scrapy_articles.extraction.config import ExtractionConfig
from scrapy_articles.extraction.document.parse import parse, strip_invisible
from scrapy_articles.extraction.content.segment import segment

STORY = " ".join(["word"] * 60)


def blocks_of(markup):
    page = parse(markup)
    strip_invisible(page.root)
    return segment(page.root)


def select(p, blocks, config):
    """select_article with the blocks' own containers and bylines, as methods.run_auto calls it."""
    return select_article(np.asarray(p), blocks, boilerplate_chars(blocks), comment_containers(blocks),
                          byline_blocks(blocks), config)


@pytest.mark.parametrize("marked, share, expected", [
    ([np.inf, 5.0, np.inf], 0.5, [True, False, True]),  # 5 chars under a marked container of 5: cleaned
    ([np.inf, 60.0, np.inf], 0.5, [True, True, True]),  # the container holds 60 of 105 chars: kept
    ([np.inf, 5.0, np.inf], 0.0, [True, True, True]),  # share 0 disables cleaning
])
def test_clean_by_size_hand_computed(marked, share, expected):
    selected = np.array([True, True, True])
    n_chars = np.array([50, 5, 50])
    assert clean_by_size(selected, n_chars, np.array(marked), share).tolist() == expected


def test_share_bar_inside_the_story_is_removed_but_a_marked_wrapper_is_not():
    blocks = blocks_of(f'<body><div class="post-share-wrapper"><p>{STORY}</p>'
                       f'<div class="share-bar"><a href="/s">Share this</a></div><p>{STORY}</p></div></body>')
    kept = clean(blocks, np.ones(len(blocks), dtype=bool), ExtractionConfig())
    assert [t for t, k in zip(blocks.texts, kept) if not k] == ["Share this"]


def test_a_post_whose_categories_sound_like_boilerplate_is_not_cleaned_out():
    # WordPress copies the post's categories into its classes; the comments
    # make the post less than half of the selection.
    blocks = blocks_of(f'<body><div class="post type-post category-social-media tag-sponsored"><p>{STORY}</p></div>'
                       f'<div class="comments"><p>{STORY}</p><p>{STORY}</p></div></body>')
    kept = clean(blocks, np.ones(len(blocks), dtype=bool), ExtractionConfig(keep_comments=True))
    assert kept.all()


def test_unmarked_blocks_have_no_marked_size():
    blocks = blocks_of(f"<body><p>{STORY}</p></body>")
    assert np.isinf(marked_chars(blocks, blocks.boilerplate_ancestor)).all()
    assert np.isinf(marked_chars(blocks, blocks.comment_ancestor)).all()


COMMENTS = ('<div id="comments"><h3>2 Comments</h3>'
            '<div class="comment"><p>First! Great post, thanks a lot for writing it.</p></div>'
            '<div class="comment"><p>I disagree with the second point entirely.</p></div></div>')


@pytest.mark.parametrize("keep_comments, expected_dropped", [
    (False, ["2 Comments", "First! Great post, thanks a lot for writing it.",
             "I disagree with the second point entirely."]),
    (True, []),
])
def test_reader_comments_are_cleaned_unless_kept(keep_comments, expected_dropped):
    blocks = blocks_of(f"<body><article><p>{STORY}</p><p>{STORY}</p></article>{COMMENTS}</body>")
    kept = clean(blocks, np.ones(len(blocks), dtype=bool), ExtractionConfig(keep_comments=keep_comments))
    assert [t for t, k in zip(blocks.texts, kept) if not k] == expected_dropped


def test_a_comment_marked_wrapper_around_the_whole_story_is_kept():
    # Some themes put "comments-open" on the article's own wrapper.
    blocks = blocks_of(f'<body><div class="post comments-open"><p>{STORY}</p><p>{STORY}</p></div></body>')
    assert clean(blocks, np.ones(len(blocks), dtype=bool), ExtractionConfig()).all()


# A thread marked only by its container: records of one shape, a name line and a text each.
RECORD = '<li class="c-item"><div class="c-head">Reader {0}</div><p>Comment number {0} on the story.</p></li>'


@pytest.mark.parametrize("n_records, one_by_one", [(3, True), (12, True), (2, False)])
def test_a_threads_records_are_measured_one_by_one(n_records, one_by_one):
    thread = "".join(RECORD.format(i) for i in range(n_records))
    blocks = blocks_of(f'<body><article><p>{STORY}</p></article><ol class="comment-list">{thread}</ol></body>')
    containers = comment_containers(blocks)
    assert containers[0] == -1
    in_thread = containers[1:]
    assert (np.unique(in_thread).size == n_records) is one_by_one
    assert bool((in_thread != blocks.comment_ancestor[1:]).all()) is one_by_one
    # Each record is small beside the story: the whole thread goes, however long (two
    # records are no thread, and small together).
    kept = clean(blocks, np.ones(len(blocks), dtype=bool), ExtractionConfig())
    assert [bool(k) for k in kept] == [True] + [False] * (len(blocks) - 1)


@pytest.mark.parametrize("wrapper", ['<body class="j-m-comment-styles-disabled">', '<body><div class="thread-view">'])
def test_a_comment_mark_on_the_whole_page_makes_no_thread(wrapper):
    # A theme's class on <body> (or on the one wrapper of everything) names no discussion: the
    # story's sections, repeated siblings of two blocks each, stay one container, a large one.
    sections = "".join(f"<section><h2>Part {i}</h2><p>{STORY}</p></section>" for i in range(4))
    blocks = blocks_of(f"{wrapper}{sections}</body>")
    assert (blocks.comment_ancestor >= 0).all()
    assert (comment_containers(blocks) == blocks.comment_ancestor).all()
    assert clean(blocks, np.ones(len(blocks), dtype=bool), ExtractionConfig()).all()


def test_paragraphs_in_a_comment_marked_wrapper_are_no_records():
    # Paragraphs repeat their shape too, but each is one block: the wrapper stays one container.
    blocks = blocks_of(f'<body><div class="story comments-open">{f"<p>{STORY}</p>" * 6}</div></body>')
    assert (comment_containers(blocks) == blocks.comment_ancestor).all()
    assert clean(blocks, np.ones(len(blocks), dtype=bool), ExtractionConfig()).all()


@pytest.mark.parametrize("label", ['<a class="skip-link" href="#main">Skip to content</a>',
                                   '<a class="twitter-follow" href="/t">Follow @desk</a>'])
def test_a_boilerplate_link_alone_in_its_block_is_its_own_container(label):
    blocks = blocks_of(f'<body>{label}<div id="main"><p>{STORY}</p><p>{STORY}</p></div></body>')
    kept = clean(blocks, np.ones(len(blocks), dtype=bool), ExtractionConfig())
    assert [t for t, k in zip(blocks.texts, kept) if not k] == [html_text(label)]


def test_a_long_link_or_an_unmarked_one_is_no_control():
    linked = " ".join(["linked"] * 12)
    blocks = blocks_of(f'<body><div><a class="promo" href="/x">{linked}</a></div>'
                       f'<div><a href="#main">Skip to content</a></div><div id="main"><p>{STORY}</p></div></body>')
    assert len(blocks) == 3
    assert clean(blocks, np.ones(len(blocks), dtype=bool), ExtractionConfig()).all()


def html_text(markup: str) -> str:
    return parse(markup).root.text_content()


def test_navigation_inside_the_story_is_removed_unless_it_is_the_story():
    crumbs = '<nav class="crumbs"><a href="/">Home</a> › <a href="/news">News</a> › <span>Transport</span></nav>'
    blocks = blocks_of(f'<body><article><header>{crumbs}<h1>Headline</h1></header><p>{STORY}</p></article></body>')
    kept = clean(blocks, np.ones(len(blocks), dtype=bool), ExtractionConfig())
    assert [t for t, k in zip(blocks.texts, kept) if not k] == ["Home › News › Transport"]
    wrapped = blocks_of(f"<body><nav><p>{STORY}</p><p>{STORY}</p></nav><p>Footnote.</p></body>")
    assert clean(wrapped, np.ones(len(wrapped), dtype=bool), ExtractionConfig()).all()


MAIN_PAGE = (f'<body><h1>Budget talks</h1><div id="story"><p>{STORY}</p><div class="inner"><p>{STORY}</p>'
             f'<p>{STORY}</p></div></div><div id="next"><p>{STORY}</p></div><p>Footer line</p></body>')


@pytest.mark.parametrize("share, expected", [
    # The story's div holds 180 of 244 selected words (0.74): the body is the main container at 0.85...
    (0.85, [True] * 6),
    # ...and the story's div at 0.7.
    (0.7, [False, True, True, True, False, False]),
])
def test_main_container(share, expected):
    blocks = blocks_of(MAIN_PAGE)
    assert len(blocks) == 6
    inside = main_container(np.ones(6, dtype=bool), blocks.n_words, blocks.ancestors[:, 0], blocks.element_ends, share)
    assert inside.tolist() == expected


def test_the_main_container_is_the_deepest_holding_the_share():
    blocks = blocks_of(MAIN_PAGE)
    # Only the inner div's two paragraphs and the next story selected: the inner div holds 2/3.
    selected = np.array([False, False, True, True, True, False])
    inside = main_container(selected, blocks.n_words, blocks.ancestors[:, 0], blocks.element_ends, 0.6)
    assert inside.tolist() == [False, False, True, True, False, False]


def test_the_main_container_holds_more_than_one_block():
    # A classifier trained on other sites kept only the first paragraph: the
    # deepest element holding the share is that paragraph's div, and the
    # article around it is the container.
    blocks = blocks_of(f"<body><nav><p>Home</p></nav><article><h1>Title</h1><div>{STORY}</div><p>Links</p>"
                       f"<div>{STORY}</div></article><p>Footer line</p></body>")
    assert len(blocks) == 6
    selected = np.array([False, False, True, False, False, False])
    inside = main_container(selected, blocks.n_words, blocks.ancestors[:, 0], blocks.element_ends, 0.85)
    assert inside.tolist() == [False, True, True, True, True, False]
    # and select_article takes the article's doubtful blocks in
    kept = select([0.0, 0.3, 0.95, 0.2, 0.15, 0.0], blocks, ExtractionConfig())
    assert kept.tolist() == [False, True, True, True, True, False]


@pytest.mark.parametrize("selected, share", [([False] * 6, 0.85), ([True] * 6, 1.0)])
def test_no_main_container_without_a_selection_or_with_share_one(selected, share):
    blocks = blocks_of(MAIN_PAGE)
    assert main_container(np.array(selected), blocks.n_words, blocks.ancestors[:, 0], blocks.element_ends, share) is None


@pytest.mark.parametrize("probabilities, expected", [
    # Selected at 0.5: heading, story paragraphs 1-2, next story, footer; the story's div holds 120 of 184
    # words. Inside it the third paragraph needs only 0.1; outside, the heading is sure, the rest is not.
    ([0.99, 0.8, 0.8, 0.2, 0.8, 0.6], [True, True, True, True, False, False]),
    ([0.99, 0.8, 0.8, 0.05, 0.95, 0.6], [True, True, True, False, True, False]),
    ([0.6, 0.8, 0.8, 0.2, 0.8, 0.6], [False, True, True, True, False, False]),
])
def test_select_article_keeps_the_region(probabilities, expected):
    blocks = blocks_of(MAIN_PAGE)
    config = ExtractionConfig(main_share=0.6)
    selected = select(np.array(probabilities), blocks, config)
    assert selected.tolist() == expected


def test_select_article_cleans_what_the_region_adds():
    blocks = blocks_of(f'<body><div id="story"><p>{STORY}</p><p>{STORY}</p>'
                       f'<div class="share-bar"><a href="/s">Share this</a></div></div></body>')
    selected = select(np.array([0.9, 0.9, 0.3]), blocks, ExtractionConfig())
    assert selected.tolist() == [True, True, False]


def test_what_the_region_adds_does_not_make_a_marked_story_wrapper_small():
    # First selection: the two story paragraphs in a wrapper whose class names a
    # share bar, and one more paragraph; the wrapper holds 2/3 of it, so the page's
    # div is the main container and its three doubtful paragraphs join. Against the
    # new selection the wrapper would hold 1/3 and be cleaned out with the story.
    blocks = blocks_of(f'<body><div id="page"><div class="post-share-wrapper"><p>{STORY}</p><p>{STORY}</p></div>'
                       f'<p>{STORY}</p><p>{STORY}</p><p>{STORY}</p><p>{STORY}</p></div></body>')
    p = np.array([0.95, 0.95, 0.95, 0.3, 0.3, 0.3])
    selected = select(p, blocks, ExtractionConfig())
    assert selected.all()


@pytest.mark.parametrize("measured, containers, expected", [
    ([True, True, True, True], [-1, 3, 3, 5], [np.inf, 15.0, 15.0, 40.0]),
    ([True, False, True, False], [-1, 3, 3, 5], [np.inf, 10.0, 10.0, 0.0]),  # only measured blocks count
    ([True, True, True, True], [-1, -1, -1, -1], [np.inf] * 4),
])
def test_held_chars_hand_computed(measured, containers, expected):
    n_chars = np.array([100, 5, 10, 40])
    assert held_chars(np.array(measured), n_chars, np.array(containers)).tolist() == expected


def test_a_long_discussion_the_classifier_left_out_is_small():
    # The comments sit in the story's div, so the region step would take their
    # doubtful blocks in; the comment section is as long as the story, but it
    # holds one selected block: a quarter of the first selection.
    comments = f"<p>{STORY}</p>" * 4
    blocks = blocks_of(f'<body><div id="story"><p>{STORY}</p><p>{STORY}</p><p>{STORY}</p>'
                       f'<div id="comments">{comments}</div></div><p>Footer line</p></body>')
    p = np.array([0.9, 0.9, 0.9, 0.6, 0.3, 0.3, 0.3, 0.05])
    selected = select(p, blocks, ExtractionConfig())
    assert selected.tolist() == [True] * 3 + [False] * 5
    kept = select(p, blocks, ExtractionConfig(keep_comments=True))
    assert kept.tolist() == [True] * 7 + [False]



def test_kept_comments_longer_than_the_story_do_not_take_its_place():
    # With keep_comments, twenty comments outweigh the three story paragraphs: the main
    # container is the story's all the same, so its doubtful paragraphs (0.6, under
    # main_confidence) stay beside the comments.
    comments = f"<p>{STORY}</p>" * 20
    blocks = blocks_of(f'<body><div id="story"><p>{STORY}</p><p>{STORY}</p><p>{STORY}</p></div>'
                       f'<div id="comments">{comments}</div><p>Footer line</p></body>')
    p = np.array([0.95, 0.6, 0.6] + [0.7] * 20 + [0.05])
    assert select(p, blocks, ExtractionConfig(keep_comments=True)).tolist() == [True] * 23 + [False]

BYLINE_PAGE = (
    '<body><div id="story"><h1>Flood barrier passes its first test</h1>'
    '<p class="wp-byline">Posted by Julia Beizer on March 8, 2013 at <span>3:23 pm</span></p>'
    '<div class="story-meta"><span class="author-name">Tom Okafor</span></div>'
    f'<p>{STORY}</p>'
    f'<p>Our reporter <span class="author">Grace Lindqvist</span> adds: {STORY}</p>'
    '<div class="author-box">' + " ".join(["A long biography of the author and her books."] * 4) + '</div>'
    '<div id="comments"><p class="comment-author">Reader One</p><p>I agree with this.</p></div>'
    '</div></body>')


def test_byline_blocks_are_the_short_bylines_outside_comments():
    blocks = blocks_of(BYLINE_PAGE)
    bylines = byline_blocks(blocks)
    # The marked paragraph, and the block whose one inline element is the byline;
    # not the paragraph that names its author, the long author box, the heading,
    # nor the comment's author (a part of the comment, kept or cleaned with it).
    assert [t for t, b in zip(blocks.texts, bylines) if b] == [
        "Posted by Julia Beizer on March 8, 2013 at 3:23 pm", "Tom Okafor"]


def test_bylines_are_cleaned_out_of_auto_unless_kept():
    blocks = blocks_of(BYLINE_PAGE)
    p = np.full(len(blocks), 0.9)
    texts = np.array(blocks.texts)
    cleaned = select(p, blocks, ExtractionConfig(keep_comments=True))
    assert "Tom Okafor" not in texts[cleaned] and "Reader One" in texts[cleaned]
    assert select(p, blocks, ExtractionConfig(keep_comments=True, keep_bylines=True)).all()


def test_a_page_without_marked_bylines_has_none():
    blocks = blocks_of(f'<body><div class="authority-control"><p>By Jo Roe</p><p>{STORY}</p></div></body>')
    assert not byline_blocks(blocks).any()
