"""The drill window's filters in the settings (issue 32): kept and read back, each bad value
falling back to its default with the key named, and the kind filter's values those of the drill
kinds (which live in a layer above the settings)."""

from __future__ import annotations

import json
from pathlib import Path

from mahjong_desktop.drills.kinds import Kind
from mahjong_desktop.storage.settings import DrillKindFilter, DrillSource, Settings
from mahjong_desktop.storage.settings_store import SettingsStore


def test_the_kind_filter_names_every_drill_kind_and_all() -> None:
    assert {k.value for k in DrillKindFilter} == {k.value for k in Kind} | {"all"}


def test_the_drill_filters_are_kept_and_read_back(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path / "settings.json")
    changed = Settings(
        drill_region="lanzhou",
        drill_kind=DrillKindFilter.SHUAI,
        drill_source=DrillSource.GENERATED,
        drill_timer=20,
        drill_blind=True,
    )
    store.save(changed)
    result = store.load()
    assert result.problems == ()
    assert result.settings == changed
    on_disk = json.loads(store.path.read_text(encoding="utf-8"))
    assert on_disk["drill_kind"] == "shuai" and on_disk["drill_timer"] == 20


def test_bad_drill_filters_fall_back_each_on_its_own_and_are_named(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path / "settings.json")
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_text(
        json.dumps(
            {
                "drill_region": "atlantis",
                "drill_kind": "riichi",
                "drill_source": "friends",
                "drill_timer": 15,
                "drill_blind": "yes",
                "tile_size": 120,
            }
        ),
        encoding="utf-8",
    )
    result = store.load()
    s = result.settings
    assert (s.drill_region, s.drill_kind, s.drill_source) == (
        "",
        DrillKindFilter.ALL,
        DrillSource.MINE,
    )
    assert s.drill_timer == 0 and s.drill_blind is False
    assert s.tile_size == 120  # the rest is kept
    messages = {p.key: p.detail for p in result.problems}
    assert set(messages) == {
        "drill_region",
        "drill_kind",
        "drill_source",
        "drill_timer",
        "drill_blind",
    }
    assert "atlantis" in messages["drill_region"]
    assert "shuai" in messages["drill_kind"] and "generated" in messages["drill_source"]
    assert "0 to 30" in messages["drill_timer"]
