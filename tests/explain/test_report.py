from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from lxml import html as lxml_html

from scrapy_articles.explain import build_report, render_report, write_report
from scrapy_articles.explain.assets import CSS, SCRIPT, content_policy
from scrapy_articles.extraction.article import Article, Image, Metadata
from scrapy_articles.extraction.extract import Analysis, analyse
from scrapy_articles.extraction.content.methods import Decision
from scrapy_articles.extraction.content.mss import run_mask

from .conftest import URL

# Inside a tag (escaped text has no raw "<"), an attribute that would make a
# browser fetch something; and CSS that would.
_EXTERNAL = re.compile(r"""<[^>]*\b(?:src|href|srcset|action|poster|data|xlink:href)\s*=\s*["']?\s*"""
                       r"""(?:https?:)?//|url\s*\(|@import""", re.I)


def tree(report: str) -> lxml_html.HtmlElement:
    return lxml_html.document_fromstring(report)


def test_blocks_are_listed_in_order_and_coloured(analysis: Analysis, article: Article) -> None:
    assert analysis.page is not None
    doc = tree(build_report(analysis, article))
    rows = doc.xpath("//div[contains(concat(' ', @class, ' '), ' blk ')]")
    assert [r.get("id") for r in rows] == [f"b{i}" for i in range(len(analysis.page.blocks))]
    classes = [next(c for c in r.get("class").split() if c.startswith("r-")) for r in rows]
    assert classes[5:9] == ["r-title", "r-print-link", "r-article", "r-caption"]
    assert classes[13] == "r-next-page" and classes[0] == "r-boilerplate"
    first = rows[7].text_content()
    assert "37" in first and "why:" in first and "threshold" in first


def test_short_boilerplate_takes_one_line(analysis: Analysis, article: Article) -> None:
    doc = tree(build_report(analysis, article))
    compact = doc.xpath("//div[contains(concat(' ', @class, ' '), ' compact ')]")
    assert [r.get("id") for r in compact] == [f"b{i}" for i in (0, 1, 2, 3, 4, *range(14, 22))]
    assert "words" in compact[1].get("title") and "why:" in compact[1].text_content()


def test_plots_are_inline_svg(analysis: Analysis, article: Article) -> None:
    doc = tree(build_report(analysis, article))
    svgs = doc.xpath("//svg")
    assert len(svgs) == 3
    assert svgs[0].xpath(".//polyline[@class='smooth']") and svgs[0].xpath(".//line[@class='cut']")
    assert len(svgs[1].xpath(".//rect[@data-b]")) == len(analysis.page.blocks)  # type: ignore[union-attr]
    assert "run: blocks 7-13" in svgs[2].text_content()


def test_result_is_shown_beside_the_blocks(analysis: Analysis, article: Article) -> None:
    aside = tree(build_report(analysis, article)).xpath("//aside")[0].text_content()
    assert "River barrier passes its first test" in aside
    assert "https://news.example/news/barrier?page=2" in aside and "https://news.example/print/barrier" in aside
    assert "caption: The gate raised on Monday morning." in aside
    assert "A flood barrier that took three years" in aside


HOSTILE = '"><script>alert(1)</script><img src=https://evil.example/x.png>'


def test_hostile_page_text_is_escaped(analysis: Analysis, article: Article) -> None:
    hostile = replace(article, url=URL + HOSTILE, print_url="javascript:alert(1)",
                      metadata=Metadata(headline=HOSTILE, authors=(HOSTILE,), description=HOSTILE),
                      images=(Image(url="https://evil.example/x.png", alt=HOSTILE, caption=HOSTILE),))
    report = build_report(replace(analysis, url=URL + HOSTILE), hostile)
    doc = tree(report)
    assert len(doc.xpath("//script")) == 1 and doc.xpath("//script")[0].text == SCRIPT
    assert not doc.xpath("//img | //iframe | //link | //object | //embed | //a | //form")
    assert not _EXTERNAL.search(report), _EXTERNAL.search(report)
    assert not [a for el in doc.iter() for a in el.attrib if a in ("src", "href", "srcset", "action")]
    assert "&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt;" in report  # the page's own text
    assert report.count("&lt;script&gt;alert(1)&lt;/script&gt;") >= 5
    assert "<script>alert" not in report


def test_external_reference_check_can_fail() -> None:
    assert _EXTERNAL.search('<p>x</p><img alt="a" src="https://evil.example/x.png">')
    assert _EXTERNAL.search("<style>body{background:url(x.png)}</style>")
    assert not _EXTERNAL.search("<p>&lt;img src=https://evil.example/x.png&gt;</p>")


def test_policy_allows_only_our_style_and_script(analysis: Analysis, article: Article) -> None:
    report = build_report(analysis, article)
    assert not _EXTERNAL.search(report)
    doc = tree(report)
    policy = doc.xpath("//meta[@http-equiv='Content-Security-Policy']/@content")[0]
    assert policy == content_policy()
    assert "default-src 'none'" in policy and "unsafe-inline" not in policy
    assert doc.xpath("//style")[0].text == CSS


def test_mss_report_draws_the_run_over_token_scores(analysis: Analysis) -> None:
    assert analysis.page is not None
    scores = np.full(len(analysis.page.blocks), -1.0)
    scores[7:13] = 3.0
    mss = replace(analysis, algorithm="mss", decision=Decision(scores, np.clip(scores, 0, 1), run_mask(scores)))
    report = build_report(mss)
    assert "cumulative token score" in report and "the method keeps exactly this run" in report
    assert "run: blocks 7-12, sum 18.0" in report


def test_empty_page_gives_a_report_without_blocks() -> None:
    report = render_report(b"", URL, algorithm="ttr")
    assert "the page was not segmented: empty" in report
    assert "<svg" not in report


def test_render_report_accepts_markup_or_analysis(markup: bytes, analysis: Analysis) -> None:
    assert render_report(markup, URL, algorithm="ttr") == render_report(analysis)


def test_unknown_algorithm_is_the_callers_mistake(markup: bytes) -> None:
    with pytest.raises(ValueError, match="unknown algorithm"):
        render_report(markup, URL, algorithm="magic")


def test_write_report_replaces_the_file(tmp_path: Path, markup: bytes) -> None:
    target = tmp_path / "why.html"
    target.write_text("old", encoding="utf-8")
    assert write_report(target, markup, URL, algorithm="ttr") == target
    assert target.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    assert [p.name for p in tmp_path.iterdir()] == ["why.html"]


def test_the_page_decision_and_its_evidence_are_shown() -> None:
    site = Path(__file__).resolve().parents[1] / "sites" / "pagetype" / "press"
    report = render_report((site / "tag-1.html").read_text(), "https://press.example/tag/energy/")
    section = report[report.index("<h2>Page type</h2>"):]
    assert "page type articleList (tag)" in section and "probability of an article 0." in section
    assert "kinds named by the URL, title and declarations: tag" in section
    rows = lxml_html.fragment_fromstring(section[:section.index("</table>") + 8], create_parent="div").xpath("//tr")
    assert len(rows) == 1 + 8  # the header and the largest terms of the logit
    assert "page type articleList" in report[:report.index("</header>")]  # in the summary too


def test_features_a_page_does_not_tell_read_unknown_not_nan() -> None:
    site = Path(__file__).resolve().parents[1] / "sites" / "pagetype" / "press"
    analysis = analyse((site / "tag-1.html").read_text(), None)
    page = analysis.page_decision
    assert np.isnan(page.evidence.features).any()  # without a URL, the URL's features are not known
    # Every feature unknown: the table's rows are all of them (no term of the logit is larger than another).
    blank = replace(page, evidence=replace(page.evidence, features=np.full_like(page.evidence.features, np.nan)))
    for decision in (page, blank):
        section = render_report(replace(analysis, page_decision=decision), None)
        section = section[section.index("<h2>Page type</h2>"):]
        assert "nan" not in section.lower().replace("none (not known", "")
        assert "Not known on this page (counted as the training mean): " in section
        assert "url " in section[section.index("Not known on this page"):]
    rows = lxml_html.fragment_fromstring(section[:section.index("</table>") + 8], create_parent="div").xpath("//tr")
    assert [r.xpath("string(td[1])") for r in rows[1:]] == ["unknown"] * 8
    assert all(r.xpath("string(td[2])").startswith("none (not known") for r in rows[1:])


def test_a_declared_recipe_is_shown_as_evidence_and_named() -> None:
    site = Path(__file__).resolve().parents[1] / "sites" / "pagetype" / "press"
    labels = json.loads((site.parent / "labels.json").read_text())["templates"]["press"]
    report = render_report((site / "recipe-1.html").read_text(), f"https://press.example{labels['recipe-1.html']['url']}")
    section = report[report.index("<h2>Page type</h2>"):]
    assert "page type other (recipe)" in section
    assert "declarations: recipe" in section
    rows = lxml_html.fragment_fromstring(section[:section.index("</table>") + 8], create_parent="div").xpath("//tr")
    recipe = [r for r in rows if r.xpath("string(th)") == "ld recipe"]
    assert recipe and recipe[0].xpath("string(td[1])") == "1" and "away from article" in recipe[0].xpath("string(td[2])")
