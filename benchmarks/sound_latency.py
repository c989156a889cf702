"""How long a table sound takes from ``play()`` to its first samples leaving the mixer.

Runs the game's own ``MiniaudioSink`` on miniaudio's NULL backend (a device that consumes audio
in real time without a sound card), so it measures what the program adds: the queue hop, the WAV
decode on first use, the mix, and the device buffer. A real card adds its own output latency.

    python benchmarks/sound_latency.py [--rounds 20]
"""

from __future__ import annotations

import argparse
import functools
import statistics
import threading
import time
import types
from array import array

import miniaudio

from mahjong_desktop.ui.table import sound
from mahjong_desktop.ui.table.sound import BUFFER_MS, Cue, MiniaudioSink, load_cue


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=20)
    args = parser.parse_args()

    decode = []
    for cue in Cue:
        start = time.perf_counter()
        load_cue(cue)
        decode.append((time.perf_counter() - start) * 1000)
    print(f"decode one WAV: median {statistics.median(decode):.2f} ms, max {max(decode):.2f} ms")

    heard = threading.Event()
    block = sound.Mixer.block

    def watched(self: sound.Mixer, frames: int) -> array:
        out = block(self, frames)
        if any(out):
            heard.set()
        return out

    sound.Mixer.block = watched  # type: ignore[method-assign]
    null = types.SimpleNamespace(
        SampleFormat=miniaudio.SampleFormat,
        PlaybackDevice=functools.partial(
            miniaudio.PlaybackDevice, backends=[miniaudio.Backend.NULL]
        ),
    )
    sink = MiniaudioSink(null)
    time.sleep(0.5)  # the device opens in its own thread
    assert sink.failed is None, sink.failed
    calls, delays = [], []
    for _ in range(args.rounds):
        heard.clear()
        start = time.perf_counter()
        sink.play(Cue.DISCARD, 1.0)
        calls.append((time.perf_counter() - start) * 1000)
        heard.wait(2)
        delays.append((time.perf_counter() - start) * 1000)
        time.sleep(0.3)  # let the click end
    sink.close()
    print(f"play() returns after: median {statistics.median(calls) * 1000:.0f} µs")
    print(
        f"play() to first mixed samples ({BUFFER_MS} ms buffer): median "
        f"{statistics.median(delays):.1f} ms, max {max(delays):.1f} ms over {args.rounds}"
    )


if __name__ == "__main__":
    main()
