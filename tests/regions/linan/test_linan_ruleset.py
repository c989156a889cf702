"""rulesets/linan.toml: every [decided] point of docs/rules/linan.md that is an option is declared
with its labels, help and the page's default; bad options are refused with the file, the key and
what is allowed."""

from __future__ import annotations

import pytest

from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.rules.ruleset import OptionType, RulesetError, load_ruleset

OPTIONS = {
    "min_self_draw": (OptionType.INT, 200),
    "min_discard": (OptionType.INT, 300),
    "cap": (OptionType.INT, 500),
    "base_stake": (OptionType.INT, 1),
    "dealer_on_draw": (OptionType.CHOICE, "stays"),
    "lao_zhuang_halved": (OptionType.BOOL, False),
    "lao_zhuang_counts_to_minimum": (OptionType.BOOL, False),
    "ping_hu_highest_reading": (OptionType.BOOL, False),
    "gang_hua_dragon_order": (OptionType.CHOICE, "zhong_fa_bai"),
    "tai_zuo_feng": (OptionType.INT, 1),
    "tai_quan_feng": (OptionType.INT, 1),
    "tai_zhong": (OptionType.INT, 1),
    "tai_fa": (OptionType.INT, 1),
    "tai_bai": (OptionType.INT, 1),
    "tai_hun_yi_se": (OptionType.INT, 1),
    "tai_qing_yi_se": (OptionType.INT, 2),
    "tai_dui_dui_hu": (OptionType.INT, 1),
    "tai_gang_shang_kai_hua": (OptionType.INT, 1),
    "tai_qiang_gang_hu": (OptionType.INT, 1),
    "tai_ying_hu": (OptionType.INT, 1),
    "tai_di_hu": (OptionType.INT, 2),
    "tai_tian_hu": (OptionType.INT, 3),
}


def test_every_option_declared_with_the_pages_defaults() -> None:
    ruleset = load_ruleset("linan")
    assert ruleset.region == "linan" and ruleset.name_zh == "临安长烧麻将"
    assert set(ruleset.options) == set(OPTIONS)
    for key, (kind, default) in OPTIONS.items():
        decl = ruleset.options[key]
        assert (decl.type, decl.default) == (kind, default), key
        assert decl.label_zh and decl.label_en and decl.help_zh and decl.help_en
        assert any("\u4e00" <= ch <= "\u9fff" for ch in decl.label_en), "keep the Chinese term"


def test_every_score_item_has_chinese_and_english_names() -> None:
    rules = load_region("linan")
    keys = [
        *[k for k in OPTIONS if k.startswith("tai_")],
        "base_hu", "gang_hua", "dui_jian", "dui_zuo_feng", "dui_quan_feng", "peng", "an_ke",
        "ming_gang", "an_gang", "dan_diao", "dui_dao", "bian_zhang", "kan_zhang", "ping_hu",
        "feng_yi_jin_bai", "la_zi", "lao_zhuang", "self_draw", "discard_win", "robbed_kong",
    ]  # fmt: skip
    for key in keys:
        zh, en = rules.term(key)
        assert zh != key and en != key and zh.split("（")[0] in en, key


def test_the_hu_table_and_the_wall_reserve_come_from_the_file() -> None:
    rules = load_region("linan")
    table = rules.scorer.hu  # type: ignore[attr-defined]
    assert (table.peng, table.an_ke, table.ming_gang, table.an_gang) == (
        (4, 2),
        (8, 4),
        (16, 8),
        (32, 16),
    )
    assert table.dui_dao_self == (10, 6) and table.dan_diao_discard == (4, 2)
    assert rules.wall_reserve() == 16 and rules.unit == "胡"


def test_bad_options_name_the_file_the_key_and_the_allowed_values() -> None:
    with pytest.raises(
        RulesetError, match=r"rulesets/linan\.toml: options\.dealer_on_draw: .*stays"
    ):
        load_region("linan", {"dealer_on_draw": "sometimes"})
    with pytest.raises(
        RulesetError, match=r"rulesets/linan\.toml.*options\.flowers: not an option"
    ):
        load_region("linan", {"flowers": 3})
    with pytest.raises(
        RulesetError, match=r"rulesets/linan\.toml: options\.cap: 550 .*multiple of 100"
    ):
        load_region("linan", {"cap": 550})


def test_third_audit_options_explain_the_seeds_example_in_their_help() -> None:
    """Seed: "平胡:胡牌前听的是两边张胡倒后即为平胡" and "自摸200组胡起胡，放铳要达到300才能胡": the
    readings decided in the first version are options whose help works the seed's example through
    in the player's words (the hand 44 + 56, the 300 胡 a discard win needs)."""
    options = load_ruleset("linan").options
    ping_hu = options["ping_hu_highest_reading"]
    for help_text in (ping_hu.help_zh, ping_hu.help_en):
        assert "44" in help_text and "56" in help_text and "单吊" in help_text
    minimum = options["lao_zhuang_counts_to_minimum"]
    for help_text in (minimum.help_zh, minimum.help_en):
        assert "300" in help_text and "老庄" in help_text
