"""ArticleItem: zyte-common-items names, empty values left out."""

from __future__ import annotations

from scrapy_articles.extraction import Article, Image, Metadata
from scrapy_articles.scrapy.items import ITEM_FIELDS, ArticleItem, article_item

ZYTE_ARTICLE_FIELDS = {
    "url", "canonicalUrl", "headline", "articleBody", "articleBodyHtml", "authors", "datePublished",
    "datePublishedRaw", "dateModified", "dateModifiedRaw", "inLanguage", "description", "mainImage",
    "images", "breadcrumbs", "metadata"}
OUR_FIELDS = {"keywords", "siteName", "printUrl", "pages", "algorithm", "probability", "pageType"}


def test_field_names() -> None:
    assert set(ITEM_FIELDS) == ZYTE_ARTICLE_FIELDS | OUR_FIELDS


def test_from_an_article() -> None:
    article = Article(url="http://h/a", text="One.\nTwo.", html="<p>One.</p><p>Two.</p>",
                      metadata=Metadata(headline="H", authors=("A", "B"), date_published="2024-01-02"),
                      images=(Image("http://h/i.png", caption="C"),), algorithm="ttr", probability=0.81234,
                      is_article=True, next_page_url="http://h/a2")
    item = article_item(article.to_dict())
    assert isinstance(item, ArticleItem)
    assert item["headline"] == "H" and item["authors"] == [{"name": "A"}, {"name": "B"}]
    assert item["images"] == [{"url": "http://h/i.png", "caption": "C"}]
    assert item["probability"] == 0.8123 and item["pages"] == ["http://h/a"]
    # Empty values and fields that are not ours are left out.
    assert "description" not in item and "keywords" not in item and "nextPageUrl" not in item
