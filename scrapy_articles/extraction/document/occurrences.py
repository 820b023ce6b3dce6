"""Where any of a few words occurs in a text: one helper for the stages that search joined texts.

Stage: a helper of metadata (class words among a page's joined class values)
and print link (print stems among its links' joined labels). Input: a text
and a tuple of words. Output: the start of every occurrence, ascending.

Each word is searched with ``str.find``, which skips ahead in C, rather than
a regex alternation of the words, which is tried at every character that may
start one of them.
"""

from __future__ import annotations


def occurrences(text: str, words: tuple[str, ...]) -> list[int]:
    """The starts of ``words`` in ``text``, ascending (a start where two words begin, twice).

    A word's occurrences do not overlap one another: each search resumes
    after the last one found. The callers' texts are joined values, in which
    what a value holds is found once, and that is enough for them.
    """
    found: list[int] = []
    find, append = text.find, found.append
    for word in words:
        size = len(word)
        start = find(word)
        while start >= 0:
            append(start)
            start = find(word, start + size)
    found.sort()
    return found
