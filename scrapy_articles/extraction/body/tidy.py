"""Stage 6b, tidy: take out of the chosen blocks what is not the story itself.

Input: the blocks, the selected mask a method decided, and what the page
declares of itself (:class:`Story`: its headline and description). Output:
the mask without the furniture a story's region holds: the body's
convention (docs/body.md) is the story and only the story, so

- the page's header: the headline, what stands before it (kicker, section
  label, breadcrumb) and, in the header's own container, the standfirst,
  the byline and the dateline (each is a field of its own;
  :mod:`storyheader`);
- captions and credits of images (``images[].caption`` holds them;
  :mod:`captionblocks`) and gallery chrome ("Image 1 of 13", "Next image »");
- other stories: "Read more: <headline>" lines, teaser lists under a
  "Related" / "Most read" heading, rows of headline links, a headline link
  standing alone between the story's paragraphs (:mod:`teasers`),
  and a further story in a second ``<article>`` after the first
  (:mod:`boxes`);
- end-of-story widgets: share bars, "Write a comment", tag lists, author
  bios, newsletter and subscription promos, affiliate disclaimers and other
  notices to the reader, advert labels, pagination chrome ("Page 2 of 3", "Continued from page 1"): lines
  recognised by their wording (:mod:`chrome`), bios and sign-up boxes by
  their box (:mod:`boxes`).

Last, a logistic model reads what the rules leave (:mod:`storyblocks`):
short kept blocks whose size, links, tags, repeated containers and place
among the kept blocks say teaser, caption, byline or widget go.

Some blocks go the other way (:mod:`restore`): a lead paragraph styled
apart (an ``<h2>`` under the headline, a box of its own) that the method
left out is put back (the convention keeps the lead), and so are paragraphs
after an interruption in the story's container and a social network's post
the story embeds.

A method keeps these because they sit inside the story's container and
look like short text; what tells them apart is their wording, their markup
(figure, figcaption, a teaser heading, headline links) and where they stand
relative to the headline. Each rule reads only the selected blocks, so the
step costs a few regular expression tests per kept block.
"""

from __future__ import annotations

import numpy as np

from ..config import ExtractionConfig
from ..content.segment import Blocks
from .boxes import (aside_blocks, author_box_blocks, bio_blocks, bio_lines, later_story_blocks, signup_blocks,
                    trust_blocks)
from .captionblocks import caption_blocks
from .chrome import chrome_blocks
from .restore import embed_blocks, later_blocks, lead_block
from .storyblocks import StoryModel, not_story_blocks
from .storyheader import Story, header_blocks, headline_block, normal
from .teasers import teaser_blocks

__all__ = ["Story", "tidy", "tidy_rules"]

DEFAULT = ExtractionConfig()


def tidy(blocks: Blocks, selected: np.ndarray, story: Story, config: ExtractionConfig = DEFAULT,
         model: StoryModel | None = None) -> np.ndarray:
    """:func:`tidy_rules`, then the kept blocks the learned check (``model``, default the
    shipped one: :mod:`storyblocks`) calls not the story taken out, unless that would leave
    no words. The captions and the headline ``config`` keeps are the caller's to keep: the
    check, which learned that they are no story, does not take them out."""
    kept = tidy_rules(blocks, selected, story, config)
    if kept is selected:
        return selected
    doubted = not_story_blocks(blocks, kept, story.url, model)
    if config.keep_captions:
        doubted &= ~caption_blocks(blocks, kept)
    if config.keep_headline and (headline := headline_block(blocks, kept, story)) is not None:
        doubted[headline] = False
    checked = kept & ~doubted
    return checked if blocks.n_words[checked].any() else kept


def tidy_rules(blocks: Blocks, selected: np.ndarray, story: Story, config: ExtractionConfig = DEFAULT) -> np.ndarray:
    """``selected`` without the page's header, captions, other stories and widgets (see the
    module docstring); the headline and captions stay if ``config`` keeps them. Teasers stay
    where the rest holds under ``min_article_words``: the page is a list of stories. A
    selection that would keep no words (a headline over pictures) is left as it was: what
    the method kept is then all the page has."""
    if not selected.any():
        return selected
    kept = selected & ~chrome_blocks(blocks, selected)
    if not config.keep_captions:
        kept &= ~caption_blocks(blocks, kept)
    headline = headline_block(blocks, kept, story)
    lead = lead_block(blocks, kept, headline, normal(story.description or ""))
    if lead is not None:
        kept[lead] = True
    kept |= later_blocks(blocks, selected, kept) | embed_blocks(blocks, selected, kept)
    header = header_blocks(blocks, kept, story, headline, config.keep_bylines)
    if config.keep_headline and headline is not None:
        header[headline] = False
    kept &= ~header
    # The next story an infinite-scroll page appends, and the teasers after the story, go before
    # the author's line closing the story is looked for among the last kept blocks (bio_lines).
    kept &= ~later_story_blocks(blocks, kept, headline)
    teasers = teaser_blocks(blocks, kept, story.url)
    others = (teasers | bio_blocks(blocks, kept) | bio_lines(blocks, kept & ~teasers) | signup_blocks(blocks, kept)
              | trust_blocks(blocks, kept) | author_box_blocks(blocks, selected, kept))
    if blocks.n_words[kept & ~others].sum() >= config.min_article_words:
        kept &= ~others  # else the page is a list of stories (an archive, a front): they are its text
    kept &= ~aside_blocks(blocks, kept)
    return kept if blocks.n_words[kept].any() else selected
