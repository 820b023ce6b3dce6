"""The body suite: pages of fourteen layouts around invented stories, with what their body must and must not hold.

:func:`suite_pages` builds them, deterministically, from :mod:`.stories`
and :mod:`.layouts`; nothing is written to disk. English layouts wrap each
English story but one (a different one each), German layouts each German
story; an infinite-scroll page appends the next story of its language.
"""

from __future__ import annotations

from .layouts import HELD_OUT, TUNED, Layout, Page
from .stories import STORIES

STORIES_PER_LAYOUT = 4  # English stories per English layout (of five); German layouts take all three
GERMAN_LAYOUTS = frozenset({"german_news", "german_blog", "german_weekly", "german_regional"})


def suite_pages(layouts: tuple[Layout, ...]) -> list[Page]:
    """Every page of ``layouts`` (TUNED or HELD_OUT), named ``<layout>/<story>``."""
    built = []
    for number, layout in enumerate(layouts):
        lang = "de" if layout.__name__ in GERMAN_LAYOUTS else "en"
        stories = [s for s in STORIES if s.lang == lang]
        chosen = stories if lang == "de" else [s for i, s in enumerate(stories) if i != number % len(stories)]
        for story in chosen[:STORIES_PER_LAYOUT]:
            following = stories[(stories.index(story) + 1) % len(stories)]
            built.append(layout(story, following).of_story(story))
    return built


__all__ = ["HELD_OUT", "TUNED", "Page", "suite_pages"]
