"""Allow ``python -m dominoes_qt``."""

import sys

from dominoes_qt.app.main import main

if __name__ == "__main__":
    sys.exit(main())
