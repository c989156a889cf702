"""Helpers for the 兰州 rule tests: the region with options, hands scored from tile notation, and
driving a stacked game."""

from __future__ import annotations

from mahjong_desktop.engine.actions import Action, Discard, Pass, RegionMove, Win
from mahjong_desktop.engine.game import Game, Phase
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.hand_facts import Evaluation, Meld, MeldKind, WinBy, WinContext
from mahjong_desktop.rules.lanzhou import LanzhouRules
from mahjong_desktop.tiles import parse, parse_one
from tests.helpers.stacked_table import region as cached_region
from tests.helpers.stacked_table import stacked

# Engine tests default to a table without cross-suit sets, so the padding of stacked hands
# (different kinds, never three in a row) can neither throw, claim nor win.
PLAIN = {"throw": "none", "zhong_fa_bai": False}


def lanzhou(**options: object) -> LanzhouRules:
    rules = cached_region("lanzhou", **options)
    assert isinstance(rules, LanzhouRules)
    return rules


def plain(**options: object) -> LanzhouRules:
    return lanzhou(**{**PLAIN, **options})


def t(text: str) -> int:
    return parse_one(text)


def counts(text: str) -> tuple[int, ...]:
    out = [0] * 34
    for k in parse(text):
        out[k] += 1
    return tuple(out)


def meld(kind: str, tiles: str) -> Meld:
    return Meld(MeldKind(kind), tuple(sorted(parse(tiles))))


def judge(
    rules: LanzhouRules,
    concealed: str,
    win: str,
    *,
    melds: tuple[Meld, ...] = (),
    by: WinBy = WinBy.SELF_DRAW,
    declared: bool = True,
    discarder_declared: bool = False,
    variant: str | None = None,
) -> Evaluation:
    """Evaluate a finished hand: ``concealed`` includes the winning tile ``win``."""
    ctx = WinContext(
        counts(concealed),
        melds,
        t(win),
        by,
        declared_ready=declared,
        discarder_declared_ready=discarder_declared,
        variant=variant,
    )
    return rules.evaluate(ctx)


def keys(ev: Evaluation) -> dict[str, int]:
    return {i.key: i.value for i in ev.items}


def declare(game: Game, seat: int, tile: str) -> None:
    game.apply(RegionMove(seat, "declare_ready", (t(tile),)))


def pass_all(game: Game) -> None:
    """Everyone asked passes (claims, or the pre-play phase) until a turn or the end."""
    while game.phase in (Phase.CLAIM, Phase.ROB, Phase.PRE_PLAY):
        seat = game.waiting_for()[0]
        game.apply(Pass(seat))


def answer(game: Game, seat: int, action: Action) -> None:
    """``seat`` answers an open claim with ``action``; everyone else asked passes."""
    for s in list(game.waiting_for()):
        game.apply(action if s == seat else Pass(s))


def wins(game: Game, seat: int) -> bool:
    return Win(seat) in game.legal_actions(seat)


# Four hands each one tile from ready (four triplets and a single), so that every player
# declares 报听 at their first turn and the rest of the wall is played by locked hands alone.
ALL_DECLARE_HANDS = {
    0: "111m999m111p999p5s9s",
    1: "222m888m222p888p7s",
    2: "333m777m333p777p6s",
    3: "444m666m444p666p8s",
}


def all_declare_game() -> Game:
    """A 兰州 hand where all four declare at once (with ``declaring_player`` in every seat): the
    rest of the wall is drawn by locked hands, with wins (包扣到底 plays on) along the way."""
    return stacked(plain(), ALL_DECLARE_HANDS, avoid="5s6s7s8s9s")


def declaring_player(view: PlayerView) -> Action:
    """Wins when it can, declares 报听 when it can, passes claims, else throws the drawn tile."""
    legal = view.legal
    win = next((a for a in legal if isinstance(a, Win)), None)
    declare = next(
        (a for a in legal if isinstance(a, RegionMove) and a.name == "declare_ready"), None
    )
    passing = next((a for a in legal if isinstance(a, Pass)), None)
    for chosen in (win, declare, passing):
        if chosen is not None:
            return chosen
    discards = [a for a in legal if isinstance(a, Discard)]
    return next((a for a in discards if a.tile == view.drawn), discards[-1])
