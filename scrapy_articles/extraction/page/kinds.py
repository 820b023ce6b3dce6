"""What a page's URL and title say it is: the vocabularies of CMS page kinds.

Input: the page URL, its ``<title>`` and first heading. Output: the kinds
(``tag``, ``search``, ``privacy``...) whose words they hold. Used twice: as
evidence of the page-type model (:mod:`.pagefeatures`), and to name the kind
of a page the model judged no article (the ``articles/skipped/not_article/<kind>``
stats), where the first kind that matches names it.

The words are the URL and title conventions of the common CMSs (WordPress,
Drupal, Joomla, phpBB, vBulletin, XenForo, the newspaper platforms): the
paths they give tag, author, search and page-2 listings, and the names
sites give their legal and account pages; and the words of records (recipes,
shop items, wiki entries, results tables) in the languages the development
pages are written in (English, German, Polish, French, Spanish, Italian).
The listing and service words are given in the same languages: a French
site's legal notice is at /mentions-legales and calls itself "Mentions
légales", its tag pages are at /mots-cles/.
"""

from __future__ import annotations

import re

from ..lazyregex import compile_lazily
from urllib.parse import urlsplit

# Page kinds by page type, in the order they are tried when naming a page:
# the narrower kind first. A contact or privacy page often lives under
# /about/ (its folder names the site's about pages, not it), a privacy
# page's title names cookies as a consent wall's does, a tag page's
# page 2 is still a tag page, and a thread at /forum/topic/ is a forum's.
LIST_KINDS = ("search", "forum", "tag", "author", "events", "gallery", "live", "archive", "front", "section")
OTHER_KINDS = ("error", "signin", "contact", "privacy", "terms", "consent", "about", "video", "recipe", "product",
               "wiki", "results", "other")

# A URL word is a whole path segment (an extension or ".123" id may follow)
# or a query value: a word inside a slug ("about-the-budget-vote") is a
# headline's, not a kind's.
_SEP = r"(?:^|[/=])"
_END = r"(?:$|[/.?&])"


def _url_words(*words: str) -> re.Pattern[str]:
    return compile_lazily(_SEP + "(?:" + "|".join(words) + ")" + _END)


# Path and query words, per kind. Matched on the lower-cased path plus query.
URL_KINDS: dict[str, re.Pattern[str]] = {
    "search": compile_lazily(_SEP + r"(?:search|suche|recherche|rechercher|ricerca|buscar?|zoeken)" + _END
                         + r"|[?&](?:q|s|query|keys|keyword|keywords|search|searchterm|term)="),
    "tag": compile_lazily(_SEP + r"(?:tags?|topics?|taxonomy|term|keywords?|themen?|labels?|subjects?|mots?-cles?|etiquettes?|schlagworte?"
                      r"|argomenti|temas?)" + _END
                      + r"|[?&](?:tag|kw|topic)="),
    "author": _url_words("authors?", "contributors?", "profiles?", "writers?", "people", "users?", "members?",
                         "columnists?", "staff", "journalists?", "autor(?:en)?", "auteurs?", "autori", "autores",
                         "redacteurs?", "journalistes?", "signataires?"),
    "forum": _url_words("forums?", "boards?", "community", "discuss(?:ion)?s?", "threads?", "forumdisplay",
                        "viewforum", "topiclist", "showforum"),
    "events": _url_words("events?", "calendar", "whats-on", "what-s-on", "agenda", "listings?", "talks",
                         "veranstaltungen", "termine", "evenements?", "sortir", "eventi", "eventos"),
    "gallery": _url_words("galler(?:y|ies)", "photos?", "pictures", "photography", "fotos?", "bilder", "slideshows?", "diaporamas?",
                         "galeries?", "en-images", "fotogalerien?", "galleria", "galerias?"),
    "live": _url_words("live", "live-?blogs?", "live-?coverage", "live-?updates", "ticker", "whats-new", "direct", "en-direct", "diretta", "directo",
                      "en-vivo"),
    "section": _url_words("sections?", "category", "categories", "ressorts?", "rubri(?:k|ken|que|ques|ca|cas)",
                          "channels?", "departments?"),
    "archive": compile_lazily(r"/(?:page|seite|pagina|strona)[/-]?\d+/?$|/p\d+/?$|/\d{4}/\d{1,2}/?$"
                          r"|[?&](?:page|paged|pg|start|offset|pagen_1|from)=\d+"),
    "error": _url_words("404", "not-?found", "error", "introuvable", "page-non-trouvee"),
    "signin": _url_words("log-?in", "sign-?in", "signin", "register", "registration", "subscribe", "subscriptions?",
                         "my-?account", "account", "checkout", "anmelden", "abo", "connexion", "se-connecter",
                         "abonnements?", "inscription", "mon-compte", "accedi", "abbonati"),
    "privacy": _url_words("privacy(?:-policy|-notice)?", "cookies?(?:-policy)?", "datenschutz(?:erklaerung)?",
                          "gdpr", "data-protection", "privacidad", "polityka-prywatnosci",
                          "(?:politique-de-)?confidentialite", "donnees-personnelles", "protection-des-donnees",
                          "vie-privee", "informativa-privacy", "proteccion-de-datos"),
    "terms": _url_words("terms(?:-of-(?:use|service))?(?:-and-conditions)?", "conditions", "legal", "disclaimer",
                        "imprint", "impressum", "licen[cs]e", "tos", "agb", "nutzungsbedingungen", "mentions-legales",
                        "cg[uv]", "conditions-generales(?:-d-utilisation|-de-vente)?", "aviso-legal", "note-legali",
                        "condiciones"),
    "about": _url_words("about(?:-us|-me)?", "who-we-are", "(?:wir-)?ueber-uns", "uber-uns", "qui-sommes-nous", "team",
                        "mission", "o-nas", "a-propos", "chi-siamo", "quienes-somos", "sobre-nosotros", "over-ons"),
    "contact": _url_words("contact(?:-us)?", "kontakt", "contacto", "nous-contacter", "contactez-nous", "contatti"),
    "video": _url_words("videos?", "watch", "tv", "player", "clips?", "podcasts?"),
    # Records, not pieces to read: recipes, shop items, reference entries, results tables.
    "recipe": _url_words("recipes?", "rezepte?", "przepis(?:y)?", "recettes?", "recetas?", "ricett[ae]"),
    "product": _url_words("shop", "store", "products?", "produkte?", "produkty?", "p", "item", "cart", "basket",
                          "warenkorb", "buy", "ferienhaus", "ferienwohnung(?:en)?", "holiday-lets?", "unterkunft",
                          "boutique", "tienda", "negozio", "gites?"),
    "wiki": _url_words("wiki", "lexikon", "lexicon", "glossary", "glossar", "encyclop(?:a)?edia", "enzyklopaedie",
                       "lexique", "glossaire", "dictionnaire", "glosario"),
    "results": _url_words("results", "ergebnisse", "standings", "tabelle", "scores", "fixtures", "resultats",
                          "classements?", "risultati", "resultados"),
}


class _TitleWords:
    """A kind's title words: its alternatives anchored at the start (``^...``) matched once at the
    part's start, the others searched. In one pattern sre tries an anchored alternative at every
    position of the text (and skips no position for it): most of the vocabulary's cost."""

    __slots__ = ("start", "anywhere")

    def __init__(self, pattern: str):
        start: list[str] = []
        anywhere: list[str] = []
        for alternative in _top_level_alternatives(pattern):
            (start if alternative.startswith("^") else anywhere).append(alternative.removeprefix("^"))
        self.start = compile_lazily("|".join(start)) if start else None
        self.anywhere = compile_lazily("|".join(anywhere)) if anywhere else None

    def search(self, text: str) -> bool:
        return bool((self.start and self.start.match(text)) or (self.anywhere and self.anywhere.search(text)))


def _top_level_alternatives(pattern: str) -> list[str]:
    """``pattern`` split at its "|" outside groups and classes (an escaped character is skipped)."""
    parts, depth, in_class, current, i = [], 0, False, [], 0
    while i < len(pattern):
        char = pattern[i]
        if char == "\\":
            current.append(pattern[i:i + 2])
            i += 2
            continue
        if in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            parts.append("".join(current))
            current = []
            i += 1
            continue
        current.append(char)
        i += 1
    parts.append("".join(current))
    return parts


# Title and first-heading words, per kind. Matched on the lower-cased text.
TITLE_KINDS: dict[str, _TitleWords] = {k: _TitleWords(v) for k, v in {
    "search": (r"\bsearch results?\b|\bresults for\b|\byou searched for\b|\bsuchergebnisse\b"
               r"|\brésultats (?:de (?:la )?recherche|pour)\b|\brisultati della ricerca\b|\bresultados de búsqueda\b"),
    "tag": (r"^(?:tag|tags|topic|topics|category|archives?|mots?-clés?|thème|étiquette|schlagwort|thema|tema)\s*[:|-]"
            r"|\btagged\b|\bposts? (?:tagged|about)\b|\bavec le mot-clé\b"),
    "archive": (r"\bpage \d+\b|\bseite \d+\b"),
    "events": (r"\bevents?\b|\bwhat'?s on\b|\bcalendar\b|\bagenda\b|\bévénements?\b|\bsorties\b"),
    "gallery": (r"\bgaller(?:y|ies)\b|\bphotos\b|\bpictures\b|\bdiaporamas?\b|\bgaleries?\b"
                r"|^en images$"),
    "live": (r"^live\b|\blive (?:blogs?|coverage|updates)\b|^(?:en )?direct$|^les directs$"),
    "forum": (r"\bforums?\b|\bdiscussions?\b|\bmessage boards?\b"),
    "error": (r"\b404\b|\bnot found\b|\bcan'?t be found\b|\bcould ?n[o']t (?:be )?f(?:ou)?nd\b"
              r"|\bno longer available\b|\bpage (?:does not|doesn'?t) exist\b"
              r"|\bpage (?:introuvable|non trouvée)\b|\bcette page n'existe (?:pas|plus)\b"),
    "signin": (r"\bsign[ -]?in\b|\blog[ -]?in\b|\bsubscribe\b|\bregister\b|\bcreate an account\b"
               r"|\bcontinue reading\b|\bse connecter\b|^connexion$|\babonnez-vous\b|\bs'abonner\b"),
    "consent": (r"\bcookies?\b|\bconsent\b|\bvalue your privacy\b"),
    "privacy": (r"\bprivacy (?:policy|notice|statement)\b|\bcookie policy\b|\bdata protection\b"
                r"|\bdatenschutz|\bpolitique de confidentialité\b|\bprotection des données\b"
                r"|\bdonnées personnelles\b|^confidentialité$"),
    "terms": (r"\bterms (?:of (?:use|service)|and conditions|& conditions)\b|\bdisclaimer\b"
              r"|\bimprint\b|\bimpressum\b|\blegal notice\b|\bmentions légales\b|\bconditions générales\b"
              r"|^cg[uv]$|\baviso legal\b|\bnote legali\b"),
    "about": (r"^about\b|\babout us\b|\bwho we are\b|\bour team\b|\b(?:wir )?über uns\b"
              r"|\bqui sommes-nous\b|^à propos\b|\bchi siamo\b|\bquiénes somos\b|\bsobre nosotros\b"),
    "contact": (r"^contact\b|\bcontact us\b|\bget in touch\b|^kontakt\b|\bnous contacter\b"
                r"|\bcontactez-nous\b|^écrivez-nous\b|^contatti\b|\bcontáctenos\b"),
    "front": (r"^(?:home|homepage|startseite|accueil|inicio)$"),
    "recipe": (r"\brecipes?\b|\brezepte?\b|\bprzepis\b|\brecette\b"),
    "wiki": (r"\bwiki\b|\bwikipedia\b|\blexikon\b|\bglossar(?:y)?\b|\bencyclop(?:a)?edia\b"
             r"|\blexique\b|\bglossaire\b"),
    "results": (r"^results\b|\bergebnisse\b|\bstandings\b|\bspielplan\b|\blive ?ticker\b"),
}.items()}
# Separators between a title's parts: "Tag: energy | The Post", "Business – Page 2".
_TITLE_PARTS = compile_lazily(r"\s[|–—·-]\s|\s::\s")
TITLE_PART_WORDS = 6  # "Oops! That page can't be found." has six

# The path of a home page: nothing, or an index file.
_FRONT_PATH = compile_lazily(r"^/?(?:(?:index|default|home|start)(?:\.\w+)?)?/?$")
# A dated path (/2024/03/12/...), the commonest article URL of news CMSs.
_DATED_PATH = compile_lazily(r"/(?:19|20)\d\d/\d{1,2}/(?:\d{1,2}/)?[^/]+")
# A slug: a path segment of SLUG_PARTS parts or more joined by "-" or "_",
# SLUG_WORDS of them words. CMSs name an article after its headline, in the
# last segment or before an asset id (/local/headline-words/article_<id>.html);
# a UUID or a hash has as many parts and no words (item_02d080d9-afe8-...).
SLUG_PARTS = 4
SLUG_WORDS = 2
_SLUG_PART = compile_lazily(r"[-_]")
_SLUG_WORD = compile_lazily(r"[a-z]{2,}")


def url_target(url: str | None) -> tuple[str, str]:
    """The lower-cased path and query (with "?") of ``url``: ``("", "")`` without one."""
    if not url:
        return "", ""
    parts = urlsplit(url)
    return parts.path.lower(), ("?" + parts.query.lower()) if parts.query else ""


def url_kinds(url: str | None) -> frozenset[str]:
    """The kinds whose words the URL's path or query holds."""
    path, query = url_target(url)
    if not url:
        return frozenset()
    target = path + query
    found = {kind for kind, pattern in URL_KINDS.items() if pattern.search(target)}
    if _FRONT_PATH.match(path) and not query:
        found.add("front")
    return frozenset(found)


def title_kinds(*texts: str | None) -> frozenset[str]:
    """The kinds whose words the title (or heading) texts hold.

    Each text is read in its parts (a title is often "Page | Site"), and
    only parts of at most TITLE_PART_WORDS words count: "Privacy policy" names
    a page, "About Wednesday's front page photo" is a headline.
    """
    parts = [p.strip() for t in texts if t for p in _TITLE_PARTS.split(t.lower())]
    short = [p for p in parts if p and len(p.split()) <= TITLE_PART_WORDS]
    return frozenset(kind for kind, pattern in TITLE_KINDS.items() if any(map(pattern.search, short)))


def article_url(url: str | None) -> bool:
    """A dated path or a long slug: how CMSs address an article."""
    path, _ = url_target(url)
    return bool(_DATED_PATH.search(path)) or any(map(_slug, path.split("/")))


def _slug(segment: str) -> bool:
    """Whether a path segment is a headline's slug (an extension dropped): enough parts, enough of them words."""
    parts = _SLUG_PART.split(segment.split(".", 1)[0])
    return len(parts) >= SLUG_PARTS and sum(bool(_SLUG_WORD.fullmatch(part)) for part in parts) >= SLUG_WORDS
