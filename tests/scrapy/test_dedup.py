"""Simhash fingerprints and the duplicate index, on tiny texts."""

from __future__ import annotations

import hashlib

import pytest

from scrapy_articles.scrapy.dedup import DIGEST_BYTES, Digest, DuplicateIndex, digest, simhash, words

TEXT = ("Millbrook's public library opened its doors again on Monday morning, eight months after a "
        "winter storm tore part of the roof away and soaked the reference section. A queue of about forty "
        "people had formed on the steps by nine o'clock, and the head librarian said she had never seen "
        "the building so busy on a weekday.")


def distance(a: int, b: int) -> int:
    return bin(a ^ b).count("1")


def test_words_ignore_case_and_punctuation() -> None:
    assert words("Hello, WORLD! it's") == ["hello", "world", "it", "s"]


@pytest.mark.parametrize(("tokens", "expected"), [
    ([], 0),
    # one shingle: the fingerprint is that shingle's hash, every bit a majority of one
    (["a"], simhash(["a"])),
])
def test_degenerate_inputs(tokens: list[str], expected: int) -> None:
    assert simhash(tokens) == expected


def blake64(shingle: str) -> int:
    return int.from_bytes(hashlib.blake2b(shingle.encode("utf-8"), digest_size=8).digest(), "big")


# Hand-computed: a bit is set when more than half the shingles' hashes have it.
A, B, C = blake64("one two three four"), blake64("two three four five"), blake64("three four five six")


@pytest.mark.parametrize(("tokens", "expected"), [
    (["one", "two", "three"], blake64("one two three")),  # shorter than a shingle: one hash of all
    (["one", "two", "three", "four"], A),
    (["one", "two", "three", "four", "five"], A & B),  # two hashes: both must agree
    (["one", "two", "three", "four", "five", "six"], A & B | A & C | B & C),  # majority of three
])
def test_fingerprint_is_the_majority_of_shingle_hashes(tokens: list[str], expected: int) -> None:
    assert simhash(tokens) == simhash(tuple(tokens)) == expected


# Fingerprints as Redis indexes of persisted crawls hold them (taken before
# the shingle hashing was vectorised): a change here orphans those indexes.
@pytest.mark.parametrize(("text", "fingerprint"), [
    ("a", 0x40F89E395B66422F),
    ("Hello, World!", 0x878633AA32A3B150),
    ("one two three four five", 0x080A32A44C800850),
    ("Grüße aus Köln: 東京 und São Paulo, 2024.", 0x4B0C343C5B93A2F6),
    ("the cat " * 50, 0xB4513B153533D508),
])
def test_fingerprints_stay_those_of_earlier_crawls(text: str, fingerprint: int) -> None:
    assert simhash(words(text)) == fingerprint


def test_fingerprints_are_deterministic_and_64_bit() -> None:
    assert simhash(words(TEXT)) == simhash(words(TEXT))
    assert 0 <= simhash(words(TEXT)) < 2 ** 64


def test_a_small_edit_moves_few_bits_another_text_many() -> None:
    edited = TEXT.replace("forty", "fifty")
    other = "The canal towpath between the lock and the gasworks will be resurfaced in July " * 3
    assert distance(simhash(words(TEXT)), simhash(words(edited))) <= 12
    assert distance(simhash(words(TEXT)), simhash(words(other))) > 12


@pytest.mark.parametrize(("max_bits", "second", "expected"), [
    (3, TEXT.upper() + "  ", "duplicate"),  # same words, other case and spacing
    (3, TEXT + " Opening.", "near_duplicate"),  # 2 bits apart
    (-1, TEXT + " Opening.", None),  # exact only
    (3, "Something else entirely, about the canal towpath and its repairs in the summer.", None),
])
def test_index(max_bits: int, second: str, expected: str | None) -> None:
    index = DuplicateIndex(max_bits)
    assert index.check(words(TEXT)) is None
    assert index.check(words(second)) == expected


@pytest.mark.parametrize(("text", "near", "fingerprint"), [
    ("Hello, World!", True, simhash(["hello", "world"])),
    ("hello   WORLD", False, 0),  # exact duplicates only: no simhash
])
def test_digest(text: str, near: bool, fingerprint: int) -> None:
    # The exact digest is blake2b-64 of the lower-cased words joined by spaces:
    # Redis indexes of persisted crawls hold these values.
    assert digest(words(text), near) == Digest(bytes.fromhex("878633aa32a3b150"), fingerprint)
    assert len(digest(words(text)).exact) == DIGEST_BYTES


@pytest.mark.parametrize(("max_bits", "expected"), [
    (3, [0xCDEF, 0x89AB, 0x4567, 0x0123]),  # four bands of 16 bits, lowest first
    (2, [0x0BCDEF, 0x0B3C4D, 0x0048D1]),  # 21, 21 and the 22 bits left
    (0, [0x0123456789ABCDEF]),  # exact fingerprint match
    (-1, []),  # exact duplicates only: no bands
])
def test_bands(max_bits: int, expected: list[int]) -> None:
    assert DuplicateIndex(max_bits).bands(0x0123456789ABCDEF) == expected


def test_the_index_digest_follows_max_bits() -> None:
    assert DuplicateIndex(3).digest(words(TEXT)) == digest(words(TEXT))
    assert DuplicateIndex(-1).digest(words(TEXT)) == digest(words(TEXT), near=False)


def test_near_duplicates_are_found_through_any_band() -> None:
    index = DuplicateIndex(3)
    index.check(words(TEXT))
    fingerprint = simhash(words(TEXT))
    # Three flipped bits in three different bands: only the fourth band matches.
    for bit in (0, 20, 40):
        fingerprint ^= 1 << bit
    assert [a == b for a, b in zip(index.bands(fingerprint), index.bands(simhash(words(TEXT))))] == [
        False, False, False, True]
    assert index._near(fingerprint, index.bands(fingerprint))
    fingerprint ^= 1 << 60
    assert not index._near(fingerprint, index.bands(fingerprint))
