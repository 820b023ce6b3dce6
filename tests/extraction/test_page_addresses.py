"""Next pages on sites we have not seen (issue 32): the kinds of page address real CMSs give an
article's later pages, the links that show them (words, arrows, icons, numbered bars), and the
decoys beside them, each rejected for what it is.

``CLASSES`` is the table of page-address classes, page one, two and three as each CMS writes them, with
what the code before session 33 took (``before``: whether ``find_next_page`` found page two from page
one under a lone "Next page"). Every class is read in every link style, among the decoys, from page one
and from page two (its next and its previous page).
"""

from __future__ import annotations

from urllib.parse import urljoin

import pytest

from scrapy_articles.extraction.document.parse import parse
from scrapy_articles.extraction.links.nextpage import find_next_page, find_page_links
from scrapy_articles.extraction.links.pageurls import step

SITE = "https://news.example.com"

# class, CMS, page one's address, page two's and page three's links (relative as the CMS writes them),
# whether the code before session 33 took page two.
CLASSES = [
    ("paged", "WordPress, a post's ?paged=", "/2024/05/harbour-road/", "?paged=2", "?paged=3", True),
    ("page", "WordPress, a post's ?page=", "/2024/05/harbour-road/", "?page=2", "?page=3", True),
    ("plain-permalink", "WordPress, plain permalinks", "/?p=1234", "/?p=1234&page=2", "/?p=1234&page=3", True),
    ("bitrix", "Bitrix", "/news/harbour-road/", "?PAGEN_1=2", "?PAGEN_1=3", True),
    ("bitrix-detail", "Bitrix, a script's story", "/news/detail.php?ID=4412", "/news/detail.php?ID=4412&PAGEN_1=2",
     "/news/detail.php?ID=4412&PAGEN_1=3", True),
    ("joomla-start", "Joomla, SEF page break", "/index.php/news/12-harbour-road", "?start=1", "?start=2", True),
    ("joomla-limitstart", "Joomla, page break", "/index.php?option=com_content&view=article&id=12&Itemid=5",
     "/index.php?option=com_content&view=article&id=12&Itemid=5&limitstart=1",
     "/index.php?option=com_content&view=article&id=12&Itemid=5&limitstart=2", False),
    ("start-offset", "Joomla, an offset of items", "/news/harbour-road.html", "?start=10", "?start=20", True),
    ("pg", "?pg=", "/news/harbour-road", "?pg=2", "?pg=3", True),
    ("p", "?p= beside a story's path", "/news/harbour-road", "?p=2", "?p=3", True),
    ("p-beside-id", "?p= beside a script's id", "/article.php?id=4412", "/article.php?id=4412&p=2",
     "/article.php?id=4412&p=3", True),
    ("semicolon", ";page=", "/news/harbour-road", "/news/harbour-road;page=2", "/news/harbour-road;page=3", True),
    ("page-file", "/page-N.html", "/news/harbour-road/", "page-2.html", "page-3.html", True),
    ("underscore", "_N.html", "/news/harbour-road.html", "harbour-road_2.html", "harbour-road_3.html", True),
    ("number-file", "/N.htm", "/news/harbour-road/", "2.htm", "3.htm", True),
    ("strona", "?strona= (Polish)", "/wiadomosci/droga-portowa.html", "?strona=2", "?strona=3", False),
    ("sayfa", "?sayfa= (Turkish)", "/haber/liman-yolu", "?sayfa=2", "?sayfa=3", False),
    ("strana", "?strana= (Czech, Slovak)", "/zpravy/pristavni-silnice", "?strana=2", "?strana=3", False),
    ("oldal", "?oldal= (Hungarian)", "/hirek/kikotoi-ut", "?oldal=2", "?oldal=3", False),
]
# The ways a page shows its next page; "{2}" and "{3}" are page two's and three's links.
STYLES = {
    "lone next": '<p><a href="{2}">Next page</a></p>',
    "bar, current a span": '<div class="pages"><span>1</span> <a href="{2}">2</a> <a href="{3}">3</a> '
                           '<a href="{2}">Next &rsaquo;</a></div>',
    "bar of numbers only": '<div class="pages"><span class="current">1</span> <a href="{2}">2</a> <a href="{3}">3</a></div>',
    "arrow named by aria-label": '<nav><a href="{2}" aria-label="Next page">&rsaquo;</a></nav>',
    "arrow named by title": '<p><a href="{2}" title="Next page">&rarr;</a></p>',
    "svg named by aria-label": '<div><a class="next" href="{2}" aria-label="Next page"><svg viewBox="0 0 8 8">'
                               '<path d="M0 0L8 4L0 8z"/></svg></a></div>',
    "svg in a next class": '<div><a class="next" href="{2}"><svg viewBox="0 0 8 8"><path d="M0 0L8 4L0 8z"/></svg></a></div>',
    "icon font": '<div><a href="{2}"><i class="fa fa-chevron-right"></i></a></div>',
    "svg sprite": '<div><a href="{2}"><svg class="icon"><use xlink:href="#icon-arrow-right"></use></svg></a></div>',
    "ligature icon": '<div><a href="{2}"><span class="material-icons">chevron_right</span></a></div>',
}
HEAD_STYLE = "rel=next in the head only"
# Styles the code before session 33 read in none of the classes (every other one it read in each
# class it took).
NEW_STYLES = {"svg in a next class", "icon font", "svg sprite", "ligature icon"}
# Beside the next page, on every page: a gallery's next image, older comments, the next article, next
# month, a list's "load more"; in text, by an arrow's title, and as icons.
DECOYS = ('<div class="gallery"><a href="/photos/harbour/2/">Next image &rsaquo;</a>'
          '<a href="/photos/harbour/2/" title="Next photo">&rsaquo;</a></div>'
          '<div id="comments"><h3>Comments (12)</h3><a href="?cpage=2">Older comments &raquo;</a></div>'
          '<div class="post-navigation"><a href="/news/quay-market">Next article &raquo;</a></div>'
          '<div class="calendar"><a href="/events/2024/06/">next month &raquo;</a>'
          '<a class="next" href="/events/2024/06/"><i class="fa fa-chevron-right"></i></a></div>'
          '<div class="latest"><a class="load-more" href="/news/?page=2">Load more stories</a></div>')
PARAGRAPH = "<p>" + "The harbour road will close to lorries from Monday, the council said. " * 6 + "</p>"


def _page(body: str, head: str = "") -> str:
    return (f"<html><head><title>Harbour road closed</title>{head}</head><body><article><h1>Harbour road closed</h1>"
            f"{PARAGRAPH * 4}{body}</article>{DECOYS}</body></html>")


def _next(html: str, url: str) -> str | None:
    page = parse(html, url)
    assert page is not None
    found = find_next_page(page.root, url)
    return found.url if found else None


def _styled(style: str, two: str, three: str) -> tuple[str, str]:
    """The body and head of page one in ``style``, linking page two (and three)."""
    if style == HEAD_STYLE:
        return "", f'<link rel="next" href="{two}">'
    return STYLES[style].replace("{2}", two).replace("{3}", three), ""


@pytest.mark.parametrize("name, cms, one, two, three, before", CLASSES, ids=[c[0] for c in CLASSES])
def test_each_class_is_a_step_both_ways(name: str, cms: str, one: str, two: str, three: str, before: bool) -> None:
    first, second, third = SITE + one, urljoin(SITE + one, two), urljoin(SITE + one, three)
    forward, back, on = step(first, second), step(second, first), step(second, third)
    assert forward is not None and back is not None and on is not None, cms
    assert (forward.target > forward.current, back.target < back.current, on.target > on.current) == (True, True, True)


ALL_STYLES = [*STYLES, HEAD_STYLE]


@pytest.mark.parametrize("name, cms, one, two, three, before", CLASSES, ids=[c[0] for c in CLASSES])
def test_page_one_names_page_two_among_the_decoys(name: str, cms: str, one: str, two: str, three: str,
                                                  before: bool) -> None:
    """Each class in one style, the styles taken in turn (every style in some class); the slow test below
    reads every class in every style."""
    style = ALL_STYLES[[c[0] for c in CLASSES].index(name) % len(ALL_STYLES)]
    body, head = _styled(style, two, three)
    assert _next(_page(body, head), SITE + one) == urljoin(SITE + one, two), (cms, style)


@pytest.mark.slow
@pytest.mark.parametrize("name, cms, one, two, three, before", CLASSES, ids=[c[0] for c in CLASSES])
def test_page_one_names_page_two_in_every_style(name: str, cms: str, one: str, two: str, three: str,
                                                before: bool) -> None:
    for style in ALL_STYLES:
        body, head = _styled(style, two, three)
        assert _next(_page(body, head), SITE + one) == urljoin(SITE + one, two), (cms, style)


@pytest.mark.parametrize("name, cms, one, two, three, before", CLASSES, ids=[c[0] for c in CLASSES])
def test_page_two_names_page_three_and_page_one(name: str, cms: str, one: str, two: str, three: str,
                                                before: bool) -> None:
    url = urljoin(SITE + one, two)
    bar = (f'<div class="pages"><a href="{one}">1</a> <span>2</span> <a href="{three}">3</a> '
           f'<a href="{one}">&lsaquo; Previous</a> <a href="{three}">Next &rsaquo;</a></div>')
    page = parse(_page(bar), url)
    assert page is not None
    links = find_page_links(page.root, url)
    assert links.next == (urljoin(url, three),) and links.prev == (SITE + one,), cms


@pytest.mark.parametrize("body, expected", [
    # an icon font's, a sprite's or a ligature's arrow, pointing right: next; left: not next
    ('<a href="?page=2"><i class="fa fa-chevron-right"></i></a>', "?page=2"),
    ('<a href="?page=2"><span class="dashicons dashicons-arrow-right-alt2"></span></a>', "?page=2"),
    ('<a href="?page=2"><i class="bi bi-caret-right-fill"></i></a>', "?page=2"),
    ('<a href="?page=2"><svg><use href="/icons.svg#angle-double-right"></use></svg></a>', "?page=2"),
    ('<a href="?page=2"><i class="material-icons">navigate_next</i></a>', "?page=2"),
    ('<a href="?page=2"><i class="fa fa-chevron-left"></i></a>', None),
    ('<a href="?page=2"><i class="material-icons">chevron_left</i></a>', None),
    # a link with no words whose class says next: its class is all it says
    ('<a class="next" href="?page=2"><svg viewBox="0 0 8 8"></svg></a>', "?page=2"),
    ('<span class="next"><a href="?page=2"><svg viewBox="0 0 8 8"></svg></a></span>', "?page=2"),
    ('<a class="prev" href="?page=2"><svg viewBox="0 0 8 8"></svg></a>', None),
    # an empty link draws no icon of its own (a script's or a stylesheet's arrow): its class is the weak cue
    ('<a class="next" href="?page=2"></a>', None),
    # ... and a link with words keeps the class's weight: "Read" in a next class names no page
    ('<a class="next" href="?page=2">Read</a>', None),
    # an icon in a gallery, a post navigation or a next-post class is the decoy it was
    ('<div class="gallery"><a href="?page=2"><i class="fa fa-chevron-right"></i></a></div>', None),
    ('<a class="next-post" href="?page=2"><svg viewBox="0 0 8 8"></svg></a>', None),
    ('<div class="nav-next"><a href="?page=2"><svg viewBox="0 0 8 8"></svg></a></div>', None),
    ('<div id="comments"><a class="next" href="?page=2"><svg viewBox="0 0 8 8"></svg></a></div>', None),
])
def test_an_icon_link_says_what_its_arrow_points_to(body: str, expected: str | None) -> None:
    url = SITE + "/news/harbour-road/"
    assert _next(_page(body), url) == (urljoin(url, expected) if expected else None)


@pytest.mark.parametrize("url, body, head, expected", [
    # WordPress's plain permalinks: the post is "?p=N" on the root; its next post is another N, shown with
    # rel=next, a headline, a bare "Next »", or declared in the head; "&page=2" is its page two
    ("/?p=1234", '<div class="nav-links"><a href="/?p=1240" rel="next">Quay market opens &raquo;</a></div>', "", None),
    ("/?p=1234", '<p><a href="/?p=1235">Next &raquo;</a></p>', "", None),
    ("/?p=12", "", '<link rel="next" href="/?p=13">', None),
    ("/index.php?p=12", '<p><a href="/index.php?p=13">Next &rsaquo;</a></p>', "", None),
    # WordPress in a folder: a "?p=" above any article's page number names the post
    ("/blog/?p=123", "", '<link rel="next" href="/blog/?p=130">', None),
    ("/blog/?p=123", '<p><a href="/blog/?p=123&amp;page=2">Next page</a></p>', '<link rel="next" href="/blog/?p=130">',
     "/blog/?p=123&page=2"),
    ("/?p=12", '<div class="pages"><span>1</span> <a href="/?p=12&amp;paged=2">2</a> '
               '<a class="next" href="/?p=13">&rsaquo;</a></div>', "", "/?p=12&paged=2"),
    ("/?p=12", '<p><a href="/?p=12&amp;page=2">Next page</a></p>', '<link rel="next" href="/?p=13">', "/?p=12&page=2"),
    # a parameter named as an id names the story: another id is another story, whatever the link says
    ("/?id=12", '<p><a href="/?id=13">Next &rsaquo;</a></p>', "", None),
    ("/article.php?id=12", '<p><a href="/article.php?id=13">Next page</a></p>', "", None),
    ("/story.php?sid=12", '<p><a href="/story.php?sid=13">Next &rsaquo;</a></p>', "", None),
    ("/?page_id=12", '<p><a href="/?page_id=13">Next &rsaquo;</a></p>', "", None),
    ("/index.php?option=com_content&view=article&id=12&Itemid=5",
     '<ul class="pager pagenav"><li class="next"><a href="/index.php?option=com_content&amp;view=article&amp;id=13'
     '&amp;Itemid=5" rel="next">Next</a></li></ul>', "", None),
    # ... and the page number beside it still steps: "?p=" on a story's path or beside the id is the page
    ("/article.php?id=12", '<p><a href="/article.php?id=12&amp;p=2">Next &rsaquo;</a></p>', "", "/article.php?id=12&p=2"),
    ("/news/harbour-road?p=2", '<p><a href="/news/harbour-road?p=3">Next &rsaquo;</a></p>', "",
     "/news/harbour-road?p=3"),
    ("/viewstory.php?p=2", '<p><a href="/viewstory.php?p=3">Next &rsaquo;</a></p>', "", "/viewstory.php?p=3"),
    ("/blog/harbour-road/?p=12", '<p><a href="/blog/harbour-road/?p=13">Next &rsaquo;</a></p>', "",
     "/blog/harbour-road/?p=13"),
])
def test_a_number_naming_the_story_in_its_address_is_another_story(url: str, body: str, head: str,
                                                                   expected: str | None) -> None:
    assert _next(_page(body, head), SITE + url) == (SITE + expected if expected else None)


@pytest.mark.parametrize("decoy", [
    # a list's "load more" on this page's own address, in words or as an icon in a load-more class
    '<div class="latest"><a class="load-more" href="?page=2">Load more</a></div>',
    '<div class="latest"><a class="btn" href="?page=2">Load more stories</a></div>',
    '<div class="latest"><button class="btn" data-href="?offset=10">Load more stories</button></div>',
    '<div class="latest"><a class="load-more" href="?page=2"><i class="fa fa-chevron-right"></i></a></div>',
    # the comments' pager, a slider's and a calendar's arrows as icons
    '<div class="comments"><a href="?page=2"><i class="fa fa-chevron-right"></i></a></div>',
    '<div class="slider"><a class="next" href="?slide=2"><svg viewBox="0 0 8 8"></svg></a></div>',
    '<div class="calendar"><a class="next" href="?month=6"><i class="fa fa-chevron-right"></i></a></div>',
])
def test_decoys_on_the_pages_own_address(decoy: str) -> None:
    url = SITE + "/news/harbour-road/"
    assert _next(_page(decoy), url) is None
    assert _next(_page(decoy, '<link rel="next" href="?page=2">'), url) == url + "?page=2"


def test_decoys_alone_are_no_next_page() -> None:
    assert _next(_page(""), SITE + "/news/harbour-road/") is None
