"""Steps that bring saved games of older record formats up to date (``record.MIGRATIONS``).

Each step takes a document of format N and returns the same game in format N + 1.  A step
never rejects anything: it changes only what it recognises and leaves damaged fields for the
loader to report with its usual messages.

Format 2 changed what some setups mean, where the rules of format 1 disagreed with RULES.md.
A game saved in format 1 keeps the rules it was played with, so it replays and continues as it
was: the step writes the old values out as explicit options.

* The Block and Draw Games scored one point per hand won (``scoring = hand-point``) to 100
  unless a target was set; they now play to 5 (RULES.md G2) → an old setup without a target
  gets ``target = 100``.
* Pub Fives and Threes (``style = pub``) played to 61 whenever the target was 100, and dealt 5
  tiles to 2 players; a target of 100 now means 100, and 2 players get 7 tiles (RULES.md G9)
  → an old pub setup gets ``target = 61`` where the target was 100 or missing, and, with 2
  players, ``hand_size = 5`` where it was the usual number.
* A one-hand Blind Dominoes game blocked with a tie for the fewest pips scored nobody; it is
  now a shared win worth the winner's point to each of them (RULES.md G13, G14).  Nothing in
  the old rules could keep that, and the game is over anyway: the stored result and scores
  are rewritten to the new count.
"""

from __future__ import annotations

from typing import Any


def _text(value: Any) -> str | None:
    return value.strip().lower() if isinstance(value, str) else None


def _number(value: Any) -> int | None:
    """A whole number as the catalogue would read it (``100`` or ``"100"``), else None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        try:
            return int(value.strip())
        except ValueError:
            return None
    return None


def v1_to_v2(doc: dict[str, Any]) -> dict[str, Any]:
    setup = doc.get("setup")
    if not isinstance(setup, dict):
        return doc
    options = setup.get("options")
    if options is None:
        options = setup["options"] = {}
    if not isinstance(options, dict):
        return doc
    game = setup.get("game")
    if game in ("block", "draw") and _text(options.get("scoring")) == "hand-point":
        options.setdefault("target", 100)
    if game == "fives-and-threes" and _text(options.get("style")) == "pub":
        if _number(options.get("target", 100)) == 100:
            options["target"] = 61
        if setup.get("players") == 2 and _number(options.get("hand_size", 0)) == 0:
            options["hand_size"] = 5
    if game in ("blind", "blind-boxed") and _text(options.get("length", "one-hand")) == "one-hand":
        _share_blind_ties(doc)
    return doc


def _share_blind_ties(doc: dict[str, Any]) -> None:
    hands = doc.get("hands")
    if not isinstance(hands, list) or len(hands) != 1 or not isinstance(hands[0], dict):
        return
    result = hands[0].get("result")
    if not isinstance(result, dict) or result.get("reason") != "blocked" \
            or result.get("winner_side") is not None:
        return
    pips, scores = result.get("pips"), result.get("scores")
    if not (isinstance(pips, list) and isinstance(scores, list) and pips
            and len(pips) == len(scores)
            and all(type(p) is int for p in pips + scores)):
        return
    low = min(pips)
    sharers = [seat for seat, p in enumerate(pips) if p == low]
    if len(sharers) < 2:
        return
    new_scores = [s + (seat in sharers) for seat, s in enumerate(scores)]
    result["points"] = 1
    result["scores"] = new_scores
    if doc.get("scores") == scores:
        doc["scores"] = list(new_scores)
