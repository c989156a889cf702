"""Where the UI gets rulesets from: the shipped files and the player's own (``storage/
player_rulesets.py``) in the app, hand-made ones in tests."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from mahjong_desktop.rules.registry import check_options
from mahjong_desktop.rules.ruleset import Ruleset, RulesetError, available_regions, load_ruleset
from mahjong_desktop.storage.player_rulesets import RulesetLibrary


@dataclass(frozen=True, slots=True)
class RulesetCatalog:
    regions: Sequence[str] = field(default_factory=available_regions)
    load: Callable[[str], Ruleset] = load_ruleset
    # Why a ruleset could not be used, by id, as found by the last look-up (for the messages of
    # New game and the settings dialog: a broken file is said to be broken, not "not installed").
    # Kept as the error itself: the window words it in the player's language (ui/shell/wording.py).
    errors: dict[str, RulesetError] = field(default_factory=dict, compare=False)
    # The ruleset object last checked per id: a look-up that returns the very same (unchanged,
    # cached) object is not checked again. Building every region's tables for 50 player files
    # on each look-up made the settings dialog take seconds to open.
    _checked: dict[str, Ruleset] = field(default_factory=dict, compare=False)

    @staticmethod
    def of(library: RulesetLibrary) -> RulesetCatalog:
        return RulesetCatalog(regions=library.ids(), load=library.load)

    def load_or_none(self, region: str) -> Ruleset | None:
        """The ruleset if it can start a game with its defaults (declarations and tables both
        checked); None otherwise, with the reason in ``errors``."""
        try:
            ruleset = self.load(region)
            if self._checked.get(region) is not ruleset:
                check_options(ruleset)
        except RulesetError as exc:
            self.errors[region] = exc
            self._checked.pop(region, None)
            return None
        self.errors.pop(region, None)
        self._checked[region] = ruleset
        return ruleset

    def problem(self, region: str) -> RulesetError | None:
        if region not in self.errors:
            self.load_or_none(region)
        return self.errors.get(region)


# Ruleset options that already scale a region's payments to stakes (兰州 底分, 临安 底注): the app's
# generic base stake must neither multiply those amounts again nor be offered for such a region.
REGION_STAKE_OPTIONS = ("base", "base_stake")


def has_own_stake(ruleset: Ruleset) -> bool:
    return any(key in ruleset.options for key in REGION_STAKE_OPTIONS)
