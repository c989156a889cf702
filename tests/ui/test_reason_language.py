"""Why a wait is no win is told in the player's language (the scorers give Chinese and English)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from mahjong_desktop.engine.hints import WaitValue
from mahjong_desktop.rules.hand_facts import Evaluation, WinBy, WinContext
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.tiles import parse, to_counts
from mahjong_desktop.ui.table.hint_line import verdict


def test_no_win_reason_follows_the_language(qtbot: QtBot) -> None:
    below = Evaluation.illegal(
        "100 胡 is below the 200 胡 minimum", "胡", zh="100 胡不够自摸起胡 200 胡"
    )
    wait = WaitValue(tile=0, unseen=2, by_discard=below, by_self_draw=below)
    assert "不够" in verdict(wait, zh=True)
    assert "below the 200" in verdict(wait, zh=False)


def test_every_region_explains_a_broken_hand_in_both_languages() -> None:
    broken = WinContext(
        concealed=tuple(to_counts(parse("1357m2468p13579s"))),
        melds=(),
        win_tile=0,
        win_by=WinBy.SELF_DRAW,
    )
    for region in ("lincang", "linfen", "lanzhou", "shangrao", "linan"):
        ev = load_region(region).evaluate(broken)
        assert not ev.legal
        assert ev.reason and ev.reason_zh, region
        assert ev.reason_in("zh_CN") == ev.reason_zh and ev.reason_in("en") == ev.reason


def test_every_region_explains_its_amount_in_both_languages() -> None:
    hands = {
        "lincang": ("111m222m333m444m55m", "5m"),
        "linfen": ("111m222m333m444m55m", "5m"),
        "lanzhou": ("111m222m333m444m55m", "5m"),
        "shangrao": ("111m222m333m444m55m", "5m"),
        "linan": ("111m222m333m444m55m", "5m"),
    }
    for region, (concealed, tile) in hands.items():
        ctx = WinContext(
            concealed=tuple(to_counts(parse(concealed))),
            melds=(),
            win_tile=parse(tile)[0],
            win_by=WinBy.SELF_DRAW,
            declared_ready=True,
        )
        ev = load_region(region).evaluate(ctx)
        assert ev.legal, (region, ev.reason)
        assert ev.formula and ev.formula_zh, region
        assert "from" not in ev.formula_zh and "pays" not in ev.formula_zh, region
        assert ev.formula_in("zh_CN") == ev.formula_zh and ev.formula_in("en") == ev.formula
