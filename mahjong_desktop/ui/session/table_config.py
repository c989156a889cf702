"""The settings the table and the session's worker read while a game runs, as one value.

``table_config`` is the only place that turns ``Settings`` into what the table does; the window
pushes its result from one place (``MainWindow.configure_table``) both when a game starts and when
the settings change, so the two can no longer drift apart.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_desktop.storage.settings import AnimationSpeed, DiscardTimeout, Settings
from mahjong_desktop.ui.session.controller import STEP_DELAY, Pace

# How long a tile's move takes, as a share of the pause after a computer's move.
ANIMATION_SHARE = 0.7


@dataclass(frozen=True, slots=True)
class TableConfig:
    """What the table page and the worker read of the settings (language-independent)."""

    step_delay: float = 0.0  # s the worker pauses after each computer move
    animate_ms: int = 0  # how long a tile's move takes on the table
    auto_win: bool = False  # 自动胡: a win offered is taken without asking
    auto_pass: bool = False  # 自动过: a claim without a win is passed without asking
    claim_timer: int = 0  # s to answer a claim; 0 = no limit
    discard_timer: int = 0  # s to discard; 0 = no limit (the worker throws the tile at 0)
    discard_timeout: DiscardTimeout = DiscardTimeout.AUTOPLAY  # what a timed-out turn plays
    stake: int = 1  # what one engine point is shown as (base stake 底分)

    @property
    def pace(self) -> Pace:
        """The worker's part."""
        return Pace(self.step_delay, float(self.discard_timer), self.discard_timeout)


def table_config(
    settings: Settings,
    *,
    human_game: bool,
    own_stake: bool,
    speed: AnimationSpeed | None = None,
) -> TableConfig:
    """The table's config under ``settings``. ``human_game``: the player has a seat (without one
    nobody is timed); ``own_stake``: the ruleset pays in stakes of its own (兰州 底分, 临安 底注),
    so the app's base stake must not multiply them again; ``speed`` overrides the setting (the
    demo plays at instant speed)."""
    delay = STEP_DELAY[speed if speed is not None else settings.animation_speed]
    return TableConfig(
        step_delay=delay,
        animate_ms=int(delay * 1000 * ANIMATION_SHARE),
        auto_win=settings.auto_win,
        auto_pass=settings.auto_pass,
        claim_timer=settings.claim_timer if human_game else 0,
        discard_timer=settings.discard_timer if human_game else 0,
        discard_timeout=settings.discard_timeout,
        stake=shown_stake(settings, own_stake=own_stake),
    )


def shown_stake(settings: Settings, *, own_stake: bool) -> int:
    """What one engine point is shown as. Regions whose ruleset has a stake option of its own
    (兰州 底分 ``base``, 临安 底注 ``base_stake``) already pay in stakes, so the app's generic
    base stake must not multiply them a second time."""
    return 1 if own_stake else settings.base_stake
