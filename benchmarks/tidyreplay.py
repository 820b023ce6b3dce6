"""A tidy rule's effect on the corpora in minutes: leave-one-corpus-out decisions fitted once, tidied again by the code as it is.

``python benchmarks/tidyreplay.py fit --out FILE [CORPUS ...]``
``python benchmarks/tidyreplay.py replay --decisions FILE --out DIR [--against TEXTS] [--lines N] [CORPUS ...]``

``fit`` runs what ``scrapy-articles crossval --protocol loco --methods auto
--score-only cleaneval-dev`` runs (the method's decisions, each corpus's by
models trained without it, and the block check (``storyblocks``) fitted
without it) and keeps the decisions and the block checks in ``FILE`` (a
pickle of this machine's making: read it back only here). ``replay`` tidies
those decisions with the code of the working tree and writes the texts
(``DIR/auto.jsonl``, as ``crossval --predictions`` writes them) and the
scores (``DIR/scores.json``); with ``--against`` (the texts before the
change: a replay of the code without it, or crossval's), it counts per
corpus the pages the change makes better and worse (shingle F1 of a gold
page; a segment page's kept must minus kept must-not segments) and the
lines it takes out, leaked or gold: the count a rule needs before it ships.

The replay holds the block checks fixed: a rule that changes what the
rules leave also changes the check crossval would refit on it, so the
shipped figure is crossval's (a few pages more move there).
"""

from __future__ import annotations

import argparse
import json
import pickle
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks import pages, segmentkinds  # noqa: E402
from benchmarks.accuracy import read_predictions, words  # noqa: E402

CORPORA = tuple(str(pages.DEFAULT_CORPUS / f"{name}.jsonl.gz")
                for name in ("cleaneval-dev", "cleanportaleval", "readability", "dragnet")) + (
    str(pages.DEFAULT_CORPUS / "segments" / "trafilatura-eval.jsonl.gz"),)
SCORE_ONLY = frozenset({"cleaneval-dev"})  # as the LOCO figures of docs/body.md: scored, never trained on
N_GRAM = 4  # the ruler's shingle size


def annotated_rows(corpora: list[str]) -> list[dict[str, Any]]:
    from scrapy_articles.evaluation import is_annotated, read_corpus
    return [row for path in corpora for row in read_corpus(path) if is_annotated(row)]


def fit(corpora: list[str], out: Path) -> None:
    from scrapy_articles.extraction.config import ExtractionConfig
    from scrapy_articles.training import storyblocks
    from scrapy_articles.training.commands import feature_names
    from scrapy_articles.training.dataset import load_pages
    from scrapy_articles.training.train import leave_one_corpus_out

    config = ExtractionConfig()
    decisions = leave_one_corpus_out(load_pages(corpora, None, config), feature_names(), config, ("auto",),
                                     SCORE_ONLY)["auto"]
    models = storyblocks.corpus_models(annotated_rows(corpora), decisions, config, SCORE_ONLY)
    out.write_bytes(pickle.dumps((decisions, models)))
    print(f"{len(decisions)} decisions and {len(models)} block checks written to {out}")


def replay(corpora: list[str], decisions_file: Path, out: Path) -> dict[str, str]:
    from scrapy_articles.evaluation import format_table, score_by_dataset
    from scrapy_articles.extraction.config import ExtractionConfig
    from scrapy_articles.training import storyblocks
    from scrapy_articles.training.commands import write_predictions

    decisions, models = pickle.loads(decisions_file.read_bytes())
    rows = annotated_rows(corpora)
    by_id = {row["id"]: row for row in rows}
    texts = storyblocks.checked_texts(by_id, decisions, "auto", ExtractionConfig(), models)
    scores = score_by_dataset(rows, texts)
    print(format_table(scores))
    out.mkdir(parents=True, exist_ok=True)
    (out / "scores.json").write_text(json.dumps({"auto": scores}, indent=1))
    write_predictions({"auto": texts}, out)
    return texts


def _shingle_f1(gold: str, text: str) -> float:
    from collections import Counter

    def shingles(t: str) -> Counter:
        tokens = segmentkinds._WORDS.findall(t or "")
        return Counter(tuple(tokens[i:i + N_GRAM]) for i in range(max(1, len(tokens) - N_GRAM + 1))
                       if tokens[i:i + N_GRAM])
    g, p = shingles(gold), shingles(text)
    tp = sum((g & p).values())
    fp, fn = sum(p.values()) - tp, sum(g.values()) - tp
    if fp == fn == 0:
        return 1.0
    return 2 * tp / (2 * tp + fp + fn)


def page_change(row: dict[str, Any], before: str, after: str) -> tuple[float, int, int]:
    """How a page moved: its score's change (shingle F1; kept must minus kept must-not segments),
    and the lines taken out that the gold lacks and holds (segment pages: must-not and must)."""
    if "with" in row:
        said = (segmentkinds.norm(before), segmentkinds.norm(after))
        kept = [[sum(segmentkinds.norm(s) in t for s in row[key]) for t in said] for key in ("with", "without")]
        return ((kept[0][1] - kept[1][1]) - (kept[0][0] - kept[1][0]), max(0, kept[1][0] - kept[1][1]),
                max(0, kept[0][0] - kept[0][1]))
    gold, left = words(row["gold"]), {line.strip() for line in after.splitlines()}
    out = [line for line in before.splitlines() if words(line).strip() and line.strip() not in left]
    return (_shingle_f1(row["gold"], after) - _shingle_f1(row["gold"], before),
            sum(words(line) not in gold for line in out), sum(words(line) in gold for line in out))


def compare(rows: list[dict[str, Any]], before: dict[str, str], after: dict[str, str],
            show: int = 0) -> dict[str, dict[str, Any]]:
    """Per dataset: pages changed, better and worse (with their sites), lines taken out leaked and gold."""
    result: dict[str, dict[str, Any]] = {}
    for row in rows:
        page_id = row["id"]
        if page_id not in before or page_id not in after:
            continue
        part = result.setdefault(row["dataset"], {"changed": 0, "better": set(), "worse": set(),
                                                  "better_sites": set(), "worse_sites": set(),
                                                  "leaked_out": 0, "gold_out": 0, "shown": []})
        if before[page_id] == after[page_id]:
            continue
        part["changed"] += 1
        moved, leaked, gold = page_change(row, before[page_id], after[page_id])
        site = segmentkinds.site_of(row.get("url"), row["html"], page_id)
        if moved > 1e-9 or moved < -1e-9:
            side = "better" if moved > 0 else "worse"
            part[side].add(page_id)
            part[f"{side}_sites"].add(site)
        part["leaked_out"] += leaked
        part["gold_out"] += gold
        if len(part["shown"]) < show:
            part["shown"].append(f"{page_id}: {moved:+.4f}, {leaked} leaked and {gold} gold lines out")
    return {name: {**part, **{key: sorted(part[key]) for key in ("better", "worse", "better_sites", "worse_sites")}}
            for name, part in sorted(result.items())}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="benchmarks/tidyreplay.py", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    fitting = commands.add_parser("fit", help="LOCO decisions and block checks, once (~15 min of CPU)")
    fitting.add_argument("--out", type=Path, required=True)
    again = commands.add_parser("replay", help="the decisions tidied by the working tree's code (~4 min)")
    again.add_argument("--decisions", type=Path, required=True, help="fit's file")
    again.add_argument("--out", type=Path, required=True, help="folder for auto.jsonl and scores.json")
    again.add_argument("--against", type=Path, help="texts before the change (a replay's or crossval's auto.jsonl)")
    again.add_argument("--lines", type=int, default=0, help="changed pages to print per corpus")
    for sub in (fitting, again):
        sub.add_argument("corpora", nargs="*", default=list(CORPORA), help="corpus files (default: the five)")
    args = parser.parse_args(argv)
    if args.command == "fit":
        fit(args.corpora, args.out)
        return
    after = replay(args.corpora, args.decisions, args.out)
    if args.against:
        report(annotated_rows(args.corpora), read_predictions(args.against), after, args.lines)


def report(rows: list[dict[str, Any]], before: dict[str, str], after: dict[str, str], show: int) -> None:
    for name, part in compare(rows, before, after, show).items():
        print(f"{name}: {part['changed']} pages changed, {len(part['better'])} better "
              f"({len(part['better_sites'])} sites), {len(part['worse'])} worse ({len(part['worse_sites'])} sites); "
              f"lines out: {part['leaked_out']} leaked, {part['gold_out']} gold")
        for line in part["shown"]:
            print(f"  {line}")


if __name__ == "__main__":
    main()
