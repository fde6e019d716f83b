"""``python -m dominoes_qt.review FILE.domino [--seat N] [--json]``: the coach's review of a
saved game from the command line, the same analysis as the review window (docs/coach.md).

Every move is printed with its grade, the best move and the points given up, then the
accuracy per seat for each hand and for the match.  ``--seat N`` reviews the game as seat N
(counted from 1) would see it: while a hand is in progress only that seat's moves are
analysed there, and only by what it had seen.  ``--json`` prints one JSON document for tools.
A file that cannot be read is reported in one line (exit status 1), never a traceback.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from .ai.coach import (
    DEFAULT_COACH_BUDGET,
    GameReview,
    MoveReview,
    names,
    review_record,
    thresholds,
)
from .ai.coach_choices import place_english
from .ai.coach_reasons import english
from .rules.errors import RulesError
from .storage.record import GameRecord

PROG = "python -m dominoes_qt.review"


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{PROG}: error: {message}\n")


def _parser() -> _Parser:
    p = _Parser(prog=PROG, description="Grade every move of a saved game against the solver "
                "(docs/coach.md).")
    p.add_argument("file", type=Path, help="a saved game (.domino)")
    p.add_argument("--seat", type=int, default=None,
                   help="review as this seat (1 = the first); during a hand in progress only "
                        "its moves are analysed, by what it had seen")
    p.add_argument("--json", action="store_true", help="one JSON document, for tools")
    p.add_argument("--seed", type=int, default=0, help="the analysis' seed (default 0)")
    p.add_argument("--worlds", type=int, default=None,
                   help=f"sampled worlds every position gets at least (default "
                        f"{DEFAULT_COACH_BUDGET.worlds}, {DEFAULT_COACH_BUDGET.scoring_worlds} in "
                        "games scored during the hand; more while a grade is unsettled): more "
                        "is surer and slower")
    return p


def _value(x: float | None) -> float | None:
    return None if x is None else round(x, 2)


def _seat(seat: int) -> str:
    return f"seat {seat + 1}"


def _namer(m: MoveReview) -> Any:
    """Names of ``m``'s moves: a train game's say their train."""
    def where(a: Any) -> str:
        return place_english(m.place_of(a), _seat)
    return where


def _name(m: MoveReview, action: Any) -> str:
    return names([action], where=_namer(m))[0]


def why(m: MoveReview) -> str | None:
    """The reason of an inaccuracy or a blunder, in English."""
    if m.reason is None:
        return None
    r = m.reason
    pair = [r.played, r.better]
    # the two moves told apart by their ends where their tiles and numbers are alike
    shown = dict(zip(pair, [names([a, *pair], a, _namer(m))[0] for a in pair], strict=True))
    return english(r, lambda a: shown.get(a) or _name(m, a), _seat)


def move_json(m: MoveReview) -> dict[str, Any]:
    where = _namer(m)
    return {
        "hand": m.hand + 1, "move": m.number + 1, "seat": m.seat + 1,
        "played": _name(m, m.played), "method": m.method, "grade": m.grade,
        "remark": m.remark,
        "best": names(m.best, where=where), "loss": _value(m.loss),
        "loss_range": None if m.low is None or m.high is None
        else [_value(m.low), _value(m.high)],
        "worlds": m.worlds or None, "exact": m.exact,
        "open_best": names(m.open_best, where=where), "open_loss": _value(m.open_loss),
        "winnable": m.winnable, "why": why(m),
        "values": [{"move": _name(m, v.action), "fair": _value(v.fair),
                    "open": _value(v.open)} for v in m.values],
    }


#: why a game has no open-hands values (the train games, the scoring games)
OPEN_HANDS_WHY = ("open-hands values are computed for the line block games only: with draws "
                  "from the boneyard or points scored during the hand the exact solver does "
                  "not apply")


def _accuracy(value: float | None) -> float | None:
    return None if value is None else round(value, 1)


def review_json(review: GameReview, players: int) -> dict[str, Any]:
    from .ai.coach import open_hands_apply

    return {
        "game": review.game_id, "players": players,
        "open_hands": open_hands_apply(review.game_id),
        "open_hands_why": None if open_hands_apply(review.game_id) else OPEN_HANDS_WHY,
        "hands": [{"hand": h.hand + 1, "finished": h.finished,
                   "accuracy": {str(s + 1): _accuracy(h.accuracy(s)) for s in range(players)},
                   "moves": [move_json(m) for m in h.moves]} for h in review.hands],
        "accuracy": {str(s + 1): _accuracy(review.accuracy(s)) for s in range(players)},
    }


def _percent(value: float | None) -> str:
    return "-" if value is None else f"{value:.0f}%"


def review_text(review: GameReview, players: int) -> list[str]:
    lines = []
    for h in review.hands:
        state = "" if h.finished else " (in progress)"
        lines.append(f"Hand {h.hand + 1}{state}")
        for m in h.moves:
            grade = m.grade or "-"
            if m.remark:
                grade += f" ({m.remark})"
            where = _namer(m)
            played = names([m.played, *m.best], m.played, where)[0]
            line = f"  {m.number + 1:3d}. seat {m.seat + 1}  {played:<9} {grade:<18}"
            if m.method == "forced":
                line += " forced"
            elif m.grade is not None and m.method != "solitaire":
                lost = m.loss if m.loss is not None else m.open_loss
                best = ", ".join(names(m.best, m.played, where))
                line += f" best {best}; gave up {lost:.1f}"
                if m.exact:
                    line += " (exact: every deal)"
                elif m.low is not None and m.high is not None and m.high - m.low >= 0.05:
                    line += f" (sure of {m.low:.1f} to {m.high:.1f})"
                if m.loss is not None and m.open_loss is not None:
                    line += f" (open hands {m.open_loss:.1f})"
                reason = why(m)
                if reason:
                    line += f". {reason}"
            elif m.method == "solitaire" and m.grade == "blunder":
                best = ", ".join(names(m.best))
                line += f" the deal was winnable and is lost now (a winning move: {best})"
            lines.append(line.rstrip())
        lines.append("  accuracy: " + ", ".join(
            f"seat {s + 1} {_percent(h.accuracy(s))}" for s in range(players)))
    lines.append("Match accuracy: " + ", ".join(
        f"seat {s + 1} {_percent(review.accuracy(s))}" for s in range(players)))
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        record = GameRecord.load(args.file)
    except (RulesError, OSError, ValueError) as exc:
        message = str(exc)
        if str(args.file) not in message:
            message = f"{args.file}: {message}"
        print(f"{PROG}: {message}", file=sys.stderr)
        return 1
    players = record.setup.players
    seat = None
    if args.seat is not None:
        if not 1 <= args.seat <= players:
            _parser().error(f"--seat must be between 1 and {players}, not {args.seat}")
        seat = args.seat - 1
    budget = DEFAULT_COACH_BUDGET
    if args.worlds is not None:
        if args.worlds < 1:
            _parser().error(f"--worlds must be at least 1, not {args.worlds}")
        budget = dataclasses.replace(budget, worlds=args.worlds, scoring_worlds=args.worlds)
    review = review_record(record, seat=seat, seed=args.seed, budget=budget)
    if args.json:
        doc = review_json(review, players)
        doc["thresholds"] = list(thresholds(record.setup.settings()))
        print(json.dumps(doc, indent=1))
    else:
        print("\n".join(review_text(review, players)))
    return 0


def run() -> int:
    """``main`` with Ctrl-C and a closed output (``| head``) ended quietly."""
    try:
        return main()
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # the reader went away: say nothing more (Python would complain at exit otherwise)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    sys.exit(run())
