"""What the engine's messages quote as data rather than as words: tiles, the kind of an action and
a region's move. ``str()`` of each is the engine's English (tile notation, the action's JSON
type, the move's identifier), so a message's ``str()`` (the log, the command line, the bot
protocol's tests) reads as it always did; the window (``ui/shell/wording.py``) names each in the
player's language instead: 五万, 碰, 报听."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from mahjong_desktop.tiles import format as format_tiles

# A region move's part → (its Chinese term, its English words), from the ruleset's [terms]
# (``RegionRules.term``); without a ruleset a part names itself.
Terms = Callable[[str], tuple[str, str]]


def no_terms(identifier: str) -> tuple[str, str]:
    return identifier, identifier


@dataclass(frozen=True, slots=True)
class TilesArg:
    """One or more tile kinds (0–33): notation in English ("5m", "34m")."""

    kinds: tuple[int, ...]
    sort: bool = True

    def __str__(self) -> str:
        return format_tiles(self.kinds, sort=self.sort)


@dataclass(frozen=True, slots=True)
class KindArg:
    """The kind of an action, as ``Action.type`` names it ("pong", "concealed_kong")."""

    kind: str

    def __str__(self) -> str:
        return self.kind


@dataclass(frozen=True, slots=True)
class MoveArg:
    """A region move by its identifier ("declare_ready", "choose_mode:liang_bao"), with the
    ruleset's names of each of its ``:``-parts, which the window shows as the claim bar does."""

    identifier: str
    names: tuple[tuple[str, str], ...]

    @classmethod
    def of(cls, identifier: str, terms: Terms = no_terms) -> MoveArg:
        return cls(identifier, tuple(terms(part) for part in identifier.split(":")))

    def __str__(self) -> str:
        return self.identifier
