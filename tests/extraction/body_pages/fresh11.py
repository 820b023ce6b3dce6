"""An eleventh fresh split of the body suite (fresh-11): seven more kinds of sites, written before the rules they test.

Written, with the strings their bodies must and must not hold, and committed
before the extractor was ever run on them (session 32, for session 33): their
first run is a held-out figure (tests/extraction/test_body_suite.py pins its
failures), not a target to tune to. Each page wraps a story of its own and
lists every paragraph of it (the lead included, and the quotes the layouts set
in a ``<blockquote>``), its subheading and every item of its list as what the
body must hold, and every piece of chrome it carries as what the body must not
hold. Each layout imitates a family of 2020-2025 templates none of the suite's
other layouts does: a business news site carrying a press release from a
distribution wire (a ticker strip, "Press Release", the newsroom's "was not
involved in the creation of this content", the "CITY, date /Wire/ --" dateline
opening the lead, the chief executive's quote in a ``<blockquote>``, "About
...", "Forward-Looking Statements", "Media Contact:", "Logo - https://...",
"View original content to download multimedia:", "SOURCE ...", "Related
Quotes"); an enterprise technology news site with a "Key Takeaways" box over
the story (the editors' three-bullet summary of it: not the story, as a dek or
a press page's summary box is not), "Listen to this article ... Voiced by AI",
a "Related:" line, an "Editor's Picks" card and a "Sponsored Content" card
between the paragraphs, "About the Author", a newsletter sign-up, "Read Next"
and a consent banner; a Brazilian news portal's regional story ("Por ...",
"Atualizado há 2 horas", captions closing "— Foto: ...", a "LEIA TAMBÉM:"
list of links inside the story, a photo gallery in the middle of it with
"1 de 4" counters, a WhatsApp channel promo, "VÍDEOS: ...", a closing "Veja
mais notícias da região ..." paragraph, "Mais lidas"); a German technology
news site ("Lesezeit: 3 Min.", "vorlesen", "Druckansicht", "Kommentare
lesen", "(Bild: ...)", "Anzeige", a "Mehr zum Thema" box inside the story,
the editor's sign-off "(jbe)" in a paragraph of its own, a subscription promo,
"Empfehlungen der Redaktion", the forum's teaser); an Indonesian news portal
("Penulis: ... | Editor: ...", "Baca juga:" lines inside the story,
"ADVERTISEMENT" and "SCROLL TO CONTINUE WITH CONTENT" between the paragraphs,
the "CITY, SITE -" dateline opening the lead, the editors' initials "(xyz/abc)"
closing the story, "Simak Video ..." with "[Gambas:Video ...]", a Google News
promo, "Berita Terkait", "Terpopuler"); a Turkish national daily ("Giriş
Tarihi" / "Güncelleme Tarihi", "Google News'te Takip Et", "Haberin Devamı"
labels between the paragraphs, an "İlgili Haberler" box and "Reklam" inside
the story, "Kaynak: DHA", "Yorumlar", "Benzer Haberler", "Son Dakika
Haberleri", the cookie notice); and a French news magazine's interview
("Entretien", "Propos recueillis par ...", "Publié le ... Temps de lecture",
"PHOTO : ... POUR ..." credits, the questions in bold and the answers, all
story, an "À lire aussi" line and a newsletter box inside the interview, the
guest's book in a closing note, a subscription invitation, "Sur le même
sujet", "Les plus lus").
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from html import escape

from .layouts import Page, every_must, head, json_ld, pages_of, paras, story_list
from .stories import Story

Fresh11Layout = Callable[[Story], Page]

FRESH11_STORIES = (
    Story(
        "hydrogen-buses", "en",
        "Aurora Transit Systems to Supply 48 Hydrogen Fuel Cell Buses to Front Range Regional Transit",
        "Largest single order in the company's history; deliveries begin in the first quarter of 2026.",
        "Aurora Transit Systems", "2025-03-04T08:00:00-05:00", "Mar 4, 2025, 8:00 AM ET",
        ("Aurora Transit Systems, a maker of zero-emission buses, today announced that Front Range Regional Transit "
         "has ordered 48 of its 40-foot hydrogen fuel cell buses, the largest single order in the company's history.",
         "The buses will replace diesel vehicles on eleven routes in and around Denver, including the high-altitude "
         "routes to the foothill towns, where battery-electric buses lose much of their range in cold weather.",
         "Each bus carries enough hydrogen for about 350 miles of service and can be refuelled in under ten minutes. "
         "Front Range Regional Transit is building a fuelling station at its Platte Valley depot, which is expected "
         "to open in late 2025.",
         "The order is worth about $62 million and is funded in part by a federal Low or No Emission Vehicle grant. "
         "Deliveries are scheduled to begin in the first quarter of 2026 and to be completed by the end of that year.",
         "\"Transit agencies in cold and mountainous regions have told us for years that they need a zero-emission "
         "bus that does not give up range in January,\" said Claire Nakamura, chief executive of Aurora Transit "
         "Systems. \"This order shows that the technology is ready for the hardest routes.\"",
         "The buses will be assembled at the company's plant in Greeley, Colorado, where Aurora Transit Systems "
         "plans to add 120 jobs over the next two years to meet demand.",
         "Front Range Regional Transit said the new buses would cut the agency's annual carbon dioxide emissions by "
         "about 5,200 metric tons once all 48 are in service."),
        "Order highlights",
        ("48 forty-foot hydrogen fuel cell buses for eleven routes",
         "a range of about 350 miles and refuelling in under ten minutes",
         "deliveries from the first quarter of 2026"),
        "Aurora Transit Systems' hydrogen fuel cell bus on a test route near Greeley.",
        "Photo: Aurora Transit Systems", "Press Release"),
    Story(
        "clinic-scheduling", "en",
        "Medora Health Launches Shared Scheduling Platform for Rural Clinics",
        "The platform lets small clinics in a region share specialists' appointment slots and telehealth rooms.",
        "Medora Health", "2025-02-11T09:00:00-05:00", "Feb 11, 2025, 9:00 AM ET",
        ("Medora Health today launched ClinicLink, a scheduling platform that allows rural clinics to share "
         "specialists' appointment slots, telehealth rooms and diagnostic equipment across a region.",
         "Many rural clinics can afford a visiting cardiologist or dermatologist for only one or two days a month. "
         "ClinicLink pools those days across neighbouring clinics, so that a patient can book the nearest available "
         "appointment instead of waiting for the specialist's next visit to their own town.",
         "The platform was tested for eighteen months by a network of nine clinics in eastern Kansas. Over that "
         "period, the average wait for a specialist appointment fell from 41 days to 17 days, and missed "
         "appointments fell by almost a third.",
         "ClinicLink works with the electronic health record systems most commonly used by small clinics, and "
         "patients can book appointments by phone, online or through a text message reminder.",
         "\"A patient in a town of 800 people should not have to wait six weeks because the specialist happens to be "
         "in the next county this month,\" said Dr. Ramon Ortega, chief medical officer of Medora Health. \"The "
         "appointments exist. They were just locked inside each clinic's own calendar.\"",
         "Medora Health will offer ClinicLink to clinics with fewer than 25 providers at a flat monthly fee, and "
         "free of charge for the first year to federally qualified health centers.",
         "The company said it is in talks with clinic networks in four more states and expects the platform to be "
         "used by more than 100 clinics by the end of 2025."),
        "What ClinicLink offers",
        ("shared specialist appointment slots across a region",
         "booking by phone, online or by text message",
         "links to the most common electronic health record systems"),
        "Staff at a rural clinic in Ottawa, Kansas, use ClinicLink during the pilot.",
        "Photo: Medora Health", "Press Release"),
    Story(
        "hospital-ransomware", "en",
        "Hospital chain restores systems three weeks after ransomware attack, but billing backlog remains",
        "Clinicians went back to paper charts for 21 days; the chain says patient records were not changed.",
        "Dana Whitfield", "2025-03-12T10:30:00-04:00", "March 12, 2025",
        ("A hospital chain in the US Midwest has brought its electronic health records back online three weeks after "
         "a ransomware attack forced its eleven hospitals to switch to paper charts, the company said on Tuesday.",
         "Lakeshore Health said the attackers entered its network through a remote access account belonging to an "
         "outside vendor that had not been protected with multi-factor authentication. The account was used for "
         "about ten days before the ransomware was launched on a Sunday night.",
         "During the outage, ambulances were diverted from three of the chain's emergency departments for several "
         "days, and pharmacies worked from printed medication lists. Nurses said handovers between shifts took up "
         "to twice as long.",
         "The chain said forensic investigators found no evidence that patient records had been altered, but that "
         "the attackers had copied files from a shared drive used by its billing department. It has begun notifying "
         "patients whose information may have been in those files.",
         "\"Going back to paper is something every hospital practises, but nobody practises it for three weeks,\" "
         "said Marcus Bell, the chain's chief information security officer. \"Our staff kept patients safe under "
         "conditions none of our plans imagined.\"",
         "Restoring the billing systems will take longer. The chain expects it will need until May to process the "
         "claims that piled up during the outage, and it has drawn on a credit line to cover its payroll in the "
         "meantime.",
         "Security researchers say hospitals remain attractive targets because outages put pressure on them to pay "
         "quickly. Lakeshore Health has not said whether it paid a ransom, and said only that it was cooperating "
         "with the FBI."),
        "What the chain is changing",
        ("multi-factor authentication for every vendor account",
         "a separate network for medical devices",
         "offline copies of medication lists in every unit"),
        "Lakeshore Health's hospital in Traverse City, Michigan.",
        "Image: Lakeshore Health", "Cybersecurity"),
    Story(
        "datacenter-water", "en",
        "Arizona data center operators pledge to cut water use as drought limits tighten",
        "Four operators in the Phoenix area will move to closed-loop cooling at new sites from 2026.",
        "Owen Castillo", "2025-01-22T08:15:00-05:00", "January 22, 2025",
        ("Four companies that run data centers in the Phoenix area have agreed to stop using evaporative cooling at "
         "their new sites from 2026, as the region prepares for further cuts to its share of Colorado River water.",
         "Evaporative cooling, which uses water to carry heat away from servers, can consume several million gallons "
         "a day at a large campus during the summer. The companies will instead use closed-loop systems, which "
         "recirculate the same water and need only small top-ups.",
         "The change was negotiated with the cities of Mesa, Chandler and Goodyear, which have each approved several "
         "new data center campuses in the past two years and face growing complaints from residents about water use.",
         "Closed-loop cooling uses more electricity, especially on the hottest days. The operators estimate that the "
         "new sites will need between 5 and 10 percent more power than sites with evaporative cooling.",
         "\"We are trading water for electricity, and in Arizona that is the right trade to make,\" said Teresa Lin, "
         "a water policy researcher at Arizona State University. \"Electricity can come from the sun. There is no "
         "new water coming from anywhere.\"",
         "The agreement does not cover existing campuses, which together use about 1.2 billion gallons of water a "
         "year. The operators said they would report their water use at every site each year from 2026.",
         "City officials said they would write the closed-loop requirement into the zoning rules for future data "
         "center projects, so that it applies to companies that did not sign the agreement."),
        "The agreement in brief",
        ("no evaporative cooling at new sites from 2026",
         "yearly reports of water use at every site",
         "zoning rules to extend the requirement to other companies"),
        "A data center campus under construction in Mesa, Arizona.",
        "Image: Owen Castillo", "Data Centers"),
    Story(
        "temporal-campinas", "pt",
        "Temporal derruba 40 árvores e deixa 60 mil imóveis sem energia em Campinas",
        "Ventos chegaram a 85 km/h no fim da tarde; Defesa Civil registrou 12 desalojados.",
        "Juliana Prado", "2025-02-18T06:00:00-03:00", "18/02/2025 06h00",
        ("Um temporal com ventos de até 85 km/h derrubou pelo menos 40 árvores e deixou cerca de 60 mil imóveis sem "
         "energia em Campinas (SP) no fim da tarde desta segunda-feira (17), segundo a Defesa Civil.",
         "A chuva começou por volta das 17h30 e durou pouco mais de uma hora. Em alguns bairros da região sul, como "
         "o Jardim Campos Elíseos e o Parque Oziel, o volume chegou a 62 milímetros, quase um terço do esperado "
         "para todo o mês.",
         "Árvores caíram sobre carros e fios da rede elétrica em várias avenidas. Na Avenida John Boyd Dunlop, um "
         "ônibus do transporte coletivo foi atingido por um galho, mas nenhum passageiro ficou ferido.",
         "Doze pessoas tiveram de deixar suas casas depois que parte de um muro de contenção desabou no Jardim "
         "Florence. Elas foram levadas para a casa de parentes, e a Defesa Civil interditou dois imóveis.",
         "\"Em 20 anos morando aqui eu nunca vi a rua virar um rio tão rápido. Em dez minutos a água já estava "
         "entrando na garagem\", contou a aposentada Maria Aparecida dos Santos, moradora do Parque Oziel.",
         "A distribuidora de energia informou que 80% dos imóveis tiveram o fornecimento restabelecido até a manhã "
         "desta terça-feira. Equipes extras foram deslocadas de Sorocaba e Ribeirão Preto para ajudar no trabalho.",
         "A previsão é de novas pancadas de chuva ao longo da semana. A Defesa Civil orienta os moradores a não se "
         "abrigarem sob árvores durante os temporais e a ligar para o número 199 em caso de emergência."),
        "O que fazer durante um temporal",
        ("não se abrigue sob árvores ou perto de placas",
         "evite atravessar ruas alagadas",
         "ligue 199 para a Defesa Civil em caso de emergência"),
        "Árvore caída sobre carro na região central de Campinas",
        "Foto: Rafael Moura/EPTV", "Campinas e Região"),
    Story(
        "vacina-escolas", "pt",
        "Escolas de Ribeirão Preto recebem postos de vacinação contra a dengue a partir de segunda",
        "Alunos de 10 a 14 anos poderão tomar a vacina no horário das aulas com autorização dos pais.",
        "Carlos Mendes", "2025-03-07T14:20:00-03:00", "07/03/2025 14h20",
        ("Ribeirão Preto (SP) vai instalar postos de vacinação contra a dengue em 35 escolas municipais e "
         "estaduais a partir da próxima segunda-feira (10), informou a Secretaria Municipal da Saúde.",
         "A vacina será aplicada em alunos de 10 a 14 anos durante o horário das aulas. Para isso, os pais ou "
         "responsáveis precisam assinar um termo de autorização, que será enviado pelas escolas nesta semana.",
         "A cidade recebeu 18 mil doses do Ministério da Saúde, mas até agora apenas 41% do público-alvo tomou a "
         "primeira dose. A segunda dose deve ser aplicada três meses depois da primeira.",
         "Ribeirão Preto registrou mais de 9 mil casos de dengue desde janeiro, segundo o boletim mais recente da "
         "prefeitura. Quatro mortes foram confirmadas e outras seis estão em investigação.",
         "\"Muitas famílias trabalham no horário em que os postos estão abertos e não conseguem levar os filhos. "
         "Levando a vacina para a escola, a gente resolve esse problema\", afirmou a secretária de Saúde, Renata "
         "Oliveira.",
         "As equipes vão passar por cada escola durante dois dias. Alunos que faltarem nesses dias poderão se "
         "vacinar em qualquer unidade básica de saúde, apresentando a caderneta de vacinação.",
         "A prefeitura também vai ampliar o horário de cinco unidades de saúde, que passarão a funcionar até as 21h "
         "durante todo o mês de março."),
        "Como vai funcionar",
        ("vacinação para alunos de 10 a 14 anos",
         "autorização assinada pelos pais ou responsáveis",
         "dois dias de vacinação em cada escola"),
        "Profissional de saúde prepara dose da vacina contra a dengue em Ribeirão Preto",
        "Foto: Ana Lima/Prefeitura de Ribeirão Preto", "Ribeirão Preto e Franca"),
    Story(
        "glasfaser-foerderung", "de",
        "Glasfaser: Bund kürzt Förderung für den Ausbau auf dem Land",
        "Für 2025 stehen nur noch zwei statt drei Milliarden Euro bereit. Kommunen fürchten um laufende Projekte.",
        "Jonas Berger", "2025-01-16T14:42:00+01:00", "16.01.2025 14:42 Uhr",
        ("Der Bund stellt im laufenden Jahr deutlich weniger Geld für den geförderten Glasfaserausbau bereit. "
         "Statt drei Milliarden Euro sind im Haushaltsentwurf für 2025 nur noch zwei Milliarden Euro vorgesehen, "
         "wie aus einer Antwort des Digitalministeriums auf eine Anfrage aus dem Bundestag hervorgeht.",
         "Das Förderprogramm soll den Ausbau dort bezahlen, wo sich Netze für die Telekommunikationsunternehmen "
         "nicht lohnen, vor allem in dünn besiedelten Gegenden. Bisher haben Kommunen Anträge für mehr als 12.000 "
         "Projekte gestellt.",
         "Bereits bewilligte Projekte sollen von der Kürzung nicht betroffen sein. Neue Anträge will das Ministerium "
         "jedoch strenger prüfen und zuerst Gebiete berücksichtigen, in denen bislang weniger als 100 Mbit/s "
         "verfügbar sind.",
         "Der Deutsche Landkreistag kritisiert die Pläne. Viele Kreise hätten ihre Planungen in Erwartung der "
         "Förderung bereits vergeben, und ein Stopp mitten im Verfahren würde die Kosten später erhöhen.",
         "„Wer heute beim Glasfaserausbau auf dem Land spart, zahlt in zehn Jahren doppelt“, sagte ein Sprecher des "
         "Verbands. „Die Bagger sind bestellt, die Gemeinden brauchen Planungssicherheit.“",
         "Das Ministerium verweist darauf, dass ein großer Teil der Mittel aus den Vorjahren noch nicht abgerufen "
         "wurde. Bis Ende 2024 seien von den bewilligten Geldern erst rund 40 Prozent tatsächlich ausgezahlt worden.",
         "Der Bundestag berät den Haushalt im Frühjahr. Branchenverbände hoffen, dass die Abgeordneten die Kürzung "
         "noch zurücknehmen oder zumindest über mehrere Jahre verteilen."),
        "Was sich für neue Anträge ändert",
        ("Vorrang für Gebiete mit weniger als 100 Mbit/s",
         "strengere Prüfung der Kosten pro Anschluss",
         "keine Änderung für bereits bewilligte Projekte"),
        "Bauarbeiten für einen Glasfaseranschluss in einem Dorf in Niedersachsen.",
        "(Bild: Jonas Berger)", "Netzpolitik"),
    Story(
        "e-rezept-stoerung", "de",
        "Störung bei der Telematikinfrastruktur: E-Rezepte stundenlang nicht einlösbar",
        "Apotheken in ganz Deutschland konnten am Dienstag keine E-Rezepte abrufen. Ursache war ein Zertifikatsfehler.",
        "Miriam Albrecht", "2025-02-25T16:05:00+01:00", "25.02.2025 16:05 Uhr",
        ("Apotheken in ganz Deutschland konnten am Dienstagvormittag über mehrere Stunden keine E-Rezepte abrufen. "
         "Nach Angaben der Gematik war ein abgelaufenes Zertifikat bei einem der zentralen Dienste der "
         "Telematikinfrastruktur die Ursache.",
         "Die Störung begann gegen 8 Uhr. Versicherte, die ihre elektronische Gesundheitskarte in der Apotheke "
         "einsteckten, erhielten eine Fehlermeldung, und auch der Abruf über die App der Gematik schlug fehl.",
         "Viele Apotheken gaben dringend benötigte Medikamente trotzdem aus und vermerkten die Abgabe zunächst auf "
         "Papier. Andere baten Patientinnen und Patienten, am Nachmittag wiederzukommen.",
         "Gegen 12.30 Uhr war das Zertifikat erneuert, gegen 13 Uhr liefen die Abrufe nach Angaben der Gematik "
         "wieder weitgehend normal. Einzelne Apotheken meldeten jedoch noch bis zum Abend Verzögerungen.",
         "„Wir sprechen seit Monaten davon, dass es für solche Ausfälle ein verbindliches Ersatzverfahren braucht“, "
         "sagte die Sprecherin eines Apothekerverbands. „Heute haben wir wieder improvisiert.“",
         "Es ist nicht der erste Ausfall dieser Art. Bereits im vergangenen Herbst hatte ein Fehler bei einem "
         "Dienstleister den Abruf von E-Rezepten für mehrere Stunden verhindert.",
         "Die Gematik kündigte an, die Laufzeiten aller Zertifikate künftig automatisch zu überwachen. Einen "
         "ausführlichen Bericht über die Ursache will sie in den kommenden Tagen vorlegen."),
        "Was Versicherte wissen sollten",
        ("bereits ausgestellte E-Rezepte bleiben gültig",
         "Apotheken können dringende Mittel auch ohne Abruf abgeben",
         "das Rezept lässt sich später erneut einlösen"),
        "Eine Apothekerin liest eine elektronische Gesundheitskarte ein.",
        "(Bild: Miriam Albrecht)", "E-Health"),
    Story(
        "banjir-bekasi", "id",
        "Banjir Rendam 14 Kelurahan di Bekasi, Ribuan Warga Mengungsi",
        "Hujan deras sejak Minggu malam membuat Kali Bekasi meluap. Ketinggian air mencapai dua meter di beberapa titik.",
        "Rina Kartika", "2025-03-04T10:15:00+07:00", "Selasa, 04 Mar 2025 10:15 WIB",
        ("Banjir merendam 14 kelurahan di Kota Bekasi, Jawa Barat, setelah hujan deras mengguyur wilayah itu sejak "
         "Minggu malam. Badan Penanggulangan Bencana Daerah (BPBD) mencatat lebih dari 3.000 warga mengungsi.",
         "Kali Bekasi meluap pada Selasa dini hari karena debit air dari hulu di Bogor terus naik. Ketinggian air di "
         "beberapa perumahan di Kecamatan Rawalumbu dan Bekasi Timur mencapai dua meter.",
         "Petugas gabungan dari BPBD, TNI, Polri, dan relawan mengevakuasi warga menggunakan perahu karet. Sebagian "
         "besar pengungsi ditempatkan di masjid, sekolah, dan kantor kelurahan terdekat.",
         "Listrik di sejumlah perumahan dipadamkan sementara untuk mencegah korban tersengat arus. PLN menyebut "
         "pasokan akan dipulihkan setelah air surut dan instalasi dinyatakan aman.",
         "\"Airnya naik cepat sekali, jam dua pagi masih sebetis, jam empat sudah sampai dada. Kami cuma sempat "
         "menyelamatkan surat-surat penting,\" kata Sutrisno, warga Perumahan Pondok Gede Permai.",
         "Pemerintah Kota Bekasi telah membuka dapur umum di enam titik pengungsian. Bantuan makanan, selimut, dan "
         "obat-obatan juga mulai berdatangan dari pemerintah provinsi dan sejumlah organisasi masyarakat.",
         "BMKG memperkirakan hujan dengan intensitas sedang hingga lebat masih akan turun di Jabodetabek hingga "
         "akhir pekan. Warga di bantaran sungai diminta tetap waspada dan mengikuti arahan petugas."),
        "Wilayah terdampak paling parah",
        ("Kecamatan Rawalumbu",
         "Kecamatan Bekasi Timur",
         "Kecamatan Jatiasih"),
        "Warga dievakuasi dengan perahu karet di Perumahan Pondok Gede Permai, Bekasi, Selasa (4/3/2025).",
        "Foto: Andi Saputra/Warta Kita", "Megapolitan"),
    Story(
        "tarif-krl", "id",
        "Tarif KRL Berbasis NIK Batal Diterapkan Tahun Ini",
        "Kementerian Perhubungan memastikan tarif KRL Jabodetabek tidak berubah sampai akhir 2025.",
        "Dimas Pratama", "2025-01-09T15:40:00+07:00", "Kamis, 09 Jan 2025 15:40 WIB",
        ("Rencana penerapan tarif kereta rel listrik (KRL) Commuter Line berbasis nomor induk kependudukan (NIK) "
         "batal dilaksanakan tahun ini. Kementerian Perhubungan memastikan tarif KRL Jabodetabek tidak berubah "
         "sampai akhir 2025.",
         "Dengan skema berbasis NIK, penumpang yang dinilai mampu akan membayar tarif lebih tinggi, sementara subsidi "
         "hanya diberikan kepada warga yang terdaftar sebagai penerima bantuan sosial.",
         "Rencana itu mendapat banyak penolakan dari penumpang dan pengamat transportasi. Mereka khawatir skema "
         "tersebut akan membuat sebagian pengguna beralih kembali ke kendaraan pribadi.",
         "Saat ini tarif KRL Jabodetabek sebesar Rp 3.000 untuk 25 kilometer pertama dan Rp 1.000 untuk setiap 10 "
         "kilometer berikutnya. Tarif tersebut belum berubah sejak 2016.",
         "\"Kami mendengar masukan dari masyarakat. Sebelum ada data penerima subsidi yang benar-benar akurat, "
         "skema ini tidak akan dijalankan,\" ujar juru bicara Kementerian Perhubungan di Jakarta.",
         "Setiap hari, KRL Commuter Line mengangkut rata-rata lebih dari 900.000 penumpang. Subsidi pemerintah untuk "
         "layanan ini pada tahun lalu mencapai sekitar Rp 1,6 triliun.",
         "Kementerian Perhubungan menyatakan akan melakukan kajian ulang bersama pemerintah daerah dan operator "
         "sebelum menentukan skema tarif yang baru."),
        "Tarif KRL yang berlaku saat ini",
        ("Rp 3.000 untuk 25 kilometer pertama",
         "Rp 1.000 untuk setiap 10 kilometer berikutnya",
         "tidak ada perubahan sampai akhir 2025"),
        "Penumpang menunggu KRL di Stasiun Manggarai, Jakarta, Kamis (9/1/2025).",
        "Foto: Yoga Hartono/Warta Kita", "Ekonomi"),
    Story(
        "izmir-metro", "tr",
        "İzmir'de Buca Metrosu için ilk tünel açma makinesi yola çıktı",
        "13,5 kilometrelik hattın 2027 sonunda hizmete girmesi planlanıyor.",
        "Elif Demir", "2025-03-14T10:32:00+03:00", "14.03.2025 10:32",
        ("İzmir'de Buca Metrosu'nun yapımında kullanılacak ilk tünel açma makinesi, Dokuz Eylül istasyonundan "
         "kazıya başladı. Törende konuşan belediye yetkilileri, çalışmaların planlanan takvime uygun ilerlediğini "
         "söyledi.",
         "13,5 kilometre uzunluğundaki hat, Üçyol ile Çamlıkule arasında 11 istasyondan oluşacak. Hattın "
         "tamamlanmasıyla Buca'dan kent merkezine yolculuk süresinin 40 dakikadan 15 dakikaya inmesi bekleniyor.",
         "Projede toplam dört tünel açma makinesi kullanılacak. Yaklaşık 100 metre uzunluğundaki makineler, günde "
         "ortalama 15 metre ilerleyerek yerin 25 metre altında çift tüp tünel açacak.",
         "Hattın maliyetinin yaklaşık 490 milyon avro olduğu açıklandı. Finansmanın büyük bölümü uluslararası bir "
         "kalkınma bankasından sağlanan krediyle karşılanıyor.",
         "\"Buca'da yaşayan yarım milyon kişi yıllardır bu metroyu bekliyor. Trafikte kaybedilen zamanı ailelerine "
         "geri vereceğiz\" dedi İzmir Büyükşehir Belediyesi Raylı Sistemler Daire Başkanı.",
         "Kazı çalışmaları sırasında bazı caddelerde trafik düzenlemesine gidilecek. Belediye, alternatif güzergâhları "
         "internet sitesinden ve sosyal medya hesaplarından duyuracağını belirtti.",
         "Buca Metrosu'nun 2027 yılı sonunda hizmete girmesi planlanıyor. Hat, Üçyol'da mevcut metro hattıyla "
         "birleşerek kentin raylı sistem ağını 200 kilometrenin üzerine çıkaracak."),
        "Projenin ana hatları",
        ("13,5 kilometre uzunluğunda ve 11 istasyonlu hat",
         "dört tünel açma makinesi ile çift tüp tünel",
         "2027 sonunda hizmete girmesi planlanıyor"),
        "Tünel açma makinesi Dokuz Eylül istasyonundaki şantiyeye indirilirken.",
        "Fotoğraf: Murat Kaya / Ege Haber", "Gündem"),
    Story(
        "zeytin-hasadi", "tr",
        "Kuraklık zeytin hasadını vurdu: Rekolte yüzde 35 düştü",
        "Ege'de yağışların az olması ve yaz sıcakları zeytin üreticisini zor durumda bıraktı.",
        "Hakan Yıldız", "2024-11-20T09:15:00+03:00", "20.11.2024 09:15",
        ("Ege Bölgesi'nde bu yıl zeytin rekoltesinin geçen yıla göre yüzde 35 düştüğü açıklandı. Üreticiler, kurak "
         "geçen kışın ve yaz aylarındaki aşırı sıcakların ağaçları olumsuz etkilediğini söylüyor.",
         "Ulusal Zeytin ve Zeytinyağı Konseyi'nin verilerine göre bölgede bu sezon yaklaşık 850 bin ton zeytin "
         "hasat edilmesi bekleniyor. Geçen yıl bu rakam 1,3 milyon tonu aşmıştı.",
         "Özellikle sulama imkânı olmayan dağlık bölgelerde kayıp daha büyük. Bazı köylerde meyvelerin küçük kaldığı "
         "ve dökülmeye başladığı gözlendi.",
         "Rekoltenin düşmesi fiyatlara da yansıdı. Sızma zeytinyağının litre fiyatı son bir yılda yaklaşık yüzde 40 "
         "arttı, bu da iç piyasada tüketimin azalmasına yol açtı.",
         "\"Babamdan kalan 300 ağacım var, ömrümde böyle bir yıl görmedim. Ağaçlar susuzluktan meyveyi tutamadı\" "
         "diyen Ayvalıklı üretici Mehmet Aslan, işçi ücretlerini karşılamakta zorlandığını anlattı.",
         "Uzmanlar, iklim değişikliğiyle birlikte kurak yılların daha sık yaşanacağını ve üreticilerin damla sulama "
         "gibi su tasarruflu yöntemlere geçmesi gerektiğini vurguluyor.",
         "Tarım ve Orman Bakanlığı, zarar gören üreticiler için kredi borçlarının bir yıl ertelenmesini "
         "değerlendirdiğini açıkladı. Karar önümüzdeki ay netleşecek."),
        "Rekoltedeki düşüşün nedenleri",
        ("kurak geçen kış ve az yağış",
         "yaz aylarındaki aşırı sıcaklar",
         "sulama imkânı olmayan bahçeler"),
        "Ayvalık'ta bir zeytin bahçesinde hasat yapan işçiler.",
        "Fotoğraf: Selin Aksoy / Ege Haber", "Ekonomi"),
    Story(
        "glaciers-interview", "fr",
        "« Les glaciers des Alpes auront presque disparu en 2100 »",
        "La glaciologue Anne Mercier, qui mesure depuis trente ans les glaciers du massif du Mont-Blanc, explique "
        "ce qui est déjà perdu et ce qui peut encore être sauvé.",
        "Julien Garnier", "2025-03-09T07:00:00+01:00", "9 mars 2025 à 07h00",
        ("Depuis trente ans, Anne Mercier monte chaque fin d'été sur la Mer de Glace pour mesurer ce que le glacier "
         "a perdu. La glaciologue, directrice de recherche à Grenoble, publie ce mois-ci un livre sur la fonte des "
         "glaciers alpins.",
         "Quand vous avez commencé vos mesures, imaginiez-vous une fonte aussi rapide ?",
         "Non. Au début des années 1990, on savait que les glaciers reculaient, mais on parlait de quelques mètres "
         "par an. Aujourd'hui, la Mer de Glace perd jusqu'à quatre mètres d'épaisseur en un seul été.",
         "Que se passera-t-il d'ici la fin du siècle ?",
         "Même si l'on tenait les objectifs de l'accord de Paris, les glaciers situés sous 3 500 mètres auront "
         "presque tous disparu en 2100. C'est déjà joué. Ce qui dépend encore de nous, c'est le sort des glaciers "
         "les plus hauts, et la vitesse à laquelle tout cela arrive.",
         "Quelles conséquences pour les vallées ?",
         "Elles sont nombreuses. Les glaciers servent de réservoirs d'eau pour l'été, quand il pleut peu. Sans eux, "
         "certaines rivières pourraient être presque à sec en août. Il faudra aussi surveiller les éboulements, car "
         "la glace tenait parfois des pans entiers de montagne."),
        "Ce que les vallées devront surveiller",
        ("le débit des rivières en fin d'été",
         "les éboulements là où la glace a disparu",
         "les lacs qui se forment au pied des glaciers"),
        "Anne Mercier sur la Mer de Glace, à Chamonix, en septembre 2024.",
        "PHOTO : LÉA MARCHAND POUR HORIZONS", "Environnement"),
    Story(
        "boulanger-interview", "fr",
        "« On travaille la nuit pour que les autres aient du pain le matin »",
        "Meilleur ouvrier de France, le boulanger Karim Benali raconte vingt-cinq ans de nuits au fournil et le "
        "mal de la profession à recruter.",
        "Claire Dubreuil", "2025-02-02T08:30:00+01:00", "2 février 2025 à 08h30",
        ("Karim Benali allume son four à deux heures du matin, six jours sur sept, depuis vingt-cinq ans. Installé à "
         "Lyon, le boulanger a reçu l'an dernier le titre de meilleur ouvrier de France. Il forme aujourd'hui une "
         "dizaine d'apprentis par an.",
         "Comment êtes-vous devenu boulanger ?",
         "Par hasard. J'ai fait un stage de troisième chez le boulanger de mon quartier, et je n'en suis jamais "
         "vraiment reparti. Ce qui m'a plu, c'est qu'à six heures du matin on voit le résultat de sa nuit sur les "
         "étagères.",
         "La profession a du mal à recruter. Pourquoi ?",
         "Les horaires font peur, et on les comprend. Mais il y a aussi une image du métier qui date. Aujourd'hui, "
         "beaucoup de boulangeries ont changé leur organisation pour que les équipes ne travaillent plus toutes "
         "les nuits.",
         "Que dites-vous aux jeunes qui hésitent ?",
         "Je leur dis de venir passer une nuit au fournil avant de décider. Certains repartent à quatre heures du "
         "matin, et c'est très bien. D'autres comprennent tout de suite qu'ils ont trouvé leur place."),
        "Ce qu'il a changé dans son fournil",
        ("deux équipes qui alternent les nuits",
         "une pâte qui pousse lentement au froid",
         "un jour de fermeture fixe par semaine"),
        "Karim Benali dans son fournil du quartier de la Croix-Rousse, à Lyon, le 28 janvier 2025.",
        "PHOTO : THOMAS REY POUR HORIZONS", "Société"),
)


def press_wire(story: Story) -> Page:
    """A business news site carrying a press release from a distribution wire: the ticker strip,
    "Press Release" label, the wire's badge, the release's italic subheadline, "Published: ...",
    a disclaimer that the site's newsroom did not write it, the release's city-and-wire dateline
    opening the lead, a bold "Order highlights" heading, a pull quote of the chief executive in a
    ``<blockquote>`` (the story's words, kept), the logo's "Logo - https://..." line, "About ..."
    boilerplate, the forward-looking statements notice, the media contact, "SOURCE ...",
    "View original content to download multimedia:", "Related Quotes" and "Most Popular"."""
    p = story.paragraphs
    company = story.author
    city, contact, email, phone, about = WIRE_RELEASE[story.slug]
    popular = "".join(f'<li><a href="/story/p{i}">{escape(h)}</a></li>' for i, h in enumerate(WIRE_POPULAR[story.slug]))
    quotes = "".join(f'<tr><td><a href="/investing/stock/{t.lower()}">{t}</a></td><td>{v}</td><td class="{c}">{d}</td></tr>'
                     for t, v, d, c in WIRE_QUOTES)
    html = head(story, "Ledger Street", json_ld(story, company, "NewsArticle")) + f"""<body class="page--article">
<div class="ticker-strip"><ul>{''.join(f'<li><span class="symbol">{t}</span> <span class="price">{v}</span> <span class="{c}">{d}</span></li>' for t, v, d, c in WIRE_QUOTES)}</ul></div>
<header class="header"><a class="logo" href="/">Ledger Street</a><nav><ul><li><a href="/markets">Markets</a></li><li><a href="/investing">Investing</a></li>
<li><a href="/personal-finance">Personal Finance</a></li><li><a href="/press-releases">Press Releases</a></li></ul></nav>
<a class="btn-subscribe" href="/subscribe">Subscribe</a> <a href="/login">Log In</a></header>
<main class="container"><div class="article__masthead"><span class="article__label">Press Release</span>
<h1 class="article__headline">{escape(story.headline)}</h1>
<h2 class="article__subheadline">{escape(story.dek)}</h2>
<div class="article__timestamp">Published: {escape(story.date_text)}</div>
<div class="article__provider"><span>By</span> <img src="/img/wire-logo.svg" alt="Newswire Direct"> <span class="provider-name">Newswire Direct</span></div></div>
<div class="article__disclaimer"><p>The Ledger Street News Department was not involved in the creation of this content.</p></div>
<div id="js-article__body" class="article__body">
<p>{escape(city)}, {escape(story.date_text.split(',')[0])}, {story.date[:4]} /Newswire Direct/ -- {escape(p[0])}</p>
{paras(p[1:4])}
<blockquote><p>{escape(p[4])}</p></blockquote>
<p><b>{escape(story.subhead)}</b></p>
{story_list(story)}
{paras(p[5:])}
<p><b>About {escape(company)}</b><br>{escape(about)}</p>
<p><b>Forward-Looking Statements</b><br>This press release contains forward-looking statements within the meaning of the Private Securities Litigation Reform Act of 1995. Actual results may differ materially from those expressed or implied by such statements.</p>
<p>Media Contact:<br>{escape(contact)}<br>{escape(email)}<br>{escape(phone)}</p>
<p>Logo - https://mma.newswire-direct.example.com/media/{story.slug}/logo.jpg</p>
<p>View original content to download multimedia: https://www.newswire-direct.example.com/news-releases/{story.slug}-302391.html</p>
<p>SOURCE {escape(company)}</p>
</div>
<div class="article__footnote"><p>Copyright © 2025 Newswire Direct. All Rights Reserved.</p></div>
<aside class="related-quotes"><h3>Related Quotes</h3><table><tr><th>Symbol</th><th>Last</th><th>Chg %</th></tr>{quotes}</table></aside>
<aside class="most-popular"><h3>Most Popular</h3><ol>{popular}</ol></aside></main>
<footer class="footer"><p>Intraday data delayed at least 15 minutes or per exchange requirements.</p><a href="/terms">Terms of Use</a> <a href="/privacy">Privacy Notice</a>
<a href="/cookies">Cookie Notice</a></footer></body></html>"""
    return Page("fresh11-press-wire", html, f"https://www.ledgerstreet.example.com/press-release/{story.slug}-2025",
                every_must(story),
                (story.headline, story.dek, "Press Release", f"Published: {story.date_text}",
                 "was not involved in the creation of this content", f"About {company}", about,
                 "Forward-Looking Statements", "Private Securities Litigation Reform Act", "Media Contact:", contact, email,
                 phone, "Logo - https://", "View original content to download multimedia", f"SOURCE {company}",
                 "Copyright © 2025 Newswire Direct", "Related Quotes", WIRE_QUOTES[0][0], WIRE_QUOTES[2][1],
                 "Most Popular", WIRE_POPULAR[story.slug][0], WIRE_POPULAR[story.slug][2], "Intraday data delayed",
                 "Cookie Notice"))


def tech_takeaways(story: Story) -> Page:
    """An enterprise technology news site: a "Key Takeaways" box of three bullets over the story
    (the editors' summary of it, not the story: left out, as the suite leaves out a dek or a
    press page's summary box), "Listen to this article" with its length, the author's name and
    title, share links, an inline "Related:" line and an "Editor's Picks" card between the
    paragraphs, a "Sponsored Content" card, the story's own numbered list, the author's bio,
    topic tags, a newsletter sign-up, "Read Next" and a cookie-consent bar."""
    p = story.paragraphs
    takeaways, related, pick, sponsored, title, bio, tags = TECH_PAGE[story.slug]
    read_next = "".join(f'<li class="card"><a href="/news/n{i}"><span class="card__topic">{escape(t)}</span>'
                        f'<h3 class="card__title">{escape(h)}</h3></a></li>' for i, (t, h) in enumerate(TECH_NEXT[story.slug]))
    html = head(story, "InfraBeat", json_ld(story, "InfraBeat")) + f"""<body class="article-template">
<div id="onetrust-banner-sdk" role="dialog"><p>We use cookies to personalize content and ads and to analyze our traffic. You can change your choices at any time in Cookie Settings.</p>
<button>Accept All Cookies</button> <button>Cookie Settings</button></div>
<header class="site-header"><a class="brand" href="/">InfraBeat</a><nav><a href="/topics/security">Security</a> <a href="/topics/cloud">Cloud</a>
<a href="/topics/data-centers">Data Centers</a> <a href="/topics/ai">AI</a> <a href="/webinars">Webinars</a></nav></header>
<main><article class="article">
<div class="article-header"><a class="article-topic" href="/topics/{url_path(story.kicker)}">{escape(story.kicker)}</a>
<h1 class="article-title">{escape(story.headline)}</h1><p class="article-dek">{escape(story.dek)}</p>
<div class="article-byline"><a class="author-name" href="/author/{story.author.lower().replace(' ', '-')}">{escape(story.author)}</a>, <span class="author-title">{escape(title)}</span>
<time datetime="{story.date}">{escape(story.date_text)}</time> <span class="read-time">5 Min Read</span></div>
<div class="share-bar"><a href="#">Share on LinkedIn</a> <a href="#">Share on X</a> <a href="#">Email</a></div></div>
<figure class="article-hero"><img src="/images/{story.slug}.jpg" alt=""><figcaption>{escape(story.caption)} <span class="credit">{escape(story.credit)}</span></figcaption></figure>
<div class="key-takeaways"><h2>Key Takeaways</h2><ul>{''.join(f'<li>{escape(t)}</li>' for t in takeaways)}</ul></div>
<div class="audio-player"><button>Listen to this article</button> <span class="duration">5:48</span> <span class="voice">Voiced by AI</span></div>
<div class="article-body">
{paras(p[:2])}
<p><strong>Related:</strong> <a href="/news/r1">{escape(related)}</a></p>
{paras(p[2:4])}
<div class="editors-pick"><span class="label">Editor's Picks</span><a href="/news/pick"><h4>{escape(pick)}</h4></a></div>
<h2>{escape(story.subhead)}</h2>
{story_list(story, "ol")}
<div class="sponsored-card"><span class="label">Sponsored Content</span><a href="/sponsored/1"><h4>{escape(sponsored)}</h4></a><p>Presented by Northgate Cloud</p></div>
{paras(p[4:])}
</div>
<div class="article-tags"><span>Topics:</span> {''.join(f'<a href="/topics/t{i}">{escape(t)}</a> ' for i, t in enumerate(tags))}</div>
<div class="author-bio"><h3>About the Author</h3><p><b>{escape(story.author)}</b></p><p>{escape(bio)}</p><a href="/author/">See more from {escape(story.author)}</a></div>
<div class="newsletter-signup"><h3>Never Miss a Beat: Get a snapshot of the issues affecting the IT industry straight to your inbox.</h3>
<form><input type="email" placeholder="Enter your email"><button>Subscribe</button></form><p>By submitting this form you agree to our Privacy Policy.</p></div>
</article>
<section class="read-next"><h2>Read Next</h2><ul>{read_next}</ul></section></main>
<footer class="site-footer"><p>Copyright © 2025 InfraBeat Media Group. All rights reserved.</p><a href="/about">About Us</a> <a href="/advertise">Advertise</a></footer></body></html>"""
    return Page("fresh11-tech-takeaways", html, f"https://www.infrabeat.example.com/{url_path(story.kicker)}/{story.slug}",
                every_must(story),
                (story.headline, story.dek, "We use cookies to personalize content", "Accept All Cookies", story.kicker,
                 title, story.date_text, "5 Min Read", "Share on LinkedIn", story.caption, story.credit, "Key Takeaways",
                 takeaways[0], takeaways[2], "Listen to this article", "5:48", "Voiced by AI", "Related:", related,
                 "Editor's Picks", pick, "Sponsored Content", sponsored, "Presented by Northgate Cloud", "Topics:", tags[1],
                 "About the Author", bio, "See more from", "Never Miss a Beat", "By submitting this form",
                 "Read Next", TECH_NEXT[story.slug][0][1], TECH_NEXT[story.slug][2][1], "InfraBeat Media Group"))


def brazilian_portal(story: Story) -> Page:
    """A Brazilian news portal's regional story: the edition's name, the headline and the subtitle,
    "Por ..., g-style edition", "Publicado ... Atualizado há 2 horas", a share row, a photo whose
    caption closes "— Foto: ...", a "LEIA TAMBÉM:" heading over a list of links inside the story,
    a photo gallery in the middle of the story ("1 de 4", captions with credits, "Ver galeria
    completa"), a WhatsApp channel promo, the story's quote in a ``<blockquote>``, a closing
    "📲 ..." line and "VÍDEOS:" box, "Veja mais notícias da região", "Mais lidas" and "Últimas"."""
    p = story.paragraphs
    edition = PORTAL_EDITION[story.slug]
    also = "".join(f'<li><a href="/sp/{url_path(edition)}/noticia/l{i}.ghtml">{escape(h)}</a></li>'
                   for i, h in enumerate(PORTAL_ALSO[story.slug]))
    gallery = PORTAL_GALLERY[story.slug]
    slides = "".join(f'<div class="gallery__slide"><img src="/galeria/{story.slug}/{i}.jpg" alt=""><p class="gallery__caption">'
                     f'{escape(c)} — Foto: {escape(cr)}</p><span class="gallery__count">{i + 1} de {len(gallery)}</span></div>'
                     for i, (c, cr) in enumerate(gallery))
    most = "".join(f'<li><a href="/mais-lidas/{i}">{escape(h)}</a></li>' for i, h in enumerate(PORTAL_MOST[story.slug]))
    html = head(story, f"Portal Vitrine {edition}", json_ld(story, "Portal Vitrine")) + f"""<body class="materia">
<header class="header"><a class="header-logo" href="/">Portal Vitrine</a><a class="header-edition" href="/sp/{url_path(edition)}/">{escape(edition)}</a>
<nav class="menu"><a href="/">Início</a> <a href="/economia/">Economia</a> <a href="/saude/">Saúde</a> <a href="/educacao/">Educação</a> <a href="/esporte/">Esporte</a></nav></header>
<main class="mc-column"><div class="mc-article-header">
<h1 class="content-head__title">{escape(story.headline)}</h1>
<h2 class="content-head__subtitle">{escape(story.dek)}</h2>
<p class="content-publication-data__from">Por {escape(story.author)}, Portal Vitrine {escape(edition)}</p>
<p class="content-publication-data__updated"><time datetime="{story.date}">{escape(story.date_text)}</time> · Atualizado há 2 horas</p>
<div class="content-share"><a href="#">Compartilhe no Facebook</a> <a href="#">Compartilhe no WhatsApp</a> <a href="#">Compartilhe no X</a></div></div>
<article class="mc-body">
<figure class="content-media"><img src="/img/{story.slug}.jpg" alt=""><figcaption class="content-media__caption">{escape(story.caption)} — {escape(story.credit)}</figcaption></figure>
{paras(p[:2], "content-text__container")}
<div class="content-intertitle"><p><strong>LEIA TAMBÉM:</strong></p><ul class="content-unordered-list">{also}</ul></div>
{paras(p[2:4], "content-text__container")}
<div class="content-gallery"><p class="gallery__title">Veja fotos</p>{slides}<a href="/galeria/{story.slug}/">Ver galeria completa</a></div>
<blockquote class="content-blockquote"><p>{escape(p[4])}</p></blockquote>
<h2 class="content-intertitle">{escape(story.subhead)}</h2>
{story_list(story, cls="content-unordered-list")}
<div class="content-whatsapp"><p>📲 Participe do canal do Portal Vitrine {escape(edition)} no WhatsApp</p></div>
{paras(p[5:], "content-text__container")}
<div class="content-video"><p class="video-title">VÍDEOS: tudo sobre {escape(edition)} e região</p><span class="video-duration">03:12</span></div>
<p class="content-text__container">Veja mais notícias da região no Portal Vitrine {escape(edition)}.</p>
</article>
<section class="mais-lidas"><h2>Mais lidas</h2><ol>{most}</ol></section>
<section class="ultimas"><h2>Últimas notícias</h2><ul><li><a href="/u/1">{escape(PORTAL_MOST[story.slug][-1])}</a></li></ul></section></main>
<footer class="footer"><p>© Copyright 2000-2025 Portal Vitrine. Todos os direitos reservados.</p><a href="/privacidade">Política de privacidade</a></footer></body></html>"""
    return Page("fresh11-brazilian-portal", html,
                f"https://portalvitrine.example.com.br/sp/{url_path(edition)}/noticia/2025/{story.slug}.ghtml",
                every_must(story),
                (story.headline, story.dek, f"Por {story.author}", story.date_text, "Atualizado há 2 horas",
                 "Compartilhe no WhatsApp", story.caption, story.credit, "LEIA TAMBÉM", PORTAL_ALSO[story.slug][0],
                 PORTAL_ALSO[story.slug][1], "Veja fotos", gallery[0][0], gallery[2][0], f"Foto: {gallery[1][1]}",
                 f"1 de {len(gallery)}", "Ver galeria completa", "Participe do canal", f"VÍDEOS: tudo sobre {edition}",
                 "03:12", "Veja mais notícias da região", "Mais lidas", PORTAL_MOST[story.slug][0], "Últimas notícias",
                 "Todos os direitos reservados"))


def url_path(name: str) -> str:
    """A section's or edition's name as the sites' URLs write it (lower case, ASCII, hyphens)."""
    return unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower().replace(" ", "-")


def german_tech(story: Story) -> Page:
    """A German technology news site: the kicker, the headline and the teaser, the reading time
    ("Lesezeit: 3 Min."), "vorlesen", "Druckansicht", "Kommentare lesen", "In Pocket speichern",
    a photo credited "(Bild: ...)", an "Anzeige" slot and an "Mehr zum Thema" box of links
    between the paragraphs, the story's quote, the editor's sign-off "(jbe)" in its own
    paragraph, the author's name closing the page, a subscription promo ("... Jetzt testen"),
    "Empfehlungen der Redaktion" and the forum's teaser."""
    p = story.paragraphs
    sign, more, recs, promo, forum = GERMAN_TECH[story.slug]
    html = head(story, "Ticker online", json_ld(story, "Ticker Verlag")) + f"""<body class="a-layout">
<div class="cmp-banner"><p>Wir und unsere Partner verarbeiten Daten, um Inhalte zu personalisieren. Mit „Zustimmen“ willigen Sie ein.</p><button>Zustimmen</button> <button>Einstellungen</button></div>
<header class="a-header"><a class="a-logo" href="/">Ticker</a><nav><a href="/news/">News</a> <a href="/tests/">Tests</a> <a href="/ratgeber/">Ratgeber</a> <a href="/plus/">Ticker+</a> <a href="/forum/">Forum</a></nav></header>
<main><article class="article">
<header class="a-article-header"><p class="a-article-header__kicker">{escape(story.kicker)}</p>
<h1 class="a-article-header__title">{escape(story.headline)}</h1>
<p class="a-article-header__lead">{escape(story.dek)}</p>
<div class="a-article-header__meta"><span class="a-article-header__readtime">Lesezeit: 3 Min.</span> <button>vorlesen</button> <a href="#">Druckansicht</a>
<a href="#forum">Kommentare lesen</a> <a href="#">In Pocket speichern</a></div></header>
<figure class="a-article-image"><img src="/imgs/{story.slug}.jpg" alt=""><figcaption><span class="caption">{escape(story.caption)}</span> <span class="a-caption__source">{escape(story.credit)}</span></figcaption></figure>
<div class="article-content">
{paras(p[:2])}
<div class="ad-label"><p>Anzeige</p></div>
{paras(p[2:4])}
<aside class="a-box"><h3>Mehr zum Thema</h3><ul>{''.join(f'<li><a href="/news/m{i}.html">{escape(h)}</a></li>' for i, h in enumerate(more))}</ul></aside>
<blockquote><p>{escape(p[4])}</p></blockquote>
<h3>{escape(story.subhead)}</h3>
{story_list(story)}
{paras(p[5:])}
<p class="a-sign">({sign})</p>
</div>
<div class="a-article-author">{escape(story.author)}</div>
<div class="a-paid-promo"><p>{escape(promo)}</p><a href="/plus/abo">Jetzt testen</a></div>
<section class="a-recommendations"><h2>Empfehlungen der Redaktion</h2><ul>{''.join(f'<li><a href="/r/{i}">{escape(h)}</a></li>' for i, h in enumerate(recs))}</ul></section>
<section id="forum" class="a-forum"><h2>Kommentare lesen ({forum[0]} Beiträge)</h2><p>{escape(forum[1])}</p></section>
</article></main>
<footer class="a-footer"><p>© 2025 Ticker Verlag GmbH &amp; Co. KG</p><a href="/impressum">Impressum</a> <a href="/datenschutz">Datenschutz</a></footer></body></html>"""
    return Page("fresh11-german-tech", html, f"https://www.ticker.example.de/news/{story.slug}-10253117.html",
                every_must(story),
                (story.headline, story.dek, "Wir und unsere Partner verarbeiten Daten", "Zustimmen", story.kicker,
                 "Lesezeit: 3 Min.", "vorlesen", "Druckansicht", "Kommentare lesen", "In Pocket speichern",
                 story.author, story.caption, story.credit, "Anzeige", "Mehr zum Thema", more[0], more[1], f"({sign})", promo,
                 "Jetzt testen", "Empfehlungen der Redaktion", recs[0], recs[2], f"{forum[0]} Beiträge", forum[1],
                 "Ticker Verlag GmbH", "Impressum"))


def indonesian_portal(story: Story) -> Page:
    """An Indonesian news portal: "Baca juga:" lines inside the story, "ADVERTISEMENT" and "SCROLL
    TO CONTINUE WITH CONTENT" between the paragraphs, the city-and-site dateline opening the lead,
    "Penulis" and "Editor" lines, the caption with its "Foto:" credit, the editor's initials
    "(xyz/abc)" closing the story, "Simak Video" with its title, a Google News and WhatsApp
    promo, "Tag", "Berita Terkait" and "Terpopuler"."""
    p = story.paragraphs
    also, video, initials, related, popular, editor = INDO_PAGE[story.slug]

    def baca(h: str, i: int) -> str:
        return f'<p class="baca-juga"><strong>Baca juga:</strong> <a href="/berita/b{i}">{escape(h)}</a></p>'
    ad = ('<div class="parallax_ads"><p class="para_caption">ADVERTISEMENT</p><div class="ad-slot"></div>'
          '<p class="para_caption">SCROLL TO CONTINUE WITH CONTENT</p></div>')
    html = head(story, "Warta Kita", json_ld(story, "Warta Kita")) + f"""<body class="detail">
<header class="header"><a class="logo" href="/">Warta Kita</a><nav><a href="/berita">Berita</a> <a href="/megapolitan">Megapolitan</a> <a href="/ekonomi">Ekonomi</a> <a href="/olahraga">Olahraga</a> <a href="/tekno">Tekno</a></nav></header>
<main class="column-8"><article class="detail">
<div class="detail__header"><div class="breadcrumb"><a href="/">Warta Kita</a> / <a href="/{url_path(story.kicker)}">{escape(story.kicker)}</a></div>
<h1 class="detail__title">{escape(story.headline)}</h1>
<div class="detail__author">Penulis: {escape(story.author)} | Editor: {escape(editor)}</div>
<div class="detail__date">{escape(story.date_text)}</div>
<div class="detail__share"><a href="#">Bagikan</a> <a href="#">Salin Link</a> <span class="komentar">0 komentar</span></div></div>
<figure class="detail__media"><img src="/foto/{story.slug}.jpg" alt=""><figcaption class="detail__media-caption">{escape(story.caption)} ({escape(story.credit)})</figcaption></figure>
<div class="detail__body-text">
<p><strong>{INDO_DATELINE[story.slug]}, WARTAKITA</strong> - {escape(p[0])}</p>
{paras(p[1:2])}
{baca(also[0], 0)}
{paras(p[2:3])}
{ad}
{paras(p[3:5])}
{baca(also[1], 1)}
<h3>{escape(story.subhead)}</h3>
{story_list(story)}
{paras(p[5:])}
<p class="initial-editor"><strong>({initials})</strong></p>
<div class="detail__body-video"><p><strong>Simak Video "{escape(video)}"</strong></p><p>[Gambas:Video WartaKita]</p></div>
</div>
<div class="detail__promo"><p>Dapatkan update berita pilihan dan breaking news setiap hari dari Warta Kita. Ikuti kami di Google News dan saluran WhatsApp.</p></div>
<div class="detail__body-tag"><span>Tag</span> {''.join(f'<a href="/tag/{i}">{escape(t)}</a> ' for i, t in enumerate(INDO_TAGS[story.slug]))}</div>
</article>
<section class="berita-terkait"><h2>Berita Terkait</h2><ul>{''.join(f'<li><a href="/t/{i}">{escape(h)}</a></li>' for i, h in enumerate(related))}</ul></section>
<aside class="terpopuler"><h2>Terpopuler</h2><ol>{''.join(f'<li><a href="/p/{i}">{escape(h)}</a></li>' for i, h in enumerate(popular))}</ol></aside></main>
<footer class="footer"><p>Copyright © 2025 Warta Kita. All rights reserved.</p><a href="/pedoman-media-siber">Pedoman Media Siber</a> <a href="/redaksi">Redaksi</a></footer></body></html>"""
    return Page("fresh11-indonesian-portal", html, f"https://www.wartakita.example.co.id/{url_path(story.kicker)}/d-7{len(story.slug)}81234/{story.slug}",
                every_must(story),
                (story.headline, f"Penulis: {story.author}", f"Editor: {editor}", story.date_text, "Salin Link",
                 "0 komentar", story.caption, story.credit, "Baca juga:", also[0], also[1], "ADVERTISEMENT",
                 "SCROLL TO CONTINUE WITH CONTENT", f"({initials})", "Simak Video", video, "[Gambas:Video WartaKita]",
                 "Dapatkan update berita pilihan", "Ikuti kami di Google News", INDO_TAGS[story.slug][1], "Berita Terkait",
                 related[0], related[2], "Terpopuler", popular[1], "Pedoman Media Siber"))


def turkish_daily(story: Story) -> Page:
    """A Turkish national daily: "Giriş Tarihi" / "Güncelleme Tarihi" stamps, "Google News'te Takip
    Et", a text-size tool, "Haberin Devamı" labels between the paragraphs, an "İlgili Haberler"
    box inside the story, "Reklam" slots, the story's quote in a ``<blockquote>``, the news
    agency's source line, "Yorumlar" with its count and the comment-rules text, "Benzer Haberler",
    "Son Dakika Haberleri" and the KVKK cookie notice."""
    p = story.paragraphs
    related, similar, latest, comments, agency = TURKISH_PAGE[story.slug]
    more = '<div class="haberin-devami"><span>Haberin Devamı</span></div>'
    html = head(story, "Ege Haber", json_ld(story, "Ege Haber")) + f"""<body class="news-detail">
<div class="kvkk-cookie"><p>Sitemizde çerezler kullanılmaktadır. Detaylı bilgi için Çerez Politikası sayfamızı inceleyebilirsiniz.</p><button>Kabul Et</button></div>
<header class="header"><a class="logo" href="/">Ege Haber</a><nav><a href="/gundem/">Gündem</a> <a href="/ekonomi/">Ekonomi</a> <a href="/dunya/">Dünya</a> <a href="/spor/">Spor</a> <a href="/yazarlar/">Yazarlar</a></nav></header>
<main class="container"><div class="news-detail-title"><a class="category" href="/{url_path(story.kicker)}/">{escape(story.kicker)}</a>
<h1>{escape(story.headline)}</h1><h2 class="news-detail-spot">{escape(story.dek)}</h2>
<div class="news-date"><span>Giriş Tarihi: {escape(story.date_text)}</span> <span>Güncelleme Tarihi: {escape(TURKISH_UPDATED[story.slug])}</span></div>
<div class="news-tools"><a href="#">Google News'te Takip Et</a> <button>Yazı Boyutu</button> <a href="#">Paylaş</a></div>
<div class="news-author">{escape(story.author)}</div></div>
<figure class="news-image"><img src="/images/{story.slug}.jpg" alt=""><figcaption>{escape(story.caption)} ({escape(story.credit)})</figcaption></figure>
<div class="news-content readingTime">
{paras(p[:2])}
{more}
{paras(p[2:3])}
<div class="reklam"><span>Reklam</span></div>
{paras(p[3:4])}
<div class="ilgili-haberler"><p class="title">İlgili Haberler</p><a href="/gundem/i1"><span>{escape(related)}</span></a></div>
{more}
<blockquote><p>{escape(p[4])}</p></blockquote>
<h3>{escape(story.subhead)}</h3>
{story_list(story)}
{more}
{paras(p[5:])}
<p class="news-source">Kaynak: {escape(agency)}</p>
</div>
<div class="news-comments"><h3>Yorumlar ({comments})</h3><p>Yorumlar, okuyucularımızın kişisel görüşleridir. Hakaret ve küfür içeren yorumlar yayımlanmaz.</p><button>Yorum Yaz</button></div>
<section class="benzer-haberler"><h3>Benzer Haberler</h3><ul>{''.join(f'<li><a href="/b/{i}">{escape(h)}</a></li>' for i, h in enumerate(similar))}</ul></section>
<aside class="son-dakika"><h3>Son Dakika Haberleri</h3><ul>{''.join(f'<li><a href="/s/{i}">{escape(h)}</a></li>' for i, h in enumerate(latest))}</ul></aside></main>
<footer class="footer"><p>© Copyright 2025 Ege Haber Gazetecilik A.Ş. Tüm hakları saklıdır.</p><a href="/kvkk">KVKK Aydınlatma Metni</a></footer></body></html>"""
    return Page("fresh11-turkish-daily", html, f"https://www.egehaber.example.com.tr/{url_path(story.kicker)}/{story.slug}-42817{len(story.slug)}",
                every_must(story),
                (story.headline, story.dek, "Sitemizde çerezler kullanılmaktadır", "Kabul Et",
                 f"Giriş Tarihi: {story.date_text}", "Güncelleme Tarihi", "Google News'te Takip Et", "Yazı Boyutu", "Paylaş",
                 story.author, story.caption, story.credit, "Haberin Devamı", "Reklam", "İlgili Haberler", related,
                 f"Kaynak: {agency}", f"Yorumlar ({comments})", "okuyucularımızın kişisel görüşleridir", "Yorum Yaz",
                 "Benzer Haberler", similar[0], similar[2], "Son Dakika Haberleri", latest[1], "Tüm hakları saklıdır",
                 "KVKK Aydınlatma Metni"))


def french_interview(story: Story) -> Page:
    """A French news magazine's interview: the "Entretien" label, the headline quoting the guest
    between « », the standfirst, "Propos recueillis par ...", "Publié le ...", "Temps de lecture",
    "Ajouter à mes favoris", the photo credited in capitals "PHOTO : ... POUR ...", the questions
    in bold and the answers (all the story), an "À lire aussi" line and a newsletter box inside the
    interview, a subscription invitation, "Sur le même sujet", "Les plus lus" and comments."""
    p = story.paragraphs
    also, same, most, comments, book = FRENCH_PAGE[story.slug]

    def qa(texts: tuple[str, ...], start: int) -> str:
        return "\n".join(f'<p class="question"><strong>{escape(t)}</strong></p>' if (start + i) % 2 else f"<p>{escape(t)}</p>"
                         for i, t in enumerate(texts))
    html = head(story, "Horizons", json_ld(story, "Horizons")) + f"""<body class="article-page">
<div class="didomi-notice"><p>Avec votre accord, nous et nos partenaires utilisons des cookies ou technologies similaires pour stocker et accéder à des informations personnelles.</p><button>Accepter et fermer</button> <button>Continuer sans accepter</button></div>
<header class="site-header"><a class="logo" href="/">Horizons</a><nav><a href="/politique/">Politique</a> <a href="/societe/">Société</a> <a href="/environnement/">Environnement</a> <a href="/culture/">Culture</a> <a href="/idees/">Idées</a></nav>
<a class="btn-abo" href="/abonnement/">S'abonner</a></header>
<main><article class="article">
<header class="article__header"><p class="article__kicker"><a href="/{url_path(story.kicker)}/">{escape(story.kicker)}</a> · <span class="article__genre">Entretien</span></p>
<h1 class="article__title">{escape(story.headline)}</h1>
<p class="article__chapo">{escape(story.dek)}</p>
<p class="article__byline">Propos recueillis par {escape(story.author)}</p>
<p class="article__date">Publié le {escape(story.date_text)} · Temps de lecture : 6 min.</p>
<div class="article__tools"><button>Ajouter à mes favoris</button> <button>Partager</button> <a href="#comments">Commenter</a></div></header>
<figure class="article__media"><img src="/photos/{story.slug}.jpg" alt=""><figcaption>{escape(story.caption)} <span class="credit">{escape(story.credit)}</span></figcaption></figure>
<div class="article__content">
<p class="article__lead"><strong>{escape(p[0])}</strong></p>
{qa(p[1:3], 1)}
<p class="article__also"><span>À lire aussi</span> <a href="/environnement/a1.html">{escape(also)}</a></p>
{qa(p[3:5], 3)}
<div class="newsletter-box"><p class="newsletter-box__title">Newsletter « La Matinale »</p><p>Chaque matin, l'essentiel de l'actualité choisi par la rédaction.</p><form><input type="email" placeholder="Votre adresse e-mail"><button>S'inscrire</button></form></div>
<h2>{escape(story.subhead)}</h2>
{story_list(story)}
{qa(p[5:], 5)}
<p class="article__book"><em>{escape(book)}</em></p>
</div>
<div class="article__paywall-invite"><p>Vous avez lu cet entretien jusqu'au bout ? Soutenez une rédaction indépendante : abonnez-vous dès 1 € le premier mois.</p></div>
<section class="article__same"><h2>Sur le même sujet</h2><ul>{''.join(f'<li><a href="/s/{i}">{escape(h)}</a></li>' for i, h in enumerate(same))}</ul></section>
<section id="comments" class="comments"><h2>Commentaires ({comments})</h2><p>Les commentaires sont réservés aux abonnés.</p></section>
</article>
<aside class="plus-lus"><h2>Les plus lus</h2><ol>{''.join(f'<li><a href="/p/{i}">{escape(h)}</a></li>' for i, h in enumerate(most))}</ol></aside></main>
<footer class="site-footer"><p>© Horizons 2025. Reproduction interdite sans autorisation.</p><a href="/mentions-legales">Mentions légales</a></footer></body></html>"""
    return Page("fresh11-french-interview", html, f"https://www.horizons.example.fr/{url_path(story.kicker)}/article/2025/{story.slug}",
                every_must(story),
                (story.headline, story.dek, "Avec votre accord, nous et nos partenaires", "Continuer sans accepter",
                 "Entretien", f"Propos recueillis par {story.author}", f"Publié le {story.date_text}", "Temps de lecture",
                 "Ajouter à mes favoris", "Commenter", story.caption, story.credit, "À lire aussi", also,
                 "Newsletter « La Matinale »", "l'essentiel de l'actualité choisi par la rédaction", "S'inscrire", book,
                 "Soutenez une rédaction indépendante", "Sur le même sujet", same[0], same[1],
                 f"Commentaires ({comments})", "réservés aux abonnés", "Les plus lus", most[2], "Reproduction interdite"))


WIRE_RELEASE = {
    "hydrogen-buses": ("DENVER", "Rachel Ortiz", "media@aurora-transit.example.com", "+1 970-555-0142",
                       "Aurora Transit Systems designs and builds zero-emission buses for public transit agencies in "
                       "North America. Founded in 2014, the company has delivered more than 600 buses from its plant in "
                       "Greeley, Colorado."),
    "clinic-scheduling": ("WICHITA, Kan.", "Ben Hollis", "press@medorahealth.example.com", "+1 316-555-0187",
                          "Medora Health builds software for independent and rural health care providers. The company "
                          "is based in Wichita, Kansas, and serves more than 1,400 clinics in 22 states.")}
WIRE_QUOTES = (("ATSX", "18.42", "+3.12%", "up"), ("MDHL", "41.07", "-0.48%", "down"), ("NBLF", "7.95", "+0.63%", "up"))
WIRE_POPULAR = {"hydrogen-buses": ("Mortgage rates fall for a third straight week",
                                   "Retail sales rose more than expected in February",
                                   "Why small-cap stocks could lead the market this spring"),
                "clinic-scheduling": ("Treasury yields climb ahead of the Fed's March meeting",
                                      "Three dividend stocks analysts like for 2025",
                                      "Jobless claims hold near historic lows")}
TECH_PAGE = {
    "hospital-ransomware": (
        ("Eleven hospitals used paper charts for 21 days after the attack.",
         "Attackers got in through a vendor account without multi-factor authentication.",
         "Billing systems will not be fully caught up until May."),
        "Ransomware groups shift to smaller health systems, report finds",
        "Why health care remains the costliest sector for data breaches",
        "How to build a recovery plan that survives a three-week outage",
        "Senior Editor, Cybersecurity",
        "Dana Whitfield covers cybersecurity, privacy and health IT. She previously reported on hospital "
        "technology for a trade magazine in Chicago.",
        ("Ransomware", "Healthcare IT", "Incident Response")),
    "datacenter-water": (
        ("Four operators will stop using evaporative cooling at new Phoenix-area sites from 2026.",
         "Closed-loop systems save water but need 5 to 10 percent more power.",
         "Cities plan to write the requirement into zoning rules."),
        "Data center power demand in the Southwest could double by 2030",
        "Inside the liquid cooling race for AI servers",
        "Five questions to ask before choosing a colocation provider",
        "Reporter, Data Centers",
        "Owen Castillo reports on data center construction, energy and water in the western United States. He is "
        "based in Phoenix.",
        ("Data Center Cooling", "Sustainability", "Water"))}
TECH_NEXT = {"hospital-ransomware": (("Cloud", "Cloud outages cost more than companies admit, survey says"),
                                     ("AI", "Security teams test AI assistants for triage, with mixed results"),
                                     ("Networking", "Why hospitals are segmenting medical device networks")),
             "datacenter-water": (("Energy", "Utilities weigh special rates for large data center loads"),
                                  ("Cloud", "Hyperscalers add regions in the Mountain West"),
                                  ("AI", "GPU clusters push rack densities past 100 kilowatts"))}
PORTAL_EDITION = {"temporal-campinas": "Campinas e Região", "vacina-escolas": "Ribeirão Preto e Franca"}
PORTAL_ALSO = {"temporal-campinas": ("Queda de árvore interdita faixa da Rodovia Anhanguera",
                                     "Calor de 36 °C antecede chuva forte no interior de SP",
                                     "Como pedir indenização por danos causados por falta de energia"),
               "vacina-escolas": ("Casos de dengue crescem 60% na região de Franca",
                                  "Vacina contra a dengue: quem pode tomar e onde encontrar",
                                  "Mutirão recolhe 12 toneladas de entulho em bairros de Ribeirão")}
PORTAL_GALLERY = {"temporal-campinas": (("Galhos bloqueiam rua no Jardim Campos Elíseos", "Rafael Moura/EPTV"),
                                        ("Ônibus atingido por galho na Avenida John Boyd Dunlop", "Reprodução/Redes sociais"),
                                        ("Muro desabou no Jardim Florence", "Defesa Civil de Campinas"),
                                        ("Equipes trabalham no religamento da energia", "Rafael Moura/EPTV")),
                  "vacina-escolas": (("Aplicação da vacina em posto de saúde da zona norte", "Ana Lima/Prefeitura"),
                                     ("Agentes fazem vistoria contra criadouros do mosquito", "Ana Lima/Prefeitura"),
                                     ("Caderneta de vacinação de aluno da rede municipal", "Carlos Mendes/Portal Vitrine"),
                                     ("Fila em unidade de saúde no primeiro dia da campanha", "Carlos Mendes/Portal Vitrine"))}
PORTAL_MOST = {"temporal-campinas": ("Motorista morre em acidente na Rodovia dos Bandeirantes",
                                     "Concurso da prefeitura de Sumaré abre 300 vagas",
                                     "Aeroporto de Viracopos terá novos voos internacionais"),
               "vacina-escolas": ("Bebê nasce dentro de carro a caminho do hospital em Franca",
                                  "Preço do etanol cai pela quarta semana seguida na região",
                                  "Show de sertanejo lota parque de exposições de Ribeirão")}
GERMAN_TECH = {
    "glasfaser-foerderung": ("jbe",
                             ("Gigabitstrategie: Ziele für 2030 wackeln", "Telekom und Netzbetreiber streiten über Überbau"),
                             ("Mobilfunk: Funklöcher an Bahnstrecken sollen bis 2026 verschwinden",
                              "Router-Test: Fünf Glasfaser-Modems im Vergleich",
                              "Breitbandatlas: So schnell ist das Internet in Ihrer Gemeinde"),
                             "Ticker+ lesen: Alle Hintergründe und Tests für 4,95 € im Monat.",
                             (214, "Und wieder trifft es die Dörfer. Hier wartet man seit 2019 auf den Anschluss.")),
    "e-rezept-stoerung": ("mia",
                          ("Elektronische Patientenakte startet in Modellregionen", "Gematik: Neue Version der E-Rezept-App"),
                          ("Kartenterminals: Tausende Praxen müssen bis Jahresende tauschen",
                           "KIM-Dienst: Ärzte klagen über verlorene Nachrichten",
                           "Digitale Gesundheit: Was sich 2025 für Versicherte ändert"),
                          "Ticker+ lesen: Alle Hintergründe und Tests für 4,95 € im Monat.",
                          (87, "Zertifikate laufen nicht überraschend ab. Das hätte man im Kalender sehen können."))}
INDO_DATELINE = {"banjir-bekasi": "BEKASI", "tarif-krl": "JAKARTA"}
INDO_PAGE = {
    "banjir-bekasi": (("Ketinggian Air di Bendung Katulampa Naik, Warga Diminta Waspada",
                       "Daftar Lokasi Pengungsian Banjir di Kota Bekasi"),
                      "Detik-detik Warga Bekasi Dievakuasi Pakai Perahu Karet", "rnk/dhn",
                      ("BPBD DKI Catat 30 RT Terendam Banjir Pagi Ini",
                       "Jalan Tol Jakarta-Cikampek Tergenang di KM 12",
                       "Pemprov Jabar Kirim Bantuan untuk Korban Banjir"),
                      ("Harga Beras Premium Turun di Pasar Induk Cipinang",
                       "Timnas Indonesia Umumkan Skuad untuk Laga Maret",
                       "Jadwal Imsakiyah Ramadan 2025 Wilayah Jakarta"),
                      "Dhani Nugroho"),
    "tarif-krl": (("KAI Commuter Tambah Perjalanan KRL Mulai Februari",
                   "Penumpang KRL Tembus 330 Juta Orang Sepanjang 2024"),
                  "Penjelasan Kemenhub soal Tarif KRL Berbasis NIK", "dpr/ara",
                  ("Tarif LRT Jabodebek Tetap Rp 5.000 hingga Akhir Tahun",
                   "Stasiun Manggarai Akan Punya Pintu Masuk Baru",
                   "MRT Jakarta Fase 2 Ditargetkan Beroperasi 2027"),
                  ("Cara Cek Penerima Bansos Lewat HP",
                   "Promo Tiket Kereta Jarak Jauh untuk Libur Sekolah",
                   "Gaji Pensiunan PNS Naik Mulai Bulan Ini"),
                  "Aulia Rahman")}
INDO_TAGS = {"banjir-bekasi": ("banjir", "Banjir Jabodetabek 2025", "BPBD"),
             "tarif-krl": ("KRL", "Subsidi Transportasi", "Kemenhub")}
TURKISH_UPDATED = {"izmir-metro": "14.03.2025 12:05", "zeytin-hasadi": "20.11.2024 11:40"}
TURKISH_PAGE = {
    "izmir-metro": ("Narlıdere metrosunda yolcu sayısı bir yılda iki katına çıktı",
                    ("İzmir'de toplu taşımaya yeni düzenleme", "Karşıyaka tramvayına dört yeni durak",
                     "İzmir Körfezi'nde vapur seferleri artırıldı"),
                    ("Ankara'da kar yağışı etkili oldu", "Merkez Bankası faiz kararını açıkladı",
                     "Milli takımın aday kadrosu belli oldu"), 18, "DHA"),
    "zeytin-hasadi": ("Zeytinyağı ihracatında yeni dönem başladı",
                      ("Fındık fiyatları açıklandı", "Ege'de barajların doluluk oranı yüzde 20'nin altına indi",
                       "Çiftçiye mazot desteği ödemeleri başladı"),
                      ("İstanbul'da trafik yoğunluğu yüzde 80'e ulaştı", "Asgari ücret görüşmeleri başlıyor",
                       "Süper Lig'de haftanın programı"), 42, "İHA")}
FRENCH_PAGE = {
    "glaciers-interview": ("Dans les Alpes, les stations de moyenne montagne face à la fin de la neige",
                           ("Le glacier de Sarenne, premier glacier français déclaré disparu",
                            "Sécheresse : les rivières alpines à leur plus bas niveau en été"),
                           ("Réforme des retraites : ce qui change au 1er avril",
                            "Le prix du gazole repasse sous 1,70 euro",
                            "Six Nations : le XV de France bat l'Irlande"),
                           64, "Anne Mercier, « Le Dernier Été des glaces », Éditions du Col, 240 pages, 21 euros."),
    "boulanger-interview": ("Boulangeries : le prix de la baguette a augmenté de 20 % en trois ans",
                            ("Apprentissage : les métiers de bouche peinent à attirer",
                             "La baguette inscrite au patrimoine immatériel de l'Unesco"),
                            ("Grippe : l'épidémie atteint son pic en Île-de-France",
                             "Le gouvernement présente son plan pour le logement",
                             "Ligue 1 : l'OL s'impose à Marseille"),
                            23, "Karim Benali, « Le Pain de la nuit », Éditions Tablier, 192 pages, 18 euros.")}


def fresh11_pages() -> list[Page]:
    """Every page of the fresh-11 layouts, named ``<layout>/<story>``: each layout wraps two stories of its own."""
    (buses, clinics, ransomware, water, temporal, vacina, glasfaser, erezept, banjir, krl, metro, zeytin, glaciers,
     boulanger) = FRESH11_STORIES
    chosen: tuple[tuple[Fresh11Layout, tuple[Story, ...]], ...] = (
        (press_wire, (buses, clinics)),
        (tech_takeaways, (ransomware, water)),
        (brazilian_portal, (temporal, vacina)),
        (german_tech, (glasfaser, erezept)),
        (indonesian_portal, (banjir, krl)),
        (turkish_daily, (metro, zeytin)),
        (french_interview, (glaciers, boulanger)))
    return pages_of(chosen)
