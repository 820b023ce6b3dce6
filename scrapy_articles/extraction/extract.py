"""The extraction, stage by stage: markup in, :class:`Article` out.

:func:`analyse` runs the stages and keeps every intermediate result (blocks,
per-line ratios, scores, the decision) as data, for :func:`extract` to
assemble and for tools such as ``scrapy-articles explain`` to draw.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, replace
from enum import Enum
from typing import Callable

import numpy as np
from lxml import etree

from .article import Article, Image, Metadata
from .body.tidy import Story, tidy
from .config import ALGORITHMS, ExtractionConfig
from .content.methods import METHODS, Decision, PageBlocks, prepare
from .content.render import render
from .content.segment import segment
from .document.parse import Truncated, is_binary, parse, strip_invisible
from .document.urls import readable
from .images.pictures import find_images, main_image
from .links.anchors import page_anchors, saved_page_site
from .links.nextpage import NextPage, find_neighbour_pages
from .links.printlink import find_print_link
from .metadata.fields import declarations, headline_candidates, read_metadata, title_field
from .page.chain import own_next_page
from .page.decision import PageDecision, decide_page, page_type
from .page.evidence import page_evidence
from .title.headline import find_title

logger = logging.getLogger(__name__)

DEFAULT_CONFIG = ExtractionConfig()


class GivenUp(str, Enum):
    """Why a page was given up before its content decision (Analysis.given_up): it gives no
    article. Its value names it in stats (spaces as underscores) and messages."""

    EMPTY = "empty"
    BINARY = "binary content"
    TOO_MANY_ELEMENTS = "too many elements"
    OVER_TIME_BUDGET = "over the time budget"

    def __str__(self) -> str:
        return self.value


EMPTY, BINARY = GivenUp.EMPTY, GivenUp.BINARY
TOO_MANY_ELEMENTS, OVER_TIME_BUDGET = GivenUp.TOO_MANY_ELEMENTS, GivenUp.OVER_TIME_BUDGET
# Counted by libxml2 in C: iterating in Python makes a proxy per element.
_count_elements = etree.XPath("count(//*)")


@dataclass(frozen=True)
class Analysis:
    """Every intermediate result of one extraction."""

    url: str | None
    algorithm: str
    metadata: Metadata
    page: PageBlocks | None  # None when there was no document to segment
    decision: Decision | None
    given_up: GivenUp | None = None  # why the page was not segmented: no article
    images: tuple[Image, ...] = ()
    main_image: Image | None = None
    print_url: str | None = None
    next_page: NextPage | None = None
    previous_page: NextPage | None = None
    page_type: str | None = None  # declared: "article", "other" or None (see pagetype.page_type)
    page_decision: PageDecision | None = None  # article, list or other: None when the page was not segmented
    # Why the page was read in part (parse.TOO_LONG, TOO_DEEP): its article is what
    # was read, the rest of the page is not in it.
    truncated: Truncated | None = None
    # The body's blocks: the decision's selection after tidy.py (the story only); None
    # where there was no decision. The decision itself stays the method's verdict.
    body: np.ndarray | None = None


def analyse(markup: str | bytes, url: str | None = None, *, algorithm: str | None = None,
            config: ExtractionConfig = DEFAULT_CONFIG,
            decide: Callable[[PageBlocks, ExtractionConfig], Decision] | None = None) -> Analysis:
    """Run the stages on one page and keep their results.

    ``decide`` replaces the method's decision (``algorithm`` still names it):
    cross-validation passes the verdict of models that never saw the page, so
    that what it scores went through every later stage as shipped.
    """
    name = algorithm or config.algorithm
    if name not in METHODS:
        raise ValueError(f"unknown algorithm {name!r}; choose one of {', '.join(ALGORITHMS)}")
    deadline = time.perf_counter() + config.time_budget
    url = readable(url)
    if is_binary(markup):  # an image or archive served as a page: its bytes would pass for words
        return Analysis(url, name, Metadata(), None, None, given_up=BINARY)
    parsed = parse(markup, url, max_chars=config.max_chars)
    if parsed is None:
        return Analysis(url, name, Metadata(), None, None, given_up=EMPTY)
    root = parsed.root
    if _count_elements(root) > config.max_elements:
        return Analysis(url, name, Metadata(), None, None, given_up=TOO_MANY_ELEMENTS)
    # What the head and scripts declare is read before they are stripped, in one pass.
    declared = declarations(root)
    declared_title, declared_headlines = title_field(root), headline_candidates(root, declared)
    links = page_anchors(root)  # one walk of the tree for both link stages
    next_page, previous_page = find_neighbour_pages(root, url, page=links) if url else (None, None)
    print_url = find_print_link(root, url, links)
    # A page saved without its URL: the host most of its links lead to names its site too.
    page_site = saved_page_site(links.anchors, url, declared.canonical, declared_title)
    # Holding its links through the later stages costs more than the shared walk saves (measured).
    del links
    declared_type = page_type(root, declared)
    if time.perf_counter() >= deadline:
        return Analysis(url, name, read_metadata(root, url, declared), None, None, given_up=OVER_TIME_BUDGET)
    strip_invisible(root)
    blocks = segment(root)
    # The visible markup's metadata (bylines, dates, breadcrumbs) is read from the elements
    # the segment walk listed (Blocks.marks): a walk of its own would cost half a parse.
    metadata = read_metadata(root, url, declared, walked=blocks.marks, title=declared_title)
    page = prepare(parsed.source, blocks, config)
    if time.perf_counter() >= deadline:
        return Analysis(url, name, metadata, None, None, given_up=OVER_TIME_BUDGET)
    decision = (decide or METHODS[name])(page, config)
    content = [blocks.elements[i] for i in np.flatnonzero(decision.selected)]
    # The page's site: its URL, or where it says it lives (a saved page has no URL), whose host
    # names the site in its <title>.
    site_url = url or metadata.canonical_url
    headline = find_title(root, declared_title, declared_headlines, content[0] if content else None,
                          site_name=metadata.site_name, url=site_url or page_site, blocks=blocks)
    # The page decision reads the method's own selection, before tidying: what its model was trained on.
    evidence = page_evidence(url, blocks, decision, article_probability(decision, blocks.n_words, config),
                             metadata, declared, declared_title, parsed.source)
    metadata = replace(metadata, headline=headline or metadata.headline)
    # A pager above most of the kept text pages something else (a thread list, a product grid), a live
    # page's pager its older entries.
    next_page = own_next_page(root, url, next_page, blocks, decision.selected, evidence.kinds)
    body = decision.selected
    if config.tidy_body:
        body = tidy(blocks, body, Story(metadata.headline, metadata.description, site_url), config)
        content = [blocks.elements[i] for i in np.flatnonzero(body)]
    images = find_images(root, url, content, metadata.main_image, metadata.headline) if content else ()
    return Analysis(url, name, metadata, page, decision, body=body,
                    images=images, main_image=main_image(images, metadata.main_image),
                    print_url=print_url, next_page=next_page, previous_page=previous_page,
                    page_type=declared_type, page_decision=decide_page(evidence, config.min_page_probability),
                    truncated=parsed.truncated)


def assemble(analysis: Analysis, config: ExtractionConfig = DEFAULT_CONFIG) -> Article:
    """The :class:`Article` of an analysis."""
    empty = Article(url=analysis.url, text="", html="", metadata=analysis.metadata,
                    algorithm=analysis.algorithm, images=analysis.images, main_image=analysis.main_image,
                    print_url=analysis.print_url,
                    next_page_url=analysis.next_page.url if analysis.next_page else None)
    if analysis.page is None or analysis.decision is None:
        return empty
    blocks, decision = analysis.page.blocks, analysis.decision
    body = decision.selected if analysis.body is None else analysis.body
    text, body_html = render(blocks, body, analysis.url)
    words = int(blocks.n_words[decision.selected].sum())
    probability = article_probability(decision, blocks.n_words, config)
    page = analysis.page_decision
    is_article = is_article_page(words, probability, page.page_type if page else None, config)
    return replace(empty, text=text, html=body_html, probability=probability, is_article=is_article,
                   page_type=page.page_type if page else None, page_kind=page.kind if page else None,
                   page_probability=page.probability if page else None)


def article_probability(decision: Decision, n_words: np.ndarray, config: ExtractionConfig) -> float:
    """How sure the method is of the text it kept: the word-weighted mean probability of the kept blocks.

    Only blocks kept on their own probability count (at least
    ``block_threshold``): ``auto`` also keeps doubtful blocks inside the
    article's main container, for the region's sake, and they would dilute
    a confident article into a doubtful one. If every kept block is such a
    block, all of them count.
    """
    kept = decision.selected
    confident = kept & (decision.probabilities >= config.block_threshold)
    counted = confident if n_words[confident].sum() else kept
    weights = n_words[counted]
    if not weights.sum():
        return 0.0
    # np.average's arithmetic, without its Python checks (they cost more than the sums on a page's
    # blocks); with int64 weights it computes in float64, whatever the probabilities' type.
    return float(np.multiply(decision.probabilities[counted], weights, dtype=np.float64).sum()
                 / weights.sum(dtype=np.float64))


def is_article_page(words: int, probability: float, page: str | None, config: ExtractionConfig) -> bool:
    """Whether a page is an article to the caller: its page type is wanted, and its text holds.

    ``page``: the page decision's type (:mod:`.pagetype`), None when there
    is none; the type must be one of ``config.page_types``. The kept text
    must hold ``min_article_words`` at ``min_article_probability``: a page
    judged an article whose text decision found nothing is no item.
    """
    if page is not None and page not in config.page_types:
        return False
    return words >= config.min_article_words and probability >= config.min_article_probability


def extract(markup: str | bytes, url: str | None = None, *, algorithm: str | None = None,
            config: ExtractionConfig = DEFAULT_CONFIG) -> Article:
    """Extract the article of one page.

    ``algorithm`` is one of ``auto`` (default), ``ttr``, ``density``,
    ``shallow`` or ``mss``. A page with no article gives an :class:`Article`
    with empty text and ``is_article`` false; only an unknown algorithm raises.
    """
    return assemble(analyse(markup, url, algorithm=algorithm, config=config), config)
