"""Author and date misses grouped by kind, over every page whose misses may be read.

``python benchmarks/metadata.py kinds [--pages] [--corpus DIR]``: each labelled corpus page of
the splits that may be read (``metadata.READ_SPLITS``: never ``held``, the newest sealed split or a split
newer than it) and each page of Mozilla Readability's corpus with an annotated byline or date,
every one read with its ``<script>`` elements removed, as issue 31's held-back pages are (no
JSON-LD). Each wrong author set and each wrong date is put in one kind by what the page shows
(tested in the order of :data:`AUTHOR_KINDS` and :data:`DATE_KINDS`, the first that fits), and
the kinds are counted by pages and by distinct sites: a kind seen on many sites is worth a rule,
one seen on one site is probably that site's template (session 29's lesson: rules fitted to
single pages moved no unread set). ``--pages`` lists each miss under its kind.

Readability's bylines are free text ("By Rob Ewaschuk, Edited by Betsy Beyer"): an answer is
right there when each name it gives is in the annotated byline (the benchmark's lenient
measure), and the names the kinds compare are the byline's own split (``split_byline``).
"""

from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from benchmarks import metadata, pages
from scrapy_articles.extraction.document.parse import parse
from scrapy_articles.extraction.metadata.bylines import split_byline

# The kinds, in the order they are tested.
AUTHOR_KINDS = (
    "label says no one: the site's or publisher's name given",
    "label says no one: a photo credit given",
    "label says no one: a name the page shows given",
    "label says no one: a name not shown given",
    "site's or publisher's name over the writer",
    "\"By\" or a label left on the name",
    "job title or other words glued to the name",
    "name cut short",
    "co-authors joined into one name",
    "a co-author missed",
    "a name too many",
    "photo or other credit taken as the writer",
    "editor or another role taken as the writer",
    "another person named",
    "byline in a link to an author page, missed",
    "byline after \"by\" in the visible text, missed",
    "byline after an author's label, missed",
    "name shown elsewhere on the page, missed",
    "name only in meta tags, missed",
    "name only in the scripts, missed",
    "name not on the page",
)
DATE_KINDS = (
    "label says no date: a date given",
    "a day off (zone or day shift)",
    "day and month swapped",
    "a later date won (revision?)",
    "an earlier date won",
    "date in the URL, missed",
    "date in a <time> element, missed",
    "date in a meta tag, missed",
    "date only in the scripts, missed",
    "date in the visible text near the headline, missed",
    "date in the visible text, missed",
    "date not found on the page",
)

_CREDIT = re.compile(r"(?:foto|photo|bild|image|picture|cortes[ií]a|credit|getty|\u00a9|copyright|"
                     r"illustration|grafik)\W{0,12}$", re.I)
_EDITOR = re.compile(r"(?:edit(?:ed|or)|redigiert|lektorat|redaktion)\b\W{0,12}(?:by\s+)?$", re.I)
_BY = re.compile(r"(?:^|\W)(?:by|von|par|por|door|przez)\W{1,3}$", re.I)
_LABEL = re.compile(r"(?:autor\w*|author\w*|auteur|text)\s*:\s*$", re.I)
_AUTHOR_LINK = re.compile(r"/(?:author|auteur|autor|autore|autores|autoren|profile|people|staff)s?/", re.I)
_BY_PREFIX = re.compile(r"^(?:by|von|par|por|door|posted by|written by|autor|author|text)\b", re.I)
_DATE_META = re.compile(r"date|time|publish|created|issued", re.I)
_REVISION = re.compile(r"updat|modif|aktualisiert|actualiz|revis|edit", re.I)
NEAR_HEADLINE_CHARS = 600  # characters of visible text after the first <h1>'s that count as "near"
WINDOW_CHARS = 30  # characters on either side of a year searched for its day and month


def fold(text: str) -> str:
    """Case, accents and punctuation folded, spaces collapsed."""
    text = unicodedata.normalize("NFKD", text).casefold()
    return " ".join("".join(c if c.isalnum() else " " for c in text if not unicodedata.combining(c)).split())


@dataclass
class Page:
    """What the kinds read of a page read without its scripts."""

    name: str
    split: str
    site: str
    url: str | None
    raw: str  # the page as saved, scripts and all
    text: str  # the visible text, folded
    after_h1: str  # the visible text from the first <h1> on, folded
    metas: list[tuple[str, str]]  # (key, content) of every meta tag, folded
    author_links: list[str]  # the folded texts of links to author pages
    times: list[str]  # the datetime attributes and texts of <time> elements
    site_names: set[str]  # folded: og:site_name, publisher keys, the host's labels


def _site(url: str | None, root: Any, name: str) -> str:
    for candidate in (url, *root.xpath("//link[@rel='canonical']/@href"),
                      *root.xpath("//meta[@property='og:url']/@content")):
        host = urlsplit(candidate or "").hostname
        if host:
            return ".".join(host.removeprefix("www.").split(".")[-3:])
    return name


def read_page(case: dict[str, Any]) -> Page:
    root = parse(case["html"], case.get("url")).root
    metas = [(fold(el.get("name") or el.get("property") or el.get("itemprop") or ""), el.get("content") or "")
             for el in root.iter("meta")]
    for el in root.xpath("//style|//noscript|//template"):
        el.drop_tree()
    shown = " ".join(root.itertext()) if root is not None else ""
    h1 = root.find(".//h1")
    heading = fold(h1.text_content()) if h1 is not None else ""
    text = fold(shown)
    at = text.find(heading) if heading else -1
    sites = {fold(v) for k, v in metas if k in ("og site name", "publisher", "dc publisher", "application name")}
    host = _site(case.get("url"), root, case["name"])
    sites |= {label for label in host.split(".")[:-1] if len(label) > 2}
    return Page(
        name=case["name"], split=case["split"], site=host, url=case.get("url"), raw=case["raw"], text=text,
        after_h1=text[at:] if at >= 0 else "", metas=[(k, fold(v)) for k, v in metas],
        author_links=[fold(a.text_content()) for a in root.iter("a") if _AUTHOR_LINK.search(a.get("href") or "")],
        times=[t.get("datetime") or t.text_content() for t in root.iter("time")], site_names=sites)


def _before(page: Page, name: str) -> list[str]:
    """The folded texts, up to 40 characters, before each place the page's raw text shows ``name``."""
    raw = re.sub(r"<[^>]*>", " ", metadata._SCRIPT.sub(" ", page.raw))
    raw = " ".join(raw.split())
    return [raw[max(0, m.start() - 40):m.start()] for m in re.finditer(re.escape(name), raw, re.I)]


def _site_like(page: Page, name: str) -> bool:
    folded = fold(name)
    squashed = folded.replace(" ", "")
    initials = "".join(w[0] for w in folded.split())
    return (folded in page.site_names or any(squashed and squashed in s.replace(" ", "") for s in page.site_names)
            or any(len(initials) > 1 and label.startswith(initials) for label in page.site.split(".")[:-1]))


def author_kind(page: Page, got: list[str], gold: list[str]) -> str:
    """The kind of a wrong author answer (see AUTHOR_KINDS)."""
    got_f, gold_f = [fold(n) for n in got], [fold(n) for n in gold]
    if not gold:
        name = got[0]
        if _site_like(page, name):
            return AUTHOR_KINDS[0]
        if any(_CREDIT.search(b) for b in _before(page, name)):
            return AUTHOR_KINDS[1]
        return AUTHOR_KINDS[2] if fold(name) in page.text else AUTHOR_KINDS[3]
    if got:
        wrong = [n for n, f in zip(got, got_f) if f not in gold_f]
        if any(_site_like(page, n) for n in wrong):
            return AUTHOR_KINDS[4]
        if any(_BY_PREFIX.search(f) and any(f.endswith(g) for g in gold_f) for f in got_f):
            return AUTHOR_KINDS[5]
        for f in (fold(n) for n in wrong):
            held = [g for g in gold_f if g and f".{g}." in "." + f.replace(" ", ".") + "."]
            if len(held) > 1:
                return AUTHOR_KINDS[8]
            if held or any(f.startswith(g + " ") for g in gold_f):
                return AUTHOR_KINDS[6]
            if any(g.startswith(f + " ") or g.endswith(" " + f) for g in gold_f):
                return AUTHOR_KINDS[7]
        if set(got_f) < set(gold_f):
            return AUTHOR_KINDS[9]
        if set(got_f) > set(gold_f):
            return AUTHOR_KINDS[10]
        before = [b for n in wrong for b in _before(page, n)]
        if any(_CREDIT.search(b) for b in before):
            return AUTHOR_KINDS[11]
        if any(_EDITOR.search(b) for b in before):
            return AUTHOR_KINDS[12]
        return AUTHOR_KINDS[13]
    missed = [n for n, f in zip(gold, gold_f) if f not in got_f][0]
    folded = fold(missed)
    if any(folded in link for link in page.author_links):
        return AUTHOR_KINDS[14]
    before = _before(page, missed)
    if any(_BY.search(b) for b in before):
        return AUTHOR_KINDS[15]
    if any(_LABEL.search(b) for b in before):
        return AUTHOR_KINDS[16]
    if folded in page.text:
        return AUTHOR_KINDS[17]
    if any(folded in v for _, v in page.metas):
        return AUTHOR_KINDS[18]
    return AUTHOR_KINDS[19] if folded in fold(page.raw) else AUTHOR_KINDS[20]


def _month_words(month: int) -> tuple[str, ...]:
    from scrapy_articles.extraction.metadata import dates
    english = dates._ENGLISH_MONTHS[month - 1]
    return (english.casefold()[:3], *(fold(n) for n, e in dates._MONTH_OF.items() if e == english))


def _shows(text: str, day: str) -> list[int]:
    """Where a folded text writes the day (ISO ``YYYY-MM-DD``) in any common form: the places of its year."""
    year, month, date = int(day[:4]), int(day[5:7]), int(day[8:10])
    words = _month_words(month)
    found = []
    for m in re.finditer(rf"(?<!\d){year}(?!\d)|(?<!\d){year % 100:02d}(?!\d)", text):
        window = text[max(0, m.start() - WINDOW_CHARS):m.end() + WINDOW_CHARS]
        tokens = re.findall(r"\d+|[^\W\d]+", window)
        numbers = [int(t) for t in tokens if t.isdigit()]
        if date in numbers and (month in [n for n in numbers if n != year] + ([date] if month == date else [])
                                and numbers.count(date) + numbers.count(month) >= (2 if month == date else 1)
                                or any(t.startswith(w) for t in tokens for w in words if len(w) >= 3)):
            found.append(m.start())
    return found


def date_kind(page: Page, got: str | None, gold: str) -> str:
    """The kind of a wrong date answer (see DATE_KINDS)."""
    from datetime import date
    if not gold:
        return DATE_KINDS[0]
    if got:
        a, b = date.fromisoformat(got[:10]), date.fromisoformat(gold[:10])
        if abs((a - b).days) == 1:
            return DATE_KINDS[1]
        if a.month == b.day and a.day == b.month and a.year == b.year:
            return DATE_KINDS[2]
        return DATE_KINDS[3] if a > b else DATE_KINDS[4]
    day = gold[:10]
    if page.url and (day.replace("-", "/") in page.url or day in page.url or day.replace("-", "") in page.url):
        return DATE_KINDS[5]
    if any(day in t or _shows(fold(t), day) for t in page.times):
        return DATE_KINDS[6]
    if any(_DATE_META.search(k) and (day in v.replace(" ", "-") or _shows(v, day)) for k, v in page.metas):
        return DATE_KINDS[7]
    if not _shows(page.text, day) and (day in page.raw or _shows(fold(page.raw), day)):
        return DATE_KINDS[8]
    if _shows(page.after_h1[:NEAR_HEADLINE_CHARS], day):
        return DATE_KINDS[9]
    return DATE_KINDS[10] if _shows(page.text, day) else DATE_KINDS[11]


def labelled_pages(corpus: Path) -> list[dict[str, Any]]:
    """Every labelled corpus page of the splits that may be read, without its scripts, and each
    Readability page with an annotated byline or date, without its scripts."""
    out = []
    for case in metadata.labelled_corpus_pages(corpus):
        if case["split"] in metadata.READ_SPLITS:
            out.append({**metadata.without_scripts(case, case["split"]), "raw": case["html"]})
    for row in pages.read_rows(corpus, metadata.READABILITY_CORPUS):
        meta = row.get("meta") or {}
        case = {"name": row["id"], "split": "readability", "html": row["html"], "url": row["url"]}
        if (meta.get("byline") or "").strip():
            case["byline"] = meta["byline"].strip()
        if (meta.get("publishedTime") or "").strip():
            case["datePublished"] = meta["publishedTime"].strip()
        if "byline" in case or "datePublished" in case:
            out.append({**metadata.without_scripts(case, "readability"), "raw": row["html"]})
    return out


def _byline_right(got: list[str], gold: str) -> bool:
    words = set(fold(gold).split())
    return bool(got) and all(set(fold(n).split()) <= words for n in got)


def miss_kinds(corpus: Path) -> dict[str, dict[str, list[tuple[str, str, str]]]]:
    """field -> kind -> [(page, site, what was wrong)], over every page of :func:`labelled_pages`."""
    out: dict[str, dict[str, list[tuple[str, str, str]]]] = {"authors": defaultdict(list), "date": defaultdict(list)}
    for case in labelled_pages(corpus):
        found = metadata.ours(case)
        page = None
        if "byline" in case and not _byline_right(found["authors"], case["byline"]):
            page = read_page(case)
            gold = list(split_byline(case["byline"])) or [case["byline"]]
            out["authors"][author_kind(page, found["authors"], gold)].append(
                (case["name"], page.site, f"{case['byline']!r} got {found['authors']!r}"))
        if "authors" in case and not metadata.right("authors", found["authors"], case["authors"]) \
                and (case["authors"] or found["authors"]):
            page = page or read_page(case)
            out["authors"][author_kind(page, found["authors"], case["authors"])].append(
                (case["name"], page.site, f"{case['authors']!r} got {found['authors']!r}"))
        gold = case.get("datePublished")
        if gold is not None and (not metadata.right("datePublished", found["datePublished"], gold) if gold
                                 else found["datePublished"]):
            page = page or read_page(case)
            out["date"][date_kind(page, found["datePublished"], gold)].append(
                (f"{case['name']} ({case['split']})", page.site, f"{gold!r} got {found['datePublished']!r}"))
    return out


def report(corpus: Path, listed: bool) -> str:
    """The kinds of each field, most pages first: pages, distinct sites, and with ``listed`` each miss."""
    lines = ["Misses by kind, read splits and readability, scripts removed (pages / distinct sites):"]
    for field, kinds in miss_kinds(corpus).items():
        total = sum(len(v) for v in kinds.values())
        lines.append(f"\n{field}: {total} misses on {len({s for v in kinds.values() for _, s, _ in v})} sites")
        for kind, found in sorted(kinds.items(), key=lambda kv: (-len(kv[1]), kv[0])):
            lines.append(f"  {len(found):3d} pages {len({s for _, s, _ in found}):3d} sites  {kind}")
            if listed:
                lines += [f"        {name} [{site}] {what}"[:240] for name, site, what in found]
    return "\n".join(lines)
