"""Not the story: a learned check on the blocks tidy keeps (a helper of :mod:`tidy`).

Stage: tidy, after its rules. Input: the blocks and the kept mask. Output:
the kept blocks a logistic model calls another story's teaser, a caption, a
byline or a widget. The rules of :mod:`tidy` name what their wording or
markup gives away; the model weighs what they do not read together: a
block's size, links and tags around it, the class and id vocabulary of its
ancestors, how its containers repeat (teaser records share a shape, story
paragraphs do not), and where it stands among the kept blocks and against
the story's main container.

Every input is an array the segmenter already filled (:class:`Blocks`): no
walk of the tree, no text read but each kept block's last character. The
model (``models/storyblocks.npz``, trained by :mod:`...training.storyblocks`)
is a weight per input over standardised inputs; a short block goes when
its probability of not being the story is at least the model's threshold.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from importlib import resources

import numpy as np

from ..content.hints import HINT_CATEGORIES
from ..content.segment import CONTEXT_TAGS, Blocks
from .teasers import links_within_site

MODEL_FILE = "storyblocks.npz"
# Container levels above a block whose repetition (alike siblings) and link
# share are read: a teaser card's line sits one to three levels under the record.
LEVELS = 3
# Words of the longest block the model may take out: a teaser line, a caption, a
# byline or a widget is short, and leave-one-corpus-out runs lost story
# paragraphs (recall) wherever longer blocks could go (benchmarks/HISTORY.md).
MAX_WORDS = 15
# Characters that end a sentence (the story's paragraphs end so; a teaser's
# headline, a byline or a label rarely does).
_SENTENCE_END = frozenset('.!?"”«»…:)')

FEATURES: tuple[str, ...] = (
    ("log_words", "link_share", "heading", "ends_sentence", "word_share", "position", "words_after",
     "first", "last", "boilerplate", "comment", "in_main", "main_parent", "prev_link_share",
     "next_link_share", "prev_words", "next_words", "gap_before", "gap_after", "parent_blocks",
     "parent_word_share", "chars_per_word", "tags_per_word", "density")
    + tuple(f"alike_{k}" for k in range(LEVELS))
    + tuple(f"box_link_share_{k}" for k in range(1, LEVELS + 1))
    + tuple(f"in_{tag}" for tag in CONTEXT_TAGS)
    + tuple(f"hint_{name}" for name in HINT_CATEGORIES)
)


@dataclass(frozen=True)
class StoryModel:
    """A logistic model: p = sigmoid(x . weights + bias), over raw inputs (the standardising
    of training folded into the weights, so a page costs one product)."""

    weights: np.ndarray
    bias: float
    threshold: float  # probability of "not the story" from which a kept block goes

    @classmethod
    def standardised(cls, mean: np.ndarray, scale: np.ndarray, weights: np.ndarray, bias: float,
                     threshold: float) -> StoryModel:
        """The model p = sigmoid(((x - mean) / scale) . weights + bias)."""
        return cls(weights / scale, float(bias - (mean / scale) @ weights), threshold)

    def probabilities(self, x: np.ndarray) -> np.ndarray:
        return 1.0 / (1.0 + np.exp(-(x @ self.weights + self.bias)))

    def goes(self, x: np.ndarray) -> np.ndarray:
        """Whether each row's probability is at least the threshold: its score against the
        threshold's log-odds (the sigmoid is monotonic), one product and one comparison. A
        threshold of 1 or more takes nothing, of 0 or less everything."""
        if not 0.0 < self.threshold < 1.0:
            return np.full(len(x), self.threshold <= 0.0)
        return x @ self.weights >= math.log(self.threshold / (1.0 - self.threshold)) - self.bias


@functools.lru_cache(maxsize=1)  # the shipped model is immutable: read once per process
def shipped_model() -> StoryModel:
    package = __name__.rsplit(".", 2)[0]
    with (resources.files(package) / "models" / MODEL_FILE).open("rb") as f:
        with np.load(f, allow_pickle=False) as data:
            if tuple(data["names"].tolist()) != FEATURES:
                raise ValueError(f"{MODEL_FILE} reads other inputs than storyblocks.FEATURES: retrain it")
            return StoryModel.standardised(data["mean"], data["scale"], data["weights"], float(data["bias"]),
                                           float(data["threshold"]))


def not_story_blocks(blocks: Blocks, kept: np.ndarray, url: str | None,
                     model: StoryModel | None = None) -> np.ndarray:
    """The kept blocks of at most MAX_WORDS words ``model`` (default: the shipped one) calls
    not the story. A block mostly of links goes only if one links to another page of the
    site (``url``'s): a table of contents or a list of references is the story's."""
    found = np.zeros(len(kept), dtype=bool)
    index = kept.nonzero()[0]
    if len(index) < 2:
        return found  # a lone block is all the method found: nothing to weigh it against
    short = blocks.n_words[index] <= MAX_WORDS
    if not short.any():
        return found
    model = model or shipped_model()
    found[index] = short & model.goes(story_features(blocks, index))
    link_chars, n_chars = blocks.link_chars, blocks.n_chars
    for i in found.nonzero()[0].tolist():
        if link_chars[i] * 2 >= n_chars[i]:
            found[i] = links_within_site(blocks.elements[i], url)
    return found


def story_features(blocks: Blocks, index: np.ndarray) -> np.ndarray:
    """The inputs (columns FEATURES) of the kept blocks ``index`` (ascending block numbers).

    Filled column by column into one array: the page's few dozen kept blocks make each
    numpy call's overhead, not its arithmetic, the cost."""
    n = len(index)
    x = np.zeros((n, len(FEATURES)))
    words = blocks.n_words[index].astype(np.float64)
    chars = np.maximum(blocks.n_chars[index], 1).astype(np.float64)
    link_share = blocks.link_chars[index] / chars
    total = max(words.sum(), 1.0)
    position = np.arange(n) / max(n - 1, 1)
    ancestors = blocks.ancestors[index]
    main_box, main_parent = _main_container(ancestors, words)
    own = ancestors[:, 0]
    log_words = np.log1p(words)
    x[:, 0] = log_words
    x[:, 1] = link_share
    x[:, 2] = blocks.heading[index] > 0
    texts = blocks.texts  # words joined by single spaces: a text's last character is its own
    x[:, 3] = [texts[i][-1:] in _SENTENCE_END for i in index.tolist()]
    x[:, 4] = words / total
    x[:, 5] = position
    x[:, 6] = (total - words.cumsum()) / total
    x[0, 7] = 1.0
    x[-1, 8] = 1.0
    x[:, 9] = blocks.boilerplate_ancestor[index] >= 0
    x[:, 10] = blocks.comment_ancestor[index] >= 0
    if main_box >= 0:
        x[:, 11] = (own >= main_box) & (own < blocks.element_ends[main_box])
    x[:, 12] = ancestors[:, 1] == main_parent
    x[1:, 13] = link_share[:-1]
    x[:-1, 14] = link_share[1:]
    x[1:, 15] = log_words[:-1]
    x[:-1, 16] = log_words[1:]
    gaps = np.log1p(index[1:] - index[:-1] - 1)
    x[1:, 17] = gaps
    x[:-1, 18] = gaps
    # Kept blocks under each parent element, counted by the parent's number (a block with no
    # parent, -1, counts in a group of its own): bincount, not np.unique's sort.
    parent = ancestors[:, 1] + 1
    x[:, 19] = np.log(np.bincount(parent)[parent])
    x[:, 20] = np.bincount(parent, weights=words)[parent] / total
    x[:, 21] = chars / np.maximum(words, 1)
    x[:, 22] = blocks.n_tags[index] / np.maximum(words, 1)
    x[:, 23] = chars / np.maximum(blocks.markup_bytes[index], 1)
    levels = ancestors[:, :LEVELS + 1]
    shallow = levels < 0  # the tree ends above the block: no container there
    alike = np.log(np.maximum(blocks.element_alike[levels[:, :LEVELS]], 1))
    alike[shallow[:, :LEVELS]] = 0.0
    x[:, 24:24 + LEVELS] = alike
    boxes = levels[:, 1:]
    box_links = blocks.element_link_chars[boxes] / np.maximum(blocks.element_chars[boxes], 1)
    box_links[shallow[:, 1:]] = 0.0
    x[:, 24 + LEVELS:24 + 2 * LEVELS] = box_links
    tags = 24 + 2 * LEVELS
    x[:, tags:tags + len(CONTEXT_TAGS)] = blocks.context[index]
    x[:, tags + len(CONTEXT_TAGS):] = blocks.hints[index]
    return x


def _main_container(ancestors: np.ndarray, words: np.ndarray) -> tuple[int, int]:
    """The story's container and paragraph parent: the grandparent and the parent of the
    block with the most words (-1 where the tree is shallower)."""
    longest = int(words.argmax())
    return int(ancestors[longest, 2]), int(ancestors[longest, 1])
