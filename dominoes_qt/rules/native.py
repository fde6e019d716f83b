"""``mypyc_attr``: the compiled engine's class options (mypyc reads them when it builds the
engine), a decorator that changes nothing where mypy_extensions is not installed: the pure
engine needs no mypy."""

from __future__ import annotations

from typing import Any

try:
    from mypy_extensions import mypyc_attr
except ImportError:
    def mypyc_attr(*_args: object, **_kwargs: object) -> Any:  # type: ignore[misc]
        return lambda cls: cls

__all__ = ["mypyc_attr"]
