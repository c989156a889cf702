"""Every environment variable the tests read, in one place. Which tests run is chosen by markers
(pyproject.toml ``[tool.pytest.ini_options]``), never by a variable; the variables below only make
a test that runs anyway bigger, or force work it would skip.

Markers (``pytest -m NAME``; the default run deselects all three):

========== =================================================================================
slow        sweeps, soak samples and cross-checks over many seeded hands; ``.ci/run`` runs
            them as a step of their own (``pytest -m slow``)
packaging   builds the app bundle with PyInstaller and checks it; ``.ci/run`` runs them first
            (``pytest -m packaging tests/packaging``), on Linux only
exhaustive  every case rather than a sample (every suit of up to ten tiles, 1,000 hands per
            region and option set): minutes to half an hour each; not in CI, run by hand
            (``pytest -m exhaustive``) after changing the hand core or a region's amounts
========== =================================================================================

Variables (sizes; unset means the size CI uses):

=========================== ======= ==========================================================
variable                    default what it sets
=========================== ======= ==========================================================
``MAHJONG_FUZZ_EXAMPLES``   150/100 hypothesis examples per fuzz test (150 in
                                    tests/test_fuzz_inputs.py, 100 in
                                    tests/storage/test_fuzz_readers.py); 10000 for a long run
``AI_TEST_HANDS``           60      seeded hands per region of tests/ai/test_legal_play.py for
                                    the easy and normal players; the issue's full check is 500
``AI_TEST_SLOW_HANDS``      30      the same for 兰州 (its sets once made its hands slow)
``AI_TEST_HARD_HANDS``      12      the same for the hard player, whose decisions cost most
``MAHJONG_REBUILD_BUNDLE``  unset   ``1``: the packaging tests rebuild the bundle even when
                                    dist/ is newer than the code
=========================== ======= ==========================================================

``MAHJONG_DESKTOP_SOUND`` is the game's own switch, not a test knob: tests/conftest.py sets it to
``off`` for the whole suite.
"""

from __future__ import annotations

import os


def size(variable: str, default: int) -> int:
    """The whole number in ``variable``, or ``default`` when it is unset or empty."""
    text = os.environ.get(variable, "").strip()
    return int(text) if text else default


def fuzz_examples(default: int) -> int:
    return size("MAHJONG_FUZZ_EXAMPLES", default)


def rebuild_bundle() -> bool:
    return os.environ.get("MAHJONG_REBUILD_BUNDLE") == "1"
