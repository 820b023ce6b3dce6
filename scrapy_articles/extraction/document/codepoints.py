"""Code points of a text as a numpy array (a helper of the stages that read characters with numpy).

Input: a ``str``. Output: its code points, one ``uint32`` per character, lone
surrogates included: what ``text.encode("utf-32-le", "surrogatepass")`` read
by numpy gives. The codec encodes character by character; :mod:`array` copies
a text's characters as 4-byte code points in one C loop, for a fifth of the
instructions (see :func:`code_points`).
"""

from __future__ import annotations

import sys
from array import array

import numpy as np

# The array typecode of one code point per item: "w" (Py_UCS4) from Python
# 3.13, where "u" (wchar_t, four bytes on Linux and macOS) is deprecated.
_UCS4 = "w" if sys.version_info >= (3, 13) else "u"


def code_points(text: str) -> np.ndarray:
    """The code points of ``text`` (see the module docstring)."""
    units = array(_UCS4, text)
    if units.itemsize != 4:  # a two-byte wchar_t (Windows) holds UTF-16 code units, not code points
        return np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype=np.uint32)
    return np.frombuffer(units, dtype=np.uint32)
