"""Assertions shared by the page-object tests: an item against ``site/expected.json``."""

from __future__ import annotations

from typing import Any

import attrs
from itemadapter import ItemAdapter
from lxml import html
from zyte_common_items import Article

from .validation import valid_article, without_empty

# Checked apart: the body against the page's paragraphs, metadata by validation.
_BODY_FIELDS = ("articleBody", "articleBodyHtml", "metadata")
ZYTE_FIELDS = tuple(f.name for f in attrs.fields(Article) if f.name not in _BODY_FIELDS)
MIN_ARTICLE_PROBABILITY = 0.5  # an article's metadata.probability is at least this


def html_paragraphs(fragment: str) -> list[str]:
    """The text of each top-level block of ``fragment``."""
    return [" ".join(block.text_content().split()) for block in html.fragments_fromstring(fragment)]


def assert_article(fields: dict[str, Any], expected: dict[str, Any], paragraphs: str = "paragraphs",
                   **overrides: Any) -> Article:
    """``fields`` (an item as a dict) is a valid Zyte Article with every value ``expected`` gives.

    A field ``expected["item"]`` does not list must be empty; ``overrides``
    replace expected values (a subclass's own headline).
    """
    item = valid_article(fields)
    values = without_empty(ItemAdapter(item).asdict())
    wanted = {**expected["item"], **overrides}
    for name in ZYTE_FIELDS:
        assert values.get(name) == wanted.get(name), (name, values.get(name))
    assert item.articleBody == "\n".join(expected[paragraphs])
    assert item.articleBodyHtml is not None
    assert html_paragraphs(item.articleBodyHtml) == expected[paragraphs]
    for text in expected["not_in_body"]:
        assert text not in item.articleBody and text not in item.articleBodyHtml, text
    probability = item.get_probability()
    assert probability is not None and probability >= MIN_ARTICLE_PROBABILITY
    return item
