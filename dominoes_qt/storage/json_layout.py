"""JSON laid out for people: short lists on one line, longer ones wrapped to a line width.

The layout of a save file (:meth:`~dominoes_qt.storage.record.GameRecord.dumps`): an action
or a hand of tiles stays on one line, a container that does not fit is expanded.  Text laid
out already (the finished hands of a long match) is passed in as a :class:`Block`.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

#: Line width of :func:`pretty`: short lists (an action, a hand of tiles) stay on a line.
WIDTH = 100


class Block:
    """Text laid out already (the hands of a record), which never fits a line."""

    def __init__(self, text: str) -> None:
        self.text = text


def _too_long(value: Any) -> str:
    if isinstance(value, Block):
        return "x" * (WIDTH + 1)
    raise TypeError(f"{type(value).__name__} is not JSON")


#: One encoder for every compact piece (``json.dumps`` with options builds one per call).
_ENCODE = json.JSONEncoder(ensure_ascii=False, default=_too_long).encode
_ENCODE_STR = json.encoder.encode_basestring
_SCALARS: dict[type, Callable[[Any], str]] = {type(None): lambda v: "null", bool: lambda v: "true" if v else "false",
            int: int.__repr__, str: _ENCODE_STR}


def _compact(value: Any) -> str:
    """``json.dumps(value, ensure_ascii=False)``, quicker for the small pieces of a record."""
    scalar = _SCALARS.get(type(value))
    if scalar is not None:
        return scalar(value)
    if type(value) is list and all(type(v) in _SCALARS for v in value):
        return "[" + ", ".join([_SCALARS[type(v)](v) for v in value]) + "]"
    return _ENCODE(value)


def pretty(value: Any, indent: int = 0, used: int = 0) -> str:
    """JSON with nested containers expanded only when they do not fit on the line
    (``used``: columns the line already holds after the indentation, e.g. a key)."""
    if isinstance(value, Block):
        return value.text
    compact = _compact(value)
    if not isinstance(value, list | dict) or not value or indent + used + len(compact) <= WIDTH:
        return compact
    pad = " " * (indent + 2)
    if isinstance(value, list) and not any(isinstance(v, list | dict) for v in value):
        words = [_compact(v) for v in value]
        return "[\n" + _fill(words, pad) + "\n" + " " * indent + "]"
    if isinstance(value, list):
        items = [pad + pretty(v, indent + 2) for v in value]
        return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"
    items = []
    for k, v in value.items():
        key = _ENCODE_STR(k) + ": "
        items.append(pad + key + pretty(v, indent + 2, len(key)))
    return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"


def _fill(words: list[str], pad: str) -> str:
    """Comma-separated ``words`` wrapped to the line width, each line starting with ``pad``."""
    lines: list[str] = []
    line = ""
    for word in words:
        if line and len(pad) + len(line) + len(word) + 2 > WIDTH:
            lines.append(pad + line + ",")
            line = ""
        line = f"{line}, {word}" if line else word
    lines.append(pad + line)
    return "\n".join(lines)
