"""Where a hand stands: whose decision the game waits for.

A ``StrEnum``: a view's ``phase`` equals its old string (``view.phase == "turn"``), so outside
players that read strings and data written before keep working; code in the package compares
the members.
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    PRE_PLAY = "pre_play"  # region moves after the deal (甩牌), each player in turn
    TURN = "turn"  # the player to move has drawn (or claimed) and must act
    CLAIM = "claim"  # a discard waits for every seat with a claim option
    ROB = "rob"  # a tile being added to a pong waits for possible robbers
    OVER = "over"
