"""The window offers only the games one of its scenes draws: not the train games yet."""

from __future__ import annotations

import pytest

from dominoes_qt.rules import find_game


def test_the_window_does_not_offer_the_train_games_yet() -> None:
    from dominoes_qt.app.main import build_parser, setup_from_args
    from dominoes_qt.app.tables import drawn_in_window

    assert not drawn_in_window(find_game("mexican-train"))
    assert drawn_in_window(find_game("draw")) and drawn_in_window(find_game("bingo"))
    with pytest.raises(ValueError, match="arena only"):
        setup_from_args(build_parser().parse_args(["--game", "chicken-foot"]))
