"""Region id → region module. The engine asks here instead of testing region names itself."""

from __future__ import annotations

from collections.abc import Mapping

from mahjong_desktop.rules.lanzhou import LanzhouRules
from mahjong_desktop.rules.linan import LinanRules
from mahjong_desktop.rules.lincang import LincangRules
from mahjong_desktop.rules.linfen import LinfenRules
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.rules.ruleset import Options, Ruleset, RulesetError, load_ruleset
from mahjong_desktop.rules.shangrao import ShangraoRules
from mahjong_desktop.validation import one_of

REGIONS: Mapping[str, type[RegionRules]] = {
    LincangRules.region_id: LincangRules,
    LinfenRules.region_id: LinfenRules,
    LinanRules.region_id: LinanRules,
    LanzhouRules.region_id: LanzhouRules,
    ShangraoRules.region_id: ShangraoRules,
}


def region_rules(ruleset: Ruleset, options: Options | None = None) -> RegionRules:
    """The region module for ``ruleset`` with ``options`` (defaults if None)."""
    cls = REGIONS.get(ruleset.region)
    if cls is None:
        raise RulesetError(ruleset.source, "region.id", ruleset.region, one_of(REGIONS))
    # A [tables] value out of its range is a RulesetError naming the file and key
    # (``Ruleset.table_fields``).
    return cls(ruleset, options if options is not None else ruleset.defaults())


def load_region(region: str, overrides: Mapping[str, object] | None = None) -> RegionRules:
    """Load ``rulesets/<region>.toml``, resolve ``overrides`` and build the region module."""
    ruleset = load_ruleset(region)
    return region_rules(ruleset, ruleset.resolve(overrides))


def check_options(ruleset: Ruleset, overrides: Mapping[str, object] | None = None) -> Options:
    """Resolve ``overrides`` and build the region with them, as a new game would: rules between
    values (临安 辣子封顶 a multiple of ``round_to``) and the file's tables are checked too.

    Everything wrong is a ``RulesetError`` naming the file; a region without a module is only
    resolved (hand-made rulesets in tests).
    """
    options = ruleset.resolve(overrides)
    if ruleset.region in REGIONS:
        try:
            region_rules(ruleset, options)
        except RulesetError:
            raise
        except (ValueError, TypeError, KeyError, ArithmeticError) as exc:
            # A combination of values the region module cannot build a game from.
            raise RulesetError.about(ruleset.source, "options", str(exc)) from None
    return options
