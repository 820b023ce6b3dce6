"""A feed entry's HTML: the article's pictures inline, no bare caption, only web images."""

from __future__ import annotations

from typing import Any

import pytest

from scrapy_articles.scrapy.feedbody import entry_html

A = {"url": "https://h.test/a.jpg", "alt": "Gate", "caption": "The gate, raised.", "width": 800, "height": 450}
B = {"url": "https://h.test/b.png"}
C = {"url": "https://h.test/c.png", "caption": "Crowd at the weir"}
MAIN = {"url": "https://h.test/og.jpg", "alt": "Lead"}
FIG_A = ('<figure><img src="https://h.test/a.jpg" alt="Gate" width="800" height="450">'
         "<figcaption>The gate, raised.</figcaption></figure>")
FIG_B = '<figure><img src="https://h.test/b.png" alt=""></figure>'
FIG_C = '<figure><img src="https://h.test/c.png" alt=""><figcaption>Crowd at the weir</figcaption></figure>'
FIG_MAIN = '<figure><img src="https://h.test/og.jpg" alt="Lead"></figure>'


@pytest.mark.parametrize(("body", "images", "main", "expected"), [
    # The caption the article kept takes its image; the image after it follows it.
    ("<p>One.</p>\n<figcaption>The gate, raised.</figcaption>\n<p>Two.</p>", [A, B], MAIN,
     ["<p>One.</p>", FIG_A, FIG_B, "<p>Two.</p>"]),
    # A caption kept as a paragraph is placed too, as the text wrote it; an image before it opens the entry.
    ("<p>One.</p><p>Crowd at the  <em>weir</em></p><p>Two.</p>", [B, C], None,
     [FIG_B, "<p>One.</p>", FIG_C.replace("the weir", "the  <em>weir</em>"), "<p>Two.</p>"]),
    # A caption without its image is a paragraph, never a bare figcaption.
    ("<figcaption>Lost <em>caption</em></figcaption><p>Text.</p>", [], None,
     ["<p>Lost <em>caption</em></p>", "<p>Text.</p>"]),
    # Nothing placed: the first image opens, the others close the entry.
    ("<p>One.</p><p>Two.</p>", [A, B], None,
     ['<figure><img src="https://h.test/a.jpg" alt="Gate" width="800" height="450">'
      "<figcaption>The gate, raised.</figcaption></figure>", "<p>One.</p>", "<p>Two.</p>", FIG_B]),
    # The main image only when the article has no other; not twice.
    ("<p>One.</p>", [], MAIN, [FIG_MAIN, "<p>One.</p>"]),
    ("<p>One.</p>", [B, B], MAIN, [FIG_B, "<p>One.</p>"]),
    # Only http(s) images; attributes escaped.
    ("<p>One.</p>", [{"url": "javascript:alert(1)"}, {"url": "data:image/png;base64,AA"}], None, ["<p>One.</p>"]),
    ("", [{"url": 'https://h.test/"x.png', "alt": "<b>\x07"}], None,
     ['<figure><img src=\'https://h.test/"x.png\' alt="&lt;b&gt;"></figure>']),
    ("Loose text", [], None, ["<p>Loose text</p>"]),
    ("", [], None, []),
])
def test_entry_html(body: str, images: list[Any], main: Any, expected: list[str]) -> None:
    assert entry_html(body, images, main).split("\n") == (expected or [""])
