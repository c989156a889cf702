"""Entry point: ``mahjong-desktop`` and ``python -m mahjong_desktop``."""

from __future__ import annotations

import sys

from mahjong_desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())
