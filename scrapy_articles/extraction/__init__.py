"""The extraction library: HTML in, article out. Pure lxml, numpy and stdlib.

Stages, in order (one module each): parse, segment, features, classify
(with ttr, methods), mss (select), render, and the article's parts (title,
metadata, images, print link, pagination); :mod:`.extract` runs them.
"""

from .article import Article, Image, Metadata
from .config import ALGORITHMS, ExtractionConfig
from .extract import Analysis, analyse, extract

__all__ = ["ALGORITHMS", "Analysis", "Article", "ExtractionConfig", "Image", "Metadata", "analyse", "extract"]
