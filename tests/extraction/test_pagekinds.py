import pytest

from scrapy_articles.extraction.pagekinds import article_url, title_kinds, url_kinds


@pytest.mark.parametrize("url, expected", [
    ("https://a.example/tag/energy/", {"tag"}),
    ("https://a.example/topics/housing", {"tag"}),
    ("https://a.example/taxonomy/term/12", {"tag"}),
    ("https://a.example/?s=energy", {"search", "front"} - {"front"}),
    ("https://a.example/search?q=energy", {"search"}),
    ("https://a.example/author/jane-doe/", {"author"}),
    ("https://a.example/category/politics/page/3/", {"archive"}),
    ("https://a.example/news/business?page=2", {"archive"}),
    ("https://a.example/forums/general.12/", {"forum"}),
    ("https://a.example/whats-on", {"events"}),
    ("https://a.example/privacy-policy/", {"privacy"}),
    ("https://a.example/legal/terms", {"terms"}),
    ("https://a.example/about-us", {"about"}),
    ("https://a.example/info/contact-us", {"contact"}),
    ("https://a.example/my-account/", {"signin"}),
    ("https://a.example/", {"front"}),
    ("https://a.example/index.html", {"front"}),
    ("https://a.example/2024/03/12/council-approves-new-budget/", set()),
    # Words inside a slug are no kind: "contact" and "search" are parts of a headline here.
    ("https://a.example/news/contactless-payments-research-grows", set()),
    (None, set()),
])
def test_url_kinds(url, expected):
    assert url_kinds(url) == expected


@pytest.mark.parametrize("texts, expected", [
    (("Search results for \u201cenergy\u201d",), {"search"}),
    (("Tag: energy | The Post",), {"tag"}),
    (("Page not found",), {"error"}),
    (("Privacy policy",), {"privacy"}),
    (("Terms and conditions",), {"terms"}),
    (("About us",), {"about"}),
    (("Contact us",), {"contact"}),
    (("Subscribe to continue reading",), {"signin"}),
    (("Council approves new budget", "We value your privacy"), {"consent"}),
    (("Council approves new budget",), set()),
    ((None,), set()),
])
def test_title_kinds(texts, expected):
    assert title_kinds(*texts) == expected


@pytest.mark.parametrize("url, expected", [
    ("https://a.example/2024/03/12/council-approves-budget/", True),
    ("https://a.example/news/council-approves-new-budget-for-schools", True),
    ("https://a.example/tag/energy/", False),
    ("https://a.example/news.aspx?id=123", False),
    (None, False),
])
def test_article_url(url, expected):
    assert article_url(url) is expected
