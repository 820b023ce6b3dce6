"""The story and only the story: what is taken out of the chosen blocks (docs/body.md)."""
