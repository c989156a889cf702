"""Kongs inside a hand: robbing an added kong, completing it, and the replacement draw (with
临沧/临汾's face-up tail tiles). A mixin of ``Game`` working on the game's own state."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mahjong_desktop.engine import offers
from mahjong_desktop.engine.actions import Win
from mahjong_desktop.engine.claims import ClaimKind, ClaimWindow
from mahjong_desktop.engine.events import Drew, Melded, TailTurnedUp
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.rules.hand_facts import Evaluation, Meld, MeldKind, WinBy
from mahjong_desktop.rules.settlement import KongRecord

if TYPE_CHECKING:
    from mahjong_desktop.engine.game import Game


class KongFlow:
    """The kong steps of ``Game``, kept apart so each module stays readable."""

    # --- kongs ----------------------------------------------------------------
    def _kong_rob_or_replace(self: Game, seat: int, kind: MeldKind, tile: int) -> None:
        """Open a robbing window if anyone may win on the kong's tile, else complete the kong.

        Only added kongs can be robbed (every region so far: the added tile is the one "discarded");
        robbing a concealed kong would also need the kong undone, which no region asks for."""
        options, evals = offers.rob_claims(self, seat, kind, tile)
        self.drawn = None
        self.self_win = None
        if options:
            self.window = ClaimWindow(ClaimKind.ROB, seat, tile, WinBy.ROBBED_KONG, options, evals)
            if self.forced_win_live is not None and self.wall.live <= self.forced_win_live:
                # Last four tiles: robbing is a forced win like a discard win [seed].
                self.window.forced = True
                for s in options:
                    self.window.answers[s] = Win(s)
                self._resolve_window()
                return
            self.phase = Phase.ROB
            return
        if kind is MeldKind.ADDED_KONG:
            self._complete_added_kong(seat, tile)
        else:
            self._replacement(seat)

    def _complete_added_kong(self: Game, seat: int, tile: int) -> None:
        p = self.players[seat]
        for i, meld in enumerate(p.melds):
            if meld.kind is MeldKind.PONG and meld.tiles[0] == tile:
                added = Meld(MeldKind.ADDED_KONG, (tile,) * 4, meld.from_seat, meld.claimed)
                p.melds[i] = added
                break
        else:  # pragma: no cover - legal_actions only offers added kongs on own pongs
            raise AssertionError("added kong without a pong")
        self._emit(Melded(seat, added))
        self.kongs.append(KongRecord(seat, MeldKind.ADDED_KONG, tile))
        self._replacement(seat)

    def _replacement(self: Game, seat: int) -> None:
        """The replacement draw after a kong. A face-up tail tile may be taken only when it makes
        the konger's hand win (杠上开花, docs/rules/lincang.md); otherwise the face-down tile
        nearest the tail."""
        p = self.players[seat]
        region = self.region
        if region.kong_win_takes_face_up() and self.wall.face_up:
            best: tuple[int, Evaluation] | None = None
            for t in self.wall.face_up:
                if t in p.waits:
                    counts = p.counts.copy()
                    counts[t] += 1
                    ev = region.evaluate(self.win_context(seat, counts, t, WinBy.KONG_REPLACEMENT))
                    if ev.legal and (best is None or _worth(ev) > _worth(best[1])):
                        best = (t, ev)
            if best is not None:
                tile, ev = best
                self.wall.take_face_up(tile)
                p.counts[tile] += 1
                p.win_locked = False
                self._emit(Drew(seat, tile, "face_up"))
                if region.reflip_face_up():
                    flipped = self.wall.flip_tail(1)
                    if flipped:
                        self._emit(TailTurnedUp(tuple(flipped)))
                self.turn = seat
                self._win_self(seat, tile, WinBy.KONG_REPLACEMENT, ev, automatic=True)
                return
        tile = self._draw(seat, from_tail=True)
        if tile is not None:
            self._after_draw(seat, tile)


def _worth(ev: Evaluation) -> int:
    """Total a win collects, to pick the better of two face-up tiles."""
    return 3 * (ev.each or 0) + (ev.discarder or 0) + 2 * (ev.other or 0)
