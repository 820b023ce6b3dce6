"""Training the body's "not the story" model (:mod:`...extraction.body.storyblocks`).

Input: annotated corpus rows and, per page, a decision by ``auto`` models
that never saw it (:func:`.train.leave_one_corpus_out`). Each page goes
through the shipped stages with that decision; the blocks tidy's rules keep
are the rows, labelled by the page's annotation: a block outside the gold
text, or holding a segment that must not appear, is not the story; one in
the gold, or holding a must segment, is (blocks no segment names are left
out). Output: a logistic model over :data:`storyblocks.FEATURES` and the
threshold at which a block goes, written as ``storyblocks.npz``.

Leave-one-corpus-out scores the check as it scores ``auto``: per left-out
corpus a model fitted without it (:func:`corpus_models`), applied to that
corpus's pages (:func:`checked_texts`).

More rows than the corpora give (``suite``): segment-labelled pages of the
dataset :data:`SUITE_DATASET`, the body suite's read fixture pages as
``benchmarks/bodysuite.py`` exports them. They train the check only, never
``auto``; ``auto`` decides them as it ships (trained on every training
corpus, none of these pages among them: the decision leave-one-corpus-out
gives a dataset it only scores). A learned part generalises through the
variety of its training pages; these carry chrome of layouts and languages
the corpora hold little of (gallery counters, paywall and audio-player
labels, press-release boilerplate).

Deterministic: Newton's method from zero weights, rows in corpus order.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import numpy as np

from ..extraction.body.storyblocks import FEATURES, StoryModel, story_features
from ..extraction.body.tidy import Story, tidy, tidy_rules
from ..extraction.config import ExtractionConfig
from ..extraction.content.methods import Decision, PageBlocks
from ..extraction.extract import analyse, assemble
from .dataset import fold_of, group_of
from .labels import CONTENT_SHARE, block_shares, segment_labels

# Ridge penalty on the standardised weights: keeps the ~50 weights of
# correlated inputs (tags, hints) from trading off against each other.
L2 = 1.0
NEWTON_STEPS = 30
# A block's weight is its words' square root: precision counts words (and
# segments, which long blocks hold more of), yet a short teaser line or
# caption is as much a leak as a paragraph.
WORD_WEIGHT_POWER = 0.5
# Probability of "not the story" from which a short kept block goes: of 0.5 to
# 0.9 by 0.1, the one with the best segment F1 on trafilatura-eval and shingle
# F1 on Dragnet, each left out of the model's training (benchmarks/HISTORY.md).
THRESHOLD = 0.7
# The segment corpus whose sites are split in two: the rules' half (trained on)
# and the held half (reported on), as the tidy rules were written and checked.
SPLIT_CORPUS = "trafilatura-eval"
RULES_SALT = ":rules"
# The dataset of the body suite's read pages, and the weight of each of its rows beside a corpus
# row of as many words. At 1 its 158 pages are 3.6% of the rows' weight (7% of the pages: a suite
# page keeps fewer labelled blocks than a gold-text page); of 0.3, 1, 3 and 10, 1 gave the best
# mean leave-one-corpus-out F1 over the five corpora, and Dragnet fell the more the higher the
# weight (benchmarks/HISTORY.md, session 33).
SUITE_DATASET = "bodysuite"
SUITE_WEIGHT = 1.0


@dataclass(frozen=True)
class StoryRows:
    """The kept blocks of many pages: inputs, labels (1: not the story), words, and each row's page."""

    x: np.ndarray
    y: np.ndarray
    words: np.ndarray
    pages: np.ndarray  # int, index into ``ids``
    ids: tuple[str, ...]
    datasets: tuple[str, ...]  # per page

    def take(self, pages: np.ndarray) -> StoryRows:
        """The rows of the pages whose mask ``pages`` (per page) is true."""
        rows = pages[self.pages]
        return StoryRows(self.x[rows], self.y[rows], self.words[rows], self.pages[rows], self.ids, self.datasets)


def rules_half(row: Mapping[str, Any]) -> bool:
    """Whether a page of the split corpus is on the rules' (training) half of its sites."""
    return fold_of(group_of(dict(row)) + RULES_SALT, 2) == 0


def kept_rows(row: Mapping[str, Any], decision: Decision,
              config: ExtractionConfig) -> tuple[np.ndarray, np.ndarray, np.ndarray] | None:
    """Inputs, labels and words of the labelled blocks tidy's rules keep on ``row`` under ``decision``."""
    url = row.get("url") if row.get("url") not in (None, "None") else None
    analysis = analyse(row.get("html") or "", url, algorithm="auto", config=replace(config, tidy_body=False),
                       decide=lambda page, _: _given(page, decision))
    if analysis.page is None or analysis.decision is None:
        return None
    blocks, metadata = analysis.page.blocks, analysis.metadata
    story = Story(metadata.headline, metadata.description, url or metadata.canonical_url)  # as extract.analyse
    kept = tidy_rules(blocks, analysis.decision.selected, story, config)
    index = np.flatnonzero(kept)
    if len(index) < 2:
        return None
    if "with" in row:
        shares, labelled = segment_labels(blocks.texts, row["with"], row["without"])
    else:
        shares, labelled = block_shares(blocks.texts, row["gold"]), np.ones(len(blocks), dtype=bool)
    known = labelled[index]
    x = story_features(blocks, index)[known]
    return x, (shares[index][known] < CONTENT_SHARE).astype(np.float64), blocks.n_words[index][known]


def _given(page: PageBlocks, decision: Decision) -> Decision:
    if len(page.blocks) != len(decision.selected):
        raise ValueError("the page segmented into other blocks than its decision's")
    return decision


def story_rows(rows: Iterable[Mapping[str, Any]], decisions: Mapping[str, Decision],
               config: ExtractionConfig) -> StoryRows:
    """The rows of every page of ``rows`` that ``decisions`` decides."""
    xs: list[np.ndarray] = []
    ys: list[np.ndarray] = []
    words: list[np.ndarray] = []
    pages: list[np.ndarray] = []
    ids: list[str] = []
    datasets: list[str] = []
    for row in rows:
        if row["id"] not in decisions:
            continue
        found = kept_rows(row, decisions[row["id"]], config)
        if found is None:
            continue
        xs.append(found[0])
        ys.append(found[1])
        words.append(found[2])
        pages.append(np.full(len(found[1]), len(ids)))
        ids.append(row["id"])
        datasets.append(row["dataset"])
    empty = np.zeros((0, len(FEATURES)))
    return StoryRows(np.vstack(xs) if xs else empty, np.concatenate(ys) if ys else np.zeros(0),
                     np.concatenate(words) if words else np.zeros(0, dtype=int),
                     np.concatenate(pages) if pages else np.zeros(0, dtype=int), tuple(ids), tuple(datasets))


@dataclass(frozen=True)
class StandardisedModel:
    """A trained model as written: weights over inputs standardised by ``mean`` and ``scale``."""

    mean: np.ndarray
    scale: np.ndarray
    weights: np.ndarray
    bias: float
    threshold: float

    def model(self) -> StoryModel:
        """The model as extraction applies it."""
        return StoryModel.standardised(self.mean, self.scale, self.weights, self.bias, self.threshold)

    def probabilities(self, x: np.ndarray) -> np.ndarray:
        return self.model().probabilities(x)


def row_weights(rows: StoryRows, suite_weight: float = SUITE_WEIGHT) -> np.ndarray:
    """Each row's weight in the fit: its words' root, times ``suite_weight`` on the suite's pages."""
    suite = np.array([dataset == SUITE_DATASET for dataset in rows.datasets] + [False])[rows.pages]
    return np.maximum(rows.words, 1) ** WORD_WEIGHT_POWER * np.where(suite, suite_weight, 1.0)


def fit(rows: StoryRows, suite_weight: float = SUITE_WEIGHT) -> StandardisedModel:
    """A logistic model of ``rows`` by Newton's method (ridge L2) and THRESHOLD."""
    mean = rows.x.mean(axis=0)
    scale = rows.x.std(axis=0)
    scale[scale == 0] = 1.0
    z = np.hstack([(rows.x - mean) / scale, np.ones((len(rows.y), 1))])
    weight = row_weights(rows, suite_weight)
    beta = np.zeros(z.shape[1])
    ridge = np.full(z.shape[1], L2)
    ridge[-1] = 0.0  # the bias is not penalised
    for _ in range(NEWTON_STEPS):
        p = 1.0 / (1.0 + np.exp(-(z @ beta)))
        gradient = z.T @ (weight * (p - rows.y)) + ridge * beta
        hessian = (z * (weight * p * (1 - p))[:, None]).T @ z + np.diag(ridge)
        beta -= np.linalg.solve(hessian, gradient)
    return StandardisedModel(mean, scale, beta[:-1], float(beta[-1]), THRESHOLD)


def write_model(model: StandardisedModel, path: Path) -> None:
    np.savez(path, names=np.array(FEATURES), mean=model.mean, scale=model.scale, weights=model.weights,
             bias=np.array(model.bias), threshold=np.array(model.threshold))


def training_rows(rows: Iterable[Mapping[str, Any]], score_only: frozenset[str]) -> list[Mapping[str, Any]]:
    """The rows the shipped model trains on: every corpus but the score-only ones, and of the
    split corpus only the rules' half of its sites (the other half is the held-out report)."""
    return [row for row in rows if row["dataset"] not in score_only
            and (row["dataset"] != SPLIT_CORPUS or rules_half(row))]


def shipped_decisions(rows: Iterable[Mapping[str, Any]], config: ExtractionConfig) -> dict[str, Decision]:
    """Per page of ``rows``, ``auto``'s decision as it ships (its models never saw these pages)."""
    decisions = {}
    for row in rows:
        url = row.get("url") if row.get("url") not in (None, "None") else None
        analysis = analyse(row.get("html") or "", url, algorithm="auto", config=replace(config, tidy_body=False))
        if analysis.decision is not None:
            decisions[row["id"]] = analysis.decision
    return decisions


def all_rows(rows: Sequence[Mapping[str, Any]], decisions: Mapping[str, Decision], config: ExtractionConfig,
             score_only: frozenset[str], suite: Sequence[Mapping[str, Any]] = ()) -> StoryRows:
    """The rows the check trains on: :func:`training_rows` under ``decisions`` (out-of-fold), and
    the ``suite`` pages under :func:`shipped_decisions`."""
    if any(row["dataset"] != SUITE_DATASET for row in suite):
        raise ValueError(f"suite pages must be of the dataset {SUITE_DATASET!r}")
    return story_rows([*training_rows(rows, score_only), *suite],
                      {**decisions, **shipped_decisions(suite, config)}, config)


def train_story_model(rows: Sequence[Mapping[str, Any]], decisions: Mapping[str, Decision],
                      config: ExtractionConfig, score_only: frozenset[str],
                      suite: Sequence[Mapping[str, Any]] = ()) -> tuple[StandardisedModel, StoryRows]:
    """The model of :func:`all_rows`, and its rows."""
    found = all_rows(rows, decisions, config, score_only, suite)
    return fit(found), found


def corpus_models(rows: Sequence[Mapping[str, Any]], decisions: Mapping[str, Decision],
                  config: ExtractionConfig, score_only: frozenset[str],
                  suite: Sequence[Mapping[str, Any]] = ()) -> dict[str, StoryModel]:
    """Per dataset of ``rows``, the model :func:`train_story_model` fits without that dataset's
    pages: the check leave-one-corpus-out applies to them (a score-only dataset's is the shipped
    recipe's). ``decisions`` are ``auto``'s out-of-fold ones, as the shipped model trains on; the
    ``suite`` pages train every one of them (they are none of the corpora)."""
    return models_without(all_rows(rows, decisions, config, score_only, suite), {row["dataset"] for row in rows})


def models_without(found: StoryRows, datasets: Iterable[str],
                   suite_weight: float = SUITE_WEIGHT) -> dict[str, StoryModel]:
    """Per dataset of ``datasets``, the model fitted on ``found`` without that dataset's rows."""
    of_page = np.array(found.datasets)
    return {dataset: fit(found.take(of_page != dataset), suite_weight).model() for dataset in sorted(datasets)}


def checked_texts(rows: Mapping[str, Mapping[str, Any]], decisions: Mapping[str, Decision], method: str,
                  config: ExtractionConfig, models: Mapping[str, StoryModel]) -> dict[str, str]:
    """Per page of ``decisions``, the text ``extract()`` gives when ``method`` decides as given and
    the block check is its dataset's model of ``models`` (:func:`corpus_models`)."""
    return {page_id: checked_text(rows[page_id], decision, method, config, models[rows[page_id]["dataset"]])
            for page_id, decision in decisions.items()}


def checked_text(row: Mapping[str, Any], decision: Decision, method: str, config: ExtractionConfig,
                 model: StoryModel) -> str:
    """:func:`.shipped.shipped_text` with ``model`` as the block check: analysed untidied, then
    tidied as :func:`...extraction.extract.analyse` tidies."""
    url = row.get("url") if row.get("url") not in (None, "None") else None
    analysis = analyse(row.get("html") or "", url, algorithm=method, config=replace(config, tidy_body=False),
                       decide=lambda page, _: _given(page, decision))
    if config.tidy_body and analysis.page is not None and analysis.decision is not None:
        metadata = analysis.metadata
        story = Story(metadata.headline, metadata.description, url or metadata.canonical_url)
        body = tidy(analysis.page.blocks, analysis.decision.selected, story, config, model)
        analysis = replace(analysis, body=body)
    return assemble(analysis, config).text
