"""How much of the hidden hands can the public record tell?  Samplers scored on real hands.

    python tools/inference_hits.py --game muggins --players 2 --hands 200 --worlds 40

Plays ``--hands`` hands with ``--level`` in every seat.  At each of seat 0's decisions with a
choice of plays (from move ``--from`` on), worlds are sampled from what seat 0 may know, by
each sampler below, and scored by the share of the other seats' real tiles each world puts in
the right hand (the mean over worlds and decisions):

* ``uniform``: every deal the hard facts allow (the passes, draws and lead), equally likely;
* ``hints``: ``hard``'s sampler as shipped (the soft hints of skipped better scores and, in
  games without scores during the hand, the opening's firm hints);
* ``model``: each world drawn among ``--pool`` uniform ones by the model of people's plays
  of ``ai/opponent_model.py`` (``--beta``, points plus ``hard``'s ``model_shed`` a pip);
* ``exact``: the same, a world weighing ``--eps`` for each of the other seats' plays (made
  after their last draw, with a choice) that ``--level`` would not have made from it: what
  knowing the opponents' exact way of choosing could give, a ceiling for any model of it;
* ``truth``: the real hands (1.0 by construction: the measure's own check).

A share near ``uniform``'s says the plays tell little about the tiles kept.  Nothing here is a
player: it reads the real hands only to score the samplers.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dominoes_qt.ai import make_player  # noqa: E402
from dominoes_qt.ai.hard import DEFAULT_BUDGET as HARD  # noqa: E402
from dominoes_qt.ai.inference import Knowledge, infer  # noqa: E402
from dominoes_qt.ai.opponent_model import (  # noqa: E402
    last_draws,
    played_since,
    seen_plays,
    weighted_pick,
    world_weight,
)
from dominoes_qt.ai.sampling import sample_hands  # noqa: E402
from dominoes_qt.rules import HandState, Kind, configure, deal  # noqa: E402
from dominoes_qt.rules.actions import Action, play_action  # noqa: E402
from dominoes_qt.rules.settings import InHandScoring  # noqa: E402
from dominoes_qt.rules.tiles import HIGH, LOW, TILES, tiles_of  # noqa: E402
from dominoes_qt.rules.view import PlayerView  # noqa: E402

SAMPLERS = ("uniform", "hints", "model", "exact", "truth")

#: A past play of another seat: its move number, the view it chose in, the play.
Past = tuple[int, PlayerView, Action]


def would_choose(player: object, view: PlayerView, hand: int, action: Action) -> bool:
    """Whether ``player`` would have played ``action``'s tile from ``view`` holding ``hand``."""
    plays = [play_action(u, sock, v) for sock, v in view.layout.open.items()
             for u in tiles_of(hand) if LOW[u] == v or HIGH[u] == v]
    if len(plays) < 2:
        return True
    alt = dataclasses.replace(view, hand_mask=hand, hand=tuple(TILES[u] for u in tiles_of(hand)),
                              legal=tuple(plays))
    chosen = player.choose(alt)  # type: ignore[attr-defined]
    return chosen.tile is not None and action.tile is not None \
        and chosen.tile.id == action.tile.id


def resample(draw: Callable[[], list[int]], weigh: Callable[[list[int]], float], pool: int,
             rng: random.Random) -> list[int]:
    """One of ``pool`` drawn worlds, by its weight."""
    worlds = [draw() for _ in range(pool)]
    return weighted_pick(worlds, [weigh(w) for w in worlds], rng.random())


def samplers(view: PlayerView, know: Knowledge, real: list[int], past: list[Past],
             args: argparse.Namespace, rng: random.Random,
             judge: object) -> dict[str, Callable[[], list[int]]]:
    others = frozenset(i for i in range(view.settings.players) if i != view.seat)
    seen = seen_plays(view, args.beta, HARD.model_shed, others, args.plays)
    last_draw = last_draws(view, others)
    read = [(v, a, v.seat, played_since(view, move, v.seat)) for move, v, a in past
            if move > last_draw[v.seat]][-args.plays:]

    def uniform() -> list[int]:
        return sample_hands(know, rng, 0.0, 0.0)[0]

    def exact_weight(hands: list[int]) -> float:
        w = 1.0
        for v, act, seat, later in read:
            if not would_choose(judge, v, hands[seat] | later, act):
                w *= args.eps
        return w

    return {
        "uniform": uniform,
        "hints": lambda: sample_hands(know, rng, HARD.soft_trust, HARD.firm_trust)[0],
        "model": lambda: resample(uniform, lambda h: world_weight(seen, h), args.pool, rng),
        "exact": lambda: resample(uniform, exact_weight, args.pool, rng),
        "truth": lambda: list(real),
    }


def measure(args: argparse.Namespace) -> tuple[dict[str, float], int]:
    totals = dict.fromkeys(SAMPLERS, 0.0)
    decisions = 0
    for seed in range(args.seed, args.seed + args.hands):
        settings = configure(args.game, args.players)
        hand = HandState(settings, deal(settings, random.Random(seed)))
        bots = [make_player(args.level, seed * 10 + i) for i in range(args.players)]
        judge = make_player(args.level, 0)
        past: list[Past] = []
        while hand.result is None:
            view = hand.view(hand.turn)
            plays = [a for a in view.legal if a.kind is Kind.PLAY]
            if view.seat == 0 and len(plays) > 1 and len(view.history) >= args.from_move:
                real = list(hand.hands)
                hidden = sum(bin(h).count("1") for i, h in enumerate(real) if i != 0)
                if hidden:
                    decisions += 1
                    rng = random.Random(seed * 1000 + len(view.history))
                    opening = HARD.opening if settings.in_hand is InHandScoring.NONE else 0
                    know = infer(view, soft=True, partner=HARD.partner_hints, opening=opening,
                                 opening_margin=HARD.opening_margin)
                    for name, draw in samplers(view, know, real, past, args, rng,
                                               judge).items():
                        hits = 0
                        for _ in range(args.worlds):
                            world = draw()
                            hits += sum(bin(world[i] & real[i]).count("1")
                                        for i in range(len(real)) if i != 0)
                        totals[name] += hits / (args.worlds * hidden)
            action = bots[hand.turn].choose(view)  # type: ignore[attr-defined]
            if view.seat != 0 and action.kind is Kind.PLAY and action.socket >= 0 \
                    and len(plays) > 1:
                past.append((len(view.history), view, action))
            hand.apply(action)
    return {k: v / decisions if decisions else 0.0 for k, v in totals.items()}, decisions


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="muggins")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--level", default="medium", help="the level in every seat")
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0, help="the first hand's deal")
    parser.add_argument("--worlds", type=int, default=40, help="worlds per sampler a decision")
    parser.add_argument("--from", dest="from_move", type=int, default=4)
    parser.add_argument("--beta", type=float, default=1.0)
    parser.add_argument("--pool", type=int, default=20)
    parser.add_argument("--plays", type=int, default=6, help="the other seats' last plays read")
    parser.add_argument("--eps", type=float, default=0.05)
    args = parser.parse_args(argv)
    shares, decisions = measure(args)
    print(f"{args.game} ({args.players} players, {args.level} in every seat): "
          f"{decisions} decisions of seat 0 in {args.hands} hands, {args.worlds} worlds each")
    for name in SAMPLERS:
        print(f"  {name:8s} {shares[name]:.3f} of the other hands' tiles in the right hand")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
