"""Bylines: the names of a page's authors.

Stage: metadata (a helper of :mod:`metadata` and :mod:`authors`). Input:
byline strings ("By Jane Doe and John Roe, March 3, 2015") and, for pages
whose metadata names no author, the visible tree. Output: author names
(prefixes, job titles, dates, organisations and labels left out), and the
visible bylines in order of trust (the first ``rel=author`` link's byline,
elements whose ``itemprop`` or class says author or byline, then the names
after a "by" in the lines under the first headings and in post-meta lines).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from copy import deepcopy
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import cached_property
from itertools import accumulate, chain, islice, repeat
from operator import add
from typing import Any

from lxml import etree, html

from ..content.hints import HINT_BIT, class_and_id, hint_mask
from ..document.marks import Marks, tree_marks
from ..document.occurrences import occurrences
from ..document.positions import text_of
from ..lazyregex import compile_lazily
from ..title.text import clean  # whitespace collapsed and stripped: one definition
from ..title.text import no_markup


# Visible bylines, in document order: links with rel=author, and body elements with an
# itemprop or a class holding "author"/"byline" as _BYLINE_CLASS can match it (both
# found among MarkedElements).
_BYLINE_WORDS = ("uthor", "yline", "utor")  # "utor": German and Spanish "autor"
_BYLINE_MARK = compile_lazily("|".join(_BYLINE_WORDS))
# The elements of a variable in document order, without duplicates.
_IN_DOCUMENT_ORDER = etree.XPath("$elements")
_NOT_BYLINE_TAGS = frozenset({"script", "meta", "link", "style"})
_UNSHOWN_TAGS = ("script", "style")  # their text is code, never shown
# The class words themselves or as a camelCase hump ("FeatureByline"), not
# "authority-control" or "followauthor"; a word that ends in "byline" ("nodebyline": no other
# word does); German, Spanish and Polish "autor" ("autorin", "autores", "autorzy") too. Not
# "contributor": sidebars list a site's contributors under that class. Read in ids as in classes
# ("author_header").
# A picture's credit is no byline: "img-author", "foto-autor", "article-header-image-author",
# "imageAuthor" (the word for a picture just before the mark, joined by a dash, an underscore or
# a camelCase hump). Tested after the mark has matched: a test before it would run at every
# character of every class.
_PICTURE_WORDS = ("img", "image", "photo", "foto", "bild", "imagen", "picture")
_NOT_PICTURES = "".join(rf"(?<!{word}{joint}{mark})" for word in _PICTURE_WORDS
                        for joint, marks in (("-", ("author", "autor")), ("_", ("author", "autor")),
                                             ("", ("Author", "Autor"))) for mark in marks)
_BYLINE_CLASS = compile_lazily(
    r"(?:(?<![A-Za-z])(?:author|byline|autor)|(?<=[a-z])(?:Author|Byline|Autor|byline))" + _NOT_PICTURES
    + r"(?:s|es|in|zy|Name|name)?(?![a-z])")
# The name microdata marks inside a byline, not that of a list's entry inside it (a breadcrumb's
# "itemListElement" under the byline: "in Rubrik: Hyundai > Hyundai Tests").
_ITEMPROP_NAME = etree.XPath(".//*[@itemprop='name'][not(ancestor::*[@itemprop='itemListElement'])]")
# Inside a byline element, the part whose class says it is the name ("byline-name", "author__name",
# "authorName") beside a job title ("byline-title": "Mumbai business reporter"). Not "username".
_CLASSED_NAME = etree.XPath(".//*[contains(@class, 'name') or contains(@class, 'Name')]")
_NAME_CLASS = compile_lazily(r"(?<![A-Za-z])name(?![a-z])|(?<=[a-z])Name(?![a-z])")
# HTML's never standardised <byline> element, which some news CMSs still write ("<byline>Von David
# Hutzler, dpa</byline>"): the first one is read when no element is marked as a byline.
_BYLINE_TAG = "byline"
# Lines that may say "... by Ann Lee" without an author mark: post meta lines,
# Drupal's "submitted", credit lines, and the footer under a post (TypePad's
# "post-footers", Blogger's "post-footer", WordPress themes' "entry-footer").
# Their class holds one of these words (without one in the page's joined classes, the search is skipped).
# A "contributor" line with a "by" ("field-field-contributor": "Par Matthieu Hy") names the author too.
BY_LINE_MARKS = ("meta", "submitted", "posted", "credit", "writer", "writter", "by", "post-footer", "entry-footer",
                 "contributor")
# hCard, the microformat of people's names that blog themes write: the name ("fn") on
# a card ("vcard") inside such a marked line (not in the unmarked lines under the
# headings, where a place's infobox card sits) is read whatever the line's length ("This was
# written by <span class="vcard"><span class="fn">K.G. Schneider</span></span>. Posted
# on ... Filed under ..." is longer than a byline). The cards are found among the
# page's classes; the name inside a card by XPath, over the card alone. The word
# comes first and the lookbehind after it, so that the search skips from "vcard" to
# "vcard" (led by the lookbehind, it was tried at every character of the classes).
_HCARD = compile_lazily(r"vcard(?<![\w-]vcard)(?![\w-])")
_HCARD_NAME = etree.XPath("descendant-or-self::*[contains(concat(' ', normalize-space(@class), ' '), ' fn ')]")
_HCARD_ORG = " org "
BYLINE_LINK_LEVELS = 2  # ancestors of the first author link that hold its byline ("By <a>A</a> and <a>B</a>")
MAX_BYLINE_ELEMENTS = 6  # marked elements read; a page's own byline comes early, the rest are teasers
MAX_LINKED_NAMES = 3  # links; a byline of more names in links alone is a menu or a list (_linked_names)
HEADINGS_READ = 4  # the first headings: the headline is among them, sidebars' come later
MIN_TITLED_CHARS = 10  # characters; a shorter heading found in the <title> is a section's or a site's name
TITLED_READ = 8  # title-classed elements read for the headline's (the story's comes early; teasers' after)
LINES_AFTER_HEADING = 2  # elements; a byline and date line sits right under the headline
MAX_BYLINE_CHARS = 120  # characters; a longer "byline" element is a bio or a comment
# Raw characters read before an element is known too long: source indentation and runs
# of spaces count until whitespace is collapsed.
LONG_TEXT_FACTOR = 4
# A byline among related stories or reader comments, or beside a link to the
# previous or next post, names another post's author or a commenter.
_ELSEWHERE = HINT_BIT["related"] | HINT_BIT["comment"]
# Words of the marks of a link to the previous or next post (any class or id holding one),
# and the word that holds "prev" without saying previous: a theme's "blog_post_preview" is
# the post itself, shown in full.
_PREVIOUS_POST, _NEXT_POST, _PREVIEW = "prev", "next", "preview"
# A state modifier class says what an element holds, not what it is ("article container
# has-recommendations": the story's own container, with a recommendations box somewhere in it).
_HAS_STATE = "has-"
_STATE_CLASS = compile_lazily(r"(?<![\w-])has-\S*")
ELSEWHERE_DEPTH = 8  # the element and its ancestors read for those marks
_TEASER = "teaser"  # the related-stories mark that a story's own header may carry too

# A leading "By"/"Von"/"Par"/"Por"/"Door" (and "Written by", "Geschrieben von", "Publié
# par", "More by", WordPress Twenty Twenty's screen-reader label: "Post author By"), or a
# label and a colon ("Autor:", "Text:", "Text und Interview:", a magazine's "Interview:"
# crediting who asked, as "Text:" credits who wrote), is no part of a name, nor
# is a "By" glued to it when a page drops the space ("ByTravis Haney").
_BYLINE_PREFIX = compile_lazily(
    r"^(?:(?:(?:written|posted|story|words|submitted|reported|reporting|text|article|edited|more|post\s+author)\s+by"
    r"|(?:geschrieben|verfasst|ver\u00f6ffentlicht|erstellt|ein\s+beitrag|beitrag|artikel|text)\s+von"
    r"|(?:publi\u00e9|\u00e9crit|r\u00e9dig\u00e9)\s+par|(?:escrito|publicado)\s+por|scritto\s+da"
    r"|by|von|vom|par|por|door|przez|escribe)\b[\s:]*"
    r"|(?:author|autor|autorin|auteur|autore|text|texto|reporter|interview)"
    r"(?:\s(?:und|and|&|/)\s(?:text|interview|fotos?|bilder|photos?|words|illustrationen|illustrations?))?\s*:\s*"
    r"|(?-i:By(?=[A-Z][a-z])))", re.I)
# Where a "by" introduces a name inside a longer line ("Posted on 14 May 2011 by Ann Lee",
# "Von Lisa Petrich"): in German, French, Spanish and Dutch capitalised or opening the line,
# as a lower-case "von" inside a line is a name's particle ("Otto von Bismarck").
# A colon may follow the word ("Por: Juan Diego"), but an English "by:" inside a line is a
# service's credit ("Managed by: National Rail"): only one opening the line, or after "Written"
# ("Written By: Jason Shafrin"), names the author. Not after "Posted": "Posted by: Ellen at ..." is
# how Movable Type and TypePad credit each reader comment (the post's own line has no colon).
# German's by-nouns take a lower-case "von" that is no particle: "Blog Beitrag von Margarita
# Koreneva", "Ein Artikel von ...".
_BY_WORD = compile_lazily(r"(?:^|\s)(?:by|By|BY|Von|VON|Par|Por|Door)\s+(?=[A-Z])"
                      r"|(?:^|\s)(?:Von|VON|Par|Por|Door):\s*(?=[A-Z])"
                      r"|^(?:by|By|BY|von|par|por|door):?\s+(?=[A-Z])"
                      r"|(?:^|\s)(?:[Ww]ritten|WRITTEN)\s+(?:by|By|BY):\s*(?=[A-Z])"
                      r"|(?:^|\s)(?:[Bb]eitrag|[Aa]rtikel|[Tt]ext)\s+von\s+(?=[A-Z])")
# A line that opens with its "by" ("by randfish on ...", "Written by Nickel - ..."): a byline
# through and through, whose one-word name is a login or a first name.
_OPENING_BY = compile_lazily(r"(?:(?:written|posted)\s+)?by\s+\S", re.I)
# "Posted by" or "Written by" inside a line under a headline ("106 Comments Posted by Ree in
# Recipes"): a byline too, whose one-word name is a login or a first name.
_POSTED_BY = compile_lazily(r"\b(?:written|posted)\s+by\s+(?=\S)", re.I)
# A job title after a name, glued on or spaced ("Howard BlumeStaff Writer", "Ben Silverman
# Games Editor"): a role noun at the end, with the words that qualify it before it.
_ROLE_NOUNS = frozenset({"writer", "reporter", "editor", "correspondent", "columnist", "contributor",
                         "producer", "photographer", "critic", "analyst", "technologist", "researcher",
                         "director", "professor", "fellow", "attorney", "counsel", "manager", "officer",
                         "president", "founder", "scientist", "specialist", "expert", "journalist",
                         # the titles a company blog's post is signed with ("Andrew Hayden, Software
                         # Engineer", "Ann Lee, Developer Advocate")
                         "engineer", "developer", "designer", "architect", "evangelist", "advocate",
                         "strategist", "consultant", "intern",
                         # German, French and Spanish job titles under a name in an author box
                         # ("Christoph Hein Chefredakteur"), feminine forms beside them.
                         "redakteur", "redakteurin", "chefredakteur", "chefredakteurin", "korrespondent",
                         "korrespondentin", "reporterin", "journalistin", "volont\u00e4r", "volont\u00e4rin",
                         "herausgeber", "herausgeberin", "journaliste", "r\u00e9dacteur", "r\u00e9dactrice",
                         "correspondant", "correspondante", "redactor", "redactora", "periodista",
                         "corresponsal",
                         # French, Spanish and Italian heads and desks' titles ("Directora de
                         # Comunicación", "responsable de la rubrique", "giornalista").
                         "directeur", "directrice", "directora", "responsable", "coordinador",
                         "coordinadora", "coordinateur", "coordinatrice", "redattore", "redattrice",
                         "giornalista", "corrispondente"})
# German job titles are compounds that end in their role noun ("Projektleiterin",
# "Pressereferent", "Onlineredakteurin", "Datenschutzbeauftragter"): a word so ending is a
# role noun however its field is written before it.
_ROLE_ENDINGS = ("leiter", "leiterin", "referent", "referentin", "redakteur", "redakteurin", "korrespondent",
                 "korrespondentin", "beauftragte", "beauftragter")
# A profession written before the name as its title ("Rechtsanwalt Sebastian Einbock", "Abogada
# Ann Lee", "Maître Ann Lee"): no part of the name, as a role noun opening a byline is not
# ("Redakteurin Ann Lee").
_PROFESSION_TITLES = frozenset({"rechtsanwalt", "rechtsanw\u00e4ltin", "fachanwalt", "fachanw\u00e4ltin", "anwalt",
                                "anw\u00e4ltin", "notar", "notarin", "steuerberater", "steuerberaterin", "abogado",
                                "abogada", "avocat", "avocate", "ma\u00eetre", "avvocato", "avvocata"})
_ROLE_MODIFIERS = frozenset({
    "staff", "senior", "chief", "contributing", "associate", "managing", "executive", "deputy", "special",
    "political", "national", "foreign", "sport", "sports", "business", "science", "health", "tech",
    "technology", "games", "news", "guest", "assistant", "feature", "features", "opinion", "investigative",
    "education", "entertainment", "food", "travel", "digital", "software", "product", "program", "marketing",
    "engineering", "research", "security", "principal", "developer", "user", "experience"})
_ROLE_WORDS = _ROLE_NOUNS | _ROLE_MODIFIERS
# Words that make a "name" an organisation or a desk, not a person ("Us Weekly Staff",
# "Associated Press", "Special Correspondent"): such names are never authors.
_ORGANISATION_WORDS = frozenset({
    "press", "news", "media", "group", "staff", "desk", "team", "editors", "editorial", "newsroom",
    "network", "agency", "wire", "newswire", "inc", "ltd", "llc", "corp", "company", "magazine",
    "publishing", "publications", "services", "reporters", "correspondent", "correspondents", "project",
    "contributors", "admin", "administrator", "webmaster", "store", "shop", "vip", "developers", "solutions",
    # The newsroom, the publisher and legal forms in German, French, Spanish, Italian, Dutch.
    "redaktion", "rédaction", "redaction", "redacción", "redaccion", "redazione", "redactie", "presse",
    "nachrichten", "noticias", "magazin", "gmbh", "e.v", "ev", "ag", "kg", "sa", "sl", "srl", "bv", "spa",
    # A news agency named with its noun ("Agencia EFE", "Agence France-Presse", "Agenzia Nova").
    "agencia", "agence", "agenzia", "agência"})
# German compounds ending so name a newsroom or an organisation ("Onlineredaktion",
# "Bundesverband", "Landesanstalt").
_ORGANISATION_ENDINGS = ("redaktion", "verband", "verlag", "zeitung", "agentur", "gesellschaft", "ministerium",
                         "anstalt", "verein", "stiftung",
                         # A desk's name glued to the site's ("BBNTEAM", "WebDesk", "NewsStaff").
                         "team", "desk", "staff")
# Labels that are a "name" only when alone ("Autor" over an empty box; "Ann Author" is a name).
_LONE_LABELS = frozenset({"author", "authors", "autor", "autorin", "autoren", "auteur", "autore", "writer",
                          # Placeholders a template writes when it has no name ("Unknown Lamer" is one).
                          "null", "undefined", "none", "unknown", "anonymous", "anonym", "publisher",
                          # A date's label left alone when its date is cut off ("Stand: 20. April 2020";
                          # German "Stand", "as of"), in the languages of the date labels.
                          "stand", "date", "datum", "fecha", "published", "posted", "updated",
                          "ver\u00f6ffentlicht", "aktualisiert", "erschienen", "publicado", "actualizado"})
# A negation before a lone label is a template's placeholder ("No Author", "Kein Autor").
_NEGATIONS = frozenset({"no", "kein", "keine", "sans", "sin", "nessun", "geen"})
# News agencies credited alone or after a slash ("dpa", "det/dpa", "AFP"): no person.
_AGENCIES = frozenset({"afp", "ap", "dpa", "apa", "reuters", "sid", "kna", "epd", "ansa", "efe", "upi", "pa",
                       "ddp", "ots", "aap", "anp", "ips", "tass", "xinhua", "bloomberg"})
# Agencies named in more than one word, after a wire story's author with no comma between
# ("By JOANN LOVIGLIO Associated Press"), folded.
_AGENCY_NAMES = ("associated press", "press association", "agence france-presse", "canadian press",
                 "united press international", "australian associated press")
MAX_AGENCY_INITIALS = 3  # letters; an agency this short is written in capitals ("AP") or lower case ("dpa")
# Words of links and labels that sit where a byline is ("Google profile", "View Profile",
# "A Photo"): such a "name" is a label, not a person.
_LABEL_WORDS = frozenset({"profile", "view", "photo", "photos", "email", "follow", "contact", "about", "home",
                          "share", "subscribe", "comments", "posts", "reblogged", "retweet", "tweet",
                          "university", "college", "institute", "bio",
                          "foto", "fotos", "bild", "bilder", "image", "images", "gettyimages", "quelle", "source",
                          "rss", "feed", "meet", "theme", "powered", "designed", "sponsored", "gesponserte",
                          "anzeige", "werbung", "www", "homepage", "comment", "aktualisierung", "primary",
                          # A sponsor's label beside the date where a byline would be ("PAID CONTENT").
                          "paid", "advertorial",
                          # An author box's own heading ("Über den Autor", "À propos de l'auteur").
                          "über", "propos",
                          # A book's edition credited before its editor ("Revised Edition Edited by ...").
                          "edition", "revised",
                          # The link to an author's archive of posts under a post ("You can visit the
                          # Author Archive for a short bio"), marked rel=author as the byline is.
                          "archive", "archives", "archiv"})
# The links of an author's menu shown after the name in a byline (:func:`_menu_free`).
_MENU_WORDS = frozenset({"view", "profile", "email", "e-mail", "follow", "rss", "subscribe", "contact"})
# A web address in a "name" ("VideoCopilot.net", "WordPress.com VIP", "hessenschau.de") names a site.
_DOMAIN_SUFFIXES = (".com", ".net", ".org", ".co", ".io", ".gov", ".edu", ".de", ".at", ".ch", ".fr", ".it",
                    ".es", ".nl", ".uk", ".eu", ".info", ".tv")
MIN_NAME_CHARS = 2  # characters; a lone letter is an initial
MAX_INITIALS_CHARS = 3  # characters; a lower-case "name" this short is an editor's initials
# Lower-case words inside people's names.
NAME_PARTICLES = frozenset({"de", "da", "di", "del", "der", "van", "von", "le", "la", "du", "dos", "bin", "al"})
# Lower-case words that may stand inside a name: the particles, and those of German nobility
# and Dutch, Scandinavian, Spanish and Arabic names ("Karl-Theodor zu Guttenberg", "Ibn Battuta").
_INNER_PARTICLES = NAME_PARTICLES | {"zu", "ten", "ter", "den", "af", "av", "y", "i", "ibn", "ben", "do", "das",
                                     "della", "dei", "degli", "des", "st"}
# A German association's or company's legal form ("Deutsches Rotes Kreuz e.V."), which the
# joiners would split ("e" joins names in Italian and Portuguese): the byline names a body.
_LEGAL_FORM = compile_lazily(r"\be\.\s?V\.|\bg?GmbH\b")
# Names are joined by commas, "&", ";" or a lower-case "and" in a few languages.
# Each pattern starting with \s* opens with _NOT_MID_SPACE: a match never starts
# inside a run of spaces (one starting at the run's first space was tried before),
# which keeps scans linear on long runs of spaces.
_NOT_MID_SPACE = r"(?:(?<!\s)|(?!\s))"
# A capitalised "And" too, in bylines that capitalise every word ("By Glen Owen And Brendan Carlin").
_BYLINE_JOINERS = compile_lazily(_NOT_MID_SPACE + r"\s*(?:[;&|]|\band\b|\bAnd\b|\bAND\b|\bund\b|\bet\b|\by\b|\be\b|\ben\b)\s*")
# A slash with a space on either side, between two names or before an agency (:func:`_slash_joined`).
_SPACED_SLASH = " / "
# A name ends where a date, a time, a count, an e-mail or a category starts ("By Jo Roe March 3,
# 2015", "By Sara Carter in Social", "by Steph, filed under Cities"); a word after a dot is a web
# address's ("wien.ORF.at").
# In German, Spanish, French and Italian too ("Stefan Beiersmann am 3. Mai", "Carla Chevez
# Actualizado el"); a copyright sign starts a photo credit.
_NAME_END = compile_lazily(
    _NOT_MID_SPACE + r"\s*(?:\d|@|(?<!\.)\b(?:(?:last\s+)?updated|published|posted|filed|(?-i:on|in|am|um|at)"
    r"|aktualisiert|ver\u00f6ffentlicht|publiziert|actualizad[oa]|publicad[oa]|publi\u00e9e?|mis\s+\u00e0\s+jour"
    r"|aggiornato|pubblicato|(?:mon|tues|wednes|thurs|fri"
    r"|satur|sun)day)\b|[|\u2022\u00b7/!?\u00a9]|\s[-\u2013\u2014](?:\s|$)"
    # Another role's credit after the author's ("Text von Christian Seiler Illustration von Markus Roost",
    # "Written by Rob Ewaschuk Edited by Betsy Beyer").
    r"|\b(?:illustrations?|fotos?|photos?|photography|bilder|grafik|grafiken|edited|editing|reviewed"
    r"|redigiert|lektoriert)\s*(?:von|by|:)"
    # The outlet a name writes for ("Glen Owen For The Mail On Sunday", "Ann Lee for MailOnline").
    r"|\b(?-i:for|For|FOR)\s+(?-i:[A-Z])"
    # A weekday's abbreviation before a date's comma ("Tomas Spahn Fr, 18. Oktober 2019"); not
    # those that are surnames too ("Anh Do", "Lena Sun", "Mo", "Mi", "Di", "Sa", "So").
    r"|\b(?-i:Fr|Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat)\.?,\s*\d"
    r"|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d).*$", re.I | re.S)
# A theme's separator before a name ("~ Cem Basman", "» Ann Lee"): no name starts with a symbol.
_LEADING_MARKS = compile_lazily(r"^[^\w(]+")
# Parenthesised asides in bylines hold homepages, handles or roles, not names.
ASIDE = compile_lazily(r"\([^)]*\)?")
# A JSON string's escape of a character, written into a meta tag as it is ("Luis \u00c1vila").
_JSON_ESCAPE = compile_lazily(r"\\u([0-9a-fA-F]{4})")
# An author card's link to a social network names its author inside a label ("Folge Oliver
# Baroni auf Facebook", "Follow Ann Lee on Twitter", "Suivez Ann Lee sur X"): the name is kept.
_FOLLOW_LABEL = compile_lazily(r"^(?:follow|folge|folgen\s+sie|suivez|sigue\s+a|segui)\s+(.+?)\s+(?:on|auf|sur|en|su)\s+"
                           r"(?:facebook|twitter|x|instagram|linkedin|mastodon|threads|bluesky|youtube)\s*$", re.I)
MAX_NAME_WORDS = 5  # words; a longer "name" is a sentence or a bio
# The separators of a byline's parts when it has no "by" (:func:`dated_parts`): a bar, a
# middle dot, a bullet, a spaced dash.
PART_SEPARATOR = compile_lazily(_NOT_MID_SPACE + r"(?:\s*[|\u00b7\u2022]\s*|\s+[-\u2013\u2014]\s+)")
_DIGIT = compile_lazily(r"\d")
MAX_DATED_PARTS = 4  # parts; a longer line of bars is a footer of links or a list
# A byline's date part: a numeric date, a clock time, a day and a month's name or a month's name
# and a day before a year, or a reading time.
# The unbounded branches start only where their run of letters or digits does (the lookbehinds):
# a search then tries each long run once, not once a character.
_DATED_PART = compile_lazily(r"\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{1,2}:\d{2}|\d{1,2}\.?\s+[^\W\d_]{3,}\.?,?\s+\d{4}"
                         r"|(?<![^\W\d_])[^\W\d_]{3,}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}"
                         r"|(?<!\d)\d+\s*min(?:\.|utes?)?\s+(?:read|lesezeit|de\s+lecture|de\s+lectura)", re.I)
MAX_NAME_CHARS = 60  # characters; same reason


# A class naming an element a title ("blogpost_title", "entry-title", "post-title"), found in
# the joined classes (MarkedElements.with_class_word).
_TITLE_WORDS = ("title",)
# The headings whose lines are read: a headline is an h1, h2 or h3.
_HEADING_TAGS = frozenset({"h1", "h2", "h3"})
_HEADINGS = ("h1", "h2", "h3", "h4", "h5", "h6")
# The headings an author card names its person in: below a headline's levels.
_CARD_HEADINGS = frozenset({"h4", "h5", "h6"})
# An author's page in a link's path: "/author/ann-lee", "/auteur/...", "/autor/...", "/autores/...".
_AUTHOR_PATH = compile_lazily(r"/(?:author|auteur|autor|autore|autores|autoren)s?/", re.I)


class MarkedElements:
    """What the metadata searches read of a page's elements (:class:`document.marks.Marks`),
    shared by them all: the searches by class (bylines, by-lines, shown dates), the
    microdata dates, the lines under the headings, the <time> dates, author links and the
    tests of whether a search can find anything. ``marks``: the tree's, as the segment walk
    read them (``Blocks.marks``); without them, they are read in one walk of the tree when
    first needed."""

    def __init__(self, root: html.HtmlElement, marks: Marks | None = None) -> None:
        self.root = root
        self._marks = marks

    @cached_property
    def walked(self) -> Marks:
        return self._marks if self._marks is not None else tree_marks(self.root)

    @cached_property
    def headings(self) -> list[html.HtmlElement]:
        """The h1-h3 headings, in document order."""
        return [el for el in self.walked.headings if el.tag in _HEADING_TAGS]

    @cached_property
    def texts_backwards(self) -> str | None:
        """The walk's texts (:attr:`Marks.texts`) written backwards (:func:`texts_backwards`),
        None when unknown: joined and reversed once for the label and sign-off gates."""
        return texts_backwards(self.walked.texts)

    @property
    def itemprops(self) -> tuple[str, ...]:
        return self.walked.itemprops

    @cached_property
    def joined_classes(self) -> str:
        """Every class value, one a line: a test of one word over the page at C speed."""
        return "\n".join(self.walked.classes)

    @cached_property
    def _class_starts(self) -> list[int]:
        """Where each class value starts in :attr:`joined_classes` (its length and its line
        break summed in C: no Python call per value)."""
        return list(accumulate(map(add, map(len, self.walked.classes[:-1]), repeat(1)), initial=0))

    @cached_property
    def _class_a_line(self) -> bool:
        """Whether each class value is one line of :attr:`joined_classes` (none holds a line break)."""
        return self.joined_classes.count("\n") == len(self.walked.classes) - 1

    def with_class(self, mark: re.Pattern[str]) -> list[html.HtmlElement]:
        """The elements whose class ``mark`` finds (as contains() would), in document order.

        ``mark`` must match no line break (the marks are words): it is searched in the
        joined values at C speed, not value by value."""
        return self._class_owners_at([match.start() for match in mark.finditer(self.joined_classes)])

    def with_class_word(self, words: tuple[str, ...]) -> list[html.HtmlElement]:
        """The elements whose class holds one of ``words`` (as contains() would), in document
        order: :meth:`with_class` of their alternation, each word found with str.find, which
        skips ahead in C, rather than the alternation tried at every character that may start
        one (most characters of a page's classes do)."""
        return self._class_owners_at(occurrences(self.joined_classes, words))

    def _class_owners_at(self, starts: list[int]) -> list[html.HtmlElement]:
        """The owners of the class values at ``starts`` (ascending places in
        :attr:`joined_classes`), each once. A place's value is its line, the line breaks
        before it counted in C from the place before, when each value is a line: a page's
        few places need no table of where each value starts."""
        joined, owners = self.joined_classes, self.walked.class_owners
        if not self._class_a_line:
            table = self._class_starts
            return [owners[i] for i in dict.fromkeys(bisect_right(table, start) - 1 for start in starts)]
        found: dict[int, None] = {}
        line = counted = 0
        for start in starts:
            line += joined.count("\n", counted, start)
            counted = start
            found[line] = None
        return [owners[i] for i in found]

    @cached_property
    def joined_ids(self) -> str:
        """Every id value, one a line (as :attr:`joined_classes`)."""
        return "\n".join(self.walked.ids)

    def with_id(self, mark: re.Pattern[str]) -> list[html.HtmlElement]:
        """The elements whose id ``mark`` finds, in document order; only when the joined ids hold a match."""
        if not mark.search(self.joined_ids):
            return []
        found = self.walked
        return [owner for value, owner in zip(found.ids, found.id_owners) if mark.search(value)]

    def with_itemprop(self, prop: str) -> list[html.HtmlElement]:
        """The elements whose itemprop is ``prop``, in document order."""
        found = self.walked
        return [owner for value, owner in zip(found.itemprops, found.itemprop_owners) if value == prop]

    @cached_property
    def _short_texts(self) -> dict[html.HtmlElement, str | None]:
        return {}

    def short_text(self, el: html.HtmlElement) -> str | None:
        """:func:`spaced_text` of an element, read once a page: the lines under the headings are
        read for the authors, the shown dates and the openings."""
        texts = self._short_texts
        if el not in texts:
            texts[el] = spaced_text(el)
        return texts[el]

    def in_body(self, elements: Iterable[html.HtmlElement]) -> Iterator[html.HtmlElement]:
        """Those of ``elements`` below the page's first <body>, as "body.iter()" finds them."""
        body = self.walked.body
        if body is not None:
            yield from (el for el in elements if any(a is body for a in el.iterancestors("body")))


def in_body(el: html.HtmlElement) -> bool:
    """Whether an element is inside a <body> (below it, as "//body//*" selects)."""
    return next(el.iterancestors("body"), None) is not None


def _byline_candidates(marked: MarkedElements) -> list[html.HtmlElement]:
    """Body elements with an itemprop, or a class or an id holding "author" or "byline", that
    :func:`is_byline` accepts, in document order. Tested before they are placed and sorted: a
    page's itemprops are mostly not an author's, and each costs a walk up to its <body>."""
    owners = [*marked.walked.itemprop_owners, *marked.with_class_word(_BYLINE_WORDS), *marked.with_id(_BYLINE_MARK)]
    return _IN_DOCUMENT_ORDER(marked.root, elements=[el for el in owners if is_byline(el) and in_body(el)])


def is_url(text: str) -> bool:
    return text.startswith(("http://", "https://", "//", "/", "www."))


def _unglued(word: str) -> list[str]:
    """"BlumeStaff" -> ["Blume", "Staff"] when the second hump is a role word; else [word]."""
    hump = next((i for i in range(1, len(word)) if word[i].isupper() and word[i - 1].islower()), 0)
    if hump and (_role_noun(word[hump:]) or word[hump:].lower() in _ROLE_MODIFIERS):
        return [word[:hump], word[hump:]]
    return [word]


def _role_free(name: str) -> str:
    """The name without a job title after it, unless that would leave less than two words."""
    words = [part for word in name.replace(",", " ").split() for part in _unglued(word)]
    if words and words[-1].lower() not in _ROLE_NOUNS and words[-1].lower().removesuffix("s") in _ROLE_NOUNS \
            and "," not in name:
        return name  # a plural title is a desk's ("Washington Post Editors"), not a person's
    if not words or not _role_noun(words[-1]):
        return " ".join(words) if len(words) != len(name.split()) and len(words) >= 2 else name
    words.pop()
    while words and words[-1].lower() in _ROLE_MODIFIERS:
        words.pop()
    return " ".join(words) if len(words) >= 2 else name


def _role_noun(word: str) -> bool:
    """Whether a word is a job title's noun: one of _ROLE_NOUNS (or its plural), or a German
    compound ending in one of _ROLE_ENDINGS ("Projektleiterin")."""
    folded = word.lower()
    return folded.removesuffix("s") in _ROLE_NOUNS or folded.endswith(_ROLE_ENDINGS)


def _title_free(name: str) -> str:
    """The name without a profession or a job title written before it as a title ("Rechtsanwalt
    Sebastian Einbock", "Redakteurin Ann Lee"), keeping two words at least."""
    words = name.split()
    if len(words) >= 3 and (words[0].lower() in _PROFESSION_TITLES or _role_noun(words[0])) \
            and all(w[:1].isupper() for w in words[1:3]):
        return " ".join(words[1:])
    return name


def _name_case(name: str) -> str:
    """"SARAH KLEIN" -> "Sarah Klein": pages shout names in bylines, people do not write them so."""
    return name.title() if name.isupper() and len(name) > 3 else name


def split_byline(text: str) -> tuple[str, ...]:
    """"By Jane Doe and John Roe" -> ("Jane Doe", "John Roe"); () when no name is there."""
    if is_url(clean(text)) or (("V." in text or "GmbH" in text) and _LEGAL_FORM.search(text)):
        return ()
    text = no_markup(clean(text))
    if "\\u" in text:  # a JSON escape written into a tag as it is ("Luis \u00c1vila")
        text = _JSON_ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), text)
    followed = _FOLLOW_LABEL.match(text)
    text = followed.group(1) if followed else text
    text = _BYLINE_PREFIX.sub("", ASIDE.sub(" ", text))
    if _SPACED_SLASH in text:
        text = _slash_joined(text)
    text = _NAME_END.sub("", text)
    parts = [p.strip(" ,.:-") for p in _BYLINE_JOINERS.split(text)]
    # "Doe, Jane" is one reversed name; "Jane Doe, John Roe" are two.
    by_comma = [q.strip(" .:-") for p in parts for q in p.split(",")]
    if all(" " in q for q in by_comma if q):
        # "Jessica Sapick, Product Marketing Manager, Mobile Ads": the names end at a job title,
        # each joined name's ("Sarah Hinger, Staff Attorney, ACLU & Sylvia Torres-Guillén, Director").
        parts = [name for p in parts for name in _before_role([q.strip(" .:-") for q in p.split(",")])]
    else:
        parts = [name for p in parts for name in _without_affiliation(p)]
    parts = [clean(p if p[:1].isalnum() else _LEADING_MARKS.sub("", p)) for p in parts]
    parts = [_name_case(_lower_tail_free(_role_free(_title_free(_menu_free(_agency_free(_possessive_free(p)))))))
             for p in parts]
    # Beside a capitalised name, a lower-case one is a role ("Michael Goldfarb, broadcaster").
    capitalised = any(p[:1].isupper() for p in parts)
    return tuple(p for p in parts if len(p) >= MIN_NAME_CHARS and not is_url(p) and len(p) <= MAX_NAME_CHARS
                 and len(p.split()) <= MAX_NAME_WORDS and _cased_as_name(p) and not is_organisation(p)
                 and not (capitalised and p.islower()) and not _only_role(p))


def _slash_joined(text: str) -> str:
    """Names joined by a spaced slash, each of two capitalised words or more ("Laura Jordán /
    Javier Urbina"), joined as "&" joins them: a slash otherwise ends a name, before an agency
    or a photo credit ("Ann Lee / dpa", "Ann Lee / Reuters")."""
    pieces = text.split(_SPACED_SLASH)
    if all(len(words := p.split()) >= 2 and all(w[:1].isupper() for w in words[:2]) for p in pieces):
        return " & ".join(pieces)
    return text


def _before_role(pieces: list[str]) -> list[str]:
    """A joined part's comma pieces up to its first job title after the first piece."""
    return pieces[:next((i for i, q in enumerate(pieces) if i and _is_role(q)), len(pieces))]


def _agency_free(name: str) -> str:
    """The name without the agency after it ("JOANN LOVIGLIO Associated Press", "Ann Lee Reuters",
    "Ann Lee dpa"), keeping two words at least. A short agency's initials count only in capitals or
    lower case: "Ann Pa" is a name."""
    words = name.split()
    folded = name.casefold()
    for agency in _AGENCY_NAMES:
        if folded.endswith(" " + agency) and len(words) - len(agency.split()) >= 2:
            return " ".join(words[:-len(agency.split())])
    last = words[-1] if words else ""
    # Not after a middle initial: "Michael R. Bloomberg" is a person named so.
    if (len(words) >= 3 and last.casefold() in _AGENCIES and len(words[-2].rstrip(".")) > 1
            and (len(last) > MAX_AGENCY_INITIALS or last.isupper() or last.islower())):
        return " ".join(words[:-1])
    return name


def _possessive_free(name: str) -> str:
    """The name without the outlet's possessive before it ("NBC's Chuck Todd", "CNN’s Ann Lee"):
    no person's name opens with a possessive. Two words are kept at least."""
    words = name.split()
    return " ".join(words[1:]) if len(words) >= 3 and words[0].endswith(("'s", "\u2019s")) else name


def _without_affiliation(part: str) -> list[str]:
    """"Rob Picheta, CNN" -> ["Rob Picheta"]: a name of two words or more, then one-word
    parts after commas (the outlet, the desk, the town) or a job title ("Daniel Kahn
    Gillmor, Senior Staff Technologist, ACLU Speech"); names of two words or more with
    one-word parts between them are names apart, the town of a dateline between them
    ("Markus M. Haefliger, London, Beat Bumbacher"); else [the part as it is]."""
    pieces = [q.strip(" .:-") for q in part.split(",")]
    if len(pieces) > 1 and " " in pieces[0]:
        if all(" " not in q for q in pieces[1:]) or _is_role(pieces[1]):
            return [pieces[0]]
        role = next((i for i, q in enumerate(pieces) if _is_role(q)), len(pieces))
        names = [q for q in pieces[:role] if " " in q]
        # Each written as a name: not a list of categories ("Thomas Hawk, under Facebook, Flickr").
        if all(w[:1].isupper() or w in NAME_PARTICLES for name in names for w in name.split()):
            return names
    return [part]


def _only_role(text: str) -> bool:
    """Whether a "name" is a job title alone ("Managing Director", "Staff Writers")."""
    return all(w.lower().removesuffix("s") in _ROLE_WORDS or _role_noun(w) for w in text.split())


# The words a job title names its field or employer after ("Director of Education Equity"), in
# German, French, Spanish and Italian too ("Projektleiterin der HSS", "Directora de Comunicación").
_ROLE_OF = frozenset({"of", "for", "der", "des", "de", "del", "du", "di", "della"})


def _is_role(text: str) -> bool:
    """Whether a byline's part is a job title: it ends with a role noun ("Senior Staff Technologist"),
    or one comes before an "of" or a "for" ("Director of Education Equity")."""
    words = text.split()
    if not words:
        return False
    of = next((i for i, w in enumerate(words) if w in _ROLE_OF), len(words))
    return _role_noun(words[of - 1]) if of else False


def _menu_free(name: str) -> str:
    """The name without the author menu's links after it ("Caity Weaver View Profile Email Twitter
    RSS": a byline whose dropdown lists the author's pages), keeping two words at least."""
    words = name.split()
    cut = next((i for i, w in enumerate(words) if i >= 2 and w[:1].isupper() and w.casefold() in _MENU_WORDS),
               len(words))
    return " ".join(words[:cut]) if cut < len(words) else name


def _lower_tail_free(name: str) -> str:
    """The name without lower-case words after it ("Aleš Vávra před": the "ago" of a
    relative date; "Pirate Rogue von": a particle ends no name), keeping two words at least."""
    if "," in name:
        return name  # "Jong, Michiel de": a particle ends a name written last name first
    words = name.split()
    while len(words) > 2 and words[-1][:1].islower():
        words.pop()
    return " ".join(words) if len(words) != len(name.split()) else name


def _cased_as_name(name: str) -> bool:
    """Whether a name is written as one: not an editor's initials ("det", "mh" and "red" are
    lower-case and short; a lower-case login, "copyranter", is how a blog names its author),
    nor capitalised words ending in a lower-case one ("All the": a sentence's start)."""
    if not any(c.isupper() for c in name):
        return len(name) > MAX_INITIALS_CHARS or not any(c.islower() for c in name)
    if "," in name:
        return True
    words = name.split()
    # A lower-case word after the first that is no name particle makes a phrase ("Tricks für zu
    # Hause", split out of an author's bio by its "und"); "Valéry Giscard d'Estaing" keeps his.
    return all(not w[:1].islower() or w in _INNER_PARTICLES or "'" in w or "\u2019" in w for w in words[1:])


def is_organisation(name: str) -> bool:
    """Whether a "name" names an organisation, a desk, a role or a site, or is a link's
    label or a template's placeholder ("No Author"), rather than a person."""
    words = [w.strip(".,:'[]()").casefold() for w in name.split()]
    if len(words) == 2 and (words[0] in _NEGATIONS or words[0] in _ROLE_MODIFIERS) and words[1] in _LONE_LABELS:
        return True  # a placeholder ("No Author") or an unnamed role ("Guest Author")
    return (not _ORGANISATION_WORDS.isdisjoint(words) or not _LABEL_WORDS.isdisjoint(words)
            or any(w.endswith(_DOMAIN_SUFFIXES) or w.endswith(_ORGANISATION_ENDINGS) for w in words)
            or (len(words) == 1 and (words[0] in _AGENCIES or words[0] in _LONE_LABELS)))


def after_by(text: str) -> str | None:
    """What follows the first "by" before a capital in a line ("Posted on ... by Ann Lee"), or None."""
    match = _BY_WORD.search(text)
    return text[match.end():] if match else None


def spaced_text(el: html.HtmlElement, limit: int = MAX_BYLINE_CHARS) -> str | None:
    """The element's text with its text nodes spaced apart (a byline's parts are often
    separate elements with no space between them: "Howard Blume" "Staff Writer"), or
    None when it is longer than ``limit`` characters: bylines and date lines are short,
    and the element after a heading can be the whole article, which is not read."""
    parts, size = [], 0
    for part in el.itertext():
        # Without the source's indentation: a theme that writes each part of its byline on a
        # line of its own pads a line of 40 characters to hundreds.
        size += len(part.strip())
        if size > limit * LONG_TEXT_FACTOR:
            return None
        parts.append(part)
    if next(el.iter(_UNSHOWN_TAGS), None) is not None:
        parts = list(_shown(el).itertext())  # a script's code is no byline's text
    text = clean(" ".join(parts))
    return text if len(text) <= limit else None


def shown_text(el: html.HtmlElement) -> str:
    """The element's text without that of the scripts and style sheets inside it."""
    return text_of(_shown(el)) if next(el.iter(_UNSHOWN_TAGS), None) is not None else text_of(el)


def _shown(el: html.HtmlElement) -> html.HtmlElement:
    """A copy of a (short) element without its scripts and style sheets."""
    copy = deepcopy(el)
    copy.tail = None
    etree.strip_elements(copy, *_UNSHOWN_TAGS, with_tail=False)
    return copy


def is_byline(el: html.HtmlElement) -> bool:
    """Whether an element is a byline by its marks: a class saying author or byline, an author itemprop."""
    if el.tag in _NOT_BYLINE_TAGS:
        return False
    classes = el.get("class", "")
    if el.get("itemprop"):
        # Any itemprop counts once the element is an author one by itemprop or class.
        folded = classes.lower()
        return "author" in el.get("itemprop") or "author" in folded or "byline" in folded
    return bool(_BYLINE_CLASS.search(classes)) or bool(_BYLINE_CLASS.search(el.get("id", "")))


def elsewhere(el: html.HtmlElement, depth: int = ELSEWHERE_DEPTH) -> bool:
    """Whether an element sits where other posts' bylines are shown (see :data:`_ELSEWHERE`),
    by its marks and those of ``depth`` - 1 ancestors, or as or inside a menu (<nav>: a mega
    menu's teasers) or the page's footer (a <footer> outside any <article>: the theme's credit,
    "Theme by ThemeGrill")."""
    if el.tag == "nav" or next(el.iterancestors("nav"), None) is not None:
        return True
    footer = el if el.tag == "footer" else next(el.iterancestors("footer"), None)
    if footer is not None and next(footer.iterancestors("article"), None) is None:
        return True
    # Not the body's classes: WordPress puts the post's slug words there.
    for node in islice(chain((el,), el.iterancestors()), depth):
        if node.tag in ("body", "html"):
            break
        marks = class_and_id(node)
        if _elsewhere_marks(marks) and not (_HAS_STATE in marks and not _elsewhere_marks(_STATE_CLASS.sub(" ", marks))) \
                and not _story_teaser(node, marks):
            return True
    return False


def _story_teaser(node: html.HtmlElement, marks: str) -> bool:
    """Whether an element marked only as a teaser holds an ``<h1>``: the story's own header set in
    the CMS's teaser template (``<figure class="teaser">``: the picture, "02.02.2022", then the
    story's <h1>), not a teaser of another story."""
    return _only_teaser(marks) and next(node.iter("h1"), None) is not None


def _only_teaser(marks: str) -> bool:
    """Whether the related-stories marks among ``marks`` are only a teaser's (:data:`_TEASER`),
    which a CMS's templates of the story's own header reuse."""
    return _TEASER in marks and not _elsewhere_marks(marks.replace(_TEASER, " "))


def _elsewhere_marks(marks: str) -> bool:
    return (bool(hint_mask(marks) & _ELSEWHERE) or _NEXT_POST in marks
            or (_PREVIOUS_POST in marks and _PREVIOUS_POST in marks.replace(_PREVIEW, "")))


def _in_story_card(el: html.HtmlElement) -> bool:
    """Whether an element is inside a link that holds a heading: a card linking to another story
    (``<a href="/other-story"><h4>Its title</h4><span class="item__author">Its author</span></a>``),
    whatever the list around it is called; a story's own byline links at most to its author."""
    link = next(el.iterancestors("a"), None)
    return link is not None and _holds_heading(link)


def _holds_heading(el: html.HtmlElement) -> bool:
    """Whether a heading is inside an element: a byline never holds the headline, a header
    block marked as one ("byline_container": the headline, then "By ... on ...") does."""
    return next(el.iterdescendants(_HEADINGS), None) is not None


def _card_heading(el: html.HtmlElement) -> html.HtmlElement | None:
    """The heading that names an author card's person (``<div class="author"> ... <h6><a>Oliver
    Baroni</a></h6>``): the first heading inside an author-marked element, when it is a minor
    one (h4-h6, never a headline's level) or one link to the person's author page, whatever its
    level (``<aside class="author"><h3><a href="/auteur/jeanne-corriveau">Jeanne Corriveau</a>``:
    a headline links to no author page); else None (the element holds the headline)."""
    heading = next(el.iterdescendants(_HEADINGS), None)
    if heading is None:
        return None
    return heading if heading.tag in _CARD_HEADINGS or _links_to_author_page(heading) else None


def _links_to_author_page(heading: html.HtmlElement) -> bool:
    """Whether a heading's text is all one link to an author's page (:data:`_AUTHOR_PATH`)."""
    links = heading.findall(".//a")
    return (len(links) == 1 and bool(_AUTHOR_PATH.search(links[0].get("href", "")))
            and clean(text_of(links[0])) == clean(text_of(heading)))


def _one_byline(links: list[html.HtmlElement]) -> list[html.HtmlElement]:
    """The first author link and those in the same byline (within BYLINE_LINK_LEVELS
    ancestors of it, before any heading after it): a page's other author links credit teasers
    elsewhere on it, and a heading opens another item (an author box, a teaser) even where the
    block holds the story's whole header and the list of more stories."""
    if not links:
        return []
    block = links[0]
    for _ in range(BYLINE_LINK_LEVELS):
        block = block.getparent() if block.getparent() is not None else block
    together = [a for a in links if a is links[0] or block in a.iterancestors()]
    if len(together) == 1:
        return together
    ordered = _IN_DOCUMENT_ORDER(block, elements=[*together, *block.iterdescendants(_HEADINGS)])
    start = next(i for i, el in enumerate(ordered) if el is links[0])
    end = next((i for i in range(start, len(ordered)) if ordered[i].tag in _HEADINGS), len(ordered))
    return [el for el in ordered[start:end] if el.tag not in _HEADINGS]


def visible_bylines(root: html.HtmlElement, worth_searching: Callable[[], bool],
                    marked: MarkedElements | None = None,
                    teasers: list[list[str]] | None = None) -> Iterator[list[str]]:
    """Byline texts shown on the page, one list per source, in order of trust.

    A generator: the caller stops at the first source that names someone, so
    the tree is searched only as far as needed. ``worth_searching`` tells
    cheaply whether any element has an itemprop or a class holding "uthor" or
    "yline"; when none has, the search for byline elements is skipped. Links
    and elements among related stories or comments, or beside a link to the
    previous or next post, are passed over (:func:`elsewhere`). ``marked``: the
    page's :class:`MarkedElements`, when already read. Author links and byline
    elements in teaser cards (:func:`_in_teaser_article`) are other stories': they go
    to ``teasers``, the last guess (a writer's list of more stories names the writer
    of the story too, often), and are passed over when it is None.
    """
    marked = marked if marked is not None else MarkedElements(root)
    walked = marked.walked
    links = [a for rel, a in zip(walked.rels, walked.rel_owners)
             if " author " in f" {rel} " and in_body(a) and not elsewhere(a)]
    # Lazily: only the links before the first outside a teaser are tested.
    skipped = next((i for i, a in enumerate(links) if not _in_teaser_article(a)), len(links))
    if skipped and teasers is not None:
        teasers.append([clean(shown_text(a)) for a in _one_byline(links)])
    yield [clean(shown_text(a)) for a in _one_byline(links[skipped:])]
    if not worth_searching():
        return
    read = 0
    for el in _byline_candidates(marked):
        if elsewhere(el) or _in_story_card(el):
            continue
        if _in_teaser_article(el):
            if teasers is not None and (text := spaced_text(el)) is not None:
                teasers.append([_linked_names(el, text)])
            continue
        by_id = _marked_by_id_only(el)
        if _holds_heading(el):
            el = _card_heading(el)
            if el is None:
                continue
        named = _ITEMPROP_NAME(el) or _classed_name(el)
        text = spaced_text(named[0] if named else el)
        if text is not None and (not by_id or _name_shaped(text)):
            yield [text if named else _linked_names(el, text)]
            read += 1
            if read == MAX_BYLINE_ELEMENTS:
                return


MAX_TEASER_CHARS = 400  # characters; an <article> with a heading and no more text is a teaser card


def _in_teaser_article(el: html.HtmlElement) -> bool:
    """Whether an author link or a byline element is inside a teaser card: the nearest ``<article>``
    around it holds a heading but no ``<h1>`` and little text (a theme's widget of more stories, each
    an ``<article>`` with its ``<h3>``, author link and date, unmarked as related). The story's own
    ``<article>`` holds its text."""
    card = next(el.iterancestors("article"), None)
    return (card is not None and next(card.iter("h1"), None) is None and _holds_heading(card)
            and len(text_of(card)) <= MAX_TEASER_CHARS)


def _marked_by_id_only(el: html.HtmlElement) -> bool:
    """Whether only an element's id says it is a byline (``<div id="author_header">``)."""
    return not el.get("itemprop") and not _BYLINE_CLASS.search(el.get("class", ""))


def _name_shaped(text: str) -> bool:
    """Whether a text is a name and nothing else: two words or more, each capitalised or a
    name particle. An id marks menus and taglines too ("gnPriBylines", "authorIntro": "Building
    Wealth through Saving and Investing"), so an element only an id marks answers only so."""
    words = text.split()
    return 2 <= len(words) <= MAX_NAME_WORDS and all(w[:1].isupper() or w in NAME_PARTICLES for w in words)


def _linked_names(el: html.HtmlElement, text: str) -> str:
    """A byline's text, its names apart by commas when it is two to MAX_LINKED_NAMES links and
    nothing else (``<div class="field--name-field-autorzy"><div><a>Mateusz Gniazdowski</a></div>
    <div><a>Martyna Wasiuta</a></div></div>``: no joiner between the names is shown, the elements
    part them). More links are an author's menu ("View Profile", "Email", "Twitter"...) or a
    widget listing a site's authors."""
    links = el.findall(".//a")
    if not 2 <= len(links) <= MAX_LINKED_NAMES:
        return text
    names = [clean(shown_text(a)) for a in links]
    return ", ".join(names) if clean(" ".join(names)) == text else text


def _classed_name(el: html.HtmlElement) -> list[html.HtmlElement]:
    """The byline's part whose class says name (:data:`_NAME_CLASS`), as a list: [] when there is
    none, or several (two authors' names: the whole byline names them)."""
    named = [part for part in _CLASSED_NAME(el) if _NAME_CLASS.search(part.get("class", ""))]
    return named if len(named) == 1 else []


def tag_bylines(marked: MarkedElements) -> Iterator[list[str]]:
    """The text of the first ``<byline>`` element (:data:`_BYLINE_TAG`) beside the page's first
    ``<h1>`` (inside its parent: the story's header and text), outside related stories and
    comments, as one source. Only there: a walk of the whole page costs more than such rare
    elements gain."""
    h1 = next((h for h in marked.walked.headings if h.tag == "h1"), None)
    story = h1.getparent() if h1 is not None else None
    if story is None:
        return
    el = next((el for el in story.iter(_BYLINE_TAG) if not elsewhere(el)), None)
    text = spaced_text(el) if el is not None else None
    if text is not None:
        yield [text]


def heading_lines(root: html.HtmlElement, marked: MarkedElements | None = None,
                  titles: Sequence[str] = ()) -> Iterator[html.HtmlElement]:
    """The elements right after the page's first headings: the line under a headline
    ("by randfish on January 31, 2011", "By Ed Silverman // November 6th") is often
    unmarked. Two elements after each of the first HEADINGS_READ headings, and the one
    after its parent (a heading in a header column, the date in the next); none among
    comments or related stories. Then those of the first later heading that a title of
    the page holds (``titles``: the <title> and the declared headlines, case folded): a
    blog's sidebar headings can come before its post's (Blogger's "Monday, October 29,
    2012 | 5:51 PM" under the post's <h3>), or, when no heading is so held, the first element
    classed as a title that is ("<div class="blogpost_title">", its "by ... on ..." line in the
    next <div>). Last, the element right before the first <h1>
    among them, then the one right before that later heading: the story's heading after a
    logo's <h1> or a blog's sidebar has its date over it too ("24. April 2020 |
    Pressemitteilungen", "POSTED ON November 7th, 2012"). ``marked``: the page's
    :class:`MarkedElements`, when already read."""
    marked = marked if marked is not None else MarkedElements(root)
    headings = marked.in_body(marked.headings)
    first_h1 = None
    for heading in islice(headings, HEADINGS_READ):
        first_h1 = heading if first_h1 is None and heading.tag == "h1" else first_h1
        yield from _lines_under(heading, marked.walked.body)
    titled = next((h for h in headings if _in_titles(h, titles)), None) if titles else None
    if titled is None and titles:
        # No heading the titles hold: the headline may be an element classed as a title
        # (``<div class="blogpost_title">``, its byline in the next <div>).
        classed = islice((el for el in marked.with_class_word(_TITLE_WORDS) if el.tag not in _HEADINGS), TITLED_READ)
        titled = next((el for el in marked.in_body(classed) if _in_titles(el, titles)), None)
    if titled is not None:
        yield from _lines_under(titled, marked.walked.body)
    if first_h1 is not None:
        yield from _line_over(first_h1)
    if titled is not None:
        yield from _line_over(titled)


def _in_titles(heading: html.HtmlElement, titles: Sequence[str]) -> bool:
    text = clean(text_of(heading)).casefold()
    return len(text) >= MIN_TITLED_CHARS and any(text in title for title in titles)


def _line_over(heading: html.HtmlElement) -> Iterator[html.HtmlElement]:
    """The element right before a headline: a date or a kicker shown above it ("31.01.2022
    2. HBL" over the <h1>), read last."""
    previous = heading.getprevious()
    if previous is not None and isinstance(previous.tag, str) and not elsewhere(heading) \
            and not _line_elsewhere(previous):
        yield previous


def _lines_under(heading: html.HtmlElement, body: html.HtmlElement | None) -> Iterator[html.HtmlElement]:
    if elsewhere(heading):
        return  # its lines share its place: only their own marks are read
    parent = heading.getparent()
    after_parent = parent.itersiblings() if parent is not None and parent is not body else iter(())
    next_line = heading.getnext()
    for el in chain(islice(heading.itersiblings(), LINES_AFTER_HEADING), islice(after_parent, 1)):
        if isinstance(el.tag, str) and not (_line_elsewhere(el) if el is next_line else elsewhere(el, depth=1)):
            yield el


def _line_elsewhere(line: html.HtmlElement) -> bool:
    """Whether the line right beside a heading outside related stories and comments is another
    post's, by its own marks; a teaser's mark alone does not say so when the line holds no heading
    of its own: a CMS reuses its teaser templates' classes for the story's own header
    ("teaser-small__metadata": "VON MORITZ GATHMANN am 21. April 2020" right under the <h1>; an
    ``<h3 class="bb-teaser-meta">`` date right over it)."""
    if not elsewhere(line, depth=1):
        return False
    marks = class_and_id(line)
    return not _only_teaser(marks) or _holds_heading(line)


def by_lines(root: html.HtmlElement, marked_worth: bool = True,
             lines: Iterable[html.HtmlElement] | None = None,
             marked: MarkedElements | None = None) -> Iterator[tuple[list[str], int]]:
    """Names after a "by" in the lines under the first headings (:func:`heading_lines`),
    then in short post-meta or credit lines ("Posted on 14 May 2011 by Ann Lee"), one list
    per line: the least trusted visible source, as such lines also credit photos and
    themes; a marked line naming no one after a "by" gives the name on an hCard in it,
    whatever its length (:data:`_HCARD`). Each list comes with the fewest words a name in it
    must have: two, as such lines credit photos and themes too, but one in a line under a
    heading that opens with its "by" ("by randfish on December 4, 2010": a blog names its
    author by a login or a first name). ``marked_worth``: whether any class
    holds one of :data:`BY_LINE_MARKS` (else the marked lines are not searched); ``lines``:
    the page's :func:`heading_lines`, when already read; ``marked``: its :class:`MarkedElements`."""
    marked = marked if marked is not None else MarkedElements(root)
    for el in heading_lines(root) if lines is None else lines:
        text = marked.short_text(el)
        if text is None:
            continue
        if _OPENING_BY.match(text):
            yield [text], 1  # its "by" is cut with the other prefixes (split_byline)
            continue
        posted = _POSTED_BY.search(text)
        if posted:
            yield [text[posted.start():]], 1  # "106 Comments | Posted by Ree in Recipes"
            continue
        named = after_by(text)
        if named:
            yield [named], 2
        elif parts := dated_parts(text):
            yield parts, 2
        elif linked := _author_page_links(el):
            yield linked, 2
        elif named := _role_named(text):
            yield [named], 2
    candidates = marked.with_class_word(BY_LINE_MARKS) if marked_worth else []
    credited = (el for el in candidates if in_body(el) and el.tag not in _NOT_BYLINE_TAGS and not elsewhere(el))
    cards: list[html.HtmlElement] | None = None  # the page's hCards, found when a marked line names no one
    for el in islice(credited, MAX_BYLINE_ELEMENTS):
        named = _after_by_in(el)
        if not named:
            cards = marked.with_class(_HCARD) if cards is None else cards
            named = _card_name(el, cards)
        if named:
            yield [named], 2


# A paragraph that is a by-line and nothing else, in the story's first paragraphs: "<p><i>von Daniela
# Obers</i></p>" under a lead, "Blog Beitrag von Margarita Koreneva" under a blog post's heading, a guest
# post's "By Ann Lee". It opens with its "by" (a photo's "Foto von ..." credit does not), a capital after it.
_PARAGRAPH_BY = compile_lazily(r"(?:(?:written|posted)\s+)?(?:by|von|par|por|door)\s+"
                           r"|(?:blog\s*)?(?:beitrag|artikel|text)\s+von\s+", re.I)
BYLINE_PARAGRAPHS_READ = 4  # the body's first paragraphs with text: a lead, a kicker, then the by-line
# After them, a paragraph that is a sign-off by-line alone: "<p><em>Posted by Alex Durán, AMP Project
# Marketing, Google</em></p>" closing a company blog's post. Only "Posted by" and "Written by": a bare
# "By" opens captions and sentences in a story's text.
_SIGN_OFF_BY = compile_lazily(r"(?:written|posted)\s+by\s+", re.I)
# The paragraphs that may be one, found by libxml2 (a page's paragraphs are many; these few).
_SIGN_OFF_PIECES = ("osted by", "ritten by", "OSTED BY", "RITTEN BY")
_SIGN_OFF_PARAGRAPHS = etree.XPath(".//p[" + " or ".join(f"contains(., '{piece}')" for piece in _SIGN_OFF_PIECES)
                                   + "]")
# Where a paragraph's words may be parted in a tree's texts one a line (texts_backwards): a space
# between words, a line break between blocks (a paragraph's text may span blocks, whose texts keep
# no space at their edges).
_PARTED = "[ \n]?"


def _parted_backwards(pieces: tuple[str, ...]) -> re.Pattern[str]:
    """A pattern finding any of ``pieces`` (sharing their last two letters) in texts_backwards, its
    letters written backwards and parted anywhere (_PARTED): what the pieces without their spaces
    find in the texts joined without spaces. It opens with a literal letter, which sre skips to."""
    backwards = [piece.replace(" ", "")[::-1] for piece in pieces]
    return compile_lazily(_PARTED.join(backwards[0][:2]) + _PARTED + "(?:"
                          + "|".join(_PARTED.join(letters[2:]) for letters in backwards) + ")")


# The sign-off pieces, one pattern per case (see _may_sign_off).
_SIGN_OFF_BACKWARDS_LOWER = _parted_backwards(_SIGN_OFF_PIECES[:2])
_SIGN_OFF_BACKWARDS_UPPER = _parted_backwards(_SIGN_OFF_PIECES[2:])


def paragraph_bylines(marked: MarkedElements) -> Iterator[tuple[list[str], int]]:
    """Names in by-line paragraphs (:data:`_PARAGRAPH_BY`) among the first
    :data:`BYLINE_PARAGRAPHS_READ` paragraphs with text of the body, outside related stories,
    comments, menus and the page's footer, then the first sign-off by-line (:data:`_SIGN_OFF_BY`)
    among the later ones: the last visible source, read when no marked byline and no line under
    a heading names anyone. Names of two words or more (a paragraph's "by" also opens sentences)."""
    body = marked.walked.body
    if body is None:
        return
    read = 0
    for paragraph in body.iter("p"):
        text = marked.short_text(paragraph)
        if text is None or text:
            read += 1
        if text and (match := _PARAGRAPH_BY.match(text)) and text[match.end():match.end() + 1].isupper() \
                and not elsewhere(paragraph):
            yield [text[match.end():]], 2
        if read >= BYLINE_PARAGRAPHS_READ:
            break
    if not _may_sign_off(marked.texts_backwards):
        return
    for paragraph in _SIGN_OFF_PARAGRAPHS(body):
        text = marked.short_text(paragraph)
        if text and (match := _SIGN_OFF_BY.match(text)) and text[match.end():match.end() + 1].isupper() \
                and not elsewhere(paragraph):
            yield [text[match.end():]], 2


def _may_sign_off(backwards: str | None) -> bool:
    """False when a tree's texts (:attr:`Marks.texts`, the segment walk's, as texts_backwards
    gives them) show no paragraph can hold a sign-off's words (_SIGN_OFF_PIECES), so that the
    search for them is skipped: every character of a paragraph's text but its spaces is in them,
    in order, and their only spaces are single ones. True when the texts are unknown."""
    return backwards is None or _SIGN_OFF_BACKWARDS_LOWER.search(backwards) is not None \
        or _SIGN_OFF_BACKWARDS_UPPER.search(backwards) is not None


# An author's label alone before the name, in an article's info box: "<h5>Autor: </h5>Peter Maahn/SP-X"
# beside "<h5>Datum: </h5>", "<li>Author: <b>Ann Lee</b></li>". The label opens its text node; German's
# feminine and plural forms label it too ("Autorin: Uta Staschewski", "Autoren:"), English's plural.
_AUTHOR_LABEL = compile_lazily(r"(?:authors?|autor(?:e|in|en|innen)?|auteur)\s*:", re.I)
# The same label written backwards, colon first, searched in a page's texts reversed (see
# _may_hold_author_label): a pattern opening with a literal character is scanned for in C, one whose
# first characters are alternatives ignoring case is tried at every position. In the walk's texts a
# text node's spaces are one space at most.
_AUTHOR_LABEL_BACKWARDS = compile_lazily(r":\s?(?:s?rohtua|(?:e|ni|ne|nenni)?rotua|ruetua)", re.I)
_AUTHOR_PIECES = ("utor", "uthor", "uteur", "UTOR", "UTHOR", "UTEUR")
# The text nodes that may open with one, found by libxml2 (few of a page's text nodes pass), and,
# in document order among them, the elements that may hold the label alone with its colon opening
# their tail: "<b>Autor</b>: Peter Maahn", the label set in bold and the colon after it.
_TEXTS_WITH_AUTHOR_LABEL = etree.XPath(
    ".//text()[contains(., ':') and (" + " or ".join(f"contains(., '{piece}')" for piece in _AUTHOR_PIECES) + ")]"
    " | .//*[not(*)][starts-with(normalize-space(following-sibling::node()[1][self::text()]), ':')]["
    + " or ".join(f"contains(text(), '{piece}')" for piece in _AUTHOR_PIECES) + "]",
    smart_strings=True)
MAX_LABELLED_AUTHORS = 2  # labelled texts read; a later one is a listing's or a comment's
# Where such a label names no story's author: a comment form's field ("Author: [ ]"), a picture's
# credit, a quotation's attribution; a script's or a menu's text.
_LABEL_ELSEWHERE_TAGS = ("form", "figure", "figcaption", "blockquote", "q", "cite", "script", "style",
                         "noscript", "template", "textarea", "option", "select", "label")


def labelled_bylines(marked: MarkedElements) -> Iterator[tuple[list[str], int]]:
    """The texts after an author's label and its colon in the body (:data:`_AUTHOR_LABEL`; the name
    in the same text, or in the next one when the label stands alone in its element), outside
    comments, related stories, forms, pictures and quotations, the first
    :data:`MAX_LABELLED_AUTHORS` of them: a late guess, read after every byline source. Names of
    two words or more. Searched only when the segment walk's texts hold such a label."""
    if marked.walked.body is None or not _may_hold_author_label(marked.texts_backwards):
        return
    for value in labelled_texts(marked, _TEXTS_WITH_AUTHOR_LABEL, _AUTHOR_LABEL, _label_elsewhere,
                                MAX_LABELLED_AUTHORS):
        yield [value[:MAX_BYLINE_CHARS]], 2


def _label_elsewhere(el: html.HtmlElement) -> bool:
    """Whether an author's label in ``el`` names no story's author (:data:`_LABEL_ELSEWHERE_TAGS`,
    a book's facts: :func:`_in_book_facts`)."""
    return next(el.iterancestors(*_LABEL_ELSEWHERE_TAGS), None) is not None \
        or el.tag in _LABEL_ELSEWHERE_TAGS or elsewhere(el) or _in_book_facts(el)


# A book's facts, each a line of its own beside the author's ("<div>Autorin: Alys Arden</div><div>
# Verlag: ...</div>", "Publisher:", "Pages:", "ISBN"): a review's box names the book's author, not
# the reviewer.
_BOOK_FACT = compile_lazily(r"(?:verlag|publisher|seiten|pages|isbn|\u00e9diteur|editorial|editore)\b", re.I)
BOOK_FACT_NEIGHBOURS = 3  # lines read on either side of the label's, and of its element's
BOOK_FACT_OPENING = 2  # text pieces of each line read: its label may be set in an element of its own


def _in_book_facts(el: html.HtmlElement) -> bool:
    """Whether the line holding an author's label (``el``, or its parent when ``el`` is the label's own
    element) has a neighbour opening with a book's fact (:data:`_BOOK_FACT`)."""
    for node in (el, el.getparent()):
        if node is None:
            continue
        for line in chain(islice(node.itersiblings(preceding=True), BOOK_FACT_NEIGHBOURS),
                          islice(node.itersiblings(), BOOK_FACT_NEIGHBOURS)):
            opening = "".join(islice(line.itertext(), BOOK_FACT_OPENING)).lstrip()
            if isinstance(line.tag, str) and _BOOK_FACT.match(opening):
                return True
    return False


def labelled_texts(marked: MarkedElements, nodes: Callable[[html.HtmlElement], Iterable[Any]],
                   label: re.Pattern[str], unread: Callable[[html.HtmlElement], bool],
                   limit: int) -> Iterator[str]:
    """The texts after ``label`` and its colon at the start of the body's text nodes that ``nodes``
    finds, stripped: the value in the same text, or in the next one when the label stands alone in
    its element ("<h5>Datum: </h5>03.11.2021", "<li>Author: <b>Ann Lee</b>"); none in an element
    ``unread`` refuses; the first ``limit`` of them. Shared by the labelled dates and authors."""
    body = marked.walked.body
    if body is None:
        return
    found = 0
    for node in nodes(body):
        if isinstance(node, etree._Element):
            value = _split_label_value(node, label, unread)
        else:
            value = _label_value(node, label, unread)
        if value and value.strip():
            yield value.strip()
            found += 1
            if found == limit:
                return


def _label_value(node: Any, label: re.Pattern[str], unread: Callable[[html.HtmlElement], bool]) -> str | None:
    """The text after ``label`` opening the text node ``node`` (a smart string), or in the next
    text when the label stands alone in its element; None when the node opens with no label."""
    text = node.lstrip()  # not in the pattern: "\s*" before a label searched for is quadratic
    match = label.match(text)
    if match is None:
        return None
    el = node.getparent()
    if el is None or unread(el):
        return None
    value = text[match.end():].strip()
    if not value:
        after = (el[0] if len(el) else None) if node.is_text else el.getnext()
        value = (after.text if after is not None else None) or (el.tail if node.is_text and not len(el) else "") or ""
        if after is not None and value.strip().lower() in _PROFESSION_TITLES:
            # The profession linked to the site's page of it, the name after the link: "Autor: <a
            # href="/rechtsanwalt/">Rechtsanwalt</a> Sebastian Einbock".
            value = f"{value} {after.tail or ''}"
    return value


def _split_label_value(el: html.HtmlElement, label: re.Pattern[str],
                       unread: Callable[[html.HtmlElement], bool]) -> str | None:
    """The text after a label that ``el`` holds alone, its colon opening ``el``'s tail ("<b>Autor</b>:
    Peter Maahn", "<strong>Author</strong> : <a>Ann Lee</a>"): the rest of the tail, or the next
    element's text. None when ``el``'s text is no label whole."""
    tail = (el.tail or "").lstrip()
    if not tail.startswith(":") or label.fullmatch(f"{(el.text or '').strip()}:") is None or unread(el):
        return None
    value = tail[1:].strip()
    after = el.getnext()
    return value or (after.text if after is not None else None) or ""


def _may_hold_author_label(backwards: str | None) -> bool:
    """False when none of a tree's texts (:attr:`Marks.texts`, the segment walk's: each text node
    inside one of them; as texts_backwards gives them) holds an author's label and its colon, so
    that no text node can open with them: the search of the body's text nodes is then skipped.
    True when the texts are unknown."""
    return backwards is None or _AUTHOR_LABEL_BACKWARDS.search(backwards) is not None


def texts_backwards(texts: tuple[str, ...] | None) -> str | None:
    """A tree's texts (:attr:`Marks.texts`) one a line, written backwards; None when unknown. The
    gates of the body-wide searches read it: a pattern written backwards opens with a literal
    character (a label's colon, a sign-off's last letter), which sre skips to in C."""
    return None if texts is None else "\n".join(texts)[::-1]


def _role_named(line: str) -> str | None:
    """The name in a line that is a name and a job title after a comma, without a "by" ("Jane
    Doe, contributor", "Jane Doe, Forbes Contributor", "Ann Lee, Staff Writer" under a headline):
    two to MAX_NAME_WORDS capitalised words without a digit, then words ending in a role noun."""
    name, comma, role = line.partition(",")
    words = name.split()
    if not comma or "," in role or not _is_role(role) or not 2 <= len(words) <= MAX_NAME_WORDS \
            or _DIGIT.search(name):
        return None
    return name.strip() if all(w[:1].isupper() or w in NAME_PARTICLES for w in words) else None


def dated_parts(line: str) -> list[str]:
    """The name in a byline without a "by" ("04.02.2022 | 13:10 Uhr | Uta Helkenberg", "Ann Lee
    · 3 min read", "Ophélie Ostermann | Le 19 février 2020"): a line of two to MAX_DATED_PARTS
    parts apart by bars, dots or spaced dashes, one of them a date, a time or a reading time
    (:data:`_DATED_PART`), and at its first or last place a part of two to MAX_NAME_WORDS
    words, each capitalised or a name particle, without a digit or a label's colon. [] when the
    line is not so: a post's footer of links ("Posted at 12:35 PM | Permalink | Digg This"), a
    recipe's facts ("Preparation Time – 10 Minutes"), a list of posts by year."""
    parts = [part.strip() for part in PART_SEPARATOR.split(line)]
    if not 2 <= len(parts) <= MAX_DATED_PARTS or not any(_DATED_PART.search(part) for part in parts):
        return []
    return [part for part in dict.fromkeys((parts[0], parts[-1]))
            if not _DIGIT.search(part) and ":" not in part  # "Difficulty: Easy"
            and 2 <= len(part.split()) <= MAX_NAME_WORDS
            and all(w[:1].isupper() or w in NAME_PARTICLES for w in part.split())]


def _author_page_links(line: html.HtmlElement) -> list[str]:
    """The texts of the links to an author's page (:data:`_AUTHOR_PATH`) in a line under a
    heading that names no one after a "by" ("<h6><a href="/autor/ariel-melgar-cabrera_7617">Ariel
    Melgar Cabrera</a> <span>3/5/2022 22:41</span></h6>" under the headline and its subtitle)."""
    return [clean(shown_text(_named_part(a))) for a in line.iter("a") if _AUTHOR_PATH.search(a.get("href", ""))]


def _named_part(link: html.HtmlElement) -> html.HtmlElement:
    """The part of an author's link its microdata marks as the name (``itemprop="name"``), or the
    link: a profile card's link holds the picture's credit too ("<a href="/autoren/kathrin-fuehres">
    <span>&copy; Kathrin Führes</span> <span itemprop="name">Kathrin Führes</span></a>")."""
    return next((el for el in link.iter() if el.get("itemprop") == "name"), link)


def _after_by_in(line: html.HtmlElement) -> str | None:
    text = spaced_text(line)
    return after_by(text) if text is not None else None


def _card_name(line: html.HtmlElement, cards: list[html.HtmlElement]) -> str | None:
    """The name on the first hCard inside a line (the line itself may be the card), or None
    when that card names an organisation (its "fn" is its "org": a place's or a firm's card)."""
    for card in cards:
        if card is line or any(a is line for a in card.iterancestors()):
            names = _HCARD_NAME(card)
            if not names or _HCARD_ORG in f" {names[0].get('class')} ":
                return None
            name = clean(shown_text(names[0]))
            return name if 0 < len(name) <= MAX_NAME_CHARS else None
    return None
