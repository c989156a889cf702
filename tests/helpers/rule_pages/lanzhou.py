"""What the 兰州 rules pages claim."""

from __future__ import annotations

from tests.helpers.rule_pages.check import Default, Figure, Fixed, PageClaims, Shown, Source, same

# 兰州: the hands of docs/rules/lanzhou.md's worked examples (base 1).
_ZFB = {"concealed": "567z123m456p789s11m", "win_tile": "1m", "declared_ready": True}
_ZFB_DISCARD = {**_ZFB, "win_by": "discard", "discarder_declared_ready": True}
_LZ_PLAIN = {"concealed": "123m456m789p234s55p", "win_tile": "5p", "declared_ready": True}
_LZ_PLAIN_DISCARD = {**_LZ_PLAIN, "win_by": "discard", "discarder_declared_ready": True}


def _lanzhou_examples(s: Source) -> tuple[Shown, ...]:
    bao = {**_ZFB, "win_by": "discard"}
    return (
        s.number("base"),
        s.pays(_ZFB, "each"),
        same(s.pays(_ZFB_DISCARD, "discarder"), s.pays(_ZFB_DISCARD, "other")),
        s.pays(bao, "discarder", mode="liang_bao_bao"),
        same(
            s.pays(_LZ_PLAIN_DISCARD, "discarder"),
            s.pays(_LZ_PLAIN_DISCARD, "other"),
        ),
        s.pays(_LZ_PLAIN, "each"),
    )


def _set_fan(s: Source) -> int | str:
    """The 番 one 中发白 set adds, as the region scores the example hand."""
    items = s.evaluate(_ZFB).items
    return next((i.value for i in items if i.key == "zhong_fa_bai"), "none")


LANZHOU = PageClaims(
    [
        Default({"mode": "liang_bao"}, "The setting is **两报** by default", "设置默认是**两报**"),
        Fixed(
            "each player may throw 0–3 sets: **三幺** (1m 1p 1s), **三九** (9m 9p 9s)",
            "每人可以甩出 0 到 3 组：**三幺**（1m 1p 1s：一万一筒一条）、"
            "**三九**（9m 9p 9s：九万九筒九条）",
        ),
        Default(
            {"throw_feng_dragons": False},
            "(three different winds; option: 中发白 count as 风 too)",
            "（三张不同的风牌；选项可让中发白也算风）",
        ),
        Default({"throw": "soft"}, "**软甩** (the default:", "**软甩**（默认："),
        Default(
            {"dealer_chooses_fan": False},
            "Setting 庄家定番种 (dealer chooses the 番种), **off by default**",
            "设置“庄家定番种”**默认关闭**",
        ),
        Default(
            {
                "zhong_fa_bai": True,
                "xiao_ji": False,
                "ji_fei_dan_da": False,
                "hei_si_feng": False,
                "yao_jiu_dan": False,
            },
            "by default **中发白 counts**, the others do not",
            "默认**算中发白**，其余不算",
        ),
        Fixed("when 1s / 1s and 1p complete a set", "幺鸡（或幺鸡加幺饼）能凑成一副"),
        Figure(
            "Each 番种 set (中发白, 小鸡满天飞, 鸡飞蛋打, 黑四风, 么九蛋) adds {} 番",
            "番种（中发白、小鸡满天飞、鸡飞蛋打、黑四风、么九蛋）每有一组加 {} 番",
            lambda s: (_set_fan(s),),
        ),
        Fixed(
            "holding 1s and 白, the hand wins on 中, on 发 and on 1s (白 + 1s + 1s). "
            "鸡飞蛋打: 1s or 1p",
            "手里有幺鸡和白，可以胡中、发、幺鸡（白 + 1s + 1s）。鸡飞蛋打：幺鸡或幺饼（1s 或 1p）",
        ),
        Fixed("小鸡满天飞: 1s stands in", "小鸡满天飞：幺鸡（1s）可以代替"),
        Figure("底分 (base) is {} by default", "底分默认 {}", lambda s: (s.number("base"),)),
        Fixed("base × 2^番", "底分 × 2^番"),
        Fixed("each pays base × 2^番 × 2", "每家付 底分 × 2^番 × 2"),
        Default(
            {"bao_amount": "three_times"},
            "undeclared discarder alone pays three times that (option 包 amount: once)",
            "没报听的点炮者一家付三倍（选项“包的金额”可改为一倍）",
        ),
        Figure(
            "Examples (base {}): one 中发白 set self-drawn, each pays {}; on a discard in 两报, "
            "each pays {}; in 两报包 from an undeclared discarder, the discarder alone pays {}. "
            "A hand with no set: each pays {} on a discard, {} self-drawn.",
            "例（底分 {}）：一副中发白自摸，每家付 {}；两报里点炮，三家各付 {}；"
            "两报包里没报听的人点炮，他一家付 {}。没有番种的牌：点炮三家各付 {}，自摸每家付 {}。",
            _lanzhou_examples,
        ),
        Figure(
            "Kongs: exposed {} from the discarder; concealed and added {} from each.",
            "杠钱：明杠点杠者付 {}，暗杠、转弯杠每家付 {}。",
            lambda s: (
                s.number("kong_exposed"),
                same(s.number("kong_concealed"), s.number("kong_added")),
            ),
        ),
        Default({"play_on_after_win": True}, "(a setting, on by default)", "（设置，默认开启）"),
        Default(
            {"huang_zhuang_14": False},
            "The hand is drawn when the whole wall is drawn",
            "牌墙摸完才荒庄",
        ),
        Figure(
            "(option 荒庄留{}张: with {} tiles left)",
            "（选项“荒庄留{}张”：剩 {} 张时荒庄）",
            lambda s: (s.with_options(huang_zhuang_14=True).wall_reserve(),) * 2,
        ),
    ]
)
