"""A second fresh split of the body suite (fresh-2): five more kinds of sites, written before the rules they test.

Written, with the strings their bodies must and must not hold, and committed
before the extractor was ever run on them (session 25): their first run is a
held-out figure (tests/extraction/test_body_suite.py pins its failures), not
a target to tune to. Each layout is a family of templates none of the suite's
other layouts imitates: a news CMS marking its story with schema.org
microdata (``itemprop="articleBody"``) inside a wider article box that also
holds a river of recommendations, a stream of stories each in an
``<article>``, an old-style personal blog whose sidebar blogroll sits in the
post's own column, a German magazine with a picture gallery, and a 2019
news page with captions, a "Most Read" rail and end-of-story widgets.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from .fresh import FRESH_STORIES
from .layouts import Page, footer, head, items, nav, pages_of, paras
from .stories import STORIES, Story

Fresh2Layout = Callable[[Story], Page]


def story_must(story: Story) -> tuple[str, ...]:
    """The first, a middle and the last paragraph, the subheading and a list item."""
    return (story.paragraphs[0], story.paragraphs[2], story.paragraphs[-1], story.subhead, story.items[0])


def microdata_news(story: Story) -> Page:
    """A news CMS with schema.org microdata: a "Breaking News" label over the headline, a
    dateline with "Updated", the story in ``itemprop="articleBody"``, and after it, in the
    same article box, "Further coverage" cards (headline, one sentence, a time)."""
    p = story.paragraphs
    cards = "".join(
        f'<div class="card"><a class="card__link" href="/{story.lang}/news/2019/11/{18 + i}/{i}-story">'
        f'<span class="card__headline">{escape(h)}</span></a>'
        f'<div class="card__summary">{escape(t)}</div><div class="card__time">{i + 2} hours ago</div></div>'
        for i, (h, t) in enumerate(zip(NEWS_OTHERS[story.lang], NEWS_SUMMARIES[story.lang])))
    html = head(story, "The Daily Ledger") + f"""<body>
<div class="page"><header class="masthead"><a href="/">The Daily Ledger</a>{nav(story.lang)}</header>
<div class="main-column"><div class="article-box" itemscope itemtype="https://schema.org/NewsArticle">
<div class="flag flag--breaking">{BREAKING[story.lang]}</div>
<h1 itemprop="headline">{escape(story.headline)}</h1>
<div class="dateline">{PUBLISHED[story.lang]}</div>
<div class="article-text" itemprop="articleBody">
{paras(p[:3])}
<h2>{escape(story.subhead)}</h2>
{items(story)}
{paras(p[3:])}
</div>
<div class="further"><div class="further__label">{FURTHER[story.lang]}</div>{cards}</div>
</div></div></div>{footer("The Daily Ledger")}</body></html>"""
    return Page("fresh2-microdata-news", html, f"https://www.dailyledger.example.com/{story.lang}/news/{story.slug}",
                story_must(story),
                (story.headline, BREAKING[story.lang], PUBLISHED[story.lang][:20], FURTHER[story.lang],
                 NEWS_OTHERS[story.lang][0], NEWS_SUMMARIES[story.lang][1], "3 hours ago"))


def story_stream(story: Story, following: Story) -> Page:
    """A stream of stories, each an ``<article>`` in one feed column: the story, then the next
    one the page loaded (headline, byline, paragraphs) under a "Next up" bar; picture slides
    between the story's paragraphs with a counter and a credit in plain divs."""
    p, q = story.paragraphs, following.paragraphs
    html = head(story, "Coastline Post") + f"""<body>
<div id="app"><div class="topbar"><a href="/">Coastline Post</a></div>
<div class="feed">
<article class="feed-story" data-story="1">
<h1 class="feed-story__title">{escape(story.headline)}</h1>
<div class="feed-story__byline">By {story.author} | {story.date_text}</div>
<div class="feed-story__body">
{paras(p[:2])}
<div class="slides"><div class="slides__frame"><img src="/s/{story.slug}-1.jpg" alt=""></div>
<div class="slides__count">1 / 6</div><div class="slides__text">{escape(story.caption)}</div>
<div class="slides__by">Credit: {escape(story.credit)}</div><button class="slides__next">Next image »</button></div>
{paras(p[2:4])}
<h2>{escape(story.subhead)}</h2>
{items(story)}
{paras(p[4:])}
</div></article>
<div class="next-up">Next up</div>
<article class="feed-story" data-story="2">
<h2 class="feed-story__title">{escape(following.headline)}</h2>
<div class="feed-story__byline">By {following.author} | {following.date_text}</div>
<div class="feed-story__body">
{paras(q)}
</div></article>
</div></div>{footer("Coastline Post")}</body></html>"""
    return Page("fresh2-story-stream", html, f"https://coastlinepost.example.com/story/{story.slug}",
                story_must(story),
                (story.headline, "1 / 6", story.caption, "Credit:", "Next image", "Next up", following.headline,
                 following.paragraphs[0], following.paragraphs[-1]))


def blogroll_blog(story: Story) -> Page:
    """An old-style personal blog: the post and, in the same content column, a blogroll of
    ten bare links to other people's sites, a "Posted at ... | Permalink | Comments" line
    and a "Subscribe to this blog's feed" link."""
    p = story.paragraphs
    roll = "".join(f'<li><a href="https://{name.lower().replace(" ", "")}.example.org/">{escape(name)}</a></li>'
                   for name in BLOGROLL)
    html = head(story, "Notes from the Shed") + f"""<body>
<div id="container"><div id="banner"><h2 class="banner-title"><a href="/">Notes from the Shed</a></h2>
<p class="banner-description">Bread, bicycles and other slow things</p></div>
<div id="content"><div class="entry">
<h3 class="entry-header">{escape(story.headline)}</h3>
<div class="entry-body">
{paras(p[:3])}
<p><b>{escape(story.subhead)}</b></p>
{items(story)}
{paras(p[3:])}
</div>
<p class="entry-footer">Posted at 10:42 AM in <a href="/shed/life/">Life</a> | <a href="/shed/2025/03/{story.slug}.html">Permalink</a> | <a href="/shed/2025/03/{story.slug}.html#comments">Comments (3)</a></p>
</div>
<h2 class="sidebar-title">Blogroll</h2><ul class="blogroll">{roll}</ul>
<p><a href="/shed/atom.xml">Subscribe to this blog's feed</a></p>
</div></div></body></html>"""
    return Page("fresh2-blogroll-blog", html, f"https://shed.example.net/shed/2025/03/{story.slug}.html",
                story_must(story),
                (story.headline, "Posted at 10:42 AM", "Permalink", "Comments (3)", BLOGROLL[0], BLOGROLL[5],
                 BLOGROLL[-1], "Subscribe to this blog's feed"))


def german_magazin(story: Story) -> Page:
    """A German magazine: a "Bildergalerie" with "Bild 1 von 12" and "Foto: dpa" credits in
    plain spans, a "Mehr zum Thema" box inside the story, and after it "Diesen Artikel teilen",
    "Jetzt kommentieren" and an "Das könnte Sie auch interessieren" river."""
    p = story.paragraphs
    river = "".join(
        f'<div class="empfehlung"><a href="/magazin/{i}-{i + 7}.html"><b>{escape(h)}</b></a>'
        f'<p>{escape(t)}</p></div>' for i, (h, t) in enumerate(zip(MAGAZIN_OTHERS, MAGAZIN_TEASERS)))
    html = head(story, "Rundblick Magazin") + f"""<body>
<div class="seite"><div class="kopfzeile"><a href="/">Rundblick</a>{nav('de')}</div>
<div class="inhalt"><div class="beitrag">
<div class="ressort">{story.kicker}</div>
<h1>{escape(story.headline)}</h1>
<div class="autorzeile">Von {story.author}, {story.date_text}</div>
<div class="galerie"><img src="/g/{story.slug}-1.jpg" alt=""><span class="galerie__zaehler">Bild 1 von 12</span>
<span class="galerie__text">{escape(story.caption)}</span> <span class="galerie__quelle">Foto: dpa</span></div>
<div class="beitrag__text">
{paras(p[:2])}
<div class="thema"><div class="thema__titel">Mehr zum Thema</div>
<a href="/magazin/41-48.html">{escape(MAGAZIN_OTHERS[3])}</a></div>
{paras(p[2:4])}
<h2>{escape(story.subhead)}</h2>
{items(story)}
{paras(p[4:])}
</div>
<div class="werkzeuge"><span>Diesen Artikel teilen</span> <a href="#">Facebook</a> <a href="#">WhatsApp</a></div>
<div class="kommentieren"><a href="#kommentare">Jetzt kommentieren</a></div>
<div class="empfehlungen"><h3>Das könnte Sie auch interessieren</h3>{river}</div>
</div></div></div>{footer("Rundblick Magazin")}</body></html>"""
    return Page("fresh2-german-magazin", html, f"https://www.rundblick.example.de/magazin/{story.slug}-3301.html",
                story_must(story),
                (story.headline, "Bild 1 von 12", story.caption, "Foto: dpa", "Mehr zum Thema", MAGAZIN_OTHERS[3],
                 "Diesen Artikel teilen", "Jetzt kommentieren", "Das könnte Sie auch", MAGAZIN_OTHERS[0],
                 MAGAZIN_TEASERS[1]))


def news_2019(story: Story) -> Page:
    """A 2019 news page: a caption with "(Photo: ... / AP)" under a lead picture in a plain
    div, a "Read more:" line, a "Most Read" rail inside the story column, and after the story
    a "Want more? Subscribe" promo, tags glued into one line and "Write a comment"."""
    p = story.paragraphs
    most = "".join(f'<li><span class="rank">{i + 1}</span><a href="/news/2019/11/{i}/{i}-x">{escape(h)}</a></li>'
                   for i, h in enumerate(NEWS_OTHERS["en"]))
    html = head(story, "Valley Courier") + f"""<body>
<div id="wrap"><div id="top"><a href="/">Valley Courier</a>{nav('en')}</div>
<div id="story"><div class="section-label">Local News</div>
<h1 class="story-title">{escape(story.headline)}</h1>
<div class="story-meta">Published Nov 18, 2019 at 4:07 PM | Updated Nov 18, 2019 at 6:30 PM</div>
<div class="lead-art"><img src="/img/{story.slug}.jpg" alt=""><div class="lead-art__text">{escape(story.caption)} (Photo: Jo Hale / AP)</div></div>
<div class="story-text">
{paras(p[:2])}
<p>Read more: <a href="/news/2019/11/17/ferry-timetable-cut">{escape(NEWS_OTHERS["en"][1])}</a></p>
{paras(p[2:3])}
<div class="rail"><h4>Most Read</h4><ol>{most}</ol></div>
{paras(p[3:4])}
<h2>{escape(story.subhead)}</h2>
{items(story)}
{paras(p[4:])}
<p class="promo"><i>Want more local news? Subscribe to the Valley Courier for $1 a week.</i></p>
<p class="tags">Tags: council roads harbour weather</p>
<p class="comment-link"><a href="#comments">Write a comment</a></p>
</div></div></div>{footer("Valley Courier")}</body></html>"""
    return Page("fresh2-news-2019", html, f"https://www.valleycourier.example.com/news/2019/11/18/{story.slug}",
                story_must(story),
                (story.headline, "Local News", "Published Nov 18", "(Photo: Jo Hale / AP)", story.caption,
                 "Read more:", "Most Read", NEWS_OTHERS["en"][0], "Want more local news?",
                 "Tags: council", "Write a comment"))


BREAKING = {"en": "Breaking News", "de": "Eilmeldung"}
PUBLISHED = {"en": "Published Nov 18, 2019 at 4:07 PM | Updated Nov 18, 2019 at 5:12 PM",
             "de": "Veröffentlicht am 18.11.2019 um 16:07 Uhr | Aktualisiert um 17:12 Uhr"}
FURTHER = {"en": "Further coverage", "de": "Weitere Berichte"}
NEWS_OTHERS = {
    "en": ("Bridge inspection finds rust in two support beams",
           "Ferry timetable cut as winter storms return",
           "Volunteers plant three thousand trees along the river",
           "Night bus route extended to the hospital"),
    "de": ("Brückenprüfung findet Rost an zwei Trägern",
           "Fähre fährt im Winter seltener",
           "Freiwillige pflanzen dreitausend Bäume am Fluss",
           "Nachtbus fährt künftig bis zum Krankenhaus"),
}
NEWS_SUMMARIES = {
    "en": ("Engineers say the bridge remains safe for now.",
           "The operator blames a shortage of crew.",
           "The planting took a whole weekend.",
           "The change starts in January."),
    "de": ("Die Brücke bleibt vorerst befahrbar.",
           "Der Betreiber nennt Personalmangel als Grund.",
           "Die Aktion dauerte ein ganzes Wochenende.",
           "Die Änderung gilt ab Januar."),
}
BLOGROLL = ("Crumb and Crust", "Pedal Notes", "The Allotment Year", "Kettle Logic", "Slow Road Home",
            "Harbour Light", "Margin Scribbles", "Wild Yeast Diary", "Two Wheels North", "Shed Thoughts")
MAGAZIN_OTHERS = ("Warum Sauerteig wieder in Mode ist",
                  "Zehn Ausflugsziele für den Herbst",
                  "So überwintern Kübelpflanzen richtig",
                  "Was Kleingärtner im März tun sollten")
MAGAZIN_TEASERS = ("Ein Besuch in drei Backstuben.",
                   "Von der Küste bis in die Berge.",
                   "Die wichtigsten Tipps im Überblick.")


def fresh2_pages() -> list[Page]:
    """Every page of the fresh-2 layouts, named ``<layout>/<story>``: each layout wraps two stories."""
    english = [s for s in STORIES + FRESH_STORIES if s.lang == "en"]
    german = [s for s in STORIES + FRESH_STORIES if s.lang == "de"]
    chosen: tuple[tuple[Fresh2Layout, tuple[Story, ...]], ...] = (
        (microdata_news, (english[0], german[1])),
        (lambda s: story_stream(s, english[(english.index(s) + 1) % len(english)]), (english[1], english[6])),
        (blogroll_blog, (english[2], english[5])),
        (german_magazin, (german[2], german[3])),
        (news_2019, (english[3], english[7])))
    return pages_of(chosen)
