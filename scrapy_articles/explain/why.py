"""Explain, why: the signal that decided each block, in a few words.

Input: an :class:`Analysis` (its blocks, ratios and decision) and the
configuration it ran with. Output: one short sentence per block.

Rule-based methods are explained by their rule (``ttr``: the smoothed ratio
against the threshold; ``mss``: inside or outside the maximum-sum run;
``density`` with a fixed or average rule: density against the cut). Learned
networks are explained by ablation: each group of feature columns (link
density, text density, length, TTR, neighbours...) is set to its training
mean, where the network's standardised input is zero, and the group whose
removal moves the probability most towards the other side of the threshold
is the decisive one. Groups are read from the model's own column names, so a
retrained model, even with new columns, is explained the same way. For a
stacked ``auto`` (a second network over the first one's probabilities, in
each of the pipelines it averages), the second networks are ablated, and
when the first stage's signal decided, the first networks' own decisive
signal is given in brackets. A model
that does not reproduce the decision's probabilities (the method changed)
is not ablated, and the sentence gives the probability and a raw reading.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from dataclasses import replace

import numpy as np

from ..extraction.config import ExtractionConfig
from ..extraction.content.classify import Network, load_model
from ..extraction.content.clean import boilerplate_chars, byline_blocks, comment_containers, select_article
from ..extraction.content.features import Regions, density_features, shallow_features
from ..extraction.content.methods import AUTO_PIPELINES, MIN_CONTEXT_BLOCKS, PageBlocks, auto_features, refine_inputs
from ..extraction.content.mss import max_subsequence
from ..extraction.content.segment import CONTEXT_TAGS, HINT_CATEGORIES
from ..extraction.extract import Analysis

logger = logging.getLogger(__name__)
CLEANED = "; cleaned out (a small marked container, or outside the main container)"
BYLINE = "; cleaned out as a byline (keep_bylines keeps it)"

# Feature column name to the signal it belongs to, first match wins: the
# neighbour and container columns also mention densities, so they come first.
# Columns computed from the first stage's probabilities form one signal.
FIRST_STAGE = "first stage"
SIGNAL_GROUPS = (
    (FIRST_STAGE, re.compile(r"p1")),  # stacking: the first network's probabilities, by region
    ("neighbours", re.compile(r"^(?:prev|next|win)_")),
    ("container", re.compile(r"^anc\d")),
    ("link density", re.compile(r"link_density")),
    ("text density", re.compile(r"density")),
    ("TTR", re.compile(r"ttr")),
    ("class/id hints", re.compile(r"hint")),  # hint_comment, hint_navigation...: one per category
    ("tag context", re.compile(r"^(?:in_|is_heading)")),
    ("position", re.compile(r"position|chars_before|rel_depth")),
    ("page size", re.compile(r"^page_")),
    ("token classifier", re.compile(r"^mss")),
    ("text style", re.compile(r"capitalised|all_caps|lower_start|dates|word_len|sentence")),
    ("length", re.compile(r"words|chars|bytes|share")),
)
# Below this probability change (absolute) no group is called decisive.
MIN_EFFECT = 0.01
# A model whose probabilities differ from the decision's by more than this
# is not the one that decided (a method with a second stage, a model file
# replaced since): its ablation would explain something else.
REPLAY_TOLERANCE = 1e-6
# Raw readings worth naming when no model can be replayed: a mostly-linked
# block (share of characters inside <a>) and a block of a few words.
TELLING_LINK_DENSITY = 0.5
TELLING_FEW_WORDS = 3


def signal_groups(names: tuple[str, ...]) -> dict[str, list[int]]:
    """Column indices of each signal, in first-seen order; unknown columns stand alone."""
    groups: dict[str, list[int]] = {}
    for column, name in enumerate(names):
        label = next((label for label, pattern in SIGNAL_GROUPS if pattern.search(name)), name)
        groups.setdefault(label, []).append(column)
    return groups


def ablation(model: Network, x: np.ndarray) -> tuple[list[str], np.ndarray]:
    """Signal names and effects, shape (n blocks, signals): p minus p without the signal."""
    groups = signal_groups(model.names)
    base = model.predict(x)
    effects = np.empty((x.shape[0], len(groups)))
    for j, columns in enumerate(groups.values()):
        neutral = x.copy()
        neutral[:, columns] = model.mean[columns]
        effects[:, j] = base - model.predict(neutral)
    return list(groups), effects


def signal_value(label: str, page: PageBlocks, i: int) -> str:
    """The block's own reading of a signal, for the sentence ("0.92", "3 words")."""
    b = page.blocks
    if label == "link density":
        return f"{b.link_chars[i] / max(b.n_chars[i], 1):.2f}"
    if label == "text density":
        return f"{b.n_chars[i] / max(b.markup_bytes[i], 1):.2f}"
    if label == "length":
        return f"{b.n_words[i]} words"
    if label == "TTR":
        return f"{page.ttr_values[i]:.1f}"
    if label == "position":
        return f"{i / max(len(b) - 1, 1):.2f}"
    if label == "class/id hints":
        named = [name for name, on in zip(HINT_CATEGORIES, b.hints[i]) if on]
        return "/".join(named) if named else "none"
    if label == "tag context":
        inside = [tag for tag, on in zip(CONTEXT_TAGS, b.context[i]) if on]
        return "in " + ", ".join(inside) if inside else "no context tags"
    return ""


def _plain(page: PageBlocks, probabilities: np.ndarray, selected: np.ndarray) -> tuple[str, ...]:
    """The probability and a telling raw reading, for a model that cannot be replayed."""
    b = page.blocks
    link_density = b.link_chars / np.maximum(b.n_chars, 1)
    out = []
    for i, p in enumerate(probabilities.tolist()):
        head = f"probability {p:.2f}" if selected[i] else f"low probability {p:.2f}"
        if link_density[i] >= TELLING_LINK_DENSITY:
            head += f"; link density {link_density[i]:.2f}"
        elif b.n_words[i] <= TELLING_FEW_WORDS:
            head += f"; only {b.n_words[i]} words"
        out.append(head)
    return tuple(out)


def _network(name: str) -> Network | None:
    """The shipped network ``name``; None if it is not shipped or not a network."""
    try:
        model = load_model(name)
    except FileNotFoundError:  # a stage this module knows that the engine no longer ships
        return None
    return model if isinstance(model, Network) else None


# Networks whose answers are averaged into one decision, each with its
# inputs: one for most methods, one per pipeline for auto's stages.
Averaged = list[tuple[Network, np.ndarray]]


def _replays(networks: Averaged, probabilities: np.ndarray) -> bool:
    """Whether the networks, averaged, give the decision's probabilities."""
    if not all(x.shape[1] == len(model.names) for model, x in networks):
        return False
    replayed = np.mean([model.predict(x) for model, x in networks], axis=0)
    return bool(np.allclose(replayed, probabilities, atol=REPLAY_TOLERANCE))


def _sentences(page: PageBlocks, probabilities: np.ndarray, selected: np.ndarray, networks: Averaged,
               threshold: float, detail: tuple[str, ...] = ()) -> tuple[str, ...]:
    """Per block: the probability and the signal whose ablation moves it most the other way.

    The effects of averaged networks are averaged, as their probabilities are.
    """
    labels = list(signal_groups(networks[0][0].names))
    effects = np.mean([ablation(model, x)[1] for model, x in networks], axis=0)
    out = []
    for i, p in enumerate(probabilities.tolist()):
        kept = bool(selected[i])
        head = f"probability {p:.2f}" if kept else f"low probability {p:.2f}"
        j = int(effects[i].argmax() if kept else effects[i].argmin())
        effect = float(effects[i, j])
        if (effect if kept else -effect) >= MIN_EFFECT:
            value = signal_value(labels[j], page, i)
            head += (f"; {labels[j]}{' ' + value if value else ''} "
                     f"{'pushed it up' if kept else 'pulled it down'} by {abs(effect):.2f}")
            if labels[j] == FIRST_STAGE and detail:
                head += f" (first stage: {detail[i]})"
        if kept and p < threshold:
            head += "; kept as part of the article's main container"
        elif not kept and p >= threshold:
            head += CLEANED
        out.append(head)
    return tuple(out)


def _learned(page: PageBlocks, probabilities: np.ndarray, selected: np.ndarray,
             name: str, x: np.ndarray, threshold: float) -> tuple[str, ...]:
    """Ablation sentences, when the shipped model ``name`` reproduces the decision from ``x``."""
    model = _network(name)
    if model is None or not _replays([(model, x)], probabilities):
        logger.debug("model %s does not replay the decision; plain explanation", name)
        return _plain(page, probabilities, selected)
    return _sentences(page, probabilities, selected, [(model, x)], threshold)


def _explain_ttr(page: PageBlocks, selected: np.ndarray, p: np.ndarray,
                 config: ExtractionConfig) -> tuple[str, ...]:
    t = page.ratios.threshold
    if config.ttr_clustering == "threshold":
        return tuple(f"smoothed TTR {v:.1f} {'≥' if v >= t else '<'} threshold {t:.1f}"
                     for v in page.ttr_values.tolist())
    return tuple(f"smoothed TTR {v:.1f} (threshold {t:.1f}); {'in' if kept else 'not in'} "
                 f"a content cluster of {config.ttr_clustering}"
                 for kept, v in zip(selected.tolist(), page.ttr_values.tolist()))


def _explain_density(page: PageBlocks, selected: np.ndarray, p: np.ndarray,
                     config: ExtractionConfig) -> tuple[str, ...]:
    b = page.blocks
    density = b.n_chars / np.maximum(b.markup_bytes, 1)
    if config.density_rule == "learned":
        return _learned(page, p, selected, "density", density_features(b)[0], config.block_threshold)
    cut = config.density_threshold if config.density_rule == "fixed" else float(density.mean())
    name = "fixed threshold" if config.density_rule == "fixed" else "page average"
    return tuple(f"text density {d:.2f} {'above' if kept else 'not above'} the {name} {cut:.2f}"
                 for kept, d in zip(selected.tolist(), density.tolist()))


def _explain_shallow(page: PageBlocks, selected: np.ndarray, p: np.ndarray,
                     config: ExtractionConfig) -> tuple[str, ...]:
    return _learned(page, p, selected, "shallow", shallow_features(page.blocks)[0], config.block_threshold)


def _explain_auto(page: PageBlocks, selected: np.ndarray, p: np.ndarray,
                  config: ExtractionConfig) -> tuple[str, ...]:
    said = _auto_sentences(page, selected, p, config)
    if config.keep_bylines:
        return said
    # The blocks auto would have kept but for the byline step: the last one
    # of select_article, replayed without it.
    blocks = page.blocks
    bylines = byline_blocks(blocks)
    unless = select_article(p, blocks, boilerplate_chars(blocks), comment_containers(blocks), bylines,
                            replace(config, keep_bylines=True))
    cut = (unless & bylines & ~selected).tolist()
    return tuple(s.removesuffix(CLEANED) + BYLINE if byline else s for s, byline in zip(said, cut))


def _auto_sentences(page: PageBlocks, selected: np.ndarray, p: np.ndarray,
                    config: ExtractionConfig) -> tuple[str, ...]:
    threshold = config.block_threshold
    x = auto_features(page)[0]
    if len(x) < MIN_CONTEXT_BLOCKS:  # as in methods.auto_probabilities
        return _explain_shallow(page, selected, p, config)
    first = _network(AUTO_PIPELINES[0][0])
    if first is None or _replays([(first, x)], p):
        return _learned(page, p, selected, AUTO_PIPELINES[0][0], x, threshold)
    # Stacking, as methods.auto_probabilities does it: in each pipeline a
    # second network reads the features and the first network's probabilities
    # by container and window; the pipelines' answers are averaged.
    found = [(_network(first), _network(second)) for first, second in AUTO_PIPELINES]
    pipelines = [(first, second) for first, second in found if first is not None and second is not None]
    if len(pipelines) < len(AUTO_PIPELINES):
        logger.debug("auto's networks are not all shipped; plain explanation")
        return _plain(page, p, selected)
    regions = Regions(page.blocks.n_words, page.blocks.ancestors)
    stages = [(first, second, *refine_inputs(x, regions, first)) for first, second in pipelines]
    seconds = [(second, stacked) for _, second, _, stacked in stages]
    if not _replays(seconds, p):
        logger.debug("auto's stages do not replay the decision; plain explanation")
        return _plain(page, p, selected)
    firsts = [(first, x) for first, _, _, _ in stages]
    p1 = np.mean([first_p for _, _, first_p, _ in stages], axis=0)
    detail = _sentences(page, p1, p1 >= threshold, firsts, threshold)
    return _sentences(page, p, selected, seconds, threshold, detail)


def _explain_mss(selected: np.ndarray, scores: np.ndarray) -> tuple[str, ...]:
    start, stop = max_subsequence(scores)
    if start == stop:
        return tuple(f"no run of blocks sums above zero; token score {s:+.1f}" for s in scores.tolist())
    run = f"the maximum-subsequence run (blocks {start}-{stop - 1})"
    return tuple(f"{'inside' if kept else 'outside'} {run}; token score {s:+.1f}"
                 for kept, s in zip(selected.tolist(), scores.tolist()))


_Explainer = Callable[[PageBlocks, np.ndarray, np.ndarray, ExtractionConfig], tuple[str, ...]]
EXPLAINERS: dict[str, _Explainer] = {
    "ttr": _explain_ttr,
    "density": _explain_density,
    "shallow": _explain_shallow,
    "auto": _explain_auto,
}


def reasons(analysis: Analysis, config: ExtractionConfig) -> tuple[str, ...]:
    """One sentence per block saying which signal decided it; empty without blocks."""
    page, decision = analysis.page, analysis.decision
    if page is None or decision is None or not len(page.blocks):
        return ()
    if analysis.algorithm == "mss":
        return _explain_mss(decision.selected, decision.scores)
    explain = EXPLAINERS.get(analysis.algorithm)
    if explain is None:  # a method added to the engine after this module
        return tuple(f"score {s:.2f}, probability {q:.2f}"
                     for s, q in zip(decision.scores.tolist(), decision.probabilities.tolist()))
    return explain(page, decision.selected, decision.probabilities, config)
