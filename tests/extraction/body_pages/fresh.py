"""Fresh held-out layouts of the body suite: six kinds of sites none of the suite's other layouts imitates.

Written, with their stories and the strings their bodies must and must not
hold, and committed before the extractor was ever run on them: their pass
count is a held-out figure (tests/extraction/test_body_suite.py), not a
target to tune to. Each layout wraps its own new story and, but for the
Polish portal, one story of the suite's own in its language.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from .layouts import Page, footer, head, items, nav, paras
from .stories import STORIES, Story

FreshLayout = Callable[[Story], Page]

FRESH_STORIES = (
    Story(
        "fischmarkt", "de",
        "Traditioneller Fischmarkt in Oberwerth zieht an den Hafen um",
        "Nach 60 Jahren auf dem Kirchplatz bekommt der Markt einen neuen Standort. Händler sind gespalten.",
        "Jörg Tiedemann", "2025-05-06T06:45:00+02:00", "06.05.25, 06:45 Uhr",
        ("Der Fischmarkt in Oberwerth verlässt nach sechzig Jahren den Kirchplatz. Von Juni an sollen die "
         "Stände jeden Freitag am Alten Hafen stehen, wie die Stadtverwaltung am Montag mitgeteilt hat.",
         "Grund für den Umzug ist die Sanierung des Kirchplatzes, die im Sommer beginnt und mindestens zwei "
         "Jahre dauern wird. Danach soll der Platz vor allem für Gastronomie und Veranstaltungen genutzt werden.",
         "Die Händler reagieren unterschiedlich. Fischwirt Hauke Brodersen freut sich über mehr Platz und "
         "Parkplätze in der Nähe. „Am Hafen passt der Fisch einfach besser hin“, sagte er unserer Zeitung.",
         "Andere fürchten, dass ihnen die Laufkundschaft aus der Innenstadt fehlen wird. Vor allem ältere "
         "Kunden kämen bisher zu Fuß aus den umliegenden Straßen, sagte Marktsprecherin Ilse Carstens.",
         "Die Stadt will deshalb einen Shuttlebus vom Kirchplatz zum Hafen einrichten, der freitags im "
         "Halbstundentakt fahren soll. Die Kosten dafür trägt zunächst der Verein der Innenstadthändler.",
         "Ob der Markt nach der Sanierung an den Kirchplatz zurückkehrt, ist offen. Der Stadtrat will darüber "
         "erst entscheiden, wenn die Erfahrungen aus dem ersten Jahr am Hafen vorliegen."),
        "Das ändert sich für Marktbesucher",
        ("der Markt beginnt freitags schon um 7 Uhr;",
         "Parkplätze gibt es an der Hafenmeisterei;",
         "der Shuttlebus hält an der Kirchstraße."),
        "Fischwirt Hauke Brodersen an seinem Stand auf dem Kirchplatz, wo der Markt seit 1965 stattfindet.",
        "Foto: Merle Janssen", "Oberwerth"),
    Story(
        "tramwaj", "pl",
        "Nowa linia tramwajowa na Zawadzie ruszy we wrześniu",
        "Miasto podpisało umowę z wykonawcą. Mieszkańcy osiedla czekali na tramwaj ponad dwadzieścia lat.",
        "Agnieszka Wróblewska", "2025-04-02T10:15:00+02:00", "2 kwietnia 2025, 10:15",
        ("Tramwaje pojadą na osiedle Zawada we wrześniu przyszłego roku. W środę prezydent miasta podpisał "
         "umowę z firmą, która zbuduje cztery kilometry nowego torowiska wzdłuż ulicy Długiej.",
         "Na nowej trasie powstanie sześć przystanków, w tym węzeł przesiadkowy przy pętli autobusowej. "
         "Tramwaje mają jeździć co dziesięć minut, a w godzinach szczytu nawet co siedem minut.",
         "Mieszkańcy osiedla czekali na tę inwestycję od ponad dwudziestu lat. „Wreszcie dojedziemy do centrum "
         "bez przesiadek i korków”, mówi pani Halina Mazur, która mieszka na Zawadzie od 1998 roku.",
         "Budowa ma kosztować 212 milionów złotych, z czego większość pokryją fundusze unijne. Prace ruszą "
         "w czerwcu i przez kilka miesięcy ulica Długa będzie zwężona do jednego pasa w każdą stronę.",
         "Miejski zarząd dróg zapowiada, że objazdy zostaną oznakowane z wyprzedzeniem. Na czas prac "
         "autobusy linii 14 i 22 pojadą ulicą Polną, a ich rozkład jazdy zostanie zmieniony.",
         "Radni opozycji chwalą inwestycję, ale pytają o kolejne etapy. Plan zakłada przedłużenie linii do "
         "dworca kolejowego, jednak na ten odcinek miasto nie ma jeszcze zapewnionych pieniędzy."),
        "Co zmieni się dla pasażerów",
        ("nowa linia tramwajowa numer 9;",
         "sześć przystanków na Zawadzie;",
         "bilety ważne także w autobusach."),
        "Tak ma wyglądać przystanek przy pętli na Zawadzie. Wizualizacja przygotowana przez projektanta.",
        "Fot. Urząd Miasta", "Komunikacja"),
    Story(
        "night-shift", "en",
        "The night shift: twelve hours inside a city's last all-night bakery",
        "While the city sleeps, six bakers turn out nine thousand loaves. We spent a night with them.",
        "Rosalind Achterberg", "2025-02-14T07:00:00+00:00", "14 February 2025",
        ("At ten o'clock on a Tuesday night, when the last customers have left the pubs on Mill Lane, the "
         "lights come on at Hartley's Bakery and the first of nine thousand loaves begins its long night.",
         "Hartley's has baked through the night since 1952. It is the last bakery in the city that still "
         "does, supplying forty cafés, three hospitals and a school kitchen before most people wake up.",
         "Head baker Tomasz Bielecki has worked nights here for nineteen years. He says his body no longer "
         "remembers what a normal evening feels like, and that he would not swap the quiet for anything.",
         "The work is hard and hot. The ovens run at two hundred and forty degrees, and in summer the room "
         "reaches forty. The bakers drink litres of water and take turns stepping into the cold yard.",
         "Around three in the morning the rhythm changes. The dough that was mixed at midnight is ready, "
         "and for two hours the room is nothing but shaping, scoring and the thud of the oven doors.",
         "Business is harder than it was. Energy bills have tripled in four years, and two of the bakery's "
         "biggest customers have closed. The owners have raised prices twice and cut one night a week.",
         "Still, nobody here talks about stopping. By six, the vans are loaded and the first bakers head "
         "home past the early commuters, who will soon be buying their bread without a thought for the night."),
        "What a night makes",
        ("nine thousand loaves and rolls;",
         "two hundred kilograms of croissant dough;",
         "forty deliveries before seven o'clock."),
        "Head baker Tomasz Bielecki checks the first batch of loaves shortly after midnight.",
        "Photograph: Imogen Price for The Long Read", "The long read"),
    Story(
        "bike-tour", "en",
        "I rode the coast road on a thirty-year-old bicycle. Here is what broke",
        "Four days, three hundred kilometres, two punctures and a chain that gave up outside a chip shop.",
        "Dev Malhotra", "2024-10-03T18:00:00+01:00", "October 3, 2024",
        ("I bought the bicycle for forty pounds from a neighbour who had kept it in his shed since the "
         "nineties. It had six gears, steel mudguards and a saddle that felt like a folded paving slab.",
         "The plan was simple: ride the coast road from Carrick Head to Morwen Bay in four days, sleeping "
         "in hostels and carrying everything in two canvas panniers I found in the same shed.",
         "The first day went well, apart from a puncture twenty minutes after leaving. I fixed it at the "
         "side of the road with a kit older than I am, while a herd of curious cows watched from a gate.",
         "On the second day the hills arrived. The lowest gear was not low enough, and I walked up three "
         "of them, passed each time by retired cyclists on carbon frames who all said good morning.",
         "The chain broke on the third afternoon, outside a chip shop in Port Evan. The owner lent me a "
         "pair of pliers, and a teenager who worked there fixed it faster than I could have read the manual.",
         "I reached Morwen Bay on the fourth evening, sunburnt and slow. The bicycle is now back in a shed, "
         "my own this time, and I am already looking at maps of the north coast for next summer."),
        "What I would pack next time",
        ("a spare chain link and a proper multi-tool;",
         "a second inner tube;",
         "a saddle cover, or a new saddle."),
        "The forty-pound bicycle, fully loaded, on the first morning at Carrick Head.",
        "Photo: the author", "Travel"),
    Story(
        "derby-report", "en",
        "Late Okafor header settles derby as Rovers go top",
        "A ninety-first-minute goal from the centre-back gave Rovers a 2-1 win over City in front of 31,000.",
        "Callum Dewhurst", "2025-03-01T17:05:00+00:00", "Sat 1 Mar 2025 17.05 GMT",
        ("Rovers went top of the table for the first time this season after Samuel Okafor headed in a "
         "corner in the first minute of stoppage time to win a tense derby against City at Ashton Park.",
         "City had taken the lead after eleven minutes when Jonas Lindqvist finished a quick break, and for "
         "most of the first half the visitors looked the more dangerous side in a scrappy, physical game.",
         "Rovers equalised three minutes after the break. Kieran Doyle curled a free kick over the wall and "
         "in off the underside of the bar, and the home crowd found its voice for the first time all day.",
         "The second half belonged to Rovers. They hit the post twice and City's goalkeeper made three fine "
         "saves, the best of them a one-handed stop from Doyle's volley with fifteen minutes to play.",
         "Okafor's winner came from Rovers' eleventh corner. He rose above two defenders at the near post, "
         "and the header went in off the goalkeeper's glove as the stadium held its breath.",
         "Rovers' manager, Anita Sorensen, said her side had earned the win with their patience. City travel "
         "to Eastbridge on Wednesday, while Rovers host the league's bottom club next Saturday."),
        "How the goals came",
        ("11 min: Lindqvist finishes a counter-attack for City;",
         "48 min: Doyle's free kick goes in off the bar;",
         "90+1 min: Okafor heads in a corner."),
        "Samuel Okafor celebrates his stoppage-time winner in front of the home supporters.",
        "Photograph: Ben Hollis/Sportpix", "Football"),
    Story(
        "pump-plant", "en",
        "Aquavance to build heat pump plant in Tarrow, creating 400 jobs",
        "The factory will make heat pumps for homes across Europe from 2027.",
        "Aquavance Press Office", "2025-06-10T09:00:00+01:00", "10 June 2025",
        ("Aquavance today announced that it will build a new factory for domestic heat pumps at the Tarrow "
         "Business Park, with production planned to begin in the first half of 2027.",
         "The plant will cover forty thousand square metres and make up to two hundred thousand heat pumps a "
         "year for homes in the United Kingdom and across Europe, creating around four hundred jobs.",
         "“Tarrow gives us the skills, the transport links and the space we need to grow,” said Helena "
         "Marsh, chief executive of Aquavance. “This is the largest investment in our company's history.”",
         "The investment of £180 million includes a training centre that will work with Tarrow College to "
         "offer apprenticeships in engineering, electronics and installation from September 2026.",
         "Construction will begin this autumn, subject to the final planning approval. The building is "
         "designed to run on renewable electricity, with solar panels covering most of its roof.",
         "Aquavance already employs 1,200 people at its sites in Brenford and Oulu. The new plant will "
         "triple its production capacity for heat pumps by the end of the decade."),
        "The plant in figures",
        ("forty thousand square metres of floor space;",
         "up to two hundred thousand heat pumps a year;",
         "around four hundred new jobs."),
        "An artist's impression of the Aquavance plant at Tarrow Business Park.",
        "Image: Aquavance", "Press release"),
)


def _stories(own: Story, other: int | None) -> list[Story]:
    """The layout's own story and, unless ``other`` is None, the suite's story of that number in its language."""
    suite = [s for s in STORIES if s.lang == own.lang]
    return [own] if other is None else [own, suite[other % len(suite)]]


def story_must(story: Story) -> tuple[str, ...]:
    """The first, a middle and the last paragraph, and a list item."""
    return (story.paragraphs[0], story.paragraphs[3], story.paragraphs[-1], story.items[1])


def german_lokal(story: Story) -> Page:
    """A German local paper's CMS: a "Bildunterschrift" box with a "Bildrechte" credit, an
    "Anzeige" slot, an author box, and a "Weitere Artikel" river of teasers with dates."""
    p = story.paragraphs
    river = "".join(
        f'<div class="teaser teaser--klein"><a href="/lokales/{i}"><span class="teaser__dachzeile">Lokales</span>'
        f'<h3 class="teaser__titel">{escape(h)}</h3></a><p class="teaser__text">{escape(t)}</p>'
        f'<span class="teaser__datum">0{i + 1}.05.25</span></div>'
        for i, (h, t) in enumerate(zip(GERMAN_OTHERS, GERMAN_TEASERS)))
    html = head(story, "Oberwerther Anzeiger") + f"""<body><div id="seite">
<header class="kopf"><a class="logo" href="/">Oberwerther Anzeiger</a>{nav('de')}</header>
<div class="brotkrumen"><a href="/">Startseite</a> › <a href="/lokales/">Lokales</a> › {story.kicker}</div>
<article class="artikel">
<div class="artikel__kopf"><span class="artikel__dachzeile">{story.kicker}</span>
<h1 class="artikel__titel">{escape(story.headline)}</h1>
<p class="artikel__vorspann"><strong>{escape(story.dek)}</strong></p>
<div class="artikel__meta">Von {story.author} | {story.date_text}</div></div>
<div class="artikel__bild"><img src="/bilder/{story.slug}.jpg" alt="">
<div class="bildunterschrift">{escape(story.caption)} <span class="bildrechte">{escape(story.credit)}</span></div></div>
<div class="artikel__inhalt">
{paras(p[:2])}
<div class="werbeplatz"><span class="werbeplatz__label">Anzeige</span><div id="ad-medium-rectangle"></div></div>
{paras(p[2:4])}
<h2>{escape(story.subhead)}</h2>
{items(story)}
{paras(p[4:])}
</div>
<div class="autorenbox"><img src="/autoren/1.jpg" alt=""><p class="autorenbox__name">{story.author}</p>
<p class="autorenbox__text">Redakteur im Lokalressort, schreibt seit 2009 über Stadtentwicklung und Verkehr.</p></div>
</article>
<section class="weitere"><h2 class="weitere__titel">Weitere Artikel</h2>{river}</section>
</div>{footer("Oberwerther Anzeiger")}</body></html>"""
    return Page("fresh-german-lokal", html, f"https://www.oberwerther-anzeiger.example.de/lokales/{story.slug}",
                story_must(story),
                (story.headline, story.caption, story.credit, "Anzeige", "Redakteur im Lokalressort",
                 "Weitere Artikel", GERMAN_OTHERS[0], GERMAN_TEASERS[1], "Startseite ›"))


def polish_portal(story: Story) -> Page:
    """A Polish news portal: a figure with a "podpis" caption and "Fot." credit, an inline
    "Czytaj także" link, a share bar, tags, a comment counter and a "Zobacz też" list."""
    p = story.paragraphs
    see_also = "".join(f'<li class="zobacz__item"><a href="/wiadomosci/{i}">{escape(h)}</a></li>'
                       for i, h in enumerate(POLISH_OTHERS))
    html = head(story, "Gazeta Miejska") + f"""<body>
<div class="wrapper"><header><a href="/" class="logo">Gazeta Miejska</a>
<nav class="menu"><a href="/">Strona główna</a> <a href="/wiadomosci">Wiadomości</a> <a href="/sport">Sport</a> <a href="/kultura">Kultura</a></nav></header>
<main><div class="artykul">
<div class="artykul__kategoria">{story.kicker}</div>
<h1 class="artykul__tytul">{escape(story.headline)}</h1>
<div class="artykul__info"><span class="autor">{story.author}</span> <time datetime="{story.date}">{story.date_text}</time></div>
<p class="artykul__lead">{escape(story.dek)}</p>
<figure class="zdjecie"><img src="/zdjecia/{story.slug}.jpg" alt="">
<figcaption><span class="podpis">{escape(story.caption)}</span> <span class="zrodlo">{escape(story.credit)}</span></figcaption></figure>
<div class="artykul__tresc">
{paras(p[:2])}
<p class="czytaj-takze"><strong>Czytaj także:</strong> <a href="/wiadomosci/99">{escape(POLISH_OTHERS[2])}</a></p>
{paras(p[2:4])}
<h2>{escape(story.subhead)}</h2>
{items(story)}
{paras(p[4:])}
</div>
<div class="udostepnij"><span>Udostępnij:</span> <a href="#">Facebook</a> <a href="#">X</a> <a href="#">E-mail</a></div>
<div class="tagi">Tagi: <a href="/tag/tramwaj">tramwaj</a>, <a href="/tag/zawada">Zawada</a>, <a href="/tag/inwestycje">inwestycje</a></div>
<div class="komentarze-licznik"><a href="#komentarze">Komentarze (37)</a></div>
<section class="zobacz"><h3>Zobacz też</h3><ul>{see_also}</ul></section>
</div></main>
<footer><p>© 2025 Gazeta Miejska. Wszelkie prawa zastrzeżone.</p></footer></div></body></html>"""
    return Page("fresh-polish-portal", html, f"https://gazetamiejska.example.pl/wiadomosci/{story.slug}",
                story_must(story),
                (story.headline, story.caption, story.credit, "Czytaj także", POLISH_OTHERS[2], "Udostępnij",
                 "Tagi:", "Komentarze (37)", "Zobacz też", POLISH_OTHERS[0]))


def magazine_longread(story: Story) -> Page:
    """A magazine long read: a full-width hero with caption and credit, a pull quote, an
    embedded tweet, an "Advertisement" slot, a newsletter promo and a "More long reads" list."""
    p = story.paragraphs
    quote = PULL_QUOTES[story.lang]
    tweet = TWEETS[story.lang]
    more = "".join(f'<li><a href="/longread/{i}"><span class="card__kicker">The long read</span>'
                   f'<span class="card__title">{escape(h)}</span></a></li>' for i, h in enumerate(LONGREAD_OTHERS))
    html = head(story, "The Meridian") + f"""<body class="longform">
<header class="masthead"><a href="/">The Meridian</a><button class="menu-toggle">Menu</button></header>
<article class="longform-article">
<figure class="hero hero--full"><img src="/media/{story.slug}-hero.jpg" alt="">
<figcaption class="hero__caption">{escape(story.caption)} <span class="hero__credit">{escape(story.credit)}</span></figcaption></figure>
<div class="standfirst-wrap"><p class="series-label">{story.kicker}</p><h1>{escape(story.headline)}</h1>
<p class="standfirst">{escape(story.dek)}</p>
<p class="byline">by <a href="/profile/x" rel="author">{story.author}</a> · <time>{story.date_text}</time></p></div>
<div class="longform-body">
{paras(p[:2])}
<aside class="pullquote"><blockquote><p>{escape(quote)}</p></blockquote></aside>
{paras(p[2:3])}
<blockquote class="twitter-tweet"><p lang="en" dir="ltr">{escape(tweet)}</p>&mdash; Night Owl Walks (@nightowlwalks) <a href="https://twitter.com/nightowlwalks/status/1">February 2, 2025</a></blockquote>
<div class="ad-slot"><span class="ad-slot__label">Advertisement</span></div>
{paras(p[3:4])}
<h2>{escape(story.subhead)}</h2>
{items(story)}
<div class="newsletter-promo"><p class="newsletter-promo__title">Sign up to The Long Read</p>
<p>Our best long reads, delivered to your inbox every Saturday morning.</p><a href="/newsletters">Sign up</a></div>
{paras(p[4:])}
</div>
<div class="article-footer"><p class="share-label">Share this story</p></div>
</article>
<section class="more-longreads"><h2>More long reads</h2><ul>{more}</ul></section>
{footer("The Meridian")}</body></html>"""
    return Page("fresh-magazine-longread", html, f"https://www.meridian.example.com/longread/{story.slug}",
                story_must(story) + (quote, tweet),
                (story.headline, story.caption, story.credit, "Advertisement", "Sign up to The Long Read",
                 "delivered to your inbox", "More long reads", LONGREAD_OTHERS[0], "Share this story"))


def blog_with_bio(story: Story) -> Page:
    """A personal blog on a hosted theme: tags above the post, an author bio card, "Previous
    post / Next post" links, "You might also like" cards with excerpts, and a comment count."""
    p = story.paragraphs
    cards = "".join(f'<article class="post-card"><a class="post-card__link" href="/{i}/"><h3>{escape(h)}</h3></a>'
                    f'<p class="post-card__excerpt">{escape(t)}</p><footer>5 min read</footer></article>'
                    for i, (h, t) in enumerate(zip(BLOG_OTHERS, BLOG_EXCERPTS)))
    html = head(story, "Slow Miles") + f"""<body class="post-template">
<div class="site-wrapper"><header class="site-header"><a class="site-title" href="/">Slow Miles</a>
<nav><a href="/">Home</a> <a href="/about/">About</a> <a href="/archive/">Archive</a></nav></header>
<main class="site-main"><article class="post">
<header class="post-header"><a class="post-tag" href="/tag/{story.kicker.lower()}/">{story.kicker}</a>
<h1 class="post-title">{escape(story.headline)}</h1><p class="post-excerpt">{escape(story.dek)}</p>
<div class="post-meta"><span class="author-name">{story.author}</span> <time>{story.date_text}</time> <span>6 min read</span></div></header>
<figure class="post-image"><img src="/content/images/{story.slug}.jpg" alt=""><figcaption>{escape(story.caption)} {escape(story.credit)}</figcaption></figure>
<section class="post-content">
{paras(p[:3])}
<h2>{escape(story.subhead)}</h2>
{items(story)}
{paras(p[3:])}
</section>
<section class="author-card"><img class="author-avatar" src="/avatar.jpg" alt=""><div>
<h4>{story.author}</h4><p>Dev writes about slow travel, old bicycles and the coast. He lives by the sea with two cats and far too many maps.</p></div></section>
<nav class="post-nav"><a href="/prev/">← Previous post: Walking the old canal towpath</a> <a href="/next/">Next post: A winter night in a lighthouse →</a></nav>
</article>
<aside class="read-more"><h3>You might also like</h3>{cards}</aside>
<div class="comments-count"><a href="#comments">12 comments</a></div>
</main><footer class="site-footer">Slow Miles © 2024 · Powered by a hosted blog</footer></div></body></html>"""
    return Page("fresh-blog-bio", html, f"https://slowmiles.example.net/{story.slug}/", story_must(story),
                (story.headline, story.caption, "two cats and far too many maps", "Previous post",
                 "A winter night in a lighthouse", "You might also like", BLOG_OTHERS[0], BLOG_EXCERPTS[1],
                 "12 comments"))


def sports_live(story: Story) -> Page:
    """A sports report with a score box, a "Live" label, a video caption, key-event list
    kept as the story's, and a river of "More from Football" teasers with times."""
    p = story.paragraphs
    river = "".join(
        f'<li class="river__item"><a class="river__link" href="/sport/{i}"><h3 class="river__title">{escape(h)}</h3></a>'
        f'<p class="river__summary">{escape(t)}</p><span class="river__time">{i + 1}h ago</span></li>'
        for i, (h, t) in enumerate(zip(SPORT_OTHERS, SPORT_SUMMARIES)))
    html = head(story, "Northern Sport") + f"""<body>
<div class="app"><header class="gn-header"><a href="/">Northern Sport</a>
<ul class="gn-nav"><li><a href="/football">Football</a></li><li><a href="/cricket">Cricket</a></li><li><a href="/rugby">Rugby</a></li></ul></header>
<div class="scorebox"><span class="scorebox__team">Rovers</span> <span class="scorebox__score">2 - 1</span> <span class="scorebox__team">City</span> <span class="scorebox__status">FT</span></div>
<main class="content"><article class="match-report">
<div class="match-report__labels"><span class="label label--live">Live</span> <span class="label">{story.kicker}</span></div>
<h1 class="match-report__headline">{escape(story.headline)}</h1>
<p class="match-report__standfirst">{escape(story.dek)}</p>
<div class="match-report__byline">{story.author} at Ashton Park <time>{story.date_text}</time></div>
<div class="video-block"><video src="/v/{story.slug}.mp4" poster="/v/{story.slug}.jpg"></video>
<p class="video-block__caption">Watch: {escape(story.caption)}</p><p class="video-block__credit">{escape(story.credit)}</p></div>
<div class="match-report__body">
{paras(p[:3])}
<h2>{escape(story.subhead)}</h2>
{items(story)}
{paras(p[3:])}
</div>
<div class="share-tools"><button>Share</button> <button>Copy link</button></div>
</article>
<section class="river"><h2 class="river__heading">More from Football</h2><ul>{river}</ul></section></main>
<footer class="gn-footer">{footer("Northern Sport")}</footer></div></body></html>"""
    return Page("fresh-sports-live", html, f"https://www.northernsport.example.com/football/{story.slug}",
                story_must(story),
                (story.headline, "Rovers 2 - 1 City", story.caption, story.credit, "Copy link",
                 "More from Football", SPORT_OTHERS[0], SPORT_SUMMARIES[2], "1h ago"))


def corporate_newsroom(story: Story) -> Page:
    """A company's newsroom: a breadcrumb, "Press release" label and date, a picture with an
    image credit, download and share buttons, a media contact box and related releases."""
    p = story.paragraphs
    related = "".join(f'<div class="release-teaser"><span class="release-teaser__date">{d}</span>'
                      f'<a href="/newsroom/{i}">{escape(h)}</a></div>'
                      for i, (d, h) in enumerate(zip(("2 May 2025", "18 March 2025", "9 January 2025"), RELEASE_OTHERS)))
    html = head(story, "Aquavance Newsroom") + f"""<body>
<div id="cookie-notice" class="cookie-banner"><p>We use cookies to improve your experience on our website.</p><button>Accept all</button></div>
<header class="corp-header"><a href="/">Aquavance</a><nav><a href="/products">Products</a> <a href="/careers">Careers</a> <a href="/newsroom">Newsroom</a> <a href="/investors">Investors</a></nav></header>
<ol class="breadcrumb"><li><a href="/">Home</a></li><li><a href="/newsroom">Newsroom</a></li><li>Press releases</li></ol>
<main class="newsroom-release">
<p class="release-type">{story.kicker}</p><p class="release-date">{story.date_text}</p>
<h1>{escape(story.headline)}</h1>
<h2 class="release-subtitle">{escape(story.dek)}</h2>
<div class="release-image"><img src="/media/{story.slug}.jpg" alt=""><small class="image-credit">{escape(story.caption)} {escape(story.credit)}</small></div>
<div class="release-actions"><a href="/media/{story.slug}.pdf">Download PDF</a> <a href="#">Share on LinkedIn</a></div>
<div class="release-body">
{paras(p[:3])}
<h3>{escape(story.subhead)}</h3>
{items(story)}
{paras(p[3:])}
</div>
<div class="media-contact"><h4>Media contact</h4><p>press@aquavance.example.com · +44 20 0000 0000</p></div>
<section class="related-releases"><h2>Related press releases</h2>{related}</section>
<p class="back-link"><a href="/newsroom">Back to newsroom</a></p>
</main>
<footer>{footer("Aquavance")}</footer></body></html>"""
    return Page("fresh-corporate-newsroom", html, f"https://www.aquavance.example.com/newsroom/{story.slug}",
                story_must(story),
                (story.headline, story.caption, "We use cookies", "Download PDF", "Share on LinkedIn",
                 "press@aquavance.example.com", "Related press releases", RELEASE_OTHERS[0], "Back to newsroom"))


GERMAN_OTHERS = ("Umleitung an der Deichstraße dauert bis Ende Juni",
                 "Neue Kita am Mühlenweg nimmt erste Kinder auf",
                 "Segelclub feiert hundertjähriges Bestehen mit Regatta")
GERMAN_TEASERS = ("Autofahrer müssen sich weiter auf Staus im Berufsverkehr einstellen.",
                  "Insgesamt sollen dort bis zu achtzig Kinder betreut werden.",
                  "Zum Jubiläum werden mehr als zweihundert Boote erwartet.")
POLISH_OTHERS = ("Remont basenu miejskiego potrwa do jesieni",
                 "Nowe ścieżki rowerowe w trzech dzielnicach",
                 "Szkoła muzyczna przeniesie się do dawnej kamienicy")
PULL_QUOTES = {"en": "Nobody sees us, and that is the point. The bread is just there in the morning, like the sun."}
TWEETS = {"en": "Walked past Hartley's at 3am and the whole street smelled of bread. Best thing about this city."}
LONGREAD_OTHERS = ("The last lighthouse keepers of the north coast",
                   "Inside the race to save the country's oldest orchards")
BLOG_OTHERS = ("Walking the old canal towpath in three days", "A winter night in a lighthouse")
BLOG_EXCERPTS = ("Sixty kilometres of mud, locks and very friendly swans.",
                 "No phone signal, one paraffin heater and the loudest wind I have ever heard.")
SPORT_OTHERS = ("United sack manager after five defeats in a row",
                "Academy striker signs first professional contract",
                "Cup replay moved to Tuesday after floodlight failure")
SPORT_SUMMARIES = ("The club said the decision was taken with regret.",
                   "The 17-year-old has scored 30 goals for the under-18s this season.",
                   "Tickets for Saturday's game remain valid.")
RELEASE_OTHERS = ("Aquavance opens research centre in Oulu",
                  "Aquavance reports record first-quarter sales",
                  "Aquavance joins national heat pump training scheme")


def fresh_pages() -> list[Page]:
    """Every page of the fresh layouts, named ``<layout>/<story>``."""
    built = []
    layouts: tuple[tuple[FreshLayout, Story, int | None], ...] = (
        (german_lokal, FRESH_STORIES[0], 1), (polish_portal, FRESH_STORIES[1], None),
        (magazine_longread, FRESH_STORIES[2], None), (blog_with_bio, FRESH_STORIES[3], 2),
        (sports_live, FRESH_STORIES[4], 4), (corporate_newsroom, FRESH_STORIES[5], 3))
    for layout, own, other in layouts:
        for story in _stories(own, other):
            built.append(layout(story).of_story(story))
    return built

