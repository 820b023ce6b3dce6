"""Learners, in numpy, deterministic for a given seed.

- :func:`fit_network`: a multi-layer perceptron (or, with no hidden layer,
  logistic regression) trained by Adam on weighted cross-entropy. Its
  products run on one BLAS thread: threaded BLAS sums in an order that
  depends on the core count (so the weights would depend on the machine),
  and its idle threads spin on a busy one. The weights still depend on the
  CPU's instruction set: BLAS picks its float32 kernels by it (AVX-512 or
  AVX2), they round differently, and thousands of Adam steps amplify the
  difference. Same machine, same weights, to the byte.
- :func:`fit_bayes`: naive Bayes log-likelihood ratios over hashed token
  features, with Laplace smoothing.
"""

from __future__ import annotations

import numpy as np
from threadpoolctl import threadpool_limits

from ..extraction.content.classify import HASH_BITS, Network, TokenBayes

# Adam's published defaults (Kingma & Ba 2015).
ADAM_BETAS = (0.9, 0.999)
ADAM_EPS = 1e-8
# Smallest feature spread used to standardise, so constant columns stay finite.
MIN_SCALE = 1e-6
# Laplace smoothing count for naive Bayes.
BAYES_ALPHA = 1.0


def fit_network(x: np.ndarray, y: np.ndarray, weights: np.ndarray, names: list[str], *,
                hidden: tuple[int, ...] = (32,), epochs: int = 30, batch: int = 1024,
                learning_rate: float = 3e-3, l2: float = 1e-5, seed: int = 0) -> Network:
    """Train a network on rows ``x`` with 0/1 targets ``y`` and sample ``weights``.

    Rows of weight 0 (the blocks a segment-labelled page leaves unlabelled)
    are left out: they would change nothing but the standardisation and
    the time taken.
    """
    kept = weights > 0
    if not kept.all():
        x, y, weights = x[kept], y[kept], weights[kept]
    rng = np.random.default_rng(seed)
    mean = x.mean(axis=0)
    scale = np.maximum(x.std(axis=0), MIN_SCALE)
    xs = ((x - mean) / scale).astype(np.float32)
    y32 = y.astype(np.float32)
    w32 = (weights / weights.mean()).astype(np.float32)
    sizes = [x.shape[1], *hidden, 1]
    params: list[np.ndarray] = []
    for fan_in, fan_out in zip(sizes[:-1], sizes[1:]):
        params.append((rng.standard_normal((fan_in, fan_out)) * np.sqrt(2.0 / fan_in)).astype(np.float32))
        params.append(np.zeros(fan_out, dtype=np.float32))
    with threadpool_limits(limits=1, user_api="blas"):
        _adam(params, xs, y32, w32, rng, epochs=epochs, batch=batch, learning_rate=learning_rate, l2=l2)
    return Network(tuple(names), mean, scale, tuple(params[0::2]), tuple(params[1::2]),
                   low=x.min(axis=0), high=x.max(axis=0))


def _adam(params: list[np.ndarray], x: np.ndarray, y: np.ndarray, w: np.ndarray, rng: np.random.Generator, *,
          epochs: int, batch: int, learning_rate: float, l2: float) -> None:
    """Adam over shuffled mini-batches, updating ``params`` in place."""
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]
    step = 0
    for _ in range(epochs):
        order = rng.permutation(len(x))
        for start in range(0, len(order), batch):
            idx = order[start:start + batch]
            grads = _gradients(params, x[idx], y[idx], w[idx], l2)
            step += 1
            for k, g in enumerate(grads):
                m[k] = ADAM_BETAS[0] * m[k] + (1 - ADAM_BETAS[0]) * g
                v[k] = ADAM_BETAS[1] * v[k] + (1 - ADAM_BETAS[1]) * g * g
                m_hat = m[k] / (1 - ADAM_BETAS[0] ** step)
                v_hat = v[k] / (1 - ADAM_BETAS[1] ** step)
                params[k] -= learning_rate * m_hat / (np.sqrt(v_hat) + ADAM_EPS)


def _gradients(params: list[np.ndarray], x: np.ndarray, y: np.ndarray, w: np.ndarray,
               l2: float) -> list[np.ndarray]:
    """Backpropagation of weighted mean cross-entropy plus L2 on weights."""
    weights, biases = params[0::2], params[1::2]
    activations = [x]
    h = x
    for wt, b in zip(weights[:-1], biases[:-1]):
        h = np.maximum(h @ wt + b, 0.0)
        activations.append(h)
    z = (h @ weights[-1] + biases[-1])[:, 0]
    p = 1.0 / (1.0 + np.exp(-np.clip(z, -30, 30)))
    delta = ((p - y) * w / len(y))[:, None]
    grads: list[np.ndarray] = []
    for layer in range(len(weights) - 1, -1, -1):
        a = activations[layer]
        gw = a.T @ delta + l2 * weights[layer]
        gb = delta.sum(axis=0)
        grads = [gw, gb] + grads
        if layer:
            delta = (delta @ weights[layer].T) * (activations[layer] > 0)
    return grads


def fit_bayes(trigrams: np.ndarray, tags: np.ndarray, labels: np.ndarray) -> TokenBayes:
    """Naive Bayes over hashed trigram and tag features of labelled tokens."""
    size = 1 << HASH_BITS
    pos, neg = labels.astype(bool), ~labels.astype(bool)
    n_pos, n_neg = max(int(pos.sum()), 1), max(int(neg.sum()), 1)

    def llr(feature: np.ndarray) -> np.ndarray:
        c_pos = np.bincount(feature[pos], minlength=size)
        c_neg = np.bincount(feature[neg], minlength=size)
        return (np.log((c_pos + BAYES_ALPHA) / (n_pos + BAYES_ALPHA * size))
                - np.log((c_neg + BAYES_ALPHA) / (n_neg + BAYES_ALPHA * size)))

    return TokenBayes(llr(trigrams), llr(tags), float(np.log(n_pos / n_neg)))
