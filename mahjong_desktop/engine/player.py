"""One player's state inside a hand (mutable, owned by ``Game``; players see ``PlayerView``)."""

from __future__ import annotations

from mahjong_desktop.rules.hand_facts import Meld
from mahjong_desktop.tiles import NUM_KINDS


class PlayerState:
    """Concealed tiles as a count vector, melds, discards and the flags the rules need.

    ``waits`` is kept up to date whenever the concealed hand has 3k+1 tiles, so "does this discard
    complete that hand?" is one set look-up.
    """

    __slots__ = (
        "claimed",
        "counts",
        "declared_at",
        "declared_ready",
        "discards",
        "flowers",
        "let_pass",
        "let_pass_open",
        "melds",
        "passed_pongs",
        "passed_wins",
        "waits",
        "win_locked",
        "won",
    )

    def __init__(self, tiles: list[int]) -> None:
        self.counts = [0] * NUM_KINDS
        for t in tiles:
            self.counts[t] += 1
        self.melds: list[Meld] = []
        self.discards: list[int] = []
        self.claimed: list[bool] = []  # parallel to discards: taken by a claim or a win
        self.flowers: list[int] = []
        self.waits: set[int] = set()
        self.win_locked = False  # passed a win: no discard win until the next draw (漏胡)
        self.passed_pongs: set[int] = set()  # kinds whose pong was passed (regions that lock it)
        self.passed_wins: set[int] = set()  # kinds whose win was passed (regions locking by kind)
        self.declared_ready = False
        self.declared_at: int | None = None  # index in ``discards`` of the declaring discard (报听)
        # Since declaring: the discards it could have won on and did not, and its own later
        # discards (drawn tiles it threw) — kinds a locked hand does not win on.
        self.let_pass: list[int] = []
        self.let_pass_open = False  # its last entry is the discard still open for claims
        self.won: list[int] = []  # tiles won with, laid beside the player (包扣到底 plays on)

    def concealed(self) -> list[int]:
        """Concealed tiles as sorted kinds."""
        out: list[int] = []
        for k, c in enumerate(self.counts):
            if c:
                out.extend([k] * c)
        return out

    def tile_count(self) -> int:
        return sum(self.counts)

    def open_discards(self) -> list[int]:
        """Discards still lying in front of the player (not claimed)."""
        return [t for t, c in zip(self.discards, self.claimed, strict=True) if not c]
