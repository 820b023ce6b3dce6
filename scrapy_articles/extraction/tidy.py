"""Stage 6b, tidy: take out of the chosen blocks what is not the story itself.

Input: the blocks, the selected mask a method decided, and what the page
declares of itself (:class:`Story`: its headline and description). Output:
the mask without the furniture a story's region holds: the body's
convention (docs/body.md) is the story and only the story, so

- the page's header: the headline, what stands before it (kicker, section
  label, breadcrumb) and, in the header's own container, the standfirst,
  the byline and the dateline (each is a field of its own);
- captions and credits of images (``images[].caption`` holds them) and
  gallery chrome ("Image 1 of 13", "Next image »");
- other stories: "Read more: <headline>" lines, teaser lists under a
  "Related" / "Most read" heading, rows of headline links, and a further
  story in a second ``<article>`` after the first;
- end-of-story widgets: share bars, "Write a comment", tag lists, author
  bios, newsletter and subscription promos, affiliate disclaimers, advert
  labels, pagination chrome ("Page 2 of 3", "Continued from page 1"): lines
  recognised by their wording (:mod:`chrome`).

A method keeps these because they sit inside the story's container and
look like short text; what tells them apart is their wording, their markup
(figure, figcaption, a teaser heading, headline links) and where they stand
relative to the headline. Each rule reads only the selected blocks, so the
step costs a few regular expression tests per kept block.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import urlsplit

import numpy as np
from lxml import html

from .captions import CAPTION_MAX_CHARS
from .chrome import LINK_SHARE, is_chrome, is_dateline, is_teaser_heading
from .config import ExtractionConfig
from .positions import text_of
from .segment import CONTEXT_TAGS, Blocks
from .urls import join

DEFAULT = ExtractionConfig()
# Words of the header's own lines after the headline (dek, byline, dateline): a
# longer block there is a lead paragraph, which stays.
MAX_HEADER_WORDS = 30
# Share of the selected characters the headline's container may hold and
# still be the page's header rather than the story's container.
MAX_HEADER_SHARE = 0.2
# Words of the short blocks before the headline taken out with it: a kicker, a
# section label, a breadcrumb ("Home › News › Transport"), a date.
MAX_KICKER_WORDS = 10
# Share of the kept characters the first of several <article> elements needs to be the story's.
MIN_STORY_SHARE = 0.25
# Selected blocks among which the headline is looked for: a heading further
# down that repeats it is a teaser of the same story, not the header.
HEADLINE_REACH = 6
# Words of a teaser: a headline link or a sentence or two below it.
MAX_TEASER_WORDS = 40
# Words of a teaser heading that is not marked up as one ("Most read" in a div).
MAX_LABEL_WORDS = 4
# Characters of a headline link that may lie outside the link (a bullet, a colon, a count).
HEADLINE_SLACK_CHARS = 2
# Short lines a teaser record holds under its headline link (a sentence, a date).
TEASER_LINES = 2
# Headline links a row of sibling records needs to be a teaser list.
MIN_TEASER_RECORDS = 3
# Words of a headline link in a teaser list (shorter links are menus or tags).
MIN_HEADLINE_WORDS = 3
# Share of the kept characters captions may hold and still be taken out: a page
# that is mostly captions is a photo story, its captions its text.
MAX_CAPTION_SHARE = 0.5
# Ancestor levels searched for a figure or a caption-marked element around a block.
CAPTION_LEVELS = 4

_WORDS = re.compile(r"\w+")
# Class words of an author's biography box.
_BIO_CLASS = re.compile(r"\b(?:author-?bio|bio|biography|author-?box|about-?(?:the-?)?author|author-?info"
                        r"|author-?card|author-?profile|autor-?info|autorenbox)\b")
_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
# Columns of Blocks.context for an <aside>, an <article> and a <table> ancestor.
_ASIDE_COLUMN = CONTEXT_TAGS.index("aside")
_ARTICLE_COLUMN = CONTEXT_TAGS.index("article")
_TABLE_COLUMN = CONTEXT_TAGS.index("table")


@dataclass(frozen=True)
class Story:
    """What the page declares of its story, to recognise it in the blocks."""

    headline: str | None = None
    description: str | None = None
    url: str | None = None  # the page's: other stories are links to other pages of its site


def tidy(blocks: Blocks, selected: np.ndarray, story: Story, config: ExtractionConfig = DEFAULT) -> np.ndarray:
    """``selected`` without the page's header, captions, other stories and widgets (see the
    module docstring); the headline and captions stay if ``config`` keeps them. Teasers stay
    where the rest holds under ``min_article_words``: the page is a list of stories. A
    selection that would keep no words (a headline over pictures) is left as it was: what
    the method kept is then all the page has."""
    if not selected.any():
        return selected
    kept = selected.copy()
    for i in np.flatnonzero(selected).tolist():
        if is_chrome(blocks, i):
            kept[i] = False
    if not config.keep_captions:
        kept &= ~_captions(blocks, kept)
    headline = _headline_block(blocks, kept, story)
    header = _header(blocks, kept, story, headline, config.keep_bylines)
    if config.keep_headline and headline is not None:
        header[headline] = False
    kept &= ~header
    teasers = _teasers(blocks, kept, story.url)
    if blocks.n_words[kept & ~teasers].sum() >= config.min_article_words:
        kept &= ~teasers  # else the page is a list of stories (an archive, a front): they are its text
    kept &= ~_asides(blocks, kept)
    kept &= ~_later_stories(blocks, kept, headline)
    return kept if blocks.n_words[kept].any() else selected


def _normal(text: str) -> str:
    return " ".join(_WORDS.findall(text.casefold()))


def _captions(blocks: Blocks, kept: np.ndarray) -> np.ndarray:
    """Caption blocks (:func:`is_caption`), unless they hold MAX_CAPTION_SHARE of the kept
    characters or more: then the pictures and their captions are the page (a photo story)."""
    found = np.zeros(len(kept), dtype=bool)
    for i in np.flatnonzero(kept).tolist():
        found[i] = blocks.n_chars[i] <= CAPTION_MAX_CHARS and is_caption(blocks.elements[i])
    if blocks.n_chars[found].sum() >= MAX_CAPTION_SHARE * blocks.n_chars[kept].sum():
        found[:] = False
    return found


def is_caption(element: html.HtmlElement) -> bool:
    """Whether a block's element is an image's caption: a figcaption, or text in a figure or
    caption-marked box holding a picture (a figure around a quote keeps its attribution),
    of at most CAPTION_MAX_CHARS characters."""
    el: html.HtmlElement | None = element
    for _ in range(CAPTION_LEVELS):
        if el is None:
            return False
        tag, cls = el.tag, el.get("class")
        if tag in ("figure", "figcaption") or (cls and _CAPTION_CLASS.search(cls.lower())):
            if len(text_of(el)) > CAPTION_MAX_CHARS:
                return False  # a wrapper of the article so named, not a caption box
            frame = el if tag == "figure" else _frame_of(el)
            return frame is not None and bool(_MEDIA(frame))
        el = el.getparent()
    return False


# Class words of a caption or credit element.
_CAPTION_CLASS = re.compile(r"caption|credit|cutline|bildunterschrift|bu-text|image-?source")
# Pictures and players a caption frame holds.
_MEDIA = html.etree.XPath(".//img | .//picture | .//video | .//iframe | .//amp-img | .//svg")


def _frame_of(el: html.HtmlElement) -> html.HtmlElement | None:
    """The figure (or the element holding a picture) a caption element belongs to."""
    node: html.HtmlElement | None = el
    for _ in range(CAPTION_LEVELS):
        if node is None:
            return None
        if node.tag == "figure" or _MEDIA(node):
            return node
        node = node.getparent()
    return None


def _headline_block(blocks: Blocks, kept: np.ndarray, story: Story) -> int | None:
    """The block that is the headline: a kept one among the first HEADLINE_REACH, else a
    heading the method left out, before the first of them (its header's standfirst and
    dateline may still have been kept); None if none is."""
    headline = _normal(story.headline or "")
    first = np.flatnonzero(kept)[:HEADLINE_REACH].tolist()
    found = next((i for i in first if _is_headline(blocks, i, headline)), None)
    if found is not None or not first:
        return found
    return next((i for i in range(first[0]) if blocks.heading[i] and _is_headline(blocks, i, headline)), None)


def _header(blocks: Blocks, kept: np.ndarray, story: Story, at: int | None, keep_bylines: bool) -> np.ndarray:
    """The header's blocks: the headline, the short blocks before it, the headline's own
    container (if it is small) without its long paragraphs, which are a lead, and the
    dateline right after it (unless ``keep_bylines``: then datelines and bylines stay);
    a heading repeating the description (the standfirst) anywhere among the first blocks."""
    out = np.zeros(len(kept), dtype=bool)
    indices = np.flatnonzero(kept).tolist()
    description = _normal(story.description or "")
    first = indices[:HEADLINE_REACH]
    for i in first:
        if blocks.heading[i] and description and _normal(blocks.texts[i]) == description:
            out[i] = True
    if at is None:
        return out
    out[at] = True
    for i in indices:
        if i >= at:
            break
        out[i] = blocks.n_words[i] <= MAX_KICKER_WORDS
    container = _header_container(blocks, kept, at)
    if container is not None:
        for i in indices:
            if i > at and container[i]:
                out[i] = _is_header_line(blocks, i, description, keep_bylines)
    for i in indices:  # the dateline and byline lines under the headline, up to the first paragraph
        if keep_bylines:
            break
        if i <= at or out[i]:
            continue
        if not is_dateline(blocks.texts[i], int(blocks.n_words[i])):
            break
        out[i] = True
    return out


def _is_header_line(blocks: Blocks, i: int, description: str, keep_bylines: bool) -> bool:
    """Whether block ``i`` of the header's container is a line of its own fields: the
    standfirst (the description, if short: a long one is the lead paragraph), a
    dateline, a byline."""
    words = int(blocks.n_words[i])
    if words > MAX_HEADER_WORDS:
        return False
    text = blocks.texts[i]
    if description and _normal(text) == description:
        return True
    return not keep_bylines and is_dateline(text, words)


def _is_headline(blocks: Blocks, i: int, headline: str) -> bool:
    """Whether block ``i`` is the headline: its text, or a heading holding it beside a
    kicker of a few words ("Lindenau Stadtbibliothek verlängert...")."""
    if not headline:
        return False
    text = _normal(blocks.texts[i])
    if text == headline:
        return True
    return (bool(blocks.heading[i]) and headline in text
            and len(text.split()) - len(headline.split()) <= MAX_LABEL_WORDS)


def _header_container(blocks: Blocks, kept: np.ndarray, at: int) -> np.ndarray | None:
    """Per block, whether it lies in the headline's largest container (of its ANCESTOR_LEVELS)
    holding under MAX_HEADER_SHARE of the kept characters; None if even its parent holds more."""
    total = float(blocks.n_chars[kept].sum())
    innermost, ends = blocks.ancestors[:, 0], blocks.element_ends
    found = None
    for level in range(1, blocks.ancestors.shape[1]):
        element = int(blocks.ancestors[at, level])
        if element < 0:
            break
        inside = (innermost >= element) & (innermost < ends[element])
        if blocks.n_chars[kept & inside].sum() >= MAX_HEADER_SHARE * total:
            break
        found = inside
    return found


def _inside(el: html.HtmlElement, container: html.HtmlElement) -> bool:
    return el is container or any(a is container for a in el.iterancestors())


def _teasers(blocks: Blocks, kept: np.ndarray, url: str | None) -> np.ndarray:
    """Blocks of other stories: runs of teaser records (a headline link, then up to
    TEASER_LINES short lines: a sentence, a date), MIN_TEASER_RECORDS of them or more, or
    any under a teaser heading; and lists of such links (:func:`_headline_rows`)."""
    out = np.zeros(len(kept), dtype=bool)
    linked = blocks.link_chars >= LINK_SHARE * np.maximum(blocks.n_chars, 1)
    # A table's rows are records of the story's own data (a filmography, results), not teasers.
    headline_link = ((blocks.link_chars >= blocks.n_chars - HEADLINE_SLACK_CHARS) & (blocks.n_chars > 0)
                     & (blocks.n_words >= MIN_HEADLINE_WORDS) & (blocks.n_words <= MAX_TEASER_WORDS)
                     & ~blocks.context[:, _TABLE_COLUMN])
    run: list[int] = []  # the blocks of the run so far
    headed, links, lines = False, 0, 0  # under a teaser heading; links in the run; lines since the last
    for i in np.flatnonzero(kept).tolist() + [-1]:
        # Under a teaser heading any link is a teaser; elsewhere only a headline link is,
        # and any other link ends the run (references, a list of tools, a menu).
        link = linked[i] if headed else headline_link[i] and _links_within_site(blocks.elements[i], url)
        short = not linked[i] and lines < TEASER_LINES and blocks.n_words[i] <= MAX_TEASER_WORDS
        if run and i >= 0 and (link or short):
            run.append(i)
            links, lines = (links + 1, 0) if link else (links, lines + 1)
            continue
        if (headed and links) or links >= MIN_TEASER_RECORDS:
            out[run] = True
        run, headed, links, lines = [], False, 0, 0
        if i < 0:
            break
        if (blocks.heading[i] or blocks.n_words[i] <= MAX_LABEL_WORDS) and is_teaser_heading(blocks.texts[i]):
            run, headed, lines = [i], True, TEASER_LINES  # a link must come first
        elif headline_link[i] and _links_within_site(blocks.elements[i], url):
            run, links = [i], 1
    out |= _headline_rows(blocks, kept, linked, url)
    out |= _bios(blocks, kept)
    return out


def _headline_rows(blocks: Blocks, kept: np.ndarray, linked: np.ndarray, url: str | None) -> np.ndarray:
    """Kept items of a list of other stories: a list of MIN_TEASER_RECORDS items or more that
    are each a headline link and nothing else, or any list under a teaser heading."""
    out = np.zeros(len(kept), dtype=bool)
    rows: dict[int, list[int]] = {}
    lists: dict[int, html.HtmlElement] = {}
    for i in np.flatnonzero(kept & linked).tolist():
        el = blocks.elements[i]
        parent = el.getparent()
        if el.tag == "li" and parent is not None:
            lists[id(parent)] = parent
            rows.setdefault(id(parent), []).append(i)
    for key, members in rows.items():
        if _lists_other_stories(lists[key], url):
            out[members] = True
    return out


def _lists_other_stories(listing: html.HtmlElement, url: str | None) -> bool:
    """Whether a list's items are all headline links to other pages of the site
    (MIN_TEASER_RECORDS of them or more), or a teaser heading stands right before it."""
    before = listing.getprevious()
    if before is not None and before.tag in _HEADINGS and is_teaser_heading(" ".join(text_of(before).split())):
        return True
    entries = [el for el in listing if el.tag == "li"]
    if len(entries) < MIN_TEASER_RECORDS:
        return False
    for entry in entries:
        text = " ".join(text_of(entry).split())
        linked = " ".join(" ".join(text_of(a).split()) for a in entry.iter("a"))
        if (len(text.split()) < MIN_HEADLINE_WORDS or len(linked) < len(text) - HEADLINE_SLACK_CHARS
                or not _links_within_site(entry, url)):
            return False
    return True


def _links_within_site(el: html.HtmlElement, url: str | None) -> bool:
    """Whether ``el`` holds a link to another page of the page's site: a teaser's. A link
    within the page (a table of contents) or to another site (a reference) is not one;
    without the page's URL, only a relative link counts."""
    site = urlsplit(url).netloc if url else None
    for link in el.iter("a"):
        href = (link.get("href") or "").strip()
        if not href or href.startswith(("#", "javascript:", "mailto:")):
            continue
        target = join(url, href)
        if target is None:
            continue
        parts = urlsplit(target)
        if (not parts.netloc and site is None) or (
                parts.netloc == site and target.split("#")[0] != (url or "").split("#")[0]):
            return True
    return False


def _bios(blocks: Blocks, kept: np.ndarray) -> np.ndarray:
    """Blocks (at most twice MAX_TEASER_WORDS words) in a container whose class marks it as
    an author's biography, its heading ("About Jo Roe") included."""
    out = np.zeros(len(kept), dtype=bool)
    known: dict[html.HtmlElement, bool] = {}  # element: whether its class or id names a biography
    for i in np.flatnonzero(kept & (blocks.n_words <= MAX_TEASER_WORDS * 2)).tolist():
        el: html.HtmlElement | None = blocks.elements[i]
        for _ in range(CAPTION_LEVELS):
            if el is None:
                break
            if el not in known:
                marks = el.get("class", "") + " " + el.get("id", "")
                known[el] = not marks.isspace() and bool(_BIO_CLASS.search(marks.lower()))
            if known[el]:
                out[i] = True
                break
            el = el.getparent()
    return out


def _asides(blocks: Blocks, kept: np.ndarray) -> np.ndarray:
    """Blocks inside ``<aside>`` (HTML's mark for what is tangential to the text around it:
    rich links, fact boxes of other stories, pull quotes repeating the text) when together
    they hold under MAX_HEADER_SHARE of the kept characters; more, and the page is laid out
    in asides."""
    aside = kept & blocks.context[:, _ASIDE_COLUMN] if len(blocks) else kept
    total = float(blocks.n_chars[kept].sum())
    if not aside.any() or blocks.n_chars[aside].sum() >= MAX_HEADER_SHARE * total:
        return np.zeros(len(kept), dtype=bool)
    return aside


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
        if node.tag == "article":
            found = node
            break
        node = node.getparent()
    for visited in path:
        known[visited] = found
    return found


def _later_stories(blocks: Blocks, kept: np.ndarray, headline: int | None) -> np.ndarray:
    """Blocks of a further ``<article>`` after the story's: the next story an infinite-scroll
    page appends. The story's article holds the headline, or else it is the first holding
    MIN_STORY_SHARE of the kept characters; an article inside it or around it is its own."""
    out = np.zeros(len(kept), dtype=bool)
    in_article = blocks.context[:, _ARTICLE_COLUMN]
    owner: dict[int, html.HtmlElement] = {}
    known: dict[html.HtmlElement, html.HtmlElement | None] = {}  # element: its innermost article
    for i in np.flatnonzero(kept & in_article).tolist() + ([headline] if headline is not None else []):
        article = _article_of(blocks.elements[i], known)
        if article is not None:
            owner[i] = article
    articles = list({id(a): a for a in owner.values()}.values())
    if len(articles) < 2:
        return out
    main = owner.get(headline) if headline is not None else None
    if main is None:
        total = float(blocks.n_chars[kept].sum())
        held = {id(a): sum(int(blocks.n_chars[i]) for i, b in owner.items() if b is a) for a in articles}
        main = next((a for a in articles if held[id(a)] >= MIN_STORY_SHARE * total), None)
    if main is None:
        return out
    later = articles[articles.index(main) + 1:]
    for i, article in owner.items():
        if any(article is a for a in later) and not _inside(article, main) and not _inside(main, article):
            out[i] = kept[i]
    return out
