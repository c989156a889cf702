"""A finished hand described as JSON (the ``score`` command, the in-app hand calculator) → a
``WinContext`` for the region's scorer.

Input fields: ``region``, ``options``, ``concealed`` (tile notation, winning tile included),
``melds`` (``[{"kind": "pong", "tiles": "999p"}]``), ``win_tile``, ``win_by``, ``seat_wind``,
``round_wind``, ``dealer``; and, for regions that use them, ``declared_ready``,
``discarder_declared_ready``, ``wild``, ``flowers``, ``discarded_wilds``, ``dealer_streak``,
``first_turn`` (天胡/地胡: the winner's first turn, nobody has claimed yet).
Anything impossible (a fifth copy, a wrong tile count, a winning tile not in the hand, an unknown
field) is a ``HandInputError`` naming the field.
"""

from __future__ import annotations

from mahjong_desktop.messages import Says
from mahjong_desktop.rules.hand_facts import Meld, MeldKind, WinBy, WinContext
from mahjong_desktop.tiles import EAST, NUM_KINDS, WINDS, parse, parse_one, zh_name
from mahjong_desktop.tiles import name as tile_name
from mahjong_desktop.validation import DataError, Fields

# 老庄 counts beyond this are not a session anyone plays (and would only inflate the number).
MAX_DEALER_STREAK = 999

FIELDS = (
    "region",
    "options",
    "concealed",
    "melds",
    "win_tile",
    "win_by",
    "seat_wind",
    "round_wind",
    "dealer",
    "declared_ready",
    "discarder_declared_ready",
    "wild",
    "flowers",
    "discarded_wilds",
    "dealer_streak",
    "first_turn",
)


class HandInputError(DataError):
    """The described hand is malformed or impossible: a ``DataError`` naming the field."""


def win_context_from_json(data: object, source: str = "") -> WinContext:
    """Validate ``data`` (already parsed JSON, read from ``source``) and build the ``WinContext``.

    ``region`` and ``options`` are read by the caller (they choose the scorer); they are only
    checked for presence and type here.
    """
    f = Fields.of(data, source, error=HandInputError)
    f.only(FIELDS)
    f.text("region", non_empty=True, max_len=100)
    f.table("options", required=False)
    concealed_tiles = _tiles(f, "concealed")
    melds = _melds(f)
    win_tile = _tile(f, "win_tile", required=True)
    assert win_tile is not None
    win_by = WinBy(f.choice("win_by", [w.value for w in WinBy], WinBy.SELF_DRAW.value))
    counts = [0] * NUM_KINDS
    for t in concealed_tiles:
        counts[t] += 1
    if not counts[win_tile]:
        raise f.fail("win_tile", Says("win_tile_not_concealed", (_tile_says(win_tile),)))
    size = len(concealed_tiles) + 3 * len(melds)
    if size != 14:
        counted = (str(len(concealed_tiles)), str(len(melds)), str(size))
        raise f.fail("concealed", Says("hand_size", counted))
    whole = list(counts)
    for meld in melds:
        for t in meld.tiles:
            whole[t] += 1
    flowers, flower_kinds = _flowers(f)
    if win_by is WinBy.KONG_REPLACEMENT and not flowers and not any(m.kind.is_kong for m in melds):
        # A laid-out bonus tile (临安 杠花) is replaced from the tail like a kong.
        raise f.fail("win_by", Says("kong_replacement_needs_kong"))
    wild = _tile(f, "wild", required=False)
    for k, c in enumerate(whole):
        if c > 4:
            raise f.fail("concealed", Says("copies_with_melds", (str(c), _tile_says(k))))
    if win_by is WinBy.ROBBED_KONG and whole[win_tile] > 1:
        # The robbed tile is the fourth copy, added to the konger's pong of the other three.
        held = (_tile_says(win_tile), str(whole[win_tile]))
        raise f.fail("win_by", Says("robbed_kong_copies", held))
    # Tiles out of the hand count against the 4 copies too: a thrown 宝 (上饶 飞宝) and a laid-out
    # 杠花 (临安) are real tiles of the 136, so a count beyond what is left is not a hand.
    discarded_wilds = f.integer("discarded_wilds", 0, 4, 0)
    if discarded_wilds:
        if wild is None:
            raise f.fail("discarded_wilds", Says("needs_wild"))
        if whole[wild] + discarded_wilds > 4:
            counts_said = (
                str(discarded_wilds),
                str(whole[wild]),
                _tile_says(wild),
                str(4 - whole[wild]),
            )
            raise f.fail("discarded_wilds", Says("thrown_wilds", counts_said))
    for k in set(flower_kinds):
        c = whole[k] + flower_kinds.count(k)
        if c > 4:
            raise f.fail("flowers", Says("copies_with_hand", (str(c), _tile_says(k))))
    return WinContext(
        concealed=tuple(counts),
        melds=tuple(melds),
        win_tile=win_tile,
        win_by=win_by,
        seat_wind=_wind(f, "seat_wind"),
        round_wind=_wind(f, "round_wind"),
        dealer=f.boolean("dealer", False),
        declared_ready=f.boolean("declared_ready", False),
        discarder_declared_ready=f.boolean("discarder_declared_ready", False),
        wild=wild,
        flowers=flowers,
        discarded_wilds=discarded_wilds,
        dealer_streak=f.integer("dealer_streak", 0, MAX_DEALER_STREAK, 0),
        first_turn=f.boolean("first_turn", False),
    )


_NOTATION = 200  # characters of tile notation: a hand of 14 tiles is at most 28


def _tile_says(kind: int) -> Says:
    """A tile in a message: its notation in English, its Chinese name in Chinese."""
    return Says("tile", (tile_name(kind), zh_name(kind)))


def _tiles(f: Fields, key: str) -> list[int]:
    """The tiles in the notation at ``key`` (required)."""
    text = f.text(key, max_len=_NOTATION)
    try:
        return parse(text)
    except ValueError as exc:
        raise f.fail(key, str(exc)) from None


def _tile(f: Fields, key: str, *, required: bool) -> int | None:
    if not required and f.data.get(key) is None:
        return None
    text = f.text(key, max_len=_NOTATION)
    try:
        return parse_one(text)
    except ValueError as exc:
        raise f.fail(key, Says("one_tile", (str(exc),))) from None


def _melds(f: Fields) -> list[Meld]:
    if "melds" not in f:
        return []
    raw = f.value("melds", list)
    kinds = [k.value for k in MeldKind]
    out = []
    for i, item in enumerate(raw):
        meld = Fields.of(item, f.source, f"{f.where('melds')}[{i}]", error=HandInputError)
        meld.only(("kind", "tiles"))
        kind = MeldKind(meld.choice("kind", kinds))
        tiles = tuple(sorted(_tiles(meld, "tiles")))
        try:
            out.append(Meld(kind, tiles))
        except ValueError as exc:  # tiles that do not make that meld
            raise meld.fail("tiles", str(exc)) from None
    return out


def _wind(f: Fields, key: str) -> int:
    if key not in f:
        return EAST
    kind = _tile(f, key, required=True)
    if kind not in WINDS:
        raise f.error(f.source, f.where(key), f.data[key], Says("wind"))
    return kind


def _flowers(f: Fields) -> tuple[int, list[int]]:
    """Bonus tiles laid out (临安 杠花): a count, or the tiles in notation (then also their kinds).

    One kind is the 杠花, so at most 4 can lie out.
    """
    value = f.data.get("flowers", 0)
    if not isinstance(value, str):
        return f.integer("flowers", 0, 4, 0), []
    kinds = _tiles(f, "flowers")
    if len(set(kinds)) > 1:
        raise f.fail("flowers", Says("flowers_one_kind", (repr(value),)))
    if len(kinds) > 4:
        raise f.fail("flowers", Says("flowers_at_most_4", (repr(value),)))
    return len(kinds), kinds
