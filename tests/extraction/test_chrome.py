"""chrome.py: the lines a page prints around a story, told by their wording."""

from __future__ import annotations

from html import escape
from re import _constants as constants, _parser as parser

import pytest

from scrapy_articles.extraction import ExtractionConfig, analyse, extract
from scrapy_articles.extraction.body import chrome
from scrapy_articles.extraction.body.chrome import is_chrome, is_dateline
from tests.extraction.test_tidy import STORY, URL, page


@pytest.mark.parametrize("line, chrome", [
    ("Page 2 of 3", True), ("Seite 1 von 2 Nächste Seite", True), ("Image 3 of 13", True), ("1 / 13", True),
    ("Next image »", True), ("Photo: Jo Roe, AP", True), ("Credit: Getty Images", True), ("Foto: dpa", True),
    ("Share this article:", True), ("Teilen mit:", True), ("Advertisement", True), ("Anzeige", True),
    ("Write a comment", True), ("Comments (12)", True), ("Schlagwörter: Garten, Gemüse", True),
    ("Sign up for our free morning briefing.", True),
    # Stamps, read-more labels of more languages, print and back links, promos, closing credits.
    ("Aktualisiert: 11.04.2020, 10:27", True), ("Aktualisiert:", True), ("asked Feb 6, 2014 at 20:37", True),
    ("Lea más: Juan Carlos Ortega propone legalizar la comercialización", True),
    ("MIRA: Madre se acerca a conocer los motivos de captura", True), ("Schon gelesen?", True),
    ("Rezept drucken", True), ("Print Recipe", True), ("zurück zur Listenansicht", True), ("Permalink", True),
    ("Keine Kommentare (Kommentare erscheinen erst nach unserer Freigabe)", True), ("Über den Autor", True),
    ("Get the latest news straight to your phone with the Gazette app.", True),
    ("For the latest stories download the Gazette apps for iOS and Android.", True),
    ("If you enjoyed reading this post, would you consider supporting our work?", True),
    ("ANZEIGE - Heute mal ausgehen? Wie wäre es mit:", True), ("Źródło: Pixabay", True),
    ("The stoat is well hidden in its white winter coat. (mlharing / iStock.com)", True),
    (">> Wegen Corona: Lokal auf Mallorca muss schließen <<", True),
    # Category and date lines of blogs, newsletter and inbox promos, rows of labels, print links.
    ("Posted in: NFL Network", True), ("Posted in Miscellaneous, Quotation", True),
    ("Posted on July 4th, 2012", True), ("This entry was posted on Thursday, August 9th, 2012 at 4:10 pm.", True),
    ("Related Topics: Financial Reform", True), ("Reader comments", True), ("Redaktions-Newsletter", True),
    ("Join Detroit Metro Times Newsletters", True), ("for the latest news right to your inbox", True),
    ("RSS feed for comments on this post. TrackBack URI", True),
    ("Printer-friendly version", True), ("Print this story", True), ("Email this article", True),
    ("Print | Email this story | Share", True), ("Leeds | Bradford | York", False),
    # Post meta rows with counts and categories, gallery controls (session 25).
    ("Posted by Jo Roe at 10:42 PM | Permalink | Comments (3) | TrackBack (0)", True),
    ("View/Add Comments (4) | Category: Antarctica", True), ("TrackBack (2)", True), ("Category: Columns", True),
    ("Bild anzeigen Bild schließen", True), ("Pin It", True), ("Add comment", True),
    # An audio player's status and button lines, its player stripped (session 27).
    ("Player wird geladen ...", True), ("Loading audio player ...", True), ("Listen to this article", True),
    ("Artikel anhören", True), ("Listen to the story of the mill, she told the visitors.", False),
    # A French daily's toolbar and paywall labels, an affiliate box's price buttons, time stamps
    # counted back from now (session 28).
    ("Offrir cet article", True), ("Partager sur Facebook", True), ("Article réservé aux abonnés", True),
    ("Réagir (31)", True), ("Temps de lecture 4 min", True), ("$1,099 at Amazon", True), ("£249 from Currys", True),
    ("Published 6 hours ago", True), ("posted 56 mins ago", True), ("Aktualisiert vor 2 Std.", True),
    ("Veröffentlicht vor 18 Stunden", True),
    ("Partager les repas entre les écoles a pris deux ans.", False),
    ("$1,099 at Amazon is the lowest price we found.", False),
    ("Two hours ago the ferry left the landing.", False), ("Vor 20 Jahren wurde die Brücke gebaut.", False),
    # A Spanish daily's share, comment and paywall labels, an audio player's close button (session 29).
    ("Compartir en Whatsapp", True), ("Compartir", True), ("Ir a los comentarios", True),
    ("Suscríbete para seguir leyendo", True), ("Suscríbete", True), ("Player schließen", True),
    ("Compartir el agua entre regantes llevó dos años.", False),
    ("Suscríbete, le dijo su hermana, y lo hizo.", False),
    ("STORY HIGHLIGHTS", True), ("“Start Quote", True), ("End Quote”", True),
    ("0 Comments - Leave a comment!", True), ("Crédits photos : Bestimage", True), ("London - Paris", False),
    ("Category winners were announced on the night.", False), ("Pin it to the board, she said.", False),
    ("Posted by Jo Roe at 10:42 PM | Leeds | York", False),
    ("Clearinghouse for osteoporosis news. Includes a sign-up for an osteoporosis newsletter.", False),
    ("Newsletters from the council reach every household each month.", False),
    ("2 c. Einkorn flour (or AP flour)", False),
    ("Posted by: Ellen at September 10, 2012 11:40 AM", False),  # a reader comment's own line
    ("Updates to the timetable come into force in May and June.", False),
    ("Mira Patel ran the branch for eleven years before the robots came.", False),
    ("Print runs of the parish magazine have fallen by half.", False),
    ("The robots share a charging station with the library's laptops.", False),
    ("Photographers lined the route as the runners passed.", False),
    ("Pages of the old ledger were scanned in 2019.", False),
    # A blog platform's heading over the trackbacks.
    ("Listed below are links to weblogs that reference Robots at the library:", True),
    ("Listed below are the branches that lend robots.", False),
])
def test_chrome_lines_by_their_wording(line: str, chrome: bool) -> None:
    html = page(middle=f"<p>{escape(line)}</p>")
    analysis = analyse(html, URL, config=ExtractionConfig(tidy_body=False))
    blocks = analysis.page.blocks  # type: ignore[union-attr]
    (index,) = [i for i, text in enumerate(blocks.texts) if text == line]
    assert is_chrome(blocks, index) is chrome


@pytest.mark.parametrize("line, dateline", [
    ("Published Nov 18, 2019 at 4:07 PM | Updated Nov 18, 2019 at 5:30 PM", True),
    ("30.01.2025, 09:00 Uhr", True), ("By Jo Roe", True), ("Von Katrin Vogelsang", True),
    ("Words by Sarah Whitlow · 10 August 2024 · 14 min read · Page 1 of 3", True),
    ("By spring I had learned to read the bubbles on the side of the jar.", False),
    ("On 22 January 2025 the library opened a new robot lending scheme.", False),
    ("The library at Market Row", False),
    # A reading time closing the line: its "min." ends no sentence.
    ("Par Claire Morvan Publié le 12 mars 2021 à 06h30, mis à jour à 11h02 Temps de lecture 4 min.", True),
    ("By Jo Roe · 12 May 2019 · 3 min read.", True), ("Aktualisiert am 12.03.2021. Lesezeit: 5 Minuten.", True),
    ("Simmer the sauce for 5 min.", False), ("On 12 May 2019 the pool closed for 20 min.", False),
])
def test_datelines_and_bylines(line: str, dateline: bool) -> None:
    assert is_dateline(line, len(line.split())) is dateline


ARCHIVE = ("November 2012", "October 2012 (14)", "September 2012", "2011", "2012 J F M A M J J A S O N D")


@pytest.mark.parametrize("lines, archive", [
    (ARCHIVE, True), (ARCHIVE[:3], True),
    # Two in a row are no list; a timeline sets a paragraph under each of its dates.
    (ARCHIVE[:2], False),
    (tuple(x for date in ARCHIVE[:3] for x in (date, "The branch lent its robots to the primary school that month.")),
     False),
])
def test_a_blogs_archive_list_is_chrome(lines: tuple[str, ...], archive: bool) -> None:
    """Three or more kept lines in a row, each a month and year or a year alone holding a link, are
    a blog's archive list and go; the story around them stays."""
    html = page(after="".join(f'<p><a href="/archive/{n}">{escape(line)}</a></p>' if line in ARCHIVE
                              else f"<p>{escape(line)}</p>" for n, line in enumerate(lines)))
    analysis = analyse(html, URL, config=ExtractionConfig(tidy_body=False))
    blocks, selected = analysis.page.blocks, analysis.decision.selected.copy()  # type: ignore[union-attr]
    dates = [i for i, text in enumerate(blocks.texts) if text in ARCHIVE]
    selected[[i for i, text in enumerate(blocks.texts) if text in lines]] = True
    out = chrome.chrome_blocks(blocks, selected)
    assert out[dates].all() if archive else not out[dates].any()
    assert not out[[i for i, text in enumerate(blocks.texts) if text == STORY.paragraphs[-1]]].any()


def test_a_column_of_years_that_links_nowhere_is_no_archive_list() -> None:
    """A table's column of years (a story's data) holds no link: it stays."""
    years = ("2001", "2013", "2017", "2019")
    html = page(after="<table>" + "".join(f"<tr><td>{y}</td><td>{n} robots</td></tr>" for n, y in enumerate(years))
                + "</table>")
    analysis = analyse(html, URL, config=ExtractionConfig(tidy_body=False))
    blocks, selected = analysis.page.blocks, analysis.decision.selected.copy()  # type: ignore[union-attr]
    cells = [i for i, text in enumerate(blocks.texts) if text in years]
    assert len(cells) == len(years)
    selected[cells] = True
    assert not chrome.chrome_blocks(blocks, selected)[cells].any()


@pytest.mark.parametrize("line", [
    "A version of this article appeared July 24, 2012, on page A2 in the U.S. edition of The Ashcombe Gazette, "
    "with the headline: Robots at the library.",
    "A version of this article appears in print on November 8, 2012, on page B8 of the Ashcombe edition.",
])
def test_the_print_edition_line_closing_the_story_is_a_notice(line: str) -> None:
    """The print edition a story appeared in, in either paper's wording, closes the story: it goes."""
    assert chrome.opens_with_notice(line)
    text = extract(page(after=f"<p>{escape(line)}</p>"), URL).text
    assert STORY.paragraphs[-1] in text
    assert line not in text


def _first_characters(items: list) -> tuple[set[str], bool]:
    """The characters (a category by name) a parsed pattern's match can start with, and whether it can be empty."""
    found: set[str] = set()
    for op, av in items:
        if op in (constants.AT, constants.ASSERT, constants.ASSERT_NOT):
            continue
        if op is constants.LITERAL:
            return found | {chr(av)}, False
        if op is constants.IN:
            for kind, value in av:
                assert kind in (constants.LITERAL, constants.RANGE, constants.CATEGORY), kind
                found |= ({chr(value)} if kind is constants.LITERAL else {str(value)} if kind is constants.CATEGORY
                          else {chr(c) for c in range(value[0], value[1] + 1)})
            return found, False
        assert op in (constants.BRANCH, constants.SUBPATTERN, constants.MAX_REPEAT), op
        alternatives = av[1] if op is constants.BRANCH else [av[-1]]
        empty = False
        for alternative in alternatives:
            first, can_be_empty = _first_characters(list(alternative))
            found |= first
            empty |= can_be_empty or (op is constants.MAX_REPEAT and av[0] == 0)
        if not empty:
            return found, False
    return found, True


@pytest.mark.parametrize("name", ["_PROMO", "_NOTICE"])
def test_word_start_lookahead_holds_every_first_character(name: str) -> None:
    """_PROMO's and _NOTICE's lookahead after \\b, which spares the alternation at word ends,
    lets through every character one of their alternatives starts with."""
    parsed = list(parser.parse(getattr(chrome, name).pattern))
    if parsed[0][0] is constants.BRANCH:  # _PROMO: the word-start branch, then "^>>...<<$"
        parsed = list(parsed[0][1][1][0])
    (at, boundary), (lookahead, (direction, allowed)), (group, alternation) = parsed
    assert (at, boundary, lookahead, direction) == (constants.AT, constants.AT_BOUNDARY, constants.ASSERT, 1)
    assert group is constants.BRANCH  # the parser inlines the non-capturing group
    firsts, can_be_empty = _first_characters([(group, alternation)])
    allowed_characters, _ = _first_characters(list(allowed))
    assert not can_be_empty
    assert firsts and firsts <= allowed_characters
