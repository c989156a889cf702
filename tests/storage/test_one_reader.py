"""Issue 30, point 1: every file the game reads goes through one bounded reader, so each refuses
the same hostile inputs in the same way — a message naming the file and saying why — and the
readers that keep a bad file aside (settings, the window file) keep it by the one policy, under
``<name>.broken-<UTC time>[-N]``.

One test over every reader × every hostile input. A reader that grew its own way of reading (as
saves, records and the journal once had, with no check for a FIFO or bad UTF-8 of their own)
fails here for the inputs it lets through or words differently.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from mahjong_desktop.rules.ruleset import RulesetError, load_ruleset_file
from mahjong_desktop.storage.database import DatabaseUnavailable
from mahjong_desktop.storage.journal import SessionJournal, _row_json
from mahjong_desktop.storage.records import RecordStore, _parse_body
from mahjong_desktop.storage.saves import read_save
from mahjong_desktop.storage.settings_store import SettingsStore
from mahjong_desktop.storage.window_state import load_window_state
from mahjong_desktop.validation import DataError, Fields, Limits, parse_json, stored_limits


@dataclass(frozen=True, slots=True)
class Refusal:
    message: str
    kept: Path | None  # where the reader kept the bad file aside, if it keeps files aside


@dataclass(frozen=True, slots=True)
class Reader:
    name: str
    file_name: str
    toml: bool  # the reader reads TOML (a player's ruleset), not JSON
    keeps_aside: bool
    read: Callable[[Path], Refusal | None]  # None: the file was accepted


def _settings(path: Path) -> Refusal | None:
    result = SettingsStore(path).load()
    messages = result.messages()
    return Refusal(" / ".join(messages), result.broken_copy) if messages else None


def _window(path: Path) -> Refusal | None:
    loaded = load_window_state(path)
    return None if loaded.problem is None else Refusal(loaded.problem, loaded.kept_as)


def _raises(read: Callable[[Path], object]) -> Callable[[Path], Refusal | None]:
    def reader(path: Path) -> Refusal | None:
        try:
            read(path)
        except (DataError, RulesetError) as exc:
            return Refusal(str(exc), None)
        return None

    return reader


def _import(path: Path) -> None:
    store = RecordStore(path.with_name("import-target.sqlite3"))
    try:
        store.import_file(path)
    finally:
        store.close()


READERS = [
    Reader("settings", "settings.json", toml=False, keeps_aside=True, read=_settings),
    Reader("window state", "window.json", toml=False, keeps_aside=True, read=_window),
    Reader("save", "game.mjsave.json", toml=False, keeps_aside=False, read=_raises(read_save)),
    Reader("import", "hands.json", toml=False, keeps_aside=False, read=_raises(_import)),
    Reader(
        "player ruleset",
        "home.toml",
        toml=True,
        keeps_aside=False,
        read=_raises(load_ruleset_file),
    ),
]

BIG = 64 << 20  # beyond every reader's bound (the largest, an import, takes 32 MiB)
HUGE_NUMBER = "1" * 5000  # more digits than Python converts (4,300)


@dataclass(frozen=True, slots=True)
class Hostile:
    name: str
    make: Callable[[Path, bool], None]  # (path, toml)
    why: str | None  # what every reader's message says (None: the wording is the reader's own)


def _content(json_text: bytes, toml_text: bytes) -> Callable[[Path, bool], None]:
    def make(path: Path, toml: bool) -> None:
        path.write_bytes(toml_text if toml else json_text)

    return make


def _too_large(path: Path, toml: bool) -> None:
    with path.open("wb") as handle:
        handle.truncate(BIG)  # sparse: the size is what is refused, nothing is written


def _folder(path: Path, toml: bool) -> None:
    path.mkdir()
    (path / "keep.txt").write_text("the player's", encoding="utf-8")


def _fifo(path: Path, toml: bool) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs on this system")
    os.mkfifo(path)


def _symlink_to(target: str) -> Callable[[Path, bool], None]:
    def make(path: Path, toml: bool) -> None:
        if target.startswith("/dev/") and not os.path.exists(target):
            pytest.skip(f"no {target} on this system")
        try:
            path.symlink_to(target if target.startswith("/") else path.with_name(target))
        except OSError:
            pytest.skip("symbolic links cannot be made here")

    return make


HOSTILE = [
    Hostile("too large", _too_large, "larger than"),
    Hostile(
        "too deep",
        _content(b"[" * 200 + b"]" * 200, b"a = " + b"[" * 200 + b"]" * 200),
        "nested deeper than",
    ),
    Hostile("bad UTF-8", _content(b'{"a": "caf\xe9"}', b'a = "caf\xe9"'), "not UTF-8 text"),
    Hostile("NUL bytes", _content(b'{"a": "\x00"}', b'a = "\x00"'), "is not valid"),
    Hostile("not JSON or TOML", _content(b'{"a": 1,', b"a = = 1"), "is not valid"),
    Hostile("wrong top-level type", _content(b"[1, 2, 3]", b"region = 1"), None),
    Hostile(
        "a number of 5,000 digits",
        _content(b'{"n": ' + HUGE_NUMBER.encode() + b"}", b"n = " + HUGE_NUMBER.encode()),
        None,
    ),
    Hostile("a folder", _folder, "is a folder, not a regular file"),
    Hostile("a FIFO", _fifo, "is a named pipe (FIFO), not a regular file"),
    Hostile("a link to a device", _symlink_to("/dev/zero"), "is a device, not a regular file"),
    Hostile("a dangling link", _symlink_to("nowhere.json"), "cannot"),
]

KEPT_NAME = r"\.broken-\d{8}T\d{6}Z(-\d+)?"


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs, devices and links are POSIX here")
@pytest.mark.parametrize("hostile", HOSTILE, ids=[h.name for h in HOSTILE])
@pytest.mark.parametrize("reader", READERS, ids=[r.name for r in READERS])
def test_every_reader_refuses_every_hostile_input_alike(
    reader: Reader, hostile: Hostile, tmp_path: Path
) -> None:
    path = tmp_path / reader.file_name
    hostile.make(path, reader.toml)
    before = _what_is_at(path)
    refusal = reader.read(path)  # a FIFO never blocks: the readers open with O_NONBLOCK
    assert refusal is not None, f"{reader.name} accepted {hostile.name}"
    assert str(path) in refusal.message, refusal.message
    assert "Traceback" not in refusal.message
    if hostile.why is not None:
        assert hostile.why in refusal.message, refusal.message
    if not reader.keeps_aside:
        # The player's own file, picked in a dialog: left exactly where and as it was.
        assert refusal.kept is None and _what_is_at(path) == before
        return
    kept = refusal.kept
    assert kept is not None, f"{reader.name} kept no copy of {hostile.name}"
    assert kept.parent == path.parent and re.fullmatch(re.escape(path.name) + KEPT_NAME, kept.name)
    assert _what_is_at(kept) == before  # the bad file itself, whole, under the one name


def _what_is_at(path: Path) -> tuple[str, object]:
    """What a file is, compared before and after it is kept aside (never read from a FIFO)."""
    if path.is_symlink():
        return ("link", os.readlink(path))
    if path.is_dir():
        return ("folder", sorted(p.name for p in path.iterdir()))
    if path.is_fifo():
        return ("fifo", None)
    if not path.exists():
        return ("nothing", None)
    size = path.stat().st_size
    return ("file", path.read_bytes() if size < BIG else size)


# -- the rows of the session journal and of the hand records -------------------------------------

ROW_READERS: list[tuple[str, Callable[[str, str], object]]] = [
    ("journal row", _row_json),
    ("record row", _parse_body),
]
ROW_HOSTILE = [
    ("too large", "[" + "0," * (1 << 20) + "0]", "at most"),
    ("too deep", "[" * 200 + "]" * 200, "nested deeper than"),
    ("NUL bytes", '{"a": "\x00"}', "is not valid JSON"),
    ("not JSON", '{"a": 1,', "is not valid JSON"),
    ("a number of 5,000 digits", '{"n": ' + HUGE_NUMBER + "}", "a number of 5000 digits"),
]


@pytest.mark.parametrize("text,why", [h[1:] for h in ROW_HOSTILE], ids=[h[0] for h in ROW_HOSTILE])
@pytest.mark.parametrize("read", [r[1] for r in ROW_READERS], ids=[r[0] for r in ROW_READERS])
def test_every_stored_row_reader_refuses_the_same_text_alike(
    read: Callable[[str, str], object], text: str, why: str
) -> None:
    """A row is text sqlite hands over (bad UTF-8 is refused as it leaves sqlite, see
    ``test_stored_bytes``): the same bounded parse refuses it, naming the row."""
    where = "sessions.sqlite3, row 7"
    with pytest.raises(ValueError) as caught:
        read(text, where)
    assert str(caught.value).startswith(where) and why in str(caught.value), str(caught.value)


# -- the bounded parse skips its walk only when the walk cannot refuse anything ------------------


@pytest.mark.parametrize(
    "text,key,why",
    [
        ('{"a": {"b": 1000000000000000}}', "a.b", "a number within"),  # 16 digits > 10**12
        ('{"a": [1e999]}', "a[0]", "a finite number"),
        ('{"a": ' + "7" * 40 + "}", "a", "a number of 40 digits"),
    ],
)
def test_a_short_text_with_a_number_beyond_the_bound_is_refused_naming_the_key(
    text: str, key: str, why: str
) -> None:
    """Short texts skip the walk over the parsed value; a number beyond the bound found while
    parsing must still bring the walk (and its message naming the key)."""
    limits = Limits(max_int=10**12)
    assert len(text) < min(limits.max_items, limits.max_string)
    with pytest.raises(DataError) as caught:
        parse_json(text, "in.json", limits)
    assert caught.value.key == key and why in str(caught.value), str(caught.value)


def test_stored_data_leaves_nan_and_big_numbers_to_the_field_checks() -> None:
    """A save or an export refuses such a value one record at a time (the record's own checks),
    not as a whole file."""
    data = parse_json('{"n": NaN, "big": ' + "9" * 30 + "}", "x.json", stored_limits(1 << 20))
    assert data["n"] != data["n"] and data["big"] == int("9" * 30)


def test_fields_value_reads_a_typed_value_and_names_the_key() -> None:
    fields = Fields.of({"seed": 12, "flag": True, "name": "x"}, "save", "session")
    assert fields.value("seed", int) == 12
    assert fields.value("name", (str, int)) == "x"
    with pytest.raises(DataError, match=r"^save: session\.flag: True is not a whole number$"):
        fields.value("flag", int)  # a bool is no number
    with pytest.raises(DataError, match=r"^save: session\.hands: is missing$"):
        fields.value("hands", list)


# -- the two databases ----------------------------------------------------------------------------

DATABASES: list[tuple[str, Callable[[Path], SessionJournal | RecordStore]]] = [
    ("journal", SessionJournal),
    ("records", RecordStore),
]
# What stands in a database's place, and whether it is proof of damage (kept aside by the one
# policy, a new database started) or not a database file at all (named, left as it is).
DB_HOSTILE: list[tuple[str, Callable[[Path], object], bool]] = [
    ("garbage", lambda p: p.write_bytes(b"not a database\n" * 100), True),
    ("NUL bytes", lambda p: p.write_bytes(b"\x00" * 4096), True),
    ("a folder", lambda p: p.mkdir(), False),
    ("a FIFO", lambda p: _fifo(p, False), False),
    ("a link to a device", lambda p: _symlink_to("/dev/zero")(p, False), False),
]


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs, devices and links are POSIX here")
@pytest.mark.parametrize(
    "make,damaged", [h[1:] for h in DB_HOSTILE], ids=[h[0] for h in DB_HOSTILE]
)
@pytest.mark.parametrize("open_db", [d[1] for d in DATABASES], ids=[d[0] for d in DATABASES])
def test_every_database_refuses_the_same_hostile_files_alike(
    open_db: Callable[[Path], SessionJournal | RecordStore],
    make: Callable[[Path], object],
    damaged: bool,
    tmp_path: Path,
) -> None:
    path = tmp_path / "kept.sqlite3"
    make(path)
    before = _what_is_at(path)
    if not damaged:
        with pytest.raises(DatabaseUnavailable) as caught:
            open_db(path)
        assert str(path) in str(caught.value) and "not a regular file" in str(caught.value)
        assert _what_is_at(path) == before  # the player's, left exactly as it was
        return
    store = open_db(path)
    [problem] = store.problems
    store.close()
    assert problem.path == path and str(path) in problem.describe()
    kept = problem.moved_to
    assert kept is not None and re.fullmatch(re.escape(path.name) + KEPT_NAME, kept.name)
    assert _what_is_at(kept) == before
