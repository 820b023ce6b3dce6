"""Write the page-type fixture set: article and non-article pages of forty-five site templates.

A news crawl sees more pages that are not articles than pages that are:
section fronts, tag, author and search pages, forum and event listings,
galleries, live-blog indexes, video and product pages, about / contact /
privacy / terms pages, sign-in and consent walls, soft 404s, bare link-list
front pages. This script writes such pages, and articles beside them (long
reads, 70-word news briefs, articles declaring ``og:type=website``), in
forty-five templates written in the manner of different CMSs: a WordPress-like
blog, a newspaper CMS, a Drupal-like site, a minimal static blog, a magazine,
a forum and a table-layout portal; three written later and sealed (see
``SEALED``): a WordPress news theme, a regional paper's CMS and a Ghost
publication; and four more sealed, written in a later session before the
model ran on them: an Arc XP-style news site on Next.js, a Substack-style
newsletter, a regional Joomla site and a public broadcaster; and a fifteenth,
sealed the same way in a later session, a regional paper on TYPO3, and a
sixteenth, sealed after the model had been retrained that session, a
community paper on Squarespace; and a seventeenth, sealed before the model
ran on it, a regional newspaper on Brightspot; and two more, sealed before the model ran on
them: a national daily on Adobe Experience Manager and a small-town blog on Wix; and two more,
sealed the same way: a newsletter on beehiiv and a French regional daily on Drupal 10 with French
chrome (menus, buttons, page names, URL words); and two more, sealed the same way: a national news app
on Next.js (og:type article and a JSON-LD graph on every page) and a local TV station's site (the
newscast's clip above its stories, clips of their own); and three more, sealed in session 29 with kinds of their
own beside the others (opinion columns, a live blog's page, a subscribe wall at a story's URL, a topic's and a
search's page 2 by ``?page=2``): a US sports network on a React front end, a university newsroom and a WordPress
magazine built with Elementor; and three more with the same kinds, sealed in session 30: a small town's news site
built with Hugo (a static site generator), an Italian regional daily on a Méthode-style newspaper CMS with Italian
chrome, and a nonprofit local newsroom on WordPress's Newspack theme; and three more with the same kinds, sealed
in session 30 for session 31: a climate-tech company's newsroom built with Webflow (whole-card links), a
publication on a Medium-style blogging platform (cards linked by script, the headline no link) and a Nordic
public broadcaster's English news service (ID-only URLs, stretched links, microdata on every card); and three
more with the same kinds, sealed in session 31 for session 32: a coffee
roaster's store on Shopify with its journal (several blogs, products beside the posts, a holiday let and an event's
tickets sold as products), a small town's community news blog on Blogger (label pages that show the posts
themselves, no og:type, no JSON-LD) and a Korean national daily's English edition (date-and-desk URLs, whole-item
anchors, og:type article on every page); and three more with the same kinds and the kinds of
``NEW_KINDS`` (a product's promo page, a landing page, careers, an "about us" at length, a press-release index
and a few of each site's own), sealed in session 32 (first run pending, the coordinator's): an
industrial-software company's site on a HubSpot-like CMS (its blog and newsroom beside product, pricing and
customer pages), a tech and culture news start-up on headless Next.js (div soup of CSS-in-JS classes, no
sectioning element, ``__NEXT_DATA__``) and a German regional public broadcaster (German chrome, weather, traffic
and programme pages, og:type varying between stories); and four training templates written in session 32 with the
same kinds and long-prose pages that are no articles (``PROSE_KINDS``: promotion, landing, careers, "about us",
service, FAQ, reference and directory pages, indexes of press releases, reports, minutes and reviews): a research
institute on Plone, a district council on LocalGov Drupal, a charity on Craft CMS and a trade magazine whose listings
carry standfirsts of 60 to 100 words; and three more with the same kinds and ``NEW_KINDS``, sealed in session 33
(``SEALED33``, first run pending, the coordinator's): a law firm's site with its insights (a practice area's page, the
lawyers' directory, a LegalService graph on every page), a football club's official site with its news (fixtures, the
squad, the ticket office; og:type website on every page) and a podcast network's site with its editorial (episode pages
with the network's own audio player, typed og:type article as its posts are, and a show's page). Each template has its own markup, class
names, URL scheme and metadata habits (one puts ``og:type=article`` on every
page, one ``og:type=website`` on every page, one declares nothing), so a page
decision trained on some templates can be measured on the others.

Text: article paragraphs and headlines come from the gold texts of the
Dragnet corpus (CC BY 4.0, credit "Dragnet data, Moz / dragnet-org"); the
legal, consent, contact and account texts are written here. The output is
deterministic: the same corpus gives the same files.

Output: ``tests/sites/pagetype/<template>/<file>.html`` and
``tests/sites/pagetype/labels.json``: for every template its pages, each
with its URL path, ``type`` (``article``, ``articleList``, ``other``) and
``kind`` (``section``, ``tag``, ``brief``...).

Usage: ``python benchmarks/pagetype_pages.py [--corpus DRAGNET] [--out DIR]``
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import html
import json
import random
import re
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.pagetype_text import (  # noqa: E402
    ABOUT, CONSENT, CONSENT_PURPOSES, CONTACT, DEPARTMENTS, EVENT_BLURB, HOLIDAY, IMPRESSUM, NOT_FOUND, PLANS, PRIVACY,
    PRODUCT, RECIPE_FACTS, RECIPES, REPLIES, SEASONS, SIGN_IN, TEAM_ROLES, TEAMS, TERMS, WIKI_SECTIONS, WIKI_TERMS,
    fill,
)
from benchmarks.pagetype_prose import CHARITY, COMMITTEES, COUNCIL, INSTITUTE, REPORTS, REVIEWED, STAFF, TRADE  # noqa: E402

DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus" / "dragnet.jsonl.gz"
DEFAULT_OUT = ROOT / "tests" / "sites" / "pagetype"
SEED = 28
MAX_TRIES = 20
LICENCE_NOTE = "Article text: Dragnet data, Moz / dragnet-org (CC BY 4.0). Other text written for this set."

SECTIONS = ("Politics", "Business", "Science", "Culture", "Sport", "Health", "Technology", "World")
TAGS = ("energy", "housing", "elections", "climate", "transport", "education", "startups", "space")
AUTHORS = ("Jane Okafor", "Tom Lindqvist", "Maria Rossi", "Dev Patel", "Ruth Hale", "Sam Becker")
PLACES = ("Town Hall", "Riverside Park", "Central Library", "The Old Mill", "St Mark's Church")
# Kinds of page, by page type, and how many of each a template gets.
LIST_KINDS = {"section": 2, "tag": 2, "author": 1, "search": 1, "forum": 1, "events": 1, "front": 1,
              "barefront": 1, "gallery": 1, "liveindex": 1, "archive": 1}
OTHER_KINDS = {"video": 1, "product": 1, "contact": 1, "about": 1, "privacy": 1, "terms": 1, "signin": 1,
               "consent": 1, "notfound": 1}
ARTICLE_KINDS = {"long": 5, "medium": 2, "brief": 4, "website": 2, "roundup": 1}
# Records and threads, written after the kinds above so that adding them left
# those pages as they were: recipes, reference entries, forum threads, holiday
# lets, results tables, single events, a German legal notice.
RECORD_KINDS = {"recipe": 2, "wiki": 1, "thread": 1, "holiday": 1, "results": 1, "eventpage": 1, "impressum": 1}
# Kinds the templates sealed in session 29 add after all of the above (so the other templates' pages stay
# as they were): opinion columns and a live blog's own page (articles), a subscribe wall (a second
# "signin": the issue names sign-in and subscribe walls as one kind) and listings' page 2 reached by
# ?page=2 (two more "archive" pages: a topic's and a search's).
EXTRA_KINDS = (("article", "opinion", 2), ("article", "liveblog", 1), ("other", "signin", 1),
               ("articleList", "archive", 2))
EXTRA_TEMPLATES = ("sportsus", "campus", "elementor", "hugo", "quotidiano", "newspack", "webflow", "medium",
                   "nordic", "shopify", "blogger", "korea", "hubspot", "nextjs", "rundfunk", "institute", "council",
                   "charity", "trademag", "lawfirm", "clubsite", "podcast")
# Their URLs, per template: some name the kind, some do not (a recipe among a
# blog's posts, an event at /node/123).
RECORD_URLS = {
    "press": {"recipe": "/2024/{mm}/{dd}/{slug}/", "wiki": "/glossary/{slug}/", "thread": "/forums/topic/{slug}/",
              "holiday": "/stays/{slug}/", "results": "/sport/results/", "eventpage": "/events/{slug}/",
              "impressum": "/impressum/"},
    "daily": {"recipe": "/life/food/article-{n}", "wiki": "/reference/{slug}", "thread": "/community/boards/t-{n}",
              "holiday": "/travel/lets/{n}", "results": "/sport/football/results", "eventpage": "/whats-on/event-{n}",
              "impressum": "/info/imprint"},
    "drupal": {"recipe": "/rezept/{slug}", "wiki": "/wiki/{slug}", "thread": "/forum/topic/{n}",
               "holiday": "/ferienhaus/{slug}", "results": "/sport/ergebnisse", "eventpage": "/node/{n}",
               "impressum": "/impressum"},
    "minimal": {"recipe": "/posts/{slug}/", "wiki": "/notes/{slug}/", "thread": "/discuss/{n}/", "holiday": "/cabin/",
                "results": "/league/", "eventpage": "/talks/{slug}/", "impressum": "/imprint/"},
    "magazine": {"recipe": "/food/{slug}", "wiki": "/glossary/{slug}", "thread": "/readers/forum/{n}",
                 "holiday": "/travel/stay/{slug}", "results": "/sport/table", "eventpage": "/events-calendar/{slug}",
                 "impressum": "/legal/imprint"},
    "forum": {"recipe": "/resources/{slug}.{n}/", "wiki": "/wiki/{slug}/", "thread": "/threads/{slug}.{n}/",
              "holiday": "/classifieds/{slug}.{n}/", "results": "/league/results/", "eventpage": "/events/{slug}.{n}/",
              "impressum": "/help/imprint/"},
    "wpnews": {"recipe": "/{slug}/", "wiki": "/explainer/{slug}/", "thread": "/community/topic/{slug}/",
               "holiday": "/listing/{slug}/", "results": "/sports/scores/", "eventpage": "/event/{slug}/",
               "impressum": "/impressum/"},
    "blox": {"recipe": "/lifestyles/food/{slug}/article_{uuid}.html", "wiki": "/reference/{slug}.html",
             "thread": "/community/forums/topic/{n}/", "holiday": "/classifieds/rentals/item_{uuid}.html",
             "results": "/sports/scoreboard/", "eventpage": "/calendar/event_{uuid}.html",
             "impressum": "/site/impressum.html"},
    "ghost": {"recipe": "/{slug}/", "wiki": "/{slug}/", "thread": "/t/{slug}/{n}", "holiday": "/{slug}/",
              "results": "/scores/", "eventpage": "/{slug}/", "impressum": "/impressum/"},
    "arc": {"recipe": "/food/2024/{mm}/{dd}/{slug}/", "wiki": "/explainers/{slug}/", "thread": "/discussions/t/{n}/",
            "holiday": "/travel/rentals/{slug}/", "results": "/sports/scores/", "eventpage": "/events/{slug}/",
            "impressum": "/impressum/"},
    "substack": {"recipe": "/p/{slug}", "wiki": "/p/{slug}", "thread": "/p/discussion-thread-{n}",
                 "holiday": "/p/{slug}", "results": "/p/results-{n}", "eventpage": "/p/{slug}", "impressum": "/p/impressum"},
    "joomla": {"recipe": "/index.php/food/{n}-{slug}", "wiki": "/index.php/local-history/{n}-{slug}",
               "thread": "/index.php/forum/{n}-{slug}", "holiday": "/index.php/holiday-cottages/{n}-{slug}",
               "results": "/index.php/sport/results", "eventpage": "/index.php/whats-on/eventdetail/{n}/{slug}",
               "impressum": "/index.php/impressum"},
    "broadcaster": {"recipe": "/food/recipes/{slug}_{n}", "wiki": "/news/explainers/c{n}x", "thread": "/news/have-your-say/{n}/t",
                    "holiday": "/travel/stays/{n}", "results": "/sport/football/scores-fixtures", "eventpage": "/events/e{n}",
                    "impressum": "/impressum"},
    "typo3": {"recipe": "/news/article/{slug}", "wiki": "/lexicon/{slug}", "thread": "/community/forum/thread-{n}",
              "holiday": "/tourism/accommodation/{slug}", "results": "/sport/results", "eventpage": "/events/calendar/event/{slug}",
              "impressum": "/service/imprint"},
    "squarespace": {"recipe": "/journal/2024/{mm}/{dd}/{slug}", "wiki": "/local-history/{slug}",
                    "thread": "/community-board/{slug}", "holiday": "/stay/{slug}", "results": "/league-results",
                    "eventpage": "/whats-happening/{slug}", "impressum": "/impressum"},
    "brightspot": {"recipe": "/article/{slug}-{hex}", "wiki": "/article/{slug}-{hex}", "thread": "/community/thread/{n}",
                   "holiday": "/marketplace/rentals/{slug}", "results": "/sports/scores", "eventpage": "/things-to-do/event/{slug}-{n}",
                   "impressum": "/impressum"},
    "aem": {"recipe": "/food/recipes/{slug}-{n}.html", "wiki": "/explained/{slug}-{n}.html",
            "thread": "/community/forum/thread-{n}.html", "holiday": "/travel/holiday-homes/{slug}.html",
            "results": "/sport/results.html", "eventpage": "/whats-on/{slug}-{n}.html", "impressum": "/service/impressum.html"},
    "wix": {"recipe": "/post/{slug}", "wiki": "/local-history/{slug}", "thread": "/forum/general-discussion/{slug}",
            "holiday": "/rooms/{slug}", "results": "/league-table", "eventpage": "/event-details/{slug}",
            "impressum": "/impressum"},
    "beehiiv": {"recipe": "/p/{slug}", "wiki": "/glossary/{slug}", "thread": "/forum/threads/{n}", "holiday": "/p/{slug}",
                "results": "/scores", "eventpage": "/events/{slug}", "impressum": "/impressum"},
    "drupalfr": {"recipe": "/actualites/cuisine/{slug}-{n}", "wiki": "/lexique/{slug}", "thread": "/forum/sujet/{n}",
                 "holiday": "/gites/{slug}-{n}", "results": "/sport/resultats", "eventpage": "/agenda/{slug}-{n}",
                 "impressum": "/mentions-legales"},
    "nextnews": {"recipe": "/food/{slug}-n{n}", "wiki": "/explainers/{slug}-n{n}", "thread": "/community/t/{slug}-{n}",
                 "holiday": "/travel/stays/{slug}-n{n}", "results": "/sports/scores", "eventpage": "/events/{slug}-e{n}",
                 "impressum": "/legal/impressum"},
    "radiotv": {"recipe": "/news/morning-show/{slug}/", "wiki": "/weather/weather-words/{slug}/",
                "thread": "/community/{slug}/{n}/", "holiday": "/contests/{slug}/", "results": "/sports/friday-night-scores/",
                "eventpage": "/community-calendar/event/{slug}/", "impressum": "/impressum/"},
    "sportsus": {"recipe": "/{sec}/story/_/id/{n}/{slug}", "wiki": "/{sec}/story/_/id/{n}/{slug}",
                 "thread": "/community/thread/{n}", "holiday": "/travel/packages/{slug}", "results": "/{sec}/scoreboard/_/week/{n}",
                 "eventpage": "/tickets/event/{n}/{slug}", "impressum": "/impressum/"},
    "campus": {"recipe": "/news/2024/{mm}/{slug}", "wiki": "/research/glossary/{slug}",
               "thread": "/alumni/community/thread-{n}", "holiday": "/conference-services/guest-housing/{slug}",
               "results": "/athletics/scores", "eventpage": "/events/calendar/event/{n}-{slug}", "impressum": "/legal-notice"},
    "elementor": {"recipe": "/{sec}/{slug}/", "wiki": "/{sec}/{slug}/", "thread": "/community/forums/topic/{slug}/",
                  "holiday": "/{sec}/{slug}/", "results": "/outdoors/league-table/", "eventpage": "/events/{slug}/",
                  "impressum": "/impressum/"},
    "hugo": {"recipe": "/posts/2024/{mm}/{slug}/", "wiki": "/explainers/{slug}/", "thread": "/community/{slug}/{n}/",
             "holiday": "/posts/2024/{mm}/{slug}/", "results": "/sports/scores/", "eventpage": "/events/2024/{slug}/",
             "impressum": "/impressum/"},
    "quotidiano": {"recipe": "/food/2024/{mm}/{dd}/news/{slug}-{n}/", "wiki": "/glossario/{slug}/",
                   "thread": "/community/discussione/{n}/", "holiday": "/viaggi/case-vacanza/{slug}-{n}/",
                   "results": "/sport/calcio/risultati/", "eventpage": "/eventi/{slug}-{n}/", "impressum": "/note-legali/"},
    "newspack": {"recipe": "/2024/{mm}/{slug}/", "wiki": "/explainers/{slug}/", "thread": "/community/forums/topic/{slug}/",
                 "holiday": "/marketplace/{slug}/", "results": "/sports/scoreboard/", "eventpage": "/events/{slug}/",
                 "impressum": "/impressum/"},
    "webflow": {"recipe": "/newsroom/{slug}", "wiki": "/glossary/{slug}", "thread": "/community/t/{slug}/{n}",
                "holiday": "/newsroom/{slug}", "results": "/impact/leaderboard", "eventpage": "/events/{slug}",
                "impressum": "/legal/imprint"},
    "medium": {"recipe": "/signal-and-noise/{slug}-{hex:.12}", "wiki": "/signal-and-noise/glossary-{slug}-{hex:.12}",
               "thread": "/signal-and-noise/{slug}-{hex:.12}/responses/show", "holiday": "/@{name}/{slug}-{hex:.12}",
               "results": "/signal-and-noise/league-table-{hex:.12}", "eventpage": "/signal-and-noise/{slug}-{hex:.12}",
               "impressum": "/policy/imprint-{hex:.12}"},
    "nordic": {"recipe": "/a/74-20{n:06d}", "wiki": "/news/explainers/{slug}", "thread": "/community/thread/{n}",
               "holiday": "/a/74-20{n:06d}", "results": "/sport/results", "eventpage": "/events/{n}-{slug}",
               "impressum": "/about-nrb/imprint"},
    "shopify": {"recipe": "/blogs/recipes/{slug}", "wiki": "/blogs/glossary/{slug}", "thread": "/apps/community/t/{slug}/{n}",
                "holiday": "/products/{slug}", "results": "/pages/latte-art-throwdown-results",
                "eventpage": "/products/{slug}-tickets", "impressum": "/policies/legal-notice"},
    "blogger": {"recipe": "/2024/{mm}/{slug}.html", "wiki": "/p/{slug}.html", "thread": "/p/reader-forum-{n}.html",
                "holiday": "/p/{slug}.html", "results": "/p/league-table.html", "eventpage": "/2024/{mm}/{slug}.html",
                "impressum": "/p/impressum.html"},
    "korea": {"recipe": "/news/2024-{mm}-{dd}/culture/food/{slug}/2{n:06d}", "wiki": "/glossary/{slug}",
              "thread": "/community/board/view/{n}", "holiday": "/travel/stay/{slug}", "results": "/sports/k-league/results",
              "eventpage": "/events/{n}", "impressum": "/about/imprint"},
    "hubspot": {"recipe": "/blog/{slug}", "wiki": "/resources/glossary/{slug}", "thread": "/community/t/{slug}/{n}",
                "holiday": "/events/customer-summit-2024/hotel", "results": "/events/hackathon-2024/winners",
                "eventpage": "/events/{slug}", "impressum": "/de/impressum"},
    "nextjs": {"recipe": "/2024/{mm}/{dd}/{n}/{slug}", "wiki": "/glossary/{slug}", "thread": "/community/{n}/{slug}",
               "holiday": "/deals/{slug}", "results": "/games/esports/standings", "eventpage": "/events/{slug}",
               "impressum": "/impressum"},
    "rundfunk": {"recipe": "/ratgeber/rezepte/{slug}-{n}.html", "wiki": "/wissen/lexikon/{slug}-100.html",
                 "thread": "/mitmachen/forum/beitrag-{n}.html", "holiday": "/reise/ferienwohnung-{slug}-100.html",
                 "results": "/sport/fussball/regionalliga/tabelle-100.html", "eventpage": "/veranstaltungen/{slug}-{n}.html",
                 "impressum": "/impressum/index.html"},
    "institute": {"recipe": "/campus-life/canteen/{slug}", "wiki": "/research/glossary/{slug}",
                  "thread": "/intranet/discussion/topic-{n}", "holiday": "/guest-house/{slug}",
                  "results": "/campus-life/sports/results", "eventpage": "/events/{slug}", "impressum": "/imprint"},
    "council": {"recipe": "/news/{slug}", "wiki": "/local-history/{slug}", "thread": "/have-your-say/forum/topic/{n}",
                "holiday": "/visit/where-to-stay/{slug}", "results": "/sport-and-parks/league-results",
                "eventpage": "/whats-on/{slug}", "impressum": "/impressum"},
    "charity": {"recipe": "/stories/{slug}", "wiki": "/what-we-do/glossary/{slug}", "thread": "/community/forum/t/{n}",
                "holiday": "/challenge-events/{slug}", "results": "/challenge-events/results",
                "eventpage": "/get-involved/events/{slug}", "impressum": "/impressum"},
    "trademag": {"recipe": "/news/food-pharma/{n}/{slug}", "wiki": "/glossary/{slug}",
                 "thread": "/community/discussions/thread-{n}", "holiday": "/events/venues/{slug}",
                 "results": "/awards/results", "eventpage": "/events/{slug}", "impressum": "/impressum"},
    "portal": {"recipe": "/recipe.aspx?id={n}", "wiki": "/lexicon.aspx?term={n}", "thread": "/board/view.aspx?t={n}",
               "holiday": "/rent.aspx?id={n}", "results": "/results.aspx", "eventpage": "/agenda.aspx?id={n}",
               "impressum": "/content.aspx?page=impressum"},
}
# How a template marks a recipe up: JSON-LD (recipe plugins write it, whatever
# else the site declares), microdata itemprops, or plain lists. Most recipe
# pages declare their recipe: search engines show them by it.
RECIPE_MARKUP = {"press": "jsonld", "daily": "jsonld", "drupal": "microdata", "minimal": "jsonld",
                 "magazine": "microdata", "forum": "jsonld", "portal": "plain",
                 "wpnews": "jsonld", "blox": "plain", "ghost": "plain",
                 "arc": "jsonld", "substack": "plain", "joomla": "microdata", "broadcaster": "jsonld",
                 "typo3": "plain", "squarespace": "plain", "brightspot": "jsonld", "aem": "jsonld", "wix": "plain",
                 "beehiiv": "plain", "drupalfr": "jsonld", "nextnews": "jsonld", "radiotv": "plain",
                 "sportsus": "jsonld", "campus": "plain", "elementor": "microdata", "hugo": "plain",
                 "quotidiano": "jsonld", "newspack": "microdata", "webflow": "plain", "medium": "plain",
                 "nordic": "jsonld", "shopify": "plain", "blogger": "plain", "korea": "plain",
                 "hubspot": "plain", "nextjs": "jsonld", "rundfunk": "microdata", "institute": "plain",
                 "council": "jsonld", "charity": "plain", "trademag": "microdata"}
# JSON-LD types of the other records, in the templates that declare JSON-LD.
RECORD_TYPES = {"eventpage": "Event", "holiday": "LodgingBusiness", "thread": "DiscussionForumPosting",
                "results": "SportsEvent"}


# The French template's words: URL words, menu names and the chrome's phrases.
FR_SECTIONS = {"Politics": "Politique", "Business": "\u00c9conomie", "Science": "Sciences", "Culture": "Culture",
               "Sport": "Sport", "Health": "Sant\u00e9", "Technology": "Technologie", "World": "Monde"}
FR_URL = {"Politics": "politique", "Business": "economie", "Science": "sciences", "Culture": "culture", "Sport": "sport",
          "Health": "sante", "Technology": "technologie", "World": "monde"}
FR_TAGS = {"energy": "energie", "housing": "logement", "elections": "elections", "climate": "climat",
           "transport": "transports", "education": "education", "startups": "start-up", "space": "espace"}
FR_MONTHS = ("janvier", "f\u00e9vrier", "mars", "avril", "mai", "juin", "juillet", "ao\u00fbt", "septembre", "octobre",
             "novembre", "d\u00e9cembre")
# Page names, as the English ones are drawn (the same draws, so the French site's pages are the English ones renamed).
FR_TITLES = {"What's on": "Agenda", "Events": "\u00c9v\u00e9nements", "Upcoming events": "Prochains \u00e9v\u00e9nements",
             "All stories": "Tous les articles", "Archive": "Archives", "Galleries": "Diaporamas",
             "Pictures": "En images", "Photo galleries": "Galeries photos", "Live coverage": "En direct",
             "Live blogs": "Les directs", "Live": "Direct", "Contact us": "Nous contacter", "Contact": "Contact",
             "Get in touch": "\u00c9crivez-nous", "About us": "Qui sommes-nous\u00a0?", "About": "\u00c0 propos",
             "Privacy policy": "Politique de confidentialit\u00e9",
             "Privacy notice": "Protection des donn\u00e9es personnelles",
             "Terms of use": "Conditions g\u00e9n\u00e9rales d'utilisation", "Terms and conditions": "CGU",
             "Sign in": "Se connecter", "Page not found": "Page introuvable",
             "404 - Not found": "Erreur 404 - page non trouv\u00e9e",
             "Oops! That page can't be found.": "Oups\u00a0! Cette page n'existe pas.",
             "Impressum": "Mentions l\u00e9gales"}
# The chrome's phrases as the generic pages write them, each with the markup around it.
FR_PHRASES = (("<h2>Related stories</h2>", "<h2>\u00c0 lire aussi</h2>"), ('<div class="tags">Tags: ', '<div class="tags">Mots-cl\u00e9s\u00a0: '),
              ('<div class="share">Share: ', '<div class="share">Partager\u00a0: '), ('<p class="byline">By ', '<p class="byline">Par '),
              ("(Photo: agency)", "(Photo\u00a0: agence)"), ("<h2>More videos</h2>", "<h2>Nos autres vid\u00e9os</h2>"),
              ('<button class="add-to-cart">Add to basket</button>', '<button class="add-to-cart">Ajouter au panier</button>'),
              ("<h2>Customer reviews</h2>", "<h2>Avis clients</h2>"), ("<h2>Our team</h2>", "<h2>La r\u00e9daction</h2>"),
              ('<p class="updated">Last updated: ', '<p class="updated">Derni\u00e8re mise \u00e0 jour\u00a0: '),
              ("<button>Sign in</button>", "<button>Se connecter</button>"),
              ('<a href="/forgot">Forgot your password?</a>', '<a href="/forgot">Mot de passe oubli\u00e9\u00a0?</a>'),
              ('<button class="accept">Accept all</button>', '<button class="accept">Tout accepter</button>'),
              ('<button class="reject">Reject all</button>', '<button class="reject">Tout refuser</button>'),
              ("<button>Search</button>", "<button>Rechercher</button>"), ("<button>Send</button>", "<button>Envoyer</button>"),
              ('<a class="tickets" href="#">Book tickets</a>', '<a class="tickets" href="#">R\u00e9server</a>'),
              ('<span class="live-badge">LIVE</span>', '<span class="live-badge">DIRECT</span>'),
              ("Everything we have written about ", "Tous nos articles sur le th\u00e8me "),
              ("<h2>Latest from ", "<h2>Les derniers articles de "),
              ('<p class="results-count">About ', '<p class="results-count">Environ '), (" results</p>", " r\u00e9sultats</p>"),
              ("<th>Topics</th><th>Replies</th><th>Views</th><th>Last post</th>",
               "<th>Sujets</th><th>R\u00e9ponses</th><th>Vues</th><th>Dernier message</th>"))


def french_title(title: str, site: str) -> str:
    """The French name of a listing or service page drawn in English."""
    if title in FR_TITLES:
        return FR_TITLES[title]
    if title in FR_SECTIONS:
        return FR_SECTIONS[title]
    tag = lambda m: FR_TAGS.get(m.group(1).lower(), m.group(1))  # noqa: E731
    for pattern, french in ((r"Tag: (\w+)", lambda m: f"Mot-cl\u00e9\u00a0: {tag(m)}"),
                            (r"Posts tagged (\w+)", lambda m: f"Articles avec le mot-cl\u00e9 {tag(m)}"),
                            (r"Topic: (\w+)", lambda m: f"Th\u00e8me\u00a0: {tag(m).title()}"),
                            (r"Search results for \u201c(\w+)\u201d",
                             lambda m: f"R\u00e9sultats de recherche pour \u00ab\u00a0{tag(m)}\u00a0\u00bb"),
                            (r"(\w+) discussion", lambda m: f"Forum\u00a0: {tag(m)}"),
                            (r"(\w+) \u2013 Page 2", lambda m: f"{FR_SECTIONS.get(m.group(1), m.group(1))} \u2013 Page 2"),
                            (r"About (.+)", lambda m: f"\u00c0 propos du {m.group(1)}")):
        match = re.fullmatch(pattern, title)
        if match:
            return french(match)
    if title == f"{site}: news, views and more":
        return f"{site}\u00a0: toute l'actualit\u00e9 de la r\u00e9gion"
    return title


def french(markup: str) -> str:
    for english, french_text in FR_PHRASES:
        markup = markup.replace(english, french_text)
    return markup


# The Italian daily's words (quotidiano): desks, tag URL words and the chrome's phrases, the same draws renamed.
IT_DESKS = (("Politics", "Politica", "politica"), ("Business", "Economia", "economia"), ("Science", "Scienze", "scienze"),
            ("Culture", "Cultura", "cultura"), ("Sport", "Sport", "sport"), ("Health", "Salute", "salute"),
            ("Technology", "Tecnologia", "tecnologia"), ("World", "Esteri", "esteri"))
IT_TAGS = {"energy": "energia", "housing": "casa", "elections": "elezioni", "climate": "clima", "transport": "trasporti",
           "education": "scuola", "startups": "startup", "space": "spazio"}
IT_TITLES = {"What's on": "Agenda", "Events": "Eventi", "Upcoming events": "Prossimi eventi",
             "All stories": "Ultime notizie", "Archive": "Archivio", "Galleries": "Fotogallery", "Pictures": "Foto",
             "Photo galleries": "Gallerie fotografiche", "Live coverage": "Dirette", "Live blogs": "Le dirette",
             "Live": "Diretta", "Contact us": "Contatti", "Contact": "Contatti", "Get in touch": "Scrivi alla redazione",
             "About us": "Chi siamo", "About": "Chi siamo", "Privacy policy": "Informativa sulla privacy",
             "Privacy notice": "Informativa privacy", "Terms of use": "Termini e condizioni d'uso",
             "Terms and conditions": "Condizioni generali", "Sign in": "Accedi", "Page not found": "Pagina non trovata",
             "404 - Not found": "Errore 404 - pagina non trovata",
             "Oops! That page can't be found.": "Ops! La pagina che cerchi non esiste.", "Impressum": "Note legali"}
IT_PHRASES = (("<h2>Related stories</h2>", "<h2>Leggi anche</h2>"), ('<div class="tags">Tags: ', '<div class="tags">Argomenti: '),
              ('<div class="share">Share: ', '<div class="share">Condividi: '), ('<p class="byline">By ', '<p class="byline">di '),
              ("(Photo: agency)", "(Foto: agenzia)"), ("<h2>More videos</h2>", "<h2>Altri video</h2>"),
              ('<button class="add-to-cart">Add to basket</button>', '<button class="add-to-cart">Aggiungi al carrello</button>'),
              ("<h2>Customer reviews</h2>", "<h2>Recensioni</h2>"), ("<h2>Our team</h2>", "<h2>La redazione</h2>"),
              ('<p class="updated">Last updated: ', '<p class="updated">Ultimo aggiornamento: '),
              ("<button>Sign in</button>", "<button>Accedi</button>"),
              ('<a href="/forgot">Forgot your password?</a>', '<a href="/forgot">Password dimenticata?</a>'),
              ('<button class="accept">Accept all</button>', '<button class="accept">Accetta tutto</button>'),
              ('<button class="reject">Reject all</button>', '<button class="reject">Rifiuta tutto</button>'),
              ("<button>Search</button>", "<button>Cerca</button>"), ("<button>Send</button>", "<button>Invia</button>"),
              ('<a class="tickets" href="#">Book tickets</a>', '<a class="tickets" href="#">Acquista i biglietti</a>'),
              ('<span class="live-badge">LIVE</span>', '<span class="live-badge">DIRETTA</span>'),
              ("Everything we have written about ", "Tutti i nostri articoli su "), ("<h2>Latest from ", "<h2>Gli articoli di "),
              ('<p class="results-count">About ', '<p class="results-count">Circa '), (" results</p>", " risultati</p>"),
              ("<h2>Most read</h2>", "<h2>I pi\u00f9 letti</h2>"), ('Most read</h2>', 'I pi\u00f9 letti</h2>'),
              ("<h2>Newsletter</h2><p>The day\'s top stories in your inbox every morning.</p>",
               "<h2>Newsletter</h2><p>Le notizie del giorno nella tua casella ogni mattina.</p>"),
              ('placeholder="Email address"><button>Sign up</button>', 'placeholder="Indirizzo email"><button>Iscriviti</button>'),
              ('<div class="ad ad-mpu">Advertisement</div>', '<div class="ad ad-mpu">Pubblicit\u00e0</div>'),
              ("<th>Topics</th><th>Replies</th><th>Views</th><th>Last post</th>",
               "<th>Discussioni</th><th>Risposte</th><th>Visite</th><th>Ultimo messaggio</th>"))


def italian_title(title: str, site: str) -> str:
    """The Italian name of a listing or service page drawn in English (the desks are renamed before)."""
    if title in IT_TITLES:
        return IT_TITLES[title]
    tag = lambda m: IT_TAGS.get(m.group(1).lower(), m.group(1))  # noqa: E731
    for pattern, italian in ((r"(?:Tag|Topic): (\w+)( \u2013 Page 2)?", lambda m: f"Argomento: {tag(m).title()}" + (
                                 " \u2013 Pagina 2" if m.group(2) else "")),
                             (r"Posts tagged (\w+)", lambda m: f"Articoli su {tag(m)}"),
                             (r"Search results for \u201c(\w+)\u201d( \u2013 Page 2)?",
                              lambda m: f"Risultati della ricerca per \u00ab{tag(m)}\u00bb" + (
                                  " \u2013 Pagina 2" if m.group(2) else "")),
                             (r"(\w+) discussion", lambda m: f"Forum: {tag(m)}"),
                             (r"(\w+) \u2013 Page 2", lambda m: f"{m.group(1)} \u2013 Pagina 2"),
                             (r"About (.+)", lambda m: f"Chi siamo: {m.group(1)}")):
        match = re.fullmatch(pattern, title)
        if match:
            return italian(match)
    if title == f"{site}: news, views and more":
        return f"{site}: notizie, commenti e approfondimenti"
    return title


@dataclass(frozen=True)
class Story:
    title: str
    paragraphs: tuple[str, ...]


def read_stories(corpus: Path) -> list[Story]:
    """Headline and paragraphs of every Dragnet gold text with a headline line and three long paragraphs."""
    stories = []
    with gzip.open(corpus, "rt", encoding="utf-8") as lines:
        for line in lines:
            gold = json.loads(line)["gold"].replace("\ufffd", "'")
            rows = [r.strip() for r in gold.splitlines() if r.strip()]
            titles = [r for r in rows[:3] if 4 <= len(r.split()) <= 14 and not r.endswith(".")
                      and not r.lower().startswith("by ") and not re.search(r"\d{4}", r)]
            paragraphs = tuple(r for r in rows if 25 <= len(r.split()) <= 160)
            if titles and len(paragraphs) >= 3:
                stories.append(Story(titles[0], paragraphs))
    return stories


def slug(text: str) -> str:
    return "-".join(re.findall(r"[a-z0-9]+", text.lower())[:8]) or "page"


def words(text: str, n: int) -> str:
    cut = text.split()[:n]
    return " ".join(cut) + ("..." if len(text.split()) > n else "")


def esc(text: str) -> str:
    return html.escape(text, quote=True)


@dataclass(frozen=True)
class Template:
    """How one site writes its pages: URL scheme, markup and declarations."""

    name: str
    site: str
    urls: dict[str, str]  # kind -> URL path pattern ({slug}, {n}, {tag}, {name})
    og_policy: str  # "typed": article/website by page; "article": on every page; "website": on every page; "none"
    jsonld: bool  # JSON-LD types declared (WebPage, CollectionPage, NewsArticle...)
    layout: str  # "div" or "table"
    teaser: Callable[[random.Random, Story, str, str], str]  # rng, story, url, summary -> HTML
    list_wrap: tuple[str, str]
    article_open: str
    body_open: str
    body_close: str
    title_format: str = "{title} | {site}"  # the <title>: page title and site name
    lang: str = "en"  # the chrome's language ("fr": menus, buttons, page names and URL words in French)
    # The site's own desks for the eight drawn sections: (drawn name, shown name, URL word); empty: as drawn.
    sections: tuple[tuple[str, str, str], ...] = ()


def _date(rng: random.Random) -> tuple[str, str]:
    month, day = rng.randint(1, 12), rng.randint(1, 28)
    months = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
              "October", "November", "December")
    return f"2024-{month:02d}-{day:02d}", f"{day} {months[month - 1]} 2024"


def _teaser_press(rng, story, url, summary):
    iso, shown = _date(rng)
    more = f'<div class="entry-summary"><p>{esc(summary)} <a class="more-link" href="{url}">Continue reading</a></p></div>' if summary else ""
    return (f'<article class="post-{rng.randint(100, 9999)} post type-post status-publish hentry">'
            f'<header class="entry-header"><h2 class="entry-title"><a href="{url}" rel="bookmark">{esc(story.title)}</a></h2>'
            f'<div class="entry-meta"><span class="posted-on"><time class="entry-date" datetime="{iso}">{shown}</time></span>'
            f' <span class="byline">by <a href="/author/{slug(rng.choice(AUTHORS))}/">{rng.choice(AUTHORS)}</a></span></div></header>'
            f'{more}</article>\n')


def _teaser_daily(rng, story, url, summary):
    stand = f'<p class="card__standfirst">{esc(summary)}</p>' if summary else ""
    return (f'<div class="card card--{rng.choice(("small", "medium"))}"><a class="card__link" href="{url}">'
            f'<img class="card__image" src="/img/{rng.randint(1000, 9999)}.jpg" alt="">'
            f'<h3 class="card__headline">{esc(story.title)}</h3></a>{stand}'
            f'<span class="card__meta">{rng.choice(SECTIONS)} | {rng.randint(1, 23)} hours ago</span></div>\n')


def _teaser_drupal(rng, story, url, summary):
    _, shown = _date(rng)
    body = (f'<div class="views-field views-field-body"><div class="field-content"><p>{esc(summary)}</p></div></div>'
            if summary else "")
    return (f'<div class="views-row"><div class="views-field views-field-title"><span class="field-content">'
            f'<a href="{url}" hreflang="en">{esc(story.title)}</a></span></div>{body}'
            f'<div class="views-field views-field-created"><span class="field-content">{shown}</span></div></div>\n')


def _teaser_minimal(rng, story, url, summary):
    iso, shown = _date(rng)
    text = f'<p>{esc(summary)}</p>' if summary else ""
    return f'<li><time datetime="{iso}">{shown}</time> &raquo; <a href="{url}">{esc(story.title)}</a>{text}</li>\n'


def _teaser_magazine(rng, story, url, summary):
    dek = f'<p class="tile__dek">{esc(summary)}</p>' if summary else ""
    return (f'<article class="tile"><a class="tile__link" href="{url}"><figure class="tile__media">'
            f'<img src="/media/{rng.randint(1000, 9999)}.webp" alt="{esc(story.title[:40])}"></figure>'
            f'<span class="tile__kicker">{rng.choice(SECTIONS)}</span><h3 class="tile__title">{esc(story.title)}</h3></a>'
            f'{dek}<p class="tile__byline">By {rng.choice(AUTHORS)}</p></article>\n')


def _teaser_forum(rng, story, url, summary):
    snippet = f'<div class="snippet">{esc(summary)}</div>' if summary else ""
    return (f'<li class="block-row"><h3 class="block-title"><a href="{url}">{esc(story.title)}</a></h3>{snippet}'
            f'<ul class="listInline"><li>{rng.choice(AUTHORS).split()[0].lower()}{rng.randint(1, 99)}</li>'
            f'<li>{rng.randint(1, 40)} replies</li></ul></li>\n')


def _teaser_portal(rng, story, url, summary):
    _, shown = _date(rng)
    lead = f'<br><span class="lead">{esc(summary)}</span>' if summary else ""
    return (f'<tr><td class="date" valign="top">{shown}</td><td><a class="newstitle" href="{url}">'
            f'<b>{esc(story.title)}</b></a>{lead}</td></tr>\n')


def _uploads(rng):
    return f"/wp-content/uploads/2024/{rng.randint(1, 12):02d}/img-{rng.randint(100, 9999)}-696x392.jpg"


def _teaser_wpnews(rng, story, url, summary):
    iso, shown = _date(rng)
    author = rng.choice(AUTHORS)
    excerpt = f'<div class="td-excerpt">{esc(summary)}</div>' if summary else ""
    return (f'<div class="td_module_flex td_module_flex_1 td_module_wrap td-animation-stack">'
            f'<div class="td-module-container td-category-pos-above"><div class="td-image-container">'
            f'<div class="td-module-thumb"><a href="{url}" rel="bookmark" class="td-image-wrap" title="{esc(story.title)}">'
            f'<span class="entry-thumb td-thumb-css" style="background-image: url({_uploads(rng)})"></span></a></div></div>'
            f'<div class="td-module-meta-info"><a href="/category/{rng.choice(SECTIONS).lower()}/" class="td-post-category">'
            f'{rng.choice(SECTIONS)}</a><h3 class="entry-title td-module-title"><a href="{url}" rel="bookmark" '
            f'title="{esc(story.title)}">{esc(story.title)}</a></h3><div class="td-editor-date"><span class="td-author-date">'
            f'<span class="td-post-author-name"><a href="/author/{slug(author)}/">{author}</a> <span>-</span> </span>'
            f'<span class="td-post-date"><time class="entry-date updated td-module-date" datetime="{iso}">{shown}</time>'
            f'</span></span></div>{excerpt}</div></div></div>\n')


def _teaser_blox(rng, story, url, summary):
    section = rng.choice(SECTIONS)
    lead = f'<div class="card-lead"><p class="tnt-summary">{esc(summary)}</p></div>' if summary else ""
    return (f'<article class="tnt-asset-type-article tnt-section-{section.lower()} card summary">'
            f'<div class="card-container"><div class="card-image"><figure class="photo"><a href="{url}" '
            f'aria-label="{esc(story.title)}"><img src="/content/tncms/assets/v3/editorial/{rng.randint(10, 99)}/'
            f'{rng.randint(1000, 9999)}.image.jpg" alt=""></a></figure></div><div class="card-body">'
            f'<div class="card-label-section"><a href="/news/{section.lower()}/">{section}</a></div>'
            f'<div class="card-headline"><h3 class="tnt-headline"><a href="{url}">{esc(story.title)}</a></h3></div>{lead}'
            f'<ul class="list-inline card-byline"><li class="card-byline-author">By {rng.choice(AUTHORS)}</li>'
            f'<li><time>{rng.randint(1, 23)} hrs ago</time></li></ul></div></div></article>\n')


def _teaser_ghost(rng, story, url, summary):
    # Casper's post card: the headline and the excerpt are one link.
    iso, shown = _date(rng)
    excerpt = f'<div class="post-card-excerpt">{esc(summary)}</div>' if summary else ""
    return (f'<article class="post-card post tag-{rng.choice(TAGS)}"><a class="post-card-image-link" href="{url}">'
            f'<img class="post-card-image" src="/content/images/size/w600/2024/{rng.randint(1, 12):02d}/'
            f'photo-{rng.randint(1000, 9999)}.jpg" alt="" loading="lazy"></a><div class="post-card-content">'
            f'<a class="post-card-content-link" href="{url}"><header class="post-card-header">'
            f'<div class="post-card-primary-tag">{rng.choice(SECTIONS)}</div><h2 class="post-card-title">'
            f'{esc(story.title)}</h2></header>{excerpt}</a><footer class="post-card-meta">'
            f'<time class="post-card-meta-date" datetime="{iso}">{shown}</time>'
            f'<span class="post-card-meta-length">{rng.randint(2, 12)} min read</span></footer></div></article>\n')


def _teaser_arc(rng, story, url, summary):
    # An Arc XP / Next.js front end: the card is one block of generated class names.
    description = f'<p class="c-description results-list--description">{esc(summary)}</p>' if summary else ""
    return (f'<div class="b-results-list__item c-stack"><a class="c-link" href="{url}" aria-hidden="true" tabindex="-1">'
            f'<img class="c-image" src="/resizer/v2/{hashlib.sha1(url.encode()).hexdigest()[:26].upper()}.jpg?auth=1&amp;width=274" '
            f'alt="" loading="lazy"></a><div class="c-stack b-results-list__headline"><a class="c-link" href="{url}">'
            f'<h2 class="c-heading">{esc(story.title)}</h2></a>{description}<div class="c-attribution">'
            f'By {rng.choice(AUTHORS)} <time class="c-date">{_date(rng)[1]}</time></div></div></div>\n')


def _teaser_substack(rng, story, url, summary):
    # A newsletter's archive row: headline and subtitle are links, likes and comments counted beside them.
    subtitle = f'<a class="pencraft subtitle" href="{url}">{esc(summary)}</a>' if summary else ""
    return (f'<div class="post-preview portable-archive-post" role="article"><div class="post-preview-content">'
            f'<a class="pencraft post-preview-title" href="{url}">{esc(story.title)}</a>{subtitle}'
            f'<div class="post-preview-meta"><time datetime="{_date(rng)[0]}">{_date(rng)[1].rsplit(" ", 1)[0]}</time>'
            f' &#8226; <a href="/@{slug(rng.choice(AUTHORS)).replace("-", "")}">{rng.choice(AUTHORS)}</a>'
            f'<a class="like-button" href="#">{rng.randint(3, 400)}</a><a class="comment-button" href="{url}/comments">'
            f'{rng.randint(0, 90)}</a></div></div><div class="post-preview-image"><img src="https://substackcdn.com/'
            f'image/fetch/w_320/{rng.randint(10000, 99999)}.png" alt=""></div></div>\n')


def _teaser_joomla(rng, story, url, summary):
    # Joomla's category blog: each item its own BlogPosting microdata, intro text and a "Read more" link.
    iso, shown = _date(rng)
    intro = f'<p>{esc(summary)}</p>' if summary else ""
    more = (f'<p class="readmore"><a class="btn btn-secondary" href="{url}" aria-label="Read more: {esc(story.title)}">'
            f'Read more: {esc(words(story.title, 5))}</a></p>' if summary else "")
    return (f'<div class="blog-item" itemprop="blogPost" itemscope itemtype="https://schema.org/BlogPosting">'
            f'<div class="item-content"><div class="page-header"><h2 itemprop="name"><a href="{url}" itemprop="url">'
            f'{esc(story.title)}</a></h2></div><dl class="article-info text-muted"><dd class="createdby" '
            f'itemprop="author">Written by <span itemprop="name">{rng.choice(AUTHORS)}</span></dd><dd class="published">'
            f'<time datetime="{iso}" itemprop="datePublished">Published: {shown}</time></dd><dd class="hits">'
            f'Hits: {rng.randint(20, 9000)}</dd></dl>{intro}{more}</div></div>\n')


def _teaser_broadcaster(rng, story, url, summary):
    # A public broadcaster's promo: headline link, summary, a timestamp and a topic link below.
    text = f'<p class="promo-summary">{esc(summary)}</p>' if summary else ""
    return (f'<li class="ssrcss-promo-item"><div class="promo" data-testid="promo"><div class="promo-image">'
            f'<img src="https://ichef.example.org/news/480/cpsprodpb/{rng.randint(1000, 9999)}.jpg" alt=""></div>'
            f'<div class="promo-text"><p class="promo-heading"><a class="promo-link" href="{url}"><span>'
            f'{esc(story.title)}</span></a></p>{text}<ul class="promo-meta"><li><time>{rng.randint(1, 23)} hrs ago'
            f'</time></li><li><a href="/news/{rng.choice(SECTIONS).lower()}">{rng.choice(SECTIONS)}</a></li></ul>'
            f'</div></div></li>\n')


def _teaser_typo3(rng, story, url, summary):
    # TYPO3's news extension (tx_news) list item: its own Article microdata, image, headline, teaser text,
    # "Read more", and a footer line of date, category and author; dates written day.month.year.
    iso, _ = _date(rng)
    text = (f'<div class="teaser-text"><div itemprop="description"><p>{esc(summary)}</p></div>'
            f'<a class="more" title="{esc(story.title)}" href="{url}">Read more</a></div>' if summary else "")
    return (f'<div class="article articletype-0" itemscope="itemscope" itemtype="http://schema.org/Article">'
            f'<div class="news-img-wrap"><a title="{esc(story.title)}" href="{url}"><img class="img-fluid" '
            f'src="/fileadmin/_processed_/{rng.choice("0123456789abcdef")}/{rng.choice("0123456789abcdef")}/'
            f'csm_{rng.randint(10000, 99999)}_{hashlib.sha1(url.encode()).hexdigest()[:10]}.jpg" width="282" '
            f'height="188" alt=""></a></div><div class="header"><h3><a title="{esc(story.title)}" href="{url}">'
            f'<span itemprop="headline">{esc(story.title)}</span></a></h3></div>{text}<div class="footer"><p>'
            f'<span class="news-list-date"><time itemprop="datePublished" datetime="{iso}">'
            f'{iso[8:10]}.{iso[5:7]}.{iso[:4]}</time></span> <span class="news-list-category">{rng.choice(SECTIONS)}'
            f'</span> <span class="news-list-author" itemprop="author" itemscope="itemscope" '
            f'itemtype="http://schema.org/Person">by <span itemprop="name">{rng.choice(AUTHORS)}</span></span>'
            f'</p></div></div>\n')


def _teaser_squarespace(rng, story, url, summary):
    # Squarespace's blog list item: an image link, a date, the title (an h1 in most of its templates),
    # an excerpt and a "Read More" link, each in its own block.
    iso, shown = _date(rng)
    excerpt = (f'<div class="blog-excerpt"><div class="blog-excerpt-wrapper"><p class="" style="white-space:pre-wrap;">'
               f'{esc(summary)}</p></div></div><a class="blog-more-link" href="{url}">Read More</a>' if summary else "")
    return (f'<article class="blog-basic-grid--container entry blog-item is-loaded"><div class="blog-basic-grid--image">'
            f'<a href="{url}" class="image-wrapper" data-animation-role="image"><img data-src="https://images.'
            f'squarespace-cdn.com/content/v1/{hashlib.sha1(url.encode()).hexdigest()[:24]}/IMG_{rng.randint(1000, 9999)}.jpg" '
            f'alt=""></a></div><div class="blog-basic-grid--text"><div class="blog-meta-section"><span class="blog-author">'
            f'{rng.choice(AUTHORS)}</span><time class="blog-date" pubdate datetime="{iso}">{shown}</time></div>'
            f'<h1 class="blog-title"><a href="{url}" data-no-animation>{esc(story.title)}</a></h1>{excerpt}</div></article>\n')


def _teaser_brightspot(rng, story, url, summary):
    # Brightspot's PagePromo: media, category, title and description, each its own link to the story,
    # a byline and a bsp-timestamp custom element below.
    iso, shown = _date(rng)
    section = rng.choice(SECTIONS)
    description = (f'<div class="PagePromo-description"><a class="Link" href="{url}"><span class="PagePromoContentIcons-text">'
                   f'{esc(summary)}</span></a></div>' if summary else "")
    return (f'<div class="PageList-items-item"><div class="PagePromo" data-content-type="article"><div class="PagePromo-media">'
            f'<a class="Link" aria-label="{esc(story.title)}" href="{url}"><picture><img class="Image" alt="" loading="lazy" '
            f'src="https://dims.example-cdn.com/dims4/default/{hashlib.sha1(url.encode()).hexdigest()[:7]}/2147483647/'
            f'resize/599x/quality/90/?url={rng.randint(100000, 999999)}"></picture></a></div><div class="PagePromo-content">'
            f'<div class="PagePromo-category"><a class="Link" href="/hub/{section.lower()}">{section}</a></div>'
            f'<div class="PagePromo-title"><a class="Link" href="{url}"><span class="PagePromoContentIcons-text">'
            f'{esc(story.title)}</span></a></div>{description}<div class="PagePromo-byline"><div class="PagePromo-author">'
            f'By {rng.choice(AUTHORS)}</div><div class="PagePromo-date"><bsp-timestamp data-timestamp="{iso}">'
            f'<span class="Timestamp">{shown}</span></bsp-timestamp></div></div></div></div></div>\n')



def _teaser_aem(rng, story, url, summary):
    # Adobe Experience Manager's core Teaser component inside a List: image, pretitle, title link,
    # description and an action link, every part a cmp-teaser__ element.
    description = (f'<div class="cmp-teaser__description"><p>{esc(summary)}</p></div>' if summary else "")
    return (f'<li class="cmp-list__item"><div class="teaser herald-teaser--horizontal"><div class="cmp-teaser">'
            f'<div class="cmp-teaser__image"><div class="cmp-image" data-cmp-is="image"><img class="cmp-image__image" '
            f'src="/content/dam/herald/{rng.randint(2019, 2024)}/{hashlib.sha1(url.encode()).hexdigest()[:12]}.jpg/'
            f'_jcr_content/renditions/cq5dam.web.640.360.jpeg" alt="" loading="lazy"></div></div>'
            f'<div class="cmp-teaser__content"><p class="cmp-teaser__pretitle">{rng.choice(SECTIONS)}</p>'
            f'<h3 class="cmp-teaser__title"><a class="cmp-teaser__title-link" href="{url}">{esc(story.title)}</a></h3>'
            f'{description}<div class="cmp-teaser__action-container"><a class="cmp-teaser__action-link" href="{url}">'
            f'Read more</a></div></div></div></div></li>\n')


def _teaser_wix(rng, story, url, summary):
    # Wix Blog's post list item: data-hook attributes, the title a link around a heading, a description
    # of its own, the author's avatar and name, a date and a read time, views and comments counted.
    description = (f'<div data-hook="post-description" class="post-description"><p class="ki9QK">{esc(summary)}</p>'
                   f'</div>' if summary else "")
    return (f'<div data-hook="post-list-item" class="gallery-item-container item-container-regular">'
            f'<div class="post-list-item-wrapper"><a href="{url}" data-hook="post-list-item-image"><wow-image '
            f'class="HlRz5e"><img src="https://static.wixstatic.com/media/{hashlib.sha1(url.encode()).hexdigest()[:6]}'
            f'_{hashlib.sha1(story.title.encode()).hexdigest()[:20]}~mv2.jpg/v1/fill/w_454,h_341/image.jpg" alt="">'
            f'</wow-image></a><div class="post-list-item-body"><div class="post-metadata"><span data-hook="user-name" '
            f'class="user-name">{rng.choice(AUTHORS)}</span><ul class="date-read-time"><li><span data-hook="time-ago" '
            f'class="post-metadata__date time-ago">{_date(rng)[1].rsplit(" ", 1)[0]}</span></li><li><span '
            f'data-hook="time-to-read" class="post-metadata__readTime">{rng.randint(1, 9)} min read</span></li></ul>'
            f'</div><a href="{url}" data-hook="post-list-item__title" class="post-title-link"><h2 class="post-title '
            f'blog-post-title-font"><div class="post-title__text">{esc(story.title)}</div></h2></a>{description}'
            f'<div class="post-footer"><span data-hook="view-count">{rng.randint(3, 900)} views</span>'
            f'<span data-hook="comment-count">{rng.randint(0, 20)} comments</span><button data-hook="like-button" '
            f'aria-label="Post not marked as liked">{rng.randint(0, 40)}</button></div></div></div></div>\n')


def _teaser_beehiiv(rng, story, url, summary):
    # A beehiiv newsletter's archive card: the whole card one link (image, headline, subtitle, author
    # and date inside it), Tailwind utility classes, no semantic element.
    subtitle = (f'<p class="line-clamp-2 text-sm text-wt-text-on-background opacity-75">{esc(summary)}</p>'
                if summary else "")
    return (f'<div class="col-span-1 flex flex-col"><a class="group flex h-full flex-col gap-3 rounded-wt '
            f'transition-all" href="{url}" data-discover="true"><div class="aspect-[1.91/1] w-full overflow-hidden">'
            f'<img class="h-full w-full object-cover transition-transform group-hover:scale-105" '
            f'src="https://media.beehiiv.com/cdn-cgi/image/fit=scale-down,format=auto,onerror=redirect,quality=80/'
            f'uploads/asset/file/{hashlib.sha1(url.encode()).hexdigest()[:8]}-{rng.randint(1000, 9999)}.jpg" alt="">'
            f'</div><div class="flex flex-col gap-2"><h2 class="line-clamp-2 font-heading text-lg font-semibold '
            f'text-wt-text-on-background">{esc(story.title)}</h2>{subtitle}<div class="flex items-center gap-2 '
            f'text-xs"><span class="font-medium">{rng.choice(AUTHORS)}</span><span>&#183;</span><time '
            f'datetime="{_date(rng)[0]}">{_date(rng)[1]}</time></div></div></a></div>\n')


def _teaser_drupalfr(rng, story, url, summary):
    # A Drupal 10 node teaser in a French regional paper's view: rubric, headline link, "Publie le",
    # the body's summary and a "Lire la suite" link carrying the headline for screen readers.
    iso, _ = _date(rng)
    section = rng.choice(SECTIONS)
    shown = f"{int(iso[8:10])} {FR_MONTHS[int(iso[5:7]) - 1]} {iso[:4]}"
    body = (f'<div class="clearfix text-formatted field field--name-body field--type-text-with-summary '
            f'field--label-hidden field__item"><p>{esc(summary)}</p></div>' if summary else "")
    return (f'<div class="views-row"><article role="article" class="node node--type-article node--promoted '
            f'node--view-mode-teaser"><div class="field field--name-field-image field--type-image"><a href="{url}">'
            f'<img loading="lazy" src="/sites/default/files/styles/vignette/public/{iso[:7]}/'
            f'{hashlib.sha1(url.encode()).hexdigest()[:10]}.jpg?itok={rng.randint(10000, 99999)}" width="400" '
            f'height="225" alt=""></a></div><div class="field field--name-field-rubrique"><a href="/'
            f'{FR_URL[section]}" hreflang="fr">{FR_SECTIONS[section]}</a></div><h2 class="node__title"><a href="{url}" '
            f'rel="bookmark"><span class="field field--name-title field--type-string">{esc(story.title)}</span></a>'
            f'</h2><div class="node__meta">Publi\u00e9 le <time datetime="{iso}T{rng.randint(5, 22):02d}:00:00+01:00">'
            f'{shown}</time></div>{body}<div class="node__links"><ul class="links inline"><li class="node-readmore">'
            f'<a href="{url}" rel="tag" hreflang="fr">Lire la suite<span class="visually-hidden"> sur '
            f'{esc(story.title)}</span></a></li></ul></div></article></div>\n')


def _teaser_nextnews(rng, story, url, summary):
    # A Next.js news app's story card: CSS-module class names with build hashes, the kicker a link to
    # its section, the headline a link, the dek outside it, a relative time from the client.
    section = rng.choice(SECTIONS)
    dek = f'<p class="StoryCard_dek__Xq81d">{esc(summary)}</p>' if summary else ""
    return (f'<div class="StoryCard_card__3kPqz StoryCard_horizontal__m2Hd0" data-testid="story-card">'
            f'<a class="StoryCard_media__T9bLs" href="{url}" tabindex="-1" aria-hidden="true"><span style="box-sizing:'
            f'border-box;display:block;overflow:hidden"><img alt="" sizes="(max-width: 768px) 100vw, 33vw" '
            f'srcset="/_next/image?url=https%3A%2F%2Fcdn.example-media.com%2F{hashlib.sha1(url.encode()).hexdigest()[:16]}'
            f'.jpg&amp;w=640&amp;q=75 640w" decoding="async" class="StoryCard_image__pL0aa"></span></a>'
            f'<div class="StoryCard_body__Vb2Ne"><a class="StoryCard_kicker__q7CkM" href="/{section.lower()}">{section}</a>'
            f'<h3 class="StoryCard_headline__Lm4Rt"><a href="{url}">{esc(story.title)}</a></h3>{dek}'
            f'<div class="StoryCard_meta__c0VnE"><time dateTime="{_date(rng)[0]}">{rng.randint(1, 23)}h ago</time>'
            f'</div></div></div>\n')


def _teaser_radiotv(rng, story, url, summary):
    # A local TV station's story card: a thumbnail with a play badge and a clip's length (most stories
    # carry the newscast's clip), the headline a link, a dek, an "Updated" time in the station's zone.
    dek = f'<p class="story-card__dek">{esc(summary)}</p>' if summary else ""
    clip = (f'<span class="story-card__badge"><svg class="icon-play" aria-hidden="true"></svg>'
            f'{rng.randint(0, 3)}:{rng.randint(10, 59)}</span>' if rng.random() < 0.6 else "")
    return (f'<li class="story-list__item"><div class="story-card" data-story-id="{rng.randint(100000, 999999)}">'
            f'<a class="story-card__thumb" href="{url}"><img src="https://media.kxrv.example/photo/2024/'
            f'{rng.randint(1, 12):02d}/{hashlib.sha1(url.encode()).hexdigest()[:12]}_1280x720.jpg?w=320" alt="">{clip}</a>'
            f'<div class="story-card__text"><h4 class="story-card__title"><a href="{url}">{esc(story.title)}</a></h4>'
            f'{dek}<span class="story-card__time">Updated: {rng.randint(1, 12)}:{rng.randint(10, 59)} '
            f'{rng.choice(("AM", "PM"))} CST</span></div></div></li>\n')


SPORTS_DESKS = (("Politics", "NFL", "nfl"), ("Business", "NBA", "nba"), ("Science", "MLB", "mlb"),
                ("Culture", "NHL", "nhl"), ("Sport", "College Football", "college-football"), ("Health", "Soccer", "soccer"),
                ("Technology", "Golf", "golf"), ("World", "Olympics", "olympics"))


def _hashed(rng: random.Random) -> str:
    """A styled-components class pair: the component's id and the style's hash."""
    return f"sc-{rng.getrandbits(24):06x}-{rng.randint(0, 9)} {''.join(rng.choice('abcdefghijkLMNOPQRSTuvwxyz') for _ in range(6))}"


def _teaser_sportsus(rng, story, url, summary):
    # A US sports site's content card on a React front end: styled-components class names only, the league a
    # label, the headline a link, a dek, the time since publication; a play badge on some.
    _, league, _ = rng.choice(SPORTS_DESKS)
    dek = f'<p class="{_hashed(rng)}">{esc(summary)}</p>' if summary else ""
    badge = f'<span class="{_hashed(rng)}" aria-label="Video">&#9654; {rng.randint(0, 4)}:{rng.randint(10, 59)}</span>' if rng.random() < 0.3 else ""
    return (f'<div class="{_hashed(rng)} ContentItem" data-mptype="story"><a class="{_hashed(rng)}" href="{url}">'
            f'<img class="{_hashed(rng)}" src="https://a.metrosports.example/photo/2024/{hashlib.sha1(url.encode()).hexdigest()[:10]}'
            f'.jpg?w=400&amp;h=225" alt="">{badge}</a><div class="{_hashed(rng)}"><span class="{_hashed(rng)}">{league}</span>'
            f'<h3 class="{_hashed(rng)}"><a href="{url}">{esc(story.title)}</a></h3>{dek}<span class="{_hashed(rng)}">'
            f'{rng.randint(1, 23)}h</span></div></div>\n')


CAMPUS_DESKS = (("Politics", "Public Affairs", "public-affairs"), ("Business", "Business School", "business"),
                ("Science", "Research", "research"), ("Culture", "Arts and Humanities", "arts-humanities"),
                ("Sport", "Athletics", "athletics"), ("Health", "Medicine", "medicine"),
                ("Technology", "Engineering", "engineering"), ("World", "Global", "global"))
MAGAZINE_DESKS = (("Politics", "Ideas", "ideas"), ("Business", "Money", "money"), ("Science", "Science", "science"),
                  ("Culture", "Culture", "culture"), ("Sport", "Outdoors", "outdoors"), ("Health", "Wellness", "wellness"),
                  ("Technology", "Tech", "tech"), ("World", "Travel", "travel"))


def _teaser_campus(rng, story, url, summary):
    # A university newsroom's news teaser (a Drupal-based campus theme): a card with the unit's name, the
    # headline a link, a summary, a date written the US way; a "Read more" link with the headline hidden.
    iso, _ = _date(rng)
    _, unit, _ = rng.choice(CAMPUS_DESKS)
    months = ("Jan.", "Feb.", "March", "April", "May", "June", "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec.")
    text = f'<div class="nu-card__summary"><p>{esc(summary)}</p></div>' if summary else ""
    return (f'<div class="views-row"><article class="nu-card nu-card--news" about="{url}"><div class="nu-card__media">'
            f'<img src="/sites/default/files/styles/nu_card/public/news/2024-{iso[5:7]}/{hashlib.sha1(url.encode()).hexdigest()[:8]}'
            f'.jpg" alt="" loading="lazy"></div><div class="nu-card__body"><p class="nu-card__eyebrow">{unit}</p>'
            f'<h3 class="nu-card__title"><a href="{url}">{esc(story.title)}</a></h3>{text}<p class="nu-card__date">'
            f'<time datetime="{iso}">{months[int(iso[5:7]) - 1]} {int(iso[8:10])}, 2024</time></p>'
            f'<a class="nu-card__more visually-hidden-focusable" href="{url}">Read more<span class="visually-hidden"> '
            f'about {esc(story.title)}</span></a></div></article></div>\n')


def _elementor_id(rng: random.Random) -> str:
    return f"{rng.getrandbits(28):07x}"


def _teaser_elementor(rng, story, url, summary):
    # Elementor Pro's Posts widget (cards skin) on a WordPress magazine: the thumbnail and the title links,
    # the author and the date in a meta line, the excerpt and a "Read More »" link.
    _, shown = _date(rng)
    excerpt = f'<div class="elementor-post__excerpt"><p>{esc(summary)}</p></div>' if summary else ""
    return (f'<article class="elementor-post elementor-grid-item post-{rng.randint(1000, 30000)} post type-post '
            f'status-publish format-standard has-post-thumbnail hentry category-{rng.choice(MAGAZINE_DESKS)[2]}" role="listitem">'
            f'<div class="elementor-post__card"><a class="elementor-post__thumbnail__link" href="{url}" tabindex="-1">'
            f'<div class="elementor-post__thumbnail"><img width="768" height="512" src="{_uploads(rng)}" '
            f'class="attachment-medium_large size-medium_large wp-image-{rng.randint(1000, 30000)}" alt=""></div></a>'
            f'<div class="elementor-post__text"><h3 class="elementor-post__title"><a href="{url}">{esc(story.title)}</a>'
            f'</h3>{excerpt}<a class="elementor-post__read-more" href="{url}" aria-label="Read more about '
            f'{esc(story.title)}" tabindex="-1">Read More \u00bb</a></div><div class="elementor-post__meta-data">'
            f'<span class="elementor-post-author">{rng.choice(AUTHORS)}</span><span class="elementor-post-date">{shown}'
            f'</span></div></div></article>\n')


HUGO_DESKS = (("Politics", "Town Hall", "town-hall"), ("Business", "Business", "business"),
              ("Science", "Environment", "environment"), ("Culture", "Arts", "arts"), ("Sport", "Sports", "sports"),
              ("Health", "Health", "health"), ("Technology", "Schools", "schools"), ("World", "State", "state"))
NEWSPACK_DESKS = (("Politics", "Government", "government"), ("Business", "Economy", "economy"),
                  ("Science", "Environment", "environment"), ("Culture", "Arts & Culture", "arts-culture"),
                  ("Sport", "Community", "community"), ("Health", "Health", "health"),
                  ("Technology", "Housing", "housing-development"), ("World", "Immigration", "immigration"))


def _teaser_hugo(rng, story, url, summary):
    # A Hugo theme's post entry (PaperMod-like): the headline is no link, one empty link covers the whole
    # card; the footer carries the date, the reading time and the author, as Hugo's list template writes them.
    iso, _ = _date(rng)
    months = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
              "November", "December")
    content = f'<div class="entry-content"><p>{esc(summary)}</p></div>' if summary else ""
    return (f'<article class="post-entry"><figure class="entry-cover"><img loading="lazy" src="{url}cover.jpg" '
            f'alt=""></figure><header class="entry-header"><h2 class="entry-hint-parent">{esc(story.title)}</h2>'
            f'</header>{content}<footer class="entry-footer"><span title=\'{iso} 0{rng.randint(6, 9)}:00:00 -0500 EST\'>'
            f'{months[int(iso[5:7]) - 1]} {int(iso[8:10])}, 2024</span>&nbsp;\u00b7&nbsp;{rng.randint(2, 9)} min'
            f'&nbsp;\u00b7&nbsp;{rng.choice(AUTHORS)}</footer><a class="entry-link" aria-label="post link to '
            f'{esc(story.title)}" href="{url}"></a></article>\n')


def _teaser_quotidiano(rng, story, url, summary):
    # An Italian daily's story box (a Méthode-style newspaper CMS): the desk as a kicker, the headline a
    # link, a summary, the author's name in capitals and the time of day; a "Premium" badge on some.
    _, desk, word = rng.choice(IT_DESKS)
    summary_box = f'<div class="entry__subtitle">{esc(summary)}</div>' if summary else ""
    badge = '<span class="entry__premium">Premium</span>' if rng.random() < 0.3 else ""
    return (f'<article class="entry entry--{rng.choice(("small", "medium", "list"))}" data-id="{rng.randint(10000000, 99999999)}">'
            f'<figure class="entry__media"><a href="{url}"><img src="/image/{rng.randint(10000, 99999)}/'
            f'{hashlib.sha1(url.encode()).hexdigest()[:10]}-crop-1x1.jpg" alt=""></a></figure><div class="entry__content">'
            f'<span class="entry__overtitle"><a href="/{word}/">{desk}</a></span>{badge}<h2 class="entry__title">'
            f'<a href="{url}">{esc(story.title)}</a></h2>{summary_box}<span class="entry__author">di '
            f'{rng.choice(AUTHORS).upper()}</span> <span class="entry__date">{rng.randint(6, 23):02d}:'
            f'{rng.randint(0, 59):02d}</span></div></article>\n')


def _teaser_newspack(rng, story, url, summary):
    # Newspack's Homepage Posts block (a nonprofit newsroom's WordPress): the category, the headline link,
    # the excerpt, the author's avatar and byline, the date; the whole list a block of the editor.
    iso, shown = _date(rng)
    _, desk, word = rng.choice(NEWSPACK_DESKS)
    author = rng.choice(AUTHORS)
    excerpt = f'<p>{esc(summary)}</p>' if summary else ""
    return (f'<article data-post-id="{rng.randint(1000, 60000)}" class="tag-{rng.choice(TAGS)} category-{word} '
            f'type-post post-has-image"><figure class="post-thumbnail"><a href="{url}" rel="bookmark" tabindex="-1" '
            f'aria-hidden="true"><img src="{_uploads(rng)}" class="attachment-newspack-article-block-landscape-medium '
            f'size-newspack-article-block-landscape-medium wp-post-image" alt="" loading="lazy"></a></figure>'
            f'<div class="entry-wrapper"><div class="cat-links"><a href="/category/{word}/">{desk}</a></div><h3 '
            f'class="entry-title"><a href="{url}" rel="bookmark">{esc(story.title)}</a></h3>{excerpt}<div class='
            f'"entry-meta"><span class="avatar author-avatar"><img src="/wp-content/uploads/avatars/{slug(author)}.jpg" '
            f'alt="" width="40" height="40"></span><span class="byline">by <span class="author vcard"><a class="url fn '
            f'n" href="/author/{slug(author)}/">{author}</a></span></span><time class="entry-date published" '
            f'datetime="{iso}T{rng.randint(6, 20):02d}:00:00-05:00">{shown}</time></div></div></article>\n')



WEBFLOW_DESKS = (("Politics", "Policy", "policy"), ("Business", "Company News", "company-news"),
                 ("Science", "Research", "research"), ("Culture", "Culture", "culture"),
                 ("Sport", "Partnerships", "partnerships"), ("Health", "Sustainability", "sustainability"),
                 ("Technology", "Product", "product-updates"), ("World", "Press Releases", "press-releases"))
MEDIUM_DESKS = (("Politics", "Politics", "politics"), ("Business", "Startups", "startup"),
                ("Science", "Science", "science"), ("Culture", "Culture", "culture"), ("Sport", "Sports", "sports"),
                ("Health", "Health", "health"), ("Technology", "Technology", "technology"),
                ("World", "World", "world-news"))
NORDIC_DESKS = (("Politics", "Politics", "politics"), ("Business", "Economy", "economy"),
                ("Science", "Science", "science"), ("Culture", "Culture", "culture"), ("Sport", "Sport", "sport"),
                ("Health", "Health", "health"), ("Technology", "Tech", "tech"), ("World", "World", "world"))
SHORT_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def _teaser_webflow(rng, story, url, summary):
    # A Webflow CMS collection item: the whole card is one link block (a w-inline-block anchor around the
    # image, the category pill, the date, a headline that is a div, the excerpt and a "Read more" label).
    iso, _ = _date(rng)
    _, desk, _ = rng.choice(WEBFLOW_DESKS)
    site_id, image_id = hashlib.sha1(b"lumenfield").hexdigest()[:24], hashlib.sha1(url.encode()).hexdigest()[:24]
    excerpt = f'<p class="text-size-regular text-color-grey">{esc(summary)}</p>' if summary else ""
    return (f'<div role="listitem" class="collection-item w-dyn-item"><a href="{url}" class="blog-card w-inline-block">'
            f'<div class="blog-card-image-wrap"><img src="https://assets-global.website-files.example/{site_id}/'
            f'{image_id}_{slug(words(story.title, 4))}.webp" loading="lazy" alt="" class="blog-card-image"></div>'
            f'<div class="blog-card-content"><div class="blog-card-meta"><div class="category-pill">{desk}</div>'
            f'<div class="text-size-small">{SHORT_MONTHS[int(iso[5:7]) - 1]} {int(iso[8:10])}, 2024</div></div>'
            f'<div class="heading-style-h5 blog-card-title">{esc(story.title)}</div>{excerpt}<div class="read-more-'
            f'link"><div>Read more</div><div class="icon-embed-xsmall w-embed"><svg width="16" height="16" viewBox='
            f'"0 0 16 16"><path d="M6 3l5 5-5 5" stroke="currentColor"></path></svg></div></div></div></a></div>\n')


def _atomic(rng: random.Random, n: int) -> str:
    """Atomic CSS class names as a CSS-in-JS build writes them (two or three letters each)."""
    return " ".join("".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rng.randint(2, 3)))
                    for _ in range(n))


def _teaser_medium(rng, story, url, summary):
    # A Medium-style feed card: the card is a div with role=link and a data-href that script follows; the
    # headline and subtitle are headings, no link; the author's avatar and name, the image link the story.
    iso, _ = _date(rng)
    author = rng.choice(AUTHORS)
    handle = slug(author)
    source = f"?source=collection_home---{rng.randint(2, 6)}------{rng.randint(0, 9)}-----------------------"
    locked = ('<span class="{0}"><svg width="16" height="16" aria-label="Member-only story"><path d="M8 1l2 5h5l-4 '
              '3 2 5-5-3-5 3 2-5-4-3h5z"></path></svg></span>').format(_atomic(rng, 2)) if rng.random() < 0.35 else ""
    subtitle = f'<h3 class="{_atomic(rng, 6)}">{esc(summary)}</h3>' if summary else ""
    claps = rng.choice((f"{rng.randint(12, 980)}", f"{rng.randint(1, 9)}.{rng.randint(1, 9)}K"))
    return (f'<article class="meteredContent {_atomic(rng, 3)}"><div role="link" tabindex="0" data-href="https://'
            f'medium.example{url}" class="{_atomic(rng, 4)}"><div class="{_atomic(rng, 3)}"><a href="/@{handle}'
            f'{source}" rel="noopener follow"><img alt="{author}" class="{_atomic(rng, 3)}" src="https://miro.medium.'
            f'example/v2/resize:fill:20:20/1*{hashlib.sha1(handle.encode()).hexdigest()[:22]}.jpeg" width="20" '
            f'height="20" loading="lazy"></a><p class="{_atomic(rng, 4)}"><a href="/@{handle}{source}" rel="noopener '
            f'follow">{author}</a></p></div><div class="{_atomic(rng, 3)}"><h2 class="{_atomic(rng, 7)}">'
            f'{esc(story.title)}</h2>{subtitle}</div><div class="{_atomic(rng, 3)}">{locked}<span>'
            f'{SHORT_MONTHS[int(iso[5:7]) - 1]} {int(iso[8:10])}</span><span class="{_atomic(rng, 2)}">'
            f'{rng.randint(2, 14)} min read</span><span class="{_atomic(rng, 2)}"><svg width="16" height="16" aria-'
            f'label="clap"></svg>{claps}</span><span class="{_atomic(rng, 2)}"><svg width="16" height="16" aria-label='
            f'"responses"></svg>{rng.randint(1, 60)}</span></div><a href="{url}{source}" rel="noopener follow"><img '
            f'alt="" class="{_atomic(rng, 3)}" src="https://miro.medium.example/v2/resize:fit:320/1*'
            f'{hashlib.sha1(url.encode()).hexdigest()[:22]}.jpeg" width="160" height="107" loading="lazy"></a></div>'
            f'</article>\n')


def _teaser_nordic(rng, story, url, summary):
    # A Nordic public broadcaster's teaser: Bootstrap's stretched link (the headline's anchor covers the
    # card by CSS), schema.org NewsArticle microdata on every card, a day.month.year date and a clock time.
    iso, _ = _date(rng)
    _, desk, _ = rng.choice(NORDIC_DESKS)
    size = rng.choice(("small", "medium", "list", "list"))
    lead = f'<p class="teaser__lead" itemprop="description">{esc(summary)}</p>' if summary else ""
    hour, minute = rng.randint(5, 23), rng.randint(0, 59)
    image = ("" if size == "list" else
             f'<div class="teaser__image ratio ratio-16x9"><img src="https://images.nrb.example/image/upload/w_'
             f'{rng.choice((320, 480, 640))},ar_16:9,c_fill,g_faces/39-{rng.randint(1000000, 9999999)}'
             f'{hashlib.sha1(url.encode()).hexdigest()[:8]}.jpg" alt="" loading="lazy" itemprop="image"></div>')
    return (f'<article class="teaser teaser--{size} position-relative" itemscope itemtype="https://schema.org/'
            f'NewsArticle">{image}<div class="teaser__body"><span class="teaser__label">{desk}</span><h3 class='
            f'"teaser__heading" itemprop="headline"><a class="teaser__link stretched-link" href="{url}" itemprop="url">'
            f'{esc(story.title)}</a></h3>{lead}<time class="teaser__time" itemprop="datePublished" datetime="{iso}T'
            f'{hour:02d}:{minute:02d}:00+02:00">{int(iso[8:10])}.{int(iso[5:7])}.2024 {hour}:{minute:02d}</time>'
            f'</div></article>\n')


SHOPIFY_DESKS = (("Politics", "Sourcing", "sourcing"), ("Business", "Company News", "news"),
                 ("Science", "Roasting", "roasting"), ("Culture", "Cafe Culture", "cafe-culture"),
                 ("Sport", "Community", "community"), ("Health", "Wellbeing", "wellbeing"),
                 ("Technology", "Brew Guides", "brew-guides"), ("World", "Origins", "origins"))
# Blogger's labels: a post's desks and its topics are labels alike, written as the editor typed them.
BLOGGER_DESKS = (("Politics", "Town Council", "Town%20Council"), ("Business", "Local Business", "Local%20Business"),
                 ("Science", "Environment", "Environment"), ("Culture", "Arts", "Arts"), ("Sport", "Sports", "Sports"),
                 ("Health", "Health", "Health"), ("Technology", "Schools", "Schools"), ("World", "County", "County"))
KOREA_DESKS = (("Politics", "National", "national"), ("Business", "Business", "business"),
               ("Science", "Sci-Tech", "sci-tech"), ("Culture", "Entertainment", "entertainment"),
               ("Sport", "Sports", "sports"), ("Health", "Society", "society"), ("Technology", "Industry", "industry"),
               ("World", "North Korea", "nk"))
# The Korean daily's reporters: the drawn names, as the English edition writes Korean names.
KOREA_NAMES = {"Jane Okafor": "Kim Min-ji", "Tom Lindqvist": "Lee Jae-hoon", "Maria Rossi": "Park Seo-yeon",
               "Dev Patel": "Choi Hyun-woo", "Ruth Hale": "Jung Ha-eun", "Sam Becker": "Yoon Sung-min"}
LONG_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
LONG_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
               "November", "December")


def _teaser_shopify(rng, story, url, summary):
    # A Shopify theme's article card (Dawn-like): the media, the heading's link stretched over the card by
    # CSS (full-unstyled-link), a date and "by" line in small capitals, the excerpt; a list item of the blog.
    iso, _ = _date(rng)
    excerpt = f'<p class="article-card__excerpt rte-width">{esc(summary)}</p>' if summary else ""
    return (f'<li class="blog-articles__article article"><div class="article-card-wrapper card-wrapper underline-links-'
            f'hover"><div class="card article-card card--standard card--media"><div class="card__inner ratio" style="'
            f'--ratio-percent: 60.0%;"><div class="article-card__image-wrapper card__media"><div class="article-card__'
            f'image media media--hover-effect"><img srcset="//kestrelcoffee.example/cdn/shop/articles/'
            f'{hashlib.sha1(url.encode()).hexdigest()[:12]}.jpg?v={rng.randint(1600000000, 1730000000)}&amp;width=533 '
            f'533w" src="//kestrelcoffee.example/cdn/shop/articles/{hashlib.sha1(url.encode()).hexdigest()[:12]}.jpg'
            f'?width=533" alt="" class="motion-reduce" loading="lazy" width="1600" height="1067"></div></div></div>'
            f'<div class="card__content"><div class="card__information"><h3 class="card__heading h2"><a href="{url}" '
            f'class="full-unstyled-link">{esc(story.title)}</a></h3><div class="article-card__info caption-with-'
            f'letter-spacing h5"><span class="circle-divider"><time datetime="{iso}T{rng.randint(7, 18):02d}:'
            f'{rng.randint(0, 59):02d}:00Z">{SHORT_MONTHS[int(iso[5:7]) - 1]} {int(iso[8:10])}, 2024</time></span>'
            f'<span>by {rng.choice(AUTHORS)}</span></div>{excerpt}</div></div></div></div></li>\n')


def _teaser_blogger(rng, story, url, summary):
    # Blogger: a listing shows each post itself (BlogPosting microdata, the text before the jump break, the
    # "Posted by ... at ..." footer and its labels); a post's related-posts widget shows a thumbnail and title.
    iso, _ = _date(rng)
    if not summary:
        return (f'<div class="related-post"><a href="{url}"><img src="https://blogger.googleusercontent.example/img/'
                f'b/R29v{hashlib.sha1(url.encode()).hexdigest()[:20]}/s200-c/IMG_{rng.randint(1000, 9999)}.JPG" '
                f'width="100" height="100" alt=""><span>{esc(story.title)}</span></a></div>\n')
    post_id = rng.randint(10 ** 18, 10 ** 19 - 1)
    hour, minute = rng.randint(6, 22), rng.randint(0, 59)
    labels = ", ".join(f'<a href="/search/label/{label.replace(" ", "%20")}" rel="tag">{label}</a>'
                       for label in rng.sample(("Town Council", "Schools", "Sports", "Arts", "County", "Environment",
                                                "Local Business", "Letters"), rng.randint(1, 2)))
    comments = rng.choice(("No comments:", "1 comment:", f"{rng.randint(2, 30)} comments:"))
    return (f'<div class="date-outer"><h2 class="date-header"><span>{LONG_DAYS[rng.randint(0, 6)]}, '
            f'{LONG_MONTHS[int(iso[5:7]) - 1]} {int(iso[8:10])}, 2024</span></h2><div class="date-posts"><div class="post-'
            f'outer"><div class="post hentry uncustomized-post-template" itemprop="blogPost" itemscope="itemscope" itemtype'
            f'="http://schema.org/BlogPosting"><meta content="{post_id}" itemprop="postId"><a name="{post_id}"></a><h3 '
            f'class="post-title entry-title" itemprop="name"><a href="{url}">{esc(story.title)}</a></h3><div class="post-'
            f'header"><div class="post-header-line-1"></div></div><div class="post-body entry-content" id="post-body-'
            f'{post_id}" itemprop="description articleBody"><p>{esc(story.paragraphs[0])}</p><div style="clear: both;">'
            f'</div></div><div class="jump-link"><a href="{url}#more" title="{esc(story.title)}">Read more \u00bb</a>'
            f'</div><div class="post-footer"><div class="post-footer-line post-footer-line-1"><span class="post-author '
            f'vcard">Posted by <span class="fn" itemprop="author" itemscope="itemscope" itemtype="http://schema.org/'
            f'Person"><span itemprop="name">{rng.choice(AUTHORS)}</span></span></span> <span class="post-timestamp">at '
            f'<a class="timestamp-link" href="{url}" rel="bookmark" title="permanent link"><abbr class="published" '
            f'itemprop="datePublished" title="{iso}T{hour:02d}:{minute:02d}:00-05:00">{(hour - 1) % 12 + 1}:{minute:02d} '
            f'{"AM" if hour < 12 else "PM"}</abbr></a></span> <span class="post-comment-link"><a class="comment-link" '
            f'href="{url}#comment-form">{comments}</a></span> <span class="post-icons"><span class="item-control blog-'
            f'admin"><a href="https://www.blogger.example/post-edit.g?postID={post_id}" title="Edit Post"><img alt="" '
            f'class="icon-action" height="18" src="https://resources.blogblog.example/img/icon18_edit_allbkg.gif" '
            f'width="18"></a></span></span><div class="post-share-buttons goog-inline-block"><a class="goog-inline-'
            f'block share-button sb-email" href="#" title="Email This">Email This</a><a class="goog-inline-block '
            f'share-button sb-blog" href="#" title="BlogThis!">BlogThis!</a><a class="goog-inline-block share-button '
            f'sb-twitter" href="#" title="Share to X">Share to X</a><a class="goog-inline-block share-button sb-'
            f'facebook" href="#" title="Share to Facebook">Share to Facebook</a></div></div><div class="post-footer-'
            f'line post-footer-line-2"><span class="post-labels">Labels: {labels}</span></div></div></div></div></div>'
            f'</div>\n')


def _teaser_korea(rng, story, url, summary):
    # A Korean English-language daily's list item: the whole item one anchor (thumbnail, a headline that is
    # a paragraph, the summary, a dotted date and clock time), the reporter's name after it, outside the link.
    iso, _ = _date(rng)
    text = f'<p class="news_text">{esc(summary)}</p>' if summary else ""
    reporter = KOREA_NAMES[rng.choice(AUTHORS)]
    return (f'<li class="news_item"><a href="{url}"><div class="news_img"><img src="https://res.hanbit.example/'
            f'content/image/2024/{iso[5:7]}/{iso[8:10]}/{iso[:4]}{iso[5:7]}{iso[8:10]}{rng.randint(100000, 999999)}_0'
            f'.jpg" alt="" onerror="this.src=\'/images/common/noimg.png\'"></div><div class="news_txt"><p class="news_'
            f'title">{esc(story.title)}</p>{text}<p class="date">{iso.replace("-", ".")} {rng.randint(6, 23):02d}:'
            f'{rng.randint(0, 59):02d}</p></div></a><span class="news_reporter">{reporter}</span></li>\n')


# Three templates sealed in session 32 (NEW_TEMPLATES): a B2B company's site on a HubSpot-like
# CMS, a headless Next.js news start-up and a German regional public broadcaster. Besides every kind above
# they carry the kinds the page decision missed most on real pages (session 30's kind reports): a product's
# promo page, a landing page of marketing prose, a careers page, an "about us" told at length, a press-release
# index; and a few of each site's own (a customer-story index and a pricing page; a newsletter hub and a story
# stream; a programme's page, the weather and the traffic service).
NEW_TEMPLATES = ("hubspot", "nextjs", "rundfunk")
NEW_KINDS = {"hubspot": (("other", "promo", 1), ("other", "landing", 1), ("other", "careers", 1),
                         ("other", "aboutlong", 1), ("articleList", "pressindex", 1), ("articleList", "casestudies", 1),
                         ("other", "pricing", 1)),
             "nextjs": (("other", "promo", 1), ("other", "landing", 1), ("other", "careers", 1),
                        ("other", "aboutlong", 1), ("articleList", "pressindex", 1), ("articleList", "storystream", 1),
                        ("other", "newsletter", 1)),
             "rundfunk": (("other", "promo", 1), ("other", "landing", 1), ("other", "careers", 1),
                          ("other", "aboutlong", 1), ("articleList", "pressindex", 1), ("other", "programme", 1),
                          ("other", "weather", 1), ("other", "traffic", 1))}
HUBSPOT_DESKS = (("Politics", "Industry Insights", "industry-insights"), ("Business", "Company News", "company-news"),
                 ("Science", "Engineering", "engineering"), ("Culture", "Customer Stories", "customer-stories"),
                 ("Sport", "Events", "events"), ("Health", "Safety", "safety"),
                 ("Technology", "Product Updates", "product-updates"), ("World", "Sustainability", "sustainability"))
NEXTJS_DESKS = (("Politics", "Policy", "policy"), ("Business", "Business", "business"), ("Science", "Science", "science"),
                ("Culture", "Culture", "culture"), ("Sport", "Gaming", "games"), ("Health", "Health", "health"),
                ("Technology", "Tech", "tech"), ("World", "Entertainment", "entertainment"))
RUNDFUNK_DESKS = (("Politics", "Politik", "politik"), ("Business", "Wirtschaft", "wirtschaft"),
                  ("Science", "Wissen", "wissen"), ("Culture", "Kultur", "kultur"), ("Sport", "Sport", "sport"),
                  ("Health", "Gesundheit", "gesundheit"), ("Technology", "Digitales", "digitales"),
                  ("World", "Ausland", "ausland"))
DE_TAGS = {"energy": "energie", "housing": "wohnen", "elections": "wahlen", "climate": "klima", "transport": "verkehr",
           "education": "bildung", "startups": "gruender", "space": "raumfahrt"}
DE_TITLES = {"What's on": "Veranstaltungen", "Events": "Termine", "Upcoming events": "Veranstaltungstipps",
             "Galleries": "Bildergalerien", "Pictures": "Bilder", "Photo galleries": "Bildergalerien",
             "Live coverage": "Live-Ticker", "Live blogs": "Liveblogs", "Live": "Live", "All stories": "Alle Meldungen",
             "Archive": "Archiv", "Page not found": "Seite nicht gefunden", "404 - Not found": "404 \u2013 Seite nicht gefunden",
             "Oops! That page can't be found.": "Diese Seite gibt es leider nicht (mehr)", "Contact us": "Kontakt",
             "Contact": "Kontakt", "Get in touch": "So erreichen Sie uns", "About us": "\u00dcber uns", "About": "Unternehmen",
             "Privacy policy": "Datenschutzerkl\u00e4rung", "Privacy notice": "Datenschutzhinweise",
             "Terms of use": "Nutzungsbedingungen", "Terms and conditions": "Nutzungsbedingungen", "Sign in": "Anmelden"}
DE_PHRASES = (("<h2>Related stories</h2>", "<h2>Mehr zum Thema</h2>"), ('<div class="tags">Tags: ', '<div class="tags">Schlagw\u00f6rter: '),
              ('<div class="share">Share: ', '<div class="share">Teilen: '), ('<p class="byline">By ', '<p class="byline">Von '),
              (">Most read<", ">Meistgelesen<"), (">Sign up<", ">Abonnieren<"), ('placeholder="Email address"', 'placeholder="E-Mail-Adresse"'),
              ("The day's top stories in your inbox every morning.", "Die wichtigsten Nachrichten aus dem Mittelland, jeden Morgen um sechs per E-Mail."),
              ('<div class="ad ad-mpu">Advertisement</div>', ""), (">More videos<", ">Weitere Videos<"),
              (">Key points<", ">Das Wichtigste in K\u00fcrze<"), ("minutes ago", "Minuten aktualisiert"), ("Updated ", "Vor "),
              ("This live page has ended. Follow our coverage in the section.",
               "Dieser Liveblog ist beendet. Weitere Entwicklungen lesen Sie in unserer Berichterstattung."))

# The long prose of the company, promo and landing pages: each list holds paragraphs of which a page takes a
# seeded selection, in order. Written for this set; "{site}" is the site's name.
COMPANY_TEXT = {
    "hubspot": {
        "promo": ("Corvane Predict: predictive maintenance for every asset on your floor", [
            "Unplanned downtime costs the average discrete manufacturer more than a working week of output every year, and most of it announces itself weeks in advance in vibration, temperature and current draw that nobody is watching. Corvane Predict watches all of it, on every asset, all the time.",
            "Wireless sensors clip onto motors, pumps, fans, gearboxes and compressors in minutes, with no wiring and no shutdown. Each one samples tri-axial vibration at up to 25 kHz and surface temperature every second, and streams features to the Corvane cloud over an encrypted gateway that your IT team will actually approve.",
            "Our models were trained on more than four billion hours of machine data from food and beverage plants, paper mills, automotive suppliers and water utilities. They learn what normal looks like for each individual asset within fourteen days, then flag bearing wear, misalignment, imbalance, looseness and lubrication problems long before an operator can hear them.",
            "Every alert arrives with a diagnosis, a severity, a recommended action and the evidence behind it, so a planner can decide in thirty seconds whether to act now or at the next scheduled stop. Alerts flow straight into SAP PM, IBM Maximo, Fiix or UpKeep as work orders, so nothing lives in yet another inbox.",
            "Reliability engineers get the full spectrum, waveform and trend views they expect, with envelope analysis and order tracking built in. Maintenance managers get a fleet view that ranks every asset by risk. Plant managers get a weekly summary of avoided downtime in hours and in money.",
            "Customers typically see a return on their investment within the first six months. Across our installed base, Corvane Predict has cut unplanned downtime by an average of 41 percent and maintenance spend on monitored assets by 18 percent, while extending mean time between failures by more than a third.",
            "Security is designed in, not bolted on: sensors never accept inbound connections, gateways authenticate with hardware-backed certificates, and data is encrypted in transit and at rest. Corvane is SOC 2 Type II audited and ISO 27001 certified, and we will happily walk your security team through the architecture.",
            "Getting started takes a day. Our field engineers help you choose the twenty assets that matter most, install the first sensors with your technicians and tune the first alerts together. Most pilots expand plant-wide within a quarter.",
        ]),
        "landing": ("Maintenance that keeps pace with food and beverage production", [
            "In food and beverage, an unplanned stop is never just a stop. It is a batch that has to be thrown away, a sanitation cycle that has to be repeated, an order that ships late to a retailer that does not forgive late orders. Corvane was built with plants like yours from the very first sensor.",
            "Our IP69K-rated sensors survive daily high-pressure, high-temperature washdowns and caustic cleaning chemicals, and their stainless housings meet the hygienic design guidance your quality team follows. They go where the risk is: on fillers, cappers, mixers, homogenisers, refrigeration compressors and the conveyors that tie a line together.",
            "Line speed is the metric that pays the bills, and the weakest asset decides it. Corvane ranks every asset on every line by its risk of failure over the next thirty days, so your planners can spend each sanitation window on the work that protects tomorrow's throughput instead of on a calendar written years ago.",
            "Audits get easier too. Every inspection, alert, work order and repair is recorded against the asset with a timestamp and the data behind it, giving you the maintenance records that food safety schemes ask for without a single extra spreadsheet.",
            "A leading dairy cooperative in the Midwest connected 640 assets across three plants in eleven weeks. In the first year it avoided 212 hours of unplanned downtime on its filling lines, cut emergency call-outs by half and moved a third of its preventive tasks to condition-based schedules, freeing technicians for improvement projects that had waited for years.",
            "You do not need a data science team to get there. Corvane's models work out of the box, our reliability engineers review every critical alert before it reaches you during the first ninety days, and our customer success team meets your maintenance leads every month to turn the data into decisions.",
            "Talk to a food and beverage specialist about a pilot on your most troublesome line. We will share what plants like yours have learned, and what it would take to get similar results in your operation.",
        ]),
        "careers": ("Careers at Corvane", [
            "We are 240 engineers, data scientists, field technicians, designers and sellers in Minneapolis, Leeds and Pune, and we share one stubborn belief: the people who keep factories running deserve software as good as the software everyone else gets.",
            "Our work is real in a way that is rare in software. When a model we shipped catches a failing bearing on a bottling line, a technician avoids a night shift, a plant ships its orders and a town keeps its jobs. We measure ourselves by that, not by vanity metrics.",
            "We hire people who are curious about how things work, who write things down, who would rather ask a question than make an assumption, and who can disagree in a meeting and still have lunch together. We care less about where you studied than about what you have built.",
            "Benefits include fully paid medical and dental cover for you and your dependants, a pension or 401(k) match of six percent, sixteen weeks of paid parental leave for every parent, a learning budget of two thousand dollars a year and a week between Christmas and New Year when the whole company shuts down.",
            "Most roles are hybrid, with two days a week in one of our offices; some are fully remote within the countries where we have an entity. Field roles travel, and we pay for that time as working time.",
            "Our hiring process is short and we say what it is at the start: a call with a recruiter, a conversation with the hiring manager, a practical exercise that takes no more than two hours of your time, and a final round with the team. We reply to every applicant.",
        ]),
        "aboutlong": ("Our story", [
            "Corvane began in 2016 in a rented corner of a machine shop in northeast Minneapolis, where our founders, a reliability engineer and a signal processing researcher, spent their evenings strapping homemade sensors to the shop's ageing lathes. The shop's owner had lost a month's revenue the year before to a spindle failure nobody saw coming. He became our first customer and, for two years, our landlord.",
            "The first Corvane sensor was the size of a brick and needed a cable. The second ran on batteries for eleven days. The third, which we shipped to twelve plants in 2018, ran for three years and survived a forklift. Each generation taught us that the hard part of condition monitoring is not the mathematics; it is making something that a busy technician will trust and keep using.",
            "That lesson shaped everything that followed. We put reliability engineers in our product team, not just in our sales team. We built our models to explain themselves. We priced per asset so that a plant could start small and grow on results, and we promised customers that they own their data and can take it with them whenever they choose.",
            "Today more than 1,100 plants in 31 countries rely on Corvane to watch over 180,000 machines, from the pumps of a municipal water utility to the presses of a tier-one automotive supplier. Our customers have reported more than three million hours of avoided downtime since we started counting in 2019.",
            "We are backed by investors who understand industry, including Northwall Capital, Ridgeline Ventures and the venture arms of two of our largest customers. We are profitable in our core markets, and we reinvest most of what we earn in research: a third of our people work on sensors, models and the science of how machines fail.",
            "We also try to be a good neighbour. Corvane funds apprenticeships in industrial maintenance at four community colleges, publishes an open dataset of labelled machine faults for researchers, and has committed to net-zero operations by 2030, starting with sensors designed to be repaired and recycled rather than thrown away.",
            "What has not changed since the machine shop is the reason we do this. Factories are full of people who know their machines by sound and by touch. We build tools that let them see what their senses cannot, and we will keep building them for as long as there are machines to keep running.",
        ]),
        "pricing": ("Plans and pricing", [
            "Corvane is priced per monitored asset per year, with sensors, gateways, software, updates and support included. There is no installation fee and no minimum term beyond the first year.",
            "Essentials covers vibration and temperature monitoring, automatic alerts and the fleet dashboard, for plants starting their predictive maintenance journey on up to 100 assets.",
            "Professional adds the full diagnostic workbench, integrations with your CMMS, custom alert rules and a named customer success manager, for plants running a reliability programme.",
            "Enterprise adds multi-site reporting, single sign-on, private data residency, a reliability engineer who reviews your critical alerts and a service level agreement on sensor replacement.",
            "Every plan starts with a paid pilot of thirty days on up to twenty assets, credited in full against your first year if you continue.",
        ]),
    },
    "nextjs": {
        "promo": ("Pixelwire Plus: the whole story, without the noise", [
            "Pixelwire Plus is the way to read Pixelwire if you read Pixelwire a lot. Members get every story, every review and every deep dive without a single ad, tracker-free pages that load in a blink, and the full archive back to our first post in 2017.",
            "Plus members also get Signal, our members-only newsletter, where our editors explain what they are watching and why, and Field Notes, the reporting diaries our writers keep while they work on the big investigations. It is the closest thing to sitting in our Slack.",
            "You get early access to our reviews, with full test data, benchmark spreadsheets and the photos that did not make the cut. Members vote on what we test next, and twice a year we take questions from members live with the reviews team.",
            "Most of all, Plus pays for journalism that takes time. Our investigation into data brokers took nine months and three lawyers. Our series on the gig economy's hidden costs took a year. Advertising alone does not pay for work like that; readers do.",
            "Plus costs seven dollars a month or seventy a year, and you can cancel with two clicks, not a phone call. Students and educators get half off, and anyone who cannot afford it can ask for a free membership, no questions asked.",
        ]),
        "landing": ("Membership", [
            "Pixelwire is an independent newsroom covering the technology that shapes the way we live, work and play. We are owned by our staff and by no one else, and we answer to our readers rather than to advertisers or investors.",
            "Since 2017 we have broken stories that changed how companies treat their users: the location data that a popular weather app sold to hedge funds, the content moderators who were paid by the flagged post, the smart doorbells that shared footage without warrants. Each of those stories started with a reader's tip.",
            "We do not have a paywall, and we do not want one. Everything we publish is free to read because we think the public needs to understand technology, not just the people who can pay for it. That only works if enough of the people who can pay, do.",
            "Members make up more than half of our revenue now. That is what lets us turn down sponsored content, say no to advertisers who want a say in coverage, and give our reporters months to get a story right rather than hours to get it first.",
            "Membership starts at five dollars a month. Every member gets our weekly members' letter, ad-free pages, invitations to our events and a vote on the stories we chase next. Founding members who join at the annual level get a printed copy of our yearly review, mailed anywhere in the world.",
            "If you already support us, thank you: you are the reason this site exists. If you do not yet, there has never been a better time to start.",
        ]),
        "careers": ("Jobs at Pixelwire", [
            "Pixelwire is a newsroom of 58 people across eleven time zones. We are hiring reporters, editors, video producers, engineers and people who are good at helping the rest of us do our best work.",
            "We are a remote-first company with hubs in New York, Austin and Berlin. We pay on a published salary scale that is the same for every location within a country, and we publish it with every job we post.",
            "Reporters here are given time. Most of our features writers publish two or three big stories a year alongside their beat coverage, and we have a standing fund for public records requests, travel and legal review.",
            "Our product team builds the site you are reading, our publishing tools and the systems that send two million newsletters a week. We work in TypeScript, React and Go, we ship every day and we keep meetings to a minimum.",
            "Benefits include health insurance with no premiums for staff, a four-day week in August, twelve weeks of paid family leave, a home office budget and a yearly stipend for books, courses and conferences.",
            "We do not require a degree for any job here. We do require curiosity, care with facts and a willingness to be edited. If that sounds like you and you do not see a role that fits, write to us anyway.",
        ]),
        "aboutlong": ("About Pixelwire", [
            "Pixelwire was founded in 2017 by five reporters who left a large technology publication after it was sold to a private equity firm for the second time in four years. They had forty thousand dollars of savings, a borrowed office in Brooklyn and a conviction that technology journalism had become too close to the companies it covered.",
            "Our first story, about a fitness app that quietly shared heart rate data with insurers, was read by two million people in a week and prompted an inquiry by three state attorneys general. It set the pattern for what followed: careful reporting, plain language and a refusal to treat a product launch as news in itself.",
            "We cover technology as it is lived: the apps on your phone, the platforms that decide what you see, the algorithms that set your rent and your wages, the games you play and the tools artists now fight about. We review gadgets too, and we buy every product we review with our own money.",
            "Our newsroom is owned by its workers through a cooperative structure adopted in 2021. Every full-time employee is a member-owner with one vote. We publish our finances every year, including the names of every company that has advertised with us and every foundation that has funded our work.",
            "We hold ourselves to a public ethics policy. Our reporters may not own shares in companies they cover, accept travel paid for by companies or take part in paid speaking engagements without approval. When we make a mistake we correct it at the top of the story and say what changed.",
            "Pixelwire has been honoured with a George Polk Award, two National Magazine Award nominations and the Online Journalism Award for explanatory reporting, but the recognition we care about most is the tip line: more than forty thousand messages from readers since we opened it.",
        ]),
        "newsletter": ("Newsletters", [
            "Pixelwire's newsletters bring our reporting to your inbox, written by the people who do it. Pick as many as you like; they are all free, and each one has its own writer and its own voice.",
            "The Wire arrives every weekday at seven in the morning Eastern time with the five tech stories that matter and a sentence on why. It takes three minutes to read, and more than 900,000 people start their day with it.",
            "Patch Notes is for people who play games and care about the industry that makes them: labour, money, design and the occasional rant, every Thursday from our games editor.",
            "Installer recommends one app, gadget, tool or piece of culture a day, with no affiliate links and no sponsored picks. Every Sunday it collects the week's best reader suggestions.",
            "Command Line covers the business of technology for people who work in it: funding, layoffs, policy and power, every Tuesday and Friday.",
            "We never sell or share your address, and every newsletter has a one-click unsubscribe link at the bottom.",
        ]),
    },
    "rundfunk": {
        "promo": ("Die RML-App: Ihr Mittelland immer dabei", [
            "Mit der RML-App haben Sie die Nachrichten aus Ihrer Region, das Wetter vor Ihrer Haust\u00fcr und unser komplettes Programm immer dabei. Die App ist kostenlos, werbefrei und ohne Anmeldung nutzbar, denn sie wird wie alle unsere Angebote aus dem Rundfunkbeitrag finanziert.",
            "W\u00e4hlen Sie bis zu drei Regionen aus, und die App zeigt Ihnen zuerst die Meldungen, die Sie betreffen: die Sperrung der Bundesstra\u00dfe, die neue Kita in Ihrer Gemeinde, das Ergebnis Ihres Vereins. Eilmeldungen erhalten Sie auf Wunsch als Push-Nachricht, und Sie bestimmen selbst, zu welchen Themen.",
            "Alle sechs Radiowellen von RML h\u00f6ren Sie live in bester Qualit\u00e4t, auch im Hintergrund und mit Sleeptimer. Verpasste Sendungen und Podcasts finden Sie in der Audiothek, das Fernsehprogramm l\u00e4uft im Livestream, und viele Sendungen k\u00f6nnen Sie schon vor der Ausstrahlung in der Mediathek sehen.",
            "Der Wetterbereich zeigt Regenradar, Unwetterwarnungen des Deutschen Wetterdienstes und die Vorhersage f\u00fcr Ihren Ort in Stundenschritten. Der Verkehrsservice meldet Staus, Baustellen und Blitzer in Echtzeit, gespeist aus den Meldungen unserer Verkehrsredaktion und aus Tausenden Hinweisen von H\u00f6rerinnen und H\u00f6rern.",
            "Barrierefreiheit ist uns wichtig: Die App unterst\u00fctzt Screenreader, gro\u00dfe Schrift und einen Kontrastmodus, und viele Nachrichten bieten wir auch in Leichter Sprache an. Die App gibt es f\u00fcr Android und iOS, eine Version f\u00fcr Smart-TVs folgt im Fr\u00fchjahr.",
        ]),
        "landing": ("Die RML-Mediathek entdecken", [
            "In der RML-Mediathek finden Sie mehr als 12.000 Videos aus unserem Programm: Dokumentationen, Reportagen, Serien, Filme, Satire, Konzerte und nat\u00fcrlich alle Ausgaben von Mittelland aktuell der letzten zw\u00f6lf Monate. Jede Woche kommen rund 300 neue Beitr\u00e4ge hinzu.",
            "Viele Sendungen sind schon vor der Ausstrahlung im Fernsehen online, einige Formate entstehen nur f\u00fcr die Mediathek. Unsere Dokumentarreihe \u00fcber die letzten Handwerksbetriebe der Region wurde im vergangenen Jahr mehr als zwei Millionen Mal abgerufen und mit dem Grimme-Preis ausgezeichnet.",
            "Sie k\u00f6nnen die Mediathek ohne Anmeldung nutzen. Wer sich mit einem kostenlosen RML-Konto anmeldet, kann Merklisten anlegen, angefangene Videos auf einem anderen Ger\u00e4t weiterschauen und sich an neue Folgen seiner Lieblingssendungen erinnern lassen.",
            "Die Mediathek ist \u00fcberall dort, wo Sie sind: im Browser, in der RML-App, auf Smart-TVs, auf Streaming-Sticks und in der gemeinsamen Mediathek der \u00f6ffentlich-rechtlichen Sender. Untertitel gibt es f\u00fcr fast alle Sendungen, Audiodeskription und Geb\u00e4rdensprache f\u00fcr eine wachsende Zahl.",
            "Wie lange ein Video verf\u00fcgbar bleibt, h\u00e4ngt von den Rechten ab, die wir daran halten. Eigenproduktionen bleiben meist dauerhaft abrufbar, Spielfilme und Sportrechte oft nur wenige Tage. Das Verf\u00fcgbarkeitsdatum steht unter jedem Video.",
        ]),
        "careers": ("Karriere bei RML", [
            "Rund 3.400 Menschen arbeiten bei RML in Redaktionen, Technik, Produktion und Verwaltung, an unseren Standorten in Mittelstadt, Nordheim und Bergau und in neun Regionalstudios. Gemeinsam machen wir Programm f\u00fcr sechs Millionen Menschen.",
            "Wir suchen Journalistinnen und Journalisten, Mediengestalter, IT-Fachleute, Ingenieurinnen, Kaufleute und Menschen, die Lust haben, \u00f6ffentlich-rechtlichen Rundfunk in die Zukunft zu bringen. Unsere offenen Stellen ver\u00f6ffentlichen wir in unserem Stellenportal; Initiativbewerbungen sind jederzeit willkommen.",
            "Jedes Jahr beginnen bei uns 24 junge Menschen ihr Volontariat, dazu kommen Ausbildungspl\u00e4tze als Mediengestalter Bild und Ton, Fachinformatikerin und Kaufleute f\u00fcr Digitalisierungsmanagement sowie duale Studieng\u00e4nge. Die Bewerbungsfrist f\u00fcr das Volontariat endet jeweils am 31. M\u00e4rz.",
            "Wir bieten eine tarifliche Verg\u00fctung, eine betriebliche Altersversorgung, flexible Arbeitszeiten und die M\u00f6glichkeit, mobil zu arbeiten, wo die Aufgabe es zul\u00e4sst. Unser Fortbildungszentrum bietet j\u00e4hrlich mehr als 400 Seminare an.",
            "Vielfalt ist f\u00fcr uns ein Auftrag: Unser Programm soll die ganze Gesellschaft abbilden, und das gelingt nur mit einem Team, das sie widerspiegelt. Wir freuen uns besonders \u00fcber Bewerbungen von Menschen mit Migrationsgeschichte und von Menschen mit Behinderung.",
        ]),
        "aboutlong": ("Auftrag und Geschichte", [
            "Rundfunk Mittelland ist eine gemeinn\u00fctzige Anstalt des \u00f6ffentlichen Rechts. Er wurde 1954 durch einen Staatsvertrag der L\u00e4nder gegr\u00fcndet und sendete am 1. Oktober desselben Jahres sein erstes Radioprogramm aus einem umgebauten Gasthaus in Mittelstadt.",
            "Unser Auftrag ist im Staatsvertrag festgeschrieben: Wir sollen umfassend und ausgewogen informieren, bilden, beraten und unterhalten, und zwar f\u00fcr alle Menschen in unserem Sendegebiet. Wir sind unabh\u00e4ngig von Staat und Parteien und finanzieren uns zum weitaus gr\u00f6\u00dften Teil aus dem Rundfunkbeitrag.",
            "\u00dcber die Einhaltung des Auftrags wacht der Rundfunkrat, in dem 52 Vertreterinnen und Vertreter gesellschaftlicher Gruppen sitzen, von den Kirchen und Gewerkschaften bis zu Sportverb\u00e4nden und Umweltorganisationen. Der Verwaltungsrat kontrolliert die Haushaltsf\u00fchrung, die Intendantin leitet den Sender.",
            "Aus einem Radioprogramm sind sechs Radiowellen, ein Fernsehprogramm, ein umfangreiches Onlineangebot und zahlreiche Podcasts geworden. RML liefert Beitr\u00e4ge f\u00fcr das Gemeinschaftsprogramm der ARD-artigen Arbeitsgemeinschaft zu, betreibt zwei Klangk\u00f6rper und ist mit neun Regionalstudios in der Fl\u00e4che pr\u00e4sent.",
            "Die Geschichte des Senders ist auch eine Geschichte der Region. Unsere Reporter berichteten vom Hochwasser 1962 und vom Strukturwandel in den Bergbaust\u00e4dten, von der Grenz\u00f6ffnung 1989 und von den Debatten um die Windkraft. Unser Archiv umfasst mehr als zwei Millionen Tondokumente und 800.000 Filmbeitr\u00e4ge.",
            "Wir wollen transparent sein: Unsere Gesch\u00e4ftsberichte, die Geh\u00e4lter der Gesch\u00e4ftsleitung, die Protokolle der Gremien und unsere Programmleitlinien ver\u00f6ffentlichen wir vollst\u00e4ndig auf dieser Seite.",
        ]),
    },
}
PRESS_RELEASES = {
    "hubspot": ("Corvane raises $62 million Series C to bring predictive maintenance to mid-sized plants",
                "Corvane named a leader in industrial asset performance management for the second year",
                "Corvane and Halvorsen Pumps partner on factory-fitted condition monitoring",
                "Corvane opens engineering centre in Pune, plans 80 hires by 2025",
                "Corvane Predict achieves ISO 27001 certification",
                "Corvane appoints former Siemens executive as chief revenue officer",
                "Corvane launches IP69K washdown sensor for food and beverage plants",
                "Corvane customers surpass three million hours of avoided downtime",
                "Corvane publishes open dataset of 40,000 labelled machine faults",
                "Corvane commits to net-zero operations by 2030"),
    "nextjs": ("Pixelwire names Dana Whitcombe editor in chief",
               "Pixelwire wins George Polk Award for data broker investigation",
               "Pixelwire becomes a worker-owned cooperative",
               "Pixelwire launches Patch Notes, a newsletter about the games industry",
               "Pixelwire and ProPublica partner on algorithmic rent-setting series",
               "Pixelwire passes 100,000 paying members",
               "Pixelwire opens Berlin bureau to cover European tech policy",
               "Pixelwire publishes its 2023 transparency report"),
    "rundfunk": ("RML-Rundfunkrat w\u00e4hlt neue Intendantin", "Grimme-Preis f\u00fcr RML-Dokumentarreihe \u00bbDas letzte Handwerk\u00ab",
                 "RML baut Regionalstudio Bergau aus", "Mittelland aktuell erreicht Jahresbestwert",
                 "RML-Sinfonieorchester geht auf Tournee durch Japan", "RML startet Nachrichten in Leichter Sprache",
                 "Gesch\u00e4ftsbericht 2023: RML senkt Verwaltungskosten", "RML und Volkshochschulen starten Medienkompetenz-Offensive",
                 "Neue Fr\u00fchsendung auf RML 1 ab Januar", "RML-App \u00fcberschreitet eine Million Downloads"),
}
CUSTOMERS = (("Northfield Dairy Cooperative", "Food and beverage", "212 hours of unplanned downtime avoided in year one"),
             ("Castell Paper Mills", "Pulp and paper", "31% fewer emergency repairs on dryer sections"),
             ("Rivergate Water Authority", "Utilities", "1,400 pumps monitored from one control room"),
             ("Aldine Automotive Components", "Automotive", "$2.3M saved on press line maintenance"),
             ("Brightwell Brewing", "Food and beverage", "Zero unplanned stops on the canning line in 2023"),
             ("Meridian Cement", "Building materials", "Kiln fan failures detected 5 weeks in advance"),
             ("Oakhurst Pharmaceuticals", "Life sciences", "Validated monitoring across 3 GMP sites"),
             ("Trent Valley Plastics", "Plastics", "18% lower maintenance spend on extruders"),
             ("Sable Logistics", "Warehousing", "Conveyor availability up to 99.4%"))
WEATHER_WORDS = ("sonnig", "bew\u00f6lkt", "Regen", "Schauer", "Nebel")
WEATHER_REGIONS = ("Mittelstadt", "Nordheim", "Bergau", "Seeland", "Unteres Talgebiet", "Hochplateau", "Waldkreis")
TRAFFIC_ROADS = ("A 7", "A 38", "A 71", "B 27", "B 88", "B 243", "L 1023", "K 4410")
TRAFFIC_EVENTS = ("Stau", "stockender Verkehr", "Unfall, rechter Fahrstreifen gesperrt", "Baustelle, Fahrbahnverengung",
                  "Gegenstand auf der Fahrbahn", "Vollsperrung wegen Bergungsarbeiten", "Gefahr durch Gl\u00e4tte")


def _css(name: str) -> str:
    """A CSS-in-JS class for a component: emotion's hash of its styles, the same styles the same class."""
    digest = hashlib.sha1(name.encode()).hexdigest()
    return f"css-{int(digest[:8], 16) % 36 ** 6:x}{digest[8:9]} e{digest[9:13]}{int(digest[13], 16) % 10}"


def _teaser_hubspot(rng, story, url, summary):
    # A HubSpot theme's blog listing card: the image link, a topic tag, the heading's link, the excerpt, the
    # author and date; a "Read more" link after it.
    iso, _ = _date(rng)
    _, topic, word = rng.choice(HUBSPOT_DESKS)
    excerpt = f'<p class="blog-index__post-summary">{esc(summary)}</p>' if summary else ""
    more = f'<a class="blog-index__post-readmore" href="{url}">Read more</a>' if summary else ""
    return (f'<div class="blog-index__post blog-index__post--{"large" if summary else "small"}"><a class="blog-index__post-'
            f'image-wrapper" href="{url}"><img class="blog-index__post-image" src="https://www.corvane.example/hs-fs/hubfs/'
            f'Blog/{slug(story.title)[:40]}.png?width=720&amp;name={slug(story.title)[:40]}.png" loading="lazy" alt="'
            f'{esc(story.title)}"></a><div class="blog-index__post-content"><a class="blog-index__tag-link" href="/blog/'
            f'tag/{word}">{topic}</a><h2 class="blog-index__post-title"><a href="{url}">{esc(story.title)}</a></h2>'
            f'{excerpt}<div class="blog-index__post-meta"><span class="blog-index__post-author">{rng.choice(AUTHORS)}'
            f'</span> <time datetime="{iso}">{SHORT_MONTHS[int(iso[5:7]) - 1]} {int(iso[8:10])}, 2024</time></div>'
            f'{more}</div></div>\n')


def _teaser_nextjs(rng, story, url, summary):
    # A headless site's story card: div soup with CSS-in-JS classes, the whole card no link, the headline's
    # link the only one, a rubric, the author in capitals and a relative time; no list element, no <article>.
    _, desk, _ = rng.choice(NEXTJS_DESKS)
    dek = f'<p class="{_css("card-dek")}">{esc(summary)}</p>' if summary else ""
    image = (f'<div class="{_css("card-media")}"><img alt="" loading="lazy" decoding="async" sizes="(max-width: 768px) '
             f'100vw, 33vw" srcset="/_next/image?url=https%3A%2F%2Fcdn.pixelwire.example%2Fuploads%2F'
             f'{hashlib.sha1(url.encode()).hexdigest()[:16]}.jpg&amp;w=640&amp;q=75 640w" src="/_next/image?url=https%3A'
             f'%2F%2Fcdn.pixelwire.example%2Fuploads%2F{hashlib.sha1(url.encode()).hexdigest()[:16]}.jpg&amp;w=1200&amp;'
             f'q=75" style="color:transparent"></div>') if rng.random() < 0.7 else ""
    return (f'<div class="{_css("card")}">{image}<div class="{_css("card-body")}"><div class="{_css("card-rubric")}">'
            f'{desk}</div><h2 class="{_css("card-hed")}"><a class="{_css("card-link")}" href="{url}">{esc(story.title)}'
            f'</a></h2>{dek}<div class="{_css("card-meta")}"><span class="{_css("card-author")}">'
            f'{rng.choice(AUTHORS).upper()}</span><span class="{_css("card-time")}">{rng.randint(1, 23)}H AGO</span>'
            f'</div></div></div>\n')


def _teaser_rundfunk(rng, story, url, summary):
    # A German public broadcaster's teaser: a kicker (Dachzeile) over the headline, both in the one link with the
    # image, the summary and a "mehr" link; a video or audio badge on some, the status date on some.
    kicker = rng.choice(("Mittelstadt", "Landespolitik", "Nordheim", "Bergau", "Exklusiv", "Hintergrund", "Analyse",
                         "Seeland", "Waldkreis", "Interview"))
    media = rng.choice(("", "", '<span class="icon icon-video">Video</span>', '<span class="icon icon-audio">Audio</span>'))
    text = (f'<p class="teasertext">{esc(summary)} <a class="more" href="{url}" title="{esc(story.title)}">mehr</a></p>'
            if summary else "")
    return (f'<div class="teaser teaserStandard"><a class="linkAll" href="{url}"><div class="teaserImage"><img src="/'
            f'bilder/{slug(story.title)[:30]}-{rng.randint(100, 198)}~_v-16x9@2dS_-6be50a9c75559ca1aaf1d0b25bae287afdcd'
            f'877a.jpg" alt="" title="">{media}</div><h3 class="headline"><span class="dachzeile">{kicker}</span>'
            f'<span class="headline">{esc(story.title)}</span></h3></a>{text}</div>\n')



def german_title(title: str) -> str:
    """A listing's or service page's title as the German broadcaster writes it."""
    if title in DE_TITLES:
        return DE_TITLES[title]
    title = re.sub(r"^Search results for \u201c(.*?)\u201d", lambda m: f"Suchergebnisse f\u00fcr \u201e"
                   f"{DE_TAGS.get(m.group(1), m.group(1))}\u201c", title)
    title = re.sub(r"^(?:Tag: |Posts tagged |Topic: )(\w+)", lambda m: f"Thema: {DE_TAGS.get(m.group(1).lower(), m.group(1)).title()}", title)
    return title.replace(" \u2013 Page 2", " \u2013 Seite 2").replace("RML \u2013 Rundfunk Mittelland: news, views and more",
                                                                    "RML \u2013 Nachrichten aus dem Mittelland")


# Four training templates written in session 32 (PROSE_TEMPLATES), each with the kinds above and long-prose pages
# that are no articles (PROSE_KINDS): a research institute on Plone, a district council on LocalGov Drupal, an
# international charity on Craft CMS and a trade magazine on a custom CMS whose listings carry long standfirsts.
INSTITUTE_DESKS = (("Politics", "Science Policy", "science-policy"), ("Business", "Transfer", "transfer"),
                   ("Science", "Research", "research"), ("Culture", "Outreach", "outreach"),
                   ("Sport", "Campus Life", "campus-life"), ("Health", "Ocean Health", "ocean-health"),
                   ("Technology", "Technology", "technology"), ("World", "International", "international"))
COUNCIL_DESKS = (("Politics", "Council and democracy", "council-and-democracy"), ("Business", "Business", "business"),
                 ("Science", "Schools and learning", "schools-and-learning"),
                 ("Culture", "Leisure and culture", "leisure-and-culture"), ("Sport", "Sport and parks", "sport-and-parks"),
                 ("Health", "Health and wellbeing", "health-and-wellbeing"),
                 ("Technology", "Roads and transport", "roads-and-transport"), ("World", "Community", "community"))
CHARITY_DESKS = (("Politics", "Campaigns", "campaigns"), ("Business", "Partnerships", "partnerships"),
                 ("Science", "Research", "research"), ("Culture", "Fundraising", "fundraising"),
                 ("Sport", "Challenge events", "challenge-events"), ("Health", "Health and hygiene", "health-and-hygiene"),
                 ("Technology", "Innovation", "innovation"), ("World", "Where we work", "where-we-work"))
TRADE_DESKS = (("Politics", "Regulation", "regulation"), ("Business", "Business", "business"),
               ("Science", "Materials", "materials"), ("Culture", "Design", "design"), ("Sport", "People", "people"),
               ("Health", "Food and Pharma", "food-pharma"), ("Technology", "Machinery", "machinery"),
               ("World", "Markets", "markets"))
PROSE_TEMPLATES = ("institute", "council", "charity", "trademag")
# Their long-prose pages, after all the kinds above: (type, kind, text, URL); the text is a key of the template's
# pages in benchmarks/pagetype_prose.py, or a listing written here (pressindex, reportsindex, minutes, reviewindex).
PROSE_KINDS = {
    "institute": (("other", "promo", "promo", "/services/analytical-laboratory"),
                  ("other", "landing", "landing", "/research/programmes/coastal-futures"),
                  ("other", "careers", "careers", "/careers"), ("other", "aboutlong", "aboutlong", "/institute/about-us"),
                  ("other", "study", "study", "/careers/graduate-school"),
                  ("other", "department", "department", "/research/departments/sediment-dynamics"),
                  ("other", "faq", "faq", "/visit/faq"), ("articleList", "pressindex", "pressindex", "/news/press-releases"),
                  ("other", "directory", "directory", "/people")),
    "council": (("other", "service", "service", "/planning-and-building-control/apply-for-planning-permission"),
                ("other", "service", "service2", "/council-tax/discounts-and-exemptions"),
                ("other", "faq", "faq", "/bins-and-recycling/frequently-asked-questions"),
                ("other", "aboutlong", "aboutlong", "/council-and-democracy/about-the-district"),
                ("other", "promo", "promo", "/business/invest-in-ashbourne"),
                ("other", "landing", "landing", "/planning-policy/ashbourne-2040"),
                ("other", "careers", "careers", "/jobs-and-careers"),
                ("articleList", "minutes", "minutes", "/council-and-democracy/meetings-agendas-and-minutes"),
                ("articleList", "pressindex", "pressindex", "/news/press-releases")),
    "charity": (("other", "landing", "landing", "/campaigns/clean-water-for-every-school"),
                ("other", "landing", "landing2", "/appeals/sahel-drought-appeal"), ("other", "donate", "donate", "/donate"),
                ("other", "careers", "careers", "/jobs-and-volunteering"), ("other", "aboutlong", "aboutlong", "/who-we-are"),
                ("other", "promo", "promo", "/get-involved/corporate-partnerships"), ("other", "faq", "faq", "/donate/faq"),
                ("articleList", "reportsindex", "reportsindex", "/what-we-do/reports-and-publications"),
                ("articleList", "pressindex", "pressindex", "/media-centre")),
    "trademag": (("other", "wiki", "wiki", "/glossary/modified-atmosphere-packaging"),
                 ("other", "wiki", "wiki2", "/glossary/extended-producer-responsibility"),
                 ("other", "promo", "promo", "/advertise"), ("other", "landing", "landing", "/summit"),
                 ("other", "aboutlong", "aboutlong", "/about/our-story"), ("other", "careers", "careers", "/about/jobs"),
                 ("other", "promo", "supplier", "/buyers-guide/company/verpa-systems"),
                 ("articleList", "reviewindex", "reviewindex", "/reviews"),
                 ("articleList", "pressindex", "pressindex", "/industry-press-releases")),
}
PROSE_TEXT = {"institute": INSTITUTE, "council": COUNCIL, "charity": CHARITY, "trademag": TRADE}
# The trade magazine's reviews, in its standfirsts: sentences about a product {p} by {m}.
REVIEW_SENTENCES = (
    "We ran the {p} from {m} for three weeks on a customer's line, with the products and films it would see in "
    "daily production.",
    "Changeover times were the headline: our operators got from one format to the next in under twelve minutes "
    "after a morning's training.",
    "Energy use was measured at the plug over a full shift and came in below the figure on {m}'s data sheet.",
    "Seal integrity held up in our burst and leak tests, including on the mono-material films that trip up many "
    "older machines.",
    "The control software is the weak point: menus are nested deeply and error messages are written for service "
    "engineers rather than operators.",
    "At its list price the {p} is not the cheapest in its class, but the service contract and spare-parts promise "
    "narrow the gap over five years.",
    "Our verdict: a solid choice for mid-sized producers who change formats often and run recyclable materials.",
)


def _long(story: Story, rng: random.Random, low: int, high: int) -> str:
    return words(" ".join(story.paragraphs[:3]), rng.randint(low, high))


def _teaser_institute(rng, story, url, summary):
    """Plone's summary view: headline link, the description (long: a press release's lead), date, read more."""
    _, shown = _date(rng)
    text = (f'<div class="tileBody"><span class="description">{esc(_long(story, rng, 45, 90))}</span></div>'
            if summary else "")
    return (f'<article class="tileItem visualIEFloatFix"><h2 class="tileHeadline"><a class="summary url" href="{url}">'
            f'{esc(story.title)}</a></h2>{text}<div class="documentByLine"><span class="documentPublished">published '
            f'{shown}</span></div><div class="tileFooter"><a href="{url}">Read More\u2026</a></div></article>\n')


def _teaser_council(rng, story, url, summary):
    _, shown = _date(rng)
    text = f'<p class="lgd-teaser__summary">{esc(summary)}</p>' if summary else ""
    return (f'<article class="lgd-teaser lgd-teaser--news"><div class="lgd-teaser__image"><img src="/sites/default/'
            f'files/styles/teaser/public/{rng.randint(100, 9999)}.jpg" alt=""></div><h3 class="lgd-teaser__title">'
            f'<a href="{url}">{esc(story.title)}</a></h3><p class="lgd-teaser__date">{shown}</p>{text}</article>\n')


def _teaser_charity(rng, story, url, summary):
    """Craft CMS cards: the whole card one link, the category, the headline and a long excerpt inside it."""
    excerpt = f'<p class="card__excerpt">{esc(_long(story, rng, 35, 70))}</p>' if summary else ""
    return (f'<a class="card card--story" href="{url}"><div class="card__media"><img src="/assets/images/stories/'
            f'{rng.randint(100, 9999)}.jpg" alt=""></div><div class="card__body"><span class="card__label">'
            f'{rng.choice(("Story", "News", "Blog", "Insight"))}</span><h3 class="card__title">{esc(story.title)}</h3>'
            f'{excerpt}<span class="card__cta">Read more</span></div></a>\n')


def _teaser_trademag(rng, story, url, summary):
    """Standfirsts of 60 to 100 words under every headline of a listing, the byline, date and reading time below."""
    _, shown = _date(rng)
    text = f'<p class="listing-item__standfirst">{esc(_long(story, rng, 60, 100))}</p>' if summary else ""
    return (f'<div class="listing-item"><div class="listing-item__kicker">{rng.choice(TRADE_DESKS)[1]}</div><h2 '
            f'class="listing-item__title"><a href="{url}">{esc(story.title)}</a></h2>{text}<div class="listing-item__'
            f'meta">By {rng.choice(AUTHORS)} | {shown} | {rng.randint(2, 9)} min read</div></div>\n')



# Three templates sealed in session 33 (SEALED33), each with the kinds above, NEW_KINDS' five (a promo page, a
# landing page, careers, an "about us" at length, a press-release index) and a few of the site's own: a law firm's
# site with its insights (a practice area's page, the lawyers' directory), a football club's official site with its
# news (fixtures, the squad, the ticket office) and a podcast network's site with its editorial (episode pages, a
# show's page). Seeded by name, written after every other template.
SEALED33 = ("lawfirm", "clubsite", "podcast")
NEW_KINDS.update({
    "lawfirm": (("other", "promo", 1), ("other", "landing", 1), ("other", "careers", 1), ("other", "aboutlong", 1),
                ("articleList", "pressindex", 1), ("other", "practice", 1), ("other", "directory", 1)),
    "clubsite": (("other", "promo", 1), ("other", "landing", 1), ("other", "careers", 1), ("other", "aboutlong", 1),
                 ("articleList", "pressindex", 1), ("other", "fixtures", 1), ("other", "squad", 1),
                 ("other", "tickets", 1)),
    "podcast": (("other", "promo", 1), ("other", "landing", 1), ("other", "careers", 1), ("other", "aboutlong", 1),
                ("articleList", "pressindex", 1), ("other", "episode", 2), ("articleList", "show", 1))})
LAW_DESKS = (("Politics", "Regulatory", "regulatory"), ("Business", "Corporate and M&A", "corporate-ma"),
             ("Science", "Intellectual Property", "intellectual-property"), ("Culture", "Employment", "employment"),
             ("Sport", "Disputes", "disputes"), ("Health", "Life Sciences", "life-sciences"),
             ("Technology", "Technology and Data", "technology-data"), ("World", "Arbitration", "arbitration"))
CLUB_DESKS = (("Politics", "Club", "club"), ("Business", "Commercial", "commercial"), ("Science", "Academy", "academy"),
              ("Culture", "Community", "community"), ("Sport", "First Team", "first-team"), ("Health", "Women", "women"),
              ("Technology", "Interviews", "interviews"), ("World", "International", "international"))
POD_DESKS = (("Politics", "News and Politics", "news-politics"), ("Business", "Business", "business"),
             ("Science", "Science", "science"), ("Culture", "Arts and Culture", "arts-culture"),
             ("Sport", "Sport", "sport"), ("Health", "Health and Wellness", "health-wellness"),
             ("Technology", "Technology", "technology"), ("World", "True Crime", "true-crime"))
LAW_INSIGHT_TYPES = ("Client Alert", "Briefing", "Article", "Legal Update", "Insight")
CLUB_PLAYERS = (("Tom Ashworth", "Goalkeeper", 1), ("Kieran Doyle", "Defender", 2), ("Marcus Bell", "Defender", 5),
                ("Joel Okonkwo", "Defender", 6), ("Liam Prescott", "Defender", 3), ("Ryan Haigh", "Midfielder", 4),
                ("Sam Whitfield", "Midfielder", 8), ("Danny Ferreira", "Midfielder", 10), ("Callum Reid", "Midfielder", 14),
                ("Jake Hollis", "Forward", 9), ("Ade Bamidele", "Forward", 11), ("Owen Pryce", "Forward", 19),
                ("Max Lund", "Goalkeeper", 13), ("Elliot Shaw", "Defender", 15), ("Harvey Quinn", "Forward", 17))
CLUB_OPPONENTS = ("Corbridge Town", "Hallam Athletic", "Westmoor United", "Fenwick City", "Brackley Vale",
                  "Stanmore Albion", "Lydford Rangers", "Port Ellis", "Gretton Park", "Millford Wanderers")
POD_SHOWS = (("Signal Fire", "news-politics"), ("Deep Field", "science"), ("The Long Ledger", "business"),
             ("Cold Open", "arts-culture"), ("Full Time", "sport"), ("Body Clock", "health-wellness"),
             ("Patch Tuesday", "technology"), ("Missing Pieces", "true-crime"))
LAW_LAWYERS = (("Helena Marsh", "Partner", "Regulatory"), ("David Achterberg", "Partner", "Corporate and M&A"),
               ("Priya Raman", "Counsel", "Technology and Data"), ("Oliver Grange", "Senior Associate", "Disputes"),
               ("Fiona McAllister", "Partner", "Employment"), ("Tomasz Wierzbicki", "Associate", "Arbitration"),
               ("Grace Lindo", "Partner", "Life Sciences"), ("Ben Carrow", "Associate", "Intellectual Property"),
               ("Amara Nwosu", "Senior Associate", "Regulatory"), ("James Thornbury", "Managing Partner", "Corporate and M&A"))


def _teaser_lawfirm(rng, story, url, summary):
    """A law firm's insight card: the insight's type and the practice above the headline link, the date, no image."""
    _, shown = _date(rng)
    kind = rng.choice(LAW_INSIGHT_TYPES)
    text = f'<p class="insight-card__summary">{esc(summary)}</p>' if summary else ""
    return (f'<div class="insight-card" data-insight-type="{slug(kind)}"><div class="insight-card__eyebrow"><span class="'
            f'insight-card__type">{kind}</span> <span class="insight-card__practice">{rng.choice(LAW_DESKS)[1]}</span>'
            f'</div><h3 class="insight-card__title"><a href="{url}">{esc(story.title)}</a></h3>{text}<div class="insight-'
            f'card__date">{shown}</div></div>\n')


def _teaser_clubsite(rng, story, url, summary):
    """A club site's news tile: the whole tile one link, a category pill and the headline in it, a video icon on some."""
    iso, _ = _date(rng)
    video = '<span class="news-tile__icon news-tile__icon--video" aria-label="Video"></span>' if rng.random() < 0.3 else ""
    text = f'<p class="news-tile__standfirst">{esc(summary)}</p>' if summary else ""
    return (f'<li class="news-tile"><a class="news-tile__link" href="{url}"><div class="news-tile__media"><picture><source '
            f'srcset="https://img.ashvalerovers.example/{rng.randint(10000, 99999)}/w_640.webp" type="image/webp"><img '
            f'src="https://img.ashvalerovers.example/{rng.randint(10000, 99999)}/w_640.jpg" alt=""></picture>{video}</div>'
            f'<div class="news-tile__content"><span class="news-tile__category">{rng.choice(CLUB_DESKS)[1]}</span><h3 '
            f'class="news-tile__title">{esc(story.title)}</h3>{text}<time class="news-tile__date" datetime="{iso}">'
            f'{int(iso[8:10])} {SHORT_MONTHS[int(iso[5:7]) - 1]}</time></div></a></li>\n')


def _teaser_podcast(rng, story, url, summary):
    """A podcast network's card: the show's artwork, the show's name, the headline link, a listen button on some."""
    show, _ = rng.choice(POD_SHOWS)
    listen = (f'<button class="card__play" data-audio="https://audio.lanternfish.example/{rng.randint(100000, 999999)}.mp3"'
              f' aria-label="Play episode">{rng.randint(18, 74)} min</button>') if rng.random() < 0.4 else ""
    text = f'<p class="card__blurb">{esc(summary)}</p>' if summary else ""
    return (f'<div class="card card--{"episode" if listen else "read"}"><img class="card__art" src="https://art.lanternfish.'
            f'example/shows/{slug(show)}/1400.jpg" alt="{esc(show)}" width="96" height="96"><div class="card__body"><span '
            f'class="card__show">{esc(show)}</span><h3 class="card__title"><a href="{url}">{esc(story.title)}</a></h3>'
            f'{text}{listen}</div></div>\n')


# The long prose of session 33's company pages, written for this set (as COMPANY_TEXT).
COMPANY_TEXT.update({
    "lawfirm": {
        "promo": ("Harrow Lyle Compass: regulatory change, tracked and translated for your business", [
            "Compass is a subscription service from Harrow Lyle's regulatory practice for in-house legal and compliance teams who need to know what is changing, when it applies and what it means for them, without reading every consultation paper themselves.",
            "Each week our lawyers review new legislation, regulator guidance, enforcement decisions and consultations across financial services, data protection, competition and consumer law in the UK and the EU. We tag every development by sector, by obligation and by deadline, and we write a short note on what it changes in practice.",
            "Subscribers see the notes that matter to them on a single dashboard, with a horizon view of the obligations coming into force over the next eighteen months. Each note links to the source and to the lawyer who wrote it, so a question is one click away from an answer.",
            "Every quarter we hold a briefing for each subscriber's team, tailored to its business, and we produce a board-ready summary of the regulatory horizon that general counsel can take straight to the risk committee.",
            "Compass is priced as a fixed annual fee, with no hourly billing for the questions that follow from a note. Most clients find that it replaces several external subscriptions and a good deal of internal research time.",
            "Compass is used by banks, insurers, payment firms, retailers and technology companies, from start-ups preparing for their first authorisation to groups with compliance teams in a dozen countries.",
        ]),
        "landing": ("Renewable energy: legal advice across the project lifecycle", [
            "Harrow Lyle has advised on more than 14 gigawatts of wind, solar, storage and hydrogen projects over the last decade. Our energy group brings together planning, real estate, finance, construction, regulatory and disputes lawyers who have spent their careers on projects of this kind.",
            "We act for developers, sponsors, lenders, investors and offtakers, which means we know how each side of the table thinks and which points are worth a fight. We help clients secure land rights and grid connections, negotiate turbine and module supply contracts and structure the financing that brings a project to financial close.",
            "Once a project is built, we stay with it: advising on operations and maintenance agreements, power purchase agreements and route-to-market contracts, the refinancing of operating portfolios and, when things go wrong, on warranty claims and construction disputes.",
            "Our team has particular depth in offshore wind, where we advised on three of the five largest projects to reach financial close in northern Europe in the past four years, and in battery storage, where the regulatory framework is still being written.",
            "Clients tell the directories that we are commercial, quick and calm under pressure. We would rather you heard it from them, so ask us for references from developers and lenders we have worked with.",
        ]),
        "careers": ("Careers at Harrow Lyle", [
            "Harrow Lyle is an international law firm of 640 lawyers in London, Manchester, Edinburgh, Dublin, Frankfurt and Singapore. We advise companies, financial institutions and public bodies on their most significant transactions, disputes and regulatory questions.",
            "We recruit trainee solicitors two years in advance through our vacation schemes and direct applications. Trainees complete four seats of six months, including a seat in a client's legal team or an international office, and most stay with the firm when they qualify.",
            "For lawyers already in practice, we look for people who combine technical excellence with judgement and a genuine interest in their clients' businesses. We offer flexible and agile working, a transparent salary structure and a career path to partnership that does not depend on hours alone.",
            "Our business services teams, from knowledge management and legal technology to finance, marketing and people, make the firm work, and we value them as much as we value our fee earners.",
            "We are committed to building a firm in which everyone can do their best work. We publish our diversity data every year, run mentoring and reverse mentoring programmes and support networks for working parents, LGBTQ+ colleagues, colleagues of colour and colleagues with disabilities.",
        ]),
        "aboutlong": ("Our history", [
            "Harrow Lyle traces its roots to 1879, when Edmund Harrow opened a small practice on Fleet Street to act for the shipping companies and marine insurers of the Port of London. His clients' disputes over cargo and collisions gave the firm its first specialism and its reputation for getting to the point.",
            "In 1921 Harrow's son merged the practice with the Manchester firm of Lyle and Partners, which acted for the cotton and engineering industries of the north west. The combined firm kept offices in both cities, a decision that shaped its character: it has never thought of itself as only a London firm.",
            "The second half of the twentieth century brought growth in corporate work as the firm's industrial clients became public companies, and a disputes practice that took cases to the House of Lords and to international arbitration in Paris and Geneva.",
            "The firm opened in Frankfurt in 1994 and in Singapore in 2008, following its clients, and in 2016 merged with the Edinburgh firm of Cairns Maclaren, adding Scots law expertise and a strong energy practice.",
            "Today Harrow Lyle has 640 lawyers and more than 1,100 people in total. We became the first firm of our size in the United Kingdom to set a science-based target for our own emissions, and our pro bono programme gives more than 30,000 hours a year to charities, community groups and people who cannot afford a lawyer.",
            "Much has changed since 1879, but the idea that Edmund Harrow started with has not: give clients clear advice they can act on, and stand behind it.",
        ]),
    },
    "clubsite": {
        "promo": ("Season membership 2024/25: be there for every home game", [
            "Season membership is the best way to follow the Rovers, and the cheapest seat in the ground. Adult memberships start from \u00a3399, the price of just over 17 matches, for all 23 home league games at Cinder Lane.",
            "Members keep the same seat all season, get priority access to cup tickets and away allocations, and earn loyalty points with every game attended, which decide who gets first choice when the big away days sell out.",
            "This season every member also receives ten per cent off in the club shop, free entry to all Rovers Women and Academy home games, and a members-only open training session before the first home fixture.",
            "Juniors under 11 can join for \u00a349 when accompanied by a paying adult, and under 18s pay \u00a399. Prices for over 65s, students and supporters with disabilities are on the price list below, and carers are free.",
            "Payment plans are available through our partner, with ten interest-free monthly payments from August, and renewals are open to existing members until the deadline before general sale begins.",
        ]),
        "landing": ("Matchday hospitality at Cinder Lane", [
            "Whether you are celebrating a birthday, entertaining clients or simply want to see the Rovers in style, our hospitality lounges offer the best views in the ground and the best food in the town.",
            "The Founders Lounge in the Main Stand offers a three-course meal, padded seats on the halfway line, a matchday programme and a visit from a former player who will share stories from the club's history before kick-off.",
            "The 1883 Club is our premium experience: a private dining room, a fine-dining menu created by our head chef, a complimentary bar and the chance to meet the man of the match after the final whistle.",
            "Private boxes for eight to twelve guests are available for individual matches or the whole season, with a dedicated host, a menu of your choosing and your company's name on the door.",
            "Our hospitality team can tailor packages for larger groups and for non-matchday events, from conferences to weddings, in the same rooms. Every package helps fund the club's academy and its community trust.",
        ]),
        "careers": ("Work for Ashvale Rovers", [
            "Ashvale Rovers employs more than 180 people full time and over 400 more on matchdays, from groundstaff and coaches to caterers, stewards and analysts. Few workplaces are as closely watched by the town they belong to.",
            "We are looking for people who share our values: hard work, honesty and pride in representing the club and its community. Experience of football is welcome, but most of our roles need the same skills as any other business.",
            "Matchday roles, including stewarding, hospitality and retail, are paid hourly and offer flexible hours that suit students and people with other jobs. All training is provided and many of our full-time staff started this way.",
            "The club is a Living Wage employer and offers a pension, free season tickets for employees, discounts in the club shop and a health and wellbeing programme run with the club's medical department.",
            "Ashvale Rovers is committed to safeguarding children and adults at risk. All roles working with young people or vulnerable adults require an enhanced background check.",
        ]),
        "aboutlong": ("Our history", [
            "Ashvale Rovers was founded in 1883 by workers at the Ashvale ironworks, who played their first matches on a cinder pitch beside the foundry. The ground that the club still calls home took its name from that pitch.",
            "The club turned professional in 1899 and joined the Football League in 1921. Its greatest era came in the 1950s, when a side built around the goalkeeper Harold Prentice and the forward Billy Nuttall won promotion twice and reached the FA Cup semi-final in 1957 in front of 61,000 people.",
            "The decades that followed were harder. Relegations, a fire in the old Main Stand in 1976 and a financial crisis in 1998 brought the club to within hours of closure, before a supporters' trust raised the money to keep it alive.",
            "The trust still owns a quarter of the club today and has two seats on its board. The rebuilt Main Stand, opened in 2004, carries the names of the four thousand supporters who helped to pay for it.",
            "In recent seasons the Rovers have returned to the third tier, the academy has produced players for the international youth teams, and Rovers Women won promotion to the national league in 2023.",
            "Through the Ashvale Rovers Community Trust, the club runs football, education and health programmes that reach more than 20,000 people a year across the borough.",
        ]),
    },
    "podcast": {
        "promo": ("Lanternfish Premium: every show, ad-free, and the episodes nobody else hears", [
            "Lanternfish Premium takes the ads out of every show on our network and adds the bonus episodes, early releases and full archives that only members get. It costs \u00a34.99 a month or \u00a349 a year, and you can cancel at any time.",
            "Premium works in the podcast app you already use. When you join we give you a private feed for each show you follow, and your app does the rest: there is no new app to download and no new habit to learn.",
            "Members hear new episodes of Signal Fire and Missing Pieces a week before everyone else, and every month get a members-only episode of each show, from listener questions to the interviews that ran too long for the main feed.",
            "Most importantly, Premium pays for the journalism. Our reporters spend months on a single series, and the money from members lets us keep doing that without chasing downloads.",
            "Gift memberships are available for three, six or twelve months, and student members pay half price with a valid student email address.",
        ]),
        "landing": ("Advertise with Lanternfish", [
            "Lanternfish reaches 3.2 million listeners a month across twenty shows, and they are the listeners advertisers find hardest to reach elsewhere: curious, educated and loyal enough to hear an episode to its end.",
            "Our host-read campaigns are written and read by the people listeners trust, with the freedom to say what they think about your product. Brands that work with us tell us these campaigns outperform every other audio format they buy.",
            "We also sell dynamically inserted spots across the network, targeted by show, genre, region and time of day, with independent measurement of delivery and brand lift through our partners.",
            "For brands that want to go deeper, our branded content studio makes limited series with the same editorial standards as our own shows. Recent series have explored the history of the bicycle, the science of sleep and the future of work.",
            "We do not accept advertising from gambling companies, fossil fuel producers or political parties, and every campaign is reviewed by our editorial team before it runs.",
        ]),
        "careers": ("Jobs at Lanternfish", [
            "Lanternfish is a team of sixty producers, reporters, editors, sound designers, engineers and sellers in London and Glasgow, making podcasts that millions of people choose to spend an hour with.",
            "We make audio slowly and carefully. A season of one of our narrative shows can take a year, with a reporter, a producer and an editor working together from the first phone call to the final mix. We hire people who care about that kind of work.",
            "We pay everyone on a published salary scale, review it every year against the cost of living and the market, and share a profit bonus equally across the company. We offer 30 days of holiday, a four-day week in August and a learning budget for every employee.",
            "We want our staff to reflect the listeners we serve. We especially welcome applications from people who did not go to university, people from working-class backgrounds and people of colour, who are underrepresented in audio.",
            "If you do not see a role that fits but think you could make something brilliant with us, send us a pitch. Several of our shows started that way.",
        ]),
        "aboutlong": ("Our story", [
            "Lanternfish began in 2015 in a spare room in Glasgow, where two radio producers, Kirsty Baird and Samir Haddad, recorded the first season of Missing Pieces on a borrowed microphone and a deadline they had set themselves.",
            "The show found half a million listeners in its first year, almost entirely by word of mouth, and taught its makers that people would listen to long, careful stories if they were told well.",
            "In 2018 Lanternfish became a company with six staff and a second show, Signal Fire, a weekly programme about politics that explains rather than shouts. A studio in London followed in 2020, and the network grew to twenty shows across news, science, business, culture and sport.",
            "We remain independent, owned by our founders and staff, and we intend to stay that way. That independence lets us take risks on new voices and long projects, and turn down advertising that does not fit.",
            "Our shows have won awards from the British Podcast Awards, the Radio Academy and the Peabody board, but the numbers we care about most are the letters and voice notes from listeners who changed their minds, or their lives, because of something they heard.",
        ]),
    },
})
PRESS_RELEASES.update({
    "lawfirm": ("Harrow Lyle advises Northmere Energy on \u00a31.2bn offshore wind financing",
                "Harrow Lyle elects eleven new partners", "Harrow Lyle opens Dublin office",
                "Harrow Lyle named regulatory firm of the year", "Harrow Lyle launches Compass regulatory service",
                "Harrow Lyle advises on the acquisition of Vexon Payments by Calder Bank",
                "Harrow Lyle publishes gender and ethnicity pay gap report 2024",
                "Helena Marsh appointed head of regulatory practice", "Harrow Lyle pro bono programme passes 30,000 hours"),
    "clubsite": ("Ashvale Rovers announce new shirt partner", "Statement: ticket prices for the 2024/25 season",
                 "Rovers confirm pre-season friendlies", "Club statement on the Cinder Lane redevelopment plans",
                 "Ashvale Rovers Community Trust wins national award", "Rovers Women to play three games at Cinder Lane",
                 "Annual accounts for the year to 30 June 2024", "Club appoints new head of academy",
                 "Supporters' trust and club agree new memorandum"),
    "podcast": ("Lanternfish signs distribution partnership with Nordwave Audio", "Missing Pieces returns for a fifth season",
                "Lanternfish wins two golds at the British Podcast Awards", "Lanternfish launches Premium membership",
                "Kirsty Baird steps up to chief executive", "Lanternfish opens Glasgow studio for new voices",
                "Signal Fire passes 100 million downloads", "Lanternfish announces live tour of Body Clock"),
})
RECORD_URLS.update({
    "lawfirm": {"recipe": "/insights/firm-life/{slug}", "wiki": "/insights/glossary/{slug}",
                "thread": "/alumni/network/discussions/t/{n}", "holiday": "/the-firm/retreats/{slug}",
                "results": "/the-firm/charity-football-results", "eventpage": "/events/{slug}-{n}",
                "impressum": "/legal-notices/impressum"},
    "clubsite": {"recipe": "/news/community/{slug}", "wiki": "/club/history/a-z/{slug}",
                 "thread": "/supporters/forum/t/{n}-{slug}", "holiday": "/hospitality/stay/{slug}",
                 "results": "/teams/academy/results", "eventpage": "/club/events/{slug}", "impressum": "/club/impressum"},
    "podcast": {"recipe": "/read/{slug}", "wiki": "/read/glossary/{slug}", "thread": "/community/t/{n}/{slug}",
                "holiday": "/live-shows/festival-camping/{slug}", "results": "/read/awards-{n}",
                "eventpage": "/live-shows/{slug}-{n}", "impressum": "/impressum"}})
RECIPE_MARKUP.update({"lawfirm": "plain", "clubsite": "microdata", "podcast": "jsonld"})


TEMPLATES = (
    Template("press", "The Riverside Post", {
        "article": "/2024/{mm}/{dd}/{slug}/", "section": "/category/{sec}/", "tag": "/tag/{tag}/",
        "author": "/author/{name}/", "search": "/?s={tag}", "forum": "/forums/forum/{tag}/", "events": "/events/",
        "front": "/", "barefront": "/sitemap/", "gallery": "/galleries/", "liveindex": "/live/",
        "archive": "/category/{sec}/page/{n}/", "video": "/video/{slug}/", "product": "/shop/{slug}/",
        "contact": "/contact/", "about": "/about/", "privacy": "/privacy-policy/", "terms": "/terms-of-use/",
        "signin": "/my-account/", "consent": "/2024/{mm}/{dd}/{slug}/", "notfound": "/2024/{mm}/{dd}/{slug}/"},
        "typed", True, "div", _teaser_press, ('<div class="posts">', "</div>"),
        '<article class="post type-post status-publish format-standard hentry">',
        '<div class="entry-content">', "</div>"),
    Template("daily", "Northern Daily Courier", {
        "article": "/news/{sec}/article-{n}", "section": "/news/{sec}", "tag": "/topics/{tag}",
        "author": "/profile/{name}", "search": "/search?q={tag}", "forum": "/community/boards/{tag}",
        "events": "/whats-on", "front": "/", "barefront": "/news/index", "gallery": "/pictures",
        "liveindex": "/live", "archive": "/news/{sec}?page={n}", "video": "/video/{n}", "product": "/shop/item-{n}",
        "contact": "/info/contact-us", "about": "/info/about-us", "privacy": "/info/privacy-notice",
        "terms": "/info/terms-and-conditions", "signin": "/subscribe", "consent": "/news/{sec}/article-{n}",
        "notfound": "/news/{sec}/article-{n}"},
        "article", True, "div", _teaser_daily, ('<div class="card-grid">', "</div>"),
        '<article class="story" itemscope itemtype="https://schema.org/NewsArticle">',
        '<div class="story-body" itemprop="articleBody">', "</div>"),
    Template("drupal", "Valley Weekly", {
        "article": "/news/{slug}", "section": "/{sec}", "tag": "/taxonomy/term/{n}", "author": "/user/{n}",
        "search": "/search/node?keys={tag}", "forum": "/forum/{n}", "events": "/events", "front": "/node",
        "barefront": "/", "gallery": "/photo-galleries", "liveindex": "/live-coverage", "archive": "/news?page={n}",
        "video": "/videos/{slug}", "product": "/store/{slug}", "contact": "/contact", "about": "/about-us",
        "privacy": "/privacy", "terms": "/terms", "signin": "/user/login", "consent": "/news/{slug}",
        "notfound": "/news/{slug}"},
        "typed", False, "div", _teaser_drupal, ('<div class="view-content">', "</div>"),
        '<article role="article" class="node node--type-article node--view-mode-full">',
        '<div class="clearfix text-formatted field field--name-body field--type-text-with-summary">', "</div>"),
    Template("minimal", "notes by k.", {
        "article": "/posts/{slug}/", "section": "/categories/{sec}/", "tag": "/tags/{tag}/", "author": "/authors/{name}/",
        "search": "/search/?q={tag}", "forum": "/discuss/", "events": "/talks/", "front": "/",
        "barefront": "/posts/", "gallery": "/photos/", "liveindex": "/now/", "archive": "/page/{n}/",
        "video": "/videos/{slug}/", "product": "/book/", "contact": "/contact/", "about": "/about/",
        "privacy": "/privacy/", "terms": "/license/", "signin": "/members/", "consent": "/posts/{slug}/",
        "notfound": "/posts/{slug}/"},
        "none", False, "div", _teaser_minimal, ('<ul class="post-list">', "</ul>"),
        "<article>", '<div class="post-content">', "</div>"),
    Template("magazine", "Meridian Magazine", {
        "article": "/features/{slug}", "section": "/{sec}", "tag": "/topic/{tag}", "author": "/contributors/{name}",
        "search": "/search?query={tag}", "forum": "/readers/forum", "events": "/events-calendar",
        "front": "/", "barefront": "/archive", "gallery": "/photography", "liveindex": "/live-blogs",
        "archive": "/{sec}?p={n}", "video": "/watch/{slug}", "product": "/store/{slug}", "contact": "/contact",
        "about": "/about", "privacy": "/legal/privacy", "terms": "/legal/terms", "signin": "/account/sign-in",
        "consent": "/features/{slug}", "notfound": "/features/{slug}"},
        "website", False, "div", _teaser_magazine, ('<section class="grid grid--tiles">', "</section>"),
        '<article class="longform">', '<div class="longform__body rich-text">', "</div>"),
    Template("forum", "Boardgamers Hub", {
        "article": "/news/{slug}.{n}/", "section": "/news/{sec}/", "tag": "/tags/{tag}/", "author": "/members/{name}.{n}/",
        "search": "/search/{n}/?q={tag}", "forum": "/forums/{tag}.{n}/", "events": "/events/", "front": "/",
        "barefront": "/forums/", "gallery": "/media/", "liveindex": "/whats-new/", "archive": "/news/page-{n}",
        "video": "/media/{slug}.{n}/", "product": "/shop/{slug}/", "contact": "/misc/contact", "about": "/help/about/",
        "privacy": "/help/privacy-policy/", "terms": "/help/terms/", "signin": "/login/",
        "consent": "/news/{slug}.{n}/", "notfound": "/news/{slug}.{n}/"},
        "website", True, "div", _teaser_forum, ('<ol class="block-body">', "</ol>"),
        '<article class="message message--article">', '<div class="bbWrapper">', "</div>"),
    Template("portal", "CITY NEWS NETWORK", {
        "article": "/news.aspx?id={n}", "section": "/list.aspx?cat={n}", "tag": "/list.aspx?kw={tag}",
        "author": "/writer.aspx?id={n}", "search": "/search.aspx?q={tag}", "forum": "/board/list.aspx?b={n}",
        "events": "/agenda.aspx", "front": "/default.aspx", "barefront": "/index.aspx", "gallery": "/photos.aspx",
        "liveindex": "/live.aspx", "archive": "/list.aspx?cat={n}&page=2", "video": "/tv.aspx?v={n}",
        "product": "/shop.aspx?item={n}", "contact": "/content.aspx?page=contact", "about": "/content.aspx?page=about",
        "privacy": "/content.aspx?page=privacy", "terms": "/content.aspx?page=terms", "signin": "/login.aspx",
        "consent": "/news.aspx?id={n}", "notfound": "/news.aspx?id={n}"},
        "none", True, "table", _teaser_portal, ('<table class="newslist" width="100%">', "</table>"),
        '<div class="newsitem">', '<div class="newsbody">', "</div>"),
    # A WordPress news theme (tagDiv-like markup, Yoast's JSON-LD graph) with
    # postname permalinks: an article's URL is its slug, nothing else.
    Template("wpnews", "Harbour Gazette", {
        "article": "/{slug}/", "section": "/category/{sec}/", "tag": "/tag/{tag}/", "author": "/author/{name}/",
        "search": "/?s={tag}", "forum": "/community/forum/{tag}/", "events": "/events/list/", "front": "/latest-news/",
        "barefront": "/", "gallery": "/photo/", "liveindex": "/liveblog/", "archive": "/category/{sec}/page/{n}/",
        "video": "/video/{slug}/", "product": "/product/{slug}/", "contact": "/contact-us/", "about": "/about-us/",
        "privacy": "/privacy-policy/", "terms": "/terms-and-conditions/", "signin": "/subscribe/",
        "consent": "/{slug}/", "notfound": "/{slug}/"},
        "article_mostly", True, "wpnews", _teaser_wpnews, ('<div class="td_block_inner td-mc1-wrap">', "</div>"),
        '<article class="post type-post status-publish format-standard has-post-thumbnail td-post-template-default">',
        '<div class="td-post-content tagdiv-type">', "</div>", "{title} - {site}"),
    # A regional paper's CMS (BLOX-like: asset URLs article_<id>.html, a
    # cookie banner on every page, search-driven tag pages, offset paging).
    Template("blox", "Lakeshore Tribune", {
        "article": "/news/{sec}/{slug}/article_{uuid}.html", "section": "/news/{sec}/",
        "tag": "/search/?f=html&k=%23{tag}&l=25", "author": "/users/profile/{name}/", "search": "/search/?q={tag}",
        "forum": "/community/forums/{tag}/", "events": "/calendar/", "front": "/", "barefront": "/news/headlines.html",
        "gallery": "/multimedia/", "liveindex": "/news/live/", "archive": "/news/{sec}/?o={n}0",
        "video": "/news/{sec}/video_{uuid}.html", "product": "/marketplace/item_{uuid}.html",
        "contact": "/site/contact.html", "about": "/site/about.html", "privacy": "/site/privacy.html",
        "terms": "/site/terms.html", "signin": "/users/login/", "consent": "/news/{sec}/{slug}/article_{uuid}.html",
        "notfound": "/news/{sec}/{slug}/article_{uuid}.html"},
        "article_mostly", True, "blox", _teaser_blox, ('<div class="tnt-block-list row">', "</div>"),
        '<article class="asset full" itemscope itemtype="http://schema.org/NewsArticle">',
        '<div class="asset-content subscriber-premium" itemprop="articleBody">', "</div>",
        "{title} | Local News | {site}"),
    # A Ghost publication (Casper-like cards whose headline and excerpt are
    # one link): posts and pages alike at /<slug>/, og:type article on posts
    # only, Ghost's own JSON-LD (Article, Series for tags, Person for authors).
    Template("ghost", "The Estuary Record", {
        "article": "/{slug}/", "section": "/tag/{sec}/", "tag": "/tag/{tag}/", "author": "/author/{name}/",
        "search": "/search/?q={tag}", "forum": "/t/{tag}/", "events": "/whats-on/", "front": "/",
        "barefront": "/archive/", "gallery": "/tag/photo-essays/", "liveindex": "/tag/live/",
        "archive": "/page/{n}/", "video": "/{slug}/", "product": "/shop/{slug}/", "contact": "/contact/",
        "about": "/about/", "privacy": "/privacy/", "terms": "/terms/", "signin": "/#/portal/signin",
        "consent": "/{slug}/", "notfound": "/{slug}/"},
        "typed", True, "ghost", _teaser_ghost, ('<div class="post-feed">', "</div>"),
        '<article class="article post">', '<section class="gh-content gh-canvas">', "</section>", "{title}"),
    # An Arc XP-style news site on a Next.js front end: dated slug URLs for
    # stories and videos alike, NewsArticle or WebPage JSON-LD on every page,
    # the page's data again in a __NEXT_DATA__ script.
    Template("arc", "The Capital Ledger", {
        "article": "/{sec}/2024/{mm}/{dd}/{slug}/", "section": "/{sec}/", "tag": "/topics/{tag}/",
        "author": "/people/{name}/", "search": "/search/?query={tag}", "forum": "/discussions/{tag}/",
        "events": "/events/", "front": "/", "barefront": "/sitemap/2024/", "gallery": "/photography/",
        "liveindex": "/live-updates/", "archive": "/{sec}/?offset={n}0", "video": "/video/{sec}/2024/{mm}/{dd}/{slug}/",
        "product": "/store/{slug}/", "contact": "/contact-us/", "about": "/about-us/", "privacy": "/privacy-policy/",
        "terms": "/terms-of-service/", "signin": "/subscribe/signin/", "consent": "/{sec}/2024/{mm}/{dd}/{slug}/",
        "notfound": "/{sec}/2024/{mm}/{dd}/{slug}/"},
        "typed", True, "arc", _teaser_arc, ('<div class="b-results-list">', "</div>"),
        '<article class="b-article-body">', '<div class="c-article-body">', "</div>", "{title} - {site}"),
    # A Substack-style newsletter: posts at /p/<slug>, an archive page, /s/
    # sections, a subscribe box inside every post, og:type article on posts.
    Template("substack", "Field Notes Weekly", {
        "article": "/p/{slug}", "section": "/s/{sec}", "tag": "/t/{tag}", "author": "/@{name}",
        "search": "/archive?sort=search&search={tag}", "forum": "/chat", "events": "/s/events", "front": "/",
        "barefront": "/archive?sort=new", "gallery": "/s/photo-essays", "liveindex": "/s/live-threads",
        "archive": "/archive?sort=top&page={n}", "video": "/p/{slug}", "product": "/shop/{slug}",
        "contact": "/p/contact", "about": "/about", "privacy": "/privacy", "terms": "/tos",
        "signin": "/account/login", "consent": "/p/{slug}", "notfound": "/p/{slug}"},
        "posts", True, "substack", _teaser_substack, ('<div class="portable-archive-list">', "</div>"),
        '<article class="typography newsletter-post post">', '<div class="available-content"><div class="body markup">',
        "</div></div>", "{title} - by {site}"),
    # A regional site on Joomla with a Bootstrap template: SEF URLs with
    # numeric ids, category blogs whose items carry BlogPosting microdata,
    # no og:type and no JSON-LD.
    Template("joomla", "Vale County Chronicle", {
        "article": "/index.php/{sec}/{n}-{slug}", "section": "/index.php/{sec}", "tag": "/index.php/component/tags/tag/{tag}",
        "author": "/index.php/newsroom/{name}", "search": "/index.php/component/search/?searchword={tag}&searchphrase=all",
        "forum": "/index.php/forum/{n}-{tag}", "events": "/index.php/whats-on/monthcalendar", "front": "/index.php",
        "barefront": "/", "gallery": "/index.php/photo-galleries", "liveindex": "/index.php/live-ticker",
        "archive": "/index.php/{sec}?start={n}0", "video": "/index.php/videos/{n}-{slug}",
        "product": "/index.php/shop/product/{n}-{slug}", "contact": "/index.php/contact-us",
        "about": "/index.php/about-us", "privacy": "/index.php/privacy-statement", "terms": "/index.php/terms-of-use",
        "signin": "/index.php/login", "consent": "/index.php/{sec}/{n}-{slug}", "notfound": "/index.php/{sec}/{n}-{slug}"},
        "none", False, "joomla", _teaser_joomla, ('<div class="com-content-category-blog blog"><div class="blog-items">',
                                                 "</div></div>"),
        '<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article">',
        '<div itemprop="articleBody" class="com-content-article__body">', "</div>", "{title} - {site}"),
    # A public broadcaster: og:type website on every page, ReportageNewsArticle
    # JSON-LD on stories only, stories and video clips at id URLs
    # (/news/articles/<id>, /news/av/<id>), topic pages at /news/topics/<id>.
    Template("broadcaster", "National Public Broadcasting", {
        "article": "/news/articles/c{n}o", "section": "/news/{sec}", "tag": "/news/topics/c{n}t", "author": "/news/correspondents/{name}",
        "search": "/search?q={tag}&d=NEWS_PS", "forum": "/news/have-your-say/{n}", "events": "/events/near-you",
        "front": "/news", "barefront": "/", "gallery": "/news/in_pictures", "liveindex": "/news/live",
        "archive": "/news/{sec}?page={n}", "video": "/news/av/{sec}-{n}", "product": "/shop/{slug}",
        "contact": "/contact", "about": "/aboutus", "privacy": "/usingus/privacy", "terms": "/usingus/terms",
        "signin": "/account/signin", "consent": "/news/articles/c{n}o", "notfound": "/news/articles/c{n}o"},
        "website", True, "broadcaster", _teaser_broadcaster, ('<ul class="ssrcss-promo-list">', "</ul>"),
        '<article class="ssrcss-article">', '<div class="ssrcss-text-block" data-component="text-block">', "</div>",
        "{title} - NPB News"),
    # A regional paper on TYPO3 with the news extension and the Bootstrap package: news at
    # /news/article/<slug> (a recipe or a notice is a news record too), service pages under
    # /service/ in the wording translated from German sites (data protection, imprint),
    # og:type article on news only, the schema extension's WebPage JSON-LD on every page and
    # NewsArticle on news, the site's name before the page's in <title>, a consent dialog in
    # every page, list items carrying Article microdata.
    Template("typo3", "Northfield Courier", {
        "article": "/news/article/{slug}", "section": "/news/category/{sec}", "tag": "/news/tag/{tag}",
        "author": "/newsroom/team/{name}", "search": "/search?tx_kesearch_pi1%5Bsword%5D={tag}",
        "forum": "/community/forum/board-{n}", "events": "/events/calendar", "front": "/", "barefront": "/news/all",
        "gallery": "/media/photos", "liveindex": "/news/live", "archive": "/news/category/{sec}/page-{n}",
        "video": "/media/video/{slug}", "product": "/shop/product/{slug}", "contact": "/service/contact",
        "about": "/service/about-us", "privacy": "/service/data-protection", "terms": "/service/terms-of-use",
        "signin": "/service/login", "consent": "/news/article/{slug}", "notfound": "/news/article/{slug}"},
        "typed", True, "typo3", _teaser_typo3, ('<div class="news"><div class="news-list-view" id="news-container-412">',
                                               "</div></div>"),
        '<div class="news news-single"><div class="article" itemscope="itemscope" itemtype="http://schema.org/Article">',
        '<div class="news-text-wrap" itemprop="articleBody">', "</div>", "{site}: {title}"),
    # A Squarespace site of a community paper: posts at /journal/<y>/<m>/<d>/<slug>, category, tag
    # and author listings as query filters of the journal (/journal?category=...), every list item's
    # title an h1, og:type article on posts and website elsewhere, JSON-LD Article on posts and
    # WebSite elsewhere, the title "{title} — {site}".
    Template("squarespace", "Millbrook Community Journal", {
        "article": "/journal/2024/{mm}/{dd}/{slug}", "section": "/journal?category={sec}", "tag": "/journal?tag={tag}",
        "author": "/journal?author={n}", "search": "/search?q={tag}", "forum": "/community-board",
        "events": "/whats-happening", "front": "/", "barefront": "/journal-index", "gallery": "/photo-stories",
        "liveindex": "/election-night", "archive": "/journal?offset=17{n}0000000", "video": "/watch-{slug}",
        "product": "/shop/p/{slug}", "contact": "/contact", "about": "/our-story", "privacy": "/privacy-policy",
        "terms": "/terms", "signin": "/membership", "consent": "/journal/2024/{mm}/{dd}/{slug}",
        "notfound": "/journal/2024/{mm}/{dd}/{slug}"},
        "typed", True, "squarespace", _teaser_squarespace,
        ('<div class="blog-basic-grid collection-content-wrapper" data-controller="BlogImageLoader">', "</div>"),
        '<article class="entry h-entry hentry author-item blog-item">',
        '<div class="blog-item-content e-content"><div class="sqs-layout sqs-grid-12 columns-12"><div class="row '
        'sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block sqs-block-html">'
        '<div class="sqs-block-content">', "</div></div></div></div></div></div>", "{title} \u2014 {site}"),
    # A regional newspaper on Brightspot: stories, videos and explainers at /article/<slug>-<32 hex>
    # and /video/<slug>-<32 hex>, sections and topics alike at /hub/<name>, PagePromo cards whose
    # description is a link too, custom elements (bsp-header, bsp-timestamp), og:type article on stories
    # and video.other on videos, NewsArticle JSON-LD on stories and WebPage on the rest.
    Template("brightspot", "Prairie State Sentinel", {
        "article": "/article/{slug}-{hex}", "section": "/hub/{sec}", "tag": "/hub/{tag}", "author": "/author/{name}",
        "search": "/search?q={tag}&s=0", "forum": "/community/{tag}", "events": "/things-to-do/calendar", "front": "/",
        "barefront": "/sitemap/latest", "gallery": "/hub/photography", "liveindex": "/hub/live-updates",
        "archive": "/hub/{sec}?p={n}", "video": "/video/{slug}-{hex}", "product": "/store/product/{slug}",
        "contact": "/contact-us", "about": "/about", "privacy": "/privacy-policy", "terms": "/terms-of-use",
        "signin": "/account/sign-in", "consent": "/article/{slug}-{hex}", "notfound": "/article/{slug}-{hex}"},
        "typed", True, "brightspot", _teaser_brightspot, ('<div class="PageList-items">', "</div>"),
        '<article class="Page-articleBody ArticlePage-mainContent">', '<div class="RichTextStoryBody RichTextBody">',
        "</div>", "{title} | {site}"),
    # A national daily on Adobe Experience Manager: .html URLs whose sections page by a selector
    # (/news/world.page-3.html), core components (cmp-list of cmp-teaser items, cmp-text blocks,
    # cmp-container grids), og:type article on every page the CMS serves, NewsArticle JSON-LD on
    # stories, VideoObject on clips and ImageGallery on picture pages, nothing on the rest.
    Template("aem", "The Continental Herald", {
        "article": "/news/{sec}/{slug}-{n}.html", "section": "/news/{sec}.html", "tag": "/topics/{tag}.html",
        "author": "/authors/{name}.html", "search": "/search.html?q={tag}", "forum": "/community/forum/{tag}.html",
        "events": "/whats-on.html", "front": "/", "barefront": "/sitemap.html", "gallery": "/pictures.html",
        "liveindex": "/live.html", "archive": "/news/{sec}.page-{n}.html", "video": "/video/{sec}/{slug}-{n}.html",
        "product": "/shop/{slug}.html", "contact": "/service/contact.html", "about": "/service/about-us.html",
        "privacy": "/service/privacy.html", "terms": "/service/terms.html", "signin": "/account/login.html",
        "consent": "/news/{sec}/{slug}-{n}.html", "notfound": "/news/{sec}/{slug}-{n}.html"},
        "article", True, "aem", _teaser_aem, ('<div class="list"><ul class="cmp-list">', "</ul></div>"),
        '<article class="cmp-container article-detail">',
        '<div class="text"><div class="cmp-text" data-cmp-data-layer="{}">', "</div></div>", "{title} | {site}"),
    # A small-town blog on Wix: posts at /post/<slug>, categories and hashtags under /blog/, data-hook
    # attributes and generated class names, a rich-content viewer around the post, og:type article on
    # posts and website elsewhere, BlogPosting JSON-LD on posts and WebSite on the home pages.
    Template("wix", "Cedar Falls Dispatch", {
        "article": "/post/{slug}", "section": "/blog/categories/{sec}", "tag": "/blog/hashtags/{tag}",
        "author": "/profile/{name}/profile", "search": "/search?q={tag}&type=blog", "forum": "/forum/{tag}",
        "events": "/events", "front": "/", "barefront": "/blog", "gallery": "/gallery", "liveindex": "/live-updates",
        "archive": "/blog/page/{n}", "video": "/videos?wix-vod-video-id={hex}", "product": "/product-page/{slug}",
        "contact": "/contact", "about": "/about", "privacy": "/privacy-policy", "terms": "/terms-and-conditions",
        "signin": "/account/sign-in", "consent": "/post/{slug}", "notfound": "/post/{slug}"},
        "typed", True, "wix", _teaser_wix, ('<div data-hook="post-list" class="post-list-pro-gallery">', "</div>"),
        '<article data-hook="post-page" class="blog-post-page-font">',
        '<div data-hook="post-content" class="post-content__body"><div class="rich-content-viewer" '
        'data-id="rich-content-viewer">', "</div></div>", "{title}"),
    # A newsletter on beehiiv: posts, video posts and most records at /p/<slug>, content tags at /t/<name>
    # as its sections and tags, authors at /authors/<uuid>, the archive paged and searched by query,
    # Tailwind utility classes and cards that are one link each, og:type article on posts and website
    # elsewhere, BlogPosting JSON-LD on posts and WebSite on the home page, nothing on the rest.
    Template("beehiiv", "The Morning Tide", {
        "article": "/p/{slug}", "section": "/t/{sec}", "tag": "/t/{tag}", "author": "/authors/{uuid}",
        "search": "/archive?search={tag}", "forum": "/forum/{tag}", "events": "/events", "front": "/",
        "barefront": "/archive", "gallery": "/t/photo-essays", "liveindex": "/t/live", "archive": "/archive?page={n}",
        "video": "/p/{slug}", "product": "/shop/{slug}", "contact": "/contact", "about": "/about", "privacy": "/privacy",
        "terms": "/tos", "signin": "/subscribe", "consent": "/p/{slug}", "notfound": "/p/{slug}"},
        "typed", True, "beehiiv", _teaser_beehiiv,
        ('<div class="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">', "</div>"),
        '<article class="mx-auto w-full max-w-2xl" id="web-post">',
        '<div id="content-blocks" class="dream-post-content-doc">', "</div>", "{title}"),
    # A French regional daily on Drupal 10 (Olivero-like theme): articles at /actualites/<rubrique>/<slug>-<nid>,
    # rubrics at /<rubrique>, tags under /mots-cles/, Search API's query, the Views pager ?page=N, French
    # menus, buttons, page names and dates, an EU cookie compliance banner and a subscription bar on every
    # page, og:type article on every page but the articles typed website, schema_metatag's NewsArticle on
    # articles, VideoObject on videos and WebPage on the rest.
    Template("drupalfr", "Le Courrier de la Vall\u00e9e", {
        "article": "/actualites/{sec}/{slug}-{n}", "section": "/{sec}", "tag": "/mots-cles/{tag}",
        "author": "/auteurs/{name}", "search": "/recherche?search_api_fulltext={tag}", "forum": "/forum/{tag}",
        "events": "/agenda", "front": "/", "barefront": "/plan-du-site", "gallery": "/diaporamas", "liveindex": "/direct",
        "archive": "/{sec}?page={n}", "video": "/videos/{sec}/{slug}-{n}", "product": "/boutique/{slug}",
        "contact": "/nous-contacter", "about": "/qui-sommes-nous", "privacy": "/politique-de-confidentialite",
        "terms": "/conditions-generales-d-utilisation", "signin": "/user/login?destination=/abonnement",
        "consent": "/actualites/{sec}/{slug}-{n}", "notfound": "/actualites/{sec}/{slug}-{n}"},
        "article_mostly", True, "drupalfr", _teaser_drupalfr,
        ('<div class="view view-taxonomy-term view-id-taxonomy_term view-display-id-page_1"><div class="view-content">',
         "</div></div>"),
        '<article role="article" class="node node--type-article node--promoted node--view-mode-full">',
        '<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden '
        'field__item">', "</div>", "{title} | {site}", "fr"),
    # A national news app on Next.js (a headless CMS behind it): stories at /<section>/<slug>-n<id>, video
    # clips at /video/<slug>-v<id>, topics at /topic/<name>, CSS-module class names with build hashes, a
    # consent banner of a consent platform on every page, og:type article on every page but the stories
    # the CMS publishes as plain pages (typed website and WebPage), and a JSON-LD graph on every page:
    # the page's node (NewsArticle on stories and on video pages, which the CMS publishes as stories
    # with a clip, WebPage, CollectionPage or SearchResultsPage elsewhere) beside the publisher's
    # NewsMediaOrganization and a BreadcrumbList.
    Template("nextnews", "The Daily Signal Wire", {
        "article": "/{sec}/{slug}-n{n}", "section": "/{sec}", "tag": "/topic/{tag}", "author": "/by/{name}",
        "search": "/search?q={tag}", "forum": "/community/{tag}", "events": "/events", "front": "/",
        "barefront": "/latest", "gallery": "/photos", "liveindex": "/live", "archive": "/{sec}?page={n}",
        "video": "/video/{slug}-v{n}", "product": "/store/{slug}", "contact": "/contact", "about": "/about",
        "privacy": "/legal/privacy", "terms": "/legal/terms", "signin": "/account/login?next=/subscribe",
        "consent": "/{sec}/{slug}-n{n}", "notfound": "/{sec}/{slug}-n{n}"},
        "article_mostly", True, "nextnews", _teaser_nextnews,
        ('<div class="StoryList_list__g5WqT" data-testid="story-list">', "</div>"),
        '<article class="Article_article__hR2x9" data-testid="article">',
        '<div class="ArticleBody_body__Pq0sZ" data-testid="article-body">', "</div>", "{title} | {site}"),
    # A local TV and radio station on a broadcasters' CMS: stories at /news/<section>/<slug>/ (most with
    # the newscast's clip in the station's own player above the text), clips at /video/<slug>/<id>/,
    # live-blog and weather pages, a weather bar, a closings ticker, a "watch live" bar and a cookie
    # banner on every page, the FCC public file and EEO report in the footer, og:type article on
    # stories, video.other on clips and website elsewhere, NewsArticle JSON-LD on stories and
    # VideoObject on clips, nothing on the rest.
    Template("radiotv", "KXRV 7 News", {
        "article": "/news/{sec}/{slug}/", "section": "/news/{sec}/", "tag": "/tag/{tag}/", "author": "/team/{name}/",
        "search": "/search/?q={tag}", "forum": "/community/{tag}/", "events": "/community-calendar/", "front": "/",
        "barefront": "/news/", "gallery": "/photos/", "liveindex": "/live-updates/", "archive": "/news/{sec}/page/{n}/",
        "video": "/video/{slug}/{n}/", "product": "/shop/{slug}/", "contact": "/contact-us/", "about": "/about-us/",
        "privacy": "/privacy-policy/", "terms": "/terms-of-use/", "signin": "/account/sign-in/",
        "consent": "/news/{sec}/{slug}/", "notfound": "/news/{sec}/{slug}/"},
        "typed", True, "radiotv", _teaser_radiotv, ('<ul class="story-list">', "</ul>"),
        '<article class="article article--story" data-article-type="story">',
        '<div class="article-video"><div class="kx-player jw-wrapper" data-player="kxrv"><video class="jw-video" '
        'preload="none" poster="/media/newscast-poster.jpg" src="/media/newscast/latest.mp4"></video></div>'
        '<p class="article-video__caption">Watch the report from KXRV 7 News</p></div><div class="article-body">',
        "</div>", "{title} | {site}"),
    # A US sports network's site on a React front end (sealed in session 29): leagues as its desks, stories at
    # /<league>/story/_/id/<id>/<slug> (recipes for the tailgate and rule explainers too), opinion columns
    # under /<league>/insider/, live blogs under /<league>/live/, clips at /video/clip/_/id/<id>,
    # styled-components class names only, a scores strip and a betting-odds box on every page, og:type
    # article on every page but the stories typed website, and a JSON-LD graph on every page: the page's
    # node beside the publisher and the breadcrumbs.
    Template("sportsus", "Metro Sports Network", {
        "article": "/{sec}/story/_/id/{n}/{slug}", "section": "/{sec}/", "tag": "/topics/{tag}",
        "author": "/contributor/{name}", "search": "/search/_/q/{tag}", "forum": "/community/{sec}/board/{n}",
        "events": "/tickets/events/", "front": "/", "barefront": "/sitemap/stories/", "gallery": "/photos/",
        "liveindex": "/live/", "archive": "/{sec}/news?page={n}", "video": "/video/clip/_/id/{n}",
        "product": "/shop/{slug}", "contact": "/contact/", "about": "/about/", "privacy": "/privacy-policy/",
        "terms": "/terms-of-use/", "signin": "/account/login/", "consent": "/{sec}/story/_/id/{n}/{slug}",
        "notfound": "/{sec}/story/_/id/{n}/{slug}", "opinion": "/{sec}/insider/story/_/id/{n}/{slug}",
        "liveblog": "/{sec}/live/_/id/{n}/{slug}"},
        "article_mostly", True, "sportsus", _teaser_sportsus, ('<div class="sc-7f2a91-0 kQwErT" data-testid="feed">', "</div>"),
        '<article class="sc-4b1d77-0 hGtRfV" data-testid="story">', '<div class="sc-4b1d77-3 xPaLmN" data-testid="story-body">',
        "</div>", "{title} - {site}", sections=SPORTS_DESKS),
    # A university's newsroom on a Drupal-based campus theme (sealed in session 29): news at
    # /news/2024/<mm>/<slug> (a dining hall's recipe and faculty op-eds there too), units as its desks,
    # experts' profiles as its author pages, the events calendar, media contacts, a campus alert bar and the
    # audience menu on every page, og:type article on news and website elsewhere, and a JSON-LD graph on
    # every page: the page's node beside the university (CollegeOrUniversity) and the breadcrumbs.
    Template("campus", "Northgate University News", {
        "article": "/news/2024/{mm}/{slug}", "section": "/news/{sec}", "tag": "/news/topics/{tag}",
        "author": "/experts/{name}", "search": "/search?q={tag}&site=news", "forum": "/alumni/community/{tag}",
        "events": "/events/calendar", "front": "/news", "barefront": "/news/archive", "gallery": "/news/multimedia/photos",
        "liveindex": "/news/live-coverage", "archive": "/news/{sec}?page={n}", "video": "/news/multimedia/video/{slug}",
        "product": "/bookstore/product/{slug}", "contact": "/news/media-contacts", "about": "/news/about",
        "privacy": "/privacy-statement", "terms": "/copyright-and-terms", "signin": "/login?service=news",
        "consent": "/news/2024/{mm}/{slug}", "notfound": "/news/2024/{mm}/{slug}", "opinion": "/news/2024/{mm}/{slug}",
        "liveblog": "/news/2024/{mm}/{slug}-live-updates"},
        "typed", True, "campus", _teaser_campus, ('<div class="view view-news-listing"><div class="view-content">',
                                                 "</div></div>"),
        '<article class="node node--type-news node--view-mode-full nu-article">',
        '<div class="field field--name-body field--type-text-with-summary nu-article__body">', "</div>",
        "{title} | {site}", sections=CAMPUS_DESKS),
    # A WordPress magazine built with Elementor Pro's theme builder (sealed in session 29): posts at
    # /<category>/<slug>/ (recipes, stays and a reference entry there too, none declared but the recipe's
    # microdata), every region an Elementor container or widget with a hashed data-id, the Posts widget's
    # cards, a popup's newsletter form and a sticky header on every page, og:type article on posts and
    # website elsewhere, and Yoast's JSON-LD graph on every page.
    Template("elementor", "Wayfarer Quarterly", {
        "article": "/{sec}/{slug}/", "section": "/category/{sec}/", "tag": "/tag/{tag}/", "author": "/author/{name}/",
        "search": "/?s={tag}&post_type=post", "forum": "/community/forums/{tag}/", "events": "/events/", "front": "/",
        "barefront": "/all-stories/", "gallery": "/portfolio/", "liveindex": "/category/live/",
        "archive": "/category/{sec}/page/{n}/", "video": "/videos/{slug}/", "product": "/shop/{slug}/",
        "contact": "/contact/", "about": "/about/", "privacy": "/privacy-policy/", "terms": "/terms/",
        "signin": "/my-account/", "consent": "/{sec}/{slug}/", "notfound": "/{sec}/{slug}/", "opinion": "/{sec}/{slug}/",
        "liveblog": "/{sec}/{slug}/"},
        "typed", True, "elementor", _teaser_elementor,
        ('<div class="elementor-posts-container elementor-posts elementor-posts--skin-cards elementor-grid" role="list">',
         "</div>"),
        '<article class="post type-post status-publish format-standard has-post-thumbnail hentry">',
        '<div class="elementor-element elementor-element-5e0c2d7 elementor-widget elementor-widget-theme-post-content" '
        'data-id="5e0c2d7" data-element_type="widget" data-widget_type="theme-post-content.default"><div '
        'class="elementor-widget-container">', "</div></div>", "{title} - {site}", sections=MAGAZINE_DESKS),
    # A small town's news site built with Hugo, a static site generator (sealed in session 30): posts at
    # /posts/2024/<mm>/<slug>/ (a recipe and a holiday rental there too, declared by nothing), categories as
    # desks, taxonomy pages for tags and authors, list pages whose cards link by one empty anchor over the
    # whole card (the headline no link), Hugo's own Open Graph template (og:type article on pages of a
    # section, website on list pages), no JSON-LD, a generator meta tag, and a search page filled by script.
    Template("hugo", "The Millbrook Ledger", {
        "article": "/posts/2024/{mm}/{slug}/", "section": "/categories/{sec}/", "tag": "/tags/{tag}/",
        "author": "/authors/{name}/", "search": "/search/?q={tag}", "forum": "/community/{tag}/", "events": "/events/",
        "front": "/", "barefront": "/posts/", "gallery": "/photos/", "liveindex": "/live/",
        "archive": "/categories/{sec}/page/{n}/", "video": "/videos/{slug}/", "product": "/shop/{slug}/",
        "contact": "/contact/", "about": "/about/", "privacy": "/privacy/", "terms": "/terms/",
        "signin": "/members/login/", "consent": "/posts/2024/{mm}/{slug}/", "notfound": "/posts/2024/{mm}/{slug}/",
        "opinion": "/opinion/{slug}/", "liveblog": "/posts/2024/{mm}/{slug}-live/"},
        "typed", False, "hugo", _teaser_hugo, ('<div class="post-list">', "</div>"),
        '<article class="post-single">', '<div class="post-content">', "</div>", "{title} | {site}",
        sections=HUGO_DESKS),
    # An Italian regional daily on a Méthode-style newspaper CMS (sealed in session 30): Italian chrome
    # (desks, menus, buttons, page names, URL words), stories at /<desk>/2024/<mm>/<dd>/news/<slug>-<id>/,
    # comment at /commenti/..., live pages at .../diretta/..., a recipe at /food/..., story boxes with the
    # author in capitals and a "Premium" badge, a paywall bar and an edicola (digital edition) link on every
    # page, og:type article on every page but the stories the CMS publishes as plain pages, and NewsArticle
    # JSON-LD on section fronts and the front page too (the CMS types every page it builds from stories).
    Template("quotidiano", "Gazzetta di Valverde", {
        "article": "/{sec}/2024/{mm}/{dd}/news/{slug}-{n}/", "section": "/{sec}/", "tag": "/argomenti/{tag}/",
        "author": "/autori/{name}/", "search": "/ricerca/?q={tag}", "forum": "/community/{tag}/", "events": "/eventi/",
        "front": "/", "barefront": "/ultime-notizie/", "gallery": "/foto/", "liveindex": "/dirette/",
        "archive": "/{sec}/?page={n}", "video": "/video/{slug}-{n}/", "product": "/shop/{slug}/",
        "contact": "/contatti/", "about": "/chi-siamo/", "privacy": "/privacy/", "terms": "/termini-e-condizioni/",
        "signin": "/login/?backUrl=/abbonamenti/", "consent": "/{sec}/2024/{mm}/{dd}/news/{slug}-{n}/",
        "notfound": "/{sec}/2024/{mm}/{dd}/news/{slug}-{n}/", "opinion": "/commenti/2024/{mm}/{dd}/news/{slug}-{n}/",
        "liveblog": "/{sec}/2024/{mm}/{dd}/diretta/{slug}-{n}/"},
        "article_mostly", True, "quotidiano", _teaser_quotidiano, ('<div class="block block--list">', "</div>"),
        '<article class="story" itemscope itemtype="https://schema.org/NewsArticle">',
        '<div class="story__text" itemprop="articleBody">', "</div>", "{title} - {site}", "it",
        sections=IT_DESKS),
    # A nonprofit local newsroom on WordPress with the Newspack theme (sealed in session 30): stories at
    # /2024/<mm>/<slug>/ (a recipe with microdata among them), issues as desks, the Homepage Posts block's
    # cards with avatars, bylines and dates, a donation banner and a "Republish this story" button on every
    # story, a membership header and a corrections-and-ethics footer, og:type article on posts and website
    # elsewhere, and Yoast's JSON-LD graph on every page (the page's node, the site, a NewsMediaOrganization).
    Template("newspack", "Harbor City Beacon", {
        "article": "/2024/{mm}/{slug}/", "section": "/category/{sec}/", "tag": "/tag/{tag}/", "author": "/author/{name}/",
        "search": "/?s={tag}", "forum": "/community/{tag}/", "events": "/events/", "front": "/", "barefront": "/latest/",
        "gallery": "/photo-essays/", "liveindex": "/category/live-coverage/", "archive": "/category/{sec}/page/{n}/",
        "video": "/video/{slug}/", "product": "/shop/product/{slug}/", "contact": "/contact/", "about": "/about/",
        "privacy": "/privacy-policy/", "terms": "/terms-of-service/", "signin": "/my-account/",
        "consent": "/2024/{mm}/{slug}/", "notfound": "/2024/{mm}/{slug}/", "opinion": "/2024/{mm}/{slug}/",
        "liveblog": "/2024/{mm}/{slug}/"},
        "typed", True, "newspack", _teaser_newspack,
        ('<div class="wp-block-newspack-blocks-homepage-articles wpnbha show-image image-aligntop ts-3 is-3 is-landscape">'
         '<div data-posts="" data-current-post-id="0">', "</div></div>"),
        '<article class="post type-post status-publish format-standard has-post-thumbnail entry">',
        '<div class="entry-content">', "</div>", "{title} \u2013 {site}", sections=NEWSPACK_DESKS),
    # A climate-tech company's newsroom built with Webflow (sealed in session 30 for session 31): posts of a CMS
    # collection at /newsroom/<slug> (no date in the URL; a recipe and a holiday let there too, the recipe
    # declared by nothing), categories and tags as collections of their own, collection lists whose cards are one link
    # block each (the headline a div inside the anchor), Webflow's pagination parameter, og:type website on
    # every page, a BlogPosting in custom code on the post template and an Organization on the newsroom's
    # home, a "Book a demo" navbar and a call to action above the footer on every page.
    Template("webflow", "Lumenfield Newsroom", {
        "article": "/newsroom/{slug}", "section": "/newsroom-category/{sec}", "tag": "/newsroom-tags/{tag}",
        "author": "/team/{name}", "search": "/search?query={tag}", "forum": "/community/c/{tag}", "events": "/events",
        "front": "/newsroom", "barefront": "/newsroom/all-posts", "gallery": "/media-kit", "liveindex": "/live-updates",
        "archive": "/newsroom-category/{sec}?4f1a9c2e_page={n}", "video": "/videos/{slug}", "product": "/store/{slug}",
        "contact": "/contact", "about": "/company", "privacy": "/legal/privacy-policy", "terms": "/legal/terms",
        "signin": "/customer-login", "consent": "/newsroom/{slug}", "notfound": "/newsroom/{slug}",
        "opinion": "/perspectives/{slug}", "liveblog": "/newsroom/{slug}-live-updates"},
        "website", True, "webflow", _teaser_webflow,
        ('<div class="w-dyn-list"><div role="list" class="blog-list w-dyn-items">', "</div></div>"),
        '<article class="blog-post">', '<div class="blog-rich-text w-richtext">', "</div>", "{title} | {site}",
        sections=WEBFLOW_DESKS),
    # A publication on a Medium-style blogging platform (sealed in session 30 for session 31): stories at
    # /signal-and-noise/<slug>-<12 hex>, personal posts (opinion) at /@<handle>/<slug>-<hex>, tags as desks,
    # feed cards that are divs with role=link (script follows data-href; the headline and subtitle are no
    # link, only the avatar, the name and the image are anchors), atomic CSS class names, a metered
    # "member-only" wall line and a sign-up bar on every page, og:type article on stories and website
    # elsewhere, NewsArticle JSON-LD on stories (the ones typed og website too), a Person on profiles.
    Template("medium", "Signal & Noise", {
        "article": "/signal-and-noise/{slug}-{hex:.12}", "section": "/signal-and-noise/tagged/{sec}",
        "tag": "/tag/{tag}", "author": "/@{name}", "search": "/search?q={tag}", "forum": "/signal-and-noise/discuss/{tag}",
        "events": "/signal-and-noise/events", "front": "/signal-and-noise", "barefront": "/signal-and-noise/archive",
        "gallery": "/signal-and-noise/photo-essays", "liveindex": "/signal-and-noise/tagged/live",
        "archive": "/signal-and-noise/archive/2024/0{n}", "video": "/signal-and-noise/video-{slug}-{hex:.12}",
        "product": "/signal-and-noise/shop/{slug}", "contact": "/signal-and-noise/contact",
        "about": "/signal-and-noise/about", "privacy": "/policy/medium-privacy-policy-f03bf92035c9",
        "terms": "/policy/medium-terms-of-service-9db0094a1e0f",
        "signin": "/m/signin?operation=login&redirect=%2Fsignal-and-noise",
        "consent": "/signal-and-noise/{slug}-{hex:.12}", "notfound": "/signal-and-noise/{slug}-{hex:.12}",
        "opinion": "/@{name}/{slug}-{hex:.12}", "liveblog": "/signal-and-noise/{slug}-{hex:.12}"},
        "typed", True, "medium", _teaser_medium, ('<div class="feed" role="feed">', "</div>"),
        '<article class="meteredContent"><div class="story">', '<section class="pw-post-body">', "</section></div>",
        "{title} | {site} | Medium", sections=MEDIUM_DESKS),
    # A Nordic public broadcaster's English-language news service (sealed in session 30 for session 31): stories,
    # a recipe and a holiday let at ID-only URLs /a/74-20<6 digits> (no slug, no desk, no date), live pages and
    # comment at the same URLs, Bootstrap's stretched-link teasers with NewsArticle microdata on every card
    # of every listing, ItemList JSON-LD on fronts and topic pages, NewsArticle on stories (the ones typed og
    # website too), a language switcher, a radio-news player and a public-funding footer on every page.
    Template("nordic", "NRB News", {
        "article": "/a/74-20{n:06d}", "section": "/news/{sec}", "tag": "/news/topics/{tag}",
        "author": "/news/journalists/{name}", "search": "/search?query={tag}&type=article",
        "forum": "/community/{tag}", "events": "/news/whats-on", "front": "/news", "barefront": "/news/latest",
        "gallery": "/news/galleries", "liveindex": "/news/live", "archive": "/news/{sec}?page={n}",
        "video": "/watch/1-50{n:06d}", "product": "/shop/{slug}", "contact": "/news/contact", "about": "/about-nrb",
        "privacy": "/about-nrb/privacy", "terms": "/about-nrb/terms-of-use", "signin": "/login?redirect=%2Fnews",
        "consent": "/a/74-20{n:06d}", "notfound": "/a/74-20{n:06d}", "opinion": "/a/74-20{n:06d}",
        "liveblog": "/a/74-20{n:06d}"},
        "typed", True, "nordic", _teaser_nordic, ('<div class="teaser-list row">', "</div>"),
        '<article class="article container-narrow">', '<div class="article__body">', "</div>", "{title} | {site}",
        sections=NORDIC_DESKS),
    # A specialty coffee roaster's store on Shopify with its journal (sealed in session 31 for session 32): several
    # blogs as desks, articles at /blogs/<blog>/<slug> (a video, a glossary entry and a recipe are blog articles
    # too), tags at /blogs/<blog>/tagged/<tag>, pages at /pages/<handle>, policies at /policies/<handle>, a holiday
    # let and an event's tickets sold as products at /products/<handle>, a forum under an app proxy at /apps/;
    # Dawn-like article cards, og:type article on blog articles, product on products and website elsewhere,
    # Article JSON-LD on blog articles (the glossary entry's and the video's too), Product on products, an
    # Organization on the store's home; an announcement bar, a cart drawer, a "Shop the story" row under every
    # article, a newsletter pop-up offering a discount, a currency selector and payment icons on every page.
    Template("shopify", "Kestrel Coffee Roasters", {
        "article": "/blogs/{sec}/{slug}", "section": "/blogs/{sec}", "tag": "/blogs/journal/tagged/{tag}",
        "author": "/pages/meet-{name}", "search": "/search?q={tag}&options%5Bprefix%5D=last&type=article",
        "forum": "/apps/community/c/{tag}", "events": "/pages/cuppings-and-classes", "front": "/",
        "barefront": "/pages/journal-index", "gallery": "/pages/photo-diary", "liveindex": "/blogs/live",
        "archive": "/blogs/{sec}?page={n}", "video": "/blogs/videos/{slug}", "product": "/products/{slug}",
        "contact": "/pages/contact", "about": "/pages/our-story", "privacy": "/policies/privacy-policy",
        "terms": "/policies/terms-of-service", "signin": "/account/login", "consent": "/blogs/{sec}/{slug}",
        "notfound": "/blogs/{sec}/{slug}", "opinion": "/blogs/letters-from-the-roastery/{slug}",
        "liveblog": "/blogs/{sec}/{slug}"},
        "shopify", True, "shopify", _teaser_shopify, ('<div class="blog-articles"><ul class="grid">', "</ul></div>"),
        '<article class="article-template" itemscope itemtype="http://schema.org/BlogPosting">',
        '<div class="article-template__content page-width page-width--narrow rte" itemprop="articleBody">', "</div>",
        "{title} \u2013 {site}", sections=SHOPIFY_DESKS),
    # A small town's community news blog on Blogger (sealed in session 31 for session 32): posts at
    # /<year>/<month>/<slug>.html (stories, comment, a live page, a recipe, a video and an event alike),
    # static pages at /p/<name>.html, desks, topics and contributors all labels at /search/label/<Label>,
    # Blogger's updated-max paging, listings that show each post itself (the text before the jump break,
    # BlogPosting microdata, "Posted by ... at ..." and its labels), "Showing posts with label ..." above a
    # label's posts; no og:type and no JSON-LD, the blog's name before the post's in <title>; the navbar, a
    # blog archive tree, a label cloud, popular posts, followers and "Powered by Blogger" on every page.
    Template("blogger", "Dunmore Valley Observer", {
        "article": "/2024/{mm}/{slug}.html", "section": "/search/label/{sec}", "tag": "/search/label/{tag}",
        "author": "/search/label/{name}", "search": "/search?q={tag}", "forum": "/p/community-board-{tag}.html",
        "events": "/p/events.html", "front": "/", "barefront": "/p/table-of-contents.html", "gallery": "/p/photos.html",
        "liveindex": "/search/label/Live", "archive": "/search/label/{sec}?updated-max=2024-{mm}-{dd}T1{n}:30:00-05:00"
        "&max-results=20&start=2{n}&by-date=false", "video": "/2024/{mm}/{slug}.html",
        "product": "/p/shop-{slug}.html", "contact": "/p/contact.html", "about": "/p/about.html",
        "privacy": "/p/privacy-policy.html", "terms": "/p/terms.html", "signin": "/p/supporters.html",
        "consent": "/2024/{mm}/{slug}.html", "notfound": "/2024/{mm}/{slug}.html", "opinion": "/2024/{mm}/{slug}.html",
        "liveblog": "/2024/{mm}/{slug}.html"},
        "none", False, "blogger", _teaser_blogger, ('<div class="blog-posts hfeed">', "</div>"),
        '<div class="post hentry uncustomized-post-template" itemprop="blogPost" itemscope="itemscope" '
        'itemtype="http://schema.org/BlogPosting">',
        '<div class="post-body entry-content" itemprop="description articleBody">', "</div>", "{site}: {title}",
        sections=BLOGGER_DESKS),
    # A Korean national daily's English edition (sealed in session 31 for session 32): stories at
    # /news/<date>/<desk>/<Title-Case-Slug>/<7 digits> (a recipe and comment in the same scheme), desks at
    # /section/<desk>, "hot issues" as topics at /issue/<tag>, reporters at /reporter/<name>; list items that are
    # one anchor each (the headline a paragraph, a dotted date), Korean names in bylines with the reporter's
    # e-mail, the copyright line every story ends with and a note on machine-translated stories; og:type article
    # on every page but the stories typed website, NewsArticle JSON-LD on stories (the website-typed ones and the
    # recipe too), a WebSite on the front; a Korean-edition link, the KOSPI and won ticker, Seoul's weather and a
    # "Most Popular" ranking on every page.
    Template("korea", "The Hanbit Herald", {
        "article": "/news/2024-{mm}-{dd}/{sec}/{slug}/2{n:06d}", "section": "/section/{sec}", "tag": "/issue/{tag}",
        "author": "/reporter/{name}", "search": "/search?keyword={tag}&searchType=all", "forum": "/community/{tag}",
        "events": "/events", "front": "/", "barefront": "/section/latest", "gallery": "/photo",
        "liveindex": "/live", "archive": "/section/{sec}?page={n}", "video": "/video/{n}", "product": "/shop/{slug}",
        "contact": "/about/contact", "about": "/about/company", "privacy": "/about/privacy", "terms": "/about/terms",
        "signin": "/member/login?returnUrl=%2F", "consent": "/news/2024-{mm}-{dd}/{sec}/{slug}/2{n:06d}",
        "notfound": "/news/2024-{mm}-{dd}/{sec}/{slug}/2{n:06d}",
        "opinion": "/news/2024-{mm}-{dd}/opinion/columns/{slug}/2{n:06d}",
        "liveblog": "/news/2024-{mm}-{dd}/{sec}/{slug}/2{n:06d}"},
        "article_mostly", True, "korea", _teaser_korea, ('<ul class="news_list">', "</ul>"),
        '<div class="view_con" id="article">', '<div class="view_con_t" id="articleText">', "</div>",
        "{title} - The Hanbit Herald", sections=KOREA_DESKS),
    # A B2B industrial-software company's site on a HubSpot-like CMS (sealed in session 32): the
    # blog at /blog/<slug> and press releases at /newsroom/<slug> beside the product, solution, pricing,
    # careers, customer-story and company pages; topics and tags both at /blog/tag/<tag>, authors at
    # /blog/author/<name>, HubSpot's search at /hs-search-results; hs_cos_wrapper modules, the theme's
    # blog-index cards, a call-to-action under every post, a mega menu and a "Book a demo" button, a cookie
    # banner and the HubSpot script loader on every page; og:type article on posts, website elsewhere,
    # BlogPosting JSON-LD on posts and an Organization on the home page.
    Template("hubspot", "Corvane", {
        "article": "/blog/{slug}", "section": "/blog/tag/{sec}", "tag": "/blog/tag/{tag}",
        "author": "/blog/author/{name}", "search": "/hs-search-results?term={tag}&type=BLOG_POST",
        "forum": "/community/{tag}", "events": "/events", "front": "/", "barefront": "/blog/all",
        "gallery": "/resources/photo-library", "liveindex": "/events/live", "archive": "/blog/page/{n}",
        "video": "/resources/videos/{slug}", "product": "/shop/{slug}", "contact": "/contact-sales",
        "about": "/company", "privacy": "/legal/privacy-policy", "terms": "/legal/terms-of-service",
        "signin": "/login", "consent": "/blog/{slug}", "notfound": "/blog/{slug}", "opinion": "/blog/{slug}",
        "liveblog": "/newsroom/{slug}", "promo": "/platform/predictive-maintenance",
        "landing": "/solutions/food-and-beverage", "careers": "/careers", "aboutlong": "/company/our-story",
        "pressindex": "/newsroom/press-releases", "casestudies": "/customers", "pricing": "/pricing"},
        "typed", True, "hubspot", _teaser_hubspot, ('<div class="blog-index">', "</div>"),
        '<article class="blog-post">',
        '<div class="blog-post__body"><span id="hs_cos_wrapper_post_body" class="hs_cos_wrapper hs_cos_wrapper_meta_field '
        'hs_cos_wrapper_type_rich_text" data-hs-cos-general-type="meta_field" data-hs-cos-type="rich_text">',
        "</span></div>", "{title}", sections=HUBSPOT_DESKS),
    # A headless Next.js tech and culture news start-up (sealed in session 32): stories at
    # /<year>/<month>/<day>/<id>/<slug>, desks at /<desk>, topics at /topic/<tag>, story streams at
    # /<id>/<tag>-stream; div soup: every class a CSS-in-JS hash, no <article>, <header>, <section>, <nav> or
    # <aside> (all divs), images through /_next/image, the page's props as JSON in __NEXT_DATA__; NewsArticle
    # JSON-LD on stories, VideoObject on videos, WebSite on the home page; og:type typed by page.
    Template("nextjs", "Pixelwire", {
        "article": "/2024/{mm}/{dd}/{n}/{slug}", "section": "/{sec}", "tag": "/topic/{tag}",
        "author": "/authors/{name}", "search": "/search?q={tag}", "forum": "/community/{tag}", "events": "/events",
        "front": "/", "barefront": "/archives", "gallery": "/photos", "liveindex": "/live",
        "archive": "/{sec}/archives/{n}", "video": "/videos/{n}/{slug}", "product": "/deals/{slug}",
        "contact": "/contact", "about": "/about", "privacy": "/privacy", "terms": "/terms",
        "signin": "/login?redirect=%2F", "consent": "/2024/{mm}/{dd}/{n}/{slug}", "notfound": "/2024/{mm}/{dd}/{n}/{slug}",
        "opinion": "/2024/{mm}/{dd}/{n}/{slug}", "liveblog": "/2024/{mm}/{dd}/{n}/{slug}-live-updates",
        "promo": "/plus", "landing": "/membership", "careers": "/jobs", "aboutlong": "/about/mission",
        "pressindex": "/press", "storystream": "/{n}/{tag}-stream", "newsletter": "/newsletters"},
        "typed", True, "nextjs", _teaser_nextjs, ('<div class="river">', "</div>"),
        '<article class="story">', '<div class="story-body">', "</div>", "{title} - Pixelwire",
        sections=NEXTJS_DESKS),
    # A German regional public broadcaster (sealed in session 32): ARD-like URLs ending in
    # -<number>.html, desks at /nachrichten/<desk>/index.html, topics at /thema/<tag>-100.html, page 2 by
    # index~_page-<n>.html; German chrome (the stories' text is Dragnet's English, as in the Italian
    # template), teasers with a kicker over the headline inside one link, "Stand:" lines, the weather and
    # traffic services, a programme's page, the press releases; og:type varies between stories (article on
    # some, website on others, none on the roundup), NewsArticle JSON-LD on stories, WebPage elsewhere.
    Template("rundfunk", "RML \u2013 Rundfunk Mittelland", {
        "article": "/nachrichten/{sec}/{slug}-{n}.html", "section": "/nachrichten/{sec}/index.html",
        "tag": "/thema/{tag}-100.html", "author": "/autorinnen-und-autoren/{name}-100.html",
        "search": "/suche/index.html?q={tag}", "forum": "/mitmachen/forum/{tag}.html",
        "events": "/veranstaltungen/index.html", "front": "/index.html", "barefront": "/nachrichten/alle-meldungen-100.html",
        "gallery": "/bilder/index.html", "liveindex": "/nachrichten/live/index.html",
        "archive": "/nachrichten/{sec}/index~_page-{n}.html", "video": "/video/{slug}-video-{n}.html",
        "product": "/shop/{slug}.html", "contact": "/unternehmen/kontakt/index.html", "about": "/unternehmen/index.html",
        "privacy": "/datenschutz/index.html", "terms": "/nutzungsbedingungen/index.html",
        "signin": "/meinrml/anmelden.html", "consent": "/nachrichten/{sec}/{slug}-{n}.html",
        "notfound": "/nachrichten/{sec}/{slug}-{n}.html", "opinion": "/nachrichten/kommentar/{slug}-{n}.html",
        "liveblog": "/nachrichten/{sec}/liveblog-{slug}-{n}.html", "promo": "/app/index.html",
        "landing": "/mediathek/entdecken-100.html", "careers": "/unternehmen/karriere/index.html",
        "aboutlong": "/unternehmen/auftrag-und-geschichte-100.html", "pressindex": "/presse/pressemitteilungen/index.html",
        "programme": "/fernsehen/sendungen/mittelland-aktuell/index.html", "weather": "/wetter/index.html",
        "traffic": "/verkehr/index.html"},
        "rundfunk", True, "rundfunk", _teaser_rundfunk, ('<div class="teaserList">', "</div>"),
        '<article class="sectionArticle">', '<div class="articleBody">', "</div>", "{title} | RML", lang="de",
        sections=RUNDFUNK_DESKS),
    # Session 32's training templates (PROSE_TEMPLATES). A research institute on Plone: press releases at
    # /news/press-releases/<slug>, Plone's summary listings whose descriptions are long leads, batching by
    # b_start, og:type website on every page (Plone's social tags), no JSON-LD.
    Template("institute", "Halvorsen Institute for Coastal Research", {
        "article": "/news/press-releases/{slug}", "section": "/news/{sec}", "tag": "/news/@@search?Subject%3Alist={tag}",
        "author": "/people/{name}", "search": "/@@search?SearchableText={tag}", "forum": "/intranet/discussion/{tag}",
        "events": "/events", "front": "/", "barefront": "/sitemap", "gallery": "/media/image-galleries",
        "liveindex": "/news/live", "archive": "/news/{sec}?b_start:int={n}0", "video": "/media/videos/{slug}",
        "product": "/publications/order/{slug}", "contact": "/contact", "about": "/institute",
        "privacy": "/data-protection", "terms": "/terms-of-use", "signin": "/login",
        "consent": "/news/press-releases/{slug}", "notfound": "/news/press-releases/{slug}",
        "opinion": "/news/viewpoints/{slug}", "liveblog": "/news/live/{slug}"},
        "website", False, "institute", _teaser_institute, ('<div class="entries">', "</div>"),
        '<article id="content">', '<div id="content-core"><div id="parent-fieldname-text">', "</div></div>",
        "{title} \u2014 {site}", sections=INSTITUTE_DESKS),
    # A district council on LocalGov Drupal: news at /news/<slug> beside service guides, og:type typed by page,
    # NewsArticle on news and WebPage elsewhere.
    Template("council", "Ashbourne District Council", {
        "article": "/news/{slug}", "section": "/news/category/{sec}", "tag": "/news/topic/{tag}",
        "author": "/news/author/{name}", "search": "/search?keys={tag}", "forum": "/have-your-say/forum/{tag}",
        "events": "/whats-on", "front": "/", "barefront": "/a-to-z", "gallery": "/news/photo-galleries",
        "liveindex": "/news/live-updates", "archive": "/news?page={n}", "video": "/news/videos/{slug}",
        "product": "/shop/{slug}", "contact": "/contact-us", "about": "/council-and-democracy/about-the-council",
        "privacy": "/privacy-notice", "terms": "/website-terms-and-conditions", "signin": "/my-account/login",
        "consent": "/news/{slug}", "notfound": "/news/{slug}", "opinion": "/news/leaders-column/{slug}",
        "liveblog": "/news/live-updates/{slug}"},
        "typed", True, "council", _teaser_council, ('<div class="lgd-teaser-list">', "</div>"),
        '<article class="lgd-article node node--type-localgov-news-article">', '<div class="lgd-article__body">',
        "</div>", sections=COUNCIL_DESKS),
    # An international charity on Craft CMS: blog posts at /stories/<slug>, cards that are one link each with a
    # long excerpt, og:type article on every page, BlogPosting on posts and WebPage elsewhere, a donate bar.
    Template("charity", "Clearwater Alliance", {
        "article": "/stories/{slug}", "section": "/stories/category/{sec}", "tag": "/stories/tag/{tag}",
        "author": "/about-us/our-people/{name}", "search": "/search?q={tag}", "forum": "/community/forum/{tag}",
        "events": "/get-involved/events", "front": "/", "barefront": "/sitemap", "gallery": "/stories/photo-essays",
        "liveindex": "/emergencies/updates", "archive": "/stories?page={n}", "video": "/watch/{slug}",
        "product": "/shop/gifts/{slug}", "contact": "/contact-us", "about": "/about-us", "privacy": "/privacy-policy",
        "terms": "/terms-and-conditions", "signin": "/my-account/sign-in", "consent": "/stories/{slug}",
        "notfound": "/stories/{slug}", "opinion": "/stories/opinion/{slug}",
        "liveblog": "/emergencies/updates/{slug}"},
        "article", True, "charity", _teaser_charity, ('<div class="card-grid card-grid--stories">', "</div>"),
        '<article class="story-detail">', '<div class="rich-text">', "</div>", sections=CHARITY_DESKS),
    # A packaging trade magazine on a custom CMS: stories at /news/<desk>/<id>/<slug>, listings whose standfirsts
    # run 60 to 100 words, author pages with long bios, a glossary, a buyers' guide and reviews; og:type article on
    # every page but the stories typed website, NewsArticle, ProfilePage and WebPage JSON-LD.
    Template("trademag", "Packaging Insight", {
        "article": "/news/{sec}/{n}/{slug}", "section": "/news/{sec}", "tag": "/topics/{tag}", "author": "/authors/{name}",
        "search": "/search?term={tag}", "forum": "/community/discussions/{tag}", "events": "/events/industry-calendar",
        "front": "/", "barefront": "/archive/all", "gallery": "/galleries", "liveindex": "/live",
        "archive": "/news/{sec}?pg={n}", "video": "/video/{n}/{slug}", "product": "/buyers-guide/product/{slug}",
        "contact": "/contact", "about": "/about", "privacy": "/privacy", "terms": "/terms", "signin": "/register",
        "consent": "/news/{sec}/{n}/{slug}", "notfound": "/news/{sec}/{n}/{slug}",
        "opinion": "/comment/{n}/{slug}", "liveblog": "/live/{n}/{slug}"},
        "article_mostly", True, "trademag", _teaser_trademag, ('<div class="listing">', "</div>"),
        '<article class="article-detail">', '<div class="article-body">', "</div>", sections=TRADE_DESKS),
    # Session 33's sealed templates (SEALED33). A law firm on a Sitecore-like CMS: insights at
    # /insights/<type>/<yyyy>/<mm>/<slug> (client alerts, briefings, perspectives), practices and topics as query
    # filters of the insights listing, lawyers' profiles as authors at /people/<name>; insight cards with the type
    # and the practice above the headline, no images; a disclaimer under every insight; og:type article on insights
    # and website elsewhere, a JSON-LD graph with the firm's LegalService on every page (Article on insights, Person
    # on profiles, WebPage elsewhere).
    Template("lawfirm", "Harrow Lyle LLP", {
        "article": "/insights/publications/2024/{mm}/{slug}", "section": "/insights?practice={sec}",
        "tag": "/insights?topic={tag}", "author": "/people/{name}", "search": "/search?q={tag}&category=insights",
        "forum": "/alumni/network/discussions/{tag}", "events": "/events", "front": "/", "barefront": "/sitemap",
        "gallery": "/news/media-library", "liveindex": "/insights/live-briefings",
        "archive": "/insights?practice={sec}&page={n}", "video": "/insights/videos/{slug}",
        "product": "/publications/handbooks/{slug}", "contact": "/contact-us", "about": "/the-firm",
        "privacy": "/legal-notices/privacy-notice", "terms": "/legal-notices/terms-of-use",
        "signin": "/client-extranet/login", "consent": "/insights/publications/2024/{mm}/{slug}",
        "notfound": "/insights/publications/2024/{mm}/{slug}", "opinion": "/insights/perspectives/{slug}",
        "liveblog": "/insights/live-briefings/{slug}", "promo": "/services/compass-regulatory-tracker",
        "landing": "/sectors/renewable-energy", "careers": "/careers", "aboutlong": "/the-firm/our-history",
        "pressindex": "/news/press-releases", "practice": "/expertise/employment-and-pensions", "directory": "/people"},
        "typed", True, "lawfirm", _teaser_lawfirm, ('<div class="insights-list" data-component="InsightsListing">', "</div>"),
        '<article class="insight-detail" data-content-type="insight">', '<div class="insight-detail__body rich-text">',
        "</div>", "{title} | Harrow Lyle", sections=LAW_DESKS),
    # A football club's official site: news at /news/<category>/<slug> (match reports, interviews, club news),
    # categories at /news/<category>, tags at /tags/<tag>; news tiles that are one link each with the headline an h3
    # inside, a fixtures strip, the sponsors' bar and the club shop's promo on every page; og:type website on every
    # page, NewsArticle JSON-LD on news (the website-typed stories too), SportsTeam on the home page, nothing else.
    Template("clubsite", "Ashvale Rovers FC", {
        "article": "/news/{sec}/{slug}", "section": "/news/{sec}", "tag": "/tags/{tag}", "author": "/news/author/{name}",
        "search": "/search?query={tag}", "forum": "/supporters/forum/{tag}", "events": "/club/events", "front": "/",
        "barefront": "/news/all", "gallery": "/gallery", "liveindex": "/matches/live", "archive": "/news/{sec}?page={n}",
        "video": "/rovers-tv/{slug}-{n}", "product": "/shop/{slug}", "contact": "/club/contact-us", "about": "/club/about",
        "privacy": "/club/privacy-policy", "terms": "/club/terms-and-conditions", "signin": "/my-account/login",
        "consent": "/news/{sec}/{slug}", "notfound": "/news/{sec}/{slug}", "opinion": "/news/club/chairmans-notes-{slug}",
        "liveblog": "/matches/live/{slug}", "promo": "/tickets/season-membership", "landing": "/hospitality",
        "careers": "/club/careers", "aboutlong": "/club/history", "pressindex": "/club/statements",
        "fixtures": "/teams/first-team/fixtures", "squad": "/teams/first-team/squad", "tickets": "/tickets"},
        "website", True, "clubsite", _teaser_clubsite, ('<ul class="news-grid">', "</ul>"),
        '<article class="article" itemscope itemtype="https://schema.org/NewsArticle">',
        '<div class="article__body" itemprop="articleBody">', "</div>", "{title} | Ashvale Rovers FC", sections=CLUB_DESKS),
    # A podcast network's site: editorial at /read/<slug>, episodes at /shows/<show>/episodes/<n>-<slug> with the
    # network's own <audio> player, show notes and chapters, shows at /shows/<show>; cards with each show's artwork
    # and a play button on episode cards; a sticky player bar and a Premium upsell on every page; og:type article on
    # the editorial and on episodes (the episodes are posts to its CMS), website elsewhere; Article, PodcastEpisode,
    # PodcastSeries and WebSite JSON-LD.
    Template("podcast", "Lanternfish Audio", {
        "article": "/read/{slug}", "section": "/categories/{sec}", "tag": "/topics/{tag}", "author": "/hosts/{name}",
        "search": "/search?term={tag}", "forum": "/community/{tag}", "events": "/live-shows", "front": "/",
        "barefront": "/read", "gallery": "/photos", "liveindex": "/live", "archive": "/categories/{sec}/page/{n}",
        "video": "/watch/{slug}", "product": "/store/{slug}", "contact": "/contact", "about": "/about",
        "privacy": "/privacy", "terms": "/terms", "signin": "/login", "consent": "/read/{slug}", "notfound": "/read/{slug}",
        "opinion": "/read/{slug}", "liveblog": "/read/{slug}-live", "promo": "/premium", "landing": "/advertise",
        "careers": "/jobs", "aboutlong": "/about/our-story", "pressindex": "/press",
        "episode": "/shows/{sec}/episodes/{n}-{slug}", "show": "/shows/{sec}"},
        "podcast", True, "podcast", _teaser_podcast, ('<div class="card-list">', "</div>"),
        '<article class="read-article">', '<div class="read-article__body prose">', "</div>", "{title} \u2022 Lanternfish",
        sections=POD_DESKS),
)
# Held out of training: the page decision is measured on these templates.
HELD_OUT = ("drupal", "magazine", "forum", "wpnews", "blox", "ghost", "arc", "substack", "joomla", "broadcaster",
            "typo3", "squarespace", "brightspot", "aem", "wix", "beehiiv", "drupalfr", "nextnews", "radiotv", "sportsus",
            "campus", "elementor", "hugo", "quotidiano", "newspack", "webflow", "medium", "nordic", "shopify", "blogger",
            "korea", "hubspot", "nextjs", "rundfunk", "lawfirm", "clubsite", "podcast")
# Of those, the ones written after the model first shipped and measured before
# any change was tried on them: no fold of any tuning rule trains on them either.
SEALED = ("wpnews", "blox", "ghost", "arc", "substack", "joomla", "broadcaster", "typo3", "squarespace",
          "brightspot", "aem", "wix", "beehiiv", "drupalfr", "nextnews", "radiotv", "sportsus", "campus",
          "elementor", "hugo", "quotidiano", "newspack", "webflow", "medium", "nordic", "shopify", "blogger", "korea",
          "hubspot", "nextjs", "rundfunk", "lawfirm", "clubsite", "podcast")
# Of those, the ones read since (their misses pinned and studied in sessions 22 to 33, the
# tuned held-out three sat beside every choice): no longer honest held-out data, so training
# templates now, of the shipped model and of every fold of the tuning rules (sessions 30, 32 and 33).
# A template named here is trained on; any other of HELD_OUT stays held out and sealed.
TRAINED_SINCE = ("drupal", "magazine", "forum", "wpnews", "blox", "ghost", "arc", "substack", "joomla",
                 "broadcaster", "typo3", "squarespace", "brightspot", "aem", "wix", "beehiiv", "drupalfr", "nextnews",
                 "radiotv", "sportsus", "campus", "elementor", "hugo", "quotidiano", "newspack", "webflow", "medium",
                 "nordic", "shopify", "blogger", "korea", "hubspot", "nextjs", "rundfunk")
# JSON-LD a template declares, by kind (templates with jsonld=True): CMS plugins
# type listings as CollectionPage, search as SearchResultsPage, and so on.
DECLARED = {
    "press": {"article": "Article", "website": "WebPage", "section": "CollectionPage", "tag": "CollectionPage",
              "archive": "CollectionPage", "author": "ProfilePage", "search": "SearchResultsPage",
              "front": "WebPage", "about": "AboutPage", "contact": "ContactPage"},
    "daily": {"article": "NewsArticle", "video": "VideoObject", "gallery": "ItemList", "section": "WebPage",
              "front": "WebPage"},
    "forum": {"article": "Article", "forum": "CollectionPage", "author": "ProfilePage", "video": "VideoObject"},
    "portal": {"*": "WebPage"},
    "wpnews": {"article": "NewsArticle", "section": "CollectionPage", "tag": "CollectionPage",
               "archive": "CollectionPage", "author": "ProfilePage", "search": "SearchResultsPage", "*": "WebPage"},
    "blox": {"article": "NewsArticle"},
    "ghost": {"article": "Article", "section": "Series", "tag": "Series", "gallery": "Series", "liveindex": "Series",
              "author": "Person", "front": "WebSite", "archive": "WebSite"},
    "arc": {"article": "NewsArticle", "video": "VideoObject", "author": "ProfilePage", "*": "WebPage"},
    "substack": {"article": "NewsArticle", "video": "NewsArticle", "contact": "NewsArticle"},
    "broadcaster": {"article": "ReportageNewsArticle", "website": "ReportageNewsArticle"},
    "typo3": {"article": "NewsArticle", "*": "WebPage"},
    "squarespace": {"article": "Article", "*": "WebSite"},
    "brightspot": {"article": "NewsArticle", "video": "VideoObject", "*": "WebPage"},
    "aem": {"article": "NewsArticle", "video": "VideoObject", "gallery": "ImageGallery"},
    "wix": {"article": "BlogPosting", "front": "WebSite", "barefront": "WebSite"},
    "beehiiv": {"article": "BlogPosting", "front": "WebSite"},
    "drupalfr": {"article": "NewsArticle", "video": "VideoObject", "*": "WebPage"},
    "nextnews": {"article": "NewsArticle", "video": "NewsArticle", "website": "WebPage", "section": "CollectionPage",
                 "tag": "CollectionPage", "archive": "CollectionPage", "search": "SearchResultsPage", "*": "WebPage"},
    "radiotv": {"article": "NewsArticle", "website": "NewsArticle", "video": "VideoObject"},
    "sportsus": {"article": "NewsArticle", "liveblog": "LiveBlogPosting", "video": "VideoObject",
                 "section": "CollectionPage", "tag": "CollectionPage", "archive": "CollectionPage",
                 "author": "ProfilePage", "search": "SearchResultsPage", "*": "WebPage"},
    "campus": {"article": "NewsArticle", "liveblog": "LiveBlogPosting", "section": "CollectionPage",
               "tag": "CollectionPage", "author": "ProfilePage", "about": "AboutPage", "contact": "ContactPage",
               "*": "WebPage"},
    "elementor": {"article": "Article", "section": "CollectionPage", "tag": "CollectionPage",
                  "archive": "CollectionPage", "author": "ProfilePage", "search": "SearchResultsPage", "*": "WebPage"},
    "quotidiano": {"article": "NewsArticle", "liveblog": "LiveBlogPosting", "section": "NewsArticle",
                   "front": "NewsArticle", "video": "VideoObject", "website": "WebPage", "*": "WebPage"},
    "newspack": {"article": "NewsArticle", "website": "NewsArticle", "section": "CollectionPage", "tag": "CollectionPage",
                 "archive": "CollectionPage", "author": "ProfilePage", "search": "SearchResultsPage", "*": "WebPage"},
    "webflow": {"article": "BlogPosting", "website": "BlogPosting", "front": "Organization"},
    "medium": {"article": "NewsArticle", "website": "NewsArticle", "author": "Person"},
    "nordic": {"article": "NewsArticle", "website": "NewsArticle", "liveblog": "LiveBlogPosting", "front": "ItemList",
               "section": "ItemList", "tag": "ItemList", "video": "VideoObject", "*": "WebPage"},
    "shopify": {"article": "Article", "video": "Article", "recipe": "Article", "wiki": "Article", "product": "Product",
                "front": "Organization"},
    "korea": {"article": "NewsArticle", "website": "NewsArticle", "recipe": "NewsArticle", "video": "VideoObject",
              "front": "WebSite"},
    "hubspot": {"article": "BlogPosting", "front": "Organization"},
    "nextjs": {"article": "NewsArticle", "video": "VideoObject", "front": "WebSite"},
    "rundfunk": {"article": "NewsArticle", "liveblog": "LiveBlogPosting", "video": "VideoObject", "programme": "TVSeries",
                 "*": "WebPage"},
    "council": {"article": "NewsArticle", "*": "WebPage"},
    "charity": {"article": "BlogPosting", "front": "NGO", "*": "WebPage"},
    "trademag": {"article": "NewsArticle", "author": "ProfilePage", "*": "WebPage"},
}
# Templates whose records declare nothing but the template's own type: what
# an editor writes in the page (a recipe, an event) carries no JSON-LD of its own.
RECORDS_UNDECLARED = ("ghost", "shopify", "korea")
DECLARED.update({
    "lawfirm": {"article": "Article", "author": "Person", "front": "LegalService", "*": "WebPage"},
    "clubsite": {"article": "NewsArticle", "website": "NewsArticle", "video": "VideoObject", "front": "SportsTeam"},
    "podcast": {"article": "Article", "episode": "PodcastEpisode", "video": "VideoObject", "front": "WebSite"}})
ARTICLE_KIND_SET = set(ARTICLE_KINDS) | {"opinion", "liveblog"}


def declared_type(template: Template, kind: str) -> str | None:
    table = DECLARED.get(template.name, {})
    if kind == "liveblog" and "liveblog" in table:  # LiveBlogPosting, an article type of its own
        return table["liveblog"]
    key = "article" if kind in ARTICLE_KIND_SET - {"website"} else kind
    return table.get(key, table.get("*"))


def og_type(template: Template, kind: str) -> str | None:
    if template.og_policy == "none":
        return None
    if template.og_policy in ("article", "website"):
        return template.og_policy
    if template.og_policy == "posts":  # og:type=article on every post (/p/...), website elsewhere
        pattern = template.urls["article"] if kind in ARTICLE_KIND_SET else (
            template.urls.get(kind) or RECORD_URLS[template.name][kind])
        return "article" if pattern.startswith("/p/") and kind not in ("website", "notfound") else "website"
    if template.og_policy == "article_mostly":  # og:type=article on every page but the articles typed website
        return "website" if kind == "website" else "article"
    if template.og_policy == "shopify":  # the theme's og:type: article on blog articles, product on products
        if kind in ("product", "holiday", "eventpage"):
            return "product"
        blog_articles = ARTICLE_KIND_SET - {"website"} | {"video", "recipe", "wiki"}
        return "article" if kind in blog_articles else "website"
    if template.og_policy == "rundfunk":  # the broadcaster's CMS types stories by their page template, not their kind
        return {"long": "article", "medium": "website", "brief": "article", "website": "website", "roundup": None,
                "opinion": "article", "liveblog": "website", "video": "video.other", "programme": "video.tv_show",
                "consent": None, "notfound": None}.get(kind, "website")
    if template.og_policy == "podcast":  # the editorial and the episodes are posts to its CMS
        if kind == "website":
            return "website"
        return "article" if kind in ARTICLE_KIND_SET or kind in ("episode", "recipe") else "website"
    if kind == "website":
        return "website"
    if kind == "video":
        return "video.other"
    # A recipe is a blog post to its CMS, which types it as one.
    return "article" if kind in ARTICLE_KIND_SET or kind == "recipe" else "website"


class Site:
    """One template's pages, written from seeded choices of stories."""

    def __init__(self, template: Template, stories: list[Story], rng: random.Random):
        self.t, self.stories, self.rng = template, stories, rng
        self.counter = rng.randint(1000, 5000)
        self.pages_two = 0  # listings' page 2 written (EXTRA_KINDS)

    def story(self) -> Story:
        return self.rng.choice(self.stories)

    def url(self, kind: str, story: Story | None = None) -> str:
        self.counter += self.rng.randint(1, 97)
        iso, _ = _date(self.rng)
        pattern = self.t.urls[kind] if kind in self.t.urls else RECORD_URLS[self.t.name][kind]
        url = pattern.format(
            mm=iso[5:7], dd=iso[8:10], slug=slug(story.title if story else self.story().title),
            sec=self.rng.choice(SECTIONS).lower(), n=self.rng.randint(2, 9) if kind == "archive" else self.counter, tag=self.rng.choice(TAGS),
            name=slug(self.rng.choice(AUTHORS)), uuid=self.asset_id(), hex=self.asset_id().replace("-", ""))
        if self.t.lang == "fr":  # the same draws, the French words
            for english, french_word in [*((s.lower(), FR_URL[s]) for s in SECTIONS), *FR_TAGS.items()]:
                url = re.sub(rf"(?<=[/=]){english}(?=$|[/?&])", french_word, url)
        for drawn, _, word in self.t.sections:  # the same draws, the site's own desks
            url = re.sub(rf"(?<=[/=]){drawn.lower()}(?=$|[/?&])", word, url)
        if self.t.layout == "quotidiano":  # the same draws, the Italian topic words
            for english, italian_word in IT_TAGS.items():
                url = re.sub(rf"(?<=[/=]){english}(?=$|[/?&])", italian_word, url)
        if self.t.layout == "rundfunk":  # the same draws, the German topic words
            for english, german_word in DE_TAGS.items():
                url = re.sub(rf"(?<=[/=]){english}(?=$|[/?&.-])", german_word, url)
        if self.t.layout == "korea":  # the story's slug in title case, before its number
            url = re.sub(r"(?<=/)([a-z0-9-]+)(?=/2\d{6}$)", lambda m: "-".join(
                w.capitalize() for w in m.group(1).split("-")), url)
        return url

    def desk(self, text: str) -> str:
        """``text`` with the drawn sections' names as the site names its desks."""
        for drawn, shown, _ in self.t.sections:
            text = re.sub(rf"\b{drawn}\b", shown, text)
        return text

    def asset_id(self) -> str:
        """A CMS asset id from the counter (no draw from the generator: the other templates' pages stay as they were)."""
        digest = hashlib.sha256(f"{self.t.name}-{self.counter}".encode()).hexdigest()
        return f"{digest[:8]}-{digest[8:12]}-{digest[12:16]}-{digest[16:20]}-{digest[20:32]}"

    def article_url(self, story: Story) -> str:
        return self.url("article", story)

    # Page chrome.

    def head(self, title: str, kind: str, description: str) -> str:
        parts = [f"<title>{self.t.title_format.format(title=esc(title), site=esc(self.t.site))}</title>",
                 f'<meta name="description" content="{esc(words(description, 30))}">']
        og = og_type(self.t, kind)
        if og:
            parts += [f'<meta property="og:type" content="{og}">', f'<meta property="og:title" content="{esc(title)}">',
                      f'<meta property="og:site_name" content="{esc(self.t.site)}">']
        declared = declared_type(self.t, kind) if self.t.jsonld else None
        if declared:
            data = {"@context": "https://schema.org", "@type": declared, "name": title}
            if declared.endswith("Article") or declared == "LiveBlogPosting":
                data |= {"headline": title, "datePublished": _date(self.rng)[0],
                         "author": {"@type": "Person", "name": self.rng.choice(AUTHORS)}}
            if self.t.layout == "nextnews":  # the page's node, the publisher and the breadcrumbs, on every page
                if kind == "video":  # a clip is a story with a video to this CMS
                    data["video"] = {"@type": "VideoObject", "name": title, "uploadDate": _date(self.rng)[0],
                                     "thumbnailUrl": "https://cdn.example-media.com/v/poster.jpg"}
                data = {"@context": "https://schema.org", "@graph": [
                    {k: v for k, v in data.items() if k != "@context"},
                    {"@type": "NewsMediaOrganization", "name": self.t.site, "url": "https://www.signalwire.example/"},
                    {"@type": "BreadcrumbList", "itemListElement": [
                        {"@type": "ListItem", "position": 1, "name": "Home", "item": "https://www.signalwire.example/"},
                        {"@type": "ListItem", "position": 2, "name": title}]}]}
            if self.t.layout == "sportsus":  # the page's node, the publisher and the breadcrumbs, on every page
                data = {"@context": "https://schema.org", "@graph": [
                    {k: v for k, v in data.items() if k != "@context"},
                    {"@type": "NewsMediaOrganization", "name": self.t.site, "url": "https://www.metrosports.example/",
                     "logo": {"@type": "ImageObject", "url": "https://a.metrosports.example/logo.png"}},
                    {"@type": "BreadcrumbList", "itemListElement": [
                        {"@type": "ListItem", "position": 1, "name": "Home", "item": "https://www.metrosports.example/"},
                        {"@type": "ListItem", "position": 2, "name": title}]}]}
            if self.t.layout == "campus":  # the page's node, the university and the breadcrumbs, on every page
                data = {"@context": "https://schema.org", "@graph": [
                    {k: v for k, v in data.items() if k != "@context"},
                    {"@type": "CollegeOrUniversity", "name": "Northgate University", "url": "https://www.northgate.example/",
                     "sameAs": ["https://en.wikipedia.org/wiki/Northgate_University"]},
                    {"@type": "BreadcrumbList", "itemListElement": [
                        {"@type": "ListItem", "position": 1, "name": "News", "item": "https://news.northgate.example/"},
                        {"@type": "ListItem", "position": 2, "name": title}]}]}
            if self.t.layout == "elementor":  # Yoast: the page's node, the site, the publisher
                node = {k: v for k, v in data.items() if k != "@context"}
                page_node = {"@type": "WebPage", "name": title, "isPartOf": {"@id": "https://wayfarer.example/#website"}}
                data = {"@context": "https://schema.org", "@graph": (
                    [node, page_node] if node["@type"] != "WebPage" else [node]) + [
                    {"@type": "WebSite", "@id": "https://wayfarer.example/#website", "name": self.t.site},
                    {"@type": "Organization", "name": self.t.site, "logo": {"@type": "ImageObject",
                                                                           "url": "https://wayfarer.example/logo.png"}}]}
            if self.t.layout == "quotidiano":  # the page's node beside the publisher
                data = {"@context": "https://schema.org", "@graph": [
                    {k: v for k, v in data.items() if k != "@context"},
                    {"@type": "NewsMediaOrganization", "name": self.t.site, "url": "https://www.gazzettavalverde.example/",
                     "logo": {"@type": "ImageObject", "url": "https://www.gazzettavalverde.example/img/logo.png"}}]}
            if self.t.layout == "newspack":  # Yoast with Newspack: the page's node, the site, the newsroom
                node = {k: v for k, v in data.items() if k != "@context"}
                data = {"@context": "https://schema.org", "@graph": [
                    node, {"@type": "WebSite", "@id": "https://harborcitybeacon.example/#website", "name": self.t.site,
                           "potentialAction": {"@type": "SearchAction",
                                               "target": "https://harborcitybeacon.example/?s={search_term_string}"}},
                    {"@type": "NewsMediaOrganization", "name": self.t.site, "nonprofitStatus": "Nonprofit501c3",
                     "publishingPrinciples": "https://harborcitybeacon.example/ethics-policy/"}]}
            if self.t.layout == "wpnews":  # Yoast: one graph, the page's node beside the site's
                data = {"@context": "https://schema.org", "@graph": [
                    {k: v for k, v in data.items() if k != "@context"}, {"@type": "WebSite", "name": self.t.site},
                    {"@type": "Organization", "name": self.t.site}]}
            if self.t.layout == "lawfirm":  # the page's node beside the firm, on every page
                node = {k: v for k, v in data.items() if k != "@context"}
                firm = {"@type": "LegalService", "@id": "https://www.harrowlyle.example/#firm", "name": self.t.site,
                        "url": "https://www.harrowlyle.example/", "telephone": "+44 20 7946 0000"}
                data = {"@context": "https://schema.org", "@graph": [node, firm] if node["@type"] != "LegalService" else [firm]}
            parts.append(f'<script type="application/ld+json">{json.dumps(data)}</script>')
        if self.t.layout == "hugo":
            parts.append('<meta name="generator" content="Hugo 0.121.1">')
        if self.t.layout == "webflow":
            parts.append('<meta content="Webflow" name="generator"><meta content="width=device-width, initial-scale=1" '
                         'name="viewport">')
        if self.t.layout == "medium":
            parts.append('<meta property="al:ios:app_name" content="Medium"><meta name="referrer" content="unsafe-url">')
        if self.t.layout == "nordic":
            parts.append('<meta name="application-name" content="NRB News"><link rel="alternate" hreflang="nb" '
                         'href="https://www.nrb.example/nyheter">')
        if self.t.layout == "shopify":
            parts.append('<link rel="preconnect" href="https://cdn.shopify.example" crossorigin><meta name="shopify-'
                         'checkout-api-token" content="8f0c1d2e3a4b5c6d7e8f9a0b1c2d3e4f"><meta id="shopify-digital-'
                         'wallet" name="shopify-digital-wallet" content="/61234567890/digital_wallets/dialog"><script>'
                         'window.Shopify = window.Shopify || {}; Shopify.shop = "kestrel-coffee.myshopify.example"; '
                         'Shopify.locale = "en"; Shopify.currency = {"active": "GBP", "rate": "1.0"}; Shopify.theme = '
                         '{"name": "Dawn", "id": 131234567890, "role": "main"};</script>')
        if self.t.layout == "blogger":
            parts.append("<meta content='blogger' name='generator'><link rel='alternate' type='application/atom+xml' "
                         "title='Dunmore Valley Observer - Atom' href='/feeds/posts/default'><link rel='alternate' "
                         "type='application/rss+xml' title='Dunmore Valley Observer - RSS' href='/feeds/posts/default?"
                         "alt=rss'><link rel='service.post' type='application/atom+xml' href='https://www.blogger.example"
                         "/feeds/4471826390151223344/posts/default'><link rel='me' href='https://www.blogger.example/"
                         "profile/05512345678901234567'>")
        if self.t.layout == "korea":
            parts.append('<meta name="naver-site-verification" content="a1b2c3d4e5f60718293a4b5c6d7e8f9012345678">'
                         '<link rel="alternate" hreflang="ko" href="https://www.hanbit.example/"><meta name="author" '
                         'content="The Hanbit Herald"><meta property="dable:author" content="The Hanbit Herald">')
        return "\n".join(parts)

    def nav(self) -> str:
        fr = self.t.lang == "fr"
        if self.t.sections:
            links = "".join(f'<li><a href="{self.t.urls["section"].format(sec=word, n=i + 1)}">{shown}</a></li>'
                            for i, (_, shown, word) in enumerate(self.t.sections))
            return f'<nav class="main-nav" role="navigation"><ul class="menu">{links}</ul></nav>'
        links = "".join(f'<li><a href="{self.t.urls["section"].format(sec=FR_URL[s] if fr else s.lower(), n=i + 1)}">'
                        f'{FR_SECTIONS[s] if fr else s}</a></li>' for i, s in enumerate(SECTIONS))
        return f'<nav class="main-nav" role="navigation"><ul class="menu">{links}</ul></nav>'

    def footer(self) -> str:
        links = "".join(f'<li><a href="{self.t.urls[k]}">{label}</a></li>' for k, label in (
            ("about", "About us"), ("contact", "Contact"), ("privacy", "Privacy policy"), ("terms", "Terms of use")))
        rights = "All rights reserved."
        if self.t.lang == "fr":
            links = (links.replace(">About us<", ">Qui sommes-nous\u00a0?<").replace(">Contact<", ">Nous contacter<")
                     .replace(">Privacy policy<", ">Confidentialit\u00e9<").replace(">Terms of use<", ">CGU<"))
            rights = "Tous droits r\u00e9serv\u00e9s."
        return (f'<footer class="site-footer"><ul class="footer-links">{links}</ul>'
                f'<p class="copyright">&copy; 2024 {esc(self.t.site)}. {rights}</p></footer>')

    def sidebar(self) -> str:
        teasers = "".join(f'<li><a href="{self.article_url(s)}">{esc(s.title)}</a></li>'
                          for s in (self.story() for _ in range(5)))
        return (f'<aside class="sidebar widget-area"><section class="widget most-read"><h2 class="widget-title">'
                f'Most read</h2><ol>{teasers}</ol></section><section class="widget newsletter"><h2>Newsletter</h2>'
                f'<p>The day\'s top stories in your inbox every morning.</p><form><input type="email" '
                f'placeholder="Email address"><button>Sign up</button></form></section>'
                f'<div class="ad ad-mpu">Advertisement</div></aside>') if self.t.lang != "fr" else (
            f'<aside class="sidebar widget-area"><section class="widget most-read"><h2 class="widget-title">'
            f'Les plus lus</h2><ol>{teasers}</ol></section><section class="widget newsletter"><h2>Newsletter</h2>'
            f'<p>L\'essentiel de l\'actualit\u00e9 locale chaque matin dans votre bo\u00eete mail.</p><form><input '
            f'type="email" placeholder="Adresse e-mail"><button>Je m\'inscris</button></form></section>'
            f'<div class="ad ad-mpu">Publicit\u00e9</div></aside>')

    def page(self, title: str, kind: str, main: str, description: str = "", sidebar: bool = True,
             declared: dict[str, object] | None = None) -> str:
        """The whole page; ``declared``: a JSON-LD node the page declares beside the template's own."""
        side = self.sidebar() if sidebar else ""
        header = (f'<header class="site-header"><a class="site-title" href="/">{esc(self.t.site)}</a>{self.nav()}'
                  f'<form class="search-form" action="/search"><input name="q" placeholder="Search"></form></header>')
        if self.t.lang == "fr":
            main = french(main)
            header = header.replace('action="/search"><input name="q" placeholder="Search">',
                                    'action="/recherche"><input name="search_api_fulltext" placeholder="Rechercher">')
        if self.t.layout == "quotidiano":  # the same draws, the Italian words
            if kind not in ARTICLE_KIND_SET:
                renamed = italian_title(title, self.t.site)
                main, title = main.replace(f">{esc(title)}</h1>", f">{esc(renamed)}</h1>", 1), renamed
            for english, italian_text in IT_PHRASES:
                main, side = main.replace(english, italian_text), side.replace(english, italian_text)
            header = header.replace('action="/search"><input name="q" placeholder="Search">',
                                    'action="/ricerca/"><input name="q" placeholder="Cerca nel sito">')
        if self.t.layout == "table":
            body = (f'<table width="980" align="center" cellpadding="0" cellspacing="0"><tr><td colspan="3">{header}'
                    f'</td></tr><tr><td class="leftnav" width="160" valign="top">{self.nav()}</td>'
                    f'<td class="content" valign="top">{main}</td><td class="right" width="200" valign="top">{side}'
                    f'</td></tr><tr><td colspan="3">{self.footer()}</td></tr></table>')
        elif self.t.layout == "wpnews":
            ticker = "".join(f'<div class="td-trending-now-post"><a href="{self.article_url(s)}">{esc(s.title)}</a></div>'
                             for s in (self.story() for _ in range(4)))
            body = (f'<div class="td-theme-wrap"><div class="td-header-wrap">{header}<div class="td-trending-now-wrapper">'
                    f'<div class="td-trending-now-title">Trending Now</div>{ticker}</div></div>'
                    f'<div class="td-main-content-wrap td-container-wrap"><div class="td-container"><div class="td-pb-row">'
                    f'<div class="td-pb-span8 td-main-content" role="main">{main}</div>'
                    f'<div class="td-pb-span4 td-main-sidebar" role="complementary">{side}</div></div></div></div>'
                    f'<div class="td-footer-wrapper">{self.footer()}</div></div>')
        elif self.t.layout == "ghost":
            body = (f'<div class="viewport"><header id="gh-head" class="gh-head outer">{header}</header>'
                    f'<div class="site-content"><main id="site-main" class="site-main outer">{main}</main>'
                    f'<aside class="read-more-wrap outer">{side}</aside></div>'
                    f'<footer class="site-footer outer">{self.footer()}</footer></div>')
        elif self.t.layout == "blox":
            banner = (f'<div id="tncms-cookie-banner" class="tnt-cookie-consent"><p>We use cookies to personalise '
                      f'content and ads, to provide social media features and to analyse our traffic. By continuing '
                      f'to use this site you agree to our use of cookies. <a href="{self.t.urls["privacy"]}">Learn more'
                      f'</a></p><button class="btn">OK</button></div>')
            meter = ('<div class="tnt-meter-bar">You have reached your limit of free articles this month. '
                     '<a href="/users/login/">Log in</a> or <a href="/subscribe/">subscribe</a></div>')
            body = (f'<div id="site-container">{banner}<div id="site-top-nav-container">{header}</div>'
                    f'<div id="main-page-container" class="container-fluid"><div class="row">'
                    f'<div class="col-md-8" id="main-body">{main}</div><aside class="col-md-4" id="sidebar">{side}'
                    f'</aside></div></div>{meter}<div id="site-footer-container">{self.footer()}</div></div>')
        elif self.t.layout == "arc":
            data = json.dumps({"props": {"pageProps": {"globalContent": {"headlines": {"basic": title}, "type": kind}},
                                         "arcSite": slug(self.t.site)}, "page": "/[...slug]", "buildId": "f3c9a1"})
            body = (f'<div id="__next"><div id="fusion-app" class="b-page"><header class="b-header-nav-chain">{header}'
                    f'</header><div class="b-page-container"><main class="b-main">{main}</main>'
                    f'<div class="b-right-rail">{side}</div></div><footer class="b-footer">{self.footer()}</footer></div></div>'
                    f'<script id="__NEXT_DATA__" type="application/json">{data}</script>')
        elif self.t.layout == "substack":
            widget = (f'<div class="subscription-widget-wrap"><div class="subscription-widget"><p class="cta-caption">'
                      f'Thanks for reading {esc(self.t.site)}! Subscribe for free to receive new posts and support my '
                      f'work.</p><form class="form"><input type="email" placeholder="Type your email..."><button '
                      f'class="button primary">Subscribe</button></form></div></div>')
            body = (f'<div id="entry"><div id="main" class="main typography"><div class="topbar">{header}</div>'
                    f'<div class="container">{main}{widget}</div><div class="footer-wrap">{self.footer()}'
                    f'<p>Substack is the home for great culture</p></div></div></div>')
        elif self.t.layout == "joomla":
            crumbs = (f'<nav class="mod-breadcrumbs__wrapper" aria-label="Breadcrumbs"><ol class="breadcrumb">'
                      f'<li class="breadcrumb-item"><a href="/">Home</a></li><li class="breadcrumb-item active">'
                      f'{esc(words(title, 4))}</li></ol></nav>')
            latest = "".join(f'<li><a href="{self.article_url(s)}">{esc(s.title)}</a></li>'
                             for s in (self.story() for _ in range(5)))
            body = (f'<div class="site-grid"><header class="header container-header full-width">{header}</header>'
                    f'<div class="container"><div class="row">{crumbs}<main class="col-md-9">{main}</main>'
                    f'<div class="col-md-3 sidebar-right"><div class="moduletable"><h3>Latest news</h3>'
                    f'<ul class="mod-articleslatest latestnews">{latest}</ul></div>{side}</div></div></div>'
                    f'<footer class="container-footer footer full-width">{self.footer()}</footer></div>')
        elif self.t.layout == "broadcaster":
            top = "".join(f'<li><a href="{self.article_url(s)}">{esc(s.title)}</a><time>{self.rng.randint(1, 23)} hrs ago'
                          f'</time></li>' for s in (self.story() for _ in range(4)))
            body = (f'<div id="main-wrapper"><header class="ssrcss-header" role="banner">{header}</header>'
                    f'<div class="ssrcss-main"><main id="main-content" role="main">{main}</main>'
                    f'<aside class="ssrcss-sidebar"><section data-component="top-stories"><h2>Top Stories</h2><ul>{top}'
                    f'</ul></section>{side}</aside></div><footer class="ssrcss-footer">{self.footer()}<p>Why you can '
                    f'trust NPB News. NPB is not responsible for the content of external sites.</p></footer></div>')
        elif self.t.layout == "squarespace":
            announcement = ('<div class="sqs-announcement-bar-dropzone"><div class="sqs-announcement-bar"><p>Become a '
                            'member: local news needs local support. <a href="/membership">Join today</a></p></div></div>')
            body = (f'<div id="siteWrapper" class="clearfix site-wrapper">{announcement}<header data-test="header" '
                    f'id="header" class="header theme-col--primary">{header}</header><main id="page" class="container" '
                    f'role="main"><article class="sections" id="sections" data-page-sections="{self.counter}"><section '
                    f'class="page-section"><div class="content-wrapper"><div class="content">{main}</div></div></section>'
                    f'<section class="page-section newsletter-section">{side}</section></article></main><footer '
                    f'class="sections" id="footer-sections">{self.footer()}<p>Powered by Squarespace</p></footer></div>')
        elif self.t.layout == "typo3":
            crumbs = (f'<nav class="breadcrumb-section" aria-label="Breadcrumb"><ol class="breadcrumb"><li class="'
                      f'breadcrumb-item"><a href="/">Home</a></li><li class="breadcrumb-item active"><span>'
                      f'{esc(words(title, 5))}</span></li></ol></nav>')
            consent = ('<div id="cookieman-modal" class="modal fade" data-cookieman-showonce="1" role="dialog">'
                       '<div class="modal-dialog"><div class="modal-content"><div class="modal-header"><h5>Cookie '
                       'settings</h5></div><div class="modal-body"><p>We use cookies and similar techniques to run '
                       'this website and, with your consent, to measure its use.</p></div><div class="modal-footer">'
                       '<button data-cookieman-save>Save</button><button data-cookieman-accept-all>Accept all'
                       '</button></div></div></div></div>')
            body = (f'<div id="top"></div><div class="body-bg"><header class="bp-page-header navbar navbar-mainnavigation">'
                    f'{header}</header><div class="section section-default">{crumbs}</div><div id="page-content" '
                    f'class="bp-page-content main-section"><div class="container"><div class="row"><main class="col-md-8 '
                    f'maincontent-wrap" role="main"><div id="c{self.counter}" class="frame frame-default '
                    f'frame-type-news_pi1 frame-layout-0">{main}</div></main><aside class="col-md-4 subcontent-wrap">'
                    f'{side}</aside></div></div></div><footer class="bp-page-footer section">{self.footer()}<p>'
                    f'Powered by TYPO3</p></footer></div>{consent}')
        elif self.t.layout == "brightspot":
            alert = (f'<bsp-breaking-news class="BreakingNews"><div class="BreakingNews-items"><span class="BreakingNews-'
                     f'label">Weather alert</span> <a class="Link" href="{self.t.urls["liveindex"]}">Storm warning in effect '
                     f'for the county until 9pm: closures and updates</a></div></bsp-breaking-news>')
            body = (f'<div class="Page-above"></div><bsp-header class="Page-header">{header}</bsp-header>{alert}'
                    f'<div class="Page-content"><div class="Page-twoColumn"><main class="Page-main">{main}</main>'
                    f'<aside class="Page-aside"><bsp-ad class="GoogleDfpAd-wrapper" data-slot="rail-1"></bsp-ad>{side}'
                    f'</aside></div></div><footer class="Page-footer">{self.footer()}<p class="Page-footer-disclaimer">'
                    f'Copyright 2024 {esc(self.t.site)}. Powered by Brightspot.</p></footer>')
        elif self.t.layout == "aem":
            crumbs = (f'<div class="breadcrumb"><nav class="cmp-breadcrumb" aria-label="Breadcrumb"><ol class="'
                      f'cmp-breadcrumb__list"><li class="cmp-breadcrumb__item"><a class="cmp-breadcrumb__item-link" '
                      f'href="/">Home</a></li><li class="cmp-breadcrumb__item cmp-breadcrumb__item--active">'
                      f'{esc(words(title, 5))}</li></ol></nav></div>')
            promo = ('<div class="experiencefragment"><div class="cmp-experiencefragment cmp-experiencefragment--'
                     'subscribe"><p>Read without limits: the Herald for 1 a week in the first year.</p><a class="'
                     'cmp-button" href="/subscribe.html">Subscribe</a></div></div>')
            body = (f'<div class="root container responsivegrid"><div class="cmp-container"><div class="aem-Grid '
                    f'aem-Grid--12 aem-Grid--default--12"><div class="header aem-GridColumn aem-GridColumn--default--12">'
                    f'<header class="cmp-header">{header}</header></div>{crumbs}<div class="container responsivegrid '
                    f'aem-GridColumn--default--8 aem-GridColumn"><div class="cmp-container main-column">{main}</div></div>'
                    f'<div class="container responsivegrid aem-GridColumn--default--4 aem-GridColumn"><div class="'
                    f'cmp-container rail">{side}</div></div>{promo}<div class="footer aem-GridColumn aem-GridColumn--'
                    f'default--12">{self.footer()}</div></div></div></div>')
        elif self.t.layout == "wix":
            body = (f'<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP"></div>'
                    f'<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header"><div class="comp-kd1qz3sb">'
                    f'{header}</div></header><main id="PAGES_CONTAINER" tabindex="-1"><div id="SITE_PAGES"><div '
                    f'class="comp-lq{self.counter} wixui-section"><div data-mesh-id="comp-inlineContent" '
                    f'data-testid="inline-content">{main}</div></div><section class="comp-lr{self.counter} '
                    f'wixui-section">{side}</section></div></main><footer id="SITE_FOOTER" class="wixui-footer">'
                    f'{self.footer()}<p>Proudly created with Wix.com</p></footer></div></div>')
        elif self.t.layout == "beehiiv":
            body = (f'<div class="flex min-h-screen flex-col bg-wt-background"><nav class="sticky top-0 z-20 w-full '
                    f'border-b border-wt-border bg-wt-background">{header}<a class="rounded-wt bg-wt-primary px-4 py-2 '
                    f'text-sm" href="/subscribe">Subscribe</a></nav><main class="flex-grow"><div class="mx-auto w-full '
                    f'max-w-6xl px-4 py-8">{main}</div></main><div class="w-full bg-wt-secondary"><div class="mx-auto '
                    f'max-w-2xl px-4 py-10 text-center"><h2 class="font-heading text-2xl font-semibold">Join '
                    f'{self.counter * 3:,} readers</h2><p class="text-md">Get {esc(self.t.site)} in your inbox every '
                    f'Sunday morning. No spam, unsubscribe any time.</p><form class="mt-4 flex gap-2" action="/create_'
                    f'subscription"><input type="email" name="email" placeholder="Enter your email"><button '
                    f'type="submit">Subscribe</button></form></div></div><div class="mx-auto w-full max-w-6xl px-4">'
                    f'{side}</div><footer class="w-full border-t border-wt-border py-8 text-sm">{self.footer()}<p>'
                    f'<a href="https://www.beehiiv.com/?utm_source=footer">Powered by beehiiv</a></p></footer></div>')
        elif self.t.layout == "drupalfr":
            crumbs = (f'<div class="region region-breadcrumb"><nav class="breadcrumb" role="navigation" aria-labelledby'
                      f'="system-breadcrumb"><h2 id="system-breadcrumb" class="visually-hidden">Fil d\'Ariane</h2><ol>'
                      f'<li><a href="/">Accueil</a></li><li>{esc(words(title, 5))}</li></ol></nav></div>')
            bar = ('<div class="block-paywall-bar"><p>Soutenez l\'information locale\u00a0: 1\u00a0\u20ac le premier mois. '
                   '<a href="/abonnement">Je m\'abonne</a> <a href="/user/login">Se connecter</a></p></div>')
            cookies = ('<div id="sliding-popup" class="sliding-popup-bottom eu-cookie-compliance-banner" '
                       'role="alertdialog" aria-describedby="popup-text"><div class="eu-cookie-compliance-content">'
                       '<div id="popup-text" class="eu-cookie-compliance-message"><h2>Nous respectons votre vie '
                       'priv\u00e9e</h2><p>Avec votre accord, nous et nos partenaires utilisons des cookies pour mesurer '
                       'l\'audience, personnaliser les contenus et les publicit\u00e9s. Vous pouvez modifier vos choix '
                       '\u00e0 tout moment.</p></div><div class="eu-cookie-compliance-buttons"><button class="agree-button">'
                       'Tout accepter</button><button class="decline-button">Tout refuser</button><a href="/politique-de-'
                       'confidentialite">Param\u00e9trer</a></div></div></div>')
            body = (f'<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div id="page-wrapper">'
                    f'<div id="page"><header id="header" class="site-header" role="banner">{header}{bar}</header>'
                    f'{crumbs}<div id="main-wrapper" class="layout-main-wrapper layout-container"><main id="content" '
                    f'class="main-content" role="main"><a id="main-content" tabindex="-1"></a><div class="region '
                    f'region-content"><div data-drupal-messages-fallback class="hidden"></div><div id="block-contenu" '
                    f'class="block block-system block-system-main-block">{main}</div></div></main><aside class="region '
                    f'region-sidebar" role="complementary">{side}</aside></div><footer class="site-footer" '
                    f'role="contentinfo">{self.footer()}<p>{esc(self.t.site)}, quotidien r\u00e9gional d\'information '
                    f'depuis 1946.</p></footer></div></div></div>{cookies}')
        elif self.t.layout == "nextnews":
            trending = "".join(f'<li class="Trending_item__dE3a1"><a href="{self.article_url(s)}">{esc(words(s.title, 6))}'
                               f'</a></li>' for s in (self.story() for _ in range(4)))
            consent = ('<div id="consent-root"><div class="ConsentBanner_banner__uT7Lq" role="dialog" aria-label="Privacy">'
                       '<p>We and our 148 partners store and access information on your device to show personalised '
                       'ads and content, measure them and improve our products. You can accept, reject or manage '
                       'your choices at any time in Privacy settings.</p><button class="ConsentBanner_accept__oB3s2">'
                       'Accept</button><button class="ConsentBanner_reject__Zx9pE">Reject</button><a href="/legal/'
                       'privacy">Manage options</a></div></div>')
            data = json.dumps({"props": {"pageProps": {"page": {"kind": kind, "title": title}}}, "page": "/[[...path]]",
                               "buildId": "Kd93nS0aXq", "isFallback": False, "gssp": True})
            body = (f'<div id="__next"><div class="Layout_root__Hn7oP"><header class="Header_header__wY2kd">{header}'
                    f'<div class="Trending_bar__Fv6mQ"><span class="Trending_label__b1Wsx">Trending</span><ul>{trending}'
                    f'</ul></div></header><div class="Layout_columns__q0ZlE"><main id="main" class="Layout_main__sV8xA">'
                    f'{main}</main><aside class="Layout_rail__J4mTn">{side}</aside></div><footer class="Footer_footer__'
                    f'Rb5uL">{self.footer()}<p>{esc(self.t.site)} is a trading name of Signal Wire Media Inc.</p></footer>'
                    f'</div></div>{consent}<script id="__NEXT_DATA__" type="application/json">{data}</script>')
        elif self.t.layout == "radiotv":
            closings = "".join(f'<li><a href="/weather/closings/">{n}: {st}</a></li>' for n, st in self.rng.sample((
                ("Lincoln County Schools", "2 hours late"), ("Cedar Valley Library", "Closed"),
                ("Riverside Community College", "Remote learning"), ("Maple Grove Senior Center", "Closed"),
                ("St Mary's Academy", "Closed")), 3))
            video_rail = "".join(f'<li class="latest-video__item"><a href="{self.url("video", s)}"><img src="/media/v/'
                                 f'{self.rng.randint(100, 999)}.jpg" alt=""><span>{esc(s.title)}</span></a></li>'
                                 for s in (self.story() for _ in range(3)))
            banner = ('<div id="onetrust-banner-sdk" class="otFlat" role="region" aria-label="Cookie banner"><div '
                      'class="ot-sdk-container"><p id="onetrust-policy-text">We use cookies to improve your '
                      'experience, to measure our audience and to show you relevant advertising. By clicking '
                      '"Accept All Cookies" you agree to the storing of cookies on your device.</p><button id='
                      '"onetrust-accept-btn-handler">Accept All Cookies</button><button id="onetrust-pc-btn-handler">'
                      'Cookie Settings</button></div></div>')
            body = (f'<div class="site-wrapper"><div class="weather-bar"><a href="/weather/"><span class="weather-bar__'
                    f'temp">{self.rng.randint(28, 95)}&deg;</span> <span>{self.rng.choice(("Clear", "Cloudy", "Rain", "Snow"))}'
                    f'</span></a> <a class="weather-bar__alerts" href="/weather/alerts/">1 weather alert</a></div>'
                    f'<div class="masthead">{header}<a class="watch-live" href="/watch-live/">Watch live: KXRV 7 '
                    f'News at {self.rng.choice(("5", "6", "10"))}</a></div><div class="closings-ticker"><span>Closings '
                    f'&amp; delays</span><ul>{closings}</ul></div><div class="page-columns"><main class="page-main" '
                    f'id="main-content">{main}</main><aside class="page-rail"><section class="latest-video"><h2>Latest '
                    f'video</h2><ul>{video_rail}</ul></section>{side}</aside></div><footer class="site-footer-wrap">'
                    f'{self.footer()}<ul class="station-links"><li><a href="https://publicfiles.fcc.gov/tv-profile/'
                    f'kxrv">FCC public file</a></li><li><a href="/eeo-report/">EEO report</a></li><li><a href="/'
                    f'closed-captioning/">Closed captioning</a></li><li><a href="/careers/">Careers</a></li></ul>'
                    f'<p>&copy; 2024 KXRV-TV, a Prairie Broadcasting station.</p></footer></div>{banner}')
        elif self.t.layout == "sportsus":
            rng = self.rng
            teams = ("Bears", "Hawks", "Comets", "Rangers", "Pilots", "Storm", "Miners", "Royals", "Tides", "Foxes")
            games = "".join(f'<li class="{_hashed(rng)}"><a href="/{rng.choice(SPORTS_DESKS)[2]}/game/_/gameId/'
                            f'{rng.randint(400000000, 409999999)}"><span>{a} {rng.randint(0, 130)}</span><span>{b} '
                            f'{rng.randint(0, 130)}</span><span>{rng.choice(("Final", "Final/OT", "Q4 2:31", "7:30 PM ET"))}'
                            f'</span></a></li>' for a, b in zip(*[iter(rng.sample(teams, 8))] * 2))
            top = "".join(f'<li><a href="{self.article_url(s)}">{esc(s.title)}</a></li>'
                          for s in (self.story() for _ in range(5)))
            body = (f'<div id="__app"><div class="{_hashed(rng)}" data-testid="scores-strip"><ul>{games}</ul></div>'
                    f'<header class="{_hashed(rng)}">{header}<a class="{_hashed(rng)}" href="/watch/">Watch</a> <a class="'
                    f'{_hashed(rng)}" href="/fantasy/">Fantasy</a></header><div class="{_hashed(rng)}"><main class="'
                    f'{_hashed(rng)}" id="main">{main}</main><aside class="{_hashed(rng)}"><section data-testid="top-'
                    f'headlines"><h2>Top headlines</h2><ul>{top}</ul></section><section class="{_hashed(rng)}" data-testid'
                    f'="odds"><h2>Odds by PlayBook</h2><p>Bears -3.5 (-110), Hawks +3.5 (-110), over/under 44.5. 21+. '
                    f'Gambling problem? Call 1-800-GAMBLER.</p></section>{side}</aside></div><footer class="'
                    f'{_hashed(rng)}">{self.footer()}<p>Metro Sports Network is a trademark of Metro Media Holdings. '
                    f'Do not sell or share my personal information.</p></footer></div>')
        elif self.t.layout == "campus":
            alert = ('<div class="nu-alert nu-alert--info" role="region" aria-label="Campus status"><p>Campus status: '
                     'normal operations. <a href="https://www.northgate.example/alerts">Emergency information</a></p></div>')
            audience = ('<nav class="nu-audience" aria-label="Audiences"><a href="https://www.northgate.example/students">'
                        'Students</a> <a href="https://www.northgate.example/faculty-staff">Faculty &amp; staff</a> <a '
                        'href="https://www.northgate.example/alumni">Alumni</a> <a href="https://www.northgate.example/'
                        'give">Give</a> <a href="https://www.northgate.example/apply">Apply</a></nav>')
            contact = (f'<section class="nu-media-contact"><h2>Media contact</h2><p>{self.rng.choice(AUTHORS)}, University '
                       f'Communications<br><a href="mailto:news@northgate.example">news@northgate.example</a>, '
                       f'555-{self.rng.randint(100, 999)}-{self.rng.randint(1000, 9999)}</p></section>')
            body = (f'<div class="dialog-off-canvas-main-canvas">{alert}<header class="nu-header" role="banner">{audience}'
                    f'{header}</header><div class="nu-breadcrumb"><a href="https://www.northgate.example/">Northgate '
                    f'University</a> / <a href="/news">News</a></div><div class="layout-container nu-two-col"><main '
                    f'role="main" class="nu-main">{main}</main><aside class="nu-sidebar" role="complementary">{contact}'
                    f'{side}</aside></div><footer class="nu-footer" role="contentinfo">{self.footer()}<p>Northgate '
                    f'University, 1200 College Avenue, Northgate, OH 43210. An equal opportunity institution.</p><p><a '
                    f'href="https://www.northgate.example/accessibility">Accessibility</a> <a href="https://www.'
                    f'northgate.example/nondiscrimination">Nondiscrimination notice</a></p></footer></div>')
        elif self.t.layout == "elementor":
            rng = self.rng
            box = lambda inner, kind="container": (  # noqa: E731
                f'<div class="elementor-element elementor-element-{(i := _elementor_id(rng))} e-flex e-con-boxed e-con '
                f'e-parent" data-id="{i}" data-element_type="{kind}"><div class="e-con-inner">{inner}</div></div>')
            popup = (f'<div data-elementor-type="popup" data-elementor-id="{rng.randint(100, 999)}" class="elementor '
                     f'elementor-location-popup" data-elementor-settings=\'{{"triggers":{{"scrolling":"yes"}}}}\'>'
                     f'{box("<h2>Slow travel, in your inbox</h2><p>One long read a week from " + esc(self.t.site) + ". Free, and you can leave any time.</p><form class=elementor-form><input type=email placeholder=Email><button type=submit>Subscribe</button></form>")}</div>')
            body = (f'<div data-elementor-type="header" data-elementor-id="{rng.randint(10, 99)}" class="elementor '
                    f'elementor-location-header">{box(header)}</div><div data-elementor-type="'
                    f'{"single-post" if kind in ARTICLE_KIND_SET else "archive"}" data-elementor-id="{rng.randint(100, 999)}" '
                    f'class="elementor elementor-location-single">{box(main)}{box(side)}</div><div data-elementor-type='
                    f'"footer" data-elementor-id="{rng.randint(10, 99)}" class="elementor elementor-location-footer">'
                    f'{box(self.footer() + "<p>Built with Elementor</p>")}</div>{popup}')
        elif self.t.layout == "hugo":
            body = (f'<header class="header"><nav class="nav"><div class="logo"><a href="/" accesskey="h" title="'
                    f'{esc(self.t.site)} (Alt + H)">{esc(self.t.site)}</a><div class="logo-switches"><button id="theme-'
                    f'toggle" accesskey="t" title="(Alt + T)">Toggle theme</button></div></div>{header}</nav></header>'
                    f'<main class="main">{main}{side}</main><footer class="footer">{self.footer()}<span>Powered by <a href='
                    f'"https://gohugo.io/" rel="noopener noreferrer" target="_blank">Hugo</a> &amp; <a href="https://'
                    f'github.com/adityatelange/hugo-PaperMod/" rel="noopener" target="_blank">PaperMod</a></span>'
                    f'<span>Millbrook Ledger is reader-supported. <a href="/support/">Chip in</a>.</span></footer><a '
                    f'href="#top" aria-label="go to top" title="Go to Top (Alt + G)" class="top-link" id="top-link" '
                    f'accesskey="g">Top</a>')
        elif self.t.layout == "quotidiano":
            rng = self.rng
            links = "".join(f'<li><a href="{self.t.urls[k]}">{label}</a></li>' for k, label in (
                ("about", "Chi siamo"), ("contact", "Contatti"), ("privacy", "Privacy"), ("terms", "Termini e condizioni")))
            flash = "".join(f'<li><span class="ora">{rng.randint(6, 23):02d}:{rng.randint(0, 59):02d}</span> <a href="'
                            f'{self.article_url(s)}">{esc(words(s.title, 8))}</a></li>' for s in (self.story() for _ in range(4)))
            body = (f'<div id="wrapper"><div class="paywall-bar"><p>Abbonati a {esc(self.t.site)}: il primo mese a 1 '
                    f'euro. <a href="/abbonamenti/">Abbonati</a> <a href="/login/">Accedi</a></p></div><header class='
                    f'"header" id="header"><div class="header__top"><span class="header__date">{_date(rng)[0]}</span> '
                    f'<a class="header__edicola" href="https://edicola.gazzettavalverde.example/">Edicola digitale</a> '
                    f'<a href="/newsletter/">Newsletter</a></div>{header}</header><div class="ultimora"><span class='
                    f'"ultimora__label">Ultim\'ora</span><ul>{flash}</ul></div><div class="container"><main class="'
                    f'main-content" id="main">{main}</main><aside class="sidebar">{side}<div class="box-necrologie">'
                    f'<h3>Necrologie</h3><a href="https://necrologie.gazzettavalverde.example/">Consulta i necrologi</a>'
                    f'</div></aside></div><footer class="footer"><ul class="footer__links">{links}</ul><p>&copy; 2024 '
                    f'Editoriale Valverde S.p.A. - P.IVA 01234560987 - Tutti i diritti riservati. Registrazione '
                    f'Tribunale di Valverde n. 12/1948.</p></footer></div>')
        elif self.t.layout == "newspack":
            donate = ('<div class="newspack-popup newspack-inline-popup"><div class="wp-block-newspack-blocks-donate">'
                      '<h2>Support independent local news</h2><p>The Beacon is a nonprofit newsroom. Our reporting is '
                      'free to read and free to republish because readers like you chip in. Become a member today.</p>'
                      '<form class="donate-form"><button type="submit">Donate now</button></form></div></div>')
            republish = ('<div class="newspack-republish-button"><button class="republish-story">Republish this story'
                         '</button><p>This story may be republished for free under a Creative Commons license.</p>'
                         '</div>') if kind in ARTICLE_KIND_SET else ""
            body = (f'<div id="page" class="site"><div class="newspack-membership-header"><a href="/donate/">Donate</a> '
                    f'<a href="/newsletters/">Newsletters</a> <a href="/my-account/">Sign in</a></div><header id="'
                    f'masthead" class="site-header hide-header-search h-sb h-ll">{header}</header><div id="content" class'
                    f'="site-content"><div id="primary" class="content-area"><main id="main" class="site-main">{main}'
                    f'{republish}{donate}</main></div><aside id="secondary" class="widget-area">{side}</aside></div>'
                    f'<footer id="colophon" class="site-footer">{self.footer()}<div class="footer-branding"><p>The '
                    f'Harbor City Beacon is a nonprofit, nonpartisan newsroom and a member of the Institute for '
                    f'Nonprofit News.</p><p><a href="/corrections/">Corrections</a> <a href="/ethics-policy/">Ethics '
                    f'policy</a> <a href="/funding/">Our funders</a></p><p>Proudly powered by Newspack by WordPress.com.'
                    f'</p></div></footer></div>')
        elif self.t.layout == "webflow":
            body = (f'<div class="page-wrapper"><div data-collapse="medium" data-animation="default" data-duration="400" '
                    f'role="banner" class="navbar w-nav"><div class="navbar-container"><a href="/" aria-current="page" '
                    f'class="navbar-logo w-nav-brand" aria-label="home"><img src="https://assets-global.website-files.'
                    f'example/logo-lumenfield.svg" alt="Lumenfield"></a><nav role="navigation" class="navbar-menu w-nav-'
                    f'menu"><a href="/platform" class="navbar-link w-nav-link">Platform</a><a href="/customers" class="'
                    f'navbar-link w-nav-link">Customers</a><a href="/newsroom" class="navbar-link w-nav-link w--current">'
                    f'Newsroom</a><a href="/careers" class="navbar-link w-nav-link">Careers</a></nav><a href="/demo" '
                    f'class="button is-small w-button">Book a demo</a></div></div>{header}<main class="main-wrapper">'
                    f'<div class="section-blog"><div class="padding-global"><div class="container-large">{main}</div>'
                    f'</div></div>{side}</main><section class="section-cta"><div class="padding-global"><h2 class='
                    f'"heading-style-h3">See how Lumenfield cuts emissions reporting from weeks to hours</h2><p>Join '
                    f'400+ manufacturers measuring, reducing and reporting their footprint with Lumenfield.</p><a href='
                    f'"/demo" class="button w-button">Get a demo</a></div></section><footer class="footer">'
                    f'{self.footer()}<div class="footer-bottom"><div class="text-size-small">&copy; 2024 Lumenfield, '
                    f'Inc.</div><a href="https://webflow.example/" class="made-in-webflow w-inline-block">Made in '
                    f'Webflow</a></div></footer></div>')
        elif self.t.layout == "medium":
            rng = self.rng
            meter = (f'<div class="{_atomic(rng, 3)}"><p>You have {rng.randint(1, 3)} free member-only stories left '
                     f'this month. <a href="/m/signin">Sign up for Medium</a> and get an extra one.</p></div>')
            written = (f'<div class="{_atomic(rng, 4)}"><h2>Written by {rng.choice(AUTHORS)}</h2><p>'
                       f'{rng.randint(1, 40)}.{rng.randint(1, 9)}K Followers \u00b7 Editor for {esc(self.t.site)}</p>'
                       f'<button>Follow</button></div>') if kind in ARTICLE_KIND_SET else ""
            body = (f'<div id="root"><div class="{_atomic(rng, 3)}">{meter if kind in ARTICLE_KIND_SET else ""}'
                    f'<div class="{_atomic(rng, 4)}"><div class="{_atomic(rng, 2)}"><a href="/" aria-label="Homepage">'
                    f'<svg viewBox="0 0 1043.63 592.71" height="25"><path d="M588.67 296.36"></path></svg></a><a href='
                    f'"/search" aria-label="Search">Search</a></div><div class="{_atomic(rng, 3)}"><a href="/new-story"'
                    f' rel="noopener follow">Write</a><a href="/m/signin?operation=register" rel="noopener follow">Sign '
                    f'up</a><a href="/m/signin?operation=login" rel="noopener follow">Sign in</a></div></div><div class='
                    f'"{_atomic(rng, 3)}"><a href="/signal-and-noise"><h1 class="{_atomic(rng, 3)}" aria-hidden="true">'
                    f'{esc(self.t.site)}</h1></a>{self.nav()}<button class="{_atomic(rng, 3)}">Follow publication'
                    f'</button></div><main class="{_atomic(rng, 3)}">{main}{written}</main>{side}<div class='
                    f'"{_atomic(rng, 4)}"><a href="https://help.medium.example/">Help</a> <a href="https://medium.'
                    f'example/about">About</a> <a href="https://medium.example/jobs">Careers</a> <a href="https://'
                    f'speechify.example/medium">Text to speech</a></div>{self.footer()}</div></div>')
        elif self.t.layout == "nordic":
            body = (f'<div class="skip-links"><a href="#main">Skip to content</a></div><header class="site-header '
                    f'nrb-header"><div class="nrb-header__top"><a class="nrb-logo" href="https://www.nrb.example/">'
                    f'<svg aria-label="NRB" width="48" height="24"></svg></a><a href="https://play.nrb.example/">NRB '
                    f'Play</a> <a href="https://radio.nrb.example/">NRB Radio</a> <ul class="language-switcher"><li><a '
                    f'hreflang="nb" href="https://www.nrb.example/nyheter">Norsk</a></li><li><a hreflang="se" href="'
                    f'https://www.nrb.example/sapmi">S\u00e1megiella</a></li><li><a hreflang="en" aria-current="page" '
                    f'href="/news">English</a></li></ul><a class="nrb-login" href="/login">Log in</a></div>{header}'
                    f'</header><div class="radio-news-player"><button aria-label="Play">Listen</button> Latest radio '
                    f'news in English, updated hourly on weekdays</div><main id="main" class="container">{main}</main>'
                    f'{side}<footer class="nrb-footer">{self.footer()}<p>NRB is Norway\u2019s public broadcaster, '
                    f'funded by the public broadcasting tax and independent of commercial and political interests.'
                    f'</p><p>Responsible editor: Kari Nordvik, Editor-in-Chief. <a href="/about-nrb/editorial-'
                    f'guidelines">Editorial guidelines</a> <a href="/about-nrb/cookies">Cookie settings</a></p>'
                    f'</footer>')
        elif self.t.layout == "shopify":
            rng = self.rng
            shop = ""
            if kind in ARTICLE_KIND_SET:  # the theme's "Shop the story" row under every journal article
                cards = "".join(
                    f'<li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card card--'
                    f'standard card--media"><div class="card__content"><h3 class="card__heading h5"><a href="/products/'
                    f'{slug(name)}" class="full-unstyled-link">{name}</a></h3><div class="price"><span class="price-'
                    f'item price-item--regular">\u00a3{rng.randint(8, 34)}.{rng.choice(("00", "50", "95"))}</span>'
                    f'</div></div><div class="quick-add"><button type="submit" name="add" class="quick-add__submit '
                    f'button button--full-width button--secondary">Add to cart</button></div></div></div></li>'
                    for name in rng.sample(("Kestrel House Blend 250g", "Ethiopia Guji Natural 250g", "Decaf Colombia "
                                            "Huila 250g", "V60 Pour-Over Kit", "Espresso Subscription", "Enamel Camp "
                                            "Mug"), 3))
                shop = (f'<div class="related-products page-width"><h2 class="related-products__heading h2">Shop the '
                        f'story</h2><ul class="grid product-grid grid--3-col-desktop">{cards}</ul></div>')
            elif kind == "front":  # the store's home: a hero banner and a featured collection above the journal
                cards = "".join(
                    f'<li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card__content">'
                    f'<h3 class="card__heading h5"><a href="/products/{slug(name)}" class="full-unstyled-link">{name}'
                    f'</a></h3><div class="price"><span class="price-item price-item--regular">\u00a3{price}</span>'
                    f'</div></div></div></li>' for name, price in (("Kestrel House Blend 250g", "9.50"),
                                                                  ("Ethiopia Guji Natural 250g", "12.00"),
                                                                  ("Espresso Subscription", "from 18.00"),
                                                                  ("V60 Pour-Over Kit", "34.00")))
                main = (f'<div class="banner banner--large"><div class="banner__box"><h2 class="banner__heading '
                        f'inline-richtext h0">Small-batch coffee, roasted in Bristol</h2><div class="banner__buttons">'
                        f'<a href="/collections/coffee" class="button button--primary">Shop coffee</a></div></div></div>'
                        f'<div class="collection page-width"><h2 class="title inline-richtext h2">Best sellers</h2><ul '
                        f'class="grid product-grid grid--4-col-desktop">{cards}</ul><a href="/collections/all" class="'
                        f'button">View all</a></div>{main}')
            body = (f'<div class="shopify-section shopify-section-group-header-group announcement-bar-section"><div '
                    f'class="announcement-bar" role="region" aria-label="Announcement"><p class="announcement-bar__'
                    f'message h5">Free UK delivery on orders over \u00a330 \u2013 roasted to order every Tuesday and '
                    f'Friday</p></div></div><div class="shopify-section shopify-section-group-header-group section-'
                    f'header"><sticky-header class="header-wrapper"><header class="header header--middle-left page-'
                    f'width"><a href="/" class="header__heading-link link link--text focus-inset"><img src="//kestrelcoffee'
                    f'.example/cdn/shop/files/kestrel-logo.svg" alt="{esc(self.t.site)}" class="header__heading-logo">'
                    f'</a><nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list"><li><a '
                    f'href="/collections/coffee" class="header__menu-item list-menu__item link">Coffee</a></li><li><a '
                    f'href="/collections/subscriptions" class="header__menu-item list-menu__item link">Subscriptions</a>'
                    f'</li><li><a href="/collections/brew-equipment" class="header__menu-item list-menu__item link">Brew '
                    f'equipment</a></li><li><a href="/blogs/news" class="header__menu-item list-menu__item link">Journal'
                    f'</a></li><li><a href="/pages/wholesale" class="header__menu-item list-menu__item link">Wholesale'
                    f'</a></li></ul></nav><div class="header__icons"><a href="/search" class="header__icon header__icon--'
                    f'search">Search</a><a href="/account/login" class="header__icon header__icon--account">Log in</a><a '
                    f'href="/cart" class="header__icon header__icon--cart" id="cart-icon-bubble">Cart<div class="cart-'
                    f'count-bubble"><span aria-hidden="true">{rng.randint(0, 3)}</span></div></a></div></header>'
                    f'</sticky-header></div><cart-drawer class="drawer is-empty"><div id="CartDrawer" class="cart-drawer">'
                    f'<div class="drawer__inner-empty"><div class="cart-drawer__warnings"><h2 class="cart__empty-text">'
                    f'Your cart is empty</h2><a href="/collections/all" class="button">Continue shopping</a></div></div>'
                    f'</div></cart-drawer><div class="page-width blog-nav">{self.nav()}</div><main id="MainContent" '
                    f'class="content-for-layout focus-none" role="main" tabindex="-1"><div class="shopify-section">{main}'
                    f'</div>{shop}{side}</main><div class="klaviyo-form-popup" role="dialog" aria-label="Newsletter"><h2>'
                    f'Get 10% off your first bag</h2><p>Join the Kestrel list for new roasts, brew tips and early access '
                    f'to limited lots.</p><form class="klaviyo-form"><input type="email" placeholder="Email"><button>'
                    f'Unlock 10% off</button></form><button class="klaviyo-close" aria-label="Close dialog">No thanks'
                    f'</button></div><footer class="footer color-scheme-1 gradient section-sections--footer-padding">'
                    f'{self.footer()}<div class="footer__content-bottom"><form method="post" action="/localization" '
                    f'class="localization-form"><h2 class="caption-large text-body">Country/region</h2><button class="'
                    f'disclosure__button localization-form__select">United Kingdom | GBP \u00a3</button></form><ul class='
                    f'"list list-payment" role="list"><li class="list-payment__item">American Express</li><li class="list-'
                    f'payment__item">Apple Pay</li><li class="list-payment__item">Google Pay</li><li class="list-payment__'
                    f'item">Maestro</li><li class="list-payment__item">Mastercard</li><li class="list-payment__item">Shop '
                    f'Pay</li><li class="list-payment__item">Visa</li></ul><div class="footer__copyright"><small class="'
                    f'copyright__content">&copy; 2024, <a href="/" title="">{esc(self.t.site)}</a></small><small class="'
                    f'copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.example">Powered by '
                    f'Shopify</a></small></div></div></footer>')
        elif self.t.layout == "blogger":
            rng = self.rng
            status = ""
            if kind in ("section", "tag", "author", "liveindex"):  # a label's posts
                label = {"tag": title.split()[-1].lower(), "liveindex": "Live"}.get(kind, title)
                status = (f'<div class="status-msg-wrap"><div class="status-msg-body">Showing posts with label <b>'
                          f'{esc(label)}</b>. <a href="/">Show all posts</a></div></div>')
            elif kind == "search":
                status = (f'<div class="status-msg-wrap"><div class="status-msg-body">Showing posts sorted by relevance '
                          f'for query <b>{esc(title.split(chr(8220))[-1].rstrip(chr(8221)))}</b>. <a href="/search?'
                          f'updated-max=2024-11-20T09:15:00-05:00&amp;max-results=20&amp;by-date=true">Sort by date</a> '
                          f'<a href="/">Show all posts</a></div></div>')
            if kind in ("front", "section", "tag", "author", "search", "archive", "liveindex"):
                # A list of posts has no heading of its own: the blog's name is the page's h1.
                main = re.sub(r'<header class="page-header"><h1 class="page-title">.*?</h1></header>', "", main, count=1)
            elif kind in ARTICLE_KIND_SET:  # the post's title an h3 under the blog's h1, as Blogger's themes write it
                main = re.sub(r'<h1 class="headline entry-title">(.*?)</h1>',
                              r'<h3 class="post-title entry-title" itemprop="name">\1</h3>', main, count=1)
            after = ""
            if kind in ARTICLE_KIND_SET:  # a post's page: its comments and the pager between posts
                comments = "".join(
                    f'<li class="comment"><div class="comment-block"><div class="comment-header"><cite class="user">'
                    f'{rng.choice(("Anonymous", "Bill from Elm Street", "Carol M.", "dvo_reader", "Unknown"))}</cite>'
                    f'<span class="datetime secondary-text"><a rel="nofollow" href="#c{rng.randint(10 ** 17, 10 ** 18)}">'
                    f'{LONG_MONTHS[rng.randint(0, 11)]} {rng.randint(1, 28)}, 2024 at {rng.randint(1, 12)}:'
                    f'{rng.randint(10, 59)} PM</a></span></div><p class="comment-content">'
                    f'{rng.choice(REPLIES)}</p><span class="comment-actions secondary-text"><a class="comment-reply" '
                    f'target="_self">Reply</a><span class="item-control blog-admin"><a href="#">Delete</a></span>'
                    f'</span></div></li>' for _ in range(rng.randint(0, 4)))
                after = (f'<div class="comments" id="comments"><h4>{comments.count("<li") or "No"} comments:</h4><div '
                         f'class="comments-content"><ol>{comments}</ol></div><p class="comment-footer"><a href="https://'
                         f'www.blogger.example/comment/fullpage/post/4471826390151223344" onclick="">Post a Comment</a>'
                         f'</p></div><div class="blog-pager" id="blog-pager"><span id="blog-pager-newer-link"><a class="'
                         f'blog-pager-newer-link" href="{self.article_url(self.story())}" title="Newer Post">Newer Post</a>'
                         f'</span><span id="blog-pager-older-link"><a class="blog-pager-older-link" href="'
                         f'{self.article_url(self.story())}" title="Older Post">Older Post</a></span><a class="home-link" '
                         f'href="/">Home</a></div><div class="post-feeds"><div class="feed-links">Subscribe to: <a class='
                         f'"feed-link" href="/feeds/{rng.randint(10 ** 17, 10 ** 18)}/comments/default" target="_blank" '
                         f'type="application/atom+xml">Post Comments (Atom)</a></div></div>')
            elif kind in ("front", "section", "tag", "author", "search", "archive", "liveindex"):  # Blogger's pager
                after = ('<div class="blog-pager" id="blog-pager"><span id="blog-pager-older-link"><a class="blog-pager-'
                         'older-link" href="/search?updated-max=2024-10-02T08:41:00-05:00&amp;max-results=7" title="'
                         'Older Posts">Older Posts</a></span><a class="home-link" href="/">Home</a></div><div class="blog-'
                         'feeds"><div class="feed-links">Subscribe to: <a class="feed-link" href="/feeds/posts/default" '
                         'target="_blank" type="application/atom+xml">Posts (Atom)</a></div></div>')
            months = "".join(f'<li class="archivedate collapsed"><a class="toggle" href="javascript:void(0)"><span '
                             f'class="zippy">\u25ba&nbsp;</span></a><a class="post-count-link" href="/2024/{m:02d}/">'
                             f'{LONG_MONTHS[m - 1]}</a> <span class="post-count" dir="ltr">({rng.randint(3, 19)})</span>'
                             f'</li>' for m in range(11, 0, -1))
            labels = "".join(f'<li><a dir="ltr" href="/search/label/{word}">{shown}</a><span dir="ltr">'
                             f'({rng.randint(4, 120)})</span></li>' for _, shown, word in self.t.sections)
            popular = "".join(f'<li><div class="item-title"><a href="{self.article_url(s)}">{esc(s.title)}</a></div>'
                              f'</li>' for s in (self.story() for _ in range(4)))
            widgets = (f'<div class="sidebar section" id="sidebar-right-1"><div class="widget Profile" id="Profile1"><h2>'
                       f'About Me</h2><div class="widget-content"><a href="https://www.blogger.example/profile/'
                       f'05512345678901234567"><img alt="My photo" class="profile-img" height="80" src="//blogger.'
                       f'googleusercontent.example/img/b/R29vZ2xl/s80/dvo.jpg" width="80"></a><dl class="profile-datablock">'
                       f'<dt class="profile-data"><a class="profile-name-link g-profile" href="https://www.blogger.example/'
                       f'profile/05512345678901234567">Dunmore Valley Observer</a></dt><dd class="profile-textblock">'
                       f'Volunteer-run news for Dunmore, Millbrook and the valley townships since 2009. Tips and letters '
                       f'welcome.</dd></dl><a class="profile-link" href="https://www.blogger.example/profile/'
                       f'05512345678901234567" rel="author">View my complete profile</a></div></div><div class="widget '
                       f'PopularPosts" id="PopularPosts1"><h2>Popular Posts</h2><div class="widget-content popular-posts">'
                       f'<ul>{popular}</ul></div></div><div class="widget Label" id="Label1"><h2>Labels</h2><div class='
                       f'"widget-content list-label-widget-content"><ul>{labels}</ul></div></div><div class="widget '
                       f'BlogArchive" id="BlogArchive1"><h2>Blog Archive</h2><div class="widget-content"><div id="'
                       f'ArchiveList"><ul class="hierarchy"><li class="archivedate expanded"><a class="toggle" href="'
                       f'javascript:void(0)"><span class="zippy toggle-open">\u25bc&nbsp;</span></a><a class="post-count-'
                       f'link" href="/2024/">2024</a> <span class="post-count" dir="ltr">({rng.randint(90, 160)})</span>'
                       f'<ul class="hierarchy">{months}</ul></li></ul></div></div></div><div class="widget Followers" id='
                       f'"Followers1"><h2 class="title">Followers</h2><div class="widget-content"><div id="Followers1-'
                       f'wrapper">{rng.randint(40, 400)} followers</div></div></div></div>')
            body = (f'<div class="navbar section" id="navbar" name="Navbar"><div class="widget Navbar" id="Navbar1"><iframe '
                    f'src="https://www.blogger.example/navbar/4471826390151223344?origin=https://dunmorevalley.blogspot'
                    f'.example" height="30px" width="100%" frameborder="0" title="Blogger navigation"></iframe></div></div>'
                    f'<div class="outer-wrapper"><div class="header-outer"><div class="header section" id="header"><div '
                    f'class="widget Header" id="Header1"><div id="header-inner"><div class="titlewrapper"><h1 class="'
                    f'title"><a href="/">{esc(self.t.site)}</a></h1></div><div class="descriptionwrapper"><p class="'
                    f'description"><span>News, notices and letters from the Dunmore Valley</span></p></div></div></div>'
                    f'</div></div><div class="tabs-outer"><div class="tabs section" id="crosscol"><div class="widget '
                    f'PageList" id="PageList1"><ul><li><a href="/">Home</a></li><li><a href="/p/about.html">About</a>'
                    f'</li><li><a href="/p/events.html">Events</a></li><li><a href="/p/contact.html">Send us a tip</a>'
                    f'</li></ul></div></div></div><div class="main-outer"><div class="main section" id="main"><div class='
                    f'"widget Blog" id="Blog1">{status}{main}{after}</div></div>{widgets}{side}</div><div class="footer-'
                    f'outer"><div class="footer section" id="footer-1">{self.footer()}<div class="widget Attribution" '
                    f'id="Attribution1"><div class="widget-content">Simple theme. Powered by <a href="https://www.blogger'
                    f'.example" target="_blank">Blogger</a>.</div></div></div></div></div>')
        elif self.t.layout == "korea":
            rng = self.rng
            extra = ""
            if kind in ARTICLE_KIND_SET:  # the reporter's e-mail, a translation note on some, the copyright line
                byline = re.search(r'rel="author" href="[^"]*">([^<]+)</a>', main)
                reporter = KOREA_NAMES[byline.group(1)] if byline else rng.choice(tuple(KOREA_NAMES.values()))
                note = ('<p class="translated"><em>This article was originally written in Korean and translated by '
                        'a bilingual reporter with the help of generative AI tools. It was then edited by a native '
                        'English-speaking editor. All AI-assisted translations are reviewed and refined by our '
                        'newsroom.</em></p>' if rng.random() < 0.4 else "")
                extra = (f'<div class="view_reporter"><p>{reporter} <a href="mailto:{slug(reporter).replace("-", ".")}'
                         f'@hanbit.example">[{slug(reporter).replace("-", ".")}@hanbit.example]</a></p></div>{note}'
                         f'<p class="copyright">&copy; The Hanbit Herald (hanbit.example), All rights reserved. '
                         f'Unauthorized reproduction and redistribution prohibited.</p>')
            ranking = "".join(f'<li><span class="num">{i + 1}</span><a href="{self.article_url(s)}">{esc(s.title)}'
                              f'</a></li>' for i, s in enumerate(self.story() for _ in range(10)))
            arrow = ("up", "\u25b2") if rng.random() < 0.5 else ("down", "\u25bc")
            if extra:  # at the story's end, before the related stories
                main = main.replace('</article><section class="related">', f'{extra}</article><section class="related">', 1)
            body = (f'<div id="wrap"><div class="top_bar"><div class="inner"><span class="today">'
                    f'{LONG_DAYS[rng.randint(0, 6)]}, {LONG_MONTHS[rng.randint(0, 11)]} {rng.randint(1, 28)}, 2024'
                    f'</span><span class="weather">'
                    f'Seoul {rng.randint(-8, 31)}\u2103</span><ul class="market"><li>KOSPI {rng.randint(2300, 2800):,}.'
                    f'{rng.randint(10, 99)} <em class="{arrow[0]}">{arrow[1]}'
                    f'{rng.randint(1, 99) / 100:.2f}%</em></li><li>KOSDAQ {rng.randint(650, 880)}.{rng.randint(10, 99)}'
                    f'</li><li>USD/KRW {rng.randint(1290, 1420):,}.{rng.randint(10, 90)}</li></ul><a class="kor_link" '
                    f'href="https://www.hanbit.example/" hreflang="ko">\ud55c\uad6d\uc5b4</a> <a href="/member/login">'
                    f'Sign in</a> <a href="/subscribe">Subscribe</a></div></div><div id="header">{header}</div><div id='
                    f'"container"><div id="contents">{main}</div><div id="aside"><div class="most_popular"><h3>'
                    f'Most Popular</h3><ol class="ranking">{ranking}</ol></div>{side}</div></div><div id="footer">'
                    f'{self.footer()}<address>The Hanbit Herald, Hanbit Media Building, {rng.randint(10, 99)} Sejong-'
                    f'daero, Jung-gu, Seoul 04520, Korea | Registration No. Seoul A{rng.randint(10000, 99999)} | '
                    f'Publisher and editor: Han Seung-woo | Youth protection officer: Oh Ji-hye</address></div></div>')
        elif self.t.layout == "hubspot":
            rng = self.rng
            if kind in ARTICLE_KIND_SET:  # the post's call-to-action and the blog's subscribe form, before the related posts
                cta = (f'<div class="blog-post__cta"><span class="hs-cta-wrapper" id="hs-cta-wrapper-{self.asset_id()}"><span '
                       f'class="hs-cta-node hs-cta-{self.asset_id()}"><a href="https://cta-redirect.hubspot.example/cta/'
                       f'redirect/4459871/{self.asset_id()}"><img class="hs-cta-img" src="https://no-cache.hubspot.example/'
                       f'cta/default/4459871/{self.asset_id()}.png" alt="Download the 2024 Maintenance Benchmark Report">'
                       f'</a></span></span></div><div class="blog-post__subscribe"><h3>Subscribe to the Corvane blog</h3>'
                       f'<form class="hs-form" data-form-id="{self.asset_id()}"><label>Email*<input type="email" name="email" '
                       f'required></label><input type="submit" class="hs-button primary large" value="Subscribe"></form>'
                       f'</div>')
                main = main.replace('</article><section class="related">', f'{cta}</article><section class="related">', 1)
            submenu = lambda sub, href: f'<li class="menu__item menu__item--depth-2"><a class="menu__link" href="{href}">{sub}</a></li>'  # noqa: E731
            menu = "".join(f'<li class="menu__item menu__item--depth-1 menu__item--has-submenu hs-skip-lang-url-rewrite">'
                           f'<a class="menu__link" href="{href}">{label}</a><ul class="menu__submenu menu__submenu--level-2 '
                           f'no-list">{"".join(submenu(sub, sub_href) for sub, sub_href in subs)}'
                           f'</ul></li>' for label, href, subs in (
                               ("Platform", "/platform", (("Corvane Predict", "/platform/predictive-maintenance"),
                                                          ("Sensors", "/platform/sensors"), ("Integrations", "/platform/integrations"))),
                               ("Solutions", "/solutions", (("Food and beverage", "/solutions/food-and-beverage"),
                                                            ("Water utilities", "/solutions/water"), ("Automotive", "/solutions/automotive"))),
                               ("Customers", "/customers", (("Customer stories", "/customers"), ("Reviews", "/customers/reviews"))),
                               ("Resources", "/resources", (("Blog", "/blog"), ("Webinars", "/events"), ("Guides", "/resources/guides"))),
                               ("Company", "/company", (("Our story", "/company/our-story"), ("Careers", "/careers"),
                                                        ("Newsroom", "/newsroom/press-releases")))))
            body = (f'<div class="body-wrapper hs-content-id-{rng.randint(10 ** 10, 10 ** 11)} hs-site-page page"><div data-global-'
                    f'resource-path="corvane-2023/templates/partials/header.html"><header class="header"><a href="#main-content" '
                    f'class="header__skip">Skip to content</a><div class="header__container content-wrapper"><div class="header__'
                    f'logo"><span id="hs_cos_wrapper_site_logo" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_'
                    f'module widget-type-logo" data-hs-cos-general-type="widget" data-hs-cos-type="module"><a href="/" id="hs-link-'
                    f'site_logo"><img src="https://www.corvane.example/hubfs/corvane-logo.svg" alt="Corvane" width="140" height="'
                    f'32"></a></span></div><nav class="menu" aria-label="Main menu"><ul class="menu__wrapper no-list">{menu}</ul>'
                    f'</nav><div class="header__search"><form class="hs-search-field__form" action="/hs-search-results"><input '
                    f'type="text" class="hs-search-field__input" name="term" placeholder="Search"></form></div><a class="button '
                    f'button--primary" href="/demo">Book a demo</a></div></header></div><main id="main-content" class="body-'
                    f'container-wrapper"><div class="body-container body-container--{kind}"><div class="content-wrapper">'
                    f'<div class="row-fluid"><div class="span8 widget-span">{main}</div><div class="span4 widget-span blog-'
                    f'sidebar">{side}</div></div></div></div></main><div data-global-resource-path="corvane-2023/templates/'
                    f'partials/footer.html"><footer class="footer"><div class="footer__container content-wrapper"><div class='
                    f'"footer__columns"><div><h4>Platform</h4><ul><li><a href="/platform/predictive-maintenance">Corvane Predict'
                    f'</a></li><li><a href="/pricing">Pricing</a></li><li><a href="/platform/security">Security</a></li></ul></div>'
                    f'<div><h4>Company</h4><ul><li><a href="/company/our-story">Our story</a></li><li><a href="/careers">Careers'
                    f'</a></li><li><a href="/newsroom/press-releases">Newsroom</a></li><li><a href="/contact-sales">Contact</a>'
                    f'</li></ul></div></div>{self.footer()}<p class="footer__address">Corvane, Inc. 401 North Washington Avenue, '
                    f'Minneapolis, MN 55401</p></div></footer></div></div><div id="hs-eu-cookie-confirmation" class="hs-cookie-'
                    f'notification-position-bottom" role="region" aria-label="Cookie banner"><div id="hs-eu-cookie-confirmation-'
                    f'inner"><p>This website stores cookies on your computer. These cookies are used to improve your website '
                    f'experience and provide more personalized services to you, both on this website and through other media.'
                    f'</p><a id="hs-eu-confirmation-button" role="button">Accept</a> <a id="hs-eu-decline-button" role="button">'
                    f'Decline</a></div></div><script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-'
                    f'scripts.example/4459871.js"></script>')
        elif self.t.layout == "nextjs":
            rng = self.rng
            trending = "".join(f'<a class="{_css("trending-link")}" href="{self.url("tag")}">{t}</a>'
                               for t in ("AI", "Apple", "Streaming", "Elections 2024", "Gaming"))
            header = (f'<header class="{_css("masthead")}"><a class="{_css("logo")}" href="/" aria-label="Pixelwire home">'
                      f'<svg viewBox="0 0 120 24" role="img"><title>Pixelwire</title></svg></a>{self.nav()}<div class="'
                      f'{_css("masthead-actions")}"><a href="/search">Search</a><a href="/plus">Get Plus</a><a href="/login?'
                      f'redirect=%2F">Sign in</a></div></header><div class="{_css("trending")}"><span>Trending</span>'
                      f'{trending}</div>')
            footer = (f'<footer class="{_css("footer")}"><div class="{_css("footer-brand")}">Pixelwire is an independent, '
                      f'worker-owned newsroom covering technology and culture.</div><div class="{_css("footer-links")}"><a '
                      f'href="/about/mission">Mission</a><a href="/jobs">Jobs</a><a href="/press">Press</a><a href="/'
                      f'newsletters">Newsletters</a><a href="/plus">Pixelwire Plus</a><a href="/ethics">Ethics policy</a>'
                      f'</div>{self.footer()}</footer>')
            typename = ("Story" if kind in ARTICLE_KIND_SET else "Video" if kind == "video" else
                        "Hub" if kind in LIST_KINDS or kind in ("pressindex", "storystream") else "Page")
            route = {"Story": "/[year]/[month]/[day]/[id]/[slug]", "Video": "/videos/[id]/[slug]",
                     "Hub": "/[...hub]"}.get(typename, "/[...page]")
            data = {"props": {"pageProps": {"__typename": typename, "id": f"{rng.getrandbits(48):012x}",
                                            "title": title, "dek": words(description or title, 30),
                                            "ads": {"enabled": kind not in ("promo", "landing")},
                                            "analytics": {"section": kind if typename != "Story" else "story"}},
                              "__N_SSG": True}, "page": route, "query": {}, "buildId": "k7Jq2xVbW1mF0pPz3nR9c",
                    "assetPrefix": "https://cdn.pixelwire.example", "isFallback": False, "gsp": True, "scriptLoader": []}
            blob = json.dumps(data, ensure_ascii=False).replace("</", "<\\/")
            body = (f'<div id="__next"><div class="{_css("app")}">{header}<main class="{_css("page")}"><div class="'
                    f'{_css("grid")}"><div class="{_css("main-col")}">{main}</div><div class="{_css("rail")}">{side}</div>'
                    f'</div></main>{footer}</div></div><script id="__NEXT_DATA__" type="application/json">'
                    f'{blob}</script>')
        elif self.t.layout == "rundfunk":
            rng = self.rng
            if kind not in ARTICLE_KIND_SET:
                renamed = german_title(title)
                main, title = main.replace(f">{esc(title)}</h1>", f">{esc(renamed)}</h1>", 1), renamed
            else:  # the status line ("Stand:") under the story's byline
                main = main.replace("</header>", f'<p class="stand">Stand: {rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}'
                                                 f'.2024 {rng.randint(6, 22):02d}:{rng.randint(0, 59):02d} Uhr</p></header>', 1)
            for english, german_text in DE_PHRASES:
                main, side = main.replace(english, german_text), side.replace(english, german_text)
            nav = self.nav()
            footer = self.footer()
            for english, german_text in ((">About us<", ">\u00dcber uns<"), (">Contact<", ">Kontakt<"),
                                         (">Privacy policy<", ">Datenschutz<"), (">Terms of use<", ">Nutzungsbedingungen<"),
                                         ("All rights reserved.", "Alle Rechte vorbehalten.")):
                footer = footer.replace(english, german_text)
            regions = "".join(f'<li><a href="/nachrichten/regional/{slug(r)}/index.html">{r}</a></li>'
                              for r in WEATHER_REGIONS)
            body = (f'<div id="wrapper" class="wrapper"><a class="skiplink" href="#content">Zum Inhalt springen</a><div '
                    f'id="header" class="header"><div class="logo"><a href="/index.html" title="Zur Startseite">RML</a></div>'
                    f'<ul class="servicenav"><li><a href="/wetter/index.html">Wetter</a></li><li><a href="/verkehr/'
                    f'index.html">Verkehr</a></li><li><a href="/mediathek/index.html">Mediathek</a></li><li><a href="/'
                    f'audiothek/index.html">Audiothek</a></li><li><a href="/fernsehen/programm/index.html">TV-Programm</a>'
                    f'</li><li><a href="/meinrml/anmelden.html">Mein RML</a></li></ul>{nav}<form class="search" action="/'
                    f'suche/index.html"><input name="q" placeholder="Suchbegriff eingeben"><button>Suchen</button></form>'
                    f'<div class="regionSelect"><span>Nachrichten aus Ihrer Region:</span><ul>{regions}</ul></div></div>'
                    f'<div id="content" class="content"><div class="sectionWrapper">{main}</div><div class="sectionZ">{side}'
                    f'<div class="box liveStream"><h3>RML Fernsehen live</h3><p>Jetzt: Mittelland aktuell, '
                    f'{rng.randint(17, 21)}:{rng.choice(("00", "30", "45"))} Uhr</p><a href="/fernsehen/livestream/'
                    f'index.html">Livestream</a></div></div></div><div id="footer" class="footer">{footer}<ul class="'
                    f'footerLinks"><li><a href="/impressum/index.html">Impressum</a></li><li><a href="/barrierefreiheit/'
                    f'index.html">Barrierefreiheit</a></li><li><a href="/rundfunkbeitrag/index.html">Rundfunkbeitrag</a></li>'
                    f'<li><a href="/leichte-sprache/index.html">Leichte Sprache</a></li><li><a href="/unternehmen/'
                    f'karriere/index.html">Karriere</a></li></ul><p>RML ist Mitglied der Arbeitsgemeinschaft der '
                    f'\u00f6ffentlich-rechtlichen Rundfunkanstalten.</p></div></div>')
        elif self.t.layout == "institute":  # Plone 6 classic: portal columns, breadcrumbs, portlets
            crumbs = (f'<nav id="portal-breadcrumbs" aria-label="breadcrumbs"><ol class="breadcrumb"><li class="breadcrumb-'
                      f'item"><a href="/">Home</a></li><li class="breadcrumb-item active">{esc(words(title, 5))}</li></ol>'
                      f'</nav>')
            events = "".join(f'<li class="portletItem"><a href="/events/{slug(p)}">{esc(p)}</a><span class="portlet'
                             f'ItemDetails">{_date(self.rng)[1]}</span></li>' for p in (
                                 "Institute colloquium", "Open day at the marine station", "PhD symposium"))
            body = (f'<div id="portal-top"><header id="portal-header"><a id="portal-logo" href="/">{esc(self.t.site)}</a>'
                    f'<div id="portal-searchbox"><form action="/@@search"><input name="SearchableText" placeholder='
                    f'"Search Site"></form></div><div id="portal-languageselector"><a href="/de">Deutsch</a></div>'
                    f'</header><div id="portal-globalnav-wrapper">{self.nav()}</div></div>{crumbs}<div id="portal-columns"'
                    f' class="row"><main id="portal-column-content" class="col-md-9">{main}</main><aside id="portal-column'
                    f'-two" class="col-md-3"><div class="portlet portletEvents"><h2 class="portletHeader">Upcoming events'
                    f'</h2><ul>{events}</ul></div>{side}</aside></div><footer id="portal-footer-wrapper">{self.footer()}'
                    f'<p>The Halvorsen Institute is a member of the National Research Association and is funded by the '
                    f'federal government and the coastal states.</p><p class="colophon">Powered by Plone &amp; Python'
                    f'</p></footer>')
        elif self.t.layout == "council":  # LocalGov Drupal: service links, breadcrumbs, alert banner
            crumbs = (f'<nav class="lgd-breadcrumbs" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li>'
                      f'{esc(words(title, 5))}</li></ol></nav>')
            tasks = "".join(f'<li><a href="{u}">{t}</a></li>' for t, u in (
                ("Report it", "/report-it"), ("Pay it", "/pay-it"), ("Apply for it", "/apply-for-it"),
                ("Bin collection day", "/bins-and-recycling/bin-day-finder")))
            body = (f'<a class="skip-link" href="#main-content">Skip to main content</a><div class="lgd-alert-banner">'
                    f'<p>Our customer service centres are closed on bank holidays. Emergency out-of-hours number: 0300 '
                    f'555 0199.</p></div><div class="lgd-header">{header}<ul class="lgd-header__tasks">{tasks}</ul></div>'
                    f'{crumbs}<div class="lgd-container"><main id="main-content" class="lgd-main">{main}</main>{side}'
                    f'</div><footer class="lgd-footer">{self.footer()}<p>Ashbourne District Council, Corn Exchange, Market '
                    f'Square, Ashbourne AB1 2CD. Telephone 0300 555 0100.</p><ul><li><a href="/accessibility-statement">'
                    f'Accessibility statement</a></li><li><a href="/cookies">Cookies</a></li></ul></footer>')
        elif self.t.layout == "charity":  # Craft CMS: a donate bar and button on every page, the charity number
            body = (f'<div class="donate-bar"><p>\u00a330 can give a family a water filter that lasts for years.</p><a '
                    f'class="btn btn--donate" href="/donate">Donate</a></div><header class="site-header">{header}<a '
                    f'class="btn btn--donate" href="/donate">Donate now</a></header><main class="main">{main}</main>'
                    f'<section class="signup"><h2>Stay in touch</h2><p>Hear how your support is changing lives, and be '
                    f'the first to know about our appeals.</p><form><input type="email" placeholder="Your email"><button>'
                    f'Sign up</button></form></section>{side}<footer class="site-footer">{self.footer()}<p>Clearwater '
                    f'Alliance is a registered charity in England and Wales (1034567) and Scotland (SC045678).</p>'
                    f'</footer>')
        elif self.t.layout == "trademag":  # a custom trade-press CMS: leaderboard, newsletter strip, events rail
            body = (f'<div class="ad ad--leaderboard">Advertisement</div><div class="page">{header}<div class="strip '
                    f'strip--newsletter">Get Packaging Insight Daily: the industry\'s news every weekday morning. <a href='
                    f'"/newsletters">Sign up free</a></div><div class="layout"><main class="layout__main">{main}</main>'
                    f'<div class="layout__rail">{side}<div class="rail-box"><h3>Buyers\' Guide</h3><p>Find suppliers of '
                    f'materials, machinery and services.</p><a href="/buyers-guide">Search 4,200 suppliers</a></div></div>'
                    f'</div>{self.footer()}<p class="publisher">Packaging Insight is published by Rheinkreis Fachmedien '
                    f'GmbH.</p></div>')
        elif self.t.layout == "lawfirm":  # a Sitecore-like firm site: utility bar, mega menu, disclaimer, offices
            rng = self.rng
            if kind in ARTICLE_KIND_SET:  # the insight's contacts and the firm's disclaimer, before the related insights
                contacts = "".join(f'<li class="key-contact"><a href="/people/{slug(n)}">{n}</a><span>{r}, {p}</span></li>'
                                   for n, r, p in rng.sample(LAW_LAWYERS, 2))
                note = (f'<div class="insight-detail__contacts"><h2>Key contacts</h2><ul>{contacts}</ul></div><p class="'
                        f'insight-detail__disclaimer">This publication is a general summary of the law. It should not '
                        f'replace legal advice tailored to your specific circumstances. &copy; Harrow Lyle LLP 2024.</p>')
                main = main.replace('</article><section class="related">', f'{note}</article><section class="related">', 1)
            offices = "".join(f'<li><a href="/offices/{slug(o)}">{o}</a></li>' for o in (
                "London", "Manchester", "Edinburgh", "Dublin", "Frankfurt", "Singapore"))
            body = (f'<div class="page-wrapper" data-sc-page="{self.asset_id()}"><div class="utility-bar"><ul><li><a href="'
                    f'/client-extranet/login">Client extranet</a></li><li><a href="/alumni">Alumni</a></li><li><a href="/'
                    f'careers">Careers</a></li><li class="lang"><a href="/de">DE</a></li></ul></div><div class="site-'
                    f'header-shell" data-component="Header"><a class="site-header__logo" href="/"><img src="/-/media/brand/harrow-'
                    f'lyle-logo.svg" alt="Harrow Lyle"></a><nav class="mega-menu" aria-label="Primary"><ul><li><a href="/'
                    f'expertise">Expertise</a></li><li><a href="/sectors">Sectors</a></li><li><a href="/people">People</a>'
                    f'</li><li><a href="/insights">Insights</a></li><li><a href="/events">Events</a></li><li><a href="/the-'
                    f'firm">The firm</a></li></ul></nav>{header}</div><div class="insights-nav">{self.nav()}</div><main '
                    f'id="main" class="main-content" data-component="{kind}">{main}</main><aside class="subscribe-panel"><h2>'
                    f'Stay informed</h2><p>Choose the practices and sectors you follow and receive our client alerts and '
                    f'event invitations by email.</p><a class="btn btn--outline" href="/subscribe">Manage subscriptions'
                    f'</a></aside>{side}<footer class="site-footer">{self.footer()}<ul class="offices">{offices}</ul><p '
                    f'class="regulatory">Harrow Lyle LLP is a limited liability partnership registered in England and Wales'
                    f' (OC312345), authorised and regulated by the Solicitors Regulation Authority (SRA number 412345). '
                    f'A list of the members is available at our registered office. Attorney advertising.</p></footer>'
                    f'</div><div id="onetrust-consent-sdk"><div id="onetrust-banner-sdk" role="dialog" aria-label="Cookie '
                    f'banner"><p>We use cookies to make our website work and, with your consent, to understand how it is '
                    f'used.</p><button id="onetrust-accept-btn-handler">Accept all cookies</button><button id="onetrust-'
                    f'reject-all-handler">Necessary only</button></div></div>')
        elif self.t.layout == "clubsite":  # a club's site: sponsors, fixtures strip, shop promo, club crest
            rng = self.rng
            nxt = rng.choice(CLUB_OPPONENTS)
            strip = (f'<div class="fixture-strip"><div class="fixture-strip__item fixture-strip__item--last"><span>Last '
                     f'match</span> Ashvale Rovers {rng.randint(0, 4)}-{rng.randint(0, 4)} {rng.choice(CLUB_OPPONENTS)}'
                     f' <a href="/teams/first-team/results">Report</a></div><div class="fixture-strip__item fixture-strip__'
                     f'item--next"><span>Next match</span> {nxt} (A), {LONG_DAYS[rng.randint(0, 6)]} '
                     f'{rng.randint(1, 28)} {LONG_MONTHS[rng.randint(0, 11)]}, 3pm <a href="/tickets">Buy tickets</a></div>'
                     f'</div>')
            sponsors = "".join(f'<li><a href="https://{slug(s)}.example" rel="sponsored"><img src="/assets/sponsors/{slug(s)}'
                               f'.svg" alt="{s}"></a></li>' for s in ("Ferrox Steel", "Marwood Motors", "Kite Bet Free",
                                                                     "Ashvale College", "Pennine Water"))
            body = (f'<div class="site"><div class="top-bar"><a href="/tickets">Tickets</a> <a href="https://shop.ashvale'
                    f'rovers.example">Shop</a> <a href="/hospitality">Hospitality</a> <a href="/rovers-tv">Rovers TV</a> '
                    f'<a href="/my-account/login">My account</a></div><div class="header"><a class="header__crest" href'
                    f'="/"><img src="/assets/crest.svg" alt="Ashvale Rovers crest"></a>{header}</div>{strip}<main class'
                    f'="main" id="main-content">{main}</main><div class="shop-promo"><h2>The 2024/25 home shirt</h2><p>'
                    f'Available now in adult, junior and infant sizes. Members save 10%.</p><a href="https://shop.'
                    f'ashvalerovers.example/kit">Shop now</a></div>{side}<div class="sponsors"><h2>Our partners</h2><ul>'
                    f'{sponsors}</ul></div><footer class="footer">{self.footer()}<p>Ashvale Rovers Football Club Limited, '
                    f'Cinder Lane, Ashvale AV2 7RF. Registered in England No. 00045123.</p><p>Please gamble responsibly. '
                    f'18+ BeGambleAware.org</p></footer></div>')
        elif self.t.layout == "podcast":  # an audio network: sticky player, Premium upsell, app badges
            rng = self.rng
            show, _ = rng.choice(POD_SHOWS)
            body = (f'<div id="app" class="layout"><div class="topnav"><a class="topnav__logo" href="/">Lanternfish'
                    f'</a>{header}<a class="topnav__cta" href="/premium">Go Premium</a></div><div class="layout__'
                    f'body"><main class="layout__main" id="main">{main}</main><div class="layout__aside">{side}<div class='
                    f'"upsell"><h2>Ad-free, with bonus episodes</h2><p>Lanternfish Premium: every show without ads, and '
                    f'early access to new seasons.</p><a href="/premium">Try a month free</a></div></div></div><div class='
                    f'"listen-on"><span>Listen on</span> <a href="https://podcasts.apple.example/lanternfish">Apple '
                    f'Podcasts</a> <a href="https://open.spotify.example/lanternfish">Spotify</a> <a href="/rss">RSS</a>'
                    f'</div><footer class="footer">{self.footer()}<p>&copy; 2024 Lanternfish Audio Ltd. Made in London '
                    f'and Glasgow.</p></footer><div class="sticky-player" data-state="paused"><button class="sticky-'
                    f'player__play" aria-label="Play">Play</button><span class="sticky-player__show">{esc(show)}</span>'
                    f'<span class="sticky-player__time">00:00 / {rng.randint(20, 70)}:{rng.randint(10, 59)}</span><input '
                    f'type="range" class="sticky-player__scrub" value="0"><button aria-label="Playback speed">1x</button>'
                    f'</div></div>')
        else:
            body = (f'<div id="page" class="site">{header}<div class="site-content container">'
                    f'<main id="main" class="site-main" role="main">{main}</main>{side}</div>{self.footer()}</div>')
        script = (f'\n<script type="application/ld+json">{json.dumps({"@context": "https://schema.org", **declared})}'
                  f'</script>' if declared else "")
        document = (f'<!DOCTYPE html>\n<html lang="{self.t.lang}"><head><meta charset="utf-8">\n'
                    f'{self.head(title, kind, description or title)}{script}\n</head>\n<body class="{kind}-page">\n'
                    f'{body}\n</body></html>\n')
        if self.t.layout == "korea":  # the drawn reporters by their Korean names
            for drawn, korean in KOREA_NAMES.items():
                document = document.replace(drawn, korean).replace(slug(drawn), slug(korean))
        if self.t.layout == "nextjs":  # div soup: every class a CSS-in-JS hash, no sectioning element
            head, body_part = document.split("<body", 1)
            body_part = re.sub(r'class="([^"]*)"', lambda m: m.group(0) if m.group(1).startswith("css-")
                               else f'class="{_css(m.group(1))}"', body_part)
            body_part = re.sub(r"<(/?)(?:article|header|footer|section|aside|nav|main)\b", r"<\1div", body_part)
            document = f"{head}<body{body_part}"
        return document

    def teasers(self, n: int, summary_words: tuple[int, int]) -> str:
        rows = []
        for _ in range(n):
            story = self.story()
            k = self.rng.randint(*summary_words)
            rows.append(self.t.teaser(self.rng, story, self.article_url(story), words(story.paragraphs[0], k) if k else ""))
        return self.t.list_wrap[0] + "".join(rows) + self.t.list_wrap[1]

    def pager(self, url: str, current: int) -> str:
        """Numbered links to this listing's other pages, and a rel=next link."""
        page = lambda n: f"{url}{'&' if '?' in url else '?'}page={n}"  # noqa: E731
        links = "".join(f'<a class="page-numbers" href="{page(i)}">{i}</a> ' for i in range(1, 6) if i != current)
        return f'<nav class="pagination">{links}<a class="next" rel="next" href="{page(current + 1)}">Next &rsaquo;</a></nav>'

    # Articles.

    def article(self, kind: str) -> tuple[str, str]:
        rng, story = self.rng, self.story()
        if kind == "brief":
            text, kept = [], 0
            budget = rng.randint(62, 85)
            for sentence in re.split(r"(?<=[.!?])\s+", " ".join(story.paragraphs)):
                if kept >= budget:
                    break
                text.append(sentence)
                kept += len(sentence.split())
            cut = max(1, len(text) // 2)
            paragraphs = [" ".join(text[:cut]), " ".join(text[cut:])] if len(text) > 1 else text
        elif kind == "medium":
            paragraphs = list(story.paragraphs[:rng.randint(2, 3)])
        elif kind == "roundup":
            paragraphs = []
            for other in (self.story() for _ in range(rng.randint(4, 6))):
                paragraphs.append(f'<a href="{self.article_url(other)}">{esc(other.title)}</a>: '
                                  f'{esc(words(other.paragraphs[0], rng.randint(25, 45)))}')
        else:
            paragraphs = list(story.paragraphs[:rng.randint(4, 12)])
        body = []
        for i, paragraph in enumerate(paragraphs):
            if kind != "roundup":
                paragraph = esc(paragraph)
            if kind in ("long", "website") and i and i % 4 == 0 and rng.random() < 0.6:
                body.append(f"<h2>{esc(words(self.story().title, 6).rstrip('.'))}</h2>")
            body.append(f"<p>{paragraph}</p>")
        iso, shown = _date(rng)
        author = rng.choice(AUTHORS)
        byline = ("" if kind == "brief" and rng.random() < 0.5 else
                  f'<p class="byline">By <a rel="author" href="{self.url("author")}">{author}</a> '
                  f'<time datetime="{iso}">{shown}</time></p>')
        figure = ("" if kind == "brief" else
                  f'<figure class="lead-image"><img src="/img/{rng.randint(100, 999)}.jpg" alt=""><figcaption>'
                  f'{esc(words(story.title, 8))} (Photo: agency)</figcaption></figure>')
        tags = " ".join(f'<a href="{self.url("tag")}" rel="tag">{t}</a>' for t in rng.sample(TAGS, 3))
        related = self.teasers(rng.randint(3, 4), (0, 0))
        main = (f'{self.t.article_open}<header><h1 class="headline entry-title">{esc(story.title)}</h1>{byline}</header>'
                f'{figure}{self.t.body_open}{"".join(body)}{self.t.body_close}'
                f'<footer class="entry-footer"><div class="tags">Tags: {tags}</div><div class="share">Share: '
                f'<a href="#">Facebook</a> <a href="#">X</a> <a href="#">Email</a></div></footer></article>'
                f'<section class="related"><h2>Related stories</h2>{related}</section>')
        return self.article_url(story), self.page(story.title, kind, main, paragraphs[0])

    # Listings.

    def listing(self, kind: str, url: str | None = None, page_two: str | None = None) -> tuple[str, str]:
        """A listing; ``url`` and ``page_two`` (its title), a listing's page 2 at ``url`` ending ``page=2``."""
        rng = self.rng
        section, tag, author = rng.choice(SECTIONS), rng.choice(TAGS), rng.choice(AUTHORS)
        url = url or self.url(kind)
        intro, pager = "", self.pager(url, 1)
        if kind == "section":
            title = section
            lead = self.story()
            intro = self.t.teaser(rng, lead, self.article_url(lead), words(" ".join(lead.paragraphs[:2]), rng.randint(40, 70)))
            body = self.teasers(rng.randint(8, 14), (0, 30))
        elif kind == "tag":
            title = rng.choice((f"Tag: {tag}", f"Posts tagged {tag}", f"Topic: {tag.title()}"))
            intro = f"<p class=\"archive-description\">Everything we have written about {tag}.</p>" if rng.random() < 0.5 else ""
            body = self.teasers(rng.randint(6, 12), (15, 35))
        elif kind == "author":
            title = author
            intro = (f'<div class="author-bio"><img src="/img/authors/{slug(author)}.jpg" alt=""><p>{author} is a '
                     f'{rng.choice(("senior reporter", "columnist", "data journalist"))} covering '
                     f'{self.desk(section).lower()} and {tag}. Before joining {esc(self.t.site)} in 20{rng.randint(10, 21)} '
                     f'{rng.choice(("she", "he"))} worked for regional papers and a news agency, and has won awards '
                     f'for investigative reporting on {tag} and public spending. Follow on social media or write '
                     f'to the newsroom with tips.</p></div><h2>Latest from {author}</h2>')
            body = self.teasers(rng.randint(6, 10), (10, 30))
            if self.t.layout == "trademag":  # a contributor's page: the long bio first, then the stories
                intro = (f'<div class="author-profile"><img src="/img/authors/{slug(author)}.jpg" alt=""><p>{author} is '
                         f'{esc(self.t.site)}\'s {rng.choice(("technical editor", "news editor", "European correspondent"))}'
                         f' and has written about the packaging industry for more than fifteen years. Trained as a '
                         f'process engineer, {author.split()[0]} spent six years in the packaging development team of a '
                         f'large dairy before moving into journalism, and still spends more time on factory floors and at '
                         f'recycling plants than in the office.</p><p>{author.split()[0]} covers machinery, automation and '
                         f'the economics of recycled materials, chairs sessions at the Packaging Insight Summit and '
                         f'presents the weekly podcast. Readers with news, tips or complaints are welcome to get in '
                         f'touch by email; press releases are best sent to the newsdesk.</p><p>Areas of expertise: '
                         f'{self.desk(section).lower()}, {tag}, flexible packaging, food contact regulation.</p></div>'
                         f'<h2>Latest articles by {author}</h2>')
        elif kind == "search":
            title = f"Search results for \u201c{tag}\u201d"
            intro = f'<p class="results-count">About {rng.randint(40, 3000):,} results</p>'
            body = self.teasers(10, (18, 35))
        elif kind == "forum":
            title = f"{tag.title()} discussion"
            rows = "".join(
                f'<tr class="thread"><td class="status"></td><td class="topic"><a class="topictitle" href="'
                f'{self.url("forum")}t{rng.randint(100, 9999)}">{esc(self.story().title)}</a><div class="starter">'
                f'Started by {rng.choice(AUTHORS).split()[0].lower()}{rng.randint(1, 99)}, {_date(rng)[1]}</div></td>'
                f'<td class="replies">{rng.randint(0, 300)}</td><td class="views">{rng.randint(20, 9000)}</td>'
                f'<td class="lastpost">by {rng.choice(AUTHORS).split()[0]} <br>{_date(rng)[1]}</td></tr>\n'
                for _ in range(rng.randint(15, 25)))
            body = (f'<table class="forumline"><thead><tr><th></th><th>Topics</th><th>Replies</th><th>Views</th>'
                    f'<th>Last post</th></tr></thead><tbody>{rows}</tbody></table>')
        elif kind == "events":
            title = rng.choice(("What's on", "Events", "Upcoming events"))
            body = "".join(
                f'<div class="event"><div class="event-date">{_date(rng)[1]}, {rng.randint(1, 11)}pm</div>'
                f'<h3 class="event-title"><a href="{self.url("events")}{slug(s.title)}">{esc(words(s.title, 7))}</a></h3>'
                f'<div class="event-venue">{rng.choice(PLACES)}</div><p>{esc(words(s.paragraphs[1], rng.randint(12, 30)))}</p>'
                f'<a class="tickets" href="#">Book tickets</a></div>\n' for s in (self.story() for _ in range(rng.randint(8, 12))))
        elif kind == "front":
            title = f"{self.t.site}: news, views and more"
            blocks = []
            for sec in rng.sample(SECTIONS, rng.randint(3, 5)):
                blocks.append(f'<section class="front-section"><h2><a href="{self.url("section")}">{self.desk(sec)}</a></h2>'
                              f'{self.teasers(rng.randint(4, 7), (0, 30))}</section>')
            body, pager = "".join(blocks), ""
        elif kind == "barefront":
            title = rng.choice(("All stories", "Archive", self.t.site))
            items = "".join(f'<li><a href="{self.article_url(s)}">{esc(s.title)}</a></li>'
                            for s in (self.story() for _ in range(rng.randint(30, 60))))
            body, pager = f'<ul class="links">{items}</ul>', ""
        elif kind == "gallery":
            title = rng.choice(("Galleries", "Pictures", "Photo galleries"))
            body = '<div class="gallery-grid">' + "".join(
                f'<figure><a href="{self.url("gallery")}/{slug(s.title)}"><img src="/img/g{rng.randint(1, 999)}.jpg" '
                f'alt="{esc(words(s.title, 6))}"></a><figcaption>{esc(words(s.title, rng.randint(5, 10)))}</figcaption></figure>'
                for s in (self.story() for _ in range(rng.randint(12, 20)))) + "</div>"
        elif kind == "liveindex":
            title = rng.choice(("Live coverage", "Live blogs", "Live"))
            body = "".join(
                f'<div class="live-item"><span class="live-badge">LIVE</span><h3><a href="{self.url("liveindex")}/'
                f'{slug(s.title)}">{esc(s.title)}</a></h3><span class="updated">Updated {rng.randint(1, 59)} minutes ago'
                f'</span><p>{esc(words(s.paragraphs[0], rng.randint(12, 28)))}</p></div>\n'
                for s in (self.story() for _ in range(rng.randint(6, 10))))
        else:  # archive: page 2 of a section
            title = f"{section} \u2013 Page 2"
            body = self.teasers(rng.randint(8, 14), (0, 30))
            pager = self.pager(url.split("?")[0], 2)
            if page_two:  # a topic's or a search's page 2: the pager keeps the query
                title, pager = page_two, self.pager(re.sub(r"[?&]page=2$", "", url), 2)
        if self.t.lang == "fr":
            title = french_title(title, self.t.site)
        title = self.desk(title)
        main = f'<header class="page-header"><h1 class="page-title">{esc(title)}</h1></header>{intro}{body}{pager}'
        return url, self.page(title, kind, main)

    # The session-29 kinds (EXTRA_KINDS).

    def column(self, kind: str) -> tuple[str, str]:
        """An opinion column (the writer's standing line under it) or a live blog's own page (timed entries)."""
        rng, story = self.rng, self.story()
        iso, shown = _date(rng)
        author = rng.choice(AUTHORS)
        if kind == "opinion":
            paragraphs = list(story.paragraphs[:rng.randint(4, 9)])
            kicker = '<p class="kicker kicker--opinion">Opinion</p>'
            lead = ""
            body = "".join(f"<p>{esc(p)}</p>" for p in paragraphs)
            tail = (f'<p class="columnist-note"><em>{author} is a columnist for {esc(self.t.site)}. The views '
                    f'expressed here are the writer\'s own.</em></p>')
        else:
            paragraphs = list(story.paragraphs[:rng.randint(5, 9)])
            start = rng.randint(7, 12)
            times = sorted(f"{start + j // 2}:{rng.randint(0, 59):02d}" for j in range(len(paragraphs)))[::-1]
            kicker = (f'<p class="kicker"><span class="live-badge">LIVE</span> Updated {rng.randint(2, 40)} '
                      f'minutes ago</p>')
            firsts = [re.split(r"(?<=[.!?])\s+", p)[0] for p in paragraphs[:3]]
            points = "".join(f"<li>{esc(first)}</li>" for first in firsts)
            lead = f'<div class="key-points"><h2>Key points</h2><ul>{points}</ul></div>'
            body = "".join(f'<div class="live-entry" id="entry-{rng.randint(10000, 99999)}"><time class="live-entry__time"'
                           f' datetime="{iso}T{t:0>5}">{t}</time><p>{esc(p)}</p></div>'
                           for t, p in zip(times, reversed(paragraphs)))
            tail = '<p class="live-note">This live page has ended. Follow our coverage in the section.</p>'
        byline = (f'<p class="byline">By <a rel="author" href="{self.url("author")}">{author}</a> '
                  f'<time datetime="{iso}">{shown}</time></p>')
        tags = " ".join(f'<a href="{self.url("tag")}" rel="tag">{t}</a>' for t in rng.sample(TAGS, 3))
        related = self.teasers(rng.randint(3, 4), (0, 0))
        main = (f'{self.t.article_open}<header>{kicker}<h1 class="headline entry-title">{esc(story.title)}</h1>{byline}'
                f'</header>{lead}{self.t.body_open}{body}{tail}{self.t.body_close}<footer class="entry-footer"><div '
                f'class="tags">Tags: {tags}</div><div class="share">Share: <a href="#">Facebook</a> <a href="#">X</a> '
                f'<a href="#">Email</a></div></footer></article><section class="related"><h2>Related stories</h2>'
                f'{related}</section>')
        return self.url(kind, story), self.page(story.title, kind, main, paragraphs[0])

    def subscribe(self, kind: str) -> tuple[str, str]:
        """A subscribe wall served at a story's own URL: its headline and the plans, none of its text."""
        story = self.story()
        plans = "".join(f'<li class="plan"><h3>{n}</h3><p>{p}</p><a class="button" href="/checkout">Subscribe</a></li>'
                        for n, p in PLANS)
        main = (f'<div class="paywall paywall--subscribe"><p class="kicker">Subscriber exclusive</p>'
                f'<h1>{esc(story.title)}</h1><div class="wall"><h2>Subscribe to keep reading</h2><p>{SIGN_IN[1]}</p>'
                f'<ul class="plans">{plans}</ul><p>Already a subscriber? <a href="{self.t.urls["signin"]}">Sign in</a>'
                f'</p></div></div>')
        return self.article_url(story), self.page(story.title, kind, main, sidebar=False)

    def paged(self, kind: str) -> tuple[str, str]:
        """Page 2 of a topic's listing, then of a search's, each reached by ``page=2``."""
        self.pages_two += 1
        which = "tag" if self.pages_two == 1 else "search"
        base = self.url(which)
        tag = next((t for t in TAGS if re.search(rf"(?<=[/=])({t}|{IT_TAGS[t]})(?=$|[/?&])", base)), "news")
        if self.t.layout == "rundfunk":  # the German topic word, before "-100.html"
            tag = next((t for t in TAGS if re.search(rf"(?<=[/=]){DE_TAGS[t]}(?=$|[/?&.-])", base)), tag)
        title = (f"Topic: {tag.title()} \u2013 Page 2" if which == "tag"
                 else f"Search results for \u201c{tag}\u201d \u2013 Page 2")
        return self.listing(kind, f"{base}{'&' if '?' in base else '?'}page=2", title)

    # Other pages.

    def sections(self, rng: random.Random, table: tuple[tuple[str, list[str]], ...]) -> str:
        out = []
        for heading, sentences in table:
            chosen = fill(rng, sentences, rng.randint(max(1, len(sentences) - 1), len(sentences)), self.t.site)
            out.append(f"<h2>{esc(heading)}</h2>" + "".join(f"<p>{esc(s)}</p>" for s in chosen))
        return "".join(out)

    def other(self, kind: str) -> tuple[str, str]:
        rng, site, sidebar = self.rng, self.t.site, True
        if kind == "video":
            story = self.story()
            title = story.title
            main = (f'<div class="video-page"><h1>{esc(title)}</h1><div class="player"><video controls poster="/img/v.jpg" '
                    f'src="/media/{rng.randint(1, 999)}.mp4"></video></div><p class="blurb">'
                    f'{esc(words(story.paragraphs[0], rng.randint(22, 45)))}</p><p class="duration">Duration '
                    f'{rng.randint(1, 9)}:{rng.randint(10, 59)}</p><h2>More videos</h2>{self.teasers(6, (0, 0))}</div>')
        elif kind == "product":
            title = rng.choice(("The Year in Pictures 2024", "Classic front pages print", "Newsroom tote bag",
                                "Crossword collection, volume 3"))
            specs = "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in (
                ("Format", rng.choice(("Hardback", "A2 print", "Cotton"))), ("Weight", f"{rng.randint(1, 9)}00 g"),
                ("Delivery", "3-5 working days")))
            reviews = "".join(f'<div class="review"><span class="stars">{rng.randint(3, 5)} stars</span><p>'
                              f'{rng.choice(("Lovely quality, arrived quickly.", "Bought as a gift and it went down very well.", "Exactly as pictured."))}'
                              f'</p></div>' for _ in range(rng.randint(2, 4)))
            main = (f'<div class="product"><h1 class="product-title">{title}</h1><p class="price">{rng.randint(9, 49)}.99</p>'
                    f'<button class="add-to-cart">Add to basket</button><div class="description">'
                    + "".join(f"<p>{esc(s)}</p>" for s in fill(rng, PRODUCT, 3, site))
                    + f'</div><table class="specs">{specs}</table><h2>Customer reviews</h2>{reviews}</div>')
        elif kind == "contact":
            title = rng.choice(("Contact us", "Contact", "Get in touch"))
            rows = "".join(f"<li><strong>{d}</strong>: <a href=\"mailto:{slug(d)}@example.org\">{slug(d)}@example.org</a>"
                           f", 01{rng.randint(100, 999)} {rng.randint(100000, 999999)}</li>"
                           for d in rng.sample(DEPARTMENTS, rng.randint(3, 6)))
            main = (f'<div class="page"><h1>{title}</h1>' + "".join(f"<p>{esc(s)}</p>" for s in fill(rng, CONTACT, 3, site))
                    + f'<ul class="contacts">{rows}</ul><address>{esc(site)}, {rng.randint(1, 99)} High Street, '
                    f'Riverside RV{rng.randint(1, 9)} {rng.randint(1, 9)}AB</address><form class="contact-form"><label>Name '
                    f'<input name="name"></label><label>Email <input name="email"></label><label>Message <textarea>'
                    f'</textarea></label><button>Send</button></form></div>')
        elif kind == "about":
            title = rng.choice(("About us", "About", f"About {site}"))
            team = "".join(f"<li>{a}, {r}</li>" for a, r in zip(rng.sample(AUTHORS, 4), TEAM_ROLES))
            main = (f'<div class="page"><h1>{esc(title)}</h1>' + "".join(
                f"<p>{esc(s)}</p>" for s in fill(rng, ABOUT, rng.randint(4, 7), site))
                + f'<h2>Our team</h2><ul class="team">{team}</ul></div>')
        elif kind in ("privacy", "terms"):
            title = rng.choice(("Privacy policy", "Privacy notice")) if kind == "privacy" else rng.choice(
                ("Terms of use", "Terms and conditions"))
            main = (f'<div class="page legal"><h1>{title}</h1><p class="updated">Last updated: {_date(rng)[1]}</p>'
                    + self.sections(rng, PRIVACY if kind == "privacy" else TERMS) + "</div>")
        elif kind == "signin":
            story = self.story()
            title = story.title if rng.random() < 0.5 else "Sign in"
            teaser = f"<h1>{esc(story.title)}</h1><p>{esc(words(story.paragraphs[0], rng.randint(15, 30)))}</p>" if title != "Sign in" else "<h1>Sign in</h1>"
            plans = "".join(f'<li class="plan"><h3>{n}</h3><p>{p}</p><a class="button" href="/checkout">Choose</a></li>'
                            for n, p in PLANS)
            main = (f'<div class="paywall">{teaser}<div class="wall"><h2>{SIGN_IN[0]}</h2><p>{SIGN_IN[1]}</p>'
                    f'<ul class="plans">{plans}</ul><p>{SIGN_IN[3]}</p><form class="login"><label>Email <input></label>'
                    f'<label>Password <input type="password"></label><button>Sign in</button></form>'
                    f'<p><a href="/forgot">Forgot your password?</a> {SIGN_IN[2]}</p></div></div>')
            sidebar = False
        elif kind == "consent":
            story = self.story()
            title = story.title
            purposes = "".join(f"<li><label><input type=\"checkbox\"> {p}</label></li>" for p in CONSENT_PURPOSES)
            main = (f'<div class="consent-wall" role="dialog"><h1>{CONSENT[0]}</h1>'
                    + "".join(f"<p>{esc(s)}</p>" for s in CONSENT[1:]) +
                    f'<ul class="purposes">{purposes}</ul><button class="accept">Accept all</button> '
                    f'<button class="reject">Reject all</button> <a href="{self.t.urls["privacy"]}">More options</a></div>')
            sidebar = False
        else:  # notfound: a soft 404, served with status 200
            title = rng.choice(("Page not found", "404 - Not found", "Oops! That page can't be found."))
            main = (f'<div class="error-404 not-found"><h1>{esc(title)}</h1><p>{NOT_FOUND[1]}</p>'
                    f'<form action="/search"><input name="q"><button>Search</button></form><h2>{NOT_FOUND[2]}</h2>'
                    f'{self.teasers(rng.randint(4, 8), (0, 20))}</div>')
        if self.t.lang == "fr":
            renamed = french_title(title, site)
            main, title = main.replace(f">{esc(title)}</h1>", f">{esc(renamed)}</h1>", 1), renamed
        return self.url(kind), self.page(title, kind, main, sidebar=sidebar)

    # Session 32's long-prose pages (PROSE_KINDS) of the four training templates: promotion, landing, careers,
    # "about us", service, FAQ, reference, directory and donation pages, and indexes of press releases, reports,
    # council minutes and reviews.

    def prose(self, kind: str, text: str, url: str) -> str:
        rng, layout, site = self.rng, self.t.layout, self.t.site
        if text in ("pressindex", "reportsindex", "minutes", "reviewindex", "directory"):
            title, main = self.prose_list(text, url)
            return self.page(title, kind, main)
        title, description, sections = PROSE_TEXT[self.t.name][text]
        body = "".join((f'<h2 id="{slug(heading)}">{esc(heading)}</h2>' if heading else "") + "".join(f"<p>{esc(p)}</p>" for p in paragraphs)
                       for heading, paragraphs in sections)
        extra = ""
        if kind == "careers":
            jobs = {"institute": ("Postdoctoral researcher in sediment transport modelling (m/f/d)",
                                  "Laboratory technician, trace metal analysis (m/f/d)",
                                  "Doctoral researcher, salt marsh ecology (m/f/d)", "IT systems administrator (m/f/d)"),
                    "council": ("Planning officer (development management)", "Refuse collection driver (HGV class 2)",
                                "Housing options adviser", "Customer services apprentice"),
                    "charity": ("Programme manager, Malawi", "Supporter care officer", "Data analyst (fundraising)",
                                "Volunteer school speaker"),
                    "trademag": ("Technical reporter", "Events coordinator")}[self.t.name]
            rows = "".join(f'<li class="vacancy"><a href="{url}/{slug(job)}">{esc(job)}</a><span class="vacancy__meta">'
                           f'Closing date: {_date(rng)[1]}</span></li>' for job in jobs)
            extra = f'<h2>Current vacancies</h2><ul class="vacancies">{rows}</ul>'
        elif kind == "donate":
            amounts = "".join(f'<button class="amount" data-amount="{a}">&pound;{a}</button>' for a in (10, 25, 50, 100))
            extra = (f'<form class="donation-form"><fieldset><legend>Give monthly or once</legend><label><input '
                     f'type="radio" name="f" checked> Monthly</label><label><input type="radio" name="f"> Single gift'
                     f'</label></fieldset><div class="amounts">{amounts}<input name="other" placeholder="Other amount">'
                     f'</div><label><input type="checkbox"> Yes, I am a UK taxpayer and want to Gift Aid my donation'
                     f'</label><button class="btn btn--donate">Donate now</button></form>')
        elif kind in ("promo", "landing") and text != "supplier":
            extra = (f'<div class="cta-box"><h2>Get in touch</h2><p>Call {rng.randint(100, 999)} {rng.randint(1000, 9999)} '
                     f'or write to <a href="mailto:info@{slug(site)}.example">info@{slug(site)}.example</a>.</p>'
                     f'<a class="button button--primary" href="{self.t.urls["contact"]}">Contact us</a></div>')
        elif text == "supplier":
            extra = (f'<table class="company-facts"><tr><th>Address</th><td>Industriestra\u00dfe {rng.randint(1, 90)}, '
                     f'33609 Bielefeld, Germany</td></tr><tr><th>Phone</th><td>+49 521 {rng.randint(100000, 999999)}'
                     f'</td></tr><tr><th>Web</th><td><a href="https://www.verpa.example">www.verpa.example</a></td></tr>'
                     f'<tr><th>Employees</th><td>520</td></tr></table><h2>Products in the buyers\' guide</h2><ul>'
                     + "".join(f'<li><a href="/buyers-guide/product/{slug(p)}">{esc(p)}</a></li>'
                               for p in ("TS-400 tray sealer", "TF-900 thermoformer", "VSP-2 skin pack module"))
                     + '</ul><a class="button" href="/buyers-guide/enquiry">Send an enquiry</a>')
        elif kind == "wiki":
            links = "".join(f'<li><a href="/glossary/{slug(t)}">{t}</a></li>' for t in (
                "Barrier film", "Oxygen scavenger", "Mono-material", "Recyclability"))
            extra = f'<h2>See also</h2><ul class="glossary-links">{links}</ul><p><a href="/glossary">All glossary terms</a></p>'
        if layout == "institute":
            main = (f'<h1 class="documentFirstHeading">{esc(title)}</h1><div class="documentDescription description">'
                    f'{esc(description)}</div><div id="content-core">{body}{extra}</div><div class="documentActions">'
                    f'<a href="#print">Print this</a> <a href="#mail">Send this</a></div>')
        elif layout == "council":
            contents = "".join(f'<li><a href="#{slug(h)}">{esc(h)}</a></li>' for h, _ in sections if h)
            nav = f'<nav class="lgd-guide__nav"><h2>On this page</h2><ol>{contents}</ol></nav>' if contents else ""
            main = (f'<h1 class="lgd-page-title-block__title">{esc(title)}</h1><p class="lgd-page-title-block__subheader">'
                    f'{esc(description)}</p>{nav}<div class="lgd-page-content">{body}{extra}</div><div class="lgd-'
                    f'feedback"><p>Was this page helpful?</p><button>Yes</button> <button>No</button></div><p class="'
                    f'lgd-updated">Last updated: {_date(rng)[1]}</p>')
        elif layout == "charity":
            main = (f'<section class="hero hero--campaign"><h1 class="hero__title">{esc(title)}</h1><p class="hero__'
                    f'intro">{esc(description)}</p><a class="btn btn--donate" href="/donate">Donate now</a></section>'
                    f'<div class="rich-text">{body}</div>{extra}<blockquote class="quote">\u201cNow the children come '
                    f'to school every day.\u201d<cite>Head teacher, Dedza district</cite></blockquote>')
        else:
            main = (f'<div class="page-header"><h1 class="page-title">{esc(title)}</h1><p class="page-intro">'
                    f'{esc(description)}</p></div><div class="page-body">{body}{extra}</div>')
        return self.page(title, kind, main, description)

    def prose_list(self, text: str, url: str) -> tuple[str, str]:
        rng, name = self.rng, self.t.name
        pager = self.pager(url, 1)
        if text == "pressindex":
            title = {"charity": "Media centre", "trademag": "Industry press releases"}.get(name, "Press releases")
            items = "".join(self.t.teaser(rng, s, self.article_url(s), words(s.paragraphs[0], rng.randint(40, 80)))
                            for s in (self.story() for _ in range(rng.randint(9, 13))))
            contact = (f'<div class="media-contact"><h2>Media enquiries</h2><p>Journalists can reach our press office on '
                       f'{rng.randint(100, 999)} {rng.randint(1000, 9999)} or at press@{slug(self.t.site)}.example. Out '
                       f'of hours, call our duty press officer.</p></div>')
            main = f'<h1>{title}</h1>{contact}{self.t.list_wrap[0]}{items}{self.t.list_wrap[1]}{pager}'
        elif text == "reportsindex":
            title = "Reports and publications"
            cards = "".join(f'<div class="resource-card"><h3 class="resource-card__title"><a href="{url}/{slug(t)}">'
                            f'{esc(t)}</a></h3><p class="resource-card__meta">{rng.choice(("Report", "Policy briefing", "Evaluation"))}'
                            f' | {year}</p><p>{esc(d)}</p><a class="btn btn--small" href="/assets/reports/{slug(t)}.pdf">'
                            f'Download PDF ({rng.randint(1, 9)}.{rng.randint(0, 9)} MB)</a></div>' for t, year, d in REPORTS)
            filters = ('<form class="filters"><label>Type <select><option>All</option><option>Reports</option>'
                       '<option>Policy briefings</option><option>Evaluations</option></select></label><label>Year '
                       '<select><option>All</option><option>2024</option><option>2023</option></select></label>'
                       '<button>Filter</button></form>')
            main = (f'<section class="hero"><h1 class="hero__title">{title}</h1><p class="hero__intro">Our research, '
                    f'evaluations, policy briefings and annual reports.</p></section>{filters}<div class="resource-grid">'
                    f'{cards}</div>{pager}')
        elif text == "minutes":
            title = "Meetings, agendas and minutes"
            rows = "".join(
                f'<tr><td>{_date(rng)[1]}, {rng.choice(("10am", "2pm", "6pm", "7pm"))}</td><td>{c}</td><td><a href="/'
                f'meetings/{rng.randint(1000, 9999)}/agenda.pdf">Agenda</a> | <a href="/meetings/{rng.randint(1000, 9999)}/'
                f'minutes.pdf">Minutes</a> | <a href="/meetings/{rng.randint(1000, 9999)}/decisions">Decisions</a></td></tr>'
                for c in (rng.choice(COMMITTEES) for _ in range(rng.randint(14, 20))))
            main = (f'<h1 class="lgd-page-title-block__title">{title}</h1><p>Council and committee meetings are open to '
                    f'the public, except when confidential items are discussed. Agendas are published five working days '
                    f'before each meeting and minutes within ten working days after it.</p><table class="meetings">'
                    f'<thead><tr><th>Date</th><th>Meeting</th><th>Documents</th></tr></thead><tbody>{rows}</tbody>'
                    f'</table>{pager}')
        elif text == "reviewindex":
            title = "Reviews"
            items = []
            for product, maker in REVIEWED:
                said = [s.format(p=product, m=maker) for s in REVIEW_SENTENCES]
                standfirst = " ".join(fill(rng, said, rng.randint(3, 5), self.t.site))
                items.append(f'<div class="listing-item listing-item--review"><div class="listing-item__kicker">Review'
                             f'</div><h2 class="listing-item__title"><a href="/reviews/{slug(product)}">Review: '
                             f'{esc(product)}</a></h2><p class="listing-item__standfirst">{esc(standfirst)}</p><div '
                             f'class="listing-item__meta">{esc(maker)} | Rating {rng.randint(3, 5)}/5 | By '
                             f'{rng.choice(AUTHORS)}</div></div>\n')
            main = (f'<div class="page-header"><h1 class="page-title">{title}</h1><p class="page-intro">Machinery and '
                    f'materials tested by our editors.</p></div><div class="listing">{"".join(items)}</div>{pager}')
        else:  # directory: the institute's staff
            title = "People"
            rows = "".join(f'<tr><td><a href="/people/{slug(n)}">{esc(n)}</a></td><td>{esc(pos)}</td><td>{esc(dep)}</td>'
                           f'<td>+49 4821 {rng.randint(1000, 9999)}</td><td><a href="mailto:{slug(n)}@halvorsen.example">'
                           f'{slug(n)}@halvorsen.example</a></td></tr>' for n, pos, dep in STAFF)
            main = (f'<h1 class="documentFirstHeading">{title}</h1><form class="people-search"><input name="'
                    f'SearchableText" placeholder="Name, department or topic"><button>Find people</button></form><table '
                    f'class="listing people"><thead><tr><th>Name</th><th>Position</th><th>Department</th><th>Phone</th>'
                    f'<th>Email</th></tr></thead><tbody>{rows}</tbody></table>')
        return title, main

    # The session-32 kinds (NEW_KINDS): company, promo and landing pages, listings of press releases and
    # customer stories, a story stream, and a broadcaster's programme, weather and traffic pages.

    def company(self, kind: str) -> tuple[str, str]:
        rng, name = self.rng, self.t.name
        url = self.url(kind)
        if kind in ("pressindex", "casestudies", "storystream"):
            return self.company_list(kind, url)
        if kind in ("weather", "traffic", "programme"):
            return url, self.service(kind)
        if name in SEALED33 and kind in ("practice", "directory", "fixtures", "squad", "tickets", "episode", "show"):
            return self.own33(kind, url)
        title, paragraphs = COMPANY_TEXT[name][kind]
        kept = [p for p in paragraphs if rng.random() < 0.85] or list(paragraphs[:3])
        german = name == "rundfunk"
        blocks = []
        for i, paragraph in enumerate(kept):
            if i and i % 2 == 0 and kind != "pricing" and rng.random() < 0.6:  # subheads a designer put between blocks
                blocks.append(f"<h2>{esc(words(paragraph, rng.randint(4, 7)).rstrip('.,:').rstrip('...'))}</h2>")
            blocks.append(f"<p>{esc(paragraph)}</p>")
        extra = ""
        if kind == "careers":
            jobs = (("Senior Reporter, Platforms", "Remote (US)"), ("Staff Software Engineer, Publishing", "Berlin or remote"),
                    ("Video Producer", "New York"), ("Field Service Engineer", "Leeds, UK"),
                    ("Machine Learning Engineer, Vibration Analytics", "Minneapolis"), ("Account Executive, Food and Beverage",
                                                                                     "Chicago"),
                    ("Volont\u00e4rin / Volont\u00e4r 2025", "Mittelstadt"), ("Redakteurin / Redakteur Online (m/w/d)", "Nordheim"),
                    ("IT-Systemadministratorin / IT-Systemadministrator (m/w/d)", "Mittelstadt"))
            jobs = jobs[6:] if german else jobs[:6]
            if name in SEALED33:
                jobs = {"lawfirm": (("Trainee solicitor, 2027 intake", "London or Manchester"),
                                    ("Senior associate, financial regulation", "London"),
                                    ("Legal technologist", "Edinburgh"), ("Paralegal, disputes", "Manchester")),
                        "clubsite": (("Matchday steward", "Cinder Lane"), ("Academy sports scientist", "Training ground"),
                                     ("Ticket office assistant", "Cinder Lane"), ("Community coach", "Ashvale")),
                        "podcast": (("Senior producer, narrative", "London"), ("Audio engineer", "Glasgow"),
                                    ("Reporter, Signal Fire", "London or remote"), ("Partnerships manager", "London"))}[name]
            rows = "".join(f'<li class="job"><a href="{url.rstrip("/").replace("/index.html", "")}/{slug(j)}-{rng.randint(1000, 9999)}">'
                           f'{esc(j)}</a><span class="job-location">{esc(loc)}</span><span class="job-type">'
                           f'{"Vollzeit" if german else rng.choice(("Full-time", "Full-time", "Contract"))}</span></li>'
                           for j, loc in rng.sample(jobs, rng.randint(2, len(jobs))))
            extra = (f'<h2>{"Offene Stellen" if german else "Open roles"}</h2><ul class="job-list">{rows}</ul>'
                     f'<a class="button" href="#apply">{"Zum Stellenportal" if german else "See all open roles"}</a>')
        elif kind == "pricing":
            plans = "".join(f'<div class="pricing-card"><h3>{plan}</h3><p class="price">{price}</p><a class="button" href="/'
                            f'demo">{"Talk to sales" if plan == "Enterprise" else "Start a pilot"}</a></div>'
                            for plan, price in (("Essentials", "$39 per asset / month"), ("Professional", "$59 per asset / month"),
                                                ("Enterprise", "Custom")))
            faq = "".join(f'<details><summary>{q}</summary><p>{a}</p></details>' for q, a in (
                ("Are sensors included?", "Yes. Sensors, gateways and replacements are included in every plan."),
                ("Can we start small?", "Yes. Most customers start with a thirty-day pilot on twenty assets."),
                ("Is there a setup fee?", "No. Installation support is included in the first year.")))
            extra = f'<div class="pricing-grid">{plans}</div><h2>Frequently asked questions</h2>{faq}'
        elif kind == "newsletter":
            extra = "".join(f'<div class="newsletter-card"><h3>{n}</h3><p>{when}</p><button>Subscribe</button></div>'
                            for n, when in (("The Wire", "Weekdays"), ("Patch Notes", "Thursdays"), ("Installer", "Daily"),
                                            ("Command Line", "Tuesdays and Fridays")))
            extra = f'<form class="newsletter-form"><input type="email" placeholder="Your email">{extra}</form>'
        elif kind in ("promo", "landing") and name in SEALED33:
            extra = {"lawfirm": ('<div class="cta-panel"><h2>Talk to us</h2><p>Arrange a demonstration of Compass or a call '
                                 'with our team.</p><a class="btn" href="/contact-us">Contact us</a></div>'),
                     "clubsite": ('<div class="cta-panel"><a class="btn" href="https://tickets.ashvalerovers.example/">Buy '
                                  'now</a> <a class="btn btn--outline" href="/tickets">Ticket office</a></div>'),
                     "podcast": ('<div class="cta-panel"><a class="btn" href="/premium/join">Start your free month</a> '
                                 '<a class="btn btn--outline" href="/contact">Contact sales</a></div>')}[name]
        elif kind in ("promo", "landing"):
            if german:
                extra = ('<div class="appStores"><a href="#">Im App Store laden</a> <a href="#">Jetzt bei Google Play</a></div>'
                         if kind == "promo" else '<a class="button" href="/mediathek/index.html">Zur Mediathek</a>')
            elif name == "hubspot":
                quote = rng.choice(CUSTOMERS)
                extra = (f'<blockquote class="testimonial"><p>\u201cCorvane told us about a failing gearbox five weeks before '
                         f'it would have stopped the line. That one catch paid for the whole year.\u201d</p><cite>Head of '
                         f'Maintenance, {quote[0]}</cite></blockquote><div class="logo-bar">'
                         + "".join(f'<img src="/hubfs/logos/{slug(c[0])}.svg" alt="{esc(c[0])}">' for c in CUSTOMERS[:6])
                         + '</div><form class="hs-form demo-form"><label>Work email*<input type="email"></label><label>'
                         'Company*<input></label><input type="submit" class="hs-button primary" value="Book a demo"></form>')
            else:
                extra = ('<div class="plans"><div class="plan"><h3>Monthly</h3><p>$7 a month</p><button>Join</button></div>'
                         '<div class="plan"><h3>Annual</h3><p>$70 a year</p><button>Join</button></div></div>')
        hero = (f'<div class="hero"><p class="eyebrow">{esc(self.t.site)}</p><h1>{esc(title)}</h1></div>'
                if kind in ("promo", "landing") else f'<h1>{esc(title)}</h1>')
        main = f'<div class="page page--{kind}">{hero}{"".join(blocks)}{extra}</div>'
        return url, self.page(title, kind, main, kept[0])

    def company_list(self, kind: str, url: str) -> tuple[str, str]:
        rng, name = self.rng, self.t.name
        german = name == "rundfunk"
        if kind == "pressindex":
            title = "Pressemitteilungen" if german else rng.choice(("Press releases", "Newsroom", "Press"))
            base = "/presse/pressemitteilungen/" if german else "/newsroom/" if name == "hubspot" else "/press/"
            if name in SEALED33:
                title, base = {"lawfirm": ("Press releases", "/news/press-releases/"),
                               "clubsite": ("Club statements", "/club/statements/"),
                               "podcast": ("Press", "/press/")}[name]
            items = []
            for headline in rng.sample(PRESS_RELEASES[name], rng.randint(6, len(PRESS_RELEASES[name]))):
                iso, shown = _date(rng)
                summary = words(self.story().paragraphs[0], rng.randint(15, 30)) if rng.random() < 0.6 else ""
                link = f"{base}{slug(headline)}{'-100.html' if german else ''}"
                when = f"{iso[8:10]}.{iso[5:7]}.{iso[:4]}" if german else shown
                items.append(f'<div class="press-item"><time datetime="{iso}">{when}</time><h3><a href="{link}">{esc(headline)}</a></h3>'
                             + (f"<p>{esc(summary)}</p>" if summary else "") + "</div>")
            contact = ("<h2>Pressekontakt</h2><p>Kommunikation und Presse, Telefon 0345 300-1234, presse@rml.example</p>"
                       if german else f"<h2>Media contact</h2><p>press@{slug(self.t.site)}.example</p>")
            body = f'<div class="press-list">{"".join(items)}</div>{contact}'
        elif kind == "casestudies":
            title = "Customer stories"
            cards = "".join(f'<div class="customer-card"><img src="/hubfs/logos/{slug(c)}.svg" alt="{esc(c)}"><span class="'
                            f'industry">{esc(industry)}</span><h3><a href="/customers/{slug(c)}">{esc(result)}</a></h3><p>'
                            f'{esc(words(self.story().paragraphs[0], rng.randint(12, 25)))}</p><a href="/customers/{slug(c)}">'
                            f'Read the story</a></div>' for c, industry, result in rng.sample(CUSTOMERS, rng.randint(6, 9)))
            body = (f'<p class="intro">More than 1,100 plants in 31 countries rely on Corvane. Here is what some of them '
                    f'have achieved.</p><div class="filters"><button>All industries</button><button>Food and beverage'
                    f'</button><button>Utilities</button><button>Automotive</button></div><div class="customer-grid">'
                    f'{cards}</div>')
        else:  # storystream: a topic's running updates, each a short entry linking to a story
            tag = next((t for t in TAGS if t in url), "news")
            title = f"{tag.title()}: all the latest updates"
            entries = []
            for story in (self.story() for _ in range(rng.randint(8, 14))):
                entries.append(f'<div class="stream-entry"><time>{SHORT_MONTHS[rng.randint(0, 11)]} {rng.randint(1, 28)}'
                               f'</time><h3><a href="{self.article_url(story)}">{esc(story.title)}</a></h3><p>'
                               f'{esc(words(story.paragraphs[0], rng.randint(20, 45)))}</p><span class="author">'
                               f'{rng.choice(AUTHORS)}</span></div>')
            body = (f'<p class="stream-intro">Every story we have published on {tag}, newest first.</p>'
                    f'<div class="stream">{"".join(entries)}</div>{self.pager(url, 1)}')
        main = f'<header class="page-header"><h1 class="page-title">{esc(title)}</h1></header>{body}'
        return url, self.page(title, kind, main)

    def service(self, kind: str) -> str:
        """A broadcaster's service page: the weather, the traffic news or a programme's page (German)."""
        rng = self.rng
        if kind == "weather":
            title = "Wetter im Mittelland"
            rows = "".join(f'<tr><th>{r}</th><td>{rng.randint(-3, 24)}\u00b0C</td><td>{rng.choice(WEATHER_WORDS)}'
                           f'</td><td>{rng.randint(0, 90)} %</td></tr>' for r in WEATHER_REGIONS)
            text = ("Heute ist es im Mittelland wechselnd bis stark bew\u00f6lkt, am Nachmittag kommen von Westen einzelne "
                    "Schauer auf, in den Hochlagen f\u00e4llt oberhalb von 800 Metern Schnee. Die H\u00f6chstwerte liegen "
                    "zwischen sechs Grad im Bergland und zw\u00f6lf Grad am Fluss. Der Wind weht m\u00e4\u00dfig aus "
                    "S\u00fcdwest, auf den Gipfeln sind st\u00fcrmische B\u00f6en m\u00f6glich. In der Nacht lockert es "
                    "auf, in Bodenn\u00e4he kann es stellenweise Frost geben. Morgen setzt sich Hochdruckeinfluss durch, "
                    "nach Aufl\u00f6sung von Nebelfeldern scheint verbreitet die Sonne.")
            main = (f'<div class="weather"><h1>{title}</h1><p class="stand">Vorhersage des RML-Wetterteams, ausgegeben '
                    f'{rng.randint(5, 11)}:00 Uhr</p><div class="radar"><img src="/wetter/radar-{rng.randint(1, 99)}.gif" '
                    f'alt="Regenradar"></div><p>{text}</p><table class="forecast"><tr><th>Region</th><th>Temperatur</th>'
                    f'<th>Wetter</th><th>Regenrisiko</th></tr>{rows}</table><h2>Unwetterwarnungen</h2><p>F\u00fcr den '
                    f'Waldkreis gilt bis 18 Uhr eine Warnung vor Sturmb\u00f6en (Stufe 2 von 4). Quelle: Deutscher '
                    f'Wetterdienst.</p><h2>Die n\u00e4chsten Tage</h2><ul class="days">'
                    + "".join(f"<li>{d}: {rng.randint(0, 15)} bis {rng.randint(8, 22)} Grad</li>"
                              for d in ("Morgen", "\u00dcbermorgen", "Sonntag")) + "</ul></div>")
        elif kind == "traffic":
            title = "Verkehrslage"
            items = "".join(f'<li class="trafficItem"><span class="road">{road}</span> {rng.choice(("Mittelstadt", "Nordheim", "Bergau", "Seeland"))} '
                            f'Richtung {rng.choice(("Mittelstadt", "Nordheim", "Bergau", "Seeland"))}, zwischen Anschlussstelle '
                            f'{rng.randint(10, 40)} und {rng.randint(41, 70)}: {event}'
                            f'{"" if rng.random() < 0.5 else f", {rng.randint(2, 12)} km"}. <time>{rng.randint(6, 22)}:'
                            f'{rng.randint(10, 59)} Uhr</time></li>' for road, event in
                            ((rng.choice(TRAFFIC_ROADS), rng.choice(TRAFFIC_EVENTS)) for _ in range(rng.randint(8, 16))))
            main = (f'<div class="traffic"><h1>{title}</h1><p>Aktuelle Meldungen der RML-Verkehrsredaktion f\u00fcr '
                    f'Autobahnen, Bundes- und Landesstra\u00dfen im Sendegebiet. Staus und Gefahren k\u00f6nnen Sie uns '
                    f'jederzeit kostenlos unter 0800 765 765 melden.</p><ul class="trafficList">{items}</ul><h2>Baustellen'
                    f'</h2><p>Auf der A 38 wird zwischen Nordheim und Bergau bis Ende November die Fahrbahn erneuert. In beiden '
                    f'Richtungen steht nur je ein Fahrstreifen zur Verf\u00fcgung; zu den Hauptverkehrszeiten ist mit '
                    f'Wartezeiten von bis zu 30 Minuten zu rechnen.</p><h2>Blitzer</h2><p>Mobile Geschwindigkeitskontrollen '
                    f'melden wir nur, wenn sie uns von der Polizei mitgeteilt werden.</p></div>')
        else:  # programme
            title = "Mittelland aktuell"
            episodes = "".join(f'<li><a href="/video/{slug(s.title)}-video-{rng.randint(100, 999)}.html">Mittelland aktuell '
                               f'vom {rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.2024</a> <span class="duration">'
                               f'{rng.randint(27, 30)}:{rng.randint(10, 59)} Min</span></li>' for s in (self.story() for _ in range(8)))
            main = (f'<div class="programme"><h1>{title}</h1><p class="sendezeit">Montag bis Freitag, 19:30 Uhr, im RML '
                    f'Fernsehen</p><p>Mittelland aktuell ist das Nachrichtenmagazin f\u00fcr die Region. Jeden Abend '
                    f'berichten unsere Reporterinnen und Reporter aus den Landkreisen und St\u00e4dten des Sendegebiets '
                    f'\u00fcber das, was die Menschen bewegt: Politik aus dem Landtag, Wirtschaft vom Mittelstand bis zum '
                    f'Strukturwandel, Kultur, Sport und die Geschichten hinter den Schlagzeilen.</p><p>Moderiert wird die '
                    f'Sendung im Wechsel von Anna Berghoff und Jonas Lindner. Seit 1992 ist Mittelland aktuell die '
                    f'meistgesehene Regionalsendung im Sendegebiet, im vergangenen Jahr schalteten durchschnittlich '
                    f'410.000 Menschen ein.</p><p>Sie haben ein Thema f\u00fcr uns? Schreiben Sie an aktuell@rml.example.'
                    f'</p><h2>Alle Sendungen in der Mediathek</h2><ul class="episodes">{episodes}</ul></div>')
        return self.page(title, kind, main)

    # Session 33's own kinds (SEALED33): a law firm's practice page and its people directory, a club's fixtures,
    # squad and ticket office, a podcast network's episode pages and a show's page.

    def own33(self, kind: str, url: str) -> tuple[str, str]:
        rng = self.rng
        declared = None
        if kind == "practice":
            title = "Employment and pensions"
            paragraphs = (
                "Our employment and pensions team of 48 lawyers advises employers and trustees on every aspect of the "
                "working relationship, from hiring and incentives to restructuring, investigations and the disputes "
                "that sometimes follow.",
                "We act for some of the largest employers in retail, financial services, manufacturing and the public "
                "sector, and for fast-growing companies building their first people policies. Our clients value advice "
                "that is commercial as well as correct, and lawyers who understand how their workforce actually works.",
                "On the contentious side we defend claims in the employment tribunals and the courts, handle "
                "whistleblowing and discrimination complaints, and run sensitive internal investigations for boards. "
                "On the pensions side we advise on scheme funding, buy-ins and buy-outs, and the governance duties "
                "that trustees face under the new regulatory code.",
                "We also help clients prepare for change: the reform of flexible working and family leave, new duties "
                "to prevent sexual harassment, the rules on holiday pay for irregular hours, and the growing use of "
                "artificial intelligence in recruitment and performance management.")
            experience = "".join(f"<li>{esc(e)}</li>" for e in rng.sample((
                "Advising a national retailer on a consultation affecting 2,300 employees across 140 stores",
                "Defending a bank in a six-week whistleblowing claim in the Employment Tribunal",
                "Advising the trustees of a \u00a31.8bn pension scheme on a full buy-in with an insurer",
                "Designing a share incentive plan for a technology company ahead of its listing",
                "Leading an independent investigation into workplace culture for a university's council",
                "Advising a manufacturer on the transfer of 600 employees on an outsourcing"), 4))
            contacts = "".join(f'<div class="person-card"><a href="/people/{slug(n)}">{n}</a><span>{r}</span></div>'
                               for n, r, p in LAW_LAWYERS if p in ("Employment", "Regulatory"))
            main = (f'<div class="practice-hero"><p class="eyebrow">Expertise</p><h1>{title}</h1></div><div class="practice-'
                    f'body">' + "".join(f"<p>{esc(p)}</p>" for p in paragraphs) + f'<h2>Experience</h2><ul class="'
                    f'experience">{experience}</ul><h2>Contacts</h2><div class="person-cards">{contacts}</div><h2>Related '
                    f'insights</h2>{self.teasers(rng.randint(3, 4), (0, 0))}</div>')
        elif kind == "directory":
            title = "Our people"
            people = rng.sample(LAW_LAWYERS, rng.randint(7, 10))
            cards = "".join(
                f'<div class="person-result"><img src="/-/media/people/{slug(n)}.jpg" alt="{n}"><div><h3><a href="/people/'
                f'{slug(n)}">{n}</a></h3><p class="role">{r}, {p}</p><p class="office">{rng.choice(("London", "Manchester", "Edinburgh", "Dublin", "Frankfurt"))}</p>'
                f'<p class="contact">+44 20 7{rng.randint(100, 999)} {rng.randint(1000, 9999)} | <a href="mailto:'
                f'{slug(n).replace("-", ".")}@harrowlyle.example">Email</a> | <a href="/people/{slug(n)}/vcard">vCard</a>'
                f'</p></div></div>' for n, r, p in people)
            filters = "".join(f"<option>{shown}</option>" for _, shown, _ in LAW_DESKS)
            main = (f'<h1>{title}</h1><form class="people-search" action="/people"><input name="q" placeholder="Search by '
                    f'name"><select name="practice"><option>All practices</option>{filters}</select><select name="office">'
                    f'<option>All offices</option><option>London</option><option>Manchester</option></select><button>'
                    f'Search</button></form><p class="result-count">Showing {len(people)} of 214 people</p><div '
                    f'class="people-results">{cards}</div>{self.pager(url, 1)}')
        elif kind == "fixtures":
            title = "Fixtures and results"
            rows = []
            for i, opponent in enumerate(rng.sample(CLUB_OPPONENTS, len(CLUB_OPPONENTS))):
                played = i < 5
                score = f"{rng.randint(0, 4)}-{rng.randint(0, 4)}" if played else "3pm"
                link = ('<a href="/news/first-team/match-report">Report</a>' if played
                        else '<a href="/tickets">Tickets</a>')
                rows.append(f'<tr class="fixture{" fixture--result" if played else ""}"><td>{LONG_DAYS[rng.randint(0, 6)][:3]} '
                            f'{rng.randint(1, 28)} {SHORT_MONTHS[rng.randint(0, 11)]}</td><td>{rng.choice(("League One", "League One", "FA Cup", "EFL Trophy"))}'
                            f'</td><td>{opponent}</td><td>{rng.choice(("H", "A"))}</td><td>{score}</td><td>{link}</td></tr>')
            main = (f'<h1>{title}</h1><div class="tabs"><a class="tab tab--active" href="/teams/first-team/fixtures">First '
                    f'team</a> <a class="tab" href="/teams/women/fixtures">Women</a> <a class="tab" href="/teams/academy/'
                    f'fixtures">Academy</a></div><table class="fixtures-table"><thead><tr><th>Date</th><th>Competition</th>'
                    f'<th>Opponent</th><th>H/A</th><th>Result / KO</th><th></th></tr></thead><tbody>{"".join(rows)}</tbody>'
                    f'</table><p class="note">All fixtures are subject to change for television coverage. Add the '
                    f'fixtures to your calendar: <a href="/teams/first-team/fixtures.ics">download</a>.</p>')
            declared = {"@type": "ItemList", "name": title, "numberOfItems": len(rows)}
        elif kind == "squad":
            title = "First team squad"
            groups = []
            for position in ("Goalkeeper", "Defender", "Midfielder", "Forward"):
                cards = "".join(f'<li class="player-card"><a href="/teams/first-team/players/{slug(n)}"><span class="player-'
                                f'card__number">{number}</span><img src="/assets/players/{slug(n)}.png" alt=""><span class='
                                f'"player-card__name">{n}</span></a></li>' for n, pos, number in CLUB_PLAYERS if pos == position)
                groups.append(f'<h2>{position}s</h2><ul class="player-grid">{cards}</ul>')
            main = (f'<h1>{title}</h1><p class="squad-intro">Manager: Steve Rourke. Assistant manager: Neil Haworth.</p>'
                    f'{"".join(groups)}<h2>Out on loan</h2><ul class="loans"><li>Reece Allan (Brackley Vale)</li><li>Kofi '
                    f'Mensah (Port Ellis)</li></ul>')
        elif kind == "tickets":
            title = "Tickets"
            matches = "".join(f'<div class="ticket-match"><h3>Ashvale Rovers v {o}</h3><p>{LONG_DAYS[rng.randint(0, 6)]} '
                              f'{rng.randint(1, 28)} {LONG_MONTHS[rng.randint(0, 11)]}, {rng.choice(("3pm", "7.45pm", "12.30pm"))}'
                              f'</p><p class="availability">{rng.choice(("On sale to members", "General sale", "Sold out: returns only"))}'
                              f'</p><a class="btn" href="https://tickets.ashvalerovers.example/{slug(o)}">Buy tickets</a></div>'
                              for o in rng.sample(CLUB_OPPONENTS, 4))
            prices = "".join(f"<tr><td>{c}</td><td>\u00a3{a}</td><td>\u00a3{b}</td></tr>" for c, a, b in (
                ("Adult", 28, 24), ("Over 65", 20, 17), ("18 to 21", 18, 15), ("Under 18", 10, 8), ("Under 11", 5, 5)))
            main = (f'<h1>{title}</h1><div class="ticket-matches">{matches}</div><h2>Prices</h2><table class="prices"><tr><th>'
                    f'</th><th>Category A</th><th>Category B</th></tr>{prices}</table><h2>Ticket office</h2><p>The ticket '
                    f'office at Cinder Lane is open Monday to Friday from 9am to 5pm, and on matchdays from 10am until '
                    f'kick-off. Call 01632 960 883 or email tickets@ashvalerovers.example.</p><p>Supporters with '
                    f'disabilities can book accessible seating and a free carer\'s ticket through the ticket office.</p>')
        elif kind == "episode":
            story = self.story()
            show, word = rng.choice(POD_SHOWS)
            number = rng.randint(12, 240)
            url = f"/shows/{slug(show)}/episodes/{number}-{slug(story.title)}"
            title = story.title
            minutes = rng.randint(24, 71)
            chapters = "".join(f'<li><button class="chapter" data-t="{m * 60}">{m:02d}:{rng.randint(0, 59):02d}</button> '
                               f'{esc(words(s.title, 6).rstrip("."))}</li>'
                               for m, s in zip(sorted(rng.sample(range(1, minutes), 4)), (self.story() for _ in range(4))))
            host, producer = rng.sample(AUTHORS, 2)
            main = (f'<div class="episode"><a class="episode__show" href="/shows/{slug(show)}">{esc(show)}</a><h1 class='
                    f'"episode__title">{esc(title)}</h1><p class="episode__meta">Episode {number} \u00b7 {_date(rng)[1]} '
                    f'\u00b7 {minutes} min</p><div class="player"><audio controls preload="none" src="https://audio.'
                    f'lanternfish.example/{slug(show)}/{number}.mp3"></audio><button class="player__speed">1x</button> '
                    f'<a class="player__download" href="https://audio.lanternfish.example/{slug(show)}/{number}.mp3" '
                    f'download>Download</a></div><div class="episode__notes"><p>'
                    f'{esc(words(story.paragraphs[0], rng.randint(30, 60)))}</p></div><h2>Chapters</h2><ol class="chapters">'
                    f'{chapters}</ol><p class="credits">Hosted by {host}. Produced by {producer}. Sound design by Ines '
                    f'Carvalho.</p><a class="episode__transcript" href="{url}/transcript">Read the transcript</a><h2>More '
                    f'from {esc(show)}</h2>{self.teasers(rng.randint(3, 5), (0, 0))}</div>')
        else:  # show: a show's page with its episodes
            show, word = rng.choice(POD_SHOWS)
            url = f"/shows/{slug(show)}"
            title = show
            items = []
            for number, story in enumerate((self.story() for _ in range(rng.randint(8, 12))), start=rng.randint(40, 90)):
                link = f"{url}/episodes/{number}-{slug(story.title)}"
                items.append(f'<li class="episode-row"><span class="episode-row__number">{number}</span><h3><a href="'
                             f'{link}">{esc(story.title)}</a></h3><p>{esc(words(story.paragraphs[0], rng.randint(12, 24)))}'
                             f'</p><span class="episode-row__meta">{_date(rng)[1]} \u00b7 {rng.randint(20, 70)} min</span>'
                             f'<button class="episode-row__play" aria-label="Play">Play</button></li>')
            main = (f'<div class="show-hero"><img src="https://art.lanternfish.example/shows/{slug(show)}/1400.jpg" alt=""><h1>'
                    f'{esc(show)}</h1><p class="show-hero__host">With {rng.choice(AUTHORS)}</p><p class="show-hero__desc">'
                    f'A new episode every {rng.choice(("Monday", "Wednesday", "Friday"))}.</p><div class="subscribe-links">'
                    f'<a href="https://podcasts.apple.example/{slug(show)}">Apple Podcasts</a> <a href="https://open.'
                    f'spotify.example/{slug(show)}">Spotify</a> <a href="/shows/{slug(show)}/rss">RSS</a></div></div><h2>'
                    f'Episodes</h2><ol class="episode-list" reversed>{"".join(reversed(items))}</ol>{self.pager(url, 1)}')
            declared = {"@type": "PodcastSeries", "name": show, "webFeed": f"https://www.lanternfish.example{url}/rss"}
        notes = re.search(r'<div class="episode__notes"><p>(.*?)</p>', main)
        return url, self.page(title, kind, main, html.unescape(notes.group(1)) if notes else "", declared=declared)

    # Records and threads.

    def record(self, kind: str) -> tuple[str, str]:
        make = {"recipe": self.recipe, "wiki": self.wiki, "thread": self.thread, "holiday": self.holiday,
                "results": self.results, "eventpage": self.event_page, "impressum": self.impressum}[kind]
        title, main, declared = make()
        if self.t.lang == "fr" and kind == "impressum":
            main, title = main.replace("<h1>Impressum</h1>", f"<h1>{FR_TITLES['Impressum']}</h1>"), FR_TITLES["Impressum"]
        if self.t.name == "shopify" and kind in ("holiday", "eventpage"):  # sold as products: the theme's Product
            declared = {"@type": "Product", "name": title, "brand": {"@type": "Brand", "name": self.t.site},
                        "offers": {"@type": "Offer", "priceCurrency": "GBP", "price": f"{self.rng.randint(12, 240)}.00",
                                   "availability": "http://schema.org/InStock"}}
        elif kind != "recipe" and (not self.t.jsonld or self.t.name in RECORDS_UNDECLARED):
            # A recipe declares by its plugin, the rest by the template's habit.
            declared = None
        return self.url(kind, Story(title, ())), self.page(title, kind, main, declared=declared)

    def recipe(self) -> tuple[str, str, dict[str, object] | None]:
        rng = self.rng
        name, intro, ingredients, steps = rng.choice(RECIPES)
        style = RECIPE_MARKUP[self.t.name]
        german = "ä" in " ".join(steps) or "ü" in " ".join(steps)
        heads = ("Zutaten", "Zubereitung") if german else ("Ingredients", "Method")
        prop = (lambda p: f' itemprop="{p}"') if style == "microdata" else (lambda p: "")  # noqa: E731
        card = ' class="wprm-recipe-container recipe-card"' if style == "jsonld" else ' class="recipe"'
        ingredient_class = ' class="wprm-recipe-ingredient"' if style == "jsonld" else ""
        scope = ' itemscope itemtype="https://schema.org/Recipe"' if style == "microdata" else ""
        facts = "".join(f"<li><strong>{k}</strong> {v}</li>" for k, v in RECIPE_FACTS)
        iso, shown = _date(rng)
        main = (f'<article class="post"><h1 class="entry-title"{prop("name")}>{esc(name)}</h1>'
                f'<p class="byline">By {rng.choice(AUTHORS)}, {shown}</p>'
                + "".join(f"<p>{esc(s)}</p>" for s in fill(rng, intro, rng.randint(2, len(intro)), self.t.site))
                + f'<div{card}{scope}><h2>{esc(name)}</h2><ul class="recipe-facts">{facts}</ul>'
                f'<h3>{heads[0]}</h3><ul class="ingredients">'
                + "".join(f"<li{ingredient_class}{prop('recipeIngredient')}>{esc(i)}</li>" for i in ingredients)
                + f'</ul><h3>{heads[1]}</h3><ol class="instructions"{prop("recipeInstructions")}>'
                + "".join(f"<li>{esc(step)}</li>" for step in steps)
                + '</ol><button class="print-recipe">Print recipe</button></div>'
                f'<section class="comments"><h2>{rng.randint(2, 40)} comments</h2></section></article>')
        declared = None
        if style == "jsonld":
            recipe = {"@type": "Recipe", "name": name, "datePublished": iso, "recipeIngredient": list(ingredients),
                      "recipeInstructions": [{"@type": "HowToStep", "text": step} for step in steps]}
            # A site that types its pages types the post around the recipe too (as SEO plugins write a graph).
            post = declared_type(self.t, "long") if self.t.jsonld else None
            declared = ({"@graph": [{"@type": post, "headline": name, "datePublished": iso,
                                     "author": {"@type": "Person", "name": rng.choice(AUTHORS)}}, recipe]}
                        if post and post.endswith("Article") else recipe)
        return name, main, declared

    def wiki(self) -> tuple[str, str, dict[str, object] | None]:
        rng = self.rng
        term, definition = rng.choice(WIKI_TERMS)
        story = self.story()
        linked = lambda text: re.sub(r"\b([A-Z][a-z]{4,})\b", r'<a href="/wiki/\1">\1</a>', esc(text))  # noqa: E731
        sections = "".join(
            f'<h2><span class="mw-headline">{i + 1} {heading}</span> <span class="edit">[<a href="#edit">edit</a>]'
            f'</span></h2><p>{linked(paragraph)}</p>'
            for i, (heading, paragraph) in enumerate(zip(WIKI_SECTIONS, story.paragraphs[:rng.randint(2, 4)])))
        infobox = "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in (
            ("Type", rng.choice(("Concept", "Technology", "System"))), ("First described", str(rng.randint(1850, 1990))),
            ("Related", f'<a href="/wiki/{slug(rng.choice(WIKI_TERMS)[0])}">{rng.choice(WIKI_TERMS)[0]}</a>')))
        see_also = "".join(f'<li><a href="/wiki/{slug(t)}">{t}</a></li>' for t, _ in rng.sample(WIKI_TERMS, 3))
        main = (f'<div class="entry"><h1 class="firstHeading">{esc(term)}</h1><div class="siteSub">From the '
                f'{esc(self.t.site)} glossary</div><table class="infobox">{infobox}</table><p><b>{esc(term)}</b> '
                f'{linked(definition.split(" ", len(term.split()))[-1])}</p><div class="toc"><h2>Contents</h2><ol>'
                + "".join(f"<li><a href=\"#{h}\">{h}</a></li>" for h in WIKI_SECTIONS[:4])
                + f'</ol></div>{sections}<h2>See also</h2><ul>{see_also}</ul><h2>References</h2><ol class="references">'
                + "".join(f"<li>{rng.choice(AUTHORS)} ({rng.randint(1990, 2023)}). <a href=\"#\">{esc(s.title)}</a>.</li>"
                          for s in (self.story() for _ in range(rng.randint(3, 6))))
                + "</ol></div>")
        return term, main, None

    def thread(self) -> tuple[str, str, dict[str, object] | None]:
        rng = self.rng
        story = self.story()
        users = [f"{a.split()[0].lower()}{rng.randint(1, 99)}" for a in AUTHORS]
        first = words(story.paragraphs[0], rng.randint(40, 90))
        posts = [(rng.choice(users), first)] + [(rng.choice(users), r) for r in rng.sample(REPLIES, rng.randint(5, 10))]
        rows = "".join(
            f'<article class="message" id="post-{rng.randint(10000, 99999)}"><div class="message-user">'
            f'<a class="username" href="/members/{user}">{user}</a><span class="posts">Posts: {rng.randint(1, 900)}</span>'
            f'</div><div class="message-body"><time>{_date(rng)[1]}</time><div class="bbWrapper">{esc(text)}</div>'
            f'</div><div class="message-actions"><a href="#">Quote</a> <a href="#">Reply</a> <a href="#">Like</a>'
            f'</div></article>\n' for user, text in posts)
        title = story.title
        main = (f'<div class="thread"><h1 class="p-title">{esc(title)}</h1><p class="thread-meta">Discussion in '
                f'\'{rng.choice(SECTIONS)}\' started by {posts[0][0]}, {_date(rng)[1]}</p>{rows}'
                f'{self.pager(self.url("thread", story), 1)}<form class="quick-reply"><textarea></textarea>'
                f'<button>Post reply</button></form></div>')
        return title, main, {"@type": RECORD_TYPES["thread"], "headline": title, "text": first}

    def holiday(self) -> tuple[str, str, dict[str, object] | None]:
        rng = self.rng
        name, description, features = rng.choice(HOLIDAY)
        german = "Schlafzimmer" in features[0]
        night = "pro Nacht" if german else "per night"
        prices = "".join(f"<tr><td>{season}</td><td>{price + rng.randint(0, 20)},00 € {night}</td></tr>"
                         for season, price in SEASONS)
        main = (f'<div class="property"><h1>{esc(name)}</h1><div class="gallery"><img src="/img/h1.jpg" alt="">'
                f'<img src="/img/h2.jpg" alt=""></div>' + "".join(f"<p>{esc(s)}</p>" for s in description)
                + '<ul class="features">' + "".join(f"<li>{esc(f)}</li>" for f in features)
                + f'</ul><h2>{"Preise" if german else "Prices"}</h2><table class="prices">{prices}</table>'
                f'<form class="booking"><label>{"Anreise" if german else "Arrival"} <input type="date"></label>'
                f'<label>{"Abreise" if german else "Departure"} <input type="date"></label>'
                f'<button>{"Jetzt anfragen" if german else "Check availability"}</button></form></div>')
        return name, main, {"@type": RECORD_TYPES["holiday"], "name": name,
                            "priceRange": f"{SEASONS[0][1]}-{SEASONS[-1][1]} EUR"}

    def results(self) -> tuple[str, str, dict[str, object] | None]:
        rng = self.rng
        matchday = rng.randint(3, 30)
        teams = list(TEAMS)
        rng.shuffle(teams)
        games = "".join(f"<tr><td>{home}</td><td>{rng.randint(0, 4)}:{rng.randint(0, 4)}</td><td>{away}</td></tr>"
                        for home, away in zip(teams[::2], teams[1::2]))
        table = "".join(f"<tr><td>{i + 1}</td><td>{team}</td><td>{matchday}</td><td>{rng.randint(-10, 20)}</td>"
                        f"<td>{rng.randint(5, 60)}</td></tr>" for i, team in enumerate(rng.sample(TEAMS, len(TEAMS))))
        title = rng.choice((f"Results, matchday {matchday}", "League table and results", f"Ergebnisse, {matchday}. Spieltag"))
        main = (f'<div class="results"><h1>{esc(title)}</h1><h2>Matchday {matchday}</h2><table class="fixtures">{games}'
                f'</table><h2>Table</h2><table class="standings"><tr><th>#</th><th>Team</th><th>P</th><th>GD</th>'
                f'<th>Pts</th></tr>{table}</table><p class="updated">Updated {rng.randint(1, 59)} minutes ago</p></div>')
        return title, main, {"@type": RECORD_TYPES["results"], "name": title}

    def event_page(self) -> tuple[str, str, dict[str, object] | None]:
        rng = self.rng
        story = self.story()
        title = words(story.title, 7).rstrip(".")
        iso, shown = _date(rng)
        main = (f'<div class="event-detail"><h1>{esc(title)}</h1><ul class="event-facts"><li>{shown}, '
                f'{rng.randint(6, 9)}pm</li><li>{rng.choice(PLACES)}</li><li>Tickets £{rng.randint(5, 25)}</li></ul>'
                + "".join(f"<p>{esc(s)}</p>" for s in fill(rng, EVENT_BLURB, rng.randint(2, 3), self.t.site))
                + f'<a class="button tickets" href="/tickets">Book now</a><h2>More events</h2>'
                f'{self.teasers(rng.randint(3, 5), (0, 0))}</div>')
        return title, main, {"@type": RECORD_TYPES["eventpage"], "name": title, "startDate": iso,
                             "location": {"@type": "Place", "name": rng.choice(PLACES)}}

    def impressum(self) -> tuple[str, str, dict[str, object] | None]:
        lines = fill(self.rng, IMPRESSUM, len(IMPRESSUM), self.t.site)
        main = '<div class="page legal"><h1>Impressum</h1>' + "".join(f"<p>{esc(s)}</p>" for s in lines) + "</div>"
        return "Impressum", main, None


def write(stories: list[Story], out: Path) -> dict[str, dict[str, dict[str, str]]]:
    if out.exists():
        for folder in out.iterdir():
            if folder.is_dir():
                shutil.rmtree(folder)
    labels: dict[str, dict[str, dict[str, str]]] = {}
    for number, template in enumerate(TEMPLATES):
        # A template of session 32 or later is seeded by its name: templates added beside it elsewhere leave it as it is.
        seed = f"{SEED}-{template.name}" if template.name in PROSE_TEMPLATES + SEALED33 else SEED * 100 + number
        site = Site(template, stories, random.Random(seed))
        folder = out / template.name
        folder.mkdir(parents=True)
        pages: dict[str, dict[str, str]] = {}
        plan = ([("article", k, n) for k, n in ARTICLE_KINDS.items()] + [("articleList", k, n) for k, n in LIST_KINDS.items()]
                + [("other", k, n) for k, n in OTHER_KINDS.items()] + [("other", k, n) for k, n in RECORD_KINDS.items()])
        extra = len(plan)
        if template.name in EXTRA_TEMPLATES:
            plan += list(EXTRA_KINDS)
        newer = len(plan)
        plan += list(NEW_KINDS.get(template.name, ()))
        written: dict[str, int] = {}
        for step, (page_type, kind, count) in enumerate(plan):
            for _ in range(count):
                i = written.get(kind, 0)
                written[kind] = i + 1
                make = (site.article if page_type == "article" else site.listing if page_type == "articleList"
                        else site.record if kind in RECORD_KINDS else site.other)
                if step >= newer:
                    make = site.company
                elif step >= extra:
                    make = {"opinion": site.column, "liveblog": site.column, "signin": site.subscribe,
                            "archive": site.paged}[kind]
                url, markup = make(kind)
                for _ in range(MAX_TRIES):  # a URL given twice would serve one of the pages only
                    if url not in {p["url"] for p in pages.values()}:
                        break
                    url, markup = make(kind)
                else:
                    raise ValueError(f"{template.name}: no new URL for a {kind} page")
                name = f"{kind}-{i + 1}.html"
                (folder / name).write_text(markup, encoding="utf-8")
                pages[name] = {"url": url, "type": page_type, "kind": kind}
        for page_type, kind, text, url in PROSE_KINDS.get(template.name, ()):
            i = written.get(kind, 0)
            written[kind] = i + 1
            name = f"{kind}-{i + 1}.html"
            (folder / name).write_text(site.prose(kind, text, url), encoding="utf-8")
            pages[name] = {"url": url, "type": page_type, "kind": kind}
        labels[template.name] = pages
    document = {"note": LICENCE_NOTE, "held_out": list(HELD_OUT), "sealed": list(SEALED), "templates": labels,
                "trained": list(TRAINED_SINCE)}
    (out / "labels.json").write_text(json.dumps(document, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return labels


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args()
    labels = write(read_stories(args.corpus), args.out)
    print(f"{sum(len(p) for p in labels.values())} pages in {len(labels)} templates written to {args.out}")


if __name__ == "__main__":
    main()
