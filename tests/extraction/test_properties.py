"""Properties of ``extract`` over generated hostile HTML (hypothesis).

For any HTML-ish string (tags, attributes, unicode text, control characters,
entities, markup debris) and any bytes: ``extract`` does not raise, every word
of the article occurs in the page's visible text, the article HTML is
well-formed and inert, and the same input gives the same article. The profile
is derandomized so that CI sees the same examples on every run.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scrapy_articles.extraction import ExtractionConfig, extract
from tests.hostile.properties import (algorithm_params, check_all, check_html_is_inert,
                                      check_words_come_from_page, documents)

# The strategies' own repr is long; hypothesis warns about it when it reports.
pytestmark = pytest.mark.filterwarnings("ignore::hypothesis.errors.HypothesisWarning")
URL = "https://example.com/news/2024/story.html"
# The method that reads no trained model, and the default one, which reads
# them all (skipped, with the reason, while they are not installed).
ALGORITHMS = algorithm_params(("ttr", "auto"))
DETERMINISTIC = settings(derandomize=True, database=None, deadline=None, max_examples=80,
                         suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
# A small max_chars and max_elements: generated pages cross the limits too.
TIGHT = ExtractionConfig(max_chars=400, max_elements=40)


@pytest.mark.slow
@pytest.mark.parametrize("algorithm", ALGORITHMS)
@DETERMINISTIC
@given(markup=documents(), url=st.sampled_from([URL, None]))
def test_extract_keeps_every_property_on_any_html(algorithm, markup, url):
    check_all(markup, url, algorithm)


@pytest.mark.slow
@pytest.mark.parametrize("algorithm", ALGORITHMS)
@settings(DETERMINISTIC, max_examples=50)
@given(markup=documents())
def test_properties_hold_at_the_limits(algorithm, markup):
    check_all(markup, URL, algorithm, TIGHT)


@pytest.mark.parametrize("algorithm", ALGORITHMS)
@settings(DETERMINISTIC, max_examples=60)
@given(data=st.binary(max_size=2048), charset=st.sampled_from(["", "utf-8", "shift_jis", "utf-16", "rot13"]))
def test_any_bytes_give_an_inert_article(algorithm, data, charset):
    markup = f'<meta charset="{charset}">'.encode() + data if charset else data
    article = extract(markup, URL, algorithm=algorithm)
    check_html_is_inert(article)
    check_words_come_from_page(article, markup, URL, ExtractionConfig())


@pytest.mark.slow
@settings(DETERMINISTIC, max_examples=50)
@given(markup=documents())
def test_utf8_bytes_and_text_of_the_same_page_give_the_same_article(markup):
    text = markup.encode("utf-8", "replace").decode("utf-8")
    assert (extract(b"\xef\xbb\xbf" + text.encode("utf-8"), URL, algorithm="ttr").to_dict()
            == extract(text, URL, algorithm="ttr").to_dict())
