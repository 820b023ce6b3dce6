"""Run one crawl in a fresh interpreter; write its items (with their classes) and stats as JSON.

``python -m tests.poet.runner spec.json``. As ``tests/scrapy/runner.py``,
plus each item's class, so a test can tell a Zyte ``Article`` from a dict;
with ``"block"`` in the spec, the named top-level packages cannot be
imported in this interpreter, as if they were not installed.

url-matcher (scrapy-poet's rules) asks tldextract for each URL's domain, and
tldextract downloads the Public Suffix List on first use: here it reads the
copy it ships instead, as no test reaches the internet.
"""

from __future__ import annotations

import importlib.abc
import json
import sys
from pathlib import Path
from typing import Any


class _Blocked(importlib.abc.MetaPathFinder):
    """Refuses to import some packages, the way a missing package refuses."""

    def __init__(self, names: list[str]):
        self.names = set(names)

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> None:
        if fullname.split(".")[0] in self.names:
            raise ModuleNotFoundError(f"No module named {fullname!r}", name=fullname)


def _offline_suffix_list() -> None:
    from tldextract import tldextract

    tldextract.TLD_EXTRACTOR = tldextract.TLDExtract(suffix_list_urls=())


def main(spec_path: str) -> None:
    spec = json.loads(Path(spec_path).read_text())
    sys.meta_path.insert(0, _Blocked(spec.get("block", [])))
    if not spec.get("block"):
        _offline_suffix_list()
    from itemadapter import ItemAdapter
    from scrapy import signals
    from scrapy.crawler import CrawlerProcess
    from scrapy.utils.misc import load_object

    process = CrawlerProcess(settings=spec["settings"])
    crawler = process.create_crawler(load_object(spec["spider"]))
    items: list[dict[str, Any]] = []

    def scraped(item: Any, **_: Any) -> None:
        cls = type(item)
        items.append({"class": f"{cls.__module__}.{cls.__qualname__}", "fields": ItemAdapter(item).asdict()})

    crawler.signals.connect(scraped, signal=signals.item_scraped)
    process.crawl(crawler, **spec.get("kwargs", {}))
    process.start()
    assert crawler.stats is not None
    stats = {k: v if isinstance(v, (int, float, str, bool)) or v is None else str(v)
             for k, v in crawler.stats.get_stats().items()}
    loaded = sorted(name for name in ("web_poet", "scrapy_poet", "zyte_common_items", "scrapy_articles.poet")
                    if name in sys.modules)
    Path(spec["output"]).write_text(json.dumps({"items": items, "stats": stats, "loaded": loaded}))


if __name__ == "__main__":
    main(sys.argv[1])
