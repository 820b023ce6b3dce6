"""Service stage: the home page. A feed URL (maybe) and a crawl's result in, one HTML page out.

A plain form: the feed's URL goes in; out come a link to its full-text
feed and a preview of the first entries. No script, no style sheet or font
from elsewhere (a Content-Security-Policy says so); labels, headings and
landmarks for screen readers; every value from the feed escaped.
"""

from __future__ import annotations

from html import escape
from typing import Any
from urllib.parse import urlencode

from .crawl import CrawlResult

# The home page's policy: its own inline style and nothing else.
CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'"
PREVIEW_CHARS = 280  # characters of article text each preview shows: a short paragraph
STYLE = """body{font:1rem/1.5 system-ui,sans-serif;max-width:42rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
label{display:block;font-weight:600}input{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}
button{font:inherit;margin-top:.5rem;padding:.4rem 1rem}.error{color:#8a1010;font-weight:600}
article{border-top:1px solid #ccc;padding:.5rem 0}"""


def feed_link(feed_url: str, key: str | None) -> str:
    """The service's path for the full-text version of ``feed_url``."""
    return "/feed?" + urlencode({"url": feed_url, **({"key": key} if key else {})})


def _preview(item: dict[str, Any]) -> str:
    text = " ".join((item.get("articleBody") or item.get("description") or "").split())
    if len(text) > PREVIEW_CHARS:
        text = text[:PREVIEW_CHARS].rsplit(" ", 1)[0] + "…"
    title = escape(item.get("headline") or item.get("url") or "(untitled)", quote=False)
    url = item.get("url")
    heading = f'<a href="{escape(url)}">{title}</a>' if url else title
    images = len(item.get("images") or [])
    pictures = f"<p>{images} image{'s' if images != 1 else ''}</p>" if images else ""
    return f"<article><h3>{heading}</h3><p>{escape(text, quote=False)}</p>{pictures}</article>"


def _result(feed_url: str, result: CrawlResult, key: str | None, previewed: int) -> str:
    if result.problem is not None:
        return f'<p class="error" role="alert">Error {result.problem.status}: {escape(result.problem.reason)}</p>'
    link = escape(feed_link(feed_url, key))
    title = escape(result.channel.title if result.channel and result.channel.title else feed_url, quote=False)
    previews = "\n".join(_preview(item) for item in result.items[:previewed])
    return (f'<section aria-labelledby="result"><h2 id="result">{title}</h2>\n'
            f'<p>Full-text feed: <a id="feed-link" href="{link}">{link}</a></p>\n'
            f'<h2 id="preview-heading">Preview</h2><div id="preview">{previews}</div></section>')


def home_page(feed_url: str = "", result: CrawlResult | None = None, needs_key: bool = False,
              key: str | None = None, previewed: int = 3) -> bytes:
    """The home page: the form, and the result for ``feed_url`` when one was asked for."""
    key_field = ('<label for="key">Key</label><input id="key" name="key" type="password" '
                 f'value="{escape(key or "")}" required>') if needs_key else ""
    shown = _result(feed_url, result, key, previewed) if result is not None else ""
    return f"""<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Full-text feeds</title><style>{STYLE}</style></head>
<body>
<header><h1>Full-text feeds</h1></header>
<main>
<p>Give the address of an RSS or Atom feed; get a feed whose entries carry the whole article.</p>
<form method="get" action="/" role="search">
<label for="url">Feed URL</label>
<input id="url" name="url" type="url" value="{escape(feed_url)}" placeholder="https://example.com/feed.xml" required>
{key_field}
<button type="submit">Make full-text feed</button>
</form>
{shown}
</main>
</body>
</html>
""".encode("utf-8")
