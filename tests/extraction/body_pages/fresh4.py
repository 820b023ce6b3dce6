"""A fourth fresh split of the body suite (fresh-4): six more kinds of news and magazine sites, written before the rules they test.

Written, with the strings their bodies must and must not hold, and committed
before the extractor was ever run on them (session 27): their first run is a
held-out figure (tests/extraction/test_body_suite.py pins its failures), not a
target to tune to. Each layout imitates a family of 2019-2024 templates none
of the suite's other layouts does, and together they carry every kind of leak
issue 29 lists: a 2019 wire-fed regional news page (section label, "Published
... | Updated" dateline, "Photo: ..., AP" caption, "Read more:" lines, an
"Advert" label, a related rail with summaries, a share bar and a science
newsletter promo), a German weekly's web edition with soft hyphens in its
words, a lead paragraph styled apart from the body, a pull quote set as a
heading, an affiliate notice and an author line; an infinite-scroll news site
whose next story follows in a second ``<article>``, with a gallery ("Image 1
of 13", "Next image") and an embedded post; a consumer magazine's buying
guide with an affiliate disclaimer, a story list of links to shops and a
slideshow notice; a German regional paper of a large publishing network
("Erstellt: ... Aktualisiert:", "Bild 1 von 13", "Lesen Sie auch:", "Mehr
aus der Region" records); and a local WordPress news site ("This slideshow
requires JavaScript.", "Share this:", "Like this:", "Related" with dates, an
"About the author" box) whose story holds a list of useful links.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from .fresh import FRESH_STORIES
from .fresh3 import FRESH3_STORIES
from .layouts import Page, footer, head, items, nav, pages_of, paras
from .stories import STORIES, Story

Fresh4Layout = Callable[[Story], Page]

SHY = "\u00ad"

FRESH4_STORIES = (
    Story(
        "chain-ferry", "en",
        "Last chain ferry on the Wend wins a ten-year reprieve",
        "The county had planned to replace the 1927 crossing with a bridge. Villagers raised the money to keep it.",
        "Eilidh Strachan", "2019-11-18T16:07:00+00:00", "Nov 18, 2019",
        ("The chain ferry at Saltmoor, the last of its kind on the river Wend, will keep running for at least "
         "another ten years after the county council dropped its plan to replace it with a road bridge.",
         "The flat-bottomed ferry pulls itself across the river on two steel chains and carries up to six cars "
         "at a time. It has made the ninety-metre crossing every day since 1927, floods permitting.",
         "Councillors voted in 2017 to build a bridge instead, saying the ferry cost too much to maintain. "
         "Villagers on both banks formed a trust and raised £410,000 to pay for new chains and a new hull.",
         "The ferry's longest-serving pilot, Gordon Fyfe, said the vote on Tuesday had been a relief. "
         "\u201cPeople said we were sentimental, but the ferry is faster than the detour ever would be,\u201d he said.",
         "The trust will run the crossing under a lease from the council, which will pay a fixed subsidy of "
         "£38,000 a year. Fares will rise by fifty pence for cars and stay free for walkers and cyclists.",
         "Work on the new hull begins in January at a yard in Dunmore, and the ferry will be out of service for "
         "about three weeks in March while the chains are replaced and the landing ramps are resurfaced."),
        "What the deal means",
        ("a ten-year lease for the Saltmoor Ferry Trust;",
         "a council subsidy of £38,000 a year;",
         "free crossings for walkers and cyclists."),
        "The Saltmoor chain ferry crossing the Wend on Monday morning.",
        "Photo: Alan Buick, AP", "Scotland"),
    Story(
        "schulwald", "de",
        "Hitzeschutz im Klassenzimmer: Eine Grundschule pflanzt einen Wald auf ihren Schulhof",
        "Weil es in den Klassenzimmern im Sommer über dreißig Grad heiß wird, hat die Lindenschule in Kemnath den Asphalt aufgebrochen.",
        "Johanna Vierling", "2024-06-20T06:30:00+02:00", "20. Juni 2024",
        ("Wo vor einem Jahr noch graue Asphaltflächen in der Sonne glühten, wachsen heute Feldahorne, "
         "Hainbuchen und Wildkirschen. Die Lindenschule in Kemnath hat ihren Schulhof in einen kleinen Wald verwandelt.",
         "Den Anstoß gaben die Temperaturmessungen einer vierten Klasse. Die Kinder stellten im vergangenen Juli "
         "in ihrem Klassenzimmer an elf Tagen mehr als dreißig Grad fest und schrieben einen Brief an den Bürgermeister.",
         "Die Stadt ließ daraufhin gut achthundert Quadratmeter Asphalt entfernen. Bezahlt wurde die Umgestaltung "
         "zum größten Teil aus einem Landesförderprogramm für Klimaanpassung, den Rest übernahm der Förderverein.",
         "Gepflanzt haben die Schülerinnen und Schüler selbst, an zwei Aktionstagen im Herbst, zusammen mit Eltern "
         "und Mitarbeitern des städtischen Bauhofs. Insgesamt kamen 214 junge Bäume und Sträucher in die Erde.",
         "Schulleiterin Dorothea Strobl ist mit dem ersten Sommer zufrieden. Im Schatten der jungen Bäume sei es "
         "messbar kühler, und die Pausen seien ruhiger geworden, weil sich die Kinder auf der Fläche verteilten.",
         "Andere Schulen im Landkreis haben bereits nachgefragt. Die Stadtverwaltung will die Erfahrungen aus "
         "Kemnath im Herbst in einem Leitfaden zusammenfassen, der allen Schulträgern zur Verfügung stehen soll."),
        "Was auf dem Schulhof wächst",
        ("Feldahorn, Hainbuche und Wildkirsche;",
         "Haselnuss- und Holundersträucher am Zaun;",
         "eine Blühwiese an der Turnhalle."),
        "Schülerinnen und Schüler der Lindenschule gießen die jungen Bäume auf dem früheren Pausenhof.",
        "Foto: Matthias Greiner/dpa", "Bildung"),
    Story(
        "heat-pumps-guide", "en",
        "We tested eight heat pump tumble dryers for a winter. Here are the ones worth buying",
        "They cost more up front, but a year of drying showed which ones earn it back.",
        "Marcus Oyelaran", "2023-02-14T09:00:00+00:00", "February 14, 2023",
        ("Heat pump tumble dryers use about half the electricity of the condenser models most of us grew up "
         "with, but they cost more to buy and take longer to dry a load. We wanted to know whether the sums work.",
         "So from October to March we ran eight models side by side in a shared laundry room, drying the same "
         "mixed loads of towels, bedding and office shirts, and metering every kilowatt hour each machine used.",
         "The best of them dried a full eight-kilogram load in just under three hours and used 1.4 kilowatt hours "
         "to do it. The worst took nearly four hours and left the towels damp along their folded edges.",
         "Noise mattered more than we expected. Two of the dryers hummed loudly enough to be heard through a "
         "closed door, which rules them out for anyone whose laundry sits beside the kitchen or a bedroom.",
         "At today's electricity prices our top pick saves a family drying five loads a week about ninety pounds "
         "a year against a condenser dryer, which pays back the difference in price in a little over three years.",
         "If you dry only a load or two a week, the savings shrink, and a good condenser dryer or a heated airer "
         "may be the better buy. We explain how to choose at the end of this guide, and what to avoid."),
        "How we tested",
        ("eight models dried the same loads for six months;",
         "every machine had its own energy meter;",
         "we timed each load and weighed it before and after."),
        "Our eight test dryers lined up in the laundry room.",
        "Photograph: Sasha Bryce/Homewise", "Appliances"),
)


def story_must(story: Story) -> tuple[str, ...]:
    """The first, a middle and the last paragraph, the subheading and a list item."""
    return (story.paragraphs[0], story.paragraphs[2], story.paragraphs[-1], story.subhead, story.items[2])


def hyphenated(text: str) -> str:
    """``text`` escaped, with a soft hyphen in the middle of every word of ten letters or more, as
    the web editions of print papers set them."""
    def one(word: str) -> str:
        letters = sum(ch.isalpha() for ch in word)
        return word[:len(word) // 2] + SHY + word[len(word) // 2:] if letters >= 10 else word
    return escape(" ".join(one(word) for word in text.split(" ")))


def wire_news_2019(story: Story) -> Page:
    """A 2019 wire-fed regional news page: a section label and a "Published ... | Updated"
    dateline, a share bar with counts, a lead photo with a "Photo: ..., AP" caption, "Read more:"
    lines and an "Advert" label between the paragraphs, a related rail with summaries inside the
    story column, then "Share this article:", a science newsletter promo and a comment link."""
    p = story.paragraphs
    related = "".join(
        f'<div class="related-item"><a href="/news/2019/11/1{i}/{i}-story.html"><h3>{escape(h)}</h3></a>'
        f'<p class="related-summary">{escape(s)}</p><span class="related-date">Nov 1{i}, 2019</span></div>'
        for i, (h, s) in enumerate(zip(WIRE_OTHERS, WIRE_SUMMARIES)))
    html = head(story, "The Northern Herald") + f"""<body class="article-page">
<div id="page"><header id="masthead"><a class="brand" href="/">The Northern Herald</a>{nav('en')}
<div class="ticker"><span>Breaking News</span> <a href="/news/2019/11/18/storm.html">{escape(WIRE_OTHERS[3])}</a></div></header>
<div id="content" class="container"><div class="col-main">
<div class="article-section">{story.kicker}</div>
<h1 class="article-headline">{escape(story.headline)}</h1>
<div class="article-dateline">Published Nov 18, 2019 at 4:07 PM | Updated Nov 18, 2019 at 6:52 PM</div>
<div class="share-top"><a class="fb" href="#">Share</a> <a class="tw" href="#">Tweet</a> <span class="share-count">214 shares</span></div>
<div class="article-photo"><img src="/photos/2019/11/{story.slug}.jpg" alt="{escape(story.caption)}">
<div class="photo-caption">{escape(story.caption)} {escape(story.credit)}</div></div>
<div class="article-body">
{paras(p[:2])}
<p><strong>Read more:</strong> <a href="/news/2019/11/17/bridge.html">{escape(WIRE_OTHERS[0])}</a></p>
{paras(p[2:3])}
<div class="advert"><span class="advert-label">Advert</span><div class="dfp-slot" id="mpu-1"></div></div>
{paras(p[3:4])}
<div class="related-rail"><h4 class="related-title">Related stories</h4>{related}</div>
<h2>{escape(story.subhead)}</h2>
{items(story)}
{paras(p[4:])}
<p><strong>Read more:</strong> <a href="/news/2019/11/16/ferry.html">{escape(WIRE_OTHERS[2])}</a></p>
</div>
<div class="share-bottom">Share this article: <a href="#">Facebook</a> <a href="#">Twitter</a> <a href="#">Email</a></div>
<div class="newsletter-promo"><p>Want more science and nature stories? Subscribe to our free weekly Nature Notes newsletter.</p>
<a class="btn" href="/newsletters">Subscribe</a></div>
<p class="comments-link"><a href="#comments">Write a comment</a> (12)</p>
</div><div class="col-side"><h3>Most read</h3><ol>{"".join(f"<li><a href='/mr/{i}'>{escape(h)}</a></li>" for i, h in enumerate(WIRE_OTHERS))}</ol></div>
</div></div>{footer("The Northern Herald")}</body></html>"""
    return Page("fresh4-wire-news-2019", html, f"https://www.northernherald.example.co.uk/news/2019/11/18/{story.slug}.html",
                story_must(story),
                (story.headline, story.kicker, "Breaking News", "Published Nov 18, 2019", "214 shares", story.caption, story.credit,
                 "Read more:", WIRE_OTHERS[0], WIRE_OTHERS[2], "Advert", "Related stories", WIRE_OTHERS[1],
                 WIRE_SUMMARIES[0], "Share this article:", "Want more science", "Write a comment"))


def german_weekly_web(story: Story) -> Page:
    """A German weekly's web edition: the words hyphenated with soft hyphens, a kicker and a lead
    paragraph set apart from the body in the header, an "Artikel hören" player, a pull quote set
    as an ``<h3>``, an affiliate notice, an "Anzeige" slot, a closing author line in italics, and
    after the story "Zur Startseite", a comment count and a "Mehr zum Thema" list."""
    p = story.paragraphs
    quote = WEEKLY_QUOTE
    more = "".join(f'<li class="teaser-small"><a href="/{i}/2024/25/x"><span class="teaser-small__kicker">{escape(k)}</span>'
                   f'<span class="teaser-small__title">{escape(h)}</span></a></li>' for i, (k, h) in enumerate(WEEKLY_OTHERS))
    html = head(story, "Die Woche") + f"""<body><div class="page">
<header class="header"><a class="header__logo" href="/">Die Woche</a>{nav('de')}<a href="/abo">Abo</a></header>
<main class="main"><article class="article" id="js-article">
<header class="article-header"><h1 class="article-heading"><span class="article-heading__kicker">{story.kicker}</span>
<span class="article-heading__title">{escape(story.headline)}</span></h1>
<div class="summary">{hyphenated(story.dek)}</div>
<div class="byline">Eine Reportage von {story.author}</div>
<time class="metadata__date" datetime="{story.date}">{story.date_text}, 6:30 Uhr</time>
<div class="article-player"><button>Artikel hören</button><span>Player wird geladen ...</span></div></header>
<div class="article-body article-body--article">
<p class="paragraph article__item article__lead"><strong>{hyphenated(p[0])}</strong></p>
<p class="paragraph article__item">{hyphenated(p[1])}</p>
<p class="paragraph article__item">{hyphenated(p[2])}</p>
<div class="ad-container"><span class="ad-label">Anzeige</span><div id="iqadtile4"></div></div>
<p class="paragraph article__item">{hyphenated(p[3])}</p>
<h2 class="article__subheading article__item">{hyphenated(story.subhead)}</h2>
<ul class="article__item">{"".join(f"<li>{hyphenated(i)}</li>" for i in story.items)}</ul>
<p class="paragraph article__item">{hyphenated(p[4])}</p>
<h3 class="article__item quote quote--pullout">„{hyphenated(quote)}“</h3>
<p class="paragraph article__item">{hyphenated(p[5])}</p>
<p class="paragraph article__item"><em>{story.author} ist Redakteurin im Ressort Wissen der WOCHE.</em></p>
<aside class="affiliate-note"><p>Hinweis: Dieser Artikel enthält Affiliate-Links. Wenn Sie über diese Links einkaufen, erhalten wir eine Provision.</p></aside>
</div>
<div class="article-footer"><a class="article-footer__back" href="/">Zur Startseite</a>
<a class="comment-count" href="#comments">87 Kommentare</a></div>
</article>
<section class="more-about"><h2>Mehr zum Thema</h2><ul>{more}</ul></section>
</main></div>{footer("Die Woche")}</body></html>"""
    return Page("fresh4-german-weekly-web", html, f"https://www.diewoche.example.de/{story.kicker.lower()}/2024-06/{story.slug}",
                story_must(story) + (p[1], quote),
                (story.headline, "Artikel hören", "Player wird geladen", "Eine Reportage von", "Anzeige",
                 "ist Redakteurin im Ressort", "Dieser Artikel enthält Affiliate-Links", "Zur Startseite",
                 "87 Kommentare", "Mehr zum Thema", WEEKLY_OTHERS[0][1], WEEKLY_OTHERS[2][0], SHY))


def infinite_news(story: Story, following: Story) -> Page:
    """An infinite-scroll news site: the story in an ``<article>`` with a section label, a
    timestamp, a gallery carousel ("Image 1 of 13", "Next image", a credit per slide), an
    embedded post, inline "Advertisement" labels and a newsletter box, tags, then "Up next" and
    the next story, whole, in a second ``<article>`` with its own headline and share bar."""
    q = following.paragraphs

    def slides(s: Story) -> str:
        return "".join(f'<li class="gallery__slide"><img src="/g/{s.slug}-{n}.jpg" alt="">'
                       f'<div class="gallery__caption"><p>{escape(s.caption) if n == 1 else escape(GALLERY_CAPTIONS[n % 3])}</p>'
                       f'<span class="gallery__credit">{escape(s.credit)}</span></div>'
                       f'<span class="gallery__count">Image {n} of 13</span></li>' for n in (1, 2, 3))

    def one(s: Story, first: bool) -> str:
        tweet = (f'<blockquote class="twitter-tweet"><p lang="en" dir="ltr">{escape(TWEET)}</p>&mdash; Wend Valley Council '
                 f'(@WendValleyCC) <a href="https://twitter.com/WendValleyCC/status/1196">November 18, 2019</a></blockquote>')
        return f"""<article class="story" data-story-id="{s.slug}">
<div class="story__header"><a class="story__section" href="/news/local">Local</a>
<h1 class="story__headline">{escape(s.headline)}</h1><p class="story__dek">{escape(s.dek)}</p>
<div class="story__meta"><span class="story__author">By {s.author}</span> <span class="story__timestamp">Updated {s.date_text}</span></div>
<div class="share-tools"><a href="#">Facebook</a><a href="#">Twitter</a><a href="#">Email</a><a href="#">Print</a></div></div>
<div class="gallery"><button class="gallery__prev">Previous image</button><ul class="gallery__slides">{slides(s)}</ul>
<button class="gallery__next">Next image</button></div>
<div class="story__body">
{paras(s.paragraphs[:2])}
{tweet if first else ""}
<div class="ad ad--inline"><p class="ad__label">Advertisement</p></div>
{paras(s.paragraphs[2:4])}
<div class="newsletter-inline"><h4>Get the Morning Wrap</h4><p>Local news in your inbox every weekday.</p>
<form><input type="email" placeholder="Your email"><button>Sign me up</button></form></div>
<h2>{escape(s.subhead)}</h2>
{items(s)}
{paras(s.paragraphs[4:])}
</div>
<div class="story__tags"><span>Tags:</span><a href="/t/ferry">Transport</a><a href="/t/council">Council</a></div>
</article>"""
    html = head(story, "Valley Today") + f"""<body><div id="root"><header class="nav-bar"><a href="/">Valley Today</a>{nav('en')}</header>
<main class="river">{one(story, True)}
<div class="up-next"><span class="up-next__label">Up next</span></div>
{one(following, False)}</main></div>{footer("Valley Today")}</body></html>"""
    return Page("fresh4-infinite-news", html, f"https://www.valleytoday.example.com/news/local/{story.slug}",
                story_must(story) + (TWEET,),
                (story.headline, story.dek, "Updated " + story.date_text, "Previous image", "Next image", "Image 1 of 13",
                 story.caption, story.credit, GALLERY_CAPTIONS[2], "(@WendValleyCC)", "Advertisement", "Get the Morning Wrap",
                 "Sign me up", "Tags:", "Up next", following.headline, q[0], q[3], q[-1]))


def buying_guide(story: Story) -> Page:
    """A consumer magazine's buying guide: an affiliate disclaimer above the story, a
    "This slideshow requires JavaScript." notice and "1 / 8" counter in a product slideshow,
    a story list of links to the shops that sell the picks, a "Why you can trust us" box, an
    author bio and "You might also like" cards with summaries."""
    p = story.paragraphs
    shops = "".join(f'<li><a href="{u}" rel="sponsored nofollow">{escape(t)}</a></li>' for t, u in SHOP_LINKS)
    cards = "".join(f'<div class="card"><a href="/reviews/{i}"><p class="card__title">{escape(h)}</p></a>'
                    f'<p class="card__summary">{escape(s)}</p></div>' for i, (h, s) in enumerate(GUIDE_CARDS))
    html = head(story, "Homewise") + f"""<body class="post-template"><div class="site">
<header class="site-header"><a href="/">Homewise</a>{nav('en')}</header>
<main class="site-main"><article class="post">
<div class="post-header"><nav class="breadcrumb"><a href="/">Home</a> › <a href="/appliances">{story.kicker}</a></nav>
<h1 class="post-title">{escape(story.headline)}</h1><p class="post-excerpt">{escape(story.dek)}</p>
<div class="post-byline">By <a href="/author/x">{story.author}</a> · Last updated {story.date_text}</div>
<p class="affiliate-disclosure">When you buy through links on our site, we may earn an affiliate commission. Here's how it works.</p></div>
<div class="post-content">
{paras(p[:2])}
<div class="slideshow"><noscript>This slideshow requires JavaScript.</noscript>
<div class="slideshow__slide"><img src="/i/dryer-1.jpg" alt=""><p class="slideshow__caption">{escape(story.caption)}</p>
<p class="slideshow__credit">{escape(story.credit)}</p><span class="slideshow__counter">1 / 8</span></div></div>
{paras(p[2:4])}
<h2>{escape(story.subhead)}</h2>
{items(story)}
<div class="trust-box"><h4>Why you can trust Homewise</h4><p>Our expert reviewers spend hours testing and comparing products so you can choose the best for you.</p></div>
{paras(p[4:])}
<h3>Where to buy our top pick</h3>
<ul class="retailers">{shops}</ul>
</div>
<div class="author-bio"><img src="/a/x.jpg" alt=""><p><strong>{story.author}</strong> has reviewed home appliances for Homewise since 2016. He lives in Leeds.</p></div>
</article>
<section class="related-reviews"><h2>You might also like</h2>{cards}</section>
</main></div>{footer("Homewise")}</body></html>"""
    return Page("fresh4-buying-guide", html, f"https://www.homewise.example.com/appliances/{story.slug}",
                story_must(story) + ("Where to buy our top pick", SHOP_LINKS[0][0], SHOP_LINKS[2][0]),
                (story.headline, story.dek, "Last updated", "we may earn an affiliate commission",
                 "This slideshow requires JavaScript", story.caption, story.credit, "1 / 8", "Why you can trust Homewise",
                 "Our expert reviewers", "has reviewed home appliances", "You might also like", GUIDE_CARDS[0][0],
                 GUIDE_CARDS[1][1]))


def german_network_regional(story: Story) -> Page:
    """A German regional paper of a large publishing network: "Erstellt: ... Aktualisiert:"
    lines, a share row, a gallery teaser ("Bild 1 von 13", "© dpa") in the story, "Lesen Sie
    auch:" lines, "Anzeige" labels, a "Unser Newsletter" box, the author's short line with
    initials, then "Mehr aus der Region" records (kicker, headline, summary, time)."""
    p = story.paragraphs
    records = "".join(
        f'<li class="id-Teaser-el"><a class="id-LinkOverlay-link" href="/lokales/{i}-9123{i}.html">'
        f'<span class="id-Teaser-el-content-kicker">{escape(k)}</span>'
        f'<h3 class="id-Teaser-el-content-headline">{escape(h)}</h3></a>'
        f'<p class="id-Teaser-el-content-text">{escape(t)}</p><time>vor {i + 1} Std.</time></li>'
        for i, (k, h, t) in enumerate(REGION_RECORDS))
    html = head(story, "Oberpfalz Bote") + f"""<body class="id-Body"><div class="id-SiteBEEPWrap">
<header class="id-SiteHeader"><a href="/">Oberpfalz Bote</a>{nav('de')}</header>
<main class="id-Story"><nav class="id-Breadcrumb"><a href="/lokales/">Lokales</a> <a href="/lokales/kemnath/">Kemnath</a></nav>
<article class="id-Story-body">
<p class="id-StoryElement-kicker">{story.kicker}</p>
<h1 class="id-StoryElement-headline">{escape(story.headline)}</h1>
<p class="id-StoryElement-leadText">{escape(story.dek)}</p>
<div class="id-StoryElement-authorBox"><span>Von {story.author}</span></div>
<p class="id-StoryElement-timestamp">Erstellt: 20.06.2024, 06:30 Uhr</p>
<p class="id-StoryElement-timestamp">Aktualisiert: 20.06.2024, 09:12 Uhr</p>
<div class="id-ShareButtons"><span>Teilen</span><a href="#">Facebook</a><a href="#">WhatsApp</a><a href="#">Kommentare</a></div>
<figure class="id-StoryElement-image"><img src="/bilder/{story.slug}.jpg" alt="">
<figcaption class="id-StoryElement-image-caption">{escape(story.caption)}</figcaption>
<span class="id-StoryElement-image-credit">© {escape(story.credit.replace("Foto: ", ""))}</span></figure>
{paras(p[:2], "id-StoryElement-paragraph")}
<p class="id-StoryElement-paragraph"><strong>Lesen Sie auch:</strong> <a href="/lokales/kemnath/freibad-9124.html">{escape(REGION_RECORDS[0][1])}</a></p>
{paras(p[2:3], "id-StoryElement-paragraph")}
<div class="id-Gallery-teaser"><a href="/bilder/galerie-9125.html"><img src="/bilder/g1.jpg" alt="">
<span class="id-Gallery-count">Bild 1 von 13</span><span class="id-Gallery-title">{escape(story.caption)}</span>
<span class="id-Gallery-credit">© dpa</span></a></div>
<div class="id-AdSlot"><span class="id-AdSlot-label">Anzeige</span></div>
{paras(p[3:4], "id-StoryElement-paragraph")}
<h2 class="id-StoryElement-crosshead">{escape(story.subhead)}</h2>
<ul class="id-StoryElement-list">{"".join(f"<li>{escape(i)}</li>" for i in story.items)}</ul>
{paras(p[4:], "id-StoryElement-paragraph")}
<p class="id-StoryElement-paragraph id-StoryElement-authorInitials">(jvi)</p>
<div class="id-Newsletter"><h3>Unser Newsletter für die Region</h3><p>Alles Wichtige aus Kemnath und Umgebung, jeden Abend kostenlos in Ihrem Postfach.</p>
<a href="/newsletter/">Jetzt anmelden</a></div>
</article>
<section class="id-Recirculation"><h2>Mehr aus der Region</h2><ul>{records}</ul></section>
</main></div>{footer("Oberpfalz Bote")}</body></html>"""
    return Page("fresh4-german-network-regional", html, f"https://www.oberpfalz-bote.example.de/lokales/kemnath/{story.slug}-92299.html",
                story_must(story),
                (story.headline, "Erstellt: 20.06.2024", "Aktualisiert: 20.06.2024", "WhatsApp", story.caption,
                 "Lesen Sie auch:", REGION_RECORDS[0][1], "Bild 1 von 13", "© dpa", "Anzeige", "(jvi)",
                 "Unser Newsletter", "jeden Abend kostenlos", "Mehr aus der Region", REGION_RECORDS[1][1],
                 REGION_RECORDS[2][2], "vor 2 Std."))


def wordpress_local(story: Story) -> Page:
    """A local WordPress news site: a category label and "Posted on" line, a gallery block
    whose fallback says "This slideshow requires JavaScript.", a story list of useful links, then
    the Jetpack "Share this:" and "Like this:" boxes, "Related" posts with dates and contexts,
    an "About the author" box, "Posted in" and the previous/next post links."""
    p = story.paragraphs
    useful = "".join(f'<li><a href="{u}">{escape(t)}</a></li>' for t, u in USEFUL_LINKS)
    related = "".join(f'<div class="jp-relatedposts-post"><h4 class="jp-relatedposts-post-title"><a href="/2019/{i}/">'
                      f'{escape(h)}</a></h4><p class="jp-relatedposts-post-date">{d}</p>'
                      f'<p class="jp-relatedposts-post-context">In &quot;{c}&quot;</p></div>' for i, (h, d, c) in enumerate(WP_RELATED))
    html = head(story, "Wend Valley Voice") + f"""<body class="post-template-default single single-post">
<div id="page" class="site"><header id="masthead" class="site-header"><p class="site-title"><a href="/">Wend Valley Voice</a></p>
<p class="site-description">Independent news for the Wend valley</p>{nav('en')}</header>
<div id="content" class="site-content"><div id="primary" class="content-area"><main id="main" class="site-main">
<article class="post type-post status-publish format-standard hentry"><header class="entry-header">
<span class="cat-links"><a href="/category/news/" rel="category tag">News</a></span>
<h1 class="entry-title">{escape(story.headline)}</h1>
<div class="entry-meta"><span class="posted-on">Posted on <time class="entry-date published">{story.date_text}</time></span>
<span class="byline"> by <a href="/author/x/">{story.author}</a></span></div></header>
<div class="entry-content">
{paras(p[:2])}
<div class="tiled-gallery"><p class="jetpack-slideshow-noscript robots-nocontent">This slideshow requires JavaScript.</p>
<figure class="gallery-item"><img src="/wp-content/uploads/2019/11/{story.slug}-1.jpg" alt="">
<figcaption class="wp-caption-text gallery-caption">{escape(story.caption)}</figcaption></figure></div>
{paras(p[2:4])}
<h2>{escape(story.subhead)}</h2>
{items(story)}
{paras(p[4:5])}
<p>Useful links for anyone affected:</p>
<ul>{useful}</ul>
{paras(p[5:])}
<div class="sharedaddy sd-sharing-enabled"><div class="robots-nocontent sd-block sd-social sd-social-icon-text sd-sharing">
<h3 class="sd-title">Share this:</h3><div class="sd-content"><ul><li><a class="share-twitter" href="#"><span>Twitter</span></a></li>
<li><a class="share-facebook" href="#"><span>Facebook</span></a></li><li><a class="share-email" href="#"><span>Email</span></a></li></ul></div></div></div>
<div class="sharedaddy sd-block sd-like jetpack-likes-widget-wrapper"><h3 class="sd-title">Like this:</h3><div class="likes-widget-placeholder">Like Loading...</div></div>
<div id="jp-relatedposts" class="jp-relatedposts"><h3 class="jp-relatedposts-headline"><em>Related</em></h3>{related}</div>
</div>
<div class="author-info"><h2 class="author-title">About the author</h2><p class="author-bio">{story.author} covers the valley's councils
and courts. Tips to news@wendvalleyvoice.example.com.</p></div>
<footer class="entry-footer"><span class="cat-links">Posted in <a href="/category/news/">News</a></span>
<span class="tags-links">Tagged <a href="/tag/ferry/">ferry</a>, <a href="/tag/council/">council</a></span></footer>
</article>
<nav class="navigation post-navigation"><div class="nav-previous"><a href="/2019/11/17/x/">Previous post: {escape(WP_RELATED[0][0])}</a></div>
<div class="nav-next"><a href="/2019/11/19/y/">Next post: {escape(WP_RELATED[1][0])}</a></div></nav>
</main></div></div></div>{footer("Wend Valley Voice")}</body></html>"""
    return Page("fresh4-wordpress-local", html, f"https://wendvalleyvoice.example.com/2019/11/18/{story.slug}/",
                story_must(story) + ("Useful links for anyone affected:", USEFUL_LINKS[0][0], USEFUL_LINKS[2][0]),
                (story.headline, "Posted on", "This slideshow requires JavaScript", story.caption, "Share this:",
                 "Like this:", "Like Loading", "Related", WP_RELATED[2][0], "In \"", "About the author",
                 "covers the valley's councils", "Posted in", "Tagged", "Previous post", "Next post"))


WIRE_OTHERS = ("Bridge closure extended into the new year",
               "Council approves budget for winter gritting",
               "Ferry fares to rise on the island routes in spring",
               "Storm warning issued for the east coast tonight")
WIRE_SUMMARIES = ("Engineers found more corrosion than expected in the steel deck.",
                  "An extra six lorries will be on the roads this year.",
                  "The operator says fuel costs have doubled since 2017.",
                  "Gusts of up to 80mph are expected after midnight.")
WEEKLY_QUOTE = "Die Kinder haben den Anstoß gegeben, wir Erwachsenen mussten nur noch zuhören."
WEEKLY_OTHERS = (("Klimawandel", "Wie heiß wird der Sommer in unseren Städten?"),
                 ("Schule", "Die Lehrer gehen, die Schüler bleiben"),
                 ("Stadtgrün", "Ein Baum kostet mehr, als man denkt"))
GALLERY_CAPTIONS = ("Councillors arriving for Tuesday's vote at the county buildings.",
                    "Cars waiting at the landing on the east bank.",
                    "The ferry's chains are checked by hand every morning.")
TWEET = "Tonight's vote: the crossing stays. Thank you to everyone who wrote to us about the ferry."
SHOP_LINKS = (("Buy the Brightline HP8 at Currfield", "https://www.currfield.example.com/p/brightline-hp8"),
              ("Buy the Brightline HP8 at Norrington's", "https://www.norringtons.example.co.uk/laundry/hp8-white"),
              ("Buy the Kaltberg TD 7 at Appliance Direct", "https://www.appliancedirect.example.com/kaltberg-td7"))
GUIDE_CARDS = (("The best washing machines of 2023, tested", "Seven machines, three hundred loads, one clear winner."),
               ("Are heated airers worth it?", "We dried a month of laundry on four of them."),
               ("The best dehumidifiers for damp homes", "Which ones actually dry out a cold flat."))
REGION_RECORDS = (("Kemnath", "Freibad öffnet nach Sanierung früher als geplant", "Ab Samstag darf wieder geschwommen werden."),
                  ("Landkreis", "Neue Buslinie verbindet drei Dörfer mit dem Bahnhof", "Der Bus fährt im Stundentakt."),
                  ("Erbendorf", "Feuerwehr bekommt ein neues Löschfahrzeug", "Die Übergabe ist im Juli geplant."))
USEFUL_LINKS = (("Saltmoor Ferry Trust: timetable and fares", "https://www.saltmoorferry.example.org.uk/timetable"),
                ("Wend Valley Council: the bridge consultation papers", "https://www.wendvalley.example.gov.uk/consultations/ferry-2019"),
                ("Traveline Scotland: bus routes avoiding the crossing", "https://www.traveline.example.info/routes/wend"))
WP_RELATED = (("Saltmoor ferry back in service after flood damage", "March 3, 2019", "News"),
              ("Trust launches appeal to save the chain ferry", "June 12, 2018", "News"),
              ("Letters: the bridge would cut the valley in two", "August 2, 2017", "Opinion"))


def fresh4_pages() -> list[Page]:
    """Every page of the fresh-4 layouts, named ``<layout>/<story>``: each layout wraps two stories."""
    pool = STORIES + FRESH_STORIES + FRESH3_STORIES + FRESH4_STORIES
    english = [s for s in pool if s.lang == "en"]
    german = [s for s in pool if s.lang == "de"]
    ferry, schulwald, guide = FRESH4_STORIES
    chosen: tuple[tuple[Fresh4Layout, tuple[Story, ...]], ...] = (
        (wire_news_2019, (ferry, english[3])),
        (german_weekly_web, (schulwald, german[1])),
        (lambda s: infinite_news(s, english[(english.index(s) + 1) % len(english)]), (ferry, english[5])),
        (buying_guide, (guide, english[2])),
        (german_network_regional, (schulwald, german[4])),
        (wordpress_local, (ferry, english[8])))
    return pages_of(chosen)
