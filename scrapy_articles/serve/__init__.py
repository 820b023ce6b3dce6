"""Full-text feeds as a service: ``scrapy-articles serve``.

Stages, one module each: :mod:`.config` (limits), :mod:`.safety` (which
addresses may be fetched), :mod:`.cache` (articles by feed entry),
:mod:`.crawl` (Scrapy crawls on the server's reactor), :mod:`.render`
(RSS, Atom, JSON Feed), :mod:`.page` (the home page), :mod:`.web` (HTTP),
:mod:`.cli` (the command). Importing this package loads neither Scrapy nor
Twisted.
"""

from .cli import serve
from .config import ServeConfig

__all__ = ["ServeConfig", "serve"]
