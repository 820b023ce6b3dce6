"""Multi-page merge: per-page fields joined in order, shared lines once."""

from __future__ import annotations

import json
import pickle
from typing import Any

from scrapy_articles.scrapy import merge

STANDFIRST = "Three mills once made this town."
BYLINE = "By Ines Calloway"


def page(n: int, extra_images: tuple[str, ...] = ()) -> dict[str, Any]:
    body = [STANDFIRST, BYLINE, "Shared item", f"Item of page {n}",
            f"Paragraph one of page {n}.", f"Paragraph two of page {n}."]
    html = [f"<p>{line}</p>" for line in body[:2]] + [
        f"<ul><li>Shared item</li><li>Item of page {n}</li></ul>"] + [f"<p>{line}</p>" for line in body[4:]]
    return {
        "url": f"http://h/p{n}", "headline": "Mills", "authors": [{"name": "Ines Calloway"}],
        "articleBody": "\n".join(body), "articleBodyHtml": "\n".join(html),
        "images": [{"url": "http://h/shared.png"}] + [{"url": u} for u in extra_images],
        "probability": 0.5 + n / 10, "nextPageUrl": f"http://h/p{n + 1}", "isArticle": True,
    }


def three_pages() -> merge.State:
    state = merge.start(page(1), "http://h/p1")
    state = merge.add_page(merge.visit(state, "http://h/p2"), page(2, ("http://h/two.png",)), "http://h/p2")
    return merge.add_page(state, page(3), "http://h/p3")


def test_bodies_in_order_shared_lines_once() -> None:
    fields = merge.merged(three_pages())
    assert fields["articleBody"].splitlines() == [
        STANDFIRST, BYLINE, "Shared item", "Item of page 1", "Paragraph one of page 1.", "Paragraph two of page 1.",
        "Item of page 2", "Paragraph one of page 2.", "Paragraph two of page 2.",
        "Item of page 3", "Paragraph one of page 3.", "Paragraph two of page 3."]


def test_html_drops_the_same_blocks() -> None:
    html = merge.merged(three_pages())["articleBodyHtml"]
    assert html.count(STANDFIRST) == 1 and html.count(BYLINE) == 1 and html.count("Shared item") == 1
    assert html.index("page 1") < html.index("page 2") < html.index("page 3")
    assert "<li>Item of page 3</li>" in html


def test_metadata_from_page_one_images_merged_pages_recorded() -> None:
    fields = merge.merged(three_pages())
    assert fields["url"] == "http://h/p1" and fields["headline"] == "Mills"
    assert fields["pages"] == ["http://h/p1", "http://h/p2", "http://h/p3"]
    assert [i["url"] for i in fields["images"]] == ["http://h/shared.png", "http://h/two.png"]
    assert fields["probability"] == round((0.6 + 0.7 + 0.8) / 3, 4)
    assert "nextPageUrl" not in fields


def test_state_is_plain_data() -> None:
    state = three_pages()
    assert json.loads(json.dumps(state)) == state
    assert pickle.loads(pickle.dumps(state)) == state
    assert state["visited"] == ["http://h/p1", "http://h/p2", "http://h/p3"]


def test_states_are_copies() -> None:
    first = merge.start(page(1), "http://h/p1")
    merge.add_page(first, page(2), "http://h/p2")
    assert first["pages"] == ["http://h/p1"]


def test_print_version_body_with_page_metadata() -> None:
    state = merge.start({**page(1), "description": None}, "http://h/p1", kind="print")
    printed = {"url": "http://h/print/p1", "headline": "Mills (print)", "description": "From print",
               "articleBody": "All of it.", "articleBodyHtml": "<p>All of it.</p>", "images": [],
               "probability": 0.9}
    fields = merge.with_print_version(state, printed, "http://h/print/p1")
    assert fields["articleBody"] == "All of it." and fields["headline"] == "Mills"
    assert fields["description"] == "From print"
    assert fields["url"] == "http://h/p1" and fields["printUrl"] == "http://h/print/p1"
    assert fields["pages"] == ["http://h/p1"]


def code_page(n: int, code: list[str]) -> dict[str, Any]:
    return {"url": f"http://h/p{n}", "articleBody": "\n".join([STANDFIRST, *code]),
            "articleBodyHtml": f"<p>{STANDFIRST}</p>\n<pre><code>" + "\n".join(code) + "</code></pre>"}


def test_lines_of_code_repeated_on_a_later_page_are_kept() -> None:
    first = ["if (a) {", "    run(a);", "}"]
    second = ["while (b) {", "    run(b);", "}", "}"]
    state = merge.add_page(merge.start(code_page(1, first), "http://h/p1"), code_page(2, second), "http://h/p2")
    fields = merge.merged(state)
    assert fields["articleBody"].splitlines() == [STANDFIRST, *first, *second]
    assert fields["articleBodyHtml"].count(STANDFIRST) == 1
    assert fields["articleBodyHtml"].count("<pre>") == 2 and "    run(b);\n}\n}</code>" in fields["articleBodyHtml"]


def test_a_one_line_code_block_seen_before_is_kept() -> None:
    state = merge.start(code_page(1, ["make", "make install"]), "http://h/p1")
    fields = merge.merged(merge.add_page(state, code_page(2, ["make install"]), "http://h/p2"))
    assert fields["articleBody"].splitlines() == [STANDFIRST, "make", "make install", "make install"]
    assert fields["articleBodyHtml"].endswith("<pre><code>make install</code></pre>")
