"""What the ``train`` and ``crossval`` commands do, once :mod:`.cli` has read their arguments.

Its own module so that registering the commands (:mod:`.cli`, imported by
every ``scrapy-articles`` run) loads none of the training code.
"""

from __future__ import annotations

import argparse
import json
import logging
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np

from ..cleaningflags import cleaning_config
from ..evaluation import format_table, is_annotated, read_corpus, score_by_dataset
from ..extraction.config import ExtractionConfig
from ..extraction.content import features
from ..extraction.content.methods import auto_feature_names
from ..extraction.content.segment import segment
from ..extraction.document.parse import parse
from .dataset import load_pages
from .manifest import MANIFEST, record_models
from .shipped import shipped_texts
from .train import cross_validate, leave_one_corpus_out, model_seeds, train_models, write_models

logger = logging.getLogger(__name__)


def feature_names() -> dict[str, list[str]]:
    """Column names of each network's inputs, read off a tiny page."""
    page = parse("<html><body><p>a b.</p><p>c</p></body></html>")
    assert page is not None
    blocks = segment(page.root)
    auto = auto_feature_names(blocks)
    refine = features.refine_features(blocks.n_words, blocks.ancestors, np.zeros(len(blocks)))[1]
    return {"density": features.density_features(blocks)[1],
            "shallow": features.shallow_features(blocks)[1],
            "auto": auto, "refine": auto + refine}


def read_runs(given: list[str] | None) -> dict[str, dict[str, Any]]:
    """``PROTOCOL=FILE`` arguments as cross-validation results by protocol."""
    runs: dict[str, dict[str, Any]] = {}
    for one in given or ():  # a protocol's methods may come from several runs
        protocol, _, path = one.partition("=")
        runs.setdefault(protocol, {}).update(json.loads(Path(path).read_text(encoding="utf-8")))
    return runs


def story_pages(path: str | None) -> list[dict[str, Any]]:
    """The annotated rows of ``--story-pages`` (none without it)."""
    return [r for r in read_corpus(path) if is_annotated(r)] if path else []


def train(args: argparse.Namespace) -> int:
    config = ExtractionConfig()
    runs = read_runs(args.scores)
    pages = load_pages(args.corpus, args.cache, config)
    models = train_models(pages, feature_names())
    out = Path(args.output) if args.output else Path(str(resources.files("scrapy_articles.extraction"))) / "models"
    files = write_models(models, out)
    seeds = model_seeds()
    command = " ".join(["scrapy-articles", "train", *args.corpus])
    record_models(out, files, {f: seeds[f.removesuffix(".npz")] for f in files}, [p.dataset for p in pages],
                  command, runs)
    print(f"trained on {len(pages)} pages; models and {MANIFEST} written to {out}")
    return 0


def train_story(args: argparse.Namespace) -> int:
    """The "not the story" model, trained on the kept blocks of ``auto``'s leave-one-corpus-out decisions."""
    from ..extraction.body.storyblocks import MODEL_FILE
    from . import storyblocks

    config = ExtractionConfig()
    score_only = frozenset(args.score_only or ())
    pages = load_pages(args.corpus, args.cache, config)
    decisions = leave_one_corpus_out(pages, feature_names(), config, ("auto",), score_only)["auto"]
    rows = [r for path in args.corpus for r in read_corpus(path) if is_annotated(r)]
    model, found = storyblocks.train_story_model(rows, decisions, config, score_only, story_pages(args.story_pages))
    out = Path(args.output) if args.output else Path(str(resources.files("scrapy_articles.extraction"))) / "models"
    out.mkdir(parents=True, exist_ok=True)  # as train makes its folder: not a crash after the whole training
    storyblocks.write_model(model, out / MODEL_FILE)
    command = " ".join(["scrapy-articles", "train-story", *args.corpus,
                        *(["--score-only", *sorted(score_only)] if score_only else []),
                        *(["--story-pages", args.story_pages] if args.story_pages else [])])
    # The check's figures are auto's leave-one-corpus-out ones: that protocol refits the check per corpus.
    runs = {protocol: {"storyblocks": run["auto"]} for protocol, run in read_runs(args.scores).items()
            if "auto" in run}
    record_models(out, [MODEL_FILE], {MODEL_FILE: 0}, found.datasets, command, runs)
    print(f"trained on {len(found.y)} blocks of {len(found.ids)} pages; {MODEL_FILE} written to {out}")
    return 0


def crossval(args: argparse.Namespace) -> int:
    config = cleaning_config(args)
    pages = load_pages(args.corpus, args.cache, config)
    rows = [r for path in args.corpus for r in read_corpus(path) if is_annotated(r)]
    names = feature_names()
    methods = tuple(args.methods)
    score_only = frozenset(args.score_only or ())
    by_id = {r["id"]: r for r in rows}
    if args.protocol == "kfold":
        predictions = cross_validate(pages, names, args.folds, config, methods, score_only)
        texts = {method: shipped_texts(by_id, predictions[method], method, config) for method in methods}
    else:
        texts = loco_texts(pages, by_id, names, config, methods, score_only, story_pages(args.story_pages))
    result = {method: score_by_dataset(rows, texts[method]) for method in methods}
    for method, scores in result.items():
        print(f"\n## {method} ({args.protocol})")
        print(format_table(scores))
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=1))
    if args.predictions:
        write_predictions(texts, Path(args.predictions))
    return 0


def loco_texts(pages: list[Any], by_id: dict[str, dict[str, Any]], names: dict[str, list[str]],
               config: ExtractionConfig, methods: tuple[str, ...], score_only: frozenset[str],
               suite: list[dict[str, Any]] | None = None) -> dict[str, dict[str, str]]:
    """Per method, the texts of leave-one-corpus-out: each corpus's pages decided by models trained
    without it, and tidied by a block check (storyblocks) fitted without it on ``auto``'s decisions
    (and on the ``suite`` pages, :func:`.storyblocks.corpus_models`)."""
    from . import storyblocks

    if not config.tidy_body:  # no block check to fit
        predictions = leave_one_corpus_out(pages, names, config, methods, score_only)
        return {method: shipped_texts(by_id, predictions[method], method, config) for method in methods}
    predictions = leave_one_corpus_out(pages, names, config, tuple(dict.fromkeys((*methods, "auto"))), score_only)
    # Fitted as train-story fits the shipped model: on the default configuration's kept blocks.
    models = storyblocks.corpus_models(list(by_id.values()), predictions["auto"], ExtractionConfig(), score_only,
                                       suite or ())
    return {method: storyblocks.checked_texts(by_id, predictions[method], method, config, models)
            for method in methods}


def write_predictions(predictions: dict[str, dict[str, str]], directory: Path) -> None:
    """One JSON-lines file per method (``id``, ``text``), in the form ``evaluate --pred`` reads."""
    directory.mkdir(parents=True, exist_ok=True)
    for method, texts in predictions.items():
        with (directory / f"{method}.jsonl").open("w", encoding="utf-8") as f:
            for page_id, text in texts.items():
                f.write(json.dumps({"id": page_id, "text": text}, ensure_ascii=False) + "\n")
