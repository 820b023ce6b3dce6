"""A ninth fresh split of the body suite (fresh-9): seven more kinds of sites, written before the rules they test.

Written, with the strings their bodies must and must not hold, and committed
before the extractor was ever run on them (session 30, for session 31): their
first run is a held-out figure (tests/extraction/test_body_suite.py pins its
failures), not a target to tune to. Each page wraps a story of its own and
lists every paragraph of it (the lead included), its subheading and every item
of its list as what the body must hold, and every piece of chrome it carries as
what the body must not hold. Each layout imitates a family of 2019-2024
templates none of the suite's other layouts does: a Nordic public
broadcaster's news page in Swedish (a cookie dialog, "Publicerad ...
Uppdaterad", "Lyssna på artikeln", a video clip with its length inside the
story, "Läs också:" lines, "Dela artikeln", "Ämnen", "Mest läst", "Fler
nyheter från ..."); a Portuguese daily that loads the next story below the
first by infinite scroll (its headline, byline and whole text in a second
``<article>``, "Leia também", "Partilhe", "Tópicos", comments); a Czech news
portal with a photo gallery inside the story ("1/14", "Zobrazit fotogalerii",
"Předchozí" / "Další", thumbnails with captions), "Čtěte také", "Diskuse",
"Témata:", "Mohlo by vás zajímat" and "Nejčtenější"; an Indian English-language
daily ("Published - ... IST", "Read more:" and "Also Read |" lines inside the
story, a WhatsApp channel promo, "Copy link", "Topics", "Related Stories",
"Trending"); an Australian metro paper (text size buttons, "Save", "Gift this
article", captions ending "Credit: ...", "Advertisement" labels, a "Related
Article" card inside the story, "License this article", an author line, a
newsletter promo, "Most Viewed in ..."); a podcast's episode page whose show
notes are the story (a player with its duration, "Listen on" platform links,
"Read the transcript", production credits, "Support the show", "More
episodes"); and a Dutch nature NGO's press release ("Persbericht", "Doneer
nu", "Noot voor de redactie" not meant for publication, "Over ...", a press
contact, a report download with its size, "Deel dit bericht", "Ander nieuws").
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from .layouts import Page, every_must, head, json_ld, pages_of, paras, story_list
from .stories import Story

Fresh9Layout = Callable[[Story], Page]

FRESH9_STORIES = (
    Story(
        "skola-skelleftea", "sv",
        "Skellefteå bygger ny skola för 1 200 elever när staden växer",
        "Kommunen har beslutat om ett av de största skolbyggena i Norrland. Den ska stå klar hösten 2027.",
        "Elin Lindqvist", "2024-03-14T06:12:00+01:00", "Publicerad 14 mars 2024 kl 06.12",
        ("Skellefteå kommun bygger en ny skola för 1 200 elever på Norrböle. Beslutet togs i kommunfullmäktige "
         "sent på onsdagskvällen, efter en debatt som pågick i nästan tre timmar.",
         "Skolan ska ta emot elever från förskoleklass upp till årskurs nio och stå klar till höstterminen 2027. "
         "Den beräknade kostnaden är 780 miljoner kronor, vilket gör den till en av de dyraste skolorna som byggts i "
         "Norrland.",
         "Bakgrunden är att staden har vuxit snabbare än någon räknat med. Sedan batterifabriken öppnade har "
         "befolkningen ökat med över 4 000 personer, och många av de nyinflyttade är barnfamiljer.",
         "Redan i dag undervisas elever i tillfälliga paviljonger vid tre av stadens skolor. På Morö Backe "
         "äter en del klasser lunch i omgångar från halv elva eftersom matsalen inte räcker till.",
         "Oppositionen röstade emot förslaget och ville i stället bygga två mindre skolor. De menar att en så "
         "stor skola blir svår att överblicka och att eleverna får för långt att gå.",
         "– Vi har inte råd att vänta. Varje år utan en ny skola betyder fler paviljonger och fler barn i "
         "korridorerna, säger barn- och utbildningsnämndens ordförande Karin Forsberg.",
         "Skolan ska ha plats för 90 lärare och en elevhälsa med skolsköterska, kurator och psykolog på heltid. "
         "Kommunen räknar också med att bibliotek och matsal ska kunna användas av föreningar och vuxenutbildningen "
         "på kvällstid.",
         "Bygget ska upphandlas under våren och markarbetena väntas börja i oktober. Skolan ska byggas i trä, "
         "som flera av de senaste offentliga byggnaderna i staden."),
        "Det här ingår i bygget",
        ("en skola för 1 200 elever från förskoleklass till årskurs nio;",
         "en fullstor idrottshall som föreningarna får hyra på kvällarna;",
         "ett tillagningskök som lagar mat till ytterligare två skolor."),
        "Tomten på Norrböle där den nya skolan ska byggas.",
        "Foto: Mats Eriksson/TT", "Västerbotten"),
    Story(
        "isen-storsjon", "sv",
        "Skoterleden över Storsjön stängs – isen är för tunn",
        "Den milda vintern gör att isen på flera platser är under tio centimeter. Räddningstjänsten varnar för att gå ut.",
        "Anders Holm", "2024-02-08T14:35:00+01:00", "Publicerad 8 februari 2024 kl 14.35",
        ("Den markerade skoterleden mellan Östersund och Frösön stängs från i dag. Mätningar som gjordes i "
         "morse visade att isen på flera platser är under tio centimeter tjock.",
         "För att leden ska hållas öppen krävs minst 20 centimeter kärnis längs hela sträckan. Efter två veckor "
         "med plusgrader och regn har isen blivit både tunnare och porösare, särskilt nära broarna.",
         "Det är tredje vintern i rad som leden stängs redan i februari. Förr brukade den vara öppen från "
         "januari till långt in i april, och skoteråkare från hela länet kom för att köra över sjön.",
         "Räddningstjänsten Jämtland avråder nu alla från att gå ut på isen, även till fots. Vid Badhusparken "
         "har isen på vissa ställen helt släppt från land, och där har öppna råkar bildats.",
         "– Det ser fint och vitt ut från stranden, men det är ett tunt lager snö ovanpå dålig is. Man kan inte "
         "se skillnaden innan man står på den, säger insatsledaren Petra Nilsson.",
         "Under de senaste tio åren har isen på Storsjön lagt sig allt senare. I år frös sjön inte helt förrän i "
         "mitten av januari, nästan en månad senare än genomsnittet för 1990-talet, enligt klubbens egna "
         "anteckningar.",
         "Skoterklubben som sköter leden har tagit bort skyltar och ribbor. Leden öppnar igen först om det blir "
         "minst en vecka med sträng kyla, och det tror inte SMHI på den närmaste tiden."),
        "Så här ska du tänka på isen",
        ("gå aldrig ut ensam och ha alltid isdubbar runt halsen;",
         "undvik områden nära broar, åmynningar och bryggor;",
         "ring 112 direkt om någon har gått genom isen."),
        "Skoterleden mellan Östersund och Frösön är avstängd.",
        "Foto: Jonas Ljungberg/Nordkanalen", "Jämtland"),
    Story(
        "vindima-douro", "pt",
        "Vindima começa mais cedo no Douro e produtores temem quebra de 20%",
        "O calor de agosto acelerou a maturação das uvas. Faltam trabalhadores para a colheita.",
        "Rita Monteiro", "2024-08-21T07:00:00+01:00", "21 de agosto de 2024, 7:00",
        ("A vindima arrancou esta semana em várias quintas do Douro, com quase quinze dias de antecedência em "
         "relação ao habitual. O calor intenso de agosto acelerou a maturação das uvas, sobretudo nas vinhas "
         "mais expostas ao sol no Douro Superior.",
         "Os produtores estimam uma quebra de produção entre 15% e 20% face ao ano passado. Os cachos são mais "
         "pequenos e, em algumas parcelas, as uvas chegaram a secar na videira antes de serem apanhadas.",
         "A qualidade, dizem os enólogos, deverá ser boa. As noites frescas de julho ajudaram a manter a acidez, "
         "o que é essencial para os vinhos do Porto e para os tintos de guarda da região.",
         "O maior problema continua a ser a falta de mão de obra. Muitas quintas recorrem a trabalhadores vindos "
         "do Nepal e da Índia, contratados através de empresas de trabalho temporário, e pagam cerca de 60 euros por dia.",
         "O Instituto dos Vinhos do Douro e do Porto fixou o benefício deste ano em 90 mil pipas, menos 14 mil do "
         "que em 2023. A medida pretende travar a acumulação de stocks, numa altura em que as vendas de vinho do "
         "Porto estão a cair.",
         "«Nunca tinha começado a vindima em agosto. O meu pai começava sempre depois da festa da aldeia, em "
         "setembro», conta Manuel Teixeira, viticultor em São João da Pesqueira. «Agora temos de correr atrás do tempo.»",
         "As cooperativas esperam receber as primeiras uvas na próxima semana. A vindima deverá prolongar-se até "
         "ao início de outubro nas vinhas mais altas, junto ao planalto."),
        "O que muda este ano",
        ("benefício fixado em 90 mil pipas, menos 14 mil do que em 2023;",
         "vindima antecipada em cerca de quinze dias;",
         "preço da uva para vinho do Porto sem aumento."),
        "Trabalhadores na vindima numa quinta de São João da Pesqueira.",
        "Paulo Pimenta", "Economia"),
    Story(
        "arvores-lisboa", "pt",
        "Lisboa vai plantar 20 mil árvores até 2026 para combater o calor",
        "O plano da câmara prevê novas árvores em 300 ruas e a criação de dez pequenos bosques urbanos.",
        "Tiago Fernandes", "2024-05-09T18:40:00+01:00", "9 de maio de 2024, 18:40",
        ("A Câmara Municipal de Lisboa aprovou esta quinta-feira um plano para plantar 20 mil árvores na cidade "
         "até ao final de 2026. O objetivo é reduzir a temperatura nas ruas durante as ondas de calor, que são cada "
         "vez mais frequentes.",
         "Cerca de metade das árvores será plantada em passeios e praças de 300 ruas, escolhidas a partir de um "
         "mapa térmico feito com imagens de satélite. As freguesias de Arroios, Penha de França e Marvila estão entre "
         "as mais quentes.",
         "O plano inclui também dez pequenos bosques urbanos, com árvores plantadas muito próximas umas das "
         "outras, em terrenos municipais que hoje estão ao abandono. O primeiro nascerá junto ao Parque da Bela Vista.",
         "O investimento previsto é de 18 milhões de euros, em parte financiado pelo Plano de Recuperação e "
         "Resiliência. A câmara vai ainda contratar 40 jardineiros para garantir a rega nos primeiros três anos.",
         "Associações ambientalistas saudaram a medida, mas lembram que muitas árvores plantadas nos últimos anos "
         "morreram por falta de rega. «Plantar é a parte fácil. O difícil é garantir que chegam a adultas», afirma "
         "Joana Reis, da associação Lisboa Verde.",
         "Nos bairros mais densos, onde os passeios são estreitos e há canos e cabos no subsolo, a câmara vai testar "
         "caldeiras maiores e árvores de porte médio. Em algumas ruas serão retirados lugares de estacionamento para "
         "abrir espaço.",
         "As primeiras plantações estão marcadas para novembro, no início da época das chuvas. Os moradores "
         "poderão sugerir ruas através de um formulário no site da câmara."),
        "As espécies escolhidas",
        ("lódãos e freixos nas ruas mais largas;",
         "jacarandás e olaias nas praças;",
         "sobreiros e azinheiras nos bosques urbanos."),
        "Jacarandás em flor na Avenida D. Carlos I, em Lisboa.",
        "Nuno Ferreira Santos", "Local"),
    Story(
        "rys-sumava", "cs",
        "Rysům na Šumavě se daří. Fotopasti zachytily rekordních dvanáct koťat",
        "Vědci z národního parku napočítali v loňské sezoně nejvíc mláďat od začátku sledování.",
        "Jana Horáková", "2024-04-17T10:25:00+02:00", "17. dubna 2024 10:25",
        ("Fotopasti v Národním parku Šumava zachytily v loňské sezoně dvanáct rysích koťat. Je to nejvíc od roku "
         "1998, kdy vědci začali rysy v parku pravidelně sledovat.",
         "Na území parku a v jeho okolí žije podle posledního sčítání 31 dospělých rysů. Každé zvíře lze poznat "
         "podle skvrn na srsti, které jsou jedinečné podobně jako otisky prstů u lidí.",
         "Správa parku má rozmístěno přes sto fotopastí, většinou u lesních cest a na místech, kde rysi "
         "pravidelně značkují. Snímky pak pracovníci porovnávají s databází, do které přispívají i bavorští kolegové.",
         "Rys ostrovid byl na Šumavě na počátku 20. století vyhuben. Do oblasti se vrátil díky vypouštění zvířat "
         "ze Slovenska a Karpat v 80. letech, ale populace dlouho stagnovala kvůli pytláctví a srážkám s auty.",
         "„Dvanáct koťat je skvělá zpráva, ale jen část z nich se dožije dospělosti. Mladí rysi musí odejít a "
         "najít si vlastní území, a to je pro ně nejnebezpečnější období,“ říká zoolog parku Martin Strnad.",
         "Největší hrozbou zůstává doprava. Od roku 2015 zahynulo pod koly aut na silnicích v parku a jeho okolí "
         "nejméně jedenáct rysů, nejvíc na úseku mezi Kvildou a Modravou, kde auta v noci jezdí rychle.",
         "Vědci chtějí letos poprvé vybavit několik mladých rysů obojky se satelitní vysílačkou. Díky nim zjistí, "
         "kudy zvířata po opuštění matky putují a kde si nakonec najdou vlastní teritorium.",
         "Ochránci přírody proto chtějí, aby se na silnici mezi Kvildou a Modravou snížila rychlost a přibyly "
         "přechody pro zvěř. Jednání s krajem by mělo začít na podzim."),
        "Co ukázalo sledování",
        ("31 dospělých rysů na území parku a v okolí;",
         "dvanáct koťat ve čtyřech vrzích;",
         "tři rysi zahynuli pod koly aut."),
        "Rysice s koťaty zachycená fotopastí nedaleko Modravy.",
        "Foto: Správa NP Šumava", "Příroda"),
    Story(
        "tramvaj-brno", "cs",
        "Tramvaj na brněnský Kampus začne jezdit v prosinci. Cesta z centra se zkrátí o deset minut",
        "Nová trať je dlouhá 3,6 kilometru a má pět zastávek. Stavba stála přes 1,5 miliardy korun.",
        "Petr Novotný", "2024-09-03T16:50:00+02:00", "3. září 2024 16:50",
        ("Tramvaje začnou na brněnský univerzitní kampus v Bohunicích jezdit od změny jízdních řádů v polovině "
         "prosince. Dopravní podnik v úterý dokončil zkušební jízdy na nové trati.",
         "Trať je dlouhá 3,6 kilometru a vede ze Starého Lískovce přes Bohunice až k univerzitní nemocnici. "
         "Cestující na ní najdou pět nových zastávek, z toho dvě přímo u kampusu Masarykovy univerzity.",
         "Stavba trvala dva a půl roku a stála přes 1,5 miliardy korun. Většinu peněz pokryla dotace z "
         "evropského operačního programu Doprava, zbytek zaplatilo město.",
         "Na kampus dnes denně dojíždí kolem 12 tisíc studentů a zaměstnanců, k tomu tisíce pacientů a "
         "návštěvníků nemocnice. Autobusy v ranní špičce jezdí plné a často stojí v kolonách.",
         "„Z centra to bude tramvají za dvacet minut, což je asi o deset minut méně než dnes autobusem. A hlavně "
         "to bude spolehlivé,“ uvedla náměstkyně primátorky pro dopravu Andrea Kovářová.",
         "Součástí stavby byl i nový most přes ulici Netroufalky a smyčka u nemocnice, kde mohou tramvaje otáčet. "
         "Podél trati vznikla cyklostezka a město nechalo vysadit přes čtyři sta stromů.",
         "Zpočátku budou tramvaje na kampus jezdit v pracovní dny každých sedm a půl minuty, o víkendech po deseti "
         "minutách. Dopravní podnik k tomu nasadí nové nízkopodlažní vozy, které převzal letos na jaře. Řidiči se s "
         "tratí seznamují už od srpna, každý z nich musí absolvovat nejméně deset jízd bez cestujících.",
         "S příjezdem tramvaje se změní i autobusové linky v okolí. Dopravní podnik zveřejní nové jízdní řády v "
         "listopadu, část autobusů bude nově končit u zastávky Kampus."),
        "Nové zastávky",
        ("Starý Lískovec, smyčka;",
         "Bohunice, Ukrajinská;",
         "Kampus, Univerzitní kampus a Nemocnice Bohunice."),
        "Zkušební jízda tramvaje na nové trati k univerzitnímu kampusu.",
        "Foto: Otakar Ryšánek, ČTK", "Brno"),
    Story(
        "metro-yellow-line", "en",
        "Namma Metro's Yellow Line to open next month, BMRCL says after safety inspection",
        "The 19-km line will link R.V. Road and Bommasandra through the Electronic City IT corridor.",
        "Ananya Krishnan", "2024-07-16T21:20:00+05:30", "Published - July 16, 2024 09:20 pm IST",
        ("The Bangalore Metro Rail Corporation Limited (BMRCL) expects to open the Yellow Line between R.V. Road "
         "and Bommasandra to passengers in the second half of August, after the Commissioner of Metro Rail "
         "Safety completes his final inspection.",
         "The 19.15-km elevated line has 16 stations and passes through Electronic City, where more than two lakh "
         "people work in technology companies. Many of them now spend over an hour each way on Hosur Road.",
         "Officials said the opening had been delayed by the late delivery of driverless train sets. Only three of "
         "the 15 trains ordered have arrived so far, which means trains will initially run every 20 minutes rather "
         "than every five.",
         "The line's junction with the Green Line at R.V. Road station will let commuters from Jayanagar and "
         "Basavanagudi reach Electronic City without changing buses. A later connection with the Pink Line is planned "
         "at Jayadeva Hospital.",
         "\"We are aware that commuters have waited a long time. The frequency will improve as each new train "
         "arrives and is tested,\" a senior BMRCL official said, adding that the trains would be delivered at the "
         "rate of one a month.",
         "The Yellow Line is the first of three new lines the corporation plans to open by 2026. Together they are "
         "expected to take the network past 175 km and carry more than 30 lakh passengers a day.",
         "Commuter groups have asked BMRCL to run feeder buses from the stations to the larger tech parks before "
         "the opening, and to open the footbridge at Silk Board junction at the same time as the line."),
        "Key facts about the Yellow Line",
        ("19.15 km long with 16 elevated stations;",
         "a trip from R.V. Road to Bommasandra in about 35 minutes;",
         "driverless trains built in Kolkata and Beijing."),
        "A trial run on the Yellow Line near Silk Board junction.",
        "Photo: Sudhakara Jain", "Karnataka"),
    Story(
        "chennai-desal", "en",
        "Chennai's third desalination plant to supply water to 22 lakh residents from December",
        "The 150-MLD plant at Nemmeli will serve the southern suburbs, where groundwater levels have dropped sharply.",
        "Karthik Subramanian", "2024-09-04T07:45:00+05:30", "Published - September 04, 2024 07:45 am IST",
        ("Chennai's third seawater desalination plant, at Nemmeli on the East Coast Road, will begin supplying "
         "drinking water to about 22 lakh residents of the city's southern suburbs from December, officials of "
         "the Chennai Metropolitan Water Supply and Sewerage Board said.",
         "The plant can treat 150 million litres of seawater a day, which will double the water the Board "
         "currently supplies to areas such as Velachery, Sholinganallur, Medavakkam and Pallikaranai.",
         "Built at a cost of ₹1,516 crore with assistance from a German development bank, the plant uses reverse "
         "osmosis to remove salt from the water. A 60-km network of pipelines carries the water to the suburbs.",
         "Residents of the southern suburbs depend heavily on private tanker lorries in summer. Groundwater levels "
         "in parts of Sholinganallur dropped by more than six metres between 2019 and 2023, according to the Board's "
         "own monitoring wells.",
         "\"For the first time, many of these streets will have piped water every day,\" said a senior official "
         "of the Board. \"Families who spend ₹2,000 a month on tankers in May will see the difference.\"",
         "Officials said the plant would also reduce the load on the two older plants at Minjur and Nemmeli, which "
         "have run close to full capacity every summer since 2019 and need long shutdowns for maintenance.",
         "The Board will release the schedule of supply to each area next month. Residents can apply for new "
         "house connections online or at the area offices, and the connection charges can be paid in instalments."),
        "Areas to benefit",
        ("Velachery and Medavakkam;",
         "Sholinganallur and Pallikaranai;",
         "Perungudi and Thoraipakkam."),
        "The desalination plant at Nemmeli on the East Coast Road.",
        "Photo: B. Jothi Ramalingam", "Tamil Nadu"),
    Story(
        "phone-ban-schools", "en",
        "Phone ban has made classrooms calmer, principals say, but not every student agrees",
        "A survey of 1,000 NSW public school principals found most reported fewer distractions and less bullying.",
        "Lucy Carroll", "2024-06-02T05:00:00+10:00", "June 2, 2024 — 5.00am",
        ("Eight months after mobile phones were banned in NSW public high schools, most principals say students "
         "are more focused in class and spend their breaks talking to each other rather than looking at screens.",
         "A survey of almost 1,000 principals by the Department of Education found 87 per cent reported fewer "
         "distractions in class, and 81 per cent said students were socialising more at recess and lunch.",
         "The ban, which took effect at the start of term four last year, requires students to keep phones switched "
         "off and out of sight for the whole school day. Schools choose how to enforce it, from lockable pouches to "
         "lockers.",
         "Principals also reported fewer incidents of bullying and fewer fights filmed and shared online. At "
         "Merrylands High, the number of students sent to the office for phone use fell from about 40 a week to a handful.",
         "Not everyone is convinced. Some parents say they cannot reach their children during the day, and a group "
         "of year 11 students at a school in the Illawarra told the Herald the rules were enforced unevenly between "
         "teachers.",
         "\"The first two weeks were hard, and then it just became normal,\" said Sophie Tran, a year 10 student in "
         "western Sydney. \"People actually play handball now. I didn't expect that.\"",
         "The department will publish a fuller evaluation, including attendance and results data, at the end of the "
         "year. Education Minister Prue Car said there were no plans to extend the ban to primary schools, where most "
         "students do not carry phones."),
        "What the principals reported",
        ("87 per cent saw fewer distractions in class;",
         "81 per cent saw students socialising more at breaks;",
         "55 per cent saw an improvement in learning."),
        "Students at Merrylands High School play handball at lunch.",
        "Credit: Wolter Peeters", "Education"),
    Story(
        "light-rail-parramatta", "en",
        "Parramatta light rail stage two gets the green light after years of delay",
        "The 10-kilometre extension will link Parramatta with Sydney Olympic Park and cross the river on a new bridge.",
        "Megan Gorrey", "2024-09-18T16:30:00+10:00", "September 18, 2024 — 4.30pm",
        ("The state government has approved the second stage of the Parramatta light rail, committing $2.4 billion "
         "to a 10-kilometre line that will connect Parramatta and Sydney Olympic Park by 2032.",
         "The line will branch off stage one at Camellia and run through Rydalmere, Ermington and Melrose Park to "
         "Wentworth Point, crossing the Parramatta River on a bridge that will also carry cyclists and pedestrians.",
         "About 10,000 new homes are planned along the route, many of them in former industrial areas where the "
         "only public transport is a bus that runs every half hour outside peak times.",
         "Councils and residents had campaigned for the project since the first stage was approved in 2018. Work "
         "on the river bridge began two years ago but stalled while the government reviewed the cost of major "
         "transport projects.",
         "\"People in Melrose Park have been told this is coming for a decade. They bought homes on that promise,\" "
         "said the City of Parramatta's lord mayor, Martin Zaiter. \"Today it is finally real.\"",
         "The project's cost has risen by about $400 million since the government's first estimate, mostly because of "
         "the bridge and the need to move water and power lines along Victoria Road.",
         "Construction of the track will start next year. The government will run a tender for the trams and their "
         "operation in 2026, and says the line will carry about 28,000 people a day once it opens."),
        "The route",
        ("14 stops between Camellia and Sydney Olympic Park;",
         "a new bridge over the Parramatta River at Melrose Park;",
         "a trip of about 27 minutes end to end."),
        "The light rail bridge over the Parramatta River under construction at Melrose Park.",
        "Credit: Nick Moir", "Transport"),
    Story(
        "ice-cores", "en",
        "What the ice remembers: reading 800,000 years of climate in a drill core",
        "A glaciologist explains how bubbles trapped in Antarctic ice record the air of ages past, and what they tell "
        "us now.",
        "Field Notes", "2024-03-05T04:00:00+00:00", "Mar 5, 2024",
        ("In this episode we travel to Dome C, one of the coldest places on Earth, where scientists have drilled "
         "more than three kilometres down through the Antarctic ice sheet to reach snow that fell 800,000 years ago.",
         "Our guest is Dr Helena Varga, a glaciologist who spent four summers at the drilling camp. She explains "
         "how each year's snowfall is pressed into ice, trapping tiny bubbles of air that still hold the atmosphere of the day they were sealed.",
         "By measuring the carbon dioxide in those bubbles, researchers can trace how much of the gas was in the "
         "air through eight cycles of ice ages and warm periods. Never in that record did it rise above 300 parts per million. Today it is above 420.",
         "We also hear why drilling stops for weeks when the drill gets stuck, how cores are cut, packed and flown "
         "to Europe at minus 50 degrees, and what it is like to hold ice older than our species in your hands.",
         "Helena tells us about the next project, which hopes to reach ice more than a million years old at a site "
         "called Little Dome C. That ice could explain why, about a million years ago, the rhythm of the ice ages changed.",
         "\"People ask me whether it is depressing to work on climate,\" Helena says near the end of the "
         "conversation. \"The ice is honest. It doesn't argue. I find that strangely comforting.\"",
         "Helena's team expects the first results from the new core in about two years, once the ice has been cut "
         "and measured in laboratories in France, Italy and Denmark."),
        "Chapters",
        ("02:10 Why Dome C was chosen for drilling;",
         "14:35 How air bubbles become a record of the atmosphere;",
         "31:50 The search for million-year-old ice."),
        "An ice core section in the cold laboratory of the drilling camp.",
        "Photo: Helena Varga", "Science"),
    Story(
        "tree-census", "en",
        "The town that counted its trees: a volunteer census and what it found",
        "Two hundred residents measured every street tree in their town in one summer. The results surprised the council.",
        "Field Notes", "2024-03-19T04:00:00+00:00", "Mar 19, 2024",
        ("This week we visit Ashbourne Vale, a market town where about two hundred volunteers spent last summer "
         "measuring, photographing and identifying every one of its 6,412 street trees.",
         "The idea came from a retired surveyor, Graham Lowe, who found that the council had no complete list of "
         "its trees. He tells us how a few evenings of planning turned into a project with clipboards, tape measures and a shared map on every volunteer's phone.",
         "The census found 71 species, but also that almost a third of the trees were of just two kinds, London "
         "plane and cherry. Foresters say that is a risk, because a single disease could take out whole streets at once.",
         "We walk one of the survey routes with ecologist Dr Amara Osei, who explains how the size of a tree's "
         "trunk can be used to estimate how much shade it gives, how much rain it holds back and how much carbon it stores.",
         "The volunteers also found 340 empty tree pits where trees had died or been removed and never replaced. "
         "The council has since promised to replant all of them within three years.",
         "\"We thought we were making a list,\" Graham says. \"It turned out we were making an argument.\"",
         "The census data is open, and the group has written a short guide for any town that wants to do the same. "
         "We talk about what it takes to keep a project like this going once the first summer is over."),
        "Chapters",
        ("03:05 How the census was organised;",
         "18:40 What 6,412 trees tell you about a town;",
         "35:15 Replanting the empty pits."),
        "Volunteers measuring a London plane on Station Road in Ashbourne Vale.",
        "Photo: Field Notes", "Science"),
    Story(
        "grutto-telling", "nl",
        "Aantal grutto's in Nederland opnieuw gedaald: 'Boerenland wordt te snel gemaaid'",
        "Vrijwilligers telden dit voorjaar nog ruim 28.000 broedparen, tien procent minder dan vijf jaar geleden.",
        "Natuurbond Nederland", "2024-07-04T09:00:00+02:00", "4 juli 2024",
        ("Het aantal broedende grutto's in Nederland is opnieuw gedaald. Vrijwilligers telden dit voorjaar ruim "
         "28.000 broedparen, tien procent minder dan bij de vorige landelijke telling in 2019. Dat blijkt uit "
         "cijfers die Natuurbond Nederland vandaag presenteert.",
         "De grutto is sinds 2015 de nationale vogel van Nederland. Nergens ter wereld broeden er zoveel als hier, "
         "maar sinds de jaren zeventig is hun aantal met meer dan driekwart afgenomen.",
         "De belangrijkste oorzaak is volgens de onderzoekers dat graslanden te vroeg en te vaak worden gemaaid. "
         "De kuikens vinden dan te weinig dekking en insecten, en worden een makkelijke prooi voor vossen en kraaien.",
         "Waar boeren later maaien, het waterpeil hoog houden en kruidenrijk grasland laten staan, gaat het wel "
         "goed. In een aantal gebieden in Friesland en Noord-Holland steeg het aantal broedparen juist.",
         "\"Het laat zien dat het kan, als boeren er ook een eerlijke vergoeding voor krijgen,\" zegt directeur "
         "Marieke de Boer van Natuurbond Nederland. \"Nu hangt het te veel af van de inzet van een paar honderd boeren.\"",
         "Behalve de grutto gaat het ook slecht met de tureluur en de veldleeuwerik, die in hetzelfde soort grasland broeden. De kievit houdt zich beter staande, maar ook die soort nam in tien jaar met een vijfde af.",
         "Natuurbond Nederland roept het nieuwe kabinet op om het geld voor agrarisch natuurbeheer te verdubbelen "
         "en vast te leggen voor minstens tien jaar, zodat boeren hun bedrijf erop kunnen inrichten."),
        "Wat de telling laat zien",
        ("ruim 28.000 broedparen, tien procent minder dan in 2019;",
         "de sterkste daling in Zuid-Holland en Utrecht;",
         "groei in gebieden met laat maaien en een hoog waterpeil."),
        "Een grutto op een paal in een weiland bij Workum.",
        "Foto: Hans Verhoeven", "Weidevogels"),
    Story(
        "afval-rivieren", "nl",
        "Vrijwilligers rapen 11 ton afval langs de rivieren: 'Meeste plastic komt van land'",
        "Tijdens de jaarlijkse schoonmaakactie verzamelden 4.800 vrijwilligers afval langs de Maas, Waal en IJssel.",
        "Natuurbond Nederland", "2024-04-22T10:30:00+02:00", "22 april 2024",
        ("Ruim 4.800 vrijwilligers hebben tijdens de jaarlijkse schoonmaakactie van Natuurbond Nederland 11 ton "
         "afval verzameld langs de oevers van de Maas, de Waal en de IJssel. Dat is bijna twee ton meer dan vorig jaar.",
         "Een deel van het afval werd geteld en gesorteerd. Plastic flesjes, blikjes en stukjes piepschuim "
         "voeren de lijst aan, gevolgd door vochtige doekjes, sigarettenpeuken en resten van bouwfolie.",
         "Opvallend is dat het meeste afval niet van schepen komt, maar van land. Het waait van wegen en "
         "parkeerplaatsen in de rivier of wordt meegevoerd door regenwater uit de riolering.",
         "Het statiegeld op blikjes, dat vorig jaar werd ingevoerd, lijkt wel effect te hebben. Er werden 27 "
         "procent minder blikjes gevonden dan in 2023, terwijl het aantal plastic flesjes gelijk bleef.",
         "\"Wat wij oprapen, is maar een klein deel van wat er in het water terechtkomt,\" zegt projectleider "
         "Sanne Jacobs. \"Het grootste deel spoelt naar zee voordat iemand het ziet.\"",
         "De meeste vrijwilligers waren bewoners van dorpen langs de rivier, maar ook scholen, sportclubs en bedrijven deden mee. Op 37 plekken werd het afval gewogen en per soort genoteerd in een app.",
         "Op sommige plekken bleef het afval achter in de wilgen en het riet na hoogwater in januari. Daar hingen plastic zakken en touw tot twee meter boven de grond in de takken.",
         "De resultaten worden gedeeld met Rijkswaterstaat en de waterschappen. Natuurbond Nederland wil dat "
         "gemeenten vaker afvalbakken legen op plekken langs de rivier waar veel mensen recreëren."),
        "Top drie van gevonden afval",
        ("plastic flesjes en doppen;",
         "stukjes piepschuim;",
         "vochtige doekjes en sigarettenpeuken."),
        "Vrijwilligers ruimen afval op langs de Waal bij Nijmegen.",
        "Foto: Natuurbond Nederland / Erik van der Burgt", "Rivieren"),
)


def nordic_broadcaster(story: Story) -> Page:
    """A Nordic public broadcaster's news page in Swedish: a cookie dialog ("Vi använder kakor"),
    the region over the headline, the standfirst in bold, "Publicerad ... Uppdaterad ...", the
    reporter, "Lyssna på artikeln" with its length, a photo with "Foto: ..." apart from its
    caption, a video clip inside the story ("Se klippet", its length), a "Läs också:" line,
    "Dela artikeln" / "Kopiera länk", "Ämnen", "Fler nyheter från ..." and "Mest läst"."""
    p = story.paragraphs
    region = story.kicker
    more = "".join(f'<li class="nyh_teaser"><a href="/nyheter/lokalt/{region.lower()}/x-{i}"><span class="nyh_teaser__time">'
                   f'{t}</span><h3 class="nyh_teaser__heading">{escape(h)}</h3></a></li>'
                   for i, (t, h) in enumerate(NORDIC_MORE[story.slug]))
    most = "".join(f'<li><a href="/nyheter/inrikes/m-{i}"><span class="most-read__rank">{i + 1}</span>{escape(h)}</a></li>'
                   for i, h in enumerate(NORDIC_MOST))
    clip, length = NORDIC_CLIP[story.slug]
    html = head(story, "Nordkanalen Nyheter", json_ld(story, "Nordkanalen")) + f"""<body class="nyh-body">
<div class="consent-dialog" role="dialog"><h2>Vi använder kakor</h2><p>Vi använder kakor (cookies) för att webbplatsen ska fungera
och för att förstå hur den används.</p><button>Godkänn alla</button> <button>Inställningar</button></div>
<header class="nyh_header"><a class="nyh_logo" href="/nyheter/">Nordkanalen Nyheter</a><nav class="nyh_nav"><ul>
<li><a href="/nyheter/inrikes/">Inrikes</a></li><li><a href="/nyheter/utrikes/">Utrikes</a></li><li><a href="/nyheter/lokalt/">Lokalt</a></li>
<li><a href="/sport/">Sport</a></li><li><a href="/play/">Play</a></li></ul></nav></header>
<main class="nyh_main"><article class="nyh_article">
<div class="nyh_article__region"><a href="/nyheter/lokalt/{region.lower()}/">{escape(region)}</a></div>
<h1 class="nyh_article__heading">{escape(story.headline)}</h1>
<div class="nyh_article__lead"><strong>{escape(story.dek)}</strong></div>
<div class="nyh_article__meta"><time datetime="{story.date}">{escape(story.date_text)}</time>
<span class="nyh_article__updated">{escape(NORDIC_UPDATED[story.slug])}</span>
<span class="nyh_article__author">{escape(story.author)}</span> <span class="nyh_article__role">Reporter</span></div>
<div class="nyh_listen"><button>Lyssna på artikeln</button><span>2 min</span></div>
<figure class="nyh_image"><img src="/image/{story.slug}.jpg" alt=""><figcaption><span class="nyh_image__caption">{escape(story.caption)}</span>
<span class="nyh_image__credit">{escape(story.credit)}</span></figcaption></figure>
<div class="nyh_body">
{paras(p[:2])}
<div class="nyh_video"><button class="nyh_video__play">Se klippet</button><p class="nyh_video__title">{escape(clip)}</p>
<span class="nyh_video__length">{length}</span></div>
{paras(p[2:4])}
<p class="nyh_readmore"><strong>Läs också:</strong> <a href="/nyheter/lokalt/{region.lower()}/x-0">{escape(NORDIC_MORE[story.slug][0][1])}</a></p>
<h2>{escape(story.subhead)}</h2>
{story_list(story)}
{paras(p[4:])}
</div>
<div class="nyh_share"><span>Dela artikeln</span> <a href="#">Facebook</a> <a href="#">X</a> <button>Kopiera länk</button></div>
<div class="nyh_topics"><h2>Ämnen</h2><a href="/nyheter/amne/{region.lower()}">{escape(region)}</a> <a href="/nyheter/amne/x">{escape(NORDIC_TOPIC[story.slug])}</a></div>
</article>
<section class="nyh_more"><h2>Fler nyheter från {escape(region)}</h2><ul>{more}</ul></section>
<aside class="most-read"><h2>Mest läst</h2><ol>{most}</ol></aside></main>
<footer class="nyh_footer"><p>Ansvarig utgivare: Kerstin Åberg</p><a href="/kontakt/">Kontakta oss</a> <a href="/kakor/">Om kakor</a></footer></body></html>"""
    return Page("fresh9-nordic-broadcaster", html, f"https://www.nordkanalen.example.se/nyheter/lokalt/{region.lower()}/{story.slug}",
                every_must(story),
                (story.headline, story.dek, "Vi använder kakor", "Godkänn alla", "Inställningar", story.date_text,
                 NORDIC_UPDATED[story.slug], story.author, "Lyssna på artikeln", story.caption, story.credit, "Se klippet",
                 clip, length, "Läs också", NORDIC_MORE[story.slug][0][1], "Dela artikeln", "Kopiera länk", "Ämnen",
                 NORDIC_TOPIC[story.slug], "Fler nyheter från", NORDIC_MORE[story.slug][1][1], NORDIC_MORE[story.slug][2][1],
                 "Mest läst", NORDIC_MOST[0], NORDIC_MOST[2], "Ansvarig utgivare"))


def portuguese_daily(story: Story, following: Story) -> Page:
    """A Portuguese daily that loads the next story below the first as the reader scrolls: the
    section, the headline and the standfirst, "Texto de ..." with the date, "Partilhe" and
    "Guardar", a photo with its photographer's name, a "Leia também" box inside the story,
    "Tópicos", a subscription promo ("Assine já"), the comment count, and then the next story
    whole (its section, headline, standfirst, byline, photo and text) in a second ``<article>``
    under a "Próximo artigo" label."""

    def article(s: Story, n: int) -> str:
        q = s.paragraphs
        return f"""<article class="story" data-article-id="{n}" data-url="/{s.kicker.lower()}/noticia/{s.slug}">
<header class="story__header"><a class="story__section" href="/{s.kicker.lower()}/">{escape(s.kicker)}</a>
<h1 class="story__headline">{escape(s.headline)}</h1><h2 class="story__standfirst">{escape(s.dek)}</h2>
<div class="story__byline">Texto de <a href="/autor/x">{escape(s.author)}</a> <time datetime="{s.date}">{escape(s.date_text)}</time></div>
<div class="story__tools"><a href="#">Partilhe</a> <a href="#">Guardar</a> <a href="#comentarios-{n}">Comentários</a></div></header>
<figure class="story__media"><img src="/imagens/{s.slug}.jpg" alt=""><figcaption>{escape(s.caption)} <span class="story__credit">{escape(s.credit)}</span></figcaption></figure>
<div class="story__body">
{paras(q[:3])}
<aside class="read-also"><h3>Leia também</h3><a href="/{s.kicker.lower()}/noticia/x-{n}">{escape(PORTUGUESE_ALSO[s.slug])}</a></aside>
<h2>{escape(s.subhead)}</h2>
{story_list(s)}
{paras(q[3:])}
</div>
<footer class="story__footer"><div class="story__topics"><span>Tópicos</span> <a href="/t/{s.kicker.lower()}">{escape(s.kicker)}</a>
<a href="/t/x">{escape(PORTUGUESE_TOPIC[s.slug])}</a></div>
<div class="story__subscribe"><p>O jornalismo de qualidade precisa de leitores que o apoiem. Assine já e tenha acesso ilimitado.</p>
<a href="/assinaturas/">Assinar</a></div>
<div class="story__comments" id="comentarios-{n}"><a href="#">{PORTUGUESE_COMMENTS[s.slug]} comentários</a></div></footer></article>"""
    html = head(story, "Diário do Tejo", json_ld(story, "Diário do Tejo")) + f"""<body class="page-article">
<div class="cmp-banner"><p>Utilizamos cookies para melhorar a sua experiência. Ao continuar, aceita a nossa política de privacidade.</p>
<button>Concordo</button></div>
<header class="site-header"><a class="logo" href="/">Diário do Tejo</a><nav><ul><li><a href="/politica/">Política</a></li>
<li><a href="/sociedade/">Sociedade</a></li><li><a href="/economia/">Economia</a></li><li><a href="/local/">Local</a></li>
<li><a href="/desporto/">Desporto</a></li><li><a href="/culturaipsilon/">Cultura</a></li></ul></nav>
<a class="header-subscribe" href="/assinaturas/">Assinar</a> <a href="/entrar/">Entrar</a></header>
<main class="infinite-articles" data-infinite="true">
{article(story, 1)}
<div class="next-article-label"><span>Próximo artigo</span></div>
{article(following, 2)}
</main>
<footer class="site-footer"><p>© Diário do Tejo 2024. Todos os direitos reservados.</p><a href="/estatuto-editorial/">Estatuto editorial</a></footer></body></html>"""
    q = following.paragraphs
    return Page("fresh9-portuguese-daily", html, f"https://www.diariodotejo.example.pt/{story.date[:10].replace('-', '/')}/{story.kicker.lower()}/noticia/{story.slug}",
                every_must(story),
                (story.headline, story.dek, "Utilizamos cookies", "Concordo", "Texto de " + story.author, story.date_text,
                 "Partilhe", "Guardar", story.caption, story.credit, "Leia também", PORTUGUESE_ALSO[story.slug], "Tópicos",
                 PORTUGUESE_TOPIC[story.slug], "O jornalismo de qualidade precisa", "Assine já",
                 f"{PORTUGUESE_COMMENTS[story.slug]} comentários", "Próximo artigo", following.headline, following.dek,
                 following.caption, q[0], q[2], q[4], q[-1], following.subhead, following.items[0],
                 PORTUGUESE_ALSO[following.slug], "Estatuto editorial"))


def czech_portal(story: Story) -> Page:
    """A Czech news portal: the section and the date, the headline, the perex in bold, the author,
    "Sdílet" and the comment count ("Diskuse (127)"), a photo with "Foto: ..." credit, a gallery
    inside the story (its big photo, "1/14", "Předchozí" / "Další", thumbnails with their own
    captions, "Zobrazit fotogalerii (14 fotografií)"), a "Čtěte také" box, "Témata:", "Mohlo by
    vás zajímat" teasers with perexes after the story, an advert label and "Nejčtenější"."""
    p = story.paragraphs
    gallery = CZECH_GALLERY[story.slug]
    thumbs = "".join(f'<li class="gal-thumb"><a href="/foto/{story.slug}/{i + 2}"><img src="/g/{story.slug}-{i + 2}.jpg" alt="{escape(c)}">'
                     f'<span class="gal-thumb__caption">{escape(c)}</span></a></li>' for i, c in enumerate(gallery))
    teasers = "".join(f'<div class="art-teaser"><a href="/zpravy/{i}"><h3>{escape(h)}</h3></a><p class="perex">{escape(s)}</p>'
                      f'<span class="art-teaser__meta">{d}</span></div>' for i, (h, s, d) in enumerate(CZECH_TEASERS))
    most = "".join(f'<li><a href="/zpravy/n-{i}">{escape(h)}</a></li>' for i, h in enumerate(CZECH_MOST))
    html = head(story, "Zprávy Dnes", json_ld(story, "Zprávy Dnes")) + f"""<body id="article">
<div class="cmp-app"><p>Souhlas s cookies: na našich stránkách používáme cookies a podobné technologie.</p><button>Souhlasím</button> <button>Upravit nastavení</button></div>
<header id="header"><a id="logo" href="/">Zprávy Dnes</a><ul id="menu"><li><a href="/domaci">Domácí</a></li><li><a href="/zahranicni">Zahraniční</a></li>
<li><a href="/krimi">Krimi</a></li><li><a href="/ekonomika">Ekonomika</a></li><li><a href="/sport">Sport</a></li></ul></header>
<div id="content"><div class="col-a"><div id="space-a" class="art-full">
<div class="art-info"><a class="art-section" href="/{story.kicker.lower()}">{escape(story.kicker)}</a> <span class="time-date" content="{story.date}">{escape(story.date_text)}</span></div>
<h1 itemprop="name headline">{escape(story.headline)}</h1>
<div class="opener">{escape(story.dek)}</div>
<div class="authors"><span class="author">{escape(story.author)}</span> <a class="btn-share" href="#">Sdílet</a> <a class="art-discussion" href="#diskuse">Diskuse (127)</a></div>
<div class="opener-foto"><img src="/foto/{story.slug}.jpg" alt=""><div class="text"><p>{escape(story.caption)}</p>
<p class="autor">{escape(story.credit)}</p></div></div>
<div class="bbtext">
{paras(p[:2])}
<div class="gallery-inline"><div class="gal-main"><img src="/g/{story.slug}-1.jpg" alt=""><p class="gal-main__caption">{escape(CZECH_GALLERY_MAIN[story.slug])}</p>
<span class="gal-counter">1/14</span><a class="gal-prev" href="#">Předchozí</a> <a class="gal-next" href="#">Další</a></div>
<ul class="gal-thumbs">{thumbs}</ul><a class="gal-open" href="/foto/{story.slug}">Zobrazit fotogalerii (14 fotografií)</a></div>
{paras(p[2:4])}
<div class="art-related"><h3>Čtěte také</h3><a href="/zpravy/c-0">{escape(CZECH_ALSO[story.slug])}</a></div>
<h3>{escape(story.subhead)}</h3>
{story_list(story)}
{paras(p[4:])}
</div>
<div class="art-tags"><span>Témata:</span> <a href="/tema/{story.kicker.lower()}">{escape(story.kicker)}</a>, <a href="/tema/x">{escape(CZECH_TOPIC[story.slug])}</a></div>
<div class="ad-label">Reklama</div>
<div class="art-more"><h2>Mohlo by vás zajímat</h2>{teasers}</div>
<div id="diskuse"><a href="#">Vstoupit do diskuse (127 příspěvků)</a></div>
</div></div><div class="col-b"><div class="most-read"><h2>Nejčtenější</h2><ol>{most}</ol></div></div></div>
<footer id="footer"><p>© 2024 Zprávy Dnes, a.s. Všechna práva vyhrazena.</p><a href="/reklama">Reklama</a> <a href="/kontakty">Kontakty</a></footer></body></html>"""
    return Page("fresh9-czech-portal", html, f"https://www.zpravydnes.example.cz/{story.kicker.lower()}/{story.slug}.A240417_102500",
                every_must(story),
                (story.headline, story.dek, "Souhlas s cookies", "Souhlasím", "Upravit nastavení", story.date_text, story.author,
                 "Sdílet", "Diskuse (127)", story.caption, story.credit, CZECH_GALLERY_MAIN[story.slug], "1/14", "Předchozí",
                 gallery[0], gallery[2], "Zobrazit fotogalerii", "14 fotografií", "Čtěte také", CZECH_ALSO[story.slug],
                 "Témata:", CZECH_TOPIC[story.slug], "Reklama", "Mohlo by vás zajímat", CZECH_TEASERS[0][0], CZECH_TEASERS[1][1],
                 "Vstoupit do diskuse", "Nejčtenější", CZECH_MOST[1], "Všechna práva vyhrazena"))


def indian_daily(story: Story) -> Page:
    """An Indian English-language daily: the state over the headline, the standfirst, the
    reporter's name with the city, "Published - ... IST" and "Updated - ... IST", "Copy link",
    "Email", "Facebook", "X", a photo whose caption ends with "| Photo Credit: ...", "Read more:"
    and "Also Read |" lines inside the story, a WhatsApp channel promo, "Topics" in one line,
    "Related Stories" with their times after the story, "Trending" and a newsletter box."""
    p = story.paragraphs
    city = INDIAN_CITY[story.slug]
    related = "".join(f'<li class="related-story"><a href="/news/cities/{city.lower()}/r-{i}.ece"><h3 class="title">{escape(h)}</h3></a>'
                      f'<span class="dateline">{d}</span></li>' for i, (h, d) in enumerate(INDIAN_RELATED[story.slug]))
    trending = "".join(f'<li><a href="/news/national/t-{i}.ece">{escape(h)}</a></li>' for i, h in enumerate(INDIAN_TRENDING))
    read_more, also_read = INDIAN_LINES[story.slug]
    html = head(story, "The Deccan Ledger", json_ld(story, "The Deccan Ledger")) + f"""<body class="article-page">
<div class="top-bar"><a href="/e-paper/">e-Paper</a> <a href="/subscribe/">Subscribe</a> <a href="/login/">Login</a></div>
<header class="masthead"><a class="logo" href="/">The Deccan Ledger</a><ul class="menu"><li><a href="/news/india/">India</a></li>
<li><a href="/news/world/">World</a></li><li><a href="/news/cities/">Cities</a></li><li><a href="/business/">Business</a></li>
<li><a href="/sport/">Sport</a></li><li><a href="/opinion/">Opinion</a></li></ul></header>
<main class="container"><div class="article-section"><div class="article">
<div class="breadcrumb"><a href="/news/">News</a> / <a href="/news/national/{story.kicker.lower().replace(' ', '-')}/">{escape(story.kicker)}</a></div>
<h1 class="title">{escape(story.headline)}</h1><h2 class="sub-title">{escape(story.dek)}</h2>
<div class="author-name"><a href="/profile/author/x/">{escape(story.author)}</a> <span class="city">{escape(city)}</span></div>
<div class="update-publish-time"><p class="publish-time">{escape(story.date_text)}</p>
<p class="updated-time">{escape(INDIAN_UPDATED[story.slug])}</p></div>
<div class="share-page"><button>Copy link</button> <a href="#">Email</a> <a href="#">Facebook</a> <a href="#">X</a> <a href="#">Reddit</a></div>
<div class="picture"><img src="/incoming/{story.slug}.jpg" alt=""><p class="caption">{escape(story.caption)} | Photo Credit: {escape(story.credit.removeprefix("Photo: "))}</p></div>
<div class="articlebodycontent" id="content-body">
{paras(p[:2])}
<p><b>Read more:</b> <a href="/news/cities/{city.lower()}/rm.ece">{escape(read_more)}</a></p>
{paras(p[2:4])}
<div class="whatsapp-channel"><p>Follow The Deccan Ledger on WhatsApp for the day's top stories.</p><a href="#">Join channel</a></div>
<h3>{escape(story.subhead)}</h3>
{story_list(story)}
{paras(p[4:5])}
<p>Also Read | <a href="/news/national/ar.ece">{escape(also_read)}</a></p>
{paras(p[5:])}
</div>
<div class="article-topics"><h4>Topics</h4><a href="/topic/x">{escape(city)}</a> / <a href="/topic/y">{escape(INDIAN_TOPICS[story.slug][0])}</a>
/ <a href="/topic/z">{escape(INDIAN_TOPICS[story.slug][1])}</a></div>
<div class="copyright-line">Copyright© 2024, The Deccan Ledger Ltd. or its affiliated companies. All rights reserved.</div>
</div>
<section class="related-stories"><h2>Related Stories</h2><ul>{related}</ul></section></div>
<aside class="sidebar"><div class="trending"><h2>Trending</h2><ul>{trending}</ul></div>
<div class="newsletter-box"><h3>Today's Cache</h3><p>Your daily dose of tech news, in brief.</p><a href="/newsletters/">Sign up</a></div></aside></main>
<footer class="footer"><p>Printable version</p><a href="/terms/">Terms of Use</a> <a href="/privacy/">Privacy Policy</a></footer></body></html>"""
    return Page("fresh9-indian-daily", html, f"https://www.deccanledger.example.in/news/cities/{city.lower()}/{story.slug}/article68412.ece",
                every_must(story),
                (story.headline, story.dek, "e-Paper", story.author, story.date_text, INDIAN_UPDATED[story.slug], "Copy link",
                 "Reddit", story.caption, "Photo Credit:", story.credit.removeprefix("Photo: "), "Read more:", read_more,
                 "Follow The Deccan Ledger on WhatsApp", "Join channel", "Also Read |", also_read, "Topics",
                 INDIAN_TOPICS[story.slug][1], "Copyright© 2024", "Related Stories", INDIAN_RELATED[story.slug][0][0],
                 INDIAN_RELATED[story.slug][2][0], INDIAN_RELATED[story.slug][1][1], "Trending", INDIAN_TRENDING[0],
                 "Today's Cache", "Your daily dose of tech news", "Printable version"))


def australian_metro(story: Story) -> Page:
    """An Australian metro paper: the section, the headline and the standfirst, "Save", "Share",
    "Gift this article" and the text size buttons, the reporter with the date, a photo whose
    caption ends "Credit: ...", "Advertisement" labels between paragraphs, a "Related Article"
    card inside the story, "License this article", the author's line ("... is education editor
    ..."), a newsletter promo ("Start the day with ..."), "Most Viewed in ..." and "Loading"."""
    p = story.paragraphs
    section = story.kicker
    related_head, related_sum = AUSTRALIAN_RELATED[story.slug]
    most = "".join(f'<li><a href="/national/nsw/m-{i}.html"><span>{i + 1}</span><h3>{escape(h)}</h3></a></li>'
                   for i, h in enumerate(AUSTRALIAN_MOST))
    html = head(story, "The Harbour Herald", json_ld(story, "The Harbour Herald")) + f"""<body>
<div id="app"><header class="_3YMIX"><a class="_2s-Ae" href="/">The Harbour Herald</a><nav class="_1BVdk"><a href="/national/nsw">NSW</a>
<a href="/politics">Politics</a><a href="/business">Business</a><a href="/world">World</a><a href="/opinion">Opinion</a></nav>
<a class="_3MKPe" href="/subscribe">Subscribe</a> <a href="/login">Log in</a></header>
<main><article class="_2gFk-"><header class="_1FMGr"><a class="_2nL9j" href="/national/nsw/{section.lower()}">{escape(section)}</a>
<h1 class="_38xhZ" data-testid="headline">{escape(story.headline)}</h1><p class="_1ryh2">{escape(story.dek)}</p>
<div class="_3tQkd"><button>Save</button><button>Share</button><button>Gift this article</button>
<span class="_2aDm2">Normal text size</span><span class="_2aDm2">Larger text size</span><span class="_2aDm2">Very large text size</span></div>
<div class="_2Re6O"><span class="_3KTMz">By <a href="/by/x">{escape(story.author)}</a></span> <time datetime="{story.date}">{escape(story.date_text)}</time></div></header>
<figure class="_3qfxl"><img src="/images/{story.slug}.jpg" alt=""><figcaption class="_1Yx2W"><p>{escape(story.caption)}<cite>{escape(story.credit)}</cite></p></figcaption></figure>
<section class="_1665V" data-testid="body-content">
{paras(p[:2])}
<div class="_3r3Zr" data-testid="ad-label">Advertisement</div>
{paras(p[2:3])}
<div class="_2Kcr5"><p class="_1lVV-">Related Article</p><a href="/national/nsw/ra.html"><h3>{escape(related_head)}</h3>
<p class="_2XHB-">{escape(related_sum)}</p></a></div>
{paras(p[3:4])}
<h3>{escape(story.subhead)}</h3>
{story_list(story)}
{paras(p[4:6])}
<div class="_3r3Zr" data-testid="ad-label">Advertisement</div>
{paras(p[6:])}
<div class="_3FAiS"><p>Start the day with a summary of the day's most important and interesting stories, analysis and insights.
<a href="/newsletters">Sign up for our Morning Edition newsletter.</a></p></div>
</section>
<div class="_1S2Ae"><a href="/licensing">License this article</a></div>
<div class="_3Ydbg"><p class="_2xHsU"><a href="/national/nsw/{section.lower()}">{escape(section)}</a></p>
<p class="_3yxEC">{escape(story.author)} {escape(AUSTRALIAN_AUTHOR[story.slug])}</p><a href="#">Connect via email.</a></div>
</article>
<section class="_1Ytzk"><h2>Most Viewed in National</h2><div class="_37kM1">Loading</div><ol>{most}</ol></section></main>
<footer class="_2BRvE"><p>Copyright © 2024 The Harbour Herald Pty Ltd</p><a href="/privacy">Privacy policy</a></footer></div></body></html>"""
    return Page("fresh9-australian-metro", html, f"https://www.harbourherald.example.com.au/national/nsw/{story.slug}-20240602-p5ji1q.html",
                every_must(story),
                (story.headline, story.dek, "Save", "Gift this article", "Normal text size", "Very large text size",
                 "By " + story.author, story.date_text, story.caption, story.credit, "Advertisement", "Related Article",
                 related_head, related_sum, "Start the day with a summary", "Morning Edition newsletter",
                 "License this article", AUSTRALIAN_AUTHOR[story.slug], "Connect via email", "Most Viewed in National",
                 "Loading", AUSTRALIAN_MOST[0], AUSTRALIAN_MOST[3], "Copyright © 2024"))


def podcast_episode(story: Story) -> Page:
    """A podcast's episode page whose show notes are the story: the show's name and the episode number,
    the title, its summary, the date and the duration, a player ("Play episode", "48:12",
    playback speed), "Listen on" Apple Podcasts / Spotify / RSS and "Download MP3", the show
    notes under their own heading, with their timestamped list, "Read the transcript", the
    guest's line, production credits, "Share this episode", a "Support the show" donation promo
    and "More episodes" with durations."""
    p = story.paragraphs
    number, duration = PODCAST_EPISODE[story.slug]
    episodes = "".join(f'<li class="episode-card"><a href="/podcasts/field-notes/{n}"><span class="episode-card__number">Episode {n}</span>'
                       f'<h3 class="episode-card__title">{escape(t)}</h3><p class="episode-card__desc">{escape(d)}</p>'
                       f'<span class="episode-card__duration">{m}</span></a></li>' for n, t, d, m in PODCAST_MORE)
    html = head(story, "Field Notes podcast", json_ld(story, "Riverside Public Radio", "PodcastEpisode")) + f"""<body class="podcast-episode">
<header class="station-header"><a class="station-logo" href="/">Riverside Public Radio</a><nav><a href="/news">News</a> <a href="/podcasts">Podcasts</a>
<a href="/schedule">Schedule</a> <a href="/live">Listen Live</a></nav><a class="donate-button" href="/donate">Donate</a></header>
<main class="episode-page"><div class="show-banner"><a href="/podcasts/field-notes">Field Notes</a><p class="show-tagline">Science from the places it happens.</p></div>
<article class="episode"><header class="episode__header"><p class="episode__number">Episode {number}</p>
<h1 class="episode__title">{escape(story.headline)}</h1><p class="episode__description">{escape(story.dek)}</p>
<p class="episode__meta"><time datetime="{story.date}">{escape(story.date_text)}</time> · <span>{duration}</span></p></header>
<div class="player" data-audio="/audio/field-notes-{number}.mp3"><button class="player__play">Play episode</button>
<span class="player__time">00:00 / {duration}</span><button class="player__speed">1x</button><button>Skip 30 seconds</button></div>
<div class="listen-on"><span>Listen on</span> <a href="#">Apple Podcasts</a> <a href="#">Spotify</a> <a href="#">Pocket Casts</a>
<a href="/podcasts/field-notes/rss">RSS feed</a> <a href="/audio/field-notes-{number}.mp3" download>Download MP3</a></div>
<section class="episode__notes"><h2 class="episode__notes-title">Show notes</h2>
{paras(p[:3])}
<h2>{escape(story.subhead)}</h2>
{story_list(story)}
{paras(p[3:])}
</section>
<p class="episode__transcript"><a href="/podcasts/field-notes/{number}/transcript">Read the transcript</a></p>
<div class="episode__guest"><img src="/guests/{story.slug}.jpg" alt=""><p>{escape(PODCAST_GUEST[story.slug])}</p></div>
<section class="episode__credits"><h2>Credits</h2><p>Field Notes is produced by Riverside Public Radio. Host: Tom Ashdown. Producer: Nadia Keller.
Sound design: Ben Ruiz. Our theme music is by Lantern Audio.</p></section>
<div class="episode__share"><span>Share this episode</span> <a href="#">Copy link</a> <a href="#">Facebook</a> <a href="#">Email</a></div>
</article>
<section class="support-promo"><h2>Support the show</h2><p>Field Notes is free because listeners like you give. Become a member from £5 a month.</p>
<a href="/donate?show=field-notes">Give now</a></section>
<section class="more-episodes"><h2>More episodes</h2><ul>{episodes}</ul><a href="/podcasts/field-notes/episodes">See all episodes</a></section></main>
<footer class="station-footer"><p>© 2024 Riverside Public Radio. Registered charity no. 1120044.</p><a href="/privacy">Privacy</a></footer></body></html>"""
    return Page("fresh9-podcast-episode", html, f"https://www.riversideradio.example.org/podcasts/field-notes/{number}",
                every_must(story),
                (story.headline, story.dek, "Science from the places it happens", f"Episode {number}", "Show notes", story.date_text,
                 duration, "Play episode", "Skip 30 seconds", "Listen on", "Apple Podcasts", "Pocket Casts", "RSS feed",
                 "Download MP3", "Read the transcript", PODCAST_GUEST[story.slug], "Credits", "Producer: Nadia Keller",
                 "theme music is by Lantern Audio", "Share this episode", "Support the show", "Become a member from £5",
                 "Give now", "More episodes", PODCAST_MORE[0][1], PODCAST_MORE[1][2], "See all episodes",
                 "Registered charity no."))


def ngo_press(story: Story) -> Page:
    """A Dutch nature NGO's press release: a cookie bar, "Word lid" and "Doneer nu" in the
    header, breadcrumbs, "Persbericht" and the date, the headline and the intro, a photo with
    its "Foto:" credit, the release, a "Noot voor de redactie" box (not for publication: the
    spokesperson's phone, the photos' terms of use), "Over Natuurbond Nederland", the press
    contact, the report's download with its size, "Deel dit bericht" and "Ander nieuws"."""
    p = story.paragraphs
    other = "".join(f'<div class="news-item"><span class="news-item__label">{k}</span><span class="news-item__date">{d}</span>'
                    f'<a href="/nieuws/{i}"><h3>{escape(h)}</h3></a></div>' for i, (k, d, h) in enumerate(NGO_OTHER))
    report, size = NGO_REPORT[story.slug]
    html = head(story, "Natuurbond Nederland", json_ld(story, "Natuurbond Nederland")) + f"""<body class="page-press">
<div class="cookiebar"><p>Wij gebruiken cookies om onze website te verbeteren en om je relevante informatie te tonen.</p>
<button>Akkoord</button> <button>Alleen noodzakelijke cookies</button></div>
<header class="header"><a class="header__logo" href="/">Natuurbond Nederland</a><nav class="header__nav"><a href="/natuur">Natuur</a>
<a href="/wat-wij-doen">Wat wij doen</a><a href="/nieuws">Nieuws</a><a href="/over-ons">Over ons</a></nav>
<a class="button button--secondary" href="/lid-worden">Word lid</a> <a class="button button--primary" href="/doneren">Doneer nu</a></header>
<main class="main"><nav class="breadcrumbs"><a href="/">Home</a> › <a href="/nieuws">Nieuws</a> › <a href="/pers">Persberichten</a></nav>
<article class="press-release"><header><p class="press-release__label">Persbericht</p><p class="press-release__date">{escape(story.date_text)}</p>
<h1>{escape(story.headline)}</h1><p class="press-release__intro">{escape(story.dek)}</p></header>
<figure class="press-release__image"><img src="/media/{story.slug}.jpg" alt=""><figcaption>{escape(story.caption)} <small>{escape(story.credit)}</small></figcaption></figure>
<div class="rich-text">
{paras(p[:3])}
<h2>{escape(story.subhead)}</h2>
{story_list(story)}
{paras(p[3:])}
</div>
<aside class="editor-note"><h2>Noot voor de redactie</h2><p>Niet voor publicatie. Voor vragen en interviews kunt u contact opnemen met de
persvoorlichter via 030 234 56 78. Beeldmateriaal is rechtenvrij te gebruiken bij dit bericht, met vermelding van de fotograaf.</p></aside>
<div class="boilerplate"><h2>Over Natuurbond Nederland</h2><p>Natuurbond Nederland zet zich met ruim 90.000 leden en 12.000 vrijwilligers
in voor de natuur in ons land, van de weilanden tot de rivieren.</p></div>
<div class="press-contact"><h2>Perscontact</h2><p>Lotte Verbeek, woordvoerder<br>pers@natuurbond.example.nl</p></div>
<div class="downloads"><h2>Downloads</h2><a href="/media/{story.slug}.pdf">{escape(report)} ({size})</a></div>
<div class="share"><span>Deel dit bericht</span> <a href="#">LinkedIn</a> <a href="#">Facebook</a> <a href="#">WhatsApp</a></div>
</article>
<section class="other-news"><h2>Ander nieuws</h2>{other}<a href="/nieuws">Bekijk al het nieuws</a></section>
<section class="donate-cta"><h2>Help de natuur een handje</h2><p>Met een gift van 10 euro plant u een meter kruidenrijke akkerrand.</p><a href="/doneren">Doneer</a></section></main>
<footer class="footer"><p>Natuurbond Nederland heeft de ANBI-status.</p><a href="/privacy">Privacyverklaring</a></footer></body></html>"""
    return Page("fresh9-ngo-press", html, f"https://www.natuurbond.example.nl/pers/{story.slug}",
                every_must(story),
                (story.headline, story.dek, "Wij gebruiken cookies", "Akkoord", "Word lid", "Doneer nu", "Persberichten",
                 "Persbericht", story.date_text, story.caption, story.credit, "Noot voor de redactie", "Niet voor publicatie",
                 "030 234 56 78", "Over Natuurbond Nederland", "ruim 90.000 leden", "Perscontact", "Lotte Verbeek",
                 "pers@natuurbond", report, size, "Deel dit bericht", "Ander nieuws", NGO_OTHER[0][2], NGO_OTHER[2][2],
                 "Bekijk al het nieuws", "Help de natuur een handje", "kruidenrijke akkerrand", "ANBI-status"))


NORDIC_UPDATED = {"skola-skelleftea": "Uppdaterad 14 mars 2024 kl 09.40",
                  "isen-storsjon": "Uppdaterad 8 februari 2024 kl 16.02"}
NORDIC_CLIP = {"skola-skelleftea": ("Se klippet: Så ska den nya skolan på Norrböle se ut", "1:24 min"),
               "isen-storsjon": ("Se klippet: Här mäter räddningstjänsten isen vid Frösöbron", "2:03 min")}
NORDIC_MORE = {"skola-skelleftea": (("08.45", "Batterifabriken varslar 200 anställda i Skellefteå"),
                                    ("07.30", "Nya bostäder på Tjärnheden klara före sommaren"),
                                    ("I går", "Flyget från Skellefteå till Arlanda får fler avgångar")),
               "isen-storsjon": (("13.10", "Rekordmånga har gått genom isen i Jämtland i vinter"),
                                 ("11.55", "Snöbrist hotar Vasaloppets spår i Åre"),
                                 ("I går", "Frösöbron stängs för reparation i två veckor"))}
NORDIC_TOPIC = {"skola-skelleftea": "Utbildning", "isen-storsjon": "Vinter"}
NORDIC_MOST = ("Polisen utreder mord efter dödsfall i Borlänge",
               "Elpriset rusar igen – så mycket kostar det i morgon",
               "Kända artisten ställer in hela turnén",
               "Ny rapport: var tredje svensk har ingen buffert")
PORTUGUESE_ALSO = {"vindima-douro": "Exportações de vinho do Porto caem pelo segundo ano consecutivo",
                   "arvores-lisboa": "Onda de calor: Lisboa regista a noite mais quente de sempre em julho"}
PORTUGUESE_TOPIC = {"vindima-douro": "Agricultura", "arvores-lisboa": "Alterações climáticas"}
PORTUGUESE_COMMENTS = {"vindima-douro": 23, "arvores-lisboa": 58}
CZECH_GALLERY_MAIN = {"rys-sumava": "Rys na snímku z fotopasti u Kvildy, březen 2024.",
                      "tramvaj-brno": "Nová tramvajová zastávka Kampus krátce před dokončením."}
CZECH_GALLERY = {"rys-sumava": ("Koťata rysa u nory pod vývratem.",
                                "Pracovník správy parku kontroluje fotopast.",
                                "Rysí stopy ve sněhu nedaleko Modravy."),
                 "tramvaj-brno": ("Tramvajový most přes ulici Netroufalky.",
                                  "Zkušební jízda u Univerzitního kampusu.",
                                  "Pokládka kolejí v Bohunicích loni na jaře.")}
CZECH_ALSO = {"rys-sumava": "Vlci na Broumovsku: chovatelé ovcí žádají o odškodnění",
              "tramvaj-brno": "Brno otevřelo nový přestupní terminál u hlavního nádraží"}
CZECH_TOPIC = {"rys-sumava": "Národní park Šumava", "tramvaj-brno": "Doprava v Brně"}
CZECH_TEASERS = (("Povodí Vltavy začne napouštět Lipno po letní údržbě",
                  "Hladina přehrady by se měla vrátit k normálu do konce října.", "16. dubna 2024"),
                 ("Na D1 u Jihlavy se tvořily kolony, kamion zablokoval dva pruhy",
                  "Dopravu na dálnici komplikovala nehoda v ranní špičce.", "15. dubna 2024"),
                 ("Ceny másla v obchodech klesly, zdražuje naopak káva",
                  "Statistici zveřejnili březnové údaje o spotřebitelských cenách.", "15. dubna 2024"))
CZECH_MOST = ("Zemřel legendární hokejový trenér, bylo mu 84 let",
              "Policie hledá muže, který přepadl benzinku v Kolíně",
              "Počasí: o víkendu přijde ochlazení a sníh na horách")
INDIAN_CITY = {"metro-yellow-line": "BENGALURU", "chennai-desal": "CHENNAI"}
INDIAN_UPDATED = {"metro-yellow-line": "Updated - July 16, 2024 11:02 pm IST",
                  "chennai-desal": "Updated - September 04, 2024 10:15 am IST"}
INDIAN_LINES = {"metro-yellow-line": ("Bengaluru commuters lose over 200 hours a year in traffic, survey finds",
                                      "Pink Line's underground stretch to open in 2025, says BMRCL"),
                "chennai-desal": ("Chennai's reservoirs at 42% capacity ahead of northeast monsoon",
                                  "Metro Water to replace old pipelines in north Chennai")}
INDIAN_TOPICS = {"metro-yellow-line": ("Bangalore Metro Rail", "public transport"),
                 "chennai-desal": ("water supply", "water scarcity")}
INDIAN_RELATED = {"metro-yellow-line": (("BMRCL to add 21 new trains to Purple Line by March", "July 14, 2024"),
                                        ("Electronic City flyover to be closed for repairs this weekend", "July 12, 2024"),
                                        ("Metro feeder bus services see poor response in south Bengaluru", "July 09, 2024")),
                  "chennai-desal": (("Tanker lorry operators threaten strike over permit fees", "September 02, 2024"),
                                    ("Groundwater levels in Chennai improve after August rain", "August 29, 2024"),
                                    ("Perungudi residents protest delay in sewer connection work", "August 27, 2024"))}
INDIAN_TRENDING = ("Heavy rain alert for coastal districts over the next three days",
                   "CBSE announces dates for supplementary examinations",
                   "RBI keeps repo rate unchanged for the ninth time in a row")
AUSTRALIAN_RELATED = {"phone-ban-schools": ("Principals want phone ban extended to smartwatches",
                                            "Some students have found a way around the rules."),
                      "light-rail-parramatta": ("Metro West delays: what it means for Parramatta commuters",
                                                "The new opening date is two years later than first promised.")}
AUSTRALIAN_AUTHOR = {"phone-ban-schools": "is education editor at The Harbour Herald.",
                     "light-rail-parramatta": "is urban affairs reporter at The Harbour Herald."}
AUSTRALIAN_MOST = ("Sydney house prices hit another record despite rate rises",
                   "The suburbs where renters are spending half their income",
                   "Heatwave warning for western Sydney as temperatures near 44 degrees",
                   "NSW Police investigate after man found dead in Blacktown unit")
PODCAST_EPISODE = {"ice-cores": (142, "48:12"), "tree-census": (144, "41:37")}
PODCAST_GUEST = {"ice-cores": "Dr Helena Varga is a glaciologist at the University of Bern.",
                 "tree-census": "Graham Lowe founded the Ashbourne Vale Tree Census; Dr Amara Osei is an urban ecologist."}
PODCAST_MORE = ((143, "The ferry that runs on old chip fat", "Can a harbour ferry cross the water on waste cooking oil?", "36:20"),
                (141, "Listening to coral reefs at night", "Healthy reefs are noisy. What happens when they go quiet?", "44:05"),
                (140, "A winter in a bird observatory", "Ringing birds on a windswept island with two wardens and a cat.", "39:48"))
NGO_REPORT = {"grutto-telling": ("Rapport Landelijke Gruttotelling 2024 (PDF)", "3,1 MB"),
              "afval-rivieren": ("Resultaten Rivierenopruimactie 2024 (PDF)", "1,8 MB")}
NGO_OTHER = (("Persbericht", "18 juni 2024", "Nieuwe natuurbrug over de A28 geopend voor dassen en reeën"),
             ("Nieuws", "3 juni 2024", "Zo maak je je tuin klaar voor een droge zomer"),
             ("Persbericht", "21 mei 2024", "Bijenstand stabiel, maar zeldzame soorten nemen verder af"))


def fresh9_pages() -> list[Page]:
    """Every page of the fresh-9 layouts, named ``<layout>/<story>``: each layout wraps two stories of its own
    (the Portuguese daily appends the other one below it, as its infinite scroll does)."""
    (skola, isen, vindima, arvores, rys, tramvaj, metro, desal, phones, light_rail, ice, trees, grutto,
     afval) = FRESH9_STORIES
    following = {vindima.slug: arvores, arvores.slug: vindima}
    chosen: tuple[tuple[Fresh9Layout, tuple[Story, ...]], ...] = (
        (nordic_broadcaster, (skola, isen)),
        (lambda s: portuguese_daily(s, following[s.slug]), (vindima, arvores)),
        (czech_portal, (rys, tramvaj)),
        (indian_daily, (metro, desal)),
        (australian_metro, (phones, light_rail)),
        (podcast_episode, (ice, trees)),
        (ngo_press, (grutto, afval)))
    return pages_of(chosen)
