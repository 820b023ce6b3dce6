"""Extractor adapters for the benchmarks: every extractor as ``(html, url) -> text``.

Input: one page as decoded text (the corpora's ``html`` field) and its URL or
None. Output: the plain text each extractor considers the page's content.

Three kinds of extractor: ``ours`` (scrapy-articles, one row per algorithm),
``peer`` (established extractors, the ``bench`` extra of setup.cfg) and
``floor`` (lxml alone: what any extractor pays before it thinks). Adapters are
built lazily, imports included, so a speed worker loads only the extractor it
measures and a peer that is missing is skipped with the reason.

Nothing here reaches the network: every peer is handed the HTML (never a URL
to fetch), image fetching and meta-refresh following are off, and
:func:`forbid_network` makes any socket connection fail loudly.
"""

from __future__ import annotations

import ast
import configparser
import hashlib
import importlib.metadata
import inspect
import socket
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

Extract = Callable[[str, str | None], str]

# newspaper4k wants a URL to build an Article; no request is ever made to it.
PLACEHOLDER_URL = "http://example.invalid/article.html"
# A page small enough to probe that an adapter imports and runs.
PROBE_HTML = "<html><body><article><h1>Probe</h1><p>" + "A sentence of probe text. " * 20 + "</p></article></body></html>"
# Elements after which a reader sees a line break: readability-lxml returns
# HTML, and its text must not glue the last word of one paragraph to the next.
BLOCK_TAGS = ("p", "div", "br", "li", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "td", "th",
              "pre", "blockquote", "section", "article", "dd", "dt", "figcaption", "table", "ul", "ol")


@dataclass(frozen=True)
class Extractor:
    """One row of the benchmark tables."""

    key: str  # short name for command lines and cache files
    name: str  # project name, the start of the row label
    kind: str  # "ours", "peer" or "floor"
    build: Callable[[], Extract]
    variant: str = ""  # configuration, shown in parentheses
    distribution: str | None = None  # pip distribution that gives the version
    learned: bool = False  # ours with a model trained on the development corpora
    # False: timed in one round, not best of several (see speed.py): for the
    # slowest peers, where more rounds cost minutes and change no ranking.
    repeat: bool = True

    @property
    def version(self) -> str:
        if self.kind == "ours":
            return ours_version()
        if self.distribution is None:
            return ""
        try:
            return importlib.metadata.version(self.distribution)
        except importlib.metadata.PackageNotFoundError:
            return "not installed"

    @property
    def cache_tag(self) -> str:
        """Names cached predictions: changes with the version and with this adapter's code."""
        return f"{self.key}-{self.version}-{CODE_DIGESTS[self.key]}"

    @property
    def label(self) -> str:
        return self.labelled()

    def labelled(self, *notes: str) -> str:
        """The row label, with ``notes`` added to the variant in parentheses."""
        head = f"{self.name} {self.version}".strip()
        inside = ", ".join(n for n in (self.variant, *notes) if n)
        return f"{head} ({inside})" if inside else head


def ours_version() -> str:
    """The version in setup.cfg: the repository is run in place, not installed.

    setup.cfg may point at the package's ``__version__`` (``attr:
    scrapy_articles.__version__``): then the assignment is read from the
    package's source, not imported, since the speed table's workers call this
    before their memory baseline and must import no extractor first.
    """
    parser = configparser.ConfigParser()
    parser.read(ROOT / "setup.cfg", encoding="utf-8")
    declared = parser.get("metadata", "version", fallback="dev")
    if not declared.startswith("attr:"):
        return declared
    module, _, name = declared.removeprefix("attr:").strip().rpartition(".")
    package = ROOT.joinpath(*module.split("."))
    source = package / "__init__.py" if package.is_dir() else package.with_suffix(".py")
    for node in ast.parse(source.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in node.targets) \
                and isinstance(node.value, ast.Constant):
            return str(node.value.value)
    return "dev"


def forbid_network() -> None:
    """Make every socket connection and DNS look-up in this process raise."""
    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise ConnectionRefusedError("the benchmarks never reach the network")
    socket.socket.connect = refuse  # type: ignore[method-assign]
    socket.socket.connect_ex = refuse  # type: ignore[method-assign]
    socket.create_connection = refuse  # type: ignore[assignment]
    socket.getaddrinfo = refuse  # type: ignore[assignment]


def html_text_lines(markup: str) -> str:
    """Plain text of an HTML document or fragment, one line per block element."""
    import lxml.html
    if not markup.strip():
        return ""
    root = lxml.html.fromstring(markup)
    for element in root.iter(*BLOCK_TAGS):
        element.tail = "\n" + (element.tail or "")
    return "\n".join(line.strip() for line in root.text_content().splitlines() if line.strip())


def _ours(algorithm: str) -> Callable[[], Extract]:
    def build() -> Extract:
        from scrapy_articles.extraction import extract
        return lambda html, url: extract(html, url, algorithm=algorithm).text
    return build


def _trafilatura(**options: Any) -> Callable[[], Extract]:
    def build() -> Extract:
        import trafilatura
        return lambda html, url: trafilatura.extract(html, url=url, **options) or ""
    return build


def _readability() -> Extract:
    from readability import Document
    # Called as the peers' reference run called it (their predictions match
    # ours): no URL, whole-document summary.
    return lambda html, url: html_text_lines(Document(html).summary())


def _justext() -> Extract:
    import justext
    stoplist = justext.get_stoplist("English")
    return lambda html, url: "\n".join(
        p.text for p in justext.justext(html, stoplist) if not p.is_boilerplate)


def _boilerpy3(name: str) -> Callable[[], Extract]:
    def build() -> Extract:
        from boilerpy3 import extractors
        extractor = getattr(extractors, name)(raise_on_failure=False)
        return lambda html, url: extractor.get_content(html) or ""
    return build


def _goose3() -> Extract:
    from goose3 import Goose
    goose = Goose({"enable_image_fetching": False})
    # Only raw_html: given a URL as well, goose3 would consider fetching it.
    return lambda html, url: goose.extract(raw_html=html).cleaned_text or ""


def _newspaper4k() -> Extract:
    import newspaper
    config = newspaper.Config()
    config.fetch_images = False
    config.follow_meta_refresh = False
    config.memoize_articles = False

    def run(html: str, url: str | None) -> str:
        article = newspaper.Article(url or PLACEHOLDER_URL, config=config)
        article.download(input_html=html)
        article.parse()
        return article.text or ""
    return run


def _html_text() -> Extract:
    import html_text
    return lambda html, url: html_text.extract_text(html)


def _lxml_root(html: str) -> Any:
    import lxml.html
    try:
        return lxml.html.document_fromstring(html)
    except ValueError:  # a str with an XML encoding declaration: lxml wants bytes
        return lxml.html.document_fromstring(html.encode("utf-8"))


def _lxml_parse() -> Extract:
    def run(html: str, url: str | None) -> str:
        _lxml_root(html)
        return ""
    return run


def _lxml_itertext() -> Extract:
    return lambda html, url: " ".join(_lxml_root(html).itertext())


# Our algorithms, as in scrapy_articles.extraction.config.ALGORITHMS; not
# imported from there, so that a peer's worker never loads our package.
OUR_ALGORITHMS = ("auto", "ttr", "density", "shallow", "mss")
UNLEARNED = ("ttr",)  # ours without a trained model

EXTRACTORS: tuple[Extractor, ...] = (
    *(Extractor(f"ours-{a}", "scrapy-articles", "ours", _ours(a), a, learned=a not in UNLEARNED)
      for a in OUR_ALGORITHMS),
    # Without comments, as in the peers' reference run (their "default"
    # predictions are exactly these); trafilatura's own default keeps comments.
    Extractor("trafilatura", "trafilatura", "peer", _trafilatura(include_comments=False),
              "default, no comments", "trafilatura"),
    Extractor("trafilatura-precision", "trafilatura", "peer",
              _trafilatura(include_comments=False, favor_precision=True),
              "favor_precision, no comments", "trafilatura"),
    Extractor("readability", "readability-lxml", "peer", _readability, "", "readability-lxml"),
    Extractor("justext", "jusText", "peer", _justext, "", "jusText"),
    Extractor("boilerpy3-article", "boilerpy3", "peer", _boilerpy3("ArticleExtractor"),
              "ArticleExtractor", "boilerpy3"),
    Extractor("boilerpy3-default", "boilerpy3", "peer", _boilerpy3("DefaultExtractor"),
              "DefaultExtractor", "boilerpy3"),
    # 4-6 times slower than every other peer (RESULTS.md): 3 rounds would add ~5 minutes.
    Extractor("goose3", "goose3", "peer", _goose3, "", "goose3", repeat=False),
    Extractor("newspaper4k", "newspaper4k", "peer", _newspaper4k, "", "newspaper4k", repeat=False),
    Extractor("html-text", "html-text", "peer", _html_text, "whole page: baseline", "html-text"),
    Extractor("lxml-parse", "lxml", "floor", _lxml_parse, "parse only", "lxml"),
    Extractor("lxml-itertext", "lxml", "floor", _lxml_itertext, "parse + itertext", "lxml"),
)
BY_KEY = {e.key: e for e in EXTRACTORS}
# Digest of each adapter's source, taken once at import: inspect reads the
# file again on every call, and an edit during a run would shift the lines.
CODE_DIGESTS = {e.key: hashlib.sha1((inspect.getsource(e.build) + e.variant).encode()).hexdigest()[:8]
                for e in EXTRACTORS}


def prepare(extractor: Extractor) -> tuple[Extract | None, str | None]:
    """The adapter, ready and probed, or None and why it cannot run here."""
    try:
        run = extractor.build()
        run(PROBE_HTML, None)
    except Exception as error:  # any failure of a third-party import or model load: skip the row
        return None, f"{type(error).__name__}: {error}"
    return run, None


def run_page(run: Extract, html: str, url: str | None) -> tuple[str, bool]:
    """The text of one page and whether the extractor failed (failure counts as empty text)."""
    try:
        return run(html, url), False
    except Exception:  # peers raise on odd pages; the benchmark scores that as no text
        return "", True
