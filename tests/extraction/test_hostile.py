"""Hostile pages through every method: an Article each, nothing leaked, limits that hold.

The pages are in ``tests/hostile/`` (small ones as files, big and binary ones
made by its ``generate.py``). For each page and method the outcome is the
one written in OUTCOMES: given up, read in part or whole, which text reaches the blocks (so a
page never loses text silently) and which never does. Timings are measured by
``benchmarks/fuzz.py --hostile``, not asserted here. The regular expressions
of the library are fed long adversarial runs to show none backtracks
catastrophically.
"""

from __future__ import annotations

import functools
import importlib
import pkgutil
import re
import time
from dataclasses import dataclass

import pytest

import scrapy_articles.extraction as extraction
import scrapy_articles.scrapy as scrapy_side
from scrapy_articles.extraction import ALGORITHMS, Article, ExtractionConfig, analyse
from scrapy_articles.extraction.extract import assemble
from scrapy_articles.extraction.document.parse import TOO_LONG, is_binary, parse
from scrapy_articles.extraction.lazyregex import LazyPattern
from tests.hostile.generate import FIRST_WORDS, LAST_WORDS, hostile_pages
from tests.hostile.properties import algorithm_params, check_html_is_inert, check_secret_unread

URL = "https://example.com/news/story.html"
PAGES = hostile_pages()
STORY = "harbour ferry returned to service"
ACCENTED = "Caf\u00e9 cr\u00e8me na\u00efve \u201cquoted\u201d \u2013 Stra\u00dfe"


@dataclass(frozen=True)
class Outcome:
    """What a page gives: why it was given up or read in part, text that must and must never reach the blocks."""

    given_up: str | None = None
    truncated: str | None = None
    present: tuple[str, ...] = ()
    absent: tuple[str, ...] = ()


EMPTY = Outcome(given_up="empty")
OUTCOMES = {
    "bad-urls.html": Outcome(present=(STORY, "Read more or Print.")),
    "billion-laughs.html": Outcome(present=(STORY,), absent=("lollol",)),
    "comments-only.html": EMPTY,
    "cp1252-no-charset.html": Outcome(present=("Caf\u00e9 cr\u00e8me \u201cquoted\u201d \u2013 \u20ac5 na\u00efve",)),
    "empty.html": EMPTY,
    "external-entity.html": Outcome(present=(STORY, "before", "after"), absent=("root:",)),
    # Frames are invisible; the noframes text is for browsers without frames.
    "frameset.html": Outcome(absent=("alert",)),
    "invalid-utf8.html": Outcome(present=("Caf\u00e9 \u2013 na\u00efve \u6f22\u5b57", "end")),
    "json.html": Outcome(present=('{"headline": "Ferry returns"',)),
    "no-body.html": Outcome(present=(STORY, "Second paragraph without any body tag")),
    "nul-bytes.html": Outcome(present=("nul bytes between words", STORY)),
    # Everything after <plaintext> is text, markup included, as in a browser.
    "plaintext.html": Outcome(present=(STORY, "<p>raw <b>tags</b></p>")),
    "scripts-only.html": Outcome(absent=("not text", "NewsArticle", "enable javascript", "color")),
    "unknown-charsets.html": Outcome(present=("Caf\u00e9 with a charset that is no text codec",)),
    "utf16-bom.html": Outcome(present=("Utf sixteen \u6f22\u5b57 caf\u00e9",)),
    "whitespace.html": EMPTY,
    "wrong-charset-latin1.html": Outcome(present=(ACCENTED,)),
    # A wrong legacy charset gives that charset's reading, as in a browser.
    "wrong-charset-sjis.html": Outcome(present=("Caf",)),
    "wrong-charset-utf8.html": Outcome(present=(ACCENTED,)),
    "xml-declaration.html": Outcome(present=("Caf\u00e9 na\u00efve d\u00e9j\u00e0 vu", STORY)),
    # Binary files are not read as text: their bytes would pass for words;
    # nor are text-like file formats, known by their signature.
    "image.png": Outcome(given_up="binary content"),
    "document.pdf": Outcome(given_up="binary content"),
    "binary-garbage.bin": Outcome(given_up="binary content"),
    # Read up to max_chars: the first paragraph is kept, the last is past the cut.
    "huge-20mb.html": Outcome(truncated="longer than max_chars", present=(FIRST_WORDS,), absent=(LAST_WORDS,)),
    "nesting-10000.html": Outcome(present=("Deep text", STORY, LAST_WORDS)),
    "nesting-inline-10000.html": Outcome(present=("Deep text", STORY, LAST_WORDS)),
    "nested-tables-1000.html": Outcome(present=("Cell text", STORY, LAST_WORDS)),
    "attribute-10mb.html": Outcome(present=(STORY, LAST_WORDS), absent=("aaaa",)),
    "one-line-5mb.html": Outcome(present=(FIRST_WORDS, STORY, LAST_WORDS)),
    # The first unclosed <script swallows the rest of the page, as in a browser.
    "unclosed-scripts-100k.html": Outcome(present=(STORY, "word"), absent=(LAST_WORDS,)),
}


@functools.lru_cache(maxsize=None)
def page(name: str) -> bytes:
    return PAGES[name]()


def test_every_hostile_page_has_a_written_outcome():
    assert set(OUTCOMES) == set(PAGES)


# The pages of megabytes take about a second a method: the shipped default reads them in the
# fast loop, every method with --full (CI).
BIG_PAGES = ("huge-20mb.html", "one-line-5mb.html")


def outcome_cases() -> list:
    """(page, algorithm) parameters, ids "page-algorithm"; the big pages' other methods slow."""
    cases = []
    for algorithm in algorithm_params(ALGORITHMS):
        (method,) = algorithm.values
        for name in sorted(OUTCOMES):
            slow = [pytest.mark.slow] if name in BIG_PAGES and method != "auto" else []
            cases.append(pytest.param(name, method, marks=[*algorithm.marks, *slow], id=f"{name}-{method}"))
    return cases


@pytest.mark.parametrize("name, algorithm", outcome_cases())
def test_hostile_page_gives_its_outcome(name, algorithm):
    analysis = analyse(page(name), URL, algorithm=algorithm)
    article = assemble(analysis)
    expected = OUTCOMES[name]
    assert isinstance(article, Article)
    assert (analysis.given_up, analysis.truncated) == (expected.given_up, expected.truncated)
    blocks = " ".join(analysis.page.blocks.texts) if analysis.page else ""
    assert [w for w in expected.present if w not in blocks] == []
    assert [w for w in expected.absent if w in blocks or w in article.text] == []
    check_html_is_inert(article)
    check_secret_unread(article)


def test_page_over_max_chars_is_read_up_to_the_cut():
    config = ExtractionConfig()
    parsed = parse(page("huge-20mb.html"), URL, max_chars=config.max_chars)
    assert parsed.truncated == TOO_LONG
    assert len(parsed.source) <= config.max_chars


def test_analysis_says_the_page_was_cut():
    assert "max_chars" in (analyse(page("huge-20mb.html"), URL, algorithm="ttr").truncated or "")


@pytest.mark.parametrize("extra, skipped", [(0, None), (1, "too many elements")])
def test_pages_over_max_elements_are_skipped_with_the_reason(extra, skipped):
    markup = "<html><body>" + "<br>" * 98 + "</body></html>"  # html, body and 98 br: 100 elements
    config = ExtractionConfig(max_elements=100 - extra)
    assert analyse(markup, algorithm="ttr", config=config).given_up == skipped


def test_default_element_limit_skips_before_the_costly_stages():
    config = ExtractionConfig()
    analysis = analyse("<p>Text</p>" + "<br>" * config.max_elements, URL, algorithm="ttr")
    assert analysis.given_up == "too many elements"
    assert assemble(analysis).text == ""


@pytest.mark.parametrize("markup, binary", [
    (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" * 100, True),
    ("<p>text</p>\x00\x01\x02" * 100, True),
    ("<html>\x00<body><p>" + "a stray NUL between words, " * 20 + "</p></body></html>", False),
    ("<p>caf\u00e9</p>".encode("utf-16"), False),  # NULs of UTF-16 behind its byte order mark
    (b"", False),
])
def test_binary_files_are_told_from_text(markup, binary):
    assert is_binary(markup) == binary


@pytest.mark.parametrize("budget, skipped", [(0.0, "over the time budget"), (60.0, None)])
def test_pages_over_the_time_budget_are_given_up_with_the_reason(budget, skipped):
    markup = '<html lang="de"><body><p>' + "Words of the story. " * 50 + "</p></body></html>"
    analysis = analyse(markup, URL, algorithm="ttr", config=ExtractionConfig(time_budget=budget))
    assert analysis.given_up == skipped
    assert (analysis.decision is None) == (skipped is not None)
    assert analysis.metadata.language == "de"  # what was read before the budget ran out is kept


# Long runs of what a pattern reads are where backtracking blows up: each
# probe character, each literal word of the pattern, and pairs that alternate
# between classes, repeated to 100k characters, alone and followed by a
# character that makes the match fail at the very end.
RUN_CHARS = 100_000
PROBES = list("aA09_-./:;,!?<>&#=\"'()[]{}|+*~@$%^\\ \n\t") + ["\xa0", "\u00e9", "\u6f22"]
PAIRS = ("a ", "a-", "a.", "a0", "0.", "0 ", "<a", "a>", "=a", "&#", "a\n", "-_", "Aa", "( ) ")
ENDS = ("", "\x00")
# Literal words of a pattern tried, longest first: long alternations of
# vocabulary scan alike, and the check stays within seconds per pattern.
MAX_WORDS = 16
# The check is about growth, not speed (the machines are noisy): a run ten
# times longer may take at most GROWTH_LIMIT times as long (linear: 10,
# quadratic: 100). Runs scanned within FAST_SECONDS pass whatever their growth,
# and a run whose quadratic forecast exceeds HANG_SECONDS is not tried: it fails.
GROWTH_LIMIT = 40
FAST_SECONDS = 0.05  # CPU seconds of the longer run of a pair: only ever slower under load
HANG_SECONDS = 30.0
TIMINGS = 3  # best of, before a pattern is convicted: noise only ever adds
# Run lengths tried in turn, the last three RUN_STEP apart; a short first run
# lets an exponential pattern fail in a second instead of hanging.
RUN_STEP = 10
LADDER = (20, 1_000, RUN_CHARS // RUN_STEP, RUN_CHARS)


def library_patterns() -> dict[str, re.Pattern]:
    """Every compiled pattern of the extraction library and of the Scrapy side (which reads pages'
    text too when it merges pages, deduplicates and exports), by module and name."""
    patterns: dict[str, re.Pattern] = {}
    infos = [*pkgutil.walk_packages(extraction.__path__, f"{extraction.__name__}."),
             *pkgutil.walk_packages(scrapy_side.__path__, f"{scrapy_side.__name__}.")]
    for info in infos:
        module = importlib.import_module(info.name)
        name = info.name.removeprefix(f"{extraction.__name__}.").removeprefix("scrapy_articles.")
        for attribute, value in vars(module).items():
            if isinstance(value, LazyPattern):  # compiled where first used (lazyregex.py)
                value = value.compiled()
            if isinstance(value, re.Pattern) and value not in patterns.values():
                patterns[f"{name}.{attribute}"] = value
    return patterns


def adversarial_units(pattern: re.Pattern) -> list[tuple[str, str]]:
    """(unit, end) pairs: the subject is the unit repeated, then the end."""
    source = pattern.pattern if isinstance(pattern.pattern, str) else pattern.pattern.decode("latin-1")
    chars = sorted(set(PROBES) | {c for c in source if c.isprintable()})
    words = sorted(set(re.findall(r"[A-Za-z]{2,}", source)), key=lambda w: (-len(w), w))[:MAX_WORDS]
    units = [(c, end) for c in chars for end in ENDS] + [(p, "") for p in PAIRS]
    return units + [(w + " ", "") for w in words]


def scan_seconds(pattern: re.Pattern, text: str, timings: int = 1) -> float:
    """Best CPU seconds of a full scan (every match, then a match at the start) of ``text``."""
    subject = text if isinstance(pattern.pattern, str) else text.encode("utf-8")
    best = float("inf")
    for _ in range(timings):
        start = time.process_time()
        for _ in pattern.finditer(subject):
            pass
        pattern.match(subject)
        best = min(best, time.process_time() - start)
    return best


def _subject(unit: str, end: str, length: int) -> str:
    return unit * (length // len(unit)) + end


def _grows_too_fast(shorter: float, longer: float) -> bool:
    """Whether a run RUN_STEP times longer took too long: slower than FAST_SECONDS and over GROWTH_LIMIT times."""
    return longer > FAST_SECONDS and longer > GROWTH_LIMIT * max(shorter, 1e-6)


def superlinear(pattern: re.Pattern, unit: str, end: str) -> str | None:
    """How the scan time of ``unit`` repeated grows along LADDER, if faster than linear.

    Every pair of runs RUN_STEP apart is judged as soon as the longer is timed,
    so a quadratic pattern is convicted on the shorter pair without paying for
    the longest run, and a linear one still climbs to RUN_CHARS.
    """
    times: list[float] = []
    for i, length in enumerate(LADDER):
        if times and times[-1] * (length / LADDER[i - 1]) ** 2 > HANG_SECONDS:
            return f"{unit!r}*{length // len(unit)}+{end!r}: forecast over {HANG_SECONDS}s"
        times.append(scan_seconds(pattern, _subject(unit, end, length)))
        if i and length == RUN_STEP * LADDER[i - 1] and _grows_too_fast(*times[-2:]):
            # Timed again, best of TIMINGS, before a verdict: one noisy run is no proof.
            times[-2:] = [scan_seconds(pattern, _subject(unit, end, n), TIMINGS) for n in LADDER[i - 1:i + 1]]
            if _grows_too_fast(*times[-2:]):
                growth = times[-1] / max(times[-2], 1e-6)
                return (f"{unit!r}*{length // len(unit)}+{end!r}: {times[-1]:.2f}s, "
                        f"{growth:.0f}x the run ten times shorter")
    return None


PATTERNS = library_patterns()


def test_the_library_has_patterns_to_check():
    assert len(PATTERNS) > 20


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(PATTERNS))
def test_regular_expression_is_linear_on_long_adversarial_runs(name):
    pattern = PATTERNS[name]
    for unit, end in adversarial_units(pattern):
        # One slow run convicts the pattern; the rest would only cost time.
        assert superlinear(pattern, unit, end) is None


@pytest.mark.parametrize("pattern", [re.compile(r"(?:a+)+b"), re.compile(r"\s*x\s*$|a")])
def test_the_check_convicts_exponential_and_quadratic_patterns(pattern):
    verdicts = [superlinear(pattern, unit, end) for unit, end in (("a", ""), (" ", ""))]
    assert any(verdicts)


def test_the_reasons_are_named_kinds_whose_values_the_stats_and_messages_use():
    from scrapy_articles.extraction.document.parse import Truncated
    from scrapy_articles.extraction.extract import GivenUp
    given_up = analyse(b"", URL).given_up
    assert given_up is GivenUp.EMPTY and f"{given_up}" == "empty"
    cut = analyse("<p>" + "word " * 400 + "</p>", URL, config=ExtractionConfig(max_chars=100)).truncated
    assert cut is Truncated.TOO_LONG and str(cut).replace(" ", "_") == "longer_than_max_chars"
