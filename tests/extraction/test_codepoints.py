"""Tests for codepoints.py: code_points reads a text as its UTF-32 encoding does."""

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from scrapy_articles.extraction.document.codepoints import code_points

# Any code point, lone surrogates and NUL included; and pieces at the edges of the planes.
CHARACTERS = st.characters(min_codepoint=0, max_codepoint=0x10FFFF, blacklist_categories=())
PIECES = ["", "\x00", "a", "\u00e9", "\ud800", "\udfff", "\ud83d\ude00", "\U0001f600", "\uffff", "\U0010ffff"]


@settings(derandomize=True, database=None, deadline=None, max_examples=500)
@given(st.text(alphabet=CHARACTERS, max_size=50) | st.lists(st.sampled_from(PIECES)).map("".join))
def test_code_points_are_the_utf32_encoding(text):
    expected = np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype=np.uint32)
    codes = code_points(text)
    assert codes.dtype == np.uint32 and codes.tolist() == expected.tolist()
