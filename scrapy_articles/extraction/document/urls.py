"""URLs read from markup: urllib's resolution without its exceptions.

Stage: shared by the stages that read links (metadata, pagination, print
link, images). Input: a base URL and an href or src as written in the page.
Output: the absolute URL, or None when urllib cannot read it (an unbalanced
"[" in the host raises ValueError there): a malformed link is no link, never
an exception out of the extraction.
"""

from __future__ import annotations

import logging
from urllib.parse import urldefrag, urljoin, urlsplit

from ..lazyregex import compile_lazily

logger = logging.getLogger(__name__)

# An href's last segment (see may_join_to) that urljoin may change: a dot segment (".", "..", "../"), a "/"
# (an href ending in "//" may have no path: "//" is the base itself),
# ";parameters" (an empty one is dropped), a scheme (":": "http:x" is "x" on an http page), a character
# urlsplit removes or strips (tabs, line breaks, controls, spaces), an empty query or fragment, which
# urljoin drops ("x?", "x#", "x?#f").
_CHANGED_TAIL = compile_lazily(r"^[./]|[;:\\\x00-\x20]|\?#|[?#]$")


# An href that urljoin gives back as it is, whatever the base (unless the base is unreadable): an
# absolute http(s) URL with a lower-case scheme (urljoin lower-cases it), an ASCII host (a host
# outside ASCII is checked under NFKC), no ";parameters" in the path, no empty query or fragment
# (urljoin drops a bare "?" or "#"), no space, control or backslash (urllib strips some).
_PLAIN_ABSOLUTE = compile_lazily(r"https?://[^/?#\[\]\\\x00-\x20\x7f-\U0010ffff]+(?:/[^?#;\x00-\x20\\]*)?"
                                 r"(?:\?[^#\x00-\x20\\]+)?(?:#[^\x00-\x20\\]+)?")
# A root-relative href that urljoin only puts after an http(s) base's scheme and host: no
# empty segment, none starting with a dot, no ";parameters", no empty query or fragment,
# no space, control or backslash.
PLAIN_ROOTED = compile_lazily(r"(?:/(?!\.)[^/;?#\x00-\x20\\]+)+/?(?:\?[^#\x00-\x20\\]+)?(?:#[^\x00-\x20\\]+)?")
# A relative href that urljoin only puts after such a base's folder: the same, with no
# scheme (no ":" in its first segment; a "/" first makes it root-relative).
_PLAIN_RELATIVE = compile_lazily(r"(?!\.)[^/;?#:\x00-\x20\\]+(?:/(?!\.)[^/;?#\x00-\x20\\]+)*/?"
                                 r"(?:\?[^#\x00-\x20\\]+)?(?:#[^\x00-\x20\\]+)?")
# A base's folder those are put after as it stands: urljoin drops empty segments and
# resolves dot segments (none starts with a dot here), and ";parameters" are cut.
PLAIN_FOLDER = compile_lazily(r"/(?:(?!\.)[^/;\x00-\x20\\]+/)*")
_WEB_SCHEMES = ("http", "https")


def join(base: str | None, href: str) -> str | None:
    """``urljoin(base, href)`` (``href`` itself without a base), checked to split.

    Most of a page's hrefs are absolute, root-relative or relative to the
    page's folder: those urljoin would give back as they are, or put after
    the base's scheme and host or folder, are written so (the base read by
    urlsplit, which remembers the strings it read), where urljoin parses
    both strings and puts the parts together again.
    """
    try:
        if base:
            if _PLAIN_ABSOLUTE.fullmatch(href):
                urlsplit(base)  # raises where urljoin would
                return href
            if PLAIN_ROOTED.fullmatch(href):
                parts = urlsplit(base)
                if parts.scheme in _WEB_SCHEMES:
                    return f"{parts.scheme}://{parts.netloc}{href}"
            elif _PLAIN_RELATIVE.fullmatch(href):
                parts = urlsplit(base)
                folder = parts.path[:parts.path.rfind("/") + 1] or "/"
                if parts.scheme in _WEB_SCHEMES and PLAIN_FOLDER.fullmatch(folder):
                    return f"{parts.scheme}://{parts.netloc}{folder}{href}"
        absolute = urljoin(base, href) if base else href
        urlsplit(absolute)
    except ValueError as exc:
        logger.debug("unreadable URL %r: %s", href, exc)
        return None
    return absolute


def may_join_to(href: str, target: str) -> bool:
    """False only when ``join(base, href)`` is not ``target`` whatever the base: urljoin keeps an
    href's last path segment (with its query and fragment) as the end of what it makes, unless that
    segment is one it may change (:data:`_CHANGED_TAIL`). ``href`` stripped. A string test: a page
    compares each of its hundreds of links with one URL, and urljoin costs many times more."""
    tail = href[href.rfind("/", 0, len(href) - 1) + 1:]
    return not tail or target.endswith(tail) or _CHANGED_TAIL.search(tail) is not None


def readable(url: str | None) -> str | None:
    """``url`` when urllib can read it, else None: a page whose own address is
    malformed is read as a page saved without one, not given up."""
    try:
        if url:
            urlsplit(url)
    except ValueError as exc:
        logger.warning("unreadable page URL %r, read as a page without one: %s", url, exc)
        return None
    return url


def without_fragment(url: str) -> str | None:
    """``url`` without its #fragment, or None when urllib cannot read it."""
    try:
        return urldefrag(url)[0]
    except ValueError as exc:
        logger.debug("unreadable URL %r: %s", url, exc)
        return None
