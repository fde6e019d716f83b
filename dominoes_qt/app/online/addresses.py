"""What a player types in the Play Online dialog, read the way the server reads it: an
address (``ws://host:port``, ``host:port``, a bare host), a table code, a port that is free.

Pure functions (no widgets), so the dialog's tabs and the tests share one reading.
"""

from __future__ import annotations

import ipaddress
import re
import socket

from dominoes_qt.server import DEFAULT_PORT, protocol

#: The ports offered for the server on this computer (none that needs the administrator).
PORT_RANGE = (1024, 65535)
#: The longest code the Join tab takes as typed (spaces and dashes are left out).
CODE_FIELD_LENGTH = 64


class AddressError(ValueError):
    """An address that cannot be used: ``kind`` is "empty", "scheme", "host" or "port"."""

    def __init__(self, kind: str) -> None:
        super().__init__(kind)
        self.kind = kind


_HOST_NAME = re.compile(r"^[A-Za-z0-9](?:[A-Za-z0-9_.-]*[A-Za-z0-9])?$")


def parse_address(text: str, default_port: int = DEFAULT_PORT) -> str:
    """The ``ws://`` url of an address as typed: ``ws://host:port``, ``wss://host/path``,
    ``host:port``, ``[::1]:port`` or a bare host (the default port; ``wss://`` without a port
    is the proxy's 443).  Raises :class:`AddressError`."""
    text = text.strip()
    if not text:
        raise AddressError("empty")
    scheme, sep, rest = text.partition("://")
    if not sep:
        scheme, rest = "ws", text
    scheme = scheme.lower()
    if scheme not in ("ws", "wss"):
        raise AddressError("scheme")
    hostport, slash, path = rest.partition("/")
    path = slash + path
    if hostport.startswith("["):
        end = hostport.find("]")
        if end < 0:
            raise AddressError("host")
        host, after = hostport[1:end], hostport[end + 1:]
        if after and not after.startswith(":"):
            raise AddressError("host")
        port_text, has_port = after[1:], bool(after)
    elif hostport.count(":") > 1:     # an IPv6 address without brackets and without a port
        host, port_text, has_port = hostport, "", False
    else:
        host, colon, port_text = hostport.partition(":")
        has_port = bool(colon)
    if ":" in host:
        try:
            ipaddress.IPv6Address(host)
        except ValueError:
            raise AddressError("host") from None
        shown = f"[{host}]"
    else:
        if not _HOST_NAME.match(host) or ".." in host:
            raise AddressError("host")
        shown = host
    if has_port:
        if not port_text.isdigit() or not 1 <= int(port_text) <= 65535:
            raise AddressError("port")
        port: int | None = int(port_text)
    else:
        port = None if scheme == "wss" else default_port
    return f"{scheme}://{shown}{'' if port is None else f':{port}'}{path}"


def normal_code(text: str) -> str:
    """A table code as typed, the way the server reads it: capitals, no spaces or dashes."""
    return re.sub(r"[\s-]", "", text).upper()


def code_problem(text: str) -> str:
    """Why a typed code cannot be a table's: "empty" or "invalid" (the protocol's one check,
    ``protocol.valid_code``, says no); "" when it can."""
    code = normal_code(text)
    if not code:
        return "empty"
    return "" if protocol.valid_code(code) else "invalid"


def port_is_free(port: int, host: str = "0.0.0.0") -> bool:
    """Whether a server could listen on ``port`` now (binding is immediate: no waiting)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        if hasattr(socket, "SO_REUSEADDR") and not hasattr(socket, "SO_EXCLUSIVEADDRUSE"):
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError:
            return False
    return True
