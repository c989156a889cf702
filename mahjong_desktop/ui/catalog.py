"""Where the UI gets rulesets from: the shipped files in the app, hand-made ones in tests."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from mahjong_desktop.rules.ruleset import Ruleset, RulesetError, available_regions, load_ruleset


@dataclass(frozen=True, slots=True)
class RulesetCatalog:
    regions: Sequence[str] = field(default_factory=available_regions)
    load: Callable[[str], Ruleset] = load_ruleset

    def load_or_none(self, region: str) -> Ruleset | None:
        try:
            return self.load(region)
        except RulesetError:
            return None


# Ruleset options that already scale a region's payments to stakes (兰州 底分, 临安 底注): the app's
# generic base stake must neither multiply those amounts again nor be offered for such a region.
REGION_STAKE_OPTIONS = ("base", "base_stake")


def has_own_stake(ruleset: Ruleset) -> bool:
    return any(key in ruleset.options for key in REGION_STAKE_OPTIONS)
