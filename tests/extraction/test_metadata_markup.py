"""No markup, comment text or script in any text field of the metadata or the headline
(authors and raw dates included): over the hostile pages, hand-made malformed declarations
and bylines, and a sample of every corpus.

Two properties of every text field: it holds no markup (no comment, tag or script
delimiter), and each of its words is written somewhere on the page outside comments,
scripts and style sheets (in a text, an attribute or a JSON-LD declaration): a word
found only inside a comment or a script never reaches a field."""

import html
import json
import re
from pathlib import Path

import pytest

from scrapy_articles.evaluation import read_corpus
from scrapy_articles.extraction import extract
from scrapy_articles.extraction.document.parse import parse

HOSTILE = sorted((Path(__file__).parents[1] / "hostile").glob("*.html"))
CORPORA = ("cleaneval-dev", "cleanportaleval", "readability", "dragnet", "segments/trafilatura-eval")
# The fast run leaves the samples of the two largest corpora to --full (CI): reading either takes a
# second, its sample a second more.
SAMPLED = tuple(pytest.param(c, marks=pytest.mark.slow) if c in ("dragnet", "segments/trafilatura-eval") else c
                for c in CORPORA)
EVERY = 10  # every 10th page of each corpus: ~160 pages
MARKS = ("<!--", "-->", "<script", "</", "<title", "<a ", "<div")

MALFORMED = [
    '<title>Relief reaches villages - CBN News</titlevalue="true" --></head><body><p>x</p>',
    "<title>BBC SPORT <!-- i library--> <script src=/lib.js></script></title>",
    '<meta property="og:title" content="Headline <!-- hidden --> <b>bold</b>">',
    '<meta name="author" content="Ann Lee <script>alert(1)</script>">',
    '<meta name="description" content="Text <!-- comment text -->"><meta property="og:site_name" content="Site<br>">',
    '<meta name="keywords" content="a, <b>b</b>, c"><meta name="date" content="2020-01-02 <!-- x -->">',
    '<script type="application/ld+json">{"@type": "NewsArticle", "headline": "H <i>x</i>", '
    '"author": "Bo <!-- c --> Ray", "description": "D <script>s</script>"}</script>',
]


def fields(html: str, url: str | None) -> list[str]:
    article = extract(html, url)
    meta = article.metadata
    texts = [article.headline, meta.description, meta.site_name, meta.date_published_raw,
             meta.date_modified_raw, *meta.authors, *meta.keywords, *(name for name, _ in meta.breadcrumbs)]
    return [t for t in texts if t]


# Words of a field, as looked for on the page: three letters or more (shorter ones are found anywhere).
WORD = re.compile(r"\w{3,}")
# Markup inside a text node (a <title> is raw text to the parser: "<!-- x -->" stays in it).
HIDDEN_IN_TEXT = re.compile(r"<!--.*?(?:-->|$)|<script\b.*?(?:</script>|$)", re.I | re.S)


def _strings(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        value = list(value.values())
    return [s for item in value for s in _strings(item)] if isinstance(value, list) else []


def outside_hidden(markup: str, url: str | None) -> str:
    """The page's URL, texts and attribute values without comments, scripts (JSON-LD's decoded
    strings kept) and style sheets, entities decoded, case folded: where a field's words may come from."""
    page = parse(markup, url)
    if page is None:
        return ""
    parts = [url or ""]  # a date in the URL's path is a field's source too
    for node in page.root.iter():
        if not isinstance(node.tag, str):  # comments and processing instructions; their tails are text
            parts.append(node.tail or "")
            continue
        parts.extend(node.attrib.values())
        if node.tag == "script" and "ld+json" in (node.get("type") or "").lower():
            try:
                parts.extend(_strings(json.loads(node.text or "", strict=False)))
            except ValueError:
                parts.append(node.text or "")
        elif node.tag not in ("script", "style"):
            parts.append(HIDDEN_IN_TEXT.sub(" ", node.text or ""))
        parts.append(node.tail or "")
    return html.unescape("\n".join(parts)).casefold()


def assert_clean(texts: list[str], page_text: str | None = None) -> None:
    for text in texts:
        assert not any(mark in text.lower() for mark in MARKS), text
        if page_text is not None:
            hidden = [word for word in WORD.findall(text.casefold()) if word not in page_text]
            assert not hidden, (text, hidden)


@pytest.mark.parametrize("path", HOSTILE, ids=[p.name for p in HOSTILE])
def test_hostile_pages(path):
    markup, url = path.read_bytes().decode("utf-8", "replace"), "https://hostile.example/x"
    assert_clean(fields(markup, url), outside_hidden(markup, url))


@pytest.mark.parametrize("head", MALFORMED)
def test_malformed_declarations(head):
    markup = f"<html><head>{head}</head><body><h1>Heading</h1><p>{'Words. ' * 30}</p></body></html>"
    found = fields(markup, "https://news.example/2020/01/02/x")
    assert found  # something was read, and it is clean
    assert_clean(found, outside_hidden(markup, "https://news.example/2020/01/02/x"))


# Bylines and dates the body shows, with markup, comments and scripts inside or around them:
# the visible sources of authors and dates (no declaration names anyone here).
MALFORMED_BODY = [
    '<p class="byline">By <!-- Ann Lee --> Bo Ray</p><time>22. Dezember 2019 <!-- 1999 --></time>',
    '<span class="author">Ann <script>document.write("Lee")</script> Roe</span>',
    '<div class="post-meta">Posted on <time>3. Mai 2021</time> by <a href="/a">Jo <b>Ray</b></a></div>',
    '<p class="byline">Von <span>Clara</span><!-- Müller --> Weiß, Redaktion &lt;b&gt;</p>',
    '<h1>Heading</h1><p>27.1.2022 <!-- x --> - Text <script>var a = "2020-01-01";</script> ' + "words " * 40 + "</p>",
    '<small>31.01.2022 <i>2.</i> HBL</small><h1>Heading</h1><a rel="author" href="/x">Ivy <!--x--> Lane</a>',
    '<a rel="author" href="/x">Ivy <script>var tracker = 1;</script>Lane</a>'
    '<span itemprop="datePublished">3. Mai 2021<style>.hidden {}</style></span>',
    '<div class="entry-meta">Filed under News, Sport and Weather. Bookmark the permalink for later. <span '
    'class="vcard"><span class="fn">Kay <script>var hidden = 2;</script>Moss</span></span></div>',
]


@pytest.mark.parametrize("body", MALFORMED_BODY)
def test_malformed_visible_bylines_and_dates(body):
    markup = f"<html><head><title>Heading</title></head><body>{body}<p>{'Words. ' * 30}</p></body></html>"
    article = extract(markup, "https://news.example/x")
    found = fields(markup, "https://news.example/x")
    assert article.metadata.authors or article.metadata.date_published  # a visible source was read
    assert_clean(found, outside_hidden(markup, "https://news.example/x"))


@pytest.mark.parametrize("corpus", SAMPLED)
def test_corpus_sample(shared, corpus):
    rows = sorted(read_corpus(str(shared / "corpus" / f"{corpus}.jsonl.gz")), key=lambda r: r["id"])[::EVERY]
    assert rows
    for row in rows:
        assert_clean(fields(row["html"], row["url"]), outside_hidden(row["html"], row["url"]))
