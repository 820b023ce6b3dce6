"""A small news site that changes between crawls, written into a folder that :class:`FixtureServer` serves.

Edition 1: a home page announcing an RSS feed, two section fronts, a
robots.txt naming a sitemap index, which names a Google News sitemap and
an archive sitemap. Six articles, each reachable from some of these only.
Edition 2 adds three articles (one in the feed, one in the news sitemap,
one on a section front only) and updates one archive article (a paragraph
added, later ``lastmod``). ``broken`` is a site whose discovery documents are
bad: no robots.txt, a sitemap that is an HTML page, a feed that is HTML.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from html import escape
from pathlib import Path

from tests.sites.big.generate import _paragraphs

HOME = "/index.html"
FEED = "/feed.xml"
NEWS_SITEMAP, ARCHIVE_SITEMAP = "/sitemap-news.xml", "/sitemap-archive.xml"


@dataclass(frozen=True)
class Story:
    slug: str  # four words or more: an article-looking URL
    headline: str
    where: tuple[str, ...]  # "feed", "news", "archive", "home", "local", "world"
    date: str  # ISO 8601: publication date, and lastmod in the sitemaps
    revision: int = 1  # a later revision has other text

    @property
    def path(self) -> str:
        return f"/news/{self.slug}.html"


EDITION_1 = (
    Story("council-backs-market-hall-repairs", "Council backs market hall repairs", ("feed", "news", "home", "local"),
          "2026-11-26T08:00:00+00:00"),
    Story("bridge-works-finish-before-festival", "Bridge works finish before festival", ("news", "home", "world"),
          "2026-11-26T09:00:00+00:00"),
    Story("museum-shows-railway-age-letters", "Museum shows railway age letters", ("archive", "local"),
          "2026-10-02T10:00:00+00:00"),
    Story("valley-farmers-report-apple-year", "Valley farmers report apple year", ("archive", "world"),
          "2026-10-03T10:00:00+00:00"),
    Story("library-opens-on-saturday-mornings", "Library opens on Saturday mornings", ("feed",),
          "2026-11-25T12:00:00+00:00"),
    Story("river-flood-plan-goes-to-residents", "River flood plan goes to residents", ("local",),
          "2026-11-24T12:00:00+00:00"),
)
UPDATED = "museum-shows-railway-age-letters"
EDITION_2 = tuple(replace(s, revision=2) if s.slug == UPDATED else s
                  for s in EDITION_1) + (
    Story("school-governors-agree-reading-club", "School governors agree reading club", ("feed", "home"),
          "2026-11-27T08:00:00+00:00"),
    Story("police-thank-drivers-for-patience", "Police thank drivers for patience", ("news",),
          "2026-11-27T09:00:00+00:00"),
    Story("parish-fund-helps-summer-volunteers", "Parish fund helps summer volunteers", ("local",),
          "2026-11-27T10:00:00+00:00"),
)
NEW_IN_2 = {"school-governors-agree-reading-club", "police-thank-drivers-for-patience",
            "parish-fund-helps-summer-volunteers"}
# A link off the site, on every page: a crawl must not follow it.
PARTNER = "http://partner.test/news/partner-story-about-the-valley.html"
SECTIONS = {"local": "Local news", "world": "Around the valley"}


def _page(title: str, head: str, body: str) -> str:
    nav = "".join(f'<li><a href="/section/{key}.html">{name}</a></li>' for key, name in SECTIONS.items())
    return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{escape(title)} | The Valley '
            f'Gazette</title>\n<link rel="alternate" type="application/rss+xml" href="{FEED}">\n{head}</head>\n'
            f'<body><header><a href="{HOME}">The Valley Gazette</a><nav><ul>{nav}</ul></nav></header>\n{body}\n'
            f'<footer><p>&copy; The Valley Gazette. <a href="/about.html">About us</a> '
            f'<a href="{PARTNER}">Our partner\'s story of the week</a></p></footer></body></html>\n')


def _article(story: Story) -> str:
    paragraphs = _paragraphs(random.Random(story.slug), story.slug)
    if story.revision > 1:
        # An update as newsrooms make them: a line added at the end. The text
        # stays a near duplicate of the first version (2 simhash bits apart),
        # which a duplicate filter remembering earlier runs must not drop.
        paragraphs.append(f"Update {story.revision}: the meeting is on Monday.")
    text = "\n".join(f"<p>{escape(p)}</p>" for p in paragraphs)
    head = (f'<meta property="og:type" content="article">\n<link rel="canonical" href="{{BASE}}{story.path}">\n'
            f'<meta property="article:published_time" content="{story.date}">\n')
    return _page(story.headline, head, f"<main><article><h1>{escape(story.headline)}</h1>\n"
                                       f'<p class="byline">By Ann Holt</p>\n{text}</article></main>')


def _front(title: str, stories: list[Story]) -> str:
    teasers = "".join(f'<li><h2><a href="{s.path}">{escape(s.headline)}</a></h2><p>{escape(s.headline)}: '
                      f"read the full story.</p></li>" for s in stories)
    return _page(title, '<meta property="og:type" content="website">\n',
                 f"<main><h1>{escape(title)}</h1><ul class=\"stories\">{teasers}</ul></main>")


def _feed(stories: list[Story]) -> str:
    items = "".join(f"<item><title>{escape(s.headline)}</title><link>{{BASE}}{s.path}</link>"
                    f"<guid>{{BASE}}{s.path}</guid><pubDate>{s.date}</pubDate></item>" for s in stories)
    return (f'<?xml version="1.0"?>\n<rss version="2.0"><channel><title>The Valley Gazette</title>'
            f"<link>{{BASE}}/</link>{items}</channel></rss>\n")


def _sitemap(stories: list[Story], news: bool) -> str:
    if news:
        entries = "".join(f"<url><loc>{{BASE}}{s.path}</loc><news:news><news:publication><news:name>The Valley "
                          f"Gazette</news:name><news:language>en</news:language></news:publication>"
                          f"<news:publication_date>{s.date}</news:publication_date><news:title>"
                          f"{escape(s.headline)}</news:title></news:news></url>" for s in stories)
    else:
        entries = "".join(f"<url><loc>{{BASE}}{s.path}</loc><lastmod>{s.date}</lastmod></url>" for s in stories)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" '
            'xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">' + entries + "</urlset>\n")


def _index(stories: tuple[Story, ...]) -> str:
    def newest(where: str) -> str:
        return max(s.date for s in stories if where in s.where)

    entries = "".join(f"<sitemap><loc>{{BASE}}{path}</loc><lastmod>{newest(where)}</lastmod></sitemap>"
                      for path, where in ((NEWS_SITEMAP, "news"), (ARCHIVE_SITEMAP, "archive")))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/'
            f'sitemap/0.9">{entries}</sitemapindex>\n')


def write_edition(root: Path, stories: tuple[Story, ...]) -> None:
    """Write the site of ``stories`` under ``root``, replacing what was there.

    An updated story is dated now, when it is written: after any crawl of
    the earlier edition, as a real update is.
    """
    now = datetime.now(timezone.utc).isoformat()
    stories = tuple(replace(s, date=now) if s.revision > 1 else s for s in stories)
    def where(place: str) -> list[Story]:
        return [s for s in stories if place in s.where]

    files = {s.path: _article(s) for s in stories}
    files.update({
        HOME: _front("Today in the valley", where("home")),
        "/section/local.html": _front(SECTIONS["local"], where("local")),
        "/section/world.html": _front(SECTIONS["world"], where("world")),
        FEED: _feed(where("feed")),
        "/robots.txt": "User-agent: *\nDisallow: /private/\nSitemap: /sitemap_index.xml\n",
        "/sitemap_index.xml": _index(stories),
        NEWS_SITEMAP: _sitemap(where("news"), news=True),
        ARCHIVE_SITEMAP: _sitemap(where("archive"), news=False),
    })
    for path, text in files.items():
        target = root / path.lstrip("/")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")


def write_broken(root: Path) -> None:
    """A site with no robots.txt, an HTML page at /sitemap.xml and a feed link to an HTML page."""
    stories = [s for s in EDITION_1 if "local" in s.where]
    for story in stories:
        target = root / story.path.lstrip("/")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(_article(story), encoding="utf-8")
    (root / "index.html").write_text(_front("Today", stories).replace(FEED, "/feed.html"), encoding="utf-8")
    (root / "feed.html").write_text(_front("Not a feed", stories[:1]), encoding="utf-8")
    (root / "sitemap.xml").write_text("<html><body><p>Page not found</p></body></html>", encoding="utf-8")
