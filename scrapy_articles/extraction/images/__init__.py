"""The article's pictures and their captions."""
