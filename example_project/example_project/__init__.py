"""Example Scrapy project using scrapy-articles through its add-on only."""
