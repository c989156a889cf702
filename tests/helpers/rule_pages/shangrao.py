"""What the 上饶 rules pages claim."""

from __future__ import annotations

from collections.abc import Callable

from tests.helpers.rule_pages.check import (
    Default,
    Figure,
    Fixed,
    Lang,
    PageClaims,
    Shown,
    Source,
    Word,
    defaults,
)


def _these(cells: tuple[Shown, ...]) -> Callable[[Source], tuple[Shown, ...]]:
    """The figures of one row, fixed when it is read (a lambda in the loop sees the last row)."""
    return lambda _source: cells


def _shangrao_rows(s: Source) -> list[Figure]:
    """One row of the page's table per row of the ruleset's score table, in its order."""
    minimum = s.number("min_value")

    def cell(row: dict[str, int], column: str) -> Shown:
        if column not in row:
            return "—"
        value = row[column]
        return Lang(f"{value} (no win)", f"{value}（不能胡）") if value < minimum else value

    figures = []
    for key, row in s.table("score").items():
        name = s.data["terms"][key]["zh"]
        # The rows of honours only say so (字一色).
        note_en, note_zh = (
            (" (字一色)", "（字一色）") if key.endswith("jiu_yao_qing_yi_se") else ("", "")
        )
        cells = tuple(cell(row, c) for c in ("wu_bao", "bao_diao", "you_bao"))
        figures.append(
            Figure(
                f"| {name}{note_en} | {{}} | {{}} | {{}} |",
                f"| {name}{note_zh} | {{}} | {{}} | {{}} |",
                _these(cells),
            )
        )
    return figures


_SR_PLAIN_WILD = {"wild": "5m", "concealed": "123m5m456p789s23s11z", "win_tile": "1z"}

SHANGRAO = PageClaims(
    [
        Fixed("136 tiles, no flowers", "136 张牌，没有花牌"),
        Figure(
            "After the deal {} tail tile is turned up as the indicator",
            "发完牌从牌尾翻{}张作指示牌",
            lambda s: (Word(s.table("face_up_tail")),),
        ),
        Default(
            {"wild_kind": "next"},
            "the **next** kind is the **宝** (1→2 … 9→1;",
            "**下一张**是**宝**（1→2…9→1；",
        ),
        Default({"wild_kind": "next"}, "All four copies are live", "四张宝都在牌局里"),
        Figure(
            "A hand worth less than **{}** is not a win: the base {} points alone do not win.",
            "不到 **{}** 分的牌不能胡：只值基础分 {} 的牌不算胡。",
            lambda s: (s.number("min_value"), s.table("score", "ping_hu", "you_bao")),
        ),
        Default(
            {"fei_bao_doubles": True},
            "Each 宝 the winner discarded during the hand doubles their score",
            "胡牌者每飞过一张宝，得分翻一倍",
        ),
        Figure(
            "a 平胡 有宝自摸 worth {} wins with one 飞宝 ({} × {} = {})",
            "值 {} 分的平胡有宝自摸飞一张宝就能胡（{} × {} = {}）",
            lambda s: (
                s.table("score", "ping_hu", "you_bao"),
                s.table("score", "ping_hu", "you_bao"),
                s.table("fei_bao_factor"),
                s.pays({**_SR_PLAIN_WILD, "discarded_wilds": 1}, "each"),
            ),
        ),
        Fixed(
            'none of the 14 tiles is a 宝 ("14张牌中没有任何一张宝牌"', "14 张牌中没有任何一张宝牌"
        ),
        Default(
            {"bao_huan_yuan": False},
            "option 宝还原, off by default, counts it as 无宝",
            "选项“宝还原算无宝”默认关闭",
        ),
        Figure(
            "Kongs: exposed {} from the discarder, added {} from each, concealed {} from each, "
            "paid when the hand ends",
            "杠钱：明杠点杠者付 {}，补杠（转弯杠）每家 {}，暗杠每家 {}，本局结束时结算",
            defaults("kong_exposed", "kong_added", "kong_concealed"),
        ),
        Default(
            {"kong_paid_on_draw": False},
            "at an exhaustive draw nothing is paid, kong money included (option 荒庄算杠分: it is "
            "paid)",
            "荒庄时什么都不付，杠钱也不算（选项“荒庄算杠分”：照付）",
        ),
        Default(
            {"dealer_on_draw": "stay"},
            "The dealer keeps the deal on a dealer win or a draw (option: the next seat deals "
            "after a draw)",
            "庄家胡或荒庄连庄（选项：荒庄后下家坐庄）",
        ),
    ],
    _shangrao_rows,
)
