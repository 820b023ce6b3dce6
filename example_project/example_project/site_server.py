"""A static web server for the bundled site, on 127.0.0.1, for the length of a crawl.

Input: a folder of pages. Output: a base URL (``http://127.0.0.1:<free
port>``) serving it, with the literal ``{BASE}`` in ``.html`` and ``.xml``
files replaced by that URL, since the site's absolute links (canonical,
og:url, the feed's links) cannot know the port in advance.
"""

from __future__ import annotations

import logging
import threading
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

logger = logging.getLogger(__name__)

SITE_DIR = Path(__file__).resolve().parent.parent / "site"
BASE_TOKEN = b"{BASE}"
SUBSTITUTED_SUFFIXES = (".html", ".xml")


class _Handler(SimpleHTTPRequestHandler):
    base_url = ""

    def do_GET(self) -> None:  # noqa: N802 (http.server's naming)
        path = Path(self.translate_path(self.path))
        if path.suffix not in SUBSTITUTED_SUFFIXES or not path.is_file():
            super().do_GET()
            return
        body = path.read_bytes().replace(BASE_TOKEN, self.base_url.encode("ascii"))
        self.send_response(200)
        content_type = "text/html; charset=utf-8" if path.suffix == ".html" else "application/rss+xml"
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 (inherited name)
        logger.debug("site server: " + format, *args)


class SiteServer:
    """Serve ``root`` on 127.0.0.1 in a daemon thread until :meth:`close`."""

    def __init__(self, root: Path = SITE_DIR):
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
        self._server.daemon_threads = True
        self.base_url = f"http://127.0.0.1:{self._server.server_address[1]}"

        class Handler(_Handler):
            base_url = self.base_url

        self._server.RequestHandlerClass = partial(Handler, directory=str(root))  # type: ignore[assignment]
        self._thread = threading.Thread(target=self._server.serve_forever, name="site-server", daemon=True)
        self._thread.start()
        logger.info("serving %s at %s", root, self.base_url)

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()


if __name__ == "__main__":  # python site_server.py: browse the site by hand
    logging.basicConfig(level=logging.INFO)
    server = SiteServer()
    print(f"{server.base_url}/index.html  (Ctrl-C to stop)")
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        server.close()
