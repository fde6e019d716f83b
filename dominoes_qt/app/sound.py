"""The table's sounds: a tile laid, a draw, a pass, points scored, a hand won or lost.

The sounds are the project's own WAV files (``dominoes_qt/assets/sounds``, made by
``tools/make_sounds.py``). They play through miniaudio (a small, self-contained audio library:
Qt Multimedia comes only in the PySide6-Addons wheel, some 175 MB, out of proportion for six
short sounds). Where there is no audio library or no audio device the game plays on in
silence; so it does in ``--screenshot``, in tests and on Qt's offscreen platform.

:class:`SoundBoard` listens to the controller; ``volume`` (0-100) and ``muted`` come from the
preferences.
"""

from __future__ import annotations

import array
import contextlib
import io
import logging
import os
import sys
import wave
from collections.abc import Callable, Generator, Iterator
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QGuiApplication

from dominoes_qt.rules import HandResult, Kind
from dominoes_qt.rules.actions import Action
from dominoes_qt.storage.files import SaveFileError, read_file_bytes

log = logging.getLogger(__name__)

SOUNDS_DIR = Path(__file__).resolve().parent.parent / "assets" / "sounds"
#: The sounds, by the name the game plays them under.
NAMES = ("tile", "draw", "pass", "score", "won", "lost")
#: Set (to anything but "" or "0") to keep the game silent: the tests set it.
SILENT_ENV = "DOMINOES_QT_SILENT"
#: The audio device stops this long after the last sound.
IDLE_MS = 4000
#: Qt platforms with nobody listening.
_SILENT_PLATFORMS = ("offscreen", "minimal")
#: The largest sound file read (ours are a few KiB).
MAX_SOUND_BYTES = 4 * 1024 * 1024


def silent_here() -> bool:
    """Whether sound is off in this process (``DOMINOES_QT_SILENT``, an offscreen platform)."""
    if os.environ.get(SILENT_ENV, "") not in ("", "0"):
        return True
    return QGuiApplication.platformName() in _SILENT_PLATFORMS


def read_wav(path: Path) -> tuple[array.array, int]:
    """The 16-bit mono samples of a WAV file and its rate, read through the game's one reader
    (a pipe or a folder in its place is refused at once).  Raises ``SaveFileError``,
    ``wave.Error``, ``ValueError`` or ``EOFError``."""
    data = read_file_bytes(path, MAX_SOUND_BYTES, "a sound")
    with wave.open(io.BytesIO(data), "rb") as source:
        if source.getsampwidth() != 2 or source.getnchannels() != 1:
            raise ValueError(f"{path.name}: expected 16-bit mono")
        samples = array.array("h", source.readframes(source.getnframes()))
        rate = source.getframerate()
    if sys.byteorder == "big":
        samples.byteswap()
    return samples, rate


def scaled(samples: array.array, volume: int) -> array.array:
    """The samples at ``volume`` percent (a gentle curve: 50 sounds about half as loud)."""
    factor = (max(0, min(100, volume)) / 100) ** 2
    return array.array("h", (int(v * factor) for v in samples))


@contextlib.contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Nothing the C libraries print while an audio device is probed reaches the terminal
    (ALSA writes some 35 lines when there is no sound card); the game logs one line itself."""
    if sys.platform == "win32":
        yield
        return
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


class MiniaudioOutput:
    """Plays one sound at a time on the default output device (a new sound cuts the last)."""

    def __init__(self, rate: int, backends: list[Any] | None = None) -> None:
        import miniaudio

        self._device = miniaudio.PlaybackDevice(
            output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=rate,
            backends=backends)
        self._queue: list[array.array] = []
        self._started = False
        #: samples of sound (not of the silence after it) handed to the device so far
        self.frames_played = 0

    def _stream(self) -> Generator[array.array, int, None]:
        frames = yield array.array("h")
        current, at = array.array("h"), 0
        while True:
            if self._queue:
                current, at = self._queue.pop(), 0
                self._queue.clear()
            chunk = current[at:at + frames]
            at += len(chunk)
            self.frames_played += len(chunk)
            if len(chunk) < frames:
                chunk.extend(array.array("h", bytes(2 * (frames - len(chunk)))))
            frames = yield chunk

    def play(self, samples: array.array) -> None:
        self._queue.append(samples)
        if not self._started:
            stream = self._stream()
            next(stream)
            self._device.start(stream)
            self._started = True

    def stop(self) -> None:
        if self._started:
            self._device.stop()
            self._started = False

    def close(self) -> None:
        self._device.close()


class SoundBoard(QObject):
    """Plays the game's sounds for what the controller reports (see the module docstring)."""

    #: A sound was sent to the output (its name); also emitted with a test's own output.
    played = Signal(str)

    def __init__(self, parent: QObject | None = None, *, enabled: bool | None = None,
                 output: Callable[[array.array], None] | None = None) -> None:
        super().__init__(parent)
        #: False: never a sound (tests, screenshots, offscreen)
        self.enabled = (not silent_here()) if enabled is None else enabled
        self.volume = 70
        self.muted = False
        self._output = output
        self._broken = False
        self._raw: dict[str, array.array | None] = {}   # None: it cannot be read
        self._rate = 22_050
        self._at_volume: dict[tuple[str, int], array.array] = {}
        self._device: MiniaudioOutput | None = None
        #: the device is let go a few seconds after the last sound (no idle audio thread)
        self._idle = QTimer(self)
        self._idle.setSingleShot(True)
        self._idle.setInterval(IDLE_MS)
        self._idle.timeout.connect(self._pause_device)

    def set_levels(self, volume: int, muted: bool) -> None:
        self.volume, self.muted = volume, muted

    @property
    def audible(self) -> bool:
        return self.enabled and not self.muted and self.volume > 0 and not self._broken

    def play(self, name: str) -> bool:
        """Play sound ``name`` (one of :data:`NAMES`); False when nothing is heard."""
        if not self.audible:
            return False
        samples = self._samples(name)
        if samples is None:
            return False
        output = self._output or self._open_device()
        if output is None:
            return False
        try:
            output(samples)
        except Exception as exc:   # a device gone away: silence from now on
            log.warning("sound: cannot play %s (%s); the game goes on silently", name, exc)
            self._broken = True
            return False
        if self._device is not None:
            self._idle.start()
        self.played.emit(name)
        return True

    def _pause_device(self) -> None:
        if self._device is not None:
            self._device.stop()

    def _samples(self, name: str) -> array.array | None:
        key = (name, self.volume)
        if key not in self._at_volume:
            if name not in self._raw:
                self._raw[name] = None            # tried once: never again, never logged again
                try:
                    self._raw[name], self._rate = read_wav(SOUNDS_DIR / f"{name}.wav")
                except (SaveFileError, OSError, ValueError, EOFError, wave.Error) as exc:
                    log.warning("sound: %s unreadable (%s); it stays silent", name, exc)
            raw = self._raw[name]
            if raw is None:
                return None
            self._at_volume[key] = scaled(raw, self.volume)
        return self._at_volume[key]

    def _open_device(self) -> Callable[[array.array], None] | None:
        try:
            with _quiet_stderr():
                device = MiniaudioOutput(self._rate)
        except Exception as exc:   # no library, no device, no server: play on silently
            log.info("sound: no audio output (%s); the game plays silently", exc)
            self._broken = True
            return None
        self._output = device.play
        self._device = device
        return device.play

    def close(self) -> None:
        self._idle.stop()
        if self._device is not None:
            self._device.close()
            self._device = None

    # -- what the game reports ---------------------------------------------------------------
    def on_action(self, _seat: int, action: Action) -> None:
        sound = {Kind.PLAY: "tile", Kind.DRAW: "draw", Kind.PASS: "pass"}.get(action.kind)
        if sound is not None:
            self.play(sound)

    def on_score(self, _event: object) -> None:
        self.play("score")

    def on_hand_end(self, won: bool) -> None:
        self.play("won" if won else "lost")


def hand_won_by(result: HandResult, sides: list[int]) -> bool:
    """Whether the hand ``result`` was won by one of ``sides`` (a shared win counts)."""
    return any(side in result.winner_sides for side in sides)
