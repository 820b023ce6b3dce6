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
from urllib.parse import urldefrag, urljoin, urlsplit

from lxml import etree, html

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
_SERVICE_HOSTS = re.compile(r"(?:^|\.)(?:printfriendly\.com|addthis\.com|sharethis\.com"
                            r"|printwhatyoulike\.com)$", re.I)
_LINKS = etree.XPath("//a[@href]")
# Pages about printing or the print edition, where script-driven print buttons point.
_NOT_PRINT_PATH = re.compile(r"/(?:help|faq|about|subscri\w*|account|login|shop)(?:/|$)", re.I)
# Site-wide menus name the "Print" edition or subscription, not a print version.
_MENU_TAGS = frozenset({"nav", "footer"})


def _fold(text: str | None) -> str:
    """Casefold, strip accents and punctuation, collapse spaces: "Imprimer l'article" ->
    "imprimer l article"."""
    text = unicodedata.normalize("NFKD", (text or "").casefold())
    kept = "".join(" " if unicodedata.category(c)[0] in "PSZ" else c
                   for c in text if not unicodedata.combining(c))
    return " ".join(kept.split())


_LEXICON = frozenset(_fold(p) for p in _PHRASES)


def _labels(link: html.HtmlElement) -> list[str]:
    """What a reader or a screen reader is told the link does."""
    labels = [link.text_content(), link.get("title"), link.get("aria-label")]
    for img in link.iter("img"):
        labels += [img.get("alt"), img.get("title")]
    return [folded for folded in map(_fold, labels) if folded]


def _print_url(link: html.HtmlElement, url: str | None) -> str | None:
    href = (link.get("href") or "").strip()
    if not href or href.startswith("#") or href.lower().startswith(("javascript:", "mailto:")):
        return None
    absolute = urljoin(url, href) if url else href
    parts = urlsplit(absolute)
    if parts.scheme not in ("http", "https") or _SERVICE_HOSTS.search(parts.hostname or ""):
        return None
    if parts.fragment or _NOT_PRINT_PATH.search(parts.path):
        return None  # "#print" anchors and help pages: the link prints through script
    if url and urldefrag(absolute)[0] == urldefrag(url)[0]:
        return None  # the page itself
    return absolute


def find_print_link(root: html.HtmlElement, url: str | None) -> str | None:
    """The printer-friendly URL, or None when there is none or the links disagree."""
    found: list[str] = []
    for link in _LINKS(root):
        if not any(label in _LEXICON for label in _labels(link)):
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
