"""Tests for hints.py: the nested hint pattern matches its plain definition, word by word."""

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scrapy_articles.extraction.content.hints import (_HINT_WORDS, HINT_BIT_OF_WORD, HINT_CATEGORIES, HINTS, hint_mask,
                                                      new_hint_mask)

# The hint vocabulary as one alternation of named categories: the definition
# that the nested pattern of hints.py must match exactly (same matches, same
# category), only faster.
REFERENCE_HINTS = re.compile(
    r"(?P<comment>comment|repl(?:y|ies)|respond|discuss|disqus|thread|coral[_-]talk|viafoura|vf-conversation"
    r"|spot-?im|openweb|fyre)"
    r"|(?P<related>related|recommend|popular|trending|outbrain|taboola|teaser|most-|read-?next|also"
    r"|recirc|more-?from|up-?next)"
    r"|(?P<social>share|sharing|shariff|addthis|social|follow|twitter|facebook|whatsapp|linkedin|pinterest)"
    r"|(?P<ads>advert|sponsor|promo|banner|dfp|doubleclick|adsense|anzeige|werbung|affiliate"
    r"|\bads?\b|\bad-|-ad\b)"
    r"|(?P<sidebar>sidebar|widget|\brail\b|secondary)"
    r"|(?P<notice>cookie|newsletter|subscri|signup|popup|modal|consent|paywall|login|register|gdpr"
    r"|skip-?(?:link|to)|sr-only|screen-reader|visually-?hidden)"
    r"|(?P<media>caption|credit|gallery|slideshow|lightbox|carousel|\bphoto)"
    r"|(?P<meta>byline|author|avatar|\bbio\b|kicker|dateline|\bdate|timestamp|\bmeta|\btags?\b)"
    r"|(?P<navigation>\bnav|menu|breadcrumb|paginat|pager|toolbar|masthead|header|footer|topbar|sitemap)"
    r"|(?P<content>article|artikel|content|post|entry|story|body|text|main|blog|news|hentry|prose|column"
    r"|rich-?text|paragraph)")
# Pieces of identifiers: hint words, their overlaps and prefixes, separators.
PIECES = ["news", "letter", "newsletter", "ad", "ads", "-ad", "ad-", "s", "x", "-", "_", " ", "rail", "date",
          "line", "meta", "tag", "tags", "nav", "menu", "post", "popup", "read", "next", "read-next", "skip",
          "-to", "link", "comment", "content", "sr-only", "visually", "hidden", "also", "1", "\u00e9",
          "category-", "entry-", "author-", "type-", "taxonomy-", "reply", "replies", "readnext", "skiplink",
          "skipto", "visuallyhidden", "tagx", "more", "from", "up", "rich", "sharing", "bio", "photo", "caption",
          "thread", "coral", "_talk", "-talk", "spot", "im", "fyre", "vf", "conversation", "openweb"]


def reference_matches(text):
    return [(m.start(), m.end(), m.lastgroup) for m in REFERENCE_HINTS.finditer(text)]


def hint_matches(text):
    """HINTS has no group: the category is that of the matched word's text."""
    return [(m.start(), m.end(), HINT_CATEGORIES[HINT_BIT_OF_WORD[m.group()].bit_length() - 1])
            for m in HINTS.finditer(text)]


@settings(derandomize=True, database=None, deadline=None, max_examples=500)
@given(st.lists(st.sampled_from(PIECES), max_size=8).map("".join))
def test_hint_pattern_matches_the_reference(ident):
    assert hint_matches(ident) == reference_matches(ident)


def test_each_hint_word_names_one_category():
    # A text two categories listed would be looked up as one of them only (HINT_BIT_OF_WORD).
    listed = [w.removeprefix(r"\b").removesuffix(r"\b") for _, words in _HINT_WORDS for w in words.split()]
    assert len(listed) == len(set(listed)) == len(HINT_BIT_OF_WORD)


# Class words that carry a post's taxonomy (its categories, tags, author), not a role.
TAXONOMY_PREFIXES = ("category-", "tag-", "entry-category-", "entry-tag-", "entry-author-", "entry-type-",
                     "taxonomy-")


def reference_mask(identifiers: str) -> int:
    """The definition: every category the reference pattern finds in the lower-cased words, taxonomy left out."""
    words = [w for w in identifiers.lower().split() if not w.startswith(TAXONOMY_PREFIXES)]
    return sum({1 << HINT_CATEGORIES.index(m.lastgroup) for m in REFERENCE_HINTS.finditer(" ".join(words))})


@settings(derandomize=True, database=None, deadline=None, max_examples=500)
@given(st.lists(st.sampled_from(PIECES + ["\t", "\u00a0", "\u2003", "NAV", "Ad", "\u0130"]), max_size=10).map("".join))
def test_masks_word_by_word_are_those_of_the_whole_string(identifiers):
    assert hint_mask(identifiers) == reference_mask(identifiers)
    assert hint_mask(identifiers) == reference_mask(identifiers)  # the second time from the cache
    assert new_hint_mask(identifiers) == reference_mask(identifiers)  # the segment walk's call, words from the cache


@pytest.mark.parametrize(("identifiers", "categories"), [
    ("", ()), ("  ", ()), ("nav nav-main", ("navigation", "content")), ("site-nav\tads", ("navigation", "ads")),
    ("bad guardrail", ()), ("share-bar comment-list", ("comment", "social")),
    # A blog post's wrapper names its categories and tags: topics, not a share bar or an ad.
    ("post-7 post category-social-media tag-facebook-ads", ("content",)),
    ("entry-category-sponsored entry-author-jane entry", ("content",)),
    ("node taxonomy-term-12", ()), ("post-tags tag-cloud", ("meta", "content")), ("tags share", ("meta", "social")),
])
def test_hint_mask_of_identifiers(identifiers, categories):
    assert hint_mask(identifiers) == sum(1 << HINT_CATEGORIES.index(c) for c in categories)


def test_hint_cache_starts_over_when_full(monkeypatch):
    from scrapy_articles.extraction.content import hints
    monkeypatch.setattr(hints, "_HINT_CACHE_SIZE", 3)
    monkeypatch.setattr(hints, "_HINT_CACHE", {})
    for identifiers in ["nav menu", "share-bar comment-list", "post-tags tag-cloud", "a b c d", "nav menu"]:
        assert hint_mask(identifiers) == reference_mask(identifiers)
        assert len(hints._HINT_CACHE) <= 3
