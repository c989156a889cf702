"""Drills from kept games (issue 32): after a hand in which the player chose otherwise than the
coach, its decisions appear as drills, newest hand first, each position once."""

from __future__ import annotations

from pathlib import Path

from mahjong_desktop.ai.coach import advise
from mahjong_desktop.ai.hard import HardPlayer
from mahjong_desktop.ai.levels import make_player
from mahjong_desktop.drills import Kind, kinds_for
from mahjong_desktop.drills.from_records import from_records
from mahjong_desktop.drills.judge import answer_of
from mahjong_desktop.engine.actions import action_from_json
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.record import game_from_json
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.storage.hand_record import record_of
from mahjong_desktop.storage.players import COMPUTER_STREAM, DecisionSeeded
from mahjong_desktop.storage.records import RecordStore

LEVELS: tuple[str | None, ...] = (None, "normal", "normal", "normal")


def _played(region_id: str, seed: int) -> Game:
    """A hand whose seat 0 plays at random (the player's own, often poor, choices)."""
    region = load_region(region_id, {})
    game = Game(region, seed, 0)
    player = make_player("random", region, seed)
    others = [DecisionSeeded("normal", region, seed, s, COMPUTER_STREAM) for s in range(4)]
    while not game.is_over:
        seat = game.waiting_for()[0]
        view = game.view(seat)
        action = player.choose(view, view.legal) if seat == 0 else others[seat](view)
        game.apply(action)
    return game


def _store(tmp_path: Path) -> RecordStore:
    return RecordStore(tmp_path / "records.sqlite3")


def test_drills_appear_from_a_kept_hand_where_the_player_chose_otherwise(tmp_path: Path) -> None:
    store = _store(tmp_path)
    game = _played("lincang", 11)
    store.add(record_of(game, "s-old", 0, "2026-11-30T20:00:00", 0, LEVELS))
    found = from_records(store, "lincang", count=100, kinds=kinds_for("lincang"))
    assert found.problems == []
    assert found.drills, "a hand played at random holds mistakes"
    actions = game_to_actions(game)
    for drill in found.drills:
        assert drill.origin == "record"
        assert drill.taken is not None and drill.taken not in drill.accepted
        # The answer recorded is what the player did at that moment of the kept hand.
        at = game_from_json(drill.game)
        view = at.view(0)
        taken = action_from_json(actions[len(drill.game["actions"])])
        assert taken.seat == 0
        assert answer_of(drill, view, taken) == drill.taken
        # The coach asked there, as the hint button would have been, chooses the drill's best.
        advice = advise(view, at.region, HardPlayer(at.region))
        assert answer_of(drill, view, advice.choice) == drill.best.name
    assert len({d.id for d in found.drills}) == len(found.drills)
    # Latest decision first within the hand.
    steps = [len(d.game["actions"]) for d in found.drills]
    assert steps == sorted(steps, reverse=True)


def game_to_actions(game: Game) -> list[dict[str, object]]:
    return [a.to_json() for a in game.actions]


def test_the_newest_kept_hand_comes_first_and_a_position_is_never_repeated(
    tmp_path: Path,
) -> None:
    store = _store(tmp_path)
    old, new = _played("lincang", 11), _played("lincang", 12)
    store.add(record_of(old, "s-old", 0, "2026-11-30T20:00:00", 0, LEVELS))
    store.add(record_of(new, "s-new", 0, "2026-12-01T20:00:00", 0, LEVELS))
    store.add(record_of(new, "s-again", 0, "2026-11-29T20:00:00", 0, LEVELS))  # the same hand
    found = from_records(store, "lincang", count=100, kinds=kinds_for("lincang"))
    seeds = [d.game["seed"] for d in found.drills]
    assert seeds[0] == 12 and 11 in seeds
    assert seeds == sorted(seeds, reverse=True)  # every drill of the newer hand first
    assert len({d.id for d in found.drills}) == len(found.drills)
    # The same hand kept twice (an import) gives its positions once: as many as one copy gives.
    single = _store(tmp_path / "one")
    single.add(record_of(new, "s-new", 0, "2026-12-01T20:00:00", 0, LEVELS))
    once = from_records(single, "lincang", count=100, kinds=kinds_for("lincang")).drills
    assert sum(1 for s in seeds if s == 12) == len(once)


def test_a_hand_of_computers_only_or_of_another_region_makes_no_drill(tmp_path: Path) -> None:
    store = _store(tmp_path)
    store.add(record_of(_played("lincang", 11), "s", 0, "2026-12-01T20:00:00", None, LEVELS))
    store.add(record_of(_played("linfen", 11), "t", 0, "2026-12-01T20:00:00", 0, LEVELS))
    assert from_records(store, "lincang", count=10, kinds=kinds_for("lincang")).drills == []


def test_count_and_kind_bound_the_drills_from_records(tmp_path: Path) -> None:
    store = _store(tmp_path)
    store.add(record_of(_played("lincang", 11), "s", 0, "2026-12-01T20:00:00", 0, LEVELS))
    found = from_records(store, "lincang", count=2, kinds=[Kind.DISCARD])
    assert len(found.drills) == 2
    assert {d.kind for d in found.drills} == {Kind.DISCARD}


def test_only_the_newest_kept_hands_are_looked_through(tmp_path: Path) -> None:
    store = _store(tmp_path)
    store.add(record_of(_played("lincang", 11), "old", 0, "2026-11-30T20:00:00", 0, LEVELS))
    store.add(record_of(_played("lincang", 12), "new", 0, "2026-12-01T20:00:00", 0, LEVELS))
    found = from_records(store, "lincang", count=100, kinds=kinds_for("lincang"), max_hands=1)
    assert found.drills and {d.game["seed"] for d in found.drills} == {12}


def test_a_set_no_longer_wanted_stops(tmp_path: Path) -> None:
    store = _store(tmp_path)
    store.add(record_of(_played("lincang", 11), "s", 0, "2026-12-01T20:00:00", 0, LEVELS))
    found = from_records(
        store, "lincang", count=100, kinds=kinds_for("lincang"), progress=lambda n: False
    )
    assert found.drills == []
