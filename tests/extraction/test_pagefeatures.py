import re

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scrapy_articles.extraction.extract import analyse
from scrapy_articles.extraction.page.evidence import FEATURES, _longest_prose_run, _longest_run

PARAGRAPH = ("The council voted on Tuesday to approve the new budget for the coming year, after a long "
             "debate about the cost of repairs to the town's bridges and schools. ")


@pytest.mark.parametrize("words, teasers, expected", [
    ([40, 5, 60, 30], [False, False, False, False], 135),  # one run: short lines and all
    ([8, 20, 8, 25, 8, 20], [True, False, True, False, True, False], 25),  # records: a run each
    ([8, 8], [True, True], 0),
    ([], [], 0),
])
def test_longest_run(words, teasers, expected):
    assert _longest_run(np.array(words, dtype=int), np.array(teasers, dtype=bool)) == expected


def _evidence(body: str, head: str = "", url: str = "https://a.example/x") -> dict[str, float]:
    analysis = analyse(f"<html><head><title>T</title>{head}</head><body>{body}</body></html>", url)
    assert analysis.page_decision is not None
    return analysis.page_decision.evidence.named()


def _kinds(body: str, head: str = "") -> frozenset[str]:
    analysis = analyse(f"<html><head><title>T</title>{head}</head><body>{body}</body></html>", "https://a.example/x")
    assert analysis.page_decision is not None
    return analysis.page_decision.evidence.kinds


def _jsonld(data: str) -> str:
    return f'<script type="application/ld+json">{data}</script>'


STORY = f"<article><h1>Budget approved</h1>{f'<p>{PARAGRAPH * 2}</p>' * 4}</article>"
INGREDIENTS = ("200 g Mehl", "1 1/2 cups flour", "2 EL Öl", "3 eggs", "½ tsp salt", "1 Prise Zucker")


@pytest.mark.parametrize("head, body, declared", [
    # A recipe weighs beside the blog post that wraps it; its JSON-LD type may be one of a list.
    (_jsonld('{"@type": ["BlogPosting", "Recipe"], "name": "Strudel"}'), STORY, {"ld_recipe", "ld_article"}),
    (_jsonld('{"@graph": [{"@type": "Article"}, {"@type": "Recipe", "recipeIngredient": ["1 egg"]}]}'), STORY,
     {"ld_recipe", "ld_article"}),
    ("", STORY.replace("<article>", '<article itemscope itemtype="https://schema.org/Recipe">')
     .replace("<p>", '<p itemprop="recipeInstructions">', 1), {"ld_recipe"}),
    # An offer, a forum thread: evidence only on a page that declares no article.
    (_jsonld('{"@type": "Product", "offers": {"@type": "AggregateOffer", "lowPrice": 9}}'), STORY, {"ld_offer"}),
    (_jsonld('{"@type": "LodgingBusiness", "name": "Seeblick"}'), STORY, {"ld_offer"}),
    ("", STORY.replace("<h1>", '<h1><span itemprop="price">12.99</span>'), {"ld_offer"}),
    (_jsonld('{"@type": ["NewsArticle"]}') + _jsonld('{"@type": "Product"}'), STORY, {"ld_article"}),
    (_jsonld('{"@type": "DiscussionForumPosting", "headline": "Help"}'), STORY, {"ld_forum"}),
    (_jsonld('{"@type": "QAPage"}'), STORY, {"ld_forum"}),
    (_jsonld('{"@type": "SportsEvent"}'), STORY, {"ld_media"}),
    ('<meta property="og:type" content="website">', STORY, {"og_website"}),
    ("", STORY, set()),
])
def test_declared_records(head, body, declared):
    names = ("ld_recipe", "ld_article", "ld_offer", "ld_forum", "ld_media", "og_website", "og_other")
    evidence = _evidence(body, head)
    assert {name for name in names if evidence[name]} == declared


def test_declared_records_name_the_skipped_kind():
    assert "recipe" in _kinds(STORY, _jsonld('{"@type": "Recipe"}'))
    assert "product" in _kinds(STORY, _jsonld('{"@type": "Offer"}'))
    assert "product" in _kinds(STORY.replace("<h1>", '<h1><span itemprop="priceCurrency">EUR</span>'))
    assert not _kinds(STORY)


def test_ingredient_lines_and_prices_are_counted_in_the_kept_text():
    recipe = _evidence(f"<h1>Strudel</h1><p>{PARAGRAPH * 2}</p><ul>" + "".join(
        f"<li>{line}</li>" for line in INGREDIENTS) + f"</ul><p>{PARAGRAPH * 2}</p>")
    shop = _evidence(f"<h1>Gartenschlauch</h1><p>{PARAGRAPH * 2}</p><p>Preis: 19,99 € inkl. MwSt, Versand 4,90 €, "
                     f"im Set 29,99 €.</p><p>{PARAGRAPH}</p>")
    article = _evidence(STORY)
    kept_words = 4 * len(PARAGRAPH.split()) + sum(len(line.split()) for line in INGREDIENTS)
    assert recipe["quantity_lines_per_100_words"] * kept_words == pytest.approx(100 * len(INGREDIENTS), rel=0.05)
    assert shop["prices_per_100_words"] > 1 and recipe["prices_per_100_words"] == 0
    assert article["quantity_lines_per_100_words"] == article["prices_per_100_words"] == 0


@pytest.mark.parametrize("url, record", [
    ("https://a.example/rezepte/apfelstrudel", 1.0), ("https://a.example/wiki/Strudel", 1.0),
    ("https://a.example/2024/03/12/council-approves-new-budget/", 0.0)])
def test_record_urls(url, record):
    assert _evidence(STORY, url=url)["url_record"] == record


def test_an_article_is_one_run_and_a_listing_is_records():
    article = _evidence("<article><h1>Budget approved</h1>" + f"<p>{PARAGRAPH * 2}</p>" * 6 + "</article>")
    listing = _evidence("<main>" + "".join(
        f'<article><h2><a href="/n/{i}">Council story number {i} of the week told</a></h2>'
        f"<p>{PARAGRAPH}</p></article>" for i in range(8)) + "</main>")
    assert article["run_share"] > 0.9 and listing["run_share"] < 0.3
    assert article["records_per_100_words"] == 0 and listing["records_per_100_words"] > 1
    assert article["articles_log"] == pytest.approx(np.log1p(1)) and listing["articles_log"] == pytest.approx(np.log1p(8))
    assert listing["linked_headings_per_100_words"] > article["linked_headings_per_100_words"] == 0


def test_service_words_are_read_from_the_first_words_of_the_kept_text():
    consent = ("We and our partners use cookies to store personal data for advertising. You may withdraw "
               "your consent and change your preferences at any time under the privacy policy. ")
    wall = _evidence(f"<p>{consent * 3}</p>")
    article = _evidence(f"<p>{PARAGRAPH * 3}</p>" * 4)
    # Ten news paragraphs after the wall's: the sample (the wall and two of them, 336 words) holds its
    # 28 service words, where the whole text (1,332 words) would dilute them to 0.02.
    longer = _evidence(f"<p>{consent * 3}</p>" + f"<p>{PARAGRAPH * 4}</p>" * 10)
    assert wall["service_word_share"] > 0.3 and article["service_word_share"] == 0
    assert longer["service_word_share"] == pytest.approx(28 / 336)
    assert set(wall) == set(FEATURES)


@pytest.mark.parametrize("words, loose, teasers, expected", [
    ([40, 3, 60, 30], [True, False, True, True], [False] * 4, 130),  # a heading passes
    ([40, 60, 8, 30], [True, False, False, True], [False] * 4, 40),  # 60 words of links end it
    ([8, 20, 8, 25], [False, True, False, True], [True, False, True, False], 25),  # records: one summary each
    ([8, 8], [False, False], [True, True], 0),
])
def test_longest_prose_run(words, loose, teasers, expected):
    assert _longest_prose_run(np.array(words, dtype=int), np.array(loose), np.array(teasers)) == expected


def test_an_encyclopedia_page_is_a_stretch_of_prose_and_its_edit_links_are_no_headlines():
    references = "".join(f'<li><a href="/r/{i}">Smith, J. Budget repairs of the town bridge, volume {i}</a></li>'
                         for i in range(12))
    sections = "".join(f'<h2>Section {i}<span>[<a href="/edit/{i}">edit</a>]</span></h2><p>{PARAGRAPH * 2}</p>'
                       for i in range(6))
    page = _evidence(f"<h1>Town budget</h1>{sections}<h2>References</h2><ol>{references}</ol>")
    assert page["linked_headings_per_100_words"] == 0
    assert page["prose_run_words_log"] == pytest.approx(np.log1p(6 * 2 * len(PARAGRAPH.split())))


@pytest.mark.parametrize("h1, two, four", [
    ("Politics", 1.0, 1.0), ("Contact us", 1.0, 1.0), ("Posts tagged housing", 0.0, 1.0),
    ("Council approves the budget after a long night", 0.0, 0.0)])
def test_a_short_h1_names_a_page_and_a_long_one_is_a_headline(h1, two, four):
    evidence = _evidence(f"<h1>{h1}</h1><p>{PARAGRAPH * 3}</p>")
    assert (evidence["h1_two_words"], evidence["h1_four_words"]) == (two, four)


def test_a_page_without_an_h1_has_its_h1_features_unknown():
    evidence = _evidence(f"<h2>Council approves the budget</h2><p>{PARAGRAPH * 3}</p>")
    assert np.isnan(evidence["h1_two_words"]) and np.isnan(evidence["h1_four_words"])


@pytest.mark.parametrize("h1", ["The Riverside Courier: news from Kettleby and the Alder valley", "Riverside Courier"])
def test_an_h1_opening_with_the_site_name_is_the_logo_and_no_evidence(h1):
    """Front pages and blog themes set the site's name as the h1 of every page: neither a
    headline nor a listing's name."""
    site = '<meta property="og:site_name" content="The Riverside Courier">'
    evidence = _evidence(f"<h1>{h1}</h1><p>{PARAGRAPH * 3}</p>", head=site)
    assert np.isnan(evidence["h1_two_words"]) and np.isnan(evidence["h1_four_words"])
    other = _evidence(f"<h1>Courier strike closes the Riverside depot</h1><p>{PARAGRAPH * 3}</p>", head=site)
    assert (other["h1_two_words"], other["h1_four_words"]) == (0.0, 0.0)


BLURB = f"<h1>Flood defences tested</h1><p>{PARAGRAPH}</p>"  # one paragraph: 33 words, a blurb


@pytest.mark.parametrize("body, blurb", [
    # A site's own player beside a blurb: a video or an audio page.
    (f'<div class="player"><video controls src="/m/1.mp4"></video></div>{BLURB}', 1.0),
    (f'<AUDIO controls src="/m/1.mp3"></AUDIO>{BLURB}', 1.0),
    # The same player beside a story: the story embeds its clip.
    (f'<video controls src="/m/1.mp4"></video>{STORY}', 0.0),
    # A blurb without a player, or beside another site's embedded player: a blog post's clip.
    (BLURB, 0.0),
    (f'<iframe src="https://www.youtube.com/embed/abc"></iframe>{BLURB}', 0.0),
    # A word that only starts with the tag's name is no player.
    (f'<p class="x">A <videos> tag is not one.</p>{BLURB}', 0.0),
])
def test_a_player_beside_a_blurb(body, blurb):
    assert _evidence(body)["player_blurb"] == blurb


def test_a_page_given_as_blocks_without_its_source_has_no_player():
    from scrapy_articles.extraction.page.evidence import _player_blurb
    analysis = analyse(f'<html><body><video src="/m/1.mp4"></video>{BLURB}</body></html>', "https://a.example/v")
    assert analysis.page is not None and analysis.decision is not None
    assert _player_blurb(analysis.page.blocks, analysis.decision, None) == 0.0
    assert _player_blurb(analysis.page.blocks, analysis.decision, "<video src=x>") == 1.0


def _cards(n: int) -> str:
    return "".join(f'<div class="card"><h3><a href="/s/{i}">Council approves the budget for year {i}</a></h3>'
                   f'<p>A line of summary.</p></div>' for i in range(n))


def test_the_page_s_teaser_records_are_counted_kept_or_not():
    # A story beside a box of three related stories, a lead summary above a dozen cards, no cards.
    beside = _evidence(f"{STORY}<aside><div>{_cards(3)}</div></aside>")
    listing = _evidence(f"<main><p>{PARAGRAPH}</p><div>{_cards(12)}</div></main>")
    assert beside["page_records_log"] == pytest.approx(np.log1p(3))
    assert listing["page_records_log"] == pytest.approx(np.log1p(12))
    assert _evidence(STORY)["page_records_log"] == 0.0


@pytest.mark.parametrize("text, error", [
    # A soft 404 served with status 200, in the languages of the URL and title words.
    ("Sorry, we couldn't find that page. The page you are looking for may have been moved or deleted.", 1.0),
    ("Error 404: the page you requested does not exist on this site any more, try the search.", 1.0),
    ("Oups ! Page introuvable. Cette page n'existe plus ou a été déplacée.", 1.0),
    ("Die Seite wurde nicht gefunden. Bitte prüfen Sie die Adresse oder nutzen Sie die Suche.", 1.0),
    # A story about error pages and pages, without the error page's own words.
    ("The council's web page listed 404 complaints about the bridge; the front page of the report was missing.", 0.0),
])
def test_a_soft_404_is_read_from_the_kept_text(text, error):
    evidence = _evidence(f"<h1>Budget</h1><p>{text}</p><p>{PARAGRAPH * 2}</p>")
    assert evidence["error_text"] == error


@pytest.mark.parametrize("meta", ["Jane Okafor · 5 March 2024", "March 4, 2016 | Politics", "2024-03-05 — News",
                                  "By Jane Okafor", "12 March 2024"])
def test_a_cards_byline_and_date_in_one_line_is_a_meta_line(meta):
    # A listing's cards each carry the story's byline and date, often in one
    # line across a separator; an article's text keeps none of them.
    listing = _evidence("<main>" + "".join(
        f'<div class="card"><h2><a href="/n/{i}">Council story number {i} of the week told</a></h2>'
        f"<p>{PARAGRAPH}</p><p>{meta}</p></div>" for i in range(6)) + "</main>")
    assert listing["meta_lines_per_100_words"] > 1
    assert _evidence(STORY)["meta_lines_per_100_words"] == 0


@pytest.mark.parametrize("line", ["Jane Okafor, 5 March 2024, wrote to the council",  # a date inside a sentence
                                  "Ferry Lane · Kettleby", "Tickets | 5 March"])      # no date beside the separator
def test_a_short_line_without_a_card_date_is_no_meta_line(line):
    listing = _evidence("<main>" + "".join(
        f'<div class="card"><h2><a href="/n/{i}">Council story number {i} of the week told</a></h2>'
        f"<p>{PARAGRAPH}</p><p>{line}</p></div>" for i in range(6)) + "</main>")
    assert listing["meta_lines_per_100_words"] == 0


# The sample's readers in the forms that find things fastest: each must find what the plain
# spelling of its definition finds, on texts built from the characters those turn on (word
# starts after letters, digits, signs, apostrophes, non-ASCII letters and digits).
_PLAIN_WORD = re.compile(r"[a-z]+")
_PLAIN_PRICE = re.compile(r"[$€£]\s?\d|\d\s?(?:€|eur\b|zł)")
_PLAIN_ERROR_TEXT = re.compile(
    r"\bpage (?:you (?:are|were|'re) looking for|you requested|(?:was )?not found|(?:could|can)(?:n't|not) be found"
    r"|(?:does not|doesn't|no longer) exists?)|\b(?:couldn't|could not|can't|cannot) find (?:that|the|this) page\b"
    r"|\b(?:error 404|404 error|404 not found)\b|\bseite (?:wurde )?nicht gefunden\b|\bpage introuvable\b"
    r"|\bcette page n'existe\b|\bpagina non trovata\b|\bpágina no encontrada\b")
_SAMPLE_PIECES = ["page ", "pages ", "xpage ", "_page ", "épage ", "page", "página no encontrada", "pagina non trovata",
                  "you are looking for", "you requested", "was not found", "not found", "couldn't be found",
                  "cannot be found", "does not exist", "no longer exists", "introuvable", "couldn't find the page",
                  "can't find that page", "could not find this page", "cette page n'existe", "error 404", "404 error",
                  "404 not found", "4040", "٤04", "seite wurde nicht gefunden", "seite nicht gefunden", "s", "c", "e",
                  "$", "€", "£", "zł", "eur", "euro", "9", "٣", " ", "a", "z", "é", "’", "-", ".", "\n", "cookies",
                  "privacy", "sign", "x1", "q"]
_SAMPLE_TEXTS = st.lists(st.sampled_from(_SAMPLE_PIECES), max_size=14).map("".join)


@settings(derandomize=True, database=None, deadline=None, max_examples=1500)
@given(_SAMPLE_TEXTS)
def test_the_samples_readers_find_what_their_plain_spellings_find(text):
    from scrapy_articles.extraction.page.evidence import (_ERROR_TEXT, _NOT_A_TO_Z, _PRICE, _SERVICE_WORD_BYTES,
                                                          SERVICE_WORDS)
    words = text.encode("ascii", "replace").translate(_NOT_A_TO_Z).split()
    assert [word.decode("ascii") for word in words] == _PLAIN_WORD.findall(text)
    assert sum(map(_SERVICE_WORD_BYTES.__contains__, words)) == sum(map(SERVICE_WORDS.__contains__,
                                                                        _PLAIN_WORD.findall(text)))
    assert _PRICE.findall(text) == _PLAIN_PRICE.findall(text)
    assert (_ERROR_TEXT.search(text) is None) is (_PLAIN_ERROR_TEXT.search(text) is None)


@pytest.mark.parametrize("before, after, dated", [
    # The headline's date line, or the story's first line, dated: in English, German or numbers.
    ('<p class="meta">Published 4 March 2024</p>', "", 1.0),
    ('<p class="meta">March 4th, 2024 · Politics</p>', "", 1.0),
    ('<p class="meta">Von Anna Berg, 4. März 2024</p>', "", 1.0),
    ('<p class="meta">04.03.2024, 13:10 Uhr</p>', "", 1.0),
    ('<p class="meta">2024-03-04</p>', "", 1.0),
    # No date near the start: a firm's or a club's page; a year alone or a date far down is no dateline.
    ("", "", 0.0),
    ('<p class="meta">Since 1998</p>', "", 0.0),
    ("", f"<p>{PARAGRAPH * 2}</p>" * 6 + "<p>Updated 4 March 2024</p>", 0.0),
])
def test_a_dateline_is_a_full_date_where_the_kept_text_starts(before, after, dated):
    assert _evidence(f"<h1>Budget approved by the council</h1>{before}{f'<p>{PARAGRAPH * 2}</p>' * 4}{after}"
                     )["dateline"] == dated


def test_a_byline_is_evidence_of_a_dated_piece():
    story = f"<h1>Budget approved by the council</h1>{f'<p>{PARAGRAPH * 2}</p>' * 4}"
    author = '<meta name="author" content="Anna Berg">'
    assert _evidence(story, head=author)["has_author"] == 1.0
    assert _evidence(story)["has_author"] == 0.0


@pytest.mark.parametrize("url, named", [
    ("https://a.example/about-us", 1.0), ("https://a.example/leistungen/beratung.html", 1.0),
    ("https://a.example/wiki/Penny", 1.0), ("https://a.example/geschichte/", 1.0),
    # A date, an id, a headline's slug, a third segment, the front page: an article's or a listing's address.
    ("https://a.example/2024/03/budget", 0.0), ("https://a.example/news/story-4512", 0.0),
    ("https://a.example/council-approves-the-new-budget", 0.0), ("https://a.example/a/b/c", 0.0),
    ("https://a.example/", 0.0),
])
def test_a_url_that_names_a_page(url, named):
    assert _evidence(f"<h1>Budget</h1><p>{PARAGRAPH * 3}</p>", url=url)["url_name"] == named


def test_a_page_read_without_its_url_has_its_name_url_unknown():
    analysis = analyse(f"<html><body><h1>Budget</h1><p>{PARAGRAPH * 3}</p></body></html>")
    assert analysis.page_decision is not None and np.isnan(analysis.page_decision.evidence.named()["url_name"])
