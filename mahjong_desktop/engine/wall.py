"""The wall: 136 tiles shuffled from a seed, broken by the dealer's dice, dealt with the jump.

The engine keeps the wall as one line in drawing order, head … tail (docs/rules/common.md allows
this); the table view maps it back onto four walls of 17 stacks. Ordinary draws take the head; kong
replacements take the tail. Tiles turned face up at the tail (临沧/临汾's two tail tiles, a wild
indicator) leave the line and sit in ``face_up`` until someone may take one.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_desktop.engine.rng import SplitMix64
from mahjong_desktop.tiles import COPIES, NUM_KINDS

STACKS_PER_WALL = 17
TILES = NUM_KINDS * COPIES
DEAL_TILES = 53  # 3 rounds × 4 players × 4 tiles, then the dealer's jump (2) and one each (3)


@dataclass(frozen=True, slots=True)
class WallBreak:
    """Where the dice broke the wall, for the table view.

    ``wall_seat``: whose wall (a player index 0–3) was broken, counted from the dealer by the dice
    sum (dealer = 1, next = 2, …). ``stack``: stacks counted into that wall (= the dice sum);
    drawing starts at that stack and the tail is the stack before it.
    """

    dice: tuple[int, int]
    wall_seat: int
    stack: int


class Wall:
    """Live tiles ``tiles[head:tail]`` plus the face-up tail tiles. Mutable, owned by a ``Game``."""

    __slots__ = ("face_up", "head", "tail", "tiles")

    def __init__(self, tiles: list[int]) -> None:
        if len(tiles) != TILES:
            raise ValueError(f"a wall has {TILES} tiles, got {len(tiles)}")
        counts = [0] * NUM_KINDS
        for t in tiles:
            counts[t] += 1
        if any(c != COPIES for c in counts):
            raise ValueError(f"a wall holds each of the {NUM_KINDS} kinds {COPIES} times")
        self.tiles = tiles
        self.head = 0
        self.tail = TILES
        self.face_up: list[int] = []

    @property
    def live(self) -> int:
        """Face-down tiles still to be drawn (face-up tail tiles are not counted)."""
        return self.tail - self.head

    def draw_head(self) -> int:
        if self.tail <= self.head:
            raise IndexError("the wall is empty")
        tile = self.tiles[self.head]
        self.head += 1
        return tile

    def draw_tail(self) -> int:
        """The face-down tile nearest the tail (behind any face-up tiles)."""
        if self.tail <= self.head:
            raise IndexError("the wall is empty")
        self.tail -= 1
        return self.tiles[self.tail]

    def flip_tail(self, count: int) -> list[int]:
        """Turn up ``count`` face-down tiles from the tail end; they leave the live line."""
        flipped = []
        for _ in range(min(count, self.live)):
            self.tail -= 1
            flipped.append(self.tiles[self.tail])
        self.face_up.extend(flipped)
        return flipped

    def take_face_up(self, tile: int) -> None:
        self.face_up.remove(tile)

    def remaining_kinds(self) -> list[int]:
        """Face-down tiles still in the wall (hidden from every player)."""
        return self.tiles[self.head : self.tail]


def shuffled_wall(seed: int, dealer: int) -> tuple[Wall, WallBreak]:
    """The wall of one hand: shuffle 136 tiles, roll two dice, break, and line up in drawing order.

    The physical ring is 68 stacks (player ``p``'s wall is stacks ``17p … 17p+16``), two tiles each
    (top first). The shuffle fills the ring; the break picks the head; the line starts there.
    """
    rng = SplitMix64(seed)
    ring = [kind for kind in range(NUM_KINDS) for _ in range(COPIES)]
    rng.shuffle(ring)
    d1, d2 = rng.die(), rng.die()
    total = d1 + d2
    wall_seat = (dealer + total - 1) % 4
    start_stack = (wall_seat * STACKS_PER_WALL + total) % (TILES // 2)
    start = 2 * start_stack
    line = ring[start:] + ring[:start]
    return Wall(line), WallBreak((d1, d2), wall_seat, total)


def deal(wall: Wall, dealer: int) -> list[list[int]]:
    """Deal 13 tiles to everyone and 14 to the dealer, as at the table.

    Three rounds of four tiles each (two stacks) in seat order from the dealer; then the dealer
    jumps, taking the tops of the 1st and 3rd stacks ahead, and the others take one each (the
    bottom of the 1st stack, the top and bottom of the 2nd). The head then continues at the bottom
    of the 3rd stack.
    """
    hands: list[list[int]] = [[] for _ in range(4)]
    tiles = wall.tiles
    h = wall.head
    for rnd in range(3):
        for i in range(4):
            seat = (dealer + i) % 4
            base = h + (rnd * 4 + i) * 4
            hands[seat].extend(tiles[base : base + 4])
    jump = h + 48
    hands[dealer].append(tiles[jump])  # top of the 1st stack ahead
    hands[dealer].append(tiles[jump + 4])  # top of the 3rd stack ahead
    for i in range(1, 4):
        hands[(dealer + i) % 4].append(tiles[jump + i])
    wall.head = h + DEAL_TILES
    return hands


def arranged_wall(
    dealer: int,
    hands: list[list[int]],
    draws: list[int] = (),  # type: ignore[assignment]
    tail: list[int] = (),  # type: ignore[assignment]
) -> Wall:
    """A wall stacked so that ``deal`` gives ``hands`` (the dealer's 14, the others' 13), the head
    then yields ``draws`` in order and the tail end holds ``tail`` (tail-most first: the tiles
    turned up, then the replacement draws). The remaining tiles fill the middle in kind order.
    For rule tests, puzzles and tutorials; real games use ``shuffled_wall``.
    """
    for seat, hand in enumerate(hands):
        want = 14 if seat == dealer else 13
        if len(hand) != want:
            raise ValueError(f"player {seat} must be dealt {want} tiles, got {len(hand)}")
    left = [COPIES] * NUM_KINDS
    for t in [t for h in hands for t in h] + list(draws) + list(tail):
        left[t] -= 1
        if left[t] < 0:
            raise ValueError(f"more than {COPIES} copies of kind {t} in the arranged wall")
    line: list[int | None] = [None] * TILES
    queues = [list(h) for h in hands]
    for rnd in range(3):
        for i in range(4):
            seat = (dealer + i) % 4
            base = (rnd * 4 + i) * 4
            for j in range(4):
                line[base + j] = queues[seat].pop(0)
    line[48] = queues[dealer].pop(0)
    line[52] = queues[dealer].pop(0)
    for i in range(1, 4):
        line[48 + i] = queues[(dealer + i) % 4].pop(0)
    for i, t in enumerate(draws):
        line[DEAL_TILES + i] = t
    for i, t in enumerate(tail):
        pos = TILES - 1 - i
        if line[pos] is not None:
            raise ValueError("draws and tail overlap: too many tiles arranged")
        line[pos] = t
    rest = [k for k in range(NUM_KINDS) for _ in range(left[k])]
    SplitMix64(0).shuffle(rest)  # a fixed mix, so filler draws are not long runs of one kind
    filler = iter(rest)
    tiles = [t if t is not None else next(filler) for t in line]
    return Wall(tiles)
