"""Seeded sessions for the storage tests: the app's computer players, the human's seat played by
the 托管 stand-in (a computer too, so a whole session runs without a person)."""

from __future__ import annotations

from pathlib import Path

from mahjong_desktop.engine.session import Session
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.storage.headless import Player
from mahjong_desktop.storage.journal import SessionJournal
from mahjong_desktop.storage.players import session_players
from mahjong_desktop.storage.recorder import SessionRecorder
from mahjong_desktop.storage.records import RecordStore
from mahjong_desktop.storage.session_doc import SessionHeader, header_of

REGIONS = ("lincang", "linfen", "lanzhou", "shangrao", "linan")
LEVELS: tuple[str | None, ...] = ("easy", None, "normal", "easy")
HUMAN = 1


def new_session(region: str, seed: int, hands: int) -> tuple[Session, SessionHeader]:
    session = Session(load_region(region, {}), seed, hands=hands)
    return session, header_of(session, HUMAN, list(LEVELS))


def players_for(session: Session, header: SessionHeader) -> list[Player]:
    players, stand_in = session_players(session.region, header.seed, header.levels, HUMAN)
    assert stand_in is not None
    return [stand_in if p is None else p for p in players]


def open_stores(folder: Path) -> tuple[SessionJournal, RecordStore]:
    return SessionJournal(folder / "sessions.sqlite3"), RecordStore(folder / "records.sqlite3")


def start_recorded(folder: Path, header: SessionHeader) -> SessionRecorder:
    journal, records = open_stores(folder)
    return SessionRecorder.start(journal, records, header)
