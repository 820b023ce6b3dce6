"""Training and validation of the learned parts, from the annotated corpora.

Deterministic, numpy only. Run with ``scrapy-articles train`` (writes the
shipped models) and ``scrapy-articles crossval`` (the honest scores).
"""
