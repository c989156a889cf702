"""The menu actions' keyboard shortcuts, in one table, with what each system needs.

Qt's standard keys come from the platform: Windows has none for Quit (``QKeySequence.keyBindings``
gives an empty list there, seen with Qt 6.8), and Qt's table lists none for Save as, so on Windows
Ctrl+Q did nothing. An entry with a standard key therefore also names the key it takes where the
platform gives none. "Ctrl" in a key string is ⌘ on macOS, where ⌘H is the system's Hide: History
takes ⌘Y there, as it does in Safari.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtGui import QAction, QKeySequence

StandardKey = QKeySequence.StandardKey


@dataclass(frozen=True, slots=True)
class Shortcut:
    """``keys``: the portable key, also the fallback when ``standard`` is empty on a platform;
    ``mac``: a different key for macOS."""

    keys: str
    standard: StandardKey | None = None
    mac: str | None = None
    # More keys for the same action, on every system: Ctrl+= and Ctrl++ are one key on most
    # keyboards, with and without Shift.
    also: tuple[str, ...] = ()


SHORTCUTS: dict[str, Shortcut] = {
    "new_game": Shortcut("Ctrl+N", StandardKey.New),
    "continue": Shortcut("Ctrl+R"),
    "save_as": Shortcut("Ctrl+Shift+S", StandardKey.SaveAs),
    "open": Shortcut("Ctrl+O", StandardKey.Open),
    "history": Shortcut("Ctrl+H", mac="Ctrl+Y"),
    "settings": Shortcut("Ctrl+,"),
    "quit": Shortcut("Ctrl+Q", StandardKey.Quit),
    "auto_win": Shortcut("Ctrl+Shift+W"),
    "auto_pass": Shortcut("Ctrl+Shift+P"),
    "autoplay": Shortcut("Ctrl+T"),
    "calculator": Shortcut("Ctrl+K"),
    "keys": Shortcut("Ctrl+/"),
    "drills": Shortcut("Ctrl+D"),
    "rules": Shortcut("F1", StandardKey.HelpContents),
    "tiles_larger": Shortcut("Ctrl+=", also=("Ctrl++",)),
    "tiles_smaller": Shortcut("Ctrl+-"),
    "tiles_default": Shortcut("Ctrl+0"),
}

# macOS keys an app must not take: the system (or every app's standard menu) owns them.
MAC_SYSTEM_KEYS = frozenset({"Ctrl+H", "Ctrl+Alt+H", "Ctrl+M", "Ctrl+Tab", "Ctrl+Space"})


def keys_for(
    name: str,
    *,
    platform: str = sys.platform,
    bindings: Callable[[StandardKey], list[QKeySequence]] = QKeySequence.keyBindings,
) -> list[QKeySequence]:
    """The keys of the action ``name`` on ``platform``: the platform's standard ones when it has
    any, else the table's. ``bindings`` is Qt's lookup (tests give one of another platform)."""
    shortcut = SHORTCUTS[name]
    also = [QKeySequence(key) for key in shortcut.also]
    if shortcut.standard is not None:
        standard = [key for key in bindings(shortcut.standard) if not key.isEmpty()]
        if standard:
            return standard + also
    if platform == "darwin" and shortcut.mac is not None:
        return [QKeySequence(shortcut.mac), *also]
    return [QKeySequence(shortcut.keys), *also]


def assign(action: QAction, name: str) -> None:
    action.setShortcuts(keys_for(name))
