"""Boxes the markup sets apart from the story (a helper of :mod:`tidy`).

Stage: tidy. Input: the blocks and the kept mask. Output: the kept blocks of
an author's biography box or a press release's media contact box (by its
class), of a newsletter's sign-up box (by its e-mail field), an author's
one-line biography closing the story, of small ``<aside>`` elements, and
of a further ``<article>`` after the story's own (the next story an
infinite-scroll page appends), and of a review site's statement of why its
reviews can be trusted.
"""

from __future__ import annotations


import numpy as np
from lxml import html

from ..content.segment import CONTEXT_TAGS, Blocks
from ..lazyregex import compile_lazily

# Share of the kept characters asides may hold together and still be taken out:
# more, and the page is laid out in asides.
MAX_ASIDE_SHARE = 0.2
# Share of the kept characters the first of several <article> elements needs to be the story's.
MIN_STORY_SHARE = 0.25
# Words of a block of an author's biography box (longer: the box wraps more than a bio).
MAX_BIO_WORDS = 80
# Last kept blocks read for an author's one-line biography ("Jo Roe is a reporter for the
# Gazette."): it closes the story, after its last paragraph and perhaps a tag or share line.
BIO_LINE_BLOCKS = 3
# Ancestor levels searched for a biography box's class.
BIO_LEVELS = 4
# Levels between a sign-up form's e-mail field and the box around it (field, form, box, wrapper).
SIGNUP_LEVELS = 4
# Words a sign-up box may hold among the kept blocks (its name, a pitch, a privacy line), and
# its share of the kept words: more, and the box is the story's own container.
MAX_SIGNUP_WORDS = 80
MAX_SIGNUP_SHARE = 0.5
# Text fields of a sign-up form: an address and perhaps a name (a comment form asks for a site too).
MAX_SIGNUP_FIELDS = 2

# Words of a box a review site's trust statement heads ("Why you can trust Homewise" and a
# line on how its reviewers test), and of a block opening with that statement.
MAX_TRUST_WORDS = 60
# Words of the trust statement's heading: a longer block opening with it is the statement in a
# paragraph of its own, whose box is the story's.
MAX_TRUST_HEADING_WORDS = 8
# A review site's statement of its reviewing ("Why you can trust CNET", "Why You Can Trust
# Tom's Guide: Our writers and editors spend hours..."), set over or in every review: about the
# site, not the product.
_TRUST = compile_lazily(r"\W{0,3}(?:why (?:you can |you should |to )?trust (?:us|\w)|warum (?:sie|du) uns vertrauen)")

# Words of an author's box under its heading ("About the author", "Sobre la firma"): a name, a
# line on the author's work; more, and the heading's parent is the story's container.
MAX_AUTHOR_BOX_WORDS = 60
# Words of that heading.
MAX_AUTHOR_HEADING_WORDS = 5
# The heading of an author's box, in the languages of the corpora (Spanish dailies head it
# "Sobre la firma"): the box's class may name nothing (generated class names).
_AUTHOR_HEADING = compile_lazily(r"(?:about the author|über (?:den autor|die autorin)|sobre (?:el autor|la autora|la firma)"
                                 r"|o autorze|à propos de l'auteur)")

# Class words of an author's biography box, and of a press release's media contact box
# (English "media-contact", "press-contact", German "pressekontakt", "ansprechpartner").
_BIO_CLASS = compile_lazily(r"\b(?:author-?bio|bio|biography|author-?box|about-?(?:the-?)?author|author-?info"
                        r"|author-?card|author-?profile|autor-?info|autorenbox"
                        r"|(?:media|press|presse)-?(?:contact|kontakt)s?|pressekontakt|ansprechpartner(?:in)?)\b")
# What every _BIO_CLASS match holds: a substring test first spares most elements the pattern.
_BIO_WORDS = ("bio", "auth", "autor", "contact", "kontakt", "ansprech")
# Words in a form's action, id or class naming a comment or contact form (WordPress's
# "wp-comments-post.php" and "commentform", Contact Form 7's "wpcf7", German "kontakt").
_MESSAGE_FORM = compile_lazily(r"comment|contact|kontakt|wpcf7|respond|reply")
# Class words of an aside holding a quotation of the story (a pull quote), in the
# languages of the corpora: "pullquote", "pull-quote", "quote", German "Zitat", Polish
# "cytat", Spanish / French "cita" / "citation".
_QUOTE_CLASS = compile_lazily(r"quote|zitat|cytat|\bcita")
# An author's one-line biography: a name of two or three capitalised words, "is" (German
# "ist", Polish "jest", Spanish "es", French "est": a biography is in the present, an
# obituary's last line in the past), and within a few words a journalist's job, in the
# languages of the corpora. The name is read on the text as
# written (_BIO_NAME), the rest lower-cased (_BIO_JOB).
_BIO_NAME = compile_lazily(r"(?:[A-ZÀ-ÖØ-Þ][\w'’.-]{0,30} ){2,3}(?=(?:is|ist|jest|es|est) )")
_BIO_JOB = compile_lazily(
    r"(?:is|ist|jest|es|est) (?:[\w'’&-]{1,30} ){0,7}?(?:editor|reporter|writer|correspondent|producer"
    r"|columnist|journalist|contributor|blogger|photographer|critic|founder|redakteur|korrespondent"
    r"|autor|journalistin|dziennikar|redaktor|periodista|redactor|journaliste|rédact|chroniqueur)")
# Columns of Blocks.context for an <aside>, a <blockquote> and an <article> ancestor.
_ASIDE_COLUMN = CONTEXT_TAGS.index("aside")
_BLOCKQUOTE_COLUMN = CONTEXT_TAGS.index("blockquote")
_ARTICLE_COLUMN = CONTEXT_TAGS.index("article")
_MAIN_COLUMN = CONTEXT_TAGS.index("main")
# The elements that hold one whole story each: a page has one <main>, so a second one after the
# story's is the next story an infinite-scroll page appends, as a second <article> is.
_STORY_ROOTS = ("article", "main")


def bio_blocks(blocks: Blocks, kept: np.ndarray) -> np.ndarray:
    """Blocks (at most MAX_BIO_WORDS words) in a container whose class marks it as an
    author's biography or a media contact box, its heading ("About Jo Roe", "Media contact")
    included."""
    out = np.zeros(len(kept), dtype=bool)
    known: dict[html.HtmlElement, bool] = {}  # element: whether its class or id names a biography
    for i in (kept & (blocks.n_words <= MAX_BIO_WORDS)).nonzero()[0].tolist():
        el: html.HtmlElement | None = blocks.elements[i]
        for _ in range(BIO_LEVELS):
            if el is None:
                break
            bio = known.get(el)
            if bio is None:
                bio = known[el] = _names_a_bio(el)
            if bio:
                out[i] = True
                break
            el = el.getparent()
    return out


def bio_lines(blocks: Blocks, kept: np.ndarray) -> np.ndarray:
    """The author's one-line biography closing the story, in no box of its own: among the last
    BIO_LINE_BLOCKS kept blocks, one of at most MAX_BIO_WORDS words opening with a name and
    "is a ... reporter" (:data:`_BIO_JOB`)."""
    out = np.zeros(len(kept), dtype=bool)
    for i in kept.nonzero()[0][-BIO_LINE_BLOCKS:].tolist():
        text = blocks.texts[i]
        if blocks.n_words[i] <= MAX_BIO_WORDS and (name := _BIO_NAME.match(text)):
            out[i] = _BIO_JOB.match(text[name.end():].lower()) is not None
    return out


def signup_blocks(blocks: Blocks, kept: np.ndarray) -> np.ndarray:
    """Kept blocks of a sign-up box: the innermost container, within SIGNUP_LEVELS of an e-mail
    field (a newsletter's or a subscription's form), holding them, when it holds at most
    MAX_SIGNUP_WORDS kept words and MAX_SIGNUP_SHARE of them. Told by its form, not its wording
    or class: the box's name and privacy line read as anything ("The Morning Briefing")."""
    out = np.zeros(len(kept), dtype=bool)
    found = kept.nonzero()[0].tolist()
    if not found:
        return out
    boxes: set[html.HtmlElement] = set()
    # A box above the kept blocks' common container holds them all (over MAX_SIGNUP_SHARE): only
    # the fields inside that container are looked for.
    for field in _common_container(blocks.elements[found[0]], blocks.elements[found[-1]]).iter("input"):
        if _is_signup_field(field):
            boxes.update(list(field.iterancestors())[:SIGNUP_LEVELS])
    if not boxes:
        return out
    members: dict[html.HtmlElement, list[int]] = {}
    for i in found:
        el: html.HtmlElement | None = blocks.elements[i]
        for _ in range(SIGNUP_LEVELS):
            if el is None:
                break
            if el in boxes:
                members.setdefault(el, []).append(i)
                break
            el = el.getparent()
    total = int(blocks.n_words[kept].sum())
    for held in members.values():
        words = int(blocks.n_words[held].sum())
        if words <= MAX_SIGNUP_WORDS and words <= MAX_SIGNUP_SHARE * total:
            out[held] = True
    return out


def trust_blocks(blocks: Blocks, kept: np.ndarray) -> np.ndarray:
    """Kept blocks of at most MAX_TRUST_WORDS words opening with a review site's trust statement
    (:data:`_TRUST`), and, for a heading of at most MAX_TRUST_HEADING_WORDS, the other kept
    blocks of its parent element when they hold at most MAX_TRUST_WORDS words together (the
    statement's box; a heading set straight in the story's container goes alone)."""
    out = np.zeros(len(kept), dtype=bool)
    found = kept.nonzero()[0].tolist()
    for i in found:
        text = blocks.texts[i]
        if blocks.n_words[i] > MAX_TRUST_WORDS or "rust" not in text and "ertrau" not in text:
            continue
        if not _TRUST.match(text.lower()):
            continue
        out[i] = True
        box = blocks.elements[i].getparent()
        if blocks.n_words[i] > MAX_TRUST_HEADING_WORDS or box is None:
            continue
        held = [j for j in found if j != i and _inside(blocks.elements[j], box)]
        if int(blocks.n_words[held].sum()) <= MAX_TRUST_WORDS:
            out[held] = True
    return out


def author_box_blocks(blocks: Blocks, selected: np.ndarray, kept: np.ndarray) -> np.ndarray:
    """An author box's heading (:data:`_AUTHOR_HEADING`, a selected block of at most
    MAX_AUTHOR_HEADING_WORDS words: chrome's rules may have taken it out already), and the kept
    blocks of its parent element when they hold at most MAX_AUTHOR_BOX_WORDS words together; a
    heading set straight in the story's container takes nothing else with it."""
    out = np.zeros(len(kept), dtype=bool)
    found = kept.nonzero()[0].tolist()
    for i in (selected & (blocks.n_words <= MAX_AUTHOR_HEADING_WORDS)).nonzero()[0].tolist():
        text = blocks.texts[i].lower()
        if "aut" not in text and "firma" not in text or not _AUTHOR_HEADING.fullmatch(text.strip(" :")):
            continue
        out[i] = kept[i]
        box = blocks.elements[i].getparent()
        if box is None:
            continue
        held = [j for j in found if j != i and _inside(blocks.elements[j], box)]
        if held and int(blocks.n_words[held].sum()) <= MAX_AUTHOR_BOX_WORDS:
            out[held] = True
    return out


def _common_container(first: html.HtmlElement, last: html.HtmlElement) -> html.HtmlElement:
    """The innermost element holding both ``first`` and ``last`` (or themselves)."""
    around = {first, *first.iterancestors()}
    return next((el for el in (last, *last.iterancestors()) if el in around), first.getroottree().getroot())


def _is_signup_field(field: html.HtmlElement) -> bool:
    """Whether an ``<input>`` asks for an e-mail address (its type, or its name on older forms)
    to sign up: in no form, or in a form of at most MAX_SIGNUP_FIELDS text fields that names no
    comment or contact form (which ask for a name, an address, a site and, in a text area the
    parse drops, the message)."""
    if (field.get("type") or "").lower() != "email" and "email" not in (field.get("name") or "").lower():
        return False
    form = next(field.iterancestors("form"), None)
    if form is None:
        return True
    marks = " ".join((form.get("action") or "", form.get("id") or "", form.get("class") or "")).lower()
    if _MESSAGE_FORM.search(marks):
        return False
    texts = [f for f in form.iter("input") if (f.get("type") or "text").lower() in ("text", "email")]
    return len(texts) <= MAX_SIGNUP_FIELDS


def _names_a_bio(el: html.HtmlElement) -> bool:
    """Whether the element's class or id names an author's biography box (most elements of a
    story have neither: told from their attribute names, without building a string)."""
    names = el.keys()
    if "class" not in names and "id" not in names:
        return False
    marks = (el.get("class", "") + " " + el.get("id", "")).lower()
    return any(word in marks for word in _BIO_WORDS) and bool(_BIO_CLASS.search(marks))


def aside_blocks(blocks: Blocks, kept: np.ndarray) -> np.ndarray:
    """Blocks inside ``<aside>`` (HTML's mark for what is tangential to the text around it:
    rich links, fact boxes of other stories) when together they hold under MAX_ASIDE_SHARE of
    the kept characters. A quotation set apart in an aside (a pull quote: a ``<blockquote>``,
    or an aside whose class names a quote) stays: it is the story's words."""
    aside = kept & blocks.context[:, _ASIDE_COLUMN] if len(blocks) else kept
    total = float(blocks.n_chars[kept].sum())
    if not aside.any() or blocks.n_chars[aside].sum() >= MAX_ASIDE_SHARE * total:
        return np.zeros(len(kept), dtype=bool)
    for i in (aside & blocks.context[:, _BLOCKQUOTE_COLUMN]).nonzero()[0].tolist():
        aside[i] = False
    for i in aside.nonzero()[0].tolist():
        aside[i] = not _in_quote_aside(blocks.elements[i])
    return aside


def _in_quote_aside(el: html.HtmlElement) -> bool:
    """Whether the nearest ``<aside>`` around ``el`` names a quotation in its class."""
    for node in el.iterancestors("aside"):
        return bool(_QUOTE_CLASS.search(node.get("class", "").lower()))
    return False


def later_story_blocks(blocks: Blocks, kept: np.ndarray, headline: int | None) -> np.ndarray:
    """Blocks of a further ``<article>`` after the story's: the next story an infinite-scroll
    page appends. The story's article holds the headline, or else it is the first holding
    MIN_STORY_SHARE of the kept characters; an article inside it or around it is its own."""
    out = np.zeros(len(kept), dtype=bool)
    in_article = blocks.context[:, _ARTICLE_COLUMN] | blocks.context[:, _MAIN_COLUMN]
    owner: dict[int, html.HtmlElement] = {}
    known: dict[html.HtmlElement, html.HtmlElement | None] = {}  # element: its innermost article
    for i in (kept & in_article).nonzero()[0].tolist() + ([headline] if headline is not None else []):
        article = _article_of(blocks.elements[i], known)
        if article is not None:
            owner[i] = article
    articles = list({id(a): a for a in owner.values()}.values())
    if len(articles) < 2:
        return out
    main = owner.get(headline) if headline is not None else None
    if main is None:
        total = float(blocks.n_chars[kept].sum())
        held: dict[int, int] = {}  # id of an article: the kept characters it holds
        for i, article in owner.items():
            held[id(article)] = held.get(id(article), 0) + int(blocks.n_chars[i])
        main = next((a for a in articles if held[id(a)] >= MIN_STORY_SHARE * total), None)
    if main is None:
        return out
    # The articles after the story's that are neither inside it nor around it, by id.
    later = {id(a) for a in articles[articles.index(main) + 1:] if not _inside(a, main) and not _inside(main, a)}
    for i, article in owner.items():
        if id(article) in later:
            out[i] = kept[i]
    return out


def _inside(el: html.HtmlElement, container: html.HtmlElement) -> bool:
    return el is container or any(a is container for a in el.iterancestors())


def _article_of(el: html.HtmlElement, known: dict[html.HtmlElement, html.HtmlElement | None]
                ) -> html.HtmlElement | None:
    """The innermost ``<article>`` holding ``el`` (or ``el`` itself), remembered in ``known``
    for every element passed on the way up: a story's blocks share their ancestors."""
    path = []
    node: html.HtmlElement | None = el
    found: html.HtmlElement | None = None
    while node is not None:
        if node in known:
            found = known[node]
            break
        path.append(node)
        if node.tag in _STORY_ROOTS:
            found = node
            break
        node = node.getparent()
    for visited in path:
        known[visited] = found
    return found
