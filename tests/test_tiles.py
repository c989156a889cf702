"""Tile notation (docs/computer-players.md "Library use"): 34 kinds, shared suit letters, honour
letter aliases."""

from __future__ import annotations

import pytest

from mahjong_desktop import tiles


def test_kinds_are_numbered_1m_to_9m_then_pins_sous_and_honours() -> None:
    assert tiles.parse("1m9m1p9p1s9s1z7z") == [0, 8, 9, 17, 18, 26, 27, 33]


def test_runs_of_one_suit_share_the_letter() -> None:
    assert tiles.parse("123m456p789s1122z") == [0, 1, 2, 12, 13, 14, 24, 25, 26, 27, 27, 28, 28]


def test_honour_letters_are_aliases() -> None:
    assert tiles.parse("ESWNPFC") == tiles.parse("1234567z")


def test_white_green_red_are_5z_6z_7z() -> None:
    assert tuple(tiles.parse("567z")) == (tiles.WHITE, tiles.GREEN, tiles.RED)
    assert [tiles.zh_name(k) for k in tiles.parse("567z")] == ["白", "发", "中"]


def test_spaces_separate_groups() -> None:
    assert tiles.parse("11m 22p  E") == [0, 0, 10, 10, 27]


def test_parse_keeps_the_written_order() -> None:
    assert tiles.parse("9m1m") == [8, 0]


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("12x", "'x' at position 2"),
        ("1z8z", "'8' at position 2"),
        ("0m", "'0' at position 0"),
        ("5", "'5' at position 0 has no suit letter"),
        ("m", "'m' at position 0 has no digits"),
        ("1mE2", "'2' at position 3 has no suit letter"),
        ("1E", "'1' at position 0 has no suit letter"),
    ],
)
def test_bad_notation_names_the_character_and_its_position(text: str, fragment: str) -> None:
    with pytest.raises(ValueError, match="bad tile notation") as info:
        tiles.parse(text)
    assert fragment in str(info.value)


def test_format_groups_by_suit_sorted() -> None:
    assert tiles.format(tiles.parse("E9m1m5p5pC")) == "19m55p17z"


def test_format_unsorted_keeps_order() -> None:
    assert tiles.format([8, 0, 27], sort=False) == "91m1z"


def test_format_and_parse_round_trip_every_kind() -> None:
    every = list(range(34))
    assert tiles.parse(tiles.format(every)) == every


def test_names() -> None:
    assert [tiles.name(k) for k in (0, 13, 26, 33)] == ["1m", "5p", "9s", "7z"]
    assert (
        tiles.zh_name(0) == "一万" and tiles.zh_name(13) == "五筒" and tiles.zh_name(18) == "一条"
    )
    assert tiles.en_name(13) == "5 Dots" and tiles.en_name(27) == "East"


def test_to_counts_rejects_a_fifth_copy() -> None:
    with pytest.raises(ValueError, match="5 copies of 1m"):
        tiles.to_counts(tiles.parse("11111m"))


def test_counts_round_trip() -> None:
    kinds = tiles.parse("112233m5p77z")
    assert tiles.from_counts(tiles.to_counts(kinds)) == sorted(kinds)


def test_bad_kind_is_rejected() -> None:
    for bad in (-1, 34, True, "1m"):
        with pytest.raises(ValueError, match="not a tile kind"):
            tiles.name(bad)  # type: ignore[arg-type]


def test_terminal_and_honour_predicates() -> None:
    assert tiles.is_terminal(0) and tiles.is_terminal(26) and not tiles.is_terminal(27)
    assert tiles.is_honour(27) and not tiles.is_honour(26)
    assert all(tiles.is_terminal_or_honour(k) for k in tiles.parse("19m19p19s1234567z"))
    assert not any(tiles.is_terminal_or_honour(k) for k in tiles.parse("2345678m"))
