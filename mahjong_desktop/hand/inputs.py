"""Checking what callers pass in: count vectors, declared melds, the wild kind, visible tiles.

Every check raises ``ValueError`` saying what is wrong, so a bad call never yields a silent wrong
answer.
"""

from __future__ import annotations

import operator
from collections.abc import Sequence
from enum import Enum

from mahjong_desktop import tiles as _t


class Size(Enum):
    """Which concealed-part sizes a function accepts (``n = 4 - melds``)."""

    COMPLETE = "complete"  # 3n + 2: a hand that has just drawn (or won)
    WAITING = "waiting"  # 3n + 1: a hand between turns
    EITHER = "either"


def check_melds(melds: int) -> int:
    if not isinstance(melds, int) or isinstance(melds, bool) or not 0 <= melds <= 4:
        raise ValueError(f"melds must be the number of declared melds, 0–4, not {melds!r}")
    return melds


def check_wild(wild: int | None) -> int | None:
    if wild is None:
        return None
    if not isinstance(wild, int) or isinstance(wild, bool) or not 0 <= wild < _t.NUM_KINDS:
        raise ValueError(f"wild must be a tile kind 0–33 or None, not {wild!r}")
    return wild


def counts_bytes(counts: Sequence[int], melds: int, size: Size) -> tuple[bytes, int]:
    """Validate like ``check_counts``; return the counts as 34 bytes and the meld slots left.

    The common case (a list or tuple of small ints, right size) costs about a microsecond; anything
    else goes through ``check_counts``, which raises with a precise message.
    """
    if melds.__class__ is int and 0 <= melds <= 4 and counts.__class__ in (list, tuple):
        try:
            b = bytes(counts)
        except (TypeError, ValueError):
            b = b""
        if len(b) == _t.NUM_KINDS and max(b) <= _t.COPIES:
            total = sum(b)
            full = 14 - 3 * melds
            if total == full:
                if size is not Size.WAITING:
                    return b, 4 - melds
            elif total == full - 1 and size is not Size.COMPLETE:
                return b, 4 - melds
    n = check_counts(counts, melds, size)
    return bytes(operator.index(c) for c in counts), n


def check_counts(counts: Sequence[int], melds: int, size: Size) -> int:
    """Validate a 34-entry count vector for ``melds`` declared melds; return the meld slots left."""
    check_melds(melds)
    try:
        length = len(counts)
    except TypeError:
        raise ValueError(f"counts must be a sequence of 34 ints, not {counts!r}") from None
    if length != _t.NUM_KINDS or isinstance(counts, str | bytes):
        raise ValueError(f"a count vector has {_t.NUM_KINDS} int entries, got {counts!r}")
    total = 0
    for k, c in enumerate(counts):
        try:
            c = operator.index(c)
        except TypeError:
            raise ValueError(f"bad count {c!r} for {_t.name(k)}: counts are ints 0–4") from None
        if c < 0:
            raise ValueError(f"bad count {c!r} for {_t.name(k)}: counts are ints 0–4")
        if c > _t.COPIES:
            raise ValueError(f"{c} copies of {_t.name(k)}: there are only 4 of each kind")
        total += c
    n = 4 - melds
    full = 3 * n + 2
    ok = {
        Size.COMPLETE: total == full,
        Size.WAITING: total == full - 1,
        Size.EITHER: total in (full, full - 1),
    }[size]
    if not ok:
        want = {
            Size.COMPLETE: f"{full} (a complete hand)",
            Size.WAITING: f"{full - 1} (a waiting hand)",
            Size.EITHER: f"{full} (complete) or {full - 1} (waiting)",
        }[size]
        raise ValueError(
            f"{total} concealed tiles with {melds} declared meld(s): expected {want}; "
            "a kong counts as one declared meld"
        )
    return n


def check_visible(visible: Sequence[int] | None, own: Sequence[int]) -> list[int]:
    """Visible tiles outside the concealed hand; own + visible may not pass 4 of a kind."""
    if visible is None:
        return [0] * _t.NUM_KINDS
    if len(visible) != _t.NUM_KINDS:
        raise ValueError(f"visible must have {_t.NUM_KINDS} entries, got {len(visible)}")
    out = []
    for k, (v, c) in enumerate(zip(visible, own, strict=True)):
        if not isinstance(v, int) or isinstance(v, bool) or v < 0:
            raise ValueError(f"bad visible count {v!r} for {_t.name(k)}")
        if v + c > _t.COPIES:
            raise ValueError(
                f"{c} copies of {_t.name(k)} in hand and {v} visible: there are only 4 of each kind"
            )
        out.append(v)
    return out


def counts_from_tiles(tiles: str | Sequence[int]) -> list[int]:
    """Notation or a list of kinds → count vector (a fifth copy raises ``ValueError``)."""
    return _t.to_counts(_t.as_kinds(tiles))


def wild_from_text(wild: str | int | None) -> int | None:
    """The public API takes the wild kind in notation (``"5p"``); a kind int is accepted too."""
    if wild is None or isinstance(wild, int):
        return check_wild(wild)
    if not isinstance(wild, str):
        raise ValueError(f"wild must be one tile in notation (e.g. '5p') or None, not {wild!r}")
    try:
        return _t.parse_one(wild)
    except ValueError as exc:
        raise ValueError(f"bad wild tile {wild!r}: {exc}") from None
