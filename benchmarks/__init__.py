"""Benchmarks of scrapy-articles against established extractors (not part of the package)."""
