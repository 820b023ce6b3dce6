from __future__ import annotations

import re

import numpy as np
import pytest

from scrapy_articles.explain.svg import block_plot, run_plot, ticks, ttr_plot
from scrapy_articles.extraction.content.ttr import LineRatios


@pytest.mark.parametrize("lo, hi, expected", [
    (0.0, 1.0, [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]),
    (0.0, 100.0, [0.0, 20.0, 40.0, 60.0, 80.0, 100.0]),
    (-4.4, 0.4, [-4.0, -3.0, -2.0, -1.0, 0.0]),
    (3.0, 3.0, [3.0]),
])
def test_ticks(lo: float, hi: float, expected: list[float]) -> None:
    assert ticks(lo, hi) == pytest.approx(expected)


def ratios(raw: list[float], threshold: float) -> LineRatios:
    values = np.array(raw)
    return LineRatios(np.arange(1, len(raw) + 1), values, values, threshold, values >= threshold)


def test_ttr_plot_draws_bars_line_and_threshold() -> None:
    svg = ttr_plot(ratios([1.0, 2.0, 30.0, 40.0, 2.0], 12.5))
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    content = re.search(r'class="bar-content"[^>]* d="([^"]*)"', svg)
    other = re.search(r'class="bar-other"[^>]* d="([^"]*)"', svg)
    assert content and other
    assert content.group(1).count("M") == 2 and other.group(1).count("M") == 3
    assert svg.count('<polyline class="smooth"') == 1
    assert "threshold 12.5" in svg


def test_ttr_plot_of_no_lines() -> None:
    assert "no text lines" in ttr_plot(ratios([], 0.0))


def test_block_plot_has_a_hoverable_column_per_block() -> None:
    roles = ("boilerplate", "title", "article", "next page")
    svg = block_plot(np.array([0.1, 0.5, 0.9, 0.2]), np.array([0.0, 0.4, 1.0, 0.7]), roles,
                     ("a", "b", "<c>", "d"), 0.5)
    columns = re.findall(r'<rect class="col (r-[a-z-]+)" data-b="(\d+)"', svg)
    assert columns == [("r-boilerplate", "0"), ("r-title", "1"), ("r-article", "2"), ("r-next-page", "3")]
    assert svg.count('class="density"') == 4 and svg.count('<circle class="prob"') == 4
    assert "threshold 0.50" in svg
    assert "<title>&lt;c&gt;</title>" in svg


def test_run_plot_shades_the_run() -> None:
    svg = run_plot(np.array([-1.0, 2.0, -0.5, 3.0, -4.0]), 1, 4, ("plain",) * 5, ("",) * 5, "token score")
    assert "run: blocks 1-3, sum 4.5" in svg
    assert svg.count('<circle class="runend"') == 2
    points = re.search(r'<polyline class="cumline" points="([^"]*)"', svg)
    assert points and len(points.group(1).split()) == 6  # n + 1 block boundaries
    assert 'class="run"' not in run_plot(np.array([-1.0, -2.0]), 0, 0, ("plain",) * 2, ("",) * 2, "x")


def test_dense_plots_drop_their_connecting_lines() -> None:
    many = 700
    assert '<polyline class="smooth thin"' in ttr_plot(ratios([float(i % 7) for i in range(many)], 3.0))
    dense = block_plot(np.zeros(many), np.zeros(many), ("article",) * many, ("",) * many, 0.5)
    assert 'class="probline"' not in dense and dense.count('<circle class="prob"') == many
