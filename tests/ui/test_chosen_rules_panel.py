"""The rules chosen for the hand stay on the table (issue 31: under 兰州 'dealer chooses' the
玩法 and 番种 were only in a banner and a tooltip): a panel in the table's corner names them, in
the player's language, and is not there when nothing was chosen."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from mahjong_desktop.engine.game import Game
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.rules.ruleset import load_ruleset
from mahjong_desktop.ui.shell.i18n import Translations
from mahjong_desktop.ui.table import geometry as geo
from mahjong_desktop.ui.table.page import TablePage
from mahjong_desktop.ui.table.words import region_words

OPTIONS = {"mode": "dealer_chooses", "dealer_chooses_fan": True, "throw": "soft"}
CHOSEN = "san_bao+xiao_ji+hei_si_feng_yao_jiu_dan"  # 三报, 小鸡满天飞, both 甩牌 番


@pytest.fixture
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    translations = Translations(QCoreApplication.instance())  # type: ignore[arg-type]
    assert translations.install(request.param)
    yield request.param
    translations.install("en")


def table_with(qtbot: QtBot, language: str, variant: str | None) -> TablePage:
    region = load_region("lanzhou", OPTIONS)
    page = TablePage(lambda rel: f"seat {rel}", lambda m: (m, m), lambda: language)
    qtbot.addWidget(page)
    page.scene.region_words = region_words(
        load_ruleset("lanzhou"), language, region.options, region
    )
    game = Game(region, seed=3, dealer=0, variant=variant)
    page.scene.show_view(game.view(0))
    return page


@pytest.mark.parametrize(
    ("language", "heading", "lines"),
    [
        (
            "en",
            "This hand's rules",
            ["玩法 (mode of the hand): 三报", "番种 (scoring sets): 小鸡满天飞", "黑四风"],
        ),
        ("zh_CN", "本局规则", ["玩法: 三报", "番种: 小鸡满天飞", "黑四风", "么九蛋"]),
    ],
    indirect=["language"],
)
def test_the_dealers_choice_stays_named_in_the_tables_corner(
    qtbot: QtBot, language: str, heading: str, lines: list[str]
) -> None:
    page = table_with(qtbot, language, CHOSEN)
    panel = page.scene.decor.chosen_rules
    text = panel.plain_text()
    assert text.startswith(heading)
    for line in lines:
        assert line in text
    # In the corner beside the table, clear of it and of the left player's name plate.
    box = panel.box.sceneBoundingRect()
    assert box.right() < geo.CENTER_X - geo.TABLE_HALF
    plate_top = page.scene.decor.plate_boxes[3].sceneBoundingRect().top()
    assert box.bottom() < plate_top
    assert panel.text.font().pixelSize() >= 18  # read at a glance, as the name plates


@pytest.mark.parametrize("language", ["en"], indirect=True)
def test_no_panel_before_the_dealer_has_chosen(qtbot: QtBot, language: str) -> None:
    page = table_with(qtbot, language, None)
    assert page.scene.decor.chosen_rules.plain_text() == ""
    assert not page.scene.decor.chosen_rules.box.isVisible()
