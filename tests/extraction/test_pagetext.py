"""What a pagination link's text says: direction, page named, and the neighbour it steps to instead."""

from __future__ import annotations

import pytest

from scrapy_articles.extraction.links.linktext import (
    decoy, is_first_or_last, later_in_time, mentioned_page, names_a_page, says,
)


@pytest.mark.parametrize("text, forward", [
    ("next", True), ("next page", True), ("next »", True), ("»", True), ("›", True),
    ("continue reading →", True), ("weiter »", True), ("nächste seite", True), ("page suivante ›", True),
    ("página siguiente »", True), ("pagina successiva", True), ("volgende pagina", True), ("dalej", True),
    ("次のページ", True),
    # a page phrase may open a longer text: the next page's heading follows it
    ("next page: how the harbour wall was rebuilt after the storm ›", True),
    ("continue reading on page 2", True), ("weiterlesen auf seite 2", True),
    ("previous", False), ("« zurück", False), ("‹ page précédente", False), ("« previous page", False),
    ("back to page 1", False), ("« back to part 1", False),
    # the languages beyond the corpora's
    ("következő »", True), ("előző", False), ("επόμενη ›", True), ("trang sau", True), ("‹ trước", False),
    ("selanjutnya", True), ("наступна", True), ("попередня", False), ("הבא", True), ("السابق", False),
    ("página seguinte", True),
])
def test_direction(text: str, forward: bool) -> None:
    assert says(text, True) is forward
    assert says(text, False) is (not forward)


@pytest.mark.parametrize("text", [
    "next: the council votes on the harbour tram line tonight",  # a bare "next" opening a headline
    "read more", "2", "share", "",
    "next page " + "of a text far too long to be a link to the next page of anything " * 2,
])
def test_no_direction(text: str) -> None:
    assert says(text, True) is None


@pytest.mark.parametrize("text, kind", [
    ("next image ›", "gallery"), ("next photo", "gallery"), ("nächstes bild ›", "gallery"),
    ("image suivante ›", "gallery"),
    ("older comments »", "comment pages"), ("ältere kommentare »", "comment pages"),
    ("commentaires plus anciens", "comment pages"),
    ("next article »", "next article"), ("nächster artikel »", "next article"), ("article suivant ›", "next article"),
    ("next post", "next article"),
    ("next month »", "calendar"), ("jun »", "calendar"), ("mois suivant »", "calendar"),
    ("nächster monat »", "calendar"),
    ("« older posts", "listing"), ("ältere beiträge", "listing"), ("ältere artikel", "listing"),
    ("articles plus anciens", "listing"),
    # a text that names a page speaks of the page's content, not of a neighbour
    ("next page: images of the storm", None), ("next page", None), ("weiter", None), ("2", None),
])
def test_decoy(text: str, kind: str | None) -> None:
    assert decoy(text) == kind


@pytest.mark.parametrize("text, page, names", [
    ("continue to page 3 »", 3, True), ("seite 2", 2, True), ("page 2: beginnings", 2, True),
    ("seite 4 von 5", 4, True), ("next page", None, True), ("continue reading", None, True),
    ("2", None, False), ("on 3 pages", None, False), ("next image", None, False),
    ("part 2: the storm", None, False), ("teil 2", None, False),  # a part of a series is an article
])
def test_mentioned_page(text: str, page: int | None, names: bool) -> None:
    assert mentioned_page(text) == page
    assert names_a_page(text) is names


@pytest.mark.parametrize("text, expected", [("last", True), ("first page »", True), ("letzte", True),
                                            ("next", False), ("last of the summer wine", False)])
def test_first_or_last(text: str, expected: bool) -> None:
    assert is_first_or_last(text) is expected


@pytest.mark.parametrize("text, newer", [
    ("older posts", False), ("« older entries", False), ("newer posts →", True), ("ouder »", False),
    ("neuere beiträge", True), ("načíst předešlé příběhy »", False), ("starsze wpisy", False),
    ("next", None), ("older and newer", None), ("older posts " + "x" * 40, None),
])
def test_later_in_time(text: str, newer: bool | None) -> None:
    assert later_in_time(text) is newer
