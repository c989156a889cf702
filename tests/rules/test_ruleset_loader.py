"""The ruleset loader: typed option declarations, defaults, validation that says where."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from mahjong_desktop.rules.ruleset import (
    OptionType,
    Ruleset,
    RulesetError,
    available_regions,
    load_ruleset,
    load_ruleset_file,
    parse_ruleset,
)

GOOD = textwrap.dedent(
    """
    [region]
    id = "test"
    name_zh = "测试"
    name_en = "Test"

    [options.throw]
    type = "choice"
    default = "soft"
    label_zh = "甩牌"
    label_en = "甩牌 (throwing sets)"
    help_zh = "说明"
    help_en = "help"
    choices = [
      { value = "none", label_zh = "不甩", label_en = "不甩 (none)" },
      { value = "soft", label_zh = "软甩", label_en = "软甩 (soft)" },
      { value = "hard", label_zh = "硬甩", label_en = "硬甩 (hard)" },
    ]

    [options.zhong_fa_bai]
    type = "bool"
    default = false
    label_zh = "中发白"
    label_en = "中发白 (dragon set)"
    help_zh = "说明"
    help_en = "help"

    [options.xiao_ji]
    type = "bool"
    default = false
    label_zh = "小鸡满天飞"
    label_en = "小鸡满天飞 (1s stands in)"
    help_zh = "说明"
    help_en = "help"
    depends_on = ["zhong_fa_bai"]

    [options.base]
    type = "int"
    default = 1
    minimum = 1
    maximum = 100
    label_zh = "底分"
    label_en = "底分 (base)"
    help_zh = "说明"
    help_en = "help"

    [terms]
    qing_yi_se = { zh = "清一色", en = "清一色 (one suit)" }

    [tables.fan]
    qing_yi_se = 1
    """
)


def load(text: str = GOOD) -> Ruleset:
    return parse_ruleset(text, source="rulesets/test.toml")


def test_options_are_typed_and_ordered() -> None:
    rs = load()
    assert list(rs.options) == ["throw", "zhong_fa_bai", "xiao_ji", "base"]
    assert rs.options["throw"].type is OptionType.CHOICE
    assert [c.value for c in rs.options["throw"].choices] == ["none", "soft", "hard"]
    assert rs.options["base"].minimum == 1 and rs.options["base"].maximum == 100
    assert rs.options["xiao_ji"].depends_on == ("zhong_fa_bai",)


def test_defaults_fill_every_option() -> None:
    assert load().resolve().to_dict() == {
        "throw": "soft",
        "zhong_fa_bai": False,
        "xiao_ji": False,
        "base": 1,
    }


def test_command_line_text_is_coerced() -> None:
    opts = load().resolve({"throw": "hard", "zhong_fa_bai": "on", "xiao_ji": "true", "base": "5"})
    assert opts["throw"] == "hard" and opts["zhong_fa_bai"] is True and opts["base"] == 5


def test_unknown_option_names_the_file_and_the_allowed_keys() -> None:
    with pytest.raises(
        RulesetError, match=r"rulesets/test.toml: options.thrw: not an option.*throw"
    ):
        load().resolve({"thrw": "hard"})


@pytest.mark.parametrize(
    ("key", "value", "allowed"),
    [
        ("throw", "sideways", "one of none, soft, hard"),
        ("zhong_fa_bai", "maybe", "true or false"),
        ("base", "0", "from 1 to 100"),
        ("base", "x", "from 1 to 100"),
    ],
)
def test_bad_value_names_the_key_and_what_is_allowed(key: str, value: str, allowed: str) -> None:
    with pytest.raises(RulesetError, match=f"rulesets/test.toml: options.{key}: ") as info:
        load().resolve({key: value})
    assert allowed in str(info.value)


def test_dependent_option_needs_its_dependency_on() -> None:
    with pytest.raises(RulesetError, match=r"options\.xiao_ji: needs zhong_fa_bai switched on"):
        load().resolve({"xiao_ji": True})
    rs = load()
    opts = rs.resolve({"xiao_ji": True, "zhong_fa_bai": True})
    assert rs.active(opts, "xiao_ji")
    assert not rs.active(rs.resolve(), "xiao_ji")


def test_terms_and_tables() -> None:
    rs = load()
    assert rs.term("qing_yi_se") == "清一色"
    assert rs.term("qing_yi_se", "en") == "清一色 (one suit)"
    assert rs.term("unknown_item") == "unknown_item"
    assert rs.tables["fan"]["qing_yi_se"] == 1


@pytest.mark.parametrize(
    ("broken", "fragment"),
    [
        (GOOD.replace('type = "int"', 'type = "float"'), "options.base.type: 'float'"),
        (GOOD.replace('default = "soft"', 'default = "flying"'), "options.throw.default"),
        (GOOD.replace("default = 1\n", 'default = "1"\n'), "options.base.default"),
        (
            GOOD.replace(
                'default = false\nlabel_zh = "中发白"', 'default = 0\nlabel_zh = "中发白"'
            ),
            "options.zhong_fa_bai.default",
        ),
        (
            GOOD.replace('depends_on = ["zhong_fa_bai"]', 'depends_on = ["nothing"]'),
            "options.xiao_ji.depends_on",
        ),
        (GOOD.replace('label_en = "底分 (base)"', ""), "options.base.label_en"),
        (
            GOOD.replace("minimum = 1\n", "minimum = 1\nmaximun = 3\n"),
            "options.base.maximun: unknown key maximun",
        ),
        (GOOD.replace("[region]", "[regoin]"), "regoin: unknown key regoin"),
        (GOOD + "\n[extras]\nx = 1\n", "extras: unknown key extras"),
        (GOOD.replace('name_zh = "测试"', 'name_zh = "测试'), "not valid TOML"),
        (
            GOOD.replace(
                '{ value = "none", label_zh = "不甩", label_en = "不甩 (none)" }', '"none"'
            ),
            "options.throw.choices[0]",
        ),
    ],
)
def test_broken_file_is_rejected_with_file_and_key(broken: str, fragment: str) -> None:
    with pytest.raises(RulesetError) as info:
        load(broken)
    message = str(info.value)
    assert message.startswith("rulesets/test.toml")
    assert fragment in message


def test_load_ruleset_file_reports_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(RulesetError, match=r"nope\.toml: cannot be read"):
        load_ruleset_file(tmp_path / "nope.toml")


def test_load_ruleset_file_reads_a_players_own_variant(tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text(GOOD, encoding="utf-8")
    assert load_ruleset_file(path).region == "test"


def test_unknown_region_lists_the_regions() -> None:
    with pytest.raises(
        RulesetError, match="region: 'atlantis' is not one of the game's regions: lanzhou, linan"
    ):
        load_ruleset("atlantis")


def test_every_shipped_ruleset_loads_and_its_defaults_resolve() -> None:
    regions = available_regions()
    for region in regions:
        rs = load_ruleset(region)
        assert rs.region == region
        assert set(rs.resolve()) == set(rs.options)
        for decl in rs.options.values():
            assert decl.label_zh and decl.label_en and decl.help_zh and decl.help_en
