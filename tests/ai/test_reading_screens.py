"""benchmarks/seeing_hard.py and benchmarks/wall_read_hard.py (stop 37's screens of what reading
the table is worth). Both replace ``normal.read_table`` for the players they make, so each runs
in a process of its own here: no other test may see the replacement."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

_ROOT = Path(__file__).resolve().parents[2]

_SEES_DANGER = """
import json
import seeing_hard
from mahjong_desktop.ai.ranking import read_table
from tests.helpers.stacked_table import region, stacked, t
rules = region("lincang")
# Seat 1 waits on 7z with seven pairs (a 番 pattern: it may win on a discard, 4 from the
# discarder); seats 2 and 3 hold padding that can neither claim nor win.
game = stacked(rules, {0: "7z+", 1: "1122m3344p5566s7z"})
view = game.view(0)
seer = seeing_hard.SeesDanger(rules, 1)
seen = seer.seen_read(game, view, seer.know)
honest = read_table(view, seer.know)
print(json.dumps({
    "loss": list(seen.loss), "seven": t("7z"),
    "ready": [th.ready for th in seen.threats], "win": [th.discard_win for th in seen.threats],
    "honest_loss": list(honest.loss),
}))
"""

_WALL_READ = """
import json
import wall_read_hard, wall_read_table
from tests.helpers.stacked_table import region, stacked, t
rules = region("lincang")
game = stacked(rules, {0: "1z1z1z1z+"})
view = game.view(0)
unseen = view.unseen_counts()
weights = wall_read_hard.wall_weights(view, unseen)
cells = {
    "h|1|1|late": [500.0, 450.0, 150.0],
    "h|1|1|": [900.0, 700.0, 300.0],
    "m|4|0|late": [100.0, 20.0, 40.0],
    "m|4|0|": [2000.0, 900.0, 1000.0],
}
print(json.dumps({
    "unseen": unseen, "weights": list(weights["unseen"]), "total": weights["unseen_total"],
    "table": wall_read_table.table(cells), "east": t("1z"), "five": t("5m"),
}))
"""


def _run(script: str) -> dict[str, Any]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(_ROOT), str(_ROOT / "benchmarks")])
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    out: dict[str, Any] = json.loads(done.stdout)
    return out


def test_seeing_the_other_hands_prices_exactly_the_tile_that_deals_in() -> None:
    seen = _run(_SEES_DANGER)
    loss = seen["loss"]
    assert loss[seen["seven"]] == 4.0  # 小七对 on a discard: the discarder pays 4
    assert sum(loss) == 4.0  # and no other discard costs anything
    assert seen["ready"] == [1.0, 0.0, 0.0] and seen["win"] == [1.0, 0.0, 0.0]
    # The honest reading spreads its guess over many kinds.
    assert sum(1 for x in seen["honest_loss"] if x > 0.0) > 1


def test_the_wall_reading_keeps_the_total_and_the_table_falls_back_on_thin_cells() -> None:
    read = _run(_WALL_READ)
    assert abs(sum(read["weights"]) - read["total"]) < 1e-9
    assert read["total"] == sum(read["unseen"])
    assert read["weights"][read["east"]] == 0.0  # all four held: nothing to draw
    assert read["weights"][read["five"]] > 0.0
    # A cell with 400 unseen copies or more keeps its own ratio; a thinner one takes the
    # ratio of the same cell over every phase.
    assert read["table"] == {"h|1|1|late": 3.0, "m|4|0|late": 0.9}
