"""A profile folder with real recorded sessions (one per region), shared by the record tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from mahjong_desktop.storage.headless import continue_session
from tests.helpers.seeded_sessions import REGIONS, new_session, players_for, start_recorded


@pytest.fixture(scope="session")
def played(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Two hands of a seeded session in every region, recorded in a fresh folder."""
    folder = tmp_path_factory.mktemp("profile")
    for i, region in enumerate(REGIONS):
        session, header = new_session(region, 300 + i, 2)
        recorder = start_recorded(folder, header)
        continue_session(session, players_for(session, header), recorder)
        recorder.journal.close()
        assert recorder.records is not None
        recorder.records.close()
    return folder
