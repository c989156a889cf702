"""Scoring's JSON entry point: a finished hand described as JSON in, the region's verdict as JSON
out — shared by ``mahjong-desktop score`` (cli/score.py) and the in-app hand calculator, so the two
can never disagree.

The result is ``{"legal", "reason", "items", "unit", "pays", "pays_unit", …}``: ``unit`` is what
the hand's value is counted in (番, 胡, 分), ``pays`` the very amounts the settlement charges each
payer, in ``pays_unit`` (临安: 胡 × 底注, 100 = one stake). The scorer is the region module's
``evaluate`` — the very code the engine settles hands with.
"""

from __future__ import annotations

from typing import Any

from mahjong_desktop.rules.hand_facts import Evaluation
from mahjong_desktop.rules.hand_input import HandInputError, win_context_from_json
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.rules.ruleset import RulesetError
from mahjong_desktop.validation import DataError


class ScoreInputError(DataError):
    """Input that cannot be scored at all (exit status 2): the hand or its rules are wrong."""


def score_json(data: Any, source: str = "") -> dict[str, Any]:
    """Evaluate a parsed hand description read from ``source``; ``ScoreInputError`` for anything
    unusable."""
    try:
        if isinstance(data, dict) and isinstance(data.get("region"), str):
            load_region(data["region"])  # an unknown region is the first thing to report
        ctx = win_context_from_json(data, source)
        region = load_region(data["region"], data.get("options") or {})
    except (HandInputError, RulesetError) as exc:
        raise ScoreInputError.recast(exc) from None
    out = evaluation_json(region.evaluate(ctx))
    out["pays_unit"] = region.pays_unit()
    return out


def evaluation_json(ev: Evaluation) -> dict[str, Any]:
    return {
        "legal": ev.legal,
        "reason": ev.reason,
        "reason_zh": ev.reason_zh,
        "items": [item.to_json() for item in ev.items],
        "unit": ev.unit,
        "total": ev.total,
        "pays": ev.pays() if ev.legal else None,
        "formula": ev.formula,
        "formula_zh": ev.formula_zh,
    }
