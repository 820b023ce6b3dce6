"""Result types: what the extraction stages hand to each other and to callers.

Stage: output. Input: the stages' findings. Output: frozen dataclasses whose
``to_dict`` names follow schema.org's NewsArticle as used by Scrapy's
ecosystem (zyte-common-items' Article): ``headline``, ``articleBody``...
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Image:
    """An image of the article, with an absolute URL."""

    url: str
    alt: str | None = None
    caption: str | None = None
    width: int | None = None
    height: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {k: v for k, v in self.__dict__.items() if v is not None}


@dataclass(frozen=True)
class Metadata:
    """What the page says about itself outside the article body."""

    headline: str | None = None
    authors: tuple[str, ...] = ()
    date_published: str | None = None  # ISO 8601
    date_published_raw: str | None = None
    date_modified: str | None = None  # ISO 8601
    date_modified_raw: str | None = None
    language: str | None = None
    canonical_url: str | None = None
    description: str | None = None
    site_name: str | None = None
    keywords: tuple[str, ...] = ()
    main_image: str | None = None
    breadcrumbs: tuple[tuple[str, str | None], ...] = ()  # (name, url)


@dataclass(frozen=True)
class Article:
    """The extracted article of one page.

    ``text`` holds one paragraph a line; ``html`` is sanitised article HTML.
    ``probability`` is the text model's confidence in the text kept;
    ``page_probability`` the page model's that the page is an article, and
    ``is_article`` whether the page is an article to the caller (its page
    type wanted, its text long and sure enough).
    """

    url: str | None
    text: str
    html: str
    metadata: Metadata = field(default_factory=Metadata)
    images: tuple[Image, ...] = ()
    main_image: Image | None = None
    print_url: str | None = None
    next_page_url: str | None = None
    algorithm: str = "auto"
    probability: float = 0.0
    is_article: bool = False
    pages: tuple[str, ...] = ()
    # The page decision (page/decision.py): "article", "articleList" or "other";
    # a finer kind ("tag", "privacy"...); the probability of an article.
    page_type: str | None = None
    page_kind: str | None = None
    page_probability: float | None = None

    @property
    def headline(self) -> str | None:
        return self.metadata.headline

    def to_dict(self) -> dict[str, Any]:
        """Fields named as in zyte-common-items' Article, plus our own."""
        m = self.metadata
        out: dict[str, Any] = {
            "url": self.url,
            "canonicalUrl": m.canonical_url,
            "headline": m.headline,
            "articleBody": self.text,
            "articleBodyHtml": self.html,
            "authors": [{"name": a} for a in m.authors],
            "datePublished": m.date_published,
            "datePublishedRaw": m.date_published_raw,
            "dateModified": m.date_modified,
            "dateModifiedRaw": m.date_modified_raw,
            "inLanguage": m.language,
            "description": m.description,
            "mainImage": self.main_image.to_dict() if self.main_image else None,
            "images": [i.to_dict() for i in self.images],
            "breadcrumbs": [{"name": n, "url": u} for n, u in m.breadcrumbs],
            "keywords": list(m.keywords),
            "siteName": m.site_name,
            "printUrl": self.print_url,
            "nextPageUrl": self.next_page_url,
            "pages": list(self.pages) or ([self.url] if self.url else []),
            "algorithm": self.algorithm,
            "probability": round(self.probability, 4),
            "isArticle": self.is_article,
            "pageType": self.page_type,
            "pageKind": self.page_kind,
            "pageProbability": None if self.page_probability is None else round(self.page_probability, 4),
        }
        return out
