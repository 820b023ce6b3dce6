"""Tests for the pagination stage: next-page links and the same-article check."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

import pytest
from lxml.html import HtmlElement

from scrapy_articles.extraction.links.anchors import page_anchors
from scrapy_articles.extraction.links.nextpage import (
    PageLinks, find_neighbour_pages, find_next_page, find_page_links, same_article,
)
from scrapy_articles.extraction.document.parse import parse

SITE = Path(__file__).resolve().parents[1] / "sites" / "pagination"
EXPECTED = json.loads((SITE / "expected.json").read_text(encoding="utf-8"))
ORIGIN = "http://127.0.0.1:8000"
CRAWL_CAP = 10  # pages a crawler merges at most, for the infinite trap


def _root(path: str) -> HtmlElement:
    page = parse((SITE / EXPECTED["pages"][path]["file"]).read_text(encoding="utf-8"), ORIGIN + path)
    assert page is not None
    return page.root


def _next_path(path: str) -> str | None:
    found = find_next_page(_root(path), ORIGIN + path)
    return found.url.removeprefix(ORIGIN) if found else None


@pytest.mark.parametrize("path", sorted(EXPECTED["pages"]))
def test_fixture_page_next(path: str) -> None:
    assert _next_path(path) == EXPECTED["pages"][path]["next"]


def _title_and_text(path: str) -> tuple[str | None, str]:
    root = _root(path)
    return root.xpath("string(//h1)").strip() or None, "\n".join(p.text_content() for p in root.iter("p"))


@pytest.mark.parametrize("article", EXPECTED["articles"], ids=lambda a: a["start"])
def test_fixture_crawl_merges_expected_pages(article: dict[str, Any]) -> None:
    merged = [article["start"]]
    while len(merged) < CRAWL_CAP:
        nxt = _next_path(merged[-1])
        if nxt is None or nxt in merged or nxt not in EXPECTED["pages"]:
            break
        if not same_article(*_title_and_text(merged[-1]), *_title_and_text(nxt)):
            break
        merged.append(nxt)
    assert merged == article["merged"][:CRAWL_CAP]


def _page(body: str, head: str = "") -> str:
    return f"<html><head><title>Story</title>{head}</head><body><h1>Story</h1><p>Text.</p>{body}</body></html>"


def _next(markup: str, url: str) -> str | None:
    page = parse(markup, url)
    assert page is not None
    found = find_next_page(page.root, url)
    return found.url if found else None


BAR = '<div class="pagination">{}</div>'


@pytest.mark.parametrize("url, body, expected", [
    # k from the bar's unlinked current page: k+1 is taken, k-1 and k+2 are not
    ("http://a.com/s-3.html", BAR.format('<a href="s-2.html">2</a> <b>3</b> <a href="s-4.html">4</a>'
                                         ' <a href="s-5.html">5</a>'), "http://a.com/s-4.html"),
    # k from the URL when every number is a link
    ("http://a.com/blog/page/3/", BAR.format(" ".join(f'<a href="/blog/page/{n}/">{n}</a>' for n in range(1, 6))),
     "http://a.com/blog/page/4/"),
    # no page number in the URL: this is page 1
    ("http://a.com/s.html", BAR.format('<b>1</b> <a href="s-2.html">2</a> <a href="s-3.html">3</a>'),
     "http://a.com/s-2.html"),
    # a lone number outside a bar is not a page link
    ("http://a.com/s.html", '<p>See <a href="s-2.html">2</a>.</p>', None),
    # zero-based query numbering: ?page=1 is the second page
    ("http://a.com/list", '<a href="/list?page=1">Next</a>', "http://a.com/list?page=1"),
    # item offsets: the number in the URL is not k+1, the phrase decides
    ("http://a.com/f?forum=2", '<a href="/f?forum=2&amp;start=15">Next page</a>', "http://a.com/f?forum=2&start=15"),
    ("http://a.com/s.html", '<a href="s-2.html">weiter</a>', "http://a.com/s-2.html"),
    ("http://a.com/s.html", '<a href="s-2.html">Página siguiente</a>', "http://a.com/s-2.html"),
    ("http://a.com/s.html", '<a href="s-2.html"><img src="arrow.png" alt="Next page"></a>', "http://a.com/s-2.html"),
    # a "next" class is a weak cue: enough inside a pager, not alone
    ("http://a.com/s.html", '<div class="pager"><a class="next" href="s-2.html"></a></div>', "http://a.com/s-2.html"),
    ("http://a.com/s.html", '<div><a class="next" href="s-2.html"></a></div>', None),
])
def test_k_plus_one(url: str, body: str, expected: str | None) -> None:
    assert _next(_page(body), url) == expected


def test_rel_next_in_head_alone() -> None:
    markup = _page("", '<link rel="next" href="/news/story/2/">')
    assert _next(markup, "http://a.com/news/story/") == "http://a.com/news/story/2/"


@pytest.mark.parametrize("url, head, body, expected", [
    # Issue 6: the slug's own number ("-03") is not the page number; "-2" is.
    ("http://a.com/features/long-read-03.html", '<link rel="next" href="long-read-03-2.html">', "",
     "http://a.com/features/long-read-03-2.html"),
    ("http://a.com/features/long-read-03.html", "",
     BAR.format('<b>1</b> <a href="long-read-03-2.html">2</a> <a href="long-read-03-3.html">3</a>'),
     "http://a.com/features/long-read-03-2.html"),
    ("http://a.com/news/48213", '<link rel="next" href="/news/48213/2">', "", "http://a.com/news/48213/2"),
    # ...while the next number of the slug is the next story of a series, not a page.
    ("http://a.com/features/long-read-03.html", "",
     '<a href="long-read-04.html">Read part four of our series: the lighthouse keepers who never left</a>', None),
    # A day after a month archive's URL is a calendar, separators or not.
    ("http://a.com/2019/05", "", BAR.format('<b>1</b> <a href="/2019/05/2">2</a> <a href="/2019/05/3">3</a>'),
     None),
])
def test_page_number_after_a_number_in_the_slug(url: str, head: str, body: str, expected: str | None) -> None:
    assert _next(_page(body, head), url) == expected


@pytest.mark.parametrize("current, target, expected", [
    ("/long-read-03.html", "/long-read-03-2.html", (1, 2)),
    ("/long-read-03-2.html", "/long-read-03.html", (2, 1)),
    ("/long-read-03-2.html", "/long-read-03-3.html", (2, 3)),
    ("/news/48213", "/news/48213/2", (1, 2)),
    ("/s-3.html", "/s-34.html", (3, 34)),  # one number, never split in two
    ("/story-5.html", "/story-5-photos.html", None),
    # A run longer than a page number is an id, whatever its value: the next article of a series.
    ("/articles/000057.php", "/articles/000058.php", None),
    ("/articles/57.php", "/articles/58.php", (57, 58)),
    # Another date in a dated path is another post, though its slug counts on ("-6" to "-7").
    ("/2012/10/04/not-in-production-6/", "/2012/10/08/not-in-production-7/", None),
    ("/2012/10/04/not-in-production-6/", "/2012/10/04/not-in-production-6/2/", (1, 2)),
    # Drupal's list of pagers, zero-based: the one pager that moves is the step.
    ("/story.html", "/story.html?page=0,1", (0, 1)),
    ("/story.html", "/story.html?page=0%2C%2C1", (0, 1)),
    ("/story.html?page=0,1", "/story.html?page=0,2", (1, 2)),
    ("/story.html?page=0,1", "/story.html?page=0,x", None),
])
def test_url_step_beside_a_number(current: str, target: str, expected: tuple[int, int] | None) -> None:
    from scrapy_articles.extraction.links.pageurls import step
    found = step("http://a.com" + current, "http://a.com" + target)
    assert (None if found is None else (found.current, found.target)) == expected


@pytest.mark.parametrize("current, target, offset", [
    # An item offset stays one when both URLs carry it (a digit step), in any case and separator.
    ("/view.php?id=4474&start=40", "/view.php?id=4474&start=20", True),
    ("/view.php?id=4474", "/view.php?id=4474&start=20", True),
    ("/list?OFFSET=10", "/list?OFFSET=20", True),
    ("/list;from=10", "/list;from=20", True),
    ("/view.php?id=4474&page=3", "/view.php?id=4474&page=2", False),
    ("/view.php?restart=4", "/view.php?restart=5", False),
    ("/events?start=14", "/events?start=13", False),  # a start moving by less than a page of items numbers pages
    ("/events?start=14", "/events?start=12", False),
    ("/events?start=15", "/events?start=10", True),
])
def test_an_offset_is_read_in_every_step(current: str, target: str, offset: bool) -> None:
    from scrapy_articles.extraction.links.pageurls import step
    found = step("http://a.com" + current, "http://a.com" + target)
    assert found is not None and found.offset == offset


def test_a_bar_number_back_to_an_offset_is_the_previous_page() -> None:
    bar = '<div class="pagenav"><a href="view.php?id=7">1</a> <a href="view.php?id=7&start=20">2</a> <b>3</b></div>'
    page = parse(_page(bar), "http://a.com/view.php?id=7&start=40")
    assert page is not None
    _, prev = find_neighbour_pages(page.root, "http://a.com/view.php?id=7&start=40")
    assert prev is not None and prev.url == "http://a.com/view.php?id=7&start=20"


def test_rel_next_to_another_story_is_not_a_page() -> None:
    markup = _page("", '<link rel="next" href="/news/other-story/">')
    assert _next(markup, "http://a.com/news/story/") is None


@pytest.mark.parametrize("body", [
    '<a href="s.html">&laquo; Previous</a>',
    '<a rel="prev" href="s.html">Page 1</a>',
    '<a class="prev" href="s.html">Next</a>',  # a lower page number is never next
    '<a href="s-3.html">Next &raquo;</a>',  # a page already passed: not next
])
def test_prev_not_taken(body: str) -> None:
    assert _next(_page(body), "http://a.com/s-4.html") is None


@pytest.mark.parametrize("body", [
    '<a href="s-9.html">Last &raquo;</a>',
    '<a href="s-2.html">First</a>',
])
def test_first_and_last_not_taken(body: str) -> None:
    assert _next(_page(body), "http://a.com/s.html") is None


@pytest.mark.parametrize("body", [
    '<div id="comments"><div class="nav"><a href="s.html?page=2">Next &raquo;</a></div></div>',
    '<a href="s.html?cpage=2">Next &raquo;</a>',
    '<a href="s.html?page=2#comments">Next &raquo;</a>',
    '<div class="comment-pagination"><b>1</b> <a href="s.html?page=2">2</a></div>',
    # A parameter naming comments, in a pager nothing else calls comments.
    '<nav class="pages"><span>1</span> <a href="s.html?comment_page=2">2</a> '
    '<a href="s.html?comment_page=2">Next &rsaquo;</a></nav>',
    '<div class="pager"><a href="s.html?commentsPage=2">Next &raquo;</a></div>',
])
def test_comment_pagination_rejected(body: str) -> None:
    assert _next(_page(body), "http://a.com/s.html") is None


# A section of comments named by its heading alone: its pager says "2" and "Next »" like the article's.
_DISCUSSION = ('<section id="discussion"><h2>{}</h2><p>So true. &mdash; Bo</p><nav class="pager"><span>1</span> '
               '<a href="s.html?c_page=2">2</a> <a href="s.html?c_page=2">Next &raquo;</a></nav></section>')


@pytest.mark.parametrize("heading, expected", [
    ("Comments (24)", None),
    ("Leave a reply", None),
    ("Kommentare", None),
    ("3 commentaires", None),
    ("Join the conversation", None),
    ("Discussion", None),
    ("Pages", "http://a.com/s.html?c_page=2"),  # a heading naming no neighbour: a pager of this article
    ("The harbour in numbers", "http://a.com/s.html?c_page=2"),
])
def test_comment_section_named_by_its_heading(heading: str, expected: str | None) -> None:
    assert _next(_page(_DISCUSSION.format(heading)), "http://a.com/s.html") == expected


def test_comment_heading_after_the_pager_says_nothing_of_it() -> None:
    # Only a heading opening the pager's section names it: the article's pager before a comments title is the article's.
    body = ('<div class="wrap"><nav class="pager"><span>1</span> <a href="s.html?page=2">2</a> '
            '<a href="s.html?page=2">Next &raquo;</a></nav><h2>Comments (24)</h2></div>')
    assert _next(_page(body), "http://a.com/s.html") == "http://a.com/s.html?page=2"


@pytest.mark.parametrize("body", [
    '<div class="slideshow"><a href="s-2.html">Next &rsaquo;</a></div>',  # next image
    '<div class="filmstrip"><a class="filmstrip-next" href="s-2.html">Next</a></div>',  # a carousel of teasers
    '<table id="calendar"><tr><td><a href="/2024/06/">&raquo;</a></td></tr></table>',
    '<a href="/2024/06/">June &raquo;</a>',
    '<div class="nav-next"><a rel="next" href="s-2.html">Ferry fares rise for the summer season</a></div>',
])
def test_other_traps_rejected(body: str) -> None:
    url = "http://a.com/2024/05/" if "2024" in body else "http://a.com/s.html"
    assert _next(_page(body), url) is None


def test_headline_link_vetoes_rel_next_to_same_url() -> None:
    markup = _page('<a href="s-2.html">Next: the council votes on the harbour tram line tonight</a>',
                   '<link rel="next" href="s-2.html">')
    assert _next(markup, "http://a.com/s.html") is None


@pytest.mark.parametrize("href, expected", [
    ("javascript:nextPage()", None),
    ("mailto:desk@a.com?subject=s-2", None),
    ("ftp://a.com/s-2.html", None),
    ("http://b.com/s-2.html", None),  # another site
    ("http://www.a.com/s-2.html", "http://www.a.com/s-2.html"),  # same site, www.
    ("https://a.com/s-2.html", "https://a.com/s-2.html"),
    ("s.html#more", None),  # the page itself
    ("", None),
])
def test_scheme_and_site(href: str, expected: str | None) -> None:
    assert _next(_page(f'<a href="{href}">Next &raquo;</a>'), "http://a.com/s.html") == expected


def test_base_href_resolves_links() -> None:
    markup = _page('<a href="threads/x/page-2">Next &gt;</a>', '<base href="http://a.com/">')
    assert _next(markup, "http://a.com/threads/x/") == "http://a.com/threads/x/page-2"


@pytest.mark.parametrize("head", [
    # A <base> without href is no base; after the first base with an href, the others are ignored.
    '<base target="_blank"><base href="http://a.com/">',
    '<base href="http://a.com/"><base href="http://a.com/elsewhere/">',
])
def test_the_first_base_with_an_href_resolves_links(head: str) -> None:
    markup = _page('<a href="threads/x/page-2">Next &gt;</a>', head)
    assert _next(markup, "http://a.com/threads/x/") == "http://a.com/threads/x/page-2"


@pytest.mark.parametrize("body, wanted", [
    # A <link rel=next> in the body is read as one in the head, in document order with the anchors.
    ('<link rel="next" href="/news/story/3/">', "http://a.com/news/story/3/"),
    ('<link rel="next" href="/news/story/3/#more"><a href="/news/story/3/" class="next">3</a>',
     "http://a.com/news/story/3/#more"),
    ('<a href="/news/story/3/" class="next">3</a><link rel="next" href="/news/story/3/#more">',
     "http://a.com/news/story/3/"),
])
def test_links_gathered_once_for_both_link_stages(body: str, wanted: str) -> None:
    url = "http://a.com/news/story/2/"
    page = parse(_page(body), url)
    assert page is not None
    shared = find_neighbour_pages(page.root, url, page=page_anchors(page.root))
    assert shared == find_neighbour_pages(page.root, url)
    assert shared[0] is not None and shared[0].url == wanted


def test_find_page_links() -> None:
    body = ('<div class="pagination"><a href="s.html">&laquo; Prev</a> <a href="s.html">1</a> <span>2</span> '
            '<a href="s-3.html">3</a> <a href="s-4.html">4</a> <a href="s-3.html">Next &raquo;</a></div>'
            '<div class="comments"><a href="s-2.html?cpage=2">2</a></div>')
    page = parse(_page(body), "http://a.com/s-2.html")
    assert page is not None
    assert find_page_links(page.root, "http://a.com/s-2.html") == PageLinks(
        next=("http://a.com/s-3.html",), prev=("http://a.com/s.html",),
        pages=("http://a.com/s.html", "http://a.com/s-3.html", "http://a.com/s-4.html"))


def test_nothing_found_is_empty() -> None:
    page = parse("<html><body><p>No links here.</p></body></html>", "http://a.com/")
    assert page is not None
    assert find_page_links(page.root, "http://a.com/") == PageLinks((), (), ())
    assert find_next_page(page.root, "http://a.com/") is None
    assert find_neighbour_pages(page.root, "http://a.com/") == (None, None)


def _neighbours(markup: str, url: str) -> tuple[str | None, str | None]:
    page = parse(markup, url)
    assert page is not None
    found = find_neighbour_pages(page.root, url)
    return found[0].url if found[0] else None, found[1].url if found[1] else None


@pytest.mark.parametrize("url, body, head, expected", [
    # page 1 of 3: next only
    ("http://a.com/s.html", BAR.format('<b>1</b> <a href="s-2.html">2</a> <a href="s-3.html">3</a>'), "",
     ("http://a.com/s-2.html", None)),
    # page 2 of 3: both, from the bar around the unlinked current page
    ("http://a.com/s-2.html", BAR.format('<a href="s.html">1</a> <b>2</b> <a href="s-3.html">3</a>'), "",
     ("http://a.com/s-3.html", "http://a.com/s.html")),
    # last page: previous only, from a "« Previous" link
    ("http://a.com/s-3.html", '<p><a href="s-2.html">&laquo; Previous</a></p>', "",
     (None, "http://a.com/s-2.html")),
    # declared in the head only
    ("http://a.com/s-2.html", "", '<link rel="prev" href="s.html"><link rel="next" href="s-3.html">',
     ("http://a.com/s-3.html", "http://a.com/s.html")),
    # a "previous article" link is a neighbouring story, not a page of this one
    ("http://a.com/news/story-1041.html", '<a class="prev-post" href="story-1040.html">&laquo; Previous</a>', "",
     (None, None)),
])
def test_find_neighbour_pages(url: str, body: str, head: str, expected: tuple[str | None, str | None]) -> None:
    assert _neighbours(_page(body, head), url) == expected


FORWARD_ONLY = "/cycle/story.html"  # its pages link the next page, never the one before


@pytest.mark.parametrize("article", [a for a in EXPECTED["articles"] if not a["trap"] and a["start"] != FORWARD_ONLY],
                         ids=lambda a: a["start"])
def test_fixture_pages_link_the_page_before(article: dict[str, Any]) -> None:
    """What a crawler needs to tell page 2 reached directly."""
    merged = article["merged"]
    previous = [find_neighbour_pages(_root(path), ORIGIN + path)[1] for path in merged]
    assert [page.url.removeprefix(ORIGIN) if page else None for page in previous] == [None, *merged[:-1]]


BODY_1 = "The council voted on Tuesday to build a tram line from the station to the harbour after ten years."
BODY_2 = "Shop owners on Quay Street asked for compensation while the works last, and the council agreed to study it."


@pytest.mark.parametrize("title_a, text_a, title_b, text_b, expected", [
    ("Tram line approved", BODY_1, "Tram line approved", BODY_2, True),
    ("Tram line approved", BODY_1, "Tram line approved - Page 2", BODY_2, True),
    ("Tram line approved (1)", BODY_1, "Tram line approved (2)", BODY_2, True),
    ("Tram line approved | Gazette", BODY_1, "Tram line approved", BODY_2, True),
    ("TRAM LINE APPROVED", BODY_1, "Tram line approved, page 2 of 3", BODY_2, True),
    ("Tram line approved", BODY_1, "Free school meals for all", BODY_2, False),
    ("Tram line approved", BODY_1, "Tram line approved", BODY_1, False),  # same page again
    ("Tram line approved", BODY_1, "Tram line approved", BODY_1 + " One more sentence.", False),
    (None, BODY_1, "Tram line approved", BODY_2, False),
    ("Tram line approved", BODY_1, "Tram line approved", "", False),
    ("News", BODY_1, "News from the harbour", BODY_2, False),  # too short for a prefix match
])
def test_same_article(title_a: str | None, text_a: str, title_b: str | None, text_b: str,
                      expected: bool) -> None:
    assert same_article(title_a, text_a, title_b, text_b) is expected


def test_library_does_not_import_scrapy() -> None:
    code = ("import sys, scrapy_articles.extraction.links.nextpage; "
            "sys.exit(any(m.split('.')[0] in {'scrapy', 'twisted', 'w3lib'} for m in sys.modules))")
    root = Path(__file__).resolve().parents[2]
    assert subprocess.run([sys.executable, "-c", code], cwd=root).returncode == 0


# The href shortcut of PageUrls never rules out a link the full comparison takes.
PAGE = "https://www.news.example.com/2020/05/story-title/2/?ref=x#top"


@pytest.mark.parametrize("href", [
    "/2020/05/story-title/3/?ref=x", "https://news.example.com/2020/05/story-title/3/?ref=x",
    "HTTPS://WWW.NEWS.EXAMPLE.COM/2020/05/story-title/3/?ref=x", "//news.example.com/2020/05/story-title/3/",
    "/2020/05/story-title/page/3/", "/2020/05/story-title/", "/2020/05/story-title/2/?ref=x&page=3",
    "?page=3", "3/", "../3/", "./", "#comments", "", "/2020/05/other-story/", "/2020/06/story-title/2/",
    "https://other.example.com/2020/05/story-title/3/", "https://news.example.com:8080/2020/05/story-title/3/",
    "https://user@news.example.com/2020/05/story-title/3/", "/2020/05/./story-title/3/",
    "/2020/05/story-title/2/../3/", "https://news.example.com/2020/05/story-title-3/", "mailto:x@example.com",
    "javascript:void(0)", "http:/2020/05/story-title/3/", "/2020/05/story-title/3;p=1/", "\t/2020/05/story-title/3/",
    "/2020/05/story-title/p3", "/2020/05/story-title/2/?ref=x&start=20",
])
@pytest.mark.parametrize("base", [PAGE, "https://news.example.com/base/"])
def test_page_urls_shortcut_agrees_with_the_full_comparison(href: str, base: str) -> None:
    from urllib.parse import urldefrag, urljoin

    from scrapy_articles.extraction.links.pageurls import SELF, PageUrls, step
    pages = PageUrls.of(PAGE, base)
    assert pages is not None
    target = urljoin(base, href)
    own = urldefrag(PAGE)[0]
    expected = SELF if urldefrag(target)[0] == own else step(own, target)
    assert pages.resolve(href) == ((target, urldefrag(target)[0], expected) if expected is not None else None)


@pytest.mark.parametrize("head, body", [
    ('<base href="http://[::1">', '<a href="/story/2">Next</a>'),
    ('<link rel="next" href="http://[x/2">', '<a href="http://[::1/story/2">2</a>'),
    ("", '<a href="http://[::1/story/2">Next page</a><a href="/story/2">Next page</a>'),
])
def test_unreadable_urls_are_no_links(head: str, body: str) -> None:
    page = parse(_page(body, head), "https://example.com/story/1")
    assert page is not None
    root = page.root
    find_page_links(root, "https://example.com/story/1")
    found = find_next_page(root, "https://example.com/story/1")
    assert found is None or found.url.startswith("https://example.com/")
    assert find_next_page(root, "http://[::1/story/1") is None


_SEPARATORS = "/-_.?&=;,+"
_PAGE_WORD_CASES = ["", "page", "PAGE", "Seite", "page_num", "pagenumber", "p", "s", "list", "story", "\u017f"]


def _marker(draw: Any) -> str:
    from hypothesis import strategies as st
    seps = st.text(alphabet=_SEPARATORS, max_size=25)
    digits = st.text(alphabet="0123456789\u0663", max_size=6)
    return draw(seps) + draw(st.sampled_from(_PAGE_WORD_CASES)) + draw(seps) + draw(digits) + draw(seps)


@pytest.mark.slow
def test_length_bound_never_changes_a_path_step() -> None:
    # _path_step rules out paths whose lengths differ by more than a page marker holds:
    # with the bound and without it, every pair gets the same answer.
    from unittest import mock

    from hypothesis import given, settings
    from hypothesis import strategies as st

    from scrapy_articles.extraction.links import pageurls

    path_text = st.text(alphabet="abz019/-_.", max_size=30)

    @st.composite
    def pairs(draw: Any) -> tuple[str, str]:
        start, end = draw(path_text), draw(path_text)
        if draw(st.booleans()):  # a marker each in one place, as page URLs have them
            return start + _marker(draw) + end, start + _marker(draw) + end
        return draw(path_text) + _marker(draw), draw(path_text)

    @settings(max_examples=3000, deadline=None)
    @given(pairs())
    def check(pair: tuple[str, str]) -> None:
        a, b = pair
        with mock.patch.object(pageurls, "_longer_than_a_marker", lambda longer, shorter: False):
            unbounded = pageurls._path_step(a, b)
        assert pageurls._path_step(a, b) == unbounded

    check()
    # The bound rules out pairs, too: nav links beside a long story path.
    assert pageurls._longer_than_a_marker("/2013/05/12/a-long-story-title-12345", "/sport")
    # And so do the differing parts: another story's path of the same length, in the same folder.
    assert pageurls._path_step("/news/2003review.asp", "/news/061006-budget.asp") is None
    assert pageurls._path_step("/news/story/", "/news/story/page/2/") == pageurls.Step(1, 2, False)


def test_the_shared_start_and_end_of_two_paths_are_counted_in_characters() -> None:
    # _path_step's shared start and end (_shared_ends: the strings XORed as integers) are the longest
    # common prefix and suffix, each within the shorter string, whatever the characters.
    from scrapy_articles.extraction.links.pageurls import _shared_ends

    def brute(a: str, b: str) -> tuple[int, int]:
        n = min(len(a), len(b))
        prefix = next((i for i in range(n) if a[i] != b[i]), n)
        suffix = next((i for i in range(n) if a[len(a) - 1 - i] != b[len(b) - 1 - i]), n)
        return prefix, suffix

    pairs = [("", ""), ("", "/a"), ("/a", "/a"), ("aa", "aaa"), ("/story-3", "/story-34"), ("/seite-2/", "/seite-12/"),
             ("/caf\u00e9/2", "/caf\u00e8/2"), ("/\u65b0\u95fb/1", "/\u65b0\u95fb/2"), ("/\ud800x", "/\ud800y"),
             ("/\U0001f600/a", "/\U0001f601/a"), ("/x\x00", "/x\x01"), ("abcab", "ab")]
    for a, b in pairs:
        assert _shared_ends(a, b) == brute(a, b) == _shared_ends(b, a), (a, b)


@pytest.mark.slow
def test_hrefs_read_in_one_match_as_three_patterns_read_them() -> None:
    # _may_step reads an href's host and path with one match (_HOST_AND_PATH), and sends
    # hrefs with controls, backslashes, dot segments or a path relative to the current
    # one down the exact route: it answers as with the three patterns it replaced (the
    # oracle below, _may_step as it was).
    import re

    from hypothesis import given, settings
    from hypothesis import strategies as st

    from urllib.parse import urlsplit

    from scrapy_articles.extraction.document.urls import join
    from scrapy_articles.extraction.links.pageurls import _DIGIT_RUNS, PageUrls, _host, _path_step

    unusual = re.compile(r"[\t\n\r\x00-\x1f\\]|/\.")
    absolute = re.compile(r"[Hh][Tt][Tt][Pp][Ss]?://([^/?#]*)([^?#]*)")
    rooted = re.compile(r"/(?!/)[^?#]*")

    def may_step(pages: PageUrls, host: str, path: str) -> bool:
        path = path.lower()  # paths compared whatever their case; a link on the <base>'s host as on the page's
        return host in (pages.host, pages.base_host) and (
            path == pages.path or _DIGIT_RUNS.sub("", path) == pages.path_digits or _path_step(pages.path, path) is not None)

    def three_patterns(pages: PageUrls, href: str) -> bool | None:
        """The answer, or None for an href relative to the base's folder."""
        if unusual.search(href):
            return True
        if found := absolute.match(href):
            return may_step(pages, _host(found[1]), found[2])
        if found := rooted.match(href):
            return may_step(pages, pages.base_host, found[0])
        return None

    def resolved(pages: PageUrls, href: str) -> bool:
        """Whether the URL urljoin makes of an href may be another page of this one (True when unreadable)."""
        target = join(pages.base, href)
        if target is None:
            return True
        split = urlsplit(target)
        return may_step(pages, _host(split.netloc), split.path)

    start = st.sampled_from(["", "/", "//", "http://", "HTTPS://", "http:/", "hTtP://a.com", "https://a.com:80",
                             "http://b.com", "ftp://a.com", "/s", "http://a.com/s"])
    url = st.sampled_from(["http://a.com/s-2", "http://a.com/", "https://www.a.com/s/2?p=1"])

    @settings(max_examples=3000, deadline=None)
    @given(url, st.sampled_from(["own", "http://b.com/s/", "http://a.com/s//t/", "http://a.com/s;p/"]), start,
           st.text(alphabet="as1-2/.?#:;@\\\t\n\r\x00\x1f\x20\x7f%", max_size=10))
    def check(current: str, base: str, head: str, rest: str) -> None:
        pages = PageUrls.of(current, current if base == "own" else base)
        assert pages is not None
        answer = three_patterns(pages, head + rest)
        if answer is None:  # an href relative to the folder is never ruled out when its URL may step
            assert pages._may_step(head + rest) or not resolved(pages, head + rest)
        else:
            assert pages._may_step(head + rest) == answer

    check()


@pytest.mark.slow
def test_plain_relative_hrefs_have_the_path_urljoin_gives_them() -> None:
    # PageUrls puts a plain relative href after the base's folder itself (_PLAIN_RELATIVE,
    # urls.PLAIN_FOLDER); wherever it does, urljoin gives the URL that path and the base's host.
    from urllib.parse import urlsplit

    from hypothesis import given, settings
    from hypothesis import strategies as st

    from scrapy_articles.extraction.document.urls import join
    from scrapy_articles.extraction.links.pageurls import _PLAIN_RELATIVE, PageUrls, _host

    bases = st.sampled_from(["http://a.com/s/2", "HTTPS://User@A.com:8080/x/y?q#f", "http://a.com", "http://a.com/",
                             "http://a.com/s//t/u", "http://a.com/./s/", "http://a.com/s;p/t", "http://a.com/s/t;p",
                             "http://a.com/%7Es/\u00e9t\u00e9/", "ftp://a.com/x/"])

    @settings(max_examples=3000, deadline=None)
    @given(bases, st.text(alphabet="/a1.;?#%:@ \t\\\x00\x7f\u00e9", max_size=12))
    def check(base: str, href: str) -> None:
        pages = PageUrls.of("http://a.com/s/2", base)
        relative = _PLAIN_RELATIVE.fullmatch(href)
        if pages is None or pages.folder is None or relative is None:
            return
        target = join(base, href)
        assert target is not None
        split = urlsplit(target)
        assert (split.path, _host(split.netloc)) == (pages.folder + relative[1], pages.base_host)

    check()
    # The shortcut applies to the hrefs it is for.
    pages = PageUrls.of("http://a.com/news/story-2.html", "http://a.com/news/story-2.html")
    assert pages is not None and pages.folder == "/news/"
    assert not pages._may_step("other-story.html") and pages._may_step("story-3.html")


@pytest.mark.slow
def test_plain_root_relative_hrefs_join_as_urljoin_joins_them() -> None:
    # PageUrls.join puts a plain root-relative href after the base's scheme and host
    # itself (urls.PLAIN_ROOTED); urljoin gives the same URL for every href, plain or not.
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from scrapy_articles.extraction.links.pageurls import PageUrls
    from scrapy_articles.extraction.document.urls import join

    bases = st.sampled_from(["http://a.com/s/2", "HTTPS://User@A.com:8080/x?q#f", "http://a.com", "http:///p",
                             "ftp://a.com/x", "mailto:x@a.com", "http://a.com/s;p/t", " http://a.com/\tb"])

    @settings(max_examples=3000, deadline=None)
    @given(bases, st.sampled_from(["/", "/a", "/a/", "//", "", "/."]),
           st.text(alphabet="/a1.;?#%:@ \t\\\x00\x7f\u00e9", max_size=12))
    def check(base: str, start: str, rest: str) -> None:
        href = start + rest
        pages = PageUrls.of("http://a.com/s/2", base)
        if pages is not None:
            assert pages.join(href) == join(base, href)

    check()
    assert PageUrls.of("http://a.com/s/2", "http://a.com/s/2").join("/news/story-45.html?x=1#c") == (
        "http://a.com/news/story-45.html?x=1#c")  # and the plain ones do take the short way:
    assert PageUrls.of("http://a.com/s/2", "http://a.com/").origin == "http://a.com"


def test_page_urls_answer_alike_with_their_host_cache_warm() -> None:
    from scrapy_articles.extraction.links.pageurls import PageUrls
    hrefs = ["http://WWW.a.com/news/story/2", "http://a.com:80/news/story/2", "https://b.com/news/story/2",
             "http://user@a.com/news/story?page=3", "/news/story/3", "story/4", "http://A.COM/other/path"]
    warm = PageUrls.of("http://a.com/news/story/", "http://a.com/news/story/")
    for href in hrefs:
        warm.resolve(href)
    for href in hrefs:
        cold = PageUrls.of("http://a.com/news/story/", "http://a.com/news/story/")
        assert warm.resolve(href) == cold.resolve(href)



@pytest.mark.parametrize("url, body, head, expected", [
    # Each page reaches MIN_LINK_SCORE only with the cue its comment names: leaving
    # that kind out of pagination._own_cues or _url_cue would skip the link unread.
    ("http://a.com/s-2.html", '<div class="pagination"><a class="next" href="s-3.html"></a></div>', "",
     "http://a.com/s-3.html"),  # the pager (and the class): 20 + 20 + 15
    ("http://a.com/s-2.html", '<span><a href="s.html">1</a> <a href="s-3.html">3</a></span>', "",
     "http://a.com/s-3.html"),  # the number in a bar: 30 + 20
    ("http://a.com/s-2.html", '<p><a href="s-3.html">Next</a></p>', "", "http://a.com/s-3.html"),  # text: 35 + 20
    ("http://a.com/list", '<div class="pagination"><a class="next" href="?start=20"></a></div>', "",
     "http://a.com/list?start=20"),  # the item offset, at the score taken exactly: 20 + 15 + 15
    ("http://a.com/s-2.html", "", '<link rel="next" href="s-9.html">', "http://a.com/s-9.html"),  # rel: 50
])
def test_neighbour_pages_reached_by_one_kind_of_cue(url: str, body: str, head: str, expected: str) -> None:
    from scrapy_articles.extraction.links import nextpage as pagination
    from scrapy_articles.extraction.links.candidates import links_to_pages

    page = parse(_page(body, head), url)
    assert page is not None
    found = find_neighbour_pages(page.root, url)[0]
    every = pagination._ranked(pagination._Judged(links_to_pages(page.root, url, with_self=False)), True)
    assert found is not None and found.url == expected and found == every[0]


# Pieces of pages whose links make every kind of cue, trap and veto, for the test below.
_LINK_HREFS = ["s.html", "s-2.html", "s-3.html", "s-3.html#c", "s-9.html", "/story-41.html", "/story-43.html",
               "?page=3", "?start=20", "s-2.html?replytocom=5", "/gallery/s-2.html", "/2019/05/s-2.html"]
_LINK_TEXTS = ["", "2", "3", "[4]", "Next", "next page »", "»", "‹", "Previous", "first", "Last", "May",
               "A headline of a neighbouring story with more than eight words", "story"]
_LINK_CLASSES = ["", "next", "prev", "next-post", "nav-previous", "comment", "slide", "pagination", "current"]


@pytest.mark.slow
def test_neighbour_pages_as_if_every_link_were_read() -> None:
    # find_neighbour_pages reads in full only the links to URLs that could reach
    # MIN_LINK_SCORE (pagination._contenders): on any page it finds what ranking
    # every link of the page finds, traps and vetoes included.
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from scrapy_articles.extraction.links import nextpage as pagination
    from scrapy_articles.extraction.links.candidates import links_to_pages

    link = st.tuples(st.sampled_from(_LINK_HREFS), st.sampled_from(_LINK_TEXTS), st.sampled_from(_LINK_CLASSES),
                     st.sampled_from(["", "next", "prev", "nofollow"]))
    group = st.tuples(st.sampled_from(_LINK_CLASSES), st.lists(link, min_size=1, max_size=3))

    def markup(groups: list[tuple[str, list[tuple[str, str, str, str]]]], head: list[str]) -> str:
        body = "".join(
            f'<div class="{wrapper}"><span>' + " ".join(
                f'<a href="{href}" class="{cls}" rel="{rel}">{text}</a>' for href, text, cls, rel in links)
            + "</span></div>"
            for wrapper, links in groups)
        return _page(body, "".join(f'<link rel="next" href="{href}">' for href in head))

    @settings(max_examples=1500, deadline=None)
    @given(st.lists(group, min_size=1, max_size=2), st.lists(st.sampled_from(_LINK_HREFS), max_size=1),
           st.sampled_from(["http://a.com/s-2.html", "http://a.com/story-42.html", "http://a.com/s.html?page=2"]))
    def check(groups: list[tuple[str, list[tuple[str, str, str, str]]]], head: list[str], url: str) -> None:
        page = parse(markup(groups, head), url)
        assert page is not None
        judged = pagination._Judged(links_to_pages(page.root, url, with_self=False))
        every = [found[0] if found else None for found in (pagination._ranked(judged, forward) for forward in (True, False))]
        assert list(find_neighbour_pages(page.root, url)) == every

    check()


# Issue 32: a lone next link among decoy "next" links of other kinds, each judged for what it is.

_DECOYS = [
    '<div class="gallery-nav"><a href="/photos/s/2/">Next image &rsaquo;</a></div>',
    '<div id="comments"><a href="s.html?cpage=2#comments">Older comments &raquo;</a></div>',
    # steps to the page's URL with a page number, in a pager, with a "next" class: told by their text alone
    '<div class="pager"><a class="next" href="?p=2">Older comments &raquo;</a></div>',
    '<div class="pager"><a class="next" href="?pg=2">Next image &rsaquo;</a></div>',
    '<div class="story-nav"><a href="/story-1042.html">Next article &raquo;</a></div>',
    '<p><a href="/archive/2024/06/">next month &raquo;</a></p>',
    '<p><a href="/blog/page/2/">&laquo; Older posts</a></p>',
]


@pytest.mark.parametrize("url, link, expected", [
    ("http://a.com/story/harbour-wall/", '<a href="/story/harbour-wall/2/">Next page</a>',
     "http://a.com/story/harbour-wall/2/"),
    ("http://a.com/news/s.html", '<div class="pages">Page: <span>1</span> <a href="?page=2">2</a> '
     '<a href="?page=3">3</a></div>', "http://a.com/news/s.html?page=2"),
    ("http://a.com/f/long-walk.html", '<p><a href="long-walk-part2.html">Continue reading →</a></p>',
     "http://a.com/f/long-walk-part2.html"),
    ("http://a.com/f/long-walk.html", '<p><a href="long-walk-p2.html">Weiter &raquo;</a></p>',
     "http://a.com/f/long-walk-p2.html"),
    ("http://a.com/story-1041.html", '<p><a href="story-1041-2.html">Nächste Seite</a></p>',
     "http://a.com/story-1041-2.html"),
])
@pytest.mark.parametrize("decoys", [_DECOYS, _DECOYS[::-1]], ids=["decoys after", "decoys before"])
def test_lone_next_link_among_decoys(url: str, link: str, expected: str, decoys: list[str]) -> None:
    half = len(decoys) // 2
    body = "".join(decoys[:half]) + link + "".join(decoys[half:])
    assert _next(_page(body), url) == expected


@pytest.mark.parametrize("decoy", _DECOYS[1:4])
def test_decoys_alone_are_not_next(decoy: str) -> None:
    assert _next(_page(decoy), "http://a.com/s.html") is None


@pytest.mark.parametrize("link, expected", [
    # "Next page: <heading>" is not a headline of another story, even in a post-navigation block
    ('<div class="post-nav"><a href="s-2.html">Next page: how the harbour wall was rebuilt after the storm '
     '&rsaquo;</a></div>', "http://a.com/s-2.html"),
    ('<p><a href="s-2.html">Continue to page 2 &raquo;</a></p>', "http://a.com/s-2.html"),  # names page k+1
    ('<p><a href="s-3.html">Continue to page 3 &raquo;</a></p>', None),  # names a page, not k+1
    ('<p class="pagelinks">Pages: <b>1</b> <a href="s-2.html">2</a></p>', "http://a.com/s-2.html"),  # bar of one
    # WordPress's two-page post: the current page in the label's own text ("Pages: 1", "Seiten: 1")
    ('<div class="page-link">Pages: 1 <a href="s-2.html">2</a></div>', "http://a.com/s-2.html"),
    ('<div class="page-links">Seiten: 1 <a href="s-2.html">2</a></div>', "http://a.com/s-2.html"),
    ('<div>Pages: 1 <a href="s-2.html">2</a></div>', "http://a.com/s-2.html"),
    ('<div class="page-links">Page 1 of 5 <a href="s-2.html">2</a></div>', None),  # "of 5" is no current page
    # a blog pager's class says "list of posts", unless the text names a page
    ('<div class="blog-pager"><a href="s-2.html">Next &raquo;</a></div>', None),
    ('<div class="older-newer"><a href="s-2.html">Next page</a></div>', "http://a.com/s-2.html"),
    ('<p>See table <a href="s-2.html">2</a>.</p>', None),  # a lone number, no current page beside it
    ('<ol><li><b>Page 1: Beginnings</b></li><li><a href="s-2.html">Page 2: The storm</a></li>'
     '<li><a href="s-3.html">Page 3: The money</a></li></ol>', "http://a.com/s-2.html"),  # contents
])
def test_links_that_name_the_next_page(link: str, expected: str | None) -> None:
    assert _next(_page(link), "http://a.com/s.html") == expected


def test_the_article_container_speaks_for_the_article_not_the_link() -> None:
    # "format-gallery has-comments" on the <article> holding the headline says
    # nothing about the pager inside it; the same classes around the link do.
    pager = '<p class="story-pages"><a href="s-2.html">Next page</a></p>'
    inside = f'<article class="post format-gallery has-comments"><h1>Story</h1><p>Text.</p>{pager}</article>'
    wrapped = f'<article><h1>Story</h1><div class="gallery has-comments">{pager}</div></article>'
    assert _next(f"<html><body>{inside}</body></html>", "http://a.com/s.html") == "http://a.com/s-2.html"
    assert _next(f"<html><body>{wrapped}</body></html>", "http://a.com/s.html") is None


@pytest.mark.parametrize("links, wanted", [
    # Time decides without a box: newer is next, as the autopager labels have it (Blogger's pager).
    ('<div class="blog-pager"><a href="/blog/page/3/">&laquo; Older posts</a></div>', (None, "/blog/page/3/")),
    ('<div class="blog-pager"><a href="/blog/page/3/">Older posts</a> <a href="/blog/">Newer posts</a></div>',
     ("/blog/", "/blog/page/3/")),
    # A box saying next or previous decides ("nav-next"), whichever way the page number goes.
    ('<div class="nav-previous"><a href="/blog/page/3/">&larr; Older posts</a></div>'
     '<div class="nav-next"><a href="/blog/">Newer posts &rarr;</a></div>', ("/blog/", "/blog/page/3/")),
    ('<li class="next"><a href="/blog/page/3/">Older articles</a></li>', ("/blog/page/3/", None)),
])
def test_older_and_newer_posts_are_pages_of_a_list_only(links: str, wanted: tuple[str | None, str | None]) -> None:
    url = "http://a.com/blog/page/2/"
    page = parse(_page(f"<p>{links}</p>"), url)
    assert page is not None
    assert find_neighbour_pages(page.root, url) == (None, None)
    found = find_neighbour_pages(page.root, url, lists=True)
    assert tuple(p.url.removeprefix("http://a.com") if p else None for p in found) == wanted


@pytest.mark.parametrize("links, wanted", [
    # A list's pager may step to another path: its "Next" text, with its pager box or class, is enough.
    ('<div class="pagenavi"><a href="/search?updated-max=2015">2</a> <a href="/search?updated-max=2015">Next</a></div>',
     "/search?updated-max=2015"),
    ('<span><a class="results-next" href="/mm5/merchant.mvc?Offset=24">&#9654;</a></span>', "/mm5/merchant.mvc?Offset=24"),
    # A link without text says its direction by its rel.
    ('<div class="pager"><a rel="next" href="/search?after=2015"><img src="/arrow.png"></a></div>', "/search?after=2015"),
    # Its text alone is not: a box of newest posts beside the page's own content.
    ('<div class="box_navi"><b>1</b> <a href="/forum/newest/2">2</a> <a href="/forum/newest/2">&gt;</a></div>', None),
    # Nor a link to another site.
    ('<div class="pagination"><a href="http://b.com/list?page=2">Next</a></div>', None),
])
def test_a_lists_next_page_may_be_another_path(links: str, wanted: str | None) -> None:
    url = "http://a.com/shop/spring.html"
    page = parse(_page(f"<p>{links}</p>"), url)
    assert page is not None
    assert find_next_page(page.root, url) is None
    found = find_next_page(page.root, url, lists=True)
    assert (found.url.removeprefix("http://a.com") if found else None) == wanted


@pytest.mark.parametrize("url, links, wanted", [
    # The next post: another path that ends in a story's slug, with no query.
    ("http://a.com/2014/07/15/was-ist-innovation/",
     '<div class="nav-links"><a rel="next" href="/2014/08/15/innovation-ist-mehr/">N&auml;chste &rarr;</a></div>', None),
    ("http://a.com/muffin-grundrezept/", '<div class="pager"><a rel="next" href="/brokkoli-muffins/">&raquo;</a></div>',
     None),
    # A slug naming a page, a path extending this page's, a list's search URL: pages of this list.
    ("http://a.com/kuchen-vom-blech.html", '<div class="pager"><b>1</b> <a href="/kuchen-vom-blech.html/comment-page-2">'
     '2</a> <a href="/kuchen-vom-blech.html/comment-page-2">weiter &raquo;</a></div>', "/kuchen-vom-blech.html/comment-page-2"),
    ("http://a.com/news-long-story,nId,52", '<div class="pager"><b>1</b> <a href="/news-long-story,nId,52,nPack,2">2</a> '
     '<a href="/news-long-story,nId,52,nPack,2">N&auml;chste</a></div>', "/news-long-story,nId,52,nPack,2"),
    ("http://a.com/blog-home/", '<div class="pager"><a rel="next" href="/search?updated-max=2015">Next &rsaquo;</a></div>',
     "/search?updated-max=2015"),
])
def test_a_lists_link_to_another_story_is_no_page(url: str, links: str, wanted: str | None) -> None:
    page = parse(_page(links), url)
    assert page is not None
    found = find_next_page(page.root, url, lists=True)
    assert (found.url.removeprefix("http://a.com") if found else None) == wanted


@pytest.mark.parametrize("box, wanted", [
    # A pager of briefs in the sidebar steps through its own teasers, in an article or a list.
    ('<aside class="aside"><h2>Briefs</h2><div class="pagination"><a rel="next" class="next" href="?page_b=2">'
     '&rsaquo;</a></div></aside>', None),
    ('<div id="sidebar-right"><div class="pager"><b>1</b> <a href="?page=2">2</a> <a href="?page=2">Next</a></div></div>',
     None),
    # A Drupal view placed as a block (the page's own list is the main block).
    ('<section class="block-views" id="block-views-block-multimedia-block-5"><nav class="pager"><a rel="next" '
     'href="?page=1">Next page</a></nav></section>', None),
    # Drupal's pager of a second list on the page ("page=0,1") in a view: a teaser block's.
    ('<div class="view view-id-more"><div class="view-content"><p><a href="/a">A</a></p></div><nav class="pager">'
     '<a rel="next" href="?page=0%2C1">Next page &rsaquo;&rsaquo;</a></nav></div>', None),
    ('<div class="view view-node"><nav class="pager"><a rel="next" href="?page=0%2C%2C1">Next page &rsaquo;&rsaquo;</a>'
     '</nav></div>', None),
    # The same parameter outside a view: the story's own pages ("next page ›" under a paged article node).
    ('<div class="pagination"><div class="prevLink"></div><div class="nextLink"><a href="?page=0,1">next page '
     '&rsaquo;</a></div><div class="pages"><span class="pager-item"><a href="?page=0,1">2</a></span></div></div>',
     "?page=0,1"),
    # The first list's page in the same parameter, and a layout class on the page: the page's own pager.
    ('<nav class="pager"><a rel="next" href="?page=1%2C0">Next page &rsaquo;&rsaquo;</a></nav>', "?page=1%2C0"),
    ('<div class="sidebar-layout"><div class="pager"><b>1</b> <a href="?page=2">2</a></div></div>', "?page=2"),
    # A rail is a sidebar by another name; a word holding "rail" is none.
    ('<div class="o-rail"><section><div class="pager"><span>1</span> <a href="?topic_page=2">2</a> '
     '<a href="?topic_page=2">&rsaquo;</a></div></section></div>', None),
    ('<div id="right-rail"><p><a href="?page=2">Next &rsaquo;</a></p></div>', None),
    ('<div class="trail"><div class="pager"><b>1</b> <a href="?page=2">2</a></div></div>', "?page=2"),
])
def test_a_box_beside_the_text_pages_its_own_teasers(box: str, wanted: str | None) -> None:
    url = "http://a.com/news/story.html"
    page = parse(_page(box), url)
    assert page is not None
    for lists in (False, True):
        found = find_next_page(page.root, url, lists=lists)
        assert (found.url.removeprefix("http://a.com/news/story.html") if found else None) == wanted, lists


def test_comment_pages_are_pages_of_a_thread_only() -> None:
    page = parse(_page('<div class="commentswrap"><div class="pager"><b>1</b> '
                       '<a href="/discussion/868/p2" rel="next">2</a></div></div>'), "http://a.com/discussion/868")
    assert page is not None
    assert find_next_page(page.root, "http://a.com/discussion/868") is None
    found = find_next_page(page.root, "http://a.com/discussion/868", lists=True)
    assert found is not None and found.url == "http://a.com/discussion/868/p2"


@pytest.mark.parametrize("head, body, wanted", [
    # A head <link rel=next> no anchor repeats: an article's next page, no page its list's pager shows.
    ('<link rel="next" href="/blog/page/3/">', "<p>Posts.</p>", None),
    # With an anchor to the same URL, the anchor is the link taken, its fragment kept, the rel pooled.
    ('<link rel="next" href="/blog/page/3/">', '<p><a href="/blog/page/3/#top">3</a></p>', "/blog/page/3/#top"),
])
def test_a_lists_pages_are_those_its_pager_shows(head: str, body: str, wanted: str | None) -> None:
    url = "http://a.com/blog/page/2/"
    page = parse(_page(body, head), url)
    assert page is not None
    article = find_next_page(page.root, url)
    assert article is not None and article.url == "http://a.com/blog/page/3/"
    found = find_next_page(page.root, url, lists=True)
    assert (found.url.removeprefix("http://a.com") if found else None) == wanted


# The multi-page fixture site: each page's next and previous page, by part.

MULTIPAGE = Path(__file__).resolve().parents[1] / "sites" / "multipage"
MULTIPAGE_EXPECTED = json.loads((MULTIPAGE / "expected.json").read_text(encoding="utf-8"))
_MULTIPAGE_CASES = [(article["part"], path, article["merged"][i - 1] if i else None, article["merged"])
                    for article in MULTIPAGE_EXPECTED["articles"] for i, path in enumerate(article["merged"])]


@pytest.mark.parametrize("part, path, before, merged", _MULTIPAGE_CASES,
                         ids=[f"{part}:{path}" for part, path, _, _ in _MULTIPAGE_CASES])
def test_multipage_site_neighbours(part: str, path: str, before: str | None, merged: list[str]) -> None:
    entry = MULTIPAGE_EXPECTED["pages"][path]
    page = parse((MULTIPAGE / entry["file"]).read_text(encoding="utf-8"), ORIGIN + path)
    assert page is not None
    found = [p.url.removeprefix(ORIGIN) if p else None for p in find_neighbour_pages(page.root, ORIGIN + path)]
    # A page one reached at another address than its pages name ("?from=home", capitals): theirs.
    before = entry.get("prev", before)
    # Some styles link forward only ("Verder lezen »"): their previous page is named nowhere.
    assert found == [entry["next"], before if before is not None and _links_to(page.root, path, before) else None]


def _links_to(root: HtmlElement, path: str, target: str) -> bool:
    """Whether a link, a head <link>, a page jumper's option or a GET form's page menu ("?page=N", page
    one without it) of the page at ``path`` goes to ``target``."""
    hrefs = root.xpath("//a/@href | //link/@href | //option/@value")
    for select in root.xpath("//form[not(@method) or @method='get']//select[@name='page']"):
        action = select.xpath("string(ancestor::form/@action)") or path
        hrefs += [action if value == "1" else f"{action}?page={value}" for value in select.xpath("option/@value")]
    return ORIGIN + target in {urljoin(ORIGIN + path, href.strip()) for href in hrefs}


def test_a_section_headed_by_a_later_h1_still_speaks_for_its_links() -> None:
    # HTML5 lets every section have its <h1>: the comments' own does not make
    # their container the article's.
    comments = ('<section class="comments"><h1>Comments</h1><p>Nice.</p>'
                '<p><a href="s-2.html">Next page</a></p></section>')
    markup = f"<html><body><div><h1>Story</h1><p>Text.</p></div>{comments}</body></html>"
    assert _next(markup, "http://a.com/s.html") is None


def test_parts_of_a_series_are_articles_not_pages() -> None:
    # Taken for the page before, part 1 would make part 2 a later page, and the
    # crawler would wait for a first page it is never given.
    body = ('<p><a href="harbour-part1.html">&laquo; Previous part: The storm</a> '
            '<a href="harbour-part3.html">Read part 3: The money &raquo;</a></p>')
    assert _neighbours(_page(body), "http://a.com/harbour-part2.html") == (None, None)


@pytest.mark.parametrize("box", [
    '<div class="c-readnext"><p>Read next</p><a class="c-readnext__link" href="view.php?id=4412">Next &rsaquo;</a></div>',
    '<div class="up-next"><a href="view.php?id=4412">Next &raquo;</a></div>',
])
def test_a_read_next_box_offers_the_next_story(box: str) -> None:
    assert _next(_page(box), "http://a.com/view.php?id=4411") is None
    # A link to this story's page two: in such a box still the box's, beside no such box the next page (the
    # next id is another story wherever it stands: tests/extraction/test_page_addresses.py).
    own = box.replace("view.php?id=4412", "view.php?id=4411&amp;page=2")
    assert _next(_page(own), "http://a.com/view.php?id=4411") is None
    plain = own.replace("c-readnext", "c-pages").replace("up-next", "c-pages")
    assert _next(_page(plain), "http://a.com/view.php?id=4411") == "http://a.com/view.php?id=4411&page=2"


def _jumper(current: int, values: list[str]) -> str:
    options = "".join(f'<option value="{v}"{" selected" if i == current else ""}>Page {i} of {len(values)}</option>'
                      for i, v in enumerate(values, 1))
    return f'<form class="page-jump"><select onchange="location=this.value">{options}</select></form>'


@pytest.mark.parametrize("url, select, expected", [
    # The option after the page's own is the next page, its text naming the page or being its number.
    ("http://a.com/long/slug/", _jumper(1, ["/long/slug/", "/long/slug/2", "/long/slug/3"]), "http://a.com/long/slug/2"),
    ("http://a.com/long/slug/2", _jumper(2, ["/long/slug/", "/long/slug/2", "/long/slug/3"]), "http://a.com/long/slug/3"),
    ("http://a.com/s.html", '<select><option value="s.html">1</option><option value="?page=2">2</option></select>',
     "http://a.com/s.html?page=2"),
    ("http://a.com/long/slug/3", _jumper(3, ["/long/slug/", "/long/slug/2", "/long/slug/3"]), None),  # the last page
    # Numbers a script reads are no URL; a jump past k+1 is no step; a list of months is a calendar.
    ("http://a.com/long/slug/", _jumper(1, ["1", "2", "3"]), None),
    ("http://a.com/long/slug/", '<select><option value="/long/slug/3">Page 3</option></select>', None),
    ("http://a.com/2024/05/", '<select><option value="/2024/05/">May</option><option value="/2024/06/">June</option>'
     '</select>', None),
])
def test_a_page_jumper_names_the_next_page(url: str, select: str, expected: str | None) -> None:
    assert _next(_page(select), url) == expected


def test_a_page_jumper_is_no_page_of_a_list() -> None:
    # A list's pages are its anchors (the autopager labels name links): the jumper is left to articles.
    url = "http://a.com/long/slug/"
    page = parse(_page(_jumper(1, ["/long/slug/", "/long/slug/2"])), url)
    assert page is not None
    assert find_next_page(page.root, url, lists=True) is None
    assert find_next_page(page.root, url) is not None


def test_page_anchors_gather_the_selects_and_the_base() -> None:
    page = parse(_page('<base href="/x/"><a href="a">A</a><select id="s"></select>'), "http://a.com/")
    assert page is not None
    found = page_anchors(page.root)
    assert [el.tag for el in found.elements] == ["a"] and found.base == "/x/"
    assert [el.get("id") for el in found.selects] == ["s"]


# Issue 32, the sealed template's kinds: accepted next-page styles, and decoys rejected for what they are.

@pytest.mark.parametrize("url, body, expected", [
    # comma parameters: ",nPack,N" extends the story's own ",nId,N" path (a bare bar of numbers)
    ("http://a.com/artykul/zoutkeet,nId,4481",
     '<div><span>1</span> <a href="/artykul/zoutkeet,nId,4481,nPack,2">2</a> '
     '<a href="/artykul/zoutkeet,nId,4481,nPack,3">3</a></div>', "http://a.com/artykul/zoutkeet,nId,4481,nPack,2"),
    # continuation phrases ("read on", "the sequel") in Dutch, German, French
    ("http://a.com/dossier/s/index.html", '<p><a href="index2.html">Verder lezen »</a></p>',
     "http://a.com/dossier/s/index2.html"),
    ("http://a.com/reportage/s.html", '<p><a href="s.2.html">Lees het vervolg ›</a></p>', "http://a.com/reportage/s.2.html"),
    ("http://a.com/s.html", '<p><a href="s-2.html">Fortsetzung</a></p>', "http://a.com/s-2.html"),
    ("http://a.com/s.html", '<p><a href="s-2.html">Suite »</a></p>', "http://a.com/s-2.html"),
    # an arrow whose title names a photograph steps through a gallery, on a URL with a page number
    ("http://a.com/fotoserie/feest/", '<p>Foto 1 van 12 <a href="/fotoserie/feest/2" title="Volgende foto">→</a></p>',
     None),
    # ...while an arrow titled "next page" is the next page
    ("http://a.com/interview/s", '<div><a href="/interview/s/2" title="Volgende pagina">→</a></div>',
     "http://a.com/interview/s/2"),
])
def test_sealed_template_kinds(url: str, body: str, expected: str | None) -> None:
    assert _next(_page(body), url) == expected


# Issue 32, the second sealed template's kinds (found on its first run): a folder's later pages as files
# in it, a button that loads the rest, a chapter menu, "parte" as a page word.

@pytest.mark.parametrize("url, body, head, expected", [
    # a folder page, its later pages files in the folder, named by the head alone
    ("http://a.com/reports/tide/", "", '<link rel="next" href="page2.html">', "http://a.com/reports/tide/page2.html"),
    ("http://a.com/reports/tide/", "", '<link rel="next" href="/reports/tide/2.php">', "http://a.com/reports/tide/2.php"),
    # ...but a folder's link to a story file in it is no page
    ("http://a.com/reports/", '<p><a href="/reports/tide-mill.html">Next »</a></p>', "", None),
    # a button a script sends to the rest of the article, no link at all
    ("http://a.com/s/", '<div><button type="button" data-href="/s/?parte=2">Load the rest of the article</button></div>',
     "", "http://a.com/s/?parte=2"),
    ("http://a.com/s.html", '<button class="more" data-href="s.html?page=2">Carica il seguito</button>', "",
     "http://a.com/s.html?page=2"),
    # ...while a load-more of teasers with a data-href on this URL is a list's
    ("http://a.com/s/", '<div><button data-href="/s/?offset=10">Load more stories</button></div>', "", None),
    ("http://a.com/s/", '<div><button data-href="/s/?page=2">Show more comments</button></div>', "", None),
    # a chapter menu: the option after the selected one, its value relative, its text a chapter's name
    ("http://a.com/g/s.html", '<select onchange="location=this.value"><option value="s.html" selected>Intro'
     '</option><option value="?pag=2">The storm</option><option value="?pag=3">After</option></select>', "",
     "http://a.com/g/s.html?pag=2"),
    ("http://a.com/g/s.html?pag=2", '<select><option value="">Choose</option><option value="s.html">Intro</option>'
     '<option value="?pag=2" selected>The storm</option><option value="?pag=3">After</option></select>', "",
     "http://a.com/g/s.html?pag=3"),
    # "parte" names a page as "part" does
    ("http://a.com/s.html", '<p><a href="s.html?parte=2">Pagina successiva</a></p>', "", "http://a.com/s.html?parte=2"),
])
def test_second_sealed_template_kinds(url: str, body: str, head: str, expected: str | None) -> None:
    assert _next(_page(body, head), url) == expected


def test_a_chapter_menu_names_page_one_by_its_file() -> None:
    # Page one's option value is the page's file name, relative: the previous page of page two.
    page = parse(_page('<select><option value="s.html">Intro</option><option value="?pag=2" selected>The storm'
                       '</option><option value="?pag=3">After</option><option value="4">Notes</option></select>'),
                 "http://a.com/g/s.html?pag=2")
    assert page is not None
    found = find_neighbour_pages(page.root, "http://a.com/g/s.html?pag=2")
    assert [p.url if p else None for p in found] == ["http://a.com/g/s.html?pag=3", "http://a.com/g/s.html"]


def test_page_anchors_gather_the_buttons_with_a_data_href() -> None:
    page = parse(_page('<button data-href="/b">B</button><button>C</button>'), "http://a.com/")
    assert page is not None
    assert [el.text for el in page_anchors(page.root).buttons] == ["B"]


def test_a_comma_parameter_that_names_no_page_is_no_step() -> None:
    from scrapy_articles.extraction.links.pageurls import step
    assert step("http://a.com/a/s,nId,4481", "http://a.com/a/s,nId,4481,nPack,2") is not None
    assert step("http://a.com/a/s,nId,4481", "http://a.com/a/s,nId,4481,nCom,2") is None


def test_a_zero_based_page_two_steps_back_to_page_one() -> None:
    # "?p=1" is page two when page one carries no number: its link back to page one is the previous page.
    from scrapy_articles.extraction.links.pageurls import step
    back = step("http://a.com/s.html?p=1", "http://a.com/s.html")
    assert back is not None and (back.current, back.target) == (1, 0)
    assert step("http://a.com/s.html?p=2", "http://a.com/s.html") is not None  # one-based: page 2 to page 1


# A story served under another path than its pages' (a feed's or an old section's address): its pager's
# links go to the path whose last segment names the story in the same words.
@pytest.mark.parametrize("url, body, expected", [
    ("http://a.com/Mind-Matters/the-end-of-smoke-and-mirrors?utm_source=feed",
     BAR.format('<a href="/ideas/the-end-of-smoke-and-mirrors?page=1">1</a> '
                '<a href="/ideas/the-end-of-smoke-and-mirrors?page=2">2</a> '
                '<a href="/ideas/the-end-of-smoke-and-mirrors?page=2">Next page</a>'),
     "http://a.com/ideas/the-end-of-smoke-and-mirrors?page=2"),
    ("http://a.com/article/720531/How_Big_Data_Will_Separate_Haves",
     '<div class="item-list"><a href="/d/bi/how-big-data-will-separate-haves-206515?page=0,1">next page ›</a></div>',
     "http://a.com/d/bi/how-big-data-will-separate-haves-206515?page=0,1"),
    # another query parameter of the other address stays
    ("http://a.com/s/old-quay-walls-story", '<a href="/read.php?id=4&amp;page=2">Next page</a>', None),
    ("http://a.com/s/old-quay-walls", '<a href="/new/old-quay-walls?id=4&amp;page=2">Next page</a>',
     "http://a.com/new/old-quay-walls?id=4&page=2"),
])
def test_pager_of_the_story_under_another_address(url: str, body: str, expected: str | None) -> None:
    assert _next(_page(body), url) == expected


def test_page_links_of_the_story_under_another_address() -> None:
    # find_page_links reads the page at its other address as find_next_page does: the bar's pages and its
    # next page under "/ideas/<slug>", the previous page under another section.
    url = "http://a.com/Mind-Matters/the-end-of-smoke-and-mirrors?utm_source=feed"
    body = BAR.format('<b>1</b> <a href="/ideas/the-end-of-smoke-and-mirrors?page=2">2</a> '
                      '<a href="/ideas/the-end-of-smoke-and-mirrors?page=3">3</a> '
                      '<a href="/ideas/the-end-of-smoke-and-mirrors?page=2">Next page</a>')
    page = parse(_page(body), url)
    assert page is not None
    assert find_page_links(page.root, url) == PageLinks(
        ("http://a.com/ideas/the-end-of-smoke-and-mirrors?page=2",), (),
        ("http://a.com/ideas/the-end-of-smoke-and-mirrors?page=2", "http://a.com/ideas/the-end-of-smoke-and-mirrors?page=3"))
    url = "http://a.com/content/marketing/most-expensive-plates-2015-p2/"
    page = parse(_page('<p><a href="/content/celebrity/most-expensive-plates-2015/">previous page</a></p>'), url)
    assert page is not None
    assert find_page_links(page.root, url) == PageLinks((), ("http://a.com/content/celebrity/most-expensive-plates-2015/",), ())
    # another story's pages are no alias's
    page = parse(_page('<a href="/ideas/a-different-story-altogether?page=2">Next page</a>'), url)
    assert page is not None and find_page_links(page.root, url) == PageLinks((), (), ())


@pytest.mark.parametrize("body", [
    # another story's pages, a list's pages, another host's
    '<a href="/ideas/a-different-story-altogether?page=2">Next page</a>',
    '<div class="latest">' + BAR.format('<b>1</b> <a href="/news/?page=2">2</a> <a href="/news/?page=2">Next page</a>') + '</div>',
    '<a href="http://b.com/ideas/the-end-of-smoke-and-mirrors?page=2">Next page</a>',
    # the story's other address with no step to page two: a comment page's, a neighbour's
    '<a href="/ideas/the-end-of-smoke-and-mirrors?page=2">Older comments</a>',
    '<a href="/ideas/the-end-of-smoke-and-mirrors?page=3">Next page</a>',
])
def test_no_alias_without_the_same_story_and_a_step(body: str) -> None:
    assert _next(_page(body), "http://a.com/Mind-Matters/the-end-of-smoke-and-mirrors") is None


def test_pager_of_the_story_in_another_folder() -> None:
    # Page two under one section, its "previous page" under another: this page is "-p2/" there.
    url = "http://a.com/content/marketing/most-expensive-plates-2015-p2/"
    body = '<p><a href="/content/celebrity/most-expensive-plates-2015/">previous page</a></p>'
    page = parse(_page(body), url)
    assert page is not None
    nxt, prev = find_neighbour_pages(page.root, url)
    assert nxt is None and prev is not None and prev.url == "http://a.com/content/celebrity/most-expensive-plates-2015/"
    # and a lone "Next page" to the other section's page two, from page one
    assert _next(_page('<p><a href="/content/celebrity/most-expensive-plates-2015-p2/">Next page</a></p>'),
                 "http://a.com/content/marketing/most-expensive-plates-2015/") == \
        "http://a.com/content/celebrity/most-expensive-plates-2015-p2/"
    # another story in another folder is no alias
    assert _next(_page('<p><a href="/content/celebrity/cheapest-plates-ever-sold-p2/">Next page</a></p>'),
                 "http://a.com/content/marketing/most-expensive-plates-2015/") is None


@pytest.mark.parametrize("url, body, expected", [
    # two words beside a story's id name a story: page two's "previous page" under another section
    ("http://a.com/content/marketing/most-expensive-240215-p2/",
     '<p><a href="/content/celebrity/most-expensive-240215/">previous page</a></p>',
     (None, "http://a.com/content/celebrity/most-expensive-240215/")),
    # and page one's "continued" to page two there
    ("http://a.com/content/marketing/most-expensive-240215/",
     '<p><a href="/content/celebrity/most-expensive-240215-p2/">continued</a> »</p>',
     ("http://a.com/content/celebrity/most-expensive-240215-p2/", None)),
])
def test_pager_of_a_two_word_story_with_its_id_in_another_folder(url: str, body: str,
                                                                  expected: tuple[str | None, str | None]) -> None:
    page = parse(_page(body + _DECOYS), url)
    assert page is not None
    nxt, prev = find_neighbour_pages(page.root, url)
    assert (nxt.url if nxt else None, prev.url if prev else None) == expected


@pytest.mark.parametrize("url, href", [
    # two words and a year name a section's archive, not a story
    ("http://a.com/content/marketing/top-stories-2015/", "/content/celebrity/top-stories-2015-p2/"),
    # two words alone: a section
    ("http://a.com/content/marketing/most-expensive/", "/content/celebrity/most-expensive-p2/"),
    # another story's id
    ("http://a.com/content/marketing/most-expensive-240215/", "/content/celebrity/most-wanted-240377-p2/"),
])
def test_no_alias_of_two_words_without_a_story_id(url: str, href: str) -> None:
    assert _next(_page(f'<p><a href="{href}">Next page</a></p>'), url) is None


_DECOYS = ('<p><a href="/story/slug/photo/2/">Next image ›</a></p>'
           '<p><a href="/story/slug/comment-page-2/">Older comments »</a></p>'
           '<p><a href="/story/other-slug/">Next article »</a></p><p><a href="/events/2024/06/">next month »</a></p>')


@pytest.mark.parametrize("url, href, expected", [
    # a crawler reaches the story from a feed: the pager's links carry no tracking parameter
    ("http://a.com/story/slug/?utm_source=rss&utm_medium=feed", "/story/slug/2/", "http://a.com/story/slug/2/"),
    ("http://a.com/news/slug.html?fbclid=XyZ", "/news/slug.html?page=2", "http://a.com/news/slug.html?page=2"),
    ("http://a.com/features/slug.html?ref=home", "slug-part2.html", "http://a.com/features/slug-part2.html"),
    # or the pager's links carry their own
    ("http://a.com/story/slug/", "/story/slug/2/?ref=pager", "http://a.com/story/slug/2/?ref=pager"),
])
def test_tracking_parameters_name_no_page(url: str, href: str, expected: str | None) -> None:
    assert _next(_page(f'<p><a href="{href}">Next page</a></p>' + _DECOYS), url) == expected


def test_tracking_parameters_leave_the_decoys_decoys() -> None:
    # Read without its tracking parameter, the page still refuses the next article and the comments.
    url = "http://a.com/story/slug/?utm_source=rss"
    assert _next(_page('<p><a href="/story/slug/2/?utm_source=rss">Next article »</a></p>'
                       '<p><a href="/story/slug/?cpage=2">Next »</a></p>'), url) is None


def test_the_next_post_of_a_series_in_another_date_folder_is_no_page() -> None:
    url = "http://a.com/2012/10/04/graphic-design-not-in-production-6/"
    assert _next(_page("", '<link rel="next" href="/2012/10/08/graphic-design-not-in-production-7/">'), url) is None


# Review sites (issue 32, sealed-4): a chapter link "Next: <chapter>", a contents list of chapter titles,
# a GET form's page menu.

@pytest.mark.parametrize("url, body, expected", [
    # "Next: <the next chapter>" to this URL one page on: the next page, as "Next page: <heading>" is
    ("http://a.com/show/4461/barometer", '<div class="chapter-nav"><a href="/show/4461/barometer/2">Next: Battery '
     'life &rsaquo;</a></div>', "http://a.com/show/4461/barometer/2"),
    ("http://a.com/show/4461/barometer/2", '<p><a href="/show/4461/barometer">&lsaquo; Previous: Design</a> '
     '<a href="/show/4461/barometer/3">Next: Verdict &rsaquo;</a></p>', "http://a.com/show/4461/barometer/3"),
    # the same words to a script's next story (an id moving by one) or to another story: neighbours
    ("http://a.com/stories/view.php?id=4498", '<p><a href="/stories/view.php?id=4499">Next: The tide tables</a></p>',
     None),
    ("http://a.com/show/4470/barometers", '<p><a href="/show/4471/tide-clocks">Next: The best tide clocks</a></p>',
     None),
    # a jump of two pages is no neighbour
    ("http://a.com/show/4461/barometer", '<p><a href="/show/4461/barometer/3">Next: Verdict</a></p>', None),
])
def test_a_next_chapter_link_names_the_next_page(url: str, body: str, expected: str | None) -> None:
    assert _next(_page(body), url) == expected


def _contents(current: int, hrefs: list[str], self_link: bool = True) -> str:
    titles = ["Introduction", "Design and build", "Battery life", "Verdict"]
    items = "".join(f'<li class="is-active"><a href="{href}">{titles[i - 1]}</a></li>' if i == current and self_link
                    else f"<li><span>{titles[i - 1]}</span></li>" if i == current
                    else f'<li><a href="{href}">{titles[i - 1]}</a></li>' for i, href in enumerate(hrefs, 1))
    return f'<nav class="review-chapters"><h4>In this review</h4><ul>{items}</ul></nav>'


@pytest.mark.parametrize("url, body, expected", [
    # chapter titles alone, each at its page's place; the current one links to itself or is unlinked
    ("http://a.com/reviews/hygrometer", _contents(1, ["/reviews/hygrometer", "?page=2", "?page=3"]),
     "http://a.com/reviews/hygrometer?page=2"),
    ("http://a.com/reviews/hygrometer?page=2", _contents(2, ["/reviews/hygrometer", "?page=2", "?page=3"]),
     "http://a.com/reviews/hygrometer?page=3"),
    ("http://a.com/news/seil-2411-18.html", _contents(1, ["", "seil-2411-18-2.html", "seil-2411-18-3.html"], False),
     "http://a.com/news/seil-2411-18-2.html"),
    # the last chapter: no next page
    ("http://a.com/reviews/hygrometer?page=3", _contents(3, ["/reviews/hygrometer", "?page=2", "?page=3"]), None),
    # links out of their places' order are a menu, not the article's contents
    ("http://a.com/reviews/hygrometer", _contents(1, ["/reviews/hygrometer", "?page=3", "?page=2"]), None),
    # no item is this page: whose contents are they?
    ("http://a.com/reviews/hygrometer?page=4", _contents(9, ["/reviews/hygrometer", "?page=2", "?page=3"]), None),
])
def test_a_contents_list_of_chapter_titles_names_the_next_page(url: str, body: str, expected: str | None) -> None:
    assert _next(_page(body), url) == expected


def _form(select: str, method: str = "get", action: str = "/tested/rain-gauge.html", hidden: str = "") -> str:
    return (f'<form class="page-jump" method="{method}" action="{action}">{hidden}<label>Jump to page</label> '
            f'{select} <button type="submit">Go</button></form>')


def _numbers(current: int, name: str = "page") -> str:
    options = "".join(f'<option value="{i}"{" selected" if i == current else ""}>{i}. Chapter {i}</option>'
                      for i in range(1, 4))
    return f'<select name="{name}">{options}</select>'


@pytest.mark.parametrize("url, form, expected", [
    # a GET form sends the chosen number as "?page=N" to its action
    ("http://a.com/tested/rain-gauge.html", _form(_numbers(1)), "http://a.com/tested/rain-gauge.html?page=2"),
    ("http://a.com/tested/rain-gauge.html?page=2", _form(_numbers(2)), "http://a.com/tested/rain-gauge.html?page=3"),
    # with the form's hidden inputs; an empty action is the page's own URL
    ("http://a.com/read.php?id=5", _form(_numbers(1), action="", hidden='<input type="hidden" name="id" value="5">'),
     "http://a.com/read.php?id=5&page=2"),
    ("http://a.com/tested/rain-gauge.html?page=3", _form(_numbers(3)), None),  # the last page
    # a POST form, or a select not named as a page parameter, makes no URL
    ("http://a.com/tested/rain-gauge.html", _form(_numbers(1), method="post"), None),
    ("http://a.com/tested/rain-gauge.html", _form(_numbers(1, name="sort")), None),
])
def test_a_get_form_page_menu_names_the_next_page(url: str, form: str, expected: str | None) -> None:
    assert _next(_page(form), url) == expected


def test_a_get_form_page_menu_names_page_one_without_its_number() -> None:
    page = parse(_page(_form(_numbers(2))), "http://a.com/tested/rain-gauge.html?page=2")
    assert page is not None
    _, prev = find_neighbour_pages(page.root, "http://a.com/tested/rain-gauge.html?page=2")
    assert prev is not None and prev.url == "http://a.com/tested/rain-gauge.html"


@pytest.mark.parametrize(("tail", "next_page"), [
    ('<a href="/news/story.html?page=\u00b2">next page</a>', None),
    ('<a href="/news/story.html?page=1,\u00b2">2</a>', None),
    ('<form method="get"><select name="page"><option value="\u00b2">1</option>'
     '<option value="2">2</option></select></form>', "https://example.com/news/story.html?page=2"),
    ('<script type="application/ld+json">{"@type": "BreadcrumbList", "itemListElement": [{"@type": "ListItem",'
     ' "position": "\u00b2", "name": "News", "item": "https://example.com/news/"}]}</script>', None),
])
def test_a_digit_that_is_no_decimal_number_is_no_page_number(tail: str, next_page: str | None) -> None:
    # "\u00b2" (superscript two) is a digit to str.isdigit() but int() refuses it: each of these pages
    # raised ValueError from extract() while page numbers were tested with isdigit().
    from scrapy_articles import extract
    markup = f"<html><body><h1>Story</h1><p>{'word ' * 300}</p>{tail}</body></html>"
    article = extract(markup, url="https://example.com/news/story.html")
    assert article is not None and article.next_page_url == next_page


# A static site's folder served as its index file (issue 32, the held-back site's "Next page" to
# "/story/<slug>/2/" when the story is reached as ".../index.html"; tests/sites/multipage part dev).

@pytest.mark.parametrize("url, href, expected", [
    ("http://a.com/story/slug/index.html", "/story/slug/2/", "http://a.com/story/slug/2/"),
    ("http://a.com/story/slug/index.htm", "2/", "http://a.com/story/slug/2/"),
    ("http://a.com/story/slug/", "/story/slug/2/index.html", "http://a.com/story/slug/2/index.html"),
    ("http://a.com/story/slug/2/index.html", "/story/slug/3/", "http://a.com/story/slug/3/"),
    ("http://a.com/news/slug/index.html", "/news/slug/?page=2", "http://a.com/news/slug/?page=2"),
    # a script's index is a script's URL: its folder is another page
    ("http://a.com/story/slug/index.php", "/story/slug/2/", None),
])
def test_a_static_folders_index_file_is_the_folder(url: str, href: str, expected: str | None) -> None:
    assert _next(_page(f'<p><a href="{href}">Next page</a></p>' + _DECOYS), url) == expected


def test_a_static_folders_index_file_links_back_to_page_one() -> None:
    links = find_page_links(parse('<p><a href="/story/slug/index.html">Previous page</a> '
                                  '<a href="/story/slug/3/">Next page</a></p>').root, "http://a.com/story/slug/2/")
    assert links.prev == ("http://a.com/story/slug/index.html",)
    assert links.next == ("http://a.com/story/slug/3/",)


# A page one whose ending is not its later pages' (issue 32, the held-back site's "Continue reading" to
# "<slug>-part2.html"): a folder or an extensionless page, then files beside it.

@pytest.mark.parametrize("url, href, expected", [
    ("http://a.com/features/slug/", "/features/slug-part2.html", "http://a.com/features/slug-part2.html"),
    ("http://a.com/features/slug", "slug-part2.html", "http://a.com/features/slug-part2.html"),
    ("http://a.com/features/slug/index.html", "/features/slug-part2.html", "http://a.com/features/slug-part2.html"),
    ("http://a.com/story/slug.html", "/story/slug/2/", "http://a.com/story/slug/2/"),
    # another story's file beside the folder is no page of it
    ("http://a.com/features/slug/", "/features/other-slug.html", None),
])
def test_a_page_ones_ending_names_no_page(url: str, href: str, expected: str | None) -> None:
    assert _next(_page(f'<p><a href="{href}">Continue reading</a></p>' + _DECOYS), url) == expected


def test_a_later_page_beside_a_folder_links_back_to_it() -> None:
    links = find_page_links(parse('<p><a href="/features/slug/">« Previous page</a> '
                                  '<a href="slug-part3.html">Continue reading</a></p>').root,
                            "http://a.com/features/slug-part2.html")
    assert links.prev == ("http://a.com/features/slug/",)
    assert links.next == ("http://a.com/features/slug-part3.html",)


@pytest.mark.parametrize("url, href, expected", [
    # page one reached with a query that says where the reader came from or how the page is shown (no
    # tracking parameter): the pager's links drop it
    ("http://a.com/story/slug/?from=rss", "/story/slug/2/", "http://a.com/story/slug/2/"),
    ("http://a.com/story/slug/?amp=1", "/story/slug/2/", "http://a.com/story/slug/2/"),
    ("http://a.com/features/slug.html?s=1", "slug-part2.html", "http://a.com/features/slug-part2.html"),
    # or a query naming the story beside its slug
    ("http://a.com/story/slug/?id=5", "/story/slug/2/", "http://a.com/story/slug/2/"),
    # or keep it
    ("http://a.com/story/slug/?from=rss", "/story/slug/2/?from=rss", "http://a.com/story/slug/2/?from=rss"),
    ("http://a.com/story.php?id=5", "/story.php?id=5&page=2", "http://a.com/story.php?id=5&page=2"),
    # a front page's query names what it shows: "/page/2/" pages the front page, not the post "?p=123"
    ("http://a.com/?p=123", "/page/2/", None),
    ("http://a.com/?id=5", "/2/", None),
    # a link adding a parameter page one lacks is another page of something else
    ("http://a.com/story/slug/", "/story/slug/2/?topic=7", None),
])
def test_page_ones_query_that_the_pager_drops(url: str, href: str, expected: str | None) -> None:
    assert _next(_page(f'<p><a href="{href}">Next page</a></p>' + _DECOYS), url) == expected


@pytest.mark.parametrize("base, href, expected", [
    # a <base href> on a CDN's host: the pager's relative links resolve there; read on the page's own host,
    # where a crawler that follows no other host asks for them
    ("http://cdn.a-static.net/", "story/slug/2/", "http://a.com/story/slug/2/"),
    ("http://cdn.a-static.net/", "/story/slug/2/", "http://a.com/story/slug/2/"),
    ("https://cdn.a-static.net/", "http://cdn.a-static.net/story/slug/2/", "http://a.com/story/slug/2/"),
    ("https://www.a.com/", "/story/slug/2/", "https://www.a.com/story/slug/2/"),
    # an absolute link on the page's own host is still the page's
    ("http://cdn.a-static.net/", "http://a.com/story/slug/2/", "http://a.com/story/slug/2/"),
    # another story on the base's host is none
    ("http://cdn.a-static.net/", "/story/other-slug-2/", None),
])
def test_a_base_on_another_host(base: str, href: str, expected: str | None) -> None:
    markup = _page(f'<p><a href="{href}">Next page</a></p>' + _DECOYS, f'<base href="{base}">')
    assert _next(markup, "http://a.com/story/slug/") == expected


@pytest.mark.parametrize("url, href, expected", [
    # paths in capitals: servers that read paths whatever their case link them in another
    ("http://a.com/STORY/SLUG/", "/story/slug/2/", "http://a.com/story/slug/2/"),
    ("http://a.com/News/Storm-Hits-Coast.html", "/news/storm-hits-coast-2.html",
     "http://a.com/news/storm-hits-coast-2.html"),
    ("http://a.com/story/slug/", "/STORY/SLUG/2/", "http://a.com/STORY/SLUG/2/"),
    ("http://a.com/Story/Slug/", "/Story/Slug/2/", "http://a.com/Story/Slug/2/"),
    ("http://a.com/Story/Slug.aspx", "/Story/Slug.aspx?Page=2", "http://a.com/Story/Slug.aspx?Page=2"),
    # another story in capitals is none
    ("http://a.com/STORY/SLUG/", "/story/other-slug/2/", None),
])
def test_paths_in_capitals(url: str, href: str, expected: str | None) -> None:
    assert _next(_page(f'<p><a href="{href}">Next page</a></p>' + _DECOYS), url) == expected


@pytest.mark.parametrize("url, href", [
    ("http://a.com/story/slug/?from=rss", "http://[::1/story/slug/2/"),
    ("http://a.com/story/slug/?from=rss", "//[bad/2/"),
    ("http://a.com/STORY/SLUG/?id=%ff", "http://a.com]/story/slug/2/"),
    ("http://a.com/story/slug/?from=\u00b2", "/story/slug/\u00b2/"),  # a digit int() cannot read
])
def test_hostile_links_beside_a_dropped_query_or_capitals(url: str, href: str) -> None:
    assert _next(_page(f'<p><a href="{href}">Next page</a></p>'), url) is None
    markup = _page(f'<p><a href="{href}">Next page</a></p>', '<base href="http://[cdn/">')
    assert _next(markup, url) is None
