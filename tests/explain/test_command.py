from __future__ import annotations

import argparse
import io
import subprocess
import sys
from pathlib import Path

import pytest

from scrapy_articles.explain import add_parser

from .conftest import PAGES, URL


def run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="scrapy-articles")
    add_parser(parser.add_subparsers(dest="command"))
    args = parser.parse_args(argv)
    return int(args.func(args))


def test_explain_writes_the_report(tmp_path: Path) -> None:
    out = tmp_path / "why.html"
    assert run(["explain", str(PAGES / "article.html"), "--url", URL, "--algorithm", "ttr", "-o", str(out)]) == 0
    assert "River barrier passes its first test" in out.read_text(encoding="utf-8")


def test_explain_reads_standard_input(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO((PAGES / "article.html").read_bytes())))
    out = tmp_path / "why.html"
    assert run(["explain", "-", "--algorithm", "ttr", "--output", str(out)]) == 0
    assert "(no URL given)" in out.read_text(encoding="utf-8")


@pytest.mark.parametrize("page, output, message", [
    ("missing.html", "why.html", "no such file: missing.html"),
    (str(PAGES / "article.html"), "nowhere/why.html", "folder"),
])
def test_explain_reports_mistakes(tmp_path: Path, capsys: pytest.CaptureFixture[str], page: str, output: str,
                                  message: str) -> None:
    assert run(["explain", page, "--algorithm", "ttr", "-o", str(tmp_path / output)]) == 2
    assert message in capsys.readouterr().err


def test_output_is_required() -> None:
    with pytest.raises(SystemExit):
        run(["explain", str(PAGES / "article.html")])


def test_explain_never_imports_scrapy() -> None:
    code = ("import sys, scrapy_articles.explain; "
            "sys.exit(any(m == 'scrapy' or m.startswith(('scrapy.', 'twisted')) for m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0
