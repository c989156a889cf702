"""兰州 before play (docs/rules/lanzhou.md "甩牌", "玩法"): throwing sets after the deal under
不甩/软甩/硬甩, and the dealer's choice of mode under "dealer chooses" and how long it holds."""

from __future__ import annotations

from mahjong_desktop.ai.basic import BasicPlayer
from mahjong_desktop.engine.actions import Chow, Discard, Pass, RegionMove
from mahjong_desktop.engine.events import Melded, RegionMoved
from mahjong_desktop.engine.game import Phase
from mahjong_desktop.engine.session import Session
from mahjong_desktop.rules.hand_facts import Meld, MeldKind
from mahjong_desktop.rules.lanzhou.modes import Mode, dealer_mode_choice
from mahjong_desktop.tiles import parse, to_counts
from tests.helpers.lanzhou_table import lanzhou, t
from tests.helpers.stacked_table import stacked

SETS = "1m1p1s9m9p9s1z2z3z4z"  # every 甩牌 kind: padding must not hold any of them
NO_ZFB = {"zhong_fa_bai": False}


def throw(seat: int, tiles: str) -> RegionMove:
    return RegionMove(seat, "throw", tuple(sorted(parse(tiles))))


def test_throw_sets_are_san_yao_san_jiu_and_three_different_winds() -> None:
    game = stacked(lanzhou(throw="soft", **NO_ZFB), {0: "1m1p1s9m9p9s1123z4z+"}, avoid=SETS)
    offered = {a.tiles for a in game.legal_actions(0) if isinstance(a, RegionMove)}
    assert offered == {
        tuple(parse("1m1p1s")), tuple(parse("9m9p9s")), tuple(parse("123z")),
        tuple(parse("124z")), tuple(parse("134z")), tuple(parse("234z")),
    }  # fmt: skip
    assert tuple(parse("112z")) not in offered  # three *different* winds


def test_san_feng_with_zhong_fa_bai_as_feng_only_under_its_option() -> None:
    """Seed: "甩牌：任意的3張“1”和“9”和“風”的組合可以成一副甩牌", the same seed's 風
    being "東、南、西、北、中、發、白": by default a 三风 set is three different winds; under
    the option throw_feng_dragons 东 + 中 + 白 is one too — offered at the deal and a meld of
    a winning hand."""
    hand = {0: "157z+"}
    default = stacked(lanzhou(throw="soft", **NO_ZFB), hand, avoid=SETS + "5z6z7z")
    assert not [a for a in default.legal_actions(0) if isinstance(a, RegionMove)]
    rules = lanzhou(throw="soft", throw_feng_dragons=True, **NO_ZFB)
    game = stacked(rules, hand, avoid=SETS + "5z6z7z")
    offered = {a.tiles for a in game.legal_actions(0) if isinstance(a, RegionMove)}
    assert offered == {tuple(parse("157z"))}
    # Concealed under 软甩 it is a meld (一句话): 东中白 + 234m 567m 888p + 99s won on 9s.
    from tests.helpers.lanzhou_table import judge

    concealed = "157z234m567m888p99s"
    assert judge(rules, concealed, "9s").legal
    assert not judge(lanzhou(throw="soft", **NO_ZFB), concealed, "9s").legal


def test_each_player_throws_in_turn_from_the_dealer_then_the_dealer_plays() -> None:
    hands = {1: "1m1p1s+", 2: "9m9p9s+", 0: "123z+"}
    game = stacked(lanzhou(throw="soft", **NO_ZFB), hands, dealer=1, avoid=SETS)
    assert game.phase is Phase.PRE_PLAY and game.waiting_for() == [1]
    game.apply(throw(1, "1m1p1s"))  # no second set: seat 1's part ends by itself
    assert game.waiting_for() == [2]
    game.apply(Pass(2))  # keeps its set (软甩: optional)
    assert game.waiting_for() == [0]  # seat 3 has no set and is not asked
    game.apply(throw(0, "123z"))
    assert game.phase is Phase.TURN and game.turn == 1
    assert game.players[1].melds == [Meld(MeldKind.THROW, tuple(parse("1m1p1s")))]
    assert RegionMoved(1, "throw", tuple(parse("1m1p1s"))) in game.events
    assert Melded(0, Meld(MeldKind.THROW, tuple(parse("123z")))) in game.events


def test_at_most_three_sets_per_player() -> None:
    hand = "1m1p1s9m9p9s123z4z+"
    game = stacked(lanzhou(throw="soft", **NO_ZFB), {0: hand}, avoid=SETS)
    game.apply(throw(0, "1m1p1s"))
    game.apply(throw(0, "9m9p9s"))
    assert game.waiting_for() == [0]
    game.apply(throw(0, "123z"))  # the third: 4z is left, and no fourth set may go
    assert game.phase is Phase.TURN and len(game.players[0].melds) == 3


def test_no_sets_are_thrown_after_play_has_started() -> None:
    game = stacked(lanzhou(throw="soft", **NO_ZFB), {1: "1m1p+"}, draws="1s", avoid=SETS)
    assert game.phase is Phase.TURN  # nobody held a set at the deal
    game.apply(Discard(0, game.players[0].concealed()[-1]))
    assert game.turn == 1 and not any(isinstance(a, RegionMove) and a.name == "throw"
                                      for a in game.legal_actions(1))  # fmt: skip


def test_bu_shuai_no_throwing_phase() -> None:
    game = stacked(lanzhou(throw="none", **NO_ZFB), {0: "1m1p1s+"}, avoid=SETS)
    assert game.phase is Phase.TURN and not any(
        isinstance(a, RegionMove) for a in game.legal_actions(0)
    )


def test_ruan_shuai_throwing_is_optional() -> None:
    game = stacked(lanzhou(throw="soft", **NO_ZFB), {0: "1m1p1s+"}, avoid=SETS)
    assert set(game.legal_actions(0)) == {throw(0, "1m1p1s"), Pass(0)}


def test_ying_shuai_a_player_holding_a_combination_must_throw_at_least_one() -> None:
    game = stacked(lanzhou(throw="hard", **NO_ZFB), {0: "1m1p1s9m9p9s+"}, avoid=SETS)
    assert Pass(0) not in game.legal_actions(0)
    game.apply(throw(0, "9m9p9s"))
    assert Pass(0) in game.legal_actions(0)  # one is enough; the other may stay in the hand
    game.apply(Pass(0))
    # Having thrown, the player holds a meld: seven pairs (14 concealed tiles) is out of reach —
    # seven pairs is left to players who had no combination at the deal.
    assert game.players[0].melds and game.phase is Phase.TURN


# --- the dealer's choice of mode -----------------------------------------------------------------
def chooser() -> dict[str, object]:
    return {"mode": "dealer_chooses", "throw": "none", "zhong_fa_bai": False}


def test_dealer_chooses_the_mode_at_the_start_of_the_hand() -> None:
    game = stacked(lanzhou(**chooser()), {0: "3m+", 1: "1245m+"}, avoid="12345m")
    assert game.phase is Phase.PRE_PLAY and game.waiting_for() == [0]
    legal = game.legal_actions(0)
    assert {a.name for a in legal if isinstance(a, RegionMove)} == {
        f"choose_mode:{m.value}" for m in Mode
    }
    assert Pass(0) not in legal and not game.legal_actions(1)
    game.apply(RegionMove(0, "choose_mode:san_bao"))
    assert game.variant == "san_bao" and game.view(2).variant == "san_bao"
    assert game.phase is Phase.TURN and game.turn == 0
    game.apply(Discard(0, t("3m")))
    assert any(isinstance(a, Chow) for a in game.legal_actions(1))  # 三报 allows chow


def test_the_mode_is_asked_only_under_dealer_chooses() -> None:
    game = stacked(lanzhou(mode="san_bao", throw="none", **NO_ZFB), {})
    assert game.phase is Phase.TURN and game.variant is None


def test_the_mode_holds_while_the_same_player_keeps_the_deal() -> None:
    region = lanzhou(**chooser())
    players = [BasicPlayer(s, rules=region.shape_rules()) for s in range(4)]
    session = Session(region, seed=12, hands=10)
    kept = changed = 0
    previous = None
    while not session.finished:
        game = session.start_hand()
        chose = [a for a in game.legal_actions(game.dealer) if isinstance(a, RegionMove)]
        if previous is not None and previous.dealer == game.dealer:
            assert game.variant == previous.variant and not chose  # not asked again
            kept += 1
        else:
            assert game.variant is None and chose  # a new dealer chooses
            changed += 1
        while not game.is_over:
            seat = game.waiting_for()[0]
            game.apply(players[seat](game.view(seat)))
        assert game.variant is not None
        previous = game
    assert kept and changed > 1


def test_basic_dealer_picks_its_mode_by_the_rule_of_thumb() -> None:
    """Four pairs: 两报; any other hand: 悄悄胡. A scattered hand once got 三报 "for its chows";
    measured, 三报 cost it 0.60 points a hand against 悄悄胡, which allows the same chows
    without the 报听 (docs/computer-players.md, "The dealer's 玩法")."""
    assert dealer_mode_choice(to_counts(parse("1122m3344p5566s7z"))) is Mode.LIANG_BAO
    assert dealer_mode_choice(to_counts(parse("123m456p789s1122z3z"))) is Mode.QIAO_QIAO_HU
    scattered = to_counts(parse("1m5m9m2p6p1s4s7s1z2z3z5z6z7z"))
    assert dealer_mode_choice(scattered) is Mode.QIAO_QIAO_HU
    region = lanzhou(**chooser())
    game = stacked(region, {0: "1122m3344p5566s7z+"})
    assert BasicPlayer(0)(game.view(0)) == RegionMove(0, "choose_mode:liang_bao")
