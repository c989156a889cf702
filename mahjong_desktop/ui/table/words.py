"""The region's own words for what lies face up on the table: 尾牌 (临沧, 临汾 tail tiles),
宝 (上饶), 财神 (临安), and the 杠花 laid out in front of their owner.

A ruleset may name them itself with the terms ``table_face_up``, ``table_wild`` and
``table_flower``; otherwise the words below, which the region pages use, are shown.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial

from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.rules.ruleset import OptionValue, Ruleset
from mahjong_desktop.ui.table.rules_summary import chosen_lines, option_lines


@dataclass(frozen=True, slots=True)
class TableWords:
    face_up: str  # label over the face-up tail tiles / the indicator
    wild: str  # the wild tile's name (宝, 财神)
    flower: str  # a laid-out bonus tile (杠花)
    region: str = ""  # the region's name, shown at the top of the centre box
    rules: str = ""  # every option's value, one per line: the centre box's tooltip
    # The hand's variant → what the dealer chose (兰州 玩法, 番种), added to the tooltip.
    chosen: Callable[[str | None], list[str]] | None = None

    def rules_for(self, variant: str | None) -> str:
        """The tooltip for a hand played under ``variant``: the options, then the choices."""
        lines = [self.rules] if self.rules else []
        if self.chosen is not None:
            lines += self.chosen(variant)
        return "\n".join(lines)


# (face_up, wild, flower) in Chinese and English, for the shipped regions.
_WORDS: dict[str, tuple[tuple[str, str, str], tuple[str, str, str]]] = {
    "lincang": (("尾牌", "宝", "花"), ("尾牌 tail tiles", "wild", "flower")),
    "linfen": (("尾牌", "宝", "花"), ("尾牌 tail tiles", "wild", "flower")),
    # Short on purpose: the label also names the wild ("翻宝 → 宝 九条") and must stay on one line.
    "shangrao": (("翻宝", "宝", "花"), ("翻宝", "宝", "flower")),
    "linan": (("财神", "财神", "杠花"), ("财神 (wild)", "财神", "杠花")),
    "lanzhou": (("尾牌", "宝", "花"), ("尾牌 tail tiles", "wild", "flower")),
}
_DEFAULT = (("翻牌", "宝", "花"), ("face-up tiles", "wild", "flower"))


def region_words(
    ruleset: Ruleset,
    language: str,
    options: Mapping[str, OptionValue] | None = None,
    region: RegionRules | None = None,
) -> TableWords:
    zh = language.startswith("zh")
    words = _WORDS.get(ruleset.region, _DEFAULT)[0 if zh else 1]
    face_up, wild, flower = words

    def named(key: str, word: str) -> str:
        return ruleset.term(key, language) if key in ruleset.terms else word

    rules = "\n".join(option_lines(ruleset, options, language)) if options is not None else ""
    chosen = partial(chosen_lines, region, language=language) if region is not None else None
    return TableWords(
        face_up=named("table_face_up", face_up),
        wild=named("table_wild", wild),
        flower=named("table_flower", flower),
        region=ruleset.name(language),
        rules=rules,
        chosen=chosen,
    )
