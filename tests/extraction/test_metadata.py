import json
import logging

import pytest

from scrapy_articles.extraction.metadata.fields import (
    MAX_DECLARED_HEADLINES,
    declarations,
    headline_candidates,
    normalise_language,
    parse_date,
    read_metadata,
    split_byline,
    title_field,
)
from scrapy_articles.extraction.metadata.dates import url_dates
from scrapy_articles.extraction.document.parse import parse

URL = "https://news.example.com/2020/03/story.html"


def root_of(markup: str):
    return parse(markup, URL).root


def meta_of(head: str = "", body: str = "", html_attrs: str = ""):
    return read_metadata(root_of(f"<html {html_attrs}><head>{head}</head><body>{body}</body></html>"), URL)


def jsonld(text: str) -> str:
    return f'<script type="application/ld+json">{text}</script>'


GRAPH = jsonld("""{"@context": "https://schema.org", "@graph": [
  {"@type": "WebSite", "@id": "https://news.example.com/#site", "name": "Example News"},
  {"@type": "Organization", "@id": "https://news.example.com/#org", "name": "Example Media"},
  {"@type": "Person", "@id": "https://news.example.com/#jane", "name": "Jane Doe"},
  {"@type": ["NewsArticle"], "headline": "Graph headline",
   "author": [{"@id": "https://news.example.com/#jane"}, {"@type": "Person", "name": "John Roe"}],
   "publisher": {"@id": "https://news.example.com/#org"},
   "datePublished": "2020-03-04T10:00:00+01:00", "dateModified": "2020-03-05",
   "image": {"@type": "ImageObject", "url": "/img/lead.jpg"},
   "keywords": ["politics", "Europe"], "inLanguage": "de-DE"},
  {"@type": "BreadcrumbList", "itemListElement": [
    {"@type": "ListItem", "position": 2, "name": "Politics", "item": "https://news.example.com/politics/"},
    {"@type": "ListItem", "position": 1, "item": {"@id": "https://news.example.com/", "name": "Home"}}]}
]}""")


def test_jsonld_graph_with_references_and_lists():
    m = meta_of(GRAPH)
    assert m.headline == "Graph headline"
    assert m.authors == ("Jane Doe", "John Roe")
    assert m.date_published == "2020-03-04T10:00:00+01:00"
    assert m.date_modified == "2020-03-05"
    assert m.date_modified_raw == "2020-03-05"
    assert m.site_name == "Example Media"
    assert m.main_image == "https://news.example.com/img/lead.jpg"
    assert m.keywords == ("politics", "Europe")
    assert m.language == "de-DE"
    assert m.breadcrumbs == (("Home", "https://news.example.com/"),
                             ("Politics", "https://news.example.com/politics/"))


def test_jsonld_top_level_list_and_cdata_wrapper():
    block = jsonld('//<![CDATA[\n[{"@type": "BlogPosting", "name": "Listed", '
                   '"author": "Ann Lee"}]\n//]]>')
    m = meta_of(block)
    assert (m.headline, m.authors) == ("Listed", ("Ann Lee",))


@pytest.mark.parametrize("opener, closer", [("<!--", ""), ("//<![CDATA[", ""), ("", "-->"), ("", "//]]>"),
                                            ("<!--", "-->")])
def test_jsonld_with_one_wrapper_end(opener, closer):
    """A comment or CDATA wrapper read away at either end alone, as at both."""
    m = meta_of(jsonld(f'{opener}\n{{"@type": "BlogPosting", "name": "Wrapped", "author": "Ann Lee"}}\n{closer}'))
    assert (m.headline, m.authors) == ("Wrapped", ("Ann Lee",))


def test_malformed_jsonld_is_skipped_quietly(caplog):
    caplog.set_level(logging.DEBUG, logger="scrapy_articles.extraction.metadata.fields")
    m = meta_of(jsonld('{"@type": "NewsArticle", "headline": "Broken",') +
                '<meta property="og:title" content="From OG">')
    assert m.headline == "From OG"
    assert all(r.levelno == logging.DEBUG for r in caplog.records)
    assert any("malformed JSON-LD" in r.getMessage() for r in caplog.records)


def test_open_graph_and_meta_tags():
    m = meta_of("""
      <meta property="og:title" content="OG title">
      <meta name="twitter:title" content="Twitter title">
      <meta name="description" content="  A   description. ">
      <meta property="og:site_name" content="The Site">
      <meta property="og:locale" content="en_GB">
      <meta property="og:image" content="//cdn.example.com/a.jpg">
      <meta property="og:url" content="/canonical/path">
      <meta property="article:published_time" content="2015-07-24T05:36:09+01:00">
      <meta property="article:modified_time" content="Fri, 24 Jul 2015 08:00:00 GMT">
      <meta property="article:author" content="https://facebook.com/someone">
      <meta name="author" content="Ann Author">
      <meta name="keywords" content="a, b; c">
      <meta property="article:tag" content="B">
      <meta property="article:tag" content="d">""")
    assert m.headline == "OG title"
    assert m.description == "A description."
    assert m.site_name == "The Site"
    assert m.language == "en-GB"
    assert m.main_image == "https://cdn.example.com/a.jpg"
    assert m.canonical_url == "https://news.example.com/canonical/path"
    assert m.date_published == "2015-07-24T05:36:09+01:00"
    assert m.date_modified == "2015-07-24T08:00:00+00:00"
    assert m.authors == ("Ann Author",)  # the article:author URL is no name
    assert m.keywords == ("a", "b", "c", "d")


def test_canonical_link_wins_over_og_url_and_is_absolute():
    m = meta_of('<meta property="og:url" content="https://x.example/og">'
                '<link rel="Canonical" href="/canon">')
    assert m.canonical_url == "https://news.example.com/canon"


def test_space_separated_properties_and_dublin_core_colon():
    m = meta_of('<meta property="dc:creator twitter:site_name" content="Creator Name">'
                '<meta name="author" content="Other">')
    assert m.authors == ("Creator Name",)


@pytest.mark.parametrize("body, expected", [
    ('<p class="byline">By Jane Doe and John Roe</p>', ("Jane Doe", "John Roe")),
    ('<div class="FeatureByline">By Nathan Willis\n March 25, 2015</div>', ("Nathan Willis",)),
    ('<span itemprop="author"><span itemprop="name">Ann Lee</span> (Staff)</span>', ("Ann Lee",)),
    ('<a rel="author" href="/jo">Jo Smith</a>', ("Jo Smith",)),
    ('<div class="authority-control">Authority control BNF: cb</div>', ()),
    ('<p class="byline">' + "word " * 60 + "</p>", ()),
    # Other posts' authors and commenters are not the article's: related
    # stories (the byline several levels down), comments, the previous or
    # next post; the article's own byline after them still counts.
    ('<div class="byline"><a rel="author" href="/a">Ann Lee</a></div>'
     '<div class="related-stories"><div class="post"><div class="post-info"><p class="byline">'
     '<span class="author"><a rel="author" href="/b">Bo Ray</a></span></p></div></div></div>', ("Ann Lee",)),
    ('<p class="nav-previous"><span class="author">By <a rel="author" href="/b">Bo Ray</a></span></p>'
     '<p class="wp-byline">Posted by Ann Lee on March 8, 2013</p>', ("Ann Lee",)),
    ('<p class="nav-next"><span class="author">By <a rel="author" href="/b">Bo Ray</a></span></p>'
     '<p class="wp-byline">Posted by Ann Lee on March 8, 2013</p>', ("Ann Lee",)),
    ('<ol id="comments"><li><div class="comment-author vcard">Cy Dee</div><p>Nice.</p></li></ol>', ()),
    # Author links elsewhere on the page credit teasers: only the first link's byline counts.
    ('<div class="post"><p>By <a rel="author" href="/a">Ann Lee</a> and <a rel="author" href="/b">Bo Ray</a></p>'
     '</div><section><div class="asset"><h3>Other story</h3><span>by <a rel="author" href="/c">Cy Dee</a></span>'
     '</div></section>', ("Ann Lee", "Bo Ray")),
])
def test_visible_bylines(body, expected):
    assert meta_of(body=body).authors == expected


def test_the_body_classes_do_not_move_a_byline_elsewhere():
    # WordPress copies the post's slug into the body's classes: "most-read" is no related-stories box.
    root = root_of('<html><body class="single postid-7 post-the-most-read-stories-of-the-year">'
                   '<div class="post"><p class="byline">By Ann Lee</p></div></body></html>')
    assert read_metadata(root, URL).authors == ("Ann Lee",)


@pytest.mark.parametrize("text, expected", [
    ("By Jane Doe and John Roe", ("Jane Doe", "John Roe")),
    ("by Lucas Nolan22 Dec 2016", ("Lucas Nolan",)),
    ("Stella Kim, Jennifer Jett", ("Stella Kim", "Jennifer Jett")),
    ("Doe, Jane", ("Doe, Jane",)),
    ("Par Sébastien Farcis", ("Sébastien Farcis",)),
    ("Von Anna Schmidt und Max Muster", ("Anna Schmidt", "Max Muster")),
    ("Bradley M. Kuhn (http://ebb.org/bkuhn/)", ("Bradley M. Kuhn",)),
    ("Jane Y. Doe", ("Jane Y. Doe",)),
    ("https://example.com/author/jane", ()),
    ("", ()),
    # A "By" glued on, job titles glued or spaced, shouted names, organisations and desks.
    ("ByTravis Haney", ("Travis Haney",)),
    ("Byron Smith", ("Byron Smith",)),
    ("Howard BlumeStaff Writer", ("Howard Blume",)),
    ("Ben Silverman Games Editor", ("Ben Silverman",)),
    ("Jane Doe, Staff Writer", ("Jane Doe",)),
    ("Ann McDonald", ("Ann McDonald",)),
    ("By SARAH KLEIN and MATT DOYLE", ("Sarah Klein", "Matt Doyle")),
    ("By JAMAL PRICE, Associated Press", ("Jamal Price",)),
    ("Us Weekly Staff", ()),
    ("Special Correspondent", ()),
    ("Submitted by Janet Morris on Mon, 01/07/2013 - 08:15", ("Janet Morris",)),
    ("By Ed Silverman // November 6th, 2012", ("Ed Silverman",)),
    # Links' labels and sites where a byline is are no names.
    ("Google profile", ()),
    ("View Profile", ()),
    ("WordPress.com VIP", ()),
    ("Hyundai Accessory Store", ()),
])
def test_split_byline(text, expected):
    assert split_byline(text) == expected


@pytest.mark.parametrize("raw, dayfirst, expected", [
    ("2021-11-01T10:52:50+0100", False, "2021-11-01T10:52:50+01:00"),
    ("2015-03-27T13:07:55.096Z", False, "2015-03-27T13:07:55+00:00"),
    ("2017-11-03 03:01:00.000000", False, "2017-11-03T03:01:00"),
    ("2024-06-25", False, "2024-06-25"),
    ("Tue, 15 Nov 1994 12:45:26 GMT", False, "1994-11-15T12:45:26+00:00"),
    ("March 3, 2020", False, "2020-03-03"),
    ("11 March 2015 3:46 PM EDT", False, "2015-03-11T15:46:00-04:00"),
    ("Updated April 29, 2019 at 3:33 pm", False, "2019-04-29T15:33:00"),
    ("03.04.2020", True, "2020-04-03"),
    ("03/04/2020", False, "2020-03-04"),
    # Months named in German, French, Spanish, Italian, Dutch, Polish.
    ("22. Dezember 2019", True, "2019-12-22"),
    ("Mi, 18. Oktober 2023 um 12:50 Uhr", True, "2023-10-18T12:50:00"),
    ("1. März 2022", True, "2022-03-01"),
    ("12 février 2021", True, "2021-02-12"),
    ("5 de mayo de 2020", True, "2020-05-05"),
    ("3 maggio 2019", True, "2019-05-03"),
    ("4 mei 2021", True, "2021-05-04"),
    ("15 sierpnia 2019", True, "2019-08-15"),
    # A clock written with a dot; a WordPress line gluing the revision on; a year-first
    # date in a day-first language.
    ("19.10.2019 12.09", True, "2019-10-19T12:09:00"),
    ("22. Dezember 201922. Dezember 2019", True, "2019-12-22"),
    ("Posted 2020-01-02", True, "2020-01-02"),
    # ...its month and day unpadded too: year, month, day, whatever the language.
    ("2022-5-3T23:57:00", True, "2022-05-03T23:57:00"), ("2022-5-3", True, "2022-05-03"),
    # A numeric date read apart from the words and numbers around it; dots are day-first anywhere.
    ("31.01.2022 2. HBL", True, "2022-01-31"),
    ("Bern, 17.08.2007", False, "2007-08-17"),
    ("Mittwoch, 26.01.2022 - 14:30", True, "2022-01-26T14:30:00"),
    ("12.09.2020", False, "2020-09-12"),
    # ...unless the weekday named says the month comes first (the 5th of November 2012 was a Monday).
    ("Monday, 11.05.2012 / 9:44 PM / News", True, "2012-11-05"),
    ("20210504T132005+0200", True, "2021-05-04"),
    # A date or a zone in parentheses, a dateline's or a byline's.
    ("WASHINGTON (July 24, 2012)", False, "2012-07-24"),
    ("Posted (July 24, 2012) by Jane Doe", False, "2012-07-24"),
    ("July 24, 2012 10:00 AM (EST)", False, "2012-07-24T10:00:00-05:00"),
    # Missing parts are never invented, nor a day from an archive's count.
    ("Mai 2012 (3)", True, None),
    ("Kommentare (34)", True, None),
    ("Mai 2020", True, None),
    ("Mars 2020 will land", False, None),
    ("2015", False, None),
    ("March 2020", False, None),
    ("Posted 4 days ago", False, None),
    ("1 comment", False, None),
    ("yesterday", False, None),
    ("", False, None),
])
def test_parse_date(raw, dayfirst, expected):
    assert parse_date(raw, dayfirst=dayfirst) == expected


def test_unparseable_date_keeps_only_the_raw_string():
    m = meta_of('<meta property="article:published_time" content="sometime last spring">')
    assert (m.date_published, m.date_published_raw) == (None, "sometime last spring")


def test_a_sentence_under_the_headline_is_no_raw_date():
    # The lines under the headline are read for a date the page does not declare; a
    # sentence there is text, not a date to report as found.
    page = parse("<html><head><title>Notices</title></head><body><main><h1>Notices</h1>"
                 "<p>Send notices to the editor by Friday noon.</p></main></body></html>", "http://x/notices")
    m = read_metadata(page.root, "http://x/notices")
    assert (m.date_published, m.date_published_raw) == (None, None)
    page = parse("<html><head><title>Ferry</title></head><body><main><h1>Ferry returns</h1>"
                 "<p>5 March 2024</p><p>The ferry came back.</p></main></body></html>", "http://x/ferry")
    m = read_metadata(page.root, "http://x/ferry")
    assert (m.date_published[:10], m.date_published_raw) == ("2024-03-05", "5 March 2024")


def test_first_parseable_date_source_wins_and_time_elements_count():
    m = meta_of('<meta name="date" content="n/a">',
                '<time datetime="2019-10-18T17:23:34.816Z">Oct 18</time>')
    assert (m.date_published, m.date_published_raw) == ("2019-10-18T17:23:34+00:00",
                                                        "2019-10-18T17:23:34.816Z")


def test_day_first_for_non_us_pages():
    assert meta_of('<meta name="date" content="03/04/2020">', html_attrs='lang="fr"'
                   ).date_published == "2020-04-03"


@pytest.mark.parametrize("tag, expected", [
    ("en", "en"), ("en_us", "en-US"), ("EN-gb", "en-GB"), ("zh-hant-tw", "zh-Hant-TW"),
    ("pt-BR,en", "pt-BR"), ("", None), ("english", None), (None, None),
])
def test_normalise_language(tag, expected):
    assert normalise_language(tag) == expected


def test_language_order_html_lang_first():
    m = meta_of('<meta http-equiv="content-language" content="fr">', html_attrs='lang="en-us"')
    assert m.language == "en-US"
    assert meta_of('<meta http-equiv="Content-Language" content="fr">').language == "fr"


def test_breadcrumbs_from_markup():
    body = ('<nav aria-label="Breadcrumb"><a href="/">Home</a> › <a href="/tech/">Tech</a></nav>')
    assert meta_of(body=body).breadcrumbs == (("Home", "https://news.example.com/"),
                                              ("Tech", "https://news.example.com/tech/"))


def test_title_field_and_headline_candidates():
    root = root_of('<html><head><title> Story \n | Site </title>'
                   '<meta property="og:title" content="Story">'
                   '<meta name="twitter:title" content="Story">'
                   + jsonld('{"@type": "Article", "headline": "Story (JSON-LD)"}') +
                   '</head><body><svg><title>icon</title></svg></body></html>')
    assert title_field(root) == "Story | Site"
    assert headline_candidates(root) == ("Story (JSON-LD)", "Story")
    # The declarations read once serve the headlines and the metadata alike.
    declared = declarations(root)
    assert headline_candidates(root, declared) == ("Story (JSON-LD)", "Story")
    assert read_metadata(root, None, declared) == read_metadata(root, None)


def test_declared_headlines_are_a_few_from_each_source():
    # A page declaring thousands (a site's every article in JSON-LD, og:title repeated)
    # made the title stage compare every candidate with each: minutes a page.
    many = [f"Story number {i}" for i in range(40)]
    root = root_of("<html><head>" + "".join(f'<meta property="og:title" content="Meta {s}">' for s in many)
                   + jsonld(json.dumps({"@graph": [{"@type": "NewsArticle", "headline": s} for s in many]}))
                   + "</head><body><p>text</p></body></html>")
    assert headline_candidates(root) == (*many[:MAX_DECLARED_HEADLINES],
                                         *(f"Meta {s}" for s in many[:MAX_DECLARED_HEADLINES]))


def test_empty_page_gives_empty_metadata():
    m = meta_of()
    assert m.headline is None and m.authors == () and m.language is None
    assert title_field(root_of("<p>no head</p>")) is None


@pytest.mark.parametrize("head, body", [
    ('<base href="http://[::1"><link rel="canonical" href="http://[::1/c">'
     '<meta property="og:image" content="http://[x/i.jpg">', ""),
    ("", '<nav aria-label="Breadcrumb"><a href="http://[::1/">Home</a></nav>'),
])
def test_unreadable_urls_give_no_url_and_no_exception(head, body):
    m = meta_of(head, body)
    assert m.canonical_url is None or m.canonical_url.startswith("https://news.example.com")
    assert m.main_image is None


@pytest.mark.parametrize("body, expected", [
    ('<ol class="BreadCrumbs"><li><a href="/">Home</a></li><li><a href="/world/">World</a></li></ol>',
     (("Home", "https://news.example.com/"), ("World", "https://news.example.com/world/"))),
    ('<div itemtype="https://schema.org/BreadcrumbList"><a href="/a/">A</a></div>',
     (("A", "https://news.example.com/a/"),)),
    ('<ul class="menu"><li><a href="/a/">A</a></li></ul>', ()),
])
def test_breadcrumbs_any_case_or_none(body, expected):
    assert meta_of(body=body).breadcrumbs == expected


def test_a_declared_person_answers_before_the_bylines_are_read():
    declared = meta_of('<meta name="author" content="Ann Lee">', '<p class="byline">By Bo Chen</p>')
    assert declared.authors == ("Ann Lee",)
    shown = meta_of("", '<div class="ArticleByline">By Bo Chen</div><p class="authority">Not a name</p>')
    assert shown.authors == ("Bo Chen",)


def test_dates_fall_back_to_the_markup_in_order():
    m = meta_of('<meta property="article:published_time" content="soon">',
                '<span itemprop="datePublished" content="2019-02-03">Feb 3</span>'
                '<time datetime="2018-01-01">Jan 1</time>')
    assert (m.date_published, m.date_published_raw) == ("2019-02-03", "2019-02-03")
    undated = meta_of('<meta property="article:published_time" content="soon">')
    assert (undated.date_published, undated.date_published_raw) == (None, "soon")


@pytest.mark.parametrize("markup", [
    '<html><head><time datetime="2001-01-01">head</time></head><body><p>x</p></body></html>',
    '<html><body><time datetime="2002-02-02"><time datetime="2003-03-03">in</time></time>'
    '<time>no datetime</time><div><time datetime=" 2004-04-04 ">d</time></div></body></html>',
    '<time datetime="2005-05-05">bare</time><p>x</p>',
    '<html><body><svg><time datetime="2006-06-06">svg</time></svg><!-- <time datetime="x"> --></body></html>',
    '<html><head><title>t</title></head><p>no body tag</p><time datetime="2007-07-07">t</time></html>',
])
def test_time_datetimes_are_what_the_xpath_finds(markup):
    # _time_datetimes reads the <time> elements of the page's one walk, not //body//time: each one's
    # datetime, or the text of one without, in document order
    from lxml import etree
    from scrapy_articles.extraction.metadata.bylines import MarkedElements
    from scrapy_articles.extraction.metadata.fields import _clean, _time_datetimes
    root = parse(markup).root
    expected = [_clean(t.get("datetime") if t.get("datetime") is not None else t.text_content())
                for t in etree.XPath("//body//time")(root)]
    assert _time_datetimes(MarkedElements(root)) == expected


def test_a_time_without_datetime_gives_its_text_but_among_comments():
    body = ('<h1>Headline</h1><p>Words.</p><ol class="comments"><li><time>3. Mai 2021</time></li></ol>'
            '<div class="post"><time>22. Dezember 2019</time></div>')
    assert meta_of("", body).date_published == "2019-12-22"


@pytest.mark.parametrize("markup", [
    '<html class="root" itemtype="https://schema.org/WebPage"><head><meta itemprop="name" content="n">'
    '</head><body class="b"><!-- <p class="c"> --><p class="a" itemprop="x">t</p>'
    '<nav aria-label="Breadcrumb"><a class="" itemprop="">é</a></nav></body></html>',
    '<p class="only fragment">x</p><?pi class="no"?>',
    '<html><body><svg class="s"><g itemprop="ü" class="g"/></svg>plain text</body></html>',
    '<html><body><h2>A</h2><div><h1 class="t">B</h1><time datetime="x"><h3>C</h3></time></div>'
    '<nav aria-label="x"><a rel="author" href="/a">a</a><a href="/b">b</a><relative-time/></nav></body></html>',
    '<html><body><h4 id="i">D</h4><body class="second"><h6>E</h6></body><a rel="">x</a></body></html>',
])
def test_the_one_walk_finds_what_the_xpaths_do(markup):
    # MarkedElements reads in one walk what an XPath each would find, in the same order;
    # the segment walk (Blocks.marks) finds the same in the visible tree
    from lxml import etree
    from scrapy_articles.extraction.content.segment import segment
    from scrapy_articles.extraction.document.marks import tree_marks
    from scrapy_articles.extraction.document.parse import strip_invisible
    from scrapy_articles.extraction.metadata.bylines import MarkedElements
    root = parse(markup).root
    marked = MarkedElements(root)
    walked = marked.walked
    for name, values, owners in (("class", walked.classes, walked.class_owners),
                                 ("id", walked.ids, walked.id_owners),
                                 ("itemprop", walked.itemprops, walked.itemprop_owners),
                                 ("itemtype", walked.itemtypes, walked.itemtype_owners)):
        found = etree.XPath(f"//@{name}")(root)
        assert list(values) == found and list(owners) == [value.getparent() for value in found]
    assert walked.body is next(root.iter("body"), None)
    for tags, elements in ((("h1", "h2", "h3", "h4", "h5", "h6"), walked.headings),
                           (("h1", "h2", "h3"), marked.headings),
                           (("time", "relative-time"), walked.times), (("nav",), walked.navs)):
        assert list(elements) == list(root.iter(*tags))
    assert list(walked.rels) == etree.XPath("//a/@rel")(root)
    assert list(walked.rel_owners) == etree.XPath("//a[@rel]")(root)
    strip_invisible(root)
    assert segment(root).marks == tree_marks(root)


@pytest.mark.parametrize("markup", [
    '<html><head><meta itemprop="author" content="x"></head><body class="byline Date">'
    '<div itemprop="author" class="post-meta"><span class="author-name">A</span></div>'
    '<p class="">x</p><h1>T</h1><span class="byline pubDate">By B</span>'
    '<div class="meta"><time class="dateTime">2020</time></div><h1>Again</h1>'
    '<svg class="s"><g itemprop="ü" class="Time"/></svg><!-- <p class="date"> --></body></html>',
    '<p class="authors">no body element written</p><div class="submitted by">x</div>',
    '<html><body><div><div><p>nothing marked</p></div></div></body></html>',
    # A class value holding a line break: the values are no longer one a line.
    '<html><body><div class="post\nauthor">A</div><p class="x\ny">z</p><span class="byline">By B</span>'
    '<h1>T</h1><time class="date">2020</time><p class="posted by">C</p></body></html>',
])
def test_searches_by_class_find_what_their_xpaths_do(markup):
    # The searches by class read the page's class attributes once (MarkedElements);
    # each is an XPath of its own walking the tree again, in document order.
    from lxml import etree
    from scrapy_articles.extraction.metadata.bylines import (BY_LINE_MARKS, MarkedElements, _byline_candidates, in_body,
                                                            is_byline)
    from scrapy_articles.extraction.metadata.dates import _DATE_CLASS_WORDS
    from scrapy_articles.extraction.metadata.dates import _marked_dates
    root = parse(markup).root
    marked = MarkedElements(root)
    assert _byline_candidates(marked) == [el for el in etree.XPath(
        "//body//*/@itemprop/.. | //body//*/@class[contains(., 'uthor') or contains(., 'yline')]/..")(root)
        if is_byline(el)]
    assert [el for el in marked.with_class_word(BY_LINE_MARKS) if in_body(el)] == etree.XPath(
        "//body//*/@class[contains(., 'meta') or contains(., 'submitted') or contains(., 'posted')"
        " or contains(., 'credit') or contains(., 'writer') or contains(., 'by')]/..")(root)
    body = next(root.iter("body"), None)
    dated = etree.XPath("descendant-or-self::*[@class[contains(., 'date') or contains(., 'time') or "
                        "contains(., 'publish') or contains(., 'posted') or contains(., 'byline') or "
                        "contains(., 'submitted') or contains(., 'post-footer') or contains(., 'entry-footer') or "
                        "contains(., 'postmeta') or contains(., 'post-meta') or contains(., 'Date') or "
                        "contains(., 'Time')]]")
    after_heading = [] if body is None else dated(body)
    headings = [] if body is None else list(body.iter("h1"))
    if headings:  # those after the first <h1> (itself included) first
        first = headings[0]
        later = set(etree.XPath("descendant-or-self::* | following::*")(first))
        after_heading = [el for el in after_heading if el in later] + [el for el in after_heading if el not in later]
    assert _marked_dates(root, marked) == after_heading
    # The searches for words find what the alternation of the words does.
    import re
    for words in (BY_LINE_MARKS, _DATE_CLASS_WORDS, ("uthor", "yline", "utor"), ("title",), ("absent",)):
        assert marked.with_class_word(words) == marked.with_class(re.compile("|".join(words)))


def test_offsets_without_a_colon_or_a_digit_are_read():
    assert parse_date("2015-06-12T19:30:00-500") == "2015-06-12T19:30:00-05:00"
    assert parse_date("2015-06-12T19:30:00+0530") == "2015-06-12T19:30:00+05:30"


@pytest.mark.parametrize("head, body, expected", [
    # og:article:published_time beats Sailthru's revision date.
    ('<meta name="sailthru.date" content="2014-12-02 09:14:11">'
     '<meta property="og:article:published_time" content="2014-11-24T05:00:00Z">', "", "2014-11-24T05:00:00+00:00"),
    ("", '<time data-published="2020-08-17T07:45:00-07:00">Aug. 17</time>', "2020-08-17T07:45:00-07:00"),
    ("", '<relative-time datetime="2021-03-09T17:00:00Z">March 9</relative-time>', "2021-03-09T17:00:00+00:00"),
    # The <time> marked as the publication wins over an earlier revision one.
    ("", '<time class="updated" datetime="2020-09-01">Sep 1</time><time class="published" '
     'datetime="2020-08-17">Aug 17</time>', "2020-08-17"),
    ("", '<time class="updated" datetime="2020-09-01">Sep 1</time>', None),
    # The line under the heading the <title> holds, after four sidebar headings (Blogger).
    ('<title>Customer Support in the Digital Age - Inside AdWords</title>',
     '<h2>Translate</h2><h2>Search This Blog</h2><h2>Posts by Topic</h2><h2>Archives</h2><p>x</p><p>y</p>'
     '<div class="post"><h3><a href="/p">Customer Support in the Digital Age</a></h3>'
     '<p class="post-subhead">Monday, October 29, 2012 | 5:51 PM</p><p>Text.</p></div>', "2012-10-29T17:51:00"),
    # Advance Local's key for the publication (nj.com, cleveland.com...).
    ('<meta name="article_date_original" content="Wednesday, October 31, 2012,  4:44 PM">', "",
     "2012-10-31T16:44:00"),
    # The footer under a post, in TypePad's and WordPress themes' classes.
    ("", '<h1>Blog</h1><p>One.</p><p>Two.</p><p>Three.</p><div class="entry-footer"><span class="post-footers">Posted on '
     'November 13, 2012 in <a href="/g">GIVEAWAYS</a></span></div>', "2012-11-13"),
    ("<meta name='parsely-page' content='{\"pub_date\": \"2016-10-11T12:00:00Z\"}'>", "",
     "2016-10-11T12:00:00+00:00"),
    # Only shown: a byline line, with a revision stamp after the date cut off.
    ("", '<div class="byline">By Omar Haddad | March 21, 2019 at 8:04 am Updated March 22, 2019</div>',
     "2019-03-21T08:04:00"),
    # The unmarked line under a headline, or in the header column beside it.
    ("", '<div class="post-header"><h2>Hubris</h2><p>by randfish on January 31, 2011</p></div>', "2011-01-31"),
    ("", '<div class="hd"><div class="l"><h2>Velvet</h2></div><div class="r"><p>Posted July 8th, 2011</p></div></div>',
     "2011-07-08"),
    # A date shown above the <h1> (BBC's story-date) when none is after it.
    ("", '<span class="story-date">24 July 2012</span><h1>Actor sues</h1><p>Text.</p>', "2012-07-24"),
    # A revision stamp before the labelled publication: the publication's day.
    ("", '<h1>Budget</h1><p class="date">Updated March 5, 2019. Published March 4, 2019</p>', "2019-03-04"),
    # WordPress's post meta line, too long for a byline, dates the post in its first sentence.
    ("", '<h1>Budget</h1><p>One.</p><p class="postmetadata alt"><small>This entry was posted on Monday, March 4th,'
     ' 2019 at 10:02 am and is filed under News. You can follow any responses to this entry through the RSS 2.0 '
     'feed. You can leave a response, or trackback from your own site.</small></p>', "2019-03-04T10:02:00"),
    # A date in a menu's teasers or in the page's footer is not the post's.
    ("", '<nav><ul><li><span class="date">July 7, 2012</span></li></ul></nav><h1>Budget</h1><p>One.</p>', None),
    ("", '<h1>Budget</h1><p>One.</p><footer><span class="date">July 7, 2012</span></footer>', None),
    # A reader comment's date is not the post's.
    ("", '<ol class="comments"><li><span class="comment_time">July 7, 2012 at 2:31 pm</span></li></ol>', None),
    # One instant declared in UTC and again in the site's own time: the local day is the shown one.
    ('<meta property="article:published_time" content="2022-04-22T04:11:44+00:00">'
     '<meta property="article:published_time" content="2022-04-21T22:11:44-06:00">', "",
     "2022-04-21T22:11:44-06:00"),
    # ...but another instant in local time is another date: the first declared answers.
    ('<meta property="article:published_time" content="2022-04-22T04:11:44+00:00">'
     '<meta property="article:published_time" content="2022-04-20T22:11:44-06:00">', "",
     "2022-04-22T04:11:44+00:00"),
    # An infobox's "metadata" row is no publication date.
    ("", '<table class="metadata"><tr><td>Founded February 28, 1998</td></tr></table>', None),
])
def test_publication_dates_from_more_places(head, body, expected):
    assert meta_of(head, body).date_published == expected


@pytest.mark.parametrize("url, expected", [
    ("https://a.example/2018/02/27/fair-moves/", ["2018-02-27"]),
    ("http://a.example/news/20100915/article/x", ["2010-09-15"]),
    ("https://a.example/2021-03-09-faster-search/", ["2021-03-09"]),
    # Year, month and day as path segments of their own, not padded (Squarespace's).
    ("https://a.example/blog/2018/12/4/yellow-vests", ["2018-12-04"]),
    ("https://a.example/seguridad/2022/5/3/robo.html", ["2022-05-03"]),
    ("https://a.example/2018/5/yellow", []),
    ("https://a.example/2018/13/4/yellow", []),
    ("https://a.example/2018/02/fair/", []),  # no day: never invented
    ("https://a.example/story/12345678901", []),
    ("https://2018.example/x?d=2018/02/27", []),  # the host and the query are no path
    (None, []),
])
def test_url_dates(url, expected):
    assert url_dates(url) == expected


def test_the_url_date_answers_when_the_page_declares_none():
    root = root_of("<html><body><p>Text</p></body></html>")
    assert read_metadata(root, "https://a.example/2018/02/27/x").date_published == "2018-02-27"


CANONICAL = '<link rel="canonical" href="https://blog.example/2008/03/03/this-blog-is-moving/">'


@pytest.mark.parametrize("url, head, body, expected", [
    # A saved page (no URL of its own): the address it declares dates it, canonical or og:url.
    (None, CANONICAL, "<h1>This blog is moving</h1><p>Text.</p>", ("2008-03-03", "2008-03-03")),
    (None, '<meta property="og:url" content="https://blog.example/2008/03/03/x/">', "<p>Text.</p>",
     ("2008-03-03", "2008-03-03")),
    # A line under the headline on the same day gives the time as well...
    (None, CANONICAL, '<h1>This blog is moving</h1><p>March 3, 2008 at 9:15 am</p><p>Text.</p>',
     ("2008-03-03T09:15:00", "March 3, 2008 at 9:15 am")),
    # ...a date of another day there (a sidebar's, a teaser's) gives way to the address's.
    (None, CANONICAL, '<h1>This blog is moving</h1><p>February 6, 2008</p><p>Text.</p>',
     ("2008-03-03", "2008-03-03")),
    # The page's own address first; a declared date before any address.
    ("https://blog.example/2008/02/06/x/", CANONICAL, "<p>Text.</p>", ("2008-02-06", "2008-02-06")),
    (None, CANONICAL + '<meta property="article:published_time" content="2008-03-04T08:00:00+00:00">',
     "<p>Text.</p>", ("2008-03-04T08:00:00+00:00", "2008-03-04T08:00:00+00:00")),
    # No day in the address: no date is invented, the line under the headline answers.
    (None, '<link rel="canonical" href="https://blog.example/2008/03/x/">',
     "<h1>This blog is moving</h1><p>February 6, 2008</p>", ("2008-02-06", "February 6, 2008")),
])
def test_the_declared_address_dates_a_saved_page(url, head, body, expected):
    found = read_metadata(parse(f"<html><head>{head}</head><body>{body}</body></html>", url).root, url)
    assert (found.date_published, found.date_published_raw) == expected


@pytest.mark.parametrize("markup", [
    '<html><body><div class="x BreadCrumbs"><a href="/a">A</a><span><a href="/b">B</a></span><a>no href</a></div>'
    '<nav aria-label="breadcrumb"><a href="/c">C</a></nav></body></html>',
    '<html><body><nav aria-label="BREADCRUMB trail"><a href="/c">C</a></nav>'
    '<ol itemtype="https://schema.org/BreadcrumbList"><li><a href="/d">D</a></li></ol></body></html>',
    '<html><body><a class="breadcrumb" href="/self">self</a><p class="crumbs"><a href="/e">E</a></p></body></html>',
    '<html><body><ul itemtype="https://schema.org/BreadcrumbList"><li><a href="/f">F</a></li></ul>'
    '<div class="breadcrumb"><a href="/g">G</a></div></body></html>',
    '<html><body><p class="breadcrumbs"></p><nav aria-label="menu"><a href="/h">H</a></nav></body></html>',
])
def test_breadcrumb_links_are_what_the_xpath_finds(markup):
    # The first trail found among the page's one walk, where an XPath walked the tree again
    from lxml import etree
    from scrapy_articles.extraction.metadata.bylines import MarkedElements
    from scrapy_articles.extraction.metadata.fields import _breadcrumb_links
    xpath = etree.XPath(
        "(//nav/@aria-label[contains(translate(., 'BREADCUM', 'breadcum'), 'breadcrumb')]/.."
        " | //@class[contains(translate(., 'BREADCUM', 'breadcum'), 'breadcrumb')]/.."
        " | //@itemtype[contains(., 'BreadcrumbList')]/..)[1]//a[@href]")
    root = parse(markup).root
    assert _breadcrumb_links(MarkedElements(root)) == xpath(root)


@pytest.mark.parametrize("raw", [
    "March 3, 2015", "Monday, March 2015", "Tues March 2015 10:00", "Jan 1, 2016", "1 January 2016",
    "Sunday 12 March 1904", "Sunday, March 2015", "March 2015", "31 2015", "Posted Friday, Feb 5 2016 at 9:45 am EST",
    "03/18/14", "18.03.2014", "12 Dec 2014 23:59 GMT", "Wed, 01 Feb 2017 08:00:00 +0100",
])
@pytest.mark.parametrize("dayfirst", [False, True])
def test_one_fuzzy_parse_answers_as_two_do(raw, dayfirst):
    # parse_date parses a second time (with another default) only when the first may have
    # taken a field from its default: the answer is that of always parsing twice.
    import warnings
    from dateutil import parser as dateparser
    from scrapy_articles.extraction.metadata.dates import _DEFAULTS, _TZINFOS
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            both = [dateparser.parse(raw, default=d, dayfirst=dayfirst, fuzzy=True, tzinfos=_TZINFOS)
                    for d in _DEFAULTS]
        except (ValueError, OverflowError):
            both = None
    expected = None
    if both and all((p.year, p.month, p.day) == (both[0].year, both[0].month, both[0].day) for p in both):
        expected = both[0].isoformat(timespec="seconds") if ":" in raw else both[0].date().isoformat()
    assert parse_date(raw, dayfirst=dayfirst) == expected


@pytest.mark.parametrize("url, expected", [
    ("https://x.example/de/newsroom/23-01-2022-wierer-jubelt/17-378.html", ["2022-01-23"]),
    ("https://x.example/news/31.12.2021/story", ["2021-12-31"]),
    ("https://x.example/2018/02/27/slug", ["2018-02-27"]),
    # A day that could be a month leaves the order unknown: no date.
    ("https://x.example/news/05-06-2022-story", []),
    ("https://x.example/item/123-45-2022", []),
])
def test_url_dates_day_first_only_when_unambiguous(url, expected):
    from scrapy_articles.extraction.metadata.dates import url_dates
    assert url_dates(url) == expected


def meta_at(body: str):
    return read_metadata(root_of(f"<html><head></head><body>{body}</body></html>"), "https://example.org/x").date_published


def test_a_dateline_opening_the_paragraph_under_the_headline():
    body = ("<h1>Holocaust-Gedenktag</h1><p>Von Claudia Lindner</p><p>27.1.2022 - Bei der Erinnerung an die "
            + "Verfolgten des NS-Regimes waren queere Opfer oft unsichtbar. " * 4 + "</p>")
    assert meta_at(body) == "2022-01-27"
    # A long paragraph opening without a dated start gives nothing.
    assert meta_at("<h1>Headline</h1><p>Nothing - " + "words and more words. " * 20 + "</p>") is None


def test_a_date_opening_a_long_line_under_the_headline():
    # A press release's header, too long to read whole: its first words up to a year date it.
    body = ("<h3>NEWS RELEASE</h3><p><strong>For Immediate Release:</strong> Nov. 6, 2012<br><strong>Media "
            "Inquiries:</strong> Morgan Liscinsky, 301-796-0397; press@agency.example.gov<br><strong>Consumer "
            "Inquiries:</strong> 888-INFO</p><p>" + "Text of the release. " * 20 + "</p>")
    assert meta_at(body) == "2012-11-06"
    # ...but a long line whose opening holds a year alone, or a sentence going on after its date,
    # dates nothing.
    assert meta_at("<h1>Headline</h1><p>In 2012 the council met and " + "talked for a long while. " * 10
                   + "</p>") is None
    assert meta_at("<h1>Headline</h1><p>On January 23, 1998, the council met and " + "talked for a long while. "
                   * 10 + "</p>") is None
    # ...nor a revision stamp ("last changed on").
    assert meta_at("<h1>Stammtisch</h1><div>Diese Seite wurde zuletzt am 29. Januar 2020<br>" + "Wir treffen uns. "
                   * 10 + "</div>") is None
    # ...nor an opening of more than a byline's words before the year.
    assert meta_at("<h1>Headline</h1><div>Battery Saver with two licences for the phone, reviewed on March 18 2010"
                   "<br>" + "It saves the battery. " * 10 + "</div>") is None
    # A date the page shows marked as one comes before an opening's (a post may open with a date).
    assert meta_at('<h2 class="date-header">Wednesday, August 1, 2012</h2><h3>Week in the field</h3><div>Week in '
                   'the field, July 13th, 2012<br>' + "We walked the transect again. " * 10 + "</div>") == "2012-08-01"


def test_a_date_among_a_bylines_parts_under_the_headline():
    # The whole line misleads dateutil ("34" beside "26 Mai, 2008"); its parts are read alone.
    body = ('<h1><a href="/2008/05/silkroad.html">Silkroad Quests</a></h1><div class="single-post-head"><div>'
            '26 Mai, 2008 | <a rel="author" href="/author/pain">ThE_PaiN</a> | <a href="#comments">Kommentare 34'
            '</a> |</div></div><p>' + "Text of the post. " * 20 + "</p>")
    assert meta_at(body) == "2008-05-26"
    # A line of more parts is a footer of links, and a part that is a clock alone dates nothing.
    assert meta_at('<h1>Headline</h1><p>Posted at 12:35 PM | Permalink | Digg This</p>') is None
    assert meta_at('<h1>Headline</h1><p>May 3 | Archive | Tags | Links | 2008 Kommentare 34</p>') is None


def test_a_date_shown_right_above_the_headline():
    body = ('<figure><figcaption><small>31.01.2022 2. HBL</small><h1>Neuer Cheftrainer für Dormagen</h1>'
            '</figcaption></figure><p>' + "Text of the story. " * 20 + "</p>")
    assert meta_at(body) == "2022-01-31"


def test_a_date_shown_right_above_the_heading_the_title_holds():
    # The story's heading comes after the first headings read (HEADINGS_READ) and is not the page's
    # first <h1> (the site's logo is): the line over the heading the <title> holds is read as the
    # line over the first <h1> is.
    head = "<title>Olafur Eliasson gestaltet Titelseite für die Zeitungen | BDZV</title>"
    body = ('<h1>BDZV</h1><p>Verband</p><p>Presse</p><p>Suche</p><h3>Termine</h3><p>Mai</p><p>Juni</p>'
            '<h3>Themen</h3><p>Recht</p><p>Markt</p><h3>Service</h3><p>Jobs</p><p>Preise</p>'
            '<p>24. April 2020 | Pressemitteilungen</p><h1>Olafur Eliasson gestaltet Titelseite für die Zeitungen'
            '</h1><p>' + "Text of the story. " * 20 + "</p>")
    assert meta_of(head, body).date_published == "2020-04-24"
    # A blog's post heading (no <h1> on the page) with its date in the table over it.
    head = "<title>When the Problem Is You | Peter Shankman</title>"
    body = ('<div id="header"><a href="/">Peter Shankman</a></div><h3>Recent posts</h3><ul><li>One</li></ul>'
            '<h3>Archives</h3><ul><li>Two</li></ul><h3>Tags</h3><ul><li>Three</li></ul><h3>Links</h3><p>Search</p><p>Links</p>'
            '<table><tr><td><a href="/when/">POSTED ON November 7th, 2012</a></td></tr></table>'
            '<h2>When the Problem Is You</h2><p>' + "Text of the post. " * 20 + "</p>")
    assert meta_of(head, body).date_published == "2012-11-07"


def test_a_relative_times_tooltip_dates_it_and_a_print_date_is_passed_over():
    body = ('<h1>Headline</h1><time class="js-print-date">2021-05-11 22:22:17</time>'
            '<time class="js-relative-date" title="2021-04-29 17:13:04+02:00">2 weeks ago</time>')
    assert meta_at(body) == "2021-04-29T17:13:04+02:00"


@pytest.mark.parametrize("body, expected", [
    # A date in a teaser-classed heading over the story's <h1>.
    ("<div><h3 class='bb-teaser-meta bb-h6'>02.01.2022</h3><h1>Land zahlte Prämie</h1><p>Text.</p></div>",
     "2022-01-02"),
    # ...and in the teaser template a CMS sets the story's header in (picture, date, <h1>).
    ("<section class='news'><figure class='teaser'><img src='a.jpg'><div class='info'><span class='date'>"
     "03.02.2022</span></div><h1>Erneuter Verzicht</h1></figure><p>Text.</p></section>", "2022-02-03"),
    # ...but a teaser of another story, without the <h1>, dates that story.
    ("<h1>Erneuter Verzicht</h1><p>Text.</p><div class='teaser'><h3>Andere</h3><span class='date'>04.02.2022"
     "</span></div>", None),
    # A dateline opening the story's text, after its lead.
    ("<h1>Bundesregierung drosselt Bioenergie</h1><figure><img src='a.jpg'></figure><p class='lead'>Am "
     "vergangenen Freitag hat die Bundesregierung beschlossen.</p><div><p>29.11.2022 \u2013 Mehrfach und "
     "vehement hatte die Branche gewarnt, und das ist ein langer Satz ohne Ende.</p></div>", "2022-11-29"),
    # ...but not one further down the text (a paragraph of a sentence or more: a short text alone is read
    # last of all, by free_dates).
    ("<h1>Bundesregierung drosselt Bioenergie</h1><p>Am vergangenen Freitag hat die Regierung beschlossen.</p>"
     "<p>Und noch ein Absatz ohne ein Datum darin, lang genug.</p><p>29.11.2022 \u2013 Mehrfach und vehement "
     "hatte die Branche gewarnt, und das ist ein langer Satz ohne Ende.</p>", None),
])
def test_dates_beside_the_story_heading_of_more_kinds(body, expected):
    m = read_metadata(root_of(f"<html lang='de'><head></head><body>{body}</body></html>"), "https://example.de/a")
    assert (m.date_published or "")[:10] == (expected or "")


def test_a_time_marked_pubdate_outranks_a_generic_date_tag():
    # A CMS's generic "date" tag holds the day it rendered the page; <time pubdate> dates the story.
    body = ("<h1>Kenyans use cell phones</h1><p><time pubdate datetime='2012-07-24T09:49:32-04:00'>24 Jul 2012"
            "</time></p><p>Text.</p>")
    assert meta_of('<meta name="date" content="July 31, 2012, 2:38 pm">', body).date_published == \
        "2012-07-24T09:49:32-04:00"
    # ...but a standard key still comes first, and one among comments dates a comment.
    assert meta_of('<meta property="article:published_time" content="2012-07-23">', body).date_published == \
        "2012-07-23"
    comment = body.replace("<p><time", "<div class='comments'><time").replace("</time></p>", "</time></div>")
    assert meta_of('<meta name="date" content="July 31, 2012, 2:38 pm">', comment).date_published[:10] == \
        "2012-07-31"


def test_the_storys_time_text_comes_before_a_later_boxs_datetime():
    # CNET: the story's <time> has no attribute; a product box's review date after it has one.
    body = ("<h1>Mountain Lion free for new Mac buyers</h1><p>By Lance Whitney <time class='datestamp'> July 24, "
            "2012 6:02 AM PDT </time></p><p>Text.</p><div class='datesReviewed'>Review Date: <time class='dtreviewed' "
            "datetime='2012-06-11'>6/11/12</time></div>")
    assert meta_of(body=body).date_published[:10] == "2012-07-24"


def test_the_unix_epoch_dates_nothing():
    # A CMS writes the instant 0 for a date it never set; the date the page shows answers.
    assert parse_date("1970-01-01T01:00:00+01:00") is None
    assert parse_date("1969-12-31T19:00:00-05:00") is None
    assert parse_date("1970-01-01") is None
    assert parse_date("1970-01-02") == "1970-01-02"
    m = meta_of(jsonld('{"@type": "NewsArticle", "headline": "Eurocash", "datePublished": "1970-01-01T01:00:00+01:00"}'),
                '<h1>Eurocash</h1><div class="date">28.04.2021, 09:29</div>')
    assert m.date_published == "2021-04-28T09:29:00"


def test_an_offset_no_clock_has_dates_nothing_and_raises_nothing():
    # dateutil's fuzzy parse takes "+24:00" and "+25:00" for offsets that datetime refuses to use.
    assert parse_date("2020-01-01T00+24:00") is None
    assert parse_date("2020-01-01T00:00+25:00") is None
    assert parse_date("2020-01-01T00:00+23:00") == "2020-01-01T00:00:00+23:00"
    m = meta_of('<meta property="article:published_time" content="2020-01-01T00:00+25:00">',
                '<h1>Eurocash</h1><div class="date">28.04.2021, 09:29</div>')
    assert m.date_published == "2021-04-28T09:29:00"


def test_a_line_under_the_headline_read_up_to_its_year():
    # The comment count after the name misleads dateutil; the line up to its year is read.
    body = ('<h1 class="entry-title">Copywriting</h1><div class="entry-meta"><abbr title="November 12, 2012">'
            'November 12th, 2012</abbr> by <a rel="author" href="/author/linda/">Linda Bustos</a> '
            '<span class="entry-comments"><a href="#comments">4</a></span></div><p>' + "Text. " * 30 + "</p>")
    assert meta_at(body) == "2012-11-12"
    # A line whose year comes after more than a byline's words is not cut so.
    assert meta_at("<h1>Headline</h1><div>We walked the transect again with the whole team in "
                   "2012 then 4</div>") is None


def test_a_byline_written_one_part_a_line_is_short():
    # The source's indentation is no part of the line's length: the line is read, under a headline
    # classed as a post preview (the post itself, not a link to the previous one).
    pad = "\n" + " " * 56
    body = ('<div class="blog_post_page blog_post_preview"><div class="preview_title">'
            '<h1 class="blogpost_title">iMac 5K Lightroom Performance</h1><div class="listing_meta">'
            + pad.join(["", "<span>Paddy</span>", '<span class="middot">&middot;</span>', "<span>April 19, 2019</span>",
                        '<span class="middot">&middot;</span>', '<span><a href="/category/mac/">Mac</a></span>',
                        '<span class="middot">&middot;</span>', '<span><a href="#comments">7 comments</a></span>', ""])
            + "</div></div></div><p>" + "Text. " * 30 + "</p>")
    assert meta_at(body) == "2019-04-19"
    # A link to the previous post is still elsewhere: its date is that post's.
    assert meta_at('<div class="nav-previous"><h1>Older post</h1><div>April 19, 2019</div></div>') is None


def test_a_labelled_date_in_the_body():
    # "Data:" / "Datum:" and a colon before the date, in the label's text or after its element, away
    # from the headline (past its lead and picture, or in an info box after the text).
    lead = "<p>Lead.</p><figure><img src='/a.jpg'></figure><p>" + "Text. " * 30 + "</p>"
    assert meta_at('<h1>Eurocash rusza</h1>' + lead + '<div class="autor"><ul><li>Autor: www.portalspozywczy.pl</li>'
                   '<li>Data: 28-04-2021, 09:29</li></ul></div>') == "2021-04-28T09:29:00"
    assert meta_at('<h1>Skoda</h1>' + lead + '<div class="col-md-4"><h5 class="title-inline">'
                   'Datum: </h5>03.11.2021 <br><h5 class="title-inline">Autor: </h5>Peter Maahn/SP-X</div>') == "2021-11-03"
    # A label in a reader's comment dates another text; a label before no date dates nothing.
    assert meta_at('<h1>Skoda</h1><div class="comments"><p>Datum: 03.11.2021</p></div>') is None
    assert meta_at('<h1>Skoda</h1><p>Data: 5 GB a month</p>') is None


def walked_meta(body: str, url: str = "https://example.org/x"):
    """read_metadata as extract() calls it: with the segment walk's marks (and texts) of the stripped tree."""
    from scrapy_articles.extraction.content.segment import segment
    from scrapy_articles.extraction.document.parse import strip_invisible
    root = root_of(f"<html><head></head><body>{body}</body></html>")
    declared = declarations(root)
    strip_invisible(root)
    return read_metadata(root, url, declared, walked=segment(root).marks)


LABELLED_LEAD = "<p>Lead.</p><figure><img src='/a.jpg'></figure><p>" + "Text. " * 30 + "</p>"


def test_the_labelled_date_gate_passes_every_label():
    # _may_hold_date_label reads the walk's texts backwards: every label word, in any case, with its
    # optional word and a space or none before the colon, anywhere in a text, must pass it.
    from scrapy_articles.extraction.metadata import dates
    from scrapy_articles.extraction.metadata.bylines import texts_backwards
    for word in dates._LABEL_WORDS:
        after = dates._LABEL_AFTER.get(word, "")
        for text in (f"{word}:", f"Autor X{word.upper()} : 3.11.2021", f"{word.title()}{after}: 1.2.2020",
                     f"{word}{after.upper()} :"):
            assert dates._may_hold_date_label(texts_backwards(("Headline", text))), text
    assert not dates._may_hold_date_label(texts_backwards(("Data 5 GB a month", "Time: 09:29", "Dated March 3")))
    assert dates._may_hold_date_label(None)  # texts unknown (tree_marks): the search runs


def test_a_labelled_date_found_through_the_walk_and_no_search_without_a_label(monkeypatch):
    from scrapy_articles.extraction.metadata import dates
    assert walked_meta('<h1>Skoda</h1>' + LABELLED_LEAD + '<div class="col-md-4"><h5 class="title-inline">'
                       'Datum: </h5>03.11.2021 <br><h5>Autor: </h5>Peter Maahn/SP-X</div>').date_published == "2021-11-03"
    assert walked_meta('<h1>Eurocash rusza</h1>' + LABELLED_LEAD + '<ul><li>Autor: www.portalspozywczy.pl</li>'
                       '<li>Data:\n 28-04-2021, 09:29</li></ul>').date_published == "2021-04-28T09:29:00"

    def searched(_body):
        raise AssertionError("the body's text nodes were searched")

    monkeypatch.setattr(dates, "_TEXTS_WITH_COLON", searched)
    assert walked_meta('<h1>Skoda</h1>' + LABELLED_LEAD + '<p>Time: 09:29, 5 GB a month</p>').date_published is None


def _published(head: str, body: str, url: str | None = None) -> str | None:
    page = f"<html><head>{head}</head><body>{body}</body></html>"
    return read_metadata(parse(page, url).root, url).date_published


_STORY = "<p>" + "The story goes on for a while here. " * 10 + "</p>"


@pytest.mark.parametrize("body, expected", [
    # hAtom's published date: the ISO date in an <abbr>'s title, a shorter one shown.
    ('<h1>Headline</h1><abbr class="published" title="2012-03-04T10:00:00">March 4</abbr>', "2012-03-04T10:00:00"),
    # A date element's data attribute, its text relative ("Yesterday").
    ('<h1>Headline</h1><span class="date" data-date="2012-03-04">Yesterday</span>', "2012-03-04"),
    ('<h1>Headline</h1><div class="post-date" data-published="2012-03-04T10:00:00Z">3 days ago</div>',
     "2012-03-04T10:00:00+00:00"),
    # ...not a revision's, nor a title that is no date.
    ('<h1>Headline</h1><span class="updated-date" data-date="2012-05-06">Yesterday</span>', None),
    ('<h1>Headline</h1><span class="date" title="Show the date">Yesterday</span>', None),
])
def test_the_dates_of_date_elements_attributes(body, expected):
    assert _published("", body + _STORY) == expected


def test_a_zone_offset_of_three_digits_after_a_space():
    # "2012-03-04 10:00:00 -500": a CMS's offset written apart from the clock, without its colon.
    assert _published('<meta name="date" content="2012-03-04 10:00:00 -500">', "<h1>Headline</h1>" + _STORY) \
        == "2012-03-04T10:00:00-05:00"


@pytest.mark.parametrize("url, expected", [
    ("https://www.theguardian.com/world/2012/mar/04/story-slug", ["2012-03-04"]),
    ("https://www.example.com/2012/Dec/9/story", ["2012-12-09"]),
    # The month's segment whole: "/2012/march-madness/4/" is no date.
    ("https://www.example.com/2012/march-madness/4/story", []),
])
def test_a_month_named_in_the_address_path(url, expected):
    assert url_dates(url) == expected


@pytest.mark.parametrize("declared, url, expected", [
    # A UTC instant an hour before midnight, under an address of the next day: the site's own day.
    ("2018-12-31T23:11:59+00:00", "https://blog.example/2019/01/01/ins-neue-jahr/", "2019-01-01"),
    ("2019-01-01T02:30:00Z", "https://blog.example/2018/12/31/silvester/", "2018-12-31"),
    # An instant far from midnight: the address's day is the day the story was written.
    ("2012-07-20T08:28:56+00:00", "https://future.example/story/20120719-the-madness/", "2012-07-20T08:28:56+00:00"),
    # A date written in the site's own time, or on the address's day, stays.
    ("2018-12-31T23:11:59+01:00", "https://blog.example/2019/01/01/x/", "2018-12-31T23:11:59+01:00"),
    ("2019-01-01T10:00:00+00:00", "https://blog.example/2019/01/01/x/", "2019-01-01T10:00:00+00:00"),
    # Two days off is another date, not a zone's shift.
    ("2018-12-30T23:11:59+00:00", "https://blog.example/2019/01/01/x/", "2018-12-30T23:11:59+00:00"),
])
def test_a_utc_instant_near_midnight_falls_on_the_addresss_day(declared, url, expected):
    root = root_of(f'<html><head><meta property="article:published_time" content="{declared}"></head>'
                   "<body><p>Text</p></body></html>")
    assert read_metadata(root, url).date_published == expected


@pytest.mark.parametrize("declared, shown, expected", [
    # A UTC instant in the small hours, the page showing the day before by its headline: a site of the
    # Americas publishing in its evening (St Lucia, Buenos Aires); the reader's day is the shown one.
    ("2022-04-29T02:08:28+00:00", "April 28, 2022", "2022-04-28"),
    ("Wed, 04 May 2022 00:25:56 GMT", "3 de mayo de 2022", "2022-05-03"),
    # The same day shown, or another day than the one before: the declaration stays.
    ("2022-04-29T02:08:28+00:00", "April 29, 2022", "2022-04-29T02:08:28+00:00"),
    ("2022-04-29T02:08:28+00:00", "April 27, 2022", "2022-04-29T02:08:28+00:00"),
    # An instant later in the day, or written in the site's own time, is the day it names.
    ("2022-04-29T09:08:28+00:00", "April 28, 2022", "2022-04-29T09:08:28+00:00"),
    ("2022-04-29T02:08:28-05:00", "April 28, 2022", "2022-04-29T02:08:28-05:00"),
    # No date shown: the declaration stays.
    ("2022-04-29T02:08:28+00:00", "Ann Lee", "2022-04-29T02:08:28+00:00"),
])
def test_a_utc_instant_in_the_small_hours_falls_on_the_day_shown(declared, shown, expected):
    head = f'<meta property="article:published_time" content="{declared}">'
    body = f'<article><h1>Gobierno anuncia plan de vivienda</h1><div class="byline">{shown}</div>{_STORY}</article>'
    assert _published(head, body, "https://example.com/news/plan") == expected


@pytest.mark.parametrize("head, shown, expected", [
    # A generic date key holds the day a CMS rendered or revised the page: the earlier day the
    # page shows by its headline is the publication (neues-deutschland.de, an SB Nation blog).
    ('<meta name="date" content="2020-04-30" scheme="YYYY-MM-DD">', "29.04.2020, 12:01 Uhr", "2020-04-29T12:01:00"),
    ('<meta name="sailthru.date" content="2012-08-09">', "by baseballgirl on Aug 8, 2012 5:13 PM PDT",
     "2012-08-08T17:13:00-07:00"),
    ('<meta name="dcterms.date" content="2022-01-21T09:43+01:00">', "Posted 18.01.2022", "2022-01-18"),
    # A later day shown is no publication that key revised (a masthead's today): the key answers.
    ('<meta name="date" content="2017-05-01T17:05:00+0200">', "Mittwoch, 26.02.2020", "2017-05-01T17:05:00+02:00"),
    # The same day shown, or no date: the key answers.
    ('<meta name="date" content="2020-04-30">', "30.04.2020, 12:01 Uhr", "2020-04-30"),
    ('<meta name="date" content="2020-04-30">', "Ann Lee", "2020-04-30"),
    # A standard's key is no generic one: it answers whatever the page shows.
    ('<meta property="article:published_time" content="2020-04-30">', "29.04.2020", "2020-04-30"),
    ('<meta property="article:published_time" content="2020-04-30"><meta name="date" content="2020-04-30">',
     "29.04.2020", "2020-04-30"),
])
def test_an_earlier_day_shown_beats_a_generic_date_key(head, shown, expected):
    body = f'<article><h1>Mieter wollen nicht mehr zahlen</h1><div class="byline">{shown}</div>{_STORY}</article>'
    assert _published(head, body, "https://example.de/news/mieten") == expected


@pytest.mark.parametrize("paragraph, expected", [
    # A paragraph under the <h1> that is a date alone dates a page that declares none.
    ("<p><small>April 21, 2022</small></p>", "2022-04-21"),
    ("<p>Hofheim am Taunus | Wiesbaden, 11. November 2021</p>", "2021-11-11"),
    # ...not a revision stamp, nor a date inside a longer paragraph.
    ("<p>Last Updated: October 27, 2012 9:22pm</p>", None),
    ("<p>Article mis à jour le 7 janvier 2020.</p>", None),
])
def test_a_paragraph_that_is_a_date_alone_under_the_headline(paragraph, expected):
    # Below the heading's lines (its share buttons) and a picture: the story's first paragraph.
    body = ('<div class="head"><h1>Atlantis donates supplies</h1><span>Share</span><span>Tweet</span></div>'
            f'<div class="pic"><img src="a.jpg"></div><div class="text">{paragraph}'
            f"<p>{'The text of the story goes on. ' * 8}</p></div>")
    assert meta_of("", body).date_published == expected


@pytest.mark.parametrize("body, expected", [
    # A paragraph that is a date alone, on a page without a heading.
    ('<div class="newspost_text"><img src="a.jpg"><p><small>April 21, 2022</small></p><p>'
     + "Text of the story. " * 20 + "</p></div>", "2022-04-21"),
    # The post's meta line over its heading, in an element nothing marks as a date.
    ('<p class="metadata"><a rel="author" href="/author/m">Mary</a> <span>&middot;</span> <a href="/c">Quickies'
     '</a> <span>&middot;</span> <a href="#comments">7 Comments</a> <span>&middot;</span> October 29th, 2012</p>'
     '<h2><a href="/post">Quickies 10.29</a></h2><p>' + "Text of the post. " * 20 + "</p>", "2012-10-29"),
    # A date in a <small> inside the headline, beside the story's tags.
    ('<h1>Zuschauerr\u00fcckkehr<br><small><span class="glyphicon"></span>&nbsp; 02.02.2022 &bull;&nbsp; '
     '<span class="cats">Vereine</span></small></h1><p>' + "Text of the story. " * 20 + "</p>", "2022-02-02"),
    # Before the headline, the nearest date first: the one over it, not an archive's before that.
    ('<div class="widget"><ul><li>July 3, 2011</li></ul></div><div><span>August 8, 2012</span></div>'
     '<div class="ad"></div><h1>What Is Marketing?</h1><p>' + "Text of the post. " * 20 + "</p>", "2012-08-08"),
    # Inside and after the headline first: a sidebar's date before it is another story's.
    ('<div class="sidebar"><p>March 2, 2012</p></div><div class="ad"></div><h1>Court rules</h1><div id="source">'
     '</div><hr><div><span>RNB &bull; Monday November 5, 2012</span></div><p>' + "Text of the story. " * 20 + "</p>",
     "2012-11-05"),
    # A title holding a year and a number is no date; nor a date among reader comments or in the footer.
    ('<h1>Road test</h1><p>By Joel</p><p>' + "Text of the review. " * 20 + '</p><div class="more"><ul><li><a '
     'href="/x">2013 McLaren MP4-12C Spider Mega-Gallery</a></li></ul></div>', None),
    ('<h1>Road test</h1><p>' + "Text of the review. " * 20 + '</p><ol class="commentlist"><li class="comment">'
     '<div class="c-date">Aug 8 2012</div><p>Nice.</p></li></ol><footer><p>May 2, 2012</p></footer>', None),
    # Nor the dates of other pages: a list item holding a link (a vacancy's closing date), a link's text,
    # a masthead's today.
    ('<h1>Work with us</h1><p>' + "We hire people. " * 20 + '</p><p>Apply.</p><hr><ul><li><a href="/jobs/malawi">'
     'Programme manager</a><span class="meta">Closing date: 15 August 2024</span></li></ul>', None),
    ('<h1>Quickies</h1><p>' + "Text of the post. " * 20 + '</p><p>More.</p><hr><div class="more"><h4><a '
     'href="/2012/10/29/q">QUICKIES: 10/29/2012</a></h4></div>', None),
    ('<div class="top_bar"><span class="today">Thursday, April 28, 2024</span><a href="/login">Sign in</a></div>'
     '<div class="ad"></div><h1>TextMate 2 at GitHub</h1><p>' + "Text of the post. " * 20 + "</p>", None),
])
def test_a_short_text_near_the_headline_dates_a_page_nothing_else_dates(body, expected):
    assert meta_at(body) == expected


@pytest.mark.parametrize("body", [
    '<div class="newspost_text"><img src="a.jpg"><p><small>April 21, 2022</small></p><p>'
    + "Text of the story. " * 20 + "</p></div>",
    '<h1>Posted</h1><div class="postmetadata">Posted on November 5, 2012, 9:58 am, by <a href="/t">Thomas Hawk</a>, '
    'under <a href="/c/f">Facebook</a>, <a href="/c/g">Flickr</a>, <a href="/c/y">Yahoo</a>.</div><p>'
    + "Text of the post. " * 20 + "</p>",
    '<h1>Road test</h1><p>' + "Text of the review. " * 20 + '</p><div class="more"><p>2013 McLaren MP4-12C '
    'Spider</p></div>',
])
def test_short_texts_near_the_headline_are_read_alike_through_extract(body):
    # extract() hands read_metadata the segment walk's blocks, whose short ones gate the search of the
    # tree's text nodes: the answer is the one the tree alone gives.
    from scrapy_articles.extraction import extract
    page = f"<html><head></head><body>{body}</body></html>"
    assert extract(page, "https://example.org/x").metadata.date_published == meta_at(body)
