"""Stage 1, parse (helper): give minified source lines, as a formatter would.

Input: the page source. Output: the same source with a line break before
every block-level start tag when its lines are long on average (more than
:data:`MINIFIED_LINE_CHARS`); else the source unchanged.

Why: the text-to-tag ratio (Weninger & Hsu 2008) is read per source
line, and so are the ``ttr`` method and ``auto``'s TTR features. Minified
pages put the whole document on one or a few lines: TTR then sees one line,
its threshold (a standard deviation over lines) is zero, and every block reads
the same ratio. With a break before each block-level tag such a page has about
the lines a formatted page of the same markup would have.

Whitespace before a block-level element is not text, so the text of the tree
is unchanged. Breaks also land inside scripts that spell out such tags in
strings: scripts are never run, and JSON-LD is read with raw line breaks
allowed in strings.
"""

from __future__ import annotations

import re

from ..lazyregex import compile_lazily

# Average characters per line above which a page counts as minified. Formatted
# pages average 30 to 80; minified ones thousands. Pages whose lines are long
# on average for another reason (long paragraphs, a big inline script) are
# reflowed too, which changes nothing for their text.
MINIFIED_LINE_CHARS = 200

# Block-level start tags that open a line of their own: segment.BLOCK_TAGS
# that hold text ("br" and "hr" stay inside their line, as a formatter would
# leave them). The pattern starts with "<", so the search skips ahead to each
# "<"; the tag names come in a lookahead, so the substitution only inserts;
# a tag that already starts a line is left alone. The names' first letters
# come first: one test turns away end tags, comments and most inline tags,
# where each of the names was tried in turn.
_BLOCK_NAMES = ("div p section article main header footer nav aside h[1-6] ul ol li dl dt dd table thead tbody "
                "tfoot tr td th caption blockquote pre form fieldset figure figcaption address center details "
                "summary dialog menu").split()
_BLOCK_START = compile_lazily(
    rf"<(?<!\n<)(?=[{''.join(sorted({name[0] for name in _BLOCK_NAMES}))}])(?=(?:{'|'.join(_BLOCK_NAMES)})[\s/>])",
    re.IGNORECASE)
# Characters whose line breaks are counted at a time: a formatted page has
# breaks enough in its first few stretches, and the rest is not read.
COUNT_CHARS = 16_384


def reflow(source: str) -> str:
    """``source`` with a line break before each block-level start tag, if it looks minified."""
    if not _minified(source):
        return source
    reflowed = _BLOCK_START.sub("\n<", source)
    return reflowed[1:] if source.startswith("<") and reflowed.startswith("\n") else reflowed


def _minified(source: str) -> bool:
    """Whether the lines of ``source`` average over MINIFIED_LINE_CHARS characters."""
    needed = -(-len(source) // MINIFIED_LINE_CHARS) - 1  # breaks for an average at the limit
    found = 0
    for start in range(0, len(source), COUNT_CHARS):
        found += source.count("\n", start, start + COUNT_CHARS)
        if found >= needed:
            return False
    return found < needed
