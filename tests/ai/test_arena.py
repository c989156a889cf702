"""The arena: duplicate walls, JSON shape, identical results serial and in worker processes,
outside players by ``module:Class``, and one-line errors with exit status 2."""

from __future__ import annotations

import json
from collections.abc import Sequence

import pytest

from mahjong_desktop.ai.arena import ArenaConfig, run_arena, summarise
from mahjong_desktop.cli import main
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.rng import SplitMix64
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.region import RegionRules


class OutsidePlayer:
    """The minimal outside player of AI_RESULTS.md: always the first legal action."""

    name = "first"

    def __init__(self, region: RegionRules, seed: int) -> None:
        self.rng = SplitMix64(seed)

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        return legal[0]


def test_json_reports_every_player(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        ["arena", "--region", "lincang", "--players", "normal,easy,easy,random", "--walls", "2",
         "--seed", "3", "--json"]
    )  # fmt: skip
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    assert data["region"] == "lincang" and data["walls"] == 2 and data["seed"] == 3
    assert [p["player"] for p in data["players"]] == ["normal", "easy", "random"]
    for p in data["players"]:
        lo, hi = p["ci95"]
        assert lo <= p["mean"] <= hi
        assert set(p["decision_ms"]) == {"p50", "p95", "max"}
        assert 0 <= p["win_rate"] <= 1 and 0 <= p["deal_in_rate"] <= 1


def test_every_player_sits_in_every_seat_and_points_balance() -> None:
    config = ArenaConfig("lincang", ("easy", "normal", "plain", "random"), 5)
    (wall,) = run_arena(config, 1)
    assert sorted(r.entry for r in wall.seats) == sorted(list(range(4)) * 4)
    for rot in range(4):
        assert sum(r.points for r in wall.seats[4 * rot : 4 * rot + 4]) == 0


def test_worker_processes_give_the_serial_results() -> None:
    config = ArenaConfig("lincang", ("normal", "easy", "plain", "random"), 11)
    serial = run_arena(config, 4, jobs=1)
    parallel = run_arena(config, 4, jobs=2)
    assert [w.seats for w in serial] == [w.seats for w in parallel]
    strip = lambda s: {k: v for k, v in s.items() if k != "players"}  # noqa: E731
    assert strip(summarise(config, serial)) == strip(summarise(config, parallel))


def test_an_outside_player_can_be_seated(capsys: pytest.CaptureFixture[str]) -> None:
    spec = f"{__name__}:OutsidePlayer"
    code = main(["arena", "--region", "lincang", "--players", f"{spec},easy,easy,easy",
                 "--walls", "1", "--json"])  # fmt: skip
    assert code == 0
    assert json.loads(capsys.readouterr().out)["players"][0]["player"] == spec


@pytest.mark.parametrize(
    "args",
    [
        ["--region", "nowhere", "--players", "easy,easy,easy,easy"],
        ["--region", "lincang", "--players", "easy,easy,easy"],
        ["--region", "lincang", "--players", "easy,easy,easy,genius"],
        ["--region", "lincang", "--players", "easy,easy,easy,no_such_module:X"],
        ["--region", "lincang", "--players", "easy,easy,easy,easy", "--walls", "0"],
        ["--region", "lincang", "--players", "easy,easy,easy,easy", "--option", "nokey"],
        ["--region", "lincang", "--players", "easy,easy,easy,easy", "--option", "bogus=1"],
        ["--region", "lincang", "--players", "easy,easy,easy,easy", "--walls", "many"],
    ],
)
def test_bad_arguments_exit_2_with_one_line(
    args: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    try:
        code = main(["arena", *args])
    except SystemExit as exc:
        code = int(exc.code or 0)
    assert code == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("mahjong-desktop arena:") and "\n" not in err
