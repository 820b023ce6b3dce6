"""Title marks: the elements a page marks as a title, and the site names in its logos.

Stage: title (a helper of :mod:`title`). Input: the cleaned tree. Output:
the elements whose class, id or itemprop says title or headline (candidates
besides H1-H6), and the names a site prints in its logo or brand block (text
or image alt), which are never the article's headline.

Speed: the class, id and itemprop values are searched as one joined string
per attribute, several times cheaper than libxml2's translate() on every
element's class. :func:`marked_among` reads them from :class:`document.marks.Marks`,
which the segment walk collects as it visits the elements (``Blocks.marks``), the
values already sorted by attribute; :func:`tree_marks` reads the same from
the tree, for callers without a walk.
"""

from __future__ import annotations

from collections.abc import Sequence

from lxml import etree, html

from ..document.marks import Marks, tree_marks
from ..document.positions import text_of
from .text import MAX_SITE_NAME_CHARS, MIN_TITLE_CHARS, clean  # a logo holding more text is a whole header

# In lower-cased values: title words, and where a site prints its name (a class or
# id holding "logo", a class holding "brand").
TITLE_WORDS = ("title", "headline")
_CLASS_MARKS = (*TITLE_WORDS, "logo", "brand")
_ID_MARKS = (*TITLE_WORDS, "logo")
# The elements of a variable in document order, without duplicates.
IN_DOCUMENT_ORDER = etree.XPath("$elements")


def matching_values(values: Sequence[str], words: tuple[str, ...]) -> list[tuple[int, str]]:
    """(index, word) of each value holding one of ``words`` once lower-cased, searched in
    one joined string with str.find (C speed) rather than value by value."""
    joined = "\0".join(values).lower()  # NUL: the one character no attribute value holds
    hits = []
    for word in words:
        start = joined.find(word)
        while start >= 0:
            hits.append((start, word))
            start = joined.find(word, start + len(word))
    found, index, position = [], 0, 0
    for start, word in sorted(hits):
        index += joined.count("\0", position, start)  # separators passed: values passed
        position = start
        found.append((index, word))
    return found


def marked(root: html.HtmlElement) -> tuple[list[html.HtmlElement], list[html.HtmlElement]]:
    """Elements whose class, id or itemprop says title or headline; logo and brand elements.

    Either list may repeat an element and is not in document order.
    """
    return marked_among(tree_marks(root))


def marked_among(marks: Marks) -> tuple[list[html.HtmlElement], list[html.HtmlElement]]:
    """:func:`marked` of a tree given as its :class:`Marks` (the same lists, in the same order)."""
    titled: list[html.HtmlElement] = []
    logos: list[html.HtmlElement] = []
    for values, owners, words in ((marks.classes, marks.class_owners, _CLASS_MARKS),
                                  (marks.ids, marks.id_owners, _ID_MARKS)):
        for i, word in matching_values(values, words):
            (titled if word in TITLE_WORDS else logos).append(owners[i])
    headlines = [el for value, el in zip(marks.itemprops, marks.itemprop_owners) if "headline" in value]
    return titled + headlines, logos


# Elements whose class describes the page, not a part of it: WordPress marks <body> "wp-custom-logo"
# when the theme shows a logo, and every image alt in the page is then no site name.
_PAGE_TAGS = frozenset({"html", "body"})


def logo_names(logos: Sequence[html.HtmlElement]) -> tuple[str, ...]:
    """The texts and image alts of logo elements that are as short as a site name (the page's
    <body> or <html> is no logo element, whatever its class says)."""
    names = []
    for el in logos:
        if el.tag in _PAGE_TAGS:
            continue
        for text in [text_of(el), *(img.get("alt", "") for img in el.iter("img"))]:
            if MIN_TITLE_CHARS <= len(clean(text)) <= MAX_SITE_NAME_CHARS:
                names.append(clean(text))
    return tuple(names)


def site_names_in_page(root: html.HtmlElement) -> tuple[str, ...]:
    """Names a site prints in its logo (text or image alt): the repeated site name."""
    return logo_names(IN_DOCUMENT_ORDER(root, elements=marked(root)[1]))
