import numpy as np
import pytest

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


def _evidence(body: str) -> dict[str, float]:
    analysis = analyse(f"<html><head><title>T</title></head><body>{body}</body></html>", "https://a.example/x")
    assert analysis.page_decision is not None
    return analysis.page_decision.evidence.named()


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
