"""The stories of the body suite: invented news, blog, magazine and corporate texts, English and German.

Every name, place and number is made up. A story is what a page's body must
hold (its paragraphs, a subheading, a list) and what its page wraps around
it that the body must not hold (headline, dek, byline, caption, credit).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Story:
    slug: str
    lang: str
    headline: str
    dek: str
    author: str
    date: str  # ISO 8601
    date_text: str  # as the page prints it
    paragraphs: tuple[str, ...]
    subhead: str
    items: tuple[str, ...]  # a list inside the story
    caption: str
    credit: str
    kicker: str


STORIES = (
    Story(
        "harbour-wall", "en",
        "Harbour wall repairs to close Quay Street for six weeks",
        "Engineers say the Victorian wall has shifted after winter storms and must be rebuilt before summer.",
        "Maya Ferreira", "2025-03-11T08:30:00+00:00", "11 March 2025, 8:30am",
        ("Quay Street in Penmorrow will close to traffic for six weeks from Monday while engineers rebuild a "
         "section of the harbour wall that moved during the February storms, the county council has confirmed.",
         "Surveyors found a crack running for almost twenty metres along the top of the wall after the storm "
         "of 14 February, when waves overtopped the quay for the first time in eleven years.",
         "The council's head of highways, Colin Treharne, said the repair could not wait until autumn. "
         "“If we leave it, the next big tide could take a lorry-sized piece of the wall with it,” he said.",
         "Fishing boats will still be able to land their catch at the north slipway, and a temporary footpath "
         "will keep the lifeboat station open to crews and visitors throughout the works.",
         "Traders on the quay say the timing is poor. Angela Roskilly, who runs the Net Loft café, said the "
         "closure would cover the Easter holidays, normally her busiest fortnight of the spring.",
         "The repair is expected to cost £780,000, most of it paid from the council's coastal resilience fund. "
         "A drop-in session about the works will be held at the harbour office on Thursday evening."),
        "What changes for residents",
        ("buses will stop on Fore Street instead of the quay;",
         "parking permits for Quay Street will be valid in the Chapel Hill car park;",
         "deliveries to the quay will be allowed before 7am."),
        "The cracked section of the harbour wall seen from the north slipway on Tuesday.",
        "Photo: Daniel Opie/Penmorrow Packet", "Coast"),
    Story(
        "library-robots", "en",
        "Library lends out coding robots to pupils in pilot scheme",
        "Twenty small robots can now be borrowed like books at the Ashcombe branch, with a waiting list already.",
        "Tobias Lindgren", "2025-01-22T10:00:00+00:00", "22 January 2025",
        ("Children in Ashcombe can now borrow a robot from their local library as easily as a picture book, "
         "after the branch on Market Row added twenty programmable robots to its lending stock this week.",
         "The palm-sized machines can be taught to follow a line, draw shapes and play simple tunes, using "
         "coloured cards that children arrange on a table rather than typing on a screen.",
         "Librarian Hannah Osei said the idea came from parents who could not afford the kits themselves. "
         "“A lot of families asked us whether we could do for robots what we already do for books,” she said.",
         "Each robot comes in a padded case with a charging cable, a set of cards and an activity booklet, "
         "and can be borrowed for three weeks by any member aged six or over.",
         "Within two days of the launch all twenty were on loan and the waiting list had reached forty names, "
         "so the library is asking local firms to sponsor a second batch before the summer holidays.",
         "If the pilot works, the county's other eleven branches could offer the robots from September, the "
         "council's cabinet member for culture said on Wednesday."),
        "How to borrow one",
        ("join the library for free at any branch;",
         "ask at the children's desk for a robot loan card;",
         "return the robot to Market Row, not to another branch."),
        "Pupils from St Anne's Primary try out the robots at the Market Row branch.",
        "Credit: Ashcombe Libraries", "Education"),
    Story(
        "sourdough-diary", "en",
        "What a year of baking sourdough every day taught me",
        "Three hundred and sixty-five loaves, two dead starters and one very patient family.",
        "Priya Natarajan", "2024-11-02T18:00:00+00:00", "November 2, 2024",
        ("Last November I made a promise to myself that I would bake a loaf of sourdough every single day for "
         "a year, whatever else was going on. I kept that promise, although not always gracefully.",
         "The first month was a disaster. My starter, which I had named Gerald, sulked through the cold weeks "
         "and gave me loaves so dense that my son used one as a doorstop for most of December.",
         "Things changed when I stopped following recipes to the minute and started watching the dough "
         "instead. A warm kitchen halves the rise; a cold one doubles it, and no timer knows that.",
         "By spring I had learned to read the bubbles on the side of the jar, the smell of a starter that is "
         "ready, and the slight wobble of a dough that has proved long enough to go into the oven.",
         "Gerald died in June while we were on holiday, and his successor died in July of neglect. The third "
         "starter, made with rye flour, has been the most forgiving of all and is still going strong.",
         "Would I do it again? Probably not every day. But I will keep baking, and I will keep a little jar of "
         "starter in the fridge for whenever the kitchen is warm and the weekend is slow."),
        "The three things that mattered",
        ("a warm place for the dough to rise;",
         "a scale that weighs in single grams;",
         "patience, mostly patience."),
        "An open crumb from loaf number 212, baked with a third rye flour.",
        "Photograph by the author", "Food"),
    Story(
        "wind-turbine-results", "en",
        "Northfield Energy reports record output from its offshore turbines",
        "The company's third-quarter figures show generation up by a fifth on the same period last year.",
        "Corporate Communications", "2025-02-05T07:00:00+00:00", "5 February 2025",
        ("Northfield Energy today announced that its offshore wind farms generated 1.42 terawatt hours of "
         "electricity in the third quarter, the highest quarterly output in the company's history.",
         "The increase was driven by the full operation of the Greyhope Bank array, whose final eighteen "
         "turbines were connected to the grid in June after a delay caused by cable supply problems.",
         "Availability across the fleet averaged 97.1 per cent, up from 95.4 per cent a year earlier, as the "
         "company's new maintenance vessels reduced the time turbines spent waiting for repairs.",
         "Chief executive Ingrid Halvorsen said the results showed the value of long-term investment. “Our "
         "crews and our engineers have made these turbines more reliable than ever,” she said.",
         "Revenue for the quarter rose to £318 million, while operating costs were broadly flat. The company "
         "reaffirmed its guidance for the full year and expects to publish annual results in April.",
         "Northfield Energy will host a webcast for investors and analysts on 12 February, and a recording "
         "will be available on the investor relations pages of its website afterwards."),
        "Highlights of the quarter",
        ("generation of 1.42 TWh, up 21 per cent;",
         "fleet availability of 97.1 per cent;",
         "no lost-time injuries across offshore operations."),
        "Maintenance crews transfer to a turbine at the Greyhope Bank array.",
        "Image: Northfield Energy", "Press release"),
    Story(
        "marathon-volunteers", "en",
        "The volunteers who keep the city marathon running",
        "Behind every finisher are dozens of people handing out water, directing traffic and folding foil blankets.",
        "Sam Achterberg", "2024-10-14T06:45:00+00:00", "Oct 14, 2024 at 6:45 AM",
        ("When 14,000 runners set off from Castle Green on Sunday morning, more than 1,600 volunteers had "
         "already been at work for hours, some of them since four o'clock in the dark and the drizzle.",
         "At the water station at mile nine, retired nurse Beatrice Mwangi and her team of twenty filled "
         "eleven thousand paper cups before the first runner arrived, then refilled them all again.",
         "“People think we just stand there clapping,” she said, laughing. “We do clap, but mostly we are "
         "mopping, lifting crates and picking up cups from the gutter for three hours straight.”",
         "Further on, a group of scouts handed out jelly sweets while marshals in yellow jackets held back "
         "traffic at the Riverside junction, one of the busiest crossing points on the whole route.",
         "At the finish, volunteers wrapped runners in foil blankets, hung medals round their necks and, "
         "in a few cases, helped them find the family members they had lost somewhere in the crowd.",
         "The organisers say they will need even more helpers next year, when the race moves to a new route "
         "through the old docks, and registration for volunteers opens in January."),
        "Where the volunteers worked",
        ("twelve water stations along the route;",
         "the baggage tents at Castle Green;",
         "the finish funnel on Quayside."),
        "Volunteers at the mile nine water station prepare cups before the race.",
        "Photo: Lena Kowalczyk, AP", "Sport"),
    Story(
        "stadtbibliothek", "de",
        "Stadtbibliothek verlängert ihre Öffnungszeiten am Wochenende",
        "Ab Februar hat die Zentralbibliothek auch sonntags geöffnet. Möglich macht das ein neues Ausleihsystem.",
        "Katrin Vogelsang", "2025-01-30T09:00:00+01:00", "30.01.2025, 09:00 Uhr",
        ("Die Stadtbibliothek in Lindenau öffnet ihre Zentrale am Marktplatz von Februar an auch am Sonntag. "
         "Das hat der Kulturausschuss des Stadtrats am Dienstagabend einstimmig beschlossen.",
         "Möglich wird der zusätzliche Tag durch ein neues Ausleihsystem, bei dem Leserinnen und Leser ihre "
         "Bücher selbst verbuchen und zurückgeben können, ohne dass eine Fachkraft an der Theke steht.",
         "Bibliotheksleiterin Sabine Krämer sagte, die Nachfrage sei seit Jahren groß. „Viele Familien und "
         "Berufstätige haben unter der Woche schlicht keine Zeit, in die Bibliothek zu kommen“, sagte sie.",
         "Am Sonntag sollen neben der Ausleihe auch die Lesesäle und die Kinderbibliothek geöffnet sein. "
         "Veranstaltungen wie Vorlesestunden sind vorerst nicht geplant, könnten aber später hinzukommen.",
         "Die Kosten für das neue System liegen nach Angaben der Stadt bei rund 240.000 Euro. Ein Teil davon "
         "wird aus einem Förderprogramm des Landes für die Digitalisierung öffentlicher Einrichtungen bezahlt.",
         "Die Opposition begrüßte die Entscheidung, mahnte aber an, auch die Stadtteilbibliotheken nicht zu "
         "vergessen. Dort gelten weiterhin die bisherigen Öffnungszeiten von Dienstag bis Samstag."),
        "Die neuen Öffnungszeiten",
        ("Montag bis Freitag von 10 bis 19 Uhr;",
         "Samstag von 10 bis 16 Uhr;",
         "Sonntag von 11 bis 17 Uhr."),
        "Der Lesesaal der Zentralbibliothek am Marktplatz soll künftig auch sonntags offen sein.",
        "Foto: Jens Albrecht/dpa", "Lindenau"),
    Story(
        "radweg-bruecke", "de",
        "Neue Radbrücke über die Saale soll 2027 fertig werden",
        "Die Stadt hat den Auftrag für den Bau vergeben. Autofahrer müssen sich auf Umleitungen einstellen.",
        "Florian Behrendt", "2024-09-18T16:20:00+02:00", "18. September 2024",
        ("Die lange geplante Brücke für Radfahrer und Fußgänger über die Saale in Kessen soll im Sommer 2027 "
         "eröffnet werden. Den Auftrag für den Bau hat die Stadt an ein Unternehmen aus Erfurt vergeben.",
         "Die Brücke wird 140 Meter lang und verbindet den Stadtpark mit dem neuen Wohngebiet am Mühlgraben. "
         "Bisher müssen Radfahrer einen Umweg von fast zwei Kilometern über die Hauptstraße nehmen.",
         "Baudezernent Matthias Roloff sprach von einem wichtigen Schritt für den Radverkehr. „Die Brücke "
         "macht das Rad für Tausende Menschen zur echten Alternative auf dem Weg zur Arbeit“, sagte er.",
         "Während der Bauarbeiten wird die Uferstraße zeitweise gesperrt. Die Stadt will die Sperrungen auf "
         "die Sommerferien legen, damit möglichst wenige Pendler und Schulkinder betroffen sind.",
         "Die Kosten liegen bei 9,8 Millionen Euro. Der Bund übernimmt drei Viertel davon aus seinem Programm "
         "für den Radverkehr, den Rest trägt die Stadt aus ihrem Haushalt für Straßen und Brücken.",
         "Anwohner können sich am 2. Oktober im Rathaus über die Pläne informieren. Dort sollen auch Modelle "
         "der Brücke und Pläne für die Gestaltung der Ufer zu sehen sein."),
        "Was sich für Autofahrer ändert",
        ("die Uferstraße wird im Juli und August gesperrt;",
         "die Buslinie 4 fährt über die Bahnhofstraße;",
         "der Parkplatz am Stadtpark bleibt geöffnet."),
        "So soll die neue Brücke über die Saale aussehen: eine Visualisierung des Planungsbüros.",
        "Bild: Stadt Kessen", "Verkehr"),
    Story(
        "kleingarten", "de",
        "Mein erstes Jahr im Kleingarten: Ein Erfahrungsbericht",
        "Von Schnecken, Nachbarn und der Frage, wie viele Zucchini eine Familie wirklich essen kann.",
        "Lena Hoffmeister", "2024-08-25T12:00:00+02:00", "25. August 2024",
        ("Als wir im vergangenen Frühjahr die Parzelle 47 im Verein Sonnenwinkel übernommen haben, hatten wir "
         "keine Ahnung, worauf wir uns einlassen. Ein Jahr später bin ich klüger und sehr viel müder.",
         "Der Garten war verwildert, die Laube undicht und der Boden voller Quecke. Die ersten Wochen haben "
         "wir nur gejätet, Wurzeln gezogen und mit dem Nachbarn über die richtige Höhe der Hecke gesprochen.",
         "Im Mai kamen die Schnecken. Ich habe alles ausprobiert, von Bierfallen bis zu Kupferband, und am "
         "Ende geholfen hat nur, jeden Abend mit der Taschenlampe durch die Beete zu gehen.",
         "Dafür war die Ernte im Sommer überwältigend. Allein die vier Zucchinipflanzen haben so viel "
         "getragen, dass wir die halbe Straße versorgt und trotzdem noch Zucchinikuchen gebacken haben.",
         "Das Schönste am Kleingarten sind aber die Menschen. Frau Petzold von nebenan hat uns Setzlinge "
         "geschenkt, und beim Sommerfest des Vereins haben wir mehr Nachbarn kennengelernt als in zehn Jahren.",
         "Nächstes Jahr pflanzen wir nur noch zwei Zucchini, dafür mehr Bohnen und Kartoffeln. Und die "
         "Taschenlampe liegt schon bereit, denn die Schnecken kommen bestimmt wieder."),
        "Was ich anders machen würde",
        ("weniger Zucchini, mehr Bohnen;",
         "früher mit dem Mulchen anfangen;",
         "die Regentonne vor dem Sommer reparieren."),
        "Die Parzelle 47 im August: Bohnen, Kartoffeln und viel zu viele Zucchini.",
        "Foto: privat", "Garten"),
)

# Other stories' headlines: what teaser lists and "Read more" lines link to.
OTHER_HEADLINES = {
    "en": ("Council sets out plans for forty new electric bus stops",
           "Ferry timetable cut back as crew shortage bites",
           "Primary school wins national award for its reading garden",
           "Town's oldest pub reopens after two-year restoration",
           "Rail line to close for a week of overnight engineering works"),
    "de": ("Stadtrat beschließt neuen Haushalt für das kommende Jahr",
           "Freibad öffnet nach Sanierung wieder im Mai",
           "Feuerwehr bekommt ein neues Gerätehaus am Stadtrand",
           "Wochenmarkt zieht vorübergehend auf den Schillerplatz",
           "Musikschule sucht Lehrkräfte für Gitarre und Klavier"),
}
# Short teaser sentences under a teaser's headline link.
TEASER_SENTENCES = {
    "en": ("The plans will go before the cabinet next month.",
           "Passengers are advised to check before travelling.",
           "Judges praised the pupils' work on the garden."),
    "de": ("Die Entscheidung fiel mit knapper Mehrheit.",
           "Die Arbeiten haben länger gedauert als geplant.",
           "Der Umzug soll bis zum Herbst abgeschlossen sein."),
}
