"""What a pagination link's text says: next or previous, which page, or what else it steps to.

Stage: pagination (a helper of :mod:`pagination`, stages 2 and 3). Input: a
link's text, lower-cased with whitespace collapsed (:mod:`pagelinks`).
Output: its direction ("Next page", "weiter", "»"), the page it names
("page 3", "Seite 3"), and the kind of neighbour it names when that is not
a page of this article: an image of a gallery, a page of comments, another
article, a month of a calendar, a list of posts.

Readability and DOM Distiller give up on a page when several links say
"next"; here each link is read for what it names, so a "Next page" link
stands beside "Next image ›", "Older comments »" and "Next article »" and
only the first is taken. The phrases cover the languages of the corpora
(English, German, French, Spanish, Italian, Portuguese, Dutch, Polish,
Czech, Russian, Scandinavian, Turkish, Japanese, Chinese, Korean) and the
other European, Middle-Eastern and South-East Asian ones a "next" link is
commonly written in.
"""

from __future__ import annotations

from ..lazyregex import compile_lazily

MAX_PHRASE_CHARS = 40  # longer link text is a headline, never a bare "next" phrase
MAX_PAGE_PHRASE_CHARS = 100  # "Next page: <the next page's heading>" may run this long

# Short link texts, after lower-casing and stripping digits and punctuation. The last ones are the names
# of Material Icons' arrows, which an icon font shows as a glyph ("<i class="material-icons">chevron_right</i>").
_NEXT_PHRASES = frozenset("""next|next page|next pages|next chapter|continue|continue reading|
continued|read on|keep reading|read next page|older|older posts|older entries|older articles|ouder|weiter|
weiterlesen|weiter lesen|nächste|nächste seite|zur nächsten seite|suivant|suivante|
page suivante|la suite|lire la suite|siguiente|página siguiente|siguiente página|seguir leyendo|
continuar leyendo|successivo|successiva|pagina successiva|pagina seguente|continua a leggere|avanti|
próxima|próximo|próxima página|continue lendo|volgende|volgende pagina|lees verder|verder|verder lezen|
vervolg|het vervolg|lees het vervolg|fortsetzung|zur fortsetzung|suite|voir la suite|sigue leyendo|continúa|
continua|continua la lettura|nästa|
nästa sida|neste|neste side|næste|næste side|seuraava|seuraava sivu|další|další strana|następna|
następne|następna strona|czytaj dalej|dalej|sonraki|sonraki sayfa|следующая|следующая страница|
след|далее|читать далее|вперёд|вперед|次へ|次のページ|下一页|下一頁|다음|다음 페이지|seguinte|página seguinte|
következő|következő oldal|următoarea|înainte|επόμενη|επόμενο|tiếp|trang sau|selanjutnya|berikutnya|
наступна|далі|следваща|naslednja|sljedeća|sledeća|järgmine|kitas|nākamā|הבא|التالي|بعدی|
chevron right|navigate next|keyboard arrow right|arrow forward|arrow forward ios|arrow right
""".replace("\n", "").split("|"))
_PREV_PHRASES = frozenset("""prev|previous|previous page|back|newer|newer posts|newer entries|nieuwer|
zurück|vorherige|vorherige seite|précédent|précédente|page précédente|anterior|página anterior|
precedente|pagina precedente|indietro|vorige|vorige pagina|föregående|forrige|edellinen|předchozí|
предыдущая|пред|назад|前へ|前のページ|上一页|上一頁|이전|poprzednia|poprzednie|wstecz|önceki|
előző|előző oldal|precedentă|înapoi|προηγούμενη|προηγούμενο|trước|trang trước|sebelumnya|попередня|
предишна|prejšnja|prethodna|eelmine|ankstesnis|iepriekšējā|הקודם|السابق|قبلی|
chevron left|navigate before|keyboard arrow left|arrow back|arrow back ios|arrow left
""".replace("\n", "").split("|"))
_FIRST_LAST_PHRASES = frozenset("""first|last|first page|last page|erste|letzte|première|dernière|
primera|última|prima|ultima|eerste|laatste|в начало|в конец|首页|末页|最初|最後
""".replace("\n", "").split("|"))
# Phrases that name the next page or the rest of the article outright. They may
# open a longer text ("Next page: The storm breaks", "Continue reading on page
# 2"), where a bare "next" opening a text is a neighbouring article's headline.
_PAGE_PHRASE_START = compile_lazily(
    r"(?:next page|continue reading|continued|read on|keep reading|nächste seite|weiterlesen|weiter lesen|"
    r"page suivante|lire la suite|la suite|página siguiente|siguiente página|seguir leyendo|"
    r"pagina (?:successiva|seguente)|continua a leggere|próxima página|continue lendo|volgende pagina|"
    r"lees verder|verder lezen|lees het vervolg|fortsetzung|nästa sida|neste side|næste side|następna strona|czytaj dalej|další strana|"
    r"следующая страница|читать далее|次のページ|下一页|"
    # The rest of this article, as a script's button loads it ("Carica il seguito dell'articolo").
    r"(?:load|show) the rest|(?:carica|leggi|mostra) il seguito|il seguito|"
    r"(?:lee|carga|ver) el resto|(?:afficher|charger) la suite|den rest (?:lesen|laden)|lees de rest)(?!\w)")
_PREV_PAGE_PHRASE_START = compile_lazily(
    r"(?:previous page|back to page|back to part|vorherige seite|page précédente|página anterior|"
    r"pagina precedente|vorige pagina|poprzednia strona|предыдущая страница|前のページ|上一页)(?!\w)")
# Older and newer: whether "Older posts" is the next page or the previous one is the
# site's choice (WordPress puts "Newer posts →" in its "nav-next" box): such a
# text names a direction in time, its box the direction of the pager.
_OLDER = compile_lazily(r"\b(?:older|ouder|oudere|ältere|anciens|antiguas|antiguos|più vecchi|äldre|eldre|ældre|"
                    r"starsze|starší|předešlé|старые)\b")
_NEWER = compile_lazily(r"\b(?:newer|nieuwer|nieuwere|neuere|récents|recientes|più recenti|nyare|nyere|nowsze|"
                    r"novější|новые)\b")
# Arrow-only texts: "»", "›", "→", ">" and doubles read as next, mirrored as prev.
_NEXT_ARROWS = compile_lazily(r"[»›→>▶▸⟩]{1,2}")
_PREV_ARROWS = compile_lazily(r"[«‹←<◀◂⟨]{1,2}")
# Punctuation and digits around a phrase ("Next page (2) »") are not the phrase.
_PHRASE_NOISE = compile_lazily(r"[\d\W_]+")
# A page named in a text: "page 3", "Seite 3", "p. 3". Not "part 3": the parts of a series are
# articles of their own, and taking one for the page before would drop the article read.
_PAGE_WORD = r"(?:page|seite|pagina|página|strona|sida|side|sivu|strana|p\.)"
_PAGE_MENTION = compile_lazily(rf"\b{_PAGE_WORD}\s*(\d{{1,4}})\b")
_NAMES_A_PAGE = compile_lazily(rf"\b{_PAGE_WORD}(?!\w)")

# Stage 3 by text: the nouns that say what a "next" link steps to when it is not
# a page of this article, one pattern per kind of trap, tried in this order.
_DECOY_NOUNS = (
    # "Join the conversation", "Discussion": the headings sites give their comments.
    ("comment pages", compile_lazily(r"\b(?:comments?|kommentar(?:e|en)?|commentaires?|comentarios?|comment[io]|"
                                 r"reacties?|komentarze?|repl(?:y|ies)|antworten|conversation|discussion)\b")),
    ("gallery", compile_lazily(r"\b(?:images?|photos?|pictures?|pics?|slides?|bild(?:er)?|fotos?|imagen(?:es)?|"
                           r"diapositivas?|immagin[ei]|afbeeldingen?|zdjęcie|фото|galler(?:y|ies)|galerie)\b")),
    ("calendar", compile_lazily(r"\b(?:months?|weeks?|days?|years?|events?|monat|woche|jahr|mois|semaine|jour|année|"
                            r"mes|semana|día|año|mese|settimana|giorno|anno|maand|jaar)\b|"
                            r"\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
                            r"sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|januar|februar|märz|mai|"
                            r"juni|juli|oktober|dezember|janvier|février|mars|avril|juin|juillet|août|septembre|"
                            r"octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|"
                            r"septiembre|octubre|noviembre|diciembre)\b")),
    # A list of posts steps between lists ("Older posts"), never within one article.
    # ("Artikel" is singular and plural: "ältere Artikel" is a list by its "ältere".)
    ("listing", compile_lazily(r"\b(?:posts|entries|articles|stories|beiträge|einträge|entradas|artículos|"
                           r"noticias|articoli|berichten|wpisy)\b|\b(?:older|newer|ouder|oudere|nieuwer|nieuwere|ältere|neuere|anciens|"
                           r"récents|antiguas|recientes)\b")),
    ("next article", compile_lazily(r"\b(?:article|story|post|entry|artikel|beitrag|nachricht|meldung|artículo|noticia|"
                                r"articolo|notizia|bericht|wpis|статья|video|episode|item|product)\b")),
)


def _phrase(text: str) -> str:
    return _PHRASE_NOISE.sub(" ", text).strip()


def says(text: str, forward: bool) -> bool | None:
    """True if a link text says the wanted direction ("next", "»", "Next page: ..."), False if it says the
    opposite one, None if neither."""
    phrase = _phrase(text)
    if len(text) <= MAX_PHRASE_CHARS:
        for phrases, arrows, is_next in ((_NEXT_PHRASES, _NEXT_ARROWS, True), (_PREV_PHRASES, _PREV_ARROWS, False)):
            if phrase in phrases or (not phrase and arrows.fullmatch(text)):
                return is_next == forward
    if len(text) <= MAX_PAGE_PHRASE_CHARS:
        if _PAGE_PHRASE_START.match(phrase):
            return forward
        if _PREV_PAGE_PHRASE_START.match(phrase):
            return not forward
    return None


def later_in_time(text: str) -> bool | None:
    """For a short text stepping in time, whether it goes to newer items ("Newer posts →": True,
    "Older entries": False); None for any other text."""
    if len(text) > MAX_PHRASE_CHARS:
        return None
    newer, older = bool(_NEWER.search(text)), bool(_OLDER.search(text))
    return newer if newer != older else None


def is_first_or_last(text: str) -> bool:
    """A "first" or "last" link: it jumps, it does not step."""
    return _phrase(text) in _FIRST_LAST_PHRASES


def mentioned_page(text: str) -> int | None:
    """The page a short link text names ("Continue to page 3", "Teil 3 »"), or None."""
    match = _PAGE_MENTION.search(text) if len(text) <= MAX_PAGE_PHRASE_CHARS else None
    return int(match.group(1)) if match else None


def names_a_page(text: str) -> bool:
    """The text speaks of a page or a part ("Next page: images of the storm"): its other nouns name
    the page's content, not a neighbour."""
    phrase = _phrase(text)
    return bool(_NAMES_A_PAGE.search(text) or _PAGE_PHRASE_START.match(phrase) or _PREV_PAGE_PHRASE_START.match(phrase))


def decoy(text: str) -> str | None:
    """The kind of neighbour a short link text steps to, when not a page: "comment pages",
    "gallery", "calendar", "listing" (older posts) or "next article"; None for a page or no noun."""
    if len(text) > MAX_PHRASE_CHARS or names_a_page(text):
        return None
    return next((kind for kind, nouns in _DECOY_NOUNS if nouns.search(text)), None)
