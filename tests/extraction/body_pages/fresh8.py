"""An eighth fresh split of the body suite (fresh-8): seven more kinds of sites, written before the rules they test.

Written, with the strings their bodies must and must not hold, and committed
before the extractor was ever run on them (session 30): their first run is a
held-out figure (tests/extraction/test_body_suite.py pins its failures), not a
target to tune to. Each page wraps a story of its own and lists every paragraph
of it (the lead included), its subheading and every item of its list (and, on
the engineering blog, a line of the post's code block and its blockquote) as what the
body must hold, and every piece of chrome it carries as what the body must not
hold. Each layout imitates a family of 2019-2024 templates none of the suite's
other layouts does: a French regional daily (a town edition label, "Publié le
... Modifié le ...", a cookie banner, a bold lead set apart, a "Lire aussi"
line and a slideshow counter inside the story, "Vous souhaitez réagir ?",
"Dans la même rubrique", "Les plus lus"); a Polish public radio's news portal
(a "Posłuchaj" audio box with its duration, "Czytaj także:" links inside the
story, a source line, "Tagi:", "Zobacz więcej", comments); a German federal
ministry's press release (breadcrumbs, "Pressemitteilung Nr.", soft hyphens in
long words, the story's own list of links to the states' programmes, a press
contact box, "Downloads" with file sizes, "Seite teilen", "Das könnte Sie auch
interessieren", a cookie banner); a university's news office (a lead set
apart, a photo credited to the university photographer, a media contact, "Share
this story", tags, "Related stories", upcoming events, a newsletter
promo); a tech company's engineering blog on Ghost (a tag label, "8 min read",
a feature image credited to a stock site, code blocks, a members' sign-up
card, "Read next", "You might also like"); a business news site with market
data chrome (a ticker strip, "Listen to this article", "Gift this article",
a video embed with its title and length, a "Stocks mentioned" box, "Don't miss
these stories", a data-delay notice); and a Latin American news portal on a
headless CMS ("Te puede interesar:" teasers inside the story, a WhatsApp
channel promo, captions with "(Foto: ...)", "Seguí leyendo:", "Últimas
noticias").
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from .fresh5 import hyphenated
from .layouts import Page, every_must, footer, head, json_ld, nav, pages_of, paras
from .stories import Story

Fresh8Layout = Callable[[Story], Page]

FRESH8_STORIES = (
    Story(
        "velobus-lorient", "fr",
        "À Lorient, le « vélobus » emmène désormais 300 écoliers en classe",
        "Lancé il y a un an dans deux écoles, le ramassage scolaire à vélo s'étend à sept établissements de la ville.",
        "Gwenaëlle Le Floch", "2024-03-12T18:05:00+01:00", "Publié le 12/03/2024 à 18h05",
        ("Chaque matin à 8 h 05, une file de gilets jaunes s'élance du parking de la salle Carnot. Depuis la rentrée "
         "de février, le vélobus de Lorient ne dessert plus deux écoles, mais sept, et transporte près de 300 enfants.",
         "Le principe n'a pas changé depuis l'expérimentation lancée au printemps dernier. Des parents bénévoles "
         "encadrent chaque ligne, à raison d'un adulte pour six enfants, et les élèves rejoignent le convoi à des "
         "arrêts fixes, comme pour un car scolaire.",
         "La mairie a financé l'achat de quarante vélos de prêt et de remorques pour les plus petits, pour un montant "
         "de 62 000 euros. Une partie des vélos avait été récupérée à la fourrière puis remise en état par un atelier "
         "d'insertion du quartier de Kervénanec.",
         "Les résultats ont convaincu l'équipe municipale. Devant l'école Merville, le nombre de voitures aux heures "
         "d'entrée a baissé d'un tiers, selon un comptage réalisé en janvier par les services techniques.",
         "« Au début, j'avais peur des ronds-points, maintenant c'est moi qui montre le chemin aux nouveaux », raconte "
         "Maëlys, dix ans, qui pédale chaque jour depuis le quartier du Polygone. Sa mère, Sandrine, encadre la ligne "
         "verte le mardi et le jeudi.",
         "L'association qui coordonne le dispositif cherche encore une vingtaine de bénévoles pour ouvrir une huitième "
         "ligne à la rentrée de septembre. Une réunion d'information est prévue le 21 mars à la maison de quartier de Bois-du-Château."),
        "Comment ça marche",
        ("six lignes balisées, de 2 à 4 kilomètres chacune ;",
         "un adulte pour six enfants sur chaque trajet ;",
         "des vélos prêtés gratuitement aux familles qui n'en ont pas."),
        "Le convoi de la ligne verte traverse le pont Saint-Christophe, mardi matin.",
        "Ouest-Littoral / Yann Guillerm", "Lorient"),
    Story(
        "sel-guerande", "fr",
        "Sel de Guérande : après un été pluvieux, les paludiers vident leurs stocks",
        "La récolte 2023 a été l'une des plus faibles depuis vingt ans. La coopérative rationne ses clients.",
        "Pierre-Yves Morvan", "2024-02-06T07:30:00+01:00", "Publié le 06/02/2024 à 07h30",
        ("Dans les salorges de la presqu'île, les tas de sel gris ont rarement été aussi bas en février. Avec à peine "
         "6 000 tonnes récoltées l'été dernier, les paludiers de Guérande ont vécu l'une de leurs pires saisons depuis 2002.",
         "En cause, un mois de juillet froid et un mois d'août marqué par des pluies répétées. Or le sel ne se forme "
         "que si le soleil et le vent évaporent l'eau de mer pendant plusieurs jours d'affilée.",
         "Une année moyenne donne environ 12 000 tonnes de gros sel. Les stocks constitués après les bonnes saisons de "
         "2020 et 2022 ont permis de tenir jusqu'ici, mais ils seront épuisés avant la prochaine récolte.",
         "Les prix suivent la même pente. Le sac de 25 kilos de gros sel, vendu 21 euros aux professionnels il y a "
         "deux ans, se négocie désormais autour de 27 euros, et certains grossistes se tournent vers le sel de Noirmoutier ou de l'île de Ré.",
         "La coopérative, qui regroupe près de deux cents producteurs, a donc décidé de limiter les volumes livrés à "
         "ses clients de la grande distribution. Les épiceries fines et les restaurateurs de la région restent servis en priorité.",
         "« Le métier a toujours connu des mauvaises années, mais on voit qu'elles reviennent plus souvent », souligne "
         "Anne Guihéneuf, paludière à Saillé depuis vingt-cinq ans. « Il faut garder des réserves, c'est notre seule assurance. »",
         "Les paludiers commenceront à préparer les œillets en avril. La récolte de fleur de sel, plus fragile encore, "
         "ne débutera qu'avec les premières chaleurs, généralement à la mi-juin."),
        "Les chiffres de la saison",
        ("6 000 tonnes de gros sel récoltées en 2023 ;",
         "moins de 150 tonnes de fleur de sel ;",
         "près de deux cents paludiers touchés."),
        "Un paludier ratisse un œillet dans les marais salants de Saillé, en août dernier.",
        "Archives Ouest-Littoral / Franck Dubray", "Guérande"),
    Story(
        "kolej-karpacz", "pl",
        "Pociągi wróciły do Karpacza po 25 latach przerwy",
        "Pierwszy skład z Jeleniej Góry dojechał na odnowioną stację w sobotę rano. Bilety rozeszły się w kilka godzin.",
        "Marta Zielińska", "2024-06-15T11:20:00+02:00", "15.06.2024 11:20",
        ("Po ćwierć wieku przerwy na stację w Karpaczu znów wjeżdżają pociągi pasażerskie. Pierwszy skład z Jeleniej "
         "Góry dotarł do miejscowości w sobotę o 9:42, witany przez kilkuset mieszkańców i turystów.",
         "Linia kolejowa nr 308 została zamknięta dla ruchu pasażerskiego w 1999 roku. Przez lata tory zarastały, "
         "a część mostów groziła zawaleniem. Remont trwał dwa lata i kosztował 96 milionów złotych, z czego większość "
         "pochodziła z funduszy unijnych.",
         "Pociągi będą kursować siedem razy dziennie, a w weekendy dziewięć. Przejazd z Jeleniej Góry potrwa 38 minut, "
         "czyli krócej niż autobusem w sezonie, gdy drogi w Kotlinie Jeleniogórskiej są zakorkowane. Bilet normalny "
         "kosztuje 9,50 zł, a dla uczniów i studentów obowiązują zniżki ustawowe.",
         "Na odnowionej trasie powstały dwa nowe przystanki, w Mysłakowicach i Miłkowie, a stacja w Karpaczu "
         "odzyskała zabytkowy budynek z 1895 roku. W jego wnętrzu ma działać punkt informacji turystycznej i mała kawiarnia.",
         "Samorząd województwa liczy, że kolej odciąży drogę wojewódzką nr 366, po której w wakacyjne weekendy jeździ "
         "nawet 14 tysięcy samochodów na dobę. Z myślą o turystach w pociągach przygotowano miejsca na rowery i narty.",
         "– Pamiętam ostatni pociąg z 1999 roku, jechałam nim jako studentka. Nie wierzyłam, że jeszcze kiedyś tu "
         "wrócę koleją – mówiła wzruszona Halina Mazur, która przyjechała na otwarcie z Wrocławia.",
         "Od września część kursów zostanie przedłużona do Wrocławia. Przewoźnik zapowiada też wspólny bilet z "
         "komunikacją miejską w Karpaczu, który ma obowiązywać od początku sezonu narciarskiego."),
        "Co zmienia się dla pasażerów",
        ("siedem par pociągów dziennie, w weekendy dziewięć;",
         "przejazd z Jeleniej Góry w 38 minut;",
         "miejsca na rowery i narty w każdym składzie."),
        "Pierwszy pociąg na odnowionej stacji w Karpaczu.",
        "fot. PAP/Maciej Kulczyński", "Kraj"),
    Story(
        "bobry-warta", "pl",
        "Bobry zalewają łąki nad Wartą. Rolnicy chcą odszkodowań",
        "Regionalna dyrekcja ochrony środowiska zgodziła się na rozebranie kilkunastu tam. Przyrodnicy protestują.",
        "Tomasz Kaczmarek", "2024-04-09T08:05:00+02:00", "09.04.2024 08:05",
        ("Rolnicy z gminy Santok od kilku tygodni nie mogą wjechać na swoje łąki. Tamy zbudowane przez bobry na "
         "dopływach Warty podniosły poziom wody na tyle, że ponad 200 hektarów pastwisk stoi pod wodą.",
         "Regionalna dyrekcja ochrony środowiska w Gorzowie Wielkopolskim wydała zgodę na rozebranie czternastu tam. "
         "Prace mają się zakończyć przed końcem kwietnia, zanim zacznie się okres lęgowy ptaków. Tamy będą rozbierać "
         "ręcznie pracownicy wód polskich, bez użycia ciężkiego sprzętu.",
         "Bóbr europejski jest w Polsce gatunkiem częściowo chronionym. Jego populacja w województwie lubuskim wzrosła "
         "w ciągu dekady niemal dwukrotnie i według szacunków liczy dziś około 9 tysięcy osobników.",
         "Problem nie dotyczy tylko łąk. W kilku miejscach woda podmyła drogi dojazdowe do gospodarstw, a w "
         "Janczewie zalała piwnice dwóch domów. Gmina wynajęła pompy, ale po każdej nocy poziom wody znów rośnie.",
         "Rolnicy mogą ubiegać się o odszkodowanie od Skarbu Państwa, ale procedura trwa miesiącami, a wypłacane kwoty "
         "rzadko pokrywają straty. W ubiegłym roku wojewoda przyznał w całym regionie niespełna 1,3 miliona złotych.",
         "– Trawę na siano powinienem kosić w maju. W tym roku nawet nie wiem, czy w ogóle wjadę na łąkę – mówi "
         "Józef Nowicki, który hoduje bydło we wsi Janczewo. – Nie mam nic do bobrów, ale ktoś musi za to zapłacić.",
         "Przyrodnicy ostrzegają, że rozbieranie tam niewiele da, bo zwierzęta odbudują je w ciągu kilku tygodni. "
         "Proponują zamiast tego wykup najbardziej podmokłych działek i przywrócenie tam naturalnych mokradeł."),
        "Co mogą zrobić rolnicy",
        ("zgłosić szkodę do regionalnej dyrekcji ochrony środowiska;",
         "poprosić o oględziny w ciągu siedmiu dni;",
         "złożyć wniosek o odszkodowanie do wojewody."),
        "Tama bobrowa na jednym z dopływów Warty.",
        "fot. Radio Zachód/Tomasz Kaczmarek", "Region"),
    Story(
        "dorflaeden", "de",
        "Bund fördert Dorfläden mit 40 Millionen Euro",
        "Neues Förderprogramm für die Nahversorgung in ländlichen Räumen startet am 1. Juli.",
        "Pressestelle", "2024-05-14T10:00:00+02:00", "14.05.2024",
        ("Das Bundesministerium für Landwirtschaft und ländliche Räume startet am 1. Juli ein neues Förderprogramm "
         "für Dorfläden. Bis Ende 2027 stehen insgesamt 40 Millionen Euro bereit, um Lebensmittelgeschäfte in "
         "Gemeinden mit weniger als 5.000 Einwohnerinnen und Einwohnern zu gründen, zu erhalten oder zu modernisieren.",
         "Gefördert werden Investitionen in Gebäude, Kühltechnik und Kassensysteme ebenso wie digitale Lösungen, etwa "
         "Selbstbedienungsläden mit Zugang per Karte, die auch außerhalb der Öffnungszeiten einkaufen lassen.",
         "In vielen Dörfern ist der nächste Supermarkt inzwischen mehr als zehn Kilometer entfernt. Besonders ältere "
         "Menschen ohne Auto sind auf Läden im Ort angewiesen, die zugleich ein Treffpunkt für das Dorfleben sind.",
         "Nach Schätzungen des Ministeriums gibt es bundesweit rund 250 Dorfläden, die von Bürgerinnen und Bürgern "
         "selbst getragen werden. Viele von ihnen haben in den vergangenen Jahren mit steigenden Energie- und "
         "Personalkosten zu kämpfen gehabt.",
         "Der Zuschuss beträgt bis zu 60 Prozent der förderfähigen Kosten, höchstens 200.000 Euro je Vorhaben. "
         "Antragsberechtigt sind Genossenschaften, Vereine, Gemeinden und kleine Unternehmen. Die Anträge werden über "
         "die Länder gestellt, die das Programm gemeinsam mit dem Bund umsetzen.",
         "Der Bundesminister erklärte dazu: \u201eEin Dorfladen ist mehr als ein Geschäft. Wo er schließt, verliert "
         "ein Ort oft auch seinen letzten Treffpunkt. Wir wollen den Menschen helfen, die ihren Laden selbst in die "
         "Hand nehmen.\u201c",
         "Das Programm ist Teil der Strategie für gleichwertige Lebensverhältnisse, die das Bundeskabinett im Februar "
         "beschlossen hat. Eine erste Auswertung der geförderten Vorhaben ist für das Jahr 2026 vorgesehen."),
        "Förderaufrufe der Länder",
        ("Förderaufruf des Landes Brandenburg",
         "Förderaufruf des Freistaats Thüringen",
         "Förderaufruf des Landes Niedersachsen"),
        "Ein genossenschaftlich geführter Dorfladen in der Uckermark.",
        "Foto: BMLR/Thomas Trutschel", "Ländliche Räume"),
    Story(
        "hitzeschutz-pflege", "de",
        "Hitzeschutz in der Pflege: Bund legt Empfehlungen für Heime und Pflegedienste vor",
        "Musterplan soll Pflegebedürftige im Sommer besser schützen.",
        "Pressestelle", "2024-06-03T11:30:00+02:00", "03.06.2024",
        ("Das Bundesministerium für Gesundheit hat gemeinsam mit den Verbänden der Pflege einen Musterplan zum "
         "Hitzeschutz vorgelegt. Er soll Pflegeheimen und ambulanten Pflegediensten helfen, sich rechtzeitig auf "
         "heiße Tage vorzubereiten und ihre Bewohnerinnen und Bewohner besser zu schützen.",
         "Ältere und pflegebedürftige Menschen sind bei Hitze besonders gefährdet. Sie spüren Durst oft weniger, "
         "nehmen häufig Medikamente ein, die den Wasserhaushalt beeinflussen, und können sich nicht selbst abkühlen. "
         "Schon wenige Tage mit mehr als 30 Grad können für sie gefährlich werden.",
         "Der Musterplan beschreibt, wer in einer Einrichtung für den Hitzeschutz verantwortlich ist, wie die "
         "Hitzewarnungen des Deutschen Wetterdienstes an die Teams weitergegeben werden und welche Räume sich als "
         "kühle Rückzugsorte eignen.",
         "Nach Schätzungen des Robert Koch-Instituts starben in den Sommern 2022 und 2023 in Deutschland jeweils "
         "mehrere Tausend Menschen an den Folgen von Hitze, die meisten von ihnen älter als 75 Jahre. Viele von ihnen "
         "wurden zu Hause oder in einer Einrichtung gepflegt.",
         "Für ambulante Pflegedienste enthält er Hinweise, wie Touren bei Hitze angepasst werden können, damit "
         "besonders gefährdete Menschen häufiger besucht werden. Vorlagen für Trinkprotokolle und Checklisten können "
         "die Einrichtungen unverändert übernehmen.",
         "Die Bundesministerin sagte: \u201eHitze ist für viele Pflegebedürftige lebensgefährlich. Mit dem Musterplan "
         "muss nicht jede Einrichtung bei null anfangen. Entscheidend ist, dass er vor dem ersten heißen Tag gelesen wird.\u201c",
         "Der Musterplan ist ab sofort abrufbar. Im Herbst sollen die Erfahrungen des Sommers mit den Verbänden "
         "ausgewertet und die Empfehlungen bei Bedarf überarbeitet werden."),
        "Die wichtigsten Empfehlungen",
        ("eine verantwortliche Person für den Hitzeschutz benennen;",
         "Hitzewarnungen des Deutschen Wetterdienstes abonnieren;",
         "kühle Räume und Trinkpläne für heiße Tage festlegen."),
        "Eine Pflegekraft reicht einer Bewohnerin ein Glas Wasser.",
        "Foto: BMG/Jan Pauls", "Pflege"),
    Story(
        "oak-fungi", "en",
        "Soil fungi help oak seedlings survive drought, study finds",
        "Seedlings linked to a network of root fungi lost fewer leaves and grew more in the dry summer of 2022.",
        "Office of University Communications", "2024-01-18T09:00:00-05:00", "January 18, 2024",
        ("Oak seedlings connected to the fungi that live among tree roots were twice as likely to survive a severe "
         "drought as seedlings without them, according to a study led by researchers at Northfield University.",
         "The team planted 1,200 red oak seedlings in plots at the university's research forest in 2021. Half were "
         "grown in soil taken from beneath mature oaks, which carried the fungi; the other half were grown in the "
         "same soil after it had been sterilized.",
         "The following summer brought the driest July and August on the forest's record. By October, 71 percent of "
         "the seedlings grown with fungi were still alive, compared with 34 percent of those grown without.",
         "The fungi wrap around the fine roots of trees and extend thin threads far into the soil, reaching water "
         "that roots alone cannot. In return, the trees supply them with sugars made by their leaves.",
         "\u201cWe knew these partnerships matter, but we did not expect the difference to be this large in a single "
         "season,\u201d said Priya Raman, associate professor of forest ecology and the study's senior author. "
         "\u201cFor anyone replanting forests, the soil the seedlings start in may matter as much as the seedlings.\u201d",
         "The researchers are now testing whether a small amount of forest soil added to nursery beds gives the same "
         "benefit. The study was published in the Journal of Forest Ecology and funded by the National Science Foundation."),
        "What the researchers found",
        ("71 percent of seedlings with fungi survived the drought;",
         "34 percent of seedlings without fungi survived;",
         "surviving seedlings with fungi grew a third taller."),
        "Graduate student Luis Ortega measures an oak seedling in the research forest.",
        "Photo by Dana Whitfield/Northfield University", "Research"),
    Story(
        "lead-sensor", "en",
        "Paper-thin sensor detects lead in tap water in five minutes",
        "Engineering students turned a lab method into a test that costs less than a dollar.",
        "Office of University Communications", "2024-04-02T10:30:00-05:00", "April 2, 2024",
        ("A sensor no thicker than a sheet of paper can tell within five minutes whether tap water contains "
         "dangerous levels of lead, engineers at Northfield University report, and each test costs less than a dollar to make.",
         "Testing water for lead today usually means mailing a sample to a certified laboratory and waiting a week "
         "or more for the result. Home test strips exist, but many cannot detect lead at the levels regulators consider unsafe.",
         "The new sensor uses a strip of paper printed with carbon ink and coated with a thin layer of bismuth. When "
         "a drop of water is placed on it and a small current is applied, lead in the water changes the current in a "
         "way that a phone-sized reader can measure.",
         "In tests with 140 samples from homes in three cities, the sensor agreed with laboratory results in 132 "
         "cases. It reliably detected lead at five parts per billion, below the level at which federal rules require action.",
         "\u201cThe people who most need to know what is in their water are often the ones who cannot wait a week "
         "for an answer,\u201d said Marcus Bell, assistant professor of electrical engineering, who led the work with "
         "three undergraduate students. \u201cWe wanted something a school nurse or a community group could use.\u201d",
         "The team has applied for a patent and is working with a local health department to test the sensor in "
         "schools this fall. The work was supported by a grant from the university's innovation fund."),
        "How the test works",
        ("a drop of water goes on the printed strip;",
         "a small reader applies a current and measures it;",
         "the result appears on a phone within five minutes."),
        "Undergraduate Keisha Monroe places a water sample on the sensor in the Bell lab.",
        "Photo by Dana Whitfield/Northfield University", "Engineering"),
    Story(
        "ci-minutes", "en",
        "How we cut our CI pipeline from 40 minutes to 9",
        "Caching, splitting tests by timing and dropping a few habits we had stopped questioning.",
        "Jonas Eriksen", "2023-10-05T08:00:00+00:00", "Oct 5, 2023",
        ("A year ago, every pull request to our main repository waited about 40 minutes for its checks to finish. "
         "Engineers batched changes to avoid the wait, reviews got larger, and a red build at five o'clock meant a fix the next morning.",
         "Today the same pipeline finishes in nine minutes on a typical change. None of what we did is new, but we "
         "had put off most of it for years, so here is what made the difference and what did not.",
         "The first win was caching dependencies properly. We had a cache, but its key included the date, so it was "
         "thrown away every night and the first builds each morning rebuilt everything. Keying it on the lock file alone saved eleven minutes.",
         "The second was splitting the test suite by how long each file takes rather than by how many files there "
         "are. Our slowest ten test files took as long as the other four hundred together, and they always landed on the same worker.",
         "Not everything worked. Moving to larger runners cut three minutes but doubled the bill, so we went back. "
         "Running the linters in a separate job looked faster on paper and was slower in practice, because each job "
         "paid the cost of setting up the environment again.",
         "The last change was cultural: a build over fifteen minutes now opens a ticket automatically. It has fired "
         "twice since June, both times for a test that had started waiting on a network call nobody had noticed."),
        "What made the difference",
        ("a dependency cache keyed on the lock file only;",
         "test files split across workers by their recorded timings;",
         "a ticket opened for every build over fifteen minutes."),
        "A build queue at rush hour.",
        "Photo by Annie Spratt / Unsplash", "Engineering"),
    Story(
        "vacuum-outage", "en",
        "What a 3 a.m. outage taught us about Postgres autovacuum",
        "A table that nobody thought was busy stopped the whole database from accepting writes.",
        "Maria Costa", "2024-02-20T07:00:00+00:00", "Feb 20, 2024",
        ("At 3:12 on a Tuesday morning, our primary database stopped accepting writes. Reads still worked, so the "
         "site stayed up, but for 47 minutes nobody could place an order, change a password or upload a file.",
         "The cause was transaction ID wraparound protection. Postgres numbers every transaction, and to keep those "
         "numbers from running out it must regularly freeze old rows. If a table goes too long without that, the "
         "database refuses new writes rather than risk losing data.",
         "The table responsible was one we barely thought about: an audit log that receives a row for every login. "
         "It was large, always being written to and never updated, and its autovacuum runs kept being cancelled by a "
         "nightly job that took a lock on it.",
         "Getting writes back meant running a manual vacuum in single-user mode, which is as uncomfortable as it "
         "sounds. We had practised it once, in a test environment, two years earlier, and the runbook was out of date.",
         "\u201cThe database had been telling us for weeks,\u201d our on-call engineer wrote in the incident review. "
         "\u201cThe warnings were in the logs. We just had no alert on them.\u201d",
         "We now alert when any table's oldest unfrozen transaction passes half of the limit, the nightly job no "
         "longer locks the audit table, and we rehearse the single-user procedure every quarter."),
        "What we changed",
        ("an alert on the age of each table's oldest transaction;",
         "no more nightly locks on the audit table;",
         "a quarterly rehearsal of the recovery procedure."),
        "Server racks in a data centre.",
        "Photo by Taylor Vick / Unsplash", "Databases"),
    Story(
        "harrowgate-outlook", "en",
        "Harrowgate Foods shares sink 14% after snack maker cuts its outlook",
        "The company blamed shoppers trading down to store brands and higher cocoa prices.",
        "Daniel Whitcombe", "2024-07-25T10:42:00-04:00", "Published Thu, Jul 25 2024 10:42 AM EDT",
        ("Shares of Harrowgate Foods fell 14% on Thursday, their steepest one-day drop in more than a decade, after "
         "the snack maker cut its sales forecast for the year and said shoppers were switching to cheaper store brands.",
         "The company now expects organic sales to be flat to down 1% in 2024, compared with its earlier forecast of "
         "growth of 2% to 3%. Adjusted earnings per share are expected to come in between $3.10 and $3.20, below "
         "the $3.45 analysts had expected.",
         "Second-quarter revenue fell 2.4% to $2.91 billion. Volumes of its biscuit and chocolate brands declined in "
         "North America, where the company had raised prices four times over the past two years.",
         "Higher cocoa costs added to the pressure. Cocoa futures more than doubled in the first half of the year after "
         "poor harvests in West Africa, and Harrowgate said it had hedged only part of its needs for the second half.",
         "\u201cConsumers are telling us very clearly that they have reached the limit of what they will pay,\u201d "
         "chief executive Laura Minsky said on a call with analysts. \u201cWe are going to put more money behind value "
         "packs and promotions rather than protect margins in the short term.\u201d",
         "Analysts at two brokerages lowered their price targets on the stock after the call. Harrowgate shares have "
         "now lost about a quarter of their value since the start of the year."),
        "The numbers",
        ("revenue down 2.4% to $2.91 billion;",
         "organic sales forecast cut to flat to down 1%;",
         "earnings forecast of $3.10 to $3.20 a share."),
        "Harrowgate Foods products on a supermarket shelf in Chicago.",
        "Scott Olson | Getty Images", "Earnings"),
    Story(
        "brenford-bank", "en",
        "Brenford Bank agrees to buy regional rival Tidewater for $1.2 billion",
        "The all-stock deal would create the largest lender headquartered in the Carolinas.",
        "Alicia Romero", "2024-05-06T07:15:00-04:00", "Published Mon, May 6 2024 7:15 AM EDT",
        ("Brenford Bank said Monday it would buy Tidewater Financial in an all-stock deal valued at about $1.2 "
         "billion, combining two regional lenders that have struggled with higher deposit costs since interest rates began to rise.",
         "Tidewater shareholders will receive 0.85 of a Brenford share for each share they own, a premium of about 22% "
         "to Friday's closing price. The combined bank would have roughly $38 billion in assets and 210 branches.",
         "Regional banks have been under pressure to merge since the failures of several lenders last year pushed "
         "customers to move deposits to larger institutions and forced smaller banks to pay more to keep them.",
         "The deal is the third bank merger in the Southeast this year. Analysts said more were likely as lenders "
         "look for ways to spread the rising costs of compliance and technology over a larger base of customers.",
         "Brenford expects to save about $95 million a year by 2026, largely by closing overlapping branches and "
         "combining technology systems. The banks did not say how many jobs would be cut.",
         "\u201cScale matters more in this business than it did five years ago,\u201d Brenford chief executive Robert "
         "Haines said in a statement. \u201cTogether we can invest in the technology our customers expect and still "
         "know them by name.\u201d",
         "The deal requires approval from regulators and both banks' shareholders and is expected to close in the "
         "first quarter of 2025. Brenford shares fell 3% in premarket trading, while Tidewater shares rose 17%."),
        "Deal terms",
        ("0.85 of a Brenford share for each Tidewater share;",
         "a combined $38 billion in assets and 210 branches;",
         "closing expected in the first quarter of 2025."),
        "A Brenford Bank branch in Charlotte, North Carolina.",
        "Logan Cyrus | Bloomberg | Getty Images", "Finance"),
    Story(
        "tren-patagonico", "es",
        "Vuelve el tren nocturno entre Viedma y Bariloche después de cuatro años",
        "El servicio saldrá dos veces por semana y tardará unas 17 horas. Los pasajes ya están a la venta.",
        "Martina Quiroga", "2024-08-21T06:00:00-03:00", "21 de agosto de 2024",
        ("El Tren Patagónico volverá a unir Viedma y San Carlos de Bariloche a partir del 15 de septiembre, después "
         "de cuatro años sin servicio de pasajeros. Habrá dos salidas por semana en cada sentido y el viaje durará unas 17 horas.",
         "El servicio se había suspendido en 2020 y desde entonces solo circularon algunos trenes de prueba. La empresa "
         "provincial que lo opera renovó en este tiempo 180 kilómetros de vías y reparó dos coches dormitorio.",
         "El recorrido de 826 kilómetros atraviesa la meseta rionegrina y para en Valcheta, Ingeniero Jacobacci y "
         "otras once estaciones, muchas de ellas en pueblos donde el tren es la única conexión regular con las ciudades.",
         "Para la puesta en marcha se contrataron 34 trabajadores, entre maquinistas, guardas y personal de a bordo. "
         "El coche comedor, que había quedado fuera de servicio, volverá a funcionar con menú regional.",
         "Los pasajes en clase turista costarán 18.000 pesos y los de camarote, 64.000. Los jubilados y los "
         "estudiantes tendrán un descuento del 50% y los residentes de los parajes intermedios viajarán gratis.",
         "\u201cPara nosotros el tren no es turismo, es la forma de llegar al hospital de Bariloche\u201d, contó Rosa "
         "Catriel, vecina de Ingeniero Jacobacci. \u201cCuando lo sacaron, nos quedamos aislados.\u201d",
         "La provincia prevé sumar una tercera frecuencia semanal en el verano si la demanda acompaña. Los pasajes "
         "pueden comprarse en las boleterías de las estaciones y en el sitio web de la empresa."),
        "Horarios y paradas",
        ("salidas de Viedma los martes y viernes a las 18;",
         "salidas de Bariloche los miércoles y domingos a las 17;",
         "trece paradas intermedias en la línea sur."),
        "El Tren Patagónico en la estación de San Carlos de Bariloche.",
        "Foto: Archivo", "Sociedad"),
    Story(
        "bajante-parana", "es",
        "La bajante del Paraná obliga a los buques a salir de Rosario con menos carga",
        "El río está casi dos metros por debajo de su nivel normal para agosto. Las exportadoras calculan pérdidas millonarias.",
        "Ezequiel Brondo", "2024-08-13T07:30:00-03:00", "13 de agosto de 2024",
        ("El río Paraná marcó este lunes 0,62 metros en el puerto de Rosario, casi dos metros por debajo de su "
         "promedio para agosto, y los buques que cargan granos en la zona deben zarpar con menos mercadería para no tocar fondo.",
         "Según la Bolsa de Comercio de Rosario, cada centímetro de calado que se pierde obliga a un buque de gran "
         "porte a dejar en tierra unas 40 toneladas de carga. Con la bajante actual, un barco puede salir con hasta "
         "5.000 toneladas menos que en condiciones normales.",
         "La mayoría de los buques completan su carga en los puertos de Bahía Blanca o Necochea, lo que encarece los "
         "fletes. Las exportadoras estiman que el costo adicional puede superar los 300 millones de dólares en la campaña.",
         "La causa es la falta de lluvias en el sur de Brasil y en Paraguay, donde nacen los ríos que alimentan al "
         "Paraná. El Instituto Nacional del Agua no prevé una recuperación importante antes de fin de año.",
         "\u201cYa tuvimos bajantes parecidas en 2021 y 2022, pero esta llegó antes de lo habitual\u201d, explicó el "
         "ingeniero Juan Borus. \u201cLa preocupación es que se prolongue durante la cosecha de soja.\u201d",
         "Las ciudades ribereñas también siguen de cerca la situación. En Rosario, la empresa de aguas instaló bombas "
         "adicionales en la toma para asegurar el suministro si el río sigue bajando."),
        "Qué dicen los números",
        ("0,62 metros en el puerto de Rosario;",
         "hasta 5.000 toneladas menos por buque;",
         "más de 300 millones de dólares en costos adicionales."),
        "Un buque carga granos en una terminal del Gran Rosario.",
        "Foto: Marcelo Manera", "Economía"),
)


def french_regional(story: Story) -> Page:
    """A French regional daily: a cookie banner, the town edition over the headline, "Par ...",
    "Publié le ... Modifié le ...", a share row, a photo with its credit after "Photo :", the lead
    in bold set apart, a "Lire aussi" line and a slideshow ("Voir le diaporama", "1/8") inside
    the story, "Vous souhaitez réagir ? Commentez", a newsletter box, "Dans la même rubrique" and
    "Les plus lus"."""
    p = story.paragraphs
    edition = story.kicker
    region = FRENCH_REGION[edition]
    same = "".join(f'<li class="ot-list__item"><a href="/{edition.lower()}/x-{i}"><span class="ot-tag">'
                   f'{escape(edition)}</span><span class="ot-title">{escape(h)}</span></a></li>'
                   for i, h in enumerate(FRENCH_SAME))
    most = "".join(f'<li><span class="ot-rank">{i + 1}</span><a href="/region/x-{i}">{escape(h)}</a></li>'
                   for i, h in enumerate(FRENCH_MOST))
    html = head(story, "Ouest-Littoral", json_ld(story, "Ouest-Littoral")) + f"""<body class="page-article">
<div id="didomi-host"><div class="didomi-popup"><p class="didomi-title">Nous respectons votre vie privée</p>
<p>Avec votre accord, nous et nos partenaires utilisons des cookies pour stocker et accéder à des informations sur votre terminal.</p>
<button>Accepter et fermer</button> <button>Paramétrer</button></div></div>
<header class="ot-header"><a class="ot-logo" href="/">Ouest-Littoral</a><nav class="ot-menu"><ul>
<li><a href="/bretagne/">Bretagne</a></li><li><a href="/pays-de-la-loire/">Pays de la Loire</a></li><li><a href="/sport/">Sport</a></li>
<li><a href="/economie/">Économie</a></li><li><a href="/culture/">Culture</a></li></ul></nav>
<a class="ot-abo" href="/abonnement/">Je m'abonne</a> <a class="ot-login" href="/connexion/">Se connecter</a></header>
<main class="ot-main"><article class="ot-article" itemscope itemtype="https://schema.org/NewsArticle">
<div class="ot-breadcrumb"><a href="/{region.lower().replace(' ', '-')}/">{escape(region)}</a> &gt; <a href="/{edition.lower()}/">{escape(edition)}</a></div>
<h1 class="ot-article__title" itemprop="headline">{escape(story.headline)}</h1>
<div class="ot-article__meta"><span class="ot-author">Par <a href="/auteur/x">{escape(story.author)}</a></span>
<time datetime="{story.date}">{escape(story.date_text)}</time> <span class="ot-updated">Modifié le {escape(story.date_text[10:20])} à 21h40</span></div>
<div class="ot-share"><span>Partager cet article</span><a href="#">Facebook</a> <a href="#">Twitter</a> <a href="#">Mail</a></div>
<figure class="ot-figure"><img src="/images/{story.slug}.jpg" alt=""><figcaption>{escape(story.caption)}
<span class="ot-credit">Photo : {escape(story.credit)}</span></figcaption></figure>
<div class="ot-article__body" itemprop="articleBody">
<p class="ot-chapo"><strong>{escape(p[0])}</strong></p>
{paras(p[1:3], "ot-paragraph")}
<p class="ot-read-also"><span>Lire aussi :</span> <a href="/{edition.lower()}/x-0">{escape(FRENCH_SAME[0])}</a></p>
<h2 class="ot-intertitre">{escape(story.subhead)}</h2>
<ul class="ot-list">{"".join(f"<li>{escape(i)}</li>" for i in story.items)}</ul>
{paras(p[3:5], "ot-paragraph")}
<div class="ot-slideshow"><div class="ot-slide"><img src="/images/{story.slug}-2.jpg" alt=""><p class="ot-slide__caption">{escape(FRENCH_SLIDE[story.slug])}</p></div>
<span class="ot-slide__count">1/8</span><a class="ot-slide__open" href="#">Voir le diaporama</a></div>
{paras(p[5:], "ot-paragraph")}
</div>
<div class="ot-comments-cta"><p>Vous souhaitez réagir ? <a href="#comments">Commentez</a></p><span>12 commentaires</span></div>
<div class="ot-newsletter"><p class="ot-newsletter__title">La newsletter {escape(edition)}</p>
<p>Chaque matin, l'essentiel de l'actualité de votre ville dans votre boîte mail.</p>
<form><input type="email" placeholder="Votre adresse e-mail"><button>Je m'inscris</button></form></div>
</article>
<section class="ot-same"><h2>Dans la même rubrique</h2><ul>{same}</ul></section>
<aside class="ot-most"><h2>Les plus lus</h2><ol>{most}</ol></aside></main>
<footer class="ot-footer"><p>© Ouest-Littoral 2024</p><a href="/mentions-legales/">Mentions légales</a> <a href="/cookies/">Gestion des cookies</a></footer></body></html>"""
    return Page("fresh8-french-regional", html, f"https://www.ouest-littoral.example.fr/{region.lower().replace(' ', '-')}/{edition.lower()}/{story.slug}-a1b2.html",
                every_must(story),
                (story.headline, "Nous respectons votre vie privée", "Accepter et fermer", "Paramétrer",
                 "Par " + story.author, story.date_text, "Modifié le", "Partager cet article", story.caption,
                 story.credit, "Lire aussi", FRENCH_SAME[0], FRENCH_SLIDE[story.slug], "1/8", "Voir le diaporama",
                 "Vous souhaitez réagir", "Commentez", "12 commentaires", "La newsletter " + edition,
                 "Chaque matin, l'essentiel", "Je m'inscris", "Dans la même rubrique", FRENCH_SAME[1], FRENCH_SAME[2],
                 "Les plus lus", FRENCH_MOST[0], FRENCH_MOST[2], "Mentions légales"))


def polish_radio(story: Story) -> Page:
    """A Polish public radio's news portal: the section and the date over the headline, the
    standfirst in bold, a "Posłuchaj" audio box (the programme's title, "Czas trwania", the
    reporter), a photo credited "fot. ...", "Czytaj także:" links between paragraphs, a closing
    source line ("Źródło: ..."), "Tagi:", a share row, "Zobacz więcej" teasers and a comment box."""
    p = story.paragraphs
    also = "".join(f'<li><a href="/artykul/{3300000 + i},x">{escape(h)}</a></li>' for i, h in enumerate(POLISH_ALSO))
    more = "".join(f'<div class="article-teaser"><a href="/artykul/{3310000 + i},y"><img src="/t/{i}.jpg" alt="">'
                   f'<span class="teaser-date">{14 - i}.06.2024</span><h3>{escape(h)}</h3></a></div>'
                   for i, h in enumerate(POLISH_MORE))
    html = head(story, "Polskie Radio 24", json_ld(story, "Polskie Radio")) + f"""<body>
<div class="rodo-box"><p>Szanowni Państwo, korzystamy z plików cookies. Kliknij „Zgadzam się”, aby zaakceptować.</p><button>Zgadzam się</button></div>
<header class="header"><a class="logo" href="/">Polskie Radio 24</a><ul class="menu"><li><a href="/kraj">Kraj</a></li>
<li><a href="/swiat">Świat</a></li><li><a href="/gospodarka">Gospodarka</a></li><li><a href="/sport">Sport</a></li></ul>
<div class="on-air">Teraz na antenie: <span>Poranek Radia 24</span></div></header>
<main class="container"><div class="article-wrapper"><article class="article">
<div class="article-header"><span class="category">{escape(story.kicker)}</span> <span class="date">{escape(story.date_text)}</span>
<h1 class="title">{escape(story.headline)}</h1></div>
<div class="lead"><strong>{escape(story.dek)}</strong></div>
<div class="audio-box"><h3>Posłuchaj</h3><div class="player"><span class="play-title">{escape(POLISH_AUDIO)}</span>
<span class="duration">Czas trwania 3:12</span><span class="audio-author">{escape(story.author)}</span></div>
<a class="audio-more" href="#">+ Dodaj do playlisty</a></div>
<div class="article-image"><img src="/img/{story.slug}.jpg" alt=""><p class="image-desc">{escape(story.caption)} <span class="source">{escape(story.credit)}</span></p></div>
<div class="article-content">
{paras(p[:2])}
<div class="read-also"><p><strong>Czytaj także:</strong></p><ul>{also}</ul></div>
{paras(p[2:4])}
<h2>{escape(story.subhead)}</h2>
<ul>{"".join(f"<li>{escape(i)}</li>" for i in story.items)}</ul>
{paras(p[4:])}
<p class="article-source">Źródło: {escape(POLISH_SOURCE)}/{escape(story.author.split()[0][0])}{escape(story.author.split()[1][0])}</p>
</div>
<div class="tags"><span>Tagi:</span> <a href="/tag/{story.kicker.lower()}">{escape(story.kicker.lower())}</a>
<a href="/tag/{POLISH_TAG[story.slug].lower().replace(' ', '-')}">{escape(POLISH_TAG[story.slug])}</a></div>
<div class="share"><span>Udostępnij:</span> <a href="#">Facebook</a> <a href="#">X</a> <a href="#">Kopiuj link</a></div>
</article>
<section class="see-more"><h2>Zobacz więcej</h2>{more}</section>
<section class="comments"><h2>Komentarze (4)</h2><div class="comment"><p class="nick">jurek_z_gór</p>
<p>Wreszcie ktoś o tym pomyślał, czekaliśmy na to latami.</p></div>
<form><label for="c">Dodaj komentarz</label><textarea id="c"></textarea><button>Wyślij</button></form></section></div></main>
{footer("Polskie Radio")}</body></html>"""
    return Page("fresh8-polish-radio", html, f"https://www.polskieradio24.example.pl/artykul/{3320000 + len(story.slug)},{story.slug}",
                every_must(story),
                (story.headline, story.dek, "Szanowni Państwo, korzystamy", "Zgadzam się", "Teraz na antenie",
                 story.date_text, "Posłuchaj", POLISH_AUDIO, "Czas trwania", "Dodaj do playlisty", story.caption,
                 story.credit, "Czytaj także", POLISH_ALSO[0], POLISH_ALSO[1], "Źródło:", "Tagi:", POLISH_TAG[story.slug],
                 "Udostępnij", "Kopiuj link", "Zobacz więcej", POLISH_MORE[0], POLISH_MORE[2], "Komentarze (4)",
                 "Wreszcie ktoś o tym pomyślał", "Dodaj komentarz"))


def federal_ministry(story: Story) -> Page:
    """A German federal ministry's press release: "Leichte Sprache" and "Gebärdensprache" links,
    a cookie banner, breadcrumbs, "Pressemitteilung Nr. ..." with its date and a topic, the text
    with soft hyphens in long words, the states' programmes as the story's own list of links,
    "Seite teilen" and "Drucken", a press contact box, "Downloads" with file sizes, "Schlagworte"
    and "Das könnte Sie auch interessieren"."""
    p = story.paragraphs
    number = MINISTRY_NUMBERS[story.slug]
    links = "".join(f'<li><a class="RichTextExtLink" href="https://www.land-{i}.example.de/foerderung/{story.slug}">'
                    f'{escape(item)}</a></li>' for i, item in enumerate(story.items))
    teasers = "".join(f'<div class="c-teaser"><p class="c-teaser__type">Pressemitteilung</p><p class="c-teaser__date">{d}</p>'
                      f'<h3 class="c-teaser__title"><a href="/DE/presse/{i}.html">{escape(h)}</a></h3></div>'
                      for i, (d, h) in enumerate(MINISTRY_MORE))
    html = head(story, "Bundesministerium") + f"""<body class="gsb-startseite">
<div class="cookie-banner" role="dialog"><p>Diese Website verwendet Cookies, die für den Betrieb der Website notwendig sind, sowie
Cookies für eine anonyme Statistik.</p><button>Alle akzeptieren</button> <button>Nur notwendige Cookies</button></div>
<div class="l-header"><ul class="c-service-nav"><li><a href="/DE/leichte-sprache/">Leichte Sprache</a></li>
<li><a href="/DE/gebaerdensprache/">Gebärdensprache</a></li><li><a href="/EN/">English</a></li></ul>
<a class="c-logo" href="/"><img src="/logo.svg" alt="Bundesministerium – zur Startseite"></a>
<nav class="c-main-nav"><ul><li><a href="/DE/themen/">Themen</a></li><li><a href="/DE/ministerium/">Ministerium</a></li>
<li><a href="/DE/presse/">Presse</a></li><li><a href="/DE/service/">Service</a></li></ul></nav></div>
<main id="main" class="l-main"><div class="c-breadcrumb"><ol><li><a href="/">Startseite</a></li><li><a href="/DE/presse/">Presse</a></li>
<li><a href="/DE/presse/pressemitteilungen/">Pressemitteilungen</a></li><li>{escape(story.headline)}</li></ol></div>
<div class="l-content"><div class="c-article-header"><p class="c-article-header__type">Pressemitteilung Nr. {number}</p>
<p class="c-article-header__meta"><span>{escape(story.date_text)}</span> | <span>Thema: {escape(story.kicker)}</span></p>
<h1 class="c-article-header__title">{hyphenated(story.headline)}</h1>
<p class="c-article-header__intro">{hyphenated(story.dek)}</p></div>
<div class="c-image"><img src="/SharedDocs/Bilder/{story.slug}.jpg" alt=""><p class="c-image__caption">{escape(story.caption)}</p>
<p class="c-image__copyright">{escape(story.credit)}</p></div>
<div class="c-richtext">
{"".join(f"<p>{hyphenated(t)}</p>" + chr(10) for t in p[:4])}
<h2>{hyphenated(story.subhead)}</h2>
<ul>{links}</ul>
{"".join(f"<p>{hyphenated(t)}</p>" + chr(10) for t in p[4:])}
</div>
<div class="c-tools"><a href="#">Seite teilen</a> <a href="javascript:window.print()">Drucken</a></div>
<div class="c-contact"><h2>Pressekontakt</h2><p>Pressestelle<br>Telefon: 030 18 555-3200<br>E-Mail: pressestelle@ministerium.example.de</p></div>
<div class="c-downloads"><h2>Downloads</h2><ul><li><a href="/SharedDocs/{story.slug}.pdf">Factsheet zum Programm (PDF, 240 KB, barrierefrei)</a></li>
<li><a href="/SharedDocs/{story.slug}-richtlinie.pdf">Richtlinie (PDF, 1 MB)</a></li></ul></div>
<div class="c-keywords"><h2>Schlagworte</h2><a href="/SiteGlobals/Forms/{story.kicker}">{escape(story.kicker)}</a>
<a href="/SiteGlobals/Forms/Foerderung">Förderung</a> <a href="/SiteGlobals/Forms/Daseinsvorsorge">Daseinsvorsorge</a></div>
</div>
<section class="c-related"><h2>Das könnte Sie auch interessieren</h2>{teasers}</section></main>
<footer class="l-footer"><ul><li><a href="/DE/impressum/">Impressum</a></li><li><a href="/DE/datenschutz/">Datenschutz</a></li>
<li><a href="/DE/barrierefreiheit/">Erklärung zur Barrierefreiheit</a></li></ul></footer></body></html>"""
    return Page("fresh8-federal-ministry", html, f"https://www.ministerium.example.de/SharedDocs/Pressemitteilungen/DE/2024/{number.split('/')[0]}.html",
                every_must(story),
                (story.headline, story.dek, "Diese Website verwendet Cookies", "Alle akzeptieren", "Nur notwendige Cookies",
                 "Leichte Sprache", "Gebärdensprache", "Pressemitteilungen", "Pressemitteilung Nr.", "Thema:", story.caption,
                 story.credit, "Seite teilen", "Drucken", "Pressekontakt", "030 18 555-3200", "pressestelle@",
                 "Factsheet zum Programm", "PDF, 1 MB", "Schlagworte", "Daseinsvorsorge", "Das könnte Sie auch interessieren",
                 MINISTRY_MORE[0][1], MINISTRY_MORE[1][1], "Erklärung zur Barrierefreiheit"))


def university_news(story: Story) -> Page:
    """A university's news office: "Apply" and "Give" in the header, the news section's name, the
    category and the date over the headline, the standfirst, a photo credited to the university
    photographer, the lead set apart in a larger type, the text, a "Media contact" box, "Share this
    story", tags, "Related stories" cards with summaries, "Upcoming events" and a newsletter promo."""
    p = story.paragraphs
    related = "".join(f'<div class="news-card"><a href="/news/2023/{i}/x"><img src="/n/{i}.jpg" alt="">'
                      f'<p class="news-card__category">{c}</p><h3 class="news-card__title">{escape(h)}</h3>'
                      f'<p class="news-card__summary">{escape(s)}</p></a></div>' for i, (c, h, s) in enumerate(UNIVERSITY_RELATED))
    events = "".join(f'<li><span class="event-date">{d}</span><a href="/events/{i}">{escape(e)}</a></li>'
                     for i, (d, e) in enumerate(UNIVERSITY_EVENTS))
    html = head(story, "Northfield University News", json_ld(story, "Northfield University")) + f"""<body class="news-story">
<div class="utility-bar"><a href="/apply">Apply</a> <a href="/give">Give</a> <a href="/visit">Visit</a></div>
<header class="site-header"><a class="wordmark" href="/">Northfield University</a>{nav('en')}<span class="site-header__section">Northfield News</span></header>
<main id="main-content"><div class="news-layout"><article class="news-article">
<div class="news-article__header"><p class="news-article__category"><a href="/news/category/{story.kicker.lower()}">{escape(story.kicker)}</a></p>
<h1 class="news-article__title">{escape(story.headline)}</h1><p class="news-article__subtitle">{escape(story.dek)}</p>
<p class="news-article__meta"><span class="news-article__date">{escape(story.date_text)}</span> &middot; <span>{escape(story.author)}</span></p></div>
<figure class="news-article__hero"><img src="/news/images/{story.slug}.jpg" alt=""><figcaption>{escape(story.caption)}
<span class="photo-credit">({escape(story.credit)})</span></figcaption></figure>
<div class="news-article__body">
<p class="news-article__intro">{escape(p[0])}</p>
{paras(p[1:3])}
<h2>{escape(story.subhead)}</h2>
<ul>{"".join(f"<li>{escape(i)}</li>" for i in story.items)}</ul>
{paras(p[3:])}
</div>
<div class="media-contact"><h2>Media contact</h2><p>Jordan Ellis, senior science writer<br>jellis@northfield.example.edu | 555-301-4480</p></div>
<div class="share-bar"><span>Share this story</span> <a href="#">Facebook</a> <a href="#">LinkedIn</a> <a href="#">Email</a></div>
<div class="news-tags"><span>Tags:</span> <a href="/news/tag/research">research</a>, <a href="/news/tag/college-of-science">College of Science</a>,
<a href="/news/tag/faculty">faculty</a></div>
</article>
<aside class="news-sidebar"><section class="upcoming-events"><h2>Upcoming events</h2><ul>{events}</ul></section>
<section class="newsletter-promo"><h2>Get Northfield News in your inbox</h2><p>The week's stories about research, teaching and campus life, every Friday.</p>
<a href="/news/subscribe">Subscribe</a></section></aside></div>
<section class="related-stories"><h2>Related stories</h2>{related}</section></main>
{footer("Northfield University")}</body></html>"""
    return Page("fresh8-university-news", html, f"https://news.northfield.example.edu/{story.date[:4]}/{story.date[5:7]}/{story.slug}/",
                every_must(story),
                (story.headline, story.dek, "Northfield News", story.date_text, story.author, story.caption,
                 story.credit, "Media contact", "senior science writer", "jellis@northfield", "Share this story",
                 "Tags:", "College of Science", "Upcoming events", UNIVERSITY_EVENTS[0][1], "Get Northfield News",
                 "every Friday", "Related stories", UNIVERSITY_RELATED[0][1], UNIVERSITY_RELATED[1][2]))


def ghost_blog(story: Story) -> Page:
    """A tech company's engineering blog on Ghost (the Casper theme): the primary tag over the
    title, the excerpt, the author with "8 min read", a feature image credited to a stock photo
    site, the post with a code block and a blockquote of its own, a members' sign-up card
    ("Subscribe to ...", an e-mail field), "Read next" cards with excerpts, "You might also like"
    and "Powered by Ghost"."""
    p = story.paragraphs
    code = GHOST_CODE[story.slug]
    cards = "".join(f'<article class="post-card"><a class="post-card-image-link" href="/{i}/"><img src="/content/images/{i}.jpg" alt=""></a>'
                    f'<div class="post-card-content"><a class="post-card-content-link" href="/{i}/"><header class="post-card-header">'
                    f'<div class="post-card-tags"><span class="post-card-primary-tag">Engineering</span></div>'
                    f'<h2 class="post-card-title">{escape(h)}</h2></header><div class="post-card-excerpt">{escape(e)}</div></a>'
                    f'<footer class="post-card-meta"><span class="post-card-meta-length">{m} min read</span></footer></div></article>'
                    for i, (h, e, m) in enumerate(GHOST_NEXT))
    html = head(story, "Fernhill Engineering") + f"""<body class="post-template tag-{story.kicker.lower()} is-head-left-logo has-cover">
<div class="viewport"><header id="gh-head" class="gh-head outer"><div class="gh-head-inner inner"><div class="gh-head-brand">
<a class="gh-head-logo" href="/">Fernhill Engineering</a></div><nav class="gh-head-menu"><ul class="nav"><li class="nav-home"><a href="/">Home</a></li>
<li class="nav-infrastructure"><a href="/tag/infrastructure/">Infrastructure</a></li><li class="nav-careers"><a href="/careers/">Careers</a></li></ul></nav>
<div class="gh-head-actions"><a class="gh-head-link" href="#/portal/signin">Sign in</a><a class="gh-head-button" href="#/portal/signup">Subscribe</a></div></div></header>
<div class="site-content"><main id="site-main" class="site-main"><article class="article post tag-{story.kicker.lower()}">
<header class="article-header gh-canvas"><div class="article-tag post-card-tags"><span class="post-card-primary-tag">
<a href="/tag/{story.kicker.lower()}/">{escape(story.kicker)}</a></span></div>
<h1 class="article-title">{escape(story.headline)}</h1><p class="article-excerpt">{escape(story.dek)}</p>
<div class="article-byline"><section class="article-byline-content"><ul class="author-list"><li class="author-list-item">
<a href="/author/x/" class="author-avatar"><img class="author-profile-image" src="/content/images/a.jpg" alt="{escape(story.author)}"></a></li></ul>
<div class="article-byline-meta"><h4 class="author-name"><a href="/author/x/">{escape(story.author)}</a></h4>
<div class="byline-meta-content"><time class="byline-meta-date" datetime="{story.date[:10]}">{escape(story.date_text)}</time>
<span class="byline-reading-time"><span class="bull">&bull;</span> 8 min read</span></div></div></section></div>
<figure class="article-image"><img src="/content/images/{story.slug}.jpg" alt="{escape(story.caption)}">
<figcaption><span style="white-space: pre-wrap;">{escape(story.credit)}</span></figcaption></figure></header>
<section class="gh-content gh-canvas">
{paras(p[:3])}
<pre><code class="language-yaml">{escape(code)}</code></pre>
{paras(p[3:4])}
<h2 id="{story.slug}-list">{escape(story.subhead)}</h2>
<ol>{"".join(f"<li>{escape(i)}</li>" for i in story.items)}</ol>
{paras(p[4:5])}
<blockquote>{escape(GHOST_QUOTE[story.slug])}</blockquote>
{paras(p[5:])}
<div class="kg-card kg-signup-card kg-width-regular"><div class="kg-signup-card-content"><div class="kg-signup-card-text">
<h2 class="kg-signup-card-heading">Subscribe to Fernhill Engineering</h2><p class="kg-signup-card-subheading">Get new posts about how we build and run our platform, about twice a month.</p>
<form class="kg-signup-card-form" data-members-form="signup"><input class="kg-signup-card-input" type="email" placeholder="Your email">
<button class="kg-signup-card-button">Subscribe</button></form><p class="kg-signup-card-disclaimer">No spam. Unsubscribe anytime.</p></div></div></div>
</section></article></main>
<aside class="read-more-wrap outer"><div class="read-more inner"><h3 class="read-more-title">Read next</h3>{cards}</div></aside>
<section class="footer-cta outer"><div class="inner"><h2 class="footer-cta-title">You might also like</h2>
<a class="footer-cta-button" href="/tag/{story.kicker.lower()}/">More posts tagged {escape(story.kicker)}</a></div></section></div>
<footer class="site-footer outer"><div class="inner"><section class="copyright"><a href="/">Fernhill Engineering</a> &copy; 2024</section>
<div class="gh-powered-by"><a href="https://ghost.org/" target="_blank" rel="noopener">Powered by Ghost</a></div></div></footer></div></body></html>"""
    return Page("fresh8-ghost-blog", html, f"https://engineering.fernhill.example.com/{story.slug}/",
                every_must(story) + (code.splitlines()[-1].strip(), GHOST_QUOTE[story.slug]),
                (story.headline, story.dek, "8 min read", story.date_text, story.credit, "Sign in",
                 "Subscribe to Fernhill Engineering", "about twice a month", "No spam. Unsubscribe anytime.",
                 "Read next", GHOST_NEXT[0][0], GHOST_NEXT[1][1], "min read", "You might also like",
                 "More posts tagged", "Powered by Ghost"))


def markets_news(story: Story) -> Page:
    """A business news site with market data chrome: a ticker strip over the header, the section,
    the headline and the dates ("Published ...", "Updated ..."), "Listen to this article",
    "Gift this article", "Share", a photo with "|"-separated credits, a video embed inside the
    story (its title, "VIDEO 02:41"), a "Stocks mentioned" box with quotes, "Don't miss these
    stories from ..." teasers after the story, "Trending Now" and a data-delay notice."""
    p = story.paragraphs
    ticker = "".join(f'<li class="ticker-item"><span class="ticker-symbol">{s}</span><span class="ticker-last">{v}</span>'
                     f'<span class="ticker-change">{c}</span></li>' for s, v, c in MARKET_TICKER)
    quotes = "".join(f'<tr><td class="quote-symbol"><a href="/quotes/{s}">{s}</a></td><td>{v}</td><td class="quote-change">{c}</td></tr>'
                     for s, v, c in MARKET_QUOTES[story.slug])
    dont_miss = "".join(f'<li><a href="/2024/0{i + 5}/1{i}/x.html">{escape(h)}</a></li>' for i, h in enumerate(MARKET_DONT_MISS))
    trending = "".join(f'<li><span class="trending-rank">{i + 1}</span><a href="/2024/07/2{i}/t.html">{escape(h)}</a></li>'
                       for i, h in enumerate(MARKET_TRENDING))
    html = head(story, "Marketline", json_ld(story, "Marketline")) + f"""<body class="article-page">
<div class="MarketsBanner-container"><ul class="MarketsBanner-list">{ticker}</ul></div>
<header class="GlobalNavigation"><a class="logo" href="/">Marketline</a><ul class="nav-menu"><li><a href="/markets/">Markets</a></li>
<li><a href="/business/">Business</a></li><li><a href="/investing/">Investing</a></li><li><a href="/tech/">Tech</a></li></ul>
<a class="pro-cta" href="/pro/">Subscribe to Pro</a></header>
<main class="PageBuilder-container"><div class="ArticleHeader-wrapper"><a class="ArticleHeader-eyebrow" href="/{story.kicker.lower()}/">{escape(story.kicker)}</a>
<h1 class="ArticleHeader-headline">{escape(story.headline)}</h1>
<div class="ArticleHeader-time"><time data-testid="published-timestamp" datetime="{story.date}">{escape(story.date_text)}</time>
<time data-testid="lastpublished-timestamp">{escape(MARKET_UPDATED[story.slug])}</time></div></div>
<div class="ArticleHeader-authorAndShareInline"><div class="Author-authorNameAndSocial"><a class="Author-authorName" href="/{story.author.lower().replace(' ', '-')}/">{escape(story.author)}</a>
<a href="#">@{story.author.split()[0].lower()}_m</a></div><div class="ShareBar"><button>Share</button><button>Gift this article</button></div></div>
<div class="ArticleBody-wrapper"><div class="ListenArticle"><button>Listen to this article</button><span>4 min</span></div>
<div class="InlineImage-imageEmbed"><img src="/img/{story.slug}.jpg" alt=""><div class="InlineImage-imageEmbedCaption">{escape(story.caption)}</div>
<div class="InlineImage-imageEmbedCredit">{escape(story.credit)}</div></div>
<div class="group">
{paras(p[:3])}
</div>
<div class="InlineVideo-container"><div class="InlineVideo-videoFooter"><span class="InlineVideo-videoLabel">VIDEO</span><span class="InlineVideo-duration">02:41</span>
<h3 class="InlineVideo-title">{escape(MARKET_VIDEO[story.slug])}</h3></div></div>
<div class="group">
{paras(p[3:4])}
<h2>{escape(story.subhead)}</h2>
<ul>{"".join(f"<li>{escape(i)}</li>" for i in story.items)}</ul>
{paras(p[4:])}
</div>
<div class="RelatedQuotes-container"><h3 class="RelatedQuotes-title">Stocks mentioned</h3><table>{quotes}</table></div>
<div class="RelatedContent-relatedContent"><h3>Don't miss these stories from Marketline PRO:</h3><ul>{dont_miss}</ul></div></div>
<aside class="TrendingNow-container"><h2 class="TrendingNow-title">Trending Now</h2><ol>{trending}</ol></aside></main>
<footer class="SiteFooter"><p class="SiteFooter-disclaimer">Data is a real-time snapshot *Data is delayed at least 15 minutes.
Global Business and Financial News, Stock Quotes, and Market Data and Analysis.</p><p>© 2024 Marketline LLC. All Rights Reserved.</p></footer></body></html>"""
    return Page("fresh8-markets-news", html, f"https://www.marketline.example.com/{story.date[:10].replace('-', '/')}/{story.slug}.html",
                every_must(story),
                (story.headline, MARKET_TICKER[0][0], MARKET_TICKER[1][1], "Subscribe to Pro", story.date_text, MARKET_UPDATED[story.slug],
                 "Gift this article", "Listen to this article", "4 min", story.caption, story.credit, "VIDEO", "02:41",
                 MARKET_VIDEO[story.slug], "Stocks mentioned", MARKET_QUOTES[story.slug][0][2],
                 "Don't miss these stories", MARKET_DONT_MISS[0], MARKET_DONT_MISS[2], "Trending Now", MARKET_TRENDING[1],
                 "Data is a real-time snapshot", "delayed at least 15 minutes"))


def latam_portal(story: Story) -> Page:
    """A Latin American news portal on a headless CMS: the section, the headline and the
    standfirst, the author and the date, a share row with "Guardar", a photo with "(Foto: ...)",
    "Te puede interesar:" teasers between paragraphs, a WhatsApp channel promo inside the story,
    "Seguí leyendo:" after it, "Últimas noticias" and a cookie notice."""
    p = story.paragraphs
    inline = LATAM_INLINE[story.slug]
    follow = "".join(f'<li class="list-item"><a href="/sociedad/2024/08/1{i}/x/">{escape(h)}</a></li>'
                     for i, h in enumerate(LATAM_FOLLOW))
    latest = "".join(f'<div class="story-card"><a href="/ultimas-noticias/{i}/"><span class="story-card-time">Hace {10 + 7 * i} minutos</span>'
                     f'<h2 class="story-card-hl">{escape(h)}</h2></a></div>' for i, h in enumerate(LATAM_LATEST))
    html = head(story, "El Litoral Hoy", json_ld(story, "El Litoral Hoy")) + f"""<body>
<div id="fusion-app"><header class="header-nav"><a class="logo" href="/">El Litoral Hoy</a><ul class="section-nav">
<li><a href="/politica/">Política</a></li><li><a href="/economia/">Economía</a></li><li><a href="/sociedad/">Sociedad</a></li>
<li><a href="/deportes/">Deportes</a></li><li><a href="/espectaculos/">Espectáculos</a></li></ul>
<div class="weather-widget">Rosario 14° Nublado</div></header>
<main><div class="article-body-wrapper"><article class="article">
<a class="article-section" href="/{story.kicker.lower()}/">{escape(story.kicker)}</a>
<h1 class="headline">{escape(story.headline)}</h1><h2 class="sub-headline">{escape(story.dek)}</h2>
<div class="byline"><span class="byline-author">Por <a href="/autores/x/">{escape(story.author)}</a></span>
<span class="byline-date">{escape(story.date_text)}</span></div>
<div class="sharebar"><a href="#">Compartir en Facebook</a> <a href="#">Compartir en WhatsApp</a> <button>Guardar</button></div>
<figure class="article-figure"><img src="/resizer/{story.slug}.jpg" alt="{escape(story.caption)}">
<figcaption class="article-figcaption">{escape(story.caption)} ({escape(story.credit)})</figcaption></figure>
<div class="article-body">
{paras(p[:2], "paragraph")}
<p class="paragraph"><b>Te puede interesar:</b> <a href="/sociedad/2024/08/x/">{escape(inline[0])}</a></p>
{paras(p[2:4], "paragraph")}
<div class="whatsapp-promo"><p>Unite al canal de El Litoral Hoy en WhatsApp y recibí las noticias más importantes del día.</p><a href="#">Seguir canal</a></div>
<h2 class="header-h2">{escape(story.subhead)}</h2>
<ul class="list">{"".join(f"<li>{escape(i)}</li>" for i in story.items)}</ul>
{paras(p[4:5], "paragraph")}
<p class="paragraph"><b>Te puede interesar:</b> <a href="/economia/2024/08/y/">{escape(inline[1])}</a></p>
{paras(p[5:], "paragraph")}
</div>
<div class="follow-reading"><p><b>Seguí leyendo:</b></p><ul>{follow}</ul></div>
</article></div>
<section class="latest-news"><h2 class="latest-news-title">Últimas noticias</h2>{latest}</section></main>
<div class="cookie-notice"><p>Este sitio utiliza cookies. Al continuar navegando, aceptás nuestra política de privacidad.</p><button>Aceptar</button></div>
{footer("El Litoral Hoy")}</div></body></html>"""
    return Page("fresh8-latam-portal", html, f"https://www.litoralhoy.example.com.ar/{story.kicker.lower()}/{story.date[:10].replace('-', '/')}/{story.slug}/",
                every_must(story),
                (story.headline, story.dek, "Rosario 14°", "Por " + story.author, story.date_text, "Compartir en WhatsApp",
                 "Guardar", story.caption, "(" + story.credit + ")", "Te puede interesar", inline[0], inline[1],
                 "Unite al canal", "Seguir canal", "Seguí leyendo", LATAM_FOLLOW[0], LATAM_FOLLOW[2], "Últimas noticias",
                 "Hace 10 minutos", LATAM_LATEST[1], "Este sitio utiliza cookies", "Aceptar"))


FRENCH_SAME = ("La rue du Port piétonne tout l'été, les commerçants partagés",
               "Des travaux de nuit sur la voie express jusqu'en avril",
               "Un nouveau musée de la pêche ouvrira ses portes en 2026")
FRENCH_MOST = ("Tempête : 40 000 foyers toujours privés d'électricité en Bretagne",
               "Le prix du gazole repasse sous 1,80 € dans le Morbihan",
               "Foot : le FC Lorient s'incline à domicile face à Nantes")
FRENCH_SLIDE = {"velobus-lorient": "Les enfants au départ de la ligne bleue, devant la salle Carnot.",
                "sel-guerande": "Les salorges de Saillé, où le sel de la dernière récolte est stocké."}
FRENCH_REGION = {"Lorient": "Bretagne", "Guérande": "Pays de la Loire"}
POLISH_ALSO = ("Wakacje nad Bałtykiem drożeją. Ile zapłacimy za nocleg?",
               "Nowe połączenia kolejowe od grudnia. Sprawdź rozkład")
POLISH_MORE = ("Burze nad Polską. IMGW wydało ostrzeżenia dla sześciu województw",
               "Rekordowa frekwencja w schroniskach w Sudetach",
               "Most na Odrze zamknięty do odwołania")
POLISH_AUDIO = "Reportaż z Dolnego Śląska (Poranek Radia 24)"
POLISH_SOURCE = "IAR, PAP"
POLISH_TAG = {"kolej-karpacz": "Dolny Śląsk", "bobry-warta": "Ziemia Lubuska"}
MINISTRY_NUMBERS = {"dorflaeden": "64/2024", "hitzeschutz-pflege": "81/2024"}
MINISTRY_MORE = (("07.05.2024", "Bundesprogramm Ländliche Entwicklung: Neue Förderaufrufe veröffentlicht"),
                 ("22.04.2024", "Breitbandausbau: Weitere 120 Gemeinden erhalten schnelles Internet"),
                 ("03.04.2024", "Ehrenamt im ländlichen Raum stärken"))
UNIVERSITY_RELATED = (("Research", "New greenhouse lets students grow crops year-round",
                       "The facility on North Campus will host courses in plant biology and agronomy."),
                      ("Campus", "Engineering building opens its makerspace to the public",
                       "Community members can now book time on 3D printers and laser cutters."),
                      ("Awards", "Three faculty members named fellows of national academy",
                       "The honour recognizes distinguished contributions to research."))
UNIVERSITY_EVENTS = (("Feb 6", "Lecture: The future of urban forests"),
                     ("Feb 9", "Graduate research symposium"),
                     ("Feb 14", "Open lab day at the Bell engineering center"))
GHOST_CODE = {
    "ci-minutes": "- uses: actions/cache@v4\n  with:\n    path: ~/.npm\n    key: deps-${{ hashFiles('package-lock.json') }}",
    "vacuum-outage": "SELECT relname, age(relfrozenxid) AS xid_age\nFROM pg_class\nWHERE relkind = 'r'\nORDER BY xid_age DESC LIMIT 10;",
}
GHOST_QUOTE = {
    "ci-minutes": "A slow pipeline does not just cost minutes. It changes how people work, and rarely for the better.",
    "vacuum-outage": "If a failure mode has a warning, that warning needs an alert, however unlikely the failure looks.",
}
GHOST_NEXT = (("Moving our search cluster without downtime", "Six weeks, two clusters and one very long spreadsheet.", 11),
              ("Why we stopped writing end-to-end tests for everything", "Fewer, better tests and a faster release train.", 7),
              ("On-call at Fernhill: how we share the pager", "Rotations, handovers and what we pay for nights.", 6))
MARKET_TICKER = (("DOW", "40,589.34", "+0.64%"), ("S&P 500", "5,459.10", "+1.11%"), ("NASDAQ", "17,357.88", "+1.03%"),
                 ("WTI", "77.16", "-1.20%"))
MARKET_QUOTES = {"harrowgate-outlook": (("HRGT", "58.02", "-14.21%"), ("MNDL", "66.40", "-2.35%")),
                 "brenford-bank": (("BRFD", "31.77", "-3.04%"), ("TDWF", "26.15", "+17.22%"))}
MARKET_UPDATED = {"harrowgate-outlook": "Updated Thu, Jul 25 2024 2:18 PM EDT",
                  "brenford-bank": "Updated Mon, May 6 2024 11:03 AM EDT"}
MARKET_VIDEO = {"harrowgate-outlook": "Why packaged food stocks are struggling this year",
                "brenford-bank": "Regional bank mergers are picking up: here's what to watch"}
MARKET_DONT_MISS = ("These dividend stocks are beating the market this year",
                    "Three charts that explain the housing market right now",
                    "How to invest in AI without buying the most expensive stocks")
MARKET_TRENDING = ("Stock futures rise ahead of key inflation data",
                   "Here's where the jobs are for July 2024, in one chart",
                   "Treasury yields slip as investors weigh economic data")
LATAM_INLINE = {"tren-patagonico": ("Cuánto cuesta viajar en micro a la costa atlántica estas vacaciones",
                                    "Aerolíneas suma vuelos a Bariloche para las vacaciones de invierno"),
                "bajante-parana": ("Récord de exportaciones de soja en julio pese a la sequía",
                                   "Qué pasa con el precio del dólar en el mercado de granos")}
LATAM_FOLLOW = ("El Gobierno anunció un plan para reparar rutas nacionales en el interior",
                "Cómo estará el clima este fin de semana en la región",
                "Suben las tarifas del transporte público desde septiembre")
LATAM_LATEST = ("Detuvieron a dos personas por el robo en una farmacia del centro",
                "La inflación de julio fue del 4% según el INDEC",
                "Colón venció a Unión en el clásico santafesino")


def fresh8_pages() -> list[Page]:
    """Every page of the fresh-8 layouts, named ``<layout>/<story>``: each layout wraps two stories of its own."""
    (velobus, sel, kolej, bobry, dorf, hitze, oak, lead, ci, vacuum, harrowgate, brenford, tren, bajante) = FRESH8_STORIES
    chosen: tuple[tuple[Fresh8Layout, tuple[Story, ...]], ...] = (
        (french_regional, (velobus, sel)),
        (polish_radio, (kolej, bobry)),
        (federal_ministry, (dorf, hitze)),
        (university_news, (oak, lead)),
        (ghost_blog, (ci, vacuum)),
        (markets_news, (harrowgate, brenford)),
        (latam_portal, (tren, bajante)))
    return pages_of(chosen)
