"""Builds ``wall_read_table.json`` for ``wall_read_hard.py`` from arena play (a screen's data).

Plays ``hard,normal,normal,normal`` on walls no reported run uses (10,000 on) and, at every turn
decision of every seat, counts for each kind the seat cannot see: its unseen copies, how many
of them were in the wall, and how many the wall's share of all unseen tiles would predict. The
table is the ratio of the last two per cell (class, copies unseen, copies the opponents threw,
phase of the hand); cells with fewer than 400 unseen copies fall back to the cell without the
phase.

    .venv/bin/python benchmarks/wall_read_table.py --region lincang --first-wall 10000 --walls 500
"""

from __future__ import annotations

import argparse
import collections
import json
from pathlib import Path

from wall_read_hard import key_of, phase_of, thrown_by_others

from mahjong_desktop.ai.arena import wall_seed
from mahjong_desktop.ai.levels import make_player
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.rng import derive_seed
from mahjong_desktop.rules.registry import load_region

_LINEUP = ("hard", "normal", "normal", "normal")
_MIN_COPIES = 400


def count(region_id: str, first: int, walls: int) -> dict[str, list[float]]:
    region = load_region(region_id)
    cells: dict[str, list[float]] = collections.defaultdict(lambda: [0.0, 0.0, 0.0])
    for index in range(first, first + walls):
        for rot in range(4):
            players = [
                make_player(_LINEUP[(s + rot) % 4], region, derive_seed(2026, 99, index, rot, s))
                for s in range(4)
            ]
            game = Game(region, wall_seed(2026, index), 0)
            while not game.is_over:
                for s in game.waiting_for():
                    view = game.view(s)
                    if view.phase is Phase.TURN and len(view.legal) > 1:
                        wall = [0] * 34
                        for t in game.wall.remaining_kinds():
                            wall[t] += 1
                        unseen = view.unseen_counts()
                        total = sum(unseen)
                        phase = phase_of(view.wall_live, total)
                        thrown = thrown_by_others(view)
                        for k, u in enumerate(unseen):
                            if not u:
                                continue
                            for key in (
                                key_of(k, u, thrown[k], phase),
                                key_of(k, u, thrown[k], ""),
                            ):
                                cell = cells[key]
                                cell[0] += u
                                cell[1] += wall[k]
                                cell[2] += u * view.wall_live / total
                    game.apply(players[s].choose(view, view.legal))
    return cells


def table(cells: dict[str, list[float]]) -> dict[str, float]:
    out: dict[str, float] = {}
    for key, (copies, walled, expected) in cells.items():
        if key.endswith("|") or not expected:
            continue
        if copies < _MIN_COPIES:
            general = cells.get(key.rsplit("|", 1)[0] + "|")
            if general is None or not general[2]:
                continue
            copies, walled, expected = general
        out[key] = round(walled / expected, 3)
    return dict(sorted(out.items()))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--region", default="lincang")
    ap.add_argument("--first-wall", type=int, default=10_000)
    ap.add_argument("--walls", type=int, default=500)
    ap.add_argument("--out", type=Path, default=Path(__file__).with_name("wall_read_table.json"))
    args = ap.parse_args()
    cells = count(args.region, args.first_wall, args.walls)
    args.out.write_text(json.dumps(table(cells), indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
