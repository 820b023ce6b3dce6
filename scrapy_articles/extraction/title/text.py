"""Title text: how alike two titles are, and titles without the site's name.

Stage: title (a helper of :mod:`title`). Input: title strings (the
``<title>`` field, declared headlines, heading texts) and the site's names.
Output: the edit distance and the paper's match score ``m`` between two
titles, and titles with " | Site"-style affixes removed.
"""

from __future__ import annotations

import html
import re

from ..lazyregex import compile_lazily
from urllib.parse import urlsplit
from collections.abc import Sequence

MIN_TITLE_CHARS = 3  # characters; a shorter remainder is no headline
SITE_TAIL_MAX_WORDS = 3  # words; a site name is short
HEAD_MIN_WORDS = 4  # words; keep short titles whole, their tail may be half the headline

# Separators between a headline and a site name in <title>: "A | B", "A - B", "A :: B"...
_SEPARATOR = r"\s*(?:\||::|[-\u2013\u2014\u00b7\u2022\u00ab\u00bb/~:])\s*"
_SEPARATOR_CHARS = "|-\u2013\u2014\u00b7\u2022\u00ab\u00bb/~:"  # the same, "::" being two ":"
# A separator followed by a headline (" | Headline" after a site name). The site
# name itself is compared as a string: compiling a pattern per site name cost more
# than the rest. (A headline followed by a separator is found by string operations.)
_SEPARATOR_THEN_TAIL = compile_lazily(rf"^{_SEPARATOR}(.+)$", re.I)
# The same with spaces on both sides, as sites write them when the site name is unknown
# (a bare ":" or "-" inside a headline is too common to cut at).
# (Never starting inside a run of spaces: the run's first space was tried before.)
_SEPARATOR_SPACED = compile_lazily(r"(?<!\s)\s+(?:\||::|[-\u2013\u2014\u00b7\u2022\u00ab\u00bb])\s+")
_TRAILING_SEPARATOR = compile_lazily(_SEPARATOR_SPACED.pattern + "$")
# Title parts for site-name stripping: the spaced separators, a colon after a word or
# a trademark sign ("NDTV.com: Headline", "Kalyn's Kitchen®: Recipe"), and the full-width bar and colon of CJK sites, which
# need no spaces ("Headline｜Site"). Captured, so that kept parts rejoin as written.
_PART_SEPARATOR = compile_lazily(r"((?<!\s)\s+(?:\||::|[-\u2013\u2014\u00b7\u2022\u00ab\u00bb:])\s+"
                             r"|(?<=[\w\u00ae\u2122]):\s+|(?<!\s)\s*[\uff5c\uff1a]\s*)")
# The characters one of which every _PART_SEPARATOR holds: a title without any is one
# part, told by str's search (nearly half of the titles and headings cut are).
_PART_SEPARATOR_CHARS = "|:-\u2013\u2014\u00b7\u2022\u00ab\u00bb\uff5c\uff1a"
SECTION_MAX_WORDS = 2  # words; a short part right after a leading site name is a section ("Business")
# A listing's or a thread's page number as a title part ("... - Seite 34", "News - Page 3 of 9 -
# Site"): neither the headline nor the site's name.
_PAGE_PART = compile_lazily(r"(?<!\s)\s+(?:\||::|[-\u2013\u2014\u00b7\u2022:])\s+(?:page|seite|p\u00e1gina|pagina|strona|pag\.)"
                        r"\s*\d+(?:\s*(?:of|von|de|z|/)\s*\d+)?(?=$|\s+(?:\||::|[-\u2013\u2014\u00b7\u2022:])\s)", re.I)
# A character reference, with its semicolon (without one, "&copy" may be a word's start).
_CHARACTER_REFERENCE = compile_lazily(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")
# A comment's end in a text field (openings and tags are found by "<" and a letter, "/" or "!").
_COMMENT_END = "-->"
# Markup written as text into an attribute: comments, scripts and style sheets with their content,
# and tags (an unclosed one with an attribute runs to the end; a bare "a<b" is text); replaced by
# a space, as a block break reads.
_MARKUP_IN_TEXT = compile_lazily(r"<!--.*?(?:-->|$)|<(script|style)\b.*?(?:</\1\s*>|$)|</?[a-z][^<>]*>"
                             r"|<[a-z][\w-]*\s+[\w:.-]+\s*=[^<>]*$|-->",
                             re.I | re.S)


def clean(text: str | None) -> str:
    """Whitespace collapsed and stripped (str.split() and \\s agree on what is space)."""
    return " ".join(text.split()) if text else ""


# A soft hyphen marks where a browser may break a long word ("Er\u00adin\u00adne\u00adrung"): shown
# only at a line's end, it is no part of the word a reader sees nor of the headline declared.
SOFT_HYPHEN = "\u00ad"


def without_soft_hyphens(text: str) -> str:
    """The text without soft hyphens (:data:`SOFT_HYPHEN`)."""
    return text.replace(SOFT_HYPHEN, "")


def no_markup(text: str) -> str:
    """The text before any markup in it: a comment, a tag, or the end of a comment whose
    opening the parser swallowed (with the word it was glued to). What follows markup in
    a text field is another element's text or code: a <title> left open by a malformed end
    tag ("News</titlevalue="true" -->") runs on over the whole document. Character
    references left in the text are decoded first ("Rising &#8211; 33 Tage": declarations
    escaped twice, JSON-LD written with HTML entities): a reader never sees them."""
    if "&" in text:
        text = _CHARACTER_REFERENCE.sub(lambda match: html.unescape(match.group()), text)
    if "<" not in text and _COMMENT_END not in text:
        return text
    cut = len(text)
    stray_end = text.find(_COMMENT_END)
    if stray_end >= 0:
        cut = text.rfind(" ", 0, stray_end) + 1
    for i in range(min(cut, len(text) - 1)):
        if text[i] == "<" and (text[i + 1].isalpha() or text[i + 1] in "/!"):
            cut = i
            break
    return clean(text[:cut])


def without_tags(text: str) -> str:
    """The text of markup written into a text attribute (an alt of "&lt;p&gt;Caption&lt;/p&gt;",
    a CMS pasting a caption's HTML): tags dropped, their text kept, comments and scripts dropped
    whole. Unlike :func:`no_markup`, the text after a tag is kept: in an attribute it is the same
    text's next part, not another element's."""
    return clean(_MARKUP_IN_TEXT.sub(" ", text)) if "<" in text or _COMMENT_END in text else text


def fold(text: str) -> str:
    """Whitespace collapsed, case folded: the form titles are compared in."""
    return clean(text).casefold()


def levenshtein(a: str, b: str) -> int:
    """Edit distance by Myers' bit-vector algorithm (J. ACM 46(3), 1999), after
    Hyyrö's formulation: O(len(a)) big-integer steps instead of a DP table."""
    if len(a) < len(b):
        a, b = b, a
    if not b:
        return len(a)
    peq: dict[str, int] = {}
    for i, char in enumerate(b):
        peq[char] = peq.get(char, 0) | (1 << i)
    full, last = (1 << len(b)) - 1, 1 << (len(b) - 1)
    pv, mv, score = full, 0, len(b)
    for char in a:
        eq = peq.get(char, 0)
        xv = eq | mv
        xh = (((eq & pv) + pv) ^ pv) | eq
        ph = mv | (~(xh | pv) & full)
        mh = pv & xh
        if ph & last:
            score += 1
        elif mh & last:
            score -= 1
        ph = ((ph << 1) | 1) & full
        mh = (mh << 1) & full
        pv = mh | (~(xv | ph) & full)
        mv = ph & xv
    return score


def match_score(candidate: str, title: str) -> float:
    """The paper's m = 1 - min(d, L) / L against the title field (1 = same text)."""
    return folded_match_score(fold(candidate), fold(title))


def folded_match_score(candidate: str, title: str) -> float:
    """:func:`match_score` of two already folded strings."""
    if not title:
        return 0.0
    if abs(len(title) - len(candidate)) >= len(title):
        return 0.0  # the distance is at least the length difference: no match
    if candidate in title or title in candidate:
        distance = abs(len(title) - len(candidate))  # deleting the rest is the cheapest edit
    else:
        distance = levenshtein(candidate, title)
    return 1.0 - min(distance, len(title)) / len(title)


def match_bound(candidate: str, title: str) -> float:
    """An upper bound of :func:`folded_match_score`, from the lengths alone.

    The distance is at least the length difference, so ``m`` is at most
    ``1 - |len(c) - len(t)| / len(t)``: candidates whose bound cannot win are
    never given an edit distance.
    """
    if not title:
        return 0.0
    return max(0.0, 1.0 - abs(len(title) - len(candidate)) / len(title))


def _head_before_separator(text: str) -> str | None:
    """What ``^(.+?)SEP$`` would capture in ``text`` (a headline, then a separator and
    spaces to the end), when it is at least MIN_TITLE_CHARS long; else None.

    The shortest head leaves the longest tail: all spaces before the separator,
    and "::" rather than its last ":". A head never spans a line break.
    """
    kept = text.rstrip()
    if not kept or kept[-1] not in _SEPARATOR_CHARS:
        return None
    separator_at = len(kept) - 2 if kept.endswith("::") else len(kept) - 1
    head = text[:len(kept[:separator_at].rstrip())]
    return head if len(head) >= MIN_TITLE_CHARS and "\n" not in head else None


def _same(a: str, b: str) -> bool:
    return a.lower() == b.lower()  # as the former re.I match of the escaped site name


def strip_site_name(text: str, site_names: Sequence[str]) -> str:
    """Remove " | Site", " - Site", "Site: " and the like for each known site name."""
    # Longest name first ("Example News Network" before "Example News"); ties by text.
    for name in sorted({clean(n) for n in site_names if clean(n)}, key=lambda n: (-len(n), n)):
        size = len(name)
        head = _head_before_separator(text[:-size]) if len(text) > size and _same(text[-size:], name) else None
        if head is not None:
            text = clean(head)
        match = None
        if len(text) > size and _same(text[:size], name):
            match = _SEPARATOR_THEN_TAIL.match(text[size:])
        if match and len(match.group(1)) >= MIN_TITLE_CHARS:
            text = clean(match.group(1))
    return text


def without_page_number(title: str) -> str:
    """The title without a page-number part ("Update verteilt - Seite 34" -> "Update verteilt")."""
    return _PAGE_PART.sub("", title)


def title_parts(title: str) -> list[str]:
    """A title cut at its separators as :func:`strip_site_parts` cuts it: part, separator,
    part, ... (joined, they are the title again)."""
    if not any(char in title for char in _PART_SEPARATOR_CHARS):
        return [title]
    return _PART_SEPARATOR.split(title)


def strip_site_parts(title: str, names: frozenset[str], hosts: frozenset[str] = frozenset()) -> str:
    """Remove parts of a title that name the site (by :func:`is_site_name`) from either
    end: "The Hindu : Business : Headline" -> "Headline" (a short part after a leading
    site name is its section), "Headline - Full Text View - ClinicalTrials.gov" ->
    "Headline" (short parts before a trailing site name are sections or page kinds)."""
    pieces = title_parts(title)  # part, separator, part, ...
    if len(pieces) < 3 or not (names or hosts):
        return title
    start, end = 0, len(pieces)
    if is_site_name(pieces[0], names, hosts):
        start = 2
        while end - start > 1 and len(pieces[start].split()) <= SECTION_MAX_WORDS:
            start += 2
    if end - start > 1 and is_site_name(pieces[end - 1], names, hosts):
        end -= 2
        while (end - start > 1 and len(pieces[end - 1].split()) <= SITE_TAIL_MAX_WORDS
               and len(" ".join(pieces[start:end - 2]).split()) >= HEAD_MIN_WORDS):
            end -= 2
    else:
        end = _before_site_part(pieces, start, end, names, hosts)
    kept = clean("".join(pieces[start:end]))
    # Both ends naming the site ("Mozilla - Wikipedia" on a page with a Mozilla logo)
    # leave no telling which is the headline: the title stays whole.
    return kept if len(kept) >= MIN_TITLE_CHARS and not is_site_name(kept, names, hosts) else title


def _before_site_part(pieces: list[str], start: int, end: int, names: frozenset[str], hosts: frozenset[str]) -> int:
    """Where the kept parts end when a part inside the title names the site and taglines follow
    it ("Headline : Krimiblog-Archiv | Ermittlungen zum Verfall eines Genres | Gegründet 2005"):
    before that part, if the headline before it is long enough to be one; else ``end``."""
    for i in range(start + 2, end - 1, 2):
        if (len(" ".join(pieces[start:i - 1]).split()) >= HEAD_MIN_WORDS
                and is_site_name(pieces[i], names, hosts)):
            return i - 1
    return end


def strip_unknown_site(title: str) -> str:
    """Drop a short last part after a separator ("A long headline here | Site") when the
    site's name is unknown; short titles and long tails are kept whole."""
    parts = _SEPARATOR_SPACED.split(title)
    if len(parts) < 2:
        return title
    head, tail = title[: len(title) - len(parts[-1])], parts[-1]
    head = _TRAILING_SEPARATOR.sub("", head)
    if len(tail.split()) <= SITE_TAIL_MAX_WORDS and len(head.split()) >= HEAD_MIN_WORDS:
        return clean(head)
    return title


# Host labels that name no site: the web's prefixes and the commonest public suffixes.
GENERIC_LABELS = frozenset({"www", "m", "mobile", "amp", "news", "blog", "blogs", "com", "net", "org", "gov",
                             "edu", "co", "uk", "de", "fr", "in", "info", "io", "jp", "cn", "au", "ca", "us"})
SITE_KEY_AFFIX_CHARS = 6  # characters; a key this long at the start or end of a host is its name
SITE_KEY_EXTRA_CHARS = 6  # characters a site's name may add to its host's ("news", "online")
MIN_SITE_KEY_CHARS = 4  # characters; a shorter key ("ap", "tv") matches words by chance
_THE = "the"


# What a site key leaves out: all but letters and digits. In an ASCII text those are the
# bytes below, deleted by bytes.translate in C: most names are ASCII, and the pattern costs
# several times more per character.
_NOT_ALNUM = compile_lazily(r"[\W_]+")
_ASCII_NOT_ALNUM = bytes(c for c in range(128) if not chr(c).isalnum())
MAX_SITE_NAME_CHARS = 75  # characters; longer text is no site name (as titlemarks' logos)


def site_key(text: str) -> str:
    """A name as a site key: letters and digits only, case folded, without a leading "the"
    ("The Hindu" and "thehindu.com" -> "hindu", "hinducom"; "NDTV.com" -> "ndtvcom")."""
    folded = text.casefold()
    key = (folded.encode("ascii").translate(None, _ASCII_NOT_ALNUM).decode("ascii") if folded.isascii()
           else _NOT_ALNUM.sub("", folded))
    return key[len(_THE):] if key.startswith(_THE) and len(key) > len(_THE) + MIN_SITE_KEY_CHARS else key


def host_keys(url: str | None) -> frozenset[str]:
    """Site keys of a URL's host: each label that names the site (without a number appended
    too), and the host itself ("https://www.myfoxtoledo.com/x" -> {"myfoxtoledo", "myfoxtoledocom"})."""
    host = urlsplit(url).hostname if url else None
    if not host:
        return frozenset()
    labels = [label for label in host.split(".") if label not in GENERIC_LABELS]
    # A label with a number appended names the site without it too ("laola1" is "Laola").
    labels += [bare for label in labels if (bare := label.rstrip("0123456789")) != label]
    named = ".".join(label for label in host.split(".") if label not in ("www", "m", "amp"))
    return frozenset(k for k in map(site_key, [*labels, named]) if len(k) >= MIN_SITE_KEY_CHARS)


# A title part that is a host name ("NDTV.com", "ClinicalTrials.gov", "Wired.com"): labels of
# letters, digits and hyphens joined by dots, the last two to six letters. Possessive
# quantifiers on disjoint classes, and a name's first character only (the lookbehind) where
# a search starts: linear whatever the part.
_HOST_PART = compile_lazily(r"(?<![a-z0-9.-])(?:[a-z0-9][a-z0-9-]*+\.)++[a-z]{2,6}", re.I)


def title_hosts(title: str) -> frozenset[str]:
    """Site keys of the title's parts that are host names, as :func:`host_keys` reads a URL's
    host: a page saved without its URL still names its site in its <title> ("NDTV.com: Headline",
    "Headline - Full Text View - ClinicalTrials.gov")."""
    keys: set[str] = set()
    if "." in title:
        for part in title_parts(title)[::2]:
            if _HOST_PART.fullmatch(part.strip()):
                keys |= host_keys(f"http://{part.strip()}/")
    return frozenset(keys)


def leading_or_inner_parts(title: str | None) -> bool:
    """Whether a <title> has parts a site's name may be among that :func:`strip_unknown_site`
    leaves: a short first part ("MyFox Toledo | Headline") or two separators and more ("Headline
    - Full Text View - Site"). Only then is the page's own host worth finding."""
    pieces = title_parts(clean(title))
    return len(pieces) >= 5 or (len(pieces) >= 3 and len(pieces[0].split()) <= SITE_TAIL_MAX_WORDS)


def is_site_name(text: str, names: frozenset[str], hosts: frozenset[str] = frozenset()) -> bool:
    """Whether a title part or a "name" is the site's name: its key is one of the site's
    ``names`` or ``hosts`` keys, or a host key begins or ends with it ("MyFox Toledo",
    "Star Weekly" of starweeklymag.com), or it is a host key and a word more, after or
    before it ("Faith Broadcast News" of faithbroadcast.com, "EFC Bayrische Bembel" of
    bayrische-bembel.de), or a short name whose first word is a host key ("NationNews
    Barbados" of nationnews.com). Only hosts are matched so loosely: a logo's text or alt
    ("Mozilla dinosaur head logo.png") is no host."""
    if len(text) > MAX_SITE_NAME_CHARS:
        return False
    key = site_key(text)
    if len(key) < MIN_SITE_KEY_CHARS:
        return False
    if key in names or key in hosts:
        return True
    if len(key) >= SITE_KEY_AFFIX_CHARS and any(k.startswith(key) or k.endswith(key) for k in hosts):
        return True
    words = text.split()
    # The host's name and its edition ("NationNews Barbados"): the key starts with a host key,
    # and that is the first word's whole key (the first word is keyed only then).
    if 1 < len(words) <= SITE_TAIL_MAX_WORDS and any(
            len(k) >= SITE_KEY_AFFIX_CHARS and key.startswith(k) for k in hosts) \
            and site_key(words[0]) in hosts:
        return True
    return len(words) <= SITE_TAIL_MAX_WORDS + 1 and any(
        len(k) >= SITE_KEY_AFFIX_CHARS and (key.startswith(k) or key.endswith(k))
        and len(key) - len(k) <= SITE_KEY_EXTRA_CHARS for k in hosts)
