"""Helpers for rule tests: stacked walls written in tile notation, and simple drivers."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from mahjong_desktop import tiles
from mahjong_desktop.engine.actions import Action, Discard, Pass, Win
from mahjong_desktop.engine.census import tile_census as tile_census  # shared with the soak
from mahjong_desktop.engine.game import Game, Phase
from mahjong_desktop.engine.wall import arranged_wall
from mahjong_desktop.rules.hand_facts import Meld, MeldKind
from mahjong_desktop.rules.lincang import LincangRules
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.rules.registry import load_region


def t(text: str) -> int:
    return tiles.parse_one(text)


def ts(text: str) -> list[int]:
    return tiles.parse(text)


def counts(text: str) -> tuple[int, ...]:
    """Count vector (34) of tiles in notation."""
    return tuple(tiles.to_counts(tiles.parse(text), limit=None))


_MELD_WORDS = {
    "chow": MeldKind.CHOW,
    "pong": MeldKind.PONG,
    "kong": MeldKind.KONG,
    "added": MeldKind.ADDED_KONG,
    "concealed": MeldKind.CONCEALED_KONG,
}


def melds(*specs: str) -> tuple[Meld, ...]:
    """Melds from ``"pong 999m"``, ``"concealed 7777s"``, ``"chow 123p"`` …"""
    out = []
    for spec in specs:
        kind, text = spec.split()
        out.append(Meld(_MELD_WORDS[kind], tuple(sorted(tiles.parse(text)))))
    return tuple(out)


@cache
def _region(name: str, options: tuple[tuple[str, object], ...]) -> RegionRules:
    return load_region(name, dict(options))


def region(name: str = "lincang", **options: object) -> RegionRules:
    return _region(name, tuple(sorted(options.items())))


def stacked(
    rules: RegionRules,
    hands: dict[int, str],
    *,
    dealer: int = 0,
    draws: str | list[int] = "",
    tail: str = "",
    at: dict[int, str] | None = None,
    avoid: str = "",
) -> Game:
    """A game whose deal gives ``hands`` (a hand ending in ``+`` and missing seats are padded
    with different kinds no test tile names, so the padding can neither claim nor win), whose head
    yields ``draws`` and whose tail end holds ``tail`` (tail-most first: the first two are turned
    up). ``at`` puts single tiles at given draw positions, the other draw positions being filled
    with kinds no hand holds two of and not in ``avoid`` (the test lists the waits there), so
    those discards give nobody a claim."""
    left = [4] * 34
    draw_list = ts(draws) if isinstance(draws, str) else list(draws)
    specs = {seat: ts(h.rstrip("+")) for seat, h in hands.items()}
    reserved = [k for h in specs.values() for k in h] + draw_list + ts(tail)
    reserved += [t(v) for v in (at or {}).values()]
    for k in reserved:
        left[k] -= 1
    assert min(left) >= 0, "more than four of a kind in the test set-up"
    named = set(reserved) | set(ts(avoid))
    full: list[list[int]] = []
    for seat in range(4):
        size = 14 if seat == dealer else 13
        hand = specs.get(seat, [])
        if seat in hands and not hands[seat].endswith("+"):
            assert len(hand) == size, f"player {seat} needs {size} tiles, got {len(hand)}"
            full.append(hand)
            continue
        # Pad with kinds no test tile names, all different and never three in a row: a hand
        # without pairs needs four runs to be ready, so such padding can neither claim nor win.
        order = sorted((k for k in range(34) if k not in named), key=lambda k: (-left[k], k))
        picked: list[int] = []
        for k in order:
            if len(hand) + len(picked) == size:
                break
            if left[k] > 0 and k not in hand and not _makes_run(k, hand + picked):
                picked.append(k)
        assert len(hand) + len(picked) == size, "not enough kinds left to pad a hand"
        for k in picked:
            left[k] -= 1
        # Padding first, the named tiles last: the dealer's last tile is its jump tile.
        full.append(picked + hand)
    if at:
        pairs = {k for h in full for k in h if h.count(k) >= 2}
        bad = pairs | set(ts(avoid))
        filler = [k for k in range(34) for _ in range(left[k]) if k not in bad]
        top = max(at) + 1
        draw_list = list(draw_list)
        while len(draw_list) < top:
            pos = len(draw_list)
            if pos in at:
                draw_list.append(t(at[pos]))
            else:
                assert filler, "not enough harmless tiles for the requested draw positions"
                draw_list.append(filler.pop())
    wall = arranged_wall(dealer, full, draw_list, ts(tail))
    return Game(rules, seed=0, dealer=dealer, wall=wall)


def _makes_run(k: int, held: list[int]) -> bool:
    """Would ``k`` complete three consecutive kinds of one suit with tiles in ``held``?"""
    if k >= 27:
        return False
    have = set(held)
    lo = k - k % 9
    return any(
        all(j in have or j == k for j in (s, s + 1, s + 2))
        for s in range(max(lo, k - 2), min(lo + 6, k) + 1)
    )


def answer_all(
    game: Game, choose: Callable[[int, tuple[Action, ...]], Action] | None = None
) -> None:
    """Answer every open claim: ``choose(seat, legal)`` or pass."""
    while game.phase in (Phase.CLAIM, Phase.ROB):
        for seat in game.waiting_for():
            legal = game.legal_actions(seat)
            game.apply(
                choose(seat, legal) if choose else next(a for a in legal if isinstance(a, Pass))
            )


def drop_drawn(game: Game) -> None:
    """The player to move discards the tile just drawn (or the dealer's jump tile)."""
    assert game.phase is Phase.TURN
    tile = game.drawn if game.drawn is not None else game.players[game.turn].concealed()[-1]
    game.apply(Discard(game.turn, tile))


def play_until(game: Game, stop: Callable[[Game], bool], *, win: bool = False) -> None:
    """Everyone discards what they draw and passes every claim (or wins, with ``win``) until
    ``stop(game)`` or the end of the hand."""
    while not game.is_over and not stop(game):
        if game.phase is Phase.TURN:
            if win and Win(game.turn) in game.legal_actions(game.turn):
                game.apply(Win(game.turn))
            else:
                drop_drawn(game)
        else:
            answer_all(game)


class ChowRegion(LincangRules):
    """临沧 with chow, to exercise the engine's chow machinery (兰州 三报, 上饶, 临安 need it)."""

    def chow_allowed(self) -> bool:
        return True


def chow_rules() -> ChowRegion:
    base = region()
    return ChowRegion(base.ruleset, base.options)
