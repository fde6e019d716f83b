"""The settings kept by :class:`~dominoes_qt.app.game_files.GameFiles`: the next new game made
from the last one's choices, and settings changed, saved (or held until the first frame is on
screen) and applied."""

from __future__ import annotations

import dataclasses
import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, SignalInstance

from dominoes_qt.app.game_files_open_save import failure_reason
from dominoes_qt.rules import find_game
from dominoes_qt.rules.catalogue import plain_value
from dominoes_qt.rules.errors import RulesError
from dominoes_qt.session import COMPUTER, HUMAN, GameSetup, SeatSpec
from dominoes_qt.storage.settings import AppSettings, save_settings

if TYPE_CHECKING:
    from dominoes_qt.app.controller import GameController
    from dominoes_qt.app.notices import NoticeBar

    class _Files(QObject):
        """What this part uses of the helper's other parts."""

        controller: GameController
        persist: bool
        app_settings: AppSettings
        notices: NoticeBar
        settings_applied: SignalInstance
        _held: bool
        _held_settings: AppSettings | None

        def notify(self, key: str, text: str) -> None: ...
else:
    _Files = object

log = logging.getLogger(__name__)


class GameFilesSettings(_Files):
    """The settings and the next new game (a part of
    :class:`~dominoes_qt.app.game_files.GameFiles`)."""

    def default_setup(self) -> GameSetup:
        """The next new game from the settings: the last game's seats, else you against the
        computer level; your name at the first human seat."""
        s = self.app_settings
        try:
            game = find_game(s.game_id)
            players = s.players or game.default_players
            seats = [SeatSpec.from_json(seat) for seat in s.seats]
            if len(seats) != players:
                seats = [SeatSpec(HUMAN)] + [SeatSpec(COMPUTER, s.computer_level)
                                             for _ in range(players - 1)]
            first_human = next((i for i, seat in enumerate(seats) if seat.kind == HUMAN), None)
            if first_human is not None and s.player_name:
                seats[first_human] = dataclasses.replace(seats[first_human], name=s.player_name)
            setup = GameSetup(game.id, players, game.default_set, dict(s.game_options),
                              tuple(seats))
            setup.settings()
        except RulesError as exc:
            log.warning("settings give no playable game (%s); using the default", exc)
            return GameSetup.default(AppSettings().game_id)
        return setup

    def remember_setup(self, setup: GameSetup) -> None:
        """Keep a new game's choices (game, players, options, seats) for the next new game."""
        try:
            game = find_game(setup.game_id)
        except RulesError:
            return
        changes: dict[str, Any] = {
            "game_id": setup.game_id,
            "players": 0 if setup.players == game.default_players else setup.players,
            "game_options": {k: plain_value(v) for k, v in setup.options.items()},
            "seats": [seat.to_json() for seat in setup.seats],
        }
        computers = [seat.level for seat in setup.seats if seat.kind == COMPUTER and seat.level]
        if computers:
            changes["computer_level"] = computers[0]
        humans = [seat.name for seat in setup.seats if seat.kind == HUMAN]
        if humans and humans[0]:
            changes["player_name"] = humans[0]
        new = dataclasses.replace(self.app_settings, **changes).validated()
        if new != self.app_settings:
            self.app_settings = new
            self._save_settings(new)

    def update_settings(self, **changes: Any) -> None:
        """Change some settings (a menu toggle), save them and apply them at once."""
        self.apply_settings(dataclasses.replace(self.app_settings, **changes))

    def apply_settings(self, settings: AppSettings, *, save: bool = True) -> None:
        """Save the settings and apply them now: the controller's here, the rest by signal.

        ``save=False`` applies without writing (at start-up, for the settings just loaded).
        """
        new = settings.validated()
        self.app_settings = new
        if save:
            self._save_settings(new)
        controller = self.controller
        controller.computer_delay_ms = new.computer_delay_ms
        controller.auto_draw = new.auto_draw
        controller.allow_undo = new.undo_allowed
        self.settings_applied.emit(new.copy())

    def _save_settings(self, settings: AppSettings) -> None:
        if not self.persist:
            return
        if self._held:
            self._held_settings = settings
            return
        try:
            save_settings(settings)
        except OSError as exc:
            self.notify("settings-write", self.tr(
                "Your settings cannot be saved (%1): changes apply until you quit.").replace(
                    "%1", failure_reason(exc)))
            return
        self.notices.allow_again("settings-write")
