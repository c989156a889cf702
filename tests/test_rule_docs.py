"""The rule pages in docs/rules/ keep up with the ruleset files.

A player switching an option in the settings dialog, or a maintainer adding one to
``rulesets/<region>.toml``, should find it explained on ``docs/rules/<region>.md``. So every option
key (and every value of a choice) must appear on the page in backticks, as the pages' option tables
write them, and every pattern or item the ruleset names in ``[terms]`` (or scores in ``[tables]``)
must appear by its Chinese name.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

import pytest

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
