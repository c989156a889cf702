"""``mahjong-desktop score`` for 临安: ``wild`` (the 财神 kind), ``flowers`` (杠花 laid out) and
``dealer_streak``; "unit": "胡"; ``pays`` in 胡 after rounding and cap, before 老庄."""

from __future__ import annotations

import io
import json
import sys

import pytest

from mahjong_desktop.cli import main


def score(payload: dict[str, object], monkeypatch: pytest.MonkeyPatch, capsys) -> dict:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(payload)))
    code = main(["score"])
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out)


def example(**fields: object) -> dict[str, object]:
    base: dict[str, object] = {
        "region": "linan",
        "concealed": "234m111z33p",
        "melds": [{"kind": "pong", "tiles": "999m"}, {"kind": "concealed_kong", "tiles": "7777s"}],
        "win_tile": "3p",
        "win_by": "self_draw",
        "seat_wind": "S",
        "round_wind": "E",
        "wild": "5p",
        "flowers": 1,
    }
    base.update(fields)
    return base


def test_worked_example_self_drawn(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    result = score(example(), monkeypatch, capsys)
    assert result["legal"] is True and result["unit"] == "胡" and result["total"] == 300
    assert result["pays"] == {"each": 300}
    names = [i["name"] for i in result["items"]]
    assert names[:5] == ["杠花", "碰 九万", "暗杠 七条", "暗刻 东", "单吊 三筒"]
    assert "逢一进百" in names and "(36 胡 + 20 底胡) × 2^2 台 = 224" in result["formula"]


def test_worked_example_on_a_discard(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    result = score(example(win_by="discard"), monkeypatch, capsys)
    assert result["pays"] == {"discarder": 300, "other": 150}


def test_pays_are_before_lao_zhuang_which_the_formula_explains(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    result = score(example(dealer=True, seat_wind="E", dealer_streak=2), monkeypatch, capsys)
    assert result["pays"] == {"each": 500}  # the dealer's seat wind 东 adds a 台: 448 → 500
    assert "老庄 ×2: +200 胡" in result["formula"]


def test_flowers_as_tiles_and_a_win_on_a_gang_hua_replacement(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    payload = example(
        melds=[{"kind": "pong", "tiles": "999m"}, {"kind": "chow", "tiles": "789s"}],
        win_by="kong_replacement",
        flowers="4p4p",
    )
    result = score(payload, monkeypatch, capsys)
    ids = {i["id"]: i["value"] for i in result["items"]}
    assert ids["gang_hua"] == 8 and ids["tai_gang_shang_kai_hua"] == 1


def test_an_illegal_win_gives_legal_false_and_the_reason(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    payload = example(concealed="123m678p789s234s88s", melds=[], win_tile="4s", flowers=0)
    result = score(payload, monkeypatch, capsys)
    assert result["legal"] is False and result["pays"] is None
    assert "200 胡 minimum" in result["reason"] and result["total"] == 100


def test_a_hand_holding_a_gang_hua_or_four_caishen_is_refused(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    payload = example(concealed="123m678p789s234s44p", melds=[], win_tile="4s", flowers=0)
    result = score(payload, monkeypatch, capsys)  # 4p is the 杠花 of 财神 5p
    assert result["legal"] is False and "杠花" in result["reason"]
    payload = example(concealed="123m678s789s5555p2s", melds=[], win_tile="2s", flowers=0)
    result = score(payload, monkeypatch, capsys)
    assert result["legal"] is False and "only three are live" in result["reason"]
