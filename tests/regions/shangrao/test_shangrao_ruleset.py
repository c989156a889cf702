"""rulesets/shangrao.toml: every [decided] point an option (with labels and help) or a documented
default; the score table is data — every number editable in the file — and a broken table is
refused with a message naming the file and the key."""

from __future__ import annotations

from importlib import resources

import pytest

from mahjong_desktop.rules.hand_facts import WinBy, WinContext
from mahjong_desktop.rules.registry import load_region, region_rules
from mahjong_desktop.rules.ruleset import OptionType, RulesetError, load_ruleset, parse_ruleset
from mahjong_desktop.rules.shangrao import ROWS, ShangraoRules
from mahjong_desktop.rules.shangrao.cells import Column
from tests.helpers.stacked_table import counts, t

OPTIONS = {
    "wild_kind": (OptionType.CHOICE, "next"),
    "min_value": (OptionType.INT, 4),
    "fei_bao_doubles": (OptionType.BOOL, True),
    "bao_huan_yuan": (OptionType.BOOL, False),
    "dealer_on_draw": (OptionType.CHOICE, "stay"),
    "kong_exposed": (OptionType.INT, 1),
    "kong_added": (OptionType.INT, 1),
    "kong_concealed": (OptionType.INT, 2),
    "kong_paid_on_draw": (OptionType.BOOL, False),
}


def text() -> str:
    return resources.files("mahjong_desktop.rulesets").joinpath("shangrao.toml").read_text("utf-8")


def test_every_option_declared_with_labels_help_and_the_pages_defaults() -> None:
    ruleset = load_ruleset("shangrao")
    assert set(ruleset.options) == set(OPTIONS)
    for key, (kind, default) in OPTIONS.items():
        decl = ruleset.options[key]
        assert (decl.type, decl.default) == (kind, default), key
        assert decl.label_zh and decl.label_en and decl.help_zh and decl.help_en
        assert any("\u4e00" <= ch <= "\u9fff" for ch in decl.label_en), "keep the Chinese term"
    assert {c.value for c in ruleset.options["wild_kind"].choices} == {"next", "indicator"}


def test_the_seed_table_is_read_from_the_file_with_the_decided_cells() -> None:
    table = load_region("shangrao").score_table  # type: ignore[attr-defined]
    assert set(table) == set(ROWS)
    assert table["ping_hu"] == {Column.WU_BAO: 4, Column.BAO_DIAO: 4, Column.YOU_BAO: 2}
    assert table["peng_peng_hu_jiu_yao_qing_yi_se"][Column.YOU_BAO] == 16
    # [decided] 七对 有宝自摸 is half the 无宝 value; 十三烂/九幺 have no 宝调 cell.
    for row in ("qi_dui", "qi_dui_qing_yi_se", "qi_dui_jiu_yao", "qi_dui_jiu_yao_qing_yi_se"):
        assert table[row][Column.YOU_BAO] * 2 == table[row][Column.WU_BAO]
    for row in ("shi_san_lan", "shi_san_lan_qi_xing", "jiu_yao", "jiu_yao_qi_xing"):
        assert Column.BAO_DIAO not in table[row]


def test_every_number_of_the_table_is_editable_in_the_file() -> None:
    edited = text().replace(
        "score.peng_peng_hu = { wu_bao = 16, bao_diao = 12, you_bao = 8 }",
        "score.peng_peng_hu = { wu_bao = 16, bao_diao = 12, you_bao = 10 }",
    )
    ruleset = parse_ruleset(edited, source="my_shangrao.toml")
    rules = region_rules(ruleset)
    ctx = WinContext(counts("111m555p99s7z22233z"), (), t("3z"), WinBy.SELF_DRAW, wild=t("7z"))
    assert rules.evaluate(ctx).total == 10


def test_terms_name_every_row_and_column_in_both_languages() -> None:
    rules = load_region("shangrao")
    for key in [*ROWS, *(c.value for c in Column), "fei_bao", "self_draw", "bao_si_kou"]:
        zh, en = rules.term(key)
        assert zh != key and en != key and zh in en


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        (
            "score.jiu_yao = {",
            "score.jiu_yaoo = {",
            r"tables\.score\.jiu_yaoo: unknown key jiu_yaoo; allowed: jiu_yao",
        ),
        ("wu_bao = 8, you_bao = 4 }\n# Each", "wu_bao = 8, yo_bao = 4 }\n# Each", "yo_bao"),
        ("score.ping_hu = { wu_bao = 4,", "score.ping_hu = { wu_bao = -4,", "ping_hu.wu_bao"),
    ],
)
def test_a_broken_table_names_the_file_and_the_key(old: str, new: str, message: str) -> None:
    assert old in text()
    ruleset = parse_ruleset(text().replace(old, new, 1), source="my_shangrao.toml")
    with pytest.raises(RulesetError, match=f"my_shangrao.toml.*{message}"):
        ShangraoRules(ruleset, ruleset.defaults())


def test_unknown_option_or_bad_value_names_the_file_key_and_allowed() -> None:
    with pytest.raises(RulesetError, match=r"shangrao\.toml: options\.min_value: .*0 to 1000"):
        load_region("shangrao", {"min_value": "-1"})
    with pytest.raises(
        RulesetError, match=r"shangrao\.toml: options\.dealer_on_draw: .*stay, next"
    ):
        load_region("shangrao", {"dealer_on_draw": "winner"})
