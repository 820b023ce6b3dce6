"""Page-type benchmark: how many non-articles become items, how many articles are lost.

Every page goes through the whole extraction (``extract``), so what is
counted is what a crawl would emit: ``Article.is_article`` (page type
wanted, kept text long and sure enough).

- Held-out templates: the fixture templates the shipped model was not
  trained on (``tests/sites/pagetype/labels.json`` names them). The target:
  at most 1 in 40 non-articles emitted, at most 1 in 40 articles lost.
- Corpus articles: the loss rate on each article corpus (readability and
  CleanPortalEval are not trained on; Dragnet is, and is shown as such).
- Pagination listings: pages of the pagination corpus's sites the model was
  not trained on (see ``scrapy_articles.training.pagetype``).

Errors are listed by template and kind.

Usage: ``python benchmarks/pagetype.py [--corpora NAME...] [--fixtures DIR] [--corpus DIR]``
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

from scrapy_articles.extraction import extract  # noqa: E402
from scrapy_articles.extraction.pagetype import ARTICLE  # noqa: E402
from scrapy_articles.training.pagedata import corpus_pages, fixture_pages  # noqa: E402
from scrapy_articles.training.pagetype import (  # noqa: E402
    DEFAULT_CORPUS, DEFAULT_FIXTURES, TRAIN_CORPORA, Figures, train_mask,
)

BOUND = 1 / 40  # the target for both figures
# Fixture kinds under the names the page decision gives them (pagekinds.LIST_KINDS, OTHER_KINDS).
STAT_KIND = {"barefront": "front", "liveindex": "live", "notfound": "error"}
HELD_OUT_CORPORA = ("readability", "cleanportaleval")
KINDS: Counter[str] = Counter()


def measure(pages: list[tuple[str, str, str | None, str, str, str, str]]) -> tuple[Figures, list[str], float]:
    """Figures, the wrong pages ("id kind pageType p=..."), and seconds per page.

    Also counts, in ``KINDS``, the non-articles skipped and those whose kind was named as labelled.
    """
    counts = Counter()
    wrong = []
    started = time.process_time()
    for page_id, markup, url, page_type, kind, _, _ in pages:
        article = extract(markup, url)
        is_article = page_type == ARTICLE
        counts["articles" if is_article else "non_articles"] += 1
        if not is_article and not article.is_article:
            KINDS["skipped"] += 1
            KINDS["named"] += article.page_kind == STAT_KIND.get(kind, kind)
        if article.is_article != is_article:
            counts["lost" if is_article else "emitted"] += 1
            wrong.append(f"{page_id} ({kind}): judged {article.page_type}/{article.page_kind}, "
                         f"p={article.page_probability if article.page_probability is not None else 0:.2f}, "
                         f"{len(article.text.split())} words")
    seconds = (time.process_time() - started) / max(len(pages), 1)
    return Figures(counts["non_articles"], counts["emitted"], counts["articles"], counts["lost"]), wrong, seconds


def held_out_fixtures(fixtures: Path) -> list[tuple[str, str, str | None, str, str, str, str]]:
    held_out = json.loads((fixtures / "labels.json").read_text())["held_out"]
    return [p for p in fixture_pages(fixtures) if p[6] in held_out]


def held_out_pagination(corpus: Path) -> list[tuple[str, str, str | None, str, str, str, str]]:
    from scrapy_articles.training.pagedata import LabelledPages
    import numpy as np
    pages = corpus_pages(corpus, ("pagination",))
    labelled = LabelledPages(tuple(p[0] for p in pages), np.zeros((len(pages), 1)), np.zeros(len(pages), dtype=int),
                             tuple(p[4] for p in pages), tuple(p[5] for p in pages), tuple(p[6] for p in pages))
    trained = train_mask(labelled, ())
    return [p for p, t in zip(pages, trained) if not t]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--fixtures", type=Path, default=DEFAULT_FIXTURES)
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--corpora", nargs="*", default=[*HELD_OUT_CORPORA, *TRAIN_CORPORA])
    parser.add_argument("--errors", action="store_true", help="list every wrongly judged page")
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
    figures, pagination_wrong, _ = measure(held_out_pagination(args.corpus))
    print(figures.line("Pagination corpus, held-out sites"))
    wrong += pagination_wrong
    if args.errors:
        print("\n".join(["", "Wrongly judged:"] + wrong))


if __name__ == "__main__":
    main()
