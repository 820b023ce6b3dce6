"""Links to other pages of the article: the next page of a multi-page article, the print version."""
