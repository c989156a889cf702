"""``mahjong-desktop drill`` (issue 32, Deliver 4): the JSON contract, the same bytes for the same
seed, ``--check`` right, wrong and illegal, and drills from kept games after a hand in which the
player chose otherwise than the coach."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from mahjong_desktop.ai.levels import make_player
from mahjong_desktop.cli import main
from mahjong_desktop.drills.generate import generate
from mahjong_desktop.drills.kinds import Kind
from mahjong_desktop.engine.game import Game
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.storage.hand_record import record_of
from mahjong_desktop.storage.players import COMPUTER_STREAM, DecisionSeeded
from mahjong_desktop.storage.records import RecordStore

Run = tuple[int, str, str]


@pytest.fixture
def drill(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Any:
    def run(*argv: str, stdin: str | None = None) -> Run:
        if stdin is not None:
            monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
        try:
            code = main(["drill", *argv])
        except SystemExit as exc:  # argparse's own refusals (a --count out of range)
            code = int(exc.code or 0)
        out, err = capsys.readouterr()
        return code, out, err

    return run


def _set(drill: Any, *argv: str) -> list[dict[str, Any]]:
    code, out, err = drill(*argv, "--json")
    assert code == 0, err
    made = json.loads(out)
    assert isinstance(made, list)
    return made


def test_drills_keep_the_json_contract_and_accept_only_legal_choices(drill: Any) -> None:
    made = _set(drill, "--region", "shangrao", "--count", "5", "--seed", "2")
    assert len(made) == 5
    for d in made:
        assert d["region"] == "shangrao" and d["kind"] in ("discard", "claim", "bao")
        assert isinstance(d["position"]["hand"], str) and "players" in d["position"]
        names = [c["choice"] for c in d["choices"]]
        assert all(isinstance(c["value"], int | float) for c in d["choices"])
        assert d["accepted"] and set(d["accepted"]) <= set(names)
        assert set(d["reason"]) == {"zh", "en"} and d["reason"]["zh"] and d["reason"]["en"]


def test_one_kind_only_when_asked(drill: Any) -> None:
    made = _set(drill, "--region", "lincang", "--kind", "claim", "--count", "2")
    assert [d["kind"] for d in made] == ["claim", "claim"]


def test_the_same_seed_prints_the_same_bytes(drill: Any) -> None:
    args = ("--region", "linan", "--count", "3", "--seed", "9", "--json")
    first, second = drill(*args), drill(*args)
    assert first[0] == 0 and first[1] == second[1]
    assert drill("--region", "linan", "--count", "3", "--seed", "10", "--json")[1] != first[1]


def _first(drill: Any) -> dict[str, Any]:
    made: dict[str, Any] = _set(drill, "--region", "lincang", "--count", "1", "--seed", "4")[0]
    return made


def test_check_says_correct_for_the_coachs_choice_and_not_for_a_worse_one(drill: Any) -> None:
    d = _first(drill)
    code, out, _ = drill("--check", stdin=json.dumps({"drill": d, "answer": d["best"]}))
    said = json.loads(out)
    assert code == 0 and said["correct"] is True
    assert said["reason"] == d["reason"]
    wrong = next(c["choice"] for c in d["choices"] if c["choice"] not in d["accepted"])
    code, out, _ = drill("--check", stdin=json.dumps({"drill": d, "answer": wrong}))
    assert code == 0 and json.loads(out)["correct"] is False


def test_check_refuses_an_answer_that_is_no_legal_choice_with_status_2(drill: Any) -> None:
    d = _first(drill)
    code, out, err = drill("--check", stdin=json.dumps({"drill": d, "answer": "8z"}))
    assert code == 2 and out == ""
    assert "'8z' is not a legal choice" in err and err.count("\n") == 1


@pytest.mark.parametrize(
    ("stdin", "said"),
    [
        ("{not json", "not valid JSON"),
        ("[" * 100 + "]" * 100, "nest"),
        ('{"drill": {"choices": [], "accepted": []}, "answer": "1m"}', "1 to 64 choices"),
        ('{"answer": "1m"}', "drill: is missing"),
        ('"x" ' + " " * (2 << 20), "larger than"),
    ],
)
def test_check_refuses_bad_input_with_a_message_and_status_2(
    drill: Any, stdin: str, said: str
) -> None:
    code, out, err = drill("--check", stdin=stdin)
    assert code == 2 and out == ""
    assert said in err and err.startswith("mahjong-desktop drill: ")


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (("--region", "nowhere"), "unknown region 'nowhere'"),
        (("--region", "lincang", "--kind", "bao"), "belong to shangrao"),
        (("--region", "lanzhou", "--kind", "mode"), "玩法"),
        (("--region", "lincang", "--kind", "shuai"), "belong to lanzhou"),
        (("--region", "lanzhou", "--kind", "shuai", "--option", "throw=none"), "不甩"),
        (
            ("--region", "lanzhou", "--kind", "declare_ready", "--option", "mode=qiao_qiao_hu"),
            "悄悄胡",
        ),
        (("--kind", "discard"), "--region is required"),
        (("--region", "lincang", "--count", "0"), "is not from 1"),
        (("--check", "--region", "lincang"), "--region has no use"),
        (("--region", "lincang", "--profile", "x"), "use it with --from-records"),
        (("--region", "lincang", "--option", "nonsense=1"), "nonsense"),
    ],
)
def test_bad_arguments_exit_with_2_and_one_line(
    drill: Any, argv: tuple[str, ...], said: str
) -> None:
    code, out, err = drill(*argv)
    assert code == 2 and out == ""
    assert said in err and err.count("\n") == 1, err


def _kept_hand(folder: Path) -> None:
    region = load_region("lincang", {})
    game = Game(region, 11, 0)
    me = make_player("random", region, 11)  # the player: often not the coach's choice
    others = [DecisionSeeded("normal", region, 11, s, COMPUTER_STREAM) for s in range(4)]
    while not game.is_over:
        seat = game.waiting_for()[0]
        view = game.view(seat)
        game.apply(me.choose(view, view.legal) if seat == 0 else others[seat](view))
    store = RecordStore(folder / "records.sqlite3")
    store.add(
        record_of(game, "s", 0, "2026-12-01T20:00:00", 0, (None, "normal", "normal", "normal"))
    )
    store.close()


def test_from_records_prints_the_players_own_mistakes(drill: Any, tmp_path: Path) -> None:
    _kept_hand(tmp_path)
    made = _set(drill, "--region", "lincang", "--from-records", "--profile", str(tmp_path))
    assert made
    for d in made:
        assert d["origin"] == "record" and d["taken"] not in d["accepted"]
        assert d["taken"] in [c["choice"] for c in d["choices"]]


def test_from_records_without_kept_games_prints_an_empty_set_and_says_why(
    drill: Any, tmp_path: Path
) -> None:
    code, out, err = drill(
        "--region", "lincang", "--from-records", "--profile", str(tmp_path), "--json"
    )
    assert code == 0 and json.loads(out) == []
    assert "no kept games" in err
    assert not (tmp_path / "records.sqlite3").exists()  # nothing made just to be read


def test_the_same_seed_prints_the_same_bytes_in_another_process() -> None:
    # Another process, another string-hash seed: nothing may depend on the order of a set.
    command = [sys.executable, "-m", "mahjong_desktop", "drill", "--region", "lanzhou"]
    command += ["--count", "3", "--seed", "5", "--json"]
    outs = [
        subprocess.run(
            command, capture_output=True, check=True, env={**os.environ, "PYTHONHASHSEED": h}
        ).stdout
        for h in ("1", "2")
    ]
    assert outs[0] == outs[1] and len(json.loads(outs[0])) == 3


@pytest.mark.parametrize(
    ("region", "kind"),
    [("lanzhou", "shuai"), ("lanzhou", "declare_ready"), ("linan", "minimum")],
)
def test_the_regional_kinds_print_and_check(drill: Any, region: str, kind: str) -> None:
    made = _set(drill, "--region", region, "--kind", kind, "--count", "5", "--seed", "1")
    assert len(made) == 5 and {d["kind"] for d in made} == {kind}
    for d in made:
        names = [c["choice"] for c in d["choices"]]
        assert len(names) >= 2 and d["best"] == names[0] and d["accepted"]
        wrong = next(n for n in names if n not in d["accepted"])
        code, out, err = drill("--check", stdin=json.dumps({"drill": d, "answer": wrong}))
        assert code == 0, err
        said = json.loads(out)
        assert said["correct"] is False and said["value"] < said["best_value"]
        code, out, _ = drill("--check", stdin=json.dumps({"drill": d, "answer": d["best"]}))
        assert code == 0 and json.loads(out)["correct"] is True


@pytest.mark.parametrize(("region", "unit", "scale"), [("linan", "胡", 100), ("lincang", "分", 1)])
def test_a_drills_worths_are_in_the_unit_of_its_reasons_and_score_plates(
    drill: Any, region: str, unit: str, scale: int
) -> None:
    """临安's coach reckons in stakes (100 胡 × 底注 = 1); its drills say, and carry, worths in
    胡 × 底注, the unit of the players' ``score`` in the same JSON. The text report too."""
    made = _set(drill, "--region", region, "--count", "2", "--seed", "1", "--kind", "discard")
    (raw,) = generate(region, {}, seed=1, count=1, kinds={Kind.DISCARD})
    first = made[0]
    assert first["id"] == raw.id and first["unit"] == unit
    for c, mine in zip(first["choices"], raw.choices, strict=True):
        assert c["value"] == pytest.approx(scale * mine.value)
        figures = dict(mine.figures)
        for key in ("points", "kong", "danger", "value"):
            assert c["figures"][key] == pytest.approx(scale * figures[key])
        assert c["figures"]["p_win"] == figures["p_win"]  # a chance, no worth
    best = raw.choices[0]
    if region == "linan":
        assert f"{100 * best.value:.0f} 胡" in _text_line(drill, region, best.name)
    else:
        assert f"{best.value:.2f} points" in _text_line(drill, region, best.name)


def _text_line(drill: Any, region: str, choice: str) -> str:
    code, out, err = drill("--region", region, "--count", "1", "--seed", "1", "--kind", "discard")
    assert code == 0, err
    text: str = out
    return next(line for line in text.splitlines() if line.strip(" ✓").startswith(choice))
