"""Drills (issue 32): every answer a drill accepts is legal in its position, the coach's verdict
on a drill is its verdict in the game at that moment, the same seed makes the same bytes, drills
from kept games are the player's own mistakes, and answers are checked."""

from __future__ import annotations

import json
from functools import cache

import pytest

from mahjong_desktop.ai.coach import advise
from mahjong_desktop.ai.hard import HardPlayer
from mahjong_desktop.ai.review import discarded
from mahjong_desktop.drills import Drill, DrillError, Kind, check_answer, judge, kinds_for
from mahjong_desktop.drills.generate import generate
from mahjong_desktop.drills.judge import choice_name
from mahjong_desktop.drills.kinds import why_not
from mahjong_desktop.drills.position import position_of
from mahjong_desktop.engine.actions import Discard, Pass, RegionMove
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.record import game_from_json
from mahjong_desktop.rules.ruleset import available_regions
from mahjong_desktop.tiles import name as tile_name
from mahjong_desktop.validation import DataError
from tests.helpers.drill_choices import legal_regional_names

REGIONS = available_regions()


@cache
def drills_of(region: str, seed: int = 7, count: int = 6) -> tuple[Drill, ...]:
    return tuple(generate(region, {}, seed=seed, count=count, kinds=kinds_for(region)))


def _game_at(drill: Drill) -> Game:
    return game_from_json(drill.game)


def _legal_names(drill: Drill, game: Game) -> set[str]:
    legal = game.legal_actions(drill.seat)
    if drill.kind is Kind.CLAIM:
        return {choice_name(a) for a in legal}  # every legal answer, none left out
    if drill.kind in (Kind.SHUAI, Kind.DECLARE_READY, Kind.MINIMUM):
        return legal_regional_names(drill, legal)
    tiles = {tile_name(a.tile) for a in legal if isinstance(a, Discard)}
    if drill.kind is Kind.DISCARD:
        return tiles
    wild = drill.position["wild"]
    return {"throw" if t == wild else "keep" for t in tiles}


@pytest.mark.parametrize("region", REGIONS)
def test_every_choice_and_every_accepted_answer_is_legal_in_the_position(region: str) -> None:
    drills = drills_of(region)
    assert len(drills) == 6
    for drill in drills:
        game = _game_at(drill)
        names = [c.name for c in drill.choices]
        assert len(names) == len(set(names))
        assert set(names) == _legal_names(drill, game), drill.id
        assert drill.accepted and set(drill.accepted) <= set(names)
        assert drill.best.name in drill.accepted
        assert len(drill.accepted) <= len(names) // 2  # the choices really differ
        values = [c.value for c in drill.choices]
        assert values == sorted(values, reverse=True)  # read in the coach's order
        if drill.kind in (Kind.DISCARD, Kind.BAO, Kind.CAISHEN, Kind.MINIMUM):
            # The tiles that help are the hand's draws the coach counted as useful.
            for c in drill.choices:
                assert sum(n for _t, n in c.helps) == dict(c.figures)["effective"]


@pytest.mark.parametrize("region", REGIONS)
def test_the_coachs_verdict_on_a_drill_is_its_verdict_in_the_game_at_that_moment(
    region: str,
) -> None:
    for drill in drills_of(region):
        game = _game_at(drill)  # the game replayed to the decision
        view = game.view(drill.seat)
        assert position_of(view) == drill.position
        coach = HardPlayer(game.region)  # a fresh coach, as the hint button asks
        if drill.kind in (Kind.SHUAI, Kind.DECLARE_READY, Kind.MINIMUM):
            # Worths the coach's evaluation gives a decision its rule makes: the same again.
            again = judge(view, game.region, coach, dict, kinds=[drill.kind])
            # The same verdict; not the same game or players to play on with (a fresh judge
            # is given none).
            unlike = {"game": None, "players": None}
            assert again[0].to_json() | unlike == drill.to_json() | unlike
            continue
        advice = advise(view, game.region, coach)
        if drill.kind is Kind.CLAIM:
            assert choice_name(advice.choice) == drill.best.name
        else:
            tile = discarded(advice.choice)
            assert tile is not None
            if drill.kind is Kind.DISCARD:
                assert tile_name(tile) == drill.best.name
            else:
                thrown = tile_name(tile) == drill.position["wild"]
                assert drill.best.name == ("throw" if thrown else "keep")
        again = judge(view, game.region, coach, dict, kinds=[drill.kind], advice=advice)
        assert [(c.name, c.value) for c in again[0].choices] == [
            (c.name, c.value) for c in drill.choices
        ]
        assert again[0].accepted == drill.accepted


def test_the_same_seed_makes_the_same_drills_byte_for_byte() -> None:
    def text(seed: int) -> str:
        made = generate("lincang", {}, seed=seed, count=4, kinds=kinds_for("lincang"))
        return json.dumps([d.to_json() for d in made], ensure_ascii=False)

    assert text(3) == text(3)
    assert text(3) != text(4)


@pytest.mark.parametrize("region", REGIONS)
def test_reasons_are_given_in_chinese_and_in_english(region: str) -> None:
    for drill in drills_of(region):
        for zh, en in [(drill.reason_zh, drill.reason_en)] + [
            (c.reason_zh, c.reason_en) for c in drill.choices
        ]:
            assert any("\u4e00" <= ch <= "\u9fff" for ch in zh), zh
            assert any(ch.isascii() and ch.isalpha() for ch in en), en
            assert zh != en


def test_each_kind_comes_up_in_its_region() -> None:
    for region, kind in (("shangrao", Kind.BAO), ("linan", Kind.CAISHEN), ("lincang", Kind.CLAIM)):
        made = generate(region, {}, seed=1, count=2, kinds=[kind])
        assert [d.kind for d in made] == [kind, kind]
        assert {c.name for c in made[0].choices} <= {"keep", "throw", "pass", "pong", "kong"} | {
            c.name for c in made[0].choices if c.name.startswith("chow ")
        }


def test_kinds_a_region_or_table_never_asks_are_refused_with_the_reason() -> None:
    assert why_not(Kind.DISCARD, "lanzhou") is None
    assert why_not(Kind.SHUAI, "lanzhou") is None
    # The dealer's 玩法 is asked only where the dealer chooses it (庄家选择).
    said = why_not(Kind.MODE, "lanzhou", {"mode": "liang_bao"})
    assert said is not None and "庄家选择" in said
    assert why_not(Kind.MODE, "lanzhou", {"mode": "dealer_chooses"}) is None
    said = why_not(Kind.BAO, "lincang")
    assert said is not None and "shangrao" in said
    # A table whose rules never ask the question: 不甩 has no 甩牌, 悄悄胡 no 报听.
    assert Kind.SHUAI not in kinds_for("lanzhou", {"throw": "none"})
    assert Kind.DECLARE_READY not in kinds_for("lanzhou", {"mode": "qiao_qiao_hu"})
    # Without options every kind is listed; the default table (两报) asks no 玩法.
    assert kinds_for("lanzhou", {}) == tuple(k for k in kinds_for("lanzhou") if k is not Kind.MODE)
    said = why_not(Kind.SHUAI, "lanzhou", {"throw": "none"})
    assert said is not None and "不甩" in said


def _drill_json() -> dict[str, object]:
    return drills_of("lincang")[0].to_json()


def test_check_says_right_for_an_accepted_answer_and_wrong_for_another() -> None:
    drill = drills_of("lincang")[0]
    wrong = next(c.name for c in drill.choices if c.name not in drill.accepted)
    right = check_answer({"drill": drill.to_json(), "answer": drill.best.name}, "stdin")
    assert right["correct"] is True and right["best"] == drill.best.name
    said = check_answer({"drill": drill.to_json(), "answer": wrong}, "stdin")
    assert said["correct"] is False
    assert said["value"] < said["best_value"]


def test_check_refuses_an_answer_that_is_no_legal_choice() -> None:
    with pytest.raises(DrillError, match="'9z' is not a legal choice"):
        check_answer({"drill": _drill_json(), "answer": "9z"}, "stdin")


@pytest.mark.parametrize(
    ("data", "said"),
    [
        ([], "an object"),
        ({"drill": {}, "answer": "1m"}, "choices"),
        ({"answer": "1m"}, "drill"),
        (
            {"drill": {"choices": [{"choice": "1m", "value": 1}], "accepted": []}, "answer": "1m"},
            "at least one",
        ),
        (
            {
                "drill": {"choices": [{"choice": "1m", "value": 1}], "accepted": ["2m"]},
                "answer": "1m",
            },
            "one of the choices",
        ),
        (
            {
                "drill": {"choices": [{"choice": "1m", "value": "a"}], "accepted": ["1m"]},
                "answer": "1m",
            },
            "value",
        ),
        ({"drill": _drill_json(), "answer": "1m", "extra": 1}, "unknown key"),
    ],
)
def test_check_names_what_is_wrong_with_a_malformed_drill(data: object, said: str) -> None:
    with pytest.raises(DataError, match=said):
        check_answer(data, "standard input")


def test_region_move_discards_answer_by_their_tile() -> None:
    # 兰州 报听 discards a tile: the drill's answer is that tile, as the coach ranks discards.
    assert discarded(RegionMove(0, "declare_ready", (5,))) == 5
    assert discarded(Pass(0)) is None


def test_phase_names_are_written_in_the_position() -> None:
    drill = drills_of("lanzhou")[0]
    assert drill.position["phase"] in (Phase.PRE_PLAY.value, Phase.TURN.value, Phase.CLAIM.value)


def test_generating_stops_when_the_set_is_no_longer_wanted() -> None:
    made = generate(
        "lincang", {}, seed=7, count=6, kinds=kinds_for("lincang"), progress=lambda n: n < 2
    )
    assert len(made) == 2 and [d.id for d in made] == [d.id for d in drills_of("lincang")[:2]]
