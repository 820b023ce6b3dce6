"""Out-of-fold decisions as they ship: the texts ``extract()`` gives with them.

Input: corpus rows by id, and per page a method's :class:`Decision` by models
that never saw it (:mod:`.train`). Output: per page the article text that
``extract()`` renders from that decision, after every later stage (the body's
tidying, rendering). Scoring the method's selection alone would measure
something users never get: tidy takes out headlines, captions, teasers and
widgets the selection keeps.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..extraction.config import ExtractionConfig
from ..extraction.content.methods import Decision, PageBlocks
from ..extraction.extract import analyse, assemble


class BlocksDiffer(ValueError):
    """The page segmented into other blocks than training saw: a decision cannot be carried over."""


def shipped_texts(rows: Mapping[str, Mapping[str, Any]], decisions: Mapping[str, Decision], method: str,
                  config: ExtractionConfig) -> dict[str, str]:
    """Per page of ``decisions``, the text ``extract()`` gives when ``method`` decides as given."""
    return {page_id: shipped_text(rows[page_id], decision, method, config)
            for page_id, decision in decisions.items()}


def shipped_text(row: Mapping[str, Any], decision: Decision, method: str, config: ExtractionConfig) -> str:
    url = row.get("url") if row.get("url") not in (None, "None") else None

    def given(page: PageBlocks, _: ExtractionConfig) -> Decision:
        if len(page.blocks) != len(decision.selected):
            raise BlocksDiffer(f"page {row.get('id')}: {len(page.blocks)} blocks, the decision has "
                               f"{len(decision.selected)}")
        return decision

    return assemble(analyse(row.get("html") or "", url, algorithm=method, config=config, decide=given), config).text
