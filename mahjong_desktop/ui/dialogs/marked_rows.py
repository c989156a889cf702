"""Table rows the game marks with a pale background in its rich-text pages: the session's winner
(session-end screen) and a decision that differs from the coach's (复盘 review).

The background is a fixed colour, so the text on it must be too. Left to the palette, a dark
system theme (macOS dark mode, dark KDE or Windows themes) gives light text, which on pale yellow
cannot be read; tests/ui/test_dark_palette.py measures the contrast.
"""

from __future__ import annotations

WINNER = "#fff3c4"  # the winner's row, in the gold of the wild marking
DIFFERS = "#fbe9d0"  # a decision other than the coach's
# Dark enough on both backgrounds for WCAG AA (≥ 4.5 : 1; about 15 : 1 here) in any palette.
TEXT_ON_PALE = "#1a1a1a"


def marked_row(background: str) -> str:
    """The attributes of a ``<tr>`` with this background and dark text over it. Qt's rich text
    passes a row's colour on to its cells and everything in them."""
    return f" bgcolor='{background}' style='color:{TEXT_ON_PALE}'"
