"""What the 临沧 and 临汾 rules pages claim (they share the 临沧 scoring machinery)."""

from __future__ import annotations

from collections.abc import Callable

from tests.helpers.rule_pages.check import (
    Default,
    Figure,
    Fixed,
    PageClaims,
    Shown,
    Source,
    Word,
    defaults,
    same,
)


def _fan(*keys: str) -> Callable[[Source], Shown]:
    return lambda s: same(*(s.table("fan", k) for k in keys))


# 临沧 and 临汾 share the scoring machinery; the hands of docs/rules/lincang.md's examples.
_QING_PENG = {"concealed": "11122233344455m", "win_tile": "5m"}
_QING_PENG_KONG = {
    "melds": [{"kind": "concealed_kong", "tiles": "1111m"}],
    "concealed": "22233344455m",
    "win_tile": "5m",
    "win_by": "kong_replacement",
}


def _self_draw_formula(s: Source) -> tuple[Shown, ...]:
    m = s.table("fan_multiplier")
    return (s.table("self_draw_base"), m, s.table("discard_base"), m)


def _honour_run(s: Source) -> int | str:
    each = {s.rules.evaluate_special(k).each for k in ("shi_lao_tou", "qi_feng")}
    one = each.pop() if len(each) == 1 else "≠"
    assert one is not None, "a special hand without a payment per player"
    return one


LINCANG = PageClaims(
    [
        Fixed(
            "136 tiles, four players; the dealer holds 14, the others 13",
            "136 张牌，四人；庄家 14 张，闲家 13 张",
        ),
        Figure(
            "After the deal **{} tail tiles are turned face up**",
            "开局从牌尾**翻开{}张尾牌**",
            lambda s: (Word(s.table("face_up_tail")),),
        ),
        Figure(
            "**Last {} tiles**: with {} or fewer tiles left to draw",
            "**最后{}张牌**：剩{}张或更少没摸的牌",
            lambda s: (Word(s.table("forced_win_live")),) * 2,
        ),
        Figure(
            "| 碰碰胡 all triplets (four triplets/kongs + pair) | {} |",
            "| 碰碰胡（四副刻子/杠加一对） | {} |",
            lambda s: (s.table("fan", "peng_peng_hu"),),
        ),
        Figure(
            "| 清一色 one suit (all honours counts too) | {} |",
            "| 清一色（一门花色；字一色也算） | {} |",
            lambda s: (s.table("fan", "qing_yi_se"),),
        ),
        Figure(
            "| 小七对 seven pairs, nothing claimed | {} |",
            "| 小七对（七个对子，没有碰杠） | {} |",
            lambda s: (s.table("fan", "xiao_qi_dui"),),
        ),
        Figure(
            "(option: any four alike) | {} |",
            "选项：七对里任意四张一样都算） | {} |",
            lambda s: (s.table("fan", "long_qi_dui"),),
        ),
        Figure(
            "| 十老头 / 七风: the first {} discards all honours / the {} different honours, none "
            "claimed (option: any such run) | {}, wins at once |",
            "| 十老头 / 七风（开局连打{}张字牌 / {}种不同字牌，没人碰杠；选项可从中途算起） | "
            "{}，立即胡 |",
            lambda s: (
                Word(s.table("shi_lao_tou_length")),
                Word(s.table("qi_feng_length")),
                _fan("shi_lao_tou", "qi_feng")(s),
            ),
        ),
        Figure(
            "| 杠上花, 杠上炮, 抢杠胡 (kong replacement, konger's discard, robbing a kong) | "
            "{} each |",
            "| 杠上花、杠上炮、抢杠胡 | 各 {} |",
            lambda s: (_fan("gang_shang_hua", "gang_shang_pao", "qiang_gang_hu")(s),),
        ),
        Figure(
            "Plain hand self-drawn: **{} from each** other player",
            "平胡自摸：每家付 **{}**",
            lambda s: (s.table("plain_self_draw"),),
        ),
        Figure(
            "n 番 self-drawn: **{} × {}^(n−1) from each**; n 番 on a discard: **{} × {}^(n−1) from "
            "the discarder only**",
            "n 番自摸：每家付 **{} × {}^(n−1)**；n 番点炮：点炮者一家付 **{} × {}^(n−1)**",
            _self_draw_formula,
        ),
        Figure(
            "Example: 清一色 + 碰碰胡 on a discard = {}; self-drawn {} from each; with 杠上花 {} "
            "from each; with 杠上炮 {} from the konger.",
            "例：清一色碰碰胡点炮 = {}；自摸每家 {}；再加杠上花每家 {}；再加杠上炮，杠牌者付 {}。",
            lambda s: (
                s.pays({**_QING_PENG, "win_by": "discard"}, "discarder"),
                s.pays(_QING_PENG, "each"),
                s.pays(_QING_PENG_KONG, "each"),
                s.pays({**_QING_PENG, "win_by": "discard_after_kong"}, "discarder"),
            ),
        ),
        Figure(
            "十老头 / 七风 are paid like a {}-番 self-draw: {} from each.",
            "十老头 / 七风按 {} 番自摸付：每家 {}。",
            lambda s: (_fan("shi_lao_tou", "qi_feng")(s), _honour_run(s)),
        ),
        Figure(
            "exposed kong {} from the discarder; concealed kong {} from each; added kong {} from "
            "each",
            "明杠点杠者付 {}；暗杠每家付 {}；转弯杠每家付 {}",
            defaults("kong_exposed", "kong_concealed", "kong_added"),
        ),
        Default(
            {"multiple_winners": True},
            "**Several players may win on one discard** (一炮多响)",
            "**一炮多响**：一张牌可以几家同时胡",
        ),
        Default(
            {"reflip_tail": False},
            "(option 尾牌补翻: a taken one is replaced by a newly turned tile)",
            "（选项“尾牌补翻”：被取走后再翻开一张）",
        ),
        Default(
            {"last_four_forced": True},
            "a win on a discard happens automatically and a self-drawn win must be taken",
            "有人点炮就自动胡，自摸也必须胡",
        ),
        Default(
            {"honour_discard_wins": True, "honour_run_anywhere": False},
            "the first ten discards all honours",
            "开局连打十张字牌",
        ),
        Default(
            {"long_qi_dui_any_four": False},
            "the fourth the winning tile (option: any four alike)",
            "单调第四张胡；选项：七对里任意四张一样都算",
        ),
        Default(
            {"cha_da_jiao": False},
            "At an exhaustive draw nobody pays (option 流局查大叫, off:",
            "荒庄时谁也不付（选项“流局查大叫”，默认关闭：",
        ),
        Default(
            {"ping_hu_lacks_suit": False},
            "平胡 of mixed suits may hold 万, 条 and 筒 (option",
            "默认理解为杂色，万条筒都有也可以（选项",
        ),
        Default(
            {"multi_win_dealer": "first_winner"},
            "after 一炮多响 the winner nearest after the discarder (option: the seat after the "
            "discarder)",
            "一炮多响时点炮者之后第一位胡牌者坐庄（选项：点炮者下家坐庄）",
        ),
        Default(
            {"dealer_stays_on_draw": False},
            "After an exhaustive draw the seat after the dealer deals",
            "荒庄后庄家的下家坐庄",
        ),
    ]
)

LINFEN = PageClaims(
    [
        Fixed(
            "136 tiles (characters, bamboo, dots, honours), four players; dealer 14, others 13",
            "136 张牌（万、条、筒、字），四人；庄家 14 张，闲家 13 张",
        ),
        Figure(
            "After the deal **{} tail tiles** are turned face up",
            "开局翻开**{}张尾牌**",
            lambda s: (Word(s.table("face_up_tail")),),
        ),
        Figure(
            "The last {} tiles force wins: with {} or fewer tiles left to draw",
            "最后{}张牌自动胡牌：剩{}张或更少没摸的牌",
            lambda s: (Word(s.table("forced_win_live")),) * 2,
        ),
        Figure(
            "碰碰胡, 清一色, 小七对 {} 番 each, 龙七对 {} 番",
            "碰碰胡、清一色、小七对各 {} 番，龙七对 {} 番",
            lambda s: (
                _fan("peng_peng_hu", "qing_yi_se", "xiao_qi_dui")(s),
                s.table("fan", "long_qi_dui"),
            ),
        ),
        Figure(
            "十老头 / 七风 (the first {} discards all honours / the {} different honours, none "
            "claimed) {} 番 and a win at once",
            "十老头 / 七风（开局连打{}张字牌 / {}种不同字牌，没人碰杠）{} 番并立即胡",
            lambda s: (
                Word(s.table("shi_lao_tou_length")),
                Word(s.table("qi_feng_length")),
                _fan("shi_lao_tou", "qi_feng")(s),
            ),
        ),
        Figure(
            "杠上花/杠上炮/抢杠胡 {} 番 each",
            "杠上花/杠上炮/抢杠胡各 {} 番",
            lambda s: (_fan("gang_shang_hua", "gang_shang_pao", "qiang_gang_hu")(s),),
        ),
        Figure(
            "n 番 self-drawn {} × {}^(n−1) from each, on a discard {} × {}^(n−1) from the "
            "discarder, plain hand self-drawn {} from each",
            "n 番自摸每家 {} × {}^(n−1)，点炮由点炮者付 {} × {}^(n−1)，平胡自摸每家 {}",
            lambda s: (*_self_draw_formula(s), s.table("plain_self_draw")),
        ),
        Figure(
            "(a wait that can only be a plain hand counts {})",
            "（只能平胡的叫按 {} 计）",
            lambda s: (s.table("plain_self_draw"),),
        ),
        Figure(
            "exposed kong {} from the discarder; concealed kong {} from each; added kong {} from "
            "each",
            "明杠点杠者付 {}；暗杠每家付 {}；转弯杠每家付 {}",
            defaults("kong_exposed", "kong_concealed", "kong_added"),
        ),
        Default(
            {"multiple_winners": True},
            "**Several players may win on one discard** (一炮多响",
            "**一炮多响**（与临沧相同）",
        ),
        Default({"cha_da_jiao": True}, "(option 流局查大叫, on)", "（选项“流局查大叫”，开启）"),
        Default(
            {"reflip_tail": False},
            "option 尾牌补翻: a taken one is replaced by a newly turned tile)",
            "选项“尾牌补翻”：被取走后再翻开一张）",
        ),
        Default(
            {"honour_discard_wins": True, "honour_run_anywhere": False},
            "the first ten discards all honours",
            "开局连打十张字牌",
        ),
        Default(
            {"last_four_forced": True},
            "a win on a discard happens automatically and a self-drawn win must be taken",
            "有人点炮就自动胡，自摸也必须胡",
        ),
        Default(
            {"multi_win_dealer": "first_winner"},
            "(after 一炮多响 the winner nearest after the discarder)",
            "（一炮多响时点炮者之后第一位胡牌者）",
        ),
        Default(
            {"dealer_stays_on_draw": False},
            "after a draw the seat after the dealer deals",
            "流局后庄家的下家坐庄",
        ),
        Default(
            {"long_qi_dui_any_four": False},
            "龙七对 only when the winning tile is the fourth",
            "龙七对须胡第四张",
        ),
        Default({"ping_hu_lacks_suit": False}, "平胡 of mixed suits", "平胡可以杂色"),
    ]
)
