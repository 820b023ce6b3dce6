"""Tests for lazyregex.py: a pattern compiled at its first use behaves as the compiled one, and the
library's import leaves most of its patterns uncompiled."""

import re
import subprocess
import sys
import types

import pytest

from scrapy_articles.extraction.lazyregex import LazyPattern, compile_lazily

CASES = [
    (r"(?P<word>\bpage)\s*(\d+)", re.I, "See PAGE 12, then page 3."),
    (rb"<\x00[!?a-zA-Z]\x00", 0, b"<\x00h\x00t\x00m\x00l\x00"),
    (r"^\s*by\s+", re.I | re.M, "Intro\n  By Jane Doe\nby John"),
]


@pytest.mark.parametrize("pattern, flags, subject", CASES)
def test_a_lazy_pattern_answers_as_the_compiled_one(pattern, flags, subject):
    lazy, compiled = compile_lazily(pattern, flags), re.compile(pattern, flags)
    empty = subject[:0]
    assert lazy.search(subject).span() == compiled.search(subject).span()
    assert lazy.match(subject) is None and compiled.match(subject) is None or \
        lazy.match(subject).group(0) == compiled.match(subject).group(0)
    assert lazy.fullmatch(subject) == compiled.fullmatch(subject) is None
    assert lazy.findall(subject) == compiled.findall(subject)
    assert [m.span() for m in lazy.finditer(subject)] == [m.span() for m in compiled.finditer(subject)]
    assert lazy.sub(empty, subject) == compiled.sub(empty, subject)
    assert lazy.subn(empty, subject) == compiled.subn(empty, subject)
    assert lazy.split(subject) == compiled.split(subject)
    assert (lazy.pattern, lazy.flags, lazy.groups, lazy.groupindex) == \
        (compiled.pattern, compiled.flags, compiled.groups, compiled.groupindex)
    assert lazy.compiled() is compiled  # re.compile's own cache: one compiled pattern


def test_a_lazy_pattern_is_compiled_at_its_first_use_only():
    lazy = compile_lazily(r"never seen before \d{3}")
    assert isinstance(lazy, LazyPattern)
    assert "search" not in vars(lazy)  # nothing read yet: not compiled
    assert lazy.search("x never seen before 123").group(0) == "never seen before 123"
    # Copied into the instance: later reads find the compiled pattern's methods without __getattr__.
    assert vars(lazy)["match"] == lazy.compiled().match


def test_a_bad_pattern_fails_where_it_is_used_with_re_error():
    lazy = compile_lazily(r"(unclosed")
    with pytest.raises(re.error):
        lazy.search("unclosed")


def test_the_defining_module_gets_the_compiled_pattern_at_its_first_use():
    module = types.ModuleType("patterns_of_a_test")
    exec("from scrapy_articles.extraction.lazyregex import compile_lazily\n"
         "WORDS = compile_lazily(r'\\w+')\n"
         "HELD = (WORDS,)\n", vars(module))
    assert isinstance(module.WORDS, LazyPattern)
    assert module.WORDS.findall("two words") == ["two", "words"]
    assert module.WORDS is re.compile(r"\w+")  # later calls go to the compiled pattern itself
    assert module.HELD[0].findall("held too") == ["held", "too"]  # a copy held elsewhere still answers


def test_the_library_compiles_few_of_its_patterns_at_import():
    # In a fresh interpreter: this one's tests have used the patterns already.
    script = (
        "import sys\n"
        "import scrapy_articles.extraction.extract\n"
        "from scrapy_articles.extraction.lazyregex import LazyPattern\n"
        "waiting = [v for m in list(sys.modules.values()) if m and m.__name__.startswith('scrapy_articles')\n"
        "           for v in vars(m).values() if isinstance(v, LazyPattern) and 'search' not in vars(v)]\n"
        "print(len(waiting))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert int(done.stdout) > 150  # of the library's 200 module-level patterns, all but those read at import


def test_no_extraction_module_compiles_a_pattern_at_import():
    """A module-level ``re.compile`` under extraction/ would be paid by every process's start-up
    again (docs/speed.md, Start-up): the library's patterns are compiled at their first use."""
    import ast
    from pathlib import Path

    import scrapy_articles.extraction as extraction
    eager = []
    for path in sorted(Path(extraction.__file__).parent.rglob("*.py")):
        for statement in ast.parse(path.read_text(encoding="utf-8")).body:
            for node in ast.walk(statement) if isinstance(statement, (ast.Assign, ast.AnnAssign, ast.Expr)) else ():
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                        node.func.attr == "compile" and getattr(node.func.value, "id", None) == "re":
                    eager.append(f"{path.name}:{node.lineno}")
    assert not eager
