"""One crawl worker: ``python -m tests.distributed.worker spec.json``.

Unlike ``tests.scrapy.runner``, which writes everything at the end, a worker
writes each item to ``items.jsonl`` as soon as it is scraped, and each
response's wall-clock time and URL to ``responses.txt``, so that a test can
watch its progress, stop it mid-crawl and still see what it exported, and
the benchmark can time it. Its stats go to ``stats.json`` when it ends. The
spec names the spider, its settings and the folder to write to.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

from itemadapter import ItemAdapter
from scrapy import signals
from scrapy.crawler import CrawlerProcess
from scrapy.http import Response
from scrapy.utils.misc import load_object


def _plain(value: Any) -> Any:
    return value if isinstance(value, (int, float, str, bool)) or value is None else str(value)


def main(spec_path: str) -> None:
    spec = json.loads(Path(spec_path).read_text())
    out = Path(spec["workdir"])
    process = CrawlerProcess(settings=spec["settings"])
    crawler = process.create_crawler(load_object(spec["spider"]))
    with (out / "items.jsonl").open("w", encoding="utf-8") as items, \
            (out / "responses.txt").open("w", encoding="utf-8") as responses:

        def scraped(item: Any, **_: Any) -> None:
            items.write(json.dumps(ItemAdapter(item).asdict(), default=str) + "\n")
            items.flush()

        def received(response: Response, **_: Any) -> None:
            responses.write(f"{time.time():.3f} {response.url}\n")
            responses.flush()

        crawler.signals.connect(scraped, signal=signals.item_scraped)
        crawler.signals.connect(received, signal=signals.response_received)
        process.crawl(crawler)
        process.start()
    assert crawler.stats is not None
    stats = {k: _plain(v) for k, v in crawler.stats.get_stats().items()}
    (out / "stats.json").write_text(json.dumps(stats))


if __name__ == "__main__":
    main(sys.argv[1])
