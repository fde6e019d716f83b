"""``python -m dominoes_qt.review``: every move graded, accuracy per seat and hand, JSON for
tools, the reviewing seat's view of a game in progress, one line on a bad file."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dominoes_qt import review
from dominoes_qt.ai.coach import GRADES, REMARKS
from dominoes_qt.session import GameSetup
from dominoes_qt.storage.record import GameRecord
from tests.random_games import played_at_random

ROOT = Path(__file__).resolve().parents[1]


def played(game: str, players: int | None, seed: int, hands: int = 1,
           extra: int = 0) -> GameRecord:
    """``hands`` hands of ``game`` played at random, then ``extra`` moves of the next."""
    return played_at_random(GameSetup.default(game, players, seed=seed), hands, extra)


def test_every_move_is_printed_with_its_grade_and_the_accuracy(tmp_path: Path,
                                                               capsys) -> None:
    record = played("partnership", 4, 3)
    path = tmp_path / "game.domino"
    record.save(path)
    assert review.main([str(path), "--worlds", "4"]) == 0
    out = capsys.readouterr().out.splitlines()
    moves = [line for line in out if line.startswith("  ") and ". seat " in line]
    assert len(moves) == len(record.actions)
    assert all(any(f" {g} " in line + " " for g in GRADES) for line in moves)
    assert any("gave up" in line and "best" in line for line in moves)
    assert any(" good (best) " in line for line in moves)      # the remark after the grade
    assert out[0] == "Hand 1"
    assert out[-1].startswith("Match accuracy: seat 1 ")
    assert any(line.startswith("  accuracy: seat 1 ") for line in out)


def test_json_for_tools(tmp_path: Path, capsys) -> None:
    record = played("all-fives", 2, 5, hands=2)
    path = tmp_path / "game.domino"
    record.save(path)
    assert review.main([str(path), "--json", "--worlds", "4"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["game"] == "all-fives" and doc["players"] == 2
    assert [h["hand"] for h in doc["hands"]] == [1, 2]
    assert sum(len(h["moves"]) for h in doc["hands"]) == len(record.actions)
    for h in doc["hands"]:
        for m in h["moves"]:
            assert m["grade"] in (*GRADES, None)
            # best and close call are remarks on a good move, never grades
            assert m["remark"] in (*REMARKS, None)
            assert m["remark"] is None or m["grade"] == "good"
            if m["method"] == "fair":
                assert m["loss"] >= 0 and m["best"]
                assert all(v["open"] is None for v in m["values"])
    assert set(doc["accuracy"]) == {"1", "2"}


def test_a_game_in_progress_is_reviewed_as_its_seat_saw_it(tmp_path: Path, capsys) -> None:
    record = played("partnership", 4, 7, hands=1, extra=9)
    path = tmp_path / "game.domino"
    record.save(path)
    assert review.main([str(path), "--seat", "2", "--json", "--worlds", "4"]) == 0
    doc = json.loads(capsys.readouterr().out)
    first, current = doc["hands"]
    assert first["finished"] and not current["finished"]
    assert len({m["seat"] for m in first["moves"]}) == 4
    assert current["moves"] and {m["seat"] for m in current["moves"]} == {2}
    assert all(v["open"] is None for m in current["moves"] for v in m["values"])


def test_a_solitaire_review_names_the_move_that_lost_the_deal(tmp_path: Path, capsys) -> None:
    for seed in range(60):
        record = played("patience", None, seed)
        path = tmp_path / f"{seed}.domino"
        record.save(path)
        assert review.main([str(path), "--worlds", "4"]) == 0
        out = capsys.readouterr().out
        if "blunder" in out:
            assert "the deal was winnable and is lost now" in out
            return
    pytest.fail("no deal thrown away in 60 random games")


@pytest.mark.parametrize("content", [b"", b"\x00\x01\x02binary", b'{"format": 1}',
                                     b"{not json", b'{"format": "dominoes-qt-game"}'])
def test_a_bad_file_is_one_line(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "bad.domino"
    path.write_bytes(content)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-m", "dominoes_qt.review", str(path)],
                          capture_output=True, text=True, env=env, timeout=60,
                          stdin=subprocess.DEVNULL)
    assert proc.returncode == 1
    assert proc.stdout == ""
    lines = proc.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("python -m dominoes_qt.review: ")
    assert "Traceback" not in proc.stderr


def test_a_missing_file_and_a_folder_are_one_line(tmp_path: Path, capsys) -> None:
    assert review.main([str(tmp_path / "none.domino")]) == 1
    assert review.main([str(tmp_path)]) == 1
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 2 and "does not exist" in err[0]


def test_a_seat_out_of_range_is_refused(tmp_path: Path, capsys) -> None:
    path = tmp_path / "game.domino"
    played("block", 2, 1).save(path)
    with pytest.raises(SystemExit) as stop:
        review.main([str(path), "--seat", "3"])
    assert stop.value.code == 2
    assert capsys.readouterr().err.count("\n") == 1


def _train_game(seed: int = 1400) -> GameRecord:
    """A Mexican Train round for four, played at random."""
    return played_at_random(GameSetup.default("mexican-train", 4, seed=seed), 1)


def test_a_train_game_names_the_train_of_every_move(tmp_path: Path, capsys,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    # a small budget: a round played out in every world of every move is slow
    monkeypatch.setattr(review, "DEFAULT_COACH_BUDGET", review.DEFAULT_COACH_BUDGET.__class__(
        worlds=4, scoring_worlds=4, most_worlds=4))
    record = _train_game()
    path = tmp_path / "game.domino"
    record.save(path)
    assert review.main([str(path), "--json", "--worlds", "4"]) == 0
    doc = json.loads(capsys.readouterr().out)
    trains = 0
    for m in doc["hands"][0]["moves"]:
        moves = [v["move"] for v in m["values"]]
        assert len(moves) == len(set(moves)), moves          # never one name for two moves
        for name in [m["played"], *m["best"], *moves]:
            if " on " in name:
                assert "train" in name, name
                trains += 1
    assert trains
    assert doc["open_hands"] is False and doc["open_hands_why"]
    text = review.review_text(review.review_record(record, budget=review.DEFAULT_COACH_BUDGET
                                                   .__class__(worlds=4, scoring_worlds=4,
                                                              most_worlds=4)), 4)
    assert any("Mexican train" in line or "'s train" in line for line in text)


def test_inaccuracies_and_blunders_say_why(tmp_path: Path, capsys) -> None:
    found = 0
    for seed, game in ((3, "all-fives"), (4, "partnership"), (5, "block")):
        record = played(game, 4, seed)
        path = tmp_path / f"{game}.domino"
        record.save(path)
        assert review.main([str(path), "--json", "--worlds", "8"]) == 0
        doc = json.loads(capsys.readouterr().out)
        for h in doc["hands"]:
            for m in h["moves"]:
                if m["grade"] in ("inaccuracy", "blunder"):
                    assert m["why"] and m["why"].endswith("."), m
                    assert m["best"][0].split(" ")[0] in m["why"]
                    found += 1
                else:
                    assert m["why"] is None
    assert found


def test_json_says_which_grades_are_exact(tmp_path: Path, capsys) -> None:
    path = tmp_path / "partnership.domino"
    played("partnership", 4, 4).save(path)
    assert review.main([str(path), "--json", "--worlds", "4"]) == 0
    doc = json.loads(capsys.readouterr().out)
    moves = [m for h in doc["hands"] for m in h["moves"] if m["method"] == "fair"]
    exact = [m for m in moves if m["exact"]]
    assert exact and len(exact) < len(moves)
    for m in exact:                        # every deal by its chance: no range
        assert m["loss_range"] == [m["loss"], m["loss"]] and m["remark"] != "close call"
    assert review.main([str(path), "--worlds", "4"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert sum("(exact: every deal)" in line for line in lines) == len(exact)
