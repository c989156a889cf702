"""The rule pages in docs/rules/ keep up with the ruleset files.

A player switching an option in the settings dialog, or a maintainer adding one to
``rulesets/<region>.toml``, should find it explained on ``docs/rules/<region>.md``. So every option
key (and every value of a choice) must appear on the page in backticks, as the pages' option tables
write them, and every pattern or item the ruleset names in ``[terms]`` (or scores in ``[tables]``)
must appear by its Chinese name. The pages' worked examples are scored by the region's own scorer,
so a page cannot go on stating an amount the game no longer pays.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

import pytest

from mahjong_desktop.rules.hand_input import win_context_from_json
from mahjong_desktop.rules.registry import load_region

ROOT = Path(__file__).resolve().parents[1]
RULESETS = ROOT / "rulesets"
DOCS = ROOT / "docs" / "rules"
REGIONS = sorted(p.stem for p in RULESETS.glob("*.toml"))

# A trailing full-width note such as "（台）" marks the unit on the result screen; the page names
# the item without it (座风刻 in the 台 table).
_UNIT_NOTE = re.compile(r"（[^（）]*）$")


def load(region: str) -> dict[str, Any]:
    with (RULESETS / f"{region}.toml").open("rb") as f:
        return tomllib.load(f)


def pattern_keys(ruleset: dict[str, Any]) -> set[str]:
    """Keys of the patterns and items the ruleset scores: the 番 of ``[tables] fan``, the rows of
    ``[tables] score`` and the 胡 items of ``[tables.hu]``."""
    tables = ruleset.get("tables", {})
    keys: set[str] = set()
    for table in ("fan", "score", "hu"):
        value = tables.get(table, {})
        if isinstance(value, dict):
            keys |= set(value)
    return keys


def missing_from_page(ruleset: dict[str, Any], page: str) -> list[str]:
    """What the page fails to name, each as a readable line (empty when the page is complete)."""
    missing: list[str] = []
    for key, option in ruleset.get("options", {}).items():
        if f"`{key}`" not in page:
            missing.append(f"option `{key}`")
        for choice in option.get("choices", []):
            if f"`{choice['value']}`" not in page:
                missing.append(f"value `{choice['value']}` of option `{key}`")
    terms: dict[str, dict[str, str]] = ruleset.get("terms", {})
    for key, names in terms.items():
        name = _UNIT_NOTE.sub("", names["zh"])
        if name not in page:
            missing.append(f"term {key} ({name})")
    for key in sorted(pattern_keys(ruleset) - set(terms)):
        # An item without a term of its own (临安's ``pair``, ``bian_kan``) must be named by key.
        if f"`{key}`" not in page:
            missing.append(f"table item {key}")
    return missing


@pytest.mark.parametrize("region", REGIONS)
def test_the_region_page_names_every_option_and_pattern(region: str) -> None:
    page = (DOCS / f"{region}.md").read_text(encoding="utf-8")
    assert missing_from_page(load(region), page) == []


@pytest.mark.parametrize("region", REGIONS)
def test_a_page_that_leaves_out_an_option_is_caught(region: str) -> None:
    """The check above can fail: drop each option's key from the page in turn and it is reported."""
    ruleset = load(region)
    page = (DOCS / f"{region}.md").read_text(encoding="utf-8")
    for key in ruleset["options"]:
        assert f"option `{key}`" in missing_from_page(ruleset, page.replace(f"`{key}`", key))


def test_a_page_that_leaves_out_a_pattern_is_caught() -> None:
    ruleset = load("lincang")
    page = (DOCS / "lincang.md").read_text(encoding="utf-8")
    assert "term long_qi_dui (龙七对)" in missing_from_page(ruleset, page.replace("龙七对", "—"))


def test_every_region_has_a_page_and_the_index_lists_it() -> None:
    index = (DOCS / "README.md").read_text(encoding="utf-8")
    for name in ["common", *REGIONS]:
        assert (DOCS / f"{name}.md").is_file(), name
        assert f"]({name}.md)" in index, name


def test_the_pages_point_inside_the_repository() -> None:
    """The pages once lived outside the repository; nothing may send a reader back there."""
    for page in DOCS.glob("*.md"):
        text = page.read_text(encoding="utf-8")
        assert "../shared" not in text and "shared/rules" not in text, page.name


# The worked examples of the pages: (page, a phrase of the example on that page, the hand as the
# ``score`` command reads it, what each payer pays — None where the page says it is not a win).
_LINAN_HAND: dict[str, Any] = {
    "region": "linan",
    "wild": "5p",
    "flowers": 1,
    "round_wind": "E",
    "seat_wind": "S",
    "melds": [{"kind": "pong", "tiles": "999m"}, {"kind": "concealed_kong", "tiles": "7777s"}],
    "concealed": "234m111z33p",
    "win_tile": "3p",
}
_ONE_TAI = {"tai_ying_hu": 0}  # the example hand with its 硬胡 台 switched off: 1 台 left
EXAMPLES: list[tuple[str, str, dict[str, Any], dict[str, int] | None]] = [
    ("lincang", "won on a discard: the discarder pays 4 × 2 = **8**",
     {"region": "lincang", "concealed": "11122233344455m", "win_tile": "5m", "win_by": "discard"},
     {"discarder": 8, "other": 0}),
    ("lincang", "each of the three pays 3 × 2 = **6**",
     {"region": "lincang", "concealed": "11122233344455m", "win_tile": "5m"}, {"each": 6}),
    ("lincang", "each pays 3 × 2 × 2 = **12**",
     {"region": "lincang", "melds": [{"kind": "concealed_kong", "tiles": "1111m"}],
      "concealed": "22233344455m", "win_tile": "5m", "win_by": "kong_replacement"}, {"each": 12}),
    ("lincang", "pays 4 × 2 × 2 = **16**",
     {"region": "lincang", "concealed": "11122233344455m", "win_tile": "5m",
      "win_by": "discard_after_kong"}, {"discarder": 16, "other": 0}),
    ("lincang", "self-drawn: each of the three pays **1**",
     {"region": "lincang", "concealed": "123m456m789p234s55z", "win_tile": "5z"}, {"each": 1}),
    ("lincang", "same hand cannot win on an ordinary discard",
     {"region": "lincang", "concealed": "123m456m789p234s55z", "win_tile": "5z",
      "win_by": "discard"}, None),
    ("lincang", "on a 杠上炮 discard it is 1 番: the discarder pays **4**",
     {"region": "lincang", "concealed": "123m456m789p234s55z", "win_tile": "5z",
      "win_by": "discard_after_kong"}, {"discarder": 4, "other": 0}),
    ("lincang", "龙七对 + 清一色 (3 番) on a discard: **16**",
     {"region": "lincang", "concealed": "11113344556677m", "win_tile": "1m", "win_by": "discard"},
     {"discarder": 16, "other": 0}),
    ("lanzhou", "each of the three pays **4**",
     {"region": "lanzhou", "concealed": "567z123m456p789s11m", "win_tile": "1m",
      "declared_ready": True}, {"each": 4}),
    ("lanzhou", "the discarder pays 2 and each of the other two pays 2",
     {"region": "lanzhou", "concealed": "567z123m456p789s11m", "win_tile": "1m",
      "win_by": "discard", "declared_ready": True, "discarder_declared_ready": True},
     {"discarder": 2, "other": 2}),
    ("lanzhou", "the discarder alone pays 3 × 2 = **6**",
     {"region": "lanzhou", "options": {"mode": "liang_bao_bao"}, "concealed": "567z123m456p789s11m",
      "win_tile": "1m", "win_by": "discard", "declared_ready": True}, {"discarder": 6, "other": 0}),
    ("lanzhou", "(with `bao_amount` = `once`: **2**)",
     {"region": "lanzhou", "options": {"mode": "liang_bao_bao", "bao_amount": "once"},
      "concealed": "567z123m456p789s11m", "win_tile": "1m", "win_by": "discard",
      "declared_ready": True}, {"discarder": 2, "other": 0}),
    ("lanzhou", "won on a discard: each of the three pays **1**",
     {"region": "lanzhou", "concealed": "123m456m789p234s55p", "win_tile": "5p",
      "win_by": "discard", "declared_ready": True, "discarder_declared_ready": True},
     {"discarder": 1, "other": 1}),
    ("shangrao", "平胡 无宝自摸, each pays **4**",
     {"region": "shangrao", "wild": "5m", "concealed": "123m456p789s234s11z", "win_tile": "1z"},
     {"each": 4}),
    ("shangrao", "平胡 有宝自摸 = 2, **not a win**",
     {"region": "shangrao", "wild": "5m", "concealed": "123m5m456p789s23s11z", "win_tile": "1z"},
     None),
    ("shangrao", "2 × 2 = **4**, a win",
     {"region": "shangrao", "wild": "5m", "concealed": "123m5m456p789s23s11z", "win_tile": "1z",
      "discarded_wilds": 1}, {"each": 4}),
    ("shangrao", "宝调, 平胡 宝调 **4**",
     {"region": "shangrao", "wild": "5m", "concealed": "123m456p789s234s5m1z", "win_tile": "1z"},
     {"each": 4}),
    ("shangrao", "Drawing a second 5m instead makes the pair two 宝",
     {"region": "shangrao", "wild": "5m", "concealed": "123m456p789s234s55m", "win_tile": "5m"},
     {"each": 4}),
    ("shangrao", "碰碰胡清一色 无宝自摸, each pays **32**",
     {"region": "shangrao", "wild": "5m", "concealed": "11122233344466m", "win_tile": "6m"},
     {"each": 32}),
    ("linan", "= 224 → rounded up **300**",
     {**_LINAN_HAND, "win_by": "self_draw"}, {"each": 300}),
    ("linan", "the other two 150 each",
     {**_LINAN_HAND, "win_by": "discard"}, {"discarder": 300, "other": 150}),
    ("linan", "(36 + 20) × 2 = 112 → 200, still a win",
     {**_LINAN_HAND, "options": _ONE_TAI, "win_by": "self_draw"}, {"each": 200}),
    ("linan", "below 300 — **not a win**",
     {**_LINAN_HAND, "options": _ONE_TAI, "win_by": "discard"}, None),
    ("linan", "each pays 200 + 2 × 100 = **400**",
     {"region": "linan", "wild": "5p", "dealer": True, "dealer_streak": 2, "seat_wind": "E",
      "round_wind": "E", "melds": [{"kind": "pong", "tiles": "999m"},
      {"kind": "concealed_kong", "tiles": "7777s"}], "concealed": "234m222z33p",
      "win_tile": "3p"}, {"each": 400}),
]  # fmt: skip


@pytest.mark.parametrize(("region", "phrase", "hand", "pays"), EXAMPLES)
def test_the_worked_examples_score_as_the_pages_say(
    region: str, phrase: str, hand: dict[str, Any], pays: dict[str, int] | None
) -> None:
    # Compared with runs of white space made one, so that re-wrapping a page changes nothing.
    page = " ".join((DOCS / f"{region}.md").read_text(encoding="utf-8").split())
    assert " ".join(phrase.split()) in page
    rules = load_region(hand["region"], hand.get("options") or {})
    evaluation = rules.evaluate(win_context_from_json(hand))
    if pays is None:
        assert not evaluation.legal
    else:
        assert evaluation.legal, evaluation.reason
        assert evaluation.pays() == pays
