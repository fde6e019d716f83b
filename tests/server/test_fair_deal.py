"""Provably fair deals (docs/protocol.md): each deal follows from the seed the server committed
to and the people's parts; a server that deals otherwise, reveals another seed or leaves a
part out is caught; clients that send no part still play."""

from __future__ import annotations

import asyncio
import functools
import hashlib
import random
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

import pytest

from dominoes_qt.rules.match import Match
from dominoes_qt.server import fair_deal
from dominoes_qt.server.fair_deal import DealWitness, Shuffle, Verdict
from dominoes_qt.session import GameSetup

from .helpers import GAME, OPTIONS, TWO_PEOPLE_TWO_COMPUTERS, autoplay, client, running_server

#: Computer moves this far apart keep the scripted people within the server's rate limit
#: (a deal_part is one more message per hand).
PACE = 0.05


def sync(test: Callable[..., Coroutine[Any, Any, None]]) -> Callable[..., None]:
    """Run an async test on a loop of its own (the server tests' way: asyncio.run)."""
    @functools.wraps(test)
    def run(*args: Any, **kwargs: Any) -> None:
        asyncio.run(test(*args, **kwargs))
    return run


def test_final_seed_recipe_is_the_documented_bytes() -> None:
    seed, part = bytes(range(32)), bytes(range(100, 132))
    expected = hashlib.sha256(b"dominoes-qt fair deal v1\x00" + seed + (3).to_bytes(4, "big")
                              + bytes((2, 32)) + part).digest()
    assert fair_deal.final_seed(seed, 3, {2: part}) == expected
    assert fair_deal.commit(seed) == hashlib.sha256(seed).hexdigest()
    # every input counts: the hand, the seat, the part, the seed
    assert fair_deal.final_seed(seed, 4, {2: part}) != expected
    assert fair_deal.final_seed(seed, 3, {1: part}) != expected
    assert fair_deal.final_seed(seed, 3, {}) != expected
    assert fair_deal.final_seed(bytes(32), 3, {2: part}) != expected


def test_the_deal_is_the_rules_shuffle_on_the_final_seed() -> None:
    settings = GameSetup("partnership", 4, 6, {}).settings()
    final = fair_deal.final_seed(bytes(32), 0, {})
    deal = fair_deal.deal_for(settings, final, 0)
    same = Match(settings, int.from_bytes(final, "big")).deals[0]
    assert deal == same


def test_worked_example_in_the_protocol_doc() -> None:
    """The doc's worked example is what the code computes (a client writer checks against it)."""
    doc = (Path(__file__).parents[2] / "docs" / "protocol.md").read_text(encoding="utf-8")
    seed = bytes.fromhex("00" * 31 + "01")
    part = bytes.fromhex("ab" * 32)
    settings = GameSetup("draw", 2, 6, {}).settings()
    final = fair_deal.final_seed(seed, 0, {1: part})
    deal = fair_deal.deal_for(settings, final, 0)
    assert fair_deal.commit(seed) in doc
    assert final.hex() in doc
    for hand in deal.hands:
        assert " ".join(str(fair_deal._tile_names([t])[0]) for t in hand) in doc
    assert " ".join(fair_deal._tile_names(list(deal.boneyard))) in doc


#: No one hand reaches it (the losers' 14 tiles hold at most 121 pips): a match of two hands
#: or more, whatever the shuffle (the deal is random: each client adds a random part).
SEVERAL_HANDS = {**OPTIONS, "target": 150}


async def _play(url: str, witnesses: list[DealWitness | None],
                options: dict[str, Any] = OPTIONS) -> list[Any]:
    """Two people (with these witnesses) and two computers play a short match through."""
    ana = await client(url, "Ana", witness=witnesses[0])
    code = (await ana.create(GAME, options=options, seats=TWO_PEOPLE_TWO_COMPUTERS))["table"]
    bea = await client(url, "Bea", witness=witnesses[1])
    await bea.join(code)
    for c in (ana, bea):
        await c.send("ready", ready=True)
    try:
        return list(await asyncio.gather(autoplay(ana), autoplay(bea, pick=-1)))
    finally:
        for c in (ana, bea):
            await c.close()


def _hands(witness: DealWitness) -> dict[int, Verdict]:
    assert witness.verdicts, "no hand was checked"
    return witness.verdicts


@sync
async def test_every_hand_of_a_match_verifies() -> None:
    ana, bea = DealWitness(), DealWitness()
    async with running_server(None, pace=PACE) as server:
        last = (await _play(server.url, [ana, bea], SEVERAL_HANDS))[0]
    hands = last["hand"] + 1
    assert hands >= 2              # the check goes on from hand to hand
    for w in (ana, bea):
        verdicts = _hands(w)
        assert sorted(verdicts) == list(range(hands))
        assert all(v.ok and v.committed for v in verdicts.values()), verdicts
        assert set(w.parts) >= set(range(hands))
    assert "deal_proof" in last
    proof = last["deal_proof"]
    assert [seat for seat, _ in proof["parts"]] == [0, 2]   # the people's parts, not computers'


@sync
async def test_a_server_that_deals_otherwise_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    real = Shuffle.deal

    def crooked(self: Shuffle, settings: Any, first_seat: int = 0) -> Any:
        if self.index == 1:           # the second hand is dealt from a seed of the server's
            return fair_deal.deal_for(settings, bytes(32), self.index, first_seat)
        return real(self, settings, first_seat)

    monkeypatch.setattr(Shuffle, "deal", crooked)
    ana = DealWitness()
    async with running_server(None, pace=PACE) as server:
        await _play(server.url, [ana, None], SEVERAL_HANDS)
    verdicts = _hands(ana)
    assert verdicts[0].ok
    assert not verdicts[1].ok and verdicts[1].problem == fair_deal.DEAL


@sync
async def test_a_server_that_reveals_another_seed_is_caught(
        monkeypatch: pytest.MonkeyPatch) -> None:
    real = Shuffle.proof_json

    def swapped(self: Shuffle) -> dict[str, Any]:
        """A proof of its own: a seed (with its own commit) that deals exactly what was dealt
        cannot be found, so the cheat reveals a seed consistent with itself but not the one
        committed to before the parts came."""
        other = Shuffle(self.index, random.Random(7).randbytes(32), self.parts)
        return real(other)

    monkeypatch.setattr(Shuffle, "proof_json", swapped)
    ana = DealWitness()
    async with running_server(None, pace=PACE) as server:
        await _play(server.url, [ana, None])
    assert all(not v.ok and v.problem == fair_deal.COMMIT for v in _hands(ana).values())


@sync
async def test_a_server_that_drops_a_part_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    real = Shuffle.deal

    def without_seat_0(self: Shuffle, settings: Any, first_seat: int = 0) -> Any:
        self.parts.pop(0, None)       # Ana's part left out (and out of the proof)
        return real(self, settings, first_seat)

    monkeypatch.setattr(Shuffle, "deal", without_seat_0)
    ana, bea = DealWitness(), DealWitness()
    async with running_server(None, pace=PACE) as server:
        await _play(server.url, [ana, bea])
    assert all(v.problem == fair_deal.PART for v in _hands(ana).values())
    assert all(v.ok for v in _hands(bea).values())     # Bea's part is there: her check holds


@sync
async def test_clients_that_send_no_part_still_play() -> None:
    async with running_server(None, pace=PACE) as server:
        states = await _play(server.url, [None, None])
    assert all(s["match_over"] for s in states)
    assert states[0]["deal_proof"]["parts"] == []
    # and a witness checks such a deal too: it follows from the revealed seed


@sync
async def test_a_witness_at_a_table_of_old_clients_verifies() -> None:
    ana = DealWitness()
    async with running_server(None, pace=PACE) as server:
        await _play(server.url, [ana, None])
    assert all(v.ok for v in _hands(ana).values())


def test_an_old_server_without_commitments_gives_no_verdict_to_show() -> None:
    assert fair_deal.verify(GameSetup("draw", 2, 6, {}).settings(), None, commit_seen=None,
                            seat=0, part=None, view={}, revealed=[],
                            scores_before=None) == Verdict(True, checked=False)
    said = fair_deal.verify(GameSetup("draw", 2, 6, {}).settings(), None, commit_seen="ab" * 32,
                            seat=0, part=None, view={}, revealed=[], scores_before=None)
    assert said.problem == fair_deal.UNREVEALED


@sync
async def test_a_restart_keeps_the_commitment_and_the_parts(tmp_path: Path) -> None:
    ana_w = DealWitness()
    async with running_server(tmp_path) as server:
        ana = await client(server.url, "Ana", witness=ana_w)
        code = (await ana.create(GAME, options=OPTIONS, seats=[{"kind": "human"}] + [
            {"kind": "computer", "level": "greedy"}] * 3))["table"]
        await ana.wait_for("table")
        for _ in range(200):               # the part has reached the table (it is kept)
            shuffle = server.tables[code].shuffle
            if shuffle is not None and shuffle.parts:
                break
            await asyncio.sleep(0.05)
        commit = ana_w.commits[0]
        token = ana.token
        await ana.close()
    async with running_server(tmp_path) as server:
        table = server.tables[code]
        assert table.shuffle is not None and table.shuffle.commit == commit
        assert table.shuffle.parts == {0: ana_w.parts[0]}
        again = await client(server.url, "Ana", witness=ana_w)
        again.table_code, again.token = code, token
        await again.send("rejoin", table=code, token=token)
        await again.wait_for("joined")
        await again.send("ready", ready=True)
        await autoplay(again, until=lambda c: bool(ana_w.verdicts))
        await again.close()
    assert ana_w.verdicts[0].ok and ana_w.verdicts[0].committed


def _played_hand(game_id: str, deal_of: Callable[[Any, Shuffle], Any]) -> tuple[Any, Any, Any]:
    """Hand 0 of ``game_id`` dealt by ``deal_of(settings, shuffle)`` and played out with
    random legal actions: (settings, shuffle, the finished hand)."""
    from dominoes_qt.rules.catalogue import find_game

    game = find_game(game_id)
    settings = GameSetup(game.id, game.default_players, game.default_set, {}).settings()
    shuffle = Shuffle(0, bytes(range(32)), {0: b"x" * 32})
    match = Match(settings, 0, [deal_of(settings, shuffle)])
    rng = random.Random(1)
    for _ in range(5000):
        if match.hand.result is not None:
            break
        match.apply(rng.choice(match.hand.legal_actions()))
    return settings, shuffle, match.hand


def _check_seat_0(settings: Any, shuffle: Shuffle, hand: Any) -> Verdict:
    import json

    from dominoes_qt.server.protocol import view_json

    wire = json.loads(json.dumps(shuffle.proof_json()))     # as a client reads it
    return fair_deal.verify(
        settings, fair_deal.proof_from_json(wire, settings.players), commit_seen=shuffle.commit,
        seat=0, part=b"x" * 32, view=json.loads(json.dumps(view_json(hand.view(0)))),
        revealed=[[str(t) for t in hand.hand_of(s)] for s in range(settings.players)],
        scores_before=None)


def _multiplayer_games() -> list[str]:
    from dominoes_qt.rules.catalogue import Seating, all_games

    return [g.id for g in all_games() if g.seating is Seating.TABLE]


@pytest.mark.parametrize("game_id", _multiplayer_games())
def test_every_game_s_deal_verifies_and_a_tile_moved_is_caught(game_id: str) -> None:
    settings, shuffle, hand = _played_hand(game_id, lambda s, sh: sh.deal(s))
    assert hand.result is not None and _check_seat_0(settings, shuffle, hand).ok

    def swapped(s: Any, sh: Shuffle) -> Any:
        """The seed's deal with one tile of seat 0 and one of seat 1 swapped."""
        from dataclasses import replace

        deal = sh.deal(s)
        a, b = list(deal.hands[0]), list(deal.hands[1])
        a[0], b[0] = b[0], a[0]
        return replace(deal, hands=(tuple(a), tuple(b), *deal.hands[2:]))

    settings, shuffle, hand = _played_hand(game_id, swapped)
    verdict = _check_seat_0(settings, shuffle, hand)
    assert not verdict.ok and verdict.problem == fair_deal.DEAL


@sync
async def test_a_restart_in_a_later_hand_resumes_the_deal_the_seed_gave(tmp_path: Path) -> None:
    """A hand after the first is given its tiles (not dealt from the record's generator): the
    record on disk holds them, so a restart mid-hand goes on with the same tiles."""
    witness = DealWitness()
    async with running_server(tmp_path, pace=PACE) as server:
        ana = await client(server.url, "Ana", witness=witness)
        code = (await ana.create(GAME, options=SEVERAL_HANDS, seats=[{"kind": "human"}] + [
            {"kind": "computer", "level": "greedy"}] * 3))["table"]
        await ana.send("ready", ready=True)
        await autoplay(ana, until=lambda c: bool(c.state) and c.state["hand"] == 1
                       and c.state["phase"] == "playing" and c.state["view"]["history"] != [])
        seen = ana.state["view"]["hand"]
        token = ana.token
        await ana.close()
    async with running_server(tmp_path, pace=PACE) as server:
        again = await client(server.url, "Ana", witness=witness)
        await again.send("rejoin", table=code, token=token)
        state = await again.wait_for("state")
        assert state["hand"] == 1 and set(state["view"]["hand"]) <= set(seen)
        await autoplay(again, until=lambda c: 1 in witness.verdicts)
        await again.close()
    assert witness.verdicts[0].ok and witness.verdicts[1].ok, witness.verdicts
