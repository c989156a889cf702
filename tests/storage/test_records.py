"""Hand records (牌谱): every stored hand replays to its result; filters, delete, export/import;
records of other rules are refused (issue 19, items 3 and 7)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from mahjong_desktop.ai.basic import BasicPlayer
from mahjong_desktop.engine.errors import RecordError
from mahjong_desktop.engine.rules_version import RULES_VERSION
from mahjong_desktop.engine.session import Session
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.storage.hand_record import (
    Outcome,
    facts_of,
    record_from_json,
    record_of,
    replay_record,
)
from mahjong_desktop.storage.records import RecordFilter, RecordStore
from mahjong_desktop.storage.session_doc import RulesVersionError
from mahjong_desktop.validation import DataError
from tests.helpers.seeded_sessions import HUMAN, LEVELS, REGIONS


@pytest.fixture
def store(played: Path, tmp_path: Path) -> RecordStore:
    shutil.copy(played / "records.sqlite3", tmp_path / "records.sqlite3")
    return RecordStore(tmp_path / "records.sqlite3")


def test_every_stored_hand_replays_to_its_recorded_result(store: RecordStore) -> None:
    records, problems = store.records()
    assert problems == [] and len(records) == 2 * len(REGIONS)
    for record in records:
        game = replay_record(record)
        assert facts_of(game) == record.facts
        assert record.human_seat == HUMAN and record.levels == LEVELS


def test_a_record_holds_what_the_issue_lists(store: RecordStore) -> None:
    record = store.records()[0][0].to_json()
    assert {"date", "human_seat", "levels", "rules_version", "result"} <= record.keys()
    assert {"region", "options", "seed", "actions"} <= record["game"].keys()
    assert record["rules_version"] == RULES_VERSION


def test_history_rows_filter_by_region_result_and_date(store: RecordStore) -> None:
    rows = store.query()
    assert len(rows) == 10 and [r.date for r in rows] == sorted(
        (r.date for r in rows), reverse=True
    )
    assert {r.region for r in store.query(RecordFilter(region="linan"))} == {"linan"}
    for outcome in Outcome.ALL:
        picked = store.query(RecordFilter(outcome=outcome))
        assert picked == [r for r in rows if r.outcome == outcome]
    day = rows[0].date[:10]
    assert store.query(RecordFilter(date_from=day, date_to=day)) == rows
    assert store.query(RecordFilter(date_to="2000-01-01")) == []
    records = {(r.session_uid, r.hand_index): r for r in store.records()[0]}
    for row in rows:
        record = records[(row.session, row.hand_index)]
        assert row.points == record.facts.net[HUMAN]
        assert row.outcome == record.facts.outcome_for(HUMAN)


def test_delete_removes_only_the_chosen_records(store: RecordStore) -> None:
    rows = store.query()
    store.delete([rows[0].id, rows[1].id])
    assert store.query() == rows[2:]


def test_export_then_import_gives_the_same_records(store: RecordStore, tmp_path: Path) -> None:
    out = tmp_path / "export.json"
    assert store.export(out) == 10
    other = RecordStore(tmp_path / "other.sqlite3")
    result = other.import_file(out)
    assert (result.stored, result.problems) == (10, [])
    assert [r.to_json() for r in other.records()[0]] == [r.to_json() for r in store.records()[0]]
    # Importing again stores nothing twice: each hand is kept already.
    again = other.import_file(out)
    assert (again.stored, again.already_kept, again.problems) == (0, 10, [])
    assert other.count() == 10


def test_an_import_keeps_the_good_records_and_names_each_bad_one(
    store: RecordStore, tmp_path: Path
) -> None:
    out = tmp_path / "export.json"
    store.export(out)
    data = json.loads(out.read_text(encoding="utf-8"))
    data["records"][0]["rules_version"] = RULES_VERSION + 1
    data["records"][1]["game"] = "eval('1')"
    data["records"][2]["levels"] = ["hard"]
    out.write_text(json.dumps(data), encoding="utf-8")
    other = RecordStore(tmp_path / "other.sqlite3")
    result = other.import_file(out)
    count, problems = result.stored, result.problems
    assert count == 7 and len(problems) == 3
    assert "rules version" in problems[0].message and "record 0" in problems[0].message
    assert "game: \"eval('1')\" is not an object" in problems[1].message
    assert "levels: ['hard'] is not a list of 4 items" in problems[2].message


def test_a_record_of_other_rules_is_refused_with_a_message(store: RecordStore) -> None:
    data = store.records()[0][0].to_json()
    data["rules_version"] = RULES_VERSION - 1
    with pytest.raises(RulesVersionError, match="rules version 0; this app plays rules version 1"):
        record_from_json(data, "history")


def test_a_record_whose_actions_replay_to_another_result_is_refused(store: RecordStore) -> None:
    record = store.records()[0][0]
    data = record.to_json()
    data["result"]["net"] = [
        n + (1 if i == 0 else -1 if i == 1 else 0) for i, n in enumerate(data["result"]["net"])
    ]
    with pytest.raises(RecordError, match="replay to another result"):
        replay_record(record_from_json(data, "history"))


def test_an_import_file_that_is_not_an_export_is_refused_naming_it(tmp_path: Path) -> None:
    bad = tmp_path / "notes.json"
    bad.write_text('{"format": "something-else"}', encoding="utf-8")
    with pytest.raises(DataError, match=r"notes\.json: is not an export"):
        RecordStore(tmp_path / "r.sqlite3").import_file(bad)
    assert bad.exists()  # the player's own file is never moved or changed


def test_a_hand_of_seven_wins_is_kept_exported_imported_and_replayed(tmp_path: Path) -> None:
    """兰州 with play-on after a win (打到底): 兰州 seed 1 played by the basic player sees 7 wins
    in one hand. Its record once kept only the first four, so it replayed "to another result"
    and could be neither replayed, reviewed nor drilled; the export's schema refused it too."""
    game = Session(load_region("lanzhou"), 1, hands=1).start_hand()
    players = [BasicPlayer(seat) for seat in range(4)]
    while not game.is_over:
        for seat in game.waiting_for():
            game.apply(players[seat](game.view(seat)))
    assert len(game.winners) == 7
    record = record_of(game, "s7", 0, "2026-12-03", 0, (None, "easy", "easy", "easy"))
    again = record_from_json(json.loads(json.dumps(record.to_json())), "record")
    assert len(again.facts.wins) == 7
    replay_record(again)
    store = RecordStore(tmp_path / "records.sqlite3")
    store.add(record)
    out = tmp_path / "export.json"
    assert store.export(out) == 1
    other = RecordStore(tmp_path / "other.sqlite3")
    result = other.import_file(out)
    assert (result.stored, result.problems) == (1, [])
    replay_record(other.records()[0][0])
