"""What ``hard``'s soft signals past the convention window carry, before any match is played.

    python3 tools/on_compiled.py tools/soft_signal_bits.py --hands 20 0 1 3 6

For each margin (``Budget.soft_margin``, points) Partnership hands are played by four ``hard``
players sending soft signals.  It counts the searched decisions past the window, those where
the search saw a near tie, and those whose move the convention changed; and each time a seat
reads its partner's latest play, whether the partner's real hand explains it by the
convention, against worlds sampled from the public record and the window's signals (as
``hard`` samples them, without the soft reading).  The relative entropy of explained / not
explained between the two is the information one such play gives the reader, in bits; the
ratio of their shares not explained is the ``soft_keep`` that would match the evidence.  A
proxy only, like ``convention_bits.py``: ``strength.py`` measures what the signals are worth.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dominoes_qt.ai import hard  # noqa: E402
from dominoes_qt.ai.convention import fits_all, signals_of, unexplained  # noqa: E402
from dominoes_qt.ai.inference import infer  # noqa: E402
from dominoes_qt.ai.levels import ranked_plays  # noqa: E402
from dominoes_qt.ai.sampling import sample_hands  # noqa: E402
from dominoes_qt.rules import HandState, Kind, Match, configure  # noqa: E402
from dominoes_qt.rules.view import PlayerView  # noqa: E402


def measure(margin: float, hands: int, seed: int, samples: int) -> dict[str, float]:
    budget = replace(hard.DEFAULT_BUDGET, soft_signals=True, soft_margin=margin)
    seen: dict[str, int] = {}
    real_near = hard.near_best

    def spy(values: list[list[float]], best: int, m: float) -> list[int]:
        near = real_near(values, best, m)
        seen["best"], seen["near"] = best, len(near)
        return near

    hard.near_best = spy          # type: ignore[assignment] # a tool's probe, not the game's
    searched = tied = changed = read = real_miss = sampled = sampled_miss = 0
    rng = random.Random(seed)
    try:
        for n in range(hands):
            hand = Match(configure("partnership", 4), seed=seed + n).hand
            assert isinstance(hand, HandState)
            players = [hard.HardPlayer((seed + n) * 4 + s, budget) for s in range(4)]
            while hand.result is None:
                view = hand.view(hand.turn)
                assert isinstance(view, PlayerView)
                seen.clear()
                move = players[hand.turn].choose(view)
                if seen:
                    plays = [a for a in view.legal if a.kind is Kind.PLAY]
                    searched += 1
                    tied += seen["near"] > 1
                    changed += move != ranked_plays(view, plays)[seen["best"]]
                soft = signals_of(view, len(view.history), budget.convention)
                if soft and soft[-1].later == 1 << soft[-1].tile:   # the partner's latest
                    latest = soft[-1:]
                    read += 1
                    real_miss += unexplained(latest, list(hand.hands))
                    know = infer(view, soft=True, partner=False, opening=budget.opening)
                    window = signals_of(view, budget.convention)
                    for _ in range(samples):
                        for _ in range(budget.signal_tries):
                            world = sample_hands(know, rng, budget.soft_trust,
                                                 budget.firm_trust)[0]
                            if fits_all(window, world):
                                break
                        sampled += 1
                        sampled_miss += unexplained(latest, world)
                hand.apply(move)
    finally:
        hard.near_best = real_near  # type: ignore[assignment]
    p, q = 1 - real_miss / max(1, read), 1 - sampled_miss / max(1, sampled)
    info = sum(a * math.log2(a / b) for a, b in ((p, q), (1 - p, 1 - q)) if a > 0 and b > 0)
    return {"searched": searched, "tied": tied / max(1, searched),
            "changed": changed / max(1, searched), "read": read, "real": p, "sampled": q,
            "keep": (1 - p) / (1 - q) if q < 1 else 1.0, "bits": info}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("margins", nargs="+", type=float)
    ap.add_argument("--hands", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--samples", type=int, default=20, help="worlds sampled per read play")
    args = ap.parse_args(argv)
    print("margin  searched  near tie  changed  read  real  sampled  keep  bits")
    for margin in args.margins:
        r = measure(margin, args.hands, args.seed, args.samples)
        print(f"{margin:6.1f}  {r['searched']:8.0f}  {r['tied']:8.1%}  {r['changed']:7.1%}"
              f"  {r['read']:4.0f}  {r['real']:4.1%}  {r['sampled']:7.1%}  {r['keep']:4.2f}"
              f"  {r['bits']:4.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
