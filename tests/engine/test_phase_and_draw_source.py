"""A view's phase and a draw's source are enums that still read and write their old strings:
outside players compare ``view.phase == "turn"``, and saves and logs hold ``"source": "tail"``."""

from __future__ import annotations

import json

from mahjong_desktop.ai.basic import BasicPlayer
from mahjong_desktop.engine.events import DrawSource, Drew
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.session import Session
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.registry import load_region
from tests.helpers.stacked_table import t


def test_the_members_keep_the_strings_records_hold() -> None:
    assert [p.value for p in Phase] == ["pre_play", "turn", "claim", "rob", "over"]
    assert [s.value for s in DrawSource] == ["wall", "tail", "face_up"]


def test_a_draw_writes_its_source_as_the_same_plain_string() -> None:
    event = Drew(1, t("5m"), DrawSource.FACE_UP)
    data = event.to_json()
    assert type(data["source"]) is str
    assert json.dumps(data) == '{"type": "drew", "seat": 1, "tile": "5m", "source": "face_up"}'
    assert event.for_seat(2) == event  # a face-up tile is public
    hidden = Drew(1, t("5m"), DrawSource.WALL).for_seat(2)
    assert isinstance(hidden, Drew) and hidden.tile is None


def test_played_hands_give_enum_members_that_equal_the_old_strings() -> None:
    """兰州 with the dealer's 玩法 and 甩牌 has every asking phase; every view a player is
    given and every draw carries a member, equal to the string it replaced."""
    region = load_region("lanzhou", {"mode": "dealer_chooses", "throw": "soft"})
    session = Session(region, 11, hands=4)
    players = [BasicPlayer(seat) for seat in range(4)]
    phases: set[str] = set()
    sources: set[str] = set()
    while not session.finished:
        game = session.start_hand()
        while not game.is_over:
            for seat in game.waiting_for():
                view = game.view(seat)
                assert isinstance(view.phase, Phase)
                assert view.phase == view.phase.value
                phases.add(view.phase.value)
                game.apply(players[seat](view))
        for event in game.events:
            if isinstance(event, Drew):
                assert isinstance(event.source, DrawSource)
                sources.add(event.source.value)
        assert game.view(0).phase == "over"
    assert {"pre_play", "turn", "claim"} <= phases
    assert {"wall", "tail"} <= sources


def test_a_view_made_with_the_old_string_still_works_for_a_computer_player() -> None:
    """Outside code may build views with plain strings; the package compares with ``==``."""
    region = load_region("lincang")
    game = Session(region, 5, hands=1).start_hand()
    view = game.view(game.turn)
    fields = {name: getattr(view, name) for name in PlayerView.__dataclass_fields__}
    old = PlayerView(**{**fields, "phase": "turn"})
    assert BasicPlayer(0)(old) == BasicPlayer(0)(view)
