"""Explain, plots: the numbers behind a decision drawn as inline SVG.

Input: numpy arrays of one analysis (per-line text-to-tag ratios, per-block
density, probability, roles, scores). Output: ``<svg>`` strings with no
external reference, styled by the report's CSS classes (``r-article``...)
so that the plots and the block list share one palette.

Three figures: the per-line TTR, raw and smoothed, with the threshold, as in
Weninger & Hsu's figures (2008); the per-block text density and
probability with the decision threshold; and the cumulative block score with
the maximum-sum run shaded (Pasternack & Roth 2009). Every block column
carries ``data-b`` so that hovering it highlights the block in the list.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from html import escape

import numpy as np

from ..extraction.content.ttr import LineRatios

# Figure sizes in SVG user units, about the CSS pixels they take in a
# 1400-pixel window, so that 11-unit labels read as 11-pixel text: the wide
# per-line figure spans the page, the per-block ones half of it.
WIDE = (1350, 210)
HALF = (660, 230)
# Margins in user units: room for tick labels left and the axis name below.
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 52, 12, 26, 34
# Raw TTR spikes (a long line of text with no tag) flatten everything else:
# the axis stops at this percentile of the raw values (bars above are clipped).
RAW_CLIP_PERCENTILE = 98
# Headroom above the highest drawn value, as a factor.
HEADROOM = 1.1
# Target number of ticks on an axis.
TICKS = 5
# Widest a per-line bar may be, in user units.
MAX_BAR = 4.0
# Above this many points (about one per user unit of a plot's width) a
# connecting line hides the marks it joins: it is drawn thin, or not at all.
DENSE_POINTS = 600
# Radius of a per-block dot, in user units: a third of the block's width
# within these bounds, so dots neither vanish nor overlap into a bar.
MIN_DOT, MAX_DOT = 1.2, 3.0


def ticks(lo: float, hi: float, count: int = TICKS) -> list[float]:
    """Round tick values (steps of 1, 2 or 5 times a power of ten) within [lo, hi]."""
    span = hi - lo
    if not math.isfinite(span) or span <= 0:
        return [lo]
    raw = span / count
    power = 10.0 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    first = math.ceil(lo / step) * step
    return [first + k * step for k in range(int((hi - first) / step + 1e-9) + 1)]


def _num(value: float) -> str:
    return f"{value:g}" if abs(value) < 1e5 else f"{value:.2e}"


@dataclass(frozen=True)
class Frame:
    """A plot area: the data ranges mapped onto the figure's user units."""

    x0: float
    x1: float
    y0: float
    y1: float
    size: tuple[int, int] = HALF

    @property
    def right(self) -> int:
        return self.size[0] - MARGIN_RIGHT

    @property
    def bottom(self) -> int:
        return self.size[1] - MARGIN_BOTTOM

    def x(self, value: float) -> float:
        return MARGIN_LEFT + (value - self.x0) / ((self.x1 - self.x0) or 1.0) * (self.right - MARGIN_LEFT)

    def y(self, value: float) -> float:
        clipped = min(max(value, self.y0), self.y1)
        return self.bottom - (clipped - self.y0) / ((self.y1 - self.y0) or 1.0) * (self.bottom - MARGIN_TOP)

    def axes(self, x_label: str, y_label: str, integer_x: bool = True) -> str:
        parts = [f'<rect class="frame" x="{MARGIN_LEFT}" y="{MARGIN_TOP}" '
                 f'width="{self.right - MARGIN_LEFT}" height="{self.bottom - MARGIN_TOP}"/>']
        for t in ticks(self.y0, self.y1):
            y = self.y(t)
            parts.append(f'<line class="grid" x1="{MARGIN_LEFT}" x2="{self.right}" y1="{y:.1f}" y2="{y:.1f}"/>'
                         f'<text class="tick" x="{MARGIN_LEFT - 5}" y="{y + 4:.1f}" text-anchor="end">'
                         f"{_num(t)}</text>")
        for t in ticks(self.x0, self.x1):
            if integer_x and t != int(t):
                continue
            x = self.x(t)
            parts.append(f'<text class="tick" x="{x:.1f}" y="{self.bottom + 14}" '
                         f'text-anchor="middle">{_num(t)}</text>')
        parts.append(f'<text class="axis" x="{self.right}" y="{self.size[1] - 4}" text-anchor="end">'
                     f'{escape(x_label)}</text><text class="axis" x="{MARGIN_LEFT}" y="{MARGIN_TOP - 8}">'
                     f'{escape(y_label)}</text>')
        return "".join(parts)

    def hline(self, value: float, label: str, css: str = "cut") -> str:
        y = self.y(value)
        line = f'<line class="{css}" x1="{MARGIN_LEFT}" x2="{self.right}" y1="{y:.1f}" y2="{y:.1f}"/>'
        if not label:
            return line
        return line + f'<text class="cutlabel" x="{MARGIN_LEFT + 6}" y="{y - 4:.1f}">{escape(label)}</text>'


def figure(frame: Frame, title: str, body: str, legend: tuple[tuple[str, str], ...] = ()) -> str:
    """An ``<svg>`` with an accessible title and a legend of (css class, label) swatches."""
    keys = []
    x = frame.right
    for css, label in reversed(legend):
        x -= 7 * len(label) + 24
        keys.append(f'<rect class="{css} swatch" x="{x}" y="{MARGIN_TOP - 18}" width="12" height="10"/>'
                    f'<text class="key" x="{x + 16}" y="{MARGIN_TOP - 9}">{escape(label)}</text>')
    return (f'<svg class="plot" viewBox="0 0 {frame.size[0]} {frame.size[1]}" role="img">'
            f'<title>{escape(title)}</title>{body}{"".join(keys)}</svg>')


def _polyline(frame: Frame, xs: np.ndarray, ys: np.ndarray, css: str) -> str:
    points = " ".join(f"{frame.x(float(a)):.1f},{frame.y(float(b)):.1f}" for a, b in zip(xs, ys))
    return f'<polyline class="{css}" points="{points}"/>'


def ttr_plot(ratios: LineRatios) -> str:
    """Per-line TTR: raw bars (content lines coloured), smoothed line, threshold."""
    if ratios.lines.size == 0:
        empty = Frame(0.0, 1.0, 0.0, 1.0, WIDE)
        return figure(empty, "No text lines", f'<text class="axis" x="{MARGIN_LEFT}" y="{MARGIN_TOP + 20}">'
                      "no text lines</text>")
    top = max(float(np.percentile(ratios.raw, RAW_CLIP_PERCENTILE)), float(ratios.smoothed.max()),
              ratios.threshold, 1.0) * HEADROOM
    lines = ratios.lines.astype(np.float64)
    frame = Frame(float(lines[0]), float(max(lines[-1], lines[0] + 1)), 0.0, top, WIDE)
    bar = min(MAX_BAR, max(0.5, 0.8 * (frame.x(lines[0] + 1) - frame.x(lines[0]))))
    base = frame.y(0.0)
    paths = []
    for css, mask in (("bar-other", ~ratios.content), ("bar-content", ratios.content)):
        d = "".join(f"M{frame.x(a):.1f} {base:.1f}V{frame.y(b):.1f}"
                    for a, b in zip(lines[mask].tolist(), ratios.raw[mask].tolist()))
        paths.append(f'<path class="{css}" stroke-width="{bar:.2f}" d="{d}"/>')
    body = (frame.axes("source line", "text-to-tag ratio") + "".join(paths)
            + _polyline(frame, lines, ratios.smoothed, "smooth thin" if lines.size > DENSE_POINTS else "smooth")
            + frame.hline(ratios.threshold, f"threshold {ratios.threshold:.1f}"))
    return figure(frame, "Text-to-tag ratio per source line", body, (
        ("bar-content", "raw, content line"), ("bar-other", "raw, other line"),
        ("smooth-key", "smoothed")))


def _columns(frame: Frame, n: int, roles: tuple[str, ...], tips: tuple[str, ...]) -> str:
    """One hoverable column per block, tinted by its role."""
    width = frame.x(1) - frame.x(0)
    top, bottom = frame.y(frame.y1), frame.y(frame.y0)
    return "".join(
        f'<rect class="col r-{roles[i].replace(" ", "-")}" data-b="{i}" x="{frame.x(i):.2f}" y="{top:.1f}" '
        f'width="{width:.2f}" height="{bottom - top:.1f}"><title>{escape(tips[i])}</title></rect>'
        for i in range(n))


def block_plot(density: np.ndarray, probability: np.ndarray, roles: tuple[str, ...],
               tips: tuple[str, ...], threshold: float) -> str:
    """Per block: role-tinted column, text density bar and probability dot."""
    n = density.size
    frame = Frame(0.0, float(max(n, 1)), 0.0, 1.0)
    width = frame.x(1) - frame.x(0)
    base = frame.y(0.0)
    bars = "".join(f'<rect class="density" x="{frame.x(i) + width * 0.2:.2f}" y="{frame.y(d):.1f}" '
                   f'width="{width * 0.6:.2f}" height="{base - frame.y(d):.1f}"/>'
                   for i, d in enumerate(density.tolist()))
    centres = np.arange(n) + 0.5
    radius = min(MAX_DOT, max(MIN_DOT, width / 3))
    dots = "".join(f'<circle class="prob" cx="{frame.x(c):.1f}" cy="{frame.y(p):.1f}" r="{radius:.1f}"/>'
                   for c, p in zip(centres.tolist(), probability.tolist()))
    body = (frame.axes("block (reading order)", "density / probability") + _columns(frame, n, roles, tips)
            + bars + (_polyline(frame, centres, probability, "probline") if n <= DENSE_POINTS else "") + dots
            + frame.hline(threshold, f"threshold {threshold:.2f}"))
    return figure(frame, "Text density and probability per block", body, (
        ("density", "text density"), ("prob", "probability"), ("r-article", "kept")))


def run_plot(values: np.ndarray, start: int, stop: int, roles: tuple[str, ...],
             tips: tuple[str, ...], what: str) -> str:
    """Cumulative sum of ``values`` over blocks with the maximum-sum run ``[start, stop)`` shaded."""
    n = values.size
    cumulative = np.concatenate(([0.0], np.cumsum(values)))
    lo, hi = float(cumulative.min()), float(cumulative.max())
    pad = max(hi - lo, 1.0) * (HEADROOM - 1)
    frame = Frame(0.0, float(max(n, 1)), lo - pad, hi + pad)
    body = frame.axes("block boundary", f"cumulative {what}") + _columns(frame, n, roles, tips)
    if stop > start:
        top, bottom = frame.y(frame.y1), frame.y(frame.y0)
        total = float(cumulative[stop] - cumulative[start])
        left, right = frame.x(start), frame.x(stop)
        body += (f'<rect class="run" x="{left:.1f}" y="{top:.1f}" width="{right - left:.1f}" '
                 f'height="{bottom - top:.1f}"/><text class="cutlabel" x="{(left + right) / 2:.1f}" '
                 f'y="{top + 14:.1f}" text-anchor="middle">run: blocks {start}-{stop - 1}, sum {total:.1f}</text>')
        for k in (start, stop):
            body += (f'<circle class="runend" cx="{frame.x(k):.1f}" cy="{frame.y(float(cumulative[k])):.1f}" '
                     f'r="{MAX_DOT + 1:g}"/>')
    body += _polyline(frame, np.arange(n + 1, dtype=np.float64), cumulative, "cumline")
    if frame.y0 < 0 < frame.y1:
        body += frame.hline(0.0, "", "zero")
    return figure(frame, "Maximum-subsequence run over the cumulative block score", body, (
        ("cumline-key", f"cumulative {what}"), ("run", "maximum-sum run")))
