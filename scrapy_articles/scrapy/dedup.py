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

import numpy as np

FINGERPRINT_BITS = 64  # simhash width; Manku et al.'s choice for web pages
# Words per shingle: Broder et al. (1997) used 10 on whole web pages; articles
# are shorter and a reworded sentence should move few shingles.
SHINGLE_WORDS = 4
_WORDS = re.compile(r"\w+")  # words, punctuation and spacing ignored


def words(text: str) -> list[str]:
    return _WORDS.findall(text.lower())


def _hash64(data: str) -> int:
    return int.from_bytes(hashlib.blake2b(data.encode("utf-8"), digest_size=8).digest(), "big")


def simhash(tokens: list[str]) -> int:
    """The 64-bit simhash of the word shingles of ``tokens``."""
    size = min(SHINGLE_WORDS, len(tokens))
    if size == 0:
        return 0
    hashes = np.array([_hash64(" ".join(tokens[i:i + size])) for i in range(len(tokens) - size + 1)],
                      dtype="<u8")
    # (shingles, 64) bits, column j holding bit j of each hash.
    bits = np.unpackbits(hashes.view(np.uint8).reshape(-1, 8), axis=1, bitorder="little")
    majority = 2 * bits.sum(axis=0, dtype=np.int64) > len(hashes)
    return int(np.packbits(majority, bitorder="little").view("<u8")[0])


class DuplicateIndex:
    """Texts seen so far; answers whether a new one repeats one of them.

    ``max_bits`` is the near-duplicate distance; below zero only exact
    duplicates are found. Memory: one 8-byte digest and one fingerprint per
    text (plus ``max_bits + 1`` dict entries).
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

    def check(self, text: str) -> str | None:
        """"duplicate", "near_duplicate" or None (and then remember ``text``)."""
        tokens = words(text)
        digest = hashlib.blake2b(" ".join(tokens).encode("utf-8"), digest_size=8).digest()
        if digest in self._exact:
            return "duplicate"
        fingerprint = simhash(tokens) if self.max_bits >= 0 else 0
        if self.max_bits >= 0 and self._near(fingerprint):
            return "near_duplicate"
        self._exact.add(digest)
        if self.max_bits >= 0:
            for (shift, mask), bucket in zip(self._bands, self._buckets):
                bucket.setdefault(fingerprint >> shift & mask, []).append(fingerprint)
        return None

    def _near(self, fingerprint: int) -> bool:
        for (shift, mask), bucket in zip(self._bands, self._buckets):
            for other in bucket.get(fingerprint >> shift & mask, ()):
                if bin(fingerprint ^ other).count("1") <= self.max_bits:
                    return True
        return False
