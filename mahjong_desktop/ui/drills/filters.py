"""The drill window's filters as the settings keep them (``Settings.drill_*``): restored when the
window opens, saved whenever the player changes one, so Practice › Drills opens as it was left."""

from __future__ import annotations

from dataclasses import dataclass, replace

from mahjong_desktop.storage.settings import DrillKindFilter, DrillSource, Settings


@dataclass(frozen=True, slots=True)
class DrillFilters:
    """``region``: a region id, "" for the table's; ``kind``: "all" or a kind's value;
    ``source``: "mine" (your games first) or "generated"; ``timer``: seconds, 0 for none."""

    region: str = ""
    kind: str = DrillKindFilter.ALL.value
    source: str = DrillSource.MINE.value
    timer: int = 0
    blind: bool = False

    @classmethod
    def of(cls, settings: Settings) -> DrillFilters:
        return cls(
            settings.drill_region,
            settings.drill_kind.value,
            settings.drill_source.value,
            settings.drill_timer,
            settings.drill_blind,
        )

    def into(self, settings: Settings) -> Settings:
        """``settings`` with these filters (a value the settings do not know keeps theirs)."""
        kinds = {k.value for k in DrillKindFilter}
        sources = {s.value for s in DrillSource}
        return replace(
            settings,
            drill_region=self.region,
            drill_kind=DrillKindFilter(self.kind) if self.kind in kinds else settings.drill_kind,
            drill_source=(
                DrillSource(self.source) if self.source in sources else settings.drill_source
            ),
            drill_timer=self.timer,
            drill_blind=self.blind,
        )
