"""Computer players and the coach; they see a PlayerView, never the hidden state.

- ``Player`` (protocol): ``choose(view, legal) -> Action``; ``as_callable`` adapts it for
  ``Session.play_hand``.
- ``make_player(name, region, seed)``: ``easy``, ``normal``, ``hard``, ``random``, ``plain`` or
  ``module:Class``.
- ``advise(view, region, stake=1) -> Advice``: the coach (hard player's ranking with figures and
  reasons; the worths a player reads at the base stake the table's plates show).
- ``knowledge_for(region)``: the region module behind the levels (generic play when missing).
"""

from mahjong_desktop.ai.coach import Advice, ClaimAdvice, DiscardAdvice, Figure, advise
from mahjong_desktop.ai.levels import LEVELS, make_player
from mahjong_desktop.ai.protocol import Player, as_callable
from mahjong_desktop.ai.regions import knowledge_for

__all__ = [
    "LEVELS",
    "Advice",
    "ClaimAdvice",
    "DiscardAdvice",
    "Figure",
    "Player",
    "advise",
    "as_callable",
    "knowledge_for",
    "make_player",
]
