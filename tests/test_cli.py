"""The command line: extract a page or a corpus; clear errors; fast start."""

from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from scrapy_articles import __version__
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


# What extract of a page file must not load: the other commands' work (reports, training, the service, a
# crawl), the web client (urllib.request brings http.client, ssl and email) and the scoring's arithmetic.
# Whole processes pay for every import at start-up (benchmarks/speed.py process).
NOT_FOR_EXTRACT = ("scrapy", "twisted", "scrapy_articles.scrapy", "scrapy_articles.explain.report",
                   "scrapy_articles.explain.sample", "scrapy_articles.training.commands", "scrapy_articles.serve.app",
                   "scrapy_articles.pagefetch", "urllib.request", "http.client", "ssl", "email", "statistics",
                   "fractions", "difflib")
# The modules the parser registers the other commands from: each small, the work they name loaded on use.
REGISTERING = {"scrapy_articles.explain", "scrapy_articles.explain.command", "scrapy_articles.explain.doubt",
               "scrapy_articles.training", "scrapy_articles.training.cli", "scrapy_articles.serve",
               "scrapy_articles.serve.cli", "scrapy_articles.serve.config"}


def test_extract_of_a_page_loads_only_what_it_needs():
    code = "\n".join([
        "import contextlib, io, json, sys",
        "from scrapy_articles.cli import main",
        "with contextlib.redirect_stdout(io.StringIO()) as out:",
        f"    status = main(['extract', {str(PAGE)!r}])",
        "print(json.dumps({'status': status, 'printed': len(out.getvalue()), 'modules': sorted(sys.modules)}))"])
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    found = json.loads(run.stdout)
    assert found["status"] == 0 and found["printed"] > 500  # the page's article was printed
    loaded = set(found["modules"])
    assert not {m for m in loaded for bad in NOT_FOR_EXTRACT if m == bad or m.startswith(bad + ".")}
    assert {m for m in loaded if m.startswith(("scrapy_articles.explain", "scrapy_articles.training",
                                               "scrapy_articles.serve"))} <= REGISTERING


# Loaded at their first use, not with the library: a process that reads no date runs no network
# (``--help``, an empty page) pays for neither at start-up (docs/speed.md, Start-up).
LOADED_ON_USE = ("dateutil", "threadpoolctl")


def test_help_and_an_empty_page_load_neither_dateutil_nor_threadpoolctl(tmp_path):
    empty = tmp_path / "empty.html"
    empty.write_text("")
    code = "\n".join([
        "import contextlib, io, json, sys",
        "from scrapy_articles.cli import main",
        "with contextlib.redirect_stdout(io.StringIO()), contextlib.suppress(SystemExit):",
        "    main(['--help'])",
        "with contextlib.redirect_stdout(io.StringIO()):",
        f"    status = main(['extract', {str(empty)!r}])",
        f"print(json.dumps([status, [m for m in {LOADED_ON_USE!r} if m in sys.modules]]))",
        "from scrapy_articles import extract",
        "page = '<html><head><meta property=\"article:published_time\" content=\"2015-07-24T05:36:09+01:00\">'",
        "article = extract(page + '<p>' + 'A sentence of the story. ' * 40 + '</p>', 'https://example.com/a')",
        "print(json.dumps([article.metadata.date_published, [m for m in " + repr(LOADED_ON_USE) + " if m in sys.modules]]))"])
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    before, after = map(json.loads, run.stdout.splitlines())
    assert before == [1, []]  # the empty page has no article (exit status 1), and nothing was loaded
    assert after == ["2015-07-24T05:36:09+01:00", list(LOADED_ON_USE)]  # loaded where the page needed them


def test_the_command_line_runs_blas_on_one_thread_from_its_start():
    """numpy is loaded after the command line has set its process up: OpenBLAS then starts no
    thread pool (whose threads spin at start-up and cost a whole process CPU time), and importing
    the package alone loads no numpy at all."""
    code = "\n".join([
        "import sys, scrapy_articles",
        "print('numpy' in sys.modules)",
        "import scrapy_articles.cli",
        "from threadpoolctl import threadpool_info",
        "print(sorted({info['num_threads'] for info in threadpool_info() if info['user_api'] == 'blas'}))"])
    env = {key: value for key, value in os.environ.items() if key != "OPENBLAS_NUM_THREADS"}
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env)
    assert run.stdout.split("\n")[:2] == ["False", "[1]"]


def test_help_explains_every_command(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    for command in ("extract", "evaluate", "train", "crossval"):
        assert command in out


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_every_hostile_page_gives_a_json_article_or_says_why_not(name, tmp_path, capsys):
    path = tmp_path / name
    path.write_bytes(HOSTILE[name]())
    status = main(["extract", str(path), "--format", "json", "--url", "https://example.com/news/story.html"])
    out, err = capsys.readouterr()
    if status == 0:
        data = json.loads(out)
        assert isinstance(data["articleBody"], str) and data["url"] == "https://example.com/news/story.html"
    else:
        assert (status, out) == (1, "")
        assert err.startswith(f"scrapy-articles extract: no article in {path}: ") and err.count("\n") == 1


# The command line as a user runs it: a child process, files of every kind,
# and URLs on a local server.

FLOOD = Path(__file__).parents[1] / "example_project" / "site" / "news" / "flood-defences.html"
NOT_ARTICLE = Path(__file__).parents[1] / "example_project" / "site" / "index.html"
PNG = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10\x00\x00\x00\x10\x08\x06\x00\x00\x00\x1f\xf3\xffa"


def cli(*argv, stdin=b""):
    return subprocess.run([sys.executable, "-m", "scrapy_articles.cli", *argv], input=stdin, capture_output=True,
                          timeout=120)


class _Pages(BaseHTTPRequestHandler):
    """/flood.html in Latin-1 (said in the header only), a PNG, a page too large, a slow page, a redirect to ftp."""

    def do_GET(self):  # noqa: N802
        if self.path == "/slow.html":
            time.sleep(3)
        routes = {
            "/flood.html": ("text/html; charset=iso-8859-1",
                            FLOOD.read_text(encoding="utf-8").replace("£", "\xa3").encode("latin-1", "replace")),
            "/flood.html.gz": ("application/gzip", gzip.compress(FLOOD.read_bytes())),
            "/image.png": ("image/png", PNG),
            "/index.html": ("text/html", NOT_ARTICLE.read_bytes()),
            "/huge.html": ("text/html", b"<p>" + b"word " * 2_100_000),
            "/slow.html": ("text/html", FLOOD.read_bytes()),
        }
        if self.path == "/to-ftp.html":
            self.send_response(302)
            self.send_header("Location", "ftp://127.0.0.1/flood.html")
            self.end_headers()
            return
        if self.path not in routes:
            self.send_error(404)
            return
        content_type, body = routes[self.path]
        self.send_response(200)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format, *args):  # noqa: A002
        pass


class _QuietServer(ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        pass  # the client gives up on the huge and the slow page on purpose


@pytest.fixture(scope="module")
def server():
    httpd = _QuietServer(("127.0.0.1", 0), _Pages)
    httpd.daemon_threads = True
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


def no_article(run, why):
    assert (run.returncode, run.stdout) == (1, b""), run.stderr
    lines = run.stderr.decode().splitlines()
    assert len(lines) == 1 and lines[0].startswith("scrapy-articles extract: no article in ") and why in lines[0]


@pytest.mark.parametrize("make, why", [
    (lambda tmp: tmp / "empty.html", "no text"),
    (lambda tmp: tmp / "image.png", "binary content"),
    (lambda tmp: NOT_ARTICLE, "not an article: the page is judged articleList"),
])
@pytest.mark.parametrize("verbose", [[], ["-v"]])
def test_no_article_says_why_with_its_own_exit_status(make, why, verbose, tmp_path):
    (tmp_path / "empty.html").write_bytes(b"")
    (tmp_path / "image.png").write_bytes(PNG)
    no_article(cli("extract", str(make(tmp_path)), *verbose), why)


def test_gzipped_html_is_read(tmp_path):
    (tmp_path / "page.html.gz").write_bytes(gzip.compress(FLOOD.read_bytes()))
    run = cli("extract", str(tmp_path / "page.html.gz"))
    assert run.returncode == 0 and b"A flood barrier that took three years" in run.stdout
    broken = tmp_path / "broken.gz"
    broken.write_bytes(gzip.compress(FLOOD.read_bytes())[:200])
    run = cli("extract", str(broken))
    assert run.returncode == 2 and b"does not decompress" in run.stderr


@pytest.mark.parametrize("argv, message", [
    (["extract", "."], b". is a directory"),
    (["extract", "ftp://127.0.0.1/page.html"], b"only http(s) URLs"),
    (["extract", "file:///etc/hostname"], b"only http(s) URLs"),
])
def test_unreadable_input_is_a_usage_error(argv, message):
    run = cli(*argv)
    assert run.returncode == 2 and message in run.stderr and run.stdout == b""


def test_version_and_verbose_on_either_side_of_the_command(tmp_path):
    run = cli("--version")
    assert run.returncode == 0 and run.stdout.decode().strip() == f"scrapy-articles {__version__}"
    page = tmp_path / "page.html.gz"
    page.write_bytes(gzip.compress(FLOOD.read_bytes()))
    for argv in (["-v", "extract", str(page)], ["extract", str(page), "-v"], ["extract", "-v", str(page)]):
        assert b"gzip data" in cli(*argv).stderr
    assert b"gzip data" not in cli("extract", str(page)).stderr


def test_a_url_is_fetched(server):
    run = cli("extract", f"{server}/flood.html", "--format", "json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert data["url"] == f"{server}/flood.html"  # links and images resolve against it
    assert data["headline"].startswith("New £11m flood barrier")  # the header's charset was used
    assert data["images"][0]["url"] == f"{server}/img/flood-barrier-800.png"


def test_json_fields_are_the_items(server):
    from scrapy_articles.scrapy.items import ITEM_FIELDS, article_item

    run = cli("extract", f"{server}/flood.html.gz", "--format", "json")
    data = json.loads(run.stdout)
    assert set(data) == set(ITEM_FIELDS) - {"metadata"}
    assert {k: v for k, v in data.items() if k in article_item(data)} == dict(article_item(data))


@pytest.mark.parametrize("path, argv, why", [
    ("/image.png", [], "no article in {server}/image.png: binary content"),
    ("/index.html", [], "no article in {server}/index.html: not an article"),
    ("/missing.html", [], "error: could not fetch {server}/missing.html: Not Found"),
    ("/to-ftp.html", [], "error: could not fetch {server}/to-ftp.html: redirected to a non-http(s) URL"),
    ("/huge.html", [], "is larger than 10,000,000 bytes"),
    ("/slow.html", ["--timeout", "0.5"], "error: could not fetch {server}/slow.html: timed out"),
])
def test_urls_that_give_no_article(server, path, argv, why):
    run = cli("extract", server + path, *argv)
    assert run.returncode == (1 if "no article" in why else 2) and run.stdout == b""
    lines = run.stderr.decode().splitlines()
    assert len(lines) == 1 and why.format(server=server) in lines[0], lines


def test_the_training_commands_do_not_import_the_command_line():
    """No import cycle: the command line imports the training commands lazily, never the reverse."""
    code = ("import sys, scrapy_articles.training.cli; "
            "print('scrapy_articles.cli' in sys.modules)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"


def test_the_command_line_registers_the_training_commands_without_loading_them():
    """training.cli adds train, train-story and crossval to the parser; their work loads only when one of them runs."""
    code = ("import sys, scrapy_articles.cli as c; "
            "print(sorted(c.build_parser()._subparsers._group_actions[0].choices)); "
            "print(sorted(m for m in sys.modules if m.startswith('scrapy_articles.training.')))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    commands, loaded = result.stdout.splitlines()
    assert commands == str(sorted(["crawl", "crossval", "evaluate", "explain", "extract", "serve", "train",
                                   "train-story"]))
    assert loaded == str(["scrapy_articles.training.cli"])


def test_training_on_too_few_sites_is_a_usage_mistake(tmp_path):
    page = {"id": "one", "dataset": "one-site", "url": "http://one.test/a",
            "html": "<html><body><p>Some words of the story.</p></body></html>",
            "gold": "Some words of the story."}
    corpus = tmp_path / "one-site.jsonl"
    corpus.write_text(json.dumps(page) + "\n")
    run = cli("train", str(corpus), "--output", str(tmp_path / "models"))
    assert run.returncode == 2 and run.stdout == b""
    assert run.stderr.decode().startswith("scrapy-articles train: error: training needs pages from more sites")
    assert not (tmp_path / "models").exists()
