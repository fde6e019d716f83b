"""Issue 30: files the game opens at start-up never hang it, and Ctrl-C while the arena
loads is one line and status 130."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ, DOMINOES_QT_HOME=str(home), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(ROOT))
    return env


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_named_window_ini_does_not_hang_start_up(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    os.mkfifo(home / "window.ini")
    code = textwrap.dedent("""
        from PySide6.QtWidgets import QApplication
        app = QApplication([])
        from dominoes_qt.app.main_window import open_settings
        settings = open_settings()
        settings.setValue("x", 1)
        settings.sync()
        print("opened", settings.value("x"))
    """)
    try:  # a hang is the fault: the guard only stops the test from hanging with it
        proc = subprocess.run([sys.executable, "-c", code], env=_env(home), text=True,
                              capture_output=True, timeout=60)
    except subprocess.TimeoutExpired:
        pytest.fail("open_settings() waited on the FIFO")
    assert proc.returncode == 0, proc.stderr
    assert "opened" in proc.stdout
    assert (home / "window.ini").is_file() or not (home / "window.ini").exists()
    assert list(home.glob("window.unreadable-*")), "the FIFO was not kept aside"


def test_ctrl_c_while_the_arena_imports_exits_130_with_one_line(tmp_path: Path) -> None:
    # A Ctrl-C that lands while the arena's modules load (the first half second): the
    # import of the AI raises KeyboardInterrupt, as the signal would there.
    code = textwrap.dedent("""
        import runpy, sys

        class Interrupt:
            def find_spec(self, name, path=None, target=None):
                if name == "dominoes_qt.ai":
                    raise KeyboardInterrupt
                return None

        sys.meta_path.insert(0, Interrupt())
        sys.argv = ["arena", "--list"]
        runpy.run_module("dominoes_qt.arena", run_name="__main__")
    """)
    proc = subprocess.run([sys.executable, "-c", code], env=_env(tmp_path), text=True,
                          capture_output=True, timeout=300)
    assert proc.returncode == 130, proc.stderr
    assert "Traceback" not in proc.stderr
    assert proc.stderr.strip().splitlines() == ["arena: interrupted"]
