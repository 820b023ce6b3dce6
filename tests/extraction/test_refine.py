"""Tests for features.Regions: the second stage's reading of first-stage probabilities.

The vectorised columns must equal their definitions, written below block by
block: the word-weighted mean probability over the blocks sharing each
ancestor, that ancestor's share of the page's expected content words, and
window means.
"""

from __future__ import annotations

import numpy as np
import pytest

from scrapy_articles.extraction.content.features import REFINE_WINDOWS, Regions, refine_features


def definition(n_words: np.ndarray, ancestors: np.ndarray, p: np.ndarray) -> dict[str, np.ndarray]:
    """The container and window columns, one block at a time."""
    n = len(p)
    words = n_words + 1.0
    mass = p * words
    total = max(mass.sum(), 1e-9)
    out: dict[str, np.ndarray] = {}
    for level in range(ancestors.shape[1]):
        mean, share = np.empty(n), np.empty(n)
        for i in range(n):
            same = ancestors[:, level] == ancestors[i, level] if ancestors[i, level] >= 0 else np.arange(n) == i
            mean[i] = mass[same].sum() / words[same].sum()
            share[i] = mass[same].sum() / total
        out[f"anc{level}_p1_mean"], out[f"anc{level}_p1_share"] = mean, share
    for radius in REFINE_WINDOWS:
        window = [slice(max(i - radius, 0), i + radius + 1) for i in range(n)]
        out[f"win{radius}_p1"] = np.array([mass[w].sum() / words[w].sum() for w in window])
    return out


@pytest.mark.parametrize("levels", [1, 2, 4])
@pytest.mark.parametrize("seed", range(5))
def test_columns_match_their_definitions(seed: int, levels: int) -> None:
    """Also where levels number their containers alike (Regions sums every level in one bincount)."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(1, 40))
    n_words = rng.integers(0, 60, n)
    # Nested containers: each level groups the one below's elements by three; -1 is no ancestor.
    inner = np.sort(rng.integers(-1, 8, n)) * 997  # element numbers far apart, as in a real tree
    inner[inner < 0] = -1
    ancestors = np.column_stack([np.where(inner >= 0, inner // 3 ** level, -1) for level in range(levels)])
    p = rng.random(n)
    x, names = refine_features(n_words, ancestors, p)
    assert x.shape == (n, len(names))
    for name, expected in definition(n_words, ancestors, p).items():
        np.testing.assert_allclose(x[:, names.index(name)], expected, rtol=1e-12, err_msg=name)


def test_one_regions_serves_many_first_networks() -> None:
    n_words = np.array([3, 40, 55, 2, 8])
    ancestors = np.array([[0, -1], [1, 0], [1, 0], [2, 0], [-1, -1]])
    regions = Regions(n_words, ancestors)
    for p in (np.array([0.1, 0.9, 0.8, 0.2, 0.0]), np.array([0.5, 0.5, 0.4, 0.9, 1.0])):
        np.testing.assert_array_equal(regions.features(p)[0], refine_features(n_words, ancestors, p)[0])


@pytest.mark.parametrize("seed", range(5))
def test_several_first_networks_read_at_once_as_each_alone(seed: int) -> None:
    """auto's pipelines read their probabilities in one pass (k rows of p): to the bit as one by one."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(1, 60))
    n_words = rng.integers(0, 60, n)
    ancestors = np.column_stack([np.sort(rng.integers(-1, 500, n)), np.sort(rng.integers(-1, 3, n))])
    p = rng.random((3, n))
    regions = Regions(n_words, ancestors)
    together, names = regions.features(p)
    assert together.shape == (n, 3 * len(names))
    np.testing.assert_array_equal(together, np.hstack([regions.features(row)[0] for row in p]))


def test_a_page_without_blocks_has_no_rows() -> None:
    x, names = refine_features(np.zeros(0, dtype=int), np.zeros((0, 2), dtype=int), np.zeros(0))
    assert x.shape == (0, len(names))
