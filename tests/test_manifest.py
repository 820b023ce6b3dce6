"""The shipped models and their record, models/MANIFEST.json: every model listed, as it is, with where it came from."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import pytest

from scrapy_articles.training.manifest import LICENCES, MANIFEST, method_of, scores_of, sha256

MODELS = Path(str(resources.files("scrapy_articles.extraction"))) / "models"
# Corpora whose terms do not allow weights under the package's BSD-3-Clause licence (research use only).
RESEARCH_ONLY = ("cleaneval-dev",)


@pytest.fixture(scope="module")
def manifest() -> dict:
    return json.loads((MODELS / MANIFEST).read_text(encoding="utf-8"))["models"]


def test_every_shipped_model_has_an_entry_with_its_sha256(manifest: dict) -> None:
    files = sorted(path.name for path in MODELS.glob("*.npz"))
    assert files
    for name in files:
        assert name in manifest, f"{name} has no entry in {MANIFEST}"
        assert manifest[name]["sha256"] == sha256(MODELS / name), f"{name} changed since its entry was written"


def test_every_entry_names_a_shipped_file(manifest: dict) -> None:
    for name in manifest:
        assert (MODELS / name).is_file(), f"{MANIFEST} lists {name}, which is not shipped"


def test_every_entry_says_where_its_model_came_from(manifest: dict) -> None:
    for name, entry in manifest.items():
        assert entry["trained_on"] and all(pages > 0 for pages in entry["trained_on"].values()), name
        assert isinstance(entry["seed"], int), name
        assert entry["command"].startswith(("scrapy-articles ", "python -m scrapy_articles.")), name
        assert entry["score"] and all(0 < value <= 1 for value in entry["score"].values()), name
        assert len(entry["licences"]) == len(entry["trained_on"]), name


def test_no_shipped_model_learned_from_research_only_pages(manifest: dict) -> None:
    for name, entry in manifest.items():
        assert not set(entry["trained_on"]) & set(RESEARCH_ONLY), f"{name} was trained on research-only pages"


@pytest.mark.parametrize(("model", "method"), [("auto.npz", "auto"), ("refine-2.npz", "auto"),
                                                ("auto-1.npz", "auto"), ("mss.npz", "mss"),
                                                ("density.npz", "density"), ("pagetype.npz", "pagetype")])
def test_method_of_a_model_file(model: str, method: str) -> None:
    assert method_of(model) == method


def test_scores_of_a_method_by_protocol_and_dataset() -> None:
    runs = {"loco": {"auto": {"dragnet": {"shingle": {"f1": 0.84123}}}},
            "kfold": {"auto": {"trafilatura-eval": {"segments": {"f1": 0.93456}}},
                      "mss": {"dragnet": {"shingle": {"f1": 0.5}}}}}
    assert scores_of("auto", runs) == {"kfold trafilatura-eval segment F1": 0.9346,
                                       "loco dragnet shingle F1": 0.8412}
    assert scores_of("ttr", runs) == {}


def test_every_known_corpus_has_its_terms() -> None:
    assert set(LICENCES) == {"dragnet", "readability", "trafilatura-eval", "cleanportaleval", "cleaneval-dev",
                             "bodysuite"}
    # The body suite's export (benchmarks/bodysuite.py) is the project's own pages: the package's licence.
    assert LICENCES["bodysuite"].startswith("BSD-3-Clause")
