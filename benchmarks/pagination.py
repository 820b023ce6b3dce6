"""Benchmark for next-page detection (scrapy_articles.extraction.links.nextpage).

Two measurements, printed as Markdown:

1. The labelled autopager corpus (``pagination.jsonl.gz``: forums, listings,
   some articles): link precision and recall of ``find_next_page`` against
   the NEXT label, and of ``find_page_links`` against NEXT, PREV and PAGE,
   per page (macro) and over all links (micro). The corpus is split in two
   by a hash of the page id: weights were tuned on the "tune" half only; the
   "held-out" half was not looked at while tuning. The tune half is split
   again by a hash of the site's host: rules are sought on its "dev" part
   and shown on its "check" part (``--tune-only`` scores the tune half
   alone, ``--errors`` lists the dev part's wrong next links).
2. The article corpora (``cleaneval-dev``, ``cleanportaleval``, ``dragnet``,
   ``readability``, ``segments/trafilatura-eval``): the next page the add-on
   would follow from each page (``extract()``'s ``nextPageUrl`` on a page
   it emits that links to no previous page of its own, as the add-on's flow
   decides on a first page), against
   ``pagination_articles.jsonl``: by hand, from the pages' source, the 21
   articles that continue on another page; every other page continues
   nowhere (its "next" links name the next post, a comment page, a listing's
   page 2). A page is read at the address a crawler fetched it from: its URL,
   or where its canonical link says it lives (most corpus pages were saved
   without their URL); a page with neither is not scored. Nothing was tuned
   on these pages when the labels were made.
3. The fixture sites ``tests/sites/pagination`` and ``tests/sites/multipage``
   (the latter per part: "tune", "held-out", "unseen", "blind", "sealed", "sealed-2", "sealed-3", "sealed-4",
   "sealed-5", see its README): next-page
   precision/recall over every page, and a simulated crawl from every start
   page (follow ``find_next_page``, confirm with ``same_article``, stop at a
   cap or a seen URL) that counts the traps wrongly followed.

The labels resolve relative links against the page URL and ignore
``<base href>``; the library resolves them as a browser does. Labels are
re-resolved with the base so that both sides name the same link.

Output: a Markdown section. ``run.py`` calls :func:`main`; by hand:
``python benchmarks/pagination.py [--corpus DIR] [--fixtures DIR...] [--tune-only] [--errors]``.
"""

from __future__ import annotations

import argparse
import ast
import gzip
import hashlib
import json
import sys
from pathlib import Path
from typing import Any
from urllib.parse import urljoin, urlsplit

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks import pages  # noqa: E402
from scrapy_articles.extraction.links.nextpage import (  # noqa: E402
    find_next_page, find_page_links, same_article,
)
from scrapy_articles.extraction import analyse  # noqa: E402
from scrapy_articles.extraction.extract import assemble  # noqa: E402
from scrapy_articles.extraction.document.parse import parse  # noqa: E402
from scrapy_articles.extraction.document.urls import join  # noqa: E402
from scrapy_articles.extraction.links.candidates import folded  # noqa: E402
from scrapy_articles.extraction.links.linktext import says  # noqa: E402

CORPUS_FILE = "pagination.jsonl.gz"
DEFAULT_FIXTURES = (ROOT / "tests" / "sites" / "pagination", ROOT / "tests" / "sites" / "multipage")
FIXTURE_HOST = "http://127.0.0.1:8000"  # any origin: fixture links are root-relative
CRAWL_CAP = 10  # pages merged at most per article in the simulated crawl
KINDS = ("NEXT", "PREV", "PAGE")
ARTICLE_LABELS = Path(__file__).with_name("pagination_articles.jsonl")
ARTICLE_CORPORA = ("cleaneval-dev.jsonl.gz", "cleanportaleval.jsonl.gz", "dragnet.jsonl.gz",
                   "readability.jsonl.gz", "segments/trafilatura-eval.jsonl.gz")


def load_links(raw: Any) -> dict[str, list[str]]:
    """The ``links`` field: a dict, a JSON string or a Python-repr string."""
    if isinstance(raw, str):
        try:
            raw = json.loads(raw)
        except json.JSONDecodeError:
            raw = ast.literal_eval(raw)
    return {kind: list(raw.get(kind) or []) for kind in KINDS}


def half(page_id: str) -> str:
    return "tune" if hashlib.sha1(page_id.encode()).digest()[0] % 2 == 0 else "held-out"


def tune_part(url: str) -> str:
    """The tune half's part a page belongs to, by its site: "dev" (rules sought) or "check" (rules shown)."""
    host = (urlsplit(url).hostname or "").removeprefix("www.")
    return "dev" if hashlib.sha1(host.encode()).digest()[0] % 2 == 0 else "check"


def part_name(row: dict[str, Any]) -> str:
    name = half(row["id"])
    return f"tune, {tune_part(row['url'])}" if name == "tune" else name


def rebase_labels(root: Any, url: str, links: dict[str, list[str]]) -> dict[str, list[str]]:
    """Re-resolve labels made without ``<base href>`` the way a browser would."""
    bases = root.xpath("//base/@href")
    if not bases:
        return links
    base = urljoin(url, bases[0].strip())
    mapping: dict[str, str] = {}
    for href in root.xpath("//a/@href"):
        mapping.setdefault(urljoin(url, href.strip()), urljoin(base, href.strip()))
    return {kind: [mapping.get(u, u) for u in urls] for kind, urls in links.items()}


def disputed(root: Any, url: str, gold: dict[str, list[str]]) -> bool:
    """Whether the labels' "no next link" is disputed by the page's markup: the page is labelled with no
    NEXT but holds a link on its host with ``rel="next"`` or a short text saying next ("volgende",
    "Suivante", "»", "Older posts"; read by ``linktext.says``, or its title when it has no text).

    The labellers marked next buttons and skipped some (session 30 found five of the held-out half's
    seven wrong next links on such pages). The screen reads every page, whatever ``find_next_page``
    predicts, so the pages it sets aside were not chosen by our output; it is coarse (a teaser's
    "Continue reading" to another story counts too). The figure without them is printed beside the
    labels' own, never instead of it.
    """
    if gold["NEXT"]:
        return False
    host = urlsplit(url).hostname
    for a in root.iter("a"):
        href = (a.get("href") or "").strip()
        target = join(url, href) if href and not href.startswith(("#", "javascript:")) else None
        if target is None or urlsplit(target).hostname != host:
            continue
        text = folded(a.text_content()) or folded(a.get("title") or a.get("aria-label") or "")
        if "next" in (a.get("rel") or "").lower().split() or says(text, True):
            return True
    return False


class Score:
    """Precision/recall counters, micro (links) and macro (pages)."""

    def __init__(self) -> None:
        self.tp = self.pred = self.gold = 0
        self.page_p: list[float] = []
        self.page_r: list[float] = []

    def add(self, predicted: set[str], gold: set[str]) -> None:
        hit = len(predicted & gold)
        self.tp, self.pred, self.gold = self.tp + hit, self.pred + len(predicted), self.gold + len(gold)
        if predicted:
            self.page_p.append(hit / len(predicted))
        if gold:
            self.page_r.append(hit / len(gold))

    def row(self, name: str) -> str:
        def pct(num: float, den: float) -> str:
            return f"{100 * num / den:.1f}" if den else "n/a"
        return (f"| {name} | {len(self.page_r)} | {self.pred} | {pct(sum(self.page_p), len(self.page_p))} "
                f"| {pct(sum(self.page_r), len(self.page_r))} | {pct(self.tp, self.pred)} "
                f"| {pct(self.tp, self.gold)} |")


PARTS = ("tune, dev", "tune, check", "held-out")


def corpus_report(path: Path, tune_only: bool = False, errors: bool = False) -> list[str]:
    """The corpus's scores by part; the held-out half is neither read nor scored with ``tune_only``."""
    names = ("tune", *PARTS) if not tune_only else ("tune", *PARTS[:2])
    scores = {name: {k: Score() for k in ("next_page", "undisputed", *KINDS)} for name in names}
    n_disputed = dict.fromkeys(names, 0)
    counted = dict.fromkeys(names, 0)
    wrong: list[str] = []
    with gzip.open(path, "rt", encoding="utf-8") as lines:
        for line in lines:
            row = json.loads(line)
            name = part_name(row)
            if name not in scores:
                continue
            page = parse(row["html"], row["url"])
            if page is None:
                continue
            gold = rebase_labels(page.root, row["url"], load_links(row["links"]))
            within = (name, "tune") if name.startswith("tune") else (name,)
            found = find_next_page(page.root, row["url"], lists=True)
            predicted_next = {found.url} if found else set()
            links = find_page_links(page.root, row["url"], lists=True)
            screened = disputed(page.root, row["url"], gold)
            for part_name_ in within:
                counted[part_name_] += 1
                n_disputed[part_name_] += screened
                part = scores[part_name_]
                part["next_page"].add(predicted_next, set(gold["NEXT"]))
                if not screened:
                    part["undisputed"].add(predicted_next, set(gold["NEXT"]))
                for kind, predicted in zip(KINDS, (links.next, links.prev, links.pages)):
                    part[kind].add(set(predicted), set(gold[kind]))
            if errors and name == "tune, dev" and predicted_next != set(gold["NEXT"]):
                wrong.append(f"- `{row['url']}` ({row['id']}): labelled {sorted(gold['NEXT'])}, found "
                             f"{found.url if found else None} ({found.reason if found else ''})")
    out = [f"### Corpus `{path.name}`", ""]
    for name, part in scores.items():
        out += [f"#### {name} {'half' if name in ('tune', 'held-out') else 'part'} ({counted[name]} pages)", "",
                "| links | pages labelled | predicted | P/page | R/page | P micro | R micro |",
                "|---|---|---|---|---|---|---|",
                part["next_page"].row("find_next_page vs NEXT"),
                part["undisputed"].row(f"find_next_page, labels undisputed ({n_disputed[name]} pages set aside)"),
                *(part[kind].row(f"find_page_links {kind}") for kind in KINDS), ""]
    if errors:
        out += ["#### Wrong next links, tune half's dev part", "", *wrong, ""]
    return out


def load_root(folder: Path, page_files: dict[str, Any], path: str) -> Any:
    page = parse((folder / page_files[path]["file"]).read_text(encoding="utf-8"), FIXTURE_HOST + path)
    assert page is not None, path
    return page.root


def fixture_report(folder: Path, skip_parts: frozenset[str] = frozenset()) -> list[str]:
    """The site's report, one per part when its articles name parts (but ``skip_parts``: a sealed part
    the coordinator runs first is neither run nor read)."""
    expected = json.loads((folder / "expected.json").read_text(encoding="utf-8"))
    parts = [part for part in dict.fromkeys(str(a.get("part", "")) for a in expected["articles"])
             if part not in skip_parts]
    out = []
    for part in parts:
        articles = [a for a in expected["articles"] if str(a.get("part", "")) == part]
        name = f"tests/sites/{folder.name}" + (f", {part} part" if part else "")
        out += [f"### Fixture site `{name}`", "", *part_report(folder, expected["pages"], articles), ""]
    return out


def part_report(folder: Path, page_files: dict[str, Any], articles: list[dict[str, Any]]) -> list[str]:
    """Next-page precision/recall on the articles' pages (every page of the site when they are all
    its articles) and the simulated crawl from their starts."""
    paths = {p for a in articles for p in a["merged"]} if any("part" in a for a in articles) else set(page_files)
    score, wrong = Score(), []
    for path in (p for p in page_files if p in paths):
        entry = page_files[path]
        root = load_root(folder, page_files, path)
        found = find_next_page(root, FIXTURE_HOST + path)
        got = found.url[len(FIXTURE_HOST):] if found else None
        score.add({got} if got else set(), {entry["next"]} if entry["next"] else set())
        if got != entry["next"]:
            wrong.append(f"- `{path}`: expected `{entry['next']}`, got `{got}`")
    traps_followed, merges_ok = 0, 0
    for article in articles:
        merged = crawl(folder, page_files, article["start"])
        want = article["merged"][:CRAWL_CAP]
        merges_ok += merged == want
        if article["trap"] and len(merged) > len(want):
            traps_followed += 1
        elif merged != want:
            wrong.append(f"- crawl from `{article['start']}` merged {merged}")
    traps = sum(a["trap"] for a in articles)
    return ["| links | pages labelled | predicted | P/page | R/page | P micro | R micro |",
            "|---|---|---|---|---|---|---|", score.row(f"find_next_page, {len(paths)} pages"), "",
            f"Simulated crawl (cap {CRAWL_CAP} pages): {merges_ok}/{len(articles)} "
            f"articles merged exactly as expected; traps wrongly followed: {traps_followed}/{traps}.",
            "", *wrong]


def crawl(folder: Path, page_files: dict[str, Any], start: str) -> list[str]:
    """Follow next pages from ``start`` as a crawler would, confirming each step."""
    merged, path = [start], start
    while len(merged) < CRAWL_CAP:
        root = load_root(folder, page_files, path)
        found = find_next_page(root, FIXTURE_HOST + path)
        nxt = found.url[len(FIXTURE_HOST):] if found else None
        if nxt is None or nxt in merged or nxt not in page_files:
            break
        nroot = load_root(folder, page_files, nxt)
        if not same_article(*title_and_text(root), *title_and_text(nroot)):
            break
        merged.append(nxt)
        path = nxt
    return merged

def page_address(row: dict[str, Any]) -> str | None:
    """Where a crawler fetched the page: its URL, else its absolute canonical (or og:url) address
    (the page is parsed for it only then)."""
    if row.get("url"):
        return str(row["url"])
    page = parse(row["html"], None)
    if page is None:
        return None
    root = page.root
    declared = root.xpath("string(//link[@rel='canonical']/@href)") or root.xpath("string(//meta[@property='og:url']/@content)")
    declared = declared.strip()
    return declared if urlsplit(declared).scheme in ("http", "https") else None


def followed_next_page(html: str, url: str) -> str | None:
    """The next page the add-on follows from this page, as ``scrapy/flow.py`` decides on a first page:
    only from a page it emits (judged an article, its text long and sure enough) that links to no
    previous page of its own (a page 2 reached directly is skipped as a later page)."""
    analysis = analyse(html, url=url)
    article = assemble(analysis)
    return article.next_page_url if article.is_article and analysis.previous_page is None else None


def article_report(corpus: Path, errors: bool = False) -> list[str]:
    """Next pages followed from the article corpora's pages, against the hand labels."""
    labels = {row["id"]: row for row in map(json.loads, ARTICLE_LABELS.read_text(encoding="utf-8").splitlines())}
    out = ["### Article corpora: the next page followed from each page", "",
           "| corpus | pages scored | no address | continuing (labelled) | found | wrong link | followed from a page that does not continue |",
           "|---|---:|---:|---:|---:|---:|---:|"]
    mistakes: list[str] = []
    totals = [0] * 6
    for name in ARTICLE_CORPORA:
        if not (corpus / name).exists():
            continue
        counts = [0] * 6
        with gzip.open(corpus / name, "rt", encoding="utf-8") as lines:
            for row in map(json.loads, lines):
                label = labels.get(row["id"], {"next": None})
                if "unsure" in label:
                    continue
                address = page_address(row)
                if address is None:
                    counts[1] += 1
                    continue
                counts[0] += 1
                followed = followed_next_page(row["html"], address)
                if label["next"]:
                    counts[2] += 1
                    counts[3] += followed == label["next"]
                    counts[4] += followed not in (None, label["next"])
                else:
                    counts[5] += followed is not None
                if followed != label["next"]:
                    mistakes.append(f"- {row['id']} (`{address}`): labelled `{label['next']}`, followed `{followed}`")
        totals = [a + b for a, b in zip(totals, counts)]
        out.append(f"| {name.removeprefix('segments/').removesuffix('.jsonl.gz')} | " + " | ".join(map(str, counts)) + " |")
    out += ["| all | " + " | ".join(f"**{n}**" for n in totals) + " |", ""]
    if errors:
        out += ["#### Next pages missed or wrongly followed, article corpora", "", *mistakes, ""]
    return out


def title_and_text(root: Any) -> tuple[str | None, str]:
    h1 = root.xpath("string(//h1)").strip() or None
    return h1, "\n".join(p.text_content() for p in root.iter("p"))


def main(quick: bool, corpus: Path = pages.DEFAULT_CORPUS, fixtures: tuple[Path, ...] = DEFAULT_FIXTURES,
         tune_only: bool = False, errors: bool = False, skip_parts: frozenset[str] = frozenset()) -> str:
    """The Markdown section. ``quick`` changes nothing: every page is read (a minute or two, most of it
    the article corpora's whole extractions)."""
    lines = ["## Next-page detection", "",
             f"Every page of `{CORPUS_FILE}`, of the article corpora and of the fixture sites, in quick and full mode.", ""]
    if (corpus / CORPUS_FILE).exists():
        lines += corpus_report(corpus / CORPUS_FILE, tune_only, errors)
    else:
        lines += [f"No `{CORPUS_FILE}` in `{corpus}`: corpus not scored.", ""]
    lines += article_report(corpus, errors)
    for folder in fixtures:
        if (folder / "expected.json").exists():
            lines += fixture_report(folder, skip_parts)
    return "\n".join(lines).rstrip() + "\n"


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=pages.DEFAULT_CORPUS, help="corpus folder")
    parser.add_argument("--fixtures", type=Path, nargs="*", default=list(DEFAULT_FIXTURES))
    parser.add_argument("--tune-only", action="store_true", help="score the tune half alone (its dev and check parts)")
    parser.add_argument("--errors", action="store_true", help="list the wrong next links of the tune half's dev part")
    parser.add_argument("--skip-parts", nargs="*", default=[], help="fixture parts neither run nor read (sealed ones)")
    args = parser.parse_args()
    print(main(quick=False, corpus=args.corpus, fixtures=tuple(args.fixtures), tune_only=args.tune_only,
               errors=args.errors, skip_parts=frozenset(args.skip_parts)))
