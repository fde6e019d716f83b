"""Entry script of the stand-alone bundle (PyInstaller runs it as ``__main__``)."""

import sys

from dominoes_qt.app.main import main

sys.exit(main())
