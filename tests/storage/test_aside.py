"""Issue 30, point 1: one keep-aside policy and one name, ``<name>.broken-<UTC time>[-N]``, for
every kind of file; a name once used is never used again."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from mahjong_desktop.storage import aside
from mahjong_desktop.storage.aside import keep_aside

MOMENT = datetime(2026, 12, 3, 2, 45, 1, tzinfo=UTC)


@pytest.fixture
def one_moment(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every keep-aside in the same second, as when a start finds several bad files at once."""
    real = aside.aside_names

    def at_moment(path: Path, now: datetime | None = None) -> Iterator[Path]:
        return real(path, MOMENT)

    monkeypatch.setattr(aside, "aside_names", at_moment)


@pytest.mark.usefixtures("one_moment")
@pytest.mark.parametrize("move", [False, True], ids=["copied", "moved"])
def test_problems_in_one_second_get_numbered_names_never_overwritten(
    tmp_path: Path, move: bool
) -> None:
    path = tmp_path / "settings.json"
    kept = []
    for n in range(3):
        path.write_text(f"version {n}", encoding="utf-8")
        kept.append(keep_aside(path, move=move))
        assert path.exists() is not move  # a copy leaves the file, a move takes it
    assert [p.name for p in kept] == [
        "settings.json.broken-20261203T024501Z",
        "settings.json.broken-20261203T024501Z-1",
        "settings.json.broken-20261203T024501Z-2",
    ]
    assert [p.read_text(encoding="utf-8") for p in kept] == [f"version {n}" for n in range(3)]


@pytest.mark.usefixtures("one_moment")
def test_a_database_moves_with_its_companions_under_the_same_name(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    for name, text in [("records.sqlite3", "db"), ("records.sqlite3-wal", "log")]:
        (tmp_path / name).write_text(text, encoding="utf-8")
    kept = keep_aside(path, move=True, companions=("-wal", "-shm"))
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "records.sqlite3.broken-20261203T024501Z",
        "records.sqlite3.broken-20261203T024501Z-wal",
    ]
    assert kept.with_name(kept.name + "-wal").read_text(encoding="utf-8") == "log"


@pytest.mark.usefixtures("one_moment")
def test_when_every_name_is_taken_nothing_is_changed_and_the_player_is_told(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(aside, "MAX_COPIES", 3)
    path = tmp_path / "window.json"
    path.write_text("bad", encoding="utf-8")
    for _ in range(3):
        keep_aside(path)
    with pytest.raises(OSError, match=r"3 copies named window\.json\.broken… exist already"):
        keep_aside(path, move=True)
    assert path.read_text(encoding="utf-8") == "bad"
