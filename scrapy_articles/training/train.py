"""Train the shipped models and score them honestly.

- :func:`train_models` fits ``density``, ``shallow``, ``mss`` and ``auto``'s
  pipelines (methods.AUTO_PIPELINES, one seed each) on the given pages.
  ``auto`` reads maximum subsequence segmentation over the shallow
  network's block leanings (methods.block_leanings) as features; on its
  training pages those come from shallow networks that did not see the
  page (out-of-fold stacking), so ``auto`` does not learn to over-trust them.
- :func:`cross_validate`: k folds over the pooled pages, split by site where
  the URL is known, else by page; every page is extracted by models that
  never saw its site.
- :func:`leave_one_corpus_out`: each corpus extracted by models trained on
  the others.

Both give the methods' decisions (out-of-fold); :mod:`.shipped` turns them
into the texts ``extract()`` gives, for the caller to score.
"""

from __future__ import annotations

import logging
import zipfile
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np

from ..extraction.config import ExtractionConfig
from ..extraction.content.classify import Network, TokenBayes
from ..extraction.content.clean import select_article
from ..extraction.content.features import refine_features
from ..extraction.content.methods import AUTO_PIPELINES, Decision, auto_probabilities, block_leanings, mss_columns
from ..extraction.content.mss import run_mask
from .dataset import PageData, fold_of
from .fit import fit_bayes, fit_network

logger = logging.getLogger(__name__)

METHODS = ("ttr", "density", "shallow", "mss", "auto")
# Network shapes: Champandard's (2007) best was a small multi-layer perceptron; auto
# has about 120 inputs and gets a wider hidden layer.
HIDDEN = {"density": (8,), "shallow": (16,), "auto": (48, 16), "refine": (32,)}
EPOCHS = {"density": 8, "shallow": 10, "auto": 10, "refine": 10}
STACK_FOLDS = 4  # inner folds for out-of-fold shallow leanings (auto's mss features)
REFINE_FOLDS = 2  # inner folds for out-of-fold first-stage probabilities
SEED = 20261122
# In auto's networks, corpora weigh by the square root of their size (0:
# every page the same, 1: every corpus the same). Page for page, dragnet's
# 1,381 pages would outweigh the other three corpora's 251 five to one, and
# the networks would learn one corpus's idea of content; square roots leave it
# 58% of the weight. 5-fold by site, two seeds: readability +0.004 to +0.006,
# cleaneval-dev +0.008 to +0.013, dragnet -0.005 to -0.006 (README,
# Accuracy). The seeds' own networks (density, shallow) weigh every page the
# same: balanced, they lost up to 0.011.
CORPUS_BALANCE = 0.5


def sample_weights(page: PageData) -> np.ndarray:
    """Each page weighs 1 in total, shared by its labelled blocks in proportion to words.

    The metrics average over pages and, within a page, count words. A page
    labelled by segments (trafilatura's evaluation set) names a few blocks
    content or not and says nothing of the rest: those weigh nothing.
    """
    w = (page.n_words.astype(np.float64) + 1.0) * page.labelled
    total = w.sum()
    return w / total if total else w


def corpus_factors(pages: list[PageData], balance: float) -> dict[str, float]:
    """Per dataset, what each of its pages weighs: (the mean pages a dataset / its pages) ** ``balance``."""
    sizes = Counter(p.dataset for p in pages)
    mean = len(pages) / len(sizes)
    return {name: (mean / size) ** balance for name, size in sizes.items()}


def bayes_block_scores(page: PageData, bayes: TokenBayes) -> np.ndarray:
    return bayes.scores_of_tokens(page.trigrams, page.tags, page.owner, len(page.texts))


def inputs(page: PageData, method: str, shallow: Network | None = None) -> np.ndarray:
    if method == "density":
        return page.density
    if method == "shallow":
        return page.shallow
    assert shallow is not None
    return np.hstack([page.shallow, page.density, page.context, page.structure,
                      mss_columns(block_leanings(page.shallow, page.n_words, shallow))])


def _stack(pages: list[PageData], method: str, shallow_for: dict[str, Network] | None = None,
           balance: float = 0.0):
    x = np.vstack([inputs(p, method, shallow_for[p.id] if shallow_for else None) for p in pages])
    y = np.concatenate([p.labels for p in pages])
    factors = corpus_factors(pages, balance)
    w = np.concatenate([sample_weights(p) * factors[p.dataset] for p in pages])
    return x, y, w


def _token_labels(pages: list[PageData]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    known = np.concatenate([p.labelled[p.owner] for p in pages])
    trigrams = np.concatenate([p.trigrams for p in pages])[known]
    tags = np.concatenate([p.tags for p in pages])[known]
    labels = np.concatenate([p.labels[p.owner] for p in pages])[known]
    return trigrams, tags, labels


def train_bayes(pages: list[PageData]) -> TokenBayes:
    return fit_bayes(*_token_labels(pages))


class TooFewSites(ValueError):
    """The pages come from too few sites for the inner folds of stacking."""


def train_models(pages: list[PageData], names: dict[str, list[str]], seed: int = SEED) -> dict[str, Any]:
    """Fit every learned model on ``pages``; ``names`` gives each network's column names.

    Raises :class:`TooFewSites` when the pages' sites do not fill the inner
    folds: a stacked model needs out-of-fold answers for every page.
    """
    for salt, folds in ((":stack", STACK_FOLDS), (":refine", REFINE_FOLDS)):
        if len({fold_of(p.group + salt, folds) for p in pages}) < 2:
            raise TooFewSites(f"training needs pages from more sites: the {len({p.group for p in pages})} "
                              f"sites given all fall in one of the {folds} inner folds")
    models: dict[str, Any] = {"mss": train_bayes(pages)}
    for method in ("density", "shallow"):
        x, y, w = _stack(pages, method)
        models[method] = fit_network(x, y, w, names[method], hidden=HIDDEN[method],
                                     epochs=EPOCHS[method], seed=seed)
    inner: dict[str, Network] = {}
    for k in range(STACK_FOLDS):
        held = [p for p in pages if fold_of(p.group + ":stack", STACK_FOLDS) == k]
        rest = [p for p in pages if fold_of(p.group + ":stack", STACK_FOLDS) != k]
        x, y, w = _stack(rest, "shallow")
        shallow = fit_network(x, y, w, names["shallow"], hidden=HIDDEN["shallow"], epochs=EPOCHS["shallow"],
                              seed=seed)
        inner.update({p.id: shallow for p in held})
    x, y, w = _stack(pages, "auto", inner, CORPUS_BALANCE)
    for i, (first, second) in enumerate(AUTO_PIPELINES):
        models[first], models[second] = train_pipeline(pages, x, y, w, names, seed + i)
    return models


def train_pipeline(pages: list[PageData], x: np.ndarray, y: np.ndarray, w: np.ndarray,
                   names: dict[str, list[str]], seed: int) -> tuple[Network, Network]:
    """One of auto's pipelines: the first network, and the refining network over its probabilities.

    ``x``, ``y``, ``w`` are auto's inputs, labels and weights of ``pages``' blocks, in order.
    """
    first = fit_network(x, y, w, names["auto"], hidden=HIDDEN["auto"], epochs=EPOCHS["auto"], seed=seed)
    # The refining network learns from first-stage probabilities of pages
    # the first stage did not see, as it will meet them at run time.
    bounds = np.cumsum([0] + [len(p.texts) for p in pages])
    p1 = np.zeros(len(y))
    page_fold = np.array([fold_of(p.group + ":refine", REFINE_FOLDS) for p in pages])
    row_fold = np.repeat(page_fold, np.diff(bounds))
    for k in range(REFINE_FOLDS):
        rows = row_fold != k
        net = fit_network(x[rows], y[rows], w[rows], names["auto"], hidden=HIDDEN["auto"],
                          epochs=EPOCHS["auto"], seed=seed)
        p1[~rows] = net.predict(x[~rows])
    refined = np.vstack([refine_features(p.n_words, p.ancestors, p1[a:b])[0]
                         for p, a, b in zip(pages, bounds[:-1], bounds[1:])])
    second = fit_network(np.hstack([x, refined]), y, w, names["refine"], hidden=HIDDEN["refine"],
                         epochs=EPOCHS["refine"], seed=seed)
    return first, second


def decide(page: PageData, method: str, models: dict[str, Any], config: ExtractionConfig) -> Decision:
    """``method``'s decision on a built page, as the library decides it with ``models``."""
    if method == "ttr":
        return Decision(page.ttr_content.astype(np.float64), page.ttr_content.astype(np.float64), page.ttr_content)
    if method == "mss":
        scores = bayes_block_scores(page, models["mss"])
        return Decision(scores, np.clip(scores / np.maximum(page.n_words, 1) + 0.5, 0.0, 1.0), run_mask(scores))
    p = probabilities(page, method, models)
    if method != "auto":
        return Decision(p, p, p >= config.block_threshold)
    bylines = np.zeros(len(p), dtype=bool) if config.keep_bylines else page.bylines  # as run_auto
    return Decision(p, p, select_article(p, page, page.boilerplate_chars, page.comment_containers, bylines, config))


def probabilities(page: PageData, method: str, models: dict[str, Any]) -> np.ndarray:
    """Block probabilities of a network method on a built page, as the library computes them."""
    x = inputs(page, method, models.get("shallow"))
    if method != "auto":
        return models[method].predict(x)
    return auto_probabilities(x, page.n_words, page.ancestors, models.__getitem__)


def predict(pages: list[PageData], method: str, models: dict[str, Any],
            config: ExtractionConfig) -> dict[str, Decision]:
    return {page.id: decide(page, method, models, config) for page in pages}


def cross_validate(pages: list[PageData], names: dict[str, list[str]], folds: int, config: ExtractionConfig,
                   methods: tuple[str, ...] = METHODS,
                   score_only: frozenset[str] = frozenset()) -> dict[str, dict[str, Decision]]:
    """Per method, every page's decision by models that never saw its site (k folds split by site).

    Pages of the ``score_only`` datasets are extracted, never trained on.
    """
    predictions: dict[str, dict[str, Decision]] = {m: {} for m in methods}
    for k in range(folds):
        test = [p for p in pages if fold_of(p.group, folds) == k]
        train = [p for p in pages if fold_of(p.group, folds) != k and p.dataset not in score_only]
        models = train_models(train, names)
        for m in methods:
            predictions[m].update(predict(test, m, models, config))
        logger.info("fold %d of %d done", k + 1, folds)
    return predictions


def leave_one_corpus_out(pages: list[PageData], names: dict[str, list[str]], config: ExtractionConfig,
                         methods: tuple[str, ...] = METHODS,
                         score_only: frozenset[str] = frozenset()) -> dict[str, dict[str, Decision]]:
    """Per method, every page's decision by models trained on the other datasets.

    Pages of the ``score_only`` datasets are extracted, never trained on.
    """
    predictions: dict[str, dict[str, Decision]] = {m: {} for m in methods}
    for dataset in sorted({p.dataset for p in pages}):
        models = train_models([p for p in pages if p.dataset != dataset and p.dataset not in score_only], names)
        test = [p for p in pages if p.dataset == dataset]
        for m in methods:
            predictions[m].update(predict(test, m, models, config))
        logger.info("left out %s", dataset)
    return predictions


def model_seeds(seed: int = SEED) -> dict[str, int]:
    """Per model :func:`train_models` fits, the seed it was trained from (naive Bayes draws nothing)."""
    seeds = {"mss": seed, "density": seed, "shallow": seed}
    for i, pair in enumerate(AUTO_PIPELINES):
        seeds.update({name: seed + i for name in pair})
    return seeds


# The date of every member of a written model file: np.savez stamps the
# time of writing, so the same weights would give other bytes (and another
# sha256 in the manifest) at every training.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)


def write_npz(path: Path, arrays: dict[str, np.ndarray]) -> None:
    """``arrays`` as a compressed .npz (what np.load reads), the same bytes for the same arrays."""
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for key, array in arrays.items():
            info = zipfile.ZipInfo(f"{key}.npy", date_time=ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            with archive.open(info, "w", force_zip64=True) as member:
                np.lib.format.write_array(member, np.asanyarray(array), allow_pickle=False)


def write_models(models: dict[str, Any], directory: Path) -> list[str]:
    """Write each model to ``directory/<name>.npz``; return the file names."""
    directory.mkdir(parents=True, exist_ok=True)
    for name, model in models.items():
        write_npz(directory / f"{name}.npz", model.to_arrays())
    return [f"{name}.npz" for name in models]
