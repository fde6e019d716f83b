"""Smoke tests of the main window and the command line."""

import subprocess
import sys

import pytest
from PySide6.QtGui import QKeySequence

from dominoes_qt import __version__
from dominoes_qt.app.main import main, parse_args, validate_args
from dominoes_qt.app.main_window import MainWindow


def test_main_window_menus(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)

    assert window.windowTitle() == "Dominoes Qt"
    file_actions = window.menu_file.actions()
    assert window.action_new in file_actions
    assert window.action_quit in file_actions
    assert QKeySequence("Ctrl+N") in window.action_new.shortcuts()
    assert QKeySequence("Ctrl+Q") in window.action_quit.shortcuts()
    assert window.action_full_screen in window.menu_view.actions()
    assert window.action_full_screen.isCheckable()
    assert not window.action_full_screen.shortcut().isEmpty()


def test_quit_closes_window(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.action_quit.trigger()
    assert not window.isVisible()


def test_parse_args_good():
    args = parse_args(["--game", "all-fives", "--players", "3", "--seed", "42", "saved.json"])
    assert args.game == "all-fives"
    assert args.players == 3
    assert args.seed == 42
    assert args.file == "saved.json"
    assert args.screenshot is None
    assert validate_args(args) is None


def test_parse_args_defaults():
    args = parse_args([])
    assert (args.game, args.players, args.seed, args.file) == (None, None, None, None)
    assert validate_args(args) is None


@pytest.mark.parametrize("argv", [["--players", "abc"], ["--seed", "x"], ["--no-such-option"]])
def test_parse_args_bad_exits_2(argv, capsys):
    with pytest.raises(SystemExit) as excinfo:
        parse_args(argv)
    assert excinfo.value.code == 2
    assert "error:" in capsys.readouterr().err


@pytest.mark.parametrize("argv,message", [
    (["--players", "0"], "--players must be between 1 and 18, not 0"),
    (["--players", "19"], "--players must be between 1 and 18, not 19"),
    (["--seed", "-1"], "--seed must be an integer >= 0, not -1"),
    (["--autoplay", "-2"], "--autoplay must be 0 or more, not -2"),
    (["--game", "draw", "--humans", "3"], "--humans must be between 0 and 2, not 3"),
    (["--game", "draw", "--level", "genius"], "unknown computer level 'genius'"),
    (["--option", "target=5"], "--set and --option need --game"),
])
def test_validate_args_rejects_out_of_range(argv, message):
    error = validate_args(parse_args(argv))
    assert error is not None and error.startswith(message), error
    assert "\n" not in error


def test_main_bad_option_returns_2(capsys):
    assert main(["--players", "abc"]) == 2
    assert main(["--players", "99"]) == 2
    assert "--players" in capsys.readouterr().err


def test_main_version(capsys):
    assert main(["--version"]) == 0
    assert __version__ in capsys.readouterr().out


def test_main_screenshot(qapp, tmp_path):
    shot = tmp_path / "s.png"
    assert main(["--screenshot", str(shot)]) == 0
    data = shot.read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    assert len(data) > 100


# -- without a display (Linux: neither DISPLAY nor WAYLAND_DISPLAY) -------------------------------


def _headless_env(tmp_path) -> dict[str, str]:
    import os

    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["DOMINOES_QT_HOME"] = str(tmp_path / "home")
    return env


linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="display servers: X11 and Wayland")


@linux_only
def test_a_screenshot_needs_no_display(tmp_path):
    shot = tmp_path / "s.png"
    proc = subprocess.run([sys.executable, "-m", "dominoes_qt", "--game", "bingo", "--seed", "3",
                           "--screenshot", str(shot)], env=_headless_env(tmp_path),
                          capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    assert shot.read_bytes().startswith(b"\x89PNG")


@linux_only
def test_an_interactive_start_without_a_display_says_so_in_one_line(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "dominoes_qt", "--game", "draw"],
                          env=_headless_env(tmp_path), capture_output=True, text=True,
                          timeout=120, check=False)
    assert proc.returncode == 1, (proc.returncode, proc.stderr)
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("dominoes-qt: error: no display"), lines


def test_a_chosen_platform_is_left_alone():
    from dominoes_qt.app.main import choose_platform

    env = {"QT_QPA_PLATFORM": "xcb"}
    assert choose_platform(False, env) is None and env == {"QT_QPA_PLATFORM": "xcb"}
    env = {"DISPLAY": ":0"}
    assert choose_platform(True, env) is None and "QT_QPA_PLATFORM" not in env
