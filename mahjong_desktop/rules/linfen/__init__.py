"""临汾麻将: the 临沧 machinery as the seed describes it (docs/rules/linfen.md).

The seed's 临汾 rules read almost word for word like 临沧's; the differences are defaults in
``rulesets/linfen.toml``: 流局查大叫 on, kong money cancelled at a draw (as in 临沧's module). A
later 硬三嘴 style would override hooks here.
"""

from __future__ import annotations

from mahjong_desktop.rules.lincang import LincangRules


class LinfenRules(LincangRules):
    region_id = "linfen"
