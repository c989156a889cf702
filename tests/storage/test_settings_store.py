"""Settings survive a restart; a broken file costs only its broken parts, and says where."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest

from mahjong_desktop.rules.ruleset import Ruleset, UnknownRegion, parse_ruleset
from mahjong_desktop.storage.settings import (
    AiLevel,
    AnimationSpeed,
    Language,
    Opponent,
    SessionLength,
    Settings,
    TileSet,
)
from mahjong_desktop.storage.settings_store import SettingsStore

RULESET = parse_ruleset(
    textwrap.dedent(
        """
        [region]
        id = "lincang"
        name_zh = "临沧"
        name_en = "Lincang"

        [options.flip_tail]
        type = "bool"
        default = true
        label_zh = "翻尾牌"
        label_en = "翻尾牌 (flip tail)"
        help_zh = "说明"
        help_en = "help"

        [options.tail_wild]
        type = "bool"
        default = false
        label_zh = "尾牌当宝"
        label_en = "尾牌当宝 (tail wild)"
        help_zh = "说明"
        help_en = "help"
        depends_on = ["flip_tail"]

        [options.cap]
        type = "int"
        default = 8
        minimum = 1
        maximum = 64
        label_zh = "封顶"
        label_en = "封顶 (cap)"
        help_zh = "说明"
        help_en = "help"
        """
    ),
    source="rulesets/lincang.toml",
)


def fake_loader(region: str) -> Ruleset:
    if region != "lincang":
        raise UnknownRegion("", "region", region, "one of lincang")
    return RULESET


@pytest.fixture
def store(tmp_path: Path) -> SettingsStore:
    return SettingsStore(tmp_path / "cfg" / "settings.json", load_ruleset=fake_loader)


def test_missing_file_gives_defaults_without_problems(store: SettingsStore) -> None:
    result = store.load()
    assert result.settings == Settings()
    assert result.problems == ()
    assert not list(store.path.parent.glob("*.broken*"))


def test_every_setting_survives_save_and_load(store: SettingsStore) -> None:
    changed = Settings(
        region="lincang",
        region_options={"lincang": {"flip_tail": True, "tail_wild": True, "cap": 16}},
        computer_levels={
            Opponent.NEXT: AiLevel.EASY,
            Opponent.OPPOSITE: AiLevel.HARD,
            Opponent.PREVIOUS: AiLevel.NORMAL,
        },
        session_length=SessionLength.HANDS,
        session_hands=12,
        base_stake=5,
        animation_speed=AnimationSpeed.INSTANT,
        language=Language.EN,
        player_seat=2,
        auto_win=True,
        auto_pass=True,
        claim_timer=15,
        cjk_font_notice_dismissed=True,
        tile_size=130,
        tile_set=TileSet.HIGH_CONTRAST,
        tour_seen=("lanzhou", "lincang"),
    )
    store.save(changed)
    result = store.load()
    assert result.problems == ()
    assert result.settings == changed


def test_save_is_atomic_and_leaves_no_temporary_files(store: SettingsStore) -> None:
    store.save(Settings(base_stake=2))
    store.save(Settings(base_stake=3))
    # The lock file stays (it is how two instances take turns); no temporary file does.
    names = sorted(p.name for p in store.path.parent.iterdir())
    assert names == ["settings.json", "settings.json.lock"]
    assert json.loads(store.path.read_text(encoding="utf-8"))["base_stake"] == 3


def test_a_file_that_is_not_json_gives_defaults_and_is_kept_as_broken(
    store: SettingsStore,
) -> None:
    store.path.parent.mkdir(parents=True)
    store.path.write_text('{"base_stake": 5,', encoding="utf-8")
    result = store.load()
    assert result.settings == Settings()
    assert len(result.problems) == 1
    assert "not valid JSON" in result.problems[0].detail
    kept = result.broken_copy
    assert kept is not None and kept.name.startswith("settings.json.broken-")
    assert kept.read_text(encoding="utf-8") == '{"base_stake": 5,'
    assert result.messages()[0].startswith(str(store.path))


def test_one_bad_value_keeps_the_good_ones_and_names_the_key(store: SettingsStore) -> None:
    store.path.parent.mkdir(parents=True)
    original = json.dumps(
        {
            "base_stake": "lots",
            "animation_speed": "instant",
            "language": "klingon",
            "player_seat": 7,
            "auto_win": True,
            "computer_levels": {"next": "hard", "opposite": "genius", "behind": "easy"},
        }
    )
    store.path.write_text(original, encoding="utf-8")
    result = store.load()
    s = result.settings
    assert s.base_stake == Settings().base_stake
    assert s.animation_speed is AnimationSpeed.INSTANT
    assert s.language is Language.AUTO
    assert s.player_seat == 0
    assert s.auto_win is True
    assert s.computer_levels[Opponent.NEXT] is AiLevel.HARD
    assert s.computer_levels[Opponent.OPPOSITE] is AiLevel.NORMAL
    keys = {p.key for p in result.problems}
    assert keys == {
        "base_stake",
        "language",
        "player_seat",
        "computer_levels.opposite",
        "computer_levels.behind",
    }
    assert result.broken_copy is not None
    assert result.broken_copy.read_text(encoding="utf-8") == original


def test_region_options_are_checked_against_the_ruleset(store: SettingsStore) -> None:
    store.path.parent.mkdir(parents=True)
    store.path.write_text(
        json.dumps(
            {
                "region": "atlantis",
                "region_options": {
                    "lincang": {"cap": 999, "flip_tail": "yes", "nonsense": 1, "tail_wild": True},
                    "atlantis": {"x": 1},
                },
            }
        ),
        encoding="utf-8",
    )
    result = store.load()
    assert result.settings.region == "lincang"
    assert result.settings.region_options == {"lincang": {"tail_wild": True}}
    keys = {p.key for p in result.problems}
    assert keys == {
        "region",
        "region_options.lincang.cap",
        "region_options.lincang.flip_tail",
        "region_options.lincang.nonsense",
        "region_options.atlantis",
    }


def test_an_option_switched_on_without_its_dependency_falls_back_to_region_defaults(
    store: SettingsStore,
) -> None:
    store.path.parent.mkdir(parents=True)
    store.path.write_text(
        json.dumps({"region_options": {"lincang": {"flip_tail": False, "tail_wild": True}}}),
        encoding="utf-8",
    )
    result = store.load()
    assert result.settings.region_options == {"lincang": {}}
    (problem,) = result.problems
    assert problem.key == "region_options.lincang"
    assert "flip_tail" in problem.detail


def test_a_json_array_is_reported_as_the_whole_file(store: SettingsStore) -> None:
    store.path.parent.mkdir(parents=True)
    store.path.write_text("[1, 2]", encoding="utf-8")
    result = store.load()
    assert result.settings == Settings()
    assert [p.key for p in result.problems] == ["(file)"]


def test_unknown_keys_are_reported_but_do_not_stop_loading(store: SettingsStore) -> None:
    store.path.parent.mkdir(parents=True)
    store.path.write_text(json.dumps({"base_stake": 4, "colour": "red"}), encoding="utf-8")
    result = store.load()
    assert result.settings.base_stake == 4
    assert [p.key for p in result.problems] == ["colour"]


def test_default_path_is_in_the_platform_config_folder() -> None:
    path = SettingsStore().path
    assert path.name == "settings.json"
    assert path.parent.name == "mahjong-desktop"


def test_a_claim_timer_out_of_range_falls_back_to_no_limit(store: SettingsStore) -> None:
    store.path.parent.mkdir(parents=True)
    store.path.write_text(json.dumps({"claim_timer": 600, "auto_pass": True}), encoding="utf-8")
    result = store.load()
    assert result.settings.claim_timer == 0 and result.settings.auto_pass is True
    assert [p.key for p in result.problems] == ["claim_timer"]


def test_a_tile_size_or_set_the_game_does_not_have_falls_back_and_is_named(
    store: SettingsStore,
) -> None:
    store.path.parent.mkdir(parents=True)
    store.path.write_text(json.dumps({"tile_size": 400, "tile_set": "neon"}), encoding="utf-8")
    result = store.load()
    assert result.settings.tile_size == 100 and result.settings.tile_set is TileSet.CLASSIC
    messages = {p.key: p.detail for p in result.problems}
    assert "a whole number from 100 to 150" in messages["tile_size"]
    assert "classic, high_contrast" in messages["tile_set"]


@pytest.mark.parametrize(
    "value",
    ["lincang", ["lincang", 3], [""], ["x" * 65], ["r"] * 65, {"lincang": True}],
)
def test_guided_hands_seen_that_cannot_be_read_are_offered_again(
    store: SettingsStore, value: object
) -> None:
    store.path.parent.mkdir(parents=True)
    store.path.write_text(json.dumps({"tour_seen": value, "auto_win": True}), encoding="utf-8")
    result = store.load()
    assert result.settings.tour_seen == ()  # every region's guided hand again
    assert result.settings.auto_win is True
    assert [p.key for p in result.problems] == ["tour_seen"]
    assert "a list of at most 64 names" in result.problems[0].detail


def test_guided_hands_seen_are_kept_sorted_once_each(store: SettingsStore) -> None:
    store.path.parent.mkdir(parents=True)
    seen = ["linan", "lincang", "linan"]
    store.path.write_text(json.dumps({"tour_seen": seen}), encoding="utf-8")
    result = store.load()
    assert result.problems == ()
    assert result.settings.tour_seen == ("linan", "lincang")
