"""Page decision, the operating point: articles lost and non-articles emitted at each threshold.

For every ``min_page_probability`` in THRESHOLDS, from the training's cached
evidence rows (the models refitted, not shipped; ``emitted`` as in training):

- each fixture template measured by a model trained without it (LOTO);
- each article corpus lost by a model trained without any of it (LOCO);
- the shipped model's held-out templates and held-out pagination sites.

The rule, fixed before the figures were printed: the lowest threshold at
which the leave-one-template-out figures stay within 1 in 40 for both
non-articles emitted and articles lost. Only the LOTO columns choose; the
others are reported for the trade-off.

Usage: ``python benchmarks/pagetype_threshold.py [--cache DIR]``
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scrapy_articles.extraction.config import ExtractionConfig  # noqa: E402
from scrapy_articles.training.pagedata import LabelledPages, labelled_pages  # noqa: E402
from scrapy_articles.training.pagetype import (  # noqa: E402
    ARTICLE_CORPORA, CORPORA, DEFAULT_CACHE, DEFAULT_CORPUS, DEFAULT_FIXTURES, Figures, emitted, figures, fit,
    sample_weights, train_mask,
)

THRESHOLDS = (0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5)
BOUND = 1 / 40


def regimes(pages: LabelledPages, held_out: tuple[str, ...]) -> dict[str, list[tuple[object, LabelledPages]]]:
    """Per column, the (model, pages it measures) pairs whose figures add up to it."""
    base = train_mask(pages, held_out)
    sources, groups = np.array(pages.sources), np.array(pages.groups)
    fixtures = sources == "fixtures"

    def fitted(mask: np.ndarray) -> object:
        train = pages.take(mask)
        return fit(train.features, train.types, sample_weights(train))

    columns: dict[str, list[tuple[object, LabelledPages]]] = {"LOTO templates": []}
    for template in sorted(set(groups[fixtures])):
        in_template = fixtures & (groups == template)
        columns["LOTO templates"].append((fitted((base | fixtures) & ~in_template), pages.take(in_template)))
    for corpus in ARTICLE_CORPORA:
        columns[f"LOCO {corpus}"] = [(fitted(base & (sources != corpus)), pages.take(sources == corpus))]
    shipped = fitted(base)
    columns["held-out templates"] = [(shipped, pages.take(fixtures & np.isin(groups, held_out)))]
    columns["pagination held-out sites"] = [(shipped, pages.take((sources == "pagination") & ~base))]
    return columns


def total(pairs: list[tuple[object, LabelledPages]], config: ExtractionConfig) -> Figures:
    sums = Figures(0, 0, 0, 0)
    for model, test in pairs:
        sums += figures(emitted(model, test, config), test, config)
    return sums


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--fixtures", type=Path, default=DEFAULT_FIXTURES)
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--cache", type=Path, default=DEFAULT_CACHE)
    args = parser.parse_args()
    held_out = tuple(json.loads((args.fixtures / "labels.json").read_text())["held_out"])
    columns = regimes(labelled_pages(args.fixtures, args.corpus, CORPORA, args.cache), held_out)
    chosen = None
    for threshold in THRESHOLDS:
        config = replace(ExtractionConfig(), min_page_probability=threshold)
        print(f"threshold {threshold:.2f}")
        for name, pairs in columns.items():
            f = total(pairs, config)
            print("  " + f.line(name))
            if name == "LOTO templates" and chosen is None and f.emitted <= BOUND * f.non_articles \
                    and f.lost <= BOUND * f.articles:
                chosen = threshold
    print(f"by the rule (lowest threshold with LOTO templates within 1 in 40 of each): {chosen}")


if __name__ == "__main__":
    main()
