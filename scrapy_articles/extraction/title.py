"""Title: pick the article's headline among headings and declared headlines.

Stage: title. Input: the cleaned tree (after ``strip_invisible``), the
``<title>`` text, the headlines the page declares (og/twitter/JSON-LD, from
:mod:`metadata`) and the first element of the article text. Output: the
headline string, or None.

Method: Article Clipper's two-step scoring (Fan et al., KDD 2011, sec. 2.3;
Fan, Luo & Joshi, SPIE 7879, 2011) without rendering. Each candidate gets
``Q = (m + lambda) * beta^(7-h) * (0.1 + alpha)^omega * f`` where ``m`` is the
Levenshtein match with the ``<title>`` field and ``h`` the header level, as in
the paper; the paper's horizontal alignment ``alpha`` becomes a position cue
(how close before the article text the candidate sits in document order) and
the font size ``f`` becomes a prominence cue from the tag, class and itemprop
(CSS default heading sizes stand in for rendered font sizes).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from lxml import etree, html

# The paper's constants (sec. 2.3): lambda, beta, omega.
LAMBDA = 0.5
BETA = 1.15
OMEGA = 2
NON_HEADER_LEVEL = 7  # the paper's h for text outside H1-H6
ALPHA_FLOOR = 0.1  # the paper's 0.1 added to alpha: a misplaced candidate still counts
BODY_SIZE = 1.0  # plain text, the unit of the sizes below

# Default rendered size of H1..H6 relative to body text (CSS 2.1 UA style sheet:
# 2em, 1.5em, 1.17em, 1em, .83em, .67em): stands in for the paper's font size.
HEADER_SIZE = {1: 2.0, 2: 1.5, 3: 1.17, 4: 1.0, 5: 0.83, 6: 0.67}
HEADLINE_CLASS_SIZE = 1.5  # a non-header styled as a title: assume H2 size
ITEMPROP_HEADLINE_SIZE = 2.0  # schema.org markup says it is THE headline: H1 size
DECLARED_BOOST = 2.0  # text also declared by og/twitter/JSON-LD; tuned on readability corpus
DECLARED_SIZE = 2.0  # a declared headline absent from the page: shown as an H1 would be
TITLE_FIELD_SIZE = 2.0  # the cleaned <title> itself, the fallback candidate
NEGATIVE_FACTOR = 0.3  # logo, menu, sidebar, related-links headings
LINKED_FACTOR = 0.7  # all text is a link: a teaser, or a permalink on a blog

# Position cue: characters of text between a candidate and the article text.
POSITION_SPAN = 2000  # characters; a nav menu or a sidebar is about this long
AFTER_CONTENT_WEIGHT = 4.0  # text after the article start counts this many times more
NEUTRAL_ALPHA = 0.5  # position unknown: no article text given yet
# Declared headlines and the <title> have no place on the page; once the article
# text is known, they are treated as well placed, so position only demotes headings.
UNPLACED_ALPHA = 1.0

MIN_TITLE_CHARS = 3  # characters; shorter headings are numbers or icons
MAX_TITLE_CHARS = 300  # characters; longer "headings" are paragraphs
MAX_SITE_NAME_CHARS = 75  # characters; a logo holding more text is a whole header

_HEADINGS = ("h1", "h2", "h3", "h4", "h5", "h6")
# Elements that say they are a title; translate() lowercases class and id.
# (Only elements with a class, id or itemprop pay for the string functions.)
_CANDIDATES = etree.XPath(
    "//h1 | //h2 | //h3 | //h4 | //h5 | //h6 | //*[@class or @id or @itemprop]"
    "[contains(translate(concat(@class, ' ', @id), 'TITLEHADN', 'titlehadn'), 'title')"
    " or contains(translate(concat(@class, ' ', @id), 'TITLEHADN', 'titlehadn'), 'headline')"
    " or contains(@itemprop, 'headline')]")
# Where a site prints its own name: logos and brand blocks.
_LOGOS = etree.XPath(
    "//*[@class or @id][contains(translate(concat(@class, ' ', @id), 'LOGBRAND', 'logbrand'),"
    " 'logo') or contains(translate(@class, 'LOGBRAND', 'logbrand'), 'brand')]")
# Class/id words of headings that are not the article's: site chrome and teasers.
# Whole words only: "shared-mutable-history" is no share button.
_NEGATIVE_WORDS = frozenset({
    "logo", "brand", "branding", "masthead", "sitetitle", "sitename", "widget", "widgets",
    "sidebar", "related", "comment", "comments", "footer", "nav", "navbar", "navigation",
    "menu", "promo", "newsletter", "subscribe", "modal", "popup", "share", "sharing",
    "social", "breadcrumb", "breadcrumbs", "teaser", "teasers", "recommended", "next",
    "prev", "previous", "popular", "trending", "more", "ad", "ads", "sponsored"})
# Words of class and id: "relatedPosts" -> related, posts; "site-title" -> site, title.
_WORDS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
_SITE_TITLE = re.compile(r"site[-_]?(?:title|name)", re.I)
_HEADLINE_WORD = re.compile(r"(?:title|headline)$")
# A link to the site's front page: the heading is the site's name, not the article's.
_HOME_HREF = re.compile(r"^(?:https?://[^/]+)?/?(?:index\.\w+)?$", re.I)
_CHROME_TAGS = frozenset({"aside", "nav", "footer", "form"})
# Separators between a headline and a site name in <title>: "A | B", "A - B", "A :: B"...
_SEPARATOR = r"\s*(?:\||::|[-\u2013\u2014\u00b7\u2022\u00bb/~:])\s*"
# The same with spaces on both sides, as sites write them when the site name is unknown
# (a bare ":" or "-" inside a headline is too common to cut at).
_SEPARATOR_SPACED = r"\s+(?:\||::|[-\u2013\u2014\u00b7\u2022\u00bb])\s+"
SITE_TAIL_MAX_WORDS = 3  # words; a site name is short
HEAD_MIN_WORDS = 4  # words; keep short titles whole, their tail may be half the headline
_SPACES = re.compile(r"\s+")
# Permalink anchors that documentation generators append to headings ("Setup¶").
_PERMALINK_MARKS = re.compile(r"\s*[\u00b6\u00a7#\U0001f517]+$")


@dataclass(frozen=True)
class _Candidate:
    text: str
    level: int  # 1..6 for H1..H6, NON_HEADER_LEVEL otherwise
    alpha: float  # position cue, 0..1
    size: float  # prominence cue, the paper's font size f


def _clean(text: str | None) -> str:
    return _SPACES.sub(" ", text or "").strip()


def _fold(text: str) -> str:
    return _clean(text).casefold()


def levenshtein(a: str, b: str) -> int:
    """Edit distance by Myers' bit-vector algorithm (J. ACM 46(3), 1999), after
    Hyyrö's formulation: O(len(a)) big-integer steps instead of a DP table."""
    if len(a) < len(b):
        a, b = b, a
    if not b:
        return len(a)
    peq: dict[str, int] = {}
    for i, char in enumerate(b):
        peq[char] = peq.get(char, 0) | (1 << i)
    full, last = (1 << len(b)) - 1, 1 << (len(b) - 1)
    pv, mv, score = full, 0, len(b)
    for char in a:
        eq = peq.get(char, 0)
        xv = eq | mv
        xh = (((eq & pv) + pv) ^ pv) | eq
        ph = mv | (~(xh | pv) & full)
        mh = pv & xh
        if ph & last:
            score += 1
        elif mh & last:
            score -= 1
        ph = ((ph << 1) | 1) & full
        mh = (mh << 1) & full
        pv = mh | (~(xv | ph) & full)
        mv = ph & xv
    return score


def match_score(candidate: str, title: str) -> float:
    """The paper's m = 1 - min(d, L) / L against the title field (1 = same text)."""
    t, c = _fold(title), _fold(candidate)
    if not t:
        return 0.0
    if abs(len(t) - len(c)) >= len(t):
        return 0.0  # the distance is at least the length difference: no match
    return 1.0 - min(levenshtein(c, t), len(t)) / len(t)


def strip_site_name(text: str, site_names: Sequence[str]) -> str:
    """Remove " | Site", " - Site", "Site: " and the like for each known site name."""
    # Longest name first ("Example News Network" before "Example News"); ties by text.
    for name in sorted({_clean(n) for n in site_names if _clean(n)}, key=lambda n: (-len(n), n)):
        site = re.escape(name)
        for pattern in (rf"^(.+?){_SEPARATOR}{site}$", rf"^{site}{_SEPARATOR}(.+)$"):
            match = re.match(pattern, text, re.I)
            if match and len(match.group(1)) >= MIN_TITLE_CHARS:
                text = _clean(match.group(1))
    return text


def _visible_length(text: str | None) -> int:
    # Source indentation is no distance on screen: count non-space characters.
    return sum(map(len, text.split())) if text else 0


def strip_unknown_site(title: str) -> str:
    """Drop a short last part after a separator ("A long headline here | Site") when the
    site's name is unknown; short titles and long tails are kept whole."""
    parts = re.split(_SEPARATOR_SPACED, title)
    if len(parts) < 2:
        return title
    head, tail = title[: len(title) - len(parts[-1])], parts[-1]
    head = re.sub(_SEPARATOR_SPACED + "$", "", head)
    if len(tail.split()) <= SITE_TAIL_MAX_WORDS and len(head.split()) >= HEAD_MIN_WORDS:
        return _clean(head)
    return title


def _positions(root: html.HtmlElement) -> dict[html.HtmlElement, int]:
    """Non-space characters of text before each element's start, in document order."""
    seen, starts = 0, {}
    for event, el in etree.iterwalk(root, events=("start", "end")):
        if event == "start":
            starts[el] = seen
            seen += _visible_length(el.text) if isinstance(el.tag, str) else 0
        else:
            seen += _visible_length(el.tail)
    return starts


def _alpha(el: html.HtmlElement, length: int, first: html.HtmlElement | None,
           starts: dict[html.HtmlElement, int]) -> float:
    if first is None or el not in starts or first not in starts:
        return NEUTRAL_ALPHA
    gap = starts[first] - (starts[el] + length)
    if gap < 0 and starts[el] > starts[first]:
        gap = int((starts[el] - starts[first]) * AFTER_CONTENT_WEIGHT)
    return 1.0 - min(max(gap, 0), POSITION_SPAN) / POSITION_SPAN


def _marks(el: html.HtmlElement | None) -> tuple[str, set[str]]:
    if el is None:
        return "", set()
    marks = f"{el.get('class', '')} {el.get('id', '')}"
    return marks, {w.lower() for w in _WORDS.findall(marks)}


def _is_chrome(el: html.HtmlElement) -> bool:
    """Site furniture: logo, menu, sidebar, teaser... by class/id words or ancestry."""
    for marks, words in (_marks(el), _marks(el.getparent())):
        if words & _NEGATIVE_WORDS or _SITE_TITLE.search(marks):
            return True
    if any(a.tag in _CHROME_TAGS for a in el.iterancestors()):
        return True
    return any(_HOME_HREF.match(a.get("href", "x").strip()) for a in el.iter("a"))


def _prominence(el: html.HtmlElement, text: str, level: int) -> float:
    if level < NON_HEADER_LEVEL:
        size = HEADER_SIZE[level]
    elif "headline" in el.get("itemprop", ""):
        size = ITEMPROP_HEADLINE_SIZE
    elif any(_HEADLINE_WORD.search(w) for w in _marks(el)[1]):
        size = HEADLINE_CLASS_SIZE
    else:
        size = BODY_SIZE
    if _is_chrome(el):
        size *= NEGATIVE_FACTOR
    linked = "".join(a.text_content() for a in el.iter("a"))
    if _fold(linked) == _fold(text):
        size *= LINKED_FACTOR
    return size


def site_names_in_page(root: html.HtmlElement) -> tuple[str, ...]:
    """Names a site prints in its logo (text or image alt): the repeated site name."""
    names = []
    for el in _LOGOS(root):
        for text in [el.text_content(), *(img.get("alt", "") for img in el.iter("img"))]:
            if MIN_TITLE_CHARS <= len(_clean(text)) <= MAX_SITE_NAME_CHARS:
                names.append(_clean(text))
    return tuple(names)


def _dom_candidates(root: html.HtmlElement, first: html.HtmlElement | None
                    ) -> list[_Candidate]:
    starts = _positions(root) if first is not None else {}
    # The article's first block and its containers are text, not its headline.
    article_start = {first, *first.iterancestors()} if first is not None else set()
    out = []
    for el in _CANDIDATES(root):
        if el in article_start:
            continue
        text = _PERMALINK_MARKS.sub("", _clean(el.text_content()))
        if not MIN_TITLE_CHARS <= len(text) <= MAX_TITLE_CHARS:
            continue
        level = int(el.tag[1]) if el.tag in _HEADINGS else NON_HEADER_LEVEL
        out.append(_Candidate(text, level, _alpha(el, _visible_length(text), first, starts),
                              _prominence(el, text, level)))
    return out


def _score(c: _Candidate, titles: Sequence[str], memo: dict[tuple[str, str], float]) -> float:
    """The paper's Q; ``memo`` spares repeated texts (teaser lists) their edit distances."""
    for t in titles:
        if (c.text, t) not in memo:
            memo[c.text, t] = match_score(c.text, t)
    m = max((memo[c.text, t] for t in titles), default=0.0)
    return ((m + LAMBDA) * BETA ** (NON_HEADER_LEVEL - c.level)
            * (ALPHA_FLOOR + c.alpha) ** OMEGA * c.size)


def find_title(root: html.HtmlElement, title_field: str | None, candidates: Sequence[str],
               first_content: html.HtmlElement | None, *, site_name: str | None = None
               ) -> str | None:
    """The article's headline, or None when the page shows no title at all.

    ``candidates`` are declared headlines (og:title, twitter:title, JSON-LD);
    ``site_name`` (og:site_name) helps strip " | Site" from the answer.
    """
    sites = [*site_names_in_page(root), *([site_name] if site_name else [])]
    site_folds = {_fold(s) for s in sites}
    raw_title = _clean(title_field)
    fields = [t for t in dict.fromkeys([raw_title, strip_site_name(raw_title, sites)])
              if t and _fold(t) not in site_folds]
    fallback = strip_unknown_site(fields[-1]) if fields else None
    declared = {_fold(strip_site_name(_clean(c), sites)): strip_site_name(_clean(c), sites)
                for c in candidates if _clean(c)}
    # m is measured against the <title> field and, as further title fields the
    # page's author wrote, the declared headlines.
    titles = fields + [t for f, t in declared.items() if f not in site_folds]
    pool = []
    for c in _dom_candidates(root, first_content):
        if _fold(c.text) in site_folds:
            continue  # the logo heading: a headline is never the site's name
        size = c.size * DECLARED_BOOST if _fold(c.text) in declared else c.size
        pool.append(_Candidate(c.text, c.level, c.alpha, size))
    shown = {_fold(c.text) for c in pool}
    alpha = NEUTRAL_ALPHA if first_content is None else UNPLACED_ALPHA
    pool += [_Candidate(text, NON_HEADER_LEVEL, alpha, DECLARED_SIZE)
             for fold, text in declared.items() if fold not in shown and fold not in site_folds]
    memo: dict[tuple[str, str], float] = {}
    scored = [(_score(c, titles, memo), c.text) for c in pool]
    if fallback:
        # The <title> cannot vouch for itself: its m comes from the declared headlines.
        own = _Candidate(fallback, NON_HEADER_LEVEL, alpha, TITLE_FIELD_SIZE)
        scored.append((_score(own, list(declared.values()), memo), fallback))
    if not scored:
        return None
    best = max(scored, key=lambda pair: pair[0])[1]
    return strip_site_name(best, sites) or None
