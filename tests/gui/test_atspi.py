"""The table over AT-SPI, as a screen reader on Linux reads it: the game runs under Xvfb with
the system's accessibility bus (Debian's at-spi2-core), and pyatspi (python3-pyatspi, for
the system's Python) walks its accessible tree. Skipped where those are missing (``.ci/run``
installs them)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LAUNCHER = Path("/usr/libexec/at-spi-bus-launcher")
SYSTEM_PYTHON = Path("/usr/bin/python3")


def _have_pyatspi() -> bool:
    if not SYSTEM_PYTHON.exists():
        return False
    return subprocess.run([str(SYSTEM_PYTHON), "-c", "import pyatspi"],
                          capture_output=True).returncode == 0


pytestmark = pytest.mark.skipif(
    not (shutil.which("Xvfb") and shutil.which("dbus-run-session") and LAUNCHER.exists()
         and sys.platform.startswith("linux") and _have_pyatspi()),
    reason="needs Xvfb, dbus-run-session, at-spi2-core and python3-pyatspi")

#: The reader (the system's Python with pyatspi): waits for the game's canvas, lists its
#: children, does ``{then}`` (the keys to press and the events to hear) and prints it all as
#: one JSON line.
READER = textwrap.dedent("""
    import json, subprocess, sys, time
    import pyatspi

    def find():
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name and "dominoes" in app.name.lower():
                return app

    def canvas(node):
        if node.getRoleName() == "canvas":
            return node
        for i in range(node.childCount):
            found = canvas(node.getChildAtIndex(i))
            if found is not None:
                return found

    deadline = time.time() + 40
    table = None
    while time.time() < deadline:
        app = find()
        table = canvas(app) if app is not None else None
        if table is not None and table.childCount > 10:
            break
        time.sleep(0.5)
    parts = []
    if table is not None:
        for i in range(table.childCount):
            c = table.getChildAtIndex(i)
            parts.append([c.getRoleName(), c.name, c.description])
    focused = []
    {then}
    print(json.dumps({{"table": table.name if table is not None else None, "parts": parts,
                      "focused": focused}}))
""")

#: Right pressed three times (xdotool), hearing each focus event for four seconds.
FOCUS = textwrap.dedent("""
    from gi.repository import GLib

    def on_focus(event):
        if event.detail1 == 1 and event.source is not None:
            focused.append(event.source.name)

    pyatspi.Registry.registerEventListener(on_focus, "object:state-changed:focused")

    def press():
        for _ in range(3):
            subprocess.run(["xdotool", "key", "Right"])
        return False

    GLib.timeout_add(500, press)
    GLib.timeout_add(4000, lambda: pyatspi.Registry.stop())
    pyatspi.Registry.start()
""")

SESSION = textwrap.dedent("""
    {launcher} --launch-immediately &
    sleep 1
    "{python}" -m dominoes_qt {game} &
    app=$!
    "{system_python}" "{reader}"
    kill $app
""")


def _read_table(tmp_path: Path, game: str, then: str = "pass") -> dict:
    """Start the game (command-line arguments ``game``) under Xvfb with the accessibility
    bus, and return what the reader saw."""
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1280x800x24"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        display = xvfb.stdout.readline().decode().strip()
        assert display, "Xvfb did not start"
        reader = tmp_path / "reader.py"
        reader.write_text(READER.format(then=then), encoding="utf-8")
        script = tmp_path / "session.sh"
        script.write_text(SESSION.format(launcher=LAUNCHER, python=sys.executable, game=game,
                                         system_python=SYSTEM_PYTHON, reader=reader),
                          encoding="utf-8")
        env = dict(os.environ, DISPLAY=f":{display}", QT_QPA_PLATFORM="xcb",
                   QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", PYTHONPATH=str(ROOT),
                   DOMINOES_QT_HOME=str(tmp_path / "home"),
                   XDG_CONFIG_HOME=str(tmp_path / "config"), DOMINOES_QT_SILENT="1")
        result = subprocess.run(["dbus-run-session", "--", "bash", str(script)], env=env,
                                capture_output=True, text=True, timeout=120)
    finally:
        xvfb.kill()
        xvfb.wait()
    line = next((x for x in result.stdout.splitlines() if x.startswith("{")), None)
    assert line is not None, result.stdout[-2000:] + result.stderr[-2000:]
    return json.loads(line)


def test_the_table_over_atspi(tmp_path):
    seen = _read_table(tmp_path, "--game draw --seed 5")
    assert seen["table"] == "Table"
    parts = seen["parts"]
    tiles = [p for p in parts if p[0] == "list item"]
    assert tiles, parts
    assert all(p[1].count("-") == 1 and p[2] for p in tiles)   # "4-6", where it fits
    assert any(p[1].startswith("Boneyard") for p in parts)
    assert any(p[2] == "Score" for p in parts)


@pytest.mark.skipif(not shutil.which("xdotool"), reason="needs xdotool")
def test_a_train_table_over_atspi(tmp_path):
    """A screen reader finds the trains with their owners and markers, each tile on the table
    with its train, and hears a focus event as the arrows choose a tile."""
    seen = _read_table(tmp_path, "--game mexican-train --players 3 --set 9 --seed 5", FOCUS)
    names = [p[1] for p in seen["parts"]]
    assert any(n.startswith("Your train, ") for n in names), names
    assert any(n.startswith("The Mexican train, open to everyone, open end ") for n in names)
    assert any(p[1] == "nine-nine" and p[2] == "The engine" for p in seen["parts"])
    tiles = {p[1] for p in seen["parts"] if p[0] == "list item"}
    assert seen["focused"] and set(seen["focused"]) <= tiles, seen["focused"]
