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

logger = logging.getLogger(__name__)


def join(base: str | None, href: str) -> str | None:
    """``urljoin(base, href)`` (``href`` itself without a base), checked to split."""
    try:
        absolute = urljoin(base, href) if base else href
        urlsplit(absolute)
    except ValueError as exc:
        logger.debug("unreadable URL %r: %s", href, exc)
        return None
    return absolute


def without_fragment(url: str) -> str | None:
    """``url`` without its #fragment, or None when urllib cannot read it."""
    try:
        return urldefrag(url)[0]
    except ValueError as exc:
        logger.debug("unreadable URL %r: %s", url, exc)
        return None
