"""The "big" fixture site, generated: several hundred news pages for the distributed crawl tests and benchmark.

Hundreds of files do not belong in the repository, so the site is written
at test time into a temporary folder: ``generate(root)`` writes it and
returns what a crawl must find; ``python tests/sites/big/generate.py DIR``
does the same from the command line. The same arguments always give the same
site.

Layout (defaults): ``/index.html`` links the sections; each section page
``/section/<n>.html`` lists its articles; each article links three others
as "related". Articles are single pages ``/news/<slug>.html``, three-page
articles ``/long/<slug>.html``, ``-2.html``, ``-3.html`` (``rel=next/prev``
and a page bar), and some single-page articles are served again, without a
canonical link, as ``/syndicated/<slug>.html``: the same article under two
URLs, to be exported once. Links carry no host, so the site works at any
address.

``styles`` (off by default) gives the multi-page articles other ways to
lead on, cycling through the styles named (:data:`STYLES`): none declares
``rel=next/prev`` and no later page links back, so only the page before
tells a crawl what a later page is, while a spider following every link
fetches later pages by itself: the distributed tests' exactly-once site.

Two more options, off by default (the distributed tests' site stays as it was),
make the site look like a news site to a crawl benchmark: ``tags`` topic
pages ``/tag/<slug>.html`` (listings of headlines with a teaser, linked from
the articles they list: pages that are not articles), and ``boilerplate``,
which dresses every page in the template of :mod:`boilerplate` (~50-100 kB
a page instead of ~3 kB).

Run it from the repository root: ``python -m tests.sites.big.generate DIR``.
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Callable
from dataclasses import asdict, dataclass
from html import escape
from pathlib import Path

from tests.sites.big.boilerplate import Boilerplate

# Enough sections for each front to list a dozen or two headlines: a longer
# list reads as an article to the text-density methods.
SECTIONS = ("Town", "County", "Business", "Schools", "Transport", "Health", "Sport", "Arts", "Farming",
            "Weather", "Heritage", "Letters", "Planning", "Courts", "Rivers", "Churches", "Markets", "Music",
            "Food", "Walks", "Books", "Cricket", "Football", "Obituaries")
# What each kind of page says it is (og:type), as news sites do.
ARTICLE_HEAD = '<meta property="og:type" content="article">\n'
FRONT_HEAD = '<meta property="og:type" content="website">\n'

# Plain news English, so the classifiers see sentences rather than noise.
VOCABULARY = (
    "the council said on monday that a new plan for the old market hall would be put to residents next month "
    "after a long debate about parking traffic and the cost of repairs to the roof and the clock tower "
    "local traders have asked for more time while families living near the river worry about flooding in winter "
    "the school governors agreed to open the library to the public on saturday mornings and to run a summer "
    "reading club for children under twelve with help from volunteers and the parish fund a spokesperson for "
    "the county police thanked drivers for their patience during the works on the bridge which are expected "
    "to finish before the harvest festival farmers in the valley reported a good year for apples but a poor "
    "one for barley because of the dry spring the museum will show letters photographs and maps from the "
    "railway age including a timetable printed in eighteen ninety and a ticket found under the station floor"
).split()
PAGES_PER_LONG_READ = 3
RELATED_LINKS = 3  # links to other articles on every article page
# Paragraphs per page and sentences per paragraph: about 250-400 words a
# page, an ordinary news story, well above the library's 60-word minimum.
PARAGRAPHS = (5, 7)
SENTENCES = (2, 4)
WORDS = (9, 16)
TOPICS_PER_ARTICLE = 2  # tag links on an article page when the site has tags
POPULAR = 10  # articles in the boilerplate's "most read" box


def _next_link(number: int, paths: list[str], total: int) -> str:
    """A plain "Next page" link, as blogs and small news sites end a page."""
    return f"<p class=\"article-nav\"><a href=\"{paths[number]}\">Next page &raquo;</a></p>" if number < total else ""


def _continue_link(number: int, paths: list[str], total: int) -> str:
    """The "Continue reading" link, from one part to the next."""
    return (f"<p class=\"more\"><a href=\"{paths[number]}\">Continue reading &rarr;</a></p>"
            if number < total else "")


def _seite_bar(number: int, paths: list[str], total: int) -> str:
    """A German page bar: every page number (the current one unlinked), then "nächste Seite"."""
    numbers = " ".join(f"<span>{n}</span>" if n == number else f"<a href=\"{paths[n - 1]}\">{n}</a>"
                       for n in range(1, total + 1))
    following = f" <a href=\"{paths[number]}\">nächste Seite</a>" if number < total else ""
    return f"<div class=\"seitenleiste\">Seite {numbers}{following}</div>"


# Multi-page styles without rel=next/prev: (fewest and most pages of an
# article, the path of page n >= 2 from the first page's name, the bar under
# each page's text: given the page's number, every page's path and the count).
STYLES: dict[str, tuple[tuple[int, int], str, Callable[[int, list[str], int], str]]] = {
    "next": ((2, 4), "/long/{name}-{n}.html", _next_link),
    "continue": ((2, 3), "/long/{name}/part-{n}.html", _continue_link),
    "seite": ((3, 4), "/long/{name}-seite-{n}.html", _seite_bar),
}


@dataclass(frozen=True)
class ExpectedArticle:
    """One article a crawl must export: its pages in order, and one sentence from each."""

    headline: str
    pages: list[str]  # URL paths, first page first
    markers: list[str]  # the first sentence of each page's text, in page order
    aliases: list[str]  # other URL paths serving the same article


def _letters(number: int) -> str:
    """``number`` in letters ("ab"): a digit in a slug would read as a page number to the pager."""
    return "".join(chr(ord("a") + int(d)) for d in f"{number:02d}")


def _sentence(rng: random.Random) -> str:
    words = rng.choices(VOCABULARY, k=rng.randint(*WORDS))
    return " ".join(words).capitalize() + "."


def _paragraphs(rng: random.Random, serial: str) -> list[str]:
    # The serial number makes every page's first sentence unique, whatever the draw.
    paragraphs = [" ".join(_sentence(rng) for _ in range(rng.randint(*SENTENCES)))
                  for _ in range(rng.randint(*PARAGRAPHS))]
    paragraphs[0] = f"Report {serial}: {paragraphs[0]}"
    return paragraphs


def _page(title: str, head: str, body: str, nav: str) -> str:
    return (f"<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            f"<title>{escape(title)} | The Valley Gazette</title>\n{head}</head>\n<body>\n"
            f"<header><a href=\"/index.html\">The Valley Gazette</a>\n<nav><ul>{nav}</ul></nav></header>\n"
            f"{body}\n<footer><p>&copy; 2024 The Valley Gazette. <a href=\"/index.html\">Home</a></p></footer>\n"
            f"</body>\n</html>\n")


def _nav() -> str:
    return "".join(f"<li><a href=\"/section/{i}.html\">{name}</a></li>" for i, name in enumerate(SECTIONS))


def _article_page(headline: str, author: str, paragraphs: list[str], related: list[tuple[str, str]],
                  pager: tuple[str | None, str | None, int, int] | None = None,
                  topics: tuple[tuple[str, str], ...] = (), bar: str = "") -> str:
    head = f"{ARTICLE_HEAD}<meta name=\"author\" content=\"{escape(author)}\">\n"
    if pager is not None:
        prev, nxt, number, total = pager
        head += f"<link rel=\"prev\" href=\"{prev}\">\n" if prev else ""
        head += f"<link rel=\"next\" href=\"{nxt}\">\n" if nxt else ""
        links = [f"<a class=\"prev\" rel=\"prev\" href=\"{prev}\">&laquo; Previous</a>"] if prev else []
        links.append(f"<span class=\"current\">Page {number} of {total}</span>")
        links += [f"<a class=\"next\" rel=\"next\" href=\"{nxt}\">Next &raquo;</a>"] if nxt else []
        bar = f"<div class=\"pagination\">{' '.join(links)}</div>\n"
    text = "\n".join(f"<p>{escape(p)}</p>" for p in paragraphs)
    aside = "".join(f"<li><a href=\"{href}\">{escape(title)}</a></li>" for href, title in related)
    if topics:
        items = "".join(f"<li><a href=\"{href}\">{escape(name)}</a></li>" for href, name in topics)
        bar += f"<ul class=\"topics\">{items}</ul>\n"
    article = (f"<article>\n<h1>{escape(headline)}</h1>\n<p class=\"byline\">By {escape(author)}</p>\n"
               f"{text}\n{bar}</article>")
    body = f"<main>\n{article}\n<aside><h2>Related</h2><ul>{aside}</ul></aside>\n</main>"
    return _page(headline, head, body, _nav())


def _long_read(rng: random.Random, name: str, headline: str, author: str, related: list[tuple[str, str]],
               files: dict[str, str], topics: tuple[tuple[str, str], ...] = ()) -> ExpectedArticle:
    """Write the pages of one multi-page article into ``files``."""
    pages = [f"/long/{name}.html"] + [f"/long/{name}-{n}.html" for n in range(2, PAGES_PER_LONG_READ + 1)]
    markers = []
    for number, path in enumerate(pages, 1):
        paragraphs = _paragraphs(rng, f"{name} page {number}")
        markers.append(paragraphs[0])
        prev = pages[number - 2].rsplit("/", 1)[1] if number > 1 else None
        nxt = pages[number].rsplit("/", 1)[1] if number < len(pages) else None
        files[path] = _article_page(headline, author, paragraphs, related, pager=(prev, nxt, number, len(pages)),
                                    topics=topics)
    return ExpectedArticle(headline, pages, markers, [])


def _styled_read(rng: random.Random, name: str, style: str, headline: str, author: str,
                 related: list[tuple[str, str]], files: dict[str, str]) -> ExpectedArticle:
    """Write the pages of one multi-page article in one of :data:`STYLES` into ``files``."""
    (fewest, most), later, bar = STYLES[style]
    total = rng.randint(fewest, most)
    pages = [f"/long/{name}.html"] + [later.format(name=name, n=n) for n in range(2, total + 1)]
    markers = []
    for number, path in enumerate(pages, 1):
        paragraphs = _paragraphs(rng, f"{name} page {number}")
        markers.append(paragraphs[0])
        files[path] = _article_page(headline, author, paragraphs, related, bar=bar(number, pages, total) + "\n")
    return ExpectedArticle(headline, pages, markers, [])


def _fronts(headlines: dict[str, str], first: dict[str, str], copies: dict[str, str]) -> dict[str, str]:
    """The home page and the section fronts, which share the articles (and the copies) out between them."""
    sections: list[list[str]] = [[] for _ in SECTIONS]
    for i, name in enumerate(headlines):
        sections[i % len(SECTIONS)].append(f"<li><a href=\"{first[name]}\">{escape(headlines[name])}</a></li>")
    for i, (name, copy) in enumerate(copies.items()):
        sections[(i + 1) % len(SECTIONS)].append(f"<li><a href=\"{copy}\">{escape(headlines[name])}</a></li>")
    fronts = {f"/section/{i}.html": _page(section, FRONT_HEAD, f"<main><h1>{section}</h1><ul>{''.join(items)}</ul>"
                                          "</main>", _nav())
              for i, (section, items) in enumerate(zip(SECTIONS, sections))}
    fronts["/index.html"] = _page("Home", FRONT_HEAD, "<main><h1>Today</h1><p>The news of the valley.</p></main>",
                                  _nav())
    return fronts


def _topics(names: list[str], tags: int, seed: int) -> dict[str, tuple[tuple[str, str], ...]]:
    """(href, name) of each article's topics; a generator of its own, so the rest of the site stays the same."""
    if tags <= 0:
        return {name: () for name in names}
    rng = random.Random(f"{seed}:topics")
    words = sorted(set(VOCABULARY))
    # Two words a topic ("market-hall"): letters only, and enough pairs for thousands of topics.
    pairs = sorted({(a, b) for a in words for b in words if a != b})
    chosen = [f"{a}-{b}" for a, b in rng.sample(pairs, tags)]
    return {name: tuple((f"/tag/{slug}.html", slug.replace("-", " ").capitalize())
                        for slug in rng.sample(chosen, min(TOPICS_PER_ARTICLE, tags))) for name in names}


def _topic_pages(topics: dict[str, tuple[tuple[str, str], ...]], headlines: dict[str, str],
                 first: dict[str, str], teasers: dict[str, str]) -> dict[str, str]:
    """A listing per topic: the headlines of its articles with their first sentence. Not articles."""
    listed: dict[tuple[str, str], list[str]] = {}
    for name, links in topics.items():
        for link in links:
            listed.setdefault(link, []).append(f"<li><a href=\"{first[name]}\">{escape(headlines[name])}</a>"
                                               f"<p>{escape(teasers[name])}</p></li>")
    return {href: _page(f"Topic: {title}", FRONT_HEAD, f"<main><h1>{escape(title)}</h1><ul>{''.join(items)}</ul>"
                        "</main>", _nav()) for (href, title), items in sorted(listed.items())}


def generate(root: Path, articles: int = 320, long_reads: int = 30, syndicated: int = 30,
             seed: int = 8, tags: int = 0, boilerplate: bool = False,
             styles: tuple[str, ...] = ()) -> dict[str, ExpectedArticle]:
    """Write the site under ``root``; the articles a crawl must export, by first-page path.

    ``tags``: topic pages to add (0: none); ``boilerplate``: dress every page
    in a news site's template; ``styles``: the multi-page styles to cycle
    through instead of rel=next/prev (see the module docstring).
    """
    rng = random.Random(seed)
    names = [f"story-{i:03d}" for i in range(articles)] + [f"long-read-{_letters(i)}" for i in range(long_reads)]
    headlines = {name: " ".join(rng.choices(VOCABULARY, k=6)).capitalize() + f" ({name})" for name in names}
    authors = {name: rng.choice(("Ann Holt", "Raj Mehta", "Joe Pike", "Lena Park")) for name in names}
    first = {name: f"/news/{name}.html" if name.startswith("story") else f"/long/{name}.html" for name in names}
    topics = _topics(names, tags, seed)
    expected: dict[str, ExpectedArticle] = {}
    files: dict[str, str] = {}
    for index, name in enumerate(names):
        related = [(first[other], headlines[other]) for other in rng.sample(names, RELATED_LINKS)]
        if name.startswith("long") and styles:
            style = styles[(index - articles) % len(styles)]
            expected[first[name]] = _styled_read(rng, name, style, headlines[name], authors[name], related, files)
            continue
        if name.startswith("long"):
            expected[first[name]] = _long_read(rng, name, headlines[name], authors[name], related, files,
                                               topics[name])
            continue
        paragraphs = _paragraphs(rng, name)
        files[first[name]] = _article_page(headlines[name], authors[name], paragraphs, related, topics=topics[name])
        expected[first[name]] = ExpectedArticle(headlines[name], [first[name]], [paragraphs[0]], [])
    # The same page again under another URL, as partner sites and URL aliases
    # serve it, without a canonical link: only the article filter can tell.
    copies = {name: f"/syndicated/{name}.html" for name in names[:syndicated]}
    for name, copy in copies.items():
        files[copy] = files[first[name]]
        original = expected[first[name]]
        expected[first[name]] = ExpectedArticle(original.headline, original.pages, original.markers, [copy])
    files.update(_fronts(headlines, first, copies))
    teasers = {name: expected[first[name]].markers[0].split(". ")[0] + "." for name in names}
    files.update(_topic_pages(topics, headlines, first, teasers))
    # Dressed as each page is written: 10,000 dressed pages take ~700 MB.
    popular = [(first[name], headlines[name]) for name in names[:POPULAR]]
    template = Boilerplate(SECTIONS, VOCABULARY, popular) if boilerplate else None
    for path, text in files.items():
        target = root / path.lstrip("/")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(template.dress(text, path) if template else text, encoding="utf-8")
    return expected


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("root", type=Path, help="folder to write the site to")
    parser.add_argument("--articles", type=int, default=320, help="single-page articles (default 320)")
    parser.add_argument("--tags", type=int, default=0, help="topic pages (default none)")
    parser.add_argument("--boilerplate", action="store_true", help="news-site template around every page")
    args = parser.parse_args()
    root = args.root
    expected = generate(root, articles=args.articles, tags=args.tags, boilerplate=args.boilerplate)
    (root / "expected.json").write_text(json.dumps({k: asdict(v) for k, v in expected.items()}, indent=1))
    print(f"{len(list(root.rglob('*.html')))} pages, {len(expected)} articles in {root}")


if __name__ == "__main__":
    main()
