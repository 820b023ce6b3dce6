"""Tests for features.py: the per-block text counts behind the shallow features.

``text_counts`` reads ASCII text through class letters and the rest through
regular expressions; both must give the counts of the plain definitions
below (the boilerpipe-style patterns the features were trained with).
"""

from __future__ import annotations

import re

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scrapy_articles.extraction.content import features
from scrapy_articles.extraction.content.features import refine_features, text_counts, window_sum, with_neighbours

# The definitions, written the obvious way (one pattern per count).
REFERENCE = (
    re.compile(r"(?<![.!?\u3002\uff01\uff1f])[.!?\u3002\uff01\uff1f]+(?:\s|$)"),
    re.compile(r"\b[^\W\d_a-z]\w*"),
    re.compile(r"\b[^\W\d_a-z]{2,}\b"),
    re.compile(r"\b[a-z]"),
    re.compile(r"\b(?:\d{1,4}[-./]\d{1,2}[-./]\d{1,4}|\d{1,2}:\d{2}|(?:19|20)\d{2})\b"),
)
DERANDOMIZED = settings(derandomize=True, database=None, deadline=None, max_examples=400)
# Characters that exercise every class: cases, digits, underscore, marks,
# separators, a non-ASCII letter, digit, digit-like sign, sentence mark and space.
ALPHABET = "aZbY09_ .!?:-/\u00e9\u0663\u00b2\u3002\u4e2d\u3000\n"


def reference_counts(text: str) -> list[int]:
    return [len(pattern.findall(text)) for pattern in REFERENCE]


@pytest.mark.parametrize(("text", "expected"), [
    ("", [0, 0, 0, 0, 0]),
    ("The NASA probe left. It flew!", [2, 3, 1, 3, 0]),
    ("wait... what?! ok", [2, 0, 0, 3, 0]),
    ("Posted 2012-07-24 at 12:11, in 1999 and 2150", [0, 1, 0, 3, 3]),
    ("x1999 1999x _1999 24.07.2012 7/24/12", [0, 0, 0, 1, 2]),
    ("A B CD e_F G9 HI_ J", [0, 6, 1, 1, 0]),
        # Any letter outside a-z is a capital; "。" ends no sentence without a space.
    ("Ärger ÜBER élan 東京。次", [0, 5, 2, 0, 0]),
    ("\u0661\u0669\u0669\u0669 1999", [0, 0, 0, 0, 1]),
    # "²" is a word character but no decimal digit: "²y" counts as capitalised.
    ("x\u00b2 \u00b2y", [0, 1, 0, 1, 0]),
])
def test_text_counts_on_known_texts(text, expected):
    assert text_counts((text,)).tolist() == [expected]
    assert reference_counts(text) == expected


@DERANDOMIZED
@given(st.lists(st.text(alphabet=ALPHABET, max_size=40), max_size=4))
def test_text_counts_match_the_definitions(texts):
    expected = np.array([reference_counts(t) for t in texts], dtype=np.float64).reshape(len(texts), 5)
    np.testing.assert_array_equal(text_counts(tuple(texts)), expected)


@DERANDOMIZED
@given(st.text(alphabet=st.characters(max_codepoint=127), max_size=60))
def test_ascii_text_counts_match_the_definitions(text):
    assert text_counts((text,)).tolist() == [reference_counts(text)]


def test_refine_features_read_probabilities_per_container():
    # Blocks 0 and 1 share container 5; block 2 has none and reads its own values.
    n_words, ancestors, p = np.array([1, 3, 0]), np.array([[5], [5], [-1]]), np.array([0.5, 1.0, 0.2])
    x, names = refine_features(n_words, ancestors, p)
    columns = dict(zip(names, x.T))
    content = 0.5 * 2 + 1.0 * 4 + 0.2 * 1  # probability times (words + 1)
    np.testing.assert_allclose(columns["anc0_p1_mean"], [5 / 6, 5 / 6, 0.2])
    np.testing.assert_allclose(columns["anc0_p1_share"], [5 / content, 5 / content, 0.2 / content])


@pytest.mark.parametrize("radius", [0, 1, 2, 9])
def test_window_sums_of_columns_are_each_columns_alone(radius: int) -> None:
    """context_features sums its window columns in one call: each must be the sum of that column alone."""
    values = np.random.default_rng(radius).random((12, 3))
    together = window_sum(values, radius)
    for j in range(values.shape[1]):
        alone = window_sum(values[:, j].copy(), radius)
        np.testing.assert_array_equal(together[:, j], alone)
        np.testing.assert_allclose(alone, [values[max(i - radius, 0):i + radius + 1, j].sum() for i in range(12)])


@pytest.mark.parametrize("rows", [0, 1, 2, 5])
def test_neighbour_columns_are_the_previous_and_next_rows(rows: int) -> None:
    matrix = np.arange(rows * 2, dtype=np.float64).reshape(rows, 2) + 1.0
    full, names = with_neighbours(matrix, ["a", "b"])
    assert names == ["a", "b", "prev_a", "prev_b", "next_a", "next_b"]
    zero = np.zeros((1, 2))
    previous = np.vstack([zero, matrix[:-1]])[:rows]
    following = np.vstack([matrix[1:], zero])[-rows:] if rows else np.zeros((0, 2))
    np.testing.assert_array_equal(full, np.hstack([matrix, previous, following]))


def test_non_ascii_classes_are_each_characters_class() -> None:
    """The runs over sorted code points give every character the class _char_class gives it,
    whatever the order, the repeats and the gaps of the code points read."""
    codes = np.arange(int(features._FIRST_NON_ASCII), 0x110000, dtype=np.uint32)  # surrogates included
    expected = np.array([features._char_class(chr(code)) for code in codes.tolist()], dtype=np.int8)
    np.testing.assert_array_equal(features._non_ascii_classes(codes), expected)
    picked = np.random.default_rng(0).choice(codes.size, 5000)  # repeats, out of order
    np.testing.assert_array_equal(features._non_ascii_classes(codes[picked]), expected[picked])


@DERANDOMIZED
@given(st.lists(st.text(max_size=30), max_size=3))
def test_text_counts_match_the_definitions_on_any_characters(texts):
    expected = np.array([reference_counts(t) for t in texts], dtype=np.float64).reshape(len(texts), 5)
    np.testing.assert_array_equal(text_counts(tuple(texts)), expected)


# A page of the kinds modern news sites serve: a JSON-LD article body, a
# microdata body, a story <article>, a second <article> of teaser cards
# (alike records), and a ticker repeated at top and bottom.
MODERN_PAGE = """<html><head><script type="application/ld+json">
{"@type": "NewsArticle", "headline": "Ferry",
 "articleBody": "The ferry will sail again on Monday, the council said.\\n<p>Repairs took\\u00a0three weeks &amp; cost more.</p>"}
</script></head><body>
<div class="ticker">Markets close higher on Friday afternoon</div>
<article><h1>Ferry back</h1><div itemprop="articleBody">
<p>The ferry will sail again on Monday, the council said.</p>
<p>Repairs took three weeks &amp; cost more.</p></div>
<figure><img src="f.jpg"><figcaption>The ferry in the harbour</figcaption></figure></article>
<article class="more"><div class="card"><h3>Bridge closes for repairs</h3><p>Traffic goes round.</p></div>
<div class="card"><h3>Library opens late in summer</h3><p>Hours are longer.</p></div></article>
<div class="ticker">Markets close higher on Friday afternoon</div>
</body></html>"""


def modern_features() -> tuple[list[str], dict[str, list[float]]]:
    from scrapy_articles.extraction.document.parse import parse, strip_invisible
    from scrapy_articles.extraction.content.segment import segment

    page = parse(MODERN_PAGE)
    assert page is not None
    strip_invisible(page.root)
    blocks = segment(page.root)
    matrix, names = features.structure_features(blocks, page.source)
    assert matrix.shape == (len(blocks), len(names))
    return list(blocks.texts), {name: matrix[:, k].tolist() for k, name in enumerate(names)}


def test_structure_features_of_a_modern_page() -> None:
    texts, columns = modern_features()
    assert texts == ["Markets close higher on Friday afternoon", "Ferry back",
                     "The ferry will sail again on Monday, the council said.", "Repairs took three weeks & cost more.",
                     "The ferry in the harbour", "Bridge closes for repairs", "Traffic goes round.",
                     "Library opens late in summer", "Hours are longer.", "Markets close higher on Friday afternoon"]
    assert columns["in_first_article"] == [0, 1, 1, 1, 1, 0, 0, 0, 0, 0]
    assert columns["in_later_article"] == [0, 0, 0, 0, 0, 1, 1, 1, 1, 0]
    assert columns["page_log_articles"] == [np.log(3)] * 10
    assert columns["in_itemprop_body"] == [0, 0, 1, 1, 0, 0, 0, 0, 0, 0]
    assert columns["page_itemprop_body"] == [1] * 10
    # Markup and entities of the declared body read as text; "Ferry back" is under MIN_EVIDENCE_CHARS.
    assert columns["in_jsonld_body"] == [0, 0, 1, 1, 0, 0, 0, 0, 0, 0]
    body = features.declared_body(MODERN_PAGE)
    assert body == ("The ferry will sail again on Monday, the council said. Repairs took three weeks & cost more.")
    assert columns["jsonld_body_found"] == [(54 + 37) / len(body)] * 10
    assert columns["repeated_text"] == [1, 0, 0, 0, 0, 0, 0, 0, 0, 1]
    # The teaser cards: two alike div.card records (their h3 and p are the holders, the cards their parents).
    assert columns["anc1_log_alike"][5:9] == [np.log(2)] * 4
    assert columns["anc1_log_alike"][2:4] == [0, 0]  # the story's container is one of a kind
    assert columns["anc0_log_alike"][2:4] == [np.log(2)] * 2  # ...its paragraphs are alike, as any are


@pytest.mark.parametrize(("source", "body"), [
    ("", ""), ("<p>no declaration</p>", ""), ('<div itemprop="articleBody">x</div>', ""),
    ('{"articleBody": 12}', ""), ('{"articleBody": "cut off', ""), ('{"articleBody" : "a\\nb  c"}', "a b c"),
])
def test_declared_body_of_sources(source: str, body: str) -> None:
    assert features.declared_body(source) == body


def test_auto_features_are_the_parts_side_by_side() -> None:
    """auto_features writes each part into its columns of one matrix: the same as the parts joined."""
    from scrapy_articles.extraction.content.segment import segment
    from scrapy_articles.extraction.document.parse import parse, strip_invisible

    page = parse(MODERN_PAGE)
    assert page is not None
    strip_invisible(page.root)
    blocks = segment(page.root)
    parts = [features.shallow_features(blocks), features.density_features(blocks),
             features.context_features(blocks), features.structure_features(blocks, page.source)]
    joined = features.auto_features(blocks, page.source)
    np.testing.assert_array_equal(joined, np.hstack([matrix for matrix, _ in parts]))
    assert features.AUTO_NAMES == [name for _, names in parts for name in names]
    assert joined.shape == (len(blocks), len(features.AUTO_NAMES)) and len(blocks) > 2
