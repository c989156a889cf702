"""Table sounds: which cue each engine event gets, and a player that never blocks or crashes.

``cues_for`` maps the events of one update to cues (pure, no Qt). ``TableSound.on_update`` is the
slot the window connects to ``Controller.updated``; it only puts cues on a queue, so neither the
GUI thread nor the engine thread ever waits for audio. The ``MiniaudioSink`` opens the sound device
lazily in its own thread; no device (or no ``miniaudio``) means silence and one line on stderr.

``MAHJONG_DESKTOP_SOUND=off`` (set by the test suite's conftest) gives the ``NullSink``: nothing is
loaded, no device is opened.
"""

from __future__ import annotations

import contextlib
import os
import queue
import sys
import threading
import wave
from array import array
from collections.abc import Generator, Iterable
from dataclasses import dataclass
from enum import Enum
from importlib import resources
from typing import Any, Protocol

from mahjong_desktop.engine.events import Discarded, Drew, Event, Melded, RegionMoved, Won
from mahjong_desktop.rules.hand_facts import MeldKind
from mahjong_desktop.storage.settings import Settings

SOUND_ENV = "MAHJONG_DESKTOP_SOUND"
RATE = 22_050  # every file in resources/sounds (tools/make_sounds.py)
BUFFER_MS = 40  # the device's buffer: the most a cue can wait for the sound card
MAX_VOICES = 4  # at instant speed cues come faster than they end: the oldest are dropped


class Cue(Enum):
    """A sound; the value is its file's stem in resources/sounds."""

    DRAW = "draw"
    DISCARD = "discard"
    CLAIM = "claim"
    WIN = "win"
    SAY_PENG = "say_peng"
    SAY_CHI = "say_chi"
    SAY_GANG = "say_gang"
    SAY_HU = "say_hu"
    SAY_BAOTING = "say_baoting"
    SAY_SHUAI = "say_shuai"


_MELD_WORD = {
    MeldKind.PONG: Cue.SAY_PENG,
    MeldKind.CHOW: Cue.SAY_CHI,
    MeldKind.KONG: Cue.SAY_GANG,
    MeldKind.ADDED_KONG: Cue.SAY_GANG,
    MeldKind.CONCEALED_KONG: Cue.SAY_GANG,
}
# Region move names (rules/lanzhou/__init__.py) that are said aloud; others (choosing a mode)
# are silent.
_MOVE_WORD = {"declare_ready": Cue.SAY_BAOTING, "throw": Cue.SAY_SHUAI}


def cues_for(events: Iterable[Event], seat: int) -> list[Cue]:
    """The cues of one update, in order, each at most once (six 包扣到底 wins or three 甩牌 sets
    in one update are one word, not a chorus). Only ``seat``'s own draws click: the others'
    draws would double every discard's sound."""
    cues: list[Cue] = []
    for event in events:
        if isinstance(event, Drew):
            found = [Cue.DRAW] if event.seat == seat else []
        elif isinstance(event, Discarded):
            found = [Cue.DISCARD]
        elif isinstance(event, Melded):
            word = _MELD_WORD.get(event.meld.kind)  # a 甩牌 set is said by its RegionMoved
            found = [Cue.CLAIM, word] if word is not None else [Cue.CLAIM]
        elif isinstance(event, RegionMoved):
            word = _MOVE_WORD.get(event.name)
            found = [word] if word is not None else []
        elif isinstance(event, Won):
            found = [Cue.WIN, Cue.SAY_HU]
        else:
            found = []
        cues.extend(c for c in found if c not in cues)
    return cues


class SoundSink(Protocol):
    def play(self, cue: Cue, volume: float) -> None:
        """Start ``cue`` at ``volume`` (0–1) and return at once."""


class NullSink:
    """Silence: tests, ``MAHJONG_DESKTOP_SOUND=off``, or no audio library."""

    def play(self, cue: Cue, volume: float) -> None:
        return None


def load_cue(cue: Cue) -> array[int]:
    """The cue's 16-bit mono samples from the package's resources."""
    ref = resources.files("mahjong_desktop.resources").joinpath("sounds", f"{cue.value}.wav")
    with ref.open("rb") as raw, wave.open(raw, "rb") as wav:
        if (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) != (1, 2, RATE):
            raise ValueError(f"{cue.value}.wav: need 16-bit mono at {RATE} Hz")
        samples = array("h")
        samples.frombytes(wav.readframes(wav.getnframes()))
    if sys.byteorder != "little":  # WAV data is little-endian
        samples.byteswap()
    return samples


@dataclass(slots=True)
class _Voice:
    samples: array[int]
    volume: float
    at: int = 0


class Mixer:
    """Sums the playing voices into blocks of samples (run by the device's audio thread)."""

    def __init__(self) -> None:
        self._voices: list[_Voice] = []
        self._lock = threading.Lock()

    def add(self, samples: array[int], volume: float) -> None:
        with self._lock:
            self._voices.append(_Voice(samples, volume))
            del self._voices[:-MAX_VOICES]

    def block(self, frames: int) -> array[int]:
        out = [0.0] * frames
        with self._lock:
            for voice in self._voices:
                chunk = voice.samples[voice.at : voice.at + frames]
                for i, value in enumerate(chunk):
                    out[i] += value * voice.volume
                voice.at += len(chunk)
            self._voices = [v for v in self._voices if v.at < len(v.samples)]
        return array("h", (int(max(-32768.0, min(32767.0, v))) for v in out))

    def stream(self) -> Generator[array[int], int, None]:
        """miniaudio's generator protocol: it sends the frame count it needs next."""
        frames = yield array("h")
        while True:
            frames = yield self.block(int(frames))


class MiniaudioSink:
    """Plays through ``miniaudio``; every call returns at once, the device lives in a thread."""

    def __init__(self, miniaudio: Any) -> None:
        self._miniaudio = miniaudio
        self._queue: queue.Queue[tuple[Cue, float] | None] = queue.Queue(maxsize=16)
        self._mixer = Mixer()
        self._cache: dict[Cue, array[int]] = {}
        self.failed: str | None = None
        self._thread = threading.Thread(target=self._run, name="mahjong-sound", daemon=True)
        self._thread.start()

    def play(self, cue: Cue, volume: float) -> None:
        if self.failed is not None:
            return
        # A backlog of clicks is worth less than a free GUI thread: a full queue drops the cue.
        with contextlib.suppress(queue.Full):
            self._queue.put_nowait((cue, volume))

    def close(self) -> None:
        """Stop the sound thread and close the device (blocks until the queue reaches it)."""
        if not self._thread.is_alive():  # it failed and ended: nobody would read the queue
            return
        with contextlib.suppress(queue.Full):
            self._queue.put(None, timeout=1.0)
        self._thread.join(1.0)

    def _run(self) -> None:
        try:
            ma = self._miniaudio
            # miniaudio's default buffer is 200 ms, a lag anyone hears after a click.
            device = ma.PlaybackDevice(
                output_format=ma.SampleFormat.SIGNED16,
                nchannels=1,
                sample_rate=RATE,
                buffersize_msec=BUFFER_MS,
            )
            stream = self._mixer.stream()
            next(stream)
            device.start(stream)
        except Exception as exc:  # no sound card, no backend: play on in silence
            self.failed = _reason(exc)
            print(f"mahjong-desktop: no sound ({self.failed}); playing silently", file=sys.stderr)
            return
        while (item := self._queue.get()) is not None:
            cue, volume = item
            try:
                samples = self._cache.get(cue) or self._cache.setdefault(cue, load_cue(cue))
            except (OSError, ValueError) as exc:
                print(f"mahjong-desktop: sound {cue.value}: {exc}", file=sys.stderr)
                continue
            self._mixer.add(samples, volume)
        device.close()


def _reason(exc: Exception) -> str:
    """miniaudio raises ``MiniaudioError(("failed to init device", -401))``: show it plainly."""
    parts = exc.args[0] if len(exc.args) == 1 and isinstance(exc.args[0], tuple) else exc.args
    return ", ".join(str(p) for p in parts) or type(exc).__name__


def open_sink() -> SoundSink:
    """The real player unless sound is switched off by ``MAHJONG_DESKTOP_SOUND=off`` or
    ``miniaudio`` is missing (both: silence)."""
    if os.environ.get(SOUND_ENV, "").lower() in ("off", "0", "no"):
        return NullSink()
    try:
        import miniaudio
    except ImportError:
        print("mahjong-desktop: miniaudio is not installed; playing silently", file=sys.stderr)
        return NullSink()
    return MiniaudioSink(miniaudio)


class TableSound:
    """The window's sound: volume and mute from the settings, cues from the engine's updates."""

    def __init__(self, sink: SoundSink, settings: Settings) -> None:
        self.sink = sink
        self.volume = 0.0
        self.configure(settings)

    def configure(self, settings: Settings) -> None:
        self.volume = 0.0 if settings.sound_muted else settings.sound_volume / 100

    def on_update(self, update: Any) -> None:
        """Slot for ``Controller.updated`` (an ``Update``: its events and the seat's view)."""
        if self.volume <= 0:
            return
        for cue in cues_for(update.events, update.view.seat):
            self.sink.play(cue, self.volume)
