"""Tests for classify.py: the MSS tokens behind the token naive Bayes; networks run BLAS on one thread."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import numpy as np
from threadpoolctl import ThreadpoolController

from scrapy_articles.extraction.content.classify import (_NON_ASCII_WORD, Network, SideBySide, _all_token_bytes,
                                                         _token_bytes, _tokens, one_blas_thread)

DERANDOMIZED = settings(derandomize=True, database=None, deadline=None, max_examples=300)


def reference_tokens(text: str) -> list[str]:
    """The definition: word runs of the lower-cased text, every digit as "0"."""
    return re.findall(r"\w+", re.sub(r"\d", "0", text.lower()))


@pytest.mark.parametrize(("text", "expected"), [
    ("", []),
    ("The Year 2024, isn't it?", ["the", "year", "0000", "isn", "t", "it"]),
    ("snake_case x-y", ["snake_case", "x", "y"]),
    ("Straße \u0663\u0664 \u6771\u4eac", ["straße", "00", "\u6771\u4eac"]),
])
def test_tokens_on_known_texts(text, expected):
    assert _tokens(text) == expected == reference_tokens(text)


@DERANDOMIZED
@given(st.text(alphabet=st.characters(max_codepoint=127), max_size=60))
def test_ascii_tokens_match_the_definition(text):
    assert _tokens(text) == reference_tokens(text)


@DERANDOMIZED
@given(st.text(max_size=40))
def test_any_tokens_match_the_definition(text):
    assert _tokens(text) == reference_tokens(text)


def _encoded(tokens: list[str]) -> list[bytes]:
    return [t.encode("utf-8", "surrogatepass") for t in tokens]


@pytest.mark.parametrize("text", ["", "plain ASCII 42", "quotes \u2019 and \u201cdashes\u201d \u2014 ok",
                                  "caf\u00e9 \u0663", "\u03a3\u039f\u03a3", "\u0130i \u212a", "lone \ud800 surrogate"])
def test_token_bytes_are_the_tokens_encoded(text):
    assert _token_bytes(text) == _encoded(_tokens(text))


@DERANDOMIZED
@given(st.text(max_size=40))
def test_any_token_bytes_are_the_tokens_encoded(text):
    assert _token_bytes(text) == _encoded(_tokens(text))


@pytest.mark.parametrize("texts", [
    (), ("",), ("plain ASCII 42", "", "x_y Z9"), ("quotes \u2019 and", "\u201cdashes\u201d \u2014 ok", "a"),
    ("ASCII first", "caf\u00e9 \u0663", "then ASCII"), ("\u03a3\u039f\u03a3",), ("lone \ud800 surrogate", "b c"),
])
def test_all_token_bytes_are_each_text_s_in_order(texts):
    assert _all_token_bytes(texts) == [_token_bytes(text) for text in texts]


@DERANDOMIZED
@given(st.lists(st.text(alphabet=st.characters(blacklist_characters="\n"), max_size=20).map(lambda t: " ".join(t.split())),
                max_size=6).map(tuple))
def test_any_texts_all_token_bytes_are_each_text_s_in_order(texts):
    assert _all_token_bytes(texts) == [_token_bytes(text) for text in texts]


def test_every_character_outside_ascii_but_words_only_separates():
    """What lets _token_bytes read text without non-ASCII word characters as ASCII."""
    others = [chr(c) for c in range(0x80, 0x110000) if not (chr(c).isalnum() or chr(c) == "_")]
    assert reference_tokens("a" + " a".join(others) + " a") == ["a"] * (len(others) + 1)
    assert reference_tokens("a" + "a".join(others) + "a") == ["a"] * (len(others) + 1)


def test_non_ascii_word_finds_exactly_the_word_characters_outside_ascii():
    # The character set's order is a speed choice: it must still select what [^\W\x00-\x7f] does.
    word = re.compile(r"\w")
    found = [c for c in range(0x110000) if _NON_ASCII_WORD.match(chr(c))]
    assert found == [c for c in range(0x80, 0x110000) if word.match(chr(c))]


class _Watched(np.ndarray):
    """An array that notes the BLAS thread limits in force when it is multiplied."""

    seen: list[int] = []

    def __matmul__(self, other):
        _Watched.seen += [lib["num_threads"] for lib in ThreadpoolController().info() if lib["user_api"] == "blas"]
        return np.asarray(self) @ other


def test_network_products_run_on_one_blas_thread():
    rng = np.random.default_rng(0)
    net = Network(names=("a", "b"), mean=np.zeros(2), scale=np.ones(2),
                  weights=(rng.normal(size=(2, 3)), rng.normal(size=(3, 1))), biases=(np.zeros(3), np.zeros(1)),
                  low=np.full(2, -np.inf), high=np.full(2, np.inf))
    _Watched.seen = []
    with ThreadpoolController().limit(limits=2, user_api="blas"):  # as on any multi-core machine
        p = net.predict(rng.normal(size=(5, 2)).view(_Watched))
    assert p.shape == (5,) and ((p > 0) & (p < 1)).all()
    assert _Watched.seen and set(_Watched.seen) == {1}


def _blas_threads() -> set[int]:
    return {lib["num_threads"] for lib in ThreadpoolController().info() if lib["user_api"] == "blas"}


def test_one_blas_thread_nests_and_restores_the_limit_it_found():
    """A page's networks enter one limit; a nested entry sets nothing, and the outer one restores the caller's."""
    with ThreadpoolController().limit(limits=2, user_api="blas"):  # as on any multi-core machine
        with one_blas_thread():
            assert _blas_threads() == {1}
            inner = one_blas_thread()
            with inner:
                assert _blas_threads() == {1}
            assert type(inner).__name__ == "nullcontext"  # entered inside another: no limit set
            assert _blas_threads() == {1}  # the inner one's end kept the outer's limit
        assert _blas_threads() == {2}
        with pytest.raises(RuntimeError), one_blas_thread():
            raise RuntimeError("a failing page")
        assert _blas_threads() == {2}
        with one_blas_thread():  # a context left by an error is no longer the thread's
            assert _blas_threads() == {1}
        assert _blas_threads() == {2}


def test_inputs_outside_the_training_range_read_as_its_edge():
    """A ratio over a near-zero denominator must not decide the output alone."""
    net = Network(names=("a", "b"), mean=np.zeros(2), scale=np.ones(2),
                  weights=(np.array([[4.0], [1.0]]),), biases=(np.zeros(1),),
                  low=np.array([-2.0, -1.0]), high=np.array([3.0, 1.0]))
    far = net.predict(np.array([[1e12, 0.5], [-1e12, 0.5]]))
    edge = net.predict(np.array([[3.0, 0.5], [-2.0, 0.5]]))
    inside = net.predict(np.array([[0.25, 0.5]]))
    np.testing.assert_allclose(far, edge)
    assert inside[0] == pytest.approx(1.0 / (1.0 + np.exp(-1.5)))


def test_training_records_the_range_of_each_input():
    from scrapy_articles.training.fit import fit_network

    x = np.array([[0.0, 5.0], [2.0, -1.0], [1.0, 3.0], [3.0, 0.0]])
    net = fit_network(x, np.array([0, 1, 0, 1]), np.ones(4), ["a", "b"], hidden=(2,), epochs=1, seed=0)
    np.testing.assert_array_equal(net.low, [0.0, -1.0])
    np.testing.assert_array_equal(net.high, [3.0, 5.0])
    restored = Network.from_arrays(net.to_arrays())
    np.testing.assert_array_equal(restored.low, net.low)
    np.testing.assert_array_equal(restored.high, net.high)


def _random_network(rng: np.random.Generator, inputs: int, hidden: tuple[int, ...]) -> Network:
    sizes = [inputs, *hidden, 1]
    return Network(names=tuple(f"f{i}" for i in range(inputs)), mean=rng.normal(size=inputs),
                   scale=rng.uniform(0.5, 2.0, inputs),
                   weights=tuple(rng.normal(size=(a, b)).astype(np.float32) for a, b in zip(sizes[:-1], sizes[1:])),
                   biases=tuple(rng.normal(size=b).astype(np.float32) for b in sizes[1:]),
                   low=np.full(inputs, -3.0), high=np.full(inputs, 3.0))


@pytest.mark.parametrize("hidden", [(), (6,), (7, 4)])
def test_networks_side_by_side_answer_as_each_alone(hidden: tuple[int, ...]) -> None:
    rng = np.random.default_rng(5)
    shared, own, n = 5, 3, 40
    networks = tuple(_random_network(rng, shared + own, hidden) for _ in range(3))
    for net in networks[1:]:  # trained on the same rows: the shared inputs standardised alike
        for k in ("low", "high", "mean", "scale"):
            getattr(net, k)[:shared] = getattr(networks[0], k)[:shared]
    x = rng.normal(scale=2.0, size=(n, shared))
    owns = [rng.normal(scale=2.0, size=(n, own)) for _ in networks]
    stack = SideBySide.of(networks, shared)
    with one_blas_thread():
        got = stack.predict_standardised(networks[0].standardise(x), stack.standardise_own(np.hstack(owns)))
    expected = np.column_stack([net.predict(np.hstack([x, o])) for net, o in zip(networks, owns)])
    np.testing.assert_allclose(got, expected, atol=1e-6)


def test_networks_of_different_shapes_are_not_put_side_by_side() -> None:
    rng = np.random.default_rng(6)
    with pytest.raises(ValueError, match="shapes"):
        SideBySide.of((_random_network(rng, 4, (3,)), _random_network(rng, 4, (5,))), 4)


def test_a_copy_of_the_package_reads_its_own_models(tmp_path, monkeypatch) -> None:
    """benchmarks/speed.py paired --against runs another checkout's package copied under another
    name: its networks and page-type model must be that checkout's, not the installed package's."""
    import importlib
    import shutil
    import sys
    from pathlib import Path

    import scrapy_articles
    from scrapy_articles.extraction.content.classify import load_model
    from scrapy_articles.extraction.page.decision import load_page_model

    copy = tmp_path / "copied_articles"
    shutil.copytree(Path(scrapy_articles.__file__).parent, copy, ignore=shutil.ignore_patterns("__pycache__"))
    models = copy / "extraction" / "models"
    with np.load(models / "shallow.npz") as data:
        arrays = {k: data[k] for k in data.files}
    arrays["b1"] = arrays["b1"] + 1.0  # the output layer's bias: another network
    np.savez(models / "shallow.npz", **arrays)
    with np.load(models / "pagetype.npz") as data:
        arrays = {k: data[k] for k in data.files}
    arrays["bias"] = arrays["bias"] + 1.0
    np.savez(models / "pagetype.npz", **arrays)
    monkeypatch.syspath_prepend(str(tmp_path))
    try:
        copied = importlib.import_module("copied_articles.extraction.content.classify")
        copied_decision = importlib.import_module("copied_articles.extraction.page.decision")
        assert copied.MODELS_PACKAGE == "copied_articles.extraction"
        assert np.array_equal(copied.load_model("shallow").biases[1], load_model("shallow").biases[1] + 1.0)
        assert np.array_equal(copied_decision.load_page_model().bias, load_page_model().bias + 1.0)
    finally:
        for name in [m for m in sys.modules if m == "copied_articles" or m.startswith("copied_articles.")]:
            del sys.modules[name]
