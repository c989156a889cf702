"""Statistics equal a recount made from the records by replaying them with the engine (issue 19,
item 5: "Statistics can always be recomputed from the records")."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from mahjong_desktop.rules.hand_facts import WinBy
from mahjong_desktop.rules.item_kinds import is_pattern
from mahjong_desktop.rules.money_units import money_unit
from mahjong_desktop.storage.hand_record import HandRecord, replay_record
from mahjong_desktop.storage.records import RecordStore
from mahjong_desktop.storage.statistics import ALL, compute, opponent_level, unit_group
from tests.helpers.seeded_sessions import HUMAN, REGIONS


def _recount(records: list[HandRecord], seats: list[int]) -> dict[str, object]:
    """Figures straight from the replayed games (winners, settlements), not the stored facts."""
    hands = wins = tsumo = dealt_in = points = 0
    largest = 0
    patterns: Counter[str] = Counter()
    for record in records:
        game = replay_record(record)
        assert game.settlement is not None, "a kept hand is a finished hand"
        net = game.settlement.net()
        for seat in seats:
            hands += 1
            points += net[seat]
            mine = [w for w in game.winners if w.seat == seat]
            if mine:
                wins += 1
                largest = max(largest, net[seat])
                tsumo += any(w.win_by in (WinBy.SELF_DRAW, WinBy.KONG_REPLACEMENT) for w in mine)
                patterns.update(
                    i.key
                    for w in mine
                    for i in w.evaluation.items
                    if is_pattern(record.region, i.key)
                )
            elif any(w.from_seat == seat for w in game.winners):
                dealt_in += 1
    return {
        "hands": hands,
        "wins": wins,
        "self_draws": tsumo,
        "deal_ins": dealt_in,
        "points": points,
        "largest": largest,
        "patterns": patterns,
    }


def _figures(f: object) -> dict[str, object]:
    keys = ("hands", "wins", "self_draws", "deal_ins", "points", "largest", "patterns")
    return {k: getattr(f, k) for k in keys}


def test_statistics_equal_a_recount_from_the_records(played: Path) -> None:
    records, _ = RecordStore(played / "records.sqlite3").records()
    groups = compute(records)
    others = [s for s in range(4) if s != HUMAN]
    for region in (*REGIONS, unit_group("分"), unit_group("胡")):
        mine = [r for r in records if region in (r.region, unit_group(money_unit(r.region)))]
        group = groups[(region, ALL)]
        assert _figures(group.player) == _recount(mine, [HUMAN])
        assert _figures(group.computers) == _recount(mine, others)
        assert len(group.trend) == len({r.session_uid for r in mine})
        assert sum(t[2] for t in group.trend) == group.player.points
    # All regions together: counts and rates, but no points across units (issue 29 point 11).
    everything = groups[(ALL, ALL)]
    expected = {**_recount(records, [HUMAN]), "points": 0, "largest": 0}
    assert _figures(everything.player) == expected and everything.trend == []
    assert everything.unit is None


def test_groups_per_opponent_level(played: Path) -> None:
    records, _ = RecordStore(played / "records.sqlite3").records()
    groups = compute(records)
    levels = {opponent_level(r) for r in records}
    assert levels == {"mixed"}  # easy, normal, easy (tests.helpers.seeded_sessions.LEVELS)
    assert groups[(ALL, "mixed")].player.hands == len(records)


def test_a_seat_winning_twice_in_a_hand_counts_one_hand_won(played: Path) -> None:
    """兰州 包扣到底: the hand plays on after a win, so one seat may win twice; the self-draw share
    is of hands won and stays within 100 %."""
    from dataclasses import replace

    from mahjong_desktop.storage.hand_record import WinFacts

    record = RecordStore(played / "records.sqlite3").records()[0][0]
    twice = (WinFacts(HUMAN, "self_draw", None, 2, "番", ()),) * 2
    doubled = replace(record, facts=replace(record.facts, wins=twice))
    figures = compute([doubled])[(ALL, ALL)].player
    assert (figures.wins, figures.self_draws, figures.self_draw_share) == (1, 1, 1.0)


def test_rates_are_shares_of_their_counts(played: Path) -> None:
    records, _ = RecordStore(played / "records.sqlite3").records()
    f = compute(records)[(ALL, ALL)].player
    assert f.win_rate == f.wins / f.hands
    assert f.deal_in_rate == f.deal_ins / f.hands
    assert f.mean_points == f.points / f.hands
    assert f.self_draw_share == (f.self_draws / f.wins if f.wins else 0.0)


def test_the_summaries_count_the_same_as_the_whole_records(played: Path) -> None:
    store = RecordStore(played / "records.sqlite3")
    summaries, problems = store.summaries()
    assert problems == []
    assert compute(summaries) == compute(store.records()[0])
