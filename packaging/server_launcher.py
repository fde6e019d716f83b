"""Entry script of the stand-alone bundle's ``dominoes-qt-server`` program: the table server,
built without Qt (packaging/dominoes-qt.spec), a console program on Windows."""

import sys

from dominoes_qt.server.cli import main

sys.exit(main())
