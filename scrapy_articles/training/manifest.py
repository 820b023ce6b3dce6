"""The record of the shipped models: ``models/MANIFEST.json``.

One entry per model file: its sha256, the corpora and pages it was trained
on, the seed, the command and commit that trained it, its cross-validated
scores, and the licences of its training data. :func:`record_models` updates
the entries of the models a training run writes and leaves the others (a
model trained elsewhere, such as the page-type model) as they are.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
from collections import Counter
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

MANIFEST = "MANIFEST.json"
# The terms of each corpus the training code knows, as their sources state
# them (see docs/training.md for what they mean for the weights).
LICENCES = {
    "dragnet": "CC BY 4.0 (Dragnet data, Moz / dragnet-org)",
    "readability": "Apache-2.0 (Mozilla Readability's test pages)",
    "trafilatura-eval": "Apache-2.0 (adbar/trafilatura, tests/evaldata.json and tests/eval/: "
                        "third-party web pages kept there for testing)",
    "cleanportaleval": "CleanPortalEval (news portal pages annotated in the CLEANEVAL format; "
                       "its terms are not stated where the corpus comes from)",
    "cleaneval-dev": "CLEANEVAL (ACL SIGWAC 2007): research use only",
    "bodysuite": "BSD-3-Clause (this project's own body-suite fixture pages, tests/extraction/body_pages: "
                 "invented stories in layouts written for the project)",
}
UNKNOWN_LICENCE = "unknown: no terms recorded for this corpus"


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def method_of(model: str) -> str:
    """The extraction method a model file serves (``auto-1`` and ``refine`` serve ``auto``)."""
    stem = model.removesuffix(".npz").split("-", 1)[0]
    return "auto" if stem in ("auto", "refine") else stem


def scores_of(method: str, runs: Mapping[str, Mapping[str, Any]]) -> dict[str, float]:
    """Per dataset, the method's F1 in each cross-validation run (``crossval --json`` output by protocol)."""
    found: dict[str, float] = {}
    for protocol, result in sorted(runs.items()):
        for dataset, measured in sorted(result.get(method, {}).items()):
            if "segments" in measured:
                found[f"{protocol} {dataset} segment F1"] = round(measured["segments"]["f1"], 4)
            else:
                found[f"{protocol} {dataset} shingle F1"] = round(measured["shingle"]["f1"], 4)
    return found


def training_commit(directory: Path) -> str | None:
    """The commit of the code that trains (None outside a git checkout)."""
    try:
        done = subprocess.run(["git", "-C", str(directory), "rev-parse", "HEAD"], capture_output=True,
                              text=True, check=False)
    except OSError:  # no git on this machine
        return None
    return done.stdout.strip() or None


def record_models(directory: Path, models: Iterable[str], seeds: Mapping[str, int], datasets: Iterable[str],
                  command: str, runs: Mapping[str, Mapping[str, Any]]) -> dict[str, Any]:
    """Write the manifest entries of ``models`` (file names in ``directory``); return the manifest.

    ``datasets``: the dataset of every training page; ``seeds``: per model
    file, its training seed; ``runs``: cross-validation results by protocol.
    """
    path = directory / MANIFEST
    manifest = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {"models": {}}
    pages = dict(sorted(Counter(datasets).items()))
    commit = training_commit(Path(__file__).parent)
    for name in models:
        manifest["models"][name] = {
            "sha256": sha256(directory / name), "trained_on": pages, "seed": seeds[name],
            "command": command, "commit": commit, "score": scores_of(method_of(name), runs),
            "licences": [LICENCES.get(dataset, f"{dataset}: {UNKNOWN_LICENCE}") for dataset in pages],
        }
    manifest["models"] = dict(sorted(manifest["models"].items()))
    path.write_text(json.dumps(manifest, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return manifest
