"""Accuracy benchmarks, one tool: ``python benchmarks/accuracy.py COMMAND [options]``.

Commands (``--help`` after one says its options):

- ``table``: every method of ours and every peer, scored on the development
  corpora, one Markdown table per metric (:func:`table_section`).
- ``leaks``: what the shipped extraction (or out-of-fold texts) puts in
  ``articleBody`` that the annotators left out, per corpus, by kind
  (:func:`leak_report`).
- ``fixtures``: the readability corpus in two, Readability's own test
  fixtures and the real pages, scored apart for prediction files
  (:func:`fixture_table`).

Shared: the annotated rows of a corpus (:func:`corpus_rows`) and prediction
files, JSON lines ``{"id", "text"}``, gzip or plain, as ``scrapy-articles
crossval --predictions`` writes them and as ``shared/peers/preds`` holds them
(:func:`read_predictions`). ``run.py`` includes the sections of
:data:`SECTIONS`. This module imports no extractor at its top: the table's
workers run it and load only the extractor they score.

``table``: input, the development corpora (all pages, or a stride of each
with ``--quick``, see :mod:`benchmarks.pages`). Output: Markdown tables, one
per metric (shingle and words F1, precision, recall), one row per extractor,
one column per corpus, scored with our own evaluation code
(``scrapy_articles.evaluation.score_by_dataset``, equal to the reference
ruler ``/work/shared/ruler/score.py`` to the last digit). Each extractor runs
in its own subprocess, with the network forbidden
(:func:`benchmarks.peers.forbid_network`) and nothing else loaded. Peer
predictions are cached in ``benchmarks/results/preds/`` (git-ignored), one
file per extractor, version and adapter code, one line per page id and page
hash, so reruns only compute pages not seen before. Our predictions are never
cached: the models change. Scores are memoised in ``benchmarks/results/scores/``
by a digest of the pages, the predictions and the evaluation code.

``leaks``: every page of each development corpus is extracted as shipped
(``auto``, default configuration). Each line of the text whose words the gold
text does not hold is a leak, and is sorted into the first kind it fits,
judged from the page itself, not from the extraction's own rules (tidy.py),
so that the report can catch what those rules miss:

- ``headline``: the page's ``<title>``, an ``<h1>`` or ``og:title`` text;
- ``caption``: the text of a ``figcaption`` or of an element whose class
  says caption or credit, or a credit ("Photo: ...", "Getty Images");
- ``read-more``: a "Read more: ..." / "Related: ..." / "Lesen Sie auch" line;
- ``pagination``: "Page 2 of 3", "Continued from page 1", "1 / 13";
- ``teaser``: text that is all one link of three words or more (another
  story's headline), or a line inside a list of such links;
- ``byline``: a short line naming an author ("By ...") or holding a date;
- ``widget``: share, comment, subscription, newsletter, advert and tag lines;
- ``other``: any other line the gold lacks.

A line "the gold lacks" is one whose words (lower-cased ``\\w+`` runs) do
not occur, in order, in the gold text. On the segment corpus
(``segments/trafilatura-eval``: no gold text, strings that must and must
not appear), a leak is a must-not segment the text holds. The table gives,
per corpus and kind, the leaked lines and (in brackets) the pages holding
one. With ``--pred FILE`` (what ``scrapy-articles crossval --predictions``
writes), the texts are those, not the shipped extraction's: the shipped
model was trained on these pages, out-of-fold texts show what held-back
pages get.

``fixtures``: of the readability corpus's 122 pages, 30 are fixtures of
Mozilla Readability's test suite: short "Lorem ipsum" pages, each testing
one cleaning rule (``base-url``, ``hidden-nodes``, ``rtl-1``...). The other
92 are real pages from news sites, Wikipedia and blogs. A fixture is a page
whose markup or gold text holds "lorem ipsum". Scores on the two halves tell
apart what an extractor does on real pages from how closely it follows
Readability's rules. Output: shingle F1 on all pages, the fixtures and the
real pages, one row per prediction file, as Markdown.

Usage: ``python benchmarks/accuracy.py table [--quick] [--corpus DIR] [--only KEY,...]``;
``python benchmarks/accuracy.py leaks [--corpus DIR] [--only NAME,...] [--pred FILE] [--json]``;
``python benchmarks/accuracy.py fixtures PRED.jsonl... [--corpus FILE]``
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import inspect
import json
import logging
import re
import subprocess
import sys
import tempfile
import time
import warnings
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks import pages, peers  # noqa: E402
from benchmarks.tool import Tool, run_command  # noqa: E402

Row = dict[str, Any]  # a corpus page: "id", "dataset", "url", "html", "gold" (or "with" / "without")


# Shared: corpus rows and prediction files.

def corpus_rows(folder: Path, name: str) -> list[Row]:
    """The annotated rows of a corpus: gold text, or must / must-not segments."""
    return [row for row in pages.read_rows(folder, name) if row.get("gold") or row.get("without") is not None]


def read_predictions(path: Path) -> dict[str, str]:
    """Texts by page id from JSON lines ``{"id", "text"}``, gzip or plain; a missing text is empty."""
    from scrapy_articles.evaluation import read_corpus
    return {row["id"]: row.get("text") or "" for row in read_corpus(str(path)) if row.get("id")}


# table: every extractor scored on the development corpora.

PREDICTIONS = ROOT / "benchmarks" / "results" / "preds"  # peers' predictions, per page
SCORES = ROOT / "benchmarks" / "results" / "scores"  # score_by_dataset results, per exact input
METRICS = (("shingle", "f1"), ("shingle", "precision"), ("shingle", "recall"),
           ("words", "f1"), ("words", "precision"), ("words", "recall"))
WORKER_TIMEOUT_S = 1800  # goose3 and newspaper4k need ~3 min for all pages on an idle core
IN_SAMPLE = "in-sample"


def page_hash(html: str) -> str:
    """Identifies a page's content, so a changed page invalidates its cached prediction."""
    return hashlib.sha1(html.encode("utf-8")).hexdigest()


def worker(key: str, pages_file: Path, ids_file: Path, out_file: Path) -> None:
    """Extract the pages listed in ``ids_file`` and write ``{id, text, failed}`` lines."""
    peers.forbid_network()
    logging.disable(logging.CRITICAL)
    warnings.simplefilter("ignore")
    wanted = set(json.loads(ids_file.read_text(encoding="utf-8")))
    run, reason = peers.prepare(peers.BY_KEY[key])
    if run is None:
        raise SystemExit(f"skipped: {reason}")
    with pages_file.open(encoding="utf-8") as lines, out_file.open("w", encoding="utf-8") as out:
        for row in map(json.loads, lines):
            if row["id"] in wanted:
                text, failed = peers.run_page(run, row["html"], row["url"])
                out.write(json.dumps({"id": row["id"], "text": text, "failed": failed}) + "\n")


def read_cache(path: Path) -> dict[str, dict[str, Any]]:
    """Cached predictions by page id (later lines win)."""
    if not path.exists():
        return {}
    with gzip.open(path, "rt", encoding="utf-8") as lines:
        return {entry["id"]: entry for entry in map(json.loads, lines)}


def predict(extractor: peers.Extractor, rows: list[Row], pages_file: Path,
            folder: Path) -> tuple[dict[str, dict[str, Any]], str | None]:
    """Predictions for ``rows`` (cached ones reused for peers) or None and why."""
    hashes = {row["id"]: page_hash(row["html"]) for row in rows}
    cache_file = PREDICTIONS / f"{extractor.cache_tag}.jsonl.gz"
    cached = {} if extractor.kind == "ours" else read_cache(cache_file)
    known = {i: e for i, e in cached.items() if i in hashes and e.get("sha1") == hashes[i]}
    missing = [i for i in hashes if i not in known]
    if missing:
        ids_file, out_file = folder / "ids.json", folder / "out.jsonl"
        ids_file.write_text(json.dumps(missing), encoding="utf-8")
        command = [sys.executable, str(Path(__file__).resolve()), "table", "--worker", extractor.key,
                   "--pages", str(pages_file), "--ids", str(ids_file), "--out", str(out_file)]
        try:
            done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=WORKER_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            return {}, f"took more than {WORKER_TIMEOUT_S} s"
        if done.returncode != 0:
            return {}, (done.stderr.strip().splitlines() or ["no message"])[-1]
        with out_file.open(encoding="utf-8") as lines:
            fresh = {e["id"]: {**e, "sha1": hashes[e["id"]]} for e in map(json.loads, lines)}
        if extractor.kind != "ours":
            PREDICTIONS.mkdir(parents=True, exist_ok=True)
            with gzip.open(cache_file, "at", encoding="utf-8") as out:
                for entry in fresh.values():
                    out.write(json.dumps(entry) + "\n")
        known.update(fresh)
    return known, None


def score(rows: list[Row], predictions: dict[str, str]) -> dict[str, Any]:
    """``score_by_dataset``, memoised on disk by a digest of all its inputs and its code.

    The words metric runs difflib over word lists and takes minutes on a few
    long pages; the same pages and predictions always give the same scores.
    """
    from scrapy_articles import evaluation
    digest = hashlib.sha1(inspect.getsource(evaluation).encode())
    for row in rows:
        for part in (row["id"], row["dataset"], row["gold"] or "", predictions.get(row["id"], "")):
            digest.update(hashlib.sha1(part.encode("utf-8")).digest())
    memo = SCORES / f"{digest.hexdigest()}.json"
    if memo.exists():
        cached: dict[str, Any] = json.loads(memo.read_text(encoding="utf-8"))
        return cached
    result = evaluation.score_by_dataset(rows, predictions)
    SCORES.mkdir(parents=True, exist_ok=True)
    memo.write_text(json.dumps(result), encoding="utf-8")
    return result


def metric_tables(scores: dict[str, dict[str, Any]], datasets: list[str]) -> list[str]:
    lines: list[str] = []
    for metric, field in METRICS:
        lines += [f"### {metric} {field}", "", "| extractor | " + " | ".join(datasets) + " |",
                  "|---|" + "---:|" * len(datasets)]
        for label, by_dataset in scores.items():
            cells = [f"{by_dataset[d][metric][field]:.3f}" for d in datasets]
            lines.append(f"| {label} | " + " | ".join(cells) + " |")
        lines.append("")
    return lines


def table_section(quick: bool, corpus: Path = pages.DEFAULT_CORPUS, only: list[str] | None = None) -> str:
    """Score every extractor but the lxml floors (or those in ``only``); the Markdown section."""
    keys = only or [e.key for e in peers.EXTRACTORS if e.kind != "floor"]
    unknown = [key for key in keys if key not in peers.BY_KEY]
    if unknown:
        raise ValueError(f"unknown extractor {', '.join(unknown)}; choose among {', '.join(peers.BY_KEY)}")
    rows = pages.accuracy_rows(corpus, quick)
    datasets = sorted({row["dataset"] for row in rows})
    scores: dict[str, dict[str, Any]] = {}
    notes: list[str] = []
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        pages_file = folder / "pages.jsonl"
        with pages_file.open("w", encoding="utf-8") as out:
            for row in rows:
                out.write(json.dumps({"id": row["id"], "html": row["html"], "url": row["url"]}) + "\n")
        for key in keys:
            extractor, started = peers.BY_KEY[key], time.monotonic()
            found, reason = predict(extractor, rows, pages_file, folder)
            print(f"accuracy: {key}: {time.monotonic() - started:.0f} s", file=sys.stderr)
            label = extractor.labelled(IN_SAMPLE) if extractor.learned else extractor.label
            if reason is not None:
                notes.append(f"- {label}: not scored: {reason}")
                continue
            scores[label] = score(rows, {i: e["text"] for i, e in found.items()})
            failed = sum(e["failed"] for e in found.values())
            if failed:
                notes.append(f"- {label}: raised on {failed} pages, scored as empty text")
    counts = ", ".join(f"{d} {sum(r['dataset'] == d for r in rows)}" for d in datasets)
    sample = (f"every {pages.QUICK_ACCURACY_STRIDE}th page of each corpus by id (quick mode: not comparable "
              "to full-corpus numbers)" if quick else "every page")
    return "\n".join([
        f"## Accuracy ({'quick' if quick else 'full'})", "",
        f"Pages: {sample}; {counts}. Scored with `scrapy_articles.evaluation.score_by_dataset` "
        "(equal to `/work/shared/ruler/score.py`); higher is better. Shingle: 4-token shingles, P and R "
        "averaged over pages, F1 of the means. Words: word-sequence P/R/F1 averaged over pages where "
        "neither side is empty.", "",
        f"Rows marked \"{IN_SAMPLE}\" are our learned methods scored with the shipped models, which were "
        "trained on these very corpora: they are in-sample and flatter the method. The honest, "
        "cross-validated numbers come from `scrapy-articles crossval`, not from this table. "
        "`ttr` learns nothing and the peers were not tuned here.", "",
        *metric_tables(scores, datasets), *notes, "",
    ])


# leaks: what the extraction keeps that the gold lacks, by kind.

LEAK_KINDS = ("headline", "caption", "read-more", "pagination", "teaser", "byline", "widget", "other")
MAX_SHORT_WORDS = 25  # words of a byline or widget line; longer lines are paragraphs
MIN_HEADLINE_LINK_WORDS = 3  # words of a link that reads as another story's headline

_WORDS = re.compile(r"\w+")
_CREDIT = re.compile(r"\b(?:photo|photograph|picture|image|credit|foto|bild)s?\s*(?:by)?\s*[:©]|©|getty images"
                     r"|\bap photo|reuters|shutterstock|\(photo", re.I)
_READ_MORE = re.compile(r"^\W*(?:read more|read also|also read|related|see also|more|read next|lesen sie auch"
                        r"|mehr zum thema|weiterlesen)\b\s*[:»›|>-]", re.I)
_PAGINATION = re.compile(r"\b(?:page|seite)\s*\d+\s*(?:of|von|/)\s*\d+|continued (?:from|on) page|^\W*\d+\s*/\s*\d+\W*$"
                         r"|\b(?:next|previous) (?:page|image|photo|slide)", re.I)
_BYLINE = re.compile(r"^\W*(?:by|von|posted by|written by|words by)\s|\b(?:19|20)\d\d\b|\d{1,2}:\d\d"
                     r"|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}\b|\bupdated\b", re.I)
_WIDGET = re.compile(r"\b(?:share|tweet|comments?|subscribe|sign up|newsletter|advert|advertisement|sponsored"
                     r"|tags|topics|follow us|affiliate|commission|cookie|all rights reserved|kommentar|anzeige"
                     r"|abonnieren|teilen)\b", re.I)
_CAPTION_CLASS = re.compile(r"caption|credit|cutline", re.I)


def words(text: str) -> str:
    """Lower-cased word runs joined by spaces, padded so that word matches are whole."""
    return " " + " ".join(_WORDS.findall(text.lower())) + " "


def page_evidence(markup: str) -> dict[str, set[str]]:
    """The texts of the page's headlines, captions, headline links and link-list items, as :func:`words`."""
    from lxml import html
    evidence: dict[str, set[str]] = {"headline": set(), "caption": set(), "teaser": set()}
    try:
        root = html.fromstring(markup)
    except (ValueError, html.etree.ParserError):
        return evidence
    for el in root.iter():
        tag = el.tag
        if not isinstance(tag, str):
            continue  # a comment or processing instruction
        if tag in ("title", "h1"):
            evidence["headline"].add(words(el.text_content()))
        elif tag == "meta" and el.get("property") == "og:title":
            evidence["headline"].add(words(el.get("content", "")))
        elif tag == "figcaption" or _CAPTION_CLASS.search(el.get("class", "")):
            evidence["caption"].add(words(el.text_content()))
        elif tag == "a":
            text = el.text_content()
            if len(text.split()) >= MIN_HEADLINE_LINK_WORDS:
                evidence["teaser"].add(words(text))
    return evidence


def kind_of(line: str, evidence: dict[str, set[str]]) -> str:
    """The first kind (LEAK_KINDS) that a leaked line fits."""
    said = words(line)
    n_words = len(said.split())
    if said in evidence["headline"] or any(said.strip() and said in h for h in evidence["headline"] if n_words > 2):
        return "headline"
    if said in evidence["caption"] or any(n_words > 2 and said in c for c in evidence["caption"]) \
            or (n_words <= MAX_SHORT_WORDS and _CREDIT.search(line)):
        return "caption"
    if _READ_MORE.search(line):
        return "read-more"
    if n_words <= MAX_SHORT_WORDS and _PAGINATION.search(line):
        return "pagination"
    if said in evidence["teaser"]:
        return "teaser"
    if n_words <= MAX_SHORT_WORDS and _BYLINE.search(line):
        return "byline"
    if n_words <= MAX_SHORT_WORDS and _WIDGET.search(line):
        return "widget"
    return "other"


def leaked_lines(row: Row, text: str) -> list[str]:
    """The lines of ``text`` the gold lacks; on a segment page, the must-not segments it holds."""
    if row.get("without") is not None:
        said = " ".join(text.split())
        return [segment for segment in row["without"] if " ".join(segment.split()) in said]
    gold = words(row.get("gold") or "")
    return [line for line in text.splitlines() if words(line).strip() and words(line) not in gold]


def page_leaks(row: Row, text: str | None = None) -> Counter[str]:
    """Leaked lines of one page by kind; ``text`` is the shipped extraction's if not given."""
    if text is None:
        from scrapy_articles.extraction import extract
        text = extract(row["html"], row.get("url")).text
    lines = leaked_lines(row, text)
    evidence = page_evidence(row["html"]) if lines else {}
    return Counter(kind_of(line, evidence) for line in lines)


def leak_report(folder: Path, only: list[str] | None, predicted: dict[str, str] | None = None
                ) -> dict[str, dict[str, list[int]]]:
    """Per corpus and kind: [leaked lines, pages with one], and the corpus' page count under "pages"."""
    table: dict[str, dict[str, list[int]]] = {}
    names = pages.corpus_names(folder) + [f"segments/{n}" for n in pages.corpus_names(folder / "segments")]
    for name in names:
        if only and name.removeprefix("segments/") not in only:
            continue
        rows = corpus_rows(folder, name)
        if predicted is not None:
            rows = [row for row in rows if row["id"] in predicted]
        if not rows:
            continue
        counts = {kind: [0, 0] for kind in LEAK_KINDS}
        for row in rows:
            text = predicted[row["id"]] if predicted is not None else None
            for kind, n in page_leaks(row, text).items():
                counts[kind][0] += n
                counts[kind][1] += 1
        counts["pages"] = [len(rows), len(rows)]
        table[name.removeprefix("segments/")] = counts
    return table


def leak_markdown(table: dict[str, dict[str, list[int]]]) -> str:
    lines = ["| corpus | pages | " + " | ".join(LEAK_KINDS) + " |", "|---" * (len(LEAK_KINDS) + 2) + "|"]
    for name, counts in table.items():
        cells = " | ".join(f"{counts[k][0]} ({counts[k][1]})" for k in LEAK_KINDS)
        lines.append(f"| {name} | {counts['pages'][0]} | {cells} |")
    return "\n".join(lines)


# fixtures: the readability corpus as Readability's test fixtures and real pages.

READABILITY_CORPUS = pages.DEFAULT_CORPUS / "readability.jsonl.gz"
FIXTURE_MARK = "lorem ipsum"


def is_fixture(row: Row) -> bool:
    return FIXTURE_MARK in f"{row['html']}\n{row['gold']}".lower()


def fixture_table(corpus: Path, predictions: list[Path]) -> list[str]:
    """Shingle F1 of each prediction file on all pages, the fixtures and the real pages: Markdown lines."""
    from scrapy_articles.evaluation import read_corpus, score
    rows = [r for r in read_corpus(str(corpus)) if r.get("gold") is not None]
    fixtures = [r for r in rows if is_fixture(r)]
    real = [r for r in rows if not is_fixture(r)]
    lines = [f"| predictions | all ({len(rows)}) | fixtures ({len(fixtures)}) | real pages ({len(real)}) |",
             "|---|---:|---:|---:|"]
    for path in predictions:
        predicted = read_predictions(path)
        scores = [score(part, predicted)["shingle"]["f1"] for part in (rows, fixtures, real)]
        lines.append(f"| {path} | " + " | ".join(f"{value:.4f}" for value in scores) + " |")
    return lines


# The command line.

def _table(args: argparse.Namespace) -> None:
    if args.worker:
        worker(args.worker, args.pages, args.ids, args.out)
        return
    print(table_section(args.quick, args.corpus, args.only.split(",") if args.only else None))


def _leaks(args: argparse.Namespace) -> None:
    predicted = read_predictions(args.pred) if args.pred else None
    table = leak_report(args.corpus, args.only.split(",") if args.only else None, predicted)
    print(json.dumps(table, indent=1) if args.json else leak_markdown(table))


def _fixtures(args: argparse.Namespace) -> None:
    print("\n".join(fixture_table(args.corpus, args.predictions)))


def parser() -> argparse.ArgumentParser:
    tool = Tool("benchmarks/accuracy.py", __doc__)
    command = tool.command
    table = command("table", _table, "every method of ours and every peer, scored on the development corpora")
    table.add_argument("--quick", action="store_true", help="every 8th page of each corpus")
    table.add_argument("--corpus", type=Path, default=pages.DEFAULT_CORPUS, help="the development corpora")
    table.add_argument("--only", default=None, help=f"comma-separated keys among {', '.join(peers.BY_KEY)}")
    table.add_argument("--worker", help=argparse.SUPPRESS)
    table.add_argument("--pages", type=Path, help=argparse.SUPPRESS)
    table.add_argument("--ids", type=Path, help=argparse.SUPPRESS)
    table.add_argument("--out", type=Path, help=argparse.SUPPRESS)

    leaks = command("leaks", _leaks, "what the extraction puts in articleBody that the gold lacks, per corpus, by kind")
    leaks.add_argument("--corpus", type=Path, default=pages.DEFAULT_CORPUS, help="the corpus folder")
    leaks.add_argument("--only", help="comma-separated corpus names")
    leaks.add_argument("--pred", type=Path, help="texts to judge (crossval --predictions' METHOD.jsonl), "
                       "not the shipped extraction's")
    leaks.add_argument("--json", action="store_true", help="print JSON instead of a Markdown table")

    fixtures = command("fixtures", _fixtures, "shingle F1 on the readability corpus's test fixtures and real pages "
                       "apart, for prediction files")
    fixtures.add_argument("predictions", nargs="+", type=Path, metavar="PRED.jsonl")
    fixtures.add_argument("--corpus", type=Path, default=READABILITY_CORPUS, help="the readability corpus file")
    return tool.parser


def main(argv: list[str] | None = None) -> None:
    run_command(parser(), argv)


# run.py's sections: name -> main(quick, corpus) returning Markdown.
SECTIONS: dict[str, Callable[..., str]] = {"accuracy": table_section}


if __name__ == "__main__":
    main()
