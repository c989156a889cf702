"""The AI tests' fixture: every region, one test run each (the seeded hands they play live in
tests/helpers/seeded_hands.py)."""

from __future__ import annotations

import pytest

from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.rules.ruleset import available_regions

REGIONS = available_regions()


@pytest.fixture(params=REGIONS)
def region(request: pytest.FixtureRequest) -> RegionRules:
    return load_region(str(request.param))
