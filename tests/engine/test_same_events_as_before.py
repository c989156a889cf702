"""Same seed + same actions ⇒ the same events as the engine of main commit dad8abb.

The records in ``golden/`` were made by ``tools/record_engine_golden.py`` on that engine, before
it was rewritten without mixins: whole sessions of every region under many rule options, played by
seeded computer players. Here only the recorded actions are replayed (no computer player runs),
session by session so dealer rotation, streaks, scores and a kept 玩法 carry as they did; every
hand must start from the recorded inputs and give the recorded digests of its events, its end
and the views it showed.
"""

from __future__ import annotations

import pytest

from tests.helpers.hand_digest import REGIONS, describe, read_records, replay_session, sessions


@pytest.mark.parametrize("region", REGIONS)
def test_replayed_hands_give_the_recorded_events(region: str) -> None:
    records = read_records(region)
    assert len(records) >= 60, f"{region}: only {len(records)} recorded hands"
    replayed = 0
    for hands in sessions(records):
        for rec, _game, problem in replay_session(hands):
            assert not problem, f"{describe(rec)}: {problem}"
            replayed += 1
    assert replayed == len(records)
