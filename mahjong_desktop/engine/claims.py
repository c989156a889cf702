"""Claims on a discard (or on a tile being added to a pong): who may answer, and who gets it.

Every seat with a claim option must answer before anything is decided — a slow human is never
overtaken by a quick computer — and then priority decides: win > pong / exposed kong > chow. With
several winners the region says whether all win (一炮多响) or only the first in play order after the
discarder.

The window's state is a ``ClaimWindow``; ``decide`` reads a complete one; the steps that open and
resolve it are plain functions over the ``Game``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING

from mahjong_desktop.engine import kongs, offers, turns, wins
from mahjong_desktop.engine.actions import Action, Chow, ExposedKong, Pong, Win
from mahjong_desktop.engine.events import KongRobbed, Melded
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.rules.hand_facts import Evaluation, Meld, MeldKind, WinBy
from mahjong_desktop.rules.settlement import WinRecord

if TYPE_CHECKING:
    from mahjong_desktop.engine.game import Game


class ClaimKind(Enum):
    DISCARD = "discard"
    ROB = "rob"  # an added kong that others may rob


@dataclass(slots=True)
class ClaimWindow:
    """An open claim: ``options`` per asked seat (always ending with ``Pass``), the answers so far,
    and the evaluation of each possible win (computed once, when the window opens)."""

    kind: ClaimKind
    seat: int  # the discarder, or the player adding the kong
    tile: int
    win_by: WinBy
    options: dict[int, tuple[Action, ...]]
    evaluations: dict[int, Evaluation]
    answers: dict[int, Action] = field(default_factory=dict)
    # The engine answered for the players (临沧/临汾 last four tiles): the wins are automatic.
    forced: bool = False

    def waiting_for(self) -> list[int]:
        return [s for s in self.options if s not in self.answers]

    def complete(self) -> bool:
        return len(self.answers) == len(self.options)

    def play_order(self) -> list[int]:
        return [(self.seat + i) % 4 for i in (1, 2, 3)]


@dataclass(frozen=True, slots=True)
class ClaimDecision:
    """The outcome of a complete window: the winners (play order from the discarder), or the one
    meld claim that takes the tile, or nobody; plus who passed up a win or a pong."""

    winners: tuple[int, ...]
    claim: Action | None
    passed_win: tuple[int, ...]
    passed_pong: tuple[int, ...]


def decide(window: ClaimWindow, multiple_winners: bool) -> ClaimDecision:
    """Who gets the tile of a complete window, by priority: win > pong / exposed kong > chow,
    nearest the discarder in play order first."""
    order = window.play_order()
    answers = window.answers
    winners = [s for s in order if isinstance(answers.get(s), Win)]
    passed_win = tuple(s for s in order if s in window.evaluations and s not in winners)
    passed_pong = tuple(
        s
        for s in order
        if any(isinstance(o, Pong) for o in window.options.get(s, ()))
        and not isinstance(answers.get(s), Pong | ExposedKong)
    )
    if winners:
        kept = winners if multiple_winners else winners[:1]
        return ClaimDecision(tuple(kept), None, passed_win, passed_pong)
    claim: Action | None = None
    for s in order:
        answer = answers.get(s)
        if isinstance(answer, Pong | ExposedKong):
            claim = answer  # at most one seat can hold two or three of the discarded kind
            break
    if claim is None:
        for s in order:
            answer = answers.get(s)
            if isinstance(answer, Chow):
                claim = answer
                break
    return ClaimDecision((), claim, passed_win, passed_pong)


def answer(game: Game, action: Action) -> None:
    """A seat answers the open window; the last answer resolves it."""
    window = game.window
    assert window is not None
    window.answers[action.seat] = action
    if window.complete():
        resolve_window(game)


def open_claims(game: Game, seat: int, tile: int, after_kong: bool) -> None:
    """After ``seat`` discarded ``tile``: ask every seat that may claim it, or let the next
    player draw when nobody may (or declare the wins the last four tiles make compulsory)."""
    win_by = WinBy.DISCARD_AFTER_KONG if after_kong else WinBy.DISCARD
    options, evals = offers.discard_claims(game, seat, tile, win_by)
    if evals and game.forced_win_live is not None and game.wall.live <= game.forced_win_live:
        # Last four tiles: wins on a discard are automatic, nobody is asked [seed].
        winners = [s for s in ((seat + i) % 4 for i in (1, 2, 3)) if s in evals]
        if not game.region.multiple_winners():
            winners = winners[:1]
        records = [WinRecord(s, tile, win_by, seat, evals[s], automatic=True) for s in winners]
        wins.finish_wins(game, records)
        return
    if not options:
        turns.next_turn(game, (seat + 1) % 4)
        return
    game.phase = Phase.CLAIM
    game.window = ClaimWindow(ClaimKind.DISCARD, seat, tile, win_by, options, evals)


def resolve_window(game: Game) -> None:
    """Every asked seat has answered: lock those who passed a win or a pong where the region
    says so, then the wins, or the one claim that takes the tile, or the next draw."""
    window = game.window
    assert window is not None
    decision = decide(window, game.region.multiple_winners())
    by_kind = game.region.passed_win_lock_by_kind()
    for s in decision.passed_win:
        if by_kind:  # 临安: only this kind, until the player's next turn
            game.players[s].passed_wins.add(window.tile)
        else:
            game.players[s].win_locked = True  # 漏胡: no discard win until the next draw
    if game.region.passed_pong_lock():
        for s in decision.passed_pong:
            game.players[s].passed_pongs.add(window.tile)
    game.window = None
    seat, tile = window.seat, window.tile
    if decision.winners:
        if window.kind is ClaimKind.ROB:
            # The tile counts as discarded by the konger; the kong fails [docs/rules/common.md].
            p = game.players[seat]
            p.discards.append(tile)
            p.claimed.append(False)
            game.emit(KongRobbed(seat, tile))
        records = [
            WinRecord(s, tile, window.win_by, seat, window.evaluations[s], automatic=window.forced)
            for s in decision.winners
        ]
        wins.finish_wins(game, records)
        return
    if window.kind is ClaimKind.ROB:
        kongs.complete_added(game, seat, tile)
        return
    if decision.claim is None:
        turns.next_turn(game, (seat + 1) % 4)
        return
    _take(game, decision.claim, seat, tile)


def _take(game: Game, claim: Action, seat: int, tile: int) -> None:
    """``claim`` takes ``seat``'s discarded ``tile`` into a meld; the taker's turn begins (an
    exposed kong's with its replacement draw)."""
    discarder = game.players[seat]
    discarder.claimed[-1] = True
    taker = game.players[claim.seat]
    # The claim starts the taker's turn: locks that last "until the next turn" end here
    # (only regions with those locks fill these sets).
    taker.passed_pongs.clear()
    taker.passed_wins.clear()
    if isinstance(claim, ExposedKong):
        kongs.claim_exposed(game, claim.seat, seat, tile)
        return
    if isinstance(claim, Pong):
        taker.counts[tile] -= 2
        meld = Meld(MeldKind.PONG, (tile,) * 3, seat, tile)
    else:
        assert isinstance(claim, Chow)
        for t in claim.tiles:
            taker.counts[t] -= 1
        meld = Meld(MeldKind.CHOW, tuple(sorted((*claim.tiles, tile))), seat, tile)
    taker.melds.append(meld)
    game.emit(Melded(claim.seat, meld))
    game.phase = Phase.TURN
    game.turn = claim.seat
    game.drawn = None
    game.drawn_from = None
    game.after_claim = True
    game.self_win = None
