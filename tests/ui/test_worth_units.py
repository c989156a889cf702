"""The coach's worths as a player reads them — the hint line, 复盘 and the drill window — in the
units of the score plates: 临安's × 100 in 胡 (its plates count 胡 × 底注, the coach stakes), the
other regions' unchanged in points (分); in English and in Chinese."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from mahjong_desktop.ai.coach import advise
from mahjong_desktop.ai.levels import make_player
from mahjong_desktop.drills.generate import generate
from mahjong_desktop.drills.kinds import Kind
from mahjong_desktop.engine.actions import Discard
from mahjong_desktop.engine.game import Game
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.storage.hand_record import HandRecord, record_of
from mahjong_desktop.storage.players import COMPUTER_STREAM, DecisionSeeded
from mahjong_desktop.tiles import parse_one
from mahjong_desktop.ui.dialogs.review import ReviewDialog
from mahjong_desktop.ui.drills.practice import Outcome
from mahjong_desktop.ui.drills.words import answer_html
from mahjong_desktop.ui.history.replay_window import ReplayWindow
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from mahjong_desktop.ui.shell.i18n import Translations
from mahjong_desktop.ui.table.coach_line import coach_text, make_coach
from tests.helpers.worth_positions import first_turn

WAIT = 60_000  # ms; a safety net against a hung test, not a speed requirement


@pytest.fixture(params=["en", "zh_CN"])
def language(request: pytest.FixtureRequest, qapp: object) -> Iterator[str]:
    translations = Translations(QCoreApplication.instance())  # type: ignore[arg-type]
    assert translations.install(request.param)
    try:
        yield request.param
    finally:
        translations.install("en")


def test_the_hint_line_says_linans_worth_in_hu(language: str) -> None:
    rules, view = first_turn("linan")
    best = advise(view, rules).discards[0]
    hu = round(100 * best.expected_points)
    line = coach_text(make_coach(rules)(view), language == "zh_CN")
    if language == "en":
        assert f"{hu} 胡 expected" in line and "points" not in line
    else:
        assert f"预期 {hu} 胡" in line and "分" not in line


def test_the_hint_line_keeps_lincangs_points(language: str) -> None:
    rules, view = first_turn("lincang")
    best = advise(view, rules).discards[0]
    line = coach_text(make_coach(rules)(view), language == "zh_CN")
    if language == "en":
        assert f"{best.expected_points:.2f} points expected" in line
    else:
        assert f"预期 {best.expected_points:.2f} 分" in line


@pytest.mark.parametrize("region_id", ["linan", "lincang"])
def test_the_review_gives_what_was_given_up_in_the_plates_units(
    qtbot: QtBot, language: str, region_id: str
) -> None:
    rules, view = first_turn(region_id)
    # Breaking the 东 triplet: a discard the coach rates well below its own.
    taken = Discard(0, parse_one("1z"))
    dialog = ReviewDialog([(view, taken)], rules, lambda t: t, language, 1)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.review is not None, timeout=WAIT)
    result = dialog.review
    assert result is not None
    (item,) = result.items
    assert item.loss is not None and item.loss > 0.05
    text = dialog.browser.toPlainText()
    if region_id == "linan":
        total = f"{round(100 * result.given_up)} 胡"
        each = f"{round(100 * item.loss)}"
        header = "Given up (胡)" if language == "en" else "少得（胡）"
    else:
        total = f"{result.given_up:.2f} " + ("points" if language == "en" else "分")
        each = f"{item.loss:.2f}"
        header = "Given up (points)" if language == "en" else "少得（分）"
    said = f"gave up {total} in all." if language == "en" else f"一共少得 {total}。"
    assert said in text and header in text
    assert each in text.split(header, 1)[1]  # the decision's row, below the header


@pytest.mark.parametrize("region_id", ["linan", "lincang"])
def test_the_drill_window_shows_worths_and_risk_in_the_plates_units(
    language: str, region_id: str
) -> None:
    (drill,) = generate(region_id, {}, seed=1, count=1, kinds={Kind.DISCARD})
    html = answer_html(Outcome(drill, drill.best.name, True), language)
    unit = drill.unit
    if region_id == "linan":
        word = "胡"
        assert unit.scale == 100
        assert "胡" in drill.reason_en and "points" not in drill.reason_en
        assert "胡" in drill.reason_zh and "分" not in drill.reason_zh
    else:
        word = "points" if language == "en" else "分"
        assert unit.scale == 1
    heads = (
        (f"Worth ({word})", f"Deal-in risk ({word})")
        if language == "en"
        else (f"价值（{word}）", f"放炮风险（{word}）")
    )
    assert all(f"<th>{h}</th>" in html for h in heads)
    for c in drill.choices:
        shown = f"{100 * c.value:.0f}" if region_id == "linan" else f"{c.value:.2f}"
        assert f"<td>{shown}</td>" in html


def _kept_linan_hand() -> HandRecord:
    """A 临安 hand where the player (seat 0) played at random: most of its choices differ from
    the coach's."""
    region = load_region("linan", {})
    game = Game(region, 5, 0)
    me = make_player("random", region, 5)
    others = [DecisionSeeded("normal", region, 5, s, COMPUTER_STREAM) for s in range(4)]
    while not game.is_over:
        seat = game.waiting_for()[0]
        view = game.view(seat)
        game.apply(me.choose(view, view.legal) if seat == 0 else others[seat](view))
    return record_of(game, "s", 0, "2026-12-01T20:00:00", 0, (None, "normal", "normal", "normal"))


def test_the_replays_verdict_gives_linans_loss_in_hu(qtbot: QtBot, language: str) -> None:
    replay = ReplayWindow(_kept_linan_hand(), RulesetCatalog(), language, None)
    qtbot.addWidget(replay)
    about = "gives up about" if language == "en" else "约少得"
    for step in replay.line.decisions():
        replay.go_to(step)
        replay.show_verdict()
        (item,) = replay.verdicts[step]
        if item.loss is not None and item.loss >= 0.05:
            break
    else:  # pragma: no cover - the assertion reports it
        raise AssertionError("the random player never gave up a worth the coach could name")
    caption = replay.caption.text()
    assert f"{about} {round(100 * item.loss)} 胡" in caption
