"""What every extraction must satisfy whatever the page, and hostile HTML to check it on.

Input: markup and the :class:`Article` extracted from it. Output: assertion
errors naming the broken property. Shared by the hostile-page tests, the
property tests and ``benchmarks/fuzz.py``; :func:`documents` is the
hypothesis strategy building HTML-ish strings from tags, attributes, text
(unicode, control characters, entities) and markup debris.
"""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from hypothesis import strategies as st
from lxml import etree

from scrapy_articles.extraction import Article, ExtractionConfig, extract
from scrapy_articles.extraction.document.parse import parse, strip_invisible

# What render may write, and the only attribute it may write.
ALLOWED_TAGS = frozenset("p h1 h2 h3 h4 h5 h6 pre ul ol li blockquote figcaption a em strong code "
                         "sub sup mark q br".split())
SAFE_SCHEMES = ("http", "https", "mailto")
# Tags that must never reach article HTML, even as a fragment.
EXECUTABLE = ("<script", "<iframe", "<form", "<style", "<object", "<embed", "<svg", "<math")
# Text of a file the extractor must never read (first line of a passwd file).
SECRET = "root:x:0:0"


def model_missing(algorithm: str) -> str | None:
    """Why ``algorithm`` cannot run here (its trained model is not installed), or None."""
    try:
        extract("<p>probe</p>", algorithm=algorithm)
    except FileNotFoundError as exc:
        return f"model of {algorithm!r} not installed: {exc}"
    return None


def algorithm_params(algorithms: tuple[str, ...]) -> list:
    """``algorithms`` as pytest parameters, skipped with the reason when a model is missing."""
    params = []
    for algorithm in algorithms:
        reason = model_missing(algorithm)
        params.append(pytest.param(algorithm, marks=pytest.mark.skipif(reason is not None, reason=reason or "")))
    return params


def page_text(markup: str | bytes, url: str | None, config: ExtractionConfig) -> str:
    """The visible text of the parsed page, whitespace collapsed, soft hyphens dropped (a
    browser shows one only where it breaks the line; the article's text has none)."""
    page = parse(markup, url, max_chars=config.max_chars)
    if page is None:
        return ""
    strip_invisible(page.root)
    return " ".join(page.root.text_content().replace("\u00ad", "").split())


def check_words_come_from_page(article: Article, markup: str | bytes, url: str | None,
                               config: ExtractionConfig) -> None:
    text = page_text(markup, url, config)
    invented = [w for w in article.text.split() if w not in text]
    assert not invented, f"words not in the page's visible text: {invented[:5]}"


def check_html_is_inert(article: Article) -> None:
    """``article.html`` is well-formed XML in a root and holds nothing executable."""
    lowered = article.html.lower()
    assert not [t for t in EXECUTABLE if t in lowered], article.html[:300]
    try:
        root = etree.fromstring(f"<root>{article.html}</root>")
    except etree.XMLSyntaxError as exc:
        raise AssertionError(f"article html is not well-formed: {exc}: {article.html[:300]!r}") from exc
    for el in root.iterdescendants():
        assert el.tag in ALLOWED_TAGS, f"tag {el.tag!r} in article html"
        assert set(el.attrib) <= {"href"}, f"attributes {dict(el.attrib)} on <{el.tag}>"
        if "href" in el.attrib:
            assert el.tag == "a"
            assert urlsplit(el.attrib["href"]).scheme.lower() in SAFE_SCHEMES, el.attrib["href"]


def check_html_says_what_the_text_says(article: Article) -> None:
    """``article.html`` holds the words of ``article.text``, in order, each once (no block written
    twice), and no element but ``<br>`` stands around no text."""
    root = etree.fromstring(f"<root>{article.html}</root>")
    words, html_words = article.text.split(), "".join(root.itertext()).split()
    assert html_words == words, (f"html has {len(html_words)} words, text {len(words)}: "
                                 f"{article.html[:300]!r}")
    empty = [el.tag for el in root.iterdescendants() if el.tag != "br" and not "".join(el.itertext()).strip()]
    assert not empty, f"elements around no text: {empty[:5]}: {article.html[:300]!r}"


def check_secret_unread(article: Article) -> None:
    assert SECRET not in repr(article.to_dict())


def check_all(markup: str | bytes, url: str | None, algorithm: str,
              config: ExtractionConfig = ExtractionConfig()) -> Article:
    """Extract twice and check every property; the article for further checks."""
    article = extract(markup, url, algorithm=algorithm, config=config)
    assert isinstance(article, Article)
    assert extract(markup, url, algorithm=algorithm, config=config).to_dict() == article.to_dict()
    check_html_is_inert(article)
    check_html_says_what_the_text_says(article)
    check_words_come_from_page(article, markup, url, config)
    check_secret_unread(article)
    return article


# Building blocks of hostile documents.
TAGS = ("p div span a b i em strong h1 h2 h3 ul ol li table tr td th pre code blockquote q br hr img "
        "script style iframe form input textarea select option noscript template svg math object "
        "embed button head body html title meta link base article nav aside header footer section "
        "main figure figcaption plaintext xmp frameset frame noframes sup sub mark font center "
        "details summary dialog label video audio source map area").split()
ATTRIBUTES = ("href src class id style onclick onerror onload onmouseover hidden aria-hidden title alt "
              "srcset data-x formaction action xlink:href xmlns charset content name rel").split()
URLS = ("javascript:alert(1)", " JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "java&#x09;script:x",
        "&#106;avascript:alert(1)", "\x01javascript:alert(1)", "data:text/html,<script>alert(1)</script>",
        "vbscript:msgbox(1)", "http://example.com/x?a=1&b=2", "/relative/path", "mailto:a@example.com",
        "#fragment", "//evil.example/x", "file:///etc/passwd", "http://[::1", "https://ex\u00e4mple.com/\u00fc")
ENTITIES = ("&amp;", "&lt;", "&gt;", "&quot;", "&nbsp;", "&#1;", "&#0;", "&#x0;", "&#xFFFE;", "&#xD800;",
            "&#x110000;", "&#99999999999999999999;", "&#128;", "&#150;", "&#x1F600;", "&lol;", "&", "&#",
            "&#x;", "&amp", "&#39", "&lt;script&gt;alert(1)&lt;/script&gt;")
DEBRIS = ("<!--", "-->", "<![CDATA[", "]]>", "<!DOCTYPE html>", "<?xml version='1.0' encoding='latin-1'?>",
          "</p>", "</div>", "<", ">", "</", "<scr<script>ipt>", "\"", "'", "=", "<!ENTITY x SYSTEM "
          "'file:///etc/passwd'>", "&x;", "\n", "\r\n", "\t")
ODD_CHARS = ("\x00", "\x01", "\x0b", "\x0c", "\x1b", "\x7f", "\x85", "\xa0", "\u2028", "\u200b", "\u202e",
             "\ufeff", "\ufffd", "\ufffe", "\uffff", "\ud800", "\udfff", "\U0001f600", "\u6f22")
WORDS = ("harbour", "ferry", "council", "the", "a", "winter", "alert(1)", "Stra\u00dfe", "\u6f22\u5b57",
         "\u0645\u0631\u062d\u0628\u0627", "caf\u00e9", "x" * 40)

text_runs = st.lists(st.one_of(st.sampled_from(WORDS), st.sampled_from(ENTITIES), st.sampled_from(ODD_CHARS),
                               st.text(max_size=12)), max_size=8).map(" ".join)
attribute_values = st.one_of(st.sampled_from(URLS), text_runs)


@st.composite
def attributes(draw: st.DrawFn) -> str:
    pairs = draw(st.lists(st.tuples(st.sampled_from(ATTRIBUTES), attribute_values,
                                    st.sampled_from(['"', "'", ""])), max_size=3))
    return "".join(f" {name}={q}{value}{q}" if q else f" {name}={value.split(' ')[0]}"
                   for name, value, q in pairs)


def _element(tag: str, attrs: str, children: list[str], closed: bool) -> str:
    return f"<{tag}{attrs}>" + "".join(children) + (f"</{tag}>" if closed else "")


# Links are common enough in leaves that rendered article HTML carries some.
links = st.builds(lambda quote, url, text: f"<a href={quote}{url}{quote}>{text}</a>",
                  st.sampled_from(['"', "'"]), attribute_values, text_runs)
leaves = st.one_of(text_runs, links, st.sampled_from(DEBRIS), st.sampled_from(ENTITIES))
fragments = st.recursive(
    leaves,
    lambda children: st.builds(_element, st.sampled_from(TAGS), attributes(),
                               st.lists(children, max_size=5), st.booleans()),
    max_leaves=40)


@st.composite
def documents(draw: st.DrawFn) -> str:
    """An HTML-ish page: fragments, sometimes inside a full document skeleton."""
    body = "".join(draw(st.lists(fragments, min_size=1, max_size=6)))
    if draw(st.booleans()):
        head = "".join(draw(st.lists(fragments, max_size=2)))
        return f"<!DOCTYPE html><html><head>{head}</head><body>{body}</body></html>"
    return body
