"""Explain, page verdict: the page-level decision and the evidence that moved it.

Input: an :class:`Analysis` with its page decision. Output: an HTML
fragment for the report: the page type and kind, the probability of an
article, and the features that pushed the model most towards "article" or
away from it (their standardised value times the article class's weight
margin: the terms of the logit, largest first), with each one's value on
the page. Text the page contributes is escaped by the caller's rules: here
every value is a number or a fixed feature name, and the kinds come from
:mod:`~..extraction.pagekinds`.
"""

from __future__ import annotations

from html import escape

import numpy as np

from ..extraction.extract import Analysis
from ..extraction.page.decision import load_page_model
from ..extraction.page.evidence import FEATURES

SHOWN_EVIDENCE = 8  # features listed: the largest terms of the logit


def page_summary(analysis: Analysis) -> str:
    """One line: type, kind and probability, or why there is no page decision."""
    page = analysis.page_decision
    if page is None:
        return "no page decision (the page was not segmented)"
    kind = f" ({page.kind})" if page.kind != page.page_type else ""
    return f"page type {page.page_type}{kind}, probability of an article {page.probability:.2f}"


def _value(value: float) -> str:
    """A feature's value; "unknown" for one the page does not tell (a URL feature of a page without a URL)."""
    return "unknown" if np.isnan(value) else f"{value:.3g}"


def _effect(value: float, term: float) -> str:
    """Which way a feature moved the decision; an unknown one counts as the training mean: no way."""
    if np.isnan(value):
        return "none (not known: counted as the training mean)"
    return f"{'towards' if term > 0 else 'away from'} article ({term:+.2f})"


def page_verdict(analysis: Analysis) -> str:
    """The report's section on the page decision."""
    page = analysis.page_decision
    if page is None:
        return f"<h2>Page type</h2><p>{escape(page_summary(analysis))}</p>"
    terms = load_page_model().contributions(page.evidence.features)
    order = np.argsort(-np.abs(terms), kind="stable")[:SHOWN_EVIDENCE]
    rows = "".join(
        f"<tr><th>{escape(FEATURES[i].replace('_', ' '))}</th><td>{_value(page.evidence.features[i])}</td>"
        f"<td>{_effect(page.evidence.features[i], terms[i])}</td></tr>"
        for i in order)
    kinds = ", ".join(sorted(page.evidence.kinds)) or "none"
    unknown = ", ".join(FEATURES[i].replace("_", " ") for i in np.flatnonzero(np.isnan(page.evidence.features)))
    unknown_line = f"<p>Not known on this page (counted as the training mean): {escape(unknown)}</p>" if unknown else ""
    return (f"<h2>Page type</h2><p>{escape(page_summary(analysis))}; kinds named by the URL, title and "
            f"declarations: {escape(kinds)}</p><table class=\"meta\"><tr><th>evidence</th><th>value</th>"
            f"<th>effect</th></tr>{rows}</table>{unknown_line}")
