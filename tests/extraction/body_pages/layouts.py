"""Page layouts of the body suite: the markup of fourteen kinds of sites around one story.

Each layout imitates a family of templates seen on today's sites (WordPress
blogs, a news CMS with a header block, a broadsheet with rich links, German
news and blogs, a magazine with a gallery, a corporate press page, an
infinite-scroll page, Drupal, AMP, an old table layout, a JavaScript
framework's news page, a German regional paper) and returns the page
with the strings its body must and must not hold. The chrome is written the
way those templates write it, not the way the extraction's rules expect.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from html import escape

from .stories import OTHER_HEADLINES, TEASER_SENTENCES, Story


@dataclass(frozen=True)
class Page:
    name: str
    html: str
    url: str
    must: tuple[str, ...]
    must_not: tuple[str, ...]

    def of_story(self, story: Story) -> Page:
        """This page named ``<layout>/<story>``, as the suites list it."""
        return Page(f"{self.name}/{story.slug}", self.html, self.url, self.must, self.must_not)


Layout = Callable[[Story, Story], Page]


def pages_of(chosen: tuple[tuple[Callable[[Story], Page], tuple[Story, ...]], ...]) -> list[Page]:
    """Each layout of ``chosen`` around each of its stories, in order."""
    return [layout(story).of_story(story) for layout, stories in chosen for story in stories]


def head(story: Story, site: str, extra: str = "") -> str:
    return (f"<!DOCTYPE html>\n<html lang=\"{story.lang}\"><head><meta charset=\"utf-8\">"
            f"<title>{escape(story.headline)} | {site}</title>"
            f"<meta property=\"og:title\" content=\"{escape(story.headline)}\">"
            f"<meta property=\"og:description\" content=\"{escape(story.dek)}\">"
            f"<meta name=\"viewport\" content=\"width=device-width\">{extra}</head>\n")


def paras(texts: tuple[str, ...] | list[str], cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "\n".join(f"<p{attr}>{escape(t)}</p>" for t in texts)


def items(story: Story) -> str:
    return "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in story.items) + "</ul>"


def others(story: Story) -> tuple[str, ...]:
    return OTHER_HEADLINES[story.lang]


def link_list(story: Story, tag: str = "ul", start: int = 0, n: int = 4) -> str:
    links = others(story)[start:start + n]
    return f"<{tag}>" + "".join(f'<li><a href="/news/{i}.html">{escape(h)}</a></li>'
                                for i, h in enumerate(links)) + f"</{tag}>"


def nav(lang: str) -> str:
    names = ("Home", "News", "Sport", "Business", "Culture", "Opinion") if lang == "en" else \
        ("Startseite", "Lokales", "Sport", "Wirtschaft", "Kultur", "Meinung")
    return "<nav class=\"main-menu\"><ul>" + "".join(f'<li><a href="/{n.lower()}/">{n}</a></li>' for n in names) \
        + "</ul></nav>"


def footer(site: str) -> str:
    return (f'<footer class="site-footer"><p>© 2025 {site}. All rights reserved.</p>'
            '<ul><li><a href="/privacy">Privacy</a></li><li><a href="/terms">Terms</a></li>'
            '<li><a href="/contact">Contact</a></li></ul></footer>')


def every_must(story: Story) -> tuple[str, ...]:
    """Every paragraph of the story (the lead first), its subheading and every item of its list."""
    return story.paragraphs + (story.subhead,) + story.items


def json_ld(story: Story, publisher: str, kind: str = "NewsArticle") -> str:
    """The story's JSON-LD, as the page's ``<head>`` declares it."""
    data = {"@context": "https://schema.org", "@type": kind, "headline": story.headline,
            "description": story.dek, "datePublished": story.date, "inLanguage": story.lang,
            "author": [{"@type": "Person", "name": story.author}],
            "publisher": {"@type": "Organization", "name": publisher}}
    return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'


def story_list(story: Story, tag: str = "ul", cls: str = "") -> str:
    """The story's own list."""
    attr = f' class="{cls}"' if cls else ""
    return f"<{tag}{attr}>" + "".join(f"<li>{escape(i)}</li>" for i in story.items) + f"</{tag}>"


def body_must(story: Story) -> tuple[str, ...]:
    """What every layout's body must hold: the first, a middle and the last paragraph, and a list item."""
    return (story.paragraphs[0], story.paragraphs[3], story.paragraphs[-1], story.items[1])


def wordpress_blog(story: Story, other: Story) -> Page:
    p = story.paragraphs
    related = "".join(
        f'<div class="jp-relatedposts-post"><h4 class="jp-relatedposts-post-title"><a href="/{i}/">{escape(h)}</a>'
        f'</h4><p class="jp-relatedposts-post-date">{2023 - i} archive</p></div>'
        for i, h in enumerate(others(story)[:3]))
    html = head(story, "Crumbs & Notes") + f"""<body class="post-template-default single">
<div id="page" class="site"><header id="masthead" class="site-header"><p class="site-title"><a href="/">Crumbs &amp; Notes</a></p>{nav('en')}</header>
<div id="content" class="site-content"><main id="primary" class="site-main">
<article id="post-812" class="post-812 post type-post status-publish category-{story.kicker.lower()}">
<header class="entry-header"><h1 class="entry-title">{escape(story.headline)}</h1>
<div class="entry-meta"><span class="posted-on">Posted on <time class="entry-date published" datetime="{story.date}">{story.date_text}</time></span> <span class="byline">by <span class="author vcard"><a class="url fn n" href="/author/">{story.author}</a></span></span></div></header>
<div class="entry-content">
{paras(p[:2])}
<figure class="wp-block-image size-large"><img src="/wp-content/uploads/{story.slug}.jpg" alt="" width="1024" height="683"><figcaption class="wp-element-caption">{escape(story.caption)} {escape(story.credit)}</figcaption></figure>
{paras(p[2:4])}
<h2 class="wp-block-heading">{escape(story.subhead)}</h2>
{items(story)}
{paras(p[4:])}
<div class="sharedaddy sd-sharing-enabled"><div class="robots-nocontent sd-block sd-social"><h3 class="sd-title">Share this:</h3><div class="sd-content"><ul><li><a class="share-twitter" href="#">X</a></li><li><a class="share-facebook" href="#">Facebook</a></li><li><a class="share-email" href="#">Email</a></li></ul></div></div></div>
<div id="jp-relatedposts" class="jp-relatedposts"><h3 class="jp-relatedposts-headline"><em>Related</em></h3><div class="jp-relatedposts-items">{related}</div></div>
</div>
<footer class="entry-footer"><span class="cat-links">Posted in <a href="/c/">{story.kicker}</a></span> <span class="tags-links">Tagged <a href="/t/1">baking</a>, <a href="/t/2">home</a>, <a href="/t/3">diary</a></span></footer>
<div class="author-bio"><h2 class="author-title">About {story.author}</h2><p class="author-description">{story.author} writes about food, family and the small projects that take over a kitchen. She lives by the sea with two children and a dog.</p></div>
</article>
<div id="comments" class="comments-area"><h2 class="comments-title">2 thoughts on “{escape(story.headline)}”</h2><ol class="comment-list"><li class="comment"><article class="comment-body"><footer class="comment-meta"><b class="fn">Ruth</b> says:</footer><div class="comment-content"><p>I tried this with a rye starter too and it changed everything for me. Thank you for writing it all down so honestly.</p></div></article></li></ol>
<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Leave a Reply</h3><form><p class="comment-notes">Your email address will not be published.</p><textarea name="comment"></textarea></form></div></div>
</main><aside id="secondary" class="widget-area"><section class="widget widget_recent_entries"><h2 class="widget-title">Recent Posts</h2>{link_list(story)}</section></aside></div>
{footer('Crumbs & Notes')}</div></body></html>"""
    return Page("wordpress-blog", html, f"https://crumbs.example.org/2024/{story.slug}/", body_must(story),
                (story.headline, f"Posted on {story.date_text}", story.caption, "Share this:", others(story)[0],
                 "Tagged", f"{story.author} writes about food", "I tried this with a rye starter", "Leave a Reply"))


def news_cms(story: Story, other: Story) -> Page:
    p = story.paragraphs
    teaser = others(story)[1]
    html = head(story, "The Penmorrow Packet") + f"""<body>
<div class="consent" id="cmp"><p>We and our partners use cookies to improve your experience and show you relevant ads.</p><button>Accept</button></div>
<header class="site-header"><a class="logo" href="/">The Penmorrow Packet</a>{nav('en')}</header>
<main id="main-content">
<article class="article article--news">
<header class="article__header"><div class="article__kicker"><a href="/{story.kicker.lower()}/">{story.kicker}</a></div>
<h1 class="article__headline">{escape(story.headline)}</h1>
<p class="article__dek">{escape(story.dek)}</p>
<div class="article__byline">By <a href="/authors/">{story.author}</a></div>
<div class="article__timestamp"><time datetime="{story.date}">{story.date_text}</time></div></header>
<figure class="article__lead-media"><img src="/img/{story.slug}-1200.jpg" width="1200" height="675" alt="">
<figcaption><span class="caption-text">{escape(story.caption)}</span> <span class="credit">{escape(story.credit)}</span></figcaption></figure>
<div class="article__body">
{paras(p[:2])}
<p class="related-link"><strong>READ MORE:</strong> <a href="/news/ferry.html">{escape(teaser)}</a></p>
{paras(p[2:3])}
<div class="ad-container"><div class="ad-label">Advertisement</div><div class="ad-slot" id="div-gpt-ad-1"></div></div>
<h2>{escape(story.subhead)}</h2>
{items(story)}
{paras(p[3:])}
</div>
<div class="newsletter-promo"><h3>Get the Packet in your inbox</h3><p>Sign up for our free morning briefing with the day's top local stories.</p><form><input type="email"><button>Sign up</button></form></div>
</article>
<section class="most-read"><h2>Most read</h2>{link_list(story, "ol")}</section>
</main>
{footer('The Penmorrow Packet')}</body></html>"""
    return Page("news-cms", html, f"https://www.packet.example.co.uk/news/{story.slug}", body_must(story),
                (story.headline, story.dek, f"By {story.author}", story.caption, story.credit, "READ MORE",
                 teaser, "Advertisement", "Sign up for our free morning briefing", others(story)[0]))


def broadsheet(story: Story, other: Story) -> Page:
    p = story.paragraphs
    rich = others(story)[2]
    cards = "".join(
        f'<div class="fc-item"><div class="fc-item__container"><h3 class="fc-item__title"><a href="/{i}">'
        f'{escape(h)}</a></h3><div class="fc-item__standfirst">{escape(TEASER_SENTENCES[story.lang][i])}</div>'
        f'<time class="fc-timestamp">{i + 2} days ago</time></div></div>'
        for i, h in enumerate(others(story)[:3]))
    html = head(story, "The Daily Ledger") + f"""<body>
<div id="bannerandheader"><header class="new-header">{nav('en')}</header></div>
<div id="maincontent" class="content content--article">
<div class="content__labels"><a class="label__link" href="/{story.kicker.lower()}">{story.kicker}</a></div>
<div class="content__headline-wrapper"><h1 class="content__headline" itemprop="headline">{escape(story.headline)}</h1></div>
<div class="content__standfirst" itemprop="description"><p>{escape(story.dek)}</p></div>
<div class="content__meta-container"><p class="byline"><a rel="author" href="/profile/">{story.author}</a></p>
<p class="content__dateline"><time itemprop="datePublished" datetime="{story.date}">{story.date_text}</time></p></div>
<div class="content__main-column">
<figure class="element element-image" itemprop="associatedMedia image"><img class="maxed" src="/img/{story.slug}.jpg" alt="">
<figcaption class="caption caption--img"><span class="inline-icon">Photo</span> {escape(story.caption)} Photograph: {story.author}/The Daily Ledger</figcaption></figure>
<div class="content__article-body from-content-api" itemprop="articleBody">
{paras(p[:3])}
<aside class="element element-rich-link"><div class="rich-link"><div class="rich-link__container"><a class="rich-link__link" href="/x"><span class="rich-link__read-more-text">Read more</span></a><div class="rich-link__header"><h2 class="rich-link__title">{escape(rich)}</h2></div></div></div></aside>
<h2>{escape(story.subhead)}</h2>
{items(story)}
{paras(p[3:])}
</div>
<div class="submeta"><div class="submeta__keywords"><span class="submeta__label">Topics</span><ul><li><a href="/t/1">{story.kicker}</a></li><li><a href="/t/2">Local government</a></li><li><a href="/t/3">Transport</a></li></ul></div>
<div class="social"><ul><li><a href="#">Share on Facebook</a></li><li><a href="#">Share on Twitter</a></li><li><a href="#">Share via Email</a></li></ul></div></div>
</div>
<section class="more-on-this-story"><h2 class="fc-container__header__title">More on this story</h2>{cards}</section>
</div>
{footer('The Daily Ledger')}</body></html>"""
    return Page("broadsheet", html, f"https://www.ledger.example.com/uk/{story.slug}", body_must(story),
                (story.headline, story.dek, story.caption, "Photograph:", rich, "Share on Facebook",
                 others(story)[0], TEASER_SENTENCES[story.lang][1], "Topics"))


def german_news(story: Story, other: Story) -> Page:
    p = story.paragraphs
    teaser = others(story)[0]
    html = head(story, "Kessener Anzeiger") + f"""<body>
<div class="page"><header class="masthead">{nav('de')}</header>
<main><article class="artikel" data-area="article">
<header class="artikel-kopf"><h2><span class="dachzeile">{story.kicker}</span><span class="ueberschrift">{escape(story.headline)}</span></h2>
<div class="vorspann"><p>{escape(story.dek)}</p></div>
<div class="autorenzeile">Von <a href="/autor/">{story.author}</a></div>
<div class="datum"><time datetime="{story.date}">{story.date_text}</time></div></header>
<figure class="aufmacherbild"><img src="/bilder/{story.slug}.jpg" alt=""><figcaption><p class="bildunterschrift">{escape(story.caption)}</p><p class="bildrechte">{escape(story.credit)}</p></figcaption></figure>
<section class="artikeltext">
{paras(p[:2])}
<p class="lesetipp"><b>Lesen Sie auch:</b> <a href="/lokales/x.html">{escape(teaser)}</a></p>
{paras(p[2:3])}
<div class="werbung"><span class="werbung-label">Anzeige</span><div id="ad-mrec"></div></div>
<h3>{escape(story.subhead)}</h3>
{items(story)}
{paras(p[3:])}
</section>
<div class="seitennavigation"><span>Seite 1 von 2</span> <a href="?seite=2">Nächste Seite</a></div>
<div class="teilen"><span>Artikel teilen:</span> <a href="#">Facebook</a> <a href="#">WhatsApp</a> <a href="#">E-Mail</a></div>
</article>
<section class="mehr-zum-thema"><h2>Mehr zum Thema</h2>{link_list(story, start=1)}</section>
</main>
<footer class="fuss"><p>© 2025 Kessener Anzeiger. Alle Rechte vorbehalten.</p><a href="/impressum">Impressum</a> <a href="/datenschutz">Datenschutz</a></footer></div></body></html>"""
    return Page("german-news", html, f"https://www.anzeiger.example.de/lokales/{story.slug}.html", body_must(story),
                (story.headline, story.dek, f"Von {story.author}", story.caption, story.credit, "Lesen Sie auch",
                 teaser, "Anzeige", "Seite 1 von 2", "Artikel teilen", others(story)[1]))


def magazine_gallery(story: Story, other: Story) -> Page:
    p = story.paragraphs
    slides = "".join(
        f'<div class="gallery-slide"><span class="slide-count">Image {i} of 3</span><figure>'
        f'<img src="/g/{story.slug}-{i}.jpg" alt=""><figcaption>{escape(story.caption)} ({i})</figcaption></figure>'
        f'<button class="slide-next">Next image »</button></div>' for i in (1, 2, 3))
    html = head(story, "Hearth Magazine") + f"""<body class="longform">
<header class="mast">{nav('en')}</header>
<div class="affiliate-disclosure"><p>We may earn a commission when you buy through links on this page.</p></div>
<main class="story"><div class="story-hero"><p class="story-rubric">{story.kicker}</p><h1>{escape(story.headline)}</h1><p class="story-dek">{escape(story.dek)}</p>
<p class="story-credits">Words by {story.author} · {story.date_text} · 7 min read</p></div>
<div class="story-body">
{paras(p[:2])}
<div class="gallery" data-slideshow="true"><p class="noscript-note">This slideshow requires JavaScript.</p>{slides}</div>
{paras(p[2:4])}
<figure class="pullquote"><blockquote><p>{escape(p[2][:60])}</p></blockquote></figure>
<h2>{escape(story.subhead)}</h2>
{items(story)}
{paras(p[4:])}
</div>
<div class="story-footer"><p class="share-prompt">Enjoyed this story? Share it with a friend.</p>
<div class="subscribe-box"><h3>Subscribe to Hearth</h3><p>Get six issues a year delivered to your door, plus full access to our archive.</p><a href="/subscribe">Subscribe now</a></div></div>
</main>
<section class="recommended"><h2>You might also like</h2>{link_list(story, start=2, n=3)}</section>
{footer('Hearth Magazine')}</body></html>"""
    return Page("magazine-gallery", html, f"https://hearth.example.com/features/{story.slug}", body_must(story),
                (story.headline, story.dek, f"Words by {story.author}", "Image 1 of 3", "Next image",
                 story.caption, "This slideshow requires JavaScript", "We may earn a commission",
                 "Subscribe to Hearth", "Get six issues a year", others(story)[2]))


def corporate_press(story: Story, other: Story) -> Page:
    p = story.paragraphs
    cards = "".join(
        f'<div class="col-md-4"><div class="card"><div class="card-body"><h5 class="card-title"><a href="/n/{i}">'
        f'{escape(h)}</a></h5><p class="card-text">{escape(TEASER_SENTENCES[story.lang][i])}</p>'
        f'<small class="text-muted">{i + 1} February 2025</small></div></div></div>'
        for i, h in enumerate(others(story)[:3]))
    html = head(story, "Northfield Energy") + f"""<body>
<nav class="navbar navbar-expand-lg"><a class="navbar-brand" href="/">Northfield Energy</a><ul class="navbar-nav"><li><a href="/about">About us</a></li><li><a href="/investors">Investors</a></li><li><a href="/media">Media</a></li><li><a href="/careers">Careers</a></li></ul></nav>
<div class="container"><div class="row"><div class="col-md-8">
<ol class="breadcrumb"><li><a href="/">Home</a></li><li><a href="/media">Media</a></li><li>News</li></ol>
<h1 class="page-title">{escape(story.headline)}</h1>
<p class="release-date">{story.date_text}</p>
<div class="press-release-body">
{paras(p[:3])}
<div class="image-block"><img src="/media/{story.slug}.jpg" alt=""><div class="image-caption">{escape(story.caption)}</div><div class="image-credit">{escape(story.credit)}</div></div>
<h3>{escape(story.subhead)}</h3>
{items(story)}
{paras(p[3:])}
</div>
<p class="share-line">Share this page: <a href="#">LinkedIn</a> <a href="#">X</a> <a href="#">Email</a></p>
</div><div class="col-md-4"><div class="sidebar-box"><h4>Media contacts</h4><p>press@northfield.example.com</p></div></div></div>
<div class="row related-news"><h2 class="col-12">Related news</h2>{cards}</div></div>
<footer class="footer"><p>© 2025 Northfield Energy plc. Registered in Scotland.</p></footer></body></html>"""
    return Page("corporate-press", html, f"https://www.northfield.example.com/media/news/{story.slug}", body_must(story),
                (story.headline, story.caption, story.credit, "Share this page", others(story)[0],
                 TEASER_SENTENCES[story.lang][0]))


def infinite_scroll(story: Story, other: Story) -> Page:
    def one(s: Story, n: int) -> str:
        q = s.paragraphs
        return f"""<article class="story" data-story="{n}"><header><h1 class="story-title">{escape(s.headline)}</h1>
<p class="story-byline">By {s.author} | {s.date_text}</p></header>
<div class="story-text">{paras(q[:3])}<h2>{escape(s.subhead)}</h2>{items(s)}{paras(q[3:])}</div></article>"""
    html = head(story, "Metro Wire") + f"""<body><header>{nav(story.lang)}</header>
<div class="river" data-infinite-scroll="true">
{one(story, 1)}
<div class="next-story-marker"><span>Next story</span></div>
{one(other, 2)}
</div>{footer('Metro Wire')}</body></html>"""
    return Page("infinite-scroll", html, f"https://metrowire.example.net/{story.slug}", body_must(story),
                (story.headline, f"By {story.author}", other.headline, other.paragraphs[0], other.paragraphs[3],
                 "Next story"))


def drupal(story: Story, other: Story) -> Page:
    p = story.paragraphs
    rows = "".join(
        f'<div class="views-row"><div class="views-field views-field-title"><span class="field-content">'
        f'<a href="/node/{i}">{escape(h)}</a></span></div><div class="views-field views-field-body">'
        f'<div class="field-content">{escape(TEASER_SENTENCES[story.lang][i])}</div></div>'
        f'<div class="views-field views-field-created"><span class="field-content">0{i + 1}/02/2025</span></div></div>'
        for i, h in enumerate(others(story)[:3]))
    html = head(story, "County News Service") + f"""<body class="path-node page-node-type-article">
<div class="dialog-off-canvas-main-canvas"><div class="layout-container"><header role="banner">{nav(story.lang)}</header>
<main role="main"><div class="region region-content">
<div id="block-pagetitle" class="block block-core"><h1 class="page-title"><span class="field field--name-title">{escape(story.headline)}</span></h1></div>
<article role="article" class="node node--type-article node--view-mode-full">
<div class="node__meta"><span class="field--name-uid">{story.author}</span> <span class="field--name-created">{story.date_text}</span></div>
<div class="node__content">
<div class="field field--name-field-image"><img src="/sites/default/files/{story.slug}.jpg" alt=""><div class="field--name-field-image-caption">{escape(story.caption)}</div></div>
<div class="clearfix text-formatted field field--name-body field--type-text-with-summary">
{paras(p[:3])}
<h2>{escape(story.subhead)}</h2>
{items(story)}
{paras(p[3:])}
</div>
<div class="field field--name-field-tags field--type-entity-reference"><div class="field__label">Tags</div><div class="field__items"><div class="field__item"><a href="/t/1">{story.kicker}</a></div><div class="field__item"><a href="/t/2">County</a></div></div></div>
</div></article>
<div class="views-element-container block"><h2>Related content</h2><div class="view view-related-content">{rows}</div></div>
</div></main>{footer('County News Service')}</div></div></body></html>"""
    return Page("drupal", html, f"https://news.county.example.gov/node/{len(story.slug) * 37}", body_must(story),
                (story.headline, story.caption, others(story)[0], TEASER_SENTENCES[story.lang][0], "01/02/2025"))


def german_blog(story: Story, other: Story) -> Page:
    p = story.paragraphs
    html = head(story, "Beet & Balkon") + f"""<body class="single-post">
<div id="wrapper"><header id="header"><div class="logo">Beet &amp; Balkon</div>{nav('de')}</header>
<div id="main"><div id="content">
<article class="post type-post hentry">
<h1 class="entry-title">{escape(story.headline)}</h1>
<div class="post-meta">Veröffentlicht am {story.date_text} von {story.author} · <a href="#comments">3 Kommentare</a></div>
<div class="entry">
{paras(p[:2])}
<div class="wp-caption aligncenter"><img src="/wp-content/uploads/{story.slug}.jpg" alt="" width="800" height="600"><p class="wp-caption-text">{escape(story.caption)} {escape(story.credit)}</p></div>
{paras(p[2:4])}
<h2>{escape(story.subhead)}</h2>
{items(story)}
{paras(p[4:])}
<div class="sharing"><h3>Teilen mit:</h3><ul><li><a href="#">Facebook</a></li><li><a href="#">Pinterest</a></li><li><a href="#">WhatsApp</a></li></ul></div>
<p class="post-tags">Schlagwörter: <a href="/tag/garten">Garten</a>, <a href="/tag/gemuese">Gemüse</a>, <a href="/tag/schnecken">Schnecken</a></p>
</div>
<div class="autorenbox"><h3>Über die Autorin</h3><p>{story.author} gärtnert seit 2023 in Leipzig und schreibt hier über alles, was wächst, und manches, was nicht wächst.</p></div>
<div class="yarpp-related"><h3>Das könnte dich auch interessieren:</h3>{link_list(story, "ol", start=1, n=3)}</div>
</article>
<div id="comments"><h3>3 Kommentare</h3><div class="comment"><p>Bei uns haben Schneckenkorn und Geduld geholfen, aber vor allem Geduld. Viel Erfolg im zweiten Jahr!</p></div>
<div id="respond"><h3>Kommentar schreiben</h3><form><textarea></textarea></form></div></div>
</div></div>{footer('Beet & Balkon')}</div></body></html>"""
    return Page("german-blog", html, f"https://beet-und-balkon.example.de/{story.slug}/", body_must(story),
                (story.headline, f"Veröffentlicht am {story.date_text}", story.caption, "Teilen mit",
                 "Schlagwörter", "gärtnert seit 2023", others(story)[1], "Bei uns haben Schneckenkorn",
                 "Kommentar schreiben"))


def amp_news(story: Story, other: Story) -> Page:
    p = story.paragraphs
    recs = "".join(
        f'<li class="rec"><a href="/r/{i}"><amp-img src="/t/{i}.jpg" width="120" height="80" alt="{escape(h)}">'
        f'</amp-img><span class="rec-title">{escape(h)}</span></a></li>' for i, h in enumerate(others(story)[:3]))
    html = head(story, "Valley Courier", '<link rel="canonical" href="https://valley.example.com/x">') + f"""<body>
<header class="amp-header"><a href="/">Valley Courier</a></header>
<article class="amp-article">
<div class="amp-section-label">Breaking News</div>
<h1 class="amp-headline">{escape(story.headline)}</h1>
<div class="amp-byline">{story.author}</div>
<p class="amp-dateline">Published {story.date_text} | Updated 2 hours ago</p>
<figure class="amp-figure"><amp-img src="/img/{story.slug}.jpg" width="800" height="450" layout="responsive" alt=""></amp-img>
<figcaption>{escape(story.caption)} (Photo by {story.author}/Getty Images)</figcaption></figure>
<div class="article-content">
{paras(p[:2])}
<p><strong>Read More:</strong> <a href="/r/9">{escape(others(story)[4])}</a></p>
{paras(p[2:4])}
<h2>{escape(story.subhead)}</h2>
{items(story)}
{paras(p[4:])}
</div>
<div class="amp-share"><span>Share this article:</span> <a href="#">Facebook</a> <a href="#">Twitter</a></div>
<section class="amp-recommended"><h3>Recommended</h3><ul>{recs}</ul></section>
</article>
<footer><p>© 2025 Valley Courier. All rights reserved.</p></footer></body></html>"""
    return Page("amp-news", html, f"https://valley.example.com/amp/{story.slug}", body_must(story),
                (story.headline, "Breaking News", f"Published {story.date_text}", story.caption, "Getty Images",
                 "Read More", others(story)[4], "Share this article", others(story)[0]))


def table_layout(story: Story, other: Story) -> Page:
    p = story.paragraphs
    html = head(story, "Riverside Weekly") + f"""<body bgcolor="#ffffff">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td colspan="2" class="top"><img src="/logo.gif" alt="Riverside Weekly"></td></tr>
<tr><td width="160" valign="top" class="leftnav"><a href="/">Home</a><br><a href="/news">News</a><br><a href="/sport">Sport</a><br><a href="/letters">Letters</a><br><a href="/archive">Archive</a></td>
<td valign="top" class="main">
<font size="5"><b>{escape(story.headline)}</b></font><br>
<font size="2">By {story.author} | {story.date_text}</font>
<table align="right" width="250"><tr><td><img src="/photos/{story.slug}.jpg" width="250" alt=""></td></tr><tr><td class="photocaption"><font size="1">{escape(story.caption)} {escape(story.credit)}</font></td></tr></table>
{paras(p[:3])}
<p><b>{escape(story.subhead)}</b></p>
{items(story)}
{paras(p[3:])}
<p><font size="1">Page 1 of 1</font></p>
<p><a href="/print?id=4411">Printer-friendly version</a> | <a href="/email?id=4411">Email this story</a></p>
<p><b>Related Articles:</b></p>{link_list(story, start=1, n=3)}
</td></tr></table>
<p align="center"><font size="1">Copyright 2025 Riverside Weekly. All rights reserved.</font></p></body></html>"""
    return Page("table-layout", html, f"http://www.riversideweekly.example.com/news.php?id=4411&s={story.slug}",
                body_must(story),
                (story.headline, f"By {story.author}", story.caption, "Page 1 of 1", "Printer-friendly version",
                 "Related Articles", others(story)[1]))


def german_weekly(story: Story, other: Story) -> Page:
    p = story.paragraphs
    cards = "".join(
        f'<article class="teaser-small"><a class="teaser-small__link" href="/x/{i}"><span class="teaser-small__kicker">'
        f'{story.kicker}</span><span class="teaser-small__title">{escape(h)}</span></a>'
        f'<p class="teaser-small__text">{escape(TEASER_SENTENCES[story.lang][i])}</p></article>'
        for i, h in enumerate(others(story)[:3]))
    html = head(story, "Mitteldeutsche Woche") + f"""<body>
<header class="header">{nav('de')}</header>
<main class="main"><article class="article-page" itemscope itemtype="https://schema.org/NewsArticle">
<header class="article-header"><h1 class="article-heading"><span class="article-heading__kicker">{story.kicker}</span><span class="article-heading__title" itemprop="headline">{escape(story.headline)}</span></h1>
<div class="summary" itemprop="description">{escape(story.dek)}</div>
<div class="metadata"><span class="metadata__source">Aus der Ausgabe Nr. 12/2025</span> <time class="metadata__date" datetime="{story.date}">{story.date_text}</time> <a class="metadata__commentcount" href="#comments">Kommentare (12)</a></div></header>
<figure class="article__media"><img src="/img/{story.slug}.jpg" alt=""><figcaption class="figure__caption"><span class="figure__text">{escape(story.caption)}</span> <span class="figure__copyright">© Hendrik Schmidt/dpa</span></figcaption></figure>
<div class="article-body" itemprop="articleBody">
{paras(p[:3], "paragraph article__item")}
<aside class="article__item article__item--rimless"><p class="advertising-label">Anzeige</p></aside>
<h2 class="article__subheading article__item">{escape(story.subhead)}</h2>
{items(story)}
{paras(p[3:], "paragraph article__item")}
</div>
<div class="article-footer"><a href="/">Zur Startseite</a></div>
</article>
<section class="cp-area cp-area--related"><h2 class="cp-area__title">Mehr aus {story.kicker}</h2>{cards}</section>
</main><footer><p>© Mitteldeutsche Woche</p></footer></body></html>"""
    return Page("german-weekly", html, f"https://www.mdwoche.example.de/{story.kicker.lower()}/2025-01/{story.slug}",
                body_must(story),
                (story.headline, story.dek, "Kommentare (12)", story.caption, "Hendrik Schmidt/dpa", "Anzeige",
                 "Zur Startseite", others(story)[0], TEASER_SENTENCES[story.lang][0]))


def app_news(story: Story, other: Story) -> Page:
    """A news site rendered by a JavaScript framework: data-testid attributes, a live
    timestamp, a "Most popular" rail and a newsletter box inside the story, topic links."""
    p = story.paragraphs
    popular = "".join(
        f'<div data-testid="popular-item"><span data-testid="rank">{i + 1}</span><a data-testid="popular-link" '
        f'href="/news/{i}">{escape(h)}</a><time>{i + 2}h ago</time></div>' for i, h in enumerate(others(story)[:4]))
    html = head(story, "Coastline Daily") + f"""<body><div id="__next">
<div data-testid="masthead"><a href="/">Coastline Daily</a></div>
<main data-testid="main-content"><div data-testid="article-wrapper">
<div data-testid="headline-block"><span data-testid="section">{story.kicker}</span><h1 data-testid="headline">{escape(story.headline)}</h1>
<div data-testid="byline">{story.author}</div><div data-testid="timestamp">Updated {story.date_text}</div></div>
<div data-testid="lead-media"><picture><img src="/i/{story.slug}.webp" alt=""></picture>
<div data-testid="caption">{escape(story.caption)}</div><div data-testid="credit">{escape(story.credit)}</div></div>
<div data-testid="article-body">
{paras(p[:2])}
<div data-testid="newsletter-inline"><h4>The Morning Brief</h4><p>Get the Morning Brief in your inbox every weekday.</p>
<form><input type="email" placeholder="Email"><button>Sign up</button></form></div>
{paras(p[2:4])}
<h2>{escape(story.subhead)}</h2>
{items(story)}
<div data-testid="popular-rail"><h3>Most popular</h3>{popular}</div>
{paras(p[4:])}
</div>
<div data-testid="topics"><span>Topics</span> <a href="/topic/a">Local</a> <a href="/topic/b">Transport</a></div>
</div></main>
<footer>{footer("Coastline Daily")}</footer></div></body></html>"""
    return Page("app-news", html, f"https://www.coastline.example.com/news/{story.slug}", body_must(story),
                (story.headline, f"Updated {story.date_text}", story.caption, story.credit,
                 "Get the Morning Brief in your inbox", "Most popular", others(story)[0], others(story)[3]))


def german_regional(story: Story, other: Story) -> Page:
    """A German regional paper: a "Stand:" stamp, an inline "Lesen Sie auch:" teaser,
    a photo credit under the picture, a share bar and a "Mehr zum Thema" list."""
    p = story.paragraphs
    html = head(story, "Saale-Kurier") + f"""<body>
<div class="page">{nav('de')}
<div class="content"><div class="story">
<p class="story__topline">{story.kicker}</p>
<h1 class="story__title">{escape(story.headline)}</h1>
<p class="story__stamp">Stand: {story.date_text}</p>
<div class="story__image"><img src="/bilder/{story.slug}.jpg" alt=""><p class="story__imagetext">{escape(story.caption)}</p>
<p class="story__imagesource">Foto: {story.author}</p></div>
<div class="story__text">
{paras(p[:2])}
<p><b>Lesen Sie auch:</b> <a href="/lokales/{other.slug}">{escape(other.headline)}</a></p>
{paras(p[2:4])}
<h3>{escape(story.subhead)}</h3>
{items(story)}
{paras(p[4:])}
</div>
<div class="story__share"><span>Artikel teilen:</span> <a href="#">Facebook</a> <a href="#">WhatsApp</a> <a href="#">E-Mail</a></div>
<div class="story__related"><h2>Mehr zum Thema</h2>{link_list(story, start=0, n=3)}</div>
</div></div>
{footer("Saale-Kurier")}</div></body></html>"""
    return Page("german-regional", html, f"https://www.saale-kurier.example.de/lokales/{story.slug}",
                body_must(story),
                (story.headline, f"Stand: {story.date_text}", story.caption, f"Foto: {story.author}",
                 "Lesen Sie auch", other.headline, "Artikel teilen", "Mehr zum Thema", others(story)[0]))


# Layouts the rules were written and tuned against, and layouts kept out of that:
# run once, after tuning, for the held-out figure.
TUNED: tuple[Layout, ...] = (wordpress_blog, news_cms, broadsheet, german_news, magazine_gallery, corporate_press,
                             infinite_scroll, drupal, german_blog)
HELD_OUT: tuple[Layout, ...] = (amp_news, table_layout, german_weekly, app_news, german_regional)
