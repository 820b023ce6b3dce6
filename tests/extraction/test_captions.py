"""Tests for captions.py: the folding of label text (what ad labels are compared as)."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scrapy_articles.extraction.images.captions import _label, is_ad_label


def reference_label(text: str) -> str:
    """The definition: casefolded, NFKD, only letters, digits and spaces, spaces collapsed."""
    text = unicodedata.normalize("NFKD", text.casefold())
    return " ".join("".join(c for c in text if c.isalnum() or c.isspace()).split())


@pytest.mark.parametrize(("text", "expected"), [
    ("Publicité :", "publicite"),
    ("ANZEIGE", "anzeige"),
    ("Pub_licidad\u00a0– scroll", "publicidad scroll"),  # "_" and the dash go, the no-break space splits
    ("\uff21\uff24\u3000\u5e83\u544a\u0663", "ad 広告٣"),  # full-width letters and space, CJK, Arabic digit
])
def test_label_folds_case_accents_and_punctuation(text, expected):
    assert _label(text) == expected == reference_label(text)


@settings(derandomize=True, database=None, deadline=None, max_examples=300)
@given(st.text(max_size=30))
def test_label_matches_the_definition(text):
    assert _label(text) == reference_label(text)


@pytest.mark.parametrize(("text", "expected"), [
    ("Publicité", True), ("Advertisement - scroll to continue", True), ("Ad", True),
    ("Ad-free reading", False), ("Photo: Reuters", False),
])
def test_ad_labels(text, expected):
    assert is_ad_label(text) is expected


@pytest.mark.parametrize("markup", [
    "<p>a<img src='/x.jpg'>b<br>c<span></span><i>d</i></p>"
    "<figure><img src='/y.jpg'><figcaption>e</figcaption></figure>",
    "<div>Adver<script>x</script>tisement<hr><span>f<b>g</b>h</span></div>",
])
def test_texts_are_the_text_nodes(markup):
    # _texts skips XPath for elements without child or text; empty text nodes carry no words either way
    from scrapy_articles.extraction.images.captions import _TEXTS, _texts
    from scrapy_articles.extraction.document.parse import parse, strip_invisible
    page = parse(f"<html><body>{markup}</body></html>")
    strip_invisible(page.root)
    for el in page.root.iter():
        assert [t for t in _texts(el) if t] == [t for t in _TEXTS(el) if t]


@pytest.mark.parametrize("empty, labelled", [(5, True), (100, False)])
def test_an_ad_label_marks_the_images_within_reach(empty, labelled):
    # Within AD_LABEL_REACH text chunks of the label (each image passed is one, its
    # empty tail): a column of ads under one label. Farther, a row of thousands of
    # images would each read every other one.
    from scrapy_articles.extraction.images.captions import AD_LABEL_REACH, is_ad_labelled
    from scrapy_articles.extraction.document.parse import parse
    assert 5 < AD_LABEL_REACH < 100
    images = "".join(f"<img src='/{i}.jpg'>" for i in range(empty))
    page = parse(f"<html><body><div><p>Advertisement</p>{images}<img src='/last.jpg'></div></body></html>")
    region = page.root.find(".//div")
    assert is_ad_labelled(region[-1], region) is labelled
