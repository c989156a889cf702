"""Rebuild one seat's view from the bot-protocol lines it received, as a bot written from
docs/formats/bot-protocol.md alone would: the proof that the events carry everything a seat may
know (its view rebuilds exactly) and nothing more (no other seat's concealed tile is in them).

``SeatRebuild.feed`` takes every message before a request; ``at_request`` gives the seat's view
in the comparable form ``view_fields`` gives the engine's ``PlayerView``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mahjong_desktop.ai.bot_protocol import action_message
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.tiles import WINDS, parse
from mahjong_desktop.tiles import format as format_tiles
from mahjong_desktop.tiles import name as tile_name

_WALL_AFTER_DEAL = 136 - 53


@dataclass
class _Seat:
    melds: list[dict[str, Any]] = field(default_factory=list)
    discards: list[str] = field(default_factory=list)
    claimed: list[bool] = field(default_factory=list)
    count: int = 0
    flowers: list[str] = field(default_factory=list)
    declared_ready: bool = False
    declared_at: int | None = None
    won: list[str] = field(default_factory=list)


@dataclass
class SeatRebuild:
    seat: int = -1
    hand: int = 0
    dealer: int = 0
    round_wind: str = ""
    wall_live: int = 0
    face_up: list[str] = field(default_factory=list)
    concealed: list[int] = field(default_factory=list)
    seats: list[_Seat] = field(default_factory=list)
    leaks: list[str] = field(default_factory=list)  # another seat's hidden tile, if ever sent

    def feed(self, msg: dict[str, Any]) -> None:
        kind = msg["type"]
        handler = getattr(self, f"_on_{kind}", None)
        if handler is None:
            raise AssertionError(f"a message the document does not describe: {msg}")
        handler(msg)

    # --- messages ------------------------------------------------------------------------------
    def _on_hello(self, msg: dict[str, Any]) -> None:
        self.seat = msg["seat"]

    def _on_end(self, msg: dict[str, Any]) -> None:
        pass

    def _on_hand_started(self, msg: dict[str, Any]) -> None:
        self.hand, self.dealer, self.round_wind = msg["hand"], msg["dealer"], msg["round_wind"]
        self.wall_live = _WALL_AFTER_DEAL
        self.face_up = []
        self.concealed = []
        self.seats = [_Seat() for _ in range(4)]

    def _on_dealt(self, msg: dict[str, Any]) -> None:
        seat = msg["seat"]
        self.seats[seat].count = msg["count"]
        if seat == self.seat:
            self.concealed = parse(msg["tiles"])
        elif msg["tiles"]:
            self.leaks.append(f"dealt tiles of seat {seat}: {msg['tiles']}")

    def _on_tail_turned_up(self, msg: dict[str, Any]) -> None:
        tiles = [tile_name(t) for t in parse(msg["tiles"])]
        self.face_up.extend(tiles)
        self.wall_live -= len(tiles)

    def _on_drew(self, msg: dict[str, Any]) -> None:
        seat, tile = msg["seat"], msg["tile"]
        if msg["source"] == "face_up":
            self.face_up.remove(tile)
        else:
            self.wall_live -= 1
            if seat != self.seat and tile is not None:
                self.leaks.append(f"seat {seat} drew {tile}")
        self.seats[seat].count += 1
        if seat == self.seat:
            self.concealed.append(parse(tile)[0])

    def _on_bonus_laid_out(self, msg: dict[str, Any]) -> None:
        seat = msg["seat"]
        self.seats[seat].flowers.append(msg["tile"])
        self._lose(seat, [msg["tile"]])

    def _on_discarded(self, msg: dict[str, Any]) -> None:
        seat = msg["seat"]
        s = self.seats[seat]
        s.discards.append(msg["tile"])
        s.claimed.append(False)
        self._lose(seat, [msg["tile"]])

    def _on_melded(self, msg: dict[str, Any]) -> None:
        seat, meld = msg["seat"], msg["meld"]
        tiles = [tile_name(t) for t in parse(meld["tiles"])]
        s = self.seats[seat]
        kind = meld["kind"]
        if kind == "added_kong":
            # The fourth tile joins the pong of that kind: only it leaves the hand.
            kong_of = parse(meld["tiles"])[0]
            at = next(
                i
                for i, m in enumerate(s.melds)
                if m["kind"] == "pong" and parse(m["tiles"])[0] == kong_of
            )
            s.melds[at] = meld
            self._lose(seat, tiles[:1])
            return
        if kind in ("pong", "chow", "kong"):  # claimed: the discard leaves the giver's pond
            self.seats[meld["from"]].claimed[-1] = True
            tiles.remove(meld["claimed"])
        s.melds.append(meld)
        self._lose(seat, tiles)

    def _on_kong_robbed(self, msg: dict[str, Any]) -> None:
        seat = msg["seat"]
        self._lose(seat, [msg["tile"]])
        self.seats[seat].discards.append(msg["tile"])
        self.seats[seat].claimed.append(False)

    def _on_region_moved(self, msg: dict[str, Any]) -> None:
        if msg["name"] == "declare_ready":
            s = self.seats[msg["seat"]]
            s.declared_ready = True
            s.declared_at = len(s.discards)  # the discard the move makes declares

    def _on_won(self, msg: dict[str, Any]) -> None:
        if "paid" not in msg or msg["tile"] is None:
            return  # the hand ends with this win: hand_ended follows
        # 包扣到底: the winning tile is laid beside the winner and play goes on.
        seat = msg["seat"]
        if msg["from"] is None:
            self._lose(seat, [msg["tile"]])
        else:
            self.seats[msg["from"]].claimed[-1] = True
        self.seats[seat].won.append(msg["tile"])

    def _on_hand_ended(self, msg: dict[str, Any]) -> None:
        pass

    def _lose(self, seat: int, tiles: list[str]) -> None:
        self.seats[seat].count -= len(tiles)
        if seat == self.seat:
            for t in tiles:
                self.concealed.remove(parse(t)[0])

    # --- the view at a request -------------------------------------------------------------------
    def at_request(self, req: dict[str, Any]) -> dict[str, Any]:
        phase = req["phase"]
        claim = req.get("claim")
        counts = [s.count for s in self.seats]
        if phase == "rob":
            assert claim is not None, "a rob request names the kong being added"
            counts[claim["from"]] -= 1  # the tile being added has left the konger's hand
        seats = [
            {
                "wind": tile_name(WINDS[(i - self.dealer) % 4]),
                "melds": list(s.melds),
                "discards": list(s.discards),
                "claimed": list(s.claimed),
                "concealed_count": counts[i],
                "flowers": list(s.flowers),
                "declared_ready": s.declared_ready,
                "declared_at": s.declared_at,
                "won": list(s.won),
                "score": req["scores"][i],
                "let_pass": req["let_pass"][i],
            }
            for i, s in enumerate(self.seats)
        ]
        return {
            "seat": self.seat,
            "hand_number": self.hand,
            "dealer": self.dealer,
            "round_wind": self.round_wind,
            "phase": phase,
            "turn": self.seat if phase in ("turn", "pre_play") else _claimed_from(claim),
            "concealed": format_tiles(self.concealed),
            "drawn": req.get("drawn"),
            "seats": seats,
            "wall_live": self.wall_live,
            "face_up": list(self.face_up),
            "wild": req["wild"],
            "claim_tile": None if claim is None else claim["tile"],
            "claim_from": None if claim is None else claim["from"],
            "legal": req["actions"],
            "win_locked": req["win_locked"],
            "waits": req["waits"],
            "variant": req["variant"],
            "wall_reserve": req["wall_reserve"],
            "dealer_streak": req["dealer_streak"],
        }


def view_fields(view: PlayerView) -> dict[str, Any]:
    """The engine's view of a seat in the form ``SeatRebuild.at_request`` gives."""

    def names(tiles: tuple[int, ...]) -> list[str]:
        return [tile_name(t) for t in tiles]

    return {
        "seat": view.seat,
        "hand_number": view.hand_number,
        "dealer": view.dealer,
        "round_wind": tile_name(view.round_wind),
        "phase": view.phase.value,
        "turn": view.turn,
        "concealed": format_tiles(view.concealed),
        "drawn": None if view.drawn is None else tile_name(view.drawn),
        "seats": [
            {
                "wind": tile_name(s.wind),
                "melds": [m.to_json() for m in s.melds],
                "discards": names(s.discards),
                "claimed": list(s.claimed),
                "concealed_count": s.concealed_count,
                "flowers": names(s.flowers),
                "declared_ready": s.declared_ready,
                "declared_at": s.declared_at,
                "won": names(s.won),
                "score": s.score,
                "let_pass": names(s.let_pass),
            }
            for s in view.seats
        ],
        "wall_live": view.wall_live,
        "face_up": names(view.face_up),
        "wild": None if view.wild is None else tile_name(view.wild),
        "claim_tile": None if view.claim_tile is None else tile_name(view.claim_tile),
        "claim_from": view.claim_from,
        "legal": [action_message(a, i) for i, a in enumerate(view.legal)],
        "win_locked": view.win_locked,
        "waits": names(view.waits),
        "variant": view.variant,
        "wall_reserve": view.wall_reserve,
        "dealer_streak": view.dealer_streak,
    }


def _claimed_from(claim: dict[str, Any] | None) -> int:
    """The seat whose tile a claim or rob request is about (such a request always names it)."""
    assert claim is not None, "a claim or rob request without its claim"
    seat: int = claim["from"]
    return seat
