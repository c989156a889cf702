"""Table sounds: a cue for each event kind, volume and mute, silence under test, a player that
fails soft without a sound device, and the committed sound files."""

from __future__ import annotations

import importlib
import sys
import types
import wave
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from mahjong_desktop.engine.events import (
    Dealt,
    Discarded,
    DrawSource,
    Drew,
    Event,
    HandStarted,
    Melded,
    RegionMoved,
    Won,
)
from mahjong_desktop.rules.hand_facts import Meld, MeldKind
from mahjong_desktop.storage.settings import (
    AnimationSpeed,
    Settings,
    settings_from_json,
    settings_to_json,
)
from mahjong_desktop.tiles import parse
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from mahjong_desktop.ui.shell.app import AppParts
from mahjong_desktop.ui.table import sound
from mahjong_desktop.ui.table.sound import (
    MAX_VOICES,
    SOUND_ENV,
    Cue,
    MiniaudioSink,
    Mixer,
    NullSink,
    TableSound,
    cues_for,
    load_cue,
    open_sink,
)
from tests.helpers.app_windows import app_on, connect_at_start

ROOT = Path(__file__).resolve().parents[2]
WAIT = 30_000  # ms; a safety net against a hung test, not a speed requirement
T = parse("5m")[0]


class RecordingSink:
    def __init__(self) -> None:
        self.played: list[tuple[Cue, float]] = []

    def play(self, cue: Cue, volume: float) -> None:
        self.played.append((cue, volume))


@dataclass
class FakeUpdate:
    events: tuple[Event, ...]
    view: object


@dataclass
class FakeView:
    seat: int


def meld(kind: MeldKind, text: str) -> Melded:
    return Melded(1, Meld(kind, tuple(parse(text)), 0 if kind is not MeldKind.THROW else None))


# -- which cue for which event --------------------------------------------------------------------


def test_own_draw_clicks_and_others_draws_are_silent() -> None:
    assert cues_for([Drew(0, T, DrawSource.WALL)], seat=0) == [Cue.DRAW]
    assert cues_for([Drew(2, None, DrawSource.WALL)], seat=0) == []


def test_every_discard_knocks() -> None:
    assert cues_for([Discarded(3, T, False)], seat=0) == [Cue.DISCARD]


@pytest.mark.parametrize(
    ("kind", "tiles", "word"),
    [
        (MeldKind.PONG, "555m", Cue.SAY_PENG),
        (MeldKind.CHOW, "345m", Cue.SAY_CHI),
        (MeldKind.KONG, "5555m", Cue.SAY_GANG),
        (MeldKind.ADDED_KONG, "5555m", Cue.SAY_GANG),
        (MeldKind.CONCEALED_KONG, "5555m", Cue.SAY_GANG),
    ],
)
def test_a_claim_is_laid_down_and_named(kind: MeldKind, tiles: str, word: Cue) -> None:
    assert cues_for([meld(kind, tiles)], seat=0) == [Cue.CLAIM, word]


def test_bao_ting_and_shuai_are_spoken_and_choosing_a_mode_is_not() -> None:
    assert cues_for([RegionMoved(1, "declare_ready", (T,))], seat=0) == [Cue.SAY_BAOTING]
    throw = [RegionMoved(1, "throw", tuple(parse("567m"))), meld(MeldKind.THROW, "567m")]
    assert cues_for(throw, seat=0) == [Cue.SAY_SHUAI, Cue.CLAIM]
    assert cues_for([RegionMoved(0, "choose_mode:san_bao", ())], seat=0) == []


def test_a_win_chimes_and_says_hu() -> None:
    won = Won(2, T, "discard", 1, None, False, ())
    assert cues_for([won], seat=0) == [Cue.WIN, Cue.SAY_HU]


def test_many_alike_events_in_one_update_are_one_cue_each() -> None:
    wins = [Won(s, T, "self_draw", None, None, False, ()) for s in (1, 2, 1, 3)]
    assert cues_for(wins, seat=0) == [Cue.WIN, Cue.SAY_HU]


def test_the_deal_and_hand_start_are_silent() -> None:
    start = HandStarted(0, 0, (3, 4), 0, 2, parse("E")[0])
    assert cues_for([start, Dealt(0, (), 13)], seat=0) == []


# -- volume, mute, the window's hook --------------------------------------------------------------


def test_volume_scales_and_mute_silences() -> None:
    sink = RecordingSink()
    table = TableSound(sink, Settings(sound_volume=40))
    update = FakeUpdate((Discarded(1, T, False),), FakeView(0))
    table.on_update(update)
    assert sink.played == [(Cue.DISCARD, 0.4)]
    table.configure(Settings(sound_volume=40, sound_muted=True))
    table.on_update(update)
    table.configure(Settings(sound_volume=0))
    table.on_update(update)
    assert sink.played == [(Cue.DISCARD, 0.4)]


@pytest.fixture
def window_parts(qtbot: QtBot, tmp_path: Path) -> Iterator[AppParts]:
    settings = Settings(region="lincang", animation_speed=AnimationSpeed.INSTANT)
    parts = app_on(qtbot, tmp_path, settings)
    yield parts
    parts.window.stop_game()


def test_the_window_plays_the_cues_of_the_engines_events(
    qtbot: QtBot, window_parts: AppParts, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = window_parts.window
    sink = RecordingSink()
    window.sound.sink = sink
    seen: list[Cue] = []
    connect_at_start(monkeypatch, "updated", lambda u: seen.extend(cues_for(u.events, u.view.seat)))
    assert window.start_game(seed=4, human=False, hands=1, auto_next_hand=True)
    controller = window.controller
    assert controller is not None
    qtbot.waitUntil(lambda: not controller.running, timeout=WAIT)
    # One emit posts one event per connected slot, and the window may deliver the sink's before
    # the worker has posted ``seen``'s. The worker has ended, so nothing more is posted: deliver
    # every event still waiting before comparing (without this the last update raced).
    QCoreApplication.sendPostedEvents()
    played = [cue for cue, _ in sink.played]
    assert Cue.DISCARD in played and Cue.DRAW in played
    assert played == seen  # every update's cues, in the order the engine sent them
    assert all(volume == pytest.approx(0.7) for _, volume in sink.played)  # the default 70 %


# -- silence under test, failing soft -------------------------------------------------------------


def test_the_test_suite_makes_no_sound(window_parts: AppParts) -> None:
    import os

    assert os.environ.get(SOUND_ENV) == "off"
    assert isinstance(open_sink(), NullSink)
    assert isinstance(window_parts.window.sound.sink, NullSink)


def test_without_the_switch_the_real_player_is_used(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = types.ModuleType("miniaudio")
    opened: list[int] = []

    class Device:
        def __init__(self, **kwargs: object) -> None:
            opened.append(1)
            raise RuntimeError("no backend")

    fake.PlaybackDevice = Device  # type: ignore[attr-defined]
    fake.SampleFormat = types.SimpleNamespace(SIGNED16=1)  # type: ignore[attr-defined]
    monkeypatch.delenv(SOUND_ENV)
    monkeypatch.setitem(sys.modules, "miniaudio", fake)
    sink = open_sink()
    assert isinstance(sink, MiniaudioSink)
    sink._thread.join(WAIT / 1000)
    assert opened == [1]


def test_no_sound_device_means_silence_and_one_notice(capsys: pytest.CaptureFixture[str]) -> None:
    class NoDevice:
        SampleFormat = types.SimpleNamespace(SIGNED16=1)

        def PlaybackDevice(self, **kwargs: object) -> None:  # miniaudio's name
            raise OSError("no playback device")

    sink = MiniaudioSink(NoDevice())
    sink._thread.join(WAIT / 1000)
    for cue in Cue:
        sink.play(cue, 1.0)  # never raises, never blocks
    assert sink.failed == "no playback device"
    assert capsys.readouterr().err.count("no sound") == 1


def test_miniaudios_error_is_shown_plainly(capsys: pytest.CaptureFixture[str]) -> None:
    class Failing:
        SampleFormat = types.SimpleNamespace(SIGNED16=1)

        def PlaybackDevice(self, **kwargs: object) -> None:
            raise RuntimeError(("failed to init device", -401))

    sink = MiniaudioSink(Failing())
    sink._thread.join(WAIT / 1000)
    assert "no sound (failed to init device, -401)" in capsys.readouterr().err


def test_a_real_player_run_on_this_machine_never_raises() -> None:
    """With the real miniaudio (whatever devices this machine has, often none)."""
    miniaudio = pytest.importorskip("miniaudio")
    sink = MiniaudioSink(miniaudio)
    sink.play(Cue.DISCARD, 0.0)
    sink.play(Cue.WIN, 0.0)
    if sink._thread.is_alive():  # a device opened (or is opening): close it again
        sink.close()


# -- the mixer ------------------------------------------------------------------------------------


def test_the_mixer_sums_scales_and_clips() -> None:
    from array import array

    mixer = Mixer()
    mixer.add(array("h", [1000, 2000, 30000]), 0.5)
    mixer.add(array("h", [1000, 30000]), 1.0)
    assert list(mixer.block(4)) == [1500, 31000, 15000, 0]
    mixer.add(array("h", [30000]), 1.0)
    mixer.add(array("h", [30000]), 1.0)
    assert list(mixer.block(1)) == [32767]


def test_the_mixer_keeps_only_the_newest_voices() -> None:
    from array import array

    mixer = Mixer()
    for k in range(MAX_VOICES + 2):
        mixer.add(array("h", [k + 1]), 1.0)
    assert list(mixer.block(1)) == [sum(range(3, MAX_VOICES + 3))]


# -- settings -------------------------------------------------------------------------------------


def test_volume_and_mute_are_saved_and_read_back() -> None:
    settings = Settings(sound_volume=25, sound_muted=True)
    back, problems = settings_from_json(settings_to_json(settings), lambda r: None)  # type: ignore[arg-type,return-value]
    assert problems == []
    assert (back.sound_volume, back.sound_muted) == (25, True)


@pytest.mark.parametrize("value", [101, -1, "50", True, 5.5])
def test_a_bad_volume_falls_back_and_is_reported(value: object) -> None:
    data = settings_to_json(Settings()) | {"sound_volume": value}
    back, problems = settings_from_json(data, lambda r: None)  # type: ignore[arg-type,return-value]
    assert back.sound_volume == Settings().sound_volume
    assert [p.key for p in problems] == ["sound_volume"]
    assert "0 to 100" in problems[0].detail


def test_a_bad_mute_falls_back_and_is_reported() -> None:
    data = settings_to_json(Settings()) | {"sound_muted": "yes"}
    back, problems = settings_from_json(data, lambda r: None)  # type: ignore[arg-type,return-value]
    assert back.sound_muted is False
    assert [p.key for p in problems] == ["sound_muted"]


def test_the_settings_dialog_edits_volume_and_mute(qtbot: QtBot) -> None:
    from mahjong_desktop.ui.dialogs.settings import SettingsDialog

    dialog = SettingsDialog(replace(Settings(), sound_volume=30), RulesetCatalog(), "en")
    qtbot.addWidget(dialog)
    assert dialog.volume_slider.value() == 30
    assert dialog.volume_label.text() == "30 %"
    dialog.volume_slider.setValue(55)
    dialog.mute_check.setChecked(True)
    assert not dialog.volume_slider.isEnabled()
    result = dialog.result_settings()
    assert (result.sound_volume, result.sound_muted) == (55, True)


# -- the sound files ------------------------------------------------------------------------------


def test_every_cue_has_a_small_file_the_player_can_read() -> None:
    total = 0
    for cue in Cue:
        samples = load_cue(cue)
        assert 0.05 < len(samples) / sound.RATE < 1.5, cue  # short enough to never lag the table
        assert max(abs(v) for v in samples) > 3000, cue  # audible
        total += (ROOT / "resources" / "sounds" / f"{cue.value}.wav").stat().st_size
    assert total < 400_000


def test_the_effects_are_what_the_script_makes(tmp_path: Path) -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:  # tools/ is not a package: the script is imported from its folder, as it runs there
        make_sounds = importlib.import_module("make_sounds")
    finally:
        sys.path.remove(str(ROOT / "tools"))
    assert make_sounds.main(["--effects-only", "--out", str(tmp_path)]) == 0
    for name in ("draw", "discard", "claim", "win"):
        made = (tmp_path / f"{name}.wav").read_bytes()
        assert made == (ROOT / "resources" / "sounds" / f"{name}.wav").read_bytes(), name
        with wave.open(str(tmp_path / f"{name}.wav")) as wav:
            assert (wav.getnchannels(), wav.getsampwidth()) == (1, 2)
    assert set(make_sounds.WORDS) == {c.value for c in Cue if c.value.startswith("say_")}


def test_a_cue_reaches_the_device_through_the_real_player(monkeypatch: pytest.MonkeyPatch) -> None:
    """miniaudio's NULL backend consumes audio like a sound card would, without one."""
    import functools
    import threading

    miniaudio = pytest.importorskip("miniaudio")
    heard = threading.Event()
    block = Mixer.block

    def watched(self: Mixer, frames: int) -> object:
        out = block(self, frames)
        if any(out):
            heard.set()
        return out

    monkeypatch.setattr(Mixer, "block", watched)
    null = types.SimpleNamespace(
        SampleFormat=miniaudio.SampleFormat,
        PlaybackDevice=functools.partial(
            miniaudio.PlaybackDevice, backends=[miniaudio.Backend.NULL]
        ),
    )
    sink = MiniaudioSink(null)
    sink.play(Cue.SAY_HU, 0.5)
    assert heard.wait(WAIT / 1000), sink.failed
    assert sink.failed is None
    sink.close()
    assert not sink._thread.is_alive()
