"""Named saves (Game › Save as… / Open…): one session as versioned JSON.

Format ``mahjong-desktop/save`` version 1, an object with

- ``format``, ``version``: the two above; a newer version is refused with a message;
- ``saved``: when (ISO 8601, UTC); ``name``: the player's name for it (the file's stem);
- ``session``: the ``SessionHeader`` (region, options, seed, hands/rounds limits, human seat,
  per-seat computer levels, ``rules_version``, ``app_version``);
- ``hands``: per hand played or in progress, its actions in order (engine action JSON:
  ``{"type": "discard", "seat": 2, "tile": "5m"}`` …).

Opening replays the hands under the header's rules, so a save holds no live state to trust.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mahjong_desktop.engine.errors import RecordError
from mahjong_desktop.messages import Says
from mahjong_desktop.storage.atomic import write_text_atomic
from mahjong_desktop.storage.journal import now_text
from mahjong_desktop.storage.session_doc import SessionHeader, build_session, check_hands
from mahjong_desktop.validation import DataError, Fields, problem, read_json_file, stored_limits

SAVE_FORMAT = "mahjong-desktop/save"
SAVE_VERSION = 1
MAX_SAVE_BYTES = 8 * 1024 * 1024
SAVE_LIMITS = stored_limits(MAX_SAVE_BYTES)
SUFFIX = ".mjsave.json"


@dataclass(frozen=True, slots=True)
class SavedGame:
    path: Path
    name: str
    saved: str
    header: SessionHeader
    hands: list[list[dict[str, Any]]]


def write_save(
    path: Path, header: SessionHeader, hands: list[list[dict[str, Any]]], name: str | None = None
) -> None:
    document = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "saved": now_text(),
        "name": name if name is not None else path.name.removesuffix(SUFFIX),
        "session": header.to_json(),
        "hands": hands,
    }
    write_text_atomic(path, json.dumps(document, ensure_ascii=False, indent=1) + "\n")


def read_save(path: Path) -> SavedGame:
    """A save checked and replayed once (so a save that cannot be played is refused at once).
    ``DataError`` names the file and what is wrong; the file is left where it is (the player
    picked it)."""
    save = Fields.of(read_json_file(path, SAVE_LIMITS), str(path))
    save.choice("format", [SAVE_FORMAT])
    version = save.value("version", int)
    if version > SAVE_VERSION:
        raise save.fail(
            "version",
            Says("save_newer", (str(version), str(SAVE_VERSION))),
        )
    if version < 1:
        raise DataError(str(path), "version", version, Says("save_format", (str(SAVE_VERSION),)))
    hands = check_hands(save)
    header = SessionHeader.from_fields(save.table("session"))  # DataError, RulesVersionError
    try:
        build_session(header, hands)  # replayed once: a save that cannot be played is refused
    except (RecordError, ValueError) as exc:
        if isinstance(exc, DataError):  # the same error, now naming the save
            raise exc.moved(f"{path}: {exc.source}" if exc.source else str(path), exc.key) from None
        raise problem(str(path), "", str(exc)) from None
    return SavedGame(
        path, str(save.data.get("name", path.stem)), str(save.data.get("saved", "")), header, hands
    )


def list_saves(folder: Path, limit: int = 200) -> list[Path]:
    """Save files in ``folder``, newest first (not opened: the title screen reads them lazily)."""
    if not folder.is_dir():
        return []
    files = [p for p in folder.iterdir() if p.name.endswith(SUFFIX) and p.is_file()]
    files.sort(key=lambda p: p.stat().st_mtime, reverse=True)
    return files[:limit]
