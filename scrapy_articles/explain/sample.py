"""Explain, sample: reports of a crawl's doubtful pages, a bounded sample of them.

Input: one doubtful page at a time (its :class:`Analysis`, :class:`Article`,
the doubt's name and the :class:`ExtractionConfig` it ran with). Output: a
folder of self-contained reports, at most ``capacity`` of them, with
``index.jsonl`` (one JSON object a report: url, reason, probability, words,
file) and ``index.html`` listing them; both are rewritten after every
change, so the folder is whole even if the crawl is killed.

The sample is uniform over all the doubtful pages offered (reservoir
sampling, Vitter's algorithm R, ACM TOMS 1985): the first ``capacity`` are
written, and the n-th after them replaces a random one with probability
capacity/n. A crawl of n doubtful pages thus renders about
capacity·(1 + ln(n/capacity)) reports, not n. The random generator has a
fixed seed: the same pages in the same order give the same sample.

One sample per folder and process: two samplers sharing a folder would
overwrite each other's index.
"""

from __future__ import annotations

import hashlib
import json
import logging
import random
import re
from dataclasses import asdict, dataclass
from html import escape
from pathlib import Path
from urllib.parse import urlsplit

from ..extraction.article import Article
from ..extraction.config import ExtractionConfig
from ..extraction.extract import Analysis
from .assets import source_hash
from .doubt import DESCRIPTIONS, kept_words
from .report import build_report, write_atomically

logger = logging.getLogger(__name__)

INDEX_JSONL = "index.jsonl"
INDEX_HTML = "index.html"
SEED = 11  # any fixed value: the sample must not change from one run to the next
SLUG_CHARS = 60  # of host and path in a file name: readable in a listing, short enough for any file system
HASH_CHARS = 12  # hex digits of SHA-256: 48 bits, no collision among a crawl's sampled URLs
NO_URL = "page"  # the slug of a page without a URL

# Runs of anything but lower-case ASCII letters and digits become one dash,
# so a file name can hold no separator, dot-dot or reserved character.
_UNSAFE = re.compile(r"[^a-z0-9]+")

INDEX_CSS = ("body{font:14px/1.45 system-ui,sans-serif;margin:24px}table{border-collapse:collapse}"
             "th,td{text-align:left;padding:3px 12px 3px 0;vertical-align:top}"
             "td.url{overflow-wrap:anywhere;max-width:60em}")


@dataclass(frozen=True)
class Entry:
    """One report of the sample, as index.jsonl lists it."""

    url: str | None
    reason: str
    probability: float
    words: int
    file: str


@dataclass(frozen=True)
class Offer:
    """What became of an offered page: written or not, and the report it replaced."""

    written: Entry | None = None
    evicted: Entry | None = None


def report_name(url: str | None, key: str | bytes = b"") -> str:
    """A safe file name for the report of ``url``: a slug of host and path, then a hash.

    The hash is of the URL (of ``key`` when there is no URL), so one URL
    always gets one name and two URLs never share it.
    """
    slug = ""
    if url:
        try:
            parts = urlsplit(url)
            slug = _UNSAFE.sub("-", f"{parts.hostname or ''} {parts.path}".lower())
        except ValueError:  # a malformed URL (bad IPv6 host) still gets its hash
            pass
        seed = url.encode("utf-8", "surrogatepass")
    else:
        seed = key.encode("utf-8", "surrogatepass") if isinstance(key, str) else key
    slug = slug.strip("-")[:SLUG_CHARS].strip("-")
    digest = hashlib.sha256(seed).hexdigest()[:HASH_CHARS]
    return f"{slug or NO_URL}-{digest}.html"


class ReportSample:
    """Write reports of doubtful pages into ``directory``, keeping a uniform sample of ``capacity``."""

    def __init__(self, directory: str | Path, capacity: int, seed: int = SEED):
        if capacity < 0:
            raise ValueError(f"capacity must be >= 0, not {capacity}")
        self.directory = Path(directory)
        self.capacity = capacity
        self.offered = 0  # doubtful pages offered, the reservoir's n
        self._random = random.Random(seed)
        self._entries: list[Entry] = []

    @property
    def entries(self) -> tuple[Entry, ...]:
        return tuple(self._entries)

    def offer(self, analysis: Analysis, article: Article, reason: str,
              config: ExtractionConfig, key: str | bytes = b"") -> Offer:
        """Consider one doubtful page; write its report if the sample takes it.

        ``key`` names a page without a URL (its markup, say). A URL already in
        the sample is not offered again. Raises ``OSError`` when the folder
        cannot be written; a report that could not be written is not listed.
        """
        name = report_name(analysis.url, key)
        if any(entry.file == name for entry in self._entries):
            return Offer()
        self.offered += 1
        slot = len(self._entries)
        if slot >= self.capacity:
            slot = self._random.randrange(self.offered)
            if slot >= self.capacity:
                return Offer()
        entry = Entry(analysis.url, reason, round(article.probability, 4), kept_words(analysis), name)
        self.directory.mkdir(parents=True, exist_ok=True)
        note = f"Written during a crawl as doubtful ({reason}): {DESCRIPTIONS.get(reason, reason)}."
        write_atomically(self.directory / name, build_report(analysis, article, config, note))
        evicted = self._entries[slot] if slot < len(self._entries) else None
        if evicted is None:
            self._entries.append(entry)
        else:
            self._entries[slot] = entry
            (self.directory / evicted.file).unlink(missing_ok=True)
        self._write_index()
        logger.debug("report of %s (%s) written to %s", analysis.url, reason, name)
        return Offer(entry, evicted)

    def _listed(self) -> list[Entry]:
        return sorted(self._entries, key=lambda e: (e.reason, e.url or "", e.file))

    def _write_index(self) -> None:
        listed = self._listed()
        write_atomically(self.directory / INDEX_JSONL,
                         "".join(json.dumps(asdict(e), ensure_ascii=False) + "\n" for e in listed))
        write_atomically(self.directory / INDEX_HTML, self._index_html(listed))

    def _index_html(self, listed: list[Entry]) -> str:
        rows = "".join(
            f"<tr><td>{escape(e.reason.replace('_', ' '))}</td><td>{e.probability:.2f}</td><td>{e.words}</td>"
            f'<td class="url">{escape(e.url or "(no URL)")}</td>'
            f'<td><a href="{escape(e.file)}">{escape(e.file)}</a></td></tr>' for e in listed)
        return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
                f"style-src {source_hash(INDEX_CSS)}\"><meta name=\"referrer\" content=\"no-referrer\">"
                f"<title>Doubtful pages</title><style>{INDEX_CSS}</style></head><body>"
                f"<h1>Doubtful pages</h1><p>{len(listed)} reports, a sample of the {self.offered} doubtful "
                "pages of this crawl.</p><table><tr><th>doubt</th><th>probability</th><th>words</th>"
                f"<th>URL</th><th>report</th></tr>{rows}</table></body></html>\n")
