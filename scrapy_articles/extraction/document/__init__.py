"""The page as a tree: parsing whatever the web serves, and what reading it needs."""
