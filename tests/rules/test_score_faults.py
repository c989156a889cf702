"""Issue 22: whatever bytes reach ``score``, it answers or refuses in one line, never a traceback,
and it never scores a hand that cannot exist on a 136-tile set."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from mahjong_desktop.cli import main


def run_bytes(
    data: bytes, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))
    code = main(["score"])
    out, err = capsys.readouterr()
    return code, out, err


def shangrao(**fields: object) -> dict[str, object]:
    # 上饶: 宝 is 5p; the hand holds one of them.
    base: dict[str, object] = {
        "region": "shangrao",
        "concealed": "123m456m789m234s55p",
        "melds": [],
        "win_tile": "5p",
        "win_by": "self_draw",
        "wild": "5p",
    }
    base.update(fields)
    return base


def linan(**fields: object) -> dict[str, object]:
    base: dict[str, object] = {
        "region": "linan",
        "concealed": "123m678p789s234s88s",
        "melds": [],
        "win_tile": "4s",
        "win_by": "self_draw",
        "wild": "5p",
    }
    base.update(fields)
    return base


def refused(payload: object, capsys, monkeypatch) -> str:
    data = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
    code, out, err = run_bytes(data, capsys, monkeypatch)
    assert (code, out) == (2, ""), err
    assert err.count("\n") == 1 and "Traceback" not in err
    return err


def test_non_utf8_input_is_refused_with_the_offset(capsys, monkeypatch) -> None:
    err = refused(b'{"region": "lincang\xff"}', capsys, monkeypatch)
    assert "not UTF-8" in err and "offset 19" in err


def test_deep_nesting_is_refused(capsys, monkeypatch) -> None:
    err = refused(b"[" * 10_000 + b"]" * 10_000, capsys, monkeypatch)
    assert "nested deeper than" in err


def test_an_integer_of_4301_digits_is_refused_naming_the_key(capsys, monkeypatch) -> None:
    text = json.dumps(shangrao()).replace('"melds": []', '"dealer_streak": ' + "7" * 4301)
    err = refused(text.encode(), capsys, monkeypatch)
    assert "dealer_streak" in err and "4301 digits" in err


@pytest.mark.parametrize("count", [5, 14_300, 10**9, 10**40])
def test_discarded_wilds_beyond_four_are_refused_at_once(count, capsys, monkeypatch) -> None:
    err = refused(shangrao(discarded_wilds=count), capsys, monkeypatch)
    assert "discarded_wilds" in err


def test_a_fifth_bao_held_plus_thrown_is_refused(capsys, monkeypatch) -> None:
    """Four 宝 in the hand and one thrown make five copies of one kind."""
    payload = shangrao(concealed="123m456m789m5555p2s", win_tile="2s", discarded_wilds=1)
    err = refused(payload, capsys, monkeypatch)
    assert "at most 0 were thrown" in err


def test_thrown_bao_within_the_four_copies_are_scored(capsys, monkeypatch) -> None:
    code, _, err = run_bytes(json.dumps(shangrao(discarded_wilds=2)).encode(), capsys, monkeypatch)
    assert code == 0, err


@pytest.mark.parametrize("flowers", [5, 10**9, "4p4p4p4p4p", "4p5p"])
def test_impossible_gang_hua_counts_are_refused(flowers, capsys, monkeypatch) -> None:
    err = refused(linan(flowers=flowers), capsys, monkeypatch)
    assert "flowers" in err


def test_gang_hua_tiles_and_the_hand_share_the_four_copies(capsys, monkeypatch) -> None:
    payload = linan(concealed="123m678p789s234s88s", flowers="8s8s8s")
    err = refused(payload, capsys, monkeypatch)
    assert "6 copies of 8s" in err


@pytest.mark.parametrize("notation", ["123m 678p789s 234s 8 8s", "1 23m678p789s234s88s"])
def test_whitespace_inside_a_group_is_refused(notation, capsys, monkeypatch) -> None:
    err = refused(linan(concealed=notation), capsys, monkeypatch)
    assert "space at position" in err


def test_whitespace_between_groups_is_still_allowed(capsys, monkeypatch) -> None:
    payload = linan(concealed="123m 678p 789s 234s 88s")
    code, _, err = run_bytes(json.dumps(payload).encode(), capsys, monkeypatch)
    assert code == 0, err


def test_input_larger_than_the_bound_is_refused(capsys, monkeypatch) -> None:
    err = refused(b" " * (1 << 20), capsys, monkeypatch)
    assert "larger than" in err


def test_a_file_with_bad_bytes_is_refused_too(tmp_path: Path) -> None:
    path = tmp_path / "hand.json"
    path.write_bytes(b"\xfe\xff{}")
    done = subprocess.run(
        [sys.executable, "-m", "mahjong_desktop", "score", str(path)],
        capture_output=True,
        check=False,
    )
    assert done.returncode == 2
    assert b"not UTF-8" in done.stderr and b"Traceback" not in done.stderr


ROBBED_REGIONS = ("lincang", "linfen", "lanzhou", "shangrao", "linan")


@pytest.mark.parametrize("region", ROBBED_REGIONS)
@pytest.mark.parametrize(
    ("concealed", "win_tile"),
    [
        ("111m222p333s77z555m", "5m"),  # 碰碰胡 robbed on a kind it holds two more of: 5 copies
        ("11m22m33p44p55s66s77z", "7z"),  # seven pairs "robbed" on its pair: 2 + the konger's 3
    ],
)
def test_a_robbed_kong_on_a_kind_the_winner_holds_is_refused(
    region: str, concealed: str, win_tile: str, capsys, monkeypatch
) -> None:
    """Robbing the kong (抢杠): the robbed tile is the fourth copy of the konger's pong, so the
    robber can hold no other copy; such a hand needs five and ``score`` exits 2 naming it, in
    every region (issue 29: it answered legal)."""
    payload = {
        "region": region,
        "concealed": concealed,
        "melds": [],
        "win_tile": win_tile,
        "win_by": "robbed_kong",
        "declared_ready": True,
    }
    if region in ("shangrao", "linan"):
        payload["wild"] = "9p"
    err = refused(payload, capsys, monkeypatch)
    assert "robbed_kong" in err and "fourth copy" in err


def test_a_robbed_kong_on_a_kind_the_winner_does_not_hold_is_scored(capsys, monkeypatch) -> None:
    payload = {
        "region": "lincang",
        "concealed": "111m222p333s77z345m",
        "win_tile": "5m",
        "win_by": "robbed_kong",
    }
    code, out, err = run_bytes(json.dumps(payload).encode(), capsys, monkeypatch)
    assert code == 0 and json.loads(out)["legal"] is True, err
