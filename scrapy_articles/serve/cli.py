"""Service stage: the command line. ``scrapy-articles serve`` flags in, a running service out.

Kept free of Scrapy and Twisted imports until the command runs: the
asyncio reactor Scrapy's crawls need must be installed before anything
imports Twisted's default one.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, cast

from ..extraction.config import ALGORITHMS
from .config import ServeConfig

REACTOR = "twisted.internet.asyncioreactor.AsyncioSelectorReactor"  # Scrapy's default TWISTED_REACTOR
DEFAULTS = ServeConfig()
USAGE_ERROR = 2  # the exit status of a command-line mistake, as argparse gives


def add_parser(sub: Any) -> None:
    """Register ``serve`` on the ``scrapy-articles`` subcommands."""
    parser = sub.add_parser(
        "serve", help="serve full-text feeds over HTTP: /feed?url=FEED, /extract?url=PAGE, and a form at /",
        description="Run an HTTP service that turns a feed into a full-text feed (GET /feed?url=FEED_URL"
                    "[&max=N][&format=rss|atom|json]), extracts one page (GET /extract?url=PAGE_URL) "
                    "and shows a form at /. Private, loopback and link-local addresses are refused "
                    "unless --allow-private is given.")
    parser.add_argument("--host", default=DEFAULTS.host, help=f"address to listen on (default: {DEFAULTS.host})")
    parser.add_argument("--port", type=int, default=DEFAULTS.port,
                        help=f"port to listen on, 0 for any free one (default: {DEFAULTS.port})")
    parser.add_argument("--allow-private", action="store_true",
                        help="also fetch private, loopback and link-local addresses")
    parser.add_argument("--key", help="a secret every request must carry as &key=SECRET")
    parser.add_argument("--algorithm", default=DEFAULTS.algorithm, choices=ALGORITHMS,
                        help="extraction method (default: auto)")
    parser.add_argument("--max-entries", type=int, default=DEFAULTS.max_entries,
                        help=f"entries read per feed at most (default: {DEFAULTS.max_entries})")
    parser.add_argument("--timeout", type=float, default=DEFAULTS.timeout,
                        help=f"seconds a request may take (default: {DEFAULTS.timeout:g})")
    parser.add_argument("--max-bytes", type=int, default=DEFAULTS.max_bytes,
                        help=f"bytes a fetched feed or page may have (default: {DEFAULTS.max_bytes})")
    parser.add_argument("--concurrency", type=int, default=DEFAULTS.concurrency,
                        help=f"crawls at once (default: {DEFAULTS.concurrency})")
    parser.add_argument("--max-waiting", type=int, default=DEFAULTS.max_waiting,
                        help=f"requests waiting for a crawl before new ones get 503 (default: {DEFAULTS.max_waiting})")
    parser.add_argument("--cache-ttl", type=float, default=DEFAULTS.cache_ttl,
                        help=f"seconds an article stays cached (default: {DEFAULTS.cache_ttl:g})")
    parser.add_argument("--cache-size", type=int, default=DEFAULTS.cache_size,
                        help=f"articles cached at most (default: {DEFAULTS.cache_size})")
    parser.set_defaults(func=cmd_serve)


def config_of(args: argparse.Namespace) -> ServeConfig:
    return ServeConfig(host=args.host, port=args.port, allow_private=args.allow_private, key=args.key or None,
                       algorithm=args.algorithm, max_entries=args.max_entries, timeout=args.timeout,
                       max_bytes=args.max_bytes, concurrency=args.concurrency, max_waiting=args.max_waiting,
                       cache_ttl=args.cache_ttl, cache_size=args.cache_size)


def serve(config: ServeConfig) -> None:
    """Run the service until interrupted; the first line printed says where it listens."""
    from scrapy.utils.reactor import install_reactor

    install_reactor(REACTOR)
    from twisted.internet import reactor as installed
    from twisted.internet.asyncioreactor import AsyncioSelectorReactor

    from .safety import PublicOnlyResolver
    from .web import site

    reactor = cast(AsyncioSelectorReactor, installed)
    resolver = None if config.allow_private else PublicOnlyResolver(reactor.nameResolver)
    if resolver is not None:
        reactor.installNameResolver(resolver)  # type: ignore[arg-type]  # a zope @implementer, unseen by mypy
    port = reactor.listenTCP(config.port, site(config, reactor, resolver), interface=config.host)
    address = port.getHost()
    print(f"serving full-text feeds on http://{address.host}:{address.port}/", flush=True)
    reactor.run()


def cmd_serve(args: argparse.Namespace) -> int:
    from twisted.internet.error import CannotListenError

    try:
        serve(config_of(args))
    except (ValueError, CannotListenError) as exc:
        # As scrapy_articles.cli reports a UsageError; not raised as one, since
        # under `python -m scrapy_articles.cli` that class is another module's.
        print(f"scrapy-articles serve: error: {exc}", file=sys.stderr)
        return USAGE_ERROR
    return 0
