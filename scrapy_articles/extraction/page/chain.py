"""Whether a page's next-page link continues the text kept from it.

The next-page stage (:mod:`..links.nextpage`) finds the page's pager; it
cannot tell whose pager it is. An article's pager follows its text: "Page
1 2 3 Next" stands under the story (Article Clipper's next-page links are
read at the article's end). A pager standing above most of the kept text
pages something else: a forum's posts under the pager of its thread list, a
shop's text under the grid of products the pager pages. Such a link does not
start or continue a multi-page article, whatever the page decision says of
the page: the link is dropped, so that no caller (the crawl, ``extract()``'s
``nextPageUrl``) follows it. A contents list whose links are the article's
chapter titles, each at its page's place ("In this review: Introduction,
Design, Battery life"), is the article's own wherever it stands: reviews
put it above the text; a pager of posts or products shows numbers. A bar
showing a page beyond an article's pages ("1 2 3 … 91",
:data:`..links.nextpage.MAX_CHAPTER_PAGE`) pages a list, whatever the page
decision says of the page: a forum's threads, a blog's posts (the page
decision takes some such pages for articles); a crawl merges no article that long.
WordPress pages a list of posts as "/page/N/" after the list's path (its
``paged`` archives: the front page's "/page/2/", a section's
"/blog/page/2/", a category's "/category/<name>/page/2/"); a step of that
shape from a list's address pages the list, whatever the page decision says
of the page (:func:`steps_a_list`).
"""

from __future__ import annotations

from urllib.parse import urlsplit, urlunsplit

import numpy as np
from lxml import html

from ..content.segment import Blocks
from ..document.urls import join, may_join_to
from ..links.nextpage import MAX_CHAPTER_PAGE, NextPage
from .kinds import LIST_KINDS, article_url, url_kinds

# The share of the kept words that the page's last link to its next page
# must follow for the link to be the kept text's own pager: at least half of
# the text, so that a pager under a story whose text decision also kept a
# box after it ("Most read") still counts, and a pager above half the text
# does not.
MIN_TEXT_BEFORE_PAGER = 0.5
# The page kinds whose pager pages a stream of entries, never an article's parts.
STREAM_KINDS = frozenset({"live"})
# The path segment WordPress pages its lists of posts with ("/blog/page/2/"); an article's pages are
# "/<slug>/2/" (wp_link_pages).
LIST_PAGE_SEGMENT = "/page/"
_LIST_KINDS = frozenset(LIST_KINDS)


def pager_follows_text(root: html.HtmlElement, url: str, next_url: str, elements: tuple[html.HtmlElement, ...],
                       n_words: np.ndarray, selected: np.ndarray) -> bool:
    """Whether the last ``<a>`` to ``next_url`` stands after ``MIN_TEXT_BEFORE_PAGER`` of the kept words.

    ``elements``, ``n_words``: the blocks' holding elements and words;
    ``selected``: the kept blocks. True when it cannot be told: no link in
    the tree leads there (a ``<link rel="next">`` alone, a pager resolved
    through ``<base href>``, one in the markup removed as invisible) or no
    text is kept.
    """
    kept = np.flatnonzero(selected)
    kept_words = n_words[kept]
    total = int(kept_words.sum())
    if not total:
        return True
    words_at: dict[html.HtmlElement, int] = {}
    # An element holding text around a child block holds two blocks.
    for i, n in zip(kept.tolist(), kept_words.tolist()):
        words_at[elements[i]] = words_at.get(elements[i], 0) + n
    seen, before_link = 0, None
    # Only the links and the kept blocks' elements count: the walk asks lxml for their tags alone.
    for element in root.iter("a", *{element.tag for element in words_at}):
        seen += words_at.get(element, 0)
        if element.tag == "a":
            href = element.get("href")
            # Most links' ends rule them out without urljoin (may_join_to).
            if href and may_join_to(href := href.strip(), next_url) and join(url, href) == next_url:
                before_link = seen  # (join: None for a link urllib cannot read)
    return before_link is None or before_link >= MIN_TEXT_BEFORE_PAGER * total


def steps_a_list(url: str, next_url: str) -> bool:
    """Whether ``next_url`` is a list's next page by its shape: the page's address (without its own
    "/page/N") followed by "/page/N", where that address is a list's: the site's root, one segment
    that is no story's slug ("/blog/", "/articles/"), or a path whose words name a list
    (:func:`.kinds.url_kinds`: "/category/<name>/", "/forums/forum/<name>/", "/2024/05/").

    A story's pages may be "/page/N/" too ("/reports/boathouse/page/2/"): under a story's own path,
    which is none of those.
    """
    try:
        own, to = urlsplit(url), urlsplit(next_url)
    except ValueError:  # an address urllib cannot read ("http://[x"): no shape to tell
        return False
    head, found, number = to.path.rstrip("/").rpartition(LIST_PAGE_SEGMENT)
    if not found or not number.isdigit() or own.netloc != to.netloc:
        return False
    base, found, number = own.path.rstrip("/").rpartition(LIST_PAGE_SEGMENT)
    if not (found and number.isdigit()):  # page one: its own address
        base = own.path.rstrip("/")
    if head.lower() != base.lower():
        return False
    segments = base.count("/")  # "" (the root) has none, "/blog" one
    address = urlunsplit((own.scheme, own.netloc, base + "/", "", ""))  # its query is read by the pager
    return (segments == 0 or (segments == 1 and not article_url(address))
            or not _LIST_KINDS.isdisjoint(url_kinds(address)))


def own_next_page(root: html.HtmlElement, url: str | None, next_page: NextPage | None, blocks: Blocks,
                  selected: np.ndarray, kinds: frozenset[str] = frozenset()) -> NextPage | None:
    """``next_page`` when its pager follows the kept text (:func:`pager_follows_text`), or when it is a
    chapter of the article's contents list (:attr:`NextPage.contents`), else None; None on a live page,
    for a bar reaching beyond an article's pages (:attr:`NextPage.bar_last`) and for a list's
    "/page/N/" (:func:`steps_a_list`).

    ``kinds``: the page kinds its URL, title and declarations name (:attr:`.evidence.Evidence.kinds`).
    """
    if next_page is not None and (STREAM_KINDS & kinds or next_page.bar_last > MAX_CHAPTER_PAGE):
        return None
    if next_page is None or url is None:
        return next_page
    if steps_a_list(url, next_page.url):
        return None
    if next_page.contents:
        return next_page
    follows = pager_follows_text(root, url, next_page.url, blocks.elements, blocks.n_words, selected)
    return next_page if follows else None
