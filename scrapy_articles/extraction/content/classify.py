"""Stage 4, classify: feature arrays to block probabilities with trained models.

Input: a feature matrix (n blocks x d columns) or block tokens. Output:
probabilities in [0, 1], one per block. Models are ``.npz`` files shipped in
``scrapy_articles/extraction/models/`` and loaded with numpy alone.

- :class:`Network`: a multi-layer perceptron (Champandard 2007 found an MLP
  over the current, previous and next line's features best); with no hidden
  layer it is logistic regression, the single-layer perceptron of the same
  article.
- :class:`TokenBayes`: Pasternack & Roth's local classifier for maximum
  subsequence segmentation (2009): naive Bayes over each token's trigram
  (the token and its two successors, numbers generalised) and its parent tag,
  hashed into a fixed table.
"""

from __future__ import annotations

import functools
import itertools
import re
import threading
import zlib
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from dataclasses import dataclass
from importlib import resources
from typing import TYPE_CHECKING

import numpy as np

from ..lazyregex import compile_lazily
from .segment import Blocks

if TYPE_CHECKING:
    from threadpoolctl import LibController

# Token of the MSS representation: words and numbers; digits become "0" so
# that numbers generalise (the paper's "generalize numeric tokens").
_TOKEN = compile_lazily(r"\w+", re.UNICODE)
_DIGIT = compile_lazily(r"\d")
# The same for ASCII text (most blocks) in one str.translate pass: letters
# lower-cased, digits to "0", "_" kept, every other character a space to
# split at (3x faster than the regular expressions).
_ASCII_TOKEN_CHARS = str.maketrans({
    i: chr(i).lower() if chr(i).isalpha() else "0" if chr(i).isdigit() else "_" if chr(i) == "_" else " "
    for i in range(128)})
# The same table over bytes, for text encoded to ASCII (every other byte a space).
_ASCII_TOKEN_BYTES = bytes(ord(_ASCII_TOKEN_CHARS[i]) if i < 128 else ord(" ") for i in range(256))
# The same, keeping line breaks: blocks joined by them are tokenised together and split apart again.
_BLOCK_BREAK = b"\n"
_ASCII_TOKEN_LINES = bytes(byte if i != _BLOCK_BREAK[0] else i for i, byte in enumerate(_ASCII_TOKEN_BYTES))
# Word characters outside ASCII (letters, digits...). Every other character
# outside ASCII only separates tokens, as does its lower case (tests check
# every code point): text without these tokenises as ASCII, each such
# character encoded as "?", a separator.
# The range first: ASCII characters, most of any text, leave the set before the category lookup.
_NON_ASCII_WORD = compile_lazily(r"[^\x00-\x7f\W]")
# Hash table size for trigram and tag features: 2**18 slots keep collisions
# rare for a few hundred thousand distinct trigrams while the file stays small.
HASH_BITS = 18
# Multipliers combining three token hashes into one trigram hash (odd, large).
_MIX = (np.uint64(0x9E3779B97F4A7C15), np.uint64(0xC2B2AE3D27D4EB4F), np.uint64(0x165667B19E3779F9))


@functools.cache
def _blas() -> tuple[LibController, ...]:
    """The process's BLAS libraries, found once.

    Products of a few hundred blocks by a few hundred columns gain nothing
    from BLAS threads, and OpenBLAS's threads spin on the other cores after
    each one: unlimited, they doubled the CPU time of ``extract()`` on a
    2-core machine (and slowed its wall time by a fifth). numpy cannot limit
    them; threadpoolctl's controllers can, for the duration of a call.
    threadpoolctl is imported here, at the first network's products: a process
    that runs none (``--help``, a page with no text) does not import it.
    """
    from threadpoolctl import ThreadpoolController
    return tuple(ThreadpoolController().select(user_api="blas").lib_controllers)


# Whether the calling thread is inside one_blas_thread already.
_LIMITED = threading.local()


def one_blas_thread() -> AbstractContextManager[object]:
    """A context in which BLAS runs on the calling thread alone (see :func:`_blas`).

    Reentrant: inside another, it does nothing. A limit set and restored
    costs more than a small network's products, so a caller running several
    networks on a page enters it once around them all.
    """
    if getattr(_LIMITED, "inside", False):
        return nullcontext()
    return _limited()


@contextmanager
def _limited() -> Iterator[None]:
    """BLAS on one thread until the context ends, the calling thread marked as inside.

    What ``ThreadpoolController.limit`` does for BLAS, through the libraries'
    controllers: a library already on one thread is left alone, and each
    other one is set back to its own count at the end. The limit's general
    bookkeeping (every library's full description read at each entry) cost
    more than the page's smaller products.
    """
    libraries = _blas()
    found = [library.get_num_threads() for library in libraries]
    changed = [(library, threads) for library, threads in zip(libraries, found) if threads != 1]
    for library, _ in changed:
        library.set_num_threads(1)
    _LIMITED.inside = True
    try:
        yield
    finally:
        _LIMITED.inside = False
        for library, threads in changed:
            library.set_num_threads(threads)


@dataclass(frozen=True, eq=False)  # compared and hashed by identity: a model is one immutable object
class Network:
    """A feed-forward network: clip to the training range, standardise, (ReLU layers), sigmoid output.

    Inputs are clipped to the range seen in training (``low``, ``high``):
    ReLU layers extrapolate linearly, so one feature far outside it (a ratio
    over a near-zero denominator on an odd page) would decide the output alone.
    """

    names: tuple[str, ...]
    mean: np.ndarray
    scale: np.ndarray
    weights: tuple[np.ndarray, ...]
    biases: tuple[np.ndarray, ...]
    low: np.ndarray
    high: np.ndarray

    def predict(self, features: np.ndarray) -> np.ndarray:
        """Probabilities of shape (n,) for features of shape (n, d)."""
        if features.shape[1] != len(self.names):
            raise ValueError(f"model expects {len(self.names)} features, got {features.shape[1]}")
        with one_blas_thread():
            return self.predict_standardised(self.standardise(features))

    def standardise(self, features: np.ndarray, start: int = 0) -> np.ndarray:
        """Inputs as the first layer reads them: bounded to the training range, standardised.

        ``features`` are the inputs' columns from ``start`` on, so that inputs
        shared by several networks are standardised once
        (:meth:`predict_standardised` takes the parts).
        """
        columns = slice(start, start + features.shape[1])
        return _standardised(features, self.low[columns], self.high[columns], self.mean[columns], self.scale[columns])

    def predict_standardised(self, *parts: np.ndarray) -> np.ndarray:
        """Probabilities of shape (n,) from :meth:`standardise`'d inputs, given in consecutive parts of columns.

        Call it under :func:`one_blas_thread` (as :meth:`predict` does): a
        caller running several networks on a page enters it once for all.
        """
        if sum(part.shape[1] for part in parts) != len(self.names):
            raise ValueError(f"model expects {len(self.names)} features, got parts of {[p.shape[1] for p in parts]}")
        first, start = self.weights[0], 0
        h = self.biases[0]
        for part in parts:
            h = part @ first[start:start + part.shape[1]] + h
            start += part.shape[1]
        for w, b in zip(self.weights[1:], self.biases[1:]):
            h = np.maximum(h, 0.0) @ w + b
        return _sigmoid(h[:, 0])

    def to_arrays(self) -> dict[str, np.ndarray]:
        arrays = {"names": np.array(self.names), "mean": self.mean, "scale": self.scale,
                  "low": self.low, "high": self.high}
        for i, (w, b) in enumerate(zip(self.weights, self.biases)):
            arrays[f"w{i}"] = w.astype(np.float32)
            arrays[f"b{i}"] = b.astype(np.float32)
        return arrays

    @classmethod
    def from_arrays(cls, arrays: dict[str, np.ndarray]) -> Network:
        layers = sum(1 for k in arrays if k.startswith("w"))
        return cls(
            names=tuple(str(n) for n in arrays["names"]),
            mean=np.asarray(arrays["mean"], dtype=np.float64),
            scale=np.asarray(arrays["scale"], dtype=np.float64),
            weights=tuple(np.asarray(arrays[f"w{i}"], dtype=np.float32) for i in range(layers)),
            biases=tuple(np.asarray(arrays[f"b{i}"], dtype=np.float32) for i in range(layers)),
            low=np.asarray(arrays["low"], dtype=np.float64),
            high=np.asarray(arrays["high"], dtype=np.float64),
        )


def _standardised(features: np.ndarray, low: np.ndarray, high: np.ndarray, mean: np.ndarray,
                  scale: np.ndarray) -> np.ndarray:
    """``features`` bounded to [``low``, ``high``] and standardised, column by column."""
    # minimum/maximum: np.clip with array bounds has no vectorised loop. Each step
    # after the first writes into the first's array: a fresh array of a page's
    # inputs at each step cost more in allocation than the arithmetic.
    bounded = np.maximum(features, low)
    np.minimum(bounded, high, out=bounded)
    np.subtract(bounded, mean, out=bounded)
    np.divide(bounded, scale, out=bounded)
    # Single precision, as in training: the products take half the time of doubles.
    return bounded.astype(np.float32)


def _sigmoid(z: np.ndarray) -> np.ndarray:
    """The output layer's probabilities of logits ``z``, in double precision."""
    # minimum/maximum: np.clip's Python wrapper cost more than its work here.
    return 1.0 / (1.0 + np.exp(-np.minimum(np.maximum(z.astype(np.float64), -30.0), 30.0)))


@dataclass(frozen=True, eq=False)
class SideBySide:
    """Networks of one shape run as one: their probabilities, a column each.

    Every network reads the same first ``shared`` inputs, standardised alike
    (as networks trained on the same rows do), then inputs of its own. A page
    takes one product for all first layers' shared rows (side by side), and
    one stacked product (numpy's matmul over a stack of matrices) for the
    own rows and for every deeper layer, where it took one product a network
    and a layer, and each product's own cost outweighed its work. Each
    column is its network's answer to float32 rounding: BLAS may add a row's
    products in another order in a wider product (1e-7 apart on auto's
    pipelines).
    """

    networks: tuple[Network, ...]
    shared: int  # inputs read by every network, first
    first_shared: np.ndarray  # (shared, networks x units): the first layers' shared rows side by side
    first_own: np.ndarray  # (networks, own, units): the first layers' other rows
    deeper: tuple[np.ndarray, ...]  # per deeper layer, (networks, inputs, units)
    biases: tuple[np.ndarray, ...]  # per layer, (networks, 1, units)
    own_standardisation: tuple[np.ndarray, ...]  # low, high, mean, scale of the own inputs, network by network

    @classmethod
    def of(cls, networks: tuple[Network, ...], shared: int, like: Network | None = None) -> SideBySide:
        """``networks`` side by side.

        ValueError unless they have one shape and standardise their first
        ``shared`` inputs alike (and as ``like`` does, if given).
        """
        reference = networks[0]
        standard = like if like is not None else reference
        for net in networks:
            if [w.shape for w in net.weights] != [w.shape for w in reference.weights]:
                raise ValueError(f"networks of different shapes cannot run side by side: "
                                 f"{[w.shape for w in net.weights]} and {[w.shape for w in reference.weights]}")
            if not all(np.array_equal(getattr(net, k)[:shared], getattr(standard, k)[:shared])
                       for k in ("low", "high", "mean", "scale")):
                raise ValueError(f"networks that standardise their first {shared} inputs differently "
                                 "cannot share them")

        def stacked(arrays: list[np.ndarray]) -> np.ndarray:
            return np.ascontiguousarray(np.stack(arrays))

        return cls(
            networks, shared,
            first_shared=np.hstack([net.weights[0][:shared] for net in networks]),
            first_own=stacked([net.weights[0][shared:] for net in networks]),
            deeper=tuple(stacked([net.weights[i] for net in networks]) for i in range(1, len(reference.weights))),
            biases=tuple(stacked([net.biases[i] for net in networks])[:, None, :]
                         for i in range(len(reference.biases))),
            own_standardisation=tuple(np.concatenate([getattr(net, k)[shared:] for net in networks])
                                      for k in ("low", "high", "mean", "scale")))

    def standardise_own(self, features: np.ndarray) -> np.ndarray:
        """Each network's own inputs (n, networks x own), network by network, standardised by it."""
        return _standardised(features, *self.own_standardisation)

    def predict_standardised(self, shared: np.ndarray, own: np.ndarray | None = None) -> np.ndarray:
        """Probabilities (n, networks) from the shared inputs, standardised by any of the networks
        (:meth:`Network.standardise`), and the own ones (:meth:`standardise_own`). Call it under
        :func:`one_blas_thread`."""
        k, n = len(self.networks), shared.shape[0]
        # Layer outputs as (networks, n, units): each network's block a matrix of the stack.
        h = (shared @ self.first_shared).reshape(n, k, -1).transpose(1, 0, 2)
        if own is not None:
            h = h + own.reshape(n, k, -1).transpose(1, 0, 2) @ self.first_own
        h = h + self.biases[0]
        for w, b in zip(self.deeper, self.biases[1:]):
            h = np.maximum(h, 0.0) @ w + b
        return _sigmoid(h[:, :, 0].T)


@dataclass(frozen=True)
class TokenBayes:
    """Naive Bayes log-likelihood ratios over hashed trigram and tag features."""

    trigram_llr: np.ndarray  # float (2**HASH_BITS,)
    tag_llr: np.ndarray  # float (2**HASH_BITS,)
    prior: float  # log odds of content

    def block_scores(self, blocks: Blocks) -> np.ndarray:
        """Per block: the sum over its tokens of (p - 0.5), Pasternack & Roth's f(p)."""
        return self.scores_of_tokens(*token_features(blocks), len(blocks))

    def scores_of_tokens(self, trigrams: np.ndarray, tags: np.ndarray, owner: np.ndarray,
                         n_blocks: int) -> np.ndarray:
        """:meth:`block_scores` from the output of :func:`token_features`."""
        z = self.prior + self.trigram_llr[trigrams] + self.tag_llr[tags]
        p = _sigmoid(z)
        return np.bincount(owner, weights=p - 0.5, minlength=n_blocks)

    def to_arrays(self) -> dict[str, np.ndarray]:
        return {"trigram_llr": self.trigram_llr.astype(np.float16),
                "tag_llr": self.tag_llr.astype(np.float16), "prior": np.array(self.prior)}

    @classmethod
    def from_arrays(cls, arrays: dict[str, np.ndarray]) -> TokenBayes:
        return cls(np.asarray(arrays["trigram_llr"], dtype=np.float64),
                   np.asarray(arrays["tag_llr"], dtype=np.float64), float(arrays["prior"]))


def _hash(text: str) -> int:
    return zlib.crc32(text.encode("utf-8", "surrogatepass"))


def _tokens(text: str) -> list[str]:
    """The MSS tokens of ``text``: runs of word characters, lower-cased, digits as "0"."""
    if text.isascii():
        return text.translate(_ASCII_TOKEN_CHARS).split()
    return _TOKEN.findall(_DIGIT.sub("0", text.lower()))


def _token_bytes(text: str) -> list[bytes]:
    """The tokens of :func:`_tokens`, encoded in UTF-8 (as they are hashed)."""
    if text.isascii() or not _NON_ASCII_WORD.search(text):
        return text.encode("ascii", "replace").translate(_ASCII_TOKEN_BYTES).split()
    return [token.encode("utf-8", "surrogatepass") for token in _tokens(text)]


def _all_token_bytes(texts: tuple[str, ...]) -> list[list[bytes]]:
    """:func:`_token_bytes` of every text.

    Block texts hold no line break (segment joins their words by spaces): a
    page whose texts all tokenise as ASCII is translated joined by line
    breaks, in one call, and split at them, not in a few Python steps a
    block. Only the texts outside ASCII are searched for word characters
    outside it, as :func:`_token_bytes` does (str.isascii() reads a flag).
    """
    if not any(map(_NON_ASCII_WORD.search, itertools.filterfalse(str.isascii, texts))):
        lines = "\n".join(texts).encode("ascii", "replace").translate(_ASCII_TOKEN_LINES)
        return list(map(bytes.split, lines.split(_BLOCK_BREAK))) if texts else []
    return [_token_bytes(text) for text in texts]


def token_features(blocks: Blocks) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Hashed trigram and parent-tag feature of every token, and its block number.

    The trigram runs across block boundaries, as over the paper's token stream.
    """
    token_lists = _all_token_bytes(blocks.texts)
    lengths = np.fromiter(map(len, token_lists), dtype=np.int64, count=len(token_lists))
    # Tokens as bytes are hashed by crc32 in C, without a Python step per token.
    h = np.fromiter(map(zlib.crc32, itertools.chain.from_iterable(token_lists)), dtype=np.uint64,
                    count=int(lengths.sum()))
    tags = [e.tag for e in blocks.elements]  # read once: lxml makes a new str at each read
    tag_hash = {tag: _hash("<" + str(tag)) for tag in set(tags)}
    block_tags = np.fromiter(map(tag_hash.__getitem__, tags), dtype=np.uint64, count=len(blocks))
    tag_hashes = np.repeat(block_tags, lengths)
    owner = np.repeat(np.arange(len(blocks), dtype=np.int64), lengths)
    mask = np.uint64((1 << HASH_BITS) - 1)
    nxt = np.concatenate([h[1:], [np.uint64(0)]]) if h.size else h
    nxt2 = np.concatenate([h[2:], [np.uint64(0)] * min(2, h.size)]) if h.size else h
    with np.errstate(over="ignore"):
        tri = (h * _MIX[0] + nxt * _MIX[1] + nxt2 * _MIX[2]) >> np.uint64(20)
    return (tri & mask).astype(np.int64), (tag_hashes & mask).astype(np.int64), owner


# The package whose models/ directory holds the shipped models, named from this
# module's own name: a copy of the package under another name (benchmarks/speed.py
# paired --against) reads its own models, not the installed package's.
MODELS_PACKAGE = __name__.rsplit(".", 2)[0]


@functools.lru_cache(maxsize=None)
def load_model(name: str) -> Network | TokenBayes:
    """The shipped model ``name`` (read once per process: models are immutable)."""
    with (resources.files(MODELS_PACKAGE) / "models" / f"{name}.npz").open("rb") as f:
        with np.load(f, allow_pickle=False) as data:
            arrays = {k: data[k] for k in data.files}
    if "trigram_llr" in arrays:
        return TokenBayes.from_arrays(arrays)
    return Network.from_arrays(arrays)
