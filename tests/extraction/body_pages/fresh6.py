"""A sixth fresh split of the body suite (fresh-6): seven more kinds of sites, written before the rules they test.

Written, with the strings their bodies must and must not hold, and committed
before the extractor was ever run on them (session 29): their first run is a
held-out figure (tests/extraction/test_body_suite.py pins its failures), not a
target to tune to. Each page lists every paragraph of its story (the lead
included), its subheading and every item of the story's own list as what the
body must hold. Each layout imitates a family of 2019-2024 templates none of
the suite's other layouts does: a Spanish national daily ("Actualizado",
"Compartir en Whatsapp", a "Más información" box inside the story, a caption
ending with its agency credit, "Archivado En" tags, "Sobre la firma", "Lo más
visto"); a US public broadcaster's story page (a "Heard on ..." audio module
with its "Listen · 3:52" and "Transcript" labels, "hide caption" / "toggle
caption" words around the photo credits, a slideshow inside the story ("1 of
6", "View slideshow"), "Sponsor Message", an inline "Related Story" card, a
donation promo and "More Stories From ..."); a post on a newsletter platform
(the publication's own "Subscribe" buttons, like, comment and restack counts,
an affiliate disclaimer opening the post, a subscribe box inside it with its
e-mail field, a footnote, "Discussion about this post", "Ready for more?"); a
local news site with a live-updates strip across the top (time-stamped
one-line updates, a weather box, a breaking-news banner, an alerts promo,
"Read more:" lines, "Tags:", "Recommended for you", and the next story
appended below a "Next Story" divider); a wire agency's own story page
("Reporting by ...; Editing by ...", "Our Standards:", "Acquire Licensing
Rights", a newsletter line inside the story, "Read Next"); a science
magazine's feature (numbered figures with their captions and credits,
"Enlarge image", footnote markers and the story's notes, "Explore more"
topics, a print-edition promo, an author bio); and a German weekly's web
edition behind a paywall (a kicker in the heading, "Artikel hören", "Z+
(abopflichtiger Inhalt)", the paywall's teaser box between the free lead
and the rest of the text, "Artikel verschenken", "Schlagwörter", "Über die
Autorin", "Mehr zum Thema").
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from .fresh import FRESH_STORIES
from .fresh3 import FRESH3_STORIES
from .fresh4 import FRESH4_STORIES
from .fresh5 import FRESH5_STORIES
from .layouts import Page, every_must, footer, head, items, nav, pages_of, paras
from .stories import STORIES, Story

Fresh6Layout = Callable[[Story], Page]

FRESH6_STORIES = (
    Story(
        "sequia-embalses", "es",
        "Los embalses de la cuenca del Segura caen al 18% y la confederación restringe el riego",
        "Los regantes tendrán un tercio menos de agua hasta octubre. Los ayuntamientos piden ahorrar en los jardines.",
        "Lucía Ferrándiz", "2023-04-18T06:30:00+02:00", "18 abr 2023 - 06:30 CEST",
        ("La Confederación Hidrográfica del Segura ha decidido reducir en un tercio el agua destinada al riego "
         "hasta el mes de octubre, después de que los embalses de la cuenca bajaran esta semana al 18% de su capacidad.",
         "La medida afecta a unas 60.000 hectáreas de regadío en Murcia, Alicante y Albacete. Los agricultores "
         "recibirán 2.100 metros cúbicos por hectárea, frente a los 3.200 que les correspondían en un año normal.",
         "Es la reserva más baja registrada en abril desde 1995. Las lluvias del invierno apenas alcanzaron la "
         "mitad de la media, y la nieve de las sierras de cabecera se fundió antes de lo habitual por el calor de marzo.",
         "Las comunidades de regantes han pedido al Gobierno que declare la situación de sequía extraordinaria, lo "
         "que permitiría aplazar el pago de tasas y acceder a ayudas para comprar agua desalada a precio reducido.",
         "\u00abNo se puede plantar melón ni brócoli con este horizonte\u00bb, explica Tomás Alcaraz, agricultor de "
         "Totana. \u00abMuchos vecinos van a dejar parcelas sin sembrar este verano y esperar a ver qué pasa en otoño.\u00bb",
         "El abastecimiento de agua potable está garantizado, según la confederación, gracias a las desaladoras de "
         "la costa. Aun así, varios ayuntamientos han prohibido regar jardines y llenar piscinas durante el día."),
        "Qué cambia para los regantes",
        ("un tercio menos de agua hasta octubre;",
         "prioridad para los cultivos leñosos frente a las hortalizas;",
         "turnos de riego nocturnos en las acequias principales."),
        "El embalse de la Fuensanta, en Albacete, con el nivel del agua muy por debajo de lo habitual.",
        "Marcial Guillén (EFE)", "Clima"),
    Story(
        "tranvia-zaragoza", "es",
        "El tranvía llegará a los nuevos barrios del sur de Zaragoza en 2027",
        "La ampliación tendrá 7,5 kilómetros y doce paradas. Las obras empezarán el próximo verano.",
        "Jorge Lacasa", "2023-11-07T07:00:00+01:00", "07 nov 2023 - 07:00 CET",
        ("El Ayuntamiento de Zaragoza ha aprobado el proyecto para prolongar la línea del tranvía hasta los "
         "barrios de Arcosur y Rosales del Canal, donde viven ya más de 25.000 personas sin una conexión rápida con el centro.",
         "La ampliación tendrá 7,5 kilómetros y doce paradas nuevas. El recorrido saldrá de la parada de "
         "Plaza Emperador Carlos V y cruzará la ronda por un paso inferior que se construirá para no cortar el tráfico.",
         "El presupuesto asciende a 148 millones de euros. La mitad llegará de los fondos europeos de recuperación, "
         "y el resto se financiará con un préstamo que el consistorio devolverá en veinte años.",
         "Los vecinos de Arcosur llevaban más de una década reclamando el tranvía. Hoy dependen de dos líneas de "
         "autobús que tardan casi cuarenta minutos en llegar a la plaza de España en hora punta.",
         "\u00abCuando compramos el piso nos dijeron que el tranvía estaría en cinco años, y de eso hace catorce\u00bb, "
         "recuerda Pilar Sancho, presidenta de la asociación vecinal. \u00abAhora queremos ver las máquinas.\u00bb",
         "Las obras empezarán el próximo verano y durarán unos tres años. El ayuntamiento prevé que los primeros "
         "tranvías lleguen a Arcosur en la primavera de 2027, tras un periodo de pruebas de dos meses."),
        "Las nuevas paradas",
        ("seis paradas en Rosales del Canal;",
         "cinco paradas en Arcosur;",
         "una parada junto al nuevo centro de salud."),
        "Un tranvía en la parada de Plaza Emperador Carlos V, donde empezará la ampliación.",
        "Javier Cebollada (EFE)", "Aragón"),
    Story(
        "grid-battery", "en",
        "Finland switches on the Nordic region's largest grid battery",
        "The 120-megawatt plant will help keep the grid stable as wind farms supply a growing share of power.",
        "Anna Virtanen", "2023-03-03T06:12:00+00:00", "March 3, 2023 6:12 AM UTC",
        ("A 120-megawatt battery plant went into service near the Finnish town of Lempäälä on Friday, the largest "
         "of its kind in the Nordic countries, as the region's grids adjust to a fast rise in wind power.",
         "The plant, built in eleven months on the site of a former peat-fired heating station, can store enough "
         "electricity to supply about 60,000 homes for two hours and can respond to a change in frequency within a second.",
         "Its owner, the utility Pirkanvoima, said the battery would earn most of its income by selling reserve "
         "capacity to the national grid operator, which pays for power that can be called on at short notice.",
         "Wind farms supplied about 14 percent of Finland's electricity last year, up from 9 percent in 2021, and "
         "the grid operator expects that share to double by 2027 as more than 40 new projects are completed.",
         "\u201cThe more wind we have, the more we need something that can react in the gap between a gust and a "
         "calm,\u201d said Pirkanvoima's chief executive, Mikko Lahtela. \u201cThis is the first of several.\u201d",
         "The company said it had applied for permits for two more plants of a similar size in western Finland, "
         "and expected to decide on the investment by the end of the year."),
        "What the plant does",
        ("stores 240 megawatt-hours of electricity;",
         "answers a frequency change within one second;",
         "sells reserve capacity to the grid operator."),
        "Battery containers at the Lempäälä plant, seen during its inauguration on March 3, 2023.",
        "Lehtikuva/Heikki Saukkomaa via Wire", "Energy"),
    Story(
        "moth-survey", "en",
        "Counting moths by night reveals a quiet collapse in hedgerow insects",
        "Volunteers running light traps for twenty years found numbers down by a third, with the steepest falls near arable fields.",
        "Helen Marsh", "2022-07-27T09:00:00+00:00", "27 July 2022",
        ("For twenty summers, a network of volunteers has switched on a light trap in their garden or a nearby "
         "field on the same nights each year, and written down every moth that arrived by morning.",
         "Their records, now analysed for the first time as a whole, show that the number of moths caught has "
         "fallen by a third since 2002, with the steepest declines at sites surrounded by arable land.",
         "The study covered 412 sites and more than 1.4 million moths of 690 species. About one species in five "
         "declined sharply, while a smaller group, mostly moths that feed on nettles and grasses, became more common.",
         "Moths matter beyond their own numbers. Their caterpillars are a main food of many garden birds in spring, "
         "and adult moths pollinate plants at night, when bees and hoverflies are not flying.",
         "\u201cThese are not rare species disappearing at the edges,\u201d said Dr Ruth Okonjo, who led the analysis. "
         "\u201cThey are common moths, the ones everybody used to see at a lit window, becoming less common.\u201d",
         "The authors say wider field margins and hedges left uncut in late summer would help, and they have asked "
         "for more volunteers in the north and west, where the network's sites are still few."),
        "How the survey works",
        ("a light trap runs from dusk to dawn;",
         "every moth is identified and released in the morning;",
         "the same nights are sampled every year."),
        "Figure 1: Change in the number of moths caught at the network's sites, 2002-2022.",
        "Credit: Okonjo et al., Insect Conservation (2022)", "Ecology"),
    Story(
        "mietpreisbremse", "de",
        "Wohnungsmarkt: Warum die Mietpreisbremse in Leipzig kaum wirkt",
        "Seit drei Jahren gilt sie in der Stadt. Doch viele neue Verträge liegen weit über der erlaubten Grenze.",
        "Judith Kaltenbach", "2023-02-09T05:00:00+01:00", "9. Februar 2023, 5:00 Uhr",
        ("Als die Mietpreisbremse im Sommer 2020 in Leipzig eingeführt wurde, versprach die Stadt eine Atempause "
         "für alle, die eine Wohnung suchen. Drei Jahre später ist davon in vielen Vierteln wenig zu spüren.",
         "Eine Auswertung von mehr als 9.000 Wohnungsanzeigen zeigt, dass fast jede zweite neue Miete mehr als zehn "
         "Prozent über der ortsüblichen Vergleichsmiete liegt. Genau das soll die Regel eigentlich verhindern.",
         "Das Gesetz erlaubt Ausnahmen, etwa für Neubauten oder umfassend modernisierte Wohnungen. Doch auch bei "
         "Altbauten ohne solche Arbeiten lagen die verlangten Mieten oft deutlich über der Grenze.",
         "Wer zu viel zahlt, muss sich selbst wehren. Mieter können die überhöhte Miete rügen und zurückfordern, "
         "doch nur wenige tun das, aus Sorge, den Vermieter gegen sich aufzubringen.",
         "\u201eDie meisten Menschen sind froh, überhaupt eine Wohnung gefunden zu haben\u201c, sagt Ines Wohlfahrt "
         "vom Mieterverein. \u201eDen ersten Streit fangen sie nicht am Tag nach der Unterschrift an.\u201c",
         "Die Stadt will nun eine Beratungsstelle einrichten, die Mieter bei der Prüfung ihres Vertrags unterstützt. "
         "Der Stadtrat soll im März über das Geld dafür entscheiden."),
        "Was Mieter tun können",
        ("die Vergleichsmiete im Mietspiegel nachschlagen;",
         "die überhöhte Miete schriftlich rügen;",
         "sich beim Mieterverein beraten lassen."),
        "Neubauten und sanierte Altbauten im Leipziger Westen.",
        "Foto: Sebastian Willnow/dpa", "Wohnen"),
)

KICKER_SPLIT = ": "  # the German weekly prints the headline's kicker apart, before the colon


def spanish_nav() -> str:
    names = ("Internacional", "Opinión", "España", "Economía", "Sociedad", "Clima", "Deportes")
    return '<nav class="sm _df"><ul>' + "".join(f'<li><a href="/{n.lower()}/">{n}</a></li>' for n in names) + "</ul></nav>"


def spanish_daily(story: Story) -> Page:
    """A Spanish national daily: a section kicker, the standfirst in an ``<h2>``, the byline with
    its city and a date line with "Actualizado:", a share row ("Compartir en Whatsapp", "Ir a
    los comentarios"), a photo whose caption ends with the photographer and the agency in
    parentheses, a "Más información" box of two headlines inside the story, an advert label
    ("Publicidad"), a "Suscríbete" promo, "Archivado En" tags, "Se adhiere a los criterios de
    The Trust Project", an author box ("Sobre la firma") and "Lo más visto"."""
    p = story.paragraphs
    more = "".join(f'<li><a href="/clima/2023-0{i + 2}-1{i}/x-{i}.html"><h3 class="c_t">{escape(h)}</h3></a></li>'
                   for i, h in enumerate(SPANISH_MORE))
    most = "".join(f'<li class="mv_e"><a href="/espana/2023-04-1{i}/mv-{i}.html"><span class="mv_n">{i + 1}</span>'
                   f'{escape(h)}</a></li>' for i, h in enumerate(SPANISH_MOST))
    html = head(story, "El Diario Nacional") + f"""<body class="a"><div id="app">
<header class="_g _g-xs"><a class="ep_l" href="/">El Diario Nacional</a>{spanish_nav()}
<a class="_btn _btn-sm" href="/suscripciones/">Suscríbete</a></header>
<main id="main-content"><article class="a _g _g-lg">
<header class="a_e_h"><div class="a_k_n"><a class="a_k_a" href="/{story.kicker.lower()}/">{escape(story.kicker)}</a></div>
<h1 class="a_t">{escape(story.headline)}</h1>
<h2 class="a_st">{escape(story.dek)}</h2></header>
<div class="a_md"><div class="a_md_a"><a class="a_md_a_n" href="/autor/x/">{escape(story.author)}</a></div>
<div class="a_md_f"><span class="a_ti">{SPANISH_CITIES[story.slug]} - {escape(story.date_text)}</span>
<span class="a_ti a_ti-u">Actualizado: {escape(story.date_text.replace("06:30", "13:15").replace("07:00", "12:40"))}</span></div>
<ul class="a_md_sh"><li><a href="#" title="Compartir en Whatsapp">Compartir en Whatsapp</a></li>
<li><a href="#" title="Compartir en Facebook">Compartir en Facebook</a></li>
<li><a href="#comentarios">Ir a los comentarios</a></li></ul></div>
<figure class="a_m a_m-h"><img src="/resizer/{story.slug}.jpg" alt="{escape(story.caption)}">
<figcaption class="a_m_p"><span>{escape(story.caption)}</span><span class="a_m_m">{escape(story.credit)}</span></figcaption></figure>
<div class="a_c clearfix" data-dtm-region="articulo_cuerpo">
{paras(p[:2])}
<div class="a_ad"><span class="a_ad_l">Publicidad</span><div id="ros1"></div></div>
{paras(p[2:4])}
<section class="a_r_m"><h3 class="a_r_m_t">Más información</h3><ul>{more}</ul></section>
<h3>{escape(story.subhead)}</h3>
{items(story)}
{paras(p[4:])}
</div>
<div class="a_pw_s"><p>Suscríbete para seguir leyendo</p><p>Lee sin límites</p><a href="/suscripciones/">Sigue leyendo</a></div>
<section class="a_tp"><h4 class="a_tp_t">Archivado En</h4><ul><li><a href="/noticias/{story.kicker.lower()}/">{escape(story.kicker)}</a></li>
<li><a href="/noticias/espana/">España</a></li><li><a href="/noticias/administraciones/">Administraciones públicas</a></li></ul></section>
<p class="a_tr">Se adhiere a los criterios de <a href="/estaticos/trust-project/">The Trust Project</a></p>
<div class="a_au"><h4 class="a_au_t">Sobre la firma</h4><p class="a_au_n">{escape(story.author)}</p>
<p class="a_au_d">Periodista de la sección de {escape(story.kicker)} desde 2019. Antes trabajó en la delegación de Valencia. Licenciatura en Periodismo por la Universidad de Valencia.</p></div>
</article>
<aside class="mv"><h2 class="mv_t">Lo más visto</h2><ol>{most}</ol></aside>
</main></div>{footer("El Diario Nacional")}</body></html>"""
    return Page("fresh6-spanish-daily", html, f"https://www.diarionacional.example.es/{story.kicker.lower()}/{story.date[:10]}/{story.slug}.html",
                every_must(story),
                (story.headline, story.dek, SPANISH_CITIES[story.slug] + " - ", "Actualizado:", "Compartir en Whatsapp", "Ir a los comentarios",
                 story.caption, story.credit, "Publicidad", "Más información", SPANISH_MORE[0], SPANISH_MORE[1],
                 "Suscríbete para seguir leyendo", "Sigue leyendo", "Archivado En", "Administraciones públicas",
                 "Se adhiere a los criterios", "Sobre la firma", "Periodista de la sección", "Lo más visto",
                 SPANISH_MOST[0], SPANISH_MOST[2]))


def public_broadcaster(story: Story) -> Page:
    """A US public broadcaster's story page: a section slug, the byline with the author's headshot
    alt, "Heard on Morning Edition" over an audio module ("Listen · 3:52", "3-Minute Listen",
    "Playlist", "Transcript", "Download", "Embed"), a photo with "hide caption" / "toggle caption"
    and the credit after it, a slideshow's first slide with its caption, credit, "1 of 6" and
    "View slideshow", "Sponsor Message" between paragraphs, a "Related Story" card, a
    donation promo, a share row ("Facebook", "Flipboard", "Email") and "More Stories From"."""
    p = story.paragraphs
    more = "".join(f'<article class="item"><div class="item-info"><h2 class="title"><a href="/2023/03/0{i}/11{i}/x">'
                   f'{escape(h)}</a></h2><p class="teaser"><time datetime="2023-03-0{i}">March {i}, 2023</time> &bull; '
                   f'{escape(t)}</p></div></article>' for i, (h, t) in enumerate(NPR_MORE, start=1))
    html = head(story, "WPRN") + f"""<body class="storypage"><div id="main-section">
<header id="globalheader"><a class="logo" href="/">WPRN</a>{nav('en')}<a class="donate" href="/donate">Donate</a></header>
<main><article class="story">
<div class="story-meta"><div class="slug-wrap"><h3 class="slug"><a href="/sections/{story.kicker.lower()}/">{escape(story.kicker)}</a></h3></div>
<div class="storytitle"><h1>{escape(story.headline)}</h1></div>
<div id="storybyline"><div class="byline byline--block"><div class="byline__image"><img src="/a/{story.slug}.jpg" alt="{escape(story.author)} headshot"></div>
<p class="byline__name byline__name--block"><a href="/people/1/x">{escape(story.author)}</a></p></div></div>
<div class="dateblock"><time datetime="{story.date}"><span class="date">{escape(story.date_text)}</span><span class="time">5:00 AM ET</span></time></div>
<div class="audio-module"><h4 class="audio-module-heard">Heard on <a href="/programs/morning-edition/">Morning Edition</a></h4>
<div class="audio-module-controls"><b class="audio-module-listen-inner">Listen <b class="audio-module-listen-duration">&middot; 3:52</b></b>
<span class="audio-module-duration">3-Minute Listen</span><button class="audio-module-playlist">Playlist</button></div>
<ul class="audio-module-tools"><li><a href="/transcripts/11">Transcript</a></li><li><a href="/download">Download</a></li><li><a href="#">Embed</a></li></ul></div></div>
<div id="storytext" class="storytext storylocation linkLocation">
<div id="resg-s1-1" class="bucketwrap image large"><div class="imagewrap"><img src="/img/{story.slug}.jpg" alt=""></div>
<div class="credit-caption"><div class="caption-wrap"><div class="caption"><b class="toggle-caption"><b class="hide-caption">hide caption</b></b>
<p>{escape(story.caption)}</p></div></div>
<span class="credit">{escape(story.credit)}</span><b class="toggle-caption">toggle caption</b></div></div>
{paras(p[:2])}
<div class="bucketwrap internallink insettwocolumn inset2col"><aside class="bucket"><h3 class="slug">Related Story</h3>
<a href="/2023/02/19/99/x"><h4 class="title">{escape(NPR_MORE[0][0])}</h4></a></aside></div>
{paras(p[2:3])}
<div id="resg-s1-2" class="bucketwrap slideshow"><div class="slideshow-wrap"><div class="slide slide--active">
<img src="/img/{story.slug}-s1.jpg" alt=""><div class="slide-caption"><p>{escape(NPR_SLIDE)}</p>
<span class="credit">{escape(story.author)}/WPRN</span></div></div>
<div class="slideshow-controls"><button class="prev">Previous</button><span class="slide-count">1 of 6</span><button class="next">Next</button></div>
<a class="slideshow-fullscreen" href="#">View slideshow</a></div></div>
{paras(p[3:4])}
<aside class="ad-wrap"><p class="left">Sponsor Message</p><div id="ad-backstage"></div></aside>
<h3 class="edTag">{escape(story.subhead)}</h3>
{items(story)}
{paras(p[4:])}
</div>
<div class="share-tools"><ul><li><a href="#">Facebook</a></li><li><a href="#">Flipboard</a></li><li><a href="#">Email</a></li></ul></div>
<div class="callout-end-of-story"><p>Public media is free for everyone because listeners like you chip in.
Make a gift to WPRN today and keep independent journalism going.</p><a href="/donate">Donate now</a></div>
</article>
<section class="more-stories"><h2 class="more-from-title">More Stories From WPRN</h2>{more}</section>
</main></div>{footer("WPRN")}</body></html>"""
    return Page("fresh6-public-broadcaster", html, f"https://www.wprn.example.org/2023/03/03/1160{len(story.slug)}/{story.slug}",
                every_must(story),
                (story.headline, "Heard on", "Morning Edition", "3:52", "3-Minute Listen", "Playlist",
                 "Transcript", "Download", "Embed", "hide caption", "toggle caption", story.caption, story.credit,
                 "Related Story", NPR_MORE[0][0], NPR_SLIDE, story.author + "/WPRN", "1 of 6", "View slideshow",
                 "Sponsor Message", "Flipboard", "listeners like you chip in",
                 "Donate now", "More Stories From WPRN", NPR_MORE[1][0], NPR_MORE[2][1]))


def newsletter_post(story: Story) -> Page:
    """A post on a newsletter platform: the publication's name and a "Subscribe" button over the
    post, the title and subtitle, the author with the date and "Paid" marks, like, comment and
    restack counts with "Share", an affiliate disclaimer as the post's first line, a subscribe box inside the post ("Thanks for reading ...!
    Subscribe for free ...", an e-mail field), a footnote marker and its footnote (the writer's
    words: the story's), "Discussion about this post", a comment, and "Ready for more?"."""
    p = story.paragraphs
    footnote = NEWSLETTER_FOOTNOTE
    html = head(story, "The Slow Commute") + f"""<body><div id="entry"><div class="main-menu"><div class="topbar-content">
<a class="navbar-title-link" href="/">The Slow Commute</a><button class="button subscribe-btn">Subscribe</button><button>Sign in</button></div></div>
<div class="container"><div class="single-post-container"><article class="typography newsletter-post post">
<div class="post-header"><h1 class="post-title published">{escape(story.headline)}</h1>
<h3 class="subtitle">{escape(story.dek)}</h3>
<div class="post-meta"><div class="profile-hover-card-target"><a href="https://substack.example.com/@x">{escape(story.author)}</a></div>
<div class="pencraft meta-EgzBVA">{escape(story.date_text.split(",")[0])}</div><div class="pencraft">&#8729; Paid</div></div>
<div class="post-ufi"><a class="like-button" href="#">142</a><a class="post-ufi-comment-button" href="#comments">18</a>
<a class="restack-button" href="#">9</a><a class="post-ufi-button share" href="#">Share</a></div></div>
<div class="available-content"><div class="body markup" dir="auto">
<p><em>{escape(NEWSLETTER_DISCLAIMER)}</em></p>
{paras(p[:2])}
<p>{escape(p[2])}<a class="footnote-anchor" id="footnote-anchor-1" href="#footnote-1">1</a></p>
<div class="subscription-widget-wrap"><div class="subscription-widget show-subscribe"><div class="preamble">
<p class="cta-caption">Thanks for reading The Slow Commute! Subscribe for free to receive new posts and support my work.</p></div>
<form class="form"><input type="email" name="email" placeholder="Type your email\u2026"><input type="submit" value="Subscribe"></form></div></div>
{paras(p[3:4])}
<h2 class="header-anchor-post">{escape(story.subhead)}</h2>
{items(story)}
{paras(p[4:])}
<div class="footnote"><a class="footnote-number" id="footnote-1" href="#footnote-anchor-1">1</a>
<div class="footnote-content"><p>{escape(footnote)}</p></div></div>
</div></div>
<div class="post-footer"><div class="post-ufi"><a class="like-button" href="#">142 Likes</a><a class="restack-button" href="#">9 Restacks</a></div>
<p class="button-wrapper"><a class="button primary" href="/subscribe">Subscribe now</a></p></div>
</article>
<div id="discussion" class="comments-section"><h4 class="comments-heading">Discussion about this post</h4>
<div class="comment"><div class="comment-meta"><a href="#">Margot L.</a><span>Mar 4</span></div>
<div class="comment-body"><p>I have ridden that route for years and never knew any of this. Thanks for digging it up.</p></div></div></div>
<div class="post-end-cta-full"><h3>Ready for more?</h3><form><input type="email" placeholder="Type your email\u2026"><button>Subscribe</button></form></div>
</div></div></div>
<footer class="footer-wrap"><p>&copy; 2023 {escape(story.author)}</p><a href="/privacy">Privacy</a> &#8729; <a href="/tos">Terms</a> &#8729;
<a href="/collection-notice">Collection notice</a><p>Substack is the home for great culture</p></footer></body></html>"""
    return Page("fresh6-newsletter-post", html, f"https://slowcommute.substack.example.com/p/{story.slug}",
                every_must(story) + (footnote,),
                (story.headline, story.dek, "Paid", "142", "Restacks", "affiliate links", "Thanks for reading The Slow Commute!",
                 "Subscribe for free to receive new posts", "Sign in", "142 Likes", "Subscribe now", "Discussion about this post",
                 "Margot L.", "I have ridden that route for years", "Ready for more?", "Collection notice", "home for great culture"))


def local_live_strip(story: Story, following: Story) -> Page:
    """A local news site with a live-updates strip across the top (time-stamped one-line updates
    and "See all updates"), a weather box, a breaking-news banner, the section, the byline with
    "Posted" and "Updated" times, a caption with its credit, "Read more:" lines inside the story,
    an alerts promo, "Tags:", "Recommended for you" teasers with times, a comment policy, and the
    next story appended below a "Next Story" divider (infinite scroll, a second ``<main>`` block)."""
    p = story.paragraphs
    q = following.paragraphs
    strip = "".join(f'<li class="live-strip__item"><time class="live-strip__time">{t}</time>'
                    f'<a href="/live/local-updates#{i}">{escape(u)}</a></li>' for i, (t, u) in enumerate(LIVE_UPDATES))
    recommended = "".join(f'<div class="rec-card"><a href="/news/local/2023/{i}/rec-{i}/"><h4 class="rec-card__title">{escape(h)}</h4></a>'
                          f'<span class="rec-card__time">{i + 1} hours ago</span></div>' for i, h in enumerate(LOCAL_RECOMMENDED))
    html = head(story, "Valley Now") + f"""<body class="article-template"><div class="site">
<div class="live-strip"><span class="live-strip__label">LIVE UPDATES</span><ul class="live-strip__list">{strip}</ul>
<a class="live-strip__all" href="/live/local-updates">See all updates</a></div>
<header class="masthead"><a class="masthead__logo" href="/">Valley Now</a>{nav('en')}
<div class="weather-widget"><span class="weather-widget__temp">72&deg;F</span><span class="weather-widget__sky">Sunny</span>
<a href="/weather">7-day forecast</a></div></header>
<div class="breaking-banner"><strong>BREAKING</strong> <a href="/news/local/2023/05/school-board-vote/">{escape(LOCAL_BREAKING)}</a></div>
<main class="article-main"><div class="article-header"><a class="article-header__section" href="/news/local/">Local News</a>
<h1 class="article-header__headline">{escape(story.headline)}</h1>
<div class="article-header__meta"><span class="author-name">By {escape(story.author)}</span>
<span class="timestamp">Posted: 6:05 AM, May 16, 2023</span> <span class="timestamp">Updated: 9:41 AM, May 16, 2023</span></div></div>
<div class="article-lead-image"><img src="/img/{story.slug}.jpg" alt="">
<p class="article-lead-image__caption">{escape(story.caption)}</p><p class="article-lead-image__credit">{escape(story.credit)}</p></div>
<div class="article-body RichTextArticleBody">
{paras(p[:2])}
<p><strong>Read more:</strong> <a href="/news/local/2023/04/28/x/">{escape(LOCAL_RECOMMENDED[0])}</a></p>
{paras(p[2:4])}
<div class="promo-inline"><p>Get breaking news alerts from Valley Now on your phone. Download our free app.</p>
<a href="/apps">Get the app</a></div>
<h2>{escape(story.subhead)}</h2>
{items(story)}
{paras(p[4:])}
<p><strong>Read more:</strong> <a href="/news/local/2023/03/11/y/">{escape(LOCAL_RECOMMENDED[2])}</a></p>
</div>
<div class="article-tags">Tags: <a href="/tags/local-government">Local Government</a>, <a href="/tags/transportation">Transportation</a>, <a href="/tags/valley-news">Valley News</a></div>
<p class="comment-policy">Comments are moderated. Please keep the conversation civil and on topic.</p>
<section class="recommended"><h3 class="recommended__title">Recommended for you</h3>{recommended}</section>
</main>
<div class="infinite-scroll__divider"><span>Next Story</span></div>
<main class="article-main article-main--next"><div class="article-header"><a class="article-header__section" href="/news/local/">Local News</a>
<h1 class="article-header__headline">{escape(following.headline)}</h1>
<div class="article-header__meta"><span class="author-name">By {escape(following.author)}</span></div></div>
<div class="article-body RichTextArticleBody">
{paras(q)}
</div></main></div>{footer("Valley Now")}</body></html>"""
    return Page("fresh6-local-live-strip", html, f"https://www.valleynow.example.com/news/local/{story.slug}",
                every_must(story),
                (story.headline, "LIVE UPDATES", LIVE_UPDATES[0][1], LIVE_UPDATES[2][1], "See all updates", "72°F",
                 "7-day forecast", "BREAKING", LOCAL_BREAKING, "Local News", "By " + story.author, "Posted: 6:05 AM",
                 "Updated: 9:41 AM", story.caption, story.credit, "Read more:", LOCAL_RECOMMENDED[0],
                 "Get breaking news alerts", "Get the app", "Tags:", "Local Government", "Comments are moderated",
                 "Recommended for you", LOCAL_RECOMMENDED[1], "2 hours ago", "Next Story", following.headline,
                 "By " + following.author, q[0], q[2], q[-1]))


def wire_service(story: Story) -> Page:
    """A wire agency's own story page: the section and the byline with the date and "Updated 2
    hours ago", the place and agency at the lead's start (the lead's own words, kept), a photo
    with its caption, credit and "Purchase Licensing Rights", a newsletter line inside the
    story ("... newsletter ... Sign up here."), "Reporting by ...; Editing by ...", "Our
    Standards: ...", "Acquire Licensing Rights", topic links, an author card and "Read Next"."""
    p = story.paragraphs
    following = "".join(f'<li class="story-card"><a href="/business/energy/{i}-x-2023-03-0{i}/"><span class="story-card__title">'
                        f'{escape(h)}</span></a><time>{i + 1}:0{i} PM UTC</time></li>' for i, h in enumerate(WIRE_NEXT))
    html = head(story, "Wire") + f"""<body><div id="fusion-app"><header class="site-header"><a class="logo" href="/">Wire</a>{nav('en')}
<a class="register" href="/account/register/">Register</a></header>
<main class="article-layout"><article class="article">
<header class="article-header"><nav class="breadcrumb"><a href="/business/">Business</a> <a href="/business/energy/">{escape(story.kicker)}</a></nav>
<h1 data-testid="Heading">{escape(story.headline)}</h1>
<div class="article-header__info"><address><a rel="author" href="/authors/anna-virtanen/">By {escape(story.author)}</a></address>
<time datetime="{story.date}"><span class="date-line__date">{escape(story.date_text)}</span></time>
<span class="date-line__updated">Updated 2 hours ago</span></div></header>
<figure data-testid="primary-image"><img src="/resizer/{story.slug}.jpg" alt="">
<figcaption data-testid="primary-image-caption"><span>{escape(story.caption)}</span>
<span class="credit">{escape(story.credit)}</span> <a href="/licensing">Purchase Licensing Rights</a></figcaption></figure>
<div class="article-body__content" data-testid="ArticleBody">
<p data-testid="paragraph-0">{escape(WIRE_DATELINES[story.slug])} (Wire) - {escape(p[0])}</p>
{"".join(f'<p data-testid="paragraph-{i + 1}">{escape(t)}</p>' for i, t in enumerate(p[1:3]))}
<p class="newsletter-inline" data-testid="paragraph-3"><i>The Sustainable Switch newsletter brings you the latest on the
energy transition. <a href="/newsletters/sustainable-switch/">Sign up here.</a></i></p>
{"".join(f'<p data-testid="paragraph-{i + 4}">{escape(t)}</p>' for i, t in enumerate(p[3:4]))}
<h2 data-testid="Heading">{escape(story.subhead)}</h2>
{items(story)}
{"".join(f'<p data-testid="paragraph-{i + 5}">{escape(t)}</p>' for i, t in enumerate(p[4:]))}
<p class="sign-off" data-testid="SignOff">Reporting by {escape(story.author)}; Editing by Mark Potter</p>
<p class="trust-line"><a href="/info-pages/thomson-trust-principles/">Our Standards: The Wire Trust Principles.</a></p>
<div class="article-actions"><a href="/licensing">Acquire Licensing Rights</a> <a href="#">Opens new tab</a></div></div>
<div class="topics"><span>Topics:</span><a href="/business/energy/">Energy</a> <a href="/sustainability/">Sustainability</a> <a href="/world/europe/">Europe</a></div>
<div class="author-card"><p class="author-card__name">{escape(story.author)}</p>
<p class="author-card__bio">Thomson Wire. Covers energy and industry in the Nordic and Baltic countries from Helsinki.</p></div>
</article>
<section class="read-next"><h2 class="read-next__title">Read Next</h2><ul>{following}</ul></section>
</main></div>{footer("Wire")}</body></html>"""
    return Page("fresh6-wire-service", html, f"https://www.wire.example.com/business/energy/{story.slug}-2023-03-03/",
                every_must(story),
                (story.headline, "By " + story.author, "Updated 2 hours ago", story.caption, story.credit,
                 "Purchase Licensing Rights", "Sustainable Switch newsletter", "Sign up here", "Reporting by",
                 "Editing by Mark Potter", "Our Standards", "Acquire Licensing Rights", "Opens new tab", "Topics:",
                 "Covers energy and industry", "Read Next", WIRE_NEXT[0], WIRE_NEXT[2], "Register"))


def science_magazine(story: Story) -> Page:
    """A science magazine's feature: a section and the standfirst, "By ... | 27 July 2022 | 6 min
    read", figures numbered "Figure 1:" and "Figure 2:" with "Credit:" lines and "Enlarge image",
    footnote markers in the text and the story's own notes at its end (kept), "Explore more"
    topics, a print-edition promo, the author's bio and "Related content" cards."""
    p = story.paragraphs
    related = "".join(f'<div class="card card--related"><a href="/news/2022/0{i + 5}/{i}/x"><p class="card__kicker">News</p>'
                      f'<h3 class="card__title">{escape(h)}</h3></a></div>' for i, h in enumerate(SCIENCE_RELATED))
    figure_one = story.caption if story.caption.startswith("Figure 1") else f"Figure 1: {story.caption}"
    html = head(story, "Field & Lab") + f"""<body><div class="page-wrap"><header class="header"><a href="/">Field &amp; Lab</a>{nav('en')}
<a href="/subscribe" class="header__cta">Subscribe</a></header>
<main><article class="feature">
<div class="feature__head"><p class="feature__section">{escape(story.kicker)}</p>
<h1 class="feature__title">{escape(story.headline)}</h1><p class="feature__standfirst">{escape(story.dek)}</p>
<p class="feature__byline">By <a href="/authors/x">{escape(story.author)}</a> | {escape(story.date_text)} | 6 min read</p></div>
<div class="feature__body">
<p>{escape(p[0])}</p>
<p>{escape(p[1])}<sup><a href="#fn1" id="ref1">1</a></sup></p>
<figure class="figure"><div class="figure__image"><img src="/img/{story.slug}-fig1.png" alt=""></div>
<a class="figure__enlarge" href="/img/{story.slug}-fig1-large.png">Enlarge image</a>
<figcaption class="figure__caption"><p>{escape(figure_one)}</p><p class="figure__credit">{escape(story.credit if story.credit.startswith("Credit") else "Credit: " + story.credit)}</p></figcaption></figure>
{paras(p[2:4])}
<h2>{escape(story.subhead)}</h2>
{items(story)}
<figure class="figure"><div class="figure__image"><img src="/img/{story.slug}-fig2.png" alt=""></div>
<figcaption class="figure__caption"><p>Figure 2: {escape(story.subhead)}, in numbers.</p><p class="figure__credit">Credit: Field &amp; Lab graphics</p></figcaption></figure>
<p>{escape(p[4])}</p>
<p>{escape(p[5])}<sup><a href="#fn2" id="ref2">2</a></sup></p>
<section class="footnotes"><h2>Notes</h2><ol>
<li id="fn1"><p>{escape(SCIENCE_NOTES[0])} <a href="#ref1">&#8617;</a></p></li>
<li id="fn2"><p>{escape(SCIENCE_NOTES[1])} <a href="#ref2">&#8617;</a></p></li></ol></section>
</div>
<div class="feature__topics"><h4>Explore more</h4><a href="/topics/insects">Insects</a> <a href="/topics/farming">Farming</a>
<a href="/topics/citizen-science">Citizen science</a></div>
<div class="print-promo"><p>This article appears in the September 2022 issue of Field &amp; Lab. Subscribe to the print edition and save 40%.</p></div>
<div class="author-bio"><img src="/a/x.jpg" alt=""><p>{escape(story.author)} is a science journalist based in Bristol who writes about ecology and farming.</p></div>
</article>
<section class="related"><h2>Related content</h2>{related}</section></main></div>{footer("Field & Lab")}</body></html>"""
    return Page("fresh6-science-magazine", html, f"https://www.fieldandlab.example.com/news/2022/07/{story.slug}",
                every_must(story) + SCIENCE_NOTES,
                (story.headline, story.dek, "6 min read", "Figure 1:", "Figure 2:", story.subhead + ", in numbers",
                 "Credit: Field & Lab graphics", "Enlarge image", "Explore more", "Citizen science",
                 "appears in the September 2022 issue", "Subscribe to the print edition",
                 "is a science journalist based in Bristol", "Related content", SCIENCE_RELATED[0], SCIENCE_RELATED[1]))


def german_paywall_weekly(story: Story) -> Page:
    """A German weekly's web edition behind a paywall: the kicker set apart inside the ``<h1>``
    before the headline, the standfirst, "Von ..." and the date with a comment count, "Artikel
    hören", "Z+ (abopflichtiger Inhalt)", a caption with "Foto: ..." credit, the free lead and
    first paragraphs, the paywall's teaser box ("Jetzt weiterlesen", a trial offer, "Bereits
    Abonnent? Hier anmelden"), the rest of the text (served to subscribers and crawlers),
    "Artikel verschenken", "Schlagwörter", "Über die Autorin" and a "Mehr zum Thema" list."""
    p = story.paragraphs
    kicker, _, title = story.headline.partition(KICKER_SPLIT)
    if not title:
        kicker, title = story.kicker, story.headline
    more = "".join(f'<li class="teaser-small"><a href="/wirtschaft/2023-0{i + 1}/x-{i}"><span class="teaser-small__kicker">'
                   f'{escape(k)}</span><span class="teaser-small__title">{escape(h)}</span></a></li>'
                   for i, (k, h) in enumerate(WEEKLY_MORE))
    html = head(story, "DIE WOCHE") + f"""<body><div class="page"><header class="header"><a class="header__logo" href="/">DIE WOCHE</a>{nav('de')}
<a class="header__abo" href="/abo">Abo</a></header>
<main class="main"><article class="article article--zplus">
<header class="article-header"><h1 class="article-heading"><span class="article-heading__kicker">{escape(kicker)}</span><span class="visually-hidden">: </span>
<span class="article-heading__title">{escape(title)}</span></h1>
<div class="summary">{escape(story.dek)}</div>
<div class="article-byline"><span class="byline">Von <a href="/autoren/K/x/index">{escape(story.author)}</a></span></div>
<div class="metadata"><time class="metadata__date" datetime="{story.date}">{escape(story.date_text)}</time>
<a class="metadata__commentcount" href="#comments">14 Kommentare</a></div>
<div class="zplus-badge"><span class="zplus-badge__text">Z+ (abopflichtiger Inhalt)</span></div>
<div class="audio-player"><button>Artikel hören</button><span>Player schließen</span></div></header>
<figure class="article__media"><img src="/img/{story.slug}.jpg" alt="">
<figcaption class="figure__caption"><span class="figure__text">{escape(story.caption)}</span>
<span class="figure__copyright">&copy; {escape(story.credit)}</span></figcaption></figure>
<div class="article-body article-body--article">
<p class="paragraph article__item">{escape(p[0])}</p>
<p class="paragraph article__item">{escape(p[1])}</p>
<div class="paywall-footer"><div class="paywall"><p class="paywall__title">Jetzt weiterlesen</p>
<p class="paywall__text">Testen Sie Z+ vier Wochen kostenlos und lesen Sie alle Artikel auf woche.de.</p>
<a class="paywall__button" href="/abo/testen">4 Wochen kostenlos testen</a>
<p class="paywall__login">Bereits Abonnent? <a href="/anmelden">Hier anmelden</a></p></div></div>
<div class="paywall-content">
{paras(p[2:4], "paragraph article__item")}
<h2 class="article__subheading article__item">{escape(story.subhead)}</h2>
<ul class="article__item">{"".join(f"<li>{escape(i)}</li>" for i in story.items)}</ul>
{paras(p[4:], "paragraph article__item")}
</div></div>
<div class="article-toolbar"><a href="#">Artikel verschenken</a> <a href="#">Teilen</a> <a href="#">Merken</a></div>
<div class="article-tags"><h3 class="article-tags__title">Schlagwörter</h3><ul><li><a href="/thema/{story.kicker.lower()}">{escape(story.kicker)}</a></li>
<li><a href="/thema/sachsen">Sachsen</a></li><li><a href="/thema/immobilienmarkt">Immobilienmarkt</a></li></ul></div>
<div class="author-box"><h3 class="author-box__title">Über die Autorin</h3>
<p class="author-box__text">{escape(story.author)} arbeitet im Ressort Wirtschaft und berichtet über Wohnen, Verkehr und Immobilien.</p></div>
</article>
<section class="more-on-topic"><h2 class="more-on-topic__title">Mehr zum Thema</h2><ul>{more}</ul></section>
</main></div>{footer("DIE WOCHE")}</body></html>"""
    return Page("fresh6-german-paywall-weekly", html, f"https://www.woche.example.de/{story.kicker.lower()}/2023-02/{story.slug}",
                every_must(story),
                (title, kicker, story.dek, "Von " + story.author, "14 Kommentare", "Z+ (abopflichtiger Inhalt)", "Artikel hören",
                 "Player schließen", story.caption, story.credit, "Jetzt weiterlesen", "vier Wochen kostenlos",
                 "4 Wochen kostenlos testen", "Bereits Abonnent?", "Hier anmelden", "Artikel verschenken", "Merken",
                 "Schlagwörter", "Immobilienmarkt", "Über die Autorin", "arbeitet im Ressort Wirtschaft",
                 "Mehr zum Thema", WEEKLY_MORE[0][1], WEEKLY_MORE[2][1]))


SPANISH_CITIES = {"sequia-embalses": "Murcia", "tranvia-zaragoza": "Zaragoza"}
WIRE_DATELINES = {"grid-battery": "LEMPAALA, Finland, March 3", "library-robots": "ASHCOMBE, England, Jan 22"}
SPANISH_MORE = ("El Gobierno aprueba ayudas de 450 millones para los agricultores afectados por la sequía",
                "Las desaladoras del Mediterráneo funcionan al máximo de su capacidad")
SPANISH_MOST = ("Qué se sabe del incendio de la sierra de la Culebra",
                "Los precios de la vivienda suben en todas las capitales de provincia",
                "La selección femenina golea a Suecia y se clasifica para la final")
NPR_MORE = (("Utilities race to store power as solar and wind grow", "The grid has to be balanced every second."),
            ("Why your electricity bill is going up this winter", "Natural gas prices are only part of the story."),
            ("A tiny town powers itself with a lake and a hill", "Pumped storage is an old idea with new fans."))
NPR_SLIDE = "The scene on the morning of the story, the first of six photographs taken for this report."
NEWSLETTER_DISCLAIMER = ("Some links in this post are affiliate links: if you buy a book through them, The Slow "
                         "Commute earns a small commission at no extra cost to you.")
NEWSLETTER_FOOTNOTE = ("The figures come from the operator's annual report; I have rounded them to the nearest whole "
                       "number, and any mistakes in adding them up are mine.")
LIVE_UPDATES = (("9:42 AM", "Route 9 closed in both directions near Elm Street after a crash"),
                ("9:15 AM", "Boil water notice lifted for the east side"),
                ("8:50 AM", "County fair parking lots open early this weekend"))
LOCAL_BREAKING = "School board votes 5-2 to move start times later next fall"
LOCAL_RECOMMENDED = ("Downtown parking garage to close for repairs through July",
                     "Family-run bakery celebrates 60 years on Main Street",
                     "What the new county budget means for your property taxes")
WIRE_NEXT = ("Norway's sovereign fund posts record loss as markets slump",
             "EU agrees on rules to speed up permits for wind and solar",
             "Swedish steelmaker delays green plant as costs climb")
SCIENCE_NOTES = ("Figures are those published at the time of writing; some of them may since have been revised "
                 "by the people who collected them.",
                 "Quotations were condensed lightly for length; the full interviews are held by the author and "
                 "were checked with the speakers before publication.")
SCIENCE_RELATED = ("Bumblebees are waking earlier as winters warm",
                   "Why streetlights are bad news for night-flying insects",
                   "The farmers paid to leave their field edges wild")
WEEKLY_MORE = (("Immobilien", "Wer kann sich das Eigenheim noch leisten?"),
               ("Mietrecht", "Diese Klauseln im Mietvertrag sind unwirksam"),
               ("Stadtentwicklung", "Leipzig wächst, aber wohin?"))


def fresh6_pages() -> list[Page]:
    """Every page of the fresh-6 layouts, named ``<layout>/<story>``: each layout wraps two stories."""
    pool = STORIES + FRESH_STORIES + FRESH3_STORIES + FRESH4_STORIES + FRESH5_STORIES + FRESH6_STORIES
    english = [s for s in pool if s.lang == "en"]
    german = [s for s in pool if s.lang == "de"]
    sequia, tranvia, battery, moths, miete = FRESH6_STORIES
    chosen: tuple[tuple[Fresh6Layout, tuple[Story, ...]], ...] = (
        (spanish_daily, (sequia, tranvia)),
        (public_broadcaster, (battery, english[2])),
        (newsletter_post, (english[9], english[5])),
        (lambda s: local_live_strip(s, english[(english.index(s) + 3) % len(english)]), (english[3], english[12])),
        (wire_service, (battery, english[1])),
        (science_magazine, (moths, english[4])),
        (german_paywall_weekly, (miete, german[5])))
    return pages_of(chosen)
