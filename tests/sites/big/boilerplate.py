"""Boilerplate for the big site: what a real news page carries around its story.

Input: a lean page written by ``generate.py`` and its URL path. Output: the
same page at a realistic weight, about 50-100 kB (the corpora's news pages
have a median of ~67 kB), for the crawl and memory benchmarks. Added, as news
sites have them: an inline stylesheet and site script shared by every page,
a per-page JSON state blob as single-page-app frameworks inline (its size
varies most from page to page), JSON-LD, a cookie banner, a mega-menu, share
buttons with inline SVG icons, reader comments under articles, a sidebar of
most-read links and ad slots, and a footer of links.

Links added point at pages of the site, at fragments or off the site, so a
crawler following every link fetches no page that does not exist. The same
page and path always give the same result.
"""

from __future__ import annotations

import json
import random
from html import escape

# Sizes, in units of what they count; together they land between ~50 and
# ~100 kB a page, most of it markup and scripts, as on real news pages.
CSS_RULES = 200  # rules in the inline stylesheet: ~14 kB
SCRIPT_FUNCTIONS = 40  # functions in the inline site script: ~7 kB
SUBSECTIONS = 10  # mega-menu entries per section: 24 x 10 links, ~17 kB
STATE_TEASERS = (20, 150)  # teasers in the per-page JSON state: ~4-30 kB
COMMENTS = (0, 12)  # reader comments under an article
FOOTER_LINKS = 80  # ~6 kB
AD_SLOTS = 3
OFFSITE_LINKS = ("https://facebook.example/share", "https://twitter.example/intent", "https://partner.example/",
                 "https://shop.example/gazette", "https://jobs.example/valley")
COMMENTERS = ("Mary from Eastfield", "Old Tom", "Concerned resident", "Priya S.", "Dave", "A. Nonymous")
# One SVG path per share icon: inline icons are a good share of real markup.
ICON_POINTS = 60
ARTICLE_PREFIXES = ("/news/", "/long/", "/syndicated/")
COOKIE_BANNER = ("<div id=\"cookie-banner\" class=\"c-consent\"><p>We use cookies to improve your experience and "
                 "to show you relevant advertising.</p><button>Accept all</button><button>Settings</button></div>\n")


class Boilerplate:
    """A site's template: built once from its sections and words, then put around each page.

    ``popular``: (href, headline) of the site's most-read articles, shown in
    every page's sidebar.
    """

    def __init__(self, sections: tuple[str, ...], vocabulary: tuple[str, ...] | list[str],
                 popular: list[tuple[str, str]]):
        self.vocabulary = list(vocabulary)
        # The parts every page shares, as a site's template does.
        self.shared_head = self._stylesheet() + self._site_script()
        self.megamenu = self._megamenu(sections)
        self.footer = self._footer()
        self.share_bar = self._share_bar()
        self.sidebar = self._sidebar(popular)

    def dress(self, page: str, path: str) -> str:
        """``page``, served at ``path``, inside the template; path-seeded, so always the same."""
        rng = random.Random(f"boilerplate:{path}")
        ld = json.dumps({"@context": "https://schema.org", "@type": "WebPage", "url": path,
                         "publisher": {"@type": "Organization", "name": "The Valley Gazette"}})
        page = page.replace("</head>", f"{self.shared_head}<script type=\"application/ld+json\">{ld}</script>\n"
                            "</head>", 1)
        page = page.replace("<body>\n", f"<body>\n{COOKIE_BANNER}", 1)
        page = page.replace("</nav></header>", f"</nav>{self.megamenu}</header>", 1)
        if path.startswith(ARTICLE_PREFIXES):
            page = page.replace("</article>", f"</article>\n{self.share_bar}{self._comments(rng)}", 1)
        page = page.replace("</main>", f"{self.sidebar}</main>", 1)
        page = page.replace("</footer>", f"{self.footer}</footer>", 1)
        return page.replace("</body>", f"{self._state(rng, path)}</body>", 1)

    def _words(self, rng: random.Random, low: int, high: int) -> str:
        return " ".join(rng.choices(self.vocabulary, k=rng.randint(low, high)))

    def _stylesheet(self) -> str:
        rng = random.Random("stylesheet")
        rules = [f".c-{rng.choice(self.vocabulary)}-{i}{{display:{rng.choice(('flex', 'block', 'grid'))};"
                 f"margin:0 {i % 12}px;padding:{rng.randint(0, 24)}px;color:#{rng.randrange(16 ** 6):06x};"
                 f"font:{rng.randint(11, 22)}px/1.4 Georgia,serif}}" for i in range(CSS_RULES)]
        return "<style>" + "\n".join(rules) + "</style>\n"

    def _site_script(self) -> str:
        rng = random.Random("script")
        functions = [f"function f{i}(a,b){{var {w}=a&&a['{w}']||{i};if(b>{rng.randint(1, 99)}){{return {w}*b;}}"
                     f"window.dataLayer.push({{event:'{w}-{i}',value:{w}}});return null;}}"
                     for i, w in enumerate(rng.choices(self.vocabulary, k=SCRIPT_FUNCTIONS))]
        return ("<script>window.dataLayer=window.dataLayer||[];" + "\n".join(functions)
                + "\ndocument.addEventListener('DOMContentLoaded',function(){f0(window,1);});</script>\n")

    def _megamenu(self, sections: tuple[str, ...]) -> str:
        words = self.vocabulary
        columns = []
        for i, name in enumerate(sections):
            items = "".join(f"<li><a href=\"/section/{i}.html#sub-{j}\" class=\"c-menu-link\">{name} "
                            f"{words[(i * SUBSECTIONS + j) % len(words)]}</a></li>" for j in range(SUBSECTIONS))
            columns.append(f"<div class=\"c-menu-column\"><h3>{name}</h3><ul>{items}</ul></div>")
        return f"<div class=\"c-megamenu\" hidden>{''.join(columns)}</div>\n"

    def _footer(self) -> str:
        rng = random.Random("footer")
        links = "".join(f"<li><a href=\"/index.html#{w}-{i}\">{w.capitalize()}</a></li>"
                        for i, w in enumerate(rng.choices(self.vocabulary, k=FOOTER_LINKS)))
        offsite = "".join(f"<li><a href=\"{url}\" rel=\"nofollow\">Follow us</a></li>" for url in OFFSITE_LINKS)
        return (f"<div class=\"c-footer-links\"><ul>{links}</ul><ul class=\"social\">{offsite}</ul>"
                "<p>The Valley Gazette is published by Valley Media Ltd, registered in the valley.</p></div>\n")

    @staticmethod
    def _share_bar() -> str:
        rng = random.Random("icons")
        icons = []
        for url in OFFSITE_LINKS[:2] + ("mailto:?subject=Gazette",):
            points = " ".join(f"{rng.uniform(0, 24):.2f},{rng.uniform(0, 24):.2f}" for _ in range(ICON_POINTS))
            icons.append(f"<a href=\"{url}\" class=\"c-share\"><svg viewBox=\"0 0 24 24\" width=\"24\" "
                         f"height=\"24\"><path d=\"M{points}Z\"/></svg></a>")
        return f"<div class=\"c-share-bar\">{''.join(icons)}</div>\n"

    @staticmethod
    def _sidebar(popular: list[tuple[str, str]]) -> str:
        links = "".join(f"<li><a href=\"{href}\">{escape(title)}</a></li>" for href, title in popular)
        ads = "".join(f"<div class=\"c-ad\" data-slot=\"side-{i}\"><span>Advertisement</span></div>"
                      for i in range(AD_SLOTS))
        return (f"<aside class=\"c-sidebar\"><h2>Most read</h2><ol>{links}</ol>{ads}"
                "<form class=\"c-newsletter\"><label>Our morning newsletter</label><input type=\"email\">"
                "<button>Sign up</button></form></aside>\n")

    def _state(self, rng: random.Random, path: str) -> str:
        teasers = [{"id": rng.randrange(10 ** 9), "headline": self._words(rng, 5, 10).capitalize(),
                    "url": f"/news/{rng.randrange(10 ** 6)}",
                    "image": {"src": f"/img/{rng.randrange(10 ** 9)}.jpg", "width": 640, "height": 360}}
                   for _ in range(rng.randint(*STATE_TEASERS))]
        state = {"page": path, "build": "2024.06.1", "teasers": teasers}
        # "</" inside a script would end it early, as it would on a real page.
        text = json.dumps(state, separators=(",", ":")).replace("</", "<\\/")
        return f"<script id=\"__STATE__\" type=\"application/json\">{text}</script>\n"

    def _comments(self, rng: random.Random) -> str:
        items = "".join(f"<li class=\"c-comment\"><p class=\"c-comment-author\">{escape(rng.choice(COMMENTERS))}"
                        f"</p><p>{escape(self._words(rng, 8, 30).capitalize())}.</p><a href=\"#reply\">Reply</a></li>"
                        for _ in range(rng.randint(*COMMENTS)))
        return f"<section class=\"c-comments\"><h2>Comments</h2><ol>{items}</ol></section>\n" if items else ""
