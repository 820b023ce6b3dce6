"""The extraction methods, each a function from a segmented page to a decision.

Input: :class:`PageBlocks` (the page source, its blocks, their TTR when read).
Output: :class:`Decision`: per-block scores, probabilities and the selected
mask. Every method reads the same blocks; none parses the page again.

=========  ==============================================================
name       source
=========  ==============================================================
ttr        Weninger & Hsu 2008: smoothed text-to-tag ratio per
           source line, threshold of one standard deviation (k-means / EM
           by configuration)
density    Champandard 2007: text characters per HTML byte; fixed threshold, the
           page average, or a learned network over the current, previous
           and next block (by configuration; learned by default)
shallow    Kohlschütter et al. 2010: boilerpipe's shallow text
           features with a learned classifier
mss        Pasternack & Roth 2009: token naive Bayes,
           p - 0.5 per token, maximum-sum contiguous run of blocks
auto       a network over the signals of density and shallow (not ttr's:
           see features.context_features), with maximum subsequence
           segmentation over blocks (each block's words times p - 0.5 of
           the shallow network, where mss reads tokens), plus DOM container
           features and what modern pages declare or repeat (JSON-LD and
           microdata articleBody, the first of several <article>s, alike
           sibling records, text found twice); a second network then
           reads its probabilities per container and neighbourhood
           (stacking); three such pipelines,
           trained from different seeds, are averaged (a page of
           one block, with no context to read, is left to the shallow
           network, the page's only block read by its text alone);
           blocks in small containers marked as share bars,
           related links, ads, notices, sidebars or (by default) reader
           comments are then cleaned out; inside the main container (the
           deepest element of two blocks or more holding most of the
           selection) doubtful blocks are kept, outside it dropped
           (Article Clipper's refinement);
           last, by default, the bylines go (the authors are a field)
=========  ==============================================================
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Callable

import numpy as np

from ..config import ExtractionConfig
from . import features
from . import ttr
from .classify import Network, SideBySide, TokenBayes, load_model, one_blas_thread
from .clean import boilerplate_chars, byline_blocks, comment_containers, select_article
from .mss import run_mask
from .segment import Blocks


@dataclass(frozen=True)
class PageBlocks:
    """What every method reads: the source, its blocks and their TTR.

    The TTR is computed when first read (``ratios``, ``ttr_values``,
    ``ttr_content``): a pass over the whole source line by line that only
    the ``ttr`` method and ``explain`` read; ``auto`` does not.
    """

    source: str
    blocks: Blocks
    config: ExtractionConfig  # what the TTR is computed with

    @functools.cached_property  # frozen: cached_property writes the instance's __dict__, not its fields
    def ratios(self) -> ttr.LineRatios:
        return ttr.compute(self.source, self.config)

    @functools.cached_property
    def _block_ttr(self) -> tuple[np.ndarray, np.ndarray]:
        return ttr.block_values(self.ratios, self.blocks)

    @property
    def ttr_values(self) -> np.ndarray:
        """Per block, the highest smoothed TTR over its lines."""
        return self._block_ttr[0]

    @property
    def ttr_content(self) -> np.ndarray:
        """Per block, bool: whether any of its lines is TTR content."""
        return self._block_ttr[1]


@dataclass(frozen=True)
class Decision:
    """A method's verdict: ``probabilities`` are in [0, 1], ``selected`` is final."""

    scores: np.ndarray
    probabilities: np.ndarray
    selected: np.ndarray


def prepare(source: str, blocks: Blocks, config: ExtractionConfig) -> PageBlocks:
    return PageBlocks(source, blocks, config)


def _network(name: str) -> Network:
    model = load_model(name)
    assert isinstance(model, Network), f"{name} is not a network model"
    return model


def auto_features(page: PageBlocks) -> tuple[np.ndarray, list[str]]:
    """Every block signal ``auto`` combines, with column names."""
    x = features.auto_features(page.blocks, page.source)
    mss_cols = mss_columns(block_leanings(x, page.blocks.n_words, _network("shallow")))
    return np.hstack([x, mss_cols]), features.AUTO_NAMES + ["mss_score", "mss_run"]


def block_leanings(x: np.ndarray, n_words: np.ndarray, shallow: Network) -> np.ndarray:
    """Maximum subsequence segmentation's scores (Pasternack & Roth 2009) at the level of blocks.

    Per block, its words times p - 0.5 of the shallow network (which reads
    ``x``'s first columns): the sum of f(p) = p - 0.5 over the block's
    tokens were each token given its block's probability. The paper's local
    classifier judged every token (naive Bayes over trigrams: the mss
    method); read in ``auto``, hashing every token cost a fifth of its time,
    and the run over blocks scored as well, each corpus left out in turn
    (see benchmarks/HISTORY.md).
    """
    return _leanings(shallow.predict(x[:, :len(shallow.names)]), n_words)


def _leanings(p: np.ndarray, n_words: np.ndarray) -> np.ndarray:
    """:func:`block_leanings` of the shallow network's probabilities ``p``."""
    return (p - 0.5) * n_words


# Scale of the squashed mss score: block sums of p - 0.5 over a few words
# reach about +-5, where tanh saturates.
MSS_SCORE_SCALE = 5.0


def mss_columns(scores: np.ndarray) -> np.ndarray:
    """``auto``'s two mss inputs per block (:func:`block_leanings`): the squashed score and membership
    of the maximum run."""
    return np.column_stack([np.tanh(scores / MSS_SCORE_SCALE), run_mask(scores)])


def auto_feature_names(blocks: Blocks) -> list[str]:
    """Column names of :func:`auto_features` (the same for every page)."""
    return features.AUTO_NAMES + ["mss_score", "mss_run"]


def _bayes() -> TokenBayes:
    model = load_model("mss")
    assert isinstance(model, TokenBayes)
    return model


def run_ttr(page: PageBlocks, config: ExtractionConfig) -> Decision:
    scores = page.ttr_values / page.ratios.threshold if page.ratios.threshold > 0 else page.ttr_values
    probabilities = page.ttr_content.astype(np.float64)
    return Decision(scores, probabilities, page.ttr_content.copy())


def run_density(page: PageBlocks, config: ExtractionConfig) -> Decision:
    blocks = page.blocks
    density = blocks.n_chars / np.maximum(blocks.markup_bytes, 1)
    if config.density_rule == "fixed":
        selected = density > config.density_threshold
        return Decision(density, selected.astype(np.float64), selected)
    if config.density_rule == "average":
        selected = density > (density.mean() if density.size else 0.0)
        return Decision(density, selected.astype(np.float64), selected)
    p = _network("density").predict(features.density_features(blocks)[0]) if len(blocks) else density
    return Decision(density, p, p >= config.block_threshold)


def run_shallow(page: PageBlocks, config: ExtractionConfig) -> Decision:
    x, _ = features.shallow_features(page.blocks)
    p = _network("shallow").predict(x) if len(page.blocks) else np.zeros(0)
    return Decision(p, p, p >= config.block_threshold)


def run_mss(page: PageBlocks, config: ExtractionConfig) -> Decision:
    scores = _bayes().block_scores(page.blocks)
    words = np.maximum(page.blocks.n_words, 1)
    probabilities = np.clip(scores / words + 0.5, 0.0, 1.0)
    return Decision(scores, probabilities, run_mask(scores))


# Blocks a page needs for auto's networks: they read each block among its
# containers and neighbours, and a page of one block has none (one training
# page in 1,631 looked like that). There their answer is noise: three
# networks trained alike from different seeds gave one paragraph in a table
# cell 0.99, 0.04 and 0.01.
MIN_CONTEXT_BLOCKS = 2

# auto's pipelines, each a first network and the refining network trained on
# its out-of-fold probabilities, trained alike from consecutive seeds; auto
# averages their answers. One pipeline's score on unseen sites moves with its
# seed as much as any tuning did (six seeds: 5-fold mean shingle F1 0.903 to
# 0.913); the average of three moves less and scores above its members' mean
# (+0.003 and +0.007 in 5-fold, +0.005 leaving a corpus out, two triples).
AUTO_PIPELINES = (("auto", "refine"), ("auto-1", "refine-1"), ("auto-2", "refine-2"))


def refine_inputs(x: np.ndarray, regions: features.Regions, first: Network) -> tuple[np.ndarray, np.ndarray]:
    """The first network's probabilities, and the refining network's inputs.

    Those are ``x`` beside the probabilities read in the page's ``regions``.
    """
    p1 = first.predict(x)
    return p1, np.hstack([x, regions.features(p1)[0]])


@functools.lru_cache(maxsize=8)  # networks are immutable and compared by identity
def _side_by_side(pipelines: tuple[tuple[Network, Network], ...]) -> tuple[SideBySide, SideBySide]:
    """The pipelines' first networks side by side, and their refining networks.

    ValueError unless all read ``x`` (auto's features, the first networks'
    inputs and the refining networks' first ones) alike: trained on the same
    rows, they do.
    """
    firsts = tuple(first for first, _ in pipelines)
    seconds = tuple(second for _, second in pipelines)
    columns = len(firsts[0].names)
    return SideBySide.of(firsts, columns), SideBySide.of(seconds, columns, like=firsts[0])


# The shallow inputs that name the tags around a block (boilerpipe's tag context).
_TAG_CONTEXT_PREFIX = "in_"


def alone(x: np.ndarray, names: tuple[str, ...]) -> np.ndarray:
    """Shallow inputs ``x`` of a page's only block, its tag context cleared.

    Around the only block of a page, the tags are the page's layout, not a
    sign of what the block is: the shallow network learned from whole pages
    that a table cell is mostly navigation, and without CLEANEVAL's table
    layouts in training it put a lone paragraph in a cell at 0.18. Read by
    its text alone, the block is judged as a bare one.
    """
    cleared = x.copy()
    cleared[:, [i for i, name in enumerate(names) if name.startswith(_TAG_CONTEXT_PREFIX)]] = 0.0
    return cleared


def auto_probabilities(x: np.ndarray, n_words: np.ndarray, ancestors: np.ndarray,
                       network: Callable[[str], Network]) -> np.ndarray:
    """``auto``'s block probabilities from its features ``x`` (:func:`auto_features`).

    ``network`` gives the networks by name: those of AUTO_PIPELINES, whose
    answers are averaged (each refining network reads :func:`refine_inputs`,
    here all pipelines at once: see :class:`classify.SideBySide`), and
    "shallow", which judges a page of fewer than MIN_CONTEXT_BLOCKS blocks
    alone: it reads a block by itself, and its inputs are ``x``'s first
    columns.
    """
    if len(x) < MIN_CONTEXT_BLOCKS:
        shallow = network("shallow")
        return shallow.predict(alone(x[:, :len(shallow.names)], shallow.names))
    firsts, seconds = _side_by_side(tuple((network(first), network(second)) for first, second in AUTO_PIPELINES))
    shared = firsts.networks[0].standardise(x)  # every network reads x alike: standardised once
    return _pipelines(firsts, seconds, shared, n_words, ancestors)


def _pipelines(firsts: SideBySide, seconds: SideBySide, shared: np.ndarray, n_words: np.ndarray,
               ancestors: np.ndarray) -> np.ndarray:
    """:func:`auto_probabilities` from the pipelines' ``shared`` inputs, ``x`` standardised."""
    regions = features.Regions(n_words, ancestors)
    with one_blas_thread():  # entered once a page: one entry a network cost a tenth of the networks
        p1 = firsts.predict_standardised(shared)
        refined = seconds.standardise_own(regions.features(p1.T)[0])
        answers = seconds.predict_standardised(shared, refined)
    return answers.mean(axis=1)


@functools.lru_cache(maxsize=8)  # networks are immutable and compared by identity
def _standardise_alike(shallow: Network, first: Network) -> bool:
    """Whether ``first`` reads the shallow network's inputs, first, standardised as it does."""
    k = len(shallow.names)
    return first.names[:k] == shallow.names and all(
        np.array_equal(getattr(first, name)[:k], getattr(shallow, name)) for name in ("low", "high", "mean", "scale"))


def page_probabilities(page: PageBlocks) -> np.ndarray:
    """``auto``'s block probabilities of a page: :func:`auto_probabilities` of :func:`auto_features`.

    The first networks and the shallow one are trained on the same rows, so
    the shallow network's inputs, the first of theirs, are standardised once
    for all; the mss columns it gives are standardised after, on their own.
    Call it under :func:`one_blas_thread`.
    """
    blocks = page.blocks
    shallow = _network("shallow")
    firsts, seconds = _side_by_side(tuple((_network(first), _network(second)) for first, second in AUTO_PIPELINES))
    first = firsts.networks[0]
    if len(blocks) < MIN_CONTEXT_BLOCKS or not _standardise_alike(shallow, first):
        return auto_probabilities(auto_features(page)[0], blocks.n_words, blocks.ancestors, _network)
    x = features.auto_features(blocks, page.source)
    head = first.standardise(x)
    mss_cols = mss_columns(_leanings(shallow.predict_standardised(head[:, :len(shallow.names)]), blocks.n_words))
    shared = np.hstack([head, first.standardise(mss_cols, start=x.shape[1])])
    return _pipelines(firsts, seconds, shared, blocks.n_words, blocks.ancestors)


def run_auto(page: PageBlocks, config: ExtractionConfig) -> Decision:
    if not len(page.blocks):
        return Decision(np.zeros(0), np.zeros(0), np.zeros(0, dtype=bool))
    blocks = page.blocks
    with one_blas_thread():  # entered once for the shallow network and the pipelines
        p = page_probabilities(page)
    # Bylines that are kept need not be found.
    bylines = np.zeros(len(blocks), dtype=bool) if config.keep_bylines else byline_blocks(blocks)
    selected = select_article(p, blocks, boilerplate_chars(blocks), comment_containers(blocks), bylines, config)
    return Decision(p, p, selected)


METHODS: dict[str, Callable[[PageBlocks, ExtractionConfig], Decision]] = {
    "auto": run_auto,
    "ttr": run_ttr,
    "density": run_density,
    "shallow": run_shallow,
    "mss": run_mss,
}
