"""What makes a valid Zyte ``Article``, checked as zyte-common-items reads one.

:func:`valid_article` reads the fields back with the library's own
``Article.from_dict`` (its converters and nested classes; ``url`` required),
asserts nothing was left unknown and nothing changed on the way, then checks
every value against the type annotations of zyte-common-items' classes and
the formats its documentation gives (dates, ISO 639-1, absolute URLs,
probabilities).
"""

from __future__ import annotations

import re
import types
from typing import Any, Union, get_args, get_origin, get_type_hints

import attrs
from itemadapter import ItemAdapter
from zyte_common_items import Article

# Zyte's formats: "YYYY-MM-DDThh:mm:ssZ" or "YYYY-MM-DDThh:mm:ss±zz:zz" (no zone when unknown).
ZYTE_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})?$")
DATE_DOWNLOADED = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$")
ISO_639_1 = re.compile(r"^[a-z]{2}$")
WEB_URL = re.compile(r"^https?://[^\s/]+/\S*$")
_FORMATS = {"datePublished": ZYTE_DATE, "dateModified": ZYTE_DATE, "dateDownloaded": DATE_DOWNLOADED,
            "inLanguage": ISO_639_1, "url": WEB_URL, "canonicalUrl": WEB_URL}


def _empty(value: Any) -> bool:
    return value is None or value == [] or value == {}


def without_empty(value: Any) -> Any:
    """``value`` without None and empty lists, which ``from_dict`` makes of a list field left out."""
    if isinstance(value, dict):
        return {k: without_empty(v) for k, v in value.items() if not _empty(v)}
    if isinstance(value, list):
        return [without_empty(v) for v in value]
    return value


def _check(value: Any, annotation: Any, path: str) -> None:
    origin = get_origin(annotation)
    if origin in (Union, types.UnionType):
        if value is None:
            assert type(None) in get_args(annotation), f"{path} is None"
            return
        (annotation,) = [a for a in get_args(annotation) if a is not type(None)]
        origin = get_origin(annotation)
    if origin is list:
        assert isinstance(value, list), f"{path}: a list, got {value!r}"
        (inner,) = get_args(annotation)
        for i, element in enumerate(value):
            _check(element, inner, f"{path}[{i}]")
    elif attrs.has(annotation):
        assert isinstance(value, annotation), f"{path}: {annotation.__name__}, got {value!r}"
        hints = get_type_hints(annotation)
        for field in attrs.fields(annotation):
            _check(getattr(value, field.name), hints[field.name], f"{path}.{field.name}")
    else:
        assert isinstance(value, annotation), f"{path}: {annotation}, got {value!r}"
        if isinstance(value, str):
            assert value.strip(), f"{path} is empty"
    name = path.rsplit(".", 1)[-1]
    if name in _FORMATS and isinstance(value, str):
        assert _FORMATS[name].match(value), f"{path}={value!r} is not in Zyte's format"


def valid_article(fields: dict[str, Any]) -> Article:
    """The Zyte ``Article`` of ``fields`` (an item's ``ItemAdapter.asdict()`` or a JSON line), asserted valid."""
    # Zyte leaves a field out rather than empty.
    assert not [name for name, value in fields.items() if value in ([], {}, "")], fields
    item = Article.from_dict(fields)
    assert item._unknown_fields_dict == {}, item._unknown_fields_dict
    assert without_empty(ItemAdapter(item).asdict()) == without_empty(fields)
    attrs.validate(item)
    _check(item, Article, "Article")
    probability = item.get_probability()
    assert isinstance(probability, float) and 0 <= probability <= 1, probability
    assert item.metadata is not None and item.metadata.dateDownloaded
    return item
