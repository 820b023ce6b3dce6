"""A next-page link counts only when it stands after the kept text (page/chain.py)."""

import numpy as np
import pytest

from scrapy_articles.extraction import extract
from scrapy_articles.extraction.document.parse import parse
from scrapy_articles.extraction.page.chain import MIN_TEXT_BEFORE_PAGER, pager_follows_text

URL = "https://example.org/forum/thread-4031.html"
NEXT = "https://example.org/forum/thread-4031-p-2.html"
PAGER = '<div class="pagenav">Pages: <b>1</b> <a href="thread-4031-p-2.html">2</a> <a href="thread-4031-p-3.html">3</a> ' \
        '<a href="thread-4031-p-2.html">Next</a></div>'
PARAGRAPHS = [
    "The council voted on Tuesday evening to close the old harbour road to lorries from the first of March, "
    "after three years of complaints from the families who live along the quay and the school beside it.",
    "Residents had asked for the change since the bridge repairs sent the freight traffic through the town. "
    "Many of them came to the meeting and stayed until the vote was taken, late in the evening.",
    "The haulage firms say the detour through the industrial estate adds twenty minutes to every trip and "
    "that the cost will fall on the shops of the town centre, which depend on the morning deliveries.",
    "The council's transport officer said the new signs would go up in February and that the police "
    "would enforce the ban with cameras at both ends of the road once the first month had passed.",
    "A review of the ban is planned for the autumn, when the bridge works should be finished and the "
    "freight traffic can return to the bypass for which it was built in the first place.",
]


def page(pager_before: bool, pager_after: bool) -> str:
    text = "".join(f"<p>{p}</p>" for p in PARAGRAPHS)
    return (f"<html><head><title>Harbour road closed to lorries</title></head><body>"
            f"<h1>Harbour road closed to lorries</h1>{PAGER if pager_before else ''}"
            f"<div class='post'>{text}</div>{PAGER if pager_after else ''}</body></html>")


@pytest.mark.parametrize("pager_before, pager_after, expected", [
    (False, True, NEXT),  # an article's pager, under its text
    (True, True, NEXT),  # above and under: the last one counts
    (True, False, None),  # above all the text: the pager of something else
])
def test_next_page_only_from_a_pager_after_the_text(pager_before, pager_after, expected):
    article = extract(page(pager_before, pager_after), url=URL)
    assert article.is_article
    assert article.text.startswith(PARAGRAPHS[0])
    assert article.next_page_url == expected


def blocks_of(markup: str) -> tuple:
    root = parse(markup, URL).root
    elements = tuple(root.iter("p"))
    return root, elements, np.array([10] * len(elements)), np.ones(len(elements), dtype=bool)


def test_the_bound_is_a_share_of_the_kept_words():
    # Two of five kept paragraphs before the last link: 40%, under the bound; three: 60%, over it.
    assert MIN_TEXT_BEFORE_PAGER == 0.5
    for before, expected in ((2, False), (3, True)):
        markup = ("<html><body>" + "<p>x</p>" * before + '<a href="thread-4031-p-2.html">Next</a>'
                  + "<p>x</p>" * (5 - before) + "</body></html>")
        root, elements, words, kept = blocks_of(markup)
        assert pager_follows_text(root, URL, NEXT, elements, words, kept) is expected


def test_unknown_when_no_link_leads_there_or_no_text_is_kept():
    root, elements, words, kept = blocks_of('<html><body><a href="/elsewhere">Next</a><p>x</p></body></html>')
    assert pager_follows_text(root, URL, NEXT, elements, words, kept)
    assert pager_follows_text(root, URL, NEXT, elements, words, np.zeros(len(elements), dtype=bool))


def test_a_link_urllib_cannot_read_beside_the_pager_is_passed_over():
    # "http://[::1" makes urljoin raise: the page keeps its next page instead of crashing.
    markup = page(False, True).replace("</body>", '<a href="http://[::1">bad</a></body>')
    assert extract(markup, url=URL).next_page_url == NEXT


def test_a_contents_list_of_chapters_above_the_text_is_the_articles_own():
    # A review's "In this review" list of chapter titles stands above its text; a pager of posts shows numbers.
    review = "https://example.org/reviews/hygrometer"
    items = "".join(f'<li><a href="{href}">{title}</a></li>' for href, title in
                    [(review, "Introduction"), ("?page=2", "Design and build"), ("?page=3", "Verdict")])
    text = "".join(f"<p>{p}</p>" for p in PARAGRAPHS)
    markup = (f"<html><head><title>Hygrometer review</title></head><body><h1>Hygrometer review</h1>"
              f"<nav class='review-chapters'><h4>In this review</h4><ul>{items}</ul></nav>"
              f"<div class='post'>{text}</div></body></html>")
    article = extract(markup, url=review)
    assert article.is_article
    assert article.text.startswith(PARAGRAPHS[0])
    assert article.next_page_url == review + "?page=2"


LIVE_PAGER = '<p class="live-pages"><a href="page-2.html">Next page &raquo;</a></p>'


def live_page(title: str) -> str:
    entries = "".join(f"<p>Update {n}, 10:{n}5. {p}</p>" for n, p in enumerate(PARAGRAPHS, 1))
    return (f"<html><head><title>{title} | The Harbour Gazette</title></head><body><h1>{title}</h1>"
            f"<div class='post'>{entries}</div>{LIVE_PAGER}</body></html>")


@pytest.mark.parametrize("url, title, expected", [
    # A live page, named so by its title or its URL: its pager pages older entries, no article's parts.
    ("https://example.org/news/festival/page-1.html", "Live: harbour festival, minute by minute", None),
    ("https://example.org/live/harbour-festival/page-1.html", "Harbour festival, minute by minute", None),
    ("https://example.org/news/festival/page-1.html", "Live coverage of the harbour festival", None),
    # The same page and pager under a story's title and URL: the story's next page.
    ("https://example.org/news/festival/page-1.html", "Harbour festival, minute by minute",
     "https://example.org/news/festival/page-2.html"),
])
def test_a_live_page_starts_no_chain(url, title, expected):
    article = extract(live_page(title), url=url)
    assert article.text.startswith("Update 1, 10:15. " + PARAGRAPHS[0])
    assert article.next_page_url == expected


def bar_to(last: int) -> str:
    """The story's bar on its page one: "1 2 … last Next" (a thread's, a blog's pages)."""
    return (f'<div class="pagenav"><b>1</b> <a href="thread-4031-p-2.html">2</a> '
            f'<a href="thread-4031-p-{last}.html">{last}</a> <a href="thread-4031-p-2.html">Next</a></div>')


@pytest.mark.parametrize("last, expected", [(91, None), (51, None), (50, NEXT), (3, NEXT)])
def test_a_bar_beyond_an_articles_pages_pages_a_list(last, expected):
    # A bar reaching page 91 pages a list (a forum's threads, a blog's posts) even on a page judged an
    # article: no chain starts there. The link is still the page's next one (find_neighbour_pages reads
    # it, and its bar's reach), and a list's.
    from scrapy_articles.extraction.links.nextpage import find_next_page
    markup = page(False, False).replace("</body>", bar_to(last) + "</body>")
    article = extract(markup, url=URL)
    assert article.is_article
    assert article.next_page_url == expected
    found = find_next_page(parse(markup, URL).root, URL)
    assert found is not None and found.url == NEXT and found.bar_last == last


def wordpress_pager(folder: str) -> str:
    """WordPress's pager on page one of ``folder``: "1 2 3 Next »" to ``folder`` + "page/N/"."""
    return (f'<nav class="pagination"><span aria-current="page" class="page-numbers current">1</span> '
            f'<a class="page-numbers" href="{folder}page/2/">2</a> <a class="page-numbers" href="{folder}page/3/">3</a> '
            f'<a class="next page-numbers" href="{folder}page/2/">Next &raquo;</a></nav>')


@pytest.mark.parametrize("folder, expected", [
    # A list's address, paged as WordPress pages its lists of posts: the site's root, a section of one word,
    # a category, a forum, a month's archive. A blog whose index shows a whole post looks like an article.
    ("/", None),
    ("/blog/", None),
    ("/articles/", None),
    ("/category/harbour/", None),
    ("/forums/forum/harbour-talk/", None),
    ("/2024/05/", None),
    # A story's address with the same pager: its own pages.
    ("/reports/boathouse/", "/reports/boathouse/page/2/"),
    ("/2024/05/14/harbour-road-closed-to-lorries/", "/2024/05/14/harbour-road-closed-to-lorries/page/2/"),
    ("/harbour-road-closed-to-lorries-from-march/", "/harbour-road-closed-to-lorries-from-march/page/2/"),
])
def test_a_lists_page_n_after_a_lists_address_pages_the_list(folder, expected):
    from scrapy_articles.extraction.links.nextpage import find_next_page
    url = "https://example.org" + folder
    markup = page(False, False).replace("</body>", wordpress_pager(folder) + "</body>")
    article = extract(markup, url=url)
    assert article.text.startswith(PARAGRAPHS[0])
    assert article.next_page_url == (expected and "https://example.org" + expected)
    # The link is the page's next one all the same (a list's, with lists=True): the chain drops it.
    found = find_next_page(parse(markup, url).root, url)
    assert found is not None and found.url == url + "page/2/"


@pytest.mark.parametrize("url, next_url, expected", [
    ("https://example.org/blog/page/2/", "https://example.org/blog/page/3/", True),  # a list's page 2 steps on
    ("https://example.org/blog", "https://example.org/blog/page/2", True),  # no trailing slash
    ("https://example.org/reports/boathouse/page/2/", "https://example.org/reports/boathouse/page/3/", False),
    ("https://example.org/blog/", "https://example.org/blog/page/two/", False),  # no page number
    ("https://example.org/blog/", "https://example.org/news/page/2/", False),  # another list's
    ("https://example.org/blog/", "https://other.example.org/blog/page/2/", False),  # another host's
    ("https://example.org/blog/", "https://example.org/blog/2/", False),  # a post's "/N/" shape
    ("http://[example.org/blog/", "https://example.org/blog/page/2/", False),  # an address urllib cannot read
])
def test_steps_a_list_reads_the_shape_of_both_addresses(url, next_url, expected):
    from scrapy_articles.extraction.page.chain import steps_a_list
    assert steps_a_list(url, next_url) is expected


def test_a_links_end_rules_it_out_without_urljoin_and_keeps_what_urljoin_may_change():
    # pager_follows_text resolves only the links whose last segment the next page's URL ends with
    # (document/urls.py, may_join_to), and those whose last segment urljoin may change.
    from scrapy_articles.extraction.document.urls import join, may_join_to
    ruled_out = ["/forum/thread-4031-p-3.html", "thread-4031-p-3.html", "https://example.org/forum/",
                 "https://example.org/forum/thread-4031-p-2.html#top", "?page=2", "#comments"]
    kept = ["thread-4031-p-2.html", "/forum/thread-4031-p-2.html", "//example.org/forum/thread-4031-p-2.html",
            "./", "../forum/.", "//", "p-2.html?", "p-2.html#", "p-2.html?#x", "p-2.html;", "https:thread-4031-p-2.html",
            "thread-\n4031-p-2.html", "\x01x", ""]
    assert not any(may_join_to(href, NEXT) for href in ruled_out)
    assert all(may_join_to(href, NEXT) for href in kept)
    assert [join(URL, href) == NEXT for href in ("thread-\n4031-p-2.html", "https:thread-4031-p-2.html")] == [True, True]


@pytest.mark.slow
def test_an_href_that_urljoin_joins_to_a_url_is_never_ruled_out_by_its_end():
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from scrapy_articles.extraction.document.urls import join, may_join_to, without_fragment

    bases = st.sampled_from(["http://a.com/s/2", "http://a.com/s/", "HTTPS://User@A.com:8080/x/y?q#f", "http://a.com",
                             "http://a.com/s;p/t", "ftp://a.com/x/", "mailto:x@a.com", "", "file:///a/b"])

    @settings(max_examples=4000, deadline=None)
    @given(bases, st.sampled_from(["", "/", "//", "http:", "https://", "HTTP://a.com", "?", "#", ".", ".."]),
           st.text(alphabet="/a1.;?#%:@ \t\n\\\x00\x01\x7f\u00a0\u00e9", max_size=12))
    def check(base: str, start: str, rest: str) -> None:
        href = (start + rest).strip()
        target = join(base, href)
        if target is not None:
            assert may_join_to(href, target), (base, href, target)
            # A numbered bar's link compared without its fragment (candidates._bar_current): read without it.
            page = without_fragment(target)
            assert page is None or may_join_to(href.split("#", 1)[0], page), (base, href, page)

    check()
