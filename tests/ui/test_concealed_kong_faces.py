"""Issue 29 point 7: how a 暗杠 lies on the table is the region's rule. 临安's seed: "暗杠后需把
杠牌翻出三张" — three of its four tiles face up; elsewhere the two outer tiles stay face down."""

from __future__ import annotations

from dataclasses import replace

import pytest

from mahjong_desktop.engine.session import Session
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.hand_facts import Meld, MeldKind
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.tiles import parse_one
from mahjong_desktop.ui.table.slots import WallTracker, slots_for

KONG = Meld(MeldKind.CONCEALED_KONG, (parse_one("7s"),) * 4)


def _view_with_kong(region_id: str, seat: int) -> PlayerView:
    """A real first view of the region with a 暗杠 of 7s added to ``seat``'s melds."""
    game = Session(load_region(region_id), 3, hands=1).start_hand()
    view = game.view(0)
    seats = list(view.seats)
    seats[seat] = replace(seats[seat], melds=(KONG,), concealed_count=seats[seat].concealed_count)
    return replace(view, seats=tuple(seats))


def _kong_faces(view: PlayerView, seat: int) -> list[int | None]:
    slots = [s for s in slots_for(view, WallTracker()) if s.key[:3] == ("meld", seat, 0)]
    return [s.kind for s in sorted(slots, key=lambda s: s.key)]


@pytest.mark.parametrize("seat", [0, 2])
def test_linan_concealed_kong_shows_three_tiles_face_up(seat: int) -> None:
    faces = _kong_faces(_view_with_kong("linan", seat), seat)
    assert len(faces) == 4 and sum(f is not None for f in faces) == 3


@pytest.mark.parametrize("region", ["lincang", "linfen", "lanzhou", "shangrao"])
def test_other_regions_keep_the_two_outer_kong_tiles_face_down(region: str) -> None:
    faces = _kong_faces(_view_with_kong(region, 1), 1)
    assert faces[0] is None and faces[3] is None and faces[1] == faces[2] == KONG.tiles[0]


def test_the_face_down_tiles_are_the_regions_property_not_the_uis() -> None:
    assert load_region("linan").concealed_kong_face_down() == (3,)
    assert load_region("lincang").concealed_kong_face_down() == (0, 3)
