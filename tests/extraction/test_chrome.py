"""chrome.py: the lines a page prints around a story, told by their wording."""

from __future__ import annotations

from html import escape

import pytest

from scrapy_articles.extraction import ExtractionConfig, analyse
from scrapy_articles.extraction.chrome import is_chrome, is_dateline
from tests.extraction.test_tidy import URL, page


@pytest.mark.parametrize("line, chrome", [
    ("Page 2 of 3", True), ("Seite 1 von 2 Nächste Seite", True), ("Image 3 of 13", True), ("1 / 13", True),
    ("Next image »", True), ("Photo: Jo Roe, AP", True), ("Credit: Getty Images", True), ("Foto: dpa", True),
    ("Share this article:", True), ("Teilen mit:", True), ("Advertisement", True), ("Anzeige", True),
    ("Write a comment", True), ("Comments (12)", True), ("Schlagwörter: Garten, Gemüse", True),
    ("Sign up for our free morning briefing.", True),
    ("The robots share a charging station with the library's laptops.", False),
    ("Photographers lined the route as the runners passed.", False),
    ("Pages of the old ledger were scanned in 2019.", False),
])
def test_chrome_lines_by_their_wording(line: str, chrome: bool) -> None:
    html = page(middle=f"<p>{escape(line)}</p>")
    analysis = analyse(html, URL, config=ExtractionConfig(tidy_body=False))
    blocks = analysis.page.blocks  # type: ignore[union-attr]
    (index,) = [i for i, text in enumerate(blocks.texts) if text == line]
    assert is_chrome(blocks, index) is chrome


@pytest.mark.parametrize("line, dateline", [
    ("Published Nov 18, 2019 at 4:07 PM | Updated Nov 18, 2019 at 5:30 PM", True),
    ("30.01.2025, 09:00 Uhr", True), ("By Jo Roe", True), ("Von Katrin Vogelsang", True),
    ("Words by Sarah Whitlow · 10 August 2024 · 14 min read · Page 1 of 3", True),
    ("By spring I had learned to read the bubbles on the side of the jar.", False),
    ("On 22 January 2025 the library opened a new robot lending scheme.", False),
    ("The library at Market Row", False),
])
def test_datelines_and_bylines(line: str, dateline: bool) -> None:
    assert is_dateline(line, len(line.split())) is dateline
