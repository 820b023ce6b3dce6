"""The Scrapy adapters: read settings, call the extraction library, count.

Modules, in the order a response meets them: :mod:`.settings` (``ARTICLES_*``
settings to two frozen configs), :mod:`.flow` (one response to an item, a
follow-up request or a counted reason; :mod:`.merge` joins the pages of a
multi-page article), :mod:`.middleware`, :mod:`.pipelines` (with
:mod:`.dedup`), :mod:`.exporters`, :mod:`.spiders` (with :mod:`.feeds`) and
:mod:`.addon`, which switches them all on. The incremental site crawl:
:mod:`.sitespider` (with :mod:`.discovery`, :mod:`.frontier`, :mod:`.state`
and :mod:`.siteconfig`; :mod:`.sitecrawl` runs it for ``scrapy-articles
crawl``). Nothing is imported here so that ``import scrapy_articles`` stays
free of Scrapy.
"""
