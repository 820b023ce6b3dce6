"""The page-level decision: is this page an article, a list of articles, or something else?

Input: the page's :class:`~.pagefeatures.Evidence` (the text decision's
output, the page's structure, URL, title and declarations). Output: a
:class:`PageDecision`: the page type (``article``, ``articleList``,
``other``), a finer kind for the stats (``tag``, ``search``, ``privacy``...)
and the probability that the page is an article.

The model is a multinomial logistic regression over the evidence, trained
by ``scrapy_articles.training.pagetype`` on corpus articles, labelled
listing pages and the page-type fixture set, with templates held out; its
weights are ``models/pagetype.npz``. A logistic model's probabilities are
calibrated by its training loss (the log-loss is a proper scoring rule), so
``probability`` can be thresholded as a probability.

:func:`page_type` reads what the page declares on its own (og:type,
JSON-LD): one piece of the evidence, kept for callers that want it alone.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from importlib import resources

import numpy as np
from lxml import html

from ..content.classify import MODELS_PACKAGE
from ..lazyregex import compile_lazily
from ..metadata.fields import Declarations, declarations
from .evidence import FEATURES, Evidence
from .kinds import LIST_KINDS, OTHER_KINDS

ARTICLE, ARTICLE_LIST, OTHER = "article", "articleList", "other"
PAGE_TYPES = (ARTICLE, ARTICLE_LIST, OTHER)  # the model's classes, in its output order
MODEL_NAME = "pagetype"

# "@type": "NewsArticle" or "@type": ["Article", ...]: the first name is enough.
_JSONLD_TYPE = compile_lazily(r'"@type"\s*:\s*\[?\s*"([A-Za-z]{1,40})"')
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
    """What the page declares: ``"article"``, ``"other"`` or None when it declares nothing.

    ``found``: the page's :func:`~.metadata.declarations`, when already read.
    """
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


@dataclass(frozen=True)
class PageModel:
    """Multinomial logistic regression on standardised features; a NaN feature (not known) counts as its mean."""

    mean: np.ndarray  # (F,)
    scale: np.ndarray  # (F,), > 0
    weights: np.ndarray  # (F, len(PAGE_TYPES))
    bias: np.ndarray  # (len(PAGE_TYPES),)

    def probabilities(self, x: np.ndarray) -> np.ndarray:
        """Class probabilities (n, len(PAGE_TYPES)) of feature rows ``x`` (n, F)."""
        logits = self.standardised(x) @ self.weights + self.bias
        logits -= logits.max(axis=1, keepdims=True)
        exp = np.exp(logits)
        return exp / exp.sum(axis=1, keepdims=True)

    def contributions(self, x: np.ndarray) -> np.ndarray:
        """Per feature (F,), how much it moves one page's (x: (F,)) article logit above the others' mean."""
        z = self.standardised(x)
        margin = self.weights[:, 0] - self.weights[:, 1:].mean(axis=1)
        return z * margin

    def standardised(self, x: np.ndarray) -> np.ndarray:
        """``x`` standardised by the training mean and scale, not known features at 0 (the mean)."""
        z = (x - self.mean) / self.scale
        z[np.isnan(z)] = 0.0  # a fifth of nan_to_num's time, at every page
        return z

    def to_arrays(self) -> dict[str, np.ndarray]:
        return {"mean": self.mean, "scale": self.scale, "weights": self.weights, "bias": self.bias,
                "features": np.array(FEATURES), "classes": np.array(PAGE_TYPES)}


@functools.lru_cache(maxsize=None)
def load_page_model() -> PageModel:
    """The shipped page-type model (read once per process: models are immutable)."""
    with (resources.files(MODELS_PACKAGE) / "models" / f"{MODEL_NAME}.npz").open("rb") as f:
        with np.load(f, allow_pickle=False) as data:
            if tuple(data["features"].tolist()) != FEATURES or tuple(data["classes"].tolist()) != PAGE_TYPES:
                raise ValueError(f"{MODEL_NAME}.npz was trained on other features; retrain it")
            return PageModel(data["mean"], data["scale"], data["weights"], data["bias"])


@dataclass(frozen=True)
class PageDecision:
    """The page-level verdict and its evidence."""

    page_type: str  # one of PAGE_TYPES
    kind: str  # "article", or one of pagekinds.LIST_KINDS / OTHER_KINDS
    probability: float  # that the page is an article, 0 to 1
    evidence: Evidence

    @property
    def is_article(self) -> bool:
        return self.page_type == ARTICLE


def page_kind(page_type: str, kinds: frozenset[str]) -> str:
    """The finer kind of a page of this type: the first kind its evidence names, else the type's default."""
    if page_type == ARTICLE:
        return ARTICLE
    order, default = (LIST_KINDS, "section") if page_type == ARTICLE_LIST else (OTHER_KINDS, "other")
    return next((kind for kind in order if kind in kinds), default)


_LIST_KINDS, _OTHER_KINDS = frozenset(LIST_KINDS), frozenset(OTHER_KINDS)


def named_type(kinds: frozenset[str]) -> str | None:
    """The type other than article that the page's kinds name, when they name one only.

    A section front at /section/sport and a contact page at /contact hold
    alike short texts and links; what their URL or title names tells them
    apart better than their shape does.
    """
    lists, others = not kinds.isdisjoint(_LIST_KINDS), not kinds.isdisjoint(_OTHER_KINDS)
    return ARTICLE_LIST if lists and not others else OTHER if others and not lists else None


def decide_page(evidence: Evidence, threshold: float, model: PageModel | None = None) -> PageDecision:
    """An article when its probability reaches ``threshold``; else the type its kinds name, or the likelier one.

    ``model`` defaults to the shipped one.
    """
    model = model if model is not None else load_page_model()
    probabilities = model.probabilities(evidence.features[None, :])[0]
    if probabilities[0] >= threshold:
        chosen = ARTICLE
    else:
        chosen = named_type(evidence.kinds) or PAGE_TYPES[1 + int(np.argmax(probabilities[1:]))]
    return PageDecision(chosen, page_kind(chosen, evidence.kinds), float(probabilities[0]), evidence)
