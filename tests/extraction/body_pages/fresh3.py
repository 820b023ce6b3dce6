"""A third fresh split of the body suite (fresh-3): six more kinds of sites, written before the rules they test.

Written, with the strings their bodies must and must not hold, and committed
before the extractor was ever run on them (session 26): their first run is a
held-out figure (tests/extraction/test_body_suite.py pins its failures), not a
target to tune to. Each layout imitates a family of templates none of the
suite's other layouts does: a JavaScript framework's national news page marked
by ``data-testid`` (lead picture with an "Enlarge image" button, a newsletter
sign-up inside the story, an author bio, and the next story loaded below in a
second ``<article>``), a German news portal with schema.org microdata and
"Lesen Sie auch" teasers inside the story, a newsletter platform's post with
subscribe boxes, a magazine's long read with a print-edition line and
recirculation rails, a German block-theme WordPress blog with the sharing,
likes and related-posts boxes of its plugin, and a local television station's
news page with "Advertisement" labels between the paragraphs and a copyright
line under the story.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from .fresh import FRESH_STORIES
from .layouts import Page, footer, head, items, nav, pages_of, paras
from .stories import STORIES, Story

Fresh3Layout = Callable[[Story], Page]

FRESH3_STORIES = (
    Story(
        "tide-mill", "en",
        "The tide mill that grinds flour twice a day, when the sea lets it",
        "A restored eighteenth-century mill on the Orwen estuary runs on the tide. Its miller works to the moon.",
        "Harriet Colquhoun", "2025-04-02T06:00:00+00:00", "2 April 2025",
        ("Twice a day, about an hour after high water, Ruth Annesley opens the sluice of the Orwen tide mill "
         "and lets the pond the sea has filled run back out under the wheel, and the stones begin to turn.",
         "The mill was built in 1761 and ground corn for the villages along the estuary until 1954, when the "
         "last miller retired and the wheel was left to rot. A trust bought it for one pound in 1989.",
         "Restoring it took twenty-six years. Volunteers rebuilt the oak wheel from drawings found in a county "
         "archive, and a millwright from the Netherlands spent two summers dressing the French burr stones.",
         "Annesley, a former maths teacher, has been the miller since 2017. Her working day follows the tide "
         "tables, which means that some weeks she grinds at four in the morning and again after supper.",
         "The mill produces about two tonnes of wholemeal flour a year. Most of it is sold in the mill shop, "
         "and the rest goes to three bakeries in the town, which print the state of the tide on their bags.",
         "Visitors are welcome on grinding days, and the trust publishes the times a month ahead. "
         "Annesley says the best moment is the first turn of the wheel, when the whole building starts to hum."),
        "How a tide mill works",
        ("the rising tide fills a mill pond through a one-way gate;",
         "at low water the pond is let out under the wheel;",
         "one tide gives about four hours of grinding."),
        "Ruth Annesley opens the sluice of the Orwen tide mill an hour after high water.",
        "Photograph: Tom Ashdown", "Rural life"),
    Story(
        "hofladen", "de",
        "Hofladen ohne Personal: Wie ein Milchautomat ein Dorf verändert",
        "Seit einem Jahr verkauft der Hof Brenneke rund um die Uhr Milch, Eier und Käse aus Automaten.",
        "Anneke Rathjen", "2025-04-09T09:00:00+02:00", "9. April 2025",
        ("Wer in Wiebelsdorf nachts um elf noch Milch braucht, fährt nicht mehr in die Stadt, sondern zum "
         "Hof Brenneke am Ortsrand. Dort stehen seit einem Jahr drei Automaten in einer alten Scheune.",
         "Landwirt Henning Brenneke hat die Anlage im vergangenen Frühjahr für knapp 40.000 Euro gebaut. "
         "Die Milch kommt morgens frisch aus dem Stall, gekühlt und unbehandelt, einen Liter für 1,40 Euro.",
         "Inzwischen verkauft der Hof an guten Tagen mehr als 300 Liter über die Automaten. Dazu kommen Eier, "
         "Käse aus einer Nachbarkäserei, Nudeln und im Sommer Erdbeeren von einem Betrieb aus dem Nachbarort.",
         "Für Brenneke rechnet sich das. Die Molkerei zahlt ihm für einen Liter nicht einmal die Hälfte. "
         "„Ohne den Automaten hätten wir die Kühe vielleicht schon abgeschafft“, sagt er.",
         "Im Dorf ist die Scheune längst ein Treffpunkt geworden. Am Samstagmorgen stehen dort Familien mit "
         "Glasflaschen an, und der Kindergarten kommt einmal im Monat zum Kälberstreicheln vorbei.",
         "Nachahmer gibt es schon: Zwei Höfe im Landkreis planen eigene Automaten. Brenneke rät ihnen, "
         "zuerst mit dem Veterinäramt zu sprechen, denn für Rohmilch gelten strenge Regeln."),
        "Was es am Automaten gibt",
        ("Rohmilch in eigenen oder gekauften Glasflaschen;",
         "Eier von Hühnern aus Freilandhaltung;",
         "Käse, Nudeln und im Sommer Erdbeeren."),
        "Henning Brenneke füllt am Morgen den Milchautomaten in der alten Scheune auf.",
        "Foto: Lars Wendt", "Landwirtschaft"),
)


def story_must(story: Story) -> tuple[str, ...]:
    """The first, a middle and the last paragraph, the subheading and a list item."""
    return (story.paragraphs[0], story.paragraphs[2], story.paragraphs[-1], story.subhead, story.items[1])


def testid_news(story: Story, following: Story) -> Page:
    """A JavaScript framework's national news page marked by ``data-testid``: a section link, a
    share bar, a lead picture with an "Enlarge image" button and a "Photograph:" credit, a
    newsletter sign-up inside the story, an author bio and topics after it, a "More from" rail,
    and the next story loaded below in a second ``<article>``."""
    p, q = story.paragraphs, following.paragraphs
    cards = "".join(
        f'<li data-testid="card"><a href="/uk-news/2025/apr/0{i + 1}/{i}-x"><h3 data-testid="card-headline">'
        f'{escape(h)}</h3></a><p data-testid="card-standfirst">{escape(t)}</p><span>{i + 2}h ago</span></li>'
        for i, (h, t) in enumerate(zip(NATIONAL_OTHERS, NATIONAL_SUMMARIES)))
    html = head(story, "The Meridian") + f"""<body><div id="__next">
<header data-testid="masthead"><a href="/">The Meridian</a>{nav('en')}</header>
<main id="maincontent">
<article data-testid="article">
<div data-testid="article-header"><a data-testid="section-link" href="/uk-news">UK news</a>
<h1 data-testid="headline">{escape(story.headline)}</h1>
<p data-testid="standfirst">{escape(story.dek)}</p>
<div data-testid="byline"><span>By <a href="/profile/x">{story.author}</a></span>
<time datetime="{story.date}">{story.date_text}</time></div>
<div data-testid="share-bar"><button aria-label="Share on Facebook">Facebook</button>
<button aria-label="Share on X">X</button><button>Copy link</button><button>Save for later</button></div></div>
<figure data-testid="lead-media"><button data-testid="lightbox-button">Enlarge image</button>
<img src="/img/{story.slug}.jpg" alt=""><figcaption><span>{escape(story.caption)}</span>
<span data-testid="credit">Photograph: Kit Marlowe/Reuters</span></figcaption></figure>
<div data-testid="article-body">
{paras(p[:2])}
<div data-testid="newsletter-signup"><p><b>The Morning Briefing</b></p>
<p>Start your day with the five stories you need to know, in your inbox before seven.</p>
<form><input type="email" aria-label="Email address"><button>Sign up</button></form>
<p>Privacy notice: newsletters may contain information about charities and online ads.</p></div>
{paras(p[2:4])}
<h2>{escape(story.subhead)}</h2>
{items(story)}
{paras(p[4:])}
</div>
<div data-testid="author-bio"><p><a href="/profile/x">{story.author}</a> is the Meridian's regional
affairs correspondent. She previously reported from Brussels.</p></div>
<div data-testid="topics"><a href="/t/1">Local government</a><a href="/t/2">Transport</a></div>
</article>
<section data-testid="more-from"><h2>More from UK news</h2><ul>{cards}</ul></section>
<article data-testid="article" data-next="1">
<div data-testid="article-header"><a data-testid="section-link" href="/uk-news">UK news</a>
<h1 data-testid="headline">{escape(following.headline)}</h1>
<p data-testid="standfirst">{escape(following.dek)}</p></div>
<div data-testid="article-body">{paras(q)}</div></article>
</main></div>{footer("The Meridian")}</body></html>"""
    return Page("fresh3-testid-news", html, f"https://www.meridian.example.co.uk/uk-news/2025/apr/02/{story.slug}",
                story_must(story),
                (story.headline, story.dek, "Copy link", "Enlarge image", story.caption, "Photograph: Kit Marlowe",
                 "The Morning Briefing", "Start your day with", "Privacy notice", "affairs correspondent", "More from UK news", NATIONAL_OTHERS[0], NATIONAL_SUMMARIES[1],
                 following.headline, following.paragraphs[0], following.paragraphs[-1]))


def german_portal(story: Story) -> Page:
    """A German news portal with schema.org microdata: a kicker, an "Aktualisiert am" dateline, a
    share list, a caption with a "Quelle: imago images" credit, "Lesen Sie auch" teasers and an
    "Anzeige" slot inside ``itemprop="articleBody"``, then a newsletter box, topics and a
    "Mehr zum Thema" list with times."""
    p = story.paragraphs
    inline = (f'<div class="inline-teaser"><span class="inline-teaser__label">Lesen Sie auch</span>'
              f'<a href="/politik/deutschland/id_100412.html"><span class="inline-teaser__title">'
              f'{escape(PORTAL_OTHERS[0])}</span></a></div>')
    more = "".join(f'<li><a href="/id_1004{i}.html"><span class="more__title">{escape(h)}</span></a>'
                   f'<span class="more__time">vor {i + 2} Stunden</span></li>' for i, h in enumerate(PORTAL_OTHERS[1:]))
    html = head(story, "Nachrichtenportal Nordkurier24") + f"""<body>
<div class="page-wrapper"><header class="site-header"><a class="logo" href="/">Nordkurier24</a>{nav('de')}</header>
<main class="content"><article class="article" itemscope itemtype="http://schema.org/NewsArticle">
<header class="article-header"><p class="article-kicker">{story.kicker}</p>
<h1 itemprop="headline">{escape(story.headline)}</h1>
<p class="article-intro" itemprop="description">{escape(story.dek)}</p>
<div class="article-meta"><span class="article-author">Von {story.author}</span>
<time itemprop="dateModified" datetime="{story.date}">Aktualisiert am 10.04.2025, 10:15 Uhr</time></div>
<ul class="article-share"><li><a href="#">Teilen</a></li><li><a href="#">Twittern</a></li>
<li><a href="#">Mailen</a></li><li><a href="#">Drucken</a></li></ul></header>
<div class="article-image"><img src="/bilder/{story.slug}.jpg" alt="">
<p class="image-caption">{escape(story.caption)} <span class="image-source">Quelle: imago images/Rainer Weisflog</span></p></div>
<div class="article-content" itemprop="articleBody">
{paras(p[:1])}
{inline}
{paras(p[1:3])}
<div class="ad-slot"><span class="ad-slot__label">Anzeige</span><div id="ad-content-1"></div></div>
<h2>{escape(story.subhead)}</h2>
{items(story)}
{paras(p[3:])}
</div>
<div class="newsletter-box"><p class="newsletter-box__title">Newsletter</p>
<p>Die wichtigsten Nachrichten des Tages – jeden Morgen kostenlos per E-Mail.</p>
<a class="button" href="/newsletter">Jetzt abonnieren</a></div>
<div class="article-topics"><span>Themen:</span> <a href="/thema/1">Landkreis</a> <a href="/thema/2">Verbraucher</a></div>
</article>
<aside class="more"><h2 class="more__heading">Mehr zum Thema</h2><ul>{more}</ul></aside>
</main></div>{footer("Nordkurier24")}</body></html>"""
    return Page("fresh3-german-portal", html, f"https://www.nordkurier24.example.de/regional/{story.slug}/id_1004099.html",
                story_must(story),
                (story.headline, "Aktualisiert am", "Twittern", story.caption,
                 "Quelle: imago images", "Lesen Sie auch", PORTAL_OTHERS[0], "Anzeige",
                 "Die wichtigsten Nachrichten des Tages", "Jetzt abonnieren", "Themen:", "Mehr zum Thema",
                 PORTAL_OTHERS[2], "vor 3 Stunden"))


def newsletter_post(story: Story) -> Page:
    """A newsletter platform's post: a like, comment and share row under the title, a "Thanks for
    reading ... Subscribe" box inside the post, a captioned picture, a "Share" button, then
    "Leave a comment", a "Ready for more?" box and the newsletter's recent posts."""
    p = story.paragraphs
    recent = "".join(f'<div class="post-preview"><a class="post-preview-title" href="/p/{i}">{escape(h)}</a>'
                     f'<div class="post-preview-description">{escape(t)}</div>'
                     f'<div class="post-preview-meta">MAR {i + 3}</div></div>'
                     for i, (h, t) in enumerate(zip(LETTER_OTHERS, LETTER_DESCRIPTIONS)))
    html = head(story, "Slow Lane") + f"""<body><div id="entry"><div class="main">
<div class="topbar"><a class="navbar-title" href="/">Slow Lane</a><a class="button primary" href="/subscribe">Subscribe</a><a href="/signin">Sign in</a></div>
<div class="single-post-container"><article class="typography newsletter-post post">
<div class="post-header"><h1 class="post-title">{escape(story.headline)}</h1>
<h3 class="subtitle">{escape(story.dek)}</h3>
<div class="post-meta"><a href="/profile">{story.author}</a><div class="post-date">Apr 02, 2025</div></div>
<div class="post-ufi"><a class="like-button">41</a><a class="comment-button">7</a><a class="share-button">Share</a></div></div>
<div class="available-content"><div class="body markup" dir="auto">
{paras(p[:2])}
<div class="subscription-widget-wrap"><div class="subscription-widget">
<p class="cta-caption">Thanks for reading Slow Lane! Subscribe for free to receive new posts and support my work.</p>
<form><input type="email" placeholder="Type your email"><button>Subscribe</button></form></div></div>
{paras(p[2:3])}
<div class="captioned-image-container"><figure><img src="/i/{story.slug}.jpeg" alt="">
<figcaption class="image-caption">{escape(story.caption)}</figcaption></figure></div>
{paras(p[3:4])}
<h3 class="header-anchor-post">{escape(story.subhead)}</h3>
{items(story)}
{paras(p[4:])}
<p class="button-wrapper"><a class="button primary" href="/p/{story.slug}?share"><span>Share</span></a></p>
</div></div>
<div class="post-footer"><a class="comment-button" href="/p/{story.slug}/comments">Leave a comment</a></div>
</article>
<div class="ready-for-more"><h3>Ready for more?</h3><form><input type="email"><button>Subscribe</button></form></div>
<div class="recent-posts"><h4>Recent posts from Slow Lane</h4>{recent}</div>
</div></div></div></body></html>"""
    return Page("fresh3-newsletter-post", html, f"https://slowlane.example.com/p/{story.slug}",
                story_must(story),
                (story.headline, story.dek, "Apr 02, 2025", "Thanks for reading Slow Lane", "Subscribe",
                 story.caption, "Leave a comment", "Ready for more?", "Recent posts", LETTER_OTHERS[0],
                 LETTER_DESCRIPTIONS[1], "MAR 4"))


def longread_magazine(story: Story) -> Page:
    """A magazine's long read: a rubric, a photo-illustration credit, a drop-capped first paragraph,
    an inline picture with caption and credit, a newsletter callout, a print-edition line and a
    contributor bio after the story, then "More from" cards and a numbered "Most Popular" rail."""
    p = story.paragraphs
    cards = "".join(f'<div class="summary-item"><span class="rubric">{escape(r)}</span>'
                    f'<a href="/culture/{i}"><h3 class="summary-item__hed">{escape(h)}</h3></a>'
                    f'<div class="summary-item__dek">{escape(d)}</div><span class="byline">By {escape(b)}</span></div>'
                    for i, (r, h, d, b) in enumerate(MAGAZINE_CARDS))
    popular = "".join(f'<li><span class="rank">{i + 1}</span><a href="/popular/{i}">{escape(h)}</a></li>'
                      for i, h in enumerate(MAGAZINE_POPULAR))
    html = head(story, "The Quarterly Review") + f"""<body><div class="page">
<header class="site-nav"><a href="/">The Quarterly Review</a>{nav('en')}</header>
<main><article class="article main-content">
<header class="article-hero"><a class="rubric__link" href="/rural-life">{story.kicker}</a>
<h1 class="content-header__hed">{escape(story.headline)}</h1>
<div class="content-header__dek">{escape(story.dek)}</div>
<p class="byline">By <a href="/contributors/x">{story.author}</a></p>
<time class="content-header__publish-date">{story.date_text}</time>
<figure class="lead-asset"><img src="/photos/{story.slug}-lead.jpg" alt="">
<span class="lead-asset__credit">Photo illustration by Mara Lind; source photographs from Getty</span></figure></header>
<div class="article__body"><div class="body__inner-container">
<p class="has-dropcap">{escape(p[0])}</p>
{paras(p[1:2])}
<figure class="inline-asset"><img src="/photos/{story.slug}-1.jpg" alt="">
<figcaption><span class="caption__text">{escape(story.caption)}</span>
<span class="caption__credit">{escape(story.credit)} for The Quarterly Review</span></figcaption></figure>
{paras(p[2:4])}
<div class="callout--newsletter"><p class="callout__hed">Sign up for the Review's weekday newsletter</p>
<p>Our best writing, every weekday morning.</p><a href="/newsletter">Sign up</a></div>
<h2>{escape(story.subhead)}</h2>
{items(story)}
{paras(p[4:])}
</div>
<p class="print-edition">Published in the print edition of the April 7, 2025, issue, with the headline “Ground by the Moon.”</p>
<div class="contributor-bio"><p><a href="/contributors/x">{story.author}</a> is a staff writer at the Review. Her book about coastal work is out in May.</p></div>
</div></article>
<section class="recirc"><h2>More from Rural life</h2>{cards}</section>
<section class="recirc recirc--popular"><h2>Most Popular</h2><ol>{popular}</ol></section>
</main></div>{footer("The Quarterly Review")}</body></html>"""
    return Page("fresh3-longread-magazine", html, f"https://www.quarterlyreview.example.com/magazine/2025/04/07/{story.slug}",
                story_must(story),
                (story.headline, story.dek, "Photo illustration by Mara Lind", story.caption,
                 "for The Quarterly Review", "Sign up for the Review", "Our best writing", "Published in the print edition",
                 "is a staff writer at the Review", "More from Rural life", MAGAZINE_CARDS[0][1], MAGAZINE_CARDS[1][2],
                 "Most Popular", MAGAZINE_POPULAR[2]))


def german_blocktheme(story: Story) -> Page:
    """A German block-theme WordPress blog: a picture with a "wp-element-caption", then in the post
    content the sharing plugin's "Teilen mit:" list, its "Gefällt mir" box and its "Ähnliche
    Beiträge" (headline, date, "In „Garten“"); after it an author box, tags, the link to the
    previous post and a comment form."""
    p = story.paragraphs
    related = "".join(f'<div class="jp-relatedposts-post"><h4 class="jp-relatedposts-post-title"><a href="/{i}/">'
                      f'{escape(h)}</a></h4><time class="jp-relatedposts-post-date">{d}</time>'
                      f'<p class="jp-relatedposts-post-context">In „{c}“</p></div>'
                      for i, (h, d, c) in enumerate(BLOG_RELATED))
    html = head(story, "Landlust und Lastenrad") + f"""<body class="single wp-theme-twentytwentyfour">
<div class="wp-site-blocks"><header class="wp-block-template-part"><p class="wp-block-site-title"><a href="/">Landlust und Lastenrad</a></p>
<p class="wp-block-site-tagline">Ein Blog über das Leben auf dem Dorf</p>{nav('de')}</header>
<main class="wp-block-group"><h1 class="wp-block-post-title">{escape(story.headline)}</h1>
<div class="wp-block-group"><div class="wp-block-post-date"><time datetime="{story.date}">{story.date_text}</time></div>
<div class="wp-block-post-author-name">{story.author}</div></div>
<div class="entry-content wp-block-post-content">
{paras(p[:1])}
<figure class="wp-block-image size-large"><img src="/wp-content/uploads/2025/04/{story.slug}.jpg" alt="">
<figcaption class="wp-element-caption">{escape(story.caption)} ({escape(story.credit)})</figcaption></figure>
{paras(p[1:3])}
<h2 class="wp-block-heading">{escape(story.subhead)}</h2>
<ul class="wp-block-list">{"".join(f"<li>{escape(i)}</li>" for i in story.items)}</ul>
{paras(p[3:])}
<div class="sharedaddy sd-sharing-enabled"><div class="robots-nocontent sd-block sd-social">
<h3 class="sd-title">Teilen mit:</h3><div class="sd-content"><ul><li><a href="#">Facebook</a></li>
<li><a href="#">WhatsApp</a></li><li><a href="#">E-Mail</a></li></ul></div></div></div>
<div class="sharedaddy sd-block sd-like"><h3 class="sd-title">Gefällt mir:</h3><span class="loading">Gefällt mir Wird geladen …</span></div>
<div id="jp-relatedposts" class="jp-relatedposts"><h3 class="jp-relatedposts-headline"><em>Ähnliche Beiträge</em></h3>
<div class="jp-relatedposts-items">{related}</div></div>
</div>
<div class="wp-block-post-author"><div class="wp-block-post-author__content">
<p class="wp-block-post-author__name">{story.author}</p>
<p class="wp-block-post-author__bio">Ich schreibe hier seit 2018 über Landwirtschaft, Brot und Lastenräder.</p></div></div>
<div class="taxonomy-post_tag wp-block-post-terms">Schlagwörter: <a href="/tag/dorf/">Dorf</a>, <a href="/tag/hof/">Hof</a></div>
<nav class="wp-block-post-navigation-link"><a href="/vorher/">← {escape(BLOG_RELATED[0][0])}</a></nav>
<div class="wp-block-comments"><div id="respond"><h3 class="comment-reply-title">Kommentar verfassen</h3>
<form><textarea></textarea><input type="submit" value="Kommentar abschicken"></form></div></div>
</main></div>{footer("Landlust und Lastenrad")}</body></html>"""
    return Page("fresh3-german-blocktheme", html, f"https://landlust-lastenrad.example.de/2025/04/{story.slug}/",
                story_must(story),
                (story.headline, story.caption, "Teilen mit:", "WhatsApp", "Gefällt mir", "Ähnliche Beiträge",
                 BLOG_RELATED[1][0], "In „", "Ich schreibe hier seit 2018", "Schlagwörter:", "Kommentar verfassen"))


def local_tv(story: Story) -> Page:
    """A local television station's news page: a "Published: ... Updated:" line, "Advertisement"
    labels between the paragraphs, a "Related Coverage" list inside the story, a copyright line
    under it, then "Most Read" and a "Latest News" river of teasers with times."""
    p = story.paragraphs
    ad = '<div class="ad-wrapper"><div class="ad-label">Advertisement</div><div class="arcad"></div></div>'
    related = "".join(f'<li><a href="/2025/04/0{i + 1}/{i}-story/">{escape(h)}</a></li>'
                      for i, h in enumerate(STATION_OTHERS[:3]))
    latest = "".join(f'<div class="card"><h4 class="card-headline"><a href="/2025/04/0{i + 3}/x/">{escape(h)}</a></h4>'
                     f'<div class="card-time">Updated: {i + 1}h ago</div></div>'
                     for i, h in enumerate(STATION_OTHERS[3:]))
    html = head(story, "WTRV 7 News") + f"""<body><div id="fusion-app">
<header class="site-header"><a href="/">WTRV 7</a>{nav('en')}<a href="/live">Watch Live</a></header>
<div class="article-layout"><div class="main-column"><article class="default__ArticleBody">
<h1 class="headline">{escape(story.headline)}</h1>
<div class="byline">By {story.author}</div>
<div class="published-date">Published: Apr. 2, 2025 at 6:00 AM EDT|Updated: 4 hours ago</div>
<div class="article-body">
{paras(p[:2])}
{ad}
{paras(p[2:3])}
<div class="related-coverage"><h4>Related Coverage</h4><ul>{related}</ul></div>
{paras(p[3:4])}
{ad}
<h2>{escape(story.subhead)}</h2>
{items(story)}
{paras(p[4:])}
<p class="copyright">Copyright 2025 WTRV. All rights reserved.</p>
</div></article></div>
<aside class="right-rail"><h3>Most Read</h3><ol>{"".join(f"<li><a href='/m/{i}'>{escape(h)}</a></li>" for i, h in enumerate(STATION_OTHERS[2:5]))}</ol></aside>
</div>
<section class="latest"><h2>Latest News</h2>{latest}</section>
</div>{footer("WTRV 7")}</body></html>"""
    return Page("fresh3-local-tv", html, f"https://www.wtrv7.example.com/2025/04/02/{story.slug}/",
                story_must(story),
                (story.headline, "Published: Apr. 2", "Advertisement", "Related Coverage", STATION_OTHERS[0],
                 "Copyright 2025 WTRV", "Most Read", STATION_OTHERS[4], "Latest News", STATION_OTHERS[5], "1h ago"))


NATIONAL_OTHERS = ("Rail operator fined over months of cancelled trains",
                   "Coastal towns bid for share of a new flood defence fund",
                   "Teachers vote to accept a two-year pay offer")
NATIONAL_SUMMARIES = ("The regulator said passengers had been let down repeatedly.",
                      "Eleven councils have applied so far.",
                      "The union called the offer the best in a decade.")
PORTAL_OTHERS = ("Landkreis streicht drei Buslinien zum Fahrplanwechsel",
                 "Verbraucherzentrale warnt vor falschen Paketnachrichten",
                 "Neues Baugebiet am Mühlenweg: Erste Häuser stehen",
                 "Kreistag beschließt höhere Müllgebühren")
LETTER_OTHERS = ("Why I stopped owning a car", "Notes on a very wet spring", "The case for slower trains")
LETTER_DESCRIPTIONS = ("Three years on, the sums still add up.", "And what the garden made of it.",
                       "A short argument for the long way round.")
MAGAZINE_CARDS = (("Field notes", "The shepherds who still walk their flocks to market",
                   "A two-day drove across the fells, the old way.", "Owen Price"),
                  ("Letter from the coast", "Saving the last wooden lifeboat",
                   "A village raises money to keep a 1930s boat afloat.", "Isla Mackie"))
MAGAZINE_POPULAR = ("The quiet collapse of the village pub", "What the hedgerows are telling us",
                    "A year without supermarkets", "In praise of the allotment shed")
BLOG_RELATED = (("Unser erstes Jahr mit dem Lastenrad", "3. März 2025", "Alltag"),
                ("Warum ich Brot nur noch selbst backe", "14. Februar 2025", "Küche"),
                ("Frühjahrsputz im Hühnerstall", "2. April 2025", "Hof"))
STATION_OTHERS = ("School board approves new bus routes for the fall",
                  "Fire crews contain brush fire near Route 9",
                  "Police search for driver after hit-and-run on Main Street",
                  "County fair announces this year's headline acts",
                  "Warm weekend ahead before rain returns Monday",
                  "City council delays vote on downtown parking plan")


def fresh3_pages() -> list[Page]:
    """Every page of the fresh-3 layouts, named ``<layout>/<story>``: each layout wraps two stories."""
    english = [s for s in STORIES + FRESH_STORIES + FRESH3_STORIES if s.lang == "en"]
    german = [s for s in STORIES + FRESH_STORIES + FRESH3_STORIES if s.lang == "de"]
    chosen: tuple[tuple[Fresh3Layout, tuple[Story, ...]], ...] = (
        (lambda s: testid_news(s, english[(english.index(s) + 1) % len(english)]), (english[0], english[4])),
        (german_portal, (german[0], german[3])),
        (newsletter_post, (english[2], english[6])),
        (longread_magazine, (english[9], english[5])),
        (german_blocktheme, (german[4], german[2])),
        (local_tv, (english[1], english[7])))
    return pages_of(chosen)
