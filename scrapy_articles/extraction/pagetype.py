"""What kind of page the page says it is: article, other, or unknown.

Input: the full tree (head and JSON-LD scripts present). Output:
``"article"`` when OpenGraph or JSON-LD declares an article type, ``"other"``
when they declare only a non-article type (a website, a section front, a
contact page...), ``None`` when the page declares nothing. The article
decision uses it as evidence beside the text, never alone.
"""

from __future__ import annotations

import re

from lxml import html

from .metadata import Declarations, declarations

# "@type": "NewsArticle" or "@type": ["Article", ...]: the first name is enough.
_JSONLD_TYPE = re.compile(r'"@type"\s*:\s*\[?\s*"([A-Za-z]{1,40})"')
# schema.org's CreativeWork types that are articles or posts.
ARTICLE_TYPES = frozenset({
    "article", "newsarticle", "blogposting", "reportagenewsarticle", "analysisnewsarticle",
    "opinionnewsarticle", "reviewnewsarticle", "backgroundnewsarticle", "scholarlyarticle",
    "techarticle", "report", "socialmediaposting", "liveblogposting", "posting",
})
# Page types that say "this is not one article".
OTHER_TYPES = frozenset({
    "website", "collectionpage", "contactpage", "aboutpage", "searchresultspage", "profilepage",
    "itemlist", "faqpage", "checkoutpage", "product", "profile", "video.other", "music.song",
})


def page_type(root: html.HtmlElement, found: Declarations | None = None) -> str | None:
    """``found``: the page's :func:`~.metadata.declarations`, when already read."""
    found = found if found is not None else declarations(root)
    declared = [t.strip().lower() for t in found.og_types]
    for kind, script in found.jsonld:
        if "ld+json" in kind:  # as written: the metadata reads the type in any case
            declared += [m.lower() for m in _JSONLD_TYPE.findall(script)]
    if any(t in ARTICLE_TYPES for t in declared):
        return "article"
    if any(t in OTHER_TYPES for t in declared):
        return "other"
    return None
