"""The learned "not the story" check of tidy (body/storyblocks.py) and its training (training/storyblocks.py)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from scrapy_articles.extraction.body.storyblocks import (FEATURES, MAX_WORDS, StoryModel, not_story_blocks,
                                                          shipped_model, story_features)
from scrapy_articles.extraction.config import ExtractionConfig
from scrapy_articles.extraction.extract import analyse, extract
from scrapy_articles.training.storyblocks import (SUITE_DATASET, SUITE_WEIGHT, THRESHOLD, StoryRows, checked_text,
                                                  checked_texts, corpus_models, fit, row_weights, rules_half,
                                                  shipped_decisions, story_rows, training_rows)

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


def test_leave_one_corpus_out_refits_the_check_without_the_scored_corpus(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """crossval --protocol loco tidies each corpus's pages with a block check fitted on the other
    corpora's kept blocks only (:func:`corpus_models`), and its texts are :func:`checked_texts`'."""
    from scrapy_articles.training import storyblocks
    from scrapy_articles.cli import main
    from scrapy_articles.evaluation import read_corpus
    from scrapy_articles.training.commands import feature_names
    from scrapy_articles.training.dataset import load_pages
    from scrapy_articles.training.train import leave_one_corpus_out
    from tests.test_training import SITES, write_corpus

    corpus = write_corpus(tmp_path / "tiny.jsonl.gz", SITES)
    config = ExtractionConfig()
    rows = list(read_corpus(corpus))
    decisions = leave_one_corpus_out(load_pages([corpus], None, config), feature_names(), config, ("auto",))["auto"]
    models = corpus_models(rows, decisions, config, frozenset())
    assert set(models) == {"north", "south"}
    for left_out, other in (("north", "south"), ("south", "north")):
        fitted = fit(story_rows([r for r in rows if r["dataset"] == other], decisions, config)).model()
        assert np.array_equal(models[left_out].weights, fitted.weights)
    assert not np.array_equal(models["north"].weights, models["south"].weights)
    fitted_in_crossval: list[dict[str, StoryModel]] = []

    def recorded(*args: object) -> dict[str, StoryModel]:
        fitted_in_crossval.append(corpus_models(*args))  # type: ignore[arg-type]
        return fitted_in_crossval[-1]

    monkeypatch.setattr(storyblocks, "corpus_models", recorded)
    assert main(["crossval", corpus, "--protocol", "loco", "--methods", "auto", "--predictions",
                 str(tmp_path / "oof")]) == 0
    assert len(fitted_in_crossval) == 1
    assert all(np.array_equal(fitted_in_crossval[0][name].weights, models[name].weights) for name in models)
    written = {json.loads(line)["id"]: json.loads(line)["text"]
               for line in (tmp_path / "oof" / "auto.jsonl").read_text(encoding="utf-8").splitlines()}
    assert written == checked_texts({r["id"]: r for r in rows}, decisions, "auto", config, models)


def test_a_checked_text_with_the_shipped_model_is_extracts() -> None:
    markup = page('<p>Photo: Ana Ruiz</p><ul><li><a href="/news/1.html">Ferry timetable cut back</a></li></ul>')
    analysis = analyse(markup, URL)
    assert analysis.decision is not None
    text = checked_text({"html": markup, "url": URL}, analysis.decision, "auto", ExtractionConfig(), shipped_model())
    assert text == extract(markup, URL).text


def test_goes_is_the_probability_against_the_threshold() -> None:
    rng = np.random.default_rng(1)
    x = rng.normal(size=(500, len(FEATURES)))
    for threshold in (0.3, 0.5, 0.7, 0.9):
        model = StoryModel(rng.normal(size=len(FEATURES)) / 4, 0.2, threshold)
        assert np.array_equal(model.goes(x), model.probabilities(x) >= threshold)
    assert not always(1.1).goes(x).any() and always(0.0).goes(x).all()


def test_the_suites_rows_weigh_suite_weight_times_their_words_root() -> None:
    rows = StoryRows(np.zeros((4, len(FEATURES))), np.array([0.0, 1.0, 0.0, 1.0]), np.array([4, 9, 16, 0]),
                     np.array([0, 0, 1, 1]), ("d/1", "bodysuite/tuned/a"), ("dragnet", SUITE_DATASET))
    assert row_weights(rows, 3.0).tolist() == [2.0, 3.0, 12.0, 3.0]  # a block of no words weighs as one word
    assert row_weights(rows, 1.0).tolist() == [2.0, 3.0, 4.0, 1.0]
    assert row_weights(rows).tolist() == row_weights(rows, SUITE_WEIGHT).tolist()


def suite_row(row: dict[str, object], n: int) -> dict[str, object]:
    """A tiny-corpus page as the body suite's export gives it: must and must-not strings."""
    paragraphs = str(row["gold"]).split("\n")
    return {"id": f"bodysuite/test/{n}", "dataset": SUITE_DATASET, "url": row["url"], "html": row["html"],
            "gold": None, "with": [paragraphs[1][:40], paragraphs[-1][-30:]],
            "without": ["All rights reserved", "More on the"]}


@pytest.mark.slow  # two leave-one-corpus-out trainings of auto: seconds
def test_suite_pages_train_every_corpus_model_and_are_decided_as_auto_ships(tmp_path: Path) -> None:
    from scrapy_articles.evaluation import read_corpus
    from scrapy_articles.training.commands import feature_names
    from scrapy_articles.training.dataset import load_pages
    from scrapy_articles.training.train import leave_one_corpus_out
    from tests.test_training import SITES, write_corpus

    corpus = write_corpus(tmp_path / "tiny.jsonl.gz", SITES)
    config = ExtractionConfig()
    rows = list(read_corpus(corpus))
    suite = [suite_row(row, n) for n, row in enumerate(write_rows(tmp_path / "other.jsonl.gz"))]
    decisions = leave_one_corpus_out(load_pages([corpus], None, config), feature_names(), config, ("auto",))["auto"]
    shipped = shipped_decisions(suite, config)
    assert set(shipped) == {row["id"] for row in suite}
    for row in suite:
        assert np.array_equal(shipped[str(row["id"])].selected, analyse(str(row["html"]), str(row["url"]),
                              config=ExtractionConfig(tidy_body=False)).decision.selected)  # type: ignore[union-attr]
    models = corpus_models(rows, decisions, config, frozenset(), suite)
    assert set(models) == {"north", "south"}  # the suite is scored by the body suite's tests, not here
    for left_out, other in (("north", "south"), ("south", "north")):
        found = story_rows([*(r for r in rows if r["dataset"] == other), *suite], {**decisions, **shipped}, config)
        assert SUITE_DATASET in found.datasets
        assert np.array_equal(models[left_out].weights, fit(found).model().weights)
        alone = corpus_models(rows, decisions, config, frozenset())[left_out]
        assert not np.array_equal(models[left_out].weights, alone.weights)
    with pytest.raises(ValueError, match="bodysuite"):
        corpus_models(rows, decisions, config, frozenset(), [{**suite[0], "dataset": "dragnet"}])


def write_rows(path: Path) -> list[dict[str, object]]:
    """Six pages of other sites than the tiny corpus's, in its format (for suite pages)."""
    from tests.test_training import write_corpus
    from scrapy_articles.evaluation import read_corpus

    return list(read_corpus(write_corpus(path, tuple(f"{name}.example" for name in ("bay", "cliff")))))


@pytest.mark.slow  # a leave-one-corpus-out crossval: seconds
def test_crossval_leave_one_corpus_out_fits_its_checks_on_the_story_pages_too(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import gzip

    from scrapy_articles.cli import main
    from scrapy_articles.training import storyblocks
    from tests.test_training import SITES, write_corpus

    corpus = write_corpus(tmp_path / "tiny.jsonl.gz", SITES)
    suite = [suite_row(row, n) for n, row in enumerate(write_rows(tmp_path / "other.jsonl.gz"))]
    path = tmp_path / "bodysuite.jsonl.gz"
    with gzip.open(path, "wt", encoding="utf-8") as f:
        f.write("".join(json.dumps(row) + "\n" for row in suite))
    given: list[object] = []

    def recorded(*args: object) -> dict[str, StoryModel]:
        given.append(args[4] if len(args) > 4 else ())
        return corpus_models(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(storyblocks, "corpus_models", recorded)
    assert main(["crossval", corpus, "--protocol", "loco", "--methods", "auto", "--story-pages", str(path)]) == 0
    assert given == [suite]
