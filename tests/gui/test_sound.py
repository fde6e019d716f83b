"""The table's sounds: which game events sound, mute and volume from the Preferences,
silence in tests, screenshots and without an audio device, and the WAV files the project
makes itself."""

from __future__ import annotations

import array
import sys
import wave
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from dominoes_qt.app import sound as sound_module
from dominoes_qt.app.sound import NAMES, SOUNDS_DIR, SoundBoard, read_wav, scaled, silent_here
from dominoes_qt.storage.settings import AppSettings, load_settings

from .gui_helpers import MUST_DRAW_HANDS, MUST_DRAW_TOP, make_window, setup_with, wait_for_human

ROOT = Path(__file__).resolve().parents[2]


def listening(window) -> list[str]:
    """Let ``window``'s sounds be heard by the test: the names played, in order."""
    heard: list[str] = []
    window.sound.enabled = True
    window.sound._output = lambda samples: None       # the speaker
    window.sound.played.connect(heard.append)
    return heard


def test_silent_in_tests_and_without_a_device(qapp, monkeypatch):
    assert silent_here()
    assert not SoundBoard().play("tile")
    board = SoundBoard(enabled=True)

    class NoDevice:
        def __init__(self, rate):
            raise OSError("no audio device")

    monkeypatch.setattr(sound_module, "MiniaudioOutput", NoDevice)
    assert not board.play("tile")        # the game goes on, silently
    assert not board.audible


def test_the_game_sounds_its_moves(qtbot):
    w = make_window(qtbot, setup_with("draw", MUST_DRAW_HANDS, top=MUST_DRAW_TOP))
    heard = listening(w)
    w.controller.auto_draw = False
    w.load_record(w.controller.record)       # North leads 6-6: a tile laid
    wait_for_human(qtbot, w)
    assert "tile" in heard
    w.controller.draw()                         # you have no six: draw
    wait_for_human(qtbot, w)
    assert "draw" in heard


def test_a_score_and_a_hand_won_or_lost(qtbot):
    from dominoes_qt.session import GameSetup

    w = make_window(qtbot, GameSetup.default("all-fives", 2, seed=4))
    heard = listening(w)
    c = w.controller
    while True:
        qtbot.waitUntil(lambda: c.awaiting_human or c.hand.result is not None, timeout=10_000)
        if c.hand.result is not None:
            break
        c.play_human(c.hint(wait=True))
    assert "score" in heard or not c.hand.events
    assert heard.count("won") + heard.count("lost") == 1


def test_mute_and_volume_come_from_the_preferences(qtbot, window):
    heard = listening(window)
    dialog = window.files.show_preferences()
    qtbot.addWidget(dialog)
    assert dialog.sound_check.isChecked() and dialog.volume_slider.value() == 70
    dialog.volume_slider.setValue(30)
    dialog.sound_check.setChecked(False)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Apply).click()
    assert window.sound.muted and window.sound.volume == 30
    assert not window.sound.play("tile") and heard == []
    assert load_settings().sound_muted and load_settings().sound_volume == 30   # remembered
    dialog.sound_check.setChecked(True)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert window.sound.play("tile") and heard == ["tile"]


def test_screenshot_windows_are_silent(qtbot):
    from dominoes_qt.app.main_window import MainWindow

    w = MainWindow(persist=False, start=False)
    qtbot.addWidget(w)
    assert not w.sound.enabled


def test_settings_check_the_sound_values():
    assert AppSettings(sound_volume=101).validated().sound_volume == 70
    assert AppSettings(sound_volume=0, sound_muted=True).validated().sound_volume == 0


def test_volume_scales_the_samples():
    samples = array.array("h", [1000, -2000, 32767])
    assert scaled(samples, 100) == samples
    assert scaled(samples, 0) == array.array("h", [0, 0, 0])
    assert abs(scaled(samples, 50)[2]) < 32767 // 3


def test_every_sound_is_a_short_mono_wav():
    for name in NAMES:
        samples, rate = read_wav(SOUNDS_DIR / f"{name}.wav")
        assert rate == 22_050 and 0.05 < len(samples) / rate < 1.0
        assert max(abs(v) for v in samples) > 20_000      # not silence


def test_the_script_makes_the_committed_sounds(tmp_path):
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import make_sounds
    finally:
        sys.path.pop(0)
    made = make_sounds.make(tmp_path)
    assert sorted(p.stem for p in made) == sorted(NAMES)
    for path in made:
        new, _ = read_wav(path)
        old, _ = read_wav(SOUNDS_DIR / path.name)
        assert len(new) == len(old)
        assert max(abs(a - b) for a, b in zip(new, old, strict=True)) <= 1   # libm rounding


def test_miniaudio_plays_through_its_null_device(qtbot):
    miniaudio = pytest.importorskip("miniaudio")
    output = sound_module.MiniaudioOutput(22_050, backends=[miniaudio.Backend.NULL])
    samples, _ = read_wav(SOUNDS_DIR / "tile.wav")
    try:
        output.play(samples)
        qtbot.waitUntil(lambda: output.frames_played == len(samples), timeout=5_000)
        output.stop()
        output.play(samples)            # started again after a pause
        qtbot.waitUntil(lambda: output.frames_played == 2 * len(samples), timeout=5_000)
    finally:
        output.close()


def test_assets_readme_says_how_the_sounds_are_made():
    text = (ROOT / "assets" / "README.md").read_text(encoding="utf-8")
    assert "tools/make_sounds.py" in text and "GPL-3.0-or-later" in text
    with wave.open(str(SOUNDS_DIR / "tile.wav")) as f:
        assert f.getnchannels() == 1


def test_a_sound_that_is_a_pipe_is_refused_at_once_and_once(qapp, tmp_path, monkeypatch,
                                                            caplog):
    """Issue 39.5: the sounds were opened with ``wave.open`` past the one reader, so a pipe in
    their place hung the window at the first sound; one that could not be read was opened
    again and logged on every move."""
    import os
    import threading

    for name in NAMES:
        (tmp_path / f"{name}.wav").write_bytes((SOUNDS_DIR / f"{name}.wav").read_bytes())
    (tmp_path / "tile.wav").unlink()
    os.mkfifo(tmp_path / "tile.wav")
    monkeypatch.setattr(sound_module, "SOUNDS_DIR", tmp_path)
    board = SoundBoard(enabled=True, output=lambda samples: None)
    results: list[bool] = []
    worker = threading.Thread(target=lambda: results.extend(
        [board.play("tile"), board.play("tile"), board.play("draw")]), daemon=True)
    with caplog.at_level("WARNING"):
        worker.start()
        worker.join(10)
    assert results == [False, False, True]
    assert sum("tile" in r.getMessage() for r in caplog.records) == 1


def test_no_audio_device_says_nothing_on_stderr(tmp_path):
    """Issue 39 (37's smaller defects): with no audio device the first sound printed about 35
    ``ALSA lib`` lines; the device is probed quietly, once."""
    import subprocess

    code = ("import os; os.environ.pop('DOMINOES_QT_SILENT', None)\n"
            "from PySide6.QtCore import QCoreApplication\n"
            "app = QCoreApplication([])\n"
            "from dominoes_qt.app.sound import SoundBoard\n"
            "board = SoundBoard(enabled=True)\n"
            "print(board.play('tile'), board.play('draw'), flush=True)\n"
            "board.close()\n")
    env = {k: v for k, v in __import__("os").environ.items() if k != "DOMINOES_QT_SILENT"}
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert "ALSA lib" not in done.stderr
