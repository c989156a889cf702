"""docs/rules/linan.md "Winning" (the minimums), "Settlement" (rounding, cap, 老庄, base stake,
payers, the worked example) and "Dealer" (succession and the 老庄 count)."""

from __future__ import annotations

from mahjong_desktop.rules.hand_facts import Evaluation, WinBy
from mahjong_desktop.rules.linan.scoring import Line
from mahjong_desktop.rules.settlement import HandOutcome, Payment, WinRecord
from tests.helpers.linan_table import ctx, evaluate, hu_items, items, linan, tai_items
from tests.helpers.stacked_table import t

SELF = WinBy.SELF_DRAW
DISCARD = WinBy.DISCARD

# The page's worked example: 财神 5p, 杠花 4p, round wind 东, the winner sits South (seat 1 with
# dealer 0). Exposed pong 9m, concealed kong 7s, concealed 东东东, 234m, one 杠花, pair 3p3p.
EXAMPLE = ("234m111z33p", "3p")
EXAMPLE_MELDS = ("pong 999m", "concealed 7777s")


def example(by: WinBy, **kw: object) -> Evaluation:
    return evaluate(*EXAMPLE, by, melded=EXAMPLE_MELDS, flowers=1, **kw)  # type: ignore[arg-type]


def outcome(
    ev: Evaluation,
    by: WinBy,
    *,
    winner: int = 1,
    dealer: int = 0,
    from_seat: int | None = None,
    streak: int = 0,
) -> HandOutcome:
    win = WinRecord(winner, t("3p"), by, from_seat, ev)
    return HandOutcome(dealer, (win,), (), (), False, streak)


def paid(payments: tuple[Payment, ...]) -> dict[int, int]:
    """Payer → amount (every payment here goes to the winner)."""
    return {p.payer: p.amount for p in payments}


# --- the worked example --------------------------------------------------------------------------
def test_worked_example_self_drawn_3p_is_36_hu_224_rounded_to_300_each_pays_300() -> None:
    ev = example(SELF)
    assert hu_items(ev) == {"gang_hua": 4, "peng": 4, "an_gang": 16, "an_ke": 8, "dan_diao": 4}
    assert sum(hu_items(ev).values()) == 36
    assert tai_items(ev) == {"tai_quan_feng": 1, "tai_ying_hu": 1}
    assert ev.formula.startswith("(36 胡 + 20 底胡) × 2^2 台 = 224 → 逢一进百 300")
    assert ev.legal and ev.total == 300 and ev.pays() == {"each": 300}
    settled = linan().settle(outcome(ev, SELF))
    assert paid(settled.payments) == {0: 300, 2: 300, 3: 300}  # 3 stakes each
    assert {p.reason for p in settled.payments} == {"self_draw"}


def test_worked_example_self_drawn_the_dealer_adds_100_per_lao_zhuang() -> None:
    settled = linan().settle(outcome(example(SELF), SELF, streak=2))
    assert paid(settled.payments) == {0: 500, 2: 300, 3: 300}
    assert settled.notes == ("lao_zhuang",)


def test_worked_example_won_on_a_discarded_3p_is_34_hu_216_rounded_to_300() -> None:
    ev = example(DISCARD)
    assert sum(hu_items(ev).values()) == 34 and hu_items(ev)["dan_diao"] == 2
    assert ev.formula.startswith("(34 胡 + 20 底胡) × 2^2 台 = 216 → 逢一进百 300")
    assert ev.legal and ev.pays() == {"discarder": 300, "other": 150}
    settled = linan().settle(outcome(ev, DISCARD, from_seat=3))
    assert paid(settled.payments) == {3: 300, 0: 150, 2: 150}
    # 放铳 is the discarder's payment alone; the others pay half under their own name.
    reasons = {p.payer: p.reason for p in settled.payments}
    assert reasons == {3: "discard_win", 0: "discard_win_other", 2: "discard_win_other"}


def test_the_explanation_lists_every_hu_item_the_base_every_tai_and_the_rounding() -> None:
    ev = example(SELF)
    keys = [i.key for i in ev.items]
    assert keys == [
        "gang_hua",
        "peng",
        "an_gang",
        "an_ke",
        "dan_diao",
        "base_hu",
        "tai_ying_hu",
        "tai_quan_feng",
        "feng_yi_jin_bai",
    ]
    names = {i.key: i.name_zh for i in ev.items}
    assert names["peng"] == "碰 九万" and names["an_gang"] == "暗杠 七条"
    assert items(ev)["base_hu"] == 20 and items(ev)["feng_yi_jin_bai"] == 300
    assert ev.unit == "胡"


# --- rounding, cap, 老庄 -------------------------------------------------------------------------
def test_rounding_up_to_the_next_hundred_202_becomes_300_and_300_stays_300() -> None:
    scorer = linan().scorer
    assert scorer.priced([Line("x", 81)], [Line("tai_ying_hu", 1)]).rounded == 300  # 202
    assert scorer.priced([Line("x", 130)], [Line("tai_ying_hu", 1)]).rounded == 300  # 300
    assert scorer.priced([Line("x", 140)], [Line("tai_ying_hu", 1)]).rounded == 400  # 320
    assert scorer.priced([Line("x", 80)], []).rounded == 100  # exactly 100 stays 100


def test_cap_500() -> None:
    # Three dragon triplets: 24 胡 + 单吊 4 = 28; 台 3 + 硬胡 → 48 × 16 = 768 → 800 → 500.
    ev = evaluate("777z666z555z123m88s", "8s")
    assert items(ev)["feng_yi_jin_bai"] == 800 and items(ev)["la_zi"] == 500
    assert ev.total == 500 and ev.pays() == {"each": 500}
    assert "→ 辣子封顶 500" in ev.formula


def test_lao_zhuang_is_added_after_the_cap() -> None:
    ev = evaluate("777z666z555z123m88s", "8s", dealer=True, streak=2, seat="E")
    assert ev.total == 500
    settled = linan().settle(outcome(ev, SELF, winner=0, dealer=0, streak=2))
    assert paid(settled.payments) == {1: 700, 2: 700, 3: 700}


def test_lao_zhuang_counts_on_every_payment_the_dealer_makes_or_receives_only() -> None:
    ev = example(DISCARD)
    settled = linan().settle(outcome(ev, DISCARD, winner=1, dealer=2, from_seat=3, streak=1))
    assert paid(settled.payments) == {3: 300, 0: 150, 2: 250}  # the dealer's half + 100


def test_the_cap_is_an_option() -> None:
    ev = evaluate("777z666z555z123m88s", "8s", options={"cap": 1000})
    assert ev.total == 800 and "la_zi" not in items(ev)


def test_amounts_are_hu_times_the_base_stake_100_being_one_stake() -> None:
    """Seed: "((…+20胡底)×(2的台数次方)+老庄)/100)×底注": what the evaluation says each payer
    pays is what the settlement charges, 底注 included (issue 29: ``pays`` had stayed in 胡)."""
    rules = linan(base_stake=2)
    ev = rules.evaluate(ctx(*EXAMPLE, DISCARD, melded=EXAMPLE_MELDS, flowers=1))
    assert ev.total == 300  # the hand's value stays in 胡
    assert ev.pays() == {"discarder": 600, "other": 300}
    settled = rules.settle(outcome(ev, DISCARD, from_seat=3))
    assert paid(settled.payments) == {3: 600, 0: 300, 2: 300}


# --- payers --------------------------------------------------------------------------------------
def test_a_robbed_kong_is_paid_like_a_self_draw_by_all_three_in_full() -> None:
    ev = evaluate("777z666z555z123m88s", "8s", WinBy.ROBBED_KONG)
    assert ev.pays() == {"each": 500}
    settled = linan().settle(outcome(ev, WinBy.ROBBED_KONG, from_seat=2))
    assert paid(settled.payments) == {0: 500, 2: 500, 3: 500}
    assert {p.reason for p in settled.payments} == {"robbed_kong"}


def test_no_payments_at_an_exhaustive_draw() -> None:
    settled = linan().settle(HandOutcome(0, (), (), (), True, 3))
    assert settled.payments == () and settled.net() == [0, 0, 0, 0]


# --- minimums ------------------------------------------------------------------------------------
def test_a_self_draw_must_reach_200_hu_100_is_not_a_win() -> None:
    ev = evaluate("123m678p789s234s88s", "4s")  # 平胡 2 → 22 × 2 = 44 → 100
    assert not ev.legal and ev.total == 100 and ev.pays() == {}
    assert "below the 200 胡 minimum for a self-draw" in (ev.reason or "")


def test_a_discard_win_must_reach_300_hu_200_is_not_a_win_but_is_by_self_draw() -> None:
    hand = ("123m678p789s99m", "9m")  # 单吊 9m with a pong of the seat wind 南
    by_self = evaluate(*hand, SELF, melded=("pong 222z",))
    assert by_self.legal and by_self.total == 200  # (4 + 6 + 20) × 4 = 120 → 200
    by_discard = evaluate(*hand, DISCARD, melded=("pong 222z",))
    assert not by_discard.legal and by_discard.total == 200  # (4 + 4 + 20) × 4 = 112 → 200
    assert "below the 300 胡 minimum for a discard win" in (by_discard.reason or "")


def test_a_discard_win_of_300_hu_is_a_win() -> None:
    assert example(DISCARD).legal


def test_the_minimums_are_options() -> None:
    ev = evaluate("123m678p789s234s88s", "4s", options={"min_self_draw": 100})
    assert ev.legal and ev.total == 100


def test_a_robbed_kong_needs_only_the_self_draw_minimum() -> None:
    # 单吊 9m (self-draw value 6), 抢杠胡 + 硬胡: 26 × 4 = 104 → 200: enough, as for a self-draw.
    ev = evaluate("123m678p789s234s99m", "9m", WinBy.ROBBED_KONG)
    assert ev.legal and ev.total == 200
    assert not evaluate("123m678p789s234s99m", "9m", DISCARD).legal
