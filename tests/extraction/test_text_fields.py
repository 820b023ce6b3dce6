"""No markup, comment text or script in any text field of the extraction's output (issue 31).

The fields are enumerated from ``Article.to_dict()`` (every string in it, however deep: headline,
authors' names, description, articleBody, image alt and caption, breadcrumb names, keywords,
siteName, the raw dates...), so a field added to the output is checked without a change here.
Left out by name: ``articleBodyHtml`` (markup by design, checked by ``tests/hostile/properties.py``)
and the URLs.

Four properties of every text:
- no markup leak: a comment or CDATA delimiter, a closing tag (``</`` and a letter), or an
  opening tag (``<`` and a tag name closed by ``>`` or followed by an attribute with ``=``). A
  bare ``<`` is text ("x < y", "a<b"). Markup the page shows a reader in its visible text (escaped
  in the source: a code sample in ``<pre>``, 'Google "&lt;noun&gt;.js"', the text after
  ``<plaintext>``) is the page's text, allowed in any field; the ``<title>``, being in the head,
  is not visible text, so markup left in it never counts as shown;
- no script or style sheet source (SOURCE: a function, a DOM call, a declaration, a CSS rule)
  but what the page shows as visible text (a code sample);
- no word found only in a comment, a script or a style sheet: each word of three letters or
  more is written somewhere on the page outside them (text, attribute, JSON-LD string, the URL);
  the extractor's own labels (LABELS: the method, the page type, a normalised date) are exempt;
- on the generated malformed pages, the word ``zqhidden``, written only inside comments, scripts,
  style sheets and CDATA, appears in no field.

Pages, by every body method for the hostile files and the malformed pages: the hostile pages
(files of ``tests/hostile``; the generated big ones under ``--full``), the malformed declarations
and bylines of ``test_metadata_markup`` and this file's malformed pages (the issue's broken
titles, comments in titles, headings, bylines and breadcrumbs, scripts beside bylines, dates and
captions, markup in an alt, CDATA, unclosed comments, ``<noscript>`` markup), every 20th page of
each corpus in the fast run and every page under ``--full``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scrapy_articles.extraction import ALGORITHMS, ExtractionConfig, extract
from scrapy_articles.evaluation import read_corpus
from tests.extraction.test_metadata_markup import MALFORMED, MALFORMED_BODY, outside_hidden
from tests.hostile.generate import GENERATED
from tests.hostile.properties import algorithm_params, page_text as visible_text

HOSTILE = sorted((Path(__file__).parents[1] / "hostile").glob("*.html"))
CORPORA = ("cleaneval-dev", "cleanportaleval", "readability", "dragnet", "segments/trafilatura-eval", "pagination")
# The fast run's sample leaves the two largest corpora to --full: reading either takes a second, its
# sample a second more, and the slow test below reads every page of every corpus anyway.
SAMPLED = tuple(pytest.param(c, marks=pytest.mark.slow) if c in ("dragnet", "segments/trafilatura-eval") else c
                for c in CORPORA)
EVERY = 20  # the fast run's sample: every 20th page of each corpus
URL = "https://news.example/2020/01/02/storm-hits-coast"
# Keys of the output whose strings are not text: markup by design, and addresses.
NOT_TEXT = frozenset({"articleBodyHtml", "url", "canonicalUrl", "printUrl", "nextPageUrl", "pages"})
# Keys whose values the extractor writes (a vocabulary, a normalised date or language): not words
# of the page, so only the markup check applies to them.
LABELS = frozenset({"algorithm", "pageType", "pageKind", "inLanguage", "datePublished", "dateModified"})
# Written only where no field may read it: comments, scripts, style sheets, CDATA.
HIDDEN = "zqhidden"

LEAK = re.compile(
    r"<!--|-->|<!\[CDATA\[|\]\]>"
    r"|</[a-z]"
    r"|<[a-z][a-z0-9-]*(?:\s*/?>|\s+[a-z_:][\w:.-]*\s*=)",
    re.I)
# Script and style sheet source: a function, a DOM call, a declaration, a CSS rule.
SOURCE = re.compile(
    r"\bfunction\s*\w*\s*\([^()]*\)\s*\{|\bdocument\.(?:write|getElementById|createElement|querySelector)\b"
    r"|\b(?:window\.\w+|var\s+\w+)\s*=[^=]|[\w.#-]+\s*\{\s*[a-z-]+\s*:\s*[^;{}]+;")
WORD = re.compile(r"\w{3,}")
def texts(value, key: str = "") -> list[tuple[str, str]]:
    """Every (field path, string) of the output, text fields only."""
    if key.rsplit(".", 1)[-1] in NOT_TEXT:
        return []
    if isinstance(value, str):
        return [(key, value)]
    if isinstance(value, dict):
        return [t for k, v in value.items() for t in texts(v, f"{key}.{k}" if key else k)]
    if isinstance(value, (list, tuple)):
        return [t for i, v in enumerate(value) for t in texts(v, f"{key}[{i}]")]
    return []


def leaks(markup: str | bytes, url: str, algorithm: str = "auto") -> list[tuple[str, str, str]]:
    """(field, what leaked, text) for every markup leak and every word found only where nothing is read."""
    fields = texts(extract(markup, url, algorithm=algorithm).to_dict())
    if not fields:
        return []
    shown = visible_text(markup, url, ExtractionConfig())
    page_text = outside_hidden(markup, url)
    page_words = set(WORD.findall(page_text))
    # Words of adjacent elements run together in the visible text, as a browser shows them.
    squashed = "".join(shown.casefold().split())
    found = []
    for name, text in fields:
        for match in LEAK.finditer(text):
            end = text.find(">", match.start(), match.start() + 80)
            tag = " ".join(text[match.start():end + 1 if end >= 0 else match.start() + 40].split())
            if tag not in shown:
                found.append((name, tag, text[:200]))
        for match in SOURCE.finditer(text):
            if " ".join(match.group().split()) not in shown:
                found.append((name, match.group(), text[:200]))
        if name in LABELS:
            continue
        words = set(WORD.findall(text.casefold())) - page_words
        hidden = sorted(w for w in words if w not in page_text and w not in squashed)
        if hidden:
            found.append((name, " ".join(hidden[:5]), text[:200]))
        if HIDDEN in text.casefold():
            found.append((name, HIDDEN, text[:200]))
    return found


STORY = "<p>" + "The storm reached the coast at dawn and the harbour closed for the day. " * 4 + "</p>"

# (head, body) pairs: the examples and their kin; "zqhidden" only where nothing may be read.
MALFORMED_PAGES = {
    "title-broken-end": ('<title>Relief reaches villages - CBN News</titlevalue="true" --></head>', ""),
    "title-comment-script": ('<title>BBC SPORT <!-- i library zqhidden--> <script src="/zqhidden.js">'
                             "</script></title>", ""),
    "title-stray-comment-end": ('<title>BBC SPORTi library--> <script src="/lib.js"></script></title>', ""),
    "title-cdata": ("<title><![CDATA[zqhidden]]> Storm hits coast</title>", ""),
    "title-unclosed-comment": ("<title>Storm hits coast <!-- zqhidden</title>", ""),
    "title-tags-inside": ("<title>Storm <b>hits</b> coast <i>today</title>", ""),
    "head-unclosed-comment": ('<title>Storm</title><!-- zqhidden <meta name="author" content="Zqhidden">', ""),
    "heading-comment": ("", "<h1>Storm <!-- zqhidden --> hits coast</h1>"),
    "heading-style": ("", "<h1>Storm <style>.zqhidden { color: red }</style>hits coast</h1>"),
    "byline-comment": ("", '<h1>Storm hits coast</h1><p class="byline">By <!-- zqhidden --> Ann Lee</p>'),
    "byline-script": ("", '<h1>Storm hits coast</h1><p class="byline">By Ann Lee<script>var zqhidden = '
                          '"By Zqhidden Writer";</script></p>'),
    "byline-cdata": ("", '<h1>Storm hits coast</h1><span class="author">Ann <![CDATA[Zqhidden]]>Lee</span>'),
    "date-script": ("", '<h1>Storm hits coast</h1><time datetime="2020-01-02">2 January 2020'
                        '<script>zqhidden("2019-05-05")</script></time>'),
    "date-comment": ("", '<h1>Storm hits coast</h1><p class="dateline">Published <!-- zqhidden 1999 -->'
                         " 2 January 2020</p>"),
    "caption-script-comment": ("", '<h1>Storm hits coast</h1><figure><img src="/harbour.jpg" alt="The harbour">'
                                   "<figcaption>The harbour <!-- zqhidden --> at dawn<script>zqhidden()"
                                   "</script></figcaption></figure>"),
    "breadcrumbs-comment-script": ("", '<nav class="breadcrumb"><a href="/">Home</a> <!-- zqhidden --> '
                                       '<a href="/news">News<script>zqhidden()</script></a></nav>'
                                       "<h1>Storm hits coast</h1>"),
    "breadcrumbs-jsonld": ('<script type="application/ld+json">{"@type": "BreadcrumbList", "itemListElement": '
                           '[{"@type": "ListItem", "position": 1, "name": "News <!-- zqhidden -->", '
                           '"item": "https://news.example/news"}]}</script>', "<h1>Storm hits coast</h1>"),
    # A CMS pasting a caption's HTML into the alt, escaped (as pages of the corpora do).
    "alt-markup": ("", '<h1>Storm hits coast</h1><figure><img src="/harbour.jpg" width="800" height="500" '
                       'alt="&lt;p&gt;The harbour at dawn.&lt;br&gt;&lt;small&gt;Photo by &lt;a href=&quot;'
                       'https://p.example/&quot;&gt;Ann Lee&lt;/a&gt;&lt;/small&gt;&lt;/p&gt;"></figure>'),
    "keywords-script": ('<meta name="keywords" content="storm, coast"><script>var k = "zqhidden";</script>',
                        "<h1>Storm hits coast</h1>"),
    "noscript-markup": ("", '<noscript><p>Please enable <b>JavaScript</b></p><iframe src="https://t.example/'
                            'x"></iframe><img src="/t.gif" alt="tracker"></noscript><h1>Storm hits coast</h1>'),
    "body-comment-script-cdata": ("", "<h1>Storm hits coast</h1><p>The harbour <!-- zqhidden --> closed"
                                      "<script>document.write('zqhidden')</script> <![CDATA[zqhidden]]>"
                                      " for the day while crews cleared the quay of debris and sand.</p>"),
    "body-unclosed-comment": ("", "<h1>Storm hits coast</h1>" + STORY + "<p>Last words <!-- zqhidden"),
    "body-stray-end-tags": ("", '<h1>Storm hits coast</h1><p>The quay </pp class="x"> reopened at noon '
                                "</titlevalue=\"true\" --> after the crews left.</p>"),
}


def malformed_page(head: str, body: str) -> str:
    return f"<html><head>{head}</head><body>{body}{STORY}</body></html>"


# Legitimate "<" in text: a comparison, and markup a code sample shows (escaped in the source).
CODE_PAGE = malformed_page(
    "<title>Less than: x &lt; y in Python</title>",
    "<h1>Less than: x &lt; y in Python</h1><p>When a&lt;b holds, 3 &lt; 4 and 4 &gt; 3.</p>"
    "<p>Google \"&lt;noun&gt;.js\" and drink.</p>"
    "<pre><code>&lt;div class=\"box\"&gt;&lt;!-- note --&gt;&lt;/div&gt;\nif a &lt; b:\n    print(a)\n"
    "function add(a, b) { return a + b; }\n.box { color: red; }</code></pre>")


@pytest.mark.parametrize("algorithm", algorithm_params(ALGORITHMS))
@pytest.mark.parametrize("path", HOSTILE, ids=[p.name for p in HOSTILE])
def test_hostile_pages(path, algorithm):
    assert leaks(path.read_bytes(), URL, algorithm) == []


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(GENERATED))
def test_generated_hostile_pages(name):
    assert leaks(GENERATED[name](), URL) == []


@pytest.mark.parametrize("algorithm", algorithm_params(ALGORITHMS))
@pytest.mark.parametrize("name", sorted(MALFORMED_PAGES))
def test_malformed_pages(name, algorithm):
    markup = malformed_page(*MALFORMED_PAGES[name])
    read = [name for name, _ in texts(extract(markup, URL, algorithm=algorithm).to_dict()) if name not in LABELS]
    assert read  # a text field was read, and it is clean
    assert leaks(markup, URL, algorithm) == []


@pytest.mark.parametrize("head", MALFORMED)
def test_malformed_declarations_all_fields(head):
    assert leaks(malformed_page(head, "<h1>Heading</h1>"), URL) == []


@pytest.mark.parametrize("body", MALFORMED_BODY)
def test_malformed_bylines_all_fields(body):
    assert leaks(malformed_page("<title>Heading</title>", body), URL) == []


def test_markup_in_an_alt_keeps_its_text():
    article = extract(malformed_page(*MALFORMED_PAGES["alt-markup"]), URL)
    assert [image.alt for image in article.images] == ["The harbour at dawn. Photo by Ann Lee"]


def test_text_with_less_than_signs_and_code_is_no_leak():
    article = extract(CODE_PAGE, URL)
    assert "x < y" in (article.metadata.headline or "")
    assert '<div class="box"><!-- note --></div>' in article.text  # the code sample is kept, markup and all
    assert leaks(CODE_PAGE, URL) == []


def test_leak_pattern():
    leaking = ["CBN News</titlevalue=\"true\" -->", "BBC SPORT <!-- i", "a <script src=/x.js>", "<b>bold",
               "x<br/>y", '<a href="/x">', "<![CDATA[x", "text -->"]
    clean = ["x < y", "a<b and c>d", "3 <4", "<3 love", "if a<b:", "<- back", "x <= y"]
    assert [t for t in leaking if not LEAK.search(t)] == []
    assert [t for t in clean if LEAK.search(t)] == []
    source = ["function(a) {", "function track(e){", 'document.write("x")', "var zq = 1", ".hidden { color: red; }",
              "window.dataLayer = []"]
    prose = ["x = y is a function of z", "a var (variance) of 2", "the window was open", "{ braces: in text }"]
    assert [t for t in source if not SOURCE.search(t)] == []
    assert [t for t in prose if SOURCE.search(t)] == []


def _corpus_leaks(shared, corpus: str, every: int) -> list:
    rows = sorted(read_corpus(str(shared / "corpus" / f"{corpus}.jsonl.gz")), key=lambda r: r["id"])[::every]
    assert rows
    return [(row["id"], leak) for row in rows for leak in leaks(row["html"], row["url"] or URL)]


@pytest.mark.parametrize("corpus", SAMPLED)
def test_corpus_sample(shared, corpus):
    assert _corpus_leaks(shared, corpus, EVERY) == []


@pytest.mark.slow
@pytest.mark.parametrize("corpus", CORPORA)
def test_whole_corpus(shared, corpus):
    assert _corpus_leaks(shared, corpus, 1) == []
