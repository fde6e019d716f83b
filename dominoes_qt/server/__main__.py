"""``python -m dominoes_qt.server``: the table server (see :mod:`.cli`)."""

from .cli import main

raise SystemExit(main())
