"""Explain, doubt: whether an extraction is worth a second look, and why.

Input: an :class:`Analysis`, the :class:`Article` assembled from it, the
:class:`ExtractionConfig` it ran with and a :class:`DoubtRule`. Output: the
name of the doubt (one of :data:`REASONS`) or None for a clear-cut page.

A decision is doubtful when it would flip had the page been a little
different: a page whose page-type probability (:mod:`~..extraction.pagetype`)
lies within the margin of the threshold, a kept article that a slightly
lower text probability or slightly fewer words would have rejected, a
page judged an article but rejected for its text that slightly more of both
would have kept. "A little" is the rule's probability margin and word
factor, applied through the library's own decision (:func:`is_article_page`).
A page that declares itself an article (og:type, JSON-LD) and was rejected
is always doubtful.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..extraction.article import Article
from ..extraction.config import ExtractionConfig
from ..extraction.extract import Analysis, is_article_page

# Doubts, most telling first: a page gets the first that applies.
DECLARED_ARTICLE = "declared_article"  # rejected, though the page says it is an article
PAGE_TYPE = "page_type"  # the page-type probability is close to the threshold
NOT_ARTICLE = "not_article"  # rejected, but close to being kept
LOW_PROBABILITY = "low_probability"  # kept, with a probability close to the minimum
FEW_WORDS = "few_words"  # kept, with a word count close to the minimum
REASONS = (DECLARED_ARTICLE, PAGE_TYPE, NOT_ARTICLE, LOW_PROBABILITY, FEW_WORDS)
# What each doubt means, for a reader of the report.
DESCRIPTIONS = {
    DECLARED_ARTICLE: "judged not an article, though the page declares itself one (og:type, JSON-LD)",
    PAGE_TYPE: "the page-type model's probability of an article is close to its threshold",
    NOT_ARTICLE: "judged not an article, but a little more text or confidence would have kept it",
    LOW_PROBABILITY: "kept as an article, but a slightly lower probability would have rejected it",
    FEW_WORDS: "kept as an article, but slightly fewer words would have rejected it",
}
DECLARED_TYPE = "article"  # Analysis.page_type of a page declaring an article


@dataclass(frozen=True)
class DoubtRule:
    """How close to the page-level decision counts as doubtful."""

    # Probability (0 to 1) the page's could be off by: a tenth, one step of
    # the 0.1 grid the minimum probability is usually tuned on.
    probability_margin: float = 0.1
    # Factor the page's word count could be off by: 1.5 puts 40 to 90 words
    # around the default 60, the length of a teaser up to a short brief.
    words_factor: float = 1.5
    reasons: tuple[str, ...] = REASONS  # the doubts to report; others are ignored

    def __post_init__(self) -> None:
        unknown = sorted(set(self.reasons) - set(REASONS))
        if unknown:
            raise ValueError(f"unknown doubt reasons {unknown}; known: {', '.join(REASONS)}")
        if self.probability_margin < 0 or self.words_factor < 1:
            raise ValueError("probability_margin must be >= 0 and words_factor >= 1")


def kept_words(analysis: Analysis) -> int:
    """Words of the blocks the method kept: what the page-level decision counted."""
    if analysis.page is None or analysis.decision is None:
        return 0
    return int(analysis.page.blocks.n_words[analysis.decision.selected].sum())


def doubt(analysis: Analysis, article: Article, config: ExtractionConfig, rule: DoubtRule) -> str | None:
    """The doubt about this page's decision (one of ``rule.reasons``), or None."""
    page = analysis.page_decision.probability if analysis.page_decision else None
    return doubt_of(kept_words(analysis), article.probability, analysis.page_type, article.is_article, config, rule,
                    page)


def doubt_of(words: int, probability: float, declared: str | None, kept: bool,
             config: ExtractionConfig, rule: DoubtRule, page: float | None = None) -> str | None:
    """The doubt about a decision on ``words`` kept at ``probability`` (see :func:`doubt`).

    ``page``: the page-type model's probability of an article, None when the
    page had no page decision.
    """
    threshold = config.min_page_probability
    near = page is not None and abs(page - threshold) < rule.probability_margin
    if kept:
        found = (
            (PAGE_TYPE, near),
            (LOW_PROBABILITY, not is_article_page(words, probability - rule.probability_margin, None, config)),
            (FEW_WORDS, not is_article_page(math.floor(words / rule.words_factor), probability, None, config)),
        )
    else:
        text_rejected = page is None or page >= threshold  # a page of a wanted type whose text fell short
        found = (
            (DECLARED_ARTICLE, declared == DECLARED_TYPE),
            (PAGE_TYPE, near),
            (NOT_ARTICLE, text_rejected and is_article_page(math.ceil(words * rule.words_factor),
                                                            probability + rule.probability_margin, None, config)),
        )
    return next((reason for reason, applies in found if applies and reason in rule.reasons), None)
