"""Hand-made rulesets for the UI tests, so that they do not follow every edit of the shipped files:
``alpha`` has an option of every type (bool, int, choice) and a dependent one, ``beta`` one bool."""

from __future__ import annotations

import textwrap

from mahjong_desktop.rules.ruleset import Ruleset, UnknownRegion, parse_ruleset

ALPHA = textwrap.dedent(
    """
    [region]
    id = "alpha"
    name_zh = "甲地"
    name_en = "Alpha"
    description_zh = "测试用地区。"
    description_en = "A region for tests."

    [options.flip_tail]
    type = "bool"
    default = true
    label_zh = "翻尾牌"
    label_en = "翻尾牌 (flip two tail tiles)"
    help_zh = "开局翻开牌尾两张。"
    help_en = "Turn up the two tail tiles after the deal."

    [options.tail_wild]
    type = "bool"
    default = false
    label_zh = "尾牌当宝"
    label_en = "尾牌当宝 (tail tiles are wild)"
    help_zh = "翻开的尾牌当宝用。"
    help_en = "The flipped tail tiles act as wild tiles."
    depends_on = ["flip_tail"]

    [options.cap]
    type = "int"
    default = 8
    minimum = 1
    maximum = 64
    label_zh = "封顶"
    label_en = "封顶 (score cap)"
    help_zh = "一局最多得分。"
    help_en = "Most points one hand can score."

    [options.multi_win]
    type = "choice"
    default = "all"
    label_zh = "一炮多响"
    label_en = "一炮多响 (several wins on one discard)"
    help_zh = "多人胡同一张牌时。"
    help_en = "When several players win on one discard."
    choices = [
      { value = "all", label_zh = "都胡", label_en = "都胡 (all win)" },
      { value = "first", label_zh = "截胡", label_en = "截胡 (first in turn only)" },
    ]
    """
)

BETA = textwrap.dedent(
    """
    [region]
    id = "beta"
    name_zh = "乙地"
    name_en = "Beta"

    [options.liang_bao]
    type = "bool"
    default = false
    label_zh = "两报包"
    label_en = "两报包 (pay-all on unready discard)"
    help_zh = "说明"
    help_en = "help"
    """
)

RULESETS: dict[str, Ruleset] = {
    "alpha": parse_ruleset(ALPHA, source="rulesets/alpha.toml"),
    "beta": parse_ruleset(BETA, source="rulesets/beta.toml"),
}


def load_test_ruleset(region: str) -> Ruleset:
    try:
        return RULESETS[region]
    except KeyError:
        raise UnknownRegion("", "region", region, "one of " + ", ".join(RULESETS)) from None
