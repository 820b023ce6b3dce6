"""A fifth fresh split of the body suite (fresh-5): six more kinds of news sites, written before the rules they test.

Written, with the strings their bodies must and must not hold, and committed
before the extractor was ever run on them (session 28): their first run is a
held-out figure (tests/extraction/test_body_suite.py pins its failures), not a
target to tune to. Each layout imitates a family of 2019-2023 templates none
of the suite's other layouts does: a US metro daily on a headless CMS (block
class names, a "Read more:" interstitial, an "ADVERTISEMENT" label, a photo
credit in parentheses, an embedded post, a newsletter sign-up, a closing
author line and a "Most read" list); a UK tabloid (bullet summary, "Read
More" lines in capitals, captions and credits set apart, "RELATED ARTICLES",
a share bar with counts, a pull quote set as a heading and the next story
appended); a German regional paper whose CMS renders with hashed style class
names (words with soft hyphens, "Artikel anhören", a lead paragraph set apart,
"Lesen Sie auch", a "Mehr zum Thema" rail); a French daily ("Publié le ... mis
à jour", "Lire aussi :", "Article réservé aux abonnés", "Partager", a
newsletter box, "Sur le même sujet"); a sports site's match report with a live
score widget, line-ups and a bold introduction; and a tech magazine's review
with affiliate price boxes, a rating, a story list of links to the makers'
documents, "Related:" lines and an author bio.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from .fresh import FRESH_STORIES
from .fresh3 import FRESH3_STORIES
from .fresh4 import FRESH4_STORIES
from .layouts import Page, footer, head, items, nav, pages_of, paras
from .stories import STORIES, Story

Fresh5Layout = Callable[[Story], Page]

SHY = "\u00ad"

FRESH5_STORIES = (
    Story(
        "bus-lanes", "en",
        "City to paint red bus lanes on four corridors after pilot cut commute times",
        "A six-month trial on Halsted Avenue shaved nine minutes off the average trip. Business owners are not all convinced.",
        "Renata Okafor", "2021-09-14T05:00:00-05:00", "September 14, 2021 at 5:00 a.m. CDT",
        ("Buses on four of the city's busiest corridors will get lanes of their own by next summer, transit "
         "officials said Monday, after a six-month trial on Halsted Avenue cut the average trip by nine minutes.",
         "The red-painted lanes will run along Ashland, Western, Pulaski and 79th Street, about 23 miles in all, "
         "and will be reserved for buses and bicycles from 7 a.m. to 7 p.m. on weekdays.",
         "During the pilot, ridership on the Halsted route rose by 14 percent, and complaints about bunching, "
         "when two or three buses arrive at once after a long gap, fell by more than half, the transit authority said.",
         "Not everyone is persuaded. Owners of several shops along Western Avenue said the loss of curbside parking "
         "during the day would drive away customers who cannot easily reach them any other way.",
         "\u201cWe are asking people to give up a parking space so that forty people on a bus can get to work on "
         "time,\u201d said Dolores Trevi\u00f1o, the authority's head of planning. \u201cThat trade is worth making.\u201d",
         "The authority will hold four public meetings in October, one on each corridor, before the city council "
         "votes on the plan in December. Painting would begin in April if the council approves it."),
        "What changes for riders",
        ("buses every six minutes at rush hour;",
         "all-door boarding at the busiest stops;",
         "new shelters with arrival screens."),
        "A bus travels along the red lane on Halsted Avenue during the pilot in June.",
        "(Marisol Decker / Staff Photographer)", "Transportation"),
    Story(
        "cup-replay", "en",
        "Late Ossai header sends Harbury through after extra-time thriller",
        "The League Two side came from behind twice to knock out their Championship visitors.",
        "Tom Ellery", "2022-01-08T17:45:00+00:00", "8 January 2022",
        ("Kelechi Ossai headed in a corner three minutes from the end of extra time as Harbury Town came from "
         "behind twice to beat Championship side Westmere 3-2 and reach the fourth round of the cup for the first time.",
         "Westmere had gone ahead after eleven minutes when Jonny Laird turned in a low cross at the near post, and "
         "for most of the first half the visitors passed the ball around their hosts with ease.",
         "Harbury's equaliser came against the run of play. Leon Pryce won the ball on halfway, ran at the retreating "
         "defence and curled a shot into the top corner from twenty-five yards just before the interval.",
         "Laird restored Westmere's lead from the penalty spot on the hour, but Harbury kept pressing, and substitute "
         "Dan Whitlow bundled in the rebound after the goalkeeper parried a header from a free-kick.",
         "Manager Carla Benning praised her side's nerve. \u201cWe were second best for an hour and we kept going,\u201d "
         "she said. \u201cThe supporters carried us through extra time. That goal is for them.\u201d",
         "Harbury will learn their fourth-round opponents when the draw is made on Monday evening. The club said "
         "tickets for the next home tie would go on sale to season ticket holders first."),
        "How the goals went in",
        ("Laird's tap-in from a low cross;",
         "Pryce's long-range shot before half-time;",
         "Ossai's header from a corner in the 117th minute."),
        "Kelechi Ossai celebrates his winning goal in front of the home supporters.",
        "Photo: Getty Images", "Football"),
    Story(
        "laptop-review", "en",
        "The Corvid Air 14 is the thin laptop that finally lasts all day",
        "A brilliant battery and a quiet fan, held back by a dim screen and too few ports.",
        "Priya Nandakumar", "2023-05-02T13:00:00+00:00", "May 2, 2023",
        ("For years the trade-off with thin laptops has been the same: you get a machine that slips into any bag, "
         "and you carry its charger everywhere. The Corvid Air 14 is the first one I have tested that breaks it.",
         "In our standard battery test, which loops web pages and video at a fixed brightness, it ran for 17 hours "
         "and 40 minutes. In a week of ordinary work I charged it twice, both times out of habit rather than need.",
         "That endurance comes from a new low-power processor that Corvid designed itself. It is not the fastest "
         "chip in this class, but it stays cool, and the single fan rarely spins up enough to be heard.",
         "The keyboard is excellent, with deep travel and a firm bottom, and the glass trackpad is large and "
         "accurate. The speakers are loud for a machine this size, though voices sound a little thin.",
         "The screen is the weak point. At its brightest it is comfortable indoors but hard to read in sunshine, "
         "and its colours look washed out next to the panels on rivals that cost about the same.",
         "There are also only two USB-C ports, both on the left side, and no card reader. If you can live with a "
         "dongle and a desk by the window, this is the thin laptop I would buy with my own money."),
        "What we liked",
        ("battery life of more than seventeen hours;",
         "a quiet, cool processor;",
         "one of the best keyboards on any laptop."),
        "The Corvid Air 14 is 11 millimetres thick and weighs 1.1 kilograms.",
        "Photo by Dana Whitcombe / Gadgetry", "Reviews"),
    Story(
        "stadtwerke-waerme", "de",
        "Fernwärme für die Nordstadt: Stadtwerke verlegen vier Kilometer neue Leitungen",
        "Bis 2026 sollen rund 1.800 Wohnungen an das Netz angeschlossen werden. Anwohner müssen mit Baustellen rechnen.",
        "Lena Brockhaus", "2022-03-23T06:00:00+01:00", "23.03.2022",
        ("Die Stadtwerke wollen die Nordstadt in den kommenden vier Jahren an das Fernwärmenetz anschließen. "
         "Rund 1.800 Wohnungen sollen dann nicht mehr mit Gas oder Öl, sondern mit Abwärme aus dem Heizkraftwerk heizen.",
         "Dafür müssen etwa vier Kilometer neue Leitungen verlegt werden. Die Arbeiten beginnen im Mai an der "
         "Bergstraße und sollen abschnittsweise erfolgen, damit nie mehr als zwei Straßen gleichzeitig gesperrt sind.",
         "Die Kosten beziffern die Stadtwerke auf knapp 31 Millionen Euro. Ein Drittel davon übernimmt der Bund "
         "aus einem Förderprogramm für effiziente Wärmenetze, den Rest finanziert das Unternehmen selbst.",
         "Für die Eigentümer ist der Anschluss freiwillig. Wer sich bis Ende des Jahres entscheidet, zahlt nach "
         "Angaben der Stadtwerke keinen Baukostenzuschuss, spätere Anschlüsse sollen dagegen mehrere tausend Euro kosten.",
         "Bei einer ersten Informationsveranstaltung im Gemeindezentrum war der Saal voll. Viele Anwohner fragten "
         "nach den Preisen, die die Stadtwerke noch nicht nennen wollten, weil sie von den Energiemärkten abhängen.",
         "Weitere Termine sind für April geplant. Die Stadtwerke bieten außerdem Hausbesuche an, bei denen "
         "Techniker prüfen, ob sich ein Gebäude für den Anschluss eignet und wo die Übergabestation stehen könnte."),
        "Was Eigentümer wissen müssen",
        ("Der Anschluss ist freiwillig.",
         "Bis Jahresende entfällt der Baukostenzuschuss.",
         "Die Stadtwerke prüfen jedes Gebäude kostenlos."),
        "Bauarbeiter verlegen an der Bergstraße die ersten Rohre für das neue Wärmenetz.",
        "Foto: Jens Hartwig", "Lokales"),
    Story(
        "cantine-bio", "fr",
        "À Villeneuve-sur-Orge, la cantine scolaire passe au tout bio et local",
        "La commune a repris en régie la restauration de ses six écoles. Le prix du repas n'a pas augmenté.",
        "Claire Morvan", "2021-03-12T06:30:00+01:00", "12 mars 2021",
        ("Depuis la rentrée de janvier, les 1 400 élèves des six écoles de Villeneuve-sur-Orge mangent à la "
         "cantine des repas préparés sur place, avec des produits issus de l'agriculture biologique et cultivés dans le département.",
         "La commune a mis fin au contrat qui la liait depuis quinze ans à une société de restauration collective "
         "et a embauché neuf cuisiniers. Les repas sont désormais préparés chaque matin dans la cuisine centrale rénovée.",
         "Pour tenir le budget, la municipalité a réduit le gaspillage. Les portions sont ajustées selon l'âge des "
         "enfants, et le pain est servi à la demande. Les restes jetés ont diminué de moitié en deux mois.",
         "Les maraîchers de la vallée livrent les légumes deux fois par semaine. Un éleveur de Lardy fournit les "
         "yaourts, et une minoterie de la Beauce la farine utilisée pour les gâteaux du vendredi.",
         "« Les enfants mangent davantage de légumes qu'avant, et ils savent d'où ils viennent », explique "
         "Nadia Berthier, adjointe chargée de l'éducation. Le prix facturé aux familles reste fixé selon le quotient familial.",
         "D'autres communes du département ont déjà demandé à visiter la cuisine centrale. La mairie prévoit de "
         "publier au printemps un bilan détaillé des coûts pour aider celles qui voudraient suivre le même chemin."),
        "Ce qui a changé dans les assiettes",
        ("des légumes livrés deux fois par semaine ;",
         "du pain servi à la demande ;",
         "un repas végétarien chaque mardi."),
        "Des élèves de l'école Jules-Ferry lors du déjeuner, le 8 mars 2021.",
        "Thomas Lemaire / AFP", "Société"),
    Story(
        "velo-cargo", "fr",
        "Strasbourg prête des vélos-cargos aux familles pour un mois",
        "L'Eurométropole veut convaincre les parents de laisser la voiture pour le trajet de l'école.",
        "Julien Keller", "2022-09-20T07:00:00+02:00", "20 septembre 2022",
        ("L'Eurométropole de Strasbourg lance un service de prêt de vélos-cargos destiné aux familles. Pendant un "
         "mois, pour vingt euros, les parents peuvent emprunter un vélo capable de transporter deux enfants.",
         "Cent vingt vélos à assistance électrique sont disponibles dès cette semaine dans trois points de retrait, "
         "à la gare, à l'Esplanade et au Neudorf. Les réservations se font en ligne et les premiers créneaux sont déjà pris.",
         "La collectivité espère que l'essai incitera les familles à acheter leur propre vélo. Une aide pouvant "
         "atteindre mille euros est proposée aux ménages modestes qui franchissent le pas après le prêt.",
         "Une première expérience, menée au printemps avec trente familles, a donné des résultats encourageants. "
         "Un tiers des participants ont acheté un vélo-cargo dans les trois mois qui ont suivi la fin du prêt.",
         "« Le plus dur, c'est d'essayer. Une fois qu'on a fait le trajet de l'école sous la pluie sans être "
         "bloqué dans les bouchons, on ne revient pas en arrière », raconte Camille Roth, mère de deux enfants.",
         "Le service sera évalué au printemps prochain. S'il rencontre son public, l'Eurométropole prévoit "
         "d'ouvrir deux nouveaux points de retrait, à Schiltigheim et à Illkirch-Graffenstaden, à la rentrée 2023."),
        "Comment emprunter un vélo",
        ("réserver un créneau sur le site de l'Eurométropole ;",
         "présenter une pièce d'identité et un justificatif de domicile ;",
         "verser un dépôt de garantie de trois cents euros."),
        "Un vélo-cargo électrique au point de retrait de la gare de Strasbourg.",
        "Frédéric Haas / Le Quotidien", "Mobilités"),
)


def story_must(story: Story) -> tuple[str, ...]:
    """The first, a middle and the last paragraph, the subheading and a list item."""
    return (story.paragraphs[0], story.paragraphs[2], story.paragraphs[-1], story.subhead, story.items[2])


def hyphenated(text: str) -> str:
    """``text`` escaped, with a soft hyphen in the middle of every word of ten letters or more."""
    def one(word: str) -> str:
        letters = sum(ch.isalpha() for ch in word)
        return word[:len(word) // 2] + SHY + word[len(word) // 2:] if letters >= 10 else word
    return escape(" ".join(one(word) for word in text.split(" ")))


def us_metro(story: Story) -> Page:
    """A US metro daily on a headless CMS: block class names (``b-``, ``c-``), a section label and
    a "Published ... | Updated" line, a lead photo whose credit sits in parentheses, the first
    paragraph set apart with a drop cap, "Read more:" interstitial links, "ADVERTISEMENT" labels,
    an embedded post, a newsletter sign-up inside the story, a closing author line, then a "Most
    read" list and "More from Transportation" cards with summaries."""
    p = story.paragraphs
    cards = "".join(f'<div class="c-card"><a href="/news/transportation/2021/09/1{i}/{i}-x/"><h3 class="c-card__headline">'
                    f'{escape(h)}</h3></a><p class="c-card__description">{escape(s)}</p><time>Sept. 1{i}, 2021</time></div>'
                    for i, (h, s) in enumerate(METRO_CARDS))
    most = "".join(f'<li class="most-read__item"><a href="/news/2021/09/{i}/mr/">{escape(h)}</a></li>'
                   for i, (h, _) in enumerate(METRO_CARDS))
    html = head(story, "The Lakeshore Tribune") + f"""<body><div id="fusion-app" class="layout-wrapper">
<header class="b-header-nav-chain"><a class="b-header-nav-chain__logo" href="/">The Lakeshore Tribune</a>{nav('en')}
<a class="b-header-nav-chain__subscribe" href="/subscribe/">Subscribe for $1</a></header>
<main class="b-right-rail"><div class="b-right-rail__main">
<div class="b-overline"><a class="b-overline__link" href="/news/transportation/">{story.kicker}</a></div>
<h1 class="b-headline">{escape(story.headline)}</h1>
<h2 class="b-subheadline">{escape(story.dek)}</h2>
<div class="b-byline">By <a href="/people/renata-okafor/">{story.author}</a></div>
<div class="b-date">Published {story.date_text} | Updated September 14, 2021 at 11:20 a.m. CDT</div>
<div class="b-share-bar"><a href="#">Share on Facebook</a><a href="#">Share on Twitter</a><a href="#">Email</a></div>
<figure class="c-media-item"><img src="/resizer/{story.slug}.jpg" alt="">
<figcaption class="c-media-item__fig-caption"><span class="c-media-item__caption">{escape(story.caption)}</span>
<span class="c-media-item__credit">{escape(story.credit)}</span></figcaption></figure>
<article class="b-article-body">
<p class="c-paragraph c-paragraph--dropcap">{escape(p[0])}</p>
<p class="c-paragraph">{escape(p[1])}</p>
<p class="c-interstitial-link"><b>Read more:</b> <a href="/news/transportation/2021/08/30/ventra/">{escape(METRO_CARDS[0][0])}</a></p>
<div class="c-ad c-ad--inline"><p class="c-ad__label">ADVERTISEMENT</p><div id="arcad-1"></div></div>
<p class="c-paragraph">{escape(p[2])}</p>
<blockquote class="twitter-tweet"><p lang="en" dir="ltr">{escape(METRO_TWEET)}</p>&mdash; Lakeshore Transit (@LakeshoreTransit)
<a href="https://twitter.com/LakeshoreTransit/status/1437">September 13, 2021</a></blockquote>
<p class="c-paragraph">{escape(p[3])}</p>
<h2 class="c-heading">{escape(story.subhead)}</h2>
{items(story)}
<div class="c-newsletter-signup"><h3>The Daily Commute</h3><p>Get the transit news that matters, every weekday morning.</p>
<form><input type="email" name="email" placeholder="Email address"><button>Sign up</button></form>
<p class="c-newsletter-signup__legal">By signing up you agree to our Terms of Service.</p></div>
{paras(p[4:])}
<p class="c-paragraph"><i>{story.author} covers transportation for the Tribune. Reach her at rokafor@lakeshoretribune.example.com.</i></p>
<p class="c-interstitial-link"><b>Read more:</b> <a href="/news/transportation/2021/07/12/ohare/">{escape(METRO_CARDS[2][0])}</a></p>
</article>
<div class="b-more-from"><h2 class="b-more-from__title">More from {story.kicker}</h2>{cards}</div>
</div><aside class="b-right-rail__rail"><div class="most-read"><h2>Most read</h2><ol>{most}</ol></div></aside></main>
</div>{footer("The Lakeshore Tribune")}</body></html>"""
    return Page("fresh5-us-metro", html, f"https://www.lakeshoretribune.example.com/news/transportation/2021/09/14/{story.slug}/",
                story_must(story) + (p[1], METRO_TWEET),
                (story.headline, story.dek, "Published " + story.date_text, "Share on Facebook", story.caption, story.credit,
                 "Read more:", METRO_CARDS[0][0], METRO_CARDS[2][0], "ADVERTISEMENT", "(@LakeshoreTransit)",
                 "The Daily Commute", "Get the transit news", "By signing up", "covers transportation for the Tribune",
                 "More from " + story.kicker, METRO_CARDS[1][0], METRO_CARDS[1][1], "Most read"))


def uk_tabloid(story: Story, following: Story) -> Page:
    """A UK tabloid: a bullet summary under the headline, a byline row with "Published:" and
    "Updated:" times, a share bar with a count, captions and credits in paragraphs of their
    own, "READ MORE:" lines, "RELATED ARTICLES" with "Previous" / "Next", a pull quote set as a
    heading, "Share or comment on this article:", "MOST READ NEWS", and the next story appended
    below an "Up Next" divider."""
    p = story.paragraphs
    q = following.paragraphs
    related = "".join(f'<li><a href="/news/article-99{i}/x.html">{escape(h)}</a></li>' for i, h in enumerate(TABLOID_OTHERS))
    html = head(story, "Daily Courier") + f"""<body><div id="page-container">
<div class="masthead"><a href="/">Daily Courier</a>{nav('en')}</div>
<div class="article-text wide heading-tag-switch" itemprop="mainEntity">
<h2 class="headline">{escape(story.headline.upper())}</h2>
<ul class="bullet-summary"><li><strong>{escape(TABLOID_BULLETS[0])}</strong></li><li><strong>{escape(TABLOID_BULLETS[1])}</strong></li></ul>
<p class="author-section byline-plain">By <a class="author" href="/home/search.html?s=&amp;authornamef=x">{story.author.upper()} FOR THE DAILY COURIER</a></p>
<p class="byline-section"><span class="article-timestamp article-timestamp-published">Published: 08:12, 14 September 2021</span>
| <span class="article-timestamp article-timestamp-updated">Updated: 10:47, 14 September 2021</span></p>
<div class="social-share"><ul><li class="share-facebook"><a href="#">Share</a></li><li class="share-count">1.2k shares</li>
<li class="comments-count"><a href="#comments">58 comments</a></li></ul></div>
<div class="related-carousel"><h3 class="related-carousel__title">RELATED ARTICLES</h3>
<a class="related-carousel__prev" href="#">Previous</a><ul>{related}</ul><a class="related-carousel__next" href="#">Next</a></div>
<div itemprop="articleBody">
<p class="mol-para-with-font"><b>{escape(p[0])}</b></p>
<p class="mol-para-with-font">{escape(p[1])}</p>
<div class="artSplitter mol-img-group"><div class="mol-img"><img src="/i/pix/2021/09/14/{story.slug}.jpg" alt=""></div>
<p class="imageCaption mol-ss">{escape(story.caption)}</p><span class="image-credit">{escape(story.credit)}</span></div>
<p class="mol-para-with-font">{escape(p[2])}</p>
<p class="mol-para-with-font"><strong>READ MORE: <a href="/news/article-9981/x.html">{escape(TABLOID_OTHERS[0])}</a></strong></p>
<p class="mol-para-with-font">{escape(p[3])}</p>
<h3 class="mol-style-pullquote">{escape(TABLOID_QUOTE)}</h3>
<h2 class="mol-para-with-font">{escape(story.subhead)}</h2>
{items(story)}
<div class="adHolder"><span class="ad-label">Advertisement</span></div>
{paras(p[4:], "mol-para-with-font")}
</div>
<div class="article-icon-links-container"><h3 class="social-headline">Share or comment on this article:</h3>
<a href="#">Facebook</a><a href="#">Twitter</a><a href="#">WhatsApp</a></div>
<div class="puff"><h3 class="puff-title">MOST READ NEWS</h3><ul>{related}</ul></div>
</div>
<div class="up-next-divider"><span>Up Next</span></div>
<div class="article-text wide" itemprop="mainEntity">
<h2 class="headline">{escape(following.headline.upper())}</h2>
<p class="author-section byline-plain">By {following.author.upper()}</p>
<div itemprop="articleBody">{paras(q, "mol-para-with-font")}</div></div>
</div>{footer("Daily Courier")}</body></html>"""
    return Page("fresh5-uk-tabloid", html, f"https://www.dailycourier.example.co.uk/news/article-9994521/{story.slug}.html",
                story_must(story) + (TABLOID_QUOTE,),
                (story.headline.upper(), "FOR THE DAILY COURIER", "Published: 08:12", "Updated: 10:47", "1.2k shares", "58 comments",
                 "RELATED ARTICLES", TABLOID_OTHERS[1], story.caption, story.credit, "READ MORE:", TABLOID_OTHERS[0],
                 "Advertisement", "Share or comment on this article:", "MOST READ NEWS", "Up Next",
                 following.headline.upper(), q[0], q[3], q[-1]))


def german_hashed_regional(story: Story) -> Page:
    """A German regional paper whose CMS renders with hashed style class names (no class says
    what a box is): the words hyphenated with soft hyphens, a section label, the lead paragraph
    set apart in bold, an "Artikel anhören" player line, a "Quelle" credit under the photo,
    "Lesen Sie auch" teasers between the paragraphs, an "Anzeige" slot, the author's short
    line, a share row, and a "Mehr zum Thema" rail of records after the story."""
    p = story.paragraphs

    def record(i: int, kicker: str, headline: str, text: str) -> str:
        return (f'<div class="Teaserstyled__Wrapper-sc-1hx3qh-0 dLqWzu"><a class="Linkstyled__Link-sc-9k2lq-0 bXwUaT" '
                f'href="/lokales/{i}-art{i}.html"><span class="Kickerstyled__Kicker-sc-x2q-0 kQpRt">{escape(kicker)}</span>'
                f'<h3 class="Headlinestyled__Headline-sc-mm5-0 fHtzWe">{escape(headline)}</h3></a>'
                f'<p class="Textstyled__Text-sc-1cqv9mi-0 gzqhbe">{escape(text)}</p>'
                f'<span class="Datestyled__Date-sc-77x-0 cWqJdv">{14 + i}.03.2022</span></div>')
    lese = (f'<div class="Teaserstyled__Inline-sc-1hx3qh-1 eKrTvM"><span class="Kickerstyled__Kicker-sc-x2q-0 kQpRt">'
            f'Lesen Sie auch</span><a class="Linkstyled__Link-sc-9k2lq-0 bXwUaT" href="/lokales/gaspreise-art9.html">'
            f'{escape(HASHED_RECORDS[0][1])}</a></div>')
    html = head(story, "Nordstadt Anzeiger") + f"""<body><div id="__next"><div class="Pagestyled__Page-sc-5zz-0 hGvKpl">
<header class="Headerstyled__Header-sc-2qg-0 jUqLzX"><a href="/">Nordstadt Anzeiger</a>{nav('de')}</header>
<main class="Mainstyled__Main-sc-8ud-0 kMtWbn"><article class="Articlestyled__Article-sc-3vq-0 eRfDtp">
<div class="ArticleHeadstyled__Head-sc-4kd-0 cQdpNs">
<span class="ArticleHeadstyled__Kicker-sc-4kd-1 fZqYcv">{story.kicker}</span>
<h1 class="ArticleHeadstyled__Headline-sc-4kd-2 gTxZnm">{hyphenated(story.headline)}</h1>
<div class="ArticleHeadstyled__Meta-sc-4kd-3 bHcXzL"><span>{story.date_text}, 06:00 Uhr</span> <span>Lesezeit: 3 Minuten</span></div>
<div class="AudioPlayerstyled__Wrapper-sc-91a-0 dTfQkp"><button>Artikel anhören</button><span>4:12 Min.</span></div></div>
<figure class="ArticleImagestyled__Figure-sc-6nq-0 kXbRzt"><img src="/img/{story.slug}.jpg" alt="">
<figcaption class="ArticleImagestyled__Caption-sc-6nq-1 hLsQwe">{hyphenated(story.caption)} Quelle: {escape(story.credit)}</figcaption></figure>
<div class="ArticleBodystyled__Body-sc-7vn-0 jKsLpo">
<p class="Textstyled__Text-sc-1cqv9mi-0 gzqhbe Textstyled__Lead-sc-1cqv9mi-1"><strong>{hyphenated(p[0])}</strong></p>
<p class="Textstyled__Text-sc-1cqv9mi-0 gzqhbe">{hyphenated(p[1])}</p>
{lese}
<p class="Textstyled__Text-sc-1cqv9mi-0 gzqhbe">{hyphenated(p[2])}</p>
<div class="Adstyled__Slot-sc-2wq-0 aXqPn"><span>Anzeige</span></div>
<p class="Textstyled__Text-sc-1cqv9mi-0 gzqhbe">{hyphenated(p[3])}</p>
<h2 class="Subheadstyled__Subhead-sc-h2x-0 bWqLkz">{hyphenated(story.subhead)}</h2>
<ul class="Liststyled__List-sc-b1a-0 cRtHvn">{"".join(f"<li>{hyphenated(i)}</li>" for i in story.items)}</ul>
<p class="Textstyled__Text-sc-1cqv9mi-0 gzqhbe">{hyphenated(p[4])}</p>
<p class="Textstyled__Text-sc-1cqv9mi-0 gzqhbe">{hyphenated(p[5])}</p>
<p class="Textstyled__Author-sc-1cqv9mi-2 fQwErt">Von {story.author}</p></div>
<div class="ShareBarstyled__Bar-sc-3ee-0 kLmNoP"><span>Teilen:</span><a href="#">Facebook</a><a href="#">WhatsApp</a><a href="#">E-Mail</a></div>
</article>
<section class="Railstyled__Rail-sc-9pq-0 gHjKlm"><h2 class="Railstyled__Title-sc-9pq-1 zXcVbn">Mehr zum Thema</h2>
{"".join(record(i, k, h, t) for i, (k, h, t) in enumerate(HASHED_RECORDS))}</section>
</main></div></div>{footer("Nordstadt Anzeiger")}</body></html>"""
    return Page("fresh5-german-hashed-regional", html, f"https://www.nordstadt-anzeiger.example.de/lokales/{story.slug}-art4711.html",
                story_must(story) + (p[1],),
                (story.headline, "Lesezeit: 3 Minuten", "Artikel anhören", "4:12 Min.", "Quelle:", "Lesen Sie auch",
                 HASHED_RECORDS[0][1], "Anzeige", "Von " + story.author, "Teilen:", "WhatsApp", "Mehr zum Thema",
                 HASHED_RECORDS[1][1], HASHED_RECORDS[2][2], "16.03.2022", SHY))


def french_daily(story: Story) -> Page:
    """A French daily: a section label, the standfirst (chapô), "Par ..." and "Publié le ... mis à
    jour le ...", "Temps de Lecture", "Article réservé aux abonnés", "Offrir cet article" and
    "Partager", a caption ending with its credit, "Lire aussi :" catchers between the
    paragraphs, a newsletter box, a comment count, and "Sur le même sujet" teasers."""
    p = story.paragraphs
    same = "".join(f'<div class="teaser"><a class="teaser__link" href="/societe/article/2021/03/1{i}/x_{i}.html">'
                   f'<h3 class="teaser__title">{escape(h)}</h3></a><p class="teaser__desc">{escape(d)}</p></div>'
                   for i, (h, d) in enumerate(FRENCH_TEASERS))
    html = head(story, "Le Quotidien") + f"""<body class="article-page"><div class="page">
<header class="header"><a class="header__logo" href="/">Le Quotidien</a>{nav('en').replace("Home", "Accueil")}
<a class="header__subscribe" href="/abonnement/">S'abonner</a></header>
<main id="main" class="article article--content"><section class="article__header">
<p class="article__kicker"><a href="/societe/">{story.kicker}</a></p>
<h1 class="article__title">{escape(story.headline)}</h1>
<p class="article__desc">{escape(story.dek)}</p>
<div class="meta"><span class="meta__author">Par <a href="/signataires/x/">{story.author}</a></span>
<span class="meta__date">Publié le {story.date_text} à 06h30, mis à jour à 11h02</span>
<span class="meta__reading-time">Temps de Lecture 4 min.</span></div>
<p class="article__status">Article réservé aux abonnés</p>
<div class="article__toolbar"><a href="#">Offrir cet article</a> <a href="#">Partager</a> <a href="#">Ajouter à vos sélections</a></div></section>
<section class="article__wrapper"><figure class="article__media"><img src="/img/{story.slug}.jpg" alt="">
<figcaption class="article__legend">{escape(story.caption)} {escape(story.credit.upper())}</figcaption></figure>
<article class="article__content">
{paras(p[:2], "article__paragraph")}
<section class="catcher"><span class="catcher__title">Lire aussi :</span> <a class="catcher__link" href="/societe/article/2021/02/3/x.html">{escape(FRENCH_TEASERS[0][0])}</a></section>
{paras(p[2:4], "article__paragraph")}
<h2 class="article__sub-title">{escape(story.subhead)}</h2>
{items(story)}
<div class="dfp-slot"><span class="dfp__label">Publicité</span></div>
{paras(p[4:], "article__paragraph")}
<section class="catcher"><span class="catcher__title">Lire aussi :</span> <a class="catcher__link" href="/societe/article/2021/01/9/x.html">{escape(FRENCH_TEASERS[2][0])}</a></section>
</article>
<div class="newsletter-box"><p class="newsletter-box__title">Newsletter « La Matinale »</p>
<p>Chaque matin, retrouvez notre sélection de 20 articles à ne pas manquer.</p><a href="/newsletters/">S'inscrire</a></div>
<p class="comments-count"><a href="#comments">Réagir (31)</a></p>
</section>
<section class="same-subject"><h2 class="same-subject__title">Sur le même sujet</h2>{same}</section>
</main></div>{footer("Le Quotidien")}</body></html>"""
    return Page("fresh5-french-daily", html, f"https://www.lequotidien.example.fr/societe/article/2021/03/12/{story.slug}_6072.html",
                story_must(story) + (p[1],),
                (story.headline, story.dek, "Par " + story.author, "Publié le", "Temps de Lecture", "Article réservé aux abonnés",
                 "Offrir cet article", "Partager", story.caption, story.credit.upper(), "Lire aussi", FRENCH_TEASERS[0][0],
                 FRENCH_TEASERS[2][0], "Publicité", "La Matinale", "Chaque matin, retrouvez", "Réagir (31)",
                 "Sur le même sujet", FRENCH_TEASERS[1][0], FRENCH_TEASERS[1][1]))


def sports_report(story: Story) -> Page:
    """A sports site's match report: a live score widget above the story ("FT", the score, the
    scorers with minutes, "Match stats", possession), the introduction set apart in bold, a
    club's embedded post, a pull quote in an ``<aside>``, "Get the latest scores" app promo,
    line-ups in a tabbed box, "Top stories" records and a "Follow live" link after it."""
    p = story.paragraphs
    top = "".join(f'<li class="gs-c-promo"><a class="gs-c-promo-heading" href="/sport/football/5{i}">'
                  f'<h3 class="gs-c-promo-heading__title">{escape(h)}</h3></a>'
                  f'<p class="gs-c-promo-summary">{escape(s)}</p><span class="gs-o-bullet__text">{i + 2}h</span></li>'
                  for i, (h, s) in enumerate(SPORT_TOP))
    html = head(story, "Sportsdesk") + f"""<body><div id="orb-modules"><header class="sp-c-global-header"><a href="/sport">Sportsdesk</a>{nav('en')}</header>
<div class="sp-c-fixture sp-c-fixture--live-sport"><div class="sp-c-fixture__status">FT</div>
<div class="sp-c-fixture__team sp-c-fixture__team--home"><span class="sp-c-fixture__team-name">Harbury Town</span>
<span class="sp-c-fixture__number sp-c-fixture__number--home">3</span></div>
<div class="sp-c-fixture__team sp-c-fixture__team--away"><span class="sp-c-fixture__number sp-c-fixture__number--away">2</span>
<span class="sp-c-fixture__team-name">Westmere</span></div>
<ul class="sp-c-fixture__player-action"><li>Pryce (44&#x27;)</li><li>Whitlow (78&#x27;)</li><li>Ossai (117&#x27;)</li></ul>
<p class="sp-c-fixture__aet">After Extra Time</p></div>
<div class="sp-c-match-stats"><h3>Match stats</h3><dl><dt>Possession</dt><dd>38%</dd><dd>62%</dd>
<dt>Shots on target</dt><dd>7</dd><dd>5</dd></dl></div>
<main id="page" class="story-body"><h1 class="story-headline">{escape(story.headline)}</h1>
<div class="story-info"><span class="gel-brevier">By {story.author}</span> <time>{story.date_text}</time>
<a class="story-info__section" href="/sport/football">{story.kicker}</a></div>
<div class="story-body__inner">
<figure class="sp-media-asset"><img src="/img/{story.slug}.jpg" alt=""><figcaption>
<span class="sp-media-asset__caption">{escape(story.caption)}</span> <span class="sp-media-asset__credit">{escape(story.credit)}</span></figcaption></figure>
<p class="sp-story-body__introduction"><b>{escape(p[0])}</b></p>
{paras(p[1:3])}
<blockquote class="twitter-tweet"><p lang="en" dir="ltr">{escape(SPORT_TWEET)}</p>&mdash; Harbury Town FC (@HarburyTownFC)
<a href="https://twitter.com/HarburyTownFC/status/1479">January 8, 2022</a></blockquote>
{paras(p[3:4])}
<aside class="pull-quote"><blockquote><p>{escape(SPORT_QUOTE)}</p></blockquote></aside>
<h2 class="story-body__crosshead">{escape(story.subhead)}</h2>
{items(story)}
{paras(p[4:])}
<div class="sp-app-promo"><p>Get the latest scores and highlights on the Sportsdesk app.</p><a href="/app">Download now</a></div>
</div>
<div class="sp-c-lineups"><ul class="tabs"><li>Line-ups</li><li>Formation</li></ul>
<h3>Harbury Town</h3><ul><li>1 Nkemelu</li><li>2 Ashworth</li><li>9 Ossai</li></ul>
<h3>Westmere</h3><ul><li>1 Brandt</li><li>10 Laird</li></ul><p>Referee: Michael Stowe</p><p>Attendance: 4,312</p></div>
<p class="sp-follow-live"><a href="/sport/football/live/cup">Follow live: the third round as it happened</a></p>
<div class="top-stories"><h2 class="top-stories__title">Top stories</h2><ul>{top}</ul></div>
</main></div>{footer("Sportsdesk")}</body></html>"""
    return Page("fresh5-sports-report", html, f"https://www.sportsdesk.example.com/sport/football/5914{len(story.slug)}",
                story_must(story) + (p[1], SPORT_TWEET, SPORT_QUOTE),
                (story.headline, "After Extra Time", "Match stats", "Possession", "Shots on target", "By " + story.author,
                 story.caption, story.credit, "(@HarburyTownFC)", "Get the latest scores", "Download now", "Line-ups",
                 "Referee: Michael Stowe", "Attendance: 4,312", "Follow live", "Top stories", SPORT_TOP[0][0], SPORT_TOP[1][1]))


def tech_review(story: Story) -> Page:
    """A tech magazine's review: an affiliate notice, a rating box ("8/10", "Verdict"), the
    standfirst, price boxes with "$1,099 at Amazon" buttons in the story, a caption "Photo by ...",
    "Related:" lines, a story list of links to the maker's documents, an author bio with a
    follow link, a "Sign up for Gadgetry Weekly" promo and "Most popular" cards."""
    p = story.paragraphs
    boxes = "".join(f'<a class="buy-button" href="https://www.{shop.lower()}.example.com/dp/CA14?tag=gadgetry-20" '
                    f'rel="sponsored">{escape(price)} at {shop}</a>' for price, shop in TECH_PRICES)
    docs = "".join(f'<li><a href="{u}">{escape(t)}</a></li>' for t, u in TECH_DOCS)
    popular = "".join(f'<div class="popular-card"><span class="popular-card__rank">{i + 1}</span><a href="/2023/5/{i}/x">'
                      f'{escape(h)}</a></div>' for i, h in enumerate(TECH_POPULAR))
    html = head(story, "Gadgetry") + f"""<body><div class="site-wrapper">
<header class="site-nav"><a href="/">Gadgetry</a>{nav('en')}</header>
<main class="review-layout"><article class="review">
<div class="review-header"><a class="review-header__section" href="/reviews">{story.kicker}</a>
<h1 class="review-header__title">{escape(story.headline)}</h1><p class="review-header__dek">{escape(story.dek)}</p>
<p class="review-header__byline">By <a href="/authors/priya">{story.author}</a>, a senior reviewer · {story.date_text}, 1:00 PM UTC</p>
<p class="affiliate-notice">If you buy something from a Gadgetry link, we may earn a commission. See our ethics statement.</p></div>
<div class="scorecard"><span class="scorecard__score">8/10</span><h3>Verdict</h3><p>Good stuff: battery, keyboard.</p>
<p>Bad stuff: dim screen, two ports.</p>{boxes}</div>
<figure class="review-lead-image"><img src="/img/{story.slug}.jpg" alt=""><figcaption>{escape(story.caption)}
<cite>{escape(story.credit)}</cite></figcaption></figure>
<div class="review-body">
{paras(p[:2])}
<p class="related-line"><strong>Related:</strong> <a href="/reviews/2023/4/2/x">{escape(TECH_POPULAR[0])}</a></p>
{paras(p[2:4])}
<div class="product-box"><img src="/img/ca14-box.jpg" alt=""><p class="product-box__name">Corvid Air 14</p>
<p class="product-box__price">$1,099</p><a class="buy-button" href="https://www.amazon.example.com/dp/CA14?tag=gadgetry-20">$1,099 at Amazon</a></div>
<h2>{escape(story.subhead)}</h2>
{items(story)}
{paras(p[4:])}
<p>Corvid's own documents, if you want to check our figures:</p>
<ul class="source-links">{docs}</ul>
</div>
<div class="author-card"><img src="/a/priya.jpg" alt=""><p class="author-card__name">{story.author}</p>
<p class="author-card__bio">{story.author} is a senior reviewer at Gadgetry covering laptops and tablets. She has tested more than 200 of them.</p>
<a href="https://twitter.com/x">Follow {story.author}</a></div>
<div class="newsletter-promo"><p>Sign up for Gadgetry Weekly: the week's best reviews, every Saturday.</p><a href="/newsletter">Sign up</a></div>
</article>
<aside class="popular"><h2>Most popular</h2>{popular}</aside></main></div>{footer("Gadgetry")}</body></html>"""
    return Page("fresh5-tech-review", html, f"https://www.gadgetry.example.com/reviews/2023/5/2/{story.slug}",
                story_must(story) + ("Corvid's own documents", TECH_DOCS[0][0], TECH_DOCS[2][0]),
                (story.headline, story.dek, "a senior reviewer", "we may earn a commission", "8/10", "Verdict",
                 "Good stuff:", "$1,099 at Amazon", "at Bestbuys", story.caption, story.credit, "Related:", TECH_POPULAR[0],
                 "Bad stuff:", "is a senior reviewer at Gadgetry", "Sign up for Gadgetry Weekly",
                 "Most popular", TECH_POPULAR[1]))


METRO_CARDS = (("Ventra fare caps arrive on buses and trains next month", "Riders will never pay more than $5 a day."),
               ("Why your bus comes in threes, explained", "Bunching starts with one slow stop, planners say."),
               ("O'Hare express train study stalls again", "The latest report put the cost at $2 billion."))
METRO_TWEET = "The Halsted red lane pilot is done. Average trips were 9 minutes faster. Four more corridors are next."
TABLOID_OTHERS = ("Driver who ignored closure signs fined after getting stuck on flooded road",
                  "Pensioner, 91, finishes her first marathon with her grandson",
                  "Seaside town bans ice cream vans from the promenade after row")
TABLOID_BULLETS = ("Thousands of readers have shared the news since Monday morning",
                   "Local businesses say the change will cost them dearly")
TABLOID_QUOTE = "'People told us it could not be done, and we have done it anyway'"
HASHED_RECORDS = (("Energie", "Gaspreise: Was Mieter jetzt wissen müssen", "Die Verbraucherzentrale gibt Tipps zur Nebenkostenabrechnung."),
                  ("Nordstadt", "Neue Kita an der Bergstraße öffnet im Sommer", "Es gibt noch freie Plätze für unter Dreijährige."),
                  ("Stadtwerke", "Freibad-Saison beginnt zwei Wochen früher", "Die Eintrittspreise bleiben stabil."))
FRENCH_TEASERS = (("Restauration scolaire : les communes face à la hausse des prix", "Les élus cherchent des solutions."),
                  ("Le bio progresse dans les cantines, mais moins vite que prévu", "La loi fixait un objectif de 20 %."),
                  ("Dans l'Essonne, des maraîchers s'associent pour nourrir les écoles", "Reportage dans la vallée."))
SPORT_TWEET = "FOURTH ROUND! What a night at the Mill Lane. Thank you for your noise, Harbury."
SPORT_QUOTE = "We were second best for an hour and we kept going. That goal is for the supporters."
SPORT_TOP = (("Kingsford sack manager after five straight defeats", "The club are two points above the relegation zone."),
             ("Transfer gossip: Westmere want a new striker", "The best of the rumours from this morning's papers."),
             ("Holders knocked out by non-league Ashby", "A goal in stoppage time settled it."))
TECH_PRICES = (("$1,099", "Amazon"), ("$1,149", "Bestbuys"))
TECH_DOCS = (("Corvid Air 14 technical specifications (PDF)", "https://www.corvid.example.com/docs/air14-specs.pdf"),
             ("Corvid's battery test methodology", "https://www.corvid.example.com/support/battery-testing"),
             ("Corvid Air 14 repair guide", "https://support.corvid.example.com/guides/air14-repair"))
TECH_POPULAR = ("The best laptops for students in 2023",
                "Our favourite noise-cancelling headphones are on sale",
                "Hands-on with the first foldable e-reader")


def fresh5_pages() -> list[Page]:
    """Every page of the fresh-5 layouts, named ``<layout>/<story>``: each layout wraps two stories."""
    pool = STORIES + FRESH_STORIES + FRESH3_STORIES + FRESH4_STORIES + FRESH5_STORIES
    english = [s for s in pool if s.lang == "en"]
    german = [s for s in pool if s.lang == "de"]
    buses, cup, laptop, waerme, cantine, velo = FRESH5_STORIES
    chosen: tuple[tuple[Fresh5Layout, tuple[Story, ...]], ...] = (
        (us_metro, (buses, english[1])),
        (lambda s: uk_tabloid(s, english[(english.index(s) + 2) % len(english)]), (buses, english[6])),
        (german_hashed_regional, (waerme, german[2])),
        (french_daily, (cantine, velo)),
        (sports_report, (cup, english[4])),
        (tech_review, (laptop, english[7])))
    return pages_of(chosen)
