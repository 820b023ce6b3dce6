from hypothesis import given, settings
from hypothesis import strategies as st

from scrapy_articles.extraction.document.occurrences import occurrences


def test_every_word_found_in_order_of_place():
    assert occurrences("print\0blueprint\1druck", ("druck", "print")) == [0, 10, 16]
    assert occurrences("no stem here", ("print", "druck")) == []
    assert occurrences("", ("print",)) == []


def test_a_word_found_again_after_its_last_occurrence():
    # Searches resume after the word found: "aaaa" holds "aa" twice, not three times.
    assert occurrences("aaaa", ("aa",)) == [0, 2]
    # Two words may start at one place: that place is given once for each.
    assert occurrences("author", ("auth", "author")) == [0, 0]


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="abc\n", max_size=30), st.lists(st.text(alphabet="abc", min_size=1, max_size=3),
                                                           max_size=4))
def test_the_starts_of_each_word_as_a_scan_from_the_left_finds_them(text, words):
    expected = []
    for word in words:
        at = 0
        while at + len(word) <= len(text):
            if text.startswith(word, at):
                expected.append(at)
                at += len(word)
            else:
                at += 1
    assert occurrences(text, tuple(words)) == sorted(expected)
