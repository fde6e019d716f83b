"""How much a partnership convention rule tells the partner: bits, before any match is played.

    python tools/convention_bits.py --deals 60 suit pair sum double support

Partnership hands are played to their 8th move with every play in the convention's window
made by the rule (random after); then, for each seat that has read a signal from its partner,
hands are sampled from what the public record and its own tiles allow (passes, hand sizes;
no soft hints) and the share that explains every signal under the rule is counted.  Minus its
log2 is the information the signals carried, in bits (the real hand always fits: the share is
above zero).  A proxy only: it counts what narrows the partner's hand, not whether that
is what the search needs, nor what the rule costs in play (``strength.py`` measures both).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dominoes_qt.ai.convention import RULES, convention_action, fits_all, signals_of  # noqa: E402
from dominoes_qt.ai.inference import infer  # noqa: E402
from dominoes_qt.ai.sampling import sample_hands  # noqa: E402
from dominoes_qt.rules import Kind, Match, configure  # noqa: E402
from dominoes_qt.rules.view import PlayerView  # noqa: E402


def bits(rule: str, deals: int, samples: int, window: int = 7) -> tuple[float, int]:
    """Mean bits per reading seat at the end of the window, and how many seats read."""
    total, seats = 0.0, 0
    for seed in range(deals):
        rng = random.Random(seed)
        hand = Match(configure("partnership", 4), seed=seed).hand
        while hand.result is None and len(hand.history) <= window:
            view = hand.view(hand.turn)
            assert isinstance(view, PlayerView)
            plays = [a for a in view.legal if a.kind is Kind.PLAY]
            act = convention_action(view, plays, rule) \
                if plays and len(view.history) < window else None
            hand.apply(act or rng.choice(view.legal))
        if hand.result is not None:
            continue
        for seat in range(4):
            view = hand.view(seat)
            assert isinstance(view, PlayerView)
            signals = signals_of(view, window)
            if not signals:
                continue
            know = infer(view, soft=False, partner=False)
            fit = sum(fits_all(signals, sample_hands(know, rng, 0.85, 1.0)[0], rule)
                      for _ in range(samples))
            total -= math.log2(max(fit, 0.5) / samples)
            seats += 1
    return (total / seats if seats else 0.0), seats


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("rules", nargs="*", default=list(RULES), help=f"of {', '.join(RULES)}")
    ap.add_argument("--deals", type=int, default=60)
    ap.add_argument("--samples", type=int, default=300, help="sampled hands per reading seat")
    args = ap.parse_args(argv)
    for rule in args.rules:
        if rule not in RULES:
            ap.error(f"unknown rule {rule!r} (one of {', '.join(RULES)})")
        mean, seats = bits(rule, args.deals, args.samples)
        print(f"{rule:8} {mean:5.2f} bits per reading seat ({seats} seats)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
