"""Issue 22: every broken edit of a shipped ruleset file is refused with a message naming the file,
the key and what is allowed — never a traceback, never a silently wrong game."""

from __future__ import annotations

import re
from importlib import resources

import pytest

from mahjong_desktop.rules.registry import check_options
from mahjong_desktop.rules.ruleset import RulesetError, parse_ruleset


def shipped(region: str) -> str:
    entry = resources.files("mahjong_desktop.rulesets").joinpath(f"{region}.toml")
    return entry.read_text(encoding="utf-8")


def edit(region: str, pattern: str, replacement: str) -> str:
    text = shipped(region)
    edited, count = re.subn(pattern, replacement, text, count=1, flags=re.MULTILINE)
    assert count == 1, f"{pattern!r} not in {region}.toml"
    return edited


def refused(region: str, text: str) -> str:
    source = f"rulesets/{region}.toml"
    with pytest.raises(RulesetError) as info:
        check_options(parse_ruleset(text, source=source))
    message = str(info.value)
    assert message.startswith(source), message
    return message


# (region, pattern in the file, replacement, the key the message must name, what it must allow)
EDITS = [
    ("lincang", r"peng_peng_hu = 1", 'peng_peng_hu = "x"', "tables.fan.peng_peng_hu", "0 to 16"),
    ("lincang", r"peng_peng_hu = 1", "peng_peng_hu = -5", "tables.fan.peng_peng_hu", "0 to 16"),
    ("lincang", r"^self_draw_base = 3", "self_draw_base = -3", "tables.self_draw_base", "1 to"),
    ("lincang", r"^discard_base = 4", "discard_base = 0", "tables.discard_base", "1 to"),
    ("lincang", r"^face_up_tail = 2", "face_up_tail = 200", "tables.face_up_tail", "1 to 4"),
    ("lincang", r"^fan_multiplier = 2", "fan_multiplier = 0", "tables.fan_multiplier", "1 to"),
    ("lincang", r"^forced_win_live = 4", "forced_win_live = -1", "tables.forced_win_live", "1 to"),
    ("lincang", r"^qi_feng_length = 7", "qi_feng_length = 8", "tables.qi_feng_length", "1 to 7"),
    (
        "lincang",
        r"^seven_pairs_quad_as_two = true",
        'seven_pairs_quad_as_two = "no"',
        "tables.seven_pairs_quad_as_two",
        "true or false",
    ),
    ("lincang", r'^unit = "番"', "unit = 3", "tables.unit", "text"),
    ("linfen", r"^discard_base = 4", "discard_base = 0", "tables.discard_base", "1 to"),
    ("linan", r"^round_to = 100", "round_to = 0", "tables.round_to", "1 to"),
    ("linan", r"^wall_reserve = 16", "wall_reserve = -5", "tables.wall_reserve", "0 to 64"),
    ("linan", r"^wall_reserve = 16", "wall_reserve = 200", "tables.wall_reserve", "0 to 64"),
    ("linan", r"^base_hu = 20", "base_hu = -1000", "tables.base_hu", "0 to"),
    ("linan", r"^lao_zhuang_hu = 100", "lao_zhuang_hu = -1", "tables.lao_zhuang_hu", "0 to"),
    ("linan", r"^gang_hua = 4", "gang_hua = -4", "tables.hu.gang_hua", "0 to"),
    ("linan", r"^peng = \{ x = 4", 'peng = { x = "4"', "tables.hu.peng.x", "0 to"),
    ("linan", r"^round_to = 100", "round_to = 300", "cap", "multiple of 300"),
    ("linan", r"^default = 500", "default = 550", "options.cap.default", "multiple of 100"),
    ("linan", r"^step = 100", "step = 0", "options.cap.step", "from 1 to"),
    ("shangrao", r"wu_bao = 4, bao_diao", "wu_bao = -4, bao_diao", "ping_hu.wu_bao", "0 to"),
    ("shangrao", r"^fei_bao_factor = 2", "fei_bao_factor = 0", "tables.fei_bao_factor", "1 to"),
    ("shangrao", r"^face_up_tail = 1", "face_up_tail = 0", "tables.face_up_tail", "1 to 4"),
    (
        "shangrao",
        r"^bao_diao_exclusive = false",
        'bao_diao_exclusive = "no"',
        "tables.bao_diao_exclusive",
        "true or false",
    ),
    (
        "lanzhou",
        r"^seven_pairs_quad_as_two = true",
        "seven_pairs_quad_as_two = 1",
        "tables.seven_pairs_quad_as_two",
        "true or false",
    ),
    (
        "lanzhou",
        r"^minimum = 1$",
        "minimum = 5000",
        "options.base.minimum",
        "at most the maximum (1000)",
    ),
]


@pytest.mark.parametrize(("region", "pattern", "replacement", "key", "allowed"), EDITS)
def test_a_broken_edit_names_the_file_the_key_and_what_is_allowed(
    region: str, pattern: str, replacement: str, key: str, allowed: str
) -> None:
    message = refused(region, edit(region, pattern, replacement))
    assert key in message and allowed in message


def test_deep_nesting_in_tables_is_refused() -> None:
    text = shipped("lincang") + "\n[tables.deep]\nx = " + "[" * 5000 + "]" * 5000 + "\n"
    assert "nested deeper than" in refused("lincang", text)


def test_a_number_of_5000_digits_is_refused() -> None:
    text = edit("linan", r"^base_hu = 20", "base_hu = " + "9" * 5000)
    assert "base_hu" in refused("linan", text) or "digits" in refused("linan", text)


def test_a_huge_number_within_python_limits_names_its_key() -> None:
    text = edit("linan", r"^base_hu = 20", "base_hu = " + "9" * 30)
    assert "tables.base_hu: a number of 30 digits" in refused("linan", text)


@pytest.mark.parametrize("region", ["lincang", "linfen", "lanzhou", "shangrao", "linan"])
def test_every_shipped_file_passes_the_same_checks(region: str) -> None:
    source = f"rulesets/{region}.toml"
    check_options(parse_ruleset(shipped(region), source=source))
