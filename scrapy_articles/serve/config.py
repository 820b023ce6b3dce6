"""Service stage: configuration. Command-line options in, one frozen config out.

Every limit the service applies to a request lives here, with its unit and
why it has the value it has; the command line maps its flags onto it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ServeConfig:
    """How the full-text feed service listens, what it allows and how much it does per request."""

    host: str = "127.0.0.1"  # loopback by default: exposing the service is a choice, made with --host
    port: int = 8080
    allow_private: bool = False  # fetch private, loopback and link-local addresses (tests, intranets)
    key: str | None = None  # a secret every request must carry as ?key=; None: open to all
    algorithm: str = "auto"  # the extraction method (ExtractionConfig.algorithm)
    # Entries read from one feed at most: feeds publish 10 to 50 entries,
    # and each costs a fetch and an extraction.
    max_entries: int = 50
    # Bytes one fetched page or feed may have: Scrapy's DOWNLOAD_MAXSIZE; the
    # adapter's max_bytes (10 MB) is the point past which a page is a dump.
    max_bytes: int = 10_000_000
    # Seconds one request may take, the feed and all its pages: a feed
    # reader's own timeout is usually 30 to 60 seconds.
    timeout: float = 30.0
    # Crawls run at once; more wait their turn. Each crawl fetches up to
    # Scrapy's CONCURRENT_REQUESTS pages in parallel on a single core.
    concurrency: int = 4
    # Requests waiting for a crawl slot before new ones get 503: a few
    # feed readers' worth of polls.
    max_waiting: int = 16
    # Seconds an extracted article is served from the cache: a reader
    # polling every 15 minutes hits it about 50 times a day; articles are
    # rarely edited after a few hours, and an entry whose title, guid or
    # date changes in the feed is fetched again anyway.
    cache_ttl: float = 12 * 3600.0
    # Articles kept at most, least recently used dropped first: an article
    # is tens of kilobytes, so about 50 MB at most.
    cache_size: int = 2000
    preview_items: int = 3  # entries the home page previews

    def __post_init__(self) -> None:
        counts = {"port": self.port, "max_entries": self.max_entries, "max_bytes": self.max_bytes,
                  "concurrency": self.concurrency, "max_waiting": self.max_waiting, "cache_size": self.cache_size,
                  "preview_items": self.preview_items}
        lowest = {"port": 0, "max_waiting": 0, "cache_size": 0}  # 0: any free port, no queue, no cache
        for name, value in counts.items():
            if value < lowest.get(name, 1):
                raise ValueError(f"{name} must be at least {lowest.get(name, 1)}, not {value}")
        if self.timeout <= 0:
            raise ValueError(f"timeout must be above 0 seconds, not {self.timeout}")
        if self.cache_ttl < 0:
            raise ValueError(f"cache_ttl must be 0 seconds or more, not {self.cache_ttl}")
