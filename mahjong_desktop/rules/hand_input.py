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

from collections.abc import Mapping
from typing import Any

from mahjong_desktop.rules.hand_facts import Meld, MeldKind, WinBy, WinContext
from mahjong_desktop.tiles import EAST, NUM_KINDS, WINDS, parse, parse_one
from mahjong_desktop.tiles import name as tile_name
from mahjong_desktop.validation import key_text, shown

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


class HandInputError(ValueError):
    """The described hand is malformed or impossible; the message names the field."""


def win_context_from_json(data: Mapping[str, Any]) -> WinContext:
    """Validate ``data`` (already parsed JSON) and build the ``WinContext``.

    ``region`` and ``options`` are read by the caller (they choose the scorer); they are only
    checked for presence and type here.
    """
    if not isinstance(data, Mapping):
        raise HandInputError("the hand must be a JSON object")
    unknown = sorted(set(data) - set(FIELDS))
    if unknown:
        listed = ", ".join(key_text(k) for k in unknown[:5])
        more = f" and {len(unknown) - 5} more" if len(unknown) > 5 else ""
        raise HandInputError(f"unknown field(s) {listed}{more}; known: {', '.join(FIELDS)}")
    if not isinstance(data.get("region"), str):
        raise HandInputError('"region" must be a region id such as "lincang"')
    if not isinstance(data.get("options", {}), Mapping):
        raise HandInputError('"options" must be an object of option key → value')
    concealed_tiles = _tiles(data, "concealed", required=True)
    melds = _melds(data.get("melds", []))
    win_tile = _tile(data, "win_tile", required=True)
    assert win_tile is not None
    try:
        win_by = WinBy(data.get("win_by", "self_draw"))
    except ValueError:
        allowed = ", ".join(w.value for w in WinBy)
        raise HandInputError(
            f'"win_by" must be one of {allowed}, got {data.get("win_by")!r}'
        ) from None
    counts = [0] * NUM_KINDS
    for t in concealed_tiles:
        counts[t] += 1
    if not counts[win_tile]:
        raise HandInputError(
            f'"win_tile" {tile_name(win_tile)} is not among the concealed tiles (the concealed '
            "tiles include the winning tile)"
        )
    size = len(concealed_tiles) + 3 * len(melds)
    if size != 14:
        raise HandInputError(
            f"a winning hand has 14 tiles counting each meld as 3: {len(concealed_tiles)} "
            f"concealed + {len(melds)} meld(s) make {size}"
        )
    whole = list(counts)
    for meld in melds:
        for t in meld.tiles:
            whole[t] += 1
    flowers, flower_kinds = _flowers(data.get("flowers", 0))
    if win_by is WinBy.KONG_REPLACEMENT and not flowers and not any(m.kind.is_kong for m in melds):
        # A laid-out bonus tile (临安 杠花) is replaced from the tail like a kong.
        raise HandInputError(
            '"win_by": kong_replacement needs a kong among the melds (or a laid-out "flowers" tile)'
        )
    wild = _tile(data, "wild", required=False)
    for k, c in enumerate(whole):
        if c > 4:
            raise HandInputError(f"{c} copies of {tile_name(k)}: there are only 4 of each kind")
    if win_by is WinBy.ROBBED_KONG and whole[win_tile] > 1:
        # The robbed tile is the fourth copy, added to the konger's pong of the other three.
        raise HandInputError(
            f'"win_by": robbed_kong: the robbed {tile_name(win_tile)} is the fourth copy (the '
            f"konger's pong holds the other three), so the winner can hold no other "
            f"{tile_name(win_tile)}; this hand holds {whole[win_tile]} counting the robbed one"
        )
    # Tiles out of the hand count against the 4 copies too: a thrown 宝 (上饶 飞宝) and a laid-out
    # 杠花 (临安) are real tiles of the 136, so a count beyond what is left is not a hand.
    discarded_wilds = _count(data, "discarded_wilds", 4)
    if discarded_wilds:
        if wild is None:
            raise HandInputError('"discarded_wilds" needs "wild" (which kind was thrown)')
        if whole[wild] + discarded_wilds > 4:
            raise HandInputError(
                f'"discarded_wilds" {discarded_wilds}: the hand holds {whole[wild]} of '
                f"{tile_name(wild)} and there are only 4, so at most {4 - whole[wild]} were thrown"
            )
    if flower_kinds:
        for k in set(flower_kinds):
            c = whole[k] + flower_kinds.count(k)
            if c > 4:
                raise HandInputError(
                    f'"flowers": {c} copies of {tile_name(k)} with the hand: there are only 4'
                )
    return WinContext(
        concealed=tuple(counts),
        melds=tuple(melds),
        win_tile=win_tile,
        win_by=win_by,
        seat_wind=_wind(data, "seat_wind"),
        round_wind=_wind(data, "round_wind"),
        dealer=_bool(data, "dealer"),
        declared_ready=_bool(data, "declared_ready"),
        discarder_declared_ready=_bool(data, "discarder_declared_ready"),
        wild=wild,
        flowers=flowers,
        discarded_wilds=discarded_wilds,
        dealer_streak=_count(data, "dealer_streak", MAX_DEALER_STREAK),
        first_turn=_bool(data, "first_turn"),
    )


def _tiles(data: Mapping[str, Any], key: str, *, required: bool) -> list[int]:
    value = data.get(key)
    if value is None and not required:
        return []
    if not isinstance(value, str):
        raise HandInputError(f'"{key}" must be tile notation such as "123m55p", got {value!r}')
    try:
        return parse(value)
    except ValueError as exc:
        raise HandInputError(f'"{key}": {exc}') from None


def _tile(data: Mapping[str, Any], key: str, *, required: bool) -> int | None:
    value = data.get(key)
    if value is None:
        if required:
            raise HandInputError(f'"{key}" is required (one tile, e.g. "5s")')
        return None
    if not isinstance(value, str):
        raise HandInputError(f'"{key}" must be one tile such as "5s", got {value!r}')
    try:
        return parse_one(value)
    except ValueError as exc:
        raise HandInputError(f'"{key}": {exc}') from None


def _melds(raw: object) -> list[Meld]:
    if not isinstance(raw, list):
        raise HandInputError('"melds" must be a list of {"kind": …, "tiles": …}')
    out = []
    kinds = ", ".join(k.value for k in MeldKind)
    for i, item in enumerate(raw):
        where = f'"melds"[{i}]'
        if not isinstance(item, Mapping) or set(item) - {"kind", "tiles"}:
            raise HandInputError(f'{where} must be an object with "kind" and "tiles" only')
        try:
            kind = MeldKind(item.get("kind"))
        except ValueError:
            raise HandInputError(
                f"{where}: kind must be one of {kinds}, got {item.get('kind')!r}"
            ) from None
        tiles = item.get("tiles")
        if not isinstance(tiles, str):
            raise HandInputError(f'{where}: "tiles" must be tile notation such as "999p"')
        try:
            out.append(Meld(kind, tuple(sorted(parse(tiles)))))
        except ValueError as exc:
            raise HandInputError(f"{where}: {exc}") from None
    return out


def _wind(data: Mapping[str, Any], key: str) -> int:
    value = data.get(key, "E")
    kind = _tile({key: value}, key, required=True)
    if kind not in WINDS:
        raise HandInputError(f'"{key}" must be a wind (E S W N or 1z–4z), got {value!r}')
    return kind if kind is not None else EAST


def _bool(data: Mapping[str, Any], key: str) -> bool:
    value = data.get(key, False)
    if not isinstance(value, bool):
        raise HandInputError(f'"{key}" must be true or false, got {value!r}')
    return value


def _count(data: Mapping[str, Any], key: str, most: int) -> int:
    value = data.get(key, 0)
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= most:
        raise HandInputError(f'"{key}" must be a whole number from 0 to {most}, got {shown(value)}')
    return value


def _flowers(value: object) -> tuple[int, list[int]]:
    """Bonus tiles laid out (临安 杠花): a count, or the tiles in notation (then also their kinds).

    One kind is the 杠花, so at most 4 can lie out.
    """
    if isinstance(value, str):
        try:
            kinds = parse(value)
        except ValueError as exc:
            raise HandInputError(f'"flowers": {exc}') from None
        if len(set(kinds)) > 1:
            raise HandInputError(f'"flowers" {value!r}: the laid-out 杠花 are all of one kind')
        if len(kinds) > 4:
            raise HandInputError(f'"flowers" {value!r}: there are only 4 of the 杠花 kind')
        return len(kinds), kinds
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 4:
        raise HandInputError(
            f'"flowers" must be a count from 0 to 4 (one kind is the 杠花) or tile notation, '
            f"got {shown(value)}"
        )
    return value, []
