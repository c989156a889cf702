"""benchmarks/playout_hard.py (the screen of issue 34's playout proposal): it plays whole hands
through the arena, the same way every time, and its playouts do re-rank hard's discards."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mahjong_desktop.ai.arena import ArenaConfig, play_wall
from tests.helpers.scripts import benchmark_module

_LINEUP = ("playout_hard:PlayoutFar", "normal", "normal", "normal")


def test_a_playout_wall_is_the_same_every_time() -> None:
    benchmark_module("playout_hard")  # importable as ``playout_hard:PlayoutFar`` from here on
    config = ArenaConfig("lincang", _LINEUP, 2026)
    first = play_wall(config, 8000)
    again = play_wall(config, 8000)
    assert first.seats == again.seats
    # Duplicate play: the four rotations' points add up to zero for each hand.
    for rot in range(4):
        assert sum(s.points for s in first.seats[4 * rot : 4 * rot + 4]) == 0


def test_playouts_change_some_of_hards_choices_and_only_among_its_candidates() -> None:
    module = benchmark_module("playout_hard")
    changed: list[tuple[int, int]] = []
    seen: list[int] = []

    class Watched(module.PlayoutFar):  # type: ignore[misc, name-defined]
        def searched_ranking(self, view: Any, read: Any, counts: Sequence[int], *rest: Any) -> Any:
            ranked = super().searched_ranking(view, read, counts, *rest)
            plain = module.HardPlayer.searched_ranking(self, view, read, counts, *rest)
            seen.append(1)
            assert {f.tile for f in ranked} == {f.tile for f in plain}
            if ranked and ranked[0].tile != plain[0].tile:
                changed.append((plain[0].tile, ranked[0].tile))
            return ranked

    setattr(module, "Watched", Watched)  # noqa: B010 (the arena imports it by name)
    config = ArenaConfig("lincang", ("playout_hard:Watched", "normal", "normal", "normal"), 2026)
    for index in range(8000, 8003):
        play_wall(config, index)
        if changed:
            break
    assert seen, "the hard level never ranked a discard"
    assert changed, "the playouts never changed hard's first choice in three walls"
