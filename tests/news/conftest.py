"""Fixtures for the site crawl tests: a real redis-server when a test asks for one."""

from __future__ import annotations

from tests.distributed.redisfixture import redis_server

__all__ = ["redis_server"]
