import json
import re
from pathlib import Path

import pytest

from scrapy_articles.extraction import extract
from scrapy_articles.extraction.page.kinds import _TitleWords, _top_level_alternatives, article_url, title_kinds, url_kinds
from scrapy_articles.extraction.page.decision import ARTICLE_LIST, OTHER, named_type, page_kind


@pytest.mark.parametrize("url, expected", [
    ("https://a.example/tag/energy/", {"tag"}),
    ("https://a.example/topics/housing", {"tag"}),
    ("https://a.example/taxonomy/term/12", {"tag"}),
    ("https://a.example/?s=energy", {"search", "front"} - {"front"}),
    ("https://a.example/search?q=energy", {"search"}),
    ("https://a.example/author/jane-doe/", {"author"}),
    ("https://a.example/category/politics/page/3/", {"archive", "section"}),
    ("https://a.example/section/sport.html", {"section"}),
    ("https://a.example/about/contact.html", {"about", "contact"}),
    ("https://a.example/about/privacy.html", {"about", "privacy"}),
    ("https://a.example/news/business?page=2", {"archive"}),
    ("https://a.example/forums/general.12/", {"forum"}),
    ("https://a.example/whats-on", {"events"}),
    ("https://a.example/privacy-policy/", {"privacy"}),
    ("https://a.example/legal/terms", {"terms"}),
    ("https://a.example/about-us", {"about"}),
    ("https://a.example/info/contact-us", {"contact"}),
    ("https://a.example/my-account/", {"signin"}),
    ("https://a.example/", {"front"}),
    ("https://a.example/index.html", {"front"}),
    ("https://a.example/2024/03/12/council-approves-new-budget/", set()),
    # Records and legal pages, in the languages of the trafilatura pages.
    ("https://a.example/rezepte/apfelstrudel-nach-omas-art/", {"recipe"}),
    ("https://a.example/recipes/lemon-roast-chicken", {"recipe"}),
    ("https://a.example/przepis/pierogi-ruskie", {"recipe"}),
    ("https://a.example/produkte/gartenschlauch-20m", {"product"}),
    ("https://a.example/p/123456", {"product"}),
    ("https://a.example/wiki/Tidal_power", {"wiki"}),
    ("https://a.example/lexikon/genossenschaft.html", {"wiki"}),
    ("https://a.example/lexicon.aspx?id=12", {"wiki"}),
    ("https://a.example/ferienhaus/seeblick", {"product"}),
    ("https://a.example/sport/ergebnisse/", {"results"}),
    ("https://a.example/impressum", {"terms"}),
    ("https://a.example/agb.html", {"terms"}),
    ("https://a.example/datenschutzerklaerung/", {"privacy"}),
    ("https://a.example/wir-ueber-uns/", {"about"}),
    ("https://a.example/kontakt", {"contact"}),
    # The listing and service paths of French, Italian and Spanish sites.
    ("https://a.example/mots-cles/energie", {"tag"}),
    ("https://a.example/auteurs/maria-rossi", {"author"}),
    ("https://a.example/recherche?search_api_fulltext=climat", {"search"}),
    ("https://a.example/diaporamas", {"gallery"}),
    ("https://a.example/direct", {"live"}),
    ("https://a.example/evenements/", {"events"}),
    ("https://a.example/politique-de-confidentialite", {"privacy"}),
    ("https://a.example/conditions-generales-d-utilisation", {"terms"}),
    ("https://a.example/cgu", {"terms"}),
    ("https://a.example/a-propos", {"about"}),
    ("https://a.example/chi-siamo", {"about"}),
    ("https://a.example/nous-contacter", {"contact"}),
    ("https://a.example/connexion", {"signin"}),
    ("https://a.example/boutique/tote-bag", {"product"}),
    ("https://a.example/lexique/vote-preferentiel", {"wiki"}),
    ("https://a.example/sport/resultats", {"results"}),
    ("https://a.example/page-non-trouvee", {"error"}),
    # Words inside a slug are no kind: "contact" and "search" are parts of a headline here.
    ("https://a.example/news/contactless-payments-research-grows", set()),
    ("https://a.example/actualites/sport/le-direct-des-boutiques-en-ville-3950", set()),
    (None, set()),
])
def test_url_kinds(url, expected):
    assert url_kinds(url) == expected


@pytest.mark.parametrize("texts, expected", [
    (("Search results for \u201cenergy\u201d",), {"search"}),
    (("Tag: energy | The Post",), {"tag"}),
    (("Page not found",), {"error"}),
    (("Privacy policy",), {"privacy"}),
    (("Terms and conditions",), {"terms"}),
    (("About us",), {"about"}),
    (("Contact us",), {"contact"}),
    (("Subscribe to continue reading",), {"signin"}),
    (("Council approves new budget", "We value your privacy"), {"consent"}),
    (("Privacy and cookies | The Riverside Courier",), {"consent"}),
    (("Apfelstrudel nach Omas Rezept | Backen",), {"recipe"}),
    (("Genossenschaft – Lexikon",), {"wiki"}),
    (("Ergebnisse, 12. Spieltag",), {"results"}),
    (("Home | Valley Weekly",), {"front"}),
    (("Über uns",), {"about"}),
    (("Datenschutzerklärung",), {"privacy"}),
    # French page names, as the chrome writes them (a no-break space before a colon or question mark).
    (("Politique de confidentialit\u00e9 | Le Courrier",), {"privacy"}),
    (("Mentions l\u00e9gales",), {"terms"}),
    (("CGU",), {"terms"}),
    (("Qui sommes-nous\u00a0?",), {"about"}),
    (("Nous contacter",), {"contact"}),
    (("Page introuvable",), {"error"}),
    (("Mot-cl\u00e9\u00a0: logement",), {"tag"}),
    (("R\u00e9sultats de recherche",), {"search"}),
    (("Prochains \u00e9v\u00e9nements",), {"events"}),
    (("Diaporamas",), {"gallery"}),
    (("Se connecter",), {"signin"}),
    (("Lexique",), {"wiki"}),
    (("Council approves new budget",), set()),
    # A recipe named in a headline's long part is no recipe page.
    (("A recipe for disaster: how the council lost its budget vote",), set()),
    ((None,), set()),
])
def test_title_kinds(texts, expected):
    assert title_kinds(*texts) == expected


@pytest.mark.parametrize("url, expected", [
    ("https://a.example/2024/03/12/council-approves-budget/", True),
    ("https://a.example/news/council-approves-new-budget-for-schools", True),
    ("https://a.example/tag/energy/", False),
    ("https://a.example/news.aspx?id=123", False),
    (None, False),
    # A slug before an asset id (regional papers' CMSs), not only as the last segment.
    ("https://a.example/news/local/council-approves-new-budget/article_2925711a-f51b-b51e-c737-1dcbb2a89d35.html",
     True),
    # A UUID or a hash has a slug's parts but no words: a video's or a shop item's id.
    ("https://a.example/news/world/video_4d37b7d6-3bcd-4c8c-46ca-f0977575a8eb.html", False),
    ("https://a.example/marketplace/item_02d080d9-afe8-9cd8-b715-dd5d523e6868.html", False),
    ("https://a.example/posts/2019-03-12-first-post.html", True),  # two words and a date
    ("https://a.example/news/budget-vote-2024/", False),  # three parts
])
def test_article_url(url, expected):
    assert article_url(url) is expected


@pytest.mark.parametrize("kinds, expected", [
    # The narrower kind names the page: a contact or privacy page under /about/, a privacy page's cookies.
    ({"about", "contact"}, "contact"),
    ({"about", "privacy", "consent"}, "privacy"),
    ({"consent"}, "consent"),
    ({"about"}, "about"),
    ({"terms", "about"}, "terms"),
])
def test_other_pages_are_named_by_their_narrower_kind(kinds, expected):
    assert page_kind(OTHER, frozenset(kinds)) == expected


@pytest.mark.parametrize("kinds, expected", [
    ({"section"}, ARTICLE_LIST),
    ({"front"}, ARTICLE_LIST),
    ({"contact", "about"}, OTHER),
    ({"tag", "privacy"}, None),  # both types named: the model's likelier one
    (set(), None),
])
def test_named_type(kinds, expected):
    assert named_type(frozenset(kinds)) == expected


# The example project's non-articles (site/expected.json) under the kind the page decision names:
# expected.json's "legal" page is the site's privacy and cookies page, its "section-front" a section.
EXAMPLE = Path(__file__).resolve().parents[2] / "example_project" / "site"
EXAMPLE_KINDS = {"about/contact.html": "contact", "about/privacy.html": "privacy", "index.html": "front",
                 "section/sport.html": "section"}


def test_the_example_sites_non_articles_are_named_as_its_gold_says():
    gold = json.loads((EXAMPLE / "expected.json").read_text())
    non_articles = {page: entry["kind"] for page, entry in gold.items() if not entry.get("is_article")}
    assert sorted(non_articles) == sorted(EXAMPLE_KINDS)
    for page, kind in EXAMPLE_KINDS.items():
        article = extract((EXAMPLE / page).read_text(encoding="utf-8"), f"http://127.0.0.1:8000/{page}")
        assert not article.is_article, page
        assert article.page_kind == kind, (page, non_articles[page], article.page_type, article.page_kind)


@pytest.mark.parametrize("kinds, expected", [
    ({"forum", "tag"}, "forum"),  # a thread at /forum/topic/123
    ({"tag", "archive"}, "tag"),  # a tag page's page 2
    ({"front"}, "front"),
])
def test_listings_are_named_by_their_narrower_kind(kinds, expected):
    assert page_kind(ARTICLE_LIST, frozenset(kinds)) == expected


@pytest.mark.parametrize("pattern, expected", [
    (r"^about\b|\babout us\b", [r"^about\b", r"\babout us\b"]),
    # A "|" inside a group or a class, or escaped, splits nothing.
    (r"^(?:tag|topic)\s*[:|-]|\btagged\b", [r"^(?:tag|topic)\s*[:|-]", r"\btagged\b"]),
    (r"a\|b|c", [r"a\|b", "c"]),
])
def test_title_vocabularies_split_at_their_top_level_alternatives(pattern, expected):
    assert _top_level_alternatives(pattern) == expected


@pytest.mark.parametrize("text", ["about the vote", "the about page", "contact", "results 2024", "x contact"])
def test_title_words_match_as_one_pattern_would(text):
    """Anchored alternatives matched once at the start, the rest searched: as re.search of the whole."""
    pattern = r"^about\b|\babout us\b|^contact\b|^results\b|\bpage\b"
    assert _TitleWords(pattern).search(text) == bool(re.search(pattern, text))
