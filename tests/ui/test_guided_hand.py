"""Issue 31 point 2, the guided first hand, played in the real window with keys and clicks: in each
region's seeded first hand every step of its tour shows at its moment, in the player's language,
beside a tile or a button that is on the table and not under the callout; the coach's reason joins
the steps about a decision; Esc skips the tour for good; Help › Guided first hand brings it back."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from pytestqt.qtbot import QtBot

from mahjong_desktop.ai.basic import BasicPlayer
from mahjong_desktop.engine.actions import Discard
from mahjong_desktop.storage.settings import Language
from mahjong_desktop.ui.session.controller import HandResult
from mahjong_desktop.ui.shell.main_window import MainWindow
from mahjong_desktop.ui.table.page import TablePage
from mahjong_desktop.ui.table.tour import Target, TourStep
from tests.helpers.play_driver import WAIT, answer_by_keys, make_active, shown_app
from tests.helpers.tour_hands import TOUR_SEEDS, TourHand, play_tour_hand, tour_settings


@pytest.fixture(autouse=True)
def guided_games(guided: None) -> None:
    """Every game in this file is guided as a player's is (tests/ui/conftest.py)."""


def _answer(qtbot: QtBot, page: TablePage, player: BasicPlayer) -> None:
    """What the seeded player answers, given as a person would: ←/→ and Enter for a discard, a
    click on the claim bar's button for anything else."""
    asking = page.asking
    assert asking is not None
    action = player(asking)
    page.setFocus()
    if isinstance(action, Discard):
        qtbot.keyClick(page, Qt.Key.Key_Left)
        for _ in range(20):
            if page.scene.keyboard_choice() == action.tile:
                break
            qtbot.keyClick(page, Qt.Key.Key_Right)
        assert page.scene.keyboard_choice() == action.tile
        qtbot.keyClick(page, Qt.Key.Key_Return)
    else:
        bar = page.claim_bar
        qtbot.mouseClick(bar.buttons[bar.offered.index(action)], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.asking is not asking, timeout=WAIT)


def _check_callout(qtbot: QtBot, page: TablePage, expected: TourStep, zh: bool) -> None:
    overlay = page.tour_overlay
    callout = overlay.callout
    assert callout.isVisible() and overlay.marks.isVisible()
    assert callout.text.text() == expected.text(zh)
    assert callout.heading.text() == ("新手引导" if zh else "Guided first hand")
    assert callout.next_button.text() == ("下一步 [N]" if zh else "Next [N]")
    if expected.with_coach:
        qtbot.waitUntil(lambda: bool(callout.coach.text()), timeout=WAIT)
        assert callout.coach.isVisible()
        assert callout.coach.text().startswith("教练：" if zh else "Coach: ")
    if zh:  # no English word in what a Chinese player reads
        words = " ".join((callout.text.text(), callout.coach.text(), callout.heading.text()))
        assert re.search("[A-Za-z]{2,}", words) is None, words
    # It points at something on the table, and does not cover it.
    target = overlay.target_rect
    assert target is not None and not target.isEmpty()
    assert page.rect().contains(target)
    assert not callout.geometry().intersects(target)
    assert page.rect().contains(callout.geometry())
    if expected.pointer.target is Target.CLAIM_BAR:
        bar = page.claim_bar
        assert bar.isVisible()
        assert target == QRect(bar.mapTo(page, bar.rect().topLeft()), bar.size())
    elif expected.pointer.target is not Target.CENTRE:
        assert page.tour_overlay.scene.tiles_where(lambda key: True)  # tiles are laid out


def _play_guided_hand(
    qtbot: QtBot, window: MainWindow, expected: TourHand, zh: bool
) -> tuple[list[str], list[HandResult]]:
    page = window.table_page
    overlay = page.tour_overlay
    finished: list[HandResult] = []
    page.hand_finished.connect(finished.append)
    window.new_game_action.trigger()  # Game › New game with the saved settings
    qtbot.waitUntil(lambda: window.controller is not None, timeout=WAIT)
    assert window.human_seat is not None
    player = BasicPlayer(window.human_seat)
    steps = {step.id: step for step, _ in expected.fired}
    shown: list[str] = []

    def new_callout() -> bool:
        current = overlay.current
        return current is not None and (not shown or shown[-1] != current.id)

    while True:
        qtbot.waitUntil(
            lambda: (
                bool(finished)
                or new_callout()
                or (page.asking is not None and overlay.current is None)
            ),
            timeout=WAIT,
        )
        current = overlay.current
        if current is not None and new_callout():
            shown.append(current.id)
            _check_callout(qtbot, page, steps[current.id], zh)
            qtbot.mouseClick(overlay.callout.next_button, Qt.MouseButton.LeftButton)
            continue
        if finished:
            return shown, finished
        _answer(qtbot, page, player)


@pytest.mark.parametrize("language", [Language.ZH_CN, Language.EN])
@pytest.mark.parametrize("region", sorted(TOUR_SEEDS))
def test_every_step_of_the_region_shows_at_its_moment_in_the_players_language(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, region: str, language: Language
) -> None:
    settings = replace(tour_settings(region), language=language, tour_seen=())
    expected = play_tour_hand(settings, TOUR_SEEDS[region])
    assert sorted(expected.ids) == sorted(expected.step_ids)  # the seed shows every step
    window = shown_app(qtbot, tmp_path, monkeypatch, settings, TOUR_SEEDS[region]).window
    shown, _ = _play_guided_hand(qtbot, window, expected, language is Language.ZH_CN)
    assert shown == expected.ids
    # Shown to its end: the region's guided hand is not offered again.
    assert region in window.settings.tour_seen
    assert region in window.store.load().settings.tour_seen
    assert not window.table_page.tour_overlay.callout.isVisible()
    window.stop_game()


def test_lanzhou_dealer_choosing_the_mode_is_guided_on_the_claim_bar_with_the_coach(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    base = tour_settings("lanzhou", {"mode": "dealer_chooses"})
    settings = replace(base, language=Language.ZH_CN, tour_seen=())
    expected = play_tour_hand(settings, TOUR_SEEDS["lanzhou"])
    mode = next(step for step, _ in expected.fired if step.id == "mode")
    assert mode.pointer.target is Target.CLAIM_BAR and mode.with_coach
    window = shown_app(qtbot, tmp_path, monkeypatch, settings, TOUR_SEEDS["lanzhou"]).window
    shown, _ = _play_guided_hand(qtbot, window, expected, zh=True)
    assert shown == expected.ids and shown[0] == "mode"
    window.stop_game()


def test_esc_skips_the_tour_and_the_next_game_is_not_guided(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = replace(tour_settings("lincang"), language=Language.EN, tour_seen=())
    window = shown_app(qtbot, tmp_path, monkeypatch, settings, TOUR_SEEDS["lincang"]).window
    page = window.table_page
    overlay = page.tour_overlay
    window.new_game_action.trigger()
    qtbot.waitUntil(lambda: overlay.current is not None, timeout=WAIT)
    assert overlay.current is not None and overlay.current.id == "tail_tiles"
    make_active(qtbot, page)
    page.setFocus()
    qtbot.keyClick(page, Qt.Key.Key_Escape)
    assert overlay.current is None and not overlay.callout.isVisible() and not overlay.active
    assert "lincang" in window.settings.tour_seen
    # The rest of the hand is played without a callout (the tour is over, not paused).
    finished: list[HandResult] = []
    page.hand_finished.connect(finished.append)
    while not finished:
        qtbot.waitUntil(lambda: page.asking is not None or bool(finished), timeout=WAIT)
        assert overlay.current is None
        if page.asking is not None:
            answer_by_keys(qtbot, page)
    # The next start of the region: no guided hand.
    window.stop_game()
    finished.clear()
    window.new_game_action.trigger()
    qtbot.waitUntil(lambda: page.asking is not None, timeout=WAIT)
    assert page.latest is not None and page.latest.face_up  # its first step's moment has come
    assert overlay.current is None and not overlay.active and page.pending_tour is None
    window.stop_game()


def test_help_guided_first_hand_replays_the_tour_from_the_next_hand(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = replace(
        tour_settings("lincang"), language=Language.EN, session_hands=2, tour_seen=("lincang",)
    )  # seen before: a new game is not guided
    window = shown_app(qtbot, tmp_path, monkeypatch, settings, TOUR_SEEDS["lincang"]).window
    page = window.table_page
    overlay = page.tour_overlay
    menu_texts = [a.text() for a in window.help_menu.actions()]
    assert "&Guided first hand" in menu_texts
    hands: list[HandResult] = []
    page.hand_finished.connect(hands.append)
    window.new_game_action.trigger()
    qtbot.waitUntil(lambda: page.asking is not None, timeout=WAIT)
    assert not overlay.active
    window.tour_action.trigger()  # Help › Guided first hand, during the first hand
    assert page.pending_tour is not None and not overlay.active
    while not hands:  # the first hand plays on unguided
        qtbot.waitUntil(lambda: page.asking is not None or bool(hands), timeout=WAIT)
        if hands:  # over (and the next hand, guided, may already be dealt)
            break
        assert overlay.current is None and page.latest is not None
        assert page.latest.hand_number == 0
        answer_by_keys(qtbot, page)
    # The second hand is dealt (the score screen said "next hand"): the tour guides it.
    qtbot.waitUntil(lambda: overlay.current is not None, timeout=WAIT)
    assert overlay.current is not None and overlay.current.id == "tail_tiles"
    assert page.latest is not None and page.latest.hand_number == 1
    window.stop_game()
    # With no game running, Help › Guided first hand starts one, guided.
    window.tour_action.trigger()
    qtbot.waitUntil(lambda: overlay.current is not None, timeout=WAIT)
    assert overlay.current is not None and overlay.current.id == "tail_tiles"
    assert window.controller is not None
    window.stop_game()


def test_a_language_switch_rewords_the_open_note(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = replace(tour_settings("lincang"), language=Language.EN, tour_seen=())
    expected = play_tour_hand(settings, TOUR_SEEDS["lincang"])
    steps = {step.id: step for step, _ in expected.fired}
    window = shown_app(qtbot, tmp_path, monkeypatch, settings, TOUR_SEEDS["lincang"]).window
    page = window.table_page
    overlay = page.tour_overlay
    window.new_game_action.trigger()
    qtbot.waitUntil(lambda: overlay.current is not None, timeout=WAIT)
    _check_callout(qtbot, page, steps["tail_tiles"], zh=False)
    window.apply_settings(replace(window.settings, language=Language.ZH_CN))
    _check_callout(qtbot, page, steps["tail_tiles"], zh=True)
    window.apply_settings(replace(window.settings, language=Language.EN))
    make_active(qtbot, page)
    page.setFocus()
    qtbot.keyClick(page, Qt.Key.Key_N)  # Next, from the keyboard
    assert overlay.current is None and overlay.active
    assert window.human_seat is not None
    player = BasicPlayer(window.human_seat)
    while overlay.current is None:  # on to the note that quotes the coach
        qtbot.waitUntil(
            lambda: page.asking is not None or overlay.current is not None, timeout=WAIT
        )
        if overlay.current is None:
            _answer(qtbot, page, player)
    _check_callout(qtbot, page, steps["plain_self_draw"], zh=False)
    window.apply_settings(replace(window.settings, language=Language.ZH_CN))
    _check_callout(qtbot, page, steps["plain_self_draw"], zh=True)
    window.stop_game()


def test_a_note_stops_the_time_to_discard_of_the_question_it_opens_on(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """临安's 30-second discard timer: reading the guide must not cost the player their tile."""
    settings = replace(tour_settings("linan"), language=Language.EN, tour_seen=(), discard_timer=30)
    window = shown_app(qtbot, tmp_path, monkeypatch, settings, TOUR_SEEDS["linan"]).window
    page = window.table_page
    overlay = page.tour_overlay
    window.new_game_action.trigger()  # the player deals: asked to discard with the 财神 note open
    qtbot.waitUntil(lambda: page.asking is not None and overlay.current is not None, timeout=WAIT)
    controller = window.controller
    assert controller is not None
    assert overlay.current is not None and overlay.current.id == "caishen"
    assert not page.claim_bar.timer_running and controller.discard_timer == 0
    while overlay.current is not None:  # the notes open on this question (the deal's 杠花 too)
        assert controller.discard_timer == 0
        qtbot.mouseClick(overlay.callout.next_button, Qt.MouseButton.LeftButton)
    assert controller.discard_timer == 30  # timed again from the next question
    assert not page.claim_bar.timer_running  # this one stays untimed
    window.stop_game()
