"""Start-up (issue 13 item 8): the first window does without what it does not show.

Timings are not tested (the machine is shared; ``tools/startup_time.py`` measures them); what a
test can see is that the first frame is painted without loading the dialogs, the computer
players, the solitaire table, the other game families or the statistics, before the disk is
written, the garbage collector runs or the big window icons are made, and with a viewport made
in Python just like Qt's own (docs/startup.md says what each saves).
"""

from __future__ import annotations

import gc
import os
import subprocess
import sys
from pathlib import Path

from dominoes_qt.app.main_window import MainWindow
from dominoes_qt.session import GameSetup
from dominoes_qt.storage import paths

ROOT = Path(__file__).resolve().parents[2]
DEFERRED = (
    "dominoes_qt.ai",
    "dominoes_qt.app.hand_summary",
    "dominoes_qt.app.new_game_dialog",
    "dominoes_qt.app.preferences_dialog",
    "dominoes_qt.app.statistics_dialog",
    "dominoes_qt.app.rules_help",
    "dominoes_qt.app.controls_help",
    "dominoes_qt.app.solitaire_window",
    "dominoes_qt.scene.solitaire_scene",
    "dominoes_qt.storage.statistics",
    "dominoes_qt.rules.games.blind",        # only the family of the game dealt
    "dominoes_qt.rules.games.scoring",
    "dominoes_qt.rules.solitaires.base",
    "dominoes_qt.rules.games.trains",       # loaded with a train game, as the other families
    "dominoes_qt.train_geometry",
    "dominoes_qt.scene.train_marks",
    "hashlib",                               # the journal's digest, first needed by a write
    "dominoes_qt.app.online",                # Play Online: the dialog, the server, the browser
    "dominoes_qt.server",
    "zeroconf",
    "websockets",
    "ifaddr",
)


def _probe(tmp_path: Path, program: list[str], **extra_env: str) -> tuple[dict[str, str], list[str]]:
    """Run ``program`` under the start-up probe (offscreen, empty user folders); its report
    lines by first word, and the modules loaded by its first frame, in load order."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", STARTUP_PROBE_MODULES="1",
               DOMINOES_QT_HOME=str(tmp_path / "home"),
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
               **extra_env)
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "startup_probe.py"), *program],
                            env=env, cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = dict(line.split(" ", 1) for line in result.stdout.splitlines() if " " in line)
    assert "first-frame" in lines
    return lines, lines["modules"].split()


def test_the_first_frame_loads_no_dialog_ai_or_solitaire(tmp_path):
    _, modules = _probe(tmp_path, ["-m", "dominoes_qt", "--game", "draw", "--players", "2",
                                   "--seed", "3"])
    loaded = set(modules)
    assert "dominoes_qt.scene.table_scene" in loaded          # the table was drawn...
    assert not [m for m in DEFERRED if m in loaded]            # ...without these
    # the pure-Python modules come before PySide6 (it reads the source of every later module)
    assert modules.index("dominoes_qt.rules.hand") < modules.index("PySide6")
    # and nothing was written before the first frame: the writes wait for it
    assert not (tmp_path / "home" / paths.SETTINGS_NAME).exists()
    assert not (tmp_path / "home" / paths.AUTOSAVE_NAME).exists()


def test_the_floor_yardstick_loads_the_games_first_frame_modules_in_order(tmp_path):
    (tmp_path / "game").mkdir(), (tmp_path / "floor").mkdir()
    _, game = _probe(tmp_path / "game", ["-m", "dominoes_qt"])
    ours = [m for m in game if m.split(".")[0] == "dominoes_qt"]
    _, floor = _probe(tmp_path / "floor", [str(ROOT / "tools" / "startup_floor.py")],
                      STARTUP_FLOOR_MODULES=" ".join(ours))
    assert [m for m in floor if m.split(".")[0] == "dominoes_qt"] == ours   # same, same order


def test_statistics_are_read_when_first_needed(qtbot):
    w = MainWindow(setup=GameSetup.default("draw", 2, seed=1), computer_delay_ms=0,
                   animation_speed=0.0)
    qtbot.addWidget(w)
    assert w.files._statistics is None
    assert w.files.statistics.game("draw").matches_played == 0   # read now, on demand
    assert w.files._statistics is not None


def test_writes_held_at_start_up_happen_after_the_first_frame(qtbot, tmp_path):
    from dominoes_qt.app.main import after_first_frame

    w = MainWindow(computer_delay_ms=0, animation_speed=0.0, start=False)
    qtbot.addWidget(w)
    w.files.hold_writes()
    after_first_frame(w.view.viewport(), w.files.release_writes)
    w.start_game(GameSetup.default("bergen", 3, seed=2))    # remembered and autosaved...
    assert not paths.autosave_path().exists() and not paths.settings_path().exists()
    w.show()
    qtbot.waitExposed(w)                                      # ...once the table is painted
    qtbot.waitUntil(lambda: paths.autosave_path().exists(), timeout=5_000)
    assert paths.settings_path().exists()
    assert '"bergen"' in paths.settings_path().read_text()


def test_the_garbage_collector_rests_until_the_first_frame(qapp, tmp_path, monkeypatch):
    from dominoes_qt.app import main as entry

    calls = []
    real = entry.after_first_frame

    def spy(widget, callback, fallback_ms=3000):
        calls.append((gc.isenabled(), callback))
        real(widget, callback, fallback_ms)

    monkeypatch.setattr(entry, "after_first_frame", spy)
    assert gc.isenabled()
    assert entry.main(["--screenshot", str(tmp_path / "s.png")]) == 0
    assert calls and not any(enabled for enabled, _ in calls)   # off while the window is made
    assert any(callback is gc.enable for _, callback in calls)  # on after the first frame
    assert gc.isenabled()                                         # and when main returns


def test_the_big_window_icons_come_after_the_first_frame(qapp, tmp_path, monkeypatch):
    from dominoes_qt.app import desktop
    from dominoes_qt.app import main as entry

    shown_with, later = [], []
    real_identity = desktop.set_desktop_identity

    def identity(app, icon_sizes=desktop.WINDOW_ICON_SIZES):
        shown_with.append(icon_sizes)
        real_identity(app, icon_sizes)

    def spy(widget, callback, fallback_ms=3000):
        if getattr(callback, "func", None) is desktop.complete_window_icon:
            later.append(callback)

    monkeypatch.setattr(desktop, "set_desktop_identity", identity)
    monkeypatch.setattr(entry, "after_first_frame", spy)
    old_icon = qapp.windowIcon()
    try:
        assert entry.main(["--screenshot", str(tmp_path / "s.png")]) == 0
        assert shown_with == [desktop.FIRST_ICON_SIZES]    # shown with the small icons...
        assert len(later) == 1
        qapp.setWindowIcon(desktop.app_icon(desktop.FIRST_ICON_SIZES))
        later[0]()                                          # ...the rest after the first frame
        sizes = {s.width() for s in qapp.windowIcon().availableSizes()}
        assert sizes == set(desktop.WINDOW_ICON_SIZES)
    finally:
        qapp.setWindowIcon(old_icon)


def test_the_table_view_viewport_is_the_one_qt_would_make(qapp):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

    from dominoes_qt.scene.table_view import own_viewport

    scene = QGraphicsScene()
    qts, ours = QGraphicsView(scene), QGraphicsView(scene)
    made = own_viewport(ours)
    assert ours.viewport() is made

    def looks(view):
        v = view.viewport()
        return ([v.testAttribute(a) for a in Qt.WidgetAttribute],
                v.objectName(), v.backgroundRole(), v.autoFillBackground(), v.focusPolicy(),
                v.hasMouseTracking(), v.acceptDrops(), v.focusProxy() is view,
                v.parent() is view, type(v), v.metaObject().className())

    assert looks(ours) == looks(qts)
