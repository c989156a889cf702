"""兰州 番种 decided by the dealer (docs/rules/lanzhou.md "番种": "由莊家決定番種", issue 20 point
6): option
``dealer_chooses_fan`` off by default (the settings' switches, 中发白 on), on → the dealer picks
the 中发白 rule and (软甩/硬甩) the 甩牌 番种 at the start of the hand, after the 玩法; what the
dealer chose decides what scores, holds while that player deals and survives save and replay."""

from __future__ import annotations

import json

from mahjong_desktop.ai.basic import BasicPlayer
from mahjong_desktop.ai.regions.lanzhou import LanzhouKnowledge
from mahjong_desktop.engine import game_from_json, game_to_json
from mahjong_desktop.engine.actions import Discard, Pass, RegionMove, Win
from mahjong_desktop.engine.game import Game, Phase
from mahjong_desktop.engine.session import Session
from mahjong_desktop.rules.hand_facts import WinBy
from mahjong_desktop.rules.lanzhou.fan import (
    SetFan,
    ZfbLevel,
    dealer_sets_choice,
    dealer_zfb_choice,
    fan_move,
)
from mahjong_desktop.rules.lanzhou.modes import Mode
from mahjong_desktop.tiles import parse, to_counts
from tests.helpers.lanzhou_table import judge, keys, lanzhou, meld, t
from tests.helpers.stacked_table import stacked

ONE_ZFB = "567z123m456m789p55s"  # 白发中 + three runs + pair
ZFB_MOVES = {fan_move(z) for z in ZfbLevel}
SET_MOVES = {fan_move(f) for f in SetFan}


def fan_on(**options: object) -> dict[str, object]:
    return {"dealer_chooses_fan": True, "mode": "qiao_qiao_hu", "throw": "none", **options}


def region_moves(game: Game, seat: int) -> set[str]:
    return {a.name for a in game.legal_actions(seat) if isinstance(a, RegionMove)}


# --- the option and the questions ---------------------------------------------------------------
def test_by_default_the_dealer_is_not_asked_and_zhong_fa_bai_counts() -> None:
    """由莊家決定番種 — [decided] off by default: the settings stand for the dealer's choice, and
    中发白 ("紅中、發財、白板可算作一副牌") is on."""
    rules = lanzhou(mode="qiao_qiao_hu", throw="none")
    assert rules.options["dealer_chooses_fan"] is False
    game = stacked(rules, {})
    assert game.phase is Phase.TURN and game.variant is None  # nothing asked before play
    ev = judge(rules, ONE_ZFB, "5s", by=WinBy.SELF_DRAW)
    assert ev.legal and keys(ev)["zhong_fa_bai"] == 1


def test_the_dealer_decides_the_fan_zhong_at_the_start_of_the_hand() -> None:
    """番種…由莊家決定番種: with the option on, the dealer (whoever deals) picks the 中发白 rule,
    then — 软甩/硬甩 — the 甩牌 番种, before anything else; nobody else is asked."""
    game = stacked(lanzhou(**fan_on(throw="soft")), {}, dealer=2, avoid="1m1p1s9m9p9s1z2z3z4z")
    assert game.phase is Phase.PRE_PLAY and game.waiting_for() == [2]
    assert region_moves(game, 2) == ZFB_MOVES and Pass(2) not in game.legal_actions(2)
    game.apply(RegionMove(2, fan_move(ZfbLevel.XIAO_JI)))
    assert game.waiting_for() == [2] and region_moves(game, 2) == SET_MOVES
    game.apply(RegionMove(2, fan_move(SetFan.HEI_SI_FENG)))
    assert game.variant == "xiao_ji+hei_si_feng" and game.view(0).variant == game.variant
    assert game.phase is Phase.TURN and game.turn == 2


def test_under_bu_shuai_only_the_zhong_fa_bai_rule_is_asked() -> None:
    """黑四风 and 么九蛋 count 甩牌 sets, which 不甩 does not have: the dealer is not asked."""
    game = stacked(lanzhou(**fan_on()), {})
    assert region_moves(game, 0) == ZFB_MOVES
    game.apply(RegionMove(0, fan_move(ZfbLevel.OFF)))
    assert game.variant == "no_zhong_fa_bai" and game.phase is Phase.TURN


def test_the_fan_zhong_are_chosen_after_the_mode_when_the_dealer_chooses_both() -> None:
    """ "在每局遊戲的開頭由莊家選擇玩法" and "由莊家決定番種": the 玩法 first, then the 番种."""
    game = stacked(lanzhou(**fan_on(mode="dealer_chooses")), {})
    assert region_moves(game, 0) == {f"choose_mode:{m.value}" for m in Mode}
    game.apply(RegionMove(0, "choose_mode:san_bao"))
    assert region_moves(game, 0) == ZFB_MOVES
    game.apply(RegionMove(0, fan_move(ZfbLevel.ZHONG_FA_BAI)))
    assert game.variant == "san_bao+zhong_fa_bai" and game.phase is Phase.TURN
    assert lanzhou(**fan_on(mode="dealer_chooses")).mode(game.variant) is Mode.SAN_BAO


def test_variants_of_older_games_keep_their_meaning() -> None:
    """Saved games replay from their logs: a variant that names only the 玩法 is that 玩法 with the
    settings' 番种."""
    rules = lanzhou(mode="dealer_chooses", throw="none")
    assert rules.mode("san_bao") is Mode.SAN_BAO
    ev = judge(rules, ONE_ZFB, "5s", variant="qiao_qiao_hu", declared=False)
    assert ev.legal and keys(ev)["zhong_fa_bai"] == 1


# --- what each choice scores --------------------------------------------------------------------
def test_zhong_fa_bai_counts_only_when_the_dealer_keeps_it() -> None:
    """中發白：此種玩法中，“紅中”、“發財”、“白板”可算作一副牌 — only in that 玩法: chosen off,
    白发中 is no meld and the hand is not complete."""
    rules = lanzhou(**fan_on())
    on = judge(rules, ONE_ZFB, "5s", variant="zhong_fa_bai")
    assert on.legal and keys(on)["zhong_fa_bai"] == 1
    off = judge(rules, ONE_ZFB, "5s", variant="no_zhong_fa_bai")
    assert not off.legal


def test_xiao_ji_man_tian_fei_only_when_the_dealer_chose_it() -> None:
    """小雞滿天飛…手頭有么雞和白，可以胡中、發、么雞: 白 + 1s + 1s is a set under 小鸡满天飞, not
    under plain 中发白."""
    rules = lanzhou(**fan_on())
    hand = "5z1s1s123m456m789p55s"
    assert judge(rules, hand, "1s", variant="xiao_ji").legal
    assert not judge(rules, hand, "1s", variant="zhong_fa_bai").legal


def test_ji_fei_dan_da_only_when_the_dealer_chose_it() -> None:
    """雞飛蛋打…么雞跟麼餅可以代替中發白里任意一張: 白 + 1p + 1s under 鸡飞蛋打, not 小鸡满天飞."""
    rules = lanzhou(**fan_on())
    hand = "5z1p1s123m456m789p55s"
    ev = judge(rules, hand, "1p", variant="ji_fei_dan_da")
    assert ev.legal and keys(ev)["zhong_fa_bai"] == 1
    assert not judge(rules, hand, "1p", variant="xiao_ji").legal


def test_hei_si_feng_and_yao_jiu_dan_only_when_the_dealer_chose_them() -> None:
    """黑四風、么九蛋 are 番种 the dealer decides: a thrown 三风 or 三幺 adds 1 番 if chosen."""
    rules = lanzhou(**fan_on(throw="soft"))
    winds, yao = meld("throw", "123z"), meld("throw", "1m1p1s")
    for variant, expected in (
        ("zhong_fa_bai+hei_si_feng", {"hei_si_feng": 1}),
        ("zhong_fa_bai+yao_jiu_dan", {"yao_jiu_dan": 1}),
        ("zhong_fa_bai+hei_si_feng_yao_jiu_dan", {"hei_si_feng": 1, "yao_jiu_dan": 1}),
        ("zhong_fa_bai+no_set_fan", {}),
    ):
        ev = judge(rules, "123m456m55s", "5s", melds=(winds, yao), variant=variant)
        fan = {k: v for k, v in keys(ev).items() if k in ("hei_si_feng", "yao_jiu_dan")}
        assert ev.legal and fan == expected, variant


def test_the_waits_follow_the_dealers_choice() -> None:
    """A hand waiting on 中 for 白发中 wins on the drawn 中 only if the dealer keeps 中发白."""
    for level, wins in ((ZfbLevel.ZHONG_FA_BAI, True), (ZfbLevel.OFF, False)):
        game = stacked(lanzhou(**fan_on()), {1: "56z123m456m789p55s"}, draws="7z", avoid="7z")
        game.apply(RegionMove(0, fan_move(level)))
        assert (t("7z") in game.players[1].waits) is wins
        game.apply(Discard(0, game.players[0].concealed()[-1]))
        while game.phase is Phase.CLAIM:
            game.apply(Pass(game.waiting_for()[0]))
        assert game.turn == 1 and (Win(1) in game.legal_actions(1)) is wins, level


# --- the computer dealer -------------------------------------------------------------------------
def test_computer_dealer_picks_the_zhong_fa_bai_rule_by_the_rule_of_thumb() -> None:
    def pick(hand: str) -> ZfbLevel:
        return dealer_zfb_choice(to_counts(parse(hand)))

    assert pick("567z123m456m789p5s") is ZfbLevel.ZHONG_FA_BAI  # all three dragons
    assert pick("56z1s23m456m789p55s") is ZfbLevel.XIAO_JI  # 1s completes 白发
    assert pick("5z1s1s23m456m789p55s") is ZfbLevel.XIAO_JI  # 白 + 1s + 1s
    assert pick("5z1p1s23m456m789p55s") is ZfbLevel.JI_FEI_DAN_DA  # 白 + 1p + 1s
    assert pick("56z23m456m789p5559s") is ZfbLevel.ZHONG_FA_BAI  # two dragons
    assert pick("5z123m456m789p5559s") is ZfbLevel.OFF  # one dragon, no stand-in


def test_computer_dealer_picks_the_set_fan_from_its_combinations() -> None:
    def pick(hand: str) -> SetFan:
        return dealer_sets_choice(to_counts(parse(hand)))

    assert pick("123z1m1p1s456m78p55s") is SetFan.BOTH
    assert pick("124z23m456m789p555s") is SetFan.HEI_SI_FENG
    assert pick("9m9p9s123m456m7p555s") is SetFan.YAO_JIU_DAN
    assert pick("12z123m456m789p555s") is SetFan.OFF


def test_computer_dealers_choose_the_same_every_time_and_say_why() -> None:
    """The basic player and the 兰州 knowledge make the rule of thumb's choice, deterministically;
    the reason is given for that choice only."""
    rules = lanzhou(**fan_on(throw="soft"))
    game = stacked(rules, {0: "56z1s124z456m789p5s2p"})
    know = LanzhouKnowledge(rules)
    first = BasicPlayer(0)(game.view(0))
    assert first == BasicPlayer(0)(game.view(0)) == RegionMove(0, fan_move(ZfbLevel.XIAO_JI))
    assert know.pre_play(game.view(0), game.legal_actions(0)) == first
    said = know.explain(game.view(0), first)
    assert said is not None and "小鸡满天飞" in said[0]
    assert know.explain(game.view(0), RegionMove(0, fan_move(ZfbLevel.OFF))) is None
    game.apply(first)
    second = BasicPlayer(0)(game.view(0))
    assert second == RegionMove(0, fan_move(SetFan.HEI_SI_FENG))
    assert know.pre_play(game.view(0), game.legal_actions(0)) == second


# --- how long the choice holds, and saved games -------------------------------------------------
def test_the_fan_zhong_hold_while_the_same_player_keeps_the_deal() -> None:
    """決定後無論莊閒…本局莊家所決定的番種: held while that player deals, a new dealer is asked."""
    region = lanzhou(**fan_on(throw="soft", mode="dealer_chooses"))
    players = [BasicPlayer(s, rules=region.shape_rules()) for s in range(4)]
    session = Session(region, seed=12, hands=10)
    kept = changed = 0
    previous = None
    while not session.finished:
        game = session.start_hand()
        asked = region_moves(game, game.dealer) & (ZFB_MOVES | SET_MOVES)
        if previous is not None and previous.dealer == game.dealer:
            assert game.variant == previous.variant and not asked
            kept += 1
        else:
            assert game.variant is None
            changed += 1
        while not game.is_over:
            seat = game.waiting_for()[0]
            game.apply(players[seat](game.view(seat)))
        assert game.variant is not None and len(game.variant.split("+")) == 3  # mode, 中发白, sets
        previous = game
    assert kept and changed > 1


def test_the_chosen_fan_zhong_survive_saving_and_replaying() -> None:
    region = lanzhou(**fan_on(throw="soft", mode="dealer_chooses"))
    players = [BasicPlayer(s, rules=region.shape_rules()) for s in range(4)]
    session = Session(region, seed=5, hands=3)
    while not session.finished:
        game = session.start_hand()
        while not game.is_over:
            seat = game.waiting_for()[0]
            game.apply(players[seat](game.view(seat)))
        replayed = game_from_json(json.loads(json.dumps(game_to_json(game))), region)
        assert replayed.variant == game.variant and replayed.carried_variant == game.carried_variant
        assert [e.to_json() for e in replayed.events] == [e.to_json() for e in game.events]


def test_the_score_command_gets_the_chosen_fan_zhong_as_switches() -> None:
    rules = lanzhou(**fan_on(throw="soft", mode="dealer_chooses"))
    assert rules.variant_options("san_bao+xiao_ji+yao_jiu_dan") == {
        "mode": "san_bao",
        "dealer_chooses_fan": False,
        "zhong_fa_bai": True,
        "xiao_ji": True,
        "ji_fei_dan_da": False,
        "hei_si_feng": False,
        "yao_jiu_dan": True,
    }


def test_the_table_names_what_the_dealer_chose() -> None:
    rules = lanzhou(**fan_on(throw="soft", mode="dealer_chooses"))
    assert rules.chosen(None) == []
    zh = [line for line, _ in rules.chosen("san_bao+xiao_ji+hei_si_feng_yao_jiu_dan")]
    assert zh == ["玩法: 三报", "番种: 小鸡满天飞、黑四风、么九蛋"]
    en = [line for _, line in rules.chosen("liang_bao+no_zhong_fa_bai+no_set_fan")]
    assert en == ["玩法 (mode of the hand): 两报", "番种 (scoring sets): none"]
