"""Resuming a session from its autosave is the uninterrupted session: same events, same results,
the same computer decisions afterwards (issue 19: "Resuming restores the identical state")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from mahjong_desktop.engine.game import Game
from mahjong_desktop.storage.headless import continue_session, event_log
from mahjong_desktop.storage.journal import SessionJournal, Status
from mahjong_desktop.storage.recorder import SessionRecorder
from tests.helpers.seeded_sessions import (
    REGIONS,
    new_session,
    open_stores,
    players_for,
    start_recorded,
)

HANDS = 2


class _Crash(Exception):
    """Stands for the process dying right after an action was saved."""


def uninterrupted(
    region: str, seed: int, folder: Path
) -> tuple[list[dict[str, Any]], list[int], int]:
    """The session's events, final totals, and how many actions its first hand took."""
    session, header = new_session(region, seed, HANDS)
    recorder = start_recorded(folder, header)
    log = continue_session(session, players_for(session, header), recorder)
    first = len(recorder.journal.load(recorder.uid).hands[0])
    return log, list(session.totals), first


def interrupted_then_resumed(
    region: str, seed: int, folder: Path, crash_after: int
) -> tuple[list[dict[str, Any]], list[int], SessionJournal, str]:
    session, header = new_session(region, seed, HANDS)
    recorder = start_recorded(folder, header)
    made = 0

    def count(game: Game, _action: object) -> None:
        nonlocal made
        made += 1
        if made == crash_after:
            raise _Crash

    with pytest.raises(_Crash):
        continue_session(session, players_for(session, header), recorder, count)
    recorder.journal.close()
    # A new process: everything comes from the files.
    journal, records = open_stores(folder)
    entry = journal.latest_playing()
    assert entry is not None and entry.uid == recorder.uid
    resumed = journal.load(entry.uid).build()
    resumed_recorder = SessionRecorder(journal, records, entry.uid, entry.header)
    continue_session(resumed, players_for(resumed, entry.header), resumed_recorder)
    loaded = journal.load(entry.uid)
    return event_log(entry.header, loaded.hands), list(resumed.totals), journal, entry.uid


@pytest.mark.parametrize("region", REGIONS)
def test_resume_mid_hand_equals_the_uninterrupted_session(region: str, tmp_path: Path) -> None:
    seed = 1900 + REGIONS.index(region)
    expected, totals, first = uninterrupted(region, seed, tmp_path / "a")
    assert sum(1 for e in expected if e["type"] == "hand_started") == HANDS
    # Crash in the second hand: the first finished before, its record and totals saved.
    log, resumed_totals, journal, uid = interrupted_then_resumed(
        region, seed, tmp_path / "b", crash_after=first + 7
    )
    assert log == expected
    assert resumed_totals == totals
    entry = next(e for e in journal.sessions() if e.uid == uid)
    assert entry.status is Status.FINISHED and list(entry.totals) == totals


@pytest.mark.parametrize("crash_after", [1, 2, 30])
def test_resume_early_in_the_first_hand(crash_after: int, tmp_path: Path) -> None:
    expected, totals, _ = uninterrupted("lanzhou", 77, tmp_path / "a")
    log, resumed_totals, _, _ = interrupted_then_resumed("lanzhou", 77, tmp_path / "b", crash_after)
    assert log == expected and resumed_totals == totals


def test_the_records_of_a_resumed_session_are_its_hands_once_each(tmp_path: Path) -> None:
    _, _, first = uninterrupted("linfen", 5, tmp_path / "a")
    _, _, _, uid = interrupted_then_resumed("linfen", 5, tmp_path / "b", first + 3)
    _, records = open_stores(tmp_path / "b")
    rows = records.query()
    assert sorted(r.hand_index for r in rows) == list(range(HANDS))
    assert {r.session for r in rows} == {uid}


def test_background_writing_keeps_the_same_log_as_writing_each_action(tmp_path: Path) -> None:
    """The app's recorder commits from a writer thread, several actions at a time: once closed,
    the journal and the records hold exactly what one commit per action holds."""
    expected, totals, _ = uninterrupted("shangrao", 8, tmp_path / "a")
    session, header = new_session("shangrao", 8, HANDS)
    journal, records = open_stores(tmp_path / "b")
    recorder = SessionRecorder.start(journal, records, header, background=True)
    continue_session(session, players_for(session, header), recorder)
    recorder.close()
    loaded = journal.load(recorder.uid)
    assert event_log(header, loaded.hands) == expected
    assert list(loaded.entry.totals) == totals and loaded.entry.status is Status.FINISHED
    assert sorted(r.hand_index for r in records.query()) == list(range(HANDS))
