"""``mahjong-desktop score``: JSON in, the region's evaluation out; unusable input exits with 2."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from mahjong_desktop.cli import main


def run_score(
    payload: object, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> tuple[int, str, str]:
    text = payload if isinstance(payload, str) else json.dumps(payload)
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    code = main(["score"])
    out, err = capsys.readouterr()
    return code, out, err


def hand(**fields: object) -> dict[str, object]:
    base: dict[str, object] = {
        "region": "lincang",
        "options": {},
        "concealed": "11133355577799p",
        "melds": [],
        "win_tile": "9p",
        "win_by": "discard",
        "seat_wind": "E",
        "round_wind": "E",
        "dealer": False,
    }
    base.update(fields)
    return base


def test_seed_example_discard_8(capsys, monkeypatch) -> None:
    code, out, _ = run_score(hand(), capsys, monkeypatch)
    result = json.loads(out)
    assert code == 0 and result["legal"] is True and result["reason"] is None
    assert sorted(i["name"] for i in result["items"]) == ["清一色", "碰碰胡"]
    assert all(i["value"] == 1 for i in result["items"])
    assert result["unit"] == "番" and result["pays"] == {"discarder": 8, "other": 0}


def test_seed_example_self_draw_6_each(capsys, monkeypatch) -> None:
    _, out, _ = run_score(hand(win_by="self_draw"), capsys, monkeypatch)
    assert json.loads(out)["pays"] == {"each": 6}


def test_seed_example_gang_shang_hua_12_each(capsys, monkeypatch) -> None:
    payload = hand(
        concealed="33355577799p",
        melds=[{"kind": "concealed_kong", "tiles": "1111p"}],
        win_by="kong_replacement",
    )
    _, out, _ = run_score(payload, capsys, monkeypatch)
    assert json.loads(out)["pays"] == {"each": 12}


def test_seed_example_gang_shang_pao_16(capsys, monkeypatch) -> None:
    _, out, _ = run_score(hand(win_by="discard_after_kong"), capsys, monkeypatch)
    assert json.loads(out)["pays"] == {"discarder": 16, "other": 0}


def test_plain_hand_on_a_discard_is_illegal_with_the_reason(capsys, monkeypatch) -> None:
    code, out, _ = run_score(
        hand(concealed="123m456p789s234s11z", win_tile="1z"), capsys, monkeypatch
    )
    result = json.loads(out)
    assert code == 0 and result["legal"] is False and "平胡" in result["reason"]
    assert result["pays"] is None


def test_linfen_scores_with_the_same_table(capsys, monkeypatch) -> None:
    _, out, _ = run_score(hand(region="linfen"), capsys, monkeypatch)
    assert json.loads(out)["pays"] == {"discarder": 8, "other": 0}


def test_region_fields_of_later_regions_are_accepted_and_validated(capsys, monkeypatch) -> None:
    extra = {
        "declared_ready": True,
        "discarder_declared_ready": False,
        "wild": "5p",
        "flowers": 2,
        "discarded_wilds": 1,
        "dealer_streak": 3,
    }
    code, out, _ = run_score(hand(**extra), capsys, monkeypatch)
    assert code == 0 and json.loads(out)["pays"] == {"discarder": 8, "other": 0}
    code, _, err = run_score(hand(flowers=-1), capsys, monkeypatch)
    assert code == 2 and "flowers" in err


@pytest.mark.parametrize(
    ("payload", "needle"),
    [
        ("{not json", "not valid JSON"),
        (hand(region="atlantis"), "atlantis"),
        (hand(options={"no_such_option": True}), "no_such_option"),
        (hand(options={"multiple_winners": "maybe"}), "multiple_winners"),
        (hand(concealed="11111333555799p"), "5 copies"),
        (hand(concealed="1113335557779p"), "14 tiles"),
        (hand(concealed="11133355577799p", win_tile="5s"), "win_tile"),
        (hand(concealed="11133355577799x"), "unknown character"),
        (hand(win_by="telepathy"), "win_by"),
        (hand(seat_wind="5z"), "seat_wind"),
        (hand(melds=[{"kind": "pong", "tiles": "123m"}]), "melds"),
        (hand(surprise=1), "surprise"),
        (hand(win_by="kong_replacement"), "kong"),
        ([1, 2, 3], "object"),
    ],
)
def test_unusable_input_exits_2_with_one_line_on_stderr(
    payload, needle, capsys, monkeypatch
) -> None:
    code, out, err = run_score(payload, capsys, monkeypatch)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and needle in err


def test_reads_a_file_and_runs_headless_without_qt(tmp_path: Path) -> None:
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(hand()), encoding="utf-8")
    probe = (
        "import sys; from mahjong_desktop.cli import main; code = main(['score', sys.argv[1]]); "
        "assert not any(m.startswith('PySide6') for m in sys.modules); sys.exit(code)"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe, str(path)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["pays"] == {"discarder": 8, "other": 0}
