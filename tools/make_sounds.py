"""Make the game's sounds into resources/sounds/ (run from the repository root).

The effects (draw, discard, claim, win) are synthesised here with plain Python (``math``, ``wave``
and a seeded ``random.Random``), so running this again gives the same bytes. The spoken words are
Debian's ``espeak-ng`` with its Mandarin voice ``cmn`` (``apt install espeak-ng``); without it
only the effects are made. All files are 16-bit mono WAV at 22,050 Hz: small, and readable by
the standard library, so the player needs no decoder.

    python tools/make_sounds.py [--effects-only] [--out DIR]
"""

from __future__ import annotations

import argparse
import math
import random
import shutil
import subprocess
import sys
import tempfile
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

RATE = 22_050
OUT = Path(__file__).resolve().parent.parent / "resources" / "sounds"
# The words a player hears at the table, in the cue names the game uses (ui/table/sound.py).
WORDS = {
    "say_peng": "碰",
    "say_chi": "吃",
    "say_gang": "杠",
    "say_hu": "胡",
    "say_baoting": "报听",
    "say_shuai": "甩",
}


def _samples(seconds: float, voice: Callable[[float], float]) -> array:
    out = array("h")
    for i in range(int(seconds * RATE)):
        value = max(-1.0, min(1.0, voice(i / RATE)))
        out.append(int(value * 32_000))
    return out


def click(seed: int, pitch: float, seconds: float, loud: float) -> array:
    """A tile knocked on the table: a short noise burst through a resonance, decaying fast."""
    rng = random.Random(seed)
    state = [0.0, 0.0]

    def voice(t: float) -> float:
        # A two-pole resonator driven by white noise gives the woody "tock" of a tile.
        r = 0.96
        w = 2 * math.pi * pitch / RATE
        x = rng.uniform(-1, 1) * math.exp(-t * 90)
        y = x + 2 * r * math.cos(w) * state[0] - r * r * state[1]
        state[1], state[0] = state[0], y
        return loud * 0.04 * y * math.exp(-t * 35)

    return _samples(seconds, voice)


def chime(notes: tuple[float, ...], step: float, loud: float) -> array:
    """Bell-like notes one after the other (the win)."""

    def voice(t: float) -> float:
        total = 0.0
        for k, freq in enumerate(notes):
            start = k * step
            if t >= start:
                d = t - start
                total += math.sin(2 * math.pi * freq * d) * math.exp(-d * 4)
                total += 0.3 * math.sin(2 * math.pi * 2.76 * freq * d) * math.exp(-d * 9)
        return loud * total / len(notes)

    return _samples(step * len(notes) + 0.6, voice)


def effects() -> dict[str, array]:
    claim = click(3, 700, 0.12, 1.0)
    claim.extend(click(4, 760, 0.16, 1.0))  # two knocks: a meld laid down
    return {
        "draw": click(1, 1400, 0.12, 1.0),
        "discard": click(2, 900, 0.2, 1.0),
        "claim": claim,
        "win": chime((523.25, 659.25, 783.99, 1046.5), 0.11, 0.7),
    }


def write_wav(path: Path, samples: array) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(samples.tobytes())


def speak(word: str, path: Path, espeak: str) -> None:
    """The word in espeak-ng's Mandarin voice, resampled to RATE mono by reading and picking."""
    with tempfile.TemporaryDirectory() as tmp:
        raw = Path(tmp) / "raw.wav"
        subprocess.run([espeak, "-v", "cmn", "-s", "150", "-w", str(raw), word], check=True)
        with wave.open(str(raw), "rb") as src:
            rate, width, channels = src.getframerate(), src.getsampwidth(), src.getnchannels()
            frames = array("h", src.readframes(src.getnframes()))
    if width != 2 or channels != 1:
        raise SystemExit(f"espeak-ng wrote {width * 8}-bit {channels}-channel audio; need 16/1")
    # espeak-ng speaks at 22,050 Hz already; any other rate is resampled by nearest sample.
    if rate != RATE:
        count = len(frames) * RATE // rate
        frames = array("h", (frames[int(i * rate / RATE)] for i in range(count)))
    write_wav(path, _trim(frames))


def _trim(frames: array, floor: int = 300) -> array:
    """Drop the silence espeak-ng leaves before and after the word (it delays the cue)."""
    loud = [i for i, v in enumerate(frames) if abs(v) > floor]
    if not loud:
        return frames
    return frames[max(0, loud[0] - 200) : loud[-1] + 800]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--effects-only", action="store_true")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, samples in effects().items():
        write_wav(args.out / f"{name}.wav", samples)
    if args.effects_only:
        return 0
    espeak = shutil.which("espeak-ng")
    if espeak is None:
        print("espeak-ng not found (apt install espeak-ng): spoken words not made", file=sys.stderr)
        return 1
    for name, word in WORDS.items():
        speak(word, args.out / f"{name}.wav", espeak)
    return 0


if __name__ == "__main__":
    sys.exit(main())
