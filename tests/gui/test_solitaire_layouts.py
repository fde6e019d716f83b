"""The solitaire layouts draw only what the game offers: a finished game has no place left
for another tile (no lit ends, no "Start here")."""

from __future__ import annotations

from dominoes_qt.rules.solitaires.solver import WIN, solve
from dominoes_qt.scene.solitaire_layouts import line
from dominoes_qt.session import GameSetup
from dominoes_qt.storage.record import GameRecord


def _won_patience() -> GameRecord:
    for seed in range(40):
        record = GameRecord.new(GameSetup.default("patience", seed=seed))
        out = solve(record.match.hand, max_nodes=200_000)
        if out.status == WIN:
            for action in out.line:
                record.apply(action)
            return record
    raise AssertionError("no winnable Patience deal in 40 seeds")


def _end_slots(picture) -> list[str]:
    return [s.key for s in picture.slots if s.key.startswith("end:") or s.key == "lead"]


def test_a_won_patience_shows_no_lit_ends() -> None:
    record = _won_patience()
    state = record.match.hand
    assert state.won and state.open_ends()        # the line still has two open numbers
    assert _end_slots(line.picture(state, [], lambda text, *a: text)) == []


def test_a_patience_in_play_shows_its_lit_ends() -> None:
    record = GameRecord.new(GameSetup.default("patience", seed=1))
    state = record.match.hand
    record.apply(state.legal_actions()[0])          # a lead: the line has its two ends
    assert len(_end_slots(line.picture(state, state.legal_actions(),
                                       lambda text, *a: text))) == len(state.open_ends()) == 2
