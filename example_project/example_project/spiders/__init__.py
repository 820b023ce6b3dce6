"""The example's spiders: ``news`` crawls a site, ``fulltext`` reads its feed."""
