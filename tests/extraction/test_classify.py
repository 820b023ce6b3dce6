"""Tests for classify.py: the MSS tokens behind the token naive Bayes."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scrapy_articles.extraction.classify import _tokens

DERANDOMIZED = settings(derandomize=True, database=None, deadline=None, max_examples=300)


def reference_tokens(text: str) -> list[str]:
    """The definition: word runs of the lower-cased text, every digit as "0"."""
    return re.findall(r"\w+", re.sub(r"\d", "0", text.lower()))


@pytest.mark.parametrize(("text", "expected"), [
    ("", []),
    ("The Year 2024, isn't it?", ["the", "year", "0000", "isn", "t", "it"]),
    ("snake_case x-y", ["snake_case", "x", "y"]),
    ("Straße \u0663\u0664 \u6771\u4eac", ["straße", "00", "\u6771\u4eac"]),
])
def test_tokens_on_known_texts(text, expected):
    assert _tokens(text) == expected == reference_tokens(text)


@DERANDOMIZED
@given(st.text(alphabet=st.characters(max_codepoint=127), max_size=60))
def test_ascii_tokens_match_the_definition(text):
    assert _tokens(text) == reference_tokens(text)


@DERANDOMIZED
@given(st.text(max_size=40))
def test_any_tokens_match_the_definition(text):
    assert _tokens(text) == reference_tokens(text)
