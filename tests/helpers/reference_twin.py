"""examples/bots/reference_bot.py's logic as an in-process player: the request the bot program
would read is built from the view and handed to the very ``decide`` function the program runs, so
the arena can compare the program with its twin on the same walls."""

from __future__ import annotations

import runpy
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from mahjong_desktop.ai import bot_protocol
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.region import RegionRules

REFERENCE_BOT = Path(__file__).resolve().parents[2] / "examples" / "bots" / "reference_bot.py"
_decide: Callable[[dict[str, Any]], int] = runpy.run_path(str(REFERENCE_BOT))["decide"]


class ReferenceTwin:
    name = "reference-twin"

    def __init__(self, region: RegionRules, seed: int = 0) -> None:
        pass

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        return legal[_decide(bot_protocol.request(view, legal))]
