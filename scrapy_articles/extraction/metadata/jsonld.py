"""JSON-LD: the schema.org graph a page declares in ``<script type="application/ld+json">``.

Stage: metadata (a helper of :mod:`metadata`). Input: the decoded JSON of
each JSON-LD script, in document order. Output: a :class:`JsonLd` graph whose
article, web page, breadcrumb and web site nodes are at hand and whose
``@id`` references resolve, with accessors that read names and strings the
many ways sites write them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..title.text import clean as _clean  # whitespace collapsed and stripped: one definition


# Schema.org types whose headline/author/dates are the article's own.
ARTICLE_TYPES = frozenset({
    "article", "newsarticle", "blogposting", "reportagenewsarticle", "analysisnewsarticle",
    "opinionnewsarticle", "reviewnewsarticle", "backgroundnewsarticle", "scholarlyarticle",
    "techarticle", "socialmediaposting", "liveblogposting", "report", "review",
})
# Schema.org types of publishers, not people.
_ORGANISATION_TYPES = frozenset({"organization", "newsmediaorganization", "corporation", "website"})
# JSON-LD nesting deeper than this is not metadata worth reading (count of levels).
MAX_JSONLD_DEPTH = 12


def _is_url(text: str) -> bool:
    return text.startswith(("http://", "https://", "//", "/", "www."))


def nodes(documents: Iterable[Any]) -> list[dict[str, Any]]:
    """All JSON objects of all JSON-LD documents, outer before inner."""
    found: list[dict[str, Any]] = []
    for data in documents:
        stack: list[tuple[Any, int]] = [(data, 0)]
        while stack:
            value, depth = stack.pop(0)
            if depth > MAX_JSONLD_DEPTH:
                continue
            if isinstance(value, dict):
                found.append(value)
                stack.extend((v, depth + 1) for v in value.values() if isinstance(v, (dict, list)))
            elif isinstance(value, list):
                stack.extend((v, depth + 1) for v in value)
    return found


def types(node: dict[str, Any]) -> set[str]:
    raw = node.get("@type")
    names = raw if isinstance(raw, list) else [raw]
    # "schema:NewsArticle" and "http://schema.org/NewsArticle" mean NewsArticle.
    return {str(n).rsplit("/", 1)[-1].rsplit(":", 1)[-1].lower() for n in names if n}


class JsonLd:
    """The JSON-LD graph of a page: typed nodes, with ``@id`` references resolved."""

    def __init__(self, documents: Iterable[Any]) -> None:
        all_nodes = nodes(documents)
        # Only nodes that say more than their own id and type can resolve a reference.
        self.ids = {n["@id"]: n for n in all_nodes
                    if isinstance(n.get("@id"), str) and set(n) - {"@id", "@type"}}
        typed = [(n, types(n)) for n in all_nodes]
        self.articles = [n for n, t in typed if t & ARTICLE_TYPES or any(x.endswith("article") for x in t)]
        self.pages = [n for n, t in typed if any(x.endswith("page") for x in t)]
        self.crumbs = [n for n, t in typed if "breadcrumblist" in t]
        self.sites = [n for n, t in typed if "website" in t]

    def deref(self, value: Any) -> Any:
        if isinstance(value, dict) and set(value) <= {"@id", "@type"}:
            return self.ids.get(value.get("@id"), value)
        return value

    def names(self, value: Any) -> list[str]:
        """Names in a str / {"name": ...} / list value; URLs are no names."""
        value = self.deref(value)
        if isinstance(value, list):
            return [name for item in value for name in self.names(item)]
        if isinstance(value, dict):
            return self.names(value.get("name"))
        text = _clean(value) if isinstance(value, str) else ""
        return [text] if text and not _is_url(text) else []

    def people(self, value: Any) -> list[str]:
        """:meth:`names` of the values not typed as an organisation: a publisher named as
        the author ("author": {"@type": "Organization"}) is no byline."""
        value = self.deref(value)
        if isinstance(value, list):
            return [name for item in value for name in self.people(item)]
        if isinstance(value, dict) and types(value) & _ORGANISATION_TYPES:
            return []
        return self.names(value)

    def strings(self, key: str, nodes: list[dict[str, Any]]) -> list[str]:
        out = []
        for node in nodes:
            value = self.deref(node.get(key))
            for item in value if isinstance(value, list) else [value]:
                item = self.deref(item)
                if isinstance(item, dict):
                    item = item.get("url") or item.get("contentUrl") or item.get("name")
                if isinstance(item, (str, int, float)) and _clean(str(item)):
                    out.append(_clean(str(item)))
        return out
