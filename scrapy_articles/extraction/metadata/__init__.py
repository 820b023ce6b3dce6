"""What a page says about itself: authors, dates, language, description, declarations."""
