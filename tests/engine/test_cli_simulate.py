"""``mahjong-desktop simulate``: four computer players, per-hand results and totals, ``--json``."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from mahjong_desktop.cli import main


def simulate(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(["simulate", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_json_output_shape_and_zero_sum(capsys) -> None:
    code, out, _ = simulate(
        ["--region", "lincang", "--hands", "5", "--seed", "7", "--json"], capsys
    )
    data = json.loads(out)
    assert code == 0 and set(data) == {"region", "seed", "options", "hands", "totals"}
    assert data["region"] == "lincang" and data["seed"] == 7 and len(data["hands"]) == 5
    assert data["options"]["multiple_winners"] is True
    for hand in data["hands"]:
        assert set(hand) == {"dealer", "winners", "draw", "payments"}
        assert hand["draw"] == (not hand["winners"])
        for payer, payee, amount, reason in hand["payments"]:
            assert (
                payer in range(4) and payee in range(4) and amount > 0 and isinstance(reason, str)
            )
    net = [0, 0, 0, 0]
    for hand in data["hands"]:
        for payer, payee, amount, _ in hand["payments"]:
            net[payer] -= amount
            net[payee] += amount
    assert net == data["totals"] and sum(net) == 0


def test_same_seed_same_session(capsys) -> None:
    args = ["--region", "linfen", "--hands", "3", "--seed", "11", "--json"]
    first = simulate(args, capsys)[1]
    assert simulate(args, capsys)[1] == first
    assert simulate([*args[:-2], "12", "--json"], capsys)[1] != first


def test_options_are_applied(capsys) -> None:
    args = ["--region", "lincang", "--hands", "1", "--json", "--option", "multiple_winners=false"]
    data = json.loads(simulate([*args, "--option", "kong_exposed=5"], capsys)[1])
    assert data["options"]["multiple_winners"] is False and data["options"]["kong_exposed"] == 5


def test_text_output_lists_hands_and_totals(capsys) -> None:
    code, out, _ = simulate(["--region", "linfen", "--hands", "2", "--players", "random"], capsys)
    assert (
        code == 0
        and "hand   1" in out
        and "hand   2" in out
        and out.rstrip().splitlines()[-1].startswith("totals:")
    )


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["--region", "atlantis"], "atlantis"),
        (["--region", "lincang", "--option", "nope=1"], "nope"),
        (["--region", "lincang", "--option", "multiple_winners=perhaps"], "multiple_winners"),
        (["--region", "lincang", "--option", "novalue"], "KEY=VALUE"),
    ],
)
def test_bad_region_or_option_exits_2(args: list[str], needle: str, capsys) -> None:
    code, out, err = simulate(args, capsys)
    assert code == 2 and out == "" and needle in err


def test_simulate_is_headless() -> None:
    probe = (
        "import sys; from mahjong_desktop.cli import main; "
        "code = main(['simulate', '--region', 'lincang', '--hands', '1', '--json']); "
        "assert not any(m.startswith('PySide6') for m in sys.modules); sys.exit(code)"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
