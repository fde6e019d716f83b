"""Smoke tests of the main window and the command line."""

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


@pytest.mark.parametrize("argv", [["--players", "0"], ["--players", "19"], ["--seed", "-1"]])
def test_validate_args_rejects_out_of_range(argv):
    assert validate_args(parse_args(argv))


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
