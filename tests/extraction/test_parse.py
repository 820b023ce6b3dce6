"""Stage 1, parse: decoding, cleaning, limits and depth, on small hand-made pages."""

from __future__ import annotations

import codecs
import re
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lxml import etree, html

from scrapy_articles.extraction.document.parse import (BINARY_SHARE, MAX_ATTRIBUTE_CHARS, MAX_DEPTH, SNIFF_CHARS, TOO_LONG,
                                              clean_source, decode, is_binary, parse, shallow_source,
                                              strip_invisible)

ACCENTED = "Caf\u00e9 \u201cquoted\u201d \u2013 na\u00efve"
CYRILLIC = "\u0441\u043b\u043e\u0432\u043e"
JAPANESE = "\u65e5\u672c\u8a9e"


def page(charset_tag: str, text: str, encoding: str) -> bytes:
    return f"<html><head>{charset_tag}</head><body><p>{text}</p></body></html>".encode(encoding)


@pytest.mark.parametrize("data, declared, expected", [
    # Byte-order marks win, and UTF-16 is recognised by its first tag without one.
    (codecs.BOM_UTF8 + "<p>caf\u00e9</p>".encode(), "iso-8859-1", "<p>caf\u00e9</p>"),
    ("\ufeff<p>caf\u00e9</p>".encode("utf-16-le"), None, "<p>caf\u00e9</p>"),
    ("\ufeff<p>caf\u00e9</p>".encode("utf-16-be"), None, "<p>caf\u00e9</p>"),
    ("<p>caf\u00e9</p>".encode("utf-16-le"), None, "<p>caf\u00e9</p>"),
    ("<p>caf\u00e9</p>".encode("utf-16-le"), "utf-16le", "<p>caf\u00e9</p>"),
    # ISO-8859-1 and ASCII read as windows-1252, as browsers do.
    (page('<meta charset="iso-8859-1">', ACCENTED, "cp1252"), None, ACCENTED),
    (page('<meta charset="us-ascii">', ACCENTED, "cp1252"), None, ACCENTED),
    # A declared UTF-8 the bytes are not, no charset at all: windows-1252.
    (page('<meta charset="utf-8">', ACCENTED, "cp1252"), None, ACCENTED),
    (page("", ACCENTED, "cp1252"), None, ACCENTED),
    # Valid UTF-8 wins over a declared ASCII-compatible legacy charset.
    (page('<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1">', ACCENTED, "utf-8"),
     None, ACCENTED),
    (page("", ACCENTED, "utf-8"), "iso-8859-1", ACCENTED),
    # Legacy charsets from <meta>, from the XML declaration, from outside.
    (page('<meta charset="koi8-r">', CYRILLIC, "koi8-r"), None, CYRILLIC),
    (page('<meta charset="shift_jis">', JAPANESE, "shift_jis"), None, JAPANESE),
    (b'<?xml version="1.0" encoding="koi8-r"?>' + page("", CYRILLIC, "koi8-r"), None, CYRILLIC),
    (page("", CYRILLIC, "cp1251"), "windows-1251", CYRILLIC),
    (page('<meta charset="windows-874">', "\u0e44\u0e17\u0e22", "cp874"), None, "\u0e44\u0e17\u0e22"),
    # A <meta> claiming UTF-16 in bytes readable as ASCII is UTF-8.
    (page('<meta charset="utf-16">', ACCENTED, "utf-8"), None, ACCENTED),
    # Labels that are no web encoding (some not even text codecs) are ignored.
    *[(page(f'<meta charset="{label}">', ACCENTED, "utf-8"), None, ACCENTED)
      for label in ("rot13", "base64", "hex", "zlib", "undefined", "unicode_escape", "utf-7", "idna",
                    "no-such-charset")],
    (page("", ACCENTED, "utf-8"), "utf\x008", ACCENTED),
])
def test_decode(data, declared, expected):
    assert expected in decode(data, declared)


@pytest.mark.parametrize("data, expected", [
    # Mostly valid UTF-8 with a few bad bytes stays UTF-8, bad bytes replaced.
    ("<p>d\u00e9j\u00e0 vu, cr\u00e8me br\u00fbl\u00e9e \u2014 ".encode() + b"\xff end</p>",
     "d\u00e9j\u00e0 vu, cr\u00e8me br\u00fbl\u00e9e \u2014 \ufffd end"),
    # Mostly invalid: a legacy single-byte page.
    (b"<p>caf\xe9 na\xefve \x93quoted\x94 \xe2\x80\x94</p>", "caf\u00e9 na\u00efve \u201cquoted\u201d \u00e2\u20ac\u201d"),
])
def test_decode_weighs_utf8_against_replacements(data, expected):
    assert expected in decode(data)


def test_decode_cut_inside_a_character_loses_only_that_character():
    data = ("<p>" + "\u00e9" * 10 + "</p>").encode()
    assert decode(data, max_bytes=8) == "<p>\u00e9\u00e9"  # 3 + 2 + 2 + 1 bytes: the last é is cut


@pytest.mark.parametrize("source, expected", [
    ("a\x00b\x01c\x1bd\x0be\x0cf\tg\nh\ri", "a b c d e f\tg\nh\ri"),
    ("lone \ud800 surrogate \udfff", "lone \ufffd surrogate \ufffd"),
    ("not \ufffe characters \uffff", "not \ufffd characters \ufffd"),
    ("&#0;&#1;&#x1b;&#xFFFE;&#xffff;&#xD800;&#57343;&#x110000;&#99999999999999999999;",
     "\ufffd" * 9),
    ("&#9;&#10;&#13;&#233;&#xe9;&#x1F600;&#128;&#150;&#x10FFFF;&#0000000000233;",
     "&#9;&#10;&#13;&#233;&#xe9;&#x1F600;&#128;&#150;&#x10FFFF;&#0000000000233;"),
    ("&#1 and &#x1", "\ufffd and \ufffd"),
    ('<?xml version="1.0" encoding="utf-8"?><p>x</p>', "<p>x</p>"),
    ('\ufeff \n<?xml version="1.0"?>\n<?xml encoding="latin-1"?><p>x</p>', "<p>x</p>"),
    ('<?xml version="1.0"' + " " * 300 + 'encoding="utf-8"?><p>x</p>', "<p>x</p>"),
    ("<p>a <?xml version='1.0'?> b</p>", "<p>a <?xml version='1.0'?> b</p>"),
    ("<html><body><p>a</p></BODY></html >\n<p>after</p>", "<html><body><p>a</p>\n<p>after</p>"),
])
def test_clean_source(source, expected):
    assert clean_source(source) == (expected, expected.encode("utf-8"))  # the bytes follow every substitution


def cleaned_by_definition(source: str) -> str:
    """clean_source with every substitution run: the searches that skip them must change nothing."""
    from scrapy_articles.extraction.document.parse import (_CHAR_REF, _CONTROL_CHARS, _DOCUMENT_END, _NON_CHARACTERS,
                                                  _XML_DECLARATION, _char_ref)
    source = _DOCUMENT_END.sub("", _XML_DECLARATION.sub("", source))
    source = _NON_CHARACTERS.sub("\ufffd", _CONTROL_CHARS.sub(" ", source))
    return _CHAR_REF.sub(_char_ref, source)


# Controls, surrogates, non-characters, Hangul (0xED lead bytes, not
# surrogates), references and end tags, alone or together.
@settings(derandomize=True, database=None, deadline=None, max_examples=500)
@given(st.lists(st.sampled_from(["a", "\u00e9", "\u4e2d", "\U0001f600", "\ud000", "\ud7ff", "\ud800", "\udbff",
                                 "\udc00", "\udfff", "\ue000", "\ufffe", "\uffff", "\t", "\n", "\r", "\x00",
                                 "\x01", "\x0b", "\x1f", "&#1;", "&#233;", "&#xD800;", "</body>", "</HTML >",
                                 "</Body\t>", "</htm", "</b>", "</h1>", "<\x0fbody>", "</", "<"]),
                max_size=40).map("".join))
def test_clean_source_skips_only_substitutions_that_change_nothing(source):
    expected = cleaned_by_definition(source)
    assert clean_source(source) == (expected, expected.encode("utf-8"))


def text_of(markup: str | bytes, **kwargs) -> str:
    parsed = parse(markup, **kwargs)
    strip_invisible(parsed.root)
    return " ".join(" ".join(parsed.root.itertext()).split())


@pytest.mark.parametrize("markup", ["", " \n\t ", b"", b"\r\n", "\x00\x00", "<!-- only a comment -->"])
def test_no_document_is_none_or_empty(markup):
    parsed = parse(markup)
    assert parsed is None or not parsed.root.text_content().strip()


@pytest.mark.parametrize("markup", [
    '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><p>a &xxe; b</p>',
    '<!DOCTYPE x [<!ENTITY % pe SYSTEM "file:///etc/passwd"> %pe;]><p>a b</p>',
    '<!DOCTYPE l [<!ENTITY l "lol"><!ENTITY l2 "&l;&l;&l;&l;&l;&l;&l;&l;">]><p>a &l2; b</p>',
])
def test_entities_declared_in_a_dtd_stay_inert(markup):
    text = text_of(markup)
    assert "root:" not in text and "lollol" not in text
    assert "a" in text and "b" in text


def test_max_chars_cuts_the_source_and_says_so():
    markup = "<p>" + "word " * 100 + "</p>"
    assert parse(markup, max_chars=len(markup)).truncated is None
    cut = parse(markup, max_chars=50)
    assert cut.truncated == TOO_LONG
    assert len(cut.source) == 50


def test_bytes_far_over_max_chars_are_cut_before_decoding():
    assert parse(("<p>" + "\u00e9" * 1000 + "</p>").encode(), max_chars=10).truncated == TOO_LONG


def test_long_attribute_values_are_emptied_and_the_text_after_them_kept():
    data_uri = "data:image/png;base64," + "A" * MAX_ATTRIBUTE_CHARS
    markup = f'<p>before <img src="{data_uri}" alt="kept"> after</p>' + "<p>tail</p>"
    parsed = parse(markup, max_chars=MAX_ATTRIBUTE_CHARS // 2)
    assert parsed.truncated is None
    img = parsed.root.find(".//img")
    assert img.get("src") == "" and img.get("alt") == "kept"
    assert text_of(markup, max_chars=MAX_ATTRIBUTE_CHARS // 2) == "before after tail"


def depth(root) -> int:
    return max(sum(1 for _ in el.iterancestors()) for el in root.iter())


# Past 2048 levels libxml2 gives up and the page is parsed again with the deep
# tags removed: scripts there still go, but a hidden attribute goes with its tag.
@pytest.mark.parametrize("levels, hidden", [(MAX_DEPTH + 10, ""), (3_000, "hidden too "), (10_000, "hidden too ")])
def test_deep_pages_keep_their_text_and_stay_shallow(levels, hidden):
    markup = ("<html><body>" + "<div><span>" * levels + "deep<script>hidden()</script>"
              + "<span hidden>hidden too</span>" + "</span></div>" * levels + "<p>after</p></body></html>")
    parsed = parse(markup)
    assert parsed.truncated is None
    assert depth(parsed.root) <= MAX_DEPTH
    assert text_of(markup) == f"deep {hidden}after"


def test_flattened_levels_still_separate_words():
    markup = "<body>" + "<div>" * (MAX_DEPTH + 5) + "<p>one</p><p>two</p>" + "</div>" * (MAX_DEPTH + 5)
    assert text_of(markup) == "one two"


@pytest.mark.parametrize("source, expected", [
    ("<a><b><c>x</c></b></a>", "<a><b> x </b></a>"),
    ("<a><br><img><b><c>x</c></b></a>", "<a><br><img><b> x </b></a>"),
    ("<a><b><script><c>x</c></script></b></a>", "<a><b> </b></a>"),
    ("<a><!-- <b><c> --><b>x</b></a>", "<a><!-- <b><c> --><b>x</b></a>"),
    ("</x></y><a><b><c>x</c></b></a>", "</x></y><a><b> x </b></a>"),
])
def test_shallow_source_drops_tags_past_the_depth(source, expected):
    assert shallow_source(source, max_depth=2) == expected


def test_text_after_the_end_of_html_is_kept():
    assert text_of("<html><body><p>a</p></body></html><p>after</p>") == "a after"


def test_every_text_and_attribute_of_a_hostile_tree_serialises_as_xml():
    markup = ('<p title="&#1;\x01\ud800\uffff">a\x00&#xFFFE;b\ud800c&#0;</p>'
              '<a href="&#x1b;javascript:x">\x0bd</a>')
    root = parse(markup).root
    etree.fromstring(etree.tostring(root))


def test_strip_invisible_keeps_the_text_after_removed_elements():
    parsed = parse("<body><p>a<script>x()</script>b<span hidden>c</span>d"
                   "<div aria-hidden='true'>e</div>f<noscript>g</noscript>h</p></body>")
    strip_invisible(parsed.root)
    assert parsed.root.text_content() == "abdfh"


@pytest.mark.parametrize("markup, expected", [
    ("<p>b<span style='DISPLAY: None'>c</span>d<i style='color: red'>e</i></p>", "bde"),
    ("<p>b<span style='visibility : hidden'>c</span>d</p>", "bd"),
    # several hiding attributes on one element, and hidden elements inside hidden ones
    ("<p>b<span hidden aria-hidden='true' style='display:none'>c<i hidden>x</i></span>d</p>", "bd"),
    ("<p>b<span aria-hidden='false' style='display: block'>c</span>d</p>", "bcd"),
])
def test_strip_invisible_reads_hiding_attributes(markup, expected):
    parsed = parse(f"<html><body>{markup}</body></html>")
    strip_invisible(parsed.root)
    assert parsed.root.text_content() == expected


def test_hiding_attributes_on_body_keep_the_page():
    parsed = parse("<html style='display:none'><body hidden style='display:none'><p>text</p></body></html>")
    strip_invisible(parsed.root)
    assert parsed.root.text_content() == "text"


@pytest.mark.parametrize("sample, expected", [
    ("<p>" + "word " * 100 + "</p>", False),
    ("\x00\x01\x02" * 10 + "a" * 500, True),  # 30 of 530 characters: over 5%
    ("\x00" * 20 + "a" * 500, False),  # 20 of 520: under
    ("\ud800" * 50 + "\x01" * 5 + "a" * 50, False),  # lone surrogates are read, not counted
    ("\u00e9" * 200 + "\x1f" * 12, True),  # characters counted, not UTF-8 bytes: 12 of 212
    ("a" * SNIFF_CHARS + "\x00" * SNIFF_CHARS, False),  # only the first SNIFF_CHARS are read
    ("\t\n\x0c\r\x1b" * 40 + "a" * 100, False),  # tab, line breaks, form feed and escape are text
    # Over 5% C0 controls in all: only the binary ones count (20 of 560, then 40 of 580).
    ("\n\t" * 20 + "\x01" * 20 + "a" * 500, False),
    ("\n\t" * 20 + "\x01" * 40 + "a" * 500, True),
    ("\U0001f600\u4e2d" * 100 + "\x1a" * 16, True),  # units of wide characters are never controls: 16 of 216
    # Text-like file formats, by their signatures: a PDF's objects read as a paragraph of words.
    ("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj " + "word " * 100, True),
    ("%!PS-Adobe-3.0\n/Times-Roman findfont 12 scalefont setfont " + "word " * 100, True),
    ("<p>%PDF-1.4 is the version we ship.</p>" + "word " * 100, False),
])
def test_is_binary_counts_control_characters(sample, expected):
    assert is_binary(sample) is expected
    if sample.isascii():
        assert is_binary(sample.encode("ascii")) is expected


# The definition is_binary counts faster: the share of binary characters
# (WHATWG MIME Sniffing's binary data bytes) among the first SNIFF_CHARS.
BINARY_CHARACTER = re.compile("[\x00-\x08\x0b\x0e-\x1a\x1c-\x1f]")


def binary_by_definition(sample: str) -> bool:
    head = sample[:SNIFF_CHARS]
    return len(BINARY_CHARACTER.findall(head)) > BINARY_SHARE * len(head)


# Text controls, binary ones, plain and wide characters, lone surrogates: mixes
# on both sides of the share, with and without many text controls.
@settings(derandomize=True, database=None, deadline=None, max_examples=300)
@given(st.lists(st.sampled_from(["a", "word ", "\u00e9", "\u4e2d", "\U0001f600", "\ud800", "\t", "\n", "\r",
                                 "\x0c", "\x1b", "\x00", "\x01", "\x1f"]), max_size=120).map("".join))
def test_is_binary_agrees_with_its_definition(sample):
    assert is_binary(sample) is binary_by_definition(sample)
    if sample.isascii():
        assert is_binary(sample.encode("ascii")) is binary_by_definition(sample)


@pytest.mark.parametrize("text", ["", "plain", "\u00e9\u4e2d\U0001f600\ufffd\uffff", "\ud800", "a\udfffb",
                                  "\ud83d\ude00", "\ud7ff\ue000", "\ud000\ud7a3 \ud55c\uad6d\uc5b4", "\ud7ff\ud800"])
def test_surrogates_are_what_utf16_cannot_encode(text):
    # clean_source tells lone surrogates from the UTF-8 bytes, where the UTF-16 encoder raised;
    # Hangul shares their lead byte
    from scrapy_articles.extraction.document.parse import _has_surrogate
    try:
        text.encode("utf-16-le")
        encodable = True
    except UnicodeEncodeError:
        encodable = False
    assert _has_surrogate(text.encode("utf-8", "surrogatepass")) == (not encodable)


@pytest.mark.slow
def test_unholdable_references_are_spelled_out_for_every_number():
    # _UNHOLDABLE_REF spells out the numbers _unholdable computes: every code point
    # and the numbers just past them, in decimal and hex, then long runs of zeros and digits
    from scrapy_articles.extraction.document.parse import _CHAR_REF, _UNHOLDABLE_REF, _unholdable
    for code in range(0x110000 + 0x10000):
        decimal, hexadecimal = str(code), f"{code:x}"
        expected = _unholdable("", decimal)
        assert bool(_UNHOLDABLE_REF.match(f"&#{decimal};".encode())) is expected, decimal
        assert bool(_UNHOLDABLE_REF.match(f"&#x{hexadecimal}".encode())) is expected, hexadecimal
    zeros = "0" * 20
    for ref in (f"&#{zeros};", f"&#{zeros}31", f"&#{zeros}1114111", f"&#{zeros}1114112", "&#" + "9" * 20,
                f"&#X{zeros}", f"&#x{zeros}1F", f"&#X{zeros}10FFFFz", f"&#x{zeros}110000", "&#x" + "F" * 20):
        (digits,) = _CHAR_REF.findall(ref)
        assert bool(_UNHOLDABLE_REF.match(ref.encode())) is _unholdable(*digits), ref


# References and what may stand around them: digits that belong to them or
# not, hex letters after decimal ones, case, leading zeros, missing semicolons.
@settings(derandomize=True, database=None, deadline=None, max_examples=1000)
@given(st.lists(st.sampled_from(["&#", "&#x", "&#X", "&", "#", "x", "0", "1", "9", "11", "12", "13", "31", "55296",
                                 "57343", "65535", "1114111", "1114112", "d8", "D800", "fffe", "FFFF", "10ffff",
                                 "110000", "e", "b", "g", ";", " "]), max_size=12).map("".join))
def test_matching_at_each_opening_finds_what_checking_every_reference_finds(text):
    from scrapy_articles.extraction.document.parse import _CHAR_REF, _has_unholdable_ref, _unholdable
    data = text.encode()
    found = _has_unholdable_ref(data, np.frombuffer(data, dtype=np.uint8))
    assert found is any(_unholdable(*ref) for ref in _CHAR_REF.findall(text))


@pytest.mark.parametrize("last, expected", [("&#1;", True), ("&#233;", False)])
def test_a_page_written_in_references_is_searched_from_its_first(last, expected):
    from scrapy_articles.extraction.document.parse import _REFS_MATCHED_ONE_BY_ONE, _has_unholdable_ref
    data = ("x" * 10 + "&#20013;" * (2 * _REFS_MATCHED_ONE_BY_ONE) + last).encode()
    assert _has_unholdable_ref(data, np.frombuffer(data, dtype=np.uint8)) is expected


PAGES = Path(__file__).parent / "fixtures" / "pages"


# _document gives libxml2 the source as UTF-8 bytes, and collects no ids: the
# tree, its source lines and the depth limit must be what lxml makes of the str
# itself, whatever charset the page declares, wherever byte-order marks and
# line breaks are, and however often an id repeats.
@pytest.mark.parametrize("source", [
    "\ufeff<p>x</p>", "\ufeff\ufeff<p>x\ufeff</p>", "", " ", "x", "\u00e9",
    '<meta charset="iso-8859-1"><p>\u00e9\u4e2d</p>', '<meta charset="utf-16"><p>\u00e9</p>',
    '<meta http-equiv="content-type" content="text/html; charset=shift_jis"><p>\u00e9\u65e5</p>',
    '<p>\u00e9</p><?xml version="1.0" encoding="latin-1"?>', "<p>a\u0085b\u2028c\u2029d\r\ne\rf\ng</p>",
    "<p>\x7f\x80\x9f \U0001f600 \ufffd</p>", "<p>" + "\u65e5" * 100_000 + "</p>",
    "<div>" * 3_000 + "deep \u00e9" + "</div>" * 3_000, "<!DOCTYPE html><p>&eacute;&#233;&#xe9;&#128512;</p>",
    '<p id="a">x</p><p id="a">y</p><div id="b"><a name="b">z</a><a name="c" id="c">w</a></div><p id="">v</p>',
    *(path.read_text(encoding="utf-8") for path in sorted(PAGES.glob("*.html"))),
])
def test_utf8_bytes_parse_as_the_str_does(source):
    from scrapy_articles.extraction.document.parse import _ELEMENT_CLASSES, _document
    parser = html.HTMLParser(remove_comments=True, remove_pis=True, no_network=True, recover=True,
                             huge_tree=True, default_doctype=False)
    parser.set_element_class_lookup(_ELEMENT_CLASSES)
    source = clean_source(source)[0]
    try:
        expected = html.document_fromstring(source, parser=parser)
    except etree.ParserError:
        expected = None
    root, stopped = _document(source.encode("utf-8"), None, huge=True)
    assert stopped is any(e.type == etree.ErrorTypes.ERR_RESOURCE_LIMIT for e in parser.error_log)
    if expected is None:
        assert root is None
        return
    assert etree.tostring(root, encoding="unicode") == etree.tostring(expected, encoding="unicode")
    assert [el.sourceline for el in root.iter()] == [el.sourceline for el in expected.iter()]


@pytest.mark.skipif(etree.LIBXML_VERSION < (2, 14), reason="older libxml2 lets an element at MAX_DEPTH pass")
@pytest.mark.parametrize("levels", range(MAX_DEPTH - 4, MAX_DEPTH + 3))
def test_libxml2s_default_limits_stop_at_an_element_at_max_depth(levels):
    # what lets parse skip the walk to MAX_DEPTH on pages parsed within them
    from scrapy_articles.extraction.document.parse import _AT_MAX_DEPTH, _DEFAULT_LIMITS_FATAL, _document
    assert _DEFAULT_LIMITS_FATAL
    data = ("<div>" * levels + "text").encode()
    root, _ = _document(data, None, huge=True)
    assert _document(data, None, huge=False)[1] is bool(_AT_MAX_DEPTH(root))


# Pages on both sides of libxml2's default limits: depth, one text, one
# attribute or comment over 10 MB, and no tag at all.
@pytest.mark.parametrize("markup", [
    *("<html><body>" + "<div>" * n + "text" + "</div>" * n + "<p>after</p></body></html>"
      for n in range(MAX_DEPTH - 3, MAX_DEPTH + 2)),
    *("<ul>" * n + "<li>text <p>after" for n in (MAX_DEPTH - 2, MAX_DEPTH - 1, MAX_DEPTH, 3_000)),
    "<p>" + "\u65e5" * 3_500_000 + "</p><p>after</p>", "\u65e5" * 3_500_000,
    "<p a=" + "b" * 11_000_000 + ">text</p><p>after</p>", "<!--" + "b" * 11_000_000 + "--><p>after</p>",
], ids=lambda markup: f"{len(markup)}:{markup[:20]}")
def test_pages_parse_within_the_default_limits_as_without_them(markup, monkeypatch):
    from scrapy_articles.extraction.document import parse as stage
    within = parse(markup)
    monkeypatch.setattr(stage, "_DEFAULT_LIMITS_FATAL", False)  # every page past them, as with libxml2 2.12 and 2.13
    past = parse(markup)
    assert etree.tostring(within.root) == etree.tostring(past.root)
    assert (within.source, within.truncated) == (past.source, past.truncated)


# Long values in either quote, holding the other quote or not, beside short
# values and stray quotes and "=": searching only for the quotes some stretch
# lacks empties what searching for both does.
THIRD = "A" * (MAX_ATTRIBUTE_CHARS // 3)


@settings(derandomize=True, database=None, deadline=None, max_examples=200)
@given(st.lists(st.sampled_from(['<p a="', "<p a='", '= "', '"', "'", "=", ">", "x", THIRD, THIRD[1:] + '"',
                                 THIRD[1:] + "'"]), max_size=24).map("".join))
def test_long_attributes_are_searched_for_in_the_quotes_some_stretch_lacks(source):
    from scrapy_articles.extraction.document.parse import _LONG_ATTRIBUTES, _quotes_lacking
    lacking = _quotes_lacking(source)
    expected = _LONG_ATTRIBUTES["\"'"].sub('=""', source)
    assert (_LONG_ATTRIBUTES[lacking].sub('=""', source) if lacking else source) == expected


@pytest.mark.parametrize("value", [
    '"' + (THIRD + "'") * 4 + '"', "'" + (THIRD + '"') * 4 + "'", '"' + THIRD * 4 + '"', "'" + THIRD * 4 + "'"])
def test_long_values_in_either_quote_are_emptied(value):
    from scrapy_articles.extraction.document.parse import _LONG_ATTRIBUTES, _quotes_lacking
    source = f'<p title="a" alt=\'b\'>x</p><img src={value} alt="c">' + '<p title="a" alt=\'b\'>x</p>' * 10
    lacking = _quotes_lacking(source)
    assert _LONG_ATTRIBUTES[lacking].sub('=""', source) == source.replace(f"={value}", '=""')


def test_control_byte_ranges_are_the_controls_replaced():
    # clean_source runs _CONTROL_CHARS only where _has_control_byte finds one of its bytes
    from scrapy_articles.extraction.document.parse import _CONTROL_BYTE_RANGES, _CONTROL_CHARS
    in_ranges = {b for low, high in _CONTROL_BYTE_RANGES for b in range(low, high + 1)}
    assert in_ranges == {b for b in range(256) if _CONTROL_CHARS.match(chr(b))}


@pytest.mark.parametrize("byte", range(256))
def test_control_byte_is_found_at_either_end_of_a_page(byte):
    # one byte, then the same byte first and last among text bytes: found exactly for the
    # controls (the subtraction wraps round, so bytes just below a range must not count)
    from scrapy_articles.extraction.document.parse import _CONTROL_CHARS, _has_control_byte
    expected = bool(_CONTROL_CHARS.match(chr(byte)))
    for data in (bytes([byte]), bytes([byte]) + b"text\t\n\r", b"\r\n\ttext" + bytes([byte])):
        assert _has_control_byte(np.frombuffer(data, dtype=np.uint8)) is expected


def test_no_control_byte_in_no_bytes():
    from scrapy_articles.extraction.document.parse import _has_control_byte
    assert _has_control_byte(np.frombuffer(b"", dtype=np.uint8)) is False
