"""Issue 29 point 12: 临安's 台 items are counted in 台, its 胡 items in 胡 — the result screen,
the calculator and the session's best hand said "硬胡（台） 1 胡". Seed: "(Σ胡数+20)×2^台数"."""

from __future__ import annotations

from mahjong_desktop.rules.hand_facts import WinBy
from mahjong_desktop.rules.item_kinds import ItemKind
from mahjong_desktop.rules.score_json import evaluation_json
from tests.helpers.linan_table import evaluate


def _example() -> object:
    # docs/rules/linan.md's worked example, self-drawn: 圈风刻（台）, 硬胡（台）, 胡 items, 底胡,
    # 逢一进百.
    return evaluate(
        "234m111z33p",
        "3p",
        WinBy.SELF_DRAW,
        melded=("pong 999m", "concealed 7777s"),
        flowers=1,
    )


def test_linan_tai_items_are_counted_in_tai_not_hu() -> None:
    ev = _example()
    units = {item.key: item.unit_or(ev.unit) for item in ev.items}  # type: ignore[attr-defined]
    assert units["tai_ying_hu"] == "台" and units["tai_quan_feng"] == "台"
    assert units["peng"] == "胡" and units["base_hu"] == "胡" and units["feng_yi_jin_bai"] == "胡"


def test_linan_score_json_gives_each_item_its_unit_and_kind() -> None:
    out = evaluation_json(_example())  # type: ignore[arg-type]
    items = {item["id"]: item for item in out["items"]}
    assert (items["tai_ying_hu"]["unit"], items["tai_ying_hu"]["kind"]) == ("台", "pattern")
    assert (items["peng"]["unit"], items["peng"]["kind"]) == ("胡", ItemKind.HU.value)


def test_linan_formula_names_the_discarder_fang_chong_in_its_own_word() -> None:
    """临安 says 放铳 ("放铳付全部，其他付一半"), not 点炮, for the one who dealt in."""
    ev = evaluate(
        "234m111z33p",
        "3p",
        WinBy.DISCARD,
        melded=("pong 999m", "concealed 7777s"),
        flowers=1,
    )
    assert "放铳者付" in ev.formula_zh and "点炮" not in ev.formula_zh
