"""Title marks: the elements a page marks as a title, and the site names in its logos.

Stage: title (a helper of :mod:`title`). Input: the cleaned tree. Output:
the elements whose class, id or itemprop says title or headline (candidates
besides H1-H6), and the names a site prints in its logo or brand block (text
or image alt), which are never the article's headline.

Speed: the class, id and itemprop values are searched as one joined string
per attribute, several times cheaper than libxml2's translate() on every
element's class. :func:`marked_among` reads them from the elements the
segment walk has already visited (``Blocks.marked``); :func:`marked` collects
those elements from the tree first.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from lxml import etree, html

from .positions import text_of
from .titletext import MIN_TITLE_CHARS, clean

MAX_SITE_NAME_CHARS = 75  # characters; a logo holding more text is a whole header

# Elements with a class, id or itemprop, in document order (what the segment
# walk collects as Blocks.marked, read from the tree instead).
_MARKED = etree.XPath("//*[@class or @id or @itemprop]")
# In lower-cased values: title words, and where a site prints its name (a class or
# id holding "logo", a class holding "brand").
TITLE_WORDS = ("title", "headline")
_CLASS_MARKS = (*TITLE_WORDS, "logo", "brand")
_ID_MARKS = (*TITLE_WORDS, "logo")
# The elements of a variable in document order, without duplicates.
IN_DOCUMENT_ORDER = etree.XPath("$elements")


def _matches(values: Sequence[str], words: tuple[str, ...]) -> list[tuple[int, str]]:
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
    return marked_among([(el, el.attrib) for el in _MARKED(root)])


def marked_among(elements: Sequence[tuple[html.HtmlElement, Mapping[str, str]]]
                 ) -> tuple[list[html.HtmlElement], list[html.HtmlElement]]:
    """:func:`marked` of a tree given as its elements with a class, id or itemprop and their
    attributes, in document order (the same lists, in the same order)."""
    titled: list[html.HtmlElement] = []
    logos: list[html.HtmlElement] = []
    headlines: list[html.HtmlElement] = []
    # One pass over the elements for all three attributes: a list comprehension
    # per attribute (and per owner list) cost a third more.
    class_values, class_owners, id_values, id_owners = [], [], [], []
    for el, attrs in elements:
        if "class" in attrs:
            class_values.append(attrs["class"])
            class_owners.append(el)
        if "id" in attrs:
            id_values.append(attrs["id"])
            id_owners.append(el)
        # "in" before the read: most marked elements carry no itemprop.
        if "itemprop" in attrs and "headline" in attrs["itemprop"]:
            headlines.append(el)
    for values, owners, words in ((class_values, class_owners, _CLASS_MARKS), (id_values, id_owners, _ID_MARKS)):
        for i, word in _matches(values, words):
            (titled if word in TITLE_WORDS else logos).append(owners[i])
    return titled + headlines, logos


def logo_names(logos: Sequence[html.HtmlElement]) -> tuple[str, ...]:
    """The texts and image alts of logo elements that are as short as a site name."""
    names = []
    for el in logos:
        for text in [text_of(el), *(img.get("alt", "") for img in el.iter("img"))]:
            if MIN_TITLE_CHARS <= len(clean(text)) <= MAX_SITE_NAME_CHARS:
                names.append(clean(text))
    return tuple(names)


def site_names_in_page(root: html.HtmlElement) -> tuple[str, ...]:
    """Names a site prints in its logo (text or image alt): the repeated site name."""
    return logo_names(IN_DOCUMENT_ORDER(root, elements=marked(root)[1]))
