"""Chrome by its wording: the short lines of a page that are no part of a story (a helper of :mod:`tidy`).

Stage: tidy. Input: one block's text, word count and link characters.
Output: whether the line is pagination, gallery controls, a photo credit, a
"Read more:" line, a share, comment or advert label, a tag line, a promotion
or disclosure; a dateline or byline; a heading over other stories.

The patterns are matched against the lower-cased text (a case-insensitive
flag makes an alternation several times slower). Only short lines are read (MAX_CHROME_WORDS; MAX_PROMO_WORDS for promotion
and disclosure lines): a longer block is a paragraph that happens to start
"Share" or "Photo:". The words are those of the development and segment
corpora's pages, English and German first, with the labels of a few other
languages. Every repetition is bounded, so that no pattern backtracks on a
long run of text (tests/extraction/test_hostile.py feeds them such runs).
"""

from __future__ import annotations


import numpy as np
from lxml import html

from ..content.segment import Blocks
from ..lazyregex import compile_lazily

# Words a block may have and still be chrome by its wording: a longer block
# is a paragraph that happens to start "Share" or "Photo:".
MAX_CHROME_WORDS = 12
# Words of a promotion or disclosure line ("We may earn a commission when you buy
# through links on this page.", "Want more science? Subscribe to our newsletter.").
MAX_PROMO_WORDS = 30
# Words of a block whose first sentence is a notice to the reader (:data:`_NOTICE`: "This post
# contains references to products from our advertisers. We may receive compensation...",
# "Please understand that comments are moderated..."): the sentences after it explain it.
# Twice a promotion line: the segment corpus' disclosures and paywall pleas run to 40-55 words.
MAX_NOTICE_WORDS = 60
# Kept blocks at either end of the story where such a notice stands: a disclosure opens it, a
# moderation notice or a plea for support closes it, and may stand above the author's line, a tag
# row, a share bar and the thread's heading, which other rules take out later. Only these are
# read for one: the test costs a regular expression search a block.
NOTICE_EDGE_BLOCKS = 10
# Words of a dateline or byline line under the headline ("Published 30.01.2025, 09:00 by
# Jo Roe · 3 comments"); a longer line holding a date, or one ending as a sentence
# does, is the lead paragraph.
MAX_DATELINE_WORDS = 20
# Characters at a line's end read for a reading time ("... Temps de lecture 4 min.", "· 3 min
# read"): its abbreviation's full stop is no sentence's end.
READING_TIME_TAIL_CHARS = 40
# Words of a date stamp line ("Aktualisiert am 17.01.2021, 10:27 Uhr"), and of a stamp
# label whose date stands in a block of its own ("Aktualisiert:", "Last updated on").
MAX_STAMP_WORDS = 10
MAX_STAMP_LABEL_WORDS = 3
# Link characters over all characters from which a block is a link (a
# headline link, a "Read more: <link>" line).
LINK_SHARE = 0.5
# Kept blocks in a row, each a month and year or a year alone ("November 2012", "2011", "2012 J F M
# A M J J A S O N D") holding a link (to that month's posts), that make a blog's archive list: a
# story's timeline sets a paragraph under each such date, and a table's column of years links nowhere.
MIN_ARCHIVE_RUN = 3
# Words of such a line at most: a year and twelve months' initials, and a count.
MAX_ARCHIVE_WORDS = 14

# Whole short blocks that are page chrome, in the languages of the corpora: pagination, gallery
# controls, share and comment prompts, advert labels, and the status and button lines of an audio
# player reading the story aloud ("Player wird geladen ...", "Listen to this article"; the player
# itself is stripped by parsing, its words may be left), a French daily's toolbar and paywall labels
# ("Offrir cet article", "Partager", "Article réservé aux abonnés"), a Spanish daily's ("Compartir
# en Whatsapp", "Ir a los comentarios", "Suscríbete para seguir leyendo"), the close button of an
# audio player ("Player schließen"), a shop's price button of an affiliate box ("$1,099 at Amazon"),
# a time stamp counted back from now after its label ("Published 6 hours ago", "Aktualisiert vor 2
# Std.": a bare "2 weeks ago" may be a column of the listing a page is), the label over a summary's
# bullets ("Story highlights") and a pull quote's spoken labels ("Start Quote").
_CHROME = compile_lazily(
    r"(?:page|seite|strona|pagina|página)\s{0,3}\d{1,4}\s{0,3}(?:of|von|z|di|de|/)\s*\d{1,4}"
    r"|continued (?:from|on) page \d{1,4}|(?:fortsetzung|weiter) (?:von|auf) seite \d{1,4}"
    r"|(?:image|photo|picture|slide|bild|foto)\s{0,3}\d{1,4}\s{0,3}(?:of|von|/)\s*\d{1,4}|(?<!\d)\d{1,4}\s{0,3}(?:/|of|von)\s{0,3}\d{1,4}"
    r"|(?:next|previous|prev|back to first|nächstes|vorheriges|zurück zum ersten) (?:image|photo|picture|slide|bild|foto)"
    r"|caption|close|hide caption|toggle caption|show caption|enlarge(?: this image)?|expand|fullscreen|pin it"
    r"|bild (?:anzeigen|schließen|vergrößern)(?: bild (?:anzeigen|schließen))?"
    r"|this slideshow requires javascript|skip (?:ad|advert|advertisement)"
    r"|(?:(?:audio|video)-?)?player (?:wird geladen|schließen)|loading (?:the )?(?:audio |video )?player"
    r"|listen to (?:this|the) (?:article|story)|(?:artikel|beitrag) (?:an)?hören"
    r"|advert|advertisement|anzeige|werbung|sponsored|reklama|publicité|pubblicità"
    r"|share(?: this(?: article| story| post| page)?| on \w+| via \w+)?|(?:artikel |beitrag )?teilen(?: mit)?"
    r"|tweet|e-?mail(?: this(?: article| story| post| page| to a friend)?)?|next story|up next|nächster artikel|vorschau auf den nächsten artikel"
    r"|(?:(?:rezept|recipe|artikel|article|seite|page) )?(?:print|printer[- ]friendly|drucken|ausdrucken|druckversion)"
    r"(?: this)?(?: (?:recipe|rezept|article|artikel|page|seite|story|post|version))?"
    r"|drukuj|imprimir|imprimer|permalink|permalien|pdf|tags?|etiquetas|schlagworte|stichworte|tagi"
    r"|zurück(?: zu[rm]?(?: \w+){1,3})?|back to (?:top|the top|overview|the list)|nach oben|zum seitenanfang"
    r"|(?:write|leave|post|add) a comment|(?:reader |user |posts |view |view/add |add |read )?comments?(?: \(?\d{1,4}\)?)?"
    r"|\d{1,4} comments?"
    r"|kommentare?(?: schreiben)?|(?:[\w-]{1,30}[ -])?newsletters?(?: abonnieren)?|(?:trackback|pingback)s?(?: uri| url| pings| \(?\d{1,4}\)?)?"
    r"|(?:keine|no|0) (?:kommentare|comments)(?: yet)?(?: [(][^()]{0,80}[)])?|brak komentarzy|sin comentarios"
    r"|möchten sie (?:den|diesen) (?:artikel|beitrag) teilen\?|externer inhalt|external content"
    r"|(?:über den autor|über die autorin|about the author|o autorze|sobre el autor|à propos de l'auteur)|(?:ten tekst )?przeczytasz w [\w ]{1,30}"
    r"|(?:\d{1,4} )?(?:min|minute|minuten)s? (?:read|lesezeit|lesedauer)|(?:lesezeit|lesedauer):? \d{1,4} min(?:uten)?"
    r"|download (?:as )?(?:pdf|the pdf|file|press release|image|images|photo|photos|high-res(?:olution)? \w+)"
    r"|(?:pdf|bild|datei) herunterladen|pobierz pdf|descargar pdf|télécharger (?:le )?pdf"
    r"|copy link|link kopieren|kopiuj link|copiar enlace|copier le lien|rss(?: feed)?"
    r"|continue reading(?: the main story)?|(?:twitter|x|instagram|threads|bluesky|mastodon)\s?:\s?@[\w.]{1,40}"
    r"|read more|lesen sie (?:auch|mehr)(?: die folgenden beiträge)?|auch lesen|mehr lesen|weiterlesen"
    r"|czytaj (?:więcej|też|także|również)(?: w)?|zobacz (?:również|też|także)|dowiedz się więcej"
    r"|lee (?:más|también)|leia (?:mais|também)|lire (?:aussi|la suite)|en savoir plus|lust auf mehr\?"
    r"|partager(?: sur \w+| cet article| l'article)?|offrir cet article|ajouter à (?:vos|mes) sélections|réagir(?: \(?\d{1,4}\)?)?"
    r"|(?:article )?réservé aux abonnés|temps de lecture:? \d{1,4} min"
    r"|compartir(?: en \w+)?|ir a los comentarios|suscr[ií]bete(?: para seguir leyendo)?"
    r"|(?:\$|£|€|us\$)\s?\d[\d,.]{0,12} (?:at|from|bei|chez) [\w'&.-]{1,30}(?: [\w'&.-]{1,30}){0,2}"
    r"|story highlights|[“\"]?(?:start|end) quote[”\"]?"
    r"|(?:published|updated|posted|aktualisiert|veröffentlicht|erstellt) (?:(?:\d{1,3}|an?|one) (?:secs?|seconds?|mins?"
    r"|minutes?|h|hrs?|hours?|days?|weeks?|months?) ago|vor \d{1,3} (?:sek|sekunden|min|minuten|std|stunden?|tagen?"
    r"|wochen?|monaten?))")
# Separators of a row of chrome labels ("Print | Email this story", "Share · Tweet", "0 Comments - Leave a comment!").
_SEPARATORS = compile_lazily(r"\s[|·•/-]\s")
# Separators of a post's meta data row ("Posted by Jo Roe / Ann Lee | 6 Nov 2012 | Comments (0)"):
# bars and dots only, a slash stands inside names and dates.
_META_SEPARATORS = compile_lazily(r"\s[|·•]\s")
# Punctuation and arrows around a chrome label ("Next image »", "Share this:").
_CHROME_TRIM = " \t:·|•»«›‹→←-–—()[].!"
# Pagination lines, wherever they stand in a short block ("Page 1 of 2 Next page").
_PAGE_OF = compile_lazily(r"\b(?:page|seite|strona|pagina|página)\s{0,3}\d{1,4}\s{0,3}(?:of|von|z|di|de|/)\s{0,3}\d{1,4}\b")
# A digit: a pagination line holds one (a cheap test before _PAGE_OF's search).
_DIGIT = compile_lazily(r"\d")
# Labels opening a share or tag line, the rest being links ("Share this page: LinkedIn X").
_LABELLED = compile_lazily(r"(?:share(?: this \w+| on| via)?|(?:artikel |beitrag )?teilen(?: mit)?|tags|tagged(?: as| with)?|topics|labels"
                       r"|related (?:topics?|items)|themen|schlagw(?:o|ö)rte?r?|stichw(?:o|ö)rte?r?|filed under|categor(?:y|ies)"
                       r"|kategorien)\s*:|(?:posted|filed|published) (?:in|under)\b|this entry was (?:posted|written)\b"
                       r"|full list of categories\b")
# Dates and times as datelines print them: 30.01.2025, 2025-01-30, 1/30/2025, 18. September 2024,
# Oct 14, 2024, 14 October 2024, 8:30am.
_DATE = compile_lazily(
    r"\b\d{1,2}\.\s?\d{1,2}\.\s?\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}/\d{1,2}/\d{2,4}\b|\b\d{1,2}[:.]\d{2}\s?(?:am|pm|uhr)\b"
    r"|\b\d{1,2}:\d{2}\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|januar|februar|märz|juni|juli|oktober"
    r"|dezember)[a-z]{0,6}\.?\s{1,3}\d{1,2}(?:st|nd|rd|th)?,?\s{1,3}\d{4}\b|\b\d{1,2}\.?\s{1,3}(?:jan|feb|mar|apr|may|jun|jul|aug|sep"
    r"|oct|nov|dec|januar|februar|märz|mai|juni|juli|oktober|dezember)[a-z]{0,6}\.?\s{1,3}\d{4}\b")
# Photo credits: a label and a name or agency ("Photo: Jo Roe, AP", "Credit: Getty Images").
_CREDIT = compile_lazily(
    r"(?:photo|photograph|picture|image|credit|credits|crédits?(?: photos?)?|foto|bild|fotos|bilder|quelle|source|zdjęcie|fot\.|źródło"
    r"|fuente|fonte|abbildung(?:\s{1,3}\d{1,3})?|abb\.\s{0,3}\d{1,3})"
    r"(?:\s+(?:by|credit|von))?\s*[:©/]|©|\(photo by |getty images|\bdpa\b|\bafp\b|shutterstock|picture alliance"
    r"|image source, |reuters/|ap photo|istock")
# A photo credit in parentheses closing a caption ("The stoat in winter. (mlharing / iStock.com)").
_CLOSING_CREDIT = compile_lazily(
    r"[(][^()]{0,40}(?:istock|getty|imago|\bdpa\b|\bafp\b|reuters|ap photo|shutterstock|picture alliance|keystone"
    r"|\bepa\b|pixabay|unsplash|foto|photo)[^()]{0,40}[)]$")
# A photo credit closing a caption after a separator ("Pupils in the library, photo: Jo Roe",
# "Praca w magazynie / Źródło: Pixabay", "Logo des Awards | © Springer"): a label and a colon, or a
# copyright sign, then a name without a sentence's end. Searched in a caption's last
# CREDIT_TAIL_CHARS characters only.
_TRAILING_CREDIT = compile_lazily(
    r"(?:\s[/|·–-]\s{1,3}|,\s)(?:photos?|fotos?|fot\.|zdjęcie|źródło|quelle|source|credits?|crédits? photos?|bild"
    r"|image|©)\s{0,3}[:©]\s{0,3}[^.!?:]{2,60}$|\s[/|]\s{0,3}©\s{0,3}[^.!?:]{2,60}$")
CREDIT_TAIL_CHARS = 90
# Stamps of a page's dates, wherever they stand ("Aktualisiert: 11.04.2020, 10:27", "Published 3 April
# 2020", "asked Feb 6, 2014 at 20:37"), and the bare label when the date is a block of its own.
_STAMP = compile_lazily(
    r"\W{0,3}(?:aktualisiert|publiziert|veröffentlicht|erstellt|geändert|zuletzt (?:aktualisiert|geändert)|stand"
    r"|updated|published|posted on|last (?:updated|modified)|asked|answered|edited|modified|opublikowano"
    r"|aktualizacja|publicado|actualizado|publié|mis à jour)\b")
# Labels opening a line that points at another story ("Read more: <headline>").
_READ_MORE = compile_lazily(
    r"(?:read more|read also|also read|more|related|see also|read next|recommended|watch|listen|more on this"
    r"|you (?:may|might) also (?:like|enjoy|be interested in)"
    r"|lesen sie (?:auch|mehr)|mehr zum thema|auch interessant|weiterlesen|zum thema|siehe auch|czytaj (?:też|także|więcej)"
    r"|czytaj również|czytaj więcej(?: w)?|zobacz (?:też|także)|veja também|leia (?:também|mais)|puedes ver"
    r"|lee también|lea(?: más| también)?|mira|mire|vea(?: también| tambien)?|ver más|lire aussi|à lire aussi"
    r"|schon gelesen|zum weiterlesen|mehr themen|weitere informationen|weitere infos|auch lesen|lesen sie hier"
    r"|(?:le|te) puede interesar|dowiedz się więcej)"
    r"\s*(?:[:»›|>?-]|\.\.\.|…)")
# Headings over a list of other stories.
_TEASER_HEADING = compile_lazily(
    r"(?:most (?:read|popular|viewed|shared|commented)(?: \w+)?|related(?: \w+)?|more (?:from|on|in|about|stories|news|articles)\b.*"
    r"|recommended(?: \w+)?|you (?:may|might) (?:also )?(?:like|enjoy|be interested in)|read next|up next|what to read next"
    r"|trending(?: now)?|popular(?: \w+)?|top stories|latest(?: \w+)?|editor'?s picks|don'?t miss|in other news"
    r"|meistgelesen|meistgelesene \w+|mehr zum thema|mehr aus \w+.*|weitere (?:artikel|beiträge|nachrichten|themen)"
    r"|das könnte sie auch interessieren|auch interessant|empfehlungen|top-?themen|aktuell|zum thema"
    r"|czytaj (?:też|także)|najczęściej czytane|polecane|zobacz (?:też|także)|notas relacionadas|related topics"
    r"|weitere \w{0,20}tipps|verwandte (?:themen\w{0,12}|artikel|beiträge)|meist-?diskutiert\w{0,3}"
    r"|themen in diesem artikel|schlagworte zum thema|weitere (?:aktuelle )?themen\b.*|veja também|à lire aussi"
    r"|(?:posted )?on this day(?:,? (?:in )?(?:other|previous) years)?|(?:le|te) puede interesar|más sobre .{1,40}"
    r"|empfehlungen aus (?:der|dem|unserem|unserer) .{1,40}|mehr zum thema (?:auf|bei|im|in) .{1,40}"
    r"|weitere \w{0,20}tipps(?: \w{1,20}){1,3}|weitere (?:artikel|beiträge|nachrichten|themen|texte) (?:aus|zu|zum|von|in)\b.{0,40}"
    r"|weitere (?:informationen|infos)|kontakt)")
# Disclosures and pleas addressed to the reader: advertisers' compensation, affiliate links,
# opinions that are the author's own, comment moderation, the publication's own edition or
# subscription ("Die aktuelle Ausgabe ... im Abo, als e-Paper"), a price list's disclaimer, the
# print edition a story appeared in ("A version of this article appears in print on ...", "A version of
# this article appeared July 24, 2012, on page A2 in the U.S. edition of ...").
_NOTICE_WORDS = (
    r"(?:we|i) (?:may |might |will )?(?:receive|earn|get|make) (?:a )?(?:small )?(?:compensation|commission)"
    r"|(?:this|the) (?:post|article|page|story|review) (?:contains|may contain|includes) (?:affiliate|references to"
    r" products|sponsored|paid)|(?:views|opinions) expressed (?:here |in (?:this|the) \w+ )?(?:are|do not)"
    r"|n'engagent que (?:leurs|son|ses)|alle angaben ohne gewähr|(?:für )?unseren newsletter an\b"
    r"|(?:artikel|beitrag|text) enthält (?:affiliate|werbe|werbung|provisions)|als e-paper|jetzt auch digital"
    r"|comments (?:are|may be) (?:moderated|republished)|gefällt (?:dir|ihnen) unser|lust auf mehr\?"
    r"|(?:this )?copy is for your personal,? non-?commercial use"
    r"|a version of this (?:article|story|review) appear(?:s|ed) (?:in print|[\w ,]{0,30} on page)"
    r"|published in the print edition of")
# A line of promotion or disclosure: a newsletter or subscription offer, an affiliate
# disclaimer, a follow-us prompt, a teaser set in arrows (">> Wegen Corona: ... <<"), a blog
# platform's heading over the trackbacks ("Listed below are links to weblogs that reference <title>:").
# Worded for the reader, not about the story. The alternation is tried at word starts
# only (the leading \b): searched at every character, it cost twice as much. The lookahead
# holds the first characters of its alternatives (test_chrome checks it): \b holds at word
# ends too, and after most of them the alternation is not tried.
_PROMO = compile_lazily(
    r"\b(?=[acdefghijklmnoprstuwyzú\d])(?:(?:sign up|subscribe|register) (?:to|for|now)\b|sign-up to the\b|our (?:\w+ ){0,2}newsletters?\b|join (?:\w+ ){0,4}newsletters?\b|newsletter abonnieren"
    r"|(?:right|straight|directly) to your inbox|in your inbox\b|rss feed for comments|you may use html tags"
    r"|(?:jetzt|hier) (?:anmelden|abonnieren)|earn (?:a )?(?:small )?(?:commission|fee)|affiliate[- ]links?"
    r"|provision (?:erhalten|bekommen)|follow (?:us|\w+(?: \w+)?) on (?:twitter|facebook|instagram|x\b)"
    r"|folgen sie uns|get (?:our|the) \w+ (?:in|to) your inbox|all rights reserved|alle rechte vorbehalten"
    r"|written permission|without (?:prior )?(?:written )?permission|materiał chroniony prawem"
    r"|(?:was|war) (?:this|der|dieser) (?:article|artikel|beitrag|page|seite) (?:helpful|useful|hilfreich|nützlich)"
    r"|(?:already a|first-time) subscriber|log in for (?:immediate )?access|hazte miembro|werden sie mitglied"
    r"|download (?:the|our) [\w ]{0,30}apps?\b|straight to your phone|the [\w ]{0,30} app\.$"
    r"|s[ií]guenos en|follow us|suivez-nous|obserwuj nas|seguir a \w+ en (?:facebook|twitter|instagram)"
    r"|consider supporting|support (?:our|independent) (?:work|journalism)|unterstützen sie (?:uns|unsere)"
    r"|we want to hear what you think|ihre meinung zu diesem|schreiben sie uns"
    r"|do you want to be informed|sign up here|(?:hier|jetzt) kostenlos anmelden|\d{1,2} ausgaben gratis"
    r"|zapraszamy (?:też )?do subskrypcji|únete|cancela cuando quieras|gefällt (?:dir|ihnen) unser"
    r"|if you (?:enjoyed|liked) (?:reading )?this|comments (?:are|may be) (?:moderated|republished)"
    r"|comments are civil|kommentare erscheinen erst|we welcome (?:reader )?comments|rss-feed abonnieren"
    r"|exklusive angebote|listed below are links to (?:weblogs|blogs|sites) that reference)|^>>.{0,200}<<$")
# A line of a blog's archive list: a month and year, a year, or a year over its months' initials,
# with the count of its posts ("October 2012 (14)").
_ARCHIVE_LINE = compile_lazily(
    r"(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|januar|februar|märz|mai|juni|juli|oktober|dezember)"
    r"[a-z]{0,6}\.? )?(?:19|20)\d\d(?: [a-z]){0,12}(?: \(\d{1,5}\))?")
# Notices that open a block of up to MAX_NOTICE_WORDS: read in its first sentence only, where a
# story's paragraph that mentions a newsletter or an advertiser does not say it to the reader.
# Apart from _PROMO, which every short block is searched with: each word it lists costs a test at
# every word of every block.
# The lookahead holds its words' first characters, as in _PROMO.
_NOTICE = compile_lazily(r"\b(?=[abcfgijlnoptuvw])(?:" + _NOTICE_WORDS + r")")
# The end of a block's first sentence.
_SENTENCE_END = compile_lazily(r"[.!?](?=\s)")
# An advert label opening a line ("ANZEIGE - Heute mal ausgehen?", "*Werbung. Dieser Beitrag enthält Werbung").
_AD_LABEL = compile_lazily(r"\W{0,2}(?:werbung|anzeige|advertisement|sponsored(?: content| post)?|publicidad|reklama)"
                       r"\s{0,2}(?:[-:|.–—]|$)")
# A byline's opening words ("By Jo Roe", "Von Jo Roe", "Words by", "Text:").
_BYLINE = compile_lazily(r"\W{0,3}(?:by|von|words by|text by|written by|posted by|story by|text|texte?|autor(?:in)?|author|par)"
                     r"[\s:]")
# A reading time, with its label, closing a header line ("Temps de lecture 4 min.", "3 min read.",
# "Lesezeit: 5 Minuten."); a bare "4 min." may close a sentence.
_READING_TIME = compile_lazily(
    r"(?:temps de lecture|lesezeit|lesedauer|reading time|read time)\s?:?\s?(?:ca\.\s?)?\d{1,3}\s?(?:min\.?|minutes?|minuten)\.?$"
    r"|\d{1,3}\s?(?:min|minutes?|minuten) (?:read|de lecture|lesezeit)\.?$")
# How sentences end: a line ending so is prose, not a dateline.
SENTENCE_ENDS = (".", "!", "?", "”", "“", '"', "«", "»")


def chrome_blocks(blocks: Blocks, selected: np.ndarray) -> np.ndarray:
    """The selected blocks that are chrome by their wording (:func:`is_chrome`). Only
    blocks that can be are read: a paragraph longer than MAX_PROMO_WORDS words and not
    mostly a link is none, and most of a story's blocks are such paragraphs. The first and last
    NOTICE_EDGE_BLOCKS kept blocks of up to MAX_NOTICE_WORDS words are read for a notice opening
    them (:func:`opens_with_notice`)."""
    linked = blocks.link_chars >= LINK_SHARE * np.maximum(blocks.n_chars, 1)
    out = np.zeros(len(selected), dtype=bool)
    short = (blocks.n_words <= MAX_PROMO_WORDS) | linked
    read = (selected & short).nonzero()[0]
    # Python values taken out of the arrays at once: one numpy scalar read a block costs
    # more than most of the patterns' tests.
    for i, words, link in zip(read.tolist(), blocks.n_words[read].tolist(), linked[read].tolist()):
        out[i] = is_chrome_line(blocks.texts[i].lower(), words, link) or (
            link and words <= MAX_CHROME_WORDS and _is_link_row(blocks.elements[i], words))
    kept = selected.nonzero()[0].tolist()
    out |= archive_blocks(blocks, kept)
    for i in dict.fromkeys(kept[:NOTICE_EDGE_BLOCKS] + kept[-NOTICE_EDGE_BLOCKS:]):
        if not out[i] and not linked[i] and blocks.n_words[i] <= MAX_NOTICE_WORDS:
            out[i] = opens_with_notice(blocks.texts[i])
    return out


def archive_blocks(blocks: Blocks, kept: list[int]) -> np.ndarray:
    """The ``kept`` blocks in runs of MIN_ARCHIVE_RUN or more, in a row, each a line of a blog's
    archive list (:data:`_ARCHIVE_LINE`: "November 2012", "2011") holding a link."""
    out = np.zeros(len(blocks.texts), dtype=bool)
    run: list[int] = []
    for i in kept + [-1]:
        if (i >= 0 and blocks.n_words[i] <= MAX_ARCHIVE_WORDS and blocks.link_chars[i]
                and _ARCHIVE_LINE.fullmatch(blocks.texts[i].strip().lower())):
            run.append(i)
            continue
        if len(run) >= MIN_ARCHIVE_RUN:
            out[run] = True
        run = []
    return out


def _is_link_row(element: html.HtmlElement, words: int) -> bool:
    """Whether a short block of links is a row of chrome labels set as links side by side,
    with no separator between them ("Download PDF  Share on LinkedIn"): two links or more,
    children of the block's element, each a whole chrome label, together all of the block's
    ``words`` (a block's element may be a large container: its subtree is not walked)."""
    found = links = 0
    for anchor in element.iterchildren("a"):  # a row of headline links fails at its first
        label = anchor.text_content().split()
        found += len(label)
        links += 1
        if found > words or not _CHROME.fullmatch(" ".join(label).lower().strip(_CHROME_TRIM)):
            return False
    return links > 1 and found == words


def is_chrome(blocks: Blocks, i: int) -> bool:
    """Whether block ``i`` is a line of chrome by its wording: pagination, gallery controls,
    a credit, a "Read more:" line, a share or comment prompt, a promo, a tag list."""
    linked = blocks.link_chars[i] >= LINK_SHARE * max(int(blocks.n_chars[i]), 1)
    return is_chrome_line(blocks.texts[i].lower(), int(blocks.n_words[i]), bool(linked))


def is_chrome_line(text: str, words: int, linked: bool) -> bool:
    """:func:`is_chrome` of a lower-cased line of ``words`` words, ``linked`` if mostly a link."""
    if _READ_MORE.match(text) and (linked or words <= MAX_CHROME_WORDS):
        return True
    if words <= MAX_PROMO_WORDS and (_PROMO.search(text) or _AD_LABEL.match(text)
                                     or (text.endswith(")") and _CLOSING_CREDIT.search(text))
                                     or _ends_with_credit(text)):
        return True
    if words <= MAX_DATELINE_WORDS and ("|" in text or "·" in text or "•" in text) and _is_meta_row(text):
        return True
    if words > MAX_CHROME_WORDS:
        return False
    bare = text.strip(_CHROME_TRIM)
    return bool(not bare or _CHROME.fullmatch(bare) or _CREDIT.match(bare) or _LABELLED.match(bare)
                or _is_label_row(bare)
                or (_DIGIT.search(text) is not None and _PAGE_OF.search(text) is not None)
                or is_stamp(bare, words) or (words <= MAX_CHROME_WORDS // 2 and _CREDIT.search(text)))


def _ends_with_credit(text: str) -> bool:
    """Whether a lower-cased short line is a caption closing with its photo credit (:data:`_TRAILING_CREDIT`)."""
    tail = text[-CREDIT_TAIL_CHARS:]
    return (":" in tail or "©" in tail) and _TRAILING_CREDIT.search(tail) is not None


def opens_with_notice(text: str) -> bool:
    """Whether a block's first sentence is a notice to the reader (:data:`_NOTICE`); only that
    sentence is lower-cased."""
    end = _SENTENCE_END.search(text)
    return _NOTICE.search((text[:end.end()] if end else text).lower()) is not None


def _is_label_row(text: str) -> bool:
    """Whether a lower-cased short line is a row of chrome labels ("printer-friendly version |
    email this story"): two or more, each whole chrome."""
    parts = _SEPARATORS.split(text) if ("|" in text or "·" in text or "•" in text or " / " in text or " - " in text) else []
    return len(parts) > 1 and all(_CHROME.fullmatch(part.strip(_CHROME_TRIM)) for part in parts)


def _is_meta_row(text: str) -> bool:
    """Whether a lower-cased line is a post's row of meta data ("Posted by Jo Roe on May 2, 2012 |
    Permalink | TrackBack (0)", "6 Nov 2012 | Comments (0) | Category: Antarctica"): parts set apart
    by bars or dots, one a chrome label at least, every other a byline, a date (:func:`is_dateline`)
    or a labelled list (a category, tags: :data:`_LABELLED`)."""
    parts = [part.strip(_CHROME_TRIM + "<>") for part in _META_SEPARATORS.split(text)]
    chrome = [bool(_CHROME.fullmatch(part)) for part in parts if part]
    return (len(chrome) > 1 and any(chrome)
            and all(is_chrome or is_dateline(part, len(part.split())) or _LABELLED.match(part) is not None
                    for part, is_chrome in zip([p for p in parts if p], chrome)))


def is_stamp(text: str, words: int) -> bool:
    """Whether a lower-cased short line is a date stamp: a stamp label with a date, or the label alone."""
    if words > MAX_STAMP_WORDS or not _STAMP.match(text):
        return False
    return bool(_DATE.search(text)) or words <= MAX_STAMP_LABEL_WORDS


def is_teaser_heading(text: str) -> bool:
    """Whether a heading's text announces other stories ("Most read", "Mehr zum Thema")."""
    return bool(_TEASER_HEADING.fullmatch(text.lower().strip(_CHROME_TRIM)))


def is_dateline(text: str, words: int) -> bool:
    """A short line holding a date or opening as a byline does, not ending as a sentence (a
    reading time closing it is read past: "Par Jo Roe Publié le 12 mars 2021 Temps de lecture 4 min.")."""
    if words > MAX_DATELINE_WORDS:
        return False
    text = text.rstrip().lower()
    if text.endswith(SENTENCE_ENDS):
        start = max(len(text) - READING_TIME_TAIL_CHARS, 0)
        tail = _READING_TIME.search(text, start)
        if tail is None:
            return False
        text = text[:tail.start()]
    return bool(_DATE.search(text) or _BYLINE.match(text))
