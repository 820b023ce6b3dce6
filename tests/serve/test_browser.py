"""The home page in headless Chromium: type a feed's URL, submit the form, find the link and the preview.

Chromium is driven through the DevTools protocol over a pipe
(``--remote-debugging-pipe``: JSON messages ending in a NUL byte, commands
on its fd 3, answers on its fd 4), so no driver library is needed. Chromium
comes from Debian's ``chromium`` package; without it the test fails.
"""

from __future__ import annotations

import json
import os
import subprocess
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import feedparser
import pytest

from ..explain.test_browser import FLAGS, chromium
from ..scrapy.server import FixtureServer
from .conftest import Service, expected

pytestmark = pytest.mark.browser

COMMANDS_FD, ANSWERS_FD = 3, 4  # where --remote-debugging-pipe reads and writes
WAIT = 60  # seconds for a page to load on a loaded machine


class DevTools:
    """A headless Chromium and one page in it, spoken to over the DevTools protocol."""

    def __init__(self, profile: Path):
        to_browser_read, self._to_browser = os.pipe()
        self._from_browser, from_browser_write = os.pipe()

        def wire() -> None:
            os.dup2(to_browser_read, COMMANDS_FD)
            os.dup2(from_browser_write, ANSWERS_FD)

        self.process = subprocess.Popen(
            [chromium(), *FLAGS, "--remote-debugging-pipe", f"--user-data-dir={profile}", "about:blank"],
            pass_fds=(COMMANDS_FD, ANSWERS_FD), preexec_fn=wire, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self._buffer = b""
        self._next_id = 0
        self.session: str | None = None

    def send(self, method: str, **params: Any) -> dict[str, Any]:
        """The result of a command, skipping the events that come before it."""
        self._next_id += 1
        message: dict[str, Any] = {"id": self._next_id, "method": method, "params": params}
        if self.session and not method.startswith("Target."):
            message["sessionId"] = self.session
        os.write(self._to_browser, json.dumps(message).encode() + b"\0")
        while True:
            answer = self._read()
            if answer.get("id") == self._next_id:
                assert "error" not in answer, answer["error"]
                result: dict[str, Any] = answer["result"]
                return result

    def _read(self) -> dict[str, Any]:
        while b"\0" not in self._buffer:
            chunk = os.read(self._from_browser, 65536)
            assert chunk, "Chromium closed its DevTools pipe"
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        decoded: dict[str, Any] = json.loads(message)
        return decoded

    def open(self, url: str) -> None:
        target = self.send("Target.createTarget", url=url)["targetId"]
        self.session = self.send("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]

    def evaluate(self, expression: str) -> Any:
        result = self.send("Runtime.evaluate", expression=expression, returnByValue=True)
        assert "exceptionDetails" not in result, result["exceptionDetails"]
        return result["result"].get("value")

    def wait_for(self, expression: str) -> None:
        deadline = time.monotonic() + WAIT
        while not self.evaluate(expression):
            assert time.monotonic() < deadline, f"never true in the page: {expression}"
            time.sleep(0.1)

    def close(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)
        os.close(self._to_browser)
        os.close(self._from_browser)


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[DevTools]:
    devtools = DevTools(tmp_path / "profile")
    yield devtools
    devtools.close()


LOADED = "document.readyState === 'complete' && location.pathname === '/'"


def test_the_form_gives_a_full_text_feed_link_and_a_preview(browser: DevTools, service: Service,
                                                           shared_site: FixtureServer) -> None:
    want = expected(shared_site.base_url)
    feed_url = shared_site.base_url + "/feed.xml"
    browser.open(service.base_url + "/")
    browser.wait_for(LOADED)
    # Accessible: a labelled field, a named button, a language.
    assert browser.evaluate("document.documentElement.lang") == "en"
    assert browser.evaluate("document.querySelector('label[for=url]').textContent") == "Feed URL"
    assert browser.evaluate("document.getElementById('preview')") is None
    browser.evaluate("document.getElementById('url').focus()")
    browser.send("Input.insertText", text=feed_url)
    browser.evaluate("document.querySelector('button[type=submit]').click()")
    browser.wait_for(LOADED + " && location.search.includes('url=') && !!document.getElementById('preview')")

    assert browser.evaluate("document.getElementById('url').value") == feed_url
    link = browser.evaluate("document.getElementById('feed-link').href")
    assert link == f"{service.base_url}/feed?{urlencode({'url': feed_url})}"
    titles = browser.evaluate("[...document.querySelectorAll('#preview h3')].map(h => h.innerText)")
    assert titles == [entry["title"] for entry in want["entries"]]
    previews = browser.evaluate("[...document.querySelectorAll('#preview article')].map(a => a.innerText)")
    for preview, entry in zip(previews, want["entries"]):
        assert entry["must"][0] in preview
        assert not any(phrase in preview for phrase in want["must_not"])
    # The link the page gives is the full-text feed.
    with urllib.request.urlopen(link, timeout=WAIT) as answer:
        feed = feedparser.parse(answer.read())
    assert [e.title for e in feed.entries] == titles


def test_a_bad_url_in_the_form_shows_the_reason(browser: DevTools, service: Service) -> None:
    browser.open(service.base_url + "/?" + urlencode({"url": "http://127.0.0.1:1/feed.xml"}))
    browser.wait_for(LOADED + " && !!document.querySelector('[role=alert]')")
    alert = browser.evaluate("document.querySelector('[role=alert]').innerText")
    assert alert.startswith("Error 502: the feed could not be fetched")
    assert browser.evaluate("document.getElementById('preview')") is None
