"""Run one crawl in this interpreter; write its items, drops and stats as JSON.

Twisted's reactor cannot restart, so each crawl test runs this module in a
fresh interpreter: ``python -m tests.scrapy.runner spec.json``. The spec
names the spider class, its arguments, the settings and the output file.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from itemadapter import ItemAdapter
from scrapy import signals
from scrapy.crawler import CrawlerProcess
from scrapy.utils.misc import load_object


def _plain(value: Any) -> Any:
    return value if isinstance(value, (int, float, str, bool)) or value is None else str(value)


def main(spec_path: str) -> None:
    spec = json.loads(Path(spec_path).read_text())
    process = CrawlerProcess(settings=spec["settings"])
    crawler = process.create_crawler(load_object(spec["spider"]))
    items: list[dict[str, Any]] = []
    dropped: list[dict[str, Any]] = []

    def scraped(item: Any, **_: Any) -> None:
        items.append(ItemAdapter(item).asdict())

    def was_dropped(item: Any, exception: Exception, **_: Any) -> None:
        dropped.append({"item": ItemAdapter(item).asdict(), "reason": str(exception)})

    crawler.signals.connect(scraped, signal=signals.item_scraped)
    crawler.signals.connect(was_dropped, signal=signals.item_dropped)
    process.crawl(crawler, **spec.get("kwargs", {}))
    process.start()
    assert crawler.stats is not None
    stats = {k: _plain(v) for k, v in crawler.stats.get_stats().items()}
    Path(spec["output"]).write_text(json.dumps({"items": items, "dropped": dropped, "stats": stats}))


if __name__ == "__main__":
    main(sys.argv[1])
