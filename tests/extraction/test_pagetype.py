import json
from pathlib import Path

import lxml.html
import numpy as np
import pytest

from scrapy_articles.extraction import ExtractionConfig
from scrapy_articles.extraction.extract import article_probability, is_article_page
from scrapy_articles.extraction.content.methods import Decision
from scrapy_articles.extraction.metadata.fields import declarations
from scrapy_articles.extraction import extract
from scrapy_articles.extraction.page.evidence import FEATURES, Evidence
from scrapy_articles.extraction.page.decision import PageModel, decide_page, page_kind, page_type
from scrapy_articles.extraction.document.parse import parse
from scrapy_articles.training.pagedata import held_out_templates, sealed_templates

FIXTURES = Path(__file__).resolve().parents[1] / "sites" / "pagetype"
_LABELS = json.loads((FIXTURES / "labels.json").read_text())
LABELS = _LABELS["templates"]
# The templates the shipped model does not train on: labels.json's held-out ones but those named
# trained since (session 30: the held-out and sealed templates read in earlier sessions).
HELD_OUT = held_out_templates(_LABELS)
# Held out of every training and every fold of a tuning rule: measured only, and together.
SEALED = sealed_templates(_LABELS)
TRAINED = tuple(t for t in sorted(LABELS) if t not in HELD_OUT)


@pytest.mark.parametrize("head, expected", [
    ('<meta property="og:type" content="article">', "article"),
    ('<meta property="og:type" content="website">', "other"),
    ('<script type="application/ld+json">{"@type": "NewsArticle"}</script>', "article"),
    ('<script type="application/ld+json">{"@type": ["BlogPosting", "Thing"]}</script>', "article"),
    ('<script type="application/ld+json">{"@type": "CollectionPage"}</script>', "other"),
    ('<meta property="og:type" content="website"><script type="application/ld+json">'
     '{"@type": "NewsArticle"}</script>', "article"),
    ("", None),
    # The og:type key and the script type as written: other spellings are not read here.
    ('<meta property="OG:TYPE" content="article">', None),
    ('<meta itemprop="og:type" content="article">', None),
    ('<script type="application/LD+JSON">{"@type": "NewsArticle"}</script>', None),
    ('<meta name="og:type" content=" Article ">', "article"),
])
def test_declared_page_type(head, expected):
    page = parse(f"<html><head>{head}</head><body><p>x</p></body></html>")
    assert page_type(page.root) == expected
    assert page_type(page.root, declarations(page.root)) == expected  # as extract reads it


@pytest.mark.parametrize("words, probability, page, expected", [
    (100, 0.9, None, True),
    (59, 0.9, None, False),
    (100, 0.4, "article", False),
    (100, 0.9, "article", True),
    (130, 0.95, "articleList", False),  # a section front's teasers
    (400, 0.95, "other", False),  # a privacy policy's long prose: the page decision says no
    (400, 0.8, "other", False),
])
def test_article_decision(words, probability, page, expected):
    assert is_article_page(words, probability, page, ExtractionConfig()) is expected


def test_wanted_page_types_are_a_setting():
    lists_too = ExtractionConfig(page_types=("article", "articleList"))
    assert is_article_page(130, 0.95, "articleList", lists_too)
    assert not is_article_page(40, 0.95, "articleList", lists_too)  # the text must still hold


@pytest.mark.parametrize("probabilities, selected, expected", [
    # Blocks kept on their own probability count; the region's doubtful ones (0.2) do not dilute them.
    ([0.9, 0.2, 0.8], [True, True, True], (0.9 * 10 + 0.8 * 30) / 40),
    ([0.9, 0.2, 0.8], [True, True, False], 0.9),
    ([0.3, 0.2, 0.8], [True, True, False], (0.3 * 10 + 0.2 * 20) / 30),  # no confident block kept: all count
    ([0.9, 0.9, 0.9], [False, False, False], 0.0),
])
def test_article_probability_counts_the_confident_blocks(probabilities, selected, expected):
    p = np.array(probabilities)
    decision = Decision(p, p, np.array(selected))
    assert article_probability(decision, np.array([10, 20, 30]), ExtractionConfig()) == pytest.approx(expected)


def _model(bias):
    f = len(FEATURES)
    return PageModel(np.zeros(f), np.ones(f), np.zeros((f, 3)), np.log(np.array(bias)))


def test_model_probabilities_by_hand():
    # Two features, three classes: logits x @ W + b, softmax.
    model = PageModel(np.array([1.0, 0.0]), np.array([2.0, 1.0]),
                      np.array([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]]), np.zeros(3))
    p = model.probabilities(np.array([[3.0, 0.0], [1.0, np.log(2.0)]]))
    e = np.e
    assert p[0] == pytest.approx([e / (e + 2), 1 / (e + 2), 1 / (e + 2)])  # z = (1, 0)
    assert p[1] == pytest.approx([1 / 4, 2 / 4, 1 / 4])  # z = (0, log 2)
    # The article logit's terms: z times the article weight minus the others' mean.
    assert model.contributions(np.array([3.0, 0.0])) == pytest.approx([1.0, 0.0])
    # A feature not known (NaN: a URL feature of a page without URL) counts as its mean: z = 0.
    assert model.probabilities(np.array([[np.nan, np.log(2.0)]]))[0] == pytest.approx(p[1])
    assert model.contributions(np.array([np.nan, 0.0])) == pytest.approx([0.0, 0.0])


def test_training_reads_an_unknown_feature_as_the_mean_of_the_rows_that_know_it():
    from scrapy_articles.training.pagetype import fit
    x = np.array([[1.0, 0.0], [3.0, 1.0], [np.nan, 0.0], [np.nan, 1.0]])
    model = fit(x, np.array([0, 1, 0, 1]), np.full(4, 0.25))
    assert model.mean == pytest.approx([2.0, 0.5]) and model.scale == pytest.approx([1.0, 0.5])
    assert np.isfinite(model.weights).all()
    assert model.contributions(np.array([np.nan, 0.5])) == pytest.approx([0.0, 0.0])



def test_real_pages_of_a_class_weigh_alike_whatever_their_corpus():
    """A corpus bringing four articles brings four articles' weight, not half the real pages' share."""
    from scrapy_articles.training.pagedata import LabelledPages
    from scrapy_articles.training.pagetype import CLASS_SHARE, FIXTURE_SHARE, sample_weights
    sources = ("fixtures",) * 2 + ("dragnet",) * 96 + ("pagination",) * 4 + ("pagination",) + ("fixtures",)
    types = np.array([0] * 102 + [2, 2])
    n = len(sources)
    pages = LabelledPages(tuple(map(str, range(n))), np.zeros((n, 1)), types, ("k",) * n, sources, ("g",) * n)
    weights = sample_weights(pages)
    article = CLASS_SHARE[0]
    assert weights[:2] == pytest.approx([article * FIXTURE_SHARE / 2] * 2)
    # Dragnet's 96 and the pagination corpus's 4 articles: 100 real pages, each a hundredth of the real share.
    assert weights[2:102] == pytest.approx([article * (1 - FIXTURE_SHARE) / 100] * 100)
    # A class whose real pages come from one corpus: the same shares as before.
    assert weights[102:] == pytest.approx([CLASS_SHARE[2] * (1 - FIXTURE_SHARE), CLASS_SHARE[2] * FIXTURE_SHARE])
    # A class with no fixture (or no real page) gives its whole share to the pages it has.
    alone = sample_weights(pages.take(np.arange(n) >= 2))
    assert alone[:100].sum() == pytest.approx(article) and alone[100:].sum() == pytest.approx(CLASS_SHARE[2])


def test_cross_fitting_scores_each_half_of_the_sites_by_a_model_that_never_saw_it():
    from scrapy_articles.training.pagedata import LabelledPages
    from scrapy_articles.training.pagetype import CROSS_FIT_CORPUS, cross_fitted, fit, sample_weights, trained_site
    sites = [f"{CROSS_FIT_CORPUS}/site{i}" for i in range(12)]
    assert {trained_site(s) for s in sites} == {True, False}
    # Each site's two pages share one feature value, its label read off it: a model trained on a
    # site would fit it, one that never saw it knows only the other sites.
    x = np.array([[float(i)] for i in range(12) for _ in range(2)])
    groups = tuple(s for s in sites for _ in range(2))
    types = np.array([i % 2 * 2 for i in range(12) for _ in range(2)])
    ids = tuple(f"{g}/{j}" for g in sites for j in range(2))
    fixtures = LabelledPages(("f/a", "f/b"), np.array([[0.0], [1.0]]), np.array([0, 2]), ("k",) * 2,
                             ("fixtures",) * 2, ("t",) * 2)
    corpus = LabelledPages(ids, x, types, ("k",) * 24, (CROSS_FIT_CORPUS,) * 24, groups)
    pages = LabelledPages(fixtures.ids + corpus.ids, np.vstack([fixtures.features, corpus.features]),
                          np.concatenate([fixtures.types, corpus.types]), fixtures.kinds + corpus.kinds,
                          fixtures.sources + corpus.sources, fixtures.groups + corpus.groups)
    halves = cross_fitted(pages, ())
    scored = [set(test.groups) for _, test in halves]
    assert scored == [{s for s in sites if not trained_site(s)}, {s for s in sites if trained_site(s)}]
    assert sorted(i for _, test in halves for i in test.ids) == sorted(ids)
    # The first half is scored by the shipped model's rows: the fixtures and the even half only.
    trained_even = pages.take(np.array([source == "fixtures" or trained_site(group)
                                        for source, group in zip(pages.sources, pages.groups)]))
    shipped = fit(trained_even.features, trained_even.types, sample_weights(trained_even))
    assert halves[0][0].probabilities(x) == pytest.approx(shipped.probabilities(x))
    # The second by the same rows with the other half in the first's place.
    trained_odd = pages.take(np.array([source == "fixtures" or not trained_site(group)
                                       for source, group in zip(pages.sources, pages.groups)]))
    swapped = fit(trained_odd.features, trained_odd.types, sample_weights(trained_odd))
    assert halves[1][0].probabilities(x) == pytest.approx(swapped.probabilities(x))
    assert halves[0][0].probabilities(x) != pytest.approx(halves[1][0].probabilities(x))

def test_figures_count_the_articles_lost_to_the_texts_thresholds_apart():
    from scrapy_articles.training.pagedata import LabelledPages
    from scrapy_articles.training.pagetype import Figures, figures
    config = ExtractionConfig()
    rows = np.zeros((5, len(FEATURES)))
    # Kept words and body probability: enough text; too few words; an unsure body; enough; enough.
    text = [(200, 0.9), (config.min_article_words - 1, 0.9), (200, config.min_article_probability / 2), (200, 0.9),
            (30, 0.9)]
    rows[:, FEATURES.index("kept_words_log")] = np.log1p([words for words, _ in text])
    rows[:, FEATURES.index("body_probability")] = [body for _, body in text]
    types = np.array([0, 0, 0, 0, 1])  # four articles, a listing
    pages = LabelledPages(tuple("abcde"), rows, types, ("article",) * 4 + ("tag",), ("x",) * 5, ("g",) * 5)
    items = np.array([False, False, False, True, True])
    # Three articles lost: the first to the page decision (its text holds), two to the text's thresholds.
    assert figures(items, pages, config) == Figures(1, 1, 4, 3, 2)
    assert Figures(1, 1, 4, 3, 2) + Figures(2, 0, 1, 1, 0) == Figures(3, 1, 5, 4, 2)
    assert "3 of 4 articles lost (75.0%; 2 to the text's thresholds)" in Figures(1, 1, 4, 3, 2).line("x")


@pytest.mark.parametrize("bias, threshold, expected_type", [
    ([0.6, 0.3, 0.1], 0.5, "article"),
    ([0.6, 0.3, 0.1], 0.7, "articleList"),  # not sure enough: the likelier of the others
    ([0.2, 0.3, 0.5], 0.5, "other"),
    ([0.4, 0.5, 0.1], 0.4, "article"),  # at the threshold, though a list is likelier
])
def test_decision_threshold(bias, threshold, expected_type):
    evidence = Evidence(np.zeros(len(FEATURES)), frozenset({"tag", "privacy"}))
    page = decide_page(evidence, threshold, _model(bias))
    assert page.page_type == expected_type
    assert page.probability == pytest.approx(bias[0])
    assert page.kind == {"article": "article", "articleList": "tag", "other": "privacy"}[expected_type]


@pytest.mark.parametrize("page_type, kinds, expected", [
    ("articleList", {"archive", "tag"}, "tag"),  # a tag page's page 2 counts as a tag page
    ("articleList", set(), "section"),
    ("articleList", {"privacy"}, "section"),  # kinds of the other type do not name a list
    ("other", {"error", "tag"}, "error"),
    ("other", set(), "other"),
    ("article", {"tag"}, "article"),
])
def test_page_kind(page_type, kinds, expected):
    assert page_kind(page_type, frozenset(kinds)) == expected


def test_the_decision_is_in_the_article_fields():
    markup = (FIXTURES / "press" / "tag-1.html").read_text()
    fields = extract(markup, "https://press.example" + LABELS["press"]["tag-1.html"]["url"]).to_dict()
    assert fields["pageType"] == "articleList" and fields["pageKind"] == "tag"
    assert fields["isArticle"] is False and 0 <= fields["pageProbability"] < 0.5


def _pages(templates):
    for template in templates:
        for name, label in sorted(LABELS[template].items()):
            yield template, name, label


def _judged(template, name, label):
    markup = (FIXTURES / template / name).read_text()
    return extract(markup, f"https://{template}.example{label['url']}")


# Training pages the shipped model does not fit (judged articles and emitted), by kind; since session
# 30 the templates read in earlier sessions are training templates, so their misses are training
# misfits, not held-out figures (each template's first, honest run is in benchmarks/HISTORY.md).
# The kinds recur across templates: records whose URL and markup name no kind (undeclared recipes
# at article or slug URLs; reference entries typed og:type=article, a run of linked prose as an
# article is; single events and a holiday let whose blurb reads as prose; video pages whose kept
# text, blurb and "More videos" headlines, is over the 100 words that count as a blurb beside a
# player), author pages and section fronts whose text decision keeps only a bio or the lead story's
# summary, and a forum thread; since session 32 the nine sealed templates read in sessions 29 to 31 are
# training templates too, and campus's article stored as UTF-16, which the reader skips as binary, is lost;
# later in session 32 session 31's three (blogger's listings show whole posts: ten of its non-articles) and
# the four long-prose templates (landing, service, study, careers and FAQ pages of long prose); in session 33
# session 32's three (a company's event, landing and recipe-like pages; a broadcaster's programme and long
# "about" pages).
UNFIT = {("aem", "wiki-1.html"), ("beehiiv", "eventpage-1.html"), ("blogger", "consent-1.html"),
         ("blogger", "front-1.html"), ("blogger", "notfound-1.html"), ("blogger", "recipe-1.html"),
         ("blogger", "recipe-2.html"), ("blogger", "search-1.html"), ("blogger", "section-1.html"),
         ("blogger", "section-2.html"), ("blogger", "tag-1.html"), ("blogger", "tag-2.html"),
         ("blox", "recipe-1.html"), ("blox", "recipe-2.html"), ("broadcaster", "author-1.html"),
         ("campus", "recipe-1.html"), ("campus", "website-1.html"), ("charity", "landing-1.html"),
         ("charity", "landing-2.html"), ("charity", "recipe-1.html"), ("council", "landing-1.html"),
         ("council", "service-1.html"), ("ghost", "recipe-1.html"), ("ghost", "recipe-2.html"),
         ("hubspot", "eventpage-1.html"), ("hubspot", "landing-1.html"), ("hubspot", "recipe-1.html"),
         ("hubspot", "recipe-2.html"), ("hugo", "eventpage-1.html"), ("hugo", "recipe-1.html"),
         ("hugo", "recipe-2.html"), ("institute", "careers-1.html"), ("institute", "department-1.html"),
         ("institute", "eventpage-1.html"), ("institute", "faq-1.html"), ("institute", "landing-1.html"),
         ("institute", "notfound-1.html"), ("institute", "promo-1.html"), ("institute", "recipe-1.html"),
         ("institute", "recipe-2.html"), ("institute", "study-1.html"), ("joomla", "author-1.html"),
         ("joomla", "eventpage-1.html"), ("joomla", "section-1.html"), ("joomla", "section-2.html"),
         ("joomla", "video-1.html"), ("korea", "eventpage-1.html"), ("korea", "recipe-1.html"),
         ("korea", "recipe-2.html"), ("magazine", "thread-1.html"), ("medium", "recipe-1.html"),
         ("minimal", "eventpage-1.html"), ("minimal", "video-1.html"), ("portal", "recipe-1.html"),
         ("press", "eventpage-1.html"), ("radiotv", "recipe-1.html"), ("radiotv", "recipe-2.html"),
         ("rundfunk", "aboutlong-1.html"), ("rundfunk", "programme-1.html"), ("shopify", "eventpage-1.html"),
         ("shopify", "recipe-1.html"), ("shopify", "recipe-2.html"), ("shopify", "video-1.html"),
         ("shopify", "wiki-1.html"), ("squarespace", "eventpage-1.html"), ("squarespace", "recipe-1.html"),
         ("squarespace", "recipe-2.html"), ("squarespace", "video-1.html"), ("trademag", "eventpage-1.html"),
         ("trademag", "notfound-1.html"), ("trademag", "section-1.html"), ("trademag", "section-2.html"),
         ("trademag", "video-1.html"), ("typo3", "recipe-1.html"), ("typo3", "recipe-2.html"),
         ("typo3", "video-1.html"), ("webflow", "recipe-1.html"), ("webflow", "video-1.html"),
         ("wix", "recipe-2.html"), ("wpnews", "eventpage-1.html")}
# Training pages whose type the shipped model misjudges (an article) while no item comes of them
# (kept text under the article floor): author and section pages keeping a short bio or lead, single
# events and video pages with short blurbs, forum threads whose posts are read as comments.
UNFIT_TYPE_ONLY = {("aem", "eventpage-1.html"), ("aem", "section-1.html"), ("aem", "section-2.html"),
                   ("beehiiv", "video-1.html"), ("blogger", "author-1.html"), ("blogger", "eventpage-1.html"),
                   ("blogger", "product-1.html"), ("blogger", "signin-2.html"), ("blogger", "thread-1.html"),
                   ("blogger", "video-1.html"), ("blox", "video-1.html"), ("brightspot", "section-1.html"),
                   ("brightspot", "section-2.html"), ("drupal", "thread-1.html"), ("ghost", "eventpage-1.html"),
                   ("ghost", "thread-1.html"), ("hugo", "thread-1.html"), ("joomla", "thread-1.html"),
                   ("korea", "signin-2.html"), ("korea", "thread-1.html"), ("magazine", "eventpage-1.html"),
                   ("shopify", "thread-1.html")}


@pytest.mark.parametrize("kind", sorted({label["kind"] for template in TRAINED for label in LABELS[template].values()}))
def test_every_kind_of_the_training_templates(kind):
    """The shipped model fits its training templates: every page of each kind is told an article or not.

    Listings and other pages are told apart less surely (a soft 404 holds a
    list of stories): only "not an article" is asserted of them. The pages
    in UNFIT are asserted misjudged (those of UNFIT_TYPE_ONLY by type alone), so that the lists
    stay what the model does.
    """
    for template, name, label in _pages(TRAINED):
        if label["kind"] == kind:
            article = _judged(template, name, label)
            fits = (template, name) not in UNFIT
            type_fits = fits and (template, name) not in UNFIT_TYPE_ONLY
            assert ((article.page_type == "article") is (label["type"] == "article")) is type_fits, (template, name)
            assert (article.is_article is (label["type"] == "article")) is fits, (template, name)


# The sealed templates together (never trained on, nor in any fold of a tuning rule): non-articles
# emitted and articles lost, counted and never listed by page, so that the set stays unread. Pinned at
# each sealed set's first run, on the code of the session that opened it, and again when the page model
# is retrained; every run is in benchmarks/HISTORY.md ("Page type").
SEALED_COUNTS = {"non_articles": 122, "emitted": 4, "articles": 51, "lost": 0}


def test_the_sealed_templates_together_are_where_pinned():
    counts = {"non_articles": 0, "emitted": 0, "articles": 0, "lost": 0}
    for template, name, label in _pages(SEALED):
        is_article = label["type"] == "article"
        emitted = _judged(template, name, label).is_article
        counts["articles" if is_article else "non_articles"] += 1
        if emitted != is_article:
            counts["lost" if is_article else "emitted"] += 1
    assert counts == SEALED_COUNTS


# The fixtures' kinds under the names the page decision gives them (as benchmarks/pagetype.py maps them).
STAT_KIND = {"barefront": "front", "liveindex": "live", "notfound": "error", "thread": "forum",
             "eventpage": "events", "holiday": "product", "impressum": "terms"}
# The templates held out until session 30 (trained on since) whose kinds the floor below was pinned on.
KIND_TEMPLATES = ("drupal", "magazine", "forum")
# Share of those templates' non-articles whose kind is named as labelled: a floor,
# pinned at what the shipped model gave when they were held out (79 of 89 skipped: two front pages at /node and
# /archive it names a section, a forum's front page a forum; records whose URL and markup
# name no kind, an event at /node/29175, holiday lets at /ferienhaus/... and /travel/stay/...,
# a results table at /sport/table, are "other"; a thread at /forum/topic/ is a "tag");
# stats by kind are only as good as this.
KIND_FLOOR = 0.88


def test_non_articles_are_counted_under_their_own_kind():
    named = skipped = 0
    for template, name, label in _pages(KIND_TEMPLATES):
        if label["type"] == "article":
            continue
        article = _judged(template, name, label)
        skipped += not article.is_article
        named += not article.is_article and article.page_kind == STAT_KIND.get(label["kind"], label["kind"])
    assert skipped and named / skipped >= KIND_FLOOR, (named, skipped)


# Briefs whose extracted text is a story's length: korea's brief-1 (sealed in session 31; its first run)
# keeps about a hundred words of the page around the brief.
LONG_BRIEFS = {("korea", "brief-1.html"): 179}


def test_every_template_has_its_70_word_briefs_and_each_is_an_article():
    """The short articles the word floor could lose: four briefs a template, held-out ones too, all emitted."""
    for template in LABELS:
        briefs = [(name, label) for name, label in LABELS[template].items() if label["kind"] == "brief"]
        assert len(briefs) == 4, template
        for name, label in briefs:
            article = _judged(template, name, label)
            # A brief, not a story: the longest, squarespace's, ends on one long sentence over its budget (141
            # words). The extracted text stands for the fixture's, so a body that keeps the page's chrome
            # fails it too: LONG_BRIEFS pins those, as their first run found them.
            words = len(article.text.split())
            assert words < 150 or LONG_BRIEFS.get((template, name)) == words, (template, name, words)
            assert article.page_type == "article" and article.is_article, (template, name)


def test_the_floor_rule_picks_the_fewest_articles_lost_without_more_non_articles_emitted():
    from benchmarks.pagetype import DRAGNET, LOTO, PAGINATION_TRAINED, choose_floor
    from scrapy_articles.training.pagetype import Figures

    def row(loto_emitted, pagination_emitted, lost, held_out_lost=0):
        return {LOTO: Figures(160, loto_emitted, 100, 0), DRAGNET: Figures(0, 0, 1000, lost),
                PAGINATION_TRAINED: Figures(90, pagination_emitted, 4, 0), "LOCO readability": Figures(0, 0, 100,
                                                                                                 held_out_lost)}
    table = {(60, 0.5): row(2, 21, 100), (60, 0.3): row(2, 21, 100),
             (50, 0.5): row(2, 21, 95, held_out_lost=50),  # the held-out side is not read
             (40, 0.5): row(2, 22, 90),  # a listing more on the trained pagination sites
             (30, 0.5): row(3, 21, 85),  # a template's non-article more
             (0, 0.5): row(5, 10, 80)}  # over 1 in 40 on the templates
    assert choose_floor(table, (60, 0.5)) == (50, 0.5)
    del table[50, 0.5]
    assert choose_floor(table, (60, 0.5)) == (60, 0.5)  # ties: the stricter gate
    # No pair within 1 in 40 on the templates: no answer (the defaults stay), not an error.
    assert choose_floor({(60, 0.5): row(5, 21, 100), (0, 0.5): row(5, 10, 80)}, (60, 0.5)) is None


def test_the_corpus_kinds_file_holds_ids_kinds_and_reasons_only():
    from scrapy_articles.training.pagedata import CORPUS_KINDS, CORPUS_LIST_KINDS, SCREENED_CORPORA, corpus_kinds
    rows = [json.loads(line) for line in CORPUS_KINDS.read_text(encoding="utf-8").splitlines()]
    assert all(set(row) == {"id", "kind", "reason"} for row in rows)
    assert all(row["id"].split("/")[0] in SCREENED_CORPORA and row["reason"].strip() for row in rows)
    assert {row["id"].split("/")[0] for row in rows} == set(SCREENED_CORPORA)  # every screened corpus has labels
    assert all(len(row["reason"]) <= 100 for row in rows)  # a one-line reason, never the page's text
    kinds = corpus_kinds()
    assert len(kinds) == len(rows)  # every id once
    documented = Path(__file__).resolve().parents[2].joinpath("docs", "pagetype.md").read_text()
    for kind in set(kinds.values()) | CORPUS_LIST_KINDS:
        assert f"| `{kind}` |" in documented, kind  # each kind in the docs' table
    assert "article" not in kinds.values()


def test_labelled_non_articles_are_relabelled_and_the_rest_kept(tmp_path):
    from scrapy_articles.training.pagedata import LabelledPages, corpus_kinds, relabelled, relabelled_rows
    labels = tmp_path / "kinds.jsonl"
    labels.write_text('{"id": "t/b", "kind": "recipe", "reason": "a recipe"}\n\n'
                      '{"id": "t/c", "kind": "listing", "reason": "a blog\'s post list"}\n')
    kinds = corpus_kinds(labels)
    assert kinds == {"t/b": "recipe", "t/c": "listing"}
    pages = LabelledPages(("t/a", "t/b", "t/c"), np.zeros((3, 2)), np.array([0, 0, 0]), ("article",) * 3,
                          ("trafilatura-eval",) * 3, ("g",) * 3)
    honest = relabelled(pages, kinds)
    assert honest.types.tolist() == [0, 2, 1]  # article, other, articleList
    assert honest.kinds == ("article", "recipe", "listing")
    assert pages.types.tolist() == [0, 0, 0]  # the rows given are not changed
    rows = [("t/a", "<p>", None, "article", "article", "s", "g"), ("t/b", "<p>", "u", "article", "article", "s", "g")]
    assert relabelled_rows(rows, kinds) == [rows[0], ("t/b", "<p>", "u", "other", "recipe", "s", "g")]


def test_a_screened_corpus_labelled_pages_emitted_are_counted_by_kind_from_the_wrong_lines():
    from benchmarks.pagetype import wrong_kinds
    pages = [(i, "<p>", None, t, k, "c", "g") for i, t, k in
             (("c/a", "article", "article"), ("c/b", "other", "promo"), ("c/c", "other", "promo"),
              ("c/d", "articleList", "listing"), ("c/e", "other", "about"))]
    kinds = {"c/b": "promo", "c/c": "promo", "c/d": "listing", "c/e": "about", "x/z": "wiki"}
    wrong = ["c/a (article): judged other/other, p=0.10, 5 words", "c/c (promo): judged article/article, p=0.90, 300 words",
             "c/d (listing): judged article/article, p=0.50, 900 words"]
    # A lost article is no labelled page; kinds of other corpora are not counted.
    assert wrong_kinds(wrong, pages, kinds) == "promo 1/2, listing 1/1, about 0/1"


def test_labelled_non_articles_emitted_are_counted_by_kind():
    from benchmarks.pagetype import emitted_kinds
    from scrapy_articles.training.pagedata import LabelledPages
    pages = LabelledPages(("a", "b", "c", "d"), np.zeros((4, 1)), np.array([0, 2, 2, 2]), ("article",) * 4,
                          ("s",) * 4, ("g",) * 4)
    kinds = {"b": "recipe", "c": "recipe", "d": "wiki"}
    assert emitted_kinds(np.array([True, True, False, True]), pages, kinds) == "recipe 1/2, wiki 1/1"


def test_the_relabel_rule_picks_the_lowest_threshold_with_the_templates_within_bounds():
    from benchmarks.pagetype import LOTO, THRESHOLDS, rule_threshold
    from scrapy_articles.training.pagedata import LabelledPages
    # One listing row with enough text and a known article probability: emitted below it, skipped above it.
    rows = np.zeros((1, len(FEATURES)))
    rows[0, FEATURES.index("kept_words_log")] = np.log1p(500)
    rows[0, FEATURES.index("body_probability")] = 0.9
    listing = LabelledPages(("x",), rows, np.array([1]), ("tag",), ("fixtures",), ("t",))
    model = PageModel(np.zeros(len(FEATURES)), np.ones(len(FEATURES)), np.zeros((len(FEATURES), 3)),
                      np.log(np.array([0.27, 0.73, 1e-9])))
    assert rule_threshold({LOTO: [(model, listing)]}) == min(t for t in THRESHOLDS if t > 0.27)
    never = PageModel(np.zeros(len(FEATURES)), np.ones(len(FEATURES)), np.zeros((len(FEATURES), 3)),
                      np.log(np.array([0.99, 0.01, 1e-9])))
    assert rule_threshold({LOTO: [(never, listing)]}) is None


def test_the_joint_rule_picks_the_threshold_whose_worse_rate_is_lowest():
    from benchmarks.pagetype import DRAGNET, LOTO, joint_rates, joint_threshold
    from scrapy_articles.training.pagetype import Figures

    def row(emitted, loto_lost, dragnet_lost, to_text=50, held_out_lost=0):
        return {LOTO: Figures(200, emitted, 100, loto_lost), DRAGNET: Figures(0, 0, 1000, dragnet_lost, to_text),
                "LOCO trafilatura-eval": Figures(100, 90, 800, 0), "LOCO readability": Figures(0, 0, 100, held_out_lost)}
    # Losses to the text's thresholds are no threshold's: 60 lost, 50 of them to the text, is 10 of 1,900.
    assert joint_rates(row(4, 0, 60)) == (4 / 200, 10 / 1900)
    table = {0.15: row(10, 0, 55),  # worse rate: 5% emitted
             0.2: row(6, 0, 70),  # 3% emitted, 20 of 1,900 lost (1.1%)
             0.25: row(6, 1, 100, held_out_lost=90),  # ties with 0.2 on the emitted rate; held-out columns unread
             0.35: row(2, 0, 150)}  # 1% emitted, 100 of 1,900 lost (5.3%)
    assert joint_threshold(table, 0.35) == 0.2
    table[0.2] = row(6, 0, 200)  # now 7.9% lost: 0.25's worse rate (3%) is the lowest
    assert joint_threshold(table, 0.35) == 0.25
    table[0.2] = table[0.25] = row(6, 0, 70)
    assert joint_threshold(table, 0.35) == 0.2  # a tie goes to the lower threshold...
    assert joint_threshold(table, 0.25) == 0.25  # ...unless the shipped one is among the tied


def test_gold_bands_count_each_length_once():
    from benchmarks.pagetype import gold_bands
    assert gold_bands([0, 29, 30, 59, 60, 99, 100, 5000]) == "under 30: 2, 30-59: 2, 60-99: 2, 100 or more: 2"
    assert gold_bands([]) == "under 30: 0, 30-59: 0, 60-99: 0, 100 or more: 0"


# Session 32's four training templates (benchmarks/pagetype_pages.py PROSE_TEMPLATES) are there to teach
# non-articles that hold long prose (a firm's or an institution's promotion, landing, careers, "about us",
# service and FAQ pages: the kinds the real corpora's screened pages and the sealed templates show emitted) and
# listings whose teasers are long. Trained on, never held out; each such page keeps its prose.
PROSE_TEMPLATES = ("institute", "council", "charity", "trademag")
PROSE_KINDS = {"promo", "landing", "careers", "aboutlong", "service", "faq", "study", "department", "donate"}


@pytest.mark.parametrize("template", PROSE_TEMPLATES)
def test_the_long_prose_templates_are_trained_on_and_their_non_articles_hold_long_prose(template):
    assert template in TRAINED and template not in HELD_OUT and template not in SEALED
    prose = {name: label for name, label in LABELS[template].items() if label["kind"] in PROSE_KINDS}
    assert len(prose) >= 5 and all(label["type"] == "other" for label in prose.values())
    for name in prose:
        main = lxml.html.fromstring((FIXTURES / template / name).read_text()).xpath("//main")[0]
        paragraphs = [" ".join(p.text_content().split()) for p in main.iter("p")]
        assert sum(len(p.split()) for p in paragraphs if len(p.split()) >= 25) >= 100, (template, name)
    # Their listings: section fronts whose teasers run long (the trade magazine's standfirsts 60 to 100 words).
    if template == "trademag":
        front = lxml.html.fromstring((FIXTURES / template / "section-1.html").read_text())
        standfirsts = [len(p.text_content().split()) for p in front.xpath('//p[@class="listing-item__standfirst"]')]
        assert len(standfirsts) >= 8 and all(60 <= n <= 101 for n in standfirsts)


def test_templates_named_trained_are_training_templates_and_the_others_stay_sealed(tmp_path):
    from scrapy_articles.training.pagedata import SEALED as SEALED_SOURCE, fixture_pages
    labels = {"held_out": ["read", "tuned", "unread"], "sealed": ["read", "unread"], "trained": ["read", "tuned"],
              "templates": {t: {"a-1.html": {"url": "/a", "type": "article", "kind": "long"}}
                            for t in ("first", "read", "tuned", "unread")}}
    for template in labels["templates"]:
        (tmp_path / template).mkdir()
        (tmp_path / template / "a-1.html").write_text("<p>x</p>")
    (tmp_path / "labels.json").write_text(json.dumps(labels))
    assert held_out_templates(labels) == sealed_templates(labels) == ("unread",)
    sources = {group: source for *_, source, group in fixture_pages(tmp_path)}
    assert sources == {"first": "fixtures", "read": "fixtures", "tuned": "fixtures", "unread": SEALED_SOURCE}
    # A labels file from before the key: every held-out and sealed template as it says.
    del labels["trained"]
    assert held_out_templates(labels) == ("read", "tuned", "unread") and sealed_templates(labels) == ("read", "unread")


def test_the_shipped_model_says_which_templates_it_was_trained_on():
    import scrapy_articles.extraction
    models = Path(scrapy_articles.extraction.__file__).parent / "models"
    manifest = json.loads((models / "MANIFEST.json").read_text())
    entry = manifest["models"]["pagetype.npz"]
    assert entry["templates"] == list(TRAINED)
    assert not set(entry["templates"]) & set(SEALED)
