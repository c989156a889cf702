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
