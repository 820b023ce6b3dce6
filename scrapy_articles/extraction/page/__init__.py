"""The page decision: an article, a list of articles, or something else."""
