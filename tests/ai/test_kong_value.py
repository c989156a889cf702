"""Kong money the hard level counts: the chance of drawing the fourth tile of a concealed triplet
or a pong, at the region's kong payments, discounted where a drawn hand cancels them."""

from __future__ import annotations

import pytest

from mahjong_desktop.ai.base import allowed_discards
from mahjong_desktop.ai.hard import HardPlayer
from mahjong_desktop.ai.kong_value import KongMoney, expected_draws, kong_chances
from mahjong_desktop.ai.ranking import read_table
from mahjong_desktop.ai.regions import knowledge_for
from mahjong_desktop.ai.situation import Situation
from mahjong_desktop.engine.actions import Discard
from mahjong_desktop.rules.hand_facts import Meld, MeldKind
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.tiles import NUM_KINDS, parse, parse_one, to_counts
from tests.helpers.seeded_hands import views_of

# 临沧's payments: concealed kong 2 from each, added kong 1 from each, exposed kong 2.
LINCANG = KongMoney(exposed=2.0, concealed=6.0, added=3.0, settle=1.0)


def _counts(text: str) -> list[int]:
    return to_counts(parse(text))


def _sit(
    counts: list[int], unseen_of: dict[int, int], draws: int = 8, total: int = 80
) -> Situation:
    unseen = [0] * NUM_KINDS
    for kind, n in unseen_of.items():
        unseen[kind] = n
    return Situation(0, tuple(counts), 0, tuple(unseen), total, draws, None, (0,) * NUM_KINDS)


def test_a_concealed_triplet_is_worth_its_chance_of_a_concealed_kong() -> None:
    counts = _counts("555m123p456s789s1z")
    five = parse_one("5m")
    sit = _sit(counts, {five: 1})
    # 8 own draws among 80 unseen tiles: the one live fourth copy is drawn with chance 0.1.
    assert kong_chances(LINCANG, sit, 0.0, counts, ()) == pytest.approx(0.1 * 6.0)


def test_a_triplet_whose_fourth_tile_is_seen_has_no_kong_chance() -> None:
    counts = _counts("555m123p456s789s1z")
    assert kong_chances(LINCANG, _sit(counts, {}), 0.0, counts, ()) == 0.0


def test_a_pong_is_worth_its_chance_of_an_added_kong() -> None:
    counts = _counts("123p456s789s1z")
    seven = parse_one("7p")
    pong = Meld(MeldKind.PONG, (seven,) * 3, 2, seven)
    sit = _sit(counts, {seven: 1})
    assert kong_chances(LINCANG, sit, 0.0, counts, (pong,)) == pytest.approx(0.1 * 3.0)


def test_four_alike_in_hand_are_a_kong_waiting_to_be_declared() -> None:
    counts = _counts("5555m123p456s78s")
    assert kong_chances(LINCANG, _sit(counts, {}), 0.0, counts, ()) == pytest.approx(6.0)


def test_the_hand_may_end_before_the_draws_are_made() -> None:
    # Each go-around survives with chance 1 − hazard: fewer draws are expected.
    assert expected_draws(3, 1.0) == 3.0
    assert expected_draws(3, 0.5) == pytest.approx(0.5 + 0.25 + 0.125)
    counts = _counts("555m123p456s789s1z")
    sit = _sit(counts, {parse_one("5m"): 1}, draws=3, total=30)
    assert kong_chances(LINCANG, sit, 0.5, counts, ()) == pytest.approx(0.875 / 30 * 6.0)


@pytest.mark.parametrize(
    ("region_id", "options", "money"),
    [
        # 临沧/临汾: 流局杠钱不算, and 7 % of hands end in a draw.
        ("lincang", {}, KongMoney(2.0, 6.0, 3.0, 0.93)),
        ("linfen", {}, KongMoney(2.0, 6.0, 3.0, 0.93)),
        # 兰州: kong money is paid whatever the end of the hand.
        ("lanzhou", {}, KongMoney(1.0, 3.0, 3.0, 1.0)),
        # 上饶: not paid on a draw by default (one hand in 200); paid with the option on.
        ("shangrao", {}, KongMoney(1.0, 6.0, 3.0, 0.995)),
        ("shangrao", {"kong_paid_on_draw": True}, KongMoney(1.0, 6.0, 3.0, 1.0)),
        # 临安: kongs are worth 胡 in a winning hand (the scorer prices those), no kong money.
        ("linan", {}, KongMoney(0.0, 0.0, 0.0, 1.0)),
    ],
)
def test_kong_money_follows_the_regions_payments(
    region_id: str, options: dict[str, object], money: KongMoney
) -> None:
    got = knowledge_for(load_region(region_id, options)).kong_money
    assert got.exposed == money.exposed and got.concealed == money.concealed
    assert got.added == money.added and got.settle == pytest.approx(money.settle)


def test_a_region_without_kong_money_prices_no_kong() -> None:
    counts = _counts("555m123p456s789s1z")
    sit = _sit(counts, {parse_one("5m"): 1})
    assert kong_chances(KongMoney(), sit, 0.0, counts, ()) == 0.0


def test_hard_charges_breaking_a_live_triplet_its_kong_chance() -> None:
    region = load_region("lincang")
    checked = 0
    for view in views_of(region, range(6), "hard"):
        if view.phase != "turn" or not any(isinstance(a, Discard) for a in view.legal):
            continue
        hard = HardPlayer(region, 1)
        read = read_table(view, hard.know)
        counts = view.counts()
        live = [k for k, n in enumerate(counts) if n == 3 and read.sit.unseen[k]]
        if not live:
            continue
        by_tile = {f.tile: f.kong for f in hard.rank(view, read, allowed_discards(view.legal))}
        for k in live:
            other = next((t for t in by_tile if counts[t] < 3), None)
            if k in by_tile and other is not None:
                checked += 1
                assert by_tile[k] < by_tile[other]
    assert checked > 0


def test_hard_counts_the_discarders_payment_for_an_exposed_kong() -> None:
    region = load_region("lincang")
    hard = HardPlayer(region, 1)
    view = next(v for v in views_of(region, [1], "hard") if v.phase == "turn")
    read = read_table(view, hard.know)
    counts = view.counts()
    claim = hard.kong_claim_worth(read, counts, view.me.melds)
    assert claim - hard.kong_worth(read, counts, view.me.melds) == pytest.approx(0.93 * 2.0)
