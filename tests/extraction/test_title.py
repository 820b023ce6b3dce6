import random

import pytest

from scrapy_articles.extraction.document.parse import parse, strip_invisible
from scrapy_articles.extraction.title.headline import (
    find_title,
    levenshtein,
    match_score,
    strip_site_name,
    strip_unknown_site,
)
from scrapy_articles.extraction import extract
from scrapy_articles.extraction.links.anchors import own_site
from scrapy_articles.extraction.title.text import (host_keys, no_markup, site_key, strip_site_parts, title_hosts,
                                                   title_parts)

LOREM = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor. " * 3


def body_of(markup: str):
    page = parse(f"<html><head><title>ignored</title></head><body>{markup}</body></html>")
    strip_invisible(page.root)
    return page.root


def first_paragraph(root):
    return root.xpath("//p[@id='first']")[0]


def _reference_levenshtein(a: str, b: str) -> int:
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]


@pytest.mark.parametrize("a, b, expected", [
    ("", "", 0), ("abc", "", 3), ("", "abc", 3), ("kitten", "sitting", 3),
    ("flaw", "lawn", 2), ("same", "same", 0), ("é", "e", 1),
])
def test_levenshtein_known_values(a, b, expected):
    assert levenshtein(a, b) == expected


def test_levenshtein_matches_the_textbook_table():
    rng = random.Random(7)
    for _ in range(300):
        a = "".join(rng.choice("abc ") for _ in range(rng.randint(0, 90)))
        b = "".join(rng.choice("abc ") for _ in range(rng.randint(0, 90)))
        assert levenshtein(a, b) == _reference_levenshtein(a, b), (a, b)


@pytest.mark.parametrize("candidate, title, expected", [
    ("Headline", "Headline", 1.0),
    ("headline", "HEADLINE", 1.0),
    ("Head", "Headline", 0.5),
    ("Completely different and long", "Title", 0.0),
    ("Anything", "", 0.0),
])
def test_match_score_is_the_papers_m(candidate, title, expected):
    assert match_score(candidate, title) == pytest.approx(expected)


@pytest.mark.parametrize("title, sites, expected", [
    ("Big news today | The Site", ["The Site"], "Big news today"),
    ("Big news today - the site", ["The Site"], "Big news today"),
    ("Big news today :: The Site", ["The Site"], "Big news today"),
    ("The Site: Big news today", ["The Site"], "Big news today"),
    ("Big news today – Mozilla Hacks – the Web developer blog",
     ["Mozilla Hacks – the Web developer blog"], "Big news today"),
    ("Big news today | The Site", [], "Big news today | The Site"),
    ("The Site", ["The Site"], "The Site"),
])
def test_strip_site_name(title, sites, expected):
    assert strip_site_name(title, sites) == expected


@pytest.mark.parametrize("title, expected", [
    ("Lorem ipsum dolor sit amet – My website", "Lorem ipsum dolor sit amet"),
    ("How to Build a Terrarium | eHow", "How to Build a Terrarium"),
    ("Minecraft 1.8 - The Bountiful Update", "Minecraft 1.8 - The Bountiful Update"),
    ("A headline with: a colon in it", "A headline with: a colon in it"),
    ("Short | Site", "Short | Site"),
    ("Do better workers get better conditions? « Healthcare Economist", "Do better workers get better conditions?"),
])
def test_strip_unknown_site(title, expected):
    assert strip_unknown_site(title) == expected


SEVERAL_H1 = f"""
<header class="masthead"><h1><a href="/">Daily Planet</a></h1>
  <nav><h2>Sections</h2></nav></header>
<article><h1>Mayor opens the new bridge</h1><p class="byline">By Lois Lane</p>
  <p id="first">{LOREM}</p><h2>Traffic</h2><p>{LOREM}</p></article>
<aside><h2>Most read</h2><h3><a href="/other">Another story entirely</a></h3></aside>"""


@pytest.mark.parametrize("with_content", [False, True])
def test_several_h1_logo_and_article(with_content):
    root = body_of(SEVERAL_H1)
    first = first_paragraph(root) if with_content else None
    title = find_title(root, "Mayor opens the new bridge | Daily Planet", (), first)
    assert title == "Mayor opens the new bridge"


def test_logo_h1_loses_even_without_a_matching_title_field():
    root = body_of(SEVERAL_H1)
    assert find_title(root, None, (), first_paragraph(root)) == "Mayor opens the new bridge"


def test_title_only_in_og_title():
    root = body_of(f"<div class='logo'>Daily Planet</div><h3>Related</h3><p id='first'>{LOREM}</p>")
    assert find_title(root, "Daily Planet", ["Mayor opens the new bridge"], None) == (
        "Mayor opens the new bridge")


def test_declared_headline_beats_a_better_header_level():
    root = body_of(f"<h1>Minecraft News</h1><h3><a href='/p/1'>Minecraft 1.8 - The Bountiful "
                   f"Update</a></h3><p id='first'>{LOREM}</p>")
    title = find_title(root, "Minecraft 1.8 - The Bountiful Update - Minecraft Update News",
                       ["Minecraft 1.8 - The Bountiful Update"], None)
    assert title == "Minecraft 1.8 - The Bountiful Update"


def test_no_title_at_all():
    assert find_title(body_of(f"<p>{LOREM}</p>"), None, (), None) is None
    assert find_title(body_of(f"<p>{LOREM}</p>"), "   ", ["  "], None) is None


def test_title_field_is_the_fallback_without_site_suffix():
    root = body_of(f"<p id='first'>{LOREM}</p>")
    assert find_title(root, "Quiet day at the harbour | Harbour Times", (), None,
                      site_name="Harbour Times") == "Quiet day at the harbour"


def test_site_name_is_stripped_from_the_answer():
    root = body_of(f"<p id='first'>{LOREM}</p>")
    title = find_title(root, None, ["Quiet day at the harbour - Harbour Times"], None,
                       site_name="Harbour Times")
    assert title == "Quiet day at the harbour"


def test_position_demotes_subheadings_after_the_article_start():
    root = body_of(f"<h2>Bridge opens</h2><p id='first'>{LOREM}</p><h1>Bridge opens today</h1>"
                   f"<p>{LOREM}</p>")
    assert find_title(root, "Bridge opens today", (), None) == "Bridge opens today"
    assert find_title(root, "Bridge opens today", (), first_paragraph(root)) == "Bridge opens"


def test_headline_class_and_itemprop_without_headers():
    root = body_of(f"<div class='teaser'><span class='title'>Other</span></div>"
                   f"<div itemprop='headline'>Storm hits the coast</div><p id='first'>{LOREM}</p>")
    assert find_title(root, "News", (), first_paragraph(root)) == "Storm hits the coast"


def test_permalink_marks_are_dropped():
    root = body_of(f"<h1>Setting up<a class='headerlink' href='#s'>¶</a></h1><p id='first'>{LOREM}</p>")
    assert find_title(root, "Setting up — Docs", (), None) == "Setting up"


def test_the_article_start_is_never_its_own_headline():
    root = body_of(f"<h1>Real headline</h1><h1 id='lead'>Real headline and the standfirst</h1>"
                   f"<p>{LOREM}</p>")
    lead = root.xpath("//h1[@id='lead']")[0]
    assert find_title(root, "Real headline and standfirst", (), None) == "Real headline and the standfirst"
    assert find_title(root, "Real headline and standfirst", (), lead) == "Real headline"


@pytest.mark.parametrize("markup, title, declared, expected", [
    # Section headings unrelated to the <title>: the <title> is the headline.
    (f"<h1>Information and Resources</h1><p id='first'>{LOREM}</p>",
     "Superbugs: What They Are and How You Get Them", (), "Superbugs: What They Are and How You Get Them"),
    (f"<h1>Notes from the towpath</h1><h2>Monday, 3 June 2013</h2><p id='first'>{LOREM}</p>",
     "Why rivers flood in spring", (), "Why rivers flood in spring"),
    # ...and to a declared headline.
    (f"<h2>Most read</h2><p id='first'>{LOREM}</p>", "Courier", ("Bridge opens after ten years",),
     "Bridge opens after ten years"),
    # A heading that shares enough with the <title> still wins over it.
    (f"<h1>Bridge opens</h1><p id='first'>{LOREM}</p>", "Bridge opens after ten years", (), "Bridge opens"),
    # No title to compare with: the heading stands alone.
    (f"<h1>Bridge opens</h1><p id='first'>{LOREM}</p>", None, (), "Bridge opens"),
])
def test_headings_unrelated_to_the_titles_lose_to_them(markup, title, declared, expected):
    root = body_of(markup)
    assert find_title(root, title, declared, first_paragraph(root)) == expected


SIDEBAR = "<div class='module'><h2>Recent Posts</h2><h2>The Plain Blog by Ann Reed</h2></div>"


@pytest.mark.parametrize("markup, title, expected", [
    # The banner (first heading, all link) names the site; the story's heading is the rest,
    # even as the article's first block: the site's part goes, on either side.
    (f"<h1><a href='http://ann.example/blog/'>Ann's Blog</a></h1>{SIDEBAR}<h3 id='first'>The false choice"
     f" of comfort</h3><p>{LOREM}</p>", "Ann's Blog: The false choice of comfort", "The false choice of comfort"),
    (f"<h1><a href='http://ann.example/blog/'>Bake with Ann</a></h1><h2><a href='/p/1'>Chai-Spiced Cinnamon"
     f" Rolls</a></h2><p id='first'>{LOREM}</p>", "Bake with Ann | Chai-Spiced Cinnamon Rolls",
     "Chai-Spiced Cinnamon Rolls"),
    (f"<div class='logo'>Harbour</div><h2 class='post-title'>Tide tables for the week</h2><p id='first'>{LOREM}"
     f"</p>", "Tide tables for the week - Notes and News", "Tide tables for the week"),
    # What is left once the site's part goes is the headline whole, its last short part kept.
    (f"<h1 id='first'>Old fire engines of the fifties - Part 49</h1><p>{LOREM}</p>",
     "Old fire engines of the fifties - Part 49 - Fire Trucks Weekly", "Old fire engines of the fifties - Part 49"),
    # The banner is a side of the title, the story's heading is no side: the title is the headline.
    (f"<h1><a href='http://ann.example/blog/'>ANN REED</a></h1><h3 id='first'>Ann Reed - flower magazine</h3>"
     f"<p>{LOREM}</p>", "ANN REED - flower magazine", "ANN REED - flower magazine"),
    # A title shown whole as a heading is the headline, though a heading shows a side of it.
    (f"<h2>Mad Men</h2><h1 id='first'>Mad Men: the finale</h1><p>{LOREM}</p>", "Mad Men: the finale",
     "Mad Men: the finale"),
    # A heading with fewer words than the rest shows a name, the rest saying what it is.
    (f"<h1 id='first'>Villa Galaxy</h1><p>{LOREM}</p>", "Villa Galaxy - Holiday villa in Florida",
     "Villa Galaxy - Holiday villa in Florida"),
    # Both sides shown as headings of the story's: no telling which is the site.
    (f"<h2 id='first'>Bridge opens</h2><p>{LOREM}</p><h3>Harbour Times</h3><p>{LOREM}</p>",
     "Harbour Times | Bridge opens", "Harbour Times | Bridge opens"),
])
def test_the_site_side_of_the_title_is_told_by_the_headings(markup, title, expected):
    root = body_of(markup)
    first = root.xpath("//*[@id='first']")[0]
    assert find_title(root, title, (), first) == expected


@pytest.mark.parametrize("markup, title", [
    (f"<h1><a href='/2012/11/peugeot.html'>Peugeot and Citroen car production suspended</a></h1>"
     f"<p id='first'>{LOREM}</p>", "Peugeot and Citroen car production suspended | Auto X Pert"),
    (f"<h2 class='title'><a href='/blog/spanner.html'>Spanner - Programmers Building Apps</a></h2>"
     f"<p id='first'>{LOREM}</p>", "High Scalability - High Scalability - Spanner - Programmers Building Apps"),
])
def test_a_story_heading_linking_to_its_own_page_is_no_banner(markup, title):
    # The first heading, all link to the story's permalink (an old blog's), shows the headline:
    # the rest of the <title> and of the og:title declaring it names the site.
    root = body_of(markup)
    expected = root.xpath("//a")[0].text
    assert find_title(root, title, (title,), root.xpath("//*[@id='first']")[0]) == expected


@pytest.mark.parametrize("heading, expected", [
    # A section's label before the <title> whole: the <title> is the headline.
    ("Press Announcements - Agency approves a new drug for arthritis", "Agency approves a new drug for arthritis"),
    # A subtitle longer than the <title> is part of the headline.
    ("Agency approves a new drug for arthritis - what it means now",
     "Agency approves a new drug for arthritis - what it means now"),
    # A kicker before a colon is the headline's own.
    ("Analysis: Agency approves a new drug for arthritis", "Analysis: Agency approves a new drug for arthritis"),
])
def test_a_label_beside_the_title_in_a_heading_is_dropped(heading, expected):
    root = body_of(f"<h1>{heading}</h1><p id='first'>{LOREM}</p>")
    assert find_title(root, "Agency approves a new drug for arthritis", (), first_paragraph(root)) == expected


def test_a_guessed_cut_of_the_title_takes_no_label_off_a_heading():
    # "Ruling" goes from the <title> as an unknown site's name, but it is the heading's own.
    root = body_of(f"<h1>Agency approves a new drug for arthritis - Ruling</h1><p id='first'>{LOREM}</p>")
    title = "Agency approves a new drug for arthritis - Ruling"
    assert find_title(root, title, (), first_paragraph(root)) == title


def test_a_heading_naming_the_site_is_no_side_of_the_headline():
    # The site's name in a plain heading: the host says which side it is.
    root = body_of(f"<h2>Songs of Silence</h2><p id='first'>{LOREM}</p>")
    title = "Our history | Songs of Silence"
    assert find_title(root, title, (), first_paragraph(root), url="https://songsofsilence.org/history") == \
        "Our history"


# Positions around the article start, against a full walk of the tree.
def _starts_by_full_walk(root):
    from lxml import etree
    seen, starts = 0, {}
    for event, el in etree.iterwalk(root, events=("start", "end")):
        if event == "start":
            starts[el] = seen
            seen += sum(map(len, el.text.split())) if el.text else 0
        else:
            seen += sum(map(len, el.tail.split())) if el.tail else 0
    return starts


def _random_tree(rng):
    words = ["", " ", "ab", " cd ", "\n  ", "ef gh", "x" * 90, " \xa0 "]
    def block(depth):
        if depth == 0 or rng.random() < 0.3:
            return rng.choice(words)
        tag = rng.choice(["div", "p", "span", "h2", "section"])
        inner = "".join(block(depth - 1) for _ in range(rng.randint(0, 4)))
        return f"<{tag}>{rng.choice(words)}{inner}</{tag}>{rng.choice(words)}"
    return body_of(block(5) + block(5) + block(5))


@pytest.mark.parametrize("seed", range(40))
def test_offsets_match_a_full_walk_within_the_window(seed):
    from scrapy_articles.extraction.document.positions import offsets
    rng = random.Random(seed)
    root = _random_tree(rng)
    elements = list(root.iter())
    starts = _starts_by_full_walk(root)
    anchor = rng.choice(elements)
    targets = rng.sample(elements, min(8, len(elements)))
    before, after = 50, 20
    found = offsets(root, anchor, targets, before, after)
    for el in targets:
        true = starts[el] - starts[anchor]
        if -before <= true <= after:
            assert found[el] == true
        elif el in found:
            assert found[el] == true  # read past the window: still exact


@pytest.mark.parametrize("title, sites, expected", [
    ("Big news today :: The Site", ["The Site"], "Big news today"),
    ("Big news today   |   The Site", ["The Site"], "Big news today"),
    ("Big | news | today | The Site", ["The Site"], "Big | news | today"),
    ("ab | The Site", ["The Site"], "ab | The Site"),  # a head too short to be a headline
    ("The Site", ["the site"], "The Site"),
    ("THE SITE - Big news today", ["The Site"], "Big news today"),
])
def test_strip_site_name_more_separators(title, sites, expected):
    assert strip_site_name(title, sites) == expected


def test_many_teasers_do_not_hide_the_headline():
    teasers = "".join(f"<h3 class='teaser-title'><a href='/s/{i}'>Another story number {i} about the harbour</a>"
                      f"</h3>" for i in range(60))
    root = body_of(f"<div class='logo'>Harbour Times</div><h1>Ferry returns to the harbour after repairs</h1>"
                   f"<p id='first'>{LOREM}</p><aside>{teasers}</aside>")
    title = find_title(root, "Ferry returns to the harbour after repairs | Harbour Times", (),
                       first_paragraph(root))
    assert title == "Ferry returns to the harbour after repairs"


@pytest.mark.parametrize("inner", [
    "plain",
    "Pr<b>int</b> <!-- a comment --> this",
    "<span>Imp</span><?pi x?>rimer<img alt='x' src='/p.png'> l\u2019article",
    "<em>\u041f\u0435\u0447\u0430\u0442\u044c</em>&nbsp;&amp;&lt;<script>var x = '<b>';</script>\U0001f517",
    "<i></i>",
    "<table><tr><td>a</td><td>b</td></tr></table><br>tail of br",
    # Leaves, whose text text_of reads directly: entities, and text nodes left
    # side by side where strip_invisible removed a script.
    "a &amp; &#233; &bogus; b", "x<script>s</script>y<style>z</style>", "",
])
def test_text_of_is_text_content(inner):
    # text_of serialises an element as text in C in place of text_content(), or reads a leaf's text
    from scrapy_articles.extraction.document.positions import text_of
    root = body_of(f'<div><h2 class="t">{inner}</h2> tail</div>')
    for el in root.iter():
        if isinstance(el.tag, str):
            assert text_of(el) == el.text_content()


@pytest.mark.parametrize("title, url, sites, expected", [
    ("The Courier : Business : Exporters seek relief as rupee rises", "https://www.thecourier.in/b", (),
     "Exporters seek relief as rupee rises"),
    ("MyFox Lakeshore | Boil advisory lifted", "https://www.myfoxlakeshore.com/s", (), "Boil advisory lifted"),
    ("NDTV.com: Monsoon rains arrive early", "https://www.ndtv.com/a", (), "Monsoon rains arrive early"),
    ("Tokyo unveils plan for late-night trains｜Asia Digest", "https://www.asiadigest.jp/w", (),
     "Tokyo unveils plan for late-night trains"),
    ("Vitamin D for Knee Pain in Older Adults - Full Text View - ClinicalTrials.gov",
     "https://clinicaltrials.gov/ct2/show/1", (), "Vitamin D for Knee Pain in Older Adults"),
    ("Quake relief reaches villages - Faith Broadcast News", "https://www.faithbroadcast.com/w", (),
     "Quake relief reaches villages"),
    # A colon inside the headline stays; a site part is only cut at an end.
    ("Review: The film that ate Cannes - Variety", "https://variety.com/x", (), "Review: The film that ate Cannes"),
    # Logo names match exactly, not as prefixes; both ends naming the site keep the title whole.
    ("Mozilla - Wikipedia", None, ("Mozilla dinosaur head logo.png",), "Mozilla - Wikipedia"),
    ("Mozilla - Wikipedia", None, ("Mozilla", "Wikipedia"), "Mozilla - Wikipedia"),
    ("No separator here", "https://here.example/", (), "No separator here"),
    # A part inside the title naming the site, taglines after it: the headline is what comes before.
    ("Das vermutlich schwulste Musikvideo der Welt : Krimiblog-Archiv | Ermittlungen zum Verfall eines Genres "
     "| Gegr\u00fcndet 2005", "http://archiv.krimiblog.de/?p=2895", (), "Das vermutlich schwulste Musikvideo der Welt"),
    # ...but not after a head too short to be a headline alone.
    ("Krimi heute : Krimiblog-Archiv | Ermittlungen zum Verfall eines Genres", "http://archiv.krimiblog.de/?p=1",
     (), "Krimi heute : Krimiblog-Archiv | Ermittlungen zum Verfall eines Genres"),
    # A colon after a trademark sign separates too.
    ("Kalyn's Kitchen\u00ae: Slow Cooker Kale and Bean Soup", "http://www.kalynskitchen.com/2012/10/soup.html", (),
     "Slow Cooker Kale and Bean Soup"),
])
def test_strip_site_parts(title, url, sites, expected):
    assert strip_site_parts(title, frozenset(site_key(s) for s in sites), host_keys(url)) == expected


@pytest.mark.parametrize("title, expected", [
    ("NDTV.com: Monsoon rains arrive early", {"ndtv", "ndtvcom"}),
    ("Vitamin D for Knee Pain - Full Text View - ClinicalTrials.gov", {"clinicaltrials", "clinicaltrialsgov"}),
    ("Obama wins | Wired.com", {"wired", "wiredcom"}),
    # A dot inside a headline's words, or a version number, is no host.
    ("Mr. Smith goes to Washington - Daily Planet", set()),
    ("Minecraft 1.8 - The Bountiful Update", set()),
    ("No separator here", set()),
])
def test_title_hosts(title, expected):
    assert title_hosts(title) == expected


SAVED_BODY = f"<div class='story'><p>{LOREM}</p><p>{LOREM}</p></div>"


@pytest.mark.parametrize("title, links, expected", [
    # A page saved without its URL names its site by a host in its <title>...
    ("NDTV.com: Monsoon rains arrive early in the south", "", "Monsoon rains arrive early in the south"),
    ("Vitamin D for Knee Pain in Older Adults - Full Text View - ClinicalTrials.gov", "",
     "Vitamin D for Knee Pain in Older Adults"),
    # ...or by the host most of its links lead to.
    ("The Courier : Business : Exporters seek relief as rupee rises", "thecourier.in",
     "Exporters seek relief as rupee rises"),
    ("MyFox Lakeshore | Boil advisory lifted for the east side", "myfoxlakeshore.com",
     "Boil advisory lifted for the east side"),
    # Links to another host say nothing of the leading part: the title stays whole.
    ("MyFox Lakeshore | Boil advisory lifted for the east side", "example.com",
     "MyFox Lakeshore | Boil advisory lifted for the east side"),
])
def test_saved_page_without_url_strips_its_site(title, links, expected):
    nav = "".join(f"<a href='http://www.{links}/section{i}.html'>Section {i}</a>" for i in range(4)) if links else ""
    page = f"<html><head><title>{title}</title></head><body><div>{nav}</div>{SAVED_BODY}</body></html>"
    assert extract(page).headline == expected


@pytest.mark.parametrize("hrefs, expected", [
    (["http://www.a.com/1", "http://www.a.com/2", "https://www.a.com/3", "http://ads.b.net/x", "/rel"],
     "http://www.a.com/"),
    (["http://www.a.com/1", "http://www.a.com/2"], None),  # too few links to tell
    (["http://a.com/1", "http://a.com/2", "http://a.com/3", "http://b.com/1", "http://b.com/2", "http://b.com/3"],
     None),  # a tie
    (["/only/relative", "mailto:x@y.z", "javascript:void(0)"], None),
    (["http://[bad", "http://a.com/1", "http://a.com/2", "http://a.com/3"], "http://a.com/"),  # a broken one skipped
])
def test_own_site(hrefs, expected):
    root = parse("<html><body>" + "".join(f"<a href='{h}'>x</a>" for h in hrefs) + "</body></html>").root
    assert own_site(root.xpath("//a")) == expected


@pytest.mark.parametrize("text, expected", [
    ("SPORTCAST | Keeper signs new deal<!-- lib--> <script src=\"/js/lib.js\"></script>",
     "SPORTCAST | Keeper signs new deal"),
    ('Quake relief - Faith Broadcast News</titlevalue="true" -->', "Quake relief - Faith Broadcast News"),
    ("BBC SPORTi library--> <script src=x>", "BBC SPORTi"),
    ("x <!-- never closed", "x"),
    ("Headline</head><body><h1>Other</h1>", "Headline"),  # a title left open runs on: cut at its end
    ("a < b and c > d", "a < b and c > d"),  # comparisons are no markup
    ("Plain", "Plain"),
    # Character references left in a declaration are decoded; an escaped tag is still cut.
    ("Energy Rising &#8211; 33 Tage &amp; more &#x2019;s", "Energy Rising \u2013 33 Tage & more \u2019s"),
    ("AT&T and R&D &copyright", "AT&T and R&D &copyright"),
    ("Use &lt;b&gt;bold&lt;/b&gt; here", "Use"),
])
def test_no_markup(text, expected):
    assert no_markup(text) == expected


@pytest.mark.parametrize("title, url", [
    ('<title>Quake relief reaches villages</titlevalue="true" --></head><body><h1>Other</h1></body>',
     "https://www.faithbroadcast.com/w"),
    ("<title>Quake relief reaches villages <!-- i library--> <script src=x></script></title>",
     "https://sport.example/"),
])
def test_markup_in_a_broken_title_never_reaches_the_headline(title, url):
    from scrapy_articles.extraction import extract
    article = extract(f"<html><head>{title}</head><body><p>{'Words here. ' * 40}</p></body></html>", url)
    assert article.headline == "Quake relief reaches villages"


@pytest.mark.parametrize("body, expected", [
    # A list's label before the story heading: demoted by its words.
    ("<h2>More in Health &amp; Fitness</h2><h2>A short walk after meals helps</h2>", "A short walk after meals helps"),
    # A <title> that is only the site's name vouches for no heading and vetoes none.
    ("<h1>Wellness Journal</h1><h2>Walking after meals helps</h2>", "Walking after meals helps"),
])
def test_site_only_titles_and_list_labels(body, expected):
    html_ = f"<html><head><title>Wellness Journal</title></head><body>{body}<p>{'Text here. ' * 40}</p></body></html>"
    root = parse(html_, "https://www.wellnessjournal.com/x").root
    assert find_title(root, "Wellness Journal", (), None, url="https://www.wellnessjournal.com/x") == expected


@pytest.mark.parametrize("meta_line, expected", [
    # A byline in an element marked as part of the headline area is no headline...
    ('<p class="headline_meta">by <span class="author vcard fn">Paulo Coelho</span> on June 29, 2012</p>',
     "Conversation with my readers, 29 June 2012"),
])
def test_a_byline_in_the_headline_area_is_no_headline(meta_line, expected):
    title = "Conversation with my readers, 29 June 2012 — Paulo Coelho's Blog"
    page = (f"<html><head><title>{title}</title></head><body><div class='headline_area'>"
            f"<h1 class='entry-title'>Conversation with my readers, 29 June 2012</h1>{meta_line}</div>"
            f"<p>{'Some text here. ' * 40}</p></body></html>")
    root = parse(page, None).root
    first = root.find(".//h1")  # the article's first block is the heading itself
    assert find_title(root, title, (), first) == expected


def test_a_headline_starting_with_by_is_no_byline():
    title = "Conversation with my readers, 29 June 2012 — Paulo Coelho's Blog"
    page = (f"<html><head><title>{title}</title></head><body><div class='headline_area'>"
            "<p class='headline_meta'>By the numbers: conversation with my readers, 29 June 2012</p></div>"
            f"<p>{'Some text here. ' * 40}</p></body></html>")
    root = parse(page, None).root
    assert find_title(root, title, (), None) == "By the numbers: conversation with my readers, 29 June 2012"


@pytest.mark.parametrize("banner, title, expected", [
    # A banner heading that is one link to the front page names the site: stripped from the title.
    ('<h1 id="banner-header"><a href="http://www.abeautifulmess.com/">A Beautiful Mess</a></h1>',
     "A Beautiful Giveaway with Feral Watches - A Beautiful Mess", "A Beautiful Giveaway with Feral Watches"),
])
def test_a_banner_heading_linking_home_names_the_site(banner, title, expected):
    from scrapy_articles.extraction import extract
    page = (f"<html><head><title>{title}</title><meta property='og:title' content='{title}'></head>"
            f"<body>{banner}<h2 class='banner-description'>A lifestyle blog about pretty things</h2>"
            f"<p>{'Words of the post here. ' * 40}</p></body></html>")
    assert extract(page).headline == expected


@pytest.mark.parametrize("headings, expected", [
    ('<h1><a href="http://www.site.example/">Site Name</a></h1><h2><a href="/">Other Name</a></h2>',
     ["Site Name", "Other Name"]),
    ('<h1><a href="/2012/11/post.html">Post Title</a></h1>', []),  # a permalink names the post
    ('<h1><a href="">Post Title</a></h1>', []),  # the page itself
    ('<h1><a href="/">Site</a> and more text</h1>', []),  # more than the link
    ('<h1><a href="/">One</a><a href="/">Two</a></h1>', []),
    ('<h2>x</h2><h2>y</h2><h2>z</h2><h1><a href="/">Late Banner</a></h1>', []),  # past the first three
])
def test_home_headings(headings, expected):
    from scrapy_articles.extraction.title.headline import _home_headings
    root = parse(f"<html><body>{headings}</body></html>").root
    assert _home_headings(list(root.iter("h1", "h2"))) == expected


@pytest.mark.parametrize("title, expected", [
    ("Microsoft verteilt das Update - Seite 34", "Microsoft verteilt das Update"),
    ("Category: News - Page 3 of 9 - My Blog", "Category: News - My Blog"),
    # A page number inside the headline is its own.
    ("The Page 3 Girls - Site", "The Page 3 Girls - Site"),
    ("Page 3 - The story", "Page 3 - The story"),
])
def test_a_page_number_part_is_neither_headline_nor_site(title, expected):
    from scrapy_articles.extraction.title.text import without_page_number
    assert without_page_number(title) == expected


def test_a_threads_page_number_leaves_the_title():
    from scrapy_articles.extraction import extract
    # A short headline's page part is no site name to be cut by its length.
    page = ("<html><head><title>Brexit-Verhandlungen - Seite 2</title></head>"
            "<body><p>" + "Der Beitrag im Forum hat viele Worte und Sätze. " * 30 + "</p></body></html>")
    assert extract(page, "https://forum.example/t/1").headline == "Brexit-Verhandlungen"


def test_a_saved_page_names_its_site_by_its_canonical_address():
    # No URL (a saved page): the host of the address the page declares tells the site's part.
    from scrapy_articles.extraction import extract
    page = ("<html><head><title>MyFox Toledo | Fire destroys the old mill downtown</title>"
            "<link rel='canonical' href='https://www.myfoxtoledo.com/news/mill-fire'></head>"
            f"<body><p>{LOREM}</p><p>{LOREM}</p></body></html>")
    assert extract(page).headline == "Fire destroys the old mill downtown"


@pytest.mark.parametrize("text, expected", [
    ("NationNews Barbados", True), ("EFC Harbour Herald", True), ("Harbourherald Online", True),
    ("NationNews Barbados today at noon", False), ("Nation Barbados", False),
])
def test_site_names_by_the_host(text, expected):
    from scrapy_articles.extraction.title.text import is_site_name
    hosts = host_keys("https://www.nationnews.com/x") | host_keys("https://harbour-herald.com/y")
    assert is_site_name(text, frozenset(), hosts) == expected


def test_a_teasers_logo_naming_the_story_is_no_site_name():
    # A teaser's image marked as a logo holds this story's headline, which og:title declares:
    # it names no site, and the story's heading stays a candidate.
    from scrapy_articles.extraction import extract
    page = ("<html><head><title>Tridents challenge \u2013 NationNews Barbados \u2014 nationnews.com</title>"
            "<meta property='og:title' content='Tridents challenge'>"
            "<link rel='canonical' href='https://www.nationnews.com/2022/04/29/tridents-challenge/'></head><body>"
            "<div class='logo'><a href='/'><img alt='NationNews Barbados'></a></div>"
            "<div class='teaser'><div class='logo-wrap'><img alt='Tridents challenge'></div></div>"
            f"<h1>Tridents challenge</h1><p>{LOREM}</p><p>{LOREM}</p></body></html>")
    assert extract(page).headline == "Tridents challenge"


@pytest.mark.parametrize("heading, title, expected", [
    # The section's name before the headline, which the <title> lists apart after it: a label.
    ("Club Press : Club sets its course for the future",
     "Fan Club Riverside - Club sets its course for the future - Club Press - News",
     "Club sets its course for the future"),
    # ...but a kicker the <title> holds with the headline stays, and so does one it lists first.
    ("Tired all day: These illnesses may be why", "Tired all day: These illnesses may be why - Site",
     "Tired all day: These illnesses may be why"),
    ("Club Press : Club sets its course for the future", "Club Press - Club sets its course for the future - News",
     "Club Press : Club sets its course for the future"),
    # ...and so does a heading the <title> holds whole, however often it repeats its parts.
    ("Minecraft 1.8 - The Bountiful Update",
     "Minecraft 1.8 - The Bountiful Update - Minecraft 1.8 - The Bountiful Update - Minecraft News",
     "Minecraft 1.8 - The Bountiful Update"),
])
def test_a_section_name_before_the_headline_is_cut_when_the_title_lists_it_after(heading, title, expected):
    from scrapy_articles.extraction import extract
    # An old portal's story head: a span whose class says title, the section a link in it.
    section, _, story = heading.partition(" : ")
    shown = f"<a href='/s'>{section}</a> : {story}" if story else heading
    page = (f"<html><head><title>{title}</title></head><body><table><tr><td><span class='itemTitle'>{shown}"
            f"</span></td></tr></table><p>{LOREM}</p><p>{LOREM}</p></body></html>")
    assert extract(page, "https://fanclub.example/news/1").headline == expected


def test_a_wordpress_body_marked_custom_logo_names_no_site():
    # WordPress marks <body> "wp-custom-logo": the story's images are in it, and an image's alt
    # that is the headline's kicker ("Histo-Monte") must not be cut off as the site's name.
    from scrapy_articles.extraction import extract
    page = ("<html><head><title>Histo-Monte: Pistenstopp in Rheinfelden - AutoSprintCH</title>"
            "<link rel='canonical' href='https://www.autosprint.ch/de/classic/histo-monte/'></head>"
            "<body class='single wp-custom-logo'><a class='custom-logo-link' href='/'><img class='custom-logo' "
            "alt='AutoSprintCH'></a><h1 class='post-heading'>Histo-Monte: Pistenstopp in Rheinfelden</h1>"
            f"<figure><img alt='Histo-Monte'><figcaption>Die Rallye</figcaption></figure><p>{LOREM}</p>"
            f"<p>{LOREM}</p></body></html>")
    assert extract(page).headline == "Histo-Monte: Pistenstopp in Rheinfelden"


@pytest.mark.parametrize("heading, expected", [
    # A kicker in the heading's first child, joined by a colon of its own or by nothing.
    ('<span class="ts-overline">Abstandsregeln und Fieberkontrollen </span><span class="ts-colon">: </span>'
     '<span class="ts-headline">Wie Firmen ihre Besch\u00e4ftigten sch\u00fctzen</span>',
     "Wie Firmen ihre Besch\u00e4ftigten sch\u00fctzen"),
    ('<span class="headline headline--topline">Auftragshoch bei FACC</span> <span class="headline--colon">: </span>'
     '<span class="headline headline--1">Luftfahrtbranche hebt nach Corona ab</span>',
     "Luftfahrtbranche hebt nach Corona ab"),
    ('<span class="entry-title__toptitle">Forderungsausf\u00e4lle vermeiden</span> Eigentumsvorbehalt: Das sollten '
     'K\u00e4ufer wissen', "Eigentumsvorbehalt: Das sollten K\u00e4ufer wissen"),
    # Small print first, on a line of its own.
    ('<small>Tunesien</small><br> Gro\u00dfe Aufgaben f\u00fcr die neue Regierung',
     "Gro\u00dfe Aufgaben f\u00fcr die neue Regierung"),
    # ...also inside one element wrapping the heading's whole text (a theme's itemprop span).
    ('<span class="post-title" itemprop="headline"><small>Einheit der Woche</small><br>Lagen-Pyramide mit GA2'
     '</span>', "Lagen-Pyramide mit GA2"),
    # A first child that is no kicker, or text before it, keeps the heading whole.
    ('<span class="lead">Auftragshoch bei FACC</span>: <span>Luftfahrtbranche hebt ab</span>',
     "Auftragshoch bei FACC: Luftfahrtbranche hebt ab"),
    ('Eilmeldung <span class="kicker">Auftragshoch</span>: Luftfahrtbranche hebt ab',
     "Eilmeldung Auftragshoch: Luftfahrtbranche hebt ab"),
])
def test_a_kicker_in_its_own_element_is_no_part_of_the_headline(heading, expected):
    root = body_of(f"<h1>{heading}</h1><p id='first'>{LOREM}</p>")
    assert find_title(root, None, [], first_paragraph(root)) == expected


@pytest.mark.parametrize("h1, title, expected", [
    # The article text starts with the marked heading, which the <title> does not start: it answers.
    ('<h1 class="title" itemprop="headline">Der Nervenkrieg um den Brexit geht in die n\u00e4chste Runde</h1>',
     "Brexit: Nervenkrieg geht in n\u00e4chste Runde", "Der Nervenkrieg um den Brexit geht in die n\u00e4chste Runde"),
    ('<h1 class="entry-title">Der Nervenkrieg um den Brexit geht in die n\u00e4chste Runde</h1>',
     "Brexit: Nervenkrieg geht in n\u00e4chste Runde", "Der Nervenkrieg um den Brexit geht in die n\u00e4chste Runde"),
    # An unmarked heading opening the text is its witness, as before: the <title> answers when the
    # page shows it; shown nowhere, it gives way to the heading the reader sees (Mozilla Readability's
    # test page "title-and-h1-discrepancy" expects the <title>: its gold is its own algorithm's answer).
    ("<h1>This is a long title with a colon: But the final text differs</h1>",
     "This is a long title with a colon: Hello there", "This is a long title with a colon: But the final text differs"),
    ("<h1>This is a long title with a colon: But the final text differs</h1><h2>This is a long title with a "
     "colon: Hello there</h2>", "This is a long title with a colon: Hello there",
     "This is a long title with a colon: Hello there"),
])
def test_a_marked_heading_the_text_opens_with_stays_a_candidate(h1, title, expected):
    root = body_of(f"<div class='story'>{h1}<p>{LOREM}</p></div>")
    assert find_title(root, title, [], root.xpath("//h1")[0]) == expected


def test_ruby_readings_are_no_part_of_a_heading():
    # A Japanese heading with readings over its kanji: the headline is the words, not their readings.
    heading = ("<ruby>子<rt>こ</rt></ruby>どもへの<ruby>体罰<rp>(</rp><rt>たいばつ</rt><rp>)</rp></ruby>を"
               "<ruby>禁止<rt>きんし</rt></ruby>する")
    root = body_of(f"<h1 class='article-main__title'>{heading}</h1><p>{LOREM}</p>")
    assert find_title(root, None, [], root.xpath("//p")[0]) == "子どもへの体罰を禁止する"


@pytest.mark.parametrize("separator", [" | ", " :: ", " - ", " \u2013 ", " \u2014 ", " \u00b7 ", " \u2022 ", " \u00ab ",
                                       " \u00bb ", " : ", ": ", "\uff5c", "\uff1a", " \uff5c "])
def test_title_parts_at_each_separator(separator: str) -> None:
    """A title is cut at every kind of separator, the separator kept between its parts."""
    assert title_parts(f"Headline words{separator}Site") == ["Headline words", separator, "Site"]


@pytest.mark.parametrize("title", ["Headline words Site", "Rock-n-roll years", "Jo Roe's 10:30 train"])
def test_title_parts_of_a_title_without_separators(title: str) -> None:
    """A title with no separator is one part (a hyphen or a colon inside a word cuts nothing)."""
    assert title_parts(title) == [title]


@pytest.mark.parametrize("heading, declared, expected", [
    # A kicker in the heading's first child, whatever its tag, that the declared headline leaves out.
    ("<em>Holocaust-Gedenktag </em>Erinnerung an die Opfer der NS-Verbrechen",
     "Erinnerung an die Opfer der NS-Verbrechen", "Erinnerung an die Opfer der NS-Verbrechen"),
    # ...soft hyphens are no part of the heading's words.
    ("<em>Holocaust-Gedenktag </em>Er\u00adin\u00adne\u00adrung an die Op\u00adfer der NS-Ver\u00adbre\u00adchen",
     "Erinnerung an die Opfer der NS-Verbrechen", "Erinnerung an die Opfer der NS-Verbrechen"),
    # ...but a first child the declared headline holds is the headline's own.
    ("<em>Star Wars</em> review: a galaxy of old friends", "Star Wars review: a galaxy of old friends",
     "Star Wars review: a galaxy of old friends"),
    # ...and so is one when no declaration leaves it out alone.
    ("<em>Star Wars</em> review: a galaxy of old friends", "Star Wars review: a galaxy of old friends, again",
     "Star Wars review: a galaxy of old friends"),
])
def test_a_kicker_the_declared_headline_leaves_out_is_cut(heading, declared, expected):
    from scrapy_articles.extraction import extract
    page = (f"<html><head><title>Bundesrat - Textarchiv - {declared}</title><meta property='og:title' "
            f"content='{declared}'><meta property='og:site_name' content='Bundesrat'></head><body>"
            f"<article><h1 class='headline'>{heading}</h1><p>{LOREM}</p><p>{LOREM}</p></article></body></html>")
    assert extract(page, "https://news.example/story").headline == expected


@pytest.mark.parametrize("heading, declared, title, expected", [
    # A meta line set inside the heading after the headline, which the declared headline leaves out.
    ("Over 100 Unidentified Flying Objects seen along China border <span class='txt11'><a href='/india/'>India</a>, "
     "Posted on Nov 06, 2012 at 08:38pm IST</span> ", "Over 100 Unidentified Flying Objects seen along China border",
     "Over 100 Unidentified Flying Objects seen along China border - India News - IBNLive",
     "Over 100 Unidentified Flying Objects seen along China border"),
    ("Zuschauerr\u00fcckkehr bei den Proficlubs der Region<br><small>02.02.2022 \u2022 <span>Presse</span>"
     "<span>, </span><span>Allgemein</span></small>", "Zuschauerr\u00fcckkehr bei den Proficlubs der Region",
     "Zuschauerr\u00fcckkehr bei den Proficlubs der Region | HVW - Handballverband W\u00fcrttemberg e.V.",
     "Zuschauerr\u00fcckkehr bei den Proficlubs der Region"),
    # ...but a last child the declared headline holds is the headline's own,
    ("Star Wars review: <em>a galaxy of old friends</em>", "Star Wars review: a galaxy of old friends",
     "Star Wars review: a galaxy of old friends - Films", "Star Wars review: a galaxy of old friends"),
    # ...and so is one with text after it.
    ("Over 100 flying objects seen <span>in the hills</span> of Ladakh", "Over 100 flying objects seen",
     "Over 100 flying objects seen in the hills of Ladakh - News", "Over 100 flying objects seen in the hills of Ladakh"),
])
def test_a_meta_line_the_declared_headline_leaves_out_is_cut(heading, declared, title, expected):
    root = body_of(f"<h1>{heading}</h1><p id='first'>{LOREM}</p>")
    assert find_title(root, title, [declared], first_paragraph(root)) == expected


def test_soft_hyphens_never_reach_the_headline():
    from scrapy_articles.extraction import extract
    # No <title> and no declaration: the heading, marked as the story's, is the only candidate.
    page = (f"<html><head></head><body><article>"
            f"<h1 class='entry-title'>Er\u00adin\u00adne\u00adrung an die Op\u00adfer der NS-Ver\u00adbre\u00adchen am Ge\u00addenk\u00adtag"
            f"</h1><p>{LOREM}</p><p>{LOREM}</p></article></body></html>")
    assert extract(page, "https://news.example/story").headline == \
        "Erinnerung an die Opfer der NS-Verbrechen am Gedenktag"


def test_soft_hyphens_in_the_declared_headline_never_reach_it():
    from scrapy_articles.extraction import extract
    # A CMS writes its hyphenation hints into the <title> and og:title too, where no browser hides them.
    declared = "Schulze: Deutsch\u00adland steht fest an der Seite des Welt\u00adern\u00e4hrungs\u00adprogramms"
    page = (f"<html><head><title>{declared}</title><meta property='og:title' content='{declared}'></head><body>"
            f"<div><p>{LOREM}</p><p>{LOREM}</p></div></body></html>")
    assert extract(page, "https://news.example/story").headline == \
        "Schulze: Deutschland steht fest an der Seite des Welternährungsprogramms"


@pytest.mark.parametrize("markup, title, url, expected", [
    # A site's part saying "Blog" or "Archive" names the site, however many words it has beside the
    # story's heading (here the heading the text starts with).
    (f"<div id='post'><h2 id='first'>Almost There</h2><p>{LOREM}</p></div><h3>About Hacker Monthly</h3>",
     "Almost There - Hacker Monthly Blog", None, "Almost There"),
    (f"<h2 id='first'>Weitere Digitalisierung der Schweizer Kinos</h2><p>{LOREM}</p>",
     "Time 4 talks » Blog Archiv » Weitere Digitalisierung der Schweizer Kinos", None,
     "Weitere Digitalisierung der Schweizer Kinos"),
    # ...but a longer part that says no such thing is the headline's own ("Villa Galaxy" above).
    (f"<h1 id='first'>Almost There</h1><p>{LOREM}</p>", "Almost There - Hacker Monthly Fair", None,
     "Almost There - Hacker Monthly Fair"),
    # A headline opening with the site's name, beside a part that is that name exactly.
    (f"<h1><a href='/'><img src='logo.png' alt='Skepchick'></a></h1><h2 id='first'><a href='/2012/10/q/'>"
     f"Skepchick Quickies 10.29</a></h2><p>{LOREM}</p>", "Skepchick Quickies 10.29 - Skepchick",
     "http://skepchick.org/2012/10/q/", "Skepchick Quickies 10.29"),
])
def test_the_sites_part_of_more_kinds(markup, title, url, expected):
    root = body_of(markup)
    assert find_title(root, title, (), root.xpath("//*[@id='first']")[0], url=url) == expected


@pytest.mark.parametrize("shown, expected", [
    # The issue's number that the <title> and the declarations add, the heading shown without it.
    ("Der historische Purzelbaum", "Der historische Purzelbaum"),
    # ...but a heading that shows it keeps it.
    ("Der historische Purzelbaum (2021/5)", "Der historische Purzelbaum (2021/5)"),
])
def test_an_issue_number_the_shown_heading_leaves_out(shown, expected):
    root = body_of(f"<div><h1 id='first'>{shown}</h1><p>{LOREM}</p></div>")
    title = "Der historische Purzelbaum (2021/5): alacarte"
    assert find_title(root, title, ("Der historische Purzelbaum (2021/5)",), root.xpath("//*[@id='first']")[0],
                      site_name="alacarte") == expected


def test_a_side_saying_blog_is_no_site_beside_a_minor_heading():
    # An author box's <h4> shows the <title>'s last part: the rest, ending in "Blog", holds the
    # story's headline (its <h1> set where the page reads as furniture), not the site's name alone.
    root = body_of(f"<div class='sidebar'><h1 id='first'>Personal Branding Weekly and Social Proof</h1></div>"
                   f"<p>{LOREM}</p><div class='bio'><h4>Dan Schawbel</h4><p>{LOREM}</p></div>")
    title = "Personal Branding Weekly and Social Proof | Personal Branding Blog - Dan Schawbel"
    first = root.xpath("//*[@id='first']")[0]
    assert find_title(root, title, (), first).startswith("Personal Branding Weekly and Social Proof")


@pytest.mark.parametrize("name, key", [
    ("The Hindu", "hindu"), ("thehindu.com", "hinducom"), ("NDTV.com", "ndtvcom"), ("my_site-2 (beta)!", "mysite2beta"),
    ("Straße Zeitung", "strassezeitung"), ("\u212aiel News", "kielnews"), ("Caf\u00e9 \u2013 Blog\u00b2", "caf\u00e9blog\u00b2"),
    ("The", "the"), ("", ""),
])
def test_site_keys_keep_letters_and_digits_alone(name, key):
    # ASCII names are keyed by a byte table, the others by the pattern: both keep what
    # str.isalnum() calls a letter or a digit, case folded.
    from scrapy_articles.extraction.title.text import _NOT_ALNUM, MIN_SITE_KEY_CHARS
    assert site_key(name) == key
    folded = _NOT_ALNUM.sub("", name.casefold())
    the = folded.startswith("the") and len(folded) > len("the") + MIN_SITE_KEY_CHARS
    assert site_key(name) == (folded[len("the"):] if the else folded)


@pytest.mark.parametrize("markup, title, url, expected", [
    # The site's name right after the heading, no separator between ("» Headline Site: — tagline").
    (f"<h1><a href='/'>Early Retirement Extreme</a></h1><h1>The biggest blogging mistake I ever made …</h1>"
     f"<p id='first'>{LOREM}</p>",
     "» The biggest blogging mistake I ever made … Early Retirement Extreme: — a combination of simple living, "
     "anticonsumerism, DIY ethics, self-reliance, and applied capitalism", "http://earlyretirementextreme.com/x.html",
     "The biggest blogging mistake I ever made …"),
    # A slash no part is cut at, the site's name after it; the heading the text opens with.
    (f"<h1 id='first'>How to Spot an Instagram Junkie</h1><p>{LOREM}</p>",
     "How to Spot an Instagram Junkie / Flowtown (@flowtown)", "http://www.flowtown.com/blog/x",
     "How to Spot an Instagram Junkie"),
    # A comma, a tagline of fewer words than the heading, the host last.
    (f"<h1 id='first'>Why should MG be left behind?</h1><p>{LOREM}</p>",
     "Why should MG be left behind?, Best car reviews and ratings : SUVBlogger.com", None,
     "Why should MG be left behind?"),
    # A heading the <title> holds in its middle, or beside more words than its own that are no
    # site name, is a part of a longer headline: the <title> answers.
    (f"<h1 id='first'>Bridge opens</h1><p>{LOREM}</p>",
     "Harbour Times, Bridge opens, and the town below it celebrates all night | Harbour Times",
     "http://harbourtimes.com/x", "Harbour Times, Bridge opens, and the town below it celebrates all night"),
    # A subtitle, an author or a chapter after the heading, the site's name last: more words
    # than the heading's that are no site name, so the heading is a part of the headline.
    (f"<h1 id='first'>Conversations with a Cryptid</h1><p>{LOREM}</p>",
     "Conversations with a Cryptid - Chapter 1 - AMournfulHowlInTheNight - Boku no Hero Academia "
     "[Archive of Our Own]", "https://archiveofourown.org/works/1",
     "Conversations with a Cryptid - Chapter 1 - AMournfulHowlInTheNight - Boku no Hero Academia "
     "[Archive of Our Own]"),
    (f"<h1 id='first'>Samantha and The Great Big Lie</h1><p>{LOREM}</p>",
     "Samantha and The Great Big Lie. How to get shanked doing what people… | by John C. Welch | Medium",
     "https://medium.com/x", "Samantha and The Great Big Lie. How to get shanked doing what people… | by John C. Welch"),
])
def test_the_title_holds_the_heading_beside_the_sites_name(markup, title, url, expected):
    root = body_of(markup)
    assert find_title(root, title, (), root.xpath("//*[@id='first']")[0], url=url) == expected


@pytest.mark.parametrize("heading, expected", [
    # The story heading's element holds the blog's name and the day after the headline.
    ("Climate change and NZ’s freshwaters: NIWA presentation, Friday <span>Waiology</span> <span>Jul 26</span>",
     "Climate change and NZ’s freshwaters: NIWA presentation, Friday"),
    # ...but words after the headline that are no site name are the heading's own.
    ("Climate change and NZ’s freshwaters: NIWA presentation, Friday <span>and Saturday</span>",
     "Climate change and NZ’s freshwaters: NIWA presentation, Friday and Saturday"),
    # ...and so is a subtitle after a separator, the <title>'s last part though it is.
    ("Climate change and NZ’s freshwaters: NIWA presentation, Friday – <span>Waiology</span>",
     "Climate change and NZ’s freshwaters: NIWA presentation, Friday – Waiology"),
])
def test_the_sites_name_after_the_headline_in_its_heading_is_cut(heading, expected):
    root = body_of(f"<h1>SciBlogs</h1><h2 class='post-title'>{heading}</h2><p id='first'>{LOREM}</p>")
    title = "Climate change and NZ’s freshwaters: NIWA presentation, Friday | Waiology"
    assert find_title(root, title, (), root.xpath("//*[@id='first']")[0]) == expected


@pytest.mark.parametrize("title, expected", [
    # The <title> names the site alone and nothing is declared: the heading the text opens
    # with answers, not the comment form's heading after the story.
    ("Suicide Bots", "And Now, A Robot Plays Iron Man"),
    # A <title> naming the story keeps that heading a witness: the <title> answers.
    ("A robot plays Iron Man in a new film | Suicide Bots", "A robot plays Iron Man in a new film"),
])
def test_the_opening_heading_answers_when_nothing_titles_the_page(title, expected):
    root = body_of(f"<div><h2 id='first'>And Now, A Robot Plays Iron Man</h2><p>{LOREM}</p>"
                   f"<h3 id='respond'>Leave a Reply</h3><form><textarea></textarea></form></div>")
    first = root.xpath("//*[@id='first']")[0]
    assert find_title(root, title, (), first, url="http://suicidebots.com/2012/08/iron-man/") == expected


@pytest.mark.parametrize("declared, expected", [
    # Shown and declared alike, the <title> naming the site at its end: the blog's name before
    # the colon is the headline's own.
    (("Nutty Nomads: Tripfilms Interview!",), "Nutty Nomads: Tripfilms Interview!"),
    # Not declared so: a site part at either end of the heading is cut.
    ((), "Tripfilms Interview!"),
])
def test_a_heading_shown_and_declared_whole_keeps_its_leading_name(declared, expected):
    root = body_of(f"<h1><a href='http://nuttynomads.com/'>nutty nomads blog</a></h1>"
                   f"<h2 class='post-title'>Nutty Nomads: Tripfilms Interview!</h2><p id='first'>{LOREM}</p>")
    first = root.xpath("//*[@id='first']")[0]
    title = "Nutty Nomads: Tripfilms Interview! - nutty nomads blog"
    assert find_title(root, title, declared, first, url="http://nuttynomads.com/2011/12/x.html") == expected


@pytest.mark.parametrize("banner, expected", [
    # The first part, shown by the logo's <h1>, is the site's: the story heading after it is the
    # headline though it looks like the host's name and a word more.
    ("<div id='logo'><h1>Inside Google Desktop</h1><h2>The official source for information about Google "
     "Desktop.</h2></div>", "Google Desktop Update"),
    # Shown nowhere, the first part tells no side: both look like the host's, the <title> stays.
    ("", "Inside Google Desktop: Google Desktop Update"),
])
def test_a_part_the_banner_shows_is_the_site_beside_a_host_like_headline(banner, expected):
    root = body_of(f"{banner}<h2>Friday, September 02, 2011</h2><h3 class='post-title'>Google Desktop Update</h3>"
                   f"<p id='first'>{LOREM}</p>")
    first = root.xpath("//*[@id='first']")[0]
    title = "Inside Google Desktop: Google Desktop Update"
    assert find_title(root, title, (), first, url="http://googledesktop.blogspot.com/2011/09/x.html") == expected


def test_a_part_that_is_the_hosts_name_exactly_stays_the_sites():
    # "EDDIE ROSS" is eddieross.com's name itself, though a heading that is all link (not to the
    # front page) shows it and the other part's heading reads as furniture: the <title> is no
    # "headline - site" with the host's name for the headline: the story heading answers.
    root = body_of(f"<h1 id='banner-header'><a href='/eddie_ross/'>EDDIE ROSS</a></h1><h2>July 16, 2012</h2>"
                   f"<div class='entry promo'><h3 class='entry-header'>flower magazine</h3></div>"
                   f"<p id='first'>{LOREM}</p>")
    first = root.xpath("//*[@id='first']")[0]
    assert find_title(root, "EDDIE ROSS - flower magazine", ("EDDIE ROSS - flower magazine",), first,
                      url="http://www.eddieross.com/2012/07/flower-magazine.html") == "flower magazine"


_HITACHI_TITLE = "Hitachi in U.K. Nuclear Bid - WSJ.com"
_HITACHI_DECLARED = ("Hitachi in U.K. Nuclear Bid",)


@pytest.mark.parametrize("header, declared, expected", [
    # The <title> and og:title, written for search engines and social networks, share almost
    # nothing with the story's heading the page shows right over its text: the shown one answers.
    ("<h1>Hitachi Set to Win Bid for U.K. Nuclear Venture</h1>", _HITACHI_DECLARED,
     "Hitachi Set to Win Bid for U.K. Nuclear Venture"),
    # The same with no declaration: the <title> is written for search engines alike.
    ("<h1>Hitachi Set to Win Bid for U.K. Nuclear Venture</h1>", (),
     "Hitachi Set to Win Bid for U.K. Nuclear Venture"),
    # A heading of four words is a blog's, a section's or a box's name.
    ("<h1>Music from this release</h1>", _HITACHI_DECLARED, "Hitachi in U.K. Nuclear Bid"),
    ("<h1>Scout with Us: Lipsticks</h1>", _HITACHI_DECLARED, "Hitachi in U.K. Nuclear Bid"),
    # The banner's tagline beside the site's logo is the site's.
    ("<div id='header'><img class='logo' alt='Business Daily' src='l.png'><h1>Get More From Every Good Trade</h1></div>",
     _HITACHI_DECLARED, "Hitachi in U.K. Nuclear Bid"),
    # Headings that show the declared headline in parts ("Hitachi in U.K." and "Nuclear Bid", if
    # far from the text): the page shows what it declares; the unrelated <h1> is a box's.
    ("<h2>Hitachi in U.K.</h2><h3>Nuclear Bid</h3>" + "".join(f"<div class='box'><p>{LOREM}</p></div>"
                                                            for _ in range(8))
     + "<h1>Music from this week's album review</h1>", _HITACHI_DECLARED, "Hitachi in U.K. Nuclear Bid"),
    # Two such headings: none is told as the story's.
    ("<h1>Hitachi Set to Win Bid for U.K. Nuclear Venture</h1><h1>Sign up for our morning newsletter</h1>",
     _HITACHI_DECLARED, "Hitachi in U.K. Nuclear Bid"),
])
def test_the_story_heading_shown_beats_titles_written_for_search_engines(header, declared, expected):
    root = body_of(f"{header}<p id='first'>{LOREM}</p><p>{LOREM}</p>")
    assert find_title(root, _HITACHI_TITLE, declared, first_paragraph(root)) == expected


def test_the_story_heading_far_from_the_text_is_no_witness():
    # An <h1> a long way before the article text (a box of other stories' headings between) is
    # no heading over the story.
    boxes = "".join(f"<div class='box'><p>{LOREM}</p></div>" for _ in range(8))
    root = body_of(f"<h1>Hitachi Set to Win Bid for U.K. Nuclear Venture</h1>{boxes}<p id='first'>{LOREM}</p>")
    assert find_title(root, _HITACHI_TITLE, _HITACHI_DECLARED, first_paragraph(root)) == "Hitachi in U.K. Nuclear Bid"


@pytest.mark.parametrize("before, after, expected", [
    # A box between the story's <h1> and its text (CNN's video strip): the shown heading answers...
    ("<h1>Hitachi Set to Win Bid for U.K. Nuclear Venture</h1>"
     + "".join(f"<div class='video'><p>{LOREM}</p></div>" for _ in range(4)), "",
     "Hitachi Set to Win Bid for U.K. Nuclear Venture"),
    # ...not the same <h1> as far after the text's start: the text's own section heading.
    ("", "<h1>Hitachi Set to Win Bid for U.K. Nuclear Venture</h1>", "Hitachi in U.K. Nuclear Bid"),
])
def test_the_story_heading_shown_over_a_box_before_the_text(before, after, expected):
    root = body_of(f"{before}<p id='first'>{LOREM}</p>{after}<p>{LOREM}</p><p>{LOREM}</p><p>{LOREM}</p>")
    assert find_title(root, _HITACHI_TITLE, _HITACHI_DECLARED, first_paragraph(root)) == expected


_STROM_TITLE = "Industriestrompreis, Habeck: Druck um schnelle Entscheidung"


@pytest.mark.parametrize("heading, title, declared, expected", [
    # The <h1> the article text opens with, shown, over a <title> and og:title shown nowhere: related
    # to them ("Industriestrompreis") or not.
    ("<h1 id='first'>Industriestrompreis: kein Ende der Debatte</h1>", _STROM_TITLE, (_STROM_TITLE,),
     "Industriestrompreis: kein Ende der Debatte"),
    ("<h1 id='first'>Hitachi Set to Win Bid for U.K. Nuclear Venture</h1>", _HITACHI_TITLE, _HITACHI_DECLARED,
     "Hitachi Set to Win Bid for U.K. Nuclear Venture"),
    # Furniture opening the text, or a name of four words, is no story heading.
    ("<h1 id='first' class='newsletter'>Sign up for our morning newsletter</h1>", _HITACHI_TITLE,
     _HITACHI_DECLARED, "Hitachi in U.K. Nuclear Bid"),
    ("<h1 id='first'>Notes from the towpath</h1>", _HITACHI_TITLE, _HITACHI_DECLARED, "Hitachi in U.K. Nuclear Bid"),
    # The page shows its declared headline too: the <h1> opening the text is its kicker's or a deck's.
    ("<h2>Hitachi in U.K. Nuclear Bid</h2><h1 id='first'>Hitachi Set to Win Bid for U.K. Nuclear Venture</h1>",
     _HITACHI_TITLE, _HITACHI_DECLARED, "Hitachi in U.K. Nuclear Bid"),
])
def test_the_heading_the_article_text_opens_with_beats_titles_shown_nowhere(heading, title, declared, expected):
    root = body_of(f"{heading}<p>{LOREM}</p><p>{LOREM}</p>")
    assert find_title(root, title, declared, root.xpath("//*[@id='first']")[0]) == expected
