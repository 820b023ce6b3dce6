"""Authors: the article's authors, chosen among every source that names someone.

Stage: metadata (a helper of :mod:`metadata`). Input: the JSON-LD graph, the
``<meta>`` contents, the site's names (``og:site_name``, publishers, the
host's labels) and, when the declarations are not to be trusted alone, the
visible tree (after ``strip_invisible``) for bylines. Output: the author names.

Ranking: sources have an order of trust (JSON-LD people, ``article:author``,
the bylines of named tools and standards, ``citation_author``, the generic
``author`` meta tag, then visible bylines, then "by" lines, then the bylines of
teaser cards: other stories', then the first link to a person's page after the
heading), and the first that names a person answers. A
name that is the site's or the publisher's ("ABC News" on abcnews.com, "Valley
Herald" beside og:site_name "Valley Herald"), the page's one-word section's, an organisation's or a desk's ("Us Weekly Staff", "Associated
Press") or a link's label ("View Profile") names no one, so the generic
``author`` tag naming the publisher gives way to the byline the reader sees.
A declared site name answers only when nothing else names anyone and it is
written as a person's name: a personal blog is named after its author.

A declaration that passes these tests answers alone: the page is searched
for bylines (the costly part) only when none does.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Callable, Iterator
from itertools import chain, islice
from typing import Any
from urllib.parse import urlsplit

from lxml import html

from ..lazyregex import compile_lazily
from ..title.text import (GENERIC_LABELS, MIN_SITE_KEY_CHARS, SITE_TAIL_MAX_WORDS, fold, host_keys, is_site_name,
                          site_key)
from .dates import is_date_word
from .bylines import (ASIDE, NAME_PARTICLES, MarkedElements, by_lines, elsewhere, is_url, labelled_bylines,
                      paragraph_bylines, split_byline, tag_bylines, visible_bylines)
from .jsonld import JsonLd

logger = logging.getLogger(__name__)

# <meta> keys that name a person, in order of trust: Open Graph's article author
# (a URL on many sites, then skipped), then the keys of named tools and standards
# (Parse.ly, Sailthru, Cxense, the NYT's byl, Dublin Core, Highwire's citation_author).
_PERSON_KEYS = ("article:author", "og:article:author")
_TOOL_KEYS = ("parsely-author", "sailthru.author", "cxenseparse:author", "byl", "dc.creator",
              "dc.creator.personalname", "dcterms.creator")
_CITATION_KEY = "citation_author"  # written "Last, First"
# The descriptions a byline may open (:func:`described_bylines`), and that byline: "Posted by" or
# "Written by", names, then a spaced dash or bar, within a byline's length.
_DESCRIBING_KEYS = ("og:description", "description")
_DESCRIBED_BY = compile_lazily(r"(?:posted|written)\s+by\s", re.I)
_DESCRIBED_BYLINE_END = compile_lazily(r"\s[-\u2013\u2014|]\s")
MAX_DESCRIBED_BYLINE_CHARS = 120  # characters after the "by"; a byline's length (bylines.MAX_BYLINE_CHARS)
_GENERIC_KEYS = ("author",)  # themes fill it with the site's or the publisher's name
# Twitter's "Written by" label pair (Ghost, WordPress SEO plug-ins): twitter:label1 / twitter:data1.
_TWITTER_PAIRS = (("twitter:label1", "twitter:data1"), ("twitter:label2", "twitter:data2"))
_WRITTEN_BY = "written by"
PARSELY_PAGE = "parsely-page"  # a JSON object: title, author(s), pub_date
# Ranks of the declaring sources (JSON-LD 0, article:author 1, tool keys 2, citation 3, generic
# author 4); visible bylines, then "by" lines, come after them. The first that names a person answers.
_JSONLD_RANK, _GENERIC_RANK = 0, 4  # ranks of two declaring sources
# A login or a slug written where a name should be ("michael.andrusio", "j_doe",
# "gloria-ruiz-kuilan"): lower-case words joined by dots, underscores or hyphens. Declared
# anywhere (JSON-LD, a tool's key, the generic tag), it gives way to a visible byline.
# Starts only where a run of letters and digits does (the lookbehind), so a search tries each run once.
_LOGIN = compile_lazily(r"(?<![a-z0-9])[a-z0-9]+(?:[._-][a-z0-9]+)+")
# A tag inside a declared name written as an HTML fragment (:func:`jsonld_authors`).
_TAG = compile_lazily(r"<[^<>]*>")
MIN_LOGIN_CHARS = 8  # characters; a lower-case word this long is a first and a last name run together


def _is_login(name: str) -> bool:
    """Whether a declared name is a login (:data:`_LOGIN`), or one lower-case word long enough to
    be a first and a last name run together ("arianschlichenmayer": a WordPress user name)."""
    return bool(_LOGIN.fullmatch(name)) or (len(name) >= MIN_LOGIN_CHARS and name.isalpha() and name.islower())


# Leading articles of publications' names ("The Economist", "Die Zeit", "Le Monde"): no person's name starts so.
_ARTICLES = frozenset({"the", "der", "die", "das", "le", "la", "les", "el", "il"})


def parsely_page(meta: dict[str, list[str]]) -> dict[str, Any]:
    """The parsely-page JSON object, or {} when there is none or it does not parse."""
    for text in meta.get(PARSELY_PAGE, ()):
        try:
            data = json.loads(text)
        except ValueError as exc:
            logger.debug("skipping malformed parsely-page: %s", exc)
            continue
        if isinstance(data, dict):
            return data
    return {}


def _inverted(name: str) -> str:
    """"Moreau, Ines" -> "Ines Moreau" (citation_author is written last name first)."""
    last, comma, first = name.partition(",")
    return f"{first.strip()} {last.strip()}" if comma and first.strip() and "," not in first else name


def _declared(graph: JsonLd, meta: dict[str, list[str]]) -> Iterator[tuple[int, list[str]]]:
    """(rank, byline texts) of each declaring source, in order of trust."""
    yield _JSONLD_RANK, jsonld_authors(graph)
    yield 1, _first(meta, _PERSON_KEYS)
    parsely = parsely_page(meta)
    written = [meta[data][0] for label, data in _TWITTER_PAIRS
               if data in meta and any(fold(v) == _WRITTEN_BY for v in meta.get(label, ()))]
    # One key at a time: different keys mostly spell one person differently.
    for key in _TOOL_KEYS:
        yield 2, _first(meta, (key,))
    yield 2, [a for a in _listed(parsely.get("authors") or parsely.get("author"))] + written
    yield 3, [_inverted(a) for a in _first(meta, (_CITATION_KEY,))]
    yield _GENERIC_RANK, _first(meta, _GENERIC_KEYS)


def jsonld_authors(graph: JsonLd) -> list[str]:
    """The people the first JSON-LD article naming anyone credits: a page that declares more
    article nodes lists other stories (a listing's teasers, each with its own authors). A name
    written as an HTML fragment (``"<a href=\"/pl/eksperci/...\">Mateusz Gniazdowski</a>"``: a
    CMS's rendered field) is the fragment's text."""
    for node in graph.articles:
        if names := graph.people(node.get("author")):
            return [_TAG.sub("", name) if name.startswith("<") else name for name in names]
    return []


def described_bylines(meta: dict[str, list[str]]) -> list[str]:
    """The byline a declared description opens with, up to the spaced dash or bar after it
    ("Posted by Nathan Parker, Varun Khaneja and Kiran C Nair - Chrome Safe Browsing team Over
    the past ..."): Blogger writes a post's text, byline first, into a script template and a
    ``<noscript>``, which no reader of the visible page sees, and its first words into the
    description. A description opening with "By" names no one this way: where the name ends
    is not written."""
    found = []
    for key in _DESCRIBING_KEYS:
        for value in meta.get(key, ()):
            value = value.lstrip()
            opening = _DESCRIBED_BY.match(value)
            window = value[opening.end():opening.end() + MAX_DESCRIBED_BYLINE_CHARS] if opening else ""
            end = _DESCRIBED_BYLINE_END.search(window)
            if end and end.start():
                found.append(window[:end.start()])
    return found


def _first(meta: dict[str, list[str]], keys: tuple[str, ...]) -> list[str]:
    return [value for key in keys for value in meta.get(key, ()) if not is_url(value)]


def _listed(value: Any) -> list[str]:
    values = value if isinstance(value, list) else [value]
    return [v for v in values if isinstance(v, str) and v.strip()]


def _names(texts: list[str], sites: tuple[frozenset[str], frozenset[str]], min_words: int = 1,
           site_named: list[str] | None = None, initials: frozenset[str] = frozenset()) -> tuple[str, ...]:
    """The person names in byline texts, the site's own names left out, each once.
    ``site_named``: where the names left out as the site's (by :func:`is_site_name`) go; only
    the visible bylines pass it, and in them a one-word name that is no site key but only a part
    of the host's ("randfish" on randfishkin.com, "Nickel" on fivecentnickel.com) is the
    blogger's login, not the site: a site shows its own name whole. ``initials``: those of the
    site's names (:func:`site_initials`), which credit the newsroom ("JF" on "Junge Freiheit")."""
    seen: dict[str, str] = {}
    for text in texts:
        for name in split_byline(_without_site_label(text, sites)):
            if (len(name.split()) < min_words or is_date_word(name) or _site_led(name, sites)
                    or _host_initials(name, sites[1]) or name.casefold() in initials):
                continue
            if is_site_name(name, *sites) and not (site_named is not None and _login_in_host(name, sites)):
                if site_named is not None:
                    site_named.append(name)
                continue
            seen.setdefault(name.casefold(), name)
    return tuple(seen.values())


def _without_site_label(text: str, sites: tuple[frozenset[str], frozenset[str]]) -> str:
    """The byline without the site's name written before it as a label ("unocero - Alberto
    Ávila" in a generic ``author`` tag): a name ends at a spaced dash, so the site's would be
    read alone."""
    if " " not in text:
        return text
    parts = _NAME_PART_SEPARATOR.split(text, maxsplit=1)
    return parts[1] if len(parts) == 2 and parts[1].strip() and is_site_name(parts[0].strip(), *sites) else text


# What turns a site's name into its writer's ("Krimiblog" -> "Krimiblogger"): a site's name adds
# words ("news", "online", "archiv"), never these endings of an agent noun.
_AGENT_ENDINGS = ("ger", "er")


def _login_in_host(name: str, sites: tuple[frozenset[str], frozenset[str]]) -> bool:
    """Whether a one-word name is a part of a host key, shorter than it, and no site key itself
    ("Krimiblog-Archiv" on archiv.krimiblog.de is the site's name and more: not a part), or a host
    key with an agent noun's ending, the site's writer ("Krimiblogger" on krimiblog.de: the
    blogger of the blog; is_site_name matches a host key and a few letters more loosely)."""
    key = site_key(name)
    return (" " not in name and key not in sites[0] and key not in sites[1]
            and any(key in host or (key.startswith(host) and key[len(host):] in _AGENT_ENDINGS)
                    for host in sites[1]))


def _widest_agreeing(named: tuple[str, ...], others: list[tuple[str, ...]]) -> tuple[str, ...]:
    """The names of the most trusted source, or those of a less trusted one that names each of
    them and more: a tool's key may name the first of two authors ("parsely-author"), the
    generic tag both ("Ibtisam Mahdi, Ruwaida Kamal Amer")."""
    folded = {n.casefold() for n in named}
    wider = [names for names in others if len(names) > len(named) and folded <= {n.casefold() for n in names}]
    return max(wider, key=len) if wider else named


# A name of this many words or more whose initials open a host key is the site's, spelt out
# ("Deutscher Tennis Bund" on dtb-tennis.de); two initials open too many hosts by chance, so a
# name of two words is the site's only when its initials are a host key whole ("Deutsche Welle"
# on dw.com).
MIN_INITIALLED_WORDS = 3


def _host_initials(name: str, hosts: frozenset[str]) -> bool:
    """Whether a name is the one the host abbreviates: a host key opens with the initials of its
    words ("Deutscher Tennis Bund" on dtb-tennis.de, "dtbtennis"), or is the initials of its two
    words. An organisation's name, never a person's: a person's initials are no one's domain (at
    most four words, as site names are short)."""
    words = name.split()
    if not MIN_INITIALLED_WORDS - 1 <= len(words) <= SITE_TAIL_MAX_WORDS + 1:
        return False
    initials = "".join(w[0] for w in words if w not in NAME_PARTICLES).casefold()
    if len(words) < MIN_INITIALLED_WORDS:
        # The host's keys hold no key this short alone: the host whole ("dwcom") is its name and a
        # generic label.
        return any(host.startswith(initials) and host[len(initials):] in GENERIC_LABELS for host in hosts)
    return any(host.startswith(initials) for host in hosts)


def _site_led(name: str, sites: tuple[frozenset[str], frozenset[str]]) -> bool:
    """Whether a "name" is the site's name and the edition or region after it ("Houzz
    Deutschland", "Eurosport Deutschland"): its first word is a name or host key of the site."""
    words = name.split()
    key = site_key(words[0]) if 1 < len(words) <= SITE_TAIL_MAX_WORDS else ""
    return len(key) >= MIN_SITE_KEY_CHARS and (key in sites[0] or key in sites[1])


# Visible byline sources read for a co-author of a name declared alone: the story's own byline
# comes first (:func:`bylines.visible_bylines` passes over related stories and comments).
COSIGNED_SOURCES = 3


def _cosigned(names: tuple[str, ...], root: html.HtmlElement, worth_searching: Any, marked: MarkedElements,
              sites: tuple[frozenset[str], frozenset[str]]) -> tuple[str, ...]:
    """The one name a meta tag declares, or the names of a visible byline that names it and more:
    a CMS's author tag holds a story's first author ("Rudolf Fischer" for the byline "von Rudolf
    Fischer, Simon Kohler"). JSON-LD lists every author it credits and is not read so."""
    folded = names[0].casefold()
    for texts in islice(visible_bylines(root, worth_searching, marked), COSIGNED_SOURCES):
        shown = _names(texts, sites)
        if len(shown) > 1 and any(n.casefold() == folded for n in shown):
            return shown
    return names


def _visible(root: html.HtmlElement, worth_searching: Any, by_lines_worth: bool,
             lines: Callable[[], list[html.HtmlElement]], marked: MarkedElements) -> Iterator[tuple[list[str], int]]:
    """(byline texts, fewest words a name must have) of each visible source, in order of trust:
    the bylines of teaser cards last, after every source of the story's own."""
    teasers: list[list[str]] = []
    for texts in chain(visible_bylines(root, worth_searching, marked, teasers), tag_bylines(marked)):
        yield texts, 1
    yield from by_lines(root, by_lines_worth, lines(), marked)
    yield from paragraph_bylines(marked)
    yield from labelled_bylines(marked)
    for texts in teasers:
        yield texts, 1


# Words publications are named with ("Washington Post", "Valley Herald", "Ostbelgien Direkt",
# "Lebensmittel Praxis"), folded: a site's name holding one is no blogger's own name. Read only
# for the site's name as the last resort: "Emily Post" writing a byline is a person.
_PUBLICATION_WORDS = frozenset({
    "post", "times", "herald", "journal", "daily", "tribune", "gazette", "courier", "observer", "chronicle",
    "review", "report", "reporter", "online", "today", "weekly", "monthly", "insider", "digest", "standard",
    "telegraph", "mirror", "guardian", "independent", "examiner", "inquirer", "sentinel", "register",
    "dispatch", "bulletin", "ledger", "monitor", "record", "globe", "mail", "express", "radio", "tv", "blog",
    "portal", "info", "direct", "direkt", "praxis", "zeitung", "kurier", "bote", "anzeiger", "blatt",
    "rundschau", "aktuell", "heute", "welt", "news", "nachrichten", "magazin", "magazine",
    "journaal", "krant", "diario", "noticias", "periódico", "revista",
    "quotidien", "hebdo", "gazzetta", "corriere", "giornale", "illustrierte", "illustrated",
    # A country or region after the body's name: its edition or branch ("Diakonie Deutschland").
    "deutschland", "\u00f6sterreich", "schweiz", "suisse", "germany", "austria", "switzerland", "espa\u00f1a",
    "italia", "international", "europe", "europa"})


# German compounds end in the word publications are named with ("Wirtschaftsnachrichten",
# "Ärztezeitung", "Abendblatt"): read at a word's end, after a stem of this many letters or more.
_PUBLICATION_ENDINGS = ("nachrichten", "zeitung", "blatt", "kurier", "anzeiger", "rundschau", "bote", "news",
                        "magazin")
MIN_COMPOUND_STEM = 3  # letters


def _publication_named(name: str) -> bool:
    """Whether a name holds a word publications are named with (:data:`_PUBLICATION_WORDS`), alone
    or as a compound's end (:data:`_PUBLICATION_ENDINGS`)."""
    words = [word.casefold() for word in name.split()]
    return any(word in _PUBLICATION_WORDS or (word.endswith(_PUBLICATION_ENDINGS) and any(
        len(word) - len(end) >= MIN_COMPOUND_STEM for end in _PUBLICATION_ENDINGS if word.endswith(end)))
        for word in words)


def _personal(name: str) -> bool:
    """Whether a name is written as a person's: two words or more, every word capitalised but
    name particles ("Haki Benita", "Michiel de Jong"; not "City of Harlow"), no leading
    article ("The Economist") and no initialism ("EFC Bayrische Bembel"): a site named after
    one word ("Solarserver") is no one's name."""
    words = name.split()
    return (len(words) >= 2 and words[0].casefold() not in _ARTICLES
            and all((w[:1].isupper() and not (len(w) > 1 and w.isupper())) or w in NAME_PARTICLES for w in words))


# <meta> keys naming the publisher or the site: a byline equal to one names no one.
# article:publisher is mostly the publisher's page on a social network (its last path
# segment is the publisher's handle, "solarserver.de"). Not the copyright line nor the
# Twitter handle: on a personal blog they are the author's own name.
_PUBLISHER_KEYS = ("publisher", "dc.publisher", "citation_publisher", "article:publisher", "og:site_name")
# Site name parts: "Achtsam durch die Krise | Die FURCHE" names the site after its separator.
# A match starts only at a run's first space (or at a bar after no space): scans stay linear.
_NAME_PART_SEPARATOR = compile_lazily(r"(?<!\s)\s+[|\u2013\u2014:-]\s+|(?<!\s)\s*\|\s*")


def publisher_keys(meta: dict[str, list[str]]) -> frozenset[str]:
    """Site keys (:func:`titletext.site_key`) of the publisher's and the site's names the
    meta tags give, each part of a name written with separators on its own too. A publisher's
    page that is also the declared author's (``article:publisher`` and ``article:author`` the same
    profile: a one-person site publishes itself) names no one but that author."""
    keys: set[str] = set()
    authors_pages = {value.rstrip("/") for key in _PERSON_KEYS for value in meta.get(key, ()) if is_url(value)}
    for key in _PUBLISHER_KEYS:
        for value in meta.get(key, ()):
            if value.rstrip("/") in authors_pages:
                continue
            if is_url(value):
                handle = urlsplit(value if "//" in value else f"//{value}").path.rstrip("/").rpartition("/")[2]
                keys.update(map(site_key, (handle, handle.rpartition(".")[0])))
            else:
                # A byline's aside is cut before it is compared ("Deutsche Welle (www.dw.com)" in the
                # generic tag gives "Deutsche Welle"): so is the publisher's.
                unaside = ASIDE.sub(" ", value) if "(" in value else value
                keys.update(site_key(part) for part in {value, unaside, *_NAME_PART_SEPARATOR.split(value)})
    return frozenset(k for k in keys if len(k) >= MIN_SITE_KEY_CHARS)


MAX_SITE_INITIALS = 4  # letters; a site's name of two to this many words is credited by its initials


def site_initials(meta: dict[str, list[str]]) -> frozenset[str]:
    """The initials, case folded, of the site's and the publisher's names of two words or more
    that the meta tags give ("JUNGE FREIHEIT" -> "jf"): a byline naming them credits the newsroom."""
    found = set()
    for key in _PUBLISHER_KEYS:
        for value in meta.get(key, ()):
            words = value.split()
            if not is_url(value) and 2 <= len(words) <= MAX_SITE_INITIALS:
                found.add("".join(w[0] for w in words).casefold())
    return frozenset(found)


# The page's section ("Territorio" in "Camila Méndez en Territorio": Spanish "en" is also the Dutch
# "and" the joiners split on). One word only: a column's section is named after its columnist.
_SECTION_KEY = "article:section"


def section_keys(meta: dict[str, list[str]]) -> frozenset[str]:
    """Site keys of the one-word sections the meta tags name: a byline's part equal to one names no one."""
    return frozenset(key for value in meta.get(_SECTION_KEY, ()) if " " not in value.strip()
                     and len(key := site_key(value)) >= MIN_SITE_KEY_CHARS)


# The path of a person's page on the site: "/author/ann-lee", "/authors/...", "/staff/...",
# "/profile/...", "/profil/...", "/user/profile/rmonge", then the person's slug.
_PERSON_PAGE = compile_lazily(r"/(?:authors?|auteur|autor|autore|autores|autoren|staff|profile|profil|user|users)"
                              r"/([^?#]+)", re.I)
# A slug is written first name, last name ("andrew-woodcock", "rmonge"), then maybe an id or a
# suffix: its letters end with the last name. A column's name ("Reflexiones de Fidel" linked to
# "/autor/fidel-castro-ruz/") ends elsewhere.
_SLUG_TAIL = "0123456789-_."
MIN_SLUG_NAME_CHARS = 3  # letters; shorter last names ("Up" in "/user/signup") are in too many slugs by chance


def linked_person(root: html.HtmlElement, sites: tuple[frozenset[str], frozenset[str]]) -> tuple[str, ...]:
    """The person the first link to a person's page after the first ``<h1>`` names, when the
    page names no one otherwise: a byline shown as a link alone, no "by", no mark, off the
    heading's line ("<a href="/author/andrew-woodcock">Andrew Woodcock</a><div>Political
    Editor</div>", "<a href="/fr/staff/uriel-gadessaud/">"), on the page's own site (another
    site's is a blogroll's), outside menus, footers and teasers (:func:`bylines.elsewhere`).
    Its text must be written as a person's name and a segment of its path end with the last
    name: a desk ("/author/admin/" labelled "Miami Today"), a numbered profile, a navigation
    link ("Sign Up" to "/user/signup") and a column ("Reflexiones de Fidel" to
    "/autor/fidel-castro-ruz/") name no one; the site's or a publication's name neither."""
    heading = root.find(".//h1")
    if heading is None:
        return ()
    for link in heading.xpath("following::a[@href]"):
        href = link.get("href", "")
        if (match := _PERSON_PAGE.search(href)) is None:
            continue
        name = " ".join(link.text_content().split())
        if not name or elsewhere(link):
            continue  # the person's picture, linked before the name; another story's teaser
        if urlsplit(href).hostname and not host_keys(href) & sites[1]:
            return ()  # another site's author: a blogroll, a network's profile
        last = name.rsplit(None, 1)[-1].casefold()
        if (_personal(name) and len(last) >= MIN_SLUG_NAME_CHARS and last.isalpha()
                and any(part.rstrip(_SLUG_TAIL).endswith(last) for part in match.group(1).casefold().split("/"))
                and not _publication_named(name)):
            return _names([name], sites, 2)
        return ()
    return ()


def choose_authors(graph: JsonLd, meta: dict[str, list[str]], sites: tuple[frozenset[str], frozenset[str]],
                   root: html.HtmlElement,
                   worth_searching: Any, by_lines_worth: Any,
                   lines: Callable[[], list[html.HtmlElement]],
                   marked: MarkedElements | None = None) -> tuple[str, ...]:
    """The article's authors (see the module docstring); () when no source names a person.

    ``sites``: the site keys (:func:`titletext.site_key`) of the site's names and of its host.
    ``worth_searching`` and ``by_lines_worth``: cheap tests of whether the
    page can hold marked bylines and "by" lines at all; ``lines``: the page's
    :func:`bylines.heading_lines`, read once for dates and authors; ``marked``: its
    :class:`bylines.MarkedElements`, when already read.
    """
    sites = sites[0] | publisher_keys(meta) | section_keys(meta), sites[1]
    texts = list(_declared(graph, meta))
    chosen = next(((rank, text, names) for rank, text in texts if (names := _names(text, sites))), None)
    logins: tuple[str, ...] = ()
    if chosen is not None and all(map(_is_login, chosen[2])):
        logins, chosen = chosen[2], None  # the byline the reader sees spells the name
    if chosen is not None:
        # Only a longer byline can name more people: the others are not split again.
        longest = max(map(len, chosen[1]))
        names = _widest_agreeing(chosen[2], [_names(text, sites) for _, text in texts
                                             if text is not chosen[1] and any(len(t) > longest for t in text)])
        if len(names) == 1 and chosen[0] != _JSONLD_RANK:
            marked = marked if marked is not None else MarkedElements(root)
            return _cosigned(names, root, worth_searching, marked, sites)
        return names
    # The page is searched only when no declaration names a person (or only the generic tag,
    # by a login); the names it shows that are the site's are kept for the last resort.
    shown: list[str] = []
    marked = marked if marked is not None else MarkedElements(root)
    initials = site_initials(meta)
    for found, min_words in _visible(root, worth_searching, by_lines_worth(), lines, marked):
        if names := _names(found, sites, min_words, shown, initials):
            return names
    if names := _names(described_bylines(meta), sites, 2):
        return names
    if names := linked_person(root, sites):
        return names
    if logins:
        return logins
    # The site's name is the last resort: a personal blog is named after its author. Declared,
    # or shown when it is the host's name ("Matt Cutts" on mattcutts.com).
    no_site: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset())
    for _, text in texts:
        if names := tuple(n for n in _names(text, no_site) if _personal(n) and not _host_initials(n, sites[1])
                          and not _publication_named(n)):
            return names
    return next(((n,) for n in shown if _personal(n) and is_site_name(n, frozenset(), sites[1])
                 and not _publication_named(n)), ())
