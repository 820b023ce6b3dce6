import pytest

from scrapy_articles.extraction.document.parse import parse, strip_invisible
from scrapy_articles.extraction.links.anchors import page_anchors
from scrapy_articles.extraction.links.printlink import find_print_link

URL = "https://news.example.com/world/story-123.html"


def print_link_of(body: str, url: str | None = URL):
    page = parse(f"<html><body><p>Article text.</p>{body}</body></html>", url)
    strip_invisible(page.root)
    found = find_print_link(page.root, url)
    # The links gathered once for both link stages give the same answer.
    assert find_print_link(page.root, url, page_anchors(page.root)) == found
    return found


@pytest.mark.parametrize("body, expected", [
    ('<a href="/print/story-123">Print</a>', "https://news.example.com/print/story-123"),
    ('<a href="?print=1"> Print this article </a>', "https://news.example.com/world/story-123.html?print=1"),
    ('<a href="/p/123">Printer-friendly version</a>', "https://news.example.com/p/123"),
    ('<a href="/p/123">PRINTER FRIENDLY VERSION.</a>', "https://news.example.com/p/123"),
    # image links: only the alt or title text says what they do
    ('<a href="/p/123"><img src="/i/printer.png" alt="Print"></a>', "https://news.example.com/p/123"),
    ('<a href="/p/123"><img src="/i/printer.png" title="Druckversion"></a>', "https://news.example.com/p/123"),
    ('<a href="/p/123" title="Imprimer l\'article"><span class="ico"></span></a>',
     "https://news.example.com/p/123"),
    ('<a href="/p/123" aria-label="Versión para imprimir">🖨</a>', "https://news.example.com/p/123"),
    # languages
    ('<a href="/imprimer/123">Imprimer</a>', "https://news.example.com/imprimer/123"),
    ('<a href="/druck/123">Artikel drucken</a>', "https://news.example.com/druck/123"),
    ('<a href="/stampa/123">Stampa</a>', "https://news.example.com/stampa/123"),
    ('<a href="/imprimir/123">Imprimir</a>', "https://news.example.com/imprimir/123"),
    ('<a href="/print/123">Afdrukken</a>', "https://news.example.com/print/123"),
    ('<a href="/print/123">Versão para impressão</a>', "https://news.example.com/print/123"),
    # the same URL twice is one answer
    ('<a href="/p/1">Print</a><a href="https://news.example.com/p/1">Print</a>',
     "https://news.example.com/p/1"),
])
def test_print_links(body, expected):
    assert print_link_of(body) == expected


@pytest.mark.parametrize("body", [
    '<a href="javascript:window.print()">Print</a>',
    '<a href="#">Print</a>',
    '<a href="#print">Print</a>',
    '<a href="/world/story-123.html">Print</a>',  # the page itself
    '<a href="/world/story-123.html#print">Print</a>',
    '<a href="mailto:x@example.com">Print</a>',
    '<a href="/help/print/">Print</a>',  # script-driven button, help page as fallback
    '<a href="https://www.printfriendly.com/print?url=x">Print</a>',  # third-party service
    '<a href="/p/1">Printing tips for photographers</a>',  # a phrase is matched exactly
    '<a href="/p/1">Blueprint</a>',
    '<nav><a href="/print-edition">Print</a></nav>',  # site menu: the print edition
    '<a href="/p/1">Print</a><a href="/p/2">Print article</a>',  # disagreeing links
    '<span>Print</span>',
])
def test_no_print_link(body):
    assert print_link_of(body) is None


def test_relative_link_without_page_url_is_not_guessed():
    assert print_link_of('<a href="/print/1">Print</a>', url=None) is None
    assert print_link_of('<a href="https://x.example/print/1">Print</a>', url=None) == (
        "https://x.example/print/1")


def test_every_phrase_holds_a_print_stem():
    # The ASCII shortcut skips labels without a stem: each phrase must hold one.
    from scrapy_articles.extraction.links.printlink import _LEXICON, PRINT_STEMS
    assert all(any(stem in phrase for stem in PRINT_STEMS) for phrase in _LEXICON)


@pytest.mark.parametrize("body, expected", [
    # a label split by markup is still one label
    ('<a href="/p/9"><b>Pr</b>int</a>', "https://news.example.com/p/9"),
    # many links, one print link among them
    ("".join(f'<a href="/story/{i}">Story number {i}</a>' for i in range(50))
     + '<a href="/p/9">Print this story</a>', "https://news.example.com/p/9"),
    # only non-print links: nothing
    ("".join(f'<a href="/story/{i}">Story number {i}</a>' for i in range(50)), None),
    ('<a href="/p/9">Printed matter</a><a href="/p/8">Imprint</a>', None),
    # the page's one print link among links with non-ASCII labels, none of which can say print
    ("".join(f'<a href="/s/{i}">Caf\u00e9 n\u00b0{i} \u2014 \u00ab lire \u00bb</a>' for i in range(20))
     + '<a href="/p/5" title="Print\u00a0this">\u2399</a>', "https://news.example.com/p/5"),
    ("".join(f'<a href="/s/{i}">\u65e5\u672c {i}</a>' for i in range(20)), None),
    # labels never join across links: "Pr" and "int" are two labels
    ('<a href="/p/1">Pr</a><a href="/p/2">int</a>', None),
    # the page-wide search reads the labels of links with an href only, and all of each one's
    ('<a>Print</a><a href="/p/3">Story</a>', None),
    ('<img alt="Print" src="/i/p.png"><a href="/p/3" title="Story">Story</a>', None),
    ('<a>Print</a><a href="/p/3">Print</a>', "https://news.example.com/p/3"),
    ('<a href="/p/6"><span>Imp<img alt="" src="/i/p.png">rimer</span></a>', "https://news.example.com/p/6"),
    ('<a href="/p/6"><span><img alt="Печать" src="/i/p.png"></span> </a>', "https://news.example.com/p/6"),
])
def test_print_labels_after_the_page_shortcut(body, expected):
    assert print_link_of(body) == expected


def test_unreadable_urls_are_no_print_links():
    assert print_link_of('<a href="http://[::1/print">Print</a>') is None
    assert print_link_of('<a href="/p/1">Print</a>', url="http://[::1/story") is None
    assert print_link_of('<a href="http://[::1/print">Print</a><a href="/p/2">Print</a>') == (
        "https://news.example.com/p/2")


@pytest.mark.parametrize("label", ["Imprimir notícia", "ПЕЧАТЬ", "Druckversion »", "Version à imprimer",
                                   "Pri\u0301nt", "\uff30\uff52\uff49\uff4e\uff54", "Печа\u0301ть"])
def test_non_ascii_labels_fold_to_the_lexicon(label):
    assert print_link_of(f'<a href="/p/7">{label}</a>') == "https://news.example.com/p/7"




@pytest.mark.parametrize("inner", [
    "Pr<b>int</b> <!-- a comment --> this",
    "<span>Imp</span><?pi x?>rimer<img alt='Print' src='/p.png'> l\u2019article",
    "<em>\u041f\u0435\u0447\u0430\u0442\u044c</em>&nbsp;&amp;<script>var x = '<b>';</script>",
    "<i></i>",
])
def test_link_text_label_is_its_text_content(inner):
    # _labels serialises a link with children as text instead of calling text_content()
    from scrapy_articles.extraction.links.printlink import _labels
    page = parse(f'<html><body><a href="/p/1">{inner}</a> tail</body></html>', URL)
    link = next(page.root.iter("a"))
    assert _labels(link)[0] == link.text_content()


@pytest.mark.parametrize("text", ["Blueprint", "SPRINT", "Imprimé", "Ｐｒｉｎｔ", "Pri\u0301nt", "druk",
                                  "no stem here", "Caf\u00e9 \u65e5\u672c", "ПЕЧАТЬ", ""])
def test_stem_search_agrees_with_a_regex(text):
    import re
    import unicodedata
    from scrapy_articles.extraction.links.printlink import PRINT_STEMS, _may_say_print
    folded = unicodedata.normalize("NFKD", text.casefold())
    expected = bool(re.search("|".join(PRINT_STEMS), folded.encode("ascii", "ignore").decode("ascii"))
                    or re.search("|".join(PRINT_STEMS), folded))
    assert _may_say_print([text]) == expected


@pytest.mark.parametrize("labels", [
    ["Home", "Pri\u0301nt", "About"], ["Caf\u00e9", "blueprint"], ["Caf\u00e9", "\u00a0News"],
    ["\uff30\uff52\uff49\uff4e\uff54", None, "x"], ["\u041f\u0435\u0447\u0430\u0442\u044c", "Home"],
    ["pri", "nt\u00e9"], ["\u00e9pri", "nt"], ["pr\u00e9", "\u0301int"], [None, ""], ["Imprim\u00e9", "\u00bb"],
])
def test_labels_are_folded_as_one_text(labels):
    # _may_say_print folds only its non-ASCII labels: an ASCII label folds to its lower case,
    # and no stem spans two labels, so the answer is that of folding all of them joined.
    import re
    import unicodedata
    from scrapy_articles.extraction.links.printlink import PRINT_STEMS, _may_say_print
    folded = unicodedata.normalize("NFKD", "\0".join(filter(None, labels)).casefold())
    expected = bool(re.search("|".join(PRINT_STEMS), folded.encode("ascii", "ignore").decode("ascii"))
                    or re.search("|".join(PRINT_STEMS), folded))
    assert _may_say_print(labels) == expected


@pytest.mark.slow
def test_links_that_may_say_print_found_in_one_search():
    # find_print_link tests one by one only the links with non-ASCII labels; the ASCII
    # ones are candidates when one search of all labels finds a stem in theirs. The
    # candidates are the links _may_say_print picks link by link: the same ASCII
    # ones, and no fewer others (lower() may make an ASCII stem of a sign that
    # folding makes one of too: "DRUC\u212a", Kelvin's K).
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from scrapy_articles.extraction.links.printlink import _may_say_print, _with_ascii_stem

    label = st.one_of(st.none(), st.text(alphabet="prINTdukcmsS \u017f\u0130\u212a\u0301\u00e9\u041f\u0435\u0447\0\1",
                                         max_size=10),
                      st.sampled_from(["Print", "BLUEPRINT", "Druk", "ſtampa", "Печать", "Pri\u0301nt", "İmprim"]))

    @settings(max_examples=1500, deadline=None)
    @given(st.lists(st.lists(label, max_size=3), max_size=6))
    def check(links: list[list[str | None]]) -> None:
        texts = ["\0".join(filter(None, own)) for own in links]
        stemmed = _with_ascii_stem(texts)
        picked = {i for i, (own, text) in enumerate(zip(links, texts))
                  if i in stemmed or (not text.isascii() and _may_say_print(own))}
        truth = {i for i, own in enumerate(links) if _may_say_print(own)}
        assert picked >= truth
        assert {i for i in picked if texts[i].isascii()} == {i for i in truth if texts[i].isascii()}

    check()
