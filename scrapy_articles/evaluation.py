"""Extraction quality metrics, equal to the reference ruler's to the last digit.

Two published metrics, computed per page and averaged over pages:

- ``shingle``: the article-extraction-benchmark metric. 4-token shingles
  (tokens are ``\\w+`` runs), multiset true/false positives and negatives per
  page normalised to sum 1, precision and recall averaged over pages, F1 from
  the two means; ``exact`` is the share of pages whose tokens equal gold's.
- ``words``: the word-sequence metric of Kovačič's evaluation of text extraction
  algorithms (2011): drop
  punctuation, control and non-ASCII characters, lowercase, split on
  whitespace; matched words are difflib's matching blocks; per-page P, R, F1
  averaged over pages where both sides are non-empty, other pages counted
  apart by case.

Corpora whose pages hold segments that must and must not appear (``with``
and ``without``, trafilatura's evaluation set) are scored as trafilatura's
own evaluation does (``segments``): whitespace runs become one space, a
``with`` segment found in the text is a true positive, a ``without`` segment
found a false positive; counts are summed over pages.

Standard library only, so it can score any extractor's output.
"""

from __future__ import annotations

import gzip
import json
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

_TOKEN = re.compile(r"\w+", re.UNICODE)
_PUNCTUATION = re.compile(r"[^\w\s]|_", re.ASCII)
SHINGLE_SIZE = 4


def shingles(text: str, n: int = SHINGLE_SIZE) -> Counter:
    tokens = _TOKEN.findall(text or "")
    return Counter(tuple(tokens[i:i + n]) for i in range(max(1, len(tokens) - n + 1)) if tokens[i:i + n])


def shingle_counts(gold: str, pred: str) -> tuple[float, float, float]:
    """Normalised (tp, fp, fn) of one page's shingle multisets."""
    g, p = shingles(gold), shingles(pred)
    tp = fp = fn = 0.0
    for key in g.keys() | p.keys():
        a, b = g.get(key, 0), p.get(key, 0)
        tp += min(a, b)
        fp += max(0, b - a)
        fn += max(0, a - b)
    total = tp + fp + fn
    return (tp / total, fp / total, fn / total) if total else (0.0, 0.0, 0.0)


def _precision(tp: float, fp: float, fn: float) -> float:
    if fp == fn == 0:
        return 1.0
    if tp == fp == 0:
        return 0.0
    return tp / (tp + fp)


def _recall(tp: float, fp: float, fn: float) -> float:
    if fp == fn == 0:
        return 1.0
    if tp == fn == 0:
        return 0.0
    return tp / (tp + fn)


def words(text: str) -> list[str]:
    kept = "".join(
        ch if (ch.isascii() and not unicodedata.category(ch).startswith("C")) or ch in "\n\t " else " "
        for ch in (text or ""))
    return _PUNCTUATION.sub(" ", kept).lower().split()


def words_prf(gold: str, pred: str) -> tuple[tuple[float, float, float] | None, str]:
    """Word-sequence (P, R, F1) of one page and its case, or None where a side is empty."""
    g, p = words(gold), words(pred)
    if not g or not p:
        return None, ("both_empty" if not g and not p else "gold_empty" if not g else "pred_empty")
    import difflib  # scoring only: the command line's extract reads corpora through this module too

    matcher = difflib.SequenceMatcher(None, p, g, autojunk=False)
    matched = sum(block.size for block in matcher.get_matching_blocks())
    if matched == 0:
        return (0.0, 0.0, 0.0), "mismatch"
    precision, recall = matched / len(p), matched / len(g)
    return (precision, recall, 2 * precision * recall / (precision + recall)), "ok"


def score(rows: Iterable[Mapping[str, Any]], predictions: Mapping[str, str]) -> dict[str, Any]:
    """Both metrics over ``rows`` (``id`` and ``gold``) given ``{id: text}`` predictions."""
    import statistics  # loads fractions and decimal: scoring only, not the command line's extract
    counts: list[tuple[float, float, float]] = []
    exact: list[float] = []
    wp: list[float] = []
    wr: list[float] = []
    wf: list[float] = []
    cases: Counter = Counter()
    pages = 0
    for row in rows:
        pages += 1
        pred = predictions.get(row["id"], "")
        counts.append(shingle_counts(row["gold"], pred))
        exact.append(float(_TOKEN.findall(row["gold"] or "") == _TOKEN.findall(pred or "")))
        prf, case = words_prf(row["gold"], pred)
        cases[case] += 1
        if prf is not None:
            wp.append(prf[0])
            wr.append(prf[1])
            wf.append(prf[2])
    return {
        "pages": pages,
        "shingle": {**_shingle_summary(counts), "exact": statistics.mean(exact) if exact else 0.0},
        "words": {"f1": statistics.mean(wf) if wf else 0.0,
                  "precision": statistics.mean(wp) if wp else 0.0,
                  "recall": statistics.mean(wr) if wr else 0.0, "cases": dict(cases)},
    }


def shingle_scores(rows: Iterable[Mapping[str, Any]], predictions: Mapping[str, str]) -> dict[str, float]:
    """Shingle F1, precision and recall over ``rows`` as :func:`score` gives them, without the slower words metric."""
    return _shingle_summary([shingle_counts(row["gold"], predictions.get(row["id"], "")) for row in rows])


def _shingle_summary(counts: list[tuple[float, float, float]]) -> dict[str, float]:
    """F1 of the mean precision and the mean recall over pages, each mean over the pages where it is defined."""
    import statistics  # see score()
    precision = statistics.mean([_precision(*c) for c in counts if c[0] + c[1] > 0] or [0.0])
    recall = statistics.mean([_recall(*c) for c in counts if c[0] + c[2] > 0] or [0.0])
    return {"f1": 2 * precision * recall / (precision + recall) if precision + recall else 0.0,
            "precision": precision, "recall": recall}


def _spaced(text: str) -> str:
    return " ".join((text or "").split())


def segment_score(rows: Iterable[Mapping[str, Any]], predictions: Mapping[str, str]) -> dict[str, Any]:
    """Segment precision, recall, accuracy and F1 over ``rows`` (``id``, ``with``, ``without``)."""
    tp = fp = fn = tn = pages = 0
    for row in rows:
        pages += 1
        text = _spaced(predictions.get(row["id"], ""))
        found = sum(1 for segment in row["with"] if _spaced(segment) in text)
        leaked = sum(1 for segment in row["without"] if _spaced(segment) in text)
        tp += found
        fn += len(row["with"]) - found
        fp += leaked
        tn += len(row["without"]) - leaked
    total = tp + fp + fn + tn
    return {"pages": pages, "segments": {
        "f1": 2 * tp / (2 * tp + fp + fn) if 2 * tp + fp + fn else 0.0,
        "precision": tp / (tp + fp) if tp + fp else 0.0, "recall": tp / (tp + fn) if tp + fn else 0.0,
        "accuracy": (tp + tn) / total if total else 0.0, "tp": tp, "fp": fp, "fn": fn, "tn": tn}}


def is_annotated(row: Mapping[str, Any]) -> bool:
    """Whether a corpus row can be scored (and learned from): it has a gold text or segments."""
    return row.get("gold") is not None or "with" in row


def read_corpus(path: str) -> Iterator[dict[str, Any]]:
    """Rows of a corpus file (gzip or plain JSON lines)."""
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8") as f:
        for line in f:
            if line.strip():
                yield json.loads(line)


def score_by_dataset(rows: list[dict[str, Any]], predictions: Mapping[str, str]) -> dict[str, Any]:
    """:func:`score` (or :func:`segment_score`, for segment corpora) per dataset name, datasets in
    sorted order (as the ruler prints)."""
    result = {}
    for name in sorted({r["dataset"] for r in rows}):
        part = [r for r in rows if r["dataset"] == name]
        result[name] = segment_score(part, predictions) if "with" in part[0] else score(part, predictions)
    return result


def format_table(result: Mapping[str, Any]) -> str:
    """The ruler's table layout."""
    lines = [f"{'dataset':<18}{'pages':>6}  {'shingle F1':>10} {'P':>6} {'R':>6} {'exact':>6}  "
             f"{'words F1':>9} {'P':>6} {'R':>6}  empty-pred"]
    for name, m in result.items():
        if "segments" in m:
            g = m["segments"]
            lines.append(f"{name:<18}{m['pages']:>6}  segments F1 {g['f1']:.3f}  P {g['precision']:.3f}  "
                         f"R {g['recall']:.3f}  accuracy {g['accuracy']:.3f}  "
                         f"(tp {g['tp']} fp {g['fp']} fn {g['fn']} tn {g['tn']})")
            continue
        s, w = m["shingle"], m["words"]
        lines.append(
            f"{name:<18}{m['pages']:>6}  {s['f1']:>10.3f} {s['precision']:>6.3f} {s['recall']:>6.3f} "
            f"{s['exact']:>6.3f}  {w['f1']:>9.3f} {w['precision']:>6.3f} {w['recall']:>6.3f}  "
            f"{w['cases'].get('pred_empty', 0)}")
    return "\n".join(lines)
