"""The journal's row reader under seeded mutations of stored headers, action rows and columns
(issue 35, Deliver 8): a fixed CI sample; ``python -m tests.helpers.journal_fuzz --cases 10000``
runs the long version (docs/performance.md, "Long runs")."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers.journal_fuzz import run

CI_CASES = 250  # seeds 0–249: the same cases on every run


@pytest.mark.slow
def test_no_stored_byte_makes_a_journal_reader_raise_or_hide_another_session(
    tmp_path: Path,
) -> None:
    outcome = run(CI_CASES, 0, tmp_path)
    assert outcome.cases == CI_CASES
    assert outcome.failures == [], "\n\n".join(outcome.failures[:5])
