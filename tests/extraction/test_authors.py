import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scrapy_articles.extraction.metadata import bylines
from scrapy_articles.extraction.metadata.fields import read_metadata
from scrapy_articles.extraction.document.parse import parse
from scrapy_articles.extraction.metadata.bylines import split_byline

URL = "https://www.valleyherald.com/2019/05/14/story/"


def authors(head: str = "", body: str = "", url: str = URL):
    return read_metadata(parse(f"<html><head>{head}</head><body>{body}</body></html>", url).root, url).authors


@pytest.mark.parametrize("head, body, expected", [
    # The publisher in meta author loses to the byline a reader sees.
    ('<meta name="author" content="Valley Herald">', '<span class="byline">By Maria Lopez</span>',
     ("Maria Lopez",)),
    # ...and to article:author; og:site_name names the site too.
    ('<meta name="author" content="Gloss Monthly"><meta property="og:site_name" content="Gloss Monthly">'
     '<meta property="article:author" content="Hannah Whitfield">', "", ("Hannah Whitfield",)),
    # A desk or an organisation is no author, whatever the source.
    ('<meta name="author" content="Star Weekly Staff">', '<a rel="author" href="/jc">Jess Cole</a>', ("Jess Cole",)),
    # A generic author tag naming a person answers before any byline.
    ('<meta name="author" content="Fiona McRae">',
     '<p class="byline">By Bo Ray</p><a rel="author" href="/f">Fiona McRae</a>', ("Fiona McRae",)),
    # A trusted declaration answers alone (the visible bylines are not read).
    ('<meta name="byl" content="By SARAH KLEIN and MATT DOYLE"><meta name="author" content="Daily Record">',
     '<p class="byline">By Bo Ray</p>', ("Sarah Klein", "Matt Doyle")),
    # JSON-LD: an organisation as author is skipped, people are kept.
    ('<script type="application/ld+json">{"@type": "NewsArticle", "author": [{"@type": "Organization", '
     '"name": "MarketLens"}, {"@type": "Person", "name": "Liam Roe"}]}</script>', "", ("Liam Roe",)),
    # Tools' keys: Parse.ly's page JSON, Twitter's "Written by" pair, citation_author last name first.
    ("<meta name='parsely-page' content='{\"author\": \"Dana Whitaker\"}'>", "", ("Dana Whitaker",)),
    ('<meta name="twitter:label1" content="Written by"><meta name="twitter:data1" content="Noor Hassan">', "",
     ("Noor Hassan",)),
    ('<meta name="citation_author" content="Okafor, Chidi">', "", ("Chidi Okafor",)),
    # The unmarked line under the headline.
    ("", '<div class="post-header"><h2>Hubris</h2><p>by Rand Fishkin on January 31, 2011</p></div>',
     ("Rand Fishkin",)),
    # "by" in a post-meta line, after a date.
    ("", '<div class="postmeta">Posted on 14 January 2011 by Alice Brennan</div>', ("Alice Brennan",)),
    # The category after the name is no part of it.
    ("", '<p class="byline">Posted August 7th, 2012 / By Sara Carter in Social</p>', ("Sara Carter",)),
    # A header block marked as a byline holds the headline: its own byline answers, not its text.
    ("", '<div class="byline_container"><h1>Acer C7 Chromebook announced</h1>'
     '<span class="byline">By Gene Ryan Briones on 11/12/2012 11:22 PST</span></div>', ("Gene Ryan Briones",)),
    # The footer under a post (TypePad).
    ("", '<div class="entry-footer"><p class="entry-footer-info"><span>Posted by Ada Quinn on July 9, 2012'
     '</span> | <a class="permalink" href="/p">Permalink</a></p></div>', ("Ada Quinn",)),
    # The name on an hCard in a post-meta line too long to be a byline (WordPress themes).
    ("", '<div class="entry-meta">This was written by <span class="vcard"><span class="fn n">Kay Schneider'
     '</span></span>. Posted on <abbr class="published">Sunday, September 16, 2012, at 7:05 pm</abbr>. Filed '
     'under Librarianship, Writing. Bookmark the permalink. Follow any comments here with the RSS feed for this '
     'post.</div>', ("Kay Schneider",)),
    # ...but not a commenter's card, nor a card outside the post's lines (a footer's contact card).
    ("", '<div class="entry-meta">Posted on September 16, 2012. Filed under Librarianship, Writing. Bookmark the '
     'permalink. Follow any comments here with the RSS feed for this post, or leave a trackback.</div>'
     '<ol class="comments"><li><div class="entry-meta">Comment by <span class="vcard"><span class="fn">Walt '
     'Crawford</span></span> on September 17, 2012 at 10:02 am, a long reply, with thanks, for the record.</div>'
     '</li></ol><div class="site-footer"><p class="vcard"><span class="fn org">Ann Lee</span></p></div>', ()),
    # ...nor an organisation's or a place's card (its name is its "org"), nor one in the line under a heading.
    ("", '<h1>Hachette Job</h1><table class="infobox vcard"><tr><th class="fn">Ivy Lane</th></tr><tr><td>'
     + "A long infobox row of facts about the place. " * 4 + '</td></tr></table><div class="post-meta">Filed under '
     'Librarianship, Writing, Publishing. Bookmark the permalink. <span class="vcard"><span class="fn org">Harbor '
     'Lights</span></span> keeps the archive.</div>', ()),
    # A personal blog named after its author: the site's name answers when nothing else does...
    ('<meta name="author" content="Haki Benita"><meta property="og:site_name" content="Haki Benita">', "",
     ("Haki Benita",)),
    # ...but not a publication's name ("The ..."), a one-word name or an initialism.
    ('<meta name="author" content="The Herald"><meta property="og:site_name" content="The Herald">', "", ()),
    ('<meta name="author" content="Heraldserver"><meta property="og:site_name" content="Heraldserver">', "", ()),
    ('<meta name="author" content="EFC Valley Herald">', "", ()),
    # A less trusted declaration naming the first's author and one more: both wrote it.
    ('<meta name="parsely-author" content="Ibtisam Mahdi">'
     '<meta name="author" content="Ibtisam Mahdi, Ruwaida Kamal Amer">', "", ("Ibtisam Mahdi", "Ruwaida Kamal Amer")),
    # Cxense's author key.
    ('<meta property="cXenseParse:author" content="Lisa Petrich"><meta name="author" content="Valley Herald">', "",
     ("Lisa Petrich",)),
    # The site's name and its edition ("Houzz Deutschland") or a desk glued to its initials ("VHTEAM").
    ('<meta property="og:site_name" content="Valleyherald">', '<span class="author">Valleyherald Deutschland</span>'
     '<p class="byline">By Maria Lopez</p>', ("Maria Lopez",)),
    ("", '<span class="author">VHTEAM</span><p class="byline">By Maria Lopez</p>', ("Maria Lopez",)),
    # A byline in a menu's teasers or a theme's credit in the page footer names no one.
    ("", '<nav><ul><li><p class="byline">by John Piper</p></li></ul></nav><h1>Jesus Is Gathering</h1>'
     '<p class="byline">by Jon Bloom</p>', ("Jon Bloom",)),
    ("", '<h1>Inklusion</h1><footer class="colophon">Theme by <a rel="author" href="https://themegrill.com">'
     'ThemeGrill</a></footer><span class="author vcard">Alexander Roll</span>', ("Alexander Roll",)),
    # ...but a byline in an article's own footer does (WordPress's entry-footer).
    ("", '<article><h1>Hubris</h1><p>Text.</p><footer class="entry-footer"><span class="byline">By Ada Quinn'
     '</span></footer></article>', ("Ada Quinn",)),
    # A line under the headline opening with its "by" names a login or a first name too...
    ("", '<div class="post-header"><h2>Hubris</h2><p>by randy on January 31, 2011</p></div>', ("randy",)),
    # ...and a German "Von" line names its author.
    ("", '<h1>Wohnungssuche</h1><p class="article__info">Von <a href="/autor/lp">Lisa Petrich</a></p>',
     ("Lisa Petrich",)),
    # A line by the headline without a "by": a date, a time or a reading time beside the name.
    ("", '<div><small>04.02.2022 | 13:10 Uhr | Uta Helkenberg</small><h1>Stellungnahme zum Pilotjahr</h1></div>',
     ("Uta Helkenberg",)),
    ("", '<h1>Mezcal goes beyond the familiar</h1><p>Jane Slaughter \u00b7 3 min read</p>', ("Jane Slaughter",)),
    # ...but not a recipe's labelled facts, nor a line without a date, nor a sentence.
    ("", '<h2>Recipe: Cookies</h2><p>Prep Time: 2 Hours | Difficulty: Easy | Servings: 16</p>', ()),
    ("", '<h1>Neue Seminare</h1><p>Aktuelle Meldungen | Jagd und Natur</p>', ()),
    ("", '<h1>Neue Seminare</h1><p>12.01.2022 | Der Minister besucht Kiew</p>', ()),
    # ...nor a footer of links, a count beside the name, a recipe's times or a list of posts by year.
    ("", '<h2>Blog post</h2><p>Posted at 12:35 PM | Permalink Digg This | Save to del.icio.us</p>', ()),
    ("", '<h2>Blog post</h2><p>Blue Lily Photography | 4 Comments | Share Article</p>', ()),
    ("", '<h2>Salad</h2><p>Preparation Time – 10 Minutes Cooking Time – 10 Minutes Makes – 6</p>', ()),
    ("", '<h2>Archive</h2><p>Buffing Up My Writing Self - 2007 Independence Every Day - 2007</p>', ()),
    # An author card names its person in a minor heading (the headline is never read as one).
    ("", '<h1>Sazerac</h1><div class="author"><div class="pic"><img src="/a.jpg" alt=""></div><div class="card">'
     '<h6><a href="/ob/">Oliver Baroni</a></h6><p>Writes about drinks.</p></div></div>', ("Oliver Baroni",)),
    # ...and its link following the person on a network names them too.
    ("", '<h1>Sazerac</h1><a class="followAuthor" href="https://x.com/ob">Folge Oliver Baroni auf Twitter</a>',
     ("Oliver Baroni",)),
    ("", '<div class="author-box"><h2>Sazerac, the classic</h2><p>Text of the story.</p></div>', ()),
    # "Posted by" inside a line under the headline names a one-word login or first name too.
    ("", '<h2>Tomorrow\'s Recipes</h2><p><span>106 Comments</span> Posted by Ree in <a href="/c">Recipes</a></p>',
     ("Ree",)),
    # German and Spanish author marks ("autor", "autores").
    ("", '<h1>Senador</h1><div class="autores"><span>Ana Ruiz</span></div>', ("Ana Ruiz",)),
    # ...but not an element marked as a contributor's: sidebars list a site's contributors so.
    ("", '<h1>Senador</h1><div class="contributor"><a href="/d">Denny McCorkle</a></div>', ()),
    # A generic author tag holding a login gives way to the byline a reader sees...
    ('<meta name="author" content="michael.andrusio">',
     '<h1>Seat Mo 125</h1><p class="lead-authors">von <a href="/author/michael.andrusio">Michael Andrusio</a></p>',
     ("Michael Andrusio",)),
    # ...and so does a slug in a tool's key.
    ('<meta name="cXenseParse:author" content="gloria-ruiz-kuilan">',
     '<h1>Mujeres</h1><div class="item-author"><p>Por <a href="/autor/g/">Gloria Ruiz Kuilan</a></p></div>',
     ("Gloria Ruiz Kuilan",)),
    # ...and so does one in JSON-LD.
    ('<script type="application/ld+json">{"@type": "NewsArticle", "author": {"@type": "Person", "name": '
     '"edilson.la.rosa"}}</script>', '<h1>Ronaldo</h1><p class="author">Edilson La Rosa</p>', ("Edilson La Rosa",)),
    # ...and answers when no byline is shown.
    ('<meta name="author" content="michael.andrusio">', "<h1>Seat Mo 125</h1><p>Text.</p>", ("michael.andrusio",)),
])
def test_authors_ranked_across_sources(head, body, expected):
    assert authors(head, body) == expected


def test_a_host_named_author_is_the_site():
    assert authors('<meta name="author" content="ABC Now">', '<div class="byline">ByTravis Haney</div>',
                   "https://abcnow.com/Politics/story?id=1") == ("Travis Haney",)


def test_a_saved_page_is_of_the_site_its_canonical_address_names():
    head = '<meta name="author" content="Harbour Light"><link rel="canonical" href="https://www.harbourlight.com/x/">'
    assert authors(head, '<span class="byline">By Maria Lopez</span>', None) == ("Maria Lopez",)


def test_a_personal_blog_shows_its_author_under_the_name_of_its_host():
    # The byline is the host's name: no declaration names anyone, so the shown name answers.
    body = '<div class="post-header"><h2>Hubris</h2><p>by Matt Cutts on October 31, 2012</p></div>'
    assert authors("", body, "https://www.mattcutts.com/blog/hubris/") == ("Matt Cutts",)
    body = '<div class="post-header"><h2>Hubris</h2><p>by Houzz Deutschland</p></div>'
    assert authors("", body, "https://www.houzz.de/magazin/x") == ()
    # A shown name that is the declared site's name, not the host's, is the site's.
    assert authors('<meta property="og:site_name" content="Harbour Lights">',
                   '<span class="byline">Harbour Lights</span>', "https://example.org/x") == ()


def test_the_name_the_host_abbreviates_is_the_site():
    # "Deutscher Tennis Bund" on dtb-tennis.de: written as a person's name, spelt by the host's initials.
    head = '<meta name="author" content="Deutscher Tennis Bund">'
    assert authors(head, "", "https://www.dtb-tennis.de/Davis-Cup/News/x") == ()
    assert authors(head, '<p class="byline">Von Jana Hoff</p>', "https://www.dtb-tennis.de/x") == ("Jana Hoff",)
    # A person whose initials are no host's names someone.
    assert authors('<meta name="author" content="Anna Maria Lopez">', "") == ("Anna Maria Lopez",)


def test_a_site_name_not_written_as_a_person_is_never_the_author():
    assert authors('<meta name="author" content="City of Harlow">', "", "https://www.cityofharlow.gov/press/x") == ()


@pytest.mark.parametrize("byline, expected", [
    # Prefixes and labels in several languages are no part of a name.
    ("Geschrieben von Elisa Marvena", ("Elisa Marvena",)),
    ("Autor: Petra Ruland", ("Petra Ruland",)),
    ("Escribe Camila Méndez", ("Camila Méndez",)),
    ("przez Łukasz Brzeziński", ("Łukasz Brzeziński",)),
    ("More by J.O. Haselhoef", ("J.O. Haselhoef",)),
    # A name ends where a date's words start, in German, Spanish, Czech ("ago"), or at a dash.
    ("Stefan Beiersmann am", ("Stefan Beiersmann",)),
    ("Carla Chevez Actualizado el", ("Carla Chevez",)),
    ("Aleš Vávra před", ("Aleš Vávra",)),
    ("Frank Bueltge - http", ("Frank Bueltge",)),
    # An outlet or a desk after a comma: the name alone.
    ("Rob Picheta, CNN", ("Rob Picheta",)),
    ("Michael Rädel, Redaktion", ("Michael Rädel",)),
    ("Jane Doe, John Roe", ("Jane Doe", "John Roe")),
    # ...or a job title, then the organisation ("Technology Project" is no one either).
    ("By Daniel Kahn Gillmor, Senior Staff Technologist, ACLU Speech, Privacy, and Technology Project",
     ("Daniel Kahn Gillmor",)),
    ("Ann Lee, Managing Director", ("Ann Lee",)),
    # German job titles are compounds ending in their role noun, after a comma or not; French,
    # Spanish and Italian ones name their field after "de"; "de" inside a name stays.
    ("Ann Lee, Pressereferentin der Stadt Köln", ("Ann Lee",)),
    ("Ann Lee Onlineredakteurin", ("Ann Lee",)),
    ("Ann Lee, Datenschutzbeauftragter", ("Ann Lee",)),
    ("Ann Lee, Directora de Comunicación", ("Ann Lee",)),
    ("Marie Dupont, responsable de la rubrique", ("Marie Dupont",)),
    ("Ann de Vries, Bob Roe", ("Ann de Vries", "Bob Roe")),
    # A profession or a job title written before the name as a title.
    ("Rechtsanwalt Sebastian Einbock", ("Sebastian Einbock",)),
    ("Redakteurin Ann Lee", ("Ann Lee",)),
    ("Por Abogada María Ruiz", ("María Ruiz",)),
    ("Jessica Sapick, Product Marketing Manager, Mobile Ads", ("Jessica Sapick",)),
    # A company blog's titles: an engineer's, a developer advocate's, glued on or after a comma.
    ("Posted by Andrew Hayden, Software Engineer", ("Andrew Hayden",)),
    ("Ann Lee, Senior User Experience Designer", ("Ann Lee",)),
    ("By Ann Lee Developer Advocate", ("Ann Lee",)),
    ("Ann Lee and Bob Roe, Software Engineers", ("Ann Lee", "Bob Roe")),
    # Each joined name ends at its own job title, one naming its field after "of" too.
    ("Sarah Hinger, Staff Attorney, ACLU Racial Justice Program & Sylvia Torres-Guillén, Director of Education "
     "Equity, ACLU Foundations of California", ("Sarah Hinger", "Sylvia Torres-Guillén")),
    ("Ann Lee, Professor of Law, Harvard Law School", ("Ann Lee",)),
    ("Doe, Jane", ("Doe, Jane",)),
    # Newsrooms, agencies, legal forms, initials, placeholders and credits name no one.
    ("N-Land Redaktion", ()), ("Redacción LR", ()), ("Bundesverband WindEnergie e.V.", ()),
    ("Deutsches Rotes Kreuz e.V.", ()), ("Von: det/dpa", ()), ("AFP", ()), ("hessenschau.de, Frankfurt", ()),
    ("Olympia-Verlag GmbH, Nürnberg", ()), ("null", ()), ("Unknown", ()), ("Autor", ()), ("© GettyImages", ()),
    ("Veröffentlicht am", ()), ("Full Bio", ()), ("Theme: Pirate Rogue von xwolf", ()),
    ("Letzte Aktualisierung", ()), ("No Primary Author", ()), ("Posted by Android Developers", ()),
    # ...but a login is a blog's name for its author, and a placeholder word in a name is a name.
    ("copyranter", ("copyranter",)), ("Unknown Lamer", ("Unknown Lamer",)), ("Ann Author", ("Ann Author",)),
    # A template's placeholder ("No Author") and an author box's heading name no one.
    ("No Author", ()), ("Kein Autor", ()), ("Über den Autor", ()),
    # An unnamed role ("by Guest Author") and the link to an author's archive ("You can visit the
    # Author Archive for a short bio") name no one; "Ann Author" above still does.
    ("by Guest Author", ()), ("Guest Author", ()), ("Author Archive", ()),
    # A date's label left alone ("Stand: 20. April 2020" with its date cut off) and a sponsor's
    # label beside the date ("04. November 2021 | PAID CONTENT") name no one...
    ("Stand", ()), ("Updated", ()), ("Aktualisiert", ()), ("PAID CONTENT", ()), ("Advertorial", ()),
    # ...but a date label's word inside a name is a name.
    ("Ann Stand", ("Ann Stand",)),
    # Names of two capitalised words or more joined by a spaced slash are two names; a slash
    # before one word, an agency or a credit still ends the name.
    ("Laura Jordán / Javier Urbina", ("Laura Jordán", "Javier Urbina")),
    ("Por Laura Jordán / Javier Urbina 22 de Abril de 2022", ("Laura Jordán", "Javier Urbina")),
    ("Ann Lee / Reuters", ("Ann Lee",)), ("Ann Lee / Getty Images", ("Ann Lee",)),
    # A JSON escape written into a tag as it is stands for its character.
    ("Luis \\u00c1vila", ("Luis Ávila",)),
    # A link following the author on a network holds the name.
    ("Folge Oliver Baroni auf Facebook", ("Oliver Baroni",)), ("Follow Ann Lee on Twitter", ("Ann Lee",)),
    # "vom" is "von dem"; a web address cut at a dot is still one ("wien.ORF.at").
    ("vom Krimiblogger", ("Krimiblogger",)), ("red, wien.ORF.at/ Agenturen", ()),
    # A one-word town of a dateline between two names ends the first and starts the second...
    ("Markus M. Haefliger, London, Beat Bumbacher", ("Markus M. Haefliger", "Beat Bumbacher")),
    ("Ann Lee, Paris, Bob Roe, Staff Writer", ("Ann Lee", "Bob Roe")),
    # ...but not a list of categories after one.
    ("Thomas Hawk, under Facebook, Flickr, Google Plus, Yahoo", ()),
    ("Post author By Helge Fahrnberger", ("Helge Fahrnberger",)),
    # ...a theme's separator before a name is no part of it...
    ("~ Cem Basman", ("Cem Basman",)), ("» Ann Lee", ("Ann Lee",)),
    # ...and lower-case words inside a "name" make a phrase (an author's bio split at its "und"),
    # but not the particles of names.
    ("Alles über Lautsprecher, Heimkino und HiFi-Trends. Zudem haben wir jede Menge praktische Tipps und "
     "Tricks für zu Hause.", ()),
    ("Karl-Theodor zu Guttenberg", ("Karl-Theodor zu Guttenberg",)), ("Michiel de Jong", ("Michiel de Jong",)),
])
def test_split_byline_across_languages(byline, expected):
    assert split_byline(byline) == expected


def test_the_publisher_named_by_its_page_on_a_network_is_no_author():
    # article:publisher's handle, and each part of a site name written with separators.
    head = ('<meta property="article:publisher" content="https://www.facebook.com/solarserver.de">'
            '<meta name="author" content="Solarserver">')
    assert authors(head, '<span class="byline">By Maria Lopez</span>', "https://example.org/x") == ("Maria Lopez",)
    head = ('<meta property="og:site_name" content="Achtsam durch die Krise | Die FURCHE">'
            '<meta name="author" content="Die FURCHE">')
    assert authors(head, '<span class="author">Ursula Baatz</span>', "https://example.org/x") == ("Ursula Baatz",)


def test_a_body_named_with_its_country_or_a_magazine_named_so_is_no_blogger():
    # The site's name is the author only when it is a person's: a body's branch ("Diakonie
    # Deutschland", also a part of og:site_name) and a magazine ("Auto Illustrierte", the
    # publisher too) are not, though written as two capitalised words.
    head = ('<meta property="og:site_name" content="Infoportal - Diakonie Deutschland">'
            '<meta name="author" content="Diakonie Deutschland">')
    assert authors(head, "<h1>Vorstellung der Studie</h1>", "https://www.diakonie.de/x") == ()
    head = '<meta name="author" content="Auto Illustrierte"><meta name="DC.publisher" content="Auto Illustrierte">'
    assert authors(head, "<h1>Bielersee-Winterhechte</h1>", "https://www.petri-heil.ch/x") == ()
    # A blog named after its author still names that author.
    head = '<meta property="og:site_name" content="Haki Benita"><meta name="author" content="Haki Benita">'
    assert authors(head, "<h1>A post</h1>", "https://hakibenita.com/x") == ("Haki Benita",)


def test_the_sites_name_written_before_the_author_as_a_label_is_cut():
    # "unocero - Alberto Ávila": a name ends at the spaced dash, so the site's alone was read.
    assert authors('<meta name="author" content="unocero - Alberto Ávila">', "<h1>Marcas</h1>",
                   "https://www.unocero.com/x") == ("Alberto Ávila",)
    # A part before the dash that is no site's name stays the byline's.
    assert authors('<meta name="author" content="Ann Lee - Staff Writer">', "", "https://www.unocero.com/x") \
        == ("Ann Lee",)


def test_a_month_is_no_author():
    assert authors("", '<div class="author-date"><span class="author">Dezember</span></div>'
                   '<p class="byline">By Maria Lopez</p>', "https://example.org/x") == ("Maria Lopez",)


@pytest.mark.parametrize("url, body, expected", [
    # A blogger's one-word login that is a part of the host's name names the blogger...
    ("https://randfishkin.com/blog/55/", '<div class="post-header"><h2>You Can\'t Do It</h2><p>by randfish on '
     'December 4, 2010</p></div>', ("randfish",)),
    ("https://weinlachgummis.blogspot.com/2017/09/r.html", '<h3>Rezi</h3><span class="post-author">Gepostet von '
     '<a rel="author" href="/p">Weinlachgummi</a></span>', ("Weinlachgummi",)),
    # ...and so does the host's name made the writer's, as a blog's blogger ("Krimiblogger").
    ("https://archiv.krimiblog.de/?p=2895", '<h3>Musikvideo</h3><h4 class="vcard author">vom <span class="fn">'
     'Krimiblogger</span></h4>', ("Krimiblogger",)),
    # ...but the site's own name whole, or the site's name and more, names no one.
    ("https://telebasel.ch/2019/10/19/x/", '<h1>Junge Lenker</h1><span class="tb-article-author">telebasel</span>', ()),
    ("https://www.hejfish.com/news/x", '<h1>Angeln</h1><p>by hejfish on May 3, 2021</p>', ()),
    ("https://archiv.krimiblog.de/?p=2895", '<h3>Musikvideo</h3><h4 class="vcard author">vom <span class="fn">'
     'Krimiblog-Archiv</span></h4>', ()),
])
def test_a_bloggers_login_inside_the_hosts_name_is_no_site_name(url, body, expected):
    assert authors(body=body, url=url) == expected


def test_the_pages_one_word_section_is_no_author():
    # "Camila Méndez en Territorio": Spanish "en" ("in") is the Dutch "and" the joiners split on.
    head = '<meta property="article:section" content="Territorio">'
    body = '<h1>Productor</h1><div class="author"><a href="/periodista/c/">Camila Méndez</a> en Territorio</div>'
    assert authors(head, body, "https://example.org/x") == ("Camila Méndez",)
    # A column's section of two words or more can be its columnist: not left out.
    head = '<meta property="article:section" content="Georg Kasch">'
    assert authors(head, '<h1>Kolumne</h1><p class="text_autor">Von Georg Kasch</p>',
                   "https://example.org/x") == ("Georg Kasch",)


def test_a_container_that_has_recommendations_is_not_them():
    # "has-recommendations" says the story's container holds a box of them somewhere.
    body = ('<div class="article has-recommendations"><h1>Luftfahrt</h1><div class="article-meta">'
            '<div class="author__content-name">Tom Arnold</div></div></div>')
    assert authors("", body, "https://example.org/x") == ("Tom Arnold",)
    body = body.replace("article has-recommendations", "recommendations")
    assert authors("", body, "https://example.org/x") == ()


@pytest.mark.parametrize("body, expected", [
    # HTML's never standardised <byline> element, an agency after the name.
    ("<h1>Die Jungen entdecken die Börse</h1><p>Quelle: dpa-AFX</p><p>Teilen</p><p>Drucken</p>"
     "<div><byline>Von David Hutzler, dpa</byline></div><p>Niedrige Zinsen ziehen junge Menschen an.</p>",
     ("David Hutzler",)),
    # ...one among related stories is another story's, and one away from the story's <h1> too.
    ("<h1>Die Jungen entdecken die Börse</h1><div class='related'><byline>Von Ann Lee</byline></div>", ()),
    ("<div><h1>Die Jungen entdecken die Börse</h1><p>Text.</p></div><div>Teilen</div><aside><p>A</p>"
     "<byline>Von Ann Lee</byline></aside>", ()),
    # A misspelt class ("writter") and a colon after the "by" word.
    ("<h1>Nicole gana la etapa</h1><p>Compartir</p><p>Imprimir</p><p>Texto.</p><div><span class='category'>"
     "Ciclismo</span> | <span class='writter'>Por: Juan Diego</span></div>", ("Juan Diego",)),
    # ...as does "Written By:" inside a line.
    ("<h2>Who will win the election?</h2><div><span class='smallheadline1'> Written By: Jason Shafrin </span>"
     "<span class='smallheadline2'>- Nov 06 12</span></div>", ("Jason Shafrin",)),
    # ...but "Posted by:" credits a reader's comment on Movable Type and TypePad.
    ("<h1>Weather machine</h1><p>Text.</p><p>More text.</p><p>Even more.</p><p class='posted'>Posted by: "
     "<a href='http://ellen.example/'>Ellen Marsh</a> at September 10, 2012 11:40 AM</p>", ()),
    # ...and an English "by:" inside a line credits a service.
    ("<h1>Disruptions</h1><p>Texte.</p><div class='managedby'><strong>Managed by:</strong> "
     "<a href='/tocs'>Rail Partners</a></div>", ()),
    # German's by-nouns take a lower-case "von": the line under the heading names the author.
    ("<h2>Vegetarier zu sein</h2><p>Blog Beitrag von Margarita Koreneva</p><p>Vegetarier oder Veganer...</p>",
     ("Margarita Koreneva",)),
    # ...but a "von" inside a name is its particle, no by.
    ("<h2>Bismarck und Europa</h2><p>Gedanken zu Otto von Bismarck</p>", ()),
    # The name part of a byline element, beside its job title.
    ("<h1>Building collapses</h1><p>Rescue work went on.</p><div class='byline'><span class='byline-name'>"
     "Sameer Hashmi</span> <span class='byline-title'>Mumbai business reporter</span></div>", ("Sameer Hashmi",)),
    # ...two name parts: the whole byline names both.
    ("<h1>Quake</h1><p>Texte.</p><div class='byline'><span class='author-name'>Stella Kim</span> and "
     "<span class='author-name'>Jennifer Jett</span></div>", ("Stella Kim", "Jennifer Jett")),
    # An author box whose heading is one link to the author's page.
    ("<h1>La fin des trottinettes</h1><p>Texte.</p><aside class='author sans-photo'><h3>"
     "<a href='/auteur/jeanne-corriveau'><span>Jeanne Corriveau</span></a></h3></aside>", ("Jeanne Corriveau",)),
    # ...but a heading that links elsewhere is the headline the element holds.
    ("<div class='author-box'><h3><a href='/2020/story'>Montreal Bans Scooters</a></h3></div><p>Texte.</p>", ()),
])
def test_bylines_of_more_kinds(body, expected):
    assert authors(body=body, url="https://www.example-news.com/story") == expected


def test_hcard_class_is_the_whole_word() -> None:
    """A card is a class "vcard" alone: not a word that ends or begins with it, nor a hyphenated one."""
    classes = "vcard author-vcard myvcard vcards vcard-x x_vcard vcard"
    assert [match.start() for match in bylines._HCARD.finditer(classes)] == [0, len(classes) - len("vcard")]


@pytest.mark.parametrize("body, expected", [
    # A CMS's teaser classes on the story's own line under its <h1>.
    ("<h1>Es kommt darauf an</h1><div class='teaser-small__metadata'><p class='byline__author'> VON "
     "<a href='/autoren/gathmann-moritz'>MORITZ GATHMANN</a> am 21. April 2020</p></div><p class='lead'>Text.</p>",
     ("Moritz Gathmann",)),
    # ...but a teaser beside a heading among related stories is another story's.
    ("<h1>Es kommt darauf an</h1><p>Text.</p><div class='related'><h3>Mehr</h3><div class='teaser-meta'>"
     "Von Ann Lee</div></div>", ()),
    # ...and a line marked as related as well as a teaser is another story's too.
    ("<h1>Es kommt darauf an</h1><div class='teaser related-meta'>Von Ann Lee</div><p>Text.</p>", ()),
    # A link to an author's page in the line under the headline and its subtitle, without a "by".
    ("<h1>Investigador chileno asegura</h1><h2>Hugo Bustos asegura</h2><div class='bottom'><h6>"
     "<a href='/autor/ariel-melgar-cabrera_7617'><strong> Ariel Melgar Cabrera </strong></a>"
     "<span>3/5/2022 22:41</span></h6></div><p>Texto.</p>", ("Ariel Melgar Cabrera",)),
    # ...but a link elsewhere in that line names no one.
    ("<h1>Investigador chileno asegura</h1><h2>Hugo Bustos asegura</h2><div class='bottom'><h6>"
     "<a href='/santa-cruz/'>Santa Cruz Noticias</a><span>3/5/2022 22:41</span></h6></div><p>Texto.</p>", ()),
    # A German job title under the name in an author box.
    ("<h1>Können Fische Schmerzen spüren?</h1><div class='author-ch'><strong><a href='/ueber-mich/'>"
     "Christoph Hein</a></strong><br> Chefredakteur </div><p>Text.</p>", ("Christoph Hein",)),
])
def test_bylines_by_the_headline_of_more_kinds(body, expected):
    assert authors(body=body, url="https://www.example-news.com/story") == expected


@pytest.mark.parametrize("description, expected", [
    # Blogger: the post's text (its byline first) in a script template and a <noscript>, its
    # first words in the description.
    ("Posted by Nathan Parker, Varun Khaneja and Kiran C Nair - Chrome Safe Browsing team Over the past ...",
     ("Nathan Parker", "Varun Khaneja", "Kiran C Nair")),
    # ...but a "by" without the dash or bar after the names says not where they end.
    ("Posted by Nathan Parker Over the past few years we have seen threats", ()),
    ("By Nathan Parker - Over the past few years", ()),
    # ...and a description that does not open with it names no one.
    ("Over the past few years, posted by Nathan Parker - Chrome team", ()),
])
def test_a_byline_opening_the_description(description, expected):
    head = f'<meta property="og:description" content="{description}">'
    body = "<noscript><span class='byline-author'>Posted by Nathan Parker</span></noscript><h1>Story</h1><p>Text.</p>"
    from scrapy_articles.extraction import extract
    assert extract(f"<html><head>{head}</head><body>{body}</body></html>", URL).metadata.authors == expected


def test_a_publisher_page_that_is_the_authors_own_names_the_author():
    # A one-person site: article:publisher and article:author are the same profile.
    profile = "https://www.facebook.com/christoph.hein89/"
    head = (f'<meta property="article:publisher" content="{profile}">'
            f'<meta property="article:author" content="{profile}">')
    body = ("<h1>Können Fische Schmerzen spüren?</h1><div class='author-ch'><strong>Christoph Hein</strong></div>"
            "<p>Text.</p>")
    assert authors(head, body, "https://angelmagazin.de/fische/") == ("Christoph Hein",)
    # ...but a publisher's page of its own still names the publisher, not a person.
    head = head.replace('property="article:author"', 'property="og:see_also"')
    assert authors(head, body, "https://angelmagazin.de/fische/") == ()


def _ld(data: str) -> str:
    return f'<script type="application/ld+json">{data}</script>'


@pytest.mark.parametrize("head, body, expected", [
    # JSON-LD: the first article naming anyone is the page's; more article nodes list other stories.
    (_ld('[{"@type": "NewsArticle", "author": {"@type": "Person", "name": "Ann Lee"}},'
         ' {"@type": "NewsArticle", "author": {"@type": "Person", "name": "Bo Ray"}}]'), "", ("Ann Lee",)),
    # ...past a first node that names no one.
    (_ld('[{"@type": "NewsArticle", "headline": "Story"},'
         ' {"@type": "NewsArticle", "author": {"@type": "Person", "name": "Bo Ray"}}]'), "", ("Bo Ray",)),
    # A JSON-LD name written as an HTML fragment: its text.
    (_ld('{"@type": "NewsArticle", "author": {"@type": "Person", "name": ['
         '"<a href=\\"/pl/eksperci/mateusz-gniazdowski\\">Mateusz Gniazdowski</a>",'
         ' "<a href=\\"/pl/eksperci/martyna-wasiuta\\">Martyna Wasiuta</a>"]}}'), "",
     ("Mateusz Gniazdowski", "Martyna Wasiuta")),
    # A declared one-word lower-case login gives way to the byline a reader sees.
    (_ld('{"@type": "Article", "author": {"name": "arianschlichenmayer"}}'),
     "<h1>Sportzentrum erweitert</h1><div class='single-post--header_author'><span>von</span> "
     "<a href='/creator/arian-schlichenmayer/'>Arian Schlichenmayer</a></div><p>Text.</p>", ("Arian Schlichenmayer",)),
    # A company's "Solutions" names no one.
    ('<meta name="author" content="Glory Global Solutions Germany">', "<h1>Story</h1><p>Text.</p>", ()),
    # ...and is kept when the page shows no byline.
    (_ld('{"@type": "Article", "author": {"name": "arianschlichenmayer"}}'), "<h1>Story</h1><p>Text.</p>",
     ("arianschlichenmayer",)),
])
def test_declared_authors_of_more_kinds(head, body, expected):
    assert authors(head, body) == expected


@pytest.mark.parametrize("body, expected", [
    # A byline marked by its id.
    ("<div id='author_header'>Gunter Frank</div><h1>Bericht zur Coronalage</h1><p>Text.</p>", ("Gunter Frank",)),
    # ...but an id marks menus and taglines too: only a name alone answers so.
    ("<ul><li id='gnPriBylines'><a href='/bylines/'>Bylines</a></li></ul><div id='authorBlurb'><p id='authorIntro'>"
     "Building Wealth through Saving and Investing</p></div><h1>How Layaway Plans Work</h1><p>Text.</p>", ()),
    # ...while an author card's heading in a classed element answers whatever its shape.
    ("<h1>¿Buses de la Alcaldía?</h1><div class='autor'><h6>Jacobo Betancur Peláez | Publicado hace 3 horas</h6>"
     "</div><p>Texto.</p>", ("Jacobo Betancur Peláez",)),
    # A class word ending in "byline", the author's menu after the name.
    ("<h1>How to Be Helpful</h1><div class='nodebyline modfont'><strong><a>Caity Weaver</a></strong>"
     "<div id='author-menu'><ul><li><a href='/people/cw/'>View Profile</a></li><li><a>Email</a></li>"
     "<li><a>Twitter</a></li><li><a>RSS</a></li></ul></div></div><p>Text.</p>", ("Caity Weaver",)),
    # Polish "autorzy", the names in links with nothing between them.
    ("<h1>Rosyjskie zamachy</h1><div class='field field--name-field-autorzy-erf'><div class='field--item'>"
     "<a href='/pl/eksperci/mg'>Mateusz Gniazdowski</a></div><div class='field--item'>"
     "<a href='/pl/eksperci/mw'>Martyna Wasiuta</a></div></div><p>Tekst.</p>",
     ("Mateusz Gniazdowski", "Martyna Wasiuta")),
    # ...but a list of many linked names is a widget of the site's authors, not a byline.
    ("<h1>Story</h1><p>Text.</p><dl class='author_connect'>" + "".join(
        f"<dt><a href='https://twitter.com/{n}'>{n.title()} Lee</a></dt>" for n in ("ann", "bo", "cy", "di"))
     + "</dl>", ()),
    # A contributor line with a "by".
    ("<h1>Raoult, les nazis et moi</h1><p>Le chapeau.</p><figure><img src='a.jpg'></figure><p>Plus.</p>"
     "<div><span class='field-field-contributor'>Par&nbsp;<a href='/node/mh'>"
     "Matthieu Hy</a></span> <span>le 07 Mai 2020</span></div><p>Texte.</p>", ("Matthieu Hy",)),
    # A byline inside a link holding a heading is another story's card.
    ("<h1>Getränke per Schiff</h1><p>Text.</p><ul><li><a href='/other'><h4>Mediation im Handel</h4>"
     "<span class='item__author'>Elena Kuss</span></a></li></ul>", ()),
    # The author links of one byline stop at the next heading (an author box, more stories).
    ("<article><div class='post'><div class='wrap'><h1>Dealing With Chikan</h1><p>By <a rel='author' href='/a/am'>"
     "Amelie Marie Nishizawa</a></p><p>Text.</p><div><h3>More stories</h3><div><p>By <a rel='author' "
     "href='/a/ct'>Chiara Terzuolo</a></p></div></div></div></div></article>", ("Amelie Marie Nishizawa",)),
    # Author links in teaser cards (small <article>s, each with its heading) after the story are
    # other stories': the story's byline under its <h1> answers, though it links without rel=author.
    ("<div class='post'><h1>Parité hommes-femmes en Tunisie</h1><div class='post-author-name'>Par <a "
     "href='/author/chokri-gharbi/'>Chokri Gharbi</a></div><p>" + "Le texte. " * 40 + "</p></div><div class='wb'>"
     + "".join(f"<article><header><h3><a href='/{i}'>Un autre titre {i}</a></h3></header><footer><div "
               f"class='post-author-name'><a rel='author' href='/author/{n}/'>{n.title()} Dermech</a></div>"
               "<div class='post-date'>18 février 2020</div></footer></article>"
               for i, n in enumerate(("abdel", "sam")))
     + "</div>", ("Chokri Gharbi",)),
    # ...and the story's byline beats the byline elements of teaser cards (a category in a card's
    # author line), which answer only when nothing else names anyone (a writer's "more stories").
    ("<div class='top'>" + "".join(
        f"<article class='note'><h2><a href='/n{i}'>Otra nota {i}</a></h2><div class='article-grouper-author'>"
        "<span><a href='/x'>Ana Ruiz</a></span></div></article>" for i in range(2)) + "</div>"
     "<h1>Paritarias al rojo</h1><p>Por Mariano Martín</p><p>" + "El texto. " * 40 + "</p>", ("Mariano Martín",)),
    ("<h1>Kaisers royaler Wochenrückblick</h1><p>" + "Der Text. " * 40 + "</p><div class='more'>" + "".join(
        f"<article class='ee-post'><h2><a href='/n{i}'>Ein Kommentar {i}</a></h2><ul><li class='meta--author'>"
        "Boris T. Kaiser</li></ul></article>" for i in range(2)) + "</div>", ("Boris T. Kaiser",)),
    # ...but the story's own <article>, its text long, keeps its author link.
    ("<article><h2>Story</h2><p>By <a rel='author' href='/a/1'>Ann Lee</a></p><p>" + "Text. " * 90
     + "</p></article>", ("Ann Lee",)),
    # ...but two authors in one byline are both read.
    ("<h1>Story</h1><p>By <a rel='author' href='/a/1'>Ann Lee</a> and <a rel='author' href='/a/2'>Bo Ray</a></p>"
     "<p>Text.</p>", ("Ann Lee", "Bo Ray")),
    # "by ... on ..." under a headline set in a <div> classed as a title that the <title> holds.
    ("<div class='mbs blogpost_title'><a href='/p/1'>Introducing New Apps for Timeline</a></div>"
     "<div class='mbm fsm'>by <a href='/carl'>Carl Sjogreen</a> on Wednesday, January 18, 2012 at 5:26pm</div>"
     "<div class='blogpost_text'><p>New timeline apps are now available.</p></div>", ("Carl Sjogreen",)),
])
def test_visible_bylines_of_more_kinds(body, expected):
    head = "<title>Introducing New Apps for Timeline | Facebook</title>"
    assert authors(head, body, "https://www.example-news.com/story") == expected


@pytest.mark.parametrize("text, expected", [
    ("Text und Interview: Harald Willenbrock", ("Harald Willenbrock",)),
    ("Text & Fotos: Ann Lee", ("Ann Lee",)),
    ("Interview: Julia Lauter", ("Julia Lauter",)),  # who asked, credited as "Text:" credits who wrote
    ("Caity Weaver View Profile Email Twitter RSS", ("Caity Weaver",)),
    ("View Profile", ()),
    ("Written by Clark filed under General Finance", ("Clark",)),
])
def test_split_byline_labels_and_menus(text, expected):
    assert split_byline(text) == expected


@pytest.mark.parametrize("body, expected", [
    # A paragraph that is a by-line alone, under the lead or a kicker, away from the heading.
    ('<header><div><h2>So lernen wir Grenzen zu setzen</h2></div></header><div><p>Sie sind das Fundament der '
     'Selbstfürsorge.</p></div><section><div><p><i>von Daniela Obers</i></p><h3>Grenzen</h3><p>Wir spüren '
     'sie meist nur, wenn sie überschritten werden.</p></div></section>', ("Daniela Obers",)),
    ('<p>Gespeichert von human am 7. Juli 2019</p><p><strong>Vegetarier zu sein</strong></p>'
     '<p>Blog Beitrag von Margarita Koreneva</p><p>Vegetarier oder Veganer zu sein ...</p>',
     ("Margarita Koreneva",)),
    ('<header><h1>Five lessons</h1></header><div><p><img src="a.jpg"></p><p>Guest post</p>'
     '<p>By Ann Lee</p><p>The first lesson is patience, and the second is patience too, as every teacher '
     'who has taught the first knows.</p></div>', ("Ann Lee",)),
    # A photo's credit, a sentence, a login and a paragraph read too late name no one.
    ('<header><h1>Five lessons</h1></header><div><p>Foto von Ann Lee</p><p>We sat down by the river.</p>'
     '<p>by admin</p></div>', ()),
    ('<header><h1>Five lessons</h1></header><div>' + '<p>A paragraph of the story, long enough to be no line under a heading.</p>' * 4
     + '<p>By Ann Lee</p></div>', ()),
    # ...and so does a by-line paragraph among related stories.
    ('<header><h1>Five lessons</h1></header><div class="related-posts"><p>By Ann Lee</p></div>', ()),
    # A sign-off "Posted by" closing the post, however late; not among reader comments.
    ('<header><h1>The Axios ascent</h1></header><div>' + '<p>A paragraph of the story, long enough to be no line '
     'under a heading.</p>' * 6 + '<p><em>Posted by Alex Durán, AMP Project Marketing, Google</em></p></div>',
     ("Alex Durán",)),
    ('<header><h1>The Axios ascent</h1></header><div>' + '<p>A paragraph of the story, long enough to be no line '
     'under a heading.</p>' * 6 + '</div><div class="comments"><p>Posted by Ann Lee</p></div>', ()),
])
def test_a_by_line_paragraph_opening_the_story(body, expected):
    assert authors("", body) == expected


@pytest.mark.parametrize("line, expected", [
    # A name and a job title after a comma, no "by", under the headline.
    ("Jane Doe, contributor", ("Jane Doe",)),
    ("Jane Doe, Forbes Contributor", ("Jane Doe",)),
    ("Ann Lee, Staff Writer", ("Ann Lee",)),
    # A phrase, a job title without a name, and a list of names are not so.
    ("Meet the new director, film producer", ()),
    ("Senior Editor, Staff Writer", ()),
    ("Ann Lee, Bob Roe, editors", ()),
])
def test_a_name_and_its_job_title_under_the_headline(line, expected):
    body = f"<h1>Five lessons</h1><p>{line}</p><p>" + "The story goes on for a while here. " * 10 + "</p>"
    assert authors("", body, "https://www.example-news.com/story") == expected


def test_an_author_pages_link_gives_the_name_its_microdata_marks():
    # A profile card's link under the headline holds the picture's credit before the name.
    body = ('<h1>Waldwege gesperrt</h1><div class="my-2"><span><a href="/autoren/kathrin-fuehres-684124"><span>'
            '<img src="k.jpg" alt="Kathrin Führes"><span>&copy; Kathrin Führes</span></span><div>'
            '<span itemprop="name"> Kathrin Führes </span></div></a></span> am 13.01.2022</div><p>'
            + "Der Text der Meldung geht weiter. " * 10 + "</p>")
    assert authors("", body, "https://www.jagderleben.de/news/x") == ("Kathrin Führes",)


def test_a_breadcrumbs_entry_and_a_weekday_in_a_byline_name_no_one():
    # An author card holding the date and the section's breadcrumb (schema.org ListItems), its
    # named author a desk: the breadcrumb's first entry and the weekday of the date are no names.
    body = ('<h1>Hyundai Santa Fe im Test</h1><div class="article-author vcard"><time class="article-author-date">'
            'Donnerstag, 4. November 2021</time> von <address><a class="url fn n" rel="author" href="/impressum">'
            'auto-motor.at Redaktion</a></address><ul class="article-breadcrumbs" itemscope itemtype='
            '"http://schema.org/BreadcrumbList">in Rubrik: <li itemprop="itemListElement" itemscope itemtype='
            '"http://schema.org/ListItem"><a itemprop="item" href="/Hyundai.html"><span itemprop="name">Hyundai'
            '</span></a></li></ul></div><p>' + "Normal wird bei einem Facelift wenig geändert. " * 8 + "</p>")
    assert authors("", body, "https://www.auto-motor.at/Test/x.html") == ()
    # The name microdata marks outside a list still answers.
    body = ('<h1>Headline</h1><div class="author" itemprop="author" itemscope><span itemprop="name">Jana Hoff'
            '</span></div>')
    assert authors("", body, "https://www.auto-motor.at/Test/x.html") == ("Jana Hoff",)


def walked_authors(body: str) -> tuple[str, ...]:
    """The authors read_metadata finds with the segment walk's marks (and texts), as extract() calls it."""
    from scrapy_articles.extraction.content.segment import segment
    from scrapy_articles.extraction.document.parse import strip_invisible
    from scrapy_articles.extraction.metadata.fields import declarations
    root = parse(f"<html><head></head><body>{body}</body></html>", URL).root
    declared = declarations(root)
    strip_invisible(root)
    return read_metadata(root, URL, declared, walked=segment(root).marks).authors


STORY_PARAGRAPHS = '<p>A paragraph of the story, long enough to be no line under a heading.</p>' * 6


def test_the_sign_off_gate_reads_words_across_blocks():
    # A paragraph's text may span blocks, whose texts keep no space at their edges: the gate reads
    # across them ("Pos" | "ted by"), and passes only the four spellings the search knows.
    assert bylines._may_sign_off(bylines.texts_backwards(("Pos", "ted by Ann Lee")))
    assert bylines._may_sign_off(bylines.texts_backwards(("Posted", "by Ann Lee")))
    assert bylines._may_sign_off(bylines.texts_backwards(("WRITTEN", "BY ANN LEE")))
    assert not bylines._may_sign_off(bylines.texts_backwards(("Posted in News", "By Ann Lee", "posted By Ann")))
    assert bylines._may_sign_off(None)  # texts unknown (tree_marks): the search runs


def test_a_sign_off_found_through_the_walk_and_no_search_without_one(monkeypatch):
    body = '<header><h1>The Axios ascent</h1></header><div>' + STORY_PARAGRAPHS
    assert walked_authors(body + '<p><em>Posted </em><br>by Alex Durán, AMP Project Marketing, Google</p></div>') \
        == ("Alex Durán",)
    assert walked_authors(body + '<p><em>Posted by Alex Durán, AMP Project Marketing, Google</em></p></div>') \
        == ("Alex Durán",)

    def searched(_body):
        raise AssertionError("the body's paragraphs were searched")

    monkeypatch.setattr(bylines, "_SIGN_OFF_PARAGRAPHS", searched)
    assert walked_authors(body + '<p>Posted in News by the desk</p></div>') == ()


@pytest.mark.parametrize("byline, expected", [
    # A news agency named with its noun ("Agencia EFE", "Agence France-Presse") is no person.
    ("Por Agencia EFE", ()),
    ("Par Agence France-Presse", ()),
    ("Ann Lee, Agenzia Nova", ("Ann Lee",)),
    # An outlet's possessive before the first name ("By NBC's Chuck Todd, Mark Murray") is no part of it.
    ("By NBC's Chuck Todd, Mark Murray, and Brooke Brower", ("Chuck Todd", "Mark Murray", "Brooke Brower")),
    ("By CNN\u2019s Ann Lee", ("Ann Lee",)),
    # A capitalised "And" joins names too, and "For" the outlet ends them ("For The Mail On Sunday").
    ("By Glen Owen And Brendan Carlin For The Mail On Sunday", ("Glen Owen", "Brendan Carlin")),
    ("By Glen Owen and Brendan Carlin for The Mail on Sunday", ("Glen Owen", "Brendan Carlin")),
    ("By Ann Lee for MailOnline", ("Ann Lee",)),
    # A weekday's abbreviation before the date's comma ends the name ("Von Tomas Spahn Fr, 18. Oktober 2019").
    ("Von Tomas Spahn Fr, 18. Oktober 2019", ("Tomas Spahn",)),
    ("By Ann Lee Sat, 12 May 2012", ("Ann Lee",)),
    # ...not a name's last word that only looks like one, nor a surname that is one too.
    ("By Ann Do", ("Ann Do",)),
    ("By Anh Do, 12 May 2012", ("Anh Do",)),
    ("By Lena Sun, 12 May 2012", ("Lena Sun",)),
])
def test_split_byline_outlets_agencies_and_weekdays(byline, expected):
    assert split_byline(byline) == expected


def test_a_coauthor_the_declaration_leaves_out_is_read_from_the_byline():
    # The generic tag names the first of the two authors the byline under the headline shows.
    head = '<meta name="author" content="Rudolf Fischer">'
    byline = ('<h1>Das neue Rad im ersten Test</h1><div class="entry-meta"><span class="vcard author"><span class="fn">'
              'von {}</span></span></div><p>' + "Der Text des Tests geht weiter. " * 8 + "</p>")
    assert authors(head, byline.format("Rudolf Fischer, Simon Kohler")) == ("Rudolf Fischer", "Simon Kohler")
    # A byline naming someone else, or the declared author alone, does not replace the declaration.
    assert authors(head, byline.format("Simon Kohler")) == ("Rudolf Fischer",)
    assert authors(head, byline.format("Rudolf Fischer")) == ("Rudolf Fischer",)
    # JSON-LD lists every author it credits: its one name is not widened.
    jsonld = ('<script type="application/ld+json">{"@type": "NewsArticle", "author": {"@type": "Person", "name": '
              '"Rudolf Fischer"}}</script>')
    assert authors(jsonld, byline.format("Rudolf Fischer, Simon Kohler")) == ("Rudolf Fischer",)


@pytest.mark.parametrize("byline, expected", [
    # The agency a wire story's author writes for, after the name with no comma, is no part of it.
    ("By JOANN LOVIGLIO Associated Press", ("Joann Loviglio",)),
    ("By Ann Lee Reuters", ("Ann Lee",)),
    ("Von Ann Lee dpa", ("Ann Lee",)),
    ("By Ann Lee AP", ("Ann Lee",)),
    # ...but a name's last word that only spells an agency's initials in another case stays, and
    # so does a surname after a middle initial.
    ("By Ann Pa", ("Ann Pa",)),
    ("By Michael R. Bloomberg", ("Michael R. Bloomberg",)),
    # The agency alone is still no one.
    ("By Associated Press", ()),
])
def test_split_byline_wire_agency_after_the_name(byline, expected):
    assert split_byline(byline) == expected


@pytest.mark.parametrize("byline, expected", [
    # Another role's credit after the author's ends the name.
    ("Text von Christian Seiler \xa0 \xa0Illustration von Markus Roost", ("Christian Seiler",)),
    ("By Ann Lee Photos by Bob Roe", ("Ann Lee",)),
    ("Text: Ann Lee Fotos: Bob Roe", ("Ann Lee",)),
    # An editor's credit after the writer's (a book chapter's "Written by ... Edited by ...").
    ("Written by Rob Ewaschuk\n   Edited by Betsy Beyer", ("Rob Ewaschuk",)),
    ("Ann Lee Reviewed by: Bob Roe", ("Ann Lee",)),
    ("Von Ann Lee, redigiert von Bob Roe", ("Ann Lee",)),
    # A book's edition before its editor's credit names no one (a dictionary's source line).
    ("Revised Edition Edited by Adrian Parr", ()),
])
def test_split_byline_another_roles_credit_ends_the_name(byline, expected):
    assert split_byline(byline) == expected


@pytest.mark.parametrize("byline, expected", [
    # A plural job title after a name makes it a desk ("Washington Post Editors"), not a person.
    ("Washington Post Editors", ()),
    ("Valley Herald Staff Writers", ()),
    # A person's title after the name is still cut.
    ("Ann Lee Staff Writer", ("Ann Lee",)),
    ("Ann Lee, Staff Writers", ("Ann Lee",)),
])
def test_split_byline_a_plural_title_names_a_desk(byline, expected):
    assert split_byline(byline) == expected


@pytest.mark.parametrize("name", ["Ostbelgien Direkt", "Lebensmittel Praxis", "Valley Herald", "Washington Post",
                                  "Daily Courier"])
def test_a_site_named_as_publications_are_is_never_its_own_author(name):
    # The site's name written like a person's is the last resort (a personal blog's), but not one
    # made of the words publications are named with.
    head = f'<meta name="author" content="{name}"><meta property="og:site_name" content="{name}">'
    assert authors(head, "<h1>Headline</h1><p>Text.</p>") == ()
    assert authors('<meta name="author" content="Haki Benita"><meta property="og:site_name" content="Haki Benita">',
                   "<h1>Headline</h1><p>Text.</p>") == ("Haki Benita",)


def test_the_initials_of_the_sites_name_credit_the_newsroom():
    # "JF" over a teaser, "Boris T. Kaiser" in the story's own line: the site's initials are no one.
    head = '<meta property="og:site_name" content="JUNGE FREIHEIT">'
    body = ('<div class="author">JF</div><h1>Kaisers royaler Wochenrückblick</h1>'
            '<div class="author">Boris T. Kaiser</div><p>' + "Der Text geht weiter. " * 10 + "</p>")
    assert authors(head, body, "https://jungefreiheit.de/debatte/x/") == ("Boris T. Kaiser",)
    # Without a site name of two words, two capitals stay a name's initials.
    assert authors("", body, "https://jungefreiheit.de/debatte/x/") == ("JF",)


INFO_BOX_STORY = '<header><h1>Neuer Golf im Test</h1></header><div>' + STORY_PARAGRAPHS


@pytest.mark.parametrize("body, expected", [
    # An author's label in an article's info box, the name in the next text, its agency cut.
    (INFO_BOX_STORY + '<div class="info"><h5>Datum: </h5>03.11.2021<h5>Autor: </h5>Peter Maahn/SP-X</div></div>',
     ("Peter Maahn",)),
    (INFO_BOX_STORY + '<ul><li>Author: <b>Ann Lee</b></li></ul></div>', ("Ann Lee",)),
    (INFO_BOX_STORY + '<p>Auteur : Denis Clerc</p></div>', ("Denis Clerc",)),
    (INFO_BOX_STORY + '<p>Autore: Marco Rossi / ANSA</p></div>', ("Marco Rossi",)),
    # The label set alone in its own element, its colon opening the element's tail: the name after
    # the colon, or in the next element.
    (INFO_BOX_STORY + '<p><b>Autor</b>: Peter Maahn</p></div>', ("Peter Maahn",)),
    (INFO_BOX_STORY + '<p><strong>Author</strong> : <a href="/x">Ann Lee</a></p></div>', ("Ann Lee",)),
    # German's feminine and plural labels, English's plural; a German job title after the name,
    # the compound its role noun ends ("Projektleiterin"), with its employer after "der".
    (INFO_BOX_STORY + '<p><strong>Autorin: Uta Staschewski, Projektleiterin der HSS in Tunesien.</strong></p></div>',
     ("Uta Staschewski",)),
    (INFO_BOX_STORY + '<p>Autoren: Ann Lee und Bob Roe</p></div>', ("Ann Lee", "Bob Roe")),
    (INFO_BOX_STORY + '<p>Authors: Ann Lee, Bob Roe</p></div>', ("Ann Lee", "Bob Roe")),
    # A book's facts box in a review names the book's author, not the reviewer.
    (INFO_BOX_STORY + '<div><u>Titel:</u> The Casquette Girls</div><div><u>Seiten:</u> 400</div>'
     '<div><u>Autorin: </u>Alys Arden</div><div><u>Verlag: </u>Ann Books</div></div>', ()),
    (INFO_BOX_STORY + '<ul><li>Author: Ann Lee</li><li>Publisher: Ann Books</li></ul></div>', ()),
    # A profession linked to the site's page of it before the name: the name after the link.
    (INFO_BOX_STORY + '<div>Quelle: Rechtsnews<br><br>Autor: <a href="https://www.valleyherald.com/rechtsanwalt/">'
     'Rechtsanwalt</a> Sebastian Einbock</div></div>', ("Sebastian Einbock",)),
    # ...but not a longer bold text ending in the word, nor the label split among comments.
    (INFO_BOX_STORY + '<p><b>About the author</b>: Ann Lee</p></div>', ()),
    (INFO_BOX_STORY + '</div><div class="comments"><p><b>Author</b>: Ann Lee</p></div>', ()),
    # A comment form's label over the reader's name, a picture's credit, a quotation's attribution
    # and a label among reader comments name no author.
    (INFO_BOX_STORY + '</div><form action="/comments-post"><p>Author: <b>Jo Reader</b> <a href="/logout">Log out'
     '</a></p><textarea name="comment"></textarea></form>', ()),
    (INFO_BOX_STORY + '<figure><img src="a.jpg"><figcaption>Autor: Ann Lee</figcaption></figure></div>', ()),
    (INFO_BOX_STORY + '<blockquote><p>Life is short.</p><cite>Author: Ann Lee</cite></blockquote></div>', ()),
    (INFO_BOX_STORY + '</div><div class="comments"><p>Author: Ann Lee</p></div>', ()),
    # A byline the reader sees first wins over the label.
    ('<header><h1>Neuer Golf im Test</h1></header><div><p class="byline">By Bob Roe</p>' + STORY_PARAGRAPHS
     + '<p>Author: Ann Lee</p></div>', ("Bob Roe",)),
])
def test_an_author_labelled_in_an_info_box(body, expected):
    assert authors("", body) == expected
    assert walked_authors(body) == expected


def test_the_author_label_gate_and_no_search_without_a_label(monkeypatch):
    assert bylines._may_hold_author_label(bylines.texts_backwards(("Datum:", "Autor: ", "Peter Maahn")))
    assert bylines._may_hold_author_label(bylines.texts_backwards(("AUTHOR :",)))
    for label in ("Autorin: Uta Staschewski", "Autoren: Ann Lee", "Autorinnen: Ann Lee", "Authors: Ann Lee"):
        assert bylines._may_hold_author_label(bylines.texts_backwards((label,)))
    assert not bylines._may_hold_author_label(
        bylines.texts_backwards(("Authors of the story", "Autorin Ann Lee", "Datum: 3.11.")))
    assert bylines._may_hold_author_label(None)  # texts unknown (tree_marks): the search runs

    def searched(_body):
        raise AssertionError("the body's text nodes were searched")

    monkeypatch.setattr(bylines, "_TEXTS_WITH_AUTHOR_LABEL", searched)
    assert walked_authors(INFO_BOX_STORY + '<p>About the author of the story: see below.</p></div>') == ()


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(st.text("ostedbyritenOSTEDBYRITEN x", min_size=1, max_size=6), min_size=1, max_size=4),
                min_size=1, max_size=4))
def test_the_sign_off_gate_reads_as_the_texts_joined_without_spaces(blocks):
    # The walk's texts: words single-spaced, no space at a text's edges. The gate, reading them one
    # a line backwards, passes exactly where the texts joined without spaces hold a piece unspaced.
    texts = tuple(text for text in (" ".join(" ".join(words).split()) for words in blocks) if text)
    unspaced = "".join(texts).replace(" ", "")
    expected = any(piece.replace(" ", "") in unspaced for piece in bylines._SIGN_OFF_PIECES)
    assert bylines._may_sign_off(bylines.texts_backwards(texts)) == expected


def test_the_publisher_with_its_address_in_parentheses_names_no_one():
    # "Deutsche Welle (www.dw.com)" in the generic tag and as the publisher: the aside is cut from
    # the name, so it is cut from the publisher's too, and the author's label under the story answers.
    head = ('<meta name="publisher" content="Deutsche Welle (www.dw.com)">'
            '<meta name="author" content="Deutsche Welle (www.dw.com)">')
    body = "<h1>Les éléphants</h1><p>Le texte.</p><div><p>Auteur : Kossivi Tiassou </p><p>Edition : M-A. P</p></div>"
    assert authors(head, body, "https://www.dw.com/fr/les-elephants/a-6533123") == ("Kossivi Tiassou",)
    assert authors(head, "<h1>Les éléphants</h1><p>Le texte.</p>", "https://www.dw.com/fr/x/a-1") == ()


@pytest.mark.parametrize("name", ["Deutsche Wirtschaftsnachrichten", "Hamburger Abendblatt", "Tech News"])
def test_a_site_named_by_a_publications_compound_is_never_its_own_author(name):
    # The site's name shown in an author link is the last resort only when no word of it is a
    # publication's, alone or as a German compound's end.
    head = f'<meta property="og:site_name" content="{name}">'
    body = f'<h1>Headline</h1><div class="article-author"><a href="/author?id=1">{name}</a></div><p>Text.</p>'
    assert authors(head, body, "https://www." + name.replace(" ", "-").lower() + ".de/1/x") == ()


@pytest.mark.parametrize("klass", ["img-author", "foto-autor", "article-header-image-author", "photo_author",
                                   "imageAuthor"])
def test_a_pictures_author_class_is_no_byline(klass):
    # "Cortesía" (courtesy) under the picture, in a class saying the picture's author: no byline.
    body = (f'<h1>Headline</h1><div><img src="/a.jpg"><span class="{klass}">Ann Lee</span></div>'
            "<p>Text of the story.</p>")
    assert authors("", body) == ()
    assert authors("", body.replace(klass, "post-author")) == ("Ann Lee",)


STORY = "<h1>Pubs face fines</h1><h2>Loud music banned</h2>{}<p>The text of the story.</p>"


@pytest.mark.parametrize("byline, expected", [
    # A byline shown as a link alone to the person's page, no "by", no mark, a job title beside it.
    ('<div><div><a href="/staff/andrew-woodcock">Andrew Woodcock</a><div>Political Editor</div></div></div>',
     ("Andrew Woodcock",)),
    # A profile's slug written as a login: the letters end with the last name.
    ('<div><span><a href="/user/profile/rmonge"> Rebeca Monge</a></span></div>', ("Rebeca Monge",)),
    # The person's picture linked first, then the name.
    ('<div><a href="/profile/james.lynch"><img src="/j.jpg"></a><a href="/profile/james.lynch">James Lynch</a>'
     '</div>', ("James Lynch",)),
    # A desk: the site's login, the site's name as its label.
    ('<div><a href="/profile/admin/">Valley Herald</a></div>', ()),
    # Another site's author (a blogroll), a menu's link, a column's name over its author's slug.
    ('<div><a href="https://other.example.org/profile/bstorage/">Bill Storage</a></div>', ()),
    ('<nav><a href="/staff/ann-lee">Ann Lee</a></nav>', ()),
    ('<div><a href="/profile/fidel-castro-ruz/">Reflexiones de Fidel</a></div>', ()),
    # A navigation link with a two-word label and a short word in the slug.
    ('<div><a href="/user/signup">Sign Up</a></div>', ()),
])
def test_the_first_link_to_a_persons_page_after_the_headline_names_the_author(byline, expected):
    assert authors("", STORY.format(byline)) == expected


def test_a_link_to_a_page_under_authors_names_the_author():
    # The plural path ("/authors/matthew-humphries", pcmag.com's), the avatar linked first, in a line
    # under the header that its share buttons make too long to read as a byline.
    shares = "".join(f'<div><a href="https://{s}.example/share?u=x"><span>{s}</span></a></div>' for s in (
        "facebook", "twitter", "flipboard", "social share", "Flipboard", "Pinterest", "Reddit", "LinkedIn", "Email",
        "Copy Link", "Comments"))
    body = ('<header><h1>Next-Gen HAMR Platters Promise 80TB Hard Drives</h1><p>We are about to get 20 terabyte '
            'hard drives.</p></header><div><div><a href="/authors/matthew-humphries"><img alt="Matthew Humphries" '
            'src="/m.jpg"></a><span>By <a href="/authors/matthew-humphries">Matthew Humphries</a></span></div>'
            f'<div><div><span>February 7, 2020</span></div><div>{shares}</div></div></div><p>The text of the story.</p>')
    assert authors("", body) == ("Matthew Humphries",)
