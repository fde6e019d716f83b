"""What the New Game dialog remembers: a draft of each game's choices while the dialog is
open (players, set, seats, options, who starts), and the last choices in ``QSettings`` for
next time (group ``new_game``, or the Play Online dialog's own), read back with anything the
game no longer offers put to its default."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QDialog

from dominoes_qt.app.qt_settings import open_settings
from dominoes_qt.rules import GameDef, InvalidOptionError
from dominoes_qt.rules.catalogue import plain_value
from dominoes_qt.session import GameSetup, SeatSpec


@dataclass
class Draft:
    """One game's choices, as plain values (what is remembered)."""

    players: int
    set_n: int
    seats: list[dict[str, str]] = field(default_factory=list)  # kind, level, name as typed
    options: dict[str, Any] = field(default_factory=dict)      # plain JSON values
    first_seat: int = 0                                         # games whose leader is chosen


def seat_json(seat: SeatSpec) -> dict[str, str]:
    return {"kind": seat.kind, "level": seat.level, "name": seat.name}


if TYPE_CHECKING:
    class _Dialog(QDialog):
        """What this part uses of the dialog's other parts."""

        settings_group: str

        def game_id(self) -> str: ...
        def game_ids(self) -> list[str]: ...
        def players(self) -> int: ...
        def set_n(self) -> int: ...
        def option_values(self) -> dict[str, Any]: ...
        def first_seat(self) -> int: ...
        def _current_seats(self) -> list[dict[str, str]]: ...
        def _default_seat(self, seat: int) -> dict[str, str]: ...
else:
    _Dialog = object


class NewGameDrafts(_Dialog):
    """Each game's draft and the remembered choices (a part of
    :class:`~dominoes_qt.app.new_game_dialog.NewGameDialog`)."""

    def _default_draft(self, game: GameDef) -> Draft:
        players = game.default_players
        return Draft(players, game.default_set,
                      [self._default_seat(i) for i in range(players)], game.defaults())

    def _draft_from_setup(self, game: GameDef, setup: GameSetup) -> Draft:
        options = game.defaults()
        options.update({k: plain_value(v) for k, v in setup.options.items()})
        return Draft(setup.players, setup.set_n, [seat_json(s) for s in setup.seats], options,
                      setup.first_seat)

    def _current_draft(self) -> Draft:
        return Draft(self.players(), self.set_n(), self._current_seats(), self.option_values(),
                      self.first_seat())

    def _sanitised(self, game: GameDef, draft: Draft) -> Draft:
        """The draft with anything this game does not offer replaced by its defaults."""
        set_n = draft.set_n if draft.set_n in game.sets else game.default_set
        allowed = game.allowed_players(set_n)
        players = draft.players if draft.players in allowed else (
            game.default_players if game.default_players in allowed else allowed[0])
        options = game.defaults()
        for key, raw in draft.options.items():
            try:
                options[key] = plain_value(game.option(key).parse(raw))
            except InvalidOptionError:
                continue
        seats = [s for s in draft.seats if isinstance(s, dict)]
        first = draft.first_seat if 0 <= draft.first_seat < players else 0
        return Draft(players, set_n, seats, options, first)

    def _remembered_game_id(self) -> str:
        settings = open_settings()
        settings.beginGroup(self.settings_group)
        game_id = str(settings.value("last_game", "") or "")
        settings.endGroup()
        ids = self.game_ids()
        return game_id if game_id in ids else ids[0]

    def _remembered_draft(self, game: GameDef) -> Draft | None:
        settings = open_settings()
        settings.beginGroup(self.settings_group)
        settings.beginGroup(game.id)
        try:
            if not settings.contains("players"):
                return None
            players = int(str(settings.value("players")))
            set_n = int(str(settings.value("set", game.default_set)))
            seats = json.loads(str(settings.value("seats", "[]")))
            options = json.loads(str(settings.value("options", "{}")))
            if not isinstance(seats, list) or not isinstance(options, dict):
                return None
            clean_seats = [
                {k: str(s.get(k, "")) for k in ("kind", "level", "name")}
                for s in seats if isinstance(s, dict)]
            first_seat = int(str(settings.value("first_seat", 0)))
            return Draft(players, set_n, clean_seats, options, first_seat)
        except (TypeError, ValueError):
            return None
        finally:
            settings.endGroup()
            settings.endGroup()

    def _remember(self) -> None:
        draft = self._current_draft()
        settings = open_settings()
        settings.beginGroup(self.settings_group)
        settings.setValue("last_game", self.game_id())
        settings.beginGroup(self.game_id())
        settings.setValue("players", draft.players)
        settings.setValue("set", draft.set_n)
        settings.setValue("seats", json.dumps(draft.seats))
        settings.setValue("options", json.dumps(draft.options))
        settings.setValue("first_seat", draft.first_seat)
        settings.endGroup()
        settings.endGroup()
        settings.sync()
