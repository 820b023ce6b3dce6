"""Adapter stage: duplicate detection. Article texts in, "seen before?" out.

Exact duplicates: a hash of the text's lower-cased words. Near duplicates
(the same story with another byline, a changed sentence, different
boilerplate kept): 64-bit simhash (Charikar, STOC 2002) over word shingles,
two texts being near duplicates when their fingerprints differ in at most
``k`` bits (Manku, Jain and Das Sarma, WWW 2007). The index splits the
fingerprint into ``k + 1`` bands: two fingerprints within ``k`` bits agree
exactly on at least one band (pigeonhole), so a lookup only compares the
fingerprints sharing a band with the new one.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

FINGERPRINT_BITS = 64  # simhash width; Manku et al.'s choice for web pages
# Exact-duplicate digest size in bytes: collisions stay unlikely below
# billions of texts (birthday bound of a 64-bit hash).
DIGEST_BYTES = 8
# Words per shingle: Broder et al. (1997) used 10 on whole web pages; articles
# are shorter and a reworded sentence should move few shingles.
SHINGLE_WORDS = 4
SHINGLE_HASH_BYTES = FINGERPRINT_BITS // 8  # one blake2b digest per shingle, as wide as the fingerprint
_WORDS = re.compile(r"\w+")  # words, punctuation and spacing ignored


def words(text: str) -> list[str]:
    """The lower-cased words of ``text``: what every digest is computed over."""
    return _WORDS.findall(text.lower())


def _shingle_hash(shingle: str) -> bytes:
    return hashlib.blake2b(shingle.encode("utf-8"), digest_size=SHINGLE_HASH_BYTES).digest()


def simhash(tokens: Sequence[str]) -> int:
    """The 64-bit simhash of the word shingles of ``tokens``.

    Each shingle (``SHINGLE_WORDS`` words joined by a space, fewer for a
    shorter text) is hashed by blake2b-64, read as a big-endian integer:
    Redis indexes of persisted crawls hold fingerprints made so, and hashing
    words once instead of shingles would change every one of them.
    """
    size = min(SHINGLE_WORDS, len(tokens))
    if size == 0:
        return 0
    # zip of shifted views: the shingles without slicing a list per shingle.
    shingles = map(" ".join, zip(*(tokens[i:] for i in range(size))))
    hashes = np.frombuffer(b"".join(map(_shingle_hash, shingles)), dtype=">u8").astype("<u8")
    # (shingles, 64) bits, column j holding bit j of each hash.
    bits = np.unpackbits(hashes.view(np.uint8).reshape(-1, 8), axis=1, bitorder="little")
    majority = 2 * bits.sum(axis=0, dtype=np.int64) > len(hashes)
    return int(np.packbits(majority, bitorder="little").view("<u8")[0])


@dataclass(frozen=True)
class Digest:
    """What an index keeps of one text."""

    exact: bytes  # DIGEST_BYTES of blake2b over the lower-cased words
    fingerprint: int  # simhash of the words; 0 when near duplicates are not looked for


def digest(tokens: Sequence[str], near: bool = True) -> Digest:
    """The digest of a text's :func:`words`; ``near=False`` skips the simhash (exact duplicates only).

    Words, not the text: a caller that counts them (the filter pipeline's
    minimum length) tokenises once.
    """
    exact = hashlib.blake2b(" ".join(tokens).encode("utf-8"), digest_size=DIGEST_BYTES).digest()
    return Digest(exact, simhash(tokens) if near else 0)


class DuplicateIndex:
    """Texts seen so far; answers whether a new one repeats one of them.

    ``max_bits`` is the near-duplicate distance; below zero only exact
    duplicates are found. Memory: one 8-byte digest and one fingerprint per
    text (plus ``max_bits + 1`` dict entries). :meth:`digest` and
    :meth:`bands` say what is kept, for an index stored elsewhere
    (:class:`~.redis.RedisDuplicateIndex`).
    """

    def __init__(self, max_bits: int):
        self.max_bits = max_bits
        self._exact: set[bytes] = set()
        bands = max(max_bits + 1, 1)
        width = FINGERPRINT_BITS // bands
        # (shift, mask) per band; the last band takes the leftover bits.
        self._bands = [(i * width, (1 << (width if i < bands - 1 else FINGERPRINT_BITS - i * width)) - 1)
                       for i in range(bands)]
        self._buckets: list[dict[int, list[int]]] = [{} for _ in self._bands]

    def digest(self, tokens: Sequence[str]) -> Digest:
        """The digest of a text's words, with a fingerprint only when near duplicates are looked for."""
        return digest(tokens, near=self.max_bits >= 0)

    def bands(self, fingerprint: int) -> list[int]:
        """The value of each band of ``fingerprint``, band 0 first; none for exact duplicates only.

        Fingerprints within ``max_bits`` of each other agree on at least one band.
        """
        if self.max_bits < 0:
            return []
        return [fingerprint >> shift & mask for shift, mask in self._bands]

    def check(self, tokens: Sequence[str]) -> str | None:
        """"duplicate", "near_duplicate" or None (and then remember the text of these :func:`words`)."""
        key = self.digest(tokens)
        if key.exact in self._exact:
            return "duplicate"
        bands = self.bands(key.fingerprint)
        if self._near(key.fingerprint, bands):
            return "near_duplicate"
        self._exact.add(key.exact)
        for value, bucket in zip(bands, self._buckets):
            bucket.setdefault(value, []).append(key.fingerprint)
        return None

    def _near(self, fingerprint: int, bands: list[int]) -> bool:
        return any(bin(fingerprint ^ other).count("1") <= self.max_bits
                   for value, bucket in zip(bands, self._buckets) for other in bucket.get(value, ()))
