"""The replay timeline of a record, practice deals ("play this deal again", "play on from here"),
and named saves (issue 19, items 2 and 4)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mahjong_desktop.engine.actions import Action
from mahjong_desktop.storage.headless import continue_session
from mahjong_desktop.storage.journal import SessionJournal
from mahjong_desktop.storage.records import RecordStore
from mahjong_desktop.storage.replay import timeline
from mahjong_desktop.storage.saves import SAVE_VERSION, read_save, write_save
from mahjong_desktop.storage.session_doc import build_session, practice_header
from mahjong_desktop.validation import DataError
from tests.helpers.seeded_sessions import HUMAN, players_for


def _first_record(played: Path):
    return RecordStore(played / "records.sqlite3").records()[0][0]


def test_a_timeline_has_the_deal_then_one_step_per_action(played: Path) -> None:
    record = _first_record(played)
    line = timeline(record)
    assert len(line.steps) == len(record.game["actions"]) + 1
    assert line.steps[0].action is None and line.steps[0].events[0].type == "hand_started"
    assert line.steps[-1].events[-1].type == "hand_ended"
    assert all(_seat_of(line.steps[i].action) == HUMAN for i in line.decisions())
    assert len(line.decision_pairs()) == len(line.decisions()) > 0
    view, action = line.decision_pairs()[0]
    assert action in view.legal  # the view the player was asked, with the answer they gave


def _session_json_hand(played: Path, record):
    journal = SessionJournal(played / "sessions.sqlite3")
    loaded = journal.load(record.session_uid)
    return loaded.entry.header


def test_playing_a_deal_again_deals_the_same_wall(played: Path) -> None:
    record = _first_record(played)
    header = practice_header(_session_json_hand(played, record), record.game)
    session = build_session(header, [])
    game = session.start_hand()
    original = timeline(record).steps[0]
    assert [e.to_json() for e in game.events] == [e.to_json() for e in original.events]


def test_playing_on_from_a_step_starts_from_that_table(played: Path) -> None:
    record = _first_record(played)
    line = timeline(record)
    header = practice_header(_session_json_hand(played, record), record.game)
    step = len(line.steps) // 2
    session = build_session(header, [line.actions_before(step)])
    assert session.game is not None
    assert session.game.view(HUMAN) == line.steps[step].views[HUMAN]
    # With the same computer players and the stand-in, it plays on to the recorded end.
    continue_session(session, players_for(session, header))
    assert session.summaries[0].net == record.facts.net
    assert session.finished


def test_a_save_opens_to_the_same_session(played: Path, tmp_path: Path) -> None:
    journal = SessionJournal(played / "sessions.sqlite3")
    loaded = journal.load(journal.sessions()[0].uid)
    path = tmp_path / "my game.mjsave.json"
    write_save(path, loaded.entry.header, loaded.hands)
    saved = read_save(path)
    assert saved.name == "my game" and saved.hands == loaded.hands
    assert saved.header == loaded.entry.header
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "mahjong-desktop/save" and data["version"] == SAVE_VERSION


def test_a_save_of_a_newer_version_is_refused_naming_the_file(played: Path, tmp_path: Path) -> None:
    journal = SessionJournal(played / "sessions.sqlite3")
    loaded = journal.load(journal.sessions()[0].uid)
    path = tmp_path / "new.mjsave.json"
    write_save(path, loaded.entry.header, loaded.hands)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["version"] = SAVE_VERSION + 1
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DataError, match=r"new\.mjsave\.json: version: save format 2 is newer"):
        read_save(path)


def test_a_save_whose_actions_cannot_be_played_is_refused(played: Path, tmp_path: Path) -> None:
    journal = SessionJournal(played / "sessions.sqlite3")
    loaded = journal.load(journal.sessions()[0].uid)
    hands = [list(h) for h in loaded.hands]
    hands[0][3] = {"type": "discard", "seat": 0, "tile": "9z"}
    path = tmp_path / "edited.mjsave.json"
    write_save(path, loaded.entry.header, hands)
    with pytest.raises(
        DataError, match=r"edited\.mjsave\.json: hands\[0\]\.actions\[3\]\.tile: '9z' is not tile"
    ):
        read_save(path)


def _seat_of(action: Action | None) -> int:
    """The seat of a step's action (every step after the deal has one)."""
    assert action is not None, "a decision step without its action"
    return action.seat
