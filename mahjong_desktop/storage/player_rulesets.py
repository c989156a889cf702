"""A player's own rulesets: copies of a shipped file, edited, in ``<config>/rulesets/*.toml``.

The folder sits next to ``settings.json`` (``mahjong-desktop/rulesets`` in the platform's config
folder; README "Your own rules" says where that is on each system). Each ``<name>.toml`` in it is a
variant of the region its ``[region] id`` names, known to the settings as ``my:<name>``; the
settings dialog lists it beside the shipped regions (``兰州 (my rules: <name>)``) and keeps its
option values apart from the shipped region's.

A player's file passes exactly the checks of a shipped one (``ruleset.py`` for the declarations,
the region module for ``[tables]``, both through ``validation.py``); a file that fails is listed
with its message and cannot be chosen, and it can never affect the shipped rulesets or the
player's saved options (the settings keep a broken variant's values unchecked until it reads).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from types import MappingProxyType

from mahjong_desktop.messages import Says
from mahjong_desktop.rules.registry import REGIONS, check_options
from mahjong_desktop.rules.ruleset import (
    Ruleset,
    RulesetError,
    UnknownRegion,
    available_regions,
    load_ruleset,
    load_ruleset_file,
)

PREFIX = "my:"
FOLDER_NAME = "rulesets"
MAX_FILES = 50  # more files than anyone keeps; a folder of thousands must not slow the start


def is_player_variant(ruleset_id: str) -> bool:
    return ruleset_id.startswith(PREFIX)


@dataclass(slots=True)
class RulesetLibrary:
    """Shipped rulesets plus the player's; ``load`` serves both by id (``lanzhou``, ``my:home``).

    Parsed files are remembered by (size, modification time), so an edited file is read again
    and an unchanged one is not parsed at every look-up.
    """

    folder: Path | None
    _cache: dict[str, tuple[tuple[int, int], Ruleset | RulesetError]] = field(default_factory=dict)

    def player_files(self) -> list[Path]:
        if self.folder is None:
            return []
        try:
            found = sorted(p for p in self.folder.glob("*.toml") if p.is_file())
        except OSError:
            return []
        return found[:MAX_FILES]

    def ids(self) -> list[str]:
        """Shipped region ids, then the player's variants (broken ones included)."""
        return available_regions() + [PREFIX + p.stem for p in self.player_files()]

    def problems(self) -> dict[str, str]:
        """Player variant id → why it cannot be used, for every broken file."""
        out: dict[str, str] = {}
        for rid in self.ids():
            if is_player_variant(rid):
                try:
                    self.load(rid)
                except RulesetError as exc:
                    out[rid] = str(exc)
        return out

    def load(self, ruleset_id: str) -> Ruleset:
        if not is_player_variant(ruleset_id):
            return load_ruleset(ruleset_id)
        name = ruleset_id.removeprefix(PREFIX)
        if self.folder is None or not name or "/" in name or "\\" in name:
            raise UnknownRegion(
                "", "region", ruleset_id, Says("region_or_file", (PREFIX, str(self.folder)))
            )
        path = self.folder / f"{name}.toml"
        try:
            stat = path.stat()
        except OSError:
            raise UnknownRegion.about(str(path), "", Says("ruleset_gone")) from None
        stamp = (stat.st_size, stat.st_mtime_ns)
        cached = self._cache.get(ruleset_id)
        if cached is None or cached[0] != stamp:
            cached = (stamp, self._read(path, ruleset_id))
            self._cache[ruleset_id] = cached
        found = cached[1]
        if isinstance(found, RulesetError):
            raise found
        return found

    @staticmethod
    def _read(path: Path, ruleset_id: str) -> Ruleset | RulesetError:
        try:
            ruleset = load_ruleset_file(path)
            if ruleset.region not in REGIONS:
                raise RulesetError(
                    str(path),
                    "region.id",
                    ruleset.region,
                    Says("variant_of", (tuple(REGIONS),)),
                )
            # Names the file does not give come from the shipped file of its region: a copy
            # made before a name was added (e.g. discard_win_other, the share of a discard win
            # paid by those who did not deal in) would otherwise show the bare identifier.
            shipped = load_ruleset(ruleset.region).terms
            terms = {**shipped, **ruleset.terms}
            ruleset = replace(ruleset, variant=ruleset_id, terms=MappingProxyType(terms))
            check_options(ruleset)  # [tables] and defaults, as a new game would build them
        except RulesetError as exc:
            return exc
        return ruleset
