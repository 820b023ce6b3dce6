"""Every method on a hand-made page whose right answer is obvious."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from threadpoolctl import ThreadpoolController

from scrapy_articles.extraction import ALGORITHMS, ExtractionConfig, analyse, extract
from scrapy_articles.extraction.content.classify import Network, load_model, one_blas_thread
from scrapy_articles.extraction.content.features import Regions, refine_features, shallow_features
from scrapy_articles.extraction.content.methods import (AUTO_PIPELINES, MIN_CONTEXT_BLOCKS, MSS_SCORE_SCALE,
                                                _network, _standardise_alike, auto_feature_names, auto_features,
                                                auto_probabilities, page_probabilities, refine_inputs, run_mss,
                                                run_shallow)
from scrapy_articles.extraction.content.mss import run_mask

from .test_classify import _Watched

PAGE = (Path(__file__).parent / "fixtures" / "pages" / "news.html").read_text()
BODY_STARTS = ("The harbour ferry will carry", "The crossing between", "Islanders had relied",
               "The operator said", '"We know the winter')
BOILERPLATE = ("Most read", "Council approves new cycle lanes", "Copyright 2024",
               "About us | Terms | Privacy", "News", "Sport", "tracking text")


def lines_of(text: str) -> list[str]:
    return text.splitlines()


@pytest.mark.parametrize("algorithm", ALGORITHMS)
def test_every_method_keeps_most_of_the_story(algorithm):
    article = extract(PAGE, "https://bayside.example/news/ferry", algorithm=algorithm)
    kept = [s for s in BODY_STARTS if any(line.startswith(s) for line in lines_of(article.text))]
    assert len(kept) >= 4, article.text
    assert article.algorithm == algorithm


# density sees only the text density of a block and its neighbours (seed 002):
# a headline in a "most read" list looks like a short paragraph to it.
@pytest.mark.parametrize("algorithm, allowed", [("auto", 0), ("shallow", 0), ("mss", 0), ("density", 1)])
def test_learned_and_segmenting_methods_drop_the_page_furniture(algorithm, allowed):
    text = extract(PAGE, algorithm=algorithm).text
    kept = [b for b in BOILERPLATE if any(line == b or line.startswith(b) for line in lines_of(text))]
    assert len(kept) <= allowed, kept


def test_auto_is_exact_on_the_obvious_page():
    article = extract(PAGE, "https://bayside.example/news/ferry")
    body = [line for line in lines_of(article.text)
            if line != "Harbour ferry returns after winter repairs" and not line.startswith("By ")]
    assert len(body) == len(BODY_STARTS)
    assert all(line.startswith(start) for line, start in zip(body, BODY_STARTS)), body
    # Inline boilerplate inside or next to the story is cleaned out.
    assert "We use cookies" not in article.text and "Share Tweet Email" not in article.text
    assert article.is_article
    assert article.headline == "Harbour ferry returns after winter repairs"


@pytest.mark.parametrize("rule", ["fixed", "average", "learned"])
def test_density_rules(rule):
    article = extract(PAGE, algorithm="density", config=ExtractionConfig(density_rule=rule))
    assert any(line.startswith("The crossing between") for line in lines_of(article.text))


def test_analysis_exposes_blocks_scores_and_decision():
    analysis = analyse(PAGE, algorithm="auto")
    blocks, decision = analysis.page.blocks, analysis.decision
    assert len(blocks) == len(decision.scores) == len(decision.probabilities) == len(decision.selected)
    story = [i for i, t in enumerate(blocks.texts) if t.startswith("The crossing between")][0]
    menu = blocks.texts.index("Sport")
    assert decision.probabilities[story] > 0.5 > decision.probabilities[menu]


def test_auto_computes_no_ttr_and_the_ttr_is_there_when_read():
    """auto reads no text-to-tag ratio: its analysis leaves the TTR uncomputed, and reading it then
    gives what ttr computes of the same source."""
    from scrapy_articles.extraction.content import ttr

    page = analyse(PAGE, algorithm="auto").page
    assert not {"ratios", "_block_ttr"} & set(vars(page))
    expected = ttr.compute(page.source, page.config)
    assert page.ratios.threshold == expected.threshold > 0
    np.testing.assert_array_equal(page.ratios.smoothed, expected.smoothed)
    values, content = ttr.block_values(expected, page.blocks)
    np.testing.assert_array_equal(page.ttr_values, values)
    np.testing.assert_array_equal(page.ttr_content, content)
    assert page.ttr_content.any() and len(page.ttr_values) == len(page.blocks)


def test_unknown_algorithm_is_a_callers_mistake():
    with pytest.raises(ValueError, match="unknown algorithm"):
        extract(PAGE, algorithm="magic")


@pytest.mark.parametrize("markup", ["", "   ", b"", "<html></html>", "<p>Short.</p>"])
def test_no_article_is_a_normal_result(markup):
    article = extract(markup)
    assert not article.is_article
    assert isinstance(article.text, str)


# The same markup minified: every line break a space, as minifiers do.
MINIFIED_PAGE = " ".join(PAGE.split("\n"))


@pytest.mark.parametrize("algorithm", ALGORITHMS)
def test_a_minified_page_keeps_the_story(algorithm):
    article = extract(MINIFIED_PAGE, "https://bayside.example/news/ferry", algorithm=algorithm)
    kept = [s for s in BODY_STARTS if any(line.startswith(s) for line in lines_of(article.text))]
    assert len(kept) >= 4, article.text


def test_auto_reads_a_minified_page_as_the_formatted_one():
    assert (extract(MINIFIED_PAGE, "https://bayside.example/news/ferry").text
            == extract(PAGE, "https://bayside.example/news/ferry").text)


STORY = ("The committee met on Tuesday to discuss the proposed changes to the city budget, which "
         "would move funds from road repairs to the public library system. ") * 5


# Pages on one short line: TTR reads a single line there, its threshold is
# zero, and its ratio feature once went to 1e11 and swamped the network.
@pytest.mark.parametrize("markup", [
    f"<html><body><h1>Budget talks continue</h1><p>{STORY}</p><h2>Next steps</h2></body></html>",
    f"<html><body><h1>Budget talks continue</h1><p>{STORY}</p><p>{STORY}</p></body></html>",
    f"<html><body><div>{STORY}</div><div>{STORY}</div></body></html>",
])
def test_a_bare_page_on_one_line_keeps_its_paragraphs(markup):
    article = extract(markup, "https://example.com/budget")
    assert STORY.strip() in article.text.splitlines()


# A page of one block gives the second network no containers or neighbours to
# read; it answered near 0 there and such pages came out empty.
@pytest.mark.parametrize("body", [f"<div>{STORY}</div>", f"<p>{STORY}</p>",
                                  f"<table><tr><td>{STORY}</td></tr></table>", f"<article><div>{STORY}</div></article>"])
def test_a_page_of_one_block_keeps_it(body):
    article = extract(f"<html><head><title>Budget</title></head><body>{body}</body></html>")
    assert article.text == STORY.strip()
    assert article.is_article


@pytest.mark.parametrize("body", ["<div>403 Forbidden</div>",
                                  '<div><a href="/">Home</a> | <a href="/a">About</a> | <a href="/c">Contact</a></div>'])
def test_a_page_of_one_block_of_boilerplate_has_no_article(body):
    article = extract(f"<html><body>{body}</body></html>")
    assert article.text == ""
    assert not article.is_article


def test_the_shallow_network_reads_the_first_columns_of_autos_features():
    """auto_probabilities hands a lone block's first columns to the shallow network, its tag context cleared."""
    analysis = analyse(f"<html><body><p>{STORY}</p></body></html>")
    assert analysis.page is not None and len(analysis.page.blocks) < MIN_CONTEXT_BLOCKS
    shallow = load_model("shallow")
    assert isinstance(shallow, Network)
    assert auto_feature_names(analysis.page.blocks)[:len(shallow.names)] == list(shallow.names)
    x, names = shallow_features(analysis.page.blocks)
    expected = shallow.predict(np.where([n.startswith("in_") for n in names], 0.0, x))
    assert analysis.decision is not None
    np.testing.assert_array_equal(analysis.decision.probabilities, expected)
    # ...where the shallow method itself reads the tags: inside <p>, the block reads otherwise.
    assert not np.array_equal(run_shallow(analysis.page, ExtractionConfig()).probabilities, expected)


def test_auto_segments_the_blocks_by_the_shallow_networks_leanings():
    """auto's two mss inputs: Pasternack & Roth's maximum subsequence over blocks, each block's words times
    p - 0.5 of the shallow network (not the token naive Bayes of the mss method)."""
    analysis = analyse(PAGE, "https://bayside.example/news/ferry")
    assert analysis.page is not None
    blocks = analysis.page.blocks
    x, names = auto_features(analysis.page)
    shallow = load_model("shallow")
    assert isinstance(shallow, Network)
    leanings = (shallow.predict(shallow_features(blocks)[0]) - 0.5) * blocks.n_words
    np.testing.assert_allclose(x[:, names.index("mss_score")], np.tanh(leanings / MSS_SCORE_SCALE))
    run = run_mask(leanings)
    assert x[:, names.index("mss_run")].tolist() == run.tolist()
    assert 0 < run.sum() < len(blocks)  # the story, not the page
    assert not np.allclose(run_mss(analysis.page, ExtractionConfig()).scores, leanings)


def random_network(names: int, hidden: int, rng: np.random.Generator) -> Network:
    return Network(names=tuple(f"c{i}" for i in range(names)), mean=rng.normal(size=names),
                   scale=rng.uniform(0.5, 2.0, names),
                   weights=(rng.normal(size=(names, hidden)).astype(np.float32),
                            rng.normal(size=(hidden, 1)).astype(np.float32)),
                   biases=(rng.normal(size=hidden).astype(np.float32), rng.normal(size=1).astype(np.float32)),
                   low=np.full(names, -3.0), high=np.full(names, 3.0))


def test_a_network_reads_its_inputs_in_parts_as_whole() -> None:
    rng = np.random.default_rng(7)
    net = random_network(10, 6, rng)
    x = rng.normal(scale=2.0, size=(25, 10))
    whole = net.predict(x)
    parts = net.predict_standardised(net.standardise(x[:, :4]), net.standardise(x[:, 4:], start=4))
    np.testing.assert_allclose(parts, whole, atol=1e-6)
    with pytest.raises(ValueError):
        net.predict_standardised(net.standardise(x[:, :4]))


def random_pipelines(rng: np.random.Generator, alike: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray,
                                                                      dict[str, Network]]:
    """A page's ``x``, ``n_words`` and ``ancestors``, and random networks for AUTO_PIPELINES.

    The networks read x's columns alike, as training leaves them, unless
    ``alike`` is false: then the last refining network reads them otherwise.
    """
    n, columns = 30, 8
    x = rng.normal(size=(n, columns))
    n_words = rng.integers(0, 50, n)
    ancestors = np.column_stack([np.sort(rng.integers(-1, 5, n)), np.zeros(n, dtype=int)])
    refined = len(refine_features(n_words, ancestors, np.zeros(n))[1])
    models: dict[str, Network] = {}
    for first, second in AUTO_PIPELINES:
        models[first] = random_network(columns, 5, rng)
        models[second] = random_network(columns + refined, 4, rng)
    reference = models[AUTO_PIPELINES[0][0]]
    for name, net in models.items():
        if alike or name != AUTO_PIPELINES[-1][1]:
            for k in ("low", "high", "mean", "scale"):
                getattr(net, k)[:columns] = getattr(reference, k)
    return x, n_words, ancestors, models


def test_auto_probabilities_are_the_pipelines_average() -> None:
    x, n_words, ancestors, models = random_pipelines(np.random.default_rng(11), alike=True)
    regions = Regions(n_words, ancestors)
    expected = np.mean([models[second].predict(refine_inputs(x, regions, models[first])[1])
                        for first, second in AUTO_PIPELINES], axis=0)
    got = auto_probabilities(x, n_words, ancestors, models.__getitem__)
    np.testing.assert_allclose(got, expected, atol=1e-6)


@pytest.mark.parametrize("markup", [PAGE, " ".join(PAGE.split()), f"<html><body><p>{STORY}</p></body></html>"])
def test_a_pages_probabilities_are_those_of_its_features(markup) -> None:
    """page_probabilities standardises the shallow network's inputs once for all networks: the same answer,
    to the bit, as auto_probabilities of auto_features (a page of one block takes the shallow path)."""
    page = analyse(markup, "https://bayside.example/news/ferry").page
    assert page is not None
    x, _ = auto_features(page)
    expected = auto_probabilities(x, page.blocks.n_words, page.blocks.ancestors, _network)
    with one_blas_thread():
        got = page_probabilities(page)
    assert got.dtype == expected.dtype and np.array_equal(got, expected)


def test_the_shallow_network_is_standardised_as_the_first_networks() -> None:
    """What lets page_probabilities standardise once: the shipped networks were trained on the same rows.
    A first network that reads the shallow inputs otherwise is noticed (and page_probabilities does not share)."""
    shallow, first = _network("shallow"), _network(AUTO_PIPELINES[0][0])
    assert _standardise_alike(shallow, first)
    rng = np.random.default_rng(5)
    net = random_network(len(first.names), 3, rng)
    assert _standardise_alike(shallow, Network(first.names, first.mean, first.scale, net.weights, net.biases,
                                               first.low, first.high))
    moved = first.mean.copy()
    moved[len(shallow.names) - 1] += 0.5
    assert not _standardise_alike(shallow, Network(first.names, moved, first.scale, net.weights, net.biases,
                                                   first.low, first.high))
    renamed = Network(("x",) + first.names[1:], first.mean, first.scale, net.weights, net.biases, first.low,
                      first.high)
    assert not _standardise_alike(shallow, renamed)


def test_pipelines_that_read_x_otherwise_are_refused() -> None:
    """Networks run side by side share x's standardisation: one that differs is a clear error, not a wrong answer."""
    x, n_words, ancestors, models = random_pipelines(np.random.default_rng(11), alike=False)
    with pytest.raises(ValueError, match="standardise"):
        auto_probabilities(x, n_words, ancestors, models.__getitem__)


def test_auto_probabilities_multiply_on_one_blas_thread() -> None:
    """The page's networks share one BLAS limit (see classify.one_blas_thread), entered by auto_probabilities."""
    x, n_words, ancestors, models = random_pipelines(np.random.default_rng(3), alike=True)
    _Watched.seen = []
    with ThreadpoolController().limit(limits=2, user_api="blas"):  # as on any multi-core machine
        p = auto_probabilities(x.view(_Watched), n_words, ancestors, models.__getitem__)
    assert p.shape == (len(x),) and ((p > 0) & (p < 1)).all()
    # x's products: the first networks' (side by side), the refining networks'
    assert len(_Watched.seen) >= 2 and set(_Watched.seen) == {1}
