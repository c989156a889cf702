"""The rules in play in words: the region's name and each option's value, as the table's centre,
the title bar and the result screen show them, so a player always knows which rules count — with
what the dealer chose for the hand where the rules leave it to the dealer (兰州 玩法 and 番种)."""

from __future__ import annotations

from collections.abc import Mapping

from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.rules.ruleset import OptionDecl, OptionType, OptionValue, Ruleset


def value_words(decl: OptionDecl, value: OptionValue, language: str) -> str:
    zh = language.startswith("zh")
    if decl.type is OptionType.BOOL:
        return ("开" if value else "关") if zh else ("on" if value else "off")
    if decl.type is OptionType.CHOICE:
        for choice in decl.choices:
            if choice.value == value:
                return choice.label_zh if zh else choice.label_en
    return str(value)


def option_lines(ruleset: Ruleset, options: Mapping[str, OptionValue], language: str) -> list[str]:
    """ "label: value" for every option that applies (its dependencies are on)."""
    lines = []
    for key, decl in ruleset.options.items():
        if key in options and ruleset.active(options, key):
            lines.append(f"{decl.label(language)}: {value_words(decl, options[key], language)}")
    return lines


def changed_lines(ruleset: Ruleset, options: Mapping[str, OptionValue], language: str) -> list[str]:
    """Only the options set away from the region's defaults: what makes this table unusual."""
    lines = []
    for key, decl in ruleset.options.items():
        if key in options and options[key] != decl.default and ruleset.active(options, key):
            lines.append(f"{decl.label(language)}: {value_words(decl, options[key], language)}")
    return lines


def chosen_lines(region: RegionRules, variant: str | None, language: str) -> list[str]:
    """What the dealer chose for this hand, one line each ("玩法: 三报", "番种: 中发白、黑四风" —
    兰州 under 'dealer chooses'), so every player at the table sees the rules that count."""
    zh = language.startswith("zh")
    return [line_zh if zh else line_en for line_zh, line_en in region.chosen(variant)]
