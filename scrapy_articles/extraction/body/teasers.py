"""Teasers of other stories among the kept blocks (a helper of :mod:`tidy`).

Stage: tidy. Input: the blocks, the kept mask and the page's URL. Output:
the kept blocks that point at other stories: runs of teaser records (a
headline link to another page of the site, then a sentence or a date), any
links under a teaser heading ("Related", "Most read"), and lists whose items
are all headline links. Teaser lists share one shape, record after record;
story paragraphs do not. A link within the page (a table of contents) or to
another site (a reference) is no teaser's. A headline link standing alone in
the story (one or two "inline related" links between its paragraphs, the
Read-more line without its label) is a teaser too: a block that is nothing but
one link, to another story of the site (its address an article's: a dated path,
a headline's slug, an asset number), worded as a headline, not as a sentence
(several links side by side are a row the story may list; a link to the site's
report or section page is the story's own). A blogroll is other sites' teasers: a run
of MIN_BLOGROLL_LINKS blocks or more, each one short link to the home page of another
site, most to sites of their own (a story's list of tools or references links to pages
inside those sites, not to their home pages). And a list of links outside the story is
no part of it, whatever its host or wording: records alike, each a link and nothing else
(link density, Kohlschütter et al. 2010), after the story's last paragraph or before its
first in a column beside it (:func:`link_list_blocks`).
"""

from __future__ import annotations

from urllib.parse import urlsplit

import numpy as np
from lxml import html

from ..content.segment import CONTEXT_TAGS, Blocks
from ..document.positions import text_of
from ..document.urls import join
from ..lazyregex import compile_lazily
from ..page.kinds import article_url
from .chrome import LINK_SHARE, SENTENCE_ENDS, is_teaser_heading

# Words of a teaser: a headline link or a sentence or two below it.
MAX_TEASER_WORDS = 40
# Words of a teaser heading that is not marked up as one ("Most read" in a div, "Das
# könnte Sie auch interessieren").
MAX_LABEL_WORDS = 5
# Characters of a headline link that may lie outside the link (a bullet, a colon, a count).
HEADLINE_SLACK_CHARS = 2
# Short lines a teaser record holds under its headline link (a sentence, a date).
TEASER_LINES = 2
# Headline links a row of sibling records needs to be a teaser list.
MIN_TEASER_RECORDS = 3
# Words of a headline link in a teaser list (shorter links are menus or tags).
MIN_HEADLINE_WORDS = 3
# Words of a headline link standing alone among the story's paragraphs: one more than in a
# list, since an author's or a place's name linked to its page is three words or fewer.
MIN_LONE_HEADLINE_WORDS = 4
# How a linked line ends when it is a sentence of the story ("Find more costume ideas
# here.", "Click here for the second half."), not a headline (which may ask a question).
_SENTENCE_LINK_ENDS = (".", "!")
# An asset number in a path (/news/business-52199888, /article/123456.html): with a dated path
# or a slug (page.kinds.article_url), how a CMS addresses a story.
_ASSET_NUMBER = compile_lazily(r"\d{5,}")
# Links of a blogroll run, one a block: fewer are a story's short list of sites.
MIN_BLOGROLL_LINKS = 8
# Words of a blogroll entry (a site's name).
MAX_BLOGROLL_WORDS = 5
# Share of a blogroll run's links that go to sites no other entry of the run links to: a
# blogroll names other people's sites, a row of one site's pages is a menu.
MIN_BLOGROLL_HOSTS = 0.75
# Path segments of a home page's address ("/", "/blog/", "/~jo/").
MAX_HOME_SEGMENTS = 1

# Words of a block outside a teaser box that is the story's paragraph, not a teaser's line: the
# floor of a story paragraph that restore.py puts back after an interruption.
MIN_PARAGRAPH_WORDS = 15
# Link density (Kohlschütter et al. 2010: the share of a text's characters inside links) from which
# a repeated record, and the list holding its records, are links and nothing else: a rail's,
# a sidebar module's or an archive strip's. A record with a sentence of its own (a dek) falls below.
LINK_RECORD_DENSITY = 0.9
LINK_LIST_DENSITY = 0.8
# Levels above a block at which its record may stand (the <li> itself, or the <li> around a
# heading's link).
LINK_RECORD_LEVELS = 2
# Link share of a story paragraph: what marks the story's span (its first and last paragraph).
MAX_PARAGRAPH_LINK_SHARE = 0.2

_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
# Column of Blocks.context for a <table> ancestor.
_TABLE_COLUMN = CONTEXT_TAGS.index("table")


def teaser_blocks(blocks: Blocks, kept: np.ndarray, url: str | None) -> np.ndarray:
    """Blocks of other stories: runs of teaser records (a headline link, then up to
    TEASER_LINES short lines: a sentence, a date), MIN_TEASER_RECORDS of them or more, or
    any under a teaser heading, and the heading itself; and lists of such links
    (:func:`_headline_rows`)."""
    out = np.zeros(len(kept), dtype=bool)
    linked = blocks.link_chars >= LINK_SHARE * np.maximum(blocks.n_chars, 1)
    # A table's rows are records of the story's own data (a filmography, results), not teasers.
    headline_link = ((blocks.link_chars >= blocks.n_chars - HEADLINE_SLACK_CHARS) & (blocks.n_chars > 0)
                     & (blocks.n_words >= MIN_HEADLINE_WORDS) & (blocks.n_words <= MAX_TEASER_WORDS)
                     & ~blocks.context[:, _TABLE_COLUMN])
    run: list[int] = []  # the blocks of the run so far
    headed, links, lines = False, 0, 0  # under a teaser heading; links in the run; lines since the last
    orphans = 0  # lines under a teaser heading before its first link
    box = -1  # the innermost element holding the teaser heading and its first teaser
    # Python lists, not numpy scalars, read block by block (index -1 ends the walk).
    is_linked, is_headline_link = linked.tolist(), headline_link.tolist()
    n_words, heading = blocks.n_words.tolist(), blocks.heading.tolist()
    for i in kept.nonzero()[0].tolist() + [-1]:
        # Under a teaser heading any link is a teaser; elsewhere only a headline link is,
        # and any other link ends the run (references, a list of tools, a menu).
        link = is_linked[i] if headed else is_headline_link[i] and links_within_site(blocks.elements[i], url)
        short = not is_linked[i] and lines < TEASER_LINES and n_words[i] <= MAX_TEASER_WORDS
        # A story's paragraph after the box holding the teaser heading and its first teaser (a
        # rail inside the story) is none of the teasers' lines.
        beyond = short and box >= 0 and _is_paragraph(blocks, i) and not _holds(blocks, box, i)
        # The first record's lines whose headline link the method left out: inside the heading's
        # box, a level below it (in a record), not beside it as the story's paragraphs are.
        if (headed and not links and orphans < TEASER_LINES and i >= 0 and not is_linked[i]
                and n_words[i] <= MAX_TEASER_WORDS and _in_record_under(blocks, run[0], i)):
            run.append(i)
            orphans += 1
            continue
        if run and i >= 0 and (link or short and not beyond):
            if headed and link and not links:
                box = _common_box(blocks, run[0], i)
            run.append(i)
            links, lines = (links + 1, 0) if link else (links, lines + 1)
            continue
        if (headed and links) or links >= MIN_TEASER_RECORDS:
            out[run] = True
        elif headed:
            out[run[0]] = True  # a teaser heading whose teasers the method left out (or are pictures)
        run, headed, links, lines, box, orphans = [], False, 0, 0, -1, 0
        if i < 0:
            break
        if (heading[i] or n_words[i] <= MAX_LABEL_WORDS) and is_teaser_heading(blocks.texts[i]):
            run, headed, lines = [i], True, TEASER_LINES  # a link must come first
        elif is_headline_link[i] and links_within_site(blocks.elements[i], url):
            run, links = [i], 1
    out |= (_headline_rows(blocks, kept, linked, url) | blogroll_blocks(blocks, kept, url)
            | link_list_blocks(blocks, kept, url))
    return out | _lone_headline_links(blocks, kept & ~out, headline_link, url)


def link_list_blocks(blocks: Blocks, kept: np.ndarray, url: str | None) -> np.ndarray:
    """Kept blocks of a list of links outside the story: each block all link, in a record repeated
    MIN_TEASER_RECORDS times or more among its siblings (same tag and class: the records of a list
    share one shape, Liu et al. 2003), the record and the list holding it of link density
    LINK_RECORD_DENSITY and LINK_LIST_DENSITY or more (Kohlschütter et al. 2010), standing after the
    story's last paragraph (a paragraph: :func:`_is_paragraph`, with few links), or before its first
    outside the story's column (the innermost element holding both). Sidebar modules, rails of other
    stories and archive strips a method keeps with the story are such lists whatever their wording,
    and a page saved without its address gives no host to tell them by. A list of links between the
    story's paragraphs (its sources) or at the head of its column (a colophon's list of tools) stays,
    and so do a table of contents (links within the page) and, where the page's site is known, a
    list of links to other sites only (references, :func:`links_within_site`)."""
    out = np.zeros(len(kept), dtype=bool)
    candidates = (kept & (blocks.link_chars >= LINK_RECORD_DENSITY * np.maximum(blocks.n_chars, 1))
                  & (blocks.n_chars > 0))
    if not candidates.any():
        return out
    story = (kept & (blocks.n_words >= MIN_PARAGRAPH_WORDS)
             & (blocks.link_chars < MAX_PARAGRAPH_LINK_SHARE * np.maximum(blocks.n_chars, 1))).nonzero()[0].tolist()
    story = [i for i in story if blocks.texts[i].rstrip().endswith(SENTENCE_ENDS)]
    if not story:
        return out
    first, last = story[0], story[-1]
    candidates[first:last + 1] = False
    column = None  # the story's column, found when a list before the story asks
    chars, link_chars, alike = blocks.element_chars, blocks.element_link_chars, blocks.element_alike
    for i in candidates.nonzero()[0].tolist():
        for k in range(LINK_RECORD_LEVELS):
            record, listing = int(blocks.ancestors[i, k]), int(blocks.ancestors[i, k + 1])
            if record < 0 or listing < 0:
                break
            if alike[record] >= MIN_TEASER_RECORDS:
                out[i] = (link_chars[record] >= LINK_RECORD_DENSITY * chars[record]
                          and link_chars[listing] >= LINK_LIST_DENSITY * chars[listing])
                break
        if out[i] and i < first:
            # Before the story, its own column holds its opening: only a column beside it holds chrome.
            column = column if column is not None else _common_container(blocks.elements[first],
                                                                         blocks.elements[last])
            out[i] = column not in blocks.elements[i].iterancestors()
        out[i] = out[i] and _links_elsewhere(blocks.elements[i], url)
    return out


def same_host(a: str, b: str) -> bool:
    """Whether two hosts (``urlsplit().netloc``) name one site: hosts are case-insensitive (RFC 3986,
    3.2.2), and a site answers at its bare name and at "www." alike, its links using either."""
    return a == b or a.lower().removeprefix("www.") == b.lower().removeprefix("www.")


def _common_container(a: html.HtmlElement, b: html.HtmlElement) -> html.HtmlElement | None:
    """The innermost element holding both ``a`` and ``b`` (``a``'s parent when they are one)."""
    above = set(b.iterancestors())
    return next((el for el in a.iterancestors() if el in above), None)


def _links_elsewhere(el: html.HtmlElement, url: str | None) -> bool:
    """Whether ``el`` links another page: of the page's site when its address is known
    (:func:`links_within_site`), else any page but this one (no link within the page)."""
    if url:
        return links_within_site(el, url)
    return any((href := (link.get("href") or "").strip()) and not href.startswith(("#", "javascript:", "mailto:"))
               for link in el.iter("a"))


def blogroll_blocks(blocks: Blocks, kept: np.ndarray, url: str | None) -> np.ndarray:
    """Kept blocks of a blogroll: MIN_BLOGROLL_LINKS kept blocks or more in a row, each one link
    of at most MAX_BLOGROLL_WORDS words to the home page of another site (:func:`_home_of`), at
    least MIN_BLOGROLL_HOSTS of them to sites of their own. Runs are found on the arrays first:
    most pages have none, and their links are never read."""
    out = np.zeros(len(kept), dtype=bool)
    bare = (kept & (blocks.n_chars > 0) & (blocks.link_chars >= blocks.n_chars - HEADLINE_SLACK_CHARS)
            & (blocks.n_words <= MAX_BLOGROLL_WORDS))
    if np.count_nonzero(bare) < MIN_BLOGROLL_LINKS:
        return out
    rank = np.cumsum(kept) - 1  # each kept block's place among the kept blocks
    candidates = bare.nonzero()[0]
    breaks = (np.diff(rank[candidates]) != 1).nonzero()[0] + 1
    site = urlsplit(url).netloc if url else None  # without the page's address, any host is another site
    for run in np.split(candidates, breaks):
        if len(run) < MIN_BLOGROLL_LINKS:
            continue
        hosts = [_home_of(blocks.elements[i], url, site) for i in run.tolist()]
        # Broken where an entry is not a home page's link: the stretches between are runs too.
        start = 0
        for end in [k for k, host in enumerate(hosts) if host is None] + [len(hosts)]:
            found = hosts[start:end]
            if len(found) >= MIN_BLOGROLL_LINKS and len(set(found)) >= MIN_BLOGROLL_HOSTS * len(found):
                out[run[start:end]] = True
            start = end + 1
    return out


def _home_of(el: html.HtmlElement, url: str | None, site: str | None) -> str | None:
    """The host of the home page another site ``el``'s one link leads to (its path of at most
    MAX_HOME_SEGMENTS segments, no query), or None."""
    anchors = list(el.iter("a"))
    if len(anchors) != 1:
        return None
    href = (anchors[0].get("href") or "").strip()
    target = join(url, href) if href and not href.startswith(("#", "javascript:", "mailto:")) else None
    if target is None:
        return None
    parts = urlsplit(target)
    if not parts.netloc or (site is not None and same_host(parts.netloc, site)) or parts.query:
        return None
    return parts.netloc if len([s for s in parts.path.split("/") if s]) <= MAX_HOME_SEGMENTS else None


def _lone_headline_links(blocks: Blocks, kept: np.ndarray, headline_link: np.ndarray, url: str | None) -> np.ndarray:
    """Kept blocks that are a headline link alone: MIN_LONE_HEADLINE_WORDS words or more, all
    one link to another story of the site (:func:`_story_link`), not ending as a sentence does."""
    out = np.zeros(len(kept), dtype=bool)
    for i in (kept & headline_link & (blocks.n_words >= MIN_LONE_HEADLINE_WORDS)).nonzero()[0].tolist():
        if blocks.texts[i].rstrip().endswith(_SENTENCE_LINK_ENDS):
            continue
        anchors = [a for a in blocks.elements[i].iter("a") if a.text_content().strip()]
        out[i] = len(anchors) == 1 and _story_link(anchors[0], url)
    return out


def _story_link(anchor: html.HtmlElement, url: str | None) -> bool:
    """Whether ``anchor`` leads to another page of the page's site addressed as a story is."""
    href = (anchor.get("href") or "").strip()
    target = join(url, href) if href and not href.startswith(("#", "javascript:", "mailto:")) else None
    if target is None or target.split("#")[0] == (url or "").split("#")[0]:
        return False
    parts = urlsplit(target)
    if not same_host(parts.netloc, urlsplit(url).netloc if url else ""):
        return False
    return article_url(target) or _ASSET_NUMBER.search(parts.path) is not None


def _common_box(blocks: Blocks, heading: int, i: int) -> int:
    """The innermost container of block ``heading`` that holds block ``i``, or -1 (none within
    the levels Blocks.ancestors records)."""
    for element in blocks.ancestors[heading, 1:].tolist():
        if element >= 0 and _holds(blocks, element, i):
            return int(element)
    return -1


def _in_record_under(blocks: Blocks, heading: int, i: int) -> bool:
    """Whether block ``i`` sits in a record under teaser heading ``heading``: inside the heading's
    parent, and not a child of it (the story's paragraphs stand beside their subheadings)."""
    box, parent = int(blocks.ancestors[heading, 1]), int(blocks.ancestors[i, 1])
    return box >= 0 and parent != box and _holds(blocks, box, i)


def _is_paragraph(blocks: Blocks, i: int) -> bool:
    """Whether block ``i`` reads as a story's paragraph: MIN_PARAGRAPH_WORDS words or more,
    ending as a sentence."""
    return int(blocks.n_words[i]) >= MIN_PARAGRAPH_WORDS and blocks.texts[i].rstrip().endswith(SENTENCE_ENDS)


def _holds(blocks: Blocks, element: int, i: int) -> bool:
    """Whether ``element`` holds block ``i`` (elements are numbered in document order)."""
    return element <= int(blocks.ancestors[i, 0]) < int(blocks.element_ends[element])


def _headline_rows(blocks: Blocks, kept: np.ndarray, linked: np.ndarray, url: str | None) -> np.ndarray:
    """Kept items of a list of other stories: a list of MIN_TEASER_RECORDS items or more that
    are each a headline link and nothing else, or any list under a teaser heading."""
    out = np.zeros(len(kept), dtype=bool)
    rows: dict[int, list[int]] = {}
    lists: dict[int, html.HtmlElement] = {}
    for i in (kept & linked).nonzero()[0].tolist():
        el = blocks.elements[i]
        parent = el.getparent()
        if el.tag == "li" and parent is not None:
            lists[id(parent)] = parent
            rows.setdefault(id(parent), []).append(i)
    for key, members in rows.items():
        if _lists_other_stories(lists[key], url):
            out[members] = True
    return out


def _lists_other_stories(listing: html.HtmlElement, url: str | None) -> bool:
    """Whether a list's items are all headline links to other pages of the site
    (MIN_TEASER_RECORDS of them or more), or a teaser heading stands right before it."""
    before = listing.getprevious()
    if before is not None and before.tag in _HEADINGS and is_teaser_heading(" ".join(text_of(before).split())):
        return True
    entries = [el for el in listing if el.tag == "li"]
    if len(entries) < MIN_TEASER_RECORDS:
        return False
    for entry in entries:
        text = " ".join(text_of(entry).split())
        linked = " ".join(" ".join(text_of(a).split()) for a in entry.iter("a"))
        if (len(text.split()) < MIN_HEADLINE_WORDS or len(linked) < len(text) - HEADLINE_SLACK_CHARS
                or not links_within_site(entry, url)):
            return False
    return True


def links_within_site(el: html.HtmlElement, url: str | None) -> bool:
    """Whether ``el`` holds a link to another page of the page's site: a teaser's. A link
    within the page (a table of contents) or to another site (a reference) is not one;
    without the page's URL, only a relative link counts."""
    site = urlsplit(url).netloc if url else None
    for link in el.iter("a"):
        href = (link.get("href") or "").strip()
        if not href or href.startswith(("#", "javascript:", "mailto:")):
            continue
        target = join(url, href)
        if target is None:
            continue
        parts = urlsplit(target)
        if (not parts.netloc and site is None) or (
                site is not None and same_host(parts.netloc, site) and target.split("#")[0] != (url or "").split("#")[0]):
            return True
    return False
