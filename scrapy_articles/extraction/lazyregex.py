"""Regular expressions compiled where they are first used, not where they are defined.

A helper of every stage. Input: a pattern and its flags, at module level.
Output: an object that reads as the compiled pattern (``search``, ``match``,
``sub``... and ``pattern``, ``flags``), compiled by :func:`re.compile` the
first time one of them is read.

Python's regex compiler is written in Python: compiling the library's
patterns is the largest part of importing it, and a page uses about half of
them (a pagination pattern reads links, a date pattern dates), so a process
that reads a few pages compiles only what they need (docs/speed.md, Start-up). A pattern
behaves as the compiled one in every respect the library reads. At its first
use the module that defined it by name gets the compiled pattern in its place,
so that later calls cost what a compiled pattern's do.
"""

from __future__ import annotations

import re
import sys
from typing import Any, AnyStr, overload

# What the library reads of a compiled pattern, copied into the object at its first use so
# that later reads find them in the instance (``__getattr__`` runs only for missing ones).
_PATTERN_ATTRIBUTES = ("search", "match", "fullmatch", "findall", "finditer", "sub", "subn", "split", "scanner",
                       "pattern", "flags", "groups", "groupindex")


class LazyPattern:
    """A pattern and its flags, compiled at the first read of an attribute (see module docstring).
    ``names``: the globals of the module defining it."""

    def __init__(self, pattern: str | bytes, flags: int, names: dict[str, Any]) -> None:
        self._source = (pattern, flags)
        self._names = names

    def compiled(self) -> re.Pattern[Any]:
        """The compiled pattern (:func:`re.compile` keeps it: compiled once)."""
        return re.compile(*self._source)

    def __getattr__(self, name: str) -> Any:
        if name in ("_source", "_names"):  # an instance made without __init__ (a copy): no pattern to compile
            raise AttributeError(name)
        compiled = self.compiled()
        # The module's name for it now names the compiled pattern: a method read from an instance's
        # attributes misses the interpreter's fast paths for a pattern's methods, on every call.
        # Held elsewhere (a tuple, another module's import), it stays, answering as the pattern.
        for key, value in self._names.items():
            if value is self:
                self._names[key] = compiled
        for attribute in _PATTERN_ATTRIBUTES:
            setattr(self, attribute, getattr(compiled, attribute))
        return getattr(compiled, name)


@overload
def compile_lazily(pattern: str, flags: int = 0) -> re.Pattern[str]: ...
@overload
def compile_lazily(pattern: bytes, flags: int = 0) -> re.Pattern[bytes]: ...
def compile_lazily(pattern: AnyStr, flags: int = 0) -> Any:
    """``re.compile(pattern, flags)``, compiled at its first use (a :class:`LazyPattern`), for a
    module-level name of the calling module."""
    return LazyPattern(pattern, flags, sys._getframe(1).f_globals)
