"""Messages below the window are structured (``messages.Says``) and their English is what it was:
``str()`` of an error reads as the log, the command line and the tests always read it."""

from __future__ import annotations

import pickle

import pytest

from mahjong_desktop.messages import TEMPLATES, Says
from mahjong_desktop.validation import DataError, Fields, problem


def test_an_error_keeps_what_it_says_beside_its_english() -> None:
    with pytest.raises(DataError) as caught:
        Fields.of({"tile_size": True}, "settings.json").integer("tile_size", 100, 1500, step=10)
    error = caught.value.noted(Says("using", ("100",)))
    assert str(error) == (
        "settings.json: tile_size: True is not a whole number from 100 to 1,500, "
        "a multiple of 10; using 100"
    )
    assert error.says == Says("integer_range_step", ("100", "1,500", "10"))
    assert error.note_says == Says("using", ("100",))
    assert error.has_value


def test_free_text_is_kept_as_about() -> None:
    error = problem("f.json", "k", "something no template says")
    assert error.says == Says("about", ("something no template says",))
    assert str(error) == "f.json: k: something no template says" and not error.has_value


def test_a_source_in_words_is_kept_beside_its_english() -> None:
    named = Says("in_record", ("records.sqlite3", "7"))
    error = DataError.about(named, "net", Says("missing"))
    assert error.source == "records.sqlite3, record 7" and error.source_says == named
    assert str(error) == "records.sqlite3, record 7: net: is missing"
    moved = error.moved("other.sqlite3", "game")
    assert moved.source_says is None and str(moved) == "other.sqlite3: game: is missing"


def test_an_error_survives_pickling_whole() -> None:
    """A plain ValueError pickles its text only, and a DataError could not be rebuilt from it."""
    error = DataError(
        Says("in_session", ("sessions.sqlite3", "abc")),
        "levels",
        ["genius"],
        Says("levels", (("easy", "normal", "hard"),)),
        Says("ignored"),
    )
    back = pickle.loads(pickle.dumps(error))
    assert type(back) is DataError and str(back) == str(error)
    assert (back.source_says, back.says, back.note_says) == (
        error.source_says,
        error.says,
        error.note_says,
    )
    about = pickle.loads(pickle.dumps(problem("f.json", "", Says("missing"))))
    assert not about.has_value and str(about) == "f.json: is missing"


def test_a_template_not_declared_cannot_be_made() -> None:
    with pytest.raises(KeyError):
        Says("no_such_template")


def test_every_template_takes_the_arguments_its_english_names() -> None:
    """{0}, {1} … numbered from 0 without a gap: the window's %1, %2 … follow them."""
    import string

    for key, english in TEMPLATES.items():
        fields = [f for _, f, _, _ in string.Formatter().parse(english) if f is not None]
        assert all(f.isdigit() for f in fields), key
        numbers = sorted({int(f) for f in fields})
        assert numbers == list(range(len(numbers))), key
