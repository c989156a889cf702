"""The coach's verdict on one decision, as drills: its choices with worths, and which are right.

``judge`` asks the coach (``ai.coach.advise``, the hard player's judgement: the hint button's and
复盘's) about a view and turns its ranking into drills of the kinds that decision can ask:

- a turn with two or more discards: ``discard`` (which tile), and in 上饶/临安, when the wild tile
  is among them, ``bao``/``caishen`` (keep it: the best other discard; or throw it);
- a claim window with a pong, kong or chow: ``claim`` (each claim, or pass);
- 兰州 before play: ``mode`` (the dealer's 玩法 under 庄家选择), ``shuai`` (which 甩牌 set, or
  none); a turn where the coach declares 报听:
  ``declare_ready`` (declare with that discard, or make it plain); 临安, a turn: ``minimum`` (the
  discard that keeps a hand able to reach the 胡 minimum, or a faster one that cannot). Their
  choices and worths are ``drills.regional``'s.

A turn where a win or a kong is offered is left out (the coach takes a win always, and weighs a
kong on another scale than the discards), as is a claim with a choice the coach gives no worth.

Worths are the coach's figures in its own order: a choice it ranks lower never shows a higher
worth than one above it (``_in_coach_order``), as the coach already caps the discards it ranks
past its search. Without that a far discard (the coach ranks closeness first) could look better
than the coach's choice. An answer is right when its worth is within ``tolerance`` of the best:
ties are right, and the coach's own choice always is. A decision is a drill only when its
choices really differ: at most half of them are right.

The dealer's 玩法 is judged by a measurement instead (``drills.regional.mode_choices``): a mode
is wrong only where its interval against the best lies wholly below 0, and a question is a drill
when at least two of its five modes are wrong. Half the modes measurably worse is more than a
measurement of this size can show for any kind of hand (docs/drills.md, "The dealer's 玩法").
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import replace
from typing import Any

from mahjong_desktop.ai.base import allowed_discards
from mahjong_desktop.ai.choice_worth import DECLARE
from mahjong_desktop.ai.coach import Advice, DiscardAdvice, advise
from mahjong_desktop.ai.hard import HardPlayer
from mahjong_desktop.ai.mode_worth import WRONG_AT_LEAST
from mahjong_desktop.ai.review import discarded
from mahjong_desktop.ai.worth_unit import WorthUnit
from mahjong_desktop.drills.drill import Choice, Drill
from mahjong_desktop.drills.kinds import WILD_KINDS, Kind
from mahjong_desktop.drills.position import position_key, position_of
from mahjong_desktop.drills.regional import (
    declare_answer,
    declare_choices,
    declare_question,
    minimum_choices,
    minimum_facts,
    mode_choices,
    mode_name,
    shuai_choices,
    throw_name,
)
from mahjong_desktop.engine.actions import (
    Action,
    AddedKong,
    Chow,
    ConcealedKong,
    ExposedKong,
    Pass,
    Pong,
    RegionMove,
    Win,
)
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.tiles import en_name, parse_one, zh_name
from mahjong_desktop.tiles import format as format_tiles
from mahjong_desktop.tiles import name as tile_name

# An answer within this share of the best worth (and at least ``TOLERANCE_MIN`` points) is
# right. The worths' scale differs by region (临安 below 1, 上饶 above 10 stake units), so the
# tolerance is a share; the floor keeps a near-zero best from demanding the exact tile. Both are
# in the raw worths (stake units; in 临安 0.01 is 1 胡 × 底注 as shown), which the judge compares.
TOLERANCE_SHARE = 0.03
TOLERANCE_MIN = 0.01

_WILD_WORDS = {Kind.BAO: ("宝", "the 宝"), Kind.CAISHEN: ("财神", "the 财神")}

GameJson = Callable[[], dict[str, Any]]
# The kinds a turn asks with its discards (报听 asks only where a discard may declare).
_TURN_KINDS = frozenset({Kind.DISCARD, Kind.BAO, Kind.CAISHEN, Kind.MINIMUM})


def tolerance(best: float) -> float:
    return max(TOLERANCE_MIN, TOLERANCE_SHARE * abs(best))


def judge(
    view: PlayerView,
    region: RegionRules,
    hard: HardPlayer,
    game_json: GameJson,
    *,
    kinds: Collection[Kind],
    origin: str = "generated",
    advice: Advice | None = None,
) -> list[Drill]:
    """The drills of ``kinds`` this decision makes (none when it asks nothing worth drilling).
    ``game_json`` gives the game record up to this decision (called only for a drill made)."""
    if not askable(view, kinds):
        return []
    made: list[tuple[Kind, list[Choice]]] = []
    if view.phase is Phase.PRE_PLAY:
        modes = mode_choices(view, hard) if Kind.MODE in kinds else None
        if modes is not None:
            choices, accepted = modes
            if len(choices) - len(accepted) < WRONG_AT_LEAST:
                return []  # the measurement tells too few of the modes apart for this hand
            return _drills(
                [(Kind.MODE, choices)],
                view,
                region,
                game_json,
                origin,
                hard.know.worth_unit,
                accepted,
            )
        # The coach's advice before play is its rule's; the worths are ``choice_worth``'s.
        shuai = shuai_choices(view, region, hard) if Kind.SHUAI in kinds else None
        if shuai is not None:
            made.append((Kind.SHUAI, shuai))
        return _drills(made, view, region, game_json, origin, hard.know.worth_unit)
    if (
        advice is None
        and set(kinds) == {Kind.MINIMUM}
        and (region.region_id != "linan" or minimum_facts(view, region, hard) is None)
    ):
        return []  # no faster discard that cannot pay: the coach's search is not needed
    said = advice if advice is not None else advise(view, region, hard)
    if view.phase is Phase.TURN:
        discards = _discard_choices(view, said)
        if discards is not None:
            if Kind.DISCARD in kinds:
                made.append((Kind.DISCARD, discards))
            wild_kind = WILD_KINDS.get(region.region_id)
            if wild_kind is not None and wild_kind in kinds and view.wild is not None:
                wild = _keep_or_throw(discards, tile_name(view.wild), wild_kind)
                if wild is not None:
                    made.append((wild_kind, wild))
            if Kind.MINIMUM in kinds and region.region_id == "linan":
                minimum = minimum_choices(view, region, hard, discards)
                if minimum is not None:
                    made.append((Kind.MINIMUM, minimum))
        tile = declare_question(view, said.choice) if Kind.DECLARE_READY in kinds else None
        if tile is not None:
            made.append((Kind.DECLARE_READY, declare_choices(view, hard, tile)))
    elif view.phase is Phase.CLAIM and Kind.CLAIM in kinds:
        claims = _claim_choices(said, view)
        if claims is not None:
            made.append((Kind.CLAIM, claims))
    return _drills(made, view, region, game_json, origin, hard.know.worth_unit)


def _drills(
    made: list[tuple[Kind, list[Choice]]],
    view: PlayerView,
    region: RegionRules,
    game_json: GameJson,
    origin: str,
    unit: WorthUnit,
    measured: tuple[str, ...] | None = None,
) -> list[Drill]:
    """``measured``: the answers judged right by a measurement (the 玩法), not by tolerance."""
    out = []
    for kind, choices in made:
        accepted = measured if measured is not None else accepted_of(choices)
        if measured is None and len(accepted) > len(choices) // 2:
            continue  # the choices hardly differ: nothing to practise
        position = position_of(view)
        key = position_key(kind.value, position)
        best = choices[0]
        out.append(
            Drill(
                id=key,
                region=region.region_id,
                options=dict(region.options),
                kind=kind,
                origin=origin,
                position=position,
                choices=tuple(choices),
                accepted=accepted,
                reason_zh=best.reason_zh,
                reason_en=best.reason_en,
                game=game_json(),
                unit=unit,
            )
        )
    return out


def askable(view: PlayerView, kinds: Collection[Kind]) -> bool:
    """Whether ``view`` can make a drill of ``kinds`` at all (cheap: before asking the coach)."""
    legal = view.legal
    if len(legal) < 2 or any(isinstance(a, Win) for a in legal):
        return False
    if view.phase is Phase.PRE_PLAY:
        if Kind.MODE in kinds and any(mode_name(a) is not None for a in legal):
            return True
        return Kind.SHUAI in kinds and any(throw_name(a) not in (None, "pass") for a in legal)
    if view.phase is Phase.TURN:
        if any(isinstance(a, ConcealedKong | AddedKong) for a in legal):
            return False
        if len(allowed_discards(legal)) < 2:
            return False
        if set(kinds) & _TURN_KINDS:
            return True
        # 报听 alone: only a turn where a discard may declare.
        return Kind.DECLARE_READY in kinds and any(
            isinstance(a, RegionMove) and a.name == DECLARE for a in legal
        )
    if view.phase is Phase.CLAIM:
        return Kind.CLAIM in kinds and any(isinstance(a, Pong | ExposedKong | Chow) for a in legal)
    return False


def accepted_of(choices: list[Choice]) -> tuple[str, ...]:
    best = choices[0].value
    floor = best - tolerance(best)
    return tuple(c.name for c in choices if c.value >= floor)


def _in_coach_order(values: list[float]) -> list[float]:
    out: list[float] = []
    for v in values:
        out.append(round(v if not out else min(v, out[-1]), 4))
    return out


def _discard_figures(d: DiscardAdvice) -> tuple[tuple[str, float], ...]:
    return (
        ("shanten", d.shanten),
        ("effective", d.effective_total),
        ("p_ready", d.p_ready),
        ("p_win", d.p_win),
        ("points", d.expected_points),
        ("kong", d.kong_points),
        ("danger", d.danger),
        ("value", d.value),
    )


def _discard_choices(view: PlayerView, advice: Advice) -> list[Choice] | None:
    """Every legal discard in the coach's order; None when the coach's choice is no discard
    or its ranking does not cover every legal discard."""
    rows = advice.discards
    chosen = discarded(advice.choice)
    if not rows or chosen is None or tile_name(chosen) != rows[0].tile:
        return None
    if {parse_one(d.tile) for d in rows} != allowed_discards(view.legal):
        return None
    values = _in_coach_order([d.value for d in rows])
    return [
        Choice(d.tile, v, d.rank, d.reason_zh, d.reason_en, _discard_figures(d), d.effective)
        for d, v in zip(rows, values, strict=True)
    ]


def _keep_or_throw(discards: list[Choice], wild: str, kind: Kind) -> list[Choice] | None:
    """Keep the wild tile (the best other discard) or throw it, in the coach's order."""
    throw = next((c for c in discards if c.name == wild), None)
    keep = next((c for c in discards if c.name != wild), None)
    if throw is None or keep is None:
        return None
    zh_w, en_w = _WILD_WORDS[kind]
    kept = Choice(
        "keep",
        keep.value,
        0,
        f"留着{zh_w}，打{zh_name(parse_one(keep.name))}：{keep.reason_zh}",
        f"keep {en_w} and discard {en_name(parse_one(keep.name))}: {keep.reason_en}",
        keep.figures,
        keep.helps,
    )
    thrown = Choice(
        "throw",
        throw.value,
        0,
        f"打出{zh_w}：{throw.reason_zh}",
        f"throw {en_w}: {throw.reason_en}",
        throw.figures,
        throw.helps,
    )
    pair = [kept, thrown] if keep.rank < throw.rank else [thrown, kept]
    return [replace(c, rank=i + 1) for i, c in enumerate(pair)]


def _claim_choices(advice: Advice, view: PlayerView) -> list[Choice] | None:
    """Every legal answer to the claim window in the coach's order; None when the coach gives
    one of them no worth, or ranks not every one of them."""
    rows = advice.claims
    if not rows or not all(r.weighed for r in rows) or rows[0].action != advice.choice:
        return None
    if {r.action for r in rows} != set(view.legal):
        return None
    values = _in_coach_order([r.expected_points for r in rows])
    return [
        Choice(choice_name(r.action), v, r.rank, r.reason_zh, r.reason_en, (("points", v),))
        for r, v in zip(rows, values, strict=True)
    ]


def choice_name(action: Action) -> str:
    """A claim's name as a drill lists it: ``pass``, ``pong``, ``kong``, ``chow 34m``."""
    if isinstance(action, Chow):
        return f"chow {format_tiles(action.tiles)}"
    if isinstance(action, Pass):
        return "pass"
    if isinstance(action, Pong):
        return "pong"
    if isinstance(action, ExposedKong):
        return "kong"
    return action.type


def answer_of(drill: Drill, view: PlayerView, action: Action) -> str | None:
    """The choice name ``action`` answers in ``drill`` (None when it is none of them)."""
    name: str | None
    if drill.kind is Kind.CLAIM:
        name = choice_name(action)
    elif drill.kind is Kind.SHUAI:
        name = throw_name(action)
    elif drill.kind is Kind.MODE:
        name = mode_name(action)
    elif drill.kind is Kind.DECLARE_READY:
        name = declare_answer(action)
    else:
        tile = discarded(action)
        if tile is None:
            return None
        name = tile_name(tile)
        if drill.kind in _WILD_WORDS:
            name = "throw" if view.wild == tile else "keep"
    return name if name is not None and drill.choice(name) is not None else None
