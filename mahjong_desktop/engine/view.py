"""What one seat may know: its own concealed tiles and everything public. Nothing else.

Computer players and the UI get a ``PlayerView``; only the settlement reveals the other hands.
A view is a frozen snapshot built from the game by ``build_view`` — it holds no reference to the
game, so no code path from a view reaches hidden tiles.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.rules.hand_facts import Meld, WinBy
from mahjong_desktop.tiles import COPIES, NUM_KINDS

if TYPE_CHECKING:
    from mahjong_desktop.engine.game import Game


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """Public facts about one player. ``discards`` in order, ``claimed`` marks those taken by a
    claim (they now lie in someone's meld); ``concealed_count`` is how many tiles they hold;
    ``won``: the tiles they won with, laid beside them while the hand plays on (兰州 包扣到底).
    ``declared_at``: the index in ``discards`` of the discard that declared ready (报听), None
    while undeclared. ``let_pass``: since declaring, every discard this player could have won
    on by the rules and did not (the discard still open for claims is listed once its window
    closes without a win: one won by another player says nothing), and its own later discards
    (drawn tiles it threw). A declared hand is locked, so these kinds are safe against it —
    unless it passed a win on purpose, which no computer player does. A discard the rules did
    not let it win on (兰州: one made by another declared player) is no evidence and is not
    listed."""

    seat: int
    wind: int
    melds: tuple[Meld, ...]
    discards: tuple[int, ...]
    claimed: tuple[bool, ...]
    concealed_count: int
    flowers: tuple[int, ...]
    declared_ready: bool
    score: int
    won: tuple[int, ...] = ()
    declared_at: int | None = None
    let_pass: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One seat's view of the table.

    ``concealed``: own concealed tiles (sorted kinds); ``drawn``: the tile just drawn (also in
    ``concealed``) when it is this seat's turn. ``claim_tile``/``claim_from``: the tile waiting for
    claims and who gave it (public); ``legal``: this seat's own options now (its claim options while
    a claim is open). ``dealer_streak``: hands the dealer has kept in a row (临安 老庄).
    ``win_locked``: this seat passed a win and may not win on a discard until its
    next draw. ``waits``: the kinds that would complete this seat's hand while it holds 3k+1 tiles
    (empty on its own turn, when it holds one more).
    """

    seat: int
    hand_number: int
    dealer: int
    dealer_streak: int
    round_wind: int
    phase: Phase
    turn: int
    concealed: tuple[int, ...]
    drawn: int | None
    seats: tuple[SeatInfo, ...]
    wall_live: int
    face_up: tuple[int, ...]
    wild: int | None
    claim_tile: int | None
    claim_from: int | None
    legal: tuple[Action, ...]
    win_locked: bool
    waits: tuple[int, ...]
    # The rule variant of the hand, public (兰州: the 玩法 the dealer chose); None: the options.
    variant: str | None = None
    # Live tiles kept back at the end (临安 16, 兰州 0 or 14): ``wall_live`` counts them too.
    wall_reserve: int = 0
    # Which tiles of a 暗杠 lie face down on the table (the region's way: 临安 turns three up).
    concealed_kong_face_down: tuple[int, ...] = (0, 3)
    # The turn seat's tile this turn came from the tail (a kong's replacement, or a bonus tile's):
    # its discard now, or the discard open for claims, is a 杠上炮 discard where the region has
    # that pattern, on which a hand that could not win on an ordinary discard may win (临沧/临汾
    # 平胡). Public: everyone saw the kong. A player that is not told cannot guard against it.
    after_kong: bool = False

    @property
    def draws_left(self) -> int:
        """Tiles still to be drawn before the hand ends in a draw (``wall_live`` − the reserve)."""
        return max(0, self.wall_live - self.wall_reserve)

    @property
    def me(self) -> SeatInfo:
        return self.seats[self.seat]

    def counts(self) -> list[int]:
        """Own concealed tiles as a count vector."""
        out = [0] * NUM_KINDS
        for t in self.concealed:
            out[t] += 1
        return out

    def visible_counts(self) -> list[int]:
        """Every tile this seat can see: own hand, all melds, discards still on the table,
        face-up tail tiles and laid-out bonus tiles. ``4 − visible`` is what is still unseen."""
        out = self.counts()
        for info in self.seats:
            for meld in info.melds:
                for t in meld.tiles:
                    out[t] += 1
            for t, taken in zip(info.discards, info.claimed, strict=True):
                if not taken:
                    out[t] += 1
            for t in info.flowers:
                out[t] += 1
            for t in info.won:
                out[t] += 1
        for t in self.face_up:
            out[t] += 1
        return out

    def outside_counts(self) -> list[int]:
        """Tiles this seat sees *outside its own concealed hand* (``visible_counts`` minus
        ``counts``): the ``visible`` argument ``hand.discard_table`` wants."""
        return [v - c for v, c in zip(self.visible_counts(), self.counts(), strict=True)]

    def unseen_counts(self) -> list[int]:
        """Copies of each kind this seat cannot see (4 − ``visible_counts``, never negative): in
        the wall or in other players' hands."""
        return [max(0, COPIES - v) for v in self.visible_counts()]


def build_view(game: Game, seat: int, scores: tuple[int, ...] | None = None) -> PlayerView:
    totals = scores if scores is not None else game.scores
    # Wins paid while the hand plays on (包扣到底) count at once; once the hand is over the
    # settlement holds them: the caller's totals then include it (``Session.standing``), and
    # without totals the game adds its own settlement to the totals it started from (a replay's
    # last step), so the name plates never fall back to the totals before the hand.
    paid = game.paid_in_play if not game.is_over else (0, 0, 0, 0)
    if scores is None and game.is_over and game.settlement is not None:
        net = game.settlement.net()
        totals = tuple(t + n for t, n in zip(game.scores, net, strict=False))
    infos = tuple(
        SeatInfo(
            seat=s,
            wind=game.seat_wind(s),
            melds=tuple(p.melds),
            discards=tuple(p.discards),
            claimed=tuple(p.claimed),
            concealed_count=p.tile_count(),
            flowers=tuple(p.flowers),
            declared_ready=p.declared_ready,
            score=(totals[s] if s < len(totals) else 0) + paid[s],
            won=tuple(p.won),
            declared_at=p.declared_at,
            let_pass=tuple(
                p.let_pass[:-1] if p.let_pass_open and game.phase is Phase.CLAIM else p.let_pass
            ),
        )
        for s, p in enumerate(game.players)
    )
    me = game.players[seat]
    window = game.window
    my_turn = game.turn == seat and game.phase is Phase.TURN
    return PlayerView(
        seat=seat,
        hand_number=game.hand_number,
        dealer=game.dealer,
        dealer_streak=game.dealer_streak,
        round_wind=game.round_wind,
        phase=game.phase,
        turn=game.turn,
        concealed=tuple(me.concealed()),
        drawn=game.drawn if my_turn else None,
        seats=infos,
        wall_live=game.wall.live,
        face_up=tuple(game.wall.face_up),
        wild=game.wild,
        claim_tile=window.tile if window is not None else None,
        claim_from=window.seat if window is not None else None,
        legal=game.legal_actions(seat),
        win_locked=me.win_locked,
        waits=tuple(sorted(me.waits)) if me.tile_count() % 3 == 1 else (),
        variant=game.variant,
        wall_reserve=game.wall_reserve,
        concealed_kong_face_down=game.region.concealed_kong_face_down(),
        after_kong=_after_kong(game),
    )


def _after_kong(game: Game) -> bool:
    """``PlayerView.after_kong``: the turn seat drew from the tail this turn, or the discard open
    for claims was made after such a draw."""
    if game.phase is Phase.TURN:
        return game.drew_from_tail
    window = game.window
    return (
        game.phase is Phase.CLAIM
        and window is not None
        and window.win_by is WinBy.DISCARD_AFTER_KONG
    )
