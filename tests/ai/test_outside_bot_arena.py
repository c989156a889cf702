"""Issue 33, Deliver 3 and 4: ``cmd:`` bots in the duplicate arena, serially and in worker
processes, and the reference bot program scoring exactly what the same logic scores as an
in-process player on the same walls."""

from __future__ import annotations

import json
import shlex
import sys

import pytest

from mahjong_desktop.ai.arena import ArenaConfig, run_arena
from mahjong_desktop.cli import main
from tests.helpers.reference_twin import REFERENCE_BOT

BOT = "cmd:" + shlex.join([sys.executable, str(REFERENCE_BOT)])
TWIN = "tests.helpers.reference_twin:ReferenceTwin"


@pytest.mark.parametrize(("region", "walls", "jobs"), [("lincang", 2, 2), ("lanzhou", 1, 1)])
def test_the_reference_bot_scores_as_its_in_process_twin(
    region: str, walls: int, jobs: int
) -> None:
    others = ("normal", "easy", "normal#b")
    program = run_arena(ArenaConfig(region, (BOT, *others), 3), walls, jobs)
    twin = run_arena(ArenaConfig(region, (TWIN, *others), 3), walls, 1)
    assert [w.seats for w in program] == [w.seats for w in twin]
    # The bot decided: had it fallen back to the easy player, the twin would differ or the
    # program's decisions would not all have been timed.
    assert sum(len(w.times[0]) for w in program) == sum(len(w.times[0]) for w in twin) > 0


def test_the_arena_command_seats_a_bot(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["arena", "--region", "shangrao", "--players", f"{BOT},plain,plain,plain"]
    assert main([*args, "--walls", "1", "--seed", "2", "--bot-timeout", "30", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [p["player"] for p in out["players"]] == [BOT, "plain"]


@pytest.mark.parametrize("value", ["0", "nan", "inf", "soon", "601"])
def test_a_bad_bot_timeout_is_one_line(value: str, capsys: pytest.CaptureFixture[str]) -> None:
    args = ["arena", "--region", "lincang", "--players", f"{BOT},plain,plain,plain"]
    with pytest.raises(SystemExit) as exc:
        main([*args, "--bot-timeout", value])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "--bot-timeout" in err


def test_an_empty_bot_command_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--region", "lincang", "--players", "cmd:,plain,plain,plain"]) == 2
    assert "bot command is empty" in capsys.readouterr().err
