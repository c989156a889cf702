"""临汾 plays 临沧's rules except at an exhaustive draw (docs/rules/linfen.md): the shared rule
tests run for both regions through the ``name`` fixture."""

from __future__ import annotations

import pytest


@pytest.fixture(params=["lincang", "linfen"])
def name(request: pytest.FixtureRequest) -> str:
    return str(request.param)
