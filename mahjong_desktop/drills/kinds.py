"""The kinds of drill question, and which a region can ask.

A kind is drilled only where the coach weighs its choices with numbers: an answer is right when
its worth is within a tolerance of the best. 兰州's 甩牌 and 报听, which the hard level decides by
a rule, are weighed by ``ai.choice_worth`` with the hard level's own evaluation (docs/drills.md).
The dealer's 玩法 is not: no evaluation of the hard level tells the modes apart at the deal (a
dealt hand is priced by shape and the typical win, which no mode changes), so it is named here
only so that the command line can say why it is not drilled (``UNWEIGHED``), rather than invent
worths the coach does not have.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum


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
    "lanzhou": (Kind.SHUAI, Kind.DECLARE_READY),
}
# Kinds asked before play (兰州's pre-play phase): a hand past it asks them no more.
PRE_PLAY_KINDS = frozenset({Kind.SHUAI})

# Kinds the coach does not weigh, with why (see the module doc).
UNWEIGHED: dict[Kind, str] = {
    Kind.MODE: "the coach picks the dealer's 玩法 by a rule of thumb, and its evaluation of a "
    "dealt hand is the same under every 玩法; a measurement of 2,094 walls played under each "
    "玩法 told none apart at 95 % (docs/drills.md), so there is no worth to judge an answer by",
}


# Region kinds a table's options rule out, with why: no 甩牌 under 不甩, no 报听 under 悄悄胡.
_RULED_OUT: dict[Kind, tuple[str, object, str]] = {
    Kind.SHUAI: ("throw", "none", "this table plays 不甩 (throw=none): nobody throws a set"),
    Kind.DECLARE_READY: (
        "mode",
        "qiao_qiao_hu",
        "this table plays 悄悄胡 (mode=qiao_qiao_hu): nobody declares 报听",
    ),
}


def kinds_for(region_id: str, options: Mapping[str, object] | None = None) -> tuple[Kind, ...]:
    """The kinds drilled in ``region_id``, in the order a mixed set lists them; with the table's
    ``options``, without the kinds they rule out (a question that never comes up)."""
    out = [Kind.DISCARD, Kind.CLAIM, *REGION_KINDS.get(region_id, ())]
    return tuple(k for k in out if _ruled_out(k, options) is None)


def _ruled_out(kind: Kind, options: Mapping[str, object] | None) -> str | None:
    rule = _RULED_OUT.get(kind)
    if rule is None or options is None:
        return None
    key, value, why = rule
    return why if str(options.get(key)) == value else None


def why_not(kind: Kind, region_id: str, options: Mapping[str, object] | None = None) -> str | None:
    """None when ``kind`` is drilled in ``region_id`` (at a table with ``options``); else why
    not, in a sentence."""
    if kind in UNWEIGHED:
        return f"{kind.value} drills are not made yet: {UNWEIGHED[kind]}"
    if kind not in kinds_for(region_id):
        regions = [r for r, ks in REGION_KINDS.items() if kind in ks]
        return f"{kind.value} drills belong to {', '.join(regions)}, not {region_id}"
    ruled_out = _ruled_out(kind, options)
    if ruled_out is not None:
        return f"no {kind.value} drills: {ruled_out}"
    return None
