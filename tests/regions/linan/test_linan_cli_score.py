"""``mahjong-desktop score`` for 临安: ``wild`` (the 财神 kind), ``flowers`` (杠花 laid out) and
``dealer_streak``; "unit": "胡"; ``pays`` in 胡 after rounding and cap, with 老庄."""

from __future__ import annotations

import io
import json
import sys
from typing import Any

import pytest

from mahjong_desktop.cli import main


def score(payload: dict[str, object], monkeypatch: pytest.MonkeyPatch, capsys) -> dict[str, Any]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(payload)))
    code = main(["score"])
    out, err = capsys.readouterr()
    assert code == 0, err
    result: dict[str, Any] = json.loads(out)
    return result


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


def test_worked_example_self_drawn(monkeypatch, capsys) -> None:
    result = score(example(), monkeypatch, capsys)
    assert result["legal"] is True and result["unit"] == "胡" and result["total"] == 300
    assert result["pays"] == {"each": 300}
    names = [i["name"] for i in result["items"]]
    assert names[:5] == ["杠花", "碰 九万", "暗杠 七条", "暗刻 东", "单吊 三筒"]
    assert "逢一进百" in names and "(36 胡 + 20 底胡) × 2^2 台 = 224" in result["formula"]


def test_worked_example_on_a_discard(monkeypatch, capsys) -> None:
    result = score(example(win_by="discard"), monkeypatch, capsys)
    assert result["pays"] == {"discarder": 300, "other": 150}


TWO_HUNDRED = {  # (18 胡 + 20 底胡) × 2^2 台 = 152 → 200 for the dealer (seat wind 东)
    "concealed": "234m111z33p",
    "melds": [{"kind": "pong", "tiles": "999m"}, {"kind": "pong", "tiles": "777s"}],
    "dealer": True,
    "seat_wind": "S",
}


def test_lao_zhuang_jia_100_hu_the_dealers_pays_include_lao_zhuang(monkeypatch, capsys) -> None:
    """Seed: "老庄加100胡，几老加几百" — a dealer with 老庄 2 on a 200 胡 self-draw is paid 400 by
    each (the ``score`` command's ``pays`` left 老庄 out before the second audit)."""
    result = score(example(**TWO_HUNDRED, dealer_streak=2), monkeypatch, capsys)
    assert result["total"] == 200 and result["pays"] == {"each": 400}
    assert "each of the three pays 400 胡 × 底注 1 = 400" in result["formula"]
    assert "老庄 ×2: +200 胡" in result["formula"]
    kong = [{"kind": "pong", "tiles": "999m"}, {"kind": "concealed_kong", "tiles": "7777s"}]
    on_discard = {**TWO_HUNDRED, "melds": kong, "win_by": "discard", "dealer_streak": 2}
    discard = score(example(**on_discard), monkeypatch, capsys)  # 300 胡 on a discard
    assert discard["total"] == 300 and discard["pays"] == {"discarder": 500, "other": 350}


def test_lao_zhuang_passes_the_500_cap(monkeypatch, capsys) -> None:
    """Seed: "由老庄老上去就不算这个封顶" — 老庄 is added after the 500 cap."""
    result = score(example(dealer=True, seat_wind="E", dealer_streak=2), monkeypatch, capsys)
    assert result["total"] == 500 and result["pays"] == {"each": 700}  # 448 → 500, + 200


def test_lao_zhuang_a_non_dealer_winner_is_paid_more_by_the_dealer(monkeypatch, capsys) -> None:
    """Seed "老庄加100胡" on every payment the dealer makes: a non-dealer's win says what the
    dealer pays."""
    result = score(example(dealer_streak=1), monkeypatch, capsys)
    assert result["pays"] == {"each": 300, "dealer": 400}
    result = score(example(dealer_streak=1, win_by="discard"), monkeypatch, capsys)
    assert result["pays"] == {
        "discarder": 300, "other": 150, "dealer_as_discarder": 400, "dealer_as_other": 250,
    }  # fmt: skip


def test_lao_zhuang_halved_option_halves_it_with_a_half_payment(monkeypatch, capsys) -> None:
    """Seed formula "((…+20胡底)×(2的台数次方)+老庄)/100)×底注" with "其他付一半": option
    老庄 halved in a half payment (default off: in full)."""
    payload = example(dealer_streak=1, win_by="discard", options={"lao_zhuang_halved": True})
    result = score(payload, monkeypatch, capsys)
    assert result["pays"]["dealer_as_other"] == 200  # (300 + 100) / 2
    assert result["pays"]["dealer_as_discarder"] == 400


def test_flowers_as_tiles_and_a_win_on_a_gang_hua_replacement(monkeypatch, capsys) -> None:
    payload = example(
        melds=[{"kind": "pong", "tiles": "999m"}, {"kind": "chow", "tiles": "789s"}],
        win_by="kong_replacement",
        flowers="4p4p",
    )
    result = score(payload, monkeypatch, capsys)
    ids = {i["id"]: i["value"] for i in result["items"]}
    assert ids["gang_hua"] == 8 and ids["tai_gang_shang_kai_hua"] == 1


def test_an_illegal_win_gives_legal_false_and_the_reason(monkeypatch, capsys) -> None:
    payload = example(concealed="123m678p789s234s88s", melds=[], win_tile="4s", flowers=0)
    result = score(payload, monkeypatch, capsys)
    assert result["legal"] is False and result["pays"] is None
    assert "200 胡 minimum" in result["reason"] and result["total"] == 100


def test_a_hand_holding_a_gang_hua_or_four_caishen_is_refused(monkeypatch, capsys) -> None:
    payload = example(concealed="123m678p789s234s44p", melds=[], win_tile="4s", flowers=0)
    result = score(payload, monkeypatch, capsys)  # 4p is the 杠花 of 财神 5p
    assert result["legal"] is False and "杠花" in result["reason"]
    payload = example(concealed="123m678s789s5555p2s", melds=[], win_tile="2s", flowers=0)
    result = score(payload, monkeypatch, capsys)
    assert result["legal"] is False and "only three are live" in result["reason"]


def test_score_pays_are_times_di_zhu_as_the_settlement_charges(monkeypatch, capsys) -> None:
    """Seed formula "((…+20胡底)×(2的台数次方)+老庄)/100)×底注": with 底注 2 the worked example's
    300 胡 discard win charges the discarder 600 and each other 300 — ``score`` prints the
    settlement's amounts and says their unit (issue 29: it printed 300/150)."""
    payload = example(win_by="discard", options={"base_stake": 2})
    result = score(payload, monkeypatch, capsys)
    assert result["total"] == 300 and result["unit"] == "胡"
    assert result["pays"] == {"discarder": 600, "other": 300}
    assert result["pays_unit"] == "胡 × 底注 2 (100 = one stake)"
    assert "300 胡 × 底注 2 = 600" in result["formula"]


def test_lao_zhuang_counts_to_the_minimum_only_under_its_option(monkeypatch, capsys) -> None:
    """Seed: "自摸200组胡起胡，放铳要达到300才能胡" and the formula "((…+20胡底)×(2的台数次方)+老庄)
    /100)×底注": by default 起胡 looks at the hand alone (a dealer's 200 胡 discard win with 老庄 2
    is no win); under the option the dealer's 老庄 count toward it (200 + 200 ≥ 300)."""
    payload = example(**TWO_HUNDRED, dealer_streak=2, win_by="discard")
    result = score(payload, monkeypatch, capsys)
    assert result["legal"] is False and "300 胡 minimum" in result["reason"]
    payload["options"] = {"lao_zhuang_counts_to_minimum": True}
    result = score(payload, monkeypatch, capsys)
    assert result["legal"] is True and result["total"] == 200
    assert result["pays"] == {"discarder": 400, "other": 300}
