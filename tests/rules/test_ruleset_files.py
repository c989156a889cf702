"""rulesets/lincang.toml and linfen.toml: every option of the rule pages declared, with labels and
help, and the defaults the pages state; the region modules read them."""

from __future__ import annotations

import pytest

from mahjong_desktop.rules.lincang import LincangRules
from mahjong_desktop.rules.registry import load_region, region_rules
from mahjong_desktop.rules.ruleset import OptionType, RulesetError, load_ruleset

OPTIONS = {
    "multiple_winners": (OptionType.BOOL, True),
    "reflip_tail": (OptionType.BOOL, False),
    "last_four_forced": (OptionType.BOOL, True),
    "honour_discard_wins": (OptionType.BOOL, True),
    "honour_run_anywhere": (OptionType.BOOL, False),
    "multi_win_dealer": (OptionType.CHOICE, "first_winner"),
    "long_qi_dui_any_four": (OptionType.BOOL, False),
    "ping_hu_lacks_suit": (OptionType.BOOL, False),
    "dealer_stays_on_draw": (OptionType.BOOL, False),
    "kong_exposed": (OptionType.INT, 2),
    "kong_concealed": (OptionType.INT, 2),
    "kong_added": (OptionType.INT, 1),
}


@pytest.mark.parametrize(("region", "cha_da_jiao"), [("lincang", False), ("linfen", True)])
def test_every_option_declared_with_the_pages_defaults(region: str, cha_da_jiao: bool) -> None:
    ruleset = load_ruleset(region)
    expected = {**OPTIONS, "cha_da_jiao": (OptionType.BOOL, cha_da_jiao)}
    assert set(ruleset.options) == set(expected)
    for key, (kind, default) in expected.items():
        decl = ruleset.options[key]
        assert (decl.type, decl.default) == (kind, default), key
        assert decl.label_zh and decl.label_en and decl.help_zh and decl.help_en
        assert any("\u4e00" <= ch <= "\u9fff" for ch in decl.label_en), "keep the Chinese term"


@pytest.mark.parametrize("region", ["lincang", "linfen"])
def test_every_score_item_has_chinese_and_english_names(region: str) -> None:
    rules = load_region(region)
    assert isinstance(rules, LincangRules)  # 临汾's rules are 临沧's with its own table
    for key in [*rules.fan, "ping_hu", "self_draw", "discard_win", "robbed_kong", "cha_da_jiao"]:
        zh, en = rules.term(key)
        assert zh != key and en != key and zh in en


def test_unknown_option_or_bad_value_names_the_file_key_and_allowed() -> None:
    with pytest.raises(
        RulesetError, match=r"rulesets/lincang\.toml: options\.kong_added: .*0 to 100"
    ):
        load_region("lincang", {"kong_added": "500"})
    with pytest.raises(
        RulesetError, match=r"rulesets/linfen\.toml.*options\.flowers: not an option"
    ):
        load_region("linfen", {"flowers": True})


def test_a_region_without_a_module_is_refused() -> None:
    ruleset = load_ruleset("lincang")
    from dataclasses import replace

    with pytest.raises(RulesetError, match=r"region\.id: 'atlantis' is not one of lincang"):
        region_rules(replace(ruleset, region="atlantis"))


def test_score_tables_come_from_the_file() -> None:
    rules = load_region("lincang")
    assert isinstance(rules, LincangRules)
    assert (rules.self_draw_base, rules.discard_base, rules.plain_self_draw) == (3, 4, 1)
    assert rules.fan["long_qi_dui"] == 2 and rules.unit == "番"
