"""What the 临安 rules pages claim."""

from __future__ import annotations

from typing import Any

from mahjong_desktop import tiles
from mahjong_desktop.rules.hand_facts import Evaluation
from mahjong_desktop.rules.hand_input import win_context_from_json
from mahjong_desktop.rules.linan import LinanRules
from mahjong_desktop.storage.settings import DiscardTimeout
from tests.helpers.rule_pages.check import (
    Default,
    Figure,
    Fixed,
    Lang,
    PageClaims,
    Shown,
    Source,
    Word,
    same,
)

# 临安: docs/rules/linan.md's worked example (财神 5p, round wind 东, the winner South).
_LINAN_HAND: dict[str, Any] = {
    "wild": "5p",
    "flowers": 1,
    "round_wind": "E",
    "seat_wind": "S",
    "melds": [{"kind": "pong", "tiles": "999m"}, {"kind": "concealed_kong", "tiles": "7777s"}],
    "concealed": "234m111z33p",
    "win_tile": "3p",
}
_LAO_ZHUANG_HAND: dict[str, Any] = {
    "wild": "5p",
    "seat_wind": "E",
    "round_wind": "E",
    "melds": [{"kind": "pong", "tiles": "999m"}, {"kind": "concealed_kong", "tiles": "7777s"}],
    "concealed": "234m222z33p",
    "win_tile": "3p",
}


def _page_tile(kind: int | None) -> str:
    """A tile as the pages write it: 3m, or the Chinese name of an honour."""
    assert kind is not None
    return tiles.zh_name(kind) if tiles.is_honour(kind) else tiles.name(kind)


def _gang_hua(s: Source) -> tuple[Shown, ...]:
    rules = s.rules
    assert isinstance(rules, LinanRules)
    return tuple(_page_tile(rules.bonus_kind(tiles.parse_one(t))) for t in ("3m", "1m", "E", "C"))


def _linan_example(s: Source) -> tuple[Shown, ...]:
    """The figures of the page's example: the worked hand self-drawn, then with one 台 fewer (its
    硬胡 switched off) self-drawn and on a discard."""

    def scored(options: dict[str, object], win_by: str) -> tuple[Any, Evaluation]:
        r = s.with_options(**options)
        assert isinstance(r, LinanRules)
        ctx = win_context_from_json({"region": "linan", **_LINAN_HAND, "win_by": win_by})
        best = r.scorer.best(ctx)
        assert best is not None
        return best, r.evaluate(ctx)

    def verdict(evaluation: Evaluation) -> Lang:
        return Lang("still a win", "仍然能胡") if evaluation.legal else Lang("not a win", "不能胡")

    full, full_ev = scored({}, "self_draw")
    one, one_ev = scored({"tai_ying_hu": 0}, "self_draw")
    one_d, one_d_ev = scored({"tai_ying_hu": 0}, "discard")
    return (
        full.hu_sum, full.tai_sum, full.hu_sum, full.base_hu, 2**full.tai_sum, full.raw,
        full.capped, full_ev.pays()["each"],
        one.tai_sum, one.raw, one.capped, verdict(one_ev),
        one_d.hu_sum, one_d.tai_sum, one_d.raw, one_d.capped, s.number("min_discard"),
        verdict(one_d_ev),
    )  # fmt: skip


def _lao_zhuang(s: Source) -> tuple[Shown, ...]:
    step = s.table("lao_zhuang_hu")
    return (
        step,
        2,
        s.pays(_LAO_ZHUANG_HAND, "each"),
        s.pays({**_LAO_ZHUANG_HAND, "dealer": True, "dealer_streak": 2}, "each"),
        s.number("cap"),
        s.number("cap") + 2 * step,
    )


_TAI_ONE = (
    "tai_zuo_feng", "tai_quan_feng", "tai_zhong", "tai_fa", "tai_bai", "tai_hun_yi_se",
    "tai_dui_dui_hu", "tai_gang_shang_kai_hua", "tai_qiang_gang_hu", "tai_ying_hu",
)  # fmt: skip


def _hu_row(s: Source, key: str, *columns: str) -> tuple[Shown, ...]:
    row = s.table("hu", key)
    return tuple(row[c] for c in columns)


LINAN = PageClaims(
    [
        Fixed("so 3 are live", "场上 3 张财神"),
        Figure(
            "(财神 3m → 杠花 {}; 1m → {}; 东 → {}, 中 → {})",
            "（财神 3m → 杠花 {}；1m → {}；东 → {}，中 → {}）",
            _gang_hua,
        ),
        Default({"gang_hua_dragon_order": "zhong_fa_bai"}, "中 → 白)", "中 → 白）"),
        Figure("each is worth {} 胡", "每张杠花 {} 胡", lambda s: (s.table("hu", "gang_hua"),)),
        Figure(
            "**Exhaustive draw with {} stacks ({} tiles) left**",
            "**留 {} 墩（{} 张）流局**",
            lambda s: (s.table("wall_reserve") // 2, s.table("wall_reserve")),
        ),
        Figure(
            "A win needs **{} 胡 when self-drawn and {} 胡 on a discard**",
            "胡牌须满 **自摸 {} 胡、放铳 {} 胡**",
            lambda s: (s.number("min_self_draw"), s.number("min_discard")),
        ),
        Default(
            {"lao_zhuang_counts_to_minimum": False},
            "counted after rounding and the cap, before 老庄",
            "（逢一进百、封顶之后，不加老庄）",
        ),
        Fixed("(x = a 1, a 9 or an honour; y = any other tile)", "（x = 幺九字牌，y = 其他）"),
        Figure("| each 杠花 | {} |", "| 杠花每张 | {} |", lambda s: (s.table("hu", "gang_hua"),)),
        Figure(
            "| pair of dragons, seat wind or round wind | {} (a wind that is both: {}) |",
            "| 将：中发白、自风、圈风 | {}（自风又是圈风：{}） |",
            lambda s: (s.table("hu", "pair"), 2 * s.table("hu", "pair")),
        ),
        Figure(
            "| pong / concealed triplet | x {} / y {}; x {} / y {} |",
            "| 碰 / 暗刻 | x {} / y {}；x {} / y {} |",
            lambda s: (*_hu_row(s, "peng", "x", "y"), *_hu_row(s, "an_ke", "x", "y")),
        ),
        Figure(
            "| exposed kong / concealed kong | x {} / y {}; x {} / y {} |",
            "| 明杠 / 暗杠 | x {} / y {}；x {} / y {} |",
            lambda s: (*_hu_row(s, "ming_gang", "x", "y"), *_hu_row(s, "an_gang", "x", "y")),
        ),
        Figure(
            "| 单吊 pair wait | self-draw x {} / y {}; discard x {} / y {} |",
            "| 单吊 | 自摸 x {} / y {}；放铳 x {} / y {} |",
            lambda s: _hu_row(
                s, "dan_diao", "self_draw_x", "self_draw_y", "discard_x", "discard_y"
            ),
        ),
        Figure(
            "| 对倒 two-pair wait (instead of that triplet's own 胡) | self-draw x {} / y {}; "
            "discard x {} / y {} |",
            "| 对倒（代替那副刻子本身的胡数） | 自摸 x {} / y {}；放铳 x {} / y {} |",
            lambda s: _hu_row(s, "dui_dao", "self_draw_x", "self_draw_y", "discard_x", "discard_y"),
        ),
        Figure(
            "| 边张, 坎张 edge or middle wait | self-draw {}; discard {} |",
            "| 边张、坎张 | 自摸 {}；放铳 {} |",
            lambda s: _hu_row(s, "bian_kan", "self_draw", "discard"),
        ),
        Figure(
            "| 平胡 | self-draw {}; discard {} |",
            "| 平胡 | 自摸 {}；放铳 {} |",
            lambda s: _hu_row(s, "ping_hu", "self_draw", "discard"),
        ),
        # 临安's own words on 平胡, and the page's reading of them.
        Fixed(
            '"\\_23\\_，胡1、4; 44\\_56\\_，胡4、7; 4567，胡4、7则不算平胡"',
            "“\\_23\\_，胡1、4；44\\_56\\_，胡4、7；4567，胡4、7则不算平胡”",
        ),
        Fixed(
            "44 + 56 won on the 4 is 平胡, 4567 won on the 4 or 7 is 单吊",
            "44+56 胡 4 算平胡，4567 胡 4 或 7 算单吊",
        ),
        Default(
            {"ping_hu_highest_reading": False},
            'option "平胡: highest reading always" scores 44 + 56 won on the 4 as 单吊',
            "选项“平胡按最高读法”时 44+56 胡 4 算单吊",
        ),
        Figure(
            "抢杠胡 and 硬胡 (no 财神) {} 台 each; 清一色 and 地胡 {}; 天胡 {}.",
            "抢杠胡、硬胡（没有财神）各 {} 台；清一色、地胡 {} 台；天胡 {} 台。",
            lambda s: (
                same(*(s.number(k) for k in _TAI_ONE)),
                same(s.number("tai_qing_yi_se"), s.number("tai_di_hu")),
                s.number("tai_tian_hu"),
            ),
        ),
        Figure(
            "Score = (胡 + {} 底胡) × 2^台, **rounded up to the next {}**, **capped at {}**.",
            "得分 = (胡数 + {} 底胡) × 2^台，**逢一进{}**，**{} 封顶**。",
            lambda s: (s.table("base_hu"), Word(s.table("round_to")), s.number("cap")),
        ),
        Figure(
            "**老庄**: {} 胡 per 老庄 count on every payment the dealer makes or receives, added "
            "after the cap (a dealer with 老庄 {} on a {} 胡 self-draw is paid {} by each; on a "
            "capped {}, {}).",
            "**老庄**：庄家的每笔收付每老加 {} 胡，在封顶之后加（老庄 {} 的庄家自摸 {} 胡，"
            "每家付 {}；封顶 {} 时付 {}）。",
            _lao_zhuang,
        ),
        Default(
            {"lao_zhuang_halved": False},
            'In a half payment it is added in full; option "老庄 halved in a half payment" halves '
            "it with the rest.",
            "付一半的照加全数；选项“老庄随半付减半”开启时一起减半。",
        ),
        Figure(
            "胡 × 底注 (100 = one stake; 底注 {} by default)",
            "胡 × 底注 记（100 为 1 注；底注默认 {}）",
            lambda s: (s.number("base_stake"),),
        ),
        Figure(
            "Example: a self-drawn hand of {} 胡 with {} 台: ({} + {}) × {} = {} → {}, each pays "
            "{}; with {} 台, {} → {}, {}. Won on a discard at {} 胡 and {} 台: {} → {}, below {}, "
            "{}.",
            "例：自摸 {} 胡、{} 台：({} + {}) × {} = {} → {}，每家付 {}；只有 {} 台时 {} → {}，{}。"
            "放铳 {} 胡、{} 台：{} → {}，不到 {}，{}。",
            _linan_example,
        ),
        Fixed(
            "A winning dealer deals again (老庄 + 1); another player's win passes the deal to the "
            "next seat (老庄 back to 0)",
            "庄家胡继续坐庄（老庄加一），闲家胡则下家坐庄（老庄归零）",
        ),
        Default(
            {"dealer_on_draw": "stays"},
            "After an exhaustive draw the dealer deals again and the 老庄 count stays (option "
            "流局庄家: the next seat deals)",
            "流局后庄家继续坐庄，老庄数不变（选项“流局庄家”：下家坐庄）",
        ),
        Fixed(
            "临安's 30-second discard and 5-second claim limits",
            "临安规则里的 30 秒出牌、5 秒碰牌限时",
        ),
        Default(
            {"settings.discard_timer": 0, "settings.claim_timer": 0},
            '"Time to answer a claim"; off by default)',
            "默认不限时）",
        ),
        Default(
            {"settings.discard_timeout": DiscardTimeout.AUTOPLAY},
            "when the time to discard runs out the turn plays as 托管 would — a self-drawn win is "
            "taken, otherwise the computer discards for you",
            "出牌超时按托管出牌——能自摸胡就胡，否则由电脑替你出牌",
        ),
    ]
)
