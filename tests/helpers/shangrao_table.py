"""Helpers for the 上饶 rule tests: the region with options, hands scored from tile notation, and
stacked walls whose first tail tile is the turned-up 宝 indicator."""

from __future__ import annotations

from mahjong_desktop.engine.game import Game
from mahjong_desktop.rules.hand_facts import Evaluation, WinBy, WinContext
from mahjong_desktop.rules.shangrao import ShangraoRules
from tests.helpers.stacked_table import counts, melds, stacked, t
from tests.helpers.stacked_table import region as cached_region

# The indicator that names each 宝 under the default "next kind" rule: the kind before it.
INDICATOR_OF = {"7z": "5z", "1m": "9m", "2m": "1m", "5m": "4m"}


def shangrao(**options: object) -> ShangraoRules:
    rules = cached_region("shangrao", **options)
    assert isinstance(rules, ShangraoRules)
    return rules


def score(
    concealed: str,
    win: str,
    *,
    wild: str | None = "7z",
    fei_bao: int = 0,
    meld_specs: tuple[str, ...] = (),
    by: str = "self_draw",
    **options: object,
) -> Evaluation:
    """Evaluate a finished hand: ``concealed`` includes the winning tile ``win``; ``wild`` is the
    宝 kind (中 7z unless a test says otherwise); ``fei_bao`` the 宝 the winner discarded."""
    ctx = WinContext(
        concealed=counts(concealed),
        melds=melds(*meld_specs),
        win_tile=t(win),
        win_by=WinBy(by),
        wild=None if wild is None else t(wild),
        discarded_wilds=fei_bao,
    )
    return shangrao(**options).evaluate(ctx)


def table(
    hands: dict[int, str],
    *,
    wild: str = "7z",
    dealer: int = 0,
    draws: str = "",
    at: dict[int, str] | None = None,
    avoid: str = "",
    options: dict[str, object] | None = None,
) -> Game:
    """A stacked game whose indicator (the first tail tile) names ``wild`` as the 宝."""
    return stacked(
        shangrao(**(options or {})),
        hands,
        dealer=dealer,
        draws=draws,
        tail=INDICATOR_OF[wild],
        at=at,
        avoid=avoid,
    )
