"""Reader threads that today's CMSs and comment vendors mark only by their own names: a
``section#threads`` of ``.thread-item`` records, Coral's, OpenWeb's (Spot.IM), Viafoura's and
Livefyre's containers, a "comment-list" or "respond" box whose records carry no comment word.
Without keep_comments the article is the story alone, every paragraph of it; with it, the
story then the discussion (issue 29)."""

import pytest

from scrapy_articles.extraction import ExtractionConfig, extract

from .test_keep_comments_page import COMMENTS, NAMES, STORIES, URL, framed

# The thread's container, as each vendor or CMS names it; {} is where the records go.
CONTAINERS = {
    "threads": '<section id="threads"><h3>Discussion</h3>{}</section>',
    "coral": '<div id="coral_thread">{}</div>',
    "coral talk": '<div id="coral_talk_stream">{}</div>',
    "openweb": '<div class="spot-im-conversation" data-spotim-module="conversation">{}</div>',
    "viafoura": '<div class="viafoura"><div class="vf-conversations">{}</div></div>',
    "livefyre": '<div class="fyre-stream">{}</div>',
    "comment list": '<ol class="comment-list">{}</ol>',
    "respond": '<div id="respond">{}</div>',
}
# The records' own class: a thread word, or none (only the container says discussion: the
# records are then recognised by their repeated shape).
RECORDS = ["thread-item", "c-item"]
# Pages whose story is lost, pinned so that the list stays what the extractor does (it
# depends on the shipped auto models). None now: a brief story of short linked paragraphs in
# a column of its own above a 40-record "threads" section, which auto rates below the thread,
# is found again beside it (clean.STORY_BESIDE_THREAD).
STORY_LOST: set[tuple[str, str, int, str]] = set()


def record(i: int, kind: str) -> str:
    return (f'<div class="{kind}" id="t-{i}"><div class="c-head"><span class="user-name">{NAMES[i % len(NAMES)]}'
            f'</span> <time>November 18, 2019 at {i % 12 + 1}:0{i % 6} pm</time></div>'
            f'<div class="c-text"><p>{COMMENTS[i % 6]}</p><p>{COMMENTS[(i + 3) % 6]}</p></div>'
            f'<div class="c-actions"><a href="?reply={i}">Reply</a></div></div>')


def page(layout: str, container: str, kind: str, n_records: int, paragraphs: list[str]) -> str:
    story = "".join(f"<p>{s}</p>" for s in paragraphs)
    thread = CONTAINERS[container].format("".join(record(i, kind) for i in range(n_records)))
    if layout == "inside":  # the thread in the story's own wrapper
        main = (f'<article class="story"><h1>Council approves budget</h1><div class="story-body">{story}</div>'
                f'{thread}</article>')
    elif layout == "flat":  # story and thread siblings in one container
        main = f'<div id="main"><h1>Council approves budget</h1>{story}{thread}</div>'
    else:  # the thread in a column of its own below the story's
        main = (f'<div class="wrap"><div class="story"><h1>Council approves budget</h1>{story}</div></div>'
                f'<div class="wrap">{thread}</div>')
    return framed(main)


@pytest.mark.parametrize("container", list(CONTAINERS))
@pytest.mark.parametrize("kind", RECORDS)
@pytest.mark.parametrize("layout", ["inside", "flat", "split"])
@pytest.mark.parametrize("n_records, story", [(10, "four"), (40, "two"), (80, "one"), (40, "brief")])
@pytest.mark.parametrize("keep", [False, True])
def test_a_thread_named_by_its_vendor_is_comments(container, kind, layout, n_records, story, keep):
    paragraphs = [markup for markup, _ in STORIES[story]]
    sentences = [text for _, text in STORIES[story]]
    html = page(layout, container, kind, n_records, paragraphs)
    text = extract(html, URL, config=ExtractionConfig(keep_comments=keep)).text
    lost = (container, layout, n_records, story) in STORY_LOST
    # A lost story loses every sentence; any other keeps every one.
    assert all((sentence in text) is not lost for sentence in sentences)
    if keep:
        assert all(c in text for c in COMMENTS)
        if not lost:
            assert text.index(sentences[-1]) < min(text.index(c) for c in COMMENTS)
    else:
        assert not any(c in text for c in COMMENTS)
        assert not any(name in text for name in NAMES)
        assert "Reply" not in text
