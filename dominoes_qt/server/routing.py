"""Routing by table code: several server processes behind one proxy (docs/deploy.md).

A proxy in front of several servers picks the process from the code in the address,
``ws://host/t/CODE`` (nginx: ``hash $table_code consistent``), so every connection about one
table reaches the process that holds it.  A new table's code is chosen by the client that
creates it: it connects to ``/t/NEWCODE`` (a code of its own drawing, :func:`random_code`) and
sends ``create``; the process the proxy picked makes the table under that code (or answers
``code_taken``: the client draws another).  So no process needs to know the proxy's hash
ring, and joins and rejoins to ``/t/CODE`` land where the table was made.
"""

from __future__ import annotations

import re
import secrets

from .protocol import CODE_ALPHABET, CODE_LENGTH

#: The path that names a table: ``/t/CODE``, after any prefix a proxy passes on.
_ROUTE = re.compile(r"(?:/[^?#]*)?/t/([A-Za-z0-9]{1,64})/?(?:[?#].*)?")


def route_code(path: str) -> str | None:
    """The table code an address's path names (upper case), or None for any other path."""
    found = _ROUTE.fullmatch(path or "")
    return found.group(1).upper() if found else None


def valid_code(code: str) -> bool:
    """A code the server could have made (its letters and length)."""
    return len(code) == CODE_LENGTH and all(ch in CODE_ALPHABET for ch in code)


def random_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def table_url(base: str, code: str) -> str:
    """The address of table ``code`` behind a routing proxy at ``base`` (``ws://host`` or
    ``wss://host/prefix``): ``base/t/CODE``."""
    return f"{base.rstrip('/')}/t/{code.strip().upper()}"


def connect_url(url: str, code: str = "", *, creating: bool = False) -> str:
    """Where a client connects for table ``code``: ``url`` itself, unless ``url`` is a farm's
    routing path (``wss://host/t/``): then ``url`` followed by the code, or by a new code of
    the client's drawing when it is ``creating`` the table.  So the game takes a farm's
    address as it takes a single server's, and keeps it (held seats, the address shown to
    friends) without a code in it."""
    base = url.rstrip("/")
    if not base.endswith("/t") or "://" not in base:
        return url
    code = random_code() if creating else "".join(ch for ch in code if ch.isalnum())
    return table_url(base[:-2], code) if code else url


__all__ = ["connect_url", "random_code", "route_code", "table_url", "valid_code"]
