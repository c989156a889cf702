"""Positions whose coach figures are compared with the score plates (临安's worths are in stakes,
its plates in 胡 × 底注): shared by the coach's, 复盘's and the drill window's unit tests."""

from __future__ import annotations

from mahjong_desktop.engine.actions import Discard
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.region import RegionRules
from tests.helpers.linan_table import linan, table
from tests.helpers.stacked_table import answer_all, drop_drawn, region, stacked, t

# The dealer (East, the round wind too) on its first turn: 东 triplet, 白 and 发 pairs, one step
# from ready; the coach's best discard (1s) is no ready one, so its reason says a worth.
ONE_STEP = "111z55z66z234m67p1s9s"


def first_turn(region_id: str) -> tuple[RegionRules, PlayerView]:
    """``ONE_STEP`` dealt to the dealer of ``region_id`` (临安 or 临沧), its first turn."""
    rules = linan() if region_id == "linan" else region(region_id)
    game = table({0: ONE_STEP}) if region_id == "linan" else stacked(rules, {0: ONE_STEP})
    return rules, game.view(0)


def self_draw_table(base_stake: int) -> Game:
    """临安, 底注 ``base_stake``: South holds 123m 678p 789s 南南南 and a lone 9m (单吊, 200 胡
    self-drawn: 座风 and 硬胡 台); after everyone's first turn the dealer throws a 9m nobody may
    win on (200 < the 300 discard minimum) and South draws the last 9m: its turn, the win legal."""
    game = table(
        {0: "1z9m+", 1: "123m678p789s9m222z"},
        draws="3z3z3z3z9m",
        rules=linan(base_stake=base_stake),
    )
    game.apply(Discard(0, t("1z")))
    for _ in range(3):
        answer_all(game)
        drop_drawn(game)
    answer_all(game)
    game.apply(Discard(0, t("9m")))
    answer_all(game)
    assert game.turn == 1 and game.drawn == t("9m")
    return game
