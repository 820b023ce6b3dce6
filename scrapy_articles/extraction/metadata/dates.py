"""Dates: a page's publication and modification dates as ISO 8601.

Stage: metadata (a helper of :mod:`metadata`). Input: the raw date strings a
page declares, in order of trust (JSON-LD, ``<meta>``, then the visible
markup: ``itemprop`` dates and ``<time datetime>``), and, for pages that
declare none, the URL's path and the visible tree (the line under the
first headings, elements whose class says date). Output: the ISO 8601 date
or date-time of the first string that holds a full calendar date, with that
raw string; a date is never invented from a partial one.
"""

from __future__ import annotations

import logging
import re
import warnings
from collections.abc import Callable, Iterable, Iterator
from datetime import datetime, timedelta, timezone
from itertools import islice
from types import ModuleType
from typing import Any

from lxml import etree, html

from ..lazyregex import compile_lazily
from .bylines import (MAX_BYLINE_CHARS, MAX_DATED_PARTS, PART_SEPARATOR, MarkedElements, elsewhere,
                      labelled_texts, spaced_text)

logger = logging.getLogger(__name__)


class _Dateutil:
    """dateutil's parser, imported at its first use (a page's first date), not with the library:
    its import (decimal, its time zones) is a few percent of a process's start-up, and a process
    that reads no date (``--help``, an empty page) needs none of it. At the first use this
    module's ``dateparser`` names the module itself, so later calls cost what they did."""

    def __getattr__(self, name: str) -> Any:
        from dateutil import parser
        globals()["dateparser"] = parser
        return getattr(parser, name)


dateparser: ModuleType | _Dateutil = _Dateutil()

# A paragraph's opening dateline: a short start holding a digit, then a dash between spaces.
_DATELINE = compile_lazily(r"^\s*([^\n]{0,40}?\d[^\n]{0,40}?)\s+[-\u2013\u2014]\s")
# Only a full calendar date goes to the strict ISO parser, which fills a missing day with 1.
_ISO_DAY = compile_lazily(r"^\d{4}-\d{2}-\d{2}")
# A year-first date inside a text, its month and day padded or not ("2022-5-3"): never day-first.
_ISO_DATE = compile_lazily(r"\d{4}-\d{1,2}-\d{1,2}(?!\d)|^(?:1[89]|20)\d{6}(?:T|$)")
# A clock time in the raw string tells a date-time from a bare date.
_CLOCK = compile_lazily(r"\d{1,2}:\d{2}")
_SPACES = compile_lazily(r"\s+")
# A year ending a byline's date in the opening of a long element (:func:`_opening`).
_OPENING_YEAR = compile_lazily(r"(?<!\d)(?:19|20)\d\d(?!\d)")
# What may follow that year in its text node: nothing, a separator, or a clock time ("Feb. 23,
# 2015 -- ...", "11/09/2012 at 9:04 am | ..."); not a sentence going on ("1998, the court").
# One way to read each run of spaces (a comma or a word must come between two \s*), starting only
# where a run starts: matching stays linear however many spaces follow a year.
_AFTER_YEAR = compile_lazily(r"(?<!\s)\s*(?:$|[-\u2013\u2014|\u00b7\u2022/(]"
                         r"|(?:,\s*)?(?:(?:at|um|\u00e0|a\s+las)\s*)?\d{1,2}[:.h]\d\d)", re.I)
MAX_OPENING_WORDS = 8  # words; "By Lee Odden on Nov 12th, 2012" has 7, a longer opening is a sentence
# A full date holds a year: four digits, or two after a numeric day and month
# ("03/18/14"). Strings without one are not handed to dateutil's costly fuzzy parse.
_YEAR = compile_lazily(r"\d{4}|\d[/.-]\d{1,2}[/.-]\d{2}")
# A zone offset written with three digits or none of its colon after a clock time
# ("19:30:00-500", "10:00:00+0100", "10:00:00 -500" with a space): ISO 8601 wants "-05:00".
_SHORT_OFFSET = compile_lazily(r"(?<=\d:\d\d) ?([+-])(\d{3,4})$")
# A year, a month's English abbreviation and a day as a URL's path segments ("/world/2012/mar/04/slug":
# The Guardian's and others').
_URL_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_URL_MONTH_NAMED = compile_lazily(r"(?<![^/])((?:199|20[0-3])\d)/(" + "|".join(_URL_MONTHS)
                              + r")/(0?[1-9]|[12]\d|3[01])(?![^/])", re.I)
# A full date in a URL's path: /2018/02/27/, /2018-02-27-, /20180227/ (years 1990-2039).
_URL_DATE = compile_lazily(r"(?<![\d])((?:199|20[0-3])\d)([/_-]?)(0[1-9]|1[0-2])\2(0[1-9]|[12]\d|3[01])(?![\d])")
# A year, a month and a day as path segments of their own, not padded ("/blog/2018/12/4/slug":
# Squarespace's, "/seguridad/2022/5/3/slug"); padded ones are _URL_DATE's.
_URL_UNPADDED = compile_lazily(r"(?<![^/])((?:199|20[0-3])\d)/(0?[1-9]|1[0-2])/(0?[1-9]|[12]\d|3[01])/")
# A day-first date in a URL's path whose day cannot be a month: /23-01-2022-slug, /31.12.2021/.
_URL_DAY_FIRST = compile_lazily(r"(?<![\d])(1[3-9]|2\d|3[01])([._-])(0[1-9]|1[0-2])\2((?:199|20[0-3])\d)(?![\d])")
# Visible dates: short texts of elements whose class says date, time, published,
# posted, byline or dateline, or marks the footer under a post ("Posted on May 2,
# 2012 in News": TypePad, Blogger, WordPress themes) or a post's meta line (WordPress's
# "postmetadata": "This entry was posted on ..."), in lower case (joined classes
# are searched so). Not "meta": infoboxes and "metadata" tables hold dates of their
# subject; not "footer" alone: a page's footer holds other dates.
DATE_MARKS = ("date", "time", "publish", "posted", "byline", "submitted", "post-footer", "entry-footer",
              "postmeta", "post-meta")
# Lower case, and "Date" and "Time" capitalised ("storyDate"), with contains() alone:
# translate() on every class costs libxml2 several times more.
# A class that says date, time, published, posted, byline or submitted, "storyDate" too.
_DATE_CLASS_WORDS = (*DATE_MARKS, "Date", "Time")
_DATE_CLASS = compile_lazily("|".join(_DATE_CLASS_WORDS))
# The elements of a variable in document order, without duplicates.
_IN_DOCUMENT_ORDER = etree.XPath("$elements")
MAX_SHOWN_DATE_ELEMENTS = 12  # marked elements read; the article's date comes early, teasers' later
# A date's label and its colon opening a text node, in English, German, Polish and Portuguese
# ("Data"), Spanish, French and Italian: "Datum: 03.11.2021", "Data: 28-04-2021, 09:29".
_LABEL_WORDS = ("date", "datum", "data", "fecha", "publi\u00e9 le", "publication", "published", "posted",
                "ver\u00f6ffentlicht", "erschienen", "publicado", "pubblicato")
# The word that may follow a label before its colon ("Ver\u00f6ffentlicht am:"), by label.
_LABEL_AFTER = {"ver\u00f6ffentlicht": " am", "erschienen": " am", "publicado": " el", "pubblicato": " il"}
_DATE_LABEL = compile_lazily("(?:" + "|".join(word + (f"(?:{_LABEL_AFTER[word]})?" if word in _LABEL_AFTER else "")
                                          for word in _LABEL_WORDS) + r")\s*:", re.I)
# The same labels written backwards, colon first, searched in a page's texts reversed (see
# _may_hold_date_label): a search for a literal first character skips to each colon, where the
# labels' case-blind alternation is tried at every character of the text. In the segment walk's
# texts a text node's spaces are one space at most.
_DATE_LABEL_BACKWARDS = compile_lazily(r":\s?(?:" + "|".join(
    (f"(?:{_LABEL_AFTER[word][::-1]})?" if word in _LABEL_AFTER else "") + word[::-1] for word in _LABEL_WORDS) + ")",
    re.I)
MAX_LABELLED_DATES = 3  # labelled texts read; an archive's or a listing's come later
_UNREAD_TAGS = ("script", "style", "noscript", "template", "textarea", "option", "select")
# The text nodes that may hold such a label: a colon and a piece of a label's word, tested by libxml2
# (few of a page's text nodes pass; each that does becomes a Python string).
_TEXTS_WITH_COLON = etree.XPath(".//text()[contains(., ':') and (" + " or ".join(
    f"contains(., '{piece}')" for piece in ("at", "AT", "ublic", "UBLIC", "osted", "OSTED", "echa", "ECHA",
                                             "ffentlicht", "rschienen", "ubblicato")) + ")]", smart_strings=True)
STORY_PARAGRAPHS_READ = 2  # paragraphs after the <h1> read for a dateline: the lead, then the text
# A revision stamp after the publication date in one line ("May 2, 2019 Updated May 3, 2019"),
# in English, German ("zuletzt": "last"), Spanish, French, Italian, Dutch and Polish.
_REVISED = compile_lazily(r"\s(?:last\s+)?(?:updated|modified|edited|revised|aktualisiert|ge\u00e4ndert|zuletzt"
                      r"|actualizad[oa]|mis\s+\u00e0\s+jour|modifi\u00e9|aggiornato|bijgewerkt|zaktualizowano)\b.*$",
                      re.I | re.S)
# A label saying the date after it is the publication's, inside a line that may name a revision
# before it, in English, German, French, Spanish and Italian.
_PUBLISHED_LABEL = compile_lazily(r"\b(?:published|posted|ver\u00f6ffentlicht|publi\u00e9e?|publicad[oa]|pubblicato)"
                              r"(?:\s+(?:on|am|le|el|il))?\s*:?\s*", re.I)
# Where the date after a publication label ends in a longer line: a sentence's end or the next clause.
_SENTENCE_END = compile_lazily(r"\.\s|\s(?:and|in|by|und|von|et|y)\s")
# Month names and their unambiguous abbreviations in German, French, Spanish, Italian, Dutch,
# Portuguese, the Scandinavian languages, Polish and Czech (genitive, as dates write them),
# by month number: dateutil reads English names only. Not the abbreviations that are
# English or other words ("ago", "set", "gen", "mag").
_MONTH_NAMES = (
    "januar j\u00e4nner janvier janv enero gennaio januari janeiro stycznia ledna",
    "februar feber f\u00e9vrier fevrier f\u00e9vr febrero febbraio februari fevereiro lutego \u00fanora",
    "m\u00e4rz maerz m\u00e4r mrz mars marzo maart mrt mar\u00e7o marts marca b\u0159ezna",
    "avril avr abril aprile kwietnia dubna",
    "mai mayo maggio mei maio maj maja kv\u011btna",
    "juni juin junio giugno junho czerwca \u010dervna",
    "juli juillet juil julio luglio julho lipca \u010dervence",
    "ao\u00fbt aout agosto augustus augusti sierpnia srpna",
    "septembre septiembre setiembre settembre setembro wrze\u015bnia z\u00e1\u0159\u00ed",
    "oktober okt octobre octubre ottobre outubro pa\u017adziernika \u0159\u00edjna",
    "novembre noviembre novembro listopada listopadu",
    "dezember dez d\u00e9cembre decembre d\u00e9c diciembre dic dicembre dezembro grudnia prosince",
)
_ENGLISH_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
                   "October", "November", "December")
_MONTH_OF = {name: english for names, english in zip(_MONTH_NAMES, _ENGLISH_MONTHS) for name in names.split()}
_FOREIGN_MONTH = compile_lazily(r"(?<!\w)(" + "|".join(sorted(_MONTH_OF, key=len, reverse=True)) + r")(?!\w)", re.I)
# A WordPress line that glues the publication and the revision ("2. Februar 20202. Februar
# 2020"): the first date ends at its year.
_GLUED_YEAR = compile_lazily(r"^(.+?(?<!\d)(?:1[89]|20)\d\d)(?=\d)", re.S)
_DOTTED_DATE = compile_lazily(r"\d{1,2}\.\d{1,2}\.\d{4}")
# Weekday names in English and German (Monday 0).
_WEEKDAY_OF = {name: i % 7 for i, name in enumerate((
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    "montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag"))}
# Runs of letters: the words of a date string, looked up in the tables above.
_LETTERS = compile_lazily(r"[^\W\d_]+")
# Five digits in a row: a year glued to what follows it (see _GLUED_YEAR).
_FIVE_DIGITS = compile_lazily(r"\d{5}")
# A numeric day, month and year, with the clock after it: read alone, as the words around it
# ("31.01.2022 2. HBL", "Bern, 17.08.2007") give dateutil numbers to misread.
_NUMERIC_DATE = compile_lazily(r"(?<![\d.])\d{1,2}([./-])\d{1,2}\1(?:\d{4}|\d{2})(?![\d.])"
                           r"(?:,?\s+(?:um\s+|at\s+|-\s+)?\d{1,2}[:.]\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?)?", re.I)
# A clock written with a dot after a date ("19.10.2019 12.09", Austrian and German sites).
_DOT_CLOCK = compile_lazily(r"(?<=\d{4})(,?\s+)(\d{1,2})\.(\d{2})(?!\d|\.\d)")
# Two defaults that differ in every field: a field that differs between the two parses
# was not in the string, so the date would be invented (dateutil fills gaps from default).
_DEFAULTS = (datetime(1904, 1, 1, 0, 0, 0), datetime(1905, 2, 2, 1, 1, 1))
# Parentheses around a date or a zone ("WASHINGTON (July 24, 2012)", "Posted (July 24, 2012) by ...",
# "10:00 AM (EST)"): dateutil reads none of a string that holds one, so they are read as spaces.
# A number in parentheses is a count ("Mai 2012 (3)": an archive's posts of a month), never a day.
_PARENTHESES = str.maketrans("()", "  ")
_COUNT = compile_lazily(r"\(\d+\)")
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
    text = _SHORT_OFFSET.sub(_padded_offset, _SPACES.sub(" ", raw or "").strip())
    if not text or len(text) > MAX_DATE_CHARS or not _YEAR.search(text):
        return None
    parsed: list[datetime] = []
    if _ISO_DAY.match(text):
        try:
            parsed = [dateparser.isoparse(text)]
        except ValueError:
            logger.debug("not strict ISO 8601: %r", text)
    if not parsed:
        weekday = _weekday(text)
        text = _in_english(_COUNT.sub(" ", text).translate(_PARENTHESES))
        # "Posted 2020-01-02" is year first; "12.09.2020" day first unless its weekday says not.
        dayfirst = (dayfirst and not _ISO_DATE.search(text)) or bool(_DOTTED_DATE.match(text))
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", dateparser.UnknownTimezoneWarning)
            try:
                parsed = [_fuzzy_parse(text, _DEFAULTS[0], dayfirst)]
                if weekday is not None and parsed[0].weekday() != weekday:
                    # "Monday, 11.05.2012" is the 5th of November: the order the weekday names.
                    swapped = _fuzzy_parse(text, _DEFAULTS[0], not dayfirst)
                    if swapped.weekday() == weekday:
                        parsed, dayfirst = [swapped], not dayfirst
                if _may_hold_default(parsed[0]):
                    parsed.append(_fuzzy_parse(text, _DEFAULTS[1], dayfirst))
            except (ValueError, OverflowError) as exc:
                logger.debug("no date in %r: %s", text, exc)
                return None
    first = parsed[0]
    if any((p.year, p.month, p.day) != (first.year, first.month, first.day) for p in parsed):
        return None
    if not MIN_YEAR <= first.year <= MAX_YEAR or not _real_offset(first) or _is_epoch(first):
        return None
    return first.isoformat(timespec="seconds") if _CLOCK.search(text) else first.date().isoformat()


def _real_offset(parsed: datetime) -> bool:
    """Whether a date's UTC offset is one a clock can have: the fuzzy parse takes "+24:00" or
    "+25:00" for an offset that Python's datetime refuses to use (utcoffset raises)."""
    try:
        parsed.utcoffset()
    except ValueError:
        return False
    return True


def _is_epoch(parsed: datetime) -> bool:
    """Whether a date is the Unix epoch, the instant 0 a CMS writes for a date it never set
    ("1970-01-01T01:00:00+01:00" as a JSON-LD ``datePublished``): no page was published then."""
    if parsed.tzinfo is not None:
        return parsed.timestamp() == 0
    return (parsed.year, parsed.month, parsed.day) == (1970, 1, 1)


def _weekday(text: str) -> int | None:
    """The weekday a date string names (Monday 0), in English or German, or None."""
    return next((_WEEKDAY_OF[word] for word in _LETTERS.findall(text.lower()) if word in _WEEKDAY_OF), None)


def is_date_word(word: str) -> bool:
    """Whether a word is a month's name, in English or another language (:data:`_MONTH_NAMES`), or
    a weekday's in English or German: a date line's word that a byline search took for a name
    ("Dezember", "Donnerstag, 4. November 2021")."""
    folded = word.casefold()
    return folded in _MONTH_OF or folded.title() in _ENGLISH_MONTHS or folded in _WEEKDAY_OF


def _in_english(text: str) -> str:
    """The date as dateutil reads it: months named in English, a glued revision, the words
    around a numeric date and a dotted clock undone ("22. Dezember 201922. Dezember 2019" ->
    "22. December 2019")."""
    glued = _GLUED_YEAR.match(text) if _FIVE_DIGITS.search(text) else None
    text = glued.group(1) if glued else text
    numeric = _NUMERIC_DATE.search(text)
    text = numeric.group(0) if numeric else text
    text = _DOT_CLOCK.sub(r"\1\2:\3", text, count=1)
    # The words are looked up, not matched against every name: one scan of the text.
    if any(word.lower() in _MONTH_OF for word in _LETTERS.findall(text)):
        text = _FOREIGN_MONTH.sub(lambda m: _MONTH_OF[m.group(1).lower()], text)
    return text


def _fuzzy_parse(text: str, default: datetime, dayfirst: bool) -> datetime:
    return dateparser.parse(text, default=default, dayfirst=dayfirst, fuzzy=True, tzinfos=_TZINFOS)


def _may_hold_default(parsed: datetime) -> bool:
    """Whether a parse with the first default may have taken its year, month or day from
    it: one of them equals the default's. Else each came from the text (a day moved to
    the weekday the text names moves from the 1st alike from the 2nd, unless the 1st is
    that weekday), and the second parse, which dateutil's slow fuzzy parse costs, would
    find the same day."""
    default = _DEFAULTS[0]
    return parsed.year == default.year or parsed.month == default.month or parsed.day == default.day


def _padded_offset(match: re.Match[str]) -> str:
    digits = match.group(2).rjust(4, "0")
    return f"{match.group(1)}{digits[:2]}:{digits[2:]}"


def url_dates(url: str | None) -> list[str]:
    """The full date in a URL's path ("/2018/02/27/slug" -> ["2018-02-27"]; "/23-01-2022-slug"
    -> ["2022-01-23"] when the day cannot be a month), or []."""
    path = url.split("?", 1)[0].split("#", 1)[0] if url else ""
    path = path.split("//", 1)[-1].partition("/")[2]
    match = _URL_DATE.search(path)
    if match:
        return [f"{match.group(1)}-{match.group(3)}-{match.group(4)}"]
    match = _URL_UNPADDED.search(path)
    if match:
        return [f"{match.group(1)}-{int(match.group(2)):02d}-{int(match.group(3)):02d}"]
    match = _URL_DAY_FIRST.search(path)
    if match:
        return [f"{match.group(4)}-{match.group(3)}-{match.group(1)}"]
    match = _URL_MONTH_NAMED.search(path)
    return [f"{match.group(1)}-{_URL_MONTHS.index(match.group(2).lower()) + 1:02d}-{int(match.group(3)):02d}"] \
        if match else []


def address_dates(days: list[str], guesses: Iterable[Callable[[], Iterable[str]]],
                  parse: Callable[[str], str | None]) -> Iterator[str]:
    """The date in the address a page declares as its own (:func:`url_dates` of its
    canonical URL: a saved page has no address of its own), with, first, the first
    guessed date string that falls on that day: the address gives the day, a line
    under the headline its time as well. A guess of another day is passed over: an
    address with a date is its CMS's record of the day, a guess may be a sidebar's."""
    if not days:
        return
    same_day = (raw for guess in guesses for raw in guess()
                if (iso := parse(raw)) is not None and iso[:10] == days[0])
    yield from islice(same_day, 1)
    yield from days


def _marked_dates(root: html.HtmlElement, marked: MarkedElements) -> list[html.HtmlElement]:
    """The first elements whose class says date (:data:`_DATE_CLASS`), those after the
    first <h1> first: a date shown under the headline is the article's, one in a header
    or a sidebar before it belongs to other stories. The body's marked elements and its
    <h1>s are read in document order, until MAX_SHOWN_DATE_ELEMENTS follow the heading;
    the page's classes are read once for every search by class (:class:`MarkedElements`)."""
    body = marked.walked.body
    if body is None:
        return []
    dated = [el for el in marked.with_class_word(_DATE_CLASS_WORDS) if el is body or body in el.iterancestors("body")]
    headings = [h for h in marked.in_body(marked.walked.headings) if h.tag == "h1"]
    before: list[html.HtmlElement] = []
    after: list[html.HtmlElement] = []
    found = before
    for el in _IN_DOCUMENT_ORDER(body, elements=dated + headings):
        if el.tag == "h1" and found is before:
            found = after
        marks = el.get("class")
        if marks and len(found) < MAX_SHOWN_DATE_ELEMENTS and _DATE_CLASS.search(marks):
            found.append(el)
            if len(after) == MAX_SHOWN_DATE_ELEMENTS:
                break
    return after + before


def shown_dates(root: html.HtmlElement, marked: MarkedElements | None = None) -> Iterator[str]:
    """Short texts of the first elements marked as dates or bylines (after the first <h1>
    first), revision stamps cut: the date a reader sees, for pages that declare none.
    Elements among reader comments or related stories (:func:`bylines.elsewhere`) are
    passed over: their dates are others'. ``marked``: the page's :class:`MarkedElements`,
    when already read."""
    for el in _marked_dates(root, marked if marked is not None else MarkedElements(root)):
        if not elsewhere(el):
            if (value := _dated_attribute(el)) is not None:
                yield value
            yield from _short_text(el, spaced_text(el, MAX_BYLINE_CHARS))


# Attributes of a date element holding its machine-readable date, whatever its text shows
# ("<span class="date" data-date="2012-03-04">Yesterday</span>").
_DATE_ATTRIBUTES = ("data-published", "data-datetime", "data-date", "data-time")
# A date element's class marking a revision's date: its attribute is not the publication's.
_REVISION_CLASS_WORDS = ("updated", "modified", "revised", "edited")
_HATOM_PUBLISHED = "published"  # hAtom's class, its ISO date in an <abbr>'s title


def _dated_attribute(el: html.HtmlElement) -> str | None:
    """The machine-readable date a date element carries in an attribute (:data:`_DATE_ATTRIBUTES`),
    or in its title as hAtom writes it (``<abbr class="published" title="2012-03-04T10:00:00">March
    4</abbr>``: the microformat's "abbr design pattern"); None for a revision's element."""
    marks = el.get("class", "").lower()
    if any(word in marks for word in _REVISION_CLASS_WORDS):
        return None
    value = next((el.get(a) for a in _DATE_ATTRIBUTES if el.get(a)), None)
    if value is None and (el.tag == "abbr" or _HATOM_PUBLISHED in marks):
        value = el.get("title")
    return value.strip() if value and value.strip() else None


def heading_dates(lines: Iterable[html.HtmlElement], marked: MarkedElements) -> Iterator[str]:
    """Short texts of the lines right under the page's first headings (:func:`bylines.heading_lines`),
    each read once a page (``marked``: the page's :class:`MarkedElements`)."""
    for el in lines:
        yield from _short_text(el, marked.short_text(el))


def _short_text(el: html.HtmlElement, text: str | None) -> Iterator[str]:
    """The date strings of an element whose :func:`spaced_text` is ``text``."""
    if text:
        # "Updated May 3, 2019. Published May 2, 2019": the labelled publication first.
        labelled = _PUBLISHED_LABEL.search(text)
        if labelled and labelled.start():
            yield text[labelled.end():]
        text = _REVISED.sub("", text)
        if text and len(text) <= MAX_DATE_CHARS:
            yield text
            # A byline's parts apart by bars, dots or spaced dashes, each alone ("26 Mai, 2008 |
            # ThE_PaiN | Kommentare 34"): the words beside a date give dateutil numbers to misread.
            parts = PART_SEPARATOR.split(text)
            if 1 < len(parts) <= MAX_DATED_PARTS:
                yield from parts
            # The line up to its first year, when the date opens it: a comment count after the
            # name ("November 12th, 2012 by Linda Bustos 4") gives dateutil a number to misread.
            year = _OPENING_YEAR.search(text)
            if year and year.end() < len(text) and len(text[:year.start()].split()) < MAX_OPENING_WORDS:
                yield text[:year.end()]
    elif text is None:
        yield from _dateline(el)


def _dateline(el: html.HtmlElement) -> Iterator[str]:
    """The dateline a long paragraph opens with ("27.1.2022 - Bei der Erinnerung ...",
    "BERLIN, 3. Mai 2021 (dpa) - ..."): its start before a dash, read from its first text, or its
    whole text when that is short;
    then the date after a publication label in its first sentence ("This entry was posted
    on Monday, March 4th, 2019 at 10:02 am and is filed under ...": WordPress's post meta)."""
    start = next((part for part in el.itertext() if part.strip()), "")
    match = _DATELINE.match(start[:MAX_DATE_CHARS])
    if match:
        yield match.group(1)
    elif len(start) <= MAX_DATE_CHARS and start.strip() == el.text_content().strip() and not elsewhere(el):
        # A paragraph that is a date alone ("<p><small>April 21, 2022</small></p>" over the text),
        # not a revision stamp ("Last Updated: October 27, 2012", "Article mis à jour le ...") nor
        # a reader comment's.
        yield _REVISED.sub("", " " + start)
    labelled = _PUBLISHED_LABEL.search(start, 0, MAX_BYLINE_CHARS)
    if labelled:
        yield _SENTENCE_END.split(start[labelled.end():labelled.end() + MAX_DATE_CHARS], 1)[0]


def story_datelines(marked: MarkedElements) -> Iterator[str]:
    """The datelines opening the first paragraphs after the page's first ``<h1>`` (outside related
    stories and comments), read last of all: a story's date written as the start of its text
    ("29.11.2022 \u2013 Mehrfach und vehement ...", below the headline, its picture and its lead)."""
    h1 = next((h for h in marked.in_body(marked.walked.headings) if h.tag == "h1"), None)
    if h1 is None or elsewhere(h1):
        return
    for paragraph in islice(_following(h1, "p"), STORY_PARAGRAPHS_READ):
        yield from _dateline(paragraph)


def labelled_dates(marked: MarkedElements) -> Iterator[str]:
    """The texts after a date's label and its colon in the body ("Data: 28-04-2021, 09:29" in a
    list under the headline, "<h5>Datum: </h5>03.11.2021" in an article's info box: the label
    alone in its element, the date in the text after it), outside comments and related stories,
    the first MAX_LABELLED_DATES of them: the weakest guess, read when nothing else dates the page.
    The text nodes holding a colon are found by libxml2; few of a page's nodes hold one."""
    if marked.walked.body is None or not _may_hold_date_label(marked.texts_backwards):
        return
    for value in labelled_texts(marked, _TEXTS_WITH_COLON, _DATE_LABEL, _unread, MAX_LABELLED_DATES):
        yield value[:MAX_DATE_CHARS]


def _unread(el: html.HtmlElement) -> bool:
    """Whether a date's label in ``el`` dates no story: a script's, a comment's or a related story's."""
    return el.tag in _UNREAD_TAGS or elsewhere(el)


def _may_hold_date_label(backwards: str | None) -> bool:
    """False when none of a tree's texts (:attr:`Marks.texts`, the segment walk's: each text node
    inside one of them; as bylines.texts_backwards gives them) holds a date's label and its colon,
    so that no text node can open with them: the search of the body's text nodes is then skipped.
    True when the texts are unknown."""
    return backwards is None or _DATE_LABEL_BACKWARDS.search(backwards) is not None


def _following(el: html.HtmlElement, tag: str) -> Iterator[html.HtmlElement]:
    """The ``tag`` elements after ``el`` in document order (outside it), lazily: XPath's following
    axis would gather the rest of the document first."""
    node: html.HtmlElement | None = el
    while node is not None:
        for sibling in node.itersiblings():
            yield from sibling.iter(tag)
        node = node.getparent()


# The text nodes that may hold a year (1900-2099) and are short, found by libxml2: inside and after
# the headline, and before it (:func:`free_dates`, read on pages nothing else dates).
_YEAR_TEXT = "[(contains(., '20') or contains(., '19')) and string-length(normalize-space()) <= $chars]"
_TEXTS_FROM = etree.XPath(f"descendant::text(){_YEAR_TEXT} | following::text(){_YEAR_TEXT}", smart_strings=True)
_TEXTS_BEFORE = etree.XPath(f"preceding::text(){_YEAR_TEXT}", smart_strings=True)
_TEXTS_IN = etree.XPath(f".//text(){_YEAR_TEXT}", smart_strings=True)
# A day's number standing alone ("5", "29th", "21."), and the months' names and abbreviations a
# date may write: :func:`_date_shaped`.
_DAY_NUMBER = compile_lazily(r"(?<!\d)(?:0?[1-9]|[12]\d|3[01])(?!\d)")
_MONTH_WORDS = frozenset([*_MONTH_OF, *(m.lower() for m in _ENGLISH_MONTHS), *_URL_MONTHS, "sept"])
_TODAY = "today"  # the class of a masthead's date, the day the page was served
# A table's cells hold the dates of their rows' subjects (an infobox's "Founded February 28, 1998",
# a schedule's, a results table's), not the story's.
_CELL_TAGS = ("td", "th")
MAX_FREE_DATE_CHARS = 60  # characters of a text node read as a shown date; a longer one is a sentence
# Characters of a block (the segment walk's, :attr:`Marks.texts`) that may hold such a text node: a
# byline's line with its links ("Posted on November 5, 2012, 9:58 am, by Thomas Hawk, under ..."); a
# page none of whose blocks so short holds a date's shape is not searched.
MAX_FREE_DATE_BLOCK_CHARS = 200
MAX_FREE_DATES = 8  # text nodes read on each side of the headline; a story's date is shown near it


def free_dates(marked: MarkedElements) -> Iterator[str]:
    """The short text nodes of the body that hold a year, those inside and after the page's first
    ``<h1>`` first in document order, then those before it from the nearest back, outside
    comments, related stories, menus, the page's footer and table cells, and not another page's
    (:func:`_of_another_page`): a date shown near the headline in an
    element nothing marks (``<p><small>April 21, 2022</small></p>`` over the story, "Mary ·
    Quickies · 7 Comments · October 29th, 2012" over a post's heading, "02.02.2022 •" in a
    ``<small>`` inside the ``<h1>``). htmldate's extensive search reads every short text
    segment of a page so (Barbaresi 2020, "htmldate: A Python package to extract publication
    dates from web pages"); here only those near the headline, the weakest guess, read last."""
    body, blocks = marked.walked.body, marked.walked.texts
    if body is None or (blocks is not None and not any(
            len(block) <= MAX_FREE_DATE_BLOCK_CHARS and _date_shaped(block) for block in blocks)):
        return  # no short block of the segment walk's shows a date: the tree's texts are not searched
    h1 = next((h for h in marked.in_body(marked.walked.headings) if h.tag == "h1"), None)
    sides = ((_TEXTS_FROM(h1, chars=MAX_FREE_DATE_CHARS), _TEXTS_BEFORE(h1, chars=MAX_FREE_DATE_CHARS)[::-1])
             if h1 is not None else (_TEXTS_IN(body, chars=MAX_FREE_DATE_CHARS),))
    for side in sides:
        read = 0
        for text in side:
            if not _date_shaped(text):
                continue
            owner = _owner(text)
            if owner.tag in _UNREAD_TAGS or owner.tag in _CELL_TAGS or _of_another_page(owner) or elsewhere(owner):
                continue
            yield from _short_text(owner, _SPACES.sub(" ", text).strip())
            read += 1
            if read == MAX_FREE_DATES:
                break


def _of_another_page(el: html.HtmlElement) -> bool:
    """Whether a short text's element dates something other than the page: a link's text, a list item
    holding a link (an archive's or a listing's date, a list of vacancies' "Closing date: 15 August
    2024" beside the job's link), or an element marked as today's date (a masthead's "Thursday, April
    28, 2024" over a news site's every page)."""
    if _TODAY in (el.get("class") or "").lower():
        return True
    if el.tag == "a" or next(el.iterancestors("a"), None) is not None:
        return True
    item = el if el.tag == "li" else next(el.iterancestors("li"), None)
    return item is not None and next(item.iter("a"), None) is not None


def _date_shaped(text: str) -> bool:
    """Whether a text holds a date's shape: a numeric or year-first date, or a month's name (in
    English or another language of :data:`_MONTH_NAMES`) with a day's number and a year. A title
    holding a year and a model's number ("2013 McLaren MP4-12C Spider") is none: dateutil's fuzzy
    parse would make a day of it."""
    if not _OPENING_YEAR.search(text):
        return False
    if _NUMERIC_DATE.search(text) or _ISO_DATE.search(text):
        return True
    return _DAY_NUMBER.search(text) is not None and any(
        word in _MONTH_WORDS for word in _LETTERS.findall(text.lower()))


def _owner(text: Any) -> html.HtmlElement:
    """The element a text node of the tree is shown in (a tail's is its parent's parent)."""
    parent = text.getparent()
    return parent.getparent() if text.is_tail and parent.getparent() is not None else parent


def opening_dates(lines: Iterable[html.HtmlElement], marked: MarkedElements) -> Iterator[str]:
    """The openings (:func:`_opening`) of the lines under the page's first headings that are too
    long to be read whole: the weakest guess, read after the shown dates ("For Immediate Release:
    Nov. 6, 2012" over a press release's contacts; "By Lee Odden on Nov 12th, 2012" before a
    post's first words). ``marked``: the page's :class:`MarkedElements`."""
    for el in lines:
        if marked.short_text(el) is not None:
            continue  # read whole by heading_dates
        # A revision stamp is cut ("Diese Seite wurde zuletzt am 29. Januar 2020").
        opening = _REVISED.sub("", f" {_opening(el)}").strip()
        if opening:
            yield opening


def _opening(el: html.HtmlElement) -> str:
    """The element's first words up to the first year in them ("Georg Quaas, 21. Jan. 2015"
    in an author box that holds a rating too): a byline's date when the element is too long to
    be read whole. The year must end its text node or be followed there by a separator or a
    clock time (:data:`_AFTER_YEAR`; a sentence goes on after it: "On January 23, 1998, the
    court ...") and come within MAX_OPENING_WORDS words. "" when it is not so."""
    parts: list[str] = []
    chars = 0
    for part in el.itertext():
        year = _OPENING_YEAR.search(part)
        if year:
            if not _AFTER_YEAR.match(part, year.end()):
                return ""
            parts.append(part[:year.end()])
            text = _SPACES.sub(" ", "".join(parts)).strip()
            return text if len(text.split()) <= MAX_OPENING_WORDS else ""
        parts.append(part)
        chars += len(part)
        if chars >= MAX_DATE_CHARS:
            return ""
    return ""


class PageDates:
    """:func:`parse_date` for one page's strings, each parsed once: the lines under the
    headline are read for the address's day and again as guesses, and dateutil's fuzzy
    parse is the costliest step of the metadata."""

    def __init__(self, dayfirst: bool) -> None:
        self.dayfirst = dayfirst
        self._parsed: dict[str, str | None] = {}

    def parse(self, raw: str) -> str | None:
        if raw not in self._parsed:
            self._parsed[raw] = parse_date(raw, dayfirst=self.dayfirst)
        return self._parsed[raw]


def first_date(sources: Iterable[Callable[[], Iterable[str]]], parse: Callable[[str], str | None],
               guesses: Iterable[Callable[[], Iterable[str]]] = ()) -> tuple[str | None, str | None]:
    """(ISO date, raw) of the first parseable raw string; the first raw alone if none parses.

    ``sources`` give raw strings in order of trust; each is called only when
    every string before it failed to parse, so the markup is searched only on
    pages whose metadata holds no date. ``guesses`` come last: texts that may
    hold a date (the lines under the headline), whose strings are a date only
    when they parse: a sentence there is no raw date.
    """
    first_raw = None
    for source in sources:
        raws = iter(source())
        for raw in raws:
            iso = parse(raw)
            if iso:
                return _in_local_time(iso, raw, raws, parse)  # the rest of the source, read only for a UTC date
            first_raw = raw if first_raw is None else first_raw
    for guess in guesses:
        for raw in guess():
            iso = parse(raw)
            if iso:
                return iso, raw
    return None, first_raw


# An instant written in UTC: a site's SEO plug-in writes its dates so (Yoast's JSON-LD and
# article:published_time), while its theme writes the same instant in the site's own time.
_UTC_SUFFIXES = ("+00:00", "Z")


def _in_local_time(iso: str, raw: str, others: Iterable[str],
                   parse: Callable[[str], str | None]) -> tuple[str, str]:
    """(ISO date, raw) of the first date, or of a later string of its source naming the same
    instant in the site's own time when the first is written in UTC: the local day is the one
    the page shows ("2022-04-22T04:11:44+00:00" and "2022-04-21T22:11:44-06:00" in Belize:
    published on the 21st)."""
    if not iso.endswith(_UTC_SUFFIXES):
        return iso, raw
    instant = _instant(iso)
    for other in others:
        found = parse(other)
        if found and instant is not None and not found.endswith(_UTC_SUFFIXES) and _instant(found) == instant:
            return found, other
    return iso, raw


# Hours from midnight within which a UTC instant is taken for the neighbouring day of the
# address: the zones of Europe and the Americas. An address's date may also be the day a story
# was written (BBC Future's "/20120719-..." for a story published at 08:28 UTC on the 20th).
MAX_SHIFT_HOURS = 6


def on_address_day(found: tuple[str | None, str | None], days: list[str]) -> tuple[str | None, str | None]:
    """(ISO date, raw) of the publication date found, or the day of the page's address when the
    date is an instant written in UTC that falls on that day in a zone near UTC (:data:`MAX_SHIFT_HOURS`):
    the address's date is
    its CMS's record of the day in the site's own time, and a UTC instant near midnight lands on
    the day before or after ("2018-12-31T23:11:59+00:00" declared for a post under /2019/01/01/,
    an Austrian blog's New Year post)."""
    iso, raw = found
    if iso is None or not days or iso[:10] == days[0] or not iso.endswith(_UTC_SUFFIXES):
        return found
    instant = _instant(iso)
    if instant is None:
        return found
    earliest, latest = (instant + timedelta(hours=h) for h in (-MAX_SHIFT_HOURS, MAX_SHIFT_HOURS))
    return (days[0], raw) if earliest.date().isoformat() <= days[0] <= latest.date().isoformat() else found


def on_shown_day(found: tuple[str | None, str | None], guesses: Iterable[Callable[[], Iterable[str]]],
                 parse: Callable[[str], str | None]) -> tuple[str | None, str | None]:
    """(ISO date, raw) of the publication date found, or the date the page shows by its headline
    (the first of ``guesses`` that parses) when the date found is an instant written in UTC in the
    small hours (before :data:`MAX_SHIFT_HOURS`) and the page shows the day before: a site of the
    Americas publishing in its evening, its CMS declaring the instant in UTC ("Wed, 04 May 2022
    02:41:00 GMT" over a byline "3/5/2022 22:41" in La Paz, "2022-04-29T02:08:28+00:00" over "April
    28, 2022" in St Lucia). The reader's day is the shown one."""
    iso, raw = found
    if iso is None or not iso.endswith(_UTC_SUFFIXES):
        return found
    instant = _instant(iso)
    if instant is None or instant.hour >= MAX_SHIFT_HOURS:
        return found
    day_before = (instant - timedelta(days=1)).date().isoformat()
    for guess in guesses:
        for shown_raw in guess():
            shown = parse(shown_raw)
            if shown:
                return (shown, shown_raw) if shown[:10] == day_before else found
    return found


def shown_before(found: tuple[str | None, str | None], guesses: Iterable[Callable[[], Iterable[str]]],
                 parse: Callable[[str], str | None]) -> tuple[str | None, str | None]:
    """(ISO date, raw) of the publication date found in a generic ``date`` key (``date``,
    ``dcterms.date``, ``sailthru.date``...), or the date the page shows by its headline (the
    first of ``guesses`` that parses) when that is an earlier day: CMSs fill those keys with the
    day they rendered or revised the page, which can only come after the publication ("2020-04-30"
    declared over the byline's "29.04.2020, 12:01 Uhr", a `sailthru.date` of the 9th over "by
    baseballgirl on Aug 8, 2012 5:13 PM PDT"). A later shown day is no publication that key
    revised (a masthead's today: "Mittwoch, 26.02.2020" over a story of 2017): the key answers."""
    iso, _ = found
    if iso is None:
        return found
    for guess in guesses:
        for shown_raw in guess():
            shown = parse(shown_raw)
            if shown:
                return (shown, shown_raw) if shown[:10] < iso[:10] else found
    return found


def _instant(iso: str) -> datetime | None:
    """The moment an ISO date with a zone names, or None (no zone: no moment)."""
    try:
        moment = datetime.fromisoformat(iso)
    except ValueError:
        return None
    return moment if moment.tzinfo is not None else None
