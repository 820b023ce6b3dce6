"""benchmarks/crawl.py, benchmarks/pagetype.py, benchmarks/accuracy.py, benchmarks/metadata.py and
benchmarks/pagination.py: every subcommand answers --help, the crawl children and the accuracy workers still start by
their flags, the leak and fixture commands read prediction files, metadata's --misses prints only the splits that may
be read, run.py finds the crawl, accuracy and metadata sections; peers.py labels our rows with our version;
pagination's article part scores each page at its address."""

from __future__ import annotations

import gzip
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

import scrapy_articles
from benchmarks import accuracy, bodysuite, crawl, metadata, metadata_kinds, pagetype, pagination, peers, tidyreplay


@pytest.mark.parametrize(("tool", "command"), [(crawl, "addon"), (crawl, "distributed"), (crawl, "feeds"),
                                               (crawl, "service"), (pagetype, "figures"),
                                               (pagetype, "threshold"), (pagetype, "floor"), (pagetype, "relabel"),
                                               (accuracy, "table"),
                                               (accuracy, "leaks"), (accuracy, "fixtures"),
                                               (metadata, "readability"), (metadata, "labelled"),
                                               (metadata, "dates"), (metadata, "headlines"), (metadata, "kinds"),
                                               (tidyreplay, "fit"), (tidyreplay, "replay")])
def test_every_command_has_its_help(tool, command, capsys):
    with pytest.raises(SystemExit) as exited:
        tool.main([command, "--help"])
    assert exited.value.code == 0
    assert capsys.readouterr().out.startswith(f"usage: benchmarks/{Path(tool.__file__).name} {command}")


def test_the_extraction_child_runs_by_its_flag_in_a_fresh_interpreter():
    # stress.py's memory crawl and the addon command start their children as ``python -m benchmarks.crawl FLAG SPEC``.
    pages = sorted(crawl.EXAMPLE_SITE.glob("*/*.html"))[:2]
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        files = []
        for number, page in enumerate(pages):
            copy = root / f"{number}.html"
            copy.write_bytes(page.read_bytes().replace(b"{BASE}", crawl.EXAMPLE_BASE.encode()))
            files.append((str(copy), f"{crawl.EXAMPLE_BASE}/{page.relative_to(crawl.EXAMPLE_SITE)}"))
        result = crawl.run_child(root, "--extract", {"pages": files})
    assert result["responses"] == 2 and result["cpu_s"] > 0
    assert 0 <= result["articles"] <= 2


def test_the_feeds_line_counts_the_example_site():
    line = crawl.feeds_line(rounds=1)
    n = len(list(crawl.EXAMPLE_SITE.glob("*/*.html")))
    assert re.fullmatch(rf"{n} pages: extract\(\) [\d.]+ ms a page; RSS export [\d.]+ ms an item, "
                        r"of which the entry HTML with pictures [\d.]+ ms", line)


def test_the_run_report_has_the_crawl_sections_in_order():
    from benchmarks import run
    found, passed = run.discover()
    names = [name for name, _ in found]
    assert {"crawl", "distributed"} <= set(names)
    assert names.index("crawl") < names.index("memory") < names.index("distributed")
    assert names.index("speed") < names.index("accuracy") < names.index("crawl")
    assert not [line for line in passed if "pagetype_pages" in line or "pagetype_text" in line]
    assert not [line for line in passed if "accuracy.py" in line]
    assert {"metadata", "metadata-labelled", "metadata-dates"} <= set(names)
    assert not [line for line in passed if "metadata" in line]


def test_our_rows_are_labelled_with_our_version():
    ours = [e for e in peers.EXTRACTORS if e.kind == "ours"]
    assert ours and all(e.version == scrapy_articles.__version__ for e in ours)
    assert ours[0].label.startswith(f"scrapy-articles {scrapy_articles.__version__} (")


def test_the_accuracy_worker_runs_by_its_flag_in_a_fresh_interpreter(tmp_path):
    # accuracy.py table scores each extractor in a child started as ``accuracy.py table --worker KEY ...``.
    rows = [{"id": f"t/{n}", "url": None,
             "html": f"<html><body><nav><a href='/'>Home</a></nav><article><p>{'The council met again. ' * 40}"
                     f"Page {n}.</p></article></body></html>"} for n in (1, 2)]
    pages_file = tmp_path / "pages.jsonl"
    pages_file.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    found, reason = accuracy.predict(peers.BY_KEY["ours-ttr"], rows, pages_file, tmp_path)
    assert reason is None
    assert sorted(found) == ["t/1", "t/2"]
    assert all("The council met again." in found[i]["text"] and not found[i]["failed"] for i in found)
    assert found["t/2"]["sha1"] == accuracy.page_hash(rows[1]["html"])


def test_the_accuracy_tool_imports_no_extractor_at_its_top():
    # The table's workers import this module: an extractor loaded here would be loaded beside every peer.
    code = ("import sys; import benchmarks.accuracy; "
            "print(sorted({m.split('.')[0] for m in sys.modules} & {'scrapy_articles', 'lxml', 'numpy', 'scrapy'}))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                            cwd=Path(accuracy.__file__).parents[1])
    assert result.stdout.strip() == "[]"


def test_prediction_files_read_alike_gzipped_or_plain(tmp_path):
    lines = [{"id": "a/1", "text": "one"}, {"id": "a/2", "text": None}, {"text": "no id"}, {"id": "a/3"}]
    body = "".join(json.dumps(line) + "\n" for line in lines)
    plain, packed = tmp_path / "p.jsonl", tmp_path / "p.jsonl.gz"
    plain.write_text(body + "\n", encoding="utf-8")
    packed.write_bytes(gzip.compress(body.encode("utf-8")))
    expected = {"a/1": "one", "a/2": "", "a/3": ""}
    assert accuracy.read_predictions(plain) == expected
    assert accuracy.read_predictions(packed) == expected


def _write_corpus(path: Path, rows: list[dict]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(gzip.compress("".join(json.dumps(row) + "\n" for row in rows).encode("utf-8")))


def test_the_leaks_command_sorts_predicted_lines_by_kind_per_corpus(tmp_path, capsys):
    gold = "The council met on Monday night to vote on the budget."
    page = ("<html><head><title>Council meets</title></head><body><h1>Council meets on budget</h1>"
            "<figure><figcaption>The town hall at night</figcaption></figure><p>x</p></body></html>")
    _write_corpus(tmp_path / "news.jsonl.gz", [{"id": "news/1", "dataset": "news", "url": None, "html": page,
                                                "gold": gold},
                                               {"id": "news/2", "dataset": "news", "url": None, "html": page,
                                                "gold": gold}])
    _write_corpus(tmp_path / "segments" / "seg.jsonl.gz", [{"id": "seg/1", "dataset": "seg", "url": None,
                                                             "html": "<p>x</p>", "with": ["Body text here."],
                                                             "without": ["Subscribe to our newsletter"]}])
    texts = {"news/1": "\n".join(["Council meets on budget", "The town hall at night", gold,
                                   "Read more: the mayor resigns", "Share this story on Facebook",
                                   "A line the annotators left out of the gold for no reason given here at all"]),
             "seg/1": "Body text here. Subscribe to our newsletter"}
    pred = tmp_path / "pred.jsonl.gz"
    pred.write_bytes(gzip.compress("".join(json.dumps({"id": k, "text": v}) + "\n" for k, v in texts.items())
                                   .encode("utf-8")))
    accuracy.main(["leaks", "--corpus", str(tmp_path), "--pred", str(pred), "--json"])
    table = json.loads(capsys.readouterr().out)
    none = {kind: [0, 0] for kind in accuracy.LEAK_KINDS}
    assert table == {"news": {**none, "headline": [1, 1], "caption": [1, 1], "read-more": [1, 1], "widget": [1, 1],
                              "other": [1, 1], "pages": [1, 1]},
                     "seg": {**none, "widget": [1, 1], "pages": [1, 1]}}
    accuracy.main(["leaks", "--corpus", str(tmp_path), "--pred", str(pred), "--only", "seg"])
    assert capsys.readouterr().out.splitlines()[2:] == ["| seg | 1 | 0 (0) | 0 (0) | 0 (0) | 0 (0) | 0 (0) | 0 (0) "
                                                        "| 1 (1) | 0 (0) |"]


def test_the_fixtures_command_prints_the_split_for_each_prediction_file(tmp_path, capsys):
    rows = [{"id": "r/a", "dataset": "r", "url": None, "html": "<p>Lorem ipsum</p>", "gold": "lorem ipsum dolor"},
            {"id": "r/b", "dataset": "r", "url": None, "html": "<p>News</p>", "gold": "the council met"}]
    corpus = tmp_path / "readability.jsonl.gz"
    _write_corpus(corpus, rows)
    pred = tmp_path / "pred.jsonl"
    pred.write_text(json.dumps({"id": "r/b", "text": "the council met"}) + "\n", encoding="utf-8")
    accuracy.main(["fixtures", str(pred), "--corpus", str(corpus)])
    # The fixture has no prediction: scored as empty text (precision 1, recall 0), so all pages hold P 1, R 0.5.
    assert capsys.readouterr().out.splitlines() == ["| predictions | all (2) | fixtures (1) | real pages (1) |",
                                                    "|---|---:|---:|---:|", f"| {pred} | 0.6667 | 0.0000 | 1.0000 |"]


@pytest.mark.slow  # extracts every labelled corpus page twice, as test_metadata_fixtures' slow tests do
def test_the_labelled_misses_are_only_those_of_the_splits_that_may_be_read(shared, capsys):
    # --misses is for whoever tunes: a wrong answer on a never-looked-at split must not be printed.
    metadata.main(["labelled", "--misses", "--corpus", str(shared / "corpus")])
    lines = capsys.readouterr().out.splitlines()
    # "<page id> (<split>) <field>: ...": page ids and split names may hold spaces.
    splits = {re.search(r" \(([^()]+)\) (?:headline|authors|datePublished): ", line).group(1)
              for line in lines if line}
    assert splits and splits <= set(metadata.READ_SPLITS) and not splits & set(metadata.UNREAD_SPLITS)
    # The unread splits are the held half and the newest sealed splits, with and without scripts;
    # fresh-10 and fresh-11 were opened in session 29, once fresh-11's and fresh-12's first run was
    # recorded; fresh-12 and fresh-13 in session 30, once fresh-13's and fresh-14's were; fresh-14
    # in session 31, once fresh-15's was; fresh-15 in session 32, once fresh-16's was; fresh-16 in
    # session 33, once fresh-17's was.
    assert {"held", "fresh-17", "fresh-17, no scripts"} <= set(metadata.UNREAD_SPLITS)
    assert {"fresh-10", "fresh-10, no scripts", "fresh-11", "fresh-11, no scripts", "fresh-12",
            "fresh-12, no scripts", "fresh-13", "fresh-13, no scripts", "fresh-14",
            "fresh-14, no scripts", "fresh-15", "fresh-15, no scripts", "fresh-16",
            "fresh-16, no scripts"} <= set(metadata.READ_SPLITS)
    assert not set(metadata.READ_SPLITS) & set(metadata.UNREAD_SPLITS)


def test_the_article_corpora_part_scores_each_page_at_its_address(tmp_path, monkeypatch):
    """A page continues where its label says, is read at its URL or canonical address, and is left out
    without either; an unsure page is not scored."""
    story = (Path(__file__).parent / "sites" / "pagination" / "numbered" / "story.html").read_text(encoding="utf-8")
    canonical = story.replace("<head>", '<head><link rel="canonical" href="http://a.com/numbered/story.html">', 1)
    rows = [{"id": "c/with-url", "url": "http://a.com/numbered/story.html", "html": story},
            {"id": "c/canonical", "url": "", "html": canonical},
            {"id": "c/no-address", "url": "", "html": story},
            {"id": "c/unlabelled", "url": "http://a.com/numbered/story.html", "html": story},
            {"id": "c/unsure", "url": "http://a.com/numbered/story.html", "html": story}]
    with gzip.open(tmp_path / "cleaneval-dev.jsonl.gz", "wt", encoding="utf-8") as out:
        out.writelines(json.dumps(row) + "\n" for row in rows)
    labels = tmp_path / "labels.jsonl"
    labels.write_text("".join(json.dumps(row) + "\n" for row in [
        {"id": "c/with-url", "next": "http://a.com/numbered/story-2.html"},
        {"id": "c/canonical", "next": "http://a.com/numbered/story-2.html"},
        {"id": "c/unsure", "next": None, "unsure": "why"}]), encoding="utf-8")
    monkeypatch.setattr(pagination, "ARTICLE_LABELS", labels)
    report = "\n".join(pagination.article_report(tmp_path, errors=True))
    # scored 3, 1 without an address, 2 continuing and found, none wrong, 1 followed wrongly (c/unlabelled)
    assert "| cleaneval-dev | 3 | 1 | 2 | 2 | 0 | 1 |" in report
    assert "c/unlabelled" in report and "c/with-url" not in report and "c/unsure" not in report


def test_the_label_screen_disputes_a_no_next_label_only_beside_a_next_button_on_the_host():
    """A page labelled with no next link is set aside when it shows a next button on its host (rel=next, a
    text or a title saying next); a labelled page, another host's button and a page without one are not."""
    from scrapy_articles.extraction.document.parse import parse

    def screened(body: str, labelled: list[str] | None = None) -> bool:
        url = "http://a.com/list/"
        root = parse(f"<html><body><p>Posts</p>{body}</body></html>", url).root
        return pagination.disputed(root, url, {"NEXT": labelled or [], "PREV": [], "PAGE": []})

    assert screened('<a href="/list/?page=2" rel="next">2</a>')
    assert screened('<a href="?page=2">Volgende</a>')
    assert screened('<a href="?page=2" title="Next page"><img src="arrow.png"></a>')
    assert not screened('<a href="?page=2">Volgende</a>', labelled=["http://a.com/list/?page=2"])
    assert not screened('<a href="http://b.com/list/?page=2" rel="next">Next</a>')
    assert not screened('<a href="#top">Next</a><a href="javascript:;">Next</a>')
    assert not screened('<a href="?page=2">2</a><a href="/about/">About us</a>')


def test_the_segment_kinds_report_groups_kept_and_lost_strings_by_kind_page_and_site(tmp_path, capsys):
    from benchmarks import segmentkinds
    story = "The council met on Monday night to vote on the budget for the coming year."
    page = ("<html><head><title>Council meets</title></head><body><main><article><h1>Council meets on budget</h1>"
            f"<p class='byline'>By Jo Roe</p><p>{story}</p><figure><img src='a.jpg'><figcaption>The town hall at"
            " night</figcaption></figure><div class='tags'><a href='/t/1'>Budget</a></div></article>"
            "<article><h2>Storm closes the coast road for a week</h2><p>The coast road will stay shut while crews"
            " clear the fallen trees.</p></article></main>"
            "<div id='comments'><p>I never liked this council and never will, whatever it votes for.</p></div>"
            "</body></html>")
    without = ["By Jo Roe", "The town hall at night", "Budget", "Storm closes the coast road for a week",
               "I never liked this council and never will, whatever it votes for."]
    rows = [{"id": f"seg/{n}", "dataset": "trafilatura-eval", "url": f"https://{host}/a", "html": page,
             "with": [story, "The coast road will stay shut"], "without": without}
            for n, host in ((1, "one.example"), (2, "two.example"), (3, "one.example"))]
    _write_corpus(tmp_path / "segments" / "trafilatura-eval.jsonl.gz", rows)
    kept = "\n".join(without[:4])
    pred = tmp_path / "pred.jsonl"
    pred.write_text("".join(json.dumps({"id": f"seg/{n}", "text": f"{story}\n{kept}\n{without[4]}"}) + "\n"
                            for n in (1, 2)) + json.dumps({"id": "seg/3", "text": story}) + "\n", encoding="utf-8")
    segmentkinds.main(["--corpus", str(tmp_path), "--pred", str(pred), "--json"])
    report = json.loads(capsys.readouterr().out)["trafilatura-eval (--pred)"]
    assert report["pages"] == 3
    assert {row["kind"]: (row["strings"], row["pages"], row["sites"]) for row in report["kept"]} == {
        "dateline/byline": (2, 2, 2), "caption/credit": (2, 2, 2), "tag list": (2, 2, 2),
        "appended next story": (2, 2, 2), "comment text": (2, 2, 2)}
    assert {row["kind"]: (row["strings"], row["pages"], row["sites"]) for row in report["lost"]} == {
        "appended next story": (3, 3, 2)}
    segmentkinds.main(["--corpus", str(tmp_path), "--pred", str(pred), "--examples", "1"])
    out = capsys.readouterr().out
    assert "| caption/credit | 2 / 2 / 2 | - |" in out
    assert "- kept caption/credit: seg/1: 'The town hall at night'" in out


def test_the_segment_kinds_report_runs_no_unread_suite():
    from benchmarks import segmentkinds
    assert "fresh10" not in segmentkinds.READ_SUITES  # sealed: written by another helper, never run here
    assert "fresh9" in segmentkinds.READ_SUITES  # opened by /work/OPEN-fresh9 after fresh-10's first run


def _kind_page(body: str, head: str = "", url: str = "https://www.dw.com/en/story/a-1") -> metadata_kinds.Page:
    page = f"<html><head>{head}</head><body>{body}</body></html>"
    return metadata_kinds.read_page({"name": "page", "split": "fresh", "html": page, "raw": page, "url": url})


def test_the_kinds_tell_a_publisher_a_credit_and_a_missed_byline_apart():
    page = _kind_page("<h1>Elephants</h1><p>By <a href='/en/author/kt'>Kossivi Tiassou</a></p>"
                      "<figure><figcaption>Foto: Cortesía</figcaption></figure>",
                      "<meta property='og:site_name' content='Deutsche Welle'>")
    kinds = metadata_kinds.AUTHOR_KINDS
    assert metadata_kinds.author_kind(page, ["Deutsche Welle"], ["Kossivi Tiassou"]) == kinds[4]
    assert metadata_kinds.author_kind(page, ["Deutsche Welle"], []) == kinds[0]
    assert metadata_kinds.author_kind(page, ["Cortesía"], []) == kinds[1]
    assert metadata_kinds.author_kind(page, [], ["Kossivi Tiassou"]) == kinds[14]
    assert metadata_kinds.author_kind(page, ["Kossivi Tiassou Reporter"], ["Kossivi Tiassou"]) == kinds[6]
    assert metadata_kinds.author_kind(page, ["Kossivi"], ["Kossivi Tiassou"]) == kinds[7]


def test_the_kinds_tell_a_shifted_day_a_revision_and_a_date_shown_apart():
    page = _kind_page("<h1>Elephants</h1><p>Published 3 May 2022</p>")
    kinds = metadata_kinds.DATE_KINDS
    assert metadata_kinds.date_kind(page, "2022-05-02T23:00:00+00:00", "2022-05-03") == kinds[1]
    assert metadata_kinds.date_kind(page, "2022-06-01", "2022-05-03") == kinds[3]
    assert metadata_kinds.date_kind(page, "2022-03-05", "2022-05-03") == kinds[2]
    assert metadata_kinds.date_kind(page, None, "2022-05-03") == kinds[9]
    assert metadata_kinds.date_kind(page, None, "2021-01-09") == kinds[11]


def test_functions_counts_each_inner_trampoline_inclusively_and_leaves_recursion_out():
    from benchmarks import functions
    dump = "\n".join([
        "fn=inner_3", "12 100", "cfn=PyObject_Call", "calls=2 0", "12 5000", "13 7",
        "fn=inner_3'2", "12 999", "cfn=PyObject_Call", "calls=1 0", "12 888",
        "fn=other", "1 50", "fn=inner_10", "4 1", "cfn=PyObject_Call", "calls=1 0", "4 40"])
    costs, calls = functions.inclusive_counts(dump)
    assert costs == {3: 100 + 5000 + 7, 10: 41} and calls == {3: 2, 10: 1}


@pytest.mark.slow
def test_functions_wraps_without_changing_what_extract_finds(tmp_path):
    # The trampolines compiled and called for real (no valgrind): the wrapped functions answer as before.
    code = "\n".join([
        "import sys; from pathlib import Path",
        "from benchmarks import functions",
        "from scrapy_articles import extract",
        "page = '<html><head><title>T - S</title></head><body><h1>T</h1>' + '<p>A sentence of it. </p>' * 30",
        "before = extract(page, 'https://example.com/a').to_dict()",
        f"library = functions.build_library(Path({str(tmp_path)!r}))",
        "names = functions.wrap(functions.module_functions(r'^(content\\.segment|document\\.parse)\\.'), library)",
        "assert names and all(n.startswith(('content.segment.', 'document.parse.')) for n in names), names",
        "print(extract(page, 'https://example.com/a').to_dict() == before)"])
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=Path(__file__).parents[1])
    assert run.returncode == 0 and run.stdout.strip() == "True", run.stdout + run.stderr


def test_the_peer_gap_report_finds_the_pages_behind_the_peer_and_sorts_what_we_add_by_kind(tmp_path, capsys):
    from benchmarks import peergap
    story = "The council met on Monday night to vote on the budget for the coming year and it passed."
    gold_page = ("<html><head><title>Council meets</title></head><body><article><h1>Council meets</h1>"
                 f"<p>{story}</p><figure><img src='a.jpg'><figcaption>The town hall seen at night</figcaption>"
                 "</figure><div class='tags'><a href='/t/1'>Local taxes</a></div></article></body></html>")
    gold_rows = [{"id": f"dragnet/{n}", "dataset": "dragnet", "url": f"https://{host}/a", "html": gold_page,
                  "gold": story} for n, host in ((1, "one.example"), (2, "two.example"), (3, "one.example"))]
    _write_corpus(tmp_path / "dragnet.jsonl.gz", gold_rows)
    seg_page = gold_page.replace("Local taxes", "Local taxes and tax news")
    seg_rows = [{"id": "seg/1", "dataset": "trafilatura-eval", "url": "https://three.example/a", "html": seg_page,
                 "with": [story], "without": ["The town hall seen at night", "Local taxes and tax news"]}]
    _write_corpus(tmp_path / "segments" / "trafilatura-eval.jsonl.gz", seg_rows)
    caption = "The town hall seen at night"
    ours = {"dragnet/1": f"{story}\n{caption}\nLocal taxes", "dragnet/2": f"{story}\n{caption}", "dragnet/3": story,
            "seg/1": f"{story}\n{caption}\nLocal taxes and tax news"}
    theirs = {"dragnet/1": story, "dragnet/2": f"{story}\n{caption}", "dragnet/3": f"{story}\n{caption}",
              "seg/1": f"{story}\nLocal taxes and tax news"}
    pred, peer = tmp_path / "pred.jsonl", tmp_path / "peer.jsonl"
    for path, texts in ((pred, ours), (peer, theirs)):
        path.write_text("".join(json.dumps({"id": i, "text": t}) + "\n" for i, t in texts.items()), encoding="utf-8")
    peergap.main(["--corpus", str(tmp_path), "--corpora", "dragnet,trafilatura-eval", "--pred", str(pred),
                  "--peer", str(peer), "--json"])
    report = json.loads(capsys.readouterr().out)
    # dragnet/1 adds a caption and a tag line the peer leaves out; dragnet/2 adds what the peer adds
    # too (not behind); dragnet/3 is ahead of the peer.
    assert (report["dragnet"]["pages"], report["dragnet"]["behind"]) == (3, 1)
    assert [p["id"] for p in report["dragnet"]["pages_behind"]] == ["dragnet/1"]
    assert {r["kind"]: (r["strings"], r["pages"], r["sites"], r["peer_leaves_out"])
            for r in report["dragnet"]["kinds"]} == {"caption/credit": (1, 1, 1, 1), "tag list": (1, 1, 1, 1)}
    assert {r["kind"]: r["words"] for r in report["dragnet"]["kinds"]} == {"caption/credit": 6, "tag list": 2}
    # seg/1: ours keeps two must-not segments (precision 1/3), the peer one (1/2): behind; the peer
    # keeps the tag line too.
    assert report["trafilatura-eval"]["behind"] == 1
    assert {r["kind"]: (r["strings"], r["peer_leaves_out"]) for r in report["trafilatura-eval"]["kinds"]} == {
        "caption/credit": (1, 1), "tag list": (1, 0)}
    peergap.main(["--corpus", str(tmp_path), "--corpora", "dragnet", "--pred", str(pred), "--peer", str(peer),
                  "--margin", "0.9", "--examples", "1"])
    out = capsys.readouterr().out
    assert "### dragnet: 0 of 3 pages behind the peer by more than 0.9" in out
    peergap.main(["--corpus", str(tmp_path), "--corpora", "dragnet", "--pred", str(pred), "--peer", str(peer),
                  "--examples", "1"])
    out = capsys.readouterr().out
    assert "| caption/credit | 1 / 1 / 1 | 6 | 1 |" in out
    assert "- caption/credit: dragnet/1: 'The town hall seen at night'" in out


def test_the_tidy_replay_counts_the_pages_a_change_makes_better_and_worse():
    from benchmarks import tidyreplay
    story = "The council met on Monday night to vote on the budget for the coming year and it passed."
    second = "The vote was close, and the mayor said the town would hold a hearing on it in the spring."
    page = "<html><body><p>x</p></body></html>"
    rows = [{"id": "dragnet/1", "dataset": "dragnet", "url": "https://one.example/a", "html": page,
             "gold": f"{story}\n{second}"},
            {"id": "dragnet/2", "dataset": "dragnet", "url": "https://two.example/a", "html": page,
             "gold": f"{story}\n{second}"},
            {"id": "dragnet/3", "dataset": "dragnet", "url": "https://two.example/b", "html": page, "gold": story},
            {"id": "seg/1", "dataset": "trafilatura-eval", "url": "https://three.example/a", "html": page,
             "with": [story], "without": ["Share this story"]}]
    before = {"dragnet/1": f"{story}\n{second}\nShare this story now",
              "dragnet/2": f"{story}\n{second}", "dragnet/3": story, "seg/1": f"{story}\nShare this story"}
    after = {"dragnet/1": f"{story}\n{second}",  # the leaked line out: better
             "dragnet/2": story,  # a gold line out: worse
             "dragnet/3": story,  # unchanged
             "seg/1": story}  # the must-not segment out: better
    result = tidyreplay.compare(rows, before, after, show=1)
    assert result["dragnet"]["changed"] == 2
    assert (result["dragnet"]["better"], result["dragnet"]["worse"]) == (["dragnet/1"], ["dragnet/2"])
    assert (result["dragnet"]["better_sites"], result["dragnet"]["worse_sites"]) == (["one.example"], ["two.example"])
    assert (result["dragnet"]["leaked_out"], result["dragnet"]["gold_out"]) == (1, 1)
    assert result["dragnet"]["shown"][0].startswith("dragnet/1: +")
    segments = result["trafilatura-eval"]
    assert (segments["better"], segments["worse"], segments["leaked_out"], segments["gold_out"]) == (
        ["seg/1"], [], 1, 0)


def test_the_url_instruction_pages_are_the_corpus_pages_with_a_url_pagination_included(tmp_path):
    from benchmarks import speed
    page = "<html><body><p>Some text.</p></body></html>"
    _write_corpus(tmp_path / "news.jsonl.gz", [
        {"id": f"news/{n}", "dataset": "news", "url": url, "html": page, "gold": "Some text."}
        for n, url in ((1, "https://a.example/1"), (2, None), (3, "https://a.example/3"))])
    _write_corpus(tmp_path / "pagination.jsonl.gz", [
        {"id": "pagination/1", "dataset": "pagination", "url": "https://b.example/list", "html": page, "links": []}])
    rows = speed.instruction_rows(tmp_path, 1, urls=True)
    assert [row["url"] for row in rows] == ["https://a.example/1", "https://a.example/3", "https://b.example/list"]
    assert [row["url"] for row in speed.instruction_rows(tmp_path, 2, urls=True)] == [
        "https://a.example/1", "https://b.example/list"]


def test_the_fields_hash_moves_with_a_field_the_text_hash_does_not_read():
    from scrapy_articles.extraction.article import Article

    from benchmarks import speed
    one = Article(url="https://a.example/story", text="Text.", html="<p>Text.</p>",
                  next_page_url="https://a.example/story/2")
    other = Article(url="https://a.example/story", text="Text.", html="<p>Text.</p>",
                    next_page_url="https://a.example/story/3")
    assert speed.text_digest([one]) == speed.text_digest([other])
    assert speed.fields_digest([one]) != speed.fields_digest([other])
    assert speed.fields_digest([one]) == speed.fields_digest([one])


def test_the_body_suite_export_is_the_read_splits_as_segment_rows(tmp_path):
    """benchmarks/bodysuite.py: every page of the read splits, its must and must-not strings as the
    segments that must and must not appear; never a held-out layout or an unread split; the same bytes
    at every run."""
    from tests.extraction.body_pages import HELD_OUT, suite_pages
    from tests.extraction.body_pages.fresh11 import fresh11_pages

    first, second = tmp_path / "one.jsonl.gz", tmp_path / "two.jsonl.gz"
    assert bodysuite.main([str(first)]) == 0 and bodysuite.main([str(second)]) == 0
    assert first.read_bytes() == second.read_bytes()
    rows = [json.loads(line) for line in gzip.open(first, "rt", encoding="utf-8")]
    pages = [(split, page) for split, build in bodysuite.READ_SPLITS.items() for page in build()]
    assert len(rows) == len(pages) > 150
    for row, (split, page) in zip(rows, pages):
        assert row == {"id": f"bodysuite/{split}/{page.name}", "dataset": "bodysuite", "url": page.url,
                       "html": page.html, "gold": None, "with": list(page.must), "without": list(page.must_not)}
    names = {page.name for _, page in pages}
    assert not names & {page.name for page in suite_pages(HELD_OUT) + fresh11_pages()}
    assert {"tuned", "fresh", "fresh-10"} <= set(bodysuite.READ_SPLITS) and "fresh-11" not in bodysuite.READ_SPLITS
    assert bodysuite.main([]) == 2
