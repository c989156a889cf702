"""Issue 35 point 16: the Settings dialog took 8.4 s to open with 50 near-limit player rulesets,
because every opening parsed the shipped rulesets again and built every region's tables for each
ruleset at each look-up. Counted, not timed: each file is parsed once, and a second opening
parses and checks nothing."""

from __future__ import annotations

from collections import Counter
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from mahjong_desktop.rules import registry
from mahjong_desktop.rules import ruleset as ruleset_module
from mahjong_desktop.storage import player_rulesets
from mahjong_desktop.storage.player_rulesets import MAX_FILES, RulesetLibrary
from mahjong_desktop.storage.settings import Settings
from mahjong_desktop.ui.dialogs.settings import SettingsDialog
from mahjong_desktop.ui.session import catalog as catalog_module
from mahjong_desktop.ui.session.catalog import RulesetCatalog


def test_opening_the_settings_dialog_parses_each_ruleset_once(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    base = resources.files("mahjong_desktop.rulesets").joinpath("lanzhou.toml").read_text("utf-8")
    for i in range(MAX_FILES):
        (tmp_path / f"home{i:02d}.toml").write_text(base, encoding="utf-8")
    parses: Counter[str] = Counter()
    checks: Counter[str] = Counter()
    real_parse = ruleset_module.parse_ruleset
    real_check = registry.check_options  # the function catalog calls by that name

    def counting_parse(text: str, source: str = "", **kwargs: Any) -> Any:
        parses[source] += 1
        return real_parse(text, source=source, **kwargs)

    def counting_check(ruleset: Any, *args: Any, **kwargs: Any) -> Any:
        checks[ruleset.variant or ruleset.region] += 1
        return real_check(ruleset, *args, **kwargs)

    monkeypatch.setattr(ruleset_module, "parse_ruleset", counting_parse)
    monkeypatch.setattr(catalog_module, "check_options", counting_check)
    monkeypatch.setattr(player_rulesets, "check_options", counting_check)
    catalog = RulesetCatalog.of(RulesetLibrary(tmp_path))

    first = SettingsDialog(Settings(), catalog, "en")
    qtbot.addWidget(first)
    player_parses = {k: v for k, v in parses.items() if not k.startswith("rulesets/")}
    assert len(player_parses) == MAX_FILES and set(player_parses.values()) == {1}
    assert all(n <= 1 for k, n in parses.items() if k.startswith("rulesets/"))

    parses.clear()
    checks.clear()
    second = SettingsDialog(Settings(), catalog, "en")
    qtbot.addWidget(second)
    assert parses == Counter() and checks == Counter()
