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
