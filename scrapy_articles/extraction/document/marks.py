"""Marks: what the title and metadata stages read of a tree's elements, gathered in one walk.

Stage: a helper of segment, title and metadata. Input: a tree. Output:
:class:`Marks`, the class, id, itemprop and itemtype values beside the
elements carrying them, and the few tags those stages look for (headings,
the first ``<body>``, ``<time>``, ``<nav>``, links with a ``rel``).

A walk of lxml elements written in Python costs about half a parse (a proxy
object per element), so the stages do not walk the tree each for itself:
the segment walk, which visits every element and reads its attributes
anyway, fills the record as it goes (``Blocks.marks``), and the stages read
its lists. :func:`tree_marks` reads the same record from a tree, for callers
without a segment walk.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from lxml import etree, html

HEADINGS = ("h1", "h2", "h3", "h4", "h5", "h6")
# The tags recorded besides the marked elements, by the field they go to.
BODY, TIMES, NAVS, LINKS = "body", ("time", "relative-time"), "nav", "a"


@dataclass(frozen=True)
class Marks:
    """What one walk of a tree finds, each tuple in document order (the root included).

    The values of the class, id, itemprop and itemtype attributes, each beside
    the elements carrying them (``*_owners``); the headings h1-h6; the first
    ``<body>``; the ``<time>`` and ``<relative-time>`` elements (machine-readable
    dates), the ``<nav>`` elements (breadcrumb labels), and the links with a
    ``rel`` attribute beside their rel values (rel=author).
    """

    classes: tuple[str, ...] = ()
    class_owners: tuple[html.HtmlElement, ...] = ()
    ids: tuple[str, ...] = ()
    id_owners: tuple[html.HtmlElement, ...] = ()
    itemprops: tuple[str, ...] = ()
    itemprop_owners: tuple[html.HtmlElement, ...] = ()
    itemtypes: tuple[str, ...] = ()
    itemtype_owners: tuple[html.HtmlElement, ...] = ()
    headings: tuple[html.HtmlElement, ...] = ()
    body: html.HtmlElement | None = None
    times: tuple[html.HtmlElement, ...] = ()
    navs: tuple[html.HtmlElement, ...] = ()
    rels: tuple[str, ...] = ()
    rel_owners: tuple[html.HtmlElement, ...] = ()
    # Every text of the tree, as the segment walk's blocks hold it (whitespace runs made one space, a
    # text node inside one block), when that walk made the record; None when unknown. The metadata's
    # body-wide searches read it to tell a page where they cannot find anything. Not a mark: two
    # records of the same marks are equal whoever made them.
    texts: tuple[str, ...] | None = field(default=None, compare=False, repr=False)


# The attributes recorded with their owners, by field name.
_VALUES = {"class": "classes", "id": "ids", "itemprop": "itemprops", "itemtype": "itemtypes"}


def tree_marks(root: html.HtmlElement) -> Marks:
    """The :class:`Marks` of the tree under ``root``, read in a walk of its own.

    Only elements: not comments or processing instructions, as "//*" selects."""
    found: dict[str, list[str]] = {name: [] for name in _VALUES.values()}
    owners: dict[str, list[html.HtmlElement]] = {name: [] for name in _VALUES.values()}
    headings, bodies, times, navs = [], [], [], []
    rels: list[str] = []
    rel_owners: list[html.HtmlElement] = []
    for el in root.iter(etree.Element):
        for attr, name in _VALUES.items():
            value = el.get(attr)
            if value is not None:
                found[name].append(value)
                owners[name].append(el)
        tag = el.tag
        if tag in HEADINGS:
            headings.append(el)
        elif tag == BODY:
            bodies.append(el)
        elif tag in TIMES:
            times.append(el)
        elif tag == NAVS:
            navs.append(el)
        elif tag == LINKS and el.get("rel") is not None:
            rels.append(el.get("rel"))
            rel_owners.append(el)
    return Marks(tuple(found["classes"]), tuple(owners["classes"]), tuple(found["ids"]), tuple(owners["ids"]),
                 tuple(found["itemprops"]), tuple(owners["itemprops"]), tuple(found["itemtypes"]),
                 tuple(owners["itemtypes"]), tuple(headings), bodies[0] if bodies else None, tuple(times),
                 tuple(navs), tuple(rels), tuple(rel_owners))
