"""benchmarks/stress.py, scaling: every structure makes a page of k items that extracts, and the table flags growth."""

from __future__ import annotations

import pytest

from benchmarks import stress
from scrapy_articles.extraction import extract


@pytest.mark.parametrize("structure", list(stress.STRUCTURES))
def test_every_structure_gives_a_page_that_grows_with_k_and_extracts(structure):
    small, large = stress.page(structure, 5), stress.page(structure, 20)
    assert stress.page(structure, 5) == small  # seeded: the same page every run
    assert len(small) < len(large)
    article = extract(large, stress.URL)
    assert article.text  # the article paragraph beside the items is always found


def test_the_table_has_a_row_per_structure_and_flags_superlinear_growth():
    lines = stress.scaling_table({"paragraphs": (100, 0.010, 400, 0.040), "link list": (100, 0.010, 400, 0.160)})
    assert lines[2] == "| paragraphs | 100 | 10.0 | 400 | 40.0 | 4.0x |"
    assert lines[3] == "| link list | 100 | 10.0 | 400 | 160.0 | 16.0x **superlinear** |"
    assert lines[-1] == "Superlinear: link list."
    assert stress.scaling_table({"paragraphs": (100, 0.010, 400, 0.040)})[-1] == "No structure grows superlinearly."


def test_a_quick_run_measures_the_structures_asked():
    section = stress.scaling_section(quick=True, n=5, structures=["paragraphs", "JSON-LD articles"])
    rows = [line.split(" | ")[0].removeprefix("| ") for line in section.splitlines()
            if line.startswith("| ") and "---" not in line]
    assert rows == ["structure", "paragraphs", "JSON-LD articles"]
