"""The hand-labelled metadata pages (tests/extraction/fixtures/metadata/): every case the
reader was tuned on is read right, field by field; the held-out cases keep a pinned floor."""

import json
import re

import pytest

from benchmarks.metadata import (FIELDS, LABELS, OURS, READ_SPLITS, SPLITS, STRIPPED, cases,
                                 labelled_corpus_pages, misses, ours, right, score, stripped_copies)
from scrapy_articles.extraction import extract
from scrapy_articles.extraction.document.parse import parse

CASES = cases()
TUNED = [c for c in CASES if c["split"] == "tune"]
HELD = [c for c in CASES if c["split"] == "held"]
# Share of the held-out cases right per field (benchmarks/metadata.py labelled): raised on purpose, never lowered.
HELD_FLOOR = {"headline": 1.0, "authors": 1.0, "datePublished": 1.0}


def test_the_fixture_set_is_large_and_split():
    assert len(CASES) >= 50 and len(TUNED) >= 20 and len(HELD) >= 20


@pytest.mark.parametrize("case", TUNED, ids=[c["name"] for c in TUNED])
def test_tuned_case(case):
    found = ours(case)
    for field in FIELDS:
        if case[field]:
            assert right(field, found[field], case[field]), (field, found[field])
        else:  # the label says there is none: nothing may be made up
            assert not found[field], (field, found[field])


@pytest.mark.parametrize("field", FIELDS)
def test_held_out_cases_keep_their_floor(field):
    found = [ours(case) for case in HELD]
    n, hits, extra = score(HELD, found, field)
    assert hits / n >= HELD_FLOOR[field] and extra == 0


# Share of the hand-labelled corpus pages right per field, by split (benchmarks/metadata.py labelled),
# and the most answers allowed where the label says there is none: floors, as for the held-out cases.
# fresh-9's floors are its first run's (never looked at: benchmarks/HISTORY.md, session 27, round 2).
# fresh-11's are its first run's too (labelled in session 29 and committed before any run; first run
# on that session's starting code: benchmarks/HISTORY.md, session 29).
# fresh-12's are its first run's (labelled later in session 29, committed before any run; first run on
# that session's merged main: benchmarks/HISTORY.md, session 29), its date raised in session 30 by rules
# built from the read splits' kinds (fresh-12 unread: its aggregate alone was seen).
# fresh-13's are its first run's (labelled in session 30, committed before any run; first run on that
# session's starting code: benchmarks/HISTORY.md, session 30).
# fresh-14's are its first run's (labelled at session 30's end, committed before any run; first run on
# that session's final code: benchmarks/HISTORY.md, session 30).
# fresh-15's are its first run's (labelled in session 31, committed before any run; first run on that
# session's starting code: benchmarks/HISTORY.md, session 31).
# Session 31 raised the headline floors of fresh-6, fresh-11 and fresh-12 (read splits) with the story's
# shown <h1> over a title written for search engines, and fresh-12's date floor with a UTC instant of the
# small hours on the day shown (benchmarks/HISTORY.md, session 31); with both, once merged, fresh-14
# (unread while they were built) headline 94.4% both copies, fresh-15 (sealed, unread) headline 91.4%
# both copies and dates 91.2%, floors raised to those. Session 31's author named by the first link to
# a person's page after the <h1> raised the authors floors of fresh (no scripts), fresh-12 and fresh-14
# (read splits; benchmarks/HISTORY.md, session 31, meta32).
# Session 32 (meta33) raised the headline floors of fresh-8 and fresh-11 (the story's shown <h1> over a
# box before the text, or opening the text, against titles shown nowhere) and the date floors of fresh and
# fresh-14 (an earlier day shown over a generic date key): read splits; fresh-15 (unread while they were built) unchanged.
# Session 33 (dates34) raised the date floors of fresh-2, fresh-3, fresh-9, fresh-11, fresh-12, fresh-15 and
# fresh-16 (read splits; both copies unless said) with the short texts near the headline read last
# (free_dates); fresh-17 (unread while it was built) rose too, its floors left at its first run's.
# fresh-16's are its first run's (labelled in session 32, committed before any run; first run on that
# session's starting code: benchmarks/HISTORY.md, session 32).
# fresh-17's are its first run's (labelled in session 33, committed before any run; first run on that
# session's starting code: benchmarks/HISTORY.md, session 33).
CORPUS_FLOOR = {
    "corpus": {"headline": 1.0, "authors": 0.90, "datePublished": 1.0},
    "corpus-tune": {"headline": 1.0, "authors": 0.94, "datePublished": 1.0},
    "corpus-held": {"headline": 1.0, "authors": 1.0, "datePublished": 1.0},
    "fresh": {"headline": 0.98, "authors": 0.90, "datePublished": 1.0},
    "fresh, no scripts": {"headline": 1.0, "authors": 0.93, "datePublished": 1.0},
    "fresh-2": {"headline": 0.98, "authors": 1.0, "datePublished": 0.97},
    "fresh-2, no scripts": {"headline": 0.98, "authors": 1.0, "datePublished": 0.97},
    "fresh-3": {"headline": 0.98, "authors": 0.96, "datePublished": 1.0},
    "fresh-3, no scripts": {"headline": 0.98, "authors": 0.96, "datePublished": 1.0},
    "fresh-4": {"headline": 1.0, "authors": 1.0, "datePublished": 0.96},
    "fresh-4, no scripts": {"headline": 1.0, "authors": 0.94, "datePublished": 0.96},
    "fresh-5": {"headline": 1.0, "authors": 1.0, "datePublished": 1.0},
    "fresh-5, no scripts": {"headline": 1.0, "authors": 1.0, "datePublished": 1.0},
    "fresh-6": {"headline": 0.96, "authors": 0.94, "datePublished": 0.96},
    "fresh-6, no scripts": {"headline": 0.96, "authors": 0.94, "datePublished": 0.93},
    "fresh-7": {"headline": 0.90, "authors": 0.94, "datePublished": 1.0},
    "fresh-7, no scripts": {"headline": 0.90, "authors": 0.94, "datePublished": 0.96},
    "fresh-8": {"headline": 0.96, "authors": 0.93, "datePublished": 1.0},
    "fresh-8, no scripts": {"headline": 0.96, "authors": 0.93, "datePublished": 1.0},
    "fresh-9": {"headline": 1.0, "authors": 0.92, "datePublished": 1.0},
    "fresh-9, no scripts": {"headline": 1.0, "authors": 0.92, "datePublished": 0.96},
    "fresh-10": {"headline": 0.93, "authors": 0.85, "datePublished": 0.96},
    "fresh-10, no scripts": {"headline": 0.93, "authors": 0.85, "datePublished": 0.96},
    "fresh-11": {"headline": 1.0, "authors": 0.94, "datePublished": 1.0},
    "fresh-11, no scripts": {"headline": 1.0, "authors": 0.88, "datePublished": 1.0},
    "fresh-12": {"headline": 1.0, "authors": 0.86, "datePublished": 1.0},
    "fresh-12, no scripts": {"headline": 1.0, "authors": 0.86, "datePublished": 1.0},
    "fresh-13": {"headline": 0.97, "authors": 0.93, "datePublished": 0.97},
    "fresh-13, no scripts": {"headline": 0.97, "authors": 0.93, "datePublished": 0.97},
    "fresh-14": {"headline": 0.94, "authors": 0.96, "datePublished": 0.97},
    "fresh-14, no scripts": {"headline": 0.94, "authors": 0.96, "datePublished": 0.97},
    "fresh-15": {"headline": 0.91, "authors": 0.88, "datePublished": 0.97},
    "fresh-15, no scripts": {"headline": 0.91, "authors": 0.88, "datePublished": 0.97},
    "fresh-16": {"headline": 0.91, "authors": 0.88, "datePublished": 0.96},
    "fresh-16, no scripts": {"headline": 0.91, "authors": 0.88, "datePublished": 0.96},
    "fresh-17": {"headline": 0.96, "authors": 0.91, "datePublished": 0.83},
    "fresh-17, no scripts": {"headline": 0.96, "authors": 0.91, "datePublished": 0.83},
}
CORPUS_EXTRA = {"corpus": {}, "corpus-tune": {}, "corpus-held": {}, "fresh": {"authors": 1},
                "fresh, no scripts": {}, "fresh-2": {}, "fresh-2, no scripts": {},
                "fresh-3": {}, "fresh-3, no scripts": {}, "fresh-4": {},
                "fresh-4, no scripts": {}, "fresh-5": {}, "fresh-5, no scripts": {},
                "fresh-6": {}, "fresh-6, no scripts": {}, "fresh-7": {}, "fresh-7, no scripts": {},
                "fresh-8": {}, "fresh-8, no scripts": {}, "fresh-9": {},
                "fresh-9, no scripts": {}, "fresh-10": {"authors": 2},
                "fresh-10, no scripts": {"authors": 2}, "fresh-11": {},
                "fresh-11, no scripts": {}, "fresh-12": {"authors": 2},
                "fresh-12, no scripts": {"authors": 2}, "fresh-13": {},
                "fresh-13, no scripts": {}, "fresh-14": {}, "fresh-14, no scripts": {},
                "fresh-15": {}, "fresh-15, no scripts": {}, "fresh-16": {"authors": 1},
                "fresh-16, no scripts": {"authors": 1}, "fresh-17": {"authors": 2},
                "fresh-17, no scripts": {"authors": 1}}


# The labelled corpus pages, each extracted as saved and without scripts (about ten seconds): the
# tests reading them are slow ones, run by --full (CI) and by any run naming this file.
@pytest.fixture(scope="module")
def labelled_corpus(shared):
    labelled = labelled_corpus_pages(shared / "corpus")
    labelled += stripped_copies(labelled)
    return labelled, [ours(case) for case in labelled]


@pytest.mark.slow
def test_every_labelled_corpus_page_is_found_and_split(labelled_corpus):
    labelled, _ = labelled_corpus
    rows = LABELS.read_text(encoding="utf-8").splitlines()
    fresh = [row for row in rows if '"split": "fresh"' in row]
    fresh_2 = [row for row in rows if '"split": "fresh-2"' in row]
    fresh_3 = [row for row in rows if '"split": "fresh-3"' in row]
    fresh_4 = [row for row in rows if '"split": "fresh-4"' in row]
    fresh_5 = [row for row in rows if '"split": "fresh-5"' in row]
    fresh_6 = [row for row in rows if '"split": "fresh-6"' in row]
    fresh_7 = [row for row in rows if '"split": "fresh-7"' in row]
    fresh_8 = [row for row in rows if '"split": "fresh-8"' in row]
    fresh_9 = [row for row in rows if '"split": "fresh-9"' in row]
    fresh_10 = [row for row in rows if '"split": "fresh-10"' in row]
    fresh_11 = [row for row in rows if '"split": "fresh-11"' in row]
    fresh_12 = [row for row in rows if '"split": "fresh-12"' in row]
    fresh_13 = [row for row in rows if '"split": "fresh-13"' in row]
    fresh_14 = [row for row in rows if '"split": "fresh-14"' in row]
    fresh_15 = [row for row in rows if '"split": "fresh-15"' in row]
    fresh_16 = [row for row in rows if '"split": "fresh-16"' in row]
    fresh_17 = [row for row in rows if '"split": "fresh-17"' in row]
    assert len(fresh) >= 40 and len(fresh_2) >= 50 and len(fresh_3) >= 50 and len(fresh_4) >= 30
    assert len(fresh_5) >= 30 and len(fresh_6) >= 30 and len(fresh_7) >= 30 and len(fresh_8) >= 30
    assert len(fresh_9) >= 30 and len(fresh_10) >= 30 and len(fresh_11) >= 33
    assert len(fresh_12) >= 33 and len(fresh_13) >= 33 and len(fresh_14) >= 33 and len(fresh_15) >= 33
    assert len(fresh_16) >= 33 and len(fresh_17) >= 33
    copies = (len(fresh) + len(fresh_2) + len(fresh_3) + len(fresh_4) + len(fresh_5) + len(fresh_6)
              + len(fresh_7) + len(fresh_8) + len(fresh_9) + len(fresh_10) + len(fresh_11) + len(fresh_12)
              + len(fresh_13) + len(fresh_14) + len(fresh_15) + len(fresh_16) + len(fresh_17))
    assert len(labelled) == len(rows) + copies >= 200
    assert {case["split"] for case in labelled} == set(CORPUS_FLOOR)


@pytest.mark.slow
@pytest.mark.parametrize("source", STRIPPED)
def test_the_stripped_copy_has_no_script_left(labelled_corpus, source):
    labelled, _ = labelled_corpus
    split = STRIPPED[source]
    saved = {case["name"]: case["html"] for case in labelled if case["split"] == source}
    stripped = [case for case in labelled if case["split"] == split]
    assert len(stripped) == len(saved)
    assert any("<script" in html.lower() for html in saved.values())
    for case in stripped:
        assert "<script" not in case["html"].lower() and "ld+json" not in case["html"]
        assert len(case["html"]) <= len(saved[case["name"]])


@pytest.mark.slow
@pytest.mark.parametrize("split", CORPUS_FLOOR)
@pytest.mark.parametrize("field", FIELDS)
def test_labelled_corpus_pages_keep_their_floor(labelled_corpus, split, field):
    labelled, found = labelled_corpus
    part = [i for i, case in enumerate(labelled) if case["split"] == split]
    n, hits, extra = score([labelled[i] for i in part], [found[i] for i in part], field)
    assert n and hits / n >= CORPUS_FLOOR[split][field] and extra <= CORPUS_EXTRA[split].get(field, 0)


def test_misses_are_listed_only_for_the_splits_that_may_be_read():
    # Every split holds the same wrong answers; only those of READ_SPLITS are printed,
    # each with its split: the never-looked-at splits' misses must stay unread.
    labelled = [{"name": f"page-{split}", "split": split, "headline": "Right headline", "authors": ["Ann Lee"],
                 "datePublished": "2020-01-02"} for split in SPLITS]
    wrong = {"headline": "Another story entirely", "authors": ["Bob Roe"], "datePublished": "2019-05-05"}
    lines = misses(labelled, [wrong] * len(labelled))
    assert len(lines) == len(READ_SPLITS) * len(FIELDS)
    assert {line.partition(" (")[2].partition(")")[0] for line in lines} == set(READ_SPLITS)
    assert not set(READ_SPLITS) & {"held", "fresh-17", STRIPPED["fresh-17"]}
    # fresh-10 and fresh-11 were opened in session 29, once fresh-11's and fresh-12's first run was
    # recorded; fresh-12 and fresh-13 in session 30, once fresh-13's and fresh-14's were; fresh-14 in
    # session 31, once fresh-15's was; fresh-15 in session 32, once fresh-16's was; fresh-16 in session 33,
    # once fresh-17's was.
    assert {"fresh-10", STRIPPED["fresh-10"], "fresh-11", STRIPPED["fresh-11"], "fresh-12",
            STRIPPED["fresh-12"], "fresh-13", STRIPPED["fresh-13"], "fresh-14",
            STRIPPED["fresh-14"], "fresh-15", STRIPPED["fresh-15"], "fresh-16",
            STRIPPED["fresh-16"]} <= set(READ_SPLITS)


def test_the_dates_benchmark_reads_dates_as_extract_does():
    # benchmarks/metadata.py dates times read_metadata on the tree extract() gives it: stripped
    # of its head and scripts and segmented, the declarations read before from the full tree.
    for case in CASES:
        given = OURS.prepare(parse(case["html"], case["url"]).root)
        assert given.root.find(".//script") is None and given.root.find("head") is None
        assert given.declared.meta or given.declared.jsonld or given.title
        assert OURS.read(given, case["url"]) == extract(case["html"], case["url"]).metadata.date_published


def test_the_headline_labels_are_found_split_and_scored(shared):
    from benchmarks.metadata import HEADLINE_LABELS, HEADLINE_SEALED, HEADLINE_SPLITS, LABELS, headline_pages, token_f1
    labelled = headline_pages(shared / "corpus")
    assert len(labelled) == len(HEADLINE_LABELS.read_text(encoding="utf-8").splitlines()) >= 100
    assert {case["split"] for case in labelled} == {*HEADLINE_SPLITS, *HEADLINE_SEALED}
    # A sealed page was labelled nowhere else, and once.
    sealed = [case["name"] for case in labelled if case["split"] in HEADLINE_SEALED]
    others = {json.loads(line)["id"] for line in LABELS.read_text(encoding="utf-8").splitlines()}
    assert len(sealed) == len(set(sealed)) == 40 + 53 + 63 and not set(sealed) & others
    assert not set(sealed) & {case["name"] for case in labelled if case["split"] not in HEADLINE_SEALED}
    # A label is a headline: a line of words (one word can be a post's headline: "Summertime"),
    # no date or count alone.
    assert all(token_f1(case["headline"], case["headline"]) == 1.0 and 1 <= len(case["headline"].split()) <= 25
               and re.search(r"[^\W\d_]{3}", case["headline"]) for case in labelled)
