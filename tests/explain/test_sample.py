"""The crawl's sample of reports: safe file names, a bounded uniform sample, an index, counts."""

from __future__ import annotations

import json
import logging
import re
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest
from lxml import html as lxml_html

from scrapy_articles.explain.crawl import DoubtfulPages
from scrapy_articles.explain.doubt import DoubtRule
from scrapy_articles.explain.sample import INDEX_HTML, INDEX_JSONL, ReportSample, report_name
from scrapy_articles.extraction.article import Article
from scrapy_articles.extraction.config import ExtractionConfig
from scrapy_articles.extraction.extract import Analysis, assemble

CONFIG = ExtractionConfig()
SAFE_NAME = re.compile(r"[a-z0-9-]+-[0-9a-f]{12}\.html")


@pytest.mark.parametrize(("url", "expected"), [
    ("https://news.example/news/barrier", "news-example-news-barrier-"),
    ("https://news.example/a/../../etc/passwd", "news-example-a-etc-passwd-"),
    ("https://NEWS.example/Ünïcode/%2F..%2Fx?q=1#f", "news-example-n-code-2f-2fx-"),
    ("http://[::1/broken", "page-"),  # urllib cannot read it; the hash still names it
    ("https://x.example/" + "long-" * 40, "x-example-" + "long-" * 10),  # 60 characters of slug
    (None, "page-"),
])
def test_report_names_are_safe(url: str | None, expected: str) -> None:
    name = report_name(url, b"<html>")
    assert SAFE_NAME.fullmatch(name) and name.startswith(expected), name
    assert len(name) <= 60 + 1 + 12 + 5


def test_report_names_differ_by_url_and_repeat_for_one() -> None:
    assert report_name("https://a.example/x") == report_name("https://a.example/x")
    assert report_name("https://a.example/x") != report_name("https://a.example/x?page=2")
    assert report_name(None, b"one page") != report_name(None, b"another")


def pages(analysis: Analysis, n: int) -> list[tuple[Analysis, Article]]:
    """``n`` distinct doubtful pages: the fixture page at n URLs."""
    out = []
    for i in range(n):
        one = replace(analysis, url=f"https://news.example/story/{i}")
        out.append((one, assemble(one)))
    return out


def listed(folder: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in (folder / INDEX_JSONL).read_text().splitlines()]


def test_every_page_is_written_while_there_is_room(tmp_path: Path, analysis: Analysis) -> None:
    sample = ReportSample(tmp_path / "reports", capacity=5)
    for one, article in pages(analysis, 3):
        assert sample.offer(one, article, "few_words", CONFIG).written is not None
    entries = listed(tmp_path / "reports")
    assert [e["url"] for e in entries] == [f"https://news.example/story/{i}" for i in range(3)]
    assert entries[0] == {"url": "https://news.example/story/0", "reason": "few_words", "probability": 1.0,
                          "words": 169, "file": report_name("https://news.example/story/0")}
    files = {p.name for p in (tmp_path / "reports").iterdir()}
    assert files == {INDEX_JSONL, INDEX_HTML, *(e["file"] for e in entries)}
    report = (tmp_path / "reports" / str(entries[0]["file"])).read_text()
    assert "River barrier passes its first test" in report and "doubtful (few_words)" in report


def test_a_url_already_in_the_sample_is_not_offered_again(tmp_path: Path, analysis: Analysis) -> None:
    sample = ReportSample(tmp_path, capacity=5)
    (one, article), = pages(analysis, 1)
    assert sample.offer(one, article, "few_words", CONFIG).written is not None
    assert sample.offer(one, article, "not_article", CONFIG).written is None
    assert sample.offered == 1 and len(sample.entries) == 1


def test_the_cap_holds_and_later_pages_get_their_chance(tmp_path: Path, analysis: Analysis) -> None:
    sample = ReportSample(tmp_path, capacity=4)
    evicted = 0
    for one, article in pages(analysis, 40):
        offer = sample.offer(one, article, "few_words", CONFIG)
        evicted += offer.evicted is not None
        assert len(list(tmp_path.glob("*.html"))) <= 4 + 1  # the reports and index.html
    assert sample.offered == 40 and len(sample.entries) == 4 and evicted > 0
    assert {p.name for p in tmp_path.glob("*.html")} == {INDEX_HTML, *(e.file for e in sample.entries)}
    # A uniform sample of 40 is not the first 4.
    assert max(int(str(e.url).rsplit("/", 1)[1]) for e in sample.entries) >= 4
    assert len(listed(tmp_path)) == 4


def test_the_sample_is_deterministic(tmp_path: Path, analysis: Analysis) -> None:
    chosen = []
    for run in ("a", "b"):
        sample = ReportSample(tmp_path / run, capacity=3)
        for one, article in pages(analysis, 20):
            sample.offer(one, article, "few_words", CONFIG)
        chosen.append(sorted(str(e.url) for e in sample.entries))
    assert chosen[0] == chosen[1]


def test_capacity_zero_writes_nothing(tmp_path: Path, analysis: Analysis) -> None:
    sample = ReportSample(tmp_path / "none", capacity=0)
    for one, article in pages(analysis, 3):
        assert sample.offer(one, article, "few_words", CONFIG).written is None
    assert not (tmp_path / "none").exists()


def test_the_html_index_links_every_report_and_loads_nothing(tmp_path: Path, analysis: Analysis) -> None:
    sample = ReportSample(tmp_path, capacity=5)
    hostile = replace(analysis, url='https://news.example/"><script>alert(1)</script>')
    for one, article in [*pages(analysis, 2), (hostile, assemble(hostile))]:
        sample.offer(one, article, "not_article", CONFIG)
    index = (tmp_path / INDEX_HTML).read_text()
    doc = lxml_html.document_fromstring(index)
    assert sorted(doc.xpath("//a/@href")) == sorted(e.file for e in sample.entries)
    assert not doc.xpath("//script") and "default-src 'none'" in index
    assert "3 reports, a sample of the 3 doubtful pages" in doc.text_content()


def test_a_folder_that_cannot_be_written_leaves_the_sample_as_it_was(tmp_path: Path, analysis: Analysis) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    sample = ReportSample(blocked, capacity=5)
    (one, article), = pages(analysis, 1)
    with pytest.raises(OSError):
        sample.offer(one, article, "few_words", CONFIG)
    assert sample.entries == ()


class Stats(Counter[str]):
    def inc_value(self, key: str, count: int = 1, start: int = 0) -> None:
        self[key] += count


def test_doubtful_pages_are_counted_and_reported(tmp_path: Path, analysis: Analysis) -> None:
    strict = replace(CONFIG, min_article_words=150)  # the fixture page's 169 words are few
    stats = Stats()
    doubtful = DoubtfulPages(stats, strict, DoubtRule(), ReportSample(tmp_path, capacity=2))
    for one, _ in pages(analysis, 3):
        assert doubtful.consider(one, assemble(one, strict)) == "few_words"
    assert stats == {"articles/doubtful/few_words": 3, "articles/explained/few_words": 2}
    assert len(list(tmp_path.glob("news-*.html"))) == 2


def test_clear_cut_pages_are_neither_counted_nor_reported(tmp_path: Path, analysis: Analysis) -> None:
    stats = Stats()
    doubtful = DoubtfulPages(stats, CONFIG, DoubtRule(), ReportSample(tmp_path / "reports", capacity=2))
    assert doubtful.consider(analysis, assemble(analysis, CONFIG)) is None  # 169 words at 1.0
    assert not stats and not (tmp_path / "reports").exists()


def test_write_failures_are_counted_and_warned_once(tmp_path: Path, analysis: Analysis,
                                                    caplog: pytest.LogCaptureFixture) -> None:
    (tmp_path / "file").write_text("not a folder")
    strict = replace(CONFIG, min_article_words=150)
    stats = Stats()
    doubtful = DoubtfulPages(stats, strict, DoubtRule(), ReportSample(tmp_path / "file", capacity=2))
    with caplog.at_level(logging.DEBUG, logger="scrapy_articles"):
        for one, _ in pages(analysis, 3):
            assert doubtful.consider(one, assemble(one, strict)) == "few_words"
    assert stats["articles/explained/error"] == 3 and stats["articles/doubtful/few_words"] == 3
    assert [r.levelno for r in caplog.records].count(logging.WARNING) == 1
