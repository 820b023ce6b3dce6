"""What the body keeps that it must not, and loses that it must, grouped by kind over many pages and sites.

``python benchmarks/segmentkinds.py [--pred FILE] [--suites] [--examples N] [--json]``

Input: the segment corpus (``segments/trafilatura-eval``: 883 pages, each
with strings that must and must not appear in the body) and the texts to
judge: ``--pred FILE``, out-of-fold texts as ``scrapy-articles crossval
--protocol loco --predictions DIR`` writes them (``DIR/auto.jsonl``), or,
without it, the shipped extraction (in-sample for the models). With
``--suites``, the read fresh splits of the body suite too (their pages'
must and must-not strings; :data:`READ_SUITES`: an unread split is never run
here).

Output: per kind, the kept must-not strings and the lost must strings, each
as strings / pages / sites (distinct hosts; a suite's sites are its
layouts), so that a rule is chosen for a kind that recurs across sites, not
for one page. ``--examples N`` prints N strings of each kind with their page. ``--gold
NAME,...`` adds corpora of gold texts (dragnet, readability...): there a kept
line is one whose words the gold lacks, a lost one a gold line whose words the
text lacks (the first MAX_LOST of a page) (as ``accuracy.py leaks`` reads them), and a page's site is its
canonical link's host when the corpus gives no URL.

A string's kind is judged from the page, not from the extraction's rules
(``extraction/body``), so that the report can catch what those rules miss:
its text, and the element that holds it (the deepest element whose text holds
the whole string) with that element's ancestors' tags, classes, ids, roles
and ``itemprop`` s. The first kind of :data:`KINDS` whose test it passes wins; the first, "twice on the
page", is a string of four words or more the page holds twice (a caption repeating
the lead's words): the body may hold it for its other copy.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks import pages  # noqa: E402
from benchmarks.accuracy import read_predictions  # noqa: E402

KINDS = ("twice on the page", "comment text", "caption/credit", "gallery chrome", "headline", "dateline/byline", "author bio",
         "read-more line", "tag list", "promo (share/comment/newsletter/subscription/ad)", "appended next story",
         "teaser/related list", "navigation/footer", "other")
# The suites whose pages may be run and read here; an unread (sealed) split joins once it is opened
# (fresh-7: /work/OPEN-fresh7, session 30; fresh-8 and fresh-9: /work/OPEN-fresh9, session 31).
READ_SUITES = ("fresh", "fresh2", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7", "fresh8", "fresh9")
SHORT_WORDS = 20  # words of a line that may be a byline, a label or a promo; longer ones are paragraphs
COMMENT_WORDS = 8  # words of a reader's comment at least: shorter lines in a thread are its chrome
APPENDED_WORDS = 4  # words of a line of an appended story at least (its headline too)
MAX_LOST = 5  # lost gold lines judged a page: a page whose story the method missed loses them all, one kind
TWICE_WORDS = 4  # words of a string that, found twice on a page (a caption repeating the lead), may be kept
                 # for its other copy: a label the story's own words overlap, no leak of a kind
NEAR = 5  # ancestors whose names count: a page-wide class ("category-news" on <body>) says nothing of a line

_WORDS = re.compile(r"\w+")
# What the holder and its ancestors are called: class, id, role, itemprop, data-testid, joined.
_COMMENT_BOX = re.compile(r"comment|disqus|respond|reply|discussion|kommentar|coral|spot-?im|livefyre", re.I)
_CAPTION_BOX = re.compile(r"caption|credit|cutline|bildtext|bildunterschrift|imagetext|legende|podpis|copyright"
                          r"|wp-caption|photo-?text|image-?text|media-?text", re.I)
_GALLERY_BOX = re.compile(r"galler|galerie|galeria|slideshow|slider|carousel|lightbox|swiper", re.I)
_BYLINE_BOX = re.compile(r"byline|dateline|author|autor|published|posted|date|time|meta", re.I)
_BIO_BOX = re.compile(r"\bbio|about-?(?:the-?)?author|author-?(?:box|info|desc|bio|details)|autor(?:en)?-?(?:box|info)"
                      r"|profile", re.I)
_TAG_BOX = re.compile(r"\btags?\b|tag-?list|tags-|keywords?|schlagw|topics?\b|categor|label", re.I)
_PROMO_BOX = re.compile(r"share|social|newsletter|subscri|promo|paywall|\bads?\b|advert|sponsor|cta\b|signup"
                        r"|sign-up|follow|print|abo\b|teilen|anzeige|werbung", re.I)
_TEASER_BOX = re.compile(r"related|teaser|recommend|more-?(?:stories|news|from|articles)|popular|most-?read|trending"
                         r"|read-?next|also|sidebar|rail|widget|\bcards?\b|outbrain|taboola|empfehl|weitere", re.I)
_NAV_BOX = re.compile(r"\bnav|menu|breadcrumb|footer|header|masthead|pagination|pager|skip|toolbar|cookie", re.I)
# The string's own words.
_CREDIT = re.compile(r"^\W*(?:photo|foto|bild|image|picture|credit|quelle|source|zdjęcie|fot\.)\s*(?:by)?\s*[:©/]"
                     r"|©|\(c\)|getty images|\bap photo|reuters/|shutterstock|istock|imago|picture alliance"
                     r"|\bdpa\b|(?:photo|foto|bild)\s*:", re.I)
_GALLERY = re.compile(r"^\W*\d+\s*(?:/|of|von|z)\s*\d+\W*$|\b(?:image|bild|photo|foto|slide)\s*\d+\s*(?:/|of|von)\s*\d+"
                      r"|\b(?:next|previous|vorheriges|nächstes) (?:image|photo|slide|bild)|slideshow|galerie|gallery",
                      re.I)
_BYLINE = re.compile(r"^\W*(?:by|von|par|por|di|autor|author|posted by|written by|veröffentlicht|published|updated"
                     r"|aktualisiert|actualizado|stand|erstellt)\b|\b(?:19|20)\d\d\b|\b\d{1,2}:\d\d\b"
                     r"|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}\b"
                     r"|\b\d{1,2}\.\s?\d{1,2}\.\s?(?:\d{2,4})?\b|\b\d+\s*(?:min|minutes?|minuten)\b", re.I)
_READ_MORE = re.compile(r"^\W*(?:read more|read also|also read|read next|related|see also|more on|lesen sie (?:auch|mehr)"
                        r"|mehr zum thema|mehr dazu|weiterlesen|auch interessant|czytaj|zobacz|lea más|leer más"
                        r"|más información|lire aussi|leggi anche)\b", re.I)
_TAGS = re.compile(r"^\W*(?:tags?|schlagw[öo]rter|themen|topics|kategorie|categor(?:y|ies)|filed under|archivado en"
                   r"|tagi|stichw[öo]rter)\b", re.I)
_PROMO = re.compile(r"\b(?:share|teilen|tweet|facebook|whatsapp|twitter|linkedin|pinterest|e-?mail|subscribe|abonn"
                    r"|newsletter|sign up|anmelden|registrier|log ?in|comments?|kommentar|reply|antworten"
                    r"|advert|anzeige|werbung|sponsored|cookie|print|drucken|follow us|folgen sie|download"
                    r"|app\b|podcast|donate|spenden|udostępnij|komentarz|zaloguj)", re.I)


@dataclass(frozen=True)
class Place:
    """Where a string sits: the holder's tag and the names of it and its ancestors, innermost first."""

    tag: str
    names: str  # "tag.class#id[role][itemprop]" of the holder and each ancestor, joined by spaces
    element: Any  # the holder
    root: Any  # the innermost story root holding it (see is_story_root), or None
    order: int  # the holder's position in document order


def norm(text: str) -> str:
    return " ".join(text.split())


def element_name(el: Any) -> str:
    attrs = " ".join(el.get(a, "") for a in ("class", "id", "role", "itemprop", "data-testid", "data-component"))
    return f"{el.tag}[{attrs.strip()}]"


def is_story_root(el: Any) -> bool:
    """An element that holds a whole story: <article>, <main>, or one microdata names so."""
    return (el.tag in ("article", "main") or el.get("itemprop", "") in ("articleBody", "mainEntity")
            or el.get("itemtype", "").endswith(("Article", "BlogPosting", "Report")))


class PageView:
    """A parsed page and the places of strings on it."""

    def __init__(self, markup: str) -> None:
        from lxml import html
        self.root = self.body = None
        self.order: dict[Any, int] = {}
        self.headlines: set[str] = set()
        self._texts: dict[Any, str] = {}
        try:
            self.root = html.fromstring(markup)
        except (ValueError, html.etree.ParserError):
            return
        for el in self.root.iter():
            if isinstance(el.tag, str):
                self.order[el] = len(self.order)
                if el.tag in ("title", "h1"):
                    self.headlines.add(norm(el.text_content()))
                elif el.tag == "meta" and el.get("property") == "og:title":
                    self.headlines.add(norm(el.get("content", "")))
        self.headlines.discard("")
        for el in list(self.root.iter("script", "style", "noscript", "template")):
            el.drop_tree()
        self.body = next(self.root.iter("body"), self.root)

    def text(self, el: Any) -> str:
        if el not in self._texts:
            self._texts[el] = norm(el.text_content())
        return self._texts[el]

    def place(self, text: str) -> Place | None:
        """The deepest element holding the whole of ``text`` (whitespace-normalised), or None."""
        if self.root is None:
            return None
        wanted = norm(text)
        el = self.root
        if wanted not in self.text(el):
            return None
        while True:
            inner = next((child for child in el if isinstance(child.tag, str) and wanted in self.text(child)), None)
            if inner is None:
                break
            el = inner
        chain = [el, *el.iterancestors()]
        story = next((a for a in chain if is_story_root(a)), None)
        near = [a for a in chain[:NEAR + 1] if a.tag not in ("body", "html")]
        return Place(el.tag, " ".join(element_name(a) for a in near), el, story, self.order.get(el, 0))


def appended(place: Place, story_root: Any, view: PageView) -> bool:
    """Whether the holder sits in another story root than the story's, after it, and outside it."""
    if place.root is None or place.order < view.order.get(story_root, 0):
        return False
    ancestors = set(place.element.iterancestors())
    return story_root not in ancestors and place.root not in set(story_root.iterancestors())


def kind_of(text: str, place: Place | None, view: PageView, story_root: Any) -> str:
    """The first kind of KINDS that the string fits (see the module docstring)."""
    said = norm(text)
    n_words = len(_WORDS.findall(said))
    names = place.names if place else ""
    tags = {name.split("[", 1)[0] for name in names.split()}
    short = n_words <= SHORT_WORDS
    if n_words >= TWICE_WORDS and view.body is not None and view.text(view.body).count(said) > 1:
        return "twice on the page"
    if _COMMENT_BOX.search(names) and n_words >= COMMENT_WORDS and not _PROMO.search(said[:40]):
        return "comment text"
    if tags & {"figcaption", "figure"} or _CAPTION_BOX.search(names) or (short and _CREDIT.search(said)):
        return "caption/credit"
    if (short and _GALLERY.search(said)) or (_GALLERY_BOX.search(names) and short):
        return "gallery chrome"
    if (place and story_root is not None and appended(place, story_root, view) and n_words >= APPENDED_WORDS
            and not _TEASER_BOX.search(place.names)):
        return "appended next story"
    if said in view.headlines or (n_words > 3 and any(said in h for h in view.headlines)) or (place and place.tag == "h1"):
        return "headline"
    if short and (_BYLINE.search(said) or _BYLINE_BOX.search(place.names.split()[0] if place else "")):
        return "dateline/byline"
    if _BIO_BOX.search(names):
        return "author bio"
    if _READ_MORE.search(said):
        return "read-more line"
    if _TAGS.search(said) or (short and _TAG_BOX.search(names)):
        return "tag list"
    if (short and _PROMO.search(said)) or _PROMO_BOX.search(names):
        return "promo (share/comment/newsletter/subscription/ad)"
    if "a" in tags or _TEASER_BOX.search(names) or tags & {"aside"}:
        return "teaser/related list"
    if tags & {"nav", "footer", "header"} or _NAV_BOX.search(names):
        return "navigation/footer"
    return "other"


_DECLARED_URL = re.compile(r"""<(?:link[^>]*rel=["']?canonical|meta[^>]*property=["']?og:url)[^>]*"""
                           r"""(?:href|content)=["']?(https?://[^"' >]+)""", re.I)


def site_of(url: str | None, markup: str, fallback: str) -> str:
    """The page's host: from its URL, else its canonical link or og:url (dragnet's pages have no URL)."""
    if not url:
        found = _DECLARED_URL.search(markup[:200_000])
        url = found.group(1) if found else None
    host = urlsplit(url).hostname if url else None
    return (host or fallback).removeprefix("www.")


class Tally:
    """Per kind: strings, and the pages and sites that hold them."""

    def __init__(self) -> None:
        self.strings: dict[str, int] = defaultdict(int)
        self.pages: dict[str, set[str]] = defaultdict(set)
        self.sites: dict[str, set[str]] = defaultdict(set)
        self.examples: dict[str, list[str]] = defaultdict(list)

    def add(self, kind: str, page: str, site: str, text: str) -> None:
        self.strings[kind] += 1
        self.pages[kind].add(page)
        self.sites[kind].add(site)
        self.examples[kind].append(f"{page}: {norm(text)[:90]!r}")

    def rows(self) -> list[dict[str, Any]]:
        return [{"kind": k, "strings": self.strings[k], "pages": len(self.pages[k]), "sites": len(self.sites[k])}
                for k in sorted(self.strings, key=lambda k: (-len(self.pages[k]) * len(self.sites[k]), k))]


def judge(tallies: tuple[Tally, Tally], name: str, site: str, markup: str, url: str | None,
          kept: list[str], lost: list[str], musts: list[str]) -> None:
    """Sort one page's kept must-not strings and lost must strings into ``tallies`` (kept, lost)."""
    if not kept and not lost:
        return
    view = PageView(markup)
    # The story's own root: the <article> / <main> holding the first must string found on the page.
    first = next((p for p in (view.place(m) for m in musts) if p is not None), None)
    story_root = first.root if first else None
    for tally, strings in zip(tallies, (kept, lost)):
        for text in strings:
            tally.add(kind_of(text, view.place(text), view, story_root), name, site, text)


def _text_of(row: dict, predicted: dict[str, str] | None) -> str:
    """The page's text: the one predicted for it (``--pred``), else the shipped extraction's."""
    if predicted is not None:
        return predicted[row["id"]]
    from scrapy_articles.extraction import extract
    return extract(row["html"], row.get("url")).text


def corpus_tallies(folder: Path, predicted: dict[str, str] | None) -> tuple[Tally, Tally, int]:
    tallies = (Tally(), Tally())
    rows = pages.read_rows(folder / "segments", "trafilatura-eval")
    if predicted is not None:
        rows = [row for row in rows if row["id"] in predicted]
    for row in rows:
        said = norm(_text_of(row, predicted))
        kept = [s for s in row["without"] if norm(s) in said]
        lost = [s for s in row["with"] if norm(s) not in said]
        judge(tallies, row["id"], site_of(row.get("url"), row["html"], row["id"]), row["html"], row.get("url"),
              kept, lost, row["with"])
    return (*tallies, len(rows))


def gold_tallies(folder: Path, name: str, predicted: dict[str, str] | None) -> tuple[Tally, Tally, int]:
    """A corpus of gold texts: the kept lines whose words the gold lacks, the gold lines the text lacks."""
    from benchmarks.accuracy import words
    tallies = (Tally(), Tally())
    rows = [row for row in pages.read_rows(folder, name) if row.get("gold")]
    if predicted is not None:
        rows = [row for row in rows if row["id"] in predicted]
    for row in rows:
        text = _text_of(row, predicted)
        gold, said = words(row["gold"]), words(text)
        kept = [line for line in text.splitlines() if words(line).strip() and words(line) not in gold]
        lost = [line for line in row["gold"].splitlines() if words(line).strip() and words(line) not in said][:MAX_LOST]
        judge(tallies, row["id"], site_of(row.get("url"), row["html"], row["id"]), row["html"], row.get("url"),
              kept, lost, row["gold"].splitlines()[:3])
    return (*tallies, len(rows))


def suite_tallies() -> tuple[Tally, Tally, int]:
    """The read fresh splits of the body suite: their pages as extracted now (exact substring tests)."""
    import importlib

    from scrapy_articles.extraction import extract
    tallies = (Tally(), Tally())
    n_pages = 0
    for suite in READ_SUITES:
        module = importlib.import_module(f"tests.extraction.body_pages.{suite}")
        for page in getattr(module, f"{suite}_pages")():
            n_pages += 1
            text = extract(page.html, page.url).text
            kept = [s for s in page.must_not if s in text]
            lost = [s for s in page.must if s not in text]
            judge(tallies, page.name, page.name.split("/")[0], page.html, page.url, kept, lost, list(page.must))
    return (*tallies, n_pages)


def markdown(title: str, n_pages: int, kept: Tally, lost: Tally, examples: int) -> str:
    lines = [f"### {title} ({n_pages} pages)", "", "| kind | kept must-not: strings / pages / sites "
             "| lost must: strings / pages / sites |", "|---|---:|---:|"]
    kinds = [row["kind"] for row in kept.rows()] + [row["kind"] for row in lost.rows() if row["kind"] not in kept.strings]
    for kind in kinds:
        cells = [f"{t.strings[kind]} / {len(t.pages[kind])} / {len(t.sites[kind])}" if kind in t.strings else "-"
                 for t in (kept, lost)]
        lines.append(f"| {kind} | {cells[0]} | {cells[1]} |")
    totals = [f"{sum(t.strings.values())} / {len(set().union(*t.pages.values()))}" for t in (kept, lost)]
    lines.append(f"| all | {totals[0]} | {totals[1]} |")
    for label, tally in (("kept", kept), ("lost", lost)):
        for kind in kinds if examples else ():
            for example in tally.examples.get(kind, [])[:examples]:
                lines.append(f"- {label} {kind}: {example}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="benchmarks/segmentkinds.py", description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=pages.DEFAULT_CORPUS, help="the corpus folder")
    parser.add_argument("--pred", type=Path, help="out-of-fold texts (crossval --predictions' auto.jsonl), "
                        "not the shipped extraction's")
    parser.add_argument("--gold", help="comma-separated gold-text corpora too (dragnet, readability...): "
                        "kept lines the gold lacks, gold lines the text lacks")
    parser.add_argument("--suites", action="store_true", help=f"the read body suites too: {', '.join(READ_SUITES)}")
    parser.add_argument("--examples", type=int, default=0, help="strings to print per kind")
    parser.add_argument("--json", action="store_true", help="print JSON instead of Markdown")
    args = parser.parse_args(argv)
    predicted = read_predictions(args.pred) if args.pred else None
    parts = {"trafilatura-eval" + (" (--pred)" if predicted is not None else " (shipped)"):
             corpus_tallies(args.corpus, predicted)}
    for name in args.gold.split(",") if args.gold else ():
        parts[name + (" (--pred)" if predicted is not None else " (shipped)")] = gold_tallies(args.corpus, name,
                                                                                             predicted)
    if args.suites:
        parts["body suites " + ", ".join(READ_SUITES)] = suite_tallies()
    if args.json:
        print(json.dumps({title: {"pages": n, "kept": kept.rows(), "lost": lost.rows()}
                          for title, (kept, lost, n) in parts.items()}, indent=1))
        return
    print("\n\n".join(markdown(title, n, kept, lost, args.examples) for title, (kept, lost, n) in parts.items()))


if __name__ == "__main__":
    main()
