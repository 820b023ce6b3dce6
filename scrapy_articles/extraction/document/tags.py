"""HTML's block-level tags: where text blocks end, for segment and for every stage that
reads positions or regions in the tree (positions, images, render)."""

# Tags that end a block when they open or close (HTML block-level elements
# and the table/list parts that browsers lay out as separate boxes).
BLOCK_TAGS = frozenset(
    "html body div p section article main header footer nav aside h1 h2 h3 h4 h5 h6 "
    "ul ol li dl dt dd table thead tbody tfoot tr td th caption blockquote pre form "
    "fieldset legend figure figcaption address hr br center details summary dialog "
    "menu noscript".split()
)
