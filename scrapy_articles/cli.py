"""The ``scrapy-articles`` command: extract, evaluate, train, cross-validate.

It never imports Scrapy, so it starts fast. ``extract`` reads a file, standard
input or an http(s) URL and exits with :data:`EXIT_ARTICLE` when it printed an
article, :data:`EXIT_NO_ARTICLE` (with one line on stderr saying why) when the
page holds none, and :data:`EXIT_USAGE` for a mistake on the command line or
input it could not read.
"""

from __future__ import annotations

import os

# The command line owns its process: it runs BLAS on one thread, as extraction does for each of
# its products (content/classify.py, one_blas_thread), and says so before numpy loads OpenBLAS,
# which would otherwise start a thread per core that spins at start-up and costs CPU time.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import argparse  # noqa: E402  (after the environment is set)
import json
import logging
import sys
import time
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, TextIO

from . import __version__
from .cleaningflags import add_cleaning_flags, cleaning_config
from .evaluation import format_table, is_annotated, read_corpus, score_by_dataset
from .explain.command import add_parser as add_explain_parser
from .extraction import Analysis, Article
from .extraction.config import ALGORITHMS, ExtractionConfig
from .extraction.extract import analyse, assemble, extract
from .pageinput import FETCH_TIMEOUT, MAX_PAGE_BYTES, UnreadablePage, read_page
from .serve.cli import add_parser as add_serve_parser
from .training.cli import add_parsers as add_training_parsers

logger = logging.getLogger("scrapy_articles.cli")

EPILOG = """examples:
  scrapy-articles extract page.html --url https://example.com/news/1
  scrapy-articles extract https://example.com/news/1 --format json
  curl -s https://example.com/ | scrapy-articles extract - --format json
  scrapy-articles extract --corpus dragnet.jsonl.gz --output pred.jsonl
  scrapy-articles evaluate dragnet.jsonl.gz cleaneval-dev.jsonl.gz --algorithm ttr
  scrapy-articles crawl https://example.com/ -o articles.jsonl   # again later: only the new articles

exit status: 0 done (extract: an article was printed), 1 extract found no
article (why, on stderr), 2 a usage mistake or input that could not be read.
"""
EXIT_ARTICLE = 0
EXIT_NO_ARTICLE = 1
EXIT_USAGE = 2
# Fields of Article.to_dict() that describe the extraction, not the article:
# left out so that the JSON has the Scrapy item's field names (ArticleItem).
LIBRARY_ONLY_FIELDS = ("nextPageUrl", "isArticle", "pageKind", "pageProbability")  # the item keeps the kind in its stats, pageProbability in metadata
# Analysis.given_up reasons said for a user.
_SKIPPED_REASONS = {"binary content": "binary content (an image, archive or document, not HTML)",
                    "empty": "no text (an empty page or no HTML)"}


class UsageError(Exception):
    """A mistake on the command line, reported with what to do instead."""


def _progress(items: list[Any], label: str, stream: TextIO = sys.stderr) -> Iterator[Any]:
    """Yield ``items``, drawing a progress bar when ``stream`` is a terminal."""
    total = len(items)
    show = stream.isatty()
    started = time.monotonic()
    for i, item in enumerate(items, start=1):
        yield item
        if show and (i == total or i % 10 == 0):
            done = int(30 * i / max(total, 1))
            rate = i / max(time.monotonic() - started, 1e-9)
            stream.write(f"\r{label} [{'#' * done}{'.' * (30 - done)}] {i}/{total} {rate:.0f} pages/s")
            stream.flush()
    if show:
        stream.write("\n")


def no_article_reason(analysis: Analysis, article: Article, config: ExtractionConfig) -> str:
    """Why ``article`` is not one, in a few words (the page decision, then the thresholds of ``is_article_page``)."""
    if analysis.given_up:
        return _SKIPPED_REASONS.get(analysis.given_up, analysis.given_up)
    page = analysis.page_decision
    if page is not None and page.page_type not in config.page_types:
        return (f"not an article: the page is judged {page.page_type} ({page.kind}), article probability "
                f"{page.probability:.2f}; 'scrapy-articles explain' shows why")
    return (f"not an article: {len(article.text.split())} words kept (at least {config.min_article_words} "
            f"wanted), confidence {article.probability:.2f} (at least {config.min_article_probability:.2f} "
            "wanted); 'scrapy-articles explain' shows why")


def item_fields(article: Article) -> dict[str, Any]:
    """The article's fields under the Scrapy item's names, every one (empty ones null or empty), so
    that a JSON reader sees one schema; the item's ``metadata`` (about a crawl's download) is not here."""
    return {name: value for name, value in article.to_dict().items() if name not in LIBRARY_ONLY_FIELDS}


def _corpus_rows(paths: Iterable[str]) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for path in paths:
        if not Path(path).is_file():
            raise UsageError(f"no such corpus file: {path} (JSON lines with id, html, gold; .gz allowed)")
        try:
            rows += list(read_corpus(path))
        except (OSError, ValueError, UnicodeDecodeError) as exc:
            raise UsageError(f"cannot read corpus {path}: {exc}") from exc
    return rows


def _extract_rows(rows: list[dict[str, Any]], algorithm: str, config: ExtractionConfig,
                  whole: bool) -> Iterator[dict[str, Any]]:
    """One output record per corpus row, in order; a failing page gives empty text."""
    for row in _progress(rows, "extracting"):
        url = row.get("url") if row.get("url") not in (None, "None") else None
        try:
            article = extract(row.get("html") or "", url, algorithm=algorithm, config=config)
        except Exception as exc:  # one broken page must not end a corpus run
            logger.warning("page %s could not be processed (%s: %s); its text is empty",
                           row.get("id"), type(exc).__name__, exc)
            yield {"id": row.get("id"), "text": ""}
            continue
        record = {"id": row.get("id"), "text": article.text}
        if whole:
            record.update(article.to_dict())
        yield record


def cmd_extract(args: argparse.Namespace) -> int:
    config = cleaning_config(args, algorithm=args.algorithm)
    if args.corpus:
        if not args.output:
            raise UsageError("--corpus needs --output PRED.jsonl")
        rows = _corpus_rows(args.corpus)
        with open(args.output, "w", encoding="utf-8") as out:
            for record in _extract_rows(rows, args.algorithm, config, args.format == "json"):
                out.write(json.dumps(record, ensure_ascii=False) + "\n")
        return 0
    if not args.page:
        raise UsageError("give a PAGE.html, an http(s) URL (or - for standard input), "
                         "or --corpus FILES --output PRED.jsonl")
    try:
        page, fetched_from = read_page(args.page, args.timeout)
    except UnreadablePage as exc:
        raise UsageError(str(exc)) from exc
    analysis = analyse(page, args.url or fetched_from, algorithm=args.algorithm, config=config)
    article = assemble(analysis, config)
    if not article.is_article:
        print(f"scrapy-articles extract: no article in {args.page}: "
              f"{no_article_reason(analysis, article, config)}", file=sys.stderr)
        return EXIT_NO_ARTICLE
    if args.format == "json":
        print(json.dumps(item_fields(article), ensure_ascii=False, indent=1))
    else:
        print(article.text)
    return EXIT_ARTICLE


def cmd_evaluate(args: argparse.Namespace) -> int:
    rows = [r for r in _corpus_rows(args.corpus) if is_annotated(r)]
    if not rows:
        raise UsageError("the corpus has no pages with a gold text or segments to score against")
    if args.pred:
        with open(args.pred, encoding="utf-8") as f:
            predictions = {d["id"]: d.get("text") or "" for d in map(json.loads, filter(str.strip, f))}
    else:
        config = cleaning_config(args, algorithm=args.algorithm)
        predictions = {r["id"]: r["text"] for r in _extract_rows(rows, args.algorithm, config, False)}
    result = score_by_dataset(rows, predictions)
    print(json.dumps(result, indent=1) if args.json else format_table(result))
    return 0


def cmd_crawl(args: argparse.Namespace) -> int:
    from .scrapy.sitecrawl import CrawlUsageError, crawl_settings, crawl_sites  # loads Scrapy: only here

    overrides = {}
    for pair in args.set or ():
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise UsageError(f"-s {pair}: give a Scrapy setting as NAME=VALUE")
        overrides[name] = value
    if getattr(args, "verbose", False):
        overrides.setdefault("LOG_LEVEL", "DEBUG")
    # Scrapy's log handler takes over standard error; the one main() set up would print every line twice.
    for handler in logging.root.handlers[:]:
        logging.root.removeHandler(handler)
    try:
        settings = crawl_settings(args.output, args.state, overrides)
        reason = crawl_sites(args.url, settings, since=args.since, max_pages=args.max_pages)
    except CrawlUsageError as exc:
        raise UsageError(str(exc)) from exc
    return 0 if reason == "finished" else EXIT_NO_ARTICLE


def _add_crawl_parser(sub: Any) -> None:
    cr = sub.add_parser("crawl", help="crawl news sites for their articles; run again, get only the new ones",
                        description="Find each site's articles from its feeds, sitemaps (robots.txt) and section "
                                    "fronts, and write them (JSON lines on standard output by default). The "
                                    "state file remembers what was emitted: a later run fetches and writes only "
                                    "new articles and those whose sitemap or feed date changed. Scrapy's log "
                                    "goes to standard error. Exit status 1 when the crawl was cut short.")
    cr.add_argument("url", nargs="+", help="a site's start page, http(s)")
    cr.add_argument("-o", "--output", action="append", default=[], metavar="FILE[:FORMAT]",
                    help="where the articles go (repeatable); the format from the suffix (.jsonl, .json, .csv, "
                         ".rss, .atom) or after a colon (out.xml:atom). A JSON lines file grows run after run; "
                         "other formats are replaced by each run's articles")
    cr.add_argument("--max-pages", type=int, metavar="N",
                    help="requests this run sends at most (default 10000; 0: no budget)")
    cr.add_argument("--state", metavar="PATH",
                    help="the state file (default .scrapy/articles-state.sqlite; a redis:// URL keeps it in Redis; "
                         "'' for none)")
    cr.add_argument("--since", metavar="DATE", help="skip sitemap and feed entries dated before DATE (YYYY-MM-DD)")
    cr.add_argument("-s", "--set", action="append", metavar="NAME=VALUE", help="a Scrapy setting (repeatable)")
    cr.set_defaults(func=cmd_crawl)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="scrapy-articles", description="Extract clean articles from HTML pages, and measure how well.",
        epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-v", "--verbose", action="store_true", help="log what happens (to stderr)")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    ex = sub.add_parser("extract", help="print the article of a page, or extract a whole corpus",
                        description="Print the article text of PAGE (or its full result with --format json). "
                                    "With --corpus, write one {id, text} JSON line per corpus page to --output.")
    ex.add_argument("page", nargs="?", help="HTML file (gzip allowed), http(s) URL, or - for standard input")
    ex.add_argument("--url", help="the page's URL, to resolve links and images (default: the URL fetched)")
    ex.add_argument("--timeout", type=float, default=FETCH_TIMEOUT, metavar="SECONDS",
                    help=f"for a URL: seconds to wait for the server (default {FETCH_TIMEOUT:.0f}); "
                         f"at most {MAX_PAGE_BYTES:,} bytes are read")
    ex.add_argument("--algorithm", default="auto", choices=ALGORITHMS,
                    help="extraction method (default: auto, the most accurate)")
    ex.add_argument("--format", default="text", choices=("text", "json"),
                    help="text: the article, one paragraph a line; json: every field")
    add_cleaning_flags(ex)
    ex.add_argument("--corpus", nargs="+", metavar="CORPUS", help="corpus files (JSON lines, .gz allowed)")
    ex.add_argument("--output", metavar="PRED.jsonl", help="where --corpus writes its predictions")
    ex.set_defaults(func=cmd_extract)

    ev = sub.add_parser("evaluate", help="score extraction on annotated corpora (shingle and word-sequence P/R/F1)",
                        description="Extract every page of the corpora (or read --pred) and print precision, "
                                    "recall and F1 per dataset, with the same figures as the reference ruler.")
    ev.add_argument("corpus", nargs="+", metavar="CORPUS", help="annotated corpus files (JSON lines with gold)")
    ev.add_argument("--algorithm", default="auto", choices=ALGORITHMS, help="extraction method (default: auto)")
    add_cleaning_flags(ev)
    ev.add_argument("--pred", metavar="PRED.jsonl", help="score these predictions instead of extracting")
    ev.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    ev.set_defaults(func=cmd_evaluate)

    add_training_parsers(sub)
    add_explain_parser(sub)
    add_serve_parser(sub)
    _add_crawl_parser(sub)
    for subparser in sub.choices.values():  # -v after the command too; SUPPRESS keeps one given before
        subparser.add_argument("-v", "--verbose", action="store_true", default=argparse.SUPPRESS,
                               help="log what happens (to stderr)")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING,
                        format="%(levelname)s %(name)s: %(message)s")
    if not args.command:
        parser.print_help()
        return EXIT_USAGE
    try:
        return int(args.func(args))
    except UsageError as exc:
        print(f"scrapy-articles {args.command}: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
