"""A tiny PNG reader for the browser test: 8-bit, non-interlaced images only.

Chromium writes RGB screenshots whose rows use all five PNG filters, so the
reader undoes each (PNG specification, section 9) and returns the pixels as
a numpy array of shape (height, width, channels).
"""

from __future__ import annotations

import struct
import zlib

import numpy as np

SIGNATURE = b"\x89PNG\r\n\x1a\n"
# Channels per pixel by PNG colour type: grey, RGB, grey + alpha, RGBA.
CHANNELS = {0: 1, 2: 3, 4: 2, 6: 4}


def _chunks(data: bytes) -> list[tuple[bytes, bytes]]:
    out = []
    pos = len(SIGNATURE)
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        out.append((data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]))
        pos += length + 12  # length, type, body, CRC
    return out


def _paeth(a: int, b: int, c: int) -> int:
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else (b if pb <= pc else c)


def _unfilter(kind: int, line: np.ndarray, prev: np.ndarray, bpp: int) -> np.ndarray:
    if kind == 0:
        return line
    if kind == 1:  # Sub: a running sum along the row, per channel
        return (np.cumsum(line.reshape(-1, bpp).astype(np.int64), axis=0) % 256).astype(np.uint8).ravel()
    if kind == 2:  # Up
        return ((line.astype(np.int64) + prev) % 256).astype(np.uint8)
    out = bytearray(line.tobytes())
    up = prev.tobytes()
    for i in range(len(out)):
        left = out[i - bpp] if i >= bpp else 0
        if kind == 3:  # Average
            out[i] = (out[i] + ((left + up[i]) >> 1)) & 255
        else:  # Paeth
            out[i] = (out[i] + _paeth(left, up[i], up[i - bpp] if i >= bpp else 0)) & 255
    return np.frombuffer(bytes(out), dtype=np.uint8)


def read_png(data: bytes) -> np.ndarray:
    """Pixels of an 8-bit non-interlaced PNG, shape (height, width, channels)."""
    if not data.startswith(SIGNATURE):
        raise ValueError("not a PNG file")
    chunks = _chunks(data)
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", chunks[0][1])
    if depth != 8 or interlace or colour not in CHANNELS:
        raise ValueError(f"unsupported PNG: depth {depth}, colour type {colour}, interlace {interlace}")
    bpp = CHANNELS[colour]
    raw = np.frombuffer(zlib.decompress(b"".join(body for kind, body in chunks if kind == b"IDAT")),
                        dtype=np.uint8)
    stride = width * bpp
    rows = np.empty((height, stride), dtype=np.uint8)
    prev = np.zeros(stride, dtype=np.uint8)
    for y in range(height):
        start = y * (stride + 1)
        prev = rows[y] = _unfilter(int(raw[start]), raw[start + 1:start + 1 + stride], prev, bpp)
    return rows.reshape(height, width, bpp)
