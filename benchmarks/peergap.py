"""Where a peer's body is cleaner than ours: the pages of lower precision, and what we add there, by kind.

``python benchmarks/peergap.py --pred FILE [--corpora dragnet,cleaneval-dev,trafilatura-eval]
[--peer FILE] [--margin 0.05] [--examples N] [--json]``

Input: our texts (``--pred``: out-of-fold texts as ``scrapy-articles crossval
--protocol loco --predictions DIR`` writes them, ``DIR/auto.jsonl``), a peer's
texts of the same pages (``--peer``: JSON lines ``{"id", "text"}``; default
trafilatura's reference run in ``../shared/peers/preds/``), and the corpora.
A page the peer's file lacks (the segment corpus) is extracted here by the
peer's benchmark adapter (:mod:`peers`, trafilatura without comments) and
cached as ``accuracy.py table`` caches it.

Per page, each side's precision: on a gold-text corpus the ruler's shingle
precision, on the segment corpus (``segments/trafilatura-eval``) its kept
must segments over its kept must and must-not segments. The pages where ours
is below the peer's by more than ``--margin`` are the pages *behind*; there,
what we keep that the gold excludes (a text line whose words the gold lacks;
a kept must-not segment) is sorted into the kinds of :mod:`segmentkinds`, each
as lines / pages / sites, their words (what precision pays: a sidebar's paragraph
costs more than a share label), and how many of those lines the peer leaves out
(its text lacks their words): what we add and it does not is the gap. A site is
the page's host, or its canonical link's; a page with neither counts as a site of
its own (dragnet's saved pages: the sites are then overcounted).

Output: per corpus, the pages behind (of the pages both sides scored), and
the kinds ranked by pages times sites, so that a rule is chosen for a kind
that costs on many sites, not on one page.
"""

from __future__ import annotations

import argparse
import gzip
import json
import statistics
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks import pages, peers, segmentkinds  # noqa: E402
from benchmarks.accuracy import PREDICTIONS, page_hash, read_cache, read_predictions, words  # noqa: E402

DEFAULT_CORPORA = ("dragnet", "cleaneval-dev", "trafilatura-eval")
SEGMENT_CORPORA = ("trafilatura-eval",)  # in segments/: must and must-not strings, no gold text
DEFAULT_PEER = pages.DEFAULT_CORPUS.parent / "peers" / "preds" / "trafilatura.jsonl.gz"
PEER_KEY = "trafilatura"  # the adapter that extracts the pages the peer's file lacks (as its reference run did)
MARGIN = 0.05  # precision by which ours must trail the peer's for a page to count as behind
N_GRAM = 4  # the ruler's shingle size


def _shingles(text: str) -> dict[tuple[str, ...], int]:
    from collections import Counter
    tokens = segmentkinds._WORDS.findall(text or "")
    return Counter(tuple(tokens[i:i + N_GRAM]) for i in range(max(1, len(tokens) - N_GRAM + 1))
                   if tokens[i:i + N_GRAM])


def shingle_precision(gold: str, text: str) -> float | None:
    """The ruler's per-page shingle precision (``score.py``: tp / (tp + fp) over 4-word shingles
    counted with repeats), or None where the ruler leaves the page out of the mean."""
    g, p = _shingles(gold), _shingles(text)
    tp = fp = fn = 0
    for key in g.keys() | p.keys():
        a, b = g.get(key, 0), p.get(key, 0)
        tp, fp, fn = tp + min(a, b), fp + max(0, b - a), fn + max(0, a - b)
    if tp + fp == 0:
        return None if fn else 1.0
    return tp / (tp + fp)


def segment_precision(row: dict[str, Any], text: str) -> float | None:
    """Kept must segments over kept segments (the ruler's segment precision, of one page), or None
    where it keeps none."""
    said = segmentkinds.norm(text)
    found = sum(segmentkinds.norm(s) in said for s in row["with"])
    leaked = sum(segmentkinds.norm(s) in said for s in row["without"])
    return found / (found + leaked) if found + leaked else None


def peer_texts(path: Path, rows: list[dict[str, Any]]) -> dict[str, str]:
    """The peer's text of each of ``rows``: from ``path``, else extracted by its adapter (cached)."""
    texts = read_predictions(path) if path.exists() else {}
    missing = [row for row in rows if row["id"] not in texts]
    if not missing:
        return texts
    extractor = peers.BY_KEY[PEER_KEY]
    cache_file = PREDICTIONS / f"{extractor.cache_tag}.jsonl.gz"
    cached = read_cache(cache_file)
    fresh = [row for row in missing if cached.get(row["id"], {}).get("sha1") != page_hash(row["html"])]
    if fresh:
        run, reason = peers.prepare(extractor)
        if run is None:
            raise SystemExit(f"{len(fresh)} pages lack the peer's text and its adapter cannot run: {reason}")
        peers.forbid_network()
        PREDICTIONS.mkdir(parents=True, exist_ok=True)
        with gzip.open(cache_file, "at", encoding="utf-8") as out:
            for row in fresh:
                text, failed = peers.run_page(run, row["html"], row.get("url"))
                cached[row["id"]] = {"id": row["id"], "text": text, "failed": failed, "sha1": page_hash(row["html"])}
                out.write(json.dumps(cached[row["id"]]) + "\n")
    return {**texts, **{row["id"]: cached[row["id"]]["text"] or "" for row in missing}}


def added(row: dict[str, Any], text: str, peer: str) -> list[tuple[str, bool]]:
    """What ``text`` keeps that the gold excludes, each with whether ``peer`` keeps it too."""
    if "with" in row:
        said, theirs = segmentkinds.norm(text), segmentkinds.norm(peer)
        return [(s, segmentkinds.norm(s) in theirs) for s in row["without"] if segmentkinds.norm(s) in said]
    gold, theirs = words(row["gold"]), words(peer)
    lines = [line for line in text.splitlines() if words(line).strip() and words(line) not in gold]
    return [(line, words(line) in theirs) for line in lines]


class Gap:
    """One corpus: the pages behind, and per kind the added lines, pages, sites and lines the peer leaves out."""

    def __init__(self, name: str, margin: float = MARGIN) -> None:
        self.name = name
        self.margin = margin
        self.scored = 0
        self.behind: list[dict[str, Any]] = []
        self.ours: list[float] = []
        self.theirs: list[float] = []
        self.kinds = segmentkinds.Tally()
        self.alone: dict[str, int] = defaultdict(int)
        self.words: dict[str, int] = defaultdict(int)  # per kind, the added lines' words: what precision pays

    def add(self, row: dict[str, Any], text: str, peer: str) -> None:
        measure = segment_precision if "with" in row else lambda r, t: shingle_precision(r["gold"], t)
        ours, theirs = measure(row, text), measure(row, peer)
        if ours is None or theirs is None:
            return
        self.scored += 1
        self.ours.append(ours)
        self.theirs.append(theirs)
        if ours >= theirs - self.margin:
            return
        site = segmentkinds.site_of(row.get("url"), row["html"], row["id"])
        lines = added(row, text, peer)
        self.behind.append({"id": row["id"], "site": site, "ours": round(ours, 3), "peer": round(theirs, 3),
                            "lines": len(lines), "peer_leaves_out": sum(not kept for _, kept in lines)})
        if not lines:
            return
        view = segmentkinds.PageView(row["html"])
        musts = row["with"] if "with" in row else row["gold"].splitlines()[:3]
        first = next((p for p in (view.place(m) for m in musts) if p is not None), None)
        story_root = first.root if first else None
        for line, peer_keeps in lines:
            kind = segmentkinds.kind_of(line, view.place(line), view, story_root)
            self.kinds.add(kind, row["id"], site, line)
            self.alone[kind] += not peer_keeps
            self.words[kind] += len(line.split())

    def summary(self) -> dict[str, Any]:
        rows = [{**r, "words": self.words[r["kind"]], "peer_leaves_out": self.alone[r["kind"]]}
                for r in self.kinds.rows()]
        return {"pages": self.scored, "behind": len(self.behind),
                "sites_behind": len({b["site"] for b in self.behind}),
                "precision": {"ours": statistics.mean(self.ours or [0.0]), "peer": statistics.mean(self.theirs or [0.0])},
                "kinds": rows, "pages_behind": self.behind}


def report(corpus: Path, names: list[str], predicted: dict[str, str], peer_file: Path,
           margin: float = MARGIN) -> dict[str, Gap]:
    gaps = {}
    for name in names:
        folder = corpus / "segments" if name in SEGMENT_CORPORA else corpus
        rows = [row for row in pages.read_rows(folder, name)
                if row["id"] in predicted and (row.get("with") or row.get("without") or row.get("gold"))]
        theirs = peer_texts(peer_file, rows)
        gap = gaps[name] = Gap(name, margin)
        for row in rows:
            gap.add(row, predicted[row["id"]], theirs.get(row["id"], ""))
    return gaps


def markdown(gap: Gap, examples: int) -> str:
    s = gap.summary()
    lines = [f"### {gap.name}: {s['behind']} of {s['pages']} pages behind the peer by more than {gap.margin} "
             f"precision ({s['sites_behind']} sites; mean precision ours {s['precision']['ours']:.3f}, "
             f"peer {s['precision']['peer']:.3f})", "",
             "| kind | added lines / pages / sites | their words | of the lines, the peer leaves out |",
             "|---|---:|---:|---:|"]
    for row in s["kinds"]:
        lines.append(f"| {row['kind']} | {row['strings']} / {row['pages']} / {row['sites']} | {row['words']} "
                     f"| {row['peer_leaves_out']} |")
    total = sum(r["strings"] for r in s["kinds"])
    lines.append(f"| all | {total} / {len({b['id'] for b in s['pages_behind'] if b['lines']})} / "
                 f"{len({b['site'] for b in s['pages_behind'] if b['lines']})} | {sum(r['words'] for r in s['kinds'])} | "
                 f"{sum(r['peer_leaves_out'] for r in s['kinds'])} |")
    for row in s["kinds"] if examples else ():
        for example in gap.kinds.examples[row["kind"]][:examples]:
            lines.append(f"- {row['kind']}: {example}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="benchmarks/peergap.py", description=__doc__.splitlines()[0])
    parser.add_argument("--pred", type=Path, required=True, help="our out-of-fold texts (crossval --predictions' "
                        "auto.jsonl)")
    parser.add_argument("--corpus", type=Path, default=pages.DEFAULT_CORPUS, help="the corpus folder")
    parser.add_argument("--corpora", default=",".join(DEFAULT_CORPORA), help="comma-separated corpora to compare")
    parser.add_argument("--peer", type=Path, default=DEFAULT_PEER, help="the peer's texts (JSON lines id, text)")
    parser.add_argument("--margin", type=float, default=MARGIN, help="precision gap that makes a page behind")
    parser.add_argument("--examples", type=int, default=0, help="added lines to print per kind")
    parser.add_argument("--json", action="store_true", help="print JSON instead of Markdown")
    args = parser.parse_args(argv)
    gaps = report(args.corpus, args.corpora.split(","), read_predictions(args.pred), args.peer, args.margin)
    if args.json:
        print(json.dumps({name: gap.summary() for name, gap in gaps.items()}, indent=1))
        return
    print("\n\n".join(markdown(gap, args.examples) for gap in gaps.values()))


if __name__ == "__main__":
    main()
