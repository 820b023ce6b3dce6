"""Command-line stage: reading a page. A file name, ``-`` or an http(s) URL in; the page's bytes (or text) and URL out.

A file or standard input is read whole (the library truncates what is too
long); a URL is fetched with urllib (:mod:`.pagefetch`), within a timeout
and at most :data:`MAX_PAGE_BYTES`, following redirects to http(s) URLs
only, and decoded with the charset the server names. Gzip data (a saved ``.html.gz``) is
decompressed, within the same cap. Anything that cannot be read raises
:class:`UnreadablePage` with what to do instead.
"""

from __future__ import annotations

import gzip
import io
import logging
import sys
import zlib
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

logger = logging.getLogger("scrapy_articles.cli")

# A download or a decompressed file larger than this is no article: bytes, the
# add-on's ARTICLES_MAX_BYTES default.
MAX_PAGE_BYTES = 10_000_000
FETCH_TIMEOUT = 30.0  # seconds to connect, then between reads: a slow server, not a slow page, times out
WEB_SCHEMES = ("http", "https")
GZIP_MAGIC = b"\x1f\x8b"


class UnreadablePage(Exception):
    """The page named could not be read; the message says why and what to give instead."""


def read_capped(stream: Any, what: str) -> bytes:
    data: bytes = stream.read(MAX_PAGE_BYTES + 1)
    if len(data) > MAX_PAGE_BYTES:
        raise UnreadablePage(f"{what} is larger than {MAX_PAGE_BYTES:,} bytes: no article is that long")
    return data


def read_page(source: str, timeout: float) -> tuple[bytes | str, str | None]:
    """The page named on the command line (a file, - for standard input, or an http(s) URL) and its URL."""
    scheme = urlsplit(source).scheme.lower()
    if scheme in WEB_SCHEMES:
        # urllib.request loads http.client, ssl and email: a tenth of the start-up, for URLs only.
        from .pagefetch import fetch

        page, url = fetch(source, timeout)
    elif len(scheme) > 1 and "://" in source:  # one letter is a Windows drive
        raise UnreadablePage(f"cannot read {source}: only http(s) URLs are fetched (give a file, or - for standard input)")
    elif source == "-":  # a file or standard input is read whole: the library truncates what is too long
        page, url = sys.stdin.buffer.read(), None
    else:
        file = Path(source)
        if file.is_dir():
            raise UnreadablePage(f"{source} is a directory (give an HTML file; --corpus reads many pages)")
        if not file.is_file():
            raise UnreadablePage(f"no such file: {source} (give an HTML file, an http(s) URL, or - for standard input)")
        page, url = file.read_bytes(), None
    return _gunzipped(page, source), url


def _gunzipped(page: bytes | str, source: str) -> bytes | str:
    """``page``, decompressed when it is gzip data (a saved ``.html.gz``, a server's raw answer)."""
    if not isinstance(page, bytes) or not page.startswith(GZIP_MAGIC):
        return page
    try:
        with gzip.GzipFile(fileobj=io.BytesIO(page)) as stream:
            data = read_capped(stream, f"{source}, decompressed")
    except (OSError, EOFError, zlib.error) as exc:
        raise UnreadablePage(f"{source} looks gzip-compressed but does not decompress: {exc}") from exc
    logger.info("%s: gzip data, %d bytes decompressed", source, len(data))
    return data
