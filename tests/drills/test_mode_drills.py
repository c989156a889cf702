"""The dealer's 玩法 drill (兰州 庄家选择, issue 32): it comes up only where the dealer chooses,
offers every mode, judges by the measurement (a mode is wrong only where it is measurably worse
for that kind of dealt hand), agrees with the coach in the game, makes the same bytes from the
same seed, speaks both languages, comes from a kept hand where the player chose a worse mode, and
prints and checks on the command line."""

from __future__ import annotations

import io
import json
import sys
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from mahjong_desktop.ai.coach import advise
from mahjong_desktop.ai.hard import HardPlayer
from mahjong_desktop.ai.mode_worth import WRONG_AT_LEAST, measured, shipped_table
from mahjong_desktop.cli import main
from mahjong_desktop.drills import Drill, Kind, check_answer, judge, kinds_for
from mahjong_desktop.drills import kinds as kinds_module
from mahjong_desktop.drills.from_records import from_records
from mahjong_desktop.drills.generate import generate
from mahjong_desktop.drills.judge import answer_of
from mahjong_desktop.drills.kinds import why_not
from mahjong_desktop.engine.actions import Action, RegionMove
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.record import game_from_json
from mahjong_desktop.rules.lanzhou.modes import Mode, mode_move
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.storage.hand_record import record_of
from mahjong_desktop.storage.players import COMPUTER_STREAM, DecisionSeeded
from mahjong_desktop.storage.records import RecordStore
from tests.helpers.drill_choices import legal_regional_names

CHOOSES = {"mode": "dealer_chooses"}


@cache
def _made(seed: int = 5, count: int = 4) -> tuple[Drill, ...]:
    return tuple(generate("lanzhou", CHOOSES, seed=seed, count=count, kinds=[Kind.MODE]))


def test_the_question_comes_up_only_at_a_table_where_the_dealer_chooses_the_mode() -> None:
    assert Kind.MODE in kinds_for("lanzhou", CHOOSES)
    for mode in Mode:
        assert Kind.MODE not in kinds_for("lanzhou", {"mode": mode.value})
    assert Kind.MODE not in kinds_for("lincang")
    assert generate("lanzhou", {}, seed=5, count=2, kinds=[Kind.MODE]) == []


def test_each_drill_offers_every_mode_and_accepts_those_not_measured_worse() -> None:
    drills = _made()
    assert len(drills) == 4
    for drill in drills:
        game = game_from_json(drill.game)
        view = game.view(drill.seat)
        assert drill.position["phase"] == Phase.PRE_PLAY.value and drill.seat == game.dealer
        names = [c.name for c in drill.choices]
        assert set(names) == legal_regional_names(drill, view.legal) == {m.value for m in Mode}
        _kind, k = measured(view.counts())
        assert set(drill.accepted) == {m.value for m in Mode if not k.modes[m].worse}
        assert len(names) - len(drill.accepted) >= WRONG_AT_LEAST
        assert drill.best.name == names[0] == k.best.value
        values = [c.value for c in drill.choices]
        assert values == sorted(values, reverse=True)


def test_the_verdict_is_the_coachs_choice_in_the_game_at_that_moment() -> None:
    for drill in _made():
        game = game_from_json(drill.game)
        view = game.view(drill.seat)
        said = advise(view, game.region)
        assert said.choice == RegionMove(drill.seat, mode_move(Mode(drill.best.name)))
        again = judge(view, game.region, HardPlayer(game.region), dict, kinds=[Kind.MODE])
        assert [(c.name, c.value, c.reason_en) for c in again[0].choices] == [
            (c.name, c.value, c.reason_en) for c in drill.choices
        ]
        assert again[0].accepted == drill.accepted
        # The coach's reason for each mode in the game is the drill's for that choice.
        reasons = {r.action: (r.reason_zh, r.reason_en) for r in said.claims}
        for c in drill.choices:
            move = RegionMove(drill.seat, mode_move(Mode(c.name)))
            assert reasons[move] == (c.reason_zh, c.reason_en)


def test_the_same_seed_makes_the_same_mode_drills_byte_for_byte() -> None:
    first = json.dumps([d.to_json() for d in _made()], ensure_ascii=False)
    again = generate("lanzhou", CHOOSES, seed=5, count=4, kinds=[Kind.MODE])
    assert json.dumps([d.to_json() for d in again], ensure_ascii=False) == first


def test_every_reason_is_in_chinese_and_english_with_the_modes_chinese_name() -> None:
    for drill in _made():
        for c in drill.choices:
            zh_name = Mode(c.name).zh
            assert zh_name in c.reason_zh and zh_name in c.reason_en
            assert c.reason_zh != c.reason_en
        assert "确实更差" in " ".join(c.reason_zh for c in drill.choices)
        assert "measurably worse" in " ".join(c.reason_en for c in drill.choices)


def test_check_judges_a_measurably_worse_mode_wrong_and_the_best_right() -> None:
    drill = _made()[0]
    wrong = next(c.name for c in drill.choices if c.name not in drill.accepted)
    assert check_answer({"drill": drill.to_json(), "answer": drill.best.name}, "stdin")["correct"]
    said = check_answer({"drill": drill.to_json(), "answer": wrong}, "stdin")
    assert said["correct"] is False and said["value"] < said["best_value"]


# --- from kept games --------------------------------------------------------------------------


def _kept_hand(seed: int, mode: Mode) -> Game:
    """A hand whose player (seat 0, the dealer) chooses ``mode``; computers elsewhere."""
    region = load_region("lanzhou", CHOOSES)
    game = Game(region, seed, 0)
    others = [DecisionSeeded("normal", region, seed, s, COMPUTER_STREAM) for s in range(4)]
    while not game.is_over:
        seat = game.waiting_for()[0]
        view = game.view(seat)
        chosen = next(
            (a for a in view.legal if isinstance(a, RegionMove) and a.name == mode_move(mode)),
            None,
        )
        action: Action = chosen if seat == 0 and chosen is not None else others[seat](view)
        game.apply(action)
    return game


def test_a_kept_hand_where_the_player_chose_a_worse_mode_makes_a_mode_drill(
    tmp_path: Path,
) -> None:
    store = RecordStore(tmp_path / "records.sqlite3")
    levels: tuple[str | None, ...] = (None, "normal", "normal", "normal")
    region = load_region("lanzhou", CHOOSES)
    # Seeds whose dealt hand is scattered (三报 measured worse for it), and one where the player
    # chose the coach's mode: that one makes no drill.
    seeds = [
        s
        for s in range(40)
        if measured(Game(region, s, 0).view(0).counts())[1].modes[Mode.SAN_BAO].worse
    ][:3]
    assert len(seeds) == 3
    games = [_kept_hand(s, Mode.SAN_BAO) for s in seeds[:2]]
    games.append(_kept_hand(seeds[2], Mode.QIAO_QIAO_HU))
    for n, game in enumerate(games):
        store.add(record_of(game, f"s{n}", 0, f"2026-12-{n + 1:02d}T20:00:00", 0, levels))
    found = from_records(store, "lanzhou", count=10, kinds=[Kind.MODE])
    assert found.problems == []
    assert [d.kind for d in found.drills] == [Kind.MODE, Kind.MODE]
    assert [int(d.game["seed"]) for d in found.drills] == [seeds[1], seeds[0]]  # newest first
    for drill in found.drills:
        assert drill.origin == "record" and drill.taken == "san_bao"
        assert drill.taken not in drill.accepted
        game = game_from_json(drill.game)
        taken = RegionMove(0, mode_move(Mode.SAN_BAO))
        assert answer_of(drill, game.view(0), taken) == "san_bao"


# --- the command line --------------------------------------------------------------------------


def _drill(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, *argv: str, stdin: str = ""
) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    try:
        code = main(["drill", *argv])
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_the_command_line_prints_and_checks_mode_drills(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    argv = ("--region", "lanzhou", "--kind", "mode", "--count", "3", "--seed", "1")
    code, out, err = _drill(capsys, monkeypatch, *argv, "--option", "mode=dealer_chooses", "--json")
    assert code == 0, err
    made: list[dict[str, Any]] = json.loads(out)
    assert len(made) == 3 and {d["kind"] for d in made} == {"mode"}
    for d in made:
        assert {c["choice"] for c in d["choices"]} == {m.value for m in Mode}
        wrong = next(c["choice"] for c in d["choices"] if c["choice"] not in d["accepted"])
        code, out, _ = _drill(
            capsys, monkeypatch, "--check", stdin=json.dumps({"drill": d, "answer": wrong})
        )
        assert code == 0 and json.loads(out)["correct"] is False
    # At a table where the mode is fixed the question never comes up: said, with status 2.
    code, out, err = _drill(capsys, monkeypatch, *argv, "--json")
    assert code == 2 and out == ""
    assert "庄家选择" in err and "mode=dealer_chooses" in err


def test_a_measurement_that_tells_no_modes_apart_refuses_the_question(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The same table with every interval reaching 0: no answer could be judged wrong.
    table = shipped_table()
    level = {
        kind: replace(k, modes={m: replace(x, high=max(x.high, 0.0)) for m, x in k.modes.items()})
        for kind, k in table.kinds.items()
    }
    monkeypatch.setattr(kinds_module, "shipped_table", lambda: replace(table, kinds=level))
    assert Kind.MODE not in kinds_for("lanzhou", CHOOSES)
    said = why_not(Kind.MODE, "lanzhou", CHOOSES)
    assert said is not None and "measurably worse" in said and f"{table.walls:,} walls" in said
