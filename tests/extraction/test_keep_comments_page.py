"""keep_comments on whole pages: a long reader discussion after a short story. The article is
the story, and with keep_comments the story then the comments: never the thread alone
(issue 29, item 6)."""

import pytest

from scrapy_articles.extraction import ExtractionConfig, extract

URL = "https://news.example.com/2019/11/18/council-budget.html"
STORY = [
    "The city council approved next year's budget on Monday night after a four-hour meeting that ran "
    "well past midnight.",
    "The plan raises property taxes by two percent and adds money for road repairs, libraries and a new "
    "fire station on the east side.",
    "Several residents spoke against the increase, saying that the city should cut spending before "
    "asking homeowners to pay more.",
    "The mayor said the budget was the best the city could do with rising costs and promised a review of "
    "every department next spring.",
]
# A news brief: short paragraphs, half of them links, each doubtful on its own.
BRIEF = [
    ("Budget passes.", "Budget passes."),
    ('Read the <a href="/docs/budget.pdf">full budget</a> and <a href="/docs/vote.pdf">the vote</a>.',
     "Read the full budget and the vote."),
    ("Taxes rise by 2%, said <a href='/people/mayor'>Mayor Ann Lee</a>.", "Taxes rise by 2%, said Mayor Ann Lee."),
    ("The vote was 5-2.", "The vote was 5-2."),
]
NAMES = ["sam_k", "Linda M.", "roadwarrior", "Pete", "concerned citizen", "JB", "Maria Lopez", "old timer"]
COMMENTS = [
    "I have lived here thirty years and the roads have never been worse, so I am glad something is "
    "finally being done about it.",
    "Two percent sounds small but it adds up every year, and nobody on the council ever talks about "
    "where the money actually goes.",
    "The fire station is long overdue, the response times on the east side are a disgrace and people "
    "have been asking for years.",
    "Why not cut the salaries at city hall first? Every year the same story, more taxes and the same "
    "potholes on my street.",
    "Libraries are one of the few things this city does well, I am happy to pay a little more to keep "
    "them open longer hours.",
    "Did anyone actually read the plan? Half of the new money goes to consultants, it is on page forty "
    "of the document.",
]


def comment(i: int) -> str:
    return (f'<div class="comment" id="comment-{i}"><div class="comment-author vcard">'
            f'<cite class="fn">{NAMES[i % len(NAMES)]}</cite> says:</div>'
            f'<div class="comment-meta"><a href="#comment-{i}">November 18, 2019 at {i % 12 + 1}:0{i % 6} pm</a>'
            f'</div><div class="comment-content"><p>{COMMENTS[i % 6]}</p><p>{COMMENTS[(i + 3) % 6]}</p></div>'
            f'<div class="reply"><a href="?replytocom={i}">Reply</a></div></div>')


def page(layout: str, n_comments: int, paragraphs: list[str]) -> str:
    story = "".join(f"<p>{s}</p>" for s in paragraphs)
    thread = "".join(comment(i) for i in range(n_comments))
    if layout == "wordpress":  # the thread inside the post's own wrapper
        main = (f'<div id="content"><div class="post"><h1 class="entry-title">Council approves budget</h1>'
                f'<div class="entry-content">{story}</div><div id="comments"><h3>{n_comments} Responses</h3>'
                f'<ol class="commentlist">{thread}</ol></div></div></div>')
    elif layout == "flat":  # story and thread siblings in one container
        main = f'<div id="main"><h1>Council approves budget</h1>{story}<h3>Comments</h3>{thread}</div>'
    else:  # the thread in a column of its own below the story's
        main = (f'<div class="wrap"><div class="story"><h1>Council approves budget</h1>{story}</div></div>'
                f'<div class="wrap"><div id="disqus_thread">{thread}</div></div>')
    return framed(main)


def framed(main: str) -> str:
    """A page around ``main``: its title, a header of links, a footer."""
    return (f'<html><head><title>Council approves budget</title></head><body><div id="header">'
            f'<a href="/">Home</a> <a href="/news">News</a></div>{main}<div id="footer">Copyright 2019</div>'
            f'</body></html>')


STORIES = {"four": [(s, s) for s in STORY], "two": [(s, s) for s in STORY[:2]], "one": [(STORY[0], STORY[0])],
           "brief": BRIEF}


@pytest.mark.parametrize("layout", ["wordpress", "flat", "split"])
@pytest.mark.parametrize("n_comments, story", [(10, "four"), (40, "four"), (40, "two"), (80, "one"),
                                               (10, "brief"), (40, "brief")])
@pytest.mark.parametrize("keep", [False, True])
def test_a_long_thread_after_a_short_story(layout, n_comments, story, keep):
    paragraphs = [markup for markup, _ in STORIES[story]]
    sentences = [text for _, text in STORIES[story]]
    story_words = sum(len(s.split()) for s in sentences)
    assert story_words < n_comments * 2 * 20  # the thread (two 20-odd-word paragraphs a comment) outweighs it
    text = extract(page(layout, n_comments, paragraphs), URL, config=ExtractionConfig(keep_comments=keep)).text
    for sentence in sentences:
        assert sentence in text
    if keep:
        assert all(c in text for c in COMMENTS)
        # The story first, then the discussion.
        assert text.index(sentences[-1]) < min(text.index(c) for c in COMMENTS)
    else:
        assert not any(c in text for c in COMMENTS)
        assert "Reply" not in text
