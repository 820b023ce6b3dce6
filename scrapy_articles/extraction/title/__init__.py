"""The article's headline among the page's headings and declared titles."""
