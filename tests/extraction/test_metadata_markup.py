"""No markup, comment text or script in any text field of the metadata or the headline:
over the hostile pages, hand-made malformed declarations and a sample of every corpus."""

from pathlib import Path

import pytest

from scrapy_articles.evaluation import read_corpus
from scrapy_articles.extraction import extract

HOSTILE = sorted((Path(__file__).parents[1] / "hostile").glob("*.html"))
CORPORA = ("cleaneval-dev", "cleanportaleval", "readability", "dragnet")
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


def assert_clean(texts: list[str]) -> None:
    for text in texts:
        assert not any(mark in text.lower() for mark in MARKS), text


@pytest.mark.parametrize("path", HOSTILE, ids=[p.name for p in HOSTILE])
def test_hostile_pages(path):
    assert_clean(fields(path.read_bytes().decode("utf-8", "replace"), "https://hostile.example/x"))


@pytest.mark.parametrize("head", MALFORMED)
def test_malformed_declarations(head):
    found = fields(f"<html><head>{head}</head><body><h1>Heading</h1><p>{'Words. ' * 30}</p></body></html>",
                   "https://news.example/2020/01/02/x")
    assert found  # something was read, and it is clean
    assert_clean(found)


@pytest.mark.parametrize("corpus", CORPORA)
def test_corpus_sample(shared, corpus):
    rows = sorted(read_corpus(str(shared / "corpus" / f"{corpus}.jsonl.gz")), key=lambda r: r["id"])[::EVERY]
    for row in rows:
        assert_clean(fields(row["html"], row["url"]))
