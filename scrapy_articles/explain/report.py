"""Explain, report: one extraction as a self-contained HTML page.

Input: an :class:`Analysis` and the :class:`Article` assembled from it (or
the page markup, to run both). Output: one HTML document with inline CSS,
inline SVG and a small inline script, referencing nothing outside itself:
the page's blocks in reading order coloured by role, each with its numbers
and the signal that decided it; the plots of :mod:`.svg`; and the extracted
result beside the blocks.

The page is hostile input: every text it contributes is escaped, URLs are
shown as text and never as links or images, and the document's
Content-Security-Policy allows only the report's own style and script.
"""

from __future__ import annotations

import logging
import os
from html import escape
from pathlib import Path

import numpy as np

from ..extraction.article import Article
from ..extraction.config import ExtractionConfig
from ..extraction.content.mss import max_subsequence
from ..extraction.extract import DEFAULT_CONFIG, Analysis, analyse, assemble
from . import svg
from .assets import CSS, PALETTE, SCRIPT, content_policy
from .pageverdict import page_summary, page_verdict
from .roles import BOILERPLATE, ROLES, block_roles
from .why import reasons

logger = logging.getLogger(__name__)

# Characters of a block's text shown in the list; the rest is counted, not shown.
MAX_TEXT_CHARS = 600
# Dropped boilerplate of at most this many words (menu items, buttons,
# footer links: most blocks of most pages) gets one line, figures on hover.
COMPACT_WORDS = 8


def _css(role: str) -> str:
    return "r-" + role.replace(" ", "-")


def _block_numbers(analysis: Analysis) -> dict[str, np.ndarray]:
    """The per-block figures shown beside each block, by short label, in pairs."""
    assert analysis.page is not None and analysis.decision is not None
    b = analysis.page.blocks
    return {
        "score": analysis.decision.scores,
        "prob.": analysis.decision.probabilities,
        "words": b.n_words,
        "TTR": analysis.page.ttr_values,
        "link dens": b.link_chars / np.maximum(b.n_chars, 1),
        "text dens": b.n_chars / np.maximum(b.markup_bytes, 1),
    }


def _figures(numbers: dict[str, np.ndarray], i: int) -> str:
    """Block ``i``'s figures as aligned text, two a line."""
    cells = [f"{label:<9}{int(v[i]):>6d}" if label == "words" else f"{label:<9}{float(v[i]):>6.2f}"
             for label, v in numbers.items()]
    return "\n".join("  ".join(cells[k:k + 2]) for k in range(0, len(cells), 2))


def _block_rows(analysis: Analysis, roles: tuple[str, ...], why: tuple[str, ...]) -> str:
    assert analysis.page is not None and analysis.decision is not None
    blocks, selected = analysis.page.blocks, analysis.decision.selected
    numbers = _block_numbers(analysis)
    rows = []
    for i, text in enumerate(blocks.texts):
        shown = escape(text[:MAX_TEXT_CHARS])
        if len(text) > MAX_TEXT_CHARS:
            shown += f' <span class="more">… ({len(text) - MAX_TEXT_CHARS} more characters)</span>'
        kept = "kept" if selected[i] else "dropped"
        head = (f'<span class="tag">#{i} &lt;{escape(str(blocks.elements[i].tag))}&gt;</span>'
                f'<span class="chip {_css(roles[i])}">{escape(roles[i])}</span>'
                f'<span class="chip {kept}">{kept}</span>')
        reason = f'<span class="why"><b>why:</b> {escape(why[i])}</span>'
        if roles[i] == BOILERPLATE and blocks.n_words[i] <= COMPACT_WORDS:
            rows.append(f'<div class="blk compact {_css(roles[i])}" id="b{i}" data-b="{i}" '
                        f'title="{escape(_figures(numbers, i))}">{head}<span class="txt">{shown}</span>'
                        f"{reason}</div>")
        else:
            rows.append(f'<div class="blk {_css(roles[i])}" id="b{i}" data-b="{i}"><div>{head}'
                        f'<div class="txt">{shown}</div></div><div class="nums">{_figures(numbers, i)}</div>'
                        f"{reason}</div>")
    return "".join(rows)


def _tips(analysis: Analysis, roles: tuple[str, ...]) -> tuple[str, ...]:
    assert analysis.page is not None and analysis.decision is not None
    d, texts = analysis.decision, analysis.page.blocks.texts
    return tuple(f"#{i} {roles[i]}, p {d.probabilities[i]:.2f}: {texts[i][:80]}" for i in range(len(texts)))


def _plots(analysis: Analysis, roles: tuple[str, ...], config: ExtractionConfig) -> str:
    assert analysis.page is not None and analysis.decision is not None
    page, decision = analysis.page, analysis.decision
    tips = _tips(analysis, roles)
    numbers = _block_numbers(analysis)
    if analysis.algorithm == "mss":
        values, what = decision.scores, "token score"
    else:
        values = decision.probabilities - config.block_threshold
        what = f"probability − {config.block_threshold:g}"
    start, stop = max_subsequence(values)
    run = np.zeros(values.size, dtype=bool)
    run[start:stop] = True
    if analysis.algorithm == "mss":
        note = "the method keeps exactly this run."
    elif np.array_equal(run, decision.selected):
        note = f"for {analysis.algorithm}, shown for reference; its selection is this run."
    else:
        note = f"for {analysis.algorithm}, shown for reference; its selection differs from this run."
    figures = (
        ("wide", "Text-to-tag ratio per non-empty source line (Weninger &amp; Hsu): raw, smoothed, "
                 "and the threshold.", svg.ttr_plot(page.ratios)),
        ("", f"Per block: text density (bars), {escape(analysis.algorithm)} probability (dots), "
             "the decision threshold; columns tinted by role. Hover a column to find its block.",
         svg.block_plot(numbers["text dens"], decision.probabilities, roles, tips, config.block_threshold)),
        ("", f"Maximum subsequence: cumulative {escape(what)} and the maximum-sum run; {escape(note)}",
         svg.run_plot(values, start, stop, ("plain",) * values.size, tips, what)),
    )
    return "".join(f'<figure class="{css}"><figcaption>{caption}</figcaption>{plot}</figure>'
                   for css, caption, plot in figures)


def _result(analysis: Analysis, article: Article) -> str:
    m = article.metadata
    next_page = (f"{article.next_page_url} ({analysis.next_page.reason})"
                 if analysis.next_page and article.next_page_url else article.next_page_url)
    fields = (
        ("authors", ", ".join(m.authors)), ("published", m.date_published or m.date_published_raw),
        ("modified", m.date_modified or m.date_modified_raw), ("language", m.language),
        ("site", m.site_name), ("canonical URL", m.canonical_url), ("description", m.description),
        ("keywords", ", ".join(m.keywords)), ("breadcrumbs", " › ".join(name for name, _ in m.breadcrumbs)),
        ("print URL", article.print_url), ("next page URL", next_page),
        ("is article", "yes" if article.is_article else "no"), ("probability", f"{article.probability:.2f}"),
        ("page type", article.page_type),
    )
    rows = "".join(f"<tr><th>{label}</th><td>{escape(value)}</td></tr>" for label, value in fields if value)
    images = "".join(
        f"<li><code>{escape(image.url)}</code>"
        + (f"<br>alt: {escape(image.alt)}" if image.alt else "")
        + (f"<br>caption: <i>{escape(image.caption)}</i>" if image.caption else "") + "</li>"
        for image in article.images)
    paragraphs = "".join(f"<p>{escape(line)}</p>" for line in article.text.split("\n") if line.strip())
    return (f'<aside class="result"><h2>Extracted result</h2>'
            f'<h3>{escape(article.headline) if article.headline else "(no title found)"}</h3>'
            f'<table class="meta">{rows}</table>{page_verdict(analysis)}'
            + (f"<h2>Images</h2><ul>{images}</ul>" if images else "")
            + f"<h2>Text</h2>{paragraphs or '<p>(no text kept)</p>'}</aside>")


def _header(analysis: Analysis, article: Article, roles: tuple[str, ...], note: str) -> str:
    counts = {role: roles.count(role) for role in ROLES}
    if analysis.page is not None and analysis.decision is not None:
        kept = analysis.decision.selected
        words = int(analysis.page.blocks.n_words[kept].sum())
        summary = (f"{len(roles)} blocks, {int(kept.sum())} kept ({words} words); "
                   f"article: {'yes' if article.is_article else 'no'}, probability {article.probability:.2f}; "
                   f"{page_summary(analysis)}")
    else:
        summary = f"the page was not segmented: {analysis.given_up or 'no document'}"
    legend = "".join(f'<span class="chip r-{name}">{name.replace("-", " ")} '
                     f'({counts.get(name.replace("-", " "), 0)})</span>' for name, _, _ in PALETTE)
    return (f"<header><h1>Why this extraction</h1>"
            f'<p class="sub"><b>{escape(analysis.url or "(no URL given)")}</b></p>'
            f'<p class="sub">algorithm <b>{escape(analysis.algorithm)}</b>: {escape(summary)}</p>'
            + (f'<p class="sub note">{escape(note)}</p>' if note else "") +
            f'<p class="legend">{legend}<span class="hint">hover a block or a plot column to '
            "find it in both</span></p></header>")


def build_report(analysis: Analysis, article: Article | None = None,
                 config: ExtractionConfig = DEFAULT_CONFIG, note: str = "") -> str:
    """The report of an analysis (and of its article, assembled here if not given) as HTML.

    ``note`` is shown under the summary: why this report was written, say.
    """
    if article is None:
        article = assemble(analysis, config)
    roles: tuple[str, ...] = ()
    if analysis.page is not None and analysis.decision is not None and len(analysis.page.blocks):
        roles = block_roles(analysis.page.blocks, analysis.decision.selected, article)
        body = (f'<section class="plots">{_plots(analysis, roles, config)}</section>'
                f'<div class="cols"><section><h2>The page\'s blocks, in reading order</h2>'
                f"{_block_rows(analysis, roles, reasons(analysis, config))}</section>"
                f"{_result(analysis, article)}</div>")
    else:
        body = f'<div class="cols"><section><h2>No blocks</h2></section>{_result(analysis, article)}</div>'
    title = escape(f"Why: {article.headline or analysis.url or 'page'}")
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f'<meta http-equiv="Content-Security-Policy" content="{content_policy()}">'
            '<meta name="referrer" content="no-referrer">'
            f"<title>{title}</title><style>{CSS}</style></head><body>"
            f"{_header(analysis, article, roles, note)}{body}<script>{SCRIPT}</script></body></html>\n")


def render_report(page: str | bytes | Analysis, url: str | None = None, *, algorithm: str | None = None,
                  config: ExtractionConfig = DEFAULT_CONFIG) -> str:
    """Explain one extraction: the report as an HTML string.

    ``page`` is the markup (extracted here with ``url``, ``algorithm`` and
    ``config``, as :func:`extract` would) or an :class:`Analysis` already made,
    whose own URL and algorithm are then used. Raises ``ValueError`` for an
    unknown algorithm only.
    """
    if not isinstance(page, Analysis):
        page = analyse(page, url, algorithm=algorithm, config=config)
    return build_report(page, None, config)


def write_report(path: str | os.PathLike[str], page: str | bytes | Analysis, url: str | None = None, *,
                 algorithm: str | None = None, config: ExtractionConfig = DEFAULT_CONFIG) -> Path:
    """Write :func:`render_report`'s HTML to ``path`` (replaced atomically); return the path."""
    target = Path(path)
    write_atomically(target, render_report(page, url, algorithm=algorithm, config=config))
    logger.debug("explanation of %s written to %s", url, target)
    return target


def write_atomically(target: Path, text: str) -> None:
    """Write ``text`` as UTF-8 to ``target``, replacing it in one step."""
    # A crawl may write reports while someone opens them: write aside, then rename.
    aside = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    try:
        aside.write_text(text, encoding="utf-8")
        os.replace(aside, target)
    finally:
        aside.unlink(missing_ok=True)
