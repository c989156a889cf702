"""Kongs inside a hand: declaring them, robbing an added kong, completing it, and the replacement
draw (with 临沧/临汾's face-up tail tiles) — plain functions over the ``Game``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mahjong_desktop.engine import claims, offers, turns, wins
from mahjong_desktop.engine.actions import Win
from mahjong_desktop.engine.events import DrawSource, Drew, Melded, TailTurnedUp
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.rules.hand_facts import Evaluation, Meld, MeldKind, WinBy
from mahjong_desktop.rules.settlement import KongRecord

if TYPE_CHECKING:
    from mahjong_desktop.engine.game import Game


def declare_concealed(game: Game, seat: int, tile: int) -> None:
    """On its turn ``seat`` lays four ``tile`` as a concealed kong."""
    p = game.players[seat]
    p.counts[tile] -= 4
    meld = Meld(MeldKind.CONCEALED_KONG, (tile,) * 4)
    p.melds.append(meld)
    game.emit(Melded(seat, meld))
    game.kongs.append(KongRecord(seat, MeldKind.CONCEALED_KONG, tile))
    game.update_waits(seat)
    _rob_or_replace(game, seat, MeldKind.CONCEALED_KONG, tile)


def begin_added(game: Game, seat: int, tile: int) -> None:
    """On its turn ``seat`` adds ``tile`` to its pong of it; others may rob it first."""
    game.players[seat].counts[tile] -= 1
    game.update_waits(seat)
    _rob_or_replace(game, seat, MeldKind.ADDED_KONG, tile)


def claim_exposed(game: Game, seat: int, from_seat: int, tile: int) -> None:
    """``seat`` claims ``from_seat``'s discarded ``tile`` with three in hand: an exposed kong."""
    taker = game.players[seat]
    taker.counts[tile] -= 3
    meld = Meld(MeldKind.KONG, (tile,) * 4, from_seat, tile)
    taker.melds.append(meld)
    game.emit(Melded(seat, meld))
    game.kongs.append(KongRecord(seat, MeldKind.KONG, tile, from_seat))
    game.update_waits(seat)
    replacement(game, seat)


def _rob_or_replace(game: Game, seat: int, kind: MeldKind, tile: int) -> None:
    """Open a robbing window if anyone may win on the kong's tile, else complete the kong.

    Only added kongs can be robbed (every region so far: the added tile is the one "discarded");
    robbing a concealed kong would also need the kong undone, which no region asks for."""
    options, evals = offers.rob_claims(game, seat, kind, tile)
    game.drawn = None
    game.self_win = None
    if options:
        window = claims.ClaimWindow(
            claims.ClaimKind.ROB, seat, tile, WinBy.ROBBED_KONG, options, evals
        )
        game.window = window
        if game.forced_win_live is not None and game.wall.live <= game.forced_win_live:
            # Last four tiles: robbing is a forced win like a discard win [seed].
            window.forced = True
            for s in options:
                window.answers[s] = Win(s)
            claims.resolve_window(game)
            return
        game.phase = Phase.ROB
        return
    if kind is MeldKind.ADDED_KONG:
        complete_added(game, seat, tile)
    else:
        replacement(game, seat)


def complete_added(game: Game, seat: int, tile: int) -> None:
    """Nobody robbed ``seat``'s added ``tile``: its pong becomes a kong; the replacement follows."""
    p = game.players[seat]
    for i, meld in enumerate(p.melds):
        if meld.kind is MeldKind.PONG and meld.tiles[0] == tile:
            added = Meld(MeldKind.ADDED_KONG, (tile,) * 4, meld.from_seat, meld.claimed)
            p.melds[i] = added
            break
    else:  # pragma: no cover - legal_actions only offers added kongs on own pongs
        raise AssertionError("added kong without a pong")
    game.emit(Melded(seat, added))
    game.kongs.append(KongRecord(seat, MeldKind.ADDED_KONG, tile))
    replacement(game, seat)


def replacement(game: Game, seat: int) -> None:
    """The replacement draw after a kong. A face-up tail tile may be taken only when it makes
    the konger's hand win (杠上开花, docs/rules/lincang.md); otherwise the face-down tile nearest
    the tail."""
    p = game.players[seat]
    region = game.region
    if region.kong_win_takes_face_up() and game.wall.face_up:
        best: tuple[int, Evaluation] | None = None
        for t in game.wall.face_up:
            if t in p.waits:
                counts = p.counts.copy()
                counts[t] += 1
                ev = region.evaluate(game.win_context(seat, counts, t, WinBy.KONG_REPLACEMENT))
                if ev.legal and (best is None or _worth(ev) > _worth(best[1])):
                    best = (t, ev)
        if best is not None:
            tile, ev = best
            game.wall.take_face_up(tile)
            p.counts[tile] += 1
            p.win_locked = False
            game.emit(Drew(seat, tile, DrawSource.FACE_UP))
            if region.reflip_face_up():
                flipped = game.wall.flip_tail(1)
                if flipped:
                    game.emit(TailTurnedUp(tuple(flipped)))
            game.turn = seat
            wins.win_self(game, seat, tile, WinBy.KONG_REPLACEMENT, ev, automatic=True)
            return
    drawn = turns.draw(game, seat, from_tail=True)
    if drawn is not None:
        turns.after_draw(game, seat, drawn)


def _worth(ev: Evaluation) -> int:
    """Total a win collects, to pick the better of two face-up tiles."""
    return 3 * (ev.each or 0) + (ev.discarder or 0) + 2 * (ev.other or 0)
