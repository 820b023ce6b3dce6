"""The text of the page-type fixtures' service pages, written for them.

Legal, consent, account, contact and error pages are much alike from site to
site; each list holds sentences of which a page takes a seeded selection, so
two templates' privacy pages share wording as real ones do, but not all of it.
``{site}`` is replaced by the site's name.
"""

from __future__ import annotations

import random

PRIVACY = (
    ("Who we are", [
        "{site} is published by {site} Media Ltd, which is the controller of the personal data described in this notice.",
        "This notice explains what information we collect when you visit our websites, use our apps or subscribe to our newsletters, and how we use it.",
        "If you have questions about this notice you can write to our data protection officer at the address given below.",
    ]),
    ("What we collect", [
        "We collect the information you give us when you register, such as your name, email address and postcode, and the preferences you set in your account.",
        "When you browse our pages we record technical information including your IP address, browser type, the pages you read and the time you spent on them.",
        "If you pay for a subscription, our payment provider processes your card details; we never see or store your full card number.",
        "We may receive information about you from partners, for example when you sign in with a social network account.",
    ]),
    ("How we use your information", [
        "We use your information to provide the services you ask for, to personalise the content and advertising you see, and to keep our services secure.",
        "We rely on your consent for marketing emails and for non-essential cookies, and on our legitimate interests for analytics that help us improve our journalism.",
        "We do not sell your personal data. We share it only with service providers who process it on our behalf under contract.",
    ]),
    ("Cookies", [
        "Cookies are small text files placed on your device. We use strictly necessary cookies to make the site work, and, with your consent, analytics and advertising cookies.",
        "You can change your cookie choices at any time through the Privacy settings link at the foot of every page.",
    ]),
    ("How long we keep it", [
        "We keep account information for as long as your account is active and for up to two years afterwards, unless the law requires us to keep it longer.",
        "Server logs are deleted after ninety days.",
    ]),
    ("Your rights", [
        "You have the right to ask for a copy of the personal data we hold about you, to have it corrected or deleted, and to object to certain uses of it.",
        "You also have the right to complain to the data protection authority in your country.",
        "To exercise any of these rights, email privacy@example.org with the subject line Data request.",
    ]),
    ("Changes to this notice", [
        "We may update this notice from time to time. The date at the top of the page shows when it was last changed.",
    ]),
)

TERMS = (
    ("Acceptance of these terms", [
        "By accessing or using the {site} website you agree to be bound by these terms and conditions. If you do not agree, please do not use the site.",
        "We may revise these terms at any time by updating this page; your continued use of the site means you accept the revised terms.",
    ]),
    ("Use of content", [
        "All content on this site, including text, photographs, graphics and video, is owned by or licensed to {site} and is protected by copyright.",
        "You may view, download and print content for your personal, non-commercial use only. You may not republish, sell or distribute it without our written permission.",
        "Short quotations with attribution and a link to the original page are permitted.",
    ]),
    ("User contributions", [
        "If you post comments or other material on the site, you grant us a non-exclusive, royalty-free licence to publish, edit and distribute it in any media.",
        "You must not post material that is unlawful, defamatory, obscene or that infringes the rights of others. We may remove any contribution without notice.",
    ]),
    ("Subscriptions and payment", [
        "Subscriptions renew automatically at the end of each billing period unless you cancel before the renewal date.",
        "Refunds are available within fourteen days of the first payment, in line with consumer law.",
    ]),
    ("Limitation of liability", [
        "The site is provided as is. We do not warrant that it will be uninterrupted or free of errors, and we are not liable for any loss arising from your use of it, except where the law does not allow us to exclude liability.",
    ]),
    ("Governing law", [
        "These terms are governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction over any dispute.",
    ]),
)

ABOUT = (
    "{site} has covered the news of the region since 1998, when a small team of reporters started a weekly newsletter from a room above a bakery.",
    "Today our newsroom of thirty journalists publishes around the clock, online and in print, and our stories are read by more than a million people each month.",
    "We are independent: we are owned by a charitable trust, and no shareholder or advertiser has a say in what we publish.",
    "Our mission is simple: to report fairly and accurately on the things that matter to the communities we serve, and to hold the powerful to account.",
    "We follow the editors' code of practice, and we correct our mistakes promptly and openly. Our corrections page lists every change we have made.",
    "We are funded by our readers, through subscriptions and donations, and by advertising.",
    "Meet the team below, or get in touch: we would love to hear from you.",
)
TEAM_ROLES = ("Editor", "Deputy editor", "News editor", "Features editor", "Head of digital", "Picture editor")

CONTACT = (
    "Have a story for us? We want to hear from you. Contact the newsroom in confidence using the details below.",
    "For questions about your subscription or delivery, our customer service team is available Monday to Friday, 9am to 5pm.",
    "To advertise with us, contact our commercial team.",
    "If you think we have got something wrong, please email our readers' editor.",
)
DEPARTMENTS = ("Newsroom", "Subscriptions", "Advertising", "Readers' editor", "Events", "Syndication")

CONSENT = (
    "We value your privacy",
    "We and our 214 partners store and access information on your device, such as cookies, and process personal data, such as unique identifiers and browsing data, for the purposes described below.",
    "You may click to consent to our and our partners' processing for these purposes. Alternatively, you can access more detailed information and change your preferences before consenting or to refuse consenting.",
    "Some processing of your personal data may not require your consent, but you have a right to object to such processing. Your preferences will apply to this website only.",
    "You can change your preferences at any time by returning to this site or visiting our privacy policy.",
)
CONSENT_PURPOSES = (
    "Store and/or access information on a device", "Use limited data to select advertising",
    "Create profiles for personalised advertising", "Measure content performance",
    "Understand audiences through statistics", "Develop and improve services",
)

SIGN_IN = (
    "Subscribe to continue reading",
    "You have read all of your free articles this month. Subscribe today for unlimited access to award-winning journalism on any device.",
    "Already a subscriber? Sign in to your account.",
    "Cancel anytime. Offer available to new subscribers only.",
)
PLANS = (("Digital", "4.99 a month"), ("Digital plus print", "12.99 a month"), ("Annual digital", "49 a year"))

NOT_FOUND = (
    "Sorry, we couldn't find that page",
    "The page you are looking for may have been moved, deleted or may never have existed. Check the address, or try searching for it.",
    "You might like these stories instead:",
)

PRODUCT = (
    "Printed on heavyweight matt paper and shipped rolled in a sturdy tube.",
    "Each print is produced to order by our partner printers, using archival inks that will not fade for decades.",
    "A perfect gift for readers, this edition collects our best photographs of the year in a large-format hardback.",
    "Made from organic cotton, with our logo embroidered on the chest.",
    "Dispatched within three working days. Free delivery on orders over 30.",
)


def fill(rng: random.Random, sentences: tuple[str, ...] | list[str], k: int, site: str) -> list[str]:
    """``k`` of ``sentences`` in their order, with the site's name in."""
    chosen = sorted(rng.sample(range(len(sentences)), min(k, len(sentences))))
    return [sentences[i].replace("{site}", site) for i in chosen]


# Records: pages whose main content is a structured record, not a piece to
# read (recipes, reference entries, rental offers, results, events), and
# forum threads. Each recipe: (name, intro sentences, ingredients, steps),
# in English or German, as the sites of the trafilatura pages write them.
RECIPES = (
    ("Lemon and thyme roast chicken", [
        "This is the roast chicken we make every other Sunday, and it has never once let us down.",
        "The lemon goes inside the bird, the thyme goes everywhere, and the potatoes roast in the juices underneath.",
        "If you have never roasted a whole chicken before, this is the recipe to start with: it forgives almost everything.",
        "Leftovers make the best sandwiches the next day, so buy a bigger bird than you think you need.",
    ], ["1 whole chicken, about 1.8 kg", "2 lemons", "6 sprigs fresh thyme", "4 cloves garlic", "800 g waxy potatoes",
        "3 tbsp olive oil", "1 tsp sea salt", "Freshly ground black pepper"],
     ["Heat the oven to 200C. Pat the chicken dry and season it well inside and out.",
      "Halve one lemon and push it into the cavity with half the thyme and the garlic.",
      "Cut the potatoes into chunks, toss them with the oil and salt, and spread them in a roasting tin.",
      "Sit the chicken on the potatoes and roast for 1 hour 20 minutes, until the juices run clear.",
      "Rest for 15 minutes before carving, and squeeze the second lemon over the potatoes."]),
    ("Easy banana bread", [
        "Every kitchen has three brown bananas on the counter at some point, and this is what they are for.",
        "The loaf is moist, not too sweet, and keeps for days wrapped in foil.",
        "We have tested this with walnuts, chocolate chips and nothing at all, and all three versions disappear quickly.",
    ], ["3 ripe bananas", "75 g melted butter", "150 g caster sugar", "1 egg, beaten", "1 tsp vanilla extract",
        "1 tsp baking soda", "Pinch of salt", "190 g plain flour", "50 g chopped walnuts (optional)"],
     ["Heat the oven to 175C and line a loaf tin with baking paper.",
      "Mash the bananas in a bowl and stir in the melted butter.",
      "Mix in the sugar, egg and vanilla, then the baking soda and salt.",
      "Fold in the flour until just combined, add the walnuts, and pour into the tin.",
      "Bake for 55 to 60 minutes, until a skewer comes out clean. Cool in the tin for 10 minutes."]),
    ("Apfelstrudel nach Omas Rezept", [
        "Dieser Apfelstrudel gehört bei uns zu jedem Herbst, seit ich denken kann.",
        "Der Teig wird so dünn ausgezogen, dass man eine Zeitung hindurch lesen könnte, und genau das macht ihn so knusprig.",
        "Wer wenig Zeit hat, nimmt fertigen Strudelteig aus dem Kühlregal; das Ergebnis ist trotzdem wunderbar.",
    ], ["250 g Mehl", "1 Prise Salz", "125 ml lauwarmes Wasser", "3 EL Öl", "1 kg säuerliche Äpfel", "80 g Zucker",
        "1 TL Zimt", "50 g Rosinen", "60 g Semmelbrösel", "80 g Butter"],
     ["Mehl, Salz, Wasser und Öl zu einem glatten Teig kneten und 30 Minuten ruhen lassen.",
      "Die Äpfel schälen, in dünne Scheiben schneiden und mit Zucker, Zimt und Rosinen mischen.",
      "Die Semmelbrösel in der Hälfte der Butter goldbraun rösten.",
      "Den Teig auf einem bemehlten Tuch hauchdünn ausziehen, mit Bröseln und Äpfeln belegen und aufrollen.",
      "Mit der restlichen Butter bestreichen und bei 190 Grad etwa 40 Minuten backen."]),
    ("Linsensuppe mit Würstchen", [
        "Eine Linsensuppe wie bei Muttern: einfach, günstig und in einer halben Stunde auf dem Tisch.",
        "Am nächsten Tag schmeckt sie noch besser, deshalb kochen wir immer gleich die doppelte Menge.",
    ], ["250 g Tellerlinsen", "1 Zwiebel", "2 Karotten", "1 Stange Lauch", "2 Kartoffeln", "1 l Gemüsebrühe",
        "4 Wiener Würstchen", "2 EL Essig", "Salz und Pfeffer"],
     ["Zwiebel, Karotten, Lauch und Kartoffeln klein schneiden.",
      "Das Gemüse in etwas Öl andünsten, die Linsen zugeben und mit der Brühe aufgießen.",
      "Etwa 25 Minuten köcheln lassen, bis die Linsen weich sind.",
      "Die Würstchen in Scheiben schneiden, in der Suppe erhitzen und mit Essig, Salz und Pfeffer abschmecken."]),
)
RECIPE_FACTS = (("Prep", "15 min"), ("Cook", "45 min"), ("Serves", "4"), ("Difficulty", "Easy"))

# Reference entries: (term, opening definition); the rest of the entry is
# paragraphs of the fixture set's text under numbered section headings.
WIKI_TERMS = (
    ("Tidal power", "Tidal power is a form of hydropower that converts the energy of the tides into electricity."),
    ("Commuter belt", "A commuter belt is the region around a city from which people travel into it to work each day."),
    ("Ranked voting", "Ranked voting is any electoral system in which voters rank candidates in order of preference."),
    ("Heat pump", "A heat pump is a device that moves heat from a cooler place to a warmer one using mechanical work."),
    ("Genossenschaft", "Eine Genossenschaft ist ein Zusammenschluss von Personen, deren Zweck die Förderung ihrer Mitglieder ist."),
)
WIKI_SECTIONS = ("History", "Overview", "Design", "Use", "Criticism", "See also")

# Forum replies: short posts under a thread's first post.
REPLIES = (
    "Same here, it started after the last update.",
    "Have you tried turning it off and on again? Worked for me.",
    "Thanks, that fixed it!",
    "I would not bother, the newer model is much better for the money.",
    "Any news on this? Still waiting for a reply from support.",
    "+1, I have exactly the same problem.",
    "Not sure I agree, but each to their own.",
    "Check the settings menu, there is an option for it under Advanced.",
    "Mine arrived yesterday and it works fine so far.",
    "Bump. Anyone?",
    "Does anyone know if this works with the older version?",
    "Closed, see the other thread.",
)

# Holiday lets: (name, description sentences, features).
HOLIDAY = (
    ("Ferienhaus Seeblick", [
        "Unser gemütliches Ferienhaus liegt nur 200 Meter vom See entfernt, ruhig am Waldrand.",
        "Es bietet Platz für bis zu sechs Personen und eignet sich ideal für Familien mit Kindern.",
        "Haustiere sind nach Absprache willkommen.",
    ], ["3 Schlafzimmer", "2 Badezimmer", "110 m² Wohnfläche", "Kamin", "WLAN", "Terrasse mit Grill", "Parkplatz"]),
    ("Harbour View Cottage", [
        "A restored fisherman's cottage on the quay, with views across the harbour from every room.",
        "Sleeps four in two bedrooms; the village shop, pub and beach are a short walk away.",
    ], ["2 bedrooms", "1 bathroom", "Wood burner", "Wi-Fi", "Dogs welcome", "Sea views", "No smoking"]),
)
SEASONS = (("Low season", 79), ("Mid season", 99), ("High season", 139), ("Christmas and New Year", 159))

TEAMS = ("FC Riverside", "Northgate United", "SV Seestadt", "Eintracht Talheim", "Valley Rovers", "TSV Bergdorf",
         "Harbour Athletic", "VfL Waldau")

EVENT_BLURB = (
    "An evening of music and conversation with local artists, in aid of the community garden.",
    "Doors open half an hour before the start. The venue is fully accessible.",
    "Tickets include a drink on arrival. Children under 12 go free with a paying adult.",
    "Bring a picnic: the bar serves drinks and light snacks throughout.",
)

# A German legal notice (Impressum), as every German site must publish one.
IMPRESSUM = (
    "Angaben gemäß § 5 TMG",
    "{site} GmbH, Hauptstraße 12, 12345 Musterstadt",
    "Vertreten durch: Maria Muster, Geschäftsführerin",
    "Kontakt: Telefon 01234 567890, E-Mail info@example.org",
    "Registereintrag: Eintragung im Handelsregister, Registergericht Amtsgericht Musterstadt, HRB 12345",
    "Umsatzsteuer-ID gemäß § 27 a Umsatzsteuergesetz: DE123456789",
    "Haftung für Inhalte: Als Diensteanbieter sind wir gemäß § 7 Abs.1 TMG für eigene Inhalte auf diesen Seiten nach "
    "den allgemeinen Gesetzen verantwortlich. Nach §§ 8 bis 10 TMG sind wir als Diensteanbieter jedoch nicht "
    "verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen.",
    "Haftung für Links: Unser Angebot enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss "
    "haben. Deshalb können wir für diese fremden Inhalte auch keine Gewähr übernehmen.",
    "Urheberrecht: Die durch die Seitenbetreiber erstellten Inhalte und Werke auf diesen Seiten unterliegen dem "
    "deutschen Urheberrecht.",
)
