"""Reading which unseen tiles are still in the wall (临沧/临汾; a screen for issue 34).

Every level treats each tile it cannot see as equally likely to be its next draw. But a copy
the seat cannot see is either in the wall or in an opponent's hand, and play tells the two
apart: players throw lone honours and terminals early, so late in a hand an honour with one or
two copies unseen whose other copies were thrown is almost surely in the wall, while a middle
tile nobody has thrown is more often held. ``benchmarks/seeing_hard.py`` measured what knowing
the wall exactly is worth to the hard level: +0.185 points a hand in 临沧 over knowing only the
other hands' waits.

``ReadsWall`` weighs each unseen kind by a measured table, the share of its unseen copies that
were in the wall, against the wall's share of all unseen tiles, by the kind's class (honour,
terminal, 2/8, middle), how many copies are unseen, how many the opponents threw, and how far
the hand has run (``WALL_TABLE``, from ``wall_read_table.py``). The search and estimate then
draw by those weights (rescaled to the same total). Danger and everything else stay hard's.

Not in the game: a screen. Run it as a player:

    PYTHONPATH=benchmarks .venv/bin/mahjong-desktop arena --region lincang \\
        --players wall_read_hard:ReadsWall,normal,normal,normal --walls 2000 \\
        --seed 2026 --jobs 2 --json --per-wall > reads-wall.json
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import mahjong_desktop.ai.normal as normal_module
from mahjong_desktop.ai.hard import HardPlayer
from mahjong_desktop.ai.ranking import TableRead
from mahjong_desktop.ai.regions import RegionKnowledge
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.tiles import NUM_KINDS

_TABLE_FILE = Path(__file__).with_name("wall_read_table.json")
# Empty until ``wall_read_table.py`` has written the file (which imports this module).
WALL_TABLE: dict[str, float] = (
    json.loads(_TABLE_FILE.read_text(encoding="utf-8")) if _TABLE_FILE.exists() else {}
)

_reader: dict[str, Any] = {"player": None}
_honest_read = normal_module.read_table


def _read(view: PlayerView, know: RegionKnowledge) -> TableRead:
    player = _reader["player"]
    honest = _honest_read(view, know)
    if player is None:
        return honest
    return replace(honest, sit=replace(honest.sit, **wall_weights(view, honest.sit.unseen)))


normal_module.read_table = _read  # type: ignore[assignment]


def kind_class(k: int) -> str:
    if k >= 27:
        return "h"
    r = k % 9
    return "t" if r in (0, 8) else ("n" if r in (1, 7) else "m")


def phase_of(live: int, unseen_total: int) -> str:
    f = min(9, int(10 * live / max(1, unseen_total)))
    return "early" if f >= 6 else ("mid" if f >= 4 else "late")


def thrown_by_others(view: PlayerView) -> list[int]:
    out = [0] * NUM_KINDS
    for info in view.seats:
        if info.seat == view.seat:
            continue
        for t, taken in zip(info.discards, info.claimed, strict=True):
            if not taken:
                out[t] += 1
    return out


def key_of(k: int, u: int, thrown: int, phase: str) -> str:
    return f"{kind_class(k)}|{u}|{min(thrown, 2)}|{phase}"


def wall_weights(view: PlayerView, unseen: Sequence[int]) -> dict[str, Any]:
    total = sum(unseen)
    phase = phase_of(view.wall_live, total)
    thrown = thrown_by_others(view)
    w = [
        u * WALL_TABLE.get(key_of(k, u, thrown[k], phase), 1.0) if u else 0.0
        for k, u in enumerate(unseen)
    ]
    s = sum(w)
    if s <= 0.0:
        return {}
    scale = total / s
    return {"unseen": tuple(x * scale for x in w), "unseen_total": max(1, total)}


class ReadsWall(HardPlayer):
    """Hard that draws by the measured wall shares (see the module doc)."""

    level = "reads-wall"

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        _reader["player"] = self
        try:
            return super().choose(view, legal)
        finally:
            _reader["player"] = None
