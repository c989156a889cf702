"""The kinds of drill question, and which a region can ask.

A kind is drilled only where the coach weighs its choices with numbers: an answer is right when
its worth is within a tolerance of the best. 兰州's 甩牌 and 报听, which the hard level decides by
a rule, are weighed by ``ai.choice_worth`` with the hard level's own evaluation (docs/drills.md).
The dealer's 玩法 is weighed by a measurement (``ai.mode_worth``): no evaluation tells the modes
apart at the deal, so its answers are judged by what thousands of dealt hands of the same kind
made under each mode, and a mode is wrong only where the measurement says it is worse.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum

from mahjong_desktop.ai.mode_worth import WRONG_AT_LEAST, drillable, shipped_table


class Kind(Enum):
    DISCARD = "discard"  # 何切: which tile to discard
    CLAIM = "claim"  # pong, kong, chow or pass on another player's discard
    BAO = "bao"  # 上饶: keep the 宝 or throw it (飞宝)
    CAISHEN = "caishen"  # 临安: keep a 财神 or throw it
    MINIMUM = "minimum"  # 临安: chase the 200/300 胡 minimum or take the faster, smaller route
    SHUAI = "shuai"  # 兰州 甩牌: which set to throw, or none
    DECLARE_READY = "declare_ready"  # 兰州 报听: declare now or discard and wait
    MODE = "mode"  # 兰州: the dealer's 玩法


# The region whose wild tile each keep-or-throw kind asks about.
WILD_KINDS = {"shangrao": Kind.BAO, "linan": Kind.CAISHEN}
# Kinds only one region asks, after the discard and claim questions every region has.
REGION_KINDS: dict[str, tuple[Kind, ...]] = {
    "shangrao": (Kind.BAO,),
    "linan": (Kind.CAISHEN, Kind.MINIMUM),
    "lanzhou": (Kind.MODE, Kind.SHUAI, Kind.DECLARE_READY),
}
# Kinds asked before play (兰州's pre-play phase): a hand past it asks them no more.
PRE_PLAY_KINDS = frozenset({Kind.MODE, Kind.SHUAI})


# Region kinds a table's options rule out, with why: no 甩牌 under 不甩, no 报听 under 悄悄胡,
# and no 玩法 to choose unless the dealer chooses it (庄家选择): (key, value, asked when the
# option has that value or not, why not).
_RULED_OUT: dict[Kind, tuple[str, str, bool, str]] = {
    Kind.SHUAI: ("throw", "none", False, "this table plays 不甩 (throw=none): nobody throws a set"),
    Kind.DECLARE_READY: (
        "mode",
        "qiao_qiao_hu",
        False,
        "this table plays 悄悄胡 (mode=qiao_qiao_hu): nobody declares 报听",
    ),
    Kind.MODE: (
        "mode",
        "dealer_chooses",
        True,
        "the dealer chooses the 玩法 only at a table of 庄家选择 (--option mode=dealer_chooses)",
    ),
}


def kinds_for(region_id: str, options: Mapping[str, object] | None = None) -> tuple[Kind, ...]:
    """The kinds drilled in ``region_id``, in the order a mixed set lists them; with the table's
    ``options``, without the kinds they rule out (a question that never comes up). A kind whose
    measurement judges no answer wrong is not drilled (``unmeasured``)."""
    out = [Kind.DISCARD, Kind.CLAIM, *REGION_KINDS.get(region_id, ())]
    return tuple(k for k in out if _ruled_out(k, options) is None and unmeasured(k) is None)


def unmeasured(kind: Kind) -> str | None:
    """Why ``kind`` cannot be judged: the dealer's 玩法 when the shipped measurement shows no kind
    of dealt hand with two or more 玩法 measurably worse (then no answer could be wrong)."""
    if kind is not Kind.MODE:
        return None
    table = shipped_table()
    if drillable(table):
        return None
    return (
        f"the measurement of {table.walls:,} walls shows no kind of dealt hand where "
        f"{WRONG_AT_LEAST} or more 玩法 are measurably worse than the best, so no answer could "
        'be judged wrong (docs/drills.md, "The dealer\'s 玩法")'
    )


def _ruled_out(kind: Kind, options: Mapping[str, object] | None) -> str | None:
    rule = _RULED_OUT.get(kind)
    if rule is None or options is None:
        return None
    key, value, asked_with_it, why = rule
    return None if (str(options.get(key)) == value) == asked_with_it else why


def why_not(kind: Kind, region_id: str, options: Mapping[str, object] | None = None) -> str | None:
    """None when ``kind`` is drilled in ``region_id`` (at a table with ``options``); else why
    not, in a sentence."""
    regions = [r for r, ks in REGION_KINDS.items() if kind in ks]
    if kind not in (Kind.DISCARD, Kind.CLAIM) and region_id not in regions:
        return f"{kind.value} drills belong to {', '.join(regions)}, not {region_id}"
    said = unmeasured(kind)
    if said is not None:
        return f"{kind.value} drills are not made: {said}"
    ruled_out = _ruled_out(kind, options)
    if ruled_out is not None:
        return f"no {kind.value} drills: {ruled_out}"
    return None
