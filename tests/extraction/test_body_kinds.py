"""tidy.py on kinds the fresh layouts of the body suite first showed: what a story quotes stays,
the players' captions, rows of chrome links and media contact boxes go; and (fresh-3) sign-up
boxes, the lines of a teaser rail whose first headline the method left out, and the author's
line closing the story before such a rail.

Each case wraps the story of test_tidy.py in a small page adding one thing; the text must
hold and must not hold the strings the case names, and what must not be there is taken out
by tidy's rules already (the learned check after them takes out many short lines of its own).
"""

from __future__ import annotations

from html import escape

import numpy as np
import pytest

from scrapy_articles.extraction import ExtractionConfig, analyse, extract
from scrapy_articles.extraction.body.chrome import is_chrome_line, is_teaser_heading, opens_with_notice
from scrapy_articles.extraction.body.boxes import bio_lines, signup_blocks
from scrapy_articles.extraction.body.teasers import teaser_blocks
from scrapy_articles.extraction.body.tidy import Story, tidy_rules
from tests.extraction.test_tidy import STORY, TEASERS, URL, page

TWEET = "The robot read my daughter a bedtime story and then asked her to rate it. The future is here."
QUOTE = "Robots are the new picture books for many of our young readers, and for their parents too."
EMBED = (f'<blockquote class="twitter-tweet"><p lang="en" dir="ltr">{escape(TWEET)}</p>&mdash; Ashcombe Mum '
         '(@ashcombemum) <a href="https://twitter.com/ashcombemum/status/1">January 20, 2025</a></blockquote>')
CAPTION = "Pupils race the library's robots across the reading room floor"
OTHER_STORY = "Ferry timetable cut back as crew shortage bites"
LINKED_SENTENCE = "Read the council's full report on the robots."
DISCLOSURE = ("This post contains references to products from one or more of our advertisers. We may receive "
              "compensation when you click on links to those products. Terms apply to the offers listed on this page, "
              "and they may change at any time.")
DISCLAIMER = "Opinions expressed here are the author's and not the Gazette's: write to letters@gazette.example.com."
MODERATION = ("Please understand that comments are moderated and it is not always possible to publish all that have "
              "been submitted. We will, however, try to publish comments that are representative of all received.")
SIGNUP = ('<div data-testid="newsletter"><p><b>The Morning Briefing</b></p><p>Five stories before seven.</p>'
          '<form><input type="email" aria-label="Email"><button>Sign up</button></form>'
          '<p>Privacy notice: we never share your address.</p></div>')
COMMENT_FORM = ('<div id="respond"><h3>Leave a reply</h3><form action="/wp-comments-post.php" id="commentform">'
                '<p><input type="text" name="author"> Name</p><p><input type="text" name="email"> E-mail</p>'
                '<p><input type="text" name="url"> Website</p><textarea name="comment"></textarea>'
                '<input type="submit" value="Post comment"></form></div>')
CASES = [
    ("a sign-up box inside the story goes", page(middle=SIGNUP), (STORY.paragraphs[3],),
     ("The Morning Briefing", "Privacy notice")),

    ("an embedded post in the story stays", page(middle=EMBED), (TWEET, STORY.paragraphs[3]), ()),
    ("a pull quote in an aside stays",
     page(middle=f'<aside class="pullquote"><blockquote><p>{escape(QUOTE)}</p></blockquote></aside>'), (QUOTE,), ()),
    ("a pull quote in an aside named so stays",
     page(middle=f'<aside class="article__pull-quote"><p>{escape(QUOTE)}</p></aside>'), (QUOTE,), ()),
    ("a pull quote set as a heading stays", page(middle=f'<h3 class="pullquote">{escape(QUOTE)}</h3>'), (QUOTE,), ()),
    ("a video's caption goes (the player is stripped)",
     page(middle=f'<div class="video-block"><video src="/v.mp4"></video><p class="video-block__caption">'
                 f'{CAPTION}</p></div>'), (STORY.paragraphs[3],), (CAPTION,)),
    ("a picture and its credit in one block go",
     page(middle=f'<div class="release-image"><img src="/r.jpg" alt=""><small class="image-credit">{CAPTION}'
                 ' Photo: Jo Roe</small></div>'), (STORY.paragraphs[3],), (CAPTION,)),
    ("a row of chrome links with no separator goes",
     page(middle='<div class="actions"><a href="/r.pdf">Download PDF</a> <a href="#">Share on LinkedIn</a></div>'),
     (STORY.paragraphs[3],), ("Download PDF", "Share on LinkedIn")),
    ("a media contact box goes",
     page(middle='<div class="media-contact"><h4>Media contact</h4><p>press@ashcombe.example.com · +44 1632 960000'
                 '</p></div>'), (STORY.paragraphs[3],), ("Media contact", "press@ashcombe.example.com")),
    ("the story's own contact lines stay",
     page(middle="<p>Loans: loans@library.example.org or 01632 960001</p>"
                 "<p>Events: events@library.example.org or 01632 960002</p>"), ("loans@library.example.org",), ()),
    ("a sentence with an address stays",
     page(middle="<p>Families can book a robot session by writing to robots@library.example.org before Friday.</p>"),
     ("robots@library.example.org",), ()),
    ("a row of story links stays",
     page(middle='<p><a href="/a">Robots in schools</a> <a href="/b">Robots in hospitals</a></p>'),
     ("Robots in schools",), ()),
    ("a headline link to another story between paragraphs goes",
     page(middle=f'<p><a href="/news/2025/01/20/ferry-timetable-cut">{OTHER_STORY}</a></p>'),
     (STORY.paragraphs[3],), (OTHER_STORY,)),
    ("an inline related item to a story by its number goes",
     page(middle=f'<ul><li><a href="/news/business-52199888">{OTHER_STORY}</a></li></ul>'),
     (STORY.paragraphs[3],), (OTHER_STORY,)),
    ("a linked sentence of the story stays",
     page(middle=f'<p><a href="/news/2025/01/20/robots-report">{LINKED_SENTENCE}</a></p>'), (LINKED_SENTENCE,), ()),
    ("a headline link to another site stays (a reference)",
     page(middle=f'<p><a href="https://ferries.example.org/news/2025/01/20/timetable">{OTHER_STORY}</a></p>'),
     (OTHER_STORY,), ()),
    ("a disclosure opening a longer block goes", page(middle=f"<p>{DISCLOSURE}</p>"),
     (STORY.paragraphs[3],), (DISCLOSURE,)),
    ("a disclosure before the story goes", page(header=f"<p>{DISCLOSURE}</p>"), (STORY.paragraphs[0],), (DISCLOSURE,)),
    ("a moderation notice after the story goes", page(after=f"<p>{MODERATION}</p>"),
     (STORY.paragraphs[-1],), (MODERATION,)),
    ("a short disclaimer after the story goes", page(after=f"<p>{DISCLAIMER}</p>"),
     (STORY.paragraphs[-1],), (DISCLAIMER,)),
]


COMMENTS = (("Ann Lee", "My son loved the robot storytime on Saturday and wants to go back every week now."),
            ("Raj Patel", "Good to see the library trying new things, though I hope the books stay first."),
            ("Mo Green", "The robots were broken when we visited on Tuesday, which was a shame for the children."),
            ("Eve Stone", "Our school took a class there last month and the teachers were impressed by it all."),
            ("Tom Hart", "Will the scheme run in the summer holidays as well, or only during term time?"),
            ("Kim Ford", "Lovely idea, and the staff were patient with all the questions the kids asked them."))


def test_a_moderation_notice_above_kept_comments_goes() -> None:
    """The notice stands between the story and the thread kept with it: in the middle of the
    kept blocks, not at an end."""
    thread = "".join(f'<li class="comment"><p class="comment-author">{name}</p><p>{said}</p></li>'
                     for name, said in COMMENTS)
    markup = page(after=f'<section id="comments"><p>{MODERATION}</p><ol class="comment-list">{thread}</ol></section>')
    text = extract(markup, URL, config=ExtractionConfig(keep_comments=True)).text
    assert STORY.paragraphs[-1] in text
    for name, said in COMMENTS:
        assert name in text and said in text
    assert "comments are moderated" not in text


def sign_up_marks(markup: str) -> list[str]:
    """The texts :func:`signup_blocks` marks on ``markup``, all its blocks taken as kept."""
    analysis = analyse(markup, URL, config=ExtractionConfig(tidy_body=False))
    assert analysis.page is not None
    blocks = analysis.page.blocks
    kept = np.ones(len(blocks), dtype=bool)
    return [blocks.texts[i] for i in np.flatnonzero(signup_blocks(blocks, kept))]


def test_a_sign_up_box_is_told_by_its_email_field() -> None:
    assert sign_up_marks(page(middle=SIGNUP)) == [
        "The Morning Briefing", "Five stories before seven.", "Privacy notice: we never share your address."]
    # The same box without its form is none (its wording is left to the learned check).
    assert sign_up_marks(page(middle=SIGNUP.replace('<input type="email" aria-label="Email">', ""))) == []


def test_a_short_post_over_a_comment_form_stays() -> None:
    short = ('<html><body><div id="content"><div class="post"><h2>Number two: Leo</h2>'
             '<p>Leo arrived last week, and his brother has not stopped talking to him since.</p>'
             '<p>Here they are on the sofa.</p></div>' + COMMENT_FORM + '</div></body></html>')
    assert sign_up_marks(short) == []
    text = extract(short, URL).text
    assert "Leo arrived last week" in text and "Here they are on the sofa." in text


def rail_page() -> str:
    """The story, its author's line, then a rail of three teaser records under "More from News"."""
    cards = "".join(f'<li><a href="/news/2025/01/0{i}/story-{i}"><h3>{t}</h3></a><p>The sentence of teaser {i}.</p>'
                    f'<span>{i + 2}h ago</span></li>' for i, t in enumerate(TEASERS))
    return page(after='<p>Jo Roe is the Gazette\'s education correspondent. She lives in Ashcombe.</p>'
                      f'<section class="recirc"><h2>More from News</h2><ul>{cards}</ul></section>')


def test_a_rail_whose_first_headline_was_left_out_goes() -> None:
    analysis = analyse(rail_page(), URL, config=ExtractionConfig(tidy_body=False))
    assert analysis.page is not None
    blocks = analysis.page.blocks
    kept = np.array([text != TEASERS[0] for text in blocks.texts])  # as a method leaving out the first headline
    found = {blocks.texts[i] for i in np.flatnonzero(teaser_blocks(blocks, kept, URL))}
    assert {"More from News", "The sentence of teaser 0.", "2h ago", TEASERS[1], "The sentence of teaser 2."} <= found
    assert not found & set(STORY.paragraphs)
    # The story's own subheading and paragraphs beside it are no teaser records.
    story = page(middle="<h2>Related</h2><p>Short line one.</p><p>Short line two.</p>"
                        '<p><a href="/news/2025/01/09/other">Another linked headline of the site</a></p>')
    analysis = analyse(story, URL, config=ExtractionConfig(tidy_body=False))
    assert analysis.page is not None
    blocks = analysis.page.blocks
    found = {blocks.texts[i] for i in np.flatnonzero(teaser_blocks(blocks, np.ones(len(blocks), dtype=bool), URL))}
    assert "Short line one." not in found and "Short line two." not in found


def test_the_authors_line_before_a_rail_goes() -> None:
    analysis = analyse(rail_page(), URL, config=ExtractionConfig(tidy_body=False))
    assert analysis.page is not None
    blocks = analysis.page.blocks
    kept = np.ones(len(blocks), dtype=bool)
    teasers = teaser_blocks(blocks, kept, URL)
    bio = [blocks.texts[i] for i in np.flatnonzero(bio_lines(blocks, kept & ~teasers))]
    assert bio == ["Jo Roe is the Gazette's education correspondent. She lives in Ashcombe."]
    # tidy's rules look for it once the rail is out, on a selection that kept the rail.
    story = Story(analysis.metadata.headline, analysis.metadata.description, URL)
    ruled = [blocks.texts[i] for i in np.flatnonzero(tidy_rules(blocks, kept, story))]
    assert STORY.paragraphs[-1] in ruled and not [text for text in ruled if "correspondent" in text]


@pytest.mark.parametrize("markup, must, must_not", [case[1:] for case in CASES], ids=[case[0] for case in CASES])
def test_the_kind_stays_or_goes(markup: str, must: tuple[str, ...], must_not: tuple[str, ...]) -> None:
    text = extract(markup, URL).text
    assert all(s in text for s in must), [s for s in must if s not in text]
    assert not [s for s in must_not if s in text]
    ruled = rules_text(markup)
    assert not [s for s in must_not if s in ruled]


def rules_text(markup: str) -> str:
    """The text of the blocks tidy's rules keep, before the learned check."""
    analysis = analyse(markup, URL, config=ExtractionConfig(tidy_body=False))
    assert analysis.page is not None and analysis.decision is not None
    blocks, metadata = analysis.page.blocks, analysis.metadata
    kept = tidy_rules(blocks, analysis.decision.selected, Story(metadata.headline, metadata.description, URL))
    return "\n".join(blocks.texts[i] for i in np.flatnonzero(kept))


def test_an_embedded_post_outside_the_story_stays_out() -> None:
    rail = f'<div class="rail"><h3>From our readers</h3>{EMBED}</div>'
    markup = page().replace("<footer>", rail + "<footer>")
    text = extract(markup, URL).text
    assert STORY.paragraphs[-1] in text and TWEET not in text


@pytest.mark.parametrize("heading, teasers", [
    ("Posted on this day, other years:", True),
    ("On this day", True),
    ("On this day the council met", False),
    # Headings over other stories or the site's own pages, in the languages of the segment corpus.
    ("Empfehlungen aus der Redaktion", True),
    ("Mehr zum Thema auf UEPO.de", True),
    ("Weitere Tourentipps in Schweden", True),
    ("Weitere Beiträge aus der Kolumne:", True),
    ("Weitere Informationen", True),
    ("Más sobre La Tercera AM", True),
    ("TE PUEDE INTERESAR", True),
    ("Kontakt:", True),
    ("Weitere Informationen zur Anmeldung finden Sie unten", False),
    ("Empfehlungen", True),
    ("Empfehlungen der Ärzte für den Winter", False),
    # A list heading with a word after the label (session 28: fresh-5's tabloid).
    ("MOST READ NEWS", True),
    ("Most popular stories", True),
    ("Most read books of the year were all novels", False),
])
def test_headings_over_other_stories(heading: str, teasers: bool) -> None:
    assert is_teaser_heading(heading) is teasers


@pytest.mark.parametrize("line, chrome", [
    ("Posted by Jo Roe / Ann Lee | 6 Nov 2012 | Comments (0)", True),
    ("Posted by Jo Roe on November 06, 2012 at 02:33 PM in Lobbying | Permalink", True),
    ("by Jo Roe in Cool stuff, Space | 16 comments | RSS feed | Trackback >", True),
    ("Lesen Sie auch", True),
    ("Zobacz również", True),
    ("CZYTAJ WIĘCEJ W", True),
    ("London | Paris | Berlin", False),  # no chrome label among the parts
    ("Sunday | 6 Nov 2012", False),
    ("Mayor Jo Roe | City Hall", False),
    ("Read more books this winter, the librarians say.", False),
    # "Read more"-lines pointing at another story, in the languages of the segment corpus.
    ("Auch lesen: Diese 3 Sternzeichen verschenken ihr Herz an den Falschen", True),
    ("Lesen Sie hier: Spielabbruch in der Kreisliga", True),
    ("LE PUEDE INTERESAR: La ficha de Juan Orlando Hernández", True),
    ("Dowiedz się więcej: Kto jak głosował ws. unijnych funduszy?", True),
    ("Auch lesen kann man hier im Garten.", False),
    # Captions closing with their photo credit after a separator.
    ("Praca w magazynie, zdjęcie ilustracyjne / Źródło: Pixabay", True),
    ("Roman Prymula, photo: Archives du Gouvernement tchèque", True),
    ("Logo des Sustainable Award in Finance von Bankmagazin | © Springer", True),
    ("Declan Rice po vítězství na Aston Ville. | Foto: Reuters", True),
    ("The council met on Monday, source: the minutes say it was long.", False),
    # Tag and category lines, labelled as blogs print them.
    ("Labels: GOProud, homocons, Jimmy LaSalvia, Quislings", True),
    ("Tagged as: fall, fall craft, tissue paper, tree", True),
    ("Full list of categories: City Guide » Food » Restaurants", True),
    ("Trackback Pings", True),
    ("Labels are printed on every jar.", False),
    ("Tagged with paint, the fence looked new.", False),
])
def test_lines_by_their_wording(line: str, chrome: bool) -> None:
    assert is_chrome_line(line.lower(), len(line.split()), False) is chrome


@pytest.mark.parametrize("block, notice", [
    ("(Alle Angaben ohne Gewähr)", True),
    ("Les opinions exprimées dans les blogs n'engagent que leurs auteurs.", True),
    ("Lust auf mehr? Lass dir die besten Storys jede Woche in deinen Posteingang liefern. Melde dich hier für unseren "
     "Newsletter an!", True),
    (DISCLOSURE, True),
    (MODERATION, True),
    ("Dow Jones Reprints: This copy is for your personal, non-commercial use only. To order presentation-ready copies "
     "for distribution to your colleagues, clients or customers, use the Order Reprints tool.", True),
    # The print edition a story appeared in.
    ("A version of this article appears in print on January 13, 2017, on Page A7 of the New York edition with the "
     "headline: Robots Go to the Library.", True),
    ("Published in the print edition of the April 7, 2025, issue, with the headline “Ground by the Moon.”", True),
    ("The robots appeared in print first, in a picture book the library published last year.", False),
    # A notice's words after the first sentence, or not said to the reader, are the story's.
    ("The mayor spoke for an hour about the robots, the budget and the eleven branches that will get them next year. "
     "She said that the views expressed in the report are the authors' own and that comments are moderated.", False),
    ("The company said it would receive a commission from the city for the robots, which arrive in the spring. The "
     "mayor said the deal was good for the town, for the schools and for the council as well.", False),
])
def test_blocks_opening_with_a_notice(block: str, notice: bool) -> None:
    assert opens_with_notice(block.lower()) is notice
