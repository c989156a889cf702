"""The names a regional drill's choices must carry, read off the legal actions of the game at
the drill's moment: every choice a legal answer there (tests/drills)."""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_desktop.drills import Drill, Kind
from mahjong_desktop.engine.actions import Action, Discard, Pass, RegionMove
from mahjong_desktop.tiles import format as format_tiles
from mahjong_desktop.tiles import name as tile_name


def legal_regional_names(drill: Drill, legal: Sequence[Action]) -> set[str]:
    """For 甩牌 every legal answer (each set, and passing where allowed); for the dealer's 玩法
    every mode offered; for 报听 and the 临安 minimum the choices the drill puts, where each is a
    legal action now."""
    if drill.kind is Kind.MODE:
        return {
            a.name.removeprefix("choose_mode:")
            for a in legal
            if isinstance(a, RegionMove) and a.name.startswith("choose_mode:")
        }
    if drill.kind is Kind.SHUAI:
        names = set()
        for a in legal:
            if isinstance(a, RegionMove) and a.name == "throw":
                names.add(f"throw {format_tiles(a.tiles)}")
            elif isinstance(a, Pass):
                names.add("pass")
        return names
    discards = {tile_name(a.tile) for a in legal if isinstance(a, Discard)}
    if drill.kind is Kind.DECLARE_READY:
        declares = {
            f"declare {tile_name(a.tiles[0])}"
            for a in legal
            if isinstance(a, RegionMove) and a.name == "declare_ready"
        }
        return {c.name for c in drill.choices if c.name in discards | declares}
    return {c.name for c in drill.choices if c.name in discards}
