"""Command-line stage: fetching a page. An http(s) URL in; the page's bytes (or text) and final URL out.

Split from :mod:`.pageinput`, which imports it only for a URL: urllib.request
loads http.client, ssl and email, which a file or standard input never needs.
The page is read within a timeout and at most :data:`.pageinput.MAX_PAGE_BYTES`,
following redirects to http(s) URLs only, and decoded with the charset the
server names; a failure raises :class:`.pageinput.UnreadablePage`.
"""

from __future__ import annotations

import logging
import urllib.error
import urllib.request
from typing import Any
from urllib.parse import urlsplit

from . import __version__
from .pageinput import GZIP_MAGIC, WEB_SCHEMES, UnreadablePage, read_capped

logger = logging.getLogger("scrapy_articles.cli")


class _WebOnlyRedirects(urllib.request.HTTPRedirectHandler):
    """Follow redirects to http(s) URLs only (urllib would follow one to ftp)."""

    def redirect_request(self, req: urllib.request.Request, fp: Any, code: int, msg: str, headers: Any,
                         newurl: str) -> urllib.request.Request | None:
        if urlsplit(newurl).scheme not in WEB_SCHEMES:
            raise urllib.error.URLError(f"redirected to a non-http(s) URL: {newurl}")
        return super().redirect_request(req, fp, code, msg, headers, newurl)


def fetch(url: str, timeout: float) -> tuple[bytes | str, str]:
    """The page at ``url`` (decoded when the server names its charset) and the URL it came from."""
    opener = urllib.request.build_opener(_WebOnlyRedirects)
    request = urllib.request.Request(url, headers={"User-Agent": f"scrapy-articles/{__version__}"})
    try:
        with opener.open(request, timeout=timeout) as response:
            data = read_capped(response, url)
            charset = response.headers.get_content_charset()
            final = response.geturl()
    except (urllib.error.URLError, OSError, ValueError) as exc:
        reason = exc.reason if isinstance(exc, urllib.error.URLError) else exc
        raise UnreadablePage(f"could not fetch {url}: {reason}") from exc
    logger.info("fetched %s (%d bytes)", final, len(data))
    if charset and not data.startswith(GZIP_MAGIC):
        return data.decode(charset, errors="replace") if _known_codec(charset) else data, final
    return data, final


def _known_codec(name: str) -> bool:
    try:
        "".encode(name)
    except LookupError:
        return False
    return True
