"""The engine's contract (docs/architecture.md "The engine"): legal actions, refusals, views,
claims, chow."""

from __future__ import annotations

import dataclasses
import json

import pytest

from mahjong_desktop.engine import game_from_json, game_to_json
from mahjong_desktop.engine.actions import Chow, Discard, Pass, Pong, Win, action_from_json
from mahjong_desktop.engine.census import tile_census
from mahjong_desktop.engine.errors import IllegalActionError
from mahjong_desktop.engine.events import Dealt, Drew
from mahjong_desktop.engine.game import Game, Phase
from mahjong_desktop.engine.rng import SplitMix64, derive_seed
from mahjong_desktop.engine.view import PlayerView, SeatInfo
from mahjong_desktop.engine.wall import shuffled_wall
from mahjong_desktop.validation import DataError
from tests.helpers.stacked_table import answer_all, chow_rules, drop_drawn, region, stacked, t


def snapshot(game: Game) -> str:
    return json.dumps(
        {
            "record": game_to_json(game),
            "events": [e.to_json() for e in game.events],
            "hands": [p.counts for p in game.players],
            "wall": [game.wall.head, game.wall.tail],
            "phase": game.phase.value,
        }
    )


def test_wall_from_a_seed_is_fixed_for_all_time() -> None:
    # Golden values: SplitMix64 over Python ints gives these on every platform and version.
    assert SplitMix64(0).next64() == 0xE220A8397B1DCDAF
    assert derive_seed(7, 1) == derive_seed(7, 1) != derive_seed(1, 7)
    wall, brk = shuffled_wall(12345, dealer=0)
    assert wall.tiles[:12] == GOLDEN_HEAD and brk.dice == GOLDEN_DICE
    assert shuffled_wall(12345, 0)[0].tiles == wall.tiles


GOLDEN_HEAD = [0, 9, 5, 24, 8, 16, 33, 3, 23, 4, 12, 4]
GOLDEN_DICE = (3, 3)


def test_illegal_action_is_refused_with_the_reason_and_changes_nothing() -> None:
    game = Game(region(), seed=3, dealer=1)
    before = snapshot(game)
    missing = next(k for k in range(34) if game.players[1].counts[k] == 0)
    with pytest.raises(IllegalActionError, match=r"it is player 1's turn") as err:
        game.apply(Discard(2, game.players[2].concealed()[0]))
    assert "refused" in str(err.value)
    with pytest.raises(IllegalActionError, match=r"player 1 discarding .*: player 1 holds no"):
        game.apply(Discard(1, missing))
    with pytest.raises(IllegalActionError):
        game.apply(Pong(3))
    with pytest.raises(IllegalActionError):
        game.apply("discard")  # type: ignore[arg-type]
    assert snapshot(game) == before


def test_only_seats_with_a_claim_option_are_asked_and_must_all_answer() -> None:
    game = stacked(region(), {0: "3m+", 1: "33m+", 3: "1112345678999m"})
    game.apply(Discard(0, t("3m")))
    assert sorted(game.waiting_for()) == [1, 3] and game.legal_actions(2) == ()
    with pytest.raises(IllegalActionError, match="no claim"):
        game.apply(Pass(2))
    game.apply(Pong(1))
    with pytest.raises(IllegalActionError, match="already answered"):
        game.apply(Pass(1))
    assert game.phase is Phase.CLAIM  # still waiting for 3, though 1 answered first
    game.apply(Pass(3))
    assert game.turn == 1 and game.players[1].melds


def test_chow_only_from_the_previous_player_and_pong_beats_chow() -> None:
    game = stacked(chow_rules(), {0: "3m+", 1: "1245m+", 2: "12m+", 3: "33m+"})
    game.apply(Discard(0, t("3m")))
    assert set(game.legal_actions(1)) == {
        Chow(1, (t("1m"), t("2m"))),
        Chow(1, (t("2m"), t("4m"))),
        Chow(1, (t("4m"), t("5m"))),
        Pass(1),
    }
    assert game.legal_actions(2) == ()  # 2 is not next to the discarder
    game.apply(Chow(1, (t("2m"), t("4m"))))
    game.apply(Pong(3))
    assert game.turn == 3 and game.players[1].melds == []


def test_chow_claimed_when_nobody_pongs() -> None:
    game = stacked(chow_rules(), {0: "3m+", 1: "1245m+"})
    game.apply(Discard(0, t("3m")))
    game.apply(Chow(1, (t("4m"), t("5m"))))
    assert game.turn == 1 and game.players[1].melds[0].tiles == (t("3m"), t("4m"), t("5m"))
    assert Chow(1, (t("4m"), t("5m"))).to_json() == {"type": "chow", "seat": 1, "tiles": "45m"}
    assert tile_census(game) == [4] * 34


def test_view_holds_own_tiles_and_public_facts_only() -> None:
    game = Game(region(), seed=5, dealer=0)
    drop_drawn(game)
    answer_all(game)
    view = game.view(2)
    assert view.concealed == tuple(game.players[2].concealed())
    assert {f.name for f in dataclasses.fields(PlayerView)} == VIEW_FIELDS
    assert {f.name for f in dataclasses.fields(SeatInfo)} == SEAT_FIELDS
    assert [info.concealed_count for info in view.seats] == [13, 14, 13, 13]
    assert view.drawn is None and game.view(1).drawn == game.drawn


VIEW_FIELDS = {
    "seat", "hand_number", "dealer", "dealer_streak", "round_wind", "phase", "turn", "concealed",
    "drawn", "seats", "wall_live", "face_up", "wild", "claim_tile", "claim_from", "legal",
    "win_locked", "waits", "variant", "wall_reserve", "concealed_kong_face_down", "after_kong",
}  # fmt: skip
SEAT_FIELDS = {
    "seat", "wind", "melds", "discards", "claimed", "concealed_count", "flowers", "declared_ready",
    "score", "won", "declared_at", "let_pass",
}  # fmt: skip


def test_events_shown_to_a_seat_hide_other_players_tiles() -> None:
    game = Game(region(), seed=5, dealer=0)
    drop_drawn(game)
    answer_all(game)
    dealt = [e for e in game.events if isinstance(e, Dealt)]
    hidden = dealt[1].for_seat(2)
    assert dealt[1].for_seat(1) == dealt[1] and isinstance(hidden, Dealt) and hidden.tiles == ()
    drew = next(e for e in game.events if isinstance(e, Drew))
    own, other = drew.for_seat(drew.seat), drew.for_seat((drew.seat + 1) % 4)
    assert isinstance(own, Drew) and isinstance(other, Drew)
    assert own.tile is not None and other.tile is None


def test_game_json_reloads_to_the_identical_state_and_replays_the_same_events() -> None:
    game = Game(region("linfen", multiple_winners=False), seed=99, dealer=2)
    for _ in range(30):
        if game.is_over:
            break
        if game.phase is Phase.TURN:
            drop_drawn(game)
        else:
            answer_all(game)
    text = json.dumps(game_to_json(game))
    again = game_from_json(json.loads(text))
    assert snapshot(again) == snapshot(game)
    assert again.region.options["multiple_winners"] is False


def test_stacked_wall_is_saved_with_the_game() -> None:
    game = stacked(region(), {0: "5555p+"}, tail="1z2z6z")
    assert snapshot(game_from_json(game_to_json(game))) == snapshot(game)


def test_action_json_round_trip_and_errors() -> None:
    for action in (Discard(1, t("5p")), Win(2), Pass(0), Chow(3, (t("1s"), t("2s")))):
        assert action_from_json(action.to_json()) == action
    with pytest.raises(DataError, match=r"action\.type: 'teleport' is not one of discard, win"):
        action_from_json({"type": "teleport", "seat": 0})
    with pytest.raises(DataError, match=r"action\.seat: 7 is not a whole number from 0 to 3"):
        action_from_json({"type": "win", "seat": 7})
    with pytest.raises(DataError, match=r"actions\[4\]\.tile: '55p' is not one tile"):
        action_from_json({"type": "discard", "seat": 1, "tile": "55p"}, key="actions[4]")
    with pytest.raises(DataError, match=r"action\.tile: '5x' is not tile notation"):
        action_from_json({"type": "discard", "seat": 1, "tile": "5x"})
    with pytest.raises(DataError, match=r"action\.tiles: a chow names the two tiles"):
        action_from_json({"type": "chow", "seat": 1, "tiles": "1s"})


def test_apply_returns_the_new_events() -> None:
    game = Game(region(), seed=8, dealer=3)
    n = len(game.events)
    assert game.drawn is not None
    events = game.apply(Discard(3, game.drawn))
    assert events == game.events[n:] and events[0].type == "discarded"
