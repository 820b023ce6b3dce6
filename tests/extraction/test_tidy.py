"""tidy.py: what leaves a story's body, and what stays in it.

Each case wraps one invented story (tests/extraction/body_pages) in a small
page adding one kind of furniture, or one thing that looks like furniture
and is the story's own; the extracted text must hold and must not hold the
strings the case names. The whole-page suite is test_body_suite.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

import numpy as np
import pytest

from scrapy_articles.extraction import ExtractionConfig, analyse, extract
from scrapy_articles.extraction.body.tidy import Story, tidy
from tests.extraction.body_pages.stories import STORIES

STORY = STORIES[1]  # the library robots
P = [escape(p) for p in STORY.paragraphs]
URL = "https://news.example.com/2025/library-robots"


def page(header: str = "", middle: str = "", after: str = "", wrap: str = "article") -> str:
    """The story in ``wrap``: ``header`` before its paragraphs, ``middle`` after the third, ``after`` at its end."""
    return (f"<html><head><title>{escape(STORY.headline)}</title>"
            f'<meta property="og:title" content="{escape(STORY.headline)}">'
            f'<meta property="og:description" content="{escape(STORY.dek)}"></head><body>'
            f'<nav><a href="/">Home</a> <a href="/news">News</a> <a href="/sport">Sport</a></nav>'
            f"<{wrap} class=\"story\">{header}<div class=\"body\">"
            + "".join(f"<p>{p}</p>" for p in P[:3]) + middle + "".join(f"<p>{p}</p>" for p in P[3:])
            + f"</div>{after}</{wrap}><footer><p>© 2025 Ashcombe Gazette</p></footer></body></html>")


HEADLINE = f"<h1>{escape(STORY.headline)}</h1>"
TEASERS = ("Council sets out plans for forty new electric bus stops",
           "Ferry timetable cut back as crew shortage bites",
           "Primary school wins national award for its reading garden")
TEASER_LIST = "<ul>" + "".join(f'<li><a href="/news/{i}">{t}</a></li>' for i, t in enumerate(TEASERS)) + "</ul>"
FIGURE = ('<figure><img src="/robots.jpg" alt=""><figcaption>Pupils try out the robots at the branch. '
          '<span class="credit">Photo: Jo Roe/Ashcombe Gazette</span></figcaption></figure>')


@dataclass(frozen=True)
class Case:
    name: str
    html: str
    must: tuple[str, ...]
    must_not: tuple[str, ...]


CASES = [
    Case("headline and kicker", page(header=f'<div class="kicker">Education</div>{HEADLINE}'),
         (STORY.paragraphs[0],), (STORY.headline, "Education")),
    Case("headline with its kicker in one heading",
         page(header=f"<h2><span>Education</span> <span>{escape(STORY.headline)}</span></h2>"),
         (STORY.paragraphs[0],), (STORY.headline,)),
    Case("dek, byline and dateline in the header",
         page(header=f'<header>{HEADLINE}<p class="dek">{escape(STORY.dek)}</p><div>By Tobias Lindgren</div>'
                     '<div>22 January 2025, 10:00am</div></header>'),
         (STORY.paragraphs[0],), (STORY.dek, "By Tobias Lindgren", "22 January 2025")),
    Case("dateline line under the headline",
         page(header=f"{HEADLINE}<p>Published Jan 22, 2025 at 10:00 AM | Updated Jan 23, 2025</p>"),
         (STORY.paragraphs[0],), ("Published Jan 22",)),
    Case("a lead sentence with a date under the headline stays",
         page(header=f"{HEADLINE}<p>On 22 January 2025 the library opened a new robot lending scheme.</p>"),
         ("On 22 January 2025 the library opened",), (STORY.headline,)),
    Case("figure caption and credit", page(middle=FIGURE), (STORY.paragraphs[3],),
         ("Pupils try out the robots", "Photo: Jo Roe")),
    Case("a quote's attribution in a figure stays",
         page(middle="<figure><blockquote><p>Robots are the new picture books for many of our young readers "
                     "and their parents.</p></blockquote><figcaption>Hannah Osei, librarian</figcaption></figure>"),
         ("Robots are the new picture books", "Hannah Osei, librarian"), ()),
    Case("gallery chrome",
         page(middle='<div class="gallery"><div>Image 1 of 13</div><div>1 / 13</div>'
                     '<div><a href="#2">Next image »</a></div><p>This slideshow requires JavaScript.</p></div>'),
         (STORY.paragraphs[3],), ("Image 1 of 13", "1 / 13", "Next image", "This slideshow")),
    Case("read-more line", page(middle=f'<p><strong>Read more:</strong> <a href="/x">{TEASERS[0]}</a></p>'),
         (STORY.paragraphs[3],), ("Read more", TEASERS[0])),
    Case("German read-more line", page(middle=f'<p><b>Lesen Sie auch:</b> <a href="/x">{TEASERS[1]}</a></p>'),
         (STORY.paragraphs[3],), ("Lesen Sie auch", TEASERS[1])),
    Case("teaser list under a teaser heading", page(after=f"<h2>Most read</h2>{TEASER_LIST}"),
         (STORY.paragraphs[-1],), ("Most read", *TEASERS)),
    Case("teaser records with a sentence each",
         page(after="<h3>More from Education</h3>" + "".join(
             f'<div class="item"><a href="/n/{i}">{t}</a><p>The plans go before the cabinet next month.</p></div>'
             for i, t in enumerate(TEASERS))),
         (STORY.paragraphs[-1],), (*TEASERS, "The plans go before the cabinet")),
    Case("a row of headline links with no heading", page(after=TEASER_LIST), (STORY.paragraphs[-1],), TEASERS),
    Case("a river of teasers after the story, no heading",
         page(after="".join(f'<div class="c"><h3><a href="/n/{i}">{t}</a></h3><p>What the council decided and why '
                            f'it matters to the town.</p><span>{i + 2} hours ago</span></div>'
                            for i, t in enumerate(TEASERS))),
         (STORY.paragraphs[-1],), (*TEASERS, "What the council decided", "2 hours ago")),
    Case("one linked sentence among short paragraphs stays",
         page(middle='<p><a href="/report">The full report on the pilot is online</a></p><p>It runs to 40 pages.</p>'
                     "<p>Its authors visited eleven libraries.</p>"),
         ("The full report on the pilot is online", "It runs to 40 pages."), ()),
    Case("the story's own list of short links stays",
         page(middle='<ul><li><a href="/a">Ashcombe</a></li><li><a href="/b">Market Row</a></li>'
                     '<li><a href="/c">St Anne\'s</a></li></ul>'),
         ("Market Row",), ()),
    Case("pagination chrome",
         page(header="<p>Continued from page 1</p>", after="<p>Page 2 of 3</p><p>Continued on page 3</p>"),
         (STORY.paragraphs[0],), ("Continued from page", "Page 2 of 3", "Continued on page")),
    Case("share, comment and advert lines",
         page(middle="<div>Advertisement</div>",
              after="<p>Share this article:</p><p>Write a comment</p><p>Tags: robots, libraries, schools</p>"),
         (STORY.paragraphs[3],), ("Advertisement", "Share this article", "Write a comment", "Tags:")),
    Case("newsletter promo and affiliate disclaimer",
         page(header="<p>We may earn a commission when you buy through links on this page.</p>",
              after="<p>Want more science? Subscribe to our weekly newsletter.</p>"),
         (STORY.paragraphs[0],), ("earn a commission", "Subscribe to our weekly newsletter")),
    Case("author bio box",
         page(after='<div class="author-bio"><h4>About Tobias Lindgren</h4><p>Tobias Lindgren covers schools and '
                    'libraries for the Gazette and has two robots of his own.</p></div>'),
         (STORY.paragraphs[-1],), ("About Tobias Lindgren", "covers schools and libraries")),
    Case("an aside in the story",
         page(middle=f'<aside class="rich-link"><a href="/x">Read more</a><h2>{TEASERS[2]}</h2></aside>'),
         (STORY.paragraphs[3],), (TEASERS[2],)),
    Case("a second story appended after the first article",
         page(after="", wrap="article") .replace(
             "<footer>", "<article><h1>Ferry timetable cut back as crew shortage bites</h1>"
             + "".join(f"<p>{escape(p)}</p>" for p in STORIES[0].paragraphs) + "</article><footer>"),
         (STORY.paragraphs[0], STORY.paragraphs[-1]), (STORIES[0].paragraphs[0], STORIES[0].paragraphs[-1])),
    Case("a teaser heading whose teasers are pictures",
         page(middle='<h3>Mehr zum Thema</h3><div><a href="/news/1"><img src="/t1.jpg" alt=""></a></div>'),
         (STORY.paragraphs[3],), ("Mehr zum Thema",)),
    Case("a caption by its figure label, its picture lazily loaded",
         page(middle="<p>Abbildung 2: Die Roboter im Lesesaal der Zweigstelle, von oben gesehen, während die "
                     "Kinder ihre ersten Bücher ausleihen.</p>"),
         (STORY.paragraphs[3],), ("Abbildung 2",)),
    Case("a date stamp inside the story's container",
         page(after="<div>Aktualisiert: 23.01.2025, 10:27</div>"),
         (STORY.paragraphs[-1],), ("Aktualisiert",)),
    Case("caption and credit in boxes named by data-testid and data-component",
         page(middle='<div data-testid="image-block"><img src="/robots.jpg" alt="">'
                     '<div data-testid="caption">Pupils try out the robots at the branch.</div>'
                     '<span data-component="credit">Jo Roe/Ashcombe Gazette</span></div>'),
         (STORY.paragraphs[2], STORY.paragraphs[3]), ("Pupils try out the robots", "Jo Roe/Ashcombe Gazette")),
]


# A review site's trust statement (session 27): a heading over a line on its testing, in a box
# of its own inside the story, or a paragraph opening with it; set straight in the story's
# container, the heading goes and the story stays.
TRUST_BOX = ('<div class="note"><h4>Why you can trust the Gazette</h4><p>Our reviewers spend hours '
             'testing and comparing products so you can choose the best for you.</p></div>')
CASES += [
    Case("a review site's trust statement in a box", page(middle=TRUST_BOX),
         (STORY.paragraphs[2], STORY.paragraphs[3]), ("Why you can trust", "Our reviewers spend hours")),
    Case("a trust statement in a paragraph",
         page(middle="<p>Why You Can Trust the Gazette: our writers spend hours testing products to find the best.</p>"),
         (STORY.paragraphs[2], STORY.paragraphs[3]), ("Why You Can Trust", "our writers spend hours")),
    Case("a trust heading in the story's own container", page(middle="<h3>Why you can trust the Gazette</h3>"),
         tuple(STORY.paragraphs), ("Why you can trust",)),
]

# An author's box under its heading, its class naming nothing (session 29); a heading set straight
# in the story's container takes no paragraph with it.
AUTHOR_BOX = ('<div class="a_au"><h4>Sobre la firma</h4><p>Lucía Ortega Prieto</p><p>Periodista de la '
              'sección de Economía desde 2019. Antes trabajó en la delegación de Valencia. Licenciatura en '
              'Periodismo por la Universidad de Valencia.</p></div>')
CASES += [
    Case("an author box under its heading", page(middle=AUTHOR_BOX),
         tuple(STORY.paragraphs), ("Sobre la firma", "Periodista de la sección", "Lucía Ortega Prieto")),
    Case("an author heading in the story's own container", page(middle="<h3>About the author</h3>"),
         tuple(STORY.paragraphs), ("About the author",)),
]

# The next story an infinite-scroll page appends in a second <main> (session 30): a page has one
# <main>, so the story's own, and an article inside it, are the story, a later one the next story.
NEXT_MAIN = ('<div class="divider"><span>Next Story</span></div><main class="next"><div class="head">'
             '<a href="/news/">Local News</a><h1>Ferry timetable cut back as crew shortage bites</h1></div>'
             '<div class="body">' + "".join(f"<p>{escape(p)}</p>" for p in STORIES[0].paragraphs) + "</div></main>")
CASES += [
    Case("a second story appended in a second <main>",
         page(header=HEADLINE, wrap="main").replace("<footer>", NEXT_MAIN + "<footer>"),
         tuple(STORY.paragraphs), (STORIES[0].paragraphs[0], STORIES[0].paragraphs[-1], "crew shortage bites")),
    Case("a second story appended after the <article> of a <main>",
         page(header=HEADLINE).replace("<nav>", "<main><nav>").replace("<footer>", "</main>" + NEXT_MAIN
                                                                        + "<footer>"),
         tuple(STORY.paragraphs), (STORIES[0].paragraphs[0], STORIES[0].paragraphs[-1], "crew shortage bites")),
]

# The author's bare name between the headline and the date line under it (session 30): both are
# header lines; a line of the story that is no name, or a name with no date line after it, stays.
CASES += [
    Case("the author's bare name over the date line",
         page(header=f'<header class="h">{HEADLINE}<h2>{escape(STORY.dek)}</h2></header>'
                     '<div class="meta"><div class="a"><a href="/autor/x">Lucía Ortega-Prieto</a></div>'
                     '<div class="when"><span>Zaragoza - 07 nov 2023 - 07:00 CET</span> '
                     '<span>Actualizado: 07 nov 2023 - 12:40 CET</span></div></div>'),
         tuple(STORY.paragraphs), ("Lucía Ortega-Prieto", "Zaragoza - ", "Actualizado:")),
    Case("a short line under the headline that is no name, over a date line",
         page(header=f'<header class="h">{HEADLINE}<h2>{escape(STORY.dek)}</h2></header>'
                     '<div class="meta"><div class="a">Robots: 12 in use</div>'
                     '<div class="when">07 nov 2023 - 07:00 CET</div></div>'),
         ("Robots: 12 in use", *STORY.paragraphs), (STORY.headline,)),
]


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_the_body_holds_the_story_and_only_the_story(case: Case) -> None:
    text = extract(case.html, URL).text
    for wanted in case.must:
        assert wanted in text
    for unwanted in case.must_not:
        assert unwanted not in text


def test_soft_hyphens_leave_the_text() -> None:
    html = page().replace("programmable", "pro\u00adgram\u00admable")
    article = extract(html, URL)
    assert "programmable" in article.text and "\u00ad" not in article.text + article.html


def test_tidy_body_false_keeps_what_the_method_chose() -> None:
    html = page(header=HEADLINE, middle=FIGURE)
    kept = extract(html, URL, config=ExtractionConfig(tidy_body=False)).text
    assert STORY.headline in kept and "Pupils try out the robots" in kept


def test_a_photo_story_keeps_its_captions() -> None:
    """Captions holding over half of the kept text are the story (MAX_CAPTION_SHARE)."""
    captions = [f"Robot number {i} draws a spiral on the floor of the children's library while pupils watch and "
                f"count the turns it makes." for i in range(1, 15)]
    assert sum(map(len, captions)) > sum(map(len, STORY.paragraphs))
    html = page(middle="".join(f'<figure><img src="/{i}.jpg"><figcaption>{c}</figcaption></figure>'
                               for i, c in enumerate(captions)))
    text = extract(html, URL).text
    assert captions[0] in text and captions[-1] in text


@pytest.mark.parametrize("keep_headline, keep_captions", [(True, False), (False, True), (True, True)])
def test_the_headline_and_captions_stay_when_configured(keep_headline: bool, keep_captions: bool) -> None:
    html = page(header=f'<div class="kicker">Education</div>{HEADLINE}', middle=FIGURE)
    config = ExtractionConfig(keep_headline=keep_headline, keep_captions=keep_captions)
    text = extract(html, URL, config=config).text
    assert (STORY.headline in text) is keep_headline
    assert ("Pupils try out the robots" in text) is keep_captions
    assert "Education" not in text.splitlines()  # the kicker goes either way


def test_a_page_that_is_all_furniture_keeps_what_the_method_chose() -> None:
    html = page().replace("".join(f"<p>{p}</p>" for p in P[:3]), "").replace(
        "".join(f"<p>{p}</p>" for p in P[3:]), f"<h2>{escape(STORY.headline)}</h2>")
    analysis = analyse(html, URL, config=ExtractionConfig(tidy_body=False))
    blocks, selected = analysis.page.blocks, analysis.decision.selected  # type: ignore[union-attr]
    selected = selected | [text == STORY.headline for text in blocks.texts]  # whatever the method kept, the headline
    assert tidy(blocks, selected, Story(STORY.headline)).tolist() == selected.tolist()
    assert not tidy(blocks, selected, Story(STORY.headline), ExtractionConfig(keep_headline=True)).tolist() == [
        False] * len(blocks)


TOC = ("How the robots work", "Who can borrow them", "What comes next")
REFERENCES = ("County library strategy 2025", "Robots in the classroom", "Lending beyond books report")


@pytest.mark.parametrize("listing, entries, teasers", [
    ("".join(f'<li><a href="#part-{i}">{t}</a></li>' for i, t in enumerate(TOC)), TOC, False),
    ("".join(f'<li><a href="https://other{i}.example.org/r">{t}</a></li>' for i, t in enumerate(REFERENCES)),
     REFERENCES, False),
    ("".join(f'<li><a href="/news/{i}.html">{t}</a></li>' for i, t in enumerate(TEASERS)), TEASERS, True),
    # The site's host written with "www." or in capitals is the site's own (same_host).
    ("".join(f'<li><a href="https://www.news.example.com/news/{i}.html">{t}</a></li>' for i, t in enumerate(TEASERS)),
     TEASERS, True),
    ("".join(f'<li><a href="https://News.Example.com/news/{i}.html">{t}</a></li>' for i, t in enumerate(TEASERS)),
     TEASERS, True),
])
def test_only_links_to_other_pages_of_the_site_are_teasers(listing: str, entries: tuple[str, ...],
                                                           teasers: bool) -> None:
    """A table of contents (links within the page) and references (links to other sites)
    stay when the method keeps them; a list of the site's other pages goes."""
    html = page(after=f"<ul>{listing}</ul>")
    analysis = analyse(html, URL, config=ExtractionConfig(tidy_body=False))
    blocks, selected = analysis.page.blocks, analysis.decision.selected  # type: ignore[union-attr]
    selected = selected | [text in entries for text in blocks.texts]
    kept = tidy(blocks, selected, Story(STORY.headline, url=URL))
    assert [blocks.texts[i] for i in range(len(blocks)) if kept[i] and blocks.texts[i] in entries] == (
        [] if teasers else list(entries))


def test_keep_bylines_keeps_the_dateline_and_byline_lines() -> None:
    html = page(header=f"<header>{HEADLINE}<div>By Tobias Lindgren</div><div>22 January 2025, 10:00am</div></header>")
    kept = extract(html, URL, config=ExtractionConfig(keep_bylines=True)).text
    assert "By Tobias Lindgren" in kept and "22 January 2025" in kept and STORY.headline not in kept


def test_the_decision_stays_the_methods_and_the_body_is_tidied() -> None:
    analysis = analyse(page(header=HEADLINE, middle=FIGURE), URL)
    assert analysis.decision is not None and analysis.body is not None and analysis.page is not None
    texts = analysis.page.blocks.texts
    decided = {texts[i] for i in range(len(texts)) if analysis.decision.selected[i]}
    body = {texts[i] for i in range(len(texts)) if analysis.body[i]}
    assert body < decided and STORY.headline not in body


LEAD = ("Robots that fetch reserved books from the stacks will run in three branches from March, "
        "the county council said on Tuesday, after a trial at the main library.")


@pytest.mark.parametrize("lead, restored", [
    (f"<h2>{LEAD}</h2>", True),  # a lead paragraph set as a heading
    (f'<div class="lead"><b>{LEAD}</b></div>', True),  # a lead in a box of its own
    ("<h2>Robots fetch books in three branches</h2>", False),  # a dek: too short to be the lead
    (f'<h2><a href="/news/robots">{LEAD}</a></h2>', False),  # a headline link: another story's
    (f"<nav><p>{LEAD}</p></nav>", False),  # in a menu
])
def test_a_lead_styled_apart_that_the_method_left_out_is_put_back(lead: str, restored: bool) -> None:
    analysis = analyse(page(header=HEADLINE + lead), URL)
    assert analysis.page is not None and analysis.decision is not None
    blocks = analysis.page.blocks
    at = next(i for i, text in enumerate(blocks.texts) if LEAD in text or text.startswith("Robots fetch")
              and i > 0)
    selected = analysis.decision.selected.copy()
    selected[at] = False  # what a content model does to a block styled as a heading
    assert selected[at + 1:].any()
    body = tidy(blocks, selected, Story(STORY.headline, STORY.dek, URL))
    assert bool(body[at]) is restored
    assert not any(body[: at]), "the headline stays out"


def test_a_caption_between_the_headline_and_the_story_is_no_lead() -> None:
    caption = ('<div class="story-image"><img src="/robots.jpg" alt=""><div class="story-caption">'
               f"{LEAD} <span>Picture: Jo Roe</span></div></div>")
    analysis = analyse(page(header=HEADLINE + caption), URL)
    assert analysis.page is not None and analysis.decision is not None
    blocks = analysis.page.blocks
    at = next(i for i, text in enumerate(blocks.texts) if LEAD in text)
    selected = analysis.decision.selected.copy()
    selected[at] = False
    assert not tidy(blocks, selected, Story(STORY.headline, STORY.dek, URL))[at]


RAIL = ('<div class="popular"><h3>Most popular</h3><ul>'
        + "".join(f'<li><a href="/news/{i}">{t}</a></li>' for i, t in enumerate(TEASERS)) + "</ul></div>")
OTHER = ("The planning committee will meet again on Thursday to decide on the harbour wall repairs, "
         "which have been delayed twice since the storms of last winter.")  # another story's paragraph


@pytest.mark.parametrize("middle, after", [
    (RAIL, ""),  # the story's end after a rail of popular links
    (RAIL, f'<div class="promo"><p>{OTHER}</p></div>'),  # a paragraph in a box of its own
    (RAIL + f"<footer>{OTHER}</footer>", ""),  # a footer in the story's container
    (RAIL, f"<p>{OTHER}</p>"),  # after the story's own container
    (RAIL + f'<p>{OTHER[:64]}<a href="/news/harbour">{OTHER[64:121]}</a>{OTHER[121:]}</p>', ""),  # a third links
])
def test_story_paragraphs_after_an_interruption_are_put_back(middle: str, after: str) -> None:
    """The story's paragraphs the method left out after the interruption are put back; the
    interruption and ``OTHER`` (not the story's by where it lies or its links) stay out."""
    analysis = analyse(page(header=HEADLINE, middle=middle, after=after), URL)
    assert analysis.page is not None and analysis.decision is not None
    blocks = analysis.page.blocks
    end = [blocks.texts.index(paragraph) for paragraph in STORY.paragraphs[3:]]
    selected = analysis.decision.selected.copy()
    selected[blocks.texts.index(STORY.paragraphs[2]) + 1:] = False  # what a content model does to
    # the story's end after an interruption
    rail = [i for i, text in enumerate(blocks.texts) if text in TEASERS or text == "Most popular"]
    other = [i for i, text in enumerate(blocks.texts) if text == OTHER]
    body = tidy(blocks, selected, Story(STORY.headline, STORY.dek, URL))
    assert body[end].all()
    assert not body[rail].any(), "the interruption stays out"
    assert not body[other].any()


def test_paragraphs_the_method_left_out_with_nothing_between_stay_out() -> None:
    """With no interruption between the last kept paragraph and the next, leaving it out was the
    method's judgement (a disclaimer, a promo), not a rail's doing."""
    analysis = analyse(page(header=HEADLINE), URL)
    assert analysis.page is not None and analysis.decision is not None
    blocks = analysis.page.blocks
    selected = analysis.decision.selected.copy()
    selected[blocks.texts.index(STORY.paragraphs[2]) + 1:] = False
    body = tidy(blocks, selected, Story(STORY.headline, STORY.dek, URL))
    assert not any(body[blocks.texts.index(paragraph)] for paragraph in STORY.paragraphs[3:])


def test_the_story_after_a_rail_of_teasers_is_no_teasers_line() -> None:
    """A teaser record may hold short lines under its link; the story's short paragraphs after a
    rail in a box of its own are not its lines: the rail goes, the story stays."""
    analysis = analyse(page(header=HEADLINE, middle=RAIL), URL)
    assert analysis.page is not None
    blocks = analysis.page.blocks
    story = [blocks.texts.index(paragraph) for paragraph in STORY.paragraphs]
    rail = [i for i, text in enumerate(blocks.texts) if text in TEASERS or text == "Most popular"]
    selected = np.zeros(len(blocks), dtype=bool)
    selected[story + rail] = True  # a method that kept the rail with the story
    body = tidy(blocks, selected, Story(STORY.headline, STORY.dek, URL))
    assert body[story].all()
    assert not body[rail].any()


def test_short_lines_after_a_rail_still_run_on_with_its_teasers() -> None:
    """Only a story's paragraph ends a teaser heading's run outside its box: a label and the
    links after it (a blogroll's "Syndication" and its feeds) are still the teasers'."""
    after_rail = ('<div class="label">Syndication</div><ul><li><a href="/feed/full">Full text feed of the news</a></li>'
                  '<li><a href="/feed/excerpts">Excerpts feed of the news</a></li></ul>')
    analysis = analyse(page(header=HEADLINE, after=RAIL + after_rail), URL)
    assert analysis.page is not None
    blocks = analysis.page.blocks
    story = [blocks.texts.index(paragraph) for paragraph in STORY.paragraphs]
    chrome = [i for i, text in enumerate(blocks.texts)
              if text in TEASERS or text in ("Most popular", "Syndication") or "feed of the news" in text]
    selected = np.zeros(len(blocks), dtype=bool)
    selected[story + chrome] = True
    body = tidy(blocks, selected, Story(STORY.headline, STORY.dek, URL))
    assert body[story].all()
    assert len(chrome) == 7 and not body[chrome].any()


@pytest.mark.parametrize("name", ["story__imagetext", "bildtext", "bildunterschrift", "mad_image__legende",
                                  "foto-texto", "podpis-zdjecia", "image-desc", "photo-credit"])
def test_caption_boxes_named_in_other_languages_and_themes(name: str) -> None:
    """A picture's box named a caption in German, French, Spanish or Polish (or a theme's
    "image-desc") holds a caption; the same words around no picture name no caption."""
    from lxml import html as lxml_html

    from scrapy_articles.extraction.body.captionblocks import is_caption

    caption = f'<p class="{name}">Der Marktplatz am Morgen.</p>'
    framed = lxml_html.fromstring(f'<div><img src="/a.jpg" alt="">{caption}</div>')
    bare = lxml_html.fromstring(f"<div>{caption}</div>")
    assert is_caption(framed.find(".//p")) and not is_caption(bare.find(".//p"))


@pytest.mark.parametrize("markup, holds", [
    ('<figure><figcaption>Der Markt.</figcaption></figure>', False),
    ('<figure><div><div><picture><source srcset="/a.jpg"></picture></div></div></figure>', True),
    ('<div><p>Ein Film.</p><video src="/a.mp4"></video></div>', True),
    ('<div><amp-img src="/a.jpg"></amp-img></div>', True), ('<div><span><svg></svg></span></div>', True),
    ('<div><iframe src="/player"></iframe></div>', True), ('<img src="/a.jpg">', False),
    ('<div><!-- <img src="/a.jpg"> --><p>Kein Bild.</p></div>', False)])
def test_a_frame_holds_media_under_it_not_itself(markup: str, holds: bool) -> None:
    """A caption's frame holds a picture or a player anywhere under it (not the element itself):
    what the descendant XPath ".//img | .//picture | ..." it replaces reads."""
    from lxml import html as lxml_html

    from scrapy_articles.extraction.body.captionblocks import _MEDIA_TAGS, _holds_media

    element = lxml_html.fromstring(markup)
    xpath = lxml_html.etree.XPath(" | ".join(f".//{tag}" for tag in _MEDIA_TAGS))
    assert _holds_media(element) is holds is bool(xpath(element))


@pytest.mark.parametrize("name", ["galerie", "gallery__item", "slides__text", "slideshow-caption", "carousel-item",
                                  "lightbox", "galeria-zdjec"])
def test_gallery_and_slideshow_boxes_hold_captions(name: str) -> None:
    """A gallery's or slideshow's box around a picture holds its caption, counter and credit
    ("Bild 1 von 12 ... Foto: dpa"); the same words around no picture, and a story's paragraphs
    in a wrapper so named (longer than a caption), are no caption."""
    from lxml import html as lxml_html

    from scrapy_articles.extraction.body.captionblocks import is_caption

    line = f'<div class="{name}"><img src="/a.jpg" alt=""><span>Bild 1 von 12</span> Der Markt. <span>Foto: dpa</span></div>'
    bare = f'<div class="{name}"><span>Bild 1 von 12</span> Der Markt. <span>Foto: dpa</span></div>'
    story = f'<div class="{name}"><img src="/a.jpg" alt="">' + "".join(f"<p>{escape(text)}</p>" for text in STORY.paragraphs) + "</div>"
    assert is_caption(lxml_html.fromstring(line), gallery=True)
    assert "caption" in name or not is_caption(lxml_html.fromstring(line))  # a paragraph's check: no gallery
    assert not is_caption(lxml_html.fromstring(bare), gallery=True)
    assert not is_caption(lxml_html.fromstring(story).find(".//p"), gallery=True)


BLOGS = ("Crumb and Crust", "Pedal Notes", "The Allotment Year", "Kettle Logic", "Slow Road Home", "Harbour Light",
         "Margin Scribbles", "Wild Yeast Diary", "Two Wheels North")
TOOLS = ("BBEdit", "Acorn", "MarsEdit", "Napkin", "Yojimbo", "Transmit", "Script Debugger", "Snapz Pro X", "WebKit")


@pytest.mark.parametrize("listing, blogroll", [
    # Each a link to the home page of a site of its own: a blogroll.
    ("".join(f'<li><a href="https://blog{i}.example.org/">{t}</a></li>' for i, t in enumerate(BLOGS)), True),
    ("".join(f'<li><a href="http://www.site{i}.example.net/~{i}/">{t}</a></li>' for i, t in enumerate(BLOGS)), True),
    # The story's list of tools (pages inside other sites), one fewer than a blogroll needs, one
    # site's pages (a menu of another site): none is a blogroll, and all link other sites only.
    ("".join(f'<li><a href="https://vendor{i}.example.com/products/{i}/">{t}</a></li>' for i, t in enumerate(TOOLS)),
     False),
    ("".join(f'<li><a href="https://blog{i}.example.org/">{t}</a></li>' for i, t in enumerate(BLOGS[:7])), False),
    ("".join(f'<li><a href="https://www.example.org/{i}">{t}</a></li>' for i, t in enumerate(BLOGS)), False),
    # The site's own section pages are no blogroll, but a list of links to the site's pages after the
    # story's last paragraph (teasers.link_list_blocks).
    ("".join(f'<li><a href="/{i}/">{t}</a></li>' for i, t in enumerate(BLOGS)), True),
])
def test_a_blogroll_is_other_sites_teasers(listing: str, blogroll: bool) -> None:
    """Eight or more short links in a row, each to the home page of another site, most to sites of
    their own, go when the method keeps them; a story's list of links into other sites stays."""
    html = page(after=f"<ul>{listing}</ul>")
    analysis = analyse(html, URL, config=ExtractionConfig(tidy_body=False))
    blocks, selected = analysis.page.blocks, analysis.decision.selected  # type: ignore[union-attr]
    entries = [i for i, text in enumerate(blocks.texts) if text in BLOGS + TOOLS]
    selected = selected.copy()
    selected[entries] = True
    kept = tidy(blocks, selected, Story(STORY.headline, url=URL))
    assert not kept[entries].any() if blogroll else kept[entries].all()
    assert kept[[i for i, text in enumerate(blocks.texts) if text == STORY.paragraphs[-1]]].all()


SIDEBAR = ("Why the county closed its last branch library", "Five questions for the new head librarian",
           "Book sale raises money for a mobile library", "Reading groups return after the summer break")


def _sidebar(links: str, dek: str = "") -> str:
    return ('<div class="module"><ul class="module-list">'
            + "".join(f'<li class="module-list-item"><a href="{links.format(i=i)}">{t}</a>{dek}</li>'
                      for i, t in enumerate(SIDEBAR))
            + "</ul></div>")


ARTICLE_LINKS = "http://blog.example.net/2012/10/story-number-{i}-of-the-week.html"
DEK = " <span>The council met on Tuesday to hear what readers had to say.</span>"


@pytest.mark.parametrize("where, links, dek, url, goes", [
    # A sidebar module of headline links kept after or before the story, on a page saved without its
    # address (no host tells the site's links from others): link-only records outside the story's span.
    ("after", ARTICLE_LINKS, "", None, True),
    ("before", ARTICLE_LINKS, "", None, True),
    ("after", "/archives/{i}/", "", URL, True),
    # Between the story's paragraphs: the story's own list of links (its sources); before its first
    # paragraph in the story's own column: its opening (a colophon's list of tools).
    ("middle", ARTICLE_LINKS, "", None, False),
    ("opening", ARTICLE_LINKS, "", None, False),
    # A table of contents, links to other sites where the page's site is known (references), and
    # records holding a sentence of their own besides the link (not links only: other rules' matter).
    ("after", "#part-{i}", "", None, False),
    ("after", ARTICLE_LINKS, "", URL, False),
    ("after", ARTICLE_LINKS, DEK, None, False),
])
def test_a_list_of_links_outside_the_story_is_no_part_of_it(where: str, links: str, dek: str, url: str | None,
                                                             goes: bool) -> None:
    """A list of three records or more alike, each a link and nothing else (link density 0.9 or more
    for the record and 0.8 for the list), standing after the story's last paragraph, or before its
    first outside the story's column, goes when the method keeps it; inside the story's span, at the
    head of its column, or within the page, it stays."""
    from scrapy_articles.extraction.body.tidy import tidy_rules

    sidebar = _sidebar(links, dek)
    if where == "opening":
        html = page().replace('<div class="body">', '<div class="body">' + sidebar)
    else:
        html = page(**{"header" if where == "before" else where: sidebar})
    analysis = analyse(html, url, config=ExtractionConfig(tidy_body=False))
    assert analysis.page is not None and analysis.decision is not None
    blocks = analysis.page.blocks
    entries = [i for i, text in enumerate(blocks.texts) if text.startswith(SIDEBAR)]
    story = [blocks.texts.index(paragraph) for paragraph in STORY.paragraphs]
    assert len(entries) == len(SIDEBAR)
    selected = np.zeros(len(blocks), dtype=bool)
    selected[story + entries] = True
    kept = tidy_rules(blocks, selected, Story(STORY.headline, url=url))
    assert kept[story].all()
    assert not kept[entries].any() if goes else kept[entries].all()
