"""临安 knowledge: the 200/300 胡 minimums, 台 and 胡 from the scorer, the 财神 and 硬胡, stakes."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from mahjong_desktop.ai.estimate import Route
from mahjong_desktop.ai.hard import HardPlayer
from mahjong_desktop.ai.levels import make_player
from mahjong_desktop.ai.ranking import rank_discards, read_table
from mahjong_desktop.ai.regions import RegionKnowledge, knowledge_for
from mahjong_desktop.ai.regions.linan import LinanKnowledge
from mahjong_desktop.ai.situation import minus, read_situation
from mahjong_desktop.engine.actions import Discard
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.view import PlayerView, SeatInfo
from mahjong_desktop.rules.hand_facts import Meld, MeldKind
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.tiles import parse, parse_one


def _pong(tile: str, frm: int = 2) -> Meld:
    k = parse_one(tile)
    return Meld(MeldKind.PONG, (k,) * 3, frm, k)


def _seat(seat: int, melds: Sequence[Meld] = (), discards: Sequence[int] = ()) -> SeatInfo:
    # Seat 0 sits East, the round wind is East: 东 is both its seat and round wind.
    return SeatInfo(
        seat, 27 + seat, tuple(melds), tuple(discards), (False,) * len(discards), 13, (), False, 0
    )


def _view(hand: str, wild: str, melds: Sequence[Meld] = ()) -> PlayerView:
    """Seat 0 on its turn holding ``hand`` (the last tile just drawn) and ``melds``."""
    tiles = parse(hand)
    return PlayerView(
        seat=0,
        hand_number=0,
        dealer=1,
        dealer_streak=0,
        round_wind=27,
        phase=Phase.TURN,
        turn=0,
        concealed=tuple(sorted(tiles)),
        drawn=tiles[-1],
        seats=(_seat(0, melds), _seat(1), _seat(2), _seat(3)),
        wall_live=60,
        face_up=(parse_one(wild),),  # the turned-up copy of the 财神 is out of play
        wild=parse_one(wild),
        claim_tile=None,
        claim_from=None,
        legal=tuple(Discard(0, t) for t in sorted(set(tiles))),
        win_locked=False,
        waits=(),
    )


@pytest.fixture()
def know() -> LinanKnowledge:
    k = knowledge_for(load_region("linan"))
    assert isinstance(k, LinanKnowledge)
    return k


def _ready_routes(know: LinanKnowledge, view: PlayerView, discard: str) -> dict[str, Route]:
    """Routes of the ready hand left by ``discard``, by name."""
    know.threats(view)
    c13 = minus(tuple(view.counts()), parse_one(discard))
    unseen = read_situation(view, know.region).unseen
    return {r.name: r for r in know.routes(view, c13, view.me.melds, 0, 8, unseen)}


def test_linan_has_its_own_knowledge(know: LinanKnowledge) -> None:
    assert know.note == ""
    assert know.typical_deal_in < know.typical_self_draw  # stakes: 100 胡 = 1


def test_a_hand_below_the_discard_minimum_cannot_win_on_a_discard(know: LinanKnowledge) -> None:
    # 中 pong (4 胡, 1 台) + 777s concealed (4) + 硬胡 (1 台): (8 + 20) × 2² = 112 → 200, enough
    # for a self-draw (200) but not for a discard win (300).
    view = _view("234m777s34p66s1z", "9m", [_pong("7z")])
    ready = _ready_routes(know, view, "1z")["ying_hu"]
    assert ready.value.self_draw > 0.0
    assert ready.value.discard_ok == 0.0


def test_a_hand_worth_the_discard_minimum_may_win_on_one(know: LinanKnowledge) -> None:
    # 东东东 is seat and round wind (2 台) + 中 pong + 硬胡: 4 台, capped at 500.
    view = _view("234m111z34p66s9p", "9m", [_pong("7z")])
    ready = _ready_routes(know, view, "9p")["ying_hu"]
    assert ready.value.discard_ok == pytest.approx(1.0)
    # The discarder pays 500 胡 and the other two 250 each (10 stakes) on 2p/5p; a 财神 won on
    # costs the 硬胡 台: 3 台, 300 (6 stakes). Self-drawn: 500 (300) from each of three.
    assert 6.0 < ready.value.discard < 10.0
    assert 9.0 < ready.value.self_draw < 15.0


def test_a_ready_hand_below_the_self_draw_minimum_is_worth_nothing(know: LinanKnowledge) -> None:
    # 硬胡 only (1 台), 中 pair 2 胡: (2 + 20) × 2 = 44 → 100 < 200 on every wait.
    view = _view("123m456m789m56p7z7z9s", "2s")
    routes = _ready_routes(know, view, "9s")
    ready = routes["ying_hu"]
    assert ready.value.self_draw == 0.0 and ready.effective == 0
    assert "ying_hu_rebuilt" in routes  # worth rebuilding, a step back
    c13 = minus(tuple(view.counts()), parse_one("9s"))
    assert know.region.waits(c13, 0, view.wild)  # ready in shape …
    assert know.waits(view, c13, 0, view.wild) == set()  # … but the look-ahead sees none paying


def test_hard_route_beats_keeping_the_cai_shen_when_ying_hu_is_needed(
    know: LinanKnowledge,
) -> None:
    # 中 pong + 777s: with the 财神 kept the hand has 1 台 and can never reach 200; thrown (硬胡)
    # the hand has 2 台 and any self-draw pays.
    view = _view("234m777s56p6s2s9p", "2s", [_pong("7z")])
    routes = _ready_routes(know, view, "9p")
    kept = routes["cai_shen"]
    thrown = routes["ying_hu"]
    assert kept.value.self_draw == 0.0
    assert thrown.value.self_draw > 0.0


def test_normal_keeps_the_cai_shen_when_the_hand_pays_without_ying_hu() -> None:
    # 中 and 发 pongs give 2 台 without 硬胡: the 财神 (2s) is worth more as a wild tile.
    region = load_region("linan")
    view = _view("2s234m56p9p4z", "2s", [_pong("7z"), _pong("6z", 3)])
    for level in ("normal", "hard"):
        action = make_player(level, region, 5).choose(view, view.legal)
        assert isinstance(action, Discard)
        assert action.tile != parse_one("2s"), level


def test_threats_are_weaker_than_generic_and_grow_with_visible_tai(know: LinanKnowledge) -> None:
    view = _view("123m456m789m56p7z7z9s", "2s")
    generic = RegionKnowledge(know.region)
    quiet = _seat(1, [], parse("1m9p2s5z8m3p"))
    assert (
        know.threat(view, quiet).ready * know.threat(view, quiet).discard_win
        < generic.threat(view, quiet).ready * generic.threat(view, quiet).discard_win
    )
    loud = _seat(2, [_pong("5z"), _pong("6z")], parse("1m9p2s5s8m3p"))
    assert know.threat(view, loud).weight > 2 * know.threat(view, quiet).weight


def test_win_values_are_in_stakes(know: LinanKnowledge) -> None:
    # The 4-台 hand above, self-drawn on 2p: 500 胡 from each of three = 15 stakes.
    view = _view("234m111z34p66s9p", "9m", [_pong("7z")])
    c14 = list(minus(tuple(view.counts()), parse_one("9p")))
    c14[parse_one("2p")] += 1
    self_drawn, on_discard = know.win_values(view, c14, view.me.melds, parse_one("2p"))
    assert self_drawn == pytest.approx(15.0)
    assert on_discard == pytest.approx(10.0)  # 500 + 250 + 250


def test_a_decision_does_not_depend_on_the_ones_before() -> None:
    """Scores are memoised across decisions, but the per-decision scorer budget is charged for
    memo hits too: the same view ranks the same for a fresh player and a seasoned one."""
    region = load_region("linan")
    first = _view("234m111z34p66s9p", "9m", [_pong("7z")])
    later = _view("234m111z34p67s9p", "9m", [_pong("7z")])

    def figures(player: HardPlayer, view: PlayerView) -> list[tuple[int, float]]:
        read = read_table(view, player.know)
        ranked = player.rank(view, read, {a.tile for a in view.legal if isinstance(a, Discard)})
        return [(f.tile, f.gain) for f in ranked]

    seasoned = HardPlayer(region, 5)
    figures(seasoned, first)
    assert figures(seasoned, later) == figures(HardPlayer(region, 5), later)


def test_the_hard_estimate_counts_the_tai_a_lone_dragon_may_still_become(
    know: LinanKnowledge,
) -> None:
    # 硬胡 (no 财神) is one 台; a 中 pong would make two, enough for any self-draw. A lone 中 with
    # three copies unseen may still become that pong: the hard level's estimate counts it.
    view = _view("123m456p78s22p9m1s9p7z", "4s")
    c13 = minus(tuple(view.counts()), parse_one("9m"))
    value = know.value
    plain = value.estimate(view, c13, (), 2, wilds=0)
    value.lone_honours = True
    lone = value.estimate(view, c13, (), 2, wilds=0)
    assert lone.self_draw > plain.self_draw
    # 北 is neither this seat's wind nor the round's: no 台 to become, nothing added.
    north = minus(tuple(view.counts()), parse_one("7z"))
    north = tuple(n + (k == parse_one("4z")) for k, n in enumerate(north))
    assert value.estimate(view, north, (), 2, wilds=0) == plain


def test_hard_keeps_a_lone_dragon_for_the_tai_it_may_still_become() -> None:
    # Two steps from ready, 硬胡: shape alone throws the 中 first (it joins nothing); counted as
    # a chance at a second 台, it is worth more than the 9m.
    region = load_region("linan")
    view = _view("123m456p78s22p9m1s9s7z", "4s")
    hard = make_player("hard", region, 5)
    assert isinstance(hard, HardPlayer) and isinstance(hard.know, LinanKnowledge)
    assert hard.choose(view, view.legal) == Discard(0, parse_one("9m"))
    hard.know.value.lone_honours = False
    assert hard.choose(view, view.legal) == Discard(0, parse_one("7z"))
    assert make_player("normal", region, 5).choose(view, view.legal) == Discard(0, parse_one("7z"))


def _chow(tiles: str) -> Meld:
    run = tuple(parse(tiles))
    return Meld(MeldKind.CHOW, run, 3, run[0])


def test_paying_closeness_lets_a_hand_one_step_from_paying_compete_with_a_dead_ready_one() -> None:
    # 234p chowed, 财神 9s held, no 台: throwing 4p leaves a hand ready in shape that no wait lets
    # win (below 200 胡). By shape it is the only closest discard; by the steps to a hand that
    # can pay, 7s (one step from a hand that pays) is as close, and worth more.
    region = load_region("linan")
    view = _view("45m344577p77s9s", "9s", [_chow("234p")])
    hard = make_player("hard", region, 5)
    assert isinstance(hard, HardPlayer)
    read = read_table(view, hard.know)
    counts, melds = view.counts(), view.me.melds
    by_shape = rank_discards(view, hard.know, read, counts, melds)
    assert [f.tile for f in by_shape if f.closest] == [parse_one("4p")]
    by_paying = rank_discards(view, hard.know, read, counts, melds, paying_closeness=True)
    closest = {f.tile for f in by_paying if f.closest}
    assert {parse_one("4p"), parse_one("7s")} <= closest
    assert by_paying[0].tile != parse_one("4p")
    assert by_paying[0].utility > next(f.utility for f in by_paying if f.tile == parse_one("4p"))


def test_hard_leaves_a_ready_hand_that_cannot_pay_for_one_a_step_from_paying() -> None:
    region = load_region("linan")
    view = _view("45m344577p77s9s", "9s", [_chow("234p")])
    assert LinanKnowledge.paying_closeness
    normal = make_player("normal", region, 5).choose(view, view.legal)
    hard = make_player("hard", region, 5).choose(view, view.legal)
    assert normal == Discard(0, parse_one("4p"))
    assert isinstance(hard, Discard) and hard.tile != parse_one("4p")
