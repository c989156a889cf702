"""The score screen's heading counts a player's wins (兰州 包扣到底: "You won 6 times", not
"You, You, You, You, You, You won") and names the rules the hand was scored under."""

from __future__ import annotations

from types import SimpleNamespace

from pytestqt.qtbot import QtBot

from mahjong_desktop.rules.ruleset import load_ruleset
from mahjong_desktop.ui.dialogs.hand_result import ResultDialog
from mahjong_desktop.ui.table.rules_summary import changed_lines


def _heading(winners: tuple[int, ...]) -> str:
    names = ["You", "下家 right", "对家 across", "上家 left"]
    fake = SimpleNamespace(
        names=lambda rel: names[rel],
        tr=lambda t, c="", n=-1: t.replace("%n", str(n)) if n >= 0 else t,
    )
    result = SimpleNamespace(ended=SimpleNamespace(winners=winners), view=SimpleNamespace(seat=0))
    fake._name = lambda seat, r: names[(seat - r.view.seat) % 4]
    return ResultDialog._winners(fake, result)  # type: ignore[arg-type]


def test_six_wins_of_one_player_are_counted_not_repeated() -> None:
    heading = _heading((0, 0, 0, 0, 0, 0))
    assert heading.count("You") == 1 and "6" in heading


def test_wins_of_several_players_each_get_their_count() -> None:
    heading = _heading((0, 1, 0))
    assert heading.startswith("You won 2") and "下家 right won" in heading
    assert _heading((2,)) == "对家 across won"


def test_english_plural_of_the_win_count(qtbot: QtBot) -> None:
    from PySide6.QtCore import QCoreApplication

    from mahjong_desktop.ui.shell.i18n import Translations

    translations = Translations(QCoreApplication.instance())  # type: ignore[arg-type]
    translations.install("en")
    try:
        text = QCoreApplication.translate("ResultDialog", "%1 won %n time(s)", "", 6)
        assert text == "%1 won 6 times"
    finally:
        for translator in translations._installed:
            QCoreApplication.removeTranslator(translator)


def test_the_rules_line_lists_only_options_away_from_the_defaults() -> None:
    ruleset = load_ruleset("lanzhou")
    defaults = dict(ruleset.defaults())
    assert changed_lines(ruleset, defaults, "en") == []
    key, decl = next(
        (k, d) for k, d in ruleset.options.items() if d.type.value == "bool" and not d.depends_on
    )
    changed = {**defaults, key: not defaults[key]}
    lines = changed_lines(ruleset, changed, "en")
    assert len(lines) == 1 and lines[0].startswith(decl.label_en)


def test_the_rules_line_names_what_the_dealer_chose_for_the_hand() -> None:
    """兰州 "由莊家決定番種": the result screen's rules say the 番种 (and 玩法) the dealer chose."""
    from mahjong_desktop.rules.registry import load_region
    from mahjong_desktop.ui.table.rules_summary import chosen_lines

    region = load_region("lanzhou", {"dealer_chooses_fan": True, "throw": "none"})
    assert chosen_lines(region, None, "zh") == []
    assert chosen_lines(region, "ji_fei_dan_da", "zh") == ["番种: 鸡飞蛋打"]
    assert chosen_lines(region, "no_zhong_fa_bai", "en") == ["番种 (scoring sets): none"]
    assert chosen_lines(load_region("lincang"), "anything", "en") == []
