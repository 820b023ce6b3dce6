"""document/urls.py: join's written-out hrefs are urljoin's, checked."""

from __future__ import annotations

from urllib.parse import urljoin, urlsplit

import pytest

from scrapy_articles.extraction.document import urls
from scrapy_articles.extraction.document.urls import join


def _urljoin(base: str | None, href: str) -> str | None:
    """What join promises: urljoin's URL, None where urllib cannot read it."""
    try:
        absolute = urljoin(base, href) if base else href
        urlsplit(absolute)
    except ValueError:
        return None
    return absolute


BASES = [None, "", "http://a.com/s/2", "http://a.com/s/", "HTTPS://User@A.com:8080/x/y?q#f", "http://a.com",
         "http://a.com/s;p/t", "ftp://a.com/x/", "mailto:x@a.com", "file:///a/b", "http:foo", "http://[bad/x",
         "http://\u2100.com/", "http://\u00e9.com/x", "x/y", "https://a.com/a/../b/", "http://a.com/a//b/c",
         "http://a.com/./x/", "http://a.com/.x/y", "http://a.com/x;p/y", "http:abc", "http://a.com/x/y;p",
         "http://a.com/x/..", "http://a.com?q", "https://a.com/a/b\t/c"]
# Hrefs urljoin gives back as they are, or puts after the base's scheme and host, and the
# near misses it changes (a bare "?" or "#", ";parameters", dot segments, an upper-case scheme,
# controls, a host in brackets or outside ASCII).
HREFS = ["https://b.org/story-2.html?x=1#top", "http://b.org", "http://b.org/a/./b/../c", "https://b.org/x?",
         "https://b.org/x#", "https://b.org/x;p", "HTTP://b.org/x", "http://[::1]/x", "http://[bad/x",
         "http://\u2100.com/x", "http://b.org/x\ty", "http:b.org", "http:///x", "/news/story-2/?p=2#c",
         "/news/story-2", "/news//story", "/news/./story", "/news/story;p", "/news/story?", "/news/story#",
         "//b.org/x", "story-2.html", "news/story-2/?p=2#c", "news//story", "./story", ".story/x", "a:b/c", "b/c:d",
         "story;p", "story?", "?page=2", "#top", "", "javascript:void(0)", "/a:b/c", "/\u00e9t\u00e9/"]


@pytest.mark.parametrize("base", BASES)
def test_join_is_urljoin_whatever_the_base(base: str | None) -> None:
    assert [join(base, href) for href in HREFS] == [_urljoin(base, href) for href in HREFS]


def test_plain_hrefs_are_written_out_without_urljoin(monkeypatch: pytest.MonkeyPatch) -> None:
    # The two kinds of href most of a page's links are: written out, never parsed and put back together.
    def refused(base: str, href: str) -> str:
        raise AssertionError(f"urljoin called for {href!r}")

    monkeypatch.setattr(urls, "urljoin", refused)
    assert join("https://a.com/news/story", "https://b.org/x?y=1#z") == "https://b.org/x?y=1#z"
    assert join("https://a.com/news/story", "/news/story-2/") == "https://a.com/news/story-2/"
    assert join("https://a.com/news/story", "story-2.html?p=2") == "https://a.com/news/story-2.html?p=2"
    assert join("mailto:x@a.com", "http://b.org/x") == "http://b.org/x"
    assert join("http://[bad/x", "http://b.org/x") is None  # urljoin refuses the base: so does join


@pytest.mark.slow
def test_join_is_urljoin_on_random_hrefs() -> None:
    from hypothesis import given, settings
    from hypothesis import strategies as st

    @settings(max_examples=5000, deadline=None)
    @given(st.sampled_from(BASES),
           st.sampled_from(["", "/", "//", "http:", "https://", "http://", "HTTP://a.com", "https://a.com/", "?", "#",
                            ".", "..", "/x", "http://[::1]"]),
           st.text(alphabet="/a1.;?#%:@[] \t\n\\\x00\x01\x7f\u00a0\u00e9\u2100", max_size=12))
    def check(base: str | None, start: str, rest: str) -> None:
        href = start + rest
        assert join(base, href) == _urljoin(base, href), (base, href)

    check()


def test_a_page_whose_own_address_urllib_cannot_read_is_read_without_it(caplog) -> None:
    from scrapy_articles import extract
    story = " ".join(["The council voted on Tuesday to keep the harbour ferry running through the winter."] * 8)
    html = f"<html><body><h1>Ferry stays for the winter</h1><p>{story}</p><a href='/page/2'>Next page</a></body></html>"
    article = extract(html, url="http://[bad/news/1")
    assert article is not None and article.text.startswith("The council voted") and article.url is None
    assert "unreadable page URL" in caplog.text
    assert urls.readable("http://[bad/news/1") is None and urls.readable("http://a.com/x") == "http://a.com/x"
