"""The regional drills (issue 32): 兰州 甩牌 and 报听, 临安's chase for the 胡 minimum. Each comes
up in its region, its choices are legal answers at that moment and differ, the verdict is the same
when the game is replayed to that moment and the coach asked again, the same seed makes the same
bytes, the reasons are in both languages, and a kept hand where the player chose otherwise makes
drills of them."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest

from mahjong_desktop.ai.choice_worth import declare_worths
from mahjong_desktop.ai.hard import HardPlayer
from mahjong_desktop.ai.levels import make_player
from mahjong_desktop.drills import Drill, Kind, check_answer, judge, kinds_for
from mahjong_desktop.drills.from_records import from_records
from mahjong_desktop.drills.generate import generate
from mahjong_desktop.drills.judge import answer_of
from mahjong_desktop.engine.actions import Action, Discard, RegionMove, action_from_json
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.record import game_from_json
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.storage.hand_record import record_of
from mahjong_desktop.storage.players import COMPUTER_STREAM, DecisionSeeded
from mahjong_desktop.storage.records import RecordStore
from mahjong_desktop.tiles import parse_one
from tests.helpers.drill_choices import legal_regional_names

CASES = [
    ("lanzhou", Kind.SHUAI, {}),
    ("lanzhou", Kind.SHUAI, {"throw": "hard"}),
    ("lanzhou", Kind.DECLARE_READY, {}),
    ("lanzhou", Kind.DECLARE_READY, {"mode": "san_bao_bao"}),
    ("linan", Kind.MINIMUM, {}),
]
IDS = ["shuai-soft", "shuai-hard", "declare", "declare-bao", "minimum"]


@cache
def made(region: str, kind: Kind, options: tuple[tuple[str, str], ...]) -> tuple[Drill, ...]:
    return tuple(generate(region, dict(options), seed=5, count=3, kinds=[kind]))


def _drills(region: str, kind: Kind, options: dict[str, str]) -> tuple[Drill, ...]:
    return made(region, kind, tuple(sorted(options.items())))


@pytest.mark.parametrize(("region", "kind", "options"), CASES, ids=IDS)
def test_each_regional_kind_comes_up_with_choices_that_are_legal_and_differ(
    region: str, kind: Kind, options: dict[str, str]
) -> None:
    drills = _drills(region, kind, options)
    assert [d.kind for d in drills] == [kind] * 3
    for drill in drills:
        game = game_from_json(drill.game)
        names = [c.name for c in drill.choices]
        assert len(names) == len(set(names)) >= 2
        assert set(names) == legal_regional_names(drill, game.legal_actions(drill.seat))
        assert drill.accepted and set(drill.accepted) <= set(names)
        assert len(drill.accepted) <= len(names) // 2
        assert drill.best.name == names[0] and drill.best.name in drill.accepted
        values = [c.value for c in drill.choices]
        assert values == sorted(values, reverse=True)
        if kind is Kind.SHUAI:
            assert drill.position["phase"] == Phase.PRE_PLAY.value
        else:
            assert drill.position["phase"] == Phase.TURN.value
        if kind is Kind.DECLARE_READY:
            # One tile, declared or not.
            tile = next(n for n in names if not n.startswith("declare "))
            assert sorted(names) == sorted([f"declare {tile}", tile])


@pytest.mark.parametrize(("region", "kind", "options"), CASES, ids=IDS)
def test_the_verdict_is_the_coachs_again_when_the_game_is_replayed_to_that_moment(
    region: str, kind: Kind, options: dict[str, str]
) -> None:
    for drill in _drills(region, kind, options):
        game = game_from_json(drill.game)
        view = game.view(drill.seat)
        again = judge(view, game.region, HardPlayer(game.region), dict, kinds=[kind])
        assert len(again) == 1
        assert [(c.name, c.value, c.figures) for c in again[0].choices] == [
            (c.name, c.value, c.figures) for c in drill.choices
        ]
        assert again[0].accepted == drill.accepted


@pytest.mark.parametrize(("region", "kind", "options"), CASES, ids=IDS)
def test_the_same_seed_makes_the_same_regional_drills_byte_for_byte(
    region: str, kind: Kind, options: dict[str, str]
) -> None:
    first = json.dumps([d.to_json() for d in _drills(region, kind, options)], ensure_ascii=False)
    again = generate(region, options, seed=5, count=3, kinds=[kind])
    assert json.dumps([d.to_json() for d in again], ensure_ascii=False) == first


@pytest.mark.parametrize(("region", "kind", "options"), CASES, ids=IDS)
def test_every_regional_reason_is_given_in_chinese_and_in_english(
    region: str, kind: Kind, options: dict[str, str]
) -> None:
    words = {Kind.SHUAI: "甩", Kind.DECLARE_READY: "报听", Kind.MINIMUM: "胡"}
    for drill in _drills(region, kind, options):
        for c in drill.choices:
            assert any("\u4e00" <= ch <= "\u9fff" for ch in c.reason_zh), c.reason_zh
            assert any(ch.isascii() and ch.isalpha() for ch in c.reason_en)
            assert c.reason_zh != c.reason_en
        # The rule term keeps its Chinese name in the English reason too.
        assert words[kind] in drill.reason_zh and words[kind] in " ".join(
            c.reason_en for c in drill.choices
        )


def test_a_minimum_drill_sets_a_hand_that_can_pay_against_a_faster_one_that_cannot() -> None:
    for drill in _drills("linan", Kind.MINIMUM, {}):
        chase, small = sorted(drill.choices, key=lambda c: "够不到" in c.reason_zh)
        assert "够得上起胡" in chase.reason_zh and "cannot reach the minimum" in small.reason_en
        assert "200 胡" in chase.reason_en and "300 胡" in chase.reason_en
        # Faster in shape: fewer tiles from ready after the small route's discard.
        assert dict(small.figures)["shanten"] <= dict(chase.figures)["shanten"]


def test_declaring_can_lose_to_waiting_a_draw_for_a_better_wait() -> None:
    # The worth of waiting is no fixed share of declaring: over one seeded hand's 报听 moments
    # the two orders both occur (a one-copy wait is worth less than the better one a draw may
    # bring; a wide wait is worth more locked now than a draw later).
    region = load_region("lanzhou", {})
    hard = HardPlayer(region)
    orders = set()
    for seed in range(40):
        game = Game(region, seed, seed % 4)
        players = [make_player("normal", region, seed * 4 + s) for s in range(4)]
        while not game.is_over:
            seat = game.waiting_for()[0]
            view = game.view(seat)
            action = players[seat].choose(view, view.legal)
            if isinstance(action, RegionMove) and action.name == "declare_ready":
                d = declare_worths(hard, view, action.tiles[0])
                orders.add(d.declared > d.waiting)
            game.apply(action)
        if orders == {True, False}:
            break
    assert orders == {True, False}


def test_check_judges_an_answer_to_a_regional_drill() -> None:
    drill = _drills("lanzhou", Kind.DECLARE_READY, {})[0]
    wrong = next(c.name for c in drill.choices if c.name not in drill.accepted)
    assert check_answer({"drill": drill.to_json(), "answer": drill.best.name}, "stdin")["correct"]
    said = check_answer({"drill": drill.to_json(), "answer": wrong}, "stdin")
    assert said["correct"] is False


# --- from kept games --------------------------------------------------------------------------


class _ThrowsAndNeverDeclares:
    """The player's seat: throws every 甩牌 set (the rule of thumb), and makes the discard the
    normal level would declare with, without declaring."""

    def __init__(self, region_id: str, seed: int) -> None:
        self.inner = make_player("normal", load_region(region_id, {}), seed)

    def __call__(self, game: Game, seat: int) -> Action:
        view = game.view(seat)
        throw = next(
            (a for a in view.legal if isinstance(a, RegionMove) and a.name == "throw"), None
        )
        if throw is not None:  # the levels keep their sets under 软甩 now; this player does not
            return throw
        action = self.inner.choose(view, view.legal)
        if isinstance(action, RegionMove) and action.name == "declare_ready":
            return Discard(seat, action.tiles[0])
        return action


def _kept_hand(seed: int) -> Game:
    region = load_region("lanzhou", {})
    game = Game(region, seed, 0)
    me = _ThrowsAndNeverDeclares("lanzhou", seed)
    others = [DecisionSeeded("normal", region, seed, s, COMPUTER_STREAM) for s in range(4)]
    while not game.is_over:
        seat = game.waiting_for()[0]
        game.apply(me(game, 0) if seat == 0 else others[seat](game.view(seat)))
    return game


def test_a_kept_lanzhou_hand_makes_drills_of_the_players_shuai_and_declare_choices(
    tmp_path: Path,
) -> None:
    store = RecordStore(tmp_path / "records.sqlite3")
    levels: tuple[str | None, ...] = (None, "normal", "normal", "normal")
    # Walls where the player (seat 0, the dealer) is dealt a 甩牌 set better kept (115, 222,
    # 316: found by trying walls), and two where it gets ready.
    hands = {seed: _kept_hand(seed) for seed in (20, 21, 115, 222, 316)}
    for n, (seed, game) in enumerate(hands.items()):
        store.add(record_of(game, f"s{seed}", 0, f"2026-11-{n + 1:02d}T20:00:00", 0, levels))
    kinds = [Kind.SHUAI, Kind.DECLARE_READY]
    found = from_records(store, "lanzhou", count=100, kinds=kinds)
    assert found.problems == []
    by_kind = {k: [d for d in found.drills if d.kind is k] for k in kinds}
    assert by_kind[Kind.SHUAI] and by_kind[Kind.DECLARE_READY]
    for drill in found.drills:
        assert drill.origin == "record"
        assert drill.taken is not None and drill.taken not in drill.accepted
        game = game_from_json(drill.game)
        played = hands[int(drill.game["seed"])]
        taken = action_from_json(played.actions[len(drill.game["actions"])].to_json())
        assert answer_of(drill, game.view(0), taken) == drill.taken
    for drill in by_kind[Kind.DECLARE_READY]:
        # The player discarded without declaring, where declaring was worth more.
        assert drill.taken is not None
        assert not drill.taken.startswith("declare ")
        assert drill.best.name == f"declare {drill.taken}"
        assert parse_one(drill.taken) is not None


def test_shuai_drills_follow_the_fan_the_dealer_chose() -> None:
    # 庄家定番种: a hand is priced with the shapes of its dealer's choice of 番种, not the
    # settings' (a coach asked about 甩牌 alone never makes a decision that would read them).
    options = {"dealer_chooses_fan": "true", "throw": "soft"}
    drills = generate("lanzhou", options, seed=2, count=6, kinds=[Kind.SHUAI])
    assert len(drills) == 6
    differs = 0
    for drill in drills:
        game = game_from_json(drill.game)
        view = game.view(drill.seat)
        coach = HardPlayer(game.region)
        again = judge(view, game.region, coach, dict, kinds=[Kind.SHUAI])
        assert [(c.name, c.value) for c in again[0].choices] == [
            (c.name, c.value) for c in drill.choices
        ]
        assert coach.know.shape_rules == game.region.shape_rules(view.variant)
        differs += game.region.shape_rules(view.variant) != game.region.shape_rules()
    assert differs  # some dealer chose 番种 whose shapes are not the settings'


@pytest.mark.parametrize(
    "kind", [Kind.DISCARD, Kind.CLAIM, Kind.SHUAI, Kind.DECLARE_READY, Kind.MODE]
)
def test_every_kind_lanzhou_drills_is_generated(kind: Kind) -> None:
    assert kind in kinds_for("lanzhou")
    options = {"mode": "dealer_chooses"} if kind is Kind.MODE else {}
    made = generate("lanzhou", options, seed=11, count=2, kinds=[kind])
    assert [d.kind for d in made] == [kind, kind]
