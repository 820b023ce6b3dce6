"""The learned "not the story" check of tidy (body/storyblocks.py) and its training (training/storyblocks.py)."""

from __future__ import annotations

import numpy as np

from scrapy_articles.extraction.body.storyblocks import (FEATURES, MAX_WORDS, StoryModel, not_story_blocks,
                                                          shipped_model, story_features)
from scrapy_articles.extraction.config import ExtractionConfig
from scrapy_articles.extraction.extract import analyse
from scrapy_articles.training.storyblocks import THRESHOLD, StoryRows, fit, rules_half, training_rows

STORY = " ".join(["The council voted on Tuesday to rebuild the harbour wall before the summer season."] * 3)
URL = "https://news.example.com/local/harbour-wall"


def page(after: str) -> str:
    body = "".join(f"<p>{STORY} Part {i}.</p>" for i in range(5))
    return (f"<html><head><title>Harbour wall</title></head><body><nav><a href='/'>Home</a></nav>"
            f"<article><h1>Harbour wall</h1>{body}{after}</article></body></html>")


def kept_of(markup: str) -> tuple[object, np.ndarray]:
    analysis = analyse(markup, URL, config=ExtractionConfig(tidy_body=False))
    assert analysis.page is not None and analysis.decision is not None
    return analysis.page.blocks, analysis.decision.selected


def test_the_shipped_model_reads_the_features_it_was_trained_on() -> None:
    model = shipped_model()
    assert model.weights.shape == (len(FEATURES),) and model.threshold == THRESHOLD


def test_features_are_one_row_per_kept_block() -> None:
    blocks, kept = kept_of(page(""))
    index = np.flatnonzero(kept)
    x = story_features(blocks, index)  # type: ignore[arg-type]
    assert x.shape == (len(index), len(FEATURES)) and np.isfinite(x).all()


def always(threshold: float) -> StoryModel:
    """A model calling every block not the story (a bias far above any threshold)."""
    return StoryModel(np.zeros(len(FEATURES)), 50.0, threshold)


def test_only_short_blocks_go_and_links_only_to_the_sites_other_pages() -> None:
    after = ('<p>Photo: Ana Ruiz</p><ul><li><a href="/news/1.html">Ferry timetable cut back</a></li></ul>'
             '<ul><li><a href="#part-2">How the wall is built</a></li></ul>')
    blocks, kept = kept_of(page(after))
    kept = kept | np.array([t in ("Photo: Ana Ruiz", "Ferry timetable cut back", "How the wall is built")
                            for t in blocks.texts])  # type: ignore[attr-defined]
    gone = not_story_blocks(blocks, kept, URL, always(0.5))  # type: ignore[arg-type]
    texts = [t for t, g in zip(blocks.texts, gone) if g]  # type: ignore[attr-defined]
    assert "Photo: Ana Ruiz" in texts and "Ferry timetable cut back" in texts
    assert "How the wall is built" not in texts  # a link within the page: a table of contents
    assert gone.any() and not gone[np.array(blocks.n_words) > MAX_WORDS].any()  # type: ignore[attr-defined]
    never = always(1.1)
    assert not not_story_blocks(blocks, kept, URL, never).any()  # type: ignore[arg-type]


def test_training_fits_a_separable_signal_deterministically() -> None:
    rng = np.random.default_rng(0)
    x = rng.normal(size=(400, len(FEATURES)))
    y = (x[:, 1] > 0).astype(float)
    rows = StoryRows(x, y, np.full(400, 10), np.zeros(400, dtype=int), ("p",), ("dragnet",))
    first, second = fit(rows), fit(rows)
    assert np.array_equal(first.weights, second.weights)
    assert int(np.argmax(np.abs(first.weights))) == 1 and first.weights[1] > 0
    assert ((first.probabilities(x) >= 0.5) == (y == 1)).mean() > 0.95


def test_training_takes_the_rules_half_of_the_split_corpus_and_no_score_only_corpus() -> None:
    rows = [{"id": f"t/{i}", "dataset": "trafilatura-eval", "url": f"https://site{i}.example.com/a"} for i in range(40)]
    rows += [{"id": "c/1", "dataset": "cleaneval-dev", "url": None}, {"id": "d/1", "dataset": "dragnet", "url": None}]
    kept = training_rows(rows, frozenset({"cleaneval-dev"}))
    split = [r for r in kept if r["dataset"] == "trafilatura-eval"]
    assert 0 < len(split) < 40 and all(rules_half(r) for r in split)
    assert [r["id"] for r in kept if r["dataset"] != "trafilatura-eval"] == ["d/1"]
