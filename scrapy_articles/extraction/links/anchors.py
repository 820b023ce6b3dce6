"""The page's links, gathered in one walk for the link stages.

Stage: links (before the print link and the neighbour pages). Input: the
FULL parsed tree of one page. Output: :class:`PageAnchors`: the ``<a>`` and
``<link>`` elements that carry an href, in document order, the page's
``<base href>``, its ``<select>``s and its buttons that carry a ``data-href``.

Both link stages read every anchor of a page: the print link for its labels,
the neighbour pages for its href. A walk of the tree costs about as much as
the work either stage does on the links it finds, so the walk is made once
and its elements passed to both.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import urlsplit

from lxml.html import HtmlElement

from ..lazyregex import compile_lazily
from ..title.text import leading_or_inner_parts

# Anchors, the <link>s that may say rel="next" (in the head, or wherever a page puts
# them), <base>, which changes how relative links resolve, and the <select>s whose
# options may be the pages of a jumper ("Go to: Page 2 of 3"), and the buttons a script sends to
# the address their data-href holds ("Load the rest of the article": the only way to page two).
_TAGS = ("a", "link", "base", "select", "button")
_SELECT = "select"
_BUTTON = "button"
DATA_HREF = "data-href"


@dataclass(frozen=True)
class PageAnchors:
    """The page's links with an href, in document order."""

    elements: list[HtmlElement]  # <a> and <link>
    anchors: list[HtmlElement]  # the <a> among them
    base: str | None  # the first <base>'s href, as written (a browser ignores the others)
    selects: tuple[HtmlElement, ...] = ()  # the <select> elements, in document order
    buttons: tuple[HtmlElement, ...] = ()  # the <button>s with a data-href, in document order


def page_anchors(root: HtmlElement) -> PageAnchors:
    """Every ``<a>`` and ``<link>`` of the tree that has an href, its first ``<base href>``, its ``<select>``s and
    its ``<button data-href>``s."""
    # One pass that reads each element's tag once (lxml makes a new str at each read).
    elements: list[HtmlElement] = []
    anchors: list[HtmlElement] = []
    others: list[HtmlElement] = []  # <base> with an href, <select>, <button data-href>: on most pages none
    for el in root.iter(_TAGS):
        tag = el.tag
        if tag == _SELECT:
            others.append(el)
        elif tag == _BUTTON:
            if el.get(DATA_HREF) is not None:
                others.append(el)
        elif el.get("href") is None:
            continue
        elif tag == "a":
            elements.append(el)
            anchors.append(el)
        elif tag == "link":
            elements.append(el)
        else:
            others.append(el)
    if not others:
        return PageAnchors(elements, anchors, None)
    base = next((el.get("href") for el in others if el.tag == "base"), None)
    return PageAnchors(elements, anchors, base, tuple(el for el in others if el.tag == _SELECT),
                       tuple(el for el in others if el.tag == _BUTTON))


# An absolute link's authority (one C call a link: urlsplit costs many times more).
_ABSOLUTE_HOST = compile_lazily(r"https?://([^/?#\s]*)", re.I)
MIN_OWN_HOST_LINKS = 3  # links; fewer to one host say nothing of whose page it is


def own_site(anchors: list[HtmlElement]) -> str | None:
    """The page's own site as a URL ("http://www.hindu.com/"), for a page saved without its
    URL: the host most of its absolute links lead to (a site links its sections and stories
    by full address more than it links anyone else), when at least MIN_OWN_HOST_LINKS do and
    no other host ties it; else None."""
    counts: dict[str, int] = {}
    for el in anchors:
        found = _ABSOLUTE_HOST.match(el.get("href", "").lstrip())
        if found and found.group(1):
            host = found.group(1).lower()
            counts[host] = counts.get(host, 0) + 1
    ranked = sorted(counts.items(), key=lambda item: -item[1])[:2]
    if not ranked or ranked[0][1] < MIN_OWN_HOST_LINKS or (len(ranked) > 1 and ranked[1][1] == ranked[0][1]):
        return None
    site = f"http://{ranked[0][0]}/"
    try:
        return site if urlsplit(site).hostname else None
    except ValueError:  # "http://[bad": no host
        return None


def saved_page_site(anchors: list[HtmlElement], url: str | None, canonical: list[str], title: str | None) -> str | None:
    """:func:`own_site` for a page with neither a URL nor a canonical link whose <title> has a part
    no other rule strips (:func:`~scrapy_articles.extraction.title.text.leading_or_inner_parts`):
    reading every link's host costs, and only such titles need it. Else None."""
    if url is not None or canonical or not leading_or_inner_parts(title):
        return None
    return own_site(anchors)
