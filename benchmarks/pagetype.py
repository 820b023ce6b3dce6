"""Page-type benchmark: how many non-articles become items, how many articles are lost.

Every page goes through the whole extraction (``extract``), so what is
counted is what a crawl would emit: ``Article.is_article`` (page type
wanted, kept text long and sure enough).

- Held-out templates: the fixture templates the shipped model was not
  trained on (``tests/sites/pagetype/labels.json`` names them). The target:
  at most 1 in 40 non-articles emitted, at most 1 in 40 articles lost.
- Corpus articles: the loss rate on each article corpus (readability and
  CleanPortalEval are not trained on; Dragnet is, and is shown as such),
  and on the trafilatura evaluation pages of the sites not trained on.
- Pagination listings: pages of the pagination corpus's sites the model was
  not trained on (see ``scrapy_articles.training.pagetype``).
- With ``--loco``: each article corpus lost by a model trained without any
  of it (from the training's cached evidence rows, so the model is refitted,
  not shipped): Dragnet and the trafilatura pages measured whole.

Errors are listed by template and kind.

Usage: ``python benchmarks/pagetype.py [--corpora NAME...] [--fixtures DIR] [--corpus DIR] [--errors] [--loco]``
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scrapy_articles.extraction.article import Article  # noqa: E402
from scrapy_articles.extraction.extract import DEFAULT_CONFIG, Analysis, analyse, assemble, is_article_page  # noqa: E402
from scrapy_articles.extraction.page.decision import ARTICLE  # noqa: E402
from scrapy_articles.training.pagedata import corpus_pages, fixture_pages  # noqa: E402
from scrapy_articles.training.pagetype import (  # noqa: E402
    CORPORA, DEFAULT_CACHE, DEFAULT_CORPUS, DEFAULT_FIXTURES, TRAIN_CORPORA, Figures, leave_one_corpus_out,
    trained_site,
)

BOUND = 1 / 40  # the target for both figures
# Fixture kinds under the names the page decision gives them (pagekinds.LIST_KINDS, OTHER_KINDS).
STAT_KIND = {"barefront": "front", "liveindex": "live", "notfound": "error"}
HELD_OUT_CORPORA = ("readability", "cleanportaleval")
KINDS: Counter[str] = Counter()


def measure(pages: list[tuple[str, str, str | None, str, str, str, str]]) -> tuple[Figures, list[str], float]:
    """Figures, the wrong pages ("id kind pageType p=..."), and seconds per page.

    Also counts, in ``KINDS``, the non-articles skipped and those whose kind was named as labelled.
    The figures' ``lost_to_text``: articles whose kept text is too short or unsure (the body's
    thresholds), lost whatever the page decision says.
    """
    counts = Counter()
    wrong = []
    started = time.process_time()
    for page_id, markup, url, page_type, kind, _, _ in pages:
        analysis = analyse(markup, url)
        article = assemble(analysis)
        is_article = page_type == ARTICLE
        counts["articles" if is_article else "non_articles"] += 1
        if not is_article and not article.is_article:
            KINDS["skipped"] += 1
            KINDS["named"] += article.page_kind == STAT_KIND.get(kind, kind)
        if article.is_article != is_article:
            counts["lost" if is_article else "emitted"] += 1
            counts["text_gate"] += is_article and not _text_holds(analysis, article)
            wrong.append(f"{page_id} ({kind}): judged {article.page_type}/{article.page_kind}, "
                         f"p={article.page_probability if article.page_probability is not None else 0:.2f}, "
                         f"{len(article.text.split())} words")
    seconds = (time.process_time() - started) / max(len(pages), 1)
    figures = Figures(counts["non_articles"], counts["emitted"], counts["articles"], counts["lost"], counts["text_gate"])
    return figures, wrong, seconds


def _text_holds(analysis: Analysis, article: Article) -> bool:
    """Whether the kept text holds the body's thresholds (extract.is_article_page without the page type)."""
    kept = analysis.page.blocks.n_words[analysis.decision.selected] if analysis.page and analysis.decision else []
    return is_article_page(int(sum(kept)), article.probability, None, DEFAULT_CONFIG)


def held_out_fixtures(fixtures: Path) -> list[tuple[str, str, str | None, str, str, str, str]]:
    held_out = json.loads((fixtures / "labels.json").read_text())["held_out"]
    return [p for p in fixture_pages(fixtures) if p[6] in held_out]


def held_out_sites(corpus: Path, name: str) -> list[tuple[str, str, str | None, str, str, str, str]]:
    """The pages of a corpus split by site (training.pagetype.SITE_SPLIT_CORPORA) on the sites not trained on."""
    return [p for p in corpus_pages(corpus, (name,)) if not trained_site(p[6])]


def print_loco(fixtures: Path, corpus: Path, cache: Path) -> None:
    from scrapy_articles.training.pagedata import labelled_pages
    held_out = tuple(json.loads((fixtures / "labels.json").read_text())["held_out"])
    print("\nLeave one corpus out (models refitted on the cached evidence, each without the corpus measured):")
    for name, figures in leave_one_corpus_out(labelled_pages(fixtures, corpus, CORPORA, cache), held_out):
        print("  " + figures.line(name))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--fixtures", type=Path, default=DEFAULT_FIXTURES)
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--corpora", nargs="*", default=[*HELD_OUT_CORPORA, *TRAIN_CORPORA])
    parser.add_argument("--errors", action="store_true", help="list every wrongly judged page")
    parser.add_argument("--loco", action="store_true", help="also leave each article corpus out of training")
    parser.add_argument("--cache", type=Path, default=DEFAULT_CACHE, help="the training's evidence rows")
    args = parser.parse_args()
    held, wrong, seconds = measure(held_out_fixtures(args.fixtures))
    print(held.line("Held-out templates"))
    ok = held.emitted <= BOUND * held.non_articles and held.lost <= BOUND * held.articles
    print(f"  target (at most 1 in 40 of each): {'met' if ok else 'NOT met'}; {1000 * seconds:.1f} ms a page")
    print(f"  kinds named as labelled: {KINDS['named']} of the {KINDS['skipped']} non-articles skipped")
    for name in args.corpora:
        figures, corpus_wrong, _ = measure(corpus_pages(args.corpus, (name,)))
        trained = " (trained on)" if name in TRAIN_CORPORA else " (held out)"
        print(figures.line(f"Corpus {name}{trained}"))
        wrong += corpus_wrong
    figures, trafilatura_wrong, _ = measure(held_out_sites(args.corpus, "segments/trafilatura-eval"))
    print(figures.line("Trafilatura evaluation pages, held-out sites"))
    wrong += trafilatura_wrong
    figures, pagination_wrong, _ = measure(held_out_sites(args.corpus, "pagination"))
    print(figures.line("Pagination corpus, held-out sites"))
    wrong += pagination_wrong
    if args.loco:
        print_loco(args.fixtures, args.corpus, args.cache)
    if args.errors:
        print("\n".join(["", "Wrongly judged:"] + wrong))


if __name__ == "__main__":
    main()
