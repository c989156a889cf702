"""Issue 29 point 11: statistics never mix units. 临安 counts 胡 (hundreds a hand), the other
regions 分 (a few): "all regions" gave e.g. +28.21 a hand from both together. Each region is
shown in its own unit; all regions together give one figure per unit; each chart has a panel
per unit with its own scale and unit label, a legend, and region labels that do not overlap."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from mahjong_desktop.storage.headless import continue_session
from mahjong_desktop.storage.records import RecordStore
from mahjong_desktop.storage.statistics import ALL, compute, unit_group
from mahjong_desktop.ui.history.stats_window import StatsWindow
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from tests.helpers.app_windows import cell
from tests.helpers.seeded_sessions import new_session, players_for, start_recorded

REGIONS = (("lincang", 31), ("lanzhou", 32), ("linan", 33))


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> RecordStore:
    folder = tmp_path_factory.mktemp("stats")
    for region, seed in REGIONS:
        session, header = new_session(region, seed, 2)
        recorder = start_recorded(folder, header)
        continue_session(session, players_for(session, header), recorder)
        recorder.journal.close()
        assert recorder.records is not None
        recorder.records.close()
    return RecordStore(folder / "records.sqlite3")


def _window(qtbot: QtBot, store: RecordStore, language: str = "en") -> StatsWindow:
    stats = StatsWindow(store, RulesetCatalog(), language)
    qtbot.addWidget(stats)
    stats.resize(1100, 760)
    stats.reload()
    stats.show()
    qtbot.waitExposed(stats, timeout=60_000)  # a safety net, not a speed requirement
    return stats


def test_statistics_all_regions_keep_hu_and_points_apart(store: RecordStore) -> None:
    summaries, _ = store.summaries()
    groups = compute(summaries)
    linan = groups[("linan", ALL)].player
    hu = groups[(unit_group("胡"), ALL)].player
    assert (hu.points, hu.hands) == (linan.points, linan.hands)
    points = groups[(unit_group("分"), ALL)].player
    assert points.points == sum(groups[(r, ALL)].player.points for r in ("lincang", "lanzhou"))
    everything = groups[(ALL, ALL)]
    assert everything.unit is None and everything.player.points == 0  # no cross-unit sum


def test_statistics_all_regions_show_a_mean_per_unit(qtbot: QtBot, store: RecordStore) -> None:
    stats = _window(qtbot, store)
    mean = cell(stats.figures, 4, 0)
    largest = cell(stats.figures, 5, 0)
    for text in (mean, largest):
        parts = text.split("\n")
        assert len(parts) == 2 and "分" in parts[0] and "胡" in parts[1]
    stats.region.setCurrentIndex(stats.region.findData("linan"))
    assert "胡" in cell(stats.figures, 4, 0) and "分" not in cell(stats.figures, 4, 0)


def test_statistics_bar_chart_has_a_panel_per_unit_each_on_its_own_scale(
    qtbot: QtBot, store: RecordStore
) -> None:
    stats = _window(qtbot, store)
    stats.bars.grab()  # paint
    panels = stats.bars.panels
    assert [len(p.groups) for p in panels] == [2, 1]  # 分: 临沧, 兰州; 胡: 临安
    assert "分" in panels[0].unit_label and "胡" in panels[1].unit_label
    frames = stats.bars.panel_frames()
    for rects, frame in zip(stats.bars.bar_rects, frames, strict=True):
        # Each panel's largest bar spans a good part of its own frame: none is flattened.
        assert max(r.height() for r in rects) >= 0.4 * frame.height()
    labels = stats.bars.label_rects
    assert len(labels) == 3
    for a, b in itertools.combinations(labels, 2):
        assert not a.intersects(b)
    assert all(text for text, _ in stats.bars.legend)


def test_statistics_line_chart_has_a_legend_and_a_panel_per_unit(
    qtbot: QtBot, store: RecordStore
) -> None:
    stats = _window(qtbot, store)
    legend = [text for text, _ in stats.trend.legend]
    assert legend == ["Each session", "Running total"]
    assert len(stats.trend.panels) == 2 and stats.trend.x_caption


def test_statistics_chart_labels_fit_in_both_languages(
    qtbot: QtBot, store: RecordStore, tmp_path: Path
) -> None:
    """Region names are longer in Chinese (临安长烧麻将): each label stays inside its own slot,
    so none overlaps another. The window is saved for a person to look at."""
    for language in ("en", "zh_CN"):
        stats = _window(qtbot, store, language)
        stats.bars.grab()
        labels = stats.bars.label_rects
        frames = stats.bars.panel_frames()
        assert len(labels) == 3
        for a, b in itertools.combinations(labels, 2):
            assert not a.intersects(b)
        assert all(
            any(f.left() <= r.left() and r.right() <= f.right() for f in frames) for r in labels
        )
        assert stats.grab().save(str(tmp_path / f"stats-{language}.png"))


def test_history_rows_show_points_in_their_regions_unit(store: RecordStore) -> None:
    from mahjong_desktop.ui.history.history_window import HistoryModel

    model = HistoryModel(RulesetCatalog(), "en", ["date", "region", "result", "points", "best"])
    model.set_rows(store.query())
    units = {row.region: model.text(i, 3).split()[-1] for i, row in enumerate(model.rows)}
    assert units == {"linan": "胡", "lincang": "分", "lanzhou": "分"}
