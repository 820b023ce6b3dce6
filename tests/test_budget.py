"""benchmarks/budget.py: every stage of extract() timed where it is called, and nothing left wrapped."""

from __future__ import annotations

import inspect

from benchmarks import budget
from scrapy_articles.extraction.methods import METHODS

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
