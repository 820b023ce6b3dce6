"""Write the multi-page fixture site: ``python tests/sites/multipage/build.py``.

Fifteen invented site templates, 99 pagination styles, 138 articles (one of them a
single page) and 36 trap pages, with traps on every article page (see README.md). The
pages are generated so that the 400-odd files stay consistent; the output is
committed, and this script is deterministic (rerun it after an edit, commit
both).
"""

from __future__ import annotations

import hashlib
import json
import random
import shutil
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Callable

HERE = Path(__file__).resolve().parent
PAGES_DIR = HERE / "pages"

# Sentence frames for the story text: deterministic per article and page.
FRAMES = [
    "{person} first came to {place} in {year}, when the {thing} still worked every day of the week.",
    "By {year} the {thing} at {place} employed {number} people, most of them from the streets around the quay.",
    "Nobody at the council could say who owned the {thing}, and the question went unanswered for a decade.",
    "{person} kept a ledger of every repair, and its pages show {number} separate visits in a single winter.",
    "The storm of {year} tore the roof from the {thing} and left the lower rooms under a foot of water.",
    "Visitors to {place} today see a tidy building, but the older residents remember the noise and the smell.",
    "{person} argued that the {thing} should be rebuilt rather than sold, and {number} neighbours signed the letter.",
    "In the archive there is a photograph of the {thing} taken in {year}, with a horse and cart at the gate.",
    "The money came at last from a trust in the city, on condition that the work was finished within two years.",
    "Engineers found that the foundations of the {thing} were older than anyone had guessed, perhaps by a century.",
    "{person} still walks past the {thing} every morning and stops to look at the new brickwork.",
    "A survey in {year} counted {number} cracks in the river wall below {place}, most of them small.",
    "The volunteers met on Thursday evenings in the back room of the Anchor, where the landlord lent them a table.",
    "Children from the school at {place} painted the hoardings while the scaffolding was up.",
    "There were setbacks: a lorry slid into the ditch, and a week of frost stopped the mortar from setting.",
    "{person} says the hardest part was persuading the insurers that the {thing} could be made safe at all.",
    "The accounts for {year} show a surplus of {number} pounds, spent on a new gate and a bench by the water.",
    "Old maps mark a well beside the {thing}, though nobody has found it, and {person} doubts it was ever there.",
    "When the lamps were lit again for the first time, {number} people stood on the quay in the rain to watch.",
    "The next task is the slipway, which has been closed since the winter of {year}.",
    "Some in {place} would rather the money had gone on the bus service, and they said so at every meeting.",
    "{person} laughs at the idea that the {thing} is finished: a building like that, she says, is never finished.",
    "The trust has promised another grant if the town can raise {number} pounds of its own by the autumn.",
    "In the end it was the tide tables, not the budget, that decided when the heavy work could be done.",
    "{person} remembers queuing at the {thing} with her grandmother in {year}, a basket on each arm.",
    "The harbour master wrote to the paper in {year} to complain that the {thing} blocked his view of the channel.",
    "Under the floorboards the builders found {number} clay pipes, a boot and a bundle of letters.",
    "Fishermen at {place} still call the stretch of water below the {thing} by its old name.",
    "A carpenter from the island made the new doors, using oak that had seasoned in his barn since {year}.",
    "{person} kept the key on a nail behind the kitchen door for {number} days while the locks were changed.",
    "The first tenants after the repairs were a sailmaker and a woman who mended nets for the trawlers.",
    "Each spring the trust opens the {thing} for a weekend, and last year {number} people came through the gate.",
]
PEOPLE = ["Maren Holt", "Ivo Brandt", "Agnes Pell", "Tomas Vieira", "Ruth Achterberg", "Samir Okafor",
          "Lena Quist", "Owen Marlow", "Beatriz Sola", "Klaus Reuter", "Nell Fairbairn", "Hugo Lefevre"]
PLACES = ["North Mole", "Saltmarket", "Fenwick Quay", "the Old Basin", "Gullhaven", "Tanner's Reach",
          "the Ropewalk", "Kessel Point", "Marsh End", "the Lower Town"]
THINGS = ["ropeworks", "tide mill", "pilot house", "fish market", "boathouse", "signal tower", "bathing hall",
          "chandlery", "lifeboat station", "grain store", "ferry office", "net loft"]

MOST_READ = {  # the box every page of a template shows between the pages' text
    "harbour": ("Most read", ["Ferry fares to rise from the spring timetable",
                              "Market square reopens after two years of repairs",
                              "Rowing club wins the estuary regatta again"]),
    "magazine": ("Related", ["A weekend on the canal: where to moor and what to eat",
                             "The lost villages under the reservoir",
                             "Why the tide clock in the square runs slow"]),
    "portal": ("Meistgelesen", ["Neue Buslinie zum Hafen ab Montag",
                                "Stadtrat beschließt Haushalt für das kommende Jahr",
                                "Sommerfest am Kai lockt tausende Besucher"]),
    "atelier": ("À lire aussi", ["Le marché couvert rouvre ses portes après deux ans de travaux",
                                 "Les bateliers du canal racontent leur métier",
                                 "Une exposition sur les phares de la côte"]),
    "ledger": ("Most read", ["Harbour master retires after forty years",
                             "The secret life of the swing bridge",
                             "Ten walks along the old towpath"]),
    "kade": ("Meest gelezen", ["Nachtpont blijft varen, besluit de gemeente",
                               "Stormwaarschuwing voor de kust dit weekend",
                               "Vishandelaren winnen strijd om de huren"]),
    "chronicle": ("Trending now", ["Council votes to keep the night ferry running",
                                   "Storm warning for the coast this weekend",
                                   "Fish market traders win their fight over rents"]),
    "molo": ("I più letti", ["Il traghetto notturno resta in servizio, decide il comune",
                             "Allerta maltempo sulla costa per il fine settimana",
                             "I pescivendoli vincono la battaglia sugli affitti"]),
    "beacon": ("Most popular", ["Swing bridge to close for a month of repairs",
                                "The last oyster boats of the estuary",
                                "Harbour trust names its new chair"]),
}


@dataclass(frozen=True)
class Article:
    slug: str
    template: str
    style: str
    pages: int
    part: str  # "tune" or "held-out"


# ---------------------------------------------------------------- pagination styles
# Each style: the URL path of page k (1-based), the nav HTML of page k, and head markup.

def _urls(style: str, slug: str, n: int) -> list[str]:
    first = {
        "path-next": f"/story/{slug}/", "next-heading": f"/story/{slug}/", "query-bar": f"/news/{slug}.html",
        "part-continue": f"/features/{slug}.html", "p-suffix": f"/kultur/{slug}.html",
        "page-path-bar": f"/reports/{slug}/", "relnext": f"/longreads/{slug}.html",
        "two-page-bar": f"/essays/{slug}", "query-part": f"/dossiers/{slug}.html",
        "underscore": f"/reportajes/{slug}.html", "mention": f"/walks/{slug}", "toc": f"/guides/{slug}.html",
        "seite-bar": f"/berichte/{slug}/",
        "select-jump": f"/long-reads/{slug}/", "span-bar-p": f"/articles/{slug}.html",
        "aria-next": f"/read/{slug}", "start-offset": f"/stories/view.php?id={_story_id(slug)}",
        "post-page-path": f"/2024/05/14/{slug}/", "read-page": f"/guides/{slug}",
        "arrow-bar": f"/reports/{slug}.html", "head-rel-only": f"/analysis/{slug}.html",
        "continue-part-path": f"/series/{slug}/",
        "comma-pack": f"/artykul/{slug},nId,{_story_id(slug)}", "pg-id": f"/lezen/artikel.php?id={_story_id(slug)}",
        "index-n": f"/dossier/{slug}/index.html", "zero-based": f"/achtergrond/{slug}.html",
        "ellipsis-bar": f"/verhalen/{slug}.html", "nav-aria": f"/longread/{slug}/",
        "data-href": f"/column/{slug}", "glyph-title": f"/interview/{slug}", "dot-suffix": f"/reportage/{slug}.html",
        "storia-next": f"/storie/{slug}/", "pager-page": f"/notizie/{slug}.html", "pag-p": f"/cronaca/{slug}.html",
        "pagenavi": f"/blog-del-porto/{slug}/", "continua-part": f"/speciali/{slug}.html",
        "continua-p": f"/cultura/{slug}", "load-button": f"/approfondimenti/{slug}/",
        "rel-head": f"/inchieste/{slug}/", "select-menu": f"/rubriche/{slug}.html",
        "print-all": f"/racconti/{slug}/",
        **_beacon_first(slug), **_sealed_4_first(slug), **_sealed_5_first(slug), **_quire_first(slug),
    }[style]
    later = {
        "path-next": lambda k: f"{first}{k}/", "next-heading": lambda k: f"{first}{k}/",
        "query-bar": lambda k: f"{first}?page={k}", "part-continue": lambda k: f"/features/{slug}-part{k}.html",
        "p-suffix": lambda k: f"/kultur/{slug}-p{k}.html", "page-path-bar": lambda k: f"{first}page/{k}/",
        "relnext": lambda k: f"/longreads/{slug}-{k}.html", "two-page-bar": lambda k: f"{first}/{k}",
        "query-part": lambda k: f"{first}?part={k}", "underscore": lambda k: f"/reportajes/{slug}_{k}.html",
        "mention": lambda k: f"{first}/{k}", "toc": lambda k: f"{first}?pg={k}",
        "seite-bar": lambda k: f"{first}seite-{k}/",
        "select-jump": lambda k: f"{first}{k}", "span-bar-p": lambda k: f"{first}?p={k}",
        "aria-next": lambda k: f"{first}?pg={k}", "start-offset": lambda k: f"{first}&start={20 * (k - 1)}",
        "post-page-path": lambda k: f"{first}page/{k}/", "read-page": lambda k: f"{first}-part-{k}",
        "arrow-bar": lambda k: f"/reports/{slug}_{k}.html", "head-rel-only": lambda k: f"/analysis/{slug}/{k}.html",
        "continue-part-path": lambda k: f"{first}part-{k}/",
        "comma-pack": lambda k: f"{first},nPack,{k}", "pg-id": lambda k: f"/lezen/artikel.php?pg={k}&id={_story_id(slug)}",
        "index-n": lambda k: f"/dossier/{slug}/index{k}.html", "zero-based": lambda k: f"{first}?p={k - 1}",
        "ellipsis-bar": lambda k: f"/verhalen/{slug}-pagina-{k}.html", "nav-aria": lambda k: f"{first}p/{k}/",
        "data-href": lambda k: f"{first}?pagina={k}", "glyph-title": lambda k: f"{first}/{k}",
        "dot-suffix": lambda k: f"/reportage/{slug}.{k}.html",
        "storia-next": lambda k: f"{first}{k}/", "pager-page": lambda k: f"{first}?page={k}",
        "pag-p": lambda k: f"{first}?p={k}", "pagenavi": lambda k: f"{first}page/{k}/",
        "continua-part": lambda k: f"/speciali/{slug}-part{k}.html", "continua-p": lambda k: f"{first}-p{k}",
        "load-button": lambda k: f"{first}?parte={k}", "rel-head": lambda k: f"{first}pagina{k}.html",
        "select-menu": lambda k: f"{first}?pag={k}", "print-all": lambda k: f"{first}{k}",
        **_beacon_later(slug, first), **_sealed_4_later(slug, first), **_sealed_5_later(slug, first),
        **_quire_later(slug),
    }[style]
    return [first] + [later(k) for k in range(2, n + 1)]


def _story_id(slug: str) -> int:
    """The numeric id of a story a script serves ("view.php?id=4411"): its neighbours have the next ids."""
    return 4400 + sum(map(ord, slug)) % 90


def _bar(urls: list[str], k: int, labels: Callable[[int], str] = str, current_tag: str = "span") -> str:
    return " ".join(f'<{current_tag} class="current">{labels(i)}</{current_tag}>' if i == k
                    else f'<a href="{url}">{labels(i)}</a>' for i, url in enumerate(urls, 1))


def _nav(style: str, urls: list[str], k: int, headings: list[str]) -> tuple[str, str]:
    """The page's pagination markup (in the body) and its head links."""
    n = len(urls)
    nxt = urls[k] if k < n else None
    prev = urls[k - 2] if k > 1 else None
    head, body = "", ""
    if style == "path-next":
        body = (f'<p class="story-pages">{f"<a href={chr(34)}{prev}{chr(34)}>Previous page</a> " if prev else ""}'
                f'{f"<a href={chr(34)}{nxt}{chr(34)}>Next page</a>" if nxt else ""}</p>')
    elif style == "next-heading":
        body = (f'<div class="post-nav">{f"<a href={chr(34)}{prev}{chr(34)}>‹ Previous page</a> " if prev else ""}'
                f'{f"<a href={chr(34)}{nxt}{chr(34)}>Next page: {headings[k]} ›</a>" if nxt else ""}</div>')
    elif style == "query-bar":
        rel = [f"?page={i}" if i > 1 else urls[0].rsplit("/", 1)[1] for i in range(1, n + 1)]
        body = f'<div class="pages">Page: {_bar(rel, k)}</div>'
    elif style == "part-continue":
        body = (f'<p class="continue">{f"<a href={chr(34)}{prev}{chr(34)}>« Previous page</a> " if prev else ""}'
                f'{f"<a href={chr(34)}{nxt.rsplit(chr(47), 1)[1]}{chr(34)}>Continue reading →</a>" if nxt else ""}</p>')
    elif style == "p-suffix":
        body = (f'<div class="blättern">{f"<a href={chr(34)}{prev}{chr(34)}>« Zurück</a> " if prev else ""}'
                f'{f"<a href={chr(34)}{nxt}{chr(34)}>Weiter »</a>" if nxt else ""}</div>')
    elif style == "page-path-bar":
        body = (f'<nav class="pagination">{_bar(urls, k)}'
                f'{f" <a class={chr(34)}next{chr(34)} href={chr(34)}{nxt}{chr(34)}>Next ›</a>" if nxt else ""}</nav>')
    elif style == "relnext":
        head = (f'<link rel="prev" href="{prev}">' if prev else "") + (f'<link rel="next" href="{nxt}">' if nxt else "")
    elif style == "two-page-bar":
        body = f'<p class="pagelinks">Pages: {_bar(urls, k, current_tag="b")}</p>'
    elif style == "query-part":
        body = (f'<p class="suite">{f"<a href={chr(34)}{prev}{chr(34)}>‹ Page précédente</a> " if prev else ""}'
                f'{f"<a href={chr(34)}{nxt}{chr(34)}>Page suivante ›</a>" if nxt else ""}</p>')
    elif style == "underscore":
        body = (f'<div class="paginacion">{f"<a href={chr(34)}{prev}{chr(34)}>« Página anterior</a> " if prev else ""}'
                f'{f"<a href={chr(34)}{nxt}{chr(34)}>Página siguiente »</a>" if nxt else ""}</div>')
    elif style == "mention":
        body = (f'<p>{f"<a href={chr(34)}{prev}{chr(34)}>Back to page {k - 1}</a> " if prev else ""}'
                f'{f"<a href={chr(34)}{nxt}{chr(34)}>Continue to page {k + 1} »</a>" if nxt else ""}</p>')
    elif style == "toc":
        items = "".join(f"<li><b>Page {i}: {headings[i - 1]}</b></li>" if i == k else
                        f'<li><a href="{url}">Page {i}: {headings[i - 1]}</a></li>' for i, url in enumerate(urls, 1))
        body = f'<div class="guide-contents"><h3>In this guide</h3><ol>{items}</ol></div>'
    elif style == "seite-bar":
        body = (f'<div class="seitennavigation">Seite {_bar(urls, k)}'
                f'{f" <a href={chr(34)}{nxt}{chr(34)}>Nächste Seite</a>" if nxt else ""}</div>')
    elif style in LEDGER_STYLES:
        body, head = _ledger_nav(style, urls, k, headings)
    elif style in KADE_STYLES:
        body = _kade_nav(style, urls, k)
    elif style in MOLO_STYLES:
        body, head = _molo_nav(style, urls, k, headings)
    elif style in BEACON_STYLES:
        body, head = _beacon_nav(style, urls, k)
    elif style in BOTE_STYLES + BENCH_STYLES:
        body, head = _sealed_4_nav(style, urls, k, headings)
    elif style in SCORELINE_STYLES + FARO_STYLES + CIVIC_STYLES:
        body, head = _sealed_5_nav(style, urls, k, headings)
    elif style in QUIRE_STYLES:
        body = _quire_nav(style, urls, k, headings)
        head = f'<base href="{QUIRE_CDN}">' if style == "qu-cdn-base" else ""
        if style == "qu-wp-plain":  # WordPress's adjacent posts in the head: the next and previous posts
            post = int(urls[0].rsplit("=", 1)[1])
            head = (f'<link rel="prev" href="/?p={post - QUIRE_POST_STEP}">'
                    f'<link rel="next" href="/?p={post + QUIRE_POST_STEP}">')
    return body, head


LEDGER_STYLES = ("select-jump", "span-bar-p", "aria-next", "start-offset", "post-page-path", "read-page",
                 "arrow-bar", "head-rel-only", "continue-part-path")
_ICON_NEXT = '<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M5 3l5 5-5 5"/></svg>'
_ICON_PREV = '<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M11 3l-5 5 5 5"/></svg>'


def _ledger_nav(style: str, urls: list[str], k: int, headings: list[str]) -> tuple[str, str]:
    """The pagination styles of the ``ledger`` template (part ``blind``)."""
    n = len(urls)
    nxt = urls[k] if k < n else None
    prev = urls[k - 2] if k > 1 else None
    if style == "select-jump":  # a page jumper alone: no anchor to the other pages
        options = "".join(f'<option value="{url}"{" selected" if i == k else ""}>Page {i} of {n}</option>'
                          for i, url in enumerate(urls, 1))
        return (f'<form class="c-pagejump" action="/jump"><label for="pj">Go to</label>'
                f'<select id="pj" name="to" onchange="location=this.value">{options}</select></form>'), ""
    if style == "span-bar-p":  # the current page a bare span, relative "?p=N" links
        items = " ".join(f"<span>{i}</span>" if i == k else f'<a href="?p={i}">{i}</a>' if i > 1
                         else f'<a href="{urls[0].rsplit("/", 1)[1]}">{i}</a>' for i in range(1, n + 1))
        return f'<div class="c-pages">{items}</div>', ""
    if style == "aria-next":  # icon buttons, named by aria-label only
        return ('<nav class="c-paging">'
                + (f'<a class="c-btn c-btn--icon" href="{prev}" aria-label="Previous page">{_ICON_PREV}</a> ' if prev else "")
                + (f'<a class="c-btn c-btn--icon" href="{nxt}" aria-label="Next page">{_ICON_NEXT}</a>' if nxt else "")
                + "</nav>"), ""
    if style == "start-offset":  # an item offset of 20 a page, and a bar of numbers
        bar = " ".join(f"<b>{i}</b>" if i == k else f'<a href="{url}">{i}</a>' for i, url in enumerate(urls, 1))
        return (f'<div class="pagenav">{bar}{f" <a href={chr(34)}{nxt}{chr(34)}>next »</a>" if nxt else ""}</div>'), ""
    if style == "post-page-path":  # WordPress's /page/N/ on a dated post
        return ('<p class="c-more">' + (f'<a href="{prev}">« Previous page</a> ' if prev else "")
                + (f'<a href="{nxt}">Next page »</a>' if nxt else "") + "</p>"), ""
    if style == "read-page":  # "Read page N: <heading>" for every other page
        items = "".join(f'<li><a href="{url}">Read page {i}: {headings[i - 1]}</a></li>'
                        for i, url in enumerate(urls, 1) if i != k)
        return f'<ul class="c-chapters">{items}</ul>', ""
    if style == "arrow-bar":  # "‹ 1 2 3 ›", the current page in <strong>, arrows named by title
        bar = " ".join(f"<strong>{i}</strong>" if i == k else f'<a href="{url}">{i}</a>' for i, url in enumerate(urls, 1))
        return ('<div class="c-pagebar">' + (f'<a href="{prev}" title="Previous page">‹</a> ' if prev else "")
                + bar + (f' <a href="{nxt}" title="Next page">›</a>' if nxt else "") + "</div>"), ""
    if style == "head-rel-only":
        return "", ((f'<link rel="Prev" href="{prev}">' if prev else "") + (f'<link rel="Next" href="{nxt}">' if nxt else ""))
    # continue-part-path: "Continue reading »" to /part-N/
    return ('<p class="c-continue">' + (f'<a href="{prev}">« Back to part {k - 1}</a> ' if prev else "")
            + (f'<a href="{nxt}">Continue reading »</a>' if nxt else "") + "</p>"), ""


KADE_STYLES = ("comma-pack", "pg-id", "index-n", "zero-based", "ellipsis-bar", "nav-aria", "data-href",
               "glyph-title", "dot-suffix")


def _kade_nav(style: str, urls: list[str], k: int) -> str:
    """The pagination styles of the ``kade`` template (part ``sealed``): utility classes, Dutch words."""
    n = len(urls)
    nxt = urls[k] if k < n else None
    prev = urls[k - 2] if k > 1 else None
    link = 'class="text-sky-700 hover:underline"'
    if style == "comma-pack":  # a bare bar of numbers to ",nPack,N" (the current page a bold span)
        return ('<div class="flex gap-2 my-6">' + " ".join(
            f'<span class="font-bold">{i}</span>' if i == k else f'<a {link} href="{url}">{i}</a>'
            for i, url in enumerate(urls, 1)) + "</div>")
    if style == "pg-id":  # the page parameter before the story's id: "?pg=2&id=4411"
        return ('<div class="flex justify-between my-6">'
                + (f'<a {link} href="{prev}">‹ Vorige pagina</a>' if prev else "<span></span>")
                + (f'<a {link} href="{nxt}">Volgende pagina ›</a>' if nxt else "") + "</div>")
    if style == "index-n":  # "index.html", "index2.html"
        return ('<p class="mt-6 text-right">' + (f'<a {link} href="{nxt}">Verder lezen »</a>' if nxt else "")
                + "</p>")
    if style == "zero-based":  # pages counted from 0: page 2 is "?p=1"
        return ('<div class="flex gap-4 my-6">' + (f'<a {link} href="{prev}">« Vorige</a>' if prev else "")
                + (f'<a {link} href="{nxt}">Volgende »</a>' if nxt else "") + "</div>")
    if style == "ellipsis-bar":  # "1 2 3 … 5": the neighbours of the current page, the first and the last
        shown = sorted({1, n, k - 1, k, k + 1} & set(range(1, n + 1)))
        items, last = [], 0
        for i in shown:
            if i > last + 1:
                items.append('<span class="px-2">…</span>')
            items.append(f'<span class="px-2 font-bold">{i}</span>' if i == k
                         else f'<a class="px-2 text-sky-700" href="{urls[i - 1]}">{i}</a>')
            last = i
        return f'<div class="flex items-center my-6">{"".join(items)}</div>'
    if style == "nav-aria":  # a list in <nav aria-label>, the current page a link to itself
        items = "".join(f'<li><a class="px-3 py-1 rounded" href="{url}"'
                        f'{" aria-current=" + chr(34) + "page" + chr(34) if i == k else ""}>{i}</a></li>'
                        for i, url in enumerate(urls, 1))
        if nxt:
            items += f'<li><a class="px-3 py-1 rounded" href="{nxt}">Volgende</a></li>'
        return f'<nav aria-label="Paginering" class="my-6"><ul class="flex gap-1">{items}</ul></nav>'
    if style == "data-href":  # a script's button, and a link for readers without script
        if not nxt:
            return ""
        return (f'<div class="my-6"><button type="button" class="rounded bg-sky-700 px-4 py-2 text-white" '
                f'data-href="{nxt}" onclick="location=this.dataset.href">Lees verder</button> '
                f'<a class="sr-only" href="{nxt}">Naar pagina {k + 1}</a></div>')
    if style == "glyph-title":  # arrows alone, named by their title
        return ('<div class="flex justify-between my-6 text-2xl">'
                + (f'<a href="{prev}" title="Vorige pagina">←</a>' if prev else "<span></span>")
                + (f'<a href="{nxt}" title="Volgende pagina">→</a>' if nxt else "") + "</div>")
    # dot-suffix: "Lees het vervolg" to "<slug>.2.html"
    return '<p class="my-6">' + (f'<a {link} href="{nxt}">Lees het vervolg ›</a>' if nxt else "") + "</p>"


MOLO_STYLES = ("storia-next", "pager-page", "pag-p", "pagenavi", "continua-part", "continua-p", "load-button",
               "rel-head", "select-menu", "print-all")


def _print_url(urls: list[str]) -> str:
    """The print-all version of a ``print-all`` article: every page in one, never the next page."""
    return _with_query(urls[0], "stampa=tutto")


def _molo_nav(style: str, urls: list[str], k: int, headings: list[str]) -> tuple[str, str]:
    """The pagination styles of the ``molo`` template (part ``sealed-2``): Drupal markup, Italian words."""
    n = len(urls)
    nxt = urls[k] if k < n else None
    prev = urls[k - 2] if k > 1 else None
    if style == "storia-next":  # a lone "Pagina successiva", no bar
        return ('<p class="paginazione-articolo">' + (f'<a href="{prev}">Pagina precedente</a> ' if prev else "")
                + (f'<a href="{nxt}">Pagina successiva</a>' if nxt else "") + "</p>"), ""
    if style == "pager-page":  # Drupal's pager: relative "?page=N", names hidden for screen readers
        rel = [urls[0].rsplit("/", 1)[1]] + [f"?page={i}" for i in range(2, n + 1)]
        items = "".join(
            f'<li class="pager__item{" is-active" if i == k else ""}"><a href="{url}" title="'
            f'{"Pagina corrente" if i == k else f"Vai alla pagina {i}"}"><span class="visually-hidden">'
            f'{"Pagina corrente" if i == k else "Pagina "}</span>{i}</a></li>' for i, url in enumerate(rel, 1))
        if nxt:
            items += (f'<li class="pager__item pager__item--next"><a href="{rel[k]}" title="Vai alla pagina '
                      f'successiva" rel="next"><span class="visually-hidden">Pagina successiva</span>'
                      f'<span aria-hidden="true">›</span></a></li>')
        return (f'<nav class="pager" role="navigation" aria-labelledby="pagination-heading"><h4 '
                f'id="pagination-heading" class="visually-hidden">Paginazione</h4><ul class="pager__items '
                f'js-pager__items">{items}</ul></nav>'), ""
    if style == "pag-p":  # "Pag. 1 | 2 | 3" to "?p=N", the current page in <strong>
        bar = " | ".join(f"<strong>{i}</strong>" if i == k else f'<a href="{url}">{i}</a>'
                         for i, url in enumerate(urls, 1))
        return f'<div class="paginazione">Pag. {bar}</div>', ""
    if style == "pagenavi":  # WP-PageNavi: "Pagina 1 di 3", the numbers, "»" alone
        bar = "".join(f'<span aria-current="page" class="current">{i}</span>' if i == k
                      else f'<a class="page larger" title="Pagina {i}" href="{url}">{i}</a>'
                      for i, url in enumerate(urls, 1))
        return ('<div class="wp-pagenavi" role="navigation"><span class="pages">Pagina ' f"{k} di {n}</span>"
                + (f'<a class="previouspostslink" rel="prev" href="{prev}">«</a>' if prev else "") + bar
                + (f'<a class="nextpostslink" rel="next" href="{nxt}">»</a>' if nxt else "") + "</div>"), ""
    if style == "continua-part":  # "Continua a leggere" to "<slug>-part2.html", relative
        return ('<p class="continua">' + (f'<a href="{prev}">« Pagina precedente</a> ' if prev else "")
                + (f'<a href="{nxt.rsplit("/", 1)[1]}">Continua a leggere →</a>' if nxt else "") + "</p>"), ""
    if style == "continua-p":  # "Continua a leggere ›" to "<slug>-p2", no extension
        return ('<div class="leggi-tutto">' + (f'<a href="{nxt}">Continua a leggere ›</a>' if nxt else "")
                + "</div>"), ""
    if style == "load-button":  # a script's button alone: no anchor to the next page
        return ('<div class="carica-seguito">' + (f'<button type="button" class="button js-carica" data-href="{nxt}">'
                                                  f"Carica il seguito dell'articolo</button>" if nxt else "")
                + "</div>"), ""
    if style == "rel-head":
        return "", ((f'<link rel="prev" href="{prev}">' if prev else "") + (f'<link rel="next" href="{nxt}">' if nxt else ""))
    if style == "select-menu":  # a page menu alone, relative "?pag=N" values, a chapter name each
        options = "".join(f'<option value="{"?pag=" + str(i) if i > 1 else urls[0].rsplit("/", 1)[1]}"'
                          f'{" selected" if i == k else ""}>{i}. {headings[i - 1]}</option>' for i in range(1, n + 1))
        return (f'<div class="menu-pagine"><label for="sel-pag">Capitoli</label> <select id="sel-pag" '
                f'onchange="window.location.href=this.value">{options}</select></div>'), ""
    # print-all: "1 2 3 Succ. »" to "/N", and "Leggi tutto in una pagina" to the print version
    bar = " ".join(f"<b>{i}</b>" if i == k else f'<a href="{url}">{i}</a>' for i, url in enumerate(urls, 1))
    return (f'<div class="pagine">Pagine: {bar}' + (f' <a href="{nxt}">Succ. »</a>' if nxt else "")
            + f' · <a class="stampa" href="{_print_url(urls)}">Leggi tutto in una pagina</a></div>'), ""


# ---------------------------------------------------------------- story text

def _story(article: Article) -> tuple[str, str, list[str], list[list[str]]]:
    """Headline, author, per-page headings and per-page paragraphs."""
    rng = random.Random(article.slug)
    person, place, thing = rng.choice(PEOPLE), rng.choice(PLACES), rng.choice(THINGS)
    headline = f"The {thing} at {place}: {rng.choice(['a long repair', 'what the town kept', 'saved by volunteers', 'a century of work', 'the last season'])} ({article.slug.replace('-', ' ')})"
    headings = [f"{word.capitalize()} {article.slug.split('-')[0]}" for word in
                rng.sample(["beginnings", "the storm", "the money", "the builders", "the opening", "what next"],
                           article.pages)]
    pages = []
    frames = FRAMES[:]
    rng.shuffle(frames)
    for k in range(article.pages):
        paragraphs = []
        for p in range(4):  # 8 frames a page: 32 frames, no repeat within a 4-page article
            chosen = [frames[(k * 8 + p * 2 + i) % len(frames)] for i in range(2)]
            values = {"person": rng.choice(PEOPLE), "place": place, "thing": thing,
                      "year": str(rng.randint(1890, 1990)), "number": str(rng.randint(12, 480))}
            paragraphs.append(" ".join(frame.format(**values) for frame in chosen))
        pages.append(paragraphs)
    return headline, person, headings, pages


# ---------------------------------------------------------------- templates

TRAP_TEXT = {  # the link texts of the traps on every article page, by template
    "harbour": ["Next image ›", "Older comments »", "Next article »", "next month »", "« Older posts"],
    "magazine": ["Next photo", "Older Comments", "Next post: Why the tide clock in the square runs slow",
                 "Jun »", "Older posts"],
    "portal": ["Nächstes Bild ›", "Ältere Kommentare »", "Nächster Artikel »", "Nächster Monat »",
               "Ältere Beiträge"],
    "atelier": ["Image suivante ›", "Commentaires plus anciens", "Article suivant ›", "Mois suivant »",
                "Articles plus anciens"],
    # A comment pager that says only "Next »", in a section no class calls comments; a "Load more" of teasers.
    "chronicle": ["Next photo ›", "Next »", "Next story »", "Next month ›", "Load more"],
}
# The ledger's traps (part "blind", written before any run): a photo viewer, a comment pager in a
# section no class calls comments ("Join the conversation", "?comment_page=2"), "Next ›" to the next
# story in a "Read next" box, a calendar, a topic box's pager on this URL ("?topic_page=2"), a rail
# box's pager ("?latest_page=2"), and "Load more" ("?offset=12").
TRAP_TEXT["ledger"] = ["Next photograph ›", "Next ›", "Read next", "June ›", "Load more"]
LEDGER_BOXES = ("Join the conversation", "More on harbours", "Latest", "What's on",
                "Sign up to the Ledger's morning briefing", "Story continues below", "Advertisement")
LEDGER_TEASERS = ("Night ferry to keep running, council decides", "Storm warning for the coast this weekend",
                  "Fish market traders win their fight over rents")
# The chronicle's other boxes on every page: the teaser list "Load more" extends, the comments' heading.
TEASERS = ("More from Features", "Ferry fares to rise from the spring timetable",
           "Market square reopens after two years of repairs", "Rowing club wins the estuary regatta again")
DISCUSSION = "Comments (24)"
# The kade's traps (part "sealed", written before any run): a photo viewer's arrow named by its title
# on "?foto=2" (this URL with a number), a comment pager "?reacties=2" under "Reacties (31)", "Volgende ›"
# to the next story in a "Lees ook" box, a calendar, "Meer laden", and the news listing's page 2 in a
# side column ("Laatste nieuws").
TRAP_TEXT["kade"] = ["Foto 1 van 8", "Volgende »", "Volgende ›", "december ›", "Meer laden"]
KADE_BOXES = ("Reacties (31)", "Lees ook", "Laatste nieuws", "Agenda", "Meld je aan voor de ochtendbrief",
              "Advertentie")
KADE_TEASERS = ("Nieuwe buslijn naar de haven vanaf maandag", "Zomerfeest op de kade trekt duizenden bezoekers",
                "Sluiswachter gaat na veertig jaar met pensioen")
# The molo's traps (part "sealed-2", written before any run): a gallery's "Immagine successiva ›",
# comments' "Commenti meno recenti »" on this URL ("?commenti=2"), "Articolo successivo »", a calendar's
# "mese successivo »", a button "Carica altri articoli" whose data-href is this URL with an offset (the
# load-more style's own button has a data-href too), and a side block's mini pager "Successiva ›" with
# rel="next" to the news listing's page 2.
TRAP_TEXT["molo"] = ["Immagine successiva ›", "Commenti meno recenti »", "Articolo successivo »",
                     "mese successivo »", "Carica altri articoli"]
MOLO_BOXES = ("Commenti (18)", "Ultime notizie", "Eventi", "Iscriviti alla newsletter del Molo", "Pubblicità",
              "Successiva ›")
MOLO_TEASERS = ("Nuova linea di autobus per il porto da lunedì", "Festa d'estate sulla banchina: migliaia di visitatori",
                "Il guardiano della chiusa va in pensione dopo quarant'anni")
CHROME = {"chronicle": [*TEASERS, DISCUSSION], "ledger": [*LEDGER_BOXES, *LEDGER_TEASERS],
          "kade": [*KADE_BOXES, *KADE_TEASERS], "molo": [*MOLO_BOXES, *MOLO_TEASERS]}


def _with_query(path: str, query: str) -> str:
    return path + ("&" if "?" in path else "?") + query


def _traps(template: str, path: str, neighbour: str) -> str:
    """The five traps, as this template marks them up, for the page at ``path``."""
    if template == "beacon":
        return _beacon_traps(path, neighbour)
    if template in ("bote", "bench", "scoreline", "faro", "civic", "quire"):
        return ""  # written by their own bodies (_bote_body...), around their boxes
    image, comments, article, month, older = TRAP_TEXT[template]
    folder = path.split("?")[0].rstrip("/")
    if template == "harbour":
        return (f'<div class="gallery-nav"><span>1 / 12</span> <a href="/photos{folder}/2/">{image}</a></div>'
                f'<section id="comments"><h2>Comments</h2><p>Lovely to see the old place cared for. &mdash; Jo</p>'
                f'<div class="nav"><a href="{_with_query(path, "cpage=2")}#comments">{comments}</a></div></section>'
                f'<div class="story-nav"><a href="{neighbour}">{article}</a></div>'
                f'<div class="archive"><a href="/archive/2024/06/">{month}</a></div>'
                f'<p class="blog-link"><a href="/blog/page/2/">{older}</a></p>')
    if template == "magazine":
        return (f'<figure class="wp-block-gallery"><a href="{folder}/attachment/photo-2/">{image}</a></figure>'
                f'<nav class="navigation post-navigation"><div class="nav-links"><div class="nav-next">'
                f'<a href="{neighbour}" rel="next">{article}</a></div></div></nav>'
                f'<div id="comments" class="comments-area"><p>Great read. &mdash; Sam</p>'
                f'<nav class="comment-navigation"><div class="nav-previous"><a href="{_with_query(path, "cpage=2")}'
                f'#comments">{comments}</a></div></nav></div>'
                f'<aside class="widget"><table id="wp-calendar"><caption>May 2024</caption><tfoot><tr>'
                f'<td id="next"><a href="/2024/06/">{month}</a></td></tr></tfoot></table>'
                f'<div class="nav-previous"><a href="/blog/page/2/">{older}</a></div></aside>')
    if template == "portal":
        return (f'<table class="bildleiste"><tr><td><a href="/bilder{folder}/2.html">{image}</a></td></tr></table>'
                f'<div id="kommentare"><p>Schöner Bericht! &mdash; Uwe</p>'
                f'<a href="{_with_query(path, "kpage=2")}">{comments}</a></div>'
                f'<p class="artikelnavi"><a href="{neighbour}">{article}</a></p>'
                f'<p class="kalender"><a href="/archiv/2024/06/">{month}</a></p>'
                f'<p><a href="/blog/seite/2/">{older}</a></p>')
    if template == "ledger":
        return _ledger_traps(path, neighbour)
    if template == "kade":
        return _kade_traps(path, neighbour)
    if template == "molo":
        return _molo_traps(path, neighbour)
    if template == "chronicle":
        discussion = _with_query(path, "c_page=2")
        teasers = "".join(f'<li><a href="/features/teaser-{i}.html">{escape(item)}</a></li>'
                          for i, item in enumerate(TEASERS[1:]))
        return (f'<figure class="media-viewer"><figcaption>Photo 1 of 8</figcaption>'
                f'<a class="next" href="{_with_query(path, "slide=2")}">{image}</a></figure>'
                f'<section id="discussion"><h2>{DISCUSSION}</h2><p>My grandfather worked there. &mdash; Pat</p>'
                f'<nav class="discussion-pager"><span>1</span> <a href="{discussion}">2</a> '
                f'<a href="{discussion}">{comments}</a></nav></section>'
                f'<aside class="up-next"><a href="{neighbour}">{article}</a></aside>'
                f'<div class="events-calendar"><p>May 2024</p><a href="/events/2024/06/">{month}</a></div>'
                f'<section class="more-stories"><h2>{TEASERS[0]}</h2><ul>{teasers}</ul>'
                f'<a class="button load-more" href="{_with_query(path, "more_page=2")}">{older}</a></section>')
    return (f'<div class="diaporama"><a href="/galerie{folder}/2/">{image}</a></div>'
            f'<section class="reactions"><p>Merci pour cet article. &mdash; Léa</p>'
            f'<a href="{_with_query(path, "cpage=2")}">{comments}</a></section>'
            f'<p class="suivant"><a href="{neighbour}">{article}</a></p>'
            f'<p class="agenda"><a href="/agenda/2024/06/">{month}</a></p>'
            f'<p><a href="/blog/page/2/">{older}</a></p>')


def _ledger_traps(path: str, neighbour: str) -> str:
    """The ledger's traps in its main column (photos, conversation, read next); its rail is :func:`_ledger_rail`."""
    image, comments, read_next = TRAP_TEXT["ledger"][:3]
    folder = path.split("?")[0].rstrip("/")
    conversation = _with_query(path, "comment_page=2")
    return (f'<figure class="c-figure"><img src="/img{folder}-1.jpg" alt="">'
            f'<figcaption>Photograph 1 of 6</figcaption><a class="c-figure__more" href="{folder}/photos/2/">'
            f'{image}</a></figure>'
            f'<section class="c-conversation"><h2>{LEDGER_BOXES[0]}</h2><p>My grandmother sold fish there. '
            f'&mdash; Dee</p><nav class="c-conversation__pages"><span>1</span> <a href="{conversation}">2</a> '
            f'<a href="{_with_query(path, "comment_page=3")}">3</a> <a href="{conversation}">{comments}</a></nav>'
            f'</section>'
            f'<div class="c-readnext"><p class="c-readnext__label">{read_next}</p>'
            f'<a class="c-readnext__link" href="{neighbour}">Next ›</a></div>')


def _ledger_rail(path: str) -> str:
    """The right rail on every ledger page: a topic box and a list of the latest stories, each with its
    own pager on this URL, "Load more", and an events calendar."""
    month, more = TRAP_TEXT["ledger"][3:]
    teasers = "".join(f'<li><a href="/news/{i}-story.html">{escape(t)}</a></li>' for i, t in enumerate(LEDGER_TEASERS))
    topic = _with_query(path, "topic_page=2")
    return (f'<div class="o-rail"><section class="c-topic"><h4>{LEDGER_BOXES[1]}</h4><ul>{teasers}</ul>'
            f'<div class="c-topic__pager"><span class="is-current">1</span> <a href="{topic}">2</a> '
            f'<a href="{topic}">›</a></div></section>'
            f'<section class="c-latest"><h4>{LEDGER_BOXES[2]}</h4><ul>{teasers}</ul>'
            f'<p><a class="c-latest__next" href="{_with_query(path, "latest_page=2")}">Next ›</a></p>'
            f'<a class="c-btn c-btn--load" href="{_with_query(path, "offset=12")}">{more}</a></section>'
            f'<section class="c-whatson"><h4>{escape(LEDGER_BOXES[3])}</h4><p>May 2024</p>'
            f'<a href="/whats-on/2024/06/">{month}</a></section></div>')


def _kade_traps(path: str, neighbour: str) -> str:
    """The kade's traps under the text: photos, reactions, "Lees ook"; its side column is :func:`_kade_side`."""
    photo, comments, read_next = TRAP_TEXT["kade"][:3]
    folder = path.split("?")[0].rstrip("/")
    reactions = _with_query(path, "reacties=2")
    return (f'<figure class="my-8"><img class="w-full" src="/img{folder}-1.jpg" alt="">'
            f'<figcaption class="text-sm text-gray-500">{photo} <a class="ml-2" href="{_with_query(path, "foto=2")}"'
            f' title="Volgende foto">›</a></figcaption></figure>'
            f'<section class="mt-10 border-t pt-6"><h2 class="text-xl font-bold">{KADE_BOXES[0]}</h2>'
            f'<p class="text-sm">Mijn opa werkte daar nog. &mdash; Joke</p>'
            f'<div class="flex gap-2 text-sm"><span>1</span> <a href="{reactions}">2</a> '
            f'<a href="{_with_query(path, "reacties=3")}">3</a> <a href="{reactions}">{comments}</a></div></section>'
            f'<div class="mt-10 rounded bg-gray-100 p-4"><p class="text-xs uppercase">{KADE_BOXES[1]}</p>'
            f'<a class="font-bold" href="{neighbour}">{read_next}</a></div>')


def _kade_side(path: str) -> str:
    """The side column on every kade page: the news listing with its page 2, a calendar, "Meer laden"."""
    month, more = TRAP_TEXT["kade"][3:]
    teasers = "".join(f'<li class="py-2"><a href="/nieuws/{i}-bericht.html">{escape(t)}</a></li>'
                      for i, t in enumerate(KADE_TEASERS))
    return (f'<div class="hidden lg:block lg:w-80 lg:pl-8"><div class="mb-8"><h3 class="font-bold">'
            f'{KADE_BOXES[2]}</h3><ul class="divide-y">{teasers}</ul><div class="flex gap-2 text-sm">'
            f'<span>1</span> <a href="/nieuws/?page=2">2</a> <a href="/nieuws/?page=2">Volgende pagina ›</a></div>'
            f'<a class="block mt-2 text-sm" href="{_with_query(path, "offset=10")}">{more}</a></div>'
            f'<div class="mb-8"><h3 class="font-bold">{KADE_BOXES[3]}</h3><p>november 2024</p>'
            f'<a href="/agenda/2024/12/">{month}</a></div></div>')


def _molo_traps(path: str, neighbour: str) -> str:
    """The molo's traps under the text: gallery, comments, next article; its side column is :func:`_molo_side`."""
    image, comments, article = TRAP_TEXT["molo"][:3]
    folder = path.split("?")[0].rstrip("/")
    return (f'<div class="galleria-articolo"><span class="contatore">Foto 1 di 10</span> '
            f'<a class="galleria-avanti" href="{folder}/foto/2/">{image}</a></div>'
            f'<section id="commenti" class="field--name-comment"><h2 class="title">{MOLO_BOXES[0]}</h2>'
            f'<article class="comment"><p>Mio nonno lavorava proprio lì. &mdash; Gino</p></article>'
            f'<nav class="pager pager--comments"><a href="{_with_query(path, "commenti=2")}#commenti">{comments}</a>'
            f'</nav></section>'
            f'<div class="articolo-successivo"><a href="{neighbour}">{article}</a></div>')


def _molo_side(path: str) -> str:
    """The side column on every molo page: the news block with its mini pager, "Carica altri articoli",
    the events calendar."""
    month, more = TRAP_TEXT["molo"][3:]
    teasers = "".join(f'<li><a href="/notizie/{i}-notizia.html">{escape(t)}</a></li>' for i, t in enumerate(MOLO_TEASERS))
    return (f'<aside class="layout-sidebar-second region region-sidebar-second">'
            f'<div class="block block-views"><h2>{MOLO_BOXES[1]}</h2><ul>{teasers}</ul>'
            f'<nav class="pager pager--mini"><a href="/notizie/?page=2" rel="next">{MOLO_BOXES[5]}</a></nav>'
            f'<button type="button" class="button js-carica" data-href="{_with_query(path, "offset=10")}">{more}'
            f'</button></div>'
            f'<div class="block block-calendario"><h2>{MOLO_BOXES[2]}</h2><table class="calendario"><caption>'
            f'novembre 2024</caption><tr><td>1</td><td>2</td><td>3</td></tr></table>'
            f'<a href="/eventi/2024/12/">{month}</a></div></aside>')


def _box(template: str) -> str:
    title, items = MOST_READ[template]
    links = "".join(f'<li><a href="/more/{i}.html">{escape(item)}</a></li>' for i, item in enumerate(items))
    return f'<div class="box"><h3>{escape(title)}</h3><ul>{links}</ul></div>'


def _continued(article: Article, k: int) -> str:
    """The line opening page k > 1. The tuned magazine names no number: the body cleaning keeps that
    line, and on page two of two it stands once, so the merge alone must drop it."""
    return "Continued from previous page" if (article.template, article.part) == ("magazine", "tune") \
        else f"Continued from page {k - 1}"


def _page(article: Article, k: int, headline: str, author: str, paragraphs: list[str], nav: str, head: str,
          path: str, neighbour: str) -> str:
    """One page of ``article`` in its template."""
    n = article.pages
    title = headline + (f" – page {k}" if k > 1 else "")
    pager_line = {"harbour": f"Words by {author} · Page {k} of {n}", "magazine": f"By {author} · Page {k} of {n}",
                  "chronicle": f"Page {k} of {n} · By {author}", "ledger": f"Words by {author} · Page {k} of {n}",
                  "portal": f"Von {author} · Seite {k} von {n}", "atelier": f"Par {author} · Page {k} sur {n}",
                  "kade": f"Tekst: {author} · Pagina {k} van {n}", "molo": f"Di {author} · Pagina {k} di {n}",
                  "beacon": f"By {author} · Page {k} of {n}", "bote": f"Von {author} · Seite {k} von {n}",
                  "bench": f"By {author} · Page {k} of {n}", "quire": f"By {author} · Page {k} of {n}",
                  **{name: line.format(author=author, k=k, n=n) for name, line in SEALED_5_BYLINE.items()}}
    continued = f'<p class="continued">{_continued(article, k)}</p>' if k > 1 else ""
    text = "".join(f"<p>{escape(p)}</p>" for p in paragraphs)
    traps = _traps(article.template, path, neighbour)
    box = _box(article.template)
    byline = f'<p class="byline">{escape(pager_line[article.template])}</p>'
    if article.template == "harbour":
        body = (f'<header class="site-header"><a class="logo" href="/">The Harbour Gazette</a><nav class="menu">'
                f'<a href="/news/">News</a> <a href="/sport/">Sport</a></nav></header><main>'
                f'<article class="story format-gallery has-comments"><h1>{escape(headline)}</h1>{byline}{continued}'
                f'<div class="story-body">{text}</div>{box}{nav}{traps}</article></main>'
                f'<footer><p>&copy; 2024 The Harbour Gazette</p></footer>')
    elif article.template == "magazine":
        body = (f'<div id="page" class="site"><header id="masthead"><p class="site-title"><a href="/">Tidewater '
                f'Magazine</a></p></header><div id="content"><div class="post type-post format-gallery">'
                f'<h1 class="entry-title">{escape(headline)}</h1>{byline}<div class="entry-content">{continued}{text}'
                f'{box}{nav}</div></div>{traps}</div><footer id="colophon"><p>Tidewater Magazine</p></footer></div>')
    elif article.template == "portal":
        body = (f'<table class="layout" width="100%"><tr><td class="kopf" colspan="2"><a href="/">Hafenbote</a>'
                f'</td></tr><tr><td class="inhalt"><h1>{escape(headline)}</h1>{byline}{continued}{text}{box}{nav}'
                f'{traps}</td><td class="rand"><p>Anzeige</p></td></tr></table>')
    elif article.template == "ledger":
        body = _ledger_body(article, k, headline, byline, paragraphs, nav, path, traps, box)
    elif article.template == "kade":
        body = _kade_body(article, k, headline, byline, paragraphs, nav, path, traps, box)
    elif article.template == "molo":
        body = _molo_body(article, k, headline, byline, paragraphs, nav, path, traps, box)
    elif article.template == "beacon":
        body = _beacon_body(article, k, headline, byline, paragraphs, nav, path, traps, box)
    elif article.template == "bote":
        body = _bote_body(article, k, headline, byline.replace('class="byline"', 'class="autor"'), paragraphs, nav,
                          path, neighbour, box)
    elif article.template == "bench":
        body = _bench_body(article, k, headline, byline.replace('class="byline"', 'class="review-meta"'),
                           paragraphs, nav, path, neighbour, box, _story(article)[2])
    elif article.template in ("scoreline", "faro", "civic"):
        make = {"scoreline": _scoreline_body, "faro": _faro_body, "civic": _civic_body}[article.template]
        body = make(article, k, headline, byline, paragraphs, nav, path, neighbour, box)
    elif article.template == "quire":
        body = _quire_body(article, k, headline, byline, paragraphs, nav, path, neighbour, box)
    elif article.template == "chronicle":
        body = (f'<div class="site"><header class="masthead"><a class="brand" href="/">The Evening Chronicle</a>'
                f'<nav><a href="/news/">News</a> <a href="/features/">Features</a></nav></header>'
                f'<div class="layout"><div class="col-main"><div class="article-header"><h1>{escape(headline)}</h1>'
                f'{byline}</div>{continued}<div class="article-body">{text}</div>{box}{nav}{traps}</div>'
                f'<div class="col-side"><p>Advertisement</p></div></div>'
                f'<footer><p>The Evening Chronicle</p></footer></div>')
    else:
        body = (f'<header><p class="marque"><a href="/">L’Atelier du Port</a></p></header><main>'
                f'<section class="lecture"><h1>{escape(headline)}</h1>{byline}{continued}<div class="texte">{text}'
                f'</div>{box}{nav}</section>{traps}</main><footer><p>L’Atelier du Port</p></footer>')
    lang = {"harbour": "en", "magazine": "en", "portal": "de", "atelier": "fr", "chronicle": "en",
            "ledger": "en", "kade": "nl", "molo": "it", "beacon": "en", "bote": "de", "bench": "en",
            "scoreline": "en", "faro": "es", "civic": "en", "quire": "en"}[article.template]
    return (f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n<title>{escape(title)}</title>\n'
            f'{head}\n</head>\n<body>\n{body}\n</body>\n</html>\n')


def _ledger_body(article: Article, k: int, headline: str, byline: str, paragraphs: list[str], nav: str,
                 path: str, traps: str, box: str) -> str:
    """A ledger page: BEM classes, a main column and a rail; "Page k of n", "Continued from page k-1"
    and "Continued on page k+1" lines, and a promo line and an advert label inside the text."""
    n = article.pages
    promo, story_continues, advert = LEDGER_BOXES[4:]
    text = [f"<p>{escape(p)}</p>" for p in paragraphs]
    text[2:2] = [f'<p class="c-promo"><a href="/newsletters/">{escape(promo)}</a></p>',
                 f'<div class="c-ad"><p class="c-ad__label">{advert}</p><p>{story_continues}</p></div>']
    continued = f'<p class="c-continued">Continued from page {k - 1}</p>' if k > 1 else ""
    continues = f'<p class="c-continues">Continued on page {k + 1}</p>' if k < n else ""
    return (f'<header class="c-masthead"><a class="c-masthead__logo" href="/">The Quayside Ledger</a>'
            f'<nav class="c-nav"><a href="/news/">News</a> <a href="/topic/harbours/">Harbours</a> '
            f'<a href="/whats-on/">What\'s on</a></nav></header><div class="o-grid"><div class="o-main">'
            f'<div class="c-article"><div class="c-article__head"><p class="c-kicker"><a href="/topic/harbours/">'
            f'Harbours</a></p><h1 class="c-article__title">{escape(headline)}</h1>{byline}</div>{continued}'
            f'<div class="c-article__body">{"".join(text)}</div>{continues}{nav}{box}{traps}</div></div>'
            f'{_ledger_rail(path)}</div><footer class="c-footer"><p>The Quayside Ledger</p></footer>')


def _kade_body(article: Article, k: int, headline: str, byline: str, paragraphs: list[str], nav: str,
               path: str, traps: str, box: str) -> str:
    """A kade page: utility classes only (no class names a block's role), a main column and a side
    column; "Vervolg van pagina k-1" and "Het verhaal gaat verder op pagina k+1" lines, and a promo line
    and an advert label inside the text."""
    n = article.pages
    promo, advert = KADE_BOXES[4:]
    byline = byline.replace('class="byline"', 'class="text-sm text-gray-500"')
    text = [f'<p class="mb-4">{escape(p)}</p>' for p in paragraphs]
    text[2:2] = [f'<p class="my-6 font-semibold"><a href="/nieuwsbrief/">{escape(promo)}</a></p>',
                 f'<div class="my-6 bg-gray-50 text-center"><p class="text-xs">{advert}</p></div>']
    continued = f'<p class="italic text-gray-500">Vervolg van pagina {k - 1}</p>' if k > 1 else ""
    continues = f'<p class="italic text-gray-500">Het verhaal gaat verder op pagina {k + 1}</p>' if k < n else ""
    return (f'<header class="border-b"><div class="mx-auto flex max-w-6xl justify-between p-4">'
            f'<a class="text-2xl font-black" href="/">Het Kadeblad</a><nav class="flex gap-4"><a href="/nieuws/">'
            f'Nieuws</a> <a href="/agenda/">Agenda</a></nav></div></header>'
            f'<main class="mx-auto flex max-w-6xl p-4"><div class="w-full lg:w-2/3">'
            f'<h1 class="text-4xl font-bold">{escape(headline)}</h1>{byline}'
            f'{continued}<div class="mt-6 text-lg leading-relaxed">{"".join(text)}</div>{continues}{nav}{box}'
            f'{traps}</div>{_kade_side(path)}</main>'
            f'<footer class="border-t p-4 text-sm"><p>Het Kadeblad</p></footer>')


def _molo_body(article: Article, k: int, headline: str, byline: str, paragraphs: list[str], nav: str,
               path: str, traps: str, box: str) -> str:
    """A molo page: Drupal markup, a content region and a second sidebar; "Continua da pagina k-1" and
    "Segue a pagina k+1" lines, and a newsletter line and an advert label inside the text."""
    n = article.pages
    promo, advert = MOLO_BOXES[3:5]
    byline = byline.replace('class="byline"', 'class="node__meta"')
    text = [f"<p>{escape(p)}</p>" for p in paragraphs]
    text[2:2] = [f'<p class="promo-newsletter"><a href="/newsletter/">{escape(promo)}</a></p>',
                 f'<div class="adv"><p class="adv__label">{advert}</p></div>']
    continued = f'<p class="continua-da">Continua da pagina {k - 1}</p>' if k > 1 else ""
    continues = f'<p class="segue">Segue a pagina {k + 1}</p>' if k < n else ""
    return (f'<div class="dialog-off-canvas-main-canvas"><header role="banner" class="region region-header">'
            f'<a class="site-logo" href="/" rel="home">Il Corriere del Molo</a><nav class="menu--main">'
            f'<a href="/cronaca/">Cronaca</a> <a href="/cultura/">Cultura</a> <a href="/eventi/">Eventi</a></nav>'
            f'</header><main role="main"><div class="layout-container"><div class="layout-content region '
            f'region-content"><article class="node node--type-articolo node--view-mode-full">'
            f'<h1 class="page-title"><span class="field field--name-title">{escape(headline)}</span></h1>{byline}'
            f'{continued}<div class="clearfix text-formatted field field--name-body field__item">{"".join(text)}'
            f'</div>{continues}{nav}</article>{box}{traps}</div>{_molo_side(path)}</div></main>'
            f'<footer role="contentinfo" class="region region-footer"><p>Il Corriere del Molo</p></footer></div>')


# ---------------------------------------------------------------- the site

ARTICLES = [
    # tuned on: templates harbour, magazine, portal
    Article("harbour-wall", "harbour", "path-next", 3, "tune"),
    Article("pilot-house", "harbour", "path-next", 2, "tune"),
    Article("tide-mill", "harbour", "query-bar", 3, "tune"),
    Article("net-loft", "harbour", "part-continue", 3, "tune"),
    Article("signal-tower", "harbour", "next-heading", 3, "tune"),
    Article("grain-store", "magazine", "path-next", 3, "tune"),
    Article("canal-locks", "magazine", "query-bar", 2, "tune"),
    Article("boathouse", "magazine", "page-path-bar", 4, "tune"),
    Article("ferry-office", "magazine", "relnext", 3, "tune"),
    Article("bathing-hall", "magazine", "two-page-bar", 2, "tune"),
    Article("ropeworks", "portal", "p-suffix", 3, "tune"),
    Article("fischmarkt", "portal", "path-next", 2, "tune"),
    Article("chandlery", "portal", "query-part", 3, "tune"),
    Article("lifeboat", "portal", "underscore", 3, "tune"),
    Article("mole-lamp", "harbour", "mention", 3, "tune"),
    Article("slipway", "magazine", "part-continue", 2, "tune"),
    # held out: the atelier template, and styles tuned on nowhere (toc, seite-bar)
    Article("phare-nord", "atelier", "path-next", 3, "held-out"),
    Article("halles", "atelier", "query-bar", 3, "held-out"),
    Article("ecluse", "atelier", "part-continue", 2, "held-out"),
    Article("quai-sud", "atelier", "next-heading", 3, "held-out"),
    Article("corderie", "atelier", "underscore", 3, "held-out"),
    Article("tide-tables", "magazine", "toc", 3, "held-out"),
    Article("hafenkran", "portal", "seite-bar", 3, "held-out"),
    Article("old-basin", "harbour", "two-page-bar", 2, "held-out"),
    # held out too: the other styles, each in a template it was not tuned in
    Article("cale-seche", "atelier", "page-path-bar", 3, "held-out"),
    Article("feu-de-quai", "atelier", "mention", 3, "held-out"),
    Article("leuchtturm", "portal", "relnext", 3, "held-out"),
    Article("dock-gate", "harbour", "p-suffix", 3, "held-out"),
    Article("estacade", "atelier", "query-part", 2, "held-out"),
]
# Held out from every change made since they were written: a fifth template, in styles tuned
# elsewhere, its traps on every page (a comment pager saying "Next »", "Load more" of teasers).
UNSEEN = [
    Article("quay-clock", "chronicle", "path-next", 3, "unseen"),
    Article("salt-pans", "chronicle", "query-bar", 3, "unseen"),
    Article("lock-keeper", "chronicle", "part-continue", 2, "unseen"),
    Article("ice-house", "chronicle", "page-path-bar", 3, "unseen"),
    Article("dry-dock", "chronicle", "relnext", 2, "unseen"),
    Article("wharf-crane", "chronicle", "mention", 3, "unseen"),
    Article("sea-baths", "chronicle", "two-page-bar", 2, "unseen"),
    Article("rope-bridge", "chronicle", "next-heading", 3, "unseen"),
]

# Held out from every change: a sixth template, written whole (traps and expected output included)
# before any run of the code on it, in nine pagination styles no other template uses.
BLIND = [
    Article("swing-bridge", "ledger", "select-jump", 3, "blind"),
    Article("ice-factory", "ledger", "span-bar-p", 3, "blind"),
    Article("tow-path", "ledger", "span-bar-p", 2, "blind"),
    Article("coal-drops", "ledger", "aria-next", 3, "blind"),
    Article("eel-weir", "ledger", "start-offset", 3, "blind"),
    Article("sail-loft", "ledger", "post-page-path", 3, "blind"),
    Article("bonded-store", "ledger", "read-page", 3, "blind"),
    Article("harbour-baths", "ledger", "arrow-bar", 2, "blind"),
    Article("customs-house", "ledger", "head-rel-only", 3, "blind"),
    Article("lime-kilns", "ledger", "continue-part-path", 4, "blind"),
]

# Sealed from every change: a seventh template (utility classes, Dutch chrome), written whole (traps and
# expected output included) and committed before any run of the code on it, in nine styles no other
# template uses.
SEALED = [
    Article("zoutkeet", "kade", "comma-pack", 3, "sealed"),
    Article("visafslag", "kade", "comma-pack", 2, "sealed"),
    Article("loodsenhuis", "kade", "pg-id", 3, "sealed"),
    Article("touwslagerij", "kade", "index-n", 3, "sealed"),
    Article("getijmolen", "kade", "zero-based", 3, "sealed"),
    Article("pakhuis", "kade", "ellipsis-bar", 4, "sealed"),
    Article("scheepswerf", "kade", "nav-aria", 3, "sealed"),
    Article("badhuis", "kade", "data-href", 2, "sealed"),
    Article("seintoren", "kade", "glyph-title", 3, "sealed"),
    Article("netboet", "kade", "dot-suffix", 3, "sealed"),
]

# Sealed from every change: an eighth template (Drupal markup, Italian chrome), written whole (traps and
# expected output included) and committed before any run of the code on it, in ten styles.
SEALED_2 = [
    Article("campanile", "molo", "storia-next", 4, "sealed-2"),
    Article("dogana", "molo", "storia-next", 2, "sealed-2"),
    Article("faro", "molo", "pager-page", 3, "sealed-2"),
    Article("magazzino", "molo", "pager-page", 2, "sealed-2"),
    Article("arsenale", "molo", "pag-p", 3, "sealed-2"),
    Article("squero", "molo", "pagenavi", 4, "sealed-2"),
    Article("cantiere", "molo", "continua-part", 3, "sealed-2"),
    Article("mulino", "molo", "continua-p", 2, "sealed-2"),
    Article("lavatoio", "molo", "load-button", 3, "sealed-2"),
    Article("fornace", "molo", "rel-head", 3, "sealed-2"),
    Article("pescheria", "molo", "select-menu", 3, "sealed-2"),
    Article("darsena", "molo", "print-all", 3, "sealed-2"),
    Article("torre", "molo", "continua-part", 4, "sealed-2"),
]


_SUFFIXES = ("html", "php")  # a last segment's ending that names a file type, not a story id


def _file(path: str) -> str:
    """Where a URL path's page is stored: "index.html" for a folder, the query spelt into the name."""
    name, _, query = path.lstrip("/").partition("?")
    if not name or name.endswith("/"):
        name += "index.html"
    elif "." not in name.rsplit("/", 1)[-1] or name.rsplit(".", 1)[1] not in _SUFFIXES:  # "-1.6540001"
        name += ".html"
    if query:
        name = name.removesuffix(".html") + "." + query.replace("=", "-").replace("&", ".") + ".html"
    return "pages/" + name


def _trap_pages() -> tuple[dict[str, str], list[dict[str, object]]]:
    """Pages whose next-looking link must not be followed, and the pages it leads to."""
    def page(title: str, h1: str, text: str, links: str) -> str:
        return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{title}</title></head><body>'
                f'<main><article><h1>{h1}</h1>{text}{links}</article></main></body></html>\n')
    story = "".join(f"<p>{escape(FRAMES[i].format(person='Agnes Pell', place='Gullhaven', thing='tide mill', year='1931', number='40'))}</p>" for i in range(0, 12, 2))
    other = "".join(f"<p>{escape(FRAMES[i].format(person='Owen Marlow', place='Marsh End', thing='net loft', year='1954', number='75'))}</p>" for i in range(1, 13, 2))
    pages = {
        "/blog/": page("The Harbour Blog", "The Harbour Blog", story, '<p><a href="/blog/page/2/">« Older posts</a></p>'),
        "/blog/page/2/": page("The Harbour Blog – page 2", "The Harbour Blog", other,
                              '<p><a href="/blog/">Newer posts »</a></p>'),
        "/photos/festival/": page("In pictures: the festival", "In pictures: the festival", story,
                                  '<div class="slides"><a href="/photos/festival/2/">Next ›</a></div>'),
        "/photos/festival/2/": page("In pictures: the festival", "In pictures: the festival", other, ""),
        "/archive/2024/05/": page("May 2024", "Archive", story, '<p><a href="/archive/2024/06/">June »</a></p>'),
        "/archive/2024/06/": page("June 2024", "Archive", other, ""),
        "/nachrichten/2001.html": page("Hafen", "Hafen", story, '<p><a href="/nachrichten/2002.html">Nächster Artikel »</a></p>'),
        "/nachrichten/2002.html": page("Hafen", "Hafen", other, ""),
        "/comments/quiet-quay/": page("A quiet quay", "A quiet quay", story,
                                      '<div id="comments"><p>So true. &mdash; Bo</p>'
                                      '<a href="/comments/quiet-quay/?cpage=2">Next »</a></div>'),
        "/comments/quiet-quay/?cpage=2": page("A quiet quay", "A quiet quay", other, ""),
    }
    starts = [{"start": start, "kind": kind, "trap": True, "merged": [start], "part": "tune"}
              for start, kind in [("/blog/", "blog older posts"), ("/photos/festival/", "gallery next image"),
                                  ("/archive/2024/05/", "calendar next month"),
                                  ("/nachrichten/2001.html", "next article, numeric id"),
                                  ("/comments/quiet-quay/", "comment pages")]]
    return pages, starts


def _blind_trap_pages() -> tuple[dict[str, str], list[dict[str, object]], dict[str, str]]:
    """The ledger's trap pages: a topic page whose "Next ›" goes to its page 2, a picture story
    whose "Next ›" steps through its photographs, a story whose "Next ›" box has the next id."""
    def page(title: str, h1: str, text: str, links: str) -> str:
        return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{title}</title></head><body>'
                f'<div class="o-main"><div class="c-article"><h1>{h1}</h1>{text}{links}</div></div></body></html>\n')
    story = "".join(f"<p>{escape(FRAMES[i].format(person='Lena Quist', place='Kessel Point', thing='boathouse', year='1962', number='31'))}</p>" for i in range(0, 12, 2))
    other = "".join(f"<p>{escape(FRAMES[i].format(person='Hugo Lefevre', place='the Ropewalk', thing='chandlery', year='1977', number='58'))}</p>" for i in range(1, 13, 2))
    teasers = "".join(f'<div class="c-card"><h2><a href="/news/{i}-story.html">{escape(t)}</a></h2><p>{escape(FRAMES[i])}</p></div>'
                      for i, t in enumerate(LEDGER_TEASERS))
    pages = {
        "/topic/harbours/": page("Harbours | The Quayside Ledger", "Harbours", teasers,
                                 '<div class="c-pages"><span>1</span> <a href="/topic/harbours/page/2/">2</a> '
                                 '<a href="/topic/harbours/page/2/">Next ›</a></div>'),
        "/topic/harbours/page/2/": page("Harbours | The Quayside Ledger", "Harbours", teasers[::-1], ""),
        "/long-reads/regatta-in-pictures/": page("The regatta in pictures", "The regatta in pictures", story,
                                                 '<div class="c-photo-nav"><span>1 / 9</span> '
                                                 '<a href="/long-reads/regatta-in-pictures/2">Next ›</a></div>'),
        "/long-reads/regatta-in-pictures/2": page("The regatta in pictures", "The regatta in pictures", other, ""),
        "/stories/view.php?id=4498": page("Tide tables | The Quayside Ledger", "Tide tables", story,
                                          '<div class="c-readnext"><p>Read next</p>'
                                          '<a href="/stories/view.php?id=4499">Next ›</a></div>'),
        "/stories/view.php?id=4499": page("Tide tables | The Quayside Ledger", "Tide tables", other, ""),
    }
    # The topic page's "Next ›" is its own next page (a list's): the page decision, not the link, stops a crawler.
    nexts = {"/topic/harbours/": "/topic/harbours/page/2/"}
    starts = [{"start": start, "kind": kind, "trap": True, "merged": [start], "part": "blind"}
              for start, kind in [("/topic/harbours/", "topic page pager"),
                                  ("/long-reads/regatta-in-pictures/", "picture story next photo"),
                                  ("/stories/view.php?id=4498", "next story, numeric id")]]
    return pages, starts, nexts


def _sealed_trap_pages() -> tuple[dict[str, str], list[dict[str, object]], dict[str, str]]:
    """The kade's trap pages: the news listing whose pager goes to its page 2, a photo series whose
    arrow steps through its photographs, a calendar week whose "Volgende week" has the next number."""
    def page(title: str, h1: str, text: str, links: str) -> str:
        return (f'<!DOCTYPE html>\n<html lang="nl"><head><meta charset="utf-8"><title>{title}</title></head><body>'
                f'<main class="mx-auto max-w-6xl p-4"><div class="w-full lg:w-2/3"><h1 class="text-4xl">{h1}</h1>'
                f'{text}{links}</div></main></body></html>\n')
    story = "".join(f"<p>{escape(FRAMES[i].format(person='Nell Fairbairn', place='Marsh End', thing='grain store', year='1948', number='64'))}</p>" for i in range(0, 12, 2))
    other = "".join(f"<p>{escape(FRAMES[i].format(person='Klaus Reuter', place='Gullhaven', thing='pilot house', year='1983', number='27'))}</p>" for i in range(1, 13, 2))
    teasers = "".join(f'<div class="mb-6"><h2 class="text-xl"><a href="/nieuws/{i}-bericht.html">{escape(t)}</a></h2>'
                      f'<p>{escape(FRAMES[i])}</p></div>' for i, t in enumerate(KADE_TEASERS))
    pages = {
        "/nieuws/": page("Nieuws | Het Kadeblad", "Nieuws", teasers,
                         '<nav aria-label="Paginering"><ul class="flex gap-1"><li><a href="/nieuws/" '
                         'aria-current="page">1</a></li><li><a href="/nieuws/?page=2">2</a></li>'
                         '<li><a href="/nieuws/?page=2">Volgende</a></li></ul></nav>'),
        "/nieuws/?page=2": page("Nieuws | Het Kadeblad", "Nieuws", teasers[::-1], ""),
        "/fotoserie/havenfeest/": page("Het havenfeest in beeld", "Het havenfeest in beeld", story,
                                       '<p class="text-sm">Foto 1 van 12 <a href="/fotoserie/havenfeest/2" '
                                       'title="Volgende foto">→</a></p>'),
        "/fotoserie/havenfeest/2": page("Het havenfeest in beeld", "Het havenfeest in beeld", other, ""),
        "/agenda/week-48.html": page("Agenda week 48 | Het Kadeblad", "Agenda: week 48", story,
                                     '<p><a href="/agenda/week-49.html">Volgende week »</a></p>'),
        "/agenda/week-49.html": page("Agenda week 49 | Het Kadeblad", "Agenda: week 49", other, ""),
    }
    # The listing's "Volgende" is its own next page (a list's): the page decision, not the link, stops a crawler.
    nexts = {"/nieuws/": "/nieuws/?page=2"}
    starts = [{"start": start, "kind": kind, "trap": True, "merged": [start], "part": "sealed"}
              for start, kind in [("/nieuws/", "news listing pager"),
                                  ("/fotoserie/havenfeest/", "photo series next photo"),
                                  ("/agenda/week-48.html", "calendar next week")]]
    return pages, starts, nexts


def _sealed_2_trap_pages() -> tuple[dict[str, str], list[dict[str, object]]]:
    """The molo's trap pages: a photo gallery whose "Successiva ›" steps through it, a story whose
    comments are paginated, a month of the archive, a story whose "Articolo successivo" has the next id."""
    def page(title: str, h1: str, text: str, links: str) -> str:
        return (f'<!DOCTYPE html>\n<html lang="it"><head><meta charset="utf-8"><title>{title}</title></head><body>'
                f'<main role="main"><article class="node node--view-mode-full"><h1 class="page-title">{h1}</h1>'
                f'<div class="field--name-body">{text}</div>{links}</article></main></body></html>\n')
    story = "".join(f"<p>{escape(FRAMES[i].format(person='Beatriz Sola', place='Kessel Point', thing='ferry office', year='1936', number='52'))}</p>" for i in range(0, 12, 2))
    other = "".join(f"<p>{escape(FRAMES[i].format(person='Samir Okafor', place='the Old Basin', thing='signal tower', year='1971', number='19'))}</p>" for i in range(1, 13, 2))
    pages = {
        "/gallerie/regata/": page("La regata in foto", "La regata in foto", story,
                                  '<div class="galleria"><span>Foto 1 di 9</span> '
                                  '<a href="/gallerie/regata/2/" rel="next">Successiva ›</a></div>'),
        "/gallerie/regata/2/": page("La regata in foto", "La regata in foto", other, ""),
        "/cronaca/ormeggi.html": page("Ormeggi, il nuovo regolamento", "Ormeggi, il nuovo regolamento", story,
                                      '<section id="commenti"><h2>Commenti (40)</h2><p>Finalmente! &mdash; Rita</p>'
                                      '<nav class="pager"><a href="/cronaca/ormeggi.html?commenti=2">'
                                      'Commenti successivi »</a></nav></section>'),
        "/cronaca/ormeggi.html?commenti=2": page("Ormeggi, il nuovo regolamento", "Ormeggi, il nuovo regolamento",
                                                 other, ""),
        "/archivio/2024/11/": page("Archivio: novembre 2024", "Novembre 2024", story,
                                   '<p class="mesi"><a href="/archivio/2024/12/">mese successivo »</a></p>'),
        "/archivio/2024/12/": page("Archivio: dicembre 2024", "Dicembre 2024", other, ""),
        "/articolo.php?id=5120": page("Il ponte mobile", "Il ponte mobile", story,
                                      '<p><a href="/articolo.php?id=5121">Articolo successivo ›</a></p>'),
        "/articolo.php?id=5121": page("La torre dei segnali", "La torre dei segnali", other, ""),
    }
    starts = [{"start": start, "kind": kind, "trap": True, "merged": [start], "part": "sealed-2"}
              for start, kind in [("/gallerie/regata/", "gallery next photo"),
                                  ("/cronaca/ormeggi.html", "comment pages"),
                                  ("/archivio/2024/11/", "archive next month"),
                                  ("/articolo.php?id=5120", "next article, numeric id")]]
    return pages, starts


def build() -> None:
    if PAGES_DIR.exists():
        shutil.rmtree(PAGES_DIR)
    files: dict[str, dict[str, object]] = {}
    articles: list[dict[str, object]] = []
    for group in (ARTICLES, UNSEEN, BLIND, SEALED, SEALED_2, SEALED_3, SEALED_4, SEALED_5, DEV):
        for index, article in enumerate(group):
            nxt = group[(index + 1) % len(group)]
            # A story a script serves by id is followed by the next id ("view.php?id=4412").
            neighbour = (f"/stories/view.php?id={_story_id(article.slug) + 1}" if article.style == "start-offset"
                         else f"/lezen/artikel.php?id={_story_id(article.slug) + 1}" if article.style == "pg-id"
                         else _urls(nxt.style, nxt.slug, 1)[0])
            articles.append(_write_article(article, neighbour, files))
    trap_pages, trap_starts = _trap_pages()
    blind_pages, blind_starts, blind_nexts = _blind_trap_pages()
    sealed_pages, sealed_starts, sealed_nexts = _sealed_trap_pages()
    sealed_2_pages, sealed_2_starts = _sealed_2_trap_pages()
    sealed_3_pages, sealed_3_starts, sealed_3_nexts = _sealed_3_trap_pages()
    sealed_4_pages, sealed_4_starts, sealed_4_nexts = _sealed_4_trap_pages()
    sealed_5_pages, sealed_5_starts, sealed_5_nexts = _sealed_5_trap_pages()
    trap_starts += blind_starts + sealed_starts + sealed_2_starts + sealed_3_starts + sealed_4_starts + sealed_5_starts
    for path, html in {**trap_pages, **blind_pages, **sealed_pages, **sealed_2_pages, **sealed_3_pages,
                       **sealed_4_pages, **sealed_5_pages}.items():
        files[path] = {"file": _file(path), "html": html,
                       "next": {**blind_nexts, **sealed_nexts, **sealed_3_nexts, **sealed_4_nexts,
                                **sealed_5_nexts}.get(path)}
    files[QUIRE_FRONT] = {"file": _file(QUIRE_FRONT), "html": _quire_front(), "next": None}
    for path, entry in files.items():
        target = HERE / str(entry["file"])
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(str(entry.pop("html")), encoding="utf-8")
    expected = {"description": "Multi-page articles and traps; see README.md.", "pages": files,
                "articles": articles + trap_starts}
    (HERE / "expected.json").write_text(json.dumps(expected, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def _write_article(article: Article, neighbour: str, files: dict[str, dict[str, object]]) -> dict[str, object]:
    """Add the article's pages to ``files``; its entry in expected.json's articles."""
    headline, author, headings, texts = _story(article)
    urls = _urls(article.style, article.slug, article.pages)
    for k, (path, paragraphs) in enumerate(zip(urls, texts), 1):
        nav, head = _nav(article.style, urls, k, headings)
        html = _page(article, k, headline, author, paragraphs, nav, head, path, neighbour)
        files[path] = {"file": _file(path), "next": urls[k] if k < len(urls) else None, "html": html}
        if k == 2 and article.style in QUIRE_OTHER_FIRST:  # page two names page one otherwise than the front page
            files[path]["prev"] = _quire_page_one(urls)
        if k == 2 and article.style == "qu-wp-pages":
            # "Pages: <a>1</a> 2": page one is named by a bar whose current page is bare text after the
            # link, which no rule reads (a rule for it changed no corpus page: not made, session 31). The
            # crawl does not need it (the page store keeps a later page fetched alone from standing alone).
            files[path]["prev"] = None
    if article.style == "print-all":  # served, never to be requested: the add-on prefers the pages by default
        whole = "".join(f"<p>{escape(p)}</p>" for page in texts for p in page)
        files[_print_url(urls)] = {"file": _file(_print_url(urls)), "next": None, "html": (
            f'<!DOCTYPE html>\n<html lang="it">\n<head>\n<meta charset="utf-8">\n<title>{escape(headline)}</title>\n'
            f'<meta name="robots" content="noindex">\n</head>\n<body class="stampa">\n<h1>{escape(headline)}</h1>'
            f'{whole}\n</body>\n</html>\n')}
    if article.style == "tr-vb-article":  # served, never to be requested, like print-all's
        whole = "".join(f"<p>{escape(p)}</p>" for page in texts for p in page)
        files[_vb_print_url(urls)] = {"file": _file(_vb_print_url(urls)), "next": None, "html": (
            f'<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>{escape(headline)}</title>\n'
            f'<meta name="robots" content="noindex">\n</head>\n<body>\n<h1>{escape(headline)}</h1>{whole}\n</body>\n'
            f'</html>\n')}
    title, items = MOST_READ[article.template]
    return {
        "start": urls[0], "style": article.style, "template": article.template, "part": article.part,
        "trap": False, "merged": urls, "paragraphs": [p for page in texts for p in page],
        # Not "Continued from page 1": the extractor keeps it on some pages only, and a line
        # of one page is the body cleaning's to drop, not the merge's.
        "must_not_contain": [title, *items, *TRAP_TEXT[article.template], *CHROME.get(article.template, []),
                             "Page 2 of", "Seite 2 von", "Page 2 sur",
                             *(["Continued from page", "Continued on page"] if article.part == "blind" else []),
                             *(["Pagina 2 van", "Vervolg van pagina", "gaat verder op pagina"] if article.part == "sealed" else []),
                             *(["Pagina 2 di", "Continua da pagina", "Segue a pagina"] if article.part == "sealed-2" else []),
                             *(BEACON_PAGER_LINES if article.part == "sealed-3" else []),
                             *({"bote": BOTE_PAGER_LINES, "bench": BENCH_PAGER_LINES,
                                "quire": QUIRE_PAGER_LINES}.get(article.template, [])),
                             *(SEALED_5_PAGER_LINES.get(article.template, []) if article.part == "sealed-5" else []),
                             *([_continued(article, 2)] if _continued(article, 2).endswith("previous page") else [])],
    }


# ---------------------------------------------------------------- part sealed-3: the beacon template
# A WordPress magazine theme (tagDiv-like "td-" classes, wp_link_pages output inside the text, Jetpack
# infinite-scroll markup), English chrome, written whole (traps and expected output included) and committed
# before any run of the code on it. Its styles: the three the held-back site of issue 32 failed on (a lone
# "Next page" to "/story/<slug>/2/" beside the four decoys, a numbered bar of "?page=N" links, "Continue
# reading" to "<slug>-part2.html"), then a "»" bar of "?pg=N", rel=next in the head only, a "Page 2 of 3"
# jumper to "-pN.html", "Read page N" to "/N/", a button's data-href, a bare "Next »" to "-pN.html".

BEACON_STYLES = ("bc-lone-next", "bc-footer-next", "bc-query-bar", "bc-query-list", "bc-continue-part",
                 "bc-relnext", "bc-select", "bc-pg-raquo", "bc-read-page", "bc-data-button", "bc-next-p")
# The decoys on every beacon page: a gallery's next image, older comments ("comment-page-2/"), the next
# article, a calendar's next month (the issue's four), the sidebar's "Older posts" (Jetpack's infinite
# scroll handle) and the theme's infinite-scroll "Load next article".
TRAP_TEXT["beacon"] = ["Next image ›", "Older comments »", "Next article »", "next month »", "Older posts",
                       "Load next article"]
BEACON_BOXES = ("Share on Facebook", "Get the Beacon in your inbox", "Advertisement", "You may also like",
                "Latest", "What's on", "14 comments")
BEACON_TEASERS = ("Night ferry timetable cut for the winter", "Sea wall works begin at the Lower Town",
                  "The pilot who guided ships home for forty years")
CHROME["beacon"] = [*BEACON_BOXES, *BEACON_TEASERS]
# Pager lines on the beacon's pages: the byline's "Page k of n", the bar's own "Page k of n", the lines
# opening and closing the pages.
BEACON_PAGER_LINES = ["Page 1 of", "Page 2 of", "Continued from page", "Continued on page", "Story continues"]


def _beacon_first(slug: str) -> dict[str, str]:
    return {"bc-lone-next": f"/story/{slug}/", "bc-footer-next": f"/story/{slug}/",
            "bc-query-bar": f"/news/{slug}/", "bc-query-list": f"/news/{slug}.html",
            "bc-continue-part": f"/features/{slug}.html", "bc-relnext": f"/longreads/{slug}/",
            "bc-select": f"/guides/{slug}.html", "bc-pg-raquo": f"/dossier/{slug}", "bc-read-page": f"/analysis/{slug}/",
            "bc-data-button": f"/column/{slug}", "bc-next-p": f"/culture/{slug}.html"}


def _beacon_later(slug: str, first: str) -> dict[str, Callable[[int], str]]:
    return {"bc-lone-next": lambda k: f"{first}{k}/", "bc-footer-next": lambda k: f"{first}{k}/",
            "bc-query-bar": lambda k: f"{first}?page={k}", "bc-query-list": lambda k: f"{first}?page={k}",
            "bc-continue-part": lambda k: f"/features/{slug}-part{k}.html", "bc-relnext": lambda k: f"{first}{k}/",
            "bc-select": lambda k: f"/guides/{slug}-p{k}.html", "bc-pg-raquo": lambda k: f"{first}?pg={k}",
            "bc-read-page": lambda k: f"{first}{k}/", "bc-data-button": lambda k: f"{first}?pg={k}",
            "bc-next-p": lambda k: f"/culture/{slug}-p{k}.html"}


def _beacon_nav(style: str, urls: list[str], k: int) -> tuple[str, str]:
    """The pagination styles of the ``beacon`` template (part ``sealed-3``): WordPress and tagDiv markup."""
    n = len(urls)
    nxt = urls[k] if k < n else None
    prev = urls[k - 2] if k > 1 else None
    if style == "bc-lone-next":  # wp_link_pages(next_or_number=next): "Next page" alone, no bar
        return ('<p class="post-nav-links">'
                + (f'<a href="{prev}" class="post-page-numbers">Previous page</a> ' if prev else "")
                + (f'<a href="{nxt}" class="post-page-numbers">Next page</a>' if nxt else "") + "</p>"), ""
    if style == "bc-footer-next":  # "Next page" in the post footer, beside the share and the next-article links
        return "", ""  # written by _beacon_body into the footer (see _beacon_footer)
    if style == "bc-query-bar":  # tagDiv's page-nav: "Page 1 of 3", numbers to "?page=N", an icon arrow
        items = " ".join(f'<span class="current">{i}</span>' if i == k
                         else f'<a href="{url}" class="page" title="{i}">{i}</a>' for i, url in enumerate(urls, 1))
        return ('<div class="page-nav td-pb-padding-side">'
                + (f'<a href="{prev}"><i class="td-icon-menu-left"></i></a> ' if prev else "") + items
                + (f' <a href="{nxt}"><i class="td-icon-menu-right"></i></a>' if nxt else "")
                + f' <span class="pages">Page {k} of {n}</span></div>'), ""
    if style == "bc-query-list":  # paginate_links() as a list: relative "?page=N", the current page a span
        rel = [urls[0].rsplit("/", 1)[1]] + [f"?page={i}" for i in range(2, n + 1)]
        items = "".join(f'<li><span aria-current="page" class="page-numbers current">{i}</span></li>' if i == k
                        else f'<li><a class="page-numbers" href="{href}">{i}</a></li>' for i, href in enumerate(rel, 1))
        if k < n:
            items += f'<li><a class="next page-numbers" href="{rel[k]}">»</a></li>'
        return f'<ul class="page-numbers">{items}</ul>', ""
    if style == "bc-continue-part":  # the theme's "more-link" to "<slug>-partN.html", relative
        return ('<p class="more-link-wrap">' + (f'<a href="{prev}">« Previous page</a> ' if prev else "")
                + (f'<a class="more-link" href="{nxt.rsplit("/", 1)[1]}">Continue reading <span class="meta-nav">→'
                   f'</span></a>' if nxt else "") + "</p>"), ""
    if style == "bc-relnext":
        return "", ((f'<link rel="prev" href="{prev}">' if prev else "") + (f'<link rel="next" href="{nxt}">' if nxt else ""))
    if style == "bc-select":  # a "Page 2 of 3" jumper alone
        options = "".join(f'<option value="{url}"{" selected" if i == k else ""}>Page {i} of {n}</option>'
                          for i, url in enumerate(urls, 1))
        return (f'<div class="td-page-jump"><select onchange="window.location=this.value">{options}</select></div>'), ""
    if style == "bc-pg-raquo":  # "Pages: 1 2 3 »" to relative "?pg=N"
        rel = [urls[0].rsplit("/", 1)[1]] + [f"?pg={i}" for i in range(2, n + 1)]
        items = " ".join(f"<strong>{i}</strong>" if i == k else f'<a href="{href}">{i}</a>' for i, href in enumerate(rel, 1))
        return (f'<div class="entry-pages">Pages: {items}' + (f' <a href="{rel[k]}">»</a>' if k < n else "")
                + "</div>"), ""
    if style == "bc-read-page":  # "Read page N →" to "/N/"
        return ('<p class="read-on">' + (f'<a href="{prev}">← Back to page {k - 1}</a> ' if prev else "")
                + (f'<a href="{nxt}">Read page {k + 1} →</a>' if nxt else "") + "</p>"), ""
    if style == "bc-data-button":  # the theme's button, no anchor at all
        return ('<div class="td-load-page">' + (f'<button type="button" class="td-btn" data-href="{nxt}">'
                                                f'Read page {k + 1} of {n}</button>' if nxt else "") + "</div>"), ""
    # bc-next-p: a bare "Next »" (and "« Prev") to "<slug>-pN.html"
    return ('<div class="td-post-pages">' + (f'<a href="{prev}">« Prev</a> ' if prev else "")
            + (f'<a href="{nxt}">Next »</a>' if nxt else "") + "</div>"), ""


def _beacon_traps(path: str, neighbour: str) -> str:
    """The beacon's decoys below the text: older comments (WordPress's "comment-page-2/" under "14
    comments"), the next article, and the theme's infinite-scroll handle; the gallery is in the text and
    the calendar and "Older posts" in the sidebar (:func:`_beacon_body`)."""
    comments, article, load = TRAP_TEXT["beacon"][1], TRAP_TEXT["beacon"][2], TRAP_TEXT["beacon"][5]
    base = path.split("?")[0]
    comment_page = (base if base.endswith("/") else base + "/") + "comment-page-2/#comments"
    return (f'<div class="td-block-row td-post-next-prev"><div class="td-block-span12">'
            f'<a href="{neighbour}">{article}</a></div></div>'
            f'<div class="comments" id="comments"><h4 class="block-title"><span>{BEACON_BOXES[6]}</span></h4>'
            f'<ol class="comment-list"><li class="comment"><p>My father kept his boat there. &mdash; Ros</p></li></ol>'
            f'<div class="comment-pagination"><a href="{comment_page}">{comments}</a></div></div>'
            f'<div class="td-infinite-scroll" data-next-url="{neighbour}"><a class="td-load-next" '
            f'href="{neighbour}">{load}</a></div>')


def _beacon_footer(style: str, urls: list[str], k: int, neighbour: str) -> str:
    """The post footer: share links, and for ``bc-footer-next`` the "Next page ›" beside "Next article »"."""
    nxt = urls[k] if k < len(urls) else None
    page = (f'<a class="td-page-next" href="{nxt}"><span>Next page</span> <i class="td-icon-right"></i></a> '
            if style == "bc-footer-next" and nxt else "")
    prev = (f'<a href="{urls[k - 2]}"><span>Previous page</span></a> '
            if style == "bc-footer-next" and k > 1 else "")
    return (f'<div class="td-post-footer">{prev}{page}<a class="td-social-facebook" href="https://facebook.example/'
            f'sharer?u={urls[k - 1]}">{BEACON_BOXES[0]}</a> <a href="{neighbour}">{TRAP_TEXT["beacon"][2]}</a></div>')


def _beacon_body(article: Article, k: int, headline: str, byline: str, paragraphs: list[str], nav: str,
                 path: str, traps: str, box: str) -> str:
    """A beacon page: a tagDiv layout, the text with a gallery, a newsletter promo and an advert inside it,
    "Continued from page k-1" / "Continued on page k+1", a related box, comments and a sidebar."""
    n = article.pages
    urls = _urls(article.style, article.slug, n)
    neighbour = traps.split('<a href="', 1)[1].split('"', 1)[0]
    image, month, older = TRAP_TEXT["beacon"][0], TRAP_TEXT["beacon"][3], TRAP_TEXT["beacon"][4]
    promo, advert, also = BEACON_BOXES[1], BEACON_BOXES[2], BEACON_BOXES[3]
    folder = path.split("?")[0].rstrip("/")
    text = [f"<p>{escape(p)}</p>" for p in paragraphs]
    text[1:1] = [f'<figure class="wp-caption aligncenter"><img src="/wp-content/uploads{folder}-1.jpg" alt="">'
                 f'<figcaption class="wp-caption-text">Image 1 of 6</figcaption></figure>'
                 f'<p class="media-nav"><a href="{folder}/attachment/photo-2/">{image}</a></p>']
    text[3:3] = [f'<p class="td-promo"><a href="/newsletter/">{escape(promo)}</a></p>',
                 f'<div class="td-a-rec td-a-rec-id-content_inline"><span class="td-adspot-title">{advert}</span></div>']
    continued = f'<p class="td-continued">Continued from page {k - 1}</p>' if k > 1 else ""
    continues = (f'<p class="td-continues">Continued on page {k + 1}</p><p>Story continues after the advertisement</p>'
                 if k < n else "")
    teasers = "".join(f'<li><a href="/story/teaser-{i}/">{escape(t)}</a></li>' for i, t in enumerate(BEACON_TEASERS))
    also_box = (f'<div class="td_block_wrap td_block_related_posts"><h4 class="td-related-title">{also}</h4>'
                f'<div class="td-module"><h3><a href="/story/teaser-0/">{escape(BEACON_TEASERS[0])}</a></h3>'
                f'<a class="td-read-more" href="/story/teaser-0/">Continue reading →</a></div></div>')
    sidebar = (f'<div class="td-pb-span4 td-main-sidebar" role="complementary">'
               f'<aside class="widget widget_recent_entries"><h4>{BEACON_BOXES[4]}</h4><ul>{teasers}</ul>'
               f'<div id="infinite-handle"><span><a href="/page/2/">{older}</a></span></div></aside>'
               f'<aside class="widget widget_events"><h4>{escape(BEACON_BOXES[5])}</h4><p>May 2024</p>'
               f'<a href="/events/2024/06/">{month}</a></aside></div>')
    return (f'<div id="td-outer-wrap" class="td-theme-wrap"><div class="td-header-wrap"><a class="td-logo" href="/">'
            f'The Beacon</a><nav class="td-main-menu"><a href="/category/harbour/">Harbour</a> '
            f'<a href="/events/">Events</a></nav></div><div class="td-main-content-wrap"><div class="td-container">'
            f'<div class="td-pb-row"><div class="td-pb-span8 td-main-content" role="main">'
            f'<article id="post-{_story_id(article.slug)}" class="post-{_story_id(article.slug)} post type-post '
            f'status-publish format-standard has-post-thumbnail category-harbour"><div class="td-post-header">'
            f'<ul class="td-category"><li><a href="/category/harbour/">Harbour</a></li></ul>'
            f'<header class="td-post-title"><h1 class="entry-title">{escape(headline)}</h1>'
            f'<div class="td-module-meta-info">{byline}</div></header></div>'
            f'<div class="td-post-content tagdiv-type">{continued}{"".join(text)}{continues}{nav}</div>'
            f'{_beacon_footer(article.style, urls, k, neighbour)}</article>{box}{also_box}{traps}</div>'
            f'{sidebar}</div></div></div><div class="td-footer-wrap"><p>The Beacon</p></div></div>')


# Sealed from every change: a ninth template (WordPress magazine theme, English), written whole (traps and
# expected output included) and committed before any run of the code on it.
SEALED_3 = [
    Article("breakwater", "beacon", "bc-lone-next", 3, "sealed-3"),
    Article("oyster-sheds", "beacon", "bc-lone-next", 2, "sealed-3"),
    Article("customs-quay", "beacon", "bc-lone-next", 4, "sealed-3"),
    Article("dredger", "beacon", "bc-footer-next", 3, "sealed-3"),
    Article("smokehouse", "beacon", "bc-query-bar", 3, "sealed-3"),
    Article("graving-dock", "beacon", "bc-query-bar", 2, "sealed-3"),
    Article("cooperage", "beacon", "bc-query-list", 3, "sealed-3"),
    Article("pier-head", "beacon", "bc-continue-part", 3, "sealed-3"),
    Article("winch-house", "beacon", "bc-continue-part", 4, "sealed-3"),
    Article("light-vessel", "beacon", "bc-relnext", 3, "sealed-3"),
    Article("sail-makers", "beacon", "bc-select", 3, "sealed-3"),
    Article("mussel-beds", "beacon", "bc-pg-raquo", 3, "sealed-3"),
    Article("toll-house", "beacon", "bc-read-page", 3, "sealed-3"),
    Article("herring-yard", "beacon", "bc-data-button", 2, "sealed-3"),
    Article("ship-chandler", "beacon", "bc-next-p", 3, "sealed-3"),
]


def _sealed_3_trap_pages() -> tuple[dict[str, str], list[dict[str, object]], dict[str, str]]:
    """The beacon's trap pages: a gallery, a story whose comments are paginated, a story whose "Next
    article »" has the next post id ("?p=N"), a month of the events calendar, a category listing whose
    "Next page ›" goes to "?page=2" (a list's own page: the page decision stops a crawler)."""
    def page(title: str, h1: str, text: str, links: str) -> str:
        return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{title}</title></head><body>'
                f'<div class="td-main-content" role="main"><article class="post type-post"><h1 class="entry-title">'
                f'{h1}</h1><div class="td-post-content">{text}</div>{links}</article></div></body></html>\n')
    story = "".join(f"<p>{escape(FRAMES[i].format(person='Ruth Achterberg', place='Saltmarket', thing='boathouse', year='1958', number='36'))}</p>" for i in range(0, 12, 2))
    other = "".join(f"<p>{escape(FRAMES[i].format(person='Ivo Brandt', place='Fenwick Quay', thing='net loft', year='1966', number='81'))}</p>" for i in range(1, 13, 2))
    teasers = "".join(f'<div class="td_module_wrap"><h3 class="entry-title"><a href="/story/teaser-{i}/">{escape(t)}</a>'
                      f'</h3><p>{escape(FRAMES[i])}</p></div>' for i, t in enumerate(BEACON_TEASERS))
    pages = {
        "/gallery/regatta-day/": page("Regatta day in pictures", "Regatta day in pictures", story,
                                      '<div class="td-media-nav"><span>1 of 9</span> '
                                      '<a href="/gallery/regatta-day/2/">Next ›</a></div>'),
        "/gallery/regatta-day/2/": page("Regatta day in pictures", "Regatta day in pictures", other, ""),
        "/story/quiet-slipway/": page("A quiet slipway", "A quiet slipway", story,
                                      '<div id="comments"><h4>14 comments</h4><p>So true. &mdash; Bo</p>'
                                      '<div class="comment-pagination"><a href="/story/quiet-slipway/comment-page-2/'
                                      '#comments">Older comments »</a></div></div>'),
        "/story/quiet-slipway/comment-page-2/": page("A quiet slipway", "A quiet slipway", other, ""),
        "/?p=1234": page("The ferry office", "The ferry office", story,
                         '<div class="td-post-next-prev"><a href="/?p=1235">Next article »</a></div>'),
        "/?p=1235": page("The pilot house", "The pilot house", other, ""),
        "/events/2024/11/": page("Events: November 2024", "November 2024", story,
                                 '<p class="calendar-nav"><a href="/events/2024/12/">next month »</a></p>'),
        "/events/2024/12/": page("Events: December 2024", "December 2024", other, ""),
        "/category/harbour/": page("Harbour | The Beacon", "Harbour", teasers,
                                   '<div class="page-nav"><span class="current">1</span> '
                                   '<a href="/category/harbour/?page=2">2</a> '
                                   '<a href="/category/harbour/?page=2">Next page ›</a></div>'),
        "/category/harbour/?page=2": page("Harbour | The Beacon", "Harbour", teasers[::-1], ""),
    }
    nexts = {"/category/harbour/": "/category/harbour/?page=2"}
    starts = [{"start": start, "kind": kind, "trap": True, "merged": [start], "part": "sealed-3"}
              for start, kind in [("/gallery/regatta-day/", "gallery next image"),
                                  ("/story/quiet-slipway/", "comment pages"),
                                  ("/?p=1234", "next article, post id"),
                                  ("/events/2024/11/", "calendar next month"),
                                  ("/category/harbour/", "category listing ?page=2")]]
    return pages, starts, nexts


# ---------------------------------------------------------------- part sealed-4: the bote and bench templates
# Two more templates, written whole (traps and expected output included) and committed before any run of the
# code on them: ``bote``, a German regional daily (a classic CMS's id-named columns, German chrome, the URL
# shapes of German news sites: "-1.<id>-2", "a-<id>-2.html", "?seite=2", "-<id>-p2.html", "/seite-2",
# "-<id>-2.html", "/<id>-2.html"), and ``bench``, an English tech review site (chapters: "Next: <chapter>",
# chapter menus, page menus in a <select> and in a GET form, a forum's vBulletin article pager).

BOTE_STYLES = ("kb-weiter-lone", "kb-seite-n", "kb-query-seite", "kb-p-icon", "kb-seite-heading",
               "kb-numbered-toc", "kb-aria-arrow")
BENCH_STYLES = ("tr-next-title", "tr-select-comma", "tr-chapter-menu", "tr-select-form", "tr-next-page-btn",
                "tr-vb-article")
MOST_READ["bote"] = ("Meistgelesen", ["Neue Fähre nach Süderhafen ab dem Frühjahr",
                                      "Kreistag streitet über das Hallenbad",
                                      "Feuerwehr rückt zu Großbrand im Gewerbegebiet aus"])
MOST_READ["bench"] = ("Most read", ["The best budget barometers of the year, tested",
                                    "Hands-on: the tide clock with a smartphone app",
                                    "Our verdict on the new harbour webcam kit"])
# The bote's decoys on every page: a gallery arrow titled "Nächstes Bild" to "?bild=2" on this URL, a
# comment pager "1 2 Weiter »" to "?kseite=2" under "Leserkommentare (12)" (no class or parameter says
# comments), the next article, the events box's "Dezember »", and the side column's news listing whose
# "Weiter ›" goes to "/lokales/?page=2". The visible link texts (for the bodies' must-nots):
TRAP_TEXT["bote"] = ["Zum nächsten Artikel »", "Weiter »", "Dezember »", "Weiter ›"]
BOTE_BOXES = ("Newsletter: Der Kreisbote am Morgen, jetzt kostenlos bestellen", "Anzeige", "Leserkommentare (12)",
              "Weitere Nachrichten aus dem Kreis", "Veranstaltungen")
BOTE_TEASERS = ("Umgehungsstraße: Bauarbeiten beginnen im März", "Schützenfest mit neuem Rekord",
                "Bürgermeisterwahl: drei Kandidaten stehen fest")
CHROME["bote"] = [*BOTE_BOXES, *BOTE_TEASERS]
BOTE_PAGER_LINES = ["Seite 2 von", "Fortsetzung von Seite", "weiter auf Seite"]
# The bench's decoys on every page: a gallery's "Next photo" button (data-href) and arrow, "Next: <another
# review>" in an "Up next" box, a comment pager "1 2 Next ›" to "?cp=2" under "Reader comments (45)", the
# forum thread's page 2, the sidebar's "Latest reviews" pager "Next ›" to "/reviews/?page=2" and its
# launch calendar's "December ›".
TRAP_TEXT["bench"] = ["Next photo", "Next: The best budget barometers, tested", "Next ›", "December ›",
                      "Discuss in the forum"]
BENCH_BOXES = ("Advertisement", "Get The Test Bench in your inbox every Friday", "Reader comments (45)", "Up next",
               "Latest reviews", "Launch calendar", "Printable version")
BENCH_TEASERS = ("Tested: five anemometers for the balcony", "The rain gauge that texts you",
                 "Weather stations under 100 pounds")
CHROME["bench"] = [*BENCH_BOXES, *BENCH_TEASERS]
BENCH_PAGER_LINES = ["Page 2 of", "Continued from page", "Continued on page"]


def _sealed_4_first(slug: str) -> dict[str, str]:
    i = _story_id(slug)
    return {"kb-weiter-lone": f"/lokales/{slug}-1.{6540000 + i}", "kb-seite-n": f"/politik/a-{1100000 + i}.html",
            "kb-query-seite": f"/artikel/{slug.title()}-{i}.html", "kb-p-icon": f"/aktuell/region/{slug}-{17000000 + i}.html",
            "kb-seite-heading": f"/2024/11/{slug}", "kb-numbered-toc": f"/news/{slug}-2411-{180000 + i}.html",
            "kb-aria-arrow": f"/berlin/{slug}/{12000000 + i}.html",
            "tr-next-title": f"/show/{i}/{slug}", "tr-select-comma": f"/reviews/{slug},{i}.html",
            "tr-chapter-menu": f"/reviews/{slug}", "tr-select-form": f"/tested/{slug}.html",
            "tr-next-page-btn": f"/guides/{slug}/", "tr-vb-article": f"/articles/showarticle.php?s=5f2ac91&articleid={i}"}


def _sealed_4_later(slug: str, first: str) -> dict[str, Callable[[int], str]]:
    stem = first.removesuffix(".html")
    return {"kb-weiter-lone": lambda k: f"{first}-{k}", "kb-seite-n": lambda k: f"{stem}-{k}.html",
            "kb-query-seite": lambda k: f"{first}?seite={k}", "kb-p-icon": lambda k: f"{stem}-p{k}.html",
            "kb-seite-heading": lambda k: f"{first}/seite-{k}", "kb-numbered-toc": lambda k: f"{stem}-{k}.html",
            "kb-aria-arrow": lambda k: f"{stem}-{k}.html",
            "tr-next-title": lambda k: f"{first}/{k}", "tr-select-comma": lambda k: f"{stem}-{k}.html",
            "tr-chapter-menu": lambda k: f"{first}?page={k}", "tr-select-form": lambda k: f"{first}?page={k}",
            "tr-next-page-btn": lambda k: f"{first}page-{k}/", "tr-vb-article": lambda k: f"{first}&page={k}"}


def _sealed_4_nav(style: str, urls: list[str], k: int, headings: list[str]) -> tuple[str, str]:
    """The pagination markup of the bote's and the bench's styles (part ``sealed-4``) and head links."""
    n = len(urls)
    nxt = urls[k] if k < n else None
    prev = urls[k - 2] if k > 1 else None
    if style == "kb-weiter-lone":  # a lone "Weiter" (and "Zurück"), no page named
        return ('<p class="blaetter">' + (f'<a href="{prev}">Zurück</a> ' if prev else "")
                + (f'<a href="{nxt}">Weiter</a>' if nxt else "") + "</p>"), ""
    if style == "kb-seite-n":  # links "Seite 1", "Seite 2"..., the current page in <strong>, no next link
        return ('<div class="artikel-seiten">' + " | ".join(
            f"<strong>Seite {i}</strong>" if i == k else f'<a href="{url}">Seite {i}</a>'
            for i, url in enumerate(urls, 1)) + "</div>"), ""
    if style == "kb-query-seite":  # "« vorherige Seite | Seite 2 von 3 | nächste Seite »" to "?seite=N"
        return ('<nav class="seitennavigation">' + (f'<a href="{prev}" rel="prev">« vorherige Seite</a> | ' if prev else "")
                + f"<span>Seite {k} von {n}</span>" + (f' | <a href="{nxt}">nächste Seite »</a>' if nxt else "")
                + "</nav>"), ""
    if style == "kb-p-icon":  # numbers in a list, the arrows icons titled "Nächste Seite"
        items = "".join(f'<li class="aktiv"><span>{i}</span></li>' if i == k else f'<li><a href="{url}">{i}</a></li>'
                        for i, url in enumerate(urls, 1))
        return ('<ul class="paging">' + (f'<li><a href="{prev}" title="Vorherige Seite"><span class="icon icon-links">'
                                         f'</span></a></li>' if prev else "") + items
                + (f'<li><a href="{nxt}" title="Nächste Seite"><span class="icon icon-rechts"></span></a></li>'
                   if nxt else "") + "</ul>"), ""
    if style == "kb-seite-heading":  # "Nächste Seite <the next page's heading>" to ".../seite-N"
        return ('<div class="article-pager">' + (f'<a class="article-pager__prev" href="{prev}">Vorherige Seite</a> '
                                                 if prev else "")
                + (f'<a class="article-pager__next" href="{nxt}">Nächste Seite <span class="article-pager__title">'
                   f'{headings[k]}</span></a>' if nxt else "") + "</div>"), ""
    if style == "kb-numbered-toc":  # the pages' headings numbered "1. ...", the current one unlinked
        items = "".join(f"<li><span>{i}. {headings[i - 1]}</span></li>" if i == k else
                        f'<li><a href="{url}">{i}. {headings[i - 1]}</a></li>' for i, url in enumerate(urls, 1))
        return f'<div class="inhalt"><p class="inhalt-titel">Inhalt</p><ol class="inhalt-liste">{items}</ol></div>', ""
    if style == "kb-aria-arrow":  # "‹ 2 / 3 ›", the arrows named by a German aria-label only
        return ('<div class="pager">' + (f'<a href="{prev}" aria-label="Vorherige Seite">‹</a> ' if prev else "")
                + f"<span>{k} / {n}</span>" + (f' <a href="{nxt}" aria-label="Nächste Seite">›</a>' if nxt else "")
                + "</div>"), ""
    if style == "tr-next-title":  # "‹ Previous: <chapter>" / "Next: <chapter> ›", nothing else
        return ('<div class="chapter-nav">' + (f'<a class="chapter-nav__prev" href="{prev}">‹ Previous: '
                                               f'{headings[k - 2]}</a> ' if prev else "")
                + (f'<a class="chapter-nav__next" href="{nxt}">Next: {headings[k]} ›</a>' if nxt else "")
                + "</div>"), ""
    if style == "tr-select-comma":  # a page menu alone, "2 - <chapter>", absolute paths ",<id>-N.html"
        options = "".join(f'<option value="{url}"{" selected" if i == k else ""}>{i} - {headings[i - 1]}</option>'
                          for i, url in enumerate(urls, 1))
        return (f'<div class="page-select"><select class="form-select" onchange="document.location=this.value">'
                f'{options}</select></div>'), ""
    if style == "tr-chapter-menu":  # chapter titles only, the current one a link to itself; numbers only in URLs
        items = "".join(f'<li class="{"is-active" if i == k else ""}"><a href="{url}">{headings[i - 1]}</a></li>'
                        for i, url in enumerate(urls, 1))
        return (f'<nav class="review-chapters"><h4>In this review</h4><ul>{items}</ul></nav>'), ""
    if style == "tr-select-form":  # a GET form: a <select name="page"> of numbers and a Go button
        action = urls[0]
        options = "".join(f'<option value="{i}"{" selected" if i == k else ""}>{i}. {headings[i - 1]}</option>'
                          for i in range(1, n + 1))
        return (f'<form class="page-jump" method="get" action="{action}"><label for="pg">Jump to page</label> '
                f'<select id="pg" name="page">{options}</select> <button type="submit">Go</button></form>'), ""
    if style == "tr-next-page-btn":  # a button-like link: "Next page" and the next chapter's title
        return ('<div class="next-page">' + (f'<a class="btn btn-primary next-page-btn" href="{nxt}">'
                                             f'<span class="label">Next page</span> <span class="title">'
                                             f'{headings[k]}</span> →</a>' if nxt else "") + "</div>"), ""
    # tr-vb-article: vBulletin's pagenav, "&gt;" titled "Next Page - Results", "Last »"
    cells = "".join(f'<td class="alt2"><span class="mfont"><strong>{i}</strong></span></td>' if i == k else
                    f'<td class="alt1"><a class="smallfont" href="{escape(url)}" title="Show results {i} to {i} of {n}">'
                    f'{i}</a></td>' for i, url in enumerate(urls, 1))
    return ('<div class="pagenav" align="right"><table class="tborder" cellpadding="3" cellspacing="1" border="0"><tr>'
            f'<td class="vbmenu_control" style="font-weight:normal">Page {k} of {n}</td>'
            + (f'<td class="alt1"><a class="smallfont" href="{escape(prev)}" title="Prev Page - Results {k - 1} to '
               f'{k - 1} of {n}">&lt;</a></td>' if prev else "") + cells
            + (f'<td class="alt1"><a class="smallfont" href="{escape(nxt)}" title="Next Page - Results {k + 1} to '
               f'{k + 1} of {n}">&gt;</a></td><td class="alt1" nowrap="nowrap"><a class="smallfont" href="'
               f'{escape(urls[-1])}" title="Last Page - Results {n} to {n} of {n}">Last <strong>»</strong></a></td>'
               if nxt else "") + "</tr></table></div>"), ""


def _vb_print_url(urls: list[str]) -> str:
    """The forum article's "Printable version": every page in one, never the next page."""
    return "/articles/printarticle.php?articleid=" + urls[0].rsplit("=", 1)[1]


def _bote_body(article: Article, k: int, headline: str, byline: str, paragraphs: list[str], nav: str,
               path: str, neighbour: str, box: str) -> str:
    """A bote page: id-named columns, the text with a gallery arrow, a newsletter line and an advert label
    inside it, "Fortsetzung von Seite k-1" and "Lesen Sie weiter auf Seite k+1", the "Meistgelesen" box
    between the text and the pager, the next article, the readers' comments and a side column."""
    n = article.pages
    promo, advert, comments_title, news_title, events_title = BOTE_BOXES
    next_article, more_comments, month, listing_next = TRAP_TEXT["bote"]
    text = [f"<p>{escape(p)}</p>" for p in paragraphs]
    text[1:1] = [f'<div class="bildergalerie"><img src="/bilder{path.split("?")[0]}-1.jpg" alt="">'
                 f'<p class="bildzaehler">Bild 1 von 12 <a class="blaettern-vor" href="{_with_query(path, "bild=2")}" '
                 f'title="Nächstes Bild">›</a></p></div>']
    text[3:3] = [f'<p class="newsletter-hinweis"><a href="/newsletter/">{escape(promo)}</a></p>',
                 f'<div class="werbung"><span class="werbung-label">{advert}</span></div>']
    continued = f'<p class="fortsetzung">Fortsetzung von Seite {k - 1}</p>' if k > 1 else ""
    continues = f'<p class="weiterlesen">Lesen Sie weiter auf Seite {k + 1}</p>' if k < n else ""
    kseite = _with_query(path, "kseite=2")
    teasers = "".join(f'<li><a href="/lokales/meldung-{i}.html">{escape(t)}</a></li>' for i, t in enumerate(BOTE_TEASERS))
    return (f'<div id="seite"><div id="kopf"><a class="logo" href="/">Der Kreisbote</a><ul class="ressorts">'
            f'<li><a href="/lokales/">Lokales</a></li><li><a href="/politik/">Politik</a></li>'
            f'<li><a href="/veranstaltungen/">Termine</a></li></ul></div><div id="inhalt"><div id="hauptspalte">'
            f'<div class="artikel" id="artikel-{_story_id(article.slug)}"><p class="dachzeile">Lokales</p>'
            f'<h1>{escape(headline)}</h1>{byline}{continued}<div class="artikeltext">{"".join(text)}</div>'
            f'{continues}{box}{nav}'
            f'<div class="artikel-navigation"><a href="{neighbour}">{escape(next_article)}</a></div>'
            f'<div id="leserforum"><h2>{escape(comments_title)}</h2><div class="beitrag"><p>Schön, dass sich '
            f'jemand kümmert. &mdash; Heike</p></div><div class="seiten"><strong>1</strong> <a href="{kseite}">2</a> '
            f'<a href="{kseite}">{escape(more_comments)}</a></div></div></div></div>'
            f'<div id="rechte-spalte"><div class="kasten"><h3>{escape(news_title)}</h3><ul>{teasers}</ul>'
            f'<div class="blaettern"><a href="/lokales/?page=2">{escape(listing_next)}</a></div></div>'
            f'<div class="kasten termine"><h3>{escape(events_title)}</h3><p>November 2024</p>'
            f'<a href="/veranstaltungen/2024-12/">{escape(month)}</a></div></div></div>'
            f'<div id="fuss"><p>Der Kreisbote · Impressum · Datenschutz</p></div></div>')


def _bench_body(article: Article, k: int, headline: str, byline: str, paragraphs: list[str], nav: str,
                path: str, neighbour: str, box: str, headings: list[str]) -> str:
    """A bench page: the chapter's heading over the text, a gallery with a "Next photo" button, a promo and
    an advert label inside the text, "Continued from page k-1" / "Continued on page k+1", the "Most read"
    box, the "Up next" story, the readers' comments with the forum thread, and a sidebar. Page menus stand
    above the text, the other pagers below it."""
    n = article.pages
    advert, promo, comments_title, up_next, latest, calendar, printable = BENCH_BOXES
    photo, next_story, next_link, month, forum = TRAP_TEXT["bench"]
    text = [f"<p>{escape(p)}</p>" for p in paragraphs]
    gallery = f"/reviews/gallery/{article.slug}/"
    text[1:1] = [f'<figure class="product-gallery"><img src="{gallery}1.jpg" alt=""><figcaption>Photo 1 of 14'
                 f'</figcaption><button type="button" class="gallery-next" data-href="{gallery}2/">{photo}'
                 f'</button> <a class="gallery-arrow" href="{gallery}2/" title="{photo}">›</a></figure>']
    text[3:3] = [f'<div class="ad-slot"><span class="ad-label">{advert}</span></div>',
                 f'<p class="newsletter-cta"><a href="/newsletter/">{escape(promo)}</a></p>']
    continued = f'<p class="continued">Continued from page {k - 1}</p>' if k > 1 else ""
    continues = f'<p class="continues">Continued on page {k + 1}</p>' if k < n else ""
    above = nav if article.style in ("tr-select-comma", "tr-chapter-menu") else ""
    below = "" if above else nav
    urls = _urls(article.style, article.slug, n)
    printing = (f'<p class="print"><a href="{escape(_vb_print_url(urls))}">{printable}</a></p>'
                if article.style == "tr-vb-article" else "")
    cp = _with_query(path, "cp=2")
    teasers = "".join(f'<li><a href="/reviews/teaser-{i}.html">{escape(t)}</a></li>' for i, t in enumerate(BENCH_TEASERS))
    return (f'<div class="site-wrap"><header class="site-header"><a class="brand" href="/">The Test Bench</a>'
            f'<nav class="primary"><a href="/reviews/">Reviews</a> <a href="/guides/">Guides</a> '
            f'<a href="/forum/">Forum</a></nav></header><main class="container"><div class="row">'
            f'<div class="col-8"><article class="review-article" itemscope itemtype="https://schema.org/Review">'
            f'<p class="kicker">Review</p><h1 itemprop="name">{escape(headline)}</h1>{byline}{printing}{above}'
            f'{continued}<h2 class="chapter-title">{escape(headings[k - 1])}</h2><div class="review-body" '
            f'itemprop="reviewBody">{"".join(text)}</div>{continues}{below}</article>{box}'
            f'<div class="up-next"><span class="up-next__label">{up_next}</span> <a href="{neighbour}">'
            f'{escape(next_story)} ›</a></div>'
            f'<section id="discussion" class="discussion"><h3>{escape(comments_title)}</h3><div class="comment"><p>'
            f'Mine lasted two winters on the pier. &mdash; Gwen</p></div><nav class="comment-pages"><span>1</span> '
            f'<a href="{cp}">2</a> <a href="{cp}">{next_link}</a></nav><p><a href="/forum/threads/{article.slug}.'
            f'{_story_id(article.slug)}/page-2">{forum} (45 replies, page 2)</a></p></section></div>'
            f'<aside class="col-4 sidebar"><div class="widget"><h4>{latest}</h4><ul>{teasers}</ul>'
            f'<a class="widget-next" href="/reviews/?page=2">{next_link}</a></div><div class="widget">'
            f'<h4>{calendar}</h4><p>November 2024</p><a href="/calendar/2024/12/">{month}</a></div></aside></div>'
            f'</main><footer class="site-footer"><p>The Test Bench</p></footer></div>')


# Sealed from every change: a tenth and an eleventh template (a German regional daily, an English tech review
# site), written whole (traps and expected output included) and committed before any run of the code on them.
SEALED_4 = [
    Article("faehrhaus", "bote", "kb-weiter-lone", 3, "sealed-4"),
    Article("deichtor", "bote", "kb-weiter-lone", 2, "sealed-4"),
    Article("kornspeicher", "bote", "kb-seite-n", 3, "sealed-4"),
    Article("zollhaus", "bote", "kb-query-seite", 3, "sealed-4"),
    Article("schleuse", "bote", "kb-p-icon", 4, "sealed-4"),
    Article("wasserturm", "bote", "kb-seite-heading", 3, "sealed-4"),
    Article("seilerei", "bote", "kb-numbered-toc", 3, "sealed-4"),
    Article("lotsenhaus", "bote", "kb-aria-arrow", 2, "sealed-4"),
    Article("barometer", "bench", "tr-next-title", 3, "sealed-4"),
    Article("tide-gauge", "bench", "tr-next-title", 4, "sealed-4"),
    Article("anemometer", "bench", "tr-select-comma", 3, "sealed-4"),
    Article("hygrometer", "bench", "tr-chapter-menu", 3, "sealed-4"),
    Article("rain-gauge", "bench", "tr-select-form", 3, "sealed-4"),
    Article("sea-thermometer", "bench", "tr-next-page-btn", 3, "sealed-4"),
    Article("weather-vane", "bench", "tr-vb-article", 3, "sealed-4"),
]


def _sealed_4_trap_pages() -> tuple[dict[str, str], list[dict[str, object]], dict[str, str]]:
    """The sealed-4 trap pages: the bote's gallery ("Nächstes Bild ›" to "/2/"), events month ("Dezember »"),
    news listing ("Weiter ›" to "?page=2": a list's own page, the page decision stops a crawler) and a story
    whose readers' comments are paged ("Weiter »" to "?kseite=2"); the bench's review whose "Next: <another
    review> ›" has the next id, its reviews listing ("Next ›" to "?page=2") and a photo gallery whose "Next
    photo" button and arrow go to "/2/"."""
    def page(lang: str, title: str, h1: str, text: str, links: str) -> str:
        return (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title></head><body>'
                f'<div id="inhalt"><div id="hauptspalte"><div class="artikel"><h1>{h1}</h1>{text}{links}</div></div>'
                f'</div></body></html>\n')
    story = "".join(f"<p>{escape(FRAMES[i].format(person='Tomas Vieira', place='Tanner’s Reach', thing='tide mill', year='1929', number='44'))}</p>" for i in range(0, 12, 2))
    other = "".join(f"<p>{escape(FRAMES[i].format(person='Agnes Pell', place='North Mole', thing='signal tower', year='1987', number='23'))}</p>" for i in range(1, 13, 2))
    bote_teasers = "".join(f'<div class="teaser"><h2><a href="/lokales/meldung-{i}.html">{escape(t)}</a></h2>'
                           f'<p>{escape(FRAMES[i])}</p></div>' for i, t in enumerate(BOTE_TEASERS))
    bench_teasers = "".join(f'<div class="card"><h2><a href="/reviews/teaser-{i}.html">{escape(t)}</a></h2>'
                            f'<p>{escape(FRAMES[i + 3])}</p></div>' for i, t in enumerate(BENCH_TEASERS))
    pages = {
        "/bilder/hafenfest/": page("de", "Bildergalerie: Das Hafenfest", "Das Hafenfest in Bildern", story,
                                   '<div class="bildergalerie"><span>Bild 1 von 24</span> '
                                   '<a href="/bilder/hafenfest/2/">Nächstes Bild ›</a></div>'),
        "/bilder/hafenfest/2/": page("de", "Bildergalerie: Das Hafenfest", "Das Hafenfest in Bildern", other, ""),
        "/veranstaltungen/2024-11/": page("de", "Veranstaltungen im November 2024", "Veranstaltungen: November",
                                          story, '<p class="monate"><a href="/veranstaltungen/2024-12/">Dezember »</a></p>'),
        "/veranstaltungen/2024-12/": page("de", "Veranstaltungen im Dezember 2024", "Veranstaltungen: Dezember",
                                          other, ""),
        "/lokales/": page("de", "Lokales | Der Kreisbote", "Lokales", bote_teasers,
                          '<div class="blaettern"><strong>1</strong> <a href="/lokales/?page=2">2</a> '
                          '<a href="/lokales/?page=3">3</a> <a href="/lokales/?page=2">Weiter ›</a></div>'),
        "/lokales/?page=2": page("de", "Lokales | Der Kreisbote", "Lokales", bote_teasers[::-1], ""),
        "/lokales/faehrpreise-1.6540001": page("de", "Fährpreise steigen | Der Kreisbote", "Fährpreise steigen", story,
                                               '<div id="leserforum"><h2>Leserkommentare (40)</h2><p>Unverschämt! '
                                               '&mdash; Jens</p><div class="seiten"><strong>1</strong> '
                                               '<a href="/lokales/faehrpreise-1.6540001?kseite=2">2</a> '
                                               '<a href="/lokales/faehrpreise-1.6540001?kseite=2">Weiter »</a></div></div>'),
        "/lokales/faehrpreise-1.6540001?kseite=2": page("de", "Fährpreise steigen | Der Kreisbote",
                                                        "Fährpreise steigen", other, ""),
        "/show/4470/barometer-roundup": page("en", "Barometer round-up | The Test Bench", "Barometer round-up", story,
                                             '<div class="up-next"><span>Up next</span> <a href="/show/4471/tide-clocks">'
                                             'Next: The best tide clocks, tested ›</a></div>'),
        "/show/4471/tide-clocks": page("en", "The best tide clocks | The Test Bench", "The best tide clocks", other, ""),
        "/reviews/": page("en", "Reviews | The Test Bench", "Reviews", bench_teasers,
                          '<nav class="pagination"><span class="current">1</span> <a href="/reviews/?page=2">2</a> '
                          '<a class="next" href="/reviews/?page=2">Next ›</a></nav>'),
        "/reviews/?page=2": page("en", "Reviews | The Test Bench", "Reviews", bench_teasers[::-1], ""),
        "/reviews/gallery/hands-on/": page("en", "Hands-on in pictures | The Test Bench", "Hands-on in pictures", story,
                                           '<figure class="product-gallery"><figcaption>Photo 1 of 14</figcaption>'
                                           '<button type="button" class="gallery-next" data-href="/reviews/gallery/'
                                           'hands-on/2/">Next photo</button> <a href="/reviews/gallery/hands-on/2/" '
                                           'title="Next photo">›</a></figure>'),
        "/reviews/gallery/hands-on/2/": page("en", "Hands-on in pictures | The Test Bench", "Hands-on in pictures",
                                             other, ""),
    }
    # The listings' pagers are their own next pages (a list's): the page decision, not the link, stops a crawler.
    nexts = {"/lokales/": "/lokales/?page=2", "/reviews/": "/reviews/?page=2"}
    starts = [{"start": start, "kind": kind, "trap": True, "merged": [start], "part": "sealed-4"}
              for start, kind in [("/bilder/hafenfest/", "gallery next image"),
                                  ("/veranstaltungen/2024-11/", "calendar next month"),
                                  ("/lokales/", "news listing ?page=2"),
                                  ("/lokales/faehrpreise-1.6540001", "comment pages"),
                                  ("/show/4470/barometer-roundup", "next review, numeric id"),
                                  ("/reviews/", "reviews listing ?page=2"),
                                  ("/reviews/gallery/hands-on/", "gallery next photo")]]
    return pages, starts, nexts


# ---------------------------------------------------------------- part sealed-5: the scoreline, faro and civic templates
# Three more templates, written whole (traps and expected output included) and committed before any run of the
# code on them (session 29): ``scoreline``, a US sports site on a React front end (styled-components class
# names only); ``faro``, a Spanish regional daily (Spanish chrome); ``civic``, a city council's newsroom on a
# government design system (govuk-pagination, a guide's contents list). Each carries the issue's failing
# styles (a lone "Next page" to "/<...>/<slug>/2/", a numbered bar of "?page=N", "Continue reading" to
# "<slug>-part2.html") beside "-pN" suffixes and page numbers in query parameters, the four decoys of the
# issue on every page in the template's language, a listing box whose pager goes to "?page=2", "Page k of
# n" bylines, "Continued from page k-1" / "Continued on page k+1" lines and a "Most read" box between pages.

SCORELINE_STYLES = ("sl-lone-next", "sl-query-bar", "sl-p-icon", "sl-continue-part")
FARO_STYLES = ("fa-lone-next", "fa-query-pagina", "fa-seguir-part", "fa-p-suffix", "fa-pag-rel")
CIVIC_STYLES = ("cv-next-block", "cv-query-bar", "cv-query-ref", "cv-contents-p", "cv-continue-part")
MOST_READ["scoreline"] = ("Most read", ["Rookie quarterback signs four-year extension",
                                        "Ballpark vote set for the spring",
                                        "Coach of the year shortlist announced"])
MOST_READ["faro"] = ("Lo más leído", ["El ferry nocturno mantiene su horario en invierno",
                                      "El mercado de abastos reabre tras dos años de obras",
                                      "La regata de traineras bate su récord de público"])
MOST_READ["civic"] = ("Most read", ["Bin collection days change from January",
                                    "Harbour car park to close for resurfacing",
                                    "Have your say on the new cycle routes"])
# The decoys' visible texts (for the bodies' must-nots): next image, older comments, next article, next
# month, and the rail listing's pager to "?page=2".
TRAP_TEXT["scoreline"] = ["Next image ›", "Older comments »", "Next article »", "next month »", "More NFL news ›"]
TRAP_TEXT["faro"] = ["Imagen siguiente ›", "Comentarios anteriores »", "Noticia siguiente »", "mes siguiente »",
                     "Más noticias ›"]
TRAP_TEXT["civic"] = ["Next image ›", "Older comments »", "Next article »", "next month »", "More news ›"]
SCORELINE_BOXES = ("Comments (52)", "Latest NFL news", "Schedule", "Advertisement",
                   "Get the Scoreline newsletter every game day")
FARO_BOXES = ("Comentarios (17)", "Última hora", "Agenda", "Publicidad", "Recibe El Faro cada mañana en tu correo")
CIVIC_BOXES = ("Have your say (8)", "Latest news", "Council meetings", "Was this page useful?",
               "Sign up for council news by email")
CHROME["scoreline"] = [*SCORELINE_BOXES]
CHROME["faro"] = [*FARO_BOXES]
CHROME["civic"] = [*CIVIC_BOXES, "Advertisement"]
SEALED_5_PAGER_LINES = {"scoreline": ["Page 1 of", "Page 2 of", "Continued from page", "Continued on page"],
                        "faro": ["Página 1 de", "Página 2 de", "Viene de la página", "Sigue en la página"],
                        "civic": ["Page 1 of", "Page 2 of", "Continued from page", "Continued on page"]}
SEALED_5_BYLINE = {"scoreline": "By {author} · Page {k} of {n}", "faro": "Por {author} · Página {k} de {n}",
                   "civic": "Published by {author} · Page {k} of {n}"}
SEALED_5_LINES = {  # the lines opening a later page and closing an earlier one
    "scoreline": ("Continued from page {k}", "Continued on page {k}"),
    "faro": ("Viene de la página {k}", "Sigue en la página {k}"),
    "civic": ("Continued from page {k}", "Continued on page {k}"),
}


def _sc(name: str) -> str:
    """A styled-components class pair for a component: its id and its style's hash."""
    digest = hashlib.sha1(name.encode()).hexdigest()
    return f"sc-{digest[:6]}-{int(digest[6], 16) % 10} {''.join(chr(97 + int(c, 16) % 26) for c in digest[7:13])}"


def _sealed_5_first(slug: str) -> dict[str, str]:
    i = _story_id(slug)
    return {"sl-lone-next": f"/story/{slug}/", "sl-query-bar": f"/nfl/story/_/id/{38000000 + i}/{slug}",
            "sl-p-icon": f"/columns/{slug}.html", "sl-continue-part": f"/features/{slug}.html",
            "fa-lone-next": f"/noticias/{slug}/", "fa-query-pagina": f"/local/{slug}.html",
            "fa-seguir-part": f"/reportajes/{slug}.html", "fa-p-suffix": f"/opinion/{slug}.html",
            "fa-pag-rel": f"/cultura/{slug}-{i}",
            "cv-next-block": f"/news/stories/{slug}/", "cv-query-bar": f"/news/{slug}",
            "cv-query-ref": f"/press/release?ref=CN{i}", "cv-contents-p": f"/guidance/{slug}",
            "cv-continue-part": f"/news/features/{slug}.html"}


def _sealed_5_later(slug: str, first: str) -> dict[str, Callable[[int], str]]:
    stem = first.removesuffix(".html")
    return {"sl-lone-next": lambda k: f"{first}{k}/", "sl-query-bar": lambda k: f"{first}?page={k}",
            "sl-p-icon": lambda k: f"{stem}-p{k}.html", "sl-continue-part": lambda k: f"{stem}-part{k}.html",
            "fa-lone-next": lambda k: f"{first}{k}/", "fa-query-pagina": lambda k: f"{first}?pagina={k}",
            "fa-seguir-part": lambda k: f"{stem}-part{k}.html", "fa-p-suffix": lambda k: f"{stem}-p{k}.html",
            "fa-pag-rel": lambda k: f"{first}?pag={k}",
            "cv-next-block": lambda k: f"{first}{k}/", "cv-query-bar": lambda k: f"{first}?page={k}",
            "cv-query-ref": lambda k: f"{first}&page={k}", "cv-contents-p": lambda k: f"{first}-p{k}",
            "cv-continue-part": lambda k: f"{stem}-part{k}.html"}


_GOVUK_NEXT = ('<svg class="govuk-pagination__icon govuk-pagination__icon--next" xmlns="http://www.w3.org/2000/svg" '
               'height="13" width="15" aria-hidden="true" focusable="false" viewBox="0 0 15 13"><path d="m8.107-0.0078125'
               '-1.4136 1.414 4.2926 4.293h-12.986v2h12.896l-4.1107 3.9512 1.3862 1.4414 6.4877-6.2379z"></path></svg>')
_GOVUK_PREV = ('<svg class="govuk-pagination__icon govuk-pagination__icon--prev" xmlns="http://www.w3.org/2000/svg" '
               'height="13" width="15" aria-hidden="true" focusable="false" viewBox="0 0 15 13"><path d="m6.5938-0.0078125'
               '-6.7266 6.7266 6.7441 6.4062 1.377-1.449-4.1856-3.9768h12.896v-2h-12.984l4.2931-4.293-1.414-1.414z"></path>'
               '</svg>')


def _sealed_5_nav(style: str, urls: list[str], k: int, headings: list[str]) -> tuple[str, str]:
    """The pagination markup of the scoreline's, the faro's and the civic's styles (part ``sealed-5``)."""
    n = len(urls)
    nxt = urls[k] if k < n else None
    prev = urls[k - 2] if k > 1 else None
    if style == "sl-lone-next":  # a lone "Next page" (and "Previous page"), no numbers
        return (f'<div class="{_sc("StoryPager")}">' + (f'<a class="{_sc("StoryPager-prev")}" href="{prev}">Previous '
                                                        f'page</a> ' if prev else "")
                + (f'<a class="{_sc("StoryPager-next")}" href="{nxt}">Next page</a>' if nxt else "") + "</div>"), ""
    if style == "sl-query-bar":  # numbers to "?page=N" (page one its own URL), the current one aria-current
        items = "".join(f'<a class="{_sc("PageNumber")}" aria-current="page" href="{url}">{i}</a>' if i == k else
                        f'<a class="{_sc("PageNumber")}" href="{url}">{i}</a>' for i, url in enumerate(urls, 1))
        return (f'<nav class="{_sc("StoryPagination")}" aria-label="Story pages">{items}'
                + (f'<a class="{_sc("PageArrow")}" href="{nxt}" aria-label="Next page">›</a>' if nxt else "")
                + "</nav>"), ""
    if style == "sl-p-icon":  # icon arrows named by aria-label only, "k / n" between them, to "-pN.html"
        icon = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M9 6l6 6-6 6"/></svg>'
        back = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M15 6l-6 6 6 6"/></svg>'
        return (f'<div class="{_sc("ColumnPager")}">' + (f'<a class="{_sc("IconButton")}" href="{prev}" aria-label='
                                                         f'"Previous page">{back}</a>' if prev else "")
                + f'<span class="{_sc("ColumnPager-count")}">{k} / {n}</span>'
                + (f'<a class="{_sc("IconButton")}" href="{nxt}" aria-label="Next page">{icon}</a>' if nxt else "")
                + "</div>"), ""
    if style == "sl-continue-part":  # "Continue reading" to "<slug>-partN.html"
        return (f'<p class="{_sc("ReadOn")}">' + (f'<a href="{prev}">« Previous page</a> ' if prev else "")
                + (f'<a class="{_sc("ReadOn-link")}" href="{nxt}">Continue reading</a>' if nxt else "") + "</p>"), ""
    if style == "fa-lone-next":  # "Siguiente página" alone to "/noticias/<slug>/N/"
        return ('<div class="paginacion-noticia">' + (f'<a href="{prev}">Página anterior</a> ' if prev else "")
                + (f'<a href="{nxt}">Siguiente página</a>' if nxt else "") + "</div>"), ""
    if style == "fa-query-pagina":  # "Páginas: 1 2 3", relative "?pagina=N", no next link
        rel = [urls[0].rsplit("/", 1)[1]] + [f"?pagina={i}" for i in range(2, n + 1)]
        items = " ".join(f"<strong>{i}</strong>" if i == k else f'<a href="{href}">{i}</a>' for i, href in enumerate(rel, 1))
        return f'<p class="paginas">Páginas: {items}</p>', ""
    if style == "fa-seguir-part":  # "Seguir leyendo →" to "<slug>-partN.html"
        return ('<p class="seguir">' + (f'<a href="{prev}">« Volver a la página {k - 1}</a> ' if prev else "")
                + (f'<a class="seguir-leyendo" href="{nxt}">Seguir leyendo →</a>' if nxt else "") + "</p>"), ""
    if style == "fa-p-suffix":  # "« Anterior | Siguiente »" to "<slug>-pN.html"
        return ('<div class="navegacion-paginas">' + (f'<a href="{prev}">« Anterior</a>' if prev else "")
                + (" | " if prev and nxt else "") + (f'<a href="{nxt}">Siguiente »</a>' if nxt else "") + "</div>"), ""
    if style == "fa-pag-rel":  # a bar "1 | 2 | 3" to "?pag=N" and rel=prev/next in the head
        items = " | ".join(f'<span class="actual">{i}</span>' if i == k else f'<a href="{url}">{i}</a>'
                           for i, url in enumerate(urls, 1))
        head = (f'<link rel="prev" href="{prev}">' if prev else "") + (f'<link rel="next" href="{nxt}">' if nxt else "")
        return f'<div class="paginador">{items}</div>', head
    if style in ("cv-next-block", "cv-contents-p"):  # govuk-pagination, block: "Next page" over the next heading
        block = ('<nav class="govuk-pagination govuk-pagination--block" aria-label="Pagination">'
                 + (f'<div class="govuk-pagination__prev"><a class="govuk-link govuk-pagination__link" href="{prev}" '
                    f'rel="prev">{_GOVUK_PREV}<span class="govuk-pagination__link-title">Previous<span class="govuk-'
                    f'visually-hidden"> page</span></span><span class="govuk-visually-hidden">:</span><span class="'
                    f'govuk-pagination__link-label">{headings[k - 2]}</span></a></div>' if prev else "")
                 + (f'<div class="govuk-pagination__next"><a class="govuk-link govuk-pagination__link" href="{nxt}" '
                    f'rel="next">{_GOVUK_NEXT}<span class="govuk-pagination__link-title">Next<span class="govuk-'
                    f'visually-hidden"> page</span></span><span class="govuk-visually-hidden">:</span><span class="'
                    f'govuk-pagination__link-label">{headings[k]}</span></a></div>' if nxt else "") + "</nav>")
        if style == "cv-next-block":
            return block, ""
        items = "".join(f'<li class="gem-c-contents-list__list-item gem-c-contents-list__list-item--dashed '
                        f'gem-c-contents-list__list-item--active" aria-current="true">{headings[i - 1]}</li>' if i == k
                        else f'<li class="gem-c-contents-list__list-item gem-c-contents-list__list-item--dashed">'
                        f'<a class="gem-c-contents-list__link govuk-link" href="{url}">{headings[i - 1]}</a></li>'
                        for i, url in enumerate(urls, 1))
        return (f'<nav class="gem-c-contents-list" aria-label="Contents" role="navigation"><h2 class="gem-c-contents-'
                f'list__title">Contents</h2><ol class="gem-c-contents-list__list">{items}</ol></nav>' + block), ""
    if style == "cv-query-bar":  # govuk-pagination, numbered: "Previous", 1 2 3, "Next" to "?page=N"
        items = "".join(f'<li class="govuk-pagination__item govuk-pagination__item--current"><a class="govuk-link '
                        f'govuk-pagination__link" href="{url}" aria-label="Page {i}" aria-current="page">{i}</a></li>'
                        if i == k else f'<li class="govuk-pagination__item"><a class="govuk-link govuk-pagination__link" '
                        f'href="{url}" aria-label="Page {i}">{i}</a></li>' for i, url in enumerate(urls, 1))
        return ('<nav class="govuk-pagination" aria-label="Pagination">'
                + (f'<div class="govuk-pagination__prev"><a class="govuk-link govuk-pagination__link" href="{prev}" '
                   f'rel="prev">{_GOVUK_PREV}<span class="govuk-pagination__link-title">Previous<span class="govuk-'
                   f'visually-hidden"> page</span></span></a></div>' if prev else "")
                + f'<ul class="govuk-pagination__list">{items}</ul>'
                + (f'<div class="govuk-pagination__next"><a class="govuk-link govuk-pagination__link" href="{nxt}" '
                   f'rel="next"><span class="govuk-pagination__link-title">Next<span class="govuk-visually-hidden"> '
                   f'page</span></span>{_GOVUK_NEXT}</a></div>' if nxt else "") + "</nav>"), ""
    if style == "cv-query-ref":  # a lone "Next page ›" to "&page=N" on a script's release URL
        return ('<p class="release-pages">' + (f'<a class="govuk-link" href="{escape(prev)}">‹ Previous page</a> '
                                               if prev else "")
                + (f'<a class="govuk-link" href="{escape(nxt)}">Next page ›</a>' if nxt else "") + "</p>"), ""
    # cv-continue-part: "Continue reading" to "<slug>-partN.html"
    return ('<p class="govuk-body continue">' + (f'<a class="govuk-link" href="{prev}">Back to page {k - 1}</a> '
                                                 if prev else "")
            + (f'<a class="govuk-link govuk-!-font-weight-bold" href="{nxt}">Continue reading</a>' if nxt else "")
            + "</p>"), ""


def _sealed_5_text(article: Article, k: int, paragraphs: list[str], path: str, image_href: str, image_text: str,
                   advert: str, promo: str) -> tuple[str, str, str]:
    """The page's text with a gallery's "next image" after its first paragraph and an advert label and a
    newsletter line after its third; the lines opening and closing the page."""
    opening, closing = SEALED_5_LINES[article.template]
    text = [f"<p>{escape(p)}</p>" for p in paragraphs]
    text[1:1] = [f'<figure class="inline-gallery"><img src="/img{path.split("?")[0].rstrip("/")}-1.jpg" alt="">'
                 f'<figcaption>1 / 9</figcaption><a class="gallery-next" href="{image_href}">{image_text}</a></figure>']
    text[3:3] = [f'<div class="ad-slot"><span>{escape(advert)}</span></div>',
                 f'<p class="newsletter-line"><a href="/newsletter/">{escape(promo)}</a></p>']
    continued = f'<p class="continued">{opening.format(k=k - 1)}</p>' if k > 1 else ""
    continues = f'<p class="continues">{closing.format(k=k + 1)}</p>' if k < article.pages else ""
    return continued, "".join(text), continues


def _scoreline_body(article: Article, k: int, headline: str, byline: str, paragraphs: list[str], nav: str,
                    path: str, neighbour: str, box: str) -> str:
    """A scoreline page: styled-components classes only, a scores strip, the story with its gallery, the
    "Most read" box and the pager, the next article, comments and a rail with a news listing and a schedule."""
    image, comments, next_article, month, more = TRAP_TEXT["scoreline"]
    comments_title, latest, schedule, advert, promo = SCORELINE_BOXES
    folder = article.slug  # the story's gallery, the same on each of its pages
    continued, text, continues = _sealed_5_text(article, k, paragraphs, path, f"/photos/{folder}/2/", image, advert,
                                                promo)
    scores = "".join(f'<li class="{_sc("ScoreCell")}"><a href="/nfl/game/_/gameId/{401000 + i}">{a} {x} · {b} {y} · '
                     f'Final</a></li>' for i, (a, x, b, y) in enumerate((("Bears", 24, "Hawks", 17),
                                                                         ("Comets", 31, "Pilots", 28),
                                                                         ("Storm", 10, "Miners", 13))))
    news = "".join(f'<li><a href="/nfl/story/_/id/{37000000 + i}/teaser-{i}">{escape(t)}</a></li>'
                   for i, t in enumerate(MOST_READ["scoreline"][1]))
    return (f'<div id="__next"><div class="{_sc("ScoresStrip")}" data-testid="scores-strip"><ul>{scores}</ul></div>'
            f'<header class="{_sc("GlobalNav")}"><a class="{_sc("Logo")}" href="/">The Scoreline</a><nav><a href="/nfl/">'
            f'NFL</a> <a href="/nba/">NBA</a> <a href="/mlb/">MLB</a></nav></header><div class="{_sc("PageGrid")}">'
            f'<main class="{_sc("MainColumn")}"><article class="{_sc("Story")}" data-testid="story"><p class="'
            f'{_sc("Kicker")}">NFL</p><h1 class="{_sc("Headline")}">{escape(headline)}</h1>{byline}{continued}'
            f'<div class="{_sc("StoryBody")}" data-testid="story-body">{text}</div>{continues}</article>{box}{nav}'
            f'<div class="{_sc("NextStory")}"><a href="{neighbour}">{next_article}</a></div>'
            f'<section class="{_sc("Conversation")}"><h2>{comments_title}</h2><p>Best pick of the draft. &mdash; '
            f'mike_t</p><a class="{_sc("LoadComments")}" href="{_with_query(path, "commentsPage=2")}">{comments}</a>'
            f'</section></main><aside class="{_sc("Rail")}"><section><h2>{latest}</h2><ul>{news}</ul><a class="'
            f'{_sc("RailMore")}" href="/nfl/news/?page=2">{more}</a></section><section class="{_sc("ScheduleBox")}">'
            f'<h2>{schedule}</h2><p>November 2024</p><a href="/nfl/schedule/2024/12/">{month}</a></section></aside>'
            f'</div><footer class="{_sc("Footer")}"><p>The Scoreline · Terms · Privacy</p></footer></div>')


def _faro_body(article: Article, k: int, headline: str, byline: str, paragraphs: list[str], nav: str,
               path: str, neighbour: str, box: str) -> str:
    """A faro page: a Spanish regional daily's columns, the story with its gallery, "Lo más leído" and the
    pager, the next story, the readers' comments, and a side column with the latest news and the agenda."""
    image, comments, next_article, month, more = TRAP_TEXT["faro"]
    comments_title, latest, agenda, advert, promo = FARO_BOXES
    folder = article.slug  # the story's gallery, the same on each of its pages
    continued, text, continues = _sealed_5_text(article, k, paragraphs, path, f"/fotos/{folder}/2/", image, advert,
                                                promo)
    news = "".join(f'<li><a href="/noticias/breve-{i}/">{escape(t)}</a></li>' for i, t in enumerate(MOST_READ["faro"][1]))
    return (f'<div id="contenedor"><header id="cabecera"><a class="logo" href="/">El Faro del Puerto</a><ul class="menu">'
            f'<li><a href="/local/">Local</a></li><li><a href="/cultura/">Cultura</a></li><li><a href="/opinion/">'
            f'Opinión</a></li></ul></header><div id="cuerpo"><div id="columna-principal"><article class="noticia">'
            f'<p class="antetitulo">Puerto</p><h1 class="titular">{escape(headline)}</h1>{byline}{continued}'
            f'<div class="cuerpo-noticia">{text}</div>{continues}{box}{nav}</article>'
            f'<div class="noticia-siguiente"><a href="{neighbour}">{next_article}</a></div>'
            f'<div id="comentarios"><h3>{comments_title}</h3><div class="comentario"><p>Mi abuelo trabajó allí. '
            f'&mdash; Lucía</p></div><a href="{_with_query(path, "comentarios=2")}">{comments}</a></div></div>'
            f'<div id="columna-lateral"><div class="modulo"><h3>{latest}</h3><ul>{news}</ul><a href="/ultima-hora/'
            f'?page=2">{more}</a></div><div class="modulo agenda"><h3>{agenda}</h3><p>Noviembre 2024</p><a href="'
            f'/agenda/2024/12/">{month}</a></div></div></div><footer id="pie"><p>El Faro del Puerto · Aviso legal · '
            f'Política de privacidad</p></footer></div>')


def _civic_body(article: Article, k: int, headline: str, byline: str, paragraphs: list[str], nav: str,
                path: str, neighbour: str, box: str) -> str:
    """A civic page: a government design system's template, the story with its image carousel, the "Most
    read" box and the pager (a guide's contents list above the text), the next article, residents' comments,
    and a related column with the latest news and the meetings calendar."""
    image, comments, next_article, month, more = TRAP_TEXT["civic"]
    comments_title, latest, meetings, useful, promo = CIVIC_BOXES
    folder = article.slug  # the story's gallery, the same on each of its pages
    continued, text, continues = _sealed_5_text(article, k, paragraphs, path, f"/news/media/{folder}/2/", image,
                                                "Advertisement", promo)
    above = nav if article.style == "cv-contents-p" and "gem-c-contents-list" in nav else ""
    below = nav.split("</nav>", 1)[1] if above else nav
    above = above.split("</nav>", 1)[0] + "</nav>" if above else ""
    news = "".join(f'<li><a class="govuk-link" href="/news/item-{i}">{escape(t)}</a></li>'
                   for i, t in enumerate(MOST_READ["civic"][1]))
    return (f'<a href="#main-content" class="govuk-skip-link">Skip to main content</a><header class="govuk-header">'
            f'<div class="govuk-header__container govuk-width-container"><a class="govuk-header__link" href="/">Harbour '
            f'City Council</a></div></header><div class="govuk-width-container"><nav class="govuk-breadcrumbs"><ol '
            f'class="govuk-breadcrumbs__list"><li class="govuk-breadcrumbs__list-item"><a class="govuk-breadcrumbs__'
            f'link" href="/">Home</a></li><li class="govuk-breadcrumbs__list-item"><a class="govuk-breadcrumbs__link" '
            f'href="/news/">News</a></li></ol></nav><main class="govuk-main-wrapper" id="main-content"><div class="'
            f'govuk-grid-row"><div class="govuk-grid-column-two-thirds"><span class="govuk-caption-l">News story</span>'
            f'<h1 class="govuk-heading-l">{escape(headline)}</h1>{byline}{above}{continued}<div class="govuk-body '
            f'news-body">{text}</div>{continues}{box}{below}<div class="next-article"><a class="govuk-link" href="'
            f'{neighbour}">{next_article}</a></div><section class="comments"><h2 class="govuk-heading-m">'
            f'{comments_title}</h2><p class="govuk-body">Long overdue. &mdash; Ann</p><a class="govuk-link" href="'
            f'{_with_query(path, "replies=2")}">{comments}</a></section><div class="gem-c-feedback"><p>{useful} '
            f'<a href="#">Yes</a> <a href="#">No</a></p></div></div><div class="govuk-grid-column-one-third"><aside '
            f'class="app-related-items" role="complementary"><h2 class="govuk-heading-s">{latest}</h2><ul class="'
            f'govuk-list">{news}</ul><a class="govuk-link" href="/news/?page=2">{more}</a><h2 class="govuk-heading-s">'
            f'{meetings}</h2><p>November 2024</p><a class="govuk-link" href="/meetings/2024/12/">{month}</a></aside>'
            f'</div></div></main></div><footer class="govuk-footer"><p>Harbour City Council · Accessibility · Cookies'
            f'</p></footer>')


# Sealed from every change: a twelfth, thirteenth and fourteenth template, written whole (traps and expected
# output included) and committed before any run of the code on them.
SEALED_5 = [
    Article("draft-night", "scoreline", "sl-lone-next", 3, "sealed-5"),
    Article("stadium-vote", "scoreline", "sl-lone-next", 2, "sealed-5"),
    Article("trade-deadline", "scoreline", "sl-query-bar", 3, "sealed-5"),
    Article("rookie-camp", "scoreline", "sl-p-icon", 3, "sealed-5"),
    Article("hall-of-fame", "scoreline", "sl-continue-part", 4, "sealed-5"),
    Article("lonja", "faro", "fa-lone-next", 3, "sealed-5"),
    Article("astillero", "faro", "fa-query-pagina", 3, "sealed-5"),
    Article("salinas", "faro", "fa-seguir-part", 2, "sealed-5"),
    Article("conservera", "faro", "fa-p-suffix", 3, "sealed-5"),
    Article("faro-viejo", "faro", "fa-pag-rel", 3, "sealed-5"),
    Article("sea-wall", "civic", "cv-next-block", 3, "sealed-5"),
    Article("bus-depot", "civic", "cv-query-bar", 3, "sealed-5"),
    Article("market-hall", "civic", "cv-query-ref", 2, "sealed-5"),
    Article("flood-defences", "civic", "cv-contents-p", 4, "sealed-5"),
    Article("old-baths", "civic", "cv-continue-part", 3, "sealed-5"),
]


def _sealed_5_trap_pages() -> tuple[dict[str, str], list[dict[str, object]], dict[str, str]]:
    """The sealed-5 trap pages: each template's news listing, paged by "?page=2" (a list's own page: the page
    decision stops a crawler), the scoreline's photo gallery ("Next image ›" to "/2/") and schedule month
    ("next month »"), the faro's story whose comments are paged ("Comentarios anteriores »") and story whose
    "Noticia siguiente »" has the next id, the civic's meetings month ("next month »") and image carousel."""
    def page(lang: str, title: str, h1: str, text: str, links: str) -> str:
        return (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title></head><body>'
                f'<main><article><h1>{h1}</h1>{text}{links}</article></main></body></html>\n')

    def listing(lang: str, title: str, h1: str, items: list[str], href: str, bar: str) -> str:
        teasers = "".join(f'<div class="teaser"><h2><a href="{href}{i}">{escape(t)}</a></h2><p>{escape(FRAMES[i + 5])}</p>'
                          f'</div>' for i, t in enumerate(items))
        return (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title></head><body>'
                f'<main><h1>{h1}</h1><div class="list">{teasers}</div>{bar}</main></body></html>\n')
    story = "".join(f"<p>{escape(FRAMES[i].format(person='Beatriz Sola', place='Kessel Point', thing='grain store', year='1937', number='52'))}</p>" for i in range(0, 12, 2))
    other = "".join(f"<p>{escape(FRAMES[i].format(person='Owen Marlow', place='Marsh End', thing='ferry office', year='1974', number='19'))}</p>" for i in range(1, 13, 2))
    sl_items, fa_items, cv_items = MOST_READ["scoreline"][1], MOST_READ["faro"][1], MOST_READ["civic"][1]
    pages = {
        "/nfl/news/": listing("en", "NFL news | The Scoreline", "NFL news", sl_items, "/nfl/story/_/id/3700000",
                              f'<nav class="{_sc("ListPager")}"><a aria-current="page" href="/nfl/news/">1</a> '
                              '<a href="/nfl/news/?page=2">2</a> <a href="/nfl/news/?page=3">3</a> '
                              '<a href="/nfl/news/?page=2" aria-label="Next page">Next ›</a></nav>'),
        "/nfl/news/?page=2": listing("en", "NFL news | The Scoreline", "NFL news", sl_items[::-1],
                                     "/nfl/story/_/id/3700010", ""),
        "/photos/combine/": page("en", "The combine in pictures", "The combine in pictures", story,
                                 '<div class="gallery-nav"><span>1 of 20</span> <a href="/photos/combine/2/">Next image ›'
                                 '</a></div>'),
        "/photos/combine/2/": page("en", "The combine in pictures", "The combine in pictures", other, ""),
        "/nfl/schedule/2024/11/": page("en", "NFL schedule: November 2024", "November 2024", story,
                                       '<p class="calendar-nav"><a href="/nfl/schedule/2024/12/">next month »</a></p>'),
        "/nfl/schedule/2024/12/": page("en", "NFL schedule: December 2024", "December 2024", other, ""),
        "/ultima-hora/": listing("es", "Última hora | El Faro del Puerto", "Última hora", fa_items, "/noticias/breve-",
                                 '<div class="paginacion"><strong>1</strong> <a href="/ultima-hora/?page=2">2</a> '
                                 '<a href="/ultima-hora/?page=3">3</a> <a href="/ultima-hora/?page=2" rel="next">'
                                 'Más noticias ›</a></div>'),
        "/ultima-hora/?page=2": listing("es", "Última hora | El Faro del Puerto", "Última hora", fa_items[::-1],
                                        "/noticias/breve-1", ""),
        "/noticias/ferry-nocturno/": page("es", "El ferry nocturno | El Faro del Puerto", "El ferry nocturno", story,
                                          '<div id="comentarios"><h3>Comentarios (41)</h3><p>¡Por fin! &mdash; Pepe</p>'
                                          '<a href="/noticias/ferry-nocturno/?comentarios=2">Comentarios anteriores »</a>'
                                          '</div>'),
        "/noticias/ferry-nocturno/?comentarios=2": page("es", "El ferry nocturno | El Faro del Puerto",
                                                        "El ferry nocturno", other, ""),
        "/noticia.php?id=4411": page("es", "La lonja | El Faro del Puerto", "La lonja", story,
                                     '<div class="noticia-siguiente"><a href="/noticia.php?id=4412">Noticia siguiente »'
                                     '</a></div>'),
        "/noticia.php?id=4412": page("es", "El astillero | El Faro del Puerto", "El astillero", other, ""),
        "/news/": listing("en", "News | Harbour City Council", "News", cv_items, "/news/item-",
                          '<nav class="govuk-pagination" aria-label="Pagination"><ul class="govuk-pagination__list">'
                          '<li class="govuk-pagination__item govuk-pagination__item--current"><a href="/news/" '
                          'aria-current="page">1</a></li><li class="govuk-pagination__item"><a href="/news/?page=2">2</a>'
                          '</li></ul><div class="govuk-pagination__next"><a class="govuk-link govuk-pagination__link" '
                          'href="/news/?page=2" rel="next"><span class="govuk-pagination__link-title">Next<span '
                          'class="govuk-visually-hidden"> page</span></span></a></div></nav>'),
        "/news/?page=2": listing("en", "News | Harbour City Council", "News", cv_items[::-1], "/news/item-1", ""),
        "/meetings/2024/11/": page("en", "Council meetings: November 2024", "Council meetings: November 2024", story,
                                   '<p class="calendar-nav"><a href="/meetings/2024/12/">next month »</a></p>'),
        "/meetings/2024/12/": page("en", "Council meetings: December 2024", "Council meetings: December 2024", other,
                                   ""),
        "/news/media/harbour-wall/": page("en", "Harbour wall repairs in pictures", "Harbour wall repairs in pictures",
                                          story, '<div class="carousel"><span>1 of 12</span> '
                                                 '<a href="/news/media/harbour-wall/2/">Next image ›</a></div>'),
        "/news/media/harbour-wall/2/": page("en", "Harbour wall repairs in pictures", "Harbour wall repairs in pictures",
                                            other, ""),
    }
    # The listings' pagers are their own next pages (a list's): the page decision, not the link, stops a crawler.
    nexts = {"/nfl/news/": "/nfl/news/?page=2", "/ultima-hora/": "/ultima-hora/?page=2", "/news/": "/news/?page=2"}
    starts = [{"start": start, "kind": kind, "trap": True, "merged": [start], "part": "sealed-5"}
              for start, kind in [("/nfl/news/", "news listing ?page=2"),
                                  ("/photos/combine/", "gallery next image"),
                                  ("/nfl/schedule/2024/11/", "calendar next month"),
                                  ("/ultima-hora/", "news listing ?page=2"),
                                  ("/noticias/ferry-nocturno/", "comment pages"),
                                  ("/noticia.php?id=4411", "next article, numeric id"),
                                  ("/news/", "news listing ?page=2"),
                                  ("/meetings/2024/11/", "calendar next month"),
                                  ("/news/media/harbour-wall/", "gallery next image")]]
    return pages, starts, nexts

# ---------------------------------------------------------------- part dev: the quire template
# Development material, not sealed (issue 32's held-back site's three failing styles, for the crawl of a
# plain user's spider: tests/scrapy/test_multipage_site.py::test_a_plain_spider_from_the_front_page).
# A news site served as static files: its front page and its own links name a story's folder by its index
# file ("/story/<slug>/index.html"), its pagers by the folder ("/story/<slug>/2/"). Styles: a lone "Next
# page" to "/story/<slug>/N/" (three articles, one of them reached as the folder), a numbered bar of
# "?page=N" links (one from the folder's index file), "Continue reading" to "<slug>-partN.html" (one from a
# folder, "/features/<slug>/", its later pages files beside it); on every
# page the four decoys "Next image ›", "Older comments »", "Next article »", "next month »" and a thread of
# long readers' comments under the text. Three more lone "Next page" stories, added in session 30 for the
# shapes session 29 built, each reached by the front page's link in that shape: page one with a query its
# pager drops ("/story/<slug>/?from=home", page two's "Previous page" names "/story/<slug>/"), page one
# in capitals ("/Story/<Slug>/", its pager's links in lower case) and a page whose <base href> is a CDN's
# host (its pager's links resolve there; the crawler asks for them on the site's own host); and a
# "Continue reading »" whose later pages link no page before them (the plain spider fetches page two
# itself, and nothing on it says it continues another page). Three more in session 31, the article-mode
# rules no crawl had reached (their lines never ran in any crawl test): a story served at an old address
# ("/article/<id>/<Title_Words>", as IDG's Drupal sites served theirs) whose "next page ›" goes to its
# section's path with Drupal's page parameter ("/d/harbour/<slug>-<id>?page=0,1": the page is read again
# at that address), beside a Drupal view of teasers whose own pager steps the page's second list
# ("?page=0,0,1"); a review whose pager says "Next: <the next page's heading> ›" to "/reviews/<id>/<slug>/N"
# beside a "Next: <another review>" to the next id; a script's story reached from a feed
# ("/news/view.php?id=N&utm_source=rss&utm_medium=feed") whose "Next page" adds a page parameter to the
# story's own ("/news/view.php?id=N&page=2"): the feed's parameters are told apart by their names; a
# dated post whose pager is WordPress's wp_link_pages of old, "Pages: 1 <a>2</a>" (the current page a bare
# number in the label's own text, the bar's one link the next page).

QUIRE_STYLES = ("qu-lone-next", "qu-lone-folder", "qu-query-bar", "qu-query-index", "qu-continue-part",
                "qu-continue-folder", "qu-query-from", "qu-capitals", "qu-cdn-base", "qu-continue-only",
                "qu-drupal-alias", "qu-chapter-next", "qu-feed-utm", "qu-wp-pages",
                # session 33: page addresses and link kinds of CMSs no other part used, each beside a decoy
                # of the kind its address invites (see _quire_nav)
                "qu-joomla", "qu-strona", "qu-icon-class", "qu-icon-font", "qu-wp-plain", "qu-ligature")
QUIRE_POST_STEP = 7  # WordPress's ids between two posts (revisions and attachments take the ones between)
QUIRE_LONE_NEXT = ("qu-lone-next", "qu-lone-folder", "qu-query-from", "qu-capitals", "qu-cdn-base", "qu-feed-utm")
QUIRE_CDN = "http://static.quire.example/"  # the CDN host of qu-cdn-base's <base href>: never served, never asked for
TRAP_TEXT["quire"] = ["Next image ›", "Older comments »", "Next article »", "next month »"]
MOST_READ["quire"] = ("Most read", ["Ferry crossings cut for the winter", "Quay lamps relit after forty years",
                                    "Rowing club wins the harbour race"])
QUIRE_BOXES = ("Readers' comments (6)", "Subscribe to the Quire", "Advertisement")
QUIRE_VIEW_TITLE = "More from Harbour"  # the Drupal view under qu-drupal-alias's pager
QUIRE_VIEW_TEASERS = ("Dredger back on the river next week", "Lock keepers vote to strike",
                      "New pontoon for the rowing club")
CHROME["quire"] = [*QUIRE_BOXES, QUIRE_VIEW_TITLE, *QUIRE_VIEW_TEASERS]
QUIRE_PAGER_LINES = ["Page 1 of", "Page 2 of", "Continued from page", "Continued on page"]
QUIRE_COMMENT = ("My grandmother worked at the {thing} when she was sixteen, and she used to tell us about the "
                 "winter the river froze and the carts crossed on the ice. It is good to see somebody writing "
                 "this history down before the last people who remember it are gone, comment {i}.")


def _quire_first(slug: str) -> dict[str, str]:
    return {"qu-lone-next": f"/story/{slug}/index.html", "qu-lone-folder": f"/story/{slug}/",
            "qu-query-bar": f"/news/{slug}.html", "qu-query-index": f"/news/{slug}/index.html",
            "qu-continue-part": f"/features/{slug}.html", "qu-continue-folder": f"/features/{slug}/",
            "qu-query-from": f"/story/{slug}/?from=home", "qu-cdn-base": f"/story/{slug}/",
            "qu-capitals": "/Story/" + "-".join(word.capitalize() for word in slug.split("-")) + "/",
            "qu-continue-only": f"/longreads/{slug}.html",
            "qu-drupal-alias": f"/article/{_drupal_id(slug)}/" + "_".join(w.capitalize() for w in slug.split("-")),
            "qu-chapter-next": f"/reviews/{_story_id(slug)}/{slug}",
            "qu-feed-utm": f"/news/view.php?id={_story_id(slug)}&utm_source=rss&utm_medium=feed",
            "qu-wp-pages": f"/2024/05/14/{slug}/",
            "qu-joomla": f"/index.php?option=com_content&view=article&id={_story_id(slug)}&Itemid=12",
            "qu-strona": f"/wiadomosci/{slug}.html", "qu-icon-class": f"/opinion/{slug}/",
            "qu-icon-font": f"/reports/{slug}.html", "qu-wp-plain": f"/?p={_story_id(slug)}",
            "qu-ligature": f"/archive/{slug}/"}


def _drupal_id(slug: str) -> int:
    """A Drupal node's id, longer than a year's digits ("-206515")."""
    return 206000 + _story_id(slug)


def _quire_later(slug: str) -> dict[str, Callable[[int], str]]:
    return {"qu-lone-next": lambda k: f"/story/{slug}/{k}/", "qu-lone-folder": lambda k: f"/story/{slug}/{k}/",
            "qu-query-bar": lambda k: f"/news/{slug}.html?page={k}",
            "qu-query-index": lambda k: f"/news/{slug}/?page={k}",
            "qu-continue-part": lambda k: f"/features/{slug}-part{k}.html",
            "qu-continue-folder": lambda k: f"/features/{slug}-part{k}.html",
            **dict.fromkeys(("qu-query-from", "qu-capitals", "qu-cdn-base"), lambda k: f"/story/{slug}/{k}/"),
            "qu-continue-only": lambda k: f"/longreads/{slug}-part{k}.html",
            "qu-drupal-alias": lambda k: f"/d/harbour/{slug}-{_drupal_id(slug)}?page=0,{k - 1}",
            "qu-chapter-next": lambda k: f"/reviews/{_story_id(slug)}/{slug}/{k}",
            "qu-feed-utm": lambda k: f"/news/view.php?id={_story_id(slug)}&page={k}",
            "qu-wp-pages": lambda k: f"/2024/05/14/{slug}/{k}/",
            "qu-joomla": lambda k: (f"/index.php?option=com_content&view=article&id={_story_id(slug)}&Itemid=12"
                                    f"&limitstart={k - 1}"),
            "qu-strona": lambda k: f"/wiadomosci/{slug}.html?strona={k}",
            "qu-icon-class": lambda k: f"/opinion/{slug}/?paged={k}",
            "qu-icon-font": lambda k: f"/reports/{slug}_{k}.html",
            "qu-wp-plain": lambda k: f"/?p={_story_id(slug)}&page={k}",
            "qu-ligature": lambda k: f"/archive/{slug}/{k}.htm"}


# Page one reached at an address its pages do not name
QUIRE_OTHER_FIRST = ("qu-query-from", "qu-capitals", "qu-drupal-alias", "qu-feed-utm")


def _quire_page_one(urls: list[str]) -> str:
    """Page one as the site's own pages name it: without the front page's query, in lower case; a
    Drupal node's at its section's path, a script's story without the feed's parameters: both without
    the page parameter."""
    for mark in ("?page=", "&page="):
        if mark in urls[1]:
            return urls[1].split(mark)[0]
    return urls[1].removesuffix("2/")


def _quire_nav(style: str, urls: list[str], k: int, headings: list[str]) -> str:
    n = len(urls)
    nxt = urls[k] if k < n else None
    prev = urls[k - 2] if k > 1 else None
    if k == 2 and style in QUIRE_OTHER_FIRST:
        prev = _quire_page_one(urls)
    if style == "qu-drupal-alias":  # Drupal's pager under the node; a view of teasers pages its own list
        own = urls[k - 1].split("?")[0]
        teasers = "".join(f'<li><a href="/d/harbour/{"-".join(t.lower().split())}">{escape(t)}</a></li>'
                          for t in QUIRE_VIEW_TEASERS)
        view = (f'<div class="view view-id-harbour_news view-display-id-block"><h2>{QUIRE_VIEW_TITLE}</h2>'
                f'<div class="item-list"><ul>{teasers}</ul></div><div class="item-list"><ul class="pager">'
                f'<li class="pager-next"><a href="{own}?page=0,{k - 1},1">next ›</a></li></ul></div></div>')
        return ('<div class="item-list"><ul class="pager">'
                + (f'<li class="pager-previous"><a href="{prev}">‹ previous page</a></li>' if prev else "")
                + (f'<li class="pager-next"><a href="{nxt}">next page ›</a></li>' if nxt else "")
                + "</ul></div>" + view)
    if style == "qu-joomla":  # Joomla's page break ("&limitstart=N", from 0) beside its article navigation,
        # whose "Next" (rel=next) is the next story's id
        story = int(urls[0].split("&id=")[1].split("&")[0])
        return ('<div class="pagination"><ul>'
                + (f'<li class="pagination-prev"><a title="Prev" href="{escape(prev)}">Prev</a></li>' if prev else "")
                + (f'<li class="pagination-next"><a title="Next" href="{escape(nxt)}">Next</a></li>' if nxt else "")
                + '</ul></div><ul class="pager pagenav"><li class="next"><a class="hasTooltip" rel="next" href="'
                + escape(f"/index.php?option=com_content&view=article&id={story + 1}&Itemid=12") + '">Next</a></li></ul>')
    if style == "qu-strona":  # a Polish CMS's "?strona=N" under a bar whose current page is a span
        return ('<div class="stronicowanie">' + _bar([url.rsplit("/", 1)[1] for url in urls], k)
                + (f' <a href="{nxt.rsplit("/", 1)[1]}">Następna strona ›</a>' if nxt else "") + "</div>")
    if style == "qu-icon-class":  # wordless arrows whose class says next and previous; an icon in the gallery too
        return ('<div class="arrows">'
                + (f'<a class="prev" href="{prev}">{_ICON_PREV}</a>' if prev else "")
                + (f'<a class="next" href="{nxt}">{_ICON_NEXT}</a>' if nxt else "")
                + f'</div><div class="gallery-strip"><a class="next" href="{urls[k - 1].split("?")[0]}?image=2">'
                + f"{_ICON_NEXT}</a></div>")
    if style == "qu-icon-font":  # an icon font's chevrons, no words, no class; the calendar's chevron too
        return ('<div class="arrows">'
                + (f'<a href="{prev}"><i class="fa fa-chevron-left"></i></a> ' if prev else "")
                + (f'<a href="{nxt}"><i class="fa fa-chevron-right"></i></a>' if nxt else "")
                + '</div><div class="events-calendar"><a href="/whats-on/2024/06/"><i class="fa fa-chevron-right">'
                + "</i></a></div>")
    if style == "qu-wp-plain":  # WordPress's plain permalinks: "&page=N" pages the post "?p=N"; the head's
        # rel=next, which WordPress prints on every post (see _nav), is the next post's "?p=", no link repeating it
        return ('<p class="post-nav-links">' + (f'<a href="{escape(prev)}">Previous page</a> ' if prev else "")
                + (f'<a href="{escape(nxt)}">Next page</a>' if nxt else "") + "</p>")
    if style == "qu-ligature":  # Material Icons' ligatures, "chevron_left" and "chevron_right", to "/N.htm"
        return ('<div class="arrows">'
                + (f'<a href="{prev}"><span class="material-icons">chevron_left</span></a> ' if prev else "")
                + (f'<a href="{nxt}"><span class="material-icons">chevron_right</span></a>' if nxt else "")
                + "</div>")
    if style == "qu-wp-pages":  # WordPress's wp_link_pages of old: the current page a bare number after the label
        return '<div class="page-link">Pages: ' + " ".join(
            str(i) if i == k else f'<a href="{url}">{i}</a>' for i, url in enumerate(urls, 1)) + "</div>"
    if style == "qu-chapter-next":  # "Next: <heading> ›" to this URL one page on; the next review by its id
        other = urls[0].split("/")
        other[2] = str(int(other[2]) + 1)
        return ('<nav class="review-pages">'
                + (f'<a href="{prev}">‹ Previous: {escape(headings[k - 2])}</a> ' if prev else "")
                + (f'<a href="{nxt}">Next: {escape(headings[k])} ›</a>' if nxt else "")
                + f'</nav><p class="more-reviews"><a href="{"/".join(other[:3])}/tide-mill">'
                + "Next: The tide mill</a></p>")
    if style in QUIRE_LONE_NEXT:  # "Next page" alone, no numbers
        return ('<nav class="article-pages">' + (f'<a href="{prev}">‹ Previous page</a> ' if prev else "")
                + (f'<a href="{nxt}">Next page</a>' if nxt else "") + "</nav>")
    if style in ("qu-query-bar", "qu-query-index"):  # "Page 1 2 3 Next »" to "?page=N"
        items = " ".join(f"<strong>{i}</strong>" if i == k else f'<a href="{url}">{i}</a>'
                         for i, url in enumerate(urls, 1))
        return (f'<div class="paging">Page {items}' + (f' <a href="{nxt}">Next »</a>' if nxt else "") + "</div>")
    # qu-continue-part: "Continue reading" to a relative "<slug>-partN.html"; qu-continue-folder: page one is a
    # folder, its later pages files beside it, linked from the root
    if style == "qu-continue-only":  # forward only: a later page names no page before it
        return '<p class="read-on">' + (f'<a href="{nxt}">Continue reading »</a>' if nxt else "") + "</p>"
    if style == "qu-continue-folder":
        return ('<p class="read-on">' + (f'<a href="{prev}">« Back to page {k - 1}</a> ' if prev else "")
                + (f'<a href="{nxt}">Continue reading</a>' if nxt else "") + "</p>")
    return ('<p class="read-on">' + (f'<a href="{prev.rsplit("/", 1)[1]}">« Back to page {k - 1}</a> ' if prev else "")
            + (f'<a href="{nxt.rsplit("/", 1)[1]}">Continue reading</a>' if nxt else "") + "</p>")


def _quire_body(article: Article, k: int, headline: str, byline: str, paragraphs: list[str], nav: str,
                path: str, neighbour: str, box: str) -> str:
    """A quire page: the text with a photo's "Next image ›", a promo and an advert label inside it, the
    pager under the text, then the related box, "Next article »", readers' comments with their own
    pager ("Older comments »" to "?cpage=2") and the side column's events calendar ("next month »")."""
    n = article.pages
    image, older, following, month = TRAP_TEXT["quire"]
    comments_title, promo, advert = QUIRE_BOXES
    folder = path.split("?")[0].removesuffix("index.html").removesuffix(".html").rstrip("/")
    thing = headline.split(" at ", 1)[0].removeprefix("The ")
    text = [f"<p>{escape(p)}</p>" for p in paragraphs]
    text[1:1] = [f'<figure class="photo"><img src="/img{folder}-1.jpg" alt=""><figcaption>Photo 1 of 5 '
                 f'<a href="/gallery{folder}/2/">{image}</a></figcaption></figure>']
    text[3:3] = [f'<p class="promo"><a href="/subscribe/">{escape(promo)}</a></p>', f'<p class="ad-label">{advert}</p>']
    continued = f'<p class="continued">Continued from page {k - 1}</p>' if k > 1 else ""
    continues = f'<p class="continues">Continued on page {k + 1}</p>' if k < n else ""
    base = path.split("?")[0]
    comments = "".join(f'<li class="comment"><p class="who">Reader {i}</p><p>'
                       f'{escape(QUIRE_COMMENT.format(thing=thing, i=i))}</p></li>' for i in range(1, 7))
    return (f'<header class="masthead"><a class="brand" href="/quire/index.html">The Quire</a><nav class="sections">'
            f'<a href="/news/index.html">News</a> <a href="/features/index.html">Features</a></nav></header>'
            f'<div class="wrap"><main class="main-column"><article class="story"><h1>{escape(headline)}</h1>'
            f'{byline}{continued}<div class="story-text">{"".join(text)}{continues}</div>{nav}</article>{box}'
            f'<p class="next-story"><a href="{neighbour}">{following}</a></p>'
            f'<section class="responses"><h2>{escape(comments_title)}</h2><ol>{comments}</ol>'
            f'<p class="responses-pages"><a href="{base}?cpage=2">{older}</a></p></section></main>'
            f'<div class="side-column"><div class="whats-on"><h3>What\'s on</h3><p>May 2024</p>'
            f'<a href="/whats-on/2024/06/">{month}</a></div></div></div>'
            f'<footer class="site-footer"><p>The Quire</p></footer>')


DEV = [
    Article("net-loft-stairs", "quire", "qu-lone-next", 3, "dev"),
    Article("salt-barn", "quire", "qu-lone-next", 2, "dev"),
    Article("ferry-slip", "quire", "qu-lone-folder", 3, "dev"),
    Article("bell-buoy", "quire", "qu-query-bar", 3, "dev"),
    Article("rope-store", "quire", "qu-query-index", 2, "dev"),
    Article("tar-pits", "quire", "qu-continue-part", 3, "dev"),
    Article("fog-horn", "quire", "qu-continue-part", 2, "dev"),
    Article("sea-lane", "quire", "qu-continue-folder", 3, "dev"),
    Article("net-shed", "quire", "qu-query-from", 3, "dev"),
    Article("pilot-steps", "quire", "qu-capitals", 2, "dev"),
    Article("lamp-room", "quire", "qu-cdn-base", 3, "dev"),
    Article("cod-weir", "quire", "qu-continue-only", 3, "dev"),
    Article("eel-trap-sluice", "quire", "qu-drupal-alias", 3, "dev"),
    Article("tide-gauge", "quire", "qu-chapter-next", 3, "dev"),
    Article("oyster-beds", "quire", "qu-feed-utm", 2, "dev"),
    Article("mussel-raft", "quire", "qu-wp-pages", 2, "dev"),
    Article("weigh-house", "quire", "qu-joomla", 3, "dev"),
    Article("sail-loft", "quire", "qu-strona", 3, "dev"),
    Article("coal-staithe", "quire", "qu-icon-class", 3, "dev"),
    Article("crane-pier", "quire", "qu-icon-font", 2, "dev"),
    Article("smoke-house", "quire", "qu-wp-plain", 3, "dev"),
    Article("bait-shed", "quire", "qu-wp-plain", 1, "dev"),  # one page: the head's rel=next alone, the next post
    Article("ice-house", "quire", "qu-ligature", 2, "dev"),
]
QUIRE_FRONT = "/quire/index.html"


def _quire_front() -> str:
    """The front page a plain user's spider starts from: the stories by their index files, as the site links them."""
    links = "".join(f'<li><a href="{_urls(a.style, a.slug, 1)[0]}">{escape(_story(a)[0])}</a></li>' for a in DEV)
    return (f'<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>The Quire</title>\n</head>\n'
            f'<body>\n<header class="masthead"><a class="brand" href="/quire/index.html">The Quire</a></header>'
            f'<main><h1>Latest stories</h1><ul class="teasers">{links}</ul></main>\n</body>\n</html>\n')


if __name__ == "__main__":
    build()
