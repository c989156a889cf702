"""The settings dialog: generated from the ruleset declarations, remembered between runs."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox
from pytestqt.qtbot import QtBot

from mahjong_desktop.rules.ruleset import parse_ruleset
from mahjong_desktop.storage.settings import (
    AiLevel,
    AnimationSpeed,
    Language,
    Opponent,
    SessionLength,
    Settings,
    TileSet,
)
from mahjong_desktop.storage.settings_store import SettingsStore
from mahjong_desktop.ui.dialogs.option_form import OptionForm
from mahjong_desktop.ui.dialogs.settings import SettingsDialog
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from tests.helpers.toy_rulesets import ALPHA


def open_dialog(
    qtbot: QtBot, settings: Settings, catalog: RulesetCatalog, language: str = "en"
) -> SettingsDialog:
    dialog = SettingsDialog(settings, catalog, language)
    qtbot.addWidget(dialog)
    return dialog


def check_box(form: OptionForm, key: str) -> QCheckBox:
    """The editor of a yes/no option (the declaration decides each option's widget)."""
    editor = form.editors[key]
    assert isinstance(editor, QCheckBox), f"{key}: {type(editor).__name__}"
    return editor


def spin_box(form: OptionForm, key: str) -> QSpinBox:
    """The editor of a number option."""
    editor = form.editors[key]
    assert isinstance(editor, QSpinBox), f"{key}: {type(editor).__name__}"
    return editor


def combo_box(form: OptionForm, key: str) -> QComboBox:
    """The editor of a choice option."""
    editor = form.editors[key]
    assert isinstance(editor, QComboBox), f"{key}: {type(editor).__name__}"
    return editor


def select(combo: QComboBox, value: object) -> None:
    index = combo.findData(value)
    assert index >= 0, f"{value!r} is not offered"
    combo.setCurrentIndex(index)


def test_each_option_type_gets_its_widget_with_declared_bounds(
    qtbot: QtBot, catalog: RulesetCatalog
) -> None:
    dialog = open_dialog(qtbot, Settings(region="alpha"), catalog)
    form = dialog.option_form
    assert form is not None
    editors = form.editors
    assert isinstance(editors["flip_tail"], QCheckBox)
    assert isinstance(editors["tail_wild"], QCheckBox)
    assert isinstance(editors["cap"], QSpinBox)
    assert (editors["cap"].minimum(), editors["cap"].maximum()) == (1, 64)
    combo = editors["multi_win"]
    assert isinstance(combo, QComboBox)
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "都胡 (all win)",
        "截胡 (first in turn only)",
    ]
    assert editors["cap"].toolTip() == "Most points one hand can score."


def test_labels_follow_the_language(qtbot: QtBot, catalog: RulesetCatalog) -> None:
    dialog = open_dialog(qtbot, Settings(region="alpha"), catalog, language="zh_CN")
    assert dialog.option_form is not None
    assert check_box(dialog.option_form, "flip_tail").text() == "翻尾牌"
    assert dialog.region_combo.currentText() == "甲地"


def test_settings_round_trip_through_the_store(
    qtbot: QtBot, catalog: RulesetCatalog, store: SettingsStore
) -> None:
    dialog = open_dialog(qtbot, Settings(region="alpha"), catalog)
    form = dialog.option_form
    assert form is not None
    qtbot.mouseClick(form.editors["tail_wild"], Qt.MouseButton.LeftButton)
    spin_box(form, "cap").setValue(16)
    select(combo_box(form, "multi_win"), "first")
    select(dialog.seat_combo, 2)
    select(dialog.level_combos[Opponent.OPPOSITE], AiLevel.HARD)
    select(dialog.level_combos[Opponent.PREVIOUS], AiLevel.EASY)
    select(dialog.length_combo, SessionLength.HANDS)
    dialog.hands_spin.setValue(5)
    dialog.stake_spin.setValue(10)
    dialog.auto_win_check.setChecked(True)
    dialog.claim_timer_spin.setValue(8)
    assert all(combo.isEnabled() for combo in dialog.level_combos.values())  # ai/ has levels
    select(dialog.speed_combo, AnimationSpeed.INSTANT)
    select(dialog.language_combo, Language.ZH_CN)
    dialog.tile_size_spin.setValue(140)
    select(dialog.tile_set_combo, TileSet.HIGH_CONTRAST)
    dialog.accept()

    chosen = dialog.result_settings()
    store.save(chosen)
    loaded = store.load()
    assert loaded.problems == ()
    assert loaded.settings == chosen
    assert chosen.region_options == {"alpha": {"tail_wild": True, "cap": 16, "multi_win": "first"}}
    assert chosen.computer_levels[Opponent.OPPOSITE] is AiLevel.HARD
    assert chosen.session_length is SessionLength.HANDS and chosen.session_hands == 5
    assert chosen.claim_timer == 8
    assert chosen.tile_size == 140 and chosen.tile_set is TileSet.HIGH_CONTRAST

    again = open_dialog(qtbot, loaded.settings, catalog)
    assert again.option_form is not None
    assert again.option_form.values() == {
        "flip_tail": True,
        "tail_wild": True,
        "cap": 16,
        "multi_win": "first",
    }
    assert again.seat_combo.currentData() == 2
    assert again.claim_timer_spin.value() == 8
    assert again.speed_combo.currentData() is AnimationSpeed.INSTANT
    assert again.language_combo.currentData() is Language.ZH_CN
    assert again.tile_size_spin.value() == 140
    assert again.tile_set_combo.currentData() is TileSet.HIGH_CONTRAST
    assert again.result_settings() == chosen


def test_a_dependent_option_is_disabled_while_its_dependency_is_off(
    qtbot: QtBot, catalog: RulesetCatalog
) -> None:
    dialog = open_dialog(qtbot, Settings(region="alpha"), catalog)
    form = dialog.option_form
    assert form is not None
    assert form.editors["tail_wild"].isEnabled()
    check_box(form, "tail_wild").setChecked(True)
    check_box(form, "flip_tail").setChecked(False)
    assert not form.editors["tail_wild"].isEnabled()
    assert form.editors["cap"].isEnabled()
    # A disabled option does not apply, so it is not saved switched on without its dependency.
    assert dialog.result_settings().region_options == {"alpha": {"flip_tail": False}}
    check_box(form, "flip_tail").setChecked(True)
    assert form.editors["tail_wild"].isEnabled()


def test_switching_region_rebuilds_the_options_and_keeps_edits(
    qtbot: QtBot, catalog: RulesetCatalog
) -> None:
    dialog = open_dialog(qtbot, Settings(region="alpha"), catalog)
    assert dialog.option_form is not None
    spin_box(dialog.option_form, "cap").setValue(3)
    select(dialog.region_combo, "beta")
    assert dialog.option_form is not None
    assert list(dialog.option_form.editors) == ["liang_bao"]
    liang_bao = check_box(dialog.option_form, "liang_bao")
    assert liang_bao.text() == "两报包 (pay-all on unready discard)"
    liang_bao.setChecked(True)
    select(dialog.region_combo, "alpha")
    assert spin_box(dialog.option_form, "cap").value() == 3
    result = dialog.result_settings()
    assert result.region == "alpha"
    assert result.region_options == {"alpha": {"cap": 3}, "beta": {"liang_bao": True}}


def test_an_option_added_to_a_ruleset_file_appears_without_dialog_code(qtbot: QtBot) -> None:
    extra = ALPHA + (
        '\n[options.new_rule]\ntype = "int"\ndefault = 2\nminimum = 0\nmaximum = 9\n'
        'label_zh = "新规则"\nlabel_en = "新规则 (new rule)"\nhelp_zh = "说明"\nhelp_en = "help"\n'
        'depends_on = ["flip_tail"]\n'
    )
    ruleset = parse_ruleset(extra, source="extra.toml")
    catalog = RulesetCatalog(regions=["alpha"], load=lambda _region: ruleset)
    dialog = open_dialog(qtbot, Settings(region="alpha"), catalog)
    assert dialog.option_form is not None
    spin = dialog.option_form.editors["new_rule"]
    assert isinstance(spin, QSpinBox)
    assert spin.value() == 2
    check_box(dialog.option_form, "flip_tail").setChecked(False)
    assert not spin.isEnabled()


def test_other_settings_are_kept_when_the_dialog_does_not_show_them(
    qtbot: QtBot, catalog: RulesetCatalog
) -> None:
    original = replace(Settings(region="alpha"), cjk_font_notice_dismissed=True)
    dialog = open_dialog(qtbot, original, catalog)
    assert dialog.result_settings() == original


def test_generic_base_stake_is_off_for_a_region_with_its_own_stake(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, Settings(region="linan"), RulesetCatalog())
    assert not dialog.stake_spin.isEnabled()  # 临安 has 底注 among its own options
    assert "底注" in dialog.stake_spin.toolTip()
    dialog.region_combo.setCurrentIndex(dialog.region_combo.findData("lincang"))
    assert dialog.stake_spin.isEnabled()


def test_each_level_is_described_in_a_players_words(qtbot: QtBot, catalog: RulesetCatalog) -> None:
    """Issue 21.4 and 31.5: what playing against each level feels like — under the level boxes
    and as the tooltip of each choice and of each box (its current level). No benchmark figures:
    those are in docs/computer-players.md."""
    dialog = open_dialog(qtbot, Settings(region="alpha"), catalog)
    descriptions = dialog.level_descriptions
    assert set(descriptions) == set(AiLevel)
    for level, text in descriptions.items():
        assert text.startswith(level.value.capitalize() + ":")
        assert text in dialog.levels_note.text()
        assert "Measured" not in text and "番 a hand" not in text
        assert not any(ch.isdigit() for ch in text)
    assert "learning the rules" in descriptions[AiLevel.EASY]
    assert "most games" in descriptions[AiLevel.NORMAL]
    assert "coach" in descriptions[AiLevel.HARD]
    for combo in dialog.level_combos.values():
        for i in range(combo.count()):
            tip = combo.itemData(i, Qt.ItemDataRole.ToolTipRole)
            assert tip == descriptions[combo.itemData(i)]
        assert combo.toolTip() == descriptions[AiLevel.NORMAL]
    combo = dialog.level_combos[Opponent.NEXT]
    select(combo, AiLevel.HARD)
    assert combo.toolTip() == descriptions[AiLevel.HARD]


def test_the_level_descriptions_are_translated(qtbot: QtBot, catalog: RulesetCatalog) -> None:
    from PySide6.QtCore import QCoreApplication

    from mahjong_desktop.ui.shell.i18n import Translations

    translations = Translations(QCoreApplication.instance())  # type: ignore[arg-type]
    assert translations.install("zh_CN")
    try:
        dialog = open_dialog(qtbot, Settings(region="alpha"), catalog, language="zh_CN")
        note = dialog.levels_note.text()
        assert "简单：" in note and "普通：" in note and "困难：" in note
        assert "实测" not in note and "Normal" not in note
    finally:
        for translator in translations._installed:
            QCoreApplication.removeTranslator(translator)


def test_a_fresh_profile_plays_three_normal_computers_and_a_saved_choice_is_kept(
    qtbot: QtBot, catalog: RulesetCatalog, store: SettingsStore
) -> None:
    """Issue 21.4: a new player's first game is not against three hard players."""
    fresh = store.load()  # no settings file yet
    assert fresh.problems == ()
    assert dict(fresh.settings.computer_levels) == dict.fromkeys(Opponent, AiLevel.NORMAL)
    dialog = open_dialog(qtbot, replace(fresh.settings, region="alpha"), catalog)
    assert {c.currentData() for c in dialog.level_combos.values()} == {AiLevel.NORMAL}
    hard = replace(fresh.settings, computer_levels=dict.fromkeys(Opponent, AiLevel.HARD))
    store.save(hard)
    assert dict(store.load().settings.computer_levels) == dict.fromkeys(Opponent, AiLevel.HARD)


def test_the_number_of_hands_reads_as_words_that_agree_with_it(
    qtbot: QtBot, catalog: RulesetCatalog
) -> None:
    """ "1 hands" was shown: the word after the number follows Qt's plural forms."""
    from mahjong_desktop.ui.shell.i18n import Translations

    translations = Translations(QCoreApplication.instance())  # type: ignore[arg-type]
    try:
        for language, one, five in (("en", " hand", " hands"), ("zh_CN", " 局", " 局")):
            assert translations.install(language)
            dialog = SettingsDialog(Settings(session_hands=1), catalog, language)
            qtbot.addWidget(dialog)
            assert dialog.hands_spin.text() == "1" + one
            dialog.hands_spin.setValue(5)
            assert dialog.hands_spin.text() == "5" + five
    finally:
        translations.install("en")
