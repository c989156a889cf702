"""What the window gives the table and the worker, and what it takes from them (issue 30, point 4):
one ``TableConfig`` from one place, no reading of the worker's session, kept games without the
window."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

import mahjong_desktop.ui
from mahjong_desktop.storage.paths import DataDir
from mahjong_desktop.storage.profile import Profile
from mahjong_desktop.storage.recorder import SessionRecorder
from mahjong_desktop.storage.settings import AnimationSpeed, DiscardTimeout, Settings
from mahjong_desktop.storage.settings_store import SettingsStore
from mahjong_desktop.ui.history.kept_games import KeptGames, KeptGamesHost
from mahjong_desktop.ui.history.title_page import TitlePage
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from mahjong_desktop.ui.session.controller import STEP_DELAY, Pace
from mahjong_desktop.ui.session.game_setup import GameSetup, new_game
from mahjong_desktop.ui.session.table_config import TableConfig, table_config
from mahjong_desktop.ui.shell.app import AppParts, build
from mahjong_desktop.ui.shell.notice_bar import NoticeText

WAIT = 20_000  # ms; a safety net against a hung test, not a speed requirement


@pytest.fixture
def parts(qtbot: QtBot, tmp_path: Path) -> Iterator[AppParts]:
    store = SettingsStore(tmp_path / "settings.json")
    store.save(Settings(region="lincang", animation_speed=AnimationSpeed.NORMAL))
    built = build(["test"], store, RulesetCatalog(), cjk_font_available=True)
    qtbot.addWidget(built.window)
    built.window.show()
    yield built
    built.window.stop_game()
    built.translations.install("en")


def test_a_settings_change_and_a_new_game_give_the_table_the_same_config(
    qtbot: QtBot, parts: AppParts
) -> None:
    window = parts.window
    page = window.table_page
    assert window.start_game(seed=4)
    qtbot.waitUntil(lambda: page.latest is not None, timeout=WAIT)
    window.apply_settings(
        replace(
            window.settings,
            animation_speed=AnimationSpeed.SLOW,
            auto_win=True,
            auto_pass=True,
            claim_timer=7,
            discard_timer=9,
            discard_timeout=DiscardTimeout.DRAWN_TILE,
            base_stake=3,
        )
    )
    controller = window.controller
    assert controller is not None
    mid_game, mid_pace = page.config, controller.pace
    assert mid_game == table_config(window.settings, human_game=True, own_stake=False)
    assert mid_game == TableConfig(
        step_delay=STEP_DELAY[AnimationSpeed.SLOW],
        animate_ms=int(STEP_DELAY[AnimationSpeed.SLOW] * 1000 * 0.7),
        auto_win=True,
        auto_pass=True,
        claim_timer=7,
        discard_timer=9,
        discard_timeout=DiscardTimeout.DRAWN_TILE,
        stake=3,
    )
    assert page.scene.stake == 3  # the table shows the new stake at once, as the result does
    assert mid_pace == Pace(STEP_DELAY[AnimationSpeed.SLOW], 9.0, DiscardTimeout.DRAWN_TILE)

    assert window.start_game(seed=4)  # the same settings, from a new game
    assert window.controller is not None and window.controller is not controller
    assert page.config == mid_game
    assert window.controller.pace == mid_pace
    assert page.scene.stake == 3


def test_a_game_without_the_player_times_nobody_and_a_ruleset_stake_is_not_multiplied() -> None:
    settings = Settings(claim_timer=7, discard_timer=9, base_stake=3)
    config = table_config(settings, human_game=False, own_stake=True, speed=AnimationSpeed.FAST)
    assert (config.claim_timer, config.discard_timer, config.stake) == (0, 0, 1)
    assert config.step_delay == STEP_DELAY[AnimationSpeed.FAST]
    assert config.pace == Pace(STEP_DELAY[AnimationSpeed.FAST], 0.0, DiscardTimeout.AUTOPLAY)


def test_no_window_module_reads_the_workers_session() -> None:
    """The signals carry what the window shows; only the controller itself touches its session
    (and its recorder) — a read from the GUI thread would race the worker."""
    folder = Path(mahjong_desktop.ui.__file__).parent
    reads = re.compile(r"controller\)?\.(session|_session|_recorder)\b")
    offenders = [
        f"{path.relative_to(folder)}:{number}: {line.strip()}"
        for path in sorted(folder.rglob("*.py"))
        if path.name != "controller.py"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if reads.search(line)
    ]
    assert offenders == []
    assert reads.search("summaries = list(controller.session.summaries)")  # the check can fail


class _Host:
    """A stand-in for the window: what kept games call, recorded."""

    def __init__(self) -> None:
        self.notices: list[str] = []
        self.stopped = 0
        self.played: list[tuple[GameSetup, SessionRecorder]] = []
        self.running: SessionRecorder | None = None

    def stop(self) -> None:
        self.stopped += 1

    def notice(self, text: NoticeText) -> None:
        self.notices.append(text if isinstance(text, str) else text())

    def play(self, setup: GameSetup, recorder: SessionRecorder) -> None:
        self.played.append((setup, recorder))


def test_kept_games_need_no_window(qtbot: QtBot, tmp_path: Path) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    title = TitlePage(parent)
    profile = Profile.open(DataDir(tmp_path / "data"))
    catalog = RulesetCatalog()
    host = _Host()
    try:
        kept = KeptGames(
            KeptGamesHost(
                profile=profile,
                catalog=catalog,
                parent=parent,
                title_page=title,
                language=lambda: "en",
                interactive=lambda: False,
                add_notice=host.notice,
                stop_game=host.stop,
                play=host.play,
                recorder=lambda: host.running,
            )
        )
        assert [action.isEnabled() for action in kept.menu_actions] == [
            False,  # Continue: no session is playing yet
            True,
            True,
            True,
            True,
        ]
        assert kept.current() is None  # nothing is being played
        kept.storage_failed("the disk is full")
        assert host.notices and "the disk is full" in host.notices[-1]

        ruleset = catalog.load_or_none("lincang")
        assert ruleset is not None
        setup = new_game(Settings(region="lincang"), ruleset, 77)
        recorder = profile.start_recording(setup.header)
        recorder.close()
        kept.refresh()
        assert title.recent.count() == 1 and kept.continue_action.isEnabled()
        assert kept.continue_session(recorder.uid)
        assert host.stopped == 1  # the running game was written out before anything was read
        [(resumed, resumed_recorder)] = host.played
        assert resumed.session.seed == 77 and resumed.human_seat == setup.human_seat
        assert resumed_recorder.uid == recorder.uid
        resumed_recorder.close()
    finally:
        profile.close()
