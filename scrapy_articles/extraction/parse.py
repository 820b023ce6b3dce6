"""Stage 1, parse: page bytes or text to one clean lxml tree.

Input: HTML as ``str`` or ``bytes``. Output: a :class:`Page` holding the
cleaned document root (scripts, styles, comments and other invisible elements
removed) and the source text the tree came from, for methods that read
source lines (text-to-tag ratio).

Parsing is safe by construction: libxml2's HTML parser never resolves external
entities nor reaches the network (``no_network``), and HTML has no internal
DTD subset, so entity bombs expand to nothing.
"""

from __future__ import annotations

import codecs
import logging
import re
from dataclasses import dataclass

from lxml import etree, html

logger = logging.getLogger(__name__)

# Elements whose content a reader never sees as text.
INVISIBLE_TAGS = (
    "script", "style", "noscript", "template", "svg", "math", "iframe",
    "object", "embed", "canvas", "select", "option", "button", "textarea",
    "head", "frameset", "frame", "video", "audio", "map",
)

_PARSER = html.HTMLParser(
    remove_comments=True,
    remove_pis=True,
    no_network=True,
    recover=True,
    huge_tree=False,  # libxml2's own depth and size guards stay on
    default_doctype=False,
)

# Charset declared in the first bytes of a document: <meta charset=...> or
# http-equiv content="...; charset=...". Bounded repetitions keep it linear.
_META_CHARSET = re.compile(
    rb"""<meta[^>]{0,512}?charset\s*=\s*["']?\s*([a-zA-Z0-9_:.\-]{1,40})""", re.I
)
# A leading XML declaration makes lxml refuse str input with an encoding.
_XML_DECLARATION = re.compile(r"^\s*<\?xml[^>]{0,200}\?>", re.I)
# NUL and other C0 controls that libxml2 rejects or truncates at.
_CONTROL_CHARS = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f]")


@dataclass(frozen=True)
class Page:
    """A parsed page: the cleaned tree and the text it was parsed from."""

    root: html.HtmlElement
    source: str
    url: str | None


def decode(data: bytes, declared: str | None = None) -> str:
    """Decode page bytes: BOM, then ``declared`` charset, then <meta>, then UTF-8.

    Undecodable bytes become U+FFFD; decoding never fails.
    """
    for bom, name in ((codecs.BOM_UTF8, "utf-8"), (codecs.BOM_UTF16_LE, "utf-16-le"),
                      (codecs.BOM_UTF16_BE, "utf-16-be")):
        if data.startswith(bom):
            return data[len(bom):].decode(name, errors="replace")
    candidates = [declared] if declared else []
    match = _META_CHARSET.search(data[:4096])
    if match:
        candidates.append(match.group(1).decode("ascii", "replace"))
    for name in candidates:
        try:
            codec = codecs.lookup(name)
        except LookupError:
            logger.debug("unknown charset %r", name)
            continue
        try:
            return data.decode(codec.name)
        except UnicodeDecodeError:
            logger.debug("bytes are not valid %s", codec.name)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def parse(markup: str | bytes, url: str | None = None, *, max_chars: int | None = None) -> Page | None:
    """Parse ``markup`` into a :class:`Page`, or ``None`` when there is no document.

    ``max_chars`` truncates the source before parsing (a page over the limit
    is still read up to it).
    """
    source = decode(markup) if isinstance(markup, bytes) else markup
    if max_chars is not None and len(source) > max_chars:
        source = source[:max_chars]
    source = _XML_DECLARATION.sub("", source, count=1)
    source = _CONTROL_CHARS.sub(" ", source)
    if not source.strip():
        return None
    try:
        root = html.document_fromstring(source, parser=_PARSER, base_url=url)
    except (etree.ParserError, ValueError) as exc:
        logger.debug("no document in page %s: %s", url, exc)
        return None
    return Page(root=root, source=source, url=url)


def strip_invisible(root: html.HtmlElement) -> None:
    """Remove elements a reader never sees, keeping the text after them."""
    etree.strip_elements(root, *INVISIBLE_TAGS, with_tail=False)
    # Hidden by markup: the hidden attribute and aria-hidden containers.
    for el in root.xpath("//*[@hidden or @aria-hidden='true']"):
        parent = el.getparent()
        if parent is not None:
            el.drop_tree()
