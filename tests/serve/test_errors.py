"""Clear HTTP errors from the real service: 400, 404, 422, 502, 504, and a one-line reason each."""

from __future__ import annotations

import socket
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest

from ..scrapy.server import FixtureServer
from .conftest import SITE, Reply, Service

pytestmark = pytest.mark.slow  # each test starts the service and crawls through it

TIMEOUT = 2  # seconds: the --timeout of the service that meets a server that never answers
# Seconds past its timeout the service may take to answer on a loaded machine.
SLACK = 8


def assert_reason(reply: Reply, status: int, words: str) -> None:
    assert reply.status == status, reply.text
    assert reply.content_type == "text/plain; charset=utf-8"
    assert reply.text.endswith("\n") and reply.text.count("\n") == 1, "the reason is not one line"
    assert words in reply.text


@pytest.mark.parametrize(("path", "params", "words"), [
    ("/feed", {}, "give a URL"),
    ("/feed", {"url": "ftp://example.com/feed.xml"}, "only http and https"),
    ("/feed", {"url": "file:///etc/passwd"}, "only http and https"),
    ("/feed", {"url": "http:///feed.xml"}, "no host"),
    ("/feed", {"url": "http://example.com:99999/feed.xml"}, "not a URL"),
    ("/feed", {"url": "http://example.com/feed.xml", "max": "0"}, "max must be"),
    ("/feed", {"url": "http://example.com/feed.xml", "max": "ten"}, "max must be"),
    ("/feed", {"url": "http://example.com/feed.xml", "max": "\u00b2"}, "max must be"),  # isdigit, not int()
    ("/feed", {"url": "http://example.com/feed.xml", "format": "xml"}, "format must be one of rss, atom, json"),
    ("/extract", {"url": "javascript:alert(1)"}, "only http and https"),
])
def test_a_bad_request_is_400(service: Service, path: str, params: dict[str, str], words: str) -> None:
    assert_reason(service.get(path, **params), 400, words)


def test_an_unknown_path_is_404(service: Service) -> None:
    assert_reason(service.get("/admin"), 404, "no such page")


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_an_unreachable_feed_is_502(service: Service) -> None:
    assert_reason(service.get("/feed", url=f"http://127.0.0.1:{_closed_port()}/feed.xml"), 502,
                  "the feed could not be fetched")


@pytest.mark.parametrize(("page", "words"), [
    ("notfeed.html", "not with an RSS or Atom feed"),
    ("missing.xml", "the feed answered HTTP 404"),
])
def test_a_page_that_is_no_feed_is_502(service: Service, shared_site: FixtureServer, page: str, words: str) -> None:
    assert_reason(service.get("/feed", url=f"{shared_site.base_url}/{page}"), 502, words)


def test_extract_of_a_page_without_article_is_422_and_of_a_missing_page_502(
        service: Service, shared_site: FixtureServer) -> None:
    assert_reason(service.get("/extract", url=f"{shared_site.base_url}/notfeed.html"), 422, "no article")
    assert_reason(service.get("/extract", url=f"{shared_site.base_url}/missing.html"), 502,
                  "the page answered HTTP 404")


@pytest.fixture
def silent_server() -> Iterator[str]:
    """A server that accepts connections and never answers: its base URL."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(16)
        yield f"http://127.0.0.1:{listener.getsockname()[1]}"


def test_a_source_that_never_answers_is_504_after_the_timeout(silent_server: str) -> None:
    service = Service("--allow-private", "--timeout", str(TIMEOUT))
    try:
        started = time.monotonic()
        reply = service.get("/feed", url=f"{silent_server}/feed.xml")
        elapsed = time.monotonic() - started
        assert TIMEOUT <= elapsed < TIMEOUT + SLACK
        assert_reason(reply, 504, f"gave up after {TIMEOUT} seconds")
        # The service still answers once the crawl that timed out winds down.
        assert_reason(service.get("/feed", url="gopher://x"), 400, "only http and https")
    finally:
        service.close()


def test_a_feed_over_the_byte_limit_is_502(shared_site: FixtureServer) -> None:
    size = len((SITE / "feed.xml").read_bytes())
    service = Service("--allow-private", "--max-bytes", str(size // 2))
    try:
        assert_reason(service.get("/feed", url=f"{shared_site.base_url}/feed.xml"), 502, "could not be fetched")
    finally:
        service.close()


def test_crawls_beyond_the_concurrency_wait_and_beyond_the_queue_get_503(silent_server: str) -> None:
    service = Service("--allow-private", "--timeout", str(TIMEOUT), "--concurrency", "1", "--max-waiting", "1")
    url = f"{silent_server}/feed.xml"

    def timed(delay: float) -> tuple[float, Reply]:
        time.sleep(delay)
        started = time.monotonic()
        reply = service.get("/feed", url=url)
        return time.monotonic() - started, reply

    try:
        with ThreadPoolExecutor(3) as pool:
            first, second, third = pool.map(timed, (0.0, 0.5, 1.0))
        assert_reason(first[1], 504, "gave up")
        assert_reason(second[1], 504, "gave up")
        assert second[0] >= 2 * TIMEOUT - 0.5, "the second crawl did not wait for the first"
        assert_reason(third[1], 503, "too many requests are waiting")
        assert third[0] < TIMEOUT, "the request beyond the queue waited"
    finally:
        service.close()
