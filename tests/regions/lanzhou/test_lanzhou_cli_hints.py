"""``mahjong-desktop score`` for 兰州 (``declared_ready``, ``discarder_declared_ready``, ``throw``
melds), the ruleset file's option declarations, and the learner's hints (engine/hints.py) judged
by the 兰州 scorer: which waits would be a legal win now."""

from __future__ import annotations

import io
import json
import sys
from typing import Any

import pytest

from mahjong_desktop.cli import main
from mahjong_desktop.engine.actions import Pass, RegionMove
from mahjong_desktop.engine.hints import wait_values
from mahjong_desktop.rules.ruleset import OptionType, RulesetError, load_ruleset
from mahjong_desktop.tiles import parse
from tests.helpers.lanzhou_table import declare, lanzhou, plain, t
from tests.helpers.stacked_table import stacked


def score(payload: dict[str, object], capsys, monkeypatch) -> tuple[int, dict[str, Any], str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(payload)))
    code = main(["score"])
    out, err = capsys.readouterr()
    return code, (json.loads(out) if out.strip() else {}), err


def hand(**fields: object) -> dict[str, object]:
    base: dict[str, object] = {
        "region": "lanzhou",
        "options": {},
        "concealed": "567z123m456m789p55s",
        "win_tile": "5s",
        "win_by": "self_draw",
        "declared_ready": True,
    }
    base.update(fields)
    return base


# --- score ---------------------------------------------------------------------------------------
def test_score_worked_example_each_pays_4(capsys, monkeypatch) -> None:
    code, result, _ = score(hand(options={"base": 1}), capsys, monkeypatch)
    assert code == 0 and result["legal"] is True and result["pays"] == {"each": 4}
    assert [i["name"] for i in result["items"]] == ["中发白", "自摸翻倍"] and result["unit"] == "番"


def test_score_undeclared_win_is_illegal_with_the_reason(capsys, monkeypatch) -> None:
    _, result, _ = score(hand(declared_ready=False), capsys, monkeypatch)
    assert result["legal"] is False and "报听" in str(result["reason"]) and result["pays"] is None


def test_score_refuses_robbing_the_kong_of_a_declared_player(capsys, monkeypatch) -> None:
    """Seed rule 12: "玩家聽牌之後，可以槓但別人不能搶槓" — ``score`` judges a robbed kong whose
    konger had declared (``discarder_declared_ready``: the konger is the robbed kong's
    "discarder") as the table does: no win (issue 29: it answered legal)."""
    robbed = hand(win_by="robbed_kong", win_tile="7p", discarder_declared_ready=True)
    code, result, _ = score(robbed, capsys, monkeypatch)
    assert code == 0 and result["legal"] is False and result["pays"] is None
    assert "可以槓但別人不能搶槓" in str(result["reason"])
    _, result, _ = score({**robbed, "discarder_declared_ready": False}, capsys, monkeypatch)
    assert result["legal"] is True


def test_score_bao_uses_discarder_declared_ready(capsys, monkeypatch) -> None:
    bao = hand(options={"mode": "san_bao_bao"}, win_by="discard")
    _, result, _ = score({**bao, "discarder_declared_ready": False}, capsys, monkeypatch)
    assert result["pays"] == {"discarder": 6, "other": 0}
    _, result, _ = score({**bao, "discarder_declared_ready": True}, capsys, monkeypatch)
    assert result["pays"] == {"discarder": 2, "other": 2}


def test_score_understands_thrown_sets(capsys, monkeypatch) -> None:
    thrown = hand(
        options={"throw": "hard", "yao_jiu_dan": True},
        concealed="123m456m789p55s",
        melds=[{"kind": "throw", "tiles": "1m1p1s"}],
        win_by="discard",
    )
    _, result, _ = score(thrown, capsys, monkeypatch)
    assert result["legal"] is True and result["pays"] == {"discarder": 2, "other": 2}
    no_set = {**thrown, "concealed": "234s123m456m789p55s", "melds": []}
    _, result, _ = score(no_set, capsys, monkeypatch)
    assert result["legal"] is False and "硬甩" in str(result["reason"])
    bad_set = {**thrown, "melds": [{"kind": "throw", "tiles": "1m2p1s"}]}
    code, result, _ = score(bad_set, capsys, monkeypatch)
    assert code == 0 and result["legal"] is False and "三幺" in str(result["reason"])


def test_score_bad_option_exits_2_naming_file_key_and_allowed(capsys, monkeypatch) -> None:
    code, _, err = score(hand(options={"throw": "sideways"}), capsys, monkeypatch)
    assert (
        code == 2 and "rulesets/lanzhou.toml" in err and "options.throw:" in err and "hard" in err
    )


# --- the ruleset file ----------------------------------------------------------------------------
OPTIONS = {
    "mode": (OptionType.CHOICE, "liang_bao"),
    "throw": (OptionType.CHOICE, "soft"),
    "throw_feng_dragons": (OptionType.BOOL, False),
    "bao_amount": (OptionType.CHOICE, "three_times"),
    "zhong_fa_bai": (OptionType.BOOL, True),
    "xiao_ji": (OptionType.BOOL, False),
    "ji_fei_dan_da": (OptionType.BOOL, False),
    "hei_si_feng": (OptionType.BOOL, False),
    "yao_jiu_dan": (OptionType.BOOL, False),
    "dealer_chooses_fan": (OptionType.BOOL, False),
    "play_on_after_win": (OptionType.BOOL, True),
    "huang_zhuang_14": (OptionType.BOOL, False),
    "base": (OptionType.INT, 1),
    "kong_exposed": (OptionType.INT, 1),
    "kong_concealed": (OptionType.INT, 1),
    "kong_added": (OptionType.INT, 1),
}


def test_every_option_declared_with_labels_help_choices_and_dependencies() -> None:
    ruleset = load_ruleset("lanzhou")
    assert set(ruleset.options) == set(OPTIONS)
    for key, (kind, default) in OPTIONS.items():
        decl = ruleset.options[key]
        assert (decl.type, decl.default) == (kind, default), key
        assert decl.label_zh and decl.label_en and decl.help_zh and decl.help_en
        assert any("\u4e00" <= ch <= "\u9fff" for ch in decl.label_en), key
    modes = [c.value for c in ruleset.options["mode"].choices]
    assert modes == [
        "liang_bao", "san_bao", "qiao_qiao_hu", "liang_bao_bao", "san_bao_bao", "dealer_chooses",
    ]  # fmt: skip
    assert [c.value for c in ruleset.options["throw"].choices] == ["none", "soft", "hard"]
    assert ruleset.options["xiao_ji"].depends_on == ("zhong_fa_bai",)
    assert ruleset.options["ji_fei_dan_da"].depends_on == ("zhong_fa_bai",)


def test_unknown_option_or_value_is_refused_with_the_allowed_values() -> None:
    with pytest.raises(
        RulesetError, match=r"rulesets/lanzhou\.toml: options\.mode: .*dealer_chooses"
    ):
        lanzhou(mode="si_bao")
    with pytest.raises(RulesetError, match=r"options\.flowers: not an option"):
        lanzhou(flowers=True)


def test_every_score_item_and_payment_reason_has_chinese_and_english_names() -> None:
    rules = lanzhou()
    for key in (
        "ping_hu", "qi_dui", "zhong_fa_bai", "hei_si_feng", "yao_jiu_dan", "zi_mo", "gang_kai",
        "qiang_gang", "bao", "self_draw", "discard_win", "robbed_kong", "kong_exposed",
        "kong_concealed", "kong_added", "declare_ready", "throw",
    ):  # fmt: skip
        zh, en = rules.term(key)
        assert zh != key and en != key and zh in en


# --- hints ---------------------------------------------------------------------------------------
def test_hints_an_undeclared_ready_hand_cannot_win_until_it_declares() -> None:
    rules = plain()
    game = stacked(rules, {1: "111m999m111p999p5s"})
    (wait,) = wait_values(rules, game.view(1))
    assert wait.tile == t("5s") and not wait.wins_by_discard and not wait.wins_by_self_draw
    assert "报听" in str(wait.by_self_draw.reason)


def test_hints_a_declared_hand_wins_both_ways_with_its_amounts() -> None:
    rules = plain()
    game = stacked(rules, {0: "111m999m111p999p5s9s"})
    declare(game, 0, "9s")
    (wait,) = wait_values(rules, game.view(0))
    assert wait.wins_by_discard and wait.wins_by_self_draw
    assert wait.by_self_draw.each == 2 and wait.by_discard.discarder == 1


def test_hints_qiao_qiao_hu_wins_without_declaring() -> None:
    rules = plain(mode="qiao_qiao_hu")
    game = stacked(rules, {1: "111m999m111p999p5s"})
    (wait,) = wait_values(rules, game.view(1))
    assert wait.wins_by_discard and wait.wins_by_self_draw


def test_hints_ying_shuai_waits_win_only_with_a_throw_set() -> None:
    rules = lanzhou(mode="qiao_qiao_hu", throw="hard", zhong_fa_bai=False)
    sets = "1m1p1s9m9p9s1z2z3z4z"
    hands = {1: "1m1p1s222p888p555s7z", 2: "222m888m555p666s7z"}
    game = stacked(rules, hands, avoid=sets)
    game.apply(RegionMove(1, "throw", tuple(parse("1m1p1s"))))
    while game.phase.value == "pre_play":
        game.apply(Pass(game.waiting_for()[0]))
    (with_set,) = wait_values(rules, game.view(1))
    assert with_set.tile == t("7z") and with_set.wins_by_self_draw
    (without,) = wait_values(rules, game.view(2))
    assert without.tile == t("7z") and not without.wins_by_self_draw
    assert "硬甩" in str(without.by_self_draw.reason)


def test_hints_follow_the_mode_the_dealer_chose() -> None:
    rules = lanzhou(mode="dealer_chooses", throw="none", zhong_fa_bai=False)
    game = stacked(rules, {1: "111m999m111p999p5s"})
    game.apply(RegionMove(game.dealer, "choose_mode:qiao_qiao_hu"))
    (wait,) = wait_values(rules, game.view(1))
    assert wait.wins_by_discard  # no declaration needed in the chosen 悄悄胡
