"""Labelled pages for the page-type model: fixtures, corpus articles and listings.

Input: the page-type fixture set (``tests/sites/pagetype``: the site
templates, labelled by type and kind), the article corpora (every page with
gold text is an article; CleanPortalEval marks its section fronts as holding
none) and the pagination corpus (forum, shop and blog listings; the few
articles among them listed in :data:`PAGINATION_ARTICLES`). Output:
:class:`LabelledPages`: one evidence row per page with its type, kind,
source and group (the template or site, for holding whole sites out).

Reading every page takes a minute; the rows are cached by the hash of the
extraction's code and upstream models, so a change to either reads them again.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import numpy as np

from ..evaluation import read_corpus
from ..extraction.extract import analyse
from ..extraction.page import evidence as pagefeatures
from ..extraction.page.decision import ARTICLE, ARTICLE_LIST, MODEL_NAME, OTHER, PAGE_TYPES

logger = logging.getLogger(__name__)

# The pagination corpus's pages that hold one article (read by hand from
# their URLs and text): the rest are listings, shops and home pages.
PAGINATION_ARTICLES = frozenset({"pagination/83", "pagination/84", "pagination/132", "pagination/150",
                                 "pagination/155", "pagination/168"})
# Left out: forum threads and single-post blog views (a discussion or one
# post shown as a list page), which are neither clearly one article nor a list.
PAGINATION_UNCLEAR = frozenset({"pagination/1", "pagination/2", "pagination/3", "pagination/38",
                                "pagination/42", "pagination/62", "pagination/64", "pagination/39",
                                "pagination/40", "pagination/157", "pagination/170", "pagination/171",
                                "pagination/97", "pagination/169"})
# Pages of the pagination corpus that are not lists: a company page, a
# player's statistics, a product, a shop front, an institution's pages, and
# (re-screened in session 32) a firm's brand page, a services firm's and a
# software product's home pages, written as promotion.
PAGINATION_OTHER = frozenset({"pagination/4", "pagination/48", "pagination/135", "pagination/160",
                              "pagination/178", "pagination/179", "pagination/21", "pagination/120",
                              "pagination/172"})
# The source of the fixture templates written after the model first shipped
# and measured on it before anything was tuned: held out of every training.
SEALED = "sealed"
NO_ARTICLE_MARK = "contains no article"  # CleanPortalEval's gold on a section front
# Corpora annotated by segments, not gold text: every page holds main text
# (its "with" segments) and is read as an article here; the training gives
# the pages CORPUS_KINDS labels their kinds (training.pagetype.training_pages).
SEGMENT_CORPORA = frozenset({"trafilatura-eval"})
# The corpus pages that are not articles (home, about, product, recipe,
# wiki... pages; the trafilatura evaluation pages first), screened by hand by the procedure in
# docs/pagetype.md: one JSON line per page, {"id", "kind", "reason"}.
CORPUS_KINDS = Path(__file__).resolve().parents[2] / "benchmarks" / "pagetype_corpus_kinds.jsonl"
# The corpora screened by that procedure, every page read (docs/pagetype.md): their
# labelled non-articles are in CORPUS_KINDS, every other page of theirs is an article.
# Dragnet was screened by steps 1 and 2 on every page and step 3 on 83 candidates
# (session 31); its clear non-articles are labelled (session 32), its posts holding a
# recipe are left as the corpus labels them, articles (docs/pagetype.md).
SCREENED_CORPORA = ("trafilatura-eval", "cleaneval-dev", "readability", "cleanportaleval", "dragnet")
# Their kinds that are lists of teasers; every other kind is neither an article nor a list.
CORPUS_LIST_KINDS = frozenset({"listing"})
# An archived page's host is the archive's: its site is the archived URL's.
_ARCHIVED = re.compile(r"^https?://web\.archive\.org/web/[^/]+/(.+)$")


@dataclass(frozen=True)
class LabelledPages:
    """Evidence rows and their labels, indexed alike."""

    ids: tuple[str, ...]
    features: np.ndarray  # float (n, len(FEATURES))
    types: np.ndarray  # int (n,), index into PAGE_TYPES
    kinds: tuple[str, ...]
    sources: tuple[str, ...]  # "fixtures", "dragnet", "pagination"...
    groups: tuple[str, ...]  # template or site: held out whole

    def take(self, mask: np.ndarray) -> LabelledPages:
        index = np.flatnonzero(mask)
        pick = lambda values: tuple(values[i] for i in index)  # noqa: E731
        return LabelledPages(pick(self.ids), self.features[index], self.types[index], pick(self.kinds),
                             pick(self.sources), pick(self.groups))


def corpus_kinds(path: Path = CORPUS_KINDS) -> dict[str, str]:
    """Page id -> kind of every corpus page labelled as not an article."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return {row["id"]: row["kind"] for row in map(json.loads, filter(str.strip, lines))}


def labelled_type(kind: str) -> str:
    """The page type of a labelled non-article kind."""
    return ARTICLE_LIST if kind in CORPUS_LIST_KINDS else OTHER


def relabelled_rows(pages: list[tuple[str, str, str | None, str, str, str, str]],
                    kinds: dict[str, str]) -> list[tuple[str, str, str | None, str, str, str, str]]:
    """The pages with each labelled non-article given its type and kind."""
    return [(page_id, markup, url, labelled_type(kinds[page_id]), kinds[page_id], source, group)
            if page_id in kinds else (page_id, markup, url, page_type, kind, source, group)
            for page_id, markup, url, page_type, kind, source, group in pages]


def relabelled(pages: LabelledPages, kinds: dict[str, str]) -> LabelledPages:
    """The rows with each labelled non-article given its type and kind."""
    types = np.array([PAGE_TYPES.index(labelled_type(kinds[i])) if i in kinds else t
                      for i, t in zip(pages.ids, pages.types)], dtype=pages.types.dtype)
    return replace(pages, types=types, kinds=tuple(kinds.get(i, k) for i, k in zip(pages.ids, pages.kinds)))


def _row(markup: str, url: str | None) -> np.ndarray:
    analysis = analyse(markup, url)
    if analysis.page_decision is None:
        return np.zeros(len(pagefeatures.FEATURES))
    return analysis.page_decision.evidence.features


def held_out_templates(labels: dict[str, Any]) -> tuple[str, ...]:
    """The templates the shipped model does not train on: labels.json's ``held_out`` but its ``trained``.

    ``trained`` names the held-out and sealed templates read since (their
    misses pinned and studied): no longer honest held-out data, they are
    training templates like the first four. A template written later is
    held out until it is named there.
    """
    return _untrained(labels, "held_out")


def sealed_templates(labels: dict[str, Any]) -> tuple[str, ...]:
    """The templates no training and no fold of a tuning rule reads: labels.json's ``sealed`` but its ``trained``."""
    return _untrained(labels, "sealed")


def _untrained(labels: dict[str, Any], key: str) -> tuple[str, ...]:
    """The templates labels.json lists under ``key`` that it does not name ``trained``, in its order."""
    trained = set(labels.get("trained", ()))
    return tuple(t for t in labels.get(key, ()) if t not in trained)


def fixture_pages(root: Path) -> list[tuple[str, str, str | None, str, str, str, str]]:
    """(id, markup, url, type, kind, source, group) of every fixture page.

    The source is ``fixtures``, or SEALED for the templates labels.json
    seals and does not name as trained since: those no training, and no
    fold of a tuning rule, reads.
    """
    labels = json.loads((root / "labels.json").read_text(encoding="utf-8"))
    sealed = set(sealed_templates(labels))
    rows = []
    for template, pages in sorted(labels["templates"].items()):
        source = SEALED if template in sealed else "fixtures"
        for name, page in sorted(pages.items()):
            markup = (root / template / name).read_text(encoding="utf-8")
            url = f"https://{template}.example{page['url']}"
            rows.append((f"fixtures/{template}/{name}", markup, url, page["type"], page["kind"], source, template))
    return rows


def corpus_pages(corpus: Path, names: tuple[str, ...]) -> list[tuple[str, str, str | None, str, str, str, str]]:
    """(id, markup, url, type, kind, source, group) of every page of the named corpora.

    A name may be a path under ``corpus`` (``segments/trafilatura-eval``):
    the source is its last part.
    """
    rows = []
    for path in names:
        name = path.rsplit("/", 1)[-1]
        for page in read_corpus(str(corpus / f"{path}.jsonl.gz")):
            site = _site(page) if name in SEGMENT_CORPORA else urlsplit(page.get("url") or "").hostname or page["id"]
            if name in SEGMENT_CORPORA:
                page_type, kind = ARTICLE, ARTICLE
            elif name == "pagination":
                if page["id"] in PAGINATION_UNCLEAR:
                    continue
                kind = (ARTICLE if page["id"] in PAGINATION_ARTICLES else
                        "other" if page["id"] in PAGINATION_OTHER else "listing")
                page_type = ARTICLE if kind == ARTICLE else OTHER if kind == "other" else ARTICLE_LIST
            elif not page["gold"].strip() or NO_ARTICLE_MARK in page["gold"]:
                page_type, kind = ARTICLE_LIST, "section"
            else:
                page_type, kind = ARTICLE, ARTICLE
            rows.append((page["id"], page["html"], page.get("url"), page_type, kind, name, f"{name}/{site}"))
    return rows


def _site(page: dict[str, object]) -> str:
    """The page's site (host name, "www." dropped; an archived page's own), or its id when it has no URL."""
    url = str(page.get("url") or "")
    archived = _ARCHIVED.match(url)
    host = urlsplit(archived.group(1) if archived else url).hostname or ""
    return host.removeprefix("www.") or str(page["id"])


def _cache_key(pages: list[tuple[str, str, str | None, str, str, str, str]]) -> str:
    """Hash of the pages and of what the rows depend on: stale caches are not reused.

    The rows are the whole extraction's output (the text decision's blocks,
    the body's probability), so the key holds the extraction's code and its
    shipped models but the page-type model's own: retraining ``auto`` or the
    block check reads every page again.
    """
    digest = hashlib.sha256()
    package = Path(pagefeatures.__file__ or "").resolve().parents[1]
    models = package / "models"
    for path in sorted(package.rglob("*.py")) + sorted(models.glob("*.npz")):
        if path.name != f"{MODEL_NAME}.npz":
            digest.update(path.relative_to(package).as_posix().encode() + b"\0" + path.read_bytes())
    for page_id, markup, url, *_ in pages:
        digest.update(f"{page_id}\0{url}\0".encode() + markup.encode("utf-8", "replace"))
    return digest.hexdigest()[:16]


def labelled_pages(fixtures: Path, corpus: Path, names: tuple[str, ...], cache: Path | None) -> LabelledPages:
    """Every page's evidence and labels, read once and cached under ``cache``."""
    pages = fixture_pages(fixtures) + corpus_pages(corpus, names)
    cached = cache / f"pagetype-{_cache_key(pages)}.npz" if cache else None
    ids = tuple(p[0] for p in pages)
    if cached and cached.exists():
        with np.load(cached, allow_pickle=False) as data:
            if tuple(data["ids"].tolist()) == ids:
                features = data["features"]
                return _labelled(pages, features)
    features = np.zeros((len(pages), len(pagefeatures.FEATURES)))
    for i, (page_id, markup, url, *_rest) in enumerate(pages):
        features[i] = _row(markup, url)
        if i % 200 == 0:
            logger.info("page evidence: %d of %d", i, len(pages))
    if cached:
        cached.parent.mkdir(parents=True, exist_ok=True)
        np.savez_compressed(cached, ids=np.array(ids), features=features)
    return _labelled(pages, features)


def _labelled(pages: list[tuple[str, str, str | None, str, str, str, str]], features: np.ndarray) -> LabelledPages:
    return LabelledPages(
        tuple(p[0] for p in pages), features, np.array([PAGE_TYPES.index(p[3]) for p in pages]),
        tuple(p[4] for p in pages), tuple(p[5] for p in pages), tuple(p[6] for p in pages))
