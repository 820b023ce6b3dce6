"""Dates: a page's publication and modification dates as ISO 8601.

Stage: metadata (a helper of :mod:`metadata`). Input: the raw date strings a
page declares, in order of trust (JSON-LD, ``<meta>``, then the visible
markup: ``itemprop`` dates and ``<time datetime>``). Output: the ISO 8601
date or date-time of the first string that holds a full calendar date, with
that raw string; a date is never invented from a partial one.
"""

from __future__ import annotations

import logging
import re
import warnings
from collections.abc import Callable, Iterable
from datetime import datetime, timedelta, timezone

from dateutil import parser as dateparser

logger = logging.getLogger(__name__)

# Only a full calendar date goes to the strict ISO parser, which fills a missing day with 1.
_ISO_DAY = re.compile(r"^\d{4}-\d{2}-\d{2}")
# A clock time in the raw string tells a date-time from a bare date.
_CLOCK = re.compile(r"\d{1,2}:\d{2}")
_SPACES = re.compile(r"\s+")
# Two defaults that differ in every field: a field that differs between the two parses
# was not in the string, so the date would be invented (dateutil fills gaps from default).
_DEFAULTS = (datetime(1904, 1, 1, 0, 0, 0), datetime(1905, 2, 2, 1, 1, 1))
MIN_YEAR, MAX_YEAR = 1800, 2100  # years; outside, a "date" is a number that parsed
MAX_DATE_CHARS = 80  # characters; longer strings are sentences that merely hold a date
# North American and European zone abbreviations seen in bylines; offsets in hours.
_TZINFOS = {name: timezone(timedelta(hours=h)) for name, h in (
    ("UTC", 0), ("GMT", 0), ("Z", 0), ("BST", 1), ("CET", 1), ("CEST", 2), ("EST", -5),
    ("EDT", -4), ("CST", -6), ("CDT", -5), ("MST", -7), ("MDT", -6), ("PST", -8), ("PDT", -7))}


def parse_date(raw: str | None, dayfirst: bool = False) -> str | None:
    """ISO 8601 for a date string ("2015-07-24T05:36:09+01:00" or "2015-07-24").

    None when the string lacks a year, month or day: dates are never invented.
    """
    text = _SPACES.sub(" ", raw or "").strip()
    if not text or len(text) > MAX_DATE_CHARS or not any(c.isdigit() for c in text):
        return None
    parsed: list[datetime] = []
    if _ISO_DAY.match(text):
        try:
            parsed = [dateparser.isoparse(text)]
        except ValueError:
            logger.debug("not strict ISO 8601: %r", text)
    if not parsed:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", dateparser.UnknownTimezoneWarning)
            try:
                parsed = [dateparser.parse(text, default=d, dayfirst=dayfirst, fuzzy=True,
                                           tzinfos=_TZINFOS) for d in _DEFAULTS]
            except (ValueError, OverflowError) as exc:
                logger.debug("no date in %r: %s", text, exc)
                return None
    first = parsed[0]
    if any((p.year, p.month, p.day) != (first.year, first.month, first.day) for p in parsed):
        return None
    if not MIN_YEAR <= first.year <= MAX_YEAR:
        return None
    return first.isoformat(timespec="seconds") if _CLOCK.search(text) else first.date().isoformat()


def first_date(sources: Iterable[Callable[[], list[str]]], dayfirst: bool
               ) -> tuple[str | None, str | None]:
    """(ISO date, raw) of the first parseable raw string; the first raw alone if none parses.

    ``sources`` give raw strings in order of trust; each is called only when
    every string before it failed to parse, so the markup is searched only on
    pages whose metadata holds no date.
    """
    first_raw = None
    for source in sources:
        for raw in source():
            iso = parse_date(raw, dayfirst=dayfirst)
            if iso:
                return iso, raw
            first_raw = raw if first_raw is None else first_raw
    return None, first_raw
