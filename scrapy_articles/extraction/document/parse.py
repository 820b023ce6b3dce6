"""Stage 1, parse: page bytes or text to one lxml tree, whatever the page.

Input: HTML as ``str`` or ``bytes``. Output: a :class:`Page` holding the root
of the FULL document (head and scripts included; :func:`strip_invisible`
removes what a reader never sees) and the source text the tree came from, for
methods that read source lines (text-to-tag ratio); ``None`` when there is no
document. Parsing never raises:

- Decoding never fails: a byte-order mark, then a charset declared outside
  or inside the page when it is one of the web's (WHATWG Encoding Standard,
  with its remapping: ISO-8859-1 reads as windows-1252), valid UTF-8 first
  for the ASCII-compatible ones, then mostly-valid UTF-8, then windows-1252.
- Minified pages get line breaks before block-level tags (see
  :mod:`reflow`), so that methods reading source lines see lines.
- Size: the source is cut at ``max_chars`` and ``Page.truncated`` says so.
  Attribute values over MAX_ATTRIBUTE_CHARS (inline ``data:`` images) are
  emptied first, so that they do not push the text past the cut.
- Characters XML cannot hold (C0 controls, lone surrogates, U+FFFE, U+FFFF),
  raw or as numeric character references, are replaced, so every text and
  attribute of the tree can be written out again.
- libxml2's HTML parser resolves no entity declared in a DTD, internal or
  external, and never reaches the network: entity bombs and
  ``SYSTEM "file:///..."`` stay inert text.
- Depth: libxml2's default limits stop at an element at MAX_DEPTH, so a page
  is parsed within them first; a page past them is parsed again without them
  (``huge_tree``), where libxml2 stops at 2048 open elements and drops the
  rest of the page; such a page is parsed again with the tags past MAX_DEPTH
  removed, and every tree is flattened to text below MAX_DEPTH, so that
  recursive code downstream stays far from Python's recursion limit.
"""

from __future__ import annotations

import codecs
import logging
import re
from dataclasses import dataclass
from enum import Enum

import numpy as np
from lxml import etree, html

from ..lazyregex import compile_lazily
from .codepoints import code_points
from .reflow import reflow

logger = logging.getLogger(__name__)

# Elements whose content a reader never sees as text.
INVISIBLE_TAGS = ("script", "style", "noscript", "template", "svg", "math", "iframe", "object", "embed",
                  "canvas", "select", "option", "button", "textarea", "head", "frameset", "frame",
                  "video", "audio", "map")

# Elements; libxml2's default depth limit, which the recursive code of later
# stages (rendering inline markup) was written against.
MAX_DEPTH = 256
# Characters of one attribute value; far above any URL or class list, below
# the inline images (data: URIs of megabytes) that would fill max_chars.
MAX_ATTRIBUTE_CHARS = 65_536
# Source read before long attributes are emptied, as a multiple of max_chars:
# a page of big inline images keeps its text, and the work stays bounded.
SCAN_FACTOR = 4


class Truncated(str, Enum):
    """Why a page was not read whole (Page.truncated); its value names it in stats and messages."""

    TOO_LONG = "longer than max_chars"
    TOO_DEEP = "nested too deeply"

    def __str__(self) -> str:
        return self.value


TOO_LONG, TOO_DEEP = Truncated.TOO_LONG, Truncated.TOO_DEEP

# Byte-order marks, then a tag's first two characters in UTF-16 without one.
_BOMS = ((codecs.BOM_UTF8, "utf-8"), (codecs.BOM_UTF16_LE, "utf-16-le"), (codecs.BOM_UTF16_BE, "utf-16-be"))
_UTF16_STARTS = ((compile_lazily(rb"<\x00[!?a-zA-Z]\x00"), "utf-16-le"),
                 (compile_lazily(rb"\x00<\x00[!?a-zA-Z]"), "utf-16-be"))
# Bytes searched for a declared charset; the HTML standard's prescan reads 1024.
SNIFF_BYTES = 4096
# Charset declared in the first bytes: <meta charset=...>, http-equiv
# content="...; charset=...", or an XML declaration; bounded, so linear.
_META_CHARSET = compile_lazily(
    rb"""<meta[^>]{0,512}?charset\s*=\s*["']?\s*([a-zA-Z0-9_:.\-]{1,40})""", re.I)
_XML_ENCODING = compile_lazily(
    rb"""\s{0,64}<\?xml[^>]{0,256}?\sencoding\s*=\s*["']?\s*([a-zA-Z0-9_:.\-]{1,40})""", re.I)
# The web's encodings by Python codec name, mapped to the codec the WHATWG
# Encoding Standard decodes them with (supersets for legacy labels). Anything
# else Python knows (rot13, base64, unicode_escape, utf-7...) is no page
# encoding, and some are not even text codecs: such a label is ignored.
_WEB_CODECS = {name: name for name in (
    "utf-8 cp866 koi8-r koi8-u mac-roman mac-cyrillic cp874 gbk gb18030 big5hkscs euc_jp iso2022_jp "
    "cp932 cp949 utf-16-le utf-16-be".split() + [f"iso8859-{n}" for n in (2, 3, 4, 5, 6, 7, 8, 10, 13, 14, 15, 16)]
    + [f"cp{n}" for n in range(1250, 1259)])} | {
    "utf-8-sig": "utf-8", "ascii": "cp1252", "iso8859-1": "cp1252", "iso8859-9": "cp1254",
    "iso8859-11": "cp874", "tis-620": "cp874", "gb2312": "gbk", "big5": "big5hkscs",
    "shift_jis": "cp932", "euc_kr": "cp949", "utf-16": "utf-16-le"}
# Standard labels Python does not know.
_LABEL_ALIASES = {"windows-874": "cp874", "windows-31j": "cp932", "x-sjis": "cp932",
                  "x-mac-cyrillic": "mac-cyrillic", "iso-8859-8-i": "iso8859-8"}
# Encodings in which ASCII bytes are not (only) ASCII text: UTF-16 is only
# believed from outside the page (a <meta> readable as ASCII is not UTF-16,
# the standard reads it as UTF-8), and valid UTF-8 overrules neither.
_UTF16 = frozenset({"utf-16-le", "utf-16-be"})
_NOT_ASCII_COMPATIBLE = _UTF16 | {"iso2022_jp"}

# A leading XML declaration (several, or after a byte-order mark, in hostile
# pages) makes lxml refuse str input; anchored, so matched once at the start.
_XML_DECLARATION = compile_lazily(r"\A[\s\ufeff]*(?:<\?xml[^>]*>[\s\ufeff]*)+", re.I)
# End tags of body and html: libxml2 drops whatever follows </html>, where a
# browser reads on into the body (tail content, injected widgets, broken CMS).
# Spelled out case by case, not re.I, so the search can skip to each "</".
_DOCUMENT_END = compile_lazily(r"</(?:[bB][oO][dD][yY]|[hH][tT][mM][lL])[ \t]*>")
# C0 controls that XML cannot hold (tab, newline and return excepted): libxml2
# keeps some and stops at NUL. They become spaces, as whitespace a browser skips.
_CONTROL_CHARS = compile_lazily("[\x00-\x08\x0b\x0c\x0e-\x1f]")
# Lone surrogates (lxml silently drops the rest of the page after one) and the
# two non-characters XML excludes.
_NON_CHARACTERS = compile_lazily("[\ud800-\udfff\ufffe\uffff]")
# A lone surrogate in UTF-8 (encoded with "surrogatepass"): the lead byte
# 0xED, then a byte from 0xA0 (after 0xED, 0x80 to 0x9F begin U+D000 to
# U+D7FF, Hangul among them).
_SURROGATE_LEAD, _SURROGATE_SECOND = 0xED, 0xA0
# The controls _CONTROL_CHARS replaces, as ranges of byte values (inclusive):
# looking for them among the UTF-8 bytes (see _has_control_byte) is many
# times faster than the regex, which then runs only on the rare pages that
# have them.
_CONTROL_BYTE_RANGES = ((0x00, 0x08), (0x0B, 0x0C), (0x0E, 0x1F))
# Numeric character references: libxml2 turns &#1; and &#xFFFE; into the
# characters XML cannot hold. Leading zeros apart, digits are few.
_CHAR_REF = compile_lazily(r"&#(?:[xX]0*([0-9a-fA-F]+)|0*([0-9]+));?")
# The numeric references _unholdable is true of, their numbers spelled out
# range by range (leading zeros apart; the lookaheads take every digit): one
# match at each "&#" of the page's UTF-8 bytes tells whether any is there
# (see _has_unholdable_ref); checking each distinct reference _CHAR_REF finds
# cost more, most of it in collecting the references.
_UNHOLDABLE_REF = compile_lazily(rb"""&\#(?:
    [xX]0*(?:[0-8bBcCeEfF] | 1[0-9a-fA-F]                                  # C0 controls, but tab and breaks
           | [dD][89a-fA-F][0-9a-fA-F]{2} | [fF]{3}[eEfF]                  # surrogates, U+FFFE, U+FFFF
           | 1[1-9a-fA-F][0-9a-fA-F]{4} | [2-9a-fA-F][0-9a-fA-F]{5,} | 1[0-9a-fA-F]{6,}  # past U+10FFFF
           )(?![0-9a-fA-F])
  | 0*(?:[0-8] | 1[124-9] | 2[0-9] | 3[01]
       | 5529[6-9] | 55[3-9][0-9]{2} | 56[0-9]{3} | 57[0-2][0-9]{2} | 573[0-3][0-9] | 5734[0-3] | 6553[45]
       | 111411[2-9] | 11141[2-9][0-9] | 1114[2-9][0-9]{2} | 111[5-9][0-9]{3} | 11[2-9][0-9]{4}
       | 1[2-9][0-9]{5} | [2-9][0-9]{6} | [1-9][0-9]{7,}
       )(?![0-9]))""", re.X)
# "&#" openings matched one by one up to this many (news pages have up to a
# hundred or so); a page written in references has one search from the first,
# cheaper than a Python step at each.
_REFS_MATCHED_ONE_BY_ONE = 256
_AMPERSAND, _NUMBER_SIGN = ord("&"), ord("#")
# A quoted attribute value of MAX_ATTRIBUTE_CHARS or more; each scan stops at
# the next quote, so the search stays linear. Such a value covers a whole
# stretch of half that length without its quote: a page whose every stretch
# holds both quotes (most pages) is not searched, and one whose every stretch
# holds a double quote (most of the others) is searched for single-quoted
# values only, which turns double-quoted ones away at their quote instead of
# reading each to its end. Keyed by the
# quotes some stretch lacks (see _quotes_lacking).
_LONG_VALUES = {quote: f"{quote}[^{quote}]{{{MAX_ATTRIBUTE_CHARS},}}{quote}" for quote in "\"'"}
_LONG_ATTRIBUTES = {quotes: compile_lazily(rf"=\s*(?:{'|'.join(_LONG_VALUES[quote] for quote in quotes)})")
                    for quotes in ('"', "'", "\"'")}
# Tags and comment openers, to re-nest a page too deep for libxml2; "[^<>]"
# keeps every scan within one tag.
_TAG_TOKEN = compile_lazily(r"<(/?)([a-zA-Z][a-zA-Z0-9:-]*)[^<>]*>|<!--")
# Elements with no end tag, which open no level.
_VOID_TAGS = frozenset("area base br col embed hr img input keygen link meta param source track wbr".split())
# Elements whose content is raw text up to their closer, skipped whole.
_RAW_CLOSERS = {name: f"</{name}" for name in ("script", "style", "textarea", "title", "xmp")} | {"!--": "-->"}
# Elements at depth MAX_DEPTH (the root is at 0): one child step per level,
# which visits each element once, unlike counting ancestors.
_AT_MAX_DEPTH = etree.XPath("/" + "/".join(["*"] * (MAX_DEPTH + 1)))
# Whether libxml2's default limits are all fatal errors, its depth limit
# stopping at an element at MAX_DEPTH: from 2.14 (lxml 6), whose HTML parser
# was rewritten. 2.12 and 2.13 let an element at MAX_DEPTH pass, and 2.12
# cuts a text over 10 MB with a mere error: there every page takes the walk.
_DEFAULT_LIMITS_FATAL = etree.LIBXML_VERSION >= (2, 14)
# Elements hidden by markup: the hidden attribute, aria-hidden containers, and
# inline styles display:none and visibility:hidden (case and spaces folded). A
# browser shows none of them; Readability drops them too. Never html or body:
# pages that hide the whole body until a script runs still have their text.
# The XPath only preselects, by the attributes alone (as smart strings, which
# know their element): testing the style in XPath (translate() on every styled
# element) cost half a parse, and a predicate on every element
# (``*[@hidden or @style]``) three times these attribute steps.
_MAY_HIDE = etree.XPath("descendant::*/@hidden | descendant::*/@aria-hidden[. = 'true'] | descendant::*/@style")
_HIDING_STYLES = ("display:none", "visibility:hidden")
_NEVER_HIDDEN = ("html", "body")


def _hidden(element: html.HtmlElement) -> list[html.HtmlElement]:
    """The hidden elements below ``element`` (see _MAY_HIDE), in document order."""
    found: dict[html.HtmlElement, None] = {}  # an element may carry several hiding attributes
    for value in _MAY_HIDE(element):
        if value.attrname == "style":
            # Each hiding style tested by the str's own method: no generator frame per value.
            if not any(map(value.lower().replace(" ", "").__contains__, _HIDING_STYLES)):
                continue
        el = value.getparent()
        if el.tag not in _NEVER_HIDDEN:
            found[el] = None
    return list(found)


# The "binary data bytes" of the WHATWG MIME Sniffing standard (C0 controls
# other than tab, newlines, form feed and escape): text in any encoding but
# UTF-16/32 has next to none. Over BINARY_SHARE of the first SNIFF_CHARS, a
# response is a file served as a page (random bytes: 10%; a page with stray
# NULs: 3%).
_BINARY_CHARS = compile_lazily("[\x00-\x08\x0b\x0e-\x1a\x1c-\x1f]")
# The C0 controls outside _BINARY_CHARS. The binary characters are ASCII, so
# among Latin-1 bytes or code points each is one unit that no other
# character's encoding holds: they are counted as units (see _c0_controls),
# many times faster than with the regex.
_NOT_BINARY_BYTES = bytes(c for c in range(0x20) if not _BINARY_CHARS.match(chr(c)))
# The first code point past the C0 controls.
_C0_END = 0x20
_BYTE_MAX = 0xFF  # the least of no bytes
SNIFF_CHARS = 65_536
BINARY_SHARE = 0.05
_UTF16_32_BOMS = (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)  # UTF-32's begin with these too
# Signatures of file formats that read as text but are no page (the MIME
# Sniffing standard's table, text-like ones): a PDF's object syntax or a
# PostScript program would otherwise pass for a paragraph of words.
_FILE_SIGNATURES = ("%PDF-", "%!PS-Adobe-")
_SIGNATURE_CHARS = max(map(len, _FILE_SIGNATURES))
# Unicode's last code point, and digits enough for it: references past it name nothing.
_MAX_CODE_POINT, _MAX_REF_DIGITS = 0x10FFFF, 8


@dataclass(frozen=True)
class Page:
    """A parsed page: the tree and the text it was parsed from."""

    root: html.HtmlElement
    source: str
    url: str | None
    truncated: Truncated | None = None  # why part of the page was not read, if it was not


def _web_codec(label: str | None, inside_page: bool) -> str | None:
    """The codec decoding a charset ``label`` the way browsers do, or None."""
    if not label:
        return None
    label = label.strip().lower()
    try:
        name = codecs.lookup(_LABEL_ALIASES.get(label, label)).name
    except (LookupError, ValueError):  # ValueError: a NUL in the label
        logger.debug("unknown charset %r", label)
        return None
    codec = _WEB_CODECS.get(name)
    return "utf-8" if inside_page and codec in _UTF16 else codec


def _decode(data: bytes, codec: str, final: bool, errors: str = "strict") -> str:
    # Incremental, so that bytes cut inside a character are not an error.
    return codecs.getincrementaldecoder(codec)(errors).decode(data, final=final)


def decode(data: bytes, declared: str | None = None, *, max_bytes: int | None = None) -> str:
    """Page bytes as text; never fails (undecodable bytes become U+FFFD).

    ``declared`` is the charset from outside the page (HTTP); ``max_bytes``
    cuts the bytes first. Valid UTF-8 wins over a declared ASCII-compatible
    charset: legacy text is almost never valid UTF-8 by chance, while pages
    declaring ISO-8859-1 and sending UTF-8 are common.
    """
    final = max_bytes is None or len(data) <= max_bytes
    data = data if final else data[:max_bytes]
    for bom, name in _BOMS:
        if data.startswith(bom):
            return _decode(data[len(bom):], name, final, "replace")
    for start, name in _UTF16_STARTS:
        if start.match(data):
            return _decode(data, name, final, "replace")
    head = data[:SNIFF_BYTES]
    inside = [m.group(1).decode("ascii") for m in (_META_CHARSET.search(head), _XML_ENCODING.match(head)) if m]
    candidates = [c for c in (_web_codec(declared, False), *(_web_codec(x, True) for x in inside)) if c]
    if not candidates or candidates[0] not in _NOT_ASCII_COMPATIBLE:
        candidates.insert(0, "utf-8")
    for codec in dict.fromkeys(candidates):
        try:
            return _decode(data, codec, final)
        except UnicodeDecodeError:
            logger.debug("bytes are not valid %s", codec)
    text = _decode(data, "utf-8", final, "replace")
    # More bytes went into valid multi-byte characters than into replacements.
    if text.count("\ufffd") < len(data) - len(text):
        return text
    fallback = next((c for c in candidates if c != "utf-8"), "cp1252")
    return _decode(data, fallback, final, "replace")


def _parser(huge: bool) -> html.HTMLParser:
    """A parser for one call, whose error log is that call's alone. ``huge``
    lifts libxml2's default limits (``huge_tree``): its 10 MB limit on a text
    node drops whole pages (4 M CJK characters are 12 MB of UTF-8), and
    max_chars bounds the input instead; its depth limit, MAX_DEPTH, rises to
    2048.

    Every element is a plain :class:`html.HtmlElement`: lxml.html's own lookup
    (form and input classes) is a Python call per element touched, which made
    a tenth of the extraction's time.

    It reads UTF-8 bytes (see :func:`_document`), whatever charset the page declares.

    ``collect_ids=False``: no table of id attributes, which only XPath's
    ``id()`` reads and nothing here calls, and no error logged for each
    repeated id (most of the errors pages have), which cost a tenth of the
    parse."""
    parser = html.HTMLParser(remove_comments=True, remove_pis=True, no_network=True, recover=True,
                             huge_tree=huge, default_doctype=False, encoding="utf-8", collect_ids=False)
    parser.set_element_class_lookup(_ELEMENT_CLASSES)
    return parser


_ELEMENT_CLASSES = etree.ElementDefaultClassLookup(
    element=html.HtmlElement, comment=html.HtmlComment, pi=html.HtmlProcessingInstruction, entity=html.HtmlEntity)


def _has_surrogate(data: bytes) -> bool:
    """Whether the UTF-8 ``data`` (encoded with "surrogatepass") holds a surrogate: in a str every
    one is lone (UTF-16 cannot encode it). Most pages have no 0xED byte, which memchr tells."""
    if _SURROGATE_LEAD not in data:
        return False
    units = np.frombuffer(data, dtype=np.uint8)
    leads = np.flatnonzero(units == _SURROGATE_LEAD)  # lead bytes, each followed by two more
    return bool(np.count_nonzero(units[leads + 1] >= _SURROGATE_SECOND))


def _c0_controls(codes: np.ndarray, allowed: bytes) -> int:
    """How many of the code units ``codes`` are C0 controls (below _C0_END) other than ``allowed``.

    Counted with numpy, whose comparisons vector instructions run over many
    units at a time: a third of the instructions of deleting the controls
    one byte at a time with bytes.translate.
    """
    controls = codes[codes < _C0_END]  # few: mostly line breaks and tabs
    return controls.size - sum(int(np.count_nonzero(controls == c)) for c in allowed)


def _has_control_byte(units: np.ndarray) -> bool:
    """Whether the bytes ``units`` hold one of _CONTROL_BYTE_RANGES.

    A range is there when the least of the bytes less its low end (uint8
    arithmetic wraps what lies below round to the top) is within it: one
    subtraction and one reduction, which vector instructions run over many
    bytes at a time, where selecting the controls first (as _c0_controls does)
    took a step per byte.
    """
    return any(int((units - low if low else units).min(initial=_BYTE_MAX)) <= high - low
               for low, high in _CONTROL_BYTE_RANGES)


def is_binary(markup: str | bytes) -> bool:
    """Whether ``markup`` looks like a binary file rather than text (see _BINARY_CHARS, _FILE_SIGNATURES)."""
    start = markup[:_SIGNATURE_CHARS]
    if (start.decode("latin-1") if isinstance(start, bytes) else start).startswith(_FILE_SIGNATURES):
        return True
    if isinstance(markup, bytes):
        if markup.startswith(_UTF16_32_BOMS):
            return False
        codes = np.frombuffer(markup[:SNIFF_CHARS], dtype=np.uint8)  # one character a byte, as Latin-1 reads them
    else:  # lone surrogates are no binary characters
        sniffed = markup[:SNIFF_CHARS]
        # An ASCII text is copied as its bytes, one a character (isascii reads a flag), where
        # code points take four bytes a character and a conversion of each.
        codes = np.frombuffer(sniffed.encode("ascii"), dtype=np.uint8) if sniffed.isascii() else code_points(sniffed)
    limit = BINARY_SHARE * min(len(markup), SNIFF_CHARS)
    # All C0 controls, text ones included, are counted first: most pages have
    # too few to be binary, and sorting them out (_c0_controls) costs 3 times more.
    return int(np.count_nonzero(codes < _C0_END)) > limit and _c0_controls(codes, _NOT_BINARY_BYTES) > limit


def _quotes_lacking(source: str) -> str:
    """The quotes, double first, that some stretch of ``source`` lacks (see _LONG_ATTRIBUTES)."""
    half = MAX_ATTRIBUTE_CHARS // 2
    return "".join(quote for quote in "\"'"
                   if any(source.find(quote, start, start + half) < 0 for start in range(0, len(source), half)))


def _unholdable(hex_digits: str, decimal_digits: str) -> bool:
    """Whether the character a numeric reference names is one XML cannot hold."""
    digits, base = (hex_digits, 16) if hex_digits else (decimal_digits, 10)
    code = int(digits, base) if len(digits) <= _MAX_REF_DIGITS else _MAX_CODE_POINT + 1
    return code > _MAX_CODE_POINT or bool(_NON_CHARACTERS.match(chr(code)) or _CONTROL_CHARS.match(chr(code)))


def _char_ref(match: re.Match[str]) -> str:
    """A numeric reference unchanged, or U+FFFD when XML cannot hold its character."""
    return "\ufffd" if _unholdable(match.group(1) or "", match.group(2) or "") else match.group(0)


def clean_source(source: str) -> tuple[str, bytes]:
    """``source`` without what lxml refuses or XML cannot hold (see module docstring), and it
    in UTF-8 for libxml2 (see _document).

    Controls and surrogates are looked for in these bytes, not in code points
    (code_points): the page is encoded once for both, the search reads a byte
    a character rather than four, and no array of four bytes a character is
    allocated. The text is encoded
    again only when a substitution changed it (made a new str).
    """
    declaration = _XML_DECLARATION.match(source)
    if declaration:
        source = source[declaration.end():]
    source = _DOCUMENT_END.sub("", source)
    data = source.encode("utf-8", "surrogatepass")
    encoded = source  # what data holds, until a substitution makes a new str
    units = np.frombuffer(data, dtype=np.uint8)
    surrogates = _has_surrogate(data)  # lone surrogates: both substitutions run
    if surrogates or _has_control_byte(units):
        source = _CONTROL_CHARS.sub(" ", source)
    if surrogates or "\ufffe" in source or "\uffff" in source:
        source = _NON_CHARACTERS.sub("\ufffd", source)
    # Read before those substitutions: they put no digit, "&" or "#" in or out of a reference.
    if _has_unholdable_ref(data, units):
        source = _CHAR_REF.sub(_char_ref, source)
    return source, data if source is encoded else source.encode("utf-8")


def _has_unholdable_ref(data: bytes, units: np.ndarray) -> bool:
    """Whether the UTF-8 ``data`` (``units`` its bytes as an array) holds a reference XML cannot hold.

    The "&#" are found with numpy, and _UNHOLDABLE_REF matched at each: a
    regex search of the whole page stepped through every character to find them.
    """
    ampersands = np.flatnonzero(units[:max(len(units) - 1, 0)] == _AMPERSAND)
    starts = ampersands[units[ampersands + 1] == _NUMBER_SIGN]
    if len(starts) > _REFS_MATCHED_ONE_BY_ONE:
        return _UNHOLDABLE_REF.search(data, int(starts[0])) is not None
    return any(_UNHOLDABLE_REF.match(data, start) for start in starts.tolist())


def shallow_source(source: str, max_depth: int = MAX_DEPTH) -> str:
    """``source`` with the tags nested deeper than ``max_depth`` removed, text kept.

    Only for pages libxml2 gave up on: end tags are counted without matching
    names, so implied ends (``<p>``, ``<li>``) count as open levels and cost
    structure, never text. Deep raw-text elements (scripts, comments) go whole;
    a deep ``hidden`` attribute goes with its tag, so that text shows.
    """
    out: list[str] = []
    lower = source.lower()
    depth = kept = pos = 0
    while (match := _TAG_TOKEN.search(source, pos)) is not None:
        pos = match.end()
        name = (match.group(2) or "!--").lower()
        closing = bool(match.group(1))
        closer = None if closing else _RAW_CLOSERS.get(name)
        if closer:
            found = lower.find(closer, pos)
            pos = len(source) if found < 0 else (source.find(">", found) + 1 or len(source))
        if closing:
            depth = max(depth - 1, 0)
        deep = depth >= max_depth
        if not closing and not closer and name not in _VOID_TAGS:
            depth += 1
        if deep:  # a space in its place, as _flatten separates words at every tag
            out.append(source[kept:match.start()] + " ")
            kept = pos
    out.append(source[kept:])
    return "".join(out)


def _flatten(element: html.HtmlElement) -> None:
    """Make ``element``'s subtree plain text: invisible parts go, other tags are unwrapped."""
    etree.strip_elements(element, *INVISIBLE_TAGS, with_tail=False)
    for hidden in _hidden(element):
        hidden.drop_tree()
    for el in element.iterdescendants():  # every tag boundary separates words once tags are gone
        el.text, el.tail = " " + (el.text or ""), " " + (el.tail or "")
    etree.strip_tags(element, "*")


def _document(data: bytes, url: str | None, huge: bool) -> tuple[html.HtmlElement | None, bool]:
    """The document root of the UTF-8 ``data`` (None if there is none) and whether libxml2 stopped early.

    Within the default limits, a fatal error counts as a stop (the limits
    are fatal errors; no page of the corpora has another one), and so does
    a missing document (a page of one text over 10 MB has none). Past them
    (``huge``), the depth limit, a resource limit, is what stops.

    UTF-8 is libxml2's own encoding: lxml hands it a str as UTF-16 (most
    pages) or Latin-1 to convert, which cost more than Python's encoder does.
    """
    parser = _parser(huge)
    try:
        root = html.document_fromstring(data, parser=parser, base_url=url)
    except (etree.LxmlError, ValueError) as exc:
        logger.debug("no document in page %s: %s", url, exc)
        return None, not huge
    if huge:
        return root, any(e.type == etree.ErrorTypes.ERR_RESOURCE_LIMIT for e in parser.error_log)
    return root, any(e.level == etree.ErrorLevels.FATAL for e in parser.error_log)


def _huge_document(source: str, data: bytes, url: str | None) -> tuple[html.HtmlElement | None, str, bool]:
    """The document of a page past libxml2's default limits, flattened below MAX_DEPTH, the source
    it was parsed from, and whether libxml2 stopped early even with the page's depth cut."""
    root, stopped = _document(data, url, huge=True)
    if root is not None and stopped:
        logger.debug("page %s too deep for libxml2, parsed again with its depth cut", url)
        source = shallow_source(source)
        root, stopped = _document(source.encode("utf-8"), url, huge=True)
    if root is not None:
        for element in _AT_MAX_DEPTH(root):
            _flatten(element)
    return root, source, stopped


def parse(markup: str | bytes, url: str | None = None, *, max_chars: int | None = None) -> Page | None:
    """Parse ``markup`` into a :class:`Page`, or ``None`` when there is no document.

    ``max_chars`` cuts the source before parsing (a page over the limit is
    still read up to it, and ``Page.truncated`` says so).
    """
    scan = None if max_chars is None else max_chars * SCAN_FACTOR
    source = decode(markup, max_bytes=scan) if isinstance(markup, bytes) else markup
    truncated = TOO_LONG if scan is not None and len(markup) > scan else None
    source = source[:scan]
    lacking = _quotes_lacking(source)
    if lacking:
        source = _LONG_ATTRIBUTES[lacking].sub('=""', source)
    source = reflow(source)
    if max_chars is not None and len(source) > max_chars:
        source, truncated = source[:max_chars], TOO_LONG
    source, data = clean_source(source)
    if not source or source.isspace():  # "not source.strip()" would copy the page
        return None
    # Within libxml2's default limits first: they stop at an element at
    # MAX_DEPTH, so a page parsed within them has none to flatten, which
    # otherwise takes a walk over every element (_AT_MAX_DEPTH). Pages past
    # them are rare.
    root, stopped = _document(data, url, huge=False) if _DEFAULT_LIMITS_FATAL else (None, True)
    if stopped:
        root, source, stopped = _huge_document(source, data, url)
        truncated = TOO_DEEP if stopped else truncated
    if root is None:
        return None
    return Page(root=root, source=source, url=url, truncated=truncated)


def strip_invisible(root: html.HtmlElement) -> None:
    """Remove elements a reader never sees, keeping the text after them."""
    etree.strip_elements(root, *INVISIBLE_TAGS, with_tail=False)
    for el in _hidden(root):
        parent = el.getparent()
        if parent is not None:
            el.drop_tree()
