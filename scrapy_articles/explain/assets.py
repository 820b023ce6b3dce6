"""Explain, assets: the report's inline stylesheet, script and security policy.

Input: nothing. Output: constant CSS and JavaScript text, and the
Content-Security-Policy that lets exactly these two run and nothing else.

The report shows hostile pages: every text is escaped, and on top of that
the policy forbids any script, style, image, font or connection that is not
one of ours (matched by hash), so a mistake in escaping still cannot load or
run anything. Colours of the roles are listed once, here, for both the block
list and the plots.
"""

from __future__ import annotations

import base64
import hashlib

# Role palette: (css suffix, background of a block, accent for borders,
# chips and plot columns). Backgrounds are light enough for black text.
PALETTE = (
    ("article", "#e3f4e1", "#2e9444"),
    ("boilerplate", "#f0f0f0", "#9a9a9a"),
    ("title", "#dde8fb", "#2864c8"),
    ("caption", "#f0e4fb", "#8a45c9"),
    ("next-page", "#fde7cf", "#d9730d"),
    ("print-link", "#fbf3c4", "#b59500"),
)


def _role_css() -> str:
    return "".join(
        f".blk.r-{name}{{background:{bg};border-left-color:{accent}}}"
        f".chip.r-{name}{{background:{accent}}}"
        f"rect.r-{name}{{fill:{accent}}}"
        for name, bg, accent in PALETTE)


CSS = """
*{box-sizing:border-box}
body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;
  color:#1d1d1f;background:#fff}
header{padding:14px 24px 10px;border-bottom:1px solid #ddd;background:#fafafa}
h1{font-size:20px;margin:0 0 2px}
h2{font-size:16px;margin:14px 0 6px}
h3{font-size:15px;margin:8px 0}
.sub{color:#444;margin:2px 0;overflow-wrap:anywhere}
.note{color:#8a4b00;font-weight:600}
.hint{display:none;color:#666;font-size:12px;margin-left:8px}.js .hint{display:inline}
.legend{margin:6px 0 0}
.chip{display:inline-block;color:#fff;font-size:11px;font-weight:600;padding:1px 7px;border-radius:9px;
  margin-right:4px;white-space:nowrap}
.chip.kept{background:#2e9444}.chip.dropped{background:#777}
.tag{font:11px ui-monospace,"DejaVu Sans Mono",monospace;color:#555;margin-right:6px}
.plots{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:6px 18px;padding:4px 24px 8px}
.plots figure{margin:0}.plots figure.wide{grid-column:1 / span 2}
figcaption{font-size:12px;color:#555;margin:0 0 2px}
svg.plot{width:100%;height:auto;display:block}
.cols{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:24px;padding:0 24px 24px}
.blk{display:grid;grid-template-columns:minmax(0,1fr) 232px;gap:2px 12px;border-left:6px solid #999;
  padding:5px 10px;margin:4px 0;border-radius:3px}
.blk.r-boilerplate .txt{color:#555}
.blk.hl{outline:2px solid #1d1d1f}
.txt{overflow-wrap:anywhere}
.more{color:#777;font-size:12px}
.nums{font:11.5px/1.4 ui-monospace,"DejaVu Sans Mono",monospace;color:#333;white-space:pre}
.why{display:block;grid-column:1 / span 2;font-size:12.5px;color:#333}
.blk.compact{display:block;padding:2px 10px;margin:2px 0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.compact .txt{margin-right:12px}.compact .why{display:inline}
.why b{font-weight:600}
aside.result{border-left:1px solid #ddd;padding-left:18px}
aside.result p{margin:0 0 8px;overflow-wrap:anywhere}
table.meta{border-collapse:collapse;font-size:13px;width:100%}
table.meta th{text-align:left;color:#555;font-weight:500;padding:2px 8px 2px 0;vertical-align:top;
  white-space:nowrap}
table.meta td{padding:2px 0;overflow-wrap:anywhere}
code{font:12px ui-monospace,"DejaVu Sans Mono",monospace;overflow-wrap:anywhere}
.frame{fill:none;stroke:#bbb}.grid{stroke:#eee}
.tick{font-size:11px;fill:#666}.axis{font-size:12px;fill:#333}.key{font-size:12px;fill:#333}
.bar-content{stroke:#2e9444}.bar-other{stroke:#bdbdbd}
.swatch.bar-content{fill:#2e9444}.swatch.bar-other{fill:#bdbdbd}
.swatch.smooth-key,.swatch.cumline-key{fill:#1f4fb4}
.smooth,.cumline{fill:none;stroke:#1f4fb4;stroke-width:2}.smooth.thin{stroke-width:.8}
.cut{stroke:#d0312d;stroke-dasharray:6 4;stroke-width:1.5}
.cutlabel{fill:#d0312d;font-size:12px;paint-order:stroke;stroke:#fff;stroke-width:3px}
.zero{stroke:#888;stroke-dasharray:2 3}
.density{fill:#7f8fa6}.prob{fill:#d9730d}.probline{fill:none;stroke:#d9730d;stroke-width:1;opacity:.6}
.run{fill:#2e9444;fill-opacity:.14;stroke:#2e9444}.runend{fill:#2e9444}
rect.col{fill-opacity:.16}rect.col.hl{fill-opacity:.55}
rect.r-plain{fill:#000;fill-opacity:0}rect.r-plain.hl{fill-opacity:.12}
""" + _role_css()

SCRIPT = """
(function () {
  document.documentElement.classList.add('js');
  var on = null;
  function mark(b, value) {
    document.querySelectorAll('[data-b="' + b + '"]').forEach(function (e) {
      e.classList.toggle('hl', value);
    });
  }
  document.addEventListener('mouseover', function (ev) {
    var t = ev.target.closest ? ev.target.closest('[data-b]') : null;
    var b = t ? t.getAttribute('data-b') : null;
    if (b === on) { return; }
    if (on !== null) { mark(on, false); }
    on = b;
    if (b !== null) { mark(b, true); }
  });
  document.addEventListener('click', function (ev) {
    var t = ev.target.closest ? ev.target.closest('svg [data-b]') : null;
    var row = t ? document.getElementById('b' + t.getAttribute('data-b')) : null;
    if (row) { row.scrollIntoView({block: 'center'}); }
  });
})();
"""


def source_hash(text: str) -> str:
    """The CSP source (``'sha256-...'``) that allows exactly this inline style or script."""
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii") + "'"


def content_policy() -> str:
    """The report's CSP: nothing loads, only our own style and script (by hash) apply."""
    return (f"default-src 'none'; style-src {source_hash(CSS)}; script-src {source_hash(SCRIPT)}; "
            "img-src 'none'; font-src 'none'; connect-src 'none'; form-action 'none'; base-uri 'none'")
