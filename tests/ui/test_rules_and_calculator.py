"""The rules page of each region (Help menu and settings) and the hand calculator."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from mahjong_desktop.rules.hand_facts import MeldKind, WinBy
from mahjong_desktop.rules.ruleset import available_regions, load_ruleset
from mahjong_desktop.rules.score_json import score_json
from mahjong_desktop.storage.settings import Language, Settings
from mahjong_desktop.storage.settings_store import SettingsStore
from mahjong_desktop.tiles import parse, parse_one
from mahjong_desktop.ui.dialogs.calculator import HandCalculator
from mahjong_desktop.ui.dialogs.rules import RulesDialog, rules_text
from mahjong_desktop.ui.dialogs.settings import SettingsDialog, select_data
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from mahjong_desktop.ui.shell.app import AppParts, build

SHIPPED = ("lincang", "linfen", "lanzhou", "shangrao", "linan")


@pytest.mark.parametrize("region", SHIPPED)
def test_every_region_has_a_rules_text_in_both_languages(region: str) -> None:
    zh, en = rules_text(region, "zh_CN"), rules_text(region, "en")
    assert zh and en and zh != en
    assert "## " in zh and "## " in en
    # Each text is in its own language: the English headings are English.
    headings = [line for line in en.splitlines() if line.startswith("## ")]
    assert headings and all(any("a" <= c <= "z" for c in h) for h in headings)


def test_the_rules_page_shows_the_text_description_and_current_options(qtbot: QtBot) -> None:
    catalog = RulesetCatalog()
    ruleset = load_ruleset("lincang")
    key, decl = next(iter(ruleset.options.items()))
    values = {key: decl.default}
    for language, words in (("en", "No chow"), ("zh_CN", "不能吃")):
        dialog = RulesDialog(catalog, "lincang", lambda rs: values, language)
        qtbot.addWidget(dialog)
        text = dialog.plain_text()
        assert words in text
        assert ruleset.name(language) in text
        assert decl.label(language) in text
        assert (ruleset.description_zh if language == "zh_CN" else ruleset.description_en)[
            :20
        ] in text


def test_the_rules_page_switches_region(qtbot: QtBot) -> None:
    catalog = RulesetCatalog()
    dialog = RulesDialog(catalog, "lincang", lambda rs: rs.defaults(), "en")
    qtbot.addWidget(dialog)
    assert "linan" in available_regions()
    select_data(dialog.region_combo, "linan")
    assert "财神" in dialog.plain_text() and "No chow" not in dialog.plain_text()
    assert "Lin'an" in dialog.windowTitle()


@pytest.fixture
def parts(qtbot: QtBot, tmp_path: Path) -> Iterator[AppParts]:
    store = SettingsStore(tmp_path / "settings.json")
    store.save(Settings(region="lincang", language=Language.EN))
    built = build(["test"], store, RulesetCatalog(), cjk_font_available=True)
    qtbot.addWidget(built.window)
    yield built
    built.translations.install("en")


def test_rules_open_from_the_help_menu_and_from_the_settings(
    qtbot: QtBot, parts: AppParts, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[str] = []

    def record(dialog: QDialog) -> int:
        opened.append(dialog.plain_text() if isinstance(dialog, RulesDialog) else "")
        return 0

    monkeypatch.setattr(RulesDialog, "exec", record)
    parts.window.rules_action.trigger()
    assert opened and "No chow" in opened[0]
    settings = SettingsDialog(parts.window.settings, parts.window.catalog, "en")
    qtbot.addWidget(settings)
    select_data(settings.region_combo, "linan")
    settings.rules_button.click()
    assert len(opened) == 2 and "财神" in opened[1]


def click_tiles(qtbot: QtBot, calc: HandCalculator, notation: str) -> None:
    for kind in parse(notation):
        qtbot.mouseClick(calc.palette_buttons[kind], Qt.MouseButton.LeftButton)


def test_the_calculator_scores_a_picked_hand_like_the_score_command(qtbot: QtBot) -> None:
    calc = HandCalculator(RulesetCatalog(), "lincang", {}, "en")
    qtbot.addWidget(calc)
    # 清一色 + 碰碰胡 won on a discard: the seed's example, 4 × 2 = 8 from the discarder.
    click_tiles(qtbot, calc, "111222444m")
    qtbot.mouseClick(calc.mode_buttons[MeldKind.PONG], Qt.MouseButton.LeftButton)
    click_tiles(qtbot, calc, "6m")
    qtbot.mouseClick(calc.mode_buttons[None], Qt.MouseButton.LeftButton)
    assert "more tile" in calc.result_view.toPlainText()
    click_tiles(qtbot, calc, "88m")
    select_data(calc.win_by_combo, WinBy.DISCARD)
    assert calc.hand.win_tile == parse_one("8m")
    text = calc.result_view.toPlainText()
    expected = score_json(calc.hand_json())
    assert expected["legal"] and expected["total"] == 2
    assert expected["pays"] == {"discarder": 8, "other": 0}
    assert "Legal win" in text and "discarder pays 8" in text
    for item in expected["items"]:
        assert item["name_en"] in text

    # Taking a tile back (click it in the hand row) leaves 13 tiles: no score any more.
    first = calc._hand_buttons[0]
    qtbot.mouseClick(first, Qt.MouseButton.LeftButton)
    assert calc.hand.size == 13 and "more tile" in calc.result_view.toPlainText()


def test_the_calculator_says_why_a_hand_is_not_a_win(qtbot: QtBot) -> None:
    calc = HandCalculator(RulesetCatalog(), "lincang", {}, "en")
    qtbot.addWidget(calc)
    click_tiles(qtbot, calc, "123m456p789s234s55p")  # a plain hand
    select_data(calc.win_by_combo, WinBy.DISCARD)
    assert "Not a legal win" in calc.result_view.toPlainText()
    assert "self-drawn" in calc.result_view.toPlainText()  # the scorer's own reason
    select_data(calc.win_by_combo, WinBy.SELF_DRAW)
    assert "Each other player pays 1" in calc.result_view.toPlainText()


def test_the_calculator_opens_from_the_help_menu(
    parts: AppParts, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[HandCalculator] = []

    def opened_instead(dialog: HandCalculator) -> int:
        opened.append(dialog)
        return 0

    monkeypatch.setattr(HandCalculator, "exec", opened_instead)
    parts.window.calculator_action.trigger()
    assert len(opened) == 1 and opened[0].current_region() == "lincang"


def test_the_calculator_refuses_robbing_a_declared_players_kong_in_lanzhou(qtbot: QtBot) -> None:
    """兰州 seed rule 12: "玩家聽牌之後，可以槓但別人不能搶槓" — with the robbed konger marked as
    declared ready (the discarder's 报听 box), the calculator says the win is not legal."""
    calc = HandCalculator(RulesetCatalog(), "lanzhou", {}, "en")
    qtbot.addWidget(calc)
    click_tiles(qtbot, calc, "567z123m456m89p55s7p")  # 中发白, three runs, 55s; robbed on 7p
    select_data(calc.win_by_combo, WinBy.ROBBED_KONG)
    calc.ready_check.setChecked(True)
    assert "Legal win" in calc.result_view.toPlainText()
    calc.discarder_ready_check.setChecked(True)
    text = calc.result_view.toPlainText()
    assert "Not a legal win" in text and "可以槓但別人不能搶槓" in text
    assert calc.hand_json()["discarder_declared_ready"] is True


def test_the_calculator_shows_a_linan_tai_item_in_tai(qtbot: QtBot) -> None:
    """Issue 29 point 12: "硬胡（台） 1 胡" — a 台 item shows 台."""
    calc = HandCalculator(RulesetCatalog(), "linan", {}, "zh_CN")
    qtbot.addWidget(calc)
    result = {
        "legal": True,
        "unit": "胡",
        "total": 300,
        "items": [
            {"id": "peng", "name": "碰", "name_en": "碰", "value": 4, "kind": "hu", "unit": "胡"},
            {"id": "tai_ying_hu", "name": "硬胡（台）", "name_en": "硬胡", "value": 1,
             "kind": "pattern", "unit": "台"},
        ],
    }  # fmt: skip
    html = calc.result_html(result)
    assert "1 台" in html and "1 胡" not in html and "4 胡" in html
