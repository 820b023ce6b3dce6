"""Training data: every corpus page segmented once, with features and labels.

Input: corpus rows (``id``, ``dataset``, ``url``, ``html``, and ``gold`` or
the segments that must and must not appear, ``with`` and ``without``).
Output: :class:`PageData` per page, holding what every learned method trains
on and what evaluation needs to rebuild the extracted text. The same library
code that extracts at run time computes these features, so training and use
agree.
"""

from __future__ import annotations

import hashlib
import logging
import pickle
import re
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import numpy as np

from ..evaluation import is_annotated, read_corpus
from ..extraction.config import ExtractionConfig
from ..extraction.content import features
from ..extraction.content.classify import token_features
from ..extraction.content.clean import boilerplate_chars, byline_blocks, comment_containers
from ..extraction.content.methods import prepare
from ..extraction.content.segment import segment
from ..extraction.document.parse import parse, strip_invisible
from .labels import CONTENT_SHARE, block_shares, segment_labels

logger = logging.getLogger(__name__)
# A page archived by the Wayback Machine: its own URL follows the timestamp ("http://" may be missing).
_ARCHIVED = re.compile(r"https?://web\.archive\.org/web/[^/]+/((?:https?://)?[^/]+.*)")
# Bump when features change, so stale caches are not reused.
CACHE_VERSION = 15


@dataclass
class PageData:
    id: str
    dataset: str
    group: str  # site host where the URL is known, else the page id
    gold: str
    texts: tuple[str, ...]
    n_words: np.ndarray
    shares: np.ndarray  # label share per block
    labelled: np.ndarray  # bool per block: whether its label is known (segment pages label a few blocks)
    density: np.ndarray
    shallow: np.ndarray
    context: np.ndarray
    structure: np.ndarray  # see features.structure_features
    ttr_content: np.ndarray
    raw_density: np.ndarray
    trigrams: np.ndarray
    tags: np.ndarray
    owner: np.ndarray
    ancestors: np.ndarray
    n_chars: np.ndarray
    boilerplate_chars: np.ndarray  # per block, see clean.boilerplate_chars
    comment_containers: np.ndarray  # per block, see clean.comment_containers
    bylines: np.ndarray  # per block, see clean.byline_blocks
    element_ends: np.ndarray  # per element, see segment.Blocks

    @property
    def labels(self) -> np.ndarray:
        return self.shares >= CONTENT_SHARE


def group_of(row: dict[str, Any]) -> str:
    """The page's site: the host of its URL (of the archived URL for a web.archive.org copy).

    Without a URL, a page named after its host ("trafilatura-eval/nationnews.com-schools")
    is grouped by that host, any other by its id.
    """
    url = row.get("url")
    if url and url != "None":
        archived = _ARCHIVED.match(url)
        if archived:
            url = archived.group(1) if "://" in archived.group(1) else "http://" + archived.group(1)
        host = urlsplit(url).hostname or ""
        return host[4:] if host.startswith("www.") else host
    name = str(row["id"]).split("/", 1)[-1]
    site = name.split("-", 1)[0]
    return site if "-" in name and "." in site else str(row["id"])



def fold_of(group: str, folds: int) -> int:
    """Deterministic fold of a group (CRC32, not Python's salted hash)."""
    return zlib.crc32(group.encode("utf-8")) % folds


def build_page(row: dict[str, Any], config: ExtractionConfig) -> PageData | None:
    parsed = parse(row["html"], row.get("url") if row.get("url") != "None" else None)
    if parsed is None:
        return None
    strip_invisible(parsed.root)
    blocks = segment(parsed.root)
    if not len(blocks):
        return None
    page = prepare(parsed.source, blocks, config)
    trigrams, tags, owner = token_features(blocks)
    if row.get("gold") is None:
        shares, labelled = segment_labels(blocks.texts, row["with"], row["without"])
    else:
        shares, labelled = block_shares(blocks.texts, row["gold"]), np.ones(len(blocks), dtype=bool)
    return PageData(
        id=row["id"], dataset=row["dataset"], group=group_of(row), gold=row.get("gold") or "",
        texts=blocks.texts, n_words=blocks.n_words, shares=shares, labelled=labelled,
        density=features.density_features(blocks)[0],
        shallow=features.shallow_features(blocks)[0],
        context=features.context_features(blocks)[0],
        structure=features.structure_features(blocks, parsed.source)[0],
        ttr_content=page.ttr_content,
        raw_density=blocks.n_chars / np.maximum(blocks.markup_bytes, 1),
        trigrams=trigrams, tags=tags, owner=owner, ancestors=blocks.ancestors,
        n_chars=blocks.n_chars, boilerplate_chars=boilerplate_chars(blocks),
        comment_containers=comment_containers(blocks), bylines=byline_blocks(blocks),
        element_ends=blocks.element_ends,
    )


def load_pages(paths: list[str], cache_dir: str | None, config: ExtractionConfig) -> list[PageData]:
    """Every page of the corpora, built once and cached by corpus file and code version."""
    pages: list[PageData] = []
    for path in paths:
        cache = None
        if cache_dir:
            digest = hashlib.sha256(f"{Path(path).resolve()}:{Path(path).stat().st_size}:{CACHE_VERSION}"
                                    .encode()).hexdigest()[:16]
            cache = Path(cache_dir) / f"{Path(path).name}.{digest}.pickle"
            if cache.exists():
                with cache.open("rb") as f:
                    pages += pickle.load(f)
                continue
        built = [p for p in (build_page(row, config) for row in read_corpus(path) if is_annotated(row))
                 if p is not None]
        logger.info("built %d pages from %s", len(built), path)
        if cache is not None:
            cache.parent.mkdir(parents=True, exist_ok=True)
            with cache.open("wb") as f:
                pickle.dump(built, f, protocol=pickle.HIGHEST_PROTOCOL)
        pages += built
    return pages
