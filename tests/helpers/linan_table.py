"""Helpers for the 临安 rule tests: the region with options, hands scored from tile notation, and
stacked walls whose first tail tile is the turned-up 财神 indicator."""

from __future__ import annotations

from mahjong_desktop.engine.game import Game
from mahjong_desktop.rules.hand_facts import Evaluation, WinBy, WinContext
from mahjong_desktop.rules.linan import LinanRules
from mahjong_desktop.rules.linan.shapes import gang_hua_kind
from mahjong_desktop.tiles import name
from tests.helpers.stacked_table import counts, melds, stacked, t
from tests.helpers.stacked_table import region as cached_region


def linan(**options: object) -> LinanRules:
    rules = cached_region("linan", **options)
    assert isinstance(rules, LinanRules)
    return rules


def ctx(
    concealed: str,
    win: str,
    by: WinBy = WinBy.SELF_DRAW,
    *,
    melded: tuple[str, ...] = (),
    seat: str = "S",
    round_wind: str = "E",
    wild: str | None = "5p",
    flowers: int = 0,
    dealer: bool = False,
    streak: int = 0,
    first_turn: bool = False,
) -> WinContext:
    """A winning hand: ``concealed`` includes the winning tile ``win``. Default 财神 5p
    (杠花 4p), South seat, East round — the page's worked example."""
    return WinContext(
        concealed=counts(concealed),
        melds=melds(*melded),
        win_tile=t(win),
        win_by=by,
        seat_wind=t(seat),
        round_wind=t(round_wind),
        dealer=dealer,
        wild=None if wild is None else t(wild),
        flowers=flowers,
        dealer_streak=streak,
        first_turn=first_turn,
    )


def evaluate(*args: object, options: dict[str, object] | None = None, **kw: object) -> Evaluation:
    return linan(**(options or {})).evaluate(ctx(*args, **kw))  # type: ignore[arg-type]


def items(ev: Evaluation) -> dict[str, int]:
    """Item id → value (items of one id are summed, e.g. two pongs)."""
    out: dict[str, int] = {}
    for item in ev.items:
        out[item.key] = out.get(item.key, 0) + item.value
    return out


def hu_items(ev: Evaluation) -> dict[str, int]:
    """The 胡 items only (not 底胡, 台, rounding or cap)."""
    return {
        k: v
        for k, v in items(ev).items()
        if not k.startswith("tai_") and k not in ("base_hu", "feng_yi_jin_bai", "la_zi")
    }


def tai_items(ev: Evaluation) -> dict[str, int]:
    return {k: v for k, v in items(ev).items() if k.startswith("tai_")}


def table(
    hands: dict[int, str],
    *,
    wild: str = "5p",
    draws: str | list[int] = "",
    tail: str = "",
    dealer: int = 0,
    at: dict[int, str] | None = None,
    avoid: str = "",
    rules: LinanRules | None = None,
) -> Game:
    """A stacked 临安 game: the first tail tile is turned up as the 财神 (``wild``), the next
    ones are the replacement draws (kongs and 杠花). Padding and filler never use the 财神 or the
    杠花 kind, so nothing is laid out or replaced unless the test says so."""
    bonus = name(gang_hua_kind(t(wild)))
    return stacked(
        rules or linan(),
        hands,
        dealer=dealer,
        draws=draws,
        tail=wild + tail,
        at=at,
        avoid=avoid + wild + bonus,
    )
