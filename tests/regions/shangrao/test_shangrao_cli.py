"""``mahjong-desktop score`` and ``simulate`` for 上饶: the 宝 kind (``wild``) and the 飞宝 count
(``discarded_wilds``) are read from the JSON; an illegal win (on a discard) or a hand below the
minimum gives ``"legal": false`` with the reason."""

from __future__ import annotations

import io
import json
import sys

import pytest

from mahjong_desktop.cli import main


def run(argv: list[str], payload: object | None, capsys, monkeypatch) -> tuple[int, str, str]:
    if payload is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(payload)))
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def hand(**fields: object) -> dict[str, object]:
    base: dict[str, object] = {
        "region": "shangrao",
        "concealed": "111m555p99s7z22233z",
        "win_tile": "3z",
        "win_by": "self_draw",
        "wild": "7z",
        "discarded_wilds": 1,
    }
    base.update(fields)
    return base


def test_score_reads_the_bao_and_the_fei_bao(capsys, monkeypatch) -> None:
    code, out, _ = run(["score"], hand(), capsys, monkeypatch)
    result = json.loads(out)
    assert code == 0 and result["legal"] is True
    assert result["formula"] == "碰碰胡 有宝自摸 8 × 飞宝 2 = 16 from each"
    assert [(i["name"], i["value"]) for i in result["items"]] == [
        ("碰碰胡有宝自摸", 8),
        ("飞宝", 1),
    ]
    assert result["unit"] == "分" and result["total"] == 16 and result["pays"] == {"each": 16}


def test_score_without_the_bao_kind_reads_the_hand_without_wilds(capsys, monkeypatch) -> None:
    payload = hand(concealed="111m555p999s22233z", discarded_wilds=0)
    del payload["wild"]
    _, out, _ = run(["score"], payload, capsys, monkeypatch)
    assert json.loads(out)["formula"] == "碰碰胡 无宝自摸 16 = 16 from each"


def test_a_discard_win_is_illegal_with_the_reason(capsys, monkeypatch) -> None:
    code, out, _ = run(["score"], hand(win_by="discard"), capsys, monkeypatch)
    result = json.loads(out)
    assert code == 0 and result["legal"] is False and result["pays"] is None
    assert "self-drawn only" in result["reason"]


def test_a_hand_below_the_minimum_is_illegal_with_the_reason(capsys, monkeypatch) -> None:
    payload = hand(concealed="123m456m789m12p7z55z", win_tile="5z", discarded_wilds=0)
    _, out, _ = run(["score"], payload, capsys, monkeypatch)
    result = json.loads(out)
    assert result["legal"] is False
    assert result["reason"].startswith("平胡 有宝自摸 2 < 起胡 4: not a win")
    payload["options"] = {"min_value": 2}
    _, out, _ = run(["score"], payload, capsys, monkeypatch)
    assert json.loads(out)["legal"] is True


def test_an_unknown_option_value_names_the_file_key_and_allowed(capsys, monkeypatch) -> None:
    payload = hand(options={"wild_kind": "previous"})
    code, _, err = run(["score"], payload, capsys, monkeypatch)
    assert code == 2
    assert (
        "rulesets/shangrao.toml" in err and "options.wild_kind:" in err and "next, indicator" in err
    )


@pytest.mark.parametrize("options", [[], ["--option", "fei_bao_doubles=false"]])
def test_simulate_plays_shangrao(options: list[str], capsys, monkeypatch) -> None:
    argv = ["simulate", "--region", "shangrao", "--hands", "4", "--seed", "3", "--json", *options]
    code, out, _ = run(argv, None, capsys, monkeypatch)
    result = json.loads(out)
    assert code == 0 and result["region"] == "shangrao" and len(result["hands"]) == 4
    assert sum(result["totals"]) == 0
