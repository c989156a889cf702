"""How the coach's worths are shown to a player: in the units of the table's score plates.

The computer players reckon in their region's stake units (``RegionKnowledge``), which are the
settlement's points in four regions but not in 临安, where the settlement pays 胡 × 底注 and the
knowledge reckons in stakes at 底注 1 (100 胡 = 1 stake; the 底注 scales every payment alike and
decides nothing, so only its shown unit carries it: × 100 × 底注). A figure shown beside the
score plates must move the way they move, so every worth a player reads (the hint line, 复盘,
the drills) goes through its region's ``WorthUnit``; judging (tolerances, thresholds, which
answer is right) keeps the raw worths the players were tuned on.

The app has a base stake of its own as well (底分, Settings › Table): in the regions whose ruleset
has no stake option the table shows engine points × that stake, so a unit shown beside such a
table is ``times(stake)`` of the region's. The ai layer never reads the settings: the window
passes the stake its plates use (``advise``/``review``'s ``stake``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from mahjong_desktop.rules.money_units import POINTS


@dataclass(frozen=True, slots=True)
class WorthUnit:
    """``scale``: plate units per unit of worth; ``decimals``: the places shown (a figure of a
    few points needs two, hundreds of 胡 none); ``zh``/``en``: the unit's word in reasons
    (``rules.money_units``: 分 or 胡; the English keeps 胡, a rule term, and says "points" for
    分)."""

    scale: float = 1.0
    decimals: int = 2
    zh: str = POINTS
    en: str = "points"

    def times(self, stake: int) -> WorthUnit:
        """This unit as a table with base stake ``stake`` shows it: each worth ``stake`` times
        as many plate units (the places stay: a stake multiplies, it does not round)."""
        if stake < 1:
            raise ValueError(f"a table's stake is a whole number from 1, not {stake}")
        return self if stake == 1 else replace(self, scale=self.scale * stake)

    @property
    def money(self) -> str:
        """The unit as ``rules.money_units`` names it (分, 胡): the key the window words it by."""
        return self.zh

    def shown(self, worth: float) -> float:
        """``worth`` in plate units, for data (JSON, figures): to four places, as the worths
        themselves are kept, not rounded to the places a sentence shows."""
        return round(worth * self.scale, 4) + 0.0  # + 0.0: never "-0.0"

    def number(self, worth: float) -> str:
        """``worth`` in plate units as text, e.g. "2.40" (分) or "240" (胡)."""
        return f"{round(worth * self.scale, self.decimals) + 0.0:.{self.decimals}f}"

    def zh_text(self, worth: float) -> str:
        """ "2.40 分", "240 胡"."""
        return f"{self.number(worth)} {self.zh}"

    def en_text(self, worth: float) -> str:
        """ "2.40 points", "240 胡"."""
        return f"{self.number(worth)} {self.en}"


POINTS_UNIT = WorthUnit()
