"""Adapter stage: the command line. ``scrapy crawl`` and ``scrapy runspider`` options in, the feed formats known.

Scrapy checks the format of ``-o``/``-O`` (``-O out.rss``, ``-O out.xml:atom``)
against ``FEED_EXPORTERS`` before it loads add-ons, so the formats the add-on
registers come too late for that check. The package therefore registers
these two commands through Scrapy's ``scrapy.commands`` entry point: each is
Scrapy's own command, which first adds the add-on's ``rss`` and ``atom``
exporters (as :class:`~.addon.Addon` would, never over the project's) when
the project's ``ADDONS`` (or ``-s ADDONS=...``) enables the add-on. Without it
they are Scrapy's commands unchanged.
"""

from __future__ import annotations

import argparse

from scrapy.commands.crawl import Command as ScrapyCrawl
from scrapy.commands.runspider import Command as ScrapyRunSpider
from scrapy.exceptions import UsageError
from scrapy.settings import BaseSettings
from scrapy.utils.conf import arglist_to_dict
from scrapy.utils.misc import load_object
from scrapy.utils.project import inside_project


def enables_addon(settings: BaseSettings) -> bool:
    """True when ``settings``' ``ADDONS`` holds :class:`~.addon.Addon` (or a subclass) switched on."""
    from .addon import Addon  # here: every ``scrapy`` command imports this module, few need the add-on

    for addon, priority in settings.getdict("ADDONS").items():
        cls = load_object(addon) if isinstance(addon, str) else addon
        if priority is not None and isinstance(cls, type) and issubclass(cls, Addon):
            return True
    return False


def _add_feed_formats(settings: BaseSettings | None, opts: argparse.Namespace) -> None:
    """Register the add-on's exporters in ``settings`` when they, with ``-s`` applied, enable the add-on."""
    assert settings is not None
    with_cmdline = settings.copy()
    try:
        with_cmdline.setdict(arglist_to_dict(opts.set), priority="cmdline")
    except ValueError:
        pass  # a malformed -s: Scrapy's own check reports it next
    if enables_addon(with_cmdline):
        from .addon import add_feed_exporters

        add_feed_exporters(settings)


class CrawlCommand(ScrapyCrawl):
    """``scrapy crawl``, knowing ``-O out.rss`` and ``-O out.atom:atom`` in a project with the add-on."""

    def process_options(self, args: list[str], opts: argparse.Namespace) -> None:
        # Scrapy offers commands from entry points outside a project too; this one needs a project.
        if not inside_project():
            raise UsageError("the crawl command is only available from within a project "
                             "(use 'scrapy runspider FILE.py' otherwise)", print_help=False)
        _add_feed_formats(self.settings, opts)
        super().process_options(args, opts)


class RunSpiderCommand(ScrapyRunSpider):
    """``scrapy runspider``, knowing the add-on's formats when ``-s ADDONS=...`` or the project enables it."""

    def process_options(self, args: list[str], opts: argparse.Namespace) -> None:
        _add_feed_formats(self.settings, opts)
        super().process_options(args, opts)
