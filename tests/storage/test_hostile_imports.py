"""Issue 35 points 6, 7, 10 and 14: History › Import replays every record to its recorded result
before storing it, never overwrites the player's own record of the same hand, refuses unknown or
negative versions, crafted numbers and special files with a message naming the record."""

from __future__ import annotations

import json
import os
import shutil
import threading
from pathlib import Path
from typing import Any

import pytest

from mahjong_desktop.storage.export_format import EXPORT_FORMAT
from mahjong_desktop.storage.records import MAX_IMPORT_RECORDS, RecordStore
from mahjong_desktop.validation import DataError


@pytest.fixture
def store(played: Path, tmp_path: Path) -> RecordStore:
    shutil.copy(played / "records.sqlite3", tmp_path / "records.sqlite3")
    return RecordStore(tmp_path / "records.sqlite3")


def exported(store: RecordStore, tmp_path: Path) -> dict[str, Any]:
    out = tmp_path / "export.json"
    store.export(out)
    data: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    return data


def write(tmp_path: Path, data: object, name: str = "import.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def bodies(store: RecordStore) -> list[dict[str, Any]]:
    return [r.to_json() for r in store.records()[0]]


def test_an_import_never_overwrites_the_players_own_record_of_the_same_hand(
    store: RecordStore, tmp_path: Path
) -> None:
    before = bodies(store)
    data = exported(store, tmp_path)
    data["records"][0]["date"] = "1999-01-01T00:00:00Z"  # still replays: only the date differs
    path = write(tmp_path, data)
    result = store.import_file(path)
    assert bodies(store) == before  # the player's own record is left as it is
    assert result.stored == 0 and result.already_kept == len(before) - 1
    (problem,) = result.problems
    session, hand = data["records"][0]["session"], data["records"][0]["hand_index"]
    assert f"record 0 (session '{session}', hand {hand})" in problem.message
    assert "a different record of this hand is kept already" in problem.message


def test_an_imported_record_with_a_fake_result_is_refused(
    store: RecordStore, tmp_path: Path
) -> None:
    data = exported(store, tmp_path)
    net = data["records"][3]["result"]["net"]
    net[0], net[1] = net[0] + 100, net[1] - 100  # still sums to zero: only a replay can tell
    fresh = RecordStore(tmp_path / "fresh.sqlite3")
    result = fresh.import_file(write(tmp_path, data))
    assert fresh.count() == len(data["records"]) - 1
    (problem,) = result.problems
    assert problem.message.startswith("record 3 (session ")
    assert "replay to another result" in problem.message


def test_an_imported_record_with_an_illegal_action_is_refused_naming_the_action(
    store: RecordStore, tmp_path: Path
) -> None:
    data = exported(store, tmp_path)
    actions = data["records"][2]["game"]["actions"]
    discard = next(i for i, a in enumerate(actions) if a.get("type") == "discard")
    actions[discard]["seat"] = (actions[discard]["seat"] + 1) % 4  # not that seat's turn
    fresh = RecordStore(tmp_path / "fresh.sqlite3")
    result = fresh.import_file(write(tmp_path, data))
    assert fresh.count() == len(data["records"]) - 1
    (problem,) = result.problems
    assert problem.message.startswith("record 2 (session ")
    assert f"actions[{discard}]: cannot be replayed" in problem.message


def test_an_imported_record_whose_actions_stop_early_is_refused(
    store: RecordStore, tmp_path: Path
) -> None:
    data = exported(store, tmp_path)
    data["records"][1]["game"]["actions"] = []  # an action-less record: no hand was played
    fresh = RecordStore(tmp_path / "fresh.sqlite3")
    result = fresh.import_file(write(tmp_path, data))
    assert fresh.count() == len(data["records"]) - 1
    assert "do not finish the hand" in result.problems[0].message


@pytest.mark.parametrize("version", [-7, 0, 3, "1", True, None, 10**30])
def test_an_export_of_an_unknown_or_negative_version_is_refused(
    store: RecordStore, tmp_path: Path, version: object
) -> None:
    data = exported(store, tmp_path)
    data["version"] = version
    fresh = RecordStore(tmp_path / "fresh.sqlite3")
    with pytest.raises(DataError, match=r"version|format"):
        fresh.import_file(write(tmp_path, data))
    assert fresh.count() == 0


def test_a_record_of_a_negative_version_is_refused(store: RecordStore, tmp_path: Path) -> None:
    data = exported(store, tmp_path)
    data["records"][0]["version"] = -7
    fresh = RecordStore(tmp_path / "fresh.sqlite3")
    result = fresh.import_file(write(tmp_path, data))
    assert "version: -7 is not 1" in result.problems[0].message
    assert fresh.count() == len(data["records"]) - 1


def test_a_hand_index_of_10_to_the_30_is_refused_not_an_overflow(
    store: RecordStore, tmp_path: Path
) -> None:
    data = exported(store, tmp_path)
    data["records"][0]["hand_index"] = 10**30
    fresh = RecordStore(tmp_path / "fresh.sqlite3")
    result = fresh.import_file(write(tmp_path, data))
    assert (
        "hand_index: a number of 31 digits is not a whole number from 0 to 1,000,000"
        in result.problems[0].message
    )
    assert fresh.count() == len(data["records"]) - 1


def test_infinity_in_a_records_scores_is_refused_not_an_overflow(
    store: RecordStore, tmp_path: Path
) -> None:
    data = exported(store, tmp_path)
    text = json.dumps(data)
    data["records"][0]["game"]["scores"] = [0, 0, 0, "INF"]
    data["records"][1]["result"]["net"] = [0, 0, 0, "INF"]
    text = json.dumps(data).replace('"INF"', "Infinity")
    path = tmp_path / "import.json"
    path.write_text(text, encoding="utf-8")
    fresh = RecordStore(tmp_path / "fresh.sqlite3")
    result = fresh.import_file(path)
    assert [p.message.split(":")[0] for p in result.problems] == [
        f"record 0 (session '{data['records'][0]['session']}', hand "
        f"{data['records'][0]['hand_index']})",
        f"record 1 (session '{data['records'][1]['session']}', hand "
        f"{data['records'][1]['hand_index']})",
    ]
    assert fresh.count() == len(data["records"]) - 2


def test_a_file_of_more_records_than_the_bound_is_refused_as_a_whole(tmp_path: Path) -> None:
    data = {
        "format": EXPORT_FORMAT,
        "version": 1,
        "records": [{}] * (MAX_IMPORT_RECORDS + 1),
    }
    fresh = RecordStore(tmp_path / "fresh.sqlite3")
    with pytest.raises(DataError, match=f"at most {MAX_IMPORT_RECORDS:,} records"):
        fresh.import_file(write(tmp_path, data))


def test_a_cancelled_import_stores_nothing(store: RecordStore, tmp_path: Path) -> None:
    path = write(tmp_path, exported(store, tmp_path))
    fresh = RecordStore(tmp_path / "fresh.sqlite3")
    seen: list[tuple[int, int]] = []

    def progress(done: int, total: int) -> bool:
        seen.append((done, total))
        return done < 3  # the player presses Cancel while the third record is checked

    result = fresh.import_file(path, progress)
    assert result.cancelled and result.stored == 0 and fresh.count() == 0
    assert seen == [(1, 10), (2, 10), (3, 10)]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_picked_for_import_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "hands.json"
    os.mkfifo(fifo)
    fresh = RecordStore(tmp_path / "fresh.sqlite3")
    failures: list[BaseException] = []

    def work() -> None:
        try:
            fresh.import_file(fifo)
        except DataError as exc:
            failures.append(exc)

    thread = threading.Thread(target=work, daemon=True)
    thread.start()
    thread.join(60)  # a watchdog against a hang, not a timing check
    if thread.is_alive():
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))  # free the blocked reader
    assert failures and "named pipe (FIFO), not a regular file" in str(failures[0])
