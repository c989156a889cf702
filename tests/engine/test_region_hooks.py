"""The hooks later regions need work through the engine as it is (no engine change per region):
甩牌 before play, 报听 with a discard and a locked hand, bonus tiles replaced from the tail (杠花),
a wall reserve (临安 16), the passed-pong lock (临安), a wild kind from a face-up indicator (上饶).
Toy regions built on 临沧 exercise them."""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_desktop.engine.actions import Discard, Pass, Pong, RegionMove, Win
from mahjong_desktop.engine.events import BonusLaidOut
from mahjong_desktop.engine.game import Phase
from mahjong_desktop.rules.hand_facts import Meld, MeldKind
from mahjong_desktop.rules.lincang import LincangRules
from mahjong_desktop.rules.region import MoveEffect, TableFacts
from tests.helpers.stacked_table import answer_all, play_until, region, stacked, t, tile_census

SAN_YAO = (t("1m"), t("1p"), t("1s"))


def toy(cls: type[LincangRules]) -> LincangRules:
    base = region()
    return cls(base.ruleset, base.options)


class ThrowSets(LincangRules):
    """甩牌-like: before play each player may lay 1m 1p 1s as a meld."""

    def has_pre_play(self) -> bool:
        return True

    def moves(
        self, table: TableFacts, seat: int, pre_play: bool
    ) -> list[tuple[str, tuple[int, ...]]]:
        counts = table.seats[seat].counts
        if pre_play and all(counts[k] for k in SAN_YAO):
            return [("throw", SAN_YAO)]
        return []

    def apply_move(
        self, table: TableFacts, seat: int, name: str, tiles: tuple[int, ...]
    ) -> MoveEffect:
        return MoveEffect(remove=tiles, meld=Meld(MeldKind.THROW, tiles))


def test_pre_play_moves_each_player_in_turn_from_the_dealer() -> None:
    game = stacked(toy(ThrowSets), {1: "1m1p1s+", 2: "1m1p1s+"}, dealer=1)
    assert game.phase is Phase.PRE_PLAY and game.waiting_for() == [1]
    game.apply(RegionMove(1, "throw", SAN_YAO))
    assert game.players[1].melds[0].kind is MeldKind.THROW
    assert game.legal_actions(1) == (Pass(1),)  # no second set to throw
    game.apply(Pass(1))
    assert game.waiting_for() == [2]
    game.apply(Pass(2))  # may keep its set concealed
    game.apply(Pass(3))
    game.apply(Pass(0))
    assert game.phase is Phase.TURN and game.turn == 1
    assert tile_census(game) == [4] * 34


class DeclareReady(LincangRules):
    """报听-like: declare with a discard that leaves the hand ready; then the hand is locked."""

    def moves(
        self, table: TableFacts, seat: int, pre_play: bool
    ) -> list[tuple[str, tuple[int, ...]]]:
        me = table.seats[seat]
        if pre_play or me.declared_ready:
            return []
        out: list[tuple[str, tuple[int, ...]]] = []
        for k in range(34):
            if me.counts[k]:
                me.counts[k] -= 1
                if self.waits(me.counts, len(me.melds), None):
                    out.append(("declare_ready", (k,)))
                me.counts[k] += 1
        return out

    def apply_move(
        self, table: TableFacts, seat: int, name: str, tiles: tuple[int, ...]
    ) -> MoveEffect:
        return MoveEffect(discard=tiles[0], declare_ready=True)

    def filter_turn(self, table: TableFacts, seat: int) -> frozenset[str] | None:
        return frozenset({"win", "discard"}) if table.seats[seat].declared_ready else None

    def may_win_on(self, table: TableFacts, claimer: int, discarder: int) -> bool:
        return table.seats[claimer].declared_ready


def test_declare_ready_with_a_discard_and_only_declared_players_win() -> None:
    game = stacked(toy(DeclareReady), {0: "1112345678999m7z"})
    game.apply(RegionMove(0, "declare_ready", (t("7z"),)))
    assert game.players[0].declared_ready and game.players[0].discards == [t("7z")]
    assert game.view(1).seats[0].declared_ready
    play_until(game, lambda g: g.turn == 0 and g.phase is Phase.TURN)
    assert {a.type for a in game.legal_actions(0)} <= {"win", "discard"}


class Bonus7z(LincangRules):
    """杠花-like: every 中 drawn is laid out and replaced from the tail."""

    def is_bonus_tile(self, kind: int, wild: int | None) -> bool:
        return kind == t("7z")


def test_bonus_tiles_are_laid_out_and_replaced_from_the_tail() -> None:
    game = stacked(toy(Bonus7z), {0: "7z+"}, draws="7z", tail="1z2z3z4z")
    assert BonusLaidOut(0, t("7z")) in game.events  # the dealt one, replaced at once
    assert game.drawn is not None
    game.apply(Discard(0, game.drawn))
    answer_all(game)
    assert game.players[1].flowers == [t("7z")] and game.drawn == t("4z")
    assert tile_census(game) == [4] * 34


class Reserve16(LincangRules):
    def wall_reserve(self) -> int:
        return 16


def test_wall_reserve_ends_the_hand_with_tiles_left() -> None:
    game = stacked(region(honour_discard_wins=False), {})
    rules = Reserve16(game.region.ruleset, game.region.options)
    game = stacked(rules, {})
    play_until(game, lambda g: False)
    assert game.outcome is not None and game.outcome.draw and game.wall.live == 16


class PassedPong(LincangRules):
    def passed_pong_lock(self) -> bool:
        return True


def test_passed_pong_locks_that_kind_until_the_next_draw() -> None:
    game = stacked(toy(PassedPong), {0: "3m+", 1: "3m+", 3: "33m+"}, draws="5z")
    game.apply(Discard(0, t("3m")))
    game.apply(Pass(3))
    game.apply(Discard(1, t("3m")))  # 1 drew 5z and throws its own 3m: 3 may not pong it
    assert Pong(3) not in game.legal_actions(3)


class WildIndicator(LincangRules):
    """上饶-like: one tail tile turned up; the wild is the next kind."""

    def face_up_tail(self) -> int:
        return 1

    def wild_kind(self, face_up: Sequence[int]) -> int | None:
        k = face_up[0]
        return k + 1 if k < 27 and k % 9 < 8 else k

    def kong_win_takes_face_up(self) -> bool:
        return False


def test_wild_kind_comes_from_the_face_up_indicator_and_reaches_scoring() -> None:
    game = stacked(toy(WildIndicator), {}, tail="4p")
    assert game.wild == t("5p") and game.view(0).wild == t("5p")
    ctx = game.win_context(0, game.players[0].counts, t("1z"), game.self_win_by)
    assert ctx.wild == t("5p")
    assert Win(0) not in game.legal_actions(0)
