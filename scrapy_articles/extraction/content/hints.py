"""Class/id hints: what an element's identifiers say it holds (a helper of :mod:`segment`).

Stage: segment. Input: the class, id and role of one element, joined by
spaces. Output: a bitmask over :data:`HINT_CATEGORIES` (comment, related
links, share bar, advertisement...). Whether a category occurs among a
block's ancestors is a feature for the classifiers, never a rule by itself;
:mod:`clean` pulls small containers of the :data:`BOILERPLATE_HINTS`
categories out of an article.

Identifiers are not prose: they read the same in every language's pages,
so one vocabulary serves all.
"""

from __future__ import annotations

import re

from lxml.html import HtmlElement

HINT_CATEGORIES = ("content", "comment", "navigation", "related", "social", "ads", "sidebar",
                   "meta", "notice", "media")
# Words per category, in the order they are tried (the first that matches at
# a position wins: "newsletter" is a notice, not news). Matched against
# identifiers lower-cased: re.I makes alternations 8x slower. Each entry is a
# plain word, so that a match's text names its category (HINT_BIT_OF_WORD);
# a leading \b asks for the start of a word, a trailing one for its end.
# Spellings are listed one by one ("reply replies") in the order a regex's
# greedy optional parts would try them ("skip-link skip-to skiplink skipto").
# Today's CMSs add their own words: recirculation modules ("recirc", "more-from",
# "up-next"), share plugins (AddThis, Shariff), German ad labels ("anzeige",
# "werbung"), section labels over headlines ("kicker"), author boxes ("avatar",
# "bio"), gallery chrome, and story text wrappers ("rich-text", "paragraph",
# German "artikel"), and reader discussions hosted by a vendor or named a thread
# (Coral's "coral_thread", Viafoura, OpenWeb's "spot-im", Livefyre's "fyre-",
# wpDiscuz's "wc-thread-wrapper", taz's "ul.thread").
_HINT_WORDS = (
    ("comment", r"comment reply replies respond discuss disqus thread coral_talk coral-talk viafoura"
                r" vf-conversation spotim spot-im openweb fyre"),
    ("related", r"related recommend popular trending outbrain taboola teaser most- read-next readnext also"
                r" recirc more-from morefrom up-next upnext"),
    ("social", r"share sharing shariff addthis social follow twitter facebook whatsapp linkedin pinterest"),
    ("ads", r"advert sponsor promo banner dfp doubleclick adsense anzeige werbung affiliate"
            r" \bads\b \bad\b \bad- -ad\b"),
    ("sidebar", r"sidebar widget \brail\b secondary"),
    ("notice", r"cookie newsletter subscri signup popup modal consent paywall login register gdpr"
               r" skip-link skip-to skiplink skipto sr-only screen-reader visually-hidden visuallyhidden"),
    ("media", r"caption credit gallery slideshow lightbox carousel \bphoto"),
    ("meta", r"byline author avatar \bbio\b kicker dateline \bdate timestamp \bmeta \btags\b \btag\b"),
    ("navigation", r"\bnav menu breadcrumb paginat pager toolbar masthead header footer topbar sitemap"),
    ("content", r"article artikel content post entry story body text main blog news hentry prose column"
                r" rich-text richtext paragraph"),
)
HINT_BIT = {name: 1 << i for i, name in enumerate(HINT_CATEGORIES)}
# Class words that are the post's taxonomy, not the element's role: blog
# engines copy each category, tag and author of a post into its wrapper's
# classes (WordPress "category-social-media tag-facebook", Typepad
# "entry-category-sponsored entry-author-jane", Drupal "taxonomy-term-12").
# Read as hints they would call a whole article a share bar or an ad.
# Prefixes tested with str.startswith: a fifth of the instructions of a regex match.
_TAXONOMY = ("category-", "tag-", "entry-category-", "entry-tag-", "entry-author-", "entry-type-", "taxonomy-")


def _hint_pattern() -> tuple[re.Pattern[str], dict[str, int]]:
    """One regex over every hint word, and the category bit of each word's text.

    The words are nested by their first two letters, order kept, as
    ``c(?:o(?:mment|okie|...)|a(?:ption)...)``: the engine skips to letters
    that start a word and tries only the words beginning with the two letters
    it sees (one alternation of the categories' words was 4.5x slower).
    A leading \\b becomes a look-behind after the two letters. The regex has
    no group: a match's text is the word, and its category is looked up; a
    named group per word made every match copy a hundred group slots (a third
    of hint_mask's instructions).
    """
    nested: dict[str, dict[str, list[str]]] = {}
    bit_of_word: dict[str, int] = {}
    for category, words in _HINT_WORDS:
        for word in words.split():
            at_start, at_end = word.startswith(r"\b"), word.endswith(r"\b")
            word = word.removeprefix(r"\b").removesuffix(r"\b")
            bit_of_word[word] = HINT_BIT[category]
            first, second, rest = word[0], word[1], re.escape(word[2:])
            if at_start:
                rest = rf"(?<!\w{re.escape(first + second)}){rest}"
            if at_end:
                rest += r"\b"
            nested.setdefault(first, {}).setdefault(second, []).append(rest)
    pattern = "|".join(
        re.escape(first) + "(?:" + "|".join(
            re.escape(second) + "(?:" + "|".join(rests) + ")" for second, rests in seconds.items()) + ")"
        for first, seconds in nested.items())
    return re.compile(pattern), bit_of_word


HINTS, HINT_BIT_OF_WORD = _hint_pattern()
_find_hints, _BIT_OF_WORD = HINTS.findall, HINT_BIT_OF_WORD
# Categories naming inline boilerplate: a container so marked is cleaned out
# of an article unless it holds much of it (see clean.py).
# Comments are tracked apart (comment_ancestor): some annotators count them
# as content, so cleaning them out is a configuration choice.
BOILERPLATE_HINTS = ("related", "social", "ads", "notice", "sidebar")
BOILERPLATE_MASK = sum(HINT_BIT[name] for name in BOILERPLATE_HINTS)
COMMENT_MASK = HINT_BIT["comment"]
# Distinct identifier strings whose hint masks a process remembers; a
# crawl of many sites fills it, and it starts over (a few MB at most).
_HINT_CACHE_SIZE = 100_000
_HINT_CACHE: dict[str, int] = {}
# The cached mask of an identifier string, or None: what hint_mask looks up first, for the
# segment walk to look up without a call per element. The cache is emptied in place, never
# replaced, so the bound method stays its own.
cached_hint_mask = _HINT_CACHE.get


def class_and_id(el: HtmlElement | None) -> str:
    """An element's class and id, lower-cased and joined by a space ("" for no element)."""
    if el is None:
        return ""
    return f"{el.get('class', '')} {el.get('id', '')}".lower()


def hint_mask(identifiers: str) -> int:
    """Bitmask of HINT_CATEGORIES named by ``identifiers`` (class, id and role joined by spaces).

    Identifiers repeat within a page and across a site's pages, so each
    distinct string is matched once per process (_HINT_CACHE). A new string
    is matched word by word, each word once: no hint word holds a space and a
    space is no word character, so the words match as the whole string does,
    and words repeat across strings ("nav nav-main", "nav nav-sport").
    Taxonomy words (:data:`_TAXONOMY`) name no role.
    """
    mask = _HINT_CACHE.get(identifiers)
    return new_hint_mask(identifiers) if mask is None else mask


def new_hint_mask(identifiers: str) -> int:
    """:func:`hint_mask` of a string not in its cache (the segment walk looks the cache up itself)."""
    # Stored in place, the cache emptied when full: a call per new string cost a twentieth of hint_mask.
    cache = _HINT_CACHE
    mask = 0
    for word in identifiers.lower().split():
        word_mask = cache.get(word)
        if word_mask is None:
            word_mask = 0
            for found in _find_hints(word):
                word_mask |= _BIT_OF_WORD[found]
            # Most new words name no hint: the taxonomy prefixes are tested on those that do.
            if word_mask and word.startswith(_TAXONOMY):
                word_mask = 0
            if len(cache) >= _HINT_CACHE_SIZE:
                cache.clear()
            cache[word] = word_mask
        mask |= word_mask
    if len(cache) >= _HINT_CACHE_SIZE:
        cache.clear()
    cache[identifiers] = mask
    return mask
