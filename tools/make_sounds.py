#!/usr/bin/env python3
"""Make the game's sounds: short WAV files synthesised here, in pure Python (``wave``, ``math``).

    python3 tools/make_sounds.py [--out DIR]

Writes ``dominoes_qt/assets/sounds/*.wav`` (committed; a test checks that this script still
makes exactly those bytes): 16-bit mono at 22,050 Hz, each under a second. Every sound is made
of damped sine partials and seeded noise, so a rerun gives the same files. They are the
project's own work, under the project's licence (GPL-3.0-or-later; see assets/README.md).

- ``tile``: a tile laid: a wooden click (a noise tick and two damped resonances);
- ``draw``: a tile drawn: a short slide of soft noise, then a light click;
- ``pass``: a pass: two soft knocks on the table;
- ``score``: points scored: a bright two-note chime;
- ``won`` / ``lost``: a hand or a game won (a rising arpeggio) or lost (a falling one).
"""

from __future__ import annotations

import argparse
import io
import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "dominoes_qt" / "assets" / "sounds"
RATE = 22_050
PEAK = 0.85   # of full scale, after normalising

Samples = list[float]


def silence(seconds: float) -> Samples:
    return [0.0] * int(seconds * RATE)


def damped(freq: float, seconds: float, decay: float, amp: float = 1.0,
           attack: float = 0.002) -> Samples:
    """A sine at ``freq`` Hz fading as exp(-t / decay), with a short attack (no click)."""
    out = []
    for i in range(int(seconds * RATE)):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-t / decay)
        out.append(amp * env * math.sin(2 * math.pi * freq * t))
    return out


def noise(seconds: float, decay: float, amp: float, seed: int, smooth: float = 0.0,
          rise: float = 0.0) -> Samples:
    """Seeded white noise fading as exp(-t / decay); ``smooth`` (0..1) low-passes it and
    ``rise`` seconds fade it in."""
    rng = random.Random(seed)
    out, last = [], 0.0
    for i in range(int(seconds * RATE)):
        t = i / RATE
        last = smooth * last + (1 - smooth) * rng.uniform(-1.0, 1.0)
        env = math.exp(-t / decay) * (min(1.0, t / rise) if rise else 1.0)
        out.append(amp * env * last)
    return out


def mix(*parts: tuple[float, Samples]) -> Samples:
    """Each part (start in seconds, samples) added at its place."""
    length = max(int(start * RATE) + len(s) for start, s in parts)
    out = [0.0] * length
    for start, samples in parts:
        offset = int(start * RATE)
        for i, v in enumerate(samples):
            out[offset + i] += v
    return out


def tile() -> Samples:
    return mix((0.0, noise(0.03, 0.004, 0.9, seed=1)),
               (0.0, damped(2300, 0.09, 0.012, 0.7)),
               (0.0, damped(880, 0.12, 0.025, 0.5)),
               (0.0, damped(190, 0.10, 0.02, 0.3)))


def draw() -> Samples:
    return mix((0.0, noise(0.16, 0.09, 0.5, seed=2, smooth=0.7, rise=0.05)),
               (0.15, noise(0.02, 0.003, 0.6, seed=3)),
               (0.15, damped(1900, 0.07, 0.01, 0.45)))


def pass_() -> Samples:
    knock = mix((0.0, damped(310, 0.12, 0.03, 0.8)), (0.0, damped(720, 0.08, 0.012, 0.3)),
                (0.0, noise(0.015, 0.003, 0.3, seed=4, smooth=0.5)))
    return mix((0.0, knock), (0.14, [0.8 * v for v in knock]))


def score() -> Samples:
    return mix((0.0, damped(1318.5, 0.35, 0.12, 0.55)), (0.0, damped(2637, 0.2, 0.05, 0.12)),
               (0.09, damped(1760, 0.45, 0.16, 0.6)), (0.09, damped(3520, 0.2, 0.05, 0.1)))


def _arpeggio(freqs: list[float], step: float, last: float) -> Samples:
    parts = []
    for i, f in enumerate(freqs):
        length = last if i == len(freqs) - 1 else step * 2.2
        parts.append((i * step, damped(f, length, length / 3, 0.5)))
        parts.append((i * step, damped(2 * f, length, length / 6, 0.12)))
    return mix(*parts)


def won() -> Samples:
    return _arpeggio([523.25, 659.25, 783.99, 1046.5], 0.11, 0.5)    # C E G C


def lost() -> Samples:
    return _arpeggio([392.0, 311.13, 261.63], 0.16, 0.55)            # G E♭ C


SOUNDS: dict[str, Callable[[], Samples]] = {
    "tile": tile, "draw": draw, "pass": pass_, "score": score, "won": won, "lost": lost,
}


def wav_bytes(samples: Samples) -> bytes:
    """The samples normalised to :data:`PEAK`, with 5 ms fades at both ends, as WAV bytes."""
    top = max((abs(v) for v in samples), default=0.0) or 1.0
    fade = int(0.005 * RATE)
    frames = bytearray()
    for i, v in enumerate(samples):
        edge = min(1.0, (i + 1) / fade, (len(samples) - i) / fade)
        frames += struct.pack("<h", round(v / top * PEAK * edge * 32767))
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(bytes(frames))
    return buffer.getvalue()


def make(out: Path = OUT) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make_samples in SOUNDS.items():
        path = out / f"{name}.wav"
        path.write_bytes(wav_bytes(make_samples()))
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help=f"folder (default {OUT})")
    args = parser.parse_args(argv)
    for path in make(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
