"""What each seat may do now: its turn's actions, its claims on a discard, robbing a kong.

Computed from the game's state and the region's hooks; the game caches the result until the next
``apply``. Action values are shared (they are immutable), which saves building thousands per hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mahjong_desktop.engine.actions import (
    Action,
    AddedKong,
    Chow,
    ConcealedKong,
    Discard,
    ExposedKong,
    Pass,
    Pong,
    RegionMove,
    Win,
)
from mahjong_desktop.rules.hand_facts import Evaluation, MeldKind, WinBy
from mahjong_desktop.tiles import NUM_KINDS

if TYPE_CHECKING:
    from mahjong_desktop.engine.game import Game

DISCARD = tuple(tuple(Discard(s, k) for k in range(NUM_KINDS)) for s in range(4))
CONCEALED_KONG = tuple(tuple(ConcealedKong(s, k) for k in range(NUM_KINDS)) for s in range(4))
ADDED_KONG = tuple(tuple(AddedKong(s, k) for k in range(NUM_KINDS)) for s in range(4))
WIN = tuple(Win(s) for s in range(4))
PASS = tuple(Pass(s) for s in range(4))
PONG = tuple(Pong(s) for s in range(4))
EXPOSED_KONG = tuple(ExposedKong(s) for s in range(4))

Claims = tuple[dict[int, tuple[Action, ...]], dict[int, Evaluation]]


def turn_actions(game: Game, seat: int) -> tuple[Action, ...]:
    """The player to move: win (if legal), discards, kongs, region moves — or only the win when
    the last-four rule makes it compulsory."""
    p = game.players[seat]
    region = game.region
    forced = game.forced_win_live
    if game.self_win is not None and forced is not None and game.wall.live <= forced:
        return (WIN[seat],)
    if game.drawn is not None and region.hand_locked(game, seat):
        return _locked_turn(game, seat, game.drawn)
    counts = p.counts
    discards = DISCARD[seat]
    acts: list[Action] = [WIN[seat]] if game.self_win is not None else []
    acts += [discards[k] for k in range(NUM_KINDS) if counts[k]]
    # A kong needs a replacement tile; after a claim only regions that allow it may kong.
    live, reserve = game.wall.live, game.wall_reserve
    if live == reserve and live > 0 and game.last_tile_kong and game.drawn is not None:
        # 临安 "最后抓的一张牌可以杠": only the tile just drawn, the last before the reserve.
        acts += _last_tile_kongs(game, seat, game.drawn)
    elif live > reserve and (not game.after_claim or region.kong_after_claim()):
        if 4 in counts:
            acts += [
                CONCEALED_KONG[seat][k]
                for k in range(NUM_KINDS)
                if counts[k] == 4 and region.may_kong(game, seat, MeldKind.CONCEALED_KONG, k)
            ]
        acts += [
            ADDED_KONG[seat][m.tiles[0]]
            for m in p.melds
            if m.kind is MeldKind.PONG
            and counts[m.tiles[0]]
            and region.may_kong(game, seat, MeldKind.ADDED_KONG, m.tiles[0])
        ]
    moves = region.moves(game, seat, False)
    if moves:
        acts += [RegionMove(seat, n, t) for n, t in moves]
    allowed = region.filter_turn(game, seat)
    if allowed is not None:
        acts = [a for a in acts if a.type in allowed]
    return tuple(acts)


def _locked_turn(game: Game, seat: int, tile: int) -> tuple[Action, ...]:
    """A locked hand (报听) keeps its tiles: win, discard the drawn tile, or kong that tile where
    the region allows it."""
    acts: list[Action] = [WIN[seat]] if game.self_win is not None else []
    acts.append(DISCARD[seat][tile])
    live, reserve = game.wall.live, game.wall_reserve
    if live > reserve or (live == reserve and live > 0 and game.last_tile_kong):
        acts += _last_tile_kongs(game, seat, tile)
    allowed = game.region.filter_turn(game, seat)
    if allowed is not None:
        acts = [a for a in acts if a.type in allowed]
    return tuple(acts)


def _last_tile_kongs(game: Game, seat: int, tile: int) -> list[Action]:
    """Kongs of the drawn ``tile`` only, concealed or added: the last tile before the reserve
    (``last_tile_kong`` regions, 临安) or the draw of a locked hand (兰州 报听)."""
    p = game.players[seat]
    region = game.region
    if game.after_claim:
        return []
    if p.counts[tile] == 4 and region.may_kong(game, seat, MeldKind.CONCEALED_KONG, tile):
        return [CONCEALED_KONG[seat][tile]]
    if any(m.kind is MeldKind.PONG and m.tiles[0] == tile for m in p.melds) and region.may_kong(
        game, seat, MeldKind.ADDED_KONG, tile
    ):
        return [ADDED_KONG[seat][tile]]
    return []


def discard_claims(game: Game, seat: int, tile: int, win_by: WinBy) -> Claims:
    """Each other seat's claim options on ``seat``'s discard (with ``Pass``), and the evaluation of
    every possible win. No pong, kong or chow once the wall is down to its reserve."""
    region = game.region
    can_meld = game.wall.live > game.wall_reserve
    chow = region.may_chow(game, (seat + 1) % 4, seat)
    options: dict[int, tuple[Action, ...]] = {}
    evals: dict[int, Evaluation] = {}
    for i in (1, 2, 3):
        s = (seat + i) % 4
        q = game.players[s]
        opts: list[Action] = []
        ev = _win_on(game, s, seat, tile, win_by)
        if ev is not None:
            opts.append(WIN[s])
            evals[s] = ev
        if can_meld and not region.hand_locked(game, s):  # a locked hand claims only wins
            c = q.counts[tile]
            if c >= 2 and tile not in q.passed_pongs:
                opts.append(PONG[s])
            if c == 3 and region.may_kong(game, s, MeldKind.KONG, tile):
                opts.append(EXPOSED_KONG[s])
            if chow and i == 1:
                opts.extend(chow_options(q.counts, s, tile))
        if opts:
            opts.append(PASS[s])
            options[s] = tuple(opts)
    return options, evals


def rob_claims(game: Game, seat: int, kind: MeldKind, tile: int) -> Claims:
    """Who may rob ``seat``'s kong of ``tile``. Only added kongs can be robbed (every region so
    far: the added tile counts as discarded); robbing a concealed kong would also need the kong
    undone, which no region asks for."""
    options: dict[int, tuple[Action, ...]] = {}
    evals: dict[int, Evaluation] = {}
    if kind is MeldKind.ADDED_KONG and game.region.robbable(kind):
        for i in (1, 2, 3):
            s = (seat + i) % 4
            if not game.region.may_rob(game, s, seat):
                continue
            ev = _win_on(game, s, seat, tile, WinBy.ROBBED_KONG)
            if ev is not None:
                evals[s] = ev
                options[s] = (WIN[s], PASS[s])
    return options, evals


def _win_on(game: Game, claimer: int, giver: int, tile: int, win_by: WinBy) -> Evaluation | None:
    """The evaluation of ``claimer`` winning on ``giver``'s tile, if that is a legal win now."""
    q = game.players[claimer]
    if (
        tile not in q.waits
        or q.win_locked
        or tile in q.passed_wins
        or not game.region.may_win_on(game, claimer, giver)
    ):
        return None
    counts = q.counts.copy()
    counts[tile] += 1
    ev = game.region.evaluate(game.win_context(claimer, counts, tile, win_by, discarder=giver))
    return ev if ev.legal else None


def chow_options(counts: list[int], seat: int, tile: int) -> list[Action]:
    """The chows ``seat`` could make with ``tile``: each a pair of hand tiles completing a run."""
    if tile >= 27:
        return []
    rank = tile % 9
    out: list[Action] = []
    for low in (rank - 2, rank - 1, rank):
        if low < 0 or low + 2 > 8:
            continue
        base = tile - rank + low
        others = [k for k in (base, base + 1, base + 2) if k != tile]
        if counts[others[0]] and counts[others[1]]:
            out.append(Chow(seat, (others[0], others[1])))
    return out
