"""benchmarks/budget.py: every stage of extract() timed where it is called, and nothing left wrapped."""

from __future__ import annotations

import inspect
import tempfile
from pathlib import Path

from benchmarks import budget, paired
from scrapy_articles.extraction.content.methods import METHODS

EXTRACT = budget.EXTRACT_MODULE
PARAGRAPH = "<p>{} The council met on Tuesday to weigh the plan, and its members spoke at length about it.</p>"
PAGE = ("<html><head><title>Council weighs the plan</title></head><body>"
        "<nav><a href='/'>Home</a> <a href='/news'>News</a></nav><article><h1>Council weighs the plan</h1>"
        + "".join(PARAGRAPH.format(i) for i in range(12))
        + "<a href='/news/plan?page=2'>Next page</a></article><footer>Contact us</footer></body></html>")
ROWS = [{"html": PAGE, "url": "http://example.com/news/plan"},
        {"html": PAGE.replace("Council", "Board"), "url": "http://example.com/news/board"}]


def stage_functions() -> set[str]:
    """The extraction functions of other modules that analyse() and assemble() call by name."""
    called = set(EXTRACT.analyse.__code__.co_names) | set(EXTRACT.assemble.__code__.co_names)
    return {name for name in called
            if inspect.isfunction(function := getattr(EXTRACT, name, None))
            and function.__module__.startswith("scrapy_articles.extraction.")
            and function.__module__ != EXTRACT.__name__}


def test_every_stage_that_extract_calls_is_timed():
    # A stage added to analyse() and left out of STAGES would hide in the glue row.
    assert stage_functions() <= set(budget.STAGES)
    assert "_count_elements" in budget.STAGES  # an XPath object, not a function


def test_stages_are_restored_after_the_run():
    before = {name: getattr(EXTRACT, name) for name in budget.STAGES}
    method = METHODS["auto"]
    budget.one_round(ROWS, "auto")
    assert {name: getattr(EXTRACT, name) for name in budget.STAGES} == before
    assert METHODS["auto"] is method


def test_a_round_times_the_stages_the_pages_run_and_they_add_up_to_less_than_the_whole():
    totals = budget.one_round(ROWS, "auto")
    # Every stage runs on an article page with a URL (main_image too: the page has no image).
    assert set(budget.STAGES) | {budget.decision("auto")} <= set(totals)
    assert all(totals[name] >= 0 for name in totals)
    assert totals[budget.REFERENCE] > 0 and totals[budget.WALK] > 0
    stages = sum(ns for name, ns in totals.items() if name not in (budget.REFERENCE, budget.WALK, budget.EXTRACT))
    assert 0 < stages <= totals[budget.EXTRACT]


def test_the_table_has_the_reference_the_floor_every_stage_and_the_whole():
    best = budget.measure(ROWS, "auto", rounds=2)
    stages = [ns for name, ns in best.items() if name not in (budget.REFERENCE, budget.WALK, budget.EXTRACT)]
    assert sum(stages) == best[budget.EXTRACT]  # the glue row included, and never negative
    assert best[budget.UNACCOUNTED] >= 0
    lines = budget.table(best, len(ROWS))
    names = [line.split(" | ")[0].removeprefix("| ") for line in lines[2:]]
    assert names[:2] == [budget.REFERENCE, budget.WALK]
    assert names[-2:] == [budget.UNACCOUNTED, budget.EXTRACT]
    assert sorted(names) == sorted([budget.REFERENCE, budget.WALK, *budget.STAGES, budget.decision("auto"),
                                    budget.UNACCOUNTED, budget.EXTRACT])
    assert lines[-1].endswith("| 100.0% |")
    # The parse is the unit of the ratio column.
    assert lines[2].split(" | ")[2] == "1.00"


def test_the_site_sample_is_every_8th_page_of_the_crawl_benchmarks_site_with_its_url():
    rows, described = budget.sample(Path("unused"), quick=True, site=True)
    with tempfile.TemporaryDirectory() as scratch:
        site = paired.site_rows(Path(scratch) / "site")
    assert [row["url"] for row in rows] == [row["url"] for row in site[::8]]
    assert all(row["url"].startswith(paired.SITE_ORIGIN + "/") for row in rows)
    assert described == f"{len(rows)} pages of the crawl benchmark's generated news site, every 8th, with their URLs."


def test_the_site_section_times_next_page_detection():
    section = budget.main(quick=True, site=True)
    assert "pages of the crawl benchmark's generated news site" in section
    # With URLs, next-page detection reads every page's links: its row is not empty.
    row = next(line for line in section.splitlines() if line.startswith("| find_neighbour_pages |"))
    assert float(row.split(" | ")[1]) > 0
