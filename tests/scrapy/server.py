"""A fixture web server on 127.0.0.1 for the crawl tests.

Serves a folder (or an explicit URL-path -> file map, for URLs with a query),
replacing ``{BASE}`` in text files with the server's base URL; some paths can
be made to close the connection without answering, to test download errors.
"""

from __future__ import annotations

import json
import socket
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".xml": "application/xml",
    ".pdf": "application/pdf",
    ".json": "application/json",
}
TEXT_SUFFIXES = (".html", ".xml")


class _QuietServer(ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # the dropped connections fail on purpose


class FixtureServer:
    """Serve ``root`` until :meth:`close`; ``routes`` maps URL paths (with query) to files."""

    def __init__(self, root: Path, routes: dict[str, str] | None = None, drop: frozenset[str] = frozenset()):
        self.root, self.routes, self.drop = root, routes, drop
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802
                server._answer(self)

            def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
                pass

        self._httpd = _QuietServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self.base_url = f"http://127.0.0.1:{self._httpd.server_address[1]}"
        self.requests: list[str] = []
        threading.Thread(target=self._httpd.serve_forever, daemon=True).start()

    @classmethod
    def for_pagination_site(cls, root: Path) -> FixtureServer:
        pages = json.loads((root / "expected.json").read_text())["pages"]
        return cls(root, {path: page["file"] for path, page in pages.items()})

    def _file(self, target: str) -> Path | None:
        if self.routes is not None:
            name = self.routes.get(target)
        else:
            name = urlsplit(target).path.lstrip("/") or "index.html"
        path = (self.root / name).resolve() if name else None
        if path is None or not path.is_file() or self.root.resolve() not in path.parents:
            return None
        return path

    def _answer(self, handler: BaseHTTPRequestHandler) -> None:
        self.requests.append(handler.path)
        if urlsplit(handler.path).path in self.drop:
            handler.close_connection = True
            handler.connection.shutdown(socket.SHUT_RDWR)
            return
        path = self._file(handler.path)
        if path is None:
            handler.send_error(404)
            return
        body = path.read_bytes()
        if path.suffix in TEXT_SUFFIXES:
            body = body.replace(b"{BASE}", self.base_url.encode("ascii"))
        handler.send_response(200)
        handler.send_header("Content-Type", CONTENT_TYPES.get(path.suffix, "application/octet-stream"))
        handler.send_header("Content-Length", str(len(body)))
        handler.end_headers()
        handler.wfile.write(body)

    def close(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
