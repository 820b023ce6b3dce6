"""Our evaluate figures equal the reference ruler's on the same predictions."""

from __future__ import annotations

import gzip
import importlib.util
import json

import pytest

from scrapy_articles import evaluation
from scrapy_articles.cli import main


def load_ruler(shared):
    spec = importlib.util.spec_from_file_location("ruler_score", shared / "ruler" / "score.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def small_corpus(tmp_path_factory, shared):
    """The first 12 pages of each annotated corpus, plus tricky hand-made rows."""
    rows = []
    for name in ("cleaneval-dev", "cleanportaleval", "readability", "dragnet"):
        with gzip.open(shared / "corpus" / f"{name}.jsonl.gz", "rt", encoding="utf-8") as f:
            for _, line in zip(range(12), f):
                row = json.loads(line)
                rows.append({k: row[k] for k in ("id", "dataset", "url", "html", "gold")})
    rows += [
        {"id": "hand/empty-gold", "dataset": "hand", "url": None, "html": "<p>x</p>", "gold": ""},
        {"id": "hand/unicode", "dataset": "hand", "url": None, "gold": "Ünïcödé — text, naïve café\x07",
         "html": "<p>Ünïcödé — text, naïve café</p>"},
    ]
    path = tmp_path_factory.mktemp("corpus") / "small.jsonl.gz"
    with gzip.open(path, "wt", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row) + "\n")
    return path, rows


@pytest.mark.slow
def test_scores_equal_the_ruler(small_corpus, shared, tmp_path):
    path, rows = small_corpus
    ruler = load_ruler(shared)
    # Predictions of varied quality: gold itself, half of it, the whole page text, nothing.
    preds = {}
    for i, row in enumerate(rows):
        kind = i % 4
        gold = row["gold"] or ""
        preds[row["id"]] = [gold, gold[: len(gold) // 2], row["html"], ""][kind]
    ours = evaluation.score_by_dataset(rows, preds)
    theirs = {name: ruler.score([r for r in rows if r["dataset"] == name], preds)
              for name in sorted({r["dataset"] for r in rows})}
    assert ours == theirs
    for name, result in ours.items():  # the shingle figures alone, as score gives them
        shingle = evaluation.shingle_scores([r for r in rows if r["dataset"] == name], preds)
        assert shingle == {k: v for k, v in result["shingle"].items() if k != "exact"}


def test_evaluate_command_prints_the_ruler_table(small_corpus, shared, tmp_path, capsys):
    path, rows = small_corpus
    pred_file = tmp_path / "pred.jsonl"
    with open(pred_file, "w") as f:
        for row in rows:
            f.write(json.dumps({"id": row["id"], "text": (row["gold"] or "")[::2]}) + "\n")
    assert main(["evaluate", str(path), "--pred", str(pred_file)]) == 0
    ours = capsys.readouterr().out
    ruler = load_ruler(shared)
    ruler.main([str(path), "--pred", str(pred_file)])
    assert ours == capsys.readouterr().out


@pytest.mark.slow
def test_extract_corpus_then_ruler_agrees_with_evaluate(small_corpus, shared, tmp_path, capsys):
    path, rows = small_corpus
    pred_file = tmp_path / "pred.jsonl"
    assert main(["extract", "--corpus", str(path), "--output", str(pred_file), "--algorithm", "ttr"]) == 0
    lines = [json.loads(line) for line in pred_file.read_text().splitlines()]
    assert [line["id"] for line in lines] == [r["id"] for r in rows]
    capsys.readouterr()
    assert main(["evaluate", str(path), "--algorithm", "ttr"]) == 0
    ours = capsys.readouterr().out
    load_ruler(shared).main([str(path), "--pred", str(pred_file)])
    assert ours == capsys.readouterr().out


def test_fixture_split_scores_each_half_as_the_ruler_does(tmp_path):
    # benchmarks/accuracy.py fixtures: Readability's test fixtures ("Lorem ipsum" pages) apart
    # from real pages, each half scored by the same code as a whole corpus.
    from benchmarks import accuracy
    rows = [{"id": "r/a", "dataset": "r", "url": None, "html": "<p>Lorem ipsum dolor</p>", "gold": "lorem ipsum dolor sit"},
            {"id": "r/b", "dataset": "r", "url": None, "html": "<p>News</p>", "gold": "the council met on monday night"},
            {"id": "r/c", "dataset": "r", "url": None, "html": "<p>x</p>", "gold": "LOREM IPSUM is in the gold only"}]
    corpus = tmp_path / "r.jsonl"
    corpus.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    pred = tmp_path / "pred.jsonl"
    texts = {"r/a": "lorem ipsum dolor sit", "r/b": "the council met", "r/c": ""}
    pred.write_text("".join(json.dumps({"id": k, "text": v}) + "\n" for k, v in texts.items()), encoding="utf-8")
    assert [accuracy.is_fixture(r) for r in rows] == [True, False, True]
    header, _, line = accuracy.fixture_table(corpus, [pred])
    assert header.startswith("| predictions | all (3) | fixtures (2) | real pages (1) |")
    halves = [evaluation.score(part, texts)["shingle"]["f1"] for part in (rows, [rows[0], rows[2]], [rows[1]])]
    assert line == f"| {pred} | " + " | ".join(f"{value:.4f}" for value in halves) + " |"
    assert halves[1] != halves[2]


@pytest.fixture(scope="module")
def segment_corpus(tmp_path_factory, shared):
    """The first 12 pages of the segment-annotated corpus, a gold corpus page, and hand-made segment rows."""
    rows = []
    with gzip.open(shared / "corpus" / "segments" / "trafilatura-eval.jsonl.gz", "rt", encoding="utf-8") as f:
        for _, line in zip(range(12), f):
            row = json.loads(line)
            rows.append({k: row[k] for k in ("id", "dataset", "url", "html", "with", "without")})
    rows += [
        {"id": "hand-segments/spaces", "dataset": "hand-segments", "url": None, "html": "<p>a b</p>",
         "with": ["Story  text\nhere", "missing"], "without": ["Read more", "Menu"]},
        {"id": "hand-segments/case", "dataset": "hand-segments", "url": None, "html": "<p>x</p>",
         "with": ["Lower"], "without": []},
        {"id": "hand/gold", "dataset": "hand", "url": None, "html": "<p>x</p>", "gold": "Some gold text here"},
    ]
    path = tmp_path_factory.mktemp("segments") / "segments.jsonl.gz"
    with gzip.open(path, "wt", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row) + "\n")
    return path, rows


def segment_predictions(rows):
    """Predictions that find some segments, leak some, and miss others (whitespace and case varied)."""
    preds = {}
    for i, row in enumerate(rows):
        must, must_not = row.get("with", []), row.get("without", [])
        kind = i % 3
        if kind == 0:
            preds[row["id"]] = "\n".join(must[::2] + must_not[:1])
        elif kind == 1:
            preds[row["id"]] = "  ".join(s.replace(" ", "\n") for s in must) + " " + " ".join(s.lower() for s in must_not)
        else:
            preds[row["id"]] = row.get("gold") or ""
    preds["hand-segments/spaces"] = "Story text here, and Read more"
    preds["hand-segments/case"] = "lower"
    return preds


def test_segment_scores_equal_the_ruler(segment_corpus, shared):
    path, rows = segment_corpus
    ruler = load_ruler(shared)
    preds = segment_predictions(rows)
    ours = evaluation.score_by_dataset(rows, preds)
    assert set(ours) == {"trafilatura-eval", "hand-segments", "hand"}
    for name, result in ours.items():
        part = [r for r in rows if r["dataset"] == name]
        expected = ruler.segment_score(part, preds) if "with" in part[0] else ruler.score(part, preds)
        assert result == expected
    assert ours["hand-segments"]["segments"] == {"f1": 2 / 5, "precision": 0.5, "recall": 1 / 3,
                                                 "accuracy": 0.4, "tp": 1, "fp": 1, "fn": 2, "tn": 1}


def test_evaluate_command_prints_segment_rows_as_the_ruler(segment_corpus, shared, tmp_path, capsys):
    path, rows = segment_corpus
    pred_file = tmp_path / "pred.jsonl"
    with open(pred_file, "w") as f:
        for page_id, text in segment_predictions(rows).items():
            f.write(json.dumps({"id": page_id, "text": text}) + "\n")
    assert main(["evaluate", str(path), "--pred", str(pred_file)]) == 0
    ours = capsys.readouterr().out
    assert "segments F1" in ours
    load_ruler(shared).main([str(path), "--pred", str(pred_file)])
    assert ours == capsys.readouterr().out
