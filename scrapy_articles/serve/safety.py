"""Service stage: safety. A URL or a resolved address in, refused or allowed out.

The service fetches URLs its callers choose, so, unless ``--allow-private``
is given, it must not become a way into the network it runs in (server-side
request forgery). Three checks, each where it cannot be bypassed:

- :func:`url_problem`: the caller's URL is http(s) with a host (else 400).
- :class:`AddressGuardMiddleware`: every request the crawl makes, redirects
  included (Scrapy sends each redirect back through the downloader
  middlewares), is http(s); an IP-literal host must be public.
- :class:`PublicOnlyResolver`: a host name is checked after DNS resolution,
  in the resolver the connection itself uses. The address checked is the
  address connected to, so a name that resolves to a public address for a
  first look-up and to a private one for the next (DNS rebinding) is still
  refused.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Sequence
from urllib.parse import urlsplit

from scrapy import Request, Spider
from scrapy.exceptions import IgnoreRequest
from twisted.internet import defer
from twisted.internet.base import ThreadedResolver

SCHEMES = ("http", "https")
# Longer URLs are refused unread: browsers and servers stop near 8 KB, and
# no feed needs more.
MAX_URL_CHARS = 4096
REFUSED_STAT = "serve/refused_address"  # Scrapy stats: requests refused for their address


class RefusedAddress(IgnoreRequest):
    """A request to a private, loopback, link-local or otherwise non-public address."""


def url_problem(url: str) -> str | None:
    """Why ``url`` cannot be fetched (a one-line reason), or None when it can be tried."""
    if not url:
        return "give a URL: ?url=https://..."
    if len(url) > MAX_URL_CHARS:
        return f"the URL is longer than {MAX_URL_CHARS} characters"
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as exc:
        return f"not a URL: {exc}"
    if parts.scheme.lower() not in SCHEMES:
        return f"only http and https URLs are fetched, not {parts.scheme or 'a URL without scheme'!r}"
    if not parts.hostname:
        return "the URL has no host"
    if port == 0:
        return "the URL's port is 0"
    return None


def is_public(address: str) -> bool:
    """True when ``address`` (IPv4 or IPv6 text) is a globally routable unicast address."""
    try:
        ip = ipaddress.ip_address(address.strip("[]"))
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped  # ::ffff:127.0.0.1 is loopback
    return ip.is_global and not ip.is_multicast


def _ip_literal(host: str) -> str | None:
    try:
        return str(ipaddress.ip_address(host.strip("[]")))
    except ValueError:
        return None


class AddressGuardMiddleware:
    """Downloader middleware: refuse non-http(s) requests and non-public IP-literal hosts.

    Host names are left to :class:`PublicOnlyResolver`, which sees the address
    the connection will use.
    """

    def process_request(self, request: Request, spider: Spider | None = None) -> None:
        parts = urlsplit(request.url)
        if parts.scheme not in SCHEMES:
            raise RefusedAddress(f"refused {request.url}: only http and https are fetched")
        literal = _ip_literal(parts.hostname or "")
        if literal is not None and not is_public(literal):
            raise RefusedAddress(f"refused {request.url}: {literal} is not a public address")


class PublicOnlyResolver(ThreadedResolver):
    """Twisted's threaded resolver, failing for names that resolve to a non-public address."""

    def getHostByName(self, name: str, timeout: Sequence[int] = ()) -> defer.Deferred[str]:  # noqa: N802
        return super().getHostByName(name, timeout).addCallback(self._public, name)

    @staticmethod
    def _public(address: str, name: str) -> str:
        if not is_public(address):
            raise RefusedAddress(f"refused {name}: it resolves to {address}, not a public address")
        return address
