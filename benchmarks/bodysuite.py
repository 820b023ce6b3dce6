"""The body suite's read pages as a segment corpus: more varied rows for the body's block check.

``python benchmarks/bodysuite.py OUT.jsonl.gz``

Writes every page of the body suite's READ splits (:data:`READ_SPLITS`: the
TUNED layouts and the fresh splits the sessions after their first runs have
read) as a corpus row of the segment format, ``{id, dataset: "bodysuite",
url, html, gold: None, with, without}``: a page's must strings are the
segments that must appear, its must-not strings those that must not, as
trafilatura's evaluation set gives them (``training/labels.py``
``segment_labels`` reads them alike). ``scrapy-articles train-story
--story-pages OUT.jsonl.gz`` (and ``crossval --protocol loco --story-pages``)
adds them to the block check's rows only, as the dataset ``bodysuite``.

Never exported: the HELD_OUT layouts (the suite's floor is their figure), and
the unread fresh splits (fresh-11 and any newer one): an unread split stays a
held-out figure only while no model is fitted on it. The list below names what
is read; a new split is added here only once it is read.

Deterministic: the pages are built by the suite's own code, in its order, and
written with sorted keys and a fixed gzip header.
"""

from __future__ import annotations

import gzip
import json
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the tests' fixture pages, run as a script

from tests.extraction.body_pages import TUNED, Page, suite_pages  # noqa: E402
from tests.extraction.body_pages.fresh import fresh_pages  # noqa: E402
from tests.extraction.body_pages.fresh2 import fresh2_pages  # noqa: E402
from tests.extraction.body_pages.fresh3 import fresh3_pages  # noqa: E402
from tests.extraction.body_pages.fresh4 import fresh4_pages  # noqa: E402
from tests.extraction.body_pages.fresh5 import fresh5_pages  # noqa: E402
from tests.extraction.body_pages.fresh6 import fresh6_pages  # noqa: E402
from tests.extraction.body_pages.fresh7 import fresh7_pages  # noqa: E402
from tests.extraction.body_pages.fresh8 import fresh8_pages  # noqa: E402
from tests.extraction.body_pages.fresh9 import fresh9_pages  # noqa: E402
from tests.extraction.body_pages.fresh10 import fresh10_pages  # noqa: E402

DATASET = "bodysuite"
# The read splits, by the names the suite's tests give them; fresh-11 is sealed (unread) and
# fresh-12 is being written: neither is here.
READ_SPLITS: dict[str, Callable[[], list[Page]]] = {
    "tuned": lambda: suite_pages(TUNED),
    "fresh": fresh_pages, "fresh-2": fresh2_pages, "fresh-3": fresh3_pages, "fresh-4": fresh4_pages,
    "fresh-5": fresh5_pages, "fresh-6": fresh6_pages, "fresh-7": fresh7_pages, "fresh-8": fresh8_pages,
    "fresh-9": fresh9_pages, "fresh-10": fresh10_pages,
}


def suite_rows() -> Iterator[dict[str, object]]:
    """Every read page as a segment-corpus row, split by split in :data:`READ_SPLITS` order."""
    for split, pages in READ_SPLITS.items():
        for page in pages():
            yield {"id": f"{DATASET}/{split}/{page.name}", "dataset": DATASET, "url": page.url,
                   "html": page.html, "gold": None, "with": list(page.must), "without": list(page.must_not)}


def write_rows(path: Path) -> int:
    """Write :func:`suite_rows` to ``path`` (gzip JSON lines, byte-identical from run to run); the count."""
    count = 0
    with path.open("wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, filename="") as f:
        for row in suite_rows():
            f.write((json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n").encode("utf-8"))
            count += 1
    return count


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    count = write_rows(Path(argv[0]))
    print(f"wrote {count} pages of {len(READ_SPLITS)} read splits to {argv[0]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
