"""The arena: duplicate walls, JSON shape, identical results serial and in worker processes,
outside players by ``module:Class``, and one-line errors with exit status 2."""

from __future__ import annotations

import json
from collections.abc import Sequence

import pytest

from mahjong_desktop.ai.arena import (
    ArenaConfig,
    paired_across_runs,
    per_wall_means,
    pool_runs,
    run_arena,
    summarise,
)
from mahjong_desktop.cli import main
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.rng import SplitMix64
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.rules.registry import load_region


class OutsidePlayer:
    """The minimal outside player of benchmarks/AI_RESULTS.md: always the first legal action."""

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
        ["--region", "lincang", "--players", "easy,easy,easy,easy", "--first-wall", "-1"],
        ["--region", "lincang", "--players", "easy,easy,easy,easy", "--per-wall"],
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


def test_per_wall_adds_each_players_mean_on_every_wall(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = main(
        ["arena", "--region", "lincang", "--players", "normal,easy,easy,easy", "--walls", "3",
         "--seed", "4", "--json", "--per-wall"]
    )  # fmt: skip
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    config = ArenaConfig("lincang", ("normal", "easy", "easy", "easy"), 4, data["options"])
    expected = per_wall_means(config, run_arena(config, 3))
    assert data["per_wall"] == {k: [round(v, 6) for v in vs] for k, vs in expected.items()}
    assert sum(data["per_wall"]["normal"]) / 3 == pytest.approx(data["players"][0]["mean"], 1e-3)


def _run(player: str, means: list[float], normal: list[float]) -> dict[str, object]:
    return {"region": "lincang", "seed": 1, "options": {}, "walls": len(means),
            "per_wall": {player: means, "normal": normal}}  # fmt: skip


def test_paired_across_runs_differences_the_two_leads_wall_by_wall() -> None:
    a = _run("hard", [1.0, 2.0, 0.0, 3.0], [0.0, 1.0, 0.0, 1.0])  # leads 1, 1, 0, 2
    b = _run("variant", [1.0, 4.0, 1.0, 3.0], [0.0, 1.0, 0.0, 2.0])  # leads 1, 3, 1, 1
    out = paired_across_runs(a, b, "hard", "variant", "normal")
    assert out["walls"] == 4 and out["identical_walls"] == 1
    assert out["mean"] == pytest.approx((0 + 2 + 1 - 1) / 4)
    assert [lead[0] for lead in out["leads"]] == pytest.approx([1.0, 1.5])
    lo, hi = out["ci95"]
    assert lo < out["mean"] < hi and not out["significant"]


def test_paired_across_runs_refuses_runs_on_different_walls() -> None:
    a = _run("hard", [1.0], [0.0])
    b = {**_run("variant", [1.0], [0.0]), "seed": 2}
    with pytest.raises(ValueError, match="seed"):
        paired_across_runs(a, b, "hard", "variant", "normal")
    with pytest.raises(ValueError, match="per-wall"):
        paired_across_runs(a, _run("variant", [1.0], [0.0]), "hard", "other", "normal")
    later = {**_run("variant", [1.0], [0.0]), "first_wall": 500}
    with pytest.raises(ValueError, match="different walls: 0 against 500"):
        paired_across_runs(a, later, "hard", "variant", "normal")
    other_rules = {**_run("variant", [1.0], [0.0]), "options": {"honour_discard_wins": False}}
    with pytest.raises(ValueError, match="options"):
        paired_across_runs(a, other_rules, "hard", "variant", "normal")


def test_paired_across_runs_reads_options_as_the_rules_do() -> None:
    # The CLI's JSON spells every option out, arena_suite's gives none: the same rules, so the
    # same walls, and the pairing takes them.
    spelled = dict(load_region("lincang").options)
    a = _run("hard", [1.0, 2.0], [0.0, 0.0])
    b = {**_run("variant", [2.0, 2.0], [0.0, 0.0]), "options": spelled}
    assert paired_across_runs(a, b, "hard", "variant", "normal")["mean"] == pytest.approx(0.5)


def test_a_run_from_a_later_wall_plays_the_same_walls_as_a_longer_run() -> None:
    config = ArenaConfig("lincang", ("normal", "easy", "easy", "easy"), 4)
    whole = run_arena(config, 3)
    later = run_arena(config, 2, first=1)
    assert [w.index for w in later] == [1, 2]
    assert [w.seats for w in later] == [w.seats for w in whole[1:]]
    assert summarise(config, later)["first_wall"] == 1


def _part(first: int, walls: int, mean: float, half: float, win: float) -> dict[str, object]:
    row = {
        "player": "hard",
        "mean": mean,
        "ci95": [mean - half, mean + half],
        "win_rate": win,
        "self_draw_share": 0.5,
        "deal_in_rate": 0.1,
        "decision_ms": {"max": 10.0 * walls},
    }
    diff = {
        "a": "hard",
        "b": "normal",
        "mean": mean,
        "ci95": [mean - half, mean + half],
        "significant": False,
    }
    return {"region": "shangrao", "seed": 7, "lineup": ["hard", "normal", "normal", "normal"],
            "options": {}, "walls": walls, "first_wall": first, "players": [row],
            "differences": [diff], "elapsed_s": 1.0}  # fmt: skip


def test_pooled_runs_weigh_means_by_walls_and_narrow_the_interval() -> None:
    # Two halves of equal size and spread: the pooled interval is 1/√2 as wide as each half's.
    out = pool_runs([_part(0, 100, 0.1, 0.2, 0.2), _part(100, 100, 0.3, 0.2, 0.3)])
    d = out["differences"][0]
    assert out["walls"] == 200 and out["parts"] == [[0, 100], [100, 100]]
    assert d["mean"] == pytest.approx(0.2)
    assert d["ci95"][1] - d["mean"] == pytest.approx(0.2 / 2**0.5, abs=1e-4)
    assert d["significant"]  # 0.2 ± 0.141 excludes 0, though neither half did
    assert out["players"][0]["win_rate"] == pytest.approx(0.25)
    assert out["players"][0]["decision_ms"] == {"max": 1000.0}


def test_pooling_refuses_overlapping_walls_and_other_line_ups() -> None:
    with pytest.raises(ValueError, match="overlap: wall 50"):
        pool_runs([_part(0, 100, 0.1, 0.2, 0.2), _part(50, 100, 0.3, 0.2, 0.3)])
    other = {**_part(100, 100, 0.3, 0.2, 0.3), "seed": 8}
    with pytest.raises(ValueError, match="seed"):
        pool_runs([_part(0, 100, 0.1, 0.2, 0.2), other])


def test_pooling_reads_options_left_at_their_default_as_spelled_out() -> None:
    spelled = {**_part(100, 100, 0.3, 0.2, 0.3), "options": {"min_value": 4}}
    assert pool_runs([_part(0, 100, 0.1, 0.2, 0.2), spelled])["walls"] == 200
    other = {**spelled, "options": {"min_value": 8}}
    with pytest.raises(ValueError, match="options"):
        pool_runs([_part(0, 100, 0.1, 0.2, 0.2), other])


def test_a_label_seats_copies_of_one_player_as_rows_of_their_own() -> None:
    config = ArenaConfig("lincang", ("plain", "plain#b", "plain", "plain#b"), 4)
    summary = summarise(config, run_arena(config, 2))
    assert [p["player"] for p in summary["players"]] == ["plain", "plain#b"]
    # The same player on the same walls: only the seats differ, so the rows are mirror images.
    a, b = summary["players"]
    assert a["mean"] == -b["mean"]


def test_the_summary_names_the_regions_unit() -> None:
    for region, unit in (("linan", "胡"), ("shangrao", "分"), ("lincang", "番")):
        config = ArenaConfig(region, ("plain", "plain", "plain", "random"), 1)
        assert summarise(config, run_arena(config, 1))["unit"] == unit


def test_deal_ins_into_declared_hands_and_bao_are_counted_per_player() -> None:
    """兰州 两报包: every discard win is on a declared hand, and an undeclared discarder pays 包."""
    config = ArenaConfig(
        "lanzhou", ("plain", "normal", "plain", "normal"), 6, {"mode": "liang_bao_bao"}
    )
    results = run_arena(config, 6)
    rows = [r for w in results for r in w.seats]
    assert any(r.bao_paid > 0 for r in rows)
    for r in rows:
        assert r.dealt_in_declared == r.dealt_in  # in 两报包 only a declared hand may win
        assert r.bao_paid >= 0 and (r.bao_paid == 0 or r.dealt_in)
    summary = summarise(config, results)
    for p in summary["players"]:
        assert p["deal_in_declared_rate"] == p["deal_in_rate"]
        assert 0 < p["bao_rate"] <= p["deal_in_rate"] and p["bao_per_hand"] > 0
