"""The command line: extract a page or a corpus; clear errors; fast start."""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
from pathlib import Path

import pytest

from scrapy_articles.cli import main
from tests.hostile.generate import hostile_pages

HOSTILE = hostile_pages()  # name -> function making the page's bytes

PAGE = Path(__file__).parent / "extraction" / "fixtures" / "pages" / "news.html"


def test_extract_prints_the_article_text(capsys):
    assert main(["extract", str(PAGE)]) == 0
    out = capsys.readouterr().out
    assert "The crossing between the old quay" in out
    assert "Most read" not in out


BLOG = PAGE.parent / "blog_comments.html"
COMMENT = "How do you stop the water going green"


@pytest.mark.parametrize("flags, comments_kept", [([], False), (["--keep-comments"], True)])
def test_reader_comments_are_left_out_unless_kept(flags, comments_kept, capsys):
    assert main(["extract", str(BLOG), *flags]) == 0
    out = capsys.readouterr().out
    assert "Connecting the butts in a chain" in out
    assert (COMMENT in out) is comments_kept
    # The reply form's heading goes with the comment section. Kept, that
    # section is part of the article's main container, where the heading is
    # a doubtful block (probability about 0.1, the main-container threshold)
    # and either answer is the model's to give.
    if not comments_kept:
        assert "Leave a reply" not in out


ARTICLE = Path(__file__).parent / "sites" / "basic" / "article.html"


@pytest.mark.parametrize("flags, byline_kept", [([], False), (["--keep-bylines"], True)])
def test_the_byline_is_left_out_unless_kept(flags, byline_kept, capsys):
    # The authors are a field of their own (--format json), so the text leaves the byline out.
    assert main(["extract", str(ARTICLE), *flags]) == 0
    out = capsys.readouterr().out
    assert "Millbrook's public library opened its doors" in out
    assert ("By Tomas Reyner, 12 March 2024" in out) is byline_kept
    assert main(["extract", str(ARTICLE), "--format", "json", *flags]) == 0
    assert json.loads(capsys.readouterr().out)["authors"] == [{"name": "Tomas Reyner"}]


def test_extract_json_has_every_field(capsys):
    assert main(["extract", str(PAGE), "--format", "json", "--url", "https://bayside.example/news/ferry"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["headline"] == "Harbour ferry returns after winter repairs"
    assert data["url"] == "https://bayside.example/news/ferry"
    for field in ("articleBody", "articleBodyHtml", "authors", "datePublished", "inLanguage", "images"):
        assert field in data


def test_extract_reads_standard_input():
    run = subprocess.run([sys.executable, "-m", "scrapy_articles.cli", "extract", "-", "--algorithm", "ttr"],
                         input=PAGE.read_bytes(), capture_output=True, check=True)
    assert b"Islanders had relied" in run.stdout


@pytest.mark.parametrize("argv, message", [
    (["extract", "missing.html"], "no such file: missing.html"),
    (["extract"], "give a PAGE.html"),
    (["extract", "--corpus", "missing.jsonl.gz", "--output", "x.jsonl"], "no such corpus file"),
    (["extract", "--corpus", str(PAGE)], "--corpus needs --output"),
])
def test_mistakes_are_explained(argv, message, capsys):
    assert main(argv) == 2
    assert message in capsys.readouterr().err


def test_unknown_algorithm_lists_the_choices(capsys):
    with pytest.raises(SystemExit):
        main(["extract", str(PAGE), "--algorithm", "magic"])
    assert "choose from" in capsys.readouterr().err


def test_corpus_mode_keeps_order_and_survives_broken_pages(tmp_path):
    corpus = tmp_path / "c.jsonl.gz"
    rows = [{"id": "a", "html": PAGE.read_text(), "gold": ""},
            {"id": "b", "html": None, "gold": ""},
            {"id": "c", "html": "\x00\xff garbage", "gold": ""}]
    with gzip.open(corpus, "wt") as f:
        f.writelines(json.dumps(r) + "\n" for r in rows)
    out = tmp_path / "pred.jsonl"
    assert main(["extract", "--corpus", str(corpus), "--output", str(out)]) == 0
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert [line["id"] for line in lines] == ["a", "b", "c"]
    assert "harbour ferry" in lines[0]["text"]
    assert lines[1]["text"] == ""


def test_corpus_mode_json_writes_whole_results(tmp_path):
    corpus = tmp_path / "c.jsonl"
    corpus.write_text(json.dumps({"id": "a", "html": PAGE.read_text(), "gold": ""}) + "\n")
    out = tmp_path / "pred.jsonl"
    assert main(["extract", "--corpus", str(corpus), "--output", str(out), "--format", "json"]) == 0
    line = json.loads(out.read_text())
    assert line["id"] == "a" and line["headline"] and line["text"] == line["articleBody"]


def test_library_and_cli_do_not_import_scrapy():
    code = ("import sys, scrapy_articles, scrapy_articles.extraction, scrapy_articles.cli, "
            "scrapy_articles.evaluation; "
            "bad = [m for m in ('scrapy', 'twisted', 'itemadapter') if m in sys.modules]; "
            "print(bad); sys.exit(1 if bad else 0)")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr


def test_help_explains_every_command(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    for command in ("extract", "evaluate", "train", "crossval"):
        assert command in out


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_every_hostile_page_gives_a_json_article(name, tmp_path, capsys):
    path = tmp_path / name
    path.write_bytes(HOSTILE[name]())
    assert main(["extract", str(path), "--format", "json", "--url", "https://example.com/news/story.html"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert isinstance(data["articleBody"], str) and data["url"] == "https://example.com/news/story.html"
