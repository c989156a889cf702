"""The kinds of drill question, and which a region can ask.

A kind is drilled only where the coach weighs its choices with numbers: an answer is right when
its worth is within a tolerance of the best, so a kind whose choices the coach decides by a rule
of thumb (兰州 甩牌: it throws every offered set; 报听: it declares with every discard that leaves
the hand ready; the dealer's 玩法: ``dealer_mode_choice``) has nothing to measure an answer by
yet. Those kinds are named here so that the command line can say why it does not drill them
(``UNWEIGHED``), rather than invent worths the coach does not have.
"""

from __future__ import annotations

from enum import Enum


class Kind(Enum):
    DISCARD = "discard"  # 何切: which tile to discard
    CLAIM = "claim"  # pong, kong, chow or pass on another player's discard
    BAO = "bao"  # 上饶: keep the 宝 or throw it (飞宝)
    CAISHEN = "caishen"  # 临安: keep a 财神 or throw it
    SHUAI = "shuai"  # 兰州 甩牌
    DECLARE_READY = "declare_ready"  # 兰州 报听
    MODE = "mode"  # 兰州: the dealer's 玩法


# The region whose wild tile each keep-or-throw kind asks about.
WILD_KINDS = {"shangrao": Kind.BAO, "linan": Kind.CAISHEN}

# Kinds the coach decides without worths, with why (see the module doc).
UNWEIGHED: dict[Kind, str] = {
    Kind.SHUAI: "the coach throws every 甩牌 set it is offered and gives the choice no worth",
    Kind.DECLARE_READY: "the coach declares 报听 with every discard that leaves the hand ready "
    "and gives the choice no worth",
    Kind.MODE: "the coach picks the dealer's 玩法 by a rule of thumb and gives the choice no worth",
}


def kinds_for(region_id: str) -> tuple[Kind, ...]:
    """The kinds drilled in ``region_id``, in the order a mixed set lists them."""
    out = [Kind.DISCARD, Kind.CLAIM]
    wild = WILD_KINDS.get(region_id)
    if wild is not None:
        out.append(wild)
    return tuple(out)


def why_not(kind: Kind, region_id: str) -> str | None:
    """None when ``kind`` is drilled in ``region_id``; else why not, in a sentence."""
    if kind in UNWEIGHED:
        return f"{kind.value} drills are not made yet: {UNWEIGHED[kind]}"
    if kind not in kinds_for(region_id):
        regions = [r for r, k in WILD_KINDS.items() if k is kind]
        return f"{kind.value} drills belong to {', '.join(regions)}, not {region_id}"
    return None
