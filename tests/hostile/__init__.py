"""Hostile pages: small ones as files here, big and binary ones made by :mod:`.generate`."""
