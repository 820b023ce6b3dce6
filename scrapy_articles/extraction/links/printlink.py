"""Print link: the URL of a page's printer-friendly version.

Stage: print link. Input: the cleaned tree (after ``strip_invisible``) and
the page URL. Output: an absolute http(s) URL, or None.

Method: Article Clipper (Fan et al., KDD 2011, sec. 2.1). A wrong print URL
ruins the extraction that follows, so precision comes first: a link counts
only when its text, its own title/aria-label, or the alt/title of an image
inside it EXACTLY equals a phrase of a print lexicon (after case, accent,
whitespace and punctuation folding). The URL must be a real http(s) URL,
never ``javascript:`` nor a fragment nor the page itself. When the matching
links disagree on the URL, no answer is safer than a guess.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from bisect import bisect_right
from collections.abc import Iterable
from itertools import accumulate, chain, filterfalse
from urllib.parse import urlsplit

from lxml import html

from ..document.occurrences import occurrences
from ..document.positions import text_of
from ..document.urls import join, without_fragment
from ..lazyregex import compile_lazily
from .anchors import PageAnchors, page_anchors

logger = logging.getLogger(__name__)

# Phrases seen on print links, per language; folded at import (see _fold).
_PHRASES = (
    # English
    "print", "print article", "print this article", "print this page", "print page",
    "print story", "print this story", "print this", "print post", "print this post",
    "print friendly", "printer friendly", "print friendly version", "printer friendly version",
    "printer friendly format", "printer friendly page", "print version", "printable version",
    "print view", "print preview", "printer version", "print format", "print entry",
    "print-friendly", "printer-friendly", "print edition of this article",
    # German
    "drucken", "artikel drucken", "seite drucken", "diesen artikel drucken", "beitrag drucken",
    "druckversion", "druckansicht", "druckfassung", "druckfreundliche version",
    "druckbare version", "text drucken",
    # French
    "imprimer", "imprimer l'article", "imprimer cet article", "imprimer la page",
    "imprimer cette page", "version imprimable", "version à imprimer",
    "version pour impression", "imprimer le document",
    # Spanish and Portuguese
    "imprimir", "imprimir artículo", "imprimir noticia", "imprimir esta página",
    "imprimir página", "versión para imprimir", "versión imprimible", "imprimir artigo",
    "imprimir notícia", "imprimir matéria", "versão para impressão", "versão imprimível",
    "imprimir texto",
    # Italian
    "stampa", "stampa articolo", "stampa questo articolo", "stampa la pagina", "stampa pagina",
    "versione stampabile", "versione per la stampa",
    # Dutch
    "afdrukken", "printen", "artikel afdrukken", "artikel printen", "pagina afdrukken",
    "printversie", "afdrukversie", "print dit artikel",
    # Nordic, Polish, Czech, Russian, Turkish
    "skriv ut", "udskriv", "tulosta", "drukuj", "wersja do druku", "tisk", "vytisknout",
    "печать", "распечатать", "версия для печати", "yazdır",
)
# Third-party "print this page" services render the page themselves: no print version.
_SERVICE_HOSTS = compile_lazily(r"(?:^|\.)(?:printfriendly\.com|addthis\.com|sharethis\.com"
                            r"|printwhatyoulike\.com)$", re.I)
# Pages about printing or the print edition, where script-driven print buttons point.
_NOT_PRINT_PATH = compile_lazily(r"/(?:help|faq|about|subscri\w*|account|login|shop)(?:/|$)", re.I)
# Folding: punctuation, symbols and spaces (Unicode categories P, S, Z) become spaces.
_ASCII_PUNCTUATION = {c: " " for c in range(128) if unicodedata.category(chr(c))[0] in "PSZ"}
_NON_ASCII = compile_lazily(r"[^\x00-\x7f]")
# Site-wide menus name the "Print" edition or subscription, not a print version.
_MENU_TAGS = frozenset({"nav", "footer"})


def _fold_char(match: re.Match[str]) -> str:
    char = match.group()
    if unicodedata.combining(char):
        return ""
    return " " if unicodedata.category(char)[0] in "PSZ" else char


def _fold(text: str | None) -> str:
    """Casefold, strip accents and punctuation, collapse spaces: "Imprimer l'article" ->
    "imprimer l article"."""
    text = unicodedata.normalize("NFKD", (text or "").casefold())
    # Only the few non-ASCII characters go through Python; ASCII is mapped in one call.
    text = _NON_ASCII.sub(_fold_char, text).translate(_ASCII_PUNCTUATION)
    return " ".join(text.split())


_LEXICON = frozenset(_fold(p) for p in _PHRASES)
# Word stems of which every phrase holds one (tests check it). Folding an ASCII
# text only lower-cases it and turns punctuation into spaces, so an ASCII label
# that folds to a phrase holds its stem as it stands: one search spares the
# folding of every other ASCII label.
PRINT_STEMS = ("print", "druck", "druk", "imprim", "impress", "stampa", "skriv", "tulost", "tisk",
               "печат", "yazd")
# The stems written in ASCII, and the first letters of the others (Cyrillic).
_ASCII_STEMS = tuple(stem for stem in PRINT_STEMS if stem.isascii())
_OTHER_STEM_LETTERS = tuple(stem[0] for stem in PRINT_STEMS if not stem.isascii())


def _has_ascii_stem(text: str) -> bool:
    # One str.find per stem (a fast C scan) costs a fraction of a regex alternation on a page's text.
    return any(map(text.__contains__, _ASCII_STEMS))


def _says_print(label: str | None) -> bool:
    if not label or (label.isascii() and not _has_ascii_stem(label.lower())):
        return False
    return _fold(label) in _LEXICON


def _labels(link: html.HtmlElement) -> list[str | None]:
    """What a reader or a screen reader is told a link with children does: its text, title and
    aria-label, and the alt and title of images inside it (find_print_link reads a link of bare
    text, most of them, itself: its text is all of it)."""
    images = [label for img in link.iter("img") for label in (img.get("alt"), img.get("title"))]
    return [text_of(link), link.get("title"), link.get("aria-label"), *images]


def _may_say_print(labels: Iterable[str | None]) -> bool:
    """False when no label can fold to a phrase, each of which holds a stem: one
    test for many labels (a page's, or a link's), cheaper than folding each."""
    texts = list(filter(None, labels))
    joined = "\0".join(texts)  # a stem never spans two labels
    if joined.isascii():
        return _has_ascii_stem(joined.lower())
    # Folding an ASCII label only lower-cases it: the Unicode folding (a hundred
    # instructions a character) is kept for the few labels that need it.
    # The labels split by str.isascii called from C (filter, filterfalse): no generator frame per label.
    if _has_ascii_stem("\0".join(filter(str.isascii, texts)).lower()):
        return True
    decomposed = unicodedata.normalize("NFKD", "\0".join(filterfalse(str.isascii, texts)).casefold())
    # Folding deletes the combining marks that NFKD splits off ("pri\u0301nt"):
    # deleting every non-ASCII character joins at least the letters of an ASCII stem.
    if _has_ascii_stem(decomposed.encode("ascii", "ignore").decode("ascii")):
        return True
    return any(letter in decomposed for letter in _OTHER_STEM_LETTERS)


def _print_url(link: html.HtmlElement, url: str | None) -> str | None:
    href = (link.get("href") or "").strip()
    if not href or href.startswith("#") or href.lower().startswith(("javascript:", "mailto:")):
        return None
    absolute = join(url, href)
    if absolute is None:
        return None
    parts = urlsplit(absolute)
    if parts.scheme not in ("http", "https") or _SERVICE_HOSTS.search(parts.hostname or ""):
        return None
    if parts.fragment or _NOT_PRINT_PATH.search(parts.path):
        return None  # "#print" anchors and help pages: the link prints through script
    if url and without_fragment(absolute) == without_fragment(url):
        return None  # the page itself
    return absolute


def _with_ascii_stem(texts: list[str]) -> set[int]:
    """Which of ``texts`` hold an ASCII stem once lower-cased: all of them searched at once.

    No stem spans two texts joined by a character that is no letter; str.find
    per stem scans the joined text in C (a case-blind regex alternation took ten
    times as long).
    """
    joined = "\1".join(texts)
    lowered = joined.lower()
    if len(lowered) != len(joined):  # a letter lower-cased into two ("İ"): positions would shift
        texts = [text.lower() for text in texts]
        lowered = "\1".join(texts)
    starts = list(accumulate((len(text) + 1 for text in texts), initial=0))
    return {bisect_right(starts, at) - 1 for at in occurrences(lowered, _ASCII_STEMS)}


def find_print_link(root: html.HtmlElement, url: str | None, page: PageAnchors | None = None) -> str | None:
    """The printer-friendly URL, or None when there is none or the links disagree.

    ``page`` is the tree's links when the neighbour pages have gathered them already.
    """
    links = (page_anchors(root) if page is None else page).anchors
    # A link's labels (see _labels); a link of bare text's read here, without a call a link.
    labels = [_labels(link) if len(link) else [link.text, link.get("title"), link.get("aria-label")]
              for link in links]
    # Most pages have no label that can say "print": one search for the whole page.
    if not _may_say_print(chain.from_iterable(labels)):
        return None
    texts = ["\0".join(filter(None, own)) for own in labels]  # a stem never spans two labels
    # Nor do most links of the others ("Printed", "Blueprint" elsewhere on the page):
    # an ASCII link is a candidate exactly when it holds an ASCII stem, found for
    # all of them at once; only the links with other characters are tested one by one.
    candidates = _with_ascii_stem(texts).union(
        i for i, text in enumerate(texts) if not text.isascii() and _may_say_print(labels[i]))
    found: list[str] = []
    for i in sorted(candidates):  # document order
        link, own = links[i], labels[i]
        if not any(map(_says_print, own)):
            continue
        if any(a.tag in _MENU_TAGS for a in link.iterancestors()):
            continue
        target = _print_url(link, url)
        if target and target not in found:
            found.append(target)
    if len(found) > 1:
        logger.debug("print links disagree, none taken: %s", found)
        return None
    return found[0] if found else None
