"""Multi-page merge: per-page fields joined in order, shared lines once."""

from __future__ import annotations

import json
import marshal
import pickle
from typing import Any

import pytest

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


@pytest.mark.parametrize("codec", [json, pickle, marshal], ids=["json", "pickle", "marshal"])
def test_state_travels_as_plain_data(codec: Any) -> None:
    """What request.meta carries survives every queue's serialiser and reads back as the same state."""
    state = three_pages()
    carried = state.to_meta()
    assert carried["format"] == merge.FORMAT
    assert merge.State.from_meta(codec.loads(codec.dumps(carried))) == state
    assert state.visited == ("http://h/p1", "http://h/p2", "http://h/p3")


# What the versions before the typed State put in request.meta for page one
# of an article whose page 2 is being fetched: a dict with no "format".
PREVIOUS_VERSION_STATE = {
    "kind": "pages", "first": {"url": "http://h/p1", "headline": "Mills", "authors": [{"name": "Ines Calloway"}]},
    "pages": ["http://h/p1"], "texts": ["Line one.\nLine two."], "htmls": ["<p>Line one.</p>\n<p>Line two.</p>"],
    "images": [{"url": "http://h/shared.png"}], "probabilities": [0.6], "visited": ["http://h/p1", "http://h/p2"],
}


def test_the_previous_versions_state_is_read() -> None:
    state = merge.State.from_meta(pickle.loads(pickle.dumps(PREVIOUS_VERSION_STATE)))
    assert state == merge.State(
        kind="pages", first=PREVIOUS_VERSION_STATE["first"], pages=("http://h/p1",),
        texts=("Line one.\nLine two.",), htmls=("<p>Line one.</p>\n<p>Line two.</p>",),
        images=({"url": "http://h/shared.png"},), probabilities=(0.6,), visited=("http://h/p1", "http://h/p2"))
    assert state.to_meta() == {**PREVIOUS_VERSION_STATE, "format": merge.FORMAT}


@pytest.mark.parametrize("carried", [
    {**PREVIOUS_VERSION_STATE, "format": merge.FORMAT + 1},  # written by a later version
    {k: v for k, v in PREVIOUS_VERSION_STATE.items() if k != "texts"},
    {**PREVIOUS_VERSION_STATE, "kind": "scroll"},
    {**PREVIOUS_VERSION_STATE, "first": "Mills"},
    {**PREVIOUS_VERSION_STATE, "pages": "http://h/p1"},
    {**PREVIOUS_VERSION_STATE, "visited": [None]},
    {**PREVIOUS_VERSION_STATE, "images": ["http://h/shared.png"]},
    {**PREVIOUS_VERSION_STATE, "probabilities": ["high"]},
    {**PREVIOUS_VERSION_STATE, "htmls": []},  # a page without its HTML
    {**PREVIOUS_VERSION_STATE, "pages": [], "texts": [], "htmls": [], "probabilities": []},
    ["pages", "http://h/p1"],
    "http://h/p1",
], ids=["later-format", "missing-field", "unknown-kind", "first-not-a-dict", "pages-not-a-list",
        "visited-not-strings", "images-not-dicts", "probability-not-a-number", "lengths-differ", "no-page",
        "a-list", "a-string"])
def test_an_unreadable_state_gives_none(carried: object) -> None:
    assert merge.State.from_meta(carried) is None


def test_states_are_copies() -> None:
    first = merge.start(page(1), "http://h/p1")
    merge.add_page(first, page(2), "http://h/p2")
    assert first.pages == ("http://h/p1",)
    with pytest.raises(AttributeError):
        first.pages = ()  # type: ignore[misc]


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


# Lines repeated across the pages of one article: chrome (no copy stays), opening (one copy) or story.

MOST_READ = ["Most read", "Ferry fares to rise in spring", "Harbour wall repairs begin"]


def merged_body(pages: list[list[str]]) -> tuple[list[str], str]:
    """The merged text's lines and HTML of pages given as lists of lines (one <p> each, an <h3> for
    a line opening with "## ")."""
    def fields(n: int, lines: list[str]) -> dict[str, Any]:
        return {"url": f"http://h/p{n}", "articleBody": "\n".join(line.removeprefix("## ") for line in lines),
                "articleBodyHtml": "\n".join(f"<h3>{line[3:]}</h3>" if line.startswith("## ") else f"<p>{line}</p>"
                                             for line in lines)}
    state = merge.start(fields(1, pages[0]), "http://h/p1")
    for n, lines in enumerate(pages[1:], 2):
        state = merge.add_page(state, fields(n, lines), f"http://h/p{n}")
    result = merge.merged(state)
    return result["articleBody"].splitlines(), result["articleBodyHtml"]


def own(n: int) -> list[str]:
    return [f"Paragraph one of page {n}.", f"Paragraph two of page {n}."]


def test_box_between_pages_leaves_no_copy() -> None:
    lines, html = merged_body([[STANDFIRST, *own(n), *MOST_READ] for n in (1, 2, 3)])
    assert lines == [STANDFIRST, *own(1), *own(2), *own(3)]
    assert not any(line in html for line in MOST_READ) and html.count(STANDFIRST) == 1


def test_pager_lines_leave_no_copy_their_numbers_blanked() -> None:
    pages = [[f"Words by Ines Calloway · Page {n} of 3", *([f"Continued from page {n - 1}"] if n > 1 else []),
              *own(n)] for n in (1, 2, 3)]
    lines, html = merged_body(pages)
    assert lines == [*own(1), *own(2), *own(3)]
    assert "Page" not in html and "Continued" not in html


@pytest.mark.parametrize("line", ["Continued from page 1", "Continued from previous page", "(Page 2 of 2)",
                                  "Page 2 of 2 · By Ines Calloway", "Words by Ines Calloway · Seite 2 von 2"])
def test_a_pager_line_on_one_page_leaves_no_copy(line: str) -> None:
    # Page two of two alone says where the reader is: a merged body no longer has pages.
    lines, html = merged_body([own(1), [line, *own(2)]])
    assert lines == [*own(1), *own(2)] and line not in html


@pytest.mark.parametrize("line", ["See page 2 of 3 of the survey.",
                                  "Page 2 of 3 of the report counts forty cracks in the wall below the quay."])
def test_a_sentence_citing_a_page_is_kept(line: str) -> None:
    # Words on both sides of the mark, or more words than a byline has: the story's own sentence.
    assert merged_body([own(1), [line, *own(2)]])[0] == [*own(1), line, *own(2)]


@pytest.mark.parametrize("line", ["Vervolg van pagina 1", "Tekst: Joke Bos · Pagina 2 van 2",
                                  "Het verhaal gaat verder op pagina 3", "Weiter auf Seite 3",
                                  "Strona 2 z 2", "Sida 2 av 2 · Av Joke Bos"])
def test_a_pager_line_in_other_languages_leaves_no_copy(line: str) -> None:
    lines, html = merged_body([own(1), [line, *own(2)]])
    assert lines == [*own(1), *own(2)] and line not in html


@pytest.mark.parametrize("line", ["Continua da pagina 1", "Segue a pagina 3", "Suite page 3 »", "Turn to page 3",
                                  "(Jatkuu sivu 3)", "Lesen Sie weiter auf Seite 3"])
def test_a_continued_line_in_any_language_leaves_no_copy(line: str) -> None:
    # On page two, a few words that end with page one's or page three's number: where the text came
    # from or goes on, in any language.
    lines, html = merged_body([own(1), [line, *own(2)], own(3)])
    assert lines == [*own(1), *own(2), *own(3)] and line not in html


@pytest.mark.parametrize("line", ["He turned to page 3 and read it aloud to the council that evening.",
                                  "Pagina 3 of the ledger, she said, was missing.", "Notes of page 2"])
def test_a_line_naming_no_neighbouring_page_is_kept(line: str) -> None:
    # On page two: a sentence, or a line naming its own page.
    assert merged_body([own(1), [line, *own(2)], own(3)])[0] == [*own(1), line, *own(2), *own(3)]


@pytest.mark.parametrize("line", ["Story continues after the advertisement", "Article continues below",
                                  "Fortsetzung folgt", "Suite après la publicité", "Continued"])
def test_a_seam_line_ending_a_page_leaves_no_copy(line: str) -> None:
    # Page one of two ends saying the story goes on (past an advert, onto the next page): in a merged
    # body it reads on by itself. The line stands on one page only, so no repetition shows it.
    lines, html = merged_body([[*own(1), line], own(2)])
    assert lines == [*own(1), *own(2)] and line not in html


def test_a_seam_line_opening_a_later_page_leaves_no_copy() -> None:
    lines, html = merged_body([own(1), ["The story continues", *own(2)]])
    assert lines == [*own(1), *own(2)] and "continues" not in html


@pytest.mark.parametrize("pages", [
    # inside a page, or ending the last page: the body cleaning's to judge, not the merge's
    [[STANDFIRST, "Story continues below", *own(1)], own(2)],
    [own(1), [*own(2), "To be continued"]],
    # a sentence of the story, longer than a seam
    [[*own(1), "The story continues to fascinate the historians of the port and its families."], own(2)],
])
def test_a_line_at_no_seam_is_kept(pages: list[list[str]]) -> None:
    assert merged_body(pages)[0] == [line for page in pages for line in page]


def test_a_heading_ending_a_page_heads_nothing() -> None:
    # "Most read" kept on page two alone, its links left out: in the merged body it would head page three.
    lines, html = merged_body([own(1), [*own(2), "## Meest gelezen"], own(3)])
    assert lines == [*own(1), *own(2), *own(3)] and "Meest gelezen" not in html


def test_a_heading_inside_a_page_is_kept() -> None:
    pages = [own(1), ["## The storm", *own(2)]]
    assert merged_body(pages)[0] == [*own(1), "The storm", *own(2)]
    assert merged_body([["## Ends here"]])[0] == ["Ends here"]  # one page: nothing merged, nothing judged


def test_a_single_page_keeps_its_pager_line() -> None:
    assert merged_body([["Page 1 of 1", *own(1)]])[0] == ["Page 1 of 1", *own(1)]


def test_a_story_listed_in_two_boxes_of_every_page_leaves_no_copy() -> None:
    related = ["Related", MOST_READ[1], "Bakery opens a second shop"]
    lines, html = merged_body([[*own(n), *MOST_READ, *related] for n in (1, 2, 3)])
    assert lines == [*own(1), *own(2), *own(3)] and MOST_READ[1] not in html


def test_a_box_missing_from_one_page_of_four_is_still_chrome() -> None:
    pages = [[*own(n), *(MOST_READ if n != 4 else [])] for n in (1, 2, 3, 4)]
    assert merged_body(pages)[0] == [*own(1), *own(2), *own(3), *own(4)]


@pytest.mark.parametrize("pages, expected", [
    # a refrain twice on page one and once on page two: not chrome, page one keeps both
    ([[*own(1), "Row, row, row.", "Gently down the stream.", "Row, row, row."], [*own(2), "Row, row, row."]],
     [*own(1), "Row, row, row.", "Gently down the stream.", "Row, row, row.", *own(2)]),
    # a line on pages one and three of four: too few pages for chrome, its first copy stays
    ([[*own(1), "The tide turned."], own(2), [*own(3), "The tide turned."], own(4)],
     [*own(1), "The tide turned.", *own(2), *own(3), *own(4)]),
    # the byline opening every page stays once
    ([[BYLINE, *own(n)] for n in (1, 2, 3)], [BYLINE, *own(1), *own(2), *own(3)]),
])
def test_story_lines_repeated_keep_their_first_copies(pages: list[list[str]], expected: list[str]) -> None:
    assert merged_body(pages)[0] == expected
