"""The unit a region's payments and totals are counted in.

临安 pays in 胡 ("(Σ胡+20)×2^台…", hundreds a hand); the other regions pay in points (分), a few a
hand. The two never add up: statistics keep each unit apart (no sum or mean across them).
"""

from __future__ import annotations

POINTS = "分"
HU = "胡"

_UNITS = {"linan": HU}


def money_unit(region_id: str) -> str:
    """The unit of ``region_id``'s payments and totals."""
    return _UNITS.get(region_id, POINTS)
