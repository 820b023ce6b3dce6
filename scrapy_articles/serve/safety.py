"""Service stage: safety. A URL or a resolved address in, refused or allowed out.

The service fetches URLs its callers choose, so, unless ``--allow-private``
is given, it must not become a way into the network it runs in (server-side
request forgery). Three checks, each where it cannot be bypassed:

- :func:`url_problem`: the caller's URL is http(s) with a host (else 400).
- :class:`AddressGuardMiddleware`: every request the crawl makes, redirects
  included (Scrapy sends each redirect back through the downloader
  middlewares), is http(s); an IP-literal host must be public.
- :class:`PublicOnlyResolver`: a host name is checked after DNS resolution,
  in the reactor's name resolver, which the connection itself uses. The
  addresses checked are the addresses connected to, so a name that resolves
  to a public address for a first look-up and to a private one for the next
  (DNS rebinding) is still refused.
"""

from __future__ import annotations

import ipaddress
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any
from urllib.parse import urlsplit

from scrapy import Request, Spider
from scrapy.exceptions import IgnoreRequest
from twisted.internet.interfaces import IHostnameResolver, IResolutionReceiver
from zope.interface import implementer

SCHEMES = ("http", "https")
# What the crawl itself may request besides: data: URLs are read without
# any network, and FullTextFeedSpider requests one to release held entries.
LOCAL_SCHEMES = ("data",)
# Longer URLs are refused unread: browsers and servers stop near 8 KB, and
# no feed needs more.
MAX_URL_CHARS = 4096
# Host names refused lately, kept to explain failed downloads: more than the
# hosts one crawl meets at once.
KEPT_REFUSALS = 256


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
    """Downloader middleware: refuse requests other than http(s) and data:, and non-public IP-literal hosts.

    Host names are left to :class:`PublicOnlyResolver`, which sees the address
    the connection will use.
    """

    def process_request(self, request: Request, spider: Spider | None = None) -> None:
        parts = urlsplit(request.url)
        if parts.scheme in LOCAL_SCHEMES:
            return
        if parts.scheme not in SCHEMES:
            raise RefusedAddress(f"refused {request.url}: only http and https are fetched")
        literal = _ip_literal(parts.hostname or "")
        if literal is not None and not is_public(literal):
            raise RefusedAddress(f"refused {request.url}: {literal} is not a public address")


@implementer(IResolutionReceiver)
class _PublicAddresses:
    """Passes on the public addresses a name resolves to; notes the others as refused."""

    # Twisted's interfaces are zope interfaces, not types mypy can check calls against: Any.
    def __init__(self, receiver: Any, name: str, resolver: PublicOnlyResolver):
        self.receiver, self.name, self.resolver = receiver, name, resolver

    def resolutionBegan(self, resolution: Any) -> None:  # noqa: N802
        self.receiver.resolutionBegan(resolution)

    def addressResolved(self, address: Any) -> None:  # noqa: N802
        host = getattr(address, "host", "")
        if is_public(host):
            self.receiver.addressResolved(address)
        else:
            self.resolver.note_refused(self.name, host)

    def resolutionComplete(self) -> None:  # noqa: N802
        self.receiver.resolutionComplete()


@implementer(IHostnameResolver)
class PublicOnlyResolver:
    """A host name resolver that hides every non-public address from the connection.

    Installed as the reactor's name resolver, it wraps the one it replaces;
    a name with no public address then fails like a name without addresses
    ("no results"), so the refused names are kept (the latest few) for the
    service to say why a download failed.
    """

    def __init__(self, inner: Any):  # the reactor's IHostnameResolver
        self.inner = inner
        self.refused: OrderedDict[str, str] = OrderedDict()  # host name -> an address it resolved to

    def resolveHostName(self, resolutionReceiver: Any, hostName: str,  # noqa: N802 N803
                        portNumber: int = 0, addressTypes: Sequence[Any] | None = None,  # noqa: N803
                        transportSemantics: str = "TCP") -> Any:  # noqa: N803
        receiver = _PublicAddresses(resolutionReceiver, hostName, self)
        self.inner.resolveHostName(receiver, hostName, portNumber, addressTypes, transportSemantics)
        return resolutionReceiver

    def note_refused(self, name: str, address: str) -> None:
        self.refused[name] = address
        self.refused.move_to_end(name)
        while len(self.refused) > KEPT_REFUSALS:
            self.refused.popitem(last=False)

    def why_refused(self, name: str) -> str | None:
        """Why ``name`` was refused, if it was lately."""
        address = self.refused.get(name)
        return f"refused {name}: it resolves to {address}, not a public address" if address else None
