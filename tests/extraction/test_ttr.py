import re

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scrapy_articles.extraction.content import ttr
from scrapy_articles.extraction.config import ExtractionConfig
from scrapy_articles.extraction.document.parse import parse, strip_invisible
from scrapy_articles.extraction.content.segment import segment

PAGE = """<html><head><title>t</title>
<script>var a = "lots of script text that is not content at all";</script>
</head><body>
<div><a href="/">Home</a> | <a href="/a">About</a> | <a href="/b">Contact</a></div>
<div><ul><li><a href="/1">One</a></li><li><a href="/2">Two</a></li></ul></div>
<p>The river rose three metres overnight and the council opened the flood gates before dawn.</p>
<p>Residents along the embankment were told to move their cars and valuables upstairs early.</p>
<p>Engineers said the new defences held, although water reached the top of the wall at noon.</p>
<div><a href="/x">Privacy</a> <a href="/y">Terms</a></div>
<div><a href="/c">Cookies</a></div>
<div><a href="/s">Sitemap</a></div>
<div><a href="/j">Jobs</a></div>
<div><a href="/k">Contact us</a></div>
</body></html>"""


def test_line_ratio_is_text_over_tags():
    numbers, ratios = ttr.line_ratios("<p>abcd</p>\n\nplain text\n<br>")
    # line 1: 4 chars / 2 tags; line 3: no tag, so its length; line 4: 0 / 1
    assert numbers.tolist() == [1, 3, 4]
    assert ratios.tolist() == [2.0, 9.0, 0.0]


# Algorithm 1 as the regular expressions first wrote it: the reference that
# line_ratios' per-character arrays must reproduce exactly.
ONE_LINE_TAG, TAG, SPACE = re.compile(r"<[^<>\n]*>"), re.compile(r"<[^<>]*>"), re.compile(r"[^\S\n]+")


def reference_line_ratios(source: str) -> tuple[list[int], list[float]]:
    blanked = ttr.blank_hidden(source)
    lines = blanked.split("\n")
    text = TAG.sub(lambda m: "\n" * m.group().count("\n"), ONE_LINE_TAG.sub("", blanked))
    chars = [len(line) for line in SPACE.sub("", text).split("\n")]
    numbers, ratios = [], []
    for number, (line, n_chars) in enumerate(zip(lines, chars), start=1):
        if line and not line.isspace():
            tags = line.count("<")
            numbers.append(number)
            ratios.append(n_chars / tags if tags else float(n_chars))
    return numbers, ratios


@pytest.mark.parametrize("source", [
    "", "\n", "<a <b> c>", "<a\n<b>\nc>d", "x<y\nz>w\n>", "<<<>>>", "a\u3000b\xa0<i>\x1c</i>\r\n",
    "<p\n class=x>text</p>\n<br>", "\ud800<b>\U0001f600</b>",
    "<a <b\n> c>", "<a\n>b<c\n<d>e>f",
    # No mark at all; a page opening with a break (the one empty line range).
    "abc", "\u3000 x", "\n<b>x</b>\n", "\n\nx\n",
])
def test_line_ratios_match_the_regular_expressions(source):
    numbers, ratios = ttr.line_ratios(source)
    assert (numbers.tolist(), ratios.tolist()) == reference_line_ratios(source)


@settings(derandomize=True, database=None, deadline=None, max_examples=1000)
@given(st.text(alphabet="<>\n a\u00e9\u3000\t\x85", max_size=40))
def test_line_ratios_match_the_regular_expressions_on_any_text(source):
    numbers, ratios = ttr.line_ratios(source)
    assert (numbers.tolist(), ratios.tolist()) == reference_line_ratios(source)


def test_space_table_is_python_whitespace():
    spaces = [c for c in range(0x110000) if chr(c).isspace()]
    assert spaces == [c for c in range(0x110000) if re.fullmatch(r"\s", chr(c))]
    codes = np.arange(0x110000, dtype=np.uint32)
    assert spaces == np.flatnonzero(ttr._IS_SPACE.take(codes, mode="clip")).tolist()


def test_text_starts_are_the_first_bytes_of_characters_other_than_space():
    # Every character, each once, in UTF-8: one mask entry per byte, true at
    # the first byte of each character that str.isspace() does not take.
    text = "".join(map(chr, range(0x110000)))
    data = text.encode("utf-8", "surrogatepass")
    units = np.frombuffer(data, dtype=np.uint8)
    firsts = np.cumsum([0] + [len(c.encode("utf-8", "surrogatepass")) for c in text[:-1]])
    expected = np.zeros(units.size, dtype=bool)
    expected[firsts] = [not c.isspace() for c in text]
    assert np.array_equal(ttr._text_starts(units, False), expected)
    ascii_part = units[:128]
    assert np.array_equal(ttr._text_starts(ascii_part, True), expected[:128])
    assert np.array_equal(ttr._text_starts(ascii_part, False), expected[:128])


def test_scripts_styles_and_comments_are_blanked_keeping_lines():
    source = "a\n<script>x\ny</script>b\n<!-- c\nd -->e\n<style>p{}</style>"
    blanked = ttr.blank_hidden(source)
    assert blanked.count("\n") == source.count("\n")
    assert "x" not in blanked and "c" not in blanked and "p{}" not in blanked
    assert blanked.replace("\n", "") == "abe"


@pytest.mark.parametrize(("source", "expected"), [
    ("a<SCRIPT type=x>b</Script >c<Style>d</STYLE>e", "ace"),
    # "İ" lowers to two characters: the blanking must not drift after it.
    ("\u0130\u0130<script>x</script>tail", "\u0130\u0130tail"),
    # Tag names match in ASCII case only: "ſcript" (long s) is no script.
    ("a<\u017fcript>b</script>c", "a<\u017fcript>b</script>c"),
    ("a<scripts>b</scripts>c", "a<scripts>b</scripts>c"),
])
def test_hidden_sections_match_in_ascii_case(source, expected):
    assert ttr.blank_hidden(source) == expected


def test_unclosed_script_blanks_to_the_end_in_linear_time():
    source = "<script>" * 20000 + "text"
    assert ttr.blank_hidden(source) == ""


def test_smoothing_is_a_truncated_moving_mean():
    values = np.array([0.0, 0.0, 10.0, 0.0, 0.0, 5.0])
    smoothed = ttr.smooth(values, 2)
    assert smoothed[0] == pytest.approx(10 / 3)
    assert smoothed[2] == pytest.approx(2.0)
    assert smoothed[5] == pytest.approx(5 / 3)


@pytest.mark.parametrize("clustering", ["threshold", "kmeans", "em"])
def test_ttr_keeps_the_paragraphs_and_drops_the_menus(clustering):
    page = parse(PAGE)
    strip_invisible(page.root)
    blocks = segment(page.root)
    config = ExtractionConfig(ttr_clustering=clustering)
    _, selected = ttr.select(page.source, blocks, config)
    kept = [t for t, s in zip(blocks.texts, selected) if s]
    assert any(t.startswith("The river rose") for t in kept)
    assert any(t.startswith("Engineers said") for t in kept)
    assert not any(t in ("Jobs", "Contact us", "Sitemap") for t in kept)
    if clustering == "threshold":
        assert "Home | About | Contact" not in kept


def test_kmeans_separates_two_obvious_groups():
    values = np.array([1.0, 1.2, 0.9, 50.0, 52.0, 1.1])
    labels = ttr.kmeans_1d(values, 2)
    assert len(set(labels[[3, 4]])) == 1 and labels[3] != labels[0]


def test_range_max_matches_slices():
    rng = np.random.default_rng(7)
    values = rng.random(37)
    first = rng.integers(0, 37, 200)
    last = np.minimum(first + rng.integers(0, 12, 200), 36)
    expected = [values[a:b + 1].max() for a, b in zip(first, last)]
    assert ttr.range_max(values, first, last).tolist() == expected
    # One value; ranges in any order, overlapping, ending at the last value.
    assert ttr.range_max(np.array([3.0]), np.array([0, 0]), np.array([0, 0])).tolist() == [3.0, 3.0]
    values = np.array([1.0, 5.0, 2.0, 4.0])
    assert ttr.range_max(values, np.array([3, 0, 2, 1]), np.array([3, 3, 2, 2])).tolist() == [4.0, 5.0, 2.0, 5.0]


@pytest.mark.parametrize("size", [0, 1, 2, 7, 300])
def test_steps_are_numpy_differences_with_ends(size: int) -> None:
    values = np.sort(np.random.default_rng(size).integers(0, 1000, size))
    np.testing.assert_array_equal(ttr._steps(values, 0, 1000), np.diff(values, prepend=0, append=1000))


@pytest.mark.parametrize("radius", [0, 1, 2, 3])
@pytest.mark.parametrize("size", [1, 2, 3, 4, 5, 6, 9])
def test_smoothing_is_the_truncated_window_mean_whatever_the_page_length(size: int, radius: int) -> None:
    """Also on pages with fewer lines than the window (np.convolve's "same" mode returned the window's length)."""
    values = np.random.default_rng(size * 10 + radius).random(size)
    expected = [values[max(i - radius, 0):i + radius + 1].mean() for i in range(size)]
    np.testing.assert_allclose(ttr.smooth(values, radius), expected, rtol=1e-12)
