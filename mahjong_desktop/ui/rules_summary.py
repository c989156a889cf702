"""The rules in play in words: the region's name and each option's value, as the table's centre,
the title bar and the result screen show them, so a player always knows which rules count."""

from __future__ import annotations

from collections.abc import Mapping

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
