"""The hostile pages served to a real crawl: a server with per-URL Content-Types, and the spider.

Input: the hostile pages (:func:`.generate.hostile_pages`) and a well-formed
control article. Output: :class:`HostileServer` on 127.0.0.1 serving each page
under several URLs, one per Content-Type it is served with (``VARIANTS``:
the realistic type, ``text/html; charset=utf-8`` whatever the bytes, no
header at all, and for the small pages XHTML, plain text and an unknown
charset); and :class:`HostileSpider`, which requests every URL and yields an
item of its own for each response, for the crawl test to count.
"""

from __future__ import annotations

import threading
from collections.abc import AsyncIterator, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import scrapy
from scrapy.http import Response

from .generate import STORY, hostile_pages

# The type a real server sends for a file, by suffix; ``.html`` without a
# charset, so the page's own BOM or <meta> decides, as the wrong-charset pages need.
REALISTIC = {".html": "text/html", ".pdf": "application/pdf", ".png": "image/png",
             ".bin": "application/octet-stream"}
# Variant name -> Content-Type header (None: no header). Every page is served
# under the first three; the small pages (files of this folder) under all.
VARIANTS: dict[str, str | None] = {
    "typed": "",  # replaced by REALISTIC[suffix]
    "as-html": "text/html; charset=utf-8",
    "untyped": None,
    "xhtml": "application/xhtml+xml",
    "plain": "text/plain; charset=utf-8",
    "bad-charset": "text/html; charset=x-no-such-charset",
}
BIG_PAGE_VARIANTS = ("typed", "as-html", "untyped")
# The control: a plain article, so the crawl also emits (and de-duplicates) article items.
CONTROL = "control-article.html"
CONTROL_PARAGRAPHS = 8


def control_article() -> bytes:
    paragraphs = "".join(STORY.replace("The harbour", f"In part {n} the harbour") for n in range(CONTROL_PARAGRAPHS))
    return (f"<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Ferry back in service</title></head>"
            f"<body><nav><a href=\"/\">Home</a></nav><article><h1>Ferry back in service</h1>{paragraphs}"
            "</article><footer>The Harbour Post</footer></body></html>").encode()


def routes() -> dict[str, tuple[str | None, bytes]]:
    """URL path -> (Content-Type or None, body), for every page and each of its variants."""
    small = {name for name in hostile_pages() if (Path(__file__).parent / name).is_file()} | {CONTROL}
    pages = {**hostile_pages(), CONTROL: control_article}
    served: dict[str, tuple[str | None, bytes]] = {}
    for name, make in sorted(pages.items()):
        body = make()
        for variant, content_type in VARIANTS.items():
            if name not in small and variant not in BIG_PAGE_VARIANTS:
                continue
            if variant == "typed":
                content_type = REALISTIC[Path(name).suffix]
            served[f"/{variant}/{name}"] = (content_type, body)
    return served


class HostileServer:
    """Serve ``routes`` on 127.0.0.1 until :meth:`close`; any other path is a 404."""

    def __init__(self, served: dict[str, tuple[str | None, bytes]]):
        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802
                if self.path not in served:
                    self.send_error(404)
                    return
                content_type, body = served[self.path]
                self.send_response(200)
                if content_type is not None:
                    self.send_header("Content-Type", content_type)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
                pass

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self.base_url = f"http://127.0.0.1:{self._httpd.server_address[1]}"
        threading.Thread(target=self._httpd.serve_forever, daemon=True).start()

    def close(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()


class HostileSpider(scrapy.Spider):
    """Request each URL of ``urls_file`` (one a line); yield an item of its own per response."""

    name = "hostile"

    def __init__(self, urls_file: str, **kwargs: Any):
        super().__init__(**kwargs)
        self.urls = Path(urls_file).read_text(encoding="utf-8").split()

    async def start(self) -> AsyncIterator[Any]:
        for url in self.urls:
            yield scrapy.Request(url)

    def parse(self, response: Response) -> Iterator[Any]:
        yield {"own": True, "url": response.url, "bytes": len(response.body)}
