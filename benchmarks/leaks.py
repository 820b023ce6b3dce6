"""Leak report: what the shipped extraction puts in ``articleBody`` that the annotators left out, by kind.

Every page of each development corpus is extracted as shipped (``auto``,
default configuration). Each line of the text whose words the gold text
does not hold is a leak, and is sorted into the first kind it fits, judged
from the page itself, not from the extraction's own rules (tidy.py), so
that the report can catch what those rules miss:

- ``headline``: the page's ``<title>``, an ``<h1>`` or ``og:title`` text;
- ``caption``: the text of a ``figcaption`` or of an element whose class
  says caption or credit, or a credit ("Photo: ...", "Getty Images");
- ``read-more``: a "Read more: ..." / "Related: ..." / "Lesen Sie auch" line;
- ``pagination``: "Page 2 of 3", "Continued from page 1", "1 / 13";
- ``teaser``: text that is all one link of three words or more (another
  story's headline), or a line inside a list of such links;
- ``byline``: a short line naming an author ("By ...") or holding a date;
- ``widget``: share, comment, subscription, newsletter, advert and tag lines;
- ``other``: any other line the gold lacks.

A line "the gold lacks" is one whose words (lower-cased ``\\w+`` runs) do
not occur, in order, in the gold text. On the segment corpus
(``segments/trafilatura-eval``: no gold text, strings that must and must
not appear), a leak is a must-not segment the text holds. The table gives,
per corpus and kind, the leaked lines and (in brackets) the pages holding
one.

With ``--pred FILE`` (JSON lines ``id``, ``text``: what ``scrapy-articles
crossval --predictions`` writes), the texts are those, not the shipped
extraction's: the shipped model was trained on these pages, out-of-fold
texts show what held-back pages get.

Usage: ``python benchmarks/leaks.py [--corpus DIR] [--only NAME,...] [--pred FILE] [--json]``.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from lxml import html

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks import pages  # noqa: E402
from scrapy_articles.extraction import extract  # noqa: E402

KINDS = ("headline", "caption", "read-more", "pagination", "teaser", "byline", "widget", "other")
MAX_SHORT_WORDS = 25  # words of a byline or widget line; longer lines are paragraphs
MIN_HEADLINE_LINK_WORDS = 3  # words of a link that reads as another story's headline

_WORDS = re.compile(r"\w+")
_CREDIT = re.compile(r"\b(?:photo|photograph|picture|image|credit|foto|bild)s?\s*(?:by)?\s*[:©]|©|getty images"
                     r"|\bap photo|reuters|shutterstock|\(photo", re.I)
_READ_MORE = re.compile(r"^\W*(?:read more|read also|also read|related|see also|more|read next|lesen sie auch"
                        r"|mehr zum thema|weiterlesen)\b\s*[:»›|>-]", re.I)
_PAGINATION = re.compile(r"\b(?:page|seite)\s*\d+\s*(?:of|von|/)\s*\d+|continued (?:from|on) page|^\W*\d+\s*/\s*\d+\W*$"
                         r"|\b(?:next|previous) (?:page|image|photo|slide)", re.I)
_BYLINE = re.compile(r"^\W*(?:by|von|posted by|written by|words by)\s|\b(?:19|20)\d\d\b|\d{1,2}:\d\d"
                     r"|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}\b|\bupdated\b", re.I)
_WIDGET = re.compile(r"\b(?:share|tweet|comments?|subscribe|sign up|newsletter|advert|advertisement|sponsored"
                     r"|tags|topics|follow us|affiliate|commission|cookie|all rights reserved|kommentar|anzeige"
                     r"|abonnieren|teilen)\b", re.I)
_CAPTION_CLASS = re.compile(r"caption|credit|cutline", re.I)


def words(text: str) -> str:
    """Lower-cased word runs joined by spaces, padded so that word matches are whole."""
    return " " + " ".join(_WORDS.findall(text.lower())) + " "


def page_evidence(markup: str) -> dict[str, set[str]]:
    """The texts of the page's headlines, captions, headline links and link-list items, as :func:`words`."""
    evidence: dict[str, set[str]] = {"headline": set(), "caption": set(), "teaser": set()}
    try:
        root = html.fromstring(markup)
    except (ValueError, html.etree.ParserError):
        return evidence
    for el in root.iter():
        tag = el.tag
        if not isinstance(tag, str):
            continue  # a comment or processing instruction
        if tag in ("title", "h1"):
            evidence["headline"].add(words(el.text_content()))
        elif tag == "meta" and el.get("property") == "og:title":
            evidence["headline"].add(words(el.get("content", "")))
        elif tag == "figcaption" or _CAPTION_CLASS.search(el.get("class", "")):
            evidence["caption"].add(words(el.text_content()))
        elif tag == "a":
            text = el.text_content()
            if len(text.split()) >= MIN_HEADLINE_LINK_WORDS:
                evidence["teaser"].add(words(text))
    return evidence


def kind_of(line: str, evidence: dict[str, set[str]]) -> str:
    """The first kind (KINDS) that a leaked line fits."""
    said = words(line)
    n_words = len(said.split())
    if said in evidence["headline"] or any(said.strip() and said in h for h in evidence["headline"] if n_words > 2):
        return "headline"
    if said in evidence["caption"] or any(n_words > 2 and said in c for c in evidence["caption"]) \
            or (n_words <= MAX_SHORT_WORDS and _CREDIT.search(line)):
        return "caption"
    if _READ_MORE.search(line):
        return "read-more"
    if n_words <= MAX_SHORT_WORDS and _PAGINATION.search(line):
        return "pagination"
    if said in evidence["teaser"]:
        return "teaser"
    if n_words <= MAX_SHORT_WORDS and _BYLINE.search(line):
        return "byline"
    if n_words <= MAX_SHORT_WORDS and _WIDGET.search(line):
        return "widget"
    return "other"


def leaked_lines(row: dict[str, Any], text: str) -> list[str]:
    """The lines of ``text`` the gold lacks; on a segment page, the must-not segments it holds."""
    if row.get("without") is not None:
        said = " ".join(text.split())
        return [segment for segment in row["without"] if " ".join(segment.split()) in said]
    gold = words(row.get("gold") or "")
    return [line for line in text.splitlines() if words(line).strip() and words(line) not in gold]


def leaks(row: dict[str, Any], text: str | None = None) -> Counter[str]:
    """Leaked lines of one page by kind; ``text`` is the shipped extraction's if not given."""
    if text is None:
        text = extract(row["html"], row.get("url")).text
    lines = leaked_lines(row, text)
    evidence = page_evidence(row["html"]) if lines else {}
    return Counter(kind_of(line, evidence) for line in lines)


def read_predictions(path: Path) -> dict[str, str]:
    with path.open(encoding="utf-8") as f:
        return {row["id"]: row["text"] for row in map(json.loads, f) if row.get("id")}


def corpus_rows(folder: Path, name: str) -> list[dict[str, Any]]:
    """The annotated rows of a corpus: gold text, or must / must-not segments."""
    return [row for row in pages.read_rows(folder, name) if row.get("gold") or row.get("without") is not None]


def report(folder: Path, only: list[str] | None, predicted: dict[str, str] | None = None
           ) -> dict[str, dict[str, list[int]]]:
    """Per corpus and kind: [leaked lines, pages with one], and the corpus' page count under "pages"."""
    table: dict[str, dict[str, list[int]]] = {}
    names = pages.corpus_names(folder) + [f"segments/{n}" for n in pages.corpus_names(folder / "segments")]
    for name in names:
        if only and name.removeprefix("segments/") not in only:
            continue
        rows = corpus_rows(folder, name)
        if predicted is not None:
            rows = [row for row in rows if row["id"] in predicted]
        if not rows:
            continue
        counts = {kind: [0, 0] for kind in KINDS}
        for row in rows:
            text = predicted[row["id"]] if predicted is not None else None
            for kind, n in leaks(row, text).items():
                counts[kind][0] += n
                counts[kind][1] += 1
        counts["pages"] = [len(rows), len(rows)]
        table[name.removeprefix("segments/")] = counts
    return table


def markdown(table: dict[str, dict[str, list[int]]]) -> str:
    lines = ["| corpus | pages | " + " | ".join(KINDS) + " |", "|---" * (len(KINDS) + 2) + "|"]
    for name, counts in table.items():
        cells = " | ".join(f"{counts[k][0]} ({counts[k][1]})" for k in KINDS)
        lines.append(f"| {name} | {counts['pages'][0]} | {cells} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=pages.DEFAULT_CORPUS, help="the corpus folder")
    parser.add_argument("--only", help="comma-separated corpus names")
    parser.add_argument("--pred", type=Path, help="texts to judge (crossval --predictions' METHOD.jsonl), "
                        "not the shipped extraction's")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a Markdown table")
    args = parser.parse_args(argv)
    predicted = read_predictions(args.pred) if args.pred else None
    table = report(args.corpus, args.only.split(",") if args.only else None, predicted)
    print(json.dumps(table, indent=1) if args.json else markdown(table))
    return 0


if __name__ == "__main__":
    sys.exit(main())
