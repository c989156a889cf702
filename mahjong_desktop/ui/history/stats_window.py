"""The statistics window: per region and opponent level, the player's figures beside the computer
players' on the same hands, the patterns won, and two charts (mean points per region; the result
of each session over time). Everything is recomputed from the hand records when it opens.

Points are shown in their region's unit (临安 胡, the others 分): for all regions together the
mean and the largest hand are given per unit, and each chart has one panel per unit — never a
sum or a mean across units."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mahjong_desktop.ai.levels import LEVELS
from mahjong_desktop.rules.money_units import HU, POINTS, money_unit
from mahjong_desktop.storage.records import RecordStore
from mahjong_desktop.storage.statistics import (
    ALL,
    MIXED,
    Figures,
    GroupStats,
    compute,
    unit_group,
)
from mahjong_desktop.ui.history.charts import BarChart, BarPanel, LineChart, LinePanel
from mahjong_desktop.ui.history.labels import region_name, signed
from mahjong_desktop.ui.session.catalog import RulesetCatalog


class StatsWindow(QDialog):
    def __init__(
        self,
        records: RecordStore,
        catalog: RulesetCatalog,
        language: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.records = records
        self.catalog = catalog
        self.language = language
        self.groups: dict[tuple[str, str], GroupStats] = {}
        self.resize(980, 680)
        self.region = QComboBox(self)
        self.region.addItem("", ALL)
        for region in catalog.regions:
            self.region.addItem(region, region)
        self.level = QComboBox(self)
        self.level.addItem("", ALL)
        for level in LEVELS:
            self.level.addItem(level, level)
        self.level.addItem("", MIXED)
        self.region.currentIndexChanged.connect(self.show_group)
        self.level.currentIndexChanged.connect(self.show_group)
        self.figures = QTableWidget(6, 2, self)
        self.figures.horizontalHeader().setStretchLastSection(True)
        self.figures.setMinimumWidth(420)
        self.patterns = QListWidget(self)
        self.bars = BarChart(self)
        self.trend = LineChart(self)
        self.empty = QLabel(self)

        pickers = QHBoxLayout()
        self.region_label = QLabel(self)
        pickers.addWidget(self.region_label)
        pickers.addWidget(self.region)
        self.level_label = QLabel(self)
        pickers.addWidget(self.level_label)
        pickers.addWidget(self.level)
        pickers.addStretch(1)
        pickers.addWidget(self.empty)
        grid = QGridLayout()
        grid.addWidget(self.figures, 0, 0)
        patterns = QVBoxLayout()
        self.patterns_label = QLabel(self)
        patterns.addWidget(self.patterns_label)
        patterns.addWidget(self.patterns)
        grid.addLayout(patterns, 0, 1)
        grid.addWidget(self.bars, 1, 0)
        grid.addWidget(self.trend, 1, 1)
        column = QVBoxLayout(self)
        column.addLayout(pickers)
        column.addLayout(grid, 1)
        self.retranslate()

    def set_language(self, language: str) -> None:
        """Speak ``language`` from now on (the player switched it while this window is open)."""
        self.language = language
        self.retranslate()
        self.show_group()

    def retranslate(self) -> None:
        """The window's own words again; ``show_group`` words the figures."""
        self.setWindowTitle(self.tr("Statistics"))
        self.region.setItemText(0, self.tr("All regions"))
        for index in range(1, self.region.count()):
            region = self.region.itemData(index)
            self.region.setItemText(index, region_name(self.catalog, region, self.language))
        words = {
            ALL: self.tr("All opponent levels"),
            "easy": self.tr("easy"),
            "normal": self.tr("normal"),
            "hard": self.tr("hard"),
            MIXED: self.tr("mixed levels"),
        }
        for index in range(self.level.count()):
            level = self.level.itemData(index)
            self.level.setItemText(index, words.get(level, level))
        self.figures.setHorizontalHeaderLabels([self.tr("You"), self.tr("Computers (same hands)")])
        self.figures.setVerticalHeaderLabels(
            [
                self.tr("Hands"),
                self.tr("Win rate"),
                self.tr("Self-draw share (自摸)"),
                self.tr("Deal-in rate (点炮)"),
                self.tr("Mean points per hand"),
                self.tr("Largest hand"),
            ]
        )
        self.region_label.setText(self.tr("Region"))
        self.level_label.setText(self.tr("Opponents"))
        self.patterns_label.setText(self.tr("Patterns won (番种/台)"))

    def _pattern_name(self, region: str, pattern: str) -> str:
        """The pattern's name from its region's ruleset (any region's, over all regions)."""
        regions = self.catalog.regions if region == ALL else [region]
        for name in regions:
            ruleset = self.catalog.load_or_none(name)
            if ruleset is not None and pattern in ruleset.terms:
                return ruleset.term(pattern, self.language)
        return pattern

    def unit_label(self, unit: str) -> str:
        """A unit of points in the player's language (the unit's Chinese name kept)."""
        words = {POINTS: self.tr("points (分)"), HU: self.tr("胡 (hu)")}
        return words.get(unit, unit)

    def _units(self, region: str) -> list[str]:
        """The units of the points shown for ``region`` (all regions: each unit present)."""
        if region != ALL:
            return [money_unit(region)]
        return [u for u in (POINTS, HU) if any(k[0] == unit_group(u) for k in self.groups)]

    def _money_group(self, region: str, unit: str, level: str) -> GroupStats | None:
        return self.groups.get((region if region != ALL else unit_group(unit), level))

    def reload(self) -> None:
        records, _problems = self.records.summaries()
        self.groups = compute(records)
        self.show_group()

    def show_group(self) -> None:
        region, level = self.region.currentData(), self.level.currentData()
        group = self.groups.get((region, level))
        self.empty.setText("" if group else self.tr("No hands recorded here yet."))
        mine = group.player if group else Figures()
        theirs = group.computers if group else Figures()
        units = self._units(region)
        for column, f in enumerate((mine, theirs)):
            means, largest = [], []
            for unit in units:
                money = self._money_group(region, unit, level)
                if money is None:
                    continue
                figures = money.player if column == 0 else money.computers
                label = self.unit_label(unit)
                means.append(f"{figures.mean_points:+.2f} {label}")
                largest.append(f"{signed(figures.largest)} {label}")
            cells = (
                str(f.hands),
                f"{f.win_rate:.1%}",
                f"{f.self_draw_share:.1%}",
                f"{f.deal_in_rate:.1%}",
                "\n".join(means) or "—",
                "\n".join(largest) or "—",
            )
            for row, text in enumerate(cells):
                self.figures.setItem(row, column, QTableWidgetItem(text))
        self.figures.resizeColumnsToContents()
        self.figures.resizeRowsToContents()
        self.figures.horizontalHeader().setStretchLastSection(True)
        self.patterns.clear()
        for pattern, count in mine.patterns.most_common(30):
            self.patterns.addItem(f"{self._pattern_name(region, pattern)} × {count}")
        panels = []
        for unit in (POINTS, HU):
            bars = []
            for name in self.catalog.regions:
                g = self.groups.get((name, level))
                if g is not None and g.unit == unit:
                    label = region_name(self.catalog, name, self.language)
                    bars.append((label, g.player.mean_points, g.computers.mean_points))
            if bars:
                panels.append(BarPanel(self.unit_label(unit), tuple(bars)))
        self.bars.set_data(
            self.tr("Mean points per hand, by region"),
            panels,
            (self.tr("You"), self.tr("Computers (same hands)")),
        )
        lines = []
        for unit in units:
            money = self._money_group(region, unit, level)
            if money is not None and money.trend:
                lines.append(LinePanel(self.unit_label(unit), tuple(t[2] for t in money.trend)))
        self.trend.set_data(
            self.tr("Your result per session"),
            lines,
            (self.tr("Each session"), self.tr("Running total")),
            self.tr("Sessions, oldest first"),
        )
