"""A seventh fresh split of the body suite (fresh-7): six more kinds of sites, written before the rules they test.

Written, with the strings their bodies must and must not hold, and committed
before the extractor was ever run on them (session 29): their first run is a
held-out figure (tests/extraction/test_body_suite.py pins its failures), not a
target to tune to. Each page lists every paragraph of its story (the lead
included), its subheading and every item of the story's own list as what the
body must hold. Each layout imitates a family of 2019-2024 templates none of
the suite's other layouts does: an Italian national daily ("di ...",
"Aggiornato alle", "Ascolta l'articolo", a "Leggi anche" line inside the
story, a caption closing with "(foto Ansa)", "© RIPRODUZIONE RISERVATA",
"Argomenti" tags, "I più letti"); a Dutch regional paper ("Premium" badge,
"Lees ook" cards inside the story, "Foto: ..." credits, "Gesponsord" native
advert, "Deel dit artikel", a "Reageer" button, "Meer nieuws uit de regio");
a US magazine's long read (a narrated-audio player, "Illustration by ...",
chapter subheadings, a pull quote in an ``<aside>`` with a ``<blockquote>``:
the story's words, kept; a book affiliate notice, "Gift this article", a
print-edition line with its print headline, the author's closing bio line,
"Explore the ... issue" and "Most Popular"); a UK broadsheet's opinion page
(the columnist's portrait and name in the header, an "Opinion" label, the
standfirst, a letters invitation, "Explore more on these topics", "Reuse this
content", "Most viewed" and the columnist's other pieces); a trade journal's
news page with sponsor boxes (a "Sponsored by" strip, a "Partner content"
card between the paragraphs, a whitepaper download and a webinar
registration promo, a "Companies in this article" box, a free-registration
wall and an e-mail sign-up); and a fact-check page (a claim box with the
rating "False", "Fact Check" kicker, "Our ruling" section, the story's list
of sources, kept, a corrections-policy notice, "Share the facts" widget and
"More fact checks").
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from .fresh import FRESH_STORIES
from .fresh3 import FRESH3_STORIES
from .fresh4 import FRESH4_STORIES
from .fresh5 import FRESH5_STORIES
from .fresh6 import FRESH6_STORIES
from .layouts import Page, every_must, footer, head, items, nav, pages_of, paras
from .stories import STORIES, Story

Fresh7Layout = Callable[[Story], Page]

FRESH7_STORIES = (
    Story(
        "ponte-chiuso", "it",
        "Chiuso il ponte sul Bacchiglione, a Vicenza deviazioni per tre mesi",
        "I tecnici hanno trovato crepe nei piloni dopo la piena di maggio. I lavori costeranno 2,4 milioni.",
        "Giulia Ferraresi", "2024-06-12T07:40:00+02:00", "12 giugno 2024",
        ("Il ponte di via Bassano sul Bacchiglione resterà chiuso al traffico per almeno tre mesi, dopo che i "
         "tecnici del Comune hanno trovato crepe profonde in due dei quattro piloni durante un controllo straordinario.",
         "Il controllo era stato disposto dopo la piena di maggio, quando il fiume aveva superato il livello di "
         "guardia per due giorni e aveva trascinato contro le arcate tronchi e detriti.",
         "Da lunedì le auto saranno deviate sul ponte di Debba, con un allungamento di circa quattro chilometri. "
         "Pedoni e ciclisti potranno usare una passerella provvisoria che sarà montata entro la fine del mese.",
         "I lavori costeranno 2,4 milioni di euro, in parte coperti dal fondo regionale per i danni del maltempo. "
         "La ditta incaricata dovrà rinforzare le fondazioni e sostituire il giunto centrale della carreggiata.",
         "\u00abNon potevamo correre rischi\u00bb, ha spiegato l'assessora ai lavori pubblici Marta Zanella. "
         "\u00abMeglio tre mesi di disagi oggi che un ponte inutilizzabile per anni.\u00bb",
         "I commercianti della zona chiedono parcheggi gratuiti e una navetta per il centro. Il Comune ha "
         "promesso una risposta entro venerdì, dopo un incontro con le associazioni di categoria."),
        "Come cambia la viabilità",
        ("auto deviate sul ponte di Debba;",
         "autobus della linea 5 su via Riviera Berica;",
         "passerella provvisoria per pedoni e biciclette."),
        "Il ponte di via Bassano chiuso al traffico dopo i controlli sui piloni.",
        "(foto Ansa)", "Cronaca"),
    Story(
        "mense-scolastiche", "it",
        "Mense scolastiche, a Bologna il menù cambia: più legumi e pane del territorio",
        "Dal prossimo settembre meno carne e più prodotti locali. I genitori potranno votare due piatti al mese.",
        "Luca Montanari", "2024-05-21T18:15:00+02:00", "21 maggio 2024",
        ("Dal prossimo anno scolastico le mense delle scuole di Bologna serviranno legumi tre volte alla settimana "
         "e pane prodotto da forni della provincia, secondo il nuovo capitolato approvato ieri dalla giunta.",
         "Il cambiamento riguarda circa 21.000 pasti al giorno tra nidi, scuole dell'infanzia e primarie. La carne "
         "rossa scenderà a una volta ogni due settimane, mentre pesce e uova resteranno una volta alla settimana.",
         "Il capitolato chiede che almeno metà della frutta e della verdura arrivi da aziende dell'Emilia-Romagna, "
         "e che il pane sia consegnato ogni mattina invece di essere surgelato come avviene oggi in alcune cucine.",
         "Il costo di un pasto salirà di quindici centesimi, ma il Comune ha deciso di non aumentare le tariffe "
         "per le famiglie e di coprire la differenza con il proprio bilancio per i primi due anni.",
         "\u00abI bambini mangiano meglio quello che riconoscono\u00bb, dice Paola Rinaldi, dietista della "
         "commissione mensa. \u00abPer questo faremo assaggi nelle classi prima di cambiare ogni piatto.\u00bb",
         "Una novità riguarda i genitori: attraverso l'app della scuola potranno votare due piatti al mese "
         "tra quelli proposti dai cuochi, e i più scelti entreranno nel menù del mese successivo."),
        "Cosa cambia nel piatto",
        ("legumi tre volte alla settimana;",
         "carne rossa una volta ogni due settimane;",
         "pane fresco consegnato ogni mattina."),
        "Bambini a pranzo nella mensa di una scuola primaria di Bologna.",
        "(foto Ansa)", "Scuola"),
    Story(
        "veerpont-waal", "nl",
        "Veerpont over de Waal vaart vanaf volgend jaar elektrisch",
        "De provincie betaalt de helft van de nieuwe boot. De oude dieselpont gaat naar een museum.",
        "Sanne de Vries", "2024-03-14T06:00:00+01:00", "14 maart 2024, 06:00",
        ("Het veer tussen Millingen en Pannerden vaart vanaf het voorjaar van 2025 met een elektrische pont. De "
         "gemeenten aan beide oevers en de provincie hebben gisteren het contract voor de nieuwe boot getekend.",
         "De pont krijgt batterijen die tijdens het aanleggen aan de kade worden bijgeladen. Een volle lading "
         "is genoeg voor zes overtochten, zodat de boot ook bij een storing aan de laadpaal kan blijven varen.",
         "De nieuwe pont kost 4,1 miljoen euro. De provincie betaalt de helft, de rest komt van de twee "
         "gemeenten en een Europees fonds voor schone scheepvaart.",
         "Het veer wordt vooral gebruikt door fietsers, scholieren en boeren die land aan de overkant hebben. "
         "Op drukke zomerdagen maakt de pont meer dan tachtig overtochten.",
         "\u2018We horen straks alleen nog de rivier\u2019, zegt schipper Gert Hendriks, die al 22 jaar op het "
         "veer werkt. \u2018Voor de passagiers en voor mij is dat een groot verschil.\u2019",
         "De oude dieselpont uit 1968 gaat naar het scheepvaartmuseum in Tiel. Tijdens de bouw van de nieuwe "
         "boot vaart een gehuurde pont, met iets kortere vaartijden in het weekend."),
        "Wat verandert er voor reizigers",
        ("de pont vaart stiller en zonder uitlaatgassen;",
         "de dienstregeling blijft gelijk;",
         "fietsers krijgen een grotere stallingsplek aan boord."),
        "De huidige dieselpont bij Millingen.",
        "Foto: Gerard Verschooten", "Regio"),
    Story(
        "bibliotheek-dorp", "nl",
        "Dorpsbibliotheek in Wehl blijft open dankzij vrijwilligers",
        "Twintig inwoners nemen de balie over. De gemeente betaalt de huur van het gebouw.",
        "Bram Jansen", "2024-01-09T17:30:00+01:00", "9 januari 2024, 17:30",
        ("De bibliotheek in Wehl, die volgens de plannen van de gemeente deze maand zou sluiten, blijft toch "
         "open. Twintig inwoners hebben zich gemeld om de balie drie middagen per week te bemensen.",
         "De gemeente Doetinchem wilde het filiaal sluiten om 90.000 euro per jaar te besparen. Na protesten "
         "van ouders en ouderen zocht de bibliotheekorganisatie samen met het dorp naar een andere oplossing.",
         "In het nieuwe plan betaalt de gemeente alleen nog de huur van het gebouw. De vrijwilligers lenen boeken "
         "uit, helpen bij de computers en organiseren voorleesochtenden voor peuters.",
         "Een medewerker van de centrale bibliotheek komt elke week langs om de collectie bij te werken en de "
         "vrijwilligers te helpen met vragen die ze zelf niet kunnen beantwoorden.",
         "\u2018Dit is de plek waar kinderen hun eerste boek lenen\u2019, zegt vrijwilliger Ria Ebbers. \u2018Die "
         "wilden we niet kwijt, ook niet als we er zelf achter de balie moeten staan.\u2019",
         "Na een jaar bekijken de gemeente en de bibliotheek of de opzet werkt. Als het bevalt, kan hetzelfde "
         "gebeuren in twee andere dorpen waar sluiting dreigt."),
        "Zo werkt de nieuwe bibliotheek",
        ("open op maandag-, woensdag- en vrijdagmiddag;",
         "boeken lenen en terugbrengen bij de vrijwilligers;",
         "voorlezen voor peuters op woensdag."),
        "Vrijwilligers achter de balie van de bibliotheek in Wehl.",
        "Foto: Jan Ruland van den Brink", "Regio"),
)


def italian_daily(story: Story) -> Page:
    """An Italian national daily: the section over the headline, the standfirst as an ``<h2>``,
    "di ..." and "Aggiornato alle ..." lines, "Ascolta l'articolo" with its duration, a share row
    ("Condividi", "Commenta"), a caption closing with "(foto Ansa)", a "Leggi anche" line
    inside the story, "© RIPRODUZIONE RISERVATA", an "Argomenti" tag row, a subscription promo
    and "I più letti"."""
    p = story.paragraphs
    most = "".join(f'<li class="most-read__item"><a href="/cronaca/2024/06/1{i}/news/x-{i}/"><span>{i + 1}</span>'
                   f'{escape(h)}</a></li>' for i, h in enumerate(ITALIAN_MOST))
    html = head(story, "Il Quotidiano") + f"""<body class="detail-article"><div id="wrapper">
<header class="hd"><a class="hd__logo" href="/">Il Quotidiano</a><nav class="hd__nav"><ul><li><a href="/cronaca/">Cronaca</a></li>
<li><a href="/politica/">Politica</a></li><li><a href="/economia/">Economia</a></li><li><a href="/sport/">Sport</a></li></ul></nav>
<a class="hd__abbonati" href="/abbonamenti/">Abbonati</a></header>
<main class="main"><article class="story">
<div class="story__header"><span class="story__section"><a href="/{story.kicker.lower()}/">{escape(story.kicker)}</a></span>
<h1 class="story__title">{escape(story.headline)}</h1><h2 class="story__summary">{escape(story.dek)}</h2>
<div class="story__info"><p class="story__author">di <a href="/autori/x/">{escape(story.author)}</a></p>
<p class="story__date"><time datetime="{story.date}">{escape(story.date_text)}</time> &middot; Aggiornato alle 10:12</p></div>
<div class="story__tools"><button class="tts">Ascolta l'articolo</button><span class="tts__time">4 min</span>
<a href="#" class="share">Condividi</a><a href="#commenti" class="comments">Commenta</a></div></div>
<figure class="story__media"><img src="/img/{story.slug}.jpg" alt="">
<figcaption class="story__caption">{escape(story.caption)} {escape(story.credit)}</figcaption></figure>
<div class="story__text">
{paras(p[:2])}
<p class="leggi-anche"><strong>Leggi anche</strong> <a href="/cronaca/2024/05/30/news/x/">{escape(ITALIAN_ALSO)}</a></p>
{paras(p[2:4])}
<h3 class="story__subtitle">{escape(story.subhead)}</h3>
{items(story)}
{paras(p[4:])}
<p class="story__copyright">&copy; RIPRODUZIONE RISERVATA</p></div>
<div class="story__tags"><span>Argomenti</span> <a href="/argomenti/{story.kicker.lower()}/">{escape(story.kicker)}</a>
<a href="/argomenti/comune/">Comune</a> <a href="/argomenti/lavori-pubblici/">Lavori pubblici</a></div>
<div class="paywall-promo"><p>Abbonati per leggere tutte le notizie della tua città: il primo mese a 1 euro.</p>
<a href="/abbonamenti/">Scopri l'offerta</a></div>
</article>
<aside class="most-read"><h2 class="most-read__title">I più letti</h2><ol>{most}</ol></aside>
</main></div>{footer("Il Quotidiano")}</body></html>"""
    return Page("fresh7-italian-daily", html, f"https://www.ilquotidiano.example.it/{story.kicker.lower()}/2024/06/12/news/{story.slug}/",
                every_must(story),
                (story.headline, story.dek, "di " + story.author, "Aggiornato alle", "Ascolta l'articolo", "Condividi",
                 "Commenta", story.caption, story.credit, "Leggi anche", ITALIAN_ALSO, "RIPRODUZIONE RISERVATA",
                 "Argomenti", "Lavori pubblici", "Abbonati per leggere", "Scopri l'offerta", "I più letti",
                 ITALIAN_MOST[0], ITALIAN_MOST[2]))


def dutch_regional(story: Story) -> Page:
    """A Dutch regional paper: a "Premium" badge and the region over the headline, the standfirst in
    bold as the intro (a dek of its header), "Sanne de Vries" with the date, a photo with "Foto:
    ..." credit, two "Lees ook" cards inside the story, a "Gesponsord" native advert between the
    paragraphs, "Deel dit artikel", "Reageer", and "Meer nieuws uit de regio"."""
    p = story.paragraphs
    region = "".join(f'<li class="teaser"><a href="/regio/achterhoek/{i}/x"><h3 class="teaser__title">{escape(h)}</h3>'
                     f'<time class="teaser__time">{9 + i}:1{i}</time></a></li>' for i, h in enumerate(DUTCH_REGION))
    html = head(story, "De Oostkrant") + f"""<body class="article-page"><div class="app">
<header class="site-header"><a class="site-header__logo" href="/">De Oostkrant</a><nav><ul><li><a href="/regio/">Regio</a></li>
<li><a href="/sport/">Sport</a></li><li><a href="/binnenland/">Binnenland</a></li><li><a href="/112/">112</a></li></ul></nav>
<a class="site-header__login" href="/inloggen">Inloggen</a> <a class="site-header__abo" href="/abonnement">Abonneer</a></header>
<main><article class="article">
<header class="article__header"><div class="article__labels"><span class="label label--premium">Premium</span>
<a class="article__section" href="/regio/">{escape(story.kicker)}</a></div>
<h1 class="article__title">{escape(story.headline)}</h1>
<p class="article__intro"><strong>{escape(story.dek)}</strong></p>
<div class="article__meta"><span class="article__author">{escape(story.author)}</span> <time datetime="{story.date}">{escape(story.date_text)}</time></div></header>
<figure class="article__figure"><img src="/img/{story.slug}.jpg" alt="">
<figcaption><span class="caption__text">{escape(story.caption)}</span> <span class="caption__credit">{escape(story.credit)}</span></figcaption></figure>
<div class="article__body">
{paras(p[:2], "article__paragraph")}
<div class="read-also"><h4 class="read-also__title">Lees ook</h4><a class="read-also__card" href="/regio/achterhoek/3/x"><span>{escape(DUTCH_ALSO[0])}</span></a>
<a class="read-also__card" href="/regio/achterhoek/4/x"><span>{escape(DUTCH_ALSO[1])}</span></a></div>
{paras(p[2:3], "article__paragraph")}
<div class="native-ad"><span class="native-ad__label">Gesponsord</span><a href="https://partner.example.nl/actie">
<h4>{escape(DUTCH_SPONSORED)}</h4><p>Ontdek de voordelen van zonnepanelen op uw dak.</p></a></div>
{paras(p[3:4], "article__paragraph")}
<h2 class="article__subheading">{escape(story.subhead)}</h2>
{items(story)}
{paras(p[4:], "article__paragraph")}
</div>
<div class="article__share"><span>Deel dit artikel</span> <a href="#">WhatsApp</a> <a href="#">Facebook</a> <a href="#">E-mail</a></div>
<div class="article__comments"><a class="button" href="#reacties">Reageer</a> <span>3 reacties</span></div>
</article>
<section class="region-news"><h2 class="region-news__title">Meer nieuws uit de regio</h2><ul>{region}</ul></section>
</main></div>{footer("De Oostkrant")}</body></html>"""
    return Page("fresh7-dutch-regional", html, f"https://www.oostkrant.example.nl/regio/achterhoek/{story.slug}~a{len(story.slug)}0412/",
                every_must(story),
                (story.headline, story.dek, "Premium", story.caption, story.credit, "Lees ook", DUTCH_ALSO[0], DUTCH_ALSO[1],
                 "Gesponsord", DUTCH_SPONSORED, "Ontdek de voordelen", "Deel dit artikel", "WhatsApp", "Reageer",
                 "3 reacties", "Meer nieuws uit de regio", DUTCH_REGION[0], DUTCH_REGION[2]))


def magazine_long_read(story: Story) -> Page:
    """A US magazine's long read: the issue label, headline and standfirst over a full-width
    illustration ("Illustration by ..."), "By ..." with the date, a narrated-audio player ("Listen
    to this article", "00:00", "42:17", "Produced by ..."), "Gift this article", chapter
    subheadings, a pull quote in an ``<aside>`` holding a ``<blockquote>`` (the story's words, a
    must), a book affiliate notice, the print-edition line with its print headline, the author's
    closing bio line, "Explore the March 2024 Issue" and a "Most Popular" list."""
    p = story.paragraphs
    quote = MAGAZINE_PULL[story.slug]
    popular = "".join(f'<li class="popular__item"><a href="/ideas/archive/2024/02/{i}/x/"><span class="popular__rank">{i + 1}</span>'
                      f'<span class="popular__title">{escape(h)}</span></a></li>' for i, h in enumerate(MAGAZINE_POPULAR))
    html = head(story, "The Quarterly") + f"""<body><div id="__next"><header class="SiteHeader"><a href="/">The Quarterly</a>{nav('en')}
<a class="SiteHeader_subscribe" href="/subscribe/">Subscribe</a></header>
<main><article class="ArticleLayout_article">
<header class="ArticleHero_root"><p class="ArticleHero_rubric"><a href="/magazine/toc/2024/03/">March 2024 Issue</a></p>
<h1 class="ArticleTitle_root">{escape(story.headline)}</h1><p class="ArticleDek_root">{escape(story.dek)}</p>
<figure class="ArticleLeadArt_root"><img src="/img/{story.slug}-art.jpg" alt=""><figcaption class="ArticleLeadArt_credit">Illustration by Ana Kova</figcaption></figure>
<div class="ArticleBylines_root">By <a href="/author/x/">{escape(story.author)}</a></div>
<time class="ArticleTimestamp_root" datetime="{story.date}">February 14, 2024</time>
<div class="ArticleAudio_root"><p class="ArticleAudio_title">Listen to this article</p><span>00:00</span><span>42:17</span>
<p class="ArticleAudio_credit">Produced by ElevenLabs and News Over Audio (NOA) using AI narration.</p></div>
<button class="ArticleGift_button">Gift this article</button></header>
<section class="ArticleBody_root">
<p class="ArticleParagraph_dropcap">{escape(p[0])}</p>
{paras(p[1:3], "ArticleParagraph_root")}
<aside class="ArticlePullquote_root"><blockquote><p>{escape(quote)}</p></blockquote></aside>
{paras(p[3:4], "ArticleParagraph_root")}
<h2 class="ArticleHeading_root">{escape(story.subhead)}</h2>
{items(story)}
<p class="ArticleAffiliate_notice"><small>When you buy a book using a link on this page, we receive a commission. Thank you for supporting The Quarterly.</small></p>
{paras(p[4:], "ArticleParagraph_root")}
<p class="ArticleParagraph_root ArticleBio"><em>{escape(story.author)} is a staff writer at The Quarterly.</em></p>
<p class="ArticlePrint_root"><small>This article appears in the <a href="/magazine/toc/2024/03/">March 2024</a> print edition with the headline &ldquo;{escape(MAGAZINE_PRINT[story.slug])}.&rdquo;</small></p>
</section>
<div class="ArticleIssue_root"><a href="/magazine/toc/2024/03/"><h3>Explore the March 2024 Issue</h3>
<p>Check out more from this issue and find your next story to read.</p><span>View More</span></a></div>
</article>
<aside class="Popular_root"><h2 class="Popular_title">Most Popular</h2><ol>{popular}</ol></aside>
</main></div>{footer("The Quarterly")}</body></html>"""
    return Page("fresh7-magazine-long-read", html, f"https://www.thequarterly.example.com/magazine/archive/2024/03/{story.slug}/677{len(story.slug)}/",
                every_must(story) + (quote,),
                (story.headline, story.dek, "March 2024 Issue", "Illustration by Ana Kova", "By " + story.author,
                 "February 14, 2024", "Listen to this article", "42:17", "Produced by ElevenLabs", "Gift this article",
                 "When you buy a book using a link", "is a staff writer at The Quarterly", "print edition with the headline",
                 MAGAZINE_PRINT[story.slug], "Explore the March 2024 Issue", "find your next story to read", "View More",
                 "Most Popular", MAGAZINE_POPULAR[0], MAGAZINE_POPULAR[3]))


def broadsheet_opinion(story: Story) -> Page:
    """A UK broadsheet's opinion page: "Opinion" and the topic over the headline, the columnist's
    portrait and name in the header box, the standfirst, "Fri 12 Apr 2024 06.00 BST", share and
    comment counts, the writer's closing bio line in italics, a letters invitation, "Explore more
    on these topics", "Reuse this content", "Most viewed" and "More from" the columnist."""
    p = story.paragraphs
    more = "".join(f'<li class="dcr-card"><a href="/commentisfree/2024/0{i + 1}/0{i + 2}/x"><span class="dcr-kicker">{escape(story.author)}</span>'
                   f'<h3 class="dcr-headline">{escape(h)}</h3></a></li>' for i, h in enumerate(OPINION_MORE))
    viewed = "".join(f'<li><a href="/uk-news/2024/apr/1{i}/x"><span class="dcr-num">{i + 1}</span>{escape(h)}</a></li>'
                     for i, h in enumerate(OPINION_VIEWED))
    html = head(story, "The Ledger") + f"""<body><div id="bannerandheader"><header class="dcr-header"><a href="/">The Ledger</a>{nav('en')}
<a class="dcr-support" href="/support">Support us</a></header></div>
<main data-layout="CommentLayout"><article class="dcr-article">
<div class="dcr-headline-box"><div data-gu-name="meta"><a class="dcr-series" href="/commentisfree">Opinion</a>
<a class="dcr-tag" href="/{story.kicker.lower()}">{escape(story.kicker)}</a></div>
<div class="dcr-contributor"><img src="/profile/{story.slug}.png" alt="{escape(story.author)}"><span class="dcr-contributor-name">{escape(story.author)}</span></div>
<h1 class="dcr-title">{escape(story.headline)}</h1></div>
<div data-gu-name="standfirst" class="dcr-standfirst"><p>{escape(story.dek)}</p></div>
<div class="dcr-meta"><details class="dcr-dateline"><summary>Fri 12 Apr 2024 06.00 BST</summary></details>
<div class="dcr-share"><span>Share</span><span class="dcr-comment-count">412</span></div></div>
<div id="maincontent" class="article-body-commercial-selector article-body-viewer-selector dcr-body">
{paras(p[:3], "dcr-p")}
<h2 id="{story.slug}-sub" class="dcr-h2">{escape(story.subhead)}</h2>
{items(story)}
{paras(p[3:], "dcr-p")}
<p class="dcr-p"><em>{escape(story.author)} is a Ledger columnist</em></p>
<p class="dcr-p"><em>Do you have an opinion on the issues raised in this article? If you would like to submit a response of up to 300 words by email to be considered for publication in our <a href="/letters">letters</a> section, please <a href="mailto:letters@ledger.example">click here</a>.</em></p>
</div>
<div class="dcr-topics"><h2>Explore more on these topics</h2><ul><li><a href="/{story.kicker.lower()}">{escape(story.kicker)}</a></li>
<li><a href="/commentisfree/columnists">Columnists</a></li><li><a href="/politics/local-government">Local government</a></li></ul>
<a class="dcr-reuse" href="/help/reuse">Reuse this content</a></div>
<section class="dcr-more"><h2>More from {escape(story.author)}</h2><ul>{more}</ul></section>
</article>
<aside class="dcr-most-viewed"><h2>Most viewed</h2><ol>{viewed}</ol></aside>
</main>{footer("The Ledger")}</body></html>"""
    return Page("fresh7-broadsheet-opinion", html, f"https://www.theledger.example.co.uk/commentisfree/2024/apr/12/{story.slug}",
                every_must(story),
                (story.headline, story.dek, "Opinion", "Fri 12 Apr 2024", "412", "is a Ledger columnist",
                 "submit a response of up to 300 words", "Explore more on these topics", "Columnists", "Local government",
                 "Reuse this content", "More from " + story.author, OPINION_MORE[0], OPINION_MORE[1], "Most viewed",
                 OPINION_VIEWED[0], OPINION_VIEWED[2]))


def trade_journal(story: Story) -> Page:
    """A trade journal's news page with sponsor boxes: a "Sponsored by" strip over the section, the
    byline with "Editor, Water & Process", a "Partner content" card between the paragraphs, a
    whitepaper download box, a webinar registration promo, a "Companies in this article" box,
    a free-registration wall line, an e-mail sign-up and "Latest news"."""
    p = story.paragraphs
    latest = "".join(f'<div class="latest__item"><a href="/news/2024/0{i + 2}/x-{i}/"><h4>{escape(h)}</h4></a>'
                     f'<span class="latest__date">{i + 3} March 2024</span></div>' for i, h in enumerate(TRADE_LATEST))
    html = head(story, "Water & Process") + f"""<body class="single-news"><div class="wrap">
<header class="masthead"><a href="/">Water &amp; Process</a>{nav('en')}<a href="/events/">Events</a> <a href="/register/">Register</a></header>
<div class="sponsor-strip"><span>Sponsored by</span> <a href="https://sponsor.example.com/" rel="sponsored">Hydrolink Valves</a></div>
<main class="content"><article class="news-article">
<p class="news-article__channel"><a href="/channel/{story.kicker.lower().replace(' ', '-')}/">{escape(story.kicker)}</a></p>
<h1 class="news-article__title">{escape(story.headline)}</h1>
<p class="news-article__byline">{escape(story.author)}, Editor, Water &amp; Process &middot; 4 March 2024</p>
<div class="news-article__body">
{paras(p[:2])}
<div class="partner-card"><p class="partner-card__label">Partner content</p><a href="/partner/hydrolink/smart-valves/">
<h4>{escape(TRADE_PARTNER)}</h4></a><p>In association with Hydrolink Valves</p></div>
{paras(p[2:4])}
<div class="whitepaper-box"><h4>Free whitepaper: Reducing energy use in pumping stations</h4>
<p>Download the guide from our partner to learn how variable-speed drives cut running costs.</p><a href="/whitepapers/vsd/">Download now</a></div>
<h2>{escape(story.subhead)}</h2>
{items(story)}
{paras(p[4:])}
<div class="webinar-promo"><p>Join our free webinar on asset management on 21 March. <a href="/webinars/asset-management/">Register your place</a></p></div>
</div>
<div class="companies-box"><h3>Companies in this article</h3><ul><li><a href="/company/hydrolink/">Hydrolink Valves</a></li>
<li><a href="/company/aquaflow/">Aquaflow Engineering</a></li></ul></div>
<p class="reg-wall">Registration is free and gives you unlimited access to all news on waterandprocess.example.com.</p>
<div class="signup-box"><h3>Get the daily briefing</h3><form><input type="email" name="email" placeholder="Work email"><button>Sign up</button></form>
<p>We will never share your details with third parties.</p></div>
</article>
<aside class="latest"><h3 class="latest__title">Latest news</h3>{latest}</aside>
</main></div>{footer("Water & Process")}</body></html>"""
    return Page("fresh7-trade-journal", html, f"https://www.waterandprocess.example.com/news/2024/03/{story.slug}/",
                every_must(story),
                (story.headline, "Sponsored by", "Hydrolink Valves", "Editor, Water & Process", "Partner content",
                 TRADE_PARTNER, "In association with", "Free whitepaper", "Download the guide", "Download now",
                 "Join our free webinar", "Register your place", "Companies in this article", "Aquaflow Engineering",
                 "Registration is free", "Get the daily briefing", "never share your details", "Latest news",
                 TRADE_LATEST[0], TRADE_LATEST[2]))


def fact_check(story: Story) -> Page:
    """A fact-check page: a "Fact Check" kicker, the headline, the claim box ("Claim:", the
    claim, "Rating:", "False", who made it and where), the story with an "Our ruling" section
    (the story's subheading), the story's own list of sources (kept: its words and links into
    sources, not their home pages), a corrections notice, a "Share the facts" widget and "More
    fact checks"."""
    p = story.paragraphs
    claim, claimant = FACT_CLAIMS[story.slug]
    sources = tuple(f"{name}, {what}" for name, what in FACT_SOURCES[story.slug])
    listed = "".join(f'<li><a href="https://records.example.gov/{i}/doc-{i}.pdf">{escape(s)}</a></li>' for i, s in enumerate(sources))
    more = "".join(f'<article class="mfc__item"><a href="/factchecks/2024/feb/{i}/x/"><div class="mfc__rating">Mostly false</div>'
                   f'<h4>{escape(h)}</h4></a></article>' for i, h in enumerate(FACT_MORE))
    html = head(story, "CheckPoint") + f"""<body class="factcheck"><div class="o-site">
<header class="c-header"><a href="/">CheckPoint</a>{nav('en')}<a class="c-header__donate" href="/donate/">Donate</a></header>
<main><article class="m-factcheck">
<p class="m-factcheck__kicker">Fact Check</p>
<h1 class="m-factcheck__title">{escape(story.headline)}</h1>
<div class="m-statement"><div class="m-statement__meta"><span class="m-statement__label">Claim:</span>
<p class="m-statement__quote">{escape(claim)}</p><p class="m-statement__desc">{escape(claimant)}</p></div>
<div class="m-statement__rating"><span class="m-statement__label">Rating:</span> <img src="/rulings/false.png" alt="false"><strong>False</strong></div></div>
<div class="m-author"><a href="/staff/x/">{escape(story.author)}</a> <span>March 8, 2024</span></div>
<article class="m-textblock">
{paras(p[:4])}
<h2>{escape(story.subhead)}</h2>
{items(story)}
{paras(p[4:])}
<h3>Our sources</h3><ul class="m-sources">{listed}</ul>
</article>
<p class="m-corrections"><em>If you spot an error in this fact-check, email corrections@checkpoint.example so we can review it. Read our corrections policy.</em></p>
<div class="m-sharethefacts"><h4>Share The Facts</h4><p>{escape(claimant)}</p><p>Rating: False</p><a href="#">Embed</a></div>
</article>
<section class="mfc"><h2>More fact checks</h2>{more}</section>
</main></div>{footer("CheckPoint")}</body></html>"""
    return Page("fresh7-fact-check", html, f"https://www.checkpoint.example.org/factchecks/2024/mar/08/{story.slug}/",
                every_must(story) + sources,
                (story.headline, "Fact Check", "Claim:", claim, claimant, "Rating:", "If you spot an error",
                 "corrections policy", "Share The Facts", "Embed", "More fact checks", "Mostly false", FACT_MORE[0], FACT_MORE[1]))


ITALIAN_ALSO = "Maltempo in Veneto, stato di emergenza per sette comuni"
ITALIAN_MOST = ("Incidente sull'autostrada A4, code per dieci chilometri",
                "Concorso per insegnanti, pubblicate le graduatorie",
                "Festa del Redentore, il programma dei fuochi")
DUTCH_ALSO = ("Fietsbrug bij Arnhem maanden later klaar dan gepland", "Boeren in de Liemers klagen over droogte")
DUTCH_SPONSORED = "Zo bespaart u dit jaar op uw energierekening"
DUTCH_REGION = ("Brand in schuur bij Zevenaar snel onder controle",
                "Kermis in Doesburg trekt recordaantal bezoekers",
                "Nieuwe huisartsenpost opent in Didam")
MAGAZINE_PULL = {"night-shift": "Nobody sees the work that keeps a city running until it stops.",
                 "tide-mill": "The mill has outlived every plan to replace it, and most of the people who made them."}
MAGAZINE_PRINT = {"night-shift": "The People Who Work While We Sleep", "tide-mill": "The Last Tide Mill"}
MAGAZINE_POPULAR = ("The loneliness of the modern office",
                    "What happened to the American diner",
                    "How a small town saved its newspaper",
                    "The surprising science of afternoon naps")
OPINION_MORE = ("Our high streets need fewer plans and more benches",
                "The council tax system is broken and everyone knows it")
OPINION_VIEWED = ("Storm warnings issued for the west as gales return",
                  "Rail fares to rise by 4.9% in March, government confirms",
                  "Schools told to prepare for a fall in pupil numbers")
TRADE_PARTNER = "How smart valves are cutting leakage across regional networks"
TRADE_LATEST = ("Utility awards framework contracts worth £1.2bn",
                "New sludge drying plant opens in the Midlands",
                "Regulator publishes draft guidance on storm overflows")
FACT_CLAIMS = {"harbour-wall": ("Says the council let the harbour wall fall apart to save money for a new car park.",
                                "Posted in a Facebook group on March 2, 2024"),
               "marathon-volunteers": ("Says the city marathon was run without a single first-aid volunteer on the course.",
                                       "Shared in a viral post on X on March 4, 2024")}
FACT_SOURCES = {"harbour-wall": (("County council", "coastal resilience fund report, 2024"),
                                 ("Harbour office", "inspection notes after the storm of 14 February"),
                                 ("Interview", "council press office, March 6, 2024")),
                "marathon-volunteers": (("Marathon organisers", "volunteer rota and medical plan, 2024"),
                                        ("St John Ambulance", "event deployment summary"),
                                        ("Interview", "race director, March 5, 2024"))}
FACT_MORE = ("No, the new bus lanes do not fine cyclists",
             "Viral photo of flooded high street is from 2012")


def fresh7_pages() -> list[Page]:
    """Every page of the fresh-7 layouts, named ``<layout>/<story>``: each layout wraps two stories."""
    pool = STORIES + FRESH_STORIES + FRESH3_STORIES + FRESH4_STORIES + FRESH5_STORIES + FRESH6_STORIES
    english = {s.slug: s for s in pool if s.lang == "en"}
    ponte, mense, veer, bieb = FRESH7_STORIES
    chosen: tuple[tuple[Fresh7Layout, tuple[Story, ...]], ...] = (
        (italian_daily, (ponte, mense)),
        (dutch_regional, (veer, bieb)),
        (magazine_long_read, (english["night-shift"], english["tide-mill"])),
        (broadsheet_opinion, (english["bus-lanes"], english["chain-ferry"])),
        (trade_journal, (english["pump-plant"], english["wind-turbine-results"])),
        (fact_check, (english["harbour-wall"], english["marathon-volunteers"])))
    return pages_of(chosen)
