"""Entry script of the stand-alone bundle's game program (PyInstaller runs it as ``__main__``).

``dominoes-qt --server [options]`` hands over to the ``dominoes-qt-server`` program beside it
(built without Qt: PyInstaller's PySide6 start-up hook has loaded QtCore into this one before
this script runs); without that program, app/main.py runs the server in this process.
"""

import os
import subprocess
import sys
from pathlib import Path

from dominoes_qt.app.main import SERVER_FLAG, main


def server_program() -> Path | None:
    """The bundle's server program beside this one, when frozen and there."""
    if not getattr(sys, "frozen", False):
        return None
    name = "dominoes-qt-server.exe" if sys.platform == "win32" else "dominoes-qt-server"
    path = Path(sys.executable).resolve().parent / name
    return path if path.is_file() else None


program = server_program() if sys.argv[1:2] == [SERVER_FLAG] else None
if program is not None:
    # the other program is a bundle's own: it must not take this one's unpacked state
    env = dict(os.environ, PYINSTALLER_RESET_ENVIRONMENT="1")
    command = [str(program), *sys.argv[2:]]
    if sys.platform == "win32":   # no exec there; a console program gets its own window
        sys.exit(subprocess.call(command, env=env))
    os.execve(program, command, env)
sys.exit(main())
