"""Training end to end on a small hand-made corpus: the models written, their determinism, and that
the library reads them to the probabilities the training code computes."""

from __future__ import annotations

import dataclasses
import gzip
import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from scrapy_articles.cli import main
from scrapy_articles.extraction.content import methods
from scrapy_articles.extraction.content.classify import Network, TokenBayes
from scrapy_articles.extraction.config import ExtractionConfig
from scrapy_articles.extraction.extract import analyse
from scrapy_articles.extraction.content.features import Regions
from scrapy_articles.training import train
from scrapy_articles.training.commands import feature_names
from scrapy_articles.training.dataset import load_pages
from scrapy_articles.training.manifest import MANIFEST, UNKNOWN_LICENCE, sha256
from scrapy_articles.training.train import probabilities

# Sites whose pages fill every inner fold of training, in both halves of a 2-fold split.
SITES = tuple(f"{name}.example" for name in ("harbour", "valley", "river", "hills", "meadow", "forest", "coast",
                                              "lake", "moor", "dale", "glen", "fen"))
# Sites that all fall in one of the refining network's inner folds.
ONE_FOLD_SITES = SITES[:4]
TOPICS = ("ferry", "library", "market", "bridge", "orchard", "school")
SENTENCES = (
    "The council met on Tuesday evening to hear from residents about the {topic}.",
    "Several speakers said the {topic} had changed the town more than anyone expected.",
    "Funding for the next three years was agreed after a long and careful debate.",
    "A spokesperson said the work on the {topic} would begin before the summer.",
    "Local businesses welcomed the decision, though some asked for clearer timetables.",
)


def page(site: str, topic: str, n: int) -> tuple[str, str]:
    """A news page of ``site`` about ``topic`` and its gold text (headline and paragraphs)."""
    paragraphs = [" ".join(s.format(topic=topic) for s in SENTENCES[i:] + SENTENCES[:i])
                  for i in range(2 + n % 3)]
    menu = "".join(f'<li><a href="/{t}">{t.title()}</a></li>' for t in TOPICS)
    related = "".join(f'<li><a href="/{t}/story">More on the {t}</a></li>' for t in TOPICS if t != topic)
    html = (f"<html><head><title>{topic.title()} news | {site}</title></head><body>"
            f'<nav class="menu"><ul>{menu}</ul></nav>'
            f"<article><h1>News about the {topic}</h1>"
            + "".join(f"<p>{p}</p>" for p in paragraphs)
            + f'</article><aside class="related"><h3>Related</h3><ul>{related}</ul></aside>'
            f"<footer>Copyright {site}. All rights reserved. Contact us.</footer></body></html>")
    gold = "\n".join([f"News about the {topic}", *paragraphs])
    return html, gold


def write_corpus(path: Path, sites: tuple[str, ...]) -> str:
    """Three pages a site, of two datasets, as a gzip JSON-lines corpus."""
    with gzip.open(path, "wt", encoding="utf-8") as f:
        for i, site in enumerate(sites):
            for j in range(3):
                topic, n = TOPICS[(i + j) % len(TOPICS)], 3 * i + j
                html, gold = page(site, topic, n)
                row = {"id": f"{site}-{topic}", "dataset": "north" if n % 2 else "south",
                       "url": f"https://{site}/{topic}/story", "html": html, "gold": gold}
                f.write(json.dumps(row) + "\n")
    return str(path)


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> str:
    return write_corpus(tmp_path_factory.mktemp("corpus") / "tiny.jsonl.gz", SITES)


def load(directory: Path) -> dict[str, Any]:
    """The models in ``directory`` by name, as the library loads its shipped ones."""
    models: dict[str, Any] = {}
    for file in sorted(directory.glob("*.npz")):
        with np.load(file, allow_pickle=False) as data:
            arrays = {k: data[k] for k in data.files}
        kind = TokenBayes if "trigram_llr" in arrays else Network
        models[file.stem] = kind.from_arrays(arrays)
    return models


@pytest.fixture(scope="module")
def trained(corpus: str, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The models trained twice from the same corpus, into two folders."""
    folders = tmp_path_factory.mktemp("first"), tmp_path_factory.mktemp("second")
    for folder in folders:
        assert main(["train", corpus, "--output", str(folder)]) == 0
    return folders


def test_training_writes_every_model_auto_reads(trained: tuple[Path, Path]) -> None:
    names = {file.stem for file in trained[0].glob("*.npz")}
    pipelines = {name for pair in methods.AUTO_PIPELINES for name in pair}
    assert names == {"density", "shallow", "mss"} | pipelines


def test_training_is_deterministic(trained: tuple[Path, Path]) -> None:
    for file in sorted(trained[0].glob("*.npz")):
        assert sha256(file) == sha256(trained[1] / file.name), file.name  # to the byte: the manifest's hash
        with np.load(file) as first, np.load(trained[1] / file.name) as second:
            assert first.files == second.files
            for key in first.files:
                np.testing.assert_array_equal(first[key], second[key], err_msg=f"{file.name}:{key}")


def test_auto_pipelines_differ_by_seed(trained: tuple[Path, Path]) -> None:
    models = load(trained[0])
    firsts = [models[first] for first, _ in methods.AUTO_PIPELINES]
    assert all(isinstance(m, Network) for m in firsts)
    for one, other in zip(firsts, firsts[1:]):
        assert not np.array_equal(one.weights[0], other.weights[0])


def test_the_library_reads_trained_models_as_training_computes_them(
        corpus: str, trained: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch) -> None:
    models = load(trained[0])
    monkeypatch.setattr(methods, "load_model", models.__getitem__)
    pages = {p.id: p for p in load_pages([corpus], None, ExtractionConfig())}
    rows = [json.loads(line) for line in gzip.open(corpus, "rt", encoding="utf-8")]
    for row in rows[:4]:
        analysis = analyse(row["html"], row["url"], algorithm="auto")
        assert analysis.decision is not None
        expected = probabilities(pages[row["id"]], "auto", models)
        np.testing.assert_allclose(analysis.decision.probabilities, expected, atol=1e-6)
        # ...and they are the average of the pipelines' answers.
        assert analysis.page is not None
        x, _ = methods.auto_features(analysis.page)
        regions = Regions(analysis.page.blocks.n_words, analysis.page.blocks.ancestors)
        answers = [models[second].predict(methods.refine_inputs(x, regions, models[first])[1])
                   for first, second in methods.AUTO_PIPELINES]
        # (to single-precision rounding: the library multiplies x and the refined columns apart)
        np.testing.assert_allclose(analysis.decision.probabilities, np.mean(answers, axis=0), atol=1e-6)
        assert not np.allclose(answers[0], answers[1], atol=1e-6)


def test_crossval_scores_every_corpus_and_method(corpus: str, tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    out, texts = tmp_path / "scores.json", tmp_path / "oof"
    assert main(["crossval", corpus, "--folds", "2", "--methods", "ttr", "auto", "--json", str(out),
                 "--predictions", str(texts)]) == 0
    scores = json.loads(out.read_text())
    assert set(scores) == {"ttr", "auto"}
    for method in scores.values():
        assert set(method) == {"north", "south"}
    assert "## auto (kfold)" in capsys.readouterr().out
    # The out-of-fold texts, scored by evaluate, give the same figures.
    ids = {json.loads(line)["id"] for line in gzip.open(corpus, "rt", encoding="utf-8")}
    for method in ("ttr", "auto"):
        predicted = [json.loads(line) for line in (texts / f"{method}.jsonl").read_text(encoding="utf-8").splitlines()]
        assert {p["id"] for p in predicted} == ids
        assert main(["evaluate", corpus, "--pred", str(texts / f"{method}.jsonl"), "--json"]) == 0
        evaluated = json.loads(capsys.readouterr().out)
        assert evaluated == json.loads(json.dumps(scores[method]))


def test_feature_names_match_the_models_columns(trained: tuple[Path, Path]) -> None:
    models = load(trained[0])
    names = feature_names()
    for first, second in methods.AUTO_PIPELINES:
        assert list(models[first].names) == names["auto"]
        assert list(models[second].names) == names["refine"]


def test_too_few_sites_is_a_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    corpus = write_corpus(tmp_path / "small.jsonl.gz", ONE_FOLD_SITES)
    assert main(["train", corpus, "--output", str(tmp_path / "models")]) == 2
    assert "training needs pages from more sites" in capsys.readouterr().err
    assert not (tmp_path / "models").exists()


def test_autos_networks_weigh_corpora_by_the_square_root_of_their_size(
        corpus: str, monkeypatch: pytest.MonkeyPatch) -> None:
    pages = load_pages([corpus], None, ExtractionConfig())
    # Of 36 pages, 9 in a small corpus and 27 in a large one (18 a corpus on
    # average): in auto's networks a small corpus's page weighs sqrt(18 / 9),
    # a large one's sqrt(18 / 27), so the large corpus weighs sqrt(3) times
    # the small one; in the seeds' own networks every page weighs 1.
    pages = [dataclasses.replace(p, dataset="small" if i % 4 == 0 else "large") for i, p in enumerate(pages)]
    assert (sum(p.dataset == "small" for p in pages), len(pages)) == (9, 36)
    weights: dict[tuple[int, ...], np.ndarray] = {}
    fit = train.fit_network

    def recorded(x: np.ndarray, y: np.ndarray, w: np.ndarray, names: list[str], **kwargs: Any) -> Network:
        weights.setdefault(kwargs["hidden"], w)  # each kind's first network: all the pages
        return fit(x, y, w, names, **kwargs)

    monkeypatch.setattr(train, "fit_network", recorded)
    train.train_models(pages, feature_names())
    bounds = np.cumsum([len(p.texts) for p in pages])[:-1]
    for method, expected in (("auto", {"small": 2 ** 0.5, "large": (2 / 3) ** 0.5}),
                             ("shallow", {"small": 1.0, "large": 1.0}), ("density", {"small": 1.0, "large": 1.0})):
        per_page = [w.sum() for w in np.split(weights[train.HIDDEN[method]], bounds)]
        np.testing.assert_allclose(per_page, [expected[p.dataset] for p in pages], err_msg=method)


def test_training_records_every_model_in_the_manifest(trained: tuple[Path, Path], corpus: str) -> None:
    manifest = json.loads((trained[0] / MANIFEST).read_text(encoding="utf-8"))["models"]
    files = sorted(file.name for file in trained[0].glob("*.npz"))
    assert sorted(manifest) == files
    seeds = train.model_seeds()
    for name, entry in manifest.items():
        assert entry["sha256"] == sha256(trained[0] / name)
        assert entry["trained_on"] == {"north": 18, "south": 18}
        assert entry["seed"] == seeds[name.removesuffix(".npz")]
        assert entry["command"] == f"scrapy-articles train {corpus}"
        assert entry["licences"] == [f"{d}: {UNKNOWN_LICENCE}" for d in ("north", "south")]
    assert len({manifest[f"{first}.npz"]["seed"] for first, _ in methods.AUTO_PIPELINES}) == len(methods.AUTO_PIPELINES)


def test_the_manifest_keeps_other_models_and_records_scores(corpus: str, tmp_path: Path) -> None:
    (tmp_path / MANIFEST).write_text(json.dumps({"models": {"pagetype.npz": {"sha256": "kept"}}}))
    scores = tmp_path / "loco.json"
    scores.write_text(json.dumps({"auto": {"north": {"shingle": {"f1": 0.912345}}}}))
    assert main(["train", corpus, "--output", str(tmp_path), "--scores", f"loco={scores}"]) == 0
    manifest = json.loads((tmp_path / MANIFEST).read_text(encoding="utf-8"))["models"]
    assert manifest["pagetype.npz"] == {"sha256": "kept"}
    assert manifest["refine-1.npz"]["score"] == {"loco north shingle F1": 0.9123}
    assert manifest["mss.npz"]["score"] == {}


def segment_row(row: dict[str, Any]) -> dict[str, Any]:
    """A corpus row annotated as trafilatura's evaluation set is: segments that must and must not appear."""
    paragraphs = row["gold"].split("\n")
    return {"id": row["id"], "dataset": "segments", "url": row["url"], "html": row["html"],
            "with": [paragraphs[1][:40], paragraphs[-1][-30:]], "without": ["All rights reserved", "More on the"]}


@pytest.fixture(scope="module")
def mixed_corpus(corpus: str, tmp_path_factory: pytest.TempPathFactory) -> str:
    """The tiny corpus with every third page annotated by segments instead of a gold text."""
    rows = [json.loads(line) for line in gzip.open(corpus, "rt", encoding="utf-8")]
    path = tmp_path_factory.mktemp("mixed") / "mixed.jsonl.gz"
    with gzip.open(path, "wt", encoding="utf-8") as f:
        for i, row in enumerate(rows):
            f.write(json.dumps(segment_row(row) if i % 3 == 0 else row) + "\n")
    return str(path)


def test_segment_pages_weigh_only_their_labelled_blocks(mixed_corpus: str) -> None:
    pages = load_pages([mixed_corpus], None, ExtractionConfig())
    segmented = [p for p in pages if p.dataset == "segments"]
    assert len(segmented) == 12
    for page in segmented:
        labelled = page.labelled
        # The two story paragraphs named, the footer and the related list: content, content, not, not.
        assert 4 <= labelled.sum() < len(page.texts)
        assert page.labels[labelled].sum() == 2
        weights = train.sample_weights(page)
        assert weights.sum() == pytest.approx(1.0)
        assert not weights[~labelled].any()
    for page in pages:
        if page.dataset != "segments":
            assert page.labelled.all()


def test_train_story_writes_the_block_check_and_its_record(corpus: str, tmp_path: Path) -> None:
    """The command end to end: the model file the library loads, and its manifest entry, in a
    folder it makes (as train does)."""
    out = tmp_path / "new" / "models"
    assert main(["train-story", corpus, "--output", str(out)]) == 0
    with np.load(out / "storyblocks.npz", allow_pickle=False) as data:
        assert data.files
    assert "storyblocks.npz" in json.loads((out / MANIFEST).read_text())["models"]


def test_crossval_scores_segment_pages_by_segments(mixed_corpus: str, tmp_path: Path,
                                                   capsys: pytest.CaptureFixture) -> None:
    out = tmp_path / "scores.json"
    assert main(["crossval", mixed_corpus, "--folds", "2", "--methods", "auto", "--json", str(out)]) == 0
    scores = json.loads(out.read_text())["auto"]
    assert set(scores) == {"north", "south", "segments"}
    assert scores["segments"]["pages"] == 12 and scores["segments"]["segments"]["f1"] > 0.9
    assert "segments F1" in capsys.readouterr().out


def test_score_only_datasets_are_never_trained_on(mixed_corpus: str, monkeypatch: pytest.MonkeyPatch) -> None:
    pages = load_pages([mixed_corpus], None, ExtractionConfig())
    seen: list[set[str]] = []
    fit = train.train_models

    def recorded(training: list[Any], names: dict[str, list[str]], seed: int = train.SEED) -> dict[str, Any]:
        seen.append({p.dataset for p in training})
        return fit(training, names, seed)

    monkeypatch.setattr(train, "train_models", recorded)
    predictions = train.leave_one_corpus_out(pages, feature_names(), ExtractionConfig(), ("auto",),
                                             frozenset({"segments"}))
    assert seen == [{"south"}, {"north", "south"}, {"north"}]  # left out: north, segments, south
    assert {p.id for p in pages} == set(predictions["auto"])


@pytest.mark.parametrize(("texts", "must", "must_not", "shares", "labelled"), [
    # A segment inside a block, one across two blocks (joined by a space, whitespace collapsed), one missing.
    (["Menu Home", "The story starts here.", "It goes on", "and ends.", "Related: other story"],
     ["story starts", "goes on and\n ends", "absent text"], ["Related:", "Menu"],
     [0, 1, 1, 1, 0], [1, 1, 1, 1, 1]),
    # Unnamed blocks stay unlabelled; a block holding both kinds is unlabelled too; case counts.
    (["Intro words", "Story text. Read more", "Footer"], ["Story text"], ["Read more", "footer"],
     [0, 0, 0], [0, 0, 0]),
    (["a b", "c d"], [], [], [0, 0], [0, 0]),
])
def test_segment_labels(texts: list[str], must: list[str], must_not: list[str], shares: list[float],
                        labelled: list[int]) -> None:
    from scrapy_articles.training.labels import segment_labels

    found_shares, found_labelled = segment_labels(texts, must, must_not)
    assert found_shares.tolist() == shares
    assert found_labelled.astype(int).tolist() == labelled


@pytest.mark.parametrize(("row", "group"), [
    ({"id": "c/1", "url": "https://www.example.com/a"}, "example.com"),
    ({"id": "c/2", "url": "https://web.archive.org/web/20160526181643/http://www.peptalks.de/a/"}, "peptalks.de"),
    ({"id": "c/3", "url": "https://web.archive.org/web/20130307194448/the-pain.net/2008/05/x.html"}, "the-pain.net"),
    ({"id": "c/nationnews.com-schools", "url": None}, "nationnews.com"),
    ({"id": "readability/003-metadata-preferred", "url": None}, "readability/003-metadata-preferred"),
    ({"id": "dragnet/100", "url": "None"}, "dragnet/100"),
])
def test_pages_are_grouped_by_site(row: dict[str, Any], group: str) -> None:
    from scrapy_articles.training.dataset import group_of

    assert group_of(row) == group


def test_crossval_scores_what_extract_ships(corpus: str) -> None:
    """An out-of-fold decision goes through every later stage: given the shipped models' own
    decision, the text is extract()'s to the character; given a decision that keeps every block,
    headline and caption are tidied out, and untidied (--no-tidy) they stay (whether the shipped
    models keep them is theirs to decide)."""
    from scrapy_articles.extraction.content.methods import Decision
    from scrapy_articles.extraction.extract import extract
    from scrapy_articles.training.shipped import shipped_text
    from tests.extraction.test_tidy import FIGURE, HEADLINE, STORY, URL
    from tests.extraction.test_tidy import page as story_page

    rows = [json.loads(line) for line in gzip.open(corpus, "rt", encoding="utf-8")][:3]
    rows.append({"id": "story", "url": URL, "html": story_page(header=HEADLINE + FIGURE)})
    for row in rows:
        analysis = analyse(row["html"], row["url"], algorithm="auto")
        assert analysis.decision is not None
        text = shipped_text(row, analysis.decision, "auto", ExtractionConfig())
        assert text == extract(row["html"], row["url"]).text
    assert STORY.paragraphs[0] in text
    every = np.ones(len(analysis.decision.selected))
    keeps_all = Decision(every, every, every.astype(bool))
    tidied = shipped_text(row, keeps_all, "auto", ExtractionConfig())
    untidied = shipped_text(row, keeps_all, "auto", ExtractionConfig(tidy_body=False))
    for furniture in (STORY.headline, "Pupils try out the robots"):
        assert furniture not in tidied and furniture in untidied
    assert STORY.paragraphs[0] in tidied


def test_a_decision_for_other_blocks_is_refused(corpus: str) -> None:
    from scrapy_articles.extraction.content.methods import Decision
    from scrapy_articles.training.shipped import BlocksDiffer, shipped_text

    row = json.loads(next(iter(gzip.open(corpus, "rt", encoding="utf-8"))))
    short = Decision(np.zeros(2), np.zeros(2), np.ones(2, dtype=bool))
    with pytest.raises(BlocksDiffer, match="blocks, the decision has 2"):
        shipped_text(row, short, "auto", ExtractionConfig())


def test_train_story_trains_on_the_story_pages_and_records_them(corpus: str, tmp_path: Path) -> None:
    """--story-pages: the body suite's export trains the block check beside the corpora; the manifest
    names it with its terms, the command that trained and auto's leave-one-corpus-out scores."""
    from scrapy_articles.training.manifest import LICENCES

    rows = [json.loads(line) for line in gzip.open(corpus, "rt", encoding="utf-8")][:6]
    suite = tmp_path / "bodysuite.jsonl.gz"
    with gzip.open(suite, "wt", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps({**segment_row(row), "id": f"bodysuite/{row['id']}", "dataset": "bodysuite"}) + "\n")
    scores = tmp_path / "loco.json"
    scores.write_text(json.dumps({"auto": {"north": {"shingle": {"f1": 0.91234}}}}))
    out = tmp_path / "models"
    assert main(["train-story", corpus, "--story-pages", str(suite), "--output", str(out),
                 "--scores", f"loco={scores}"]) == 0
    entry = json.loads((out / MANIFEST).read_text())["models"]["storyblocks.npz"]
    assert entry["trained_on"]["bodysuite"] == 6
    assert entry["licences"][list(entry["trained_on"]).index("bodysuite")] == LICENCES["bodysuite"]
    assert entry["command"].endswith(f"--story-pages {suite}")
    assert entry["score"] == {"loco north shingle F1": 0.9123}
