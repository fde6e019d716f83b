"""Network play: the table server (``dominoes-qt-server``), its protocol and a client.

``protocol`` is pure Python; ``server`` and ``table`` run on asyncio with the ``websockets``
library; ``client`` is the asyncio client the game, the tests and the benchmark use.  The
messages are described in docs/protocol.md.
"""

SERVICE_TYPE = "_dominoes-qt._tcp.local."
DEFAULT_PORT = 8765
