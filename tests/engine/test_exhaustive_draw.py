"""Exhaustive draws: docs/rules/linfen.md 流局查大叫，杠钱不算 and its [decided] amount;
docs/rules/lincang.md's draw rule (the deal passes on, "不能連莊"; no payments unless the 查大叫
option is on)."""

from __future__ import annotations

from mahjong_desktop.engine.actions import ConcealedKong
from tests.helpers.stacked_table import play_until, region, stacked, t

NINE_GATES_M = "1112345678999m"  # ready: any 万 completes it, always at least 清一色
PLAIN_READY = "123m456m789m123p5p"  # ready on 5p, a plain hand: 平胡 only
QUIET = {"honour_discard_wins": False, "last_four_forced": False}


def drawn_hand(rules_name: str, hands: dict[int, str], kong: str | None = None, **options: object):
    game = stacked(region(rules_name, **{**QUIET, **options}), hands, tail="1z2z")
    if kong is not None:
        game.apply(ConcealedKong(0, t(kong)))
    play_until(game, lambda g: False)  # everyone discards what they draw, passes every claim
    assert game.outcome is not None and game.outcome.draw
    assert game.settlement is not None
    return game


def pays(game) -> list[tuple[int, int, int, str]]:
    return sorted((p.payer, p.payee, p.amount, p.reason) for p in game.settlement.payments)


def test_linfen_cha_da_jiao_every_unready_player_pays_every_ready_player() -> None:
    game = drawn_hand("linfen", {3: NINE_GATES_M})
    # Best wait as a discard win: 清一色, 1 番 → 4.
    assert pays(game) == [
        (0, 3, 4, "cha_da_jiao"),
        (1, 3, 4, "cha_da_jiao"),
        (2, 3, 4, "cha_da_jiao"),
    ]
    check = game.settlement.ready_checks[3]
    assert check.ready and check.value == 4 and check.evaluation is not None


def test_linfen_cha_da_jiao_a_plain_only_wait_counts_one() -> None:
    game = drawn_hand("linfen", {3: PLAIN_READY})
    assert pays(game) == [
        (0, 3, 1, "cha_da_jiao"),
        (1, 3, 1, "cha_da_jiao"),
        (2, 3, 1, "cha_da_jiao"),
    ]


def test_linfen_cha_da_jiao_ready_players_do_not_pay_each_other() -> None:
    game = drawn_hand("linfen", {1: PLAIN_READY, 3: NINE_GATES_M})
    assert pays(game) == [
        (0, 1, 1, "cha_da_jiao"),
        (0, 3, 4, "cha_da_jiao"),
        (2, 1, 1, "cha_da_jiao"),
        (2, 3, 4, "cha_da_jiao"),
    ]


def test_linfen_kong_money_is_cancelled_at_a_draw() -> None:
    game = drawn_hand("linfen", {0: "5555p+", 3: NINE_GATES_M}, kong="5p")
    assert [k.tile for k in game.kongs] == [t("5p")]
    assert all(p.reason == "cha_da_jiao" for p in game.settlement.payments)
    assert "kong_payments_cancelled" in game.settlement.notes


def test_lincang_draw_no_payments_by_default_even_with_kongs_and_ready_players() -> None:
    game = drawn_hand("lincang", {0: "5555p+", 3: NINE_GATES_M}, kong="5p")
    assert game.settlement.payments == ()


def test_lincang_cha_da_jiao_option_on() -> None:
    game = drawn_hand("lincang", {3: NINE_GATES_M}, cha_da_jiao=True)
    assert len(game.settlement.payments) == 3 and sum(game.settlement.net()) == 0


def test_linfen_cha_da_jiao_option_off() -> None:
    game = drawn_hand("linfen", {3: NINE_GATES_M}, cha_da_jiao=False)
    assert game.settlement.payments == ()


def test_exhaustive_draw_passes_the_deal_on(name: str) -> None:
    """Seed "不能連莊": after a drawn hand the seat after the dealer deals (option: the dealer
    stays)."""
    game = drawn_hand(name, {}, kong=None)
    assert game.region.next_dealer(game.outcome) == (1, 0)
    stays = drawn_hand(name, {}, kong=None, dealer_stays_on_draw=True)
    assert stays.region.next_dealer(stays.outcome) == (0, 0)
