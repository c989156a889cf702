"""Suite-wide: the game makes no sound under test (ui/table/sound.py reads this before any player is
made; tests/ui/test_sound.py checks it)."""

from __future__ import annotations

import os

os.environ["MAHJONG_DESKTOP_SOUND"] = "off"
