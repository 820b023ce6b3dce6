"""Settings of the example project: the add-on, and where the articles go.

Every other setting keeps Scrapy's default; ``ARTICLES_*`` settings (see the
README) tune the extraction.
"""

BOT_NAME = "example_project"
SPIDER_MODULES = ["example_project.spiders"]
NEWSPIDER_MODULE = "example_project.spiders"

ADDONS = {"scrapy_articles.Addon": 0}

FEEDS = {
    "articles.jsonl": {"format": "jsonlines", "encoding": "utf8", "overwrite": True},
    "articles.rss": {
        "format": "rss",
        "overwrite": True,
        "item_export_kwargs": {"feed_title": "Articles found by the example crawl"},
    },
}
