"""The installed package declares the Scrapy and Twisted it supports, and this environment satisfies them."""

from __future__ import annotations

from importlib.metadata import requires, version

import pytest
from packaging.requirements import Requirement
from packaging.version import Version

DECLARED = {r.name.lower(): r for r in map(Requirement, requires("scrapy-articles") or []) if r.marker is None}


@pytest.mark.parametrize(("name", "inside", "outside"), [
    # .ci/run's two ends: Scrapy 2.13 (2.13.4 with Twisted 24.11) and the current Scrapy.
    ("scrapy", ["2.13.4", "2.19.0", "2.19.9"], ["2.13.3", "2.12.0", "2.20.0"]),
    ("twisted", ["24.11.0", "25.5.0", "26.10.0"], ["24.10.0", "23.8.0"]),
])
def test_declared_bounds(name: str, inside: list[str], outside: list[str]) -> None:
    specifier = DECLARED[name].specifier
    assert all(specifier.contains(Version(v)) for v in inside), (specifier, inside)
    assert not any(specifier.contains(Version(v)) for v in outside), (specifier, outside)


@pytest.mark.parametrize("name", ["scrapy", "twisted", "itemadapter", "lxml", "numpy"])
def test_this_environment_is_a_supported_set(name: str) -> None:
    assert DECLARED[name].specifier.contains(Version(version(name))), (name, version(name))
