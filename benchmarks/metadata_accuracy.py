"""Metadata accuracy on Mozilla Readability's annotated pages.

Reads a corpus of gzip JSON lines whose rows carry ``meta`` (title, byline,
lang, publishedTime) and prints a Markdown table: per field, the share of
pages with gold metadata on which the extractor's value matches exactly, and
after normalisation (case, whitespace and punctuation folded; bylines compared
as bags of words without "by"/"and"; dates compared by calendar day), and
leniently: a title equal to the gold without its " | Site" tail, bylines whose
every name appears in the gold string (gold bylines often carry dates and
roles), languages with the same primary subtag. The "extra" column counts
pages without gold where the extractor still answered.

Usage: python benchmarks/metadata_accuracy.py [CORPUS.jsonl.gz]
Our title is measured twice: with ``first_content=None`` (no article text
known yet) and with an oracle first_content (the smallest element holding the
start of the gold text's first paragraph), which shows what the position cue
adds once the content stage hands over the real first block.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import sys
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scrapy_articles.extraction.metadata import headline_candidates, read_metadata, title_field  # noqa: E402
from scrapy_articles.extraction.parse import parse, strip_invisible  # noqa: E402
from scrapy_articles.extraction.title import find_title  # noqa: E402

DEFAULT_CORPUS = "/work/shared/corpus/readability.jsonl.gz"
ORACLE_PREFIX_CHARS = 40  # characters of the gold's first line that locate it in the page
FIELDS = ("title", "byline", "lang", "publishedTime")
_BYLINE_FILLER = frozenset({"by", "and", "von", "par", "por", "und", "et"})
# A site-name separator in a <title>: "Headline | Site", "Headline - Site".
_SEPARATOR = re.compile(r"\s+(?:[|\-\u2013\u2014\u00b7\u2022\u00bb/:_]|::)\s+|\s+_")

Predict = Callable[[dict[str, Any]], dict[str, str | None]]


def _fold(text: str) -> str:
    text = "".join(c if not unicodedata.category(c).startswith("P") else " "
                   for c in unicodedata.normalize("NFKC", text).casefold())
    return " ".join(text.split())


def _normal(field: str, value: str) -> Any:
    if field == "publishedTime":
        return value.strip()[:10]
    if field == "byline":
        return sorted(w for w in _fold(value).split() if w not in _BYLINE_FILLER)
    if field == "lang":
        return value.strip().replace("_", "-").casefold()
    return _fold(value)


def _oracle_first_content(root: Any, gold: str) -> Any:
    """The smallest element whose text holds the start of the gold's first line."""
    lines = [line for line in gold.splitlines() if line.strip()]
    if not lines:
        return None
    prefix = " ".join(lines[0].split())[:ORACLE_PREFIX_CHARS]
    found = None
    for el in root.iter():
        if not isinstance(el.tag, str):
            continue
        text = " ".join(el.text_content().split())
        if prefix in text and (found is None or len(text) <= found[0]):
            found = (len(text), el)
    return found[1] if found else None


def _lenient(field: str, got: str, gold: str) -> bool:
    if bool(_normal(field, got) == _normal(field, gold)):
        return True
    if field == "title":
        cuts = [m.start() for m in _SEPARATOR.finditer(gold)]
        return any(_fold(gold[:cut]) == _fold(got) for cut in cuts)
    if field == "byline":
        words = set(_fold(gold).split())
        return all(set(_fold(name).split()) <= words for name in got.split(", "))
    if field == "lang":
        return _normal(field, got).split("-")[0] == _normal(field, gold).split("-")[0]
    return False


def ours(row: dict[str, Any], with_position: bool) -> dict[str, str | None]:
    page = parse(row["html"], row["url"])
    if page is None:
        return {}
    meta = read_metadata(page.root, row["url"])
    field, declared = title_field(page.root), headline_candidates(page.root)
    strip_invisible(page.root)
    first = _oracle_first_content(page.root, row.get("gold") or "") if with_position else None
    return {
        "title": find_title(page.root, field, declared, first, site_name=meta.site_name),
        "byline": ", ".join(meta.authors) or None,
        "lang": meta.language,
        "publishedTime": meta.date_published,
    }


def trafilatura_predict(row: dict[str, Any]) -> dict[str, str | None]:
    import trafilatura

    doc = trafilatura.bare_extraction(row["html"], url=row["url"], with_metadata=True)
    if doc is None:
        return {}
    data = doc if isinstance(doc, dict) else doc.as_dict()
    author = data.get("author")
    return {"title": data.get("title"), "byline": author.replace("; ", ", ") if author else None,
            "lang": data.get("language"), "publishedTime": data.get("date")}


def score(rows: list[dict[str, Any]], predict: Predict) -> dict[str, tuple[int, ...]]:
    """Per field: (pages with gold, exact, normalised, lenient matches, extra answers)."""
    counts = {f: [0, 0, 0, 0, 0] for f in FIELDS}
    for row in rows:
        predicted = predict(row)
        for f in FIELDS:
            gold, got = (row["meta"].get(f) or "").strip(), (predicted.get(f) or "").strip()
            c = counts[f]
            if not gold:
                c[4] += bool(got)
                continue
            c[0] += 1
            c[1] += got == gold
            c[2] += bool(got) and _normal(f, got) == _normal(f, gold)
            c[3] += bool(got) and _lenient(f, got, gold)
    return {f: tuple(c) for f, c in counts.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="?", default=DEFAULT_CORPUS)
    args = parser.parse_args()
    with gzip.open(args.corpus, "rt", encoding="utf-8") as lines:
        rows = [r for r in map(json.loads, lines) if r.get("meta")]
    systems: dict[str, Predict] = {
        "ours (first_content=None)": lambda r: ours(r, False),
        "ours (oracle first_content)": lambda r: ours(r, True),
    }
    try:
        import trafilatura
        systems[f"trafilatura {trafilatura.__version__} bare_extraction"] = trafilatura_predict
    except ImportError:
        print("trafilatura not installed: skipped", file=sys.stderr)
    print(f"{len(rows)} pages from {args.corpus}\n")
    print("| system | field | pages with gold | exact | normalised | lenient | extra (no gold) |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for name, predict in systems.items():
        for f, (n, *matches, extra) in score(rows, predict).items():
            shares = " | ".join(f"{k / n:.1%}" if n else "n/a" for k in matches)
            print(f"| {name} | {f} | {n} | {shares} | {extra} |")


if __name__ == "__main__":
    main()
