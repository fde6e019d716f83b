"""The seven solitaires from the command line: ``--screenshot`` draws each and exits."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from dominoes_qt.app.main import main

SOLITAIRES = ("bingo", "patience", "fives-the-limit", "five-columns", "twelve-to-go",
              "knock-out", "matching")


@pytest.mark.parametrize("game_id", SOLITAIRES)
def test_screenshot_of_each_solitaire(qapp, tmp_path, capsys, game_id):
    shot = tmp_path / f"{game_id}.png"
    assert main(["--game", game_id, "--seed", "3", "--screenshot", str(shot)]) == 0
    image = QImage(str(shot))
    assert not image.isNull() and image.width() > 400
    # tiles were drawn on the table (between the menu bar and the status bar): plenty of
    # ivory tile-face pixels, not just the green baize
    light = sum(1 for x in range(0, image.width(), 7) for y in range(40, image.height() - 40, 7)
                if image.pixelColor(x, y).lightness() > 200)
    assert light > 150, light
    assert capsys.readouterr().err == ""
