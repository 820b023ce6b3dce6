"""benchmarks/crawl.py and benchmarks/pagetype.py: every subcommand answers --help, the crawl children still
start by their flags, run.py finds the crawl sections; peers.py labels our rows with our version."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import pytest

import scrapy_articles
from benchmarks import crawl, pagetype, peers


@pytest.mark.parametrize(("tool", "command"), [(crawl, "addon"), (crawl, "distributed"), (crawl, "feeds"),
                                               (crawl, "service"), (pagetype, "figures"),
                                               (pagetype, "threshold")])
def test_every_command_has_its_help(tool, command, capsys):
    with pytest.raises(SystemExit) as exited:
        tool.main([command, "--help"])
    assert exited.value.code == 0
    assert capsys.readouterr().out.startswith(f"usage: benchmarks/{Path(tool.__file__).name} {command}")


def test_the_extraction_child_runs_by_its_flag_in_a_fresh_interpreter():
    # stress.py's memory crawl and the addon command start their children as ``python -m benchmarks.crawl FLAG SPEC``.
    pages = sorted(crawl.EXAMPLE_SITE.glob("*/*.html"))[:2]
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        files = []
        for number, page in enumerate(pages):
            copy = root / f"{number}.html"
            copy.write_bytes(page.read_bytes().replace(b"{BASE}", crawl.EXAMPLE_BASE.encode()))
            files.append((str(copy), f"{crawl.EXAMPLE_BASE}/{page.relative_to(crawl.EXAMPLE_SITE)}"))
        result = crawl.run_child(root, "--extract", {"pages": files})
    assert result["responses"] == 2 and result["cpu_s"] > 0
    assert 0 <= result["articles"] <= 2


def test_the_feeds_line_counts_the_example_site():
    line = crawl.feeds_line(rounds=1)
    n = len(list(crawl.EXAMPLE_SITE.glob("*/*.html")))
    assert re.fullmatch(rf"{n} pages: extract\(\) [\d.]+ ms a page; RSS export [\d.]+ ms an item, "
                        r"of which the entry HTML with pictures [\d.]+ ms", line)


def test_the_run_report_has_the_crawl_sections_in_order():
    from benchmarks import run
    found, passed = run.discover()
    names = [name for name, _ in found]
    assert {"crawl", "distributed"} <= set(names)
    assert names.index("crawl") < names.index("memory") < names.index("distributed")
    assert not [line for line in passed if "pagetype_pages" in line or "pagetype_text" in line]


def test_our_rows_are_labelled_with_our_version():
    ours = [e for e in peers.EXTRACTORS if e.kind == "ours"]
    assert ours and all(e.version == scrapy_articles.__version__ for e in ours)
    assert ours[0].label.startswith(f"scrapy-articles {scrapy_articles.__version__} (")
