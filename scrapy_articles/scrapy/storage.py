"""Adapter stage: feed files that a crash does not truncate. Exported items in; bytes in the file at once out.

Scrapy's file feed storage writes through Python's buffer: a worker killed
with SIGKILL loses the items still in it, although they left the pipelines
and a distributed crawl counts them exported (:mod:`.redisstore`).
:class:`WriteThroughFileFeedStorage` opens the file unbuffered, so each item
the exporter writes (one ``write`` per item in JSON lines and CSV) is in the
operating system's hands before the next signal handler runs. A killed
process then loses none; a machine that loses power loses what the
operating system had not yet written to disk, as with any file.

:class:`~.redis.RedisAddon` makes it the storage of plain paths and
``file://`` URIs unless the project chose one.
"""

from __future__ import annotations

from pathlib import Path
from typing import IO

from scrapy import Spider
from scrapy.extensions.feedexport import FileFeedStorage

# FEED_STORAGES keys of local files: plain paths and file:// URIs.
FILE_SCHEMES = ("", "file")


class WriteThroughFileFeedStorage(FileFeedStorage):
    """:class:`scrapy.extensions.feedexport.FileFeedStorage` without a write buffer."""

    def open(self, spider: Spider) -> IO[bytes]:
        Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        return Path(self.path).open(self.write_mode, buffering=0)
