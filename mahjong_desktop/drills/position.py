"""The visible table of one decision, in the project's tile notation: what the drill shows.

Only what the seat could see then (its ``PlayerView``): its own concealed tiles and the drawn
one, every player's melds, discards in order (claimed ones marked), declared players, the wild
tile, the face-up tail tiles, the draws left, seats, winds and the dealer. ``position_key`` is a
digest of it: two decisions at the same table are one position (a drill is never made twice).
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from mahjong_desktop.engine.view import PlayerView, SeatInfo
from mahjong_desktop.rules.hand_facts import Meld
from mahjong_desktop.tiles import format as format_tiles
from mahjong_desktop.tiles import name as tile_name


def _tile(kind: int | None) -> str | None:
    return None if kind is None else tile_name(kind)


def _meld(meld: Meld) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": meld.kind.value, "tiles": format_tiles(meld.tiles)}
    if meld.from_seat is not None:
        out["from"] = meld.from_seat
    return out


def _seat(info: SeatInfo) -> dict[str, Any]:
    return {
        "seat": info.seat,
        "wind": tile_name(info.wind),
        "melds": [_meld(m) for m in info.melds],
        # In order; a claimed discard lies in someone's meld and is written in brackets.
        "discards": [
            f"({tile_name(t)})" if taken else tile_name(t)
            for t, taken in zip(info.discards, info.claimed, strict=True)
        ],
        "concealed_count": info.concealed_count,
        "flowers": format_tiles(info.flowers, sort=False),
        "declared_ready": info.declared_ready,
        "score": info.score,
    }


def position_of(view: PlayerView) -> dict[str, Any]:
    """The table as ``view.seat`` saw it (JSON, tile notation)."""
    return {
        "seat": view.seat,
        "dealer": view.dealer,
        "round_wind": tile_name(view.round_wind),
        "phase": view.phase.value,
        "hand": format_tiles(view.concealed),
        "drawn": _tile(view.drawn),
        "claim_tile": _tile(view.claim_tile),
        "claim_from": view.claim_from,
        "wild": _tile(view.wild),
        "face_up": format_tiles(view.face_up, sort=False),
        "draws_left": view.draws_left,
        "variant": view.variant,
        "players": [_seat(s) for s in view.seats],
    }


def position_key(kind: str, position: dict[str, Any]) -> str:
    """A short digest of (kind, position): the drill's identity."""
    text = json.dumps([kind, position], sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
