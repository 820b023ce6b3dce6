"""Safety: only http(s), no private addresses (literal, resolved, redirected to), and the key."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from scrapy import Request
from scrapy.downloadermiddlewares.redirect import RedirectMiddleware
from scrapy.http import Response
from scrapy.utils.test import get_crawler

from scrapy_articles.serve.safety import AddressGuardMiddleware, RefusedAddress, is_public, url_problem

from ..scrapy.server import FixtureServer
from .conftest import Service
from .test_errors import assert_reason

KEY = "s3cret"


@pytest.mark.parametrize(("address", "public"), [
    ("93.184.215.14", True),
    ("2606:2800:21f:cb07:6820:80da:af6b:8b2c", True),
    ("127.0.0.1", False),
    ("10.1.2.3", False),
    ("172.16.0.1", False),
    ("192.168.1.1", False),
    ("169.254.169.254", False),  # cloud metadata: link-local
    ("100.64.0.1", False),  # carrier-grade NAT
    ("0.0.0.0", False),
    ("224.0.0.1", False),
    ("::1", False),
    ("[::1]", False),
    ("fe80::1", False),
    ("fd00::1", False),
    ("::ffff:127.0.0.1", False),
    ("::ffff:93.184.215.14", True),
    ("localhost", False),  # a name is no address: names are checked once resolved
])
def test_is_public(address: str, public: bool) -> None:
    assert is_public(address) is public


@pytest.mark.parametrize(("url", "problem"), [
    ("https://example.com/feed", None),
    ("HTTP://example.com/feed", None),
    ("http://127.0.0.1:8000/feed", None),  # the address is the guard's business, after resolution
    ("", "give a URL"),
    ("example.com/feed", "only http and https"),
    ("data:,hello", "only http and https"),
    ("http://", "no host"),
    ("http://example.com:0/", "port is 0"),
    ("http://[::1/", "not a URL"),
    ("http://example.com/" + "a" * 5000, "longer than"),
])
def test_url_problem(url: str, problem: str | None) -> None:
    found = url_problem(url)
    assert (found is None) if problem is None else (found is not None and problem in found)


def test_the_guard_refuses_other_schemes_and_redirects_to_private_addresses() -> None:
    """Scrapy's redirect middleware makes a new request; the guard refuses it before it leaves."""
    crawler = get_crawler()
    redirect = RedirectMiddleware.from_crawler(crawler)
    guard = AddressGuardMiddleware()
    first = Request("http://93.184.215.14/feed.xml")
    guard.process_request(first)  # a public address passes
    guard.process_request(Request("data:,"))  # and a data: URL, read without network
    for other in ("ftp://93.184.215.14/feed.xml", "file:///etc/passwd", "s3://bucket/feed.xml"):
        with pytest.raises(RefusedAddress):
            guard.process_request(Request(other))
    for target in ("http://169.254.169.254/latest/meta-data/", "http://[::1]:8080/", "http://10.0.0.1/"):
        response = Response(first.url, status=302, headers={"Location": target}, request=first)
        followed = redirect.process_response(first, response)
        assert isinstance(followed, Request)
        with pytest.raises(RefusedAddress):
            guard.process_request(followed)


@pytest.fixture(scope="module")
def guarded() -> Iterator[Service]:
    """The service as deployed: private addresses refused, a key required."""
    running = Service("--key", KEY)
    yield running
    running.close()


@pytest.mark.parametrize(("host", "words"), [
    ("127.0.0.1", "127.0.0.1 is not a public address"),
    ("[::ffff:127.0.0.1]", "is not a public address"),
    ("localhost", "localhost: it resolves to 127.0.0.1"),  # a name: refused after DNS resolution
    ("0x7f000001", "it resolves to 127.0.0.1"),  # a name the resolver reads as an address
])
def test_private_addresses_are_refused(guarded: Service, shared_site: FixtureServer, host: str, words: str) -> None:
    port = shared_site.base_url.rsplit(":", 1)[1]
    before = len(shared_site.requests)
    for path in ("/feed", "/extract"):
        target = f"http://{host}:{port}/{'feed.xml' if path == '/feed' else 'bakery.html'}"
        assert_reason(guarded.get(path, url=target, key=KEY), 403, words)
    assert shared_site.requests[before:] == [], "a private address was fetched"


@pytest.mark.parametrize("params", [{}, {"key": "wrong"}, {"key": KEY.upper()}])
def test_the_key_is_required(guarded: Service, params: dict[str, str]) -> None:
    for path in ("/", "/feed", "/extract"):
        assert_reason(guarded.get(path, url="http://example.com/feed.xml", **params), 403, "needs its key")


def test_with_the_key_the_request_is_served(guarded: Service) -> None:
    assert_reason(guarded.get("/feed", url="ftp://example.com/", key=KEY), 400, "only http and https")
    page = guarded.get("/", key=KEY)
    assert page.status == 200 and 'name="key"' in page.text
