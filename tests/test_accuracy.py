"""The shipped `auto` against the peers on a sample of the development corpora, same pages, same metric.

A guard, not the accuracy claim: the shipped models were trained on these
pages, so `auto`'s figures here are in-sample (the README's are out-of-fold,
from ``scrapy-articles crossval``). What it catches is a change that breaks
extraction (segmentation, features, model loading, cleaning) so badly that
`auto` falls behind extractors that never saw the pages.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from scrapy_articles.evaluation import read_corpus, shingle_scores
from scrapy_articles.extraction import extract

pytestmark = pytest.mark.slow

CORPORA = ("cleaneval-dev", "cleanportaleval", "readability", "dragnet")
PEERS = ("readability", "trafilatura", "justext", "resiliparse")  # shared/peers/preds/<name>.jsonl.gz
EVERY = 4  # every 4th page of each corpus: 409 pages


def shingle_f1(rows: list[dict[str, Any]], predictions: dict[str, str]) -> float:
    return shingle_scores(rows, predictions)["f1"]


def peer_predictions(shared: Path, name: str) -> dict[str, str]:
    return {row["id"]: row["text"] for row in read_corpus(str(shared / "peers" / "preds" / f"{name}.jsonl.gz"))}


@pytest.fixture(scope="module")
def peers(shared: Path) -> dict[str, dict[str, str]]:
    return {name: peer_predictions(shared, name) for name in PEERS}


@pytest.mark.parametrize("corpus", CORPORA)
def test_auto_is_ahead_of_every_peer_on_the_same_pages(shared: Path, peers: dict[str, dict[str, str]],
                                                       corpus: str) -> None:
    rows = [row for i, row in enumerate(read_corpus(str(shared / "corpus" / f"{corpus}.jsonl.gz")))
            if i % EVERY == 0]
    ours = shingle_f1(rows, {row["id"]: extract(row["html"], row.get("url")).text for row in rows})
    theirs = {name: shingle_f1(rows, texts) for name, texts in peers.items()}
    assert ours >= max(theirs.values()), (ours, theirs)
