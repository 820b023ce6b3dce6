from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from scrapy_articles.explain import why
from scrapy_articles.explain.why import BYLINE, ablation, reasons, signal_groups
from scrapy_articles.extraction.content import methods
from scrapy_articles.extraction.content.classify import Network
from scrapy_articles.extraction.config import ExtractionConfig
from scrapy_articles.extraction.extract import Analysis, analyse
from scrapy_articles.extraction.content.features import refine_features, shallow_features
from scrapy_articles.extraction.content.methods import Decision, auto_feature_names
from scrapy_articles.extraction.content.mss import run_mask

from .conftest import URL


@pytest.mark.parametrize("name, group", [
    ("link_density", "link density"),
    ("prev_link_density", "neighbours"),
    ("win_log_ttr", "neighbours"),
    ("anc2_link_density", "container"),
    ("density", "text density"),
    ("wrapped_density", "text density"),
    ("log_ttr", "TTR"),
    ("negative_hints", "class/id hints"),
    ("hint_comment", "class/id hints"),
    ("in_nav", "tag context"),
    ("is_heading", "tag context"),
    ("position", "position"),
    ("page_log_chars", "page size"),
    ("mss_run", "token classifier"),
    ("log_words", "length"),
    ("all_caps", "text style"),
    ("brand_new_feature", "brand_new_feature"),  # a retrained model's new column stands alone
])
def test_signal_groups(name: str, group: str) -> None:
    assert list(signal_groups((name,))) == [group]


def logistic(names: tuple[str, ...], weights: list[float]) -> Network:
    d = len(names)
    return Network(names=names, mean=np.zeros(d), scale=np.ones(d),
                   weights=(np.array(weights, dtype=float).reshape(d, 1),), biases=(np.zeros(1),),
                   low=np.full(d, -np.inf), high=np.full(d, np.inf))


def sigmoid(z: float) -> float:
    return 1.0 / (1.0 + np.exp(-z))


def test_ablation_hand_computed() -> None:
    model = logistic(("link_density", "log_words", "prev_log_words"), [-4.0, 2.0, 1.0])
    labels, effects = ablation(model, np.array([[1.0, 0.5, 0.0]]))
    assert labels == ["link density", "length", "neighbours"]
    p = sigmoid(-4.0 + 1.0)
    expected = [p - sigmoid(1.0), p - sigmoid(-4.0), 0.0]
    assert effects[0] == pytest.approx(expected)


def test_ttr_reasons_compare_with_the_threshold(analysis: Analysis) -> None:
    assert analysis.page is not None and analysis.decision is not None
    said = reasons(analysis, ExtractionConfig())
    threshold = f"threshold {analysis.page.ratios.threshold:.1f}"
    for sentence, kept in zip(said, analysis.decision.selected):
        assert threshold in sentence
        assert ("≥" in sentence) == bool(kept)


def test_mss_reasons_name_the_run(analysis: Analysis) -> None:
    assert analysis.page is not None
    n = len(analysis.page.blocks)
    scores = np.full(n, -1.0)
    scores[3:6] = 2.0
    mss = replace(analysis, algorithm="mss", decision=Decision(scores, np.clip(scores, 0, 1), run_mask(scores)))
    said = reasons(mss, ExtractionConfig())
    assert said[4] == "inside the maximum-subsequence run (blocks 3-5); token score +2.0"
    assert said[0].startswith("outside the maximum-subsequence run (blocks 3-5)")
    nothing = replace(mss, decision=Decision(-np.ones(n), np.zeros(n), np.zeros(n, dtype=bool)))
    assert reasons(nothing, ExtractionConfig())[0].startswith("no run of blocks sums above zero")


def shallow_analysis(analysis: Analysis, model: Network, threshold: float = 0.5) -> Analysis:
    assert analysis.page is not None
    p = model.predict(shallow_features(analysis.page.blocks)[0])
    return replace(analysis, algorithm="shallow", decision=Decision(p, p, p >= threshold))


def test_learned_reasons_name_the_decisive_signal(analysis: Analysis, monkeypatch: pytest.MonkeyPatch) -> None:
    assert analysis.page is not None
    names = tuple(shallow_features(analysis.page.blocks)[1])
    weights = [-8.0 if n == "link_density" else 1.0 if n == "log_words" else 0.0 for n in names]
    model = replace(logistic(names, weights), mean=np.array([0.3 if n == "link_density" else 0.0 for n in names]))
    monkeypatch.setattr(why, "load_model", lambda name: model)
    shallow = shallow_analysis(analysis, model)
    said = dict(zip(analysis.page.blocks.texts, reasons(shallow, ExtractionConfig())))
    assert said["Sport"].startswith("low probability 0.0")
    assert "; link density 1.00 pulled it down by" in said["Sport"]
    assert "length 37 words pushed it up" in said[analysis.page.blocks.texts[7]]


def test_learned_reasons_fall_back_when_the_model_does_not_replay(analysis: Analysis,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    assert analysis.page is not None
    names = tuple(shallow_features(analysis.page.blocks)[1])
    model = logistic(names, [1.0] * len(names))
    shallow = shallow_analysis(analysis, model)
    monkeypatch.setattr(why, "load_model", lambda name: logistic(names, [-1.0] * len(names)))
    said = dict(zip(analysis.page.blocks.texts, reasons(shallow, ExtractionConfig())))
    assert "pulled it down" not in said["Sport"] and "pushed it up" not in said["Sport"]
    assert said["Sport"].endswith("; link density 1.00")


def test_density_rules_explain_the_cut(analysis: Analysis) -> None:
    fixed = replace(analysis, algorithm="density")
    config = ExtractionConfig(density_rule="fixed", density_threshold=0.5)
    assert all("the fixed threshold 0.50" in s for s in reasons(fixed, config))


def fake_models(analysis: Analysis, second_stage: bool) -> dict[str, object]:
    """Hand-weighted stand-ins for the shipped models, named as ``auto`` reads them.

    Each of auto's pipelines gets networks of its own strength, so that the
    explanation must average them as the engine does to replay its decision.
    """
    assert analysis.page is not None
    blocks = analysis.page.blocks
    names = tuple(auto_feature_names(blocks))
    refined = tuple(refine_features(blocks.n_words, blocks.ancestors, np.zeros(len(blocks)))[1])
    # auto's mss inputs read the shallow network's leanings: even odds lean nowhere.
    shallow_names = tuple(shallow_features(blocks)[1])
    models: dict[str, object] = {"shallow": logistic(shallow_names, [0.0] * len(shallow_names))}
    for strength, (first, second) in enumerate(methods.AUTO_PIPELINES, start=1):
        models[first] = logistic(names, [-6.0 * strength if n == "link_density" else 1.5 if n == "log_words"
                                         else 0.0 for n in names])
        if second_stage:
            models[second] = logistic(names + refined, [-1.0 if n == "link_density" else 3.0 / strength
                                                        if n == "p1_logit" else 0.0 for n in names + refined])
        else:  # an engine whose auto is the first network alone
            break
    return models


@pytest.mark.parametrize("second_stage", [True, False])
def test_auto_is_explained_through_its_stages(markup: bytes, analysis: Analysis, monkeypatch: pytest.MonkeyPatch,
                                              second_stage: bool) -> None:
    models = fake_models(analysis, second_stage)

    def load(name: str) -> object:
        if name not in models:
            raise FileNotFoundError(name)
        return models[name]

    monkeypatch.setattr(methods, "load_model", load)
    monkeypatch.setattr(why, "load_model", load)
    if not second_stage:  # an engine whose auto is the first network alone
        monkeypatch.setattr(methods, "run_auto", lambda page, config: shallow_free_auto(page, models["auto"]))
        monkeypatch.setitem(methods.METHODS, "auto", methods.run_auto)
    auto = analyse(markup, URL, algorithm="auto")
    said = dict(zip(auto.page.blocks.texts, reasons(auto, ExtractionConfig())))  # type: ignore[union-attr]
    sport = said["Sport"]
    assert sport.startswith("low probability 0.0"), sport
    if second_stage:
        assert "first stage pulled it down" in sport and "(first stage: low probability" in sport
    assert "link density 1.00 pulled it down" in sport


def shallow_free_auto(page: methods.PageBlocks, model: object) -> Decision:
    assert isinstance(model, Network)
    p = model.predict(methods.auto_features(page)[0])
    return Decision(p, p, p >= 0.5)


@pytest.mark.parametrize(("label", "block", "expected"), [
    ("class/id hints", 1, "navigation"),  # a <nav> menu item
    ("class/id hints", 15, "related"),
    ("class/id hints", 7, "none"),
    ("length", 14, "1 words"),
    ("tag context", 1, "in li, nav"),
])
def test_signal_value_reads_the_block(analysis: Analysis, label: str, block: int, expected: str) -> None:
    assert analysis.page is not None
    assert why.signal_value(label, analysis.page, block) == expected


def test_auto_says_where_the_selection_departs_from_the_probability(markup: bytes, analysis: Analysis,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    models = fake_models(analysis, True)
    monkeypatch.setattr(methods, "load_model", models.__getitem__)
    monkeypatch.setattr(why, "load_model", models.__getitem__)
    auto = analyse(markup, URL, algorithm="auto")
    assert auto.decision is not None and auto.page is not None
    p = auto.decision.probabilities
    low, high = int(np.argmin(p)), int(np.argmax(p))
    assert p[low] < 0.5 <= p[high]
    selected = p >= 0.5
    selected[low], selected[high] = True, False  # kept in the region; cleaned out
    said = reasons(replace(auto, decision=Decision(p, p, selected)), ExtractionConfig())
    assert said[low].endswith("; kept as part of the article's main container")
    assert said[high].endswith("; cleaned out (a small marked container, or outside the main container)")


def test_auto_says_which_blocks_went_as_bylines() -> None:
    page = (Path(__file__).resolve().parents[1] / "sites" / "basic" / "article.html").read_bytes()
    for config, expected in ((ExtractionConfig(), ["By Tomas Reyner, 12 March 2024"]),
                             (ExtractionConfig(keep_bylines=True), [])):
        auto = analyse(page, URL, algorithm="auto", config=config)
        assert auto.page is not None
        said = reasons(auto, config)
        assert [text for text, why in zip(auto.page.blocks.texts, said) if why.endswith(BYLINE)] == expected


def test_the_shipped_pipelines_are_explained_by_ablation(markup: bytes) -> None:
    """The shipped networks, averaged as the engine averages them, replay its decision (no plain fallback)."""
    auto = analyse(markup, URL, algorithm="auto")
    said = reasons(auto, ExtractionConfig())
    assert said and all(("pulled it down" in s or "pushed it up" in s or s.startswith(("probability", "low")))
                        for s in said)
    assert sum("pulled it down" in s or "pushed it up" in s for s in said) >= len(said) // 2
