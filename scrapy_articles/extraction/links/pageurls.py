"""Page URLs: whether a link's URL is the current URL with another page number.

Stage: pagination, stage 2's URL half (a helper of :mod:`pagination`).
Input: the current page's URL, the base links resolve against, and link
hrefs. Output: for each href that is another page of the current URL, the
absolute URL and the :class:`Step` between the two page numbers ("-2",
"/2/", "/page/2", "?page=2", "?start=30"); None for any other href.

Speed: most links of a page go to other articles or other sites. Their host
and path are read from the href by string operations alone, and only a
link whose path could differ from the current one by a page marker is
resolved with urllib and compared in full.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import parse_qsl, urldefrag, urlsplit, urlunsplit

from ..document.urls import PLAIN_FOLDER, PLAIN_ROOTED, join, without_fragment
from ..lazyregex import compile_lazily

MAX_PAGE_NUMBER = 9999  # page numbers are small; longer runs are article ids
MAX_CHANGED_NUMBERS = 2  # numbers allowed to change between two page URLs
# Items a page of a list shows at least, when its URL counts them ("&start=20"): a smaller move of
# a "start" number steps pages. By hand; on the autopager tune half, starts moving by 1 or 2
# number pages (moves of 2 read as offsets gave one false previous page, none gained).
MIN_PAGE_ITEMS = 5

# A number right after /YYYY/ or /YYYY/MM/ is a month or a day: calendar paging.
_AFTER_YEAR = compile_lazily(r"(?:^|/)(?:19|20)\d\d/(?:\d{1,2}/)?$")
# URL differences that mark a page number: "", "-", "/", "page/", "&paged=", "p".
_DIGIT_RUNS = compile_lazily(r"(\d+)")
_MAX_PAGE_DIGITS = len(str(MAX_PAGE_NUMBER))
_PAGE_PART = compile_lazily(rf"[/\-_.?&=;,+]*(?P<word>[a-z_]*?)[/\-_.=;,+]*(?P<num>\d{{1,{_MAX_PAGE_DIGITS}}})?[/\-_.&=;,+]*",
                        re.I)
# The word for a page in the languages whose sites name it in their addresses: German, Dutch,
# Polish, Czech and Slovak ("strana"), Turkish, Hungarian ("oldal"), Finnish ("sivu"), Swedish ("sida").
_LANGUAGE_PAGE_WORDS = ("teil", "deel", "strona", "strana", "sayfa", "oldal", "sivu", "sida")
# "npack" is the page parameter of comma-parameter paths ("story,nId,4481,nPack,2": Interia's CMS).
_PAGE_WORDS = frozenset("""|page|pages|pag|pagina|paged|pg|p|seite|s|start|offset|from|pn|
pageno|pagenum|page_num|pagenumber|index|part|parte|list|npack""".replace("\n", "").split("|")).union(
    _LANGUAGE_PAGE_WORDS)
# A page marker (_PAGE_PART with a word of _PAGE_WORDS) holds separators, deleted by
# this table, and at most a page word and a number.
_DELETE_SEPARATORS = str.maketrans("", "", "/-_.?&=;,+")
_SEPARATOR_BYTES = b"/-_.?&=;,+"  # the same, deleted from an ASCII path's bytes (str.translate maps a character a step)
_MAX_MARKER_CHARS = max(map(len, _PAGE_WORDS)) + _MAX_PAGE_DIGITS
# Page one is offset 0. Joomla names its offset "limitstart" (an item's in a list, a page's in an
# article split by its page-break plugin: "&limitstart=1" is page two).
_OFFSET_WORDS = frozenset({"start", "offset", "from", "limitstart"})
_OFFSET_PARAMS = tuple(f"{sep}{word}=" for sep in "?&;" for word in sorted(_OFFSET_WORDS))  # ends of "?start="
# Query parameters that carry a page number or an item offset.
PAGE_PARAM = compile_lazily(
    rf"pag|^(?:p|pg|pn|s|start|limitstart|offset|from|seite|index|parte?|{'|'.join(_LANGUAGE_PAGE_WORDS)})$", re.I)
# The extensions of a page's file ("pagina2.html", "2.php"): a folder's page one is its index, and its
# later pages may be files in it ("/story/" then "/story/pagina2.html"), compared as "index.html" with them.
FILE_EXTENSIONS = frozenset({"html", "htm", "shtml", "php", "php3", "php4", "php5", "asp", "aspx", "jsp"})
_INDEX = "index"
# A static folder's page served as its index file: "/story/slug/index.html" is "/story/slug/" (a static
# site's own links, or a server's, name the file), and its next page "/story/slug/2/" or
# "/story/slug/2/index.html". Compared as the folder. Static files only: a script's "index.php?page=2"
# is a script's URL, whose folder is another page.
STATIC_INDEX_FILES = ("/index.html", "/index.htm", "/index.shtml")
# An href read as urlsplit would read it, in one match: an absolute http(s) one
# (host, then path up to "?"/"#") or a root-relative one ("/news/story-2": no
# host, path). Characters urllib removes or treats specially (controls, "\\")
# match nowhere, so such hrefs, as relative ones, take the exact route; so do
# dot segments ("/."), found by str.find (a class and a substring test cost less
# than an alternation of the two).
_HOST_AND_PATH = compile_lazily(r"(?:[Hh][Tt][Tt][Pp][Ss]?://([^/?#\x00-\x1f\\]*)|(?=/(?!/)))"
                            r"([^?#\x00-\x1f\\]*)(?:[?#][^\x00-\x1f\\]*)?")
_DOT_SEGMENT = "/."
# A relative href that urljoin only puts after the base's folder: no scheme (no ":" in
# its first segment), no empty segment, none starting with a dot, no ";parameters",
# no space, control or backslash. Its path is group 1. Many sites link so to their
# stories ("story-123.html"): their paths are ruled out as a root-relative href's are.
_PLAIN_RELATIVE = compile_lazily(r"([^/.?#:;\x00-\x20\\][^/?#:;\x00-\x20\\]*(?:/[^/.?#;\x00-\x20\\][^/?#;\x00-\x20\\]*)*/?)"
                             r"(?:[?#][^\x00-\x20\\]*)?")


@dataclass(frozen=True)
class Step:
    """How a candidate URL relates to the current one: page ``current`` to ``target``."""

    current: int
    target: int
    after_year: bool  # the changed number follows a year segment
    offset: bool = False  # the numbers count items ("?start=30"), not pages
    # Another path of the site, linked as "Next": current and target say the direction its text gives.
    elsewhere: bool = False


SELF = Step(0, 0, False)  # the step of a link to the page itself
ELSEWHERE = {True: Step(1, 2, False, elsewhere=True), False: Step(2, 1, False, elsewhere=True)}  # by direction


# Parameters that say where a reader came from, not which page: a crawler reaches a story from a feed
# ("?utm_source=rss") and its pager's links carry none, or carry their own ("?ref=pager"). Two URLs are
# compared without them.
_TRACKING_PREFIX = "utm_"
_TRACKING = frozenset({"fbclid", "gclid", "dclid", "msclkid", "yclid", "igshid", "mc_cid", "mc_eid", "_ga", "ref",
                       "ref_src", "icid", "ncid", "ocid", "cmpid", "xtor", "at_medium", "at_campaign", "wt_mc"})


def _tracking(key: str) -> bool:
    lowered = key.lower()
    return lowered in _TRACKING or lowered.startswith(_TRACKING_PREFIX)


def _host(netloc: str) -> str:
    host = netloc.lower().rsplit("@", 1)[-1].split(":", 1)[0]
    return host[4:] if host.startswith("www.") else host


def _query(query: str) -> dict[str, str]:
    return dict(parse_qsl(query, keep_blank_values=True))


def _make_step(word: str, old: int | None, new: int | None, after_year: bool) -> Step | None:
    """The step between page numbers ``old`` and ``new`` (None: not in the URL)."""
    first = 0 if word in _OFFSET_WORDS else 1
    current, target = first if old is None else old, first if new is None else new
    if current == target or max(current, target) > MAX_PAGE_NUMBER:
        return None
    return Step(current, target, after_year, first == 0)


def _digit_step(a: str, b: str) -> Step | None:
    """Two URLs equal but for one or two numbers: the last changed one is the page."""
    parts_a, parts_b = _DIGIT_RUNS.split(a), _DIGIT_RUNS.split(b)
    if len(parts_a) != len(parts_b) or parts_a[::2] != parts_b[::2]:
        return None
    changed = [i for i in range(1, len(parts_a), 2) if int(parts_a[i]) != int(parts_b[i])]
    if not changed or len(changed) > MAX_CHANGED_NUMBERS:
        return None
    i = changed[-1]
    # A longer run ("articles/000057.php") is an id, whatever its value; another date in a
    # dated path ("/2012/10/04/series-6/" to "/2012/10/08/series-7/") is another post.
    if len(parts_a[i]) > _MAX_PAGE_DIGITS or len(parts_b[i]) > _MAX_PAGE_DIGITS or any(
            _AFTER_YEAR.search("".join(parts_b[:j])) for j in changed[:-1]):
        return None
    old, new = int(parts_a[i]), int(parts_b[i])
    # "&start=20" to "&start=40" counts items whichever way the URLs are compared; a start
    # moving by fewer than a page of items ("?start=14" to "?start=13" or "=12") is a page
    # number some sites name so.
    offset = abs(new - old) >= MIN_PAGE_ITEMS and parts_b[i - 1].lower().endswith(_OFFSET_PARAMS)
    return _make_step("start" if offset else "", old, new, bool(_AFTER_YEAR.search("".join(parts_b[:i]))))


def _pager_list(value: str | None) -> list[int] | None:
    """Drupal's page numbers of a page's pagers, one a list ("0,1", "0,,1": empty is page one); None
    for any other value."""
    if value is None:
        return []
    if value.isdecimal():
        return [int(value)]
    parts = value.split(",")
    return [int(n) if n else 0 for n in parts] if all(n.isdecimal() or not n for n in parts) else None


def _list_step(old: list[int], new: list[int]) -> Step | None:
    """The step of the one pager of a Drupal list that moves (zero-based: 0 is page one)."""
    width = max(len(old), len(new))
    old, new = old + [0] * (width - len(old)), new + [0] * (width - len(new))
    moved = [i for i in range(width) if old[i] != new[i]]
    return _make_step("", old[moved[0]], new[moved[0]], False) if len(moved) == 1 else None


def _query_step(qa: dict[str, str], qb: dict[str, str]) -> Step | None:
    """Same path, queries differing in one page parameter (and at most one other)."""
    changed = [k for k in sorted(qa.keys() | qb.keys()) if qa.get(k) != qb.get(k)]
    paging = [k for k in changed if PAGE_PARAM.search(k)
              and all(v is None or v.isdecimal() or (k.lower() == "page" and _pager_list(v) is not None)
                      for v in (qa.get(k), qb.get(k)))]
    # Another changed parameter ("&order=desc") is allowed only beside a page
    # number the candidate names: "?count=20" from "?page=2" sets the page size.
    if len(paging) != 1 or len(changed) > (MAX_CHANGED_NUMBERS if paging[0] in qb else 1):
        return None
    k = paging[0]
    if "," in qa.get(k, "") + qb.get(k, ""):
        old_list, new_list = _pager_list(qa.get(k)), _pager_list(qb.get(k))
        return _list_step(old_list, new_list) if old_list is not None and new_list is not None else None
    word = k.lower() if k.lower() in _OFFSET_WORDS else ""
    old, new = (int(q[k]) if k in q else None for q in (qa, qb))
    # Zero-based: "?page=1" is page two, whichever of the two URLs carries it.
    if not word and old is None and new == 1:
        old = 0
    elif not word and new is None and old == 1:
        new = 0
    return _make_step(word, old, new, False)


# Strings compared as integers, one byte a character for ASCII ones, else one 32-bit code unit a
# character (a lone surrogate passes as itself).
_UTF32 = "utf-32-be"
_CODE_UNIT_BITS = 32
_ASCII_BITS = 8


def _shared_ends(a: str, b: str) -> tuple[int, int]:
    """The lengths of the common prefix and of the common suffix of two strings (each at most the
    shorter one's length: they may overlap). The strings' ends are XORed as integers, whose highest and
    lowest set bits are the first and last differing characters: a few C calls, where a search in
    Python takes a step a character (or a bisection, a slice and a comparison a step)."""
    n = min(len(a), len(b))
    if a.isascii() and b.isascii():
        bits, whole_a, whole_b = _ASCII_BITS, a.encode(), b.encode()
    else:
        bits, whole_a, whole_b = _CODE_UNIT_BITS, a.encode(_UTF32, "surrogatepass"), b.encode(_UTF32, "surrogatepass")
    width = bits // _ASCII_BITS  # bytes a character
    head = (int.from_bytes(whole_a[:n * width], "big") ^ int.from_bytes(whole_b[:n * width], "big"))
    tail = (int.from_bytes(whole_a[len(whole_a) - n * width:], "big")
            ^ int.from_bytes(whole_b[len(whole_b) - n * width:], "big"))
    prefix = n - 1 - (head.bit_length() - 1) // bits if head else n
    suffix = ((tail & -tail).bit_length() - 1) // bits if tail else n
    return prefix, suffix


def _is_digit_at(text: str, i: int) -> bool:
    return 0 <= i < len(text) and text[i].isdecimal()


def _longer_than_a_marker(longer: str, shorter: str) -> bool:
    """Whether ``longer`` exceeds ``shorter`` by more characters than a page marker can hold
    beside ``longer``'s separators."""
    excess = len(longer) - len(shorter)
    return excess > _MAX_MARKER_CHARS and excess > _MAX_MARKER_CHARS + len(longer) - _marker_chars(longer)


def _marker_chars(text: str) -> int:
    """The characters of ``text`` other than separators (:data:`_DELETE_SEPARATORS`)."""
    if text.isascii():
        return len(text.encode("ascii").translate(None, _SEPARATOR_BYTES))
    return len(text.translate(_DELETE_SEPARATORS))


def file_extension(name: str) -> str | None:
    """The extension of a page's file name ("story.html": ".html"; :data:`FILE_EXTENSIONS`), else None."""
    stem, dot, extension = name.rpartition(".")
    return dot + extension if stem and extension.lower() in FILE_EXTENSIONS else None


def _index_step(a: str, b: str) -> Step | None:
    """:func:`_path_step` of a folder, as its index file, and a page's file in it (:func:`_as_index`)."""
    as_files = _as_index(a, b), _as_index(b, a)
    return None if as_files == (a, b) else _path_step(*as_files)


def _as_index(path: str, other: str) -> str:
    """A folder's path as its index file when ``other`` is a page's file in it (:func:`file_extension`),
    else ``path``."""
    if path.endswith("/") and len(other) > len(path) and other.startswith(path):
        name = other[len(path):]
        extension = file_extension(name) if "/" not in name else None
        return path + _INDEX + extension if extension else path
    return path


def _path_step(a: str, b: str) -> Step | None:
    """Paths differing in a page marker only: "-2", "/2/", "/page/2", "p2".

    The paths part in a marker each (a shared start, a marker, a shared
    end): their lengths differ by at most the longer one's marker, which
    holds at most its separators, a page word and a number. Most pairs a
    page's links make are ruled out so, before the shared start and end are
    sought (70% of the calls on the speed pages with a URL).

    The shared start and end never split a number in two ("story-3" and
    "story-34" differ in "3"/"34"), but a number that ends where the paths
    part stays shared: "long-read-03" and "long-read-03-2" differ in "-2".
    """
    if _longer_than_a_marker(a, b) or _longer_than_a_marker(b, a):
        return None
    prefix, shared_suffix = _shared_ends(a, b)
    # The parts where the paths differ lie inside the ones compared below (which only grow as numbers
    # are kept whole), so a part longer than a marker rules out a marker step; when neither path starts
    # the other, nothing else is tried (see _index_step). Most pairs end here.
    if prefix < min(len(a), len(b)) and (_longer_than_a_marker(a[prefix:len(a) - shared_suffix], "")
                                         or _longer_than_a_marker(b[prefix:len(b) - shared_suffix], "")):
        return None
    while _is_digit_at(a, prefix - 1) and (_is_digit_at(a, prefix) or _is_digit_at(b, prefix)):
        prefix -= 1
    # The common suffix of what follows the shared start: the paths' own, within the shorter of the two.
    suffix = min(shared_suffix, len(a) - prefix, len(b) - prefix)
    while _is_digit_at(a, len(a) - suffix) and (_is_digit_at(a, len(a) - suffix - 1)
                                                or _is_digit_at(b, len(b) - suffix - 1)):
        suffix -= 1
    old = _PAGE_PART.fullmatch(a[prefix:len(a) - suffix])
    new = _PAGE_PART.fullmatch(b[prefix:len(b) - suffix])
    if (old is None or new is None) and not suffix and prefix in (len(a), len(b)):
        return _index_step(a, b)  # one path starts the other: perhaps a folder and a page's file in it
    if old is None or new is None or not {old["word"].lower(), new["word"].lower()} <= _PAGE_WORDS:
        return None
    word = old["word"].lower() or new["word"].lower()
    old_num, new_num = (int(m["num"]) if m["num"] else None for m in (old, new))
    # What precedes the number, separators included: "/2019/05" then "/2" is a day.
    path, marker = (b, new) if new["num"] else (a, old)
    after_year = not word and bool(_AFTER_YEAR.search(path[:prefix + marker.start("num")]))
    return _make_step(word, old_num, new_num, after_year)


@dataclass(frozen=True)
class _Compared:
    """A URL as :func:`step` compares it: host, path, query, and path with the query sorted."""

    scheme: str
    host: str
    path: str
    query: dict[str, str]
    key: str

    @classmethod
    def of(cls, url: str) -> _Compared:
        split = urlsplit(url)
        query = _query(split.query)
        if any(map(_tracking, query)):
            query = {k: v for k, v in query.items() if not _tracking(k)}
        # Paths compared whatever their case: a server that reads them so is reached at "/STORY/SLUG/"
        # and links its pager as "/story/slug/2/".
        path = as_folder(split.path.lower())
        return cls(split.scheme, _host(split.netloc), path, query,
                   path + "?" + "&".join(f"{k}={v}" for k, v in sorted(query.items())))


def as_folder(path: str) -> str:
    """A static folder's index file as the folder (:data:`STATIC_INDEX_FILES`), else ``path``."""
    if path.endswith(STATIC_INDEX_FILES):
        return path[:path.rfind("/") + 1]
    return path


def step(current_url: str, url: str) -> Step | None:
    """Stage 2: ``url`` as the current URL with another page number, else None."""
    return _step(_Compared.of(current_url), url)


def _step(cur: _Compared, url: str) -> Step | None:
    """:func:`step` from a current URL read once: a page compares dozens of links with it."""
    new = _Compared.of(url)
    if new.scheme not in ("http", "https") or cur.host != new.host:
        return None
    a, b = cur.key, new.key
    if a == b:
        return None
    found = _digit_step(a, b)
    if found is None and cur.path == new.path:
        found = _query_step(cur.query, new.query)
    elif found is None and (cur.query == new.query or _drops_parameters(cur, new)):
        found = _path_step(cur.path, new.path) or _stem_step(cur.path, new.path)
    return found


def _drops_parameters(cur: _Compared, new: _Compared) -> bool:
    """Whether ``new`` keeps some of the current URL's parameters and adds none, on a path beyond the
    site's root: a story reached with a query its pager drops ("/story/slug/?from=rss", "?amp=1", "?id=5"
    beside the slug, then "/story/slug/2/"). A front page's query names what it shows ("/?p=123")."""
    return cur.path != "/" and new.query.items() < cur.query.items()


# The longest ending of a page's path: a "." and a page file's extension (:data:`FILE_EXTENSIONS`).
_MAX_ENDING = 1 + max(map(len, FILE_EXTENSIONS))


def _stem(path: str) -> str:
    """A path without its page's ending: a trailing "/" or a page file's extension (:func:`file_extension`),
    except a script's index file ("/forum/index.php" is a URL of its own, not "/forum/index")."""
    if path.endswith("/"):
        return path[:-1]
    name = path[path.rfind("/") + 1:]
    extension = file_extension(name)
    return path[:-len(extension)] if extension and name[:-len(extension)] != _INDEX else path


def _stem_step(a: str, b: str) -> Step | None:
    """:func:`_path_step` of two paths whose pages end otherwise: a folder or an extensionless page one
    and its later pages as files beside it ("/features/slug/" or "/features/slug", then
    "/features/slug-part2.html"). The ending names no page; compared without it."""
    shared = min(len(a), len(b)) - _MAX_ENDING
    # Most pairs: the shorter stem does not start the longer path. A path no longer than an ending ("/",
    # "/news/") is a front page, not a story whose later pages are files beside it: left to the other steps.
    if shared <= 0 or a[:shared] != b[:shared]:
        return None
    stems = _stem(a), _stem(b)
    if a[len(stems[0]):] == b[len(stems[1]):] or not stems[0] or not stems[1]:
        return None  # the same ending: compared already
    return _path_step(*stems)


class PageUrls:
    """The other pages of one URL among a page's hrefs."""

    @classmethod
    def of(cls, url: str, base: str) -> PageUrls | None:
        """The pages of ``url``; None when urllib cannot read ``url`` or ``base``."""
        own = without_fragment(url)
        if own is None or join(None, own) is None or join(None, base) is None:
            return None
        return cls(url, base)

    def __init__(self, url: str, base: str) -> None:
        self.own, self.base = urldefrag(url)[0], base
        self.compared = _Compared.of(self.own)
        self.host, self.path = self.compared.host, self.compared.path
        self.path_digits = _DIGIT_RUNS.sub("", self.path)
        base_parts = urlsplit(base)
        # What a plain root-relative href is joined to (see PLAIN_ROOTED); None: urljoin always.
        self.origin = f"{base_parts.scheme}://{base_parts.netloc}" if base_parts.scheme in ("http", "https") else None
        self.base_host = _host(base_parts.netloc)
        # A <base href> on another host (a CDN's) puts the pager's relative links there: they are read as
        # the page's own host's, where the crawler asks for them (it follows no other host).
        self.rehost = urlsplit(self.own) if self.base_host != self.host else None
        # What a plain relative href is put after (see _PLAIN_RELATIVE); None: resolve it.
        folder = base_parts.path[:base_parts.path.rfind("/") + 1] or "/"
        self.folder = folder if self.origin is not None and PLAIN_FOLDER.fullmatch(folder) else None
        self.paths: dict[str, bool] = {}  # path -> whether it may be a page of this URL
        self.hosts: dict[str, str] = {}  # netloc -> _host of it: a page's links name a few hosts many times

    def _may_step(self, href: str) -> bool:
        """False only when the href's host or path rules out every kind of step.

        The same page or a step needs the same host and either the same path
        (a query step), the same path but for numbers (a digit step) or the
        same path but for a page marker (a path step).
        """
        if _DOT_SEGMENT in href:
            return True
        parts = _HOST_AND_PATH.fullmatch(href)
        if parts is not None:
            netloc, path = parts.groups()
        elif self.folder is not None and (relative := _PLAIN_RELATIVE.fullmatch(href)) is not None:
            netloc, path = None, self.folder + relative[1]
        else:
            return True  # unusual: resolve it
        host: str | None
        if netloc is None:
            host = self.base_host
        elif (host := self.hosts.get(netloc)) is None:
            host = self.hosts[netloc] = _host(netloc)
        if host != self.host and host != self.base_host:
            return False
        if path not in self.paths:  # links to one path often differ in query or fragment only
            folder = as_folder(path.lower())
            self.paths[path] = (folder == self.path or _DIGIT_RUNS.sub("", folder) == self.path_digits
                                or (_path_step(self.path, folder) or _stem_step(self.path, folder)) is not None)
        return self.paths[path]

    def join(self, href: str) -> str | None:
        """:func:`urls.join` of the base and ``href``, spelt out where urljoin would only prefix it."""
        if self.origin is not None and PLAIN_ROOTED.fullmatch(href):
            return self.origin + href
        return join(self.base, href)

    def locate(self, href: str) -> tuple[str, str] | None:
        """The absolute URL of an href that may be another page of this URL, and that URL without
        fragment; None for the hrefs ruled out (:meth:`_may_step`) or unreadable."""
        if not self._may_step(href):
            return None
        target = self.join(href)
        if target is not None and self.rehost is not None and _host((split := urlsplit(target)).netloc) == self.base_host:
            target = urlunsplit(split._replace(scheme=self.rehost.scheme, netloc=self.rehost.netloc))
        return None if target is None else (target, urldefrag(target)[0])

    def on_site(self, page: str) -> bool:
        """Whether an absolute URL without fragment is another http(s) page of this page's host."""
        split = urlsplit(page)
        return split.scheme in ("http", "https") and _host(split.netloc) == self.host and page != self.own

    def step_of(self, target: str, page: str) -> Step | None:
        """The step from the current page to ``target`` (``page`` is it without fragment): SELF for
        the page itself, None when it is no other page of this URL."""
        return SELF if page == self.own else _step(self.compared, target)

    def resolve(self, href: str) -> tuple[str, str, Step] | None:
        """The absolute URL of ``href``, that URL without fragment, and its step from the current page; or None."""
        located = self.locate(href)
        if located is None:
            return None
        found = self.step_of(*located)
        return (*located, found) if found is not None else None
