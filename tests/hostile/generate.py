"""Generator of the big and binary hostile pages, made at test time (never committed).

Input: nothing. Output: ``GENERATED``, page name to a function giving its
bytes; ``python tests/hostile/generate.py DIR`` writes them all to DIR for a
look or a fuzzer's seed corpus. Every page is deterministic (fixed seeds) and
is built in well under a second. The small hostile pages are plain files in
this folder; :func:`hostile_pages` lists both kinds.
"""

from __future__ import annotations

import random
import struct
import sys
import zlib
from pathlib import Path
from typing import Callable

HERE = Path(__file__).parent
MB = 1_000_000  # bytes; decimal, as the limits in ExtractionConfig are counted

# Sizes named in the brief of issue 9 (reliability and security).
PAGE_BYTES = 20 * MB
ATTRIBUTE_BYTES = 10 * MB
# One line just under ExtractionConfig.max_chars (5,000,000), so it is read whole.
LINE_CHARS = 5 * MB - 2_000
NESTING = 10_000
TABLE_NESTING = 1_000
SCRIPT_OPENERS = 100_000
GARBAGE_BYTES = 256 * 1024

STORY = ("<p>The harbour ferry returned to service on Monday after a winter of repairs, and the first "
         "crossing carried commuters, schoolchildren and a brass band across the bay.</p>\n")
# Marks placed where a test checks whether the text there survived.
FIRST_WORDS = "Firstparagraphmarker opens the page."
LAST_WORDS = "Lastparagraphmarker closes the page."


def _page(body: str, head: str = "<title>Hostile page</title>") -> bytes:
    return f"<!DOCTYPE html>\n<html><head>{head}</head><body>{body}</body></html>\n".encode()


def png() -> bytes:
    """A valid 64x64 RGB PNG of seeded noise."""
    rng = random.Random(1)
    raw = b"".join(b"\x00" + bytes(rng.randrange(256) for _ in range(64 * 3)) for _ in range(64))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 64, 64, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def garbage() -> bytes:
    """Seeded random bytes: NULs, invalid UTF-8 and stray '<' included."""
    return random.Random(2).randbytes(GARBAGE_BYTES)


def huge_page() -> bytes:
    """A 20 MB article: long paragraphs, a marker first and one past max_chars."""
    rng = random.Random(3)
    words = ("harbour ferry council winter repairs crossing island commuters band bay service "
             "engineers hull weather timetable fares passengers operator mayor storm pier").split()
    paragraphs = [f"<p>{FIRST_WORDS}</p>\n"]
    size = 0
    while size < PAGE_BYTES:
        sentence = " ".join(rng.choice(words) for _ in range(200)).capitalize()
        paragraph = f"<p>{sentence}. <a href='/story/{size}'>More</a> {sentence}.</p>\n"
        paragraphs.append(paragraph)
        size += len(paragraph)
    paragraphs.append(f"<p>{LAST_WORDS}</p>\n")
    return _page("<article>" + "".join(paragraphs) + "</article>")


def deep_nesting() -> bytes:
    return _page("<div>" * NESTING + "Deep text" + "</div>" * NESTING + STORY + f"<p>{LAST_WORDS}</p>")


def deep_inline_nesting() -> bytes:
    return _page("<p>" + "<b><i>" * (NESTING // 2) + "Deep text" + "</i></b>" * (NESTING // 2) + "</p>"
                 + STORY + f"<p>{LAST_WORDS}</p>")


def deep_tables() -> bytes:
    return _page("<table><tr><td>" * TABLE_NESTING + "Cell text" + "</td></tr></table>" * TABLE_NESTING
                 + STORY + f"<p>{LAST_WORDS}</p>")


def huge_attribute() -> bytes:
    return _page(f'<div title="{"a" * ATTRIBUTE_BYTES}">' + STORY + f"<p>{LAST_WORDS}</p></div>")


def one_line() -> bytes:
    """A page of ~5 MB with no newline at all."""
    body = [f"<p>{FIRST_WORDS}</p>"]
    size = 0
    while size < LINE_CHARS:
        body.append(STORY.strip())
        size += len(STORY)
    body.append(f"<p>{LAST_WORDS}</p>")
    return ("<html><body>" + "".join(body) + "</body></html>").encode()


def unclosed_scripts() -> bytes:
    return _page(STORY + "<p>word <script" * SCRIPT_OPENERS + f"<p>{LAST_WORDS}</p>")


GENERATED: dict[str, Callable[[], bytes]] = {
    "image.png": png,
    "binary-garbage.bin": garbage,
    "huge-20mb.html": huge_page,
    "nesting-10000.html": deep_nesting,
    "nesting-inline-10000.html": deep_inline_nesting,
    "nested-tables-1000.html": deep_tables,
    "attribute-10mb.html": huge_attribute,
    "one-line-5mb.html": one_line,
    "unclosed-scripts-100k.html": unclosed_scripts,
}


def hostile_pages() -> dict[str, Callable[[], bytes]]:
    """Every hostile page, files of this folder and generated ones, by name."""
    files = {p.name: p.read_bytes for p in sorted(HERE.iterdir())
             if p.is_file() and p.suffix not in (".py", ".pyc", ".md")}
    return {**files, **GENERATED}


def main(folder: str) -> None:
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    for name, make in GENERATED.items():
        (out / name).write_bytes(make())


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "hostile-pages")
