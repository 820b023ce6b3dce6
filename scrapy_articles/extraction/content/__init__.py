"""The content decision: text blocks, their features, the trained models and the methods
that choose the article's blocks, and the chosen blocks rendered as text and HTML."""
