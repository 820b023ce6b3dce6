"""benchmarks/speed.py: stages times every stage of extract() where it is called and leaves nothing
wrapped; paired rotates its contenders; the table's workers import no extractor before measuring."""

from __future__ import annotations

import inspect
import json
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from benchmarks import speed
from scrapy_articles.extraction.content.methods import METHODS

EXTRACT = speed.extract_module()
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
    assert stage_functions() <= set(speed.STAGES)
    assert "_count_elements" in speed.STAGES  # an XPath object, not a function


def test_stages_are_restored_after_the_run():
    before = {name: getattr(EXTRACT, name) for name in speed.STAGES}
    method = METHODS["auto"]
    speed.stages_round(ROWS, "auto")
    assert {name: getattr(EXTRACT, name) for name in speed.STAGES} == before
    assert METHODS["auto"] is method


def test_a_round_times_the_stages_the_pages_run_and_they_add_up_to_less_than_the_whole():
    totals = speed.stages_round(ROWS, "auto")
    # Every stage runs on an article page with a URL (main_image too: the page has no image).
    assert set(speed.STAGES) | {speed.decision("auto")} <= set(totals)
    assert all(totals[name] >= 0 for name in totals)
    assert totals[speed.REFERENCE] > 0 and totals[speed.WALK] > 0
    stages = sum(ns for name, ns in totals.items() if name not in (speed.REFERENCE, speed.WALK, speed.EXTRACT))
    assert 0 < stages <= totals[speed.EXTRACT]


def test_the_table_has_the_reference_the_floor_every_stage_and_the_whole():
    best = speed.stages_best(ROWS, "auto", rounds=2)
    stages = [ns for name, ns in best.items() if name not in (speed.REFERENCE, speed.WALK, speed.EXTRACT)]
    assert sum(stages) == best[speed.EXTRACT]  # the glue row included, and never negative
    assert best[speed.UNACCOUNTED] >= 0
    lines = speed.stages_table(best, len(ROWS))
    names = [line.split(" | ")[0].removeprefix("| ") for line in lines[2:]]
    assert names[:2] == [speed.REFERENCE, speed.WALK]
    assert names[-2:] == [speed.UNACCOUNTED, speed.EXTRACT]
    assert sorted(names) == sorted([speed.REFERENCE, speed.WALK, *speed.STAGES, speed.decision("auto"),
                                    speed.UNACCOUNTED, speed.EXTRACT])
    assert lines[-1].endswith("| 100.0% |")
    # The parse is the unit of the ratio column.
    assert lines[2].split(" | ")[2] == "1.00"


def test_the_metadata_stages_are_called_as_analyse_calls_them(monkeypatch):
    """speed.py metadata times read_metadata and find_title on analyse()'s own inputs: their answers are its."""
    answers: dict[str, list[object]] = {"read_metadata": [], "find_title": []}
    for name, kept in answers.items():
        stage = getattr(EXTRACT, name)
        monkeypatch.setattr(EXTRACT, name, lambda *a, stage=stage, kept=kept, **k: kept.append(stage(*a, **k)) or kept[-1])
    # A byline hidden from readers: the metadata of the full tree would name its author.
    rows = [{**row, "html": row["html"].replace("<article>", "<div style='display:none'><p class='byline'>"
                                                "By Hidden Writer</p></div><article>")} for row in ROWS]
    for row in rows:
        EXTRACT.analyse(row["html"], row["url"])
    monkeypatch.undo()
    assert not any("Hidden Writer" in repr(metadata) for metadata in answers["read_metadata"])
    stages = speed.MetadataStages("scrapy_articles", rows)
    assert stages.read_metadata() == list(map(repr, answers["read_metadata"]))
    assert stages.find_title() == answers["find_title"] == ["Council weighs the plan", "Board weighs the plan"]


def test_the_site_sample_is_every_8th_page_of_the_crawl_benchmarks_site_with_its_url():
    rows, described = speed.sample(Path("unused"), quick=True, site=True)
    with tempfile.TemporaryDirectory() as scratch:
        site = speed.site_rows(Path(scratch) / "site")
    assert [row["url"] for row in rows] == [row["url"] for row in site[::8]]
    assert all(row["url"].startswith(speed.SITE_ORIGIN + "/") for row in rows)
    assert described == f"{len(rows)} pages of the crawl benchmark's generated news site, every 8th, with their URLs."


def test_the_site_section_times_next_page_detection():
    section = speed.stages_section(quick=True, site=True)
    assert "pages of the crawl benchmark's generated news site" in section
    # With URLs, next-page detection reads every page's links: its row is not empty.
    row = next(line for line in section.splitlines() if line.startswith("| find_neighbour_pages |"))
    assert float(row.split(" | ")[1]) > 0


def test_paired_rotates_the_order_page_by_page_and_sums_each_contenders_time():
    calls: list[tuple[str, str]] = []

    def contender(name: str):
        def run(html: str, url: str) -> None:
            calls.append((name, url))
            EXTRACT.extract(html, url)
        return run

    functions = {name: contender(name) for name in ("a", "b", speed.TRAFILATURA)}
    spent = speed.paired_times(functions, ROWS, rounds=2)
    timed = calls[len(ROWS) * 3:]  # after the warm-up, every page of both rounds
    firsts = [timed[i][0] for i in range(0, len(timed), 3)]
    assert firsts == ["b", speed.TRAFILATURA, "a", "b"]  # the order turns one step a page, across rounds too
    assert len(timed) == 2 * len(ROWS) * 3 and all(seconds > 0 for seconds in spent.values())
    lines = speed.paired_table({"a": 2.0, "b": 1.0, speed.TRAFILATURA: 4.0}, n_pages=2, rounds=2)
    assert lines[-3:] == ["| a | 2.00 | 2 | 2.00x |", "| b | 1.00 | 4 | 4.00x |",
                          f"| {speed.TRAFILATURA} | 4.00 | 1 | 1.00x |"]


def test_paired_warms_up_on_every_page_before_timing():
    # More pages than the other commands' warm-up: a pattern compiled at its first use on a late page
    # (lazyregex.py) must be compiled before the timed rounds, not inside them.
    rows = [{"html": "", "url": f"http://example.com/{i}"} for i in range(speed.WARMUP_PAGES + 5)]
    calls: list[tuple[str, str]] = []
    functions = {name: (lambda html, url, name=name: calls.append((name, url))) for name in ("a", speed.TRAFILATURA)}
    speed.paired_times(functions, rows, rounds=1)
    warm = calls[:len(calls) // 2]
    assert sorted(warm) == sorted((name, row["url"]) for row in rows for name in functions)
    assert sorted(calls[len(calls) // 2:]) == sorted(warm)


@pytest.mark.slow
def test_process_times_every_case_of_both_command_lines_as_whole_processes(tmp_path):
    written = speed.ProcessPages(tmp_path, ROWS, single=2)
    contenders = speed.command_lines(None)
    spent = speed.process_round(contenders, written, turn=1)
    cases = (speed.BATCH, speed.PER_PAGE, speed.HELP, speed.EMPTY)
    assert set(spent) == {(case, c.name) for case in cases for c in contenders}
    # A whole process costs at least the interpreter's start, a few milliseconds of CPU. (Which case costs
    # more is a timing, not asserted: on a fresh clone the first process compiles the byte code.)
    assert all(wall > 0.005 and cpu > 0.005 for wall, cpu in spent.values())
    ours = (tmp_path / "out" / "scrapy-articles").read_text(encoding="utf-8").splitlines()
    assert [json.loads(line)["id"] for line in ours] == ["0", "1"]
    assert "0 The council met on Tuesday" in json.loads(ours[0])["text"]
    assert len(list((tmp_path / "out" / "trafilatura").rglob("*.txt"))) == 2
    lines = speed.process_table(spent, written)
    assert len(lines) == 2 + len(spent)
    assert [line.split(" | ")[0].strip("| ") for line in lines[2:]] == [case for case in cases for _ in contenders]
    assert all(line.endswith(" | 1.00x |") for line in lines[2:] if f"| {speed.TRAFILATURA_CLI} |" in line)


def test_a_batch_that_wrote_nothing_is_not_a_measurement(tmp_path):
    written = speed.ProcessPages(tmp_path, [{"html": "", "url": None}], single=1)
    with pytest.raises(SystemExit, match="wrote nothing"):
        speed.command_lines(None)[-1].batch(written)  # trafilatura writes no file for an empty page


def test_the_table_workers_import_no_extractor_before_their_memory_baseline():
    # Imports made before the baseline would not count in an extractor's memory column.
    code = ("import sys; sys.argv = ['speed.py']; import benchmarks.speed; "
            "print(sorted({m.split('.')[0] for m in sys.modules} & {'scrapy_articles', 'lxml', 'numpy', 'scrapy'}))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"


@pytest.mark.parametrize("command", ["table", "paired", "stages", "instructions", "metadata", "process", "scaling",
                                     "memory", "minified"])
def test_every_command_has_its_help(command, capsys):
    with pytest.raises(SystemExit) as exited:
        speed.main([command, "--help"])
    assert exited.value.code == 0
    assert capsys.readouterr().out.startswith(f"usage: benchmarks/speed.py {command}")


def test_the_run_report_has_the_speed_tools_sections():
    from benchmarks import run
    found, _ = run.discover()
    names = [name for name, _ in found]
    assert {"speed", "stages", "scaling", "memory"} <= set(names)
    assert names[:1] == ["speed"]
